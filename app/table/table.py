"""The card table view: lays zones out, animates changes, runs drag-and-drop.

It knows no game. A controller hands it the zones to show (`show_zones`) and two policy
callbacks (which cards a press drags, where they may land); the table reports gestures
as signals. Layout is recomputed from the viewport size (card width included) rather
than scaling a fixed scene, so pixmaps are blitted 1:1 and never blurred, and there is
never a scroll bar.

Drag-and-drop runs on the view's own mouse events, not `QDrag`: a `QDrag` never drops
offscreen and hangs under Xvfb (DESIGN.md §8), and tests drive these events with QTest.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace

from PySide6.QtCore import QEasingCurve, QPoint, QPointF, QPropertyAnimation, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsView,
    QWidget,
)

from app.core.cards import Card
from app.table.card_art import CARD_RATIO, CardArt
from app.table.items import SELECTED_LIFT, CardItem
from app.table.layout import MIN_CARD_WIDTH, MIN_MELD_WIDTH, Box, Held, Piece, Place, Style, plan
from app.table.zones import ZoneId, ZoneItem, ZoneSpec, hidden_card

#: Flight time of a card moving to its new place (ms).
ANIMATION_MS = 180
#: How many face-down cards a stack or an opponent's fan shows at most.
STACK_SHOWN = 4
OPPONENT_SHOWN = 16

_DRAG_Z = 100_000.0
_FLIGHT_Z = 50_000.0

DragPolicy = Callable[[Card, str, int], list[Card] | None]
DropPolicy = Callable[[list[Card], str, str], bool]
_Key = tuple


@dataclass
class _Shown:
    """One card item the current specs call for."""

    key: _Key
    card: Card
    face_up: bool
    zone: str
    index: int  # index of the card in the zone (hidden cards: in the whole zone)


@dataclass
class _Placed:
    """Where a zone ended up: its frame, label box and one position per shown item."""

    rect: QRectF
    label_rect: QRectF
    slots: list[QPointF]
    width: int  # card width in this zone
    hit: QRectF  # where a drop counts as "on this zone"
    lines: tuple[str, ...] = ()  # the label as the layout broke it into lines
    small: bool = False  # label in the small font (meld rows)


#: A table that must shrink its cards during a deal shrinks them to this share of what
#: fits, so that what is laid next fits without another move.
SHRINK_MARGIN = 0.9


@dataclass
class _Layout:
    card_width: int
    placed: dict[str, _Placed] = field(default_factory=dict)
    font_px: int = 12
    small_px: int = 10
    scale: float = 1.0  # < 1 only when even the smallest cards do not fit
    bands: list[QRectF] = field(default_factory=list)  # the meld bands' shares


#: A meld band's ground, where there are two or more (a team's, each seat's): a faint
#: rounded panel, so that a band's second row, under the next band's caption column,
#: reads as its own. (pen, fill)
BAND_GROUND = ("#26ffffff", "#0dffffff")


@dataclass
class _Press:
    view_pos: QPoint
    scene_pos: QPointF
    item: CardItem | None
    zone: str | None
    moved: bool = False
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier


@dataclass
class _Drag:
    cards: list[Card]
    items: list[CardItem]
    from_zone: str
    starts: list[QPointF]
    z_values: list[float]
    legal: set[str]
    origin: QPointF
    hover: str | None = None


#: The felts: a radial gradient's colours, from the centre out.
FELTS = {
    "green": ("#2f7f47", "#246b3a", "#17482a"),
    "blue": ("#2f6690", "#24557a", "#163650"),
    "burgundy": ("#8a3442", "#722a37", "#4a1a23"),
    "charcoal": ("#4f5558", "#3f4447", "#26292b"),
}
#: A proposed move's arrow (a hint): its fill and outline.
ARROW_COLOUR, ARROW_OUTLINE = "#f2c200", "#5a4500"


def _arrow_path(start: QPointF, end: QPointF, width: float) -> QPainterPath:
    """A filled arrow from `start` to `end`: a shaft `width` wide and a head at `end`."""
    dx, dy = end.x() - start.x(), end.y() - start.y()
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    ux, uy = dx / length, dy / length  # along the arrow
    nx, ny = -uy, ux  # across it
    head = min(length * 0.5, width * 3.2)
    neck = QPointF(end.x() - ux * head, end.y() - uy * head)
    half, wing = width / 2, width * 1.6
    path = QPainterPath(QPointF(start.x() + nx * half, start.y() + ny * half))
    for x, y in (
        (neck.x() + nx * half, neck.y() + ny * half),
        (neck.x() + nx * wing, neck.y() + ny * wing),
        (end.x(), end.y()),
        (neck.x() - nx * wing, neck.y() - ny * wing),
        (neck.x() - nx * half, neck.y() - ny * half),
        (start.x() - nx * half, start.y() - ny * half),
    ):
        path.lineTo(QPointF(x, y))
    path.closeSubpath()
    return path


#: The card size's range, in times the size the window holds them at.
MIN_CARD_SIZE, MAX_CARD_SIZE = 1.0, 2.0


class CardTable(QGraphicsView):
    """A felt table showing zones of cards; emits what the player does with them."""

    cardsDropped = Signal(list, str, str, int)  # noqa: N815 - Qt signal naming
    cardClicked = Signal(object, str)  # noqa: N815
    zoneClicked = Signal(str)  # noqa: N815 - a press on an empty part of a zone
    cardDoubleClicked = Signal(object, str)  # noqa: N815 - (card, zone)
    #: Cards released over a zone the drop policy refused (the controller may say why).
    dropRefused = Signal(list, str, str, int)  # noqa: N815 - (cards, from, zone, index)

    def __init__(self, art: CardArt | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # A viewport of our own: the first `viewport()` of one Qt made has PySide6 load
        # every widget class it has not loaded yet to name its type (about 70 enums,
        # 10-25 ms of the start-up); one made here is already known.
        self.setViewport(QWidget())
        self.art = art or CardArt()
        self.drag_policy: DragPolicy = self._default_drag_policy
        self.drop_policy: DropPolicy = self._default_drop_policy
        self._scene = QGraphicsScene(self)
        # No BSP index: a table update moves tens of cards and frames at once and a drag
        # moves cards every frame, and re-indexing them cost more (about 2 ms in the first
        # frame after an update of 270 cards) than a linear look-up over a few hundred
        # items saves; the look-ups are a press's hit test and the painter's exposed rect.
        self._scene.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.setScene(self._scene)
        self._text_widths: dict[tuple[str, int, bool], float] = {}
        self._specs: list[ZoneSpec] = []
        self._spec_by_name: dict[str, ZoneSpec] = {}
        self._items: dict[_Key, CardItem] = {}
        self._placement: dict[CardItem, _Shown] = {}
        self._zone_items: dict[str, ZoneItem] = {}
        self._band_items: list[QGraphicsPathItem] = []
        self._zone_members: dict[str, list[CardItem]] = {}
        self._layout = _Layout(card_width=72)
        #: Places kept through a deal: once laid out, cards never grow and side columns
        #: never narrow until `lay_out_anew` or a resize (None: lay out anew).
        self._held: Held | None = None
        #: Times the table was laid out anew within a deal for lack of room (the places
        #: kept could not hold the melds at their smallest): each moves every zone once.
        self.laid_anew = 0
        self.reflowed = 0  # the melds laid afresh in their bands within a deal
        self._anims: dict[CardItem, list[QPropertyAnimation]] = {}  # flights under way
        self._flights: dict[CardItem, QPropertyAnimation] = {}  # one per item, reused
        self._landing_z: dict[CardItem, float] = {}
        self._targets: dict[CardItem, tuple[QPointF, float]] = {}
        self._press: _Press | None = None
        self._drag: _Drag | None = None
        self._generation = 0
        #: The felt's colours (a name of FELTS) and the card size: 1 lays the table out
        #: in the window, larger (up to 2) on a table that much taller, which scrolls.
        self.felt = "green"
        self.card_size = 1.0
        #: A proposed move's arrow: (source zone, target zone, cards), its item and line.
        self._arrow: tuple[str | None, str | None, frozenset] | None = None
        self._arrow_item: QGraphicsPathItem | None = None
        self._arrow_line: tuple[QPointF, QPointF] | None = None

        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing)
        self.setMinimumSize(480, 320)
        self._update_background()

    # ------------------------------------------------------------------ public API
    def show_zones(self, zones: list[ZoneSpec], animate: bool = True) -> None:
        """Show exactly these zones, moving each card item from where it is now.

        Items are reused by card identity (hidden cards by zone and position), so a card
        that changed zone or index flies to its new place; new cards fly in from a hidden
        zone that shrank (a draw from the stock, a bot's meld) or simply appear.
        """
        names = [z.name for z in zones]
        if len(set(names)) != len(names):
            raise ValueError("zone names must be unique")
        if self._drag is not None:
            self._cancel_drag(animate=False)
        self._press = None
        old_sizes = {s.name: s.size for s in self._specs if not s.shows_faces}
        old_tops = {
            name: members[-1].pos()
            for name, members in self._zone_members.items()
            if members and name in old_sizes
        }
        self._specs = list(zones)
        self._spec_by_name = {z.name: z for z in zones}

        wanted = [shown for spec in zones for shown in self._wanted(spec)]
        seen: set[_Key] = set()
        for shown in wanted:  # a controller bug must not make two cards share one item
            if shown.key in seen:
                shown.key = ("dup", shown.card, shown.zone, shown.index)
            seen.add(shown.key)
        wanted_keys = {shown.key for shown in wanted}
        for key in [k for k in self._items if k not in wanted_keys]:
            self._remove_item(self._items.pop(key))

        # Hidden zones that shrank lend their old top position to cards that appear.
        sources: list[QPointF] = []
        for spec in zones:
            if spec.name in old_sizes and spec.name in old_tops:
                sources += [old_tops[spec.name]] * max(0, old_sizes[spec.name] - spec.size)

        created: list[CardItem] = []
        self._placement = {}
        self._zone_members = {spec.name: [] for spec in zones}
        for shown in wanted:
            item = self._items.get(shown.key)
            if item is None:
                item = CardItem(
                    shown.card, self.art, shown.face_up, self._layout.card_width, drawn=False
                )
                self._items[shown.key] = item
                self._scene.addItem(item)
                created.append(item)
            else:
                item.card = shown.card
                item.face_up = shown.face_up
            self._placement[item] = shown
            self._zone_members[shown.zone].append(item)
        for spec in zones:
            if spec.card_marks is not None:
                for item in self._zone_members[spec.name]:
                    item.set_marked(spec.card_marks.get(item.card))

        self._compute_layout()
        for item in created:
            target = self._targets.get(item)
            if animate and sources and target is not None:
                item.setPos(sources.pop(0))
            elif target is not None:
                item.setPos(target[0])
        self._sync_zone_items()
        self._sync_bands()
        self._apply_positions(animate)
        dpr = float(self.devicePixelRatioF()) or 1.0
        for item in created:  # drawn by its placing, or now if it was not placed
            item.set_width(item.width, dpr)
        self._sync_arrow()
        self._generation += 1

    def show_arrow(
        self, source: str | None, target: str | None, cards: Iterable[Card] = ()
    ) -> None:
        """An arrow over the table from `cards` (or, with none shown, the zone `source`)
        to the zone `target`: a move proposed (a hint). A target not shown, or None,
        takes the arrow away. It follows the zones when the table is laid out again."""
        self._arrow = (source, target, frozenset(cards)) if target is not None else None
        self._sync_arrow()

    def arrow_line(self) -> tuple[QPointF, QPointF] | None:
        """Where the arrow runs now (None: no arrow), in scene coordinates."""
        return self._arrow_line

    def _sync_arrow(self) -> None:
        line = self._arrow_ends()
        self._arrow_line = line
        if line is None:
            if self._arrow_item is not None:
                self._arrow_item.hide()
            return
        if self._arrow_item is None:
            self._arrow_item = QGraphicsPathItem()
            self._arrow_item.setZValue(5000.0)  # over every card
            self._arrow_item.setPen(QPen(QColor(ARROW_OUTLINE), 1.5))
            self._arrow_item.setBrush(QBrush(QColor(ARROW_COLOUR)))
            self._scene.addItem(self._arrow_item)
        start, end = line
        self._arrow_item.setPath(_arrow_path(start, end, max(6.0, self.card_width() / 9)))
        self._arrow_item.show()

    def _arrow_ends(self) -> tuple[QPointF, QPointF] | None:
        if self._arrow is None:
            return None
        source, target, cards = self._arrow
        goal = self._layout.placed.get(target) if target is not None else None
        if goal is None:
            return None
        boxes = []
        for item, (pos, _) in self._targets.items():
            if item.card in cards and item.face_up:
                boxes.append(QRectF(pos.x(), pos.y(), item.width, item.height))
        if boxes:
            box = boxes[0]
            for other in boxes[1:]:
                box = box.united(other)
        elif source is not None and source in self._layout.placed:
            box = QRectF(self._layout.placed[source].rect)
        else:
            return None
        start, end = box.center(), QRectF(goal.rect).center()
        if (end - start).manhattanLength() < 4:
            return None
        return start, end

    def zone_rect(self, name: str) -> QRectF:
        """The zone's frame in scene coordinates (empty if the zone is not shown)."""
        placed = self._layout.placed.get(name)
        return QRectF(placed.rect) if placed is not None else QRectF()

    def card_item(self, card: Card) -> CardItem | None:
        item = self._items.get(("card", card))
        if item is not None:
            return item
        for candidate, shown in self._placement.items():
            if shown.card == card:
                return candidate
        return None

    def zone_items(self, name: str) -> list[CardItem]:
        """The card items shown for a zone, in order."""
        return list(self._zone_members.get(name, []))

    def zone_of(self, item: CardItem) -> str | None:
        shown = self._placement.get(item)
        return shown.zone if shown is not None else None

    def zones(self) -> list[ZoneSpec]:
        return list(self._specs)

    def zone_id(self, name: str) -> ZoneId:
        """The id the controller gave the zone shown under `name` (signals carry names)."""
        spec = self._spec_by_name.get(name)
        return spec.id if spec is not None else ZoneId(name)

    def card_width(self) -> int:
        """The width the layout chose for table cards (opponents' fans are smaller)."""
        return self._layout.card_width

    def set_art(self, art: CardArt) -> None:
        """Draw every card with this art from now on (e.g. after a theme change)."""
        self.art = art
        for item in self._placement:
            item.set_art(art)
        self.viewport().update()

    def set_felt(self, name: str) -> None:
        """The table's felt, one of FELTS, from now on."""
        if name in FELTS and name != self.felt:
            self.felt = name
            self._update_background()
            self.viewport().update()

    def set_card_size(self, size: float) -> None:
        """Cards up to `size` times (1 to 2) as large as the window holds them: the table
        is laid out that much taller and scrolls (the wheel, a drag near its top or bottom
        edge); it opens scrolled to the bottom, where the person's hand is."""
        size = max(MIN_CARD_SIZE, min(MAX_CARD_SIZE, float(size)))
        if size == self.card_size:
            return
        self.card_size = size
        self.setVerticalScrollBarPolicy(
            Qt.ScrollBarPolicy.ScrollBarAlwaysOff
            if size == 1.0
            else Qt.ScrollBarPolicy.ScrollBarAlwaysOn
        )
        self._held = None
        self._relayout(animate=False)
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def press_modifiers(self) -> Qt.KeyboardModifier:
        """The keyboard modifiers held when the current press began (for drag policies)."""
        return self._press.modifiers if self._press is not None else Qt.KeyboardModifier.NoModifier

    def highlighted_zones(self) -> set[str]:
        """Zones lit as legal drop targets by the drag in progress (empty when none)."""
        return set(self._drag.legal) if self._drag is not None else set()

    def hovered_zone(self) -> str | None:
        """The legal target under the cursor during a drag."""
        return self._drag.hover if self._drag is not None else None

    def is_dragging(self) -> bool:
        return self._drag is not None

    def animations_running(self) -> bool:
        return bool(self._anims)

    def zone_label(self, name: str) -> str:
        zone = self._zone_items.get(name)
        return zone.label_text() if zone is not None else ""

    # ------------------------------------------------------------------ policies
    def _default_drag_policy(self, card: Card, zone: str, index: int) -> list[Card] | None:
        spec = self._spec_by_name.get(zone)
        if spec is None or not spec.draggable or spec.kind in ("opponent", "drop"):
            return None
        return [card]

    def _default_drop_policy(self, cards: list[Card], from_zone: str, to_zone: str) -> bool:
        spec = self._spec_by_name.get(to_zone)
        return spec is not None and spec.kind in ("hand", "group", "drop")

    # ------------------------------------------------------------------ Qt events
    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        bar = self.verticalScrollBar()
        # A table scrolled to the person's hand (as it opens) stays on it at its new
        # size: the window sized to the screen at a start once left it at the top.
        on_hand = bar.value() >= bar.maximum()
        super().resizeEvent(event)
        self._held = None  # a new size: the table is laid out anew
        self._relayout(animate=False)
        if on_hand:
            bar.setValue(bar.maximum())

    def lay_out_anew(self) -> None:
        """Forget the places kept so far (a new deal, a new game): the next layout finds
        the largest cards that fit again."""
        self._held = None

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self._relayout(animate=False)  # the device-pixel ratio is known only now

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if event.button() != Qt.MouseButton.LeftButton or self._drag is not None:
            super().mousePressEvent(event)
            return
        view_pos = event.position().toPoint()
        scene_pos = self.mapToScene(view_pos)
        item = self._card_at(scene_pos)
        zone = self.zone_of(item) if item is not None else self._zone_at(scene_pos)
        self._press = _Press(view_pos, scene_pos, item, zone, modifiers=event.modifiers())
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        press = self._press
        if press is None:
            super().mouseMoveEvent(event)
            return
        view_pos = event.position().toPoint()
        if self._drag is None:
            if press.moved:
                return
            distance = (view_pos - press.view_pos).manhattanLength()
            if distance < QApplication.startDragDistance():
                return
            press.moved = True
            if press.item is None or not self._start_drag(press.item):
                return
        self._scroll_near_edge(view_pos)
        self._drag_to(self.mapToScene(view_pos))
        event.accept()

    def _scroll_near_edge(self, view_pos: QPoint) -> None:
        """A drag near the top or bottom edge of a table taller than the window scrolls
        it, so every zone can be reached."""
        if self.card_size == 1.0:
            return
        edge = max(24, self.viewport().height() // 12)
        bar = self.verticalScrollBar()
        if view_pos.y() < edge:
            bar.setValue(bar.value() - edge // 2)
        elif view_pos.y() > self.viewport().height() - edge:
            bar.setValue(bar.value() + edge // 2)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        press = self._press
        if press is None or event.button() != Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)
            return
        self._press = None
        event.accept()
        if self._drag is not None:
            self._drag_to(self.mapToScene(event.position().toPoint()))
            self._finish_drag()
        elif not press.moved:
            if press.item is not None and press.zone is not None:
                self.cardClicked.emit(self._top_card(press.item), press.zone)
            elif press.zone is not None:
                self.zoneClicked.emit(press.zone)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if event.button() != Qt.MouseButton.LeftButton or self._drag is not None:
            super().mouseDoubleClickEvent(event)
            return
        item = self._card_at(self.mapToScene(event.position().toPoint()))
        zone = self.zone_of(item) if item is not None else None
        event.accept()
        if item is not None and zone is not None:
            self.cardDoubleClicked.emit(self._top_card(item), zone)

    # ------------------------------------------------------------------ dragging
    def _top_card(self, item: CardItem) -> Card:
        """Presses on a stack mean its top card, whichever of its visible edges was hit."""
        shown = self._placement[item]
        spec = self._spec_by_name[shown.zone]
        if spec.kind == "stack":
            members = self._zone_members[shown.zone]
            return members[-1].card if members else item.card
        return item.card

    def _start_drag(self, pressed: CardItem) -> bool:
        shown = self._placement.get(pressed)
        if shown is None:
            return False
        spec = self._spec_by_name[shown.zone]
        if spec.kind == "stack":
            pressed = self._zone_members[shown.zone][-1]
            shown = self._placement[pressed]
        cards = self.drag_policy(shown.card, shown.zone, shown.index)
        if not cards:
            return False
        members = self._zone_members[shown.zone]
        by_card = {self._placement[m].card: m for m in members}
        items = [by_card[c] for c in cards if c in by_card]
        if not items:
            return False
        cards = [self._placement[i].card for i in items]
        for item in items:
            self._stop_animation(item)
        legal = {
            spec.name
            for spec in self._specs
            if self.drop_policy(list(cards), shown.zone, spec.name)
        }
        self._drag = _Drag(
            cards=cards,
            items=items,
            from_zone=shown.zone,
            starts=[QPointF(i.pos()) for i in items],
            z_values=[i.zValue() for i in items],
            legal=legal,
            origin=QPointF(self._press.scene_pos if self._press else pressed.pos()),
        )
        for n, item in enumerate(items):
            item.setZValue(_DRAG_Z + n)
        for name in legal:
            self._zone_items[name].set_highlight("legal")
        return True

    def _drag_to(self, scene_pos: QPointF) -> None:
        drag = self._drag
        if drag is None:
            return
        delta = scene_pos - drag.origin
        for item, start in zip(drag.items, drag.starts, strict=True):
            item.setPos(start + delta)
        hover = self._zone_at(scene_pos)
        hover = hover if hover in drag.legal else None
        if hover != drag.hover:
            if drag.hover is not None:
                self._zone_items[drag.hover].set_highlight("legal")
            if hover is not None:
                self._zone_items[hover].set_highlight("hover")
            drag.hover = hover

    def _finish_drag(self) -> None:
        drag = self._drag
        assert drag is not None
        target = drag.hover
        index = self._insert_index(target, drag) if target is not None else -1
        self._end_drag_highlights(drag)
        self._drag = None
        if target is None:
            self._fly_back(drag)
            under = (
                self._zone_at(drag.items[0].sceneBoundingRect().center()) if drag.items else None
            )
            if under is not None and under != drag.from_zone:
                index = self._insert_index(under, drag)
                self.dropRefused.emit(list(drag.cards), drag.from_zone, under, index)
            return
        generation = self._generation
        self.cardsDropped.emit(list(drag.cards), drag.from_zone, target, index)
        if self._generation == generation:  # the controller did not redraw: undo the move
            self._fly_back(drag)

    def _cancel_drag(self, animate: bool) -> None:
        drag = self._drag
        if drag is None:
            return
        self._end_drag_highlights(drag)
        self._drag = None
        if animate:
            self._fly_back(drag)

    def _end_drag_highlights(self, drag: _Drag) -> None:
        for name in drag.legal:
            zone = self._zone_items.get(name)
            if zone is not None:
                zone.set_highlight(None)

    def _fly_back(self, drag: _Drag) -> None:
        for item, z in zip(drag.items, drag.z_values, strict=True):
            if item in self._placement:
                item.setZValue(z)
        self._apply_positions(animate=True, only=drag.items)

    def _insert_index(self, target: str, drag: _Drag) -> int:
        """How many of the target's other cards lie left of the dropped cards' left edge."""
        left = min(item.pos().x() for item in drag.items)
        others = [m for m in self._zone_members.get(target, []) if m not in drag.items]
        return sum(1 for m in others if self._targets[m][0].x() < left)

    def _card_at(self, scene_pos: QPointF) -> CardItem | None:
        for item in self._scene.items(scene_pos):
            if isinstance(item, CardItem) and item in self._placement:
                return item
        return None

    def _zone_at(self, scene_pos: QPointF) -> str | None:
        """The zone whose drop area holds the point; the smallest wins where they nest."""
        best: tuple[float, str] | None = None
        for name, placed in self._layout.placed.items():
            if placed.hit.contains(scene_pos):
                area = placed.hit.width() * placed.hit.height()
                if best is None or area < best[0]:
                    best = (area, name)
        return best[1] if best is not None else None

    # ------------------------------------------------------------------ items
    def _wanted(self, spec: ZoneSpec) -> list[_Shown]:
        """The card items a zone shows: all its cards face up, or a few backs."""
        if spec.shows_faces and spec.kind != "stack":
            return [_Shown(("card", c), c, True, spec.name, i) for i, c in enumerate(spec.cards)]
        if spec.shows_faces:  # a face-up stack (discard pile): its top few cards
            first = max(0, len(spec.cards) - STACK_SHOWN)
            return [
                _Shown(("card", c), c, True, spec.name, first + i)
                for i, c in enumerate(spec.cards[first:])
            ]
        total = spec.size
        shown = min(total, STACK_SHOWN if spec.kind == "stack" else OPPONENT_SHOWN)
        first = total - shown
        result = []
        for j in range(shown):
            index = first + j
            c = spec.cards[index] if index < len(spec.cards) else hidden_card(index)
            result.append(_Shown(("hidden", spec.name, j), c, False, spec.name, index))
        return result

    def _remove_item(self, item: CardItem) -> None:
        self._stop_animation(item)
        flight = self._flights.pop(item, None)
        if flight is not None:
            flight.deleteLater()
        self._landing_z.pop(item, None)
        self._placement.pop(item, None)
        self._targets.pop(item, None)
        self._scene.removeItem(item)

    def _sync_zone_items(self) -> None:
        font = self.art.font(self._layout.font_px, bold=True)
        for name in [n for n in self._zone_items if n not in self._spec_by_name]:
            self._scene.removeItem(self._zone_items.pop(name))
        for spec in self._specs:
            zone = self._zone_items.get(spec.name)
            if zone is None:
                zone = self._zone_items[spec.name] = ZoneItem(spec.name)
                self._scene.addItem(zone)
            placed = self._layout.placed[spec.name]
            zone_font = QFont(font)
            if placed.small:
                zone_font.setPixelSize(self._layout.small_px)
                zone_font.setBold(False)
            zone.update_zone(
                spec, placed.rect, placed.label_rect, zone_font, placed.width * 0.1, placed.lines
            )

    # ------------------------------------------------------------------ animation
    def _apply_positions(self, animate: bool, only: list[CardItem] | None = None) -> None:
        items = only if only is not None else list(self._placement)
        dpr = float(self.devicePixelRatioF()) or 1.0
        for item in items:
            target = self._targets.get(item)
            if target is None:
                continue
            pos, z = target
            item.set_width(self._placed_width(item), dpr)
            if not animate or _close(item.pos(), pos):
                self._stop_animation(item)
                item.setPos(pos)
                item.setZValue(z)
                continue
            self._animate(item, pos, z)

    def _placed_width(self, item: CardItem) -> int:
        shown = self._placement[item]
        return self._layout.placed[shown.zone].width

    def _animate(self, item: CardItem, pos: QPointF, z: float) -> None:
        """Fly the item to `pos`, landing at depth `z`.

        Each item keeps one animation object for all its flights: an update moves tens
        of cards, and building, connecting and deleting a QPropertyAnimation per flight
        cost more than the rest of the update's work on them.
        """
        self._stop_animation(item)
        item.setZValue(_FLIGHT_Z + z)
        anim = self._flights.get(item)
        if anim is None:
            anim = self._flights[item] = QPropertyAnimation(item, b"pos", self)
            anim.setDuration(ANIMATION_MS)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            anim.finished.connect(lambda item=item: self._landed(item))
        anim.setStartValue(item.pos())
        anim.setEndValue(pos)
        self._landing_z[item] = z
        self._anims[item] = [anim]
        anim.start()

    def _landed(self, item: CardItem) -> None:
        self._anims.pop(item, None)
        if item in self._placement:
            item.setZValue(self._landing_z[item])

    def _stop_animation(self, item: CardItem) -> None:
        for anim in self._anims.pop(item, []):
            anim.stop()

    # ------------------------------------------------------------------ layout
    def _relayout(self, animate: bool) -> None:
        if self._drag is not None:
            self._cancel_drag(animate=False)
        self._update_background()
        if not self._specs:
            return
        self._compute_layout()
        self._sync_zone_items()
        self._sync_bands()
        self._apply_positions(animate)
        self._sync_arrow()

    def _sync_bands(self) -> None:
        """A faint panel under each meld band where there are two or more."""
        bands = self._layout.bands if len(self._layout.bands) > 1 else []
        while len(self._band_items) > len(bands):
            self._scene.removeItem(self._band_items.pop())
        pen, fill = BAND_GROUND
        for n, rect in enumerate(bands):
            if n == len(self._band_items):
                item = QGraphicsPathItem()
                item.setPen(QPen(QColor(pen), 1.0))
                item.setBrush(QBrush(QColor(fill)))
                item.setZValue(-10.0)  # under every zone and card
                self._scene.addItem(item)
                self._band_items.append(item)
            path = QPainterPath()
            path.addRoundedRect(rect, 8.0, 8.0)
            self._band_items[n].setPath(path)

    def band_rects(self) -> list[QRectF]:
        """The meld bands' panels as drawn (none with a single band)."""
        return [item.path().boundingRect() for item in self._band_items]

    def _update_background(self) -> None:
        size = self.viewport().size()
        w, h = max(1, size.width()), max(1, size.height())
        # Larger cards: a taller table, scrolled (set once: a rectangle the viewport's
        # height first would bring the scroll back to the top on every layout).
        h = round(h * self.card_size)
        self._scene.setSceneRect(QRectF(0, 0, w, h))
        gradient = QRadialGradient(QPointF(w / 2, h * 0.45), max(w, h) * 0.75)
        for at, colour in zip((0.0, 0.6, 1.0), FELTS.get(self.felt, FELTS["green"]), strict=True):
            gradient.setColorAt(at, QColor(colour))
        self._scene.setBackgroundBrush(QBrush(gradient))
        self.resetCachedContent()
        self.resetTransform()

    def pieces(self) -> list[Piece]:
        """The shown zones as the layout sees them (each with its place at the table)."""
        taken = {s.place.seat for s in self._specs if s.place is not None}
        free = (seat for seat in range(1, len(self._specs) + 1) if seat not in taken)
        result = []
        for spec in self._specs:
            place = spec.place
            if place is None:  # the kind's usual place; opponents take the free seats
                if spec.kind == "opponent":
                    place = Place.hand(next(free))
                else:
                    place = _KIND_PLACES.get(spec.kind, Place.melds())
            shown = len(self._wanted(spec))
            result.append(
                Piece(
                    spec.name,
                    spec.kind,
                    place,
                    shown,
                    spec.label,
                    squared=spec.squared,
                    face_up=spec.shows_faces,
                )
            )
        return result

    def _measure(self, text: str, px: int, bold: bool) -> float:
        key = (text, px, bold)
        width = self._text_widths.get(key)
        if width is None:
            if len(self._text_widths) > 4096:
                self._text_widths.clear()
            width = QFontMetricsF(self.art.font(px, bold=bold)).horizontalAdvance(text)
            self._text_widths[key] = width
        return width

    def _compute_layout(self) -> None:
        """Ask the layout for the largest card width at which everything fits."""
        size = self.viewport().size()
        width, height = max(200, size.width()), max(150, round(size.height() * self.card_size))
        style = Style(CARD_RATIO, SELECTED_LIFT, STACK_SHOWN)
        hint = self._layout.card_width if self._specs else None
        held = self._held
        pieces = self.pieces()
        most = None
        if self.card_size > 1.0 and held is None:
            # Cards `size` times as wide as the window holds them, no wider.
            fitted = plan(pieces, width, max(150, size.height()), style, self._measure)
            most = int(fitted.card_width * self.card_size)
            most -= most % 2
        grow = {"size": self.card_size, "most": most}
        result = plan(pieces, width, height, style, self._measure, hint=hint, held=held, **grow)
        self.laid_anew += result.anew
        self.reflowed += result.reflowed
        shrunk = result.held
        if held and shrunk and result.scale >= 1.0 and shrunk.meld_width < held.meld_width:
            # Smaller melds move every meld once: by a little more than needed, so that
            # the next meld or two fit without moving them again.
            room = max(MIN_MELD_WIDTH, round(shrunk.meld_width * SHRINK_MARGIN))
            room -= room % 2
            roomier = plan(pieces, width, height, style, self._measure, hint=hint,
                           held=replace(shrunk, meld_width=room), **grow)  # fmt: skip
            if roomier.scale >= 1.0 and roomier.card_width == result.card_width:
                result = roomier
        elif held and result.card_width < held.card_width and result.scale >= 1.0:
            # Laid out anew within the deal (not even the smallest melds fitted): by a
            # little more than needed, so that it does not happen again soon.
            room = max(MIN_CARD_WIDTH, round(result.card_width * SHRINK_MARGIN))
            room -= room % 2
            roomier = plan(pieces, width, height, style, self._measure, hint=room,
                           held=replace(held, card_width=room, frames={}), **grow)  # fmt: skip
            if roomier.scale >= 1.0:
                result = roomier
        self._held = result.held  # the next layout of this deal: nothing moves back
        layout = _Layout(card_width=result.card_width, font_px=result.font_px)
        layout.small_px = result.small_px
        for name, p in result.placed.items():
            layout.placed[name] = _Placed(
                _rect(p.rect),
                _rect(p.label),
                [QPointF(x, y) for x, y in p.slots],
                p.width,
                _rect(p.hit),
                p.lines,
                p.small,
            )
        layout.scale = result.scale
        layout.bands = [_rect(b) for b in result.bands]
        self._layout = layout
        self.resetTransform()
        if result.scale < 1.0:
            self.scale(result.scale, result.scale)
            self._scene.setSceneRect(QRectF(0, 0, result.width, result.height))
        self._targets = {}
        for spec in self._specs:
            placed = layout.placed[spec.name]
            base = 1000.0 if spec.kind == "hand" else 10.0
            for n, item in enumerate(self._zone_members.get(spec.name, [])):
                self._targets[item] = (placed.slots[n], base + n)


#: Where a zone goes when its spec names no place (see `ZoneSpec.place`).
_KIND_PLACES = {"hand": Place.hand(0), "stack": Place.centre()}


def _rect(box: Box) -> QRectF:
    return QRectF(box.x, box.y, box.w, box.h)


def _close(a: QPointF, b: QPointF) -> bool:
    return abs(a.x() - b.x()) < 0.5 and abs(a.y() - b.y()) < 0.5
