"""A line every so often that says how far the run is and how long is left.

Pytest's dots say how many tests passed, not how long the rest will take; on a loaded
machine a person waited 25 minutes with no idea. Every `EVERY_S` seconds this prints

    412/1467 tests, 2m10s, about 4m left

between the dots (on the controlling process when the tests run in parallel workers).
The estimate weighs each test by how long it took last time (kept in pytest's cache,
`.pytest_cache`), so a few long tests left at the end are not mistaken for a few quick
ones; without a cache (a fresh clone) it counts tests. It says, never judges: no test's
verdict depends on it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable

import pytest

#: Seconds between two progress lines.
EVERY_S = 20.0
#: Where the last runs' durations are kept (seconds per test id), in pytest's cache.
CACHE_KEY = "tapete/durations"


def _span(seconds: float) -> str:
    minutes, seconds = divmod(round(seconds), 60)
    return f"{minutes}m{seconds:02d}s" if minutes else f"{seconds}s"


def _left(seconds: float) -> str:
    return "under a minute left" if seconds < 60 else f"about {round(seconds / 60)}m left"


def known_durations(config: pytest.Config) -> dict[str, float]:
    """Seconds each test took when it last ran here (empty without pytest's cache)."""
    cache = getattr(config, "cache", None)
    known = cache.get(CACHE_KEY, {}) if cache is not None else {}
    return known if isinstance(known, dict) else {}


class Progress:
    """Counts finished tests (one teardown report each) against the collected ones."""

    def __init__(
        self,
        config: pytest.Config,
        every_s: float = EVERY_S,
        clock: Callable[[], float] = time.monotonic,
        known: dict[str, float] | None = None,
    ) -> None:
        self.config = config
        self.every_s = every_s
        self.clock = clock
        self.known = known_durations(config) if known is None else known
        self.ids: list[str] = []
        self.finished: set[str] = set()
        self.spent: dict[str, float] = {}
        self.started = self.last = clock()

    @property
    def total(self) -> int:
        return len(self.ids)

    @property
    def done(self) -> int:
        return len(self.finished)

    def collected(self, ids: Iterable[str]) -> None:
        if not self.ids:  # every parallel worker collects the same tests
            self.ids = list(ids)
            self.started = self.last = self.clock()

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        self.collected(item.nodeid for item in session.items)  # none on xdist's controller

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node, ids) -> None:
        self.collected(ids)

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        self.spent[report.nodeid] = self.spent.get(report.nodeid, 0.0) + report.duration
        if report.when != "teardown":
            return
        self.finished.add(report.nodeid)
        now = self.clock()
        if self.total and now - self.last >= self.every_s and self.done < self.total:
            self.last = now
            self.say(self.line(now))

    def seconds_left(self, elapsed: float) -> float:
        """The rest at the pace so far: in last run's seconds of work when those are known
        for nearly every test, else in tests."""
        known = [self.known[i] for i in self.ids if i in self.known]
        if known and len(known) >= 0.9 * self.total:
            mean = sum(known) / len(known)
            done = sum(self.known.get(i, mean) for i in self.finished)
            left = sum(self.known.get(i, mean) for i in self.ids if i not in self.finished)
            if done > 0:
                return elapsed * left / done
        return elapsed * (self.total - self.done) / max(self.done, 1)

    def line(self, now: float) -> str:
        elapsed = now - self.started
        left = _left(self.seconds_left(elapsed))
        return f"{self.done}/{self.total} tests, {_span(elapsed)}, {left}"

    def say(self, line: str) -> None:
        reporter = self.config.pluginmanager.get_plugin("terminalreporter")
        if reporter is not None:
            reporter.write("\n")  # off the line of dots
            reporter.write_line(line)

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        cache = getattr(self.config, "cache", None)
        if cache is not None and self.spent:
            cache.set(CACHE_KEY, {**self.known, **self.spent})


def register(config: pytest.Config) -> None:
    """On the process that reports (not on a parallel worker, whose output nobody sees)."""
    if hasattr(config, "workerinput") or config.getoption("collectonly", False):
        return
    config.pluginmanager.register(Progress(config), "tapete-progress")
