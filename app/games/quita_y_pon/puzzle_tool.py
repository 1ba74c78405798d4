"""`tapete-cli puzzle`: a Quita y Pon puzzle, from a level and a seed (or the day).

A game's command-line tool (see app/games/quita_y_pon/tools.py): the table (its groups in
card notation), the hand, `best` (the most hand cards that can be placed, by the exact
solver) and `solution` (the groups of one commit placing them).
"""

from __future__ import annotations

import argparse
import datetime
import json
from collections.abc import Callable

from app.core.cards import fmt
from app.core.options import WholeNumber
from app.core.words import Words
from app.games.quita_y_pon.puzzles import LEVELS, make

NAME = "puzzle"
HELP = Words("CommandLine", "print a Quita y Pon puzzle: a table, a hand, the best answer")
DESCRIPTION = Words(
    "CommandLine",
    "Print a puzzle made from a level and a seed: the table's groups, the hand, the most hand "
    "cards that can be placed and one commit that places them. Level 1 needs one table group "
    "changed, level 2 two, level 3 three or more; the hand alone always melds fewer. Without "
    "--seed, the puzzle of the day.",
)


def add_arguments(parser: argparse.ArgumentParser, say: Callable[[Words], str] = str) -> None:
    parser.add_argument(
        "--level",
        action=WholeNumber,
        low=min(LEVELS),
        high=max(LEVELS),
        default=1,
        help=say(Words("CommandLine", "how much of the table the answer changes (1 to 3)")),
    )
    parser.add_argument(
        "--seed", default=None, help=say(Words("CommandLine", "the puzzle's seed (default: today)"))
    )
    parser.add_argument("--json", action="store_true", help=say(Words("CommandLine", "print JSON")))


def run(args: argparse.Namespace, say: Callable[[Words], str] = str) -> int:
    seed = args.seed if args.seed is not None else datetime.date.today().isoformat()
    puzzle = make(seed, args.level)
    if args.json:
        print(json.dumps(puzzle.to_json(), indent=2))
        return 0
    print(f"table:    {' | '.join(fmt(g) for g in puzzle.table)}")
    print(f"hand:     {fmt(puzzle.hand)}")
    print(f"best:     {puzzle.best} (the hand alone: {puzzle.alone})")
    print(f"solution: {' | '.join(fmt(g) for g in puzzle.solution)}")
    return 0
