"""Where Tapete keeps its data, and how a damaged file is kept aside (DESIGN.md §5).

The data folder is `platformdirs.user_data_dir("Tapete")`, or the folder named by the
environment variable `TAPETE_DATA_DIR` (tests and portable installs point it elsewhere).
It is created on demand.

A damaged or future-version file is never deleted or overwritten: `aside()` renames it to
`<name>.damaged-YYYYmmdd-HHMMSS` beside it (adding `-1`, `-2`, ... if that name is taken),
so the person can still send it in or recover it by hand.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import platformdirs

APP_NAME = "Tapete"
DATA_DIR_ENV = "TAPETE_DATA_DIR"


def data_dir() -> Path:
    """The folder for the scoreboard and the saved game, created if missing."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        path = Path(override).expanduser()
    else:
        path = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


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
