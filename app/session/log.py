"""A deal's log rebuilt from the session's record: a line per action, as one seat may know
it (the game's own narration, app/core/narration.py). The window's game log fills itself
from it when a game is resumed; `tapete-cli play --log` prints it for every deal."""

from __future__ import annotations

from dataclasses import dataclass

from app.core.narration import Narrator
from app.core.words import Words
from app.session.session import MatchSession


@dataclass(frozen=True)
class LogLine:
    """What action `index` of deal `deal_index` did (from 1: `state_at(deal_index, index)`
    is the table just after it), played by `seat`, in the game's words."""

    deal_index: int
    index: int
    seat: int
    words: tuple[Words, ...]


def deal_log(
    session: MatchSession, deal_index: int, narrator: Narrator, seat: int
) -> list[LogLine]:
    """Every action of deal `deal_index` so far, told from `seat`'s views (ValueError for
    a deal whose actions the record did not keep)."""
    deal = session.state_at(deal_index, 0).deal  # ValueError for a deal not in the record
    played = session.deal_actions()[deal_index] or ()
    tell = session.game.teller
    lines = []
    for index, action in enumerate(played, start=1):
        mover = deal.to_play
        before = deal.view(seat)
        deal.play(action)
        words = tuple(tell(narrator, mover, action, before, deal.view(seat)))
        lines.append(LogLine(deal_index, index, mover, words))
    return lines
