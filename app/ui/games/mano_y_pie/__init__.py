"""Mano y Pie at the table: its controller, commands, New-game page and score table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

from app.games.mano_y_pie.engine import GAME_ID, DealResult
from app.games.mano_y_pie.rules import BOOK_NAMES, ManoYPieOptions
from app.ui.game_ui import GameAction, ResultDialog, action_text, result_text
from app.ui.games.canasta.controller import TAKE_PILE
from app.ui.games.mano_y_pie.controller import ManoYPieController
from app.ui.staging_controller import DRAW, LAY_DOWN, TAKE_BACK

if TYPE_CHECKING:
    from app.ui.new_game import NewGameDialog

CONTROLLER = ManoYPieController

ACTIONS = (
    TAKE_BACK,
    DRAW,
    TAKE_PILE,
    LAY_DOWN,
    GameAction(
        "ask_partner", action_text("Ask partner"), "ask_partner", "A", enabled="can_ask",
        visible="asks_permission", menu_text=action_text("&Ask partner to go out"),
    ),
    GameAction(
        "grant", action_text("Yes, go out"), "grant", "Y", enabled="is_asked",
        visible="is_asked", menu_text=action_text("&Yes, my partner may go out"),
    ),
    GameAction(
        "refuse", action_text("No, play on"), "refuse", "N", enabled="is_asked",
        visible="is_asked", menu_text=action_text("&No, my partner plays on"),
    ),
)  # fmt: skip

#: The score table's lines (§4.8), by the result's field, before the deal's total.
SCORE_LINES = ((result_text("Cards in melds"), "melded"), (result_text("Book bonuses"), "books"),
               (result_text("Red 3s"), "red3s"), (result_text("Going out"), "going_out"),
               (result_text("Cards held (hand and foot)"), "held"))  # fmt: skip
#: The deals whose first-meld minimum has a row of its own (the last: every later deal).
MINIMUM_ROWS = 4


def options_page(d: NewGameDialog, o: ManoYPieOptions) -> QWidget:
    """Every option of RULES.md §4.10 (the player count is the dialog's own box); each row
    names the option it sets, and `read_options` reads them back by name. The page
    scrolls: it has more rows than a small screen has room for."""
    page, form = d.form()
    points = d.tr(" points")
    cards = d.tr(" cards")
    d.myp_teams = d.choice(
        form, d.tr("Six players sit as"),
        [(d.tr("three teams of two"), "3x2"), (d.tr("two teams of three"), "2x3")],
        "2x3" if o.teams == "2x3" else "3x2", option="teams",
    )  # fmt: skip
    d.myp_decks = d.spin(
        form,
        d.tr("Decks (each with two jokers)"),
        *o.bounds("num_decks"),
        o.num_decks,
        option="num_decks",
    )
    d.myp_hand = d.spin(
        form, d.tr("Hand"), *o.bounds("hand_size"), o.hand_size, suffix=cards, option="hand_size"
    )
    d.myp_foot = d.spin(
        form, d.tr("Foot"), *o.bounds("foot_size"), o.foot_size, suffix=cards, option="foot_size"
    )
    d.myp_draw = d.spin(
        form,
        d.tr("A draw takes"),
        *o.bounds("draw_count"),
        o.draw_count,
        suffix=cards,
        option="draw_count",
    )
    d.myp_pickup = d.spin(
        form,
        d.tr("Taking the pile takes its top"),
        *o.bounds("pickup_count"),
        o.pickup_count,
        suffix=cards,
        option="pickup_count",
    )
    minimums = list(o.min_meld_by_deal)
    d.myp_minimums = []
    for k in range(MINIMUM_ROWS):
        value = minimums[min(k, len(minimums) - 1)]
        label = (
            d.tr("First melds, deal {n}").format(n=k + 1)
            if k < MINIMUM_ROWS - 1
            else d.tr("First melds, deal {n} and later").format(n=k + 1)
        )
        d.myp_minimums.append(
            d.spin(
                form,
                label,
                *o.bounds("min_meld_by_deal"),
                value,
                step=10,
                suffix=points,
                option=f"minimum_{k}",
            )
        )
    d.myp_deals = d.spin(
        form, d.tr("Deals in a match"), *o.bounds("num_deals"), o.num_deals, option="num_deals"
    )
    clean, dirty, wild = o.contract
    books = o.bounds("contract")
    d.myp_contract = [
        d.spin(form, d.tr("Going out needs clean books"), *books, clean, option="contract_clean"),
        d.spin(form, d.tr("… dirty books"), *books, dirty, option="contract_dirty"),
        d.spin(form, d.tr("… wild books"), *books, wild, option="contract_wild"),
    ]
    d.myp_ratio = d.spin(
        form,
        d.tr("Natural cards per wild card in a meld"),
        *o.bounds("wild_ratio"),
        o.wild_ratio,
        option="wild_ratio",
    )
    d.myp_wild_top = d.choice(
        form, d.tr("A wild card on top of the pile"),
        [(d.tr("is taken with two of its kind"), "same_kind"),
         (d.tr("blocks the pile"), "forbidden")],
        o.wild_top_pickup, option="wild_top_pickup",
    )  # fmt: skip
    d.myp_partner_foot = d.check(
        form, d.tr("Going out waits until every partner has played a turn from their foot"),
        o.partner_must_have_played_foot, option="partner_must_have_played_foot",
    )  # fmt: skip
    d.myp_permission = d.check(form, d.tr("Going out needs the partner's permission"),
                               o.require_permission, option="require_permission")  # fmt: skip
    d.myp_exclusive = d.check(
        form, d.tr("A turn either starts new melds or adds to melds, not both"),
        o.exclusive_meld_action, option="exclusive_meld_action",
    )  # fmt: skip
    d.myp_red3_penalty = d.check(
        form, d.tr("Red 3s count against a player who had not picked up the foot"),
        o.red3_penalty_if_foot_not_reached, option="red3_penalty_if_foot_not_reached",
    )  # fmt: skip
    names = {"clean": d.tr("Clean book"), "dirty": d.tr("Dirty book"), "wild": d.tr("Wild book")}
    d.myp_books = {
        name: d.spin(
            form,
            names[name],
            *o.bounds("book_values"),
            o.book_values[name],
            step=50,
            suffix=points,
            option=f"book_{name}",
        )  # fmt: skip
        for name in BOOK_NAMES
    }
    d.myp_go_out = d.spin(
        form,
        d.tr("Going out is worth"),
        *o.bounds("go_out_bonus"),
        o.go_out_bonus,
        step=10,
        suffix=points,
        option="go_out_bonus",
    )
    d.myp_red3 = d.spin(
        form,
        d.tr("A red 3 is worth"),
        *o.bounds("red3_value"),
        o.red3_value,
        step=10,
        suffix=points,
        option="red3_value",
    )
    d.myp_tie = d.check(form, d.tr("A tie for the lead plays further deals"), o.tie_extra_deal,
                        option="tie_extra_deal")  # fmt: skip
    scroll = QScrollArea()
    scroll.setWidget(page)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setMinimumHeight(220)
    scroll.setMaximumHeight(320)  # the dialog fits a 640-pixel screen; the page scrolls
    return scroll


def read_options(d: NewGameDialog, start: ManoYPieOptions, players: int) -> ManoYPieOptions:
    values = d.option_values(GAME_ID)
    teams = values.pop("teams")
    minimums = tuple(values.pop(f"minimum_{k}") for k in range(MINIMUM_ROWS))
    contract = tuple(values.pop(f"contract_{kind}") for kind in ("clean", "dirty", "wild"))
    books = {name: values.pop(f"book_{name}") for name in BOOK_NAMES}
    return ManoYPieOptions(
        num_players=players,
        teams=teams if players == 6 else "auto",
        min_meld_by_deal=minimums,
        contract=contract,
        book_values=books,
        **values,
    )


class ScoreTableDialog(ResultDialog):
    """After a Mano y Pie deal: each team's score as §4.8 counts it, and the match's
    deals so far with the running totals."""

    def __init__(self, controller: ManoYPieController, result: DealResult, parent=None) -> None:
        super().__init__(parent)
        ended = self.tr("{w} went out.")
        head, columns, rows = self._team_score(
            controller,
            result,
            result.went_out,
            ended,
            self.tr("The stock ran out: nobody went out."),
            SCORE_LINES,
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
