"""Cuatro Palos at the table: its controller, command, New-game page and totals table."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from app.core.words import Words
from app.ui.game_ui import GameAction
from app.ui.games.cuatro_palos.controller import CuatroPalosController
from app.ui.option_rows import POINTS, Choice, Flag, Number, Preset
from app.ui.score_table import Column, Deal, ScoreTable
from app.ui.table_module import TableModule, Welcome

# The page's rows: every option of RULES.md §3.8 (the player count is the dialog's own).
# The stall cap's 0 is the rules' formula (stall_rounds None: 2T+2 turns per player).
# fmt: off
OPTION_ROWS = (
    Choice("deck", Words("CuatroPalosPage", "Deck"), (
        (Words("CuatroPalosPage", "French 52"), "french52"),
        (Words("CuatroPalosPage", "Spanish 40"), "spanish40"),
        (Words("CuatroPalosPage", "Spanish 48"), "spanish48"),
    ), rule=Words("CuatroPalosPage", "The pack: a French deck of 52 cards, or a Spanish deck of 40 (the 7 followed by the jack) or of 48, without jokers.")),
    Choice("direction", Words("CuatroPalosPage", "Direction of play"), (
        (Words("CuatroPalosPage", "counter-clockwise (to the right)"), "ccw"),
        (Words("CuatroPalosPage", "clockwise"), "cw"),
    ), rule=Words("CuatroPalosPage", "The order of play; the rules' is counter-clockwise, the player on the dealer's right playing first.")),
    Flag("waste_wrap", Words("CuatroPalosPage", "K and A adjacent on waste piles"), rule=Words("CuatroPalosPage", "With this on, a king and an ace count as next to each other on the players' piles (a king on an ace, an ace on a king).")),
    Flag("forced_play", Words("CuatroPalosPage", "Must play a playable card (forced play)"), rule=Words("CuatroPalosPage", "With this on, a card that can be played must be played; off, a player may put a playable card on his own pile and end his turn.")),
    Flag("foundation_priority", Words("CuatroPalosPage", "A card that fits a foundation must go there (foundation priority)"), rule=Words("CuatroPalosPage", "With this on, a card that fits a foundation must go there, not on a player's pile.")),
    Number("target_score", Words("CuatroPalosPage", "Match to"), POINTS, step=10, rule=Words("CuatroPalosPage", "After each deal everyone adds the cards left to him; the match ends when a total reaches this, and the lowest total wins.")),
    Number("stall_rounds", Words("CuatroPalosPage", "With no foundation play, the deal stops after"), Words("CuatroPalosPage", "%n turn(s) per player"), special=Words("CuatroPalosPage", "the rules' count (2 per card held, plus 2)"), rule=Words("CuatroPalosPage", "Once the stock is gone, a deal in which no card reaches a foundation for this many turns per player stops with no winner, everyone scoring his cards.")),
)
# fmt: on


def _heading(deal: Deal) -> Words:
    if deal.result.winner is None:
        return Words(
            "TotalsDialog", "<h3>Stalled deal</h3><p>Nobody wins it: everyone scores his cards.</p>"
        )
    return deal.said(deal.result.winner, Words("TotalsDialog", "<h3>You ran out of cards</h3>"),
                     Words("TotalsDialog", "<h3>{w} ran out of cards</h3>"))  # fmt: skip


def _total(deal: Deal, seat: int) -> int:
    return (deal.match.totals if deal.match is not None else deal.result.scores)[seat]


def _note(deal: Deal) -> Words:
    target = deal.match.options.target_score if deal.match is not None else 100
    return Words(
        "TotalsDialog", "The match ends when someone reaches {t}; the lowest total wins."
    ).filled(t=target)


#: Between deals: the cards each player was left with, the running totals, and the
#: match's end (RULES.md §3.5).
SCORE_TABLE = ScoreTable(
    title=Words("TotalsDialog", "Running totals"),
    heading=_heading,
    player=Words("TotalsDialog", "Player"),
    columns=(
        Column(Words("TotalsDialog", "Cards left"), lambda deal, seat: deal.result.scores[seat]),
        Column(Words("TotalsDialog", "Total"), _total),
    ),
    note=_note,
)


#: This table, as the house reads it (checked when built: app/ui/table_module.py): its
#: controller, its own commands (the house adds take back, the parts the hints and the
#: practice table's), its New-game page, what the person does at it (Help ▸ Controls), its
#: welcome line and picture, the named variants of its rules (New game ▸ Rules), and
#: its table between deals (`SCORE_TABLE`, shown by the one dialog).
# fmt: off
TABLE = TableModule(
    game="cuatro-palos",
    controller=CuatroPalosController,
    actions=(
        GameAction(
            "turn", QT_TRANSLATE_NOOP("GameActions", "Turn a card"), "turn_card", "D",
            enabled="can_turn", menu_text=QT_TRANSLATE_NOOP("GameActions", "&Turn a card"),
        ),
    ),
    option_rows=OPTION_ROWS,
    gestures=(
        Words("CuatroPalosPage", "Click the stock to turn up a card."),
        Words("CuatroPalosPage", "Drag a playable card (the one you turned, or first the top of your own pile) to a foundation in the centre, or onto an opponent's pile: one rank up or down, any suit."),
        Words("CuatroPalosPage", "A card with no place lands on your own pile and the turn passes."),
        Words("CuatroPalosPage", "Once the stock is gone, click your own stock at the bottom right."),
    ),
    welcome=Welcome(
        Words(
            "CuatroPalosPage",
            "River Plate patience for several: build the four suits up from the ace, and load your cards onto the others' piles.",
        ),
        table=("AH 2H 3H", "AS", "AD 2D", "AC 2C 3C 4C"),
        hand="9C 8D KS",
    ),
    presets=(
        Preset(Words("CuatroPalosPage", "Spanish deck"), Words("CuatroPalosPage", "With the Spanish deck of 40 cards, common in the River Plate: the 7 is followed by the jack."), (("deck", "spanish40"),)),
    ),
    score_table=SCORE_TABLE,
)
# fmt: on
