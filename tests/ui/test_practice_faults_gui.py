"""The practice table's take-back under a scoreboard another program holds locked, at the
window (issue 38, point 1): the line above the table tells the fault from the take-back
on, stays while the deal is played again, and goes only once the scoreboard holds the new
end; what could not be written by the window's close is written at the next start."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.core.bots import Limit
from app.storage import scoreboard as sb_module
from app.storage.scoreboard import Scoreboard
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameSettings, default_options
from app.ui.result_dialog import ResultDialog
from tests.storage.disks import lock_holder_fixture  # noqa: F401 - fixture
from tests.waits import until

QP = "quita-y-pon"
SEED = 7


def practice_window(qtbot) -> MainWindow:
    settings = NewGameSettings(default_options(QP), seed=SEED, pace_ms=0, game=QP, practice=True)
    win = MainWindow(settings)
    win.setProperty("quiet", True)  # no score dialog at the deal's end
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.begin(welcome=False)
    return win


def banner(win: MainWindow) -> str:
    return "" if win.storage_banner.isHidden() else win.storage_banner.text()


def play_deal(qtbot, win: MainWindow, level: str) -> None:
    """The person's moves by a bot of `level`, played as the table plays the person's."""
    ctrl = win.controller
    me = ctrl.info.bot(level, f"person:{level}")
    while True:
        until(qtbot, lambda: ctrl.my_turn or ctrl.state.to_play is None)
        if ctrl.state.to_play is None:
            return
        ctrl.perform(me.choose(ctrl.view(), Limit(nodes=30, playouts=4)))


def take_back_to_start(qtbot, win: MainWindow) -> None:
    """The deal's end taken back from its score table (as a person does: the table's
    commands rest once the deal is over), then Ctrl+Backspace (Quita y Pon's take-back)
    until nothing is left to take back."""
    ctrl = win.controller
    assert ctrl.state.to_play is None

    def press_take_back() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, ResultDialog):
            QTimer.singleShot(50, press_take_back)
            return
        qtbot.mouseClick(dialog.take_back_button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(50, press_take_back)
    win.flow.show_scores(ctrl.state.outcome())
    assert ctrl.state.to_play == ctrl.person
    win.activateWindow()  # back from the dialog
    key = win.commands.menu_actions["take_back_move"]
    while ctrl.can_take_back_move():
        until(qtbot, lambda: key.isEnabled() and QApplication.activeWindow() is win)
        before = len(ctrl.state.history)
        QTest.keyClick(win, Qt.Key.Key_Backspace, Qt.KeyboardModifier.ControlModifier)
        assert len(ctrl.state.history) < before


def on_board(folder) -> list[tuple]:
    board = Scoreboard(folder / "scoreboard.sqlite3", create=False)
    try:
        [match] = [m for m in board.matches(practice=True) if board.deals(m.id)]
        return [d.scores for d in board.deals(match.id)], match.totals
    finally:
        board.close()


@pytest.mark.parametrize("released", ["before-the-new-end", "after-the-window-closed"])
def test_the_line_goes_only_when_the_scoreboard_holds_the_new_end(
    qtbot, tmp_path, monkeypatch, answers, lock_holder, released
) -> None:
    monkeypatch.setattr(sb_module, "BUSY_TIMEOUT_MS", 1000)
    folder = tmp_path / "Tapete"
    monkeypatch.setenv("TAPETE_DATA_DIR", str(folder))
    win = practice_window(qtbot)
    ctrl = win.controller
    play_deal(qtbot, win, "hard")
    old = ctrl.match.results[0]
    assert on_board(folder)[0] == [tuple(old.scores)] and banner(win) == ""

    holder = lock_holder(folder / "scoreboard.sqlite3")
    take_back_to_start(qtbot, win)
    assert ctrl.match.results == [] and ctrl.my_turn
    line = banner(win)
    assert "locked" in line and str(folder / "scoreboard.sqlite3") in line
    if released == "before-the-new-end":
        holder.release()
    play_deal(qtbot, win, "easy")
    new = ctrl.match.results[0]
    assert tuple(new.scores) != tuple(old.scores), "the two ways must end differently"
    totals = tuple(ctrl.match.totals)
    if released == "before-the-new-end":
        assert banner(win) == "" and win.store.recorder.pending == []
        win.close()
    else:
        assert banner(win) == line, "the line went while the scoreboard holds the old end"
        assert on_board(folder)[0] == [tuple(old.scores)]
        win.close()  # its last try fails too: both wait in the saved game
        holder.release()
        again = practice_window(qtbot)
        assert banner(again) == "" and again.store.recorder.pending == []
        again.close()
    assert on_board(folder) == ([tuple(new.scores)], totals)
