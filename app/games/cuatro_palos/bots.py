"""Cuatro Palos bots: easy, normal and hard (DESIGN.md §3).

The only decisions in Cuatro Palos are where a playable card goes and, without forced
play, whether to play at all. Bots see only `view(seat)`: every pile is face up, the
central and personal stocks are counts.

* easy plays every playable card to its first legal destination (a foundation if one
  takes it, else the next opponent in the direction of play).
* normal scores each destination: a foundation play is worth a little, loading an
  opponent more, and most the opponent closest to running out (more so as the central
  stock runs low); it prefers placements that let its own waste top follow (the Step 1
  cascade, which keeps its pile short), and loads the leader with cards that invite more
  loads. Without forced play it always plays a playable card.
* hard searches: for each destination it plays the deal out with the normal policy for
  every seat in the same sampled worlds (common random numbers; the unseen cards dealt
  at random into the central and personal stocks) on a fast simulator of the rules, and
  keeps the destination with the best mean score (1 for going out, up to 0.1 for holding
  fewer cards than the others when nobody does). It remembers the waste piles it saw,
  so after the central stock is gone it usually knows every personal stock in order
  (`StockMemory`): the deal is then known, one playout per destination is exact against
  normal opponents, and its own later choices are searched too.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from functools import cache

from app.ai.budget import Budget
from app.ai.determinise import HiddenZone, InconsistentView, deal_unseen, unseen
from app.ai.ismcts import Decide, IsmctsResult, ismcts
from app.ai.search import SearchResult, playout_search
from app.core.bots import BotBase, Limit
from app.core.cards import Card, card_text
from app.core.engine import Action
from app.core.words import Words
from app.games.cuatro_palos import GAME
from app.games.cuatro_palos.engine import (
    TURNED,
    CuatroPalos,
    CuatroPalosView,
    Keep,
    PlayTurned,
    PlayWaste,
    Turn,
    destinations_for,
    parse_destination,
    seats_in_play_order,
)
from app.games.cuatro_palos.rules import CuatroPalosOptions

#: Weights of the normal policy (see module docstring).
W: dict[str, float] = {
    "found": -2.0,  # a foundation play, against loading an opponent (+1 card for him)
    "load": 1.0,  # per card an opponent gains
    "lead": 1.0,  # extra weight of the opponent holding fewest cards
    "late": 1.0,  # ... growing as the central stock runs out
    "cascade": 1.5,  # per own waste card shed in the Step 1 cascade
}


def view_actions(view: CuatroPalosView) -> list[Action]:
    """The legal actions of the seat on turn, from its view (same order as the engine)."""
    if view.to_play != view.seat or view.result is not None:
        return []
    forced = view.options.forced_play
    if view.phase == TURNED:
        assert view.turned is not None
        out: list[Action] = [PlayTurned(to) for to in view.destinations(view.turned)]
        return out if forced else [*out, Keep()]
    top = view.waste_top(view.seat)
    plays: list[Action] = [PlayWaste(to) for to in view.destinations(top)] if top else []
    if plays and forced:
        return plays
    return [*plays, Turn()]


#: The budget of the level that has one (easy and normal choose by rule, unbounded).
LIMITS = {"hard": Limit(time=0.1, playouts=400)}


class CuatroPalosBot(BotBase, game=GAME, rng_name="cp-bot", limits=LIMITS):
    #: A deal's scores: a seat left holding cards scores about half a dozen of them.
    score_size = 6.0

    def __init__(
        self, level: str = "normal", seed: int | str = 0, weights: Mapping[str, float] | None = None
    ) -> None:
        super().__init__(level, seed)
        self.memory = StockMemory()
        #: The normal policy's weights, `W` unless given (a tuner's variant, bench/tune.py);
        #: hard's playouts model every seat with `W`, as the normal bots play.
        self.w: dict[str, float] = {**W, **(weights or {})}

    def choose(self, view: CuatroPalosView, limit: Limit | None = None) -> Action:
        actions = view_actions(view)
        if not actions:
            raise ValueError("it is not this seat's turn")
        if self.level == "hard":
            self.memory.observe(view)
        plays = [a for a in actions if isinstance(a, PlayWaste | PlayTurned)]
        if not plays:
            return actions[0]
        if self.level == "easy" or len(plays) == 1:
            return plays[0]
        if self.level == "hard":
            limit = self.limit if limit is None else limit
            preferred = plays.index(best_by_policy(view, plays, self.w))
            if HARD_TREE:
                # as many playouts as the flat search's worlds times its candidates
                if limit.playouts is not None:
                    limit = Limit(limit.time, limit.nodes, limit.playouts * len(plays))
                tree = self.tree_search(view, plays, limit, _score, preferred)
                self.considered = [
                    (play, stats.mean) for play, stats in zip(plays, tree.options, strict=True)
                ]
                return plays[tree.index]
            result = self.search(view, plays, limit, _score, preferred)
            self.considered = [
                (play, stats.mean) for play, stats in zip(plays, result.stats, strict=True)
            ]
            return plays[result.index]
        return best_by_policy(view, plays, self.w)

    def weigh(
        self, view: CuatroPalosView, actions: Sequence[Action], limit: Limit | None = None
    ) -> list[float] | None:
        """Hard's playouts of the destinations `actions` on the same worlds, each deal
        played out to its end and valued by the seat's lead in deal points (`_points`)."""
        turned = view.phase == TURNED
        if not all(
            isinstance(a, PlayWaste | PlayTurned) or (turned and isinstance(a, Keep))
            for a in actions
        ):
            return None  # a turn begun without playing the own pile's top: not weighed
        result = self.search(
            view, list(actions), limit if limit is not None else LIMITS["hard"], _points
        )
        return [stats.mean for stats in result.stats]

    # ------------------------------------------------------------------ hard
    def search(
        self,
        view: CuatroPalosView,
        plays: list[Action],
        limit: Limit,
        score: Callable[[_Sim, int], float],
        preferred: int = 0,
    ) -> SearchResult[int]:
        """Try every destination in the same sampled worlds (exact once the stocks are
        known) and play each deal out with the normal policy, each valued by `score`."""
        seat = view.seat
        known = self.memory.known(view)
        turned, dests = _root(view, plays)

        def playout(world: tuple[_Sim, bool], d: int, budget: Budget) -> float:
            sim, exact = world
            policy = exact_chooser(seat, EXACT_DEPTH, budget.deadline) if exact else sim_normal
            sim = sim.clone()
            _play_out(sim, seat, turned, d, policy)
            return score(sim, seat)

        def sample(rng: random.Random) -> tuple[tuple[_Sim, bool], bool]:
            world = sim_world(view, known, rng)
            return world, world[1]

        return playout_search(
            dests, sample, playout, limit, self.rng, min_worlds=MIN_SAMPLES, prefer=preferred
        )

    def tree_search(
        self,
        view: CuatroPalosView,
        plays: list[Action],
        limit: Limit,
        score: Callable[[_Sim, int], float],
        preferred: int = 0,
    ) -> IsmctsResult:
        """ISMCTS (`app.ai.ismcts`) over the simulator: the destinations now at the root,
        the seat's later choices (a card and where it goes) in the tree, every other
        choice by the normal policy, each world played out to the end of the deal."""
        seat = view.seat
        n = view.options.num_players
        known = self.memory.known(view)
        turned, dests = _root(view, plays)

        def play(world: tuple[_Sim, bool], decide: Decide, budget: Budget | None) -> list[float]:
            def choose(sim: _Sim, p: int, c: int, ds: list[int]) -> int:
                default = sim_normal(sim, p, c, ds)
                if p not in tree_seats:
                    return default
                return ds[decide(p, [(c, d) for d in ds], ds.index(default))]

            sim = world[0].clone()
            _play_out(sim, seat, turned, dests[decide(seat, dests, preferred)], choose)
            return [score(sim, q) for q in range(n)]

        tree_seats = frozenset(range(n)) if TREE_ALL else frozenset((seat,))
        return ismcts(
            seat,
            lambda rng: sim_world(view, known, rng),
            play,
            limit,
            self.rng,
            tree_seats=tree_seats,
            exploration=EXPLORATION,
            min_iterations=MIN_SAMPLES,
        )

    def reason(self, view: CuatroPalosView, action: Action, value: float | None) -> Words | None:
        """Where the card goes and what it does there: a foundation takes a card out of
        play, an opponent's pile loads them (the one closest to going out, said so)."""
        return play_reason(view, action)


# --------------------------------------------------------------------------- normal policy


@cache
def _pack(opts: CuatroPalosOptions) -> tuple[Card, ...]:
    return tuple(opts.pack.build())


def best_by_policy(
    view: CuatroPalosView, plays: Sequence[Action], w: Mapping[str, float] = W
) -> Action:
    card = view.turned if view.phase == TURNED else view.waste_top(view.seat)
    assert card is not None
    scored = [
        (
            placement_value(
                card,
                a.to,  # type: ignore[attr-defined]
                view.seat,
                view.foundations,
                view.wastes,
                view.held_counts,
                view.stock_count,
                view.options,
                w,
            ),
            -i,
            a,
        )
        for i, a in enumerate(plays)
    ]
    return max(scored, key=lambda t: (t[0], t[1]))[2]


def placement_value(
    c: Card,
    to: str,
    seat: int,
    foundations: Mapping[str, Sequence[Card]],
    wastes: Sequence[Sequence[Card]],
    held: Sequence[int],
    stock_count: int,
    opts: CuatroPalosOptions,
    w: Mapping[str, float] = W,
) -> float:
    """How much the normal policy (weights `w`) likes putting `c` on `to` (higher is
    better).

    It places the card, lets its own waste pile follow (the Step 1 cascade, played the
    simple way), and weighs the holdings that result: its own count against the
    opponents', the one closest to running out counting most. Measured: loading beats
    a foundation play (bench/README.md).
    """
    n = opts.num_players
    late = 1.0 / (1.0 + stock_count / n)  # 0..1, grows as the central stock runs out
    board_f = {s: list(p) for s, p in foundations.items()}
    board_w = [list(p) for p in wastes]
    if board_w[seat] and board_w[seat][-1] == c:  # the own waste top leaves its pile
        board_w[seat].pop()
    counts = list(held)
    counts[seat] -= 1
    _place(c, to, board_f, board_w, counts)
    value = w["found"] if to[0] == "f" else 0.0
    _cascade(seat, board_f, board_w, counts, opts)
    others = [s for s in range(n) if s != seat]
    fewest = min(held[s] for s in others)
    for q in others:
        weight = 1.0
        if held[q] == fewest:
            weight += w["lead"] + w["late"] * late
        value += w["load"] * weight * (counts[q] - held[q])
    value -= w["cascade"] * (counts[seat] - held[seat])
    return value


def _place(
    c: Card,
    to: str,
    foundations: dict[str, list[Card]],
    wastes: list[list[Card]],
    counts: list[int],
) -> None:
    if to[0] == "f":
        foundations.setdefault(c.suit, []).append(c)
    else:
        q = int(to[2:])
        wastes[q].append(c)
        counts[q] += 1


def _cascade(
    seat: int,
    foundations: dict[str, list[Card]],
    wastes: list[list[Card]],
    counts: list[int],
    opts: CuatroPalosOptions,
) -> int:
    """How many of the seat's own waste cards then follow, playing simply (Step 1)."""
    shed = 0
    pile = wastes[seat]
    while pile:
        top = pile[-1]
        where = destinations_for(top, seat, foundations, wastes, opts)
        if not where:
            break
        pile.pop()
        counts[seat] -= 1
        _place(top, where[0], foundations, wastes, counts)
        shed += 1
    return shed


# --------------------------------------------------------------------------- hard: rollouts


def determinise(view: CuatroPalosView, rng: random.Random) -> CuatroPalos:
    """A full state consistent with the view: unseen cards dealt at random to the stocks."""
    opts = view.options
    world = deal_unseen(unseen(_pack(opts), _visible(view)), hidden_zones(view), rng)
    stock = world["stock"]
    personal = [world[("personal", q)] for q in range(len(view.personal_counts))]
    state = CuatroPalos(opts, view.dealer)
    state.stock = stock
    if view.to_play is not None:
        state._to_play = view.to_play
    state.foundations = {s: list(p) for s, p in view.foundations.items()}
    state.wastes = [list(p) for p in view.wastes]
    state.personal = personal
    state.turned = view.turned
    state.phase = view.phase
    state.turn = view.turn
    state.stall_turns = view.stall_turns
    state.stall_cards = view.stall_cards
    return state


def fast_policy(state: CuatroPalos) -> Action:
    """The normal policy on a full engine state (no view is built; hard's playouts use
    `sim_normal` on the simulator instead)."""
    actions = state.legal_actions()
    plays = [a for a in actions if isinstance(a, PlayWaste | PlayTurned)]
    if not plays:
        return actions[0]
    if len(plays) == 1:
        return plays[0]
    seat = state.to_play
    assert seat is not None
    card = state.turned if state.phase == TURNED else state.wastes[seat][-1]
    assert card is not None
    held = [state.held(s) for s in range(state.num_players)]
    best = max(
        range(len(plays)),
        key=lambda i: (
            placement_value(
                card,
                plays[i].to,  # type: ignore[attr-defined]
                seat,
                state.foundations,
                state.wastes,
                held,
                len(state.stock),
                state.options,
            ),
            -i,
        ),
    )
    return plays[best]


# --------------------------------------------------------------------------- hard: fast simulator

#: Each level's own budget per decision. Hard's search: 0.1 s per real decision, at most
#: 400 sampled worlds (easy and normal do not search). Whatever the limit's clock says,
#: hard plays at least MIN_SAMPLES worlds (about 2-8 ms): fewer say too little.
MIN_SAMPLES = 8
#: A rollout stops after this many turns (a deal lasts about 35); it then scores by cards.
ROLLOUT_TURNS = 200
#: Once the deal is known, hard's own later choices in a playout are searched this deep.
EXACT_DEPTH = 2


class _Codec:
    """Cards as small ints (suit index * ranks + rank index) for the simulator."""

    def __init__(self, opts: CuatroPalosOptions) -> None:
        pack = _pack(opts)
        self.ranks = len(opts.ranks)
        suits = list(dict.fromkeys(c.suit for c in pack))
        self.suits = suits
        rank_index = {r: i for i, r in enumerate(opts.ranks)}
        self.id: dict[Card, int] = {
            c: suits.index(c.suit) * self.ranks + rank_index[c.rank] for c in pack
        }
        self.card: dict[int, Card] = {i: c for c, i in self.id.items()}


@cache
def _codec(opts: CuatroPalosOptions) -> _Codec:
    return _Codec(opts)


Chooser = Callable[["_Sim", int, int, list[int]], int]


class _Sim:
    """A whole deal on small ints, for rollouts (forced play; the rules of engine.py).

    Destinations are -1 for the card's foundation and a seat for that seat's waste pile.
    Personal stocks and the central stock are kept with their top card last.
    """

    __slots__ = (
        "n",
        "R",
        "wrap",
        "fprio",
        "order",
        "found",
        "wastes",
        "pers",
        "stock",
        "to_play",
        "stall_turns",
        "stall_cards",
        "stall_rounds",
        "winner",
        "over",
        "turns",
    )

    def clone(self) -> _Sim:
        o = _Sim.__new__(_Sim)
        o.n = self.n
        o.R = self.R
        o.wrap = self.wrap
        o.fprio = self.fprio
        o.order = self.order
        o.found = self.found[:]
        o.wastes = [w[:] for w in self.wastes]
        o.pers = [p[:] for p in self.pers]
        o.stock = self.stock[:]
        o.to_play = self.to_play
        o.stall_turns = self.stall_turns
        o.stall_cards = self.stall_cards
        o.stall_rounds = self.stall_rounds
        o.winner = self.winner
        o.over = self.over
        o.turns = self.turns
        return o

    def dests(self, c: int, p: int) -> list[int]:
        R = self.R
        r = c % R
        out: list[int] = []
        if self.found[c // R] == r:
            out.append(-1)
            if self.fprio:
                return out
        wastes = self.wastes
        for q in self.order[p]:
            w = wastes[q]
            if w:
                d = r - w[-1] % R
                if d == 1 or d == -1 or (self.wrap and (d == R - 1 or d == 1 - R)):
                    out.append(q)
        return out

    def held(self, q: int) -> int:
        return len(self.wastes[q]) + len(self.pers[q])

    def held_total(self) -> int:
        return sum(len(w) for w in self.wastes) + sum(len(p) for p in self.pers)

    def place(self, c: int, d: int) -> None:
        if d < 0:
            self.found[c // self.R] += 1
            if not self.stock:
                self.stall_turns = 0
                self.stall_cards = self.held_total()
        else:
            self.wastes[d].append(c)

    def _out(self, p: int) -> bool:
        if not self.stock and not self.wastes[p] and not self.pers[p]:
            self.winner = p
            self.over = True
            return True
        return False

    def play_turn(self, p: int, choose: Chooser) -> None:
        """Play seat p's turn from Step 1 (also the way to continue a turn after a play)."""
        wastes = self.wastes
        own = wastes[p]
        while True:
            while own:
                ds = self.dests(own[-1], p)
                if not ds:
                    break
                c = own.pop()
                self.place(c, ds[0] if len(ds) == 1 else choose(self, p, c, ds))
                if self._out(p):
                    return
            if self.stock:
                c = self.stock.pop()
                if not self.stock:
                    self.stall_turns = 0
                    self.stall_cards = self.held_total() + 1
            else:
                pers = self.pers[p]
                if not pers:
                    if not own:
                        self._out(p)
                        return
                    pers.extend(reversed(own))
                    own.clear()
                c = pers.pop()
            ds = self.dests(c, p)
            if not ds:
                own.append(c)
                self._end_turn(p)
                return
            self.place(c, ds[0] if len(ds) == 1 else choose(self, p, c, ds))
            if self._out(p):
                return

    def _end_turn(self, p: int) -> None:
        self.turns += 1
        if not self.stock:
            self.stall_turns += 1
            rounds = self.stall_rounds
            if rounds is None:
                rounds = 2 * (self.stall_cards or 0) + 2
            if self.stall_turns >= self.n * rounds:
                self.over = True
                self.winner = None
                return
        q = self.order[p][0]
        self.to_play = q
        self._out(q)

    def run(self, choose: Chooser, max_turns: int) -> None:
        limit = self.turns + max_turns
        while not self.over and self.turns < limit:
            self.play_turn(self.to_play, choose)


def _root(view: CuatroPalosView, plays: Sequence[Action]) -> tuple[int | None, list[int]]:
    """The seat's decision now on the simulator: the card turned up (None: the own
    pile's top is played), and each play's destination code (`KEEP` for a Keep)."""
    turned = _codec(view.options).id[view.turned] if view.phase == TURNED else None
    return turned, [KEEP if isinstance(a, Keep) else _dest_code(a.to) for a in plays]  # type: ignore[attr-defined]


def _play_out(sim: _Sim, seat: int, turned: int | None, d: int, choose: Chooser) -> None:
    """The seat's card now (`turned`, or its own pile's top) to destination `d`, then the
    deal played out (at most `ROLLOUT_TURNS` turns), every later choice by `choose`."""
    if d == KEEP:  # the turned card kept on the own pile: the turn ends
        sim.wastes[seat].append(turned)  # type: ignore[arg-type]
        sim._end_turn(seat)
    else:
        c = sim.wastes[seat].pop() if turned is None else turned
        sim.place(c, d)
        if not sim._out(seat):
            sim.play_turn(seat, choose)
    sim.run(choose, ROLLOUT_TURNS)


def sim_normal(sim: _Sim, p: int, c: int, ds: list[int]) -> int:
    """The normal policy (`placement_value`) on the simulator: same values, same ties."""
    n = sim.n
    wastes = sim.wastes
    found = sim.found
    R = sim.R
    held = [len(wastes[q]) + len(sim.pers[q]) for q in range(n)]
    others = [q for q in range(n) if q != p]
    fewest = min(held[q] for q in others)
    late = 1.0 / (1.0 + len(sim.stock) / n)
    weights = [0.0] * n
    for q in others:
        weight = 1.0
        if held[q] == fewest:
            weight += W["lead"] + W["late"] * late
        weights[q] = weight
    own = wastes[p]
    best = ds[0]
    best_value = 0.0
    for i, d in enumerate(ds):
        deltas = [0] * n
        if d < 0:
            found[c // R] += 1
        else:
            wastes[d].append(c)
            deltas[d] += 1
        popped: list[tuple[int, int]] = []
        while own:
            top = own[-1]
            where = sim.dests(top, p)
            if not where:
                break
            own.pop()
            w = where[0]
            if w < 0:
                found[top // R] += 1
            else:
                wastes[w].append(top)
                deltas[w] += 1
            popped.append((top, w))
        for top, w in reversed(popped):
            if w < 0:
                found[top // R] -= 1
            else:
                wastes[w].pop()
            own.append(top)
        if d < 0:
            found[c // R] -= 1
        else:
            wastes[d].pop()
        value = W["found"] if d < 0 else 0.0
        for q in others:
            value += W["load"] * weights[q] * deltas[q]
        value -= W["cascade"] * (-1 - len(popped))
        if i == 0 or value > best_value:
            best, best_value = d, value
    return best


def exact_chooser(seat: int, depth: int, deadline: float) -> Chooser:
    """For a known deal: `seat` tries each destination (playing the deal out, its own
    later choices searched `depth - 1` deep), every other seat plays the normal policy.
    Past the deadline it plays the normal policy too."""

    def choose(sim: _Sim, p: int, c: int, ds: list[int]) -> int:
        preferred = sim_normal(sim, p, c, ds)
        if p != seat or depth <= 0 or time.perf_counter() > deadline:
            return preferred
        inner = exact_chooser(seat, depth - 1, deadline)
        best, best_score = preferred, -1.0
        for d in [preferred, *(x for x in ds if x != preferred)]:
            trial = sim.clone()
            trial.place(c, d)
            if not trial._out(p):
                trial.play_turn(p, inner)
            trial.run(inner, ROLLOUT_TURNS)
            score = _score(trial, seat)
            if score > best_score:
                best, best_score = d, score
        return best

    return choose


#: Hard's search: ISMCTS (1, `tree_search`) or flat, every destination in the same worlds
#: (0, `search`). Over 2,000 deals the tree won +0.8 ± 1.5 points of share more than the
#: flat search, no difference (bench/README.md, "One search for every game"); hard keeps
#: the flat one, whose common worlds also give the review its pairs (`weigh`).
HARD_TREE = 0
#: The seats whose choices the tree follows: every seat's (1) or its own alone (0).
TREE_ALL = 0
#: UCB1's exploration constant (rewards in [0, 1]).
EXPLORATION = 0.7

#: A playout's "destination" for a turned card kept on the own pile (no forced play).
KEEP = -2


def _dest_code(to: str) -> int:
    return -1 if to[0] == "f" else int(to[2:])


class StockMemory:
    """What a bot remembers within a deal to know the personal stocks' order (§3.3 2b).

    A personal stock is a waste pile turned over, order kept, and only its top is ever
    taken, so it is always the top part of the pile as it was flipped. The memory keeps
    each seat's stock top first, a card it cannot tell being None: either the stock it
    knew minus the cards turned since, or the waste pile seen at the previous view,
    flipped (cards loaded onto it after that view are the unknown bottom of the stock).
    Every guess is checked against the cards seen; a seat whose stock cannot be told is
    all None.
    """

    def __init__(self) -> None:
        self.key: tuple | None = None
        self.turn = -1
        self.stocks: list[list[Card | None]] = []
        self.prev_wastes: tuple[tuple[Card, ...], ...] = ()

    def observe(self, view: CuatroPalosView) -> None:
        n = len(view.wastes)
        key = (view.dealer, view.scores, n)
        if key != self.key or view.turn < self.turn:
            self.key = key
            self.stocks = [[] for _ in range(n)]
            self.prev_wastes = view.wastes
        self.turn = view.turn
        visible = _visible(view)
        stocks: list[list[Card | None]] = []
        for q in range(n):
            k = view.personal_counts[q]
            old = self.stocks[q]
            kept = old[len(old) - k :] if 0 < k <= len(old) else None
            if kept is not None and any(c in visible for c in kept if c is not None):
                kept = None  # a card thought still in the stock is in sight: he flipped
            guess: list[Card | None] | None
            if k == 0:
                guess = []
            elif kept is not None and any(c is not None for c in kept):
                guess = kept
            else:
                guess = _flipped(list(self.prev_wastes[q]), view.wastes[q], k, visible)
                if guess is None:
                    guess = kept if kept is not None else [None] * k
            stocks.append(guess)
        seen: dict[Card, int] = {}
        for q, guess in enumerate(stocks):
            for c in guess:
                if c is None:
                    continue
                if c in seen:
                    stocks[q] = [None] * len(guess)
                    stocks[seen[c]] = [None] * len(stocks[seen[c]])
                seen[c] = q
        self.stocks = stocks
        self.prev_wastes = view.wastes

    def known(self, view: CuatroPalosView) -> list[list[Card | None]]:
        """The stocks as remembered, top first, None for each card not known."""
        n = len(view.wastes)
        out = list(self.stocks) if len(self.stocks) == n else [[] for _ in range(n)]
        for q, s in enumerate(out):
            if len(s) != view.personal_counts[q]:
                out[q] = [None] * view.personal_counts[q]
        return out


def _flipped(
    pile: list[Card], now: Sequence[Card], k: int, visible: set[Card]
) -> list[Card | None] | None:
    """The k cards left of `pile` (the waste pile seen last) if its owner flipped it since.

    The card that ended his turn is now the bottom of his new waste pile: the stock is
    the k cards that followed it (cards loaded after the last view fill the rest, not
    known). Without one (a flip seen within the bot's own turn) the stock is the top of
    the pile once the cards played from it since are taken off.
    """
    if now:
        if now[0] not in pile:
            return None
        i = pile.index(now[0]) + 1
        guess = pile[i : i + k]
    else:
        while pile and pile[-1] in visible:
            pile.pop()
        guess = pile[len(pile) - k :]
    if not guess or any(c in visible for c in guess):
        return None
    return [*guess, *[None] * (k - len(guess))]


def _visible(view: CuatroPalosView) -> set[Card]:
    seen: set[Card] = {c for p in view.foundations.values() for c in p}
    seen.update(c for p in view.wastes for c in p)
    if view.turned is not None:
        seen.add(view.turned)
    return seen


def sim_world(
    view: CuatroPalosView, known: Sequence[Sequence[Card | None]], rng: random.Random
) -> tuple[_Sim, bool]:
    """A simulator state consistent with the view; the remembered stock cards where known
    (`known[q]` top first, None for a card to deal at random).

    Returns the state and whether it is exact (nothing left to chance).
    """
    opts = view.options
    codec = _codec(opts)
    ids = codec.id
    n = opts.num_players
    pool = unseen(_pack(opts), _visible(view))
    zones = hidden_zones(view, known)
    try:
        world = deal_unseen(pool, zones, rng)
    except InconsistentView:  # a remembered stock contradicts the view: forget it
        zones = hidden_zones(view)
        world = deal_unseen(pool, zones, rng)
    exact = view.stock_count == 0 and sum(z.unknown for z in zones) <= 1
    sim = _Sim.__new__(_Sim)
    sim.n = n
    sim.R = codec.ranks
    sim.wrap = opts.waste_wrap
    sim.fprio = opts.foundation_priority
    sim.order = _orders(opts)
    found = [0] * len(codec.suits)
    for suit, pile in view.foundations.items():
        found[codec.suits.index(suit)] = len(pile)
    sim.found = found
    sim.wastes = [[ids[c] for c in p] for p in view.wastes]
    sim.stock = [ids[c] for c in world["stock"]]
    # The simulator's piles are bottom first, the zones top first.
    sim.pers = [[ids[c] for c in reversed(world[("personal", q)])] for q in range(n)]
    sim.to_play = view.seat
    sim.stall_turns = view.stall_turns
    sim.stall_cards = view.stall_cards
    sim.stall_rounds = opts.stall_rounds
    sim.winner = None
    sim.over = False
    sim.turns = 0
    return sim, exact


def hidden_zones(
    view: CuatroPalosView, known: Sequence[Sequence[Card | None]] | None = None
) -> list[HiddenZone]:
    """What the seat cannot see: the central stock and every personal stock (top first,
    with the cards `known[q]` remembers, None where it cannot tell)."""
    zones = [HiddenZone("stock", view.stock_count)]
    for q, count in enumerate(view.personal_counts):
        slots = tuple(known[q]) if known is not None and len(known[q]) == count else ()
        zones.append(HiddenZone(("personal", q), count, slots))
    return zones


@cache
def _orders(opts: CuatroPalosOptions) -> tuple[list[int], ...]:
    return tuple(seats_in_play_order(p, opts) for p in range(opts.num_players))


def _score(sim: _Sim, seat: int) -> float:
    """A rollout's worth to `seat`: 1 for going out, else a little for holding fewer cards."""
    if sim.over and sim.winner is not None:
        return 1.0 if sim.winner == seat else 0.0
    held = [sim.held(q) for q in range(sim.n)]
    mine = held[seat]
    beaten = sum(1 for q, h in enumerate(held) if q != seat and h > mine)
    return 0.1 * beaten / (sim.n - 1)


def _points(sim: _Sim, seat: int) -> float:
    """A rollout's worth to `seat` in deal points: the fewest points another seat scores
    less the seat's own (a point a card held; none for the seat that went out)."""

    def scored(q: int) -> int:
        return 0 if sim.over and sim.winner == q else sim.held(q)

    return float(min(scored(q) for q in range(sim.n) if q != seat) - scored(seat))


__all__ = [
    "CuatroPalosBot",
    "StockMemory",
    "determinise",
    "exact_chooser",
    "hidden_zones",
    "fast_policy",
    "placement_value",
    "sim_normal",
    "sim_world",
    "view_actions",
]


# --------------------------------------------------------------------------- hints
#: A hint's reasons (app/core/hints.py): the card played, where it goes, what it does.
TO_FOUNDATION = Words("Hints", "{card} up on its foundation: a card out of play, and you play on")
TO_LEADER = Words(
    "Hints",
    "{card} onto the pile of the player closest to going out: it slows them down, and you play on",
)
TO_PILE = Words("Hints", "{card} onto an opponent's pile: a card fewer for you, and you play on")
TURN_UP = Words("Hints", "turn up a card: nothing of yours can be played")
KEEP_IT = Words("Hints", "the card has nowhere to go: it goes on your pile and the turn passes")


def play_reason(view: CuatroPalosView, action: Action) -> Words | None:
    if isinstance(action, Turn):
        return TURN_UP
    if isinstance(action, Keep):
        return KEEP_IT
    if not isinstance(action, PlayWaste | PlayTurned):
        return None
    c = view.turned if isinstance(action, PlayTurned) else view.wastes[view.seat][-1]
    where = parse_destination(action.to, len(view.wastes))
    if where is None or c is None:
        return None
    shown = card_text(c)
    if where[0] == "f":
        return TO_FOUNDATION.filled(card=shown)
    target = int(where[1])
    held = view.held(target)
    others = [n for s, n in enumerate(view.held_counts) if s != view.seat]
    if held == min(others):
        return TO_LEADER.filled(card=shown)
    return TO_PILE.filled(card=shown)
