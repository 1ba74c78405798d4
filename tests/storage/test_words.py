"""What storage tells a person is marked for translation (translations/README.md): every
sentence is `Words` of one message, its reason a value in it (a clause of ours, itself
`Words`, or the system's own text), and `str()` is the English that logs and tools read."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.core.words import Words
from app.session.store import Store
from app.storage.paths import StorageError, ensure_folder, os_reason
from app.storage.saved_game import SavedGame
from app.storage.scoreboard import Scoreboard

CANNOT_SAVE = Words("SavedGame", "The game in progress cannot be saved in {place}: {reason}")


def test_a_storage_error_says_words_and_reads_in_english(tmp_path) -> None:
    folder = tmp_path / "data"
    folder.write_text("in the way")
    with pytest.raises(StorageError) as raised:
        ensure_folder(folder, CANNOT_SAVE)
    sentence = raised.value.sentence
    assert isinstance(sentence, Words) and sentence.context == "SavedGame"
    assert sentence.text == CANNOT_SAVE.text  # one message; the place and reason are values
    reason = sentence.values["reason"]
    assert reason == Words("StorageReason", "a file stands where a folder should be")
    assert str(raised.value) == (
        f"The game in progress cannot be saved in {folder}: a file stands where a folder should be"
    )


def test_a_reason_the_system_words_stays_its_own() -> None:
    assert os_reason(OSError(1234, "Something odd")) == "Something odd"
    assert isinstance(os_reason(PermissionError(13, "denied")), Words)


def test_a_damaged_saved_games_notice_is_one_sentence_of_words(tmp_path: Path) -> None:
    saved = SavedGame(tmp_path / "saved-game.json")
    saved.path.write_text("[1, 2]")
    assert saved.read() is None
    [notice] = saved.notice_words
    assert isinstance(notice, Words) and isinstance(notice.values["why"], Words)
    assert saved.notice == str(notice)
    assert saved.notice.endswith(": it does not hold a saved game (not a JSON object).")


def test_a_scoreboard_that_cannot_be_written_says_words(tmp_path: Path) -> None:
    path = tmp_path / "scoreboard.sqlite3"
    path.mkdir()  # a folder where the file should be
    board = Scoreboard(path)
    assert isinstance(board.problem_words, Words) and board.problem == str(board.problem_words)
    assert board.notice == board.problem  # nothing else to tell
    board.close()


def test_the_store_keeps_the_words_and_tells_the_english() -> None:
    store = Store()
    words = CANNOT_SAVE.filled(place="/x", reason=Words("StorageReason", "the disk is full"))
    assert store.fault("saved game", words)
    assert store.faults == {"saved game": words}
    assert store.problems == {
        "saved game": "The game in progress cannot be saved in /x: the disk is full"
    }
    # The same sentence told again (as English, by a listener) is no news, and keeps its words.
    assert not store.fault("saved game", str(words))
    assert store.faults["saved game"] is words
    assert store.fixed("saved game") and store.problems == {}
