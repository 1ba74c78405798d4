"""Scala 40's moves told a line each (app/core/narration.py), as one seat may know them."""

from __future__ import annotations

from collections.abc import Sequence

from app.core.cards import card_text, cards_text
from app.core.engine import Action
from app.core.narration import Narrator, gained, groups_text
from app.core.words import Said, Words
from app.games.scala40.engine import (
    Discard,
    DrawStock,
    ExchangeJoker,
    LayOff,
    Meld,
    Scala40View,
    TableMeld,
    TakeDiscard,
)

# What a seat did (the contexts are the table's, where these were first said).
# fmt: off
DREW = Said(Words("Scala40Controller", "You drew from the stock."), Words("Scala40Controller", "{name} drew from the stock."))
TOOK = Said(Words("Scala40Controller", "You took {card} from the discard pile."), Words("Scala40Controller", "{name} took {card} from the discard pile."))
TOOK_AND_OPENED = Said(Words("Scala40Controller", "You took {card} and opened."), Words("Scala40Controller", "{name} took {card} and opened."))
OPENED = Said(Words("Scala40Controller", "You opened with {cards}."), Words("Scala40Controller", "{name} opened with {cards}."))
LAID_DOWN = Said(Words("Scala40Controller", "You laid down {cards}."), Words("Scala40Controller", "{name} laid down {cards}."))
# The moves of one card onto a meld of the table ({meld}: whose meld and its cards), by the action's kind.
ONTO = {
    LayOff: Said(Words("Scala40Controller", "You laid off {card} on {meld}."), Words("Scala40Controller", "{name} laid off {card} on {meld}.")),
    ExchangeJoker: Said(Words("Scala40Controller", "You exchanged {card} for the joker in {meld}."), Words("Scala40Controller", "{name} exchanged {card} for the joker in {meld}.")),
}
DISCARDED = Said(Words("Scala40Controller", "You discarded {card}."), Words("Scala40Controller", "{name} discarded {card}."))


#: The person's own draw: they know the card.
YOU_DREW = Words("Scala40Controller", "You drew {card}.")
#: A meld of the table, the person's: "your 6♠ 7♠ 8♠".
YOUR_MELD = Words("Scala40Controller", "your {cards}")
#: A meld of the table, another seat's: "Ana's 6♠ 7♠ 8♠".
THEIR_MELD = Words("Scala40Controller", "{owner}'s {cards}")

#: A meld of the table, laid by the seat that plays on it now: "their own K♥ K♦ JK".
OWN_MELD = Words("Scala40Controller", "their own {cards}")

#: The deal's end, as the status line says it.
WENT_OUT = Said(Words("Scala40Controller", "You went out."), Words("Scala40Controller", "{name} went out."))
# fmt: on


def tell(
    n: Narrator, seat: int, action: Action, before: Scala40View, after: Scala40View
) -> Sequence[Words]:
    if isinstance(action, DrawStock):
        drawn = gained(before.hand, after.hand) if seat == n.person else []
        return (YOU_DREW.filled(card=cards_text(drawn)) if drawn else n.said(seat, DREW),)
    if isinstance(action, TakeDiscard):
        top = card_text(before.discard_top) if before.discard_top is not None else "?"
        return (n.said(seat, TOOK_AND_OPENED if action.open_with else TOOK, card=top),)
    if isinstance(action, Meld):
        cards = groups_text(action.melds)
        return (n.said(seat, LAID_DOWN if before.opened[seat] else OPENED, cards=cards),)
    if isinstance(action, LayOff | ExchangeJoker):
        meld = _meld(n, seat, before.table[action.meld_index])
        return (n.said(seat, ONTO[type(action)], card=card_text(action.card), meld=meld),)
    if isinstance(action, Discard):
        return (n.said(seat, DISCARDED, card=card_text(action.card)),)
    return ()


def _meld(n: Narrator, seat: int, meld: TableMeld) -> Words:
    """A meld of the table by its owner and cards, as `seat` plays on it: "your 6♠ 7♠
    8♠", "Ana's 6♠ 7♠ 8♠", "their own 6♠ 7♠ 8♠"."""
    if meld.owner == n.person:
        return YOUR_MELD.filled(cards=cards_text(meld.cards))
    if meld.owner == seat:
        return OWN_MELD.filled(cards=cards_text(meld.cards))
    return THEIR_MELD.filled(owner=n.names[meld.owner], cards=cards_text(meld.cards))
