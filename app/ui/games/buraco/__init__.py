"""Buraco at the table: its controller, commands, New-game page and score table."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from app.games.buraco.engine import GAME_ID, DealResult
from app.games.buraco.rules import CANASTA_NAMES, BuracoOptions
from app.ui.game_ui import GameAction, ResultDialog, action_text
from app.ui.games.buraco.controller import BuracoController
from app.ui.staging_controller import DRAW, LAY_DOWN, TAKE_BACK

if TYPE_CHECKING:
    from app.ui.new_game import NewGameDialog

CONTROLLER = BuracoController

ACTIONS = (
    TAKE_BACK,
    DRAW,
    GameAction(
        "take_pile", action_text("Take the pile"), "lay_down", "T", enabled="can_take_pile",
        visible="is_taking", menu_text=action_text("Take the &pile"),
    ),
    LAY_DOWN,
)  # fmt: skip


def options_page(d: NewGameDialog, o: BuracoOptions) -> QWidget:
    """Every option of RULES.md §5.9 (the player count is the dialog's own box); each row
    names the option it sets, and `read_options` reads them back by name."""
    page, form = d.form()
    points = d.tr(" points")
    d.bu_joker_value = d.spin(form, d.tr("A joker is worth"), 0, 200, o.joker_value,
                              suffix=points, option="joker_value")  # fmt: skip
    d.bu_sets = d.check(form, d.tr("Sets (three or more of a rank) may be melded"),
                        o.sets_allowed, option="sets_allowed")  # fmt: skip
    d.bu_set_canastas = d.check(form, d.tr("A set of seven or more is a canasta too"),
                                o.set_canastas, option="set_canastas")  # fmt: skip
    d.bu_max_wilds = d.spin(form, d.tr("Wild cards per meld"), 1, 4, o.max_wilds_per_meld,
                            option="max_wilds_per_meld")  # fmt: skip
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
    d.bu_limpa = d.spin(form, d.tr("Canasta limpa"), 0, 5000, values["limpa"], step=50,
                        suffix=points, option="limpa")  # fmt: skip
    d.bu_suja = d.spin(form, d.tr("Canasta suja"), 0, 5000, values["suja"], step=50,
                       suffix=points, option="suja")  # fmt: skip
    d.bu_de_mil = d.spin(form, d.tr("Canasta de mil"), 0, 10000, values["de_mil"], step=100,
                         suffix=points, option="de_mil")  # fmt: skip
    d.bu_de_mil_cumulative = d.check(
        form, d.tr("The canasta de mil also scores as a canasta limpa"), o.de_mil_cumulative,
        option="de_mil_cumulative",
    )  # fmt: skip
    d.bu_close_bonus = d.spin(form, d.tr("Closing is worth"), 0, 1000, o.close_bonus, step=10,
                              suffix=points, option="close_bonus")  # fmt: skip
    d.bu_muerto_penalty = d.spin(
        form, d.tr("A team that never takes a muerto loses"), 0, 1000, o.muerto_penalty,
        step=10, suffix=points, option="muerto_penalty",
    )  # fmt: skip
    d.bu_target = d.spin(
        form, d.tr("Play deals until a team has"), 0, 100000, o.target_score or 0, step=500,
        suffix=points, special=d.tr("one deal"), option="target_score",
    )  # fmt: skip
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

    def __init__(self, controller: BuracoController, result: DealResult, parent=None) -> None:
        super().__init__(parent)
        match = controller.match
        seats = controller.seats
        teams = result.teams
        person_team = teams[controller.person]
        team_count = len(result.team_scores)

        def team_name(team: int) -> str:
            names = [seats[s].name for s in range(len(teams)) if teams[s] == team]
            return " & ".join(names)

        if result.closer is not None:
            how = self.tr("{w} closed.").format(w=html.escape(seats[result.closer].name))
        else:
            how = self.tr("The stock ran out: nobody closed.")
        best = max(result.team_scores)
        top = [t for t in range(team_count) if result.team_scores[t] == best]
        if len(top) > 1:
            head = self.tr("<h3>A draw</h3><p>{how}</p>").format(how=how)
        elif top[0] == person_team:
            text = (
                self.tr("You and your partner win the deal")
                if len(teams) == 4
                else self.tr("You win the deal")
            )
            head = f"<h3>{text}</h3><p>{how}</p>"
        else:
            head = self.tr("<h3>{w} win the deal</h3><p>{how}</p>").format(
                w=html.escape(team_name(top[0])), how=how
            )
        columns = [self.tr("Team")] + [team_name(t) for t in range(team_count)]
        lines = [
            (self.tr("Cards in melds"), result.melded),
            (self.tr("Canasta bonuses"), result.canastas),
            (self.tr("Closing"), result.close),
            (self.tr("Cards held"), result.held),
            (self.tr("Muerto not taken"), result.muerto),
            (self.tr("This deal"), result.team_scores),
        ]
        rows = [[label, *(str(v) for v in values)] for label, values in lines]
        target = controller.state.options.target_score if controller.state else None
        if match is not None and target is not None:
            rows.append([self.tr("Total"), *(str(v) for v in match.team_totals)])
            note = self.tr("The match goes to {t} points.").format(t=target)
        else:
            note = self.tr("One deal decides the match.")
        note += self._match_end(controller, match.winners if match is not None else ())
        self._build(self.tr("Score table"), head, columns, rows, note)


result_dialog = ScoreTableDialog
