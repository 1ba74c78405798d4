"""Can Qt open a window here? One true line and exit status 2, never Qt's abort.

When Qt cannot load its platform plugin it prints a hint that is often wrong (it names
`libxcb-cursor0` whatever library is really missing) and aborts the process (status
134). Before the application object is built, `display_problem()` looks for the usual
causes on Linux: no display to connect to, or a library the xcb plugin links that the
system lacks (found by loading the plugin the way Qt will). `fatal_messages_exit()`
then guards the construction itself: a fatal Qt message becomes one line on stderr and
exit status 2, naming the cause Qt logged just before.

Its sentences are marked for translation (context "PlatformCheck"); they are said before
the application, and its translators, exist, so they read in English unless a translator
is at hand. Qt's own messages and the names of libraries and packages stay as they are.
"""

from __future__ import annotations

import contextlib
import os
import re
import sys
import tempfile
from collections.abc import Iterator, Mapping
from pathlib import Path

from app.core.words import Words

EXIT_STATUS = 2


def requested_platforms(env: Mapping[str, str]) -> list[str]:
    """The platform plugins Qt will try, in order (`QT_QPA_PLATFORM`, else its default)."""
    wanted = env.get("QT_QPA_PLATFORM", "").strip()
    if wanted:
        return [part.split(":", 1)[0].strip() for part in wanted.split(";") if part.strip()]
    if env.get("XDG_SESSION_TYPE") == "wayland" and env.get("WAYLAND_DISPLAY"):
        return ["wayland", "xcb"]
    return ["xcb"]


def debian_package(library: str) -> str:
    """`libxcb-icccm.so.4` -> `libxcb-icccm4`, `libxkbcommon-x11.so.0` -> `libxkbcommon-x11-0`
    (Debian's library package names: lower case, a hyphen when the name ends in a digit)."""
    name, _, version = library.partition(".so")
    version = version.lstrip(".").split(".", 1)[0]
    name = name.lower()
    return f"{name}-{version}" if name[-1:].isdigit() else f"{name}{version}"


def missing_library(plugin: Path) -> str | None:
    """The first shared library `plugin` needs that the system cannot find, if any."""
    import ctypes  # here: only Linux's xcb plugin is checked (ctypes is 2 ms of a start)

    try:
        ctypes.CDLL(str(plugin))
    except OSError as exc:
        found = re.match(r"\s*([^:\s]+\.so[.\d]*):", str(exc))
        if found and Path(found.group(1)).name != plugin.name:
            return Path(found.group(1)).name
        return None  # not a missing dependency (the plugin itself is unreadable, ...)
    return None


def platform_plugin(platform: str) -> Path | None:
    """Qt's plugin file for `platform` (`xcb`, `wayland`, ...) on Linux, if it ships one."""
    from PySide6.QtCore import QLibraryInfo

    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms"
    plugin = folder / f"libq{platform}.so"
    return plugin if plugin.is_file() else None


def xcb_plugin() -> Path | None:
    return platform_plugin("xcb")


def missing_library_sentence(library: str, platform: str = "xcb") -> str:
    """scripts/install-system-deps installs what the xcb plugin links, not the others'."""
    from app.i18n import say

    if platform == "xcb":
        sentence = Words(
            "PlatformCheck",
            "Qt cannot open a window: the system library {library} is missing (on Debian or "
            "Ubuntu install the package {package}, or run scripts/install-system-deps)",
        )
    else:
        sentence = Words(
            "PlatformCheck",
            "Qt cannot open a window: the system library {library} is missing (on Debian or "
            "Ubuntu install the package {package})",
        )
    return say(sentence.filled(library=library, package=debian_package(library)))


def display_problem(env: Mapping[str, str] | None = None, plugin: Path | None = None) -> str | None:
    """Why Qt will fail to open a window here, in one sentence, or None (Linux only)."""
    env = os.environ if env is None else env
    if not sys.platform.startswith("linux"):
        return None
    platforms = requested_platforms(env)
    if not platforms or platforms[0] != "xcb":
        return None  # offscreen, wayland, ...: Qt's own checks (guarded below) apply
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        from app.i18n import say

        return say(
            Words(
                "PlatformCheck",
                "there is no display to open the window on (DISPLAY is not set); --screenshot "
                "PATH renders the table without one",
            )
        )
    plugin = plugin or xcb_plugin()
    if plugin is None:
        return None
    library = missing_library(plugin)
    return missing_library_sentence(library) if library else None


class _StderrHeld:
    """File descriptor 2 sent to a temporary file while Qt opens its platform.

    Qt's plugins and the libraries they load write to stderr themselves, past any Qt
    message handler: libwayland-client prints "error: XDG_RUNTIME_DIR is invalid or not
    set in the environment." when it has no runtime folder (a root shell, a container).
    Held here, such text is given back when the start succeeds and dropped when it
    fails, so a person whose display cannot be reached reads one line only.
    """

    def __init__(self) -> None:
        self._saved: int | None = None
        self._file = None

    def __enter__(self) -> _StderrHeld:
        try:
            if sys.stderr is not None:
                sys.stderr.flush()
            saved = os.dup(2)
        except (OSError, ValueError):  # no stderr at all (a Windows GUI start): nothing to hold
            return self
        self._file = tempfile.TemporaryFile(buffering=0)
        self._saved = saved
        os.dup2(self._file.fileno(), 2)
        return self

    def text(self) -> str:
        """What was written to stderr so far (read without moving the shared offset)."""
        if self._file is None:
            return ""
        fd = self._file.fileno()
        size = os.fstat(fd).st_size
        if hasattr(os, "pread"):
            return os.pread(fd, size, 0).decode(errors="replace")
        where = os.lseek(fd, 0, os.SEEK_CUR)
        os.lseek(fd, 0, os.SEEK_SET)
        data = os.read(fd, size)
        os.lseek(fd, where, os.SEEK_SET)
        return data.decode(errors="replace")

    def write_through(self, text: str) -> None:
        """`text` to the real stderr, past the hold."""
        if self._saved is None:
            if sys.stderr is not None:
                sys.stderr.write(text)
                sys.stderr.flush()
        else:
            os.write(self._saved, text.encode(errors="replace"))

    def __exit__(self, *exc: object) -> None:
        if self._saved is None:
            return
        assert self._file is not None
        if sys.stderr is not None:
            sys.stderr.flush()
        os.dup2(self._saved, 2)
        os.close(self._saved)
        self._saved = None
        held = self.text()
        self._file.close()
        self._file = None
        if held:
            sys.stderr.write(held)
            sys.stderr.flush()


def fatal_line(message: str, held: list[str], printed: str = "") -> str:
    """The one line that says why Qt could not start: the cause Qt logged before its fatal
    `message` (`held`, and what its libraries `printed` to stderr), else `message`'s own."""
    from PySide6.QtCore import QCoreApplication

    cause = next((m for m in held if "connect to display" in m), None)
    if cause:  # Qt's own words, then ours
        return QCoreApplication.translate(
            "PlatformCheck", "{cause}: is the display running and reachable?"
        ).format(cause=cause.strip().rstrip("."))
    for platform in requested_platforms(os.environ):
        plugin = platform_plugin(platform) if sys.platform.startswith("linux") else None
        library = missing_library(plugin) if plugin else None
        if library:
            return missing_library_sentence(library, platform)
    if any("wl_display" in m for m in held):
        display = os.environ.get("WAYLAND_DISPLAY") or "wayland-0"
        why = [
            line.strip().removeprefix("error:").strip().rstrip(".")
            for line in printed.splitlines()
            if "XDG_RUNTIME_DIR" in line or "WAYLAND" in line
        ]
        if why:  # what the library printed, in its own words
            return QCoreApplication.translate(
                "PlatformCheck",
                "could not connect to the Wayland display {display} ({why}): is the display "
                "running and reachable?",
            ).format(display=display, why=why[0])
        return QCoreApplication.translate(
            "PlatformCheck",
            "could not connect to the Wayland display {display}: is the display running and "
            "reachable?",
        ).format(display=display)
    if message.strip():
        return message.strip().splitlines()[0]
    return QCoreApplication.translate("PlatformCheck", "Qt failed")


@contextlib.contextmanager
def fatal_messages_exit(prog: str = "tapete") -> Iterator[None]:
    """While Qt starts: a fatal Qt message prints one line and exits with status 2.

    Qt's startup warnings (`qt.qpa.*`) and whatever its plugins write to stderr directly
    are held back meanwhile and used to name the cause; they are printed as usual if the
    start succeeds.
    """
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    held: list[str] = []
    stderr = _StderrHeld()

    def handler(kind, context, message: str) -> None:
        if kind != QtMsgType.QtFatalMsg:
            held.append(message)
            return
        stderr.write_through(f"{prog}: error: {fatal_line(message, held, stderr.text())}\n")
        os._exit(EXIT_STATUS)

    previous = qInstallMessageHandler(handler)
    try:
        with stderr:
            yield
    finally:
        qInstallMessageHandler(previous)
        for message in held:
            sys.stderr.write(message + "\n")
