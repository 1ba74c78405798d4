"""Quita y Pon puzzles, the solitaire of the family (issue "Practice and coaching").

A puzzle is a table of valid groups and a hand, made from a seed and a level. The exact
solver knows the most hand cards that can be placed (`best`), and the level says how
much of the table the best answer has to change: the fewest of the table's groups that
must be broken, extended or rebuilt to place that many cards (level 1: one group,
level 2: two, level 3: three or more). A puzzle always needs the table: the hand alone
could meld fewer cards than `best`.

Everything is pure and seeded: the same seed and level make the same puzzle.
"""

from __future__ import annotations

import datetime
import itertools
import random
from collections.abc import Sequence
from dataclasses import dataclass

from app.core.cards import SUIT_CHARS, Card
from app.games.quita_y_pon.solver import Solution, solve

LEVELS = (1, 2, 3)
#: Cards of the hand, by level (a larger table and hand for the deeper puzzles).
HAND_SIZES = {1: (5, 8), 2: (6, 9), 3: (7, 10)}
TABLE_GROUPS = {1: (3, 5), 2: (4, 6), 3: (5, 8)}
#: How many tables a seed may try before it gives up (ValueError: none found).
ATTEMPTS = 4000

DECK: tuple[Card, ...] = tuple(
    Card(rank, suit, copy) for copy in (0, 1) for suit in SUIT_CHARS for rank in range(1, 14)
)


@dataclass(frozen=True)
class Puzzle:
    """The table's groups, the hand, the most hand cards that can be placed (`best`),
    one commit placing them (`solution`: every group of the new table), what the hand
    alone could meld, and how many table groups the best answer changes (`changes`)."""

    seed: str
    level: int
    table: tuple[tuple[Card, ...], ...]
    hand: tuple[Card, ...]
    best: int
    solution: tuple[tuple[Card, ...], ...]
    alone: int
    changes: int

    def to_json(self) -> dict:
        def text(cards: Sequence[Card]) -> list[str]:
            return [str(c) for c in cards]

        return {
            "seed": self.seed,
            "level": self.level,
            "table": [text(g) for g in self.table],
            "hand": text(self.hand),
            "best": self.best,
            "solution": [text(g) for g in self.solution],
            "hand_alone": self.alone,
            "groups_changed": self.changes,
        }


def placed(solution: Solution | None) -> int:
    return 0 if solution is None else solution.cards_placed


def fewest_changes(table: Sequence[Sequence[Card]], hand: Sequence[Card], best: int) -> int:
    """The fewest table groups a commit placing `best` hand cards must change (broken,
    extended or rebuilt), every other group kept exactly as it is: 0, 1, 2, or 3 for
    three or more. Tried by subsets of the groups, the smallest first."""
    groups = [tuple(g) for g in table]
    if placed(solve([], hand)) >= best:
        return 0
    for k in (1, 2):
        for changed in itertools.combinations(range(len(groups)), k):
            free = [c for i in changed for c in groups[i]]
            if placed(solve(free, hand)) >= best:
                return k
    return 3


def _random_group(rng: random.Random, free: list[Card]) -> tuple[Card, ...] | None:
    """A run of 3 to 5 cards of a suit, or a set of 3 or 4 cards of a rank (each suit
    once), from `free`; None when the draw does not make one."""
    by_face: dict[tuple[int, str], list[Card]] = {}
    for c in free:
        by_face.setdefault((c.rank, c.suit), []).append(c)
    if rng.random() < 0.6:
        suit = rng.choice(SUIT_CHARS)
        size = rng.choice((3, 3, 4, 5))
        start = rng.randint(1, 14 - size)
        faces = [(r, suit) for r in range(start, start + size)]
        if all(by_face.get(f) for f in faces):
            return tuple(by_face[f][0] for f in faces)
        return None
    rank = rng.randint(1, 13)
    suits = [s for s in SUIT_CHARS if by_face.get((rank, s))]
    size = rng.choice((3, 3, 4))
    if len(suits) < size:
        return None
    return tuple(by_face[(rank, s)][0] for s in rng.sample(suits, size))


def make(seed: int | str, level: int) -> Puzzle:
    """The puzzle of `seed` at `level` (1 to 3); ValueError for another level, or when
    the seed's tables make none (it does not happen for the levels there are)."""
    if level not in LEVELS:
        raise ValueError(f"a puzzle's level is 1, 2 or 3, not {level!r}")
    rng = random.Random(f"qp-puzzle:{level}:{seed}")
    for _ in range(ATTEMPTS):
        free = list(DECK)
        rng.shuffle(free)
        table: list[tuple[Card, ...]] = []
        want = rng.randint(*TABLE_GROUPS[level])
        tries = 0
        while len(table) < want and tries < 200:
            tries += 1
            group = _random_group(rng, free)
            if group is not None:
                table.append(group)
                for c in group:
                    free.remove(c)
        near = _near(table, free)
        size = rng.randint(*HAND_SIZES[level])
        picks = rng.sample(near, min(len(near), size - 2)) if near else []
        rest = [c for c in free if c not in picks]
        hand = tuple(sorted(picks + rng.sample(rest, size - len(picks)), key=Card.sort_key))
        cards = [c for g in table for c in g]
        best_solution = solve(cards, hand)
        best = placed(best_solution)
        alone = placed(solve([], hand))
        if best_solution is None or best <= alone:
            continue  # the puzzle must need the table
        changes = fewest_changes(table, hand, best)
        if min(changes, 3) != level:
            continue
        return Puzzle(
            str(seed), level, tuple(table), hand, best, best_solution.melds, alone, changes
        )
    raise ValueError(f"no puzzle of level {level} found for seed {seed!r}")


def _near(table: Sequence[Sequence[Card]], free: Sequence[Card]) -> list[Card]:
    """Free cards that touch a table group: the next rank of a run's suit at either end,
    or a rank a set has, in a suit it lacks (the hand gets some, so the table matters)."""
    faces = set()
    for group in table:
        ranks = {c.rank for c in group}
        suits = {c.suit for c in group}
        if len(suits) == 1:  # a run
            (suit,) = suits
            faces |= {(min(ranks) - 1, suit), (max(ranks) + 1, suit)}
            faces |= {(r, suit) for r in ranks}  # a copy splits it
        else:
            (rank,) = ranks
            faces |= {(rank, s) for s in SUIT_CHARS if s not in suits}
            faces |= {(rank + d, s) for s in suits for d in (-2, -1, 1, 2)}
    return [c for c in free if (c.rank, c.suit) in faces]


def of_the_day(day: datetime.date, level: int) -> Puzzle:
    """The puzzle of a day: its seed is the date (the same puzzle for everyone)."""
    return make(day.isoformat(), level)
