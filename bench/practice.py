"""What the practice table's take-back costs, against the rebuild it stands on, in the
same run.

    .venv/bin/python bench/practice.py --deals 3 --seed 1

Each deal of each game is played at a practice table (the person and the bots by easy
bots, choices bounded by counts), then every one of the person's moves is taken back, from
the last to the first. Each take-back is timed, and so is its baseline: the same point
rebuilt from the record alone (`state_at`, the replay every take-back makes). The
difference is what practice adds (the bots put back from their copies, the line kept).
Prints, per game, the take-backs timed, p50 / max of each and the ratio of the medians,
and the bytes the bots' copies took at most in a deal.
"""

from __future__ import annotations

import argparse
import sys
import time

from app.cli.play import percentile
from app.core.bots import Limit
from app.games.registry import GAMES
from app.session import MatchSession

FIXED = Limit(nodes=30, playouts=4)


def run(game, deals: int, seed: int) -> tuple[list[float], list[float], int]:
    backs, rebuilds, most = [], [], 0
    for d in range(deals):
        session = MatchSession.start(game, None, ("easy",), seed=f"{seed}:{d}", practice=True)
        person = game.bot("easy", f"person:{d}")
        while session.to_play is not None:
            seat = session.to_play
            bot = session.bots.get(seat, person)
            session.play(session.foreseen() or bot.choose(session.view(seat), FIXED), seat)
        most = max(most, sum(len(b) for b in session._line.snapshots.values()))
        while session.can_take_back:
            target = session._line.target()
            t = time.perf_counter()
            session.state_at(session.deal.deal_index, target)
            rebuilds.append(time.perf_counter() - t)
            t = time.perf_counter()
            session.take_back()
            backs.append(time.perf_counter() - t)
    return backs, rebuilds, most


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    print("game          take-backs  back p50/max ms   rebuild p50/max ms   ratio  copies KB")
    for game in GAMES:
        backs, rebuilds, most = run(game, args.deals, args.seed)
        ms = [1000 * x for x in backs]
        rs = [1000 * x for x in rebuilds]
        ratio = percentile(ms, 0.5) / max(percentile(rs, 0.5), 1e-9)
        print(
            f"{game.id:<13} {len(ms):>10}  {percentile(ms, 0.5):6.1f} / {max(ms):6.1f}"
            f"     {percentile(rs, 0.5):6.1f} / {max(rs):6.1f}   {ratio:5.2f}  {most / 1024:8.0f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
