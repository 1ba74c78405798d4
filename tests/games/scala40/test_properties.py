"""Invariants of Scala 40 under random legal play (Hypothesis).

Cards are conserved after every action, refused actions change nothing, and a game
replays exactly through its JSON record.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.engine import Replay
from app.games.scala40.engine import Scala40

from .helpers import snapshot

option_sets = st.fixed_dictionaries(
    {
        "num_players": st.integers(2, 5),
        "jokers": st.sampled_from([2, 4]),
        "max_jokers_per_meld": st.sampled_from([1, 2, "unlimited"]),
        "opening_requires_quad_or_run": st.booleans(),
        "layoff_on_opening_turn": st.booleans(),
        "close_in_hand_requires_min": st.booleans(),
        "forbid_discard_of_taken_card": st.booleans(),
        "forbid_discard_that_lays_off": st.booleans(),
        "forbid_joker_final_discard": st.booleans(),
        "no_close_first_round": st.booleans(),
        "discard_taken_must_be_melded": st.booleans(),
        "exchanged_joker_must_be_melded_same_turn": st.booleans(),
    }
)


@settings(max_examples=15, deadline=None)
@given(options=option_sets, seed=st.integers(0, 10**6))
def test_random_legal_play_conserves_cards_and_replays(options: dict, seed: int) -> None:
    state = Scala40.new(options, seed)
    rng = random.Random(seed)
    assert state.conservation_problem() is None
    for _ in range(250):
        if state.to_play is None:
            break
        actions = state.legal_actions()
        assert actions, "no dead ends: some action is always legal"
        state.play(rng.choice(actions))
        assert state.conservation_problem() is None
        hand = state.hands[state.to_play] if state.to_play is not None else []
        assert state.to_play is None or hand or state.phase == "draw"
    record = Replay.from_json(state.replay_record().to_json())
    again = record.run(lambda options, s: Scala40.new(options, s))
    assert snapshot(again) == snapshot(state)


def test_view_hides_other_hands_and_the_stock() -> None:
    state = Scala40.new({}, seed=3)
    view = state.view(0)
    assert view.hand == tuple(state.hands[0])
    assert view.hand_counts == tuple(len(h) for h in state.hands)
    assert view.stock_count == len(state.stock)
    assert view.discard == tuple(state.discard)
    zones = view.zones
    assert zones["stock"] == len(state.stock)
    assert all(isinstance(zones[f"hand:{s}"], int) for s in range(1, 4))


def test_deal_sizes() -> None:
    state = Scala40.new({}, seed=1, dealer=0)
    assert [len(h) for h in state.hands] == [13] * 4
    assert len(state.discard) == 1 and len(state.stock) == 53
    assert state.to_play == 1
