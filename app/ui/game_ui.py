"""What every game's table module shares: its commands' shape and the dialog between deals.

Each game has one UI package, `app.ui.games.<package>` (the registry names the package).
It declares its `TABLE` (`app.ui.table_module.TableModule`: its controller, its own
commands, its New-game page, gestures, welcome picture, presets and its table shown
between deals, `score_table` (`app.ui.score_table.ScoreTable`), checked when built); the
one dialog between deals (`app.ui.result_dialog.ResultDialog.of`, loaded when a deal first
ends) shows that table (`TableModule.result_dialog`).

The window, the New-game dialog and the statistics know no game: they read the registry
and these declarations (import-linter checks it).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from app.games.registry import find_game
from app.ui.held import reach

#: The translation context of every action's label and menu text: each is marked where
#: it is written with `QT_TRANSLATE_NOOP("GameActions", "…")` and translated when the
#: window shows it (`GameAction.translated`).
ACTIONS_CONTEXT = "GameActions"


@dataclass(frozen=True)
class GameAction:
    """One command of a game, shown as a button and a Game-menu entry.

    `slot` names the controller method it calls. `enabled` and `visible` name controller
    methods answering whether it applies now (None: enabled on the person's turn, always
    shown). `menu_text` is its Game-menu entry (with its & accelerator), default `label`.
    Both are English, marked with `QT_TRANSLATE_NOOP("GameActions", "…")`.
    """

    name: str
    label: str
    slot: str
    shortcut: str | None = None
    enabled: str | None = None
    visible: str | None = None
    menu_text: str | None = None
    button: bool = True
    menu: bool = True
    #: It puts another game on the table (a puzzle): offered at any time, and the window
    #: asks first to abandon a match under way.
    starts_game: bool = False
    #: Its Game-menu entry is hidden, not only disabled, while `visible` says no (an
    #: entry of the practice table only).
    hidden: bool = False
    #: A controller method saying why it cannot start now (a puzzle level not yet
    #: open), as Words, or None: asked before anything else happens (nothing is
    #: abandoned for a game that does not start).
    locked: str | None = None
    #: A controller method giving a note for its Game-menu entry, as Words or None (a
    #: puzzle level's progress, or that it is not open yet): read each time the menu
    #: opens and shown after the entry's words.
    note: str | None = None
    #: The disambiguation its label and menu text are marked with (the third argument of
    #: `QT_TRANSLATE_NOOP`), where the same English words are another game's command
    #: too and a language says them otherwise (Mano y Pie's Take the pile), or None.
    disambiguation: str | None = None

    def translated(self, text: str | None = None) -> str:
        """The label (or `text`, the menu text) in the interface's language."""
        return QCoreApplication.translate(ACTIONS_CONTEXT, text or self.label, self.disambiguation)

    def is_enabled(self, controller: Any) -> bool:
        if self.starts_game:
            return True
        if not controller.my_turn:
            return False
        return True if self.enabled is None else bool(reach(controller, self.enabled)())

    def is_visible(self, controller: Any) -> bool:
        return True if self.visible is None else bool(reach(controller, self.visible)())

    @property
    def practice_only(self) -> bool:
        """Offered at a practice table only (shown while the controller is practising)."""
        return self.visible == "practising"


def draw_command(slot: str) -> GameAction:
    """Draw (D): take a card from the stock, as every game that draws says it; `slot` is
    the controller's method that draws (enabled by its `can_draw`)."""
    return GameAction(
        "draw",
        #: the verb: take a card from the stock (a command button and its menu entry)
        QT_TRANSLATE_NOOP("GameActions", "Draw"),
        slot,
        "D",
        enabled="can_draw",
        #: the verb: take a card from the stock (the Game menu's entry, & marks its key)
        menu_text=QT_TRANSLATE_NOOP("GameActions", "D&raw"),
    )


def game_ui(game_id: str) -> ModuleType:
    """The table module of `game_id` (imported on first use; UnknownGame if none): what
    it declares is its `TABLE` (`table_module.table_of`)."""
    return importlib.import_module(find_game(game_id).ui_module)
