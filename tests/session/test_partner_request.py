"""Mano y Pie at the table: the person grants a partner bot's request to go out, and
the bot goes out in that turn (a player expects a bot that asks to go out to go out;
it used to ask, be granted, and discard on)."""

from __future__ import annotations

from app.games.mano_y_pie.engine import AskToGoOut, Grant, ManoYPie
from app.session import ActionPlayed, MatchSession
from tests.games.mano_y_pie.helpers import scenario
from tests.games.mano_y_pie.test_scenarios import CONTRACT

#: The seat whose turn it is: the person's partner (the person sits at 0).
ASKER = 2


def position() -> ManoYPie:
    """Seat 2's turn, just drawn: its team's books are done (HF-T15's contract), both
    partners play from their feet, the person (seat 0) has discarded from his, and
    seat 2's nine, nine, nine and four go out. (It was a seeded deal of normal bots up to
    seat 2's turn, which moved whenever the bots' play changed.)"""
    return scenario("9 9 9 4", seat=ASKER, melds=CONTRACT, on_foot=[0, 2], foot_discarded=[0])


def test_the_person_grants_the_partner_bots_request_and_it_goes_out() -> None:
    state = position()
    assert state.turn_seat == ASKER and state.may_ask(ASKER)
    session = MatchSession.from_position(
        "mano-y-pie", state, [None, "normal", "normal", "normal"], bot_seed="2"
    )
    played = []
    session.subscribe(
        lambda e: played.append((e.seat, e.action)) if isinstance(e, ActionPlayed) else None
    )
    while session.bot_to_play:
        seat = session.to_play
        bot = session.bots[seat]
        session.play(bot.choose(session.view(seat), bot.limit), seat)
    assert played == [(ASKER, AskToGoOut())]
    assert session.to_play == 0 and session.deal.phase == "asking"
    session.play(Grant(), 0)
    while session.bot_to_play:
        seat = session.to_play
        bot = session.bots[seat]
        session.play(bot.choose(session.view(seat), bot.limit), seat)
    result = session.deal.result
    assert result is not None and result.went_out == ASKER
    assert {seat for seat, _ in played[2:]} == {ASKER}
