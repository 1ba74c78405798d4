"""Run by test_window_fit_wm.py: the program started as `tapete` starts it (its arguments
are tapete's), on the X display of the environment. Once a window manager has framed the
window and the window has fitted itself, prints what the test checks as one line of JSON
and closes the window as a person would (which keeps its place for the next start)."""

from __future__ import annotations

import json
import os
import sys
import time

#: How long to wait for the window manager at most: a guard against a hang, not a verdict
#: (the test fails on what is printed, and a window never framed says "framed": false).
WAIT_S = float(os.environ.get("TAPETE_FIT_PROBE_WAIT_S", "90"))


def report(win) -> dict:
    from PySide6.QtCore import QPoint, QRect

    area = win.screen().availableGeometry()

    def on_screen(widget) -> bool:
        return area.contains(QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size()))

    buttons = [b for b in win.commands.buttons.values() if b.isVisible()]
    return {
        "frame": win.frameGeometry().getRect(),
        "geometry": win.geometry().getRect(),
        "available": area.getRect(),
        "maximized": win.isMaximized(),
        "framed": win.frameGeometry().size() != win.geometry().size(),
        "buttons": len(buttons),
        "buttons_on_screen": all(on_screen(b) for b in buttons),
        "status_on_screen": on_screen(win.status_label),
    }


def settled(win) -> bool:
    """Framed by the window manager, fitted, and (maximised) as large as the screen."""
    framed = win.frameGeometry().size() != win.geometry().size()
    if not framed or win.fit.fitting:
        return False
    if win.isMaximized():
        return win.frameGeometry() == win.screen().availableGeometry()
    return True


def main() -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    real_exec = QApplication.exec
    deadline = time.monotonic() + WAIT_S

    def exec_(*_args):
        app = QApplication.instance()
        [win] = [w for w in app.topLevelWidgets() if type(w).__name__ == "MainWindow"]

        def look() -> None:
            if settled(win) or time.monotonic() > deadline:
                print(json.dumps(report(win)), flush=True)
                win.close()
                app.quit()
            else:
                QTimer.singleShot(50, look)

        QTimer.singleShot(0, look)
        return real_exec()

    QApplication.exec = exec_
    from app.ui.main import main as tapete

    return tapete(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
