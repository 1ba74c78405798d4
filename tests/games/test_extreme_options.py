"""No deal may run forever, in any game: every game played under its extreme options
ends its deal within a cap of actions, or a test fails (issue 12, point 8)."""

from __future__ import annotations

from typing import Any

import pytest

from app.games.cuatro_palos.bots import CuatroPalosBot
from app.games.cuatro_palos.engine import CuatroPalos
from app.games.cuatro_palos.rules import MAX_STALL_ROUNDS
from app.games.quita_y_pon.bots import QuitaYPonBot
from app.games.quita_y_pon.engine import QuitaYPon
from app.games.scala40.bots import Scala40Bot
from app.games.scala40.engine import Scala40

#: Far above the longest deal the rules allow for these options: a deal that reaches it
#: does not end.
ACTION_CAP = 60_000

EXTREMES: list[tuple[str, Any, Any, dict[str, Any]]] = [
    # Quita y Pon: nobody can ever commit, so everyone draws until the stock is gone.
    ("qp", QuitaYPon, QuitaYPonBot, {"initial_meld_min_points": 100_000}),
    (
        "qp",
        QuitaYPon,
        QuitaYPonBot,
        {"initial_meld_min_points": 100_000, "stock_end_trigger": "on_empty_draw_attempt"},
    ),
    ("qp", QuitaYPon, QuitaYPonBot, {"num_players": 2, "hand_size": 51}),
    ("qp", QuitaYPon, QuitaYPonBot, {"num_players": 4, "hand_size": 1}),
    (
        "qp",
        QuitaYPon,
        QuitaYPonBot,
        {
            "max_set_size": 4,
            "run_wraparound": True,
            "ace_both_ends": True,
            "must_play_if_able": "full",
            "manipulate_before_initial_meld": False,
            "initial_meld_min_points": 30,
        },
    ),
    ("qp", QuitaYPon, QuitaYPonBot, {"must_play_if_able": "off", "num_players": 2}),
    # Scala 40: an opening minimum at the limit of what 13 cards can be worth, so nobody
    # opens (the deal is void by S40-A22); the smallest and largest hands; every option.
    ("s40", Scala40, Scala40Bot, {"opening_min": 143}),
    ("s40", Scala40, Scala40Bot, {"opening_min": 143, "num_players": 5}),
    ("s40", Scala40, Scala40Bot, {"hand_size": 3, "opening_min": 33, "num_players": 2}),
    ("s40", Scala40, Scala40Bot, {"hand_size": 20, "num_players": 5}),
    ("s40", Scala40, Scala40Bot, {"opening_min": 0, "close_in_hand_requires_min": False}),
    (
        "s40",
        Scala40,
        Scala40Bot,
        {
            "jokers": 4,
            "max_jokers_per_meld": "unlimited",
            "opening_requires_quad_or_run": True,
            "layoff_on_opening_turn": True,
            "forbid_discard_that_lays_off": True,
            "discard_taken_must_be_melded": True,
            "exchanged_joker_must_be_melded_same_turn": True,
            "forbid_joker_final_discard": True,
            "opening_min": 100,
        },
    ),
    # Cuatro Palos: the stall cap at both ends, every deck and direction, no forcing.
    ("cp", CuatroPalos, CuatroPalosBot, {"num_players": 6, "stall_rounds": 1}),
    ("cp", CuatroPalos, CuatroPalosBot, {"num_players": 3, "stall_rounds": MAX_STALL_ROUNDS}),
    ("cp", CuatroPalos, CuatroPalosBot, {"deck": "spanish40", "num_players": 6}),
    (
        "cp",
        CuatroPalos,
        CuatroPalosBot,
        {"deck": "spanish48", "direction": "cw", "waste_wrap": True, "forced_play": False},
    ),
    ("cp", CuatroPalos, CuatroPalosBot, {"foundation_priority": True, "num_players": 3}),
]


@pytest.mark.parametrize(
    ("engine", "bot_class", "options"),
    [pytest.param(e, b, o, id=f"{g}-{i}") for i, (g, e, b, o) in enumerate(EXTREMES)],
)
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_every_deal_ends_under_extreme_options(engine, bot_class, options, level) -> None:
    for seed in (1, 2):
        state = engine.new(options, seed)
        bots = {}
        actions = 0
        while state.to_play is not None:
            assert actions < ACTION_CAP, f"the deal did not end in {ACTION_CAP} actions"
            seat = state.to_play
            bot = bots.setdefault(seat, bot_class(level, f"{seed}:{seat}"))
            state.play(bot.choose(state.view(seat)))
            actions += 1
        assert state.outcome() is not None
        assert state.conservation_problem() is None


def test_a_stall_cap_beyond_the_limit_is_refused() -> None:
    from app.core.options import OptionError
    from app.games.cuatro_palos.rules import CuatroPalosOptions

    CuatroPalosOptions(stall_rounds=MAX_STALL_ROUNDS)
    with pytest.raises(OptionError, match="from 1 to 1000"):
        CuatroPalosOptions(stall_rounds=MAX_STALL_ROUNDS + 1)
