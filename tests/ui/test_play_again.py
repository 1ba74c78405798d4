"""The score table at the end of a match: "Play again" deals a new match of the same game,
with the same rules and bots and new cards, in one click or from the keyboard; a deal that
does not end the match keeps its "Next deal"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from app import i18n
from app.games.cuatro_palos.rules import CuatroPalosOptions
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameSettings, default_options
from app.ui.result_dialog import ResultDialog
from tests.waits import HANG_MS


def open_window(qtbot, options: CuatroPalosOptions, practice: bool = False) -> MainWindow:
    settings = NewGameSettings(
        options, ("easy", "hard"), seed=3, pace_ms=0, game="cuatro-palos", practice=practice
    )
    win = MainWindow(settings, storage=False)
    win.setProperty("quiet", True)  # the test shows the score table itself
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    win.start()
    return win


def play_to_the_end(qtbot, win: MainWindow) -> None:
    """The deal played out, the person's moves by an easy bot."""
    ctrl = win.controller
    person = ctrl.info.bot("easy", "person")
    while ctrl.state.to_play is not None:
        qtbot.waitUntil(lambda: ctrl.my_turn or ctrl.state.to_play is None, timeout=HANG_MS)
        if ctrl.my_turn:
            ctrl.perform(person.choose(ctrl.view()))


def score_table(act) -> None:
    """`act(dialog)` once the score table is up (it runs its own event loop)."""

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, ResultDialog):
            QTimer.singleShot(20, look)
            return
        act(dialog)

    QTimer.singleShot(0, look)


def test_play_again_deals_the_same_game_anew_from_the_keyboard(qtbot) -> None:
    """A match of one deal (target 1 point) played out: its score table offers Play
    again; Tab reaches it and Space presses it; a new match of Cuatro Palos is dealt with
    the same options, the same bots at the same seats, a new seed, and at a practice
    table if it was one."""
    options = CuatroPalosOptions(num_players=3, target_score=1, direction="cw")
    win = open_window(qtbot, options, practice=True)
    ctrl = win.controller
    before = (ctrl.session, ctrl.match.seed, [s.level for s in ctrl.session.seats])
    play_to_the_end(qtbot, win)
    assert ctrl.match_over
    seen: dict[str, object] = {}

    def press_play_again(dialog: ResultDialog) -> None:
        seen["offered"] = [b.text() for b in dialog.findChildren(QPushButton)]
        button = getattr(dialog, "play_again_button", None)
        try:
            for _ in range(10):  # Tab from button to button until it is the one focused
                if button is None or dialog.focusWidget() is button:
                    break
                QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Tab)
            seen["reached"] = button is not None and dialog.focusWidget() is button
            if seen["reached"]:
                QTest.keyClick(button, Qt.Key.Key_Space)
        finally:
            if dialog.isVisible():  # not pressed: the test goes on, and fails below
                dialog.accept()

    score_table(press_play_again)
    win.flow.show_scores(ctrl.state.outcome())
    assert seen["reached"], seen
    assert "&Play again" in seen["offered"] and "Next deal" not in seen["offered"]
    session = ctrl.session
    assert session is not before[0] and not ctrl.match_over
    assert ctrl.game_id == "cuatro-palos" and ctrl.match.options == options
    assert ctrl.match.seed != before[1]
    assert [s.level for s in session.seats] == before[2] and session.practice
    assert ctrl.state.deal_index == 0 and not ctrl.match.results
    win.controller.shutdown()


def test_a_deal_that_does_not_end_the_match_offers_next_deal_only(qtbot) -> None:
    """The match goes on: the score table's OK says Next deal and deals it; no Play
    again is offered."""
    win = open_window(qtbot, CuatroPalosOptions(num_players=3))
    ctrl = win.controller
    session = ctrl.session
    play_to_the_end(qtbot, win)
    assert not ctrl.match_over
    seen: dict[str, object] = {}

    def next_deal(dialog: ResultDialog) -> None:
        seen["play again"] = hasattr(dialog, "play_again_button")
        seen["ok"] = dialog.ok_button.text()
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        if dialog.isVisible():  # not closed by the click: the test fails below
            dialog.reject()

    score_table(next_deal)
    win.flow.show_scores(ctrl.state.outcome())
    assert seen == {"play again": False, "ok": "Next deal"}
    assert ctrl.session is session and ctrl.state.deal_index == 1
    win.controller.shutdown()


@pytest.mark.parametrize(
    ("code", "menu"), [("en", "Game ▸ New game"), ("es", "Juego ▸ Nueva partida")]
)
def test_the_status_line_at_a_matchs_end_points_to_play_again(qtbot, code, menu) -> None:
    """The match played out: the status line names the score table's "Play again" button
    by its own words in the language shown, and Game ▸ New game as the other way."""
    i18n.install(QApplication.instance(), code)
    try:
        win = open_window(qtbot, CuatroPalosOptions(num_players=3, target_score=1))
        ctrl = win.controller
        play_to_the_end(qtbot, win)
        assert ctrl.match_over
        dialog = ResultDialog()
        qtbot.addWidget(dialog)
        dialog._build("t", "h", ["a"], [["1"]], "")
        dialog.offer_play_again()
        button = dialog.play_again_button.text().replace("&", "")
        line = win.status_label.text()
        assert f"“{button}”" in line or f"«{button}»" in line, (button, line)
        assert menu in line, line
        assert line.endswith(ctrl.match_over_text())
        win.controller.shutdown()
    finally:
        i18n.install(QApplication.instance(), "en")


def test_quita_y_pon_says_the_match_is_over_with_play_again(qtbot, monkeypatch) -> None:
    """Quita y Pon's status line at its match's end: who won, then the sentence that
    points to "Play again" (the old one sent the person to Game ▸ New game only)."""
    settings = NewGameSettings(
        default_options("quita-y-pon"), ("easy",), seed=3, pace_ms=0, game="quita-y-pon"
    )
    win = MainWindow(settings, storage=False)
    qtbot.addWidget(win)
    win.start()
    ctrl = win.controller
    assert "Play again" not in ctrl.deal_over_text(None)  # the match goes on
    monkeypatch.setattr(type(ctrl.match), "over", property(lambda m: True))
    said = ctrl.deal_over_text(None)
    assert said.startswith("Deal over — winner: .") and said.endswith(ctrl.match_over_text())
    assert "“Play again”" in said and "Game ▸ New game" in said
    win.controller.shutdown()
