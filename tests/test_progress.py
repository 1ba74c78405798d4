"""The suite's progress line (tests/progress.py): what a person reads while it runs."""

from __future__ import annotations

from types import SimpleNamespace

from tests.progress import Progress


class Reporter:
    def __init__(self) -> None:
        self.lines: list[str] = []

    def write(self, text: str) -> None:
        pass

    def write_line(self, line: str) -> None:
        self.lines.append(line)


def progress(
    total: int, every_s: float = 20.0, clock=lambda: 0.0, known=None
) -> tuple[Progress, Reporter]:
    reporter = Reporter()
    config = SimpleNamespace(pluginmanager=SimpleNamespace(get_plugin=lambda name: reporter))
    shown = Progress(config, every_s, clock, known or {})  # type: ignore[arg-type]
    shown.collected(f"t{n}" for n in range(total))
    return shown, reporter


def finish(shown: Progress, *ids: str) -> None:
    for nodeid in ids:
        for when in ("setup", "call", "teardown"):
            report = SimpleNamespace(nodeid=nodeid, when=when, duration=1.0)
            shown.pytest_runtest_logreport(report)  # type: ignore[arg-type]


def test_the_line_says_how_far_and_how_long_is_left() -> None:
    shown, _ = progress(1467)
    shown.finished = {f"t{n}" for n in range(412)}
    assert shown.line(130.0) == "412/1467 tests, 2m10s, about 6m left"  # 130 s * 1055 / 412
    shown.finished = {f"t{n}" for n in range(1400)}
    assert shown.line(300.0) == "1400/1467 tests, 5m00s, under a minute left"


def test_a_line_every_so_often_counting_each_test_once() -> None:
    times = iter([0.0, 0.0, 5.0, 25.0, 30.0, 50.0])
    shown, reporter = progress(10, every_s=20.0, clock=lambda: next(times))
    finish(shown, "t0", "t1", "t2", "t3")
    assert shown.done == 4 and shown.spent["t0"] == 3.0  # setup, call and teardown
    assert reporter.lines == ["2/10 tests, 25s, about 2m left", "4/10 tests, 50s, about 1m left"]


def test_the_estimate_weighs_the_tests_left_by_their_last_durations() -> None:
    """Nine quick tests done and one long one left is not "a tenth left"."""
    known = {f"t{n}": 1.0 for n in range(9)} | {"t9": 91.0}
    shown, _ = progress(10, known=known)
    shown.finished = {f"t{n}" for n in range(9)}
    assert shown.seconds_left(90.0) == 910.0  # 90 s for 9 s of work: 91 s of work left
    unknown, _ = progress(10)
    unknown.finished = shown.finished
    assert unknown.seconds_left(90.0) == 10.0  # without durations, in tests
