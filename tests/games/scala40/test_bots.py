"""Scala 40 bots: every chosen action legal, deals end, cards conserved (DESIGN.md §3)."""

from __future__ import annotations

from itertools import product
from typing import Any

import pytest

from app.core.cards import cards
from app.games.scala40 import bots as bots_module
from app.games.scala40.bots import (
    KeepEvaluator,
    Scala40Bot,
    best_partition,
    best_reading,
    plan_meld_phase,
    private_state,
    readings_for,
)
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


def test_normal_discards_by_its_own_weights() -> None:
    # KS, loose, goes; 2H and 3H are kept as partners. A tuner's variant (bench/tune.py)
    # that values a partner below nothing throws the dearer of the two instead, and the
    # module's weights stay as they were.
    state = scenario(hand="KS 2H 3H 7C 9S 5D", discard="4H")
    before = dict(bots_module.NORMAL_DISCARD)
    assert Scala40Bot("normal").choose(state.view(0)) == Discard(cards("KS")[0])
    variant = Scala40Bot("normal", 0, {"partner": -20.0})
    assert variant.choose(state.view(0)) == Discard(cards("3H")[0])
    assert before == bots_module.NORMAL_DISCARD


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


# --------------------------------------------------------------------------- hard


def finish_turn(state: Scala40, bot: Scala40Bot) -> None:
    """Let the bot play its seat until its turn ends."""
    seat = state.to_play
    for _ in range(30):
        if state.to_play != seat or state.result is not None:
            return
        action = bot.choose(state.view(seat))
        assert state.legal(action) is None, action
        state.play(action)
    raise AssertionError("the turn did not end")


def test_hard_finds_the_going_out_line() -> None:
    # The joker must go on the 5-6-7 run (as the 8H) so that the 9H follows it; laid on
    # the 2-3-4 run (as the 5H) it would leave two cards.
    state = scenario(hand="9S 9H JK", table="2H 3H 4H | 5H' 6H' 7H", opened=True)
    first = plan_meld_phase(state, 0)
    assert first == LayOff(cards("JK")[0], 1, "high")
    finish_turn(state, Scala40Bot("hard"))
    assert state.result is not None and state.result.winner == 0


def test_hard_plan_respects_the_opening_turn() -> None:
    # Opened this turn: no lay-offs, so no step sheds a card.
    state = scenario(hand="8S 2H 9D", table="5S 6S 7S", opened=True)
    state.opened_this_turn = True
    assert plan_meld_phase(state, 0) is None
    state.opened_this_turn = False
    assert plan_meld_phase(state, 0) == LayOff(cards("8S")[0], 0, "high")


def test_hard_takes_a_discard_it_can_lay_off() -> None:
    state = scenario(hand="2C 9D KH", table="5S 6S 7S", discard="8S", opened=True, phase="draw")
    assert Scala40Bot("hard").choose(state.view(0)) == TakeDiscard()
    assert Scala40Bot("normal").choose(state.view(0)) == DrawStock()


def test_hard_opens_with_the_discard_when_it_lays_more_cards() -> None:
    # It could open from the hand (60), but the 7D also joins the 4-5-6 run.
    state = scenario(hand="KS KH KD QS QH QC 4D 5D 6D 2C", discard="7D", phase="draw")
    action = Scala40Bot("hard").choose(state.view(0))
    assert isinstance(action, TakeDiscard) and state.legal(action) is None
    assert any(cards("7D")[0] in g for g in action.open_with)


def test_keep_evaluator_values_the_pair_that_completes_the_opening() -> None:
    # 26 points melded: a third king opens (56), a third two does not (32).
    state = scenario(hand="5S 6S 7S 8S KH KD 2C 2D 4H 9C", stock=40)
    view = state.view(0)
    ev = KeepEvaluator(view, private_state(view), opened=False)
    hand = list(view.hand)

    def without(text: str) -> list:
        card = cards(text)[0]
        return [c for c in hand if c != card]

    assert ev.value(without("2C")) > ev.value(without("KH"))
    assert ev.value(without("9C")) > ev.value(without("2C"))
    discard = Scala40Bot("hard").choose(view)
    assert discard in (Discard(cards("9C")[0]), Discard(cards("4H")[0]))


def test_keep_evaluator_knows_a_last_meld_needs_a_discard() -> None:
    # Opened, two cards kept: completing the pair would leave nothing to discard, so the
    # pair is worth no more than two loose cards; with three cards kept it is worth more.
    state = scenario(hand="7H 7S KD 2C", opened=True, stock=40)
    view = state.view(0)
    ev = KeepEvaluator(view, private_state(view), opened=True)
    assert ev.value(cards("7H 7S")) == ev.value(cards("7H KD"))
    assert ev.value(cards("7H 7S 2C")) > ev.value(cards("7H KD 2C"))


def test_hard_goes_out_whenever_a_line_exists() -> None:
    # Over whole deals, hard never ends a meld phase able to go out without going out.
    for seed in (21, 22):
        state = Scala40.new({}, seed)
        bots = [Scala40Bot("hard", f"{seed}:{s}") for s in range(4)]
        for _ in range(MAX_ACTIONS):
            seat = state.to_play
            if seat is None:
                break
            action = bots[seat].choose(state.view(seat))
            if isinstance(action, Discard) and len(state.hands[seat]) > 1:
                assert not _can_go_out(state), (seed, state.hands[seat])
            state.play(action)


def _can_go_out(state: Scala40, depth: int = 0) -> bool:
    seat = state.to_play
    assert seat is not None
    if len(state.hands[seat]) == 1:
        return state.legal(Discard(state.hands[seat][0])) is None
    if depth > 6:
        return False
    for action in state.legal_actions():
        if isinstance(action, Discard):
            continue
        trial = state.clone()
        trial.play(action)
        if _can_go_out(trial, depth + 1):
            return True
    return False


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_s40_a6_bots_choose_the_reading_of_a_two_joker_meld_explicitly(level: str) -> None:
    """RULES.md §0.4 and S40-A6 (`max_jokers_per_meld = 2`): a bot that lays one natural
    with two jokers says how it is read, and takes the reading worth more: `[QH JK JK']`
    as the run Q-K-A (31) rather than the set of queens (30), which opens at 31."""
    options = {"max_jokers_per_meld": 2, "opening_min": 31}
    state = scenario("QH JK JK' 5D 9C", options=options)
    action = Scala40Bot(level, 1).choose(state.view(0))
    assert action == Meld((tuple(cards("QH JK JK'")),), ("run",))
    state.play(action)
    assert state.table[-1].meld.positions == (12, 13, 14)
    # A ten reads as well both ways (30): the set, which more cards extend, is chosen.
    ten = scenario("TS JK JK' 5D 9C 2H", opened=True, options={"max_jokers_per_meld": 2})
    assert best_reading(tuple(cards("TS JK JK'")), ten.options).kind == "set"
    assert readings_for((tuple(cards("TS JK JK'")), tuple(cards("5D 6D 7D"))), ten.options) == (
        "set",
        None,
    )
    assert readings_for((tuple(cards("5D 6D 7D")),), ten.options) == ()
