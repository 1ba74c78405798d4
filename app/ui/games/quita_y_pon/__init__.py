"""Quita y Pon at the table: its controller, commands, New-game page and deal table."""

from __future__ import annotations

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
    page, rows = d.page(o)
    sizes = [("none", None), *((str(n), n) for n in range(4, 9))]
    d.max_set = rows.choice(d.tr("Largest set"), "max_set_size", sizes)
    d.wrap = rows.flag(d.tr("Runs may turn the corner (K-A-2)"), "run_wraparound")
    d.both_ends = rows.flag(d.tr("An ace may sit at both ends of a run"), "ace_both_ends")
    must_play = [(v, v) for v in MUST_PLAY_VALUES]
    d.must_play = rows.choice(d.tr("Must play when able"), "must_play_if_able", must_play)
    d.initial = rows.number(d.tr("First play worth at least"), "initial_meld_min_points")
    d.manipulate = rows.flag(
        d.tr("Rearrange the table before your first play"), "manipulate_before_initial_meld"
    )
    ends = [(v, v) for v in STOCK_END_VALUES]
    d.stock_end = rows.choice(d.tr("The deal ends"), "stock_end_trigger", ends)
    d.hand_size = rows.number(d.tr("Cards dealt"), "hand_size")
    d.timer = rows.number(
        d.tr("Turn timer"), "turn_time_limit_s", suffix=" s", special=d.tr("no timer")
    )
    d.deals = rows.number(d.tr("Deals in the match"), "deals", special=d.tr("one deal"))
    d.target = rows.number(
        d.tr("Play to a score of"), "target_score", step=50, special=d.tr("none")
    )
    return page


def read_options(d: NewGameDialog, start: QuitaYPonOptions, players: int) -> QuitaYPonOptions:
    return d.page_options(start, players)


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
