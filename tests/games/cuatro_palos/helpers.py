"""Partial scenario states for Cuatro Palos tests (RULES.md, how to read the scenarios)."""

from __future__ import annotations

from typing import Any

from app.core.cards import Card, card, cards
from app.games.cuatro_palos.engine import CuatroPalos
from app.games.cuatro_palos.rules import CuatroPalosOptions


def foundation(top: str, options: CuatroPalosOptions | None = None) -> list[Card]:
    """The foundation of `top`'s suit built from its ace up to `top`."""
    opts = options or CuatroPalosOptions()
    last = card(top)
    return [Card(r, last.suit) for r in opts.ranks[: opts.ranks.index(last.rank) + 1]]


def filler(count: int, exclude: list[Card], options: CuatroPalosOptions | None = None) -> list:
    """`count` unlisted cards, for zones given only by their size."""
    opts = options or CuatroPalosOptions()
    taken = set(exclude)
    pool = [c for c in opts.pack.build() if c not in taken]
    return pool[-count:] if count else []


def scenario(
    stock: str | list[Card] = "",
    foundations: str = "",
    wastes: dict[int, str] | None = None,
    personal: dict[int, str | int] | None = None,
    to_play: int | None = None,
    turned: str | None = None,
    options: dict[str, Any] | None = None,
    dealer: int = 0,
    **kwargs: Any,
) -> CuatroPalos:
    """A position: `foundations` lists the top cards (`"2H KS"`), wastes bottom first,
    stocks top first; a personal stock given as a number holds that many unlisted cards."""
    opts = CuatroPalosOptions.coerce(options)
    n = opts.num_players
    stock_cards = cards(stock) if isinstance(stock, str) else list(stock)
    found = {c.suit: foundation(str(c), opts) for c in cards(foundations)}
    waste_piles = [cards((wastes or {}).get(s, "")) for s in range(n)]
    listed = [*stock_cards, *(c for p in found.values() for c in p)]
    listed += [c for p in waste_piles for c in p]
    if turned:
        listed.append(card(turned))
    given = personal or {}
    piles: list[list[Card]] = []
    for s in range(n):
        value = given.get(s, "")
        piles.append(cards(value) if isinstance(value, str) else [])
    listed += [c for p in piles for c in p]
    for s in range(n):
        value = given.get(s, "")
        if isinstance(value, int):
            piles[s] = filler(value, listed, opts)
            listed += piles[s]
    return CuatroPalos.from_position(
        stock=stock_cards,
        foundations=found,
        wastes=waste_piles,
        personal=piles,
        to_play=to_play,
        options=opts,
        dealer=dealer,
        turned=card(turned) if turned else None,
        **kwargs,
    )


def snapshot(state: CuatroPalos) -> tuple:
    """Everything an action may change: refused actions must leave it equal."""
    return (
        list(state.stock),
        {s: list(p) for s, p in state.foundations.items()},
        [list(p) for p in state.wastes],
        [list(p) for p in state.personal],
        state.turned,
        state.phase,
        state.to_play,
        state.turn,
        state.result,
        state.stall_turns,
        state.stall_cards,
        len(state.history),
    )
