"""Hints, the window's side: the hint's arrow on the table, and how many hints the person
was shown in a deal, in the table between deals. The hint commands (H, Play the hint,
Dismiss) are this part's: the controller's `hint_actions` (`app.ui.hints.HINT_ACTIONS`,
none where a game's hints are its own commands, as Quita y Pon's); the hints themselves are
what the controller holds (`controller.hints`, `TableHints`; the coach, the session's)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.ui.controller_base import GameController
from app.ui.game_ui import GameAction
from app.ui.shell.port import Part

if TYPE_CHECKING:
    from app.ui.result_dialog import ResultDialog


class HintsPart(Part):
    NAME = "hints"

    @classmethod
    def commands_for(cls, controller: type[GameController]) -> tuple[GameAction, ...]:
        return controller.hint_actions

    def refreshed(self) -> None:
        self.port.table.show_arrow(*self.port.controller().hint_arrow())

    def after_deal(self, dialog: ResultDialog) -> None:
        ctrl = self.port.controller()
        dialog.show_hints(ctrl.hints.hints_in(ctrl.state.deal_index))
