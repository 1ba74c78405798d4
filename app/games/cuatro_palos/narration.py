"""Cuatro Palos's moves told a line each (app/core/narration.py), as one seat may know them."""

from __future__ import annotations

from collections.abc import Sequence

from app.core.cards import SUIT_SYMBOLS, Card, card_text
from app.core.engine import Action
from app.core.narration import Narrator
from app.core.words import Said, Words
from app.games.cuatro_palos import engine

SUITS = "SHDC"

# What a seat did (the contexts are the table's, where these were first said).
# fmt: off
KEPT = Said(Words("CuatroPalosController", "You kept {card} on the waste pile."), Words("CuatroPalosController", "{name} kept {card} on the waste pile."))
TURNED = Said(Words("CuatroPalosController", "You turned {card}."), Words("CuatroPalosController", "{name} turned {card}."))
TURNED_ONTO_PILE = Said(Words("CuatroPalosController", "You turned {card} onto your pile."), Words("CuatroPalosController", "{name} turned {card} onto their pile."))
TURNED_A_CARD = Said(Words("CuatroPalosController", "You turned a card."), Words("CuatroPalosController", "{name} turned a card."))
ON_FOUNDATION = Said(Words("CuatroPalosController", "You played {card} on the {suit} foundation."), Words("CuatroPalosController", "{name} played {card} on the {suit} foundation."))
ON_PILE = Said(Words("CuatroPalosController", "You played {card} on {owner}'s pile."), Words("CuatroPalosController", "{name} played {card} on {owner}'s pile."))
PLAYED = Said(Words("CuatroPalosController", "You played {card} {to}."), Words("CuatroPalosController", "{name} played {card} {to}."))
RAN_OUT = Said(Words("CuatroPalosController", "You ran out of cards and win the deal."), Words("CuatroPalosController", "{name} ran out of cards and wins the deal."))
# fmt: on

#: another seat played on the person's own pile
ON_YOUR_PILE = Words("CuatroPalosController", "{name} played {card} on your pile.")


def moving_card(view: engine.CuatroPalosView, action: Action) -> Card | None:
    """The card an action is about to move, as every seat sees it."""
    if isinstance(action, engine.PlayWaste) and view.to_play is not None:
        return view.waste_top(view.to_play)
    if isinstance(action, engine.PlayTurned | engine.Keep):
        return view.turned
    return None


def tell(
    n: Narrator,
    seat: int,
    action: Action,
    before: engine.CuatroPalosView,
    after: engine.CuatroPalosView,
) -> Sequence[Words]:
    card = moving_card(before, action)
    if isinstance(action, engine.PlayWaste | engine.PlayTurned) and card is not None:
        return (_played(n, seat, action.to, card_text(card)),)
    if isinstance(action, engine.Keep) and card is not None:
        return (n.said(seat, KEPT, card=card_text(card)),)
    if isinstance(action, engine.Turn):  # the card turned lies face up for every seat
        if after.turned is not None:
            return (n.said(seat, TURNED, card=card_text(after.turned)),)
        landed = after.waste_top(seat)  # playable nowhere: onto the seat's own pile
        if landed is not None:
            return (n.said(seat, TURNED_ONTO_PILE, card=card_text(landed)),)
        return (n.said(seat, TURNED_A_CARD),)
    return ()


def _played(n: Narrator, seat: int, to: str, card: str) -> Words:
    """ "Ana played 5♠ on the ♠ foundation.": `seat` played `card` to an engine
    destination (looked up, not parsed), one sentence for each kind of destination."""
    for suit in SUITS:
        if to == engine.foundation_to(suit):
            return n.said(seat, ON_FOUNDATION, card=card, suit=SUIT_SYMBOLS[suit])
    for owner, name in enumerate(n.names):
        if to == engine.waste_to(owner) and owner == n.person:
            return ON_YOUR_PILE.filled(name=n.names[seat], card=card)
        if to == engine.waste_to(owner):
            return n.said(seat, ON_PILE, card=card, owner=name)
    return n.said(seat, PLAYED, card=card, to=to)
