"""Mano y Pie options (RULES.md §4.10), with the rules' defaults, and what they make: the
pack, the teams, the family's meld and pick-up rules."""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from app.core.decks import PackSpec
from app.core.options import (
    BONUS_POINTS,
    FrozenMapping,
    GameOptions,
    choice_problem,
    either_problem,
    flag_problem,
    is_int,
)
from app.core.seats import partnerships
from app.core.words import Words
from app.games.canasta.melds import ALL_WILD, CLEAN, DIRTY, MANO_Y_PIE_FAMILY, FamilyRules
from app.games.canasta.pickup import MANO_Y_PIE_PICKUP, PickupRules
from app.games.mano_y_pie import GAME

#: Cards of one 54-card deck that are neither a 3 nor a wild card (HF-A13).
UP_CARDS_PER_DECK = 44
BOOK_NAMES = ("clean", "dirty", "wild")
#: The family's kinds of book by the names the options use.
BOOK_KIND = {"clean": CLEAN, "dirty": DIRTY, "wild": ALL_WILD}
DEFAULT_BOOK_VALUES: Mapping[str, int] = {"clean": 500, "dirty": 300, "wild": 1500}
#: `teams`: "auto" sits partners where the count allows (4: 2x2, 6: 3x2), else everyone
#: alone; "2x3" is six players in two teams of three; "3x2" says the default for six.
TEAMS = ("auto", "3x2", "2x3")

_BOOLS = (
    "partner_must_have_played_foot",
    "require_permission",
    "exclusive_meld_action",
    "red3_penalty_if_foot_not_reached",
    "tie_extra_deal",
)
_COUNTS = ("num_decks", "hand_size", "foot_size", "draw_count", "pickup_count", "num_deals")


@dataclass(frozen=True, slots=True)
class ManoYPieOptions(GameOptions):
    """Every option of §4.10. Lists given as JSON lists become tuples; `book_values` maps
    clean/dirty/wild to points (a key left out keeps its default)."""

    game = GAME
    #: Twelve decks (648 cards) at most: a bot's every decision reads the unseen cards,
    #: so a deal's time grows with the pack (3,000 decks ran for minutes).
    BOUNDS: ClassVar[Mapping[str, tuple[int, int]]] = {
        "num_decks": (1, 12),
        "hand_size": (1, 30),
        "foot_size": (1, 30),
        "draw_count": (1, 6),
        "pickup_count": (1, 30),
        "min_meld_by_deal": (0, 10_000),
        "num_deals": (1, 20),
        "contract": (0, 9),
        "wild_ratio": (1, 6),
        "book_values": BONUS_POINTS,
        "go_out_bonus": BONUS_POINTS,
        "red3_value": BONUS_POINTS,
    }

    num_players: int = 4
    teams: str = "auto"
    num_decks: int = 5
    hand_size: int = 13
    foot_size: int = 13
    draw_count: int = 2
    pickup_count: int = 7
    min_meld_by_deal: tuple[int, ...] = (50, 90, 120, 150)
    num_deals: int = 4
    contract: tuple[int, int, int] = (2, 2, 1)
    wild_ratio: int = 2
    wild_top_pickup: str = "same_kind"
    partner_must_have_played_foot: bool = True
    require_permission: bool = True
    exclusive_meld_action: bool = False
    red3_penalty_if_foot_not_reached: bool = False
    book_values: Mapping[str, int] = field(default_factory=lambda: dict(DEFAULT_BOOK_VALUES))
    go_out_bonus: int = 100
    red3_value: int = 100
    tie_extra_deal: bool = False

    def _normalise(self) -> None:
        for name in ("min_meld_by_deal", "contract"):
            value = getattr(self, name)
            if isinstance(value, list):
                object.__setattr__(self, name, tuple(value))
        if isinstance(self.book_values, Mapping):
            merged = {**DEFAULT_BOOK_VALUES, **self.book_values}
            object.__setattr__(self, "book_values", FrozenMapping(merged))

    def _problem(self) -> Words | None:
        if self.teams not in TEAMS:
            return choice_problem("teams", self.teams, TEAMS)
        if self.teams != "auto" and self.num_players != 6:
            return Words("OptionProblem", "teams {teams} needs six players, not {players}").filled(
                teams=self.teams, players=self.num_players
            )
        problem = flag_problem(self, _BOOLS)
        if problem is not None:
            return problem
        for name in _COUNTS:
            value = getattr(self, name)
            if not is_int(value) or value < 1:
                return _at_least_one(name, value)
        if not _ints(self.min_meld_by_deal) or not self.min_meld_by_deal:
            return Words("OptionProblem", "{option} must be a list of points, not {value}").filled(
                option="min_meld_by_deal", value=repr(self.min_meld_by_deal)
            )
        most = self.BOUNDS["num_deals"][1]  # one minimum per deal, the last for every later
        if len(self.min_meld_by_deal) > most:
            return Words(
                "OptionProblem", "{option} lists at most {most} minimums, not {count}"
            ).filled(option="min_meld_by_deal", most=most, count=len(self.min_meld_by_deal))
        if not _ints(self.contract) or len(self.contract) != 3:
            return Words(
                "OptionProblem", "{option} must be (clean, dirty, wild) book counts, not {value}"
            ).filled(option="contract", value=repr(self.contract))
        if not is_int(self.wild_ratio) or self.wild_ratio < 1:
            return _at_least_one("wild_ratio", self.wild_ratio)
        if self.wild_top_pickup not in ("same_kind", "forbidden"):
            return either_problem("wild_top_pickup", self.wild_top_pickup, "same_kind", "forbidden")
        if not isinstance(self.book_values, Mapping):
            return Words("OptionProblem", "{option} must map {keys} to points, not {value}").filled(
                option="book_values", keys="clean, dirty, wild", value=repr(self.book_values)
            )
        unknown = sorted(str(k) for k in set(self.book_values) - set(BOOK_NAMES))
        if unknown:
            return Words("OptionProblem", "{option} knows {some} and {last}, not {unknown}").filled(
                option="book_values", some="clean, dirty", last="wild", unknown=", ".join(unknown)
            )
        problem = self.points_problem("book_values", "go_out_bonus", "red3_value")
        if problem is not None:
            return problem
        dealt = self.num_players * (self.hand_size + self.foot_size)
        if self.num_decks * UP_CARDS_PER_DECK <= dealt:  # HF-A13: an up-card always exists
            return Words(
                "OptionProblem",
                "{decks} decks cannot deal {hand} + {foot} cards to {players} players and turn "
                "an up-card",
            ).filled(
                decks=self.num_decks,
                hand=self.hand_size,
                foot=self.foot_size,
                players=self.num_players,
            )
        return None

    def to_json(self) -> dict[str, Any]:
        data = GameOptions.to_json(self)
        data["book_values"] = dict(self.book_values)
        data["min_meld_by_deal"] = list(self.min_meld_by_deal)
        data["contract"] = list(self.contract)
        return data

    # ------------------------------------------------------------------ what they make
    @property
    def pack(self) -> PackSpec:
        """`num_decks` decks of 52 cards and 2 jokers (§4.1)."""
        return PackSpec(decks=self.num_decks, jokers=2 * self.num_decks)

    @property
    def team_size(self) -> int:
        """Partners opposite at 4 and 6 (3x2 or 2x3); everyone alone at 2, 3 and 5."""
        if self.num_players == 6:
            return 3 if self.teams == "2x3" else 2
        return 2 if self.num_players == 4 else 1

    @property
    def seat_teams(self) -> tuple[int, ...]:
        return partnerships(self.num_players, self.team_size)

    @property
    def partnership(self) -> bool:
        return self.team_size > 1

    @property
    def needs_permission(self) -> bool:
        """Going out asks the partners (G4): partnership play with `require_permission`."""
        return self.partnership and self.require_permission

    @property
    def family(self) -> FamilyRules:
        return _family(self.wild_ratio)

    @property
    def pickup(self) -> PickupRules:
        return _pickup(self.pickup_count, self.wild_top_pickup)

    def minimum(self, deal_index: int) -> int:
        """The initial-meld minimum of deal `deal_index` (0-based; §4.8: the list's last
        value for every deal past its end)."""
        table = self.min_meld_by_deal
        return table[min(deal_index, len(table) - 1)]

    @property
    def contract_books(self) -> dict[str, int]:
        """G1's books by family kind."""
        return dict(zip((CLEAN, DIRTY, ALL_WILD), self.contract, strict=True))

    def book_bonus(self) -> dict[str, int]:
        """The book bonuses by family kind."""
        return {BOOK_KIND[name]: value for name, value in self.book_values.items()}


def _ints(values: Sequence[Any]) -> bool:
    return isinstance(values, tuple) and all(is_int(v) and v >= 0 for v in values)


@functools.cache
def _family(ratio: int) -> FamilyRules:
    meld_rules = dataclasses.replace(MANO_Y_PIE_FAMILY.meld_rules, natural_ratio=ratio)
    return dataclasses.replace(MANO_Y_PIE_FAMILY, meld_rules=meld_rules)


@functools.cache
def _pickup(take: int, wild_top: str) -> PickupRules:
    return dataclasses.replace(MANO_Y_PIE_PICKUP, take=take, wild_top=wild_top)


def _at_least_one(name: str, value: Any) -> Words:
    return Words(
        "OptionProblem", "{option} must be a whole number of at least 1, not {value}"
    ).filled(option=name, value=repr(value))
