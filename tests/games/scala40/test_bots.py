"""Scala 40 bots: every chosen action legal, deals end, cards conserved (DESIGN.md §3)."""

from __future__ import annotations

from itertools import product
from typing import Any

import pytest

from app.core.cards import cards
from app.games.scala40.bots import Scala40Bot, best_partition, private_state
from app.games.scala40.engine import (
    Discard,
    DrawStock,
    ExchangeJoker,
    LayOff,
    Meld,
    Scala40,
    TakeDiscard,
)
from app.games.scala40.rules import Scala40Options
from tests.games.scala40.helpers import scenario

MAX_ACTIONS = 4000


def play_deal(levels: list[str], seed: int, options: dict[str, Any] | None = None) -> Scala40:
    state = Scala40.new({"num_players": len(levels), **(options or {})}, seed)
    bots = [Scala40Bot(level, f"{seed}:{seat}") for seat, level in enumerate(levels)]
    for _ in range(MAX_ACTIONS):
        seat = state.to_play
        if seat is None:
            return state
        action = bots[seat].choose(state.view(seat))
        assert state.legal(action) is None, (levels, seed, seat, action, state.legal(action))
        state.play(action)
        assert state.conservation_problem() is None
    raise AssertionError(f"deal {seed} with {levels} did not end in {MAX_ACTIONS} actions")


LEVEL_MIXES = [
    ["easy", "easy"],
    ["normal", "hard"],
    ["hard", "easy", "normal"],
    ["easy", "normal", "hard", "normal"],
    ["hard", "hard", "easy", "normal", "easy"],
]


@pytest.mark.parametrize("levels", LEVEL_MIXES, ids=lambda ls: "-".join(ls))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_full_deals_are_legal_and_end(levels: list[str], seed: int) -> None:
    state = play_deal(levels, seed)
    assert state.result is not None
    if state.result.reason == "went_out":
        assert state.hands[state.result.winner] == []


@pytest.mark.parametrize(
    "options",
    [
        {"layoff_on_opening_turn": True},
        {"discard_taken_must_be_melded": True, "forbid_discard_of_taken_card": False},
        {"forbid_discard_that_lays_off": True},
        {"jokers": 4, "max_jokers_per_meld": "unlimited"},
        {"opening_requires_quad_or_run": True, "opening_min": 51},
        {"exchanged_joker_must_be_melded_same_turn": True, "forbid_joker_final_discard": True},
        {"no_close_first_round": False, "close_in_hand_requires_min": False},
    ],
)
def test_house_rules_keep_bots_legal(options: dict[str, Any]) -> None:
    for seed, levels in zip(
        (4, 5), (["easy", "normal", "hard"], ["hard", "normal", "easy", "hard"]), strict=True
    ):
        assert play_deal(levels, seed, options).result is not None


def test_all_level_pairs_two_players() -> None:
    for (a, b), seed in zip(product(["easy", "normal", "hard"], repeat=2), range(9), strict=True):
        assert play_deal([a, b], 10 + seed).result is not None


def test_private_state_matches_the_view() -> None:
    state = Scala40.new({}, 7)
    seat = state.to_play
    assert seat is not None
    view = state.view(seat)
    mine = private_state(view)
    assert mine.hands[seat] == state.hands[seat]
    assert [len(h) for h in mine.hands] == [len(h) for h in state.hands]
    assert len(mine.stock) == len(state.stock) and mine.discard == state.discard
    assert mine.conservation_problem() is None


def test_best_partition_finds_the_most_points() -> None:
    hand = cards("KS KH KD 5C 6C 7C 8C 2S 9H")
    part = best_partition(hand, Scala40Options())
    assert part.value == (56, 7)
    assert sorted(len(g) for g in part.melds) == [3, 4]


def test_easy_opens_with_enough_points() -> None:
    state = scenario(hand="KS KH KD QC JC TC 2S 9H", phase="meld_or_discard")
    action = Scala40Bot("easy").choose(state.view(0))
    assert isinstance(action, Meld) and state.legal(action) is None
    assert sum(len(g) for g in action.melds) == 6


def test_easy_draws_from_stock_and_discards_its_highest_loose_card() -> None:
    state = scenario(hand="KS 2H 3D 7C 9S", discard="4H", phase="draw")
    bot = Scala40Bot("easy")
    assert bot.choose(state.view(0)) == DrawStock()
    state = scenario(hand="KS 2H 3H 7C 9S 5D", discard="4H")
    assert bot.choose(state.view(0)) == Discard(cards("KS")[0])


def test_normal_takes_the_discard_to_open() -> None:
    state = scenario(hand="KS KH QC JC TC 2S 9H 4D", discard="KD", phase="draw")
    action = Scala40Bot("normal").choose(state.view(0))
    assert isinstance(action, TakeDiscard) and state.legal(action) is None
    assert any(cards("KD")[0] in g for g in action.open_with)


def test_bots_use_only_the_view() -> None:
    # Two states equal in the seat's view but with different hidden cards: same choice.
    a = scenario(hand="KS 2H 3D 7C 9S", discard="4H", others=["5S 6S 7S"] * 3, stock=20)
    b = scenario(hand="KS 2H 3D 7C 9S", discard="4H", others=["8D 9D TD"] * 3, stock=20)
    for level in ("easy", "normal", "hard"):
        assert Scala40Bot(level).choose(a.view(0)) == Scala40Bot(level).choose(b.view(0))


def test_opened_bot_lays_off_and_normal_exchanges_jokers() -> None:
    state = scenario(hand="8S 2H 9D", table="5S 6S 7S", opened=True)
    action = Scala40Bot("easy").choose(state.view(0))
    assert action == LayOff(cards("8S")[0], 0, "high")
    state = scenario(hand="6S 2H 9D", table="5S JK 7S", opened=True)
    action = Scala40Bot("normal").choose(state.view(0))
    assert action == ExchangeJoker(cards("6S")[0], 0)


def test_no_lay_off_in_the_bots_opening_turn() -> None:
    state = scenario(hand="KS KH KD QC JC TC 8S 2H 9D", table="5S 6S 7S", others_opened=True)
    bot = Scala40Bot("easy")
    opening = bot.choose(state.view(0))
    assert isinstance(opening, Meld)
    state.play(opening)
    action = bot.choose(state.view(0))
    assert isinstance(action, Discard) and state.legal(action) is None
