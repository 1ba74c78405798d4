"""Quita y Pon puzzles: made from a seed and a level, `best` exact against the HiGHS
reference, the hand alone always weaker, the level the fewest table groups the best
answer must change; `tapete-cli puzzle` prints them."""

from __future__ import annotations

import datetime
import json
from functools import lru_cache

import pytest

from app.cli.main import main as cli
from app.core.cards import card
from app.games.quita_y_pon.puzzles import LEVELS, fewest_changes, make, of_the_day
from app.games.quita_y_pon.scoring import card_points
from bench._instances import HighsReference

from .test_solver import assert_legal_commit, rules_for


@lru_cache(maxsize=1)
def highs() -> HighsReference:
    return HighsReference()


def optimum(table, hand) -> int:
    found = highs().solve(list(table), list(hand))
    return 0 if found is None else found.cards


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(6))
def test_best_is_exact_and_the_puzzle_needs_the_table(level, seed):
    puzzle = make(seed, level)
    table = [c for g in puzzle.table for c in g]
    assert puzzle.best == optimum(table, puzzle.hand), "the solver's best is the optimum"
    assert puzzle.alone == optimum([], puzzle.hand) < puzzle.best, "the hand alone melds fewer"
    placed = [c for g in puzzle.solution for c in g if c in set(puzzle.hand)]
    assert len(placed) == puzzle.best
    from app.games.quita_y_pon.solver import Solution

    points = sum(card_points(c) for c in placed)
    commit = Solution(puzzle.solution, tuple(placed), len(placed), points)
    assert_legal_commit(table, puzzle.hand, commit, rules_for())
    assert min(puzzle.changes, 3) == level


def test_the_level_is_the_fewest_groups_the_best_answer_changes():
    """Against the reference: with every group but the changed ones kept, no smaller
    subset of groups places `best` cards, and the puzzle's own count does."""
    from itertools import combinations

    for level in (1, 2):
        puzzle = make(3, level)
        groups = puzzle.table
        for k in range(level):
            for changed in combinations(range(len(groups)), k):
                free = [c for i in changed for c in groups[i]]
                assert optimum(free, puzzle.hand) < puzzle.best, (level, changed)
        assert any(
            optimum([c for i in changed for c in groups[i]], puzzle.hand) == puzzle.best
            for changed in combinations(range(len(groups)), level)
        )


def test_fewest_changes_counts_a_group_extended_as_changed():
    table = [(card("3S"), card("4S"), card("5S")), (card("9H"), card("9D"), card("9C"))]
    assert fewest_changes(table, [card("6S"), card("KD")], 1) == 1
    assert fewest_changes(table, [card("6S"), card("9S"), card("KD")], 2) == 2
    assert fewest_changes(table, [card("QD"), card("KD"), card("AD")], 3) == 0


def test_a_seed_makes_the_same_puzzle_and_the_day_its_own():
    assert make("x", 2) == make("x", 2)
    assert make("x", 2) != make("y", 2)
    day = datetime.date(2026, 12, 3)
    assert of_the_day(day, 1) == make("2026-12-03", 1)
    with pytest.raises(ValueError, match="1, 2 or 3"):
        make(1, 4)


def test_the_command_prints_the_puzzle(capsys):
    assert cli(["puzzle", "--level", "2", "--seed", "7", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    puzzle = make("7", 2)
    assert data["table"] == [[str(c) for c in g] for g in puzzle.table]
    assert data["hand"] == [str(c) for c in puzzle.hand]
    assert data["best"] == puzzle.best and data["level"] == 2
    assert data["solution"] == [[str(c) for c in g] for g in puzzle.solution]
    assert cli(["puzzle", "--level", "1", "--seed", "7"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("table:") and f"best:     {make('7', 1).best}" in text
    assert cli(["puzzle", "--level", "5"]) == 2  # one line, status 2
    assert "--level" in capsys.readouterr().err
