"""The game in progress, saved after every action (DESIGN.md §2, §5).

The record is a JSON object the caller builds: format, game, options, seed, deal index,
dealer, seats, the match's results so far and the deal's actions (`Action.to_json()`) —
the replay record, from which the state is rebuilt exactly. It is written atomically
(temporary file in the same folder, flush, fsync, `os.replace`), so a crash or a power cut
while writing loses at most the record being written: the previous one stays whole.

A file that cannot be read back (truncated, garbled, not an object, or written by a newer
version) is moved aside with `paths.aside`, never deleted, and `notice` says so.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from pathlib import Path

from app.storage.paths import aside, data_dir

SAVE_FORMAT = 1
FILE_NAME = "saved-game.json"

# Temporary files older than this are leftovers of a write that never finished.
_STALE_TEMP_S = 3600.0


class SavedGame:
    """The one saved game in progress."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path).absolute() if path is not None else data_dir() / FILE_NAME
        self.notice: str | None = None
        self.moved_to: Path | None = None  # where the last rejected file went

    def write(self, record: dict) -> None:
        """Replace the saved game with `record`, atomically.

        `format` defaults to SAVE_FORMAT when the record does not carry one.
        """
        if not isinstance(record, dict):
            raise TypeError(f"a saved game is a JSON object, not {type(record).__name__}")
        data = {"format": SAVE_FORMAT, **record}
        text = json.dumps(data, ensure_ascii=False, sort_keys=True, allow_nan=False)
        folder = self.path.parent
        folder.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(prefix=f".{self.path.name}.", suffix=".tmp", dir=folder)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(text)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(temp, self.path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(temp)
            raise
        _fsync_folder(folder)

    def read(self) -> dict | None:
        """The saved game, or None if there is none or it had to be set aside."""
        self._sweep_temp_files()
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return None
        except OSError as exc:
            return self._reject(f"could not be read ({exc.strerror or exc})")
        try:
            data = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError):
            return self._reject("is not valid JSON (it is truncated or garbled)")
        if not isinstance(data, dict):
            return self._reject("does not hold a saved game (not a JSON object)")
        fmt = data.get("format")
        if not isinstance(fmt, int) or isinstance(fmt, bool) or fmt < 1:
            return self._reject(f"has no valid format number ({fmt!r})")
        if fmt > SAVE_FORMAT:
            return self._reject(
                f"was written by a newer version of Tapete (format {fmt}; "
                f"this version reads up to {SAVE_FORMAT})"
            )
        return data

    def set_aside(self, problem: str) -> Path | None:
        """Move the saved game aside because the caller could not use it (e.g. its replay
        failed); `problem` completes "The saved game ...". Returns the new path."""
        self._reject(problem)
        return self.moved_to

    def clear(self) -> None:
        """Remove the saved game (the match is over)."""
        self.path.unlink(missing_ok=True)

    # ------------------------------------------------------------------ internals
    def _reject(self, problem: str) -> None:
        try:
            self.moved_to = aside(self.path)
        except FileNotFoundError:
            self.moved_to = None
            return None
        except OSError as exc:
            self.moved_to = None
            self.notice = (
                f"The saved game {self.path} {problem} and could not be moved aside ({exc}), "
                "so it was not resumed."
            )
            return None
        self.notice = f"The saved game {problem}, so it was moved to {self.moved_to}."
        return None

    def _sweep_temp_files(self) -> None:
        folder = self.path.parent
        now = time.time()
        with contextlib.suppress(OSError):
            for temp in folder.glob(f".{self.path.name}.*.tmp"):
                with contextlib.suppress(OSError):
                    if now - temp.stat().st_mtime > _STALE_TEMP_S:
                        temp.unlink()


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
