"""Every field of a saved game and of a replay record, given a value of the wrong kind, a
huge one or a hostile string, is refused in words that name the file and the field and
say what it must be, never in Python's words, and nothing escapes: through the saved
game's reader and the session's check (what the window resumes), `open_replay` (what
`tapete --replay` and Game ▸ Open a replay… read) and `tapete-cli replay`.

The table is systematic: every field the record holds (every key of every object, the
first item of every list) × {each wrong JSON kind, a 5,000-digit number, 10**100, a list
nested 100,000 deep, a 10 MB string, a string of control, direction and lone surrogate
characters 10,000 long}.
"""

from __future__ import annotations

import copy
import functools
import importlib
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.cli.main import main
from app.core.text import HugeNumber, read_json, readable, told
from app.games.registry import GAME_IDS, find_game
from app.i18n import say
from app.session import MatchSession
from app.session.record import DamagedRecord
from app.session.replay import ReplayProblem, open_replay
from app.storage.recorder import DealRecorder, entry, entry_problem, match_key
from app.storage.saved_game import SavedGame
from app.storage.scoreboard import DealRow, Scoreboard

#: What Python says in its own words: an exception's sentence or name.
PYTHON_WORDING = re.compile(
    "|".join(
        re.escape(marker)
        for marker in (
            "unexpected keyword argument",
            "can only concatenate",
            "codec can't",
            "object is not",
            "Exceeds the limit",
            "set_int_max_str_digits",
            "invalid literal",
            "positional argument",
            "NoneType",
            "Traceback",
            "object has no attribute",
            "unhashable",
            "not subscriptable",
            "must be str",
            "not supported between",
            "is not JSON serializable",
            "list index out of range",
            "int too large",
            "HugeNumber",
            "<class ",
            " object at 0x",
        )
    )
    + r"|takes \d+ positional|\b[A-Z]\w*(Error|Exception)\b"
)

HOSTILE = "\x00\x07\x1b[31m\u202eevil\u202c\ud800\udfff" + "\u0301x" * 5_000
#: Raw JSON put where a field's value was (what `json.dumps` cannot write).
RAW = {"5000 digits": "9" * 5_000, "nested 100000 deep": "[" * 100_000 + "]" * 100_000}
#: A value of each JSON kind: a field gets each one of a kind other than its own.
KINDS: dict[str, Any] = {
    "text": "12",
    "number": 12,
    "decimal": 1.5,
    "list": [1],
    "object": {"a": 1},
    "null": None,
    "flag": True,
}


def _kind(value: Any) -> str:
    for name, sample in KINDS.items():
        if type(value) is type(sample) or (value is None and sample is None):
            return name
    return "other"


def variants(value: Any, depth: int) -> Iterator[tuple[str, Any]]:
    """(name, value or RAW) of every value tried in place of `value`, a field `depth`
    keys deep (the 10 MB string and the deep nesting, slow to write and read, in the
    fields of the first two levels; the 10,000 hostile characters everywhere)."""
    for name, sample in KINDS.items():
        if _kind(sample) != _kind(value):
            yield f"wrong kind: {name}", sample
    yield "5000 digits", RAW
    yield "10**100", 10**100
    yield "hostile", HOSTILE
    if depth <= 2:
        yield "nested 100000 deep", RAW
        yield "10 MB", "y" * 10_000_000


#: Values of the field's own kind (a whole number, a seed's text): a record holding one
#: may be refused for what it makes of the rest (another seed deals other cards), and
#: that refusal names what disagrees, not necessarily the field.
OF_ITS_KIND = {"10**100"}


def fields(value: Any, path: tuple = ()) -> Iterator[tuple]:
    """Every field's path: every key of every object, the first item of every list."""
    if path:
        yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from fields(item, (*path, key))
    elif isinstance(value, list) and value:
        yield from fields(value[0], (*path, 0))


def text_with(data: Any, path: tuple, name: str, value: Any) -> str:
    """`data` as JSON, its field at `path` holding `value` (RAW: the raw JSON `name`)."""
    data = copy.deepcopy(data)
    place = data
    for key in path[:-1]:
        place = place[key]
    place[path[-1]] = "@@RAW@@" if value is RAW else value
    text = json.dumps(data)
    return text.replace('"@@RAW@@"', RAW[name]) if value is RAW else text


def _play(session: MatchSession, game: Any, moves: int | None) -> None:
    """`moves` actions of the deal in play by easy bots (the person's seat too), or to
    the deal's end (None)."""
    person = game.bot("easy", "person")
    while session.to_play is not None and (moves is None or moves > 0):
        seat = session.to_play
        bot = session.bots.get(seat, person)
        view = session.view(seat)
        session.play(bot.choose(view, bot.limit), seat, view)
        moves = None if moves is None else moves - 1


@functools.cache
def saved_game(game_id: str) -> dict:
    """A saved game of `game_id` with every field a record can hold: one finished deal
    (its actions kept), four actions into the next, a practice flag, hints, and a
    pending scoreboard entry with an earlier deal."""
    game = find_game(game_id)
    house = importlib.import_module(f"tests.games.{game.package}.house")
    session = MatchSession.start(game, house.LONG_MATCH, ("easy",), seed=5)
    _play(session, game, None)
    assert session.next_deal()
    _play(session, game, 4)
    n = session.num_players
    seats = [(info.name, info.level) for info in session.seats]
    key = match_key(None, game.id, session.deal.options.to_json(), 5, 100.0, seats)
    replay = session.deal.replay_record().to_json()
    row = DealRow(0, 0, (1,) * n, (2,) * n, (0,), "out", replay, 100.0, 5.0, (), 1)
    record = json.loads(
        json.dumps(session.record([entry(key, row, (1,) * n, False, None, [(row, (1,) * n)])]))
    )
    record["practice"], record["hints"] = False, {"0": 1}
    assert entry_problem(record["pending"][0]) is None
    MatchSession.resume(record)  # whole: every fault below is the one field's
    return record


@functools.cache
def replay_record(game_id: str) -> dict:
    """The replay record of a deal of `game_id` that is not its match's first (so its
    `deal` setup is there), nine actions in."""
    game = find_game(game_id)
    house = importlib.import_module(f"tests.games.{game.package}.house")
    session = MatchSession.start(game, house.LONG_MATCH, ("easy",), seed=5)
    _play(session, game, None)
    assert session.next_deal()
    _play(session, game, 9)
    return json.loads(session.deal.replay_record().to_json())


#: The words a message may name a field by, besides its key.
NAMED_AS = {"seats": "seat", "actions": "action", "deals": "deal", "results": "result"}


def check(message: str, path: Path, field: tuple, shown: str, name: str = "") -> None:
    """A message as a person reads it (`readable`): no Python, one the right length,
    naming the file (`shown`: how, or "" where it is the saved-game notice that moves it)
    and the field."""
    text = readable(message)
    assert not PYTHON_WORDING.search(text), (field, text)
    assert len(text) < 1_000, (field, text[:300])
    assert path.name in text or not shown, (field, text)
    if name in OF_ITS_KIND or (field == ("seed",) and name == "wrong kind: text"):
        return
    names = [str(k) for k in field if isinstance(k, str)] + [
        NAMED_AS[k] for k in field if k in NAMED_AS
    ]
    assert any(word in text for word in names), (field, text)


def load_saved_game(path: Path) -> list[tuple[str, str]]:
    """What the window tells of a saved game it reads at start (MainWindow.begin and
    _resume): the reader's notice or the session's refusal, the file moved aside either
    way, and the pending deals it drops (the window names the file around those)."""
    saved = SavedGame(path)
    data = saved.read()
    if data is None:
        return [(" ".join(say(w) for w in saved.notice_words), "moved")]
    board = Scoreboard(path.parent / "scoreboard.sqlite3")
    try:
        recorder = DealRecorder(board)
        recorder.adopt(data.get("pending"))
        recorder.flush()  # written as the window writes them at start
    finally:
        board.close()
    told_ = [(problem, "") for problem in recorder.dropped]
    told_ += [(recorder.problem, "")] if recorder.problem else []
    try:
        MatchSession.resume(data)
    except DamagedRecord as exc:
        saved.set_aside(told(exc))
        told_.append((" ".join(say(w) for w in saved.notice_words), "moved"))
    return told_


def load_replay(path: Path) -> list[str]:
    try:
        open_replay(path, say)
    except ReplayProblem as exc:
        return [say(exc.words)]
    return []


def cli_replay(capsys: pytest.CaptureFixture[str], path: Path) -> list[str]:
    code = main(["replay", str(path)])
    out, err = capsys.readouterr()
    if code == 0:
        assert err == "", err
        return []
    assert code == 2 and out == "", (code, out[:200])
    (line,) = err.splitlines()
    assert line.startswith("tapete-cli: error: "), line
    return [line]


def cases(record: Any, skip: tuple = ()) -> list[Any]:
    return [
        pytest.param(field, name, value, id=f"{'.'.join(map(str, field))}-{name}")
        for field in fields(record)
        if field[: len(skip)] != skip or not skip
        for name, value in variants(_at(record, field), len(field))
    ]


def _at(record: Any, field: tuple) -> Any:
    for key in field:
        record = record[key]
    return record


GAME = "scala-40"  # a deal setup with seats still in and running scores, a match with totals


@pytest.mark.parametrize(("field", "name", "value"), cases(saved_game(GAME)))
def test_every_field_of_a_saved_game_is_refused_in_words(
    tmp_path, capsys, field, name, value
) -> None:
    path = tmp_path / "saved-game.json"
    text = text_with(saved_game(GAME), field, name, value)
    path.write_text(text, encoding="utf-8")
    for message, shown in load_saved_game(path):
        check(message, path, field, shown, name)
    for loader in (load_replay, lambda p: cli_replay(capsys, p)):
        path.write_text(text, encoding="utf-8")  # the reader moved a damaged one aside
        for message in loader(path):
            check(message, path, field, "path", name)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_field_of_a_replay_record_is_refused_in_words(tmp_path, capsys, game_id) -> None:
    record = replay_record(game_id)
    path = tmp_path / "deal.json"
    refused = 0
    for field in fields(record):
        for name, value in variants(_at(record, field), len(field)):
            path.write_text(text_with(record, field, name, value), encoding="utf-8")
            messages = load_replay(path) + cli_replay(capsys, path)
            for message in messages:
                check(message, path, field, "path", name)
            refused += bool(messages)
    assert refused > 100  # the table reached the loaders' checks


def test_a_number_too_long_for_python_is_read_as_a_huge_number() -> None:
    """Python refuses to read a whole number of more than 4,300 digits in its own words
    ("Exceeds the limit"); one of more than 300 is no count, score or seed of ours."""
    data = read_json('{"a": ' + "7" * 5_000 + ', "b": -' + "1" * 301 + ', "c": ' + "1" * 300 + "}")
    assert isinstance(data["a"], HugeNumber) and isinstance(data["b"], HugeNumber)
    assert data["c"] == int("1" * 300)
    assert repr(data["a"]) == "77777777777777777777777777…(4961 more)…7777777777777"
    assert all(isinstance(read_json(t), HugeNumber) for t in ("1e999", "NaN", "-Infinity"))
    assert read_json("1.5e300") == 1.5e300


@pytest.mark.parametrize(
    "key",
    ["²", "9" * 5_000, HOSTILE, "-1", ""],
    ids=["superscript", "5000-digits", "hostile", "minus", "empty"],
)
def test_every_object_of_a_saved_game_given_a_hostile_key(tmp_path, capsys, key) -> None:
    """Keys are text JSON never reads as numbers: the hints' deal numbers are, by the
    record (a key Python's int() refuses is left out, as a count is no reason to set a
    game aside); every other object keeps or refuses an unknown key in words."""
    record = saved_game(GAME)
    path = tmp_path / "saved-game.json"
    for field in [(), *fields(record)]:
        place = _at(record, field)
        if not isinstance(place, dict):
            continue
        data = copy.deepcopy(record)
        _at(data, field)[key] = 1
        text = json.dumps(data)
        path.write_text(text, encoding="utf-8")
        for message, _ in load_saved_game(path):
            assert not PYTHON_WORDING.search(readable(message)), (field, message[:300])
        for loader in (load_replay, lambda p: cli_replay(capsys, p)):
            path.write_text(text, encoding="utf-8")
            for message in loader(path):
                assert not PYTHON_WORDING.search(readable(message)), (field, message[:300])
    data = {**record, "hints": {"²": 1, "9" * 5_000: 2, key: 3, "0": 4}}
    assert MatchSession.resume(data).hints == {0: 4}
