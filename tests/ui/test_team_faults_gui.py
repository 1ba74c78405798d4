"""Team matches lose nothing (issue 21, point 6): the two partnership games, Buraco and
Mano y Pie, played in a real window on a real data folder, with their team rows damaged
on the scoreboard or in the saved game as a tester would damage them.

As in test_faults_gui.py: bots at pace 0, the person's moves chosen by a bot of the same
game and played through the controller, the saved games damaged here made by playing.
"""

from __future__ import annotations

import copy
import json
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog

from app.games.buraco.bots import BuracoBot
from app.games.buraco.rules import BuracoOptions
from app.games.mano_y_pie.bots import ManoYPieBot
from app.games.mano_y_pie.rules import ManoYPieOptions
from app.storage.recorder import DealRecorder, entry, match_key
from app.storage.scoreboard import DealRow, Scoreboard
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameSettings
from app.ui.stats_window import StatisticsDialog
from tests.ui.test_faults_gui import asked_to_continue

BU, MYP = "buraco", "mano-y-pie"
#: Per game: options of a match that goes on after its first deal (small Mano y Pie
#: hands, so that its deals are short), the seed, and the bot that plays the person.
GAMES = {
    BU: (BuracoOptions(target_score=5000), 5, BuracoBot),
    MYP: (
        ManoYPieOptions(num_decks=1, hand_size=4, foot_size=4, contract=(0, 0, 0), num_deals=2),
        5,
        ManoYPieBot,
    ),
}
NEW_SEED = 3  # the game a window starts when there is nothing to resume
WAIT_MS = 120_000  # a guard against a hang, never a measure of speed


@pytest.fixture
def store(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    monkeypatch.setenv("TAPETE_DATA_DIR", str(folder))
    return folder


def make_window(qtbot) -> MainWindow:
    win = MainWindow(NewGameSettings(pace_ms=0, seed=NEW_SEED))
    win.setProperty("quiet", True)  # no score dialogs between deals
    qtbot.addWidget(win)
    for game in GAMES:  # no move played for the person: the test plays them all
        win.controller_for(game).auto_forced = False
    win.resize(1280, 800)
    win.show()
    return win


def start(win: MainWindow, game: str) -> None:
    options, seed, _ = GAMES[game]
    win.start(NewGameSettings(options, ("easy",), seed, 0, game))


def play(qtbot, win: MainWindow, until: Callable[[], bool]) -> None:
    """Play the person's moves (an easy bot's choices) until `until()`."""
    ctrl = win.controller
    me = GAMES[ctrl.game_id][2]("easy", "person")

    def persons_turn() -> bool:
        return ctrl.state is not None and ctrl.state.to_play == ctrl.person

    while not until():
        qtbot.waitUntil(lambda: until() or persons_turn(), timeout=WAIT_MS)
        if not until():
            ctrl.apply_bot(ctrl.person, me.choose(ctrl.state.view(ctrl.person)))


def play_deal(qtbot, win: MainWindow) -> None:
    play(qtbot, win, lambda: win.controller.state.to_play is None)


def play_moves(qtbot, win: MainWindow, n: int) -> None:
    ctrl = win.controller
    target = len(ctrl.state.history) + n
    play(
        qtbot,
        win,
        lambda: ctrl.state.to_play == ctrl.person and len(ctrl.state.history) >= target,
    )


def saved_file(folder: Path) -> dict | None:
    path = folder / "saved-game.json"
    return json.loads(path.read_text()) if path.exists() else None


def team_match(folder: Path, game: str):
    """The match of `game` on the scoreboard file and its deal indices."""
    board = Scoreboard(folder / "scoreboard.sqlite3", create=False)
    try:
        assert board.notice is None, board.notice
        [match] = [m for m in board.matches() if m.game == game]
        return match, [d.deal_index for d in board.deals(match.id)]
    finally:
        board.close()


def sql(folder: Path, statement: str, *params) -> None:
    """Change the scoreboard file behind Tapete's back, as a person with a tool would."""
    conn = sqlite3.connect(folder / "scoreboard.sqlite3")
    with conn:
        conn.execute(statement, params)
    conn.close()


_REAL: dict[str, tuple[dict, bytes]] = {}


@pytest.fixture
def real(qtbot, tmp_path_factory):
    """`real(game)`: a real saved game of `game` in its second deal (made once per
    session) and the scoreboard its first deal was recorded on."""

    def get(game: str) -> tuple[dict, bytes]:
        if game not in _REAL:
            folder = tmp_path_factory.mktemp(f"real-{game}")
            with pytest.MonkeyPatch.context() as patch:
                patch.setenv("TAPETE_DATA_DIR", str(folder))
                win = make_window(qtbot)
                start(win, game)
                play_deal(qtbot, win)
                win.controller.next_deal()
                play_moves(qtbot, win, 2)
                record = saved_file(folder)
                assert record["game"] == game and len(record["results"]) == 1
                assert record["pending"] == []
                win.close()
            _REAL[game] = (record, (folder / "scoreboard.sqlite3").read_bytes())
        return copy.deepcopy(_REAL[game])

    return get


def resumed_quietly(win: MainWindow, told, store: Path, record: dict) -> None:
    """The saved game went on: nothing told but "Continue?", nothing set aside."""
    assert told["information"] == [] and asked_to_continue(told["question"])
    assert not list(store.glob("*.damaged-*"))
    ctrl = win.controller
    assert ctrl.game_id == record["game"] and ctrl.state.deal_index == 1
    assert ctrl.saved_record([])["actions"] == record["actions"]


# --------------------------------------------------------------------------- case 1


@pytest.mark.parametrize("game", [BU, MYP])
def test_a_deal_of_a_match_that_lost_a_seat_row_is_recorded_and_the_game_resumes(
    qtbot, store, told, game
):
    win = make_window(qtbot)
    win.begin()
    start(win, game)
    ctrl = win.controller
    sql(store, "DELETE FROM seats WHERE match_id = ? AND seat = 3", ctrl.session.match_id)
    play_deal(qtbot, win)
    assert win.store.recorder.dropped == [] and win.store.recorder.pending == []  # not dropped
    ctrl.next_deal()
    play_moves(qtbot, win, 1)
    totals, teams = tuple(ctrl.match.totals), list(ctrl.match.teams)
    record = saved_file(store)
    win.close()
    match, deals = team_match(store, game)
    assert deals == [0] and match.totals == totals
    assert [(s.seat, s.team) for s in match.seats] == list(enumerate(teams))
    again = make_window(qtbot)  # the next start is not blamed on the saved game
    again.begin()
    resumed_quietly(again, told, store, record)
    again.close()


@pytest.mark.parametrize("game", [BU, MYP])
def test_a_saved_game_whose_match_lost_a_seat_row_and_its_deal_resumes_and_records_it(
    qtbot, store, told, real, game
):
    """What release 0.2 left behind: the deal dropped, the seat row still missing."""
    record, board = real(game)
    store.mkdir()
    (store / "saved-game.json").write_text(json.dumps(record))
    (store / "scoreboard.sqlite3").write_bytes(board)
    sql(store, "DELETE FROM deals WHERE match_id = ?", record["match_id"])
    sql(store, "DELETE FROM seats WHERE match_id = ? AND seat = 3", record["match_id"])
    win = make_window(qtbot)
    win.begin()
    resumed_quietly(win, told, store, record)
    win.close()
    match, deals = team_match(store, game)
    assert deals == [0] and match.totals == tuple(record["totals"])
    assert [s.team for s in match.seats] == list(win.controller.match.teams)


# --------------------------------------------------------------------------- case 2


@pytest.mark.parametrize(
    ("damage", "words"),
    [
        ("UPDATE seats SET seat = 7 WHERE match_id = ? AND seat = 3", "seats are not numbered"),
        ("DELETE FROM seats WHERE match_id = ? AND seat = 1", "seats are not numbered"),
        ("UPDATE seats SET team = -5 WHERE match_id = ? AND seat = 1", "teams are not numbered"),
    ],
    ids=["seat-7-of-four", "seat-1-missing", "team-minus-5"],
)
def test_statistics_open_when_a_team_matchs_seat_rows_do_not_run_0_to_n_1(
    qtbot, store, real, damage, words
):
    record, board = real(MYP)
    store.mkdir()
    path = store / "scoreboard.sqlite3"
    path.write_bytes(board)
    finished = Scoreboard(path)  # a finished team match beside the damaged one
    options, _, _ = GAMES[MYP]
    seats = [("You", None), ("Ana", "easy"), ("Bruno", "easy"), ("Carla", "easy")]
    key = match_key(None, MYP, options.to_json(), 9, 1.0, seats, options.seat_teams)
    recorder = DealRecorder(finished)
    row = DealRow(0, 0, (50, -20, 50, -20), (), (0, 2), "went_out", "", 1.0, 2.0, (50, -20))
    recorder.add(entry(key, row, [50, -20, 50, -20], True, [0, 2]))
    assert recorder.pending == [] and recorder.dropped == []
    finished.close()
    sql(store, damage, record["match_id"])
    board = Scoreboard(path, create=False)
    dialog = StatisticsDialog(board)  # raised "tuple index out of range"
    qtbot.addWidget(dialog)
    shown = [dialog.history.item(r, 2).text() for r in range(dialog.history.rowCount())]
    assert shown == ["you and your partner won"]  # the readable match, the other named
    assert [w for w in board.skipped.values() if words in w], board.skipped
    board.close()


def test_a_pending_release_0_1_deal_and_a_team_of_minus_5_do_not_stop_tapete(qtbot, store, told):
    """Release 0.1 kept deals without team scores; the scoreboard's seat row says team -5.
    Every start raised IndexError; now the deal is recorded and the window opens."""
    store.mkdir()
    path = store / "scoreboard.sqlite3"
    board = Scoreboard(path)
    seats = [("You", None), ("Ana", "easy"), ("Bruno", "normal")]
    key = match_key(None, "quita-y-pon", {"num_players": 3}, 8, 100.0, seats)
    DealRecorder(board).attach(key, [])
    board.close()
    sql(store, "UPDATE seats SET team = -5 WHERE seat = 1")
    row = DealRow(0, 0, (12, 0, 4), (12, 0, 4), (1,), "went_out", "", 100.0, 30.0)
    pending = entry(key, row, [12, 0, 4], True, [1])
    del pending["deal"]["team_scores"]  # as release 0.1 wrote it
    (store / "saved-game.json").write_text(json.dumps({"format": 1, "pending": [pending]}))
    win = make_window(qtbot)
    win.begin()
    assert told["information"] == [] and win.store.recorder.pending == []
    win.close()
    board = Scoreboard(path, create=False)
    [match] = [m for m in board.matches() if m.seed == "8"]
    assert [s.team for s in match.seats] == [0, 1, 2] and match.winners == (1,)
    assert board.deals(match.id)[0].team_scores == (12, 0, 4)
    board.close()


# --------------------------------------------------------------------------- case 3


def test_play_this_deal_again_with_options_now_refused_says_so_and_changes_nothing(
    qtbot, store, told, real, monkeypatch
):
    record, board = real(MYP)
    store.mkdir()
    (store / "scoreboard.sqlite3").write_bytes(board)
    sql(store, "UPDATE matches SET options = json_set(options, '$.foot_first', 1)")
    win = make_window(qtbot)
    win.begin()
    before = (win.controller.game_id, win.controller.match.seed, saved_file(store))

    def choose_the_match(dialog) -> int:
        rows = [r for r, m in enumerate(dialog._matches) if m.game == MYP]
        dialog.history.selectRow(rows[0])
        dialog.play_again()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(StatisticsDialog, "exec", choose_the_match)
    win.parts["statistics"].show_statistics()  # raised OptionError
    [message] = told["information"]
    assert message.startswith("This match cannot be played again") and "foot_first" in message
    assert "\n" not in message
    assert (win.controller.game_id, win.controller.match.seed, saved_file(store)) == before
    win.close()
    board = Scoreboard(store / "scoreboard.sqlite3", create=False)
    assert sorted(m.seed for m in board.matches()) == ["3", "5"]  # no match started
    board.close()


# --------------------------------------------------------------------------- case 4


def swap_teams(result: dict) -> None:
    """Teams 0,0,1,1 (the match's are 0,1,0,1), the result otherwise whole."""
    result["teams"] = [0, 0, 1, 1]
    result["scores"] = [result["team_scores"][t] for t in (0, 0, 1, 1)]
    best = max(result["team_scores"])
    result["winners"] = [s for s, t in enumerate((0, 0, 1, 1)) if result["team_scores"][t] == best]


def losers_win(result: dict) -> None:
    result["winners"] = [s for s in range(4) if s not in result["winners"]]


ENDER = {BU: "closer", MYP: "went_out"}
DAMAGE: list[tuple[str, Callable[[dict], None], str]] = [
    ("teams-0011", swap_teams, "are not the match's [0, 1, 0, 1]"),
    ("losers-as-winners", losers_win, "the winners, but the best team's seats are"),
    ("team-minus-5", lambda r: r.update(teams=[0, -5, 0, 1]), "are not numbered 0 to k-1"),
    ("ender-seat-9", lambda r: r.update(ENDER_FIELD=9), "seat 9"),
]


@pytest.mark.parametrize("game", [BU, MYP])
@pytest.mark.parametrize(("case", "damage", "words"), DAMAGE, ids=[d[0] for d in DAMAGE])
def test_a_saved_team_game_whose_results_contradict_its_teams_is_set_aside(
    qtbot, store, told, real, game, case, damage, words
):
    record, board = real(game)
    result = record["results"][0]
    damage(result)
    if "ENDER_FIELD" in result:
        result[ENDER[game]] = result.pop("ENDER_FIELD")
    store.mkdir()
    text = json.dumps(record)
    (store / "saved-game.json").write_text(text)
    (store / "scoreboard.sqlite3").write_bytes(board)
    win = make_window(qtbot)
    win.begin()
    assert asked_to_continue(told["question"])
    [notice] = told["information"]
    [aside] = store.glob("saved-game.json.damaged-*")
    assert aside.read_bytes() == text.encode()  # kept, byte for byte
    assert words in notice and f"so it was moved to {aside}" in notice, notice
    ctrl = win.controller  # a new game, the window's own
    assert ctrl.match.seed == NEW_SEED and ctrl.match.results == []
    win.close()


# --------------------------------------------------------------------------- case 5

OLD_SCOREBOARD = Path(__file__).resolve().parents[1] / "storage/fixtures/scoreboard-v2.sqlite3"


@pytest.mark.parametrize(
    ("sql", "words"),
    [
        ("DROP TABLE deals", "lacks the table 'deals'"),
        ("ALTER TABLE seats DROP COLUMN total", "lacks the column seats.total"),
        (None, None),
    ],
    ids=["no-deals-table", "no-total-column", "whole"],
)
def test_a_release_0_1_scoreboard_at_the_windows_start(qtbot, store, told, sql, words):
    """Lacking a table, every start said "no such table: deals" and nothing was set aside;
    lacking a column, it was upgraded before it was set aside. Whole, it is upgraded with
    a copy kept as it was."""
    store.mkdir()
    path = store / "scoreboard.sqlite3"
    path.write_bytes(OLD_SCOREBOARD.read_bytes())
    if sql is not None:
        conn = sqlite3.connect(path)
        conn.execute(sql)
        conn.close()
    original = path.read_bytes()
    for start_number in range(2):
        win = make_window(qtbot)
        win.begin()
        if words is not None and start_number == 0:
            [notice] = told["information"]
            [aside] = store.glob("scoreboard.sqlite3.damaged-*")
            assert words in notice and f"so it was moved to {aside}" in notice, notice
            assert aside.read_bytes() == original  # as it was, not upgraded
        assert len(told["information"]) == (words is not None)  # the next start is quiet
        assert win.store.scoreboard.writable and not win.controller.store.problems
        win.close()
    if words is None:
        [kept] = store.glob("scoreboard.sqlite3.schema-2-*")
        assert kept.read_bytes() == original
        board = Scoreboard(path, create=False)
        assert board.stats()["quita-y-pon"].won == 1.5  # the old matches are there
        board.close()
