"""What the first frame does not need starts after it (app/ui/first_paint.py): the sound
device, the bots' first decision (the bot itself made then) and the dialog watcher wait
for the table's first paint, and so does a new match's first save (a resumed game's does
not); importing the program loads no dialog, no sound library, no replay and no game's
rules, and the dealt table's first frame no bot, solver or puzzle. This guards the
mechanism, not the time (bench/gui.py measures that)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QDialog, QWidget

from app.games.quita_y_pon.engine import QuitaYPon
from app.games.registry import GAMES
from app.storage.saved_game import SavedGame
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
    "app.session.replay",
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


#: Modules of the dealt table that load after its first frame: the game's bots (made at
#: their first turn) with the solver and the search they use, Quita y Pon's puzzles, the
#: replays.
LATER_AT_THE_TABLE = (
    "app.games.quita_y_pon.bots",
    "app.games.quita_y_pon.solver",
    "app.games.quita_y_pon.puzzles",
    "app.ai.budget",
    "app.ai.determinise",
    "app.session.replay",
    "app.session.coach",
    "app.ui.option_boxes",  # the New-game page's boxes: with the dialog
    "app.ui.result_dialog",  # the dialog between deals: when a deal ends
    "html",  # its table of entities: with the first escaped text
)

_FIRST_FRAME = """
import json, sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication
app = QApplication([])
from app.ui.main_window import MainWindow
from app.ui.new_game_settings import NewGameSettings
win = MainWindow(NewGameSettings(pace_ms=0, seed=1))
win.setProperty("quiet", True)
seen = {}
class Probe(QObject):
    def eventFilter(self, obj, event):
        ctrl = win.controller
        if event.type() == QEvent.Type.Paint and ctrl.state is not None and not seen:
            seen.update(modules=sorted(sys.modules), saved=win.store.saved.path.exists(),
                        bots=sorted(ctrl.bots.made), bot_first=ctrl.state.to_play != ctrl.person)
            app.exit(0)
        return False
probe = Probe()
win.table.viewport().installEventFilter(probe)
win.resize(1280, 800)
win.show()
win.start()
app.exec()
print(json.dumps(seen))
"""


def test_the_dealt_tables_first_frame_waits_for_no_bot_no_save_and_no_puzzle(tmp_path):
    """The program's own start (Quita y Pon, seed 1: a bot plays first), in a process of
    its own: at the table's first paint no bot is made, its game's bots, solver and
    puzzles are not loaded, and the new match is not saved yet (app/ui/bot_runner.py's
    `keep`: after the paint)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TAPETE_DATA_DIR=str(tmp_path))
    env.update(XDG_CONFIG_HOME=str(tmp_path), TAPETE_LOG_DIR=str(tmp_path), TAPETE_SOUND="off")
    out = subprocess.run(
        [sys.executable, "-c", _FIRST_FRAME],
        capture_output=True, text=True, env=env, timeout=HANG_S,
    )  # fmt: skip
    assert out.returncode == 0, out.stderr
    seen = json.loads(out.stdout.splitlines()[-1])
    assert seen["bot_first"], "a bot is to play first: its decision waits for the paint"
    assert "app.ui.games.quita_y_pon" in seen["modules"]
    early = sorted(name for name in LATER_AT_THE_TABLE if name in seen["modules"])
    assert early == [], f"loaded before the first frame: {early}"
    assert seen["bots"] == [] and not seen["saved"]


class Writes:
    """Each write of the saved game, as the table's paints counted then."""

    def __init__(self, monkeypatch, paints: list[Paints]) -> None:
        self.at: list[int] = []
        write = SavedGame.write

        def counted(saved, record) -> None:
            self.at.append(paints[0].count if paints else -1)
            write(saved, record)

        monkeypatch.setattr(SavedGame, "write", counted)


def shown_window(qtbot, monkeypatch, tmp_path) -> tuple[MainWindow, Paints, Writes]:
    """A window shown, not yet painted, its saved game's writes counted."""
    monkeypatch.setenv("TAPETE_DATA_DIR", str(tmp_path))
    monkeypatch.setenv(ENV_KEY, "off")
    win = MainWindow(NewGameSettings(pace_ms=0, seed=1))
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    paints = Paints(win.table.viewport())
    writes = Writes(monkeypatch, [paints])
    win.resize(1280, 800)
    win.show()
    return win, paints, writes


def test_a_new_match_is_first_saved_after_the_first_paint(qtbot, monkeypatch, tmp_path):
    win, paints, writes = shown_window(qtbot, monkeypatch, tmp_path)
    win.start()
    assert paints.count == 0 and writes.at == [] and not win.store.saved.path.exists()
    qtbot.waitUntil(lambda: win.first_paint.done, timeout=HANG_MS)
    assert writes.at and writes.at[0] >= 1, "saved once the table had painted"
    record = win.store.saved.read()
    assert record["game"] == "quita-y-pon" and record["seed"] == 1
    win.close()


def test_a_resumed_game_is_saved_before_the_first_paint(qtbot, monkeypatch, tmp_path):
    monkeypatch.setenv("TAPETE_DATA_DIR", str(tmp_path))
    first = MainWindow(NewGameSettings(pace_ms=0, seed=1))  # not shown: saved at once
    qtbot.addWidget(first)
    first.start()
    record = first.store.saved.read()
    first.close()
    assert record is not None and record["game"] == "quita-y-pon"
    win, paints, writes = shown_window(qtbot, monkeypatch, tmp_path)
    win.controller_for("quita-y-pon")
    win.use_game("quita-y-pon")
    win.controller.restore(record)
    assert writes.at == [0], "the resumed game's save does not wait for the paint"
    win.close()


def test_a_window_closed_before_its_first_paint_saves_the_new_match(qtbot, monkeypatch, tmp_path):
    win, paints, writes = shown_window(qtbot, monkeypatch, tmp_path)
    win.start()
    assert writes.at == []
    win.close()
    assert writes.at == [0] and win.store.saved is not None
    assert SavedGame(win.store.saved.path).read()["game"] == "quita-y-pon"


#: `tapete` run in a fresh process, its first frame watched: whether the cyclic garbage
#: collector runs while the window is built and after the first paint, whether the
#: window has its icon then, and which modules are loaded at the first paint.
WATCHED_START = """
import gc, json, sys
import app.ui.main as tapete
from PySide6.QtWidgets import QApplication
seen = {}
def probe(app, window):
    seen["built"] = gc.isenabled()
    seen["icon_built"] = not app.windowIcon().isNull()
    def painted():
        seen["painted"] = gc.isenabled()
        seen["icon_painted"] = not app.windowIcon().isNull()
        seen["modules"] = sorted(sys.modules)
        window.close()
    window.first_paint.later(painted)
tapete._maybe_probe_first_frame = probe
status = tapete.main(["--game", "quita-y-pon", "--seed", "1", "--size", "640x400"])
print(json.dumps({"status": status, "seen": seen, "after": gc.isenabled()}))
"""


def test_the_programs_start_collects_no_garbage_and_sets_its_icon_after_the_first_frame(
    tmp_path,
):
    """The program's own `main()`: no cyclic garbage collection while it loads and builds
    the window (the start frees almost nothing), on again once the table has painted and
    after the program ends; the window's icon is set after the first frame, and neither
    the socket module (Ctrl+C's wake-up is a pipe but on Windows) nor what
    `LATER_AT_THE_TABLE` names is loaded by then."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TAPETE_DATA_DIR=str(tmp_path))
    env.update(XDG_CONFIG_HOME=str(tmp_path), TAPETE_LOG_DIR=str(tmp_path), TAPETE_SOUND="off")
    out = subprocess.run(
        [sys.executable, "-c", WATCHED_START],
        capture_output=True, text=True, env=env, timeout=HANG_S,
    )  # fmt: skip
    assert out.returncode == 0, out.stderr[-2000:]
    start = json.loads(out.stdout.splitlines()[-1])
    assert start["status"] == 0
    seen = start["seen"]
    assert (seen["built"], seen["painted"], start["after"]) == (False, True, True), (
        "the collector waits for the first paint, then runs, and stays on"
    )
    assert (seen["icon_built"], seen["icon_painted"]) == (False, True)
    modules = set(seen["modules"])
    assert "app.ui.main_window" in modules and "app.games.quita_y_pon.engine" in modules
    early = sorted(m for m in ("socket", *LATER_AT_THE_TABLE) if m in modules and "bots" not in m)
    assert early == [], f"loaded by the first frame: {early}"
