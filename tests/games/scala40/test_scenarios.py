"""RULES.md §2.9: every Scala 40 scenario, named by its ID."""

from __future__ import annotations

import pytest

from app.core.cards import card, cards
from app.core.engine import Action, IllegalMove
from app.core.melds import Meld as JudgedMeld
from app.games.scala40.engine import (
    Discard,
    DrawStock,
    ExchangeJoker,
    LayOff,
    Meld,
    Scala40,
    Scala40Match,
    TakeDiscard,
    judge_meld,
)
from app.games.scala40.rules import Scala40Options
from app.games.scala40.scoring import (
    apply_payments,
    deal_payments,
    hand_penalty,
    meld_opening_value,
)

from .helpers import groups, scenario, snapshot

DEFAULT = Scala40Options()


def meld(text: str) -> Meld:
    return Meld(groups(text))


def value(text: str, options: Scala40Options = DEFAULT) -> int:
    judged = judge_meld(cards(text), options)
    assert isinstance(judged, JudgedMeld), judged
    return meld_opening_value(judged)


def assert_refused(state: Scala40, action: Action, code: str) -> IllegalMove:
    before = snapshot(state)
    problem = state.legal(action)
    assert problem is not None and problem.code == code, problem
    with pytest.raises(IllegalMove) as info:
        state.play(action)
    assert info.value == problem
    assert snapshot(state) == before, "a refused action changed nothing"
    return problem


def hand_of(state: Scala40, seat: int = 0) -> list[str]:
    return sorted(str(c) for c in state.hands[seat])


def test_s40_t01_opening_of_exactly_40() -> None:
    assert value("QD KD AD") + value("2S 3S 4S") == 40
    state = scenario("QD KD AD 2S 3S 4S 9C")
    state.play(meld("QD KD AD | 2S 3S 4S"))
    assert state.opened[0]
    assert hand_of(state) == ["9C"]


def test_s40_t02_opening_of_39_is_illegal() -> None:
    state = scenario("JC QC KC 2H 3H 4H 9C")
    problem = assert_refused(state, meld("JC QC KC | 2H 3H 4H"), "opening_too_small")
    assert problem.params["points"] == 39


def test_s40_t03_ace_values() -> None:
    assert value("AH 2H 3H") == 6
    assert value("QH KH AH") == 31
    assert value("AC AD AS") == 33
    state = scenario("AC AD AS 2C 3C 4C 9H")
    state.play(meld("AC AD AS | 2C 3C 4C"))
    assert state.opened[0]


def test_s40_t04_joker_worth_the_card_it_represents() -> None:
    assert value("9S JK JS") == 29
    assert value("JK 2D 3D") == 6
    assert value("QH KH JK") == 31
    state = scenario("9S JK JS 4D 4C 4H 8C")
    assert value("9S JK JS") + value("4D 4C 4H") == 41
    state.play(meld("9S JK JS | 4D 4C 4H"))
    assert hand_of(state) == ["8C"]


def test_s40_t05_sets_repeated_suit_and_five_cards() -> None:
    repeated = judge_meld(cards("7H 7H' 7S"), DEFAULT)
    assert isinstance(repeated, IllegalMove) and repeated.code == "repeated_suit"
    five = judge_meld(cards("7H 7S 7D 7C 7H'"), DEFAULT)
    assert isinstance(five, IllegalMove) and five.code == "set_too_large"


def test_s40_t06_ace_positions_in_runs() -> None:
    def ok(text: str) -> bool:
        return isinstance(judge_meld(cards(text), DEFAULT), JudgedMeld)

    assert not ok("KS AS 2S")
    assert ok("AS 2S 3S")
    assert ok("QS KS AS")
    assert not ok("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS'")


def test_s40_t07_two_jokers_in_a_meld() -> None:
    judged = judge_meld(cards("5H JK JK' 8H"), DEFAULT)
    assert isinstance(judged, IllegalMove) and judged.code == "too_many_wilds"
    free = Scala40Options(max_jokers_per_meld="unlimited")
    assert isinstance(judge_meld(cards("5H JK JK' 8H"), free), JudgedMeld)


def test_s40_t08_discard_taken_to_open_must_be_in_the_opening() -> None:
    state = scenario("9D 9H JS QS KS 4D 5D 6D 2C", discard="3H 9C", phase="draw")
    assert_refused(state, TakeDiscard(groups("JS QS KS | 4D 5D 6D")), "taken_card_not_in_opening")
    assert value("9C 9D 9H") + value("JS QS KS") == 57
    state.play(TakeDiscard(groups("9C 9D 9H | JS QS KS")))
    assert state.opened[0]
    assert hand_of(state) == ["2C", "4D", "5D", "6D"]
    assert state.discard == cards("3H")


def test_s40_t09_first_player_takes_the_up_card_freely() -> None:
    hand = "3C 5D 7H 9S JC KD 2H 4S 6C 8D TH QS AC"
    state = scenario(hand, discard="JK", seat=1, turn=0, phase="draw")
    state.play(TakeDiscard())
    state.play(Discard(card("3C")))
    assert state.to_play == 2
    later = scenario(hand, discard="JK 8H", seat=1, turn=4, phase="draw")
    assert_refused(later, TakeDiscard(), "must_open_with_discard")


def test_s40_t10_taken_card_may_not_be_discarded() -> None:
    state = scenario("2S 5H 9D", discard="6C", opened=True, phase="draw")
    state.play(TakeDiscard())
    assert_refused(state, Discard(card("6C")), "discard_of_taken_card")
    state.play(Discard(card("9D")))
    assert state.discard[-1] == card("9D")


def test_s40_t11_lay_off_only_after_the_opening_turn() -> None:
    table = "5S 6S 7S"
    not_opened = scenario("8S KH KD KC QH QD QC 2D", table=table)
    assert_refused(not_opened, LayOff(card("8S"), 0, "high"), "not_opened")
    opening = scenario("8S KH KD KC QH QD QC 2D", table=table)
    opening.play(meld("KH KD KC | QH QD QC"))
    assert_refused(opening, LayOff(card("8S"), 0, "high"), "not_in_opening_turn")
    option = scenario(
        "8S KH KD KC QH QD QC 2D", table=table, options={"layoff_on_opening_turn": True}
    )
    option.play(meld("KH KD KC | QH QD QC"))
    option.play(LayOff(card("8S"), 0, "high"))
    later = scenario("8S 2D 4H", table=table, opened=True)
    assert later.table[0].owner != 0
    later.play(LayOff(card("8S"), 0, "high"))
    assert later.table[0].cards == tuple(cards("5S 6S 7S 8S"))


def test_s40_t12_joker_exchange_in_a_run() -> None:
    state = scenario("6H 6D 9C", table="5H JK 7H", opened=True)
    assert_refused(state, ExchangeJoker(card("6D"), 0), "not_the_joker_card")
    state.play(ExchangeJoker(card("6H"), 0))
    assert state.table[0].cards == tuple(cards("5H 6H 7H"))
    assert "JK" in hand_of(state)
    not_opened = scenario("6H 6D 9C", table="5H JK 7H")
    assert_refused(not_opened, ExchangeJoker(card("6H"), 0), "not_opened")


def test_s40_t13_joker_exchange_in_a_set() -> None:
    state = scenario("9S 9C' 2D", table="9C 9D JK", opened=True)
    assert_refused(state, ExchangeJoker(card("9C'"), 0), "not_the_joker_card")
    state.play(ExchangeJoker(card("9S"), 0))
    assert state.table[0].cards == tuple(cards("9C 9D 9S"))


def test_s40_t14_no_going_out_in_the_first_round() -> None:
    hand = "KS KH KD QS QH QD 2C"
    first_round = scenario(hand, seat=3, turn=2)
    assert first_round.first_round
    assert_refused(first_round, meld("KS KH KD | QS QH QD"), "no_card_to_discard")
    later = scenario(hand, seat=3, turn=6)
    later.play(meld("KS KH KD | QS QH QD"))
    later.play(Discard(card("2C")))
    assert later.result is not None and later.result.winner == 3


def test_s40_t15_keep_a_card_to_discard() -> None:
    table = "5S 6S 7S | 5H 6H 7H"
    state = scenario("8S 4H", table=table, opened=True)
    state.play(LayOff(card("8S"), 0, "high"))
    assert_refused(state, LayOff(card("4H"), 1, "low"), "no_card_to_discard")
    state.play(Discard(card("4H")))
    assert state.result is not None
    assert state.result.winner == 0 and not state.result.closed_in_hand


def test_s40_t16_closing_in_hand_doubles_payments() -> None:
    hand = "KS KH KD QS QH QD JS JH JD 5C 6C 7C 8C 2D"
    others = ["KS' JK AD 4C", "AH", "7C' 7D 8H"]
    state = scenario(hand, others=others)
    melds = meld("KS KH KD | QS QH QD | JS JH JD | 5C 6C 7C 8C")
    assert sum(value(" ".join(map(str, g))) for g in melds.melds) == 116
    state.play(melds)
    state.play(Discard(card("2D")))
    assert state.result is not None and state.result.closed_in_hand
    assert state.result.payments == (0, 100, 2, 44)


def test_s40_t17_penalty_values() -> None:
    assert hand_penalty(cards("KS JK AD 4C")) == 50
    assert hand_penalty(cards("AH")) == 1
    assert hand_penalty(cards("AH 2C")) == 13
    assert hand_penalty(cards("JK")) == 25


def test_s40_t18_elimination_above_100() -> None:
    totals, active, out = apply_payments([0, 95, 90, 0], [0, 6, 10, 0], [True] * 4)
    assert totals == [0, 101, 100, 0]
    assert out == [1]
    assert active == [True, False, True, True]


def test_s40_t19_stock_recycling() -> None:
    state = scenario("2D 9H", discard="3C 8D JK 5S", stock="", phase="draw")
    assert state.stock == cards("8D JK 5S")
    assert state.discard == cards("3C")
    state.play(DrawStock())
    assert "8D" in hand_of(state)
    assert state.stock == cards("JK 5S")


def test_s40_t20_last_active_player_wins_the_match() -> None:
    state = scenario(
        "8S 4H",
        table="5S 6S 7S",
        opened=True,
        others=["KS QS", "KH QH"],
        options={"num_players": 3},
    )
    state.play(LayOff(card("8S"), 0, "high"))
    state.play(Discard(card("4H")))
    assert state.result is not None and state.result.payments == (0, 20, 20)
    match = Scala40Match({"num_players": 3}, seed=7)
    match.totals = [0, 90, 95]
    match.record(state.result)
    assert match.over and match.winner == 0
    assert match.eliminated[-1] == [1, 2]


def test_s40_t21_quad_and_run_opening() -> None:
    assert value("5C 5D 5S 5H") + value("8H 9H TH") == 47
    state = scenario("5C 5D 5S 5H 8H 9H TH 2C")
    state.play(meld("5C 5D 5S 5H | 8H 9H TH"))
    assert hand_of(state) == ["2C"]


def test_s40_t22_opening_requires_quad_or_run_option() -> None:
    hand = "KC KD KS QH QS QC 2D"
    strict = scenario(hand, options={"opening_requires_quad_or_run": True})
    assert_refused(strict, meld("KC KD KS | QH QS QC"), "opening_needs_quad_or_run")
    default = scenario(hand)
    assert default.legal(meld("KC KD KS | QH QS QC")) is None


def test_s40_t23_closing_in_hand_needs_40() -> None:
    hand = "AS 2S 3S AH 2H 3H AD 2D 3D AC 2C 3C 4C 9H"
    others = ["KS JK 4D", "AH'", "7C 7D' 8H"]
    low = "AS 2S 3S | AH 2H 3H | AD 2D 3D | AC 2C 3C 4C"
    state = scenario(hand, others=others)
    problem = assert_refused(state, meld(low), "opening_too_small")
    assert problem.params["points"] == 28
    waived = scenario(hand, others=others, options={"close_in_hand_requires_min": False})
    waived.play(meld(low))
    waived.play(Discard(card("9H")))
    assert waived.result is not None and waived.result.closed_in_hand
    high = scenario(hand, others=others)
    high.play(meld("AS AH AD | 2S 2H 2D | 3S 3H 3D | AC 2C 3C 4C"))
    high.play(Discard(card("9H")))
    assert high.result is not None and high.result.closed_in_hand
    assert high.result.payments == (0, 2 * 39, 2 * 1, 2 * 22)


def test_s40_t24_taken_card_cannot_be_the_last_card() -> None:
    state = scenario("9D TD JD", discard="6C", opened=True, phase="draw")
    state.play(TakeDiscard())
    assert_refused(state, meld("9D TD JD"), "no_card_to_discard")
    free = scenario(
        "9D TD JD",
        discard="6C",
        opened=True,
        phase="draw",
        options={"forbid_discard_of_taken_card": False},
    )
    free.play(TakeDiscard())
    free.play(meld("9D TD JD"))
    free.play(Discard(card("6C")))
    assert free.result is not None and free.result.winner == 0


def test_forbid_discard_that_lays_off_yields_when_every_card_lays_off() -> None:
    """Decision (S40-A10 with the option on): the house rule may forbid discarding a card
    that could be laid off only while another card can be discarded; when every card in
    hand could be laid off it yields, or the player would have no way to end his turn
    (RULES.md §0.4, no dead ends). Found by the random-play property test."""
    opts = {"forbid_discard_that_lays_off": True}
    table = "TS JS QS KS | 3H 3C JK"
    state = scenario("9S 3S", table=table, opened=True, options=opts)
    assert state.legal(Discard(card("9S"))) is None
    assert state.legal(Discard(card("3S"))) is None
    mixed = scenario("9S 4D", table=table, opened=True, options=opts)
    assert mixed.legal(Discard(card("9S"))).code == "discard_could_lay_off"
    assert mixed.legal(Discard(card("4D"))) is None


def test_option_taken_discard_must_be_melded_never_strands_the_player() -> None:
    """S40-A20 with `discard_taken_must_be_melded`: the take is legal only when the card
    can still reach the table this turn (no dead ends, §0.4), and the discard waits."""
    opts = {"discard_taken_must_be_melded": True}
    stuck = scenario("9D TD JD 2S", discard="6C", opened=True, phase="draw", options=opts)
    assert_refused(stuck, TakeDiscard(), "cannot_meld_in_time")
    state = scenario(
        "9D TD JD 2S", table="3C 4C 5C", discard="6C", opened=True, phase="draw", options=opts
    )
    state.play(TakeDiscard())
    assert_refused(state, Discard(card("2S")), "must_meld_first")
    # Laying off the card the 6C needs would strand it: refused by name.
    state.play(LayOff(card("6C"), 0, "high"))
    state.play(Discard(card("2S")))
    assert state.table[0].cards == tuple(cards("3C 4C 5C 6C"))


def test_option_exchanged_joker_must_be_melded_needs_a_place_for_it() -> None:
    opts = {"exchanged_joker_must_be_melded_same_turn": True}
    # The full set takes no joker back, and the hand holds no pair or run for it.
    nowhere = scenario("9H 2S KD", table="9C 9D 9S JK", opened=True, options=opts)
    assert_refused(nowhere, ExchangeJoker(card("9H"), 0), "cannot_meld_in_time")
    state = scenario("9H 2S KD QD", table="9C 9D 9S JK", opened=True, options=opts)
    state.play(ExchangeJoker(card("9H"), 0))
    assert_refused(state, Discard(card("2S")), "must_meld_first")
    state.play(Meld(((card("QD"), card("KD"), card("JK")),)))
    state.play(Discard(card("2S")))
    assert state.result is not None and state.result.winner == 0


# ---------------------------------------------------------------- edges of the rules


def test_going_out_on_the_first_turn_of_round_two_is_allowed() -> None:
    """S40-A12: the first round is the first n turns (n = active players). With 4 players
    turn index 4 (0-based) is the first turn of round two: going out is allowed there,
    and refused one turn earlier, on the last turn of round one."""
    hand = "KS KH KD QS QH QD 2C"
    last_of_round_one = scenario(hand, seat=0, turn=3)
    assert last_of_round_one.first_round
    assert_refused(last_of_round_one, meld("KS KH KD | QS QH QD"), "no_card_to_discard")
    first_of_round_two = scenario(hand, seat=1, turn=4)
    assert not first_of_round_two.first_round
    first_of_round_two.play(meld("KS KH KD | QS QH QD"))
    first_of_round_two.play(Discard(card("2C")))
    result = first_of_round_two.result
    assert result is not None and result.reason == "went_out" and result.winner == 1
    three_players = scenario(hand, seat=0, turn=3, options={"num_players": 3})
    assert not three_players.first_round, "n counts the active players"
    three_players.play(meld("KS KH KD | QS QH QD"))
    three_players.play(Discard(card("2C")))
    assert three_players.result is not None


def test_payments_use_the_options_penalties_and_multiplier() -> None:
    """RULES.md §2.8: `joker_penalty`, `ace_penalty`, `lone_ace_penalty` and
    `close_in_hand_multiplier` change what the losers pay (S40-T16 with other values)."""
    opts = {
        "joker_penalty": 30,
        "ace_penalty": 15,
        "lone_ace_penalty": 5,
        "close_in_hand_multiplier": 3,
    }
    hand = "KS KH KD QS QH QD JS JH JD 5C 6C 7C 8C 2D"
    others = ["KS' JK AD 4C", "AH", "7C' 7D 8H"]
    state = scenario(hand, others=others, options=opts)
    state.play(meld("KS KH KD | QS QH QD | JS JH JD | 5C 6C 7C 8C"))
    state.play(Discard(card("2D")))
    assert state.result is not None and state.result.closed_in_hand
    assert state.result.payments == (0, 3 * (10 + 30 + 15 + 4), 3 * 5, 3 * 22)


def test_deal_payments_winner_and_inactive_seats_pay_nothing() -> None:
    """RULES.md §2.6: the player who went out pays 0, and so does a seat no longer in
    the match, whatever cards are listed for it."""
    hands = [cards("AH"), cards("KS 4C"), cards("JK"), cards("9D")]
    assert deal_payments(hands, 0, False) == [0, 14, 25, 9]
    active = [True, True, False, True]
    assert deal_payments(hands, 0, False, active) == [0, 14, 0, 9]
    assert deal_payments(hands, 3, True, active) == [2, 28, 0, 0]


def test_must_meld_chain_taken_discard_exchanged_for_a_joker_melded_the_same_turn() -> None:
    """S40-A20 and S40-A11 together: the taken 6H must be melded and the joker it frees
    must be melded too. The only way is to exchange 6H for the joker of the full set and
    meld the joker with the pair 9D 9C, so taking 6H is legal (a finish exists), the
    discard waits until both are on the table, and then the player goes out."""
    opts = {"discard_taken_must_be_melded": True, "exchanged_joker_must_be_melded_same_turn": True}
    table = "6C 6D 6S JK"
    state = scenario("9D 9C 2S", table=table, discard="6H", opened=True, phase="draw", options=opts)
    state.play(TakeDiscard())
    assert_refused(state, Discard(card("2S")), "must_meld_first")
    state.play(ExchangeJoker(card("6H"), 0))
    assert state.table[0].cards == tuple(cards("6C 6D 6S 6H"))
    assert state.must_meld == cards("JK"), "the taken card is placed; the joker must follow"
    assert_refused(state, Discard(card("2S")), "must_meld_first")
    assert_refused(state, Discard(card("JK")), "must_meld_card")
    state.play(Meld(((card("9D"), card("9C"), card("JK")),)))
    assert state.must_meld == []
    state.play(Discard(card("2S")))
    assert state.result is not None and state.result.winner == 0
    # Without the pair the freed joker could go nowhere: taking 6H is refused at once.
    stuck = scenario("9D 4C 2S", table=table, discard="6H", opened=True, phase="draw", options=opts)
    assert_refused(stuck, TakeDiscard(), "cannot_meld_in_time")
    # With only the first option the joker may be kept: the exchange finishes the duty.
    keep = scenario(
        "9D 4C 2S",
        table=table,
        discard="6H",
        opened=True,
        phase="draw",
        options={"discard_taken_must_be_melded": True},
    )
    keep.play(TakeDiscard())
    keep.play(ExchangeJoker(card("6H"), 0))
    assert keep.must_meld == []
    keep.play(Discard(card("2S")))
    assert keep.result is None and "JK" in hand_of(keep, 0)


def test_must_meld_taken_card_melded_into_a_set_from_hand() -> None:
    """S40-A20: a taken discard melded into a new set with hand cards fulfils the duty,
    for a player who opened earlier and for one who opens with it (D2 (b))."""
    opts = {"discard_taken_must_be_melded": True}
    state = scenario("9D 9H 2S 5C", discard="9C", opened=True, phase="draw", options=opts)
    state.play(TakeDiscard())
    assert state.must_meld == cards("9C")
    assert_refused(state, Discard(card("5C")), "must_meld_first")
    state.play(meld("9C 9D 9H"))
    assert state.must_meld == []
    state.play(Discard(card("5C")))
    assert state.discard[-1] == card("5C") and state.to_play == 1
    opening = scenario("9D 9H JS QS KS 2S 5C", discard="9C", phase="draw", options=opts, turn=8)
    opening.play(TakeDiscard(groups("9C 9D 9H | JS QS KS")))
    assert opening.opened[0] and opening.must_meld == []
    opening.play(Discard(card("5C")))
    assert opening.to_play == 1


def test_stock_runs_out_with_a_one_card_discard_pile_voids_the_deal() -> None:
    """§2.4 Step 0: at the start of a turn with an empty stock the discard pile is turned
    over; with fewer than 2 cards in it the deal is void and the same dealer deals again.
    With 2 cards it is recycled as usual."""
    state = scenario("2D 9H 4C", discard="", stock="8D", opened=True, phase="draw")
    state.play(DrawStock())
    assert state.stock == []
    state.play(Discard(card("9H")))
    assert state.discard == cards("9H")
    result = state.outcome()
    assert result is not None and result.reason == "void" and result.winner is None
    assert not result.closed_in_hand
    assert result.payments == (0, 0, 0, 0) and state.to_play is None
    match = Scala40Match({}, seed=4)
    dealer = match.dealer
    match.record(result)
    assert match.dealer == dealer and match.deal.dealer == dealer and match.deal.deal_index == 1
    assert match.totals == [0, 0, 0, 0] and not match.over
    two = scenario("2D 9H 4C", discard="5S", stock="8D", opened=True, phase="draw")
    two.play(DrawStock())
    two.play(Discard(card("9H")))
    assert two.result is None
    assert two.stock == cards("9H") and two.discard == cards("5S")


# ------------------------------------------------------------------ issue 13: a stranded last card
LAYS_OFF_FORBIDDEN = {"forbid_discard_that_lays_off": True}


def test_s40_step2_layoff_that_strands_a_card_is_refused() -> None:
    """RULES.md §2.4 Step 2 with `forbid_discard_that_lays_off` (S40-A10): a lay-off that
    leaves a single card which could itself be laid off is a dead end (the card may not
    be discarded, and laying it off leaves nothing to discard), so it is refused, by a
    code naming the card and the melds it lays off on. The player discards instead."""
    table = "5S 6S 7S | 5H 6H 7H"
    state = scenario("8S 4H", table=table, opened=True, options=LAYS_OFF_FORBIDDEN)
    problem = assert_refused(state, LayOff(card("4H"), 1, "low"), "last_card_lays_off")
    assert problem.params == {"card": card("8S"), "melds": [0]}
    problem = assert_refused(state, LayOff(card("8S"), 0, "high"), "last_card_lays_off")
    assert problem.params == {"card": card("4H"), "melds": [1]}
    # Both cards lay off, so the house rule yields for the discard (no dead end, §0.4)...
    assert set(state.legal_actions()) == {Discard(card("8S")), Discard(card("4H"))}
    state.play(Discard(card("4H")))
    assert state.result is None and state.hands[0] == cards("8S")
    # ...but never for a last card: going out with a card that lays off is what it forbids.
    last = scenario("8S", table=table, opened=True, options=LAYS_OFF_FORBIDDEN)
    assert last.legal(Discard(card("8S"))) == IllegalMove("discard_could_lay_off", card=card("8S"))
    # By default (S40-A10) the same lay-off is legal and the last card goes out.
    free = scenario("8S 4H", table=table, opened=True)
    free.play(LayOff(card("4H"), 1, "low"))
    free.play(Discard(card("8S")))
    assert free.result is not None and free.result.winner == 0


def test_s40_step2_meld_or_exchange_that_strands_a_card_is_refused() -> None:
    """The same dead end reached by a new meld or a joker exchange (§2.4 Step 2): any
    action after which the only card left could be laid off is refused."""
    table = "5S 6S 7S | 5H JK 7H"
    state = scenario("9C TC JC 8S", table=table, opened=True, options=LAYS_OFF_FORBIDDEN)
    problem = assert_refused(state, meld("9C TC JC"), "last_card_lays_off")
    assert problem.params == {"card": card("8S"), "melds": [0]}
    kept = scenario("9C TC JC 8S 2D", table=table, opened=True, options=LAYS_OFF_FORBIDDEN)
    assert kept.legal(meld("9C TC JC")) is None  # 2D does not lay off: it is discarded
    # An exchange keeps the hand's size: 8S and the joker both lay off, so the rule yields.
    swap = scenario("6H 8S", table=table, opened=True, options=LAYS_OFF_FORBIDDEN)
    swap.play(ExchangeJoker(card("6H"), 1))
    assert {a for a in swap.legal_actions() if isinstance(a, Discard)} == {
        Discard(card("8S")),
        Discard(card("JK")),
    }


# ------------------------------------------------------------------ issue 13: a meld's readings
TWO_JOKERS = {"max_jokers_per_meld": 2}


def test_s40_a6_a_group_with_two_readings_is_laid_as_the_player_chooses() -> None:
    """RULES.md §0.4 and S40-A6 (`max_jokers_per_meld = 2`): `[QH JK JK']` is a set of
    queens or the run Q-K-A; the engine never guesses: without a reading it refuses the
    meld by a code that lists the readings, and with one it lays what was chosen."""
    hand = "QH JK JK' 5D 9C"
    state = scenario(hand, opened=True, options=TWO_JOKERS)
    group = groups("QH JK JK'")
    problem = assert_refused(state, Meld(group), "ambiguous_meld")
    assert problem.params == {"group": cards("QH JK JK'"), "readings": ["set", "run"]}
    assert Meld(group, ("set",)) in state.legal_actions()
    assert Meld(group, ("run",)) in state.legal_actions()
    run = state.clone()
    run.play(Meld(group, ("run",)))
    laid = run.table[-1].meld
    assert laid.kind == "run" and laid.suit == "H" and laid.positions == (12, 13, 14)
    trio = state.clone()
    trio.play(Meld(group, ("set",)))
    assert trio.table[-1].meld.kind == "set" and trio.table[-1].meld.rank == 12
    # Other run positions are other laid orders, each still needing its reading.
    for order, positions in (("JK QH JK'", (11, 12, 13)), ("JK JK' QH", (10, 11, 12))):
        other = state.clone()
        assert other.legal(meld(order)).code == "ambiguous_meld"
        other.play(Meld(groups(order), ("run",)))
        assert other.table[-1].meld.positions == positions
    # One reading per group, in order; a reading the group cannot have is its problem.
    assert_refused(state, Meld(group, ("run", "set")), "readings_mismatch")
    assert_refused(state, Meld(group, ("trio",)), "unknown_reading")
    assert_refused(state, Meld(groups("5D JK 9C"), ("run",)), "not_a_run")
    # A group with one reading needs none (and may still name it).
    plain = scenario("5H 6H JK 9C", opened=True, options=TWO_JOKERS)
    assert plain.legal(meld("5H 6H JK")) is None
    assert plain.legal(Meld(groups("5H 6H JK"), ("run",))) is None
    assert plain.legal(Meld(groups("5H 6H JK"), ("set",))).code == "mixed_ranks"


def test_s40_a6_the_opening_value_follows_the_chosen_reading() -> None:
    """§2.3 / S40-A5: a joker is worth the card it stands for in the reading chosen, so
    the run Q-K-A (10 + 10 + 11 = 31) opens at 31 where the set of queens (30) does not."""
    options = {**TWO_JOKERS, "opening_min": 31}
    state = scenario("QH JK JK' 5D 9C", options=options)
    group = groups("QH JK JK'")
    assert_refused(state, Meld(group, ("set",)), "opening_too_small")
    state.play(Meld(group, ("run",)))
    assert state.opened[0] and state.table[-1].meld.positions == (12, 13, 14)
    # Taking the discard to open with it carries the readings the same way (D2 (b)).
    take = scenario("JK JK' 5D 9C", discard="QH", phase="draw", options=options)
    assert_refused(take, TakeDiscard(group), "ambiguous_meld")
    assert_refused(take, TakeDiscard(group, ("set",)), "opening_too_small")
    assert_refused(take, TakeDiscard((), ("run",)), "readings_mismatch")
    take.play(TakeDiscard(group, ("run",)))
    assert take.opened[0] and take.table[-1].meld.kind == "run"


def test_s40_a6_lay_offs_and_exchanges_keep_the_reading_of_a_meld_on_the_table() -> None:
    """A meld on the table keeps the reading it was laid with: a set of queens grows by
    queens, the run Q-K-A by the jack below it, and the run's jokers stand for KH and AH."""
    hand = "QS JH KH AH 9C 2D"
    as_set = scenario(
        hand, table="QH JK JK'", opened=True, options=TWO_JOKERS, table_readings=["set"]
    )
    assert as_set.legal(LayOff(card("QS"), 0)) is None
    assert as_set.legal(LayOff(card("JH"), 0, "low")) is not None
    assert as_set.legal(ExchangeJoker(card("KH"), 0)).code == "not_the_joker_card"
    as_run = scenario(
        hand, table="QH JK JK'", opened=True, options=TWO_JOKERS, table_readings=["run"]
    )
    assert as_run.legal(LayOff(card("QS"), 0)) is not None
    as_run.play(LayOff(card("JH"), 0, "low"))
    assert as_run.table[0].meld.positions == (11, 12, 13, 14)
    as_run.play(ExchangeJoker(card("AH"), 0))
    assert as_run.table[0].cards == tuple(cards("JH QH JK AH"))
    assert card("JK'") in as_run.hands[0]
