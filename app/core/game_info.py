"""What the house needs to know of one game, declared once in the game's own package.

Each game's package (`app/games/<package>/__init__.py`) makes its `GAME` with `declare`:
its id, name, player counts, teams, bot levels and whether lower scores win, stated
there and nowhere else. The registry (`app.games.registry`) lists the packages; the
window, the dialogs, the command line and the benchmarks read these entries only. An
entry names its classes as "module:attribute" and loads them on first use, so that
listing the games (the command line's `--help`, the New-game dialog) loads no engine.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from app.core.bots import LEVELS
from app.core.seats import partnerships
from app.core.words import Words

_loaded: dict[str, Any] = {}


def _load(path: str) -> Any:
    if path not in _loaded:
        module, _, name = path.partition(":")
        _loaded[path] = getattr(importlib.import_module(module), name)
    return _loaded[path]


@dataclass(frozen=True)
class GameInfo:
    """What the house needs to know of one game.

    `id` is stable (saved games, the scoreboard and the command line use it); `name` is
    the game's own name, the same in every language. `players` is the (fewest, most)
    seats; `player_counts` the counts in that range it may be played with (empty: all of
    them); `team_sizes` the partnerships it may be played in (1: everyone alone), the
    usual first.
    `levels` are the bot levels it offers (a game whose stronger bots are still to come
    does not pretend to have them).
    `lower_scores_win`: a deal's scores are paid points or cards left, so lower is better.
    `endings` are the ways a deal of it may end, the values its `Outcome.reason` takes
    ("went_out", "stock_exhausted"...): the engine refuses to end a deal any other way,
    and a saved result naming another is refused as damaged.
    `deals_by_place`: a deal's rules depend on its place in the match (Mano y Pie's
    minimums), so `tapete-cli play` plays every place in turn.
    `rules` is the Help resource of the game's rules (its id unless it says otherwise).
    `package` names the game's engine package and its table module,
    `app.ui.games.<package>`. `default_players` is the table a game gets when nobody chose
    (four at every game so far).
    """

    id: str
    name: str
    package: str
    players: tuple[int, int]
    options_path: str
    engine_path: str
    match_path: str
    bot_path: str
    default_players: int = 4
    rules: str = ""
    lower_scores_win: bool = False
    team_sizes: tuple[int, ...] = (1,)
    #: Modules of the game's own `tapete-cli` sub-commands (see quita_y_pon/tools.py).
    tools: tuple[str, ...] = ()
    player_counts: tuple[int, ...] = ()
    levels: tuple[str, ...] = LEVELS
    endings: tuple[str, ...] = ()
    deals_by_place: bool = False
    #: The translation context in which the game words shared strings its own way (Mano
    #: y Pie's deal is a *reparto* in Spanish, its *mano* being the hand), looked up
    #: before the shared one while the game is on the table; empty: the shared wording.
    wording: str = ""
    #: The version of the game's bots: raised by one whenever a change makes any of its
    #: levels play differently (with a CHANGELOG line saying how). A saved match records
    #: it, and resuming a match begun with other bots says that they have changed.
    bots_version: int = 1

    def __post_init__(self) -> None:
        if (
            isinstance(self.bots_version, bool)
            or not isinstance(self.bots_version, int)
            or (self.bots_version < 1)
        ):
            raise ValueError(f"{self.id}: bots_version must be a whole number >= 1")
        if not self.rules:
            object.__setattr__(self, "rules", self.id)

    def allows_players(self, n: int) -> bool:
        """Whether the game may be played with `n` seats."""
        low, high = self.players
        return low <= n <= high and (not self.player_counts or n in self.player_counts)

    @property
    def players_text(self) -> Words:
        """The player counts in words, marked for translation: "2 to 4", "2 or 4"
        (`str()` is the English)."""
        counts = self.allowed_players()
        if self.player_counts or len(counts) < 3:
            return Words("GameInfo", "{counts} or {last}").filled(
                counts=", ".join(map(str, counts[:-1])), last=counts[-1]
            )
        return Words("GameInfo", "{first} to {last}").filled(first=counts[0], last=counts[-1])

    @property
    def default_level(self) -> str:
        """The level a table gets when nobody chose one: normal, where the game has it."""
        return "normal" if "normal" in self.levels else self.levels[0]

    @property
    def strongest_level(self) -> str:
        """The strongest level the game offers (hard, where it has it): the bot whose
        advice the hints, the review and "Play this turn for me" give."""
        return max(self.levels, key=LEVELS.index)

    def allowed_players(self) -> tuple[int, ...]:
        low, high = self.players
        return tuple(n for n in range(low, high + 1) if self.allows_players(n))

    # The classes, loaded on first use from their "module:attribute" paths.
    options_class = property(lambda self: _load(self.options_path))
    engine_class = property(lambda self: _load(self.engine_path))
    match_class = property(lambda self: _load(self.match_path))
    bot_class = property(lambda self: _load(self.bot_path))

    @property
    def teller(self) -> Any:
        """How the game tells its moves: its `narration` module's `tell`
        (app/core/narration.py)."""
        return _load(f"app.games.{self.package}.narration:tell")

    @property
    def ui_module(self) -> str:
        """The game's table module (the window imports it; the registry does not)."""
        return f"app.ui.games.{self.package}"

    def options(self, values: Any = None) -> Any:
        """The game's options from a mapping, its options object, or the defaults."""
        return self.options_class.coerce(values)

    def deal(self, options: Any, seed: int | str, **setup: Any) -> Any:
        """Deal one deal: `setup` is a match's `deal_index`, `dealer`, running scores..."""
        return self.engine_class.new(options, seed, **setup)

    def new_match(self, options: Any, seed: int | str) -> Any:
        return self.match_class(options, seed)

    def bot(self, level: str, seed: int | str) -> Any:
        return self.bot_class(level, seed)

    def teams(self, num_players: int, team_size: int | None = None) -> tuple[int, ...]:
        """Each seat's team at a table of `num_players` (partners opposite by default;
        solo games are teams of one)."""
        size = team_size if team_size is not None else self.default_team_size(num_players)
        if size not in self.team_sizes:
            raise ValueError(f"{self.name} is not played in teams of {size}")
        return partnerships(num_players, size)

    def default_team_size(self, num_players: int) -> int:
        """The first of `team_sizes` (listed in the game's order of preference) that seats
        everyone in two or more teams: Mano y Pie's six players sit as three teams of two
        unless told otherwise."""
        fits = [s for s in self.team_sizes if num_players % s == 0 and num_players // s >= 2]
        return fits[0] if fits else 1

    def better(self, a: float, b: float) -> bool:
        """Whether score `a` beats score `b` in this game."""
        return a < b if self.lower_scores_win else a > b


def declare(package: str, prefix: str, **facts: Any) -> GameInfo:
    """The entry of the game in `package` (`app.games.<package>`), whose classes are
    named after `prefix`: `<prefix>Options` in its `rules`, `<prefix>` and
    `<prefix>Match` in its `engine`, `<prefix>Bot` in its `bots`."""
    base = f"app.games.{package}"
    return GameInfo(
        package=package,
        options_path=f"{base}.rules:{prefix}Options",
        engine_path=f"{base}.engine:{prefix}",
        match_path=f"{base}.engine:{prefix}Match",
        bot_path=f"{base}.bots:{prefix}Bot",
        **facts,
    )
