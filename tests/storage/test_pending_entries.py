"""A saved game's pending deals, checked before they are taken over (app/storage/
recorder.py's `entry_problem` and `adopt`): each malformed part is named, the good
entries are kept once."""

from __future__ import annotations

import copy

import pytest

from app.storage.recorder import DealRecorder, entry, entry_problem, match_key
from app.storage.scoreboard import DealRow


def good() -> dict:
    key = match_key(None, "quita-y-pon", {"deals": 3}, 7, 100.0, [("You", None), ("Ana", "easy")])
    row = DealRow(0, 1, (3, 1), (3, 1), (0,), "out", "", 110.0, 5.0)
    before = DealRow(0, 0, (2, 0), (2, 0), (0,), "out", "", 100.0, 4.0)
    return entry(key, row, [5, 1], False, None, earlier=[(before, [2, 0])])


def changed(path: str, value) -> dict:
    item = copy.deepcopy(good())
    *parents, last = path.split(".")
    target = item
    for part in parents:
        target = target[int(part)] if isinstance(target, list) else target[part]
    if isinstance(target, list):
        target[int(last)] = value
    else:
        target[last] = value
    return item


def test_a_good_entry_has_no_problem() -> None:
    assert entry_problem(good()) is None
    # An entry written before a deal's team scores and hints were kept is good too.
    older = good()
    for part in (older, *older["earlier"]):
        del part["deal"]["team_scores"], part["deal"]["hints"]
    assert entry_problem(older) is None


@pytest.mark.parametrize(
    ("item", "problem"),
    [
        ("x", "not an object: it is 'x'"),
        ({"match": {}, "deal": "x"}, "it lacks its match or its deal"),
        ({"match": "x", "deal": {}}, "it lacks its match or its deal"),
        (changed("match.seats", [["You", None, "x"], ["Ana", "easy"]]), "its match is not readable"),
        (changed("match.seats", [["You", None], ["Ana", 3]]), "its match is not readable"),
        (changed("match.seats", []), "its match is not readable"),
        (changed("match.practice", "yes"), "its match is not readable"),
        (changed("match.teams", [0]), "its match is not readable"),
        (changed("match.started_at", "noon"), "its match is not readable"),
        (changed("earlier", "x"), "its earlier deals are not a list"),
        (changed("earlier.0.totals", [1]), "its totals are not readable"),
        (changed("earlier.0", "x"), "a deal is not readable"),
        (changed("earlier.0.deal", "x"), "a deal is not readable"),
        (changed("deal", {"deal_index": 1}), "a deal lacks a field or has an unknown one"),
        (changed("deal.hints", -1), "a deal is not readable"),
        (changed("deal.hints", "2"), "a deal is not readable"),
        (changed("deal.scores", ["a", 1]), "a deal is not readable"),
        (changed("deal.team_scores", "x"), "a deal is not readable"),
        (changed("deal.extra", 1), "a deal lacks a field or has an unknown one"),
        (changed("deal.winners", [2]), "a deal is not readable"),
        (changed("over", "no"), "its result is not readable"),
        (changed("winners", [5]), "its result is not readable"),
    ],
)  # fmt: skip
def test_each_malformed_part_is_named(item, problem: str) -> None:
    assert entry_problem(item) == problem


def test_adopt_names_what_it_leaves_out_and_keeps_each_entry_once() -> None:
    recorder = DealRecorder(None)
    recorder.adopt(None)  # a saved game with no pending deals
    assert recorder.dropped == [] and recorder.pending == []
    recorder.adopt("x")
    assert recorder.dropped == ["the saved game's pending deals are not a list"]
    recorder.adopt([good(), "x", good()])
    assert recorder.pending == [good()]
    assert recorder.dropped[1:] == ["pending deal 1: not an object: it is 'x'"]
