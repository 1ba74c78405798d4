"""Hard's card memory (§5.11's public log): the pile is the discards since the last
pick-up, a seat that took the pile holds what it took until it melds or discards it,
and no world sampled with that memory contradicts the view or the true deal."""

from __future__ import annotations

import dataclasses
import random

import pytest

from app.core.cards import card, cards
from app.games.buraco.bots import BuracoBot, sample_world
from app.games.buraco.engine import (
    DISCARD_EVENT,
    TAKE_PILE_EVENT,
    Buraco,
    Discard,
    Draw,
    PublicEvent,
    TakePile,
)
from app.games.buraco.memory import remember
from app.games.canasta.melds import SET_READING, judge_new

from .helpers import DRAW, PLAY, scenario


def took_the_pile() -> Buraco:
    """Five discards (4C QD TD KH 8D) make the pile; P1 takes it with 8S 8S' (a set of
    eights) and discards QD: he holds 4C TD KH from the pile, the pile is QD."""
    state = scenario(
        hand="4C 9D KS 5H 6D 8D",
        others={1: "8S 8S' QD JC 3H", 2: "TD 6C 4H 7C 3D", 3: "KH 5S 9C JD 3C"},
        stock="AD AH AS AC 5D 5C 6S 6H 7D 7S",
        phase=PLAY,
    )
    for action in [
        Discard(card("4C")),
        Draw(),
        Discard(card("QD")),
        Draw(),
        Discard(card("TD")),
        Draw(),
        Discard(card("KH")),
        Draw(),
        Discard(card("8D")),
        TakePile(tuple(cards("8D 8S 8S'")), SET_READING),
        Discard(card("QD")),
    ]:
        state.play(action)
    return state


def test_the_log_records_discards_and_the_pick_up_for_every_seat_alike() -> None:
    state = took_the_pile()
    log = state.view(0).log
    assert [e.kind for e in log] == [DISCARD_EVENT] * 5 + [TAKE_PILE_EVENT, DISCARD_EVENT]
    assert log[5] == PublicEvent(log[5].turn, 1, TAKE_PILE_EVENT, card("8D"), 5)
    assert [e.card for e in log if e.kind == DISCARD_EVENT] == cards("4C QD TD KH 8D QD")
    assert all(state.view(s).log == log for s in range(4))


def test_a_seat_that_took_the_pile_is_dealt_its_known_cards_in_every_world() -> None:
    state = took_the_pile()
    assert state.pile == cards("QD")
    for seat in (0, 2, 3):
        view = state.view(seat)
        memory = remember(view)
        assert set(memory.held[1]) == set(cards("4C TD KH"))
        assert memory.pile == tuple(cards("QD"))
        rng = random.Random(seat)
        for _ in range(20):
            world = sample_world(view, rng)
            assert set(cards("4C TD KH")) <= set(world.hands[1])
            assert world.pile == cards("QD")
            assert world.view(seat) == view


def test_a_remembered_card_leaves_the_hand_when_melded_and_duplicates_do_not_mix() -> None:
    view = took_the_pile().view(0)
    team_b = 1

    def with_meld(text: str):
        meld = judge_new(cards(text), view.options.family, (), team_b)
        assert not isinstance(meld, Exception)
        return dataclasses.replace(view, melds=(*view.melds, meld))

    # KH' is the other deck's king: it says nothing of the KH that P1 took.
    assert card("KH") in remember(with_meld("QH' KH' AH")).held[1]
    assert card("KH") not in remember(with_meld("QH KH AH")).held[1]


def test_a_hand_made_pile_below_the_log_is_dealt_at_random() -> None:
    state = scenario(hand="4C 8D KS 5H 3D QH", pile="6C JS 7H", phase=PLAY)
    assert state.view(2).log == ()  # a position set up by hand: nothing was seen before
    state.play(Discard(card("4C")))
    view = state.view(2)
    assert remember(view).pile == (card("4C"),)
    bottoms = set()
    rng = random.Random(1)
    for _ in range(20):
        world = sample_world(view, rng)
        assert len(world.pile) == 4 and world.pile[-1] == card("4C")
        assert world.view(2) == view
        bottoms.add(tuple(world.pile[:-1]))
    assert len(bottoms) > 1  # what was not seen is not pretended known


@pytest.mark.parametrize("seed", [3, 8])
def test_memory_never_contradicts_the_deal(seed: int) -> None:
    """Through whole deals of normal bots: every seat's remembered cards are where the
    true state has them, the pile is known exactly, and every world matches the view."""
    state = Buraco.new(seed=seed)
    bots = [BuracoBot("normal", f"{seed}:{s}") for s in range(4)]
    rng = random.Random(seed)
    known = 0
    steps = 0
    while state.to_play is not None:
        if steps % 3 == 0:
            for seat in range(4):
                view = state.view(seat)
                memory = remember(view)
                assert list(memory.pile) == state.pile  # no up-card: every discard seen
                for s, held in enumerate(memory.held):
                    assert set(held) <= set(state.hands[s])
                    known += len(held)
                world = sample_world(view, rng)
                assert world.pile == state.pile
                assert world.view(seat) == view
                assert sorted(world.all_cards()) == sorted(state.all_cards())
        seat = state.to_play
        state.play(bots[seat].choose(state.view(seat)))
        steps += 1
    assert known > 0  # the deal had pick-ups to remember


def test_bu_5_11_a_pick_up_of_a_pile_never_seen_leaves_nothing_known() -> None:
    # a hand-made pile: nobody saw its cards land, so what P0 takes with it is unknown
    state = scenario(hand="7S 8S KD QC", pile="6C JS 9S", phase=DRAW)
    state.play(TakePile(tuple(cards("9S 7S 8S"))))
    memory = remember(state.view(2))
    assert memory.held == ((), (), (), ()) and memory.pile == ()


def test_bu_5_11_a_log_that_contradicts_the_view_is_not_trusted() -> None:
    view = took_the_pile().view(0)
    assert set(remember(view).held[1]) == set(cards("4C TD KH"))
    counts = list(view.hand_counts)
    counts[1] = 3  # P1 holds exactly the three remembered cards: still trusted
    assert len(remember(dataclasses.replace(view, hand_counts=tuple(counts))).held[1]) == 3
    counts[1] = 2  # fewer cards than he is remembered to hold
    assert remember(dataclasses.replace(view, hand_counts=tuple(counts))).held[1] == ()
    # a card he is remembered to hold is in the seat's own hand, or its pending muerto
    mine = dataclasses.replace(view, hand=(*view.hand, card("KH")))
    assert remember(mine).held[1] == ()
    pending = dataclasses.replace(view, pending=(card("TD"),))
    assert remember(pending).held[1] == ()
