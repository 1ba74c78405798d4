"""One house for every game: each game's table module declares what the window shows.

The window, the New-game dialog and the statistics read the registry and these
declarations (its `TABLE`); a game's buttons and Game-menu entries are its own `actions`
with take back added (`TableModule.commands`) and the parts' (`TableModule.with_parts`).
"""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtWidgets import QPushButton

from app.games.registry import GAME_IDS, GAMES
from app.storage.scoreboard import DealRow, Scoreboard, Seat
from app.ui.controller_base import GameController
from app.ui.game_ui import GameAction, game_ui
from app.ui.hints import HINT_ACTIONS
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameSettings, default_options
from app.ui.option_rows import Choice, Flag, Number
from app.ui.parts import PARTS
from app.ui.parts.hints import HintsPart
from app.ui.parts.practice import PracticePart
from app.ui.practice import PRACTICE_ACTIONS
from app.ui.score_table import ScoreTable
from app.ui.stats_window import StatisticsDialog
from app.ui.table_module import TableModuleError, Welcome, table_of

from .helpers import settle


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_every_game_has_a_table_module_with_its_declarations(game) -> None:
    module = game_ui(game.id)
    assert module.__name__ == game.ui_module
    table = table_of(game.id)
    assert table is module.TABLE and table.game == game.id
    assert issubclass(table.controller, GameController)
    assert table.controller.game_id == game.id
    names = [a.name for a in table.commands]
    assert len(names) == len(set(names)) and names
    for action in table.commands:
        assert isinstance(action, GameAction)
        for method in (action.slot, action.enabled, action.visible):
            assert method is None or callable(getattr(table.controller, method)), method
    assert isinstance(table.score_table, ScoreTable)
    # how it tells its moves (the status line, the game log, tapete-cli play --log)
    assert callable(game.teller), f"{game.package} has no narration.tell"
    # its New-game page: the rows it declares, or a page it builds itself
    assert callable(table.options_page) or table.option_rows
    for row in table.option_rows:
        assert isinstance(row, Number | Flag | Choice), row
        assert hasattr(game.options_class(), row.option), row
    assert table.gestures and table.presets and isinstance(table.welcome, Welcome)


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_the_house_adds_take_back_the_hints_and_practice_to_every_games_commands(game) -> None:
    """A game's `actions` are its own; the house adds take back (the controller's: a
    staging area's, the plain one, or Quita y Pon's practice entry), the hint commands
    and the practice table's: take back in `TableModule.commands`, the hints and the
    practice table's from their parts (`TableModule.with_parts`)."""
    table = table_of(game.id)
    commands = table.with_parts(PARTS)
    house = {"take_back", "take_back_move", "hint", "accept_hint", "dismiss_hint", "play_for_me"}
    own = [a.name for a in table.actions]
    if game.id == "quita-y-pon":  # its hints are its own: accepted into the draft
        assert own[:3] == ["hint", "accept_hint", "dismiss_hint"]
        assert table.controller.hint_actions == ()
        own = own[3:]
    assert not set(own) & house, own
    names = [a.name for a in commands]
    take_back = table.controller.take_back_action
    assert names.count(take_back.name) == 1
    assert commands[: len(table.commands)] == table.commands
    assert commands[-len(PRACTICE_ACTIONS) :] == PRACTICE_ACTIONS
    assert HintsPart.commands_for(table.controller) == table.controller.hint_actions
    assert PracticePart.commands_for(table.controller) == PRACTICE_ACTIONS
    if take_back.button:  # a button: it leads the bar (Ctrl+Z)
        assert commands[0] is take_back and take_back.shortcut == "Ctrl+Z"
        assert commands[1 : 1 + len(own)] == table.actions
        assert table.controller.hint_actions == HINT_ACTIONS
        assert names[1 + len(own) : 1 + len(own) + 3] == ["hint", "accept_hint", "dismiss_hint"]
        assert len(commands) == 1 + len(own) + 3 + len(PRACTICE_ACTIONS)
    else:  # a practice table's menu entry only: beside the practice commands
        assert commands[-len(PRACTICE_ACTIONS) - 1] is take_back
        assert take_back.visible == "practising"
    # without the parts, none of their commands
    assert table.with_parts(()) == table.commands
    assert not {"hint", "accept_hint", "dismiss_hint", "play_for_me"} & {
        a.name for a in table.commands if a not in table.actions
    }


def test_a_table_module_is_checked_when_built_naming_the_game_and_the_field() -> None:
    """`TableModule` refuses what the house could not read, with a sentence naming the
    game and the field, when the module is imported (not at the table, later)."""
    table = table_of("scala-40")
    cases = {
        "presets": dict(presets=()),
        "gestures": dict(gestures=()),
        "welcome": dict(welcome=None),
        "score_table": dict(score_table=None),
        "actions": dict(actions=[a for a in table.actions]),
        "controller": dict(controller=table_of("buraco").controller),
        "option_rows": dict(option_rows=(), options_page=None),
        "row_players": dict(row_players={"teams": 6}),
        "options_page": dict(options_page="page"),
    }
    for field, change in cases.items():
        with pytest.raises(TableModuleError, match=f"'scala-40': TABLE.{field} "):
            dataclasses.replace(table, **change)
    wrong_slot = dataclasses.replace(table.actions[0], slot="no_such_method")
    with pytest.raises(TableModuleError, match="names 'no_such_method'"):
        dataclasses.replace(table, actions=(wrong_slot, *table.actions[1:]))
    twice = (*table.actions, table.controller.take_back_action)
    with pytest.raises(TableModuleError, match="repeat a name"):
        dataclasses.replace(table, actions=twice)
    assert dataclasses.replace(table, options_page=len).options_page is len
    # a part's command is checked against the table's at the shell (`with_parts`)
    clash = type("Clash", (PracticePart,), {"NAME": "clash", "COMMANDS": (table.actions[0],)})
    with pytest.raises(TableModuleError, match="part 'clash' at the table of 'scala-40'.*twice"):
        table.with_parts((*PARTS, clash))
    lacking = dataclasses.replace(PRACTICE_ACTIONS[0], name="other", slot="no_such_method")
    odd = type("Odd", (PracticePart,), {"NAME": "odd", "COMMANDS": (lacking,)})
    with pytest.raises(TableModuleError, match="part 'odd'.*names 'no_such_method'"):
        table.with_parts((odd,))


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
