"""Scala 40 options (RULES.md §2.8), with the rules' defaults."""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from app.core.decks import SCALA40_PACK, SCALA40_PACK_4J, PackSpec
from app.core.melds import SCALA40_MELDS, MeldRules
from app.core.options import (
    CARD_POINTS,
    GameOptions,
    either_problem,
    flag_problem,
    is_int,
    positive_problem,
)
from app.core.words import Words
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

    def _problem(self) -> Words | None:
        if self.jokers not in (2, 4) or isinstance(self.jokers, bool):
            return either_problem("jokers", self.jokers, 2, 4)
        if not is_int(self.hand_size) or self.hand_size < MIN_HAND_SIZE:
            return Words(
                "OptionProblem",
                "{option} must be a whole number of at least {least} (a meld takes 3 cards and "
                "one must be kept to discard), not {value}",
            ).filled(option="hand_size", least=MIN_HAND_SIZE, value=repr(self.hand_size))
        if self.num_players * self.hand_size + 2 > self.pack.size:
            return Words(
                "OptionProblem",
                "hand_size {hand} for {players} players leaves no up-card and stock",
            ).filled(hand=self.hand_size, players=self.num_players)
        if not is_int(self.opening_min) or self.opening_min < 0:
            return Words("OptionProblem", "{option} must be 0 or more, not {value}").filled(
                option="opening_min", value=repr(self.opening_min)
            )
        reachable = MAX_CARD_VALUE * self.hand_size
        if self.opening_min > reachable and self.close_in_hand_requires_min is True:
            return Words(
                "OptionProblem",
                "opening_min {opening} can never be reached: {hand} cards are worth at most "
                "{reachable} (no deal could ever be won)",
            ).filled(opening=self.opening_min, hand=self.hand_size, reachable=reachable)
        if self.max_jokers_per_meld not in MAX_JOKERS_VALUES or isinstance(
            self.max_jokers_per_meld, bool
        ):
            return Words("OptionProblem", "{option} must be 1, 2 or unlimited, not {value}").filled(
                option="max_jokers_per_meld", value=repr(self.max_jokers_per_meld)
            )
        problem = flag_problem(self, _BOOL_OPTIONS)
        if problem is not None:
            return problem
        if not is_int(self.close_in_hand_multiplier) or self.close_in_hand_multiplier < 1:
            return positive_problem("close_in_hand_multiplier", self.close_in_hand_multiplier)
        return self.points_problem(
            "joker_penalty", "ace_penalty", "lone_ace_penalty", "elimination_threshold"
        )

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
