"""The status line after a take-back at the practice table says the person's own move
only (issue 38, point 5): taken back over the other seats' answers, the move is told from
the table just after it, never from the table the bots had built on since ("Taken back:
You placed 2♠ 2♥ 7♥ 8♥ 2♦ 2♣ 5♣" for a move that placed 2♠ 2♦ 2♣)."""

from __future__ import annotations

import pytest

from app.games.registry import GAMES
from app.ui.narration import TAKEN_BACK, TOOK_BACK
from tests.ui.test_practice_table import open_window, play_mine
from tests.waits import until


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_the_move_taken_back_is_told_as_it_was_played(qtbot, game) -> None:
    win = open_window(qtbot, game, seed=7)
    ctrl = win.controller
    person = ctrl.info.bot("easy", "person")
    told: dict[int, str] = {}
    ctrl.told.connect(lambda deal, index, text: told.__setitem__(index, text))
    crossed = False  # the other seats' answers changed what the move would be told as
    for _ in range(8):
        until(qtbot, lambda: ctrl.my_turn or ctrl.state.to_play is None)
        assert ctrl.state.to_play is not None, "the deal ended before the case was met"
        count = len(ctrl.state.history)
        before = ctrl.view()
        play_mine(ctrl, person)
        action = ctrl.state.history[count]
        until(qtbot, lambda: ctrl.my_turn or ctrl.state.to_play is None)
        if ctrl.state.to_play is None:
            break
        answered = len(ctrl.state.history) > count + 1
        as_then = told.get(count + 1, "")
        as_now = " ".join(ctrl.tell(ctrl.person, action, before, ctrl.view()))
        if answered and as_now != as_then:
            crossed = True
            break
    if game == "quita-y-pon":  # where the bots' cards land among the person's
        assert crossed, "no move of the person's whose telling the bots' answers change"
    mine = ctrl.session._line.target()
    assert mine is not None
    undone = ctrl.state.history[mine]
    as_played = told.get(mine + 1, "")
    ctrl.take_back_move()
    assert len(ctrl.state.history) == mine and ctrl.state.to_play == ctrl.person
    expected = TAKEN_BACK.filled(move=as_played) if as_played else TOOK_BACK
    assert ctrl.message == ctrl.words(expected), (undone, ctrl.message)
    win.controller.shutdown()
