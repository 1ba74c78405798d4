"""What every canasta game tells alike of its moves (app/core/narration.py): a draw,
taking the pile, a meld, a lay-off, a discard. Each game's `narration` adds its own."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.core.cards import RANK_NAMES, SUIT_SYMBOLS, Card, card_text, cards_text
from app.core.engine import Action
from app.core.melds import rank_at
from app.core.narration import Narrator, gained, groups_text
from app.core.words import Said, Words
from app.games.canasta.engine import FamilyActions, TeamMeldView
from app.games.canasta.melds import RUN, TeamMeld

# What a seat did (the contexts are the table's, where these were first said).
# fmt: off
DREW = Said(Words("CanastaController", "You drew from the stock."), Words("CanastaController", "{name} drew from the stock."))
#: a draw once the stock is gone: the player chose not to take the pile
PILE_REFUSED = Said(Words("CanastaController", "You did not take the pile."), Words("CanastaController", "{name} did not take the pile."))
TOOK_PILE = Said(Words("CanastaController", "You took the pile (%n card(s)), melding {card}."), Words("CanastaController", "{name} took the pile (%n card(s)), melding {card}."))
LAID_DOWN = Said(Words("CanastaController", "You laid down {cards}."), Words("CanastaController", "{name} laid down {cards}."))
ADDED_TO = Said(Words("CanastaController", "You added {cards} to {meld}."), Words("CanastaController", "{name} added {cards} to {meld}."))
DISCARDED = Said(Words("CanastaController", "You discarded {card}."), Words("CanastaController", "{name} discarded {card}."))
# fmt: on
#: The person's own draw from the stock: they know the cards.
YOU_DREW = Words("CanastaController", "You drew {cards}.")
# a wild card of a run moved to an end when the natural card it stood for was added
# fmt: off
WILD_MOVED = Said(Words("CanastaController", "You moved {wild} to an end: it stands for {card} now."), Words("CanastaController", "{name} moved {wild} to an end: it stands for {card} now."))
# fmt: on


def tell_family(
    n: Narrator,
    seat: int,
    action: Action,
    moves: FamilyActions,
    before: TeamMeldView,
    after: TeamMeldView,
    taken: tuple[int, Card | None],
) -> Sequence[Words]:
    """The sentence for a move every canasta game has, from the teller's views just
    before and after it: `taken` is how many cards taking the pile takes then and its top
    card."""
    if isinstance(action, moves.draw):
        if not before.stock_count:
            return (n.said(seat, PILE_REFUSED),)
        drawn = gained(before.hand, after.hand) if seat == n.person else []
        return (YOU_DREW.filled(cards=cards_text(drawn)) if drawn else n.said(seat, DREW),)
    if isinstance(action, moves.take_pile):
        count, top = taken
        shown = card_text(top) if top is not None else "?"
        took = n.said(seat, TOOK_PILE.counting(count), card=shown)
        return (took, *_placed(n, seat, before.melds, after.melds, before.options.family))
    if isinstance(action, moves.meld):
        return (n.said(seat, LAID_DOWN, cards=groups_text(action.melds)),)
    if isinstance(action, moves.lay_off):
        old, new = before.melds[action.meld], after.melds[action.meld]
        added = n.said(seat, ADDED_TO, cards=cards_text(action.cards), meld=cards_text(old.cards))
        return (added, *_wilds_moved(n, seat, old, new, before.options.family))
    if isinstance(action, moves.discard):
        return (n.said(seat, DISCARDED, card=card_text(action.card)),)
    return ()


def _placed(
    n: Narrator, seat: int, before: Sequence[TeamMeld], after: Sequence[TeamMeld], rules: Any
) -> list[Words]:
    """Where taking the pile put its top card and the hand cards with it: the melds it
    grew (the table's melds only ever grow in place) and the ones it laid down."""
    said: list[Words] = []
    for old, new in zip(before, after, strict=False):  # the melds laid now come after
        if new.cards != old.cards:
            added = cards_text(gained(old.cards, new.cards))
            said.append(n.said(seat, ADDED_TO, cards=added, meld=cards_text(old.cards)))
            said += _wilds_moved(n, seat, old, new, rules)
    if laid := [meld.cards for meld in after[len(before) :]]:
        said.append(n.said(seat, LAID_DOWN, cards=groups_text(laid)))
    return said


def _wilds_moved(n: Narrator, seat: int, old: TeamMeld, new: TeamMeld, rules: Any) -> list[Words]:
    """A run's wild cards that stand for another card than before (BU-A8: the natural
    card took its place and the wild card moved to an end)."""
    before, after = _standing(old, rules), _standing(new, rules)
    return [
        n.said(seat, WILD_MOVED, wild=card_text(wild), card=stands)
        for wild, stands in after.items()
        if wild in before and before[wild] != stands
    ]


def _standing(meld: TeamMeld, rules: Any) -> dict[Card, str]:
    """What each wild card of a run stands for ("J♦"); nothing for a set."""
    if meld.kind != RUN or not meld.suit:
        return {}
    flags = meld.wild_flags(rules)
    return {
        c: RANK_NAMES[rank_at(p) - 1] + SUIT_SYMBOLS[meld.suit]
        for c, p, wild in zip(meld.cards, meld.positions, flags, strict=True)
        if wild
    }
