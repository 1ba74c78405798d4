"""Measure the table: start-up to the first painted frame, and frame times while dragging.

    .venv/bin/python bench/gui.py            # offscreen, one run, prints a table
    .venv/bin/python bench/gui.py --frozen dist/tapete/tapete   # start-up of a frozen build

1. Start-up: a fresh process builds Tapete's main window, deals, and reports when the
   table's viewport has painted for the first time (median of 5). Baseline, same run: a
   fresh process that shows a bare PySide6 window and reports its first paint.
2. Dragging: a table of 270 cards (a Mano y Pie-sized pack: opponents, stock, 38 melds,
   a hand) with 20 cards kept animating; one card is dragged across it with real mouse
   events and each frame (mouse move + synchronous repaint of the viewport) is timed.
   Baseline, same run: the same frames without the drag. Targets: median <= 8 ms and at
   most 2% of frames over 16.7 ms.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

_PROBE = """
import os, sys, time
t0 = float(os.environ["BENCH_T0"])
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel
class Probe(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not hasattr(self, "done"):
            self.done = True
            QTimer.singleShot(0, lambda: (print(time.time() - t0), QApplication.quit()))
        return False
app = QApplication(sys.argv[:1])
probe = Probe()
if os.environ["BENCH_KIND"] == "tapete":
    from app.ui.main_window import MainWindow
    from app.ui.new_game import NewGameSettings
    window = MainWindow(NewGameSettings(seed=1))
    window.table.viewport().installEventFilter(probe)
    window.resize(1280, 800)
    window.show()
    window.start()
else:
    window = QLabel("baseline")
    window.installEventFilter(probe)
    window.resize(1280, 800)
    window.show()
app.exec()
"""


def first_paint(kind: str) -> float:
    env = dict(os.environ, BENCH_T0=repr(time.time()), BENCH_KIND=kind, PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [sys.executable, "-c", _PROBE], env=env, capture_output=True, text=True, timeout=120
    )
    lines = [line for line in out.stdout.split() if line.strip()]
    if out.returncode != 0 or not lines:
        raise SystemExit(f"probe {kind} failed: {out.stderr.strip()[-400:]}")
    return float(lines[-1]) * 1000


def frozen_first_paint(binary: str) -> float:
    """Start-up of a frozen build: the app's own first-frame probe (TAPETE_BENCH_T0)."""
    env = dict(os.environ, TAPETE_BENCH_T0=repr(time.time()))
    out = subprocess.run(
        [binary, "--seed", "1"], env=env, capture_output=True, text=True, timeout=120
    )
    for line in out.stdout.splitlines():
        if line.startswith("first-frame-ms "):
            return float(line.split()[1])
    raise SystemExit(f"frozen probe failed: {out.stderr.strip()[-400:]}")


def drag_frames(frames: int = 300) -> tuple[list[float], list[float], int, list[float]]:
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from app.core.decks import MANO_Y_PIE_PACK
    from app.table.table import CardTable
    from app.table.zones import ZoneSpec

    app = QApplication.instance() or QApplication([])
    pack = MANO_Y_PIE_PACK.build()  # 270 cards
    hand, rest = pack[:20], pack[20:]
    melds = [rest[i : i + 6] for i in range(0, 228, 6)]  # 38 melds of 6
    hidden = len(rest) - 228  # 22: shown face down in opponents' hands and the stock

    def zones(shift: bool) -> list[ZoneSpec]:
        groups = [list(m) for m in melds]
        if shift:  # move 20 cards to other melds, so that 20 cards fly
            for i in range(20):
                groups[(i + 1) % len(groups)].append(groups[i].pop())
        specs = [
            ZoneSpec(f"opp:{n}", "opponent", count=6, label=f"P{n}", draggable=False)
            for n in (1, 2, 3)
        ]
        specs.append(ZoneSpec("stock", "stack", count=hidden - 18, label="Stock"))
        specs += [ZoneSpec(f"meld:{i}", "group", g) for i, g in enumerate(groups)]
        specs.append(ZoneSpec("new", "drop", label="New group"))
        specs.append(ZoneSpec("hand", "hand", list(hand)))
        return specs

    table = CardTable()
    table.resize(1280, 800)
    table.show()
    table.show_zones(zones(False), animate=False)
    app.processEvents()
    items = len([i for i in table.scene().items() if type(i).__name__ == "CardItem"])
    viewport = table.viewport()

    relayouts: list[float] = []

    def frame(move_to: QPoint | None, flip: list[bool]) -> float:
        if not table.animations_running():
            # Keep 20 cards flying. show_zones is a controller update (once per action),
            # not part of a frame: it is timed apart.
            flip[0] = not flip[0]
            before = time.perf_counter()
            table.show_zones(zones(flip[0]), animate=True)
            relayouts.append((time.perf_counter() - before) * 1000)
        started = time.perf_counter()
        if move_to is not None:
            QTest.mouseMove(viewport, move_to, 0)
        viewport.repaint()
        app.processEvents()
        return (time.perf_counter() - started) * 1000

    flip = [False]
    baseline = [frame(None, flip) for _ in range(frames)]
    card = table.card_item(hand[0])
    assert card is not None
    start = table.mapFromScene(card.sceneBoundingRect().center())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    times = []
    for i in range(frames):
        x = 80 + (i * 7) % 1100
        y = 150 + (i * 3) % 450
        times.append(frame(QPoint(x, y), flip))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    return times, baseline, items, relayouts


def main() -> int:
    if len(sys.argv) > 2 and sys.argv[1] == "--frozen":
        frozen = [frozen_first_paint(sys.argv[2]) for _ in range(5)]
        source = [first_paint("tapete") for _ in range(5)]
        print("Start-up to first painted frame (median of 5, ms):")
        print(
            f"  frozen   {statistics.median(frozen):8.1f}   runs: {', '.join(f'{t:.0f}' for t in frozen)}"
        )
        print(
            f"  source   {statistics.median(source):8.1f}   (the same app from the venv, same run)"
        )
        return 0
    starts = [first_paint("tapete") for _ in range(5)]
    bases = [first_paint("baseline") for _ in range(5)]
    times, baseline, items, relayouts = drag_frames()
    over = sum(1 for t in times if t > 16.7) / len(times)
    median = statistics.median(times)
    print("Start-up to first painted frame (median of 5, ms):")
    print(
        f"  tapete   {statistics.median(starts):8.1f}   runs: {', '.join(f'{t:.0f}' for t in starts)}"
    )
    print(f"  bare Qt  {statistics.median(bases):8.1f}   (baseline, same run)")
    print(f"Dragging one card over {items} cards with 20 animating ({len(times)} frames, ms):")
    print(
        f"  drag     median {median:6.2f}  p95 {sorted(times)[int(0.95 * len(times))]:6.2f}"
        f"  max {max(times):6.2f}  over 16.7 ms: {over:.1%}"
    )
    print(f"  no drag  median {statistics.median(baseline):6.2f}  (baseline, same run)")
    print(
        f"  show_zones (a controller update, outside frames): median "
        f"{statistics.median(relayouts):.1f} ms over {len(relayouts)} updates"
    )
    ok = median <= 8 and over <= 0.02
    print(f"  [{'PASS' if median <= 8 else 'FAIL'}] median <= 8 ms ({median:.2f})")
    print(f"  [{'PASS' if over <= 0.02 else 'FAIL'}] <= 2% of frames over 16.7 ms ({over:.1%})")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
