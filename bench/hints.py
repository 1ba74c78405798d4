"""What a hint costs against what the hard bot's own decision costs, in the same run.

    .venv/bin/python bench/hints.py --deals 6 --seed 1

Each deal of each game is played with the person's seat driven by its coach's first
hint (the table's own coach, `app.session.coach.Coach`: the table's budget, the hard
level's counts, as the review reckons with them, `review_limit`, within the 1 s cap;
seeded at each decision as the table seeds it, `decision_key`) and a twin
hard bot asked `choose` at the same views with the same budget; both are timed at every
decision of that seat. Prints, per game, the decisions timed, p50 / p95 / max of each and
the ratio of the medians (a hint ranks what the choice weighs: it should cost about the
same), and whether any hint took longer than the budget.
"""

from __future__ import annotations

import argparse
import sys
import time

from app.cli.play import percentile
from app.core.bots import BOT_TIME_CAP
from app.games.registry import GAMES
from app.session import MatchSession
from app.session.coach import Coach


def run(game, deals: int, seed: int) -> tuple[list[float], list[float], float]:
    advise, choose = [], []
    budget = 0.0
    for d in range(deals):
        session = MatchSession.start(game, None, ("normal",), seed=f"{seed}:{d}")
        coach = Coach(game, session.person, session.deal.seed)
        twin = game.bot("hard", f"coach:{d}")
        limit = coach.limit
        budget = limit.time or 0.0
        while session.to_play is not None and len(session.deal.history) < 600:
            seat = session.to_play
            view = session.view(seat)
            if seat == session.person:
                t = time.perf_counter()
                hints = coach.advise(view, len(session.deal.history))
                advise.append(time.perf_counter() - t)
                t = time.perf_counter()
                twin.choose(view, limit)
                choose.append(time.perf_counter() - t)
                action = hints[0].action
            else:
                bot = session.bots[seat]
                action = bot.choose(view, bot.limit.within(BOT_TIME_CAP))
            session.play(action, seat, view)
    return advise, choose, budget


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    over = False
    print(
        f"{'game':14} {'n':>5}  {'hint p50/p95/max ms':>22}  {'choose p50/p95/max ms':>22}  ratio"
    )
    for game in GAMES:
        advise, choose, budget = run(game, args.deals, args.seed)

        def ms(xs: list[float]) -> str:
            return "/".join(f"{percentile(xs, q) * 1000:.1f}" for q in (0.5, 0.95, 1.0))

        ratio = percentile(advise, 0.5) / max(1e-9, percentile(choose, 0.5))
        slack = 0.05  # the clock is read between playouts: a search overruns by one
        late = budget and max(advise) > budget + slack
        over = over or bool(late)
        print(f"{game.id:14} {len(advise):5}  {ms(advise):>22}  {ms(choose):>22}  {ratio:.2f}"
              + ("  OVER BUDGET" if late else ""))  # fmt: skip
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
