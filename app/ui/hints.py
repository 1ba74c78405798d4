"""Hint (H) in every game: the move the hard bot would make from the person's view, laid
out on the table as a proposal — its cards lifted, an arrow to where they go — with its
reason on the status line; H again shows the next best; "Play the hint" plays it through
the same path as the person's own gestures (`perform`).

The hints come from the deal's coach (`app.session.coach.Coach`: a hard bot kept for the
deal, seeded and budgeted as the review's first reckoning, never more than the table's
cap), asked off the window's thread by its worker (`CoachWorker`), from the person's view
only; both are pure Python, shared with `tapete-cli hint`. This half only shows: it asks,
hears the answer on the window's thread (a Qt signal), lays the proposal out and says its
reason. The coach and the worker are made at the first H (or P), not before.
`TableHints` is a part of `GameController` (app/ui/controller_base.py).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, Signal

from app.core.cards import Card
from app.core.hints import Hint
from app.core.words import Words
from app.table.zones import ZoneId
from app.ui.bot_runner import BOT_TIME_CAP
from app.ui.game_ui import GameAction
from app.ui.table_zones import HAND, STOCK

if TYPE_CHECKING:  # the coach loads at the first H (or P), after the first frame
    from app.session.coach import Advice, Coach, CoachWorker, Request

#: Every game's hint commands (the hints part adds them to every game's, `HintsPart.
#: commands_for`, as its controller's `hint_actions`).
HINT_ACTIONS = (
    GameAction(
        "hint", QT_TRANSLATE_NOOP("GameActions", "Hint"), "hint", "H",
        menu_text=QT_TRANSLATE_NOOP("GameActions", "&Hint"),
    ),
    GameAction(
        "accept_hint", QT_TRANSLATE_NOOP("GameActions", "Play the hint"), "accept_hint",
        visible="showing_hint", menu=False,
    ),
    GameAction(
        "dismiss_hint", QT_TRANSLATE_NOOP("GameActions", "Dismiss"), "dismiss_hint", "Esc",
        visible="showing_hint", button=False,
        menu_text=QT_TRANSLATE_NOOP("GameActions", "Dis&miss the hint"),
    ),
)  # fmt: skip

THINKING = Words("Hints", "Looking for a hint…")
SHOWN = Words("Hints", "Hint {n} of {count}: {reason}. Play the hint, or press H for another.")
ONLY = Words("Hints", "Hint: {reason}. Play the hint, or keep playing.")
NOT_YOURS = Words("Hints", "A hint is for your own turn.")
FAILED = Words("Hints", "No hint this time: {what}")


class _Bridge(QObject):
    """Brings the worker's answers to the window's thread: emitted on the worker's, the
    connected slot runs on the thread this object lives on."""

    arrived = Signal(object, object)  # (key, Advice)


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


class TableHints:
    """The person's hints (a mixin of `GameController`, before its zones' half)."""

    #: The hint commands the hints part adds to the game's own at this table
    #: (`app.ui.parts.hints.HintsPart.commands_for`).
    hint_actions: ClassVar[tuple[GameAction, ...]] = HINT_ACTIONS

    state: Any
    session: Any
    person: int
    info: Any
    message: str
    changed: Any
    hint_seconds: list[float]

    def _hint_setup(self) -> None:
        #: The coach's worker and its bridge to this thread: made at the first H (or P).
        self._hint_worker: CoachWorker | None = None
        self._hint_bridge: _Bridge | None = None
        self._hint_request: Request | None = None  # the search asked for last
        self._hints: list[Hint] = []
        self._hint_key: tuple | None = None
        self._hint_at = -1  # the hint shown, or -1: none
        self._asking: tuple | None = None  # the position a search runs for
        self._coach: Coach | None = None  # the deal's coach (`_deal_coach`)
        self._proposed: set[Card] = set()  # the cards lifted by the hint last shown
        self._hint_said = ""  # what the status line said of the hint last shown
        self._coach_deal: tuple | None = None
        self.hint_seconds = []

    # ------------------------------------------------------------------ reading
    def _position_key(self) -> tuple | None:
        if self.state is None:
            return None
        return (id(self.session), self.state.deal_index, len(self.state.history))

    def _hint_position(self) -> tuple | None:
        """The position a hint is given for: the deal and its moves, and what the person
        has laid out towards their move (staged melds, the pile's top card pinned): when
        any of it changes, the hint, its lifted cards and its arrow are gone."""
        key = self._position_key()
        return None if key is None else (*key, self.draft_key())

    def draft_key(self) -> Any:
        """What the person has laid out towards their move, as a value (a game with a
        staging area or a draft says; the hand's order is not part of it)."""
        return None

    def shown_hint(self) -> Hint | None:
        """The hint on the table now (None: none, or one made for an earlier point)."""
        if self._hint_at < 0 or self._hint_key != self._hint_position() or not self.my_turn:
            return None
        return self._hints[self._hint_at]

    def showing_hint(self) -> bool:
        return self.shown_hint() is not None

    def hint_cards(self, action: Any) -> set[Card]:
        """The person's cards a hinted action moves (lifted on the table): the cards it
        names that the person's hand holds. A game whose cards lie elsewhere says its own."""
        view = self.view()
        return action_cards(action) & set(getattr(view, "hand", ()))

    def hint_target(self, action: Any) -> ZoneId | None:
        """Where the arrow of a hinted action points (None: no arrow): the game says."""
        return None

    def hint_source(self, action: Any) -> ZoneId | None:
        """Where the arrow starts when the action moves no card of the hand (a draw)."""
        return STOCK if not self.hint_cards(action) else HAND

    def hint_arrow(self) -> tuple[str | None, str | None, set[Card]]:
        """The arrow the table draws for the hint shown: (source zone, target zone,
        cards); no target, no arrow."""
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

    def _forget_stale_hint(self) -> None:
        """A hint whose position changed (a move made, or one laid out by hand) is gone,
        and so are its words on the status line."""
        if self._hint_at >= 0 and self.shown_hint() is None:
            self._hint_at = -1
            if self.message == self._hint_said:
                self.message = ""

    def zones(self) -> list:
        """The game's zones, the hint's cards marked "proposed" (lifted) in them."""
        self._forget_stale_hint()
        specs = super().zones()  # type: ignore[misc]
        hint = self.shown_hint()
        cards = self.hint_cards(hint.action) if hint is not None else set()
        before, self._proposed = self._proposed, cards
        for spec in specs:
            if any(c in cards for c in spec.cards):
                marks = dict(spec.card_marks or {})
                for c in spec.cards:  # a mark the game gives (its own hint's) stays
                    if c in cards:
                        marks.setdefault(c, "proposed")
                spec.card_marks = marks
            elif spec.card_marks is None and any(c in before for c in spec.cards):
                spec.card_marks = {}  # the hint gone: its lifted cards come down
        return specs

    # ------------------------------------------------------------------ commands
    def coach(self) -> Any:
        """The hard bot that hints for the person's seat: the deal's coach's."""
        return self._deal_coach().bot

    def _deal_coach(self) -> Coach:
        """The coach of the person's seat, one per deal (it remembers the views it was
        asked from, as a bot playing the seat would), capped at the table's cap."""
        deal = (id(self.session), self.state.deal_index)
        if self._coach is None or self._coach_deal != deal:
            from app.session.coach import Coach  # loads when first asked (H or P)

            self._coach = Coach(self.info, self.person, self.state.seed, BOT_TIME_CAP)
            self._coach_deal = deal
        return self._coach

    def hint(self) -> bool:
        """H: the first hint of this position, or the next one; False when none shows."""
        if not self.my_turn or self.state is None:
            self._refuse(self.words(NOT_YOURS))
            return False
        key = self._hint_position()
        if key == self._hint_key and self._hints:
            self._hint_at = (self._hint_at + 1) % len(self._hints)
            self._show_hint()
            return True
        if self._asking == key:
            return False  # still looking
        self._search(key)
        self.message = self.words(THINKING)
        self._announce()
        return False

    def _search(self, key: tuple) -> None:
        """Ask the coach, off the window's thread, for the hints of the position `key`
        (the person's view now); `_hints_ready` (or `_hints_failed`) hears them here."""
        self._asking = key
        coach = self._deal_coach()
        if self._hint_worker is None or self._hint_bridge is None:
            from app.session.coach import CoachWorker  # loads when first asked

            self._hint_worker = CoachWorker()
            self._hint_bridge = _Bridge()
            self._hint_bridge.arrived.connect(self._advice_arrived)
        bridge = self._hint_bridge
        self._hint_request = self._hint_worker.ask(
            coach, self.view(), len(self.state.history), lambda a: bridge.arrived.emit(key, a)
        )

    def _advice_arrived(self, key: tuple, advice: Advice) -> None:
        if advice.failure is not None:
            self._hints_failed(key, advice.failure)
        else:
            self._hints_ready(key, advice.hints, advice.seconds)

    def already_shown(self, action: Any) -> Words | None:
        """What to say instead of a hint the table already shows (the move laid out,
        waiting for its button), or None: a game with such a table says."""
        return None

    def _hints_ready(self, key: tuple, hints: list[Hint], seconds: float) -> None:
        if self._asking == key:
            self._asking = None
        if key != self._hint_position() or not hints:
            return  # the table moved on meanwhile
        self.hint_seconds.append(seconds)
        shown = [h for h in hints if self.already_shown(h.action) is None]
        if not shown:  # the best move is laid out already: say so, nothing to lift
            self.message = self.words(self.already_shown(hints[0].action))
            self._announce()
            return
        self._hints = shown
        self._hint_key = key
        self._hint_at = 0
        self._show_hint()

    def _hints_failed(self, key: tuple, what: str) -> None:
        if self._asking == key:
            self._asking = None
        if key in (self._position_key(), self._hint_position()):
            self._refuse(self.words(FAILED.filled(what=what)))

    def _show_hint(self) -> None:
        hint = self.shown_hint()
        if hint is None:
            return
        self.session.note_hint()  # one per hint shown, kept with the match
        reason = self.words(hint.reason)
        self.message = self._hint_said = self.words(
            SHOWN.filled(n=self._hint_at + 1, count=len(self._hints), reason=reason)
            if len(self._hints) > 1
            else ONLY.filled(reason=reason)
        )
        self.changed.emit()
        self._announce()

    def accept_hint(self) -> None:
        """Play the hint shown, as the person's own move."""
        hint = self.shown_hint()
        if hint is None:
            return
        self._hint_at = -1
        if self.state.legal(hint.action) is not None:  # cannot happen: made from this view
            self.changed.emit()
            return
        self.perform(hint.action)

    def dismiss_hint(self) -> None:
        self._hint_at = -1
        self.changed.emit()
        self._announce()

    def forget_hints(self) -> None:
        """A new game or deal: no hint, no count carried over, no search left to run."""
        if self._hint_request is not None:
            self._hint_request.cancel()
            self._hint_request = None
        self._hints, self._hint_key, self._hint_at, self._asking = [], None, -1, None

    def hints_in(self, deal_index: int) -> int:
        """Hints the person asked for (H) in that deal of the match on the table."""
        return self.session.hints.get(deal_index, 0) if self.session is not None else 0

    def played_for_in(self, deal_index: int) -> int:
        """The person's turns played for them (P) in that deal of the match on the table."""
        return self.session.played_for.get(deal_index, 0) if self.session is not None else 0
