"""An option's problem is marked for translation (translations/README.md): OptionError's
`words` are one message of the context OptionProblem, the option's name and value filled
in as they are, and `str()` is the English the command line has always printed."""

from __future__ import annotations

import pytest

from app.core.bots import LEVEL_LABELS, LEVELS, LevelError, levels_per_seat
from app.core.decks import SeedError, parse_seed
from app.core.options import OptionError
from app.core.words import Words
from app.games.registry import find_game


def problem(game: str, **values) -> OptionError:
    with pytest.raises(OptionError) as raised:
        find_game(game).options_class(**values)
    return raised.value


def test_an_option_problem_is_words_with_the_option_as_a_value() -> None:
    error = problem("quita-y-pon", run_wraparound="yes")
    assert isinstance(error.words, Words) and error.words.context == "OptionProblem"
    assert error.words.text == "{option} must be true or false, not {value}"
    assert str(error) == "run_wraparound must be true or false, not 'yes'"


def test_the_player_counts_are_words_of_their_own() -> None:
    error = problem("buraco", num_players=3)
    assert str(error) == "num_players must be 2 or 4, not 3"
    players = error.words.values["players"]
    assert isinstance(players, Words) and players.context == "GameInfo"
    assert str(find_game("cuatro-palos").players_text) == "3 to 6"


def test_every_level_has_a_label_marked_for_translation() -> None:
    assert set(LEVEL_LABELS) == set(LEVELS)
    assert all(LEVEL_LABELS[level] == level for level in LEVELS)  # English reads as the id


def test_a_level_list_that_does_not_fit_says_words() -> None:
    with pytest.raises(LevelError) as raised:
        levels_per_seat(["easy", "hard"], 3, "computer players")
    assert str(raised.value).startswith("--bots names 2 levels for 3 computer players")
    assert isinstance(raised.value.words, Words)


def test_a_seed_that_is_none_says_words() -> None:
    with pytest.raises(SeedError) as raised:
        parse_seed("")
    assert raised.value.words == Words("Seed", "the seed is empty")
    assert isinstance(raised.value, ValueError)
