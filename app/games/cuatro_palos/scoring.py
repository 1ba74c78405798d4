"""Cuatro Palos deal scores and the match end (RULES.md §3.5).

One point per card a player still holds (waste pile plus personal stock); the player who
went out scores 0; in a stalled deal (§3.4) everybody scores his own count. The match ends
after a deal in which any total reaches the target; the lowest total wins, ties shared.
"""

from __future__ import annotations

from collections.abc import Sequence


def deal_scores(held: Sequence[int], winner: int | None) -> tuple[int, ...]:
    """Points per seat from the cards each holds; `winner` None for a stalled deal."""
    return tuple(0 if seat == winner else count for seat, count in enumerate(held))


def add_scores(totals: Sequence[int], scores: Sequence[int]) -> list[int]:
    return [t + s for t, s in zip(totals, scores, strict=True)]


def match_over(totals: Sequence[int], target: int) -> bool:
    return any(t >= target for t in totals)


def lowest(totals: Sequence[int]) -> list[int]:
    """The seats with the lowest total (co-winners on a tie, CP-A10)."""
    best = min(totals)
    return [seat for seat, t in enumerate(totals) if t == best]
