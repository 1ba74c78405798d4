"""Cards with physical identity, and the text notation of RULES.md §0.1.

A card is a value: rank, suit and copy. Two decks mixed together hold two `7H`; the copy
(how many primes follow the card in the notation) tells them apart, so that "this card"
checks can use identity while "same card" checks compare rank and suit only.

Jokers have no rank or suit. Their copy is their ordinal over the whole pack in canonical
order (RULES.md §0.1: the pack's first joker is `JK`, the second `JK'`...), which is
also how the notation numbers them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from app.core.words import Words

RANK_CHARS = "A23456789TJQK"
SUIT_CHARS = "SHDC"
SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
RED_SUITS = frozenset("HD")
JOKER_RANK = 0
JOKER_SUIT = ""

_TOKEN = re.compile(r"^(10|[A2-9TJQK]|JK)([SHDC]?)('*)$")


#: Why a token is not a card, by the reason's English (the interface says `REASONS[reason]`).
REASONS = {
    "not a card": Words("CardNotation", "not a card: {token}"),
    "a joker has no suit": Words("CardNotation", "a joker has no suit: {token}"),
    "card without a suit": Words("CardNotation", "card without a suit: {token}"),
}


class CardParseError(ValueError):
    """A card or list of cards in the notation of RULES.md §0.1 could not be read (`words`:
    the sentence for a person, marked for translation; `str()` is the English)."""

    def __init__(self, token: str, reason: str) -> None:
        super().__init__(f"{reason}: {token!r}")
        self.token = token
        self.reason = reason
        said = REASONS.get(reason)
        self.words = said.filled(token=repr(token)) if said else str(self)


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One physical card. `rank` is 1 (A) to 13 (K), 0 for a joker; `copy` counts primes."""

    rank: int
    suit: str
    copy: int = 0

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER_RANK

    @property
    def is_red(self) -> bool:
        return self.suit in RED_SUITS

    @property
    def face(self) -> tuple[int, str]:
        """Rank and suit without the copy: what "the same card" compares."""
        return (self.rank, self.suit)

    def __str__(self) -> str:
        primes = "'" * self.copy
        if self.is_joker:
            return "JK" + primes
        return RANK_CHARS[self.rank - 1] + self.suit + primes

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    def sort_key(self) -> tuple[int, int, int]:
        """Suit order S H D C then rank then copy; jokers last."""
        if self.is_joker:
            return (4, 0, self.copy)
        return (SUIT_CHARS.index(self.suit), self.rank, self.copy)

    def rank_key(self) -> tuple[int, int, int]:
        """Rank first, then suit, then copy; jokers last."""
        if self.is_joker:
            return (14, 0, self.copy)
        return (self.rank, SUIT_CHARS.index(self.suit), self.copy)


@cache
def the_card(rank: int, suit: str, copy: int = 0) -> Card:
    """The one shared instance of a card: packs and the notation hand these out, so that
    sets and comparisons of cards mostly meet the same objects (an identity check, no
    comparison of fields). Any other equal `Card` is still the same card."""
    return Card(rank, suit, copy)


@cache
def card(text: str) -> Card:
    """Parse one card: `7H`, `7H'`, `TH` (also `10H`), `JK`, `JK'`. Raises CardParseError."""
    token = text.strip().upper()
    match = _TOKEN.match(token)
    if not match:
        raise CardParseError(text, "not a card")
    rank_text, suit, primes = match.groups()
    if rank_text == "JK":
        if suit:
            raise CardParseError(text, "a joker has no suit")
        return the_card(JOKER_RANK, JOKER_SUIT, len(primes))
    if not suit:
        raise CardParseError(text, "card without a suit")
    rank = 10 if rank_text == "10" else RANK_CHARS.index(rank_text) + 1
    return the_card(rank, suit, len(primes))


def cards(text: str | Iterable[str]) -> list[Card]:
    """Parse a list of cards separated by spaces or commas (or an iterable of tokens)."""
    tokens = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return [card(token) for token in tokens]


def fmt(items: Iterable[Card]) -> str:
    """Print cards in notation, separated by spaces."""
    return " ".join(str(c) for c in items)


def rank_char(rank: int) -> str:
    return "JK" if rank == JOKER_RANK else RANK_CHARS[rank - 1]


#: The ranks as a player reads them (the notation's T is 10 here).
RANK_NAMES = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def card_text(c: Card) -> str:
    """A card as a player reads it: 10♠, A♥, JK (the notation `TS` is for files and tools)."""
    if c.is_joker:
        return "JK"
    return RANK_NAMES[c.rank - 1] + SUIT_SYMBOLS[c.suit]


def cards_text(items: Iterable[Card]) -> str:
    return " ".join(card_text(c) for c in items)
