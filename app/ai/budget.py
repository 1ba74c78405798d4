"""A decision's budget while it runs: the `Limit` it was given, and what is spent so far.

A search asks `exhausted()` (or `out_of_time()`) wherever it can stop with an answer, not
only between candidates: that is what bounds a bot's worst case, not only its median. The
clock is injectable, so that a test can drive the time bound without sleeping.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from app.core.bots import Limit


class Budget:
    """Spending against a `Limit`, from the moment it is made."""

    __slots__ = ("limit", "clock", "started", "deadline", "nodes", "playouts")

    def __init__(self, limit: Limit, clock: Callable[[], float] = time.perf_counter) -> None:
        self.limit = limit
        self.clock = clock
        self.started = clock()
        #: When the time runs out, on `clock`'s scale (infinity without a time bound).
        self.deadline = math.inf if limit.time is None else self.started + limit.time
        self.nodes = 0
        self.playouts = 0

    def count(self, nodes: int = 1) -> bool:
        """Take `nodes` search steps if the budget has room for them: whether it had (a
        limit of n nodes grants exactly n steps of one)."""
        if self.exhausted():
            return False
        self.nodes += nodes
        return True

    def out_of_time(self) -> bool:
        return self.limit.time is not None and self.clock() >= self.deadline

    def out_of_nodes(self) -> bool:
        return self.limit.nodes is not None and self.nodes >= self.limit.nodes

    def out_of_playouts(self) -> bool:
        return self.limit.playouts is not None and self.playouts >= self.limit.playouts

    def exhausted(self) -> bool:
        """Whether any bound is reached (the clock is read last: it is the dearest)."""
        return self.out_of_nodes() or self.out_of_playouts() or self.out_of_time()

    def elapsed(self) -> float:
        return self.clock() - self.started


class OutOfBudget(Exception):
    """A search stopped by its budget before it had any answer to give: the caller falls
    back to something cheaper (a search with an answer returns its best so far instead)."""
