"""Help ▸ Controls (issue 24, item 8): every game's buttons, keys and gestures and the
window's shortcuts, generated from what the games and the window declare."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence

from app.games.registry import GAMES
from app.ui.controls import ControlsDialog, key_text, plain_menu_text
from app.ui.game_ui import game_ui

from .test_faults_gui import make_window


def test_every_games_commands_and_gestures_are_listed(qtbot) -> None:
    dialog = ControlsDialog("scala-40", [])
    qtbot.addWidget(dialog)
    assert dialog.tabs.currentWidget() is dialog.pages["scala-40"]
    for info in GAMES:
        module = game_ui(info.id)
        text = dialog.pages[info.id].toPlainText()
        assert module.GESTURES, info.id
        for action in module.ACTIONS:
            if action.button:
                assert action.label in text, (info.id, action.label)
            if action.shortcut:
                assert key_text(action.shortcut) in text, (info.id, action.shortcut)
            if action.menu:
                assert plain_menu_text(action.menu_text or action.label) in text
        for words in module.GESTURES:
            assert words.text in text, (info.id, words.text)


def test_the_window_tab_lists_every_menu_shortcut_but_the_games_commands(qtbot, monkeypatch):
    win = make_window(qtbot)
    shown = []
    monkeypatch.setattr(ControlsDialog, "exec", lambda self: shown.append(self) or 0)
    win.controls_action.trigger()
    [dialog] = shown
    text = dialog.pages["window"].toPlainText()
    assert dialog.tabs.currentWidget() is dialog.pages[win.controller.game_id]
    for entry in (win.new_action, win.choose_action, win.statistics_action, win.controls_action):
        assert plain_menu_text(entry.text()) in text
        assert entry.shortcut().toString(QKeySequence.SequenceFormat.NativeText) in text
    for name, entry in win.menu_actions.items():  # the game's own: on its tab, not here
        assert plain_menu_text(entry.text()) not in text, name
    win.close()


def test_menu_words_lose_their_accelerator_and_dots() -> None:
    assert plain_menu_text("&New game…") == "New game"
    assert plain_menu_text("Take the &pile") == "Take the pile"
    assert key_text("Return") in ("Return", "Enter")
    assert key_text(None) == ""
