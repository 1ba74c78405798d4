"""Packaging files stay in step with the app: icons exist, the desktop entry offers the
games the app offers, the spec reads the version from pyproject.toml."""

from __future__ import annotations

import configparser
from pathlib import Path

from PySide6.QtGui import QImage

import app
from app.games.registry import GAME_IDS as GAMES
from tests.waits import HANG_S

ROOT = Path(app.__file__).parent.parent


def test_icons_exist_at_every_size() -> None:
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        image = QImage(str(app.resource_path(f"icons/tapete-{size}.png")))
        assert (image.width(), image.height()) == (size, size)
    ico = app.resource_path("icons/tapete.ico").read_bytes()
    assert ico[:4] == b"\x00\x00\x01\x00" and int.from_bytes(ico[4:6], "little") >= 5
    icns = app.resource_path("icons/tapete.icns").read_bytes()
    assert icns[:4] == b"icns" and int.from_bytes(icns[4:8], "big") == len(icns)


def test_desktop_entry_has_one_action_per_game() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # keys are case-sensitive
    entry.read(ROOT / "packaging/linux/io.github.tapete.Tapete.desktop", encoding="utf-8")
    actions = [a for a in entry["Desktop Entry"]["Actions"].split(";") if a]
    assert actions == list(GAMES)
    for game in GAMES:
        assert entry[f"Desktop Action {game}"]["Exec"] == f"tapete --game {game}"


def test_spec_takes_name_and_version_from_pyproject() -> None:
    spec = (ROOT / "packaging/tapete.spec").read_text(encoding="utf-8")
    assert 'project["version"]' in spec and "upx=False" in spec and "copy_metadata" in spec


def test_cards_render_with_the_bundled_font_on_a_machine_without_fonts(tmp_path) -> None:
    """Fontconfig sees no font at all: the self-test must still find real suit glyphs."""
    import os
    import subprocess
    import sys

    conf = tmp_path / "fonts.conf"
    conf.write_text(
        '<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">'
        f"<fontconfig><cachedir>{tmp_path}/cache</cachedir></fontconfig>"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "FONTCONFIG_FILE": str(conf)}
    done = subprocess.run(
        [sys.executable, "-m", "app.ui.main", "--self-test"],
        capture_output=True,
        text=True,
        timeout=HANG_S,
        env=env,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr


def test_the_self_test_fails_in_one_line_when_qt_cannot_start(tmp_path) -> None:
    """A bundle that lost its platform plugin: Qt's fatal message becomes one line and a
    failing exit status (it aborted before, with no word from the self-test)."""
    import os
    import subprocess
    import sys

    env = {**os.environ, "QT_QPA_PLATFORM": "no-such-platform"}
    done = subprocess.run(
        [sys.executable, "-m", "app.ui.main", "--self-test"],
        capture_output=True, text=True, timeout=HANG_S, env=env, cwd=tmp_path,
    )  # fmt: skip
    assert done.returncode == 2, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("tapete: error: "), done.stderr
    assert "platform plugin" in lines[0]


def test_the_metainfo_names_a_release_of_this_version() -> None:
    """Software centres show the newest <release>: the one being packaged must be there."""
    import tomllib
    import xml.etree.ElementTree as ET

    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "version"
    ]
    root = ET.parse(ROOT / "packaging/linux/io.github.tapete.Tapete.metainfo.xml").getroot()
    assert version in [r.get("version") for r in root.iter("release")]
