"""What every bot is: `choose(view, budget) -> action`, from its seat's view only.

Bots never see the game state, only `view(seat)` (RULES.md §0.4); their randomness comes
from their own seeded RNG, so a match between bots replays exactly.
"""

from __future__ import annotations

from typing import Any, Protocol

LEVELS = ("easy", "normal", "hard")


class Bot(Protocol):
    level: str

    def choose(self, view: Any, budget_s: float | None = None) -> Any:
        """The action to play for the seat whose view this is."""
        ...


def check_level(level: str) -> str:
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r} (choose from {', '.join(LEVELS)})")
    return level
