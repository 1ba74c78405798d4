"""Teams on the scoreboard: the schema migration (version 3) and how team wins count.

`fixtures/scoreboard-v2.sqlite3` was written by release 0.1 (schema version 2, commit
c9c6410, with `fixtures/make_v2_scoreboard.py`): real bot matches of the three games,
a shared win, an unfinished match and a match without the person. What release 0.1 read
back from it is `fixtures/scoreboard-v2.expected.json`; after the migration every row
reads back the same, with each seat its own team and each deal's team scores its scores.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from app.session import open_scoreboard
from app.storage.recorder import DealRecorder, entry, entry_problem, match_key
from app.storage.scoreboard import SCHEMA_VERSION, DealRow, Seat

FIXTURES = Path(__file__).parent / "fixtures"


def _release_copy(tmp_path: Path) -> Path:
    path = tmp_path / "scoreboard.sqlite3"
    shutil.copyfile(FIXTURES / "scoreboard-v2.sqlite3", path)
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 2
    return path


def test_a_scoreboard_of_release_0_1_migrates_with_all_its_data(tmp_path):
    expected = json.loads((FIXTURES / "scoreboard-v2.expected.json").read_text())
    board = open_scoreboard(_release_copy(tmp_path))
    try:
        assert board.notice is None and board.problem is None
        assert board._conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
        matches = board.matches()
        assert len(matches) == len(expected["matches"]) == 8
        for match, old in zip(matches, expected["matches"], strict=True):
            for seat in old["seats"]:
                seat["team"] = seat["seat"]  # solo games: every seat its own team
            assert _as_json(match) == old, match.id
            old_deals = expected["deals"][str(match.id)]
            deals = board.deals(match.id)
            assert len(deals) == len(old_deals)
            for row, old_row in zip(deals, old_deals, strict=True):
                data = _as_json(row)
                digest = hashlib.sha256(data.pop("replay_json").encode()).hexdigest()
                assert digest == old_row.pop("replay_sha256")
                assert data.pop("team_scores") == old_row["scores"]
                assert data == old_row
        stats = {g: _as_json(s) for g, s in board.stats().items()}
        assert stats == expected["stats"]
        assert stats["quita-y-pon"]["won"] == 1.5  # a win and a win shared by two
        assert board.skipped == {}
    finally:
        board.close()


def _as_json(row: object) -> object:
    """A row as release 0.1's reading was kept: JSON (tuples as lists, keys as text)."""
    return json.loads(json.dumps(dataclasses.asdict(row)))


def test_the_migrated_file_takes_team_matches(tmp_path):
    board = open_scoreboard(_release_copy(tmp_path))
    try:
        before = board.stats()["quita-y-pon"].played
        team_seats = [Seat(0, "You", None, 0), Seat(1, "Ana", "normal", 1),
                      Seat(2, "Bruno", "normal", 0), Seat(3, "Carla", "normal", 1)]  # fmt: skip
        match_id = board.start_match("quita-y-pon", {}, team_seats, 5, started_at=9e9)
        board.record_deal(_deal(match_id, (30, 10, 30, 10)), (30, 10, 30, 10), over=True)
        after = board.stats()["quita-y-pon"]
        assert after.played == before + 1
        assert board.deals(match_id)[0].team_scores == (60, 20)
    finally:
        board.close()


def _deal(match_id: int, scores: tuple[int, ...], winners=(), team_scores=()) -> DealRow:
    return DealRow(match_id, 0, scores, (), tuple(winners), "went_out", "{}", 10.0, 5.0,
                   tuple(team_scores))  # fmt: skip


PARTNERS = [Seat(0, "You", None, 0), Seat(1, "Ana", "easy", 1),
            Seat(2, "Bruno", "hard", 0), Seat(3, "Carla", "easy", 1)]  # fmt: skip


def test_a_team_win_is_a_full_win_for_each_member(tmp_path):
    board = open_scoreboard(tmp_path / "s.sqlite3")
    try:
        match_id = board.start_match("quita-y-pon", {}, PARTNERS, 1, started_at=1.0)
        # The partner's win (seat 2) is the person's: the whole team is marked.
        board.record_deal(_deal(match_id, (5, 0, 5, 0), winners=(2,)), (5, 0, 5, 0),
                          over=True, winners=[2])  # fmt: skip
        [match] = board.matches()
        assert match.winners == (0, 2)
        assert [s.name for s in match.partners(0)] == ["Bruno"]
        assert match.partners(1) == (PARTNERS[3],)
        stats = board.stats()["quita-y-pon"]
        assert (stats.played, stats.won, stats.win_share) == (1, 1.0, 1.0)
        assert stats.by_level == {
            "easy": {"played": 1, "won": 1.0, "win_share": 1.0},
            "hard": {"played": 1, "won": 1.0, "win_share": 1.0},
        }
        assert board.deals(match_id)[0].team_scores == (10, 0)  # summed from the seats
    finally:
        board.close()


def test_a_win_shared_by_two_teams_counts_half_for_each_member(tmp_path):
    board = open_scoreboard(tmp_path / "s.sqlite3")
    try:
        match_id = board.start_match("quita-y-pon", {}, PARTNERS, 1, started_at=1.0)
        board.record_deal(_deal(match_id, (5, 5, 5, 5), team_scores=(10, 10)), (5, 5, 5, 5),
                          over=True)  # fmt: skip
        [match] = board.matches()
        assert match.winners == (0, 1, 2, 3)
        assert board.stats()["quita-y-pon"].won == 0.5
        assert board.deals(match_id)[0].team_scores == (10, 10)
    finally:
        board.close()


def test_a_lost_team_match_is_lost_for_each_member(tmp_path):
    board = open_scoreboard(tmp_path / "s.sqlite3")
    try:
        match_id = board.start_match("scala-40", {}, PARTNERS, 1, started_at=1.0)
        board.record_deal(_deal(match_id, (9, 0, 9, 0)), (9, 0, 9, 0), over=True)
        [match] = board.matches()
        assert match.winners == (1, 3)  # lower is better in Scala 40
        assert board.stats()["scala-40"].won == 0.0
    finally:
        board.close()


@pytest.mark.parametrize("teams", [(0, 2, 0, 2), (1, 1, 1, 1)])
def test_teams_must_be_numbered_from_zero(tmp_path, teams):
    board = open_scoreboard(tmp_path / "s.sqlite3")
    try:
        seats = [dataclasses.replace(s, team=t) for s, t in zip(PARTNERS, teams, strict=True)]
        with pytest.raises(ValueError, match="teams must be numbered"):
            board.start_match("quita-y-pon", {}, seats, 1)
        assert board.matches() == []
    finally:
        board.close()


def test_a_seat_without_a_team_is_a_team_of_its_own():
    assert Seat(3, "Ana", "easy") == Seat(3, "Ana", "easy", 3)
    assert Seat(3, "Ana", "easy").team_number == 3


def test_a_pending_team_match_is_re_created_with_its_teams(tmp_path):
    board = open_scoreboard(tmp_path / "s.sqlite3")
    try:
        seats = [("You", None), ("Ana", "easy"), ("Bruno", "hard"), ("Carla", "easy")]
        key = match_key(None, "quita-y-pon", {}, 3, 50.0, seats, (0, 1, 0, 1))
        assert key["teams"] == [0, 1, 0, 1]
        assert "teams" not in match_key(None, "quita-y-pon", {}, 3, 50.0, seats, (0, 1, 2, 3))
        recorder = DealRecorder(board)
        row = _deal(0, (5, 0, 5, 0), winners=(0,), team_scores=(10, 0))
        recorder.add(entry(key, row, [5, 0, 5, 0], True, [0]))
        assert recorder.pending == [] and recorder.problem is None
        [match] = board.matches()
        assert [s.team for s in match.seats] == [0, 1, 0, 1]
        assert match.winners == (0, 2)
        assert board.deals(match.id)[0].team_scores == (10, 0)  # kept through the entry
        older = entry(key, row, [5, 0, 5, 0], True, [0])
        del older["deal"]["team_scores"]  # a pending entry written by release 0.1
        assert entry_problem(older) is None
        damaged = entry(key, row, [5, 0, 5, 0], True, [0])
        damaged["match"]["teams"] = [0, 1]
        assert entry_problem(damaged) == "its match is not readable"
    finally:
        board.close()
