"""Scala 40 rules engine (RULES.md §2): one deal, and an elimination match.

A turn is a draw (`DrawStock` or `TakeDiscard`, which for a player who has not opened
carries his opening melds as one atomic action, §2.4 D2 (b)), any number of `Meld`,
`LayOff` and `ExchangeJoker` actions, and a `Discard`. Every action keeps the no-dead-end
principle (RULES.md §0.4): the player always keeps a card he may legally discard.

No deal runs forever (decision S40-A22, RULES.md is silent): the stock is recycled
indefinitely (§2.4 step 0), so a deal in which nobody can or will meld (an opening
minimum no hand reaches, players who only draw and discard, or who keep taking each
other's discards) would never end. Such a deal is void, like the deal whose discard pile
is too small to turn over: after 2 turns per card of the pack in a row in which no card
from a hand reached the table (a meld, a lay-off or a joker exchange), it ends with no
winner and nobody pays, and the same dealer deals again. Options that no hand could
ever win with are refused (`Scala40Options`).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import product
from typing import Any

from app.core.cards import Card
from app.core.decks import shuffled
from app.core.engine import Action, Engine, IllegalMove, MatchBase, Outcome, SeatView
from app.core.melds import HIGH, LOW, exchange_joker, extend, judge_laid, laid_readings, rank_at
from app.core.melds import Meld as JudgedMeld
from app.core.seats import next_active, seats_from
from app.games.scala40 import GAME
from app.games.scala40.rules import Scala40Options
from app.games.scala40.scoring import apply_payments, deal_payments, meld_opening_value

GAME_ID = GAME.id
#: S40-A22: a deal is void after this many turns per card of the pack in which no card
#: from a hand reached the table (2 x 106 = 212 turns; bots' longest idle run in 4,000
#: deals is far shorter, see bench/README.md).
STALL_TURNS_PER_CARD = 2

Group = tuple[Card, ...]
#: The chosen reading of each new meld, in order: "set", "run", or None where the group
#: has only one (RULES.md §0.4). Empty: no group needs one.
Readings = tuple[str | None, ...]


# --------------------------------------------------------------------------- actions


@dataclass(frozen=True)
class DrawStock(Action, kind="s40.draw_stock"):
    """Draw the stock's top card."""


@dataclass(frozen=True)
class TakeDiscard(Action, kind="s40.take_discard"):
    """Take the discard top; a player who has not opened opens with it at once (D2 (b)).

    `readings` says how each group of `open_with` is read where it has two readings.
    """

    open_with: tuple[Group, ...] = ()
    readings: Readings = ()


@dataclass(frozen=True)
class Meld(Action, kind="s40.meld"):
    """New melds from the hand (runs in laid order); the opening if not opened yet.

    The laid order places a run's jokers; where a group is both a set and a run (one
    natural and two jokers, `max_jokers_per_meld` 2 or more) `readings` names the one the
    player chose, group by group (RULES.md §0.4: the engine never guesses). Saved games
    from before the field replay unchanged: it defaults to no reading.
    """

    melds: tuple[Group, ...]
    readings: Readings = ()


@dataclass(frozen=True)
class LayOff(Action, kind="s40.lay_off"):
    """Lay `card` off on the table meld `meld_index`, at its `end` (a run's high or low)."""

    card: Card
    meld_index: int
    end: str = HIGH


@dataclass(frozen=True)
class ExchangeJoker(Action, kind="s40.exchange_joker"):
    """Put `card` in the place of the joker it stands for in the table meld
    `meld_index`, taking the joker."""

    card: Card
    meld_index: int


@dataclass(frozen=True)
class Discard(Action, kind="s40.discard"):
    """Discard `card`, ending the turn."""

    card: Card


# --------------------------------------------------------------------------- results, views


@dataclass(frozen=True, slots=True, kw_only=True)
class DealResult(Outcome):
    """A deal's outcome: `reason` "went_out" or "void"; `scores` are the points each
    seat pays (RULES.md §2.5: 0 for the winner, all 0 in a void deal), `winners` the
    player who went out (none in a void deal), `closed_in_hand` whether he went out in
    one turn from his hand (payments multiplied)."""

    closed_in_hand: bool = False

    @property
    def payments(self) -> tuple[int, ...]:
        return self.scores

    @property
    def winner(self) -> int | None:
        return self.winners[0] if self.winners else None

    @property
    def ending(self) -> str:
        return "closed_in_hand" if self.closed_in_hand else self.reason

    @classmethod
    def upgrade(cls, data: dict[str, Any]) -> dict[str, Any]:
        """Saved games before release 0.2 wrote `winner` and `payments`."""
        if "payments" in data and "scores" not in data:
            data["scores"] = data.pop("payments")
        if "winner" in data and "winners" not in data:
            winner = data.pop("winner")
            data["winners"] = [] if winner is None else [winner]
        return data


@dataclass(frozen=True, slots=True)
class TableMeld:
    """A meld on the table: the judged meld (run positions or set rank) and who laid it."""

    owner: int
    meld: JudgedMeld

    @property
    def cards(self) -> Group:
        return self.meld.cards


@dataclass(frozen=True, slots=True)
class Scala40View(SeatView):
    """What one seat may see (RULES.md §0.4): its hand, the table, the face-up discards."""

    seat: int
    to_play: int | None
    phase: str
    hand: tuple[Card, ...]
    table: tuple[TableMeld, ...]
    discard: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    stock_count: int
    opened: tuple[bool, ...]
    active: tuple[bool, ...]
    scores: tuple[int, ...]
    taken_card: Card | None
    turn: int
    dealer: int
    options: Scala40Options
    result: DealResult | None
    #: Once the deal is over, every seat's hand, laid down face up to be counted (empty
    #: while it is played: nobody sees another's hand).
    revealed: tuple[tuple[Card, ...], ...] = ()

    @property
    def discard_top(self) -> Card | None:
        return self.discard[-1] if self.discard else None

    @property
    def zones(self) -> dict[str, Any]:
        """The generic zone listing the table layer draws (DESIGN.md §2 Zones)."""
        zones: dict[str, Any] = {
            f"hand:{self.seat}": self.hand,
            "stock": self.stock_count,
            "discard": self.discard,
        }
        for seat, count in enumerate(self.hand_counts):
            if seat != self.seat:
                zones[f"hand:{seat}"] = count
        for i, m in enumerate(self.table):
            zones[f"meld:{i}"] = m.cards
        return zones


# --------------------------------------------------------------------------- meld judging


def judge_meld(
    group: Sequence[Card], options: Scala40Options, reading: str | None = None
) -> JudgedMeld | IllegalMove:
    """A new meld as laid, read as `reading` if given (core `judge_laid` with this game's
    meld rules); a group with two readings and none chosen is `ambiguous_meld`."""
    return judge_laid(group, options.meld_rules, reading)


def meld_readings(group: Sequence[Card], options: Scala40Options) -> list[Readings]:
    """The readings to send with this one group: `[()]` when it has one (or none: the
    engine names its problem), else one per reading ("set", "run")."""
    readings = laid_readings(group, options.meld_rules)
    if len(readings) < 2:
        return [()]
    return [(m.kind,) for m in readings]


def extend_meld(
    meld: JudgedMeld, c: Card, end: str, options: Scala40Options
) -> JudgedMeld | IllegalMove:
    """The meld with `c` laid off at `end` (core `extend` with this game's meld rules)."""
    return extend(meld, c, end, options.meld_rules)


# --------------------------------------------------------------------------- the deal


class Scala40(Engine):
    """One deal of Scala 40. Build with `new(options, seed)` or `from_position(...)`."""

    options_class = Scala40Options
    result: DealResult | None

    def _set_up(self) -> None:  # `turn` counts from 0
        n = self.num_players
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.stock: list[Card] = []  # top first
        self.discard: list[Card] = []  # bottom first; the top is the last card
        self.table: list[TableMeld] = []
        self.active = [True] * n
        self.scores = [0] * n
        self.opened = [False] * n
        self.phase = "draw"
        self.first_player = self._to_play
        self.upcard_untouched = True
        self.taken_card: Card | None = None
        self.opened_this_turn = False
        self.must_meld: list[Card] = []
        self.placed_this_turn = False
        self.idle_turns = 0  # turns in a row in which no hand card reached the table
        self._searching = False  # True only in the trial states of `_can_finish`

    def _deal(
        self,
        rng: random.Random,
        active: Sequence[bool] | None = None,
        scores: Sequence[int] | None = None,
    ) -> None:
        """Shuffle and deal (RULES.md §2.1, §0.4): 13 each clockwise from the dealer's left,
        to the seats still in (`active`); `scores` are the match's running totals."""
        if active is not None:
            self.active = list(active)
        if scores is not None:
            self.scores = list(scores)
        order = seats_from(self.dealer, self.active)
        pack = shuffled(self.pack, rng)
        dealt = self.options.hand_size * len(order)
        for i in range(dealt):
            self.hands[order[i % len(order)]].append(pack[i])
        self.discard, self.stock = [pack[dealt]], pack[dealt + 1 :]
        self._to_play = self.first_player = order[0]

    # ------------------------------------------------------------------ construction
    @classmethod
    def from_position(
        cls,
        hands: Sequence[Sequence[Card]],
        stock: Sequence[Card] = (),
        discard: Sequence[Card] = (),
        table: Sequence[Sequence[Card]] = (),
        to_play: int = 0,
        options: Scala40Options | Mapping[str, Any] | None = None,
        dealer: int = 0,
        opened: Sequence[bool] | None = None,
        turn: int = 8,
        phase: str = "draw",
        table_owners: Sequence[int] | None = None,
        active: Sequence[bool] | None = None,
        scores: Sequence[int] | None = None,
        table_readings: Sequence[str | None] | None = None,
    ) -> Scala40:
        """The test constructor for partial scenario states (RULES.md, how to read).

        `turn` is the 0-based index of the current turn (default: past the first round);
        `phase="meld_or_discard"` starts after the draw. Table melds are given as laid,
        with `table_readings` for those that have two readings (§0.4).
        """
        opts = Scala40Options.coerce(options)
        if len(hands) != opts.num_players:
            raise ValueError(f"{len(hands)} hands for {opts.num_players} players")
        melds: list[TableMeld] = []
        for i, group in enumerate(table):
            judged = judge_meld(group, opts, table_readings[i] if table_readings else None)
            if isinstance(judged, IllegalMove):
                raise ValueError(f"table meld {i} is not valid: {judged}")
            owner = table_owners[i] if table_owners is not None else (to_play + 1) % len(hands)
            melds.append(TableMeld(owner, judged))
        state = cls(opts, dealer)
        state.hands = [list(h) for h in hands]
        state.stock = list(stock)
        state.discard = list(discard)
        state.table = melds
        state._to_play = to_play
        if active is not None:
            state.active = list(active)
        if scores is not None:
            state.scores = list(scores)
        state.first_player = seats_from(dealer, state.active)[0]
        state.turn = turn
        state.upcard_untouched = turn == 0 and len(state.discard) == 1
        if opened is not None:
            state.opened = list(opened)
        if phase == "draw":
            state._begin_turn()
        else:
            state.phase = phase
        return state

    # ------------------------------------------------------------------ contract
    @property
    def active_count(self) -> int:
        return sum(self.active)

    @property
    def stall_limit(self) -> int:
        """S40-A22: after this many turns in a row in which no card from a hand reached
        the table, the deal is void (no deal runs forever; see the module docstring)."""
        return STALL_TURNS_PER_CARD * self.options.pack.size

    @property
    def first_round(self) -> bool:
        """RULES.md S40-A12: the first n turns of the deal, n = active players."""
        return self.turn < self.active_count

    def view(self, seat: int) -> Scala40View:
        return Scala40View(
            seat=seat,
            to_play=self.to_play,
            phase=self.phase,
            hand=tuple(self.hands[seat]),
            table=tuple(self.table),
            discard=tuple(self.discard),
            hand_counts=tuple(len(h) for h in self.hands),
            stock_count=len(self.stock),
            opened=tuple(self.opened),
            active=tuple(self.active),
            scores=tuple(self.scores),
            taken_card=self.taken_card,
            turn=self.turn,
            dealer=self.dealer,
            options=self.options,
            result=self.result,
            revealed=tuple(tuple(h) for h in self.hands) if self.result is not None else (),
        )

    def replay_extras(self) -> dict[str, Sequence[Any]]:
        return {"active": self.active, "scores": self.scores}

    # ------------------------------------------------------------------ the rules
    checks_while_applying = True  # "can he still finish?" is judged while applying

    def _apply(s, action: Action) -> None:  # noqa: N805 - `s`, the trial state
        if s.result is not None:
            raise IllegalMove("deal_over")
        seat = s._to_play
        if isinstance(action, DrawStock | TakeDiscard):
            if s.phase != "draw":
                raise IllegalMove("already_drawn")
            if isinstance(action, DrawStock):
                if not s.stock:
                    raise IllegalMove("stock_empty")
                s.hands[seat].append(s.stock.pop(0))
                s.phase = "meld_or_discard"
                s.upcard_untouched = False
                return
            s._take_discard(seat, action.open_with, action.readings)
            return
        if s.phase != "meld_or_discard":
            raise IllegalMove("must_draw_first")
        if isinstance(action, Meld):
            s._meld(seat, action.melds, action.readings)
            s._check_keeps_discard(seat)
        elif isinstance(action, LayOff):
            s._lay_off(seat, action.card, action.meld_index, action.end)
            s._check_keeps_discard(seat)
        elif isinstance(action, ExchangeJoker):
            s._exchange(seat, action.card, action.meld_index)
            s._check_keeps_discard(seat)
        elif isinstance(action, Discard):
            s._discard(seat, action.card)
        else:
            raise IllegalMove("unknown_action", action=type(action).__name__)

    def _take_discard(
        self, seat: int, open_with: Sequence[Sequence[Card]], readings: Readings = ()
    ) -> None:
        if not self.discard:
            raise IllegalMove("discard_empty")
        if readings and not open_with:
            raise IllegalMove("readings_mismatch", melds=0, readings=len(readings))
        top = self.discard[-1]
        upcard_turn = self.upcard_untouched and self.turn == 0 and seat == self.first_player
        self.discard.pop()
        self.hands[seat].append(top)
        self.taken_card = top
        self.phase = "meld_or_discard"
        self.upcard_untouched = False
        if self.options.discard_taken_must_be_melded and not upcard_turn:
            self.must_meld.append(top)
        if self.opened[seat]:
            if open_with:
                self._meld(seat, open_with, readings)
        elif open_with:
            if not upcard_turn and not any(top in group for group in open_with):
                raise IllegalMove("taken_card_not_in_opening", card=top)
            self._meld(seat, open_with, readings)
        elif not upcard_turn:
            raise IllegalMove("must_open_with_discard", card=top)
        self._check_keeps_discard(seat)

    def _meld(self, seat: int, melds: Sequence[Sequence[Card]], readings: Readings = ()) -> None:
        if not melds:
            raise IllegalMove("no_meld")
        if readings and len(readings) != len(melds):
            raise IllegalMove("readings_mismatch", melds=len(melds), readings=len(readings))
        hand = self.hands[seat]
        placed = [c for g in melds for c in g]
        repeated = [c for c, k in Counter(placed).items() if k > 1]
        if repeated:
            raise IllegalMove("card_repeated", cards=sorted(repeated, key=Card.sort_key))
        foreign = [c for c in placed if c not in hand]
        if foreign:
            raise IllegalMove("card_not_in_hand", cards=foreign)
        judged: list[JudgedMeld] = []
        for i, group in enumerate(melds):
            result = judge_meld(group, self.options, readings[i] if readings else None)
            if isinstance(result, IllegalMove):
                raise result
            judged.append(result)
        rest = [c for c in hand if c not in set(placed)]
        if not self.opened[seat]:
            value = sum(meld_opening_value(m) for m in judged)
            closing = len(rest) == 1 and not self.options.close_in_hand_requires_min
            if value < self.options.opening_min and not closing:
                raise IllegalMove(
                    "opening_too_small", points=value, minimum=self.options.opening_min
                )
            if self.options.opening_requires_quad_or_run and not any(
                m.kind == "run" or len(m.cards) == 4 for m in judged
            ):
                raise IllegalMove("opening_needs_quad_or_run")
            self.opened[seat] = True
            self.opened_this_turn = True
        self.hands[seat] = rest
        self.placed_this_turn = True
        self.table.extend(TableMeld(seat, m) for m in judged)
        self.must_meld = [c for c in self.must_meld if c not in set(placed)]

    def _may_lay_off(self, seat: int) -> IllegalMove | None:
        if not self.opened[seat]:
            return IllegalMove("not_opened")
        if self.opened_this_turn and not self.options.layoff_on_opening_turn:
            return IllegalMove("not_in_opening_turn")
        return None

    def _table_meld(self, index: int) -> JudgedMeld:
        if not 0 <= index < len(self.table):
            raise IllegalMove("no_such_meld", meld_index=index)
        return self.table[index].meld

    def _lay_off(self, seat: int, c: Card, index: int, end: str) -> None:
        problem = self._may_lay_off(seat)
        if problem:
            raise problem
        if c not in self.hands[seat]:
            raise IllegalMove("card_not_in_hand", cards=[c])
        grown = extend_meld(self._table_meld(index), c, end, self.options)
        if isinstance(grown, IllegalMove):
            raise grown
        self.table[index] = TableMeld(self.table[index].owner, grown)
        self.placed_this_turn = True
        self.hands[seat].remove(c)
        if c in self.must_meld:
            self.must_meld.remove(c)

    def _exchange(self, seat: int, c: Card, index: int) -> None:
        problem = self._may_lay_off(seat)
        if problem:
            raise problem
        if c not in self.hands[seat]:
            raise IllegalMove("card_not_in_hand", cards=[c])
        result = exchange_joker(self._table_meld(index), c)
        if isinstance(result, IllegalMove):
            raise result
        meld, joker = result
        self.placed_this_turn = True
        self.table[index] = TableMeld(self.table[index].owner, meld)
        self.hands[seat].remove(c)
        self.hands[seat].append(joker)
        if c in self.must_meld:
            self.must_meld.remove(c)
        if self.options.exchanged_joker_must_be_melded_same_turn:
            self.must_meld.append(joker)

    # ------------------------------------------------------------------ discarding
    def lays_off_somewhere(self, c: Card) -> bool:
        return any(self._extends(m, c) for m in self.table)

    def _extends(self, m: TableMeld, c: Card) -> bool:
        return any(
            not isinstance(extend_meld(m.meld, c, end, self.options), IllegalMove)
            for end in (LOW, HIGH)
        )

    def discard_problem(self, seat: int, c: Card, final_check: bool = False) -> IllegalMove | None:
        """Why `c` may not be discarded now (Step 3); `final_check` adds must-meld cards."""
        problem = self._base_discard_problem(seat, c, final_check)
        if problem is not None:
            return problem
        if (
            self.options.forbid_discard_that_lays_off
            and self._may_lay_off(seat) is None
            and self.lays_off_somewhere(c)
        ):
            # The house rule yields when every other card is undiscardable too: it may
            # not leave the player without a legal end of turn (no dead ends, §0.4). It
            # never yields for a last card: going out with a card that lays off is what
            # the rule forbids, so the action that would leave it is refused instead
            # (`last_card_lays_off`, §2.4 step 2).
            hand = self.hands[seat]
            if len(hand) == 1:
                return IllegalMove("discard_could_lay_off", card=c)
            if any(
                x != c
                and not self.lays_off_somewhere(x)
                and self._base_discard_problem(seat, x, final_check) is None
                for x in hand
            ):
                return IllegalMove("discard_could_lay_off", card=c)
        return None

    def _base_discard_problem(
        self, seat: int, c: Card, final_check: bool = False
    ) -> IllegalMove | None:
        hand = self.hands[seat]
        opts = self.options
        if c not in hand:
            return IllegalMove("card_not_in_hand", cards=[c])
        if c in self.must_meld:
            return IllegalMove("must_meld_card", card=c)
        if final_check and self.must_meld:
            return IllegalMove("must_meld_first", cards=list(self.must_meld))
        if c == self.taken_card and opts.forbid_discard_of_taken_card:
            return IllegalMove("discard_of_taken_card", card=c)
        if len(hand) == 1:
            if self.first_round and opts.no_close_first_round:
                return IllegalMove("no_going_out_first_round", card=c)
            if c.is_joker and opts.forbid_joker_final_discard:
                return IllegalMove("joker_final_discard", card=c)
        return None

    def _check_keeps_discard(self, seat: int) -> None:
        """No dead ends (RULES.md §0.4, §2.4 step 2): some card must stay discardable, and
        cards that must be melded this turn (the taken discard, an exchanged joker, under
        their options) must still have a way onto the table before the discard."""
        hand = self.hands[seat]
        if not any(self.discard_problem(seat, c) is None for c in hand):
            if len(hand) == 1 and self.discard_problem(seat, hand[0]) == IllegalMove(
                "discard_could_lay_off", card=hand[0]
            ):
                # A dead end: the last card may not be discarded because it lays off, and
                # laying it off would leave nothing to discard (forbid_discard_that_lays_off).
                raise IllegalMove(
                    "last_card_lays_off",
                    card=hand[0],
                    melds=[i for i, m in enumerate(self.table) if self._extends(m, hand[0])],
                )
            raise IllegalMove("no_card_to_discard", hand=list(hand))
        if self.must_meld and not self._searching and not self._can_finish(seat):
            raise IllegalMove("cannot_meld_in_time", cards=list(self.must_meld))

    def _can_finish(self, seat: int, depth: int = 3) -> bool:
        """Whether melds and lay-offs of the must-meld cards lead to a legal discard.

        A bounded search over the moves that place a must-meld card (each removes one, so
        the depth covers the taken card and an exchanged joker). It may miss a finish
        that needs other moves first, which only makes the rule stricter, never a dead end.
        """
        if not self.must_meld:
            return any(
                self.discard_problem(seat, c, final_check=True) is None for c in self.hands[seat]
            )
        if depth == 0:
            return False
        for action in self._must_meld_moves(seat):
            trial = self.clone()
            trial._searching = True
            try:
                trial._apply(action)
            except IllegalMove:
                continue
            if trial._can_finish(seat, depth - 1):
                return True
        return False

    def _must_meld_moves(self, seat: int) -> Iterator[Action]:
        for c in self.must_meld:
            for i, m in enumerate(self.table):
                yield LayOff(c, i, HIGH)
                if m.meld.kind == "run":
                    yield LayOff(c, i, LOW)
                if not c.is_joker:
                    yield ExchangeJoker(c, i)
        for group in hand_melds(self.hands[seat], self.options):
            if any(c in group for c in self.must_meld):
                for readings in meld_readings(group, self.options):
                    yield Meld((group,), readings)

    def _discard(self, seat: int, c: Card) -> None:
        problem = self.discard_problem(seat, c, final_check=True)
        if problem:
            raise problem
        self.hands[seat].remove(c)
        self.discard.append(c)
        if not self.hands[seat]:
            closed = self.opened_this_turn
            payments = deal_payments(self.hands, seat, closed, self.active, self.options)
            self.result = DealResult(
                reason="went_out", scores=tuple(payments), winners=(seat,), closed_in_hand=closed
            )
            self.turn += 1
            return
        self.turn += 1
        self.idle_turns = 0 if self.placed_this_turn else self.idle_turns + 1
        if self.idle_turns >= self.stall_limit:
            self.result = DealResult(reason="void", scores=(0,) * self.num_players, winners=())
            return
        self._to_play = next_active(seat, self.active)
        self._begin_turn()

    def _begin_turn(self) -> None:
        """Reset the turn's flags and recycle an empty stock (§2.4 step 0)."""
        self.phase = "draw"
        self.taken_card = None
        self.opened_this_turn = False
        self.placed_this_turn = False
        self.must_meld = []
        if not self.stock:
            if len(self.discard) < 2:
                self.result = DealResult(reason="void", scores=(0,) * self.num_players, winners=())
                return
            turned = list(self.discard)  # bottom first: the old bottom is the new top
            self.discard = [turned[0]]
            self.stock = turned[1:]
            self.upcard_untouched = False

    # ------------------------------------------------------------------ finite choices
    def candidate_actions(self) -> Iterator[Action]:
        """Candidate actions (not all legal) covering every kind; filter with `legal()`."""
        if self.result is not None:
            return
        seat = self._to_play
        hand = self.hands[seat]
        if self.phase == "draw":
            yield DrawStock()
            yield TakeDiscard()
            if self.discard:
                top = self.discard[-1]
                for combo in self._opening_candidates([*hand, top], must_hold=top):
                    for readings in self._combo_readings(combo):
                        yield TakeDiscard(combo, readings)
            return
        for c in hand:
            yield Discard(c)
        for combo in self._opening_candidates(hand):
            for readings in self._combo_readings(combo):
                yield Meld(combo, readings)
        if self.opened[seat]:
            for group in hand_melds(hand, self.options):
                for readings in meld_readings(group, self.options):
                    yield Meld((group,), readings)
            for i, m in enumerate(self.table):
                for c in hand:
                    for end in (LOW, HIGH) if m.meld.kind == "run" else (HIGH,):
                        yield LayOff(c, i, end)
                    if any(x.is_joker for x in m.cards):
                        yield ExchangeJoker(c, i)

    def _combo_readings(self, combo: Sequence[Group]) -> Iterator[Readings]:
        """Each way to read the groups of a combination (one per reading of every group
        that has two, RULES.md §0.4); `()` when none has."""
        choices = [meld_readings(g, self.options) for g in combo]
        if all(c == [()] for c in choices):
            yield ()
            return
        for picked in product(*choices):
            yield tuple(r[0] if r else None for r in picked)

    def legal_actions(self) -> list[Action]:
        seen: list[Action] = []
        for action in self.candidate_actions():
            if action not in seen and self.legal(action) is None:
                seen.append(action)
        return seen

    def _opening_candidates(
        self, hand: Sequence[Card], must_hold: Card | None = None
    ) -> list[tuple[Group, ...]]:
        """Greedy disjoint combinations of hand melds, highest value first."""
        groups = hand_melds(hand, self.options)
        first = [g for g in groups if must_hold in g] if must_hold is not None else groups
        out: list[tuple[Group, ...]] = []
        for start in first[:6]:
            chosen = [start]
            used = set(start)
            for g in groups:
                if used.isdisjoint(g):
                    chosen.append(g)
                    used |= set(g)
            out.append(tuple(chosen))
        return out

    def all_cards(self) -> list[Card]:
        return (
            [c for h in self.hands for c in h]
            + self.stock
            + self.discard
            + [c for m in self.table for c in m.cards]
        )


def hand_melds(hand: Sequence[Card], options: Scala40Options) -> list[Group]:
    """Simple melds found in a hand (sets of distinct suits, natural runs, one joker added;
    one natural with two jokers where the options allow it)."""
    out: list[Group] = []
    naturals = [c for c in hand if not c.is_joker]
    jokers = [c for c in hand if c.is_joker]
    by_rank: dict[int, dict[str, Card]] = {}
    by_face: dict[tuple[int, str], Card] = {}
    for c in naturals:
        by_rank.setdefault(c.rank, {}).setdefault(c.suit, c)
        by_face.setdefault(c.face, c)
    for same in by_rank.values():
        distinct = tuple(same.values())
        if len(distinct) >= 3:
            out.append(distinct[:4])
        elif len(distinct) == 2 and jokers:
            out.append((*distinct, jokers[0]))
    for suit in "SHDC":
        for start in range(1, 13):
            run: list[Card] = []
            p = start
            while p <= 14:
                c = by_face.get((rank_at(p), suit))
                if c is None:
                    break
                run.append(c)
                p += 1
            if len(run) >= 3:
                out.append(tuple(run))
            elif len(run) == 2 and jokers and p <= 14:
                out.append((*run, jokers[0]))
    limit = options.meld_rules.max_wilds
    if len(jokers) >= 2 and (limit is None or limit >= 2):
        # One natural and two jokers: a set or a run, the mover chooses (§0.4, S40-A6).
        out.extend((c, jokers[0], jokers[1]) for c in by_face.values())
    out.sort(key=lambda g: -sum(min(c.rank, 10) for c in g))
    return [g for g in out if laid_readings(g, options.meld_rules)]


class Scala40Match(MatchBase):
    """An elimination match (RULES.md §2.6): deals until one active player remains."""

    outcome_class = DealResult
    options_class = Scala40Options
    deal_class = Scala40

    def _begin(self) -> None:
        self.active = [True] * self.options.num_players
        self.eliminated: list[list[int]] = []

    def _deal_setup(self) -> dict[str, Any]:
        return {"active": self.active, "scores": self.totals}

    def _count(self, result: DealResult) -> None:
        """A deal's payments: the totals, and who is out."""
        self.totals, self.active, out = apply_payments(
            self.totals, result.payments, self.active, self.options
        )
        self.eliminated.append(out)

    def _next_dealer(self, result: DealResult) -> int:
        """A void deal is dealt again by the same dealer; else the next seat still in."""
        return self.dealer if result.reason == "void" else next_active(self.dealer, self.active)

    @property
    def over(self) -> bool:
        return sum(self.active) <= 1

    def _winning_seats(self) -> list[int]:
        return [self.active.index(True)] if any(self.active) else []

    @property
    def winner(self) -> int | None:
        return self.winners[0] if self.winners else None

    def standing(self) -> dict[str, Any]:
        return {
            **super().standing(),
            "active": list(self.active),
            "eliminated": [list(x) for x in self.eliminated],
        }
