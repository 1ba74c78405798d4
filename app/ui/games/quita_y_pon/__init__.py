"""Quita y Pon at the table: its controller, commands, New-game page and deal table."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject
from PySide6.QtWidgets import QWidget

from app.games.quita_y_pon.engine import DealResult
from app.games.quita_y_pon.rules import MUST_PLAY_VALUES, STOCK_END_VALUES, QuitaYPonOptions
from app.ui.game_ui import GameAction, ResultDialog
from app.ui.games.quita_y_pon.controller import QuitaYPonController

if TYPE_CHECKING:
    from app.ui.new_game import NewGameDialog


class QuitaYPonPage(QObject):
    """The translation context of this game's New-game page (`QuitaYPonPage.tr`)."""


CONTROLLER = QuitaYPonController

ACTIONS = (
    GameAction(
        "hint", QT_TRANSLATE_NOOP("GameActions", "Hint"), "hint", "H",
        menu_text=QT_TRANSLATE_NOOP("GameActions", "&Hint"),
    ),
    GameAction(
        "accept_hint", QT_TRANSLATE_NOOP("GameActions", "Accept hint"), "accept_hint",
        visible="showing_hint", menu=False,
    ),
    GameAction(
        "dismiss_hint", QT_TRANSLATE_NOOP("GameActions", "Dismiss"), "dismiss_hint",
        visible="showing_hint", menu=False,
    ),
    GameAction(
        "reset", QT_TRANSLATE_NOOP("GameActions", "Reset turn"), "reset_turn", "Ctrl+Z",
        menu_text=QT_TRANSLATE_NOOP("GameActions", "&Reset turn"),
    ),
    GameAction(
        "draw",
        #: the verb: take a card from the stock (a command button and its menu entry)
        QT_TRANSLATE_NOOP("GameActions", "Draw"),
        "draw",
        "D",
        #: the verb: take a card from the stock (the Game menu's entry, & marks its key)
        menu_text=QT_TRANSLATE_NOOP("GameActions", "D&raw"),
    ),
    GameAction(
        "done", QT_TRANSLATE_NOOP("GameActions", "Done"), "done", "Return",
        enabled="can_commit", menu_text=QT_TRANSLATE_NOOP("GameActions", "&Done"),
    ),
)  # fmt: skip


#: The choices of the "must play" and "deal ends" rows as the page shows them, by the
#: option's value (translated when shown).
MUST_PLAY_LABELS: dict[str, str] = {
    #: must play when able: never
    "off": QT_TRANSLATE_NOOP("QuitaYPonPage", "off"),
    #: must play when able: a simple play (a new group of hand cards, or one card added to
    #: a table meld)
    "simple": QT_TRANSLATE_NOOP("QuitaYPonPage", "simple"),
    #: must play when able: any play, rearranging the table too
    "full": QT_TRANSLATE_NOOP("QuitaYPonPage", "full"),
}
STOCK_END_LABELS: dict[str, str] = {
    #: the deal ends when the last card of the stock is drawn
    "on_last_draw": QT_TRANSLATE_NOOP("QuitaYPonPage", "on_last_draw"),
    #: the deal ends when a player would draw from an empty stock
    "on_empty_draw_attempt": QT_TRANSLATE_NOOP("QuitaYPonPage", "on_empty_draw_attempt"),
}


def options_page(d: NewGameDialog, o: QuitaYPonOptions) -> QWidget:
    page, rows = d.page(o)
    largest = QuitaYPonPage.tr("none", "no largest set: any size")
    sizes = [(largest, None), *((str(n), n) for n in range(4, 9))]
    d.max_set = rows.choice(QuitaYPonPage.tr("Largest set"), "max_set_size", sizes)
    d.wrap = rows.flag(
        QuitaYPonPage.tr("Runs may turn the corner (K-A-2)"),
        "run_wraparound",
    )
    d.both_ends = rows.flag(
        QuitaYPonPage.tr("An ace may sit at both ends of a run"),
        "ace_both_ends",
    )
    must_play = [(QuitaYPonPage.tr(MUST_PLAY_LABELS.get(v, v)), v) for v in MUST_PLAY_VALUES]
    d.must_play = rows.choice(
        QuitaYPonPage.tr("Must play when able"),
        "must_play_if_able",
        must_play,
    )
    d.initial = rows.number(
        QuitaYPonPage.tr("First play worth at least"),
        "initial_meld_min_points",
    )
    d.manipulate = rows.flag(
        QuitaYPonPage.tr("Rearrange the table before your first play"),
        "manipulate_before_initial_meld",
    )
    ends = [(QuitaYPonPage.tr(STOCK_END_LABELS.get(v, v)), v) for v in STOCK_END_VALUES]
    d.stock_end = rows.choice(QuitaYPonPage.tr("The deal ends"), "stock_end_trigger", ends)
    d.hand_size = rows.number(QuitaYPonPage.tr("Cards dealt"), "hand_size")
    d.timer = rows.number(
        QuitaYPonPage.tr("Turn timer"),
        "turn_time_limit_s",
        suffix=QuitaYPonPage.tr(" s", "seconds, the turn timer's unit"),
        special=QuitaYPonPage.tr("no timer"),
    )
    d.deals = rows.number(
        QuitaYPonPage.tr("Deals in the match"),
        "deals",
        special=QuitaYPonPage.tr("one deal"),
    )
    d.target = rows.number(
        QuitaYPonPage.tr("Play to a score of"),
        "target_score",
        step=50,
        special=QuitaYPonPage.tr("none", "no target score: the match is its deals"),
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
        if result.reason == "went_out" and tuple(result.winners) == (controller.person,):
            reason = self.tr("You went out.")
        elif result.reason == "went_out":
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
