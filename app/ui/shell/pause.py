"""The table waits while the person is not at it: while a dialog of the window is open
(any kind: message boxes, Statistics, New game, the tables between deals), while the
window is minimised, or while a part shows a past point of the deal. Bots and the moves
played for the person wait; each game's controller is told (`set_paused`)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow

if TYPE_CHECKING:
    from app.ui.controller_base import GameController


class TablePause:
    """Pauses or releases every game controller of `window` (`controllers`) as its open
    dialogs, its state and the parts' `showing_past` say.

    Its dialog watcher (an event filter on the application, which sees every dialog shown
    or hidden) starts only once `watch` is called, after the table's first frame: it sees
    every event of the program, and each Qt class an event names first costs Python a type
    (about 20 ms before the first frame, when no dialog is open yet)."""

    def __init__(
        self,
        window: QMainWindow,
        controllers: Callable[[], Iterable[GameController]],
        showing_past: Callable[[], bool],
    ) -> None:
        self.window, self.controllers, self.showing_past = window, controllers, showing_past
        self._watcher = _DialogWatch(self)

    def watch(self) -> None:
        """Start watching the dialogs (one may be open already: the question at start)."""
        QApplication.instance().installEventFilter(self._watcher)
        self.update()

    def stop(self) -> None:
        """The window closes: its dialogs are watched no more."""
        QApplication.instance().removeEventFilter(self._watcher)

    def owns(self, dialog: QDialog) -> bool:
        """Whether `dialog` belongs to the window (or blocks the whole application)."""
        if dialog.isModal() and dialog.windowModality() == Qt.WindowModality.ApplicationModal:
            return True
        widget = dialog.parentWidget()
        while widget is not None:
            if widget is self.window:
                return True
            widget = widget.parentWidget()
        return False

    def open_dialogs(self) -> list[QDialog]:
        return [
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, QDialog) and w.isVisible() and self.owns(w)
        ]

    def update(self, showing: QDialog | None = None, hiding: QDialog | None = None) -> None:
        """Pause the table while a dialog of the window is open, it is minimised or it
        shows a past point (`showing`/`hiding`: the dialog whose visibility is changing
        right now)."""
        dialogs = [d for d in self.open_dialogs() if d is not hiding]
        if showing is not None:
            dialogs.append(showing)
        paused = bool(dialogs) or self.window.isMinimized() or self.showing_past()
        for controller in self.controllers():
            controller.set_paused(paused)


class _DialogWatch(QObject):
    """Tells its pause when one of its window's dialogs is shown or hidden."""

    def __init__(self, pause: TablePause) -> None:
        super().__init__(pause.window)
        self.pause = pause

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
        kind = event.type()
        if (
            (kind == QEvent.Type.Show or kind == QEvent.Type.Hide)
            and isinstance(obj, QDialog)
            and self.pause.owns(obj)
        ):
            if kind == QEvent.Type.Show:
                self.pause.update(showing=obj)
            else:
                self.pause.update(hiding=obj)
        return False
