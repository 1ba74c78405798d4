"""View ▸ Speed: the bots' pace, slow, normal, fast or instant, at once and kept."""

from __future__ import annotations

from app.ui.main_window import SPEEDS_MS, MainWindow
from app.ui.new_game import NewGameSettings


def _window(qtbot, pace: int = 700, storage: bool = False) -> MainWindow:
    win = MainWindow(NewGameSettings(game="scala-40", pace_ms=pace), storage=storage)
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    return win


def test_view_speed_sets_the_pace_at_once_and_keeps_it(qtbot) -> None:
    win = _window(qtbot)
    try:
        speed = next(a.menu() for a in win.menuBar().actions()[1].menu().actions() if a.menu()
                     and a.menu().title().replace("&", "") == "Speed")  # fmt: skip
        names = [a.text().replace("&", "") for a in speed.actions()]
        assert names == ["Slow", "Normal", "Fast", "Instant"]
        checked = [a.isChecked() for a in speed.actions()]
        assert checked == [False, True, False, False]  # 700 ms: normal
        win.start()
        speed.actions()[0].trigger()
        assert win.controller.pace_ms == SPEEDS_MS[0] == 1400
        assert [a.isChecked() for a in speed.actions()] == [True, False, False, False]
        speed.actions()[3].trigger()
        assert win.controller.pace_ms == 0 and win.settings.pace_ms == 0
        assert win.prefs.value("pace_ms", type=int) == 0
        # Kept: a window of the program (with storage) starts at that pace.
        again = _window(qtbot, 700, storage=True)
        assert again.settings.pace_ms == 0
        again_speed = [a.isChecked() for a in again.menus.speed_actions.actions()]
        assert again_speed == [False, False, False, True]
        again.store.saved.release()
        # A pace typed in New game (500 ms) is none of the four: none is marked.
        odd = _window(qtbot, 500)
        assert not any(a.isChecked() for a in odd.menus.speed_actions.actions())
    finally:
        win.prefs.remove("pace_ms")
