"""Stand-ins the search tests share."""

from __future__ import annotations


class FakeClock:
    """A clock that moves `step` seconds each time it is read: time bounds are tested
    without sleeping, whatever the machine's load."""

    def __init__(self, step: float) -> None:
        self.now = 0.0
        self.step = step

    def __call__(self) -> float:
        self.now += self.step
        return self.now
