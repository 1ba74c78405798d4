"""A saved match remembers the version of its game's bots (`GameInfo.bots_version`), and a
match resumed with other bots than it was saved with says so, then goes on with today's
(issue 40, item 6; Help ▸ How the computer plays names this test). What the window
says then: tests/ui/test_bots_changed_gui.py."""

from __future__ import annotations

import dataclasses
import json

import pytest

from app.games.registry import GAMES, GameInfo
from app.session import DamagedRecord, MatchSession
from tests.house import house

GAME_IDS = [g.id for g in GAMES]


def saved(game: GameInfo) -> dict:
    """The record of a match begun against easy bots, a few actions into its first deal."""
    session = MatchSession.start(game, house(game, "LONG_MATCH"), ("easy",), seed=4)
    person = game.bot("easy", "person")
    for _ in range(3):
        seat = session.to_play
        bot = session.bots.get(seat, person)
        session.play(bot.choose(session.view(seat)), seat)
    return json.loads(json.dumps(session.record([])))


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_the_record_keeps_the_bots_version_and_a_resume_compares_it(game) -> None:
    record = saved(game)
    assert record["bots"] == game.bots_version >= 1
    assert MatchSession.resume(record).bots_changed is None
    older = {**record, "bots": game.bots_version + 1}
    again = MatchSession.resume(older)
    assert again.bots_changed == (game.bots_version + 1, game.bots_version)
    # it goes on with today's bots, and its next record says so
    assert again.record([])["bots"] == game.bots_version


def test_a_record_from_before_versions_were_kept_resumes_saying_nothing() -> None:
    record = saved(GAMES[0])
    del record["bots"]
    assert MatchSession.resume(record).bots_changed is None


@pytest.mark.parametrize("value", [0, -1, "2", 1.5, True, [1]])
def test_a_bots_version_that_is_not_a_whole_number_from_1_is_damage(value) -> None:
    record = {**saved(GAMES[1]), "bots": value}
    with pytest.raises(DamagedRecord, match="its field 'bots' must be a whole number from 1"):
        MatchSession.resume(record)


@pytest.mark.parametrize("value", [0, True, "1"])
def test_a_game_cannot_declare_a_bots_version_below_1(value) -> None:
    with pytest.raises(ValueError, match="bots_version must be a whole number >= 1"):
        dataclasses.replace(GAMES[0], bots_version=value)
