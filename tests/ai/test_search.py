"""The budget (`Limit`, `Budget`) and the budgeted playout loop (app/ai/search.py).

Time bounds are driven by a fake clock that advances by a fixed step per reading, so
nothing here depends on how loaded the machine is; one test checks the real clock, judged
on its own readings.
"""

from __future__ import annotations

import inspect
import random
import time

import pytest

from app.ai.budget import Budget
from app.ai.search import playout_search
from app.core.bots import Limit

from .fakes import FakeClock


def test_a_limit_is_checked_and_capped_field_by_field() -> None:
    assert not Limit().bounded and Limit(nodes=0).bounded
    assert Limit(time=0.1, playouts=400).within(Limit(time=1.0)) == Limit(time=0.1, playouts=400)
    assert Limit(nodes=120).within(Limit(time=1.0)) == Limit(time=1.0, nodes=120)
    assert Limit(time=5).within(Limit(time=1.0, nodes=3)) == Limit(time=1.0, nodes=3)
    for bad in ({"time": -1}, {"time": float("nan")}, {"time": "1"}, {"nodes": 1.5}):
        with pytest.raises(ValueError, match="limit must be"):
            Limit(**bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="playouts limit must be a whole number"):
        Limit(playouts=True)


def test_a_budget_of_n_nodes_grants_exactly_n_steps() -> None:
    budget = Budget(Limit(nodes=3))
    assert [budget.count() for _ in range(5)] == [True, True, True, False, False]
    assert budget.nodes == 3 and budget.exhausted()
    unbounded = Budget(Limit())
    assert all(unbounded.count() for _ in range(1000)) and not unbounded.exhausted()


def test_a_budget_runs_out_of_time_on_its_clock() -> None:
    clock = FakeClock(0.25)
    budget = Budget(Limit(time=1.0), clock)  # started at 0.25, deadline 1.25
    assert budget.deadline == 1.25
    assert [budget.out_of_time() for _ in range(5)] == [False, False, False, True, True]


def _counting_playout(calls: list[int]):
    def playout(world: int, candidate: int, budget: Budget) -> float:
        calls.append(candidate)
        return float(candidate == world % 3)  # each world favours one candidate

    return playout


def test_playouts_limit_plays_every_candidate_in_exactly_that_many_worlds() -> None:
    calls: list[int] = []
    result = playout_search(
        [0, 1, 2],
        lambda rng: (rng.randrange(1000), False),
        _counting_playout(calls),
        Limit(playouts=25),
        random.Random(1),
    )
    assert result.worlds == 25 and result.stopped == "playouts"
    assert [s.playouts for s in result.stats] == [25, 25, 25]
    assert len(calls) == 75
    assert result.best == max(range(3), key=lambda i: (result.stats[i].mean, -i))
    again = playout_search(
        [0, 1, 2],
        lambda rng: (rng.randrange(1000), False),
        _counting_playout([]),
        Limit(playouts=25),
        random.Random(1),
    )
    assert again.best == result.best and again.stats == result.stats  # seeded: replays


def test_a_time_limit_stops_the_loop_and_drops_the_world_it_interrupts() -> None:
    clock = FakeClock(0.001)  # every reading is a millisecond later
    result = playout_search(
        [0, 1, 2, 3],
        lambda rng: (rng.randrange(1000), False),
        _counting_playout([]),
        Limit(time=0.05),
        random.Random(2),
        clock=clock,
    )
    assert result.stopped == "time"
    assert result.dropped == 1  # the clock ran out inside a world
    assert len({s.playouts for s in result.stats}) == 1  # every candidate, the same worlds
    assert 5 <= result.worlds <= 50
    assert result.elapsed <= 0.05 + 0.01  # the clock's step is the tolerance


def test_the_floor_of_worlds_is_played_whatever_the_clock_says() -> None:
    result = playout_search(
        [0, 1],
        lambda rng: (rng.randrange(10), False),
        _counting_playout([]),
        Limit(time=0.0),
        random.Random(3),
        min_worlds=8,
        clock=FakeClock(1.0),
    )
    assert result.worlds == 8 and result.stopped == "time"


def test_an_exact_world_ends_the_search_and_ties_go_to_the_preferred_candidate() -> None:
    result = playout_search(
        ["a", "b", "c"],
        lambda rng: (0, True),
        lambda world, candidate, budget: 1.0,
        Limit(playouts=100),
        random.Random(4),
        prefer=2,
    )
    assert result.worlds == 1 and result.stopped == "exact"
    assert result.best == "c" and result.index == 2


def test_nodes_counted_by_the_playouts_bound_the_search() -> None:
    def playout(world: int, candidate: int, budget: Budget) -> float:
        budget.count(10)
        return 0.0

    result = playout_search(
        [0, 1], lambda rng: (0, False), playout, Limit(nodes=95), random.Random(5)
    )
    assert result.stopped == "nodes" and result.worlds == 5 and result.nodes == 100


def test_an_unbounded_search_or_no_candidate_is_refused() -> None:
    with pytest.raises(ValueError, match="bounded limit"):
        playout_search([0], lambda rng: (0, False), lambda w, c, b: 0.0, Limit(), random.Random())
    with pytest.raises(ValueError, match="at least one candidate"):
        playout_search(
            [], lambda rng: (0, False), lambda w, c, b: 0.0, Limit(playouts=1), random.Random()
        )


def test_the_real_clock_stops_a_search_at_its_first_reading_past_the_deadline() -> None:
    """The real clock (the default) bounds a search: after the first reading that finds
    the time gone, no playout begins. Judged on the clock's own readings, so a loaded
    machine, however slow, gets the same verdict."""
    assert inspect.signature(playout_search).parameters["clock"].default is time.perf_counter
    events: list[tuple[str, float]] = []

    def clock() -> float:  # the real clock, its readings kept
        now = time.perf_counter()
        events.append(("read", now))
        return now

    def playout(world: int, candidate: int, budget: Budget) -> float:
        events.append(("playout", budget.deadline))
        time.sleep(0.001)
        return 0.0

    result = playout_search(
        [0, 1], lambda rng: (0, False), playout, Limit(time=0.05), random.Random(6), clock=clock
    )
    assert result.stopped == "time"
    deadline = next(t for kind, t in events if kind == "playout")
    assert deadline == events[0][1] + 0.05, "the budget starts at the first reading"
    past = next(n for n, (kind, t) in enumerate(events) if kind == "read" and t >= deadline)
    assert [kind for kind, _ in events[past:]].count("playout") == 0, "a playout after time"
    assert result.worlds >= 1 and result.elapsed >= 0.05


# --------------------------------------------------------------------------- floor and ceiling


def test_without_a_floor_one_world_is_played_and_none_is_dropped() -> None:
    """The floor is one world by default: a search whose time is gone at once still
    answers from exactly one complete world."""
    result = playout_search(
        [0, 1, 2],
        lambda rng: (rng.randrange(10), False),
        _counting_playout([]),
        Limit(time=0.0),
        random.Random(3),
        clock=FakeClock(1.0),
    )
    assert result.worlds == 1 and result.dropped == 0 and result.stopped == "time"
    assert [s.playouts for s in result.stats] == [1, 1, 1]


def test_the_floor_is_played_in_full_and_the_next_world_is_not_begun() -> None:
    calls: list[int] = []
    result = playout_search(
        [0, 1],
        lambda rng: (rng.randrange(10), False),
        _counting_playout(calls),
        Limit(time=0.0),
        random.Random(3),
        min_worlds=8,
        clock=FakeClock(1.0),
    )
    assert result.worlds == 8 and result.dropped == 0 and len(calls) == 16


def test_the_playouts_bound_is_a_ceiling_even_below_the_floor() -> None:
    result = playout_search(
        [0, 1],
        lambda rng: (rng.randrange(10), False),
        _counting_playout([]),
        Limit(playouts=3),
        random.Random(3),
        min_worlds=8,
    )
    assert result.worlds == 3 and result.stopped == "playouts"
    assert [s.playouts for s in result.stats] == [3, 3]


def test_without_a_preference_a_tie_goes_to_the_earlier_candidate() -> None:
    result = playout_search(
        ["a", "b", "c"],
        lambda rng: (0, False),
        lambda world, candidate, budget: 0.0 if candidate == "a" else 1.0,
        Limit(playouts=2),
        random.Random(4),
    )
    assert result.best == "b" and result.index == 1
    assert [s.mean for s in result.stats] == [0.0, 1.0, 1.0]


def test_the_first_world_past_the_floor_is_dropped_when_the_clock_runs_out_inside_it() -> None:
    # clock readings 1, 2, 3...: started at 1, deadline 2.5; the two floor worlds read no
    # clock, the check before the third reads 2 (time left), its second candidate reads 3
    result = playout_search(
        [0, 1],
        lambda rng: (rng.randrange(10), False),
        _counting_playout([]),
        Limit(time=1.5),
        random.Random(3),
        min_worlds=2,
        clock=FakeClock(1.0),
    )
    assert result.worlds == 2 and result.dropped == 1 and result.stopped == "time"


def test_a_budget_tells_the_time_spent_since_it_was_made() -> None:
    clock = FakeClock(0.25)
    clock.now = 100.0
    budget = Budget(Limit(time=1.0), clock)  # started at 100.25
    assert budget.elapsed() == 0.25 and budget.elapsed() == 0.5


def test_a_budget_made_within_cancelled_by_is_out_of_time_once_cancelled() -> None:
    """A search no longer wanted stops as at its deadline: only the budgets made within
    `cancelled_by` on this thread, and a pickled one leaves the event behind."""
    import pickle
    import threading

    from app.ai.budget import cancelled_by

    event = threading.Event()
    before = Budget(Limit(playouts=5))
    with cancelled_by(event):
        within = Budget(Limit(playouts=5))
        elsewhere: list[Budget] = []
        other = threading.Thread(target=lambda: elsewhere.append(Budget(Limit(playouts=5))))
        other.start()
        other.join()
    after = Budget(Limit(playouts=5))
    assert not within.out_of_time() and not within.exhausted()
    event.set()
    assert within.out_of_time() and within.exhausted() and not within.count()
    assert not any(b.out_of_time() for b in (before, after, *elsewhere))
    kept = pickle.loads(pickle.dumps(within))
    assert kept.cancel is None and not kept.out_of_time() and kept.limit == within.limit


def test_a_cancelled_search_stops_at_its_next_check_with_its_best_so_far() -> None:
    """A search of a billion worlds, cancelled in its fourth: the fourth is dropped, as a
    world the clock interrupts is, and the best of three is the answer."""
    import threading

    from app.ai.budget import cancelled_by

    event = threading.Event()
    played: list[int] = []

    def playout(world: int, candidate: int, budget: Budget) -> float:
        played.append(world)
        if world == 3:
            event.set()
        return float(candidate)

    worlds = iter(range(10**9))
    with cancelled_by(event):
        result = playout_search(
            [0, 1], lambda rng: (next(worlds), False), playout, Limit(playouts=10**9),
            random.Random(1),
        )  # fmt: skip
    assert result.stopped == "time" and result.worlds == 3 and result.dropped == 1
    assert result.best == 1 and played == [0, 0, 1, 1, 2, 2, 3]
