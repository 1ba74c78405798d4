"""RULES.md §5 lines that no §5.10 scenario pins down, each test named after its section
or ambiguity ID (`test_bu_5_7_…`, `test_bu_a12_…`). They were written for the one-line
mistakes a mutation run plants in the engine (bench/mutation.py): a `<` for a `<=`, a
team swapped, a dropped condition, an option that never reaches the rule."""

from __future__ import annotations

import dataclasses
import random

import pytest

from app.core.cards import card, cards
from app.core.options import OptionError
from app.games.buraco.engine import (
    Buraco,
    BuracoMatch,
    DealResult,
    Discard,
    Draw,
    LayOff,
    Meld,
    TakePile,
    private_state,
)
from app.games.buraco.rules import BuracoOptions
from app.games.canasta.packets import STOCK, TAKEN, PacketFate

from .helpers import DRAW, scenario
from .test_scenarios import LIMPA_B, refused

#: Both teams took their muertos: every run-out is a close (§5.5).
BOTH_TOOK = [PacketFate(0, TAKEN, 0, 0), PacketFate(1, TAKEN, 1, 1)]
TEAM_A_TOOK = [PacketFate(0, TAKEN, 0, 0), PacketFate(1)]
DE_MIL = (0, "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC'", range(1, 15))


def outcome(a: int, b: int) -> DealResult:
    """A four-seat deal's outcome with team scores a (seats 0, 2) and b (seats 1, 3)."""
    best = max(a, b)
    return DealResult(
        reason="closed",
        scores=(a, b, a, b),
        winners=tuple(s for s in range(4) if (a, b)[s % 2] == best),
        teams=(0, 1, 0, 1),
        team_scores=(a, b),
    )


# --------------------------------------------------------------------------- §5.5 closing


def test_bu_5_5_closing_needs_a_canasta_of_the_players_own_team() -> None:
    # team A took its muerto and has no canasta; only team B has one
    state = scenario(hand="KD", melds=[LIMPA_B], fates=TEAM_A_TOOK, muertos=[0, 11])
    assert not state.has_canasta(0) and state.has_canasta(1)
    assert refused(state, Discard(card("KD"))).code == "close_needs_canasta"
    # and the lay-off that would leave him one card is a stranded hand
    two = scenario(
        hand="QH 3C", melds=[(0, "9H TH JH", ()), LIMPA_B], fates=TEAM_A_TOOK, muertos=[0, 11]
    )
    assert refused(two, LayOff(0, (card("QH"),))).code == "stranded_hand"
    # the same position with the canasta on team A's side closes
    own = scenario(hand="KD", melds=[(0, *LIMPA_B[1:])], fates=TEAM_A_TOOK, muertos=[0, 11])
    own.play(Discard(card("KD")))
    assert own.result is not None and own.result.closer == 0 and own.result.close == (100, 0)


def test_bu_a6_close_requires_clean_accepts_a_de_mil() -> None:
    for options in ({}, {"close_requires": "clean"}):
        state = scenario(hand="KD", melds=[DE_MIL], fates=TEAM_A_TOOK, muertos=[0, 11],
                         options=options)  # fmt: skip
        assert state.has_canasta(0)
        state.play(Discard(card("KD")))
        assert state.result is not None and state.result.reason == "closed"
        assert state.result.canastas == (1000, 0)


def test_bu_a6_close_requires_clean_accepts_a_limpa_and_refuses_a_suja() -> None:
    suja = (0, "5C 6C 7C 8C 2D TC JC", range(5, 12))
    for meld, closes in (((0, *LIMPA_B[1:]), True), (suja, False)):
        state = scenario(hand="KD", melds=[meld], fates=TEAM_A_TOOK, muertos=[0, 11],
                         options={"close_requires": "clean"})  # fmt: skip
        assert state.has_canasta(0) is closes
        assert (state.legal(Discard(card("KD"))) is None) is closes


# --------------------------------------------------------------------------- §5.3 wild cards


def test_bu_a4_max_wilds_per_meld_reaches_new_melds() -> None:
    group = tuple(cards("5D JK 7D 2C 9D"))
    for options, legal in (({}, False), ({"max_wilds_per_meld": 2}, True)):
        state = scenario(hand="5D JK 7D 2C 9D KD' QC'", options=options)
        action = Meld((group,), ((5, 6, 7, 8, 9),))
        assert (state.legal(action) is None) is legal
        if legal:
            state.play(action)
            assert state.melds[-1].wild_count(state.options.family) == 2


def test_bu_a4_max_wilds_per_meld_reaches_lay_offs() -> None:
    for options, legal in (({}, False), ({"max_wilds_per_meld": 2}, True)):
        state = scenario(hand="JK KD' QC'", melds=[(0, "5D 2C 7D", (5, 6, 7))], options=options)
        action = LayOff(0, (card("JK"),), (8,))
        assert (state.legal(action) is None) is legal


def test_bu_a23_a_set_holds_eight_naturals_and_max_wilds_per_meld_wild_cards() -> None:
    naturals = "8C 8C' 8D 8D' 8H 8H' 8S 8S'"
    for options, wilds, legal in (
        ({}, "JK", True),
        ({}, "JK 2C", False),
        ({"max_wilds_per_meld": 2}, "JK 2C", True),
        ({"max_wilds_per_meld": 2}, "JK 2C 2D", False),
    ):
        group = tuple(cards(f"{naturals} {wilds}"))
        state = scenario(hand=f"{naturals} {wilds} KD QC", options=options)
        assert (state.legal(Meld((group,), ((0,),))) is None) is legal, (options, wilds)


# --------------------------------------------------------------------------- §5.7 scoring


def test_bu_5_7_the_bonus_and_penalty_options_reach_the_score() -> None:
    options = {
        "canasta_values": {"limpa": 300, "suja": 150},
        "close_bonus": 70,
        "muerto_penalty": 250,
    }
    suja = (0, "5C 6C 7C 8C 2D TC JC", range(5, 12))
    state = scenario(hand="KD", melds=[(0, *LIMPA_B[1:]), suja], fates=TEAM_A_TOOK,
                     muertos=[0, 11], others={1: "", 2: "", 3: ""}, options=options)  # fmt: skip
    state.play(Discard(card("KD")))
    result = state.result
    assert result is not None
    assert result.canastas == (300 + 150, 0)
    assert result.close == (70, 0)
    assert result.muerto == (0, -250)
    assert result.team_scores == (result.melded[0] + 450 + 70, -250)


def test_bu_5_7_equal_deal_scores_are_a_draw() -> None:
    # stock and muertos gone, nobody can use the pile: both teams hold 20 points
    state = scenario(hand="KD' QC' 5H", stock=0, muertos=[0, 0], fates=BOTH_TOOK,
                     others={1: "9S 4C", 2: "", 3: "5S"})  # fmt: skip
    state.play(Discard(card("5H")))
    result = state.result
    assert result is not None and result.team_scores == (-20, -20)
    assert result.winners == (0, 1, 2, 3)
    match = BuracoMatch({}, seed=1)
    match.record(result)
    assert match.over and match.winners == (0, 1, 2, 3) and match.winning_teams == (0, 1)


# --------------------------------------------------------------------------- BU-A12 the match


def test_bu_a12_a_total_reaching_the_target_exactly_ends_the_match() -> None:
    match = BuracoMatch({"target_score": 500}, seed=1)
    match.record(outcome(499, 100))
    assert not match.over and match.winners == ()
    match.record(outcome(1, 0))
    assert match.team_totals == (500, 100)
    assert match.over and match.winners == (0, 2)


def test_bu_a12_a_tie_for_the_highest_total_plays_another_deal() -> None:
    match = BuracoMatch({"target_score": 500}, seed=1)
    match.record(outcome(600, 600))
    assert not match.over
    assert match.deal.deal_index == 1 and match.deal.scores == [600, 600, 600, 600]
    match.record(outcome(0, 10))
    assert match.over and match.winners == (1, 3) and match.team_totals == (600, 610)


def test_bu_a12_the_dealer_passes_left_and_each_deal_is_dealt_afresh() -> None:
    match = BuracoMatch({"target_score": 3000}, seed=4)
    first = match.dealer
    for k in range(3):
        deal = match.deal
        assert deal.deal_index == k and deal.dealer == (first + k) % 4
        assert deal.to_play == (deal.dealer + 1) % 4
        match.record(outcome(100, 50))
    assert match.team_totals == (300, 150) and match.totals == [300, 150, 300, 150]


# --------------------------------------------------------------------------- §5.6 exhausted stock


#: (hand, team melds, pile, the pick-up that lets P go on: the cards it melds, onto)
_ONLY_PICKUPS = {
    "top_onto_a_team_meld": ("KS QC", [(0, "9H TH JH", ())], "4C QH", ((card("QH"),), 0)),
    "with_one_hand_card": ("QH 4C", [(0, "9H TH JH", ())], "5C KH", ((card("KH"), card("QH")), 0)),
    "with_two_hand_cards": (
        "QH KH 4C",
        [(0, "9H TH JH", ())],
        "5C AH",
        ((card("AH"), card("QH"), card("KH")), 0),
    ),
    "a_run_two_ranks_below": (
        "3H 4H 9C",
        [],
        "KS 5H",
        ((card("5H"), card("3H"), card("4H")), None),
    ),
    "a_run_to_the_high_ace": (
        "QH KH 9C",
        [],
        "5S AH",
        ((card("AH"), card("QH"), card("KH")), None),
    ),
    "with_a_wild_card": ("8C JK 4D", [], "KS 8S", ((card("8S"), card("8C"), card("JK")), None)),
}


@pytest.mark.parametrize("case", sorted(_ONLY_PICKUPS))
def test_bu_5_6_with_the_stock_gone_each_kind_of_pick_up_is_offered(case: str) -> None:
    hand, melds, pile, (used, onto) = _ONLY_PICKUPS[case]
    state = scenario(hand=hand, melds=melds, pile=pile, stock=0, muertos=[0, 0],
                     fates=BOTH_TOOK, phase=DRAW, begin_turn=True)  # fmt: skip
    assert state.result is None and state.exhausted
    offered = [a for a in state.legal_actions() if isinstance(a, TakePile)]
    chosen = [a for a in offered if set(a.cards) == set(used) and a.onto == onto]
    assert chosen, offered
    state.play(chosen[0])
    assert state.pile == [] and state.result is None
    # without the cards that make it (the hand's or the team meld) the deal ends (BU-A10)
    bare = scenario(hand="9C 4D 6S", pile=pile, stock=0, muertos=[0, 0],
                    fates=BOTH_TOOK, phase=DRAW, begin_turn=True)  # fmt: skip
    assert bare.result is not None and bare.result.reason == "stock_exhausted"


def test_bu_5_6_a_muerto_that_became_the_stock_is_never_taken() -> None:
    # M1 is the stock; M0 was taken by team B: team A, running out, closes (needs a canasta)
    fates = [PacketFate(0, TAKEN, 1, 1), PacketFate(1, STOCK)]
    state = scenario(hand="9C TC JC", muertos=[0, 0], fates=fates)
    assert state.muerto_for(0) is None
    assert refused(state, Meld((tuple(cards("9C TC JC")),))).code == "close_needs_canasta"


def test_bu_5_6_the_stock_check_comes_after_the_pending_muerto() -> None:
    # P0's pending muerto becomes his hand at the start of his turn; the empty stock is
    # then replaced by M1, which is not his team's
    fates = [PacketFate(0, "pending", 0, 0), PacketFate(1)]
    state = scenario(hand="", stock=0, muertos=[0, 11], fates=fates, pending={0: "3D 4D 5D"},
                     phase=DRAW, begin_turn=True)  # fmt: skip
    assert sorted(state.hands[0]) == sorted(cards("3D 4D 5D"))
    assert state.fates[0].state == TAKEN and state.fates[1].state == STOCK
    assert len(state.stock) == 11 and state.result is None
    state.play(Draw())
    assert len(state.hands[0]) == 4


def test_bu_5_1_a_dealt_deal_keeps_every_card_once() -> None:
    for players in (2, 4):
        state = Buraco.new({"num_players": players}, seed=9)
        assert state.conservation_problem() is None
        state.stock.append(state.stock[0])
        assert state.conservation_problem() is not None


# --------------------------------------------------------------------------- §5.9 options


@pytest.mark.parametrize(
    "edge",
    [
        {"joker_value": 0},
        {"max_wilds_per_meld": 4},
        {"canasta_values": {"limpa": 0, "suja": 0, "de_mil": 0}},
        {"close_bonus": 0},
        {"muerto_penalty": 0},
        {"target_score": 1},
    ],
)
def test_bu_5_9_the_edge_values_of_each_option_are_accepted(edge: dict) -> None:
    options = BuracoOptions.from_mapping(edge)
    assert all(getattr(options, k) == v or dict(getattr(options, k)) == v for k, v in edge.items())


@pytest.mark.parametrize(
    "bad", [{"max_wilds_per_meld": 5}, {"joker_value": -1}, {"canasta_values": {"suja": -1}}]
)
def test_bu_5_9_values_past_an_edge_are_refused(bad: dict) -> None:
    with pytest.raises(OptionError):
        BuracoOptions.from_mapping(bad)


# --------------------------------------------------------------------------- §5.11 views


def test_bu_5_11_a_bots_world_holds_the_pack_once_and_agrees_with_the_view() -> None:
    # P0 waits for his pending muerto; the pile has a top card; team B has a meld
    fates = [PacketFate(0, "pending", 0, 0), PacketFate(1)]
    state = Buraco.new({}, seed=2)
    state.pending[0] = state.packets[0]
    state.packets[0] = []
    state.fates = fates
    state.pile = [state.stock.pop()]
    view = state.view(0)
    for seed in range(3):
        world = private_state(view, random.Random(seed))
        assert sorted(world.all_cards()) == sorted(state.all_cards())
        assert world.hands[0] == state.hands[0] and world.pending[0] == state.pending[0]
        assert world.pile[-1] == state.pile[-1]
        # the world is set for the seat's own decision: it is to play there
        assert world.view(0) == dataclasses.replace(view, to_play=0)
    other = private_state(state.view(1), random.Random(0))
    assert len(other.pending[0]) == 11 and sorted(other.all_cards()) == sorted(state.all_cards())


# --------------------------------------------------------------------------- the test constructor


def test_bu_from_position_runs_the_start_of_a_turn_only_when_asked() -> None:
    fates = [PacketFate(0, "pending", 0, 0), PacketFate(1)]
    kwargs = {"stock": 0, "muertos": [0, 11], "fates": fates, "pending": {0: "3D 4D 5D"}}
    asked = scenario(hand="KS", phase=DRAW, begin_turn=True, **kwargs)
    assert asked.pending[0] == [] and asked.fates[1].state == STOCK
    for phase, begin in ((DRAW, False), ("play", True)):
        untouched = scenario(hand="KS", phase=phase, begin_turn=begin, **kwargs)
        assert untouched.pending[0] == cards("3D 4D 5D") and untouched.stock == []
        assert untouched.fates == fates
