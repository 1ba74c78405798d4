"""Taking the discard pile with a meld that uses its top card at once (RULES.md §5.4 (b),
§4.4 (b)): the shape both games share.

Both games take cards from the pile's top (Buraco the whole pile, Mano y Pie the top
seven), demand that the top card is melded in the same atomic action with cards from the
player's hand only (never other pile cards), and Mano y Pie further demands two matching
hand cards. `PickupRules` says which; `pickup_problem` judges the cards the action uses,
before the game judges the melds they make.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from app.core.cards import Card
from app.core.engine import IllegalMove


@dataclass(frozen=True, slots=True)
class PickupRules:
    """`take`: how many cards from the top (None: the whole pile). `matching_hand_cards`:
    how many hand cards of the top card's kind the action must meld with it (Mano y Pie
    2, HF-A9; Buraco 0). `blocked_ranks`: top cards that can never be taken (Mano y Pie's
    3s). `wild_top`: "allowed", "same_kind" (two jokers for a joker, two 2s for a 2) or
    "forbidden"."""

    take: int | None = None
    matching_hand_cards: int = 0
    blocked_ranks: frozenset[int] = frozenset()
    wild_top: str = "allowed"
    wild_ranks: frozenset[int] = frozenset({0, 2})


BURACO_PICKUP = PickupRules()
MANO_Y_PIE_PICKUP = PickupRules(
    take=7, matching_hand_cards=2, blocked_ranks=frozenset({3}), wild_top="same_kind"
)


def split_pile(pile: Sequence[Card], rules: PickupRules) -> tuple[list[Card], list[Card]]:
    """(cards taken, top card last; cards left) of a pile listed bottom first."""
    cut = 0 if rules.take is None else max(0, len(pile) - rules.take)
    return list(pile[cut:]), list(pile[:cut])


def matches_top(c: Card, top: Card, rules: PickupRules) -> bool:
    """Whether a hand card counts as one of the top card's kind (HF-A9)."""
    if top.rank in rules.wild_ranks:
        return c.rank == top.rank
    return c.rank == top.rank


def pickup_problem(
    pile: Sequence[Card], hand: Sequence[Card], used: Sequence[Card], rules: PickupRules
) -> IllegalMove | None:
    """Why the pile cannot be taken melding `used` (the top card and the hand cards that
    join it in the action), or None. The melds themselves are the game's to judge."""
    if not pile:
        return IllegalMove("pile_empty")
    top = pile[-1]
    if top.rank in rules.blocked_ranks:
        return IllegalMove("pile_blocked", card=top)
    if top.rank in rules.wild_ranks and rules.wild_top == "forbidden":
        return IllegalMove("pile_blocked", card=top)
    used = list(used)
    if used.count(top) != 1:
        return IllegalMove("top_card_not_melded", card=top)
    others = [c for c in used if c != top]
    in_hand = set(hand)
    strangers = [c for c in others if c not in in_hand]
    if strangers:
        return IllegalMove("not_from_hand", cards=strangers)
    if len(set(others)) != len(others):
        return IllegalMove("card_twice", cards=others)
    if rules.matching_hand_cards:
        matching = [c for c in others if matches_top(c, top, rules)]
        if len(matching) < rules.matching_hand_cards:
            return IllegalMove("needs_matching_cards", card=top, needed=rules.matching_hand_cards)
    return None
