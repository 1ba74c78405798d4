"""Every meld example of RULES.md §1 to §5 against the shared meld primitives."""

from dataclasses import replace

import pytest

from app.core.cards import cards
from app.core.melds import (
    BURACO_MELDS,
    MANO_Y_PIE_MELDS,
    QUITA_Y_PON_MELDS,
    SCALA40_MELDS,
    MeldRules,
    arrange_run,
    check_run,
    check_set,
    classify,
    judge_laid,
    run_positions,
)
from app.core.melds import Meld as MeldValue

QP = QUITA_Y_PON_MELDS
S40 = SCALA40_MELDS
HF = MANO_Y_PIE_MELDS
BU = BURACO_MELDS
ALL_A_TO_A = "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC'"


def valid(text: str, rules: MeldRules) -> bool:
    return isinstance(classify(cards(text), rules), MeldValue)


def run_in_order(text: str, rules: MeldRules) -> bool:
    return run_positions(cards(text), rules) is not None


# ---------------------------------------------------------------- §1 Quita y Pon
@pytest.mark.parametrize(
    ("group", "rules", "ok"),
    [
        ("7H 7H' 7S", QP, True),  # QP-T05: repeated suit in a 3-card set
        ("9S 9S' 9H 9D 9C", QP, True),  # QP-T06
        ("9S 9S' 9H 9D 9C", replace(QP, set_max=4), False),
        ("7H 8H 7S", QP, False),  # QP-T07
        ("AC 2C 3C", QP, True),  # QP-T13
        ("QD KD AD", QP, True),
        ("KH AH 2H", QP, False),  # no wrap by default
        ("KH AH 2H", replace(QP, wraparound=True), True),
        ("JH QH KH AH 2H 3H", replace(QP, wraparound=True), True),
        ("2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH 2H'", replace(QP, wraparound=True), False),
        (ALL_A_TO_A, QP, False),  # QP-T14
        (ALL_A_TO_A, replace(QP, ace_both_ends=True), True),
        ("6C 7C", QP, False),  # QP-T03
        ("3D 4D 5D 6D 7D 8D 9D", QP, True),  # QP-T11
        ("5S' 6S 7S 8S", QP, True),  # QP-T01
        ("7C 7D 7S 7H", QP, True),  # QP-T02
        ("4H 5H 6H", QP, True),  # QP-T12
        ("4H 5H 5H' 6H", QP, False),
        ("JK 5H 6H", QP, False),  # no wild cards in Quita y Pon
    ],
)
def test_quita_y_pon_melds(group: str, rules: MeldRules, ok: bool) -> None:
    assert valid(group, rules) is ok


def test_quita_y_pon_problems_are_named() -> None:
    problem = classify(cards("6C 7C"), QP)
    assert not isinstance(problem, MeldValue) and problem.code == "group_too_short"
    problem = classify(cards("9S 9S' 9H 9D 9C"), replace(QP, set_max=4))
    assert not isinstance(problem, MeldValue) and problem.code == "set_too_large"
    problem = classify(cards(ALL_A_TO_A), QP)
    assert not isinstance(problem, MeldValue) and problem.code == "not_a_run"


# ---------------------------------------------------------------- §2 Scala 40
@pytest.mark.parametrize(
    ("group", "ok"),
    [
        ("7H 7H' 7S", False),  # S40-T05: repeated suit
        ("7H 7S 7D 7C 7H'", False),  # 5-card set
        ("KS AS 2S", False),  # S40-T06
        ("AS 2S 3S", True),
        ("QS KS AS", True),
        ("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS'", False),
        ("QD KD AD", True),  # S40-T01
        ("AC AD AS", True),  # S40-T03
        ("5C 5D 5S 5H", True),  # S40-T21
        ("9C 9D JK", True),  # S40-T13
    ],
)
def test_scala40_melds(group: str, ok: bool) -> None:
    assert valid(group, S40) is ok


def test_scala40_jokers_take_the_position_they_are_laid_in() -> None:
    assert run_positions(cards("9S JK JS"), S40) == [9, 10, 11]  # S40-T04: JK = TS
    assert run_positions(cards("JK 2D 3D"), S40) == [1, 2, 3]
    assert run_positions(cards("QH KH JK"), S40) == [12, 13, 14]  # JK = AH
    assert run_positions(cards("5H JK 7H"), S40) == [5, 6, 7]  # S40-T12
    # S40-T07: two jokers in one meld
    assert run_positions(cards("5H JK JK' 8H"), S40) is None
    assert run_positions(cards("5H JK JK' 8H"), replace(S40, max_wilds=None)) == [5, 6, 7, 8]
    assert check_run(cards("5H JK JK' 8H"), [5, 6, 7, 8], S40).code == "too_many_wilds"


# ---------------------------------------------------------------- §4 Mano y Pie
@pytest.mark.parametrize(
    ("group", "ok"),
    [
        ("3S 3C 3S'", False),  # HF-T04: 3s are never meldable
        ("3H 3D 3H'", False),
        ("8S 8H JK", True),  # HF-T05
        ("8S 8H JK 2C", False),
        ("8S 8H 8D JK 2C", False),
        ("8S 8H 8D 8C JK 2C", True),
        ("8S 8H 8D 8C 8S' JK 2C", True),  # dirty book
        ("8S 8H 8D 8C JK 2C 2D", False),
        ("JK 2C 2D", True),  # HF-T06: wild meld
        ("JK 2C 2D 2H 2S JK' 2C'", True),  # wild book
        ("JK 2C 8D", False),
        ("8S 8H 8D 8C 8S' 8H' 8D' 8C'", False),  # at most 7
        ("7S 7H 7D 7C 7S' 7H' 7D'", True),  # HF-T12: a book of 7 ...
        ("7S 7H 7D 7C 7S' 7H' 7D' 7C'", False),  # ... is closed
        ("7S 7H 7D 7C 7S' 7H' 7D' JK", False),
        ("8S 8H 8D JK", True),  # HF-T24
        ("8S 8H 8D JK 2C", False),
        ("4S 5S 6S", False),  # no runs in Mano y Pie
    ],
)
def test_mano_y_pie_melds(group: str, ok: bool) -> None:
    assert valid(group, HF) is ok


# ---------------------------------------------------------------- §5 Buraco
@pytest.mark.parametrize(
    ("group", "ok"),
    [
        ("3H 4H 5H 6H 7H 8H 9H", True),  # BU-T01
        ("5C 6C 7C 8C 2D TC JC", True),  # BU-T02
        ("AS 2S 3S 4S 5S 6S 7S", True),  # BU-T03: 2S natural
        ("AS 2S 3S 2H 5S", True),  # BU-T04: 2S natural, 2H wild (= 4S)
        ("5D JK 7D 2C 9D", False),  # BU-T05: two wild cards
        (ALL_A_TO_A, True),  # BU-T06
        ("AD 2D 3D JK 5D 6D 7D 8D 9D TD JD QD KD AD'", True),  # BU-T07
        ("7C 7D JK", True),  # BU-T08
        ("7C 7D 2S JK", False),
        ("7C 7C' 7D", True),
        ("2C 2D 2H", False),
        ("QD 2C AD", True),  # BU-T09: 2C = KD
        ("KH AH 2H 3H", False),  # BU-T10 (a)
        ("2S 3S 4S 5S' 6S", True),  # BU-T22
        ("8C 8C' 8D 8D' 8H 8S 8S'", True),  # BU-T25: a legal set
        ("JS QS KS", True),  # §5.7 example
    ],
)
def test_buraco_melds_in_laid_order(group: str, ok: bool) -> None:
    assert (
        run_in_order(group, BU) or check_set(cards(group), BU) is None
        if ok
        else not (run_in_order(group, BU) or check_set(cards(group), BU) is None)
    )


def test_buraco_positions_and_wild_flags() -> None:
    # BU-T10 (b): KH AH 2H read as 13, 14, 15 wraps; (c) 2H KH AH is Q-K-A.
    assert check_run(cards("KH AH 2H"), [13, 14, 15], BU).code == "run_wraps"
    assert run_positions(cards("2H KH AH"), BU) == [12, 13, 14]
    seq = cards("AS 2S 3S 2H 5S")
    pos = run_positions(seq, BU)
    assert pos == [1, 2, 3, 4, 5]
    meld = MeldValue("run", tuple(seq), suit="S", positions=tuple(pos))
    assert meld.wild_flags == (False, False, False, True, False)
    # BU-T22: after relocation the 2S sits at position 2 and the run is clean.
    seq = cards("2S 3S 4S 5S' 6S")
    meld = MeldValue("run", tuple(seq), suit="S", positions=(2, 3, 4, 5, 6))
    assert meld.wild_count == 0
    # One wild per meld: joker plus a wild 2 is refused; a natural 2 plus a wild 2 is not.
    assert check_run(cards("5D JK 7D 2C 9D"), [5, 6, 7, 8, 9], BU).code == "too_many_wilds"


def test_arrange_run_fills_gaps_and_extends_upward() -> None:
    assert arrange_run(cards("5H 6H JK"), S40) == (cards("5H 6H JK"), [5, 6, 7])
    assert arrange_run(cards("KH QH JK"), S40) == (cards("QH KH JK"), [12, 13, 14])
    assert arrange_run(cards("AH QH JK"), S40) == (cards("QH JK AH"), [12, 13, 14])
    assert arrange_run(cards("4S JK 6S"), BU) == (cards("4S JK 6S"), [4, 5, 6])


def test_set_rules_name_the_problem() -> None:
    assert check_set(cards("7H 7H' 7S"), S40).code == "repeated_suit"
    assert check_set(cards("7H 7S 7D 7C 7H'"), S40).code == "set_too_large"
    assert check_set(cards("3S 3C 3S'"), HF).code == "rank_not_meldable"
    assert check_set(cards("JK 2C 8D"), HF).code == "too_many_wilds"
    assert check_set(cards("2C 2D 2H"), BU).code == "no_natural_card"


def test_max_run_is_13_unless_the_ace_may_end_both_ends() -> None:
    """RULES.md §0.5 items 4-6: a run spans at most 13 positions, 14 (A ... K A) only
    where an ace may stand at both ends; with wrap-around (QP-A2) a run has at most 13
    cards and `ace_both_ends` has no effect."""
    assert QP.max_run == 13 and S40.max_run == 13
    assert replace(QP, ace_both_ends=True).max_run == 14 and BU.max_run == 14
    assert replace(QP, wraparound=True).max_run == 13
    assert replace(QP, wraparound=True, ace_both_ends=True).max_run == 13


# ---------------------------------------------------------------- the primitives one by one
# Each check names its own problem, also where no preset of today's games reaches it
# (the draw-and-discard games after Scala 40 build on the same primitives).


def test_wild_flags_and_count_of_a_set() -> None:
    """A set's wild cards are those whose rank is not the set's (RULES.md §0.4)."""
    meld = classify(cards("7H JK 7S 7D 7C 2C"), HF)
    assert isinstance(meld, MeldValue) and meld.kind == "set" and meld.rank == 7
    assert meld.wild_flags == (False, True, False, False, False, True)
    assert meld.wild_count == 2
    plain = classify(cards("7H 7S 7D"), QP)
    assert isinstance(plain, MeldValue) and plain.rank == 7
    assert plain.wild_flags == (False, False, False) and plain.wild_count == 0
    first_wild = classify(cards("JK 9C 9D"), S40)
    assert isinstance(first_wild, MeldValue) and first_wild.rank == 9


def test_sets_or_runs_switched_off_are_refused_by_name() -> None:
    assert check_set(cards("7H 7S 7D"), replace(QP, sets=False)).code == "sets_not_allowed"
    assert check_run(cards("5H 6H 7H"), [5, 6, 7], HF).code == "runs_not_allowed"


def test_too_short_groups_are_refused_by_both_checks() -> None:
    assert check_set(cards("7H 7S"), QP).code == "group_too_short"
    assert check_run(cards("5H 6H"), [5, 6], QP).code == "group_too_short"
    assert judge_laid(cards("7H 7S"), S40).code == "group_too_short"
    assert judge_laid(cards("5H 6H"), S40).code == "group_too_short"


def test_wild_cards_refused_where_the_rules_allow_none() -> None:
    no_wilds = replace(S40, max_wilds=0)
    assert check_set(cards("7H 7S JK"), no_wilds).code == "wild_not_allowed"
    assert check_run(cards("5H JK 7H"), [5, 6, 7], no_wilds).code == "wild_not_allowed"


def test_a_run_longer_than_the_maximum_size_is_refused() -> None:
    four = replace(QP, max_size=4)
    assert check_run(cards("5H 6H 7H 8H"), [5, 6, 7, 8], four) is None
    assert check_run(cards("5H 6H 7H 8H 9H"), [5, 6, 7, 8, 9], four).code == "meld_too_long"


def test_check_run_needs_consecutive_positions_to_the_last_card() -> None:
    assert check_run(cards("3H 4H 6H"), [3, 4, 6], QP).code == "not_consecutive"
    assert check_run(cards("3H 4H 5H 7H"), [3, 4, 5, 7], QP).code == "not_consecutive"
    assert check_run(cards("3H 4H 5H 6H"), [3, 4, 5, 6], QP) is None


def test_check_run_names_each_problem() -> None:
    assert check_run(cards("AH 2H 3H"), [0, 1, 2], QP).code == "run_out_of_range"
    assert check_run(cards("5H 6S 7H"), [5, 6, 7], QP).code == "mixed_suits"
    assert check_run(cards("5H 8H 7H"), [5, 6, 7], QP).code == "not_consecutive"
    free = replace(S40, max_wilds=None)
    assert check_run(cards("JK JK' JK''"), [3, 4, 5], free).code == "no_natural_card"


def test_a_wrapped_run_holds_at_most_13_cards() -> None:
    wrap = replace(QP, wraparound=True)
    hearts = "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"
    assert check_run(cards(hearts), list(range(2, 15)), wrap) is None
    problem = check_run(cards(hearts + " 2H'"), list(range(2, 16)), wrap)
    assert problem.code == "run_too_long" and problem.params["maximum"] == 13


def test_a_two_in_its_place_is_natural_only_where_the_rules_say() -> None:
    """Buraco (§5.3): a 2 of the run's suit at position 2 is natural; it even gives the
    run its suit when every other card is wild. Without that rule it is a wild card."""
    two_wilds = replace(BU, max_wilds=2)
    assert check_run(cards("JK 2H 2C"), [1, 2, 3], two_wilds) is None
    assert run_positions(cards("2H JK 2C"), two_wilds) == [2, 3, 4]
    no_natural_two = replace(BU, natural_two_in_place=False)
    assert check_run(cards("AH 2H 3H JK"), [1, 2, 3, 4], no_natural_two).code == "too_many_wilds"
    assert check_run(cards("AH 2H 3H JK"), [1, 2, 3, 4], BU) is None


def test_naturals_at_least_twice_the_wilds_also_in_runs() -> None:
    strict = replace(S40, max_wilds=None, naturals_at_least_twice_wilds=True)
    assert check_run(cards("5H JK JK' 8H"), [5, 6, 7, 8], strict).code == "too_many_wilds"
    assert check_run(cards("5H JK 7H 8H"), [5, 6, 7, 8], strict) is None


def test_run_positions_reads_a_lone_ace_low_or_high_and_wraps_past_the_king() -> None:
    free = replace(S40, max_wilds=None)
    assert run_positions(cards("AH JK JK'"), free) == [1, 2, 3]
    assert run_positions(cards("JK JK' AH"), free) == [12, 13, 14]
    wrapped = replace(free, wraparound=True)
    assert run_positions(cards("JK JK' 2H"), wrapped) == [13, 14, 15]
    assert run_positions(cards("JK JK' 2H"), free) is None


def test_buraco_groups_of_wild_cards_only_are_refused_not_a_crash() -> None:
    """RULES.md §0.4: a check answers None or an IllegalMove. A Buraco group of 2s and
    jokers only (no natural card besides a 2 that might stand in its place) is no meld:
    a run could hold at most one wild card beside a natural 2 at position 2 (§5.3).
    Before the fix, `classify` raised IndexError on these groups."""
    for group in ("2H 2C 2D", "2H JK 2C", "JK JK' 2S", "JK JK' JK''"):
        judged = classify(cards(group), BU)
        assert not isinstance(judged, MeldValue), group
        assert judged.code in ("not_a_meld", "no_natural_card", "too_many_wilds"), group
    assert arrange_run(cards("JK JK' JK''"), BU) is None
    # With room for two wild cards the natural 2 anchors the run (extending upward).
    assert arrange_run(cards("JK 2H 2C"), replace(BU, max_wilds=2)) == (
        cards("2H JK 2C"),
        [2, 3, 4],
    )


def test_buraco_retries_a_two_as_natural_when_the_plain_reading_fails() -> None:
    """§5.3: read with both 2s wild, `3H 4H 2H 2C` holds two wild cards (refused); with
    the 2H natural at position 2 it is `2H 3H 4H` plus one wild 2C: a valid run."""
    meld = classify(cards("3H 4H 2H 2C"), BU)
    assert isinstance(meld, MeldValue) and meld.kind == "run" and meld.suit == "H"
    assert meld.cards == tuple(cards("2H 3H 4H 2C")) and meld.positions == (2, 3, 4, 5)
    assert meld.wild_flags == (False, False, False, True)
    other = classify(cards("3D 4D 2C 2D"), BU)
    assert isinstance(other, MeldValue) and other.cards == tuple(cards("2D 3D 4D 2C"))


def test_arrange_run_fills_with_wild_cards_up_to_the_ace_then_downward() -> None:
    """RULES.md §0.4: wild cards fill the gaps, then extend upward, and only past the
    top (the ace at 14) downward."""
    assert arrange_run(cards("KH AH JK"), S40) == (cards("JK KH AH"), [12, 13, 14])
    free = replace(S40, max_wilds=None)
    assert arrange_run(cards("5H JK JK' 8H"), free) == (cards("5H JK JK' 8H"), [5, 6, 7, 8])
    assert arrange_run(cards("QH AH JK JK'"), free) == (cards("JK' QH JK AH"), [11, 12, 13, 14])
    spades = "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS"
    a_to_a = replace(S40, max_wilds=None, ace_both_ends=True)
    assert arrange_run(cards(spades + " JK JK'"), a_to_a) == (
        cards("JK' " + spades + " JK"),
        list(range(1, 15)),
    )
    assert arrange_run(cards(spades + " JK JK'"), free) is None, "no ace at both ends"


def test_wrapped_runs_read_from_their_lowest_card_and_extend_upward() -> None:
    wrap = replace(QP, wraparound=True)
    for run in ("2H 3H 4H", "JH QH KH", "AH 2H 3H"):
        assert valid(run, wrap), run
    with_jokers = replace(S40, wraparound=True, max_wilds=None)
    assert arrange_run(cards("5H 6H JK"), with_jokers) == (cards("5H 6H JK"), [5, 6, 7])
    assert arrange_run(cards("KH AH JK"), with_jokers) == (cards("KH AH JK"), [13, 14, 15])
    hearts = "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"
    assert arrange_run(cards(hearts + " JK"), with_jokers) == (
        cards(hearts + " JK"),
        list(range(2, 15)),
    )
    assert arrange_run(cards(hearts + " JK JK'"), with_jokers) is None, "14 cards"


def test_a_run_from_ace_to_ace_keeps_both_aces() -> None:
    both = classify(cards(ALL_A_TO_A), replace(QP, ace_both_ends=True))
    assert isinstance(both, MeldValue) and both.cards == tuple(cards(ALL_A_TO_A))
    assert both.positions == tuple(range(1, 15))
    assert not valid("AH AH' AH'' 2H", QP), "three aces are no run"


@pytest.mark.parametrize("rank", ["A", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"])
def test_mano_y_pie_sets_of_every_meldable_rank(rank: str) -> None:
    """§4.3: sets of A and 4 to K are meldable in Mano y Pie; 3s and 2s are not."""
    assert valid(f"{rank}S {rank}H {rank}D", HF), rank


def test_mano_y_pie_threes_are_not_meldable_and_buraco_threes_are() -> None:
    assert check_set(cards("3S 3H 3D"), HF).code == "rank_not_meldable"
    assert check_set(cards("3S 3H 3D"), BU) is None
    assert check_set(cards("AS AH AD"), BU) is None


def test_a_run_of_wild_cards_only_has_no_suit() -> None:
    """Only a 2 at position 2 may give an all-wild Buraco run its suit (§5.3); a joker
    there does not."""
    free = replace(BU, max_wilds=None)
    assert check_run(cards("JK JK' 2H"), [1, 2, 3], free).code == "no_natural_card"
    assert check_run(cards("JK 2H JK'"), [1, 2, 3], free) is None


def test_wild_cards_extend_a_single_natural_with_wraparound() -> None:
    wrapped = replace(S40, wraparound=True, max_wilds=None)
    assert arrange_run(cards("5H JK JK'"), wrapped) == (cards("5H JK JK'"), [5, 6, 7])
