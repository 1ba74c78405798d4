"""A deal's log rebuilt from the session's record (app/session/log.py): one line per
action, numbered from 1, by the seat that played it, in the words the game's teller said
while it was played, from the seat whose log it is."""

from __future__ import annotations

import pytest

from app.core.narration import Narrator
from app.games.registry import find_game
from app.session import MatchSession
from app.session.log import LogLine, deal_log

NAMES = ("You", "Ana", "Bruno", "Carla")


@pytest.mark.parametrize(("game_id", "seat"), [("scala-40", 0), ("buraco", 2)])
def test_the_log_is_what_the_teller_said_while_it_was_played(game_id: str, seat: int) -> None:
    game = find_game(game_id)
    session = MatchSession.start(game, None, ("easy",), seed=5)
    narrator = Narrator(NAMES[: session.num_players], 0)
    person_bot = game.bot("easy", "person")
    live = []
    while session.to_play is not None and len(live) < 12:
        mover = session.to_play
        bot = session.bots.get(mover, person_bot)
        view = session.view(mover)
        action = bot.choose(view, bot.limit)
        before = session.deal.view(seat)
        session.play(action, mover, view)
        words = tuple(game.teller(narrator, mover, action, before, session.deal.view(seat)))
        live.append(LogLine(0, len(live) + 1, mover, words))
    assert len({line.seat for line in live}) > 1
    assert deal_log(session, 0, narrator, seat) == live
    with pytest.raises(ValueError):
        deal_log(session, 1, narrator, seat)
