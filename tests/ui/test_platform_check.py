"""`tapete` where Qt cannot open a window: one true line and exit status 2, never an abort."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from app.ui import platform_check
from app.ui.platform_check import debian_package, display_problem, requested_platforms
from tests.waits import HANG_S

linux = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="xcb is Linux's")


def run_tapete(env: dict[str, str], *argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "app.ui.main", *argv],
        capture_output=True,
        text=True,
        timeout=HANG_S,
        env=env,
    )


def clean_env(**extra: str) -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY", "XDG_SESSION_TYPE")
    }
    return {**env, **extra}


@pytest.mark.parametrize(
    ("library", "package"),
    [
        ("libxcb-icccm.so.4", "libxcb-icccm4"),
        ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
        ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
        ("libxcb-render-util.so.0", "libxcb-render-util0"),
        ("libX11-xcb.so.1", "libx11-xcb1"),
        ("libxcb-cursor.so.0.0.0", "libxcb-cursor0"),
    ],
)
def test_a_missing_library_is_named_with_its_debian_package(library, package) -> None:
    assert debian_package(library) == package


def test_the_platform_qt_will_try_first() -> None:
    assert requested_platforms({}) == ["xcb"]
    assert requested_platforms({"QT_QPA_PLATFORM": "offscreen"}) == ["offscreen"]
    assert requested_platforms({"QT_QPA_PLATFORM": "wayland;xcb:foo=1"}) == ["wayland", "xcb"]
    wayland = {"XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "wayland-0"}
    assert requested_platforms(wayland) == ["wayland", "xcb"]


def _xcb_plugin() -> Path:
    plugin = platform_check.xcb_plugin()
    assert plugin is not None, "PySide6 on Linux ships Qt's xcb plugin"
    return plugin


def _plugin_lacking(tmp_path: Path, soname: bytes) -> tuple[Path, str]:
    """A copy of Qt's xcb plugin whose dependency `soname` is renamed to a library no
    system has (same length, so the ELF stays valid); `lib` beside it points at Qt's own
    libraries, as in PySide6's layout, so only the renamed one is missing."""
    plugin = _xcb_plugin()
    data = plugin.read_bytes()
    assert soname in data, "the xcb plugin no longer links the library this test renames"
    fake = b"libzz" + b"z" * (len(soname) - len(b"libzz.so.4")) + b".so.4"
    assert len(fake) == len(soname)
    folder = tmp_path / "plugins" / "platforms"
    folder.mkdir(parents=True)
    copy = folder / "libqxcb.so"
    copy.write_bytes(data.replace(soname, fake))
    (tmp_path / "lib").symlink_to(plugin.parent.parent.parent / "lib")
    return copy, fake.decode()


@linux
def test_the_missing_library_is_found_by_loading_the_plugin(tmp_path) -> None:
    copy, fake = _plugin_lacking(tmp_path, b"libxcb-icccm.so.4")
    env = {"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":99"}
    problem = display_problem(env, plugin=copy)
    assert problem is not None
    assert f"{fake} is missing" in problem and debian_package(fake) in problem
    assert "cursor" not in problem, "Qt's own hint names the wrong package; ours does not"


@linux
def test_a_sound_plugin_and_other_platforms_raise_nothing() -> None:
    plugin = _xcb_plugin()
    if platform_check.missing_library(plugin):
        pytest.fail(
            f"Qt's xcb plugin lacks {platform_check.missing_library(plugin)}: "
            "scripts/install-system-deps did not install what it links"
        )
    assert display_problem({"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":99"}, plugin) is None
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}) is None


@linux
def test_no_display_is_one_line_and_status_2() -> None:
    done = run_tapete(clean_env(), "--seed", "3")
    assert done.returncode == 2, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("tapete: error:"), done.stderr
    assert "DISPLAY" in lines[0] and "--screenshot" in lines[0]


def runtime_dirs(tmp_path: Path, case: str) -> dict[str, str]:
    """`XDG_RUNTIME_DIR` unset (a root shell, a container) or a fresh private one."""
    if case == "unset":
        return {}
    folder = tmp_path / "runtime"
    folder.mkdir(mode=0o700)
    return {"XDG_RUNTIME_DIR": str(folder)}


@linux
@pytest.mark.parametrize("runtime", ["unset", "private"])
@pytest.mark.parametrize("platforms", ["xcb", "wayland;xcb", "wayland"])
def test_a_display_that_cannot_be_reached_is_one_line_not_an_abort(
    platforms, runtime, tmp_path
) -> None:
    """With `wayland;xcb` the check before Qt starts does not apply (wayland comes
    first): the guard around Qt's own start turns its fatal error into the line. Without
    XDG_RUNTIME_DIR, libwayland-client prints its own complaint to stderr (when Qt's
    wayland plugin can load): it is held back too."""
    env = {
        k: v
        for k, v in clean_env(QT_QPA_PLATFORM=platforms, DISPLAY=":97").items()
        if k != "XDG_RUNTIME_DIR"
    }
    done = run_tapete({**env, **runtime_dirs(tmp_path, runtime)}, "--seed", "3")
    assert done.returncode == 2, (done.returncode, done.stderr)
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("tapete: error:"), done.stderr
    if "xcb" in platforms:
        assert ":97" in lines[0] or "libxcb" in lines[0], lines[0]
    else:
        assert "Wayland display wayland-0" in lines[0] or "libwayland" in lines[0], lines[0]
    assert "xcb-cursor0" not in lines[0] and "Reinstalling" not in done.stderr


GUARDED = """
import os, sys
from PySide6.QtCore import qFatal
from app.ui.platform_check import fatal_messages_exit
with fatal_messages_exit():
    os.write(2, b"error: XDG_RUNTIME_DIR is invalid or not set in the environment.\\n")
    print("a line of Python's own", file=sys.stderr)
    if sys.argv[1] == "fail":
        qFatal("Qt cannot start here")
print("started", file=sys.stderr)
"""


def run_guarded(outcome: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", GUARDED, outcome], capture_output=True, text=True, env=clean_env()
    )


def test_what_a_plugin_prints_itself_is_dropped_when_qt_cannot_start() -> None:
    """Text written to stderr past Qt's message handler (by a plugin or a library it
    loads) does not reach the person whose window cannot open: one line, status 2."""
    done = run_guarded("fail")
    assert done.returncode == 2, (done.returncode, done.stderr)
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("tapete: error: "), done.stderr
    assert "XDG_RUNTIME_DIR" not in done.stderr and "Python's own" not in done.stderr


def test_what_a_plugin_prints_itself_is_given_back_when_qt_starts() -> None:
    done = run_guarded("start")
    assert done.returncode == 0, done.stderr
    assert done.stderr.splitlines() == [
        "error: XDG_RUNTIME_DIR is invalid or not set in the environment.",
        "a line of Python's own",
        "started",
    ], done.stderr


def test_a_wayland_display_that_cannot_be_reached_names_why(monkeypatch) -> None:
    monkeypatch.setenv("QT_QPA_PLATFORM", "wayland")
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setattr(platform_check, "platform_plugin", lambda platform: None)
    held = ["Failed to create wl_display (No such file or directory)"]
    printed = "error: XDG_RUNTIME_DIR is invalid or not set in the environment.\n"
    assert platform_check.fatal_line("This application failed to start", held, printed) == (
        "could not connect to the Wayland display wayland-0 (XDG_RUNTIME_DIR is invalid or "
        "not set in the environment): is the display running and reachable?"
    )
    monkeypatch.setenv("WAYLAND_DISPLAY", "wayland-7")
    assert platform_check.fatal_line("Qt failed", held) == (
        "could not connect to the Wayland display wayland-7: is the display running and reachable?"
    )


@linux
def test_a_library_the_wayland_plugin_lacks_is_named_without_the_xcb_script(
    tmp_path, monkeypatch
) -> None:
    copy, fake = _plugin_lacking(tmp_path, b"libxcb-icccm.so.4")
    monkeypatch.setenv("QT_QPA_PLATFORM", "wayland")
    monkeypatch.setattr(
        platform_check, "platform_plugin", lambda platform: copy if platform == "wayland" else None
    )
    line = platform_check.fatal_line("This application failed to start", [])
    assert line == (
        f"Qt cannot open a window: the system library {fake} is missing "
        f"(on Debian or Ubuntu install the package {debian_package(fake)})"
    )


@linux
@pytest.mark.skipif(shutil.which("ldd") is None, reason="needs ldd")
def test_ldd_finds_every_library_the_xcb_plugin_links() -> None:
    """What CI proves after scripts/install-system-deps: nothing "not found"."""
    plugin = _xcb_plugin()
    out = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True).stdout
    assert "not found" not in out, out
