"""Partial scenario states for Buraco tests (RULES.md, how to read the scenarios)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.core.cards import Card, cards
from app.core.decks import BURACO_PACK
from app.games.buraco.engine import DRAW, PLAY, Buraco
from app.games.canasta.packets import PacketFate

__all__ = ["DRAW", "PLAY", "scenario", "snapshot"]


def scenario(
    hand: str = "",
    seat: int = 0,
    melds: Sequence[tuple[int, str, Sequence[int]]] = (),
    pile: str = "",
    stock: int | str = 20,
    muertos: Sequence[int | str] = (11, 11),
    fates: Sequence[PacketFate] | None = None,
    pending: dict[int, int | str] | None = None,
    others: dict[int, str] | None = None,
    phase: str = PLAY,
    options: dict[str, Any] | None = None,
    filler: int = 5,
    begin_turn: bool = False,
) -> Buraco:
    """P (seat `seat`) to act with the given hand; `melds` (team, cards, reading);
    zones given as counts are filled with unlisted cards (jokers and 2s never, so that
    filler makes no meld a scenario did not ask for)."""
    opts = dict(options or {})
    players = opts.get("num_players", 4)
    listed = cards(hand) + cards(pile)
    listed += [c for _, text, _ in melds for c in cards(text)]
    for text in (others or {}).values():
        listed += cards(text)
    for packet in [*muertos, *(pending or {}).values()]:
        if isinstance(packet, str):
            listed += cards(packet)
    if isinstance(stock, str):
        listed += cards(stock)
    taken = set(listed)
    pool = [c for c in _filler_order() if c not in taken]

    def fill(spec: int | str) -> list[Card]:
        return cards(spec) if isinstance(spec, str) else [pool.pop() for _ in range(spec)]

    hands = []
    for s in range(players):
        if s == seat:
            hands.append(cards(hand))
        elif others and s in others:
            hands.append(cards(others[s]))
        else:
            hands.append(fill(filler))
    return Buraco.from_position(
        hands,
        stock=fill(stock),
        pile=cards(pile),
        melds=[(team, cards(text), tuple(reading)) for team, text, reading in melds],
        muertos=[fill(m) for m in muertos],
        fates=fates,
        pending={s: fill(p) for s, p in (pending or {}).items()},
        to_play=seat,
        phase=phase,
        options=opts,
        begin_turn=begin_turn,
    )


def _filler_order() -> list[Card]:
    # Popped from the end: ranks spread so that no filler hand holds a set or a run.
    pack = [c for c in BURACO_PACK.build() if not c.is_joker and c.rank != 2]
    return sorted(pack, key=lambda c: (-c.copy, c.rank % 5, c.suit, c.rank))


def snapshot(state: Buraco) -> tuple:
    """Everything an action may change: refused actions must leave it equal."""
    return (
        [list(h) for h in state.hands],
        list(state.stock),
        list(state.pile),
        list(state.melds),
        [list(p) for p in state.packets],
        list(state.fates),
        [list(p) for p in state.pending],
        state.to_play,
        state.phase,
        state.result,
        state.turn,
    )
