"""Closing the program while a bot thinks: nothing hangs. An error raised in a worker
thread is logged there and told by the GUI thread (a widget made in a worker thread
waits for events that never come, and the program hung on closing, waiting for it);
a bot's choice for a runner that is gone is dropped."""

from __future__ import annotations

import sys
import threading

import shiboken6
from PySide6.QtWidgets import QMessageBox

import app.ui.main as tapete
from app.core.bots import Limit
from app.ui.bot_runner import _Signals, _Task
from tests.waits import HANG_MS, HANG_S


def test_an_error_in_a_worker_thread_is_logged_there_and_told_by_the_gui_thread(
    qtbot, monkeypatch, tmp_path
):
    monkeypatch.setenv("TAPETE_LOG_DIR", str(tmp_path))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # put back after the test
    shown: list[tuple[threading.Thread, str]] = []

    def critical(parent, title, text) -> None:
        shown.append((threading.current_thread(), text))

    monkeypatch.setattr(QMessageBox, "critical", staticmethod(critical))
    tapete._install_excepthook()

    def worker() -> None:
        try:
            raise ValueError("the sound device went away")
        except ValueError:
            sys.excepthook(*sys.exc_info())

    thread = threading.Thread(target=worker)
    thread.start()
    thread.join(HANG_S)
    assert not thread.is_alive(), "the worker did not wait for a box"
    assert shown == [], "no box in the worker thread"
    assert "the sound device went away" in (tmp_path / "errors.log").read_text()
    qtbot.waitUntil(lambda: bool(shown), timeout=HANG_MS)
    assert len(shown) == 1
    assert shown[0][0] is threading.main_thread(), "the GUI thread shows it"
    assert "the sound device went away" in shown[0][1] and str(tmp_path) in shown[0][1]

    sys.excepthook(ValueError, ValueError("on the GUI thread"), None)
    assert shown[1] == (threading.main_thread(), shown[1][1]) and "GUI" in shown[1][1]


class Bot:
    """Chooses `answer`, or raises it when it is an exception."""

    def __init__(self, answer: object) -> None:
        self.answer = answer

    def choose(self, view, limit):
        if isinstance(self.answer, Exception):
            raise self.answer
        return self.answer


def test_a_bots_choice_for_a_runner_that_is_gone_is_dropped(qtbot):
    heard: list[tuple] = []
    signals = _Signals()
    signals.chosen.connect(lambda *args: heard.append(("chosen", *args[:3])))
    signals.failed.connect(lambda *args: heard.append(("failed", *args)))
    _Task(Bot("7H"), None, 2, 5, signals, Limit()).run()
    _Task(Bot(KeyError("x")), None, 3, 5, signals, Limit()).run()
    assert heard == [("chosen", 5, 2, "7H"), ("failed", 5, 3, "KeyError: 'x'")]
    shiboken6.delete(signals)  # the window closed while the bots thought
    _Task(Bot("7H"), None, 2, 6, signals, Limit()).run()  # no "Signal source has been deleted"
    _Task(Bot(KeyError("x")), None, 3, 6, signals, Limit()).run()
    assert len(heard) == 2
