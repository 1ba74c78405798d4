"""Real failing disks for the storage fault tests (issue 12, points 4 and 11).

`Disk` is a folder on a small file system of its own: a real `tmpfs` mounted for the test
where the platform allows it (Linux, as root), so that "the disk is full" and "the disk is
read-only" come from the kernel through Tapete's real write paths. Where mounting is not
permitted it falls back to the closest simulation through the same paths:

* full: the saved game's `os.fsync` (the lowest call of its real write path that Python
  can reach) raises ENOSPC, and every scoreboard connection gets `PRAGMA max_page_count`
  at its current size, so SQLite itself reports the database full;
* read-only: the folder is made 0o500 and its files 0o400 (which does not stop root:
  tests that need it skip as root without a mount).

`TAPETE_TEST_NO_MOUNT=1` forces the fallback, to test it where mounting works.

`lock_holder(path)` starts another process that holds a scoreboard's write lock.
"""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from app.storage import scoreboard as scoreboard_module
from tests.waits import HANG_S

FULL_PAGES = 1 << 30  # SQLite's own maximum: no limit


def _run(*argv: str) -> bool:
    try:
        done = subprocess.run(argv, capture_output=True, timeout=HANG_S)
    except (OSError, subprocess.SubprocessError):
        return False
    return done.returncode == 0


def can_mount() -> bool:
    return (
        os.name == "posix"
        and hasattr(os, "geteuid")
        and os.geteuid() == 0
        and shutil.which("mount") is not None
        and not os.environ.get("TAPETE_TEST_NO_MOUNT")
    )


class Disk:
    """A folder on a small disk that a test can fill up, make read-only, and clear."""

    def __init__(self, root: Path, monkeypatch: pytest.MonkeyPatch, size_kb: int = 4096):
        self.root = root
        self.monkeypatch = monkeypatch
        self.real = False
        self.mounts: list[Path] = []
        self._filler = root / "filler.bin"
        self._full = False
        self._boards: list = []
        root.mkdir(parents=True, exist_ok=True)
        if can_mount() and _run(
            "mount", "-t", "tmpfs", "-o", f"size={size_kb}k", "tmpfs", str(root)
        ):
            self.real = True
            self.mounts.append(root)

    # ------------------------------------------------------------------ full
    def fill(self, *boards) -> None:
        """No free space left: every new block written to the disk fails."""
        self._full = True
        if self.real:
            with open(self._filler, "ab", buffering=0) as handle:
                for chunk in (1 << 16, 4096, 512, 1):
                    with contextlib.suppress(OSError):
                        while True:
                            handle.write(b"\0" * chunk)
            return
        self._boards = list(boards)
        real_fsync = os.fsync

        def full_fsync(fd: int) -> None:
            if self._full:
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            real_fsync(fd)

        self.monkeypatch.setattr(os, "fsync", full_fsync)
        connect = scoreboard_module.Scoreboard._connect

        def full_connect(board, path):
            conn = connect(board, path)
            if self._full:
                _limit(conn)
            return conn

        self.monkeypatch.setattr(scoreboard_module.Scoreboard, "_connect", full_connect)
        for board in self._boards:
            _limit(board._conn)

    def clear(self) -> None:
        """Space again (the person deleted something)."""
        self._full = False
        if self.real:
            self._filler.unlink(missing_ok=True)
            return
        for board in self._boards:
            with contextlib.suppress(Exception):
                board._conn.execute(f"PRAGMA max_page_count = {FULL_PAGES}")

    # ------------------------------------------------------------------ read-only
    def read_only(self) -> None:
        if self.real:
            assert _run("mount", "-o", "remount,ro", str(self.root)), "remount ro failed"
            return
        if os.geteuid() == 0:
            pytest.skip("as root without mount, nothing makes a folder read-only")
        for path in self.root.rglob("*"):
            if path.is_file():
                path.chmod(0o400)
        self.root.chmod(0o500)

    def writable(self) -> None:
        if self.real:
            assert _run("mount", "-o", "remount,rw", str(self.root)), "remount rw failed"
            return
        self.root.chmod(0o700)
        for path in self.root.rglob("*"):
            if path.is_file():
                path.chmod(0o600)

    def read_only_file(self, path: Path) -> None:
        """Only this file is read-only; its folder stays writable (a bind mount of the
        file onto itself, read-only; chmod 0o400 without mount)."""
        if self.real:
            assert _run("mount", "--bind", str(path), str(path)), "bind mount failed"
            self.mounts.append(path)
            assert _run("mount", "-o", "remount,bind,ro", str(path)), "remount ro failed"
            return
        if os.geteuid() == 0:
            pytest.skip("as root without mount, nothing makes a file read-only")
        path.chmod(0o400)

    def writable_file(self, path: Path) -> None:
        if self.real:
            self._umount(path)
            return
        path.chmod(0o600)

    # ------------------------------------------------------------------ teardown
    def _umount(self, path: Path) -> None:
        if path in self.mounts:
            if not _run("umount", str(path)):
                _run("umount", "-l", str(path))
            self.mounts.remove(path)

    def close(self) -> None:
        self._full = False
        if not self.real:
            with contextlib.suppress(OSError):
                self.writable()
        for path in reversed(list(self.mounts)):
            if path != self.root:
                self._umount(path)
        if self.root in self.mounts:
            with contextlib.suppress(AssertionError):
                self.writable()
            self._umount(self.root)


def _limit(conn) -> None:
    """The database may not grow: the next page it needs makes it "full"."""
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.execute(f"PRAGMA max_page_count = {max(1, pages)}")


@pytest.fixture(name="disk")
def disk_fixture(tmp_path, monkeypatch):
    """A small disk of its own (real where the platform allows, see `Disk`)."""
    d = Disk(tmp_path / f"disk-{uuid.uuid4().hex[:8]}", monkeypatch)
    try:
        yield d
    finally:
        d.close()


HOLD_LOCK = """
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
sys.stdin.readline()
conn.execute("COMMIT")
"""


class LockHolder:
    """Another process holding the scoreboard's write lock until `release()`."""

    def __init__(self, path: Path) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-c", HOLD_LOCK, str(path)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.proc.stdout.readline().strip() == "locked"

    def release(self) -> None:
        if self.proc.poll() is None:
            self.proc.stdin.write("\n")
            self.proc.stdin.flush()
            assert self.proc.wait(timeout=HANG_S) == 0


@pytest.fixture(name="lock_holder")
def lock_holder_fixture():
    holders: list[LockHolder] = []

    def hold(path: Path) -> LockHolder:
        holders.append(LockHolder(path))
        return holders[-1]

    yield hold
    for holder in holders:
        if holder.proc.poll() is None:
            holder.proc.kill()
            holder.proc.wait()
