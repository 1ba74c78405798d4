"""The window closing: asked to close soon (a Ctrl+C in the terminal, View > Language),
and what it leaves behind when it closes (its place, the saved game, the scoreboard)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog

# `window` is the `MainWindow` (app/ui/main_window.py), not imported: the window imports
# its shell, never the other way round.


def close_soon(window: Any) -> None:
    """Close `window` as the close button does, saving first, from the event loop: what
    a Ctrl+C in the terminal asks (app/ui/main.py). An open dialog is dismissed first, as
    if cancelled, and nothing its answer would have started (a new game in place of the
    one offered to continue) starts."""
    window.closing = True
    modal = QApplication.activeModalWidget()
    if modal is not None and modal is not window:
        if isinstance(modal, QDialog):
            modal.reject()
        else:
            modal.close()
        QTimer.singleShot(0, window.close_soon)  # once its own event loop has returned
        return
    window.close()


def closed(window: Any) -> None:
    """`window` closes: its place is kept, the games and parts stop, what is still to be
    written is tried once more, and its scoreboard and saved-game slot are let go."""
    window.fit.remember()
    window.pause.stop()
    for controller in window.controllers.values():
        controller.shutdown()
    for part in window.parts.values():
        part.closing()
    store = window.store
    if store.recorder.pending:  # a last try; what still fails stays in the saved game
        store.recorder.flush()
        window.controller.autosave()  # the saved game no longer lists what was written
    if store.scoreboard is not None:
        store.scoreboard.close()
    if store.saved is not None:
        store.saved.release()
