"""Scala 40 options (RULES.md §2.8), with the rules' defaults."""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from app.core.decks import SCALA40_PACK, SCALA40_PACK_4J, PackSpec
from app.core.melds import SCALA40_MELDS, MeldRules
from app.core.options import CARD_POINTS, GameOptions, is_int
from app.games.scala40 import GAME

MAX_JOKERS_VALUES: tuple[int | str, ...] = (1, 2, "unlimited")
#: The fewest cards dealt that let a player meld and still discard (RULES.md §2.4).
MIN_HAND_SIZE = 3
#: The most a card is worth in an opening (an ace after the K or in a set, §2.3).
MAX_CARD_VALUE = 11

_BOOL_OPTIONS = (
    "opening_requires_quad_or_run",
    "layoff_on_opening_turn",
    "close_in_hand_requires_min",
    "forbid_discard_of_taken_card",
    "forbid_discard_that_lays_off",
    "discard_taken_must_be_melded",
    "exchanged_joker_must_be_melded_same_turn",
    "forbid_joker_final_discard",
    "no_close_first_round",
)


@dataclass(frozen=True, slots=True)
class Scala40Options(GameOptions):
    game = GAME
    BOUNDS: ClassVar[Mapping[str, tuple[int, int]]] = {
        "hand_size": (MIN_HAND_SIZE, 52),  # two hands of 52 leave an up-card and a stock
        "opening_min": (0, 1000),
        "close_in_hand_multiplier": (1, 10),
        "joker_penalty": CARD_POINTS,
        "ace_penalty": CARD_POINTS,
        "lone_ace_penalty": CARD_POINTS,
        "elimination_threshold": (0, 100_000),
    }

    num_players: int = 4
    jokers: int = 2
    hand_size: int = 13
    opening_min: int = 40
    opening_requires_quad_or_run: bool = False
    max_jokers_per_meld: int | str = 1
    layoff_on_opening_turn: bool = False
    close_in_hand_requires_min: bool = True
    close_in_hand_multiplier: int = 2
    forbid_discard_of_taken_card: bool = True
    forbid_discard_that_lays_off: bool = False
    discard_taken_must_be_melded: bool = False
    exchanged_joker_must_be_melded_same_turn: bool = False
    forbid_joker_final_discard: bool = False
    no_close_first_round: bool = True
    joker_penalty: int = 25
    ace_penalty: int = 11
    lone_ace_penalty: int = 1
    elimination_threshold: int = 100

    def _problem(self) -> str | None:
        if self.jokers not in (2, 4) or isinstance(self.jokers, bool):
            return f"jokers must be 2 or 4, not {self.jokers!r}"
        if not is_int(self.hand_size) or self.hand_size < MIN_HAND_SIZE:
            return (
                f"hand_size must be a whole number of at least {MIN_HAND_SIZE} (a meld takes "
                f"3 cards and one must be kept to discard), not {self.hand_size!r}"
            )
        if self.num_players * self.hand_size + 2 > self.pack.size:
            return (
                f"hand_size {self.hand_size} for {self.num_players} players leaves "
                "no up-card and stock"
            )
        if not is_int(self.opening_min) or self.opening_min < 0:
            return f"opening_min must be 0 or more, not {self.opening_min!r}"
        reachable = MAX_CARD_VALUE * self.hand_size
        if self.opening_min > reachable and self.close_in_hand_requires_min is True:
            return (
                f"opening_min {self.opening_min} can never be reached: {self.hand_size} cards "
                f"are worth at most {reachable} (no deal could ever be won)"
            )
        if self.max_jokers_per_meld not in MAX_JOKERS_VALUES or isinstance(
            self.max_jokers_per_meld, bool
        ):
            return (
                f"max_jokers_per_meld must be 1, 2 or unlimited, not {self.max_jokers_per_meld!r}"
            )
        for name in _BOOL_OPTIONS:
            if not isinstance(getattr(self, name), bool):
                return f"{name} must be true or false, not {getattr(self, name)!r}"
        if not is_int(self.close_in_hand_multiplier) or self.close_in_hand_multiplier < 1:
            return (
                "close_in_hand_multiplier must be a positive whole number, "
                f"not {self.close_in_hand_multiplier!r}"
            )
        for name in ("joker_penalty", "ace_penalty", "lone_ace_penalty"):
            value = getattr(self, name)
            if not is_int(value) or value < 0:
                return f"{name} must be 0 or more, not {value!r}"
        if not is_int(self.elimination_threshold) or self.elimination_threshold < 0:
            return f"elimination_threshold must be 0 or more, not {self.elimination_threshold!r}"
        return None

    @property
    def pack(self) -> PackSpec:
        return SCALA40_PACK_4J if self.jokers == 4 else SCALA40_PACK

    @property
    def meld_rules(self) -> MeldRules:
        return _meld_rules(self.max_jokers_per_meld)


@functools.cache
def _meld_rules(limit: int | str) -> MeldRules:
    """The meld rules for a joker limit, built once (melds are judged very often)."""
    return dataclasses.replace(
        SCALA40_MELDS, max_wilds=None if limit == "unlimited" else int(limit)
    )
