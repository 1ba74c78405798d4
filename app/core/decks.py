"""Packs in canonical order (RULES.md §0.4), the deal RNG, and dealing.

Canonical order: deck 0 to n-1; within a deck suits S H D C, ranks A to K, then that
deck's jokers. A game's jokers are split evenly over its decks (earlier decks take any
remainder). Index 0 of a shuffled pack is its top.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence
from dataclasses import dataclass

from app.core.cards import JOKER_RANK, JOKER_SUIT, SUIT_CHARS, Card, the_card
from app.core.text import WordsError, shorten
from app.core.words import Words

FRENCH_RANKS: tuple[int, ...] = tuple(range(1, 14))
#: Spanish 40-card deck in French notation: 1-7 and sota, caballo, rey as J Q K (CP-A1).
SPANISH40_RANKS: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 7, 11, 12, 13)
SPANISH48_RANKS: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13)


@dataclass(frozen=True, slots=True)
class PackSpec:
    """What a game plays with: how many decks, jokers over the whole pack, which ranks."""

    decks: int
    jokers: int = 0
    ranks: tuple[int, ...] = FRENCH_RANKS

    @property
    def size(self) -> int:
        return self.decks * len(self.ranks) * len(SUIT_CHARS) + self.jokers

    def build(self) -> list[Card]:
        return build_pack(self)

    def copies_of(self, c: Card) -> int:
        """How many cards of this face the pack holds (for validating user input)."""
        if c.is_joker:
            return self.jokers
        return self.decks if (c.rank in self.ranks and c.suit in SUIT_CHARS) else 0

    def contains(self, c: Card) -> bool:
        if c.is_joker:
            return c.copy < self.jokers
        return c.rank in self.ranks and c.suit in SUIT_CHARS and c.copy < self.decks


def build_pack(spec: PackSpec) -> list[Card]:
    """The pack's cards in canonical order (a new list of the cards' shared instances)."""
    return list(_pack(spec))


@functools.cache
def _pack(spec: PackSpec) -> tuple[Card, ...]:
    pack: list[Card] = []
    base, extra = divmod(spec.jokers, spec.decks) if spec.decks else (0, 0)
    joker_ordinal = 0
    for deck in range(spec.decks):
        for suit in SUIT_CHARS:
            pack.extend(the_card(rank, suit, deck) for rank in spec.ranks)
        for _ in range(base + (1 if deck < extra else 0)):
            pack.append(the_card(JOKER_RANK, JOKER_SUIT, joker_ordinal))
            joker_ordinal += 1
    return tuple(pack)


#: The packs of the five games (RULES.md §1.1, §2.1, §3.1, §4.1, §5.1).
QUITA_Y_PON_PACK = PackSpec(decks=2, jokers=0)
SCALA40_PACK = PackSpec(decks=2, jokers=2)
SCALA40_PACK_4J = PackSpec(decks=2, jokers=4)
CUATRO_PALOS_PACK = PackSpec(decks=1, jokers=0)
CUATRO_PALOS_SPANISH40 = PackSpec(decks=1, jokers=0, ranks=SPANISH40_RANKS)
CUATRO_PALOS_SPANISH48 = PackSpec(decks=1, jokers=0, ranks=SPANISH48_RANKS)
MANO_Y_PIE_PACK = PackSpec(decks=5, jokers=10)
BURACO_PACK = PackSpec(decks=2, jokers=4)


SEED_MAX_LENGTH = 64


class SeedError(WordsError):
    """A seed as typed that is not one (the New-game dialog and the command lines say why)."""


def parse_seed(text: str) -> int | str:
    """A seed as a person types it: ASCII digits are a number, other text is a text seed.

    A text seed is printable ASCII of at most SEED_MAX_LENGTH characters, so that the
    same seed reads the same everywhere (in a saved game, a bug report, another
    keyboard). Digits of other scripts (`²`, `٣`) are refused rather than read as a
    number or as text: either guess would be a surprise. Raises ValueError.
    """
    if not isinstance(text, str):
        raise SeedError(
            Words("Seed", "a seed is a whole number or a word, not {kind}").filled(
                kind=type(text).__name__
            )
        )
    text = text.strip()
    if not text:
        raise SeedError(Words("Seed", "the seed is empty"))
    if text.isascii() and text.isdigit() and len(text) <= SEED_MAX_LENGTH:
        return int(text)
    if not text.isascii() or not text.isprintable():
        raise SeedError(
            Words(
                "Seed",
                "seed {seed}: a seed is a whole number written with 0-9, or a word of plain "
                "letters and digits",
            ).filled(seed=repr(text))
        )
    if len(text) > SEED_MAX_LENGTH:
        raise SeedError(
            Words("Seed", "seed {seed} is longer than {most} characters").filled(
                seed=repr(shorten(text)), most=SEED_MAX_LENGTH
            )
        )
    return text


#: The longest text seed a file may hold: a seed typed (SEED_MAX_LENGTH) with what a
#: match or a tool adds to it (`seed:match`, `seed:deal`).
SEED_FILE_MAX_LENGTH = 200
#: What a seed read from a file must be (after "its seed must be").
SEED_RULE = Words(
    "Seed", "a whole number, or text of at most {most} characters with no control characters"
).filled(most=SEED_FILE_MAX_LENGTH)


def is_seed(value: object) -> bool:
    """Whether a value read from a file is a seed (SEED_RULE): a whole number, or printable
    text of at most SEED_FILE_MAX_LENGTH characters (so that it reads the same everywhere
    and always encodes: no controls, no lone surrogates)."""
    if isinstance(value, int):
        return not isinstance(value, bool)
    return isinstance(value, str) and 0 < len(value) <= SEED_FILE_MAX_LENGTH and value.isprintable()


def deal_rng(seed: int | str, deal_index: int = 0) -> random.Random:
    """The one RNG of a deal: a pure function of the match seed and the deal's index."""
    return random.Random(f"tapete:{seed}:{deal_index}")


def first_dealer(seed: int | str, players: int) -> int:
    """The first dealer is drawn at random from the match seed (RULES.md §0.2)."""
    return random.Random(f"tapete:{seed}:first-dealer").randrange(players)


def shuffled(spec: PackSpec, rng: random.Random) -> list[Card]:
    pack = build_pack(spec)
    rng.shuffle(pack)
    return pack


def deal_round_robin(
    pack: list[Card], players: int, count: int, first_seat: int, step: int = 1
) -> tuple[list[list[Card]], list[Card]]:
    """Deal `count` cards to each seat one at a time, starting at `first_seat`.

    `step` is +1 clockwise or -1 counter-clockwise. Cards come from the top (index 0).
    Returns the hands by seat and what is left of the pack, top first.
    """
    hands: list[list[Card]] = [[] for _ in range(players)]
    needed = players * count
    if needed > len(pack):
        raise ValueError(f"cannot deal {needed} cards from a pack of {len(pack)}")
    for i in range(needed):
        seat = (first_seat + step * (i % players)) % players
        hands[seat].append(pack[i])
    return hands, pack[needed:]


def check_multiplicity(items: Sequence[Card], spec: PackSpec) -> str | None:
    """Name the first card that the pack cannot hold, or that appears twice; else None."""
    problem = multiplicity_problem(items, spec)
    return None if problem is None else str(problem)


def multiplicity_problem(items: Sequence[Card], spec: PackSpec) -> Words | None:
    """`check_multiplicity`'s sentence, marked for translation (`str()` is the English)."""
    seen: set[Card] = set()
    for c in items:
        if not spec.contains(c):
            if spec.copies_of(c) == 0:
                return Words("CardNotation", "{card} is not in this game's pack").filled(card=c)
            return Words(
                "CardNotation", "{card}: the pack holds only {copies} cards of this kind"
            ).filled(card=c, copies=spec.copies_of(c))
        if c in seen:
            return Words("CardNotation", "{card} appears twice").filled(card=c)
        seen.add(c)
    return None
