"""Cuatro Palos paired self-play: a variant of normal's weights against normal's, deal by deal.

    nice -n 5 .venv/bin/python bench/cuatro_palos_duplicate.py \\
        --weights '{"found": -1.5}' --deals 4000 --seed t1

Deal k of seed SEED (four players) is played twice with the same cards: once with the
variant in seat k % 4 and normal bots with `--opponent`'s weights (over `W`) in the
others, once with those normal bots in every seat. Only the seat's play differs, so the
difference of its win share (and of its deal score) between the two has a far narrower
interval than either share. Prints one JSON line: `diff`, the mean win-share difference in
points (a deal nobody wins counts 0, a win 100), its 95% half-width `ci`; `score`, the
mean difference of the seat's deal score (minus the cards it still holds: higher is better); `changed`,
the deals whose winner changed; `share`, the variant's share of those deals (0.5: as
good as the opponent); and `went_out`, the share of the variant's deals somebody went
out of (the others stalled, RULES.md §3.4). `duplicate()` is the same run as a function (bench/tune.py's
fitness for `--game cuatro-palos`).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from app.games.cuatro_palos.bots import CuatroPalosBot, W
from app.games.cuatro_palos.engine import CuatroPalos

PLAYERS = 4
#: Deals per task handed to a worker.
TASK_DEALS = 50


def _deal(seed: str, index: int, weights: list[dict[str, float]]) -> tuple[float, int, bool]:
    """Deal `index` of `seed` played by normal bots with `weights[seat]`: seat k % 4's win
    (1, or 0; a stalled deal has no winner), its deal score, and whether anybody went
    out."""
    state = CuatroPalos.new({"num_players": PLAYERS}, seed, deal_index=index)
    bots = [CuatroPalosBot("normal", f"{seed}:{index}:{s}", w) for s, w in enumerate(weights)]
    while state.to_play is not None:
        seat = state.to_play
        state.play(bots[seat].choose(state.view(seat)))
    assert state.result is not None
    seat = index % PLAYERS
    result = state.result
    return float(result.winner == seat), -result.scores[seat], result.winner is not None


def _task(job: tuple[str, int, int, dict[str, float], dict[str, float]]) -> list[list[float]]:
    seed, first, count, variant, opponent = job
    rows = []
    for index in range(first, first + count):
        seat = index % PLAYERS
        mixed = [variant if s == seat else opponent for s in range(PLAYERS)]
        won, score, out = _deal(seed, index, mixed)
        won_before, score_before, _ = _deal(seed, index, [opponent] * PLAYERS)
        rows.append([won - won_before, float(score - score_before), float(out)])
    return rows


def duplicate(
    weights: dict[str, float], opponent: dict[str, float], seed: str, deals: int, workers: int = 1
) -> dict[str, Any]:
    """The variant's `weights` against `opponent`'s (each over `W`) on `deals` deals."""
    variant, base = {**W, **weights}, {**W, **opponent}
    jobs = [
        (seed, first, min(TASK_DEALS, deals - first), variant, base)
        for first in range(0, deals, TASK_DEALS)
    ]
    if workers > 1:
        with ProcessPoolExecutor(workers) as pool:
            parts = list(pool.map(_task, jobs))
    else:
        parts = [_task(job) for job in jobs]
    rows = [row for part in parts for row in part]
    wins = [100.0 * row[0] for row in rows]
    n = len(wins)
    mean = sum(wins) / n
    sd = math.sqrt(sum((w - mean) ** 2 for w in wins) / (n - 1)) if n > 1 else 0.0
    better = sum(1 for w in wins if w > 0)
    worse = sum(1 for w in wins if w < 0)
    return {
        "deals": n,
        "diff": round(mean, 3),
        "ci": round(1.959964 * sd / math.sqrt(n), 3),
        "score": round(sum(row[1] for row in rows) / n, 3),
        "went_out": round(sum(row[2] for row in rows) / n, 4),
        "changed": better + worse,
        "share": round(better / (better + worse), 4) if better + worse else 0.5,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--weights", default="{}", help="JSON: the variant's weights over W")
    parser.add_argument("--opponent", default="{}", help="JSON: the others' weights over W")
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    try:
        weights, opponent = json.loads(args.weights), json.loads(args.opponent)
        unknown = sorted((set(weights) | set(opponent)) - set(W))
        if unknown:
            raise ValueError(f"not a weight of W: {', '.join(unknown)}")
    except ValueError as exc:
        print(f"cuatro_palos_duplicate: error: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(duplicate(weights, opponent, args.seed, args.deals, args.workers)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
