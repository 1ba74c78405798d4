"""The scoreboard (app/storage/scoreboard.py): schema, statistics, atomicity, faults,
concurrent writers."""

from __future__ import annotations

import dataclasses
import json
import re
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from app.storage import scoreboard as sb_module
from app.storage.scoreboard import (
    SCHEMA_VERSION,
    DealRow,
    GameStats,
    Scoreboard,
    ScoreboardUnavailable,
    Seat,
)
from tests.waits import HANG_S

ROOT = Path(__file__).resolve().parents[2]

PERSON = Seat(0, "You", None)


def seats(*levels: str) -> list[Seat]:
    return [PERSON] + [Seat(i + 1, f"Bot {i + 1}", lvl) for i, lvl in enumerate(levels)]


def deal(match_id: int, index: int, scores, *, at: float = 1000.0, duration: float = 60.0):
    best = max(scores)
    return DealRow(
        match_id=match_id,
        deal_index=index,
        scores=tuple(scores),
        hand_points=tuple(0 for _ in scores),
        winners=tuple(i for i, s in enumerate(scores) if s == best),
        reason="went_out",
        replay_json=json.dumps({"format": 1, "actions": [], "deal": index}),
        started_at=at,
        duration_s=duration,
    )


def play_match(board, game, match_seats, totals, winners=None, *, ended_at, started_at=None):
    """A one-deal finished match whose deal ends at `ended_at`."""
    started = ended_at - 100 if started_at is None else started_at
    match_id = board.start_match(game, {"deals": 1}, match_seats, 7, started_at=started)
    board.record_deal(
        deal(match_id, 0, totals, at=ended_at - 30, duration=30),
        totals,
        over=True,
        winners=winners,
    )
    return match_id


def moved_files(folder: Path) -> list[Path]:
    """The databases moved aside (not their -wal/-shm companions)."""
    return [
        p
        for p in folder.iterdir()
        if re.fullmatch(r"scoreboard\.sqlite3\.damaged-\d{8}-\d{6}(-\d+)?", p.name)
    ]


def user_version(path: Path) -> int:
    with sqlite3.connect(path) as conn:
        return conn.execute("PRAGMA user_version").fetchone()[0]


# --------------------------------------------------------------------------- basics


def test_default_path_is_in_the_data_folder(data_folder):
    board = Scoreboard()
    try:
        assert board.path == data_folder / "scoreboard.sqlite3"
        assert board.notice is None
        conn = board._conn
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("PRAGMA busy_timeout").fetchone()[0] == 5000
        assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    finally:
        board.close()
    assert user_version(data_folder / "scoreboard.sqlite3") == SCHEMA_VERSION


def test_a_match_and_its_deals_round_trip(tmp_path):
    board = Scoreboard(tmp_path / "s.db")
    match_seats = seats("easy", "hard")
    match_id = board.start_match(
        "quita-y-pon", {"deals": 2, "hand_size": 11}, match_seats, 1234, started_at=500.0
    )
    [fresh] = board.matches()
    assert fresh.id == match_id
    assert (fresh.totals, fresh.winners, fresh.ended_at) == (None, None, None)
    assert fresh.seed == "1234"
    assert fresh.options == {"deals": 2, "hand_size": 11}
    assert fresh.seats == tuple(match_seats)

    first = deal(match_id, 0, (10, 0, 5), at=510.0, duration=40.5)
    board.record_deal(first, (10, 0, 5), over=False)
    [running] = board.matches()
    assert running.totals == (10, 0, 5)
    assert running.ended_at is None and running.winners is None

    second = deal(match_id, 1, (0, 30, 2), at=560.0, duration=20.0)
    board.record_deal(second, (10, 30, 7), over=True)
    [done] = board.matches("quita-y-pon")
    assert done.totals == (10, 30, 7)
    assert done.winners == (1,)  # default: the best total
    assert done.ended_at == pytest.approx(580.0)
    # Read back, a solo game's deal has its seat scores as team scores (teams of one).
    assert board.deals(match_id) == [
        dataclasses.replace(first, team_scores=first.scores),
        dataclasses.replace(second, team_scores=second.scores),
    ]
    assert board.matches("scala-40") == []
    board.close()


def test_matches_newest_first_with_limit(tmp_path):
    board = Scoreboard(tmp_path / "s.db")
    ids = [board.start_match("g", {}, seats("easy"), n, started_at=100.0 + n) for n in range(5)]
    assert [m.id for m in board.matches()] == ids[::-1]
    assert [m.id for m in board.matches(limit=2)] == ids[:-3:-1]
    board.close()


def test_bad_arguments_are_refused(tmp_path):
    board = Scoreboard(tmp_path / "s.db")
    with pytest.raises(ValueError):
        board.start_match("g", {}, [Seat(0, "a", None), Seat(2, "b", "easy")], 1)
    with pytest.raises(ValueError):
        board.start_match("g", {}, [Seat(0, "a", None), Seat(1, "b", None)], 1)
    match_id = board.start_match("g", {}, seats("easy"), 1)
    with pytest.raises(ValueError):
        board.record_deal(deal(match_id, 0, (1, 2)), (1, 2, 3), over=False)
    with pytest.raises(ValueError):
        board.record_deal(deal(999, 0, (1, 2)), (1, 2), over=False)
    board.record_deal(deal(match_id, 0, (1, 2)), (1, 2), over=True)
    with pytest.raises(ValueError):  # a finished match takes no more deals
        board.record_deal(deal(match_id, 1, (1, 2)), (2, 4), over=True)
    assert len(board.deals(match_id)) == 1
    board.close()


def test_reset_deletes_everything(tmp_path):
    board = Scoreboard(tmp_path / "s.db")
    play_match(board, "g", seats("easy"), (3, 1), ended_at=100.0)
    board.start_match("g", {}, seats("easy"), 2)
    board.reset()
    assert board.matches() == []
    assert board.stats() == {}
    conn = board._conn
    assert conn.execute("SELECT count(*) FROM deals").fetchone()[0] == 0
    assert conn.execute("SELECT count(*) FROM seats").fetchone()[0] == 0
    board.close()


# --------------------------------------------------------------------------- migrations

V1_SCHEMA = """
CREATE TABLE matches (
    id INTEGER PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL, seed TEXT NOT NULL,
    started_at REAL NOT NULL, ended_at REAL
);
CREATE TABLE seats (
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL, name TEXT NOT NULL, level TEXT,
    total INTEGER NOT NULL DEFAULT 0, winner INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (match_id, seat)
);
CREATE TABLE deals (
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    deal_index INTEGER NOT NULL, scores TEXT NOT NULL, hand_points TEXT NOT NULL,
    winners TEXT NOT NULL, reason TEXT NOT NULL, replay_json TEXT NOT NULL,
    started_at REAL NOT NULL,
    PRIMARY KEY (match_id, deal_index)
);
PRAGMA user_version = 1;
"""


def build_v1(path: Path) -> None:
    """A version-1 scoreboard as the first release wrote it, with one finished match."""
    conn = sqlite3.connect(path)
    conn.executescript(V1_SCHEMA)
    conn.execute(
        "INSERT INTO matches VALUES (1, 'quita-y-pon', '{\"deals\": 1}', '42', 100.0, 250.0)"
    )
    conn.executemany(
        "INSERT INTO seats VALUES (1, ?, ?, ?, ?, ?)",
        [(0, "You", None, 35, 1), (1, "Ana", "easy", 10, 0), (2, "Luis", "hard", 0, 0)],
    )
    conn.execute(
        "INSERT INTO deals VALUES (1, 0, '[35, 10, 0]', '[0, 25, 35]', '[0]', 'went_out', "
        "'{\"format\": 1}', 200.0)"
    )
    conn.commit()
    conn.close()


def test_migration_from_v1_keeps_the_data(tmp_path):
    path = tmp_path / "old.sqlite3"
    build_v1(path)
    board = Scoreboard(path)
    assert board.notice is None
    assert SCHEMA_VERSION == 7
    [match] = board.matches()
    assert not match.abandoned  # a finished match of an older file
    assert match.hints == 0  # no hint was counted before
    assert match.id == 1
    assert match.game == "quita-y-pon"
    assert match.options == {"deals": 1}
    assert match.seed == "42"
    assert (match.started_at, match.ended_at) == (100.0, 250.0)
    assert match.seats == (Seat(0, "You", None), Seat(1, "Ana", "easy"), Seat(2, "Luis", "hard"))
    assert match.totals == (35, 10, 0)
    assert match.winners == (0,)
    [old_deal] = board.deals(1)
    assert old_deal == DealRow(1, 0, (35, 10, 0), (0, 25, 35), (0,), "went_out", '{"format": 1}',
                               200.0, 0.0, (35, 10, 0))  # fmt: skip
    assert old_deal.hints == 0
    indexes = {r[0] for r in board._conn.execute("SELECT name FROM sqlite_master")}
    assert "matches_by_game_end" in indexes
    assert board.stats()["quita-y-pon"].played == 1
    # The migrated file takes new rows next to the old ones.
    play_match(board, "quita-y-pon", seats("easy"), (5, 9), ended_at=400.0)
    assert len(board.matches()) == 2
    board.close()
    assert user_version(path) == SCHEMA_VERSION


def test_every_migration_step_runs_in_order(tmp_path, monkeypatch):
    """Version 0 (an empty file) climbs through v1 to the current version."""
    path = tmp_path / "empty.sqlite3"
    path.write_bytes(b"")
    ran = []
    steps = [
        (lambda conn, step=step, i=i: (ran.append(i), step(conn))[1])
        for i, step in enumerate(sb_module.MIGRATIONS)
    ]
    monkeypatch.setattr(sb_module, "MIGRATIONS", steps)
    board = Scoreboard(path)
    assert ran == list(range(SCHEMA_VERSION))
    assert board.notice is None
    board.close()
    assert user_version(path) == SCHEMA_VERSION


# --------------------------------------------------------------------------- statistics


def known_history(board: Scoreboard) -> None:
    """Quita y Pon, the person at seat 0, in time order: W, W, shared W, L, W.

    Matches are entered out of time order on purpose: streaks follow ended_at.
    """
    play_match(board, "qp", seats("normal", "normal"), (40, 60, 50), ended_at=400.0)  # L
    play_match(board, "qp", seats("easy", "easy"), (50, 10, 0), ended_at=100.0)  # W
    play_match(board, "qp", seats("hard", "easy"), (40, 40, 5), (0, 1), ended_at=300.0)  # W/2
    play_match(board, "qp", seats("normal"), (60, 20), ended_at=200.0)  # W
    play_match(board, "qp", seats("normal"), (30, 20), ended_at=500.0)  # W
    # Not counted: an unfinished match, and a bot-against-bot match.
    unfinished = board.start_match("qp", {}, seats("hard"), 9, started_at=600.0)
    board.record_deal(deal(unfinished, 0, (0, 99)), (0, 99), over=False)
    play_match(board, "qp", [Seat(0, "B1", "hard"), Seat(1, "B2", "easy")], (5, 0), ended_at=700)
    # Another game.
    play_match(board, "s40", seats("easy", "easy", "easy"), (3, 9, 1, 0), ended_at=150.0)


def test_stats_on_a_known_history(tmp_path):
    board = Scoreboard(tmp_path / "s.db")
    known_history(board)
    stats = board.stats()
    assert set(stats) == {"qp", "s40"}
    qp = stats["qp"]
    assert isinstance(qp, GameStats)
    assert qp.game == "qp"
    assert qp.played == 5
    assert qp.won == pytest.approx(3.5)
    assert qp.win_share == pytest.approx(0.7)
    assert qp.best_score == 60
    assert qp.average_score == pytest.approx((40 + 50 + 40 + 60 + 30) / 5)
    assert qp.current_streak == 1
    assert qp.longest_streak == 3
    assert qp.by_level == {
        "easy": {"played": 2, "won": pytest.approx(1.5), "win_share": pytest.approx(0.75)},
        "normal": {"played": 3, "won": pytest.approx(2.0), "win_share": pytest.approx(2 / 3)},
        "hard": {"played": 1, "won": pytest.approx(0.5), "win_share": pytest.approx(0.5)},
    }
    s40 = stats["s40"]
    assert (s40.played, s40.won, s40.win_share) == (1, 0.0, 0.0)
    assert (s40.current_streak, s40.longest_streak) == (0, 0)
    assert s40.by_level == {"easy": {"played": 1, "won": 0.0, "win_share": 0.0}}
    board.close()


def test_scores_over_time(tmp_path):
    board = Scoreboard(tmp_path / "s.db")
    known_history(board)
    assert board.scores_over_time("qp") == [
        (100.0, 50),
        (200.0, 60),
        (300.0, 40),
        (400.0, 40),
        (500.0, 30),
    ]
    assert board.scores_over_time("s40") == [(150.0, 3)]
    assert board.scores_over_time("nothing") == []
    board.close()


def test_current_streak_counts_the_latest_wins(tmp_path):
    board = Scoreboard(tmp_path / "s.db")
    for n, won in enumerate([False, True, True]):
        play_match(board, "g", seats("easy"), (5, 1) if won else (1, 5), ended_at=100.0 + n)
    g = board.stats()["g"]
    assert (g.current_streak, g.longest_streak, g.won) == (2, 2, 2.0)
    board.close()


def test_lower_is_better_games(tmp_path, monkeypatch):
    board = Scoreboard(tmp_path / "s.db", lower_is_better={"penalty"})
    play_match(board, "penalty", seats("easy"), (10, 80), ended_at=100.0)
    play_match(board, "penalty", seats("easy"), (90, 20), ended_at=200.0)
    [last, first] = board.matches()
    assert (first.winners, last.winners) == ((0,), (1,))
    stats = board.stats()["penalty"]
    assert (stats.best_score, stats.won) == (10, 1.0)
    board.close()


# --------------------------------------------------------------------------- atomicity


def test_record_deal_is_one_transaction(tmp_path, monkeypatch):
    board = Scoreboard(tmp_path / "s.db")
    match_id = board.start_match("g", {}, seats("easy"), 1)
    board.record_deal(deal(match_id, 0, (4, 1)), (4, 1), over=False)

    def fail_after_insert(*args, **kwargs):
        raise RuntimeError("power cut between the insert and the update")

    monkeypatch.setattr(Scoreboard, "_update_match", staticmethod(fail_after_insert))
    with pytest.raises(RuntimeError):
        board.record_deal(deal(match_id, 1, (3, 3)), (7, 4), over=True)
    monkeypatch.undo()

    assert [d.deal_index for d in board.deals(match_id)] == [0]
    [match] = board.matches()
    assert (match.totals, match.ended_at, match.winners) == ((4, 1), None, None)
    # Another connection sees the same, and the scoreboard goes on working.
    other = Scoreboard(tmp_path / "s.db")
    assert len(other.deals(match_id)) == 1
    other.close()
    board.record_deal(deal(match_id, 1, (3, 3)), (7, 4), over=True)
    assert board.matches()[0].winners == (0,)
    board.close()


def test_a_failing_winner_update_rolls_back_the_deal(tmp_path):
    board = Scoreboard(tmp_path / "s.db")
    match_id = board.start_match("g", {}, seats("easy"), 1)
    with pytest.raises(ValueError):
        board.record_deal(deal(match_id, 0, (4, 1)), (4, 1), over=True, winners=[5])
    assert board.deals(match_id) == []
    assert board.matches()[0].totals is None
    board.close()


# --------------------------------------------------------------------------- faults


def a_real_scoreboard(path: Path) -> bytes:
    board = Scoreboard(path)
    for n in range(20):
        play_match(board, "g", seats("easy"), (n, 1), ended_at=100.0 + n)
    board.close()
    return path.read_bytes()


def damage_truncated(path: Path) -> None:
    data = a_real_scoreboard(path)
    path.write_bytes(data[: len(data) // 2])


def damage_short(path: Path) -> None:
    data = a_real_scoreboard(path)
    path.write_bytes(data[:60])


def damage_garbage(path: Path) -> None:
    path.write_bytes(bytes(range(256)) * 40)


def damage_text(path: Path) -> None:
    path.write_text("These are my scores, typed by hand.\n")


def damage_foreign(path: Path) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE recipes (name TEXT)")


def damage_newer(path: Path) -> None:
    a_real_scoreboard(path)
    with sqlite3.connect(path) as conn:
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()


@pytest.mark.parametrize(
    ("damage", "words"),
    [
        (damage_truncated, "could not be read"),
        (damage_short, "is not a database"),
        (damage_garbage, "is not a database"),
        (damage_text, "is not a database"),
        (damage_foreign, "not a Tapete scoreboard"),
        (damage_newer, "newer version"),
    ],
)
def test_a_damaged_scoreboard_is_moved_aside(tmp_path, damage, words):
    path = tmp_path / "scoreboard.sqlite3"
    damage(path)
    original = path.read_bytes()

    board = Scoreboard(path)
    assert board.notice is not None
    assert words in board.notice
    [moved] = moved_files(tmp_path)
    assert str(moved) in board.notice
    assert moved.read_bytes() == original  # kept, byte for byte
    # A fresh scoreboard took its place and works.
    assert board.matches() == []
    play_match(board, "g", seats("easy"), (1, 0), ended_at=1.0)
    assert board.stats()["g"].played == 1
    board.close()
    assert user_version(path) == SCHEMA_VERSION
    # The next start is quiet.
    again = Scoreboard(path)
    assert again.notice is None
    assert len(again.matches()) == 1
    again.close()


def test_companion_files_move_with_the_damaged_database(tmp_path):
    path = tmp_path / "scoreboard.sqlite3"
    damage_garbage(path)
    wal = tmp_path / "scoreboard.sqlite3-wal"
    shm = tmp_path / "scoreboard.sqlite3-shm"
    wal.write_bytes(b"wal bytes \x00\x01")
    shm.write_bytes(b"shm bytes \x02\x03")
    original = path.read_bytes()

    board = Scoreboard(path)
    [moved] = moved_files(tmp_path)
    assert str(moved) in board.notice
    assert moved.read_bytes() == original
    assert (tmp_path / f"{moved.name}-wal").read_bytes() == b"wal bytes \x00\x01"
    assert (tmp_path / f"{moved.name}-shm").read_bytes() == b"shm bytes \x02\x03"
    board.close()


def test_a_truncated_database_keeps_its_write_ahead_log(tmp_path):
    path = tmp_path / "scoreboard.sqlite3"
    damage_truncated(path)
    wal = tmp_path / "scoreboard.sqlite3-wal"
    shm = tmp_path / "scoreboard.sqlite3-shm"
    wal.write_bytes(b"a log that does not match")
    shm.write_bytes(bytes(32768))
    original = path.read_bytes()

    board = Scoreboard(path)
    [moved] = moved_files(tmp_path)
    assert str(moved) in board.notice
    assert moved.read_bytes() == original
    assert (tmp_path / f"{moved.name}-wal").read_bytes() == b"a log that does not match"
    assert (tmp_path / f"{moved.name}-shm").exists()  # SQLite's index: moved, maybe refreshed
    assert board.matches() == []
    board.close()


def test_no_companions_appear_beside_a_damaged_file(tmp_path):
    path = tmp_path / "scoreboard.sqlite3"
    damage_truncated(path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["scoreboard.sqlite3"]
    Scoreboard(path).close()
    [moved] = moved_files(tmp_path)
    assert {p.name for p in tmp_path.iterdir()} == {moved.name, "scoreboard.sqlite3"}


def test_two_damaged_files_in_a_row_both_survive(tmp_path):
    path = tmp_path / "scoreboard.sqlite3"
    path.write_bytes(b"first garbage" * 100)
    Scoreboard(path).close()
    path.write_bytes(b"second garbage" * 100)
    board = Scoreboard(path)
    board.close()
    kept = sorted(p.read_bytes() for p in tmp_path.glob("scoreboard.sqlite3.damaged-*"))
    assert kept == sorted([b"first garbage" * 100, b"second garbage" * 100])


def test_an_unopenable_file_is_reported_and_written_once_the_fault_clears(tmp_path):
    """Writes used to go to a scoreboard in memory, lost at exit. Now they raise (the
    caller keeps the deal) until the file can be opened again."""
    path = tmp_path / "scoreboard.sqlite3"
    path.mkdir()  # a folder where the file should be: cannot be opened nor moved aside
    board = Scoreboard(path)
    assert board.notice is not None and "cannot be written" in board.notice
    assert "a folder stands where the file should be" in board.notice
    assert "kept and will be written" in board.notice and str(path) in board.notice
    assert not board.writable and board.matches() == [] and board.stats() == {}
    with pytest.raises(ScoreboardUnavailable) as raised:
        play_match(board, "g", seats("easy"), (1, 0), ended_at=1.0)
    assert str(path) in str(raised.value)
    assert path.is_dir()
    path.rmdir()  # the fault clears: the next write opens the file
    play_match(board, "g", seats("easy"), (1, 0), ended_at=1.0)
    assert board.writable and board.stats()["g"].played == 1
    board.close()
    assert Scoreboard(path).stats()["g"].played == 1


# --------------------------------------------------------------------------- concurrency

WRITER = """
import pathlib, sys, time
from app.storage.scoreboard import DealRow, Scoreboard, Seat
path, name, go = pathlib.Path(sys.argv[1]), sys.argv[2], pathlib.Path(sys.argv[3])
print("ready", flush=True)
while not go.exists():
    time.sleep(0.001)
board = Scoreboard(path)
assert board.notice is None, board.notice
match_id = board.start_match("g", {}, [Seat(0, name, None), Seat(1, "bot", "easy")], name)
for i in range(50):
    row = DealRow(match_id, i, (1, 0), (0, 1), (0,), "went_out", "{}", float(i), 1.0)
    board.record_deal(row, (i + 1, 0), over=i == 49)
board.close()
"""


def check_two_writers(path: Path) -> None:
    board = Scoreboard(path)
    matches = board.matches()
    assert len(matches) == 2
    for match in matches:
        assert [d.deal_index for d in board.deals(match.id)] == list(range(50))
        assert match.totals == (50, 0)
        assert match.winners == (0,)
    assert board._conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    board.close()


def test_two_threads_write_at_once(tmp_path):
    path = tmp_path / "scoreboard.sqlite3"
    Scoreboard(path).close()
    errors = []
    start = threading.Barrier(2)

    def writer(name: str) -> None:
        try:
            board = Scoreboard(path)
            assert board.notice is None
            match_id = board.start_match("g", {}, [Seat(0, name, None), Seat(1, "b", "easy")], 1)
            start.wait()
            for i in range(50):
                row = DealRow(match_id, i, (1, 0), (0, 1), (0,), "went_out", "{}", float(i), 1.0)
                board.record_deal(row, (i + 1, 0), over=i == 49)
            board.close()
        except Exception as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=writer, args=(n,)) for n in ("a", "b")]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=HANG_S)
        assert not t.is_alive(), "a writer hung"
    assert errors == []
    check_two_writers(path)


def test_two_processes_write_at_once(tmp_path):
    """Both start on a scoreboard that does not exist yet, at the same moment."""
    path = tmp_path / "scoreboard.sqlite3"
    go = tmp_path / "go"
    processes = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, str(path), name, str(go)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            text=True,
        )
        for name in ("a", "b")
    ]
    for p in processes:  # both started and waiting, however long a loaded machine takes
        assert p.stdout.readline().strip() == "ready"
    go.touch()
    for p in processes:
        assert p.wait(timeout=HANG_S) == 0
    check_two_writers(path)


def test_an_unfinished_match_given_up_is_marked_abandoned_and_only_that_one(tmp_path):
    """A match given up during a deal is marked abandoned (never "in progress"); one that
    is finished, or already marked, is left as it is; a reader of the file sees it."""
    board = Scoreboard(tmp_path / "board.sqlite3")
    going = board.start_match("buraco", {"deals": 3}, seats("easy"), 11, started_at=50.0)
    board.record_deal(deal(going, 0, (120, 80), at=60.0), (120, 80), over=False)
    done = play_match(board, "buraco", seats("easy"), (5, 9), ended_at=400.0)
    other = board.start_match("buraco", {"deals": 3}, seats("hard"), 12, started_at=70.0)
    assert board.abandon_match(going, at=90.0)
    assert not board.abandon_match(going, at=95.0)  # once
    assert not board.abandon_match(done, at=95.0)  # a finished match stays won or lost
    rows = {m.id: m for m in board.matches()}
    assert rows[going].abandoned and rows[going].winners is None
    assert not rows[done].abandoned and rows[done].winners is not None
    assert not rows[other].abandoned  # still going on
    assert board.stats()["buraco"].played == 1  # an abandoned match is not a played one
    board.close()
    reader = Scoreboard(tmp_path / "board.sqlite3", create=False)
    assert {m.id for m in reader.matches() if m.abandoned} == {going}
    reader.close()
