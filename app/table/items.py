"""The card as a scene item: one cached pixmap blit plus an optional mark.

`paint` is deliberately tiny (DESIGN.md §8: PySide6 6.12 leaks a reference to None per
Python paint call; the less Python runs per paint the cheaper every frame is anyway).
Everything a paint needs (pixmap, pens, rectangles) is prepared when it changes.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from app.core.cards import Card
from app.table.card_art import CARD_RATIO, CardArt

#: Marks a card can carry, with their colour and pen width (as a fraction of card width).
MARK_STYLES: dict[str, tuple[str, float]] = {
    "invalid": ("#e0202a", 0.05),
    "hint": ("#f2c200", 0.06),
    "proposed": ("#f2c200", 0.07),  # a hint's cards: lifted like a selection
    "last": ("#3d8bfd", 0.05),
    "selected": ("#ff8c00", 0.06),
    "placed": ("#20b15a", 0.05),  # placed from the hand during this turn (can go back)
}
#: How far a selected card rises, as a fraction of its height; the marks that lift it.
SELECTED_LIFT = 0.14
LIFTED = frozenset({"selected", "proposed"})


class CardItem(QGraphicsObject):
    """One card on the table, face up or down, at a logical width chosen by the layout."""

    def __init__(
        self, card: Card, art: CardArt, face_up: bool = True, width: int = 72, drawn: bool = True
    ) -> None:
        """`drawn=False`: the face is drawn by the first `set_width` (the table's layout
        gives a new card its width right after making it: drawing it at a guessed width
        first cost half the faces' drawing of a table's first frame)."""
        super().__init__()
        self.card = card
        self._art = art
        self._face_up = face_up
        self._width = width
        self._mark: str | None = None
        self._strokes: list[tuple[QPen, QRectF, float]] = []
        self._pixmap = QPixmap()
        self._rect = QRectF()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the view runs the gestures
        if drawn:
            self._refresh()

    # ------------------------------------------------------------------ state
    @property
    def face_up(self) -> bool:
        return self._face_up

    @face_up.setter
    def face_up(self, value: bool) -> None:
        if value != self._face_up:
            self._face_up = value
            self._refresh()

    @property
    def width(self) -> int:
        return self._width

    @property
    def height(self) -> int:
        return round(self._width * CARD_RATIO)

    @property
    def mark(self) -> str | None:
        return self._mark

    def set_width(self, w: int, dpr: float | None = None) -> None:
        """Resize; also re-reads the view's device-pixel ratio so the blit stays 1:1.

        A caller resizing many cards at once passes the ratio (asking the scene for its
        view per card costs more than the rest of this method).
        """
        w = max(8, int(w))
        if dpr is None:
            dpr = self._device_pixel_ratio()
        if w != self._width or self._pixmap.isNull() or dpr != self._pixmap.devicePixelRatio():
            self._width = w
            self._refresh()

    def set_art(self, art: CardArt) -> None:
        self._art = art
        self._refresh()

    def set_marked(self, mark: str | None) -> None:
        """None, "invalid", "hint", "last" or "selected" (which also lifts the card)."""
        if mark is not None and mark not in MARK_STYLES:
            raise ValueError(f"unknown card mark {mark!r}")
        if mark == self._mark:
            return
        self._mark = mark
        self._prepare_mark()
        lift = -self.height * SELECTED_LIFT if mark in LIFTED else 0.0
        self.setTransform(QTransform.fromTranslate(0, lift))
        self.update()

    # ------------------------------------------------------------------ painting
    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._rect

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.drawPixmap(0, 0, self._pixmap)
        if self._strokes:
            painter.setBrush(Qt.BrushStyle.NoBrush)
        for pen, rect, radius in self._strokes:
            painter.setPen(pen)
            painter.drawRoundedRect(rect, radius, radius)

    # ------------------------------------------------------------------ internals
    def _device_pixel_ratio(self) -> float:
        scene = self.scene()
        if scene is not None:
            views = scene.views()
            if views:
                return float(views[0].devicePixelRatioF()) or 1.0
        return 1.0

    def _refresh(self) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, self._width, self.height)
        self._pixmap = self._art.pixmap(
            self.card if self._face_up else None, self._width, self._device_pixel_ratio()
        )
        self._prepare_mark()
        if self._mark in LIFTED:
            self.setTransform(QTransform.fromTranslate(0, -self.height * SELECTED_LIFT))
        self.update()

    def _prepare_mark(self) -> None:
        """Pens for the mark, drawn inside the card so boundingRect stays the card rect."""
        self._strokes = []
        if self._mark is None:
            return
        colour, fraction = MARK_STYLES[self._mark]
        width = max(2.0, self._width * fraction)
        radius = self._width * 0.07
        if self._mark == "last":
            glow = QColor(colour)
            glow.setAlpha(90)
            wide = width * 2.2
            self._strokes.append(
                (
                    QPen(glow, wide),
                    self._rect.adjusted(wide / 2, wide / 2, -wide / 2, -wide / 2),
                    radius,
                )
            )
        inset = width / 2
        self._strokes.append(
            (QPen(QColor(colour), width), self._rect.adjusted(inset, inset, -inset, -inset), radius)
        )
        for pen, _rect, _radius in self._strokes:
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
