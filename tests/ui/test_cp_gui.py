"""Cuatro Palos at the table, driven as a person would: clicks and real mouse drags."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from app.core.cards import card, cards
from app.games.cuatro_palos.engine import CuatroPalos, DealResult
from app.session import Store
from app.storage.saved_game import SavedGame
from app.ui.games.cuatro_palos import TABLE as _CUATRO_PALOS_TABLE
from app.ui.games.cuatro_palos.controller import CuatroPalosController
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameSettings, default_options
from tests.waits import HANG_MS

from ..games.cuatro_palos.helpers import scenario
from .helpers import centre, drag, evenly_laid_out, frames, picture, settle, shown_in, shown_row

score_table = _CUATRO_PALOS_TABLE.result_dialog

# Seats 0-3, dealer 3: seat 2 plays first (counter-clockwise), the person (0) after seat 1.


@pytest.fixture
def window(qtbot):
    settings = NewGameSettings(default_options("cuatro-palos"), pace_ms=0, game="cuatro-palos")
    win = MainWindow(settings, storage=False)
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    win.use_game("cuatro-palos")
    win.controller.auto_forced = False
    yield win
    win.controller.shutdown()


def load(win: MainWindow, qtbot, state: CuatroPalos, bots: str | None = None):
    win.controller.load_position(state, [None, bots, bots, bots])
    settle(qtbot, win)
    return win.controller


def zone_centre(win: MainWindow, name: str) -> QPoint:
    return win.table.mapFromScene(win.table.zone_rect(name).center().toPoint())


def top_of(win: MainWindow, zone: str) -> QPoint:
    item = win.table.zone_items(zone)[-1]
    return win.table.mapFromScene(item.sceneBoundingRect().center())


def test_cp_t01_click_the_stock_and_play_the_turned_cards(qtbot, window) -> None:
    ctrl = load(window, qtbot, scenario("AH 2H 9C 5S", to_play=0, turn=0))
    QTest.mouseClick(
        window.table.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        top_of(window, "stock"),
    )
    settle(qtbot, window)
    assert ctrl.state.turned == card("AH")
    assert "found:H" in {z.name for z in window.table.zones()}
    # On screen: AH is drawn face up on the turned-card pile, the stock one card lower.
    assert shown_in(window, card("AH")) == "turned"
    assert window.table.card_item(card("AH")).face_up
    assert window.table.zone_label("stock") == f"Stock {len(ctrl.state.stock)}"
    drag(qtbot, window, top_of(window, "turned"), zone_centre(window, "found:H"))
    assert ctrl.state.foundations["H"] == cards("AH")
    settle(qtbot, window)
    assert shown_in(window, card("AH")) == "found:H" and shown_row(window, "found:H") == cards("AH")
    assert shown_row(window, "turned") == [] and window.table.zone_label("turned") == ""
    assert ctrl.turn_card() and ctrl.state.turned == card("2H")
    settle(qtbot, window)
    drag(qtbot, window, top_of(window, "turned"), zone_centre(window, "found:H"))
    assert ctrl.state.foundations["H"] == cards("AH 2H")
    settle(qtbot, window)
    assert shown_row(window, "found:H") == cards("AH 2H") and evenly_laid_out(window, "found:H")
    assert shown_row(window, "turned") == []
    assert ctrl.turn_card()  # 9C has no destination: it starts the waste pile, turn over
    assert ctrl.state.wastes[0] == cards("9C") and ctrl.state.to_play != 0


def test_a_drag_lights_up_the_legal_destinations_only(qtbot, window) -> None:
    state = scenario("KD", foundations="5H", wastes={0: "6H", 1: "7C", 2: "9S", 3: "5D"}, to_play=0)
    load(window, qtbot, state)
    drawn = picture(window)
    viewport = window.table.viewport()
    start = top_of(window, "waste:0")
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + QPoint(0, -60), 10)
    lit = window.table.highlighted_zones()
    assert lit == {"found:H", "waste:1", "waste:3"}
    # On screen: exactly those three frames are drawn lit; 6H has left its pile.
    assert {name for name, f in frames(window).items() if f.highlight is not None} == lit
    assert shown_in(window, card("6H")) != "waste:0"
    QTest.mouseRelease(
        viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start + QPoint(0, -60)
    )
    settle(qtbot, window)
    # Let go over no target: 6H is back on its pile and no frame stays lit.
    assert picture(window) == drawn and shown_in(window, card("6H")) == "waste:0"
    assert all(f.highlight is None for f in frames(window).values())


def test_cp_t06_own_waste_first_then_unload_on_an_opponent(qtbot, window) -> None:
    state = scenario("KD QS", foundations="5H", wastes={0: "3C 6H", 1: "2D"}, to_play=0)
    ctrl = load(window, qtbot, state)
    assert not ctrl.turn_card() and "waste" in ctrl.message  # 6H must be played first
    drag(qtbot, window, top_of(window, "waste:0"), zone_centre(window, "found:H"))
    assert ctrl.state.foundations["H"][-1] == card("6H")
    settle(qtbot, window)
    assert shown_in(window, card("6H")) == "found:H"
    assert shown_row(window, "found:H")[-1] == card("6H") and evenly_laid_out(window, "found:H")
    assert shown_row(window, "waste:0") == cards("3C")
    drag(qtbot, window, top_of(window, "waste:0"), zone_centre(window, "waste:1"))
    assert ctrl.state.wastes[1] == cards("2D 3C") and ctrl.state.wastes[0] == []
    settle(qtbot, window)
    assert shown_row(window, "waste:1") == cards("2D 3C") and evenly_laid_out(window, "waste:1")
    assert shown_row(window, "waste:0") == []
    assert "on Ana's pile" in ctrl.message


def test_a_refused_drop_names_the_rule(qtbot, window) -> None:
    state = scenario("KD", wastes={0: "9H", 1: "9C", 2: "TS"}, to_play=0)
    ctrl = load(window, qtbot, state)
    drawn = picture(window)
    drag(qtbot, window, top_of(window, "waste:0"), zone_centre(window, "waste:1"))
    assert ctrl.state.wastes[1] == cards("9C") and ctrl.message  # same rank: refused
    assert ctrl.state.wastes[0] == cards("9H")
    settle(qtbot, window)
    assert picture(window) == drawn  # 9H flew back onto its pile; nothing else changed
    assert shown_in(window, card("9H")) == "waste:0"
    assert shown_row(window, "waste:1") == cards("9C")


def test_forced_moves_are_played_for_the_person_when_asked(qtbot, window) -> None:
    state = scenario("3C KD QS", foundations="2C", wastes={1: "8H", 2: "9S", 3: "5D"}, to_play=0)
    ctrl = load(window, qtbot, state)
    ctrl.auto_forced = True
    ctrl.changed.emit()
    ctrl.begin_turn()
    # Turn (the only move), then 3C (only to the clubs foundation), then KD: no place.
    qtbot.waitUntil(lambda: ctrl.state.to_play != 0, timeout=HANG_MS)
    assert ctrl.state.foundations["C"][-1] == card("3C")
    assert ctrl.state.wastes[0] == cards("KD")


def test_keep_a_playable_card_when_play_is_not_forced(qtbot, window) -> None:
    state = scenario(
        "7C KD", wastes={1: "8D"}, to_play=0, options={"forced_play": False}, turned=None
    )
    ctrl = load(window, qtbot, state)
    assert ctrl.turn_card() and ctrl.state.turned == card("7C")
    settle(qtbot, window)
    drag(qtbot, window, top_of(window, "turned"), zone_centre(window, "waste:0"))
    assert ctrl.state.wastes[0] == cards("7C") and ctrl.state.to_play != 0
    settle(qtbot, window)
    assert shown_in(window, card("7C")) == "waste:0" and shown_row(window, "turned") == []
    assert frames(window)["waste:0"].marked is None  # no longer the person's turn


def test_the_running_totals_between_deals(qtbot) -> None:
    ctrl = CuatroPalosController()
    ctrl.new_game(default_options("cuatro-palos"), ("normal",), seed=4)
    ctrl.shutdown()
    ctrl.match.totals = [95, 60, 88, 70]
    result = DealResult(reason="went_out", scores=(7, 12, 0, 3), winners=(2,))
    ctrl.match.record(result)
    dialog = score_table(ctrl, result)
    qtbot.addWidget(dialog)
    rows = [
        [dialog.table.item(r, c).text() for c in range(3)] for r in range(dialog.table.rowCount())
    ]
    assert rows == [
        ["You", "7", "102"],
        ["Ana", "12", "72"],
        ["Bruno ★", "0", "88"],
        ["Carla", "3", "73"],
    ]
    assert ctrl.match.over and ctrl.match.winners == (1,)


def test_a_whole_deal_of_bots_ends_and_conserves_cards(qtbot) -> None:
    ctrl = CuatroPalosController()
    ended: list = []
    ctrl.dealOver.connect(ended.append)
    ctrl.pace_ms = 0
    state = CuatroPalos.new({"num_players": 5}, 9)
    ctrl.load_position(state, ["normal", "easy", "hard", "normal", "easy"])
    qtbot.waitUntil(lambda: bool(ended), timeout=HANG_MS)
    assert state.conservation_problem() is None
    result = ended[0]
    if result.winner is not None:
        assert result.scores[result.winner] == 0
    ctrl.shutdown()


def test_a_saved_cuatro_palos_game_continues_exactly(qtbot, tmp_path) -> None:
    saved = SavedGame(tmp_path / "game.json")
    ctrl = CuatroPalosController()
    ctrl.store = Store(saved)
    ctrl.pace_ms = 0
    ctrl.auto_forced = True
    ctrl.new_game(default_options("cuatro-palos", 3), ("normal",), seed=12)
    qtbot.waitUntil(lambda: ctrl.state is not None and ctrl.state.turn >= 6, timeout=HANG_MS)
    ctrl.shutdown()
    record = saved.read()
    assert record["game"] == "cuatro-palos" and record["actions"]
    other = CuatroPalosController()
    other.auto_forced = False
    other.restore(record)
    other.shutdown()
    a, b = ctrl.state, other.state
    assert (a.stock, a.wastes, a.personal, a.foundations, a.to_play) == (
        b.stock,
        b.wastes,
        b.personal,
        b.foundations,
        b.to_play,
    )


@pytest.mark.parametrize("players", [3, 6])
def test_screenshot_of_cuatro_palos_writes_a_png(tmp_path, players) -> None:
    from PySide6.QtGui import QImage

    from app.ui.main import main

    out = tmp_path / "cp.png"
    argv = ["--game", "cuatro-palos", "--players", str(players), "--seed", "4"]
    assert main([*argv, "--autoplay", "30", "--screenshot", str(out)]) == 0
    assert QImage(str(out)).width() == 1280


def test_centre_helper_is_usable_on_the_turned_card(qtbot, window) -> None:
    ctrl = load(window, qtbot, scenario("5S KD", wastes={1: "6C"}, to_play=0))
    assert ctrl.turn_card()
    settle(qtbot, window)
    drag(qtbot, window, centre(window, card("5S")), zone_centre(window, "waste:1"))
    assert ctrl.state.wastes[1] == cards("6C 5S")
    settle(qtbot, window)
    assert shown_in(window, card("5S")) == "waste:1"
    assert shown_row(window, "waste:1") == cards("6C 5S") and evenly_laid_out(window, "waste:1")


def test_a_newcomer_plays_every_turn_themselves(qtbot) -> None:
    """Nothing is played for the person until they choose it (View menu), and the choice
    says what it does."""
    from app.ui.main_window import MainWindow
    from app.ui.new_game import NewGameSettings, default_options

    win = MainWindow(
        NewGameSettings(default_options("cuatro-palos"), seed=3, pace_ms=0, game="cuatro-palos"),
        storage=False,
    )
    qtbot.addWidget(win)
    win.prefs.remove("auto_forced")
    fresh = MainWindow(
        NewGameSettings(default_options("cuatro-palos"), game="cuatro-palos"), storage=False
    )
    qtbot.addWidget(fresh)
    assert fresh.auto_forced is False and not fresh.menus.auto_forced_action.isChecked()
    assert fresh.controller.auto_forced is False
    assert "only one possible" in fresh.menus.auto_forced_action.text()


def test_the_seats_say_each_bots_level_as_at_every_table(qtbot, window) -> None:
    """Every other seat's label names its bot's level (each seat its own); the person's
    says none."""
    state = scenario("3C KD QS", wastes={1: "8H", 2: "9S", 3: "5D"}, to_play=0)
    ctrl = window.controller
    ctrl.load_position(state, [None, "easy", "normal", "hard"])
    settle(qtbot, window)
    names = [ctrl.seats[s].name for s in range(4)]
    for seat, level in ((1, "easy"), (2, "normal"), (3, "hard")):
        label = next(z.label for z in ctrl.zones() if z.name == f"waste:{seat}")
        assert label.startswith(f"{names[seat]} ({level}) — "), label
        assert window.table.zone_label(f"waste:{seat}") == label
    own = next(z.label for z in ctrl.zones() if z.name == "waste:0")
    assert own.startswith(f"{names[0]} — ") and "(" not in own, own
