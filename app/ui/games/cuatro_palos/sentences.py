"""Cuatro Palos's refusals as sentences a player reads (its engine's `IllegalMove` codes; the
shared ones are in `app.ui.messages`)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

#: Cuatro Palos's own refusals (RULES.md), looked up before the shared ones
#: and translated in the "Refusal" context (`describe_problem`).
SENTENCES: dict[str, str] = {
    "not_adjacent": QT_TRANSLATE_NOOP(
        "Refusal", "{card} does not go on {top}: a pile takes one rank up or down, any suit."
    ),
    "empty_waste_pile": QT_TRANSLATE_NOOP("Refusal", "An empty waste pile cannot be loaded."),
    "own_waste": QT_TRANSLATE_NOOP(
        "Refusal", "Your own pile takes only a card you cannot play, at the end of your turn."
    ),
    "own_waste_empty": QT_TRANSLATE_NOOP("Refusal", "Your waste pile is empty."),
    "foundation_not_started": QT_TRANSLATE_NOOP(
        "Refusal", "Only an ace starts a foundation, not {card}."
    ),
    "not_next_on_foundation": QT_TRANSLATE_NOOP(
        "Refusal", "{card} does not follow {top} on its foundation."
    ),
    "wrong_suit": QT_TRANSLATE_NOOP("Refusal", "{card} is not of this foundation's suit."),
    "foundation_complete": QT_TRANSLATE_NOOP(
        "Refusal", "That foundation is complete: it ends with the king."
    ),
    "must_go_to_foundation": QT_TRANSLATE_NOOP(
        "Refusal", "{card} fits a foundation, so it must go there."
    ),
    "must_play_waste": QT_TRANSLATE_NOOP(
        "Refusal", "First play {card} from your waste pile: it has a place."
    ),
    "must_play_turned": QT_TRANSLATE_NOOP(
        "Refusal", "Play {card}, the card you turned up: it has a place."
    ),
    "nothing_turned": QT_TRANSLATE_NOOP("Refusal", "Turn up a card first: click the stock."),
    "nothing_to_turn": QT_TRANSLATE_NOOP("Refusal", "There is no card left to turn up."),
    "keep_not_allowed": QT_TRANSLATE_NOOP(
        "Refusal", "{card} can be played, so it may not stay on your pile."
    ),
    "no_such_destination": QT_TRANSLATE_NOOP("Refusal", "Cards cannot go there."),
}
