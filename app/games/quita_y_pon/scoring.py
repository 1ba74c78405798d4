"""Quita y Pon scoring (RULES.md §1.5): hand points and the deal score `M - H_i`."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from app.core.cards import Card

#: Hand points by rank (index 1..13): A 15 (QP-A12), 2-10 face value, J Q K 10.
POINTS_BY_RANK: tuple[int, ...] = (0, 15, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)


def card_points(c: Card) -> int:
    return POINTS_BY_RANK[c.rank]


def hand_points(hand: Iterable[Card]) -> int:
    return sum(POINTS_BY_RANK[c.rank] for c in hand)


def deal_scores(hand_totals: Sequence[int]) -> list[int]:
    """`score_i = M - H_i` where M is the worst (highest) hand total."""
    worst = max(hand_totals)
    return [worst - h for h in hand_totals]


def deal_winners(hand_totals: Sequence[int]) -> list[int]:
    """Seats with the fewest hand points; ties are co-winners (QP-A7)."""
    best = min(hand_totals)
    return [seat for seat, h in enumerate(hand_totals) if h == best]
