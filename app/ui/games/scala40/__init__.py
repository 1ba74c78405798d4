"""Scala 40 at the table: its controller, commands, New-game page and match table."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from app.games.scala40.engine import DealResult
from app.games.scala40.rules import MAX_JOKERS_VALUES, Scala40Options
from app.ui.game_ui import ResultDialog
from app.ui.games.scala40.controller import Scala40Controller
from app.ui.staging_controller import DRAW, LAY_DOWN, TAKE_BACK

if TYPE_CHECKING:
    from app.ui.new_game import NewGameDialog


class Scala40Page(QObject):
    """The translation context of this game's New-game page (`Scala40Page.tr`)."""


CONTROLLER = Scala40Controller

ACTIONS = (TAKE_BACK, DRAW, LAY_DOWN)


def options_page(d: NewGameDialog, o: Scala40Options) -> QWidget:
    page, rows = d.page(o)
    points = Scala40Page.tr(" points")
    packs = [
        (Scala40Page.tr("2 (106 cards)"), 2),
        (Scala40Page.tr("4 (108 cards)"), 4),
    ]
    d.s40_jokers = rows.choice(Scala40Page.tr("Jokers in the pack"), "jokers", packs)
    d.s40_hand_size = rows.number(Scala40Page.tr("Cards dealt"), "hand_size")
    d.s40_opening_min = rows.number(
        Scala40Page.tr("Opening worth at least"),
        "opening_min",
        suffix=points,
    )
    d.s40_quad_or_run = rows.flag(
        Scala40Page.tr("The opening needs a set of four or a run"),
        "opening_requires_quad_or_run",
    )
    per_meld = [
        (Scala40Page.tr("no limit") if v == "unlimited" else str(v), v) for v in MAX_JOKERS_VALUES
    ]
    d.s40_max_jokers = rows.choice(
        Scala40Page.tr("Jokers per meld"),
        "max_jokers_per_meld",
        per_meld,
    )
    d.s40_layoff_opening = rows.flag(
        Scala40Page.tr("Lay off and swap jokers in the turn you open"),
        "layoff_on_opening_turn",
    )
    d.s40_close_min = rows.flag(
        Scala40Page.tr("Closing in hand needs the opening minimum"),
        "close_in_hand_requires_min",
    )
    d.s40_multiplier = rows.number(
        Scala40Page.tr("Closing in hand multiplies payments by"),
        "close_in_hand_multiplier",
        suffix="×",
    )
    d.s40_no_discard_taken = rows.flag(
        Scala40Page.tr("The card taken from the discard pile may not be discarded"),
        "forbid_discard_of_taken_card",
    )
    d.s40_no_discard_layoff = rows.flag(
        Scala40Page.tr("A card that could be laid off may not be discarded"),
        "forbid_discard_that_lays_off",
    )
    d.s40_taken_melded = rows.flag(
        Scala40Page.tr("The card taken from the discard pile must be melded that turn"),
        "discard_taken_must_be_melded",
    )
    d.s40_joker_melded = rows.flag(
        Scala40Page.tr("A joker won by exchange must be melded the same turn"),
        "exchanged_joker_must_be_melded_same_turn",
    )
    d.s40_no_joker_last = rows.flag(
        Scala40Page.tr("A joker may not be the last discard"),
        "forbid_joker_final_discard",
    )
    d.s40_no_close_first = rows.flag(
        Scala40Page.tr("Nobody may go out in the first round"),
        "no_close_first_round",
    )
    d.s40_joker_penalty = rows.number(
        Scala40Page.tr("A joker left in hand costs"),
        "joker_penalty",
        suffix=points,
    )
    d.s40_ace_penalty = rows.number(
        Scala40Page.tr("An ace left in hand costs"),
        "ace_penalty",
        suffix=points,
    )
    d.s40_lone_ace_penalty = rows.number(
        Scala40Page.tr("An ace left alone in hand costs"),
        "lone_ace_penalty",
        suffix=points,
    )
    d.s40_elimination = rows.number(
        Scala40Page.tr("Out of the match above"),
        "elimination_threshold",
        step=10,
        suffix=Scala40Page.tr(" points paid"),
    )
    return page


def read_options(d: NewGameDialog, start: Scala40Options, players: int) -> Scala40Options:
    return d.page_options(start, players)


class MatchTableDialog(ResultDialog):
    """Between Scala 40 deals: what each player paid, the totals, and who is out (§2.6)."""

    def __init__(self, controller: Scala40Controller, result: DealResult, parent=None) -> None:
        super().__init__(parent)
        match = controller.match
        seats = controller.seats
        if result.winner is None:
            head = self.tr("<h3>Void deal</h3><p>The stock and the discard pile ran out.</p>")
        else:
            how = (
                self._said(
                    controller,
                    result.winner,
                    self.tr("You closed in hand: every payment is doubled."),
                    self.tr("{w} closed in hand: every payment is doubled."),
                )
                if result.closed_in_hand
                else self._said(
                    controller, result.winner, self.tr("You went out."), self.tr("{w} went out.")
                )
            )
            if result.winner == controller.person:
                head = self.tr("<h3>You win the deal</h3><p>{how}</p>").format(how=how)
            else:
                head = self.tr("<h3>{w} wins the deal</h3><p>{how}</p>").format(
                    w=html.escape(seats[result.winner].name), how=how
                )
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
