"""Resuming a match saved with other bots than the game's today (`GameInfo.bots_version`):
the window says so once, then the match goes on (tests/session/test_bots_version.py
checks the record and the session)."""

from __future__ import annotations

import json

import pytest

from app.games.registry import GAMES
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameSettings
from tests.session.test_bots_version import saved


@pytest.mark.parametrize("other", [False, True])
def test_the_window_says_once_that_the_bots_changed_and_plays_on(
    qtbot, told, tmp_path, monkeypatch, other
):
    monkeypatch.setenv("TAPETE_DATA_DIR", str(tmp_path / "data"))
    game = GAMES[2]
    record = saved(game)
    if other:
        record["bots"] = game.bots_version + 1
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "saved-game.json").write_text(json.dumps(record))
    win = MainWindow(NewGameSettings(pace_ms=0, seed=3))
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    win.begin()
    assert len(told["question"]) == 1  # continue?
    assert win.controller.game_id == game.id and win.controller.match.seed == 4
    if other:
        then, now = game.bots_version + 1, game.bots_version
        assert told["information"] == [
            f"The computer players of {game.name} have changed since this match was saved "
            f"(their version {then}, now {now}): the match goes on with today's. Tapete's "
            "list of changes says how they play now; Help ▸ How the computer plays says "
            "what they see."
        ]
    else:
        assert told["information"] == []
    win.controller.shutdown()
    win.close()
