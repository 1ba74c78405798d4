"""One house for every game: each game's table module declares what the window shows.

The window, the New-game dialog and the statistics read the registry and these
declarations; a game's buttons and Game-menu entries come from its `ACTIONS`.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QPushButton

from app.games.registry import GAME_IDS, GAMES
from app.storage.scoreboard import DealRow, Scoreboard, Seat
from app.ui.controller_base import GameController
from app.ui.game_ui import GameAction, game_ui
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameSettings, default_options
from app.ui.option_rows import Choice, Flag, Number
from app.ui.stats_window import StatisticsDialog

from .helpers import settle


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_every_game_has_a_table_module_with_its_declarations(game) -> None:
    module = game_ui(game.id)
    assert module.__name__ == game.ui_module
    assert issubclass(module.CONTROLLER, GameController)
    assert module.CONTROLLER.game_id == game.id
    names = [a.name for a in module.ACTIONS]
    assert len(names) == len(set(names)) and names
    for action in module.ACTIONS:
        assert isinstance(action, GameAction)
        for method in (action.slot, action.enabled, action.visible):
            assert method is None or callable(getattr(module.CONTROLLER, method)), method
    assert callable(module.result_dialog)
    # how it tells its moves (the status line, the game log, tapete-cli play --log)
    assert callable(game.teller), f"{game.package} has no narration.tell"
    # its New-game page: the rows it declares, or a page it builds itself
    assert callable(getattr(module, "options_page", None)) or module.OPTION_ROWS
    for row in getattr(module, "OPTION_ROWS", ()):
        assert isinstance(row, Number | Flag | Choice), row
        assert hasattr(game.options_class(), row.option), row


def make_window(qtbot, game: str) -> MainWindow:
    win = MainWindow(
        NewGameSettings(default_options(game), seed=4, pace_ms=0, game=game), storage=False
    )
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    return win


def shown_buttons(win: MainWindow) -> list[str]:
    return [b.objectName() for b in win.findChildren(QPushButton) if b.isVisibleTo(win)]


def test_the_window_builds_each_games_buttons_and_menu_from_its_declarations(qtbot) -> None:
    win = make_window(qtbot, "scala-40")
    win.start()
    settle(qtbot, win)
    parts = {a for part in win.parts.values() for a in part.actions.values()}
    menu = [
        a.objectName()
        for a in win.menus.game_menu.actions()
        if a.objectName() and a.isVisible() and a not in parts  # (Statistics, Open a replay)
    ]
    assert menu == ["take_back", "draw", "lay_down", "hint", "dismiss_hint"]
    # The practice table's entries are there, hidden, until a practice game is played.
    assert not win.commands.menu_actions["play_for_me"].isVisible()
    # Play the hint shows only while a hint is on the table; Dismiss is Esc and a menu entry.
    assert [b for b in shown_buttons(win) if b] == ["take_back", "draw", "lay_down", "hint"]
    assert (
        "accept_hint" not in win.commands.menu_actions
        and "dismiss_hint" not in win.commands.buttons
    )
    assert win.commands.menu_actions["lay_down"].shortcut().toString() == "Return"
    assert win.button("draw").text() == "Draw"
    win.start(NewGameSettings(default_options("cuatro-palos"), seed=4, pace_ms=0,
                              game="cuatro-palos"))  # fmt: skip
    settle(qtbot, win)
    assert [
        a.objectName()
        for a in win.menus.game_menu.actions()
        if a.objectName() and a.isVisible() and a not in parts
    ] == [
        "take_back",
        "turn",
        "hint",
        "dismiss_hint",
    ]
    assert [b for b in shown_buttons(win) if b] == ["take_back", "turn", "hint"]
    with pytest.raises(KeyError):
        win.button("lay_down")
    win.start(NewGameSettings(default_options("quita-y-pon"), seed=4, pace_ms=0))
    settle(qtbot, win)
    # Accept hint and Dismiss show only while a hint is on the table.
    assert [b for b in shown_buttons(win) if b] == ["hint", "reset", "draw", "done"]
    assert "accept_hint" not in win.commands.menu_actions and "accept_hint" in win.commands.buttons


def test_a_disabled_action_does_nothing_even_from_its_shortcut(qtbot) -> None:
    options = default_options("scala-40")
    game = GAMES[1]
    seed = next(s for s in range(100) if game.new_match(options, s).deal.to_play == 0)
    win = make_window(qtbot, "scala-40")
    win.start(NewGameSettings(options, seed=seed, pace_ms=0, game="scala-40"))
    settle(qtbot, win)
    ctrl = win.controller
    assert ctrl.my_turn
    assert not win.button("lay_down").isEnabled()
    before = ctrl.state.replay_record().to_json()
    win.commands.menu_actions["lay_down"].trigger()  # disabled: Qt ignores it
    win.commands._slot(
        next(a for a in win.commands.actions if a.name == "lay_down")
    )()  # and so does the slot
    assert ctrl.state.replay_record().to_json() == before


def test_statistics_of_a_team_game_read_you_and_your_partner(qtbot, tmp_path) -> None:
    board = Scoreboard(tmp_path / "s.sqlite3")
    seats = [Seat(0, "You", None, 0), Seat(1, "Ana", "normal", 1),
             Seat(2, "Bruno", "normal", 0), Seat(3, "Carla", "normal", 1)]  # fmt: skip
    solo = [Seat(0, "You", None), Seat(1, "Ana", "normal")]
    rows = []
    for winners, table in (((2,), seats), ((1,), seats), ((0,), solo), ((), seats)):
        match_id = board.start_match("quita-y-pon", {}, table, 1, started_at=len(rows) + 1.0)
        scores = tuple(1 if s.seat in winners else 0 for s in table)
        row = DealRow(match_id, 0, scores, (), winners, "went_out", "{}", len(rows) + 1.0, 1.0)
        board.record_deal(row, scores, over=bool(winners), winners=list(winners) or None)
        rows.append(match_id)
    dialog = StatisticsDialog(board)
    qtbot.addWidget(dialog)
    texts = {m.id: dialog.result_text(m) for m in board.matches()}
    assert texts[rows[0]] == "you and your partner won"  # the partner went out
    assert texts[rows[1]] == "you and your partner lost"
    assert texts[rows[2]] == "won"  # a solo game
    assert texts[rows[3]] == "in progress"
    board.close()
