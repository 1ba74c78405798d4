"""Hint (H) in every game: the move the hard bot would make from the person's view, laid
out on the table as a proposal — its cards lifted, an arrow to where they go — with its
reason on the status line; H again shows the next best; "Play the hint" plays it through
the same path as the person's own gestures (`perform`).

The hints come from the deal's coach (`app.session.coach.Coach`: a hard bot kept for the
deal, seeded and budgeted as the review's first reckoning, never more than the table's
cap), asked off the window's thread by its worker (`CoachWorker`), from the person's view
only; both are pure Python, shared with `tapete-cli hint`. This half only shows: it asks,
hears the answer on the window's thread (a Qt signal), lays the proposal out and says its
reason. The coach (kept by the session, `MatchSession.coach`) and the worker are made at
the first H (or P), not before. A controller holds its `TableHints` (`controller.hints`,
app/ui/held.py); what a game says of its hints (where the arrow points, which cards
lift, what the person laid out) are the controller's hooks, with defaults in
`TableZones` (app/ui/table_zones.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, Signal

from app.core.cards import Card
from app.core.hints import Hint
from app.core.words import Words
from app.table.zones import ZoneSpec
from app.ui.game_ui import GameAction

if TYPE_CHECKING:  # the coach loads at the first H (or P), after the first frame
    from app.session.coach import Advice, Coach, CoachWorker, Request

#: Every game's hint commands (the hints part adds them to every game's, `HintsPart.
#: commands_for`, as its controller's `hint_actions`).
HINT_ACTIONS = (
    GameAction(
        "hint", QT_TRANSLATE_NOOP("GameActions", "Hint"), "hints.hint", "H",
        menu_text=QT_TRANSLATE_NOOP("GameActions", "&Hint"),
    ),
    GameAction(
        "accept_hint", QT_TRANSLATE_NOOP("GameActions", "Play the hint"), "hints.accept_hint",
        visible="hints.showing_hint", menu=False,
    ),
    GameAction(
        "dismiss_hint", QT_TRANSLATE_NOOP("GameActions", "Dismiss"), "hints.dismiss_hint",
        "Esc", visible="hints.showing_hint", button=False,
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

    arrived = Signal(object, object, object)  # (key, who hears it, Advice)


class TableHints:
    """The person's hints at a controller's table (`controller.hints`): asked of the
    session's coach off the window's thread, shown on the table, played or dismissed."""

    def __init__(self, table: Any) -> None:
        #: The controller holding it (`GameController`, app/ui/controller_base.py).
        self.table = table
        #: The coach's worker and its bridge to this thread: made at the first H (or P).
        self._worker: CoachWorker | None = None
        self._bridge: _Bridge | None = None
        self._request: Request | None = None  # the search asked for last
        self._hints: list[Hint] = []
        self._key: tuple | None = None
        self._at = -1  # the hint shown, or -1: none
        self.asking: tuple | None = None  # the position a search runs for
        self._proposed: set[Card] = set()  # the cards lifted by the hint last shown
        self._said = ""  # what the status line said of the hint last shown
        #: How long each search took (hints and turns played for the person), seconds.
        self.seconds: list[float] = []

    # ------------------------------------------------------------------ reading
    def position_key(self) -> tuple | None:
        """The deal on the table and how many of its actions were played (None: none)."""
        table = self.table
        if table.state is None:
            return None
        return (id(table.session), table.state.deal_index, len(table.state.history))

    def _position(self) -> tuple | None:
        """The position a hint is given for: the deal and its moves, and what the person
        has laid out towards their move (`draft_key`: staged melds, the pile's top card
        pinned): when any of it changes, the hint, its lifted cards and its arrow are gone."""
        key = self.position_key()
        return None if key is None else (*key, self.table.draft_key())

    def shown_hint(self) -> Hint | None:
        """The hint on the table now (None: none, or one made for an earlier point)."""
        if self._at < 0 or self._key != self._position() or not self.table.my_turn:
            return None
        return self._hints[self._at]

    def showing_hint(self) -> bool:
        return self.shown_hint() is not None

    def mark(self, specs: list[ZoneSpec]) -> list[ZoneSpec]:
        """The table's zones with the hint's cards marked "proposed" (lifted) in them; a
        hint whose position changed (a move made, or one laid out by hand) is gone first,
        and so are its words on the status line."""
        table = self.table
        if self._at >= 0 and self.shown_hint() is None:
            self._at = -1
            if table.message == self._said:
                table.message = ""
        hint = table.shown_hint()
        cards = table.hint_cards(hint.action) if hint is not None else set()
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
    def coach(self) -> Coach:
        """The hard bot that hints for the person's seat: the session's coach's."""
        return self.table.session.coach().bot

    def hint(self) -> bool:
        """H: the first hint of this position, or the next one; False when none shows."""
        table = self.table
        if not table.my_turn or table.state is None:
            table._refuse(table.words(NOT_YOURS))
            return False
        key = self._position()
        if key == self._key and self._hints:
            self._at = (self._at + 1) % len(self._hints)
            self._show()
            return True
        if self.asking == key:
            return False  # still looking
        self.ask(key, self._ready)
        table.message = table.words(THINKING)
        table._announce()
        return False

    def ask(self, key: tuple, hear: Callable[[tuple, Advice], None]) -> None:
        """Ask the session's coach, off the window's thread, for the hints of the position
        `key` (the person's view now); `hear(key, advice)` runs here with the answer
        (the hints, or what failed)."""
        table = self.table
        self.asking = key
        coach = table.session.coach()
        if self._worker is None or self._bridge is None:
            from app.session.coach import CoachWorker  # loads when first asked

            self._worker = CoachWorker()
            self._bridge = _Bridge()
            self._bridge.arrived.connect(self._arrived)
        bridge = self._bridge
        self._request = self._worker.ask(
            coach,
            table.view(),
            len(table.state.history),
            lambda advice: bridge.arrived.emit(key, hear, advice),
        )

    def _arrived(self, key: tuple, hear: Callable[[tuple, Advice], None], advice: Advice) -> None:
        if self.asking == key:
            self.asking = None
        if advice.failure is None:
            self.seconds.append(advice.seconds)
        hear(key, advice)

    def _ready(self, key: tuple, advice: Advice) -> None:
        table = self.table
        if advice.failure is not None:
            self.failed(key, advice.failure)
            return
        hints = advice.hints
        if key != self._position() or not hints:
            return  # the table moved on meanwhile
        shown = [h for h in hints if table.already_shown(h.action) is None]
        if not shown:  # the best move is laid out already: say so, nothing to lift
            table.message = table.words(table.already_shown(hints[0].action))
            table._announce()
            return
        self._hints = shown
        self._key = key
        self._at = 0
        self._show()

    def failed(self, key: tuple, what: str) -> None:
        """The search for `key` failed (`what`): said, if the table is still there."""
        if key in (self.position_key(), self._position()):
            self.table._refuse(self.table.words(FAILED.filled(what=what)))

    def _show(self) -> None:
        table = self.table
        hint = self.shown_hint()
        if hint is None:
            return
        table.session.note_hint()  # one per hint shown, kept with the match
        reason = table.words(hint.reason)
        table.message = self._said = table.words(
            SHOWN.filled(n=self._at + 1, count=len(self._hints), reason=reason)
            if len(self._hints) > 1
            else ONLY.filled(reason=reason)
        )
        table.changed.emit()
        table._announce()

    def accept_hint(self) -> None:
        """Play the hint shown, as the person's own move."""
        table = self.table
        hint = self.shown_hint()
        if hint is None:
            return
        self._at = -1
        if table.state.legal(hint.action) is not None:  # cannot happen: made from this view
            table.changed.emit()
            return
        table.perform(hint.action)

    def dismiss_hint(self) -> None:
        self._at = -1
        self.table.changed.emit()
        self.table._announce()

    def forget(self) -> None:
        """A new game or deal: no hint, no count carried over, no search left to run."""
        if self._request is not None:
            self._request.cancel()
            self._request = None
        self._hints, self._key, self._at, self.asking = [], None, -1, None

    def hints_in(self, deal_index: int) -> int:
        """Hints the person asked for (H) in that deal of the match on the table."""
        session = self.table.session
        return session.hints.get(deal_index, 0) if session is not None else 0
