"""Quita y Pon puzzles at the table: Game ▸ Puzzle puts a puzzle on the ordinary table,
Done scores the commit against the solver's best, Show the solution lays one out."""

from __future__ import annotations

import datetime

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from app.games.quita_y_pon.puzzles import make, of_the_day
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameSettings

from .helpers import settle


def open_window(qtbot) -> MainWindow:
    win = MainWindow(NewGameSettings(game="quita-y-pon", pace_ms=0, seed=4), storage=False)
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    win.resize(1366, 740)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_a_puzzle_from_the_menu_is_laid_on_the_table_alone(qtbot, monkeypatch, answers):
    win = open_window(qtbot)
    ctrl = win.controller
    monkeypatch.setattr("app.games.quita_y_pon.puzzles.make", lambda seed, level: make(11, level))
    win.commands.menu_actions["puzzle_2"].trigger()
    settle(qtbot, win)
    puzzle = make(11, 2)
    assert ctrl.puzzle == puzzle and ctrl.my_turn
    assert [tuple(g) for g in ctrl.state.table] == list(puzzle.table)
    assert sorted(ctrl.view().hand) == sorted(puzzle.hand)
    zones = {z.name for z in win.table.zones()}
    assert not any(name.startswith("opp") for name in zones), "no other seat at a puzzle"
    assert win.status_label.text().startswith("Puzzle, level 2: place as many")
    button = win.button("show_solution")
    assert button.isVisible()
    steps = ctrl.solution_steps()
    assert steps[-1] == [list(g) for g in puzzle.solution if tuple(g) in puzzle.table] + [
        list(g) for g in puzzle.solution if tuple(g) not in puzzle.table
    ]
    for n in range(1, len(steps) + 1):  # one move a press
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert ctrl.draft.groups == steps[n - 1]
        if n < len(steps):
            assert win.status_label.text().startswith(f"The solution, move {n} of {len(steps)}")
    assert win.status_label.text().startswith("One best answer is laid out")
    assert win.button("done").isEnabled()
    qtbot.mouseClick(win.button("done"), Qt.MouseButton.LeftButton)
    settle(qtbot, win)
    best = puzzle.best
    assert win.status_label.text() == (
        f"{best} of {best}, with the solution shown: not counted as solved. "
        "Try another puzzle without it."
    )
    assert not win.button("show_solution").isVisible()
    assert answers["questions"] == [], "nothing was under way: nothing to ask"
    win.controller.shutdown()


def test_a_commit_short_of_the_best_says_how_many_more(qtbot):
    win = open_window(qtbot)
    ctrl = win.controller
    ctrl.start_puzzle(make(2, 1))
    best = ctrl.puzzle.best
    assert ctrl.words(ctrl.puzzle_score(best - 1)) == (
        f"{best - 1} of {best}: 1 more card could be placed."
    )
    assert ctrl.words(ctrl.puzzle_score(best - 2)) == (
        f"{best - 2} of {best}: 2 more cards could be placed."
    )
    assert ctrl.words(ctrl.puzzle_score(best)).endswith("the best answer. Well played!")
    win.controller.shutdown()


def test_a_puzzle_during_a_match_asks_to_abandon_it_first(qtbot, answers, monkeypatch):
    day = datetime.date(2026, 12, 3)
    monkeypatch.setattr("app.ui.games.quita_y_pon.puzzle.today", lambda: day)
    win = open_window(qtbot)
    win.start()
    ctrl = win.controller
    qtbot.waitUntil(lambda: ctrl.my_turn, timeout=30_000)
    ctrl.draw()
    qtbot.waitUntil(lambda: ctrl.under_way, timeout=30_000)
    session = ctrl.session
    answers["replies"].append(QMessageBox.StandardButton.No)
    win.commands.menu_actions["puzzle_1"].trigger()
    assert answers["questions"] and answers["questions"][0].startswith("Abandon this deal?")
    assert ctrl.session is session and ctrl.puzzle is None, "No: the match goes on"
    win.commands.menu_actions["puzzle_day"].trigger()  # Yes (the default reply)
    assert ctrl.puzzle == of_the_day(day, 2) == make("2026-12-03", 2)
    win.controller.shutdown()


def test_puzzles_played_are_kept_and_statistics_shows_the_ladder(qtbot, tmp_path):
    from app.storage.scoreboard import Scoreboard
    from app.ui.stats_window import StatisticsDialog

    board = Scoreboard(tmp_path / "s.sqlite3")
    win = open_window(qtbot)
    win.store.recorder.scoreboard = board
    ctrl = win.controller
    ctrl.start_puzzle(make(11, 1))
    for _ in ctrl.solution_steps():
        ctrl.show_solution()
    assert ctrl.done()  # the best, but with the solution shown: not solved
    ctrl.start_puzzle(make(12, 1))
    best = ctrl.puzzle.best
    ctrl._keep_puzzle(ctrl.puzzle, best)  # as Done after laying the best out by hand
    ctrl.start_puzzle(make(13, 2))
    ctrl._keep_puzzle(ctrl.puzzle, 0)
    assert board.puzzle_ladder("quita-y-pon") == {1: (2, 1), 2: (1, 0)}
    assert board.puzzle_ladder("scala-40") == {}
    stats = StatisticsDialog(board)
    qtbot.addWidget(stats)
    stats.show()
    assert stats.puzzles.isVisible()
    assert stats.puzzles.text() == (
        "Quita y Pon puzzles: level 1, 1 solved of 2 · level 2, 0 solved of 1"
    )
    board.reset()
    assert board.puzzle_ladder("quita-y-pon") == {}
    win.controller.shutdown()
    board.close()


def test_the_ladder_opens_a_level_once_three_of_the_level_below_are_solved(
    qtbot, tmp_path, answers
):
    """Level 2 is refused, saying why, until 3 puzzles of level 1 are solved (a puzzle
    whose solution was shown does not count); nothing is asked or abandoned for a level
    not open; then it opens. Without a scoreboard every level is open."""
    from app.storage.scoreboard import Scoreboard

    win = open_window(qtbot)
    ctrl = win.controller
    assert ctrl.level_2_locked() is None and ctrl.level_3_locked() is None  # no scoreboard
    board = Scoreboard(tmp_path / "s.sqlite3")
    win.store.recorder.scoreboard = board
    win.start()
    qtbot.waitUntil(lambda: ctrl.my_turn, timeout=30_000)
    ctrl.draw()
    qtbot.waitUntil(lambda: ctrl.under_way, timeout=30_000)
    session = ctrl.session
    win.commands.menu_actions["puzzle_2"].trigger()
    assert ctrl.session is session and ctrl.puzzle is None and answers["questions"] == []
    assert win.status_label.text().startswith(
        "Puzzle level 2 opens once you have solved 3 puzzles of level 1 (0 so far)."
    )
    for seed, shown in ((1, False), (2, True), (3, False), (4, False)):
        board.record_puzzle("quita-y-pon", str(seed), 1, 9, 9, 1.0, solution_shown=shown)
        assert (ctrl.level_2_locked() is None) == (seed == 4)
    win.commands.menu_actions["puzzle_3"].trigger()
    assert ctrl.session is session and "level 3 opens" in win.status_label.text()
    answers["replies"].append(QMessageBox.StandardButton.Yes)
    win.commands.menu_actions["puzzle_2"].trigger()
    assert ctrl.puzzle is not None and ctrl.puzzle.level == 2
    win.controller.shutdown()
    board.close()


def lay_out_by_hand(ctrl, groups) -> None:
    """The draft table as the person could drag it: `groups`, the rest of the hand held."""
    ctrl.draft.groups = [list(g) for g in groups]
    laid = {c for g in groups for c in g}
    ctrl.draft.hand = [c for c in ctrl.draft.start_hand if c not in laid]
    ctrl.changed.emit()


def test_the_log_of_a_puzzle_names_no_seat_that_does_not_play(qtbot):
    """The other seat only holds the place: once Done is pressed nobody is to play, and
    the log's last line is what the person did, never "▸ Ana to play"."""
    win = open_window(qtbot)
    ctrl = win.controller
    ctrl.start_puzzle(make(11, 1))
    settle(qtbot, win)
    assert win.parts["game_log"].dock.texts() == ["▸ Your turn"]
    lay_out_by_hand(ctrl, ctrl.puzzle.solution)
    qtbot.mouseClick(win.button("done"), Qt.MouseButton.LeftButton)
    settle(qtbot, win)
    assert ctrl.state.to_play == 1, "the engine passed the turn to the place holder"
    log = win.parts["game_log"].dock.texts()
    assert log[-1].startswith("You placed "), log
    other = ctrl.seats[1].name
    assert not any(other in line for line in log), log
    assert not any(line.startswith("▸") for line in log), log
    assert ctrl.turn_line() == ""
    win.controller.shutdown()


def test_the_puzzle_of_the_day_is_labelled_as_such(qtbot, monkeypatch):
    day = datetime.date(2026, 12, 3)
    monkeypatch.setattr("app.ui.games.quita_y_pon.puzzle.today", lambda: day)
    win = open_window(qtbot)
    win.commands.menu_actions["puzzle_day"].trigger()
    settle(qtbot, win)
    assert win.controller.puzzle == of_the_day(day, 2)
    assert win.status_label.text() == (
        "Puzzle of the day (level 2): place as many of your cards as you can, rearranging "
        "the table as you like, then Done."
    ), "said once: the turn's line would only repeat it"
    win.commands.menu_actions["puzzle_2"].trigger()  # the same level, not the day's: its level only
    settle(qtbot, win)
    assert win.status_label.text() == (
        "Puzzle, level 2: place as many of your cards as you can, rearranging the table "
        "as you like, then Done."
    )
    win.controller.shutdown()


def test_done_after_the_solution_was_shown_does_not_praise(qtbot):
    """Shown once, even taken back with Reset turn and laid out by hand: Done scores
    without praise; a fresh puzzle laid out by hand is praised."""
    win = open_window(qtbot)
    ctrl = win.controller
    ctrl.start_puzzle(make(11, 1))
    qtbot.mouseClick(win.button("show_solution"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(win.button("reset"), Qt.MouseButton.LeftButton)
    assert not ctrl.draft.placed, "Reset turn took the solution back"
    best = ctrl.puzzle.best
    lay_out_by_hand(ctrl, ctrl.puzzle.solution)
    qtbot.mouseClick(win.button("done"), Qt.MouseButton.LeftButton)
    settle(qtbot, win)
    said = win.status_label.text()
    assert "Well played" not in said
    assert said == (
        f"{best} of {best}, with the solution shown: not counted as solved. "
        "Try another puzzle without it."
    )
    ctrl.start_puzzle(make(11, 1))  # the same puzzle again, the solution not shown
    lay_out_by_hand(ctrl, ctrl.puzzle.solution)
    qtbot.mouseClick(win.button("done"), Qt.MouseButton.LeftButton)
    settle(qtbot, win)
    assert win.status_label.text() == f"{best} of {best}: the best answer. Well played!"
    win.controller.shutdown()


def test_draw_is_off_at_a_puzzle_and_d_changes_nothing(qtbot):
    """A puzzle's stock is empty by design: Draw's button and menu entry are disabled,
    D does nothing (it used to end the "deal"), and Draw asked for all the same says
    why; at an ordinary table Draw is on."""
    win = open_window(qtbot)
    ctrl = win.controller
    win.start()
    qtbot.waitUntil(lambda: ctrl.my_turn, timeout=30_000)
    assert win.button("draw").isEnabled() and win.commands.menu_actions["draw"].isEnabled()
    ctrl.start_puzzle(make(11, 1))
    settle(qtbot, win)
    assert ctrl.view().stock_count == 0
    assert not win.button("draw").isEnabled()
    assert not win.commands.menu_actions["draw"].isEnabled()
    before, said = ctrl.view(), win.status_label.text()
    assert "Draw" not in said, said
    QTest.keyClick(win, Qt.Key.Key_D)
    settle(qtbot, win)
    assert ctrl.view() == before and ctrl.state.result is None and ctrl.in_puzzle()
    assert win.status_label.text() == said
    assert not ctrl.draw()
    assert ctrl.view() == before and ctrl.in_puzzle()
    assert win.status_label.text() == (
        "A puzzle has no stock to draw from: place what you can, then Done. Your turn: "
        "drag cards to the table (split and rebuild melds freely), then Done."
    ), "the turn's line offers no Draw at a puzzle"
    win.controller.shutdown()


def game_menu_entries(qtbot, win: MainWindow) -> dict[str, str]:
    """The Game menu's puzzle entries as they read once the menu is opened."""
    menu = win.menus.game_menu
    menu.popup(win.mapToGlobal(win.rect().topLeft()))
    qtbot.waitUntil(menu.isVisible, timeout=10_000)
    entries = {a.objectName(): a.text() for a in menu.actions() if a.objectName()}
    menu.hide()
    return {name: text for name, text in entries.items() if name.startswith("puzzle_")}


def test_the_game_menu_shows_the_ladder_where_a_level_is_chosen(qtbot, tmp_path):
    """Each level's entry says how far the player has come: none played, solved of
    played, or locked with what is left; a puzzle solved after Show the solution does
    not count; the third solved opens level 2, which Done says. Without a scoreboard no
    progress is kept and the entries are bare (every level open)."""
    from app.storage.scoreboard import Scoreboard

    win = open_window(qtbot)
    ctrl = win.controller
    bare = {
        "puzzle_1": "Puzzle, level &1",
        "puzzle_2": "Puzzle, level &2",
        "puzzle_3": "Puzzle, level &3",
        "puzzle_day": "Puzzle of the &day",
    }
    assert game_menu_entries(qtbot, win) == bare
    board = Scoreboard(tmp_path / "s.sqlite3")
    win.store.recorder.scoreboard = board

    def locked(level: int, solved: int) -> str:
        return (
            f"Puzzle, level &{level} — locked: solve 3 of level {level - 1} to open it "
            f"({solved} so far)"
        )

    assert game_menu_entries(qtbot, win) == {
        **bare,
        "puzzle_1": "Puzzle, level &1 — none played yet",
        "puzzle_2": locked(2, 0),
        "puzzle_3": locked(3, 0),
    }

    def play(seed: int, show: bool) -> str:
        ctrl.start_puzzle(make(seed, 1))
        if show:
            qtbot.mouseClick(win.button("show_solution"), Qt.MouseButton.LeftButton)
        lay_out_by_hand(ctrl, ctrl.puzzle.solution)
        qtbot.mouseClick(win.button("done"), Qt.MouseButton.LeftButton)
        settle(qtbot, win)
        return win.status_label.text()

    play(1, show=True)
    entries = game_menu_entries(qtbot, win)
    assert entries["puzzle_1"] == "Puzzle, level &1 — solved 0 of 1"
    assert entries["puzzle_2"] == locked(2, 0)
    play(2, show=False)
    play(3, show=False)
    entries = game_menu_entries(qtbot, win)
    assert entries["puzzle_1"] == "Puzzle, level &1 — solved 2 of 3"
    assert entries["puzzle_2"] == locked(2, 2)
    said = play(4, show=False)
    assert said.endswith("the best answer. Well played! Puzzle level 2 is open now.")
    assert not play(5, show=False).endswith("is open now."), "said once, when it opens"
    assert game_menu_entries(qtbot, win) == {
        **bare,
        "puzzle_1": "Puzzle, level &1 — solved 4 of 5",
        "puzzle_2": "Puzzle, level &2 — none played yet",
        "puzzle_3": locked(3, 0),
    }
    win.controller.shutdown()
    board.close()
