"""Cuatro Palos options (RULES.md §3.7), with the rules' defaults.

Adjacency (foundations and waste piles) is by position in the deck's rank sequence, not by
the raw rank number: in the Spanish 40-card deck the 7 and the sota (J) are consecutive
(CP-A1).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from app.core.decks import (
    CUATRO_PALOS_PACK,
    CUATRO_PALOS_SPANISH40,
    CUATRO_PALOS_SPANISH48,
    PackSpec,
)
from app.core.options import MATCH_POINTS, GameOptions, is_int
from app.core.seats import seat_after
from app.games.cuatro_palos import GAME

DECKS: dict[str, PackSpec] = {
    "french52": CUATRO_PALOS_PACK,
    "spanish40": CUATRO_PALOS_SPANISH40,
    "spanish48": CUATRO_PALOS_SPANISH48,
}
DIRECTIONS = ("ccw", "cw")
_BOOL_OPTIONS = ("waste_wrap", "forced_play", "foundation_priority")


#: The longest stall cap (turns per player without a foundation play, §3.4): ten times
#: the formula's largest value (2T + 2 for the 52 cards), so that every deal ends soon.
MAX_STALL_ROUNDS = 1000


@dataclass(frozen=True, slots=True)
class CuatroPalosOptions(GameOptions):
    game = GAME
    BOUNDS: ClassVar[Mapping[str, tuple[int, int]]] = {
        "target_score": MATCH_POINTS,
        "stall_rounds": (1, MAX_STALL_ROUNDS),
    }

    num_players: int = 4
    deck: str = "french52"
    direction: str = "ccw"
    waste_wrap: bool = False
    forced_play: bool = True
    target_score: int = 100
    foundation_priority: bool = False
    #: None: the 2T+2 formula of §3.4; an int overrides it. The cap is N times this.
    stall_rounds: int | None = None

    def _problem(self) -> str | None:
        if self.deck not in DECKS:
            return f"deck must be one of {', '.join(DECKS)}, not {self.deck!r}"
        if self.direction not in DIRECTIONS:
            return f"direction must be ccw or cw, not {self.direction!r}"
        for name in _BOOL_OPTIONS:
            if not isinstance(getattr(self, name), bool):
                return f"{name} must be true or false, not {getattr(self, name)!r}"
        if not is_int(self.target_score) or self.target_score < 1:
            return f"target_score must be a positive whole number, not {self.target_score!r}"
        if self.stall_rounds is not None and (
            not is_int(self.stall_rounds) or not 1 <= self.stall_rounds <= MAX_STALL_ROUNDS
        ):
            return (
                f"stall_rounds must be a whole number from 1 to {MAX_STALL_ROUNDS} or none "
                f"(the 2T+2 formula), not {self.stall_rounds!r}"
            )
        return None

    @property
    def pack(self) -> PackSpec:
        return DECKS[self.deck]

    @property
    def ranks(self) -> tuple[int, ...]:
        """The deck's ranks in order: consecutive entries are adjacent (A first, K last)."""
        return DECKS[self.deck].ranks

    @property
    def step(self) -> int:
        """+1 clockwise, -1 counter-clockwise (RULES.md §0.2: next(p) = p + step mod N)."""
        return 1 if self.direction == "cw" else -1

    def next_seat(self, seat: int) -> int:
        return seat_after(seat, self.num_players, self.step)
