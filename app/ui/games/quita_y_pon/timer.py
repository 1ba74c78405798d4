"""Quita y Pon's optional turn timer (QP-A8): the seconds left of the person's turn,
counted down once a second while the table is not paused (a dialog open); at zero the
controller resets the turn and draws a card (`QuitaYPonController.time_up`)."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QTimer


class TimedTable(Protocol):
    """What a `TurnTimer` reads and calls of the controller holding it (a QObject: the
    clock lives with it)."""

    state: Any
    paused: bool

    def _announce(self) -> None: ...
    def time_up(self) -> None: ...


class TurnTimer:
    """The turn timer of the Quita y Pon controller that holds it."""

    def __init__(self, controller: TimedTable) -> None:
        self.controller = controller
        self.seconds_left = 0
        self._clock: QTimer | None = None

    @property
    def running(self) -> bool:
        """The person's turn is timed (the status line shows the seconds left)."""
        return self._clock is not None

    def start(self) -> None:
        """Count the person's turn down from the deal's limit (none: no timer)."""
        ctrl = self.controller
        limit = ctrl.state.options.turn_time_limit_s if ctrl.state else None
        if not limit:
            return
        self.seconds_left = limit
        self._clock = QTimer(ctrl)  # type: ignore[call-overload]
        self._clock.timeout.connect(self.tick)
        self._clock.start(1000)

    def stop(self) -> None:
        clock = self._clock
        if clock is not None:
            clock.stop()
            clock.deleteLater()
            self._clock = None

    def tick(self) -> None:
        """A second of the turn gone (the clock stands still while a dialog is open)."""
        ctrl = self.controller
        if ctrl.paused:
            return
        self.seconds_left -= 1
        if self.seconds_left > 0:
            ctrl._announce()
            return
        self.stop()
        ctrl.time_up()
