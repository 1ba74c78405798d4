"""The practice table, the window's side: View ▸ Show every hand (a practice table's
hands face up), and in the table between deals how many turns were played for the person
and "Take back my last move". The practice commands (Play this turn for me) are this
part's (`app.ui.practice.PRACTICE_ACTIONS`); Quita y Pon's practice take back is its
controller's `take_back_action`; the rest is what the controller holds (`controller.practice`, `TablePractice`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP

from app.ui.controller_base import GameController
from app.ui.practice import PRACTICE_ACTIONS
from app.ui.shell.port import MenuEntry, Part

if TYPE_CHECKING:
    from app.ui.result_dialog import ResultDialog


class PracticePart(Part):
    NAME = "practice"
    COMMANDS = PRACTICE_ACTIONS
    #: Every hand face up: not kept (each practice game starts with the hands as the
    #: rules show them), and offered at a practice table only.
    ENTRIES = (
        MenuEntry(
            "view", "every_hand", QT_TRANSLATE_NOOP("MainWindow", "Show every &hand (practice)"),
            "show_every_hand", checkable=True, enabled="practising", after="auto_forced",
        ),
    )  # fmt: skip

    def practising(self) -> bool:
        return self.port.controller().practising()

    def show_every_hand(self, on: bool) -> None:
        self.port.controller().practice.show_hands = on
        self.port.refresh()

    def use(self, controller: GameController) -> None:
        controller.practice.show_hands = self.actions["every_hand"].isChecked()

    def after_deal(self, dialog: ResultDialog) -> None:
        ctrl = self.port.controller()
        dialog.show_hints(0, ctrl.practice.played_for_in(ctrl.state.deal_index))
        if ctrl.practising() and ctrl.can_take_back_move():
            dialog.offer_take_back()
