"""Nothing a damaged file, a failing disk or a second window can do stops the table or
loses a finished deal (issue 12, points 2 to 6 and 11).

Every test runs a real MainWindow on a real data folder (TAPETE_DATA_DIR in a temporary
folder, or on a small disk of its own: tests/storage/disks.py), bots at pace 0, the
person's moves chosen by a bot of the same game and played through the controller.
The saved games damaged here are real ones, produced by playing.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import os
import re
import signal
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from app.games.cuatro_palos.bots import CuatroPalosBot
from app.games.quita_y_pon.bots import QuitaYPonBot
from app.games.quita_y_pon.rules import QuitaYPonOptions
from app.games.scala40.bots import Scala40Bot
from app.storage import scoreboard as sb_module
from app.storage.scoreboard import Scoreboard, Seat
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameSettings, default_options
from tests.storage.disks import disk_fixture, lock_holder_fixture  # noqa: F401 - fixtures
from tests.waits import HANG_MS, HANG_S

ROOT = Path(__file__).resolve().parents[2]
QP, S40, CP = "quita-y-pon", "scala-40", "cuatro-palos"
BOTS = {QP: QuitaYPonBot, S40: Scala40Bot, CP: CuatroPalosBot}
NEW_SEED = 3  # the game a window starts when there is nothing to resume


# --------------------------------------------------------------------------- the table


@pytest.fixture
def store(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    monkeypatch.setenv("TAPETE_DATA_DIR", str(folder))
    return folder


#: The question at the start: naming the saved game where its record says which.
CONTINUE = re.compile(
    r"Continue (the game|.+, deal \d+ of the match) in progress\?( It is your turn\.)?"
)


def asked_to_continue(questions: list[str]) -> bool:
    """The one question asked was whether to continue the saved game."""
    return len(questions) == 1 and CONTINUE.fullmatch(questions[0]) is not None


def make_window(qtbot, seed: int = NEW_SEED) -> MainWindow:
    win = MainWindow(NewGameSettings(pace_ms=0, seed=seed))
    win.setProperty("quiet", True)  # no score dialogs between deals: the test deals on
    qtbot.addWidget(win)
    for game in BOTS:  # no move played for the person: the test plays them all
        win.controller_for(game).auto_forced = False
    win.resize(1280, 800)
    win.show()
    return win


def person_to_play(win: MainWindow) -> bool:
    state = win.controller.state
    return state is not None and state.to_play == 0


def deal_over(win: MainWindow) -> bool:
    state = win.controller.state
    return state is not None and state.to_play is None


def play(qtbot, win: MainWindow, until: Callable[[], bool]) -> None:
    """Play the person's moves (a normal bot's choices) until `until()`; bots play theirs."""
    ctrl = win.controller
    me = BOTS[ctrl.game_id]("normal", 0)
    while not until():
        qtbot.waitUntil(lambda: until() or person_to_play(win), timeout=HANG_MS)
        if not until():
            ctrl.apply_bot(0, me.choose(ctrl.state.view(0)))


def play_deal(qtbot, win: MainWindow) -> None:
    play(qtbot, win, lambda: deal_over(win))


def play_moves(qtbot, win: MainWindow, n: int) -> None:
    """Play until the person has moved `n` more times and is to move again."""
    ctrl = win.controller
    target = len(ctrl.state.history) + n
    play(qtbot, win, lambda: person_to_play(win) and len(ctrl.state.history) >= target)


def start(win: MainWindow, options, seed: int, game: str = QP) -> None:
    win.start(
        NewGameSettings(
            options, ("easy", "normal", "hard")[: options.num_players - 1], seed, 0, game
        )
    )


def picture(win: MainWindow) -> list[tuple]:
    """The table's zones and their cards, as the controller asks the table to show them."""
    return [(z.name, list(z.cards), z.count) for z in win.controller.zones()]


def board_of(folder: Path) -> list[tuple]:
    """Each match on the scoreboard file: (game, seed, deal indices, totals, over); not the
    game a window starts on opening (seed NEW_SEED) as long as no deal of it ended."""
    board = Scoreboard(folder / "scoreboard.sqlite3", create=False)
    try:
        assert board.notice is None, board.notice
        shown = [
            (
                m.game,
                m.seed,
                [d.deal_index for d in board.deals(m.id)],
                m.totals,
                m.ended_at is not None,
            )
            for m in sorted(board.matches(), key=lambda m: m.id)
        ]
        return [m for m in shown if m[1] != str(NEW_SEED) or m[2]]
    finally:
        board.close()


def saved_file(folder: Path, name: str = "saved-game.json") -> dict | None:
    path = folder / name
    return json.loads(path.read_text()) if path.exists() else None


# --------------------------------------------------------------------------- real saved games

# Per game: options of a match that goes on after its first deal, and the seed.
MATCHES = {
    QP: (dataclasses.replace(default_options(QP, 3), deals=2), 5),
    S40: (default_options(S40, 3), 5),
    CP: (default_options(CP, 3), 5),
}
_REAL: dict[str, tuple[dict, list, bytes]] = {}


def produce(qtbot, game: str, folder: Path) -> tuple[dict, list, bytes]:
    """Play a match's first deal to the end and the second one a few moves in; return the
    saved game, the table it shows and the scoreboard file."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("TAPETE_DATA_DIR", str(folder))
        win = make_window(qtbot)
        options, seed = MATCHES[game]
        start(win, options, seed, game)
        play_deal(qtbot, win)
        win.controller.next_deal()
        play_moves(qtbot, win, 3)
        record = saved_file(folder)
        assert record is not None and record["game"] == game
        assert len(record["results"]) == 1 and record["actions"] and record["pending"] == []
        shown = picture(win)
        win.close()
    return record, shown, (folder / "scoreboard.sqlite3").read_bytes()


@pytest.fixture
def real(qtbot, tmp_path_factory):
    """`real(game)`: a real saved game of `game` (made once per session), its picture and
    the scoreboard it was recorded on."""

    def get(game: str) -> tuple[dict, list, bytes]:
        if game not in _REAL:
            _REAL[game] = produce(qtbot, game, tmp_path_factory.mktemp(f"real-{game}"))
        return copy.deepcopy(_REAL[game])

    return get


# --------------------------------------------------------------------------- point 2


def replace_cards_by_numbers(record: dict) -> None:
    """The first action that names cards names them by numbers instead."""
    for action in record["actions"]:
        for key in ("groups", "card", "cards", "melds"):
            if key in action:
                value = action[key]
                action[key] = [[7 for _ in g] for g in value] if isinstance(value, list) else 7
                return
    raise AssertionError("the real record has no action with cards")


def set_(key: str, value) -> Callable[[dict], None]:
    return lambda r: r.__setitem__(key, value)


# (id, damage, words the notice must hold)
QP_DAMAGE: list[tuple[str, Callable[[dict], None], str]] = [
    ("actions-as-text", set_("actions", ["qp.draw"]), "action"),
    ("actions-unknown-object", set_("actions", [{"a": 1}]), "action"),
    ("actions-not-a-list", set_("actions", {"kind": "qp.draw"}), "'actions'"),
    ("cards-as-numbers", replace_cards_by_numbers, "a card is written like '7H', not 7"),
    ("fewer-seats", lambda r: r["seats"].pop(), "2 seats for a game of 3 players"),
    ("more-seats", lambda r: r["seats"].append(["Zoe", "easy"]), "4 seats for a game of 3"),
    ("results-not-a-list", set_("results", {"0": {}}), "'results'"),
    ("results-as-text", set_("results", "6,0,1"), "'results'"),
    ("result-not-an-object", set_("results", [[6, 0, 1]]), "result 0"),
    ("result-field-wrong-type", lambda r: r["results"][0].update(scores="6 0 1"), "result 0"),
    ("result-unknown-field", lambda r: r["results"][0].update(bonus=1), "result 0"),
    ("result-of-two-players", lambda r: r["results"][0].update(scores=[6, 0]), "result 0"),
    ("result-winner-not-a-seat", lambda r: r["results"][0].update(winners=[5]), "result 0"),
    ("results-of-a-finished-match", lambda r: r["results"].extend(r["results"]), "over"),
    ("totals-too-long", lambda r: r["totals"].append(0), "totals"),
    ("totals-too-short", lambda r: r["totals"].pop(), "totals"),
    ("totals-disagree", lambda r: r["totals"].reverse(), "totals"),
    ("every-seat-the-person", lambda r: [s.__setitem__(1, None) for s in r["seats"]], "seat 1"),
    ("no-seat-the-person", lambda r: r["seats"][0].__setitem__(1, "easy"), "seat 0"),
    ("bot-level-unknown", lambda r: r["seats"][1].__setitem__(1, "godlike"), "seat 1"),
    ("name-too-long", lambda r: r["seats"][1].__setitem__(0, "N" * 500), "seat 1"),
    ("dealer-out-of-range", set_("dealer", 7), "dealer"),
    ("dealer-negative", set_("dealer", -1), "dealer"),
    ("deal-index-wrong", set_("deal_index", 4), "deal_index"),
    ("unknown-game", set_("game", "poker"), "'game' must be one of"),
    ("options-not-an-object", set_("options", [3]), "'options'"),
    ("option-ill-typed", lambda r: r["options"].update(num_players="three"), "resume"),
    ("seed-true", set_("seed", True), "seed"),
    ("seed-a-list", set_("seed", [5]), "seed"),
    ("match-id-text", set_("match_id", "1"), "'match_id' must be a whole number or null"),
    (
        "action-of-another-game",
        lambda r: r["actions"].append({"kind": "s40.draw_stock"}),
        "illegal",
    ),
    (
        "illegal-commit",
        lambda r: r["actions"].insert(0, {"kind": "qp.commit", "groups": [["AS", "AS'", "AH"]]}),
        "illegal",
    ),
]
# Scala 40 and Cuatro Palos: their results and totals (and the standing beyond them).
OTHER_DAMAGE: list[tuple[str, Callable[[dict], None], str]] = [
    ("results-not-a-list", set_("results", {"0": {}}), "'results'"),
    ("result-not-an-object", set_("results", [7]), "result 0"),
    ("result-field-wrong-type", lambda r: r["results"][0].update(winner="Ana"), "result 0"),
    ("result-winner-not-a-seat", lambda r: r["results"][0].update(winner=9), "result 0"),
    ("result-missing-field", lambda r: r["results"][0].pop("reason"), "result 0"),
    ("totals-too-long", lambda r: r["totals"].append(0), "totals"),
    ("totals-too-short", lambda r: r["totals"].pop(), "totals"),
    ("fewer-seats", lambda r: r["seats"].pop(), "2 seats for a game of 3 players"),
    ("every-seat-the-person", lambda r: [s.__setitem__(1, None) for s in r["seats"]], "seat 1"),
    ("dealer-out-of-range", set_("dealer", 3), "dealer"),
]
S40_ONLY = [
    ("cards-as-numbers", replace_cards_by_numbers, "a card is written like"),
    ("active-disagrees", lambda r: r.__setitem__("active", [True, False, True]), "active"),
    ("eliminated-not-a-list", set_("eliminated", "none"), "eliminated"),
]
CP_ONLY = [
    ("action-unknown-kind", set_("actions", [{"kind": "cp.fly", "to": "f:H"}]), "action kind"),
    (
        "action-field-ill-typed",
        lambda r: r["actions"].append({"kind": "cp.play_turned", "to": 7}),
        "action",
    ),
]
CASES = (
    [pytest.param(QP, *c, id=f"qp-{c[0]}") for c in QP_DAMAGE]
    + [pytest.param(S40, *c, id=f"s40-{c[0]}") for c in OTHER_DAMAGE + S40_ONLY]
    + [pytest.param(CP, *c, id=f"cp-{c[0]}") for c in OTHER_DAMAGE + CP_ONLY]
)


def assert_set_aside_and_new_game(
    qtbot, win, store: Path, told, original: bytes, words: str
) -> None:
    [notice] = told["information"]
    aside = sorted(store.glob("saved-game.json.damaged-*"))
    assert len(aside) == 1, aside
    assert aside[0].read_bytes() == original  # kept, byte for byte
    assert "\n" not in notice and f"so it was moved to {aside[0]}" in notice, notice
    assert words in notice, notice
    # A new game, started normally: the window's own settings, nothing of the damaged one.
    ctrl = win.controller
    assert ctrl.game_id == QP and ctrl.match.seed == NEW_SEED and ctrl.match.results == []
    assert ctrl.state.deal_index == 0 and not ctrl.store.problems
    qtbot_wait_saved(qtbot, win, store)


def qtbot_wait_saved(qtbot, win: MainWindow, store: Path) -> None:
    """The new game saved: once the table has painted (a new match's first save follows
    the first frame, app/ui/bot_runner.py's `keep`)."""
    qtbot.waitUntil(lambda: win.first_paint.done, timeout=HANG_MS)
    record = saved_file(store)
    assert record is not None and record["seed"] == NEW_SEED and record["results"] == []


@pytest.mark.parametrize(("game", "case", "damage", "words"), CASES)
def test_a_damaged_saved_game_is_set_aside_and_a_new_game_starts(
    qtbot, store, told, real, game, case, damage, words
):
    record, _, _ = real(game)
    damage(record)
    store.mkdir()
    text = json.dumps(record)
    (store / "saved-game.json").write_text(text)
    win = make_window(qtbot)
    win.begin()
    assert asked_to_continue(told["question"])
    assert_set_aside_and_new_game(qtbot, win, store, told, text.encode(), words)
    play_moves(qtbot, win, 2)  # the new game plays on
    win.close()
    again = make_window(qtbot)  # and the next start is quiet: it offers the new game
    again.begin()
    assert len(told["information"]) == 1 and again.controller.match.seed == NEW_SEED
    again.close()


@pytest.mark.parametrize(
    ("case", "text", "words"),
    [
        (
            "nested-100000-deep",
            '{"format": 1, "actions": ' + "[" * 100_000 + "]" * 100_000 + "}",
            "nested too deeply",
        ),
        ("nested-object-100000-deep", '{"a":' * 100_000 + "1" + "}" * 100_000, "nested too deeply"),
        ("truncated", None, "not valid JSON"),
        ("not-an-object", "[1, 2, 3]", "not a JSON object"),
        ("newer-format", '{"format": 99, "game": "quita-y-pon"}', "newer version"),
    ],
)
def test_a_saved_game_that_is_not_readable_json_is_set_aside(
    qtbot, store, told, real, case, text, words
):
    if text is None:
        text = json.dumps(real(QP)[0])[:-40]
    store.mkdir()
    (store / "saved-game.json").write_text(text)
    win = make_window(qtbot)
    win.begin()
    assert told["question"] == []  # nothing to continue
    assert_set_aside_and_new_game(qtbot, win, store, told, text.encode(), words)
    win.close()


@pytest.mark.parametrize("game", [QP, S40, CP])
def test_the_untouched_real_saved_game_resumes_exactly(qtbot, store, told, real, game):
    record, shown, board = real(game)
    store.mkdir()
    (store / "saved-game.json").write_text(json.dumps(record))
    (store / "scoreboard.sqlite3").write_bytes(board)
    win = make_window(qtbot)
    win.begin()
    assert told["information"] == [] and asked_to_continue(told["question"])
    ctrl = win.controller
    assert ctrl.game_id == game and person_to_play(win)
    assert ctrl.pace_ms == 0  # the window's pace, as a new game's
    assert ctrl.saved_record([]) == {**record, "pending": []}
    assert picture(win) == shown
    assert not list(store.glob("*.damaged-*"))
    # Its match is the one on the scoreboard: nothing was added.
    win.close()
    assert board_of(store) == [(game, "5", [0], tuple(record["totals"]), False)]


# --------------------------------------------------------------------------- point 4


def listen(win: MainWindow) -> list[tuple[str, str]]:
    """Every storageProblem the window's controllers send: (what, sentence or "")."""
    heard: list[tuple[str, str]] = []
    for game in BOTS:
        win.controller_for(game).storageProblem.connect(lambda w, s: heard.append((w, s)))
    return heard


def banner(win: MainWindow) -> set[str]:
    """The lines of the storage banner, if it shows."""
    if win.storage_banner.isHidden():
        return set()
    return set(win.storage_banner.text().split("\n"))


def pending_deals(entries: list[dict]) -> list[int]:
    return [e["deal"]["deal_index"] for e in entries]


@dataclasses.dataclass
class Fault:
    folder: Path  # the data folder
    inject: Callable[[MainWindow | None], None]
    clear: Callable[[], None]
    words: dict[str, str]  # what cannot be saved -> words its sentence holds
    at_start: bool  # the fault is there before the window opens
    folder_fault: bool = False  # the data folder itself is the fault

    def where(self, what: str) -> str:
        """What the sentence must name: the file, or the folder when that is the fault."""
        name = "saved-game.json" if what == "saved game" else "scoreboard.sqlite3"
        return str(self.folder if self.folder_fault else self.folder / name)


def make_fault(case: str, tmp_path: Path, disk, lock_holder, monkeypatch) -> Fault:
    monkeypatch.setattr(sb_module, "BUSY_TIMEOUT_MS", 200)  # "locked for too long" soon
    both = ("saved game", "scoreboard")
    if case == "full-disk":
        folder = disk.root / "Tapete"
        return Fault(
            folder,
            lambda win: disk.fill(win.store.scoreboard),
            disk.clear,
            dict.fromkeys(both, "the disk is full"),
            False,
        )
    if case == "read-only-folder":
        # Read-only when the window opens (a mounted disk refuses to turn read-only under
        # files open for writing), with a scoreboard already there.
        folder = disk.root / "Tapete"

        def inject(win) -> None:
            Scoreboard(folder / "scoreboard.sqlite3").close()
            disk.read_only()

        return Fault(folder, inject, disk.writable, dict.fromkeys(both, "read-only"), True)
    if case == "read-only-scoreboard-file":
        folder = disk.root / "Tapete"
        path = folder / "scoreboard.sqlite3"

        def inject(win) -> None:
            Scoreboard(path).close()
            disk.read_only_file(path)

        return Fault(
            folder, inject, lambda: disk.writable_file(path), {"scoreboard": "read-only"}, True
        )
    if case == "locked-by-another-program":
        folder = tmp_path / "Tapete"
        holder: list = []
        return Fault(
            folder,
            lambda win: holder.append(lock_holder(folder / "scoreboard.sqlite3")),
            lambda: holder[0].release(),
            {"scoreboard": "locked"},
            False,
        )
    if case == "data-folder-is-a-file":
        folder = tmp_path / "Tapete"

        def inject(win) -> None:
            folder.write_text("a file where the data folder should be")

        return Fault(
            folder,
            inject,
            folder.unlink,
            dict.fromkeys(both, "a file stands where a folder should be"),
            True,
            folder_fault=True,
        )
    if case == "data-folder-cannot-be-created":
        folder = disk.root / "no" / "Tapete"
        return Fault(
            folder,
            lambda win: disk.read_only(),
            disk.writable,
            dict.fromkeys(both, "read-only"),
            True,
            folder_fault=True,
        )
    raise AssertionError(case)


WRITE_FAULTS = [
    "full-disk",
    "read-only-folder",
    "read-only-scoreboard-file",
    "locked-by-another-program",
    "data-folder-is-a-file",
    "data-folder-cannot-be-created",
]


@pytest.fixture
def fault(request, tmp_path, disk, lock_holder, monkeypatch) -> Fault:
    made = make_fault(request.param, tmp_path, disk, lock_holder, monkeypatch)
    monkeypatch.setenv("TAPETE_DATA_DIR", str(made.folder))
    if made.at_start:
        made.folder.parent.mkdir(parents=True, exist_ok=True)
        made.inject(None)
    return made


def check_told_once(fault: Fault, heard: list[tuple[str, str]], win: MainWindow) -> None:
    problems = [(what, sentence) for what, sentence in heard if sentence]
    assert sorted(what for what, _ in problems) == sorted(fault.words), heard
    for what, sentence in problems:
        assert "\n" not in sentence, sentence
        assert fault.where(what) in sentence and fault.words[what] in sentence, sentence
    assert banner(win) == {sentence for _, sentence in problems}


@pytest.mark.parametrize("fault", WRITE_FAULTS, indirect=True)
def test_a_write_fault_is_told_once_and_no_finished_deal_is_lost(qtbot, told, fault):
    win = make_window(qtbot)
    heard = listen(win)
    win.begin()
    assert told["information"] == []  # the one line above the table says it all
    start(win, QuitaYPonOptions(num_players=3, deals=3), 11)
    ctrl = win.controller
    if not fault.at_start:
        play_deal(qtbot, win)  # the first deal is recorded as usual
        assert heard == [] and banner(win) == set() and win.store.recorder.pending == []
        ctrl.next_deal()
        fault.inject(win)
    faulted = ctrl.state.deal_index
    play_deal(qtbot, win)  # play goes on
    check_told_once(fault, heard, win)
    # The finished deal is kept in memory, and in the saved game if that can be written.
    assert pending_deals(win.store.recorder.pending) == [faulted]
    if "saved game" not in fault.words:
        assert pending_deals(saved_file(fault.folder)["pending"]) == [faulted]
    told_so_far = list(heard)
    ctrl.next_deal()
    play_moves(qtbot, win, 2)
    assert heard == told_so_far  # told once, not after every move
    fault.clear()
    play_moves(qtbot, win, 1)
    if "saved game" in fault.words:  # the saved game is written again, with the deal
        assert ("saved game", "") in heard and saved_file(fault.folder) is not None
        assert pending_deals(saved_file(fault.folder)["pending"]) == [faulted]
    while not ctrl.match.over:  # the next deal's end writes what waited
        play_deal(qtbot, win)
        ctrl.next_deal()
    assert win.store.recorder.pending == [] and banner(win) == set()
    assert sorted(what for what, sentence in heard if not sentence) == sorted(fault.words)
    totals = tuple(ctrl.match.totals)
    win.close()
    assert board_of(fault.folder) == [(QP, "11", [0, 1, 2], totals, True)]
    assert saved_file(fault.folder) is None  # the match is over


SCOREBOARD_ONLY = ["read-only-scoreboard-file", "locked-by-another-program"]


@pytest.mark.parametrize("fault", SCOREBOARD_ONLY, indirect=True)
@pytest.mark.parametrize("still_failing", [False, True], ids=["cleared", "still-failing"])
def test_deals_kept_in_the_saved_game_are_written_at_the_next_start(
    qtbot, told, fault, still_failing
):
    win = make_window(qtbot)
    win.begin()
    start(win, QuitaYPonOptions(num_players=3, deals=3), 11)
    ctrl = win.controller
    if not fault.at_start:
        fault.inject(win)
    play_deal(qtbot, win)
    ctrl.next_deal()
    play_moves(qtbot, win, 2)
    win.close()  # its last try fails too
    assert pending_deals(saved_file(fault.folder)["pending"]) == [0]
    if not still_failing:
        fault.clear()
    again = make_window(qtbot)
    heard = listen(again)
    again.begin()
    assert told["information"] == [] and asked_to_continue(told["question"])
    ctrl = again.controller
    assert ctrl.state.deal_index == 1 and person_to_play(again)
    if still_failing:
        check_told_once(fault, heard, again)
        assert pending_deals(again.store.recorder.pending) == [0]
        play_moves(qtbot, again, 1)
        assert pending_deals(saved_file(fault.folder)["pending"]) == [0]
        fault.clear()
    else:
        assert heard == [] and banner(again) == set() and again.store.recorder.pending == []
        assert board_of(fault.folder) == [
            (QP, "11", [0], tuple(ctrl.match.results[0].scores), False)
        ]
    while not ctrl.match.over:
        play_deal(qtbot, again)
        ctrl.next_deal()
    assert again.store.recorder.pending == [] and banner(again) == set()
    totals = tuple(ctrl.match.totals)
    again.close()
    assert board_of(fault.folder) == [(QP, "11", [0, 1, 2], totals, True)]


@pytest.mark.parametrize("fault", SCOREBOARD_ONLY, indirect=True)
def test_a_deal_kept_in_memory_is_written_by_the_windows_last_try_on_closing(qtbot, told, fault):
    """The scoreboard takes writes again, no deal has ended since: closing the window
    tries once more, and the saved game it leaves no longer lists what was written."""
    win = make_window(qtbot)
    win.begin()
    start(win, QuitaYPonOptions(num_players=3, deals=3), 11)
    ctrl = win.controller
    if not fault.at_start:
        fault.inject(win)
    play_deal(qtbot, win)
    assert pending_deals(win.store.recorder.pending) == [0]
    assert pending_deals(saved_file(fault.folder)["pending"]) == [0]
    fault.clear()
    scores = tuple(ctrl.match.results[0].scores)
    win.close()
    assert board_of(fault.folder) == [(QP, "11", [0], scores, False)]
    assert saved_file(fault.folder)["pending"] == []


def test_a_fault_told_by_one_game_is_cleared_by_the_game_resumed(
    qtbot, tmp_path, monkeypatch, lock_holder
):
    """The scoreboard is locked when the window opens and free again by the time the
    person answers "Continue?": the Scala 40 game resumed writes the waiting deal, and the
    line about the scoreboard goes away (it was told before the game was chosen)."""
    monkeypatch.setattr(sb_module, "BUSY_TIMEOUT_MS", 200)
    folder = tmp_path / "Tapete"
    monkeypatch.setenv("TAPETE_DATA_DIR", str(folder))
    win = make_window(qtbot)
    win.begin()
    options, seed = MATCHES[S40]
    start(win, options, seed, S40)
    holder = lock_holder(folder / "scoreboard.sqlite3")
    play_deal(qtbot, win)
    win.controller.next_deal()
    play_moves(qtbot, win, 1)
    win.close()
    assert pending_deals(saved_file(folder)["pending"]) == [0]

    def answer(*args, **kw):
        holder.release()  # meanwhile, the other program lets go
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer)
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: None)
    again = make_window(qtbot)
    heard = listen(again)
    again.begin()
    assert again.controller.game_id == S40 and again.store.recorder.pending == []
    assert [what for what, sentence in heard if sentence] == ["scoreboard"]
    assert banner(again) == set(), banner(again)
    again.close()
    assert [m[:3] for m in board_of(folder)] == [(S40, "5", [0])]


# --------------------------------------------------------------------------- point 5


def test_two_windows_on_one_data_folder_keep_their_own_games(qtbot, store, told):
    options = QuitaYPonOptions(num_players=3, deals=2)
    first = make_window(qtbot)
    first.begin()
    start(first, options, 21)
    play_moves(qtbot, first, 2)
    assert saved_file(store)["seed"] == 21
    second = make_window(qtbot)
    assert second.store.saved.path == store / "saved-game-2.json"
    second.begin()
    assert told["question"] == []  # it does not offer the first window's game
    assert second.controller.match.seed == NEW_SEED
    start(second, options, 22)
    # Both play on, each deal recorded, each saved game its own.
    for win in (first, second):
        play_deal(qtbot, win)
        win.controller.next_deal()
        play_moves(qtbot, win, 1)
    assert saved_file(store) == first.controller.saved_record([])
    assert saved_file(store, "saved-game-2.json") == second.controller.saved_record([])
    assert {(game, seed, tuple(deals)) for game, seed, deals, _, _ in board_of(store)} == {
        (QP, "21", (0,)),
        (QP, "22", (0,)),
    }
    # Closing the first window frees its slot: the next window continues its game.
    record = first.controller.saved_record([])
    first.close()
    third = make_window(qtbot)
    assert third.store.saved.path == store / "saved-game.json"
    third.begin()
    assert asked_to_continue(told["question"])
    assert third.controller.saved_record([]) == record
    assert saved_file(store, "saved-game-2.json") == second.controller.saved_record([])
    for win in (third, second):
        play_deal(qtbot, win)
    assert {(game, seed, tuple(deals), over) for game, seed, deals, _, over in board_of(store)} == {
        (QP, "21", (0, 1), True),
        (QP, "22", (0, 1), True),
    }
    third.close()
    second.close()


CLAIM_AND_HANG = """
import json, sys
from pathlib import Path
from app.storage.saved_game import SavedGame
slot = SavedGame.claim(Path(sys.argv[1]))
slot.write(json.loads(Path(sys.argv[2]).read_text()))
print(slot.path.name, slot.locked, flush=True)
sys.stdin.readline()
"""


def test_a_lock_left_by_a_killed_window_is_ignored(qtbot, store, told, real, tmp_path):
    record, shown, _ = real(QP)
    source = tmp_path / "record.json"
    source.write_text(json.dumps(record))
    store.mkdir()
    proc = subprocess.Popen(
        [sys.executable, "-c", CLAIM_AND_HANG, str(store), str(source)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    try:
        assert proc.stdout.readline().split() == ["saved-game.json", "True"]
        os.kill(proc.pid, signal.SIGKILL)
        assert proc.wait(timeout=HANG_S) == -signal.SIGKILL
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert (store / "saved-game.json.lock").exists()
    win = make_window(qtbot)
    assert win.store.saved.path == store / "saved-game.json" and win.store.saved.locked
    win.begin()
    assert asked_to_continue(told["question"])
    assert win.controller.saved_record([])["actions"] == record["actions"]
    assert picture(win) == shown
    win.close()


# --------------------------------------------------------------------------- point 6


def damage_scoreboard(path: Path, board: bytes, sql: str | None) -> None:
    """The real scoreboard, garbled (sql None) or changed by `sql`."""
    if sql is None:
        path.write_bytes(b"not a scoreboard at all" * 50)
        return
    path.write_bytes(board)
    with sqlite3.connect(path) as conn:
        conn.executescript(sql)
    conn.close()


@pytest.mark.parametrize(
    ("game", "sql", "words"),
    [
        (QP, None, "is not a database"),
        (S40, None, "is not a database"),
        (CP, None, "is not a database"),
        (QP, "DROP TABLE deals", "lacks the table 'deals'"),
        (CP, "ALTER TABLE seats DROP COLUMN total", "lacks the column seats.total"),
    ],
    ids=["qp-garbled", "s40-garbled", "cp-garbled", "qp-no-deals-table", "cp-no-total-column"],
)
def test_a_saved_game_whose_scoreboard_was_set_aside_is_recorded_again(
    qtbot, store, told, real, game, sql, words
):
    record, _, board = real(game)
    store.mkdir()
    (store / "saved-game.json").write_text(json.dumps(record))
    damage_scoreboard(store / "scoreboard.sqlite3", board, sql)
    damaged = (store / "scoreboard.sqlite3").read_bytes()
    win = make_window(qtbot)
    win.begin()
    [notice] = told["information"]
    [aside] = store.glob("scoreboard.sqlite3.damaged-*")
    assert words in notice and f"so it was moved to {aside}" in notice, notice
    assert aside.read_bytes() == damaged
    ctrl = win.controller
    assert ctrl.game_id == game and ctrl.saved_record([])["actions"] == record["actions"]
    # The match is re-created with the deal played before (from the saved results)...
    first_totals = tuple(record["totals"])
    assert board_of(store) == [(game, "5", [0], first_totals, False)]
    # ...and the deal in progress is recorded under it when it ends.
    play_deal(qtbot, win)
    totals, over = tuple(ctrl.match.totals), ctrl.match.over
    win.close()
    assert board_of(store) == [(game, "5", [0, 1], totals, over)]


def test_a_saved_game_whose_match_was_deleted_is_not_given_another_match(qtbot, store, told, real):
    """The match's id now belongs to another match: that one is left alone."""
    record, _, board = real(QP)
    store.mkdir()
    (store / "saved-game.json").write_text(json.dumps(record))
    path = store / "scoreboard.sqlite3"
    path.write_bytes(board)
    with sqlite3.connect(path) as conn:
        for table, key in (("deals", "match_id"), ("seats", "match_id"), ("matches", "id")):
            conn.execute(f"DELETE FROM {table} WHERE {key} = ?", (record["match_id"],))
    conn.close()
    other = Scoreboard(path)
    taken = other.start_match(QP, {}, [Seat(0, "You", None), Seat(1, "Ana", "easy")], 99)
    other.close()
    assert taken == record["match_id"]
    win = make_window(qtbot)
    win.begin()
    assert told["information"] == []
    ctrl = win.controller
    assert ctrl.session.match_id != taken
    play_deal(qtbot, win)
    totals = tuple(ctrl.match.totals)
    win.close()
    assert board_of(store) == [(QP, "99", [], None, False), (QP, "5", [0, 1], totals, True)]
