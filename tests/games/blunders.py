"""Partners that never blunder (issue 40, item 5): the record a partnership game's file of
positions is written in, and the turn that plays one out.

Each position is a move a human partner would call a blunder, built from a scenario, and
what the blunder is: `never`, a test on each action the seat chooses (given the state it
is chosen in), or `ends`, a test on the state the seat's turn leaves (for a blunder that
is the lack of a move: not closing when closing wins). The bots play the whole turn
under way from the position (a request to go out and the partner's answer included) and
none of their choices may be the blunder. Grow a game's file whenever a bot's move looks wrong at the
table: the position, one sentence of what the partner would say, and the test.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from app.core.bots import Limit

#: The most actions one seat's turn may take before the runner calls it stuck.
TURN_STEPS = 60


@dataclass(frozen=True)
class Blunder:
    """A position and the blunder a bot must not make in it (see the module docstring)."""

    id: str
    #: What a human partner would say of the move, in a sentence.
    said: str
    position: Callable[[], Any]
    never: Callable[[Any, Any], bool] | None = None
    ends: Callable[[Any], bool] | None = None


def _turn_of(state: Any) -> int | None:
    """Whose turn it is: a partner answering a request to go out plays inside the
    asker's turn (Mano y Pie's `turn_seat`)."""
    return getattr(state, "turn_seat", state.to_play)


def play_turn(state: Any, bots: Callable[[int], Any], limit: Limit | None) -> list[tuple[Any, Any]]:
    """The turn under way plays on from `state` (changed in place) until it passes or the
    deal ends, each seat that acts in it choosing with `bots(seat)`: each action with a
    copy of the state it was chosen in."""
    seat = _turn_of(state)
    chosen: list[tuple[Any, Any]] = []
    while state.result is None and _turn_of(state) == seat:
        assert len(chosen) < TURN_STEPS, f"seat {seat}'s turn still on after {TURN_STEPS} actions"
        actor = state.to_play
        action = bots(actor).choose(state.view(actor), limit)
        assert state.legal(action) is None, action
        chosen.append((state.clone(), action))
        state.play(action)
    return chosen


def blunders_made(blunder: Blunder, bots: Callable[[int], Any], limit: Limit | None) -> list[str]:
    """The blunder's moves the bots made from its position: empty when they played well."""
    state = blunder.position()
    made = []
    for before, action in play_turn(state, bots, limit):
        if blunder.never is not None and blunder.never(before, action):
            made.append(f"{action} at turn {before.turn}")
    if blunder.ends is not None and blunder.ends(state):
        made.append(f"the turn ended as it should not ({state.result or 'the deal goes on'})")
    return made
