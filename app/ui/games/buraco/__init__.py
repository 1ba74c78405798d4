"""Buraco at the table: its controller, commands, New-game page and score table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject
from PySide6.QtWidgets import QWidget

from app.games.buraco.engine import DealResult
from app.games.buraco.rules import BuracoOptions
from app.ui.game_ui import ResultDialog
from app.ui.games.buraco.controller import BuracoController
from app.ui.games.canasta.controller import TAKE_PILE
from app.ui.staging_controller import DRAW, LAY_DOWN, TAKE_BACK

if TYPE_CHECKING:
    from app.ui.new_game import NewGameDialog


class BuracoPage(QObject):
    """The translation context of this game's New-game page (`BuracoPage.tr`)."""


CONTROLLER = BuracoController

ACTIONS = (
    TAKE_BACK,
    DRAW,
    TAKE_PILE,
    LAY_DOWN,
)  # fmt: skip


def options_page(d: NewGameDialog, o: BuracoOptions) -> QWidget:
    """Every option of RULES.md §5.9 (the player count is the dialog's own box); each row
    names the option it sets, and `read_options` reads them back by name."""
    page, rows = d.page(o)
    points = BuracoPage.tr(" points")
    d.bu_joker_value = rows.number(BuracoPage.tr("A joker is worth"), "joker_value", suffix=points)
    d.bu_sets = rows.flag(
        BuracoPage.tr("Sets (three or more of a rank) may be melded"),
        "sets_allowed",
    )
    d.bu_set_canastas = rows.flag(
        BuracoPage.tr("A set of seven or more is a canasta too"),
        "set_canastas",
    )
    d.bu_max_wilds = rows.number(BuracoPage.tr("Wild cards per meld"), "max_wilds_per_meld")
    d.bu_relocation = rows.flag(
        BuracoPage.tr("A natural card takes a wild card's place, the wild card moving to an end"),
        "wild_relocation",
    )
    needs = [
        (BuracoPage.tr("any canasta"), "any"),
        (
            BuracoPage.tr("a canasta limpa (or de mil)", "limpa, de mil: Buraco's own (Portuguese) words for a canasta with no wild card, and one from ace to ace"),
            "clean",
        ),
    ]  # fmt: skip
    d.bu_close_requires = rows.choice(BuracoPage.tr("Closing needs"), "close_requires", needs)
    values = "canasta_values"
    d.bu_limpa = rows.number(
        BuracoPage.tr("Canasta limpa", "limpa: Buraco's own (Portuguese) word for a canasta with no wild card"),
        values,
        step=50,
        suffix=points,
        item="limpa",
    )  # fmt: skip
    d.bu_suja = rows.number(
        BuracoPage.tr("Canasta suja", "suja: Buraco's own (Portuguese) word for a canasta with a wild card"),
        values,
        step=50,
        suffix=points,
        item="suja",
    )  # fmt: skip
    d.bu_de_mil = rows.number(
        BuracoPage.tr("Canasta de mil", "de mil: Buraco's own (Portuguese) words for a canasta from ace to ace, with no wild card"),
        values,
        step=100,
        suffix=points,
        item="de_mil",
    )  # fmt: skip
    d.bu_de_mil_cumulative = rows.flag(
        BuracoPage.tr("The canasta de mil also scores as a canasta limpa", "de mil, limpa: Buraco's own (Portuguese) words for a canasta from ace to ace, and one with no wild card"),
        "de_mil_cumulative",
    )  # fmt: skip
    d.bu_close_bonus = rows.number(
        BuracoPage.tr("Closing is worth"),
        "close_bonus",
        step=10,
        suffix=points,
    )
    d.bu_muerto_penalty = rows.number(
        BuracoPage.tr("A team that never takes a muerto loses", "muerto: Buraco's own (Spanish) word for a reserve packet of 11 cards a team takes once a player runs out"),
        "muerto_penalty",
        step=10,
        suffix=points,
    )  # fmt: skip
    d.bu_target = rows.number(
        BuracoPage.tr("Play deals until a team has"),
        "target_score",
        step=500,
        suffix=points,
        special=BuracoPage.tr("one deal"),
    )
    return page


def read_options(d: NewGameDialog, start: BuracoOptions, players: int) -> BuracoOptions:
    return d.page_options(start, players)


class ScoreTableDialog(ResultDialog):
    """After a Buraco deal: each team's score as §5.7 counts it, and the running totals."""

    #: The score table's lines (§5.7), by the result's field, before the deal's total.
    LINES = ((QT_TRANSLATE_NOOP("BuracoScore", "Cards in melds"), "melded"),
             (QT_TRANSLATE_NOOP("BuracoScore", "Canasta bonuses"), "canastas"),
             (QT_TRANSLATE_NOOP("BuracoScore", "Closing"), "close"),
             (QT_TRANSLATE_NOOP("BuracoScore", "Cards held"), "held"),
             (QT_TRANSLATE_NOOP("BuracoScore", "Muerto not taken"), "muerto"))  # fmt: skip

    def __init__(self, controller: BuracoController, result: DealResult, parent=None) -> None:
        super().__init__(parent)
        match = controller.match
        head, columns, rows = self._team_score(
            controller,
            result,
            result.closer,
            (self.tr("You closed."), self.tr("{w} closed.")),
            self.tr("The stock ran out: nobody closed."),
            [(QCoreApplication.translate("BuracoScore", label), f) for label, f in self.LINES],
        )
        target = controller.state.options.target_score if controller.state else None
        if match is not None and target is not None:
            rows.append([self.tr("Total"), *(str(v) for v in match.team_totals)])
            note = self.tr("The match goes to {t} points.").format(t=target)
        else:
            note = self.tr("One deal decides the match.")
        note += self._match_end(controller, match.winners if match is not None else ())
        self._build(self.tr("Score table"), head, columns, rows, note)


result_dialog = ScoreTableDialog
