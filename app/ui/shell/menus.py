"""The window's menu bar: Game, View and Help, the window's own entries and the parts'
(`MenuEntry` data, built here in the order of `PARTS`); the current game's commands go
in the Game menu before the parts' entries (app/ui/shell/commands.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

import app
from app import i18n
from app.games.registry import find_game
from app.ui.appearance import Appearance
from app.ui.language_menu import LanguageMenu
from app.ui.menu_action import menu_action
from app.ui.new_game_settings import SPEEDS_MS
from app.ui.shell.port import MenuEntry, Part


class WindowMenus:
    """The menu bar of `window` and what its own entries do."""

    def __init__(self, window: Any) -> None:
        # `window` is the `MainWindow` (app/ui/main_window.py), not imported: the window
        # imports its shell, never the other way round.
        self.window = window
        bar, prefs = window.menuBar(), window.prefs
        translate = QCoreApplication.translate
        game = self.game_menu = bar.addMenu(translate("MainWindow", "&Game"))
        self.new_action, self.choose_action = self._actions(game, (
            (translate("MainWindow", "&New game…"), QKeySequence.StandardKey.New,
             window.ask_new_game),
            (translate("MainWindow", "&Choose a game…"), QKeySequence("Ctrl+Shift+N"),
             window.choose_game),
        ))  # fmt: skip
        game.addSeparator()
        #: The current game's commands go before this (an entry never shown), the parts'
        #: Game entries after it.
        self.commands_anchor = QAction(window)
        self.commands_anchor.setVisible(False)
        game.addAction(self.commands_anchor)
        self._quit_separator = game.addSeparator()
        self._action(
            game, translate("MainWindow", "&Quit"), QKeySequence.StandardKey.Quit, window.close
        )
        view = self.view_menu = bar.addMenu(translate("MainWindow", "&View"))
        self.four_colour_action = menu_action(translate("MainWindow", "&Four-colour deck"), window)
        self.four_colour_action.setObjectName("four_colour")
        self.four_colour_action.setCheckable(True)
        self.four_colour_action.setChecked(prefs.value("four_colour", False, type=bool))
        self.four_colour_action.toggled.connect(self.set_four_colour)
        view.addAction(self.four_colour_action)
        self.appearance = Appearance(
            view, prefs, window.art, window.table, window, lambda: window.table.set_art(window.art)
        )
        self.language_menu = LanguageMenu(window)
        view.addMenu(self.language_menu)
        self.auto_forced_action = menu_action(
            translate("MainWindow", "&Play my move for me when it is the only one possible"),
            window,
        )
        self.auto_forced_action.setObjectName("auto_forced")
        self.auto_forced_action.setCheckable(True)
        self.auto_forced_action.setChecked(window.auto_forced)
        self.auto_forced_action.toggled.connect(window.set_auto_forced)
        view.addAction(self.auto_forced_action)
        speed = view.addMenu(translate("MainWindow", "S&peed"))
        self.speed_actions = QActionGroup(window)
        # None is checked while the pace is one typed in New game.
        self.speed_actions.setExclusionPolicy(QActionGroup.ExclusionPolicy.ExclusiveOptional)
        for text, ms in (
            (translate("MainWindow", "&Slow"), SPEEDS_MS[0]),
            (translate("MainWindow", "&Normal"), SPEEDS_MS[1]),
            (translate("MainWindow", "&Fast"), SPEEDS_MS[2]),
            (translate("MainWindow", "&Instant"), SPEEDS_MS[3]),
        ):
            action = menu_action(text, self.speed_actions)
            action.setCheckable(True)
            action.setData(ms)
            action.triggered.connect(lambda _=False, ms=ms: window.set_speed(ms))
            speed.addAction(action)
        help_menu = bar.addMenu(translate("MainWindow", "&Help"))
        self.rules_action, self.controls_action, self.computer_action, _about = self._actions(
            help_menu, (
            (translate("MainWindow", "&Rules"), QKeySequence.StandardKey.HelpContents,
             self.show_rules),
            (translate("MainWindow", "&Controls"), QKeySequence("Ctrl+F1"), self.show_controls),
            (translate("MainWindow", "How the co&mputer plays"), None, self.show_computer),
            (translate("MainWindow", "&About Tapete"), None, self.show_about),
        ))  # fmt: skip

    def _action(self, menu: QMenu, text: str, shortcut, slot: Callable, before=None) -> QAction:
        """An entry of `menu` (before the entry `before`, else last), its shortcut live
        while the menu is closed too."""
        action = menu_action(text, self.window)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        if before is not None:
            menu.insertAction(before, action)
        else:
            menu.addAction(action)
        self.window.addAction(action)
        return action

    def _actions(self, menu: QMenu, rows: Iterable[tuple]) -> list[QAction]:
        """Entries of `menu`, in order, each row its (text, shortcut, slot)."""
        return [self._action(menu, text, shortcut, slot) for text, shortcut, slot in rows]

    def add_parts(self, parts: Iterable[Part]) -> None:
        """Each part's entries, in order: the Game menu's before Quit, the View menu's
        last; the part finds them, by name, in its `actions`."""
        for part in parts:
            for entry in part.ENTRIES:
                part.actions[entry.name] = self._entry(part, entry)
            part.entries_built()

    def _entry(self, part: Part, entry: MenuEntry) -> QAction:
        handler = getattr(part, entry.handler)
        menu = self.game_menu if entry.menu == "game" else self.view_menu
        before = self._quit_separator if entry.menu == "game" else None
        if entry.after is not None:
            entries = menu.actions()
            names = [a.objectName() for a in entries]
            if entry.after not in names:
                raise ValueError(f"menu entry {entry.name!r}: no entry {entry.after!r} to follow")
            at = names.index(entry.after) + 1
            before = entries[at] if at < len(entries) else None
        # A checkable entry's handler is called with the new state (the person's choice
        # only: `triggered`, not `toggled`); another's with nothing.
        slot = handler if entry.checkable else lambda _=False: handler()
        action = self._action(menu, entry.translated(), entry.key, slot, before)
        action.setObjectName(entry.name)
        if entry.checkable:
            action.setCheckable(True)
            action.setChecked(bool(entry.checked and getattr(part, entry.checked)()))
        if entry.enabled is not None:
            action.setEnabled(False)  # asked once a deal is laid out (`enable_entries`)
        return action

    @staticmethod
    def enable_entries(parts: Iterable[Part]) -> None:
        """The parts' entries that apply only sometimes, enabled as their parts say now."""
        for part in parts:
            for entry in part.ENTRIES:
                if entry.enabled is not None:
                    part.actions[entry.name].setEnabled(bool(getattr(part, entry.enabled)()))

    # ------------------------------------------------------------------ its own entries
    def set_four_colour(self, on: bool) -> None:
        """Four-colour deck: clubs green, diamonds blue (a setting kept between sessions)."""
        window = self.window
        window.prefs.setValue("four_colour", on)
        window.art.set_theme(replace(window.art.theme, four_colour=on))
        window.table.set_art(window.art)

    def check_speed(self, pace_ms: int) -> None:
        """View > Speed marks the pace in use (none for one typed in New game)."""
        for action in self.speed_actions.actions():
            action.setChecked(action.data() == pace_ms)

    def name_rules(self, game: str) -> None:
        """Help ▸ Rules names the game on the table."""
        text = QCoreApplication.translate("MainWindow", "&Rules of {game}")
        self.rules_action.setText(text.format(game=find_game(game).name))

    def show_rules(self) -> None:
        from app.ui.help_text import RulesDialog  # loads when first opened

        game = find_game(self.window.controller.game_id)
        title = QCoreApplication.translate("MainWindow", "Rules of {game}").format(game=game.name)
        RulesDialog(game.rules, title, i18n.current(), self.window).exec()

    def show_computer(self) -> None:
        """Help ▸ How the computer plays: what the bots see, how each level chooses, the
        seed, the review, and what a saved match says when the bots have changed."""
        from app.ui.help_text import COMPUTER_PAGE, HelpDialog  # loads when first opened

        title = QCoreApplication.translate("MainWindow", "How the computer plays")
        HelpDialog(COMPUTER_PAGE, title, i18n.current(), self.window).exec()

    def show_controls(self) -> None:
        """Help > Controls: each game's gestures, buttons and keys, and the window's
        shortcuts (its menus' own, not the game commands of the Game menu)."""
        from app.ui.controls import ControlsDialog, shortcut_actions  # loads when opened

        window = self.window
        game_entries = set(window.commands.menu_actions.values())
        menus = [a.menu() for a in window.menuBar().actions() if a.menu() is not None]
        shortcuts = [a for a in shortcut_actions(menus) if a not in game_entries]
        ControlsDialog(window.controller.game_id, shortcuts, window.parts.values(), window).exec()

    def show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(
            self.window,
            QCoreApplication.translate("MainWindow", "About Tapete"),
            QCoreApplication.translate(
                "MainWindow",
                "<b>Tapete</b> {version} — a card table for games of Spain, Italy, Brazil and "
                "the River Plate, played offline against computer opponents. Card art drawn by "
                "the project; cards use the DejaVu Sans font.",
            ).format(version=app.__version__),
        )
