"""The window on small and large screens: nothing off screen, nothing elided, no jumps."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication

from app.games.registry import GAMES
from app.ui.main_window import DEFAULT_SIZE, MainWindow
from app.ui.new_game import NewGameSettings, default_options
from tests.waits import HANG_MS, events_handled

from .helpers import settle

#: Each game of the registry at the most players it allows.
MOST_PLAYERS = [(g.id, g.allowed_players()[-1]) for g in GAMES]


def open_window(qtbot, game: str, players: int, size: tuple[int, int], storage=False):
    settings = NewGameSettings(game=game, options=default_options(game, players), pace_ms=0)
    settings.seed = 3
    win = MainWindow(settings, storage=storage)
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    win.start()
    settle(qtbot, win)
    return win


def inside(win: MainWindow, widget) -> bool:
    box = QRect(widget.mapTo(win, widget.rect().topLeft()), widget.size())
    return win.rect().contains(box)


@pytest.mark.parametrize(("game", "players"), MOST_PLAYERS)
def test_at_1024x640_every_zone_label_and_button_is_whole_and_on_screen(qtbot, game, players):
    win = open_window(qtbot, game, players, (1024, 640))
    try:
        table = win.table
        visible = QRectF(table.mapToScene(table.viewport().rect()).boundingRect())
        specs = table.zones()
        assert sum(bool(s.label) for s in specs) >= players
        for spec in specs:
            assert visible.contains(table.zone_rect(spec.name)), spec.name
            if spec.kind != "drop":
                assert table.zone_label(spec.name) == spec.label, spec.name  # not elided
            for box in table._zone_items[spec.name].label_boxes():
                assert visible.contains(box), (spec.name, spec.label)
        assert table.card_width() >= 48
        assert inside(win, win.status_label)
        shown = [b for b in win.commands.buttons.values() if b.isVisible()]
        assert shown and all(inside(win, b) for b in shown + [win.sort_suit])
        assert win.minimumSizeHint().width() <= 1024
    finally:
        win.controller.shutdown()


@pytest.mark.parametrize(("game", "players"), MOST_PLAYERS)
def test_cards_are_larger_on_a_larger_window(qtbot, game, players):
    win = open_window(qtbot, game, players, (1280, 800))
    try:
        middle = win.table.card_width()
        win.resize(1920, 1080)
        qtbot.waitUntil(lambda: win.table.viewport().width() > 1800, timeout=HANG_MS)
        assert win.table.card_width() > middle
    finally:
        win.controller.shutdown()


def test_a_long_status_does_not_move_the_table(qtbot):
    win = open_window(qtbot, "scala-40", 5, (1024, 640))
    try:
        win.controller.shutdown()  # no bot may say anything meanwhile
        status = win.status_label
        say = win.controller.status.emit  # as the controller tells the window
        say("Short.")
        events_handled()
        before = win.table.viewport().size()
        long = "A very long status sentence about what can be done now. " * 8
        say(long)
        events_handled()
        assert win.table.viewport().size() == before
        assert status.text() == long
        assert status.shown_text().endswith("…") and status.toolTip() == long
        say("Short again.")
        events_handled()
        assert win.table.viewport().size() == before and status.toolTip() == ""
    finally:
        win.controller.shutdown()


def test_at_1024x640_a_button_coming_or_going_does_not_move_the_table(qtbot):
    """Take the pile, a partner's Yes / No: buttons that come and go within a turn. On a
    narrow window the status has its own row whatever buttons are shown, so the bar keeps
    its height (three players: five buttons used to leave the status beside them)."""
    win = open_window(qtbot, "mano-y-pie", 3, (1024, 640))
    try:
        win.controller.shutdown()  # no bot may change the buttons meanwhile
        events_handled()
        before = win.table.viewport().size()
        for button in win.commands.buttons.values():
            button.setVisible(True)
        events_handled()
        assert win.table.viewport().size() == before
    finally:
        win.controller.shutdown()


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768)])
def test_a_status_of_two_lines_is_drawn_on_two_lines(qtbot, size):
    """The label wraps the sentence itself; Qt must find each of its lines narrow enough
    not to wrap one again (a third line would be cut off by the label's fixed height)."""
    win = open_window(qtbot, "buraco", 4, size)
    try:
        win.controller.shutdown()  # no bot may say anything meanwhile
        status = win.status_label
        words = [
            "Meld",
            "in",
            "the",
            "staging",
            "area",
            "or",
            "add",
            "to",
            "your",
            "melds",
            "then",
            "discard",
            "a",
            "card",
        ]
        for n in range(12, 40):
            text = " ".join(words[i % len(words)] for i in range(n))
            win.controller.status.emit(text)
            events_handled()
            assert status.shown_text().count("\n") <= 1, text
            assert status.heightForWidth(status.width()) <= status.height(), text
    finally:
        win.controller.shutdown()


def test_the_window_opens_within_a_small_screen(qtbot, monkeypatch):
    small = QRect(0, 0, 1000, 560)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(small))
    win = MainWindow(NewGameSettings(pace_ms=0), storage=False)
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    assert win.width() <= small.width() and win.height() <= small.height()
    assert win.fit.opens_maximized  # smaller than the table's comfortable size
    win.show()
    qtbot.waitExposed(win)
    events_handled()
    assert small.contains(win.frameGeometry())
    assert inside(win, win.status_label)
    for button in win.commands.buttons.values():
        assert inside(win, button)
    win.controller.shutdown()


def test_on_a_large_screen_the_window_opens_filling_it(qtbot, monkeypatch):
    big = QRect(0, 0, 2560, 1400)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(big))
    win = MainWindow(NewGameSettings(pace_ms=0), storage=False)
    qtbot.addWidget(win)
    assert not win.fit.opens_maximized
    assert win.frameGeometry() == big  # no frame offscreen: the whole available area
    assert win.width() > DEFAULT_SIZE[0] and win.height() > DEFAULT_SIZE[1]
    win.controller.shutdown()


def test_the_window_remembers_its_place_only_where_it_still_fits(qtbot, monkeypatch):
    screen = QRect(0, 0, 1600, 900)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(screen))
    win = MainWindow(NewGameSettings(pace_ms=0))
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    win.setGeometry(QRect(100, 80, 1100, 700))
    win.close()
    again = MainWindow(NewGameSettings(pace_ms=0))
    qtbot.addWidget(again)
    assert again.geometry() == QRect(100, 80, 1100, 700)
    again.close()
    screen = QRect(0, 0, 1024, 600)  # a smaller screen now: the old place does not fit
    third = MainWindow(NewGameSettings(pace_ms=0))
    qtbot.addWidget(third)
    assert third.width() <= 1024 and third.height() <= 600 and third.fit.opens_maximized
    assert screen.contains(third.geometry())
    third.prefs.remove("window/rect")
    third.close()
    assert QApplication.instance() is not None
