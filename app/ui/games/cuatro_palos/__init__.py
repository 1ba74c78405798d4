"""Cuatro Palos at the table: its controller, command, New-game page and totals table."""

from __future__ import annotations

import dataclasses
import html
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from app.games.cuatro_palos.engine import DealResult
from app.games.cuatro_palos.rules import CuatroPalosOptions
from app.ui.game_ui import GameAction, ResultDialog, action_text
from app.ui.games.cuatro_palos.controller import CuatroPalosController

if TYPE_CHECKING:
    from app.ui.new_game import NewGameDialog

CONTROLLER = CuatroPalosController

ACTIONS = (
    GameAction(
        "turn", action_text("Turn a card"), "turn_card", "D", enabled="can_turn",
        menu_text=action_text("&Turn a card"),
    ),
)  # fmt: skip

# Choices as the page shows them: option value -> plain label.
DECK_LABELS: dict[str, str] = {
    "french52": "French 52",
    "spanish40": "Spanish 40",
    "spanish48": "Spanish 48",
}
DIRECTION_LABELS: dict[str, str] = {
    "ccw": "counter-clockwise (to the right)",
    "cw": "clockwise",
}


def options_page(d: NewGameDialog, o: CuatroPalosOptions) -> QWidget:
    page, form = d.form()
    d.cp_deck = d.choice(form, d.tr("Deck"), [(d.tr(t), k) for k, t in DECK_LABELS.items()], o.deck)
    d.cp_direction = d.choice(
        form,
        d.tr("Direction of play"),
        [(d.tr(t), k) for k, t in DIRECTION_LABELS.items()],
        o.direction,
    )
    d.cp_waste_wrap = d.check(form, d.tr("K and A adjacent on waste piles"), o.waste_wrap)
    d.cp_forced_play = d.check(form, d.tr("Must play a playable card (forced play)"), o.forced_play)
    d.cp_foundation_priority = d.check(
        form,
        d.tr("A card that fits a foundation must go there (foundation priority)"),
        o.foundation_priority,
    )
    d.cp_target = d.spin(
        form,
        d.tr("Match to"),
        *o.bounds("target_score"),
        o.target_score,
        step=10,
        suffix=d.tr(" points"),
    )
    # 0 is the special value "rules' formula" (stall_rounds None: 2T+2 turns per player).
    d.cp_stall = d.spin(
        form,
        d.tr("Stall cap"),
        0,  # the rules' formula
        o.bounds("stall_rounds")[1],
        o.stall_rounds or 0,
        suffix=d.tr(" turns per player"),
        special=d.tr("rules' formula"),
    )
    return page


def read_options(d: NewGameDialog, start: CuatroPalosOptions, players: int) -> CuatroPalosOptions:
    return dataclasses.replace(
        start,
        num_players=players,
        deck=str(d.cp_deck.currentData()),
        direction=str(d.cp_direction.currentData()),
        waste_wrap=d.cp_waste_wrap.isChecked(),
        forced_play=d.cp_forced_play.isChecked(),
        target_score=d.cp_target.value(),
        foundation_priority=d.cp_foundation_priority.isChecked(),
        stall_rounds=d.cp_stall.value() or None,
    )


class TotalsDialog(ResultDialog):
    """Between Cuatro Palos deals: the cards each player was left with, the running
    totals, and the match's end (RULES.md §3.5)."""

    def __init__(self, controller: CuatroPalosController, result: DealResult, parent=None):
        super().__init__(parent)
        seats = controller.seats
        match = controller.match
        if result.winner is None:
            head = self.tr("<h3>Stalled deal</h3><p>Nobody wins it: everyone scores his cards.</p>")
        else:
            head = self.tr("<h3>{w} ran out of cards</h3>").format(
                w=html.escape(seats[result.winner].name)
            )
        columns = [self.tr("Player"), self.tr("Cards left"), self.tr("Total")]
        totals = match.totals if match is not None else list(result.scores)
        rows = [
            [
                info.name + (" ★" if seat == result.winner else ""),
                str(result.scores[seat]),
                str(totals[seat]),
            ]
            for seat, info in enumerate(seats)
        ]
        target = match.options.target_score if match is not None else 100
        text = self.tr("The match ends when someone reaches {t}; the lowest total wins.").format(
            t=target
        )
        text += self._match_end(controller, match.winners if match is not None else ())
        self._build(self.tr("Running totals"), head, columns, rows, text)


result_dialog = TotalsDialog
