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
* hard plays for going out first (the deal's win):
  - discards by a one-draw lookahead over the unseen cards (`KeepEvaluator`): before
    opening, the chance that the next card completes the opening plus the meld points it
    is expected to add; after opening, the cards it is expected to shed and the chance
    of going out (a meld that would leave no card to discard counts for nothing);
  - plans each meld phase (`plan_meld_phase`): a bounded search over melds, lay-offs
    and joker exchanges for the line that keeps the fewest cards, so it goes out
    whenever its hand allows;
  - opens with the partition that lays the most cards (worth the minimum); takes the
    discard to open with more cards, and after opening whenever it lays off or extends
    a meld it holds.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping, Sequence
from itertools import combinations

from app.ai.budget import Budget
from app.ai.determinise import HiddenZone, deal_unseen, unseen
from app.core.bots import BotBase, Limit
from app.core.cards import Card, card_text
from app.core.engine import Action, IllegalMove
from app.core.melds import Meld as JudgedMeld
from app.core.melds import laid_readings, rank_at
from app.core.narration import groups_text
from app.core.words import Words
from app.games.scala40 import GAME
from app.games.scala40.engine import (
    HIGH,
    LOW,
    Discard,
    DrawStock,
    ExchangeJoker,
    Group,
    LayOff,
    Meld,
    Readings,
    Scala40,
    Scala40View,
    TakeDiscard,
    exchange_joker,
    extend_meld,
    judge_meld,
)
from app.games.scala40.rules import Scala40Options
from app.games.scala40.scoring import (
    hand_penalty,
    meld_opening_value,
    penalty_value,
    rank_opening_value,
)

Value = tuple[int, int]  # (meld points, cards)


#: The budget of the level that has one (easy and normal choose by rule, unbounded).
LIMITS = {"hard": Limit(nodes=120)}

#: Normal's discard: what keeping a card is worth against shedding its penalty points (a
#: joker, a card of the hand's best melds, each of up to two cards it could meld with,
#: and a card the next player, opened, could lay off), as one object a tuner can vary
#: (bench/tune.py).
NORMAL_DISCARD: dict[str, float] = {"joker": 1000.0, "meld": 60.0, "partner": 8.0, "feed": 12.0}


class Scala40Bot(BotBase, game=GAME, rng_name="s40-bot", limits=LIMITS):
    #: A deal's scores: a losing seat pays about sixty points of cards left in hand.
    score_size = 60.0

    def in_points(self, value: float) -> float | None:
        """Hard's discard score in deal points: its units are about a card nearer to or
        further from going out, a card's penalty in hand (`POINT_UNIT`) each."""
        return value * POINT_UNIT

    def weigh(
        self, view: Scala40View, actions: Sequence[Action], limit: Limit | None = None
    ) -> list[float] | None:
        """Each action's turn played to its discard the hard way (`_turn_value`), the
        discard valued as hard values it, in deal points (a draw from the stock: the mean
        over a few of the cards it may bring). Where one turn opens and another does not,
        hard's discard scores are of two kinds; each is then valued by the points the hand
        it keeps would pay (`hand_penalty`), the same units for all. None where one cannot
        be played or valued."""
        saved = self.considered  # the turns played here rank discards of their own
        try:
            found = [self._turn_value(view, a, limit) for a in actions]
        finally:
            self.considered = saved
        if any(f is None for f in found):
            return None
        modes = {f[0] for f in found if f[0] is not None}  # type: ignore[index]
        if len(modes) > 1:  # an opening beside no opening: what each kept hand pays
            return [-f[2] for f in found]  # type: ignore[index]
        return [f[1] * POINT_UNIT for f in found]  # type: ignore[index]

    def _turn_value(
        self, view: Scala40View, action: Action, limit: Limit | None
    ) -> tuple[bool | None, float, float] | None:
        """(Whether the seat is opened when it discards, hard's score of its discard, the
        points the hand it keeps would pay) for `action` and then the rest of the turn as
        hard plays it; (None, GONE_OUT, 0) when the turn goes out; None where it cannot be
        played or valued."""
        state = private_state(view, self._opened_on)
        if state.legal(action) is not None:
            return None
        if isinstance(action, DrawStock):
            return self._draw_value(view, state, limit)
        return self._rest_of_turn(view, state, action)

    def _draw_value(
        self, view: Scala40View, state: Scala40, limit: Limit | None
    ) -> tuple[bool | None, float, float] | None:
        """A draw from the stock: the turn played on after each of a few of the cards it
        may bring (the unseen cards, one of each face, a fixed sample), their mean."""
        unseen_cards = [
            *state.stock,
            *(c for s, h in enumerate(state.hands) if s != view.seat for c in h),
        ]
        faces: dict[tuple[int, str], Card] = {}
        for c in unseen_cards:
            faces.setdefault(c.face, c)
        weights = {f: sum(1 for c in unseen_cards if c.face == f) for f in faces}
        picked = sorted(faces, key=lambda f: (f[1], f[0]))
        step = max(1, len(picked) // DRAW_SAMPLES)
        picked = picked[::step][:DRAW_SAMPLES]
        total, paid, weight, modes = 0.0, 0.0, 0, set()
        for face in picked:
            world = private_state(view, self._opened_on)
            drawn = faces[face]
            holder = (
                world.stock if drawn in world.stock else next(h for h in world.hands if drawn in h)
            )
            i = holder.index(drawn)
            holder[i], world.stock[0] = world.stock[0], drawn
            found = self._rest_of_turn(view, world, DrawStock())
            if found is None:
                return None
            opened, value, pays = found
            if opened is not None:
                modes.add(opened)
            total += weights[face] * value
            paid += weights[face] * pays
            weight += weights[face]
        if not weight or len(modes) > 1:
            return None
        return (modes.pop() if modes else None), total / weight, paid / weight

    def _rest_of_turn(
        self, view: Scala40View, state: Scala40, action: Action
    ) -> tuple[bool | None, float, float] | None:
        """`action` played on `state`, then the turn as hard plays it, to its discard."""
        seat = view.seat
        for _ in range(40):
            if isinstance(action, Discard):
                here = state.view(seat)
                keep = list(here.hand)
                keep.remove(action.card)
                pays = float(hand_penalty(keep, here.options))
                return here.opened[seat], self._discard_value(here, state, action.card), pays
            state.play(action)
            if state.result is not None or state.to_play != seat or state.phase == "draw":
                won = state.result is not None and seat in getattr(state.result, "winners", ())
                return (None, GONE_OUT, 0.0) if won else None
            here = state.view(seat)
            action = self._play(here, private_state(here, self._opened_on))
        return None

    def __init__(
        self, level: str = "normal", seed: int | str = 0, weights: Mapping[str, float] | None = None
    ) -> None:
        super().__init__(level, seed)
        self._opened_on: tuple[int, int] | None = None  # (dealer, turn) of our opening
        self._budget = Budget(self.limit)
        #: Normal's discard weights, `NORMAL_DISCARD` unless given (a tuner's variant).
        self.w: dict[str, float] = {**NORMAL_DISCARD, **(weights or {})}

    # ------------------------------------------------------------------ entry point
    def choose(self, view: Scala40View, limit: Limit | None = None) -> Action:
        self.considered = []
        self._budget = Budget(self.limit if limit is None else limit)
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
                if self.level == "hard":
                    action = self._hard_open_take(view, state, hand, top)
                    if action is not None:
                        return action
                if opening_melds(hand, view.options, state, seat) is None:
                    melds = opening_melds([*hand, top], view.options, state, seat, must=top)
                    if melds is not None:
                        action = laid(TakeDiscard, melds, view.options)
                        if state.legal(action) is None:
                            return action
            else:
                base = best_partition(hand, view.options)
                melds = best_partition([*hand, top], view.options)
                if any(top in g for g in melds.melds) and melds.value > base.value:
                    subset = _legal_subset(state, melds.melds, TakeDiscard)
                    action = laid(TakeDiscard, subset, view.options)
                    if action.open_with and state.legal(action) is None:
                        return action
                if (
                    self.level == "hard"
                    and _extends_any(top, view, base)
                    and state.legal(TakeDiscard()) is None
                ):
                    return TakeDiscard()  # a sure lay-off beats a blind draw
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
                if self.level == "hard":
                    wide = best_partition(hand, opts, by_cards=True)
                    if (
                        wide.value[0] >= opts.opening_min
                        and wide.value[1] > sum(len(g) for g in melds)
                        and state.legal(laid(Meld, wide.melds, opts)) is None
                    ):
                        melds = wide.melds
                return laid(Meld, melds, opts)
            return self._discard(view, state)
        if self.level == "hard":
            action = plan_meld_phase(state, seat, self._budget)
            if action is not None and state.legal(action) is None:
                return action
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
                return laid(Meld, melds, opts)
        for c in sorted(hand, key=lambda x: -penalty_value(x, len(hand), opts)):
            for i, m in enumerate(view.table):
                for end in (HIGH, LOW) if m.meld.kind == "run" else (HIGH,):
                    action = LayOff(c, i, end)
                    if state.legal(action) is None:
                        return action
        return self._discard(view, state)

    def _discard(self, view: Scala40View, state: Scala40) -> Action:
        if self.level == "hard":
            return self._hard_discard(view, state)
        hand = list(view.hand)
        opts = view.options
        legal = [c for c in hand if state.legal(Discard(c)) is None]
        if not legal:
            return _any_legal(state)
        in_melds = {c for g in best_partition(hand, opts).melds for c in g}
        n = len(hand)
        next_seat = _next_active(view.seat, view.active)
        next_opened = view.opened[next_seat]

        def score(c: Card) -> float:
            points = penalty_value(c, n, opts)
            if self.level == "easy":
                useful = c.is_joker or c in in_melds or _partners(c, hand) > 0
                return points - (100 if useful else 0) - (1000 if c.is_joker else 0)
            w = self.w
            value = float(points)
            if c.is_joker:
                value -= w["joker"]
            if c in in_melds:
                value -= w["meld"]
            value -= w["partner"] * min(_partners(c, hand), 2)
            if next_opened and state.lays_off_somewhere(c):
                value -= w["feed"]
            return value

        best = max(legal, key=lambda c: (score(c), c.sort_key()))
        return Discard(best)

    # ------------------------------------------------------------------ hard
    def _hard_open_take(
        self, view: Scala40View, state: Scala40, hand: list[Card], top: Card
    ) -> Action | None:
        """Open with the discard when it melds more cards than opening without it."""
        opts = view.options
        now = opening_melds(hand, opts, state, view.seat)
        if now is None:
            return None
        melds = opening_melds([*hand, top], opts, state, view.seat, must=top)
        if melds is None:
            return None
        if sum(len(g) for g in melds) > sum(len(g) for g in now):
            action = laid(TakeDiscard, melds, opts)
            if state.legal(action) is None:
                return action
        return None

    def _hard_discard(self, view: Scala40View, state: Scala40) -> Action:
        hand = list(view.hand)
        legal = [c for c in hand if state.legal(Discard(c)) is None]
        if not legal:
            return _any_legal(state)
        best: tuple[float, tuple[int, int, int]] | None = None
        choice = legal[0]
        seen_faces: set[tuple[int, str]] = set()
        ev = KeepEvaluator(view, state, view.opened[view.seat])
        for c in legal:
            if c.face in seen_faces:
                continue
            seen_faces.add(c.face)
            value = self._discard_value(view, state, c, ev)
            self.considered.append((Discard(c), value))
            key = (value, c.sort_key())
            if best is None or key > best:
                best, choice = key, c
        return Discard(choice)

    def _discard_value(
        self, view: Scala40View, state: Scala40, c: Card, ev: KeepEvaluator | None = None
    ) -> float:
        """Hard's score of discarding `c`: the kept hand's (one draw of lookahead), less
        for a joker thrown away, for a card the next player can lay off, and much less
        when that card lets him go out (his last card: he takes it, lays it off and
        discards), by the points the seat would then pay."""
        hand = list(view.hand)
        if ev is None:
            ev = KeepEvaluator(view, state, view.opened[view.seat])
        next_seat = _next_active(view.seat, view.active)
        keep = list(hand)
        keep.remove(c)
        value = ev.value(keep)
        if c.is_joker:
            value -= 5
        if view.opened[next_seat] and state.lays_off_somewhere(c):
            value -= FEED_PENALTY
            if view.hand_counts[next_seat] <= 1 and ev.can_go_out:
                paid = sum(penalty_value(k, len(keep), view.options) for k in keep)
                value -= paid / POINT_UNIT
        value += POINTS_TIEBREAK * penalty_value(c, len(hand), view.options)
        return value

    def reason(self, view: Scala40View, action: Action, value: float | None) -> Words | None:
        """A hint's reason, from what the view shows of the move."""
        return scala40_reason(view, action)


# Hard's discard weights (one draw of lookahead; see KeepEvaluator.value).
OPEN_WEIGHT = 3.0  # probability that the next draw completes the opening
GAIN_WEIGHT = 0.05  # expected meld points the next draw adds, before the opening
FEED_PENALTY = 0.3  # the card lays off on the table and the next player has opened
POINTS_TIEBREAK = 0.002  # among equals, shed the costlier card
#: A unit of hard's discard score in deal points, for a review: about a card nearer to
#: going out or not, a card's penalty in hand.
POINT_UNIT = 10.0
#: A turn that goes out, in hard's discard score's units (a review's): a hand emptied.
GONE_OUT = 10.0
#: A draw from the stock, valued for a review over this many of the cards it may bring.
DRAW_SAMPLES = 8


class KeepEvaluator:
    """How good a kept hand is for going out: one-draw lookahead over the unseen cards."""

    def __init__(self, view: Scala40View, state: Scala40, opened: bool) -> None:
        self.opts = view.options
        self.opened = opened
        seen = [*view.hand, *view.discard, *(c for m in view.table for c in m.cards)]
        counts: dict[tuple[int, str], int] = {}
        for c in view.options.pack.build():
            counts[c.face] = counts.get(c.face, 0) + 1
        for c in seen:
            counts[c.face] -= 1
        self.unseen = {f: k for f, k in counts.items() if k > 0}
        self.total = max(1, sum(self.unseen.values()))
        self.table_faces: dict[tuple[int, str], int] = {}
        self.table_takes_joker = False
        if opened:
            for m in view.table:
                self.table_faces.update(_extension_faces(m.meld))
                self.table_takes_joker |= _takes_joker(m.meld)
        self.can_go_out = not (state.first_round and view.options.no_close_first_round)

    def value(self, keep: list[Card]) -> float:
        opts = self.opts
        part = best_partition(keep, opts, by_cards=self.opened)
        melded = {c for g in part.melds for c in g}
        dead = [c for c in keep if c not in melded]
        hand_faces: dict[tuple[int, str], int] = {}
        hand_takes_joker = False
        for g in part.melds:
            judged = best_reading(g, opts)
            if not isinstance(judged, IllegalMove):
                hand_faces.update(_extension_faces(judged))
                hand_takes_joker |= _takes_joker(judged)
        pts = part.value[0]
        jokers = sum(1 for c in dead if c.is_joker)
        naturals = [c for c in dead if not c.is_joker]
        k = len(dead)
        e_cards = 0.0
        e_pts = 0.0
        p_hit = 0.0
        for face, n in self.unseen.items():
            if face[0] == 0:
                gain = _joker_gain(naturals)
                if gain == (0, 0) and (hand_takes_joker or self.table_takes_joker):
                    gain = (1, 0)
            else:
                gain = _natural_gain(face, naturals, jokers, self.opened)
                if gain[0] == 0:
                    if face in hand_faces:
                        gain = (1, hand_faces[face])
                    elif face in self.table_faces:
                        gain = (1, 0)
            g_cards, g_pts = gain
            w = n / self.total
            if self.opened:
                # The turn must end with a discard: a meld of every card is no use unless
                # a card of it can be held back (a meld of four or more, or melds held).
                if g_cards > k and k + 1 < 4 and not part.melds:
                    g_cards = 0
                g_cards = min(g_cards, k)
                if self.can_go_out and g_cards >= k:
                    p_hit += w
            e_cards += w * g_cards
            e_pts += w * g_pts
            if not self.opened and pts + g_pts >= opts.opening_min:
                p_hit += w
        if self.opened:
            return -len(dead) + e_cards + p_hit
        return OPEN_WEIGHT * p_hit + GAIN_WEIGHT * e_pts + 0.01 * pts


def _extension_faces(meld: JudgedMeld) -> dict[tuple[int, str], int]:
    """Natural cards that extend a meld, with the opening points they add."""
    out: dict[tuple[int, str], int] = {}
    if meld.kind == "set":
        if len(meld.cards) < 4 and meld.rank is not None:
            present = {c.suit for c in meld.cards if not c.is_joker}
            for suit in "SHDC":
                if suit not in present:
                    out[(meld.rank, suit)] = rank_opening_value(meld.rank)
        return out
    assert meld.positions is not None and meld.suit is not None
    first, last = meld.positions[0], meld.positions[-1]
    if first > 1 and not (first - 1 == 1 and last == 14):
        out[(rank_at(first - 1), meld.suit)] = rank_opening_value(rank_at(first - 1), first - 1)
    if last < 14 and not (first == 1 and last + 1 == 14):
        out[(rank_at(last + 1), meld.suit)] = rank_opening_value(rank_at(last + 1), last + 1)
    return out


def _takes_joker(meld: JudgedMeld) -> bool:
    if any(c.is_joker for c in meld.cards):
        return False
    if meld.kind == "set":
        return len(meld.cards) < 4
    assert meld.positions is not None
    return len(meld.cards) < 13


def _pos_value(p: int) -> int:
    return rank_opening_value(rank_at(p), p)


def _natural_gain(
    face: tuple[int, str], naturals: Sequence[Card], jokers: int, opened: bool
) -> tuple[int, int]:
    """(cards, points) of the best new meld the drawn natural `face` makes with loose cards."""
    rank, suit = face
    best = (0, 0)
    suits = {c.suit for c in naturals if c.rank == rank and c.suit != suit}
    k = min(len(suits), 3) + 1
    if k >= 3 or (k == 2 and jokers):
        size = min(4, k + (1 if jokers and k < 4 else 0)) if k < 3 else k
        best = (size, rank_opening_value(rank) * size)
    present = {
        p for c in naturals if c.suit == suit for p in ((1, 14) if c.rank == 1 else (c.rank,))
    }
    for p in (1, 14) if rank == 1 else (rank,):
        have = present | {p}
        for a in range(max(1, p - 12), p + 1):
            missing = 0
            for b in range(a, 15):
                if b < p:
                    if b not in have:
                        missing += 1
                    continue
                if b not in have:
                    missing += 1
                if missing > min(jokers, 1) or (a == 1 and b == 14):
                    break
                size = b - a + 1
                if size >= 3:
                    value = (size, sum(_pos_value(x) for x in range(a, b + 1)))
                    key = value if opened else (value[1], value[0])
                    cur = best if opened else (best[1], best[0])
                    if key > cur:
                        best = value
    return best


def _joker_gain(naturals: Sequence[Card]) -> tuple[int, int]:
    """A drawn joker: the best pair or connector among the loose cards it completes."""
    best = (0, 0)
    for i, x in enumerate(naturals):
        for y in naturals[i + 1 :]:
            if x.rank == y.rank and x.suit != y.suit:
                value = (3, 3 * rank_opening_value(x.rank))
            elif x.suit == y.suit and x.rank != y.rank:
                lo, hi = sorted((x.rank, y.rank))
                if hi - lo <= 2:
                    value = (3, 3 * min(hi, 10))
                elif lo == 1 and hi >= 12:
                    value = (3, 31 if hi == 13 else 30)
                else:
                    continue
            else:
                continue
            if value > best:
                best = value
    return best


def _extends_any(c: Card, view: Scala40View, part: Partition) -> bool:
    """Whether `c` lays off on a table meld or on a meld held in hand."""
    faces: dict[tuple[int, str], int] = {}
    melds = [m.meld for m in view.table]
    for g in part.melds:
        judged = best_reading(g, view.options)
        if not isinstance(judged, IllegalMove):
            melds.append(judged)
    for m in melds:
        if c.is_joker and _takes_joker(m):
            return True
        faces.update(_extension_faces(m))
    return c.face in faces


def plan_meld_phase(state: Scala40, seat: int, budget: Budget | None = None) -> Action | None:
    """The first step of a meld phase that sheds the most cards (a bounded search: each
    position reached is a node of the budget, hard's own 120 by default).

    Lines are melds from the hand, lay-offs and joker exchanges; the end position keeps
    the fewest cards (ties: the most jokers kept). None when no step improves the hand.
    """
    if budget is None:
        budget = Budget(LIMITS["hard"])
    opts = state.options
    hand0 = tuple(state.hands[seat])
    table0 = tuple(m.meld for m in state.table)
    may_lay_off = state.opened[seat] and (not state.opened_this_turn or opts.layoff_on_opening_turn)
    exchange_ok = may_lay_off and not opts.exchanged_joker_must_be_melded_same_turn
    taken = state.taken_card if opts.forbid_discard_of_taken_card else None
    must = set(state.must_meld)

    def score(hand: tuple[Card, ...]) -> tuple[int, int, int]:
        kept_must = sum(1 for c in hand if c in must)
        return (kept_must, len(hand), -sum(1 for c in hand if c.is_joker))

    best: list = [score(hand0), None]
    seen: set = set()

    def ok(hand: tuple[Card, ...]) -> bool:
        return any(c != taken and c not in must for c in hand)

    def moves(hand: tuple[Card, ...], table: tuple[JudgedMeld, ...]):
        for g in sorted(meld_candidates(hand, opts), key=len, reverse=True):
            judged = best_reading(g, opts)
            if isinstance(judged, IllegalMove):
                continue
            rest = tuple(c for c in hand if c not in g)
            yield laid(Meld, (g,), opts), rest, (*table, judged)
        if not may_lay_off:
            return
        for i, m in enumerate(table):
            ends = (HIGH, LOW) if m.kind == "run" else (HIGH,)
            for c in dict.fromkeys(hand):
                for end in ends:
                    grown = _extend_fast(m, c, end, opts)
                    if grown is not None:
                        rest = list(hand)
                        rest.remove(c)
                        yield LayOff(c, i, end), tuple(rest), (*table[:i], grown, *table[i + 1 :])
                if exchange_ok and not c.is_joker and any(x.is_joker for x in m.cards):
                    swapped = exchange_joker(m, c)
                    if not isinstance(swapped, IllegalMove):
                        meld, joker = swapped
                        rest = list(hand)
                        rest.remove(c)
                        rest.append(joker)
                        yield ExchangeJoker(c, i), tuple(rest), (*table[:i], meld, *table[i + 1 :])

    def search(hand: tuple[Card, ...], table: tuple[JudgedMeld, ...], first: Action | None):
        key = (frozenset(hand), table)
        if key in seen or budget.exhausted():
            return
        seen.add(key)
        budget.count()
        sc = score(hand)
        if first is not None and sc < best[0]:
            best[0], best[1] = sc, first
        if len(hand) <= 1 or best[0][1] <= 1:
            return
        for action, rest, grown in moves(hand, table):
            if best[0][1] <= 1 or budget.exhausted():
                return
            if rest and ok(rest):
                search(rest, grown, first or action)

    search(hand0, table0, None)
    return best[1]


def _extend_fast(meld: JudgedMeld, c: Card, end: str, opts: Scala40Options) -> JudgedMeld | None:
    if c.is_joker:
        grown = extend_meld(meld, c, end, opts)
        return None if isinstance(grown, IllegalMove) else grown
    if meld.kind == "set":
        if (
            c.rank == meld.rank
            and len(meld.cards) < 4
            and all(x.is_joker or x.suit != c.suit for x in meld.cards)
        ):
            return JudgedMeld("set", (*meld.cards, c), rank=meld.rank)
        return None
    assert meld.positions is not None
    if c.suit != meld.suit:
        return None
    first, last = meld.positions[0], meld.positions[-1]
    if end == LOW:
        p = first - 1
        if p < 1 or (p == 1 and last == 14) or rank_at(p) != c.rank:
            return None
        return JudgedMeld("run", (c, *meld.cards), suit=meld.suit, positions=(p, *meld.positions))
    p = last + 1
    if p > 14 or (first == 1 and p == 14) or rank_at(p) != c.rank:
        return None
    return JudgedMeld("run", (*meld.cards, c), suit=meld.suit, positions=(*meld.positions, p))


# --------------------------------------------------------------------------- the view


#: Each level's own budget per decision: hard's meld-phase search visits at most 120
#: positions (easy and normal do not search).


def private_state(view: Scala40View, opened_on: tuple[int, int] | None = None) -> Scala40:
    """An engine state built from the view only (unseen cards placed arbitrarily: in pack
    order, the other hands first, then the stock)."""
    opts = view.options
    seen = [*view.hand, *view.discard, *(c for m in view.table for c in m.cards)]
    others = [s for s in range(len(view.hand_counts)) if s != view.seat]
    zones = [HiddenZone(s, view.hand_counts[s]) for s in others]
    zones.append(HiddenZone("stock", view.stock_count))
    pool = unseen(opts.pack.build(), seen)
    # A position set up in a test may leave cards of the pack out of play.
    zones.append(HiddenZone("out of play", max(0, len(pool) - sum(z.size for z in zones))))
    world = deal_unseen(pool, zones)
    hands = [world.get(s, list(view.hand)) for s in range(len(view.hand_counts))]
    stock = world["stock"]
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
            if chosen and state.legal(laid(kind, chosen, state.options)) is None:
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
def best_reading(group: Group, options: Scala40Options) -> JudgedMeld | IllegalMove:
    """How a bot reads a group it lays: its only reading, or where it has two (one
    natural and two jokers, S40-A6) the one worth more, then the one more cards extend.
    The bot sends its choice with the meld (RULES.md §0.4: the engine never guesses)."""
    readings = laid_readings(group, options.meld_rules)
    if len(readings) < 2:
        return judge_meld(group, options)
    return max(readings, key=lambda m: (meld_opening_value(m), len(_extension_faces(m))))


def readings_for(groups: Sequence[Group], options: Scala40Options) -> Readings:
    """The readings to send with these groups: the chosen kind of each group that has
    two, None for the others; () when no group needs one."""
    kinds: list[str | None] = []
    for g in groups:
        judged = best_reading(g, options)
        ambiguous = len(laid_readings(g, options.meld_rules)) > 1
        kinds.append(judged.kind if ambiguous and isinstance(judged, JudgedMeld) else None)
    return tuple(kinds) if any(kinds) else ()


def laid(kind: type, groups: Sequence[Group], options: Scala40Options) -> Action:
    """A `Meld` or `TakeDiscard` of these groups with the bot's readings."""
    groups = tuple(groups)
    return kind(groups, readings_for(groups, options))


@functools.lru_cache(maxsize=65536)
def _judged_value(group: Group, options: Scala40Options) -> int | None:
    judged = best_reading(group, options)
    return None if isinstance(judged, IllegalMove) else meld_opening_value(judged)


def _group_value(group: Group, options: Scala40Options) -> int:
    return _judged_value(group, options) or 0


def meld_candidates(hand: Sequence[Card], options: Scala40Options) -> list[Group]:
    """Sets and runs from the hand, each with at most one joker (valid under any option);
    where the options allow two, also one natural with two jokers (read by `best_reading`)."""
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
    limit = options.meld_rules.max_wilds
    if len(jokers) >= 2 and (limit is None or limit >= 2):
        out.update((c, jokers[0], jokers[1]) for c in naturals)
    # Sorted: a set's order follows string hashing, which differs between processes, and
    # ties between equal partitions must break the same way for a match to replay.
    return sorted(
        (g for g in out if _judged_value(g, options) is not None),
        key=lambda g: [c.sort_key() for c in g],
    )


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
    hand: Sequence[Card],
    options: Scala40Options,
    must: Card | None = None,
    by_cards: bool = False,
) -> Partition:
    """Disjoint melds from the hand with the most meld points (ties: most cards).

    With `by_cards`, the most cards first (ties: most points): what going out needs.

    An exact search over `meld_candidates` (regenerated as cards are used, so both copies
    of a card can each find a meld). With `must`, only partitions using that card count.
    """
    memo: dict[frozenset[Card], Partition] = {}
    candidates = meld_candidates(hand, options)

    def better(a: Value, b: Value) -> bool:
        return (a[1], a[0]) > (b[1], b[0]) if by_cards else a > b

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
                    if better(value, result.value):
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
            if best.value[0] < 0 or better(value, best.value):
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
            if state.legal(laid(kind, chosen, options)) is None:
                return chosen
    return None


# --------------------------------------------------------------------------- hints
#: A hint's reasons (app/core/hints.py).
DRAW_STOCK = Words("Hints", "draw from the stock: the discard does not help your melds")
TAKE_TO_OPEN = Words("Hints", "take {card} and open with it: {melds}")
TAKE_IT = Words("Hints", "take {card}: it fits your melds")
LAY_DOWN = Words("Hints", "lay down {melds}: %n card(s) out of your hand")
LAY_OFF_IT = Words("Hints", "lay off {card}: a card fewer in your hand")
EXCHANGE = Words("Hints", "put {card} in place of the joker: the joker comes to your hand")
DISCARD_SAFE = Words("Hints", "discard {card}: the next player cannot lay it off")
DISCARD_KEEP = Words("Hints", "discard {card}: the cards you keep are the likeliest to meld")


def scala40_reason(view: Scala40View, action: Action) -> Words | None:
    if isinstance(action, DrawStock):
        return DRAW_STOCK
    if isinstance(action, TakeDiscard):
        top = card_text(view.discard_top) if view.discard_top is not None else "?"
        if action.open_with:
            return TAKE_TO_OPEN.filled(card=top, melds=groups_text(action.open_with))
        return TAKE_IT.filled(card=top)
    if isinstance(action, Meld):
        laid = sum(len(g) for g in action.melds)
        return LAY_DOWN.filled(melds=groups_text(action.melds)).counting(laid)
    if isinstance(action, LayOff):
        return LAY_OFF_IT.filled(card=card_text(action.card))
    if isinstance(action, ExchangeJoker):
        return EXCHANGE.filled(card=card_text(action.card))
    if isinstance(action, Discard):
        state = private_state(view)
        nxt = _next_active(view.seat, view.active)
        if view.opened[nxt] and state.lays_off_somewhere(action.card):
            return DISCARD_KEEP.filled(card=card_text(action.card))
        return DISCARD_SAFE.filled(card=card_text(action.card))
    return None
