"""Quita y Pon within a budget: the solver stops where it is told, with the best commit
found so far, and the hard bot keeps to its `Limit` (issue 13: a worst case, not only a
median). Stops are driven by counting, not by the clock, except one generous bound."""

from __future__ import annotations

import time

import pytest

from app.ai.budget import OutOfBudget
from app.core.bots import Limit
from app.games.quita_y_pon.bots import LIMITS, QuitaYPonBot
from app.games.quita_y_pon.engine import Commit
from app.games.quita_y_pon.solver import solve
from tests.games.quita_y_pon.helpers import scenario
from tests.games.quita_y_pon.test_solver import (
    CROWDED_SEEDS,
    _crowded_instance,
    assert_legal_commit,
    rules_for,
    solver_value,
)


class StopAfter:
    """A solver `stop` that says stop from its n-th question on (it is asked once per
    layer of the programme)."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.asked = 0

    def __call__(self) -> bool:
        self.asked += 1
        return self.asked >= self.n


@pytest.mark.parametrize("seed", CROWDED_SEEDS[:8])
def test_a_stopped_solver_answers_a_legal_commit_found_so_far_or_nothing_yet(seed: int) -> None:
    inst, options = _crowded_instance(seed)
    full = solve(inst.table, inst.hand, **options)
    never = StopAfter(10**9)
    assert solver_value(solve(inst.table, inst.hand, stop=never, **options)) == solver_value(full)
    layers = never.asked  # how often an unstopped solve asks
    assert layers > 0
    with pytest.raises(OutOfBudget):
        solve(inst.table, inst.hand, stop=StopAfter(1), **options)  # inside the first pass
    answered = 0
    for n in range(1, layers + 1):
        stop = StopAfter(n)
        try:
            solution = solve(inst.table, inst.hand, stop=stop, **options)
        except OutOfBudget:
            continue
        assert stop.asked <= n  # it stopped when told
        answered += 1
        assert solution is not None and full is not None
        assert_legal_commit(inst.table, inst.hand, solution, rules_for(**options))
        assert solution.cards_placed <= full.cards_placed
    assert answered > 0


def test_hard_keeps_one_second_by_default_and_the_table_passes_its_own() -> None:
    assert LIMITS["hard"] == Limit(time=1.0)
    assert QuitaYPonBot("hard").limit == Limit(time=1.0)
    assert QuitaYPonBot("normal").limit == Limit()


def test_hard_without_nodes_left_plays_the_most_cards_commit() -> None:
    """The guard of test_hard_holds_back_the_set_that_would_let_a_one_card_opponent_go_out
    needs solver calls; with none granted hard plays what it found first, all it can
    place, instead of failing or drawing."""
    state = scenario(table="5H 6H 7H", hand="8H KC KD KS 3C", others=["2S", "9C", "4D"])
    spent = QuitaYPonBot("hard").choose(state.view(0), Limit(nodes=0))
    guarded = QuitaYPonBot("hard").choose(state.view(0), Limit(nodes=1000))
    assert isinstance(spent, Commit) and isinstance(guarded, Commit)
    assert state.legal(spent) is None and state.legal(guarded) is None
    on_table = {c for g in state.table for c in g}
    assert len({c for g in spent.groups for c in g} - on_table) == 4
    assert len({c for g in guarded.groups for c in g} - on_table) == 1


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_bot_out_of_time_still_plays_a_legal_action_at_once(level: str) -> None:
    """Limit(time=0): the solver stops at its first layer with nothing; the bot falls back
    to the greedy play. Measured in CPU seconds of this process, which a loaded machine
    does not stretch: the point is that it is not the solver's full work."""
    state = scenario(
        table="3S 4S 5S 6S 7S 8S | 7C 7D 7H | 9H TH JH QH",
        hand="5S' 9S 7S' 2D KC 8H KH 6H",
        others=["2C", "9C", "4D"],
    )
    started = time.process_time()
    action = QuitaYPonBot(level).choose(state.view(0), Limit(time=0.0))
    assert time.process_time() - started < 1.0
    assert state.legal(action) is None
