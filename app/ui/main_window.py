"""The main window: menus, the card table, the action buttons and the status line."""

from __future__ import annotations

import contextlib
import html
import json
import os
from dataclasses import replace

from PySide6 import QtGui
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

import app
from app import i18n
from app.core.decks import parse_seed
from app.core.options import OptionError
from app.core.text import one_line, readable, told
from app.core.words import Words
from app.games.registry import GAME_IDS, find_game
from app.i18n import say
from app.session import DamagedRecord, Store, open_scoreboard
from app.session.record import must_be
from app.session.replay import DealReplay, ReplayProblem, open_replay
from app.session.seats import default_names
from app.storage.saved_game import SavedGame
from app.table.card_art import CardArt
from app.table.table import CardTable
from app.ui.action_bar import ActionBarLayout, StatusLabel
from app.ui.appearance import Appearance, kept_felt, kept_size, kept_theme
from app.ui.controller_base import GameController
from app.ui.first_paint import FirstPaint
from app.ui.game_log import GameLog
from app.ui.game_ui import GameAction, ResultDialog, game_ui
from app.ui.language_menu import LanguageMenu
from app.ui.lazy import later
from app.ui.new_game_settings import (  # View > Speed's paces, the longest name
    NAME_LENGTH,
    SPEEDS_MS,
    NewGameSettings,
)
from app.ui.sound import Sound, miniaudio_output
from app.ui.welcome import WelcomeDialog

# The dialogs load when first opened, not before the table's first frame.
ControlsDialog = later("app.ui.controls", "ControlsDialog")
shortcut_actions = later("app.ui.controls", "shortcut_actions")
DealReplayDialog = later("app.ui.deal_replay", "DealReplayDialog")
RulesDialog = later("app.ui.help_text", "RulesDialog")
NewGameDialog = later("app.ui.new_game", "NewGameDialog")
StatisticsDialog = later("app.ui.stats_window", "StatisticsDialog")

#: The screen width from which the game log is open beside the table unless closed.
LOG_FROM_WIDTH = 1366

#: The table's comfortable size: a screen with less room (and a title bar) opens the
#: window maximised; a larger one opens it filling the screen's available area.
DEFAULT_SIZE = (1280, 800)
#: The preferences that remember the last game started: its id, options and levels.
LAST_GAME, LAST_OPTIONS, LAST_LEVELS = "last/game", "last/options", "last/levels"

#: A title bar's height, as a window manager adds it, before the real one is known.
TITLE_BAR_GUESS = 30
#: A window manager that frames the window where it was asked to be moves nothing: the
#: frame is looked for this many times, this often, after the window is shown.
FRAME_CHECKS, FRAME_CHECK_MS = 30, 100


class MainWindow(QMainWindow):
    def __init__(self, settings: NewGameSettings | None = None, storage: bool = True) -> None:
        super().__init__()
        self.prefs = QSettings()
        # Each game's controller is built on first use (its game's modules load only then).
        self.controllers: dict[str, GameController] = {}
        self.controller: GameController | None = None
        # Each window keeps its own saved game (a second window takes the next slot);
        # what cannot be saved now is told once for the window, whichever game tells it.
        # Screenshots and the self-test (storage=False) leave no trace in the user's data.
        self.store = Store(
            SavedGame.claim() if storage else None, open_scoreboard() if storage else None
        )
        #: Asked to close (`close_soon`): what a dismissed dialog would start, does not.
        self.closing = False
        #: View > Language asked to start again in the new language once closed.
        self.restart_asked = False
        # Off unless chosen: a newcomer plays each of their turns themselves.
        self.auto_forced = self.prefs_value("auto_forced", False)
        # Screenshots and the self-test (storage=False) make no sound either.
        self.sound = Sound(self.prefs, self, miniaudio_output if storage else None)
        self.art = CardArt(
            kept_theme(self.prefs, self.prefs.value("four_colour", False, type=bool))
        )
        self.table = CardTable(self.art, self)
        # What the first frame (the dealt table) does not need starts right after it
        # (app/ui/first_paint.py; the list is at the end of __init__).
        self.first_paint = FirstPaint(self.table.viewport(), self)
        self.table.set_felt(kept_felt(self.prefs))
        self.table.set_card_size(kept_size(self.prefs))
        # The table's signals name zones; the controller is handed the ids it gave them.
        zid = self.table.zone_id
        self.table.drag_policy = lambda c, zone, index: self.controller.drag_cards(
            c,
            zid(zone),
            index,
            bool(self.table.press_modifiers() & Qt.KeyboardModifier.ShiftModifier),
        )
        self.table.drop_policy = lambda cards, source, target: self.controller.can_drop(
            cards, zid(source), zid(target)
        )
        self.table.cardsDropped.connect(self._on_drop)
        self.table.cardDoubleClicked.connect(
            lambda c, zone: self.controller.double_clicked(c, zid(zone))
        )
        self.table.dropRefused.connect(self._on_drop_refused)
        self.table.cardClicked.connect(lambda c, zone: self.controller.clicked(c, zid(zone)))
        self.table.zoneClicked.connect(lambda zone: self.controller.clicked(None, zid(zone)))

        self.status_label = StatusLabel()  # two lines high, whatever it says
        self.status_label.setTextFormat(Qt.TextFormat.PlainText)  # it holds players' names
        self.status_label.setWordWrap(True)
        self.status_label.setObjectName("status")
        # Its own margins, not a style sheet's padding: the label wraps the sentence itself
        # to the width inside them (padding would narrow the text without its knowing,
        # and Qt would wrap a full line once more, onto a third line that does not show).
        self.status_label.setContentsMargins(8, 4, 8, 4)
        self.status_label.setStyleSheet("font-size: 15px;")
        self.sort_suit = QPushButton(self.tr("Sort by suit"))
        self.sort_rank = QPushButton(self.tr("Sort by rank"))
        self.sort_suit.clicked.connect(lambda: self.controller.set_sort("suit"))
        self.sort_rank.clicked.connect(lambda: self.controller.set_sort("rank"))
        # The current game's commands (`ACTIONS` of its table module), rebuilt with it.
        self.actions: tuple[GameAction, ...] = ()
        self.action_buttons: dict[str, QPushButton] = {}
        self.menu_actions: dict[str, QAction] = {}
        bar = ActionBarLayout()  # buttons beside the status when they fit, else under it
        bar.addWidget(self.status_label, 1)
        bar.addWidget(self.sort_suit)
        bar.addWidget(self.sort_rank)
        self.action_bar = bar  # the current game's buttons follow the sort buttons
        # What cannot be saved now (a full disk, a read-only folder...), one line each.
        self.storage_banner = QLabel()
        self.storage_banner.setObjectName("storageProblem")
        self.storage_banner.setTextFormat(Qt.TextFormat.PlainText)
        self.storage_banner.setWordWrap(True)
        self.storage_banner.setStyleSheet(
            "background: #fff3cd; color: #6b4e00; padding: 4px 8px; font-size: 13px;"
        )
        self.storage_banner.hide()
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.storage_banner)
        layout.addWidget(self.table, 1)
        layout.addLayout(bar)
        self.setCentralWidget(central)
        self.game_log = GameLog(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.game_log)
        self._logged_session: object = None  # the session whose log the panel shows
        self._laid_out_deal: tuple = ()  # (session, deal index) the table keeps places for
        #: The point of the deal the table shows instead of now (a log line clicked), or None.
        self.reviewing: tuple[int, int] | None = None
        self.game_log.lineClicked.connect(self.show_past)
        self.game_log.backToNow.connect(self.back_to_now)
        self._build_menus()
        self.game_log.setVisible(self.prefs_value("log/visible", self._wide_screen()))

        self.settings = settings or NewGameSettings()
        if storage and self.prefs.contains("pace_ms"):  # View > Speed, as last chosen
            self.settings.pace_ms = max(0, self.prefs.value("pace_ms", 700, type=int))
        if storage and self.prefs.contains("name"):  # the name given in New game
            self.settings.name = str(self.prefs.value("name", "", type=str))[:NAME_LENGTH]
        self._check_speed()
        self.use_game(self.settings.game)
        self.keeps_geometry = storage  # screenshots and self-tests leave no trace
        self._fitted_size = QSize()
        self._fitting = False
        self._frame_checks = 0
        self.opens_maximized = False
        self.fit_to_screen()
        # Nothing moves on the table while a dialog of this window is open or the window
        # is minimised: bots and moves played for the person wait (a dialog watcher on the
        # application sees every dialog shown or hidden).
        self._dialog_watch = _DialogWatch(self)
        # After the first frame: the dialog watcher (it sees every event of the program,
        # and each Qt class an event names first costs Python a type: about 20 ms before
        # the first frame, when no dialog is open yet), the sound device; the bots' first
        # decision waits too (`controller_for`).
        for work in (self._watch_dialogs, self.sound.start):
            self.first_paint.later(work)

    def _watch_dialogs(self) -> None:
        QApplication.instance().installEventFilter(self._dialog_watch)
        self.update_pause()  # a dialog already open (the question at start)

    def _connect(self, controller: GameController) -> None:
        controller.changed.connect(self._on_changed)
        controller.status.connect(self._on_status)
        controller.told.connect(self._on_told)
        controller.takenBack.connect(self._on_taken_back)
        controller.dealOver.connect(self._on_deal_over)
        controller.storageProblem.connect(self._on_storage_problem)
        controller.cue.connect(self._on_cue)

    def _on_cue(self, effect: str) -> None:
        """The current game's sound effects (View ▸ Sound); none while reviewing."""
        if self.sender() is self.controller and self.reviewing is None:
            self.sound.play(effect)

    def _on_storage_problem(self, what: str, sentence: str) -> None:
        """Say once, in one line above the table, what cannot be saved and where; hide
        the line when everything can be saved again."""
        faults = self.store.faults
        self.storage_banner.setText("\n".join(say(sentence) for sentence in faults.values()))
        self.storage_banner.setVisible(bool(faults))

    def controller_for(self, game: str) -> GameController:
        """The game's controller, built on first use (UnknownGame: not a game of ours)."""
        controller = self.controllers.get(game)
        if controller is None:
            controller = game_ui(game).CONTROLLER(self)
            controller.store = self.store
            controller.bots_runner.gate = self.first_paint.unless_hidden
            controller.auto_forced = self.auto_forced
            self._connect(controller)
            controller.set_paused(any(c.paused for c in self.controllers.values()))
            self.controllers[game] = controller
        return controller

    def prefs_value(self, key: str, default: bool) -> bool:
        return bool(self.prefs.value(key, default, type=bool))

    def set_auto_forced(self, on: bool) -> None:
        """Play a move that is the only one possible for the person (a kept setting)."""
        self.prefs.setValue("auto_forced", on)
        self.auto_forced = on
        for controller in self.controllers.values():
            if hasattr(controller, "auto_forced"):
                controller.auto_forced = on

    def use_game(self, game: str) -> None:
        """Make `game`'s controller the one the table, buttons and menus talk to."""
        controller = self.controller_for(game)
        if self.controller is not None and controller is not self.controller:
            self.controller.close_session()
        changed = controller is not self.controller
        self.controller = controller
        if changed:
            self._build_actions(game_ui(game).ACTIONS)
        self._show_sort_buttons()
        info = find_game(game)
        i18n.use_wording(info.wording)
        name = info.name
        controller.show_hands = self.every_hand_action.isChecked()
        self._set_title()
        self.rules_action.setText(self.tr("&Rules of {game}").format(game=name))

    def _show_sort_buttons(self) -> None:
        """The sort buttons, for a game with a hand, once its cards are on the table."""
        shown = self.controller.has_hand and self.controller.state is not None
        self.sort_suit.setVisible(shown)
        self.sort_rank.setVisible(shown)

    def _set_title(self, waiting: str | None = None, practice: bool = False) -> None:
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

    def show_every_hand(self, on: bool) -> None:
        """View ▸ Show every hand (a practice table only): the other hands face up."""
        self.controller.show_hands = on
        self.refresh()

    def _build_actions(self, actions: tuple[GameAction, ...]) -> None:
        """The current game's buttons (in the bar) and Game-menu entries, from its table
        module's declarations; the previous game's go."""
        for button in self.action_buttons.values():
            self.action_bar.removeWidget(button)
            button.deleteLater()
        for action in self.menu_actions.values():
            self.game_menu.removeAction(action)
            self.removeAction(action)
            action.deleteLater()
        self.actions = actions
        self.action_buttons = {}
        self.menu_actions = {}
        for spec in actions:
            slot = self._slot(spec)
            if spec.button:
                button = QPushButton(spec.translated())
                button.setObjectName(spec.name)
                # Shown by `refresh` once a game is on the table and the button applies
                # (the welcome page or the resume question once stood over every button
                # of every mode: Accept the hint, Dismiss, Show the solution...).
                button.setVisible(False)
                button.clicked.connect(slot)
                self.action_bar.addWidget(button)
                self.action_buttons[spec.name] = button
            if spec.menu:
                action = QAction(spec.translated(spec.menu_text), self)
                action.setObjectName(spec.name)
                if spec.shortcut:
                    action.setShortcut(QKeySequence(spec.shortcut))
                action.triggered.connect(slot)
                self.game_menu.insertAction(self.statistics_action, action)
                self.addAction(action)
                self.menu_actions[spec.name] = action

    def _note_entries(self) -> None:
        """The Game-menu entries with a note (`GameAction.note`) say it, read afresh each
        time the menu opens: "Puzzle, level 2 — locked: …"."""
        for spec in self.actions:
            action = self.menu_actions.get(spec.name)
            if action is None or spec.note is None:
                continue
            note = getattr(self.controller, spec.note)()
            text = spec.translated(spec.menu_text)
            action.setText(text if note is None else f"{text} — {self.controller.words(note)}")

    def _slot(self, spec: GameAction):
        def run() -> None:
            controller = self.controller
            if (
                self.reviewing is None
                and spec.is_visible(controller)
                and spec.is_enabled(controller)
            ):
                if spec.starts_game:
                    why = getattr(controller, spec.locked)() if spec.locked else None
                    if why is not None:
                        controller.refuse(why)
                        return
                    if not self.may_abandon():
                        return
                    controller.abandon()
                getattr(controller, spec.slot)()

        return run

    def button(self, name: str) -> QPushButton:
        """The current game's button of the action `name` (KeyError if it has none)."""
        return self.action_buttons[name]

    def _on_changed(self) -> None:
        if self.sender() is self.controller and self.reviewing is None:
            self.refresh()

    def _on_status(self, text: str) -> None:
        if self.sender() is self.controller:
            if self.reviewing is None:  # (what is to be done now never cut short)
                self.status_label.set_status(text, self.controller.status_now())
            self._follow_log()
            self.game_log.turn(self.controller.turn_line())

    def _on_told(self, deal_index: int, index: int, text: str) -> None:
        if self.sender() is self.controller:
            self._follow_log()
            self.game_log.told(deal_index, index, text)

    def _on_taken_back(self) -> None:
        if self.sender() is self.controller:
            self._logged_session = None  # the log told again from the record, one line less
            self._follow_log()

    def _follow_log(self) -> None:
        """The log shows the session on the table: a game started, resumed or shown
        anew starts it again, from the match's record."""
        session = self.controller.session
        if session is self._logged_session:
            return
        self._logged_session = session
        self.game_log.clear()
        try:
            lines = self.controller.match_log()
        except ValueError:  # a record that cannot be replayed: the log starts now
            lines = []
        for line in lines:
            self.game_log.told(*line)

    def show_past(self, deal_index: int, index: int) -> None:
        """The table as it was just after action `index` of the deal on the table (a log
        line clicked): nothing moves or can be played until `back_to_now`."""
        session = self.controller.session
        if session is None or session.match is None or deal_index != session.deal.deal_index:
            return  # an earlier deal's line, or a position with no record to rebuild from
        try:
            past = session.state_at(deal_index, index).deal
        except ValueError:
            return
        self.reviewing = (deal_index, index)
        self.update_pause()
        self.table.setEnabled(False)  # no gesture on a table that is not now
        self.action_bar_enabled(False)
        self.table.show_zones(self.controller.past_zones(past.view(self.controller.person)))
        self.table.show_arrow(None, None)  # a hint belongs to the table as it is
        self.status_label.setText(
            self.tr("The table just after action {n} of this deal. Click the log's last line to come back.").format(n=index)
        )  # fmt: skip

    def back_to_now(self) -> None:
        """Back from a past point of the deal to the table as it is."""
        if self.reviewing is None:
            return
        self.reviewing = None
        self.table.setEnabled(True)
        self.action_bar_enabled(True)
        self.update_pause()
        self.refresh()
        self.status_label.set_status(self.controller.status_text(), self.controller.status_now())

    def action_bar_enabled(self, on: bool) -> None:
        for button in (*self.action_buttons.values(), self.sort_suit, self.sort_rank):
            button.setEnabled(on)
        for action in self.menu_actions.values():
            action.setEnabled(on)  # back to now, `refresh` enables each as its game says

    def _wide_screen(self) -> bool:
        """Whether the screen has room for the log beside the table (1366 pixels wide)."""
        screen = self.screen() or QApplication.primaryScreen()
        return screen is not None and screen.availableGeometry().width() >= LOG_FROM_WIDTH

    def set_log_shown(self, on: bool) -> None:
        """View > Game log, chosen by the person: kept for the next start."""
        self.prefs.setValue("log/visible", on)

    def owns_dialog(self, dialog: QDialog) -> bool:
        """Whether `dialog` belongs to this window (or blocks the whole application)."""
        if dialog.isModal() and dialog.windowModality() == Qt.WindowModality.ApplicationModal:
            return True
        widget = dialog.parentWidget()
        while widget is not None:
            if widget is self:
                return True
            widget = widget.parentWidget()
        return False

    def open_dialogs(self) -> list[QDialog]:
        return [
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, QDialog) and w.isVisible() and self.owns_dialog(w)
        ]

    def update_pause(self, showing: QDialog | None = None, hiding: QDialog | None = None):
        """Pause the table while a dialog of this window is open or it is minimised
        (`showing`/`hiding`: the dialog whose visibility is changing right now)."""
        dialogs = [d for d in self.open_dialogs() if d is not hiding]
        if showing is not None:
            dialogs.append(showing)
        paused = bool(dialogs) or self.isMinimized() or self.reviewing is not None
        for controller in self.controllers.values():
            controller.set_paused(paused)

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.WindowStateChange:
            self.update_pause()
        super().changeEvent(event)

    def fit_to_screen(self) -> None:
        """Open where the window was last time if that still fits one of the screens (and
        maximised if it was), else fitted to the screen: on a screen smaller than the
        table's comfortable size (`DEFAULT_SIZE` and a title bar) maximised, its normal
        size the default shrunk to the screen; on a larger one filling its available
        area. The frame a window manager adds is known only once shown: the window then
        shrinks and moves until the frame too is on the screen (`_keep_on_screen`)."""
        self.opens_maximized = False
        self._fitting = True
        self._frame_checks = 0
        saved = self.prefs.value("window/rect") if self.keeps_geometry else None
        if isinstance(saved, QRect) and saved.isValid():
            for screen in QApplication.screens():
                if screen.availableGeometry().contains(saved):
                    self.setGeometry(saved)
                    self._fitted_size = self.size()
                    self.opens_maximized = self.prefs.value("window/maximized", False, type=bool)
                    return
        screen = self.screen() or QApplication.primaryScreen()
        if screen is None:
            self.resize(*DEFAULT_SIZE)
            return
        area = screen.availableGeometry()
        frame = self.frameGeometry().size() - self.geometry().size()  # known once shown
        room = area.size() - frame
        comfortable = QSize(*DEFAULT_SIZE) + QSize(0, TITLE_BAR_GUESS)
        if area.width() < comfortable.width() or area.height() < comfortable.height():
            self.opens_maximized = True  # the window manager fits it, frame and all
            self.resize(min(DEFAULT_SIZE[0], room.width()), min(DEFAULT_SIZE[1], room.height()))
            box = self.frameGeometry()
            box.moveCenter(area.center())
            self.move(box.topLeft())
        else:
            self.resize(room)
            self.move(area.topLeft())
        self._fitted_size = self.size()

    def show_fitted(self) -> None:
        """Shows the window as `fit_to_screen` decided: maximised where the screen is small."""
        if self.opens_maximized:
            self.showMaximized()
        else:
            self.show()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        # The title bar's height is known only now: shrink the window if it sticks out.
        QTimer.singleShot(0, self._keep_on_screen)

    def moveEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().moveEvent(event)
        if self._fitting:  # the window manager framed or placed it: does it fit now?
            QTimer.singleShot(0, self._keep_on_screen)

    def _keep_on_screen(self) -> None:
        """Until the window manager's frame is known, keeps the whole frame on the
        screen: shrinks the window by what sticks out and moves it inside. A size asked
        for (--size, a test), chosen by the person, or maximised stays as it is."""
        screen = self.screen()
        if not self._fitting or screen is None or self.size() != self._fitted_size:
            return
        if self.isMaximized() or self.isFullScreen():
            self._fitting = False
            return
        area, frame = screen.availableGeometry(), self.frameGeometry()
        framed = frame.size() != self.geometry().size()  # a window manager's frame is known
        if not area.contains(frame):
            extra_w = max(0, frame.width() - area.width())
            extra_h = max(0, frame.height() - area.height())
            if extra_w or extra_h:
                self.resize(self.width() - extra_w, self.height() - extra_h)
                self._fitted_size = self.size()
            frame = self.frameGeometry()
            x = min(max(frame.left(), area.left()), area.right() + 1 - frame.width())
            y = min(max(frame.top(), area.top()), area.bottom() + 1 - frame.height())
            self.move(x, y)
        if framed:
            self._fitting = False  # from now on the window is the person's to move
        elif self._frame_checks < FRAME_CHECKS:  # not framed yet (or never: no manager)
            self._frame_checks += 1
            QTimer.singleShot(FRAME_CHECK_MS, self._keep_on_screen)
        else:
            self._fitting = False

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt override
        if self.keeps_geometry:
            rect = self.normalGeometry() if self.isMaximized() else self.geometry()
            self.prefs.setValue("window/rect", rect)
            self.prefs.setValue("window/maximized", self.isMaximized())
        QApplication.instance().removeEventFilter(self._dialog_watch)
        for controller in self.controllers.values():
            controller.shutdown()
        self.sound.close()
        if self.store.recorder.pending:  # a last try; what still fails stays in the saved game
            self.store.recorder.flush()
            self.controller.autosave()  # the saved game no longer lists what was written
        if self.store.scoreboard is not None:
            self.store.scoreboard.close()
        if self.store.saved is not None:
            self.store.saved.release()
        super().closeEvent(event)

    def close_soon(self) -> None:
        """Close as the close button does, saving first, from the event loop: what a
        Ctrl+C in the terminal asks (app/ui/main.py). An open dialog is dismissed first,
        as if cancelled, and nothing its answer would have started (a new game in place
        of the one offered to continue) starts."""
        self.closing = True
        modal = QApplication.activeModalWidget()
        if modal is not None and modal is not self:
            if isinstance(modal, QDialog):
                modal.reject()
            else:
                modal.close()
            QTimer.singleShot(0, self.close_soon)  # once its own event loop has returned
            return
        self.close()

    def storage_notices(self) -> list[str]:
        """Sentences about damaged files moved aside and pending deals that could not be
        kept (shown once at start), in the interface's language. What cannot be written
        now is the banner's line."""
        stores = (self.store.scoreboard, self.store.saved)
        # A scoreboard that only cannot be written now is told by the banner line.
        notices = [
            " ".join(say(sentence) for sentence in s.notice_words)
            for s in stores
            if s is not None and s.notice and s.notice != getattr(s, "problem", None)
        ]
        # What was wrong with the entry is a detail of the file (kept in English, as the
        # system's own error texts are).
        saved = self.store.saved
        notices += [
            self.tr("A finished deal kept for the scoreboard in {file} was lost: {problem}").format(
                file=saved.path, problem=say(d)
            )
            if saved is not None
            else self.tr("A finished deal kept for the scoreboard was lost: {problem}").format(
                problem=say(d)
            )
            for d in self.store.recorder.dropped
        ]
        self.store.recorder.dropped.clear()
        return notices

    def begin(self, ask: bool = True, welcome: bool = False) -> None:
        """At start: write the deals a previous session could not record, tell about
        damaged files, offer to continue a saved game (continue it unasked when not
        `ask`: started again in another language), or deal. With `welcome` (no game
        named on the command line) a new game is the welcome page's on the first start
        and the last game played on later ones."""
        record = self.store.saved.read() if self.store.saved else None
        if isinstance(record, dict) and "pending" in record:
            self.store.recorder.adopt(record.get("pending"))
            self.store.recorder.flush()
        for notice in self.storage_notices():
            if self.closing:
                return
            QMessageBox.information(self, self.tr("Tapete"), plain(one_line(notice, 600)))
        problem = self.store.recorder.problem_words
        if problem and self.store.fault("scoreboard", problem):
            # As the controller's `storage_fault` tells it, but with the sentence's Words
            # kept for the banner (the signal carries its English).
            self.controller.storageProblem.emit("scoreboard", str(problem))
        if record is not None and "game" not in record:  # only deals to record were kept
            if not self.store.recorder.pending:
                with contextlib.suppress(OSError):
                    self.store.saved.clear()
            record = None
        if record is not None:
            self._show_saved_game(record)
            answer = (
                QMessageBox.question(
                    self,
                    self.tr("Continue?"),
                    self._continue_question(record),
                    QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                    QMessageBox.StandardButton.Yes,
                )
                if ask
                else QMessageBox.StandardButton.Yes
            )
            if self.closing:  # dismissed by a close: the saved game stays as it is
                return
            if answer == QMessageBox.StandardButton.Yes and self._resume(record):
                self.settings = self.settings_in_play()  # New game offers the game resumed
                return
            if answer == QMessageBox.StandardButton.No and self._resume(record):
                self.controller.abandon()  # not left "in progress" in Statistics
        if self.closing:
            return
        if welcome and not self.prefs.contains(LAST_GAME):
            self.choose_game(first=True)
            return
        if welcome:
            self.settings = self.last_settings()
        self.start()

    def _show_saved_game(self, record: dict) -> None:
        """While asked whether to continue it: the window titled with the saved game (a
        game this version knows), none of its buttons shown until its cards are on the
        table."""
        game = record.get("game")
        if isinstance(game, str) and game in GAME_IDS and self.controller.state is None:
            self.use_game(game)
            self._set_title(game, record.get("practice") is True)

    def settings_in_play(self) -> NewGameSettings:
        """The settings of the match on the table (its game, options, bot levels and
        whether it is practice), with this window's pace and name and a new seed: what
        New game offers and Play again deals. The window's settings where no match is
        on the table."""
        session, s = self.controller.session, self.settings
        if session is None or session.match is None:
            return s
        n, person = session.num_players, session.person
        levels = tuple(
            session.seats[(person + k) % n].level or find_game(session.game.id).default_level
            for k in range(1, n)
        )
        return NewGameSettings(
            session.match.options, levels or ("normal",), pace_ms=s.pace_ms,
            game=session.game.id, name=s.name, practice=session.practice,
        )  # fmt: skip

    def last_settings(self) -> NewGameSettings:
        """The settings of the last game started (its game, options and levels), with
        this session's pace and name; the current ones where those are gone or refused."""
        s = self.settings
        game = self.prefs.value(LAST_GAME, "", type=str)
        if game not in GAME_IDS:
            return s
        try:
            data = json.loads(self.prefs.value(LAST_OPTIONS, "{}", type=str))
            options = find_game(game).options_class.from_mapping(data)
            levels = tuple(json.loads(self.prefs.value(LAST_LEVELS, "[]", type=str)))
            return NewGameSettings(options, levels or ("normal",), s.seed, s.pace_ms, game, s.name)
        except (ValueError, TypeError):  # a preference file changed by hand, or old
            return NewGameSettings(game=game, seed=s.seed, pace_ms=s.pace_ms, name=s.name)

    def choose_game(self, first: bool = False) -> None:
        """Game > Choose a game (and the first start): the welcome page; a game clicked
        is dealt with its standard rules, after asking about a match under way; "More
        options" opens New game on the game in play. Closed at the first start, the
        game in the settings is dealt."""
        dialog = WelcomeDialog(self.art, self, first=first)
        dialog.exec()
        if self.closing:
            return
        if dialog.more:
            if first:
                self.start()
            self.ask_new_game()
            return
        if dialog.chosen is None:
            if first:
                self.start()
            return
        if not first and not self.may_abandon():
            return
        if not first:
            self.controller.abandon()
        s = self.settings
        self.start(NewGameSettings(game=dialog.chosen, pace_ms=s.pace_ms, name=s.name))

    def _continue_question(self, record: dict) -> str:
        """The question at the start, naming the saved game: "Continue Scala 40, deal 3
        of the match in progress?" (the bare question where the record does not say)."""
        game, index = record.get("game"), record.get("deal_index")
        if game in GAME_IDS and isinstance(index, int) and not isinstance(index, bool):
            seats = record.get("seats")  # read before it is checked: only what it says
            person = next(
                (
                    k
                    for k, seat in enumerate(seats if isinstance(seats, list) else [])
                    if isinstance(seat, list) and seat[1:2] == [None]
                ),
                None,
            )
            if person is not None and record.get("to_play") == person:
                return self.tr(
                    "Continue {game}, deal {n} of the match in progress? It is your turn."
                ).format(game=find_game(game).name, n=index + 1)
            return self.tr("Continue {game}, deal {n} of the match in progress?").format(
                game=find_game(game).name, n=index + 1
            )
        return self.tr("Continue the game in progress?")

    def _resume(self, record: dict) -> bool:
        """Continue the saved game, or set its file aside (kept for a bug report, out of
        the way of the next start) and say why; True when the game goes on."""
        game = record.get("game")
        problem: Words | str
        try:
            if not isinstance(game, str) or game not in GAME_IDS:
                raise must_be(
                    "game",
                    Words("SavedGame", "one of {games}").filled(games=", ".join(GAME_IDS)),
                    game,
                )
            self.use_game(game)
            self.controller.pace_ms = self.settings.pace_ms  # as start() does
            self.controller.restore(record)
            return True
        except DamagedRecord as exc:
            problem = told(exc)  # says why, after "The saved game could not be resumed"
        except Exception as exc:  # noqa: BLE001 - a file must never stop the program
            problem = Words("SavedGame", "it could not be resumed ({error})").filled(
                error=one_line(f"{type(exc).__name__}: {exc}", 300)
            )
        self.controller.close_session()
        self.store.saved.set_aside(problem)
        notice = " ".join(say(sentence) for sentence in self.store.saved.notice_words or [problem])
        QMessageBox.information(self, self.tr("Tapete"), plain(notice))
        return False

    def show_statistics(self) -> None:
        if self.store.scoreboard is None:
            return
        dialog = StatisticsDialog(self.store.scoreboard, self)
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.chosen_seed is not None:
            match = dialog.chosen_match
            if match.game not in GAME_IDS:
                return
            levels = tuple(s.level or "normal" for s in match.seats if s.level is not None)
            try:
                # The options were stored by an older version, or changed in the file:
                # the game may refuse them now. Say so, and the game in play goes on.
                options = find_game(match.game).options_class.from_mapping(match.options)
                seed = parse_seed(match.seed)
            except (OptionError, TypeError) as exc:
                QMessageBox.information(
                    self,
                    self.tr("Tapete"),
                    plain(
                        self.tr(
                            "This match cannot be played again: the options it was played "
                            "with are refused now ({problem})."
                        ).format(problem=one_line(say(told(exc)), 300))
                    ),
                )
                return
            except ValueError as exc:
                QMessageBox.information(self, self.tr("Tapete"), plain(one_line(say(told(exc)))))
                return
            self.start(
                NewGameSettings(
                    options,
                    levels or ("normal",),
                    seed,
                    self.settings.pace_ms,
                    match.game,
                    practice=match.practice,
                )  # fmt: skip
            )

    # ------------------------------------------------------------------ menus
    def _build_menus(self) -> None:
        game = self.game_menu = self.menuBar().addMenu(self.tr("&Game"))
        game.aboutToShow.connect(self._note_entries)
        self.new_action = self._action(
            game, self.tr("&New game…"), QKeySequence.StandardKey.New, self.ask_new_game
        )
        self.choose_action = self._action(
            game, self.tr("&Choose a game…"), QKeySequence("Ctrl+Shift+N"), self.choose_game
        )
        game.addSeparator()
        # The current game's commands go here, before Statistics (`_build_actions`).
        self.statistics_action = self._action(
            game, self.tr("&Statistics…"), QKeySequence("Ctrl+T"), self.show_statistics
        )
        self.replay_action = self._action(
            game, self.tr("&Open a replay…"), QKeySequence.StandardKey.Open,
            lambda: self.open_replay_file(),
        )  # fmt: skip
        game.addSeparator()
        self._action(game, self.tr("&Quit"), QKeySequence.StandardKey.Quit, self.close)
        view = self.menuBar().addMenu(self.tr("&View"))
        self.four_colour_action = QAction(self.tr("&Four-colour deck"), self)
        self.four_colour_action.setCheckable(True)
        self.four_colour_action.setChecked(self.prefs.value("four_colour", False, type=bool))
        self.four_colour_action.toggled.connect(self.set_four_colour)
        view.addAction(self.four_colour_action)
        self.sound_action = QAction(self.tr("S&ound"), self)
        self.sound_action.setCheckable(True)
        self.sound_action.setChecked(self.sound.chosen)
        self.sound_action.triggered.connect(self.sound.set_on)  # the person's choice only
        self.sound.probed.connect(lambda: self.sound_action.setChecked(self.sound.chosen))
        view.addAction(self.sound_action)
        self.appearance = Appearance(
            view, self.prefs, self.art, self.table, self, lambda: self.table.set_art(self.art)
        )
        self.language_menu = LanguageMenu(self)
        view.addMenu(self.language_menu)
        self.auto_forced_action = QAction(
            self.tr("&Play my move for me when it is the only one possible"), self
        )
        self.auto_forced_action.setCheckable(True)
        self.auto_forced_action.setChecked(self.auto_forced)
        self.auto_forced_action.toggled.connect(self.set_auto_forced)
        view.addAction(self.auto_forced_action)
        #: A practice table's: every hand face up (not kept: each practice game starts
        #: with the hands as the rules show them).
        self.every_hand_action = QAction(self.tr("Show every &hand (practice)"), self)
        self.every_hand_action.setCheckable(True)
        self.every_hand_action.setEnabled(False)
        self.every_hand_action.toggled.connect(self.show_every_hand)
        view.addAction(self.every_hand_action)
        speed = view.addMenu(self.tr("S&peed"))
        self.speed_actions = QActionGroup(self)
        # None is checked while the pace is one typed in New game.
        self.speed_actions.setExclusionPolicy(QActionGroup.ExclusionPolicy.ExclusiveOptional)
        for text, ms in (
            (self.tr("&Slow"), SPEEDS_MS[0]),
            (self.tr("&Normal"), SPEEDS_MS[1]),
            (self.tr("&Fast"), SPEEDS_MS[2]),
            (self.tr("&Instant"), SPEEDS_MS[3]),
        ):
            action = QAction(text, self.speed_actions)
            action.setCheckable(True)
            action.setData(ms)
            action.triggered.connect(lambda _=False, ms=ms: self.set_speed(ms))
            speed.addAction(action)
        log_action = self.game_log.toggleViewAction()
        log_action.setText(self.tr("&Game log"))
        log_action.setShortcut(QKeySequence("Ctrl+L"))
        log_action.triggered.connect(self.set_log_shown)
        view.addAction(log_action)
        self.addAction(log_action)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self.rules_action = self._action(
            help_menu,
            self.tr("&Rules"),
            QKeySequence.StandardKey.HelpContents,
            self.show_rules,
        )
        self.controls_action = self._action(
            help_menu, self.tr("&Controls"), QKeySequence("Ctrl+F1"), self.show_controls
        )
        self._action(help_menu, self.tr("&About Tapete"), None, self.show_about)

    def _action(self, menu, text: str, shortcut, slot) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        menu.addAction(action)
        self.addAction(action)
        return action

    def set_speed(self, ms: int) -> None:
        """The bots' pace (View > Speed), from their next move on, and kept."""
        self.prefs.setValue("pace_ms", ms)
        self.settings.pace_ms = ms
        for controller in self.controllers.values():
            controller.pace_ms = ms
        self._check_speed()

    def _check_speed(self) -> None:
        """View > Speed marks the pace in use (none for one typed in New game)."""
        for action in self.speed_actions.actions():
            action.setChecked(action.data() == self.settings.pace_ms)

    def set_four_colour(self, on: bool) -> None:
        """Four-colour deck: clubs green, diamonds blue (a setting kept between sessions)."""
        self.prefs.setValue("four_colour", on)
        self.art.set_theme(replace(self.art.theme, four_colour=on))
        self.table.set_art(self.art)

    # ------------------------------------------------------------------ game
    def start(self, settings: NewGameSettings | None = None) -> None:
        self.back_to_now()
        if settings is not None:
            self.settings = settings
        s = self.settings
        self.use_game(s.game)
        self.controller.pace_ms = s.pace_ms
        self._check_speed()
        names = None
        if s.name:  # the person's own name at their seat, the bots' as ever
            person = self.controller.person
            names = default_names(s.options.num_players, person)
            names[person] = s.name
        self.controller.new_game(s.options, s.levels, s.seed, names, s.practice)
        if self.keeps_geometry:  # the next start without a game named opens on this one
            self.prefs.setValue(LAST_GAME, s.game)
            self.prefs.setValue(LAST_OPTIONS, json.dumps(s.options.to_json()))
            self.prefs.setValue(LAST_LEVELS, json.dumps(list(s.levels)))

    def ask_new_game(self) -> None:
        dialog = NewGameDialog(self.settings, self)
        if dialog.exec() == QDialog.DialogCode.Accepted and self.may_abandon():
            self.controller.abandon()
            settings = dialog.settings()
            self.prefs.setValue("name", settings.name)  # offered again next time
            self.start(settings)

    def may_abandon(self) -> bool:
        """Whether the match under way may be given up for another game: asked first
        (Statistics then shows it abandoned); nothing to ask when none is under way."""
        if not self.controller.under_way:
            return True
        answer = QMessageBox.question(
            self,
            self.tr("Abandon this deal?"),
            self.tr(
                "Abandon this deal? The {game} match under way ends here, and Statistics "
                "shows it as abandoned."
            ).format(game=self.controller.info.name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def refresh(self) -> None:
        state = self.controller.state
        deal = (id(self.controller.session), state.deal_index if state is not None else None)
        if deal != self._laid_out_deal:  # a new deal or game: its table is laid out anew
            self._laid_out_deal = deal
            self.table.lay_out_anew()
            self.every_hand_action.setEnabled(self.controller.practising())
            self._set_title()  # a game started or resumed: practice or not
        self._show_sort_buttons()
        if self.controller.state is None:  # no game on the table: no game's buttons
            for button in self.action_buttons.values():
                button.setVisible(False)
            return
        self.table.show_zones(self.controller.zones())
        self.table.show_arrow(*self.controller.hint_arrow())
        for spec in self.actions:
            enabled = spec.is_enabled(self.controller)
            visible = spec.is_visible(self.controller)
            if spec.name in self.action_buttons:
                self.action_buttons[spec.name].setEnabled(enabled)
                self.action_buttons[spec.name].setVisible(visible)
            if spec.name in self.menu_actions:
                self.menu_actions[spec.name].setEnabled(enabled and visible)
                if spec.hidden:
                    self.menu_actions[spec.name].setVisible(visible)

    def _on_drop(self, cards: list, source: str, target: str, index: int) -> None:
        zid = self.table.zone_id
        if not self.controller.drop(cards, zid(source), zid(target), index):
            self.refresh()  # the cards fly back where the controller keeps them

    def _on_drop_refused(self, cards: list, source: str, target: str, index: int) -> None:
        """Cards let go over a zone that does not take them: the controller says why.

        Its `drop` refuses with the rule's sentence and changes nothing (the drop policy
        and `drop` both ask the controller's one `intent`)."""
        if self.controller.my_turn:
            zid = self.table.zone_id
            self.controller.drop(cards, zid(source), zid(target), index)

    def _on_deal_over(self, result) -> None:
        if self.property("quiet") or self.sender() is not self.controller:
            return
        QTimer.singleShot(300, self, lambda: self._show_scores(result))

    def _show_scores(self, result) -> None:
        dialog = game_ui(self.controller.game_id).result_dialog(self.controller, result, self)
        if not self.controller.match_over:
            dialog.goes_on()
        elif self.controller.match is not None:  # a match played to its end
            dialog.offer_play_again()
        deal = self.controller.state.deal_index
        dialog.show_hints(self.controller.hints_in(deal), self.controller.played_for_in(deal))
        dialog.offer_review(self.review_deal_played)
        if self.controller.practising() and self.controller.can_take_back_move():
            dialog.offer_take_back()
        self._beside_the_table(dialog)
        answer = dialog.exec()
        if answer == ResultDialog.TAKE_BACK:  # practice: the deal goes on from there
            self.controller.take_back_move()
            return
        if answer == ResultDialog.PLAY_AGAIN and not self.closing:
            self.start(self.settings_in_play())  # the same game and bots, new cards
            return
        self.controller.next_deal()  # a no-op unless the match goes on

    def open_replay_file(self, path: str | None = None) -> bool:
        """Game ▸ Open a replay…: a replay record or a saved game (`tapete-cli replay`'s
        files) in the review; a file that is neither is said so, and nothing changes."""
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self, self.tr("Open a replay"), "", self.tr("Replays and saved games (*.json)")
            )
            if not path:
                return False
        try:
            replay, levels, names = open_replay(path, say)
        except ReplayProblem as exc:
            QMessageBox.information(self, self.tr("Tapete"), plain(say(exc.words)))
            return False
        title = self.tr("{game}, deal {n}, from {file}").format(
            game=replay.game.name, n=replay.deal_index + 1, file=os.path.basename(path)
        )
        self.reviewer = DealReplayDialog(replay, levels, names, title, self.art, self)
        self.reviewer.exec()
        return True

    def review_deal_played(self, parent: QDialog) -> None:
        """The deal just finished, step by step, its decisions open to marking (the end
        of deal's "Review this deal…")."""
        ctrl = self.controller
        if ctrl.state is None or ctrl.state.seed is None:
            return
        names = [seat.name for seat in ctrl.seats]
        try:
            replay = DealReplay.of(
                ctrl.game_id, ctrl.state.replay_record().to_json(), ctrl.person, names
            )
        except ReplayProblem as exc:
            QMessageBox.information(parent, self.tr("Tapete"), plain(say(exc.words)))
            return
        title = self.tr("{game}, deal {n}: the deal just played").format(
            game=find_game(ctrl.game_id).name, n=ctrl.state.deal_index + 1
        )
        levels = [seat.level for seat in ctrl.session.seats]
        self.reviewer = DealReplayDialog(replay, levels, names, title, self.art, parent)
        self.reviewer.exec()

    def _beside_the_table(self, dialog: QDialog) -> None:
        """Put the score table where it hides the least of the hands laid down face up:
        over the game log when it is open, else in the table's bottom right corner."""
        size = dialog.size().expandedTo(dialog.sizeHint())
        beside = self.game_log if self.game_log.isVisible() else self.table
        area = QRect(beside.mapToGlobal(QPoint(0, 0)), beside.size())
        screen = (self.screen() or QGuiApplication.primaryScreen()).availableGeometry()
        x = max(screen.left(), min(area.right() - size.width(), screen.right() - size.width()))
        # Low on the right: the right-hand seat sits at mid-height and the person's hand
        # in the middle of the bottom edge, so that corner is the emptiest.
        y = max(
            screen.top(), min(area.bottom() - size.height() - 8, screen.bottom() - size.height())
        )
        dialog.move(x, y)

    def show_rules(self) -> None:
        game = find_game(self.controller.game_id)
        title = self.tr("Rules of {game}").format(game=game.name)
        RulesDialog(game.rules, title, i18n.current(), self).exec()

    def show_controls(self) -> None:
        """Help > Controls: each game's gestures, buttons and keys, and the window's
        shortcuts (its menus' own, not the game commands of the Game menu)."""
        game_entries = set(self.menu_actions.values())
        menus = [a.menu() for a in self.menuBar().actions() if a.menu() is not None]
        shortcuts = [a for a in shortcut_actions(menus) if a not in game_entries]
        ControlsDialog(self.controller.game_id, shortcuts, self).exec()

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About Tapete"),
            self.tr(
                "<b>Tapete</b> {version} — a card table for games of Spain, Italy, Brazil and "
                "the River Plate, played offline against computer opponents. Card art drawn by "
                "the project; cards use the DejaVu Sans font."
            ).format(version=app.__version__),
        )


def plain(text: str) -> str:
    """`text` for a message box, shown as it is: `readable` as the command line shows it
    (a name or a value of thousands of characters shortened, control and direction
    characters written as their codes), and, since Qt would render text that looks like
    HTML (a file name, a player's name or a damaged file's content may), such text is
    escaped into a paragraph that displays it literally."""
    text = readable(text)
    if not QtGui.Qt.mightBeRichText(text):
        return text
    return "<p>" + html.escape(text).replace("\n", "<br>") + "</p>"


class _DialogWatch(QObject):
    """Tells its window when one of its dialogs is shown or hidden (any kind: message
    boxes, Statistics, New game, the tables between deals)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window_ = window

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
        kind = event.type()
        if (
            (kind == QEvent.Type.Show or kind == QEvent.Type.Hide)
            and isinstance(obj, QDialog)
            and self.window_.owns_dialog(obj)
        ):
            if kind == QEvent.Type.Show:
                self.window_.update_pause(showing=obj)
            else:
                self.window_.update_pause(hiding=obj)
        return False
