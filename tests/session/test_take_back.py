"""Taking back within the person's turn (MatchSession.take_back): one action at a time,
back to the last that showed them a card they had not seen, never another seat's; the
deal rebuilt exactly, saved, and told."""

from __future__ import annotations

import json

import pytest

from app.core.engine import IllegalMove
from app.games.registry import GAMES, find_game
from app.games.scala40.engine import DrawStock
from app.session import MatchSession
from app.session.events import ActionPlayed, TakenBack
from app.session.session import revealing
from tests.house import house


def _snapshot(session: MatchSession) -> tuple:
    deal = session.deal
    return (
        tuple(repr(deal.view(s)) for s in range(deal.num_players)),
        deal.replay_record().to_json(),
        json.dumps(session.record([]), sort_keys=True) if session.match is not None else None,
    )


def _check_take_backs(session: MatchSession, person, deals: int) -> int:
    """Play `deals` deals of `session` by bots (the person's seat by `person`), taking
    back every action of the person's that can be, checking each; how many were."""
    events: list = []
    session.subscribe(events.append)
    taken = 0
    for _ in range(deals):
        while session.to_play is not None:
            seat = session.to_play
            if seat != session.person:
                assert not session.can_take_back
                bot = session.bots[seat]
                session.play(bot.choose(session.view(seat), bot.limit), seat)
                continue
            view = session.view(seat)
            action = person.choose(view, person.limit)
            before = _snapshot(session)
            session.play(action, seat, view)
            after = _snapshot(session)
            news = revealing(view, session.view(seat))
            mine = session.to_play == session.person
            assert session.can_take_back == (mine and not news), (action, news)
            if session.can_take_back:
                assert session.take_back() == action
                taken += 1
                assert _snapshot(session) == before
                assert isinstance(events[-1], TakenBack) and events[-1].action == action
                assert events[-1].index == len(session.deal.history)
                session.play(action, seat, session.view(seat))
                assert _snapshot(session) == after
        if session.match_over:
            break
        assert session.next_deal()
    assert any(isinstance(e, ActionPlayed) for e in events)
    return taken


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_every_action_of_your_turn_that_showed_you_nothing_new_can_be_taken_back(game) -> None:
    """Through a match's first deals, and through a position set up by hand (no record:
    replayed from the copy kept of it): after each of the person's actions, it can be
    taken back exactly when it is still their turn and it revealed nothing; taking it
    back gives the table exactly as before it (every seat's view, the record), and
    playing it again gives the table exactly as after it. The bots' moves are never
    undone."""
    info = find_game(game)
    session = MatchSession.start(info, house(info, "LONG_MATCH"), ("easy",), seed=4)
    taken = _check_take_backs(session, info.bot("easy", "person"), 2)
    deal = info.deal(info.options(house(info, "LONG_MATCH")), 9)
    levels = [None] + ["easy"] * (deal.num_players - 1)
    position = MatchSession.from_position(info, deal, levels)
    taken += _check_take_backs(position, info.bot("easy", "person"), 1)
    assert (taken > 0) == house(info, "TAKES_BACK_IN_A_TURN"), f"{taken} actions taken back"


def test_a_turn_is_taken_back_one_action_at_a_time_down_to_the_draw() -> None:
    """Scala 40: a draw, then several moves; each Take back undoes the last, and the draw
    (it showed a card) stays: nothing more can be taken back, and asking is refused."""
    info = find_game("scala-40")
    for seed in range(1, 40):
        session = MatchSession.start(info, None, ("easy",), seed=seed)
        person = info.bot("hard", "person")
        while session.to_play is not None and session.match is not None:
            seat = session.to_play
            bot = session.bots.get(seat, person)
            view = session.view(seat)
            if seat != session.person:
                session.play(bot.choose(view, bot.limit), seat)
                continue
            start = len(session.deal.history)
            marks = [_snapshot(session)]
            while session.to_play == session.person:
                view = session.view(seat)
                session.play(person.choose(view, person.limit), seat, view)
                marks.append(_snapshot(session))
            played = len(session.deal.history) - start
            if played >= 3 and isinstance(session.deal.history[start], DrawStock):
                break
        else:
            continue
        # A turn of three actions or more: it ended (a discard) and passed to a bot.
        assert not session.can_take_back
        break
    else:
        pytest.fail("no seed gave a turn of three actions")
    # The same deal again, up to that turn's last action (its discard) left out.
    history = session.deal.history[: len(session.deal.history) - 1]
    resumed = MatchSession.start(info, None, ("easy",), seed=seed)
    for action in history:
        resumed.play(action)
    steps = history[start:]
    assert resumed.to_play == resumed.person and resumed.can_take_back
    undone = 0
    while resumed.can_take_back:
        resumed.take_back()
        undone += 1
        assert _snapshot(resumed)[:2] == marks[len(steps) - undone][:2]  # another session
    assert undone == len(steps) - 1  # all but the draw
    with pytest.raises(IllegalMove, match="nothing_to_take_back"):
        resumed.take_back()


def test_a_resumed_game_keeps_what_came_before() -> None:
    """What came before a resume stays: a resumed session has nothing to take back."""
    info = find_game("scala-40")
    session = MatchSession.start(info, None, ("easy",), seed=3)
    while session.to_play != session.person:
        seat = session.to_play
        session.play(session.bots[seat].choose(session.view(seat), session.bots[seat].limit), seat)
    session.play(DrawStock())
    assert not session.can_take_back  # the draw showed a card
    resumed = MatchSession.resume(session.record([]))
    assert resumed.to_play == resumed.person and not resumed.can_take_back
