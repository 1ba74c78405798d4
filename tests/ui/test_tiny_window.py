"""A window shrunk below what its table needs is laid out at its smallest, not a crash."""

from __future__ import annotations

import pytest

from app.games.registry import GAME_IDS
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameSettings


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_window_too_small_for_its_bands_still_lays_the_table_out(qtbot, game) -> None:
    """Scala 40's table in a window of 100 x 30 (a window not yet shown has that size)
    left a band a negative room with nothing needed in it: a division by zero."""
    window = MainWindow(NewGameSettings(game=game, pace_ms=0, seed=2), storage=False)
    window.setProperty("quiet", True)
    qtbot.addWidget(window)
    window.start()  # the table laid out at the window's size before it is shown
    window.resize(120, 60)
    window.show()
    window.refresh()
    assert window.table.card_width() > 0
    window.controller.shutdown()
