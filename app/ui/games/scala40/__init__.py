"""Scala 40 at the table: its controller, commands, New-game page and match table."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from app.games.scala40.engine import GAME_ID, DealResult
from app.games.scala40.rules import MAX_JOKERS_VALUES, Scala40Options
from app.ui.game_ui import ResultDialog
from app.ui.games.scala40.controller import Scala40Controller
from app.ui.staging_controller import DRAW, LAY_DOWN, TAKE_BACK

if TYPE_CHECKING:
    from app.ui.new_game import NewGameDialog

CONTROLLER = Scala40Controller

ACTIONS = (TAKE_BACK, DRAW, LAY_DOWN)


def options_page(d: NewGameDialog, o: Scala40Options) -> QWidget:
    page, form = d.form()
    points = d.tr(" points")
    d.s40_jokers = d.choice(
        form,
        d.tr("Jokers in the pack"),
        [(d.tr("2 (106 cards)"), 2), (d.tr("4 (108 cards)"), 4)],
        o.jokers,
        option="jokers",
    )
    d.s40_hand_size = d.spin(
        form, d.tr("Cards dealt"), *o.bounds("hand_size"), o.hand_size, option="hand_size"
    )
    d.s40_opening_min = d.spin(
        form,
        d.tr("Opening worth at least"),
        *o.bounds("opening_min"),
        o.opening_min,
        suffix=points,
        option="opening_min",
    )
    d.s40_quad_or_run = d.check(
        form,
        d.tr("The opening needs a set of four or a run"),
        o.opening_requires_quad_or_run,
        option="opening_requires_quad_or_run",
    )
    d.s40_max_jokers = d.choice(
        form,
        d.tr("Jokers per meld"),
        [(d.tr("no limit") if v == "unlimited" else str(v), v) for v in MAX_JOKERS_VALUES],
        o.max_jokers_per_meld,
        option="max_jokers_per_meld",
    )
    d.s40_layoff_opening = d.check(
        form,
        d.tr("Lay off and swap jokers in the turn you open"),
        o.layoff_on_opening_turn,
        option="layoff_on_opening_turn",
    )
    d.s40_close_min = d.check(
        form,
        d.tr("Closing in hand needs the opening minimum"),
        o.close_in_hand_requires_min,
        option="close_in_hand_requires_min",
    )
    d.s40_multiplier = d.spin(
        form,
        d.tr("Closing in hand multiplies payments by"),
        *o.bounds("close_in_hand_multiplier"),
        o.close_in_hand_multiplier,
        suffix="×",
        option="close_in_hand_multiplier",
    )
    d.s40_no_discard_taken = d.check(
        form,
        d.tr("The card taken from the discard pile may not be discarded"),
        o.forbid_discard_of_taken_card,
        option="forbid_discard_of_taken_card",
    )
    d.s40_no_discard_layoff = d.check(
        form,
        d.tr("A card that could be laid off may not be discarded"),
        o.forbid_discard_that_lays_off,
        option="forbid_discard_that_lays_off",
    )
    d.s40_taken_melded = d.check(
        form,
        d.tr("The card taken from the discard pile must be melded that turn"),
        o.discard_taken_must_be_melded,
        option="discard_taken_must_be_melded",
    )
    d.s40_joker_melded = d.check(
        form,
        d.tr("A joker won by exchange must be melded the same turn"),
        o.exchanged_joker_must_be_melded_same_turn,
        option="exchanged_joker_must_be_melded_same_turn",
    )
    d.s40_no_joker_last = d.check(
        form,
        d.tr("A joker may not be the last discard"),
        o.forbid_joker_final_discard,
        option="forbid_joker_final_discard",
    )
    d.s40_no_close_first = d.check(
        form,
        d.tr("Nobody may go out in the first round"),
        o.no_close_first_round,
        option="no_close_first_round",
    )
    d.s40_joker_penalty = d.spin(
        form,
        d.tr("A joker left in hand costs"),
        *o.bounds("joker_penalty"),
        o.joker_penalty,
        suffix=points,
        option="joker_penalty",
    )
    d.s40_ace_penalty = d.spin(
        form,
        d.tr("An ace left in hand costs"),
        *o.bounds("ace_penalty"),
        o.ace_penalty,
        suffix=points,
        option="ace_penalty",
    )
    d.s40_lone_ace_penalty = d.spin(
        form,
        d.tr("An ace left alone in hand costs"),
        *o.bounds("lone_ace_penalty"),
        o.lone_ace_penalty,
        suffix=points,
        option="lone_ace_penalty",
    )
    d.s40_elimination = d.spin(
        form,
        d.tr("Out of the match above"),
        *o.bounds("elimination_threshold"),
        o.elimination_threshold,
        step=10,
        suffix=d.tr(" points paid"),
        option="elimination_threshold",
    )
    return page


def read_options(d: NewGameDialog, start: Scala40Options, players: int) -> Scala40Options:
    return Scala40Options(num_players=players, **d.option_values(GAME_ID))


class MatchTableDialog(ResultDialog):
    """Between Scala 40 deals: what each player paid, the totals, and who is out (§2.6)."""

    def __init__(self, controller: Scala40Controller, result: DealResult, parent=None) -> None:
        super().__init__(parent)
        match = controller.match
        seats = controller.seats
        if result.winner is None:
            head = self.tr("<h3>Void deal</h3><p>The stock and the discard pile ran out.</p>")
        else:
            name = html.escape(seats[result.winner].name)
            how = (
                self.tr("{w} closed in hand: every payment is doubled.")
                if result.closed_in_hand
                else self.tr("{w} went out.")
            ).format(w=name)
            head = self.tr("<h3>{w} wins the deal</h3><p>{how}</p>").format(w=name, how=how)
        columns = [
            self.tr("Player"),
            self.tr("Paid this deal"),
            self.tr("Total paid"),
            self.tr("Standing"),
        ]
        totals = match.totals if match is not None else list(result.payments)
        active = match.active if match is not None else [True] * len(seats)
        out_now = set(match.eliminated[-1]) if match is not None and match.eliminated else set()
        threshold = controller.state.options.elimination_threshold if controller.state else 100
        rows = []
        for seat, info in enumerate(seats):
            if match is not None and match.over and match.winner == seat:
                standing = self.tr("wins the match ★")
            elif seat in out_now:
                standing = self.tr("out now")
            elif not active[seat]:
                standing = self.tr("out")
            else:
                standing = self.tr("in ({left} to go)").format(left=threshold - totals[seat])
            name = info.name + (" ★" if seat == result.winner else "")
            rows.append([name, str(result.payments[seat]), str(totals[seat]), standing])
        text = self.tr("A player who has paid more than {t} points is out; the last one in wins.")
        winner = match.winners if match is not None else ()
        text = text.format(t=threshold) + self._match_end(controller, winner)
        self._build(self.tr("Match table"), head, columns, rows, text)


result_dialog = MatchTableDialog
