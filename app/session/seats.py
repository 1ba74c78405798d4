"""Who sits where: the person's seat, the bots' levels and everyone's names."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from app.core.words import QT_TRANSLATE_NOOP

#: Names of the seats when nobody gave any: "You" at the person's seat, the others in the
#: direction of play from there. "You" is a word, not a name: it is kept in English (in
#: saved games and on the scoreboard) and the interface shows it translated in the
#: context "Seats"; the others are names, the same in every language.
DEFAULT_NAMES = (QT_TRANSLATE_NOOP("Seats", "You"), "Ana", "Bruno", "Carla", "Diego", "Elena")
#: The longest player name a saved game may hold.
NAME_MAX_LENGTH = 40


@dataclass
class SeatInfo:
    """A seat's player: its name, and its bot level (None: the person)."""

    name: str
    level: str | None

    @property
    def is_bot(self) -> bool:
        return self.level is not None


def seat_levels(num_players: int, person: int, levels: Sequence[str]) -> list[str | None]:
    """Each seat's level: None at the person's seat, then `levels` for the seats after
    it in the direction of play (a shorter list repeats)."""
    seats: list[str | None] = [None] * num_players
    for k in range(1, num_players):
        seats[(person + k) % num_players] = levels[(k - 1) % len(levels)]
    return seats


def default_names(num_players: int, person: int) -> list[str]:
    return [DEFAULT_NAMES[(s - person) % num_players] for s in range(num_players)]
