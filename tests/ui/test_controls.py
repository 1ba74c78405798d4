"""Help ▸ Controls (issue 24, item 8): every game's buttons, keys and gestures and the
window's shortcuts, generated from what the games and the window declare."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QKeySequence

from app.games.registry import GAMES
from app.ui.controls import ControlsDialog, key_text, plain_menu_text
from app.ui.parts import PARTS
from app.ui.table_module import table_of
from tests.waits import HANG_MS

from .test_faults_gui import make_window


def test_every_games_commands_and_gestures_are_listed(qtbot) -> None:
    dialog = ControlsDialog("scala-40", [], PARTS)
    qtbot.addWidget(dialog)
    assert dialog.tabs.currentWidget() is dialog.pages["scala-40"]
    for info in GAMES:
        table = table_of(info.id)
        text = dialog.pages[info.id].toPlainText()
        assert table.gestures, info.id
        for action in table.with_parts(PARTS):
            if action.button:
                assert action.label in text, (info.id, action.label)
            if action.shortcut:
                assert key_text(action.shortcut) in text, (info.id, action.shortcut)
            if action.menu:
                assert plain_menu_text(action.menu_text or action.label) in text
        for words in table.gestures:
            assert words.text in text, (info.id, words.text)


def test_the_window_tab_lists_every_menu_shortcut_but_the_games_commands(qtbot, monkeypatch):
    win = make_window(qtbot)
    shown = []
    monkeypatch.setattr(ControlsDialog, "exec", lambda self: shown.append(self) or 0)
    win.menus.controls_action.trigger()
    [dialog] = shown
    text = dialog.pages["window"].toPlainText()
    assert dialog.tabs.currentWidget() is dialog.pages[win.controller.game_id]
    for entry in (
        win.menus.new_action,
        win.menus.choose_action,
        win.parts["statistics"].actions["statistics"],
        win.menus.controls_action,
    ):
        assert plain_menu_text(entry.text()) in text
        assert entry.shortcut().toString(QKeySequence.SequenceFormat.NativeText) in text
    for name, entry in win.commands.menu_actions.items():  # the game's own: on its tab, not here
        assert plain_menu_text(entry.text()) not in text, name
    win.close()


def test_menu_words_lose_their_accelerator_and_dots() -> None:
    assert plain_menu_text("&New game…") == "New game"
    assert plain_menu_text("Take the &pile") == "Take the pile"
    assert key_text("Return") in ("Return", "Enter")
    assert key_text(None) == ""


#: Per language: what Help ▸ Controls and the menus call Enter and Ctrl+Backspace
#: (the names printed on that language's keyboards), and Qt's own names they replace.
KEYBOARD_NAMES = {
    "es": ("Intro", "Ctrl+Retroceso", "Ctrl+Mayús+N", ("Retorno", "Borrar", "Control+")),
    "pt_BR": ("Enter", "Ctrl+Backspace", "Ctrl+Shift+N", ("Return",)),
    "it": ("Invio", "Ctrl+Backspace", "Ctrl+Maiusc+N", ("Return",)),
}


@pytest.mark.parametrize("code", list(KEYBOARD_NAMES))
def test_keys_are_named_as_the_players_keyboard_prints_them(qtbot, monkeypatch, code) -> None:
    """Help ▸ Controls, opened with Ctrl+F1, and the Game menu name Enter and Backspace
    as the language's keyboards print them (Spanish once said "Retorno" and "Borrar",
    Qt's own names), the same in both places."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from app import i18n

    enter, take_back, choose_game, qts = KEYBOARD_NAMES[code]
    i18n.install(QApplication.instance(), code)
    try:
        win = make_window(qtbot)
        win.start()
        shown = []
        monkeypatch.setattr(ControlsDialog, "exec", lambda self: shown.append(self) or 0)
        win.activateWindow()
        assert QTest.qWaitForWindowActive(win, HANG_MS)
        QTest.keyClick(win, Qt.Key.Key_F1, Qt.KeyboardModifier.ControlModifier)
        [dialog] = shown
        qp = dialog.pages["quita-y-pon"].toPlainText()
        window = dialog.pages["window"].toPlainText()
        assert enter in qp.split() and take_back in qp.split(), qp
        assert choose_game in window.split(), window
        for wrong in qts:
            assert wrong not in qp and wrong not in window, wrong
        done = win.commands.menu_actions["done"].shortcut()
        assert done.toString(QKeySequence.SequenceFormat.NativeText) == enter  # the menu's
        win.controller.shutdown()
        win.close()
    finally:
        i18n.install(QApplication.instance(), "en")


def test_the_practice_tables_commands_say_so(qtbot) -> None:
    """P (Play this turn for me) and Quita y Pon's Ctrl+Backspace (Take back my last
    move) are offered at a practice table only, and their rows in Controls say so; no
    other row does."""
    from app.ui.controls import action_rows

    for info in GAMES:
        actions = table_of(info.id).with_parts(PARTS)
        rows = dict(zip([a.name for a in actions], action_rows(actions), strict=True))
        practice = {a.name for a in actions if a.visible == "practising"}
        assert "play_for_me" in practice, info.id
        for name, (_, _, menu) in rows.items():
            said = menu.endswith("(practice table only)")
            assert said == (name in practice), (info.id, name, menu)
        assert rows["play_for_me"][1:] == ("P", "Play this turn for me (practice table only)")
    qp_commands = table_of("quita-y-pon").with_parts(PARTS)
    qp = dict(zip(
        [a.name for a in qp_commands],
        action_rows(qp_commands),
        strict=True,
    ))  # fmt: skip
    assert qp["take_back_move"][1:] == (
        key_text("Ctrl+Backspace"), "Take back my last move (practice table only)",
    )  # fmt: skip
    assert qp["reset"][1:] == ("Ctrl+Z", "Reset turn")
