"""A take-back leaves the bots as they stood at the point gone back to, and nothing owed
from a line replayed before it (app/session/practice.py, `PracticeLine.take_back`): taken
back and played otherwise at once, the bots think their way to the person's next turn;
taken back from there and the same move played again, the bots answer from the line and
are put back, at that turn, exactly as they stood when they thought."""

from __future__ import annotations

from tests.session.test_practice import _bots
from tests.session.test_practice_bots import _scala_40_at_the_fourth_turn, _to_the_persons_turn


def test_taken_back_then_played_otherwise_at_once_the_next_take_back_keeps_the_bots() -> None:
    from app.games.scala40.engine import Discard

    session, person, first, played = _scala_40_at_the_fourth_turn()
    while not isinstance(session.take_back(), Discard):  # back to a discard
        pass
    point = len(session.deal.history)
    assert _bots(session) == first[point]
    # Played otherwise at once: no move of the line taken back is replayed.
    other = next(
        Discard(c)
        for c in session.view().hand
        if Discard(c) != played[point] and session.legal(Discard(c)) is None
    )
    session.play(other, session.person)
    assert session.foreseen() is None
    thought: dict = {}
    _to_the_persons_turn(session, thought)
    [(turn, _)] = thought.items()
    assert session.take_back() == other
    assert len(session.deal.history) == point and _bots(session) == first[point]
    # The same discard again: the bots play the line's moves (they do not think them)
    # and stand at the person's turn as they stood when they thought their way there.
    session.play(other, session.person)
    again: dict = {}
    _to_the_persons_turn(session, again)
    assert session.foreseen() is None and len(session.deal.history) == turn
    assert again == thought, "the bots at the person's turn are not as they stood then"
