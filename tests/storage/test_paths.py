"""Data folder and moving damaged files aside (app/storage/paths.py)."""

import re

from app.storage import paths
from app.storage.paths import aside, data_dir


def test_data_dir_follows_the_environment_and_is_created(tmp_path, monkeypatch):
    target = tmp_path / "elsewhere" / "deep"
    monkeypatch.setenv("TAPETE_DATA_DIR", str(target))
    assert data_dir() == target
    assert target.is_dir()


def test_data_dir_defaults_to_platformdirs(tmp_path, monkeypatch):
    monkeypatch.delenv("TAPETE_DATA_DIR", raising=False)
    asked = []

    def fake_user_data_dir(name, appauthor=None):
        asked.append(name)
        return str(tmp_path / "platform" / name)

    monkeypatch.setattr(paths.platformdirs, "user_data_dir", fake_user_data_dir)
    assert data_dir() == tmp_path / "platform" / "Tapete"
    assert asked == ["Tapete"]
    assert (tmp_path / "platform" / "Tapete").is_dir()


def test_aside_renames_beside_and_never_overwrites(tmp_path, monkeypatch):
    monkeypatch.setattr(paths.time, "strftime", lambda fmt: "20240102-030405")
    names = []
    for n in range(3):
        original = tmp_path / "scores.db"
        original.write_bytes(f"copy {n}".encode())
        moved = aside(original)
        names.append(moved.name)
        assert not original.exists()
        assert moved.parent == tmp_path
        assert moved.read_bytes() == f"copy {n}".encode()
    assert names == [
        "scores.db.damaged-20240102-030405",
        "scores.db.damaged-20240102-030405-1",
        "scores.db.damaged-20240102-030405-2",
    ]
    # Every earlier copy is still there, untouched.
    assert (tmp_path / names[0]).read_bytes() == b"copy 0"


def test_aside_uses_the_current_time(tmp_path):
    original = tmp_path / "x.json"
    original.write_text("{")
    moved = aside(original)
    assert re.fullmatch(r"x\.json\.damaged-\d{8}-\d{6}", moved.name)


def test_aside_without_hard_links_still_never_overwrites(tmp_path, monkeypatch):
    def no_links(src, dst):
        raise PermissionError("no hard links on this file system")

    monkeypatch.setattr(paths.os, "link", no_links)
    monkeypatch.setattr(paths.time, "strftime", lambda fmt: "20240102-030405")
    first = tmp_path / "a"
    first.write_text("one")
    assert aside(first).name == "a.damaged-20240102-030405"
    first.write_text("two")
    moved = aside(first)
    assert moved.name == "a.damaged-20240102-030405-1"
    assert moved.read_text() == "two"
    assert (tmp_path / "a.damaged-20240102-030405").read_text() == "one"
