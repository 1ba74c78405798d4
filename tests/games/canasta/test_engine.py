"""The canasta family's shared engine half (app/games/canasta/engine.py), proven for both
games that build on it: Buraco (§5) and Mano y Pie (§4)."""

from __future__ import annotations

import inspect
import random

import pytest

from app.core.cards import cards
from app.core.engine import Action
from app.games.buraco import engine as buraco
from app.games.canasta.engine import (
    TeamMatch,
    TeamMeldEngine,
    TeamMeldView,
    one_per_face,
    pack_set,
    unseen_dealer,
)
from app.games.mano_y_pie import engine as mano_y_pie

GAMES = [
    pytest.param(buraco, buraco.Buraco, buraco.BuracoMatch, id="buraco"),
    pytest.param(mano_y_pie, mano_y_pie.ManoYPie, mano_y_pie.ManoYPieMatch, id="mano-y-pie"),
]


@pytest.mark.parametrize(("module", "deal", "match"), GAMES)
def test_both_games_build_on_the_family_core(module, deal, match) -> None:
    assert issubclass(deal, TeamMeldEngine) and issubclass(match, TeamMatch)
    state = deal.new(seed=5)
    assert isinstance(state.view(0), TeamMeldView)
    assert state.legal_actions() and state.conservation_problem() is None


@pytest.mark.parametrize(("module", "deal", "match"), GAMES)
def test_every_action_of_a_game_has_its_rule_and_phase(module, deal, match) -> None:
    """An action class the module defines and `rules_by_action` forgets would be refused
    as unknown: the dispatch table must name every one."""
    actions = {
        cls
        for _, cls in inspect.getmembers(module, inspect.isclass)
        if issubclass(cls, Action) and cls is not Action and cls.__module__ == module.__name__
    }
    assert set(deal.rules_by_action) == actions
    phases = {phase for phase, _ in deal.rules_by_action.values()}
    assert {"draw", "play"} <= phases


@pytest.mark.parametrize(("module", "deal", "match"), GAMES)
def test_the_view_zones_show_the_hand_and_count_the_others(module, deal, match) -> None:
    state = deal.new(seed=11)
    view = state.view(1)
    zones = view.zones
    assert zones["hand:1"] == tuple(state.hands[1])
    assert zones["stock"] == len(state.stock)
    assert all(zones[f"hand:{s}"] == len(state.hands[s]) for s in (0, 2, 3))
    assert "discard" in zones
    assert view.team == state.team_of(1)


@pytest.mark.parametrize(("module", "deal", "match"), GAMES)
def test_a_team_match_credits_each_seat_its_team_and_passes_the_deal(module, deal, match):
    m = match(seed=3)
    first = m.dealer
    while not m.deal.outcome():
        m.deal.play(m.deal.legal_actions()[0])
    outcome = m.deal.outcome()
    m.record(outcome)
    assert m.team_totals == outcome.team_scores
    assert m.totals == [outcome.team_scores[t] for t in m.teams]
    if not m.over:
        assert m.dealer == (first + 1) % m.options.num_players
        assert m.deal.deal_index == 1 and m.deal.scores == m.totals


def test_one_per_face_keeps_the_first_copy_in_order() -> None:
    assert one_per_face(cards("7H 8S 7H' JK 8S' JK'")) == cards("7H 8S JK")


def test_the_unseen_cards_are_dealt_without_repeats_and_known_ones_leave_the_rest_alone():
    pack = buraco.BuracoOptions().pack
    seen = set(cards("7H 8S JK"))
    full = unseen_dealer(pack, seen, random.Random(4))(200)
    assert len(full) == len(set(full)) == pack.size - 3 and not seen & set(full)
    assert set(full) | seen == pack_set(pack)
    known = set(full[10:20])
    take = unseen_dealer(pack, seen, random.Random(4), known)
    assert take(5) + take(200) == [c for c in full if c not in known]


@pytest.mark.parametrize(("module", "deal", "match"), GAMES)
def test_0_4_a_dealt_deal_starts_at_turn_0_with_no_points_and_counts_its_turns(
    module, deal, match
) -> None:
    """A single deal (no match around it) has no running points; the turn number the
    public logs carry (§5.11, §4.12) starts at 0 and grows by one a turn."""
    state = deal.new(seed=5)
    view = state.view(0)
    assert view.turn == 0 and state.deal_index == 0
    assert view.scores == (0,) * state.num_players and not view.exhausted
    first = state.to_play
    while state.to_play == first:
        state.play(next(a for a in state.legal_actions() if a.kind.endswith(("draw", "discard"))))
    assert state.turn == 1 and state.view(0).turn == 1


@pytest.mark.parametrize(("module", "deal", "match"), GAMES)
def test_5_3_and_4_3_a_lay_off_names_a_meld_on_the_table(module, deal, match) -> None:
    """A meld index past the table's end is refused as no such meld, like a negative one."""
    state = deal.new(seed=5)
    while state.phase != "play":
        state.play(next(a for a in state.legal_actions() if a.kind.endswith("draw")))
    seat = state.to_play
    for index in (len(state.melds), -1):
        problem = state.legal(module.LayOff(index, (state.hands[seat][0],)))
        assert problem is not None and problem.code == "no_such_meld"


@pytest.mark.parametrize(("module", "deal", "match"), GAMES)
def test_0_4_a_deal_that_is_over_offers_no_action(module, deal, match) -> None:
    state = deal.new(seed=3)
    rng = random.Random(3)
    while state.result is None:
        state.play(rng.choice(state.legal_actions()))
    assert state.legal_actions() == []


@pytest.mark.parametrize(("module", "deal", "match"), GAMES)
def test_0_4_card_conservation_names_a_card_in_two_places_and_a_missing_one(
    module, deal, match
) -> None:
    state = deal.new(seed=5)
    assert state.conservation_problem() is None
    twice = state.clone()
    twice.stock.append(twice.hands[0][0])
    assert twice.conservation_problem() == f"cards in two places: {twice.hands[0][0]}"
    missing = state.clone()
    missing.stock.pop()
    size = state.options.pack.size
    assert (
        missing.conservation_problem() == f"{size - 1} cards in play, expected the pack of {size}"
    )
