"""How high a seat can get against three normal bots at all: a seat that sees the cards
(issue 40, item 3).

    .venv/bin/python bench/ceiling.py --game cuatro-palos --games 2000 --seed ceil1
    .venv/bin/python bench/ceiling.py --game cuatro-palos --games 2000 --seed ceil1 --cheat hard
    .venv/bin/python bench/ceiling.py --game quita-y-pon --games 200 --seed ceil2 --samples 12
    .venv/bin/python bench/ceiling.py --game quita-y-pon --games 200 --seed ceil2 --samples 12 --fair

Issue 40 asks hard to win 40% of four-player deals against three normal bots. This
measures what that asks of a game's decisions: one seat is played by a **cheat**.

- `--cheat lookahead` (the default) sees every hand and the order of the stock. At each
  of its decisions it tries each of its candidate moves, plays the deal out from there
  (every seat, itself included, by a copy of its normal bot: the same moves the real
  ones would make), and keeps the move whose deal it wins, then the one with the best
  deal score (ties to normal's own move). It decides again at each of its turns.
  With `--samples N` it sees the hands but not the stock's order: each move is played
  out in N worlds with the stock shuffled (the same N for every move), and judged by
  the mean.
- `--fair` (Quita y Pon, with `--samples N`) is no cheat: the same search, each of its N
  worlds dealing the other hands and the stock again from what the seat cannot see,
  each opponent's hand from the cards the table cannot take (hard's guard's reading).
- `--cheat hard` (Cuatro Palos) is the hard bot itself with its search handed the true
  deal: every world it samples is the deal as it is, and counts as exact, so its own
  next choices are searched too (`EXACT_DEPTH`), as a fair hard does once the stocks
  are known near a deal's end.

No bot of the program can see what these see: a fair bot's share is expected below.
A bench-only device, never in `app/`.

Each deal `i` of the seed is played as `bench/paired.py` plays it (the deal and seats of
`tapete-cli play --seed S`, the tested seat rotated): once with the cheat in that seat,
once with normal there. Prints both win shares, their paired difference with its 95%
interval, the mean deal scores, and the cheat's decisions per deal.

The cheat's candidates:
- Quita y Pon: normal's most-cards commit, every commit that holds back one or more of
  its cards (fewest first, up to `--holdbacks`) that the solver can still place, and
  drawing where the rules allow it.
- Cuatro Palos: every legal action.
- Scala 40: every legal draw (the stock, the discard with each way to meld it); in the
  play phase normal's move (a meld, a lay-off, a discard) or any discard instead.
"""

from __future__ import annotations

import argparse
import copy
import random
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from paired import _paired  # noqa: E402

from app.cli.play import start_deal, wilson  # noqa: E402
from app.games.registry import find_game  # noqa: E402

#: +1, or -1 in a game whose scores are points paid (set per run from the registry).
SIGN = 1.0
#: How many hold-back commits the Quita y Pon cheat tries beside normal's commit.
HOLDBACKS = 8


def _rollout(state: Any, bots: Sequence[Any]) -> Any:
    """Play `state` (a copy) to the deal's end, every seat by a copy of its bot (a bot that
    remembers cards must not remember a future that did not happen); its outcome."""
    bots = copy.deepcopy(bots)
    while state.to_play is not None:
        seat = state.to_play
        state.play(bots[seat].choose(state.view(seat)))
    return state.outcome()


def _value(outcome: Any, seat: int) -> tuple[float, float]:
    """A deal's end as the cheat ranks it: its share of the win, then its deal score as
    `tapete-cli play` counts it (higher better: minus the points paid where those count)."""
    winners = tuple(outcome.winners)
    share = 1.0 / len(winners) if seat in winners else 0.0
    return share, SIGN * float(outcome.scores[seat])


def _qyp_candidates(state: Any, seat: int, holdbacks: int) -> list[Any]:
    """Normal's commit, commits holding some of its cards back, and a draw if legal."""
    from app.games.quita_y_pon.bots import _hold_backs, solver_commit
    from app.games.quita_y_pon.engine import Commit, Draw, Position, commit_problem, draw_problem
    from app.games.quita_y_pon.solver import solve

    position = Position.of_view(state.view(seat))
    best = solver_commit(position)
    found: list[Any] = [Draw() if best is None else Commit(best)]
    if best is not None:
        on_table = [c for g in position.table for c in g]
        table_set = set(on_table)
        placed = [c for g in best for c in g if c not in table_set]
        for kept in _hold_backs(placed)[:holdbacks]:
            sub = [c for c in placed if c not in kept]
            solution = solve(
                on_table,
                sub,
                objective="cards",
                min_points=position.min_points,
                **position.options.solver_options,
            )
            if solution is None or solution.cards_placed != len(sub):
                continue
            if commit_problem(position, solution.melds) is None:
                found.append(Commit(tuple(solution.melds)))
    if draw_problem(position) is None and not isinstance(found[0], Draw):
        found.append(Draw())
    return found


def _all_legal(state: Any, seat: int, holdbacks: int) -> list[Any]:
    """Every legal action (a game with few choices a turn)."""
    return list(state.legal_actions())


def _s40_candidates(state: Any, seat: int, holdbacks: int) -> list[Any]:
    """The draw phase's every legal draw; in the play phase, discarding any card now (the
    melds and lay-offs are normal's own, tried as its move)."""
    from app.games.scala40.engine import Discard

    legal = state.legal_actions()
    if state.phase == "draw":
        return legal
    return [a for a in legal if isinstance(a, Discard)]


CANDIDATES: dict[str, Callable[[Any, int, int], list[Any]]] = {
    "quita-y-pon": _qyp_candidates,
    "cuatro-palos": _all_legal,
    "scala-40": _s40_candidates,
}


def _qyp_fair_worlds(state: Any, seat: int, samples: int) -> list[Any]:
    """`--fair`: Quita y Pon worlds a fair seat could sample. The opponents' hands and the
    stock are dealt again from the cards the seat cannot see, as hard's guard reads them:
    an opponent who placed at his last turn placed everything he could (normal does), so
    what he holds is dead on the table (the solver cannot add it), but for one card drawn
    since if his count rose (hard's own `_opponents` memory, kept for this seat)."""
    from app.ai.determinise import unseen
    from app.games.quita_y_pon.bots import _PACK, QuitaYPonBot, _Arrangement
    from app.games.quita_y_pon.engine import Position

    view = state.view(seat)
    position = Position.of_view(view)
    if seat not in READERS:
        READERS[seat] = QuitaYPonBot("hard", f"reader:{seat}")
    opponents = READERS[seat]._opponents(view)
    now = _Arrangement(position.table, position.options)
    pool = unseen(_PACK, [*now.cards, *position.hand])
    dead = {u for u in pool if not now.takes(u)}
    others = [q for q in range(len(view.hand_counts)) if q != seat]
    worlds = []
    for k in range(samples):
        rng = random.Random(f"{state.turn}:{k}")
        world = state.clone()
        rest = list(pool)
        rng.shuffle(rest)
        candidates = [c for c in rest if c in dead]
        for q, opponent in zip(others, opponents, strict=True):
            need = opponent.cards - (1 if opponent.drew else 0)
            hand = candidates[:need]
            candidates = candidates[need:]
            for c in hand:
                rest.remove(c)
            world.hands[q] = hand
        for q, opponent in zip(others, opponents, strict=True):
            short = opponent.cards - len(world.hands[q])  # a drawn card, or dead ran out
            world.hands[q] += rest[:short]
            rest = rest[short:]
        world.stock = rest
        worlds.append(world)
    return worlds


#: `--fair`'s card memory of the current deal (hard's bot, reading its views), by seat.
READERS: dict[int, Any] = {}


def _cheat(
    state: Any,
    seat: int,
    bots: Sequence[Any],
    game: str,
    holdbacks: int,
    samples: int,
    fair: bool = False,
) -> Any:
    """The candidate whose play-outs the seat does best in (normal's own on ties): one
    exact play-out each (`samples` 0: the cheat sees the stock's order too), or the mean
    of `samples` play-outs, each with the stock shuffled (the same shuffles for every
    candidate: it sees the hands, not the stock)."""
    normal = bots[seat].choose(state.view(seat))
    candidates = [normal, *(c for c in CANDIDATES[game](state, seat, holdbacks) if c != normal)]
    if len(candidates) == 1:
        return normal
    if samples == 0:
        worlds = [state]
    elif fair:
        worlds = _qyp_fair_worlds(state, seat, samples)
    else:
        worlds = [state.clone() for _ in range(samples)]
        for k, world in enumerate(worlds):
            random.Random(f"{state.turn}:{k}").shuffle(world.stock)
    best, best_value = normal, None
    for candidate in candidates:
        total = [0.0, 0.0]
        for world in worlds:
            sim = world.clone()
            try:
                sim.play(candidate)
            except Exception:  # noqa: BLE001 - a candidate the rules refuse is not tried
                break
            share, score = _value(_rollout(sim, bots), seat)
            total[0] += share
            total[1] += score
        else:
            value = (total[0], total[1])
            if best_value is None or value > best_value:
                best, best_value = candidate, value
    return best


def _cp_hard_told(state: Any, seat: int) -> Any:
    """Cuatro Palos' hard bot with its search handed the deal as it is (`--cheat hard`):
    every world it samples is the true one and counts as exact, so it tries each
    destination once, its own next choices searched too (`EXACT_DEPTH`), as it does once
    the stocks are known at the end of a fair deal."""
    from app.games.cuatro_palos import bots as cp

    # sim_world reads the central stock's zone as the simulator keeps it, top card last
    # (a fair world's stock is all unknown, so its order never mattered); the engine's
    # stock is top first. The personal stocks' zones are top first, as the engine's.
    truth = {"stock": list(reversed(state.stock))}
    truth.update({("personal", q): list(p) for q, p in enumerate(state.personal)})
    real = cp.sim_world, cp.deal_unseen

    def told(view: Any, known: Any, rng: Any) -> tuple[Any, bool]:
        cp.deal_unseen = lambda pool, zones, rng=None, **kw: {k: list(v) for k, v in truth.items()}
        try:
            world, _exact = real[0](view, known, rng)
        finally:
            cp.deal_unseen = real[1]
        # The card the simulator turns next (it pops its stock's last) must be the deal's.
        ids = cp._codec(view.options).id
        if world.stock[-1:] != [ids[c] for c in state.stock[:1]]:
            raise RuntimeError("the told world is not the deal")
        return world, True

    if seat not in TOLD:
        TOLD[seat] = cp.CuatroPalosBot("hard", f"told:{seat}")
    cheat = TOLD[seat]
    cp.sim_world = told
    try:
        return cheat.choose(state.view(seat), cheat.limit)
    finally:
        cp.sim_world = real[0]


#: The `--cheat hard` bots of this worker's current deal, by seat.
TOLD: dict[int, Any] = {}


def _pair(job: tuple[str, str, int, int, int, int, bool, bool]) -> dict[str, Any]:
    global SIGN
    game, seed, index, players, holdbacks, samples, told, fair = job
    TOLD.clear()
    READERS.clear()
    info = find_game(game)
    SIGN = -1.0 if info.lower_scores_win else 1.0
    options = info.options_class.from_mapping({"num_players": players})
    levels = ["normal"] * players
    rows = {}
    for kind in ("cheat", "normal"):
        state, session, _ = start_deal(options, seed, index, levels)
        seat = (players - index % players) % players  # where paired.py's level sits
        decisions, started = 0, time.perf_counter()
        while state.to_play is not None:
            to_play = state.to_play
            view = state.view(to_play)
            if kind == "cheat" and to_play == seat and told:
                action = _cp_hard_told(state, seat)
                decisions += 1
            elif kind == "cheat" and to_play == seat:
                action = _cheat(state, seat, session.bots, game, holdbacks, samples, fair)
                decisions += 1
            else:
                bot = session.bots[to_play]
                action = bot.choose(view, bot.limit)
            session.play(action, to_play, view)
        share, score = _value(state.outcome(), seat)
        rows[kind] = {"share": share, "score": score, "decisions": decisions,
                      "seconds": time.perf_counter() - started}  # fmt: skip
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="quita-y-pon", choices=sorted(CANDIDATES))
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", default="ceil1")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--holdbacks", type=int, default=HOLDBACKS)
    parser.add_argument(
        "--samples", type=int, default=0,
        help="0: the cheat sees the stock's order; N: it sees the hands and averages N shuffles",
    )  # fmt: skip
    parser.add_argument(
        "--cheat", choices=("lookahead", "hard"), default="lookahead",
        help="hard: Cuatro Palos' hard bot, its search handed the true deal",
    )  # fmt: skip
    parser.add_argument(
        "--fair", action="store_true",
        help="Quita y Pon with --samples: no cheat; the hands are dealt again from what it "
        "cannot see, as hard's guard reads them",
    )  # fmt: skip
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args(argv)
    if args.cheat == "hard" and args.game != "cuatro-palos":
        parser.error("--cheat hard is Cuatro Palos' only")
    if args.fair and (args.game != "quita-y-pon" or args.samples < 1):
        parser.error("--fair is Quita y Pon's, with --samples N")
    jobs = [
        (
            args.game,
            args.seed,
            i,
            args.players,
            args.holdbacks,
            args.samples,
            args.cheat == "hard",
            args.fair,
        )  # fmt: skip
        for i in range(args.games)
    ]
    started = time.time()
    with ProcessPoolExecutor(args.workers) as pool:
        rows = list(pool.map(_pair, jobs, chunksize=1))
    n = len(rows)
    cheat = [r["cheat"]["share"] for r in rows]
    normal = [r["normal"]["share"] for r in rows]
    mean, half = _paired([a - b for a, b in zip(cheat, normal, strict=True)])
    p = sum(cheat) / n
    low, high = wilson(sum(cheat), n)
    sees = "every card" if args.samples == 0 else f"the hands ({args.samples} shuffles)"
    if args.cheat == "hard":
        sees = "every card (hard's search told the deal)"
    if args.fair:
        sees = f"what it may ({args.samples} worlds, the hands read as hard's guard reads them)"
    took = time.time() - started
    print(f"{args.game}, {n} deals, seed {args.seed}, the cheat sees {sees}, {took:.0f} s")
    print(f"  cheat's win share   {100 * p:5.1f}%  [{100 * low:.1f}, {100 * high:.1f}]")
    print(f"  normal, same seat   {100 * sum(normal) / n:5.1f}%")
    print(f"  paired difference   {100 * mean:+5.2f} ± {100 * half:.2f} points")
    cheat_score = sum(r["cheat"]["score"] for r in rows) / n
    normal_score = sum(r["normal"]["score"] for r in rows) / n
    print(f"  mean deal score     cheat {cheat_score:.1f}, normal {normal_score:.1f}")
    decisions = sum(r["cheat"]["decisions"] for r in rows) / n
    seconds = sum(r["cheat"]["seconds"] for r in rows) / n
    print(f"  the cheat's deals   {decisions:.1f} decisions, {seconds:.2f} s each")
    return 0


if __name__ == "__main__":
    sys.exit(main())
