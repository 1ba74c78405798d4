"""What the first frame does not need starts after it (app/ui/first_paint.py): the sound
device, the bots' first decision and the dialog watcher wait for the table's first paint,
and importing the program loads no dialog, no sound library and no game's rules. This
guards the mechanism, not the time (bench/gui.py measures that)."""

from __future__ import annotations

import os
import subprocess
import sys

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QDialog, QWidget

from app.games.quita_y_pon.engine import QuitaYPon
from app.games.registry import GAMES
from app.ui.first_paint import FirstPaint
from app.ui.main_window import MainWindow
from app.ui.new_game_settings import NewGameSettings, default_options
from app.ui.sound import ENV_KEY
from tests.waits import HANG_MS, HANG_S, events_handled


class Paints(QObject):
    """Counts a widget's paint events."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def test_work_waits_for_the_first_paint_runs_once_in_order_and_at_once_after_it(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    paints = Paints(widget)
    first = FirstPaint(widget)
    ran: list[tuple[str, int]] = []
    first.later(lambda: ran.append(("a", paints.count)))
    first.later(lambda: ran.append(("b", paints.count)))
    assert ran == [] and not first.done and not first.waiting
    first.unless_hidden(lambda: ran.append(("hidden", paints.count)))
    assert ran == [("hidden", 0)], "a widget not shown waits for no paint"
    widget.show()
    assert first.waiting and ran == [("hidden", 0)]
    first.unless_hidden(lambda: ran.append(("shown", paints.count)))
    assert len(ran) == 1, "shown: it waits for the paint"
    qtbot.waitUntil(lambda: first.done, timeout=HANG_MS)
    assert [name for name, _ in ran] == ["hidden", "a", "b", "shown"]
    assert all(count >= 1 for _, count in ran[1:]), "each ran after the widget had painted"
    first.later(lambda: ran.append(("late", paints.count)))
    assert ran[-1][0] == "late" and len(ran) == 5, "after the paint: at once"
    widget.repaint()
    qtbot.waitUntil(lambda: paints.count >= 2, timeout=HANG_MS)
    assert len(ran) == 5, "nothing runs twice"


def bot_first() -> QuitaYPon:
    """A Quita y Pon deal whose first player is a computer player."""
    options = default_options("quita-y-pon", 4)
    seed = 1
    while QuitaYPon.new(options, seed).to_play == 0:
        seed += 1
    return QuitaYPon.new(options, seed)


def test_sound_bots_and_the_dialog_watcher_start_after_the_tables_first_paint(
    qtbot, monkeypatch, tmp_path
):
    monkeypatch.setenv("TAPETE_DATA_DIR", str(tmp_path))
    monkeypatch.delenv(ENV_KEY, raising=False)
    opened: list[object] = []

    class Device:
        def __init__(self, mixer) -> None:
            opened.append(mixer)

        def close(self) -> None:
            pass

    monkeypatch.setattr("app.ui.parts.sound.miniaudio_output", Device)
    win = MainWindow(NewGameSettings(pace_ms=0, seed=1))
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    paints = Paints(win.table.viewport())
    after: list[int] = []
    win.first_paint.later(lambda: after.append(paints.count))
    win.resize(1280, 800)
    win.show()
    ctrl = win.controller
    handed: list[int] = []  # the table's paints so far, at each decision handed to a thread
    pool = ctrl.bots_runner.pool

    class Pool:
        def start(self, task) -> None:
            handed.append(paints.count)
            pool.start(task)

        def __getattr__(self, name: str):
            return getattr(pool, name)

    ctrl.bots_runner.pool = Pool()
    state = bot_first()
    ctrl.load_position(state, [None, "normal", "normal", "normal"])
    dialog = QDialog(win)
    dialog.show()  # open before the first frame: the watcher has not started yet
    # Shown and dealt, not yet painted: nothing the first frame does not need has started.
    assert paints.count == 0 and not win.first_paint.done
    assert (
        not win.parts["sound"].sound.started
        and win.parts["sound"].sound.available is None
        and opened == []
    )
    assert ctrl.bot_thinking and handed == [], "the bot's decision waits"
    assert not ctrl.paused, "the dialog watcher has not started"
    assert ctrl.session.coaching is None, "the hint coach is made by the first H, not at start"

    qtbot.waitUntil(lambda: win.first_paint.done, timeout=HANG_MS)
    assert after and after[0] >= 1, "the work ran after the table had painted"
    assert win.parts["sound"].sound.started
    assert handed and handed[0] >= 1, "the bot's decision was handed over after the paint"
    assert ctrl.paused, "the watcher found the dialog already open: nothing moves"
    qtbot.waitUntil(lambda: ctrl.holding >= 1, timeout=HANG_MS)  # the bot chose, and waits
    assert state.history == []
    dialog.reject()
    qtbot.waitUntil(lambda: not ctrl.paused, timeout=HANG_MS)
    qtbot.waitUntil(lambda: len(state.history) >= 1, timeout=HANG_MS)  # the bot played
    qtbot.waitUntil(lambda: win.parts["sound"].sound.available is not None, timeout=HANG_MS)
    assert win.parts["sound"].sound.available and len(opened) == 1
    events_handled()  # the device's news reaches the window's thread
    assert list(win.parts["sound"].sound.played)[:1] == ["deal"], (
        "the deal's cue, asked before it opened"
    )
    win.close()


#: Modules the program loads only when they are used, after the first frame.
LATER = (
    "app.ui.new_game",
    "app.ui.stats_window",
    "app.ui.deal_replay",
    "app.ui.help_text",
    "app.ui.controls",
    "app.session.coach",
    "app.ui.welcome",
    "miniaudio",
    "numpy",
    "importlib.metadata",
)


def test_importing_the_program_loads_no_dialog_no_sound_library_and_no_games_rules():
    code = "import sys, app.ui.main, app.ui.main_window; print(' '.join(sorted(sys.modules)))"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=HANG_S
    )
    assert out.returncode == 0, out.stderr
    loaded = set(out.stdout.split())
    assert "app.ui.main_window" in loaded and "PySide6.QtWidgets" in loaded
    games = [f"app.games.{g.package}.engine" for g in GAMES] + [g.ui_module for g in GAMES]
    early = sorted(name for name in (*LATER, *games) if name in loaded)
    assert early == [], f"loaded before they are used: {early}"
