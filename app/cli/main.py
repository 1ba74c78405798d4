"""`tapete-cli`: headless tools. Bad input gets one line naming it and exit status 2."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from types import ModuleType
from typing import Any, NoReturn

from app.cli import hint, replay
from app.cli.errors import UsageError
from app.cli.words import say
from app.core.cards import CardParseError
from app.core.decks import SeedError, parse_seed
from app.core.options import JSON_HELP, WholeNumber, add_option_arguments
from app.core.text import one_line, told
from app.core.words import Words
from app.games.registry import GAME_IDS, GAMES

#: The ranges of the whole-number options (the game's own count of seats is checked
#: with its options): a million deals is days of play; workers are as many as the CPUs.
MIN_PLAYERS = min(g.players[0] for g in GAMES)
MAX_PLAYERS = max(g.players[1] for g in GAMES)
MAX_DEALS = 1_000_000
MAX_WORKERS = 1_000_000
MAX_HISTORY = 100_000


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def build_parser(tools: dict[str, ModuleType] | None = None) -> argparse.ArgumentParser:
    """The command line; `tools` receives the games' tool modules by sub-command."""
    tools = {} if tools is None else tools
    parser = _Parser(
        prog="tapete-cli",
        description=say(
            Words(
                "CommandLine",
                "Tapete's headless tools: bot matches and the Quita y Pon table solver.",
            )
        ),
    )
    _add_language(parser)
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    play = _command(
        sub,
        "play",
        Words("CommandLine", "play seeded deals between bots and report their strength"),
        Words(
            "CommandLine",
            "Play N full deals between bots with seats rotated, checking card conservation "
            "after every action. Prints, per bot level: seats, win share with its 95% "
            "confidence interval (Wilson; a seat wins when its team wins, and a win shared "
            "by k teams counts 1/k), mean deal score, decision time p50/p95/max in ms; and "
            "deals per second. One deal is one deal of the game. Higher scores are better: "
            "in games that count paid points or cards left ({games}) the deal score is "
            "minus those (0 for the player who went out); a void or stalled deal has no "
            "winner.",
        ).filled(games=", ".join(g.id for g in GAMES if g.lower_scores_win)),
    )
    play.add_argument(
        "--game",
        default="quita-y-pon",
        help=say(Words("CommandLine", "one of: {games}").filled(games=", ".join(GAME_IDS))),
    )
    _whole_number(
        play,
        "--players",
        Words("CommandLine", "number of seats ({counts})").filled(
            counts=", ".join(f"{g.id} {g.players[0]}-{g.players[1]}" for g in GAMES)
        ),
        low=MIN_PLAYERS,
        high=MAX_PLAYERS,
        default=4,
    )
    play.add_argument(
        "--bots",
        default=None,
        help=say(
            Words(
                "CommandLine",
                "bot level per seat, comma separated (easy, normal, hard); one level fills "
                "every seat (default: the game's usual level, normal where it has one)",
            )
        ),
    )
    _whole_number(
        play,
        "--games",
        Words("CommandLine", "number of deals to play"),
        high=MAX_DEALS,
        default=100,
    )
    play.add_argument(
        "--seed",
        type=_seed,
        default="1",
        help=say(Words("CommandLine", "match seed (deal i uses deal index i)")),
    )
    add_option_arguments(
        play,
        say(
            Words(
                "CommandLine",
                "a game option of RULES.md, e.g. -o must_play_if_able=full or -o opening_min=51 "
                "(repeatable)",
            )
        ),
        say(JSON_HELP),
    )
    _whole_number(
        play,
        "--workers",
        Words("CommandLine", "processes to spread deals over"),
        high=MAX_WORKERS,
        default=1,
    )
    play.add_argument(
        "--log",
        action="store_true",
        help=say(Words("CommandLine", "print every deal's log: a line per action, as the first seat may know it")),
    )  # fmt: skip
    play.add_argument(
        "--no-progress",
        action="store_true",
        help=say(Words("CommandLine", "no progress line even on a terminal")),
    )

    replay.add_arguments(
        _command(
            sub,
            "replay",
            Words("CommandLine", "print the log of a saved game or a replay record"),
            Words(
                "CommandLine",
                "Print a line per action of a saved game (every deal of its match, as the "
                "person's seat knew it) or of a replay record (one deal), in the game's "
                "words: a card another seat drew from the stock is never named.",
            ),
        )
    )
    hint.add_arguments(
        sub.add_parser(
            "hint",
            help=say(
                Words("CommandLine", "print the hard bot's advice for your move in a saved game")
            ),
            description=say(
                Words(
                    "CommandLine",
                    "Print the hints the table gives (H) for your move in a saved game: the "
                    "hard bot's moves, searched from your seat's view only, one per line, the "
                    "best first, in the table's words.",
                )
            ),
        )
    )
    for game in GAMES:  # the games' own tools (Quita y Pon's table solver)
        for path in game.tools:
            tool = importlib.import_module(path)
            tool.add_arguments(_command(sub, tool.NAME, tool.HELP, tool.DESCRIPTION), say)
            tools[tool.NAME] = tool
    stats = _command(
        sub,
        "stats",
        Words("CommandLine", "print the saved scoreboard's statistics"),
        Words(
            "CommandLine",
            "Per game: played, won, win share, best and average score, streaks and results "
            "against each bot level, from the scoreboard the table keeps.",
        ),
    )
    stats.add_argument("--json", action="store_true", help=say(JSON_HELP))
    _whole_number(
        stats,
        "--history",
        Words("CommandLine", "how many past matches to list"),
        low=0,
        high=MAX_HISTORY,
        default=20,
    )
    stats.add_argument(
        "--database",
        help=say(
            Words(
                "CommandLine",
                "a scoreboard file (default: the user data folder, or $TAPETE_DATA_DIR)",
            )
        ),
    )
    for command in sub.choices.values():  # `tapete-cli hint PATH --lang es` too
        _add_language(command, default=argparse.SUPPRESS)
    return parser


def _command(sub: Any, name: str, words: Words, description: Words) -> argparse.ArgumentParser:
    """A sub-command: its line in the tool's help (`words`) and its own help's
    `description`, in the run's language."""
    return sub.add_parser(name, help=say(words), description=say(description))


def _whole_number(
    parser: argparse.ArgumentParser,
    flag: str,
    words: Words,
    *,
    high: int,
    default: int,
    low: int = 1,
) -> None:
    """A whole-number option from `low` to `high`, helped by `words` (a value outside
    them is refused in one line naming the option: `WholeNumber`)."""
    parser.add_argument(
        flag, action=WholeNumber, low=low, high=high, default=default, help=say(words)
    )


def _add_language(parser: argparse.ArgumentParser, **kwargs: object) -> None:
    parser.add_argument(
        "--lang",
        type=_language,
        metavar="LANGUAGE",
        help="the language of the messages for this run: en, es, pt_BR or it "
        "(default: the one chosen in the window's View > Language, else the system's)",
        **kwargs,  # type: ignore[arg-type]
    )


def _language(text: str) -> str:
    """`--lang`, refused as `tapete` refuses it (argparse names the option)."""
    from app.i18n import UnknownLanguage, language_named

    try:
        return language_named(text)
    except UnknownLanguage as exc:  # read before any catalogue is loaded: in English
        raise argparse.ArgumentTypeError(str(exc).removeprefix("--lang ")) from None


def _seed(text: str) -> str:
    """`--seed` as typed, once it reads as a seed (a whole number or a plain word, as
    `tapete --seed` takes): the seeds of `play`'s deals are made from its text."""
    try:
        parse_seed(text)
    except SeedError as exc:
        raise argparse.ArgumentTypeError(say(told(exc))) from None
    return text


def main(argv: Sequence[str] | None = None) -> int:
    tools: dict[str, ModuleType] = {}
    try:
        _speak(sys.argv[1:] if argv is None else argv)
        parser = build_parser(tools)  # its helps in the language of the run
        args = parser.parse_args(argv)
        if args.command == "play":
            from app.cli.play import run_play

            return run_play(args)
        if args.command == "replay":
            from app.cli.replay import run_replay

            return run_replay(args)
        if args.command == "hint":
            return hint.run_hint(args)
        if args.command == "stats":
            from app.cli.stats import run_stats

            return run_stats(args)
        return tools[args.command].run(args, say)
    except BrokenPipeError:  # `tapete-cli … | head`: the reader has what it wanted
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except (UsageError, CardParseError, ValueError, OSError) as exc:
        print(f"tapete-cli: error: {one_line(say(told(exc)))}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        interrupted = say(Words("CommandLine", "interrupted"))
        print(f"tapete-cli: {interrupted}", file=sys.stderr)
        return 130


def _speak(argv: Sequence[str]) -> None:
    """Translate this run's messages into the person's language (`--lang`, read before
    the parser is built, else the window's choice or the system's): QtCore's translator,
    no display needed."""
    from app import i18n

    asked = i18n.asked_language(argv)
    try:
        named = i18n.language_named(asked) if asked is not None else None
    except i18n.UnknownLanguage:
        named = i18n.SOURCE  # the parser refuses it, in English, as `tapete` does
    language = i18n.startup_language(named)
    i18n.install_without_window(language)  # English too: its catalogue has the plurals


if __name__ == "__main__":
    sys.exit(main())
