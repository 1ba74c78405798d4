"""Scala 40's moves told a line each (app/core/narration.py), as one seat may know them."""

from __future__ import annotations

from collections.abc import Sequence

from app.core.cards import card_text, cards_text
from app.core.engine import Action
from app.core.narration import Narrator
from app.core.words import Said, Words
from app.games.scala40.engine import (
    Discard,
    DrawStock,
    ExchangeJoker,
    LayOff,
    Meld,
    Scala40View,
    TakeDiscard,
)

# What a seat did (the contexts are the table's, where these were first said).
# fmt: off
DREW = Said(Words("Scala40Controller", "You drew from the stock."), Words("Scala40Controller", "{name} drew from the stock."))
TOOK = Said(Words("Scala40Controller", "You took {card} from the discard pile."), Words("Scala40Controller", "{name} took {card} from the discard pile."))
TOOK_AND_OPENED = Said(Words("Scala40Controller", "You took {card} and opened."), Words("Scala40Controller", "{name} took {card} and opened."))
OPENED = Said(Words("Scala40Controller", "You opened with {cards}."), Words("Scala40Controller", "{name} opened with {cards}."))
LAID_DOWN = Said(Words("Scala40Controller", "You laid down {cards}."), Words("Scala40Controller", "{name} laid down {cards}."))
# The moves of one card, by the action's kind.
MOVED = {
    LayOff: Said(Words("Scala40Controller", "You laid off {card}."), Words("Scala40Controller", "{name} laid off {card}.")),
    ExchangeJoker: Said(Words("Scala40Controller", "You exchanged {card} for a joker."), Words("Scala40Controller", "{name} exchanged {card} for a joker.")),
    Discard: Said(Words("Scala40Controller", "You discarded {card}."), Words("Scala40Controller", "{name} discarded {card}.")),
}


#: The deal's end, as the status line says it.
WENT_OUT = Said(Words("Scala40Controller", "You went out."), Words("Scala40Controller", "{name} went out."))
# fmt: on


def tell(
    n: Narrator, seat: int, action: Action, before: Scala40View, after: Scala40View
) -> Sequence[Words]:
    if isinstance(action, DrawStock):
        return (n.said(seat, DREW),)
    if isinstance(action, TakeDiscard):
        top = card_text(before.discard_top) if before.discard_top is not None else "?"
        return (n.said(seat, TOOK_AND_OPENED if action.open_with else TOOK, card=top),)
    if isinstance(action, Meld):
        cards = cards_text([c for g in action.melds for c in g])
        return (n.said(seat, LAID_DOWN if before.opened[seat] else OPENED, cards=cards),)
    if isinstance(action, LayOff | ExchangeJoker | Discard):
        return (n.said(seat, MOVED[type(action)], card=card_text(action.card)),)
    return ()
