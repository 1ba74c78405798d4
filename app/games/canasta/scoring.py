"""Team scoring of the canasta family as data-driven pieces (RULES.md §5.7, §4.8).

A team's deal score is a list of named lines (melded cards, book or canasta bonuses, the
going-out bonus, held cards, a packet penalty, red 3s), each computed by one small
function from the game's card values and bonus table, so that each game lists its lines
and the breakdown a person reads is exactly the sum that was scored.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from app.core.cards import Card
from app.games.canasta.melds import CLEAN, THOUSAND, FamilyRules, TeamMeld, completed_kind

CardValue = Callable[[Card], int]


@dataclass(frozen=True, slots=True)
class TeamTally:
    """One team's deal score: named lines in the order they are shown."""

    team: int
    lines: tuple[tuple[str, int], ...]

    @property
    def total(self) -> int:
        return sum(points for _, points in self.lines)

    def line(self, name: str) -> int:
        return sum(points for n, points in self.lines if n == name)


def melded_points(melds: Iterable[TeamMeld], team: int, value: CardValue) -> int:
    """The value of every card in the team's melds, complete or not."""
    return sum(value(c) for m in melds if m.team == team for c in m.cards)


def book_bonuses(
    melds: Iterable[TeamMeld],
    team: int,
    rules: FamilyRules,
    values: Mapping[str, int],
    cumulative_thousand: bool = False,
) -> int:
    """The bonuses of the team's complete melds, `values` keyed by kind (clean, dirty,
    wild, thousand). `cumulative_thousand`: the ace-to-ace run scores the clean bonus
    too (Buraco's `de_mil_cumulative`, BU-A5)."""
    total = 0
    for m in melds:
        if m.team != team:
            continue
        kind = completed_kind(m, rules)
        if kind is None:
            continue
        total += values.get(kind, 0)
        if kind == THOUSAND and cumulative_thousand:
            total += values.get(CLEAN, 0)
    return total


def held_points(cards: Iterable[Card], value: CardValue) -> int:
    """What cards still held cost (a positive number, scored as a minus line)."""
    return sum(value(c) for c in cards)


def count_books(melds: Iterable[TeamMeld], team: int, rules: FamilyRules) -> dict[str, int]:
    """How many complete melds of each kind the team has (Mano y Pie's contract)."""
    counts: dict[str, int] = {}
    for m in melds:
        if m.team == team:
            kind = completed_kind(m, rules)
            if kind is not None:
                counts[kind] = counts.get(kind, 0) + 1
    return counts
