"""The budgeted playout loop: candidates judged by playing them out in sampled worlds.

Determinised search (Cowling, Powley & Whitehouse 2012, "perfect information Monte Carlo"):
sample a world consistent with the view, play every candidate out in it, average. Every
candidate is played in the same worlds (common random numbers), so the comparison between
candidates is far less noisy than their scores. The loop is game-agnostic: the game
supplies how to sample a world and how to play a candidate out in it.

The loop stops at the `Limit`'s first bound (time, playouts per candidate, nodes counted
by the playouts), and is anytime: a world interrupted by the clock is dropped, so that
every candidate is judged on the same complete worlds, and the best so far is returned.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from app.ai.budget import Budget
from app.core.bots import Limit

C = TypeVar("C")  # a candidate (an action, a destination code)
W = TypeVar("W")  # a sampled world, in whatever form the game's playouts run


@dataclass(slots=True)
class CandidateStats:
    """What the playouts said of one candidate."""

    playouts: int = 0
    total: float = 0.0

    @property
    def mean(self) -> float:
        return self.total / self.playouts if self.playouts else 0.0


@dataclass(slots=True)
class SearchResult(Generic[C]):
    """The chosen candidate and how the search went (for hints, tests and benchmarks)."""

    best: C
    index: int
    stats: list[CandidateStats]
    worlds: int
    elapsed: float
    #: Why it stopped: "playouts", "nodes", "time" (a bound of the limit) or "exact" (a
    #: world with nothing left to chance: one playout says it all).
    stopped: str
    nodes: int = 0
    dropped: int = field(default=0)  # worlds abandoned half-played when time ran out


def playout_search(
    candidates: Sequence[C],
    sample: Callable[[random.Random], tuple[W, bool]],
    playout: Callable[[W, C, Budget], float],
    limit: Limit,
    rng: random.Random,
    *,
    min_worlds: int = 1,
    prefer: int | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> SearchResult[C]:
    """The candidate with the best mean playout score, within `limit`.

    `sample(rng)` returns a world and whether it is exact (nothing hidden is left to
    chance: that world is the only one, and the loop stops after it). `playout(world,
    candidate, budget)` returns the candidate's score in that world; it must leave the
    world as it found it (copy it), may count nodes on the budget and may read its clock
    (e.g. to search its own later choices only while time is left).

    The first `min_worlds` worlds are played whatever the clock says (a floor on the
    sample; at least one, so that there is always an answer); the playouts bound and the
    nodes bound are never exceeded beyond the world in progress. Ties go to `prefer`,
    then to the earlier candidate.
    """
    if not candidates:
        raise ValueError("playout_search needs at least one candidate")
    if not limit.bounded:
        raise ValueError("playout_search needs a bounded limit (time, playouts or nodes)")
    budget = Budget(limit, clock)
    stats = [CandidateStats() for _ in candidates]
    floor = max(1, min_worlds)
    stopped = ""
    dropped = 0
    while not stopped:
        stopped = budget.spent(floor)
        if stopped:
            break
        world, exact = sample(rng)
        scores: list[float] = []
        for candidate in candidates:
            if budget.playouts >= floor and scores and budget.out_of_time():
                break
            scores.append(playout(world, candidate, budget))
        if len(scores) < len(candidates):
            dropped += 1
            stopped = "time"
            break
        for s, score in zip(stats, scores, strict=True):
            s.playouts += 1
            s.total += score
        budget.playouts += 1
        if exact:
            stopped = "exact"
    index = max(
        range(len(candidates)),
        key=lambda i: (stats[i].mean, i == prefer, -i),
    )
    return SearchResult(
        best=candidates[index],
        index=index,
        stats=stats,
        worlds=budget.playouts,
        elapsed=budget.elapsed(),
        stopped=stopped,
        nodes=budget.nodes,
        dropped=dropped,
    )
