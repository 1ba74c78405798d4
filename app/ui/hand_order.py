"""The person's hand in the order they chose: by suit, by rank, or arranged by hand."""

from __future__ import annotations

from collections.abc import Sequence

from app.core.cards import Card

SORTS = ("suit", "rank", "manual")


class HandOrder:
    """Mixin of a controller: keeps `hand_order` across turns (new cards at the end).
    The controller supplies `current_hand()` and the `changed` signal."""

    sort_mode: str = "suit"
    hand_order: list[Card]

    def set_sort(self, mode: str) -> None:
        if mode not in SORTS:
            raise ValueError(mode)
        self.sort_mode = mode
        self.hand_order = []
        self._sync_hand_order()
        self.changed.emit()  # type: ignore[attr-defined]

    def current_hand(self) -> Sequence[Card]:
        """The person's hand as the table shows it now."""
        raise NotImplementedError

    def _sync_hand_order(self) -> None:
        if self.state is not None:  # type: ignore[attr-defined]
            self.hand_order = self._ordered(self.current_hand())

    def _ordered(self, hand: Sequence[Card]) -> list[Card]:
        if self.sort_mode == "manual":
            kept = [c for c in self.hand_order if c in hand]
            return kept + [c for c in hand if c not in kept]
        key = Card.rank_key if self.sort_mode == "rank" else Card.sort_key
        return sorted(hand, key=key)

    def _reorder_hand(self, cards: list[Card], index: int) -> None:
        order = [c for c in self.hand_order if c not in cards]
        index = max(0, min(index, len(order)))
        self.hand_order = order[:index] + list(cards) + order[index:]
        self.sort_mode = "manual"
