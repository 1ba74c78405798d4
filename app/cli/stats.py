"""`tapete-cli stats`: the scoreboard's figures, the same the Statistics window shows."""

from __future__ import annotations

import argparse
import json
from dataclasses import asdict
from pathlib import Path

from app.storage.scoreboard import Scoreboard


def run_stats(args: argparse.Namespace) -> int:
    board = Scoreboard(Path(args.database) if args.database else None)
    try:
        stats = board.stats()
        matches = board.matches(limit=args.history)
        if args.json:
            print(
                json.dumps(
                    {
                        "games": {game: asdict(s) for game, s in sorted(stats.items())},
                        "history": [
                            {
                                "id": m.id,
                                "game": m.game,
                                "seed": m.seed,
                                "started_at": m.started_at,
                                "ended_at": m.ended_at,
                                "totals": list(m.totals) if m.totals else None,
                                "winners": list(m.winners) if m.winners else None,
                            }
                            for m in matches
                        ],
                        "notice": board.notice,
                    }
                )
            )
            return 0
        if board.notice:
            print(board.notice)
        if not stats:
            print("No finished match yet.")
            return 0
        print(
            f"{'game':<14}{'played':>7}{'won':>7}{'share':>8}{'best':>7}{'average':>9}"
            f"{'streak':>8}{'longest':>9}  against bots"
        )
        for game, s in sorted(stats.items()):
            levels = ", ".join(
                f"{level} {v['won']:g}/{v['played']}" for level, v in sorted(s.by_level.items())
            )
            best = "" if s.best_score is None else str(s.best_score)
            average = "" if s.average_score is None else f"{s.average_score:.1f}"
            print(
                f"{game:<14}{s.played:>7}{s.won:>7g}{s.win_share:>8.0%}{best:>7}{average:>9}"
                f"{s.current_streak:>8}{s.longest_streak:>9}  {levels}"
            )
        return 0
    finally:
        board.close()
