"""The practice table's bots that think (the hard level: its search draws on its random
generator): taken back a few decisions and played again the same, each bot stands at each
of the person's decisions exactly as it stood there the first time (it did not think the
moves it played from the line taken back); taken back again from there, the same again;
and after a line played otherwise and taken back (app/session/practice.py)."""

from __future__ import annotations

from typing import Any

import pytest

from app.games.registry import find_game
from app.session import MatchSession
from tests.house import house
from tests.session.test_practice import _bots, _person_bot, _play_deal, _views


@pytest.mark.parametrize("game", ["quita-y-pon", "scala-40", "buraco"])
def test_bots_with_a_memory_stand_as_they_stood_at_each_decision(game: str) -> None:
    info = find_game(game)
    session = MatchSession.start(info, house(info, "LONG_MATCH"), ("hard",), seed=5, practice=True)
    first: dict = {}
    mine = _play_deal(session, _person_bot(info, "p"), first)
    end = _bots(session)
    assert len(mine) >= 4
    for _ in range(3):
        session.take_back()
    point = len(session.deal.history)
    assert _bots(session) == first[point][0]
    replayed = iter(action for n, action in mine if n >= point)
    again: dict = {}
    _play_deal(session, lambda s: next(replayed), again)
    assert _bots(session) == end  # at the deal's end too, where the take-backs began
    assert set(again) == {n for n in first if n >= point}
    for n, (bots, views) in again.items():
        assert views == first[n][1]
        assert bots == first[n][0], f"the bots at decision {n} are not as they stood then"
    # Taken back again, twice: the bots stand as they did at those decisions.
    for n, _action in reversed(mine[-2:]):
        session.take_back()
        assert len(session.deal.history) == n and _views(session) == first[n][1]
        assert _bots(session) == first[n][0]


def _to_the_persons_turn(session: MatchSession, record: dict) -> None:
    """Play the bots (from the line where it is followed) until the person is to play."""
    from tests.session.test_practice import _bot_move

    while session.to_play not in (session.person, None):
        session.play(_bot_move(session), session.to_play)
    record[len(session.deal.history)] = _bots(session)


def test_a_line_played_otherwise_then_taken_back_brings_its_bots_back() -> None:
    """Scala 40, hard bots: taken back mid-deal to a discard, the bots are put back; a
    discard played otherwise there makes them think their way to the person's next
    turn; taken back from that turn and the same discard played again, the bots answer
    from the line and stand at that turn exactly as they stood when they thought."""
    from app.games.scala40.engine import Discard

    session, person, first, played = _scala_40_at_the_fourth_turn()
    while not isinstance(session.take_back(), Discard):  # mid-deal, back to a discard
        pass
    point = len(session.deal.history)
    while not isinstance(session.take_back(), Discard):  # and to the discard before
        pass
    while len(session.deal.history) < point:  # followed again to the later discard
        if session.to_play == session.person:
            session.play(played[len(session.deal.history)], session.person)
        else:
            _to_the_persons_turn(session, {})
    assert _bots(session) == first[point] and session.foreseen() is None
    other = next(
        Discard(c)
        for c in session.view().hand
        if Discard(c) != played[point] and session.legal(Discard(c)) is None
    )
    session.play(other, session.person)
    thought: dict = {}
    _to_the_persons_turn(session, thought)
    assert session.take_back() == other
    assert len(session.deal.history) == point and _bots(session) == first[point]
    session.play(other, session.person)
    again: dict = {}
    _to_the_persons_turn(session, again)
    assert again == thought


def _scala_40_at_the_fourth_turn() -> tuple[MatchSession, Any, dict, dict]:
    """A Scala 40 practice table against hard bots (seed 3) where the person has played
    three turns and is at the fourth: the session, the person's bot, the bots as they
    first stood at each of the person's decisions, and the person's moves by point."""
    from app.games.scala40.engine import Discard

    info = find_game("scala-40")
    session = MatchSession.start(info, None, ("hard",), seed=3, practice=True)
    person = _person_bot(info, "p")
    first: dict = {}
    played: dict = {}
    discards = 0
    while discards < 3:  # three of the person's turns, to the fourth
        _to_the_persons_turn(session, first)
        played[len(session.deal.history)] = action = person(session)
        discards += isinstance(action, Discard)
        session.play(action, session.person)
    _to_the_persons_turn(session, first)
    return session, person, first, played
