"""Quita y Pon bots: easy, normal and hard (DESIGN.md §3).

* easy lays down melds from its hand and lays single cards off on the ends of table
  melds; it never rearranges the table.
* normal plays the exact solver's best commit: the most hand cards this turn.
* hard plays a most-cards commit too, but chooses among them which cards to keep: it
  sheds the cards that will be hardest to place later (aces, 2s and kings, cards whose
  neighbours are gone) before the costly ones, so that the hand it keeps plays out
  sooner. See bench/README.md for how much that is worth against normal.
"""

from __future__ import annotations

import random

from app.core.bots import check_level
from app.core.cards import Card
from app.core.engine import Action
from app.core.melds import Meld, MeldRules, classify
from app.games.quita_y_pon.engine import (
    Commit,
    Draw,
    Group,
    Position,
    QuitaYPonView,
    commit_problem,
    could_extend,
    full_play,
    simple_play,
)
from app.games.quita_y_pon.scoring import card_points
from app.games.quita_y_pon.solver import solve


class QuitaYPonBot:
    def __init__(self, level: str = "normal", seed: int | str = 0) -> None:
        self.level = check_level(level)
        self.rng = random.Random(f"qp-bot:{level}:{seed}")

    def choose(self, view: QuitaYPonView, budget_s: float | None = None) -> Action:
        position = Position.of_view(view)
        if self.level == "easy":
            groups = easy_commit(position)
        elif self.level == "normal":
            groups = solver_commit(position)
        else:
            groups = hard_commit(position)
        if groups is None and position.options.must_play_if_able == "full":
            groups = full_play(position)
        return Draw() if groups is None else Commit(groups)


# ---------------------------------------------------------------------------- easy
def easy_commit(position: Position) -> tuple[Group, ...] | None:
    """Melds from the hand, then lay-offs on the ends of melds; no rearranging."""
    rules = position.options.meld_rules
    hand = sorted(position.hand, key=Card.sort_key)
    new_groups: list[list[Card]] = []
    for group in _greedy_hand_melds(hand, position):
        new_groups.append(group)
        for c in group:
            hand.remove(c)
    table = [list(g) for g in position.table]
    may_touch_table = position.keep_table is None
    targets = (table + new_groups) if may_touch_table else new_groups
    laid = True
    while laid and hand:
        laid = False
        for c in list(hand):
            for group in targets:
                extended = _extend(group, c, rules)
                if extended is not None:
                    group[:] = extended
                    hand.remove(c)
                    laid = True
                    break
    commit = tuple(tuple(g) for g in table + new_groups)
    if commit_problem(position, commit) is None:
        return commit
    # The initial-meld minimum can refuse a small first play: fall back to the simple play.
    return simple_play(position)


def _extend(group: list[Card], c: Card, rules: MeldRules) -> list[Card] | None:
    if len(group) >= 2 and not could_extend(group, c):
        return None
    for candidate in ([*group, c], [c, *group]):
        judged = classify(candidate, rules)
        if isinstance(judged, Meld):
            return list(judged.cards)
    return None


def _greedy_hand_melds(hand: list[Card], position: Position) -> list[list[Card]]:
    """Sets of a rank and maximal runs of a suit, greedily, longest first."""
    options = position.options
    pool = list(hand)
    melds: list[list[Card]] = []
    while True:
        best: list[Card] | None = None
        by_rank: dict[int, list[Card]] = {}
        for c in pool:
            by_rank.setdefault(c.rank, []).append(c)
        for same in by_rank.values():
            if len(same) >= 3:
                group = same[: options.max_set_size or 8]
                if best is None or len(group) > len(best):
                    best = group
        faces = {c.face: c for c in pool}
        for suit in "SHDC":
            for run in _segments([faces.get((p % 13 or 13, suit)) for p in range(1, 15)]):
                if len(run) >= 3 and (best is None or len(run) > len(best)):
                    best = run
        if best is None:
            return melds
        melds.append(best)
        for c in best:
            pool.remove(c)


def _segments(slots: list[Card | None]) -> list[list[Card]]:
    """Maximal runs of present cards over positions 1..14 (one ace never used twice)."""
    out: list[list[Card]] = []
    run: list[Card] = []
    for i, c in enumerate(slots):
        if c is not None and not (i == 13 and len(run) == 13):
            run.append(c)
        else:
            out.append(run)
            run = [c] if c is not None else []
    out.append(run)
    return out


# ---------------------------------------------------------------------------- normal
def solver_commit(
    position: Position, weights: dict[tuple[int, str], int] | None = None
) -> tuple[Group, ...] | None:
    solution = solve(
        [c for g in position.table for c in g],
        position.hand,
        objective="cards",
        min_points=position.min_points,
        keep_table=position.keep_table,
        shed_bonus=weights,
        **position.options.solver_options,
    )
    return None if solution is None else tuple(solution.melds)


# ---------------------------------------------------------------------------- hard
def hard_commit(position: Position) -> tuple[Group, ...] | None:
    return solver_commit(position, weights=_shedding_weights(position))


def _shedding_weights(position: Position) -> dict[tuple[int, str], int]:
    """How much the hard bot wants each hand card gone, among most-cards commits.

    Late in a deal the players left holding cards are stuck with "dead" ones that no
    table meld will take. Aces, 2s and kings fit only two run windows (A23/QKA, A23/234,
    JQK/QKA) against three for the other ranks (all fit three with wrap-around), so
    they go first; points break the remaining ties (a stock-exhausted deal is won on
    hand points).
    """
    wrap = position.options.run_wraparound
    return {
        c.face: (0 if wrap or c.rank not in (1, 2, 13) else 300) + card_points(c)
        for c in position.hand
    }
