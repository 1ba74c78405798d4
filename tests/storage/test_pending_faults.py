"""A pending entry's faults named in full (app/storage/recorder.py's `entry_fault`): the
field, what it must be and what it is, at each bound (deal index 0 to 1,000,000, numbers
of 64 bits, seats 0 to n-1), for deals, earlier deals, matches and withdrawals."""

from __future__ import annotations

import pytest

from app.storage.recorder import DealRecorder, entry, entry_fault, match_key, withdrawal
from app.storage.scoreboard import DealRow, Scoreboard
from tests.storage.test_pending_entries import changed


def taken_back(**fields) -> dict:
    key = match_key(None, "quita-y-pon", {"deals": 3}, 7, 100.0, [("You", None), ("Ana", "easy")])
    item = withdrawal(key, 1, [2, 0])
    item["withdraw"].update(fields)
    return item


FAULTS = [
    ("deal_index max", changed("deal.deal_index", 1_000_000), None),
    (
        "deal_index past",
        changed("deal.deal_index", 1_000_001),
        "a deal is not readable: its field deal.deal_index must be a whole number from 0 to 1000000, not 1000001",
    ),
    (
        "deal_index neg",
        changed("deal.deal_index", -1),
        "a deal is not readable: its field deal.deal_index must be a whole number from 0 to 1000000, not -1",
    ),
    (
        "earlier index past",
        changed("earlier.0.deal.deal_index", 1_000_001),
        "a deal is not readable: its field earlier[0].deal.deal_index must be a whole number from 0 to 1000000, not 1000001",
    ),
    (
        "winner seat 2",
        changed("deal.winners", [2]),
        "a deal is not readable: its field deal.winners must be a list of seats from 0 to 1, not […]",
    ),
    ("winner seat 1", changed("deal.winners", [1]), None),
    ("hints 0", changed("deal.hints", 0), None),
    (
        "hints -1",
        changed("deal.hints", -1),
        "a deal is not readable: its field deal.hints must be a whole number of 0 or more, not -1",
    ),
    (
        "scores 2**63",
        changed("deal.scores", [2**63, 0]),
        "a deal is not readable: its field deal.scores must be a list of whole numbers, not […]",
    ),
    ("scores -2**63", changed("deal.scores", [-(2**63), 0]), None),
    (
        "scores below -2**63",
        changed("deal.scores", [-(2**63) - 1, 0]),
        "a deal is not readable: its field deal.scores must be a list of whole numbers, not […]",
    ),
    (
        "totals 2**63",
        changed("totals", [2**63, 0]),
        "its totals are not readable: its field totals must be a list of 2 whole numbers, not […]",
    ),
    (
        "match id 2**63",
        changed("match.id", 2**63),
        "its match is not readable: its field match.id must be a whole number or null, not 9223372036854775808",
    ),
    ("match id -2**63", changed("match.id", -(2**63)), None),
    (
        "teams",
        changed("match.teams", [0, 2**63]),
        "its match is not readable: its field match.teams must be null or a whole number per seat, not […]",
    ),
    ("teams ok", changed("match.teams", [0, 1]), None),
    (
        "teams bad",
        changed("match.teams", [0, 5]),
        "its match is not readable (teams must be numbered 0 to k-1, not [0, 5])",
    ),
    ("w ok", taken_back(), None),
    ("w max", taken_back(deal_index=1_000_000), None),
    (
        "w past",
        taken_back(deal_index=1_000_001),
        "the deal taken back is not readable: its field withdraw.deal_index must be a whole number from 0 to 1000000, not 1000001",
    ),
    (
        "w neg",
        taken_back(deal_index=-1),
        "the deal taken back is not readable: its field withdraw.deal_index must be a whole number from 0 to 1000000, not -1",
    ),
    (
        "w totals short",
        taken_back(totals=[1]),
        "the deal taken back is not readable: its field withdraw.totals must be a whole number per seat, not […]",
    ),
    (
        "w totals big",
        taken_back(totals=[2**63, 0]),
        "the deal taken back is not readable: its field withdraw.totals must be a whole number per seat, not […]",
    ),
    (
        "w extra",
        {**taken_back(), "deal": {}},
        "it lacks its match or the deal taken back: its field match must be an object beside withdraw, with no other field, not {…}",
    ),
    (
        "w what",
        {**taken_back(), "withdraw": {"deal_index": 1}},
        "the deal taken back is not readable: its field withdraw must be an object of deal_index and totals, not {…}",
    ),
    (
        "item winners past",
        changed("winners", [2]),
        "its result is not readable: its field winners must be null or a list of seats from 0 to 1, not […]",
    ),
    ("item winners ok", changed("winners", [1]), None),
    (
        "over",
        changed("over", None),
        "its result is not readable: its field over must be true or false, not null",
    ),
    (
        "started",
        changed("deal.started_at", "noon"),
        "a deal is not readable: its field deal.started_at must be a number (a time), not 'noon'",
    ),
    (
        "duration",
        changed("deal.duration_s", None),
        "a deal is not readable: its field deal.duration_s must be a number of seconds, not null",
    ),
    (
        "reason",
        changed("deal.reason", 3),
        "a deal is not readable: its field deal.reason must be text, not 3",
    ),
    (
        "replay",
        changed("deal.replay_json", None),
        "a deal is not readable: its field deal.replay_json must be text (a replay record), not null",
    ),
    (
        "game",
        changed("match.game", None),
        "its match is not readable: its field match.game must be a game's id, not null",
    ),
    (
        "seed",
        changed("match.seed", True),
        "its match is not readable: its field match.seed must be a whole number, or text of at most 200 characters with no control characters, not true",
    ),
    (
        "options",
        changed("match.options", []),
        "its match is not readable: its field match.options must be an object of options (no number of more than 300 digits), not […]",
    ),
    (
        "mstarted",
        changed("match.started_at", None),
        "its match is not readable: its field match.started_at must be a number (a time), not null",
    ),
    (
        "seats",
        changed("match.seats", [["You", None, 1]]),
        "its match is not readable: its field match.seats must be a list of [name, level] pairs (text, and text or null), not […]",
    ),
    (
        "practice",
        changed("match.practice", 1),
        "its match is not readable: its field match.practice must be true or false, not 1",
    ),
]


@pytest.mark.parametrize(("label", "item", "fault"), FAULTS, ids=[f[0] for f in FAULTS])
def test_each_fault_is_named_with_its_field_and_bound(label, item, fault) -> None:
    assert entry_fault(item) == fault


def test_entries_the_scoreboard_contradicts_are_dropped_and_named(tmp_path) -> None:
    board = Scoreboard(tmp_path / "scoreboard.sqlite3")
    key = match_key(None, "quita-y-pon", {"deals": 3}, 7, 100.0, [("You", None), ("Ana", "easy")])
    recorder = DealRecorder(board)
    for index, totals, over in ((0, [2, 0], False), (1, [5, 1], True), (2, [6, 1], False)):
        row = DealRow(0, index, (3, 1), (3, 1), (0,), "out", "", 100.0 + index, 4.0)
        recorder.add(entry(key, row, totals, over, [0] if over else None))
    [match] = board.matches()
    assert recorder.dropped == [f"deal 2: match {match.id} is already over"]
    assert recorder.withdraw(key, 0, [0, 0])
    assert recorder.dropped[1:] == [
        f"taking back deal 0: deal 0 is not the last recorded deal of match {match.id}"
    ]
    assert recorder.pending == [] and recorder.problem is None
    assert [d.deal_index for d in board.deals(match.id)] == [0, 1]
    board.close()


@pytest.mark.parametrize(
    ("missing", "unknown", "fault"),
    [
        (["reason"], [], "its field deal.'reason' is missing"),
        (["started_at", "reason"], [], "its field deal.'reason' is missing"),
        ([], ["colour", "badge"], "its field deal.'badge' is not a field of a deal"),
        (["reason"], ["badge"], "its field deal.'reason' is missing"),
    ],
)
def test_the_first_field_a_deal_lacks_or_should_not_have_is_named(missing, unknown, fault):
    item = changed("deal.hints", 0)
    for name in missing:
        del item["deal"][name]
    for name in unknown:
        item["deal"][name] = 1
    assert entry_fault(item) == f"a deal lacks a field or has an unknown one: {fault}"


def test_an_entry_without_its_match_or_its_deal_names_the_one_missing() -> None:
    assert entry_fault({"match": "x", "deal": {}}) == (
        "it lacks its match or its deal: its field match must be an object, not 'x'"
    )
    assert entry_fault({"match": {}, "deal": 3}) == (
        "it lacks its match or its deal: its field deal must be an object, not 3"
    )
