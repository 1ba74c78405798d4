"""What every canasta game tells alike of its moves (app/core/narration.py): a draw,
taking the pile, a meld, a lay-off, a discard. Each game's `narration` adds its own."""

from __future__ import annotations

from collections.abc import Sequence

from app.core.cards import Card, card_text, cards_text
from app.core.engine import Action
from app.core.narration import Narrator
from app.core.words import Said, Words
from app.games.canasta.engine import FamilyActions

# What a seat did (the contexts are the table's, where these were first said).
# fmt: off
DREW = Said(Words("CanastaController", "You drew from the stock."), Words("CanastaController", "{name} drew from the stock."))
#: a draw once the stock is gone: the player chose not to take the pile
PILE_REFUSED = Said(Words("CanastaController", "You did not take the pile."), Words("CanastaController", "{name} did not take the pile."))
TOOK_PILE = Said(Words("CanastaController", "You took the pile (%n card(s)), melding {card}."), Words("CanastaController", "{name} took the pile (%n card(s)), melding {card}."))
LAID_DOWN = Said(Words("CanastaController", "You laid down {cards}."), Words("CanastaController", "{name} laid down {cards}."))
ADDED = Said(Words("CanastaController", "You added {cards} to a meld."), Words("CanastaController", "{name} added {cards} to a meld."))
DISCARDED = Said(Words("CanastaController", "You discarded {card}."), Words("CanastaController", "{name} discarded {card}."))
# fmt: on


def tell_family(
    n: Narrator,
    seat: int,
    action: Action,
    moves: FamilyActions,
    stock_count: int,
    taken: tuple[int, Card | None],
) -> Sequence[Words]:
    """The sentence for a move every canasta game has: `stock_count` is the stock before
    it, `taken` how many cards taking the pile takes then and its top card."""
    if isinstance(action, moves.draw):
        return (n.said(seat, DREW if stock_count else PILE_REFUSED),)
    if isinstance(action, moves.take_pile):
        count, top = taken
        shown = card_text(top) if top is not None else "?"
        return (n.said(seat, TOOK_PILE.counting(count), card=shown),)
    if isinstance(action, moves.meld):
        laid = cards_text([c for g in action.melds for c in g])
        return (n.said(seat, LAID_DOWN, cards=laid),)
    if isinstance(action, moves.lay_off):
        return (n.said(seat, ADDED, cards=cards_text(action.cards)),)
    if isinstance(action, moves.discard):
        return (n.said(seat, DISCARDED, card=card_text(action.card)),)
    return ()
