"""Quita y Pon options (RULES.md §1.7), with the rules' defaults."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from app.core.melds import QUITA_Y_PON_MELDS, MeldRules
from app.core.options import MATCH_POINTS, GameOptions, is_int
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

    def _problem(self) -> str | None:
        if not is_int(self.hand_size) or self.hand_size < 1:
            return f"hand_size must be a positive whole number, not {self.hand_size!r}"
        if self.num_players * self.hand_size >= 104:
            return f"hand_size {self.hand_size}: {self.num_players} hands leave no stock"
        if self.num_decks != 2:
            return f"num_decks is fixed at 2 in Quita y Pon, not {self.num_decks!r}"
        if self.jokers != 0:
            return f"Quita y Pon is played without jokers (jokers: 0), not {self.jokers!r}"
        if self.max_set_size is not None and (
            not is_int(self.max_set_size) or not 4 <= self.max_set_size <= 8
        ):
            return f"max_set_size must be none or 4 to 8, not {self.max_set_size!r}"
        for name in ("run_wraparound", "ace_both_ends", "manipulate_before_initial_meld"):
            if not isinstance(getattr(self, name), bool):
                return f"{name} must be true or false, not {getattr(self, name)!r}"
        if self.must_play_if_able not in MUST_PLAY_VALUES:
            return f"must_play_if_able must be one of {', '.join(MUST_PLAY_VALUES)}, not {self.must_play_if_able!r}"
        if not is_int(self.initial_meld_min_points) or self.initial_meld_min_points < 0:
            return (
                f"initial_meld_min_points must be 0 or more, not {self.initial_meld_min_points!r}"
            )
        if self.turn_time_limit_s is not None and (
            not is_int(self.turn_time_limit_s) or self.turn_time_limit_s < 1
        ):
            return f"turn_time_limit_s must be none or a positive number, not {self.turn_time_limit_s!r}"
        if self.stock_end_trigger not in STOCK_END_VALUES:
            return f"stock_end_trigger must be one of {', '.join(STOCK_END_VALUES)}, not {self.stock_end_trigger!r}"
        for name in ("deals", "target_score"):
            value = getattr(self, name)
            if value is not None and (not is_int(value) or value < 1):
                return f"{name} must be none or a positive whole number, not {value!r}"
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
