"""BuracoOptions (RULES.md §5.9): every option, its default and its validation."""

from __future__ import annotations

import pytest

from app.core.options import OptionError
from app.games.buraco.engine import Buraco
from app.games.buraco.rules import BuracoOptions


def test_defaults_are_the_rules() -> None:
    o = BuracoOptions()
    assert (o.num_players, o.joker_value, o.sets_allowed, o.set_canastas) == (4, 20, True, False)
    assert (o.max_wilds_per_meld, o.wild_relocation, o.close_requires) == (1, True, "any")
    assert o.de_mil_cumulative is False
    assert dict(o.canasta_values) == {"limpa": 200, "suja": 100, "de_mil": 1000}
    assert (o.close_bonus, o.muerto_penalty, o.target_score) == (100, 100, None)


def test_json_round_trip_and_partial_canasta_values() -> None:
    o = BuracoOptions(canasta_values={"limpa": 300}, target_score=3000, num_players=2)
    assert dict(o.canasta_values) == {"limpa": 300, "suja": 100, "de_mil": 1000}
    assert BuracoOptions.from_mapping(o.to_json()) == o
    assert hash(o) == hash(BuracoOptions.from_mapping(o.to_json()))
    with pytest.raises(TypeError):
        o.canasta_values["limpa"] = 1  # type: ignore[index]


@pytest.mark.parametrize(
    "bad",
    [
        {"num_players": 3},
        {"num_players": True},
        {"joker_value": -1},
        {"sets_allowed": "yes"},
        {"set_canastas": 1},
        {"max_wilds_per_meld": 0},
        {"wild_relocation": None},
        {"close_requires": "dirty"},
        {"de_mil_cumulative": "no"},
        {"canasta_values": {"sucia": 100}},
        {"canasta_values": {"limpa": -5}},
        {"canasta_values": [200]},
        {"close_bonus": -1},
        {"muerto_penalty": 1.5},
        {"target_score": 0},
        {"colour": "red"},
    ],
)
def test_bad_values_are_refused(bad: dict) -> None:
    with pytest.raises(OptionError):
        BuracoOptions.from_mapping(bad)


def test_command_line_assignments() -> None:
    o = BuracoOptions.parse_assignments(["joker_value=50", "target_score=3000", "num_players=2"])
    assert (o.joker_value, o.target_score, o.num_players) == (50, 3000, 2)


def test_sets_allowed_false_refuses_sets() -> None:
    from app.core.cards import cards
    from app.games.canasta.melds import judge_new

    assert judge_new(cards("7C 7D 7H"), BuracoOptions(sets_allowed=False).family).code == (
        "sets_not_allowed"
    )


def test_close_requires_clean() -> None:
    from .helpers import scenario

    suja = (0, "5C 6C 7C 8C 2D TC JC", range(5, 12))
    from app.games.canasta.packets import TAKEN, PacketFate

    fates = [PacketFate(0, TAKEN, 0, 0), PacketFate(1)]
    for options, closes in (({}, True), ({"close_requires": "clean"}, False)):
        state = scenario(hand="KD", melds=[suja], fates=fates, muertos=[0, 11], options=options)
        assert state.has_canasta(0) is closes
        # what the table tells the person about closing reads the same kinds
        assert ("dirty" in BuracoOptions.coerce(options).closing_kinds) is closes


def test_joker_value_and_bonuses_reach_the_score() -> None:
    from app.core.cards import card
    from app.games.buraco.scoring import card_value

    assert card_value(card("JK"), BuracoOptions(joker_value=50)) == 50
    assert [card_value(card(t), BuracoOptions()) for t in ("AS", "2S", "8S", "7S", "3S")] == [
        15,
        10,
        10,
        5,
        5,
    ]


def test_deal_sizes_for_four_and_two() -> None:
    for players, stock in ((4, 42), (2, 64)):
        state = Buraco.new({"num_players": players}, seed=1, dealer=0)
        assert [len(h) for h in state.hands] == [11] * players
        assert [len(p) for p in state.packets] == [11, 11]
        assert len(state.stock) == stock and state.pile == []
        assert state.to_play == 1 % players


def test_every_level_is_offered_and_an_unknown_level_is_refused() -> None:
    from app.games.buraco.bots import EXPERIMENTAL, LEVELS, BuracoBot
    from app.games.registry import find_game

    assert LEVELS == ("easy", "normal", "hard") and EXPERIMENTAL == ()
    assert find_game("buraco").levels == LEVELS
    assert [BuracoBot(level, 1).level for level in LEVELS + EXPERIMENTAL] == [
        "easy", "normal", "hard",
    ]  # fmt: skip
    with pytest.raises(ValueError, match="unknown bot level"):
        BuracoBot("expert", 1)
