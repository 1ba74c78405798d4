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
from app.core.options import (
    MATCH_POINTS,
    GameOptions,
    choice_problem,
    either_problem,
    flag_problem,
    is_int,
    positive_problem,
)
from app.core.seats import seat_after
from app.core.words import Words
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

    def _problem(self) -> Words | None:
        if self.deck not in DECKS:
            return choice_problem("deck", self.deck, DECKS)
        if self.direction not in DIRECTIONS:
            return either_problem("direction", self.direction, "ccw", "cw")
        problem = flag_problem(self, _BOOL_OPTIONS)
        if problem is not None:
            return problem
        if not is_int(self.target_score) or self.target_score < 1:
            return positive_problem("target_score", self.target_score)
        if self.stall_rounds is not None and (
            not is_int(self.stall_rounds) or not 1 <= self.stall_rounds <= MAX_STALL_ROUNDS
        ):
            return Words(
                "OptionProblem",
                "{option} must be a whole number from {low} to {high} or none (the 2T+2 "
                "formula), not {value}",
            ).filled(
                option="stall_rounds", low=1, high=MAX_STALL_ROUNDS, value=repr(self.stall_rounds)
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
