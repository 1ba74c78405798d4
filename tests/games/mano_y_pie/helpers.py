"""Partial scenario states for Mano y Pie tests (RULES.md, how to read the scenarios).

§4.11 gives ranks only where suits do not matter: a bare rank (`K`, `9`, `2`) is the next
free card of that rank, a bare `JK` the next free joker; a card with a suit or primes
(`3H`, `JK'`) is that very card. `K*7` is seven kings. Zones given as counts are filled
with unlisted cards of ranks 4 to K and A, spread so that filler makes no meld.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from app.core.cards import RANK_CHARS, Card, card
from app.core.decks import MANO_Y_PIE_PACK
from app.games.mano_y_pie.engine import DRAW, PLAY, ManoYPie

__all__ = ["DRAW", "PLAY", "Picker", "scenario", "snapshot"]

PACK = MANO_Y_PIE_PACK.build()


def tokens(spec: str) -> list[str]:
    out: list[str] = []
    for token in spec.replace(",", " ").split():
        if "*" in token:
            face, count = token.split("*")
            out.extend([face] * int(count))
        else:
            out.append(token)
    return out


def _exact(token: str) -> bool:
    return "'" in token or (token != "JK" and len(token.rstrip("'")) >= 2 and token[0] != "1")


class Picker:
    """Hands out the cards of several specs, exact cards reserved first."""

    def __init__(self, specs: Sequence[str]) -> None:
        self.taken: set[Card] = set()
        for spec in specs:
            for token in tokens(spec):
                if _exact(token):
                    self.taken.add(card(token))

    def cards(self, spec: str) -> list[Card]:
        out: list[Card] = []
        for token in tokens(spec):
            if _exact(token):
                out.append(card(token))
                continue
            rank = 0 if token == "JK" else RANK_CHARS.index(token.replace("10", "T")) + 1
            free = [c for c in PACK if c.rank == rank and c not in self.taken]
            free.sort(key=lambda c: (c.copy, c.suit))
            if rank == 3:
                raise ValueError("3s are always given with their suit")
            out.append(free[0])
            self.taken.add(free[0])
        return out

    def filler(self, count: int) -> list[Card]:
        ranks = [4, 9, 13, 6, 11, 1, 8, 5, 12, 7, 10]
        pool = [c for c in PACK if c.rank in ranks and c not in self.taken]
        pool.sort(key=lambda c: (-c.copy, c.suit, ranks.index(c.rank)))
        out = []
        for _ in range(count):
            c = pool.pop()
            out.append(c)
            self.taken.add(c)
        return out


def scenario(
    hand: str = "",
    seat: int = 0,
    melds: Sequence[tuple[int, str]] = (),
    pile: str = "",
    stock: int | str = 20,
    others: Mapping[int, str] | None = None,
    feet: Mapping[int, str | None] | None = None,
    on_foot: Sequence[int] = (),
    foot_discarded: Sequence[int] = (),
    red3s: Sequence[tuple[int, str]] = (),
    initial_melded: Sequence[bool] | None = None,
    phase: str = PLAY,
    options: dict[str, Any] | None = None,
    deal_index: int = 0,
    filler: int = 5,
    begin_turn: bool = False,
) -> ManoYPie:
    """P (seat `seat`) to act with the given hand; `melds` (team, cards); seats in
    `on_foot` have picked up their feet (a foot spec of None says the same); other feet
    and hands are filler unless given."""
    opts = dict(options or {})
    players = opts.get("num_players", 4)
    specs = [hand, pile, *(t for _, t in melds), *(t for _, t in red3s)]
    specs += list((others or {}).values()) + [f for f in (feet or {}).values() if f]
    if isinstance(stock, str):
        specs.append(stock)
    pick = Picker(specs)
    table = [(team, pick.cards(text)) for team, text in melds]
    pile_cards = pick.cards(pile)
    hands = []
    for s in range(players):
        if s == seat:
            hands.append(pick.cards(hand))
        elif others and s in others:
            hands.append(pick.cards(others[s]))
        else:
            hands.append(pick.filler(filler))
    foot_list: list[list[Card] | None] = []
    for s in range(players):
        given = (feet or {}).get(s, "") if feet and s in feet else ""
        if s in on_foot or (feet and s in feet and feet[s] is None):
            foot_list.append(None)
        elif given:
            foot_list.append(pick.cards(given))
        else:
            foot_list.append(pick.filler(filler))
    reds = [(s, pick.cards(t)[0]) for s, t in red3s]
    stock_cards = pick.cards(stock) if isinstance(stock, str) else pick.filler(stock)
    discarded = [s in foot_discarded for s in range(players)]
    return ManoYPie.from_position(
        hands,
        feet=foot_list,
        stock=stock_cards,
        pile=pile_cards,
        melds=table,
        red3s=reds,
        initial_melded=initial_melded,
        foot_discarded=discarded,
        to_play=seat,
        phase=phase,
        options=opts,
        deal_index=deal_index,
        begin_turn=begin_turn,
    )


def snapshot(state: ManoYPie) -> tuple:
    """Everything an action may change: refused actions must leave it equal."""
    return (
        [list(h) for h in state.hands],
        [list(f) for f in state.feet],
        list(state.fates),
        list(state.stock),
        list(state.pile),
        list(state.melds),
        list(state.red3s),
        list(state.initial_melded),
        list(state.foot_discarded),
        state.to_play,
        state.turn_seat,
        state.phase,
        state.permission,
        list(state.awaiting),
        list(state.permission_log),
        state.mode,
        state.exhausted,
        state.result,
        state.turn,
    )
