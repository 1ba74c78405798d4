"""Scala 40's refusals as sentences a player reads (its engine's `IllegalMove` codes; the
shared ones are in `app.ui.messages`)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

#: Scala 40's own refusals (RULES.md), looked up before the shared ones
#: and translated in the "Refusal" context (`describe_problem`).
SENTENCES: dict[str, str] = {
    "opening_too_small": QT_TRANSLATE_NOOP(
        "Refusal", "Your opening is worth {points}: it needs at least {minimum}."
    ),
    "opening_needs_quad_or_run": QT_TRANSLATE_NOOP(
        "Refusal", "Your opening needs a run or a set of four."
    ),
    "not_opened": QT_TRANSLATE_NOOP(
        "Refusal", "You have not opened yet: lay down your opening first."
    ),
    "not_in_opening_turn": QT_TRANSLATE_NOOP(
        "Refusal", "You opened this turn: lay-offs and joker exchanges wait until your next turn."
    ),
    "no_going_out_first_round": QT_TRANSLATE_NOOP(
        "Refusal", "Nobody may go out in the first round: keep a card to discard."
    ),
    "no_card_to_discard": QT_TRANSLATE_NOOP(
        "Refusal", "That would leave you no card you may discard."
    ),
    "must_open_with_discard": QT_TRANSLATE_NOOP(
        "Refusal",
        "You have not opened: you may take {card} only to open with it at once — drag it to the staging area and build your opening.",
    ),
    "taken_card_not_in_opening": QT_TRANSLATE_NOOP(
        "Refusal", "Your opening must use the card you took ({card})."
    ),
    "discard_of_taken_card": QT_TRANSLATE_NOOP(
        "Refusal", "You took {card} from the discard pile this turn: discard another."
    ),
    "discard_could_lay_off": QT_TRANSLATE_NOOP(
        "Refusal", "{card} could be laid off on the table, so it may not be discarded."
    ),
    "last_card_lays_off": QT_TRANSLATE_NOOP(
        "Refusal",
        "That would leave you only {card}, which could be laid off: it may not be discarded, and laying it off would leave you nothing to discard.",
    ),
    "readings_mismatch": QT_TRANSLATE_NOOP(
        "Refusal", "Each new meld needs its own reading: {melds} melds, {readings} readings."
    ),
    "must_meld_card": QT_TRANSLATE_NOOP("Refusal", "{card} must be melded this turn."),
    "must_meld_first": QT_TRANSLATE_NOOP("Refusal", "Meld {cards} before you discard."),
    "cannot_meld_in_time": QT_TRANSLATE_NOOP(
        "Refusal", "{cards} must be melded this turn, and no play here can do that."
    ),
    "joker_final_discard": QT_TRANSLATE_NOOP("Refusal", "Your last discard may not be a joker."),
    "already_drawn": QT_TRANSLATE_NOOP("Refusal", "You have already drawn this turn."),
    "must_draw_first": QT_TRANSLATE_NOOP(
        "Refusal", "Draw first: from the stock, or take the discard."
    ),
    "discard_empty": QT_TRANSLATE_NOOP("Refusal", "The discard pile is empty."),
}
