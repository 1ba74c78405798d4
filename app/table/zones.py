"""Zones: what the controller asks the table to show, and the frame/label item per zone.

A zone is described by value (`ZoneSpec`), never as a live object the game pokes at: the
controller hands the table a complete list of specs after every change and the table diffs
it against what it shows (DESIGN.md §4). The frame item has no Python `paint`; it is a
path item with text children, so it costs nothing per frame in Python.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsSimpleTextItem

from app.core.cards import Card
from app.table.layout import Area, Place

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsTextItem

#: Zone kinds the table knows how to lay out.
KINDS = ("hand", "group", "stack", "opponent", "drop", "caption")
#: Suit of the placeholder cards that stand for hidden cards (see `hidden_card`).
HIDDEN_SUIT = "?"


def hidden_card(index: int) -> Card:
    """A placeholder for the `index`-th hidden card of a zone shown only by its count.

    The table emits it in `cardClicked`/`cardsDropped` when the player touches a face-down
    card the controller gave no identity to (e.g. "draw from the stock by dragging").
    """
    return Card(0, HIDDEN_SUIT, index)


def is_hidden_card(card: Card) -> bool:
    return card.suit == HIDDEN_SUIT


@dataclass(frozen=True)
class ZoneId:
    """What a zone is, as a value the controller builds and dispatches on.

    `kind` names the role ("hand", "meld", "stage", "stock", …; the table gives it no
    meaning), `index` which one of that kind (a meld's or a staged group's number, a
    seat), `sub` a part of it (the reading of a staged group), `key` a named one (a
    foundation's suit, the "new" drop target). The table keys its items by `name`, the
    parts joined by ":", so a zone reads the same in tests and tool tips; nobody parses
    it back: the table hands the controller the id of the spec it was given.
    """

    kind: str
    index: int | None = None
    sub: int | None = None
    key: str | None = None

    @property
    def name(self) -> str:
        parts = (self.index, self.sub, self.key)
        return ":".join([self.kind, *(str(p) for p in parts if p is not None)])

    def __str__(self) -> str:
        return self.name


@dataclass
class ZoneSpec:
    """One zone as the controller wants it shown.

    `kind` picks the layout: "hand" (overlapping row, face up), "group" (a meld row),
    "stack" (a few offset cards and a count), "opponent" (face-down mini-fan and label),
    "drop" (an empty dashed target with a label), "caption" (a line of text over the
    zones of its place, no cards: the title of a team's meld band). `face_up` overrides
    the kind's default (a face-up "stack" is a discard pile, a face-up "opponent" a hand
    laid down to be counted). `squared` lays a "group" as a squared-up pile: its first and
    last cards in view, the others stacked between (a completed meld; a card dropped at
    either end still lands at that end). `tip` is the frame's tool tip (an invalid zone
    without one shows its label there). `card_marks`, when given, sets the mark of each
    of the zone's cards (cards not in it are cleared); when None the marks are left alone.
    `place` says what the zone is at the table (a seat's hand or side pile, a team's melds,
    a centre pile, the staging tray: `app.table.layout.Place`); when None it follows from
    the kind: a hand is the person's, each opponent the next seat round the table, a stack
    a centre pile and a group or drop target a meld of no team.

    `name` is the zone's `ZoneId` (a plain string is taken as an id of that kind, for
    the table's own tests and demo); after construction `name` is the id's text and
    `id` the id.
    """

    name: str | ZoneId
    kind: str
    cards: list[Card] = field(default_factory=list)
    count: int | None = None
    label: str = ""
    marked: str | None = None
    draggable: bool = True
    face_up: bool | None = None
    card_marks: dict[Card, str] | None = None
    place: Place | None = None
    squared: bool = False
    tip: str = ""
    id: ZoneId = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.id = self.name if isinstance(self.name, ZoneId) else ZoneId(self.name)
        self.name = self.id.name
        if self.kind not in KINDS:
            raise ValueError(f"unknown zone kind {self.kind!r}")
        if self.place is not None and not isinstance(self.place, Place):
            raise ValueError(f"a zone's place is a Place, not {self.place!r}")

    @property
    def shows_faces(self) -> bool:
        if self.face_up is not None:
            return self.face_up
        return self.kind in ("hand", "group", "drop")

    @property
    def size(self) -> int:
        """How many cards the zone holds (hidden ones included)."""
        return self.count if self.count is not None else len(self.cards)


# Colours of the frame per state: (pen colour, pen width, fill colour, dashed).
_FRAME_STYLES: dict[str, tuple[str | None, float, str | None, bool]] = {
    "plain": (None, 0, None, False),
    "meld": (None, 0, "#2a000000", False),
    "drop": ("#b4ffffff", 1.6, "#18ffffff", True),
    "spent": ("#50ffffff", 1.0, None, False),
    "invalid": ("#ff3b3b", 3.0, "#40e0202a", False),
    "hint": ("#ffd400", 3.0, "#30ffd400", False),
    # words said at a seat (a bubble): drawn over the cards where it has to lie on them
    "said": ("#ffd400", 3.0, "#f02b2f2b", False),
    "legal": ("#9cff6b", 2.0, "#2a7cfc00", False),
    "hover": ("#c6ff9e", 4.0, "#607cfc00", False),
}
LABEL_COLOUR = QColor("#f4f4ee")
#: A bubble's height over the cards (under a hint's arrow, 5000, and a card in flight).
SAID_Z = 4000.0
ACTIVE_FILL = QColor("#f2c200")
ACTIVE_TEXT = QColor("#1b1b1b")


class ZoneItem(QGraphicsPathItem):
    """The frame, label and highlight of one zone, drawn below its cards."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name
        self.kind = "group"
        self.marked: str | None = None
        self.empty = False  # a pile with no card: its place is outlined
        self.open = True  # a face-up pile (played onto), not a face-down packet
        self.highlight: str | None = None  # None, "legal" or "hover"
        self.said = False  # words said at a seat (a bubble)
        self._rect = QRectF()
        self._radius = 6.0
        self._drawn_from: tuple | None = None  # what update_zone last drew
        # Antialiased rounded frames with translucent fills cost more to rasterise than
        # all the cards above them; the frame changes only on an update or a highlight,
        # so it is drawn once into a device pixmap and blitted (a repaint of a 270-card
        # table: about 4 ms -> 1.5 ms).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(-10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._pill = QGraphicsPathItem(self)
        self._pill.setPen(QPen(Qt.PenStyle.NoPen))
        self._pill.setBrush(ACTIVE_FILL)
        self._label = QGraphicsSimpleTextItem(self)
        self._label.setBrush(LABEL_COLOUR)
        self._more: list[QGraphicsSimpleTextItem] = []  # a label's second and third lines
        self._text = ""
        # Wrapped text inside a drop target, made for the first one: a text item holds a
        # whole text document, and most zones are no drop target (the first frame has
        # none).
        self._note: QGraphicsTextItem | None = None

    @property
    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def update_zone(
        self,
        spec: ZoneSpec,
        rect: QRectF,
        label_rect: QRectF,
        font: QFont,
        radius: float,
        lines: tuple[str, ...] | None = None,
    ) -> None:
        """Place the frame at `rect` and the label in `label_rect` (scene coordinates).

        `lines` is the label as the layout broke it (each line centred, the layout made
        room for them all); without it the label is one line, elided to fit.

        A table update calls this for every zone, and most zones look as before: when
        nothing it draws from changed, the frame and its text items are left as they are
        (setting a path, a font or HTML again costs even when it is the same).
        """
        drawn_from = (
            spec.kind,
            spec.marked,
            spec.size == 0,
            spec.label,
            rect.getRect(),
            label_rect.getRect(),
            font.key(),
            radius,
            lines,
        )
        if drawn_from == self._drawn_from:
            return
        self._drawn_from = drawn_from
        self.kind = spec.kind
        self.marked = spec.marked
        # words said at a seat keep no place of their own: where the row has no room
        # beside its cards the bubble lies over the table, so it is drawn over the cards
        self.said = spec.kind == "drop" and spec.place is not None and spec.place.area is Area.SIDE
        self.setZValue(SAID_Z if self.said else -10)
        self.empty = spec.size == 0
        self.open = spec.shows_faces
        self._rect = QRectF(rect)
        self._radius = radius
        # The frame sits at its top-left corner and is drawn in its own coordinates, so a
        # frame that only moved (the melds after one that grew) keeps its cached pixmap:
        # the path compares equal and the move is a translation.
        ox, oy = rect.left(), rect.top()
        self.setPos(ox, oy)
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, rect.width(), rect.height()), radius, radius)
        self.setPath(path)
        self.setToolTip(spec.tip or (spec.label if spec.marked == "invalid" else ""))
        text = spec.label
        if spec.kind == "drop":
            self._label.setText("")
            if self._note is None:
                from PySide6.QtWidgets import QGraphicsTextItem  # its type loads with it

                self._note = QGraphicsTextItem(self)
                self._note.setDefaultTextColor(LABEL_COLOUR)
                self._note.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)
            self._note.setTextWidth(max(10.0, rect.width() - 8))
            self._note.setHtml(f'<div align="center">{_escape(text)}</div>')
            # A small target (small cards) takes its text a pixel smaller until it fits
            # inside (never below 8 px): text spilling out of it reads as the table's.
            note_font = QFont(font)
            self._note.setFont(note_font)
            box = self._note.boundingRect()
            while box.height() > rect.height() and note_font.pixelSize() > 8:
                note_font.setPixelSize(note_font.pixelSize() - 1)
                self._note.setFont(note_font)
                box = self._note.boundingRect()
            self._note.setPos(4, max(0.0, (rect.height() - box.height()) / 2))
            self._note.setVisible(bool(text))
            self._pill.setVisible(False)
            self._show_lines(())
        else:
            if self._note is not None:
                self._note.setVisible(False)
            metrics = QFontMetricsF(font)
            if lines is None:
                width = label_rect.width()
                lines = (metrics.elidedText(text, Qt.TextElideMode.ElideRight, width),)
            lines = tuple(line for line in lines if line)
            self._show_lines(lines, font)
            line_h = label_rect.height() / max(1, len(lines))
            active = spec.marked == "active" and bool(lines)
            box = QRectF()
            for n, item in enumerate([self._label, *self._more][: len(lines)]):
                width = metrics.horizontalAdvance(lines[n])
                x = label_rect.left() + (label_rect.width() - width) / 2
                y = label_rect.top() + n * line_h + (line_h - metrics.height()) / 2
                item.setPos(x - ox, y - oy)
                item.setBrush(ACTIVE_TEXT if active else LABEL_COLOUR)
                box = box.united(QRectF(x, y, width, metrics.height()))
            if active:
                pad = metrics.height() * 0.4
                pill = QPainterPath()
                pill_rect = box.adjusted(-pad, -1, pad, 1).translated(-ox, -oy)
                radius = min(pill_rect.height(), metrics.height() + 2) / 2
                pill.addRoundedRect(pill_rect, radius, radius)
                self._pill.setPath(pill)
            self._pill.setVisible(active)
        self._apply_style()

    def _show_lines(self, lines: tuple[str, ...], font: QFont | None = None) -> None:
        self._text = " ".join(lines)
        while len(self._more) < len(lines) - 1:
            self._more.append(QGraphicsSimpleTextItem(self))
        for n, item in enumerate([self._label, *self._more]):
            if font is not None:
                item.setFont(font)
            item.setText(lines[n] if n < len(lines) else "")
            item.setVisible(n < len(lines))

    def set_highlight(self, highlight: str | None) -> None:
        """None, "legal" (a possible drop target) or "hover" (the target under the cursor)."""
        if highlight != self.highlight:
            self.highlight = highlight
            self._apply_style()

    def label_text(self) -> str:
        """The label as shown, its lines joined by spaces (so it equals the zone's label
        unless it had to be elided)."""
        if self.kind == "drop":
            return self._note.toPlainText() if self._note is not None else ""
        return self._text

    def label_boxes(self) -> list[QRectF]:
        """Scene rectangles of the label's shown lines (for tests: nothing is cut off)."""
        if self.kind != "drop":
            items: list[QGraphicsSimpleTextItem | QGraphicsTextItem] = [self._label, *self._more]
        else:
            items = [self._note] if self._note is not None else []
        return [
            i.sceneBoundingRect() for i in items if i.isVisible() and not i.boundingRect().isEmpty()
        ]

    def _apply_style(self) -> None:
        if self.highlight is not None:
            style = self.highlight
        elif self.said:
            style = "said"
        elif self.marked in ("invalid", "hint"):
            style = self.marked
        elif self.kind == "drop" or (self.kind == "stack" and self.empty and self.open):
            style = "drop"  # a target, or an empty pile's place: a dashed outline
        elif self.kind == "stack" and self.empty:
            style = "spent"  # a packet used up (a foot, a muerto, the stock): a faint line
        elif self.kind == "group":
            style = "meld"
        else:
            style = "plain"
        pen_colour, pen_width, fill, dashed = _FRAME_STYLES[style]
        if self.kind == "drop" and self.highlight is not None:
            dashed = True
        if pen_colour is None:
            self.setPen(QPen(Qt.PenStyle.NoPen))
        else:
            pen = QPen(QColor(pen_colour), pen_width)
            if dashed:
                pen.setStyle(Qt.PenStyle.DashLine)
            self.setPen(pen)
        self.setBrush(QBrush(QColor(fill)) if fill else QBrush(Qt.BrushStyle.NoBrush))


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
