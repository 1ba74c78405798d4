"""Buraco Cerrado Sucio rules engine (RULES.md §5): one deal, and a match.

A turn is a draw (`Draw`, or `TakePile` with the meld that uses the pile's top card at
once, §5.4 (b)), any number of `Meld` and `LayOff` actions, and a `Discard`. The melds
are the canasta family's (`app.games.canasta`), judged with the positions the action
carries (§0.4): where a group or a lay-off has several readings and the action names
none, it is refused with the readings listed.

Running out of cards (§5.5): with a muerto available to the team, melding the last card
takes it at once (direct) and discarding it leaves it pending beside the taker until the
start of his next turn (indirect); otherwise running out closes the deal, which needs a
canasta. No stranded hand: an action that leaves fewer than two cards is refused unless
running out would be legal.

Decisions where RULES.md leaves a choice to the engine:

* With the stock empty and no muerto left (§5.6, BU-A10) the player may take the pile;
  `Draw` is then his way of declining it, and it ends the deal with no close bonus. If no
  pick-up is legal for him the deal ends at the start of his turn, as §5.6 says.
* A natural card that could either take a wild card's place or extend the run (a 2 of the
  suit) is a choice the action must name (BU-A8's "default: relocation" is the
  interface's default, not a guess of the engine).
* Seat scores: each seat is credited its team's deal score; `team_scores` are the teams'
  (they are not the sum of the seats).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from app.core.cards import Card
from app.core.decks import shuffled
from app.core.engine import Action, IllegalMove
from app.core.melds import is_wild, rank_at
from app.games.buraco import GAME
from app.games.buraco.rules import HAND_SIZE, MUERTO_SIZE, BuracoOptions
from app.games.buraco.scoring import LINES as TALLY_LINES
from app.games.buraco.scoring import team_tally
from app.games.canasta.engine import (
    DRAW,
    EXHAUSTED,
    PLAY,
    FamilyActions,
    FamilyResult,
    TeamMatch,
    TeamMeldEngine,
    TeamMeldView,
    one_per_face,
    unseen_dealer,
)
from app.games.canasta.melds import (
    CLEAN,
    DIRTY,
    RUN,
    SET_READING,
    THOUSAND,
    TeamMeld,
    completed_kind,
    judge_lay_off,
    judge_new,
    lay_off_readings,
    new_meld_readings,
    reading_for,
)
from app.games.canasta.packets import (
    PENDING,
    TAKEN,
    UNTAKEN,
    PacketFate,
    next_stock_packet,
    packet_for,
    team_packet,
)
from app.games.canasta.pickup import BURACO_PICKUP, pickup_problem

GAME_ID = GAME.id
CLOSED = "closed"

Group = tuple[Card, ...]
Positions = tuple[int, ...]


# --------------------------------------------------------------------------- actions


@dataclass(frozen=True)
class Draw(Action, kind="bu.draw"):
    """Draw the stock's top card (with the stock and every muerto gone: decline the pile,
    which ends the deal, BU-A10)."""


@dataclass(frozen=True)
class TakePile(Action, kind="bu.take_pile"):
    """Take the whole pile, melding its top card at once (§5.4 (b)) with hand cards only.

    `cards` holds the top card and the hand cards that join it: a new meld when `onto`
    is None (`positions` its reading, one per card in this order, or `SET_READING`), or
    cards added to the team's meld `onto` (`positions` where each stands in the run,
    `wild_end` where a relocated wild card goes). Empty readings: the engine takes the
    only one, or refuses with the list.
    """

    cards: Group
    positions: Positions = ()
    onto: int | None = None
    wild_end: str | None = None


@dataclass(frozen=True)
class Meld(Action, kind="bu.meld"):
    """New melds from the hand, several at once (BU-A19); `readings` one per meld (a run's
    positions in the order its cards are given, `SET_READING`, or () for the only one)."""

    melds: tuple[Group, ...]
    readings: tuple[Positions, ...] = ()


@dataclass(frozen=True)
class LayOff(Action, kind="bu.lay_off"):
    """Hand cards added to the team's meld `meld` (its index on the table); `positions`
    one per card in a run, `wild_end` the end a relocated wild card moves to (BU-A8)."""

    meld: int
    cards: Group
    positions: Positions = ()
    wild_end: str | None = None


@dataclass(frozen=True)
class Discard(Action, kind="bu.discard"):
    """Discard `card` onto the pile, ending the turn (the last card: an indirect muerto
    or a close, §5.5)."""

    card: Card


#: The family's actions, as this game has them.
FAMILY_ACTIONS = FamilyActions(Draw, TakePile, Meld, LayOff, Discard)


# --------------------------------------------------------------------------- results, views


DISCARD_EVENT, TAKE_PILE_EVENT = "discard", "take_pile"


@dataclass(frozen=True, slots=True)
class PublicEvent:
    """One entry of the deal's public event log (§5.11): what every seat saw happen.

    A discard (`card` the card that landed on the pile, `count` 1), or a pick-up of the
    pile (`card` its top card, melded at once; `count` how many cards the pile held: all
    but the top went into the taker's hand, which only he sees). A seat may remember
    every discard it saw land; the log never says more than that."""

    turn: int
    seat: int
    kind: str
    card: Card
    count: int = 1


@dataclass(frozen=True, slots=True, kw_only=True)
class DealResult(FamilyResult):
    """A deal's outcome with §5.7's breakdown per team (each tuple indexed by team):
    melded card points, canasta bonuses, close bonus, held cards (negative) and the
    muerto penalty (negative). `reason` is "closed" or "stock_exhausted"; `closer` the
    seat that closed. `scores` credit each seat its team's total."""

    LINES = TALLY_LINES
    ENDER = "closer"
    ENDED_BY = CLOSED

    canastas: tuple[int, ...] = ()
    close: tuple[int, ...] = ()
    muerto: tuple[int, ...] = ()
    closer: int | None = None


@dataclass(frozen=True, slots=True)
class BuracoView(TeamMeldView):
    """What one seat may see (§5.11): its hand and its pending muerto; counts of every
    other hand, the stock, the untaken muertos and the others' pending muertos; all melds;
    the pile's top card and size; each packet's fate (public)."""

    pile_top: Card | None
    pile_size: int
    packet_counts: tuple[int, ...]
    fates: tuple[PacketFate, ...]
    pending_counts: tuple[int, ...]
    pending: tuple[Card, ...]
    options: BuracoOptions
    result: DealResult | None
    #: Once the deal is over (`result` set), what each seat's players lay down to be
    #: counted, as at a real table: his hand, then the pending muerto beside him when
    #: §5.7 counts it as held (his partner closed, BU-A11). Empty during play (§5.11).
    revealed: tuple[tuple[Card, ...], ...] = ()
    #: The public event log (§5.11): every discard and pick-up of the deal, in order
    #: (empty for a position set up by hand: what came before it was not seen).
    log: tuple[PublicEvent, ...] = ()

    def _pile_zones(self) -> dict[str, Any]:
        return {
            "discard": (self.pile_top,) if self.pile_top is not None else (),
            "discard_size": self.pile_size,
        }

    def _side_zones(self) -> dict[str, Any]:
        zones: dict[str, Any] = {}
        for f, count in zip(self.fates, self.packet_counts, strict=True):
            if f.state == UNTAKEN:
                zones[f"muerto:{f.index}"] = count
        for seat, count in enumerate(self.pending_counts):
            if count:
                zones[f"pending_muerto:{seat}"] = self.pending if seat == self.seat else count
        return zones


# --------------------------------------------------------------------------- the deal


class Buraco(TeamMeldEngine):
    """One deal of Buraco. Build with `new(options, seed)` or `from_position(...)`."""

    options_class = BuracoOptions
    result: DealResult | None

    def _set_up(self) -> None:
        super()._set_up()
        self.packets: list[list[Card]] = []  # untaken muertos, in dealt order (last on top)
        self.fates: list[PacketFate] = []
        self.pending: list[list[Card]] = [[] for _ in range(self.num_players)]
        #: The public event log (§5.11), kept as the deal is played: replay rebuilds it.
        self.log: list[PublicEvent] = []

    def _deal(self, rng: random.Random, scores: Sequence[int] | None = None) -> None:
        """Shuffle and deal (§5.1, §0.4): 11 each clockwise from the dealer's left, then
        11 to `M0` and 11 to `M1`; the rest is the stock; no up-card. `scores` are the
        match's running totals."""
        n = self.num_players
        pack = shuffled(self.pack, rng)
        dealt = HAND_SIZE * n
        for i in range(dealt):
            self.hands[(self.dealer + 1 + i) % n].append(pack[i])
        muertos = dealt + 2 * MUERTO_SIZE
        self.packets = [pack[dealt : dealt + MUERTO_SIZE], pack[dealt + MUERTO_SIZE : muertos]]
        self.fates = [PacketFate(0), PacketFate(1)]
        self.stock = pack[muertos:]
        if scores is not None:
            self.scores = list(scores)

    # ------------------------------------------------------------------ construction
    @classmethod
    def from_position(
        cls,
        hands: Sequence[Sequence[Card]],
        stock: Sequence[Card] = (),
        pile: Sequence[Card] = (),
        melds: Sequence[tuple[int, Sequence[Card], Sequence[int]]] = (),
        muertos: Sequence[Sequence[Card]] = ((), ()),
        fates: Sequence[PacketFate] | None = None,
        pending: Mapping[int, Sequence[Card]] | None = None,
        to_play: int = 0,
        phase: str = DRAW,
        options: BuracoOptions | Mapping[str, Any] | None = None,
        dealer: int = 0,
        turn: int = 8,
        begin_turn: bool = False,
    ) -> Buraco:
        """The test constructor for partial scenario states (RULES.md, how to read).

        `melds` are (team, cards, reading) with a reading as `judge_new` takes it; an
        untaken muerto is given by its cards (in dealt order); `fates` say which packets
        were taken or became the stock; `pending` the seats' pending muertos.
        `begin_turn` runs the start of the turn (pending muerto, stock check, §5.6).
        """
        opts = BuracoOptions.coerce(options)
        if len(hands) != opts.num_players:
            raise ValueError(f"{len(hands)} hands for {opts.num_players} players")
        table: list[TeamMeld] = []
        for team, group, reading in melds:
            judged = judge_new(list(group), opts.family, tuple(reading), team)
            if isinstance(judged, IllegalMove):
                raise ValueError(f"table meld {list(map(str, group))} is not valid: {judged}")
            table.append(judged)
        state = cls(opts, dealer)
        state.hands = [list(h) for h in hands]
        state.stock = list(stock)
        state.pile = list(pile)
        state.melds = table
        state.packets = [list(m) for m in muertos]
        state.fates = (
            list(fates) if fates is not None else [PacketFate(i) for i in range(len(muertos))]
        )
        state._to_play = to_play
        for seat, cards_ in (pending or {}).items():
            state.pending[seat] = list(cards_)
        state.phase = phase
        state.turn = turn
        if begin_turn and phase == DRAW:
            state._begin_turn()
        return state

    # ------------------------------------------------------------------ queries
    def muerto_for(self, team: int) -> int | None:
        """The muerto the team would take on running out now (§5.5), if any."""
        return packet_for(self.fates, team)

    def has_canasta(self, team: int) -> bool:
        """Whether the team may close (§5.5, `close_requires`, BU-A6)."""
        allowed = {CLEAN, THOUSAND} if self.options.close_requires == "clean" else {
            CLEAN, DIRTY, THOUSAND,
        }  # fmt: skip
        fam = self.options.family
        return any(m.team == team and completed_kind(m, fam) in allowed for m in self.melds)

    def can_run_out(self, team: int) -> bool:
        return self.muerto_for(team) is not None or self.has_canasta(team)

    # ------------------------------------------------------------------ rules
    def _draw(self, seat: int, action: Draw) -> None:
        if not self.stock:
            if not self.exhausted:  # pragma: no cover - the turn start keeps a stock
                raise IllegalMove("stock_empty")
            self._end(EXHAUSTED, None)
            return
        self.hands[seat].append(self.stock.pop(0))
        self.phase = PLAY

    def _take_pile(self, seat: int, action: TakePile) -> None:
        problem = pickup_problem(self.pile, self.hands[seat], action.cards, BURACO_PICKUP)
        if problem is not None:
            raise problem
        team = self.team_of(seat)
        fam = self.options.family
        if action.onto is None:
            judged = judge_new(action.cards, fam, action.positions, team)
            if isinstance(judged, IllegalMove):
                raise judged
            self.melds.append(judged)
        else:
            meld = self._own_meld(seat, action.onto)
            grown = judge_lay_off(meld, action.cards, fam, action.positions, action.wild_end)
            if isinstance(grown, IllegalMove):
                raise grown
            self.melds[action.onto] = grown.meld
        top = self.pile[-1]
        self.log.append(PublicEvent(self.turn, seat, TAKE_PILE_EVENT, top, len(self.pile)))
        used = set(action.cards) - {top}
        self.hands[seat] = [c for c in self.hands[seat] if c not in used] + self.pile[:-1]
        self.pile = []
        self.phase = PLAY
        self._after_melding(seat)

    def _meld(self, seat: int, action: Meld) -> None:
        if not action.melds:
            raise IllegalMove("nothing_to_meld")
        every = [c for g in action.melds for c in g]
        self._from_hand(seat, every)
        if action.readings and len(action.readings) != len(action.melds):
            raise IllegalMove("one_reading_per_meld", melds=len(action.melds))
        team = self.team_of(seat)
        for i, group in enumerate(action.melds):
            reading = action.readings[i] if action.readings else ()
            judged = judge_new(group, self.options.family, reading, team)
            if isinstance(judged, IllegalMove):
                raise judged
            self.melds.append(judged)
        self._take_from_hand(seat, every)
        self._after_melding(seat)

    def _lay_off(self, seat: int, action: LayOff) -> None:
        self._from_hand(seat, action.cards)
        meld = self._own_meld(seat, action.meld)
        grown = judge_lay_off(
            meld, action.cards, self.options.family, action.positions, action.wild_end
        )
        self._laid_off(seat, action.meld, action.cards, grown)

    def _after_melding(self, seat: int) -> None:
        """Running out by melding (§5.5): the direct muerto, or a close; and the rule of
        no stranded hand for whatever the action left."""
        team = self.team_of(seat)
        left = len(self.hands[seat])
        if left >= 2:
            return
        muerto = self.muerto_for(team)
        if left == 1:
            if muerto is None and not self.has_canasta(team):
                raise IllegalMove("stranded_hand", left=1)
            return
        if muerto is not None:
            self.hands[seat] = list(self.packets[muerto])
            self.packets[muerto] = []
            self.fates[muerto] = self.fates[muerto].taken_by(seat, team, pending=False)
            return
        if not self.has_canasta(team):
            raise IllegalMove("close_needs_canasta", team=team)
        self._end(CLOSED, seat)

    def _discard(self, seat: int, action: Discard) -> None:
        c = action.card
        if c not in self.hands[seat]:
            raise IllegalMove("not_in_hand", cards=[c])
        team = self.team_of(seat)
        hand = self.hands[seat]
        # Logged before the checks below: a refused discard is applied to a trial copy only.
        self.log.append(PublicEvent(self.turn, seat, DISCARD_EVENT, c))
        if len(hand) == 1:
            muerto = self.muerto_for(team)
            if muerto is not None:  # the indirect muerto (§5.5)
                hand.remove(c)
                self.pile.append(c)
                self.pending[seat] = list(self.packets[muerto])
                self.packets[muerto] = []
                self.fates[muerto] = self.fates[muerto].taken_by(seat, team, pending=True)
                self._next_turn()
                return
            if not self.has_canasta(team):
                raise IllegalMove("close_needs_canasta", team=team)
            hand.remove(c)
            self.pile.append(c)
            self._end(CLOSED, seat)
            return
        hand.remove(c)
        self.pile.append(c)
        self._next_turn()

    def _begin_turn(self) -> None:
        """The start of a turn: a pending muerto becomes its taker's hand, then the stock
        check (§5.5, §5.6): an empty stock is replaced by the untaken muerto with the
        higher index; with none left the player may only take the pile, or the deal ends."""
        seat = self._to_play
        self.phase = DRAW
        if self.pending[seat]:
            self.hands[seat].extend(self.pending[seat])
            self.pending[seat] = []
            for i, f in enumerate(self.fates):
                if f.seat == seat and f.state == PENDING:
                    self.fates[i] = PacketFate(i, TAKEN, f.seat, f.team, f.owner)
        if self.stock:
            return
        index = next_stock_packet(self.fates)
        if index is not None:
            self.stock = list(reversed(self.packets[index]))  # the last card dealt on top
            self.packets[index] = []
            self.fates[index] = self.fates[index].as_stock()
            return
        self._stock_gone(seat)

    rules_by_action = {
        Draw: (DRAW, _draw),
        TakePile: (DRAW, _take_pile),
        Meld: (PLAY, _meld),
        LayOff: (PLAY, _lay_off),
        Discard: (PLAY, _discard),
    }

    # ------------------------------------------------------------------ the end
    def _end(self, reason: str, closer: int | None) -> None:
        n = self.num_players
        team_count = max(self.teams) + 1
        closer_team = self.team_of(closer) if closer is not None else None
        tallies = []
        for team in range(team_count):
            members = [s for s in range(n) if self.teams[s] == team]
            held = [c for s in members for c in self.hands[s]]
            took = False
            f = team_packet(self.fates, team)
            if f is not None and f.state == TAKEN:
                took = True
            elif f is not None and f.state == PENDING and closer_team == team:
                # BU-A11: the partner's close makes the pending muerto taken (held cards)
                took = True
                held += self.pending[f.seat] if f.seat is not None else []
            tallies.append(
                team_tally(team, self.melds, held, closer_team == team, took, self.options)
            )
        self.result = self._tallied(DealResult, reason, tallies, closer=closer)

    # ------------------------------------------------------------------ views

    def view(self, seat: int) -> BuracoView:
        return BuracoView(
            **self._view_fields(seat),
            pile_top=self.pile[-1] if self.pile else None,
            pile_size=len(self.pile),
            packet_counts=tuple(len(p) for p in self.packets),
            fates=tuple(self.fates),
            pending_counts=tuple(len(p) for p in self.pending),
            pending=tuple(self.pending[seat]),
            revealed=()
            if self.result is None
            else tuple(  # a pending muerto counts (is laid down) when its team closed
                tuple(self.hands[s])
                + (
                    tuple(self.pending[s])
                    if self.result.closer is not None
                    and self.teams[self.result.closer] == self.teams[s]
                    else ()
                )
                for s in range(self.num_players)
            ),
            log=tuple(self.log),
        )

    def candidate_actions(self) -> list[Action]:
        """The draw or pick-ups; then discards, new melds and single-card lay-offs (not
        every ordering of every meld: a meld is offered at its smallest, further cards as
        lay-offs)."""
        seat = self._to_play
        if self.phase == DRAW:
            out: list[Action] = [Draw()]
            out.extend(self._pile_candidates(seat))
            return out
        hand = self.hands[seat]
        out = [Discard(c) for c in hand]
        fam = self.options.family
        out.extend(Meld((g,), (r,)) for g, r in hand_melds(hand, self.options))
        for i in self.team_melds(self.team_of(seat)):
            meld = self.melds[i]
            for c in hand:
                for r in lay_off_readings(meld, [c], fam):
                    out.append(LayOff(i, (c,), r.positions, r.wild_end))
        return out

    def _pile_candidates(self, seat: int) -> list[TakePile]:
        """Pick-ups worth judging: the top card onto each team meld (alone or with one or
        two hand cards), or a new meld of the top card and two hand cards."""
        if not self.pile:
            return []
        top = self.pile[-1]
        fam = self.options.family
        hand = self.hands[seat]
        near = [c for c in hand if _near(c, top, fam)]
        out: list[TakePile] = []
        for i in self.team_melds(self.team_of(seat)):
            meld = self.melds[i]
            fits = [c for c in hand if _fits_meld(c, meld, fam)]
            extras = [(), *((c,) for c in fits), *itertools.combinations(fits, 2)]
            for extra in extras:
                for r in lay_off_readings(meld, [top, *extra], fam):
                    out.append(TakePile((top, *extra), r.positions, i, r.wild_end))
        for x, y in itertools.combinations(near, 2):
            group = (top, x, y)
            for m in new_meld_readings(group, fam):
                out.append(TakePile(group, tuple(reading_for(group, m))))
        return out

    # ------------------------------------------------------------------ invariants
    def _set_aside_cards(self) -> list[Card]:
        return [c for p in self.packets for c in p] + [c for p in self.pending for c in p]


def _near(c: Card, top: Card, fam: Any) -> bool:
    """Whether a hand card may form a 3-card meld with the top card."""
    mr = fam.meld_rules
    if is_wild(c, mr) or is_wild(top, mr):
        return True
    if c.rank == top.rank:
        return True
    if c.suit != top.suit:
        return False
    gaps = {abs(c.rank - top.rank)}
    if 1 in (c.rank, top.rank):
        gaps.add(abs((14 if c.rank == 1 else c.rank) - (14 if top.rank == 1 else top.rank)))
    return min(gaps) <= 2


def _fits_meld(c: Card, meld: TeamMeld, fam: Any) -> bool:
    if is_wild(c, fam.meld_rules):
        return True
    if meld.kind == RUN:
        return c.suit == meld.suit
    return c.rank == meld.rank


def hand_melds(hand: Sequence[Card], options: BuracoOptions) -> list[tuple[Group, Positions]]:
    """New melds found in a hand, each with its reading: sets of three naturals (or two
    and a wild card), and runs of three or more consecutive cards of a suit with at most
    the allowed wild cards filling gaps or an end."""
    fam = options.family
    mr = fam.meld_rules
    wilds = [c for c in hand if c.is_joker or (c.rank == 2)]
    out: list[tuple[Group, Positions]] = []
    seen: set[tuple[Card, ...]] = set()

    def add(group: Sequence[Card], reading: Sequence[int]) -> None:
        key = tuple(sorted(group))
        if key in seen:
            return
        judged = judge_new(group, fam, reading)
        if isinstance(judged, TeamMeld):
            seen.add(key)
            out.append((tuple(group), tuple(reading)))

    if mr.sets:
        by_rank: dict[int, list[Card]] = {}
        for c in hand:
            if not is_wild(c, mr):
                by_rank.setdefault(c.rank, []).append(c)
        for same in by_rank.values():
            if len(same) >= 3:
                add(same[:3], SET_READING)
            if len(same) >= 2:
                for w in one_per_face(wilds):
                    add((*same[:2], w), SET_READING)
    by_face: dict[tuple[int, str], Card] = {}
    for c in hand:
        if not c.is_joker:
            by_face.setdefault(c.face, c)
    for suit in "SHDC":
        for start in range(1, 13):
            for length in range(3, 15 - start + 1):
                span = range(start, start + length)
                group: list[Card] = []
                spare = list(wilds)
                ok = True
                for p in span:
                    c = by_face.get((rank_at(p), suit))
                    if c is not None and c not in group:
                        group.append(c)
                        continue
                    while spare and spare[0] in group:
                        spare.pop(0)
                    if not spare:
                        ok = False
                        break
                    group.append(spare.pop(0))
                if not ok:
                    break
                n_wild = sum(
                    1
                    for c, p in zip(group, span, strict=True)
                    if c.is_joker or c.face != (rank_at(p), suit)
                )
                if mr.max_wilds is not None and n_wild > mr.max_wilds:
                    break
                add(group, list(span))
    return out


# --------------------------------------------------------------------------- private worlds


def private_state(view: BuracoView, rng: Any) -> Buraco:
    """A state consistent with a seat's view, hidden cards dealt at random from the cards
    the seat has not seen: what a bot judges its choices on (legality depends only on
    what the view shows: the hand, the melds, the pile's top and the counts)."""
    opts = view.options
    seen = set(view.hand) | set(view.pending) | {c for m in view.melds for c in m.cards}
    if view.pile_top is not None:
        seen.add(view.pile_top)
    take = unseen_dealer(opts.pack, seen, rng)
    hands = [
        list(view.hand) if s == view.seat else take(count)
        for s, count in enumerate(view.hand_counts)
    ]
    stock = take(view.stock_count)
    pile = take(view.pile_size - 1) + [view.pile_top] if view.pile_top is not None else []
    packets = [take(k) for k in view.packet_counts]
    state = Buraco(opts, view.dealer)
    state.hands, state.stock, state.pile = hands, stock, pile
    state.melds, state.packets, state.fates = list(view.melds), packets, list(view.fates)
    state._to_play = view.seat
    for s, count in enumerate(view.pending_counts):
        state.pending[s] = list(view.pending) if s == view.seat else take(count)
    state.phase = view.phase
    state.exhausted = view.exhausted
    state.turn = view.turn
    return state


# --------------------------------------------------------------------------- the match


class BuracoMatch(TeamMatch):
    """A match (§5.7, BU-A12): one deal by default; with `target_score`, deals until a
    team has at least the target after a deal and exactly one team is highest."""

    deal_class = Buraco
    options_class = BuracoOptions
    outcome_class = DealResult

    @property
    def over(self) -> bool:
        if not self.results:
            return False
        target = self.options.target_score
        if target is None:
            return True
        best = max(self.team_points)
        return best >= target and self.team_points.count(best) == 1
