"""The person's gestures at a game's table: what a drag, a drop, a click or a button
would do (`intent`, the one judge), and the refusal sentence when the rules say no.

`TableGestures` is a part of `GameController` (app/ui/controller_base.py), kept apart so
that each half reads on its own; it uses the controller's state, person, sentences and
signals.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.core.cards import Card
from app.core.engine import Action, IllegalMove
from app.core.words import Words
from app.i18n import say
from app.table.zones import ZoneId
from app.ui.intent import Intent, refusal
from app.ui.messages import describe_problem

NOT_YOUR_TURN = Words("GameController", "It is not your turn.")
CANNOT_GO_THERE = Words("GameController", "Cards cannot go there.")


class TableGestures:
    """The gestures' half of a controller (a mixin of `GameController`)."""

    state: Any
    sentences: Any
    shape_problems: frozenset[str]

    def clicked(self, c: Card | None, zone: ZoneId) -> None:
        """A click on a card (or on an empty zone, `c` None) that is not a drag."""

    def double_clicked(self, c: Card, zone: ZoneId) -> None:
        """A double-click on a card."""

    def drag_cards(
        self, c: Card, zone: ZoneId, index: int, whole_group: bool = False
    ) -> list[Card] | None:
        """What a press on `c` drags (None: nothing)."""
        return None

    def intent(self, cards: list[Card], source: ZoneId, target: ZoneId, index: int = -1) -> Intent:
        """What dropping `cards` from `source` on `target` would do; `index` is where in
        the target they land (-1: not known yet, while the highlight is drawn). The one
        judge of a gesture: `can_drop` and `drop` only ask it."""
        if not self.my_turn:
            return refusal(say(NOT_YOUR_TURN))
        return self.judge(cards, source, target, index)

    def judge(self, cards: list[Card], source: ZoneId, target: ZoneId, index: int) -> Intent:
        """The game's half of `intent`, on the person's turn."""
        return self.nowhere()

    def sentence(self, problem: IllegalMove) -> str:
        """The engine's refusal as the game's sentence: what every path that can refuse
        (a drag, a double-click, a button, a key) says."""
        return describe_problem(problem, self.sentences)

    def play_intent(self, action: Action) -> Intent:
        """The gesture plays `action`, or says the rule that refuses it."""
        assert self.state is not None
        problem = self.state.legal(action)
        return refusal(self.sentence(problem)) if problem is not None else Intent(action)

    def first_legal(self, candidates: Sequence[Action]) -> Intent:
        """The first legal candidate (the likeliest first); else the refusal that tells
        most: a rule of the turn rather than the shape of the meld at one end."""
        state = self.state
        assert state is not None
        problems = []
        for action in candidates:
            problem = state.legal(action)
            if problem is None:
                return Intent(action)
            problems.append(problem)
        telling = [p for p in problems if p.code not in self.shape_problems]
        return refusal(self.sentence(telling[0] if telling else problems[0]))

    def nowhere(self) -> Intent:
        return refusal(say(CANNOT_GO_THERE))

    def can_drop(self, cards: list[Card], source: ZoneId, target: ZoneId) -> bool:
        """Drop-target policy for the table's live highlighting."""
        return self.intent(cards, source, target).allowed

    def drop(self, cards: list[Card], source: ZoneId, target: ZoneId, index: int) -> bool:
        """A drag ended on `target`: do what its intent says. False (and the reason told,
        nothing changed) if refused."""
        intent = self.intent(cards, source, target, index)
        if not intent.allowed:
            self._refuse(intent.refusal)
            self.changed.emit()  # the dragged cards fly back
            return False
        if intent.action is not None:
            self.perform(intent.action)
        if intent.edit is not None:
            intent.edit()
            self._sync_hand_order()
            self.changed.emit()
            self._announce()
        return True

    def try_action(self, action: Action) -> bool:
        """A button's or a double-click's action: played, or refused with the rule's
        sentence (nothing changes then)."""
        if not self.my_turn:
            self._refuse(say(NOT_YOUR_TURN))
            return False
        problem = self.state.legal(action)
        if problem is not None:
            self._refuse(self.sentence(problem))
            self.changed.emit()  # dragged cards fly back
            return False
        self.perform(action)
        return True
