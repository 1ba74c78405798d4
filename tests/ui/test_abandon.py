"""Starting over asks first (issue 24, item 4): a new game during a match under way asks
"Abandon this deal?", and the match given up is marked abandoned in Statistics, never
left "in progress"; the question at the start names the saved game, and No to it gives
that match up too. A real window on a real data folder (TAPETE_DATA_DIR)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog, QMessageBox

from app.storage.scoreboard import Scoreboard
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameDialog, NewGameSettings, default_options
from tests.waits import HANG_MS

from .test_faults_gui import make_window, play_moves


@pytest.fixture
def store(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    monkeypatch.setenv("TAPETE_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def chosen(monkeypatch):
    """The New-game dialog answered OK with a Scala 40 game of seed 21."""

    def settings(self) -> NewGameSettings:
        return NewGameSettings(default_options("scala-40"), seed=21, pace_ms=0, game="scala-40")

    monkeypatch.setattr(NewGameDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    monkeypatch.setattr(NewGameDialog, "settings", settings)


def matches(store) -> dict:
    board = Scoreboard(store / "scoreboard.sqlite3", create=False)
    try:
        return {(m.game, m.seed): m for m in board.matches()}
    finally:
        board.close()


def test_a_new_game_during_a_match_under_way_asks_and_marks_it_abandoned(
    qtbot, store, answers, chosen
) -> None:
    win = make_window(qtbot)
    win.begin()
    play_moves(qtbot, win, 2)
    first = win.controller.session
    answers["replies"] = [QMessageBox.StandardButton.No]
    win.ask_new_game()
    [asked] = answers["questions"]
    assert asked.startswith("Abandon this deal?") and "Quita y Pon" in asked
    assert win.controller.session is first  # No: the deal goes on, nothing changed
    assert not matches(store)[("quita-y-pon", "3")].abandoned
    win.ask_new_game()  # Yes
    qtbot.waitUntil(lambda: win.controller.game_id == "scala-40", timeout=HANG_MS)
    rows = matches(store)
    assert rows[("quita-y-pon", "3")].abandoned and rows[("quita-y-pon", "3")].winners is None
    assert not rows[("scala-40", "21")].abandoned  # the new one goes on
    win.close()


def test_a_match_just_dealt_is_left_without_a_question(qtbot, store, answers, chosen) -> None:
    """Nobody has moved yet: nothing is under way, New game asks nothing; the match
    dealt (already on the scoreboard) is marked abandoned, not left "in progress"."""
    win = make_window(qtbot)
    win.begin()
    assert not win.controller.state.history and not win.controller.under_way
    win.ask_new_game()
    qtbot.waitUntil(lambda: win.controller.game_id == "scala-40", timeout=HANG_MS)
    assert answers["questions"] == []
    rows = matches(store)
    assert rows[("quita-y-pon", "3")].abandoned and rows[("quita-y-pon", "3")].winners is None
    assert not rows[("scala-40", "21")].abandoned
    win.close()


def test_the_start_names_the_saved_game_and_no_gives_its_match_up(qtbot, store, answers):
    win = make_window(qtbot)
    win.begin()
    play_moves(qtbot, win, 2)
    win.close()
    answers["replies"] = [QMessageBox.StandardButton.No]
    again: MainWindow = make_window(qtbot, seed=8)
    again.begin()
    assert answers["questions"] == [
        "Continue Quita y Pon, deal 1 of the match in progress? It is your turn."
    ]
    assert again.controller.match.seed == 8  # a new game
    rows = matches(store)
    assert rows[("quita-y-pon", "3")].abandoned
    assert not rows[("quita-y-pon", "8")].abandoned
    again.close()


def test_the_chart_heading_says_a_match_was_abandoned(qtbot, store, answers, chosen) -> None:
    """Statistics: a match given up for another game, clicked in the history, is headed
    "abandoned" over its chart (it said "the match in progress"); the match that goes
    on is still "in progress"."""
    from PySide6.QtCore import Qt

    from app.ui.stats_window import StatisticsDialog

    win = make_window(qtbot)
    win.begin()
    play_moves(qtbot, win, 2)
    win.ask_new_game()  # Yes: Quita y Pon's match is abandoned, Scala 40's begins
    qtbot.waitUntil(lambda: win.controller.game_id == "scala-40", timeout=HANG_MS)
    dialog = StatisticsDialog(win.store.scoreboard, win)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    history = dialog.history
    headings = {}
    for row in range(history.rowCount()):
        cell = history.visualItemRect(history.item(row, 1)).center()
        qtbot.mouseClick(history.viewport(), Qt.MouseButton.LeftButton, pos=cell)
        qtbot.waitUntil(lambda r=row: history.currentRow() == r)
        headings[history.item(row, 1).text()] = dialog.chart_title.text()  # its game
    quita, scala = headings["Quita y Pon"], headings["Scala 40"]
    assert quita.startswith("Quita y Pon, the match begun ") and ", abandoned:" in quita
    assert "in progress" not in quita
    assert scala == "Scala 40, the match in progress: totals deal by deal"
    win.close()
