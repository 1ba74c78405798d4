"""What a house feature (a part, app/ui/parts) is handed and what it declares.

A part never sees the window: it is handed a `TablePort` (what it may read and call of
the window and the table), declares its menu entries and keys as `MenuEntry` data that
the shell builds into the menu bar, and is told what happens through `Part`'s hooks,
each with a default that does nothing. It asks a game only for hooks with defaults in
`GameController` (app/ui/controller_base.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QCoreApplication, QObject, QSettings
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QWidget

if TYPE_CHECKING:
    from app.session import Store
    from app.table.card_art import CardArt
    from app.table.table import CardTable
    from app.ui.action_bar import StatusLabel
    from app.ui.controller_base import GameController
    from app.ui.game_ui import GameAction
    from app.ui.new_game_settings import NewGameSettings
    from app.ui.result_dialog import ResultDialog

#: The translation context of the parts' menu entries: the window's own (they are its
#: menus' words), marked with `QT_TRANSLATE_NOOP("MainWindow", "…")`.
ENTRIES_CONTEXT = "MainWindow"

#: The menus a part's entry may go in, by the name an entry gives.
MENUS = ("game", "view")


@dataclass(frozen=True)
class MenuEntry:
    """One menu entry of a part, built by the shell.

    `text` is English, marked with `QT_TRANSLATE_NOOP("MainWindow", "…")`; `handler`
    names the part's method it calls (with the new state when `checkable`); `key` is
    its shortcut (also live while the menu is closed); `checked` names the part's method
    giving its first state; `enabled` the part's method asked each time a deal is laid
    out (None: always enabled); `after` the entry it follows in its menu, by object
    name (the window's own, or an earlier part's), else it goes last (the Game menu's:
    before Quit)."""

    menu: str
    name: str
    text: str
    handler: str
    key: str | QKeySequence.StandardKey | None = None
    checkable: bool = False
    checked: str | None = None
    enabled: str | None = None
    after: str | None = None

    def __post_init__(self) -> None:
        if self.menu not in MENUS:
            raise ValueError(f"menu entry {self.name!r}: menu must be one of {MENUS}")

    def translated(self) -> str:
        return QCoreApplication.translate(ENTRIES_CONTEXT, self.text)


@dataclass(frozen=True)
class TablePort:
    """What a part may read and call of the window and the table (never the window).

    `parent` is the widget a part's dialogs open over (as a widget only); `storage` is
    False for a screenshot or the self-test (no trace in the person's data, no sound)."""

    parent: QWidget
    table: CardTable
    art: CardArt
    prefs: QSettings
    store: Store
    status: StatusLabel
    storage: bool
    #: The controller of the game on the table now.
    controller: Callable[[], GameController]
    #: Every game controller built so far.
    controllers: Callable[[], Iterable[GameController]]
    #: Put a panel beside the table (the right-hand dock area).
    add_dock: Callable[[QDockWidget], None]
    #: Show the table as the controller has it now.
    refresh: Callable[[], None]
    #: Pause or release the table as the open dialogs and the parts' `showing_past` say.
    update_pause: Callable[[], None]
    #: Enable or disable every button and Game-menu command of the current game.
    commands_enabled: Callable[[bool], None]
    #: The window's settings for the next game (its pace and the person's name).
    settings: Callable[[], NewGameSettings]
    #: Deal a new game with these settings (the window's own start).
    start: Callable[[NewGameSettings], None]
    #: Whether the table shows a past point instead of now (some part says so).
    showing_past: Callable[[], bool]
    #: Run this once the table's first frame is on the screen (at once if it is past):
    #: what the first frame does not need (app/ui/first_paint.py).
    later: Callable[[Callable[[], None]], None]


class Part(QObject):
    """A house feature of the window. Its hooks have defaults that do nothing."""

    #: Its name in the window's `parts` (one word, as in `PARTS`).
    NAME: ClassVar[str]
    #: Its menu entries, built by the shell in the order of `PARTS`.
    ENTRIES: ClassVar[tuple[MenuEntry, ...]] = ()
    #: Its game commands (buttons, Game-menu entries, keys), added after each game's own
    #: in the order of `PARTS` (`TableModule.with_parts`); `commands_for` may pick them
    #: by the game's controller.
    COMMANDS: ClassVar[tuple[GameAction, ...]] = ()

    @classmethod
    def commands_for(cls, controller: type[GameController]) -> tuple[GameAction, ...]:
        """Its game commands at the table of `controller` (a GameController class)."""
        return cls.COMMANDS

    def __init__(self, port: TablePort) -> None:
        super().__init__(port.parent)
        self.port = port
        #: Its menu entries as built, by `MenuEntry.name` (filled by the shell).
        self.actions: dict[str, QAction] = {}

    def entries_built(self) -> None:
        """Its menu entries are in `actions`."""

    def built(self, controller: GameController) -> None:
        """A game's controller was built (connect to its signals here)."""

    def use(self, controller: GameController) -> None:
        """`controller`'s game is the one on the table from now on."""

    def laid_out(self) -> None:
        """A new game or deal is laid out on the table."""

    def refreshed(self) -> None:
        """The table shows the current game as it is now."""

    def before_start(self) -> None:
        """A new game is about to be dealt."""

    def showing_past(self) -> bool:
        """Whether it shows a past point of the deal instead of now (the table waits)."""
        return False

    def after_deal(self, dialog: ResultDialog) -> None:
        """The table between deals is about to be shown: add its lines and offers."""

    def sized(self, width: int) -> None:
        """The window is shown `width` pixels wide on a screen of that width (a
        screenshot): show what such a screen shows."""

    def closing(self) -> None:
        """The window closes."""


def built_parts(kinds: Iterable[type[Part]], port: TablePort) -> dict[str, Part]:
    """Each kind of part built on `port`, by name (a name given twice is refused)."""
    kinds = tuple(kinds)
    names = [kind.NAME for kind in kinds]
    for name in names:
        if names.count(name) > 1:
            raise ValueError(f"two parts named {name!r}")
    return {kind.NAME: kind(port) for kind in kinds}
