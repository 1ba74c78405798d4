"""Quita y Pon options (RULES.md §1.7), with the rules' defaults."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from app.core.melds import QUITA_Y_PON_MELDS, MeldRules
from app.core.options import (
    MATCH_POINTS,
    GameOptions,
    choice_problem,
    flag_problem,
    is_int,
    positive_problem,
)
from app.core.words import Words
from app.games.quita_y_pon import GAME

MUST_PLAY_VALUES = ("off", "simple", "full")
STOCK_END_VALUES = ("on_last_draw", "on_empty_draw_attempt")


@dataclass(frozen=True, slots=True)
class QuitaYPonOptions(GameOptions):
    game = GAME
    BOUNDS: ClassVar[Mapping[str, tuple[int, int]]] = {
        "hand_size": (1, 51),  # two hands of 51 leave two cards of the 104 to draw
        "initial_meld_min_points": (0, 100_000),
        "turn_time_limit_s": (1, 600),
        "deals": (1, 50),
        "target_score": MATCH_POINTS,
    }

    num_players: int = 4
    hand_size: int = 11
    num_decks: int = 2
    jokers: int = 0
    max_set_size: int | None = None
    run_wraparound: bool = False
    ace_both_ends: bool = False
    must_play_if_able: str = "simple"
    initial_meld_min_points: int = 0
    manipulate_before_initial_meld: bool = True
    turn_time_limit_s: int | None = None
    stock_end_trigger: str = "on_last_draw"
    deals: int | None = None
    target_score: int | None = None

    def _problem(self) -> Words | None:
        if not is_int(self.hand_size) or self.hand_size < 1:
            return positive_problem("hand_size", self.hand_size)
        if self.num_players * self.hand_size >= 104:
            return Words(
                "OptionProblem", "hand_size {hand}: {players} hands leave no stock"
            ).filled(hand=self.hand_size, players=self.num_players)
        if self.num_decks != 2:
            return Words(
                "OptionProblem", "{option} is fixed at {fixed} in {game}, not {value}"
            ).filled(option="num_decks", fixed=2, game=self.game_name, value=repr(self.num_decks))
        if self.jokers != 0:
            return Words(
                "OptionProblem", "{game} is played without jokers (jokers: 0), not {value}"
            ).filled(game=self.game_name, value=repr(self.jokers))
        if self.max_set_size is not None and (
            not is_int(self.max_set_size) or not 4 <= self.max_set_size <= 8
        ):
            return Words(
                "OptionProblem", "{option} must be none or {low} to {high}, not {value}"
            ).filled(option="max_set_size", low=4, high=8, value=repr(self.max_set_size))
        problem = flag_problem(
            self, ("run_wraparound", "ace_both_ends", "manipulate_before_initial_meld")
        )
        if problem is not None:
            return problem
        if self.must_play_if_able not in MUST_PLAY_VALUES:
            return choice_problem("must_play_if_able", self.must_play_if_able, MUST_PLAY_VALUES)
        if not is_int(self.initial_meld_min_points) or self.initial_meld_min_points < 0:
            return Words("OptionProblem", "{option} must be 0 or more, not {value}").filled(
                option="initial_meld_min_points", value=repr(self.initial_meld_min_points)
            )
        if self.turn_time_limit_s is not None and (
            not is_int(self.turn_time_limit_s) or self.turn_time_limit_s < 1
        ):
            return Words(
                "OptionProblem", "{option} must be none or a positive number, not {value}"
            ).filled(option="turn_time_limit_s", value=repr(self.turn_time_limit_s))
        if self.stock_end_trigger not in STOCK_END_VALUES:
            return choice_problem("stock_end_trigger", self.stock_end_trigger, STOCK_END_VALUES)
        for name in ("deals", "target_score"):
            value = getattr(self, name)
            if value is not None and (not is_int(value) or value < 1):
                return Words(
                    "OptionProblem", "{option} must be none or a positive whole number, not {value}"
                ).filled(option=name, value=repr(value))
        return None

    @property
    def meld_rules(self) -> MeldRules:
        return dataclasses.replace(
            QUITA_Y_PON_MELDS,
            set_max=self.max_set_size,
            wraparound=self.run_wraparound,
            ace_both_ends=self.ace_both_ends,
        )

    @property
    def solver_options(self) -> dict[str, Any]:
        return {
            "max_set_size": self.max_set_size,
            "run_wraparound": self.run_wraparound,
            "ace_both_ends": self.ace_both_ends,
        }
