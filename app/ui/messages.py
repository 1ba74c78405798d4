"""The engine's refusals (`IllegalMove` codes) as sentences a player reads, naming the cards.

Strings go through Qt's translation (`QCoreApplication.translate`), so Spanish and
Portuguese catalogues can be added without touching the code.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QCoreApplication

from app.core.cards import SUIT_SYMBOLS, Card
from app.core.engine import IllegalMove


def tr(text: str) -> str:
    return QCoreApplication.translate("Refusal", text)


RANK_NAMES = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def card_text(c: Card) -> str:
    """A card as a player reads it: 10♠, A♥, JK (the notation `TS` is for files and tools)."""
    if c.is_joker:
        return "JK"
    return RANK_NAMES[c.rank - 1] + SUIT_SYMBOLS[c.suit]


def cards_text(cards: Iterable[Card]) -> str:
    return " ".join(card_text(c) for c in cards)


def _cards(value: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, Card):
        return card_text(value)
    if isinstance(value, Iterable):
        items = list(value)
        if items and not isinstance(items[0], Card):  # a list of groups
            return ", ".join("[" + _cards(g) + "]" for g in items)
        return cards_text(items)
    return str(value)


_SENTENCES: dict[str, str] = {
    "group_too_short": "[{group}] has too few cards: a group needs at least {minimum}.",
    "set_too_large": "[{group}] is too large: a set may hold at most {maximum} cards.",
    "meld_too_long": "[{group}] is too long: a meld may hold at most {maximum} cards.",
    "not_a_meld": "[{group}] is neither a set (one rank) nor a run (one suit, consecutive ranks).",
    "not_a_run": "[{group}] is not a run: ranks must follow each other in one suit, with no K-A-2.",
    "mixed_ranks": "[{group}] mixes ranks: a set is one rank.",
    "mixed_suits": "[{group}] mixes suits: a run is one suit.",
    "not_consecutive": "[{group}] has a gap: a run's ranks follow each other.",
    "repeated_suit": "[{group}] repeats a suit: this set needs different suits.",
    "run_wraps": "[{group}] goes round the corner (K-A-2), which is not allowed.",
    "ace_at_both_ends": "[{group}] uses an ace at both ends, which is not allowed.",
    "wild_not_allowed": "[{group}] holds a wild card; this game has none.",
    "too_many_wilds": "[{group}] holds too many wild cards.",
    "no_natural_card": "[{group}] needs at least one natural card.",
    "rank_not_meldable": "[{group}]: that rank can never be melded.",
    "table_card_removed": "Cards that were on the table must stay on it: {cards}.",
    "card_not_in_hand": "{cards} is not in your hand.",
    "card_repeated": "{cards} appears twice.",
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
    "deal_over": "The deal is over.",
    # Scala 40 (RULES.md §2.4-§2.5)
    "opening_too_small": "Your opening is worth {points}: it needs at least {minimum}.",
    "opening_needs_quad_or_run": "Your opening needs a run or a set of four.",
    "not_opened": "You have not opened yet: lay down your opening first.",
    "not_in_opening_turn": (
        "You opened this turn: lay-offs and joker exchanges wait until your next turn."
    ),
    "no_going_out_first_round": "Nobody may go out in the first round: keep a card to discard.",
    "no_card_to_discard": "That would leave you no card you may discard.",
    "must_open_with_discard": (
        "You have not opened: you may take {card} only to open with it at once — drag it to "
        "the staging area and build your opening."
    ),
    "taken_card_not_in_opening": "Your opening must use the card you took ({card}).",
    "discard_of_taken_card": "You took {card} from the discard pile this turn: discard another.",
    "discard_could_lay_off": "{card} could be laid off on the table, so it may not be discarded.",
    "last_card_lays_off": (
        "That would leave you only {card}, which could be laid off: it may not be discarded, "
        "and laying it off would leave you nothing to discard."
    ),
    "ambiguous_meld": (
        "[{group}] can be read more than one way: click the reading you mean in the staging area."
    ),
    "readings_mismatch": "Each new meld needs its own reading: {melds} melds, {readings} readings.",
    "unknown_reading": "A meld is read as a set or as a run, not as {reading}.",
    "must_meld_card": "{card} must be melded this turn.",
    "must_meld_first": "Meld {cards} before you discard.",
    "cannot_meld_in_time": "{cards} must be melded this turn, and no play here can do that.",
    "joker_final_discard": "Your last discard may not be a joker.",
    "exchange_needs_natural": "A joker is exchanged for a natural card, not {card}.",
    "no_joker_in_meld": "[{group}] has no joker to exchange.",
    "not_the_joker_card": "{card} is not the card the joker in [{group}] stands for.",
    "run_out_of_range": "[{group}] would run past the ace.",
    "already_drawn": "You have already drawn this turn.",
    "must_draw_first": "Draw first: from the stock, or take the discard.",
    "stock_empty": "The stock is empty.",
    "discard_empty": "The discard pile is empty.",
    "no_meld": "Drag cards into the staging area first.",
    "no_such_meld": "That meld is not on the table.",
    # Cuatro Palos (RULES.md §3.2-§3.3)
    "not_adjacent": "{card} does not go on {top}: a pile takes one rank up or down, any suit.",
    "empty_waste_pile": "An empty waste pile cannot be loaded.",
    "own_waste": "Your own pile takes only a card you cannot play, at the end of your turn.",
    "own_waste_empty": "Your waste pile is empty.",
    "foundation_not_started": "Only an ace starts a foundation, not {card}.",
    "not_next_on_foundation": "{card} does not follow {top} on its foundation.",
    "wrong_suit": "{card} is not of this foundation's suit.",
    "foundation_complete": "That foundation is complete: it ends with the king.",
    "must_go_to_foundation": "{card} fits a foundation, so it must go there.",
    "must_play_waste": "First play {card} from your waste pile: it has a place.",
    "must_play_turned": "Play {card}, the card you turned up: it has a place.",
    "nothing_turned": "Turn up a card first: click the stock.",
    "nothing_to_turn": "There is no card left to turn up.",
    "keep_not_allowed": "{card} can be played, so it may not stay on your pile.",
    "no_such_destination": "Cards cannot go there.",
    "not_your_turn": "It is not your turn.",
    "no_turn_timer": "This game has no turn timer.",
}


def describe_problem(problem: IllegalMove) -> str:
    """One sentence for a refusal; unknown codes still name the code and the cards."""
    template = _SENTENCES.get(problem.code)
    params = {key: _cards(value) for key, value in problem.params.items()}
    if template is None:
        return tr("Not allowed: {detail}").format(detail=problem.describe())
    return tr(template).format_map(_Blank(params))


class _Blank(dict):
    """Formatting parameters where a missing one reads as '?' rather than failing."""

    def __missing__(self, key: str) -> str:
        return "?"
