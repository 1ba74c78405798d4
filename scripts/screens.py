"""The shared half of the table-picture scripts (`bu_screens.py`, `myp_screens.py`): each
state built in a fresh window of each size, saved as a PNG with the deal's score table
when the state ends a deal, and a line per picture on what may trip a player (the card
width, a status line or labels cut short)."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from app.ui.main_window import MainWindow  # noqa: E402
from app.ui.new_game import NewGameSettings  # noqa: E402


def shoot(
    game: str,
    states: dict[str, Callable[[MainWindow], None]],
    score_dialog: Callable[..., Any],
    out: Path,
    sizes: list[str],
) -> int:
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    for size in sizes:
        w, h = (int(v) for v in size.split("x"))
        for name, setup in states.items():
            win = MainWindow(NewGameSettings(game=game, pace_ms=0), storage=False)
            win.setProperty("quiet", True)
            win.resize(w, h)
            win.show()
            win.use_game(game)
            win.controller.pace_ms = 0
            setup(win)
            app.processEvents()
            win.table.show_zones(win.controller.zones(), animate=False)
            win.controller.changed.emit()
            app.processEvents()
            win.grab().save(str(out / f"{name}-{size}.png"))
            cut = [
                z.name for z in win.table.zones()
                if z.kind != "drop" and win.table.zone_label(z.name) != z.label
            ]  # fmt: skip
            elided = bool(win.status_label.toolTip())  # set only when the sentence is cut
            print(f"{name} {size}: card width {win.table.card_width()}", end="")
            print(f"; status {'ELIDED' if elided else 'whole'}", end="")
            print(f"; labels cut: {cut}" if cut else "")
            result = win.controller.state.result
            if result is not None:
                dialog = score_dialog(win.controller, result, win)
                dialog.show()
                app.processEvents()
                dialog.grab().save(str(out / f"{name}-score-{size}.png"))
                dialog.close()
            win.controller.shutdown()
            win.close()
    return 0
