"""Storage faults with real files (issue 12, points 3, 4, 5 and 11): a damaged scoreboard,
unreadable rows, a full or read-only disk, a scoreboard locked by another process, a data
folder that is a file or cannot be created, and saved-game slots with their locks.

Every case uses real files in a temporary folder; "full" and "read-only" come from a real
small file system where the platform allows (tests/storage/disks.py).
"""

from __future__ import annotations

import json
import os
import re
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli.main import main as cli
from app.storage import scoreboard as sb_module
from app.storage.paths import StorageError
from app.storage.recorder import DealRecorder, entry, match_key
from app.storage.saved_game import SavedGame
from app.storage.scoreboard import DealRow, Scoreboard, ScoreboardUnavailable, Seat
from tests.waits import HANG_S

from .disks import disk_fixture, lock_holder_fixture  # noqa: F401 - fixtures

ROOT = Path(__file__).resolve().parents[2]
PERSON = Seat(0, "You", None)
SEATS = [PERSON, Seat(1, "Ana", "easy"), Seat(2, "Bruno", "hard")]
BIG = "r" * 6000  # a replay record larger than a page: the scoreboard must grow to take it


def row(match_id: int, index: int, scores=(3, 1, 0), replay: str = BIG) -> DealRow:
    return DealRow(match_id, index, scores, (0, 2, 3), (0,), "went_out", replay, 10.0 + index, 5.0)


def finished_match(board: Scoreboard, total: int, ended: float, game: str = "quita-y-pon") -> int:
    match_id = board.start_match(game, {"deals": 1}, SEATS, 7, started_at=ended - 10)
    board.record_deal(row(match_id, 0, (total, 1, 0)), (total, 1, 0), over=True)
    return match_id


def history(path: Path) -> list[int]:
    """A real scoreboard of three finished matches of two deals' worth of rows, closed."""
    board = Scoreboard(path)
    ids = [finished_match(board, total, 100.0 * (i + 1)) for i, total in enumerate((9, 8, 7))]
    board.close()
    return ids


def moved_aside(folder: Path, name: str) -> list[Path]:
    return [
        p for p in folder.iterdir() if re.fullmatch(rf"{re.escape(name)}\.damaged-[\d-]+", p.name)
    ]


def one_line_error(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("tapete-cli: error: ")
    return lines[0]


# --------------------------------------------------------------------------- point 3


@pytest.mark.parametrize(
    ("damage", "words"),
    [
        ("DROP TABLE deals", "lacks the table 'deals'"),
        ("DROP TABLE seats", "lacks the table 'seats'"),
        ("DROP INDEX matches_by_game_end; DROP TABLE matches", "lacks the table 'matches'"),
        ("ALTER TABLE deals DROP COLUMN duration_s", "lacks the column deals.duration_s"),
        ("ALTER TABLE seats DROP COLUMN winner", "lacks the column seats.winner"),
        ("ALTER TABLE matches RENAME COLUMN seed TO graine", "lacks the column matches.seed"),
    ],
)
def test_a_scoreboard_missing_a_table_or_column_is_set_aside(tmp_path, damage, words):
    path = tmp_path / "scoreboard.sqlite3"
    history(path)
    with sqlite3.connect(path) as conn:
        conn.executescript(damage)
    conn.close()
    original = path.read_bytes()
    board = Scoreboard(path)
    assert board.notice is not None and words in board.notice, board.notice
    [moved] = moved_aside(tmp_path, "scoreboard.sqlite3")
    assert str(moved) in board.notice and "new scoreboard was started" in board.notice
    assert moved.read_bytes() == original
    # A fresh one took its place, is written, and the next start is quiet.
    assert board.writable and board.matches() == []
    finished_match(board, 5, 50.0)
    board.close()
    again = Scoreboard(path)
    assert again.notice is None and again.stats()["quita-y-pon"].played == 1
    again.close()


def test_a_seat_total_that_is_not_a_number_skips_that_match_only(tmp_path):
    path = tmp_path / "scoreboard.sqlite3"
    first, second, third = history(path)
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE seats SET total = 'x' WHERE match_id = ? AND seat = 0", (second,))
    conn.close()
    board = Scoreboard(path)
    assert board.notice is None  # a bad value is not a damaged file
    stats = board.stats()["quita-y-pon"]
    assert stats.played == 2 and stats.best_score == 9 and stats.average_score == 8.0
    assert [m.id for m in board.matches()] == [third, first]
    assert [d.deal_index for d in board.deals(first)] == [0]
    assert list(board.skipped) == [("match", second)]
    assert f"match {second}" in board.skipped[("match", second)]
    board.close()


def test_options_that_are_not_json_skip_that_match_in_the_history(tmp_path):
    path = tmp_path / "scoreboard.sqlite3"
    first, second, third = history(path)
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE matches SET options = '{' WHERE id = ?", (third,))
    conn.close()
    board = Scoreboard(path)
    assert [m.id for m in board.matches()] == [second, first]
    assert board.skipped == {("match", third): f"match {third}: its options are not readable"}
    assert board.stats()["quita-y-pon"].played == 3  # its result is still readable
    assert [d.scores for d in board.deals(third)] == [(7, 1, 0)]
    board.close()


def test_deal_scores_that_are_not_json_skip_that_deal_only(tmp_path):
    path = tmp_path / "scoreboard.sqlite3"
    board = Scoreboard(path)
    match_id = board.start_match("quita-y-pon", {"deals": 3}, SEATS, 7, started_at=1.0)
    for i in range(3):
        board.record_deal(row(match_id, i), (3 * (i + 1), i + 1, 0), over=i == 2)
    board.close()
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE deals SET scores = 'nope' WHERE deal_index = 1")
    conn.close()
    board = Scoreboard(path)
    assert [d.deal_index for d in board.deals(match_id)] == [0, 2]
    [what] = board.skipped.values()
    assert what == f"deal 1 of match {match_id}: it is not readable"
    assert board.matches()[0].totals == (9, 3, 0) and board.stats()["quita-y-pon"].played == 1
    board.close()


def test_stats_cli_shows_the_rest_and_names_the_file_and_the_row(tmp_path, capsys):
    path = tmp_path / "scoreboard.sqlite3"
    first, second, third = history(path)
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE seats SET total = 'x' WHERE match_id = ?", (second,))
    conn.close()
    assert cli(["stats", "--database", str(path)]) == 0
    out, err = capsys.readouterr()
    assert re.search(r"^quita-y-pon\s+2\s+2\s+100%\s+9\s+8\.0", out, re.M), out
    # One line for the row, naming the file and the row (the history names the seat).
    assert err.strip() == f"tapete-cli: {path}: skipped match {second}: seat 0 is not readable"
    assert cli(["stats", "--json", "--database", str(path)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"]["quita-y-pon"]["played"] == 2
    assert [m["id"] for m in data["history"]] == [third, first]
    assert len(data["skipped"]) == 1 and str(path) in data["skipped"][0]


def test_stats_cli_with_a_missing_database_creates_nothing(tmp_path, capsys):
    path = tmp_path / "no" / "such" / "folder" / "scoreboard.sqlite3"
    assert cli(["stats", "--database", str(path)]) == 2
    line = one_line_error(capsys.readouterr().err)
    assert str(path) in line
    assert not (tmp_path / "no").exists()


def test_stats_cli_on_a_data_folder_that_is_a_file_exits_2(tmp_path, monkeypatch, capsys):
    folder = tmp_path / "data"
    folder.write_text("not a folder")
    monkeypatch.setenv("TAPETE_DATA_DIR", str(folder))
    assert cli(["stats"]) == 2
    line = one_line_error(capsys.readouterr().err)
    assert str(folder) in line and "file" in line
    assert folder.read_text() == "not a folder"


def test_stats_cli_on_a_folder_named_as_the_database_exits_2(tmp_path, capsys):
    path = tmp_path / "scoreboard.sqlite3"
    path.mkdir()
    assert cli(["stats", "--database", str(path)]) == 2
    assert str(path) in one_line_error(capsys.readouterr().err)


@pytest.mark.parametrize("read_only", [False, True], ids=["writable-disk", "read-only-disk"])
def test_stats_cli_on_an_unreadable_scoreboard_exits_2_and_leaves_it(disk, capsys, read_only):
    """Reading changes nothing: the damaged file stays for the table to set aside."""
    path = disk.root / "scoreboard.sqlite3"
    path.write_bytes(b"garbage" * 100)
    if read_only:
        disk.read_only()
    assert cli(["stats", "--database", str(path)]) == 2
    line = one_line_error(capsys.readouterr().err)
    assert line == (
        f"tapete-cli: error: The scoreboard file {path} cannot be read, and it was left as it "
        "is: it is not a database (it is garbled or truncated)."
    )
    if read_only:
        disk.writable()
    assert sorted(p.name for p in disk.root.iterdir()) == ["scoreboard.sqlite3"]
    assert path.read_bytes() == b"garbage" * 100
    board = Scoreboard(path)  # the table's next start sets it aside
    assert "so it was moved to" in board.notice
    board.close()


def test_stats_cli_on_a_readable_scoreboard_on_a_read_only_disk(disk, capsys):
    path = disk.root / "scoreboard.sqlite3"
    history(path)
    disk.read_only()
    assert cli(["stats", "--database", str(path)]) == 0
    out, err = capsys.readouterr()
    assert re.search(r"^quita-y-pon\s+3\s+3", out, re.M), (out, err)


# --------------------------------------------------------------------------- point 4: saved game

RECORD = {"game": "quita-y-pon", "actions": [{"kind": "qp.draw"}] * 40, "pending": []}


def test_a_full_disk_keeps_the_previous_saved_game(disk):
    saved = SavedGame(disk.root / "saved-game.json")
    saved.write({"game": "first"})
    before = saved.path.read_bytes()
    disk.fill()
    with pytest.raises(StorageError) as raised:
        saved.write(RECORD)
    assert str(raised.value) == (
        f"The game in progress cannot be saved in {saved.path}: the disk is full"
    )
    assert saved.path.read_bytes() == before
    assert [p.name for p in disk.root.iterdir() if p.suffix == ".tmp"] == []
    disk.clear()
    saved.write(RECORD)
    assert saved.read()["actions"] == RECORD["actions"]


def test_a_read_only_disk_keeps_the_previous_saved_game(disk):
    saved = SavedGame(disk.root / "saved-game.json")
    saved.write({"game": "first"})
    before = saved.path.read_bytes()
    disk.read_only()
    with pytest.raises(StorageError) as raised:
        saved.write(RECORD)
    assert str(saved.path) in str(raised.value) and "read-only" in str(raised.value)
    assert saved.read() == {"format": 1, "game": "first"}  # still readable
    with pytest.raises(StorageError):
        saved.clear()
    disk.writable()
    assert saved.path.read_bytes() == before
    saved.write(RECORD)
    assert saved.read()["game"] == "quita-y-pon"


def test_a_data_folder_that_is_a_file(tmp_path):
    folder = tmp_path / "data"
    folder.write_text("in the way")
    saved = SavedGame(folder / "saved-game.json")
    with pytest.raises(StorageError) as raised:
        saved.write(RECORD)
    assert str(folder) in str(raised.value)
    assert "a file stands where a folder should be" in str(raised.value)
    assert saved.read() is None and saved.notice is None
    assert folder.read_text() == "in the way"
    folder.unlink()
    saved.write(RECORD)
    assert saved.read()["game"] == "quita-y-pon"


def test_a_data_folder_that_cannot_be_created(disk):
    folder = disk.root / "a" / "data"
    disk.read_only()
    saved = SavedGame(folder / "saved-game.json")
    with pytest.raises(StorageError) as raised:
        saved.write(RECORD)
    assert str(folder) in str(raised.value) and "read-only" in str(raised.value)
    assert not folder.exists()
    disk.writable()
    saved.write(RECORD)
    assert saved.read()["game"] == "quita-y-pon"


# --------------------------------------------------------------------------- point 4: scoreboard


def open_match(path: Path) -> tuple[Scoreboard, int]:
    board = Scoreboard(path)
    match_id = board.start_match("quita-y-pon", {"deals": 9}, SEATS, 7, started_at=1.0)
    board.record_deal(row(match_id, 0), (3, 1, 0), over=False)
    return board, match_id


def assert_recorded_once(path: Path, deals: list[int], totals) -> None:
    board = Scoreboard(path)
    [match] = board.matches()
    assert [d.deal_index for d in board.deals(match.id)] == deals
    assert match.totals == totals
    board.close()


def test_a_full_disk_refuses_deals_until_space_is_freed(disk):
    path = disk.root / "scoreboard.sqlite3"
    board, match_id = open_match(path)
    disk.fill(board)
    for _ in range(2):
        with pytest.raises(ScoreboardUnavailable) as raised:
            board.record_deal(row(match_id, 1), (6, 2, 0), over=False)
        assert str(raised.value).startswith(f"The scoreboard {path} cannot be written: ")
        assert "the disk is full" in str(raised.value)
    assert not board.writable and board.problem == str(raised.value)
    # What is there still reads.
    assert board.recorded_deals(match_id) == {0} and board.matches()[0].totals == (3, 1, 0)
    disk.clear()
    board.record_deal(row(match_id, 1), (6, 2, 0), over=False)
    board.record_deal(row(match_id, 1), (6, 2, 0), over=False)  # a retry counts once
    assert board.writable
    board.close()
    assert_recorded_once(path, [0, 1], (6, 2, 0))


def test_a_read_only_disk_refuses_deals_until_it_is_writable(disk):
    path = disk.root / "scoreboard.sqlite3"
    board, match_id = open_match(path)
    board.close()
    disk.read_only()
    board = Scoreboard(path)
    assert not board.writable and str(path) in board.notice
    assert board.reads_file and board.recorded_deals(match_id) == {0}  # still shows
    with pytest.raises(ScoreboardUnavailable) as raised:
        board.record_deal(row(match_id, 1), (6, 2, 0), over=False)
    assert str(path) in str(raised.value)
    disk.writable()
    board.record_deal(row(match_id, 1), (6, 2, 0), over=False)
    board.close()
    assert_recorded_once(path, [0, 1], (6, 2, 0))


def test_a_read_only_scoreboard_file(disk):
    path = disk.root / "scoreboard.sqlite3"
    board, match_id = open_match(path)
    board.close()
    disk.read_only_file(path)
    board = Scoreboard(path)
    assert board.recorded_deals(match_id) == {0}  # it opens and reads
    with pytest.raises(ScoreboardUnavailable) as raised:
        board.record_deal(row(match_id, 1), (6, 2, 0), over=False)
    assert str(path) in str(raised.value) and "read-only" in str(raised.value)
    assert not board.writable and board.recorded_deals(match_id) == {0}
    disk.writable_file(path)
    board.record_deal(row(match_id, 1), (6, 2, 0), over=False)
    board.close()
    assert_recorded_once(path, [0, 1], (6, 2, 0))


def test_a_scoreboard_locked_beyond_the_busy_timeout(tmp_path, monkeypatch, lock_holder):
    monkeypatch.setattr(sb_module, "BUSY_TIMEOUT_MS", 200)
    path = tmp_path / "scoreboard.sqlite3"
    board, match_id = open_match(path)
    holder = lock_holder(path)
    with pytest.raises(ScoreboardUnavailable) as raised:
        board.record_deal(row(match_id, 1), (6, 2, 0), over=False)
    assert str(path) in str(raised.value)
    assert "another program has kept it locked for more than 0.2 seconds" in str(raised.value)
    assert board.recorded_deals(match_id) == {0}  # reading goes on meanwhile
    holder.release()
    board.record_deal(row(match_id, 1), (6, 2, 0), over=False)
    board.close()
    assert_recorded_once(path, [0, 1], (6, 2, 0))


def test_a_scoreboard_in_a_data_folder_that_is_a_file(tmp_path):
    folder = tmp_path / "data"
    folder.write_text("in the way")
    path = folder / "scoreboard.sqlite3"
    board = Scoreboard(path)
    assert not board.writable and not board.reads_file
    assert str(path) in board.notice and "a file stands where a folder should be" in board.notice
    assert board.stats() == {} and board.matches() == []
    with pytest.raises(ScoreboardUnavailable):
        board.start_match("quita-y-pon", {}, SEATS, 7)
    assert folder.read_text() == "in the way"
    folder.unlink()
    match_id = board.start_match("quita-y-pon", {}, SEATS, 7, started_at=1.0)
    board.record_deal(row(match_id, 0), (3, 1, 0), over=False)
    board.close()
    assert_recorded_once(path, [0], (3, 1, 0))


def test_a_scoreboard_whose_folder_cannot_be_created(disk):
    folder = disk.root / "a" / "data"
    path = folder / "scoreboard.sqlite3"
    disk.read_only()
    board = Scoreboard(path)
    assert not board.writable and str(path) in board.notice and "read-only" in board.notice
    with pytest.raises(ScoreboardUnavailable):
        board.start_match("quita-y-pon", {}, SEATS, 7)
    assert not folder.exists()
    disk.writable()
    match_id = board.start_match("quita-y-pon", {}, SEATS, 7, started_at=1.0)
    board.record_deal(row(match_id, 0), (3, 1, 0), over=False)
    board.close()
    assert_recorded_once(path, [0], (3, 1, 0))


# --------------------------------------------------------------------------- point 4: recorder


def pending_entries(n: int) -> list[dict]:
    """The entries of a match's first `n` deals, as a controller builds them."""
    key = match_key(None, "quita-y-pon", {"deals": n}, 7, 1.0, [("You", None), ("Ana", "easy")])
    items, earlier, totals = [], [], [0, 0]
    for i in range(n):
        deal = DealRow(0, i, (2, 0), (0, 2), (0,), "went_out", BIG, 10.0 + i, 1.0)
        totals = [totals[0] + 2, 0]
        items.append(entry(key, deal, totals, i == n - 1, [0] if i == n - 1 else None, earlier))
        earlier = [*earlier, (deal, list(totals))]
    return items


def test_pending_deals_are_kept_in_order_and_written_once_the_fault_clears(disk):
    path = disk.root / "scoreboard.sqlite3"
    board = Scoreboard(path)
    recorder = DealRecorder(board)
    first, second, third = pending_entries(3)
    recorder.add(first)
    assert recorder.pending == [] and recorder.problem is None
    disk.fill(board)
    recorder.add(second)
    recorder.add(third)
    assert recorder.pending == [second, third]
    assert "the disk is full" in recorder.problem and str(path) in recorder.problem
    assert recorder.flush() == recorder.problem  # still full: nothing is dropped
    assert recorder.pending == [second, third] and recorder.dropped == []
    disk.clear()
    assert recorder.flush() is None and recorder.pending == []
    # The same entries again (a saved game's copy, another window's): nothing twice.
    recorder.adopt([first, second, third])
    assert recorder.flush() is None
    board.close()
    board = Scoreboard(path)
    [match] = board.matches()
    assert [d.deal_index for d in board.deals(match.id)] == [0, 1, 2]
    assert match.totals == (6, 0) and match.winners == (0,) and match.ended_at is not None
    board.close()


def test_pending_deals_recreate_their_match_on_a_fresh_scoreboard(tmp_path):
    """Only the last deal is pending; the scoreboard lost the match (set aside)."""
    *_, last = pending_entries(3)
    board = Scoreboard(tmp_path / "scoreboard.sqlite3")
    recorder = DealRecorder(board)
    recorder.adopt([last, "junk", {**last, "totals": [1]}])
    assert len(recorder.dropped) == 2 and recorder.flush() is None
    [match] = board.matches()
    assert [d.deal_index for d in board.deals(match.id)] == [0, 1, 2]
    assert match.totals == (6, 0) and match.ended_at is not None
    board.close()


# --------------------------------------------------------------------------- point 5: slots

CLAIM_AND_WAIT = """
import sys
from pathlib import Path
from app.storage.saved_game import SavedGame
slot = SavedGame.claim(Path(sys.argv[1]))
slot.write({"game": "quita-y-pon", "by": "the killed process"})
print(slot.path.name, slot.locked, flush=True)
sys.stdin.readline()
"""


def test_two_claims_take_two_slots_and_a_release_frees_one(tmp_path):
    first = SavedGame.claim(tmp_path)
    second = SavedGame.claim(tmp_path)
    assert (first.path.name, second.path.name) == ("saved-game.json", "saved-game-2.json")
    assert first.locked and second.locked
    second.write({"game": "second"})
    first.release()
    third = SavedGame.claim(tmp_path)  # the first slot is free again
    assert third.path.name == "saved-game.json"
    second.release()
    fourth = SavedGame.claim(tmp_path)  # a free slot holding a game is preferred
    assert fourth.path.name == "saved-game-2.json" and fourth.read()["game"] == "second"
    third.release()
    fourth.release()


def test_a_lock_left_by_a_killed_process_is_ignored(tmp_path):
    proc = subprocess.Popen(
        [sys.executable, "-c", CLAIM_AND_WAIT, str(tmp_path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    try:
        assert proc.stdout.readline().split() == ["saved-game.json", "True"]
        assert SavedGame.claim(tmp_path).path.name == "saved-game-2.json"  # held
        os.kill(proc.pid, signal.SIGKILL)
        assert proc.wait(timeout=HANG_S) == -signal.SIGKILL
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert (tmp_path / "saved-game.json.lock").exists()  # the stale lock file
    slot = SavedGame.claim(tmp_path)
    assert slot.path.name == "saved-game.json" and slot.locked
    assert slot.read()["by"] == "the killed process"
    slot.release()
