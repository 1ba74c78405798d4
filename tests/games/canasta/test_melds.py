"""The canasta family's shared meld rules, proven for both games: Buraco (§5.3) and the
pure meld judgements of Mano y Pie (§4.3, HF-T04/T05/T06/T11/T12/T24)."""

from __future__ import annotations

import dataclasses

import pytest

from app.core.cards import card, cards
from app.core.engine import IllegalMove
from app.games.buraco.rules import BuracoOptions
from app.games.canasta.melds import (
    ALL_WILD,
    BURACO_FAMILY,
    CLEAN,
    DIRTY,
    MANO_Y_PIE_FAMILY,
    THOUSAND,
    TeamMeld,
    completed_kind,
    judge_lay_off,
    judge_new,
    lay_off_readings,
    open_meld_of_rank,
)
from app.games.canasta.packets import (
    PENDING,
    STOCK,
    UNTAKEN,
    PacketFate,
    next_stock_packet,
    packet_for,
    team_packet,
)
from app.games.canasta.pickup import (
    BURACO_PICKUP,
    MANO_Y_PIE_PICKUP,
    pickup_problem,
    split_pile,
)
from app.games.canasta.scoring import TeamTally, book_bonuses, count_books, melded_points

HF = MANO_Y_PIE_FAMILY
BU = BURACO_FAMILY


def meld(text: str, rules=HF, reading=()) -> TeamMeld:
    m = judge_new(cards(text), rules, reading)
    assert isinstance(m, TeamMeld), m
    return m


def test_hf_t04_threes_never_meld() -> None:
    for text in ("3S 3C 3S'", "3H 3D 3H'"):
        problem = judge_new(cards(text), HF)
        assert isinstance(problem, IllegalMove) and problem.code == "three_not_meldable"


def test_hf_t05_naturals_at_least_twice_the_wilds() -> None:
    groups = [
        "8S 8H JK",
        "8S 8H JK 2C",
        "8S 8H 8D JK 2C",
        "8S 8H 8D 8C JK 2C",
        "8S 8H 8D 8C 8S' JK 2C",
        "8S 8H 8D 8C JK 2C 2D",
    ]
    legal = [isinstance(judge_new(cards(g), HF), TeamMeld) for g in groups]
    assert legal == [True, False, False, True, True, False]
    assert completed_kind(meld(groups[4]), HF) == DIRTY


def test_hf_t06_wild_melds() -> None:
    wild = meld("JK 2C 2D")
    assert wild.kind == "wild"
    grown = judge_lay_off(wild, cards("JK' 2H 2S 2C'"), HF)
    assert not isinstance(grown, IllegalMove)
    assert completed_kind(grown.meld, HF) == ALL_WILD
    assert isinstance(judge_new(cards("JK 2C 8S"), HF), IllegalMove)
    assert meld("8S 8H JK").kind == "set"
    # a natural card never joins a wild meld
    assert lay_off_readings(wild, cards("8S"), HF) == []


def test_hf_t11_one_incomplete_meld_per_rank() -> None:
    queens = TeamMeld(0, "set", tuple(cards("QS QH QD")), rank=12)
    assert open_meld_of_rank([queens], 0, 12, HF) is queens
    book = TeamMeld(0, "set", tuple(cards("QS QH QD QC QS' QH' QD'")), rank=12)
    assert open_meld_of_rank([book], 0, 12, HF) is None
    assert open_meld_of_rank([queens], 1, 12, HF) is None


def test_hf_t12_books_are_closed() -> None:
    book = meld("7S 7H 7D 7C 7S' 7H' 7D'")
    assert completed_kind(book, HF) == CLEAN
    assert judge_lay_off(book, cards("7C'"), HF).code == "book_closed"
    assert judge_lay_off(book, cards("JK"), HF).code == "book_closed"


def test_hf_t24_ratio_after_each_addition() -> None:
    eights = meld("8S 8H 8D")
    dirty = judge_lay_off(eights, cards("JK"), HF)
    assert not isinstance(dirty, IllegalMove)
    assert isinstance(judge_lay_off(dirty.meld, cards("2C"), HF), IllegalMove)


def test_buraco_sets_never_complete_but_runs_do() -> None:
    assert completed_kind(meld("8S 8H 8D 8C 8S' 8H' 8D'", BU), BU) is None
    run = meld("3H 4H 5H 6H 7H 8H 9H", BU)
    assert completed_kind(run, BU) == CLEAN
    assert completed_kind(run, HF) is None  # Mano y Pie completes no run


def test_lay_off_onto_a_set_keeps_its_wild_in_place() -> None:
    sevens = meld("7C 7D JK", BU)
    grown = judge_lay_off(sevens, cards("7H"), BU)
    assert grown.meld.cards == tuple(cards("7C 7D JK 7H"))
    assert isinstance(judge_lay_off(sevens, cards("2C"), BU), IllegalMove)  # a second wild
    assert isinstance(judge_lay_off(sevens, cards("8C"), BU), IllegalMove)


def test_relocation_needs_a_free_end() -> None:
    full = meld("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS JK", BU, tuple(range(1, 14)))
    # JK stands for KS; the KS takes its place, the joker may only move to the top end
    readings = lay_off_readings(full, cards("KS"), BU)
    assert [(r.wild_end, r.meld.positions[-1]) for r in readings] == [("high", 14)]
    ace_to_ace = meld("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS JK AS'", BU, tuple(range(1, 15)))
    assert lay_off_readings(ace_to_ace, cards("KS"), BU) == []


def test_pickup_shapes() -> None:
    pile = cards("4C 9D 7S 3H 8S")
    taken, left = split_pile(pile, BURACO_PICKUP)
    assert taken == pile and left == []
    ten = cards("4C 5C 6C 7C 8C 9C TC JC QC KC")
    taken, left = split_pile(ten, MANO_Y_PIE_PICKUP)
    assert len(taken) == 7 and left == ten[:3] and taken[-1] == ten[-1]
    hand = cards("6S 7S'")
    assert pickup_problem(pile, hand, cards("8S 6S 7S'"), BURACO_PICKUP) is None
    assert pickup_problem(pile, hand, cards("8S 6S 7S"), BURACO_PICKUP).code == "not_from_hand"
    assert pickup_problem(pile, hand, cards("6S 7S'"), BURACO_PICKUP).code == "top_card_not_melded"
    assert pickup_problem([], hand, [], BURACO_PICKUP).code == "pile_empty"
    nines = cards("4C 9D")
    assert pickup_problem(nines, cards("9S 9H"), cards("9D 9S 9H"), MANO_Y_PIE_PICKUP) is None
    assert pickup_problem(nines, cards("9S JK"), cards("9D 9S JK"), MANO_Y_PIE_PICKUP).code == (
        "needs_matching_cards"
    )
    assert pickup_problem(
        cards("3S"), cards("3C 3S'"), cards("3S 3C 3S'"), MANO_Y_PIE_PICKUP
    ).code == ("pile_blocked")
    jokers = cards("4C JK")
    assert (
        pickup_problem(jokers, cards("JK' JK''"), cards("JK JK' JK''"), MANO_Y_PIE_PICKUP) is None
    )
    assert pickup_problem(jokers, cards("JK' 2C"), cards("JK JK' 2C"), MANO_Y_PIE_PICKUP).code == (
        "needs_matching_cards"
    )


def test_packets() -> None:
    fates = [PacketFate(0), PacketFate(1)]
    assert packet_for(fates, 0) == 0 and next_stock_packet(fates) == 1
    fates[0] = fates[0].taken_by(2, 0, pending=True)
    assert fates[0].state == PENDING and team_packet(fates, 0) == fates[0]
    assert packet_for(fates, 0) is None and packet_for(fates, 1) == 1
    fates[1] = fates[1].as_stock()
    assert fates[1].state == STOCK and packet_for(fates, 1) is None
    assert next_stock_packet(fates) is None
    feet = [PacketFate(0, owner=0), PacketFate(1, owner=1)]
    assert packet_for(feet, 1, seat=1) == 1 and next_stock_packet(feet) is None
    assert feet[0].state == UNTAKEN


def test_team_scoring_pieces() -> None:
    melds = [meld("KS KH KD KC KS' KH' KD'")]
    melds.append(TeamMeld(1, "set", tuple(cards("9S 9H 9D")), rank=9))

    def value(c) -> int:
        return 10

    assert melded_points(melds, 0, value) == 70 and melded_points(melds, 1, value) == 30
    assert book_bonuses(melds, 0, HF, {CLEAN: 500, DIRTY: 300, ALL_WILD: 1500}) == 500
    assert count_books(melds, 0, HF) == {CLEAN: 1}
    tally = TeamTally(0, (("melds", 70), ("books", 500), ("held", -20)))
    assert tally.total == 550 and tally.line("held") == -20


def test_feet_are_owned_per_seat() -> None:
    # Mano y Pie: each partner has his own foot, whatever the other took
    feet = [PacketFate(s, owner=s, team=s % 2) for s in range(4)]
    feet[0] = feet[0].taken_by(0, 0, pending=False)
    assert packet_for(feet, 0, seat=2) == 2 and packet_for(feet, 0, seat=0) is None
    muertos = [PacketFate(0), PacketFate(1)]
    muertos[0] = muertos[0].taken_by(0, 0, pending=False)
    assert packet_for(muertos, 0) is None  # Buraco: one muerto per team


def test_wild_ratio_is_data() -> None:
    loose = dataclasses.replace(HF, meld_rules=dataclasses.replace(HF.meld_rules, natural_ratio=1))
    strict = dataclasses.replace(HF, meld_rules=dataclasses.replace(HF.meld_rules, natural_ratio=3))
    assert isinstance(judge_new(cards("8S 8H JK 2C"), loose), TeamMeld)
    assert isinstance(judge_new(cards("8S 8H 8D JK"), strict), TeamMeld)
    assert isinstance(judge_new(cards("8S 8H JK"), strict), IllegalMove)


# ------------------------------------------------ rule lines no scenario pinned (mutation run)

BU2 = BuracoOptions(max_wilds_per_meld=2).family


def test_bu_5_3_a_lay_off_names_a_new_card_once() -> None:
    run = meld("4S 5S 6S", BU)
    assert lay_off_readings(run, [], BU) == []
    assert lay_off_readings(run, cards("7S 7S"), BU) == []  # the same card twice
    assert lay_off_readings(run, cards("6S 7S"), BU) == []  # a card already in the meld
    assert lay_off_readings(run, cards("7S"), BU) != []


def test_hf_t12_a_book_offers_no_lay_off_reading() -> None:
    book = meld("KS KH KD KC KS' KH' KD'")
    assert lay_off_readings(book, cards("KC'"), HF) == []
    assert lay_off_readings(book, cards("JK"), HF) == []
    six = meld("KS KH KD KC KS' KH'")
    assert len(lay_off_readings(six, cards("KC'"), HF)) == 1


def test_bu_5_3_an_ace_lays_off_low_or_high_and_a_wild_card_may_stand_for_the_low_ace() -> None:
    low = meld("2S 3S 4S", BU, (2, 3, 4))  # 2S natural in place
    assert [r.positions for r in lay_off_readings(low, cards("AS"), BU)] == [(1,)]
    assert [r.positions for r in lay_off_readings(low, cards("JK"), BU)] == [(1,), (5,)]
    high = meld("JH QH KH", BU)
    assert [r.positions for r in lay_off_readings(high, cards("AH"), BU)] == [(14,)]
    assert [r.positions for r in lay_off_readings(high, cards("JK"), BU)] == [(10,), (14,)]


def test_bu_a8_a_wild_card_never_takes_another_wild_cards_place() -> None:
    # with two wild cards allowed, a 2 of another suit goes to an end, never where the
    # joker stands (only a natural card relocates a wild card)
    run = meld("4S JK 6S", BU2)
    readings = lay_off_readings(run, cards("2H"), BU2)
    assert [(r.positions, r.wild_end) for r in readings] == [((3,), None), ((7,), None)]


def test_bu_a22_an_ambiguous_relocation_lists_both_ends_high_first() -> None:
    problem = judge_lay_off(meld("4S JK 6S", BU), cards("5S"), BU)
    assert problem.code == "ambiguous_lay_off"
    assert problem.params["readings"] == [[[5], "high"], [[5], "low"]]


def test_0_4_a_reading_names_one_position_per_card() -> None:
    problem = judge_new(cards("4S 5S 6S"), BU, (4, 5))
    assert isinstance(problem, IllegalMove) and problem.code == "bad_positions"
    lay = judge_lay_off(meld("4S 5S 6S", BU), cards("7S"), BU, positions=(7, 8))
    assert isinstance(lay, IllegalMove) and lay.code == "bad_positions"


def test_0_4_an_ambiguous_group_or_a_card_twice_is_refused_with_its_code() -> None:
    problem = judge_new(cards("5H 6H JK"), BU)
    assert isinstance(problem, IllegalMove) and problem.code == "ambiguous_meld"
    assert problem.params["readings"] == [[5, 6, 4], [5, 6, 7]]
    twice = judge_new(cards("7C 7C 7D"), BU)
    assert isinstance(twice, IllegalMove) and twice.code == "card_twice"


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("5H 6H", "group_too_short"),
        ("5H 6S 7H", "not_a_meld"),
        ("7C 8C 7D", "not_a_meld"),
        ("5H 7H 9H", "not_a_run"),
        ("2S 3S JK 7S", "not_a_run"),  # the 2S may be natural in place: one wild card
        ("2S 4S JK 8S", "not_a_run"),
        ("2S 3S JK 2H 7S", "too_many_wilds"),  # the 2H is wild whatever the 2S is
        ("7C 7D JK 2S", "too_many_wilds"),
        ("5D JK 7D 2C 9D", "too_many_wilds"),  # BU-T05: two wild cards
    ],
)
def test_bu_5_3_why_a_group_is_no_meld(text: str, code: str) -> None:
    problem = judge_new(cards(text), BU)
    assert isinstance(problem, IllegalMove) and problem.code == code, problem


def test_bu_a4_with_two_wild_cards_a_run_of_twos_takes_its_natural_twos_suit() -> None:
    run = meld("JK 2S 2H", BU2, (1, 2, 3))  # 2S natural at position 2
    assert run.suit == "S" and run.wild_count(BU2) == 2
    assert [r.positions for r in lay_off_readings(run, cards("4S"), BU2)] == [(4,)]
    assert lay_off_readings(run, cards("4H"), BU2) == []
    low_two = meld("2H 2S JK", BU2, (1, 2, 3))  # 2H wild as the ace, 2S natural
    assert low_two.suit == "S"


def test_bu_a16_the_first_of_two_aces_reads_low_the_second_high() -> None:
    text = "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC"
    for first, second in (("AC", "AC'"), ("AC'", "AC")):
        run = meld(f"{first} {text} {second}", BU)
        assert run.positions == tuple(range(1, 15))
        assert (run.cards[0], run.cards[-1]) == (card(first), card(second))


def test_bu_a5_a_de_mil_scores_the_thousand_alone_unless_told() -> None:
    de_mil = meld("AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC'", BU)
    values = {CLEAN: 200, DIRTY: 100, THOUSAND: 1000}
    assert book_bonuses([de_mil], 0, BU, values) == 1000
    assert book_bonuses([de_mil], 0, BU, values, cumulative_thousand=True) == 1200


def test_0_4_a_pick_up_names_each_hand_card_once() -> None:
    pile = cards("4C 9D")
    problem = pickup_problem(pile, cards("9S 9H"), cards("9D 9S 9S"), MANO_Y_PIE_PICKUP)
    assert problem is not None and problem.code == "card_twice"
