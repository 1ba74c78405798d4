"""After Play again the log starts the new match with its heading, "Deal 1", as any
match does (a player once saw a Play-again match begin without it)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.games.cuatro_palos.rules import CuatroPalosOptions
from app.ui.result_dialog import ResultDialog
from tests.waits import HANG_MS

from .test_play_again import open_window, play_to_the_end, score_table


@pytest.mark.parametrize("practice", [False, True], ids=["match", "practice"])
def test_the_log_of_a_match_dealt_by_play_again_begins_with_its_heading(qtbot, practice):
    options = CuatroPalosOptions(num_players=3, target_score=1, direction="cw")
    win = open_window(qtbot, options, practice=practice)
    ctrl = win.controller
    for _ in range(3):  # new seeds: who plays first differs from match to match
        before = ctrl.session
        play_to_the_end(qtbot, win)
        assert ctrl.match_over and win.parts["game_log"].dock.texts()[0] == "Deal 1"

        def press(dialog: ResultDialog) -> None:
            QTest.mouseClick(dialog.play_again_button, Qt.MouseButton.LeftButton)
            if dialog.isVisible():  # not pressed: the test goes on, and fails below
                dialog.accept()

        score_table(press)
        win.flow.show_scores(ctrl.state.outcome())
        assert ctrl.session is not before and not ctrl.match_over
        first = ctrl.state.to_play
        qtbot.waitUntil(lambda: ctrl.my_turn, timeout=HANG_MS)
        if first == ctrl.person:  # the person first: a line once the person has played
            person = ctrl.info.bot("easy", "person")
            ctrl.perform(person.choose(ctrl.view()))
        qtbot.waitUntil(lambda: len(win.parts["game_log"].dock.texts()) >= 2, timeout=HANG_MS)
        log = win.parts["game_log"].dock.texts()
        assert log[0] == "Deal 1", log[:3]
        assert log.count("Deal 1") == 1 and "Deal 2" not in log, log
        told = [t for t in log[1:] if not t.startswith("▸ ")]  # the turn line aside
        assert len(told) == len(ctrl.state.history), "only the new match's moves"
    win.controller.shutdown()
