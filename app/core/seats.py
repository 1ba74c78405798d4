"""Seats around the table: who plays after whom when some seats are out of the match."""

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
