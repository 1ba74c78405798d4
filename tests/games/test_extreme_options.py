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


# --------------------------------------------------------------------------- bounds (issue 21)

MANO_Y_PIE_EXTREMES: list[dict[str, Any]] = [
    # The most cards in play: six seats of 30 + 30 from twelve decks, drawing six.
    {"num_players": 6, "num_decks": 12, "hand_size": 30, "foot_size": 30, "draw_count": 6,
     "pickup_count": 30, "contract": (9, 9, 9)},
    # The longest deal: two seats drawing one card from twelve decks, no book enough.
    {"num_players": 2, "num_decks": 12, "hand_size": 30, "foot_size": 30, "draw_count": 1,
     "pickup_count": 1, "contract": (9, 9, 9), "wild_ratio": 6},
    # Nobody may ever meld: every turn a draw and a discard until the stock is gone.
    {"num_players": 6, "num_decks": 12, "hand_size": 1, "foot_size": 1, "draw_count": 1,
     "min_meld_by_deal": (10_000,), "wild_ratio": 6},
]  # fmt: skip


@pytest.mark.parametrize("options", MANO_Y_PIE_EXTREMES, ids=["most-cards", "longest", "no-meld"])
def test_mano_y_pie_deals_at_its_extreme_options_end_within_a_count_of_work(options) -> None:
    """`num_decks=3000` played for minutes: each decision reads the pack's unseen cards.
    At the bounds a deal is at most 12 decks of cards and ends within the action cap."""
    from app.games.mano_y_pie.bots import ManoYPieBot
    from app.games.mano_y_pie.engine import ManoYPie
    from app.games.mano_y_pie.rules import ManoYPieOptions

    opts = ManoYPieOptions(**options)
    assert opts.pack.size <= ManoYPieOptions.bounds("num_decks")[1] * 54 == 648
    state = ManoYPie.new(opts, 1)
    bots = {}
    actions = 0
    while state.to_play is not None:
        assert actions < ACTION_CAP, f"the deal did not end in {ACTION_CAP} actions"
        seat = state.to_play
        bot = bots.setdefault(seat, ManoYPieBot("normal", f"1:{seat}"))
        state.play(bot.choose(state.view(seat)))
        actions += 1
    assert state.conservation_problem() is None


def _all_options():
    from app.games.registry import GAMES

    return [g.options_class for g in GAMES]


#: What else an option at its bound needs to make a table (the cards must go round).
CONTEXT: dict[tuple[str, str], dict[str, Any]] = {
    ("Quita y Pon", "hand_size"): {"num_players": 2},
    ("Scala 40", "hand_size"): {"num_players": 2, "opening_min": 0},
    ("Scala 40", "opening_min"): {"close_in_hand_requires_min": False},
    ("Mano y Pie", "num_decks"): {"hand_size": 1, "foot_size": 1},
    ("Mano y Pie", "hand_size"): {"num_decks": 12},
    ("Mano y Pie", "foot_size"): {"num_decks": 12},
}


def _at(cls: Any, name: str, value: int) -> dict[str, Any]:
    """Options with `name` at `value` (every item of a list or table option)."""
    default = getattr(cls(), name)
    if isinstance(default, dict):
        given: Any = dict.fromkeys(default, value)
    elif isinstance(default, tuple):
        given = (value,) * len(default)
    else:
        given = value
    return {**CONTEXT.get((cls.game_name, name), {}), name: given}


BOUNDED = [
    pytest.param(cls, name, id=f"{cls.game_name}-{name}")
    for cls in _all_options()
    for name in cls.BOUNDS
]


@pytest.mark.parametrize(("cls", "name"), BOUNDED)
def test_every_bounded_option_takes_its_bounds_and_refuses_one_beyond(cls, name) -> None:
    from app.core.options import OptionError

    low, high = cls.bounds(name)
    for value in (low, high):
        assert cls(**_at(cls, name, value)) is not None
    for value in (low - 1, high + 1):
        with pytest.raises(OptionError, match=rf"\b{name}\b") as refused:
            cls(**_at(cls, name, value))
        assert "\n" not in str(refused.value)


def test_every_whole_number_option_of_every_game_is_bounded() -> None:
    """No option left open: each one that takes a number (or a list or table of them),
    or may be none or a number, has its bounds."""
    import dataclasses

    from app.core.options import is_int

    for cls in _all_options():
        defaults = cls()
        for f in dataclasses.fields(cls):
            value = getattr(defaults, f.name)
            items = list(value.values()) if isinstance(value, dict) else value
            numbers = list(items) if isinstance(items, tuple | list) else [value]
            takes_numbers = (numbers and all(is_int(v) for v in numbers)) or (
                value is None and "int" in str(f.type)
            )
            if takes_numbers and f.name not in ("num_players", *FIXED):
                assert f.name in cls.BOUNDS, f"{cls.game_name}: {f.name} has no bounds"


#: Options a game fixes to one value (its own check refuses any other).
FIXED = {"num_decks", "jokers", "max_set_size", "max_jokers_per_meld"}


def test_a_pack_beyond_the_bound_is_refused_with_a_clear_sentence(capsys) -> None:
    from app.cli.main import main as cli
    from app.core.options import OptionError
    from app.games.mano_y_pie.rules import ManoYPieOptions

    with pytest.raises(OptionError) as refused:
        ManoYPieOptions(num_decks=13)
    assert str(refused.value) == "num_decks must be a whole number from 1 to 12, not 13"
    assert cli(["play", "--game", "mano-y-pie", "-o", "num_decks=3000", "--games", "1"]) == 2
    assert capsys.readouterr().err.strip() == (
        "tapete-cli: error: num_decks must be a whole number from 1 to 12, not 3000"
    )
