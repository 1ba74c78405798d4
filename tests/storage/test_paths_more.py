"""The rest of app/storage/paths.py: a reader's data folder is not created, a storage
error's sentence and code, a folder that is a file, the reasons a person reads, and
copies kept beside a file (numbered, private, with their companions, never partial)."""

from __future__ import annotations

import errno
import os
import stat

import pytest

from app.core.words import Words
from app.storage import paths
from app.storage.paths import StorageError, data_dir, ensure_folder, keep_copy, os_reason

CANNOT = Words("Storage", "The game in progress cannot be saved in {place}: {reason}")


def test_a_reader_creates_no_data_folder(tmp_path, monkeypatch) -> None:
    target = tmp_path / "not-yet"
    monkeypatch.setenv("TAPETE_DATA_DIR", str(target))
    assert data_dir(create=False) == target and not target.exists()
    monkeypatch.setenv("TAPETE_DATA_DIR", "")  # empty: the platform's folder
    monkeypatch.setattr(paths.platformdirs, "user_data_dir", lambda *a, **k: str(tmp_path / "p"))
    assert data_dir(create=False) == tmp_path / "p" and not (tmp_path / "p").exists()


def test_a_storage_error_says_its_sentence_and_keeps_its_code() -> None:
    words = CANNOT.filled(place="/x", reason="full")
    error = StorageError(words, errno.ENOSPC)
    assert str(error) == "The game in progress cannot be saved in /x: full"
    assert error.words is words and error.sentence is words and error.errno == errno.ENOSPC
    plain = StorageError("no")
    assert str(plain) == "no" and plain.errno is None and plain.words == "no"


def test_a_folder_that_is_a_file_or_cannot_be_made_is_named(tmp_path) -> None:
    ensure_folder(tmp_path / "a" / "b", CANNOT)
    assert (tmp_path / "a" / "b").is_dir()
    ensure_folder(tmp_path / "a" / "b", CANNOT)  # already there: nothing to say
    (tmp_path / "file").write_text("x")
    with pytest.raises(StorageError) as caught:
        ensure_folder(tmp_path / "file" / "below", CANNOT)
    assert str(caught.value).endswith(": a file stands where a folder should be")
    assert caught.value.errno in (errno.ENOTDIR, errno.EEXIST)


def test_the_reasons_a_person_reads() -> None:
    assert str(os_reason(OSError(errno.ENOSPC, "No space left"))) == "the disk is full"
    assert str(os_reason(OSError(errno.EROFS, "x"))) == "the disk is read-only"
    assert str(os_reason(OSError(errno.EISDIR, "x"))) == "a folder stands where the file should be"
    # Not one of ours: the system's own words, else the exception's, else its name.
    assert os_reason(OSError(errno.EBUSY, "Device or resource busy")) == "Device or resource busy"
    assert os_reason(ValueError("odd")) == "odd"
    assert os_reason(ValueError()) == "ValueError"


def test_a_copy_is_kept_beside_numbered_private_and_with_its_companions(
    tmp_path, monkeypatch
) -> None:
    monkeypatch.setattr(paths.time, "strftime", lambda fmt: "20240102-030405")
    board = tmp_path / "scores.db"
    board.write_bytes(b"main")
    (tmp_path / "scores.db-wal").write_bytes(b"wal")
    (tmp_path / "scores.db-shm").write_bytes(b"")  # empty: not copied
    first = keep_copy(board, "before-v7", ("-wal", "-shm"))
    second = keep_copy(board, "before-v7", ("-wal", "-shm"))
    assert first.name == "scores.db.before-v7-20240102-030405"
    assert second.name == "scores.db.before-v7-20240102-030405-1"
    for copy in (first, second):
        assert copy.read_bytes() == b"main"
        assert stat.S_IMODE(copy.stat().st_mode) == 0o600
        assert copy.with_name(copy.name + "-wal").read_bytes() == b"wal"
        assert not copy.with_name(copy.name + "-shm").exists()
    assert board.read_bytes() == b"main"  # the original is left as it was


def test_a_copy_cut_short_leaves_nothing_behind(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(paths.time, "strftime", lambda fmt: "20240102-030405")
    board = tmp_path / "scores.db"
    board.write_bytes(b"main")
    (tmp_path / "scores.db-wal").write_bytes(b"wal")
    real_fsync = os.fsync
    calls = []

    def full_on_second(fd: int) -> None:
        calls.append(fd)
        if len(calls) == 2:
            raise OSError(errno.ENOSPC, "No space left on device")
        real_fsync(fd)

    monkeypatch.setattr(paths.os, "fsync", full_on_second)
    with pytest.raises(OSError):
        keep_copy(board, "copy", ("-wal",))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["scores.db", "scores.db-wal"]


def test_a_rename_without_links_refuses_a_target_that_appears_meanwhile(
    tmp_path, monkeypatch
) -> None:
    def no_links(src, dst):
        raise PermissionError("no hard links")

    def raced(src, dst):
        raise FileExistsError(dst)

    monkeypatch.setattr(paths.os, "link", no_links)
    monkeypatch.setattr(paths.os, "rename", raced)
    source = tmp_path / "a"
    source.write_text("x")
    assert paths.move_no_overwrite(source, tmp_path / "b") is False
    assert source.read_text() == "x"


def test_the_platforms_folder_is_asked_without_an_author(tmp_path, monkeypatch) -> None:
    """On Windows an author would add a second "Tapete" level to the folder."""
    asked = []

    def user_data_dir(*args, **kwargs):
        asked.append((args, kwargs))
        return str(tmp_path / "p")

    monkeypatch.delenv("TAPETE_DATA_DIR", raising=False)
    monkeypatch.setattr(paths.platformdirs, "user_data_dir", user_data_dir)
    assert data_dir() == tmp_path / "p"
    assert asked == [(("Tapete",), {"appauthor": False})]
