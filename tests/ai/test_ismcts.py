"""Information-set MCTS (app/ai/ismcts.py) on toy games small enough to know the answer.

Time bounds are driven by a fake clock that advances by a fixed step per reading, so no
verdict here depends on how loaded the machine is.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.ai.ismcts import ismcts
from app.core.bots import Limit

from .fakes import FakeClock


def coin(rng: random.Random) -> str:
    """A world: a coin the searching seat cannot see."""
    return rng.choice("LR")


def guess_game(safe: float):
    """Seat 0 takes `safe` for sure, or gambles and then calls the hidden coin: a call it
    makes without seeing the coin, so the gamble is worth one half. A search that judged
    each world by its own best line (strategy fusion) would call every coin right and
    value the gamble at 1."""

    def play(world, decide, budget):
        if ("safe", "gamble")[decide(0, ("safe", "gamble"), 0)] == "safe":
            return [safe]
        call = ("L", "R")[decide(0, ("L", "R"), 0)]
        return [1.0 if call == world else 0.0]

    return play


def test_a_call_made_without_seeing_the_coin_is_worth_a_half_not_a_sure_win() -> None:
    result = ismcts(0, coin, guess_game(0.6), Limit(playouts=2000), random.Random(1))
    assert result.best == "safe" and result.stopped == "playouts"
    assert result.iterations == 2000
    gamble = result.options[1]
    assert gamble.key == "gamble" and 0.3 < gamble.mean < 0.55
    # ... and with a safe option worth less than a half, the gamble is right.
    assert ismcts(0, coin, guess_game(0.3), Limit(playouts=2000), random.Random(1)).best == (
        "gamble"
    )


def test_a_later_choice_that_sees_the_world_is_searched_world_by_world() -> None:
    """When the later choice's options name the coin (the seat sees it by then), each
    world has its own node: the gamble then wins every time and is chosen."""

    def play(world, decide, budget):
        if decide(0, ("safe", "gamble"), 0) == 0:
            return [0.6]
        options = (f"{world}:L", f"{world}:R")
        return [1.0 if options[decide(0, options, 0)].endswith(world) else 0.0]

    result = ismcts(0, coin, play, Limit(playouts=2000), random.Random(2))
    assert result.best == "gamble" and result.options[1].mean > 0.8


def test_each_node_counts_the_reward_of_the_seat_that_chose_it() -> None:
    """Seat 0 picks a pile; seat 1 then takes from it: 'big' gives seat 1 the most. Seat
    0's reward is what seat 1 leaves. Followed by the tree, seat 1 takes the big share,
    so seat 0 learns that the small pile is better for it."""

    def play(world, decide, budget):
        pile = (10, 4)[decide(0, ("ten", "four"), 0)]
        take = (1, pile - 1)[decide(1, ("little", "big"), 0)]
        return [(pile - take) / 10, take / 10]

    both = ismcts(
        0,
        lambda rng: None,
        play,
        Limit(playouts=3000),
        random.Random(3),
        tree_seats=frozenset((0, 1)),
    )
    assert both.best == "four"
    # ... while with seat 1 on its policy (always 'little'), the ten pile looks best.
    alone = ismcts(0, lambda rng: None, play, Limit(playouts=3000), random.Random(3))
    assert alone.best == "ten" and alone.options[0].mean == pytest.approx(0.9)


def test_options_missing_from_a_world_are_not_offered_there() -> None:
    """A later option legal in some worlds only is chosen by the times it was offered:
    'jump' exists only when the coin is L and wins there."""
    offered: list[tuple[str, ...]] = []

    def play(world, decide, budget):
        if decide(0, ("stay", "go"), 0) == 0:
            return [0.4]
        options = ("walk", "jump") if world == "L" else ("walk",)
        if len(options) == 1:
            return [0.0]
        offered.append(options)
        return [1.0 if options[decide(0, options, 0)] == "jump" else 0.2]

    result = ismcts(0, coin, play, Limit(playouts=3000), random.Random(4))
    assert result.best == "go" and offered
    assert 0.4 < result.options[1].mean < 0.55  # half the worlds win, half lose


def test_the_clock_bounds_the_search_after_the_floor_of_whole_worlds() -> None:
    budgets = []

    def play(world, decide, budget):
        budgets.append(budget)
        decide(0, ("a", "b"), 0)
        return [0.5]

    clock = FakeClock(0.01)
    result = ismcts(0, coin, play, Limit(time=0.1), random.Random(5), min_iterations=3, clock=clock)
    assert result.stopped == "time"
    assert budgets[:3] == [None, None, None]  # the floor: played whole, no clock
    assert all(b is not None for b in budgets[3:])
    assert 12 <= result.iterations <= 13  # 3 whole, then one a reading to 0.11 s


def test_a_world_interrupted_by_the_clock_is_dropped() -> None:
    def play(world, decide, budget):
        decide(0, ("a", "b"), 1)
        if budget is not None and budget.out_of_time():
            return None
        return [1.0]

    result = ismcts(
        0, coin, play, Limit(time=0.035), random.Random(6), min_iterations=2, clock=FakeClock(0.01)
    )
    # the loop reads 0.02 s and 0.04 s, the worlds 0.03 s and 0.05 s: past 0.045 s
    assert result.stopped == "time" and result.dropped == 1 and result.iterations == 3
    assert sum(o.visits for o in result.options) == result.iterations


def test_one_option_needs_no_search_and_root_options_must_agree() -> None:
    calls = []

    def single(world, decide, budget):
        calls.append(world)
        return [float(decide(0, ("only",), 0))]

    result = ismcts(0, coin, single, Limit(playouts=50), random.Random(7))
    assert (result.best, result.stopped, len(calls)) == ("only", "only", 1)

    def shifting(world, decide, budget):
        decide(0, ("a", world), 0)
        return [0.0]

    with pytest.raises(ValueError, match="the root offered"):
        ismcts(0, coin, shifting, Limit(playouts=50), random.Random(8))
    with pytest.raises(ValueError, match="bounded limit"):
        ismcts(0, coin, single, Limit(), random.Random(8))


@settings(max_examples=40, deadline=None)
@given(
    st.lists(st.floats(0.0, 1.0), min_size=2, max_size=5),
    st.integers(1, 300),
    st.integers(0, 2**32),
)
def test_visits_add_up_and_the_bound_is_exact(values, playouts, seed) -> None:
    """Whatever the options' worth: every iteration visits one root option, the bound of
    iterations is met exactly, and the answer is the most visited option."""
    keys = tuple(range(len(values)))

    def play(world, decide, budget):
        i = decide(0, keys, 0)
        return [values[i] if world == "L" else 1.0 - values[i]]

    result = ismcts(0, coin, play, Limit(playouts=playouts), random.Random(seed))
    assert result.iterations == playouts
    assert sum(o.visits for o in result.options) == playouts
    best = max(result.options, key=lambda o: o.visits)
    assert result.options[result.index].visits == best.visits
    assert result.best == keys[result.index]


def chain(depth: int):
    """Seat 0 makes `depth` choices of two in a row; the reward counts its 'b's."""

    def play(world, decide, budget):
        picks = [decide(0, ("a", "b"), 1) for _ in range(depth)]
        return [sum(picks) / depth]

    return play


def test_one_leaf_grows_an_iteration_the_policys_option_first_and_no_deeper_than_asked() -> None:
    first = ismcts(0, coin, chain(3), Limit(playouts=1), random.Random(9))
    assert first.size == 1  # one new node for one world
    assert [o.visits for o in first.options] == [0, 1]  # the default ('b') tried first
    full = ismcts(0, coin, chain(3), Limit(playouts=500), random.Random(9))
    assert full.size == 2 + 4 + 8 and full.best == "b"
    shallow = ismcts(0, coin, chain(3), Limit(playouts=500), random.Random(9), max_depth=2)
    assert shallow.size == 2 + 4
