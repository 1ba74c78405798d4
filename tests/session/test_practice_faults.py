"""Nothing lost at the practice table (issue 38, point 1): the move that ended a deal taken
back while the scoreboard cannot be written (locked by another program, a full disk).

Before, the withdrawal was told and forgotten: the deal played again to another end was
then "already there" on the scoreboard and left out, and the fault's line cleared as if
all were written (measured: taken back 18–0, played again 0–18, scoreboard still 18–0).
Now the withdrawal waits in the recorder's queue, in the saved game too, ahead of the new
end; both are written once writing works, and the fault is cleared only then. Real
faults: another process holding the scoreboard's lock, a small disk filled up
(tests/storage/disks.py)."""

from __future__ import annotations

import json

import pytest

from app.games.registry import find_game
from app.session import MatchSession, Store, open_scoreboard
from app.session.events import StorageProblem
from app.storage import scoreboard as sb_module
from app.storage.recorder import DealRecorder, is_withdrawal
from app.storage.saved_game import SavedGame
from app.storage.scoreboard import Scoreboard
from tests.session.test_practice import FIXED, _bot_move
from tests.storage.disks import disk_fixture, lock_holder_fixture  # noqa: F401 - fixtures

#: (game, seed, the person's two ways of playing the deal: their bots' levels) whose two
#: ends differ. Buraco and Mano y Pie: partnerships.
CASES = [
    ("scala-40", 3, ("hard", "easy")),
    ("buraco", 2, ("hard", "easy")),
    ("mano-y-pie", 2, ("hard", "easy")),
]


def person(info, level: str):
    bot = info.bot(level, f"person:{level}")
    return lambda session: bot.choose(session.view(), FIXED)


def play_to_end(session: MatchSession, mine) -> None:
    while session.to_play is not None:
        seat = session.to_play
        session.play(mine(session) if seat == session.person else _bot_move(session), seat)


def take_back_to_start(session: MatchSession) -> None:
    while session.can_take_back:
        session.take_back()


def board_rows(path):
    """The practice match on the scoreboard file: its deals' scores and its totals."""
    board = Scoreboard(path, create=False)
    try:
        [match] = board.matches(practice=True)
        return [d.scores for d in board.deals(match.id)], match.totals, match.ended_at
    finally:
        board.close()


def scoreboard_lines(heard: list) -> list[str]:
    return [e.sentence for e in heard if isinstance(e, StorageProblem) and e.what == "scoreboard"]


def start(info, seed, store: Store, options=None) -> tuple[MatchSession, list]:
    session = MatchSession.start(info, options, ("easy",), seed=seed, store=store, practice=True)
    heard: list = []
    session.subscribe(heard.append)
    return session, heard


@pytest.mark.parametrize(("game", "seed", "ways"), CASES)
@pytest.mark.parametrize("cleared", ["before-the-new-end", "at-the-next-start"])
def test_a_deal_taken_back_under_a_locked_scoreboard_is_recorded_as_played_again(
    tmp_path, monkeypatch, lock_holder, game, seed, ways, cleared
) -> None:
    monkeypatch.setattr(sb_module, "BUSY_TIMEOUT_MS", 1000)  # "locked" soon, on any load
    info = find_game(game)
    path = tmp_path / "scoreboard.sqlite3"
    saved = SavedGame(tmp_path / "saved-game.json")
    store = Store(saved, open_scoreboard(path))
    session, heard = start(info, seed, store)
    first, second = (person(info, w) for w in ways)

    play_to_end(session, first)
    old = session.match.results[0]
    assert board_rows(path)[0] == [tuple(old.scores)] and store.faults == {}

    holder = lock_holder(path)  # another program holds the scoreboard
    take_back_to_start(session)
    assert session.finished == [] and session.match.results == []
    [line] = scoreboard_lines(heard)
    assert str(path) in line and "locked" in line and "scoreboard" in store.faults
    # The withdrawal waits, in memory and in the saved game, in the form a start adopts.
    [waiting] = store.recorder.pending
    assert is_withdrawal(waiting) and waiting["withdraw"]["deal_index"] == 0
    assert waiting["withdraw"]["totals"] == list(session.match.totals)
    assert json.loads(saved.path.read_text())["pending"] == [waiting]

    if cleared == "before-the-new-end":
        holder.release()  # let go while the deal is played again: nothing is written yet
    play_to_end(session, second)
    new = session.match.results[0]
    assert tuple(new.scores) != tuple(old.scores), "the seeds must give another end"
    totals = tuple(session.match.totals)
    if cleared == "at-the-next-start":
        # Still locked: the old row stays, and so does the line; both entries wait.
        assert board_rows(path)[0] == [tuple(old.scores)]
        assert "scoreboard" in store.faults and len(scoreboard_lines(heard)) == 1
        kept = json.loads(saved.path.read_text())["pending"]
        assert [is_withdrawal(e) for e in kept] == [True, False]
        assert kept[1]["deal"]["scores"] == list(new.scores)
        holder.release()
        store.scoreboard.close()
        saved.release()
        # The next start (MainWindow.begin): the saved game's pending entries, adopted.
        again = DealRecorder(open_scoreboard(path))
        again.adopt(SavedGame(tmp_path / "saved-game.json").read()["pending"])
        assert again.flush() is None and again.pending == [] and again.dropped == []
        again.scoreboard.close()
    else:
        assert store.recorder.pending == [] and store.faults == {}
        assert scoreboard_lines(heard) == [scoreboard_lines(heard)[0], ""]  # told, cleared
        if session.match.over:  # nothing left to play or to record
            assert not saved.path.exists()
        else:
            assert json.loads(saved.path.read_text())["pending"] == []
        store.scoreboard.close()
    scores, board_totals, ended = board_rows(path)
    assert scores == [tuple(new.scores)]
    assert board_totals == totals
    assert (ended is not None) == session.match.over


def test_a_full_disk_keeps_the_withdrawal_until_space_is_freed(tmp_path, disk) -> None:
    """A Buraco practice deal (partnerships) whose end is taken back on a full disk: the
    saved game cannot be written either; the withdrawal waits in memory and goes, with the
    deal's new end behind it, at the next deal's end once space is freed; the lines go
    only then."""
    info = find_game("buraco")
    folder = disk.root / "Tapete"
    folder.mkdir()
    path = folder / "scoreboard.sqlite3"
    store = Store(SavedGame(folder / "saved-game.json"), open_scoreboard(path))
    options = info.options({"target_score": 10_000})  # a match of several deals
    session, heard = start(info, 2, store, options)
    first, second = person(info, "hard"), person(info, "easy")
    play_to_end(session, first)
    old = session.match.results[0]
    disk.fill(store.scoreboard)
    take_back_to_start(session)
    assert set(store.faults) == {"scoreboard", "saved game"}
    assert [is_withdrawal(e) for e in store.recorder.pending] == [True]
    play_to_end(session, second)
    new = session.match.results[0]
    assert tuple(new.scores) != tuple(old.scores)
    assert [is_withdrawal(e) for e in store.recorder.pending] == [True, False]
    assert board_rows(path)[0] == [tuple(old.scores)] and "scoreboard" in store.faults
    disk.clear()
    assert session.next_deal()
    play_to_end(session, first)  # the next deal's end writes what waited, in order
    assert store.recorder.problem is None, store.recorder.problem
    assert store.recorder.pending == [] and store.faults == {}
    scores, totals, _ = board_rows(path)
    assert scores == [tuple(new.scores), tuple(session.match.results[1].scores)]
    assert totals == tuple(session.match.totals)
    assert ("scoreboard", "") in [
        (e.what, e.sentence) for e in heard if isinstance(e, StorageProblem)
    ]
    store.scoreboard.close()
