"""RULES.md §1.8: every Quita y Pon scenario, named by its ID."""

from __future__ import annotations

import pytest

from app.core.cards import cards
from app.core.engine import IllegalMove
from app.games.quita_y_pon.draft import TurnDraft
from app.games.quita_y_pon.engine import Commit, Draw, QuitaYPon, TimeOut
from app.games.quita_y_pon.scoring import deal_scores, deal_winners, hand_points

from .helpers import groups, scenario


def commit(text: str) -> Commit:
    return Commit(tuple(tuple(g) for g in groups(text)))


def hand_of(state: QuitaYPon, seat: int = 0) -> list[str]:
    return sorted(str(c) for c in state.hands[seat])


def assert_refused(state: QuitaYPon, action, code: str) -> IllegalMove:
    before = (state.clone().hands, list(state.table), list(state.stock), state.to_play)
    problem = state.legal(action)
    assert problem is not None and problem.code == code, problem
    with pytest.raises(IllegalMove) as info:
        state.play(action)
    assert info.value == problem
    assert (state.hands, state.table, state.stock, state.to_play) == before, "nothing changed"
    return problem


def test_qp_t01_split_run_adding_one_card() -> None:
    state = scenario("3S 4S 5S 6S 7S 8S", "5S' KD")
    state.play(commit("3S 4S 5S | 5S' 6S 7S 8S"))
    assert hand_of(state) == ["KD"]
    assert state.to_play == 1


def test_qp_t02_split_run_move_table_card_to_set() -> None:
    state = scenario("4H 5H 6H 7H 8H 9H | 7C 7D 7S", "TH")
    state.play(commit("4H 5H 6H | 8H 9H TH | 7C 7D 7S 7H"))
    assert state.result is not None and state.result.reason == "went_out"


def test_qp_t03_two_card_group_remains_illegal() -> None:
    state = scenario("6C 7C 8C", "8D 8H")
    problem = assert_refused(state, commit("8C 8D 8H | 6C 7C"), "group_too_short")
    assert problem.params["group"] == cards("6C 7C")


def test_qp_t04_take_end_of_run_for_a_set() -> None:
    state = scenario("5C 6C 7C 8C", "8D 8H")
    state.play(commit("5C 6C 7C | 8C 8D 8H"))
    assert state.result is not None  # both hand cards placed: P went out


def test_qp_t05_repeated_suit_three_card_set() -> None:
    state = scenario("", "7H 7H' 7S 2D")
    state.play(commit("7H 7H' 7S"))
    assert hand_of(state) == ["2D"]


def test_qp_t06_five_card_set_and_max_set_size() -> None:
    state = scenario("", "9S 9S' 9H 9D 9C")
    assert state.legal(commit("9S 9S' 9H 9D 9C")) is None
    limited = scenario("", "9S 9S' 9H 9D 9C", options={"max_set_size": 4})
    assert_refused(limited, commit("9S 9S' 9H 9D 9C"), "set_too_large")


def test_qp_t07_neither_set_nor_run() -> None:
    state = scenario("", "7H 8H 7S")
    assert_refused(state, commit("7H 8H 7S"), "not_a_meld")


def test_qp_t08_table_card_back_to_hand_illegal() -> None:
    state = scenario("4S 5S 6S 7S", "9D 9C 9H")
    problem = assert_refused(state, commit("9D 9C 9H | 4S 5S 6S"), "table_card_removed")
    assert problem.params["cards"] == cards("7S")
    draft = TurnDraft(state.view(0))
    with pytest.raises(IllegalMove) as info:
        draft.take_back(cards("7S"))
    assert info.value.code == "table_card_to_hand"


def test_qp_t09_rearrangement_without_hand_card_illegal() -> None:
    state = scenario("3D 4D 5D 6D 7D 8D", "KS")
    assert_refused(state, commit("3D 4D 5D | 6D 7D 8D"), "no_card_from_hand")


def test_qp_t10_take_back_own_card_then_draw() -> None:
    state = scenario("6H 7H 8H", "9H 2C", options={"must_play_if_able": "off"})
    draft = TurnDraft(state.view(0))
    draft.move(cards("9H"), 0)
    assert draft.problems() == [None]
    draft.take_back(cards("9H"))
    assert draft.groups == groups("6H 7H 8H") and not draft.changed
    top = state.stock[0]
    state.play(Draw())
    assert state.table == [tuple(cards("6H 7H 8H"))]
    assert sorted(state.hands[0]) == sorted([*cards("9H 2C"), top])
    assert state.to_play == 1
    default = scenario("6H 7H 8H", "9H 2C")
    assert_refused(default, Draw(), "must_play")


def test_qp_t11_merge_two_runs_and_go_out() -> None:
    state = scenario("3D 4D 5D | 7D 8D 9D", "6D")
    state.play(commit("3D 4D 5D 6D 7D 8D 9D"))
    result = state.outcome()
    assert result is not None and result.reason == "went_out" and result.winners == (0,)
    assert state.to_play is None
    assert_refused(state, Draw(), "deal_over")


def test_qp_t12_fourth_card_of_set_builds_run() -> None:
    state = scenario("5H 5S 5D 5C", "4H 6H")
    state.play(commit("4H 5H 6H | 5S 5D 5C"))
    assert state.result is not None


def test_qp_t13_aces_low_and_high_no_wrap() -> None:
    state = scenario("", "AC 2C 3C QD KD AD KH AH 2H")
    state.play(commit("AC 2C 3C | QD KD AD"))
    assert hand_of(state) == ["2H", "AH", "KH"]
    again = scenario("", "KH AH 2H 5S")
    assert_refused(again, commit("KH AH 2H"), "not_a_run")
    wrap = scenario("", "KH AH 2H 5S", options={"run_wraparound": True})
    assert wrap.legal(commit("KH AH 2H")) is None


def test_qp_t14_ace_at_both_ends() -> None:
    table = "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC"
    state = scenario(table, "AC' 5H")
    assert_refused(state, commit(table + " AC'"), "not_a_run")
    allowed = scenario(table, "AC' 5H", options={"ace_both_ends": True})
    allowed.play(commit(table + " AC'"))
    assert len(allowed.table[0]) == 14


def test_qp_t15_draw_when_nothing_plays() -> None:
    state = scenario("", "2S 5H 9D KC 4D 7C JH AS 8H 3C QD")
    assert state.simple_play() is None
    top = state.stock[0]
    state.play(Draw())
    assert len(state.stock) == 59 and len(state.hands[0]) == 12
    assert state.to_play == 1 and state.hands[0][-1] == top


def test_qp_t16_timer_expiry_resets_and_draws() -> None:
    state = scenario("5C 6C 7C 8C", "9D 2H", options={"turn_time_limit_s": 60})
    draft = TurnDraft(state.view(0))
    draft.move(cards("8C"), None)
    draft.move(cards("5C"), None)  # leaves [6C 7C], an invalid 2-card group
    assert draft.problems()[0] is not None and draft.problems()[0].code == "group_too_short"
    top = state.stock[0]
    state.play(TimeOut())
    assert state.table == [tuple(cards("5C 6C 7C 8C"))]
    assert sorted(state.hands[0]) == sorted([*cards("9D 2H"), top])
    assert state.to_play == 1
    no_timer = scenario("5C 6C 7C 8C", "9D 2H")
    assert no_timer.legal(TimeOut()).code == "no_turn_timer"


def test_qp_t17_seed_scoring_example() -> None:
    assert deal_scores([0, 10, 20, 50]) == [50, 40, 30, 0]
    assert deal_winners([0, 10, 20, 50]) == [0]


def test_qp_t18_last_draw_ends_the_deal() -> None:
    state = scenario("JC QC KC", "7H", stock="9S", others=["AS KD", "2C 3C 4D", "QH QS JH"])
    assert state.legal(Draw()) is None
    state.play(Draw())
    assert hand_of(state) == ["7H", "9S"]
    result = state.outcome()
    assert result is not None and result.reason == "stock_exhausted"
    assert result.hand_points == (16, 25, 9, 30)
    assert result.scores == (14, 5, 21, 0)
    assert result.winners == (2,)


def test_qp_t19_tied_winners() -> None:
    totals = [9, 9, 20, 12]
    assert deal_scores(totals) == [11, 11, 0, 8]
    assert deal_winners(totals) == [0, 1]


def test_qp_t20_hand_points_aces_are_fifteen() -> None:
    assert hand_points(cards("AS AD' 2C")) == 32


def test_qp_t21_meld_in_hand_forbids_drawing() -> None:
    state = scenario("", "5C 5D 5H 9S")
    problem = assert_refused(state, Draw(), "must_play")
    play = problem.params["play"]
    assert sorted(map(str, problem.params["cards"])) == ["5C", "5D", "5H"]
    assert state.legal(Commit(play)) is None, "the named play is itself legal"
    off = scenario("", "5C 5D 5H 9S", options={"must_play_if_able": "off"})
    assert off.legal(Draw()) is None


def test_qp_t22_lay_off_forbids_drawing() -> None:
    state = scenario("6H 7H 8H", "9H 2C")
    problem = assert_refused(state, Draw(), "must_play")
    assert problem.params["cards"] == cards("9H")
    assert state.legal(Commit(problem.params["play"])) is None


def test_qp_t23_simple_does_not_search_rearrangements() -> None:
    state = scenario("3S 4S 5S 6S 7S 8S", "5S' KD")
    assert state.legal(Draw()) is None
    full = scenario("3S 4S 5S 6S 7S 8S", "5S' KD", options={"must_play_if_able": "full"})
    problem = assert_refused(full, Draw(), "must_play")
    assert problem.params["cards"] == cards("5S'")
    assert full.legal(Commit(problem.params["play"])) is None


# ---------------------------------------------------------------- edges of the rules


def test_must_play_if_able_ace_high_run_in_hand_refuses_draw() -> None:
    """QP-A4 (i) with the ace high (QP-A2): `Q K A` of one suit is a meld in hand."""
    state = scenario("", "QH KH AH 5C")
    problem = assert_refused(state, Draw(), "must_play")
    assert sorted(problem.params["cards"]) == sorted(cards("QH KH AH"))
    assert state.legal(Commit(problem.params["play"])) is None


def test_hand_points_of_every_rank() -> None:
    """RULES.md §1.5 card values: A 15, 2-10 face value, J Q K 10 (each rank on its own)."""
    expected = {"A": 15, "T": 10, "J": 10, "Q": 10, "K": 10}
    expected |= {str(n): n for n in range(2, 10)}
    for rank, points in expected.items():
        for suit in "SHDC":
            assert hand_points(cards(f"{rank}{suit}")) == points, f"{rank}{suit}"
    assert hand_points([]) == 0
