"""The engine's refusals (`IllegalMove` codes) as sentences a player reads, naming the cards.

Every sentence is marked `QT_TRANSLATE_NOOP("Refusal", "…")` where it is written (here,
and in each game's `sentences.py`) and translated in the "Refusal" context when it is
said (`describe_problem`), its `{name}`s filled in afterwards (translations/README.md).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import Qt

from app.core.cards import Card, card_text, cards_text
from app.core.engine import IllegalMove
from app.core.text import readable
from app.core.words import Words
from app.i18n import say
from app.session.seats import DEFAULT_NAMES


def counted(text: str, n: int) -> str:
    """A message that counts, as translated with its count `n` (Qt's numerus form:
    `QCoreApplication.translate("Context", "%n card(s)", "", n)`): a catalogue gives each
    language's forms, the English one "1 card" / "%n cards"; where no catalogue has the
    message, its English source is read for `n` ("(s)" an "s" unless `n` is 1)."""
    return text.replace("(s)", "" if n == 1 else "s")


def seat_name(seat: Any) -> str:
    """A seat's name as shown (a session's seat or a scoreboard's: a `name` and a bot
    `level`, None for the person): the person's default name ("You", a word kept in
    English in files) translated, any other name as it is."""
    if seat.level is None and seat.name == DEFAULT_NAMES[0]:
        return QCoreApplication.translate("Seats", DEFAULT_NAMES[0])
    return seat.name


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


#: The refusals of the shared rules (meld primitives, actions, turns) as sentences; each
#: game's table package has its own (`GameController.sentences`), looked up first.
_SENTENCES: dict[str, str] = {
    "group_too_short": QT_TRANSLATE_NOOP(
        "Refusal", "[{group}] has too few cards: a group needs at least {minimum}."
    ),
    "set_too_large": QT_TRANSLATE_NOOP(
        "Refusal", "[{group}] is too large: a set may hold at most {maximum} cards."
    ),
    "meld_too_long": QT_TRANSLATE_NOOP(
        "Refusal", "[{group}] is too long: a meld may hold at most {maximum} cards."
    ),
    "not_a_meld": QT_TRANSLATE_NOOP(
        "Refusal", "[{group}] is neither a set (one rank) nor a run (one suit, consecutive ranks)."
    ),
    "not_a_run": QT_TRANSLATE_NOOP(
        "Refusal",
        "[{group}] is not a run: ranks must follow each other in one suit, with no K-A-2.",
    ),
    "mixed_ranks": QT_TRANSLATE_NOOP("Refusal", "[{group}] mixes ranks: a set is one rank."),
    "mixed_suits": QT_TRANSLATE_NOOP("Refusal", "[{group}] mixes suits: a run is one suit."),
    "not_consecutive": QT_TRANSLATE_NOOP(
        "Refusal", "[{group}] has a gap: a run's ranks follow each other."
    ),
    "repeated_suit": QT_TRANSLATE_NOOP(
        "Refusal", "[{group}] repeats a suit: this set needs different suits."
    ),
    "run_wraps": QT_TRANSLATE_NOOP(
        "Refusal", "[{group}] goes round the corner (K-A-2), which is not allowed."
    ),
    "ace_at_both_ends": QT_TRANSLATE_NOOP(
        "Refusal", "[{group}] uses an ace at both ends, which is not allowed."
    ),
    "wild_not_allowed": QT_TRANSLATE_NOOP(
        "Refusal", "[{group}] holds a wild card; this game has none."
    ),
    "too_many_wilds": QT_TRANSLATE_NOOP("Refusal", "[{group}] holds too many wild cards."),
    "no_natural_card": QT_TRANSLATE_NOOP("Refusal", "[{group}] needs at least one natural card."),
    "rank_not_meldable": QT_TRANSLATE_NOOP("Refusal", "[{group}]: that rank can never be melded."),
    "card_not_in_hand": QT_TRANSLATE_NOOP("Refusal", "{cards} is not in your hand."),
    "card_repeated": QT_TRANSLATE_NOOP("Refusal", "{cards} appears twice."),
    "deal_over": QT_TRANSLATE_NOOP("Refusal", "The deal is over."),
    "nothing_to_take_back": QT_TRANSLATE_NOOP(
        "Refusal",
        "Nothing to take back: what showed you a new card stays, and so does every move before it.",
    ),
    "unknown_reading": QT_TRANSLATE_NOOP(
        "Refusal", "A meld is read as a set or as a run, not as {reading}."
    ),
    "exchange_needs_natural": QT_TRANSLATE_NOOP(
        "Refusal", "A joker is exchanged for a natural card, not {card}."
    ),
    "no_joker_in_meld": QT_TRANSLATE_NOOP("Refusal", "[{group}] has no joker to exchange."),
    "not_the_joker_card": QT_TRANSLATE_NOOP(
        "Refusal", "{card} is not the card the joker in [{group}] stands for."
    ),
    "run_out_of_range": QT_TRANSLATE_NOOP("Refusal", "[{group}] would run past the ace."),
    "stock_empty": QT_TRANSLATE_NOOP("Refusal", "The stock is empty."),
    "no_such_meld": QT_TRANSLATE_NOOP("Refusal", "That meld is not on the table."),
    "not_your_turn": QT_TRANSLATE_NOOP("Refusal", "It is not your turn."),
    "sets_not_allowed": QT_TRANSLATE_NOOP(
        "Refusal", "[{group}] is a set, and sets are not melded at this table."
    ),
    "runs_not_allowed": QT_TRANSLATE_NOOP(
        "Refusal", "[{group}] is a run, and runs are not melded at this table."
    ),
    "run_too_long": QT_TRANSLATE_NOOP(
        "Refusal", "[{group}] is too long: a run may hold at most {maximum} cards."
    ),
    "bad_end": QT_TRANSLATE_NOOP(
        "Refusal", "A card goes at the low or the high end of a run, not at {end}."
    ),
    "must_draw_first": QT_TRANSLATE_NOOP("Refusal", "Draw first."),
    "not_an_action": QT_TRANSLATE_NOOP("Refusal", "That is not a move of this game."),
    "malformed_action": QT_TRANSLATE_NOOP(
        "Refusal", "That move ({action}) cannot be read: its {field} is wrong."
    ),
    "unknown_action": QT_TRANSLATE_NOOP(
        "Refusal", "That move ({action}) is not one of this game's."
    ),
    # the staging area's (Scala 40, Buraco, Mano y Pie)
    "ambiguous_meld": QT_TRANSLATE_NOOP(
        "Refusal",
        "[{group}] can be read more than one way: click the reading you mean in the staging area.",
    ),
    "no_meld": QT_TRANSLATE_NOOP("Refusal", "Drag cards into the staging area first."),
}


def describe_problem(problem: IllegalMove, own: Mapping[str, str | Words] | None = None) -> str:
    """One sentence for a refusal, from the game's `own` sentences or the shared ones;
    an unknown code still names the code and the cards."""
    template = (own or {}).get(problem.code) or _SENTENCES.get(problem.code)
    params = {key: _cards(value) for key, value in problem.params.items()}
    if isinstance(template, Words):  # a game's sentence, in the context it names
        return say(template.filled(**params))
    if template is None:
        return QCoreApplication.translate("Refusal", "Not allowed: {detail}").format(
            detail=problem.describe()
        )
    return QCoreApplication.translate("Refusal", template).format_map(_Blank(params))


class _Blank(dict):
    """Formatting parameters where a missing one reads as '?' rather than failing."""

    def __missing__(self, key: str) -> str:
        return "?"


def plain(text: str) -> str:
    """`text` for a message box, shown as it is: `readable` as the command line shows it
    (a name or a value of thousands of characters shortened, control and direction
    characters written as their codes), and, since Qt would render text that looks like
    HTML (a file name, a player's name or a damaged file's content may), such text is
    escaped into a paragraph that displays it literally."""
    text = readable(text)
    if not Qt.mightBeRichText(text):
        return text
    import html  # here: its table of entities is not loaded for the table's first frame

    return "<p>" + html.escape(text).replace("\n", "<br>") + "</p>"
