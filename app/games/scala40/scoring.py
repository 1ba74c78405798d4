"""Scala 40 card values (RULES.md §2.3), deal payments and elimination (§2.6)."""

from __future__ import annotations

from collections.abc import Sequence

from app.core.cards import Card
from app.core.melds import Meld, rank_at
from app.games.scala40.rules import Scala40Options


def rank_opening_value(rank: int, position: int | None = None) -> int:
    """Opening value of a rank; an ace is 1 at position 1 of a run, else 11."""
    if rank == 1:
        return 1 if position == 1 else 11
    return min(rank, 10)


def meld_opening_value(meld: Meld) -> int:
    """Opening value of a judged meld: a joker is worth the card it represents (S40-A5)."""
    if meld.kind == "run":
        assert meld.positions is not None
        return sum(rank_opening_value(rank_at(p), p) for p in meld.positions)
    assert meld.rank is not None
    return rank_opening_value(meld.rank) * len(meld.cards)


def penalty_value(c: Card, hand_size: int, options: Scala40Options | None = None) -> int:
    """What a card left in hand costs (§2.3); `hand_size` tells a lone ace (S40-A15)."""
    opts = options or Scala40Options()
    if c.is_joker:
        return opts.joker_penalty
    if c.rank == 1:
        return opts.lone_ace_penalty if hand_size == 1 else opts.ace_penalty
    return min(c.rank, 10)


def hand_penalty(hand: Sequence[Card], options: Scala40Options | None = None) -> int:
    return sum(penalty_value(c, len(hand), options) for c in hand)


def deal_payments(
    hands: Sequence[Sequence[Card]],
    winner: int,
    closed_in_hand: bool,
    active: Sequence[bool] | None = None,
    options: Scala40Options | None = None,
) -> list[int]:
    """Points each seat pays: 0 for the winner and inactive seats, doubled on closing in hand."""
    opts = options or Scala40Options()
    factor = opts.close_in_hand_multiplier if closed_in_hand else 1
    payments = []
    for seat, hand in enumerate(hands):
        if seat == winner or (active is not None and not active[seat]):
            payments.append(0)
        else:
            payments.append(hand_penalty(hand, opts) * factor)
    return payments


def apply_payments(
    totals: Sequence[int],
    payments: Sequence[int],
    active: Sequence[bool],
    options: Scala40Options | None = None,
) -> tuple[list[int], list[bool], list[int]]:
    """New totals, new active flags and the seats eliminated now (total > threshold)."""
    opts = options or Scala40Options()
    new_totals = [t + p for t, p in zip(totals, payments, strict=True)]
    eliminated = [
        seat
        for seat, total in enumerate(new_totals)
        if active[seat] and total > opts.elimination_threshold
    ]
    new_active = [a and seat not in eliminated for seat, a in enumerate(active)]
    return new_totals, new_active, eliminated
