"""`tapete-cli solve`: the optimal Quita y Pon commit for a table and a hand.

A game's command-line tool: the registry names this module, and `tapete-cli` adds it as
a sub-command (`NAME`, `HELP`, `DESCRIPTION`, `add_arguments`, `run`). Bad input raises
ValueError, which the command line reports in one line with exit status 2.
"""

from __future__ import annotations

import argparse
import json

from app.core.cards import Card, cards, fmt
from app.core.decks import QUITA_Y_PON_PACK, check_multiplicity
from app.core.engine import IllegalMove
from app.core.melds import classify
from app.core.options import add_option_arguments
from app.games.quita_y_pon.rules import QuitaYPonOptions
from app.games.quita_y_pon.solver import arrange, solve

SOLVE_OPTIONS = ("max_set_size", "run_wraparound", "ace_both_ends", "initial_meld_min_points")

NAME = "solve"
HELP = "find the best Quita y Pon commit for a table and a hand"
DESCRIPTION = (
    "Print the optimal commit: the new table's melds and the hand cards placed. "
    "The table is either melds separated by '|' (each must be a valid meld), e.g. "
    '"3S 4S 5S | 7C 7D 7H", or a flat list of cards, which the solver then '
    "arranges into valid melds itself. Cards: ranks A 2-9 T J Q K, suits S H D C, "
    "a prime for the second copy (7H')."
)


class UsageError(ValueError):
    """Bad input to the tool (reported in one line, exit status 2)."""


def add_arguments(solve: argparse.ArgumentParser) -> None:
    solve.add_argument(
        "--table", default="", help="table cards: melds split by '|', or a flat list"
    )
    solve.add_argument("--hand", required=True, help='hand cards, e.g. "5S\' KD"')
    solve.add_argument(
        "--objective",
        choices=("cards", "points"),
        default="cards",
        help="most hand cards placed (ties: most points), or most points (ties: most cards)",
    )
    add_option_arguments(
        solve, "max_set_size, run_wraparound, ace_both_ends, initial_meld_min_points (repeatable)"
    )


def run(args: argparse.Namespace) -> int:
    options = QuitaYPonOptions.parse_assignments(args.option)
    for item in args.option:
        name = item.split("=", 1)[0].strip()
        if name not in SOLVE_OPTIONS:
            raise UsageError(
                f"option {name!r} does not change the solver (use {', '.join(SOLVE_OPTIONS)})"
            )
    hand = cards(args.hand)
    table_groups, flat = _read_table(args.table)
    table = [c for g in table_groups for c in g] if table_groups is not None else flat
    problem = check_multiplicity([*table, *hand], QUITA_Y_PON_PACK)
    if problem:
        raise UsageError(problem)
    solver_options = options.solver_options
    if table_groups is not None:
        for group in table_groups:
            judged = classify(group, options.meld_rules)
            if isinstance(judged, IllegalMove):
                raise UsageError(f"table meld [{fmt(group)}] is not valid: {judged.code}")
    unchanged = table_groups
    if table_groups is None:
        unchanged = [list(m) for m in arrange(table, **solver_options) or []]
        if table and not unchanged:
            raise UsageError("the table cannot be arranged into valid melds")
    solution = solve(
        table,
        hand,
        objective=args.objective,
        min_points=options.initial_meld_min_points,
        **solver_options,
    )
    if args.json:
        print(json.dumps(_as_json(solution, unchanged)))
    elif solution is None:
        print("No legal commit: no hand card can be placed. Draw.")
    else:
        print(
            f"Place {fmt(solution.placed)} ({solution.cards_placed} cards, {solution.points_placed} points):"
        )
        for meld in solution.melds:
            print("  " + fmt(meld))
    return 0


def _read_table(text: str) -> tuple[list[list[Card]] | None, list[Card]]:
    if "|" in text:
        groups = [cards(part) for part in text.split("|")]
        if any(not g for g in groups):
            raise UsageError("empty meld between '|' in --table")
        return groups, []
    return None, cards(text)


def _as_json(solution, unchanged: list) -> dict:
    if solution is None:  # no legal commit: the table stays as it is, nothing is placed
        return {
            "melds": [[str(c) for c in meld] for meld in unchanged],
            "placed": [],
            "cards_placed": 0,
            "points_placed": 0,
        }
    return {
        "melds": [[str(c) for c in meld] for meld in solution.melds],
        "placed": [str(c) for c in solution.placed],
        "cards_placed": solution.cards_placed,
        "points_placed": solution.points_placed,
    }
