"""What the canasta family's bots share (Buraco's and Mano y Pie's): each level's choice
by one rule, and easy's discard.

A family bot has its levels' players, `_normal` and `_hard` (None where its level plays
otherwise), and its own `_easy`: hard's search chooses where there is one, and says what
it weighed (`considered`, for hints); else normal's ranking; else easy's rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from app.core.bots import BotBase, Limit
from app.core.engine import Action
from app.core.melds import is_wild
from app.games.canasta.engine import FamilyActions, TeamMeldView


class FamilyBot(BotBase):
    """A canasta family bot (subclassed by each game's, which names its `game`,
    `rng_name`, `limits` and `family`)."""

    #: The game's family actions (its engine's `FAMILY_ACTIONS`).
    family: ClassVar[FamilyActions]
    _normal: Any
    _hard: Any

    def in_points(self, value: float) -> float | None:
        """Hard's playouts score the team's lead in deal points."""
        return value

    def choose(self, view: Any, limit: Limit | None = None) -> Action:
        limit = limit if limit is not None else self.limit
        if self._hard is not None:
            self._hard.considered = []
            action = self._hard.choose(view, limit)
            self.considered = self._hard.considered
            return action
        if self._normal is not None:
            return self._normal.choose(view, limit)
        return self._easy(view)

    def weigh(
        self, view: Any, actions: Sequence[Action], limit: Limit | None = None
    ) -> list[float] | None:
        """Hard's playouts of `actions` on the same worlds, in deal points (None where
        there is no hard search to ask: `_weighing`)."""
        hard = self._weighing()
        if hard is None:
            return None
        result = hard.search(view, actions, limit if limit is not None else self.limit)
        return [st.mean for st in result.stats]

    def _weighing(self) -> Any:
        """The hard search that weighs moves for `weigh`, or None: by default this bot's
        own, where it plays hard."""
        return self._hard

    def _easy(self, view: Any) -> Action:
        raise NotImplementedError

    def _discard_keeping_wilds(self, view: TeamMeldView, actions: Sequence[Action]) -> Action:
        """Easy's discard: a natural card at random, a wild card only when every card
        left is wild (and any action when there is no discard)."""
        discards = [a for a in actions if isinstance(a, self.family.discard)]
        rules = view.options.family.meld_rules
        plain = [a for a in discards if not is_wild(a.card, rules)]
        return self.rng.choice(plain or discards or actions)
