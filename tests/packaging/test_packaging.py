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
