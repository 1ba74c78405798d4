"""Where Tapete keeps its data, and how a damaged file is kept aside (DESIGN.md §5).

The data folder is `platformdirs.user_data_dir("Tapete")`, or the folder named by the
environment variable `TAPETE_DATA_DIR` (tests and portable installs point it elsewhere).
It is created on demand.

A damaged or future-version file is never deleted or overwritten: `aside()` renames it to
`<name>.damaged-YYYYmmdd-HHMMSS` beside it (adding `-1`, `-2`, ... if that name is taken),
so the person can still send it in or recover it by hand.
"""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import time
from pathlib import Path

import platformdirs

from app.core.words import Words

APP_NAME = "Tapete"
DATA_DIR_ENV = "TAPETE_DATA_DIR"


class StorageError(OSError):
    """Something a person keeps cannot be written (or read) now: `sentence` says what,
    where and why, in one line for the interface, marked for translation (`str()` is its
    English, for logs and tools). Nothing already kept was changed."""

    def __init__(self, sentence: Words | str, code: int | None = None) -> None:
        english = str(sentence)
        super().__init__(code, english) if code is not None else super().__init__(english)
        self.sentence = sentence

    @property
    def words(self) -> Words | str:
        """The sentence for the interface (`app.i18n.say` translates it)."""
        return self.sentence

    def __str__(self) -> str:
        return str(self.sentence)


def data_dir(create: bool = True) -> Path:
    """The folder for the scoreboard and the saved game, created if missing (unless
    `create` is false: readers such as `tapete-cli stats` create nothing).

    A folder that cannot be created (its path is a file, a parent is read-only) is still
    returned: what is written there then fails with a StorageError that says so, and the
    program goes on without it.
    """
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        path = Path(override).expanduser()
    else:
        path = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    if create:
        with contextlib.suppress(OSError):
            path.mkdir(parents=True, exist_ok=True)
    return path.absolute()


def ensure_folder(folder: Path, cannot_save: Words) -> None:
    """Create `folder` if missing, or raise StorageError saying why what it keeps cannot be
    saved: `cannot_save` is that sentence, with `{place}` and `{reason}` to fill
    ("The game in progress cannot be saved in {place}: {reason}")."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StorageError(
            cannot_save.filled(place=folder, reason=os_reason(exc)), exc.errno
        ) from exc
    if not folder.is_dir():
        raise StorageError(
            cannot_save.filled(
                place=folder, reason=Words("StorageReason", "it is a file, not a folder")
            )
        )


#: Why a file operation failed, by its error number, as a person reads it.
_REASONS = {
    errno.ENOSPC: Words("StorageReason", "the disk is full"),
    errno.EDQUOT: Words("StorageReason", "the disk quota is used up"),
    errno.EROFS: Words("StorageReason", "the disk is read-only"),
    errno.EACCES: Words("StorageReason", "permission is denied (read-only)"),
    errno.EPERM: Words("StorageReason", "permission is denied (read-only)"),
    errno.ENOTDIR: Words("StorageReason", "a file stands where a folder should be"),
    errno.EEXIST: Words("StorageReason", "a file stands where a folder should be"),
    errno.EISDIR: Words("StorageReason", "a folder stands where the file should be"),
    errno.EIO: Words("StorageReason", "the disk reported an input/output error"),
    errno.ENAMETOOLONG: Words("StorageReason", "the path is too long"),
    errno.ENOENT: Words("StorageReason", "its folder does not exist"),
}


def os_reason(exc: BaseException) -> Words | str:
    """Why a file operation failed, as a person reads it: one of ours, marked for
    translation, or the system's own text (as the system words it)."""
    code = getattr(exc, "errno", None)
    if code in _REASONS:
        return _REASONS[code]
    return getattr(exc, "strerror", None) or str(exc) or type(exc).__name__


def aside(path: Path) -> Path:
    """Move `path` to `<name>.damaged-<timestamp>[-n]` beside it and return the new path.

    Never overwrites an existing file: the first free name wins.
    """
    path = Path(path)
    base = f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}"
    n = 0
    while True:
        target = path.with_name(base if n == 0 else f"{base}-{n}")
        if move_no_overwrite(path, target):
            return target
        n += 1


def move_no_overwrite(source: Path, target: Path) -> bool:
    """Rename `source` to `target` unless `target` exists; True when moved.

    A hard link followed by an unlink is the atomic no-clobber rename on POSIX; where links
    are not available (some file systems), fall back to check-then-rename (on Windows
    `os.rename` itself refuses to replace an existing file).
    """
    try:
        os.link(source, target)
    except FileExistsError:
        return False
    except OSError:
        if os.path.lexists(target):
            return False
        try:
            os.rename(source, target)
        except FileExistsError:
            return False
        return True
    os.unlink(source)
    return True


def keep_copy(path: Path, label: str, companions: tuple[str, ...] = ()) -> Path:
    """Copy `path` byte for byte to `<name>.<label>-<timestamp>[-n]` beside it (and each
    companion file `<name><suffix>` that holds anything to the copy's `<suffix>`), private
    to its owner; returns the copy's path. Never overwrites a file: the first free name wins.
    Raises OSError, leaving no partial copy behind."""
    path = Path(path)
    base = f"{path.name}.{label}-{time.strftime('%Y%m%d-%H%M%S')}"
    n = 0
    while True:
        target = path.with_name(base if n == 0 else f"{base}-{n}")
        try:
            _copy_new(path, target)
        except FileExistsError:
            n += 1
            continue
        break
    try:
        for suffix in companions:
            companion = path.with_name(path.name + suffix)
            if companion.exists() and companion.stat().st_size:
                _copy_new(companion, target.with_name(target.name + suffix))
    except OSError:
        for leftover in (target, *(target.with_name(target.name + s) for s in companions)):
            with contextlib.suppress(OSError):
                leftover.unlink()
        raise
    return target


def _copy_new(source: Path, target: Path) -> None:
    """Write `source`'s bytes into the new file `target` (FileExistsError if it exists);
    a copy cut short (a full disk) is removed."""
    with open(source, "rb") as src:
        fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        try:
            with os.fdopen(fd, "wb") as dst:
                shutil.copyfileobj(src, dst)
                dst.flush()
                os.fsync(dst.fileno())
        except BaseException:
            with contextlib.suppress(OSError):
                target.unlink()
            raise
