"""Paired self-play in a game of four players each on their own: a variant of normal's
weights against normal's, deal by deal.

    nice -n 5 .venv/bin/python bench/solo_duplicate.py --game cuatro-palos \\
        --weights '{"found": -1.5}' --deals 4000 --seed t1
    nice -n 5 .venv/bin/python bench/solo_duplicate.py --game scala-40 \\
        --weights '{"meld": 40}' --deals 1000 --seed t1

Deal k of seed SEED (four players, the dealer rotated as `tapete-cli play` rotates it) is
played twice with the same cards: once with the variant in seat k % 4 and normal bots
with `--opponent`'s weights in the others, once with those normal bots in every seat.
Only the seat's play differs, so the difference of its win share (and of its deal score)
between the two has a far narrower interval than either share. The weights are given
over the game's own (`WEIGHTS` below: the object its normal bot takes as `weights`).
Prints one JSON line: `diff`, the mean win-share difference in points (a shared win
counts its share, a win 100), its 95% half-width `ci`; `score`, the mean difference of
the seat's deal score (higher is better: minus the cards or points a loser is left
with); `changed`, the deals whose share for the seat changed; `share`, the variant's
share of those deals (0.5: as good as the opponent); and `went_out`, the share of the
variant's deals that somebody won (the others stalled). `duplicate()` is the same run as
a function (bench/tune.py's fitness for these games).
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import sys
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from app.core.decks import first_dealer
from app.games.registry import find_game

PLAYERS = 4
#: Deals per task handed to a worker.
TASK_DEALS = 25
#: Each game whose normal bot takes its weights as one object: where that object is.
WEIGHTS = {
    "cuatro-palos": ("app.games.cuatro_palos.bots", "W"),
    "scala-40": ("app.games.scala40.bots", "NORMAL_DISCARD"),
}


def base_weights(game: str) -> dict[str, float]:
    module, name = WEIGHTS[game]
    return dict(getattr(importlib.import_module(module), name))


def _deal(game_id: str, seed: str, index: int, weights: list[dict[str, float]]) -> list[float]:
    """Deal `index` of `seed` played by normal bots with `weights[seat]`: seat k % 4's
    share of the win, its deal score (higher is better), and whether anybody won."""
    game = find_game(game_id)
    options = game.options_class.from_mapping({"num_players": PLAYERS})
    dealer = (first_dealer(seed, PLAYERS) + index) % PLAYERS
    state = game.deal(options, seed, deal_index=index, dealer=dealer)
    bots = [game.bot_class("normal", f"{seed}:{index}:{s}", w) for s, w in enumerate(weights)]
    while state.to_play is not None:
        seat = state.to_play
        state.play(bots[seat].choose(state.view(seat)))
    result = state.outcome()
    assert result is not None
    seat = index % PLAYERS
    sign = -1 if game.lower_scores_win else 1
    return [result.share(seat), float(sign * result.scores[seat]), float(bool(result.winners))]


def _task(job: tuple[str, str, int, int, dict[str, float], dict[str, float]]) -> list[list[float]]:
    game, seed, first, count, variant, opponent = job
    rows = []
    for index in range(first, first + count):
        seat = index % PLAYERS
        mixed = [variant if s == seat else opponent for s in range(PLAYERS)]
        won, score, out = _deal(game, seed, index, mixed)
        won_before, score_before, _ = _deal(game, seed, index, [opponent] * PLAYERS)
        rows.append([won - won_before, score - score_before, out])
    return rows


def duplicate(
    game: str,
    weights: dict[str, float],
    opponent: dict[str, float],
    seed: str,
    deals: int,
    workers: int = 1,
) -> dict[str, Any]:
    """The variant's `weights` against `opponent`'s (each over the game's own) on `deals`
    deals of `game`."""
    base = base_weights(game)
    variant, others = {**base, **weights}, {**base, **opponent}
    jobs = [
        (game, seed, first, min(TASK_DEALS, deals - first), variant, others)
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
    parser.add_argument("--game", default="cuatro-palos", choices=sorted(WEIGHTS))
    parser.add_argument("--weights", default="{}", help="JSON: the variant's weights")
    parser.add_argument("--opponent", default="{}", help="JSON: the others' weights")
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    try:
        weights, opponent = json.loads(args.weights), json.loads(args.opponent)
        unknown = sorted((set(weights) | set(opponent)) - set(base_weights(args.game)))
        if unknown:
            raise ValueError(f"not a weight of {args.game}'s normal: {', '.join(unknown)}")
    except ValueError as exc:
        print(f"solo_duplicate: error: {exc}", file=sys.stderr)
        return 2
    result = duplicate(args.game, weights, opponent, args.seed, args.deals, args.workers)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
