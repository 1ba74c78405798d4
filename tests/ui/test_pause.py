"""No turn is lost behind a dialog: while a dialog of the window is open, or the window is
minimised, bots and moves played for the person wait, and go on when it closes."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from app.games.cuatro_palos.bots import CuatroPalosBot
from app.games.cuatro_palos.engine import CuatroPalos
from app.games.quita_y_pon.engine import QuitaYPon
from app.games.quita_y_pon.rules import QuitaYPonOptions
from app.storage.scoreboard import Scoreboard
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameSettings, default_options
from app.ui.stats_window import StatisticsDialog
from tests.waits import HANG_MS, HANG_S, events_handled


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("TAPETE_DATA_DIR", str(tmp_path))
    win = MainWindow(NewGameSettings(pace_ms=0), storage=False)
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    # The dialog watcher starts after the table's first frame (app/ui/first_paint.py).
    qtbot.waitUntil(lambda: win.first_paint.done, timeout=HANG_MS)
    yield win
    win.close()


def bot_to_play(seed: int) -> CuatroPalos:
    """A Cuatro Palos deal whose first player is a computer player."""
    while True:
        state = CuatroPalos.new(default_options("cuatro-palos", 4), seed)
        if state.to_play != 0:
            return state
        seed += 1


def persons_forced_move(seed: int) -> CuatroPalos:
    """A Cuatro Palos position where the person has exactly one move."""
    state = CuatroPalos.new(default_options("cuatro-palos", 4), seed)
    bots = {s: CuatroPalosBot("normal", s) for s in range(4)}
    while state.to_play is not None:
        if state.to_play == 0 and len(state.legal_actions()) == 1:
            return state
        state.play(bots[state.to_play].choose(state.view(state.to_play)))
    raise AssertionError("no forced move in this deal")


def drained(ctrl) -> None:
    """Everything that could play a move has run: no bot is thinking and Qt's queued
    events and due timers (a chosen move's delivery, the pace's timer at 0 ms) are
    handled. A move that waits now waits for the pause, not for a slow machine."""
    ctrl.wait_for_bots(HANG_S)
    events_handled()  # chosen -> the pace's timer -> the move: each queues the next


def open_statistics(qtbot, win: MainWindow, tmp_path) -> StatisticsDialog:
    board = Scoreboard(tmp_path / "board.sqlite3")
    dialog = StatisticsDialog(board, win)
    dialog.open()  # window-modal and shown, as exec() shows it, without blocking the test
    qtbot.waitUntil(dialog.isVisible, timeout=HANG_MS)
    return dialog


def test_bots_wait_while_the_statistics_are_open(qtbot, window, tmp_path) -> None:
    window.use_game("cuatro-palos")
    ctrl = window.controller
    ctrl.pace_ms = 0
    dialog = open_statistics(qtbot, window, tmp_path)
    assert ctrl.paused
    state = bot_to_play(3)
    ctrl.load_position(state, [None, "normal", "normal", "normal"])
    # The bot has chosen, and its move waits: nothing moves however long we wait.
    qtbot.waitUntil(lambda: ctrl.holding >= 1, timeout=HANG_MS)
    played = len(state.history)
    drained(ctrl)
    assert len(state.history) == played and ctrl.holding >= 1 and state.to_play != 0
    dialog.reject()
    qtbot.waitUntil(lambda: not ctrl.paused, timeout=HANG_MS)
    qtbot.waitUntil(lambda: len(state.history) > played, timeout=HANG_MS)


def test_a_forced_move_is_not_played_for_the_person_behind_a_dialog(
    qtbot, window, monkeypatch
) -> None:
    window.use_game("cuatro-palos")
    ctrl = window.controller
    ctrl.pace_ms = 0
    ctrl.auto_forced = True
    state = persons_forced_move(11)
    (forced,) = state.legal_actions()
    box = QMessageBox(QMessageBox.Icon.Information, "Tapete", "Something to read", parent=window)
    box.open()
    qtbot.waitUntil(box.isVisible, timeout=HANG_MS)
    ctrl.load_position(state, [None, "normal", "normal", "normal"])
    qtbot.waitUntil(lambda: ctrl.holding >= 1, timeout=HANG_MS)  # the forced move, held
    played = len(state.history)
    drained(ctrl)
    assert len(state.history) == played and state.to_play == 0
    box.accept()
    qtbot.waitUntil(lambda: len(state.history) > played, timeout=HANG_MS)
    assert state.history[played] == forced, "the held move was the person's forced one"


def test_a_deal_does_not_end_behind_a_dialog(qtbot, window, tmp_path) -> None:
    """The Cuatro Palos case of the report: with every seat a bot but the person's
    forced moves played for him, the deal used to run to its end behind Statistics."""
    window.use_game("cuatro-palos")
    ctrl = window.controller
    ctrl.pace_ms = 0
    ctrl.auto_forced = True
    state = bot_to_play(5)
    ctrl.load_position(state, [None, "easy", "easy", "easy"])
    qtbot.waitUntil(lambda: len(state.history) >= 3, timeout=HANG_MS)
    dialog = open_statistics(qtbot, window, tmp_path)
    qtbot.waitUntil(lambda: ctrl.holding >= 1 or ctrl.my_turn, timeout=HANG_MS)
    played = len(state.history)
    drained(ctrl)
    assert len(state.history) == played and state.result is None
    dialog.reject()
    qtbot.waitUntil(lambda: len(state.history) > played or ctrl.my_turn, timeout=HANG_MS)


def test_nothing_moves_while_the_window_is_minimised(qtbot, window) -> None:
    window.use_game("cuatro-palos")
    ctrl = window.controller
    ctrl.pace_ms = 0
    window.showMinimized()
    qtbot.waitUntil(window.isMinimized, timeout=HANG_MS)
    assert ctrl.paused
    state = bot_to_play(7)
    ctrl.load_position(state, [None, "normal", "normal", "normal"])
    qtbot.waitUntil(lambda: ctrl.holding >= 1, timeout=HANG_MS)
    played = len(state.history)
    drained(ctrl)
    assert len(state.history) == played
    window.showNormal()
    qtbot.waitUntil(lambda: not window.isMinimized(), timeout=HANG_MS)
    qtbot.waitUntil(lambda: len(state.history) > played, timeout=HANG_MS)


def test_the_turn_timer_stands_still_behind_a_dialog(qtbot, window) -> None:
    ctrl = window.controller  # Quita y Pon
    options = QuitaYPonOptions(turn_time_limit_s=30)
    state = QuitaYPon.new(options, 4)
    while state.to_play != 0:
        state = QuitaYPon.new(options, state.seed + 1)
    ctrl.load_position(state, [None, "normal", "normal", "normal"])
    ctrl.timer._clock.stop()  # the test ticks it itself: no second of the clock counts here
    assert ctrl.my_turn and ctrl.timer.seconds_left == 30
    box = QMessageBox(QMessageBox.Icon.Information, "Tapete", "Paused", parent=window)
    box.open()
    qtbot.waitUntil(box.isVisible, timeout=HANG_MS)
    for _ in range(3):
        ctrl.timer.tick()  # what the timer does every second
    assert ctrl.timer.seconds_left == 30
    box.accept()
    qtbot.waitUntil(lambda: not ctrl.paused, timeout=HANG_MS)
    ctrl.timer.tick()
    assert ctrl.timer.seconds_left == 29
