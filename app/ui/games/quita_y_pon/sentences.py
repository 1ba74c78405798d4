"""Quita y Pon's refusals as sentences a player reads (its engine's `IllegalMove` codes; the
shared ones are in `app.ui.messages`)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

#: Quita y Pon's own refusals (RULES.md), looked up before the shared ones
#: and translated in the "Refusal" context (`describe_problem`).
SENTENCES: dict[str, str] = {
    "table_card_removed": QT_TRANSLATE_NOOP(
        "Refusal", "Cards that were on the table must stay on it: {cards}."
    ),
    "no_card_from_hand": QT_TRANSLATE_NOOP(
        "Refusal", "Place at least one card from your hand, or Draw."
    ),
    "initial_meld_too_small": QT_TRANSLATE_NOOP(
        "Refusal",
        "Your first play must be worth at least {minimum} points; {cards} is worth {points}.",
    ),
    "table_changed_before_initial_meld": QT_TRANSLATE_NOOP(
        "Refusal", "Before your first play you may not change the table's melds ([{group}])."
    ),
    "must_play": QT_TRANSLATE_NOOP(
        "Refusal", "You cannot draw while you can play: for example {cards} (highlighted)."
    ),
    "table_card_to_hand": QT_TRANSLATE_NOOP(
        "Refusal", "Only cards you placed this turn can go back to your hand, not {cards}."
    ),
    "card_not_available": QT_TRANSLATE_NOOP("Refusal", "{card} is not in play."),
    "no_turn_timer": QT_TRANSLATE_NOOP("Refusal", "This game has no turn timer."),
    "no_such_group": QT_TRANSLATE_NOOP("Refusal", "That group is not on the table."),
}
