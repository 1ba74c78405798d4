"""The card table: zone diffing, real mouse drags on the viewport, clicks, layout."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtTest import QTest

from app.core.cards import Card, card, cards
from app.table.card_art import CardArt
from app.table.demo import sample_zones
from app.table.items import CardItem
from app.table.layout import Area, Place
from app.table.table import CardTable
from app.table.zones import ZoneSpec
from tests.waits import HANG_MS, events_handled


@pytest.fixture
def table(qtbot) -> CardTable:
    view = CardTable(CardArt())
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    return view


def simple_zones(hand: str = "2S 5H 9C KD", meld: str = "3S 4S 5S") -> list[ZoneSpec]:
    return [
        ZoneSpec("opp:1", "opponent", count=7, label="Ana — 7 cards", draggable=False),
        ZoneSpec("stock", "stack", count=40, label="Stock 40"),
        ZoneSpec("meld:0", "group", cards(meld)),
        ZoneSpec("meld:1", "group", cards("7H 7D 7C")),
        ZoneSpec("new", "drop", label="Drop here to start a new group"),
        ZoneSpec("hand", "hand", cards(hand)),
    ]


def grip(table: CardTable, c: Card, fx: float = 0.12, fy: float = 0.5) -> QPoint:
    """A viewport point on the visible left strip of a card."""
    item = table.card_item(c)
    assert item is not None
    return table.mapFromScene(item.mapToScene(QPointF(item.width * fx, item.height * fy)))


def drag(table: CardTable, start: QPoint, end: QPoint, steps: int = 8, release: bool = True):
    viewport = table.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, steps + 1):
        point = QPoint(
            round(start.x() + (end.x() - start.x()) * i / steps),
            round(start.y() + (end.y() - start.y()) * i / steps),
        )
        QTest.mouseMove(viewport, point)
    if release:
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def settle(qtbot, table: CardTable) -> None:
    qtbot.waitUntil(lambda: not table.animations_running(), timeout=HANG_MS)


def test_show_zones_reuses_items_and_animates_moves(qtbot, table: CardTable) -> None:
    table.show_zones(simple_zones(), animate=False)
    moving = table.card_item(card("5S"))
    staying = table.card_item(card("2S"))
    assert isinstance(moving, CardItem) and table.zone_of(moving) == "meld:0"
    before = QPointF(moving.pos())

    table.show_zones(simple_zones(hand="2S 5H 9C KD 5S", meld="3S 4S"), animate=True)
    assert table.card_item(card("5S")) is moving
    assert table.card_item(card("2S")) is staying
    assert table.zone_of(moving) == "hand"
    assert table.animations_running()
    settle(qtbot, table)
    assert moving.pos() != before
    hand = table.zone_items("hand")
    assert hand[-1] is moving
    assert table.zone_rect("hand").contains(moving.sceneBoundingRect().center())


def test_gone_cards_are_removed_and_new_cards_appear(qtbot, table: CardTable) -> None:
    table.show_zones(simple_zones(), animate=False)
    gone = table.card_item(card("9C"))
    table.show_zones(simple_zones(hand="2S 5H KD QH"), animate=True)
    settle(qtbot, table)
    assert table.card_item(card("9C")) is None
    assert gone.scene() is None
    new = table.card_item(card("QH"))
    assert new is not None and new.scene() is table.scene()
    assert table.zone_items("hand")[-1] is new


def test_hidden_cards_are_reused_by_zone_and_index(qtbot, table: CardTable) -> None:
    table.show_zones(simple_zones(), animate=False)
    backs = table.zone_items("opp:1")
    assert len(backs) == 7 and not any(item.face_up for item in backs)
    zones = simple_zones()
    zones[0] = ZoneSpec("opp:1", "opponent", count=5, label="Ana — 5 cards", draggable=False)
    table.show_zones(zones, animate=False)
    assert table.zone_items("opp:1") == backs[:5]
    assert table.zone_label("opp:1") == "Ana — 5 cards"


def test_mouse_drag_from_hand_to_group_emits_cards_dropped(qtbot, table: CardTable) -> None:
    table.show_zones(simple_zones(), animate=False)
    last = table.card_item(card("5S"))
    end = table.mapFromScene(last.mapToScene(QPointF(last.width * 0.9, last.height * 0.5)))
    with qtbot.waitSignal(table.cardsDropped, timeout=HANG_MS) as blocker:
        drag(table, grip(table, card("9C")), end)
    assert blocker.args == [[card("9C")], "hand", "meld:0", 3]


def test_drop_index_counts_cards_left_of_the_drop(qtbot, table: CardTable) -> None:
    table.show_zones(simple_zones(), animate=False)
    first = table.card_item(card("3S"))
    end = table.mapFromScene(first.mapToScene(QPointF(first.width * 0.3, first.height * 0.5)))
    with qtbot.waitSignal(table.cardsDropped, timeout=HANG_MS) as blocker:
        drag(table, grip(table, card("KD")), end)
    assert blocker.args == [[card("KD")], "hand", "meld:0", 1]


def test_hand_can_be_reordered_by_dragging(qtbot, table: CardTable) -> None:
    table.show_zones(simple_zones(), animate=False)
    first = table.card_item(card("2S"))
    start = grip(table, card("KD"))
    end = table.mapFromScene(first.mapToScene(QPointF(first.width * 0.05, first.height * 0.5)))
    with qtbot.waitSignal(table.cardsDropped, timeout=HANG_MS) as blocker:
        drag(table, start, end - QPoint(round(first.width * 0.2), 0))
    assert blocker.args == [[card("KD")], "hand", "hand", 0]


def test_refused_drop_emits_nothing_and_the_card_flies_back(qtbot, table: CardTable) -> None:
    table.drop_policy = lambda moved, source, target: target != "meld:0"
    table.show_zones(simple_zones(), animate=False)
    item = table.card_item(card("9C"))
    home = QPointF(item.pos())
    target = table.card_item(card("4S"))
    end = table.mapFromScene(target.sceneBoundingRect().center())
    dropped: list = []
    table.cardsDropped.connect(lambda *args: dropped.append(args))
    drag(table, grip(table, card("9C")), end)
    assert "meld:0" not in table.highlighted_zones()
    qtbot.waitUntil(lambda: item.pos() == home and not table.animations_running(), timeout=HANG_MS)
    assert dropped == []
    assert item.zValue() < 50_000


def test_drop_not_redrawn_by_controller_flies_back(qtbot, table: CardTable) -> None:
    table.show_zones(simple_zones(), animate=False)
    item = table.card_item(card("9C"))
    home = QPointF(item.pos())
    end = table.mapFromScene(table.zone_rect("new").center().toPoint())
    with qtbot.waitSignal(table.cardsDropped, timeout=HANG_MS) as blocker:
        drag(table, grip(table, card("9C")), end)
    assert blocker.args == [[card("9C")], "hand", "new", 0]
    qtbot.waitUntil(lambda: item.pos() == home, timeout=HANG_MS)


def test_drag_policy_segment_drags_every_card(qtbot, table: CardTable) -> None:
    zones = simple_zones(meld="AH 2H 3H 4H 5H")

    def segment(pressed: Card, zone: str, index: int) -> list[Card] | None:
        spec = next(z for z in zones if z.name == zone)
        return spec.cards[index:] if spec.kind == "group" else [pressed]

    table.drag_policy = segment
    table.show_zones(zones, animate=False)
    moved = [table.card_item(c) for c in cards("3H 4H 5H")]
    still = table.card_item(card("2H"))
    starts = [QPointF(i.pos()) for i in moved]
    still_start = QPointF(still.pos())
    end = table.mapFromScene(table.zone_rect("new").center().toPoint())
    start = grip(table, card("3H"))
    drag(table, start, end, release=False)
    deltas = {
        (round(i.pos().x() - s.x()), round(i.pos().y() - s.y()))
        for i, s in zip(moved, starts, strict=True)
    }
    assert len(deltas) == 1 and deltas != {(0, 0)}
    assert still.pos() == still_start
    assert all(i.zValue() >= 100_000 for i in moved)
    with qtbot.waitSignal(table.cardsDropped, timeout=HANG_MS) as blocker:
        QTest.mouseRelease(
            table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end
        )
    assert blocker.args == [cards("3H 4H 5H"), "meld:0", "new", 0]


def test_legal_targets_are_highlighted_during_a_drag(qtbot, table: CardTable) -> None:
    table.drop_policy = lambda moved, source, target: target in ("meld:1", "new")
    table.show_zones(simple_zones(), animate=False)
    assert table.highlighted_zones() == set()
    end = table.mapFromScene(table.zone_rect("meld:1").center().toPoint())
    drag(table, grip(table, card("5H")), end, release=False)
    assert table.is_dragging()
    assert table.highlighted_zones() == {"meld:1", "new"}
    assert table.hovered_zone() == "meld:1"
    QTest.mouseRelease(
        table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end
    )
    assert table.highlighted_zones() == set()
    assert not table.is_dragging()


def test_undraggable_cards_do_not_move(qtbot, table: CardTable) -> None:
    table.drag_policy = lambda pressed, zone, index: None
    table.show_zones(simple_zones(), animate=False)
    item = table.card_item(card("9C"))
    home = QPointF(item.pos())
    dropped: list = []
    clicked: list = []
    table.cardsDropped.connect(lambda *args: dropped.append(args))
    table.cardClicked.connect(lambda *args: clicked.append(args))
    end = table.mapFromScene(table.zone_rect("new").center().toPoint())
    drag(table, grip(table, card("9C")), end)
    assert item.pos() == home and dropped == [] and clicked == []


def test_click_emits_card_clicked(qtbot, table: CardTable) -> None:
    table.show_zones(simple_zones(), animate=False)
    with qtbot.waitSignal(table.cardClicked, timeout=HANG_MS) as blocker:
        QTest.mouseClick(
            table.viewport(),
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            grip(table, card("5H")),
        )
    assert blocker.args == [card("5H"), "hand"]


def test_click_on_the_stock_names_the_stock(qtbot, table: CardTable) -> None:
    table.show_zones(simple_zones(), animate=False)
    top = table.zone_items("stock")[-1]
    point = table.mapFromScene(top.sceneBoundingRect().center())
    with qtbot.waitSignal(table.cardClicked, timeout=HANG_MS) as blocker:
        QTest.mouseClick(
            table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
        )
    assert blocker.args[1] == "stock"


def test_marks_and_zone_states(qtbot, table: CardTable) -> None:
    zones = simple_zones()
    zones[2] = ZoneSpec(
        "meld:0",
        "group",
        cards("3S 4S 5S"),
        label="Needs one suit",
        marked="invalid",
        card_marks={card("4S"): "hint"},
    )
    table.show_zones(zones, animate=False)
    item = table.card_item(card("4S"))
    assert item.mark == "hint"
    assert table.card_item(card("3S")).mark is None
    item.set_marked("selected")
    assert item.sceneBoundingRect().top() < item.pos().y()
    item.set_marked(None)
    assert item.sceneBoundingRect().top() == item.pos().y()
    with pytest.raises(ValueError):
        item.set_marked("sparkly")


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_no_scroll_bars_and_everything_visible(qtbot, size: tuple[int, int]) -> None:
    view = CardTable()
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    zones = sample_zones(players=5)
    assert sum(z.kind == "opponent" for z in zones) == 4
    assert len(next(z for z in zones if z.name == "hand").cards) == 14
    groups = [z for z in zones if z.kind == "group"]
    assert len(groups) == 12 and all(3 <= len(z.cards) <= 6 for z in groups)
    view.show_zones(zones, animate=False)
    events_handled()
    assert not view.horizontalScrollBar().isVisible()
    assert not view.verticalScrollBar().isVisible()
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    for spec in zones:
        assert visible.contains(view.zone_rect(spec.name)), spec.name
        for item in view.zone_items(spec.name):
            assert visible.contains(item.sceneBoundingRect()), (spec.name, item.card)
    assert view.card_width() >= 48
    rects = [view.zone_rect(z.name) for z in zones]
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert not a.intersects(b) or a.intersected(b).width() < 2


def test_resize_relayouts_without_scroll_bars(qtbot, table: CardTable) -> None:
    table.show_zones(sample_zones(), animate=False)
    wide = table.card_width()
    table.resize(1024, 640)
    events_handled()
    assert table.card_width() <= wide
    visible = QRectF(table.mapToScene(table.viewport().rect()).boundingRect())
    for spec in table.zones():
        assert visible.contains(table.zone_rect(spec.name))


def test_new_card_flies_in_from_the_shrinking_stock(qtbot, table: CardTable) -> None:
    table.show_zones(simple_zones(), animate=False)
    stock_top = QPointF(table.zone_items("stock")[-1].pos())
    zones = simple_zones(hand="2S 5H 9C KD QH")
    zones[1] = ZoneSpec("stock", "stack", count=39, label="Stock 39")
    table.show_zones(zones, animate=True)
    drawn = table.card_item(card("QH"))
    assert drawn.pos() == stock_top
    settle(qtbot, table)
    assert table.zone_rect("hand").contains(drawn.sceneBoundingRect().center())
    assert table.zone_label("stock") == "Stock 39"


def test_duplicate_cards_get_their_own_items(qtbot, table: CardTable) -> None:
    zones = simple_zones(hand="2S 3S")  # 3S is also in meld:0: a controller bug, not a crash
    table.show_zones(zones, animate=False)
    assert len(table.zone_items("hand")) == 2
    assert len(table.zone_items("meld:0")) == 3


def test_a_place_sends_a_zone_beside_its_seat(qtbot, table: CardTable) -> None:
    """A pile beside the seat on the right (three players: seat 1 left, seat 2 right)."""
    pile = ZoneSpec("discard", "stack", cards("7S 8S"), face_up=True, place=Place.side(2))
    table.show_zones([*simple_zones(), pile], animate=False)
    discard = table.zone_rect("discard")
    assert discard.left() > table.zone_rect("meld:1").right()
    assert discard.left() > table.viewport().width() * 0.7
    assert all(item.face_up for item in table.zone_items("discard"))
    with pytest.raises(ValueError):
        Place(Area.HAND)  # a hand of no seat
    with pytest.raises(ValueError):
        Place.side(-1)
    with pytest.raises(ValueError):
        Place(Area.CENTRE, team=1)
    with pytest.raises(ValueError):
        ZoneSpec("discard", "stack", place="right")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        ZoneSpec("x", "pile")


def test_double_click_on_the_stock_emits_card_double_clicked(qtbot, table: CardTable) -> None:
    table.show_zones(simple_zones(), animate=False)
    top = table.zone_items("stock")[-1]
    point = table.mapFromScene(top.sceneBoundingRect().center())
    with qtbot.waitSignal(table.cardDoubleClicked, timeout=HANG_MS) as blocker:
        QTest.mouseDClick(
            table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
        )
    assert blocker.args[1] == "stock"


def test_tray_region_sits_between_the_middle_and_the_hand(qtbot, table: CardTable) -> None:
    zones = simple_zones() + [
        ZoneSpec("stage:0", "group", cards("9H TH JH"), label="run 30", place=Place.staging()),
        ZoneSpec("stage:new", "drop", label="Build a meld here", place=Place.staging()),
    ]
    table.show_zones(zones, animate=False)
    tray = table.zone_rect("stage:0")
    drop = table.zone_rect("stage:new")
    hand = table.zone_rect("hand")
    melds = [table.zone_rect(name) for name in ("meld:0", "meld:1", "new")]
    assert all(m.bottom() < tray.top() for m in melds)
    assert tray.bottom() < hand.top() and drop.bottom() < hand.top()
    assert abs(tray.top() - drop.top()) < 1 and tray.right() < drop.left()
    # A drag from the hand lands in the tray's drop target.
    dropped: list = []
    table.cardsDropped.connect(lambda *args: dropped.append(args))
    drag(table, grip(table, card("KD")), table.mapFromScene(drop.center().toPoint()))
    assert dropped and dropped[0][2] == "stage:new"


def test_a_drop_on_a_refused_zone_flies_back_and_says_where(qtbot, table: CardTable) -> None:
    table.drop_policy = lambda cards_, source, target: target != "meld:1"
    table.show_zones(simple_zones(), animate=False)
    item = table.card_item(card("9C"))
    home = QPointF(item.pos())
    dropped: list = []
    refused: list = []
    table.cardsDropped.connect(lambda *args: dropped.append(args))
    table.dropRefused.connect(lambda *args: refused.append(args))
    end = table.mapFromScene(table.zone_rect("meld:1").center().toPoint())
    drag(table, grip(table, card("9C")), end)
    settle(qtbot, table)
    assert dropped == [] and item.pos() == home
    assert len(refused) == 1 and refused[0][:3] == ([card("9C")], "hand", "meld:1")


def test_a_top_label_runs_on_over_the_next_zones_without_labels(qtbot, table: CardTable) -> None:
    """Side piles of the seats on the top edge (six players: seats 2, 3 and 4); a label
    too long for two lines under one card runs on over its seat's unlabelled pile."""
    long = "Bartolomé de las Casas — 10 cards · 37 points so far"

    def zones(second_label: str) -> list[ZoneSpec]:
        return [
            ZoneSpec("opp:1", "opponent", count=3, place=Place.hand(1)),
            ZoneSpec("pile:1", "stack", cards("9H"), face_up=True, label=long, place=Place.side(2)),
            ZoneSpec("own:1", "stack", count=5, label=second_label, place=Place.side(2)),
            ZoneSpec(
                "pile:2", "stack", cards("4C"), face_up=True, label="Ana", place=Place.side(3)
            ),
            ZoneSpec("own:2", "stack", count=3, place=Place.side(3)),
            ZoneSpec(
                "pile:3", "stack", cards("KD"), face_up=True, label="Eva", place=Place.side(4)
            ),
            ZoneSpec("own:3", "stack", count=3, place=Place.side(4)),
            ZoneSpec("opp:5", "opponent", count=3, place=Place.hand(5)),
        ]

    table.show_zones(zones(""), animate=False)
    tops = [table.zone_rect(f"pile:{n}") for n in (1, 2, 3)]
    assert all(rect.bottom() < table.viewport().height() * 0.4 for rect in tops)
    assert table.zone_label("pile:1") == long
    table.show_zones(zones("stock 5"), animate=False)
    assert table.zone_label("pile:1").endswith("…")


@pytest.mark.parametrize("size", [(200, 150), (1, 1), (320, 90)])
def test_a_table_with_an_empty_middle_lays_out_at_any_size(qtbot, size) -> None:
    """Only bands above and below, in a window far too small for them: every card is
    still placed (the layout scales the table down instead of failing)."""
    view = CardTable(CardArt())
    qtbot.addWidget(view)
    view.resize(*size)
    zones = [
        ZoneSpec(f"opp:{i}", "opponent", count=13, label=f"P{i} — 13 cards", draggable=False)
        for i in range(1, 6)
    ] + [ZoneSpec("hand", "hand", cards("2S 5H 9C KD 3D 4D 5D 6D 7D 8D 9D TD JD"))]
    view.show_zones(zones, animate=False)
    assert all(view.card_item(c) is not None for c in cards("2S 5H 9C KD"))


def test_an_empty_pile_is_a_dashed_place_and_a_used_packet_a_faint_line(qtbot, table) -> None:
    """An empty face-up pile (a discard pile, which takes a card) keeps a dashed outline;
    an empty face-down packet (a foot picked up, a muerto taken, the stock run out) only a
    faint solid line, so that it does not look like a place to drop on."""
    zones = [
        *simple_zones(),
        ZoneSpec("discard", "stack", [], face_up=True, label="Pile empty"),
        ZoneSpec("foot:1", "stack", [], count=0, place=Place.side(1), draggable=False),
    ]
    table.show_zones(zones)
    settle(qtbot, table)
    pile, foot = table._zone_items["discard"].pen(), table._zone_items["foot:1"].pen()
    assert pile.style() == Qt.PenStyle.DashLine
    assert foot.style() == Qt.PenStyle.SolidLine
    assert foot.color().alpha() < pile.color().alpha() and foot.widthF() < pile.widthF()


def test_two_meld_bands_each_lie_on_a_faint_panel_of_their_own(qtbot, table) -> None:
    """With two teams' bands, each band's melds and caption lie on a panel of its own
    (a band's second row reads as its band's), the panels apart; one band has none."""
    ours = [
        ZoneSpec(f"meld:{n}", "group", cards("3S 4S 5S"), place=Place.melds(0)) for n in range(9)
    ]
    theirs = [ZoneSpec("meld:t", "group", cards("7H 7D 7C"), place=Place.melds(1))]
    captions = [
        ZoneSpec("band:0", "caption", label="You & Bruno", place=Place.melds(0)),
        ZoneSpec("band:1", "caption", label="Ana & Carla", place=Place.melds(1)),
    ]
    table.show_zones([*simple_zones()[:2], *captions, *ours, *theirs, simple_zones()[-1]])
    settle(qtbot, table)
    panels = table.band_rects()
    assert len(panels) == 2
    top, bottom = sorted(panels, key=lambda r: r.y())
    assert top.bottom() <= bottom.top() + 0.5
    for name in ["band:1", "meld:t"]:
        assert top.contains(table.zone_rect(name)), name
    for name in ["band:0", *(z.name for z in ours)]:
        assert bottom.contains(table.zone_rect(name)), name
    rows = {round(table.zone_rect(z.name).y()) for z in ours}
    assert len(rows) >= 2  # a second row, on its band's panel
    table.show_zones([*simple_zones()[:2], captions[0], *ours, simple_zones()[-1]])
    settle(qtbot, table)
    assert table.band_rects() == []
