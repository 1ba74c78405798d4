"""Buraco at the table: its controller, commands, New-game page and score table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from app.games.buraco.engine import GAME_ID, DealResult
from app.games.buraco.rules import CANASTA_NAMES, BuracoOptions
from app.ui.game_ui import ResultDialog, result_text
from app.ui.games.buraco.controller import BuracoController
from app.ui.games.canasta.controller import TAKE_PILE
from app.ui.staging_controller import DRAW, LAY_DOWN, TAKE_BACK

if TYPE_CHECKING:
    from app.ui.new_game import NewGameDialog

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
    page, form = d.form()
    points = d.tr(" points")
    d.bu_joker_value = d.spin(
        form,
        d.tr("A joker is worth"),
        *o.bounds("joker_value"),
        o.joker_value,
        suffix=points,
        option="joker_value",
    )
    d.bu_sets = d.check(form, d.tr("Sets (three or more of a rank) may be melded"),
                        o.sets_allowed, option="sets_allowed")  # fmt: skip
    d.bu_set_canastas = d.check(form, d.tr("A set of seven or more is a canasta too"),
                                o.set_canastas, option="set_canastas")  # fmt: skip
    d.bu_max_wilds = d.spin(
        form,
        d.tr("Wild cards per meld"),
        *o.bounds("max_wilds_per_meld"),
        o.max_wilds_per_meld,
        option="max_wilds_per_meld",
    )
    d.bu_relocation = d.check(
        form,
        d.tr("A natural card takes a wild card's place, the wild card moving to an end"),
        o.wild_relocation,
        option="wild_relocation",
    )
    d.bu_close_requires = d.choice(
        form,
        d.tr("Closing needs"),
        [(d.tr("any canasta"), "any"), (d.tr("a canasta limpa (or de mil)"), "clean")],
        o.close_requires,
        option="close_requires",
    )
    values = o.canasta_values
    d.bu_limpa = d.spin(
        form,
        d.tr("Canasta limpa"),
        *o.bounds("canasta_values"),
        values["limpa"],
        step=50,
        suffix=points,
        option="limpa",
    )
    d.bu_suja = d.spin(
        form,
        d.tr("Canasta suja"),
        *o.bounds("canasta_values"),
        values["suja"],
        step=50,
        suffix=points,
        option="suja",
    )
    d.bu_de_mil = d.spin(
        form,
        d.tr("Canasta de mil"),
        *o.bounds("canasta_values"),
        values["de_mil"],
        step=100,
        suffix=points,
        option="de_mil",
    )
    d.bu_de_mil_cumulative = d.check(
        form, d.tr("The canasta de mil also scores as a canasta limpa"), o.de_mil_cumulative,
        option="de_mil_cumulative",
    )  # fmt: skip
    d.bu_close_bonus = d.spin(
        form,
        d.tr("Closing is worth"),
        *o.bounds("close_bonus"),
        o.close_bonus,
        step=10,
        suffix=points,
        option="close_bonus",
    )
    d.bu_muerto_penalty = d.spin(
        form,
        d.tr("A team that never takes a muerto loses"),
        *o.bounds("muerto_penalty"),
        o.muerto_penalty,
        step=10,
        suffix=points,
        option="muerto_penalty",
    )
    d.bu_target = d.spin(
        form,
        d.tr("Play deals until a team has"),
        0,
        o.bounds("target_score")[1],
        o.target_score or 0,
        step=500,
        suffix=points,
        special=d.tr("one deal"),
        option="target_score",
    )
    return page


def read_options(d: NewGameDialog, start: BuracoOptions, players: int) -> BuracoOptions:
    values = d.option_values(GAME_ID)
    canastas = {name: values.pop(name) for name in CANASTA_NAMES}
    target = values.pop("target_score") or None
    return BuracoOptions(
        num_players=players, canasta_values=canastas, target_score=target, **values
    )


class ScoreTableDialog(ResultDialog):
    """After a Buraco deal: each team's score as §5.7 counts it, and the running totals."""

    LINES = ((result_text("Cards in melds"), "melded"), (result_text("Canasta bonuses"), "canastas"),
             (result_text("Closing"), "close"), (result_text("Cards held"), "held"),
             (result_text("Muerto not taken"), "muerto"))  # fmt: skip

    def __init__(self, controller: BuracoController, result: DealResult, parent=None) -> None:
        super().__init__(parent)
        match = controller.match
        head, columns, rows = self._team_score(
            controller,
            result,
            result.closer,
            self.tr("{w} closed."),
            self.tr("The stock ran out: nobody closed."),
            self.LINES,
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
