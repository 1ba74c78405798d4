"""Quita y Pon's refusals as sentences a player reads (its engine's `IllegalMove` codes; the
shared ones are in `app.ui.messages`)."""

from __future__ import annotations

#: Quita y Pon's own refusals (RULES.md), looked up before the shared ones.
SENTENCES: dict[str, str] = {
    "table_card_removed": "Cards that were on the table must stay on it: {cards}.",
    "no_card_from_hand": "Place at least one card from your hand, or Draw.",
    "initial_meld_too_small": (
        "Your first play must be worth at least {minimum} points; {cards} is worth {points}."
    ),
    "table_changed_before_initial_meld": (
        "Before your first play you may not change the table's melds ([{group}])."
    ),
    "must_play": "You cannot draw while you can play: for example {cards} (highlighted).",
    "table_card_to_hand": "Only cards you placed this turn can go back to your hand, not {cards}.",
    "card_not_available": "{card} is not in play.",
    "no_turn_timer": "This game has no turn timer.",
    "no_such_group": "That group is not on the table.",
}
