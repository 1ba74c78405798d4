"""Mano y Pie at the table: its controller, commands, New-game page and score table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

from app.games.mano_y_pie.engine import DealResult
from app.games.mano_y_pie.rules import BOOK_NAMES, ManoYPieOptions
from app.ui.game_ui import GameAction, ResultDialog
from app.ui.games.canasta.controller import TAKE_PILE
from app.ui.games.mano_y_pie.controller import ManoYPieController
from app.ui.staging_controller import DRAW, LAY_DOWN, TAKE_BACK

if TYPE_CHECKING:
    from app.ui.new_game import NewGameDialog


class ManoYPiePage(QObject):
    """The translation context of this game's New-game page (`ManoYPiePage.tr`)."""


CONTROLLER = ManoYPieController

ACTIONS = (
    TAKE_BACK,
    DRAW,
    TAKE_PILE,
    LAY_DOWN,
    GameAction(
        "ask_partner", QT_TRANSLATE_NOOP("GameActions", "Ask partner"), "ask_partner", "A",
        enabled="can_ask", visible="asks_permission",
        menu_text=QT_TRANSLATE_NOOP("GameActions", "&Ask partner to go out"),
    ),
    GameAction(
        "grant", QT_TRANSLATE_NOOP("GameActions", "Yes, go out"), "grant", "Y",
        enabled="is_asked", visible="is_asked",
        menu_text=QT_TRANSLATE_NOOP("GameActions", "&Yes, my partner may go out"),
    ),
    GameAction(
        "refuse", QT_TRANSLATE_NOOP("GameActions", "No, play on"), "refuse", "N",
        enabled="is_asked", visible="is_asked",
        menu_text=QT_TRANSLATE_NOOP("GameActions", "&No, my partner plays on"),
    ),
)  # fmt: skip

#: The score table's lines (§4.8), by the result's field, before the deal's total.
SCORE_LINES = ((QT_TRANSLATE_NOOP("ManoYPieScore", "Cards in melds"), "melded"),
               (QT_TRANSLATE_NOOP("ManoYPieScore", "Book bonuses"), "books"),
               (QT_TRANSLATE_NOOP("ManoYPieScore", "Red 3s"), "red3s"),
               (QT_TRANSLATE_NOOP("ManoYPieScore", "Going out"), "going_out"),
               (QT_TRANSLATE_NOOP("ManoYPieScore", "Cards held (hand and foot)"), "held"))  # fmt: skip
#: The deals whose first-meld minimum has a row of its own (the last: every later deal).
MINIMUM_ROWS = 4


def options_page(d: NewGameDialog, o: ManoYPieOptions) -> QWidget:
    """Every option of RULES.md §4.10 (the player count is the dialog's own box); each row
    names the option it sets, and `read_options` reads them back by name. The page
    scrolls: it has more rows than a small screen has room for."""
    page, rows = d.page(o)
    points = ManoYPiePage.tr(" points")
    cards = ManoYPiePage.tr(" cards")
    six = [
        (ManoYPiePage.tr("three teams of two"), "3x2"),
        (ManoYPiePage.tr("two teams of three"), "2x3"),
    ]
    d.myp_teams = rows.choice(ManoYPiePage.tr("Six players sit as"), "teams", six)
    d.myp_decks = rows.number(ManoYPiePage.tr("Decks (each with two jokers)"), "num_decks")
    d.myp_hand = rows.number(
        ManoYPiePage.tr("Hand", "the cards each player is dealt to play first (how many)"),
        "hand_size",
        suffix=cards,
    )  # fmt: skip
    d.myp_foot = rows.number(
        ManoYPiePage.tr("Foot", "the second packet each player is dealt, played once the hand is gone (how many cards)"),
        "foot_size",
        suffix=cards,
    )  # fmt: skip
    d.myp_draw = rows.number(
        ManoYPiePage.tr("A draw takes", "a draw: the cards a player takes from the stock at the start of a turn (a noun)"),
        "draw_count",
        suffix=cards,
    )  # fmt: skip
    d.myp_pickup = rows.number(
        ManoYPiePage.tr("Taking the pile takes its top"),
        "pickup_count",
        suffix=cards,
    )
    d.myp_minimums = []
    for k in range(MINIMUM_ROWS):
        label = (
            ManoYPiePage.tr("First melds, deal {n}").format(n=k + 1)
            if k < MINIMUM_ROWS - 1
            else ManoYPiePage.tr("First melds, deal {n} and later").format(n=k + 1)
        )
        minimum = rows.number(label, "min_meld_by_deal", step=10, suffix=points, item=k,
                              row=f"minimum_{k}", value=o.minimum(k))  # fmt: skip
        d.myp_minimums.append(minimum)
    d.myp_deals = rows.number(ManoYPiePage.tr("Deals in a match"), "num_deals")
    d.myp_contract = [
        rows.number(
            ManoYPiePage.tr("Going out needs clean books"),
            "contract",
            item=0,
            row="contract_clean",
        ),
        rows.number(
            ManoYPiePage.tr("… dirty books"),
            "contract",
            item=1,
            row="contract_dirty",
        ),
        rows.number(
            ManoYPiePage.tr("… wild books"),
            "contract",
            item=2,
            row="contract_wild",
        ),
    ]
    d.myp_ratio = rows.number(
        ManoYPiePage.tr("Natural cards per wild card in a meld"),
        "wild_ratio",
    )
    wild_top = [
        (ManoYPiePage.tr("is taken with two of its kind"), "same_kind"),
        (ManoYPiePage.tr("blocks the pile"), "forbidden"),
    ]
    d.myp_wild_top = rows.choice(
        ManoYPiePage.tr("A wild card on top of the pile"),
        "wild_top_pickup",
        wild_top,
    )
    d.myp_partner_foot = rows.flag(
        ManoYPiePage.tr("Going out waits until every partner has played a turn from their foot"),
        "partner_must_have_played_foot",
    )
    d.myp_permission = rows.flag(
        ManoYPiePage.tr("Going out needs the partner's permission"),
        "require_permission",
    )
    d.myp_exclusive = rows.flag(
        ManoYPiePage.tr("A turn either starts new melds or adds to melds, not both"),
        "exclusive_meld_action",
    )
    d.myp_red3_penalty = rows.flag(
        ManoYPiePage.tr("Red 3s count against a player who had not picked up the foot"),
        "red3_penalty_if_foot_not_reached",
    )
    names = {
        "clean": ManoYPiePage.tr("Clean book"),
        "dirty": ManoYPiePage.tr("Dirty book"),
        "wild": ManoYPiePage.tr("Wild book"),
    }
    d.myp_books = {
        name: rows.number(
            names[name], "book_values", step=50, suffix=points, item=name, row=f"book_{name}"
        )  # fmt: skip
        for name in BOOK_NAMES
    }
    d.myp_go_out = rows.number(
        ManoYPiePage.tr("Going out is worth"),
        "go_out_bonus",
        step=10,
        suffix=points,
    )
    d.myp_red3 = rows.number(
        ManoYPiePage.tr("A red 3 is worth"),
        "red3_value",
        step=10,
        suffix=points,
    )
    d.myp_tie = rows.flag(
        ManoYPiePage.tr("A tie for the lead plays further deals"),
        "tie_extra_deal",
    )
    scroll = QScrollArea()
    scroll.setWidget(page)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setMinimumHeight(220)
    scroll.setMaximumHeight(320)  # the dialog fits a 640-pixel screen; the page scrolls
    return scroll


def read_options(d: NewGameDialog, start: ManoYPieOptions, players: int) -> ManoYPieOptions:
    """The page's options; the teams row says how six sit, and applies to six only."""
    teams = d.myp_teams.currentData() if players == 6 else "auto"
    return d.page_options(start, players, teams=teams)


class ScoreTableDialog(ResultDialog):
    """After a Mano y Pie deal: each team's score as §4.8 counts it, and the match's
    deals so far with the running totals."""

    def __init__(self, controller: ManoYPieController, result: DealResult, parent=None) -> None:
        super().__init__(parent)
        head, columns, rows = self._team_score(
            controller,
            result,
            result.went_out,
            (self.tr("You went out."), self.tr("{w} went out.")),
            self.tr("The stock ran out: nobody went out."),
            [(QCoreApplication.translate("ManoYPieScore", label), f) for label, f in SCORE_LINES],
        )
        match = controller.match
        team_count = len(result.team_scores)
        note = ""
        if match is not None:
            running = [0] * team_count
            for k, earlier in enumerate(match.results):
                for t, points in enumerate(earlier.team_scores):
                    running[t] += points
                rows.append(
                    [self.tr("Total after deal {n}").format(n=k + 1), *(str(v) for v in running)]
                )
            deals = match.options.num_deals
            note = self.tr("Deal {n} of {deals}.").format(n=len(match.results), deals=deals)
        note += self._match_end(controller, match.winners if match is not None else ())
        self._build(self.tr("Score table"), head, columns, rows, note)
        # every line in view, the match's totals too, without scrolling
        table = self.table
        height = table.horizontalHeader().height() + sum(
            table.rowHeight(r) for r in range(table.rowCount())
        )
        table.setMinimumHeight(height + 2 * table.frameWidth())
        self.resize(self.width(), self.sizeHint().height())


result_dialog = ScoreTableDialog
