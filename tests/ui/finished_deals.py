"""A deal played to its end by bots, as the review and a deal's replay read it."""

from __future__ import annotations

from app.games.registry import find_game
from app.session import MatchSession
from app.session.replay import DealReplay


def finished_replay(
    game_id: str, level: str = "easy", seed: int = 9
) -> tuple[MatchSession, DealReplay]:
    """A deal of `game_id` played to its end by `level` bots (the person's seat by an easy
    one), and its replay as the person's seat knew it."""
    game = find_game(game_id)
    session = MatchSession.start(game, None, (level,), seed=seed)
    person = game.bot("easy", "person")
    while session.to_play is not None:
        seat = session.to_play
        view = session.view(seat)
        bot = session.bots.get(seat, person)
        session.play(bot.choose(view, bot.limit), seat, view)
    names = [s.name for s in session.seats]
    record = session.deal.replay_record().to_json()
    return session, DealReplay.of(game_id, record, session.person, names)
