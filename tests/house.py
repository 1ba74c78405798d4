"""Each game's data for the house tests, read from the game's own test package.

The house tests (privacy, one judge, the action-field fuzz, New game, Help, resources, the
wheel, the registry's matches, names on the deal's table, the score table between deals)
take their games from the registry, `app.games.registry.GAMES`. What such a test needs to
know of one game that the registry does not say lives in that game's test package, in
`tests/games/<package>/house.py`, where `<package>` is the registry entry's `package`.
That module defines every name of `NAMES` below. A game that lacks the module or one of
its names FAILS each house test that needs it, with a message naming the game and the
missing name, never a skip: a new game cannot slip past a check unseen.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any

import pytest

from app.core.cards import card
from app.games.registry import GAMES, GameInfo

#: The names a game's house module defines, and what each is.
NAMES: dict[str, str] = {
    "ENTRY": (
        "dict of the registry facts saved games, the scoreboard and the menus rely on: "
        "'id', 'name', 'players' (fewest, most) and 'lower_scores_win'"
    ),
    "SHORT_MATCH": (
        "dict of options for a whole match that bots finish in a few deals, everyone "
        "playing alone (the match test reads a solo standing; the names test plays its "
        "first deal at the table)"
    ),
    "LONG_MATCH": (
        "dict of options for a match of at least three deals that bots finish in seconds "
        "(the session's tests rebuild and resume it across deal boundaries)"
    ),
    "TABLES": (
        "tuple of (players, seed): the deals the privacy and one-judge checks play through "
        "the game's controller (several counts; the one-judge check takes those of 4 or fewer)"
    ),
    "hidden_from": (
        "function (state, person) -> set of the state's cards the person may not see "
        "(RULES.md §0.4: the others' hands, the stock...)"
    ),
    "RULES_LANGUAGES": "tuple of the languages its rules are written in, in Help's order",
    "RULES_DIGEST": (
        "sha256 of the words of its Help page (whitespace folded); a deliberate change to "
        "its rules text updates it"
    ),
    "RULES_FACTS": "dict language -> tuple of phrases its rules text in that language states",
    "TAKES_BACK_IN_A_TURN": (
        "bool: whether a person's turn goes on after an action that showed them nothing new, "
        "so that the take-back test takes some back within the turn (False where every turn "
        "is one action, as Quita y Pon's commit)"
    ),
    "HINT_SEED": (
        "int: the seed of a deal, at the game's default options, whose first turn of the "
        "person's the hints test asks H at (it needs a hint and a next best one)"
    ),
    "NEXT_BEST_HINTS": (
        "bool: whether its strongest bot weighs other moves beside its choice (its "
        "`considered`), so that H offers a next best (False: Quita y Pon's solver finds its "
        "one best commit)"
    ),
    "NEW_GAME_OPTIONS": (
        "dict of options, none of them the default, that its New-game page shows and "
        "returns unchanged (num_players included)"
    ),
    "SCORE_MATCH": (
        "dict of options for a match of at least two deals that easy bots play in seconds "
        "(the score-table test shows its table after each deal; 4 players for a team table, "
        "whose partners sit opposite)"
    ),
    "SCORE_DEALS": (
        "int or None: how many deals of SCORE_MATCH the score-table test plays when the "
        "match is too long to play to its end (Buraco's to 3000: 2); None: it plays the "
        "match to its end, within 8 deals"
    ),
    "SCORE_COLUMNS": (
        "for a score table with a row a seat, the tuple of its column headings after "
        "'Player', in order; None for a table with a column a team"
    ),
    "SCORE_TOTAL": (
        "the heading of the match's running totals: a seat table's column (one of "
        "SCORE_COLUMNS); a team table's line after 'This deal', with {k} when it has one "
        "line a deal so far ('Total after deal {k}'), without it for one line of the match "
        "total"
    ),
    "SCORE_LINES": (
        "for a score table with a column a team, the tuple of its line headings before "
        "'This deal', in order; None for a table with a row a seat"
    ),
    "SCORE_WINNER": (
        "for a seat table, (for another seat, for the person): the words of the heading "
        "that name the deal's single winner, {w} standing for the winner's name "
        "('{w} wins the deal', 'You win the deal'); None for a team table (its heading is "
        "the house's, 'You and your partner win the deal')"
    ),
    "REVIEW_BLUNDERS": (
        "tuple of `Decision`s (tests/house.py): plain blunders of a person's decision, each "
        "of which the review grades '??' (at least one)"
    ),
    "REVIEW_HARMLESS": (
        "tuple of `Decision`s: differences from the hard bot's move that cost nothing (the "
        "other copy of a card, the same cards in another order...), which the review does "
        "not mark (at least one)"
    ),
    "DEAL_POINTS": (
        "number: the points a deal typically puts between its best seat (team) and each "
        "other, in the game's own points, as measured: normal bots at its default options, "
        "the median over 80 deals of each deal's mean gap (app.cli.play.play_deal). The "
        "review's grade sizes (its bots' `score_size`) must rank among the games' as these "
        "do"
    ),
}


@dataclass(frozen=True)
class Decision:
    """One decision of the review's tests: `state()` builds the position (the seat on
    turn decides), `played()` the action played there. Its test id is its `name`."""

    name: str
    state: Callable[[], Any]
    played: Callable[[], Any]

    def __str__(self) -> str:
        return self.name


def discard_of(engine: str) -> Callable[[str], Callable[[], Any]]:
    """A game's `review_discard(c)`: the `Decision.played` that discards card `c`, the
    `Discard` of the engine module `engine`, imported when the test asks for it."""

    def review_discard(c: str) -> Callable[[], Any]:
        return lambda: importlib.import_module(engine).Discard(card(c))

    return review_discard


#: Stands for the items of a game that lacks the name (see `per_game`).
MISSING = object()


def where(game: GameInfo) -> str:
    return f"tests/games/{game.package}/house.py"


def _missing(game: GameInfo, name: str, what: str) -> str:
    return f"{game.name} ({game.id}): {what}; it must define {name}: {NAMES[name]}"


def house_module(game: GameInfo) -> ModuleType | None:
    """The game's house module, or None when the game has none (an error inside an
    existing module is raised as it is)."""
    package = f"tests.games.{game.package}"
    try:
        return importlib.import_module(f"{package}.house")
    except ModuleNotFoundError as error:
        if error.name in (package, f"{package}.house"):
            return None
        raise


def has(game: GameInfo, name: str) -> bool:
    module = house_module(game)
    return module is not None and hasattr(module, name)


def house(game: GameInfo, name: str) -> Any:
    """The game's `name` from its house module; fails the test, naming the game and the
    missing piece, when it is not there."""
    assert name in NAMES, f"{name} is not one of the documented house names"
    module = house_module(game)
    if module is None:
        pytest.fail(_missing(game, name, f"{where(game)} is missing"), pytrace=False)
    if not hasattr(module, name):
        pytest.fail(_missing(game, name, f"{where(game)} does not define {name}"), pytrace=False)
    return getattr(module, name)


def per_game(name: str, games: Sequence[GameInfo] = GAMES) -> list[Any]:
    """`pytest.param(game, item)` for each item of each game's sequence `name`, for a test
    run once per item (id: the game's id and the item's values). A game without it gets one
    `pytest.param(game, MISSING)`, whose test fails through `item_of`, so that it is never
    left out unseen."""
    params = []
    for game in games:
        if not has(game, name):
            params.append(pytest.param(game, MISSING, id=f"{game.id}-no-{name}"))
            continue
        for item in house(game, name):
            parts = item if isinstance(item, tuple) else (item,)
            params.append(pytest.param(game, item, id="-".join(map(str, (game.id, *parts)))))
    return params


def item_of(game: GameInfo, name: str, item: Any) -> Any:
    """A `per_game` item, or the failure that names what the game lacks."""
    if item is MISSING:
        house(game, name)  # fails, naming the game and `name`
        pytest.fail(_missing(game, name, "it had none when the tests were collected"))
    return item


def rules_pages(games: Sequence[GameInfo] = GAMES) -> int:
    """How many rules files (`resources/rules/<game>/<language>.html`) the games' test data
    says there are: one per language each game's rules are written in."""
    return sum(len(house(game, "RULES_LANGUAGES")) for game in games)
