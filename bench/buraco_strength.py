"""Buraco bot strength and speed, until Buraco is in the registry (`tapete-cli play` finds
games there; the table session adds Buraco's line).

The loop is `app.cli.play.play_deal`'s (seats rotated by the deal index, the dealer
moving with them, each bot seeded by deal and seat, each seat's `Outcome.share`), with
the Buraco engine and bot named directly; the summary is `tapete-cli play`'s.

    nice .venv/bin/python bench/buraco_strength.py --bots normal,easy,normal,easy \
        --games 400 --seed 1 --workers 2
"""

from __future__ import annotations

import argparse
import json
import time
from concurrent.futures import ProcessPoolExecutor

from app.cli.play import DealRecord, format_summary, summarise
from app.core.decks import first_dealer
from app.core.engine import IllegalMove
from app.games.buraco.bots import BuracoBot
from app.games.buraco.engine import Buraco
from app.games.buraco.rules import BuracoOptions


def play_deal(seed: str, index: int, levels: list[str]) -> DealRecord:
    options = BuracoOptions()
    n = options.num_players
    seat_levels = [levels[(seat + index) % n] for seat in range(n)]
    dealer = (first_dealer(seed, n) + index) % n
    state = Buraco.new(options, seed, deal_index=index, dealer=dealer)
    bots = [BuracoBot(level, f"{seed}:{index}:{seat}") for seat, level in enumerate(seat_levels)]
    record = DealRecord(seat_levels, [], [])
    violations = 0
    while state.to_play is not None:
        seat = state.to_play
        started = time.perf_counter()
        action = bots[seat].choose(state.view(seat), bots[seat].limit)
        elapsed = (time.perf_counter() - started) * 1000
        record.decision_ms.setdefault(seat_levels[seat], []).append(elapsed)
        try:
            state.play(action)
        except IllegalMove as exc:
            raise RuntimeError(f"deal {index} seat {seat}: illegal {action}: {exc}") from None
        if state.conservation_problem() is not None:
            violations += 1
    result = state.outcome()
    assert result is not None
    record.scores = list(result.scores)
    record.winners = list(result.winners)
    record.shares = [result.share(seat) for seat in range(n)]
    record.teams = list(result.teams)
    record.team_scores = list(result.team_scores)
    record.conservation_violations = violations
    return record


def _chunk(args: tuple[str, list[int], list[str]]) -> list[DealRecord]:
    seed, indices, levels = args
    return [play_deal(seed, i, levels) for i in indices]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--bots", default="normal,easy,normal,easy")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    levels = [lv.strip() for lv in args.bots.split(",")]
    started = time.perf_counter()
    tasks = [list(range(i, min(i + 8, args.games))) for i in range(0, args.games, 8)]
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        chunks = pool.map(_chunk, [(args.seed, t, levels) for t in tasks])
        records = [r for chunk in chunks for r in chunk]
    summary = summarise("buraco", records, time.perf_counter() - started)
    summary["workers"] = args.workers
    print(json.dumps(summary) if args.json else format_summary(summary))


if __name__ == "__main__":
    main()
