"""Each Quita y Pon option of RULES.md §1.7 that no scenario covers on its own."""

from __future__ import annotations

from app.core.cards import cards
from app.games.quita_y_pon.engine import Commit, Draw, QuitaYPon

from .helpers import scenario
from .test_scenarios import assert_refused, commit


def test_initial_meld_min_points() -> None:
    opts = {"initial_meld_min_points": 30}
    state = scenario("", "2C 3C 4C KS KH KD", options=opts)
    problem = assert_refused(state, commit("2C 3C 4C"), "initial_meld_too_small")
    assert problem.params["points"] == 9 and problem.params["minimum"] == 30
    state.play(commit("KS KH KD"))
    assert state.initial_meld_done[0]


def test_initial_meld_min_points_later_turns_are_free() -> None:
    state = scenario("KS KH KD", "2C 3C 4C 9H", options={"initial_meld_min_points": 30})
    state.initial_meld_done[0] = True
    state.play(commit("KS KH KD | 2C 3C 4C"))


def test_small_meld_does_not_forbid_drawing_before_the_initial_meld() -> None:
    state = scenario("", "2C 3C 4C 9H", options={"initial_meld_min_points": 30})
    assert state.legal(Draw()) is None, "the only meld is worth 9 < 30: not a simple play"
    richer = scenario("", "TC JC QC 9H", options={"initial_meld_min_points": 30})
    assert richer.legal(Draw()).code == "must_play"


def test_no_manipulation_before_the_initial_meld() -> None:
    opts = {"manipulate_before_initial_meld": False}
    state = scenario("5C 6C 7C", "8C 9H 9S 9D", options=opts)
    assert_refused(state, commit("5C 6C 7C 8C"), "table_changed_before_initial_meld")
    # A lay-off is not a simple play then, so it does not forbid drawing ...
    lone = scenario("5C 6C 7C", "8C 2H", options=opts)
    assert lone.legal(Draw()) is None
    # ... but a new group of hand cards is, and it is legal.
    state.play(commit("5C 6C 7C | 9H 9S 9D"))
    assert state.initial_meld_done[0]


def test_stock_end_on_empty_draw_attempt() -> None:
    opts = {"stock_end_trigger": "on_empty_draw_attempt", "must_play_if_able": "off"}
    state = scenario("", "7H", stock="9S", options=opts)
    state.play(Draw())
    assert state.result is None and state.stock == [] and state.to_play == 1
    hands_before = [list(h) for h in state.hands]
    state.play(Draw())  # seat 1 draws from the empty stock: the deal ends at once
    result = state.outcome()
    assert result is not None and result.reason == "stock_exhausted"
    assert state.hands == hands_before, "his hand is scored as it stood"


def test_player_counts_and_hand_size() -> None:
    for players, stock in ((2, 82), (3, 71), (4, 60)):
        state = QuitaYPon.new({"num_players": players}, 1)
        assert len(state.stock) == stock and all(len(h) == 11 for h in state.hands)
    state = QuitaYPon.new({"hand_size": 14}, 1)
    assert len(state.stock) == 104 - 56


def test_must_play_if_able_ace_high_run_with_wraparound_refuses_draw() -> None:
    """With `run_wraparound` the ranks are a cycle: `Q K A` and `K A 2` are both melds in
    hand, so either forbids drawing (QP-A2, QP-A4)."""
    opts = {"run_wraparound": True}
    for hand, meld in (("QH KH AH 5C", "QH KH AH"), ("KD AD 2D 5C", "AD 2D KD")):
        state = scenario("", hand, options=opts)
        problem = state.legal(Draw())
        assert problem is not None and problem.code == "must_play", hand
        assert sorted(problem.params["cards"]) == sorted(cards(meld))
        assert state.legal(Commit(problem.params["play"])) is None


def test_single_lay_off_worth_exactly_the_initial_meld_minimum_forbids_drawing() -> None:
    """QP-A5 with QP-A4 (ii): a one-card lay-off placing exactly `initial_meld_min_points`
    is a legal initial meld, so it is a simple play and drawing is refused; one point
    more and the same lay-off is too small, and drawing is allowed."""
    exact = scenario("5C 6C 7C", "8C 2H", options={"initial_meld_min_points": 8})
    problem = exact.legal(Draw())
    assert problem is not None and problem.code == "must_play"
    assert problem.params["cards"] == cards("8C")
    assert exact.legal(Commit(problem.params["play"])) is None
    short = scenario("5C 6C 7C", "8C 2H", options={"initial_meld_min_points": 9})
    assert short.legal(Draw()) is None
    assert short.legal(commit("5C 6C 7C 8C")).code == "initial_meld_too_small"


def test_meld_in_hand_worth_exactly_the_initial_meld_minimum_forbids_drawing() -> None:
    """QP-A5 with QP-A4 (i): the set `[9S 9H 9D]` (27) and the run `[9C TC JC]` (29) are
    each worth exactly the minimum; one point more and neither is a simple play."""
    for hand, meld, points in (("9S 9H 9D 2C", "9S 9H 9D", 27), ("9C TC JC 2D", "9C TC JC", 29)):
        exact = scenario("", hand, options={"initial_meld_min_points": points})
        problem = exact.legal(Draw())
        assert problem is not None and problem.code == "must_play", hand
        assert sorted(problem.params["cards"]) == sorted(cards(meld))
        exact.play(commit(meld))
        assert exact.initial_meld_done[0]
        short = scenario("", hand, options={"initial_meld_min_points": points + 1})
        assert short.legal(Draw()) is None, hand
