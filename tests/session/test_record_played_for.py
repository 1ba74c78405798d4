"""The turns played for the person (P) in the saved-game record (app/session/record.py):
kept by deal, only counts above zero, and read back as they were written."""

from __future__ import annotations

from app.session.record import build, parse
from tests.session.test_record_fields import S40, _session


def test_turns_played_for_you_keep_only_counts_above_zero_and_read_back() -> None:
    s = _session()
    record = build(S40, s.match, s.seats, [], None, 1.0, [], played_for={0: 0, 1: 2, 3: 1})
    assert record["played_for_you"] == {"1": 2, "3": 1}
    assert parse(record, "scala-40").played_for == {1: 2, 3: 1}
    none = build(S40, s.match, s.seats, [], None, 1.0, [], played_for={0: 0})
    assert none.get("played_for_you", {}) == {}
    assert parse(none, "scala-40").played_for == {}
