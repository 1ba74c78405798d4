"""Game ▸ Statistics keeps the practice games apart: the games against the bots show by
default exactly as before, the practice games only when asked for (said plainly), the
figures, the history and the chart of one kind at a time."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QComboBox

from app.games.registry import GAMES
from app.storage.scoreboard import DealRow, Scoreboard, Seat
from app.ui.stats_window import StatisticsDialog
from tests.ui.test_translated_shell import (  # noqa: F401 - `marked` is a fixture
    MARK,
    marked,
    untranslated,
    visible_texts,
)

QYP = "quita-y-pon"
ROW = next(r for r, g in enumerate(GAMES) if g.id == QYP)
SEATS = [Seat(0, "You", None), Seat(1, "Ana", "easy")]


def finished(board: Scoreboard, seed: int, totals, ended: float, practice: bool) -> int:
    match_id = board.start_match(
        QYP, {"deals": 1}, SEATS, seed, started_at=ended - 9, practice=practice
    )
    best = max(totals)
    board.record_deal(
        DealRow(
            match_id=match_id,
            deal_index=0,
            scores=totals,
            hand_points=(0, 0),
            winners=tuple(i for i, s in enumerate(totals) if s == best),
            reason="went_out",
            replay_json=json.dumps({"format": 1, "actions": [], "deal": 0}),
            started_at=ended - 5,
            duration_s=5,
        ),
        totals,
        over=True,
    )
    return match_id


@pytest.fixture
def board(tmp_path):
    """A real match the person won 30 to 10, and two practice matches: 70 to 0 (won),
    then 5 to 50 (lost)."""
    board = Scoreboard(tmp_path / "scoreboard.sqlite3")
    finished(board, 11, (30, 10), 1_700_000_000, practice=False)
    finished(board, 22, (70, 0), 1_700_100_000, practice=True)
    finished(board, 33, (5, 50), 1_700_200_000, practice=True)
    board.record_puzzle(QYP, "p1", 1, 5, 5, 1_700_300_000)
    yield board
    board.close()


def open_dialog(qtbot, board: Scoreboard) -> StatisticsDialog:
    dialog = StatisticsDialog(board)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def seeds(dialog: StatisticsDialog) -> list[str]:
    return [dialog.history.item(r, 4).text() for r in range(dialog.history.rowCount())]


def chart_of_the_game(dialog: StatisticsDialog) -> tuple[float, ...]:
    dialog.figures.clearSelection()
    dialog.figures.selectRow(ROW)
    [series] = dialog.chart.series
    return series.values


def test_the_games_against_the_bots_show_by_default_and_no_practice_game(qtbot, board):
    dialog = open_dialog(qtbot, board)
    kind = dialog.findChild(QComboBox, "matchKind")
    assert kind.isVisible() and kind.currentText() == "Games against the bots"
    assert [kind.itemText(i) for i in range(kind.count())] == [
        "Games against the bots",
        "Practice games",
    ]
    assert not dialog.practice and not dialog.practice_note.isVisible()
    assert seeds(dialog) == ["11"]
    assert dialog.figures.item(ROW, 1).text() == "1"  # played
    assert dialog.figures.item(ROW, 4).text() == "30"  # best
    assert dialog.puzzles.isVisible()
    assert chart_of_the_game(dialog) == (30.0,)


def test_the_practice_view_shows_only_the_practice_games_and_says_so(qtbot, board):
    dialog = open_dialog(qtbot, board)
    kind = dialog.findChild(QComboBox, "matchKind")
    kind.setCurrentIndex(kind.findText("Practice games"))  # as the person chooses it
    assert dialog.practice
    assert dialog.practice_note.isVisible()
    assert dialog.practice_note.text() == (
        "Practice games: kept apart, they never count in your record."
    )
    assert seeds(dialog) == ["33", "22"]  # newest first; the real match is not there
    assert [m.practice for m in dialog._matches] == [True, True]
    assert [dialog.figures.item(ROW, c).text() for c in (1, 2, 4, 6)] == ["2", "1", "70", "0"]
    assert not dialog.puzzles.isVisible()  # the puzzles go with the real games
    assert chart_of_the_game(dialog) == (70.0, 5.0)
    # The match chart follows the history of this kind only.
    dialog.history.selectRow(1)
    assert [s.values for s in dialog.chart.series] == [(70.0,), (0.0,)]
    # And back: the games against the bots as before.
    dialog.show_practice(False)
    assert not dialog.practice_note.isVisible() and seeds(dialog) == ["11"]
    assert dialog.figures.item(ROW, 1).text() == "1"
    assert chart_of_the_game(dialog) == (30.0,)


def test_a_scoreboard_of_practice_games_only_shows_no_game_against_the_bots(qtbot, tmp_path):
    board = Scoreboard(tmp_path / "scoreboard.sqlite3")
    finished(board, 22, (70, 0), 1_700_100_000, practice=True)
    dialog = open_dialog(qtbot, board)
    assert seeds(dialog) == []
    assert dialog.figures.item(ROW, 1).text() == "no games yet"
    dialog.show_practice(True)
    assert seeds(dialog) == ["22"] and dialog.figures.item(ROW, 1).text() == "1"
    board.close()


@pytest.mark.parametrize("practice", [False, True])
def test_either_view_fits_a_1024_by_640_screen(qtbot, board, practice):
    dialog = open_dialog(qtbot, board)
    dialog.show_practice(practice)
    needed = dialog.minimumSizeHint()
    # The dialog takes the screen's room less 20 × 50 for its frame (StatisticsDialog._fit).
    assert needed.width() <= 1024 - 20 and needed.height() <= 640 - 50, needed


def test_the_practice_view_is_translated(qtbot, marked, board):  # noqa: F811 - fixture
    dialog = open_dialog(qtbot, board)
    dialog.show_practice(True)
    texts = visible_texts(dialog)
    assert f"{MARK}Practice games: kept apart, they never count in your record." in texts
    assert {f"{MARK}Games against the bots", f"{MARK}Practice games"} <= set(texts)
    assert untranslated(texts) == [], texts
