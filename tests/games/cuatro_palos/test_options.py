"""Cuatro Palos options (RULES.md §3.7): defaults, validation, serialisation, decks."""

from __future__ import annotations

import pytest

from app.core.cards import card
from app.core.options import OptionError
from app.games.cuatro_palos.engine import CuatroPalos, PlayWaste, Turn, adjacent
from app.games.cuatro_palos.rules import CuatroPalosOptions

from .helpers import scenario


def test_defaults_match_the_rules() -> None:
    o = CuatroPalosOptions()
    assert (o.num_players, o.deck, o.direction, o.target_score) == (4, "french52", "ccw", 100)
    assert not o.waste_wrap and o.forced_play and not o.foundation_priority
    assert o.stall_rounds is None
    assert o.pack.size == 52 and o.ranks == tuple(range(1, 14))
    assert CuatroPalosOptions(deck="spanish40").pack.size == 40
    assert CuatroPalosOptions(deck="spanish48").pack.size == 48
    assert o.game_name == "Cuatro Palos"


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("num_players", 2),
        ("num_players", 7),
        ("num_players", True),
        ("deck", "tarot"),
        ("direction", "left"),
        ("waste_wrap", "yes"),
        ("forced_play", 1),
        ("foundation_priority", None),
        ("target_score", 0),
        ("target_score", "100"),
        ("stall_rounds", 0),
        ("stall_rounds", "2T+2"),
    ],
)
def test_bad_values_name_the_option(name: str, value: object) -> None:
    with pytest.raises(OptionError, match=name):
        CuatroPalosOptions(**{name: value})


def test_unknown_option_and_round_trip() -> None:
    with pytest.raises(OptionError, match="bogus"):
        CuatroPalosOptions.from_mapping({"bogus": 1})
    o = CuatroPalosOptions.parse_assignments(
        ["deck=spanish40", "direction=cw", "stall_rounds=5", "forced_play=false"],
        num_players=6,
    )
    assert (o.deck, o.direction, o.stall_rounds, o.forced_play, o.num_players) == (
        "spanish40",
        "cw",
        5,
        False,
        6,
    )
    assert CuatroPalosOptions.from_mapping(o.to_json()) == o
    assert CuatroPalosOptions.parse_assignments(["stall_rounds=none"]).stall_rounds is None


def test_spanish40_seven_and_sota_are_consecutive() -> None:
    spanish = CuatroPalosOptions(deck="spanish40")
    assert adjacent(card("7C"), card("JD"), spanish)
    assert not adjacent(card("7C"), card("JD"), CuatroPalosOptions())
    state = scenario(
        stock="2S", foundations="7H", turned="JH", to_play=3, options={"deck": "spanish40"}
    )
    assert state.destinations(card("JH")) == ["f:H"]
    wrap = CuatroPalosOptions(deck="spanish40", waste_wrap=True)
    assert adjacent(card("KS"), card("AD"), wrap)
    assert len(CuatroPalos.new({"deck": "spanish48"}, seed=1).stock) == 48


def test_spanish48_has_no_tens() -> None:
    state = scenario(
        stock="2S", foundations="9H", turned="JH", to_play=3, options={"deck": "spanish48"}
    )
    assert state.destinations(card("JH")) == ["f:H"]


def test_foundation_priority_restricts_the_choice() -> None:
    plain = scenario(stock="2S", foundations="4H", wastes={2: "6C"}, turned="5H", to_play=3)
    assert plain.destinations(card("5H")) == ["f:H", "w:2"]
    strict = scenario(
        stock="2S",
        foundations="4H",
        wastes={2: "6C"},
        turned="5H",
        to_play=3,
        options={"foundation_priority": True},
    )
    assert strict.destinations(card("5H")) == ["f:H"]
    assert strict.destination_problem(card("5H"), "w:2").code == "must_go_to_foundation"


def test_without_forced_play_the_waste_step_is_optional() -> None:
    state = scenario(
        stock="9S 2C",
        foundations="5H",
        wastes={3: "KC 6H"},
        to_play=3,
        options={"forced_play": False},
    )
    assert state.legal_actions() == [PlayWaste("f:H"), Turn()]
    state.play(Turn())
    assert state.wastes[3][-1] == card("9S") and state.to_play == 2
