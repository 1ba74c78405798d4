"""Finished deals on their way to the scoreboard: nothing finished is lost to a fault.

A finished deal becomes a *pending entry*: a JSON object that holds everything needed to
record it, even into a scoreboard that has never seen its match (the match's game,
options, seed, start time and seats, the deals before it, and the deal itself). The
recorder writes entries in order; one that cannot be written now (a full disk, a
read-only or locked file) stays pending, in memory and in the saved game, and is written
by the next `flush()` that works: after the next deal, or at the next start.

Writing is idempotent (`Scoreboard.record_deal` leaves a deal already there alone, and the
match is found again by its game, seed and start time), so an entry retried after a
fault, or written by another window meanwhile, never counts twice.

A practice deal's end taken back is a *withdrawal*: an entry of its own in the same queue
(`withdrawal`), so that it is kept and retried as a deal is, in order. The deal played
again to another end comes after it, and is written only once the old row is gone:
written before, it would be "already there" and left out.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from app.core.decks import SEED_RULE, is_seed
from app.core.options import is_int, is_number
from app.core.text import HugeNumber, found
from app.core.words import Words
from app.storage.paths import StorageError
from app.storage.scoreboard import DealRow, Scoreboard, Seat, seats_problem

DEAL_FIELDS = (
    "deal_index",
    "scores",
    "hand_points",
    "winners",
    "reason",
    "replay_json",
    "started_at",
    "duration_s",
)
#: The highest deal index a pending entry may name (a scoreboard's number is 64 bits;
#: no match deals a million times).
MAX_DEAL_INDEX = 1_000_000
#: Fields a deal of an older pending entry may lack (added later).
LATER_FIELDS = ("team_scores", "hints")


def match_key(
    match_id: int | None,
    game: str,
    options: dict,
    seed: int | str,
    started_at: float,
    seats: Sequence[tuple[str, str | None]],
    teams: Sequence[int] | None = None,
    *,
    practice: bool = False,
) -> dict[str, Any]:
    """What identifies a match on any scoreboard, and re-creates it on a fresh one
    (`teams`: each seat's team; left out, every seat is a team of its own; `practice`:
    played at the practice table, kept apart from the real matches. A real match's key
    has no "practice", so it reads as keys written before practice existed)."""
    key = {
        "id": match_id,
        "game": game,
        "options": dict(options),
        "seed": seed,
        "started_at": float(started_at),
        "seats": [[name, level] for name, level in seats],
    }
    if teams is not None and list(teams) != list(range(len(key["seats"]))):
        key["teams"] = [int(t) for t in teams]
    if practice:
        key["practice"] = True
    return key


def withdrawal(match: dict[str, Any], deal_index: int, totals: Sequence[int]) -> dict[str, Any]:
    """A pending withdrawal: the last finished deal `deal_index` of `match` to be taken
    back off the scoreboard, the seats' totals going back to `totals` (those before it)."""
    return {
        "match": match,
        "withdraw": {"deal_index": int(deal_index), "totals": [int(t) for t in totals]},
    }


def is_withdrawal(item: dict[str, Any]) -> bool:
    return "withdraw" in item


def deal_json(row: DealRow) -> dict[str, Any]:
    return {name: _plain(getattr(row, name)) for name in DEAL_FIELDS + LATER_FIELDS}


def entry(
    match: dict[str, Any],
    row: DealRow,
    totals: Sequence[int],
    over: bool,
    winners: Sequence[int] | None,
    earlier: Sequence[tuple[DealRow, Sequence[int]]] = (),
) -> dict[str, Any]:
    """A pending entry: the deal `row` of `match`, the totals after it, and the deals
    before it with their totals (written only if the match has to be re-created)."""
    return {
        "match": match,
        "deal": deal_json(row),
        "totals": [int(t) for t in totals],
        "over": bool(over),
        "winners": None if winners is None else [int(w) for w in winners],
        "earlier": [{"deal": deal_json(r), "totals": [int(t) for t in t_]} for r, t_ in earlier],
    }


class DealRecorder:
    """The pending entries of one window, and the scoreboard they go to."""

    def __init__(self, scoreboard: Scoreboard | None) -> None:
        self.scoreboard = scoreboard
        self.pending: list[dict[str, Any]] = []
        #: Why the last flush stopped (one line, for the interface; its English is
        #: `problem`), or None when everything is written.
        self.problem_words: Words | str | None = None
        #: Entries dropped because they can never be written (damaged, contradictory):
        #: what was wrong with each, a detail of the file in English (as a system's own
        #: error text is), which the interface quotes in a sentence of its own.
        self.dropped: list[str] = []
        self._ids: dict[tuple[str, str, float], int] = {}
        #: Whether the last withdrawal written found its deal (None: none written yet).
        self._taken: bool | None = None

    @property
    def problem(self) -> str | None:
        """Why the last flush stopped, in English, or None when everything is written."""
        return None if self.problem_words is None else str(self.problem_words)

    def known_id(self, key: dict[str, Any], default: int | None = None) -> int | None:
        """The scoreboard id found or given to the match `key` so far, else `default`."""
        return self._ids.get(_identity(key), default)

    def adopt(self, entries: Any) -> None:
        """Take over the entries a saved game kept (checked: malformed ones are named in
        `dropped` and left out)."""
        if not isinstance(entries, list):
            if entries is not None:
                self.dropped.append("the saved game's pending deals are not a list")
            return
        for i, item in enumerate(entries):
            problem = entry_fault(item)
            if problem:
                self.dropped.append(f"pending deal {i}: {problem}")
            elif item not in self.pending:
                self.pending.append(item)

    def add(self, item: dict[str, Any]) -> None:
        self.pending.append(item)
        self.flush()

    def flush(self) -> str | None:
        """Write what is pending, in order; returns (and keeps in `problem`) why it
        stopped, or None when all is written."""
        if self.scoreboard is None:
            self.pending.clear()
            return None
        while self.pending:
            item = self.pending[0]
            try:
                if is_withdrawal(item):
                    self._withdraw(item)
                else:
                    self._write(item)
            except StorageError as exc:
                self.problem_words = exc.sentence
                return self.problem
            except ValueError as exc:  # the scoreboard contradicts it: it can never go in
                self.dropped.append(f"{_what(item)}: {exc}")
            self.pending.pop(0)
        self.problem_words = None
        return None

    def match_id(self, key: dict[str, Any]) -> int:
        """The scoreboard id of the match `key`, found again or re-created."""
        assert self.scoreboard is not None
        seats = key_seats(key)
        found = self.scoreboard.find_match(key["game"], key["seed"], key["started_at"], key["id"])
        if found is None:
            found = self.scoreboard.start_match(
                key["game"],
                key["options"],
                seats,
                key["seed"],
                started_at=key["started_at"],
                practice=bool(key.get("practice", False)),
            )
        else:  # seat rows lost or changed on the scoreboard are written again from the key
            self.scoreboard.mend_seats(found, seats)
        key["id"] = found
        self._ids[_identity(key)] = found
        return found

    def withdraw(self, key: dict[str, Any], deal_index: int, totals: Sequence[int]) -> bool:
        """Take the last finished deal `deal_index` of match `key` back (a practice match
        whose move that ended it was taken back); `totals`: the running totals before it.
        A deal still pending is dropped from `pending` (it never reached the scoreboard);
        else a withdrawal joins the queue (`withdrawal`) and is written in order with the
        rest (`Scoreboard.withdraw_deal`: its row goes, the match is unfinished again).
        One that cannot be written now stays pending, as a deal does, and `problem` says
        why. False only when there is nothing to take back (no scoreboard, no such deal
        pending and the match or the deal not on it); True otherwise."""
        identity = _identity(key)
        for i, item in enumerate(self.pending):
            if (
                not is_withdrawal(item)
                and _identity(item["match"]) == identity
                and item["deal"]["deal_index"] == deal_index
            ):
                del self.pending[i]
                return True
        if self.scoreboard is None:
            return False
        self.pending.append(withdrawal(key, deal_index, totals))
        self._taken = None
        self.flush()
        return self._taken is not False

    def _withdraw(self, item: dict[str, Any]) -> None:
        """Write a pending withdrawal: the deal's row off the scoreboard, if there."""
        assert self.scoreboard is not None
        key, what = item["match"], item["withdraw"]
        found = self.scoreboard.find_match(
            key["game"], key["seed"], key["started_at"], self.known_id(key, key.get("id"))
        )
        self._taken = found is not None and self.scoreboard.withdraw_deal(
            found, what["deal_index"], what["totals"]
        )

    def attach(self, key: dict[str, Any], earlier: Sequence[tuple[DealRow, Sequence[int]]]) -> int:
        """The id of match `key`, found again or re-created, with each deal of `earlier`
        (a row and the totals after it) that the scoreboard lacks recorded."""
        assert self.scoreboard is not None
        match_id = self.match_id(key)
        done = self.scoreboard.recorded_deals(match_id)
        for row, totals in earlier:
            if row.deal_index not in done:
                row = dataclasses.replace(row, match_id=match_id)
                try:
                    self.scoreboard.record_deal(row, totals, over=False)
                except ValueError as exc:  # the scoreboard contradicts it: named, not fatal
                    self.dropped.append(f"deal {row.deal_index}: {exc}")
        return match_id

    def _write(self, item: dict[str, Any]) -> None:
        assert self.scoreboard is not None
        earlier = [
            (DealRow(0, **_deal_args(before["deal"])), before["totals"])
            for before in item.get("earlier", [])
        ]
        match_id = self.attach(item["match"], earlier)
        row = DealRow(match_id, **_deal_args(item["deal"]))
        self.scoreboard.record_deal(row, item["totals"], item["over"], item["winners"])


def key_seats(key: dict[str, Any]) -> list[Seat]:
    """The seats of the match `key`, with their teams (none given: each its own)."""
    teams = key.get("teams")
    return [
        Seat(s, name, level, teams[s] if teams else None)
        for s, (name, level) in enumerate(key["seats"])
    ]


def _what(item: dict[str, Any]) -> str:
    """Which entry this is, for the note of one dropped (in English, as file details are)."""
    if is_withdrawal(item):
        return f"taking back deal {item['withdraw']['deal_index']}"
    return f"deal {item['deal']['deal_index']}"


def _identity(key: dict[str, Any]) -> tuple[str, str, float]:
    return (key["game"], str(key["seed"]), float(key["started_at"]))


def _deal_args(data: dict[str, Any]) -> dict[str, Any]:
    args = {name: data[name] for name in DEAL_FIELDS + LATER_FIELDS if name in data}
    for name in ("scores", "hand_points", "winners", "team_scores"):
        if name in args:
            args[name] = tuple(args[name])
    return args


def _plain(value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value


def entry_problem(item: Any) -> str | None:
    """Why `item` is not a pending entry this version can write, or None (the first
    clause of `entry_fault`)."""
    fault = entry_fault(item)
    return None if fault is None else fault.split(_DETAIL, 1)[0]


_DETAIL = ": its field "


def entry_fault(item: Any) -> str | None:
    """Why `item` is not a pending entry this version can write, naming the field and
    what it must be ("its match is not readable: its field match.seed must be …"), or
    None. English, a detail of the file, as a system's own error text is."""
    if not isinstance(item, dict):
        return f"not an object: it is {found(item)}"
    if "withdraw" in item:
        return _withdrawal_problem(item)
    match, deal = item.get("match"), item.get("deal")
    if not isinstance(match, dict) or not isinstance(deal, dict):
        name, value = ("match", match) if not isinstance(match, dict) else ("deal", deal)
        return (
            f"it lacks its match or its deal{_DETAIL}{name} must be an object, not {found(value)}"
        )
    problem = _match_fault(match)
    if problem:
        return problem
    seats = match["seats"]
    earlier = item.get("earlier")
    for where, part in [("", item)] + (
        [(f"earlier[{i}].", e) for i, e in enumerate(earlier)] if isinstance(earlier, list) else []
    ):
        problem = _deal_problem(part, len(seats), where)
        if problem:
            return problem
    if not isinstance(earlier, list):
        return (
            f"its earlier deals are not a list{_DETAIL}earlier must be a list, not {found(earlier)}"
        )
    winners = item.get("winners")
    if not isinstance(item.get("over"), bool):
        return f"its result is not readable{_DETAIL}over must be true or false, not {found(item.get('over'))}"
    if not (winners is None or (isinstance(winners, list) and _seat_numbers(winners, len(seats)))):
        return (
            f"its result is not readable{_DETAIL}winners must be null or a list of seats "
            f"from 0 to {len(seats) - 1}, not {found(winners)}"
        )
    return None


def _match_fault(match: dict) -> str | None:
    """Why the match of a pending entry (a deal or a withdrawal) cannot be read, naming
    the field and what it must be, or None."""
    problem = _match_problem(match)
    if problem:
        return f"its match is not readable{_DETAIL}match.{problem}"
    problem = seats_problem(key_seats(match))
    if problem:
        return f"its match is not readable ({problem})"
    return None


def _withdrawal_problem(item: dict) -> str | None:
    """Why `item` is not a withdrawal (`withdrawal`) this version can write, naming the
    field and what it must be, or None."""
    match, what = item.get("match"), item.get("withdraw")
    if set(item) != {"match", "withdraw"} or not isinstance(match, dict):
        return (
            f"it lacks its match or the deal taken back{_DETAIL}match must be an object "
            f"beside withdraw, with no other field, not {found(match)}"
        )
    problem = _match_fault(match)
    if problem:
        return problem
    unreadable = f"the deal taken back is not readable{_DETAIL}withdraw"
    if not isinstance(what, dict) or set(what) != {"deal_index", "totals"}:
        return f"{unreadable} must be an object of deal_index and totals, not {found(what)}"
    index, totals = what["deal_index"], what["totals"]
    if not (is_int(index) and 0 <= index <= MAX_DEAL_INDEX):
        return f"{unreadable}.deal_index must be a whole number from 0 to {MAX_DEAL_INDEX}, not {found(index)}"
    if not (
        isinstance(totals, list)
        and len(totals) == len(match["seats"])
        and all(_int64(t) for t in totals)
    ):
        return f"{unreadable}.totals must be a whole number per seat, not {found(totals)}"
    return None


def _int64(value: Any) -> bool:
    """A whole number a scoreboard keeps (SQLite's integers are 64 bits)."""
    return is_int(value) and -(2**63) <= value < 2**63


def _writable(value: Any) -> bool:
    """Whether `value` (read from a file) is written back as JSON: no HugeNumber in it."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, HugeNumber):
            return False
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return True


def _match_problem(match: dict) -> str | None:
    """The first field of a pending entry's match that is not what it must be, with
    what it must be, or None."""
    seats = match.get("seats")
    checks = (
        ("id", match.get("id") is None or _int64(match.get("id")), "a whole number or null"),
        ("game", isinstance(match.get("game"), str), "a game's id"),
        (
            "options",
            isinstance(match.get("options"), dict) and _writable(match["options"]),
            "an object of options (no number of more than 300 digits)",
        ),
        ("seed", is_seed(match.get("seed")), str(SEED_RULE)),
        ("started_at", is_number(match.get("started_at")), "a number (a time)"),
        (
            "seats",
            isinstance(seats, list)
            and seats
            and all(
                isinstance(s, list)
                and len(s) == 2
                and isinstance(s[0], str)
                and (s[1] is None or isinstance(s[1], str))
                for s in seats
            ),
            "a list of [name, level] pairs (text, and text or null)",
        ),
        (
            "practice",
            "practice" not in match or isinstance(match["practice"], bool),
            "true or false",
        ),
        (
            "teams",
            match.get("teams") is None
            or (
                isinstance(match["teams"], list)
                and isinstance(seats, list)
                and len(match["teams"]) == len(seats)
                and all(_int64(t) for t in match["teams"])
            ),
            "null or a whole number per seat",
        ),
    )
    for name, ok, what in checks:
        if not ok:
            return f"{name} must be {what}, not {found(match.get(name))}"
    return None


def _seat_numbers(values: list, n: int) -> bool:
    """Whether every value is the number of one of `n` seats (read from a file: an index
    only once it is known to be one)."""
    return all(_int64(v) and 0 <= v < n for v in values)


def _deal_problem(part: Any, n: int, where: str = "") -> str | None:
    """What is wrong with a deal of a pending entry (`where`: its place in the entry,
    "" or "earlier[i]."), naming the field and what it must be, or None."""
    if not isinstance(part, dict) or not isinstance(part.get("deal"), dict):
        value = part.get("deal") if isinstance(part, dict) else part
        return f"a deal is not readable{_DETAIL}{where}deal must be an object, not {found(value)}"
    deal, totals = part["deal"], part.get("totals")
    if not isinstance(totals, list) or len(totals) != n or not all(_int64(t) for t in totals):
        return (
            f"its totals are not readable{_DETAIL}{where}totals must be a list of {n} whole "
            f"numbers, not {found(totals)}"
        )
    missing = sorted(set(DEAL_FIELDS) - set(deal))
    unknown = sorted(str(k) for k in set(deal) - set(DEAL_FIELDS + LATER_FIELDS))
    if missing or unknown:
        name = missing[0] if missing else unknown[0]
        what = "is missing" if missing else "is not a field of a deal"
        return (
            f"a deal lacks a field or has an unknown one{_DETAIL}{where}deal.{found(name)} {what}"
        )
    checks = [
        (
            k,
            isinstance(deal[k], list) and all(_int64(v) for v in deal[k]),
            "a list of whole numbers",
        )
        for k in ("scores", "hand_points", "winners", "team_scores")
        if k in deal
    ]
    checks += [
        ("winners", _seat_numbers(deal["winners"], n) if dict((k, ok) for k, ok, _ in checks)["winners"] else True,
         f"a list of seats from 0 to {n - 1}"),
        ("deal_index", _int64(deal["deal_index"]) and 0 <= deal["deal_index"] <= MAX_DEAL_INDEX,
         f"a whole number from 0 to {MAX_DEAL_INDEX}"),
        ("reason", isinstance(deal["reason"], str), "text"),
        ("replay_json", isinstance(deal["replay_json"], str), "text (a replay record)"),
        ("started_at", is_number(deal["started_at"]), "a number (a time)"),
        ("duration_s", is_number(deal["duration_s"]), "a number of seconds"),
        ("hints", "hints" not in deal or (_int64(deal["hints"]) and deal["hints"] >= 0),
         "a whole number of 0 or more"),
    ]  # fmt: skip
    for name, ok, what in checks:
        if not ok:
            return (
                f"a deal is not readable{_DETAIL}{where}deal.{name} must be {what}, "
                f"not {found(deal.get(name))}"
            )
    return None
