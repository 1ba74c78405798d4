"""What the first frame does not need starts after it.

The window's first frame is the dealt table; the sound device, the bots' first decision
and what else the start-up can do without are started once the table's viewport has
painted for the first time (`bench/gui.py` measures that paint against a bare PySide6
window's). One `FirstPaint` per window holds that work: `later(work)` runs `work` right
after the first paint, from the event loop (`QTimer.singleShot(0, …)`, so the frame is
on the screen before any of it starts), in the order it was given.

Work given after the paint runs at once. `unless_hidden(work)` runs `work` at once also
while the widget is not shown (a window built and driven without being shown, as tests
do): nothing waits for a paint that is not coming. Should a shown widget not paint
within `FALLBACK_MS` of being shown (a platform that never exposes it), the work runs
anyway.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

#: The work waits at most this long for a shown widget's first paint.
FALLBACK_MS = 2000


class FirstPaint(QObject):
    """Runs work once `widget` has painted for the first time (see the module)."""

    def __init__(self, widget: QWidget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._widget = widget
        self._work: list[Callable[[], None]] = []
        #: The widget has painted, and the work waiting for it has run.
        self.done = False
        self._painted = False
        self._fallback = False  # the fallback timer is set (at the first show)
        widget.installEventFilter(self)

    @property
    def waiting(self) -> bool:
        """Whether the shown widget is yet to paint (work given now would wait)."""
        return not self.done and (self._painted or self._widget.isVisible())

    def later(self, work: Callable[[], None]) -> None:
        """Run `work` after the first paint (at once if that is past)."""
        if self.done:
            work()
        else:
            self._work.append(work)

    def unless_hidden(self, work: Callable[[], None]) -> None:
        """Run `work` after the first paint of the shown widget, else at once."""
        if self.waiting:
            self._work.append(work)
        else:
            work()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if obj is not self._widget:
            return False
        kind = event.type()
        if kind == QEvent.Type.Paint and not self._painted:
            self._painted = True
            self._widget.removeEventFilter(self)
            QTimer.singleShot(0, self, self._run)  # once the frame is out
        elif kind == QEvent.Type.Show and not self._fallback:
            self._fallback = True
            QTimer.singleShot(FALLBACK_MS, self, self._run)
        return False

    def _run(self) -> None:
        if self.done:
            return
        self.done = True
        self._widget.removeEventFilter(self)
        work, self._work = self._work, []
        for item in work:
            item()
