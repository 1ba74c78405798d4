"""What a new game starts from (`NewGameSettings`), apart from the New-game dialog
(app/ui/new_game.py), which re-exports all of it: the program's start reads these and
opens the dialog, with its many widgets, only when asked (app/ui/first_paint.py)."""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from app.games.registry import GAMES, find_game, game_of_options

# The games the dialog offers, in menu order: game id -> title.
GAME_TITLES: dict[str, str] = {g.id: g.name for g in GAMES}


class _OptionsClasses(Mapping[str, Any]):
    """Each game's options class by game id, its module loaded on first use of the
    game's entry (listing the games loads none of their rules)."""

    def __getitem__(self, game: str) -> Any:
        if game not in GAME_TITLES:
            raise KeyError(game)
        return find_game(game).options_class

    def __iter__(self) -> Iterator[str]:
        return iter(GAME_TITLES)

    def __len__(self) -> int:
        return len(GAME_TITLES)


# Each game's options class (loaded on first use of a game's entry).
OPTIONS_CLASSES: Mapping[str, Any] = _OptionsClasses()

# Seats at the table: (fewest, most) players per game.
PLAYER_RANGES: dict[str, tuple[int, int]] = {g.id: g.players for g in GAMES}

GameOptionsT = Any

#: The longest name the person may give themselves.
NAME_LENGTH = 20

#: The bots' pace by name (View > Speed offers the same): ms between their moves.
SPEEDS_MS = (1400, 700, 250, 0)


def _check_game(game: str) -> None:
    if game not in GAME_TITLES:
        raise ValueError(f"unknown game {game!r}; expected one of {', '.join(GAME_TITLES)}")


def default_options(game: str, num_players: int | None = None) -> GameOptionsT:
    """The rules' default options of `game`, for `num_players` if given.

    Raises ValueError for an unknown game and OptionError for a player count the game
    does not allow.
    """
    _check_game(game)
    cls = OPTIONS_CLASSES[game]
    return cls() if num_players is None else cls(num_players=num_players)


def game_of(options: object) -> str:
    """The game id whose options class `options` is (TypeError for anything else)."""
    return game_of_options(options).id


@dataclass
class NewGameSettings:
    """What a new game starts from. `options` and `game` always agree.

    The options decide the game: `NewGameSettings(Scala40Options())` is a Scala 40 game.
    `NewGameSettings(game="scala-40")` gets Scala 40's default options. Options of one
    game given explicitly with another game id raise ValueError.
    """

    options: GameOptionsT = field(default_factory=lambda: GAMES[0].options_class())
    levels: tuple[str, ...] = ("normal", "normal", "normal")
    seed: int | str = field(default_factory=lambda: random.randrange(1, 10**6))
    pace_ms: int = 700
    game: str = GAMES[0].id
    #: The person's own name ("": none given, the table says "You").
    name: str = ""
    #: A practice table: any move taken back, every hand shown on request, a turn
    #: played for the person; its results kept apart.
    practice: bool = False

    def __post_init__(self) -> None:
        _check_game(self.game)
        self._match_options()
        # Only levels the game offers (a game without stronger bots yet plays its own).
        offered = find_game(self.game).levels
        fallback = find_game(self.game).default_level
        self.levels = tuple(lv if lv in offered else fallback for lv in self.levels)

    def _match_options(self) -> None:
        options_game = game_of(self.options)
        if options_game == self.game:
            return
        if self.game == GAMES[0].id:
            # The default game id was left: the options say which game this is.
            self.game = options_game
        elif self.options == GAMES[0].options_class():
            # The default options were left with another game chosen.
            self.options = default_options(self.game)
        else:
            raise ValueError(
                f"{GAME_TITLES[options_game]} options do not fit the game {GAME_TITLES[self.game]}"
            )

    @property
    def title(self) -> str:
        return GAME_TITLES[self.game]
