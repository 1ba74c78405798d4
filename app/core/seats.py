"""Seats around the table: who plays after whom, who partners whom.

Teams are a tuple giving each seat its team (numbered from 0 in order of first seat);
a solo game is teams of one. Partners sit opposite by default (RULES.md §4.1, §5.1).
"""

from __future__ import annotations

from collections.abc import Sequence


def seats_from(dealer: int, active: Sequence[bool]) -> list[int]:
    """Active seats in clockwise order starting at the dealer's left."""
    n = len(active)
    return [s % n for s in range(dealer + 1, dealer + 1 + n) if active[s % n]]


def next_active(seat: int, active: Sequence[bool]) -> int:
    """The next active seat clockwise after `seat`."""
    return seats_from(seat, active)[0]


def seat_after(seat: int, players: int, step: int = 1) -> int:
    """The seat after `seat` in the direction of play: `step` +1 clockwise, -1 counter-
    clockwise (RULES.md §0.2: next(p) = p + step mod N)."""
    return (seat + step) % players


def others_in_order(seat: int, players: int, step: int = 1) -> list[int]:
    """The other seats in the direction of play, starting with the next one."""
    return [(seat + step * k) % players for k in range(1, players)]


# --------------------------------------------------------------------------- teams


def partnerships(players: int, team_size: int = 2) -> tuple[int, ...]:
    """Each seat's team when partners sit apart, spread evenly round the table: with
    teams of two at four seats, partners face each other (0 and 2, 1 and 3); at six,
    three teams of two sit opposite (0-3, 1-4, 2-5) and two teams of three alternate
    (0-2-4, 1-3-5). A team size of one is the solo game: every seat its own team."""
    if team_size < 1 or players % team_size:
        raise ValueError(f"{players} players cannot sit as teams of {team_size}")
    teams = players // team_size
    return tuple(seat % teams for seat in range(players))


def solo(players: int) -> tuple[int, ...]:
    """Every seat its own team (the solo games)."""
    return partnerships(players, 1)


def team_members(teams: Sequence[int], team: int) -> list[int]:
    """The seats of `team`, in seat order."""
    return [seat for seat, t in enumerate(teams) if t == team]


def partners_of(teams: Sequence[int], seat: int) -> list[int]:
    """The seat's partners (none in a solo game)."""
    return [s for s in team_members(teams, teams[seat]) if s != seat]


def team_count(teams: Sequence[int]) -> int:
    return len(set(teams))
