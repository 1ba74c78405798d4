"""Duplicate self-play in the partnership games: a variant's weights against normal's,
each deal twice.

    nice -n 5 .venv/bin/python bench/team_duplicate.py \\
        --weights '{"clean_scale": 1.8}' --pairs 300 --seed t1
    nice -n 5 .venv/bin/python bench/team_duplicate.py --game buraco \\
        --weights '{"pile_card_gain": 9}' --pairs 300 --seed bt1 --workers 2

How Mano y Pie hard's weights (`app.games.mano_y_pie.bots.HARD_WEIGHTS`) were tuned
(bench/README.md, Mano y Pie hard), and each partnership game's normal by bench/tune.py.
Deal k is played twice with the same cards and the same bots' seeds: once with the
variant at seats 0 and 2, once at seats 1 and 3. A deal's luck then falls on both sides
alike, so a difference of a few points in the win share shows in a few hundred pairs
instead of thousands of deals. In Mano y Pie, deal k is place k % 4 of match k // 4
(seed `SEED:match`, so all four minimums are played); in Buraco it is deal k of seed
`SEED`, the dealer rotated. The variant plays `--level` (normal: the reading alone; hard:
with its search; in Mano y Pie `--hard` sets `_Hard`'s `searched`, `margin` or
`judge_going_out`) with `--weights` over the level's own (`NORMAL_WEIGHTS`, and Mano y
Pie's `HARD_WEIGHTS`); the other team plays normal (`--opponent`'s weights over
`NORMAL_WEIGHTS`; `--opponent-level hard` makes it hard, over the level's own: a hard
variant against hard as it is). Buraco's normal plays its count of sampled worlds with
no clock, so that a result does not depend on the machine's load (hard's clock is only a
safety cap). Prints one JSON line: the
variant's win share (a tie counts half), the standard error of the per-deal means of
the pairs, the mean team-score difference, the share of deals that a player ended by
going out (Buraco: by closing), and its slowest decision in seconds. `duplicate()` is
the same run as a function (bench/tune.py's fitness).
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import json
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from app.core.bots import Limit
from app.games.registry import find_game

#: The partnership games: each one's bots module, which has `Weights`, `NORMAL_WEIGHTS`
#: (and `HARD_WEIGHTS` where hard reads its own), and its bot class.
GAMES = {
    "mano-y-pie": ("app.games.mano_y_pie.bots", "ManoYPieBot"),
    "buraco": ("app.games.buraco.bots", "BuracoBot"),
}
#: Limits in place of a level's own: Buraco's normal without its clock.
LIMITS = {("buraco", "normal"): Limit(playouts=8)}
#: Deal pairs per task handed to a worker.
TASK_PAIRS = 5


def weights_module(game: str) -> Any:
    return importlib.import_module(GAMES[game][0])


def level_weights(module: Any, level: str) -> Any:
    """A level's own weights: hard's where it reads its own (`HARD_WEIGHTS`), else
    normal's."""
    normal = module.NORMAL_WEIGHTS
    return getattr(module, "HARD_WEIGHTS", normal) if level == "hard" else normal


def _bot(game: str, level: str, seed: str, weights: Any, hard: dict[str, Any]) -> Any:
    module, name = GAMES[game]
    bot = getattr(importlib.import_module(module), name)(level, seed, weights)
    if bot._hard is not None:  # hard's own knobs, set on this bot only
        for knob, value in hard.items():
            setattr(bot._hard, knob, frozenset(value) if knob == "searched" else value)
    return bot


def _play(seed: str, k: int, seats: tuple[int, ...], args: dict[str, Any]):
    game_id = args.get("game", "mano-y-pie")
    game = find_game(game_id)
    module = weights_module(game_id)
    options = game.options({"num_players": 4})
    if game.deals_by_place:
        state = game.deal(options, f"{seed}:{k // 4}", deal_index=k % 4, dealer=k % 4)
    else:
        state = game.deal(options, seed, deal_index=k, dealer=k % 4)
    against = args.get("opponent_level", "normal")
    weights = dataclasses.replace(level_weights(module, args["level"]), **args["weights"])
    opponent = dataclasses.replace(level_weights(module, against), **args.get("opponent", {}))
    bots = [
        _bot(game_id, args["level"], f"{seed}:{k}:{s}", weights, args["hard"])
        if s in seats
        else _bot(game_id, against, f"{seed}:{k}:{s}", opponent, {})
        for s in range(4)
    ]
    limits = [LIMITS.get((game_id, bot.level), bot.limit) for bot in bots]
    slowest = 0.0
    while state.to_play is not None:
        seat = state.to_play
        started = time.perf_counter()
        action = bots[seat].choose(state.view(seat), limits[seat])
        if seat in seats:
            slowest = max(slowest, time.perf_counter() - started)
        state.play(action)
    outcome = state.outcome()
    scores = outcome.team_scores
    ours = state.teams[seats[0]]
    ended = outcome.reason == type(state.result).ENDED_BY
    return k, scores[ours], scores[1 - ours], slowest, ended


Row = tuple[int, int, int, float, bool]


def _task(job: tuple[str, list[int], dict[str, Any]]) -> list[Row]:
    seed, ks, args = job
    return [_play(seed, k, seats, args) for k in ks for seats in ((0, 2), (1, 3))]


def duplicate(
    settings: dict[str, Any], seed: str, first: int, pairs: int, workers: int
) -> dict[str, Any]:
    """Deals `first` to `first + pairs - 1` of `seed`, each played twice (the variant's
    team at seats 0 and 2, then 1 and 3): the variant's win share (a tie half) and its
    standard error over the pairs, the mean team-score difference and its 95% interval
    (`ci`, over the pairs), the share of deals a
    player went out in, and the variant's slowest decision."""
    ks = list(range(first, first + pairs))
    jobs = [(seed, ks[i : i + TASK_PAIRS], settings) for i in range(0, len(ks), TASK_PAIRS)]
    started = time.time()
    rows: list[Row] = []
    with ProcessPoolExecutor(max(1, workers)) as pool:
        for done in pool.map(_task, jobs):
            rows.extend(done)
    won = [1.0 if a > b else 0.5 if a == b else 0.0 for _, a, b, _, _ in rows]
    by_pair: dict[int, list[tuple[float, int]]] = {}
    for (k, a, b, *_), w in zip(rows, won, strict=True):
        by_pair.setdefault(k, []).append((w, a - b))
    means = [sum(w for w, _ in v) / len(v) for v in by_pair.values()]
    leads = [sum(d for _, d in v) / len(v) for v in by_pair.values()]
    root = math.sqrt(len(by_pair))
    return {
        "deals": len(rows),
        "share": round(sum(won) / len(rows), 4),
        "se": round(statistics.pstdev(means) / root, 4),
        "diff": round(sum(a - b for _, a, b, _, _ in rows) / len(rows), 1),
        # the 95% interval of `diff`, from the pairs' mean leads
        "ci": round(1.96 * statistics.pstdev(leads) / root, 1),
        "went_out": round(sum(r[4] for r in rows) / len(rows), 4),
        "slowest_s": round(max(r[3] for r in rows), 3),
        "seconds": round(time.time() - started),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="mano-y-pie", choices=sorted(GAMES))
    parser.add_argument("--weights", default="{}", help="the variant's Weights, as JSON")
    parser.add_argument(
        "--opponent", default="{}", help="the other team's Weights, as JSON (normal's)"
    )
    parser.add_argument("--level", default="normal", choices=("normal", "hard"))
    parser.add_argument(
        "--opponent-level", default="normal", choices=("normal", "hard"),
        help="the other team's level (its weights: --opponent over the level's own)",
    )  # fmt: skip
    parser.add_argument("--hard", default="{}", help="hard's settings, as JSON")
    parser.add_argument("--pairs", type=int, default=300)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--seed", default="t1")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--name", default="")
    args = parser.parse_args(argv)
    try:
        settings = {
            "weights": json.loads(args.weights),
            "opponent": json.loads(args.opponent),
            "hard": json.loads(args.hard),
            "level": args.level,
            "opponent_level": args.opponent_level,
            "game": args.game,
        }
        module = weights_module(args.game)
        dataclasses.replace(level_weights(module, args.level), **settings["weights"])
        dataclasses.replace(level_weights(module, args.opponent_level), **settings["opponent"])
    except (ValueError, TypeError) as exc:
        print(f"team_duplicate: error: {exc}", file=sys.stderr)
        return 2
    report = duplicate(settings, args.seed, args.first, args.pairs, args.workers)
    report = {"name": args.name, **settings, **report}
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
