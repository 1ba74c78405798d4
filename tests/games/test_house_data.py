"""Every game gives the house tests their per-game data (`tests/house.py`), and a game that
does not is named by the failure, never skipped."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from app.games.registry import GAME_IDS, GAMES
from tests.house import MISSING, NAMES, has, house, house_module, item_of, per_game, where


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_every_game_gives_the_house_tests_their_data(game) -> None:
    module = house_module(game)
    assert module is not None, f"{game.name}: {where(game)} is missing (see tests/house.py)"
    missing = [name for name in NAMES if not hasattr(module, name)]
    assert not missing, f"{game.name}: {where(game)} does not define {', '.join(missing)}"
    assert set(module.ENTRY) == {"id", "name", "players", "lower_scores_win"}
    assert module.TABLES and all(
        isinstance(n, int) and isinstance(seed, int) and game.allows_players(n)
        for n, seed in module.TABLES
    )
    assert callable(module.hidden_from)
    assert {"es", "en"} <= set(module.RULES_LANGUAGES)  # Help needs both (and may have more)
    assert set(module.RULES_FACTS) <= set(module.RULES_LANGUAGES)
    assert all(module.RULES_FACTS.values())
    assert len(module.RULES_DIGEST) == 64 and int(module.RULES_DIGEST, 16) >= 0
    assert "num_players" in module.NEW_GAME_OPTIONS
    assert isinstance(module.DEAL_POINTS, int | float) and module.DEAL_POINTS > 0


#: A game added to the registry without its test data (as much of its entry as is read).
NEWCOMER = SimpleNamespace(id="no-such-game", name="No Such Game", package="no_such_game")


def test_a_game_without_its_house_module_fails_naming_the_game_and_what_is_missing() -> None:
    assert house_module(NEWCOMER) is None and not has(NEWCOMER, "TABLES")
    with pytest.raises(pytest.fail.Exception) as failed:
        house(NEWCOMER, "RULES_DIGEST")
    message = str(failed.value)
    assert message.startswith("No Such Game (no-such-game): tests/games/no_such_game/house.py")
    assert "is missing; it must define RULES_DIGEST: sha256 of the words" in message
    # A test run once per item of a game's list still runs once for the game, and fails.
    (param,) = per_game("TABLES", [NEWCOMER])
    assert param.values == (NEWCOMER, MISSING) and param.id == "no-such-game-no-TABLES"
    with pytest.raises(pytest.fail.Exception, match=r"No Such Game .* must define TABLES"):
        item_of(NEWCOMER, "TABLES", MISSING)


def test_a_house_module_without_a_name_fails_naming_it(monkeypatch) -> None:
    module = house_module(GAMES[0])
    monkeypatch.delattr(module, "SHORT_MATCH")
    with pytest.raises(pytest.fail.Exception) as failed:
        house(GAMES[0], "SHORT_MATCH")
    assert str(failed.value).startswith(
        f"{GAMES[0].name} ({GAMES[0].id}): {where(GAMES[0])} does not define SHORT_MATCH; "
        "it must define SHORT_MATCH: dict of options"
    )
    params = per_game("TABLES", GAMES[:1])
    assert [p.id for p in params] == [
        "-".join(map(str, (GAMES[0].id, *t))) for t in house(GAMES[0], "TABLES")
    ]
