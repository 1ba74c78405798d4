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

from app.cli.main import main as cli
from app.session import open_scoreboard
from app.storage.recorder import DealRecorder, entry, entry_problem, match_key
from app.storage.scoreboard import SCHEMA_VERSION, DealRow, MatchRow, Scoreboard, Seat

from .disks import disk_fixture  # noqa: F401 - fixture

FIXTURES = Path(__file__).parent / "fixtures"


def _release_copy(tmp_path: Path) -> Path:
    path = tmp_path / "scoreboard.sqlite3"
    shutil.copyfile(FIXTURES / "scoreboard-v2.sqlite3", path)
    assert _version_of(path) == 2
    return path


def test_a_scoreboard_of_release_0_1_migrates_with_all_its_data(tmp_path):
    expected = json.loads((FIXTURES / "scoreboard-v2.expected.json").read_text())
    board = open_scoreboard(_release_copy(tmp_path))
    try:
        assert board.notice is None and board.problem is None
        assert board._conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 7
        matches = board.matches()
        assert len(matches) == len(expected["matches"]) == 8
        for match, old in zip(matches, expected["matches"], strict=True):
            for seat in old["seats"]:
                seat["team"] = seat["seat"]  # solo games: every seat its own team
            old["abandoned"] = False  # (schema 4) none was given up
            old["hints"] = 0  # (schema 5) no hint was counted
            old["practice"] = False  # (schema 7) every match was a real one
            assert _as_json(match) == old, match.id
            old_deals = expected["deals"][str(match.id)]
            deals = board.deals(match.id)
            assert len(deals) == len(old_deals)
            for row, old_row in zip(deals, old_deals, strict=True):
                data = _as_json(row)
                digest = hashlib.sha256(data.pop("replay_json").encode()).hexdigest()
                assert digest == old_row.pop("replay_sha256")
                assert data.pop("team_scores") == old_row["scores"]
                assert data.pop("hints") == 0
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


# --------------------------------------------------------------------------- damaged team rows

TEAM_SEATS = [("You", None), ("Ana", "easy"), ("Bruno", "hard"), ("Carla", "easy")]


def _team_key(started_at: float = 50.0) -> dict:
    return match_key(None, "buraco", {}, 3, started_at, TEAM_SEATS, (0, 1, 0, 1))


def _team_deal(index: int = 0) -> DealRow:
    return DealRow(0, index, (5, 0, 5, 0), (), (0, 2), "closed", "{}", 10.0, 5.0, (5, 0))


@pytest.mark.parametrize(
    "damage",
    [
        "DELETE FROM seats WHERE seat = 3",
        "UPDATE seats SET seat = 7 WHERE seat = 3",
        "INSERT INTO seats (match_id, seat, name, level, team) VALUES (1, 4, 'Zoe', 'easy', 2)",
        "UPDATE seats SET team = -5 WHERE seat = 1",
        "UPDATE seats SET team = 0 WHERE seat = 1",
        "UPDATE seats SET seat = 'three' WHERE seat = 3",
    ],
    ids=["lost", "renumbered", "one-too-many", "team-minus-5", "team-swapped", "seat-as-text"],
)
def test_a_deal_of_a_match_whose_seat_rows_were_damaged_is_recorded_with_its_seats(
    tmp_path, damage
):
    """It was dropped ("4 totals for a match of 3 seats"); the saved game's match key
    knows the seats, so the rows are written again and the deal goes in."""
    board = Scoreboard(tmp_path / "s.sqlite3")
    try:
        recorder = DealRecorder(board)
        key = _team_key()
        match_id = recorder.attach(key, [])
        board._conn.execute(damage)
        recorder.add(entry(key, _team_deal(), [5, 0, 5, 0], False, None))
        assert recorder.pending == [] and recorder.dropped == [] and recorder.problem is None
        [match] = board.matches()
        assert match.id == match_id and match.totals == (5, 0, 5, 0)
        assert [(s.seat, s.name, s.level, s.team) for s in match.seats] == [
            (0, "You", None, 0), (1, "Ana", "easy", 1), (2, "Bruno", "hard", 0), (3, "Carla", "easy", 1),
        ]  # fmt: skip
        assert [d.team_scores for d in board.deals(match_id)] == [(5, 0)]
        recorder.add(entry(key, _team_deal(1), [10, 0, 10, 0], True, [0]))
        [match] = board.matches()
        assert match.winners == (0, 2) and board.skipped == {}
    finally:
        board.close()


def test_seat_rows_that_are_whole_are_not_written(tmp_path):
    board = Scoreboard(tmp_path / "s.sqlite3")
    try:
        match_id = DealRecorder(board).attach(_team_key(), [])
        seats = [
            Seat(s, name, level, (0, 1, 0, 1)[s]) for s, (name, level) in enumerate(TEAM_SEATS)
        ]
        assert board.mend_seats(match_id, seats) is False
        board._conn.execute("DELETE FROM seats WHERE seat = 2")
        assert board.mend_seats(match_id, seats) is True
        assert board.mend_seats(match_id, seats) is False
    finally:
        board.close()


def test_the_seat_rows_of_a_finished_match_are_history_and_left_alone(tmp_path):
    board = Scoreboard(tmp_path / "s.sqlite3")
    try:
        recorder = DealRecorder(board)
        key = _team_key()
        match_id = recorder.attach(key, [])
        recorder.add(entry(key, _team_deal(), [5, 0, 5, 0], True, [0]))
        board._conn.execute("UPDATE seats SET name = 'Zoe' WHERE seat = 1")
        recorder.add(entry(key, _team_deal(), [5, 0, 5, 0], True, [0]))  # retried: idempotent
        names = board._conn.execute(
            "SELECT name FROM seats WHERE match_id = ? ORDER BY seat", (match_id,)
        ).fetchall()
        assert [n for (n,) in names] == ["You", "Zoe", "Bruno", "Carla"]
        assert recorder.dropped == []
    finally:
        board.close()


def test_an_earlier_deal_the_scoreboard_refuses_is_named_and_the_rest_recorded(tmp_path):
    """What the saved game re-creates at its start never raises at the saved game: a
    contradiction is named (told at the next start), the other deals go in."""
    board = Scoreboard(tmp_path / "s.sqlite3")
    try:
        recorder = DealRecorder(board)
        key = _team_key()
        earlier = [(_team_deal(0), [5, 0]), (_team_deal(1), [10, 0, 10, 0])]  # 2 totals of 4
        match_id = recorder.attach(key, earlier)
        assert board.recorded_deals(match_id) == {1}
        assert recorder.dropped == ["deal 0: 2 totals for a match of 4 seats"]
    finally:
        board.close()


def test_a_pending_release_0_1_deal_on_a_match_with_a_team_of_minus_5_is_written(tmp_path):
    """Release 0.1's pending deals have no team scores, so they are summed from the
    scoreboard's seat rows; a team of -5 there raised IndexError at every start."""
    board = Scoreboard(tmp_path / "s.sqlite3")
    try:
        seats = [("You", None), ("Ana", "easy"), ("Bruno", "hard")]
        key = match_key(None, "quita-y-pon", {}, 3, 50.0, seats)
        match_id = DealRecorder(board).attach(key, [])
        board._conn.execute("UPDATE seats SET team = -5 WHERE seat = 1")
        old = entry(key, _deal(0, (5, 0, 9)), [5, 0, 9], False, None)
        del old["deal"]["team_scores"]
        recorder = DealRecorder(board)
        recorder.adopt([old])
        assert recorder.dropped == [] and recorder.flush() is None
        assert board.deals(match_id)[0].team_scores == (5, 0, 9)
    finally:
        board.close()


def test_team_sums_read_from_the_scoreboard_never_index_by_a_stray_team(tmp_path):
    board = Scoreboard(tmp_path / "s.sqlite3")
    try:
        match_id = board.start_match("quita-y-pon", {}, PARTNERS, 1, started_at=1.0)
        board._conn.execute("UPDATE seats SET team = -5 WHERE seat = 1")
        with pytest.raises(ValueError, match="the seats of match 1 on the scoreboard"):
            board.record_deal(_deal(match_id, (5, 0, 5, 0)), (5, 0, 5, 0), over=False)
        assert board.recorded_deals(match_id) == set()  # nothing half-written
    finally:
        board.close()


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda e: e["match"].update(teams=[0, -5, 0, 1]), "teams must be numbered 0 to k-1"),
        (lambda e: e["match"].update(teams=[0, 2, 0, 2]), "teams must be numbered 0 to k-1"),
        (lambda e: e["match"]["seats"][1].__setitem__(1, None), "at most one seat"),
        (lambda e: e.update(winners=[9]), "its result is not readable"),
        (lambda e: e.update(winners=[-1]), "its result is not readable"),
        (lambda e: e["deal"].update(winners=[4]), "a deal is not readable"),
    ],
    ids=[
        "team-minus-5",
        "team-2-of-two",
        "two-persons",
        "winner-9",
        "winner-minus-1",
        "deal-winner-4",
    ],  # fmt: skip
)
def test_a_pending_entry_whose_seat_or_team_numbers_are_not_its_seats_is_named(change, words):
    item = entry(_team_key(), _team_deal(), [5, 0, 5, 0], True, [0])
    assert entry_problem(item) is None
    change(item)
    assert words in entry_problem(item)


def test_a_match_whose_seat_rows_do_not_run_0_to_n_1_is_skipped_and_named(tmp_path):
    """Statistics could not open ("tuple index out of range"): the rows are looked up,
    never indexed, and a match without its seats is left out of every query, named."""
    board = Scoreboard(tmp_path / "s.sqlite3")
    try:
        for seed in (1, 2):
            match_id = board.start_match("quita-y-pon", {}, PARTNERS, seed, started_at=seed)
            board.record_deal(_deal(match_id, (5, 0, 5, 0), winners=(0,)), (5, 0, 5, 0),
                              over=True, winners=[0])  # fmt: skip
        assert board.stats()["quita-y-pon"].played == 2
        board._conn.execute("UPDATE seats SET seat = 7 WHERE match_id = 2 AND seat = 3")
        [match] = board.matches()
        assert match.id == 1 and match.winning_teams == {0}
        assert board.skipped == {("match", 2): "match 2: its seats are not numbered 0 to n-1"}
        assert board.stats()["quita-y-pon"].played == 1
        board._conn.execute("UPDATE seats SET team = -5 WHERE match_id = 1 AND seat = 1")
        assert board.matches() == []
        assert board.skipped[("match", 1)] == "match 1: its teams are not numbered 0 to k-1"
        assert board.stats() == {}
    finally:
        board.close()


def test_a_seat_of_a_match_row_is_looked_up_by_its_number():
    match = MatchRow(1, "buraco", {}, (PARTNERS[0], PARTNERS[2], PARTNERS[3]), "1", 0.0, 1.0,
                     (1, 1, 1), (3,))  # fmt: skip
    assert match.seat(2) == PARTNERS[2] and match.seat(1) is None
    assert match.partners(0) == (PARTNERS[2],) and match.partners(1) == ()
    assert match.winning_teams == {1}


# --------------------------------------------------------------------------- an old scoreboard


def _version_of(path: Path) -> int:
    conn = sqlite3.connect(path.as_uri() + "?mode=ro&immutable=1", uri=True)
    try:
        return conn.execute("PRAGMA user_version").fetchone()[0]
    finally:
        conn.close()


def _stats_printed(capsys, path: Path) -> dict:
    assert cli(["stats", "--json", "--database", str(path)]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return json.loads(out)["games"]


@pytest.mark.parametrize("where", ["read-only-file", "read-only-disk", "writable"])
def test_tapete_cli_stats_reads_a_release_0_1_scoreboard_as_it_is(disk, capsys, where):
    """It said "cannot be written" (exit 2) on a read-only file: a reader migrated the
    file. Now it reads an upgraded copy in memory and the file is left as it was."""
    path = disk.root / "scoreboard.sqlite3"
    shutil.copyfile(FIXTURES / "scoreboard-v2.sqlite3", path)
    original = path.read_bytes()
    if where == "read-only-file":
        disk.read_only_file(path)
    elif where == "read-only-disk":
        disk.read_only()
    expected = json.loads((FIXTURES / "scoreboard-v2.expected.json").read_text())["stats"]
    assert _stats_printed(capsys, path) == expected
    assert path.read_bytes() == original and _version_of(path) == 2
    assert sorted(p.name for p in disk.root.iterdir()) == ["scoreboard.sqlite3"]


def test_a_release_0_1_scoreboard_is_kept_byte_for_byte_before_it_is_upgraded(tmp_path):
    path = _release_copy(tmp_path)
    original = path.read_bytes()
    board = Scoreboard(path)
    try:
        assert board.notice is None and len(board.matches()) == 8
        kept = board.upgraded_from
        assert kept is not None and kept.parent == tmp_path
        assert kept.name.startswith("scoreboard.sqlite3.schema-2-")
        assert kept.read_bytes() == original and _version_of(kept) == 2
    finally:
        board.close()
    again = Scoreboard(path)  # already upgraded: no second copy
    assert again.upgraded_from is None
    again.close()
    assert len(list(tmp_path.glob("scoreboard.sqlite3.schema-*"))) == 1


def test_a_read_only_release_0_1_scoreboard_is_shown_and_no_copy_is_left(disk):
    path = disk.root / "scoreboard.sqlite3"
    shutil.copyfile(FIXTURES / "scoreboard-v2.sqlite3", path)
    original = path.read_bytes()
    disk.read_only_file(path)
    for _ in range(2):  # each start: shown, nothing written, no copy made
        board = Scoreboard(path)
        try:
            assert "cannot be written" in board.notice and "read-only" in board.notice
            assert board.reads_file and board.stats()["quita-y-pon"].won == 1.5
            assert board.upgraded_from is None
        finally:
            board.close()
    assert path.read_bytes() == original
    assert sorted(p.name for p in disk.root.iterdir()) == ["scoreboard.sqlite3"]


@pytest.mark.parametrize(
    ("sql", "words"),
    [
        ("DROP TABLE deals", "lacks the table 'deals'"),
        ("DROP TABLE seats", "lacks the table 'seats'"),
        ("ALTER TABLE seats DROP COLUMN total", "lacks the column seats.total"),
        ("ALTER TABLE deals DROP COLUMN duration_s", "lacks the column deals.duration_s"),
    ],
)
def test_a_release_0_1_scoreboard_lacking_part_of_its_schema_is_set_aside_as_it_was(
    tmp_path, capsys, sql, words
):
    """Lacking a table it was never set aside ("no such table: deals" at every start);
    lacking a column it was migrated before it was set aside."""
    path = _release_copy(tmp_path)
    conn = sqlite3.connect(path)
    conn.execute(sql)
    conn.close()  # the last connection: its write-ahead log is in the file now
    assert sorted(p.name for p in tmp_path.iterdir()) == ["scoreboard.sqlite3"]
    damaged = path.read_bytes()
    assert cli(["stats", "--database", str(path)]) == 2  # the reader names it, leaves it
    assert words in capsys.readouterr().err and path.read_bytes() == damaged
    board = Scoreboard(path)
    try:
        [aside] = tmp_path.glob("scoreboard.sqlite3.damaged-*")
        assert words in board.notice and f"so it was moved to {aside}" in board.notice
        assert aside.read_bytes() == damaged and _version_of(aside) == 2
        assert board.writable and board.matches() == []
    finally:
        board.close()
    again = Scoreboard(path)
    assert again.notice is None and again.writable
    again.close()
    assert not list(tmp_path.glob("scoreboard.sqlite3.schema-*"))  # nothing to upgrade
