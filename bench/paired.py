"""Paired strength test: one bot level against normal, deal by deal, on the same deals.

    .venv/bin/python bench/paired.py --game quita-y-pon --level hard --games 2000 --seed 1

Each deal `i` of the seed is played twice, exactly as `tapete-cli play --bots
LEVEL,normal,normal,normal --seed S` plays it (seats rotated): once with LEVEL in its
seat, once with a normal bot there instead. Everything else about the deal (cards,
dealer, the other bots) is the same, so most deals end the same way and the difference
of the two win shares has a far narrower interval than either share alone. Prints both
shares, the paired difference in points with its 95% interval, and how many deals
changed, and the tested level's decision-time percentiles (two workers on shared cores:
compare them with a run of the same size on the same machine, not with a target). A
shared win counts as a fraction, as in `tapete-cli play`.

A variant of a bot is measured without editing it: `--set MODULE.NAME=VALUE` sets a
module's constant in every worker before it plays (a number), e.g. `--set
app.games.buraco.bots.ROLLOUT_TURNS=8`; `--records FILE` writes each deal's pair as a line of
JSON, so that two variants run on the same seed can be compared deal by deal
(`--compare A B`).
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from app.cli.play import percentile, play_deal
from app.games.registry import GAME_IDS, find_game


def _pair(job: tuple[str, str, int, str, int]) -> tuple[float, float, int, int, list[float]]:
    game, seed, index, level, players = job
    options = find_game(game).options_class.from_mapping({"num_players": players})
    levels = [level] + ["normal"] * (players - 1)
    tested = play_deal(options, seed, index, levels)
    seat = tested.levels.index(level)
    baseline = play_deal(options, seed, index, ["normal"] * players)

    return (
        tested.shares[seat],
        baseline.shares[seat],
        tested.scores[seat],
        baseline.scores[seat],
        tested.decision_ms.get(level, []),
    )


def _settings(pairs: list[str]) -> list[tuple[str, str, float]]:
    """`--set MODULE.NAME=VALUE` read as (module, name, value); ValueError names a bad one."""
    found = []
    for text in pairs:
        target, sep, value = text.partition("=")
        module, dot, name = target.rpartition(".")
        if not sep or not dot or not module or not name:
            raise ValueError(f"--set wants MODULE.NAME=VALUE, not {text!r}")
        found.append((module, name, float(value)))
    return found


def _apply(settings: list[tuple[str, str, float]]) -> None:
    """Set each module constant (a worker's initializer, and the parent's)."""
    for module, name, value in settings:
        target = importlib.import_module(module)
        if not hasattr(target, name):
            raise ValueError(f"{module} has no {name}")
        setattr(target, name, value)


def _compare(a: str, b: str) -> int:
    """Two runs' records of the same deals: A's tested level's win share less B's, deal by
    deal, with its 95% interval."""
    runs = []
    for path in (a, b):
        with open(path) as lines:
            runs.append({r["index"]: r for r in map(json.loads, lines)})
    common = sorted(set(runs[0]) & set(runs[1]))
    wins = _paired([runs[0][i]["tested_share"] - runs[1][i]["tested_share"] for i in common])
    scores = _paired([runs[0][i]["tested_score"] - runs[1][i]["tested_score"] for i in common])
    print(
        f"{len(common)} common deals: win share A - B {100 * wins[0]:+.2f} ± "
        f"{100 * wins[1]:.2f} points (95%); deal score A - B {scores[0]:+.2f} ± {scores[1]:.2f}"
    )
    return 0


def _paired(diffs: list[float]) -> tuple[float, float]:
    """Mean of paired differences and the half-width of its 95% interval."""
    n = len(diffs)
    mean = sum(diffs) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1)) if n > 1 else 0.0
    return mean, 1.959964 * sd / math.sqrt(n)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="quita-y-pon", choices=GAME_IDS)
    parser.add_argument("--level", default="hard", choices=["easy", "hard"])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--first", type=int, default=0, help="index of the first deal")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--set", action="append", default=[], metavar="MODULE.NAME=VALUE")
    parser.add_argument("--records", metavar="FILE", help="each deal's pair, a JSON line")
    parser.add_argument("--compare", nargs=2, metavar=("A", "B"), help="two runs' records")
    args = parser.parse_args(argv)
    if args.compare:
        return _compare(*args.compare)
    try:
        settings = _settings(args.set)
        _apply(settings)
    except (ValueError, ImportError) as error:
        print(f"paired.py: {error}", file=sys.stderr)
        return 2
    jobs = [
        (args.game, args.seed, i, args.level, args.players)
        for i in range(args.first, args.first + args.games)
    ]
    started = time.perf_counter()
    with ProcessPoolExecutor(args.workers, initializer=_apply, initargs=(settings,)) as pool:
        pairs = list(pool.map(_pair, jobs, chunksize=8))
    n = len(pairs)
    if args.records:
        with open(args.records, "w") as out:
            for (_, _, index, _, _), p in zip(jobs, pairs, strict=True):
                record = {"index": index, "tested_share": p[0], "normal_share": p[1]}
                record |= {"tested_score": p[2], "normal_score": p[3]}
                out.write(json.dumps(record) + "\n")
    wins = _paired([a - b for a, b, _, _, _ in pairs])
    scores = _paired([float(a - b) for _, _, a, b, _ in pairs])
    times = [ms for p in pairs for ms in p[4]]
    print(
        f"{args.game}, {n} deals from #{args.first} of seed {args.seed} "
        f"({time.perf_counter() - started:.0f} s):\n"
        f"  win share: {args.level} {100 * sum(p[0] for p in pairs) / n:.1f}%, "
        f"normal in the same seat {100 * sum(p[1] for p in pairs) / n:.1f}%; "
        f"paired difference {100 * wins[0]:+.2f} ± {100 * wins[1]:.2f} points (95%), "
        f"{sum(1 for p in pairs if p[0] != p[1])} deals changed\n"
        f"  mean deal score: {args.level} {sum(p[2] for p in pairs) / n:.2f}, "
        f"normal {sum(p[3] for p in pairs) / n:.2f}; "
        f"paired difference {scores[0]:+.2f} ± {scores[1]:.2f}\n"
        f"  {args.level}'s decision time over {len(times)} decisions: "
        f"p50 {percentile(times, 0.5):.1f} ms, p95 {percentile(times, 0.95):.1f} ms, "
        f"max {max(times, default=0.0):.1f} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
