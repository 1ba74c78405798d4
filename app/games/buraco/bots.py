"""Buraco bots: `BuracoBot(level, seed).choose(view, limit)`, from the seat's view only.

The easy level is a sensible random player: it judges its choices on a private world
(the hidden cards dealt at random, `private_state`: legality depends only on what the
view shows), takes the pile when it can meld its top card, melds and lays off when it
can, and discards at random, keeping wild cards. Normal and hard are not written yet:
asking for them is refused (a ValueError naming the levels there are), never quietly
answered by the easy player.
"""

from __future__ import annotations

import random

from app.core.bots import Limit, check_level
from app.core.engine import Action
from app.core.melds import is_wild
from app.games.buraco.engine import (
    DRAW,
    BuracoView,
    Discard,
    Draw,
    LayOff,
    Meld,
    TakePile,
    private_state,
)

#: The levels Buraco's computer players play (the registry offers only these).
LEVELS = ("easy",)
LIMITS = {"easy": Limit()}


class BuracoBot:
    def __init__(self, level: str = "easy", seed: int | str = 0) -> None:
        self.level = check_level(level)
        if level not in LEVELS:
            raise ValueError(
                f"Buraco's computer players play {', '.join(LEVELS)} only, not {level!r} yet"
            )
        self.rng = random.Random(f"bu-bot:{level}:{seed}")
        self.limit = LIMITS[level]

    def choose(self, view: BuracoView, limit: Limit | None = None) -> Action:
        state = private_state(view, self.rng)
        actions = state.legal_actions()
        if not actions:
            raise ValueError("the view's seat has nothing to play")
        if view.phase == DRAW:
            takes = [a for a in actions if isinstance(a, TakePile)]
            if takes and self.rng.random() < 0.8:
                return self.rng.choice(takes)
            draws = [a for a in actions if isinstance(a, Draw)]
            return draws[0] if draws else self.rng.choice(actions)
        melds = [a for a in actions if isinstance(a, Meld)]
        if melds:
            return max(melds, key=lambda a: sum(len(g) for g in a.melds))
        lay_offs = [a for a in actions if isinstance(a, LayOff)]
        if lay_offs and self.rng.random() < 0.9:
            return self.rng.choice(lay_offs)
        discards = [a for a in actions if isinstance(a, Discard)]
        rules = view.options.family.meld_rules
        plain = [a for a in discards if not is_wild(a.card, rules)]
        return self.rng.choice(plain or discards or actions)
