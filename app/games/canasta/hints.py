"""Why a hint of a canasta-family game is worth playing, in one line (app/core/hints.py).

Each reason states facts the seat's view shows: how many cards the pile brings, a book or
canasta a move completes, how many cards leave the hand, whether the other team has a
meld a discard would fit. The same for Buraco and Mano y Pie: each gives its own action
classes (`FamilyActions`), its rules (`FamilyRules`) and what the pile holds for it.
"""

from __future__ import annotations

from typing import Any

from app.core.cards import Card, card_text, cards_text
from app.core.narration import groups_text
from app.core.words import Words
from app.games.canasta.engine import FamilyActions
from app.games.canasta.melds import FamilyRules, TeamMeld, completed_kind, lay_off_readings

DRAW = Words("Hints", "draw from the stock: the pile is not worth taking now")
DRAW_ONLY = Words("Hints", "draw from the stock")
TAKE = Words("Hints", "take the pile with {cards}: it brings %n card(s)")
#: {book}: what the move completes, with its article ("a canasta", "a book")
TAKE_BOOK = Words("Hints", "take the pile with {cards}: it completes {book} and brings %n card(s)")
MELD = Words("Hints", "lay down {cards}: %n card(s) out of your hand")
LAY_OFF = Words("Hints", "add {cards} to your meld: %n card(s) out of your hand")
#: {book}: what the move completes, with its article ("a canasta", "a book")
LAY_OFF_BOOK = Words("Hints", "add {cards} to your meld: it completes {book}")
SAFE = Words("Hints", "discard {card}: the other team has no meld it fits")
SPARE = Words("Hints", "discard {card}: the card your melds need least")
#: What a completed meld is called in the game, with its article, as a hint's {book} says
#: it (Buraco: a canasta, Mano y Pie: a book): each language gives the noun its gender.
CANASTA = Words("Hints", "a canasta")
#: What a completed meld is called in Mano y Pie, with its article, as a hint's {book} says it
BOOK = Words("Hints", "a book")


def family_reason(
    view: Any,
    action: Any,
    actions: FamilyActions,
    rules: FamilyRules,
    pile_count: int,
    book: Words = CANASTA,
    take_possible: bool = True,
) -> Words | None:
    """The reason of `action` from `view`; `pile_count` is how many cards the pile would
    bring, `take_possible` whether taking it is open to the seat now."""
    if isinstance(action, actions.draw):
        return DRAW if take_possible else DRAW_ONLY
    if isinstance(action, actions.take_pile):
        onto = getattr(action, "onto", None)
        joining = _take_cards(action)
        said = TAKE.filled(cards=cards_text(joining))
        if onto is not None and _completes(view.melds[onto], len(joining), rules):
            said = TAKE_BOOK.filled(cards=cards_text(joining), book=book)
        return said.counting(pile_count)
    if isinstance(action, actions.meld):
        laid = [c for group in action.melds for c in group]
        return MELD.filled(cards=groups_text(action.melds)).counting(len(laid))
    if isinstance(action, actions.lay_off):
        meld = view.melds[action.meld]
        if _completes(meld, len(action.cards), rules):
            return LAY_OFF_BOOK.filled(cards=cards_text(action.cards), book=book)
        return LAY_OFF.filled(cards=cards_text(action.cards)).counting(len(action.cards))
    if isinstance(action, actions.discard):
        theirs = [m for m in view.melds if m.team != view.team]
        if not any(lay_off_readings(m, [action.card], rules) for m in theirs):
            return SAFE.filled(card=card_text(action.card))
        return SPARE.filled(card=card_text(action.card))
    return None


def _take_cards(action: Any) -> list[Card]:
    """The cards a take of the pile melds (Buraco: `cards`; Mano y Pie: its new `melds`
    or the cards `added` to its meld)."""
    if hasattr(action, "cards"):
        return list(action.cards)
    return [c for group in getattr(action, "melds", ()) for c in group] + list(
        getattr(action, "added", ())
    )


def _completes(meld: TeamMeld, adding: int, rules: FamilyRules) -> bool:
    """Whether `adding` more cards bring `meld` to a book it was not yet."""
    return completed_kind(meld, rules) is None and len(meld.cards) + adding >= rules.book_size
