"""How deals between bots end (issue 40, item 4): by a player going out, or by the stock.

    nice .venv/bin/python bench/endings.py --game mano-y-pie --bots normal --deals 160
    nice .venv/bin/python bench/endings.py --game mano-y-pie --preset quick --bots hard
    nice .venv/bin/python bench/endings.py --game buraco --bots easy,normal,hard --workers 2
    nice .venv/bin/python bench/endings.py --bots hard --weights '{"made_ready": 1000}'

Four bots of one level (a comma list: one run per level), seats and dealer rotated and,
in Mano y Pie, the deal's place in its match rotated too (deal `i` is deal `i % 4` of
match `i // 4`, seeded `SEED:match`: the four minimums in turn), driven by the same
session as a window's table (`MatchSession.from_position`, bots seeded `SEED:i`). Prints
each ending's share with a Wilson 95% interval, and for Mano y Pie a reading of the deals
the stock ended: whether a team had made its contract (G1) and when, and what then kept
it from going out (a partner still on his hand: G3; or both on their feet, how many cards
they held at the end, whether anybody asked). `--preset quick` is the New-game dialog's
Quick preset (11 + 11 cards, contract one clean and one dirty book). `--weights` (Mano
y Pie) changes the level's weights (`NORMAL_WEIGHTS` or `HARD_WEIGHTS`) for a variant.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import multiprocessing
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from app.cli.play import start_deal
from app.games.registry import find_game

#: The New-game dialog's named presets, as options (app/ui/games/mano_y_pie: "Quick").
PRESETS = {"quick": {"hand_size": 11, "foot_size": 11, "contract": (1, 1, 0)}}


@dataclass
class Ending:
    """One deal's end: its reason and, for a Mano y Pie deal the stock ended, each team
    that had made its contract: (stock left when it was made, what kept it from going
    out, the cards its players held at the end, whether it ever asked, how many melds it
    had open at the end: the ranks its cards could still be laid off on)."""

    reason: str
    actions: int
    stuck: list[tuple[int, str, tuple[int, ...], bool, int]] = field(default_factory=list)


def play(
    game_id: str, options: dict, level: str, seed: str, index: int, weights: dict | None = None
) -> Ending:
    if weights is not None:
        _reweigh(level, weights)
    game = find_game(game_id)
    opts = game.options(options)
    n = opts.num_players
    state, session, _ = start_deal(opts, seed, index, [level] * n, game)
    contract = getattr(state, "contract_met", None)
    made_at: dict[int, int] = {}
    actions = 0
    while state.to_play is not None:
        seat = state.to_play
        view = state.view(seat)
        bot = session.bots[seat]
        session.play(bot.choose(view, bot.limit), seat, view)
        actions += 1
        if contract is not None:
            for team in set(state.teams):
                if team not in made_at and contract(team):
                    made_at[team] = len(state.stock)
    outcome = state.outcome()
    assert outcome is not None
    ending = Ending(outcome.reason, actions)
    if contract is not None and outcome.reason == "stock_exhausted":
        for team, stock in sorted(made_at.items()):
            seats = [s for s in range(n) if state.teams[s] == team]
            ready = all(state.on_foot(s) and state.foot_discarded[s] for s in seats)
            why = "both on their feet" if ready else "a partner on his hand (G3)"
            asked = any(state.teams[s] == team for _, s, _ in state.permission_log)
            held = tuple(len(state.hands[s]) for s in seats)
            book = opts.family.book_size
            open_melds = sum(1 for m in state.melds if m.team == team and len(m.cards) < book)
            ending.stuck.append((stock, why, held, asked, open_melds))
    return ending


def _reweigh(level: str, weights: dict) -> None:
    """Mano y Pie's bots of `level` made from now on in this process read positions with
    their level's weights changed by `weights` (a variant measured against the level;
    the same change made again changes nothing more)."""
    from app.games.mano_y_pie import bots

    name = "HARD_WEIGHTS" if level == "hard" else "NORMAL_WEIGHTS"
    setattr(bots, name, dataclasses.replace(getattr(bots, name), **weights))


def _task(args: tuple) -> Ending:
    return play(*args)


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 0.0
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def report(title: str, endings: list[Ending], seconds: float) -> None:
    n = len(endings)
    reasons = Counter(e.reason for e in endings)
    print(f"{title}: {n} deals, {seconds:.0f} s")
    for reason, k in reasons.most_common():
        low, high = wilson(k, n)
        print(f"  {reason:16s} {k:4d}  {100 * k / n:5.1f}%  [{100 * low:.1f}, {100 * high:.1f}]")
    stuck = [s for e in endings for s in e.stuck]
    if stuck:
        whys = Counter(why for _, why, _, _, _ in stuck)
        stocks = sorted(stock for stock, _, _, _, _ in stuck)
        held = Counter(sum(h) for _, why, h, _, _ in stuck if why == "both on their feet")
        asked = sum(1 for _, _, _, a, _ in stuck if a)
        targets = Counter(o for *_, o in stuck)
        print(
            f"  deals the stock ended with a team's contract made: {len(stuck)} teams; "
            f"stock left when made: median {stocks[len(stocks) // 2]}, "
            f"range {stocks[0]}-{stocks[-1]}"
        )
        for why, k in whys.most_common():
            print(f"    {why}: {k}")
        print(
            f"    both on their feet, cards held by the two at the end: {dict(sorted(held.items()))}"
        )
        print(f"    teams that ever asked to go out: {asked}")
        print(
            f"    open melds of the team at the end (ranks to lay off on): {dict(sorted(targets.items()))}"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="mano-y-pie")
    parser.add_argument("--bots", default="normal", help="levels, comma-separated: a run each")
    parser.add_argument("--deals", type=int, default=160)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--preset", choices=sorted(PRESETS))
    parser.add_argument("--seed", default="endings")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument(
        "--weights", type=json.loads, help="Mano y Pie: the level's weights changed, as JSON"
    )
    args = parser.parse_args(argv)
    options = {"num_players": args.players, **(PRESETS[args.preset] if args.preset else {})}
    for level in args.bots.split(","):
        tasks = [(args.game, options, level, args.seed, i, args.weights) for i in range(args.deals)]
        started = time.perf_counter()
        if args.workers > 1:
            context = multiprocessing.get_context("spawn")
            with ProcessPoolExecutor(args.workers, mp_context=context) as pool:
                endings = list(pool.map(_task, tasks, chunksize=4))
        else:
            endings = [_task(t) for t in tasks]
        preset = f", preset {args.preset}" if args.preset else ""
        title = f"{args.game}{preset}, four {level} bots"
        report(title, endings, time.perf_counter() - started)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
