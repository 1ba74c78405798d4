"""Before a game is dealt, no mode's buttons: at first start, while the boxes about
damaged files (a saved game, the scoreboard) are up, then the welcome page, and while
the resume question is asked, the button row shows nothing (seen under Wine: every
button of every mode, Accept hint, Dismiss, Show the solution..., until the table
dealt). Once the cards are on the table the game's buttons are there."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QMessageBox, QPushButton

from app.games.registry import GAME_IDS
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameSettings
from app.ui.welcome import WelcomeDialog
from tests.session.test_hostile_records import saved_game


@pytest.fixture
def store(tmp_path, monkeypatch):
    monkeypatch.setenv("TAPETE_DATA_DIR", str(tmp_path))
    return tmp_path


def shown_buttons(win: MainWindow) -> list[str]:
    """The buttons of the window a person sees now (the dialogs' own are not its). The
    Game menu keeps its entries: a puzzle is started from it with no table."""
    return sorted(
        b.objectName() or b.text()
        for b in win.findChildren(QPushButton)
        if b.isVisibleTo(win) and b.window() is win
    )


def open_window(qtbot, game: str) -> MainWindow:
    win = MainWindow(NewGameSettings(game=game, pace_ms=0))
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.mark.parametrize("game", GAME_IDS)
def test_while_damaged_files_are_told_and_the_welcome_page_is_up_no_button_shows(
    qtbot, store, monkeypatch, game
) -> None:
    (store / "saved-game.json").write_text('{"game": "scala-40", "deals": [', "utf-8")
    (store / "scoreboard.sqlite3").write_bytes(b"this is not a database" * 100)
    seen: list[tuple[str, list[str]]] = []

    def information(parent, title, text, *rest, **kw):
        seen.append((text, shown_buttons(parent)))
        return QMessageBox.StandardButton.Ok

    def welcome(dialog) -> int:  # closed at once: the settings' game is dealt
        seen.append(("welcome", shown_buttons(dialog.parent())))
        return 0

    monkeypatch.setattr(QMessageBox, "information", information)
    monkeypatch.setattr(WelcomeDialog, "exec", welcome)
    win = open_window(qtbot, game)
    win.prefs.clear()  # a first start: the welcome page
    win.begin(welcome=True)
    told = [text for text, _ in seen]
    assert any("scoreboard" in t for t in told) and any("saved game" in t for t in told)
    assert "welcome" in told
    assert all(buttons == [] for _, buttons in seen), seen
    assert win.controller.state is not None
    qtbot.waitUntil(lambda: len(shown_buttons(win)) > 0, timeout=10_000)
    win.close()


@pytest.mark.parametrize("game", ["quita-y-pon", "mano-y-pie"])
def test_while_the_resume_question_is_asked_no_button_shows(qtbot, store, monkeypatch, game):
    (store / "saved-game.json").write_text(json.dumps(saved_game(game)), "utf-8")
    asked: list[list[str]] = []

    def question(parent, *rest, **kw):
        asked.append(shown_buttons(parent))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", question)
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: QMessageBox.StandardButton.Ok)
    win = open_window(qtbot, "scala-40")
    win.begin()
    assert asked == [[]]
    assert win.controller.state is not None
    qtbot.waitUntil(lambda: len(shown_buttons(win)) > 0, timeout=10_000)
    win.close()
