"""Buraco card values (RULES.md §5.2) and the team score of a deal (§5.7)."""

from __future__ import annotations

from collections.abc import Iterable

from app.core.cards import Card
from app.games.buraco.rules import CANASTA_NAME, BuracoOptions
from app.games.canasta.melds import TeamMeld
from app.games.canasta.scoring import TeamTally, book_bonuses, held_points, melded_points

#: The lines of a team's score, in the order §5.7 lists them.
LINES = ("melded", "canastas", "close", "held", "muerto")


def card_value(c: Card, options: BuracoOptions) -> int:
    """Joker `joker_value` (20, BU-A1); 2 ten (wild or natural); A 15; 8-K 10; 3-7 5."""
    if c.is_joker:
        return options.joker_value
    if c.rank == 1:
        return 15
    if c.rank == 2 or c.rank >= 8:
        return 10
    return 5


def team_tally(
    team: int,
    melds: Iterable[TeamMeld],
    held: Iterable[Card],
    closed: bool,
    took_muerto: bool,
    options: BuracoOptions,
) -> TeamTally:
    """A team's deal score as §5.7's lines: melded cards, canasta bonuses, the close bonus,
    held cards (minus) and the untaken muerto (minus)."""
    melds = list(melds)

    def value(c: Card) -> int:
        return card_value(c, options)

    bonuses = {kind: options.canasta_values[name] for kind, name in CANASTA_NAME.items()}
    lines = (
        ("melded", melded_points(melds, team, value)),
        (
            "canastas",
            book_bonuses(melds, team, options.family, bonuses, options.de_mil_cumulative),
        ),
        ("close", options.close_bonus if closed else 0),
        ("held", -held_points(held, value)),
        ("muerto", 0 if took_muerto else -options.muerto_penalty),
    )
    return TeamTally(team, lines)
