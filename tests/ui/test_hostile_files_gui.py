"""What the window shows of a hostile file: a replay or a saved game holding a number
Python will not read (more than 4,300 digits), a value of 10,000 characters, controls and
direction overrides. The message box names the file and the field in the program's own
words, shortened, and nothing reaches "Something went wrong" (pytest-qt fails a test on
any exception raised inside Qt's event handling)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QMessageBox

from app.ui.deal_replay import DealReplayDialog
from app.ui.main_window import MainWindow, plain
from app.ui.new_game import NewGameSettings
from tests.session.test_hostile_records import (
    PYTHON_WORDING,
    replay_record,
    saved_game,
    text_with,
    variants,
)


@pytest.fixture
def store(tmp_path, monkeypatch):
    monkeypatch.setenv("TAPETE_DATA_DIR", str(tmp_path))
    return tmp_path


@pytest.fixture
def boxes(monkeypatch) -> list[str]:
    """The text of every message box the window shows (each answered at once)."""
    told: list[str] = []

    def information(parent, title, text, *rest, **kw):
        told.append(text)
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "information", information)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(DealReplayDialog, "exec", lambda self: 0)
    return told


def make_window(qtbot, **kw) -> MainWindow:
    win = MainWindow(NewGameSettings(game="scala-40", pace_ms=0), **kw)
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    return win


def with_raw(data: dict, key: str, raw: str) -> str:
    """`data` as JSON, its field `key` holding the raw JSON `raw`."""
    return json.dumps({**data, key: "@@RAW@@"}).replace('"@@RAW@@"', raw)


def test_a_replay_with_a_number_of_5000_digits_is_named_in_a_box(qtbot, tmp_path, boxes):
    """`tapete --replay FILE` and Game ▸ Open a replay… (`open_replay_file`, which the
    command line's --replay calls once the window is up)."""
    path = tmp_path / "long-seed.json"
    path.write_text(with_raw(replay_record("scala-40"), "seed", "9" * 5_000), encoding="utf-8")
    win = make_window(qtbot, storage=False)
    assert not win.parts["review"].open_replay_file(str(path))
    (text,) = boxes
    assert "long-seed.json" in text and "'seed'" in text and "more)…" in text, text
    assert not PYTHON_WORDING.search(text) and len(text) < 600, text
    win.close()


def test_an_option_of_10000_characters_is_shortened_in_the_box(qtbot, tmp_path, boxes):
    record = replay_record("scala-40")
    hostile = "\u202e\x1b[2J" + "n" * 10_000
    path = tmp_path / "long-option.json"
    path.write_text(
        json.dumps({**record, "options": {**record["options"], "jokers": hostile}}),
        encoding="utf-8",
    )
    win = make_window(qtbot, storage=False)
    assert not win.parts["review"].open_replay_file(str(path))
    (text,) = boxes
    assert "long-option.json" in text and "jokers" in text, text
    assert "…(" in text and "n" * 100 not in text and len(text) < 600, text
    assert "\u202e" not in text and "\x1b" not in text and "\\u202e" in text, text
    assert not PYTHON_WORDING.search(text), text
    win.close()


@pytest.mark.parametrize(
    ("key", "raw", "said"),
    [
        ("seed", "9" * 5_000, "'seed'"),
        ("match_id", "1" * 5_000, "'match_id'"),
        ("seats", "[" * 100_000 + "]" * 100_000, "'seats'"),
        ("practice", json.dumps("\ud800" * 10_000), "'practice'"),
        ("seats", "[5, 6]", "seat 0"),
        ("seats", "7", "'seats'"),
        ("game", '{"a": [1]}', "'game'"),
    ],
    ids=[
        "seed-5000-digits",
        "match-id-5000-digits",
        "seats-nested",
        "practice-surrogates",
        "seats-numbers",
        "seats-a-number",
        "game-an-object",
    ],
)
def test_a_saved_game_with_a_hostile_field_is_named_at_start(qtbot, store, boxes, key, raw, said):
    """At start the saved game is read, checked and, refused, moved aside: the box names
    the file it was moved to and the field, and a new game starts."""
    (store / "saved-game.json").write_text(
        with_raw(saved_game("scala-40"), key, raw), encoding="utf-8"
    )
    win = make_window(qtbot)
    win.begin()
    (text,) = [t for t in boxes if "saved game" in t]
    assert "saved-game.json.damaged" in text and said in text, text
    assert not PYTHON_WORDING.search(text) and len(text) < 600, text
    assert win.controller.state is not None  # a new game is on the table
    win.close()


def test_a_message_box_shortens_a_long_name_as_the_command_line_does() -> None:
    name = "Ana" * 3_400
    text = plain(f"The seat of {name} and of '{name}' cannot be kept.")
    assert text.count("…(") == 2 and len(text) < 400, text
    assert plain("short 'name' stays") == "short 'name' stays"


def test_every_top_level_field_of_a_saved_game_at_start(qtbot, store, boxes) -> None:
    """The window's own reading of a saved game at start (the question naming its game
    and deal, the game it loads) before the session checks it: each top-level field given
    each wrong kind, 5,000 digits or hostile characters is told in a box, or the game goes
    on; never an exception, never Python's words."""
    record = saved_game("scala-40")
    win = make_window(qtbot)
    for field in record:
        for name, value in variants(record[field], 3):
            boxes.clear()
            text = text_with(record, (field,), name, value)
            (store / "saved-game.json").write_text(text, encoding="utf-8")
            win.begin()
            for box in boxes:
                assert not PYTHON_WORDING.search(box) and len(box) < 1_000, (field, name, box)
            assert win.controller.state is not None
    win.close()
