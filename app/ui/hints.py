"""Hint (H) in every game: the move the hard bot would make from the person's view, laid
out on the table as a proposal — its cards lifted, an arrow to where they go — with its
reason on the status line; H again shows the next best; "Play the hint" plays it through
the same path as the person's own gestures (`perform`).

The search runs off the window's thread, from the person's view only (a hard bot of the
game's, the coach, kept for the deal so that it remembers what the seat has seen as a bot
there would), within the hard bot's own budget (its counts, as the review reckons:
`review_limit`, seeded at each decision as the review's first reckoning,
`decision_key`, so that the review never marks the move it proposed or played for the
person) and never more than the table's cap.
`TableHints` is a part of `GameController` (app/ui/controller_base.py).
"""

from __future__ import annotations

import dataclasses
import time
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, QRunnable, QThreadPool, Signal

from app.core.cards import Card
from app.core.hints import Hint
from app.core.words import Words
from app.session.review import decision_key, review_limit
from app.table.zones import ZoneId
from app.ui.bot_runner import BOT_TIME_CAP
from app.ui.game_ui import GameAction
from app.ui.table_zones import HAND, STOCK

#: Every game's hint commands (the house adds them to every game's, `TableModule.commands`,
#: as its controller's `hint_actions`).
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


class _Signals(QObject):
    ready = Signal(object, object, float)  # (key, hints, seconds)
    failed = Signal(object, str)


class _Task(QRunnable):
    def __init__(
        self, coach: Any, view: Any, key: tuple, signals: _Signals, limit: Any, seed: str
    ) -> None:
        super().__init__()
        self.coach, self.view, self.key, self.signals, self.limit = coach, view, key, signals, limit
        self.seed = seed

    def run(self) -> None:
        started = time.perf_counter()
        try:
            self.coach.reseed(self.seed)  # chooses as the review's reckoning will
            hints = self.coach.advise(self.view, self.limit)
        except Exception as exc:  # noqa: BLE001 - a search's bug must not kill the thread
            self.signals.failed.emit(self.key, f"{type(exc).__name__}: {exc}")
            return
        self.signals.ready.emit(self.key, hints, time.perf_counter() - started)


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

    state: Any
    session: Any
    person: int
    info: Any
    message: str
    changed: Any
    hint_seconds: list[float]

    def _hint_setup(self) -> None:
        self._hint_pool = QThreadPool(self)  # type: ignore[arg-type]
        self._hint_pool.setMaxThreadCount(1)
        self._hint_signals = _Signals()
        self._hint_signals.ready.connect(self._hints_ready)
        self._hint_signals.failed.connect(self._hints_failed)
        self._hints: list[Hint] = []
        self._hint_key: tuple | None = None
        self._hint_at = -1  # the hint shown, or -1: none
        self._asking: tuple | None = None  # the position a search runs for
        self._coach: Any = None
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
        """The game's strongest bot (`GameInfo.strongest_level`: hard, where it has one)
        that hints for the person's seat, one per deal (it remembers the views it was
        asked from, as a bot playing the seat would)."""
        deal = (id(self.session), self.state.deal_index)
        if self._coach is None or self._coach_deal != deal:
            self._coach = self.info.bot(
                self.info.strongest_level, f"coach:{self.state.seed}:{self.person}"
            )
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
        (the person's view now); `_hints_ready` hears them."""
        self._asking = key
        coach = self.coach()
        # The review's budget (the hard bot's own counts), the table's cap a safety net:
        # from the same decision the review's reckoning chooses the same move.
        limit = review_limit(coach).within(BOT_TIME_CAP)
        seed = decision_key(self.person, len(self.state.history))
        self._hint_pool.start(_Task(coach, self.view(), key, self._hint_signals, limit, seed))

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
        """A new game or deal: no hint, no count carried over."""
        self._hints, self._hint_key, self._hint_at, self._asking = [], None, -1, None

    def hints_in(self, deal_index: int) -> int:
        """Hints the person asked for (H) in that deal of the match on the table."""
        return self.session.hints.get(deal_index, 0) if self.session is not None else 0

    def played_for_in(self, deal_index: int) -> int:
        """The person's turns played for them (P) in that deal of the match on the table."""
        return self.session.played_for.get(deal_index, 0) if self.session is not None else 0
