"""RULES.md §4 lines that no §4.11 scenario pins down, each test named after its section
or ambiguity ID (`test_hf_4_7_…`, `test_hf_a28_…`). They were written for the one-line
mistakes a mutation run plants in the engine (bench/mutation.py): a `<` for a `<=`, a
team swapped, a dropped condition, an option that never reaches the rule."""

from __future__ import annotations

import pytest

from app.core.cards import card
from app.core.options import OptionError
from app.games.mano_y_pie.engine import (
    EXHAUSTED,
    WENT_OUT,
    AskToGoOut,
    Discard,
    Grant,
    ManoYPie,
    Meld,
    Refuse,
    TakePile,
)
from app.games.mano_y_pie.rules import ManoYPieOptions

from .helpers import DRAW, scenario
from .test_scenarios import CONTRACT, allowed, hand, refused

SIX_IN_TWO = {"num_players": 6, "teams": "2x3"}


def _three_partners() -> ManoYPie:
    """P0 on his foot with the contract, both partners (P2, P4) ready: he may ask."""
    return scenario("9 9 9 4", melds=CONTRACT, on_foot=[0, 2, 4], foot_discarded=[2, 4],
                    options=SIX_IN_TWO)  # fmt: skip


# --------------------------------------------------------------------------- §4.6 G4, HF-A28


def test_hf_a28_in_teams_of_three_the_first_refusal_ends_the_asking() -> None:
    state = _three_partners()
    allowed(state, AskToGoOut())
    assert state.to_play == 2
    allowed(state, Refuse())
    assert state.to_play == 0 and state.permission == "refused" and state.awaiting == []
    assert [(s, a) for _, s, a in state.permission_log] == [(0, "asked"), (2, "refused")]
    refused(state, AskToGoOut(), "already_asked")
    assert not state.may_go_out(0) and state.must_keep(0) == 2


def test_hf_4_6_g4_in_teams_of_three_a_later_refusal_binds_too() -> None:
    state = _three_partners()
    allowed(state, AskToGoOut())
    allowed(state, Grant())
    assert state.to_play == 4 and state.permission == "asked" and not state.may_go_out(0)
    allowed(state, Refuse())
    assert state.to_play == 0 and state.permission == "refused"
    assert not state.may_go_out(0)
    # with one card left he could not go out: melding the 9s is refused
    refused(state, Meld((hand(state, 0, "9 9 9"),)), "must_keep_cards")


def test_hf_4_6_g4_a_grant_of_every_partner_allows_going_out() -> None:
    state = _three_partners()
    allowed(state, AskToGoOut())
    allowed(state, Grant())
    allowed(state, Grant())
    assert state.permission == "granted" and state.may_go_out(0) and state.must_keep(0) == 1


# --------------------------------------------------------------------------- HF-A10 red 3s


def test_hf_a10_tabled_red_threes_stay_plus_after_an_exhausted_stock() -> None:
    for options in ({}, {"red3_penalty_if_foot_not_reached": True}):
        state = scenario("Q", others={1: "K"}, on_foot=[0, 2, 3], red3s=[(1, "3H"), (3, "3D")],
                         pile="9", stock=0, phase=DRAW, begin_turn=True,
                         options=options)  # fmt: skip
        result = state.result
        assert result is not None and result.reason == EXHAUSTED
        assert result.red3s == (0, 200), options


def test_hf_a10_a_partner_going_out_never_costs_his_team_its_red_threes() -> None:
    # P0 goes out while his partner P2 and the opponent P1 are still on their hands
    options = {"red3_penalty_if_foot_not_reached": True, "partner_must_have_played_foot": False}
    state = scenario("6D", melds=CONTRACT, others={1: "K", 2: "Q"}, on_foot=[0, 3],
                     red3s=[(1, "3H"), (2, "3D")], options=options)  # fmt: skip
    allowed(state, AskToGoOut())
    allowed(state, Grant())
    allowed(state, Discard(card("6D")))
    result = state.result
    assert result is not None and result.reason == WENT_OUT and result.went_out == 0
    assert result.red3s == (100, -100)


# --------------------------------------------------------------------------- §4.8 scoring


def test_hf_4_8_equal_team_totals_share_the_deal() -> None:
    # HF-T22's end with team B's cards changed: both teams total 45
    state = scenario("Q", melds=[(0, "A A A"), (1, "K*5")], others={1: "4", 2: "5", 3: ""},
                     on_foot=[0, 1, 2, 3], pile="9", stock=0, phase=DRAW,
                     begin_turn=True)  # fmt: skip
    result = state.result
    assert result is not None and result.team_scores == (45, 45)
    assert result.winners == (0, 1, 2, 3) and result.scores == (45, 45, 45, 45)


# --------------------------------------------------------------------------- §4.7 exhausted stock


def _pickups() -> dict[str, tuple]:
    """(hand, team melds, whether team A made its initial meld, pile)."""
    return {
        "onto_the_teams_incomplete_meld": ("9 9 6", [(0, "9 9 9")], True, "4 9"),
        "a_wild_top_with_two_jokers": ("JK JK 6 7", [(0, "8 8 8")], True, "4 JK"),
        "the_initial_meld_with_another_hand_meld": ("9 9 Q Q Q 6", [], False, "4 9"),
        "the_initial_meld_only_with_a_wild_card": ("9 9 JK 6 7", [], False, "4 9"),
        "completing_a_book_and_starting_one": ("Q Q Q Q 6", [(0, "Q*5")], True, "4 Q"),
        "completing_a_book_and_a_wild_start": ("Q Q Q 2 6", [(0, "Q*5")], True, "4 Q"),
    }


@pytest.mark.parametrize("case", sorted(_pickups()))
def test_hf_4_7_with_the_stock_gone_each_kind_of_pick_up_is_offered(case: str) -> None:
    held, melds, melded, pile = _pickups()[case]
    initial = [melded, True]
    state = scenario(held, melds=melds, pile=pile, stock=0, phase=DRAW, begin_turn=True,
                     initial_melded=initial)  # fmt: skip
    assert state.result is None and state.exhausted
    offered = [a for a in state.legal_actions() if isinstance(a, TakePile)]
    assert offered
    allowed(state, offered[0])
    assert state.result is None and state.pile == []  # a pile of two is taken whole
    # the same start of turn without the hand cards the pick-up needs ends the deal
    bare = scenario("6 7 5", melds=melds, pile=pile, stock=0, phase=DRAW, begin_turn=True,
                    initial_melded=initial)  # fmt: skip
    assert bare.result is not None and bare.result.reason == EXHAUSTED


def test_hf_4_7_a_three_on_top_offers_no_pick_up_and_the_deal_ends() -> None:
    state = scenario("3S 3C' 6 7", pile="4 3S'", stock=0, phase=DRAW, begin_turn=True)
    assert state.result is not None and state.result.reason == EXHAUSTED


def test_hf_4_4_b_one_matching_card_offers_no_pick_up() -> None:
    state = scenario("9 JK 6 7", melds=[(0, "8 8 8")], pile="4 9", phase=DRAW)
    assert not any(isinstance(a, TakePile) for a in state.legal_actions())
    top = state.pile[-1]
    refused(state, TakePile(((top, *hand(state, 0, "9 JK")),)), "needs_matching_cards")


# --------------------------------------------------------------------------- §4.7 a stranded foot


def test_hf_4_7_a_foot_picked_up_melding_that_strands_the_player_ends_the_deal_without_stock():
    # a foot of one card, picked up by the direct route: he cannot keep two cards
    for stock, ends in ((0, True), (5, False)):
        state = scenario("5 5 5", melds=[(0, "9 9 9")], feet={0: "K"}, stock=stock)
        action = Meld((hand(state, 0, "5 5 5"),))
        if ends:
            allowed(state, action)
            assert state.result is not None and state.result.reason == EXHAUSTED
        else:
            refused(state, action, "must_keep_cards")


def test_hf_from_position_runs_the_start_of_a_turn_only_when_asked() -> None:
    asked = scenario("3H K Q", stock="9C 8C", phase=DRAW, begin_turn=True)
    assert asked.red3s == [(0, card("3H"))] and card("9C") in asked.hands[0]
    for phase, begin in ((DRAW, False), ("play", True)):
        untouched = scenario("3H K Q", stock="9C 8C", phase=phase, begin_turn=begin)
        assert untouched.red3s == [] and card("3H") in untouched.hands[0]


# --------------------------------------------------------------------------- §4.10 options


@pytest.mark.parametrize(
    "edge",
    [
        {"book_values": {"clean": 0, "dirty": 0, "wild": 0}},
        {"go_out_bonus": 0},
        {"red3_value": 0},
        # HF-A13: one deck has 44 up-cards, two seats are dealt 2 x (11 + 10) = 42
        {"num_decks": 1, "num_players": 2, "hand_size": 11, "foot_size": 10},
    ],
)
def test_hf_4_10_the_edge_values_of_each_option_are_accepted(edge: dict) -> None:
    options = ManoYPieOptions.from_mapping(edge)
    for key, value in edge.items():
        got = getattr(options, key)
        assert (dict(got) if key == "book_values" else got) == value


@pytest.mark.parametrize(
    "bad",
    [
        {"book_values": [500, 300, 1500]},
        {"book_values": {"clean": -1}},
        {"go_out_bonus": -1},
        # HF-A13: 2 x (11 + 11) = 44 cards dealt leaves one deck no up-card to turn
        {"num_decks": 1, "num_players": 2, "hand_size": 11, "foot_size": 11},
    ],
)
def test_hf_4_10_values_past_an_edge_are_refused(bad: dict) -> None:
    with pytest.raises(OptionError):
        ManoYPieOptions.from_mapping(bad)


# --------------------------------------------------------------------------- §4.3 books


def test_hf_4_3_a_dirty_book_of_five_naturals_and_two_wild_cards_is_offered_at_once() -> None:
    state = scenario("K K K K K K JK 2 6", melds=[(0, "9 9 9")])
    offered = [a.melds[0] for a in state.legal_actions() if isinstance(a, Meld)]
    kings, wilds = hand(state, 0, "K K K K K"), hand(state, 0, "JK 2")
    assert (*kings, *wilds) in offered
