"""Waiting on events, never on the clock.

A test waits for the thing itself (a bot's move, a signal, a dialog shown, a process
gone), however long a loaded machine takes to get there. The one limit, `HANG_S`, only
stops a test that would otherwise wait for ever: it is far beyond any machine's load, and
below the suite's pytest-timeout (pyproject.toml), so that a hang fails its own test with
a message rather than ending the whole run.
"""

from __future__ import annotations

import time
from collections.abc import Callable

#: Seconds a wait may last before its test is judged hung (never a measure of speed).
HANG_S = 600
#: The same in milliseconds, for Qt's waits (`qtbot.waitUntil`, `waitSignal`).
HANG_MS = HANG_S * 1000


def wait_for(condition: Callable[[], object], what: str, poll_s: float = 0.05) -> None:
    """Return once `condition()` is true; fail only if that never happens (a hang)."""
    hung = time.monotonic() + HANG_S
    while not condition():
        if time.monotonic() > hung:
            raise AssertionError(f"still waiting after {HANG_S} s (a hang): {what}")
        time.sleep(poll_s)


def until(qtbot, condition: Callable[[], bool]) -> None:
    """`qtbot.waitUntil` with no limit but the hang guard: Qt's events run meanwhile."""
    qtbot.waitUntil(condition, timeout=HANG_MS)


def events_handled(rounds: int = 5) -> None:
    """Every event Qt has queued handled, and those they queue in turn (a layout request,
    the resize it makes, a 0 ms timer): counted in rounds of the queue, not milliseconds,
    so a slow machine gets as far as a fast one."""
    from PySide6.QtCore import QCoreApplication

    for _ in range(rounds):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()
