"""`tapete-cli replay PATH`: the log of a saved game (every deal of its match, as the
person's seat knew it) or of a replay record (one deal, as one seat knew it), a line per
action in the game's own words (app/core/narration.py)."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from app.cli.errors import UsageError
from app.cli.play import DEAL, SEAT
from app.cli.words import say, use_wording
from app.core.engine import Replay
from app.core.narration import Narrator
from app.core.options import WholeNumber
from app.core.text import read_json, told
from app.core.words import Words
from app.games.registry import GAMES, find_game
from app.session import MatchSession
from app.session.log import deal_log
from app.session.record import DamagedRecord
from app.session.seats import DEFAULT_NAMES

#: The heading of the deal a saved game was in the middle of.
IN_PLAY = Words("CommandLine", "Deal {n} (in play)")
#: A finished deal whose actions an old saved game did not keep.
NOT_KEPT = Words("CommandLine", "only its result was kept")


#: `--seat`'s range before the record is read (then its own count of seats).
MAX_SEATS = max(g.players[1] for g in GAMES)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "path",
        metavar="PATH",
        help=say(Words("CommandLine", "a saved game or a replay record (JSON)")),
    )
    parser.add_argument(
        "--seat",
        action=WholeNumber,
        high=MAX_SEATS,
        help=say(
            Words(
                "CommandLine",
                "the seat whose knowledge the log keeps, from 1 (default: the person's seat "
                "of a saved game, seat 1 of a replay record)",
            )
        ),
    )
    parser.add_argument(
        "--json",
        action="store_true",
        help=say(Words("CommandLine", "print JSON: the game and each deal's lines")),
    )


def run_replay(args: argparse.Namespace) -> int:
    path = Path(args.path)
    data = read_record(path)
    if isinstance(data, dict) and "seats" in data and "results" in data:
        deals = _saved_game(path, data, args.seat)
        game = data["game"]
    else:
        game, deals = _replay_record(path, data, args.seat)
    if args.json:
        print(json.dumps({"game": game, "deals": deals}, indent=2, ensure_ascii=False))
        return 0
    use_wording(find_game(game).wording)  # Mano y Pie's "Reparto 1" in Spanish
    for deal in deals:
        words = IN_PLAY if deal["in_play"] else DEAL
        print(say(words.filled(n=deal["deal"] + 1)))
        if deal["lines"] is None:
            print(f"  ({say(NOT_KEPT)})")
        for line in deal["lines"] or ():
            print(f"  {line['text']}")
    return 0


def read_record(path: Path, refuse: Callable[[Path, str], str] | None = None) -> Any:
    """The JSON of the file at `path`; UsageError names what is wrong, with `refuse(path,
    why)` where it is not JSON (default: neither a saved game nor a replay record)."""
    not_ours = _not_ours if refuse is None else refuse
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise UsageError(not_ours(path, "it is not text")) from None
    except OSError as exc:
        raise UsageError(
            say(
                Words("CommandLine", "{path} cannot be read: {why}").filled(
                    path=path, why=exc.strerror or exc
                )
            )
        ) from None
    try:
        return read_json(text)
    except json.JSONDecodeError as exc:
        raise UsageError(not_ours(path, f"{exc.msg} at line {exc.lineno}")) from None
    except ValueError:  # what json.loads refuses besides syntax (it names no place)
        raise UsageError(not_ours(path, "it is not JSON")) from None
    except RecursionError as exc:  # NestedTooDeeply names the field
        raise UsageError(not_ours(path, told(exc))) from None


def _not_ours(path: Path, why: str) -> str:
    return say(
        Words("CommandLine", "{path} is neither a saved game nor a replay record: {why}").filled(
            path=path, why=why
        )
    )


def _seat(asked: int | None, default: int, players: int) -> int:
    """The 0-based seat of `--seat` (counted from 1), else `default`."""
    if asked is None:
        return default
    if not 1 <= asked <= players:
        raise UsageError(
            say(Words("CommandLine", "--seat must be from 1 to {players}").filled(players=players))
        )
    return asked - 1


def _saved_game(path: Path, data: dict, asked: int | None) -> list[dict]:
    try:
        session = MatchSession.resume(data)  # checked whole; no store: nothing is written
    except DamagedRecord as exc:
        raise UsageError(
            say(
                Words("CommandLine", "the saved game {path} cannot be read: {why}").filled(
                    path=path, why=told(exc)
                )
            )
        ) from None
    person = next(s for s, info in enumerate(session.seats) if info.level is None)
    seat = _seat(asked, person, session.num_players)
    names = tuple(info.name for info in session.seats)
    if seat != person and names[person] == DEFAULT_NAMES[0]:  # "You" is a word, not a name
        names = (*names[:person], say(SEAT.filled(n=person + 1)), *names[person + 1 :])
    narrator = Narrator(names, seat if seat == person else None)
    deals = []
    played = session.deal_actions()
    for index, actions in enumerate(played):
        in_play = index == len(played) - 1 and not session.match_over
        lines = None
        if actions is not None:
            lines = [_line(line) for line in deal_log(session, index, narrator, seat)]
        deals.append({"deal": index, "in_play": in_play, "lines": lines})
    return deals


def _replay_record(path: Path, data: Any, asked: int | None) -> tuple[str, list[dict]]:
    try:
        if not isinstance(data, dict):
            raise ValueError("not a replay record: expected a JSON object")
        game = find_game(data.get("game"))
        game.engine_class  # noqa: B018 - its action kinds are known once it is loaded
        replay = Replay.from_data(data)
        options = game.options_class.from_mapping(replay.options)
        state = game.deal(options, replay.seed, **replay.deal)
    except (ValueError, TypeError, KeyError) as exc:
        raise UsageError(
            say(
                Words("CommandLine", "the replay record {path} cannot be read: {why}").filled(
                    path=path, why=told(exc)
                )
            )
        ) from None
    n = state.num_players
    seat = _seat(asked, 0, n)
    narrator = Narrator(tuple(say(SEAT.filled(n=s + 1)) for s in range(n)), None)
    lines = []
    for index, action in enumerate(replay.actions, start=1):
        problem = state.legal(action)
        if problem is not None:
            raise UsageError(
                say(
                    Words(
                        "CommandLine",
                        "the replay record {path} holds an illegal move at action {action}: {why}",
                    ).filled(path=path, action=index, why=told(problem))
                )
            )
        mover, before = state.to_play, state.view(seat)
        state.play(action)
        said = game.teller(narrator, mover, action, before, state.view(seat))
        lines.append({"index": index, "seat": mover, "text": _text(said)})
    in_play = state.to_play is not None
    return game.id, [{"deal": state.deal_index, "in_play": in_play, "lines": lines}]


def _line(line: Any) -> dict:
    return {"index": line.index, "seat": line.seat, "text": _text(line.words)}


def _text(said: Any) -> str:
    """An action's sentences, as the run's language says them, on one line."""
    return " ".join(say(w) for w in said)
