"""Bots choose off the GUI thread, from their seat's view only, and their choices come back
on it, at the pace the person set, and not while the table is paused.

One decision at a time runs in a `QThreadPool` of one thread (`BotRunner`). A generation
counter drops a choice that arrives after its game was replaced (a new game, a window
closing), so nothing lands late. `BotTurns` is the controller's half: asking the bot whose
turn it is, playing its choice, and holding every move that is not the person's own while
a dialog is open or the window is minimised.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from app.core.bots import BOT_TIME_CAP, Limit
from app.core.engine import Action

__all__ = ["BOT_TIME_CAP", "BotRunner", "BotTurns"]  # the cap is app.core.bots'


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
            self._tell(self.signals.failed, self.seat, f"{type(exc).__name__}: {exc}")
            return
        self._tell(self.signals.chosen, self.seat, action, time.perf_counter() - started)

    def _tell(self, signal: Any, *args: Any) -> None:
        """Emit for this generation; nothing when the runner is gone (its window closed
        while the bot thought, the program ending): nobody waits for this choice."""
        with contextlib.suppress(RuntimeError):  # "Signal source has been deleted"
            signal.emit(self.generation, *args)


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
        #: Where a decision is handed to start (the window's `FirstPaint.unless_hidden`:
        #: the first one waits for the table's first paint); None: at once.
        self.gate: Callable[[Callable[[], None]], None] | None = None
        self._kept: list[Callable[[], None]] = []  # see `keep`

    def keep(self, work: Callable[[], None], later: bool = True) -> None:
        """Run `work` at the gate, as a decision would start, but never drop it: a
        `forget` while it waits runs it at once. Without a gate, or not `later`: at once.

        A new match's first save (app/ui/controller_base.py) comes after the table's first
        paint this way. Nothing can be lost meanwhile: the match has had no move yet (a
        move saves at once), the saved game it replaces was offered at the start and
        answered for, and a window closed, a new game or another game on the table before
        that paint (each forgets the runner's work) saves it then. A resumed game saves at
        once: its deals just handed to the scoreboard leave its record there. So does a
        new match while something already cannot be saved: every storage fault is then
        in the banner of the first frame, which does not change just after it."""
        if self.gate is None or not later:
            work()
            return
        self._kept.append(work)
        self.gate(self._run_kept)

    def _run_kept(self) -> None:
        kept, self._kept = self._kept, []
        for work in kept:
            work()

    def ask(self, bots: Mapping[int, Any], view: Any, seat: int) -> None:
        """Hand `seat`'s decision from `view` to the worker thread, within its level's
        budget and `BOT_TIME_CAP`. The bot is taken from `bots` when the decision starts
        (at the gate): a session's bots are made when first asked for, so the first one
        is made, and its game's bot module loaded, after the table's first paint."""
        generation = self.generation

        def start() -> None:
            bot = bots[seat]
            limit = bot.limit.within(BOT_TIME_CAP)
            self.pool.start(_Task(bot, view, seat, generation, self._signals, limit))

        if self.gate is None:
            start()
        else:
            self.gate(start)

    def forget(self) -> None:
        """Drop every choice still to come (a new game, a window closing); what waits
        at the gate to be kept (`keep`) is done now."""
        self.generation += 1
        self._run_kept()

    def wait(self, timeout_s: float) -> None:
        self.pool.waitForDone(round(timeout_s * 1000))

    def _on_chosen(self, generation: int, seat: int, action: Any, seconds: float) -> None:
        if generation == self.generation:
            self.chosen.emit(seat, action, seconds)

    def _on_failed(self, generation: int, seat: int, what: str) -> None:
        if generation == self.generation:
            self.failed.emit(seat, what)


class BotTurns:
    """Mixin of a controller: the bots' turns and the pause. The controller supplies
    `state`, `bots`, `seats`, `bots_runner`, `pace_ms`, `apply_bot`, `_refuse` and `tr`,
    and connects its runner's signals to `_on_bot_chosen` and `_on_bot_failed`."""

    paused: bool
    _held: list[Callable[[], None]]
    bot_thinking: bool
    decision_seconds: list[float]

    def start_bots(self, runner: BotRunner) -> None:
        self.bots_runner = runner
        runner.chosen.connect(self._on_bot_chosen)
        runner.failed.connect(self._on_bot_failed)
        self.pace_ms = 700
        self.bot_thinking = False
        self.decision_seconds = []
        #: While a dialog of the window is open or the window is minimised, nothing
        #: moves on the table: bot moves and moves played for the person wait here.
        self.paused = False
        self._held = []

    @property
    def generation(self) -> int:
        """Changes whenever the game on the table is replaced: late work checks it."""
        return self.bots_runner.generation

    def ask_bot(self) -> None:
        state = self.state
        assert state is not None and state.to_play is not None
        seat = state.to_play
        self.bot_thinking = True
        known = self.session.foreseen()
        if known is not None:  # a practice table replaying the line taken back
            generation = self.generation
            QTimer.singleShot(0, self, lambda: self._foreseen(generation, seat, known))
            return
        self.bots_runner.ask(self.bots, state.view(seat), seat)

    def _foreseen(self, generation: int, seat: int, action: Action) -> None:
        if generation == self.generation:
            self._on_bot_chosen(seat, action, 0.0)

    def _on_bot_chosen(self, seat: int, action: Action, seconds: float) -> None:
        if self.state is None or self.state.to_play != seat:
            return  # a game that has since been replaced
        self.decision_seconds.append(seconds)
        wait = max(0, self.pace_ms - round(seconds * 1000))
        generation = self.generation
        QTimer.singleShot(wait, self, lambda: self._apply_bot(generation, seat, action))

    def _on_bot_failed(self, seat: int, what: str) -> None:
        self.bot_thinking = False
        self._refuse(
            self.tr("{name} (a computer player) failed: {what}. Start a new game.").format(
                name=self.seats[seat].name, what=what
            )
        )

    def _apply_bot(self, generation: int, seat: int, action: Action) -> None:
        if generation != self.generation or self.state is None or self.state.to_play != seat:
            return
        if self.paused:  # after the pause, at the pace the person set, so it is seen
            self.when_running(
                lambda: QTimer.singleShot(
                    self.pace_ms, self, lambda: self._apply_bot(generation, seat, action)
                )
            )
            return
        self.bot_thinking = False
        self.apply_bot(seat, action)

    def shutdown(self) -> None:
        """Forget pending bot work (a window closing, a new game): nothing lands late."""
        self.bots_runner.forget()
        self.bots_runner.wait(5)

    def wait_for_bots(self, timeout_s: float = 30.0) -> None:
        """For tests and the screenshot: let queued bot work finish."""
        self.bots_runner.wait(timeout_s)

    # ------------------------------------------------------------------ pausing
    def set_paused(self, on: bool) -> None:
        """Hold (or let go) every move that is not the person's own gesture."""
        if on == self.paused:
            return
        self.paused = on
        if not on:
            held, self._held = self._held, []
            for work in held:
                work()

    def when_running(self, work: Callable[[], None]) -> None:
        """Do `work` now, or as soon as the pause ends."""
        if self.paused:
            self._held.append(work)
        else:
            work()

    @property
    def holding(self) -> int:
        """How many moves wait for the pause to end."""
        return len(self._held)
