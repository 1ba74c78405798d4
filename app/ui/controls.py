"""Help ▸ Controls: every gesture, button, key and shortcut, one tab a game and one for
the window. Generated, so that it can never drift: a game's buttons and keys from its
table module's `TABLE` and the window's parts (`TABLE.with_parts`: the same declarations
the window makes its buttons and menu entries of), its gestures from the module's `TABLE.gestures`, the window's shortcuts from the
menu bar's own actions. It knows no game: it reads the registry and those declarations."""

from __future__ import annotations

import html
import re
from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QTabWidget, QTextBrowser

from app.core.words import Words
from app.games.registry import GAMES
from app.i18n import say
from app.ui.dialog_frame import close_below
from app.ui.game_ui import GameAction
from app.ui.table_module import table_of

#: What every table takes, whatever the game.
TABLE_GESTURES = (
    Words("ControlsDialog", "Drag cards with the mouse: while you drag, the places they may go light up; dropped where the rules refuse them, they go back and the line under the table says why."),
    Words("ControlsDialog", "Click a line of the game log (View menu, Ctrl+L) to see the table just after it; its last line shows the table as it is now."),
)  # fmt: skip


#: The names of keys and modifiers as the keyboards people play on print them, where
#: Qt's own catalogues name them otherwise (Spanish "Retorno", "Borrar",
#: "Control+Mayúsculas"). In Qt's own context: Tapete's catalogue is searched before
#: Qt's (app/i18n.py), so that the menus' shortcuts say what this page says. English
#: keeps Qt's names.
KEY_NAMES = (
    #: the Enter key of the main keyboard (Qt calls it Return): its name as keyboards print it
    QT_TRANSLATE_NOOP("QShortcut", "Return"),
    #: the Enter key of the number pad: its name as keyboards print it
    QT_TRANSLATE_NOOP("QShortcut", "Enter"),
    #: the key that deletes the character before the cursor, as keyboards print it
    QT_TRANSLATE_NOOP("QShortcut", "Backspace"),
    #: the Control modifier in a shortcut ("Ctrl+Z"), as keyboards print it
    QT_TRANSLATE_NOOP("QShortcut", "Ctrl"),
    #: the Shift modifier in a shortcut ("Ctrl+Shift+N"), as keyboards print it
    QT_TRANSLATE_NOOP("QShortcut", "Shift"),
)

#: A command offered at a practice table only, as Controls lists it: {entry} is its
#: Game-menu entry ("Play this turn for me")
PRACTICE_ONLY = Words("ControlsDialog", "{entry} (practice table only)")


def key_text(shortcut: str | QKeySequence | None) -> str:
    """A shortcut as the person's keyboard names it ("Ctrl+Z", "Enter"), or ""."""
    if not shortcut:
        return ""
    sequence = shortcut if isinstance(shortcut, QKeySequence) else QKeySequence(shortcut)
    return sequence.toString(QKeySequence.SequenceFormat.NativeText)


def plain_menu_text(text: str) -> str:
    """A menu entry's words without its & accelerator and its trailing dots."""
    return re.sub(r"&(.)", r"\1", text).rstrip("…").rstrip(".").strip()


def action_rows(actions: tuple[GameAction, ...]) -> list[tuple[str, str, str]]:
    """Each game command: its button's words, its key, and its Game-menu entry (which
    says so of a command offered at a practice table only)."""
    rows = []
    for action in actions:
        label = action.translated() if action.button else ""
        menu = plain_menu_text(action.translated(action.menu_text)) if action.menu else ""
        if action.practice_only:
            menu = say(PRACTICE_ONLY.filled(entry=menu or label))
        rows.append((label, key_text(action.shortcut), menu))
    return rows


def game_page(game_id: str, house: Iterable[Any]) -> str:
    """A game's tab, as HTML: its buttons and keys (the game's and those of `house`, the
    window's parts or their kinds, as `PARTS`), then its gestures."""
    table = table_of(game_id)
    title = QCoreApplication.translate("ControlsDialog", "Buttons and keys")
    heads = (
        QCoreApplication.translate("ControlsDialog", "Button"),
        QCoreApplication.translate("ControlsDialog", "Key"),
        QCoreApplication.translate("ControlsDialog", "Game menu"),
    )
    parts = [f"<h3>{html.escape(title)}</h3>", "<table cellpadding='3'>", "<tr>"]
    parts += [f"<th align='left'>{html.escape(h)}</th>" for h in heads]
    parts.append("</tr>")
    for label, key, menu in action_rows(table.with_parts(house)):
        cells = (
            html.escape(label or "—"),
            f"<b>{html.escape(key or '—')}</b>",
            html.escape(menu or "—"),
        )
        parts.append("<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    parts.append("</table>")
    at_table = QCoreApplication.translate("ControlsDialog", "At the table")
    parts.append(f"<h3>{html.escape(at_table)}</h3><ul>")
    for words in (*table.gestures, *TABLE_GESTURES):
        parts.append(f"<li>{html.escape(say(words))}</li>")
    parts.append("</ul>")
    return "".join(parts)


def window_page(actions: list[QAction]) -> str:
    """The window's tab: every menu entry that has a shortcut, with it."""
    head = QCoreApplication.translate("ControlsDialog", "Menus and shortcuts")
    parts = [f"<h3>{html.escape(head)}</h3>", "<table cellpadding='3'>"]
    for action in actions:
        entry = html.escape(plain_menu_text(action.text()))
        key = html.escape(key_text(action.shortcut()))
        parts.append(f"<tr><td>{entry}</td><td><b>{key}</b></td></tr>")
    parts.append("</table>")
    return "".join(parts)


def shortcut_actions(menus: list) -> list[QAction]:
    """The actions of `menus` (and their submenus) that have a shortcut, in menu order."""
    found: list[QAction] = []
    for menu in menus:
        for action in menu.actions():
            if action.menu() is not None:
                found += shortcut_actions([action.menu()])
            elif not action.shortcut().isEmpty() and action not in found:
                found.append(action)
    return found


class ControlsDialog(QDialog):
    """Help ▸ Controls: a tab a game (the current one shown first) and the window's."""

    def __init__(
        self,
        current_game: str,
        window_actions: list[QAction],
        parts: Iterable[Any],
        parent=None,
    ) -> None:
        """`parts`: the window's parts or their kinds (their commands are listed too)."""
        super().__init__(parent)
        parts = tuple(parts)
        self.setWindowTitle(self.tr("Controls"))
        self.tabs = QTabWidget()
        self.pages: dict[str, QTextBrowser] = {}
        for info in GAMES:
            page = QTextBrowser()
            page.setHtml(game_page(info.id, parts))
            self.pages[info.id] = page
            self.tabs.addTab(page, info.name)
        window = QTextBrowser()
        window.setHtml(window_page(window_actions))
        self.pages["window"] = window
        self.tabs.addTab(window, self.tr("Window"))
        self.tabs.setCurrentWidget(self.pages.get(current_game, window))
        close_below(self, self.tabs)
        self.resize(640, 480)
