"""Bots choose off the GUI thread, from their seat's view only, and their choices come back
on it.

One decision at a time runs in a `QThreadPool` of one thread. A generation counter drops
a choice that arrives after its game was replaced (a new game, a window closing), so
nothing lands late.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from app.core.bots import Limit


class _Signals(QObject):
    chosen = Signal(int, int, object, float)  # (generation, seat, action, seconds)
    failed = Signal(int, int, str)  # (generation, seat, what went wrong)


class _Task(QRunnable):
    """One bot decision: a pure function of the seat's view."""

    def __init__(
        self, bot: Any, view: Any, seat: int, generation: int, signals: _Signals, limit: Limit
    ) -> None:
        super().__init__()
        self.bot, self.view, self.seat, self.limit = bot, view, seat, limit
        self.generation, self.signals = generation, signals

    def run(self) -> None:
        started = time.perf_counter()
        try:
            action = self.bot.choose(self.view, self.limit)
        except Exception as exc:  # a bot bug must not kill the worker thread silently
            self.signals.failed.emit(self.generation, self.seat, f"{type(exc).__name__}: {exc}")
            return
        self.signals.chosen.emit(self.generation, self.seat, action, time.perf_counter() - started)


class BotRunner(QObject):
    """Runs one bot decision at a time; `chosen(seat, action, seconds)` and
    `failed(seat, what)` come back on the GUI thread, for the current generation only."""

    chosen = Signal(int, object, float)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._signals = _Signals()
        self._signals.chosen.connect(self._on_chosen)
        self._signals.failed.connect(self._on_failed)
        self.generation = 0

    def ask(self, bot: Any, view: Any, seat: int, limit: Limit) -> None:
        self.pool.start(_Task(bot, view, seat, self.generation, self._signals, limit))

    def forget(self) -> None:
        """Drop every choice still to come (a new game, a window closing)."""
        self.generation += 1

    def wait(self, timeout_s: float) -> None:
        self.pool.waitForDone(round(timeout_s * 1000))

    def _on_chosen(self, generation: int, seat: int, action: Any, seconds: float) -> None:
        if generation == self.generation:
            self.chosen.emit(seat, action, seconds)

    def _on_failed(self, generation: int, seat: int, what: str) -> None:
        if generation == self.generation:
            self.failed.emit(seat, what)
