"""What every game's controller shares: seats, bots in worker threads, hand order, messages.

A game's controller (Quita y Pon, Scala 40, …) owns its engine state and turns table
gestures into engine actions. Bots choose in a `QThreadPool` from their seat's view only;
their actions are applied on the GUI thread after the pace the player set. A generation
counter drops a result that arrives after the game was replaced.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, Slot

from app.core.cards import Card
from app.core.engine import Action

HUMAN = 0
SORTS = ("suit", "rank", "manual")
DEFAULT_NAMES = ("You", "Ana", "Bruno", "Carla", "Diego", "Elena")


@dataclass
class SeatInfo:
    name: str
    level: str | None  # None: the person


class _BotSignals(QObject):
    chosen = Signal(int, int, object, float)  # (generation, seat, action, seconds)
    failed = Signal(int, int, str)  # (generation, seat, what went wrong)


class _BotTask(QRunnable):
    """One bot decision off the GUI thread: a pure function of the seat's view."""

    def __init__(self, bot: Any, view: Any, seat: int, generation: int, signals: _BotSignals):
        super().__init__()
        self.bot, self.view, self.seat = bot, view, seat
        self.generation, self.signals = generation, signals

    def run(self) -> None:
        started = time.perf_counter()
        try:
            action = self.bot.choose(self.view)
        except Exception as exc:  # a bot bug must not kill the worker thread silently
            self.signals.failed.emit(self.generation, self.seat, f"{type(exc).__name__}: {exc}")
            return
        self.signals.chosen.emit(self.generation, self.seat, action, time.perf_counter() - started)


class GameController(QObject):
    """The shared half of a controller; a game's subclass supplies the rules' half."""

    changed = Signal()
    status = Signal(str)
    refused = Signal(str)
    dealOver = Signal(object)  # noqa: N815 - the game's DealResult

    #: The game's id (`GAME_ID` of its engine module).
    game_id = ""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._signals = _BotSignals()
        self._signals.chosen.connect(self._on_bot_chosen)
        self._signals.failed.connect(self._on_bot_failed)
        self.pace_ms = 700
        self.state: Any = None
        self.seats: list[SeatInfo] = []
        self.bots: dict[int, Any] = {}
        self.sort_mode = "suit"
        self.hand_order: list[Card] = []
        self.last_play: set[Card] = set()
        self.message = ""
        self.bot_thinking = False
        self._generation = 0
        self.decision_seconds: list[float] = []
        self.match: Any = None
        self.scoreboard: Any = None  # set by the window; None in most tests
        self.saved: Any = None
        self.match_id: int | None = None
        self.deal_started = time.time()

    # ------------------------------------------------------------------ for subclasses
    def make_bot(self, level: str, seed: str) -> Any:
        raise NotImplementedError

    def apply_bot(self, seat: int, action: Action) -> None:
        """Play a bot's chosen action on the state and move the game on."""
        raise NotImplementedError

    # ------------------------------------------------------------------ seats and bots
    def seat_players(
        self, num_players: int, levels: Sequence[str | None], names: Sequence[str] | None
    ) -> None:
        self._generation += 1
        self.deal_started = time.time()
        names = list(names or DEFAULT_NAMES[:num_players])
        self.seats = [SeatInfo(names[s], levels[s]) for s in range(num_players)]
        seed = getattr(self.state, "seed", None)
        self.bots = {
            s: self.make_bot(info.level, f"{seed}:{s}")
            for s, info in enumerate(self.seats)
            if info.level
        }

    def ask_bot(self) -> None:
        state = self.state
        assert state is not None and state.to_play is not None
        seat = state.to_play
        self.bot_thinking = True
        task = _BotTask(self.bots[seat], state.view(seat), seat, self._generation, self._signals)
        self.pool.start(task)

    @Slot(int, int, object, float)
    def _on_bot_chosen(self, generation: int, seat: int, action: Action, seconds: float) -> None:
        if generation != self._generation or self.state is None or self.state.to_play != seat:
            return  # a game that has since been replaced
        self.decision_seconds.append(seconds)
        wait = max(0, self.pace_ms - round(seconds * 1000))
        QTimer.singleShot(wait, self, lambda: self._apply_bot(generation, seat, action))

    @Slot(int, int, str)
    def _on_bot_failed(self, generation: int, seat: int, what: str) -> None:
        if generation != self._generation:
            return
        self.bot_thinking = False
        self._refuse(
            self.tr("{name} (a computer player) failed: {what}. Start a new game.").format(
                name=self.seats[seat].name, what=what
            )
        )

    def _apply_bot(self, generation: int, seat: int, action: Action) -> None:
        if generation != self._generation or self.state is None or self.state.to_play != seat:
            return
        self.bot_thinking = False
        self.apply_bot(seat, action)

    def shutdown(self) -> None:
        """Forget pending bot work (a window closing, a new game): nothing lands late."""
        self._generation += 1
        self.pool.waitForDone(5000)

    def wait_for_bots(self, timeout_s: float = 30.0) -> None:
        """For tests and the screenshot: let queued bot work finish."""
        self.pool.waitForDone(round(timeout_s * 1000))

    # ------------------------------------------------------------------ hand order
    def set_sort(self, mode: str) -> None:
        if mode not in SORTS:
            raise ValueError(mode)
        self.sort_mode = mode
        self.hand_order = []
        self._sync_hand_order()
        self.changed.emit()

    def _sync_hand_order(self) -> None:
        """Keep the hand in the player's chosen order across turns (new cards at the end)."""
        if self.state is not None:
            self.hand_order = self._ordered(self.current_hand())

    def current_hand(self) -> Sequence[Card]:
        """The person's hand as the table shows it now."""
        return self.state.hands[HUMAN]

    def _ordered(self, hand: Sequence[Card]) -> list[Card]:
        """The hand in the chosen order: by suit, by rank, or as arranged by hand."""
        if self.sort_mode == "manual":
            kept = [c for c in self.hand_order if c in hand]
            return kept + [c for c in hand if c not in kept]
        key = Card.rank_key if self.sort_mode == "rank" else Card.sort_key
        return sorted(hand, key=key)

    def _reorder_hand(self, cards: list[Card], index: int) -> None:
        order = [c for c in self.hand_order if c not in cards]
        index = max(0, min(index, len(order)))
        self.hand_order = order[:index] + list(cards) + order[index:]
        self.sort_mode = "manual"

    # ------------------------------------------------------------------ messages
    def status_text(self) -> str:
        raise NotImplementedError

    def _refuse(self, text: str) -> None:
        self.message = text
        self.refused.emit(text)
        self._announce()

    def _announce(self) -> None:
        self.status.emit(self.status_text())

    # ------------------------------------------------------------------ match
    @property
    def match_over(self) -> bool:
        return self.match is None or self.match.over

    @property
    def result(self) -> Any:
        return self.state.outcome() if self.state is not None else None
