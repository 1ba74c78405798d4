"""Quita y Pon at the table: its controller, commands, New-game page and deal table."""

from __future__ import annotations

import dataclasses
import html
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from app.games.quita_y_pon.engine import DealResult
from app.games.quita_y_pon.rules import MUST_PLAY_VALUES, STOCK_END_VALUES, QuitaYPonOptions
from app.ui.game_ui import GameAction, ResultDialog, action_text
from app.ui.games.quita_y_pon.controller import QuitaYPonController

if TYPE_CHECKING:
    from app.ui.new_game import NewGameDialog

CONTROLLER = QuitaYPonController

ACTIONS = (
    GameAction("hint", action_text("Hint"), "hint", "H", menu_text=action_text("&Hint")),
    GameAction(
        "accept_hint", action_text("Accept hint"), "accept_hint", visible="showing_hint", menu=False
    ),
    GameAction(
        "dismiss_hint", action_text("Dismiss"), "dismiss_hint", visible="showing_hint", menu=False
    ),
    GameAction(
        "reset", action_text("Reset turn"), "reset_turn", "Ctrl+Z",
        menu_text=action_text("&Reset turn"),
    ),
    GameAction("draw", action_text("Draw"), "draw", "D", menu_text=action_text("D&raw")),
    GameAction(
        "done", action_text("Done"), "done", "Return", enabled="can_commit",
        menu_text=action_text("&Done"),
    ),
)  # fmt: skip


def options_page(d: NewGameDialog, o: QuitaYPonOptions) -> QWidget:
    page, form = d.form()
    sizes = ["none", "4", "5", "6", "7", "8"]
    max_set = "none" if o.max_set_size is None else str(o.max_set_size)
    d.max_set = d.choice(form, d.tr("Largest set"), [(v, v) for v in sizes], max_set)
    d.wrap = d.check(form, d.tr("Runs may turn the corner (K-A-2)"), o.run_wraparound)
    d.both_ends = d.check(form, d.tr("An ace may sit at both ends of a run"), o.ace_both_ends)
    d.must_play = d.choice(
        form, d.tr("Must play when able"), [(v, v) for v in MUST_PLAY_VALUES], o.must_play_if_able
    )
    d.initial = d.spin(
        form,
        d.tr("First play worth at least"),
        *o.bounds("initial_meld_min_points"),
        o.initial_meld_min_points,
    )
    d.manipulate = d.check(
        form, d.tr("Rearrange the table before your first play"), o.manipulate_before_initial_meld
    )
    d.stock_end = d.choice(
        form, d.tr("The deal ends"), [(v, v) for v in STOCK_END_VALUES], o.stock_end_trigger
    )
    d.hand_size = d.spin(form, d.tr("Cards dealt"), *o.bounds("hand_size"), o.hand_size)
    d.timer = d.spin(
        form,
        d.tr("Turn timer"),
        0,  # no timer
        o.bounds("turn_time_limit_s")[1],
        o.turn_time_limit_s or 0,
        suffix=" s",
        special=d.tr("no timer"),
    )
    d.deals = d.spin(
        form,
        d.tr("Deals in the match"),
        0,
        o.bounds("deals")[1],
        o.deals or 0,
        special=d.tr("one deal"),
    )
    d.target = d.spin(
        form,
        d.tr("Play to a score of"),
        0,  # none
        o.bounds("target_score")[1],
        o.target_score or 0,
        step=50,
        special=d.tr("none"),
    )
    return page


def read_options(d: NewGameDialog, start: QuitaYPonOptions, players: int) -> QuitaYPonOptions:
    max_set = d.max_set.currentText()
    return dataclasses.replace(
        start,
        num_players=players,
        max_set_size=None if max_set == "none" else int(max_set),
        run_wraparound=d.wrap.isChecked(),
        ace_both_ends=d.both_ends.isChecked(),
        must_play_if_able=d.must_play.currentText(),
        initial_meld_min_points=d.initial.value(),
        manipulate_before_initial_meld=d.manipulate.isChecked(),
        stock_end_trigger=d.stock_end.currentText(),
        hand_size=d.hand_size.value(),
        turn_time_limit_s=d.timer.value() or None,
        deals=d.deals.value() or None,
        target_score=d.target.value() or None,
    )


class ScoreDialog(ResultDialog):
    """End of the deal: hand points and deal score per player (RULES.md §1.5), and the
    match totals when the match has several deals."""

    def __init__(self, controller: QuitaYPonController, result: DealResult, parent=None) -> None:
        super().__init__(parent)
        winners = ", ".join(html.escape(controller.seats[s].name) for s in result.winners)
        if result.reason == "went_out":
            reason = self.tr("{w} went out.").format(w=winners)
        else:
            reason = self.tr("The stock ran out: the fewest hand points win.")
        head = self.tr("<h3>Winner: {w}</h3><p>{r}</p>").format(w=winners, r=reason)
        match = controller.match
        several = match is not None and bool(match.options.deals or match.options.target_score)
        columns = [self.tr("Player"), self.tr("Hand points"), self.tr("Deal score")]
        if several:
            columns.append(self.tr("Match total"))
        rows = []
        for seat, (points, score) in enumerate(zip(result.hand_points, result.scores, strict=True)):
            name = controller.seats[seat].name + (" ★" if seat in result.winners else "")
            rows.append([name, str(points), str(score)])
            if several:
                rows[-1].append(str(match.totals[seat]))
        text = self.tr("Deal score = the worst hand's points − your hand's points.")
        if several:
            text += self._match_end(controller, match.winners)
        self._build(self.tr("End of the deal"), head, columns, rows, text)


result_dialog = ScoreDialog
