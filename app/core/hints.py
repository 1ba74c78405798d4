"""Hints: the moves the hard bot would make from a seat's view, best first, each with a
reason in words (issue "Practice and coaching").

A bot that ranks its candidates at a decision records them in `considered` while it
chooses; `advise` turns the choice and that ranking into `Hint`s. Everything comes from
the view the bot is given, as its own choice does: a hint never knows a hidden card.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from app.core.words import Words

#: The reason of a hint whose game has nothing more specific to say.
BEST_FOUND = Words("Hints", "the strongest computer player would play this")


@dataclass(frozen=True)
class Hint:
    """A move to propose: `action` for the seat, why in one line, and the search's own
    estimate of it (higher is better; None where the bot kept no score)."""

    action: Any
    reason: Words
    value: float | None = None


def ranked_hints(
    best: Any,
    considered: Sequence[tuple[Any, float]],
    reason: Callable[[Any, float | None], Words | None],
    most: int = 3,
) -> list[Hint]:
    """`best` (the bot's choice) first, then the other actions `considered` by their
    score, highest first, each once, `most` at most; each with `reason(action, value)`
    (None: BEST_FOUND for the choice, else left out)."""
    values: dict[Any, float] = {}
    for action, value in considered:
        values[action] = max(value, values.get(action, value))
    order = [best] + sorted((a for a in values if a != best), key=lambda a: values[a], reverse=True)
    hints: list[Hint] = []
    for action in order:
        said = reason(action, values.get(action))
        if said is None:
            if action != best:
                continue
            said = BEST_FOUND
        if any(str(h.reason) == str(said) for h in hints):
            continue  # told apart by nothing a person reads (a wild card's reading)
        hints.append(Hint(action, said, values.get(action)))
        if len(hints) == most:
            break
    return hints
