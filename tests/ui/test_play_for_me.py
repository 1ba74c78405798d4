""" "Play this turn for me" (P, practice table) in every game: at the person's first
decision, and again after the turn is taken back with every hand shown, the turn is played
and ends, and the table takes the person's input again: the take-back key, a hint.

Issue 38, point 2: in Quita y Pon, P dropped the turn's draft (what makes the turn the
person's at the table) before the move was chosen, so nothing was ever played, the status
line named the person as a bot ("You is thinking…") and H, D, drags and take back did
nothing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.games.registry import GAMES
from app.session import ActionPlayed
from app.session.events import TakenBack
from app.session.replay import DealReplay
from app.session.review import review
from app.ui.practice import PLAYING_FOR_YOU
from tests.ui.helpers import centre, drag, settle, zone_centre
from tests.ui.test_practice_table import open_window
from tests.waits import until


def take_back_key(win):
    """The take-back command of the game on the table (Quita y Pon's is its own key,
    Ctrl+Z preparing the turn there)."""
    action = (
        win.commands.menu_actions.get("take_back_move") or win.commands.menu_actions["take_back"]
    )
    assert action.isEnabled() and not action.shortcut().isEmpty()
    return action.shortcut()


def press(win, sequence) -> None:
    combination = sequence[0]
    QTest.keyClick(win, combination.key(), combination.keyboardModifiers())


def played_for_me(qtbot, win, mine: list) -> list:
    """P pressed on the person's turn: the person's moves it made, once the turn is over."""
    ctrl = win.controller
    assert ctrl.my_turn
    start = len(mine)
    QTest.keyClick(win, Qt.Key.Key_P)
    assert ctrl.practice.playing_for_me()
    until(qtbot, lambda: not ctrl.practice.playing_for_me())
    moves = mine[start:]
    assert moves, "P played nothing"
    assert ctrl.state.to_play != ctrl.person, "the turn played for the person did not end"
    return moves


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_p_plays_the_turn_at_the_first_decision_and_after_a_take_back(qtbot, game) -> None:
    win = open_window(qtbot, game, seed=7)
    ctrl = win.controller
    person = ctrl.seats[ctrl.person].name
    mine: list = []
    ctrl.session.subscribe(
        lambda e: mine.append(e) if isinstance(e, ActionPlayed) and e.seat == ctrl.person else None
    )
    lines: list[str] = []
    ctrl.status.connect(lines.append)
    first = len(ctrl.state.history)

    moves = played_for_me(qtbot, win, mine)
    assert [m.index - 1 for m in moves][0] == first
    assert ctrl.hints.hints_in(ctrl.state.deal_index) == 0, "a turn played for you is no hint"
    assert ctrl.practice.played_for_in(ctrl.state.deal_index) == 1, "the turn counted once, apart"
    until(qtbot, lambda: ctrl.my_turn)  # the bots answered: the person's turn again
    assert ctrl.state.to_play == ctrl.person

    # The table takes input: back to the first decision, one move of the person's at a time.
    key = take_back_key(win)
    taken: list = []
    ctrl.session.subscribe(lambda e: taken.append(e) if isinstance(e, TakenBack) else None)
    while len(ctrl.state.history) > first:
        before = len(taken)
        press(win, key)
        assert len(taken) == before + 1, "the take-back key did nothing"
        assert ctrl.my_turn
    assert len(ctrl.state.history) == first

    win.parts["practice"].actions["every_hand"].trigger()  # every hand face up
    assert ctrl.practice.show_hands
    again = played_for_me(qtbot, win, mine)
    assert again[0].index - 1 == first
    until(qtbot, lambda: ctrl.my_turn)

    if game == "quita-y-pon":  # a drag edits the turn's draft again, Ctrl+Z resets it
        card = ctrl.draft.hand[0]
        settle(qtbot, win)
        drag(qtbot, win, centre(win, card), zone_centre(win, "new"))
        settle(qtbot, win)
        assert any(card in group for group in ctrl.draft.groups), "the drag did nothing"
        QTest.keyClick(win, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert card in ctrl.draft.hand and not ctrl.draft.changed

    # A hint asked for is shown: the table is the person's again.
    QTest.keyClick(win, Qt.Key.Key_H)
    no_play = ctrl.tr("No card of yours can be placed: draw.")
    until(qtbot, lambda: ctrl.shown_hint() is not None or ctrl.message == no_play)

    thinking = ctrl.waiting_text(person)
    assert not [line for line in lines if thinking in line], "the person named as a bot"
    said = ctrl.words(PLAYING_FOR_YOU)
    assert any(line.endswith(said) for line in lines), "P's turn was never said"
    assert not ctrl.status_text().endswith(said)
    win.controller.shutdown()


def test_a_move_chosen_for_the_person_waits_while_the_table_is_paused(qtbot) -> None:
    """As the bots' moves do, while a dialog is open or the window minimised: the move
    chosen is held, and played once the pause ends."""
    win = open_window(qtbot, "scala-40", seed=7)
    ctrl = win.controller
    mine: list = []
    ctrl.session.subscribe(
        lambda e: mine.append(e) if isinstance(e, ActionPlayed) and e.seat == ctrl.person else None
    )
    ctrl.set_paused(True)
    QTest.keyClick(win, Qt.Key.Key_P)
    until(qtbot, lambda: ctrl.holding == 1)  # the move is chosen, and held
    assert mine == [] and ctrl.practice.playing_for_me()
    ctrl.set_paused(False)
    until(qtbot, lambda: not ctrl.practice.playing_for_me())
    assert mine and ctrl.state.to_play != ctrl.person
    win.controller.shutdown()


@pytest.mark.parametrize("game", ["mano-y-pie", "buraco"])
def test_a_deal_played_for_the_person_turn_by_turn_is_not_marked_by_its_review(qtbot, game):
    """Issue 38: at a practice table, P pressed at every one of the person's turns to the
    deal's end; the deal's review (the replay's "Mark my decisions" search) marks none of
    the moves played so, graded or unvalued: the hard bot would play every one of them."""
    win = open_window(qtbot, game, seed=7)
    ctrl = win.controller
    session, deal = ctrl.session, ctrl.state
    mine: list = []
    session.subscribe(
        lambda e: mine.append(e) if isinstance(e, ActionPlayed) and e.seat == ctrl.person else None
    )
    turns = 0
    while deal.result is None:
        until(qtbot, lambda: ctrl.my_turn or deal.result is not None)
        if deal.result is not None:
            break
        played_for_me(qtbot, win, mine)
        turns += 1
    assert turns >= 5 and session.played_for.get(deal.deal_index) == turns
    names = [s.name for s in ctrl.seats]
    replay = DealReplay.of(game, deal.replay_record().to_json(), ctrl.person, names)
    movers = [line.seat for line in replay.lines]
    assert movers.count(ctrl.person) == len(mine)
    found = list(
        review(replay.game, list(replay.views[:-1]), list(replay.actions), movers, replay.seat)
    )
    assert len(found) == len(mine)
    assert [(i, m.played, m.best.action, m.loss) for i, m in found if m is not None] == []
    win.controller.shutdown()
