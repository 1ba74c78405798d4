"""Buraco options (RULES.md §5.9), with the rules' defaults, and the family rules they make."""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from app.core.decks import BURACO_PACK, PackSpec
from app.core.options import (
    BONUS_POINTS,
    CARD_POINTS,
    MATCH_POINTS,
    GameOptions,
    either_problem,
    flag_problem,
    is_int,
)
from app.core.options import FrozenMapping as _Frozen
from app.core.seats import partnerships, solo
from app.core.words import Words
from app.games.buraco import GAME
from app.games.canasta.melds import BURACO_FAMILY, CLEAN, DIRTY, THOUSAND, FamilyRules

HAND_SIZE = 11
MUERTO_SIZE = 11
CANASTA_NAMES = ("limpa", "suja", "de_mil")
#: Buraco's canasta names for the family's kinds of complete meld.
CANASTA_NAME = {CLEAN: "limpa", DIRTY: "suja", THOUSAND: "de_mil"}
DEFAULT_CANASTA_VALUES: Mapping[str, int] = {"limpa": 200, "suja": 100, "de_mil": 1000}

_BOOL_OPTIONS = ("sets_allowed", "set_canastas", "wild_relocation", "de_mil_cumulative")


@dataclass(frozen=True, slots=True)
class BuracoOptions(GameOptions):
    """Every option of §5.9. `canasta_values` is a mapping limpa/suja/de_mil -> points
    (any key left out keeps its default); `target_score` None plays a single deal."""

    game = GAME
    BOUNDS: ClassVar[Mapping[str, tuple[int, int]]] = {
        "joker_value": CARD_POINTS,
        "max_wilds_per_meld": (1, 4),
        "canasta_values": BONUS_POINTS,
        "close_bonus": BONUS_POINTS,
        "muerto_penalty": BONUS_POINTS,
        "target_score": MATCH_POINTS,
    }

    num_players: int = 4
    joker_value: int = 20
    sets_allowed: bool = True
    set_canastas: bool = False
    max_wilds_per_meld: int = 1
    wild_relocation: bool = True
    close_requires: str = "any"
    de_mil_cumulative: bool = False
    canasta_values: Mapping[str, int] = field(default_factory=lambda: dict(DEFAULT_CANASTA_VALUES))
    close_bonus: int = 100
    muerto_penalty: int = 100
    target_score: int | None = None

    def _normalise(self) -> None:
        values = self.canasta_values
        if isinstance(values, Mapping):
            merged = {**DEFAULT_CANASTA_VALUES, **values}
            object.__setattr__(self, "canasta_values", _Frozen(merged))

    def _problem(self) -> Words | None:
        problem = flag_problem(self, _BOOL_OPTIONS)
        if problem is not None:
            return problem
        if not is_int(self.joker_value) or self.joker_value < 0:
            return Words("OptionProblem", "{option} must be 0 or more, not {value}").filled(
                option="joker_value", value=repr(self.joker_value)
            )
        if not is_int(self.max_wilds_per_meld) or not 1 <= self.max_wilds_per_meld <= 4:
            return Words("OptionProblem", "{option} must be {low} to {high}, not {value}").filled(
                option="max_wilds_per_meld", low=1, high=4, value=repr(self.max_wilds_per_meld)
            )
        if self.close_requires not in ("any", "clean"):
            return either_problem("close_requires", self.close_requires, "any", "clean")
        if not isinstance(self.canasta_values, Mapping):
            return Words("OptionProblem", "{option} must map {keys} to points, not {value}").filled(
                option="canasta_values", keys="limpa, suja, de_mil", value=repr(self.canasta_values)
            )
        unknown = sorted(set(self.canasta_values) - set(CANASTA_NAMES))
        if unknown:
            return Words("OptionProblem", "{option} knows {some} and {last}, not {unknown}").filled(
                option="canasta_values",
                some="limpa, suja",
                last="de_mil",
                unknown=", ".join(map(str, unknown)),
            )
        problem = self.points_problem("canasta_values", "close_bonus", "muerto_penalty")
        if problem is not None:
            return problem
        if self.target_score is not None and (
            not is_int(self.target_score) or self.target_score < 1
        ):
            return Words(
                "OptionProblem", "{option} must be none or a positive whole number, not {value}"
            ).filled(option="target_score", value=repr(self.target_score))
        return None

    def to_json(self) -> dict[str, Any]:
        data = GameOptions.to_json(self)
        data["canasta_values"] = dict(self.canasta_values)
        return data

    @property
    def pack(self) -> PackSpec:
        return BURACO_PACK

    @property
    def family(self) -> FamilyRules:
        return _family(
            self.sets_allowed, self.set_canastas, self.max_wilds_per_meld, self.wild_relocation
        )

    @property
    def partnership(self) -> bool:
        return self.num_players == 4

    @property
    def seat_teams(self) -> tuple[int, ...]:
        """Partners opposite at four (§5.1), everyone alone at two."""
        return partnerships(self.num_players, 2) if self.partnership else solo(self.num_players)

    @property
    def closing_kinds(self) -> frozenset[str]:
        """The kinds of canasta a team may close with (§5.5, BU-A6's `close_requires`)."""
        if self.close_requires == "clean":
            return frozenset({CLEAN, THOUSAND})
        return frozenset({CLEAN, DIRTY, THOUSAND})


@functools.cache
def _family(sets: bool, set_canastas: bool, max_wilds: int, relocation: bool) -> FamilyRules:
    """The family rules for these options, built once (melds are judged very often)."""
    meld_rules = dataclasses.replace(BURACO_FAMILY.meld_rules, sets=sets, max_wilds=max_wilds)
    return dataclasses.replace(
        BURACO_FAMILY, meld_rules=meld_rules, set_books=set_canastas, wild_relocation=relocation
    )
