"""Cuatro Palos bots: every chosen action legal, deals end, bots see only views."""

from __future__ import annotations

import random
from typing import Any

import pytest

from app.core.cards import card
from app.games.cuatro_palos.bots import CuatroPalosBot, determinise, view_actions
from app.games.cuatro_palos.engine import CuatroPalos, Keep, PlayTurned, PlayWaste, Turn

from .helpers import scenario, snapshot

MAX_ACTIONS = 50_000


def play_deal(levels: list[str], seed: int, options: dict[str, Any] | None = None) -> CuatroPalos:
    state = CuatroPalos.new({"num_players": len(levels), **(options or {})}, seed)
    bots = [CuatroPalosBot(level, f"{seed}:{seat}") for seat, level in enumerate(levels)]
    for _ in range(MAX_ACTIONS):
        seat = state.to_play
        if seat is None:
            return state
        view = state.view(seat)
        assert set(view_actions(view)) == set(state.legal_actions())
        action = bots[seat].choose(view, budget_s=0.005)
        assert state.legal(action) is None, (levels, seed, seat, action, state.legal(action))
        state.play(action)
        assert state.conservation_problem() is None
    raise AssertionError(f"deal {seed} with {levels} did not end in {MAX_ACTIONS} actions")


LEVEL_MIXES = [
    ["easy", "easy", "easy"],
    ["normal", "hard", "easy"],
    ["easy", "normal", "hard", "normal"],
    ["hard", "normal", "easy", "normal", "easy", "hard"],
]


@pytest.mark.parametrize("levels", LEVEL_MIXES, ids=lambda ls: "-".join(ls))
@pytest.mark.parametrize("seed", [1, 2])
def test_full_deals_are_legal_and_end(levels: list[str], seed: int) -> None:
    state = play_deal(levels, seed)
    assert state.result is not None


@pytest.mark.parametrize(
    "options",
    [
        {"forced_play": False},
        {"foundation_priority": True, "direction": "cw"},
        {"deck": "spanish40", "waste_wrap": True},
        {"deck": "spanish48", "stall_rounds": 1},
    ],
)
def test_bots_follow_every_option(options: dict[str, Any]) -> None:
    state = play_deal(["hard", "normal", "easy", "normal"], 3, options)
    assert state.result is not None


def test_easy_takes_the_first_destination_and_normal_loads_instead() -> None:
    state = scenario(stock="2S", foundations="4H", wastes={2: "6C"}, turned="5H", to_play=3)
    view = state.view(3)
    assert CuatroPalosBot("easy").choose(view) == PlayTurned("f:H")
    assert CuatroPalosBot("normal").choose(view) == PlayTurned("w:2")


def test_normal_loads_the_opponent_closest_to_running_out() -> None:
    state = scenario(
        stock="2S", wastes={2: "6C", 1: "6D"}, personal={2: 9, 0: 5}, turned="5S", to_play=3
    )
    assert state.destinations(card("5S")) == ["w:2", "w:1"]
    assert CuatroPalosBot("normal").choose(state.view(3)) == PlayTurned("w:1")


def test_normal_prefers_a_placement_that_frees_its_own_waste_top() -> None:
    # 8D on 9C makes seat 3's own 7H playable onto it; on 9S it would not.
    state = scenario(
        stock="2S", wastes={3: "KD 7H", 2: "9C", 1: "9S"}, personal={1: 1}, turned="8D"
    )
    assert CuatroPalosBot("normal").choose(state.view(3)) == PlayTurned("w:2")


def test_bots_never_keep_and_play_their_waste_first() -> None:
    options = {"forced_play": False}
    state = scenario(stock="2S", wastes={2: "8D"}, turned="7C", to_play=3, options=options)
    for level in ("easy", "normal", "hard"):
        assert CuatroPalosBot(level).choose(state.view(3), 0.005) != Keep()
    waiting = scenario(stock="9S", foundations="5H", wastes={3: "6H"}, to_play=3)
    assert CuatroPalosBot("hard").choose(waiting.view(3)) == PlayWaste("f:H")
    assert CuatroPalosBot("normal").choose(scenario(stock="9S", to_play=3).view(3)) == Turn()


def test_bots_only_act_on_their_turn() -> None:
    state = CuatroPalos.new({}, seed=2)
    with pytest.raises(ValueError):
        CuatroPalosBot("normal").choose(state.view((state.to_play + 1) % 4))


def test_determinised_worlds_match_the_view_and_leave_the_state_alone() -> None:
    state = CuatroPalos.new({}, seed=8)
    bots = [CuatroPalosBot("normal", s) for s in range(4)]
    for _ in range(60):
        state.play(bots[state.to_play].choose(state.view(state.to_play)))
    before = snapshot(state)
    view = state.view(state.to_play)
    world = determinise(view, random.Random(1))
    assert world.view(view.seat) == view
    assert world.conservation_problem() is None
    assert sorted(world._all_cards()) == sorted(state._all_cards())
    CuatroPalosBot("hard", 1).choose(view, budget_s=0.005)
    assert snapshot(state) == before
