"""Scala 40 options (RULES.md §2.8): defaults, validation, serialisation."""

from __future__ import annotations

import pytest

from app.core.options import OptionError
from app.games.scala40.rules import Scala40Options


def test_defaults_match_the_rules() -> None:
    o = Scala40Options()
    assert (o.num_players, o.jokers, o.hand_size, o.opening_min) == (4, 2, 13, 40)
    assert o.max_jokers_per_meld == 1 and o.meld_rules.max_wilds == 1
    assert o.close_in_hand_requires_min and o.close_in_hand_multiplier == 2
    assert o.forbid_discard_of_taken_card and not o.forbid_discard_that_lays_off
    assert o.no_close_first_round and o.elimination_threshold == 100
    assert (o.joker_penalty, o.ace_penalty, o.lone_ace_penalty) == (25, 11, 1)
    assert o.pack.size == 106
    assert Scala40Options(jokers=4).pack.size == 108
    assert Scala40Options(max_jokers_per_meld="unlimited").meld_rules.max_wilds is None


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("num_players", 6),
        ("jokers", 3),
        ("hand_size", 0),
        ("max_jokers_per_meld", 3),
        ("layoff_on_opening_turn", "yes"),
        ("close_in_hand_multiplier", 0),
        ("joker_penalty", -1),
        ("elimination_threshold", "x"),
    ],
)
def test_bad_values_name_the_option(name: str, value: object) -> None:
    with pytest.raises(OptionError, match=name):
        Scala40Options(**{name: value})


def test_unknown_option_and_round_trip() -> None:
    with pytest.raises(OptionError, match="bogus"):
        Scala40Options.from_mapping({"bogus": 1})
    o = Scala40Options.parse_assignments(["num_players=3", "max_jokers_per_meld=unlimited"])
    assert o.num_players == 3 and o.max_jokers_per_meld == "unlimited"
    assert Scala40Options.from_mapping(o.to_json()) == o
