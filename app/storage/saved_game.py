"""The game in progress, saved after every action (DESIGN.md §2, §5).

The record is a JSON object the caller builds: format, game, options, seed, deal index,
dealer, seats, the match's results so far and the deal's actions (`Action.to_json()`) —
the replay record, from which the state is rebuilt exactly. It is written atomically
(temporary file in the same folder, flush, fsync, `os.replace`), so a crash or a power cut
while writing loses at most the record being written: the previous one stays whole.

A file that cannot be read back (truncated, garbled, nested too deeply, not an object, or
written by a newer version) is moved aside with `paths.aside`, never deleted, and
`notice` says so. A write that fails (full disk, read-only folder or file, a folder path
that is a file) raises a StorageError naming what and where, and leaves the previous
save as it was.

Two windows on one data folder each keep their own saved game: `SavedGame.claim()` takes
the first free *slot* (`saved-game.json`, `saved-game-2.json`, ...), preferring one that
holds a game, and holds a lock on it (`<name>.lock`, an operating-system lock on an open
file) until `release()` or the end of the process. A lock file left by a process that
died is not locked by anyone, so it is simply taken again: a stale lock is ignored.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import tempfile
import time
from pathlib import Path
from typing import IO

from app.core.text import found, read_json
from app.core.words import Words
from app.storage.paths import StorageError, aside, data_dir, ensure_folder, os_reason

SAVE_FORMAT = 1
FILE_NAME = "saved-game.json"
#: Saved-game slots of windows running at once on one data folder.
MAX_SLOTS = 16

# Temporary files older than this are leftovers of a write that never finished.
_STALE_TEMP_S = 3600.0

#: Why the game in progress cannot be saved (`{place}`: its folder or file).
_CANNOT_SAVE = Words("SavedGame", "The game in progress cannot be saved in {place}: {reason}")


class SavedGame:
    """The one saved game in progress."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path).absolute() if path is not None else data_dir() / FILE_NAME
        #: What became of a saved game that could not be resumed, whole sentences for the
        #: interface (their English is `notice`).
        self.notice_words: list[Words | str] = []
        self.moved_to: Path | None = None  # where the last rejected file went
        self._lock: IO[bytes] | None = None
        self._claimed = False  # a window's slot (from `claim`): locked before it is written

    @property
    def notice(self) -> str | None:
        """What became of a saved game that could not be resumed, in English, or None."""
        return " ".join(str(w) for w in self.notice_words) or None

    # ------------------------------------------------------------------ slots
    @classmethod
    def claim(cls, folder: Path | None = None) -> SavedGame:
        """The saved game of this window: the first slot no running window holds,
        preferring one with a game in it, locked until `release()`.

        When no lock can be had at all (a folder that cannot be written), the first slot
        is returned unlocked; writing it will report the fault.
        """
        folder = Path(folder) if folder is not None else data_dir()
        slots = [cls(folder / slot_name(n)) for n in range(1, MAX_SLOTS + 1)]
        with_game = [slot for slot in slots if _exists(slot.path)]
        for slot in with_game + [slot for slot in slots if slot not in with_game]:
            if slot._acquire():  # only slots tried get a lock file
                slot._claimed = True
                return slot
        slot = cls(folder / FILE_NAME)
        slot._claimed = True
        return slot

    def _relock(self) -> None:
        """A window's slot taken while no lock could be had (a folder that could not be
        written at start): lock it now, or, if another window has taken it meanwhile,
        go on in a free slot, so that neither overwrites the other's game."""
        if self._acquire():
            return
        for n in range(1, MAX_SLOTS + 1):
            other = self.path.with_name(slot_name(n))
            if other != self.path and not _exists(other):
                self.path = other
                if self._acquire():
                    return

    @property
    def locked(self) -> bool:
        return self._lock is not None

    def _acquire(self) -> bool:
        """Take this slot's lock without waiting; False if another window holds it."""
        lock_path = self.path.with_name(self.path.name + ".lock")
        try:
            ensure_folder(self.path.parent, _CANNOT_SAVE)
            fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o600)
        except OSError:
            return True  # no lock is possible here; writing will say what is wrong
        handle = os.fdopen(fd, "r+b")
        if not _lock_file(handle):
            handle.close()
            return False
        with contextlib.suppress(OSError):
            handle.seek(0)
            handle.truncate()
            handle.write(f"{os.getpid()}\n".encode())
            handle.flush()
        self._lock = handle
        return True

    def release(self) -> None:
        """Let another window take this slot (at exit; the system does it if we crash)."""
        if self._lock is not None:
            with contextlib.suppress(OSError):
                self._lock.close()  # closing the file releases its lock
            self._lock = None

    def write(self, record: dict) -> None:
        """Replace the saved game with `record`, atomically.

        `format` defaults to SAVE_FORMAT when the record does not carry one.
        """
        if not isinstance(record, dict):
            raise TypeError(f"a saved game is a JSON object, not {type(record).__name__}")
        data = {"format": SAVE_FORMAT, **record}
        text = json.dumps(data, ensure_ascii=False, sort_keys=True, allow_nan=False)
        folder = self.path.parent
        ensure_folder(folder, _CANNOT_SAVE)
        if self._claimed and self._lock is None:
            self._relock()
            folder = self.path.parent
        try:
            fd, temp = tempfile.mkstemp(prefix=f".{self.path.name}.", suffix=".tmp", dir=folder)
        except OSError as exc:
            raise self._write_error(exc) from exc
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(text)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(temp, self.path)
        except BaseException as exc:
            with contextlib.suppress(OSError):
                os.unlink(temp)
            if isinstance(exc, OSError) and not isinstance(exc, StorageError):
                raise self._write_error(exc) from exc
            raise
        _fsync_folder(folder)

    def _write_error(self, exc: OSError) -> StorageError:
        return StorageError(_CANNOT_SAVE.filled(place=self.path, reason=os_reason(exc)), exc.errno)

    def read(self) -> dict | None:
        """The saved game, or None if there is none or it had to be set aside."""
        self._sweep_temp_files()
        try:
            raw = self.path.read_bytes()
        except (FileNotFoundError, NotADirectoryError):  # no file, or no folder: no game
            return None
        except OSError as exc:
            return self._reject(
                Words("SavedGame", "it could not be read ({error})").filled(
                    error=exc.strerror or exc
                )
            )
        try:
            data = read_json(raw.decode("utf-8"))
        except ValueError:  # not UTF-8, not JSON
            return self._reject(
                Words("SavedGame", "it is not valid JSON (it is truncated or garbled)")
            )
        except RecursionError as exc:  # NestedTooDeeply names the field
            return self._reject(
                getattr(exc, "words", None)
                or Words("SavedGame", "it is nested too deeply to be a saved game")
            )
        if not isinstance(data, dict):
            return self._reject(
                Words("SavedGame", "it does not hold a saved game (not a JSON object)")
            )
        fmt = data.get("format")
        if not isinstance(fmt, int) or isinstance(fmt, bool) or fmt < 1:
            return self._reject(
                Words("SavedGame", "its field {field} must be {what}, not {value}").filled(
                    field=repr("format"),
                    what=Words("SavedGame", "a whole number of 1 or more"),
                    value=found(fmt),
                )
            )
        if fmt > SAVE_FORMAT:
            return self._reject(
                Words(
                    "SavedGame",
                    "it was written by a newer version of Tapete (format {format}; this "
                    "version reads up to {newest})",
                ).filled(format=fmt, newest=SAVE_FORMAT)
            )
        return data

    def set_aside(self, problem: Words | str) -> Path | None:
        """Move the saved game aside because the caller could not use it (e.g. its replay
        failed); `problem` says why, in a clause that follows "The saved game could not
        be resumed, so it was moved to …:" ("it holds an illegal move …"). Returns the
        new path."""
        self._reject(problem)
        return self.moved_to

    def clear(self) -> None:
        """Remove the saved game (the match is over); a failure is a StorageError."""
        try:
            self.path.unlink(missing_ok=True)
        except OSError as exc:
            raise StorageError(
                Words(
                    "SavedGame", "The finished game cannot be removed from {place}: {reason}"
                ).filled(place=self.path, reason=os_reason(exc)),
                exc.errno,
            ) from exc

    # ------------------------------------------------------------------ internals
    def _reject(self, why: Words | str) -> None:
        """Set the file aside and say so (`why`: a clause, "it is not valid JSON …")."""
        try:
            self.moved_to = aside(self.path)
        except FileNotFoundError:
            self.moved_to = None
            return None
        except OSError as exc:
            self.moved_to = None
            self.notice_words = [
                Words(
                    "SavedGame",
                    "The saved game {place} could not be resumed, and it could not be moved aside "
                    "({error}): {why}.",
                ).filled(place=self.path, error=exc, why=why)
            ]
            return None
        self.notice_words = [
            Words(
                "SavedGame",
                "The saved game could not be resumed, so it was moved to {place}: {why}.",
            ).filled(place=self.moved_to, why=why)
        ]
        return None

    def _sweep_temp_files(self) -> None:
        folder = self.path.parent
        now = time.time()
        with contextlib.suppress(OSError):
            for temp in folder.glob(f".{self.path.name}.*.tmp"):
                with contextlib.suppress(OSError):
                    if now - temp.stat().st_mtime > _STALE_TEMP_S:
                        temp.unlink()


def _exists(path: Path) -> bool:
    try:
        return path.exists()
    except OSError:
        return False


def slot_name(n: int) -> str:
    """`saved-game.json`, then `saved-game-2.json`, `saved-game-3.json`, ..."""
    return FILE_NAME if n == 1 else FILE_NAME.replace(".json", f"-{n}.json")


def _lock_file(handle: IO[bytes]) -> bool:
    """An exclusive lock on an open file, without waiting: True if this process has it.

    The system drops it when the file is closed or the process ends, however it ends.
    Where the file system cannot lock, the slot is taken unlocked (True)."""
    try:
        if os.name == "nt":
            import msvcrt

            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as exc:
        return exc.errno in (errno.ENOLCK, errno.EOPNOTSUPP, errno.ENOSYS)
    return True


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows (POSIX)."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
