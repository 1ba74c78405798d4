"""Cuatro Palos at the table: its controller, command, New-game page and totals table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject
from PySide6.QtWidgets import QWidget

from app.games.cuatro_palos.engine import DealResult
from app.games.cuatro_palos.rules import CuatroPalosOptions
from app.ui.game_ui import GameAction, ResultDialog
from app.ui.games.cuatro_palos.controller import CuatroPalosController

if TYPE_CHECKING:
    from app.ui.new_game import NewGameDialog


class CuatroPalosPage(QObject):
    """The translation context of this game's New-game page (`CuatroPalosPage.tr`)."""


CONTROLLER = CuatroPalosController

ACTIONS = (
    GameAction(
        "turn", QT_TRANSLATE_NOOP("GameActions", "Turn a card"), "turn_card", "D",
        enabled="can_turn", menu_text=QT_TRANSLATE_NOOP("GameActions", "&Turn a card"),
    ),
)  # fmt: skip

# Choices as the page shows them: option value -> plain label (translated when shown).
DECK_LABELS: dict[str, str] = {
    "french52": QT_TRANSLATE_NOOP("CuatroPalosPage", "French 52"),
    "spanish40": QT_TRANSLATE_NOOP("CuatroPalosPage", "Spanish 40"),
    "spanish48": QT_TRANSLATE_NOOP("CuatroPalosPage", "Spanish 48"),
}
DIRECTION_LABELS: dict[str, str] = {
    "ccw": QT_TRANSLATE_NOOP("CuatroPalosPage", "counter-clockwise (to the right)"),
    "cw": QT_TRANSLATE_NOOP("CuatroPalosPage", "clockwise"),
}


def options_page(d: NewGameDialog, o: CuatroPalosOptions) -> QWidget:
    page, rows = d.page(o)
    decks = [(CuatroPalosPage.tr(t), k) for k, t in DECK_LABELS.items()]
    d.cp_deck = rows.choice(CuatroPalosPage.tr("Deck"), "deck", decks)
    directions = [(CuatroPalosPage.tr(t), k) for k, t in DIRECTION_LABELS.items()]
    d.cp_direction = rows.choice(CuatroPalosPage.tr("Direction of play"), "direction", directions)
    d.cp_waste_wrap = rows.flag(
        CuatroPalosPage.tr("K and A adjacent on waste piles"),
        "waste_wrap",
    )
    d.cp_forced_play = rows.flag(
        CuatroPalosPage.tr("Must play a playable card (forced play)"),
        "forced_play",
    )
    d.cp_foundation_priority = rows.flag(
        CuatroPalosPage.tr("A card that fits a foundation must go there (foundation priority)"),
        "foundation_priority",
    )
    d.cp_target = rows.number(
        CuatroPalosPage.tr("Match to"),
        "target_score",
        step=10,
        suffix=CuatroPalosPage.tr(" points"),
    )
    # The special value 0 is "rules' formula" (stall_rounds None: 2T+2 turns per player).
    d.cp_stall = rows.number(
        CuatroPalosPage.tr("Stall cap"),
        "stall_rounds",
        suffix=CuatroPalosPage.tr(" turns per player"),
        special=CuatroPalosPage.tr("rules' formula"),
    )
    return page


def read_options(d: NewGameDialog, start: CuatroPalosOptions, players: int) -> CuatroPalosOptions:
    return d.page_options(start, players)


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
            head = self._said(
                controller,
                result.winner,
                self.tr("<h3>You ran out of cards</h3>"),
                self.tr("<h3>{w} ran out of cards</h3>"),
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
