"""No Scala 40 deal runs forever (decision S40-A22): a deal in which no card from a hand
reaches the table for 2 turns per card of the pack is void; options no hand could ever
win with are refused."""

from __future__ import annotations

import pytest

from app.core.cards import cards
from app.core.options import OptionError
from app.games.scala40.engine import STALL_TURNS_PER_CARD, Discard, DrawStock, LayOff, Scala40
from app.games.scala40.rules import Scala40Options

from .helpers import scenario


def draw_and_throw(state: Scala40) -> None:
    """The player on turn draws from the stock and discards the card he drew."""
    state.play(DrawStock())
    state.play(Discard(state.hands[state.to_play][-1]))


def idle_deal(**options) -> Scala40:
    """Two players whose hands can never meld, drawing and discarding (the stock is
    recycled without a shuffle, so this would go on for ever)."""
    return Scala40.from_position(
        hands=[cards("2S 5H 9D KC 7S"), cards("3H 6D TC QS 8H")],
        stock=cards("4C 8D JS AH 6C"),
        discard=cards("2D"),
        options={"num_players": 2, **options},
        turn=8,
    )


def test_a_deal_where_nothing_reaches_the_table_is_void_after_two_turns_a_card() -> None:
    state = idle_deal()
    limit = STALL_TURNS_PER_CARD * state.options.pack.size
    assert state.stall_limit == limit == 212
    for turn in range(limit - 1):
        draw_and_throw(state)
        assert state.result is None, turn
        assert state.idle_turns == turn + 1
    draw_and_throw(state)
    assert state.to_play is None and state.result is not None
    assert state.result.reason == "void" and state.result.winner is None
    assert not state.result.closed_in_hand
    assert state.result.payments == (0, 0), "a void deal costs nobody anything"


def test_four_jokers_make_the_pack_and_the_limit_larger() -> None:
    assert idle_deal(jokers=4).stall_limit == 2 * 108


def test_a_card_reaching_the_table_starts_the_count_again() -> None:
    state = scenario(
        hand="8S 2D KH",
        table="5S 6S 7S",
        stock="KD QH 9C 4D",
        opened=True,
        options={"num_players": 2},
        others=["3H 6D TC QS 8H"],
    )
    state.idle_turns = state.stall_limit - 1
    state.play(LayOff(cards("8S")[0], 0))
    state.play(Discard(cards("2D")[0]))
    assert state.result is None and state.idle_turns == 0
    draw_and_throw(state)
    assert state.idle_turns == 1


def test_the_count_survives_a_replay() -> None:
    """The stall rule is part of the deal: a replayed deal ends void at the same action."""
    state = Scala40.new(Scala40Options(num_players=2, opening_min=143), seed=9)
    while state.to_play is not None:
        draw_and_throw(state)
    assert state.result.reason == "void"
    again = state.replay_record().run(Scala40.new)
    assert again.result == state.result and again.turn == state.turn


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"opening_min": 200}, "can never be reached: 13 cards are worth at most 143"),
        ({"opening_min": 144}, "at most 143"),
        ({"hand_size": 4, "opening_min": 45}, "4 cards are worth at most 44"),
        ({"hand_size": 2}, "at least 3"),
        ({"hand_size": 1}, "at least 3"),
    ],
)
def test_options_no_hand_can_ever_win_with_are_refused(options, words) -> None:
    with pytest.raises(OptionError) as raised:
        Scala40Options(**options)
    assert words in str(raised.value)


def test_the_limits_themselves_are_playable() -> None:
    Scala40Options(opening_min=143)
    Scala40Options(hand_size=3, opening_min=33)
    # Closing in hand without the minimum: every opening minimum can be won that way.
    Scala40Options(opening_min=500, close_in_hand_requires_min=False)
