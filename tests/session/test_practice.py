"""The practice table's take-back (MatchSession with practice=True): any of the person's
moves, as far back as the deal's first, draws included; the bots put back as they stood
(they know nothing of the line taken back) and answering as before while the person plays
the same; a finished deal's result taken back with its last move; kept in the record."""

from __future__ import annotations

import json
import random
from collections.abc import Mapping

import pytest

from app.ai.budget import Budget
from app.core.bots import Limit
from app.core.engine import IllegalMove
from app.games.registry import GAMES, find_game
from app.session import MatchSession, Store, open_scoreboard
from app.session.events import TakenBack
from tests.house import house

#: Every choice bounded by counts, never the clock: the same position, the same move.
FIXED = Limit(nodes=30, playouts=4)


def _bot_move(session: MatchSession):
    """The bot to play's move: as before where the line taken back is followed, else
    its own choice."""
    seat = session.to_play
    known = session.foreseen()
    if known is not None:
        return known
    return session.bots[seat].choose(session.view(seat), FIXED)


def _play_deal(session: MatchSession, person, record: dict | None = None) -> list:
    """Play the deal on the table to its end, the person's moves by `person`; `record`
    gets, at each of the person's decisions, the bots (pickled) and every seat's view."""
    mine = []
    while session.to_play is not None:
        seat = session.to_play
        if seat != session.person:
            session.play(_bot_move(session), seat)
            continue
        n = len(session.deal.history)
        if record is not None:
            record[n] = (_bots(session), _views(session))
        action = person(session)
        mine.append((n, action))
        session.play(action, seat)
    return mine


def _plain(value, depth: int = 0):
    """A bot's state as plain comparable values (pickled bytes can differ for equal
    states: a set's order follows its history)."""
    assert depth < 60
    if isinstance(value, Budget):  # the last decision's clock: no knowledge
        return ("budget", value.limit)
    if isinstance(value, random.Random):
        return ("rng", value.getstate())
    if isinstance(value, Mapping):  # a session's bots too: every seat's, made if not yet
        return ("dict", {k: _plain(v, depth + 1) for k, v in value.items()})
    if isinstance(value, list | tuple):
        return (type(value).__name__, [_plain(v, depth + 1) for v in value])
    if isinstance(value, set | frozenset):
        return ("set", frozenset(value))
    if hasattr(value, "__dict__") and not isinstance(value, type):
        return (type(value).__name__, _plain(vars(value), depth + 1))
    slots = getattr(type(value), "__slots__", None)
    if slots and not isinstance(value, type):
        fields = {n: getattr(value, n) for n in slots if hasattr(value, n)}
        return (type(value).__name__, _plain(fields, depth + 1))
    return value


def _bots(session: MatchSession):
    return _plain(session.bots)


def _views(session: MatchSession) -> tuple:
    deal = session.deal
    return tuple(repr(deal.view(s)) for s in range(deal.num_players))


def _person_bot(info, seed: str):
    bot = info.bot(info.default_level, seed)
    return lambda session: bot.choose(session.view(), FIXED)


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_every_move_of_the_deal_is_taken_back_and_the_bots_answer_as_before(game) -> None:
    """A practice deal played to its end: every one of the person's moves can be taken
    back in turn, down to the first (the result first goes back with the last); at each
    point the table is exactly as it was then and so are the bots (nothing of the line
    taken back stays with them); played again the same, the deal ends exactly as before,
    each bot playing what it played."""
    info = find_game(game)
    session = MatchSession.start(info, house(info, "LONG_MATCH"), ("easy",), seed=5, practice=True)
    seen: dict = {}
    mine = _play_deal(session, _person_bot(info, "p"), seen)
    first = session.deal.replay_record().to_json()
    assert mine and session.can_take_back
    events: list = []
    session.subscribe(events.append)
    for n, action in reversed(mine):
        assert session.can_take_back
        assert session.take_back() == action
        assert len(session.deal.history) == n and session.to_play == session.person
        assert _views(session) == seen[n][1]
        assert _bots(session) == seen[n][0], "a bot kept what was taken back"
        assert isinstance(events[-1], TakenBack) and events[-1].index == n
    assert not session.can_take_back
    with pytest.raises(IllegalMove):
        session.take_back()
    assert session.match.results == [] and session.finished == []
    replayed = iter(action for _, action in mine)
    again: dict = {}
    foreseen = []
    real_move = session.foreseen

    def watched():
        foreseen.append(real_move())
        return foreseen[-1]

    session.foreseen = watched
    _play_deal(session, lambda s: next(replayed), again)
    assert foreseen and None not in foreseen, "every bot's answer came from the line"
    assert session.deal.replay_record().to_json() == first
    # The bots that played from the line did not think: put back at each decision.
    assert {n: bots for n, (bots, _) in again.items()} == {n: b for n, (b, _) in seen.items()}


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_bots_taken_back_to_a_point_are_the_bots_that_only_ever_saw_up_to_it(game) -> None:
    """Honesty: after a take-back to the person's k-th decision, each bot is exactly the
    bot of a twin table that played only up to there, with the same seeds."""
    info = find_game(game)
    options = house(info, "LONG_MATCH")
    session = MatchSession.start(info, options, ("normal",), seed=8, practice=True)
    mine = _play_deal(session, _person_bot(info, "p"))
    for _ in range(len(mine) // 2):
        session.take_back()
    point = len(session.deal.history)
    twin = MatchSession.start(info, options, ("normal",), seed=8)
    person = _person_bot(info, "p")
    while len(twin.deal.history) < point:
        seat = twin.to_play
        twin.play(person(twin) if seat == twin.person else _bot_move(twin), seat)
    assert twin.deal.replay_record().to_json() == session.deal.replay_record().to_json()
    assert _bots(twin) == _bots(session)


def test_a_move_played_otherwise_drops_the_line_and_the_bots_think_again() -> None:
    """Scala 40: taken back to a discard, another discard played there: nothing is
    foreseen any more; taken back again and that other discard played again: the bots'
    answers come from the line last taken back."""
    info = find_game("scala-40")
    session = MatchSession.start(info, None, ("normal",), seed=3, practice=True)
    mine = _play_deal(session, _person_bot(info, "p"))
    other = None
    for _, action in reversed(mine):
        session.take_back()
        if type(action).__name__ == "Discard" and len(session.view().hand) > 2:
            hand = session.view().hand
            other = next(type(action)(c) for c in hand if type(action)(c) != action)
            if session.deal.legal(other) is None:
                break
    assert other is not None
    session.play(other)
    assert session.to_play != session.person  # a bot answers a discard
    replies = []
    while session.to_play not in (session.person, None):
        assert session.foreseen() is None
        replies.append(_bot_move(session))
        session.play(replies[-1])
    session.take_back()
    session.play(other)
    for reply in replies:
        assert session.foreseen() == reply
        session.play(session.foreseen())


def test_a_finished_deal_is_taken_back_off_the_scoreboard(tmp_path) -> None:
    """The move that ended a practice deal taken back: the deal's row leaves the
    scoreboard, the match's totals and end go back, and the deal goes on from there;
    played to its end again, it is recorded once."""
    info = find_game("scala-40")
    board = open_scoreboard(tmp_path / "s.sqlite3")
    store = Store(scoreboard=board)
    session = MatchSession.start(info, None, ("easy",), seed=3, store=store, practice=True)
    _play_deal(session, _person_bot(info, "p"))
    match_id = session.match_id
    assert len(board.deals(match_id)) == 1 and session.finished
    assert board.matches(practice=True)[0].practice
    assert not any(m.id == match_id for m in board.matches())  # never mixed with real ones
    session.take_back()
    assert session.to_play == session.person and not session.finished
    assert session.match.results == [] and not session.match_over
    assert board.deals(match_id) == []
    (row,) = board.matches(practice=True)
    assert row.totals is None and row.winners is None
    _play_deal(session, _person_bot(info, "p"))
    assert len(board.deals(match_id)) == 1


def test_practice_is_kept_in_the_saved_game_and_resumed_with_its_take_backs() -> None:
    """The record says practice; resumed from it, the person's moves of the deal in play
    can still be taken back (the bots of a resumed game are new: they know less, never
    more)."""
    info = find_game("buraco")
    session = MatchSession.start(info, None, ("easy",), seed=2, practice=True)
    person = _person_bot(info, "p")
    for _ in range(12):
        seat = session.to_play
        session.play(person(session) if seat == session.person else _bot_move(session), seat)
    data = json.loads(json.dumps(session.record([])))
    assert data["practice"] is True
    resumed = MatchSession.resume(data, Store())
    assert resumed.practice
    while resumed.to_play != resumed.person:
        resumed.play(_bot_move(resumed))
    mine = list(resumed._line.mine)
    assert mine == session._line.mine and mine
    resumed.take_back()
    assert len(resumed.deal.history) == mine[-1] and resumed.to_play == resumed.person
    real = MatchSession.start(info, None, ("easy",), seed=2)
    assert "practice" not in real.record([])


def test_a_saved_game_that_garbles_practice_is_refused() -> None:
    info = find_game("scala-40")
    data = MatchSession.start(info, None, ("easy",), seed=2, practice=True).record([])
    data["practice"] = "yes"
    from app.session import DamagedRecord

    with pytest.raises(DamagedRecord, match="practice"):
        MatchSession.resume(data, Store())
