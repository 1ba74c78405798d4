"""The game log beside the table: a line per action in the game's words, deals headed,
the turn marked last; rebuilt from the record it reads the same; View > Game log kept."""

from __future__ import annotations

import pytest

from app.games.registry import GAME_IDS
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameSettings, default_options
from tests.waits import HANG_MS

from .helpers import settle


def make_window(qtbot, game: str) -> MainWindow:
    win = MainWindow(
        NewGameSettings(default_options(game), seed=11, pace_ms=0, game=game), storage=False
    )
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    return win


def play_some(qtbot, win: MainWindow, moves: int) -> None:
    """The person plays `moves` of their own moves (an easy bot's choice from the
    person's view), the bots answering, or until the deal ends."""
    ctrl = win.controller
    mine = ctrl.info.bot("easy", 5)
    for _ in range(moves):
        qtbot.waitUntil(lambda: ctrl.my_turn or ctrl.state.to_play is None, timeout=HANG_MS)
        if ctrl.state.to_play is None:
            return
        ctrl.perform(mine.choose(ctrl.view()))
    qtbot.waitUntil(lambda: ctrl.my_turn or ctrl.state.to_play is None, timeout=HANG_MS)
    settle(qtbot, win)


@pytest.mark.parametrize("game", GAME_IDS)
def test_the_log_tells_every_action_and_marks_the_turn(qtbot, game: str) -> None:
    win = make_window(qtbot, game)
    win.start()
    play_some(qtbot, win, 3)
    texts = win.parts["game_log"].dock.texts()
    assert texts[0] == "Deal 1"
    told = [t for t in texts[1:] if not t.startswith("▸ ")]
    actions = len(win.controller.state.history)
    assert len(told) == actions, (texts, actions)  # a line for every action of the deal
    assert all(told), texts
    names = [info.name for info in win.controller.seats]
    # the person's moves in the first person, every other seat's by name
    assert any(t.startswith("You ") for t in told), told
    assert any(t.startswith(n) for t in told for n in names[1:]), told
    assert not any("You's" in t or " You " in t for t in told), told
    state = win.controller.state
    if state.to_play is not None:
        whose = "Your turn" if win.controller.my_turn else f"{names[state.to_play]} to play"
        assert texts[-1] == "▸ " + whose
    # rebuilt from the record (a resumed game), the log reads the same
    live = texts
    win.parts["game_log"]._logged_session = None
    win.parts["game_log"]._follow_log()
    win.parts["game_log"].dock.turn(win.controller.turn_line())
    assert win.parts["game_log"].dock.texts() == live


def test_a_new_game_starts_a_new_log(qtbot) -> None:
    win = make_window(qtbot, "scala-40")
    win.start()
    play_some(qtbot, win, 2)
    assert len(win.parts["game_log"].dock.texts()) > 3
    win.start(
        NewGameSettings(default_options("cuatro-palos"), seed=3, pace_ms=0, game="cuatro-palos")
    )
    settle(qtbot, win)
    texts = win.parts["game_log"].dock.texts()
    assert texts[0] == "Deal 1" and not any("discarded" in t for t in texts), texts


def test_view_game_log_is_kept_for_the_next_start(qtbot) -> None:
    win = make_window(qtbot, "buraco")
    action = win.parts["game_log"].actions["game_log"]
    assert action in win.menuBar().actions()[1].menu().actions()
    before = win.parts["game_log"].dock.isVisible()
    try:
        action.trigger()
        assert win.parts["game_log"].dock.isVisible() is not before
        again = make_window(qtbot, "buraco")
        assert again.parts["game_log"].dock.isVisible() is not before
        action.trigger()
        assert make_window(qtbot, "buraco").parts["game_log"].dock.isVisible() is before
    finally:
        win.prefs.remove("log/visible")


@pytest.mark.parametrize("game", ["scala-40", "buraco", "quita-y-pon"])
def test_a_line_clicked_shows_the_table_just_after_it_until_back_to_now(qtbot, game) -> None:
    from PySide6.QtCore import Qt

    win = make_window(qtbot, game)
    win.start()
    play_some(qtbot, win, 2)
    ctrl = win.controller
    lines = win.parts["game_log"].dock.lines
    now_zones = [z.name for z in ctrl.zones()]
    now_shown = ctrl.zones()
    row = next(r for r in range(lines.count()) if lines.item(r).data(Qt.ItemDataRole.UserRole))
    item = lines.item(row)
    deal_index, index = item.data(Qt.ItemDataRole.UserRole)
    rect = lines.visualItemRect(item)
    qtbot.mouseClick(lines.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert win.parts["game_log"].reviewing == (deal_index, index)
    past = ctrl.session.state_at(deal_index, index).deal.view(ctrl.person)
    assert win.table._specs == ctrl.past_zones(past) != now_shown
    hand = next(z for z in win.table._specs if z.name == "hand")
    assert sorted(hand.cards, key=str) == sorted(past.hand, key=str)
    assert not win.table.isEnabled() and "action" in win.status_label.text()
    assert all(c.paused is not False for c in [ctrl])  # nothing moves meanwhile
    # back: the last line, the turn now
    turn = lines.item(lines.count() - 1)
    assert turn.text().startswith("▸ ")
    qtbot.mouseClick(
        lines.viewport(), Qt.MouseButton.LeftButton, pos=lines.visualItemRect(turn).center()
    )
    assert win.parts["game_log"].reviewing is None and win.table.isEnabled() and not ctrl.paused
    assert [z.name for z in win.table._specs] == now_zones
    assert win.table._specs == now_shown


@pytest.mark.parametrize("game", ["scala-40", "quita-y-pon", "buraco"])
def test_what_the_others_laid_since_your_move_stays_marked_until_you_move(qtbot, game) -> None:
    """At each of the person's turns, every card the other seats put on the table since
    the person's last move is marked (and nothing else), however many moves that was;
    the person's move clears the marks."""
    win = make_window(qtbot, game)
    win.start()
    ctrl = win.controller
    person = ctrl.info.bot("easy", "person")

    def table() -> set:
        view = ctrl.view()
        groups = view.table if hasattr(view, "table") else [m.cards for m in view.melds]
        return {c for g in groups for (c) in (g.cards if hasattr(g, "cards") else g)}

    after_mine = table()
    marked_turns = 0
    for _ in range(12):
        qtbot.waitUntil(lambda: ctrl.state.to_play is None or ctrl.my_turn, timeout=HANG_MS)
        if ctrl.state.to_play is None:
            break
        settle(qtbot, win)
        new = table() - after_mine
        if game != "quita-y-pon":  # Quita y Pon marks the cards a rebuild moved too
            assert ctrl.last_play == new, (ctrl.last_play, new)
        else:
            assert new <= ctrl.last_play
        shown = {
            c for z in ctrl.zones() for c, mark in (z.card_marks or {}).items() if mark == "last"
        }
        assert shown == ctrl.last_play & table()
        marked_turns += bool(new)
        while ctrl.my_turn:
            ctrl.perform(person.choose(ctrl.view(), person.limit))
            assert ctrl.last_play == set()  # your move clears the marks
        after_mine = table()
    assert marked_turns, "the others laid something in twelve turns"
