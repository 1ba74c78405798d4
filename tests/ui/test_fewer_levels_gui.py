"""At the table, a game without a hard bot hints (and plays a practice turn for the
person, P, which asks the same coach) with its strongest level."""

from __future__ import annotations

from app.ui.new_game import default_options
from tests.games.test_fewer_levels import offering
from tests.ui.test_views_and_intents import new_controller


def test_the_coach_of_a_game_without_a_hard_bot_is_its_strongest(qtbot, monkeypatch) -> None:
    for levels in (("easy",), ("easy", "normal"), ("easy", "normal", "hard")):
        offering(monkeypatch, "scala-40", levels)
        ctl = new_controller("scala-40")
        ctl.new_game(default_options("scala-40", 2), ("easy",), seed=7)
        coach = ctl.hints.coach()
        assert coach.level == levels[-1]
        qtbot.waitUntil(lambda c=ctl: c.state.to_play is None or c.my_turn, timeout=30_000)
        if ctl.my_turn:
            hints = coach.advise(ctl.view())
            assert hints and ctl.state.legal(hints[0].action) is None
