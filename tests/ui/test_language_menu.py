"""View ▸ Language: the choice is remembered, and starting again keeps the game."""

from __future__ import annotations

import os
import sys

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from app import i18n
from app.ui import main as tapete
from app.ui import main_window
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameSettings
from tests.waits import HANG_MS


@pytest.fixture(autouse=True)
def no_choice_kept():
    i18n.choose_language(None)
    yield
    i18n.choose_language(None)


def _answer(monkeypatch, button) -> list[str]:
    asked: list[str] = []

    def question(parent, title, text, *args):
        asked.append(text)
        return button

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def _window(qtbot) -> MainWindow:
    window = MainWindow(NewGameSettings(pace_ms=0, seed=3), storage=False)
    window.setProperty("quiet", True)
    qtbot.addWidget(window)
    return window


def test_the_menu_names_each_language_in_its_own_words(qtbot) -> None:
    menu = _window(qtbot).menus.language_menu
    assert menu.title() == "&Language (from the next start)"
    labels = [action.text() for action in menu.actions()]
    assert labels == [
        "System language (English)",
        "English",
        "Español",
        "Português (Brasil)",
        "Italiano",
    ]
    assert [a.isChecked() for a in menu.actions()] == [True, False, False, False, False]


def test_a_choice_is_remembered_and_a_restart_offered(qtbot, monkeypatch) -> None:
    window = _window(qtbot)
    asked = _answer(monkeypatch, QMessageBox.StandardButton.No)
    window.menus.language_menu.actions()[2].trigger()  # Español
    assert i18n.chosen_language() == "es"
    assert asked == [
        "Tapete will speak Español from its next start. Start again now? The game in "
        "progress is kept and goes on."
    ]
    assert not window.restart_asked and window.isVisible() is not None
    window.menus.language_menu.actions()[1].trigger()  # English: the language spoken now
    assert i18n.chosen_language() == "en" and len(asked) == 1  # nothing to start again for
    window.menus.language_menu.actions()[0].trigger()  # back to the system's
    assert i18n.chosen_language() is None
    assert window.menus.language_menu.actions()[0].isChecked()
    window.controller.shutdown()


def test_starting_again_closes_saving_and_comes_back_in_the_game(qapp, monkeypatch) -> None:
    """The whole round: choose Italiano, Yes; the window closes, saving; the program is
    started again (os.execv, here recorded) without the run's --lang and continues the
    same deal without asking."""
    _answer(monkeypatch, QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(QMessageBox, "information", lambda *args: None)  # notices at start
    made: list[MainWindow] = []

    class Recorded(MainWindow):  # the windows main() makes, not those of other tests
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            made.append(self)

        def closeEvent(self, event) -> None:  # noqa: N802 - Qt override
            super().closeEvent(event)
            # as the last window's close ends the program; other tests' windows may
            # still be open in this process, so the event loop is ended by hand
            QTimer.singleShot(0, QApplication.quit)

    monkeypatch.setattr(main_window, "MainWindow", Recorded)
    monkeypatch.setenv(i18n.ENV, "en")  # the restart drops it: put back after the test
    started: list[list[str]] = []
    monkeypatch.setattr(os, "execv", lambda path, args: started.append(list(args)))
    monkeypatch.setattr(tapete, "_install_excepthook", lambda: None)
    monkeypatch.setattr(tapete, "_close_on_interrupt", lambda: lambda window: None)
    monkeypatch.setattr("sys.orig_argv", ["python", "tapete", "--lang", "en", "--game", "scala-40"])
    seen: dict[str, object] = {}

    def choose_italian() -> None:
        window = made[-1]
        window.controller.pace_ms = 0
        seen["hand"] = list(window.controller.current_hand())
        window.menus.language_menu.choose("it")

    def hung() -> None:  # a hang fails the test, it does not hold the run
        seen["hung"] = True
        for window in made:
            window.close()
        QApplication.quit()

    guard = QTimer()
    guard.setSingleShot(True)
    guard.timeout.connect(hung)
    guard.start(HANG_MS)
    QTimer.singleShot(200, choose_italian)
    tapete.main(["--lang", "en", "--game", "scala-40"])
    assert started == [[sys.executable, "tapete", "--game", "scala-40"]]
    assert os.environ.get(tapete.CONTINUE_ENV) == "1" and i18n.chosen_language() == "it"
    assert i18n.ENV not in os.environ

    def look_and_close() -> None:
        window = made[-1]
        seen["again"] = list(window.controller.current_hand())
        seen["language"] = i18n.current()
        window.close()

    QTimer.singleShot(200, look_and_close)
    try:
        tapete.main(["--game", "scala-40"])  # the new start, with TAPETE_CONTINUE set
    finally:
        os.environ.pop(tapete.CONTINUE_ENV, None)
        i18n.install(qapp, "en")
    guard.stop()
    assert "hung" not in seen
    assert seen["again"] == seen["hand"] and seen["hand"]  # the same deal, unasked
    assert seen["language"] == "it"  # the menu's choice: the restart dropped TAPETE_LANG
    assert tapete.CONTINUE_ENV not in os.environ
