"""The saved game's slots, lock file and written text (app/storage/saved_game.py): what
the first mutation pass of the module found unpinned (issue 38, item 7).

Every window claims one of `MAX_SLOTS` slots; a window that could take no lock when it
started takes one at its first save, never over a game another window may resume; the
lock file names its process and is private; the file is UTF-8 JSON with sorted keys;
a write interrupted by something that is not a fault of the disk is not reported as one.
"""

from __future__ import annotations

import errno
import fcntl
import json
import os
import pathlib
import stat

import pytest

from app.storage import saved_game as saved_game_module
from app.storage.paths import StorageError
from app.storage.saved_game import MAX_SLOTS, SavedGame

#: The slots' file names, written out (not built with `slot_name`).
SLOT_NAMES = ["saved-game.json", *(f"saved-game-{n}.json" for n in range(2, 17))]


def saved_files(folder) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".json"))


@pytest.fixture
def windows(tmp_path):
    """Sixteen windows, each holding its slot; released at the end."""
    held = [SavedGame.claim(tmp_path) for _ in range(MAX_SLOTS)]
    yield held
    for window in held:
        window.release()


def test_there_are_sixteen_slots_and_a_seventeenth_window_gets_the_first_unlocked(
    tmp_path, windows
):
    assert MAX_SLOTS == len(SLOT_NAMES) == 16
    assert [w.path for w in windows] == [tmp_path / name for name in SLOT_NAMES]
    assert all(w.locked for w in windows)
    extra = SavedGame.claim(tmp_path)
    assert extra.path == tmp_path / "saved-game.json"
    assert not extra.locked


def test_a_window_without_a_slot_saves_in_the_first_one_freed_that_holds_no_game(tmp_path, windows):
    """The seventeenth window waits unlocked on the first slot. When its first save
    comes, slot 15 has been freed but holds a game (its window saved and closed) and
    slot 16 has been freed empty: the save goes to slot 16, and slot 1's game (whose
    window still runs) and slot 15's (which a later window resumes) stay as they were."""
    for number, window in enumerate(windows[:15], 1):
        window.write({"game": "quita-y-pon", "window": number})
    extra = SavedGame.claim(tmp_path)
    windows[14].release()
    windows[15].release()
    extra.write({"game": "quita-y-pon", "window": 17})
    assert extra.locked
    assert extra.path == tmp_path / "saved-game-16.json"
    assert SavedGame(tmp_path / "saved-game-16.json").read()["window"] == 17
    assert SavedGame(tmp_path / "saved-game-15.json").read()["window"] == 15
    assert SavedGame(tmp_path / "saved-game.json").read()["window"] == 1
    extra.release()


def test_a_game_is_never_saved_in_a_slot_no_window_looks_at(tmp_path, windows):
    """Every slot holds a game and a window: the seventeenth window's save stays in the
    sixteen slots (`claim` looks at no other), unlocked; a saved-game-17.json would never
    be offered again."""
    for number, window in enumerate(windows, 1):
        window.write({"game": "quita-y-pon", "window": number})
    extra = SavedGame.claim(tmp_path)
    extra.write({"game": "quita-y-pon", "window": 17})
    assert not extra.locked
    assert saved_files(tmp_path) == sorted(SLOT_NAMES)


def test_a_slot_whose_lock_could_not_be_had_moves_to_the_first_free_slot(tmp_path):
    """Slot 3 holds a game, so it is preferred, but its lock file cannot be opened (a
    folder is in its way): the window takes it unlocked. Another window then locks it;
    the first window's save goes to the first free slot, slot 1, not over slot 3."""
    (tmp_path / "saved-game-3.json").write_text(json.dumps({"format": 1, "game": "third"}))
    (tmp_path / "saved-game-3.json.lock").mkdir()
    window = SavedGame.claim(tmp_path)
    assert window.path == tmp_path / "saved-game-3.json"
    assert not window.locked
    (tmp_path / "saved-game-3.json.lock").rmdir()
    other = SavedGame.claim(tmp_path)
    assert other.path == tmp_path / "saved-game-3.json" and other.locked
    window.write({"game": "first"})
    assert window.locked
    assert window.path == tmp_path / "saved-game.json"
    assert SavedGame(tmp_path / "saved-game-3.json").read()["game"] == "third"
    assert SavedGame(tmp_path / "saved-game.json").read()["game"] == "first"
    window.release()
    other.release()


def test_the_lock_file_names_its_process_and_only_its_owner_reads_it(tmp_path):
    lock = tmp_path / "saved-game.json.lock"
    lock.write_text("a much longer line left by a process long gone\n")
    window = SavedGame.claim(tmp_path)
    assert window.locked
    assert lock.read_bytes() == f"{os.getpid()}\n".encode()
    window.release()
    lock.unlink()
    fresh = SavedGame.claim(tmp_path)
    assert lock.read_bytes() == f"{os.getpid()}\n".encode()
    assert stat.S_IMODE(lock.stat().st_mode) == 0o600
    fresh.release()


def test_the_file_is_utf8_json_with_its_keys_sorted(tmp_path):
    """The same record is written the same way every time, names as they are spelled."""
    saved = SavedGame(tmp_path / "saved-game.json")
    saved.write({"seed": 7, "game": "scala-40", "seats": [{"name": "Tú", "level": None}]})
    assert (tmp_path / "saved-game.json").read_bytes() == (
        '{"format": 1, "game": "scala-40", "seats": [{"level": null, "name": "Tú"}], "seed": 7}'
    ).encode()


class Interrupted(BaseException):
    """Something that stops a write and is no fault of the disk."""


def test_a_write_stopped_by_something_else_than_the_disk_is_not_called_a_disk_fault(
    tmp_path, monkeypatch
):
    saved = SavedGame(tmp_path / "saved-game.json")
    saved.write({"game": "before"})

    def stopped(fd):
        raise Interrupted

    monkeypatch.setattr(saved_game_module.os, "fsync", stopped)
    with pytest.raises(Interrupted):
        saved.write({"game": "after"})
    monkeypatch.undo()
    assert saved_files(tmp_path) == ["saved-game.json"]
    assert SavedGame(saved.path).read() == {"format": 1, "game": "before"}


def test_a_storage_error_while_writing_is_passed_on_as_it_is(tmp_path, monkeypatch):
    saved = SavedGame(tmp_path / "saved-game.json")
    error = StorageError("The disk said no.", 28)

    def refused(src, dst):
        raise error

    monkeypatch.setattr(saved_game_module.os, "replace", refused)
    with pytest.raises(StorageError) as caught:
        saved.write({"game": "g"})
    assert caught.value is error


def test_a_saved_game_that_cannot_be_read_is_named_with_the_systems_reason(tmp_path):
    (tmp_path / "saved-game.json").mkdir()  # a folder where the file should be
    saved = SavedGame(tmp_path / "saved-game.json")
    assert saved.read() is None
    assert "it could not be read (Is a directory)." in saved.notice
    assert saved.moved_to is not None and saved.moved_to.is_dir()


def test_a_saved_game_nested_too_deeply_is_named_by_its_field(tmp_path):
    deep = "[" * 100_000 + "]" * 100_000
    (tmp_path / "saved-game.json").write_text(f'{{"format": 1, "actions": {deep}}}')
    saved = SavedGame(tmp_path / "saved-game.json")
    assert saved.read() is None
    assert "its field 'actions' holds lists or objects nested too deeply." in saved.notice
    assert saved.moved_to is not None


def test_a_free_slot_holding_a_game_is_taken_before_an_empty_one(tmp_path):
    SavedGame(tmp_path / "saved-game-2.json").write({"game": "left by a window closed"})
    window = SavedGame.claim(tmp_path)
    assert window.path == tmp_path / "saved-game-2.json" and window.locked
    assert window.read()["game"] == "left by a window closed"
    window.release()


def test_a_slot_whose_file_cannot_be_looked_at_is_not_taken_for_a_game(tmp_path, monkeypatch):
    """The system refuses to say whether slot 2 holds a file: the first slot is taken,
    as when slot 2 holds nothing."""
    looked_at = []
    exists = pathlib.Path.exists

    def refused(path, *args, **kwargs):
        if path.name == "saved-game-2.json":
            looked_at.append(path)
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return exists(path, *args, **kwargs)

    monkeypatch.setattr(pathlib.Path, "exists", refused)
    window = SavedGame.claim(tmp_path)
    monkeypatch.undo()
    assert looked_at, "slot 2 was asked"
    assert window.path == tmp_path / "saved-game.json" and window.locked
    window.release()


def test_a_temporary_file_exactly_an_hour_old_is_kept_and_an_older_one_swept(tmp_path, monkeypatch):
    """Leftovers of a write are swept once they are more than an hour old (the time is
    fixed here: the file's and the present's)."""
    saved = SavedGame(tmp_path / "saved-game.json")
    saved.write({"game": "g"})
    hour_old = tmp_path / ".saved-game.json.hour.tmp"
    older = tmp_path / ".saved-game.json.older.tmp"
    for temp, written in ((hour_old, 1_000_000_000.0), (older, 999_999_999.0)):
        temp.write_text("{")
        os.utime(temp, (written, written))
    monkeypatch.setattr(saved_game_module.time, "time", lambda: 1_000_003_600.0)
    assert saved.read() == {"format": 1, "game": "g"}
    assert hour_old.exists()
    assert not older.exists()


def test_where_the_file_system_cannot_lock_every_window_takes_the_first_slot(tmp_path, monkeypatch):
    """A file system without locks (ENOLCK): the slot is taken as held, by each window."""

    def no_locks(fd, operation):
        raise OSError(errno.ENOLCK, "No locks available")

    monkeypatch.setattr(fcntl, "flock", no_locks)
    first = SavedGame.claim(tmp_path)
    second = SavedGame.claim(tmp_path)
    assert first.path == second.path == tmp_path / "saved-game.json"
    assert first.locked and second.locked
    first.release()
    second.release()


def test_a_save_makes_both_the_file_and_its_folder_durable(tmp_path, monkeypatch):
    """The file is flushed to the disk before it replaces the save, then the folder, so
    that the rename itself survives a power cut (POSIX)."""
    synced = []
    fsync = os.fsync

    def recorded(fd):
        synced.append("folder" if stat.S_ISDIR(os.fstat(fd).st_mode) else "file")
        fsync(fd)

    monkeypatch.setattr(saved_game_module.os, "fsync", recorded)
    SavedGame(tmp_path / "saved-game.json").write({"game": "g"})
    assert synced == ["file", "folder"]
