"""What our reading dialogs share: a size that the screen has room for, and a Close row.

The review of a deal, Statistics, Help ▸ Rules and Help ▸ Controls are windows to read,
each sized by what it shows; on a small screen each takes what room there is.
"""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget


def within_screen(widget: QWidget, width: int, height: int) -> tuple[int, int]:
    """`width` × `height`, or the room of the screen `widget` is on if it has less (20
    pixels across and 50 down left for the window's frame and the desktop's panels)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        room = screen.availableGeometry()
        width, height = min(width, room.width() - 20), min(height, room.height() - 50)
    return width, height


def close_below(dialog: QDialog, body: QWidget) -> QVBoxLayout:
    """The dialog's layout: `body`, and under it a Close button (Escape too)."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, parent=dialog)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(body)
    layout.addWidget(buttons)
    return layout
