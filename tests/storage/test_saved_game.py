"""The saved game in progress (app/storage/saved_game.py): atomic writes, damaged files
kept aside, and a Quita y Pon deal restored exactly from its record."""

from __future__ import annotations

import json
import os
import re
import tempfile
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.engine import action_from_json
from app.games.quita_y_pon.bots import QuitaYPonBot
from app.games.quita_y_pon.engine import QuitaYPon
from app.games.quita_y_pon.rules import QuitaYPonOptions
from app.storage import saved_game as saved_game_module
from app.storage.saved_game import SAVE_FORMAT, SavedGame

RECORD = {
    "format": 1,
    "game": "quita-y-pon",
    "options": {"num_players": 2, "hand_size": 11},
    "seed": 77,
    "deal_index": 1,
    "dealer": 0,
    "seats": [
        {"seat": 0, "name": "Tú", "level": None},
        {"seat": 1, "name": "Bot", "level": "easy"},
    ],
    "totals": [12, 30],
    "actions": [{"kind": "qp.draw"}],
}


def moved_files(folder: Path) -> list[Path]:
    return [
        p
        for p in folder.iterdir()
        if re.fullmatch(r"saved-game\.json\.damaged-\d{8}-\d{6}(-\d+)?", p.name)
    ]


def test_round_trip_in_the_data_folder(data_folder):
    saved = SavedGame()
    assert saved.path == data_folder / "saved-game.json"
    assert saved.read() is None
    saved.write(RECORD)
    assert SavedGame().read() == RECORD
    assert saved.notice is None
    # Only the file itself is left: no temporary files.
    assert [p.name for p in data_folder.iterdir()] == ["saved-game.json"]


def test_format_defaults_to_the_current_one(tmp_path):
    saved = SavedGame(tmp_path / "s.json")
    saved.write({"game": "g", "actions": []})
    assert saved.read() == {"format": SAVE_FORMAT, "game": "g", "actions": []}


def test_write_replaces_and_clear_removes(tmp_path):
    saved = SavedGame(tmp_path / "s.json")
    saved.write(RECORD)
    saved.write({**RECORD, "actions": []})
    assert saved.read()["actions"] == []
    saved.clear()
    assert saved.read() is None
    saved.clear()  # nothing to clear is fine
    assert list(tmp_path.iterdir()) == []


def test_write_refuses_what_is_not_a_json_object(tmp_path):
    saved = SavedGame(tmp_path / "s.json")
    with pytest.raises(TypeError):
        saved.write([1, 2])  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        saved.write({"x": float("nan")})
    assert list(tmp_path.iterdir()) == []


DAMAGE = [
    ("truncated", json.dumps(RECORD).encode()[:40], "not valid JSON"),
    ("garbage", bytes(range(256)), "not valid JSON"),
    ("empty", b"", "not valid JSON"),
    ("a list", b"[1, 2, 3]", "not a JSON object"),
    (
        "no format",
        b'{"game": "quita-y-pon"}',
        "its field 'format' must be a whole number of 1 or more, not null",
    ),
    ("newer", json.dumps({**RECORD, "format": SAVE_FORMAT + 1}).encode(), "newer version"),
]


@pytest.mark.parametrize(("label", "content", "words"), DAMAGE, ids=[d[0] for d in DAMAGE])
def test_a_damaged_save_is_moved_aside(tmp_path, label, content, words):
    path = tmp_path / "saved-game.json"
    path.write_bytes(content)
    saved = SavedGame(path)
    assert saved.read() is None
    assert not path.exists()
    [moved] = moved_files(tmp_path)
    assert moved.read_bytes() == content  # kept, byte for byte
    assert words in saved.notice
    assert str(moved) in saved.notice
    assert saved.notice.count(". ") == 0 and saved.notice.endswith(".")  # one sentence
    # Saving again works, and the next read is quiet.
    saved.write(RECORD)
    fresh = SavedGame(path)
    assert fresh.read() == RECORD
    assert fresh.notice is None


def test_the_caller_can_set_aside_a_record_it_cannot_use(tmp_path):
    path = tmp_path / "saved-game.json"
    SavedGame(path).write(RECORD)
    before = path.read_bytes()
    saved = SavedGame(path)
    assert saved.read() == RECORD
    moved = saved.set_aside("could not be replayed (illegal action 3)")
    assert moved is not None and moved.read_bytes() == before
    assert "could not be replayed" in saved.notice and str(moved) in saved.notice
    assert saved.read() is None


# ---------------------------------------------------------------- crash while writing


def test_a_failed_replace_keeps_the_previous_save(tmp_path, monkeypatch):
    saved = SavedGame(tmp_path / "saved-game.json")
    saved.write(RECORD)

    def killed(*args):
        raise OSError("the process died here")

    monkeypatch.setattr(saved_game_module.os, "replace", killed)
    with pytest.raises(OSError):
        saved.write({**RECORD, "actions": [{"kind": "qp.draw"}] * 2})
    monkeypatch.undo()
    assert SavedGame(saved.path).read() == RECORD
    assert [p.name for p in tmp_path.iterdir()] == ["saved-game.json"]  # temp file removed


def test_a_failed_fsync_keeps_the_previous_save(tmp_path, monkeypatch):
    saved = SavedGame(tmp_path / "saved-game.json")
    saved.write(RECORD)
    monkeypatch.setattr(saved_game_module.os, "fsync", lambda fd: (_ for _ in ()).throw(OSError))
    with pytest.raises(OSError):
        saved.write({"game": "other"})
    monkeypatch.undo()
    assert SavedGame(saved.path).read() == RECORD


def test_a_process_killed_mid_write_leaves_a_readable_save(tmp_path):
    """A kill leaves a half-written temporary file and the previous save untouched."""
    path = tmp_path / "saved-game.json"
    SavedGame(path).write(RECORD)
    half = json.dumps({**RECORD, "actions": []}).encode()[:25]
    fd, temp = tempfile.mkstemp(prefix=".saved-game.json.", suffix=".tmp", dir=tmp_path)
    os.write(fd, half)
    os.close(fd)

    saved = SavedGame(path)
    assert saved.read() == RECORD
    assert saved.notice is None
    assert Path(temp).exists()  # young leftovers may belong to a writer still at work
    old = time.time() - 2 * 3600
    os.utime(temp, (old, old))
    assert saved.read() == RECORD
    assert not Path(temp).exists()  # an old leftover of ours is swept


# ---------------------------------------------------------------- Quita y Pon replay


def snapshot(state: QuitaYPon):
    return (
        [list(h) for h in state.hands],
        list(state.table),
        list(state.stock),
        state.to_play,
        list(state.initial_meld_done),
        state.turn,
        state.result,
    )


@settings(max_examples=40)
@given(
    players=st.integers(2, 4),
    seed=st.one_of(st.integers(0, 10**9), st.text("abcxyz0123", min_size=1, max_size=8)),
    deal_index=st.integers(0, 5),
    dealer_pick=st.integers(0, 3),
    level=st.sampled_from(["easy", "normal", "hard"]),
    steps=st.integers(0, 80),
)
def test_a_quita_y_pon_deal_is_restored_identically(
    players, seed, deal_index, dealer_pick, level, steps
):
    options = QuitaYPonOptions(num_players=players)
    dealer = dealer_pick % players
    state = QuitaYPon.new(options, seed, deal_index, dealer)
    bots = [QuitaYPonBot(level, seat) for seat in range(players)]
    for _ in range(steps):
        if state.to_play is None:
            break
        state.play(bots[state.to_play].choose(state.view(state.to_play)))
    record = {
        "format": 1,
        "game": "quita-y-pon",
        "options": options.to_json(),
        "seed": seed,
        "deal_index": deal_index,
        "dealer": dealer,
        "actions": [a.to_json() for a in state.history],
    }
    with tempfile.TemporaryDirectory() as folder:
        saved = SavedGame(Path(folder) / "saved-game.json")
        saved.write(record)
        back = SavedGame(saved.path).read()
    assert back == record
    restored = QuitaYPon.new(
        QuitaYPonOptions.from_mapping(back["options"]),
        back["seed"],
        back["deal_index"],
        back["dealer"],
    )
    for data in back["actions"]:
        restored.play(action_from_json(data))
    assert snapshot(restored) == snapshot(state)
    assert restored.history == state.history


def test_a_slot_claimed_while_nothing_could_be_locked_never_overwrites_another_window(tmp_path):
    """The data folder could not be written when the first window started (its path was
    a file), so its slot has no lock. Once the fault clears a second window takes that
    slot: the first window's next save goes to a free slot instead of over the second's."""
    folder = tmp_path / "data"
    folder.write_text("in the way")
    first = SavedGame.claim(folder)
    assert not first.locked and first.path.name == "saved-game.json"
    folder.unlink()
    folder.mkdir()
    second = SavedGame.claim(folder)
    assert second.locked and second.path == first.path
    second.write({**RECORD, "seed": 2})
    first.write({**RECORD, "seed": 1})
    assert first.locked and first.path.name == "saved-game-2.json"
    assert SavedGame(folder / "saved-game.json").read()["seed"] == 2
    assert SavedGame(folder / "saved-game-2.json").read()["seed"] == 1
    first.release()
    second.release()


def test_a_slot_claimed_unlocked_is_locked_at_its_first_write(tmp_path):
    folder = tmp_path / "data"
    folder.write_text("in the way")
    window = SavedGame.claim(folder)
    folder.unlink()
    folder.mkdir()
    window.write(RECORD)
    assert window.locked and window.path.name == "saved-game.json"
    assert SavedGame.claim(folder).path.name == "saved-game-2.json", "the slot is taken"
