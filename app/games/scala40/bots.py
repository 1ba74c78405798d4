"""Scala 40 bots: easy, normal and hard (DESIGN.md §3).

A Scala 40 turn is several actions; `choose(view)` returns the next one for the phase
the view shows (draw, then melds / lay-offs / joker exchanges, then a discard).

Bots see only `view(seat)`. For legality they build a *private* engine state from the
view alone (`Scala40.from_position`): their own hand, the table, the discard pile and the
public flags are the view's; the unseen cards (other hands and the stock) are the pack
minus every seen card, dealt out in a fixed order — they never affect the legality of the
seat's own actions. Two turn flags are not in the view and are rebuilt as follows:

* "opened this turn" (no lay-offs in the opening turn, §2.4): the bot remembers the turn
  in which it opened itself (its own decision, not engine state);
* "must meld" cards: the taken discard under `discard_taken_must_be_melded` (it is
  still in hand); bots never exchange jokers under
  `exchanged_joker_must_be_melded_same_turn`, so no exchanged joker is pending.

Levels:

* easy draws from the stock, opens as soon as its hand holds melds worth the opening
  minimum, then melds and lays off what it can, and discards its highest-value card
  outside melds and partial melds (pairs, connectors).
* normal also takes the discard when it completes a meld (for the opening, or after
  opening), exchanges table jokers, keeps pairs and connectors, and avoids discarding a
  card that lays off on the table (useful to the next player).
* hard is normal plus end-game defence: when an opponent holds few cards it sheds its
  costliest cards first (jokers and aces included), and it prefers discards of ranks the
  next player has thrown away before.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Iterable, Sequence
from itertools import combinations

from app.core.bots import check_level
from app.core.cards import Card
from app.core.engine import Action, IllegalMove
from app.core.melds import rank_at
from app.games.scala40.engine import (
    HIGH,
    LOW,
    Discard,
    DrawStock,
    ExchangeJoker,
    Group,
    LayOff,
    Meld,
    Scala40,
    Scala40View,
    TakeDiscard,
    judge_meld,
)
from app.games.scala40.rules import Scala40Options
from app.games.scala40.scoring import meld_opening_value, penalty_value

Value = tuple[int, int]  # (meld points, cards)


class Scala40Bot:
    def __init__(self, level: str = "normal", seed: int | str = 0) -> None:
        self.level = check_level(level)
        self.rng = random.Random(f"s40-bot:{level}:{seed}")
        self._opened_on: tuple[int, int] | None = None  # (dealer, turn) of our opening

    # ------------------------------------------------------------------ entry point
    def choose(self, view: Scala40View, budget_s: float | None = None) -> Action:
        state = private_state(view, self._opened_on)
        action = self._draw(view, state) if view.phase == "draw" else self._play(view, state)
        if state.legal(action) is not None:  # defensive: never return an illegal action
            action = _any_legal(state)
        if not view.opened[view.seat] and _is_opening(action):
            self._opened_on = (view.dealer, view.turn)
        return action

    # ------------------------------------------------------------------ draw phase
    def _draw(self, view: Scala40View, state: Scala40) -> Action:
        top = view.discard_top
        seat = view.seat
        if self.level != "easy" and top is not None:
            hand = list(view.hand)
            if not view.opened[seat]:
                if opening_melds(hand, view.options, state, seat) is None:
                    melds = opening_melds([*hand, top], view.options, state, seat, must=top)
                    if melds is not None:
                        action = TakeDiscard(melds)
                        if state.legal(action) is None:
                            return action
            else:
                base = best_partition(hand, view.options)
                melds = best_partition([*hand, top], view.options)
                if any(top in g for g in melds.melds) and melds.value > base.value:
                    action = TakeDiscard(_legal_subset(state, melds.melds, TakeDiscard))
                    if action.open_with and state.legal(action) is None:
                        return action
        if state.legal(DrawStock()) is None:
            return DrawStock()
        return _any_legal(state)

    # ------------------------------------------------------------------ play phase
    def _play(self, view: Scala40View, state: Scala40) -> Action:
        seat = view.seat
        opts = view.options
        hand = list(view.hand)
        if not view.opened[seat]:
            melds = opening_melds(hand, opts, state, seat)
            if melds is not None:
                return Meld(melds)
            return self._discard(view, state)
        if self.level != "easy" and not opts.exchanged_joker_must_be_melded_same_turn:
            for i, m in enumerate(view.table):
                if any(x.is_joker for x in m.cards):
                    for c in hand:
                        action = ExchangeJoker(c, i)
                        if not c.is_joker and state.legal(action) is None:
                            return action
        part = best_partition(hand, opts)
        if part.melds:
            melds = _legal_subset(state, part.melds, Meld)
            if melds:
                return Meld(melds)
        for c in sorted(hand, key=lambda x: -penalty_value(x, len(hand), opts)):
            for i, m in enumerate(view.table):
                for end in (HIGH, LOW) if m.meld.kind == "run" else (HIGH,):
                    action = LayOff(c, i, end)
                    if state.legal(action) is None:
                        return action
        return self._discard(view, state)

    def _discard(self, view: Scala40View, state: Scala40) -> Action:
        hand = list(view.hand)
        opts = view.options
        legal = [c for c in hand if state.legal(Discard(c)) is None]
        if not legal:
            return _any_legal(state)
        in_melds = {c for g in best_partition(hand, opts).melds for c in g}
        n = len(hand)
        others = [k for s, k in enumerate(view.hand_counts) if s != view.seat and view.active[s]]
        danger = bool(others) and min(others) <= 4
        next_seat = _next_active(view.seat, view.active)
        next_opened = view.opened[next_seat]

        def score(c: Card) -> float:
            points = penalty_value(c, n, opts)
            if self.level == "easy":
                useful = c.is_joker or c in in_melds or _partners(c, hand) > 0
                return points - (100 if useful else 0) - (1000 if c.is_joker else 0)
            value = float(points)
            if c.is_joker:
                value -= 1000
            if c in in_melds:
                value -= 60
            value -= 8 * min(_partners(c, hand), 2)
            if next_opened and state.lays_off_somewhere(c):
                value -= 12
            if self.level == "hard":
                if danger:
                    value += 2 * points
                    if c.is_joker:
                        value += 1000 - 40  # still last, but above melded naturals
                if any(d.rank == c.rank for d in view.discard[-6:] if not d.is_joker):
                    value += 3
            return value

        best = max(legal, key=lambda c: (score(c), c.sort_key()))
        return Discard(best)


# --------------------------------------------------------------------------- the view


def private_state(view: Scala40View, opened_on: tuple[int, int] | None = None) -> Scala40:
    """An engine state built from the view only (unseen cards placed arbitrarily)."""
    opts = view.options
    seen = [*view.hand, *view.discard, *(c for m in view.table for c in m.cards)]
    seen_set = set(seen)
    unseen = [c for c in opts.pack.build() if c not in seen_set]
    hands: list[list[Card]] = []
    for s, count in enumerate(view.hand_counts):
        if s == view.seat:
            hands.append(list(view.hand))
        else:
            hands.append(unseen[:count])
            unseen = unseen[count:]
    stock = unseen[: view.stock_count]
    seat = view.seat if view.to_play is None else view.to_play
    state = Scala40.from_position(
        hands,
        stock,
        view.discard,
        (),
        to_play=seat,
        options=opts,
        dealer=view.dealer,
        opened=view.opened,
        turn=view.turn,
        phase="meld_or_discard",
        active=view.active,
        scores=view.scores,
    )
    state.table = list(view.table)
    state.phase = view.phase
    state.result = view.result
    state.taken_card = view.taken_card
    state.opened_this_turn = (
        view.phase != "draw" and opened_on == (view.dealer, view.turn) and view.opened[seat]
    )
    if (
        opts.discard_taken_must_be_melded
        and view.taken_card is not None
        and view.taken_card in view.hand
        and view.turn != 0
    ):
        state.must_meld = [view.taken_card]
    return state


def _next_active(seat: int, active: Sequence[bool]) -> int:
    n = len(active)
    for k in range(1, n + 1):
        if active[(seat + k) % n]:
            return (seat + k) % n
    return seat


def _is_opening(action: Action) -> bool:
    return isinstance(action, Meld) or (isinstance(action, TakeDiscard) and bool(action.open_with))


def _any_legal(state: Scala40) -> Action:
    for action in state.candidate_actions():
        if state.legal(action) is None:
            return action
    raise IllegalMove("no_legal_action")  # the engine guarantees this never happens


def _legal_subset(state: Scala40, melds: Sequence[Group], kind: type) -> tuple[Group, ...]:
    """The melds, or the largest legal subset found by dropping the cheapest ones."""
    ordered = sorted(melds, key=lambda g: _group_value(g, state.options))
    for drop in range(len(ordered)):
        for removed in combinations(range(len(ordered)), drop):
            chosen = tuple(g for i, g in enumerate(ordered) if i not in removed)
            if chosen and state.legal(kind(chosen)) is None:
                return chosen
    return ()


def _partners(c: Card, hand: Iterable[Card]) -> int:
    """Cards making a partial meld with `c`: same rank other suit, or same suit within 2."""
    if c.is_joker:
        return 0
    count = 0
    for x in hand:
        if x is c or x.is_joker or x.face == c.face:
            continue
        if x.rank == c.rank and x.suit != c.suit:
            count += 1
        elif x.suit == c.suit:
            gap = abs(x.rank - c.rank)
            if gap <= 2 or gap >= 11:  # 11-12: connectors through the high ace
                count += 1
    return count


# --------------------------------------------------------------------------- melds


@functools.lru_cache(maxsize=65536)
def _judged_value(group: Group, options: Scala40Options) -> int | None:
    judged = judge_meld(group, options)
    return None if isinstance(judged, IllegalMove) else meld_opening_value(judged)


def _group_value(group: Group, options: Scala40Options) -> int:
    return _judged_value(group, options) or 0


def meld_candidates(hand: Sequence[Card], options: Scala40Options) -> list[Group]:
    """Sets and runs from the hand, each with at most one joker (valid under any option)."""
    naturals = [c for c in hand if not c.is_joker]
    jokers = [c for c in hand if c.is_joker]
    joker = jokers[0] if jokers else None
    out: set[Group] = set()
    by_rank: dict[int, dict[str, list[Card]]] = {}
    by_face: dict[tuple[int, str], list[Card]] = {}
    for c in sorted(naturals, key=Card.sort_key):
        by_rank.setdefault(c.rank, {}).setdefault(c.suit, []).append(c)
        by_face.setdefault(c.face, []).append(c)
    for copy in (0, -1):
        for suits in by_rank.values():
            distinct = [cs[copy] for cs in suits.values()]
            for k in (3, 4):
                out.update(combinations(distinct, k))
            if joker is not None:
                for k in (2, 3):
                    out.update((*g, joker) for g in combinations(distinct, k))
        for suit in "SHDC":
            slots = {p: by_face.get((rank_at(p), suit), [None])[copy] for p in range(1, 15)}
            for start in range(1, 13):
                for end in range(start + 2, 15):
                    if start == 1 and end == 14:
                        continue
                    window = [slots[p] for p in range(start, end + 1)]
                    missing = window.count(None)
                    if missing == 0:
                        out.add(tuple(c for c in window if c is not None))
                    elif missing == 1 and joker is not None and len(window) - 1 >= 2:
                        out.add(tuple(joker if c is None else c for c in window))
                    elif missing > 1:
                        break
    return [g for g in out if _judged_value(g, options) is not None]


@functools.total_ordering
class Partition:
    def __init__(self, value: Value, melds: tuple[Group, ...]) -> None:
        self.value = value
        self.melds = melds

    def __lt__(self, other: Partition) -> bool:
        return self.value < other.value

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Partition) and self.value == other.value


def best_partition(
    hand: Sequence[Card], options: Scala40Options, must: Card | None = None
) -> Partition:
    """Disjoint melds from the hand with the most meld points (ties: most cards).

    An exact search over `meld_candidates` (regenerated as cards are used, so both copies
    of a card can each find a meld). With `must`, only partitions using that card count.
    """
    memo: dict[frozenset[Card], Partition] = {}
    candidates = meld_candidates(hand, options)

    def solve(cards: frozenset[Card]) -> Partition:
        if cards in memo:
            return memo[cards]
        cands = [g for g in candidates if cards.issuperset(g)]
        if not cands:
            result = Partition((0, 0), ())
        else:
            anchor = min((c for g in cands for c in g), key=Card.sort_key)
            result = solve(cards - {anchor})
            for g in cands:
                if anchor in g:
                    rest = solve(cards - set(g))
                    value = (
                        rest.value[0] + _group_value(g, options),
                        rest.value[1] + len(g),
                    )
                    if value > result.value:
                        result = Partition(value, (g, *rest.melds))
        memo[cards] = result
        return result

    full = frozenset(hand)
    if must is None:
        return solve(full)
    best = Partition((-1, 0), ())
    for g in candidates:
        if must in g:
            rest = solve(full - set(g))
            value = (rest.value[0] + _group_value(g, options), rest.value[1] + len(g))
            if value > best.value:
                best = Partition(value, (g, *rest.melds))
    return best if best.melds else Partition((0, 0), ())


def opening_melds(
    hand: Sequence[Card],
    options: Scala40Options,
    state: Scala40,
    seat: int,
    must: Card | None = None,
) -> tuple[Group, ...] | None:
    """A legal opening from these cards (worth the minimum), or None."""
    part = best_partition(hand, options, must)
    if not part.melds or part.value[0] < options.opening_min:
        return None
    ordered = sorted(part.melds, key=lambda g: _group_value(g, options))
    kind = Meld if must is None else TakeDiscard
    for drop in range(len(ordered)):
        for removed in combinations(range(len(ordered)), drop):
            chosen = tuple(g for i, g in enumerate(ordered) if i not in removed)
            if sum(_group_value(g, options) for g in chosen) < options.opening_min:
                continue
            if must is not None and not any(must in g for g in chosen):
                continue
            if state.legal(kind(chosen)) is None:
                return chosen
    return None
