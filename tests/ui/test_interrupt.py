"""Ctrl+C in the terminal running `tapete` closes the window as its close button does,
saving first (issue 21, point 6): a real `tapete` process, a real SIGINT.

It was ignored while the window waited for the person (Qt's event loop runs no Python
code, so Python never ran its handler), and otherwise raised KeyboardInterrupt inside
whatever Qt slot was running: a box "Something went wrong: " with nothing after it.
Each wait here is on an event (a file written, the process's exit); the timeouts only
guard against a hang.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app.games.quita_y_pon.engine import QuitaYPonMatch
from app.games.quita_y_pon.rules import QuitaYPonOptions
from tests.waits import HANG_MS, HANG_S

ROOT = Path(__file__).resolve().parents[2]
GUARD_S = HANG_S  # a hang, never a measure of speed

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGINT is sent by kill()")


def _bot_first_seed() -> int:
    """A seed whose first deal a computer player opens: the saved game is written before
    the person's first turn."""
    return next(s for s in range(1, 100) if QuitaYPonMatch(QuitaYPonOptions(), s).deal.to_play)


def _tapete(folder: Path, *argv: str) -> subprocess.Popen:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "TAPETE_DATA_DIR": str(folder / "data"),
        "TAPETE_LOG_DIR": str(folder / "logs"),
        "XDG_CONFIG_HOME": str(folder / "config"),  # where the window keeps its place
    }
    return subprocess.Popen(
        [sys.executable, "-m", "app.ui.main", *argv],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _until(proc: subprocess.Popen, happened) -> None:
    """Wait until `happened()` (a file the program wrote) while the program runs."""
    deadline = time.monotonic() + GUARD_S
    while not happened():
        assert proc.poll() is None, proc.communicate()
        assert time.monotonic() < deadline, "tapete never got there"
        time.sleep(0.02)


def _persons_turn(path: Path) -> bool:
    """The saved game is written and its deal waits for the person (seat 0)."""
    try:
        record = json.loads(path.read_text())
    except (OSError, ValueError):
        return False  # not written yet
    match = QuitaYPonMatch.from_json(record, in_play=True)
    from app.core.engine import action_from_json

    for action in record["actions"]:
        match.deal.play(action_from_json(action))
    return match.deal.to_play == 0


def _closed_as_by_its_button(folder: Path) -> bool:
    """The window's close event ran: it keeps its place on the screen for the next start
    (only a close does; a process stopped by the signal keeps nothing)."""
    settings = folder / "config" / "Tapete" / "Tapete.conf"
    return settings.exists() and "rect=" in settings.read_text()


def _interrupt(proc: subprocess.Popen) -> tuple[int, str]:
    proc.send_signal(signal.SIGINT)
    try:
        _, err = proc.communicate(timeout=GUARD_S)
    except subprocess.TimeoutExpired:
        proc.kill()
        _, err = proc.communicate()
        pytest.fail(f"Ctrl+C did not close the window: {err[-500:]}")
    return proc.returncode, err


def test_ctrl_c_closes_the_idle_window_and_the_game_is_kept(tmp_path) -> None:
    saved = tmp_path / "data" / "saved-game.json"
    proc = _tapete(tmp_path, "--seed", str(_bot_first_seed()))
    _until(proc, lambda: _persons_turn(saved))  # idle: the window waits for the person
    before = saved.read_bytes()
    code, err = _interrupt(proc)
    assert code == 0 and "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert saved.read_bytes() == before  # the game in progress, kept for the next start
    assert _closed_as_by_its_button(tmp_path)
    assert not (tmp_path / "logs" / "errors.log").exists()  # no "Something went wrong"


def test_ctrl_c_while_continue_is_asked_closes_and_starts_no_new_game(tmp_path) -> None:
    saved = tmp_path / "data" / "saved-game.json"
    first = _tapete(tmp_path, "--seed", str(_bot_first_seed()))
    _until(first, lambda: _persons_turn(saved))
    assert _interrupt(first)[0] == 0
    before = saved.read_bytes()
    lock = tmp_path / "data" / "saved-game.json.lock"
    lock.unlink()  # left by the first window (a lock nobody holds): made again by the next
    (tmp_path / "config" / "Tapete" / "Tapete.conf").unlink()
    again = _tapete(tmp_path)  # offers to continue the saved game
    _until(again, lock.exists)  # the window exists (and listens for Ctrl+C)
    code, err = _interrupt(again)
    assert code == 0 and "Traceback" not in err, err
    assert saved.read_bytes() == before  # not replaced by a new game
    assert _closed_as_by_its_button(tmp_path)
    assert not (tmp_path / "logs" / "errors.log").exists()


def test_ctrl_c_arriving_while_python_code_runs_closes_the_window(qtbot) -> None:
    """The signal lands inside a Qt slot running Python (a bot's move, a paint): it used
    to raise KeyboardInterrupt there; now the window closes from the event loop."""
    from PySide6.QtCore import QTimer

    from app.ui.main import _close_on_interrupt
    from app.ui.main_window import MainWindow
    from app.ui.new_game import NewGameSettings

    win = MainWindow(NewGameSettings(pace_ms=0), storage=False)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    previous = signal.getsignal(signal.SIGINT)
    try:
        _close_on_interrupt()(win)
        ran: list[bool] = []

        def busy_slot() -> None:
            signal.raise_signal(signal.SIGINT)  # delivered to Python before the next line
            ran.append(True)

        QTimer.singleShot(0, busy_slot)
        qtbot.waitUntil(lambda: bool(ran) and win.closing and not win.isVisible(), timeout=HANG_MS)
    finally:
        signal.signal(signal.SIGINT, previous)
        signal.set_wakeup_fd(-1)
        win.controller.shutdown()


@pytest.mark.parametrize("sockets", [False, True], ids=["pipe", "sockets"])
def test_the_wakeup_ends_carry_a_signal_byte_and_drain_without_blocking(sockets) -> None:
    """The ends a signal wakes the event loop through (a pipe; Windows' sockets, tried
    here too): what the writer gets arrives at the reader, which never blocks once
    drained (the drain loop stops on nothing read or on OSError)."""
    import contextlib

    from app.ui.main import _wakeup_pair

    reader, writer = _wakeup_pair(sockets)
    try:
        os.write(writer.fileno(), b"\x02\x02")
        got = b""
        with contextlib.suppress(OSError):
            while chunk := reader.read(64):
                got += chunk
        assert got == b"\x02\x02"
        with contextlib.suppress(OSError):
            assert not reader.read(64), "drained: nothing more, and no wait"
    finally:
        reader.close()
        writer.close()
