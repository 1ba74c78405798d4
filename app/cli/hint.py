"""`tapete-cli hint SAVED_GAME`: the hard bot's advice for the person's move in a saved
game, as the table's hint gives it (H): the same coach (app/session/coach.py), seeded
and budgeted as the table's, searching from the person's view only, its hints in the
table's words and order, one per line, the best first.

The search has the hard bot's own counts and no clock, so that it reads the same on any
machine: the table's cap of a second is a safety net that a loaded machine may reach,
and whenever it does not, the table hints exactly this. The coach is fresh, as the
table's is when the saved game is opened: it remembers only the view it is shown.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from app.cli.errors import UsageError
from app.cli.replay import read_record
from app.cli.words import say, use_wording
from app.core.options import WholeNumber
from app.core.text import told
from app.core.words import Words
from app.session import DamagedRecord, MatchSession
from app.session.coach import HINTS, Coach

#: `--count`'s range: a decision rarely has more moves worth telling apart.
MAX_COUNT = 100

NOT_SAVED = Words("CommandLine", "{path} is not a saved game: {why}")
DAMAGED = Words("CommandLine", "the saved game {path} cannot be read: {why}")
MATCH_OVER = Words("CommandLine", "the game in {path} is over: there is no move to hint")
NOT_YOUR_TURN = Words(
    "CommandLine",
    "it is not your turn in {path}: seat {seat} is to play (a hint is for your own turn)",
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "path",
        metavar="SAVED_GAME",
        help=say(
            Words(
                "CommandLine",
                "a saved game (saved-game.json in the data folder, or $TAPETE_DATA_DIR)",
            )
        ),
    )
    parser.add_argument(
        "--count",
        action=WholeNumber,
        high=MAX_COUNT,
        default=HINTS,
        help=say(
            Words(
                "CommandLine", "how many hints to print at most, the best first (default: {n})"
            ).filled(n=HINTS)
        ),
    )


def run_hint(args: argparse.Namespace) -> int:
    path = Path(args.path)
    session = _resumed(path)
    for line in hints(session, path, args.count):
        print(line)
    return 0


def _resumed(path: Path) -> MatchSession:
    data = read_record(path, lambda p, why: say(NOT_SAVED.filled(path=p, why=why)))
    try:
        return MatchSession.resume(data)  # checked whole; no store: nothing is written
    except DamagedRecord as exc:
        raise UsageError(say(DAMAGED.filled(path=path, why=told(exc)))) from None


def hints(session: MatchSession, path: Path, count: int) -> list[str]:
    """The hints for the person's move in `session` (the saved game at `path`), as the
    run's language says them; UsageError where there is no such move."""
    person = session.person  # a saved game has one (a record without one is damaged)
    deal = session.deal  # a deal that had ended is resumed as the match's next one
    if session.match_over or deal.to_play is None:
        raise UsageError(say(MATCH_OVER.filled(path=path)))
    if deal.to_play != person:
        raise UsageError(say(NOT_YOUR_TURN.filled(path=path, seat=deal.to_play + 1)))
    use_wording(session.game.wording)  # Mano y Pie's words where the game has its own
    coach = Coach(session.game, person, deal.seed, cap=None)
    advice = coach.advise(deal.view(person), len(deal.history), count)
    return [say(hint.reason) for hint in advice]
