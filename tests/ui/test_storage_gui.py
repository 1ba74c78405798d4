"""The table keeps a scoreboard and a saved game (issue: scoreboard and saved games)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox, QTableWidget

from app.games.quita_y_pon.bots import QuitaYPonBot
from app.games.quita_y_pon.engine import Commit
from app.games.quita_y_pon.rules import QuitaYPonOptions
from app.games.registry import GAMES
from app.storage.saved_game import SavedGame
from app.storage.scoreboard import Scoreboard
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameSettings
from app.ui.stats_window import StatisticsDialog

from .helpers import frames, settle, shown_row


@pytest.fixture
def store(tmp_path, monkeypatch):
    monkeypatch.setenv("TAPETE_DATA_DIR", str(tmp_path))
    return tmp_path


def make_window(qtbot) -> MainWindow:
    win = MainWindow(NewGameSettings(pace_ms=0))
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    return win


def play_my_turns(qtbot, ctrl, until) -> None:
    me = QuitaYPonBot("normal", 0)
    while not until():
        if ctrl.my_turn:
            action = me.choose(ctrl.state.view(0))
            if isinstance(action, Commit):
                ctrl.draft.groups = [list(g) for g in action.groups]
                placed = {c for g in action.groups for c in g}
                ctrl.draft.hand = [c for c in ctrl.draft.start_hand if c not in placed]
                assert ctrl.done()
            else:
                assert ctrl.draw()
        else:
            qtbot.wait(5)


def test_a_deal_finished_at_the_table_appears_in_the_statistics(qtbot, store) -> None:
    win = make_window(qtbot)
    ctrl = win.controller
    ctrl.pace_ms = 0
    results = []
    ctrl.dealOver.connect(results.append)
    ctrl.new_game(QuitaYPonOptions(), ("easy", "normal", "hard"), seed=21)
    play_my_turns(qtbot, ctrl, lambda: bool(results))
    stats = ctrl.store.scoreboard.stats()["quita-y-pon"]
    assert stats.played == 1
    won = 0 in results[0].winners
    assert stats.won == (1 / len(results[0].winners) if won else 0)
    assert set(stats.by_level) == {"easy", "normal", "hard"}
    dialog = StatisticsDialog(ctrl.store.scoreboard, win)
    qtbot.addWidget(dialog)
    figures = dialog.findChildren(QTableWidget)[0]
    shown = {figures.item(r, 0).text(): figures.item(r, 1).text() for r in range(len(GAMES))}
    assert shown == {g.name: "1" if g.id == "quita-y-pon" else "no games yet" for g in GAMES}
    assert dialog.history.rowCount() == 1 and dialog.history.item(0, 4).text() == "21"
    assert SavedGame().read() is None, "a finished match leaves no saved game"
    win.close()


def test_a_saved_game_continues_exactly(qtbot, store, monkeypatch) -> None:
    win = make_window(qtbot)
    ctrl = win.controller
    ctrl.pace_ms = 0
    ctrl.new_game(QuitaYPonOptions(deals=2), ("normal", "normal", "normal"), seed=8)
    play_my_turns(qtbot, ctrl, lambda: ctrl.state.turn >= 9 and ctrl.my_turn)
    before = (
        [list(h) for h in ctrl.state.hands],
        list(ctrl.state.table),
        list(ctrl.state.stock),
        ctrl.state.to_play,
    )
    win.close()
    # A new session: the window offers to continue, and the game is the same.
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    again = make_window(qtbot)
    again.begin()
    state = again.controller.state
    assert (
        [list(h) for h in state.hands],
        list(state.table),
        list(state.stock),
        state.to_play,
    ) == before
    assert again.controller.my_turn and again.controller.match.options.deals == 2
    # The table shows the saved game: the person's hand and the melds, the person to play.
    settle(qtbot, again)
    assert sorted(shown_row(again, "hand")) == sorted(before[0][0])
    melds = [list(g) for g in state.table]
    assert [shown_row(again, f"meld:{i}") for i in range(len(melds))] == melds
    assert frames(again)["hand"].marked == "active"
    again.close()


def test_a_damaged_save_is_moved_aside_and_a_new_game_starts(qtbot, store, monkeypatch) -> None:
    (store / "saved-game.json").write_text('{"format": 1, "game": "quita-y-p')  # truncated
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: told.append(a[2]))
    win = make_window(qtbot)
    win.begin()
    assert told and "saved-game.json" in told[0]
    aside = [p for p in store.iterdir() if p.name.startswith("saved-game.json.damaged")]
    assert len(aside) == 1 and aside[0].read_text() == '{"format": 1, "game": "quita-y-p'
    assert win.controller.state is not None and win.controller.state.turn == 0
    win.close()


def test_stats_cli_reads_the_same_database(qtbot, store, capsys) -> None:
    import json

    from app.cli.main import main

    board = Scoreboard()
    board.close()
    assert main(["stats", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == {} and data["history"] == []


def test_a_save_that_cannot_be_replayed_is_set_aside(qtbot, store, monkeypatch) -> None:
    import json

    record = {
        "format": 1,
        "game": "quita-y-pon",
        "options": QuitaYPonOptions().to_json(),
        "seed": 3,
        "deal_index": 0,
        "dealer": 0,
        "seats": [["You", None], ["A", "normal"], ["B", "normal"], ["C", "normal"]],
        "results": [],
        "totals": [0, 0, 0, 0],
        "actions": [{"kind": "qp.commit", "groups": [["AS", "AS'", "AH"]]}],
    }
    (store / "saved-game.json").write_text(json.dumps(record))
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: told.append(a[2]))
    win = make_window(qtbot)
    win.begin()
    assert told and "saved-game.json" in told[0]
    assert not (store / "saved-game.json").exists() or SavedGame().read() is not None
    assert any(p.name.startswith("saved-game.json.damaged") for p in store.iterdir())
    assert win.controller.state is not None
    win.close()
