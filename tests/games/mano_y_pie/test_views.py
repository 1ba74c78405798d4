"""Mano y Pie views (RULES.md §4.12): what each seat sees, and the private worlds a bot
builds from a view."""

from __future__ import annotations

import random

from app.games.mano_y_pie.engine import AskToGoOut, ManoYPie, Refuse, private_state

from .test_scenarios import _t15, allowed


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
