"""Partial scenario states for Scala 40 tests (RULES.md, how to read the scenarios)."""

from __future__ import annotations

from typing import Any

from app.core.cards import Card, cards
from app.core.decks import SCALA40_PACK_4J
from app.games.scala40.engine import Scala40

MELD = "meld_or_discard"


def groups(text: str) -> tuple[tuple[Card, ...], ...]:
    """`"3S 4S 5S | 7C 7D 7S"` -> two groups, in laid order."""
    return tuple(tuple(cards(part)) for part in text.split("|") if part.strip())


def scenario(
    hand: str = "",
    table: str = "",
    discard: str = "",
    stock: int | str = 20,
    others: list[str] | None = None,
    seat: int = 0,
    options: dict[str, Any] | None = None,
    opened: bool = False,
    turn: int = 8,
    phase: str = MELD,
    others_opened: bool = False,
    filler: int = 5,
    table_readings: list[str | None] | None = None,
) -> Scala40:
    """P (seat `seat`) to act with the given hand, table and discard pile (bottom first).

    Other hands default to `filler` unlisted cards; a stock given as a count is filled
    with unlisted cards. Filler comes from the second deck's low cards, spread over suits
    and ranks, so that it forms no meld with the listed cards.
    """
    opts = dict(options or {})
    players = opts.get("num_players", 4)
    table_groups = groups(table)
    listed = [c for g in table_groups for c in g] + cards(hand) + cards(discard)
    other_hands = [cards(h) for h in others] if others else None
    if other_hands:
        listed += [c for h in other_hands for c in h]
    explicit_stock = cards(stock) if isinstance(stock, str) else None
    if explicit_stock:
        listed += explicit_stock
    taken = set(listed)
    pool = [c for c in _filler_order() if c not in taken]
    hands: list[list[Card]] = []
    for s in range(players):
        if s == seat:
            hands.append(cards(hand))
        elif other_hands:
            hands.append(other_hands.pop(0))
        else:
            hands.append([pool.pop() for _ in range(filler)])
    stock_cards = (
        explicit_stock
        if explicit_stock is not None
        else [pool.pop() for _ in range(min(int(stock), len(pool)))]
    )
    flags = [others_opened] * players
    flags[seat] = opened
    return Scala40.from_position(
        hands,
        stock_cards,
        cards(discard),
        table_groups,
        to_play=seat,
        options=opts,
        opened=flags,
        turn=turn,
        phase=phase,
        table_readings=table_readings,
    )


def _filler_order() -> list[Card]:
    # Popped from the end. Only natural cards; ranks interleaved so that no filler hand
    # holds three of a rank or three in a row of a suit.
    pack = [c for c in SCALA40_PACK_4J.build() if not c.is_joker]
    return sorted(pack, key=lambda c: (-c.copy, c.rank % 4, c.suit, c.rank))


def snapshot(state: Scala40) -> tuple:
    """Everything an action may change: refused actions must leave it equal."""
    return (
        [list(h) for h in state.hands],
        list(state.stock),
        list(state.discard),
        list(state.table),
        state.to_play,
        state.phase,
        list(state.opened),
        state.result,
        state.turn,
    )
