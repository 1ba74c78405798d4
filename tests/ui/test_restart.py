"""Starting `tapete` again over a saved game: after a crash (kill -9), and with
`--replay FILE` (the player's review, issue 38 item 5)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from app import i18n
from app.ui import main as tapete
from app.ui import main_window
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameDialog
from tests.waits import HANG_MS, wait_for


@pytest.fixture
def data(tmp_path, monkeypatch):
    """The data folder of these starts (the scoreboard and the saved game)."""
    folder = tmp_path / "data"
    monkeypatch.setenv("TAPETE_DATA_DIR", str(folder))
    return folder


def saved_record(folder) -> dict | None:
    try:
        return json.loads((folder / "saved-game.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):  # not written yet, or being written
        return None


def killed_mid_deal(folder, tmp_path, *argv: str) -> dict:
    """`tapete ARGV` started in its own process on `folder`, killed (kill -9) once its
    saved game holds a deal of its game: the saved game it left."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TAPETE_DATA_DIR=str(folder))
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config-of-the-killed-one")
    process = subprocess.Popen(
        [sys.executable, "-m", "app.ui.main", *argv],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        wait_for(lambda: (saved_record(folder) or {}).get("game") is not None, "a saved game")
    finally:
        process.kill()  # SIGKILL: nothing is saved on the way out
        process.wait()
    record = saved_record(folder)
    assert record is not None
    return record


@pytest.fixture
def started(monkeypatch, qapp):
    """`tapete ARGS` run in this process (`run(args, then)`): `then(window)` is called
    once its event loop runs, and must close the window; the windows made are kept."""
    made: list[MainWindow] = []

    class Recorded(MainWindow):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            self.setProperty("quiet", True)
            made.append(self)

        def closeEvent(self, event) -> None:  # noqa: N802 - Qt override
            super().closeEvent(event)
            QTimer.singleShot(0, QApplication.quit)  # other tests' windows may be open

    monkeypatch.setattr(main_window, "MainWindow", Recorded)
    monkeypatch.setattr(tapete, "_install_excepthook", lambda: None)
    monkeypatch.setattr(tapete, "_close_on_interrupt", lambda: lambda window: None)
    hung: list[bool] = []

    def run(args: list[str], then) -> list[MainWindow]:
        def give_up() -> None:  # a hang fails the test, it does not hold the run
            hung.append(True)
            for window in made:
                window.close()
            QApplication.quit()

        guard = QTimer()
        guard.setSingleShot(True)
        guard.timeout.connect(give_up)
        guard.start(HANG_MS)
        QTimer.singleShot(0, lambda: QTimer.singleShot(0, lambda: then(made[-1])))
        try:
            assert tapete.main(args) == 0
        finally:
            guard.stop()
            i18n.install(qapp, "en")
        assert not hung, "tapete did not close"
        return made

    return run


def shown_buttons(window: MainWindow) -> list[str]:
    """The buttons of the window's button row that a person sees (the game's by their
    action's name, the sort buttons as "sort")."""
    row = [*window.commands.buttons.values(), window.sort_suit, window.sort_rank]
    return [b.objectName() or "sort" for b in row if b.isVisibleTo(window)]


def test_after_a_crash_the_question_stands_over_the_saved_game_and_new_game_offers_it(
    data, tmp_path, monkeypatch, started
) -> None:
    """A Scala 40 deal left open, the program killed (kill -9), `tapete --lang es`
    started: while it asks whether to continue, the window is titled with Scala 40 and
    shows no game's buttons (it was titled Quita y Pon, with Quita y Pon's buttons);
    continued, Ctrl+N's New game offers Scala 40 as it is played (it offered Quita y
    Pon)."""
    record = killed_mid_deal(
        data, tmp_path, "--game", "scala-40", "--players", "3", "--bots", "hard,easy",
        "--seed", "5", "--lang", "es",
    )  # fmt: skip
    assert record["game"] == "scala-40"
    asked: list[tuple[str, str, list[str]]] = []

    def question(parent, title, text, *rest, **kw):
        asked.append((parent.windowTitle(), text, shown_buttons(parent)))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", question)
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: None)
    offered: list[tuple[str, int, list[str]]] = []

    def new_game_shown(dialog: NewGameDialog) -> int:
        levels = [str(box.currentData()) for box in dialog.levels if box.isEnabled()]
        offered.append((dialog.current_game(), dialog.players.value(), levels))
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(NewGameDialog, "exec", new_game_shown)
    seen: dict[str, object] = {}

    def look(window: MainWindow) -> None:
        try:
            seen["title"] = window.windowTitle()
            seen["buttons"] = shown_buttons(window)
            window.activateWindow()
            seen["active"] = QTest.qWaitForWindowActive(window, HANG_MS)  # for shortcuts
            QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
        finally:
            window.close()

    started(["--lang", "es"], look)
    assert seen["active"] and len(asked) == 1
    title, text, buttons = asked[0]
    assert "Scala 40" in text
    assert title == "Tapete — Scala 40" and buttons == []
    assert seen["title"] == "Tapete — Scala 40"
    assert "sort" in seen["buttons"], seen["buttons"]  # the table's, once dealt
    assert offered == [("scala-40", 3, ["hard", "easy"])]


def test_the_buttons_show_only_once_a_game_is_on_the_table(qtbot, monkeypatch) -> None:
    """The window made, the welcome page (or any first dialog) up: no button of any
    game or mode shows (under Wine the row once showed Accept the hint, Dismiss and Show
    the solution at once); the game dealt, the buttons its table says."""
    from app.ui.new_game import NewGameSettings

    window = MainWindow(NewGameSettings(game="quita-y-pon", pace_ms=0, seed=3), storage=False)
    window.setProperty("quiet", True)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.windowTitle() == "Tapete" and shown_buttons(window) == []
    window.start()
    qtbot.waitUntil(lambda: window.controller.my_turn, timeout=HANG_MS)
    shown = shown_buttons(window)
    assert window.windowTitle() == "Tapete — Quita y Pon"
    assert "hint" in shown and "accept_hint" not in shown and "sort" in shown
    window.controller.shutdown()


def test_a_replay_opens_at_once_and_the_saved_game_waits(
    data, tmp_path, monkeypatch, started
) -> None:
    """`tapete --replay FILE` over a data folder holding a saved game (of a deal killed
    mid-way): the review opens first, with no question asked and the saved game as it
    was (it asked first whether to continue the folder's own game); once the review is
    closed, the start goes on as any other, offering to continue that game."""
    from app.games.registry import find_game
    from app.session import MatchSession
    from app.ui.deal_replay import DealReplayDialog

    killed_mid_deal(data, tmp_path, "--game", "scala-40", "--seed", "5", "--lang", "es")
    saved = (data / "saved-game.json").read_bytes()
    live = MatchSession.start(find_game("buraco"), None, ("easy",), seed=4)
    for _ in range(6):
        seat = live.to_play
        view = live.view(seat)
        live.play(
            live.bots.get(seat, find_game("buraco").bot("easy", "p")).choose(view), seat, view
        )
    replay = tmp_path / "replay.json"
    replay.write_text(json.dumps(live.record([])), encoding="utf-8")
    events: list[str] = []

    def question(parent, title, text, *rest, **kw):
        events.append(f"asked: {text}")
        return QMessageBox.StandardButton.Yes

    def review(dialog: DealReplayDialog) -> int:
        unchanged = (data / "saved-game.json").read_bytes() == saved
        events.append(f"review of {dialog.replay.game.id}, saved game unchanged: {unchanged}")
        return 0

    monkeypatch.setattr(QMessageBox, "question", question)
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: events.append(a[2]))
    monkeypatch.setattr(DealReplayDialog, "exec", review)

    def close_once_begun(window: MainWindow) -> None:
        if window.controller.state is None:  # the review, then the question, come first
            QTimer.singleShot(10, lambda: close_once_begun(window))
            return
        events.append(f"on the table: {window.controller.game_id}")
        window.close()

    started(["--lang", "es", "--replay", str(replay)], close_once_begun)
    assert events[0] == "review of buraco, saved game unchanged: True", events
    assert events[1].startswith("asked: ") and "Scala 40" in events[1], events
    assert events[2:] == ["on the table: scala-40"], events
