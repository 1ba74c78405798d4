"""A bot's Quita y Pon commit played out on the table group by group, at the chosen pace.

A commit is one action (the whole table as the bot leaves it), so the engine cannot show
it in steps; the table can. `commit_steps` draws the tables in between: each new group
laid in turn, its cards taken from the groups they left and from the bot's hand, the
groups the commit kept untouched where they were. `CommitPlayout` (an object the Quita y
Pon controller holds) shows them one after another before the commit itself is played;
only what the table shows changes meanwhile (the controller's `table_view` is its
`shown` view), never the game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, Protocol

from PySide6.QtCore import QTimer

from app.core.cards import Card
from app.core.engine import Action
from app.games.quita_y_pon.engine import Commit, Group


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


class PlayoutTable(Protocol):
    """What a `CommitPlayout` reads and calls of the controller holding it (a QObject:
    the steps' timers live with it)."""

    state: Any
    pace_ms: int
    generation: int
    changed: Any

    def view(self) -> Any: ...
    def mark_played(self, seat: int, cards: set[Card]) -> None: ...
    def when_running(self, act: Callable[[], None]) -> None: ...


class CommitPlayout:
    """A bot's commit shown group by group, for the Quita y Pon controller that holds it:
    it reads the controller's pace, view and generation, marks the cards each step lays
    and has the commit played once shown; `shown` is what the table draws meanwhile."""

    def __init__(self, controller: PlayoutTable) -> None:
        self.controller = controller
        #: What the table shows instead of the person's view while a commit plays out
        #: (None: no commit is playing out).
        self.shown: Any = None

    def play_out(self, seat: int, action: Action, play: Callable[[], None]) -> bool:
        """Show `action`'s tables in between, one each half pace, then `play` it; False
        (and nothing shown) when there is nothing between or no pace."""
        ctrl = self.controller
        if not isinstance(action, Commit) or ctrl.pace_ms <= 0:
            return False
        view = ctrl.view()
        steps = commit_steps(view.table, action.groups)
        if not steps:
            return False
        generation = ctrl.generation
        table_cards = {c for g in view.table for c in g}
        counts = list(view.hand_counts)

        def show(n: int) -> None:
            if generation != ctrl.generation or ctrl.state is None or ctrl.state.to_play != seat:
                self.shown = None
                return
            if n == len(steps):
                self.shown = None
                ctrl.when_running(play)  # not while a dialog is open
                return
            table = steps[n]
            laid = {c for g in table for c in g}
            left = list(counts)
            left[seat] = counts[seat] - len(laid - table_cards)
            self.shown = replace(view, table=table, hand_counts=tuple(left))
            ctrl.mark_played(seat, {c for g in table if g not in view.table for c in g})
            ctrl.changed.emit()
            QTimer.singleShot(max(1, ctrl.pace_ms // 2), ctrl, lambda: show(n + 1))  # type: ignore[call-overload]

        show(0)
        return True
