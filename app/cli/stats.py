"""`tapete-cli stats`: the scoreboard's figures, the same the Statistics window shows.

Reading never creates anything: a missing scoreboard (or data folder) is "no match yet"
for the default file and an error for a file named with `--database`. A scoreboard that
cannot be read at all is one line on stderr and exit status 2; rows holding a value that
cannot be read are skipped, and each is named (the file and the row) on stderr.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict
from pathlib import Path

from app.cli.words import say
from app.core.text import WordsError, told
from app.core.words import Words
from app.session import open_scoreboard
from app.storage.paths import StorageError
from app.storage.scoreboard import FILE_NAME, default_path

NO_MATCH = Words("CommandLine", "No finished match yet.")
#: The headings of the table's columns, as a person reads them.
GAME = Words("CliStats", "game")
PLAYED = Words("CliStats", "played")
WON = Words("CliStats", "won")
SHARE = Words("CliStats", "share")
BEST = Words("CliStats", "best")
AVERAGE = Words("CliStats", "average")
STREAK = Words("CliStats", "streak")
LONGEST = Words("CliStats", "longest")
AGAINST_BOTS = Words("CliStats", "against bots")


def run_stats(args: argparse.Namespace) -> int:
    path = Path(args.database).absolute() if args.database else default_path()
    if not path.exists():
        if args.database:
            raise WordsError(
                Words("Scoreboard", "there is no scoreboard file at {place}").filled(place=path)
            )
        _check_folder(path.parent)
        return _print_empty(args)
    if path.is_dir():
        raise WordsError(
            Words("CommandLine", "{place} is a folder, not a scoreboard file ({name})").filled(
                place=path, name=FILE_NAME
            )
        )
    board = open_scoreboard(path, create=False)
    try:
        if not board.reads_file:
            if board.notice_words:
                raise WordsError(" ".join(say(w) for w in board.notice_words))
            raise WordsError(
                Words("CommandLine", "the scoreboard {place} cannot be read").filled(place=path)
            )
        try:
            stats = board.stats()
            matches = board.matches(limit=args.history)
        except StorageError as exc:
            raise WordsError(told(exc)) from None
        # What was wrong with a row is a detail of the file, in English.
        skipped = [
            Words("CommandLine", "{place}: skipped {what}").filled(place=path, what=what)
            for what in board.skipped.values()
        ]
        for line in skipped:
            print(f"tapete-cli: {say(line)}", file=sys.stderr)
        moved = board.notice if board.notice and "moved to" in board.notice else None
        if args.json:
            print(
                json.dumps(
                    {
                        "games": {game: asdict(s) for game, s in sorted(stats.items())},
                        "history": [
                            {
                                "id": m.id,
                                "game": m.game,
                                "seed": m.seed,
                                "started_at": m.started_at,
                                "ended_at": m.ended_at,
                                "totals": list(m.totals) if m.totals else None,
                                "winners": list(m.winners) if m.winners else None,
                            }
                            for m in matches
                        ],
                        "notice": moved,
                        "skipped": [str(line) for line in skipped],
                    }
                )
            )
            return 0
        if moved:
            print(" ".join(say(w) for w in board.notice_words))
        if not stats:
            print(say(NO_MATCH))
            return 0
        print(
            f"{say(GAME):<14}{say(PLAYED):>7}{say(WON):>7}{say(SHARE):>8}{say(BEST):>7}"
            f"{say(AVERAGE):>9}{say(STREAK):>8}{say(LONGEST):>9}  {say(AGAINST_BOTS)}"
        )
        for game, s in sorted(stats.items()):
            levels = ", ".join(
                f"{level} {v['won']:g}/{v['played']}" for level, v in sorted(s.by_level.items())
            )
            best = "" if s.best_score is None else str(s.best_score)
            average = "" if s.average_score is None else f"{s.average_score:.1f}"
            print(
                f"{game:<14}{s.played:>7}{s.won:>7g}{s.win_share:>8.0%}{best:>7}{average:>9}"
                f"{s.current_streak:>8}{s.longest_streak:>9}  {levels}"
            )
        return 0
    finally:
        board.close()


def _check_folder(folder: Path) -> None:
    """A data folder that is missing holds no match yet; one that is a file (or lies
    under one) cannot hold a scoreboard at all: say so (exit 2), as the table does."""
    for place in (folder, *folder.parents):
        if place.exists():
            if not place.is_dir():
                raise WordsError(
                    Words(
                        "CommandLine",
                        "the data folder {folder} cannot hold a scoreboard: {place} is a file, "
                        "not a folder",
                    ).filled(folder=folder, place=place)
                )
            return


def _print_empty(args: argparse.Namespace) -> int:
    if args.json:
        print(json.dumps({"games": {}, "history": [], "notice": None, "skipped": []}))
    else:
        print(say(NO_MATCH))
    return 0
