"""The person's seat is a value: whichever engine seat the person holds, the table shows
that seat's cards at the bottom, the others round the table, and bots play the rest."""

from __future__ import annotations

import pytest

from app.games.registry import GAME_IDS, find_game
from app.table.layout import Place
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameSettings, default_options
from tests.waits import until

from .helpers import settle


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_person_may_sit_in_any_seat(qtbot, game_id) -> None:
    game = find_game(game_id)
    options = default_options(game_id)
    win = MainWindow(NewGameSettings(options, seed=9, pace_ms=0, game=game_id), storage=False)
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    win.use_game(game_id)
    ctrl = win.controller
    ctrl.pace_ms = 0
    state = game.deal(options, 9)
    n = state.num_players
    person = 2
    levels = ["normal"] * n
    levels[person] = None
    ctrl.load_position(state, levels)
    settle(qtbot, win)
    until(qtbot, lambda: ctrl.my_turn or ctrl.state.to_play is None)
    assert ctrl.person == person
    assert ctrl.seats[person].name == "You" and ctrl.seats[person].level is None
    assert [s.level for s in ctrl.seats].count(None) == 1
    assert ctrl.table_seat(person) == 0 and ctrl.table_seat((person + 1) % n) == 1
    assert ctrl.my_turn == (ctrl.state.to_play == person)
    zones = ctrl.zones()
    state = ctrl.state
    bottom = [z for z in zones if z.place in (Place.hand(0), Place.side(0))]
    if hasattr(state, "hands"):  # the person's hand at the bottom, seat 0's hidden
        assert {c for z in bottom for c in z.cards} == set(state.hands[person])
        face_up = {c for z in zones if z.face_up is not False for c in z.cards}
        assert not (set(state.hands[0]) & face_up)
    else:  # Cuatro Palos: the person's waste pile and own stock at the bottom
        assert {c for z in bottom for c in z.cards} == set(state.wastes[person])
        counts = [z.count for z in bottom if z.count is not None]
        assert counts == ([len(state.personal[person])] if state.personal[person] else [])
        others = [z for z in zones if z.place == Place.side(ctrl.table_seat(0))]
        assert {c for z in others for c in z.cards} == set(state.wastes[0])
    ctrl.shutdown()
