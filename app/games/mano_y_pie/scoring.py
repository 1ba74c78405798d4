"""Mano y Pie card values (RULES.md §4.2) and a team's deal score (§4.8)."""

from __future__ import annotations

from collections.abc import Iterable

from app.core.cards import Card
from app.games.canasta.melds import TeamMeld
from app.games.canasta.scoring import TeamTally, book_bonuses, held_points, melded_points
from app.games.mano_y_pie.rules import ManoYPieOptions

#: The lines of a team's score, in the order §4.8 lists them.
LINES = ("melded", "books", "red3s", "going_out", "held")


def card_value(c: Card, options: ManoYPieOptions) -> int:
    """Joker 50; 2 and A 20; 8 to K 10; 4 to 7 and a black 3 5; a red 3 `red3_value`
    (held: a penalty; on the table it is scored as a red 3, not as a card)."""
    if c.is_joker:
        return 50
    if c.rank in (1, 2):
        return 20
    if c.rank >= 8:
        return 10
    if c.rank == 3:
        return options.red3_value if c.is_red else 5
    return 5


def team_tally(
    team: int,
    melds: Iterable[TeamMeld],
    red3s: int,
    penalised_red3s: int,
    went_out: bool,
    held: Iterable[Card],
    options: ManoYPieOptions,
) -> TeamTally:
    """A team's deal score as §4.8's lines: melded cards, book bonuses, red 3s on the
    table (`penalised_red3s` of them count against it, HF-A10's option), the going-out
    bonus, and every card its members still hold, feet included (minus)."""
    melds = list(melds)

    def value(c: Card) -> int:
        return card_value(c, options)

    red = options.red3_value
    lines = (
        ("melded", melded_points(melds, team, value)),
        ("books", book_bonuses(melds, team, options.family, options.book_bonus())),
        ("red3s", red * (red3s - penalised_red3s) - red * penalised_red3s),
        ("going_out", options.go_out_bonus if went_out else 0),
        ("held", -held_points(held, value)),
    )
    return TeamTally(team, lines)
