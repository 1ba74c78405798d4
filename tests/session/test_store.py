"""Where a window's sessions keep their work (app/session/store.py): a fault is news once
per kind, a changed sentence replaces the old one without being news again, and a fix
is news only where there was a fault; the scoreboard knows which games count penalties."""

from __future__ import annotations

from app.core.words import Words
from app.games.registry import GAMES
from app.session.store import Store, open_scoreboard


def test_a_fault_is_news_once_per_kind() -> None:
    store = Store()
    assert store.scoreboard is None and store.faults == {}
    assert store.fault("scoreboard", "locked")
    assert not store.fault("scoreboard", "locked")
    # Another kind is news of its own.
    assert store.fault("saved game", "full")
    # A new sentence for a kind already told replaces it, and is no news.
    assert not store.fault("scoreboard", "the disk is full")
    assert store.problems == {"scoreboard": "the disk is full", "saved game": "full"}
    # A fix is news where there was a fault, once.
    assert store.fixed("scoreboard")
    assert not store.fixed("scoreboard")
    assert store.problems == {"saved game": "full"}
    assert store.fault("scoreboard", "locked again")  # news again after the fix


def test_the_same_sentence_as_words_keeps_the_words() -> None:
    store = Store()
    words = Words("StorageReason", "the disk is full")
    assert store.fault("saved game", "the disk is full")
    assert not store.fault("saved game", words)
    assert store.faults["saved game"] is words  # now translatable
    # The English of another sentence does not replace words with the same kind's text.
    other = Words("StorageReason", "the file is locked")
    assert not store.fault("saved game", other)
    assert store.faults["saved game"] is other


def test_the_scoreboard_knows_the_games_that_count_penalty_points(tmp_path) -> None:
    board = open_scoreboard(tmp_path / "scoreboard.sqlite3")
    try:
        expected = {g.id for g in GAMES if g.lower_scores_win}
        assert board.lower_is_better == expected
        assert expected and expected != {g.id for g in GAMES}
        assert Store(scoreboard=board).scoreboard is board
    finally:
        board.close()
    # A reader (`create=False`) starts no scoreboard where there is none.
    reader = open_scoreboard(tmp_path / "absent.sqlite3", create=False)
    reader.close()
    assert not (tmp_path / "absent.sqlite3").exists()
    writer = open_scoreboard(tmp_path / "new.sqlite3")
    writer.close()
    assert (tmp_path / "new.sqlite3").exists()
