"""Card faces and backs, drawn by the project itself with QPainter (no third-party art).

Faces are rendered once per (face, size, device-pixel ratio, theme) into a pixmap cache,
so that cards stay sharp on hi-DPI screens and cost one blit to draw or drag.

Cards on the table mostly overlap (fanned hands, meld rows), so the left strip of a card
must identify it alone: a big rank over a big suit in a column of about 30 % of the width.
Everything else (pips, court panels) keeps out of that column so the index never gets
crowded, and below ``COMPACT_WIDTH`` the pips give way to one large suit symbol, which
reads better than ten specks.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)

from app.core.cards import RANK_CHARS, SUIT_SYMBOLS, Card

#: The card's aspect ratio (poker size, 63 x 88 mm).
CARD_RATIO = 88 / 63
#: The font every glyph on a card comes from; it has the suit symbols U+2660-U+2667.
FONT_FAMILY = "DejaVu Sans"
#: Below this width (logical px) number cards show one big suit instead of pips.
COMPACT_WIDTH = 74

TWO_COLOURS = {"S": "#1b1b1b", "C": "#1b1b1b", "H": "#c8102e", "D": "#c8102e"}
FOUR_COLOURS = {"S": "#1b1b1b", "C": "#17803a", "H": "#c8102e", "D": "#1d4fb8"}
JOKER_INK = "#5b2a86"

# Pip positions for 2-10 in a unit box (x, y), y down; pips in the lower half are flipped.
_PIPS: dict[int, list[tuple[float, float]]] = {
    2: [(0.5, 0.0), (0.5, 1.0)],
    3: [(0.5, 0.0), (0.5, 0.5), (0.5, 1.0)],
    4: [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)],
    5: [(0.0, 0.0), (1.0, 0.0), (0.5, 0.5), (0.0, 1.0), (1.0, 1.0)],
    6: [(0.0, 0.0), (1.0, 0.0), (0.0, 0.5), (1.0, 0.5), (0.0, 1.0), (1.0, 1.0)],
    7: [(0.0, 0.0), (1.0, 0.0), (0.5, 0.25), (0.0, 0.5), (1.0, 0.5), (0.0, 1.0), (1.0, 1.0)],
    8: [(0.0, 0.0), (1.0, 0.0), (0.5, 0.25), (0.0, 0.5), (1.0, 0.5), (0.5, 0.75)]
    + [(0.0, 1.0), (1.0, 1.0)],
    9: [(0.0, 0.0), (1.0, 0.0), (0.0, 1 / 3), (1.0, 1 / 3), (0.5, 0.5)]
    + [(0.0, 2 / 3), (1.0, 2 / 3), (0.0, 1.0), (1.0, 1.0)],
    10: [(0.0, 0.0), (1.0, 0.0), (0.5, 1 / 6), (0.0, 1 / 3), (1.0, 1 / 3)]
    + [(0.0, 2 / 3), (1.0, 2 / 3), (0.5, 5 / 6), (0.0, 1.0), (1.0, 1.0)],
}


#: The card backs, each drawn by `CardArt` in its own design and colour: a lattice of
#: diamonds, a rosette of rings and petals, a tartan.
BACKS = {"lattice": "#7a1f2b", "rosette": "#1f3f7a", "tartan": "#1d5c3b"}


@dataclass(frozen=True, slots=True)
class Theme:
    """How faces look; part of the cache key, so changing it re-renders every card."""

    four_colour: bool = False
    back: str = "lattice"  # one of BACKS

    @property
    def back_colour(self) -> QColor:
        return QColor(BACKS.get(self.back, BACKS["lattice"]))

    def ink(self, suit: str) -> QColor:
        return QColor((FOUR_COLOURS if self.four_colour else TWO_COLOURS)[suit])


def _glyph_path(text: str, bold: bool = True, family: str = FONT_FAMILY) -> QPainterPath:
    """A glyph run as a path normalised to height 1, centred on the origin.

    Paths rather than drawText: they scale to an exact height and width whatever the
    font's metrics, so a "10" can be squeezed into the index column like the other ranks.
    """
    font = QFont(family)
    font.setBold(bold)
    font.setPixelSize(100)
    path = QPainterPath()
    path.addText(0, 0, font, text)
    box = path.boundingRect()
    if box.height() <= 0:
        return path
    transform = QTransform()
    transform.scale(1 / box.height(), 1 / box.height())
    transform.translate(-box.center().x(), -box.center().y())
    return transform.map(path)


class CardArt:
    """Renders and caches card pixmaps."""

    font_family = FONT_FAMILY

    def __init__(self, theme: Theme | None = None) -> None:
        self.theme = theme or Theme()
        self._cache: dict[tuple, QPixmap] = {}
        self._paths: dict[tuple[str, bool], QPainterPath] = {}

    def set_theme(self, theme: Theme) -> None:
        if theme != self.theme:
            self.theme = theme
            self._cache.clear()

    def font(self, pixel_size: int, bold: bool = False) -> QFont:
        """The card font at a pixel size, for labels that should match the cards."""
        font = QFont(self.font_family)
        font.setPixelSize(max(1, pixel_size))
        font.setBold(bold)
        return font

    def pixmap(self, c: Card | None, width: int, dpr: float = 1.0) -> QPixmap:
        """The face of `c` (None: the back) at `width` logical pixels and this DPR."""
        key = (None if c is None else c.face, width, round(dpr * 100), self.theme)
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        height = round(width * CARD_RATIO)
        pixmap = QPixmap(round(width * dpr), round(height * dpr))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = QRectF(0.5, 0.5, width - 1, height - 1)
        if c is None:
            self._paint_back(painter, rect)
        else:
            self._paint_face(painter, rect, c)
        painter.end()
        self._cache[key] = pixmap
        return pixmap

    # ------------------------------------------------------------------ shapes
    def _path(self, text: str, bold: bool = True) -> QPainterPath:
        key = (text, bold)
        path = self._paths.get(key)
        if path is None:
            path = self._paths[key] = _glyph_path(text, bold, self.font_family)
        return path

    def _fill(
        self,
        painter: QPainter,
        path: QPainterPath,
        centre: QPointF,
        height: float,
        ink: QColor,
        max_width: float | None = None,
        flipped: bool = False,
    ) -> None:
        """Fill a normalised path at `centre`, `height` tall, squeezed to `max_width`."""
        sx = sy = height
        natural = path.boundingRect().width() * height
        if max_width is not None and natural > max_width:
            sx = height * max_width / natural
        painter.save()
        painter.translate(centre)
        if flipped:
            painter.rotate(180)
        painter.scale(sx, sy)
        painter.fillPath(path, ink)
        painter.restore()

    def _pip(
        self,
        painter: QPainter,
        centre: QPointF,
        size: float,
        suit: str,
        ink: QColor,
        flipped: bool = False,
    ) -> None:
        """A suit symbol (from the font's glyph) `size` tall, centred at `centre`."""
        self._fill(painter, self._path(SUIT_SYMBOLS[suit], False), centre, size, ink, None, flipped)

    # ------------------------------------------------------------------ painting
    def _outline(self, painter: QPainter, rect: QRectF, fill: QBrush | QColor) -> None:
        radius = rect.width() * 0.07
        painter.setPen(QPen(QColor("#5f5f5f"), max(1.0, rect.width() / 90)))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, radius, radius)

    def _paint_back(self, painter: QPainter, rect: QRectF) -> None:
        """A white border round a panel of the theme's back: its design in a lighter
        shade of its colour, framed by a thin white line."""
        self._outline(painter, rect, QColor("#fbfaf5"))
        margin = rect.width() * 0.07
        inner = rect.adjusted(margin, margin, -margin, -margin)
        base = self.theme.back_colour
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(base)
        radius = rect.width() * 0.04
        painter.drawRoundedRect(inner, radius, radius)
        painter.save()
        clip = QPainterPath()
        clip.addRoundedRect(inner, radius, radius)
        painter.setClipPath(clip)
        step = inner.width() / 6
        design = {"rosette": self._rosette, "tartan": self._tartan}.get(
            self.theme.back, self._lattice
        )
        design(painter, inner, base, step)
        painter.restore()
        painter.setPen(QPen(QColor("#fbfaf5"), max(1.0, rect.width() / 60)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(
            inner.adjusted(step / 3, step / 3, -step / 3, -step / 3), radius, radius
        )

    @staticmethod
    def _lattice(painter: QPainter, inner: QRectF, base: QColor, step: float) -> None:
        """A lattice of small diamonds in a lighter shade."""
        painter.setPen(QPen(base.lighter(150), max(1.0, step / 8)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        y = inner.top() - step
        while y < inner.bottom() + step:
            x = inner.left() - step
            while x < inner.right() + step:
                diamond = QPainterPath()
                diamond.moveTo(x + step / 2, y)
                diamond.lineTo(x + step, y + step / 2)
                diamond.lineTo(x + step / 2, y + step)
                diamond.lineTo(x, y + step / 2)
                diamond.closeSubpath()
                painter.drawPath(diamond)
                x += step
            y += step

    @staticmethod
    def _rosette(painter: QPainter, inner: QRectF, base: QColor, step: float) -> None:
        """Rings round the centre crossed by twelve spokes, a star of petals in the
        middle: a rosette, as engraved card backs have."""
        centre = inner.center()
        light = base.lighter(160)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(light, max(1.0, step / 10)))
        reach = math.hypot(inner.width(), inner.height()) / 2
        r = step * 0.6
        while r < reach:
            painter.drawEllipse(centre, r, r)
            r += step * 0.6
        for k in range(12):
            angle = math.pi * k / 6
            painter.drawLine(
                centre, centre + QPointF(math.cos(angle) * reach, math.sin(angle) * reach)
            )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(light)
        for k in range(8):
            angle = math.pi * k / 4
            petal = QPainterPath()
            petal.addEllipse(QPointF(0, -step * 0.9), step * 0.32, step * 0.9)
            turn = QTransform()
            turn.translate(centre.x(), centre.y())
            turn.rotateRadians(angle)
            painter.drawPath(turn.map(petal))
        painter.setBrush(base)
        painter.drawEllipse(centre, step * 0.35, step * 0.35)

    @staticmethod
    def _tartan(painter: QPainter, inner: QRectF, base: QColor, step: float) -> None:
        """A tartan: broad lighter bands across and down, thin dark lines between them,
        their crossings lighter still."""
        painter.setPen(Qt.PenStyle.NoPen)
        band = QColor(base.lighter(135))
        band.setAlpha(150)
        painter.setBrush(band)
        x = inner.left() + step * 0.25
        while x < inner.right():
            painter.drawRect(QRectF(x, inner.top(), step * 0.55, inner.height()))
            x += step * 1.4
        y = inner.top() + step * 0.25
        while y < inner.bottom():
            painter.drawRect(QRectF(inner.left(), y, inner.width(), step * 0.55))
            y += step * 1.4
        gold = QColor("#e3c77a")
        gold.setAlpha(170)
        painter.setPen(QPen(gold, max(1.0, step / 14)))
        CardArt._grid(painter, inner, step * 0.525, step * 1.4)
        painter.setPen(QPen(base.darker(150), max(1.0, step / 12)))
        CardArt._grid(painter, inner, step * 1.05, step * 1.4)

    @staticmethod
    def _grid(painter: QPainter, inner: QRectF, first: float, every: float) -> None:
        """Lines down and across `inner` in the painter's pen: the first `first` in from
        its left and top edges, then one `every` apart."""
        x = inner.left() + first
        while x < inner.right():
            painter.drawLine(QPointF(x, inner.top()), QPointF(x, inner.bottom()))
            x += every
        y = inner.top() + first
        while y < inner.bottom():
            painter.drawLine(QPointF(inner.left(), y), QPointF(inner.right(), y))
            y += every

    def _paint_face(self, painter: QPainter, rect: QRectF, c: Card) -> None:
        self._outline(painter, rect, QColor("#fffdf7"))
        if c.is_joker:
            self._paint_joker(painter, rect)
            return
        ink = self.theme.ink(c.suit)
        compact = rect.width() < COMPACT_WIDTH
        self._paint_index(painter, rect, c, ink)
        if not compact:
            painter.save()
            painter.translate(rect.center())
            painter.rotate(180)
            painter.translate(-rect.center())
            self._paint_index(painter, rect, c, ink, small=True)
            painter.restore()
        if c.rank >= 11:
            self._paint_court(painter, rect, c, ink, compact)
        elif c.rank == 1 or compact:
            self._paint_centre_suit(painter, rect, c, ink)
        else:
            self._paint_pips(painter, rect, c, ink)

    def _index_column(self, rect: QRectF) -> tuple[float, float]:
        """Centre x and width of the corner index column (kept clear of everything else)."""
        w = rect.width()
        if w < COMPACT_WIDTH:
            return rect.left() + w * 0.165, w * 0.27
        return rect.left() + w * 0.14, w * 0.22

    def _paint_index(
        self, painter: QPainter, rect: QRectF, c: Card, ink: QColor, small: bool = False
    ) -> None:
        w = rect.width()
        cx, column = self._index_column(rect)
        scale = (0.8 if small else 1.0) * (1.0 if w < COMPACT_WIDTH else 0.84)
        rank_h = w * 0.25 * scale
        top = rect.top() + w * 0.06
        label = "10" if c.rank == 10 else RANK_CHARS[c.rank - 1]
        self._fill(
            painter,
            self._path(label),
            QPointF(cx, top + rank_h / 2),
            rank_h,
            ink,
            max_width=column * scale,
        )
        suit_h = w * 0.21 * scale
        gap = w * 0.06 * scale
        self._pip(painter, QPointF(cx, top + rank_h + gap + suit_h / 2), suit_h, c.suit, ink)

    def _pip_area(self, rect: QRectF) -> QRectF:
        """Where pips and court panels go: between the two index columns."""
        w, h = rect.width(), rect.height()
        return QRectF(rect.left() + w * 0.29, rect.top() + h * 0.07, w * 0.42, h * 0.86)

    def _paint_centre_suit(self, painter: QPainter, rect: QRectF, c: Card, ink: QColor) -> None:
        area = self._pip_area(rect)
        size = min(area.width() * 1.05, rect.width() * 0.40)
        if rect.width() < COMPACT_WIDTH:
            # Nothing in the bottom-right corner: the symbol may use the lower half too.
            centre = QPointF(rect.left() + rect.width() * 0.6, rect.top() + rect.height() * 0.62)
            size = rect.width() * 0.46
        else:
            centre = area.center()
        self._pip(painter, centre, size, c.suit, ink)

    def _paint_pips(self, painter: QPainter, rect: QRectF, c: Card, ink: QColor) -> None:
        area = self._pip_area(rect)
        size = rect.width() * (0.16 if c.rank <= 8 else 0.145)
        # Pip centres sit half a pip inside the area so no pip reaches an index column.
        inner = area.adjusted(size * 0.45, size * 0.5, -size * 0.45, -size * 0.5)
        for x, y in _PIPS[c.rank]:
            centre = QPointF(inner.left() + x * inner.width(), inner.top() + y * inner.height())
            self._pip(painter, centre, size, c.suit, ink, flipped=y > 0.5)

    def _paint_court(
        self, painter: QPainter, rect: QRectF, c: Card, ink: QColor, compact: bool
    ) -> None:
        """Our own court design: a framed panel with an emblem per rank and the suit."""
        w = rect.width()
        if compact:
            panel = QRectF(
                rect.left() + w * 0.34, rect.top() + w * 0.10, w * 0.58, rect.height() - w * 0.2
            )
        else:
            panel = self._pip_area(rect)
        gradient = QLinearGradient(panel.topLeft(), panel.bottomRight())
        gradient.setColorAt(0, QColor("#fff3c4"))
        gradient.setColorAt(1, QColor("#f0cd6e"))
        painter.setPen(QPen(ink, max(1.0, w / 50)))
        painter.setBrush(QBrush(gradient))
        painter.drawRoundedRect(panel, w * 0.04, w * 0.04)
        unit = panel.width()
        cx = panel.center().x()
        self._paint_emblem(painter, c.rank, QPointF(cx, panel.top() + panel.height() * 0.2), unit)
        self._fill(
            painter,
            self._path(RANK_CHARS[c.rank - 1]),
            QPointF(cx, panel.top() + panel.height() * 0.5),
            panel.height() * 0.2,
            ink,
            max_width=unit * 0.7,
        )
        self._pip(
            painter,
            QPointF(cx, panel.top() + panel.height() * 0.78),
            min(unit * 0.5, panel.height() * 0.22),
            c.suit,
            ink,
        )

    def _paint_emblem(self, painter: QPainter, rank: int, centre: QPointF, unit: float) -> None:
        """Crown (king), diadem (queen) or plumed cap (jack), about half the panel wide."""
        x, y = centre.x(), centre.y()
        s = unit * 0.38
        emblem = QPainterPath()
        if rank == 13:
            emblem.moveTo(x - s, y + s * 0.55)
            emblem.lineTo(x - s, y - s * 0.45)
            emblem.lineTo(x - s * 0.5, y + s * 0.05)
            emblem.lineTo(x, y - s * 0.7)
            emblem.lineTo(x + s * 0.5, y + s * 0.05)
            emblem.lineTo(x + s, y - s * 0.45)
            emblem.lineTo(x + s, y + s * 0.55)
            emblem.closeSubpath()
        elif rank == 12:
            emblem.addEllipse(QPointF(x, y - s * 0.45), s * 0.22, s * 0.22)
            emblem.addEllipse(QPointF(x - s * 0.65, y - s * 0.15), s * 0.17, s * 0.17)
            emblem.addEllipse(QPointF(x + s * 0.65, y - s * 0.15), s * 0.17, s * 0.17)
            emblem.addRoundedRect(QRectF(x - s, y + s * 0.05, 2 * s, s * 0.45), s * 0.2, s * 0.2)
        else:
            emblem.moveTo(x - s, y + s * 0.55)
            emblem.quadTo(x - s * 0.8, y - s * 0.45, x, y - s * 0.4)
            emblem.quadTo(x + s * 0.9, y - s * 0.3, x + s, y + s * 0.55)
            emblem.closeSubpath()
            emblem.moveTo(x + s * 0.1, y - s * 0.35)
            emblem.quadTo(x + s * 1.0, y - s * 1.1, x + s * 1.1, y - s * 0.6)
            emblem.quadTo(x + s * 0.7, y - s * 0.6, x + s * 0.35, y - s * 0.2)
            emblem.closeSubpath()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#b8860b"))
        painter.drawPath(emblem)

    def _star(self, centre: QPointF, outer: float, inner: float) -> QPainterPath:
        star = QPainterPath()
        for i in range(10):
            radius = outer if i % 2 == 0 else inner
            angle = math.pi / 2 + i * math.pi / 5
            point = QPointF(
                centre.x() + radius * math.cos(angle), centre.y() - radius * math.sin(angle)
            )
            if i == 0:
                star.moveTo(point)
            else:
                star.lineTo(point)
        star.closeSubpath()
        return star

    def _paint_joker(self, painter: QPainter, rect: QRectF) -> None:
        """A star in the index and the centre; the word JOKER runs down the index column."""
        w, h = rect.width(), rect.height()
        ink = QColor(JOKER_INK)
        cx, column = self._index_column(rect)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        star_r = w * 0.13
        painter.drawPath(
            self._star(QPointF(cx, rect.top() + w * 0.07 + star_r), star_r, star_r * 0.45)
        )
        # One letter at a time, each scaled to its slot: no line spacing to clip.
        top = rect.top() + w * 0.07 + 2 * star_r + w * 0.06
        slot = (rect.top() + h * 0.80 - top) / 5
        for i, letter in enumerate("JOKER"):
            self._fill(
                painter,
                self._path(letter),
                QPointF(cx, top + slot * (i + 0.5)),
                slot * 0.74,
                ink,
                max_width=column * 0.8,
            )
        centre = QPointF(rect.left() + w * 0.6, rect.top() + h * 0.5)
        painter.setBrush(QColor("#e8c547"))
        painter.drawPath(self._star(centre, w * 0.30, w * 0.13))
        painter.setBrush(ink)
        painter.drawPath(self._star(centre, w * 0.22, w * 0.095))
