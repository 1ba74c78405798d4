"""Table updates reuse what they can: card items, their flights, zone frames; and every
flight still ends where the layout says, as on a table drawn from scratch."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont

from app.core.cards import cards
from app.table.card_art import CardArt
from app.table.table import CardTable
from app.table.zones import ZoneItem, ZoneSpec
from tests.waits import HANG_MS


def make_table(qtbot) -> CardTable:
    view = CardTable(CardArt())
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    return view


@pytest.fixture
def table(qtbot) -> CardTable:
    return make_table(qtbot)


def zones(hand: str, melds: list[str], stock: int = 30) -> list[ZoneSpec]:
    specs = [
        ZoneSpec("opp:1", "opponent", count=6, label="Ana", draggable=False),
        ZoneSpec("stock", "stack", count=stock, label=f"Stock {stock}"),
    ]
    specs += [ZoneSpec(f"meld:{n}", "group", cards(m)) for n, m in enumerate(melds)]
    specs.append(ZoneSpec("new", "drop", label="New group"))
    specs.append(ZoneSpec("hand", "hand", cards(hand)))
    return specs


START = zones("2S 5H 9C KD QH", ["3S 4S 5S", "7H 7D 7C", "JC QC KC"])
#: 5S leaves the first meld for the hand, QH joins the last meld.
MOVED = zones("2S 5H 9C KD 5S", ["3S 4S", "7H 7D 7C", "JC QC KC QH"])


def positions(table: CardTable) -> dict[tuple[str, int], tuple[float, float, float]]:
    """Where each shown card item rests: (zone, index) -> (x, y, z)."""
    result = {}
    for spec in table.zones():
        for n, item in enumerate(table.zone_items(spec.name)):
            result[(spec.name, n)] = (round(item.x(), 3), round(item.y(), 3), item.zValue())
    return result


def settle(qtbot, table: CardTable) -> None:
    qtbot.waitUntil(lambda: not table.animations_running(), timeout=HANG_MS)


def test_an_update_keeps_the_items_of_every_card_still_shown(table: CardTable) -> None:
    table.show_zones(START, animate=False)
    before = {item.card: item for spec in START for item in table.zone_items(spec.name)}
    table.show_zones(MOVED, animate=True)
    after = {item.card: item for spec in MOVED for item in table.zone_items(spec.name)}
    for c in set(before) & set(after):
        assert after[c] is before[c], c
    assert before[cards("QH")[0]] is after[cards("QH")[0]]  # moved, not made anew


def test_only_the_cards_whose_place_changed_fly(table: CardTable) -> None:
    table.show_zones(START, animate=False)
    table.show_zones(MOVED, animate=True)
    flying = {item.card for item in table._anims}
    assert set(cards("5S QH")) <= flying
    assert not flying & set(cards("2S 5H 9C KD"))  # the hand keeps its length: same slots
    assert not any(table.zone_of(item) in ("opp:1", "stock") for item in table._anims)


def test_flights_end_where_a_table_drawn_from_scratch_puts_the_cards(qtbot, table) -> None:
    table.show_zones(START, animate=False)
    table.show_zones(MOVED, animate=True)
    # Mid-flight (half of each flight's time, whatever the machine's speed): the next
    # update turns the flights round.
    flights = [anim for anims in table._anims.values() for anim in anims]
    assert flights
    for anim in flights:
        anim.setCurrentTime(anim.duration() // 2)
    assert table.animations_running()
    table.show_zones(START, animate=True)
    table.show_zones(MOVED, animate=True)
    assert table.animations_running()
    settle(qtbot, table)
    fresh = make_table(qtbot)  # the same updates, without flights (the deal's places kept)
    for zones in (START, MOVED, START, MOVED):
        fresh.show_zones(zones, animate=False)
    assert fresh.card_width() == table.card_width()
    assert positions(table) == positions(fresh)


def test_each_item_keeps_one_flight_object_and_a_removed_item_drops_it(qtbot, table) -> None:
    table.show_zones(START, animate=False)
    table.show_zones(MOVED, animate=True)
    mover = table.card_item(cards("QH")[0])
    flight = table._flights[mover]
    settle(qtbot, table)
    table.show_zones(START, animate=True)
    assert table._flights[mover] is flight and table.animations_running()
    settle(qtbot, table)
    assert mover.pos() == table._targets[mover][0]
    assert mover.zValue() == table._targets[mover][1]  # landed below any flight
    table.show_zones(zones("2S 5H 9C KD", ["3S 4S 5S", "7H 7D 7C", "JC QC KC"]), animate=True)
    assert mover.scene() is None and mover not in table._flights


def test_a_resize_redraws_the_faces_at_the_new_width(qtbot, table: CardTable) -> None:
    table.show_zones(START, animate=False)
    item = table.card_item(cards("9C")[0])
    width = item.width
    table.resize(800, 500)
    qtbot.waitUntil(lambda: table.card_width() != width, timeout=HANG_MS)
    assert table.card_item(cards("9C")[0]) is item
    assert item.width != width
    assert item._pixmap.width() == round(item.width * item._pixmap.devicePixelRatio())


def test_a_zone_frame_unchanged_by_an_update_is_not_redrawn(qtbot) -> None:
    zone = ZoneItem("meld:0")
    spec = ZoneSpec("meld:0", "group", cards("3S 4S 5S"), label="run")
    font = QFont("DejaVu Sans")
    font.setPixelSize(12)
    rect, label = QRectF(10, 10, 120, 90), QRectF(10, 100, 120, 16)
    zone.update_zone(spec, rect, label, font, 6.0, ("run",))
    drawn = zone._drawn_from
    zone.update_zone(spec, QRectF(rect), QRectF(label), QFont(font), 6.0, ("run",))
    assert zone._drawn_from is drawn  # skipped: the same inputs
    renamed = ZoneSpec("meld:0", "group", cards("3S 4S 5S"), label="run of spades")
    zone.update_zone(renamed, rect, label, font, 6.0, ("run of spades",))
    assert zone.label_text() == "run of spades"
    moved = QRectF(40, 10, 120, 90)
    zone.update_zone(renamed, moved, label, font, 6.0, ("run of spades",))
    assert zone.rect == moved and zone.mapRectToScene(zone.path().boundingRect()) == moved
    zone.update_zone(renamed, moved, label, font, 6.0, ("run of spades",))
    zone.set_highlight("hover")  # a highlight still restyles a frame the update skipped
    assert zone.pen().widthF() == 4.0


def test_a_zone_whose_mark_changes_is_restyled(table: CardTable) -> None:
    table.show_zones(START, animate=False)
    frame = table._zone_items["meld:0"]
    plain = frame.brush().color().name(frame.brush().color().NameFormat.HexArgb)
    marked = [ZoneSpec(s.name, s.kind, s.cards, s.count, s.label) for s in START]
    marked[2].marked = "invalid"
    table.show_zones(marked, animate=False)
    assert frame.pen().widthF() == 3.0
    assert frame.brush().color().name(frame.brush().color().NameFormat.HexArgb) != plain
    table.show_zones(START, animate=False)
    assert frame.brush().color().name(frame.brush().color().NameFormat.HexArgb) == plain


def test_card_marks_still_apply_to_reused_items(table: CardTable) -> None:
    table.show_zones(START, animate=False)
    item = table.card_item(cards("KD")[0])
    marked = list(START)
    marked[-1] = ZoneSpec("hand", "hand", cards("2S 5H 9C KD QH"), card_marks={item.card: "hint"})
    table.show_zones(marked, animate=False)
    assert table.card_item(cards("KD")[0]) is item and item.mark == "hint"
    assert QPointF(item.pos()) == table._targets[item][0]


def test_a_frame_that_only_moved_keeps_its_path_and_its_labels_follow(qtbot) -> None:
    """Frames are drawn in their own coordinates, so a moved frame's cached pixmap stays
    valid (its path is unchanged); its label moves with it."""
    zone = ZoneItem("meld:3")
    spec = ZoneSpec("meld:3", "group", cards("3S 4S 5S"), label="spades")
    font = QFont("DejaVu Sans")
    font.setPixelSize(12)
    zone.update_zone(spec, QRectF(10, 10, 120, 90), QRectF(10, 100, 120, 16), font, 6.0)
    path = zone.path()
    (label,) = zone.label_boxes()
    zone.update_zone(spec, QRectF(200.5, 60, 120, 90), QRectF(200.5, 150, 120, 16), font, 6.0)
    assert zone.path() == path
    assert zone.pos() == QPointF(200.5, 60)
    assert zone.rect == QRectF(200.5, 60, 120, 90)
    (moved,) = zone.label_boxes()
    assert moved.translated(-190.5, -50) == label


def test_a_drop_target_too_small_for_its_text_takes_it_smaller_to_fit(qtbot) -> None:
    """A staging area sized for small cards (six players at 1024x640) keeps its sentence
    inside its frame: the text goes a pixel smaller at a time until it fits."""
    zone = ZoneItem("new")
    font = QFont()
    font.setPixelSize(13)
    text = "Staging area: drag cards here to build a new meld"
    small, big = QRectF(0, 0, 80, 64), QRectF(0, 0, 300, 120)
    zone.update_zone(ZoneSpec("new", "drop", label=text), small, small, font, 6.0)
    note = zone._note
    assert note.boundingRect().height() <= small.height()
    assert note.font().pixelSize() < 13
    zone.update_zone(ZoneSpec("new", "drop", label=text), big, big, font, 6.0)
    assert note.font().pixelSize() == 13  # room enough: the table's own size
