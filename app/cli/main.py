"""`tapete-cli`: headless tools. Bad input gets one line naming it and exit status 2."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import NoReturn

from app.core.cards import CardParseError
from app.core.text import one_line

GAMES = ("quita-y-pon", "scala-40", "cuatro-palos")


class UsageError(Exception):
    """Bad input from the command line: reported in one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="tapete-cli",
        description="Tapete's headless tools: bot matches and the Quita y Pon table solver.",
    )
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    play = sub.add_parser(
        "play",
        help="play seeded deals between bots and report their strength",
        description=(
            "Play N full deals between bots with seats rotated, checking card conservation "
            "after every action. Prints, per bot level: seats, win share with its 95%% "
            "confidence interval (Wilson; a shared win counts as a fraction), mean deal "
            "score, decision time p50/p95/max in ms; and deals per second. One deal is one "
            "deal of the game; for scala-40 the deal score is minus the points paid (0 for "
            "the player who went out, who is the deal's winner), so mean score is minus the "
            "mean points paid. For cuatro-palos the deal score is minus the cards a seat still "
            "holds (0 for the player who went out); a stalled deal has no winner."
        ),
    )
    play.add_argument("--game", default="quita-y-pon", help=f"one of: {', '.join(GAMES)}")
    play.add_argument(
        "--players",
        type=int,
        default=4,
        help="number of seats (quita-y-pon 2-4, scala-40 2-5, cuatro-palos 3-6)",
    )
    play.add_argument(
        "--bots",
        default="normal",
        help="bot level per seat, comma separated (easy, normal, hard); one level fills every seat",
    )
    play.add_argument("--games", type=int, default=100, help="number of deals to play")
    play.add_argument("--seed", default="1", help="match seed (deal i uses deal index i)")
    play.add_argument("--json", action="store_true", help="print one JSON object")
    play.add_argument(
        "--option",
        "-o",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a game option of RULES.md, e.g. -o must_play_if_able=full or -o opening_min=51 "
        "(repeatable)",
    )
    play.add_argument("--workers", type=int, default=1, help="processes to spread deals over")
    play.add_argument(
        "--no-progress", action="store_true", help="no progress line even on a terminal"
    )

    solve = sub.add_parser(
        "solve",
        help="find the best Quita y Pon commit for a table and a hand",
        description=(
            "Print the optimal commit: the new table's melds and the hand cards placed. "
            "The table is either melds separated by '|' (each must be a valid meld), e.g. "
            '"3S 4S 5S | 7C 7D 7H", or a flat list of cards, which the solver then '
            "arranges into valid melds itself. Cards: ranks A 2-9 T J Q K, suits S H D C, "
            "a prime for the second copy (7H')."
        ),
    )
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
    solve.add_argument("--json", action="store_true", help="print one JSON object")
    solve.add_argument(
        "--option",
        "-o",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="max_set_size, run_wraparound, ace_both_ends, initial_meld_min_points (repeatable)",
    )
    stats = sub.add_parser(
        "stats",
        help="print the saved scoreboard's statistics",
        description="Per game: played, won, win share, best and average score, streaks and "
        "results against each bot level, from the scoreboard the table keeps.",
    )
    stats.add_argument("--json", action="store_true", help="print one JSON object")
    stats.add_argument("--history", type=int, default=20, help="how many past matches to list")
    stats.add_argument(
        "--database", help="a scoreboard file (default: the user data folder, or $TAPETE_DATA_DIR)"
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        if args.command == "play":
            from app.cli.play import run_play

            return run_play(args)
        if args.command == "stats":
            from app.cli.stats import run_stats

            return run_stats(args)
        from app.cli.solve import run_solve

        return run_solve(args)
    except (UsageError, CardParseError, ValueError, OSError) as exc:
        print(f"tapete-cli: error: {one_line(str(exc))}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("tapete-cli: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
