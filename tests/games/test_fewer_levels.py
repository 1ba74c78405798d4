"""A game that offers fewer bot levels than easy, normal and hard (its stronger bots
still to come, `levels=("easy",)`) is played whole: the hints, the review and "Play this
turn for me" ask its strongest level (`GameInfo.strongest_level`), and `tapete-cli play`
seats its usual level, never a level it lacks (which would raise LevelError)."""

from __future__ import annotations

import dataclasses
import json

import pytest

from app.cli.main import main
from app.core.bots import LEVELS, Limit
from app.core.game_info import GameInfo
from app.games import registry
from app.games.registry import GAMES, find_game
from app.session.review import review


def offering(monkeypatch: pytest.MonkeyPatch, game_id: str, levels: tuple[str, ...]) -> GameInfo:
    """`game_id` as if it declared only `levels`: its registry entry and its bot's offer
    (a level it lacks raises LevelError, as a game's would)."""
    real = find_game(game_id)
    fewer = dataclasses.replace(real, levels=levels)
    monkeypatch.setitem(registry._BY_ID, game_id, fewer)
    monkeypatch.setattr(real.bot_class, "offered", levels)
    return fewer


@pytest.mark.parametrize(
    ("levels", "strongest", "usual"),
    [
        (("easy",), "easy", "easy"),
        (("easy", "normal"), "normal", "normal"),
        (("normal", "easy"), "normal", "normal"),
        (("easy", "hard"), "hard", "easy"),
        (LEVELS, "hard", "normal"),
    ],
)
def test_the_strongest_and_the_usual_level_are_ones_the_game_has(levels, strongest, usual):
    game = dataclasses.replace(GAMES[0], levels=levels)
    assert game.strongest_level == strongest
    assert game.default_level == usual


def test_every_game_of_the_registry_hints_with_its_strongest_bot() -> None:
    """Hard where the game offers it (every game of ours today), else the strongest it
    has: a new game may offer fewer levels (README "Adding a game")."""
    for game in GAMES:
        expected = (
            "hard" if "hard" in game.levels else ("normal" if "normal" in game.levels else "easy")
        )
        assert game.strongest_level == expected, game.id


def decisions(game: GameInfo, seed: int, count: int) -> tuple[list, list, list]:
    """The first `count` decisions of a 2-player deal played by easy bots: views, actions,
    movers (as the review reads them)."""
    deal = game.deal(game.options({"num_players": 2}), seed)
    bots = [game.bot("easy", f"{seed}:{s}") for s in range(2)]
    views, actions, movers = [], [], []
    while deal.to_play is not None and len(actions) < count:
        seat = deal.to_play
        view = deal.view(seat)
        action = bots[seat].choose(view)
        views.append(view)
        actions.append(action)
        movers.append(seat)
        deal.play(action)
    return views, actions, movers


@pytest.mark.parametrize("levels", [("easy",), ("easy", "normal")])
def test_the_review_of_a_game_without_a_hard_bot_asks_its_strongest(monkeypatch, levels):
    game = offering(monkeypatch, "scala-40", levels)
    views, actions, movers = decisions(game, 3, 4)
    asked = []
    real_bot = GameInfo.bot

    def spy(self: GameInfo, level: str, seed: int | str):
        asked.append(level)
        return real_bot(self, level, seed)

    monkeypatch.setattr(GameInfo, "bot", spy)
    marks = list(review(game, views, actions, movers, movers[0], limit=Limit(playouts=2)))
    person = [i + 1 for i, seat in enumerate(movers) if seat == movers[0]]
    assert [k for k, _ in marks] == person
    assert asked and set(asked) == {levels[-1]}


def test_tapete_cli_play_seats_a_level_the_game_has(monkeypatch, capsys) -> None:
    argv = ["play", "--game", "scala-40", "--players", "2", "--games", "1", "--json"]
    assert main([*argv, "--workers", "1"]) == 0
    assert list(json.loads(capsys.readouterr().out)["by_level"]) == ["normal"]
    offering(monkeypatch, "scala-40", ("easy",))
    assert main([*argv, "--workers", "1"]) == 0
    assert list(json.loads(capsys.readouterr().out)["by_level"]) == ["easy"]
