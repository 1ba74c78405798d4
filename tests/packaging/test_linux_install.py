"""The Linux package's install step (packaging/linux/install.sh) and the tarball that
carries it (packaging/linux/package.py), on a stand-in bundle whose `tapete` is a small
script: the real bundle is installed, validated and self-tested by package.py in .ci/run."""

from __future__ import annotations

import configparser
import importlib.util
import os
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

import app
from app.games.registry import GAMES
from tests.waits import HANG_S

ROOT = Path(app.__file__).parent.parent
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.tapete.Tapete"


def _load_package():
    spec = importlib.util.spec_from_file_location("linux_package", LINUX / "package.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


package = _load_package()


@pytest.fixture
def unpacked(tmp_path) -> Path:
    """The tarball made from a stand-in bundle, unpacked as a player would."""
    bundle = tmp_path / "dist" / "tapete"
    (bundle / "_internal").mkdir(parents=True)
    program = bundle / "tapete"
    program.write_text('#!/bin/sh\necho "stand-in tapete $*"\n')
    program.chmod(0o755)
    tarball = package.make_tarball(bundle, tmp_path / "out")
    assert tarball.name == f"tapete-{package.version()}-linux-x86_64.tar.gz"
    with tarfile.open(tarball) as tar:
        names = tar.getnames()
        assert tar.getmember("tapete/install.sh").mode & 0o111
        tar.extractall(tmp_path / "downloads", **package.SAFE_EXTRACT)
    assert f"tapete/share/applications/{APP_ID}.desktop" in names
    assert f"tapete/share/metainfo/{APP_ID}.metainfo.xml" in names
    for size in package.ICON_SIZES:
        assert f"tapete/share/icons/hicolor/{size}x{size}/apps/{APP_ID}.png" in names
    return tmp_path / "downloads" / "tapete"


def _run(script: Path, home: Path, *args: str, **env: str) -> subprocess.CompletedProcess:
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "TAPETE_"))}
    return subprocess.run(
        [str(script), *args], env={**clean, "HOME": str(home), **env},
        capture_output=True, text=True, timeout=HANG_S, check=False,
    )  # fmt: skip


def _files(folder: Path) -> set[str]:
    return {str(p.relative_to(folder)) for p in folder.rglob("*") if not p.is_dir()}


def test_install_puts_the_program_and_its_menu_entry_in_the_users_folders(
    unpacked, tmp_path
) -> None:
    home = tmp_path / "home of a player"
    share = home / ".local" / "share"
    (share / "applications").mkdir(parents=True)
    (share / "applications" / "other.desktop").write_text("[Desktop Entry]\n")  # not ours
    (share / "Tapete").mkdir()
    (share / "Tapete" / "scoreboard.sqlite3").write_bytes(b"kept")
    before = _files(home)

    done = _run(unpacked / "install.sh", home)
    assert done.returncode == 0, done.stderr
    program = home / ".local" / "opt" / "tapete" / "tapete"
    assert program.is_file() and (program.parent / "install.sh").is_file()
    link = home / ".local" / "bin" / "tapete"
    assert link.is_symlink() and link.resolve() == program.resolve()
    assert subprocess.run([str(link), "--self-test"], capture_output=True, text=True,
                          check=True).stdout.startswith("stand-in tapete --self-test")  # fmt: skip
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(share / "applications" / f"{APP_ID}.desktop", encoding="utf-8")
    execs = {s: entry[s]["Exec"] for s in entry.sections() if "Exec" in entry[s]}
    assert len(execs) == 1 + len(GAMES)  # the app and one action per game
    for command in execs.values():  # the full path, quoted: the home has spaces
        assert command.startswith(f'"{program}"'), command
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    for size in package.ICON_SIZES:
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png").is_file()
    assert "not on your PATH" in done.stdout

    # Installing again (an update) replaces the program whole.
    (program.parent / "_internal" / "left-from-an-old-version").write_text("old")
    assert _run(unpacked / "install.sh", home).returncode == 0
    assert not (program.parent / "_internal" / "left-from-an-old-version").exists()

    # Uninstalling from the installed copy takes away what it made, and only that.
    done = _run(program.parent / "install.sh", home, "--uninstall")
    assert done.returncode == 0, done.stderr
    assert "kept" in done.stdout
    assert not program.parent.exists() and not link.exists()
    assert {f for f in _files(home) - before if not f.endswith(".cache")} == set()
    assert (share / "applications" / "other.desktop").is_file()
    assert (share / "Tapete" / "scoreboard.sqlite3").read_bytes() == b"kept"


def test_install_honours_xdg_data_home_and_tapete_prefix(unpacked, tmp_path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    data, prefix = tmp_path / "data", tmp_path / "prefix"
    done = _run(unpacked / "install.sh", home, XDG_DATA_HOME=str(data), TAPETE_PREFIX=str(prefix))
    assert done.returncode == 0, done.stderr
    assert (prefix / "opt" / "tapete" / "tapete").is_file()
    assert (data / "applications" / f"{APP_ID}.desktop").is_file()
    assert not (home / ".local").exists()


@pytest.mark.parametrize("bad", ['/tmp/a"b', "/tmp/a$b", "/tmp/a`b", "/tmp/a\\b", "/tmp/a%b"])
def test_a_place_a_desktop_entry_cannot_name_is_refused(unpacked, tmp_path, bad) -> None:
    home = tmp_path / "home"
    home.mkdir()
    done = _run(unpacked / "install.sh", home, TAPETE_PREFIX=bad)
    assert done.returncode == 2
    assert done.stderr.startswith("tapete install: cannot install into") and done.stderr[-1] == "\n"
    assert done.stderr.count("\n") == 1
    assert not Path(bad).exists()


def test_install_from_elsewhere_and_unknown_options_are_refused(tmp_path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    done = _run(LINUX / "install.sh", home)  # the checkout's copy: no bundle beside it
    assert done.returncode == 2 and "unpacked Tapete folder" in done.stderr
    done = _run(LINUX / "install.sh", home, "--frobnicate")
    assert done.returncode == 2 and "--frobnicate" in done.stderr
    assert list(home.iterdir()) == []
