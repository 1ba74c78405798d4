"""A table that keeps its places (issue 23, item 3, in part): through a whole deal of each
game, played move by move, the cards never grow back (only a resize or a new deal lays
the table out anew, so the table does not breathe in and out between turns), the
staging tray stays in its place all deal long, and no two zones' frames ever cross."""

from __future__ import annotations

import pytest

from app.games.registry import GAMES, find_game
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameSettings
from tests.house import house
from tests.waits import HANG_MS

from .helpers import settle


def _frames(win: MainWindow) -> dict[str, tuple[float, float, float, float]]:
    out = {}
    for zone in win.table.zones():
        r = win.table.zone_rect(zone.name)
        if not r.isEmpty():
            out[zone.name] = (r.x(), r.y(), r.width(), r.height())
    return out


def _crossing(frames: dict[str, tuple[float, float, float, float]]) -> list[tuple[str, str]]:
    names = sorted(frames)
    crossed = []
    for i, a in enumerate(names):
        ax, ay, aw, ah = frames[a]
        for b in names[i + 1 :]:
            bx, by, bw, bh = frames[b]
            if ax < bx + bw - 1 and bx < ax + aw - 1 and ay < by + bh - 1 and by < ay + ah - 1:
                crossed.append((a, b))
    return crossed


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_through_a_whole_deal_cards_never_grow_back_and_no_zones_cross(qtbot, game) -> None:
    info = find_game(game)
    options = info.options(house(info, "SHORT_MATCH"))
    win = MainWindow(NewGameSettings(options, seed=5, pace_ms=0, game=game), storage=False)
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    win.start()
    ctrl = win.controller
    if hasattr(ctrl, "auto_forced"):
        ctrl.auto_forced = False
    person = info.bot("easy", "person")
    widths, steps, tray = [], 0, set()
    try:
        while ctrl.state.to_play is not None:
            qtbot.waitUntil(lambda: ctrl.state.to_play is None or ctrl.my_turn, timeout=HANG_MS)
            settle(qtbot, win)
            frames = _frames(win)
            assert _crossing(frames) == [], (steps, _crossing(frames))
            widths.append(win.table._layout.card_width)
            if "stage:new" in frames:
                tray.add(frames["stage:new"][:2])
            if ctrl.state.to_play is None:
                break
            ctrl.perform(person.choose(ctrl.view(), person.limit))
            steps += 1
        settle(qtbot, win)
        assert _crossing(_frames(win)) == []
        widths.append(win.table._layout.card_width)
        assert steps > 3
        # The cards only ever shrink within the deal (never back and forth).
        assert widths == sorted(widths, reverse=True), widths
        if game in ("scala-40", "buraco", "mano-y-pie"):
            assert tray, "the staging tray was shown"
        # A resize lays the table out anew: the cards may grow again.
        win.resize(1920, 1080)
        settle(qtbot, win)
        assert win.table._layout.card_width >= widths[-1]
    finally:
        ctrl.shutdown()
