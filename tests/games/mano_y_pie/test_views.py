"""Mano y Pie views (RULES.md §4.12): what each seat sees, and the private worlds a bot
builds from a view."""

from __future__ import annotations

import random

from app.games.mano_y_pie.engine import (
    DRAW,
    AskToGoOut,
    ManoYPie,
    Refuse,
    TakePile,
    held_from_pile,
    private_state,
)

from .helpers import scenario
from .test_scenarios import NO_WILD_BOOK, _t15, allowed, hand


def test_a_foot_is_seen_by_nobody_until_it_is_picked_up() -> None:
    state = ManoYPie.new({}, 4)
    for seat in range(4):
        view = state.view(seat)
        assert view.foot_counts == (13, 13, 13, 13) and view.on_foot == (False,) * 4
        shown = {c for z in view.zones.values() if isinstance(z, tuple) for c in z}
        assert not shown & {c for f in state.feet for c in f}
        assert view.zones[f"foot:{seat}"] == 13  # his own foot: a count only


def test_partners_hands_are_hidden_like_opponents() -> None:
    state = ManoYPie.new({}, 9)
    view = state.view(0)
    assert view.zones["hand:2"] == len(state.hands[2]) and view.zones["hand:1"] == 13
    assert view.hand == tuple(state.hands[0])


def test_the_whole_pile_in_order_red_threes_and_permission_are_public() -> None:
    state = _t15(pile="4 5 6 9")
    allowed(state, AskToGoOut())
    allowed(state, Refuse())
    for seat in range(4):
        view = state.view(seat)
        assert view.pile == tuple(state.pile) and view.zones["discard"] == view.pile
        assert view.permission_log == ((8, 0, "asked"), (8, 2, "refused"))
        assert view.permission == "refused" and view.initial_melded == (True, False)
        assert view.minimum == 50 and view.on_foot == (True, False, True, False)


def test_every_seat_reads_g1_and_g3_from_its_view_as_the_engine_does() -> None:
    """The view's `contract_met` (G1) and `partners_ready` (G3) answer from what every
    seat sees, the same as the engine's, with the contract made or not, a partner on his
    foot or not, and G3 switched off."""
    cases = [
        _t15(),
        _t15(melds=NO_WILD_BOOK),
        _t15(partner_ready=False),
        _t15(partner_ready=False, options={"partner_must_have_played_foot": False}),
    ]
    answers = set()
    for state in cases:
        for seat in range(4):
            view = state.view(seat)
            for other in range(4):
                team = state.teams[other]
                assert view.contract_met(team) == state.contract_met(team)
                assert view.partners_ready(other) == state.partners_ready(other)
                answers.add((state.contract_met(team), state.partners_ready(other)))
    assert answers == {(a, b) for a in (True, False) for b in (True, False)}


def test_private_state_matches_the_view() -> None:
    state = ManoYPie.new({"num_players": 6}, 2)
    rng = random.Random(2)
    for _ in range(60):
        if state.to_play is None:
            break
        state.play(rng.choice(state.legal_actions()))
    for seat in range(6):
        view = state.view(seat)
        world = private_state(view, random.Random(seat))
        assert world.view(seat) == view
        assert world.conservation_problem() is None
        if state.to_play is not None and seat == state.to_play:
            assert {a.kind for a in world.legal_actions()} == {
                a.kind for a in state.legal_actions()
            }


def test_a_pick_up_is_public_and_a_world_deals_its_cards_to_the_taker() -> None:
    """Every seat saw the pile's cards face up and who took them (`taken`); those he has
    not melded since are his in every world dealt from another seat's view."""
    state = scenario("K K 6 7", pile="4 5 9 8 6 K", phase=DRAW, melds=[(0, "9 9 9")])
    pile = tuple(state.pile)
    allowed(state, TakePile(((pile[-1], *hand(state, 0, "K K")),)))
    for seat in range(4):
        assert state.view(seat).taken == ((8, 0, pile),)
    later = state.view(1)
    assert held_from_pile(later) == {0: list(pile[:-1])}  # the king is on the table
    for k in range(5):
        world = private_state(later, random.Random(k))
        assert set(pile[:-1]) <= set(world.hands[0])
        assert world.conservation_problem() is None
    assert held_from_pile(state.view(0)) == {}  # his own hand he sees
