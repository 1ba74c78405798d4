"""The game registry: the games there are, read by everything above the games.

Model: python-chess's `VARIANTS` and `find_variant`. The window, the New-game dialog,
Help, the statistics, the self-test, `tapete-cli` and the benchmarks list and build games
from these entries only; none of them names a game's modules. A game states its facts
once, in its own package (`app/games/<package>/__init__.py`, its `GAME`); adding a game
is its packages plus its package's name in `PACKAGES`.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Any

from app.core.game_info import GameInfo

__all__ = ["GAME_IDS", "GAMES", "GameInfo", "UnknownGame", "find_game", "game_of_options"]

#: Every game's package, in menu order.
PACKAGES: tuple[str, ...] = (
    "quita_y_pon",
    "scala40",
    "cuatro_palos",
    "buraco",
    "mano_y_pie",
)

GAMES: tuple[GameInfo, ...] = tuple(
    importlib.import_module(f"app.games.{package}").GAME for package in PACKAGES
)
GAME_IDS: tuple[str, ...] = tuple(g.id for g in GAMES)
_BY_ID = {g.id: g for g in GAMES}


class UnknownGame(ValueError):
    """A game id that is not one of ours: the sentence lists the ones there are."""


def find_game(game_id: str) -> GameInfo:
    """The entry of `game_id`; UnknownGame names the games there are."""
    try:
        return _BY_ID[game_id]
    except (KeyError, TypeError):
        raise UnknownGame(
            f"unknown game {game_id!r}; expected one of {', '.join(GAME_IDS)}"
        ) from None


def game_of_options(options: Any) -> GameInfo:
    """The game whose options `options` are (TypeError for anything else)."""
    for game in GAMES:
        if isinstance(options, game.options_class):
            return game
    raise TypeError(f"not the options of a known game: {options!r}")


def most_players(games: Sequence[GameInfo] = GAMES) -> int:
    return max(g.players[1] for g in games)
