"""The window's shell speaks the interface's language: under a translator that marks every
translation ("§" + its source), the main window's menus, the New-game dialog's own labels,
the statistics window, the storage banner and the start's notices show only translated
text, with numbers, dates, seeds and the games' names as they are (translations/README.md).
"""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLabel,
    QMessageBox,
    QTableWidget,
    QWidget,
)

from app.core.bots import LEVELS
from app.games.registry import GAMES
from app.storage.scoreboard import DealRow, Scoreboard, Seat
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameDialog, NewGameSettings
from app.ui.stats_window import StatisticsDialog

MARK = "§"
GAME_NAMES = {g.name for g in GAMES}


class Marking(QTranslator):
    """Translates every message to "§" + its source, so that what was looked up shows."""

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: ARG002
        return MARK + source

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return False


@pytest.fixture
def marked(qapp):
    translator = Marking()
    QCoreApplication.installTranslator(translator)
    yield translator
    QCoreApplication.removeTranslator(translator)


@pytest.fixture
def store(tmp_path, monkeypatch):
    monkeypatch.setenv("TAPETE_DATA_DIR", str(tmp_path / "Tapete"))
    return tmp_path / "Tapete"


@pytest.fixture
def told(monkeypatch):
    """What the window says in message boxes ("Continue?" is answered No)."""
    said: dict[str, list[str]] = {"information": [], "question": []}

    def information(parent, title, text, *rest, **kw):
        said["information"].append((title, text))
        return QMessageBox.StandardButton.Ok

    def question(parent, title, text, *rest, **kw):
        said["question"].append((title, text))
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "information", information)
    monkeypatch.setattr(QMessageBox, "question", question)
    return said


def is_plain_value(text: str) -> bool:
    """Text a translation leaves as it is: a number, a date, a seed, a game's name."""
    return text in GAME_NAMES or re.fullmatch(r"[\d\s.,:/—★%-]*", text) is not None


def untranslated(texts: list[str]) -> list[str]:
    return [t for t in texts if t and not t.startswith(MARK) and not is_plain_value(t)]


def visible_texts(root: QWidget, skip: QWidget | None = None) -> list[str]:
    """Every label's, button's and combo box item's text shown in `root` (not in `skip`)."""
    texts: list[str] = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root) or (skip is not None and skip.isAncestorOf(widget)):
            continue
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
        elif isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
    return texts


def window(qtbot, storage: bool = False) -> MainWindow:
    win = MainWindow(NewGameSettings(pace_ms=0, seed=5), storage=storage)
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    return win


# --------------------------------------------------------------------------- menus


def test_the_main_windows_menus_and_buttons_are_translated(qtbot, marked) -> None:
    win = window(qtbot)
    assert win.windowTitle() == f"{MARK}Tapete"  # no game on the table yet
    win.start()
    texts = [win.windowTitle(), win.sort_suit.text(), win.sort_rank.text()]
    for menu_action in win.menuBar().actions():
        texts.append(menu_action.text())
        texts += [a.text() for a in menu_action.menu().actions() if not a.isSeparator()]
    assert untranslated(texts) == [], texts
    assert win.windowTitle() == f"{MARK}Tapete — Quita y Pon"  # the game's name as it is
    assert f"{MARK}&Game" in texts and f"{MARK}&New game…" in texts  # accelerators kept
    assert win.menus.rules_action.text() == f"{MARK}&Rules of Quita y Pon"
    win.controller.shutdown()


def test_the_menus_read_in_english_without_a_translator(qtbot) -> None:
    win = window(qtbot)
    titles = [a.text() for a in win.menuBar().actions()]
    assert titles == ["&Game", "&View", "&Help"]


# --------------------------------------------------------------------------- new game


def test_the_new_game_dialogs_own_labels_are_translated(qtbot, marked) -> None:
    """The dialog's own rows, buttons and level names (each game's page of options is
    its table module's: not checked here)."""
    dialog = NewGameDialog(NewGameSettings(seed=1))
    qtbot.addWidget(dialog)
    dialog.show()
    texts = visible_texts(dialog, skip=dialog.pages)
    texts += [dialog.windowTitle(), dialog.seed.placeholderText()]
    texts += [dialog.pace.itemText(i) for i in range(dialog.pace.count())]
    assert untranslated(texts) == [], texts
    levels = [dialog.levels[0].itemText(i) for i in range(dialog.levels[0].count())]
    assert levels == [MARK + level for level in LEVELS]
    # The game's names are proper names: the same in every language.
    assert {dialog.game.itemText(i) for i in range(dialog.game.count())} == GAME_NAMES


def test_a_level_is_chosen_by_its_data_whatever_its_name_reads(qtbot, marked) -> None:
    dialog = NewGameDialog(NewGameSettings(levels=("hard", "easy", "normal"), seed=1))
    qtbot.addWidget(dialog)
    assert [box.currentData() for box in dialog.levels[:3]] == ["hard", "easy", "normal"]
    assert dialog.levels[0].currentText() == f"{MARK}hard"
    dialog.levels[1].setCurrentIndex(dialog.levels[1].findData("hard"))
    assert dialog.settings().levels == ("hard", "hard", "normal")


def test_why_options_cannot_be_played_is_translated(qtbot, marked) -> None:
    dialog = NewGameDialog(NewGameSettings(seed=1))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.game.setCurrentIndex(dialog.game.findData("scala-40"))
    dialog.players.setValue(5)
    dialog.row("scala-40", "hand_size").setValue(30)  # 5 × 30 + 2 > 106 cards
    dialog.accept()
    assert dialog.error.text() == (
        f"{MARK}These options cannot be played: "
        f"{MARK}hand_size 30 for 5 players leaves no up-card and stock"
    )


def test_a_seed_that_is_none_is_told_translated(qtbot, marked) -> None:
    dialog = NewGameDialog(NewGameSettings(seed=1))
    qtbot.addWidget(dialog)
    dialog.seed.setText("día")
    assert dialog.problem() == (
        f"{MARK}seed 'día': a seed is a whole number written with 0-9, or a word of plain "
        "letters and digits"
    )


# --------------------------------------------------------------------------- statistics


#: When the two matches of `scoreboard` ended (the second one first in the history).
ENDED = (1_700_000_000, 1_700_100_000)


def scoreboard(path) -> Scoreboard:
    """Two one-deal matches of the person against an easy and a hard bot: won 12345 to 10,
    then lost 0 to 20 (higher totals win on this scoreboard)."""
    board = Scoreboard(path / "scoreboard.sqlite3")
    seats = [Seat(0, "You", None), Seat(1, "Ana", "easy"), Seat(2, "Bruno", "hard")]
    for ended, totals in zip(ENDED, ((12345, 10, 0), (0, 20, 5)), strict=True):
        match_id = board.start_match("quita-y-pon", {"deals": 1}, seats, 7, started_at=ended - 9)
        best = max(totals)
        row = DealRow(
            match_id=match_id,
            deal_index=0,
            scores=totals,
            hand_points=(0, 0, 0),
            winners=tuple(i for i, s in enumerate(totals) if s == best),
            reason="went_out",
            replay_json=json.dumps({"format": 1, "actions": [], "deal": 0}),
            started_at=ended - 5,
            duration_s=5,
        )
        board.record_deal(row, totals, over=True)
    return board


def short_date(seconds: int) -> str:
    return QLocale().toString(QDateTime.fromSecsSinceEpoch(seconds), QLocale.FormatType.ShortFormat)


def test_the_statistics_window_is_translated(qtbot, marked, tmp_path) -> None:
    board = scoreboard(tmp_path)
    dialog = StatisticsDialog(board)
    qtbot.addWidget(dialog)
    dialog.show()
    texts = visible_texts(dialog) + [dialog.windowTitle()]
    for table in (dialog.figures, dialog.history):
        texts += [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
        texts += [
            table.item(r, c).text()
            for r in range(table.rowCount())
            for c in range(table.columnCount())
            if table is not dialog.history or c != 0  # the dates: below
        ]
    assert untranslated(texts) == [], texts
    assert [dialog.history.item(r, 0).text() for r in range(2)] == [
        short_date(ENDED[1]),
        short_date(ENDED[0]),
    ]
    assert {dialog.history.item(r, 2).text() for r in range(2)} == {f"{MARK}won", f"{MARK}lost"}
    dialog.history.selectRow(0)
    match = dialog.match_dialog(dialog._matches[0])
    qtbot.addWidget(match)
    table = match.findChild(QTableWidget)
    headers = [table.horizontalHeaderItem(c).text() for c in range(4)]
    assert headers == [f"{MARK}Deal", f"{MARK}You", "Ana", "Bruno"]  # names stay as they are
    board.close()


def test_numbers_and_dates_follow_the_language(qtbot, tmp_path) -> None:
    board = scoreboard(tmp_path)
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Italian, QLocale.Country.Italy))
    try:
        dialog = StatisticsDialog(board)
        qtbot.addWidget(dialog)
        best = dialog.figures.item(0, 4).text()
        average = dialog.figures.item(0, 5).text()
        assert best == "12.345" and average == "6172,5"  # Italian separators
        assert dialog.history.item(1, 3).text() == "You 12.345 – Ana 10 – Bruno 0"
        ended = dialog.history.item(1, 0).text()
        day = QDateTime.fromSecsSinceEpoch(ENDED[0]).date()
        assert ended == short_date(ENDED[0])
        assert ended.startswith(f"{day.day()}/{day.month():02}/")  # Italian: day first
    finally:
        QLocale.setDefault(before)
    board.close()


# --------------------------------------------------------------------------- storage


def test_a_storage_fault_reaches_the_banner_translated(qtbot, marked, store, told) -> None:
    store.parent.mkdir(parents=True, exist_ok=True)
    store.write_text("a file where the data folder should be")
    win = window(qtbot, storage=True)
    win.begin()
    assert told["information"] == []  # the line above the table says it all
    assert not win.storage_banner.isHidden()
    lines = win.storage_banner.text().split("\n")
    assert len(lines) == 2 and all(line.startswith(MARK) for line in lines), lines
    assert any(
        line.startswith(f"{MARK}The game in progress cannot be saved in {store}: ")
        for line in lines
    ), lines
    assert f"{MARK}a file stands where a folder should be" in win.storage_banner.text()
    # The English stays for logs and tools.
    assert all(not s.startswith(MARK) for s in win.store.problems.values())
    win.close()


def test_the_banner_reads_in_english_without_a_translator(qtbot, store, told) -> None:
    store.parent.mkdir(parents=True, exist_ok=True)
    store.write_text("a file where the data folder should be")
    win = window(qtbot, storage=True)
    win.begin()
    assert set(win.storage_banner.text().split("\n")) == set(win.store.problems.values())
    win.close()


def test_a_damaged_saved_game_is_told_translated(qtbot, marked, store, told) -> None:
    store.mkdir(parents=True)
    (store / "saved-game.json").write_text("{ not json")
    win = window(qtbot, storage=True)
    win.begin()
    [(title, text)] = told["information"]
    assert title == f"{MARK}Tapete"
    assert text.startswith(f"{MARK}The saved game could not be resumed, so it was moved to ")
    assert text.endswith(f": {MARK}it is not valid JSON (it is truncated or garbled).")
    win.close()
