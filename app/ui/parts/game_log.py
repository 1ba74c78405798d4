"""The game log beside the table (View ▸ Game log): a line per action of the match on the
table, and a line clicked shows the table just after that action until the log's last
line is clicked (the table waits meanwhile)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QApplication

from app.ui.controller_base import GameController
from app.ui.game_log import GameLog
from app.ui.shell.port import MenuEntry, Part, TablePort

#: The screen width from which the game log is open beside the table unless closed.
LOG_FROM_WIDTH = 1366


class GameLogPart(Part):
    NAME = "game_log"
    ENTRIES = (
        MenuEntry(
            "view", "game_log", QT_TRANSLATE_NOOP("MainWindow", "&Game log"), "set_shown",
            "Ctrl+L", checkable=True, checked="shown",
        ),
    )  # fmt: skip

    def __init__(self, port: TablePort) -> None:
        super().__init__(port)
        self.dock = GameLog(port.parent)
        port.add_dock(self.dock)
        self._logged_session: object = None  # the session whose log the panel shows
        #: The point of the deal the table shows instead of now (a line clicked), or None.
        self.reviewing: tuple[int, int] | None = None
        self.dock.lineClicked.connect(self.show_past)
        self.dock.backToNow.connect(self.back_to_now)
        shown = port.prefs.value("log/visible", self._wide_screen(), type=bool)
        self.dock.setVisible(bool(shown))

    def sized(self, width: int) -> None:
        self.dock.setVisible(width >= LOG_FROM_WIDTH)

    def _wide_screen(self) -> bool:
        """Whether the screen has room for the log beside the table (1366 pixels wide)."""
        screen = self.port.parent.screen() or QApplication.primaryScreen()
        return screen is not None and screen.availableGeometry().width() >= LOG_FROM_WIDTH

    def shown(self) -> bool:
        return not self.dock.isHidden()

    def set_shown(self, on: bool) -> None:
        """View ▸ Game log, chosen by the person: kept for the next start."""
        self.dock.setVisible(on)
        self.port.prefs.setValue("log/visible", on)

    def entries_built(self) -> None:
        action = self.actions["game_log"]
        self.dock.visibilityChanged.connect(lambda _: action.setChecked(self.shown()))

    def built(self, controller: GameController) -> None:
        controller.status.connect(self._on_status)
        controller.told.connect(self._on_told)
        controller.takenBack.connect(self._on_taken_back)

    def _on_status(self, _text: str) -> None:
        if self.sender() is self.port.controller():
            self._follow_log()
            self.dock.turn(self.port.controller().turn_line())

    def _on_told(self, deal_index: int, index: int, text: str) -> None:
        if self.sender() is self.port.controller():
            self._follow_log()
            self.dock.told(deal_index, index, text)

    def _on_taken_back(self) -> None:
        if self.sender() is self.port.controller():
            self._logged_session = None  # told again from the record, one line less
            self._follow_log()

    def _follow_log(self) -> None:
        """The log shows the session on the table: a game started, resumed or shown
        anew starts it again, from the match's record."""
        ctrl = self.port.controller()
        if ctrl.session is self._logged_session:
            return
        self._logged_session = ctrl.session
        self.dock.clear()
        try:
            lines = ctrl.match_log()
        except ValueError:  # a record that cannot be replayed: the log starts now
            lines = []
        for line in lines:
            self.dock.told(*line)

    def showing_past(self) -> bool:
        return self.reviewing is not None

    def show_past(self, deal_index: int, index: int) -> None:
        """The table as it was just after action `index` of the deal on the table (a log
        line clicked): nothing moves or can be played until `back_to_now`."""
        port, ctrl = self.port, self.port.controller()
        session = ctrl.session
        if session is None or session.match is None or deal_index != session.deal.deal_index:
            return  # an earlier deal's line, or a position with no record to rebuild from
        try:
            past = session.state_at(deal_index, index).deal
        except ValueError:
            return
        self.reviewing = (deal_index, index)
        port.update_pause()
        port.table.setEnabled(False)  # no gesture on a table that is not now
        port.commands_enabled(False)
        port.table.show_zones(ctrl.past_zones(past.view(ctrl.person)))
        port.table.show_arrow(None, None)  # a hint belongs to the table as it is
        port.status.setText(
            QCoreApplication.translate("MainWindow", "The table just after action {n} of this deal. Click the log's last line to come back.").format(n=index)
        )  # fmt: skip

    def back_to_now(self) -> None:
        """Back from a past point of the deal to the table as it is."""
        if self.reviewing is None:
            return
        port, ctrl = self.port, self.port.controller()
        self.reviewing = None
        port.table.setEnabled(True)
        port.commands_enabled(True)
        port.update_pause()
        port.refresh()
        port.status.set_status(ctrl.status_text(), ctrl.status_now())

    def before_start(self) -> None:
        self.back_to_now()
