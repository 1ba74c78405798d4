"""Core helpers for laid melds (judge as laid, lay off, exchange a joker) and seat order."""

from __future__ import annotations

from dataclasses import replace

from app.core.cards import card, cards
from app.core.engine import IllegalMove
from app.core.melds import (
    HIGH,
    LOW,
    SCALA40_MELDS,
    all_readings,
    exchange_joker,
    extend,
    judge_laid,
)
from app.core.seats import next_active, others_in_order, seat_after, seats_from


def test_judge_laid_places_the_joker_by_the_order_it_was_laid_in() -> None:
    run = judge_laid(cards("9S JK JS"), SCALA40_MELDS)
    assert run.kind == "run" and run.positions == (9, 10, 11)
    high = judge_laid(cards("QH KH JK"), SCALA40_MELDS)
    assert high.positions == (12, 13, 14)
    assert judge_laid(cards("9C 9D JK"), SCALA40_MELDS).kind == "set"
    assert isinstance(judge_laid(cards("5H JK JK' 8H"), SCALA40_MELDS), IllegalMove)
    assert judge_laid(cards("7H 7H' 7S"), SCALA40_MELDS).code == "repeated_suit"


def test_extend_lays_off_at_either_end_of_a_run_and_grows_a_set() -> None:
    run = judge_laid(cards("5S 6S 7S"), SCALA40_MELDS)
    assert extend(run, card("4S"), LOW, SCALA40_MELDS).cards == tuple(cards("4S 5S 6S 7S"))
    assert extend(run, card("8S"), HIGH, SCALA40_MELDS).positions == (5, 6, 7, 8)
    assert isinstance(extend(run, card("8S"), LOW, SCALA40_MELDS), IllegalMove)
    top = judge_laid(cards("QS KS AS"), SCALA40_MELDS)
    assert extend(top, card("2S"), HIGH, SCALA40_MELDS).code == "run_out_of_range"
    trio = judge_laid(cards("9C 9D 9H"), SCALA40_MELDS)
    assert len(extend(trio, card("9S"), HIGH, SCALA40_MELDS).cards) == 4
    assert isinstance(extend(trio, card("9C'"), HIGH, SCALA40_MELDS), IllegalMove)


def test_exchange_joker_needs_the_exact_card_it_stands_for() -> None:
    run = judge_laid(cards("5H JK 7H"), SCALA40_MELDS)
    meld, joker = exchange_joker(run, card("6H"))
    assert meld.cards == tuple(cards("5H 6H 7H")) and joker == card("JK")
    assert exchange_joker(run, card("6D")).code == "not_the_joker_card"
    assert exchange_joker(run, card("JK'")).code == "exchange_needs_natural"
    trio = judge_laid(cards("9C 9D JK"), SCALA40_MELDS)
    assert exchange_joker(trio, card("9S"))[1] == card("JK")
    assert exchange_joker(trio, card("9C'")).code == "not_the_joker_card"
    plain = judge_laid(cards("5S 6S 7S"), SCALA40_MELDS)
    assert exchange_joker(plain, card("5S'")).code == "no_joker_in_meld"


def test_seat_order_skips_seats_that_are_out() -> None:
    assert seats_from(0, [True] * 4) == [1, 2, 3, 0]
    assert seats_from(3, [True, False, True, True]) == [0, 2, 3]
    assert next_active(0, [True, False, True, True]) == 2
    assert next_active(3, [False, True, False, True]) == 1


def test_seat_after_and_the_others_follow_the_direction_of_play() -> None:
    assert seat_after(0, 4) == 1 and seat_after(0, 4, -1) == 3
    assert others_in_order(1, 4, -1) == [0, 3, 2]
    assert others_in_order(5, 6) == [0, 1, 2, 3, 4]


def test_judge_laid_names_the_problem_of_a_group_that_is_no_meld() -> None:
    s40 = SCALA40_MELDS
    assert judge_laid(cards("5H 9C KD"), s40).code == "not_a_meld"
    assert judge_laid(cards("5H 9C JK"), s40).code == "not_a_meld"
    assert judge_laid(cards("5H 9C JK JK'"), s40).code == "too_many_wilds"
    assert judge_laid(cards("7H 7H' JK"), s40).code == "repeated_suit"


def test_s40_a6_judge_laid_reads_one_natural_and_jokers_as_the_player_chose() -> None:
    """`max_jokers_per_meld = unlimited` (S40-A6): one natural and two jokers are a set or
    a run, and only the player's reading says which (RULES.md §0.4: the engine never
    guesses); a group too large for a set (5 cards) has one reading, a run in laid order."""
    free = replace(SCALA40_MELDS, max_wilds=None)
    ambiguous = judge_laid(cards("9C JK JK'"), free)
    assert ambiguous == IllegalMove(
        "ambiguous_meld", group=cards("9C JK JK'"), readings=["set", "run"]
    )
    trio = judge_laid(cards("9C JK JK'"), free, "set")
    assert trio.kind == "set" and trio.rank == 9
    high = judge_laid(cards("9C JK JK'"), free, "run")
    assert high.kind == "run" and high.suit == "C" and high.positions == (9, 10, 11)
    five = cards("9C JK JK' JK'' JK'''")
    run = judge_laid(five, free)
    assert run.kind == "run" and run.suit == "C" and run.positions == (9, 10, 11, 12, 13)
    assert judge_laid(five, free, "run") == run
    assert judge_laid(five, free, "set").code == "set_too_large"
    # A reading the cards as laid cannot have is refused by the problem of that kind.
    assert judge_laid(cards("JK JK' 9C"), free, "run").positions == (7, 8, 9)
    assert judge_laid(cards("9C 9D JK"), SCALA40_MELDS, "run").code == "not_a_run"
    assert judge_laid(cards("5S 6S 7S"), SCALA40_MELDS, "set").code == "mixed_ranks"
    assert judge_laid(cards("5S 6S 7S"), SCALA40_MELDS, "trio").code == "unknown_reading"


def test_s40_a6_all_readings_lists_the_set_and_every_run_position() -> None:
    """The readings an interface offers for cards in any order (RULES.md §0.4, S40-A6):
    the set, then the runs from the lowest; each run in order, jokers where they stand."""
    two = replace(SCALA40_MELDS, max_wilds=2)
    readings = all_readings(cards("QH JK JK'"), two)
    assert [(m.kind, m.positions) for m in readings] == [
        ("set", None),
        ("run", (10, 11, 12)),
        ("run", (11, 12, 13)),
        ("run", (12, 13, 14)),
    ]
    assert [m.cards for m in readings[1:]] == [
        tuple(cards("JK JK' QH")),
        tuple(cards("JK QH JK'")),
        tuple(cards("QH JK JK'")),
    ]
    one = all_readings(cards("6H JK 5H"), SCALA40_MELDS)
    assert [(m.cards, m.positions) for m in one] == [
        (tuple(cards("JK 5H 6H")), (4, 5, 6)),
        (tuple(cards("5H 6H JK")), (5, 6, 7)),
    ]
    # The ace goes low or high; a gap takes the joker; a set of three has one reading.
    assert [m.positions for m in all_readings(cards("AD JK 2D"), SCALA40_MELDS)] == [(1, 2, 3)]
    assert [m.positions for m in all_readings(cards("KD JK AD"), SCALA40_MELDS)] == [(12, 13, 14)]
    assert [m.positions for m in all_readings(cards("7H JK 5H"), SCALA40_MELDS)] == [(5, 6, 7)]
    assert [m.kind for m in all_readings(cards("9C 9D 9H"), SCALA40_MELDS)] == ["set"]
    assert all_readings(cards("5H 9C JK"), SCALA40_MELDS) == []


def test_extend_reaches_the_ace_at_either_end_and_takes_a_joker_on_a_set() -> None:
    low = judge_laid(cards("2S 3S 4S"), SCALA40_MELDS)
    assert extend(low, card("AS"), LOW, SCALA40_MELDS).positions == (1, 2, 3, 4)
    high = judge_laid(cards("JS QS KS"), SCALA40_MELDS)
    assert extend(high, card("AS"), HIGH, SCALA40_MELDS).positions == (11, 12, 13, 14)
    assert extend(low, card("KS"), LOW, SCALA40_MELDS).code == "not_consecutive"
    trio = judge_laid(cards("9C 9D 9H"), SCALA40_MELDS)
    grown = extend(trio, card("JK"), HIGH, SCALA40_MELDS)
    assert grown.kind == "set" and grown.cards == tuple(cards("9C 9D 9H JK"))
    assert extend(trio, card("8S"), HIGH, SCALA40_MELDS).code == "mixed_ranks"


def test_a_full_set_refuses_any_lay_off_as_too_large() -> None:
    quad = judge_laid(cards("9C 9D 9H 9S"), SCALA40_MELDS)
    assert extend(quad, card("9C'"), HIGH, SCALA40_MELDS).code == "set_too_large"
    assert extend(quad, card("8S"), HIGH, SCALA40_MELDS).code == "set_too_large"
    assert extend(quad, card("JK"), HIGH, SCALA40_MELDS).code == "set_too_large"
