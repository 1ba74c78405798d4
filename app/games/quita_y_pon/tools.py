"""`tapete-cli solve`: the optimal Quita y Pon commit for a table and a hand.

A game's command-line tool: the registry names this module, and `tapete-cli` adds it as
a sub-command (`NAME`, `HELP`, `DESCRIPTION`, `add_arguments`, `run`). Bad input raises
ValueError, which the command line reports in one line with exit status 2. What a person
reads is marked for translation (`Words`): the command line says `HELP` and
`DESCRIPTION`, hands `add_arguments` its way of saying the arguments' helps, and says a
UsageError's words; the solution is printed in English (card notation stays as it is).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable

from app.core.cards import Card, cards, fmt
from app.core.decks import QUITA_Y_PON_PACK, multiplicity_problem
from app.core.engine import IllegalMove
from app.core.melds import classify
from app.core.options import JSON_HELP, add_option_arguments
from app.core.text import WordsError
from app.core.words import Words
from app.games.quita_y_pon.rules import QuitaYPonOptions
from app.games.quita_y_pon.solver import arrange, solve

SOLVE_OPTIONS = ("max_set_size", "run_wraparound", "ace_both_ends", "initial_meld_min_points")

NAME = "solve"
HELP = Words("CommandLine", "find the best Quita y Pon commit for a table and a hand")
DESCRIPTION = Words(
    "CommandLine",
    "Print the optimal commit: the new table's melds and the hand cards placed. The table is "
    "either melds separated by '|' (each must be a valid meld), e.g. \"3S 4S 5S | 7C 7D 7H\", "
    "or a flat list of cards, which the solver then arranges into valid melds itself. Cards: "
    "ranks A 2-9 T J Q K, suits S H D C, a prime for the second copy (7H').",
)


class UsageError(WordsError):
    """Bad input to the tool (reported in one line, exit status 2)."""


def add_arguments(solve: argparse.ArgumentParser, say: Callable[[Words], str] = str) -> None:
    """The tool's arguments, their helps said with `say` (the command line's)."""
    solve.add_argument(
        "--table",
        default="",
        help=say(Words("CommandLine", "table cards: melds split by '|', or a flat list")),
    )
    solve.add_argument(
        "--hand", required=True, help=say(Words("CommandLine", 'hand cards, e.g. "5S\' KD"'))
    )
    solve.add_argument(
        "--objective",
        choices=("cards", "points"),
        default="cards",
        help=say(
            Words(
                "CommandLine",
                "most hand cards placed (ties: most points), or most points (ties: most cards)",
            )
        ),
    )
    add_option_arguments(
        solve,
        say(
            Words(
                "CommandLine",
                "{options} (repeatable)",
            ).filled(options=", ".join(SOLVE_OPTIONS))
        ),
        say(JSON_HELP),
    )


def run(args: argparse.Namespace, say: Callable[[Words], str] = str) -> int:
    """Solve, and print the commit (its sentences said with `say`, the command line's)."""
    options = QuitaYPonOptions.parse_assignments(args.option)
    for item in args.option:
        name = item.split("=", 1)[0].strip()
        if name not in SOLVE_OPTIONS:
            raise UsageError(
                Words(
                    "CommandLine", "option {option} does not change the solver (use {options})"
                ).filled(option=repr(name), options=", ".join(SOLVE_OPTIONS))
            )
    hand = cards(args.hand)
    table_groups, flat = _read_table(args.table)
    table = [c for g in table_groups for c in g] if table_groups is not None else flat
    problem = multiplicity_problem([*table, *hand], QUITA_Y_PON_PACK)
    if problem:
        raise UsageError(problem)
    solver_options = options.solver_options
    if table_groups is not None:
        for group in table_groups:
            judged = classify(group, options.meld_rules)
            if isinstance(judged, IllegalMove):
                raise UsageError(
                    Words("CommandLine", "table meld [{meld}] is not valid: {code}").filled(
                        meld=fmt(group), code=judged.code
                    )
                )
    unchanged = table_groups
    if table_groups is None:
        unchanged = [list(m) for m in arrange(table, **solver_options) or []]
        if table and not unchanged:
            raise UsageError(Words("CommandLine", "the table cannot be arranged into valid melds"))
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
        print(say(Words("CommandLine", "No legal commit: no hand card can be placed. Draw.")))
    else:
        print(
            say(
                Words("CommandLine", "Place {cards} (%n card(s), {points} points):")
                .filled(cards=fmt(solution.placed), points=solution.points_placed)
                .counting(solution.cards_placed)
            )
        )
        for meld in solution.melds:
            print("  " + fmt(meld))
    return 0


def _read_table(text: str) -> tuple[list[list[Card]] | None, list[Card]]:
    if "|" in text:
        groups = [cards(part) for part in text.split("|")]
        if any(not g for g in groups):
            raise UsageError(Words("CommandLine", "empty meld between '|' in --table"))
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
