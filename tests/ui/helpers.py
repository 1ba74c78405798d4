"""Driving the main window as a person would: real mouse events on the table's viewport."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from app.core.cards import Card
from app.ui.main_window import MainWindow


def settle(qtbot, win: MainWindow) -> None:
    qtbot.waitUntil(lambda: not win.table.animations_running(), timeout=3000)


def centre(win: MainWindow, c: Card) -> QPoint:
    item = win.table.card_item(c)
    assert item is not None, c
    return win.table.mapFromScene(item.sceneBoundingRect().center())


def index_corner(win: MainWindow, c: Card) -> QPoint:
    """A point on the card's left edge strip, visible even when the next card overlaps it."""
    rect = win.table.card_item(c).sceneBoundingRect()
    return win.table.mapFromScene(QPointF(rect.left() + rect.width() * 0.12, rect.center().y()))


def drag(qtbot, win: MainWindow, start: QPoint, end: QPoint, steps: int = 8) -> None:
    viewport = win.table.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, steps + 1):
        point = QPoint(
            start.x() + (end.x() - start.x()) * i // steps,
            start.y() + (end.y() - start.y()) * i // steps,
        )
        QTest.mouseMove(viewport, point, 10)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
