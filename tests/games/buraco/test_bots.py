"""Buraco's normal bot on hand-made positions (each built so that the choice tested is
the one a weaker rule would get wrong), and a seeded deal of normal bots."""

from __future__ import annotations

import dataclasses

import pytest

from app.core.bots import Limit
from app.core.cards import card
from app.games.buraco.bots import NORMAL_WEIGHTS, BuracoBot
from app.games.buraco.engine import Buraco, Discard, Draw, LayOff, TakePile
from app.games.canasta.packets import TAKEN, PacketFate

from .helpers import DRAW, scenario

#: Limits that replay exactly (no clock): the tests judge choices, not speed.
WORLDS = Limit(playouts=8)
RUN_H = (0, "9H TH JH", (9, 10, 11))
LIMPA_A = (0, "3S 4S 5S 6S 7S 8S 9S", (3, 4, 5, 6, 7, 8, 9))
LIMPA_B = (1, "5D 6D 7D 8D 9D TD JD", (5, 6, 7, 8, 9, 10, 11))
#: Both teams' muertos taken: running out closes the deal (§5.5).
BOTH_TAKEN = [PacketFate(0, TAKEN, 0, 0), PacketFate(1, TAKEN, 1, 1)]


def choice(state: Buraco, seed: int = 1):
    return BuracoBot("normal", seed).choose(state.view(state.to_play), WORLDS)


def finish_turn(state: Buraco, seed: int = 1) -> None:
    """The normal bot plays the seat's turn to its end (a discard or a close)."""
    seat = state.to_play
    bot = BuracoBot("normal", seed)
    while state.to_play == seat:
        state.play(bot.choose(state.view(seat), WORLDS))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_takes_a_large_usable_pile_early(seed: int) -> None:
    state = scenario(
        hand="4C 8D KS 5H 3D",
        melds=[RUN_H],
        pile="6C 9S 4D 7H 3C JS 8C KH TC QH",
        stock=40,
        phase=DRAW,
    )
    action = choice(state, seed)
    assert isinstance(action, TakePile) and card("QH") in action.cards


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_refuses_a_big_pile_late_when_little_of_it_can_fit(seed: int) -> None:
    # The same pick-up (its top fits the team's run), but the stock is nearly gone and
    # the opponents can close: a pile's cards would mostly be caught in hand.
    state = scenario(
        hand="4C 8D KS 5H 3D",
        melds=[RUN_H, LIMPA_B],
        pile="6C 9S 4D 7H 3C JS 8C KH TC QH",
        stock=4,
        muertos=(0, 0),
        fates=BOTH_TAKEN,
        phase=DRAW,
    )
    assert any(isinstance(a, TakePile) for a in state.legal_actions())
    assert isinstance(choice(state, seed), Draw)


def test_does_not_feed_the_next_opponent_a_card_that_fits_his_meld() -> None:
    hand = "KC 4D 5S 6H 3H"
    alone = scenario(hand=hand, pile="8S 9H", melds=[(1, "QH KH AH", (12, 13, 14))])
    # Without the danger the costliest loose card goes: the king.
    assert choice(alone) == Discard(card("KC"))
    # Seat 1 (next) has clubs up to the queen: the king of clubs would fit his run.
    guarded = scenario(hand=hand, pile="8S 9H", melds=[(1, "9C TC JC QC", (9, 10, 11, 12))])
    action = choice(guarded)
    assert isinstance(action, Discard) and action.card != card("KC")


def test_normal_reads_positions_by_its_own_weights() -> None:
    # The guarded position above, with the weights given to the bot (a tuner's variant,
    # bench/tune.py): one that counts a card fitting the next opponent's run as no danger
    # at all throws the king of clubs, the costliest loose card. Normal's and hard's
    # readings are the bot's own.
    guarded = scenario(
        hand="KC 4D 5S 6H 3H", pile="8S 9H", melds=[(1, "9C TC JC QC", (9, 10, 11, 12))]
    )
    careless = dataclasses.replace(NORMAL_WEIGHTS, fit_danger=-40.0)
    variant = BuracoBot("normal", 1, careless)
    assert variant.choose(guarded.view(0), WORLDS) == Discard(card("KC"))
    assert choice(guarded) != Discard(card("KC"))
    hard = BuracoBot("hard", 1, careless)
    assert hard._hard is not None and hard._hard.normal.w is careless
    assert BuracoBot("hard", 1)._hard.normal.w is NORMAL_WEIGHTS


def test_keeps_its_wild_card() -> None:
    state = scenario(hand="JK 4D 9S KC 7H", pile="8S")
    action = choice(state)
    assert isinstance(action, Discard) and action.card != card("JK")


def test_closes_when_its_team_is_ahead() -> None:
    state = scenario(
        hand="QH 3C",
        melds=[RUN_H, LIMPA_A],
        muertos=(0, 0),
        fates=BOTH_TAKEN,
        others={1: "4D 8C TS QS KD", 3: "5C 9C JD 6H 7D"},
    )
    finish_turn(state)
    assert state.result is not None and state.result.closer == 0
    assert state.result.team_scores[0] > state.result.team_scores[1]


def test_waits_instead_of_closing_when_behind() -> None:
    # Team A could lay off the QH and close with the 3C, but team B's two canastas put it
    # far behind: it keeps a card and plays on.
    state = scenario(
        hand="QH 3D",
        melds=[
            RUN_H,
            LIMPA_A,
            LIMPA_B,
            (1, "3C 4C 5C 6C 7C 8C 9C TC", (3, 4, 5, 6, 7, 8, 9, 10)),
        ],
        muertos=(0, 0),
        fates=BOTH_TAKEN,
    )
    finish_turn(state)
    assert state.result is None and len(state.hands[0]) == 1


def test_races_for_the_muerto_with_a_direct_take() -> None:
    # No muerto yet: laying off both cards takes it at once (direct), better than
    # discarding the last card for an indirect one.
    state = scenario(hand="QH KH", melds=[RUN_H])
    bot = BuracoBot("normal", 1)
    first = bot.choose(state.view(0), WORLDS)
    assert isinstance(first, LayOff)
    state.play(first)
    state.play(bot.choose(state.view(0), WORLDS))
    assert state.fates[0].state == TAKEN and state.fates[0].team == 0


@pytest.mark.parametrize("seed", [3, 11])
def test_a_deal_between_normal_bots_ends_with_only_legal_actions(seed: int) -> None:
    state = Buraco.new(seed=seed)
    bots = [BuracoBot("normal", f"{seed}:{s}") for s in range(4)]
    for _ in range(5000):
        if state.to_play is None:
            break
        seat = state.to_play
        action = bots[seat].choose(state.view(seat), WORLDS)
        assert state.legal(action) is None, action
        state.play(action)
        assert state.conservation_problem() is None
    assert state.result is not None
    assert len(state.history) > 20


def test_a_spent_time_limit_still_gives_a_legal_answer() -> None:
    # The clock is read inside the search: with no time at all it stops after the first
    # world (draw) or the first action judged (the rest of the turn), never without one.
    bot = BuracoBot("normal", 1)
    for phase in (DRAW, "play"):
        state = scenario(hand="4C 8D KS 5H 3D QH", melds=[RUN_H], pile="6C JS", phase=phase)
        action = bot.choose(state.view(0), Limit(time=0.0))
        assert state.legal(action) is None
