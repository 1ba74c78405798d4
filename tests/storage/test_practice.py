"""Practice matches on the scoreboard (schema v7: matches.practice): kept apart from the
real ones, never counted with them; the last deal of a match taken back
(`Scoreboard.withdraw_deal`, `DealRecorder.withdraw`)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from app.storage import scoreboard as sb_module
from app.storage.recorder import DealRecorder, entry, entry_problem, match_key, withdrawal
from app.storage.scoreboard import (
    SCHEMA_VERSION,
    DealRow,
    Scoreboard,
    ScoreboardUnavailable,
    Seat,
)

QYP = "quita-y-pon"
SEATS = [Seat(0, "You", None), Seat(1, "Ana", "easy")]
KEY_SEATS = [("You", None), ("Ana", "easy")]


def row(match_id: int, index: int, scores, at: float = 100.0) -> DealRow:
    best = max(scores)
    return DealRow(
        match_id=match_id,
        deal_index=index,
        scores=tuple(scores),
        hand_points=tuple(0 for _ in scores),
        winners=tuple(i for i, s in enumerate(scores) if s == best),
        reason="went_out",
        replay_json=json.dumps({"format": 1, "actions": [], "deal": index}),
        started_at=at + 10 * index,
        duration_s=5.0,
    )


def finished(board: Scoreboard, totals, *, practice: bool, game: str = QYP, at: float = 100.0):
    """A one-deal finished match of the person against Ana."""
    match_id = board.start_match(game, {"deals": 1}, SEATS, 7, started_at=at, practice=practice)
    board.record_deal(row(match_id, 0, totals, at=at + 1), totals, over=True)
    return match_id


# --------------------------------------------------------------------------- migration


def build_v6(path: Path) -> None:
    """A scoreboard as version 6 wrote it (the migrations of that release), with a
    finished match the person won and an unfinished one."""
    conn = sqlite3.connect(path)
    for step in sb_module.MIGRATIONS[:6]:
        step(conn)
    conn.execute("PRAGMA user_version = 6")
    conn.execute(
        "INSERT INTO matches (id, game, options, seed, started_at, ended_at) "
        "VALUES (1, 'quita-y-pon', '{}', '42', 100.0, 250.0), "
        "(2, 'quita-y-pon', '{}', '43', 300.0, NULL)"
    )
    conn.executemany(
        "INSERT INTO seats (match_id, seat, name, level, total, winner, team) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        [(1, 0, "You", None, 35, 1, 0), (1, 1, "Ana", "easy", 10, 0, 1),
         (2, 0, "You", None, 0, 0, 0), (2, 1, "Ana", "easy", 0, 0, 1)],
    )  # fmt: skip
    conn.execute(
        "INSERT INTO deals (match_id, deal_index, scores, hand_points, winners, reason, "
        "replay_json, started_at, duration_s, team_scores, hints) "
        "VALUES (1, 0, '[35, 10]', '[0, 25]', '[0]', 'went_out', '{}', 200.0, 50.0, "
        "'[35, 10]', 2)"
    )
    conn.commit()
    conn.close()


def columns(path: Path) -> set[str]:
    with sqlite3.connect(path) as conn:
        return {r[1] for r in conn.execute("PRAGMA table_info(matches)")}


def test_a_v6_scoreboard_migrates_and_every_match_in_it_is_a_real_one(tmp_path):
    path = tmp_path / "scoreboard.sqlite3"
    build_v6(path)
    original = path.read_bytes()
    assert "practice" not in columns(path)
    board = Scoreboard(path)
    try:
        assert SCHEMA_VERSION == 7
        assert board.notice is None and board.problem is None
        assert board._conn.execute("PRAGMA user_version").fetchone()[0] == 7
        kept = board.upgraded_from
        assert kept is not None and kept.name.startswith("scoreboard.sqlite3.schema-6-")
        assert kept.read_bytes() == original
        matches = board.matches()
        assert [m.id for m in matches] == [2, 1]
        assert all(m.practice is False for m in matches)
        assert matches[1].totals == (35, 10) and matches[1].winners == (0,)
        assert matches[1].hints == 2
        assert board.matches(practice=True) == []
        assert board.stats()[QYP].played == 1
        assert board.stats(practice=True) == {}
        assert board.scores_over_time(QYP) == [(250.0, 35)]
        assert board.scores_over_time(QYP, practice=True) == []
        assert board.skipped == {}
        # The upgraded file takes practice matches beside the old ones.
        finished(board, (5, 9), practice=True, at=400.0)
        assert [m.id for m in board.matches(practice=True)] == [3]
        assert board.stats()[QYP].played == 1
    finally:
        board.close()
    assert "practice" in columns(path)


def test_a_reader_reads_a_v6_scoreboard_as_it_is(tmp_path):
    path = tmp_path / "scoreboard.sqlite3"
    build_v6(path)
    original = path.read_bytes()
    board = Scoreboard(path, create=False)
    try:
        assert board.notice is None and board.reads_file
        assert [m.practice for m in board.matches()] == [False, False]
        assert board.stats()[QYP].played == 1 and board.stats(practice=True) == {}
    finally:
        board.close()
    assert path.read_bytes() == original and "practice" not in columns(path)


def test_a_file_of_version_7_without_the_practice_column_is_set_aside(tmp_path):
    path = tmp_path / "scoreboard.sqlite3"
    build_v6(path)
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA user_version = 7")  # claims v7 but lacks the column
    board = Scoreboard(path)
    try:
        assert "matches.practice" in board.notice
        assert board.matches() == []
    finally:
        board.close()


# --------------------------------------------------------------------------- kept apart


def test_practice_and_real_matches_are_never_counted_together(tmp_path):
    board = Scoreboard(tmp_path / "s.db")
    real = finished(board, (30, 10), practice=False, at=100.0)  # won
    finished(board, (10, 30), practice=False, at=200.0)  # lost
    won_at_practice = finished(board, (90, 0), practice=True, at=300.0)
    lost_at_practice = finished(board, (0, 50), practice=True, at=400.0)
    going_on = board.start_match(QYP, {}, SEATS, 8, started_at=500.0, practice=True)
    other_game = finished(board, (7, 1), practice=True, game="scala-40", at=600.0)

    real_matches = board.matches()
    assert [m.practice for m in real_matches] == [False, False]
    assert real in [m.id for m in real_matches]
    practice = board.matches(practice=True)
    assert [m.id for m in practice] == [other_game, going_on, lost_at_practice, won_at_practice]
    assert all(m.practice for m in practice)
    assert [m.id for m in board.matches(QYP, practice=True)] == [
        going_on,
        lost_at_practice,
        won_at_practice,
    ]
    assert [m.id for m in board.matches("scala-40")] == []

    stats = board.stats()
    assert set(stats) == {QYP}
    assert (stats[QYP].played, stats[QYP].won, stats[QYP].best_score) == (2, 1.0, 30)
    practice_stats = board.stats(practice=True)
    assert set(practice_stats) == {QYP, "scala-40"}
    qp = practice_stats[QYP]
    assert (qp.played, qp.won, qp.best_score, qp.current_streak) == (2, 1.0, 90, 0)
    assert qp.by_level == {"easy": {"played": 2, "won": 1.0, "win_share": 0.5}}

    assert [s for _, s in board.scores_over_time(QYP)] == [30, 10]
    assert [s for _, s in board.scores_over_time(QYP, practice=True)] == [90, 0]
    assert board.scores_over_time("scala-40") == []
    board.close()


def test_a_match_whose_kind_cannot_be_read_counts_as_neither_and_is_named(tmp_path):
    board = Scoreboard(tmp_path / "s.db")
    finished(board, (30, 10), practice=False, at=100.0)
    odd = finished(board, (50, 10), practice=True, at=200.0)
    board._conn.execute("UPDATE matches SET practice = 'maybe' WHERE id = ?", (odd,))
    assert [m.id for m in board.matches()] == [1]
    assert board.matches(practice=True) == []
    assert ("match", odd) in board.skipped
    board.skipped.clear()
    assert board.stats()[QYP].played == 1 and board.stats(practice=True) == {}
    assert ("match", odd) in board.skipped
    board.close()


def test_start_match_stores_the_kind(tmp_path):
    board = Scoreboard(tmp_path / "s.db")
    real = board.start_match(QYP, {}, SEATS, 1, started_at=1.0)
    practice = board.start_match(QYP, {}, SEATS, 1, started_at=2.0, practice=True)
    kinds = dict(board._conn.execute("SELECT id, practice FROM matches").fetchall())
    assert kinds == {real: 0, practice: 1}
    board.close()


# --------------------------------------------------------------------------- withdraw_deal


def two_deal_match(board: Scoreboard) -> int:
    """A finished practice match of two deals: the person 10 – 0, then 0 – 40."""
    match_id = board.start_match(QYP, {"deals": 2}, SEATS, 7, started_at=50.0, practice=True)
    board.record_deal(row(match_id, 0, (10, 0)), (10, 0), over=False)
    board.record_deal(row(match_id, 1, (0, 40)), (10, 40), over=True)
    return match_id


def test_withdrawing_the_deal_that_ended_a_match_makes_it_unfinished_again(tmp_path):
    board = Scoreboard(tmp_path / "s.db")
    match_id = two_deal_match(board)
    [over] = board.matches(practice=True)
    assert over.ended_at is not None and over.winners == (1,) and over.totals == (10, 40)
    assert board.stats(practice=True)[QYP].played == 1

    assert board.withdraw_deal(match_id, 1, (10, 0)) is True
    [again] = board.matches(practice=True)
    assert again.ended_at is None and again.winners is None and again.totals == (10, 0)
    assert [d.deal_index for d in board.deals(match_id)] == [0]
    assert board._conn.execute(
        "SELECT sum(winner) FROM seats WHERE match_id = ?", (match_id,)
    ).fetchone() == (0,)
    assert board.stats(practice=True) == {}

    # The deal played another way is recorded and ends the match as it went this time.
    board.record_deal(row(match_id, 1, (50, 0)), (60, 0), over=True)
    [replayed] = board.matches(practice=True)
    assert replayed.winners == (0,) and replayed.totals == (60, 0)
    assert replayed.ended_at is not None
    board.close()


def test_withdrawing_the_only_deal_leaves_a_match_without_totals(tmp_path):
    board = Scoreboard(tmp_path / "s.db")
    match_id = finished(board, (30, 10), practice=True)
    assert board.withdraw_deal(match_id, 0, (0, 0))
    [match] = board.matches(practice=True)
    assert match.totals is None and match.ended_at is None and board.deals(match_id) == []
    assert board.withdraw_deal(match_id, 0, (0, 0)) is False  # nothing left to withdraw
    board.close()


def test_withdraw_deal_clears_the_win_of_every_member_of_a_team(tmp_path):
    team_seats = [Seat(0, "You", None, 0), Seat(1, "Ana", "easy", 1),
                  Seat(2, "Bruno", "easy", 0), Seat(3, "Carla", "easy", 1)]  # fmt: skip
    board = Scoreboard(tmp_path / "s.db")
    match_id = board.start_match(QYP, {}, team_seats, 7, started_at=50.0, practice=True)
    board.record_deal(row(match_id, 0, (10, 0, 10, 0)), (10, 0, 10, 0), over=False)
    board.record_deal(row(match_id, 1, (0, 40, 0, 40)), (10, 40, 10, 40), over=True)
    assert board.matches(practice=True)[0].winners == (1, 3)  # Ana's team won
    assert board.withdraw_deal(match_id, 1, (10, 0, 10, 0))
    [match] = board.matches(practice=True)
    assert match.winners is None and match.totals == (10, 0, 10, 0)
    board.close()


def test_withdraw_deal_refuses_a_deal_that_is_not_the_last_and_changes_nothing(tmp_path):
    board = Scoreboard(tmp_path / "s.db")
    match_id = two_deal_match(board)
    before = board.matches(practice=True), board.deals(match_id)
    with pytest.raises(ValueError, match="not the last"):
        board.withdraw_deal(match_id, 0, (0, 0))
    with pytest.raises(ValueError, match="totals"):
        board.withdraw_deal(match_id, 1, (10, 0, 0))
    with pytest.raises(ValueError, match="no match"):
        board.withdraw_deal(match_id + 1, 0, (0, 0))
    assert (board.matches(practice=True), board.deals(match_id)) == before
    assert board.withdraw_deal(match_id, 2, (10, 40)) is False  # never recorded
    assert (board.matches(practice=True), board.deals(match_id)) == before
    board.close()


def test_withdraw_deal_on_a_board_that_cannot_be_written_raises_unavailable(tmp_path):
    path = tmp_path / "s.db"
    board = Scoreboard(path)
    match_id = two_deal_match(board)
    board.close()
    reader = Scoreboard(path, create=False)
    with pytest.raises(ScoreboardUnavailable):
        reader.withdraw_deal(match_id, 1, (10, 0))
    reader.close()


# --------------------------------------------------------------------------- the recorder


def test_match_key_of_a_real_match_is_as_it_always_was():
    key = match_key(3, QYP, {"deals": 2}, 7, 50, KEY_SEATS)
    assert key == {
        "id": 3,
        "game": QYP,
        "options": {"deals": 2},
        "seed": 7,
        "started_at": 50.0,
        "seats": [["You", None], ["Ana", "easy"]],
    }
    assert match_key(3, QYP, {"deals": 2}, 7, 50, KEY_SEATS, practice=False) == key
    assert match_key(3, QYP, {"deals": 2}, 7, 50, KEY_SEATS, practice=True) == {
        **key,
        "practice": True,
    }


def test_entry_problem_reads_the_kind_of_the_match():
    deal = row(0, 0, (1, 0))
    real = entry(match_key(None, QYP, {}, 7, 50.0, KEY_SEATS), deal, [1, 0], False, None)
    practice = entry(
        match_key(None, QYP, {}, 7, 50.0, KEY_SEATS, practice=True), deal, [1, 0], False, None
    )
    assert entry_problem(real) is None and entry_problem(practice) is None
    for wrong in ("yes", 1, None):
        damaged = json.loads(json.dumps(practice))
        damaged["match"]["practice"] = wrong
        assert entry_problem(damaged) == "its match is not readable", wrong


def test_a_practice_entry_records_a_practice_match(tmp_path):
    board = Scoreboard(tmp_path / "s.db")
    recorder = DealRecorder(board)
    key = match_key(None, QYP, {}, 7, 50.0, KEY_SEATS, practice=True)
    recorder.add(entry(key, row(0, 0, (1, 0)), [1, 0], True, [0]))
    assert recorder.pending == [] and board.matches() == []
    [match] = board.matches(practice=True)
    assert match.practice and match.winners == (0,)
    # A real match of the same game: a real one.
    real = match_key(None, QYP, {}, 8, 60.0, KEY_SEATS)
    recorder.add(entry(real, row(0, 0, (1, 0)), [1, 0], True, [0]))
    assert [m.practice for m in board.matches()] == [False]
    board.close()


def test_withdraw_drops_a_deal_still_pending(tmp_path):
    board = Scoreboard(tmp_path / "s.db")
    recorder = DealRecorder(board)
    key = match_key(None, QYP, {}, 7, 50.0, KEY_SEATS, practice=True)
    recorder.add(entry(key, row(0, 0, (1, 0)), [1, 0], False, None))
    other = match_key(None, QYP, {}, 9, 80.0, KEY_SEATS, practice=True)
    waiting = entry(key, row(0, 1, (0, 5)), [1, 5], True, [1])
    elsewhere = entry(other, row(0, 1, (0, 5)), [0, 5], False, None)
    recorder.pending += [elsewhere, waiting]  # as a write that failed leaves them
    assert recorder.withdraw(dict(key), 1, [1, 0]) is True
    assert recorder.pending == [elsewhere]  # only that match's deal
    [match] = board.matches(practice=True)
    assert [d.deal_index for d in board.deals(match.id)] == [0]  # the board untouched
    assert match.totals == (1, 0) and match.ended_at is None
    board.close()


def test_withdraw_takes_a_written_deal_off_the_scoreboard(tmp_path):
    board = Scoreboard(tmp_path / "s.db")
    recorder = DealRecorder(board)
    key = match_key(None, QYP, {}, 7, 50.0, KEY_SEATS, practice=True)
    recorder.add(entry(key, row(0, 0, (1, 0)), [1, 0], False, None))
    recorder.add(entry(key, row(0, 1, (0, 5)), [1, 5], True, [1]))
    [over] = board.matches(practice=True)
    assert over.winners == (1,)
    # The key as a saved game keeps it (no id yet): found by game, seed and start.
    assert recorder.withdraw(match_key(None, QYP, {}, 7, 50.0, KEY_SEATS, practice=True), 1, [1, 0])
    [again] = board.matches(practice=True)
    assert again.winners is None and again.ended_at is None and again.totals == (1, 0)
    assert [d.deal_index for d in board.deals(again.id)] == [0]
    assert recorder.withdraw(key, 1, [1, 0]) is False  # already taken back
    unknown = match_key(None, QYP, {}, 99, 1.0, KEY_SEATS, practice=True)
    assert recorder.withdraw(unknown, 0, [0, 0]) is False
    assert DealRecorder(None).withdraw(key, 0, [0, 0]) is False
    board.close()


def test_a_withdrawal_the_scoreboard_cannot_take_now_is_kept_and_written_later(tmp_path):
    """Issue 38, point 1: a withdrawal is never lost to a fault: it stays pending (as a
    deal does, in the order it came) and `problem` says why, until a flush that works."""
    path = tmp_path / "s.db"
    board = Scoreboard(path)
    key = match_key(None, QYP, {}, 7, 50.0, KEY_SEATS, practice=True)
    DealRecorder(board).add(entry(key, row(0, 0, (1, 0)), [1, 0], True, [0]))
    board.close()
    reader = Scoreboard(path, create=False)
    recorder = DealRecorder(reader)
    assert recorder.withdraw(key, 0, [0, 0]) is True  # kept: it will be taken back
    assert recorder.pending == [withdrawal(key, 0, [0, 0])]
    assert recorder.problem is not None and str(path) in recorder.problem
    assert entry_problem(json.loads(json.dumps(recorder.pending[0]))) is None  # saved as is
    assert reader.matches(practice=True)[0].ended_at is not None  # nothing written
    assert recorder.flush() == recorder.problem and len(recorder.pending) == 1
    reader.close()
    recorder.scoreboard = Scoreboard(path)  # the scoreboard can be written again
    assert recorder.flush() is None and recorder.pending == [] and recorder.problem is None
    [match] = recorder.scoreboard.matches(practice=True)
    assert recorder.scoreboard.deals(match.id) == []
    assert match.ended_at is None and match.winners is None and match.totals is None
    recorder.scoreboard.close()


def test_a_deal_played_again_after_a_pending_withdrawal_waits_behind_it(tmp_path):
    """The deal taken back while the scoreboard could not be written, then played to
    another end: the old row goes first, then the new one is written (written the other
    way round, the new one would be "already there" and left out)."""
    path = tmp_path / "s.db"
    board = Scoreboard(path)
    key = match_key(None, QYP, {}, 7, 50.0, KEY_SEATS, practice=True)
    DealRecorder(board).add(entry(key, row(0, 0, (18, 0)), [18, 0], True, [0]))
    board.close()
    reader = Scoreboard(path, create=False)
    recorder = DealRecorder(reader)
    recorder.withdraw(dict(key), 0, [0, 0])
    again = entry(key, row(0, 0, (0, 18), at=300.0), [0, 18], True, [1])
    recorder.add(again)
    assert recorder.pending == [withdrawal(key, 0, [0, 0]), again]
    # Taken back once more before anything is written: only the new end goes.
    assert recorder.withdraw(dict(key), 0, [0, 0]) is True
    assert recorder.pending == [withdrawal(key, 0, [0, 0])]
    recorder.add(again)
    reader.close()
    recorder.scoreboard = Scoreboard(path)
    assert recorder.flush() is None and recorder.pending == []
    [match] = recorder.scoreboard.matches(practice=True)
    [deal] = recorder.scoreboard.deals(match.id)
    assert deal.scores == (0, 18) and deal.started_at == 300.0
    assert match.totals == (0, 18) and match.winners == (1,)
    recorder.scoreboard.close()


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (lambda w: w.pop("match"), "it lacks its match or the deal taken back"),
        (lambda w: w.update(extra=1), "it lacks its match or the deal taken back"),
        (lambda w: w["match"].update(seed=1.5), "its match is not readable"),
        (lambda w: w.update(withdraw=[0, [0, 0]]), "the deal taken back is not readable"),
        (lambda w: w["withdraw"].update(deal_index=-1), "the deal taken back is not readable"),
        (lambda w: w["withdraw"].update(deal_index="0"), "the deal taken back is not readable"),
        (lambda w: w["withdraw"].update(totals=[0]), "the deal taken back is not readable"),
        (lambda w: w["withdraw"].update(totals=[0, "1"]), "the deal taken back is not readable"),
        (lambda w: w["withdraw"].pop("totals"), "the deal taken back is not readable"),
        (lambda w: w["withdraw"].update(more=1), "the deal taken back is not readable"),
    ],
)
def test_a_garbled_withdrawal_in_a_saved_game_is_named_and_left_out(change, problem):
    good = withdrawal(match_key(None, QYP, {}, 7, 50.0, KEY_SEATS, practice=True), 1, [3, 4])
    assert entry_problem(json.loads(json.dumps(good))) is None
    damaged = json.loads(json.dumps(good))
    change(damaged)
    assert entry_problem(damaged) == problem
    recorder = DealRecorder(None)
    recorder.adopt([damaged, good])
    assert recorder.pending == [good] and len(recorder.dropped) == 1
    # the first clause, then the field and what it must be
    assert recorder.dropped[0].startswith(f"pending deal 0: {problem}: its field ")


def test_a_withdrawal_the_scoreboard_contradicts_is_named_and_dropped(tmp_path):
    """A withdrawal of a deal that is not the match's last (a stale saved game): named
    in `dropped`, never written, and what follows it is written."""
    board = Scoreboard(tmp_path / "s.db")
    recorder = DealRecorder(board)
    key = match_key(None, QYP, {}, 7, 50.0, KEY_SEATS, practice=True)
    recorder.add(entry(key, row(0, 0, (1, 0)), [1, 0], False, None))
    recorder.add(entry(key, row(0, 1, (0, 5)), [1, 5], True, [1]))
    recorder.adopt([withdrawal(key, 0, [0, 0])])
    assert recorder.flush() is None and recorder.pending == []
    [note] = recorder.dropped
    assert note.startswith("taking back deal 0: ") and "not the last" in note
    [match] = board.matches(practice=True)
    assert [d.deal_index for d in board.deals(match.id)] == [0, 1] and match.totals == (1, 5)
    board.close()
