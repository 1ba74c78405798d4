"""The zones every game's table is built of, and where each seat sits.

A mixin of `GameController`: every game's controller builds its zones from the person's
view with these, so the seats, the hand, the stock and the centre piles look and behave
the same in every game (the table layer knows no game; this is where one meets it).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from app.core.cards import Card
from app.table.layout import Place
from app.table.zones import ZoneId, ZoneSpec
from app.ui.hints import HINT_ACTIONS

if TYPE_CHECKING:
    from app.core.hints import Hint
    from app.core.words import Words
    from app.ui.game_ui import GameAction
    from app.ui.hints import TableHints
    from app.ui.practice import TablePractice

HAND = ZoneId("hand")
STOCK = ZoneId("stock")
DISCARD = ZoneId("discard")

#: A bot's level as a seat's label says it ("Ana (easy)"), by the level's name.
LEVEL_NAMES = {
    "easy": QT_TRANSLATE_NOOP("BotLevel", "easy"),
    "normal": QT_TRANSLATE_NOOP("BotLevel", "normal"),
    "hard": QT_TRANSLATE_NOOP("BotLevel", "hard"),
}


def level_text(level: str | None) -> str:
    """A bot's level in the interface's language ("" for the person's seat)."""
    if level is None:
        return ""
    return QCoreApplication.translate("BotLevel", LEVEL_NAMES.get(level, level))


def action_cards(action: Any) -> set[Card]:
    """Every card an action names, in any of its fields (a meld's groups included)."""
    found: set[Card] = set()

    def walk(value: Any) -> None:
        if isinstance(value, Card):
            found.add(value)
        elif isinstance(value, list | tuple):
            for item in value:
                walk(item)

    if dataclasses.is_dataclass(action):
        for f in dataclasses.fields(action):
            walk(getattr(action, f.name))
    return found


class TableZones:
    """Seats around the table (the person at the bottom) and the zones every game uses.
    The controller supplies `person`, `state`, `view`, `my_turn`, `hand_order`,
    `_ordered`, `current_hand`, `card_count`, `tr`, and what it holds (`hints`,
    `practice`); the game its `view_zones`, and where its hints differ, their hooks."""

    hints: TableHints
    practice: TablePractice
    #: The hint commands the hints part adds to the game's own at this table
    #: (`app.ui.parts.hints.HintsPart.commands_for`; none where a game's hints are its
    #: own commands).
    hint_actions: ClassVar[tuple[GameAction, ...]] = HINT_ACTIONS

    def table_seat(self, seat: int) -> int:
        """Where `seat` sits at the table: the person at the bottom (table seat 0), the
        others clockwise from there, whatever seat the person holds in the engine."""
        return (seat - self.person) % self.state.num_players

    @property
    def opponents(self) -> list[int]:
        """The other seats, in the direction of play from the person's."""
        n = self.state.num_players
        return [(self.person + k) % n for k in range(1, n)]

    # ------------------------------------------------------------------ zones
    # The past view being drawn (`past_zones`), or None: the table shows now.
    _past: Any = None

    def past_zones(self, view: Any) -> list[ZoneSpec]:
        """The game's zones of `view`, an earlier view of the person's (the game log's
        review): the hand as that view held it, nothing to drag."""
        self._past = view
        try:
            return self.view_zones(view)
        finally:
            self._past = None

    def zones(self) -> list[ZoneSpec]:
        """What the table draws: nothing before a game is started, else the game's zones
        of the person's view (`view_zones`)."""
        if self.state is None:
            return []
        return self.hints.mark(self.view_zones(self.table_view()))

    def mark_played(self, seat: int, cards: set[Card]) -> None:
        """What changed since the person's last move stays marked until they move: the
        cards another seat put on the table (or moved on it) join the marks; the
        person's own move clears them."""
        self.last_play = set() if seat == self.person else self.last_play | set(cards)

    def table_view(self) -> Any:
        """What the table draws: the person's view, or at a practice table with every
        hand shown, the same with the other holdings face up (the hints and the bots
        still see only their own views)."""
        if self.practice.show_hands and self.practising():
            return self.state.open_view(self.person)
        return self.view()

    def practising(self) -> bool:
        """A practice table is on the table (its commands and View ▸ Show every hand)."""
        return self.session is not None and self.session.practice

    # ------------------------------------------------------------------ a hint's hooks
    def shown_hint(self) -> Hint | None:
        """The hint the table shows now (its cards lifted, its arrow): the coach's."""
        return self.hints.shown_hint()

    def draft_key(self) -> Any:
        """What the person has laid out towards their move, as a value (a game with a
        staging area or a draft says; the hand's order is not part of it)."""
        return None

    def hint_cards(self, action: Any) -> set[Card]:
        """The person's cards a hinted action moves (lifted on the table): the cards it
        names that the person's hand holds. A game whose cards lie elsewhere says its own."""
        return action_cards(action) & set(getattr(self.view(), "hand", ()))

    def hint_target(self, action: Any) -> ZoneId | None:
        """Where the arrow of a hinted action points (None: no arrow): the game says."""
        return None

    def hint_source(self, action: Any) -> ZoneId | None:
        """Where the arrow starts when the action moves no card of the hand (a draw)."""
        return STOCK if not self.hint_cards(action) else HAND

    def hint_arrow(self) -> tuple[str | None, str | None, set[Card]]:
        """The arrow the table draws for the hint shown (`shown_hint`): (source zone,
        target zone, cards); no target, no arrow."""
        hint = self.shown_hint()
        if hint is None:
            return None, None, set()
        target = self.hint_target(hint.action)
        source = self.hint_source(hint.action)
        # From the cards lifted when they are what moves; else from the zone (the pile
        # taken, the stock drawn from), the hand's cards lifted only to say which join.
        cards = self.hint_cards(hint.action) if source in (HAND, None) else set()
        return (
            source.name if source is not None else None,
            target.name if target is not None else None,
            cards,
        )

    def already_shown(self, action: Any) -> Words | None:
        """What to say instead of a hint the table already shows (the move laid out,
        waiting for its button), or None: a game with such a table says."""
        return None

    def view_zones(self, view: Any) -> list[ZoneSpec]:
        """The game's zones, from the person's view."""
        raise NotImplementedError

    def seat_zone(self, view: Any, seat: int, label: str, **shown: Any) -> ZoneSpec:
        """Another seat's hand: face down by its count, or once the view reveals it
        (`SeatView.revealed`: the deal is over, or every hand is shown) its cards face up,
        unless `shown` says otherwise."""
        if not shown and view.revealed and view.revealed[seat]:
            shown = {"cards": list(view.revealed[seat]), "count": None, "face_up": True}
        shown.setdefault("count", view.hand_counts[seat])
        return ZoneSpec(
            ZoneId("opp", seat),
            kind="opponent",
            place=Place.hand(self.table_seat(seat)),
            label=label,
            marked="active" if view.to_play == seat else None,
            draggable=False,
            **shown,
        )

    def centre_stack(self, zone: ZoneId, label: str, **shown: Any) -> ZoneSpec:
        """A shared pile in the middle (face down unless `shown` says otherwise)."""
        shown.setdefault("draggable", False)
        return ZoneSpec(zone, kind="stack", place=Place.centre(), label=label, **shown)

    def stock_zone(self, view: Any, count: int, drawing: bool | None = None) -> ZoneSpec:
        """The stock, `count` cards face down; dragged (and lit) while the person may
        draw from it: `drawing`, by default in a game's "draw" phase of their turn."""
        if drawing is None:
            drawing = self.my_turn and getattr(view, "phase", None) == "draw"
        label = self.tr("Stock {n}").format(n=count)
        marked = "active" if drawing else None
        return self.centre_stack(STOCK, label, count=count, draggable=drawing, marked=marked)

    def held_count(self, view: Any, seat: int) -> int:
        """How many cards `seat` holds as its label counts them: the person's hand as
        the table shows it (cards staged for a meld are not in it), another's count."""
        if seat == self.person:
            return len(self._hand_cards(view))
        return view.hand_counts[seat]

    def _hand_cards(self, view: Any) -> list[Any]:
        if self._past is view:
            return self._ordered(view.hand)
        return list(self.hand_order if self.my_turn else self._ordered(self.current_hand()))

    def hand_zone(self, view: Any, label: str) -> ZoneSpec:
        """The person's hand (while it is his turn, in the order he arranged it)."""
        return ZoneSpec(
            HAND,
            kind="hand",
            place=Place.hand(self.table_seat(self.person)),
            cards=self._hand_cards(view),
            label=label,
            marked="active" if view.to_play == self.person else None,
            draggable=self.my_turn and self._past is None,
        )
