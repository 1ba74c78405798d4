"""Quita y Pon's moves told a line each (app/core/narration.py), as one seat may know them.

A commit says the cards placed from the hand and, where the table was rearranged, which
table cards moved from which group to which ("8♥ moved from 8♠ 8♦ 8♥ to 6♥ 7♥"): each
group of the new table is named by the group it grew from (the old group it shares most
cards with; an old group grows into one new group at most), so a card that left its group for another is a move and a group that only
grew is not."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from app.core.cards import Card, card_text, cards_text
from app.core.engine import Action
from app.core.narration import Narrator, gained, listed
from app.core.words import Said, Words
from app.games.quita_y_pon.engine import Draw, Group, QuitaYPonView, TimeOut

# What a seat did (the contexts are the table's, where these were first said).
# fmt: off
DREW = Said(Words("QuitaYPonController", "You drew a card."), Words("QuitaYPonController", "{name} drew a card."))
PLACED = Said(Words("QuitaYPonController", "You placed {cards}."), Words("QuitaYPonController", "{name} placed {cards}."))
#: {moves}: what moved on the table, each as "8♥ moved from 8♠ 8♦ 8♥ to 6♥ 7♥"
PLACED_AND_REBUILT = Said(Words("QuitaYPonController", "You placed {cards} and rebuilt the table: {moves}."), Words("QuitaYPonController", "{name} placed {cards} and rebuilt the table: {moves}."))
# fmt: on
#: The person's own draw: they know the card.
YOU_DREW = Words("QuitaYPonController", "You drew {card}.")
#: Table cards that left their group for another ({source} and {target}: the groups' cards before).
MOVED = Words("QuitaYPonController", "{cards} moved from {source} to {target}")
#: Table cards that left their group to start one of their own ({cards}: the new group's cards).
TO_NEW_GROUP = Words("QuitaYPonController", "a new group {cards}")


def tell(
    n: Narrator, seat: int, action: Action, before: QuitaYPonView, after: QuitaYPonView
) -> Sequence[Words]:
    if isinstance(action, Draw | TimeOut):
        drawn = gained(before.hand, after.hand) if seat == n.person else []
        return (YOU_DREW.filled(card=cards_text(drawn)) if drawn else n.said(seat, DREW),)
    old = [c for g in before.table for c in g]
    placed = cards_text(sorted(gained(old, [c for g in after.table for c in g]), key=Card.sort_key))
    moves = moved(before.table, after.table)
    if not moves:
        return (n.said(seat, PLACED, cards=placed),)
    said = [
        MOVED.filled(cards=cards_text(cards), source=cards_text(source), target=target)
        for cards, source, target in moves
    ]
    return (n.said(seat, PLACED_AND_REBUILT, cards=placed, moves=listed(said)),)


def moved(
    before: Sequence[Group], after: Sequence[Group]
) -> list[tuple[list[Card], Group, Words | str]]:
    """The table cards that changed group: (cards, the group they left, where they went —
    the old group the new one grew from, or a new group), in the new table's order.

    Cards are told by their faces: the two copies of 10♠ trading places is no move."""
    faces = [Counter(card_text(c) for c in group) for group in before]
    # Each old group goes on as at most one new group, the one sharing most of its cards.
    shares = [
        (sum((faces[i] & Counter(card_text(c) for c in group)).values()), j, i)
        for j, group in enumerate(after)
        for i in range(len(before))
    ]
    origin: dict[int, int] = {}  # ties: the earlier new group, then the earlier old one
    for share, j, i in sorted(shares, key=lambda t: (-t[0], t[1], t[2])):
        if share and j not in origin and i not in origin.values():
            origin[j] = i
    left = [Counter(f) for f in faces]  # what is still to be accounted for, group by group
    stayed: list[list[bool]] = []
    for j, group in enumerate(after):
        kept = []
        for card in group:
            face, i = card_text(card), origin.get(j)
            kept.append(i is not None and left[i][face] > 0)
            if kept[-1]:
                left[i][face] -= 1
        stayed.append(kept)
    moves: list[tuple[list[Card], Group, Words | str]] = []
    for j, group in enumerate(after):
        grew_from = origin.get(j)
        if grew_from is None:
            target: Words | str = TO_NEW_GROUP.filled(cards=cards_text(group))
        else:
            target = cards_text(before[grew_from])
        sources: dict[int, list[Card]] = {}
        for card, kept in zip(group, stayed[j], strict=True):
            face = card_text(card)
            source = next((i for i in range(len(before)) if not kept and left[i][face]), None)
            if source is not None:  # else it came from the hand
                left[source][face] -= 1
                sources.setdefault(source, []).append(card)
        for source, cards in sorted(sources.items()):
            moves.append((cards, before[source], target))
    return moves
