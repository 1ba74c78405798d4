"""Scala 40 at the table: the controller between the engine and the card table.

The person's turn is a sequence of engine actions, each sent as soon as the gesture that
makes it ends: drawing (drag the stock or the discard's top card to the hand, or
double-click it), laying off (drop a hand card on a table meld), exchanging a joker (drop
the natural card on the joker), discarding (drop a card on the discard pile). New melds
are built first in a *staging area* (the tray above the hand), which shows whether each
meld is valid and, before the opening, the value so far ("32 / 40"); Lay down sends them
as one `Meld` action. A player who has not opened may take the discard only to open with
it at once (§2.4 D2 (b)): dragging it into the staging area stages it, and Lay down then
sends `TakeDiscard(open_with=…)`; Take back returns it.

Where a staged group has more than one reading (`5H 6H JK` is 4-5-6 or 5-6-7; with two
jokers allowed, `QH JK JK'` is a set of queens or a run at three places), the staging
area shows each reading as a small target under the tray, and a click picks one: the
group is laid in that order with each joker where it stands, and the reading goes with
the meld (RULES.md §0.4: the engine never guesses). Runs at several places start from
the order the person staged when it is valid, else from the run extending upward
(§0.4's default); a set or a run waits for the person's click.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from app.core.cards import SUIT_SYMBOLS, Card
from app.core.engine import Action, IllegalMove
from app.core.melds import Meld as JudgedMeld
from app.core.melds import all_readings, rank_at
from app.games.scala40.bots import Scala40Bot
from app.games.scala40.engine import (
    GAME_ID,
    HIGH,
    LOW,
    Discard,
    DrawStock,
    ExchangeJoker,
    LayOff,
    Meld,
    Readings,
    Scala40,
    Scala40Match,
    TakeDiscard,
    judge_meld,
)
from app.games.scala40.rules import Scala40Options
from app.games.scala40.scoring import hand_penalty, meld_opening_value
from app.table.layout import Place
from app.table.zones import ZoneSpec, is_hidden_card
from app.ui.controller_base import GameController
from app.ui.messages import RANK_NAMES, describe_problem
from app.ui.messages import card_text as pretty
from app.ui.messages import cards_text as pretty_cards

#: Where the Scala 40 zones sit on the table (the rest go by kind).
#: A reading of a staged group: its kind and, for a run, the positions its cards stand at.
ReadingKey = tuple[str, tuple[int, ...] | None]
#: Refusals about a meld's shape, as opposed to the rules of the turn.
SHAPE_PROBLEMS = frozenset(
    {
        "not_consecutive",
        "mixed_suits",
        "mixed_ranks",
        "not_a_run",
        "not_a_meld",
        "run_out_of_range",
        "repeated_suit",
        "set_too_large",
        "meld_too_long",
        "too_many_wilds",
        "group_too_short",
        "run_wraps",
        "ace_at_both_ends",
        "not_the_joker_card",
        "no_joker_in_meld",
        "exchange_needs_natural",
    }
)


def joker_stands_for(meld: JudgedMeld) -> list[str]:
    """What each joker of a meld represents, as text ("10♠", "9♥/9♣" in a set)."""
    out = []
    for i, c in enumerate(meld.cards):
        if not c.is_joker:
            continue
        if meld.kind == "run" and meld.positions is not None and meld.suit:
            out.append(RANK_NAMES[rank_at(meld.positions[i]) - 1] + SUIT_SYMBOLS[meld.suit])
        elif meld.rank is not None:
            present = {x.suit for x in meld.cards if not x.is_joker}
            missing = [s for s in "SHDC" if s not in present]
            out.append("/".join(RANK_NAMES[meld.rank - 1] + SUIT_SYMBOLS[s] for s in missing))
    return out


def reading_key(meld: JudgedMeld) -> ReadingKey:
    return (meld.kind, meld.positions)


def staged_reading(
    group: Sequence[Card], options: Scala40Options, chosen: ReadingKey | None = None
) -> JudgedMeld | None:
    """How a staged group is read: the reading the person chose, else its only one.

    Runs at several places and nothing chosen: the order as staged when it is a valid
    run (the person placed the joker), else the run extending upward (RULES.md §0.4's
    default). A group that is both a set and a run has no reading until the person picks
    one (None, as for a group that is no meld).
    """
    readings = all_readings(group, options.meld_rules)
    if chosen is not None:
        for m in readings:
            if reading_key(m) == chosen:
                return m
    if len(readings) == 1:
        return readings[0]
    if not readings or any(m.kind == "set" for m in readings):
        return None
    as_staged = judge_meld(group, options)
    if isinstance(as_staged, JudgedMeld):
        return as_staged
    return readings[-1]


def arrange(
    group: Sequence[Card], options: Scala40Options, chosen: ReadingKey | None = None
) -> tuple[Card, ...]:
    """The group in the order of its reading (`staged_reading`), if it has one, else as
    staged: a run in rank order with each joker where it stands."""
    reading = staged_reading(group, options, chosen)
    return reading.cards if reading is not None else tuple(group)


class Scala40Controller(GameController):
    game_id = GAME_ID

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.state: Scala40 | None = None
        self.match: Scala40Match | None = None
        self.bots: dict[int, Scala40Bot] = {}
        self.staging: list[list[Card]] = []
        #: The reading the person picked for a staged group, by the group's cards (a
        #: group whose cards change is read afresh).
        self.chosen: dict[frozenset[Card], ReadingKey] = {}
        self.taking = False  # the discard's top card is staged for an opening (D2 (b))

    # ------------------------------------------------------------------ match hooks
    def fresh_view(self) -> None:
        self._clear_staging()

    # ------------------------------------------------------------------ turn flow
    def persons_move(self) -> None:
        self._sync_hand_order()

    def apply_bot(self, seat: int, action: Action) -> None:
        assert self.state is not None
        self.message = self._describe(seat, action)
        self._play(action)

    def _play(self, action: Action) -> None:
        """Play a legal action and mark the cards it put on the table."""
        state = self.state
        assert state is not None
        before = {c for m in state.table for c in m.cards}
        state.play(action)
        after = {c for m in state.table for c in m.cards}
        self.last_play = after - before
        self.begin_turn()

    def _describe(self, seat: int, action: Action) -> str:
        name = self.seats[seat].name
        state = self.state
        assert state is not None
        if isinstance(action, DrawStock):
            return self.tr("{name} drew from the stock.").format(name=name)
        if isinstance(action, TakeDiscard):
            top = pretty(state.discard[-1]) if state.discard else "?"
            if action.open_with:
                return self.tr("{name} took {card} and opened.").format(name=name, card=top)
            return self.tr("{name} took {card} from the discard pile.").format(name=name, card=top)
        if isinstance(action, Meld):
            cards = [c for g in action.melds for c in g]
            if not state.opened[seat]:
                return self.tr("{name} opened with {cards}.").format(
                    name=name, cards=pretty_cards(cards)
                )
            return self.tr("{name} laid down {cards}.").format(name=name, cards=pretty_cards(cards))
        if isinstance(action, LayOff):
            return self.tr("{name} laid off {card}.").format(name=name, card=pretty(action.card))
        if isinstance(action, ExchangeJoker):
            return self.tr("{name} exchanged {card} for a joker.").format(
                name=name, card=pretty(action.card)
            )
        if isinstance(action, Discard):
            return self.tr("{name} discarded {card}.").format(name=name, card=pretty(action.card))
        return ""

    # ------------------------------------------------------------------ the person
    @property
    def my_turn(self) -> bool:
        return self.state is not None and self.state.to_play == self.person

    @property
    def phase(self) -> str | None:
        return self.state.phase if self.my_turn and self.state else None

    def current_hand(self) -> Sequence[Card]:
        if self.state is None:
            return []
        staged = {c for g in self.staging for c in g}
        return [c for c in self.state.hands[self.person] if c not in staged]

    def _clear_staging(self) -> None:
        self.staging = []
        self.chosen = {}
        self.taking = False

    def take_back(self) -> None:
        """Empty the staging area: its cards go back to the hand, a staged discard to its pile."""
        if not self.staging and not self.taking:
            return
        self._clear_staging()
        self.message = self.tr("The staged cards are back in your hand.")
        self._sync_hand_order()
        self.changed.emit()
        self._announce()

    def _try(self, action: Action) -> bool:
        """Play the person's action, or say which rule refuses it (nothing changes then)."""
        assert self.state is not None
        problem = self.state.legal(action)
        if problem is not None:
            self._refuse(describe_problem(problem))
            self.changed.emit()  # the dragged cards fly back
            return False
        self.message = self._describe(self.person, action)
        self._play(action)
        return True

    def can_lay_down(self) -> bool:
        return bool(self.staging) and self.lay_down_problem() is None

    def has_staging(self) -> bool:
        return bool(self.staging)

    def can_draw(self) -> bool:
        return self.phase == "draw"

    def draw_stock(self) -> bool:
        if not self.my_turn:
            self._refuse(self.tr("It is not your turn."))
            return False
        return self._try(DrawStock())

    def take_discard(self) -> bool:
        """Take the discard's top card into the hand (opened players; the first up-card)."""
        if not self.my_turn:
            self._refuse(self.tr("It is not your turn."))
            return False
        return self._try(TakeDiscard())

    def staged_melds(self) -> tuple[tuple[Card, ...], ...]:
        assert self.state is not None
        return tuple(self._arranged(g) for g in self.staging if g)

    def _arranged(self, group: Sequence[Card]) -> tuple[Card, ...]:
        assert self.state is not None
        return arrange(group, self.state.options, self.chosen.get(frozenset(group)))

    def staged_reading(self, group: Sequence[Card]) -> JudgedMeld | None:
        assert self.state is not None
        return staged_reading(group, self.state.options, self.chosen.get(frozenset(group)))

    def readings_of(self, group: Sequence[Card]) -> list[JudgedMeld]:
        """Every reading of a staged group (more than one: the person picks)."""
        assert self.state is not None
        return all_readings(group, self.state.options.meld_rules)

    def _staged_readings(self) -> Readings:
        """The reading of each staged group that has several, for the engine (§0.4)."""
        kinds: list[str | None] = []
        for group in self.staging:
            reading = self.staged_reading(group)
            several = len(self.readings_of(group)) > 1
            kinds.append(reading.kind if several and reading is not None else None)
        return tuple(kinds) if any(kinds) else ()

    def lay_down_action(self) -> Action | None:
        """The action Lay down would send now (None: nothing staged)."""
        if not self.staging:
            return None
        melds = self.staged_melds()
        readings = self._staged_readings()
        return TakeDiscard(melds, readings) if self.taking else Meld(melds, readings)

    def lay_down_problem(self) -> IllegalMove | None:
        action = self.lay_down_action()
        if action is None or not self.my_turn or self.state is None:
            return IllegalMove("no_meld")
        if self.state.phase == "draw" and not self.taking:
            return IllegalMove("must_draw_first")
        for group in self.staging:
            readings = self.readings_of(group)
            if len(readings) > 1 and self.staged_reading(group) is None:
                return IllegalMove(
                    "ambiguous_meld", group=list(group), readings=[m.kind for m in readings]
                )
        return self.state.legal(action)

    def choose_reading(self, group_index: int, reading_index: int) -> bool:
        """The person picked how a staged group is read: lay it in that order."""
        if self.state is None or not 0 <= group_index < len(self.staging):
            return False
        group = self.staging[group_index]
        readings = self.readings_of(group)
        if not 0 <= reading_index < len(readings):
            return False
        picked = readings[reading_index]
        self.chosen[frozenset(group)] = reading_key(picked)
        self.staging[group_index] = list(picked.cards)
        self.message = self.tr("[{cards}] is read as {reading}.").format(
            cards=pretty_cards(picked.cards), reading=self.reading_text(picked)
        )
        self._sync_hand_order()
        self.changed.emit()
        self._announce()
        return True

    def clicked(self, c: Card | None, zone: str) -> None:
        """A click on one of a staged group's readings picks it."""
        if zone.startswith("reading:") and self.my_turn:
            _, group, reading = zone.split(":")
            self.choose_reading(int(group), int(reading))

    def reading_text(self, meld: JudgedMeld) -> str:
        """A reading in a few words: "set of Q · 30", "run Q♥–A♥ · 31"."""
        value = meld_opening_value(meld)
        if meld.kind == "set" and meld.rank is not None:
            return self.tr("set of {rank} · {points}").format(
                rank=RANK_NAMES[meld.rank - 1], points=value
            )
        assert meld.positions is not None and meld.suit is not None
        symbol = SUIT_SYMBOLS[meld.suit]
        low, high = (
            RANK_NAMES[rank_at(p) - 1] + symbol for p in (meld.positions[0], meld.positions[-1])
        )
        return self.tr("run {low}–{high} · {points}").format(low=low, high=high, points=value)

    def lay_down(self) -> bool:
        action = self.lay_down_action()
        if action is None or not self.my_turn:
            self._refuse(self.tr("Drag cards into the staging area first."))
            return False
        problem = self.lay_down_problem()
        if problem is not None:
            self._refuse(describe_problem(problem))
            return False
        self._clear_staging()
        return self._try(action)

    def opening_value(self) -> int:
        """Opening value of the valid staged melds (invalid ones count 0)."""
        if self.state is None:
            return 0
        total = 0
        for group in self.staging:
            reading = self.staged_reading(group)
            if reading is not None:
                total += meld_opening_value(reading)
        return total

    def drop(self, cards: list[Card], source: str, target: str, index: int) -> bool:
        """A drag ended on `target`. False (and a message naming the rule) if refused."""
        if not self.my_turn or self.state is None:
            self._refuse(self.tr("It is not your turn."))
            return False
        state = self.state
        if source == "stock":
            if target in ("hand",) or target.startswith("stage"):
                return self.draw_stock()
            return self._nowhere()
        if source == "discard":
            return self._drop_discard(target, index)
        if target == "hand":
            if source == "hand":
                self._reorder_hand(cards, index)
            else:
                self._unstage(cards)
                self._sync_hand_order()
            self.changed.emit()
            return True
        if target.startswith("stage"):
            self._stage(cards, target, index)
            return True
        if self.taking:
            self._refuse(self.tr("Lay down your opening with the staged discard, or Take back."))
            return False
        from_hand = source == "hand" or source.startswith("stage:")
        if target.startswith("meld:") and from_hand and len(cards) == 1:
            self._unstage(cards)
            return self._lay_off_or_exchange(cards[0], int(target.split(":")[1]), index)
        if target == "discard" and from_hand and len(cards) == 1:
            if state.phase == "draw":
                self._refuse(describe_problem(IllegalMove("must_draw_first")))
                return False
            return self._try(Discard(cards[0]))
        return self._nowhere()

    def _nowhere(self) -> bool:
        self._refuse(self.tr("Cards cannot go there."))
        return False

    def _drop_discard(self, target: str, index: int) -> bool:
        state = self.state
        assert state is not None
        if state.phase != "draw" or not state.discard:
            self._refuse(describe_problem(IllegalMove("already_drawn")))
            return False
        top = state.discard[-1]
        if target == "hand":
            return self.take_discard()
        if not target.startswith("stage"):
            return self._nowhere()
        if state.opened[self.person]:
            if not self.take_discard():
                return False
            self._stage([top], target, index)
            return True
        self.taking = True  # staged: the opening is sent with the take (D2 (b))
        self._stage([top], target, index)
        self.message = self.tr(
            "{card} is staged: build your opening with it (at least {n}), then Lay down — "
            "or Take back."
        ).format(card=pretty(top), n=state.options.opening_min)
        self._announce()
        return True

    def _stage(self, cards: list[Card], target: str, index: int) -> None:
        self._remove_from_staging(cards)
        if target == "stage:new" or not self.staging:
            self.staging.append(list(cards))
        else:
            group = self.staging[min(int(target.split(":")[1]), len(self.staging) - 1)]
            index = max(0, min(index, len(group))) if index >= 0 else len(group)
            group[index:index] = list(cards)
        self.staging = [list(self._arranged(g)) for g in self.staging if g]
        self._sync_hand_order()
        self.changed.emit()
        self._announce()

    def _remove_from_staging(self, cards: list[Card]) -> None:
        self.staging = [[c for c in g if c not in cards] for g in self.staging]
        self.staging = [g for g in self.staging if g]

    def _unstage(self, cards: list[Card]) -> None:
        """Cards leave the staging area for the hand; the staged discard goes back to its
        pile (with the take undone)."""
        self._remove_from_staging(cards)
        state = self.state
        top = state.discard[-1] if state and state.discard else None
        if self.taking and (top in cards or not any(top in g for g in self.staging)):
            self.taking = False
            self._remove_from_staging([top])

    def _lay_off_or_exchange(self, c: Card, meld_index: int, index: int) -> bool:
        """A card dropped on a table meld: onto a joker it replaces, else it extends the
        meld at the end it was dropped nearer to (or the only end it fits)."""
        state = self.state
        assert state is not None
        if state.phase == "draw":
            self._refuse(describe_problem(IllegalMove("must_draw_first")))
            return False
        meld = state.table[meld_index]
        exchange = ExchangeJoker(c, meld_index)
        near = LOW if index <= len(meld.cards) // 2 and meld.meld.kind == "run" else HIGH
        options = [LayOff(c, meld_index, near), LayOff(c, meld_index, HIGH if near == LOW else LOW)]
        on_joker = any(
            meld.cards[i].is_joker for i in (index - 1, index) if 0 <= i < len(meld.cards)
        )
        choices: list[Action] = [exchange, *options] if on_joker else [*options, exchange]
        if meld.meld.kind == "set":
            choices = [a for a in choices if not (isinstance(a, LayOff) and a.end == LOW)]
        problems = []
        for action in choices:
            problem = state.legal(action)
            if problem is None:
                return self._try(action)
            problems.append(problem)
        # None fits: a rule of the turn (not opened, no card left to discard…) tells more
        # than the shape of the meld at one end; else the likeliest intent's refusal.
        telling = [p for p in problems if p.code not in SHAPE_PROBLEMS]
        self._refuse(describe_problem(telling[0] if telling else problems[0]))
        self.changed.emit()
        return False

    def double_clicked(self, c: Card, zone: str) -> None:
        if zone == "stock":
            self.draw_stock()
        elif zone == "discard":
            self.take_discard()

    # ------------------------------------------------------------------ policies
    def drag_cards(self, c: Card, zone: str, index: int, whole_group: bool = False):
        """What a press drags: a hand or staged card, the stock's or discard's top card."""
        if not self.my_turn or self.state is None:
            return None
        if zone in ("hand",) or zone.startswith("stage:"):
            if zone.startswith("stage:") and whole_group:
                return list(self.staging[int(zone.split(":")[1])])
            return [c]
        if zone in ("stock", "discard") and self.state.phase == "draw":
            return [c]
        return None

    def can_drop(self, cards: list[Card], source: str, target: str) -> bool:
        """Where the dragged cards may go now (for the table's live highlighting)."""
        if not self.my_turn or self.state is None:
            return False
        state = self.state
        if source == "stock":
            return target == "hand"
        if source == "discard":
            if target == "hand":
                return state.legal(TakeDiscard()) is None
            return target.startswith("stage")
        if target == "hand" or target.startswith("stage"):
            return True
        from_hand = source == "hand" or source.startswith("stage:")
        if len(cards) != 1 or not from_hand or state.phase == "draw" or self.taking:
            return False
        c = cards[0]
        if target == "discard":
            return state.legal(Discard(c)) is None
        if target.startswith("meld:"):
            i = int(target.split(":")[1])
            return any(
                state.legal(a) is None
                for a in (LayOff(c, i, LOW), LayOff(c, i, HIGH), ExchangeJoker(c, i))
            )
        return False

    # ------------------------------------------------------------------ what the table shows
    def status_text(self) -> str:
        state = self.state
        if state is None:
            return self.tr("Game ▸ New game to start.")
        if state.to_play is None:
            result = state.outcome()
            if result is None or result.winner is None:
                return self.tr("The deal is void: the stock and the discard pile ran out.")
            winner = self.seats[result.winner].name
            if self.match is not None and self.match.over:
                return self.tr("{w} went out. The match is over: Game ▸ New game.").format(w=winner)
            return self.tr("{w} went out. Close the match table for the next deal.").format(
                w=winner
            )
        head = f"{self.message} " if self.message else ""
        if not self.my_turn:
            return head + self.tr("{name} is playing…").format(name=self.seats[state.to_play].name)
        opened = state.opened[self.person]
        if state.phase == "draw":
            if self.taking:
                return head
            if opened:
                return head + self.tr(
                    "Your turn: draw — drag the stock or the discard's top card to your hand "
                    "(or double-click it)."
                )
            return head + self.tr(
                "Your turn: draw from the stock (drag it to your hand or double-click it). "
                "You may take the discard only to open with it: drag it to the staging area."
            )
        if self.staging:
            problem = self.lay_down_problem()
            if problem is None:
                return head + self.tr("Lay down the staged melds, or Take back.")
            return head + self.tr("Staged melds not yet playable — {why}").format(
                why=describe_problem(problem)
            )
        if opened:
            return head + self.tr(
                "Meld in the staging area, lay off on any meld, exchange a joker, then "
                "discard: drag a card onto the discard pile."
            )
        return head + self.tr(
            "Open with melds worth {n} or more (build them in the staging area), or discard: "
            "drag a card onto the discard pile."
        ).format(n=state.options.opening_min)

    def zones(self) -> list[ZoneSpec]:
        state = self.state
        if state is None:
            return []
        zones: list[ZoneSpec] = []
        n = state.num_players
        paid = self.match.totals if self.match is not None else state.scores
        for offset in range(1, n):
            seat = offset % n
            info = self.seats[seat]
            count = len(state.hands[seat])
            if not state.active[seat]:
                label = self.tr("{name} — out ({paid} paid)").format(
                    name=info.name, paid=paid[seat]
                )
            else:
                label = self.tr("{name} ({level}) — {cards} · {paid} paid{opened}").format(
                    name=info.name,
                    level=info.level,
                    cards=self.card_count(count),
                    paid=paid[seat],
                    opened=self.tr(" · opened") if state.opened[seat] else "",
                )
            zones.append(
                ZoneSpec(
                    name=f"opp:{seat}",
                    kind="opponent",
                    place=Place.hand(self.table_seat(seat)),
                    count=count,
                    label=label,
                    marked="active" if state.to_play == seat else None,
                    draggable=False,
                )
            )
        drawing = self.my_turn and state.phase == "draw"
        zones.append(
            ZoneSpec(
                name="stock",
                kind="stack",
                place=Place.centre(),
                count=len(state.stock),
                label=self.tr("Stock {n}").format(n=len(state.stock)),
                draggable=drawing,
                marked="active" if drawing else None,
            )
        )
        discard = list(state.discard)
        if self.taking and discard:
            discard = discard[:-1]
        zones.append(
            ZoneSpec(
                name="discard",
                kind="stack",
                place=Place.centre(),
                cards=discard,
                face_up=True,
                label=self.tr("Discard pile"),
                draggable=drawing,
            )
        )
        for i, m in enumerate(state.table):
            jokers = joker_stands_for(m.meld)
            label = self.tr("JK = {cards}").format(cards=", ".join(jokers)) if jokers else ""
            zones.append(
                ZoneSpec(
                    name=f"meld:{i}",
                    kind="group",
                    place=Place.melds(),
                    cards=list(m.cards),
                    label=label,
                    draggable=False,
                    card_marks={c: "last" for c in m.cards if c in self.last_play},
                )
            )
        if self.my_turn:
            zones += self._staging_zones()
        zones.append(
            ZoneSpec(
                name="hand",
                kind="hand",
                place=Place.hand(self.table_seat(self.person)),
                cards=list(self.hand_order if self.my_turn else self._ordered(self.current_hand())),
                label=self._hand_label(),
                marked="active" if state.to_play == self.person else None,
                draggable=self.my_turn,
            )
        )
        return zones

    def _hand_label(self) -> str:
        state = self.state
        assert state is not None
        paid = (
            self.match.totals[self.person] if self.match is not None else state.scores[self.person]
        )
        text = self.tr("{name} — {cards} · {paid} paid").format(
            name=self.seats[self.person].name,
            cards=self.card_count(len(state.hands[self.person])),
            paid=paid,
        )
        if state.opened[self.person]:
            text += self.tr(" · opened")
        return text

    def _staging_zones(self) -> list[ZoneSpec]:
        state = self.state
        assert state is not None
        zones = []
        top = state.discard[-1] if state.discard else None
        choices: list[ZoneSpec] = []
        for i, group in enumerate(self.staging):
            shown = self._arranged(group)
            reading = self.staged_reading(group)
            readings = self.readings_of(group)
            if reading is None and len(readings) > 1:
                marked, label = "hint", self.tr("set or run? pick one")
            elif reading is None:
                judged = judge_meld(shown, state.options)
                problem = judged if isinstance(judged, IllegalMove) else IllegalMove("not_a_meld")
                marked, label = "invalid", self._short_problem(problem)
            else:
                marked = None
                kind = self.tr("run") if reading.kind == "run" else self.tr("set")
                label = f"{kind} · {meld_opening_value(reading)}"
                jokers = joker_stands_for(reading)
                if jokers:
                    label += " · JK = " + ", ".join(jokers)
            if len(readings) > 1:
                picked = reading_key(reading) if reading is not None else None
                choices += [
                    ZoneSpec(
                        name=f"reading:{i}:{k}",
                        kind="drop",
                        place=Place.staging(),
                        label=self.reading_text(m),
                        marked="hint" if reading_key(m) == picked else None,
                    )
                    for k, m in enumerate(readings)
                ]
            zones.append(
                ZoneSpec(
                    name=f"stage:{i}",
                    kind="group",
                    place=Place.staging(),
                    cards=list(shown),
                    label=label,
                    marked=marked,
                    card_marks={c: "placed" for c in shown if self.taking and c == top},
                )
            )
        zones += choices
        if state.opened[self.person]:
            text = self.tr("Staging area: drag cards here to build a new meld")
        else:
            text = self.tr("Staging area — opening {v} / {n}").format(
                v=self.opening_value(), n=state.options.opening_min
            )
        zones.append(ZoneSpec(name="stage:new", kind="drop", label=text, place=Place.staging()))
        return zones

    def _short_problem(self, problem: IllegalMove) -> str:
        """A staged group's problem in a few words (the status line has the sentence)."""
        short = {
            "group_too_short": self.tr("too few cards"),
            "not_a_meld": self.tr("not a set or run"),
            "too_many_wilds": self.tr("too many jokers"),
            "mixed_ranks": self.tr("mixed ranks"),
            "mixed_suits": self.tr("mixed suits"),
            "repeated_suit": self.tr("suit repeated"),
            "not_consecutive": self.tr("gap in the run"),
            "set_too_large": self.tr("set too large"),
            "meld_too_long": self.tr("too long"),
            "run_wraps": self.tr("no K-A-2"),
        }
        return "✗ " + short.get(problem.code, self.tr("not valid"))

    def penalty_of(self, seat: int) -> int:
        """Points the seat's hand would pay now (shown at the end of a deal)."""
        assert self.state is not None
        return hand_penalty(self.state.hands[seat], self.state.options)

    def is_stock_card(self, c: Card) -> bool:
        return is_hidden_card(c)
