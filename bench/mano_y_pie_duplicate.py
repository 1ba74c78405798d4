"""Mano y Pie duplicate self-play: a variant's weights against normal's, each deal twice.

    nice -n 5 .venv/bin/python bench/mano_y_pie_duplicate.py \\
        --weights '{"clean_scale": 1.8}' --pairs 300 --seed t1

How hard's weights (`app.games.mano_y_pie.bots.HARD_WEIGHTS`) were tuned (bench/README.md,
Mano y Pie hard). Deal k is place k % 4 of match k // 4 (seed `SEED:match`, so all four
minimums are played) and is played twice with the same cards and the same bots' seeds:
once with the variant at seats 0 and 2, once at seats 1 and 3. A deal's luck then falls on
both sides alike, so a difference of a few points in the win share shows in a few hundred
pairs instead of thousands of deals. The variant plays `--level` (normal: the reading
alone; hard: with its going-out judgement and its search, `--hard` setting `_Hard`'s
`searched`, `margin` or `judge_going_out`) with `--weights` over normal's defaults; the
other team plays normal. Prints one JSON line: the variant's win share (a tie counts half),
the standard error of the per-deal means of the pairs, the mean team-score difference,
and its slowest decision in seconds.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from app.games.mano_y_pie.bots import ManoYPieBot, Weights
from app.games.registry import find_game

GAME = find_game("mano-y-pie")
#: Deal pairs per task handed to a worker.
TASK_PAIRS = 5


def _bot(level: str, seed: str, weights: Weights | None, hard: dict[str, Any]) -> ManoYPieBot:
    bot = ManoYPieBot(level, seed, weights)
    if bot._hard is not None:  # hard's own knobs, set on this bot only
        for name, value in hard.items():
            setattr(bot._hard, name, frozenset(value) if name == "searched" else value)
    return bot


def _play(seed: str, k: int, seats: tuple[int, ...], args: dict[str, Any]):
    options = GAME.options({"num_players": 4})
    state = GAME.deal(options, f"{seed}:{k // 4}", deal_index=k % 4, dealer=k % 4)
    weights = Weights(**args["weights"])
    bots = [
        _bot(args["level"], f"{seed}:{k}:{s}", weights, args["hard"])
        if s in seats
        else _bot("normal", f"{seed}:{k}:{s}", None, {})
        for s in range(4)
    ]
    slowest = 0.0
    while state.to_play is not None:
        seat = state.to_play
        started = time.perf_counter()
        action = bots[seat].choose(state.view(seat), bots[seat].limit)
        if seat in seats:
            slowest = max(slowest, time.perf_counter() - started)
        state.play(action)
    scores = state.outcome().team_scores
    ours = state.teams[seats[0]]
    return k, scores[ours], scores[1 - ours], slowest


def _task(job: tuple[str, list[int], dict[str, Any]]) -> list[tuple[int, int, int, float]]:
    seed, ks, args = job
    return [_play(seed, k, seats, args) for k in ks for seats in ((0, 2), (1, 3))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--weights", default="{}", help="the variant's Weights, as JSON")
    parser.add_argument("--level", default="normal", choices=("normal", "hard"))
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
            "hard": json.loads(args.hard),
            "level": args.level,
        }
        Weights(**settings["weights"])
    except (ValueError, TypeError) as exc:
        print(f"mano_y_pie_duplicate: error: {exc}", file=sys.stderr)
        return 2
    ks = list(range(args.first, args.first + args.pairs))
    jobs = [(args.seed, ks[i : i + TASK_PAIRS], settings) for i in range(0, len(ks), TASK_PAIRS)]
    started = time.time()
    rows: list[tuple[int, int, int, float]] = []
    with ProcessPoolExecutor(max(1, args.workers)) as pool:
        for done in pool.map(_task, jobs):
            rows.extend(done)
    won = [1.0 if a > b else 0.5 if a == b else 0.0 for _, a, b, _ in rows]
    pairs: dict[int, list[float]] = {}
    for (k, *_), w in zip(rows, won, strict=True):
        pairs.setdefault(k, []).append(w)
    means = [sum(v) / len(v) for v in pairs.values()]
    report = {
        "name": args.name,
        **settings,
        "deals": len(rows),
        "share": round(sum(won) / len(rows), 4),
        "se": round(statistics.pstdev(means) / math.sqrt(len(means)), 4),
        "diff": round(sum(a - b for _, a, b, _ in rows) / len(rows), 1),
        "slowest_s": round(max(r[3] for r in rows), 3),
        "seconds": round(time.time() - started),
    }
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
