"""Invariants of Cuatro Palos under random play (Hypothesis), under every option.

Every deal ends (the stall rule bounds the endgame), cards are conserved after every
action, refused actions change nothing, a deal replays exactly through its JSON record,
and views hide the order of the central and personal stocks.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.engine import Action, Replay
from app.games.cuatro_palos.engine import (
    CuatroPalos,
    Keep,
    PlayTurned,
    PlayWaste,
    Turn,
)

from .helpers import snapshot

option_sets = st.fixed_dictionaries(
    {
        "num_players": st.integers(3, 6),
        "deck": st.sampled_from(["french52", "spanish40", "spanish48"]),
        "direction": st.sampled_from(["ccw", "cw"]),
        "waste_wrap": st.booleans(),
        "forced_play": st.booleans(),
        "foundation_priority": st.booleans(),
        "stall_rounds": st.sampled_from([None, None, 1, 4]),
    }
)

MAX_ACTIONS = 100_000


def probes(state: CuatroPalos) -> list[Action]:
    """Every action shape with every destination string, legal or not."""
    tos = [f"f:{s}" for s in "SHDC"] + [f"w:{q}" for q in range(state.num_players)]
    tos += ["w:9", "x:1", "f:X"]
    return [Turn(), Keep()] + [PlayWaste(t) for t in tos] + [PlayTurned(t) for t in tos]


def play_out(state: CuatroPalos, rng: random.Random, check_refusals: bool) -> None:
    for _ in range(MAX_ACTIONS):
        if state.to_play is None:
            return
        legal = state.legal_actions()
        assert legal, "no dead ends: some action is always legal"
        if check_refusals:
            candidates = probes(state)
            assert {a for a in candidates if state.legal(a) is None} <= set(legal)
            refused = [a for a in candidates if state.legal(a) is not None]
            action = rng.choice(refused)
            before = snapshot(state)
            problem = state.legal(action)
            try:
                state.play(action)
            except Exception as exc:  # noqa: BLE001 - the exact IllegalMove is compared
                assert exc == problem
            else:
                raise AssertionError(f"{action} was refused by legal() but played")
            assert snapshot(state) == before
        assert all(state.legal(a) is None for a in legal)
        state.play(rng.choice(legal))
        assert state.conservation_problem() is None
    raise AssertionError("the deal did not end")


@settings(max_examples=400, deadline=None)
@given(options=option_sets, seed=st.integers(0, 10**6))
def test_random_deals_end_conserve_cards_and_replay(options: dict, seed: int) -> None:
    rng = random.Random(seed)
    for deal_index in range(5):
        state = CuatroPalos.new(options, seed)
        if deal_index:
            state = CuatroPalos.new(options, f"{seed}:{deal_index}")
        assert state.conservation_problem() is None
        play_out(state, rng, check_refusals=deal_index == 0)
        result = state.outcome()
        assert result is not None and result.reason in ("went_out", "stalled")
        held = [len(w) + len(p) for w, p in zip(state.wastes, state.personal, strict=True)]
        if result.reason == "went_out":
            assert result.winner is not None and held[result.winner] == 0 and not state.stock
            assert result.scores == tuple(
                0 if s == result.winner else h for s, h in enumerate(held)
            )
        else:
            assert result.winner is None and result.scores == tuple(held)
        record = Replay.from_json(state.replay_record().to_json())
        again = record.run(lambda o, s: CuatroPalos.new(o, s))
        assert snapshot(again) == snapshot(state)
        assert again.history == state.history


@settings(max_examples=40, deadline=None)
@given(options=option_sets, seed=st.integers(0, 10**6), steps=st.integers(0, 200))
def test_views_hide_the_order_of_the_stocks(options: dict, seed: int, steps: int) -> None:
    state = CuatroPalos.new(options, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.to_play is None:
            break
        state.play(rng.choice(state.legal_actions()))
    other = state.clone()
    rng.shuffle(other.stock)
    for pile in other.personal:
        rng.shuffle(pile)
    for seat in range(state.num_players):
        view = state.view(seat)
        assert view == other.view(seat)
        assert view.stock_count == len(state.stock)
        assert view.personal_counts == tuple(len(p) for p in state.personal)
        hidden = set(state.stock) | {c for p in state.personal for c in p}
        visible = {c for p in view.wastes for c in p} | {
            c for p in view.foundations.values() for c in p
        }
        if view.turned is not None:
            visible.add(view.turned)
        assert not hidden & visible
        assert sum(view.held_counts) == state.held_total()


def test_clone_is_independent() -> None:
    state = CuatroPalos.new({}, seed=5)
    copy = state.clone()
    copy.play(copy.legal_actions()[0])
    assert snapshot(state) != snapshot(copy)
    assert state.history == [] and len(copy.history) == 1
