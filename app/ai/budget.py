"""A decision's budget while it runs: the `Limit` it was given, and what is spent so far.

A search asks `exhausted()` (or `out_of_time()`) wherever it can stop with an answer, not
only between candidates: that is what bounds a bot's worst case, not only its median. The
clock is injectable, so that a test can drive the time bound without sleeping.

A search no longer wanted (a hint whose table moved on) is cancelled the same way: within
`cancelled_by(event)`, every budget made on that thread is out of time once `event` is
set, so the search stops at its next check of the clock, as at its deadline.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from app.core.bots import Limit

_cancel = threading.local()


@contextmanager
def cancelled_by(event: threading.Event) -> Iterator[None]:
    """Within it, on this thread, every `Budget` made is out of time once `event` is set."""
    before = getattr(_cancel, "event", None)
    _cancel.event = event
    try:
        yield
    finally:
        _cancel.event = before


class Budget:
    """Spending against a `Limit`, from the moment it is made."""

    __slots__ = ("limit", "clock", "started", "deadline", "nodes", "playouts", "cancel")

    def __init__(self, limit: Limit, clock: Callable[[], float] = time.perf_counter) -> None:
        self.limit = limit
        self.clock = clock
        self.started = clock()
        #: When the time runs out, on `clock`'s scale (infinity without a time bound).
        self.deadline = math.inf if limit.time is None else self.started + limit.time
        self.nodes = 0
        self.playouts = 0
        #: Set once the search is no longer wanted (`cancelled_by`); None: it cannot be.
        self.cancel: threading.Event | None = getattr(_cancel, "event", None)

    def __getstate__(self) -> dict:
        """A bot keeping its last budget is pickled (a practice table keeps its coach as
        it stood): the cancelling event, a thread's, stays behind."""
        state = {name: getattr(self, name) for name in self.__slots__}
        state["cancel"] = None
        return state

    def __setstate__(self, state: dict) -> None:
        for name, value in state.items():
            setattr(self, name, value)

    def count(self, nodes: int = 1) -> bool:
        """Take `nodes` search steps if the budget has room for them: whether it had (a
        limit of n nodes grants exactly n steps of one)."""
        if self.exhausted():
            return False
        self.nodes += nodes
        return True

    def out_of_time(self) -> bool:
        if self.cancel is not None and self.cancel.is_set():
            return True  # no longer wanted: its deadline is now
        return self.limit.time is not None and self.clock() >= self.deadline

    def out_of_nodes(self) -> bool:
        return self.limit.nodes is not None and self.nodes >= self.limit.nodes

    def out_of_playouts(self) -> bool:
        return self.limit.playouts is not None and self.playouts >= self.limit.playouts

    def exhausted(self) -> bool:
        """Whether any bound is reached (the clock is read last: it is the dearest)."""
        return self.out_of_nodes() or self.out_of_playouts() or self.out_of_time()

    def spent(self, floor: int = 1) -> str:
        """Which bound a loop of playouts has reached before its next one ("playouts",
        "nodes", "time"), or "" to go on: the playouts bound first, and the other two only
        once `floor` playouts are done (a floor on the sample, whatever the clock says)."""
        if self.out_of_playouts():
            return "playouts"
        if self.playouts >= floor:
            if self.out_of_nodes():
                return "nodes"
            if self.out_of_time():
                return "time"
        return ""

    def elapsed(self) -> float:
        return self.clock() - self.started


class OutOfBudget(Exception):
    """A search stopped by its budget before it had any answer to give: the caller falls
    back to something cheaper (a search with an answer returns its best so far instead)."""
