"""Can Qt open a window here? One true line and exit status 2, never Qt's abort.

When Qt cannot load its platform plugin it prints a hint that is often wrong (it names
`libxcb-cursor0` whatever library is really missing) and aborts the process (status
134). Before the application object is built, `display_problem()` looks for the usual
causes on Linux: no display to connect to, or a library the xcb plugin links that the
system lacks (found by loading the plugin the way Qt will). `fatal_messages_exit()`
then guards the construction itself: a fatal Qt message becomes one line on stderr and
exit status 2, naming the cause Qt logged just before.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import re
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path

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
    try:
        ctypes.CDLL(str(plugin))
    except OSError as exc:
        found = re.match(r"\s*([^:\s]+\.so[.\d]*):", str(exc))
        if found and Path(found.group(1)).name != plugin.name:
            return Path(found.group(1)).name
        return None  # not a missing dependency (the plugin itself is unreadable, ...)
    return None


def xcb_plugin() -> Path | None:
    from PySide6.QtCore import QLibraryInfo

    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms"
    plugin = folder / "libqxcb.so"
    return plugin if plugin.is_file() else None


def missing_library_sentence(library: str) -> str:
    return (
        f"Qt cannot open a window: the system library {library} is missing "
        f"(on Debian or Ubuntu install the package {debian_package(library)}, "
        "or run scripts/install-system-deps)"
    )


def display_problem(env: Mapping[str, str] | None = None, plugin: Path | None = None) -> str | None:
    """Why Qt will fail to open a window here, in one sentence, or None (Linux only)."""
    env = os.environ if env is None else env
    if not sys.platform.startswith("linux"):
        return None
    platforms = requested_platforms(env)
    if not platforms or platforms[0] != "xcb":
        return None  # offscreen, wayland, ...: Qt's own checks (guarded below) apply
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        return (
            "there is no display to open the window on (DISPLAY is not set); "
            "--screenshot PATH renders the table without one"
        )
    plugin = plugin or xcb_plugin()
    if plugin is None:
        return None
    library = missing_library(plugin)
    return missing_library_sentence(library) if library else None


@contextlib.contextmanager
def fatal_messages_exit(prog: str = "tapete") -> Iterator[None]:
    """While Qt starts: a fatal Qt message prints one line and exits with status 2.

    Qt's startup warnings (`qt.qpa.*`) are held back meanwhile and used to name the cause;
    they are printed as usual if the start succeeds.
    """
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    held: list[str] = []

    def handler(kind, context, message: str) -> None:
        if kind != QtMsgType.QtFatalMsg:
            held.append(message)
            return
        cause = next((m for m in held if "connect to display" in m), None)
        if cause:
            line = f"{cause.strip().rstrip('.')}: is the display running and reachable?"
        else:
            plugin = xcb_plugin() if "xcb" in requested_platforms(os.environ) else None
            library = missing_library(plugin) if plugin else None
            first = message.strip().splitlines()[0] if message.strip() else "Qt failed"
            line = missing_library_sentence(library) if library else first
        sys.stderr.write(f"{prog}: error: {line}\n")
        sys.stderr.flush()
        os._exit(EXIT_STATUS)

    previous = qInstallMessageHandler(handler)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)
        for message in held:
            sys.stderr.write(message + "\n")
