"""Driving the main window as a person would: real mouse events on the table's viewport.

The `shown_*`, `frames`, `evenly_laid_out` and `picture` helpers read what the table draws
from the scene itself (card items' scene rectangles, the zone frames' drawn rectangles,
labels and highlights), not the table's own bookkeeping of which item belongs where, so a
test that uses them checks the screen, not only the controller.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtTest import QTest

from app.core.cards import Card, cards
from app.table.items import CardItem
from app.table.zones import ZoneItem
from app.ui.main_window import MainWindow
from tests.waits import HANG_MS


def settle(qtbot, win: MainWindow) -> None:
    qtbot.waitUntil(lambda: not win.table.animations_running(), timeout=HANG_MS)


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


# ---------------------------------------------------------------------- what the table shows
def frames(win: MainWindow) -> dict[str, ZoneItem]:
    """The zone frames drawn on the table, by zone name."""
    return {
        item.name: item
        for item in win.table.scene().items()
        if isinstance(item, ZoneItem) and item.isVisible()
    }


def _drawn_cards(win: MainWindow) -> list[CardItem]:
    return [
        item
        for item in win.table.scene().items()
        if isinstance(item, CardItem) and item.isVisible()
    ]


def _inside(frame: ZoneItem, item: CardItem) -> bool:
    return frame.rect.contains(item.sceneBoundingRect())


def shown_in(win: MainWindow, c: Card) -> str | None:
    """The zone whose drawn frame holds card `c` on screen.

    None when the card is not drawn at all, or lies outside every frame (left where a drag
    dropped it, say). Where frames nest, the smallest wins.
    """
    item = win.table.card_item(c)
    if item is None or item.scene() is not win.table.scene() or not item.isVisible():
        return None
    holding = [
        (f.rect.width() * f.rect.height(), n) for n, f in frames(win).items() if _inside(f, item)
    ]
    return min(holding)[1] if holding else None


def _row_items(win: MainWindow, zone: str) -> list[CardItem]:
    frame = frames(win).get(zone)
    if frame is None:
        return []
    items = [item for item in _drawn_cards(win) if _inside(frame, item)]
    return sorted(items, key=lambda item: (item.pos().x(), -item.pos().y(), item.zValue()))


def shown_row(win: MainWindow, zone: str) -> list[Card]:
    """The cards drawn inside the zone's frame, in the order a person reads them (left to
    right; a stack's top card last). Empty when the zone is not drawn."""
    return [item.card for item in _row_items(win, zone)]


def evenly_laid_out(win: MainWindow, zone: str) -> bool:
    """Whether the zone's cards sit as the layout places them, not where a drag left one.

    Every layout (hand, meld row, stack, opponent's fan) puts a zone's cards one equal step
    apart and draws the frame around them with equal margins on opposite sides; a stack's
    frame is as big as its fullest (it keeps its place as it grows and empties), so its
    cards sit from its bottom left corner, with equal margins on those two sides.
    """
    items = _row_items(win, zone)
    if not items:
        return True
    steps = [(b.pos() - a.pos()) for a, b in zip(items, items[1:], strict=False)]
    if any(abs(s.x() - steps[0].x()) > 0.5 or abs(s.y() - steps[0].y()) > 0.5 for s in steps):
        return False
    box = QRectF(items[0].sceneBoundingRect())
    for item in items[1:]:
        box = box.united(item.sceneBoundingRect())
    rect = frames(win)[zone].rect
    spec = next(z for z in win.table.zones() if z.name == zone)
    if spec.kind == "stack":
        return (
            rect.contains(box)
            and abs((box.left() - rect.left()) - (rect.bottom() - box.bottom())) < 0.5
        )
    return (
        abs((box.left() - rect.left()) - (rect.right() - box.right())) < 0.5
        and abs((box.top() - rect.top()) - (rect.bottom() - box.bottom())) < 0.5
    )


def picture(win: MainWindow) -> tuple[dict, list[str]]:
    """Everything the table draws, to compare before and after a gesture that must change
    nothing: per zone frame its label, mark and highlight, the cards drawn in it in order
    (face up or not, card mark) and whether they sit where the layout puts them; and the
    cards drawn outside every frame.

    Relative to the frames, not in pixels: the layout follows the window's size, and a
    status line that wraps to two lines makes the table a little shorter.
    """
    shown = frames(win)
    zones = {
        name: (
            win.table.zone_label(name),
            frame.marked,
            frame.highlight,
            [(str(item.card), item.face_up, item.mark) for item in _row_items(win, name)],
            evenly_laid_out(win, name),
        )
        for name, frame in shown.items()
    }
    strays = sorted(
        str(item.card)
        for item in _drawn_cards(win)
        if not any(_inside(frame, item) for frame in shown.values())
    )
    return zones, strays


# ---------------------------------------------------------------------- a game's table
def open_table(qtbot, game: str, size: tuple[int, int] = (1280, 800)) -> MainWindow:
    """A shown window of `game` with no storage and no bot pace (close it with
    `win.controller.shutdown()`)."""
    from app.ui.new_game import NewGameSettings

    win = MainWindow(NewGameSettings(game=game, pace_ms=0), storage=False)
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    return win


def zone_centre(win: MainWindow, name: str) -> QPoint:
    return win.table.mapFromScene(win.table.zone_rect(name).center().toPoint())


def top_of(win: MainWindow, zone: str) -> QPoint:
    """The top card of a zone (a stack's, as a press picks it up)."""
    item = win.table.zone_items(zone)[-1]
    return win.table.mapFromScene(item.sceneBoundingRect().center())


def stage(qtbot, win: MainWindow, text: str, group: str = "stage:new") -> None:
    """Drag each card of `text` from the hand onto a staging zone (the new group's cards
    after the first one join it)."""
    for c in cards(text):
        drag(qtbot, win, centre(win, c), zone_centre(win, group))
        settle(qtbot, win)
        if group == "stage:new":
            group = f"stage:{len(win.controller.staging) - 1}"
