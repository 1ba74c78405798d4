"""Mano y Pie at the table: the person grants a partner bot's request to go out, and
the bot goes out in that turn (a player expects a bot that asks to go out to go out;
it used to ask, be granted, and discard on)."""

from __future__ import annotations

from app.games.mano_y_pie.bots import ManoYPieBot
from app.games.mano_y_pie.engine import AskToGoOut, Grant, ManoYPie
from app.session import ActionPlayed, MatchSession

#: A deal played by normal bots (seeded `2:seat`) up to seat 2's turn 51, just drawn:
#: its team's books are done and it can go out, but its old reading discarded on.
SEED, TURN, ASKER = 2, 51, 2


def position() -> ManoYPie:
    state = ManoYPie.new({}, SEED, deal_index=SEED % 4)
    bots = [ManoYPieBot("normal", f"{SEED}:{s}") for s in range(4)]
    while not (state.turn == TURN and state.phase == "play"):
        seat = state.to_play
        assert seat is not None
        state.play(bots[seat].choose(state.view(seat)))
    return state


def test_the_person_grants_the_partner_bots_request_and_it_goes_out() -> None:
    state = position()
    assert state.turn_seat == ASKER and state.may_ask(ASKER)
    session = MatchSession.from_position(
        "mano-y-pie", state, [None, "normal", "normal", "normal"], bot_seed=str(SEED)
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
