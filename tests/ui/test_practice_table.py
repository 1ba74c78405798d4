"""The practice table at the window: chosen in the New-game dialog, said in the title;
Ctrl+Z takes back any of the person's moves (the bots' answers too) and the same moves
played again bring the same answers; every hand face up on request; "Play this turn for
me" (P); a finished deal's last move taken back from the score table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.core.bots import Limit
from app.games.registry import GAMES
from app.session import ActionPlayed, MatchSession, record
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameDialog, NewGameSettings, default_options
from app.ui.result_dialog import ResultDialog

WAIT_MS = 60_000


def open_window(qtbot, game: str, practice: bool = True, seed: int = 4) -> MainWindow:
    settings = NewGameSettings(
        default_options(game), seed=seed, pace_ms=0, game=game, practice=practice
    )
    win = MainWindow(settings, storage=False)
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    win.controller_for(game).auto_forced = False
    win.resize(1366, 740)
    win.show()
    qtbot.waitExposed(win)
    win.begin(welcome=False)
    qtbot.waitUntil(lambda: win.controller.my_turn, timeout=WAIT_MS)
    return win


def play_mine(ctrl, person) -> None:
    """The person's move, chosen by `person` (a bot) from the person's view, played as
    the table plays the person's gestures."""
    ctrl.perform(person.choose(ctrl.view(), Limit(nodes=30, playouts=4)))


def test_the_new_game_dialog_offers_the_practice_table(qtbot) -> None:
    dialog = NewGameDialog(NewGameSettings(game="scala-40"))
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.practice.isChecked() and not dialog.settings().practice
    dialog.scroll.ensureWidgetVisible(dialog.practice)
    box = dialog.practice
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert dialog.settings().practice
    again = NewGameDialog(dialog.settings())  # offered as chosen last
    qtbot.addWidget(again)
    assert again.practice.isChecked()


def test_a_real_game_has_no_practice_commands(qtbot) -> None:
    win = open_window(qtbot, "scala-40", practice=False)
    assert "(practice)" not in win.windowTitle()
    assert not win.parts["practice"].actions["every_hand"].isEnabled()
    assert not win.commands.menu_actions["play_for_me"].isVisible()
    win.controller.shutdown()


def test_ctrl_z_takes_back_every_move_and_the_bots_answer_as_before(qtbot) -> None:
    """Buraco, whose bots' searches are bounded by the clock: the person's moves taken
    back one by one with Ctrl+Z, the bots' moves between them going too, down to the
    first; the same moves played again, the deal is exactly as before."""
    win = open_window(qtbot, "buraco")
    ctrl = win.controller
    assert (
        "(practice)" in win.windowTitle() and win.commands.menu_actions["play_for_me"].isVisible()
    )
    person = ctrl.info.bot("easy", "person")
    mine = []
    while len(mine) < 8 and ctrl.state.to_play is not None:
        qtbot.waitUntil(lambda: ctrl.my_turn or ctrl.state.to_play is None, timeout=WAIT_MS)
        if ctrl.state.to_play is None:
            break
        mine.append((len(ctrl.state.history), ctrl.view()))
        play_mine(ctrl, person)
    qtbot.waitUntil(lambda: ctrl.my_turn or ctrl.state.to_play is None, timeout=WAIT_MS)
    first = list(ctrl.state.history)
    bots_moved = len(first) - len(mine)
    assert bots_moved > 0
    for count, view in reversed(mine):
        QTest.keyClick(win, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert len(ctrl.state.history) == count and ctrl.my_turn
        assert ctrl.view() == view
    assert not ctrl.can_take_back_move()
    for count, _ in mine:
        qtbot.waitUntil(lambda c=count: ctrl.my_turn and len(ctrl.state.history) == c,
                        timeout=WAIT_MS)  # fmt: skip
        ctrl.perform(first[count])
    qtbot.waitUntil(lambda: len(ctrl.state.history) >= len(first), timeout=WAIT_MS)
    assert list(ctrl.state.history[: len(first)]) == first
    win.controller.shutdown()


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_show_every_hand_lays_the_other_hands_face_up(qtbot, game) -> None:
    win = open_window(qtbot, game)
    ctrl = win.controller
    state = ctrl.info.deal(default_options(game), 7)
    bot = ctrl.info.bot("easy", "all")
    while True:  # on to a turn of the person's where another seat holds hidden cards
        if state.to_play == 0:
            opened, view = state.open_view(0), state.view(0)
            seen = {c for cards in view.zones.values() if not isinstance(cards, int) for c in cards}
            hidden = {c for s, cards in enumerate(opened.revealed) if s != 0 for c in cards} - seen
            if hidden:
                break
        state.play(bot.choose(state.view(state.to_play), Limit(nodes=30, playouts=4)))
    levels = [None] + ["easy"] * (state.num_players - 1)
    ctrl._use(lambda hear: MatchSession.from_position(ctrl.info, state, levels, practice=True))
    assert ctrl.practising() and ctrl.my_turn

    def on_table() -> set:
        return {c for spec in ctrl.zones() for c in spec.cards}

    assert not on_table() & hidden
    assert win.parts["practice"].actions["every_hand"].isEnabled()
    win.parts["practice"].actions["every_hand"].trigger()
    assert on_table() >= hidden
    assert ctrl.view() == ctrl.state.view(ctrl.person)  # hints and bots see as ever
    win.parts["practice"].actions["every_hand"].trigger()
    assert not on_table() & hidden
    win.controller.shutdown()


def test_p_plays_the_turn_for_the_person(qtbot) -> None:
    win = open_window(qtbot, "scala-40")
    ctrl = win.controller
    mine: list = []  # the person's moves (the bots may move on meanwhile)
    ctrl.session.subscribe(
        lambda e: mine.append(e) if isinstance(e, ActionPlayed) and e.seat == ctrl.person else None
    )
    QTest.keyClick(win, Qt.Key.Key_P)
    qtbot.waitUntil(
        lambda: bool(mine) and ctrl.practice._autoplay is None, timeout=WAIT_MS
    )  # turn over
    played = len(mine)
    assert played >= 2  # a draw and a discard at least: the whole turn
    assert type(mine[-1].action).__name__ == "Discard" or ctrl.state.to_play is None
    # The end-of-deal table's "hints" are those asked for: the turn is counted apart, once.
    assert ctrl.hints.hints_in(ctrl.state.deal_index) == 0, "moves played for you counted as hints"
    assert ctrl.practice.played_for_in(ctrl.state.deal_index) == 1
    saved = ctrl.session.record([])
    assert saved["played_for_you"] == {str(ctrl.state.deal_index): 1}
    assert record.parse(saved).played_for == {ctrl.state.deal_index: 1}  # read back
    dialog = ResultDialog()
    qtbot.addWidget(dialog)
    dialog._build("t", "h", ["a"], [["1"]], "")
    dialog.show_hints(
        ctrl.hints.hints_in(ctrl.state.deal_index),
        ctrl.practice.played_for_in(ctrl.state.deal_index),
    )
    assert not hasattr(dialog, "hints_line")
    assert dialog.played_for_line.text() == "1 turn played for you in this deal."
    assert ctrl.practice._autoplay is None
    win.controller.shutdown()


def test_the_score_table_of_a_practice_deal_takes_its_last_move_back(qtbot) -> None:
    win = open_window(qtbot, "cuatro-palos")
    ctrl = win.controller
    person = ctrl.info.bot("easy", "person")
    while ctrl.state.to_play is not None:
        qtbot.waitUntil(lambda: ctrl.my_turn or ctrl.state.to_play is None, timeout=WAIT_MS)
        if ctrl.my_turn:
            play_mine(ctrl, person)
    assert ctrl.session.finished and ctrl.can_take_back_move()

    def take_back() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, ResultDialog):
            QTimer.singleShot(50, take_back)
            return
        qtbot.mouseClick(dialog.take_back_button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(50, take_back)
    win.flow.show_scores(ctrl.state.outcome())
    assert ctrl.my_turn and ctrl.state.to_play == ctrl.person
    assert not ctrl.session.finished and ctrl.session.match.results == []
    win.controller.shutdown()


@pytest.mark.parametrize("extra", [[], ["--autoplay", "12"]])
def test_tapete_practice_deals_at_a_practice_table(tmp_path, monkeypatch, extra) -> None:
    """`tapete --practice` (a fresh deal, or one advanced by --autoplay) plays at a
    practice table; without it, at a real one."""
    import app.ui.main as tapete
    import app.ui.main_window as main_window

    made = []

    class Window(MainWindow):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            made.append(self)

    monkeypatch.setattr(main_window, "MainWindow", Window)
    argv = ["--game", "scala-40", "--seed", "4", *extra, "--screenshot"]
    assert tapete.main([*argv, str(tmp_path / "p.png"), "--practice"]) == 0
    assert made[-1].controller.practising()
    assert "(practice)" in made[-1].windowTitle()
    assert tapete.main([*argv, str(tmp_path / "r.png")]) == 0
    assert not made[-1].controller.practising()
