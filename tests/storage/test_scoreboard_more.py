"""The scoreboard (app/storage/scoreboard.py): what its first mutation pass found
unpinned (issue 38, item 7). SQLite's faults in a person's words and which of them mean a
damaged file; a damaged file that cannot be moved aside or replaced; threads; the copy
kept before an upgrade; a reader that reads the file itself; the switch to WAL waiting
out another opener; the file made private; rows with one unreadable value skipped and
named; the puzzle ladder, winners, seats, hints and the newest 200 matches."""

from __future__ import annotations

import dataclasses
import os
import sqlite3
import stat
import threading
from pathlib import Path

import pytest

from app.storage import scoreboard as sb_module
from app.storage.scoreboard import SCHEMA_VERSION, DealRow, Scoreboard, Seat
from tests.storage.test_scoreboard import build_v1, deal, moved_files, play_match, seats
from tests.waits import HANG_S

REASONS = [
    ("database or disk is full", "the disk is full"),
    ("attempt to write a readonly database", "it is read-only"),
    ("the file is read-only", "it is read-only"),
    ("database is locked", "another program has kept it locked for more than 5 seconds"),
    ("database table is busy", "another program has kept it locked for more than 5 seconds"),
    ("disk I/O error", "the disk reported an input/output error"),
    (
        "unable to open database file",
        "it cannot be opened (its folder is missing, read-only or a file)",
    ),
    ("database disk image is malformed", "it is damaged"),
    ("file is not a database", "it is damaged"),
    ("no such savepoint: x", "no such savepoint: x"),
]


@pytest.mark.parametrize(("message", "words"), REASONS, ids=[r[0] for r in REASONS])
def test_each_fault_of_sqlite_is_said_in_a_persons_words(message, words):
    assert str(sb_module._sqlite_reason(sqlite3.OperationalError(message))) == words


def a_file_with_a_bad_page_size(path: Path) -> bytes:
    """A scoreboard whose header is whole but names a page size SQLite refuses: SQLite
    calls it "not a database" (SQLITE_NOTADB, 26)."""
    board = Scoreboard(path)
    play_match(board, "g", seats("easy"), (3, 1), ended_at=100.0)
    board.close()
    data = bytearray(path.read_bytes())
    data[16:18] = (3).to_bytes(2, "big")
    path.write_bytes(bytes(data))
    return bytes(data)


def test_sqlite_calling_the_file_not_a_database_is_damage(tmp_path):
    path = tmp_path / "scoreboard.sqlite3"
    original = a_file_with_a_bad_page_size(path)
    board = Scoreboard(path)
    [moved] = moved_files(tmp_path)
    assert moved.read_bytes() == original
    assert "it could not be read (file is not a database)" in board.notice
    assert board.writable and board.matches() == []
    board.close()
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def sqlite_error(path: Path, uri: str) -> sqlite3.Error:
    conn = sqlite3.connect(uri, uri=True)
    try:
        conn.execute("PRAGMA quick_check").fetchall()
    except sqlite3.Error as exc:
        return exc
    finally:
        conn.close()
    raise AssertionError("no error")


def test_damage_is_told_by_sqlites_code_or_else_by_its_words(tmp_path):
    path = tmp_path / "scoreboard.sqlite3"
    a_file_with_a_bad_page_size(path)
    coded = sqlite_error(path, path.as_uri() + "?mode=ro&immutable=1")
    assert coded.sqlite_errorcode == 26 and sb_module._is_damage(coded)
    locked = sqlite3.OperationalError("file is not a database")
    locked.sqlite_errorcode = 5  # SQLITE_BUSY: the code decides, not the words
    assert not sb_module._is_damage(locked)
    corrupt = sqlite3.DatabaseError("whatever it says")
    corrupt.sqlite_errorcode = 11 | (1 << 8)  # an extended code of SQLITE_CORRUPT
    assert sb_module._is_damage(corrupt)
    # Without a code (raised by hand), the words decide.
    assert sb_module._is_damage(sqlite3.DatabaseError("file is not a database"))
    assert sb_module._is_damage(sqlite3.DatabaseError("database disk image is malformed"))
    assert not sb_module._is_damage(sqlite3.OperationalError("database is locked"))


def test_the_default_path_creates_no_folder(data_folder):
    """`tapete-cli stats` asks where the scoreboard is: asking writes nothing."""
    assert not data_folder.exists()
    assert sb_module.default_path() == data_folder / "scoreboard.sqlite3"
    assert not data_folder.exists()


def a_foreign_database(path: Path) -> bytes:
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.close()
    return path.read_bytes()


def test_a_damaged_file_that_cannot_be_moved_aside_is_left_and_nothing_is_read(
    tmp_path, monkeypatch
):
    """Another program's database where the scoreboard should be, in a folder that
    refuses the move: the file stays as it was, the scoreboard reads nothing from it
    (an empty scoreboard, not the other program's file read as one) and writes nothing."""
    path = tmp_path / "scoreboard.sqlite3"
    original = a_foreign_database(path)

    def refused(what):
        raise PermissionError(13, "Permission denied", str(what))

    monkeypatch.setattr(sb_module, "aside", refused)
    board = Scoreboard(path)
    assert board.notice == (
        f"The scoreboard {path} cannot be written: it is a database but not a Tapete "
        "scoreboard, and it could not be moved aside (permission is denied (read-only)). "
        "Finished deals are kept and will be written when it works again."
    )
    assert not board.writable and not board.reads_file
    assert board.matches() == [] and board.stats() == {}
    board.close()
    assert path.read_bytes() == original


def test_a_new_scoreboard_that_cannot_be_started_after_the_move_says_both(tmp_path, monkeypatch):
    """The damaged file is moved aside, but a folder then stands where the new file
    should go: the notice says where the old file went and why nothing can be written."""
    path = tmp_path / "scoreboard.sqlite3"
    original = a_foreign_database(path)
    real_aside = sb_module.aside

    def aside_then_blocked(what):
        moved = real_aside(what)
        path.mkdir()
        return moved

    monkeypatch.setattr(sb_module, "aside", aside_then_blocked)
    board = Scoreboard(path)
    [moved] = moved_files(tmp_path)
    assert moved.read_bytes() == original
    assert board.notice == (
        f"The scoreboard file could not be used, so it was moved to {moved} and a new "
        "scoreboard was started: it is a database but not a Tapete scoreboard. "
        f"The scoreboard {path} cannot be written: a new one could not be started (a folder "
        "stands where the file should be). Finished deals are kept and will be written when "
        "it works again."
    )
    assert not board.writable and not board.reads_file
    assert board.matches() == []
    board.close()


def test_an_empty_scoreboard_shown_for_a_missing_file_answers_any_thread(tmp_path):
    path = tmp_path / "nowhere.sqlite3"
    board = Scoreboard(path, create=False)
    assert not board.reads_file
    assert board.notice == (
        f"The scoreboard {path} cannot be read: there is no scoreboard file at {path}."
    )
    answers = []
    worker = threading.Thread(target=lambda: answers.append(board.matches()))
    worker.start()
    worker.join(HANG_S)
    assert answers == [[]]
    board.close()


def test_a_new_scoreboard_file_is_private_from_its_first_byte(tmp_path):
    path = tmp_path / "scoreboard.sqlite3"
    board = Scoreboard(path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    board.close()


def test_an_older_file_is_kept_as_it_was_before_it_is_upgraded(tmp_path):
    path = tmp_path / "old.sqlite3"
    build_v1(path)
    original = path.read_bytes()
    board = Scoreboard(path)
    assert board.notice is None
    assert board.upgraded_from is not None
    assert board.upgraded_from.name.startswith("old.sqlite3.schema-1-")
    assert board.upgraded_from.read_bytes() == original
    assert len(board.matches()) == 1
    board.close()


def test_one_scoreboard_is_written_and_read_from_another_thread(tmp_path):
    board = Scoreboard(tmp_path / "scoreboard.sqlite3")
    done = []
    worker = threading.Thread(
        target=lambda: done.append(play_match(board, "g", seats("easy"), (2, 1), ended_at=9.0))
    )
    worker.start()
    worker.join(HANG_S)
    assert len(done) == 1
    [match] = board.matches()
    assert match.id == done[0] and match.winners == (0,)
    board.close()


def test_a_working_scoreboard_checks_its_file_once_not_at_every_write(tmp_path, monkeypatch):
    """The whole file is checked (`PRAGMA quick_check`) when it is opened; while writes
    work, each write goes to the open file without opening it again."""
    path = tmp_path / "scoreboard.sqlite3"
    Scoreboard(path).close()
    inspected = []
    inspect = sb_module._inspect
    monkeypatch.setattr(sb_module, "_inspect", lambda p: inspected.append(p) or inspect(p))
    board = Scoreboard(path)
    assert inspected == [path]
    for n in range(3):
        play_match(board, "g", seats("easy"), (n, 1), ended_at=10.0 + n)
    assert inspected == [path]
    assert len(board.matches()) == 3
    board.close()


def test_a_scoreboard_that_could_not_be_opened_reads_its_file_once_it_can(tmp_path):
    path = tmp_path / "scoreboard.sqlite3"
    path.mkdir()
    board = Scoreboard(path)
    assert not board.reads_file and not board.writable
    path.rmdir()
    play_match(board, "g", seats("easy"), (1, 0), ended_at=1.0)
    assert board.writable and board.reads_file and board.notice is not None
    board.close()


def test_a_matchs_options_are_kept_in_one_order(tmp_path):
    board = Scoreboard(tmp_path / "scoreboard.sqlite3")
    board.start_match("g", {"target": 101, "deals": 3, "ace_high": True}, seats("easy"), 5)
    [match] = board.matches()
    assert list(match.options.items()) == [("ace_high", True), ("deals", 3), ("target", 101)]
    board.close()


def test_when_a_match_started_is_none_for_one_missing_or_unreadable(tmp_path):
    board = Scoreboard(tmp_path / "scoreboard.sqlite3")
    match_id = board.start_match("g", {}, seats("easy"), 5, started_at=123.5)
    assert board.match_started(match_id, "g", 5) == 123.5
    assert board.match_started(match_id + 1, "g", 5) is None
    assert board.match_started(match_id, "g", 6) is None
    board._conn.execute("UPDATE matches SET started_at = 'noon' WHERE id = ?", (match_id,))
    assert board.match_started(match_id, "g", 5) is None
    board.close()


def test_the_puzzle_ladder_counts_each_levels_played_and_solved(tmp_path):
    """Solved: the best placed, without the solution shown (the default)."""
    board = Scoreboard(tmp_path / "scoreboard.sqlite3")
    board.record_puzzle("quita-y-pon", "a", 1, best=9, placed=9, at=1.0)
    board.record_puzzle("quita-y-pon", "b", 1, best=9, placed=8, at=2.0)
    board.record_puzzle("quita-y-pon", "c", 1, best=9, placed=9, at=3.0, solution_shown=True)
    board.record_puzzle("quita-y-pon", "d", 1, best=6, placed=7, at=4.0)
    board.record_puzzle("quita-y-pon", "e", 2, best=12, placed=4, at=5.0)
    board.record_puzzle("scala-40", "f", 1, best=3, placed=3, at=6.0)
    assert board.puzzle_ladder("quita-y-pon") == {1: (4, 2), 2: (1, 0)}
    assert board.puzzle_ladder("scala-40") == {1: (1, 1)}
    assert board.puzzle_ladder("buraco") == {}
    board.close()


def test_a_winner_one_past_the_last_seat_is_refused_and_nothing_is_recorded(tmp_path):
    board = Scoreboard(tmp_path / "scoreboard.sqlite3")
    match_id = board.start_match("g", {}, seats("easy"), 5)
    with pytest.raises(ValueError, match=r"winners \[2\] are not seats"):
        board.record_deal(deal(match_id, 0, (3, 1)), (3, 1), over=True, winners=[1, 2])
    [match] = board.matches()
    assert board.deals(match_id) == [] and match.ended_at is None
    board.record_deal(deal(match_id, 0, (3, 1)), (3, 1), over=True, winners=[1])
    assert board.matches()[0].winners == (1,)
    board.close()


def test_the_matches_are_the_newest_two_hundred_unless_told(tmp_path):
    with Scoreboard(tmp_path / "scoreboard.sqlite3") as board:
        for n in range(201):
            board.start_match("g", {}, seats("easy"), n, started_at=float(n))
        shown = board.matches()
        assert len(shown) == 200
        assert (shown[0].seed, shown[-1].seed) == ("200", "1")
        assert len(board.matches(limit=201)) == 201


def test_a_match_with_one_unreadable_value_is_skipped_and_named(tmp_path):
    board = Scoreboard(tmp_path / "scoreboard.sqlite3")
    ids = [board.start_match("g", {}, seats("easy"), n, started_at=10.0 + n) for n in range(5)]
    damage = [
        ("started_at = 'noon'", "its start or end time is not readable"),
        ("ended_at = 'later'", "its start or end time is not readable"),
        ("seed = X'00'", "its seed is not readable"),
        ("practice = 2", "whether it is a practice match is not readable"),
    ]
    for match_id, (change, _) in zip(ids, damage, strict=False):
        board._conn.execute(f"UPDATE matches SET {change} WHERE id = ?", (match_id,))
    assert [m.id for m in board.matches()] == [ids[4]]
    assert board.skipped == {
        ("match", match_id): f"match {match_id}: {what}"
        for match_id, (_, what) in zip(ids, damage, strict=False)
    }
    board.close()


def test_hints_below_zero_written_by_hand_read_as_none(tmp_path):
    board = Scoreboard(tmp_path / "scoreboard.sqlite3")
    match_id = board.start_match("g", {}, seats("easy"), 5)
    board.record_deal(dataclasses.replace(deal(match_id, 0, (3, 1)), hints=1), (3, 1), over=False)
    [match] = board.matches()
    [row] = board.deals(match_id)
    assert (match.hints, row.hints) == (1, 1)
    board._conn.execute("UPDATE deals SET hints = -3 WHERE match_id = ?", (match_id,))
    [match] = board.matches()
    [row] = board.deals(match_id)
    assert (match.hints, row.hints) == (0, 0)
    board.close()


def test_a_deal_with_one_unreadable_value_is_skipped_and_named(tmp_path):
    board = Scoreboard(tmp_path / "scoreboard.sqlite3")
    match_id = board.start_match("g", {}, seats("easy"), 5)
    for index in range(3):
        board.record_deal(deal(match_id, index, (3, 1)), (3 * index + 3, index + 1), over=False)
    board._conn.execute(
        "UPDATE deals SET reason = X'00' WHERE match_id = ? AND deal_index = 0", (match_id,)
    )
    board._conn.execute(
        "UPDATE deals SET started_at = 'noon' WHERE match_id = ? AND deal_index = 2", (match_id,)
    )
    assert [d.deal_index for d in board.deals(match_id)] == [1]
    assert sorted(board.skipped.values()) == [
        f"deal 0 of match {match_id}: it is not readable",
        f"deal 2 of match {match_id}: it is not readable",
    ]
    board.close()


def test_a_reader_reads_the_file_itself_and_sees_a_running_windows_writes(tmp_path):
    """`tapete-cli stats`: alone, it reads the file and leaves nothing beside it; beside
    a running window, it reads the file through SQLite's locks (not a copy taken when it
    opened), so it sees what the window writes next, from any thread."""
    path = tmp_path / "scoreboard.sqlite3"
    writer = Scoreboard(path)
    play_match(writer, "g", seats("easy"), (3, 1), ended_at=10.0)
    writer.close()
    before = sorted(p.name for p in tmp_path.iterdir())
    alone = Scoreboard(path, create=False)
    assert alone.reads_file and not alone.writable
    assert len(alone.matches()) == 1
    alone.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == before
    writer = Scoreboard(path)
    reader = Scoreboard(path, create=False)
    assert reader.reads_file and len(reader.matches()) == 1
    play_match(writer, "g", seats("easy"), (1, 3), ended_at=20.0)
    answers = []
    worker = threading.Thread(target=lambda: answers.append(len(reader.matches())))
    worker.start()
    worker.join(HANG_S)
    assert answers == [2]
    reader.close()
    writer.close()


def test_a_reader_of_an_older_file_reads_it_upgraded_in_memory_from_any_thread(tmp_path):
    path = tmp_path / "old.sqlite3"
    build_v1(path)
    original = path.read_bytes()
    reader = Scoreboard(path, create=False)
    assert reader.reads_file
    answers = []
    worker = threading.Thread(target=lambda: answers.append(reader.matches()))
    worker.start()
    worker.join(HANG_S)
    [[match]] = answers
    assert match.game == "quita-y-pon" and match.totals == (35, 10, 0)
    reader.close()
    assert path.read_bytes() == original


def refuse_writing(monkeypatch, path: Path) -> list:
    """The file cannot be opened for writing by Tapete's own check (SQLite itself, which
    opens the file its own way, is not refused)."""
    refused = []
    real_open = os.open

    def opened(name, flags, *args):
        if Path(name) == path and flags & os.O_RDWR:
            refused.append(name)
            raise PermissionError(13, "Permission denied", str(name))
        return real_open(name, flags, *args)

    monkeypatch.setattr(sb_module.os, "open", opened)
    return refused


def test_an_older_file_that_cannot_be_written_is_read_and_left_as_it_was(tmp_path, monkeypatch):
    path = tmp_path / "old.sqlite3"
    build_v1(path)
    original = path.read_bytes()
    refused = refuse_writing(monkeypatch, path)
    board = Scoreboard(path)
    assert refused
    assert not board.writable and board.reads_file
    assert "permission is denied (read-only)" in board.problem
    [match] = board.matches()
    assert match.totals == (35, 10, 0)
    board.close()
    assert path.read_bytes() == original
    assert board.upgraded_from is None


@pytest.mark.parametrize("kind", ["current", "empty"])
def test_only_an_older_file_is_checked_for_writing(tmp_path, monkeypatch, kind):
    """A current file or an empty one needs no upgrade: it is not opened for writing
    before SQLite opens it."""
    path = tmp_path / "scoreboard.sqlite3"
    if kind == "current":
        Scoreboard(path).close()
    else:
        path.write_bytes(b"")
    refused = refuse_writing(monkeypatch, path)
    board = Scoreboard(path)
    assert refused == []
    assert board.writable and board.notice is None
    play_match(board, "g", seats("easy"), (3, 1), ended_at=10.0)
    board.close()


def test_damage_sqlites_check_finds_is_named_in_its_words(tmp_path):
    """A file SQLite opens but whose check (`PRAGMA quick_check`) reports a page
    damaged: moved aside, with SQLite's report in the notice."""
    path = tmp_path / "scoreboard.sqlite3"
    board = Scoreboard(path)
    match_id = board.start_match("g", {}, seats("easy"), 5)
    for index in range(40):
        row = dataclasses.replace(deal(match_id, index, (3, 1)), replay_json="x" * 900)
        board.record_deal(row, (3, 1), over=False)
    board.close()
    data = bytearray(path.read_bytes())
    page_size = int.from_bytes(data[16:18], "big")
    start = 3 * page_size  # the fourth page: its cell content area begins past the page
    data[start + 5 : start + 7] = b"\xff\xf0"
    path.write_bytes(bytes(data))
    board = Scoreboard(path)
    [moved] = moved_files(tmp_path)
    assert moved.read_bytes() == bytes(data)
    assert "it is damaged (*** in database main ***\nPage 4: free space corruption)" in (
        board.notice
    )
    board.close()


class HeldFile:
    """A connection whose switch to WAL is refused (`message`) `times` times, on a clock
    that moves half a second at each wait: no real time passes."""

    def __init__(self, monkeypatch, message: str, times: int) -> None:
        self.message, self.left, self.tries, self.now = message, times, 0, 0.0
        monkeypatch.setattr(sb_module.time, "monotonic", lambda: self.now)
        monkeypatch.setattr(sb_module.time, "sleep", self.wait)

    def wait(self, seconds: float) -> None:
        self.now += 0.5

    def execute(self, sql: str):
        if sql == "PRAGMA journal_mode":
            return sqlite3.connect(":memory:").execute("SELECT 'delete'")
        self.tries += 1
        if self.left:
            self.left -= 1
            raise sqlite3.OperationalError(self.message)
        return None


@pytest.mark.parametrize("message", ["database is locked", "database table is busy"])
def test_the_switch_to_wal_waits_out_another_opener_for_five_seconds(monkeypatch, message):
    held = HeldFile(monkeypatch, message, times=10)  # free again at 5.0 s
    sb_module._use_wal(held)
    assert (held.tries, held.now) == (11, 5.0)
    held = HeldFile(monkeypatch, message, times=1000)  # held for good
    with pytest.raises(sqlite3.OperationalError, match=message):
        sb_module._use_wal(held)
    assert (held.tries, held.now) == (12, 5.5)  # the last try after the five seconds


def test_the_switch_to_wal_gives_up_at_once_on_another_fault(monkeypatch):
    held = HeldFile(monkeypatch, "disk I/O error", times=1)
    with pytest.raises(sqlite3.OperationalError, match="disk I/O error"):
        sb_module._use_wal(held)
    assert (held.tries, held.now) == (1, 0.0)


@pytest.mark.parametrize(
    ("numbers", "problem"),
    [
        ((0, 2), r"seats must be numbered 0 to n-1 once each, not \[0, 2\]"),
        ((1, 2), r"seats must be numbered 0 to n-1 once each, not \[1, 2\]"),
        ((0, 0), r"seats must be numbered 0 to n-1 once each, not \[0, 0\]"),
        ((), r"seats must be numbered 0 to n-1 once each, not \[\]"),
    ],
)
def test_seats_not_numbered_0_to_n_minus_1_are_refused(tmp_path, numbers, problem):
    board = Scoreboard(tmp_path / "scoreboard.sqlite3")
    wrong = [Seat(n, f"Seat {n}", "easy") for n in numbers]
    with pytest.raises(ValueError, match=problem):
        board.start_match("g", {}, wrong, 5)
    assert board.matches() == []
    board.close()


def test_a_deal_of_a_match_that_lost_every_seat_row_has_no_team_scores(tmp_path):
    """A file edited by hand: every seat row of the match deleted. A deal of no scores
    (one per seat: none) still goes in, and its team scores are none, not a team of 0."""
    board = Scoreboard(tmp_path / "scoreboard.sqlite3")
    match_id = board.start_match("g", {}, seats("easy"), 5)
    board._conn.execute("DELETE FROM seats WHERE match_id = ?", (match_id,))
    row = DealRow(match_id, 0, (), (), (), "went_out", "{}", 1000.0, 60.0)
    board.record_deal(row, (), over=False)
    [back] = board.deals(match_id)
    assert back.scores == () and back.team_scores == ()
    board.close()


@pytest.mark.parametrize("scores", ["[1.5, 2]", '["3", 1]', '{"0": 3}', "3", "[3, 1"])
def test_a_deal_whose_scores_are_not_a_list_of_whole_numbers_is_skipped(tmp_path, scores):
    board = Scoreboard(tmp_path / "scoreboard.sqlite3")
    match_id = board.start_match("g", {}, seats("easy"), 5)
    board.record_deal(deal(match_id, 0, (3, 1)), (3, 1), over=False)
    board._conn.execute("UPDATE deals SET scores = ? WHERE match_id = ?", (scores, match_id))
    assert board.deals(match_id) == []
    assert list(board.skipped.values()) == [f"deal 0 of match {match_id}: it is not readable"]
    board.close()


@pytest.mark.parametrize("mode", [0o644, 0o660, 0o604])
def test_a_scoreboard_others_could_read_is_made_private_when_opened(tmp_path, mode):
    path = tmp_path / "scoreboard.sqlite3"
    Scoreboard(path).close()
    path.chmod(mode)
    board = Scoreboard(path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert board.writable
    board.close()
