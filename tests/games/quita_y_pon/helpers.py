"""Partial scenario states for Quita y Pon tests (RULES.md, how to read the scenarios)."""

from __future__ import annotations

from typing import Any

from app.core.cards import Card, cards
from app.core.decks import QUITA_Y_PON_PACK
from app.games.quita_y_pon.engine import QuitaYPon


def groups(text: str) -> list[list[Card]]:
    """`"3S 4S 5S | 7C 7D 7S"` -> two groups."""
    return [cards(part) for part in text.split("|") if part.strip()]


def scenario(
    table: str = "",
    hand: str = "",
    stock: int | str = 60,
    options: dict[str, Any] | None = None,
    others: list[str] | None = None,
    seat: int = 0,
) -> QuitaYPon:
    """P (seat `seat`) to play with the given table and hand.

    Other hands default to 11 unlisted filler cards; a stock given as a count is filled
    with unlisted cards. Filler is taken from the low spades and clubs that no scenario
    names, so that it neither forms melds with nor fits the listed cards where it matters.
    """
    opts = dict(options or {})
    players = opts.get("num_players", 4)
    table_groups = groups(table)
    listed = [c for g in table_groups for c in g] + cards(hand)
    other_hands = [cards(h) for h in others] if others else None
    if other_hands:
        listed += [c for h in other_hands for c in h]
    explicit_stock = cards(stock) if isinstance(stock, str) else None
    if explicit_stock:
        listed += explicit_stock
    pool = [c for c in _filler_order() if c not in set(listed)]
    hands: list[list[Card]] = []
    for s in range(players):
        if s == seat:
            hands.append(cards(hand))
        elif other_hands:
            hands.append(other_hands.pop(0))
        else:
            hands.append([pool.pop() for _ in range(11)])
    count = 0 if explicit_stock is not None else min(int(stock), len(pool))
    stock_cards = (
        explicit_stock if explicit_stock is not None else [pool.pop() for _ in range(count)]
    )
    return QuitaYPon.from_position(table_groups, hands, stock_cards, to_play=seat, options=opts)


def _filler_order() -> list[Card]:
    # Popped from the end: the last cards are used first. Interleave ranks so filler
    # hands hold no three of a rank and no three in a row of a suit.
    pack = QUITA_Y_PON_PACK.build()
    return sorted(pack, key=lambda c: (c.copy, c.rank % 3, c.suit, c.rank))
