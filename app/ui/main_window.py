"""The main window, a shell: the card table and what is around it (the status line, the
action bar: app/ui/shell/central.py), what the person does on the table (shell/table_input.py),
the menu bar (shell/menus.py), the current game's commands (shell/commands.py), its place on
the screen (shell/geometry.py), what is on the table (shell/table_flow.py), the table waiting
while a dialog is open (shell/pause.py), its closing (shell/closing.py), and the house
features, each a part of `app.ui.parts.PARTS` handed a `TablePort` (shell/port.py)."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QEvent, QSettings, Qt, QTimer
from PySide6.QtWidgets import QMainWindow, QPushButton

from app import i18n
from app.games.registry import find_game
from app.session import Store, open_scoreboard
from app.storage.saved_game import SavedGame
from app.table.card_art import CardArt
from app.table.table import CardTable
from app.ui.appearance import kept_felt, kept_size, kept_theme
from app.ui.controller_base import GameController
from app.ui.first_paint import FirstPaint
from app.ui.messages import plain  # noqa: F401 - the window's message boxes' text, as ever
from app.ui.new_game_settings import NAME_LENGTH, SPEEDS_MS, NewGameSettings  # noqa: F401
from app.ui.parts import PARTS
from app.ui.shell import closing
from app.ui.shell.central import CentralArea
from app.ui.shell.commands import GameCommands
from app.ui.shell.geometry import DEFAULT_SIZE, ScreenFit  # noqa: F401
from app.ui.shell.menus import WindowMenus
from app.ui.shell.pause import TablePause
from app.ui.shell.port import Part, TablePort, built_parts
from app.ui.shell.start_up import StartUp
from app.ui.shell.table_flow import LAST_GAME, TableFlow  # noqa: F401
from app.ui.shell.table_input import wire_table
from app.ui.table_module import table_of


class MainWindow(QMainWindow):
    """The window. `parts`: its house features (default `PARTS`); `storage` False for a
    screenshot or the self-test, which leave no trace in the person's data."""

    def __init__(
        self,
        settings: NewGameSettings | None = None,
        storage: bool = True,
        parts: Iterable[type[Part]] | None = None,
    ) -> None:
        super().__init__()
        self.prefs = QSettings()
        # Each game's controller is built on first use (its game's modules load only then).
        self.controllers: dict[str, GameController] = {}
        self.controller: GameController | None = None
        # Each window keeps its own saved game (a second window takes the next slot);
        # what cannot be saved now is told once for the window, whichever game tells it.
        self.store = Store(
            SavedGame.claim() if storage else None, open_scoreboard() if storage else None
        )
        #: Asked to close (`close_soon`): what a dismissed dialog would start, does not.
        self.closing = False
        #: View > Language asked to start again in the new language once closed.
        self.restart_asked = False
        # Off unless chosen: a newcomer plays each of their turns themselves.
        self.auto_forced = bool(self.prefs.value("auto_forced", False, type=bool))
        self.art = CardArt(
            kept_theme(self.prefs, self.prefs.value("four_colour", False, type=bool))
        )
        self.table = CardTable(self.art, self)
        # What the first frame (the dealt table) does not need starts right after it
        # (app/ui/first_paint.py): the parts' deferred starts, the dialog watcher, the
        # bots' first decision.
        self.first_paint = FirstPaint(self.table.viewport(), self)
        self.table.set_felt(kept_felt(self.prefs))
        self.table.set_card_size(kept_size(self.prefs))
        wire_table(self.table, lambda: self.controller, self.refresh)
        self.central = CentralArea(self, self.table, lambda how: self.controller.set_sort(how))
        self.status_label, self.storage_banner = self.central.status, self.central.storage_banner
        self.sort_suit, self.sort_rank = self.central.sort_suit, self.central.sort_rank
        # The table waits while a dialog of this window is open or it is minimised.
        self.pause = TablePause(self, self.controllers.values, self.showing_past)
        self._laid_out_deal: tuple = ()  # (session, deal index) the table keeps places for
        self.fit = ScreenFit(self, self.prefs, keeps=storage)
        self.flow = TableFlow(self)
        self.start_up = StartUp(self, self.flow)
        self.settings = settings or NewGameSettings()
        self.menus = WindowMenus(self)
        self.commands = GameCommands(
            self, self.central.bar, self.menus.game_menu, self.menus.commands_anchor,
            lambda: self.controller, self.showing_past, self.flow.may_abandon,
        )  # fmt: skip
        #: The house features, by name (`Part.NAME`), in the order of `PARTS`.
        self.parts: dict[str, Part] = built_parts(
            PARTS if parts is None else parts, self._port(storage)
        )
        self.menus.add_parts(self.parts.values())
        if storage and self.prefs.contains("pace_ms"):  # View > Speed, as last chosen
            self.settings.pace_ms = max(0, self.prefs.value("pace_ms", 700, type=int))
        if storage and self.prefs.contains("name"):  # the name given in New game
            self.settings.name = str(self.prefs.value("name", "", type=str))[:NAME_LENGTH]
        self.menus.check_speed(self.settings.pace_ms)
        self.use_game(self.settings.game)
        self.fit.fit_to_screen()
        # Its dialog watcher starts after the table's first frame (app/ui/shell/pause.py).
        self.first_paint.later(self.pause.watch)

    def _port(self, storage: bool) -> TablePort:
        """What the parts may read and call of this window and its table."""
        return TablePort(
            parent=self, table=self.table, art=self.art, prefs=self.prefs, store=self.store,
            status=self.status_label, storage=storage,
            controller=lambda: self.controller, controllers=lambda: self.controllers.values(),
            add_dock=lambda dock: self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock),
            refresh=self.refresh, update_pause=self.pause.update,
            commands_enabled=self.commands_enabled, settings=lambda: self.settings,
            start=self.start, showing_past=self.showing_past, later=self.first_paint.later,
        )  # fmt: skip

    # ------------------------------------------------------------------ the game's controller
    def controller_for(self, game: str) -> GameController:
        """The game's controller, built on first use (UnknownGame: not a game of ours)."""
        controller = self.controllers.get(game)
        if controller is None:
            controller = table_of(game).controller(self)
            controller.store = self.store
            controller.bots_runner.gate = self.first_paint.unless_hidden
            controller.auto_forced = self.auto_forced
            controller.changed.connect(self._on_changed)
            controller.status.connect(self._on_status)
            controller.dealOver.connect(self._on_deal_over)
            controller.storageProblem.connect(self._on_storage_problem)
            for part in self.parts.values():
                part.built(controller)
            controller.set_paused(any(c.paused for c in self.controllers.values()))
            self.controllers[game] = controller
        return controller

    def use_game(self, game: str) -> None:
        """Make `game`'s controller the one the table, buttons and menus talk to."""
        controller = self.controller_for(game)
        if self.controller is not None and controller is not self.controller:
            self.controller.close_session()
        changed = controller is not self.controller
        self.controller = controller
        if changed:
            self.commands.build(table_of(game).with_parts(self.parts.values()))
        self._show_sort_buttons()
        i18n.use_wording(find_game(game).wording)
        for part in self.parts.values():
            part.use(controller)
        self.set_title()
        self.menus.name_rules(game)

    def set_auto_forced(self, on: bool) -> None:
        """Play a move that is the only one possible for the person (a kept setting)."""
        self.prefs.setValue("auto_forced", on)
        self.auto_forced = on
        for controller in self.controllers.values():
            if hasattr(controller, "auto_forced"):
                controller.auto_forced = on

    def set_speed(self, ms: int) -> None:
        """The bots' pace (View > Speed), from their next move on, and kept."""
        self.prefs.setValue("pace_ms", ms)
        self.settings.pace_ms = ms
        for controller in self.controllers.values():
            controller.pace_ms = ms
        self.menus.check_speed(ms)

    def _show_sort_buttons(self) -> None:
        """The sort buttons, for a game with a hand, once its cards are on the table."""
        self.central.show_sort_buttons(
            self.controller.has_hand and self.controller.state is not None
        )

    def set_title(self, waiting: str | None = None, practice: bool = False) -> None:
        """The window's title: the game on the table, and whether it is practice; while
        none is, the game `waiting` to be put on it (a saved game offered, `practice`
        or not), else the program's name alone."""
        if self.controller.state is not None:
            waiting, practice = self.controller.game_id, self.controller.practising()
        if waiting is None:
            self.setWindowTitle(self.tr("Tapete"))
            return
        name = find_game(waiting).name
        if practice:
            self.setWindowTitle(self.tr("Tapete — {game} (practice)").format(game=name))
        else:
            self.setWindowTitle(self.tr("Tapete — {game}").format(game=name))

    # ------------------------------------------------------------------ the table
    def refresh(self) -> None:
        state = self.controller.state
        deal = (id(self.controller.session), state.deal_index if state is not None else None)
        if deal != self._laid_out_deal:  # a new deal or game: its table is laid out anew
            self._laid_out_deal = deal
            self.table.lay_out_anew()
            for part in self.parts.values():
                part.laid_out()
            self.menus.enable_entries(self.parts.values())
            self.set_title()  # a game started or resumed: practice or not
        self._show_sort_buttons()
        if self.controller.state is None:  # no game on the table: no game's buttons
            self.commands.hide()
            return
        self.table.show_zones(self.controller.zones())
        for part in self.parts.values():
            part.refreshed()
        self.commands.show()

    def showing_past(self) -> bool:
        """Whether the table shows a past point of the deal (a part says so)."""
        return any(part.showing_past() for part in self.parts.values())

    def commands_enabled(self, on: bool) -> None:
        self.central.enable_sort_buttons(on)
        self.commands.set_enabled(on)

    def button(self, name: str) -> QPushButton:
        """The current game's button of the action `name` (KeyError if it has none)."""
        return self.commands.buttons[name]

    def _on_changed(self) -> None:
        if self.sender() is self.controller and not self.showing_past():
            self.refresh()

    def _on_status(self, text: str) -> None:
        # (what is to be done now never cut short)
        if self.sender() is self.controller and not self.showing_past():
            self.status_label.set_status(text, self.controller.status_now())

    def _on_deal_over(self, result) -> None:
        if self.property("quiet") or self.sender() is not self.controller:
            return
        QTimer.singleShot(300, self, lambda: self.flow.show_scores(result))

    def _on_storage_problem(self, what: str, sentence: str) -> None:
        """What cannot be saved is told once for the window, whichever game tells it."""
        self.central.tell_storage_problems(self.store.faults.values())

    # ------------------------------------------------------------------ what is on the table
    def start(self, settings: NewGameSettings | None = None) -> None:
        self.flow.start(settings)

    def begin(self, ask: bool = True, welcome: bool = False) -> None:
        self.start_up.begin(ask, welcome)

    def ask_new_game(self) -> None:
        self.flow.ask_new_game()

    def choose_game(self, first: bool = False) -> None:
        self.flow.choose_game(first)

    def may_abandon(self) -> bool:
        return self.flow.may_abandon()

    def settings_in_play(self) -> NewGameSettings:
        return self.flow.settings_in_play()

    # ------------------------------------------------------------------ pause, screen, closing
    def changeEvent(self, event) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.WindowStateChange:
            self.pause.update()
        super().changeEvent(event)

    def show_fitted(self) -> None:
        self.fit.show_fitted()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self.fit.shown()

    def moveEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().moveEvent(event)
        self.fit.moved()

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt override
        closing.closed(self)
        super().closeEvent(event)

    def close_soon(self) -> None:
        """Close as the close button does, saving first, dismissing an open dialog first
        (app/ui/shell/closing.py)."""
        closing.close_soon(self)
