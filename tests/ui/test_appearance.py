"""View ▸ Table felt, Card backs and Card size: applied at once, through the real menus,
and kept for the next start; the four-colour deck stays its own setting."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenu

from app.core.cards import card as parse_card
from app.table.card_art import BACKS, CardArt, Theme
from app.table.items import CardItem
from app.table.table import FELTS
from app.ui.appearance import BACK_KEY, FELT_KEY, SIZE_KEY, SIZES
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameSettings
from tests.waits import HANG_MS

from .helpers import centre


@pytest.fixture
def fresh_prefs(qapp):
    """Each test starts from the default look, and leaves it so."""
    from PySide6.QtCore import QSettings

    prefs = QSettings()
    for key in (FELT_KEY, BACK_KEY, SIZE_KEY, "four_colour"):
        prefs.remove(key)
    yield prefs
    for key in (FELT_KEY, BACK_KEY, SIZE_KEY, "four_colour"):
        prefs.remove(key)


def open_window(qtbot, game: str = "buraco", size=(1366, 740)) -> MainWindow:
    win = MainWindow(NewGameSettings(game=game, pace_ms=0, seed=4), storage=False)
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    win.begin(welcome=False)
    qtbot.wait(10)
    return win


def choose(group, value) -> None:
    """Trigger the menu entry of `value` (as a click on it does)."""
    (action,) = [a for a in group.actions() if a.data() == value]
    action.trigger()


def felt_colours(win: MainWindow) -> list[str]:
    gradient = win.table.scene().backgroundBrush().gradient()
    return [QColor(colour).name() for _, colour in gradient.stops()]


def backs_drawn(win: MainWindow) -> list[QImage]:
    return [
        item._pixmap.toImage()  # noqa: SLF001 - the picture it draws
        for item in win.table.scene().items()
        if isinstance(item, CardItem) and item.isVisible() and not item.face_up
    ]


def test_every_felt_is_offered_applied_at_once_and_kept(qtbot, fresh_prefs):
    win = open_window(qtbot)
    assert felt_colours(win) == list(FELTS["green"])
    offered = [a.data() for a in win.menus.appearance.felts.actions()]
    assert offered == list(FELTS) and len(offered) >= 3
    for name in offered:
        choose(win.menus.appearance.felts, name)
        assert felt_colours(win) == list(FELTS[name])
        assert win.table.felt == name and fresh_prefs.value(FELT_KEY) == name
    win.close()
    again = open_window(qtbot)
    assert felt_colours(again) == list(FELTS[offered[-1]])
    assert [a.data() for a in again.menus.appearance.felts.actions() if a.isChecked()] == [
        offered[-1]
    ]
    again.close()


def test_three_card_backs_each_its_own_picture(qapp):
    pictures = {name: CardArt(Theme(back=name)).pixmap(None, 90).toImage() for name in BACKS}
    assert len(pictures) >= 3
    names = list(pictures)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            assert pictures[a] != pictures[b], (a, b)
        # the back's own colour fills its middle
        image = pictures[a]
        middle = image.pixelColor(image.width() // 2 + 12, image.height() // 2 + 20)
        assert middle != QColor("#fbfaf5")


def test_choosing_a_back_redraws_the_face_down_cards_at_once_and_is_kept(qtbot, fresh_prefs):
    win = open_window(qtbot)
    before = backs_drawn(win)
    assert before, "the table shows face-down cards"
    choose(win.menus.appearance.backs, "rosette")
    after = backs_drawn(win)
    assert len(after) == len(before) and all(a != b for a, b in zip(after, before, strict=True))
    assert win.art.theme.back == "rosette" and fresh_prefs.value(BACK_KEY) == "rosette"
    win.menus.four_colour_action.trigger()  # the four-colour deck keeps the back
    assert win.art.theme == Theme(four_colour=True, back="rosette")
    choose(win.menus.appearance.backs, "tartan")
    assert win.art.theme == Theme(four_colour=True, back="tartan")
    win.close()
    again = open_window(qtbot)
    assert again.art.theme == Theme(four_colour=True, back="tartan")
    again.close()


def test_a_larger_card_size_draws_larger_cards_on_a_table_that_scrolls(qtbot, fresh_prefs):
    win = open_window(qtbot, "scala-40")
    table = win.table
    fitted = table.card_width()
    assert not table.verticalScrollBar().isVisible()
    assert [a.data() for a in win.menus.appearance.sizes.actions()] == list(SIZES)
    for size in SIZES[1:]:
        choose(win.menus.appearance.sizes, size)
        qtbot.wait(10)
        assert table.card_width() >= fitted * size * 0.9, (size, table.card_width())
        assert table.card_width() <= fitted * size + 2
        bar = table.verticalScrollBar()
        assert bar.isVisible() and bar.maximum() > 0
        assert bar.value() == bar.maximum(), "opened on the person's hand"
        assert table.scene().sceneRect().height() == round(table.viewport().height() * size)
        assert table.scene().sceneRect().width() == table.viewport().width()
        assert float(fresh_prefs.value(SIZE_KEY)) == size
    assert max(SIZES) == 2.0
    win.close()
    again = open_window(qtbot, "scala-40")
    assert again.table.card_size == 2.0 and again.table.verticalScrollBar().isVisible()
    choose(again.menus.appearance.sizes, 1.0)
    assert again.table.card_width() == fitted and not again.table.verticalScrollBar().isVisible()
    again.close()


def test_a_drag_near_the_top_edge_of_a_tall_table_scrolls_it(qtbot, fresh_prefs):
    win = open_window(qtbot, "scala-40")
    choose(win.menus.appearance.sizes, 2.0)
    qtbot.waitUntil(lambda: win.controller.my_turn or win.controller.state.to_play is None)
    bar = win.table.verticalScrollBar()
    bottom = bar.value()
    card = win.controller.view().hand[0]
    start = centre(win, card)
    viewport = win.table.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    top = QPoint(start.x(), 4)
    for i in range(1, 9):
        QTest.mouseMove(viewport, QPoint(start.x(), start.y() + (top.y() - start.y()) * i // 8), 10)
    for _ in range(10):
        QTest.mouseMove(viewport, top, 10)
        QTest.mouseMove(viewport, top + QPoint(1, 0), 10)
    assert win.table.is_dragging()
    assert bar.value() < bottom, "the table scrolled up under the drag"
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, top)
    win.close()


def test_values_the_settings_file_no_longer_offers_fall_back_to_the_defaults(qtbot, fresh_prefs):
    fresh_prefs.setValue(FELT_KEY, "plaid")
    fresh_prefs.setValue(BACK_KEY, 7)
    fresh_prefs.setValue(SIZE_KEY, "huge")
    win = open_window(qtbot)
    assert win.table.felt == "green" and win.art.theme.back == "lattice"
    assert win.table.card_size == 1.0
    fresh_prefs.setValue(SIZE_KEY, 9.0)  # a size not offered: not a 9-times table
    win.close()
    again = open_window(qtbot)
    assert again.table.card_size == 1.0
    again.close()


def test_a_face_is_the_same_whatever_the_back(qapp):
    ace = parse_card("AS")
    first, *rest = [CardArt(Theme(back=name)).pixmap(ace, 72).toImage() for name in BACKS]
    assert all(first == other for other in rest)


def hand_in_view(win: MainWindow) -> bool:
    """Whether every card of the person's hand lies within what the table shows."""
    table = win.table
    shown = table.mapToScene(table.viewport().rect()).boundingRect()
    hand = [table.card_item(c).sceneBoundingRect() for c in win.controller.view().hand]
    return bool(hand) and all(shown.contains(rect) for rect in hand)


@pytest.mark.parametrize("size", [s for s in SIZES if s > 1.0])
def test_after_a_restart_a_larger_card_size_opens_on_the_hand(qtbot, fresh_prefs, size):
    """A card size past "Fit the window" chosen in the View menu, the program started
    again: the table opens scrolled to the person's hand, as it does when the size is
    chosen (at 150 % it opened scrolled to the top, the hand off the screen)."""
    from tests.waits import events_handled

    win = open_window(qtbot, "scala-40")
    choose(win.menus.appearance.sizes, size)
    qtbot.waitUntil(lambda: win.controller.my_turn, timeout=HANG_MS)
    events_handled()
    assert hand_in_view(win)
    win.close()
    again = MainWindow(NewGameSettings(game="scala-40", pace_ms=0, seed=4), storage=False)
    again.setProperty("quiet", True)
    qtbot.addWidget(again)
    again.show_fitted()  # as `tapete` shows it: sized to the screen once shown
    qtbot.waitExposed(again)
    again.begin(welcome=False)
    qtbot.waitUntil(lambda: again.controller.my_turn, timeout=HANG_MS)
    events_handled()
    bar = again.table.verticalScrollBar()
    assert again.table.card_size == size and bar.maximum() > 0
    assert hand_in_view(again), (bar.value(), bar.maximum())
    again.close()


def test_each_submenu_is_titled_for_its_own_choices(qtbot, fresh_prefs):
    """The felts under Table felt, the backs under Card backs, the sizes under Card size
    (the titles and the choices are given apart: a mix-up shows here)."""
    win = open_window(qtbot)
    appearance = win.menus.appearance
    for group, title in (
        (appearance.felts, "&Table felt"),
        (appearance.backs, "Card &backs"),
        (appearance.sizes, "Card &size"),
    ):
        menus = {
            o.title()
            for a in group.actions()
            for o in a.associatedObjects()
            if isinstance(o, QMenu)
        }
        assert menus == {title}
