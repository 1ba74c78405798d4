"""The current game's commands: a button in the bar and a Game-menu entry for each
`GameAction` its table module declares (app/ui/game_ui.py), rebuilt with the game, and
enabled and shown as its controller says."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QPushButton, QWidget

from app.ui.action_bar import ActionBarLayout
from app.ui.game_ui import GameAction
from app.ui.held import reach
from app.ui.menu_action import menu_action


class GameCommands:
    """The buttons (in `bar`) and Game-menu entries (in `menu`, before `anchor`) of the
    game on the table. `controller` gives its controller, `showing_past` whether the table
    shows a past point (nothing can be done then), `may_abandon` asks before a command
    that starts another game gives up the match under way."""

    def __init__(
        self,
        window: QWidget,
        bar: ActionBarLayout,
        menu: QMenu,
        anchor: QAction,
        controller: Callable[[], Any],
        showing_past: Callable[[], bool],
        may_abandon: Callable[[], bool],
    ) -> None:
        self.window, self.bar, self.menu, self.anchor = window, bar, menu, anchor
        self.controller, self.showing_past, self.may_abandon = (
            controller, showing_past, may_abandon,
        )  # fmt: skip
        self.actions: tuple[GameAction, ...] = ()
        self.buttons: dict[str, QPushButton] = {}
        self.menu_actions: dict[str, QAction] = {}
        menu.aboutToShow.connect(self.note_entries)

    def build(self, actions: tuple[GameAction, ...]) -> None:
        """The game's buttons and Game-menu entries, from its table module's
        declarations; the previous game's go."""
        for button in self.buttons.values():
            self.bar.removeWidget(button)
            button.deleteLater()
        for action in self.menu_actions.values():
            self.menu.removeAction(action)
            self.window.removeAction(action)
            action.deleteLater()
        self.actions = actions
        self.buttons = {}
        self.menu_actions = {}
        for spec in actions:
            slot = self._slot(spec)
            if spec.button:
                button = QPushButton(spec.translated())
                button.setObjectName(spec.name)
                # Shown by `show` once a game is on the table and the button applies
                # (the welcome page or the resume question once stood over every button
                # of every mode: Accept the hint, Dismiss, Show the solution...).
                button.setVisible(False)
                button.clicked.connect(slot)
                self.bar.addWidget(button)
                self.buttons[spec.name] = button
            if spec.menu:
                action = menu_action(spec.translated(spec.menu_text), self.window)
                action.setObjectName(spec.name)
                if spec.shortcut:
                    action.setShortcut(QKeySequence(spec.shortcut))
                action.triggered.connect(slot)
                self.menu.insertAction(self.anchor, action)
                self.window.addAction(action)
                self.menu_actions[spec.name] = action

    def note_entries(self) -> None:
        """The Game-menu entries with a note (`GameAction.note`) say it, read afresh each
        time the menu opens: "Puzzle, level 2 — locked: …"."""
        controller = self.controller()
        for spec in self.actions:
            action = self.menu_actions.get(spec.name)
            if action is None or spec.note is None:
                continue
            note = reach(controller, spec.note)()
            text = spec.translated(spec.menu_text)
            action.setText(text if note is None else f"{text} — {controller.words(note)}")

    def _slot(self, spec: GameAction):
        def run() -> None:
            controller = self.controller()
            if (
                not self.showing_past()
                and spec.is_visible(controller)
                and spec.is_enabled(controller)
            ):
                if spec.starts_game:
                    why = reach(controller, spec.locked)() if spec.locked else None
                    if why is not None:
                        controller.refuse(why)
                        return
                    if not self.may_abandon():
                        return
                    controller.abandon()
                reach(controller, spec.slot)()

        return run

    def hide(self) -> None:
        """No game on the table: no game's buttons."""
        for button in self.buttons.values():
            button.setVisible(False)

    def show(self) -> None:
        """Each button and entry enabled and shown as the game on the table says now."""
        controller = self.controller()
        for spec in self.actions:
            enabled = spec.is_enabled(controller)
            visible = spec.is_visible(controller)
            if spec.name in self.buttons:
                self.buttons[spec.name].setEnabled(enabled)
                self.buttons[spec.name].setVisible(visible)
            if spec.name in self.menu_actions:
                self.menu_actions[spec.name].setEnabled(enabled and visible)
                if spec.hidden:
                    self.menu_actions[spec.name].setVisible(visible)

    def set_enabled(self, on: bool) -> None:
        """Every button and entry on or off (back on, `show` enables each as its game
        says)."""
        for button in self.buttons.values():
            button.setEnabled(on)
        for action in self.menu_actions.values():
            action.setEnabled(on)
