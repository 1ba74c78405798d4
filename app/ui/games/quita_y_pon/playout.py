"""A bot's Quita y Pon commit played out on the table group by group, at the chosen pace.

A commit is one action (the whole table as the bot leaves it), so the engine cannot show
it in steps; the table can. `commit_steps` draws the tables in between: each new group
laid in turn, its cards taken from the groups they left and from the bot's hand, the
groups the commit kept untouched where they were. `CommitPlayout` (a part of the Quita y
Pon controller) shows them one after another before the commit itself is played; only
what the table shows changes meanwhile, never the game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QTimer

from app.core.cards import Card
from app.core.engine import Action
from app.games.quita_y_pon.engine import Commit, Group
from app.table.zones import ZoneSpec


def commit_steps(before: Sequence[Group], after: Sequence[Group]) -> list[tuple[Group, ...]]:
    """The tables between `before` and `after`, one more new group laid in each (the
    last, `after` itself, is the commit's own): groups of `before` that `after` keeps
    stay in their places, the others lose the cards laid elsewhere so far (and go once
    empty), and the new groups so far follow them. Empty when there is nothing between
    (no new group, or only one)."""
    kept = {frozenset(g) for g in before} & {frozenset(g) for g in after}
    new = [g for g in after if frozenset(g) not in kept]
    steps: list[tuple[Group, ...]] = []
    used: set[Card] = set()
    for k, group in enumerate(new[:-1], start=1):
        used |= set(group)
        table: list[Group] = []
        for old in before:
            rest = old if frozenset(old) in kept else tuple(c for c in old if c not in used)
            if rest:
                table.append(rest)
        steps.append((*table, *new[:k]))
    return steps


class CommitPlayout:
    """A bot's commit shown group by group (a mixin of the Quita y Pon controller)."""

    state: Any
    pace_ms: int
    generation: int
    changed: Any
    mark_played: Callable[[int, set[Card]], None]  # the controller's
    view: Callable[[], Any]  # the controller's
    view_zones: Callable[[Any], list[ZoneSpec]]  # the zones'
    when_running: Callable[[Callable[[], None]], None]  # BotTurns'

    #: What the table shows instead of the person's view while a commit plays out.
    _playout: Any = None

    def zones(self) -> list[ZoneSpec]:
        if self._playout is not None and self.state is not None:
            return self.view_zones(self._playout)
        return super().zones()  # type: ignore[misc]

    def play_out(self, seat: int, action: Action, play: Callable[[], None]) -> bool:
        """Show `action`'s tables in between, one each half pace, then `play` it; False
        (and nothing shown) when there is nothing between or no pace."""
        if not isinstance(action, Commit) or self.pace_ms <= 0:
            return False
        view = self.view()
        steps = commit_steps(view.table, action.groups)
        if not steps:
            return False
        generation = self.generation
        table_cards = {c for g in view.table for c in g}
        counts = list(view.hand_counts)

        def show(n: int) -> None:
            if generation != self.generation or self.state is None or self.state.to_play != seat:
                self._playout = None
                return
            if n == len(steps):
                self._playout = None
                self.when_running(play)  # not while a dialog is open
                return
            table = steps[n]
            laid = {c for g in table for c in g}
            left = list(counts)
            left[seat] = counts[seat] - len(laid - table_cards)
            self._playout = replace(view, table=table, hand_counts=tuple(left))
            self.mark_played(seat, {c for g in table if g not in view.table for c in g})
            self.changed.emit()
            QTimer.singleShot(max(1, self.pace_ms // 2), self, lambda: show(n + 1))  # type: ignore[call-overload]

        show(0)
        return True
