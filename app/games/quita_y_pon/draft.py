"""A Quita y Pon turn in progress: the working copy of the table (RULES.md §1.3 (a)).

The player moves cards freely between groups; he may take back to his hand only the
cards he placed from it this turn (QP-A10). Nothing here changes the game: `commit()`
turns the draft into the one `Commit` action the engine judges, `reset()` restores the
turn's start exactly, grouping and order included.
"""

from __future__ import annotations

from app.core.cards import Card
from app.core.engine import IllegalMove
from app.core.melds import Meld, classify
from app.games.quita_y_pon.engine import Commit, QuitaYPonView


class TurnDraft:
    def __init__(self, view: QuitaYPonView) -> None:
        self.start_table = [list(g) for g in view.table]
        self.start_hand = list(view.hand)
        self._rules = view.options.meld_rules
        self._table_cards = {c for g in view.table for c in g}
        self.reset()

    def reset(self) -> None:
        self.groups: list[list[Card]] = [list(g) for g in self.start_table]
        self.hand: list[Card] = list(self.start_hand)

    # ------------------------------------------------------------------ moves
    def locate(self, c: Card) -> int | None:
        """The index of the group holding `c`, or None when it is in the hand."""
        for i, group in enumerate(self.groups):
            if c in group:
                return i
        if c in self.hand:
            return None
        raise IllegalMove("card_not_available", card=c)

    def move(self, cards: list[Card], to_group: int | None, index: int | None = None) -> int:
        """Move cards (from the hand or any group) into a group; `None` starts a new group.

        Returns the index of the group that received them. Groups left empty vanish.
        """
        if to_group is not None and not 0 <= to_group < len(self.groups):
            raise IllegalMove("no_such_group", group=to_group)
        for c in cards:
            self.locate(c)
        target = self.groups[to_group] if to_group is not None else []
        for c in cards:
            self._remove(c)
        if to_group is None:
            self.groups.append(target)
        position = len(target) if index is None else max(0, min(index, len(target)))
        target[position:position] = cards
        self._drop_empty()
        return self.groups.index(target)

    def take_back(self, cards: list[Card]) -> None:
        """Return cards to the hand: only those placed from the hand this turn."""
        table_cards = [c for c in cards if c in self._table_cards]
        if table_cards:
            raise IllegalMove("table_card_to_hand", cards=table_cards)
        for c in cards:
            if self.locate(c) is not None:
                self._remove(c)
                self.hand.append(c)
        self._drop_empty()

    def split(self, group: int, at: int) -> None:
        """Split a group in two before position `at`."""
        cards = self.groups[group]
        if 0 < at < len(cards):
            self.groups[group : group + 1] = [cards[:at], cards[at:]]

    def _remove(self, c: Card) -> None:
        where = self.locate(c)
        if where is None:
            self.hand.remove(c)
        else:
            self.groups[where].remove(c)

    def _drop_empty(self) -> None:
        self.groups = [g for g in self.groups if g]

    # ------------------------------------------------------------------ judging
    @property
    def placed(self) -> list[Card]:
        return [c for g in self.groups for c in g if c not in self._table_cards]

    @property
    def changed(self) -> bool:
        return self.groups != self.start_table or set(self.hand) != set(self.start_hand)

    def problems(self) -> list[IllegalMove | None]:
        """Per group: None when it is a valid meld, else why not (for live marking)."""
        out: list[IllegalMove | None] = []
        for group in self.groups:
            judged = classify(group, self._rules)
            out.append(None if isinstance(judged, Meld) else judged)
        return out

    def commit(self) -> Commit:
        return Commit(tuple(tuple(g) for g in self.groups))
