"""RULES.md §3.8: every Cuatro Palos scenario, named by its ID.

Seats 0-3, dealer seat 0, so the order of play is 3, 2, 1, 0 (P1 is seat 3).
"""

from __future__ import annotations

import pytest

from app.core.cards import Card, card, cards
from app.core.engine import Action, IllegalMove
from app.games.cuatro_palos.engine import (
    CuatroPalos,
    CuatroPalosMatch,
    DealResult,
    Keep,
    PlayTurned,
    PlayWaste,
    Turn,
)
from app.games.cuatro_palos.scoring import add_scores, deal_scores, lowest, match_over

from .helpers import filler, foundation, scenario, snapshot


def assert_refused(state: CuatroPalos, action: Action, code: str) -> IllegalMove:
    before = snapshot(state)
    problem = state.legal(action)
    assert problem is not None and problem.code == code, problem
    with pytest.raises(IllegalMove) as info:
        state.play(action)
    assert info.value == problem
    assert snapshot(state) == before, "a refused action changed nothing"
    return problem


def test_cp_t01_first_turn_aces_build_and_the_first_unplayable_card_ends_it() -> None:
    rest = filler(49, cards("AH 2H 9C"))
    state = scenario(stock=[*cards("AH 2H 9C"), *rest], turn=0)
    assert state.to_play == 3 and state.phase == "waste"
    assert state.legal_actions() == [Turn()]
    state.play(Turn())
    assert state.turned == card("AH") and state.destinations(card("AH")) == ["f:H"]
    assert_refused(state, Turn(), "must_play_turned")
    state.play(PlayTurned("f:H"))
    state.play(Turn())
    assert state.turned == card("2H")
    state.play(PlayTurned("f:H"))
    state.play(Turn())  # 9C has no destination: it starts P1's waste pile, the turn ends
    assert state.foundations == {"H": cards("AH 2H")}
    assert state.wastes[3] == cards("9C") and state.turned is None
    assert state.to_play == 2 and state.turn == 1


def test_cp_t02_a_turned_card_must_be_loaded_on_the_previous_players_pile() -> None:
    state = scenario(stock="8D KS 4C", foundations="2H", wastes={3: "9C"}, to_play=2)
    state.play(Turn())
    assert state.turned == card("8D") and state.legal_actions() == [PlayTurned("w:3")]
    assert_refused(state, Keep(), "keep_not_allowed")
    state.play(PlayTurned("w:3"))
    assert state.wastes[3] == cards("9C 8D")
    state.play(Turn())
    assert state.wastes[2] == cards("KS") and state.to_play == 1
    assert state.stock == cards("4C")


def test_cp_t03_foundations_follow_suit() -> None:
    state = scenario(stock="9S", foundations="2H", turned="3D", to_play=3)
    assert state.destinations(card("3D")) == []
    assert state.destination_problem(card("3D"), "f:H").code == "wrong_suit"
    assert state.destination_problem(card("3D"), "f:D").code == "foundation_not_started"
    assert state.destinations(card("3H")) == ["f:H"]
    assert state.destination_problem(card("4H"), "f:H").code == "not_next_on_foundation"


def test_cp_t04_waste_piles_take_one_rank_up_or_down_in_any_suit() -> None:
    state = scenario(stock="2S", wastes={2: "9C"}, turned="TC", to_play=3)
    assert state.destination_problem(card("9H"), "w:2").code == "not_adjacent"
    assert state.destinations(card("9H")) == []
    assert state.destinations(card("TC")) == ["w:2"]
    assert state.destinations(card("8S")) == ["w:2"]
    state.play(PlayTurned("w:2"))
    assert state.wastes[2] == cards("9C TC")


@pytest.mark.parametrize("wrap", [False, True])
def test_cp_t05_no_king_ace_wrap_unless_the_option(wrap: bool) -> None:
    options = {"waste_wrap": wrap}
    state = scenario(stock="2S", wastes={2: "AS"}, turned="KD", to_play=3, options=options)
    if wrap:
        assert state.legal(PlayTurned("w:2")) is None
        state.play(PlayTurned("w:2"))
        assert state.wastes[2] == cards("AS KD")
    else:
        assert state.destinations(card("KD")) == []
        assert_refused(state, PlayTurned("w:2"), "not_adjacent")


def test_cp_t06_own_waste_top_first() -> None:
    state = scenario(stock="9S 2C", foundations="5H", wastes={3: "KC 6H"}, to_play=3)
    problem = assert_refused(state, Turn(), "must_play_waste")
    assert problem.params["card"] == card("6H")
    assert state.legal_actions() == [PlayWaste("f:H")]
    state.play(PlayWaste("f:H"))
    assert state.legal(Turn()) is None


def test_cp_t07_a_playable_turned_card_may_not_be_kept() -> None:
    state = scenario(stock="2S", wastes={2: "8D"}, turned="7C", to_play=3)
    assert_refused(state, Keep(), "keep_not_allowed")
    free = scenario(
        stock="2S", wastes={2: "8D"}, turned="7C", to_play=3, options={"forced_play": False}
    )
    assert Keep() in free.legal_actions()
    free.play(Keep())
    assert free.wastes[3] == cards("7C") and free.to_play == 2


def test_cp_t08_an_empty_waste_pile_cannot_be_loaded() -> None:
    state = scenario(stock="2S", wastes={1: "8D"}, turned="7C", to_play=3)
    problem = assert_refused(state, PlayTurned("w:2"), "empty_waste_pile")
    assert problem.params["seat"] == 2
    assert_refused(state, PlayTurned("w:3"), "own_waste")
    assert_refused(state, PlayTurned("w:7"), "no_such_destination")
    assert state.destinations(card("7C")) == ["w:1"]


def test_cp_t09_a_foundation_play_can_free_the_own_waste_top() -> None:
    # Seat 2's pile is empty: one deck holds one KD and one 9S.
    state = scenario(
        stock="3C 7H 5S", foundations="2C", wastes={3: "4C", 0: "KD", 1: "9S"}, to_play=3
    )
    assert state.destinations(card("4C")) == []
    state.play(Turn())
    assert state.turned == card("3C") and state.destinations(card("3C")) == ["f:C"]
    state.play(PlayTurned("f:C"))
    assert_refused(state, Turn(), "must_play_waste")
    assert state.legal_actions() == [PlayWaste("f:C")]
    state.play(PlayWaste("f:C"))
    assert state.foundations["C"][-1] == card("4C") and state.wastes[3] == []
    assert state.legal_actions() == [Turn()] and state.to_play == 3
    state.play(Turn())  # 7H: nowhere to go, it starts the pile again and the turn ends
    assert state.wastes[3] == cards("7H") and state.to_play == 2


def test_cp_t10_flip_the_waste_pile_when_the_stock_is_gone() -> None:
    wastes = {3: "3C 9D QS", 2: "6H", 1: "6S", 0: "6D"}
    state = scenario(wastes=wastes, to_play=3)
    state.play(Turn())
    assert state.personal[3] == cards("9D QS") and state.wastes[3] == cards("3C")
    assert state.to_play == 2 and state.result is None
    for seat in (2, 1, 0):  # each flips his single card and turns it up again
        assert state.to_play == seat
        state.play(Turn())
    assert state.to_play == 3
    state.play(Turn())
    assert state.wastes[3] == cards("3C 9D") and state.personal[3] == cards("QS")


def test_cp_t11_going_out_after_the_stock_is_gone() -> None:
    state = scenario(foundations="4H", wastes={3: "5H"}, personal={2: 7, 1: 12, 0: 3}, to_play=3)
    state.play(PlayWaste("f:H"))
    assert state.result == DealResult(reason="went_out", scores=(3, 12, 7, 0), winners=(3,))
    assert state.to_play is None and state.outcome() == state.result
    assert_refused(state, Turn(), "deal_over")


def test_cp_t12_no_going_out_while_the_stock_lasts() -> None:
    stock = filler(10, cards("4H 5H"))
    state = scenario(stock=stock, foundations="4H", wastes={3: "5H"}, to_play=3)
    state.play(PlayWaste("f:H"))
    assert state.result is None and state.to_play == 3
    assert state.legal_actions() == [Turn()]
    assert_refused(state, PlayWaste("f:H"), "own_waste_empty")


def test_cp_t13_going_out_with_the_last_stock_card() -> None:
    state = scenario(stock="7S", wastes={2: "8H"}, personal={1: 2}, to_play=3)
    state.play(Turn())
    assert state.stock == [] and state.turned == card("7S") and state.result is None
    state.play(PlayTurned("w:2"))
    assert state.result is not None and state.result.winner == 3
    assert state.result.scores == (0, 2, 2, 0)


def test_cp_t14_match_ends_when_a_total_reaches_the_target() -> None:
    # P1..P4 are seats 3, 2, 1, 0.
    match = CuatroPalosMatch({}, seed=4)
    match.totals = [70, 88, 60, 95]
    match.record(DealResult(reason="went_out", scores=(3, 0, 12, 7), winners=(1,)))
    assert match.totals == [73, 88, 72, 102]
    assert match.over and match.winners == (2,)
    assert add_scores([95, 60, 88, 70], [7, 12, 0, 3]) == [102, 72, 88, 73]
    assert match_over([102, 72, 88, 73], 100) and lowest([102, 72, 88, 73]) == [1]
    assert deal_scores([7, 12, 0, 3], 2) == (7, 12, 0, 3)
    assert lowest([5, 3, 3]) == [1, 2], "co-winners (CP-A10)"


# Found by search: a 3-player position in which loading the needed 5H onto an opponent
# is always possible when it surfaces, so players who never use the foundation loop on.
STALL_WASTES = {0: "4S 9C JD", 1: "KD 7D", 2: "KC 7S 6C 6D 5H 4C 4D"}


def _prefer_loading(state: CuatroPalos) -> Action:
    actions = state.legal_actions()
    for action in actions:
        if isinstance(action, PlayTurned | PlayWaste) and action.to.startswith("w:"):
            return action
    return actions[0]


def test_cp_t15_endless_loading_stalls_the_deal() -> None:
    state = scenario(foundations="4H", wastes=STALL_WASTES, options={"num_players": 3})
    assert state.to_play == 2 and state.stall_cards == 12 and state.stall_limit == 78
    loads_of_5h = 0
    start = state.turn
    while state.result is None:
        action = _prefer_loading(state)
        assert not (isinstance(action, PlayTurned | PlayWaste) and action.to.startswith("f:"))
        moving = state.turned if isinstance(action, PlayTurned) else None
        if isinstance(action, PlayWaste):
            moving = state.wastes[state.to_play][-1]
        loads_of_5h += moving == card("5H")
        turns_before = state.turn
        state.play(action)
        if state.result is None:
            assert state.stall_turns == state.turn - start
        else:
            assert turns_before - start == 77
    assert loads_of_5h >= 3
    assert state.turn - start == 78
    held = tuple(len(w) + len(p) for w, p in zip(state.wastes, state.personal, strict=True))
    assert state.result == DealResult(reason="stalled", scores=tuple(held), winners=())
    assert sum(held) == 12

    # With foundation_priority the first surfacing of 5H must go to the foundation.
    strict = scenario(
        foundations="4H",
        wastes=STALL_WASTES,
        options={"num_players": 3, "foundation_priority": True},
    )
    seen = False
    while strict.result is None and not seen:
        action = _prefer_loading(strict)
        card_now = strict.turned if strict.phase == "turned" else None
        if strict.phase == "waste" and strict.wastes[strict.to_play]:
            top = strict.wastes[strict.to_play][-1]
            card_now = top if strict.destinations(top) else None
        if card_now == card("5H"):
            seen = True
            assert strict.destinations(card_now) == ["f:H"]
            assert strict.legal_actions() in ([PlayTurned("f:H")], [PlayWaste("f:H")])
            codes = {
                strict.destination_problem(card_now, f"w:{q}").code
                for q in range(3)
                if q != strict.to_play
            }
            assert "must_go_to_foundation" in codes, "a load would be legal without priority"
        strict.play(action)
    assert seen


def test_cp_t15_counter_and_t_restart_on_a_foundation_play() -> None:
    state = scenario(
        foundations="4H",
        wastes={0: "9C", 1: "KD", 2: "JS 5H"},
        options={"num_players": 3},
        stall_turns=50,
        stall_cards=20,
    )
    assert state.stall_limit == 3 * 42
    state.play(PlayWaste("f:H"))
    assert state.stall_turns == 0 and state.stall_cards == 3 and state.stall_limit == 24
    override = scenario(
        wastes={0: "9C", 1: "KD", 2: "JS"}, options={"num_players": 3, "stall_rounds": 1}
    )
    assert override.stall_limit == 3
    for _ in range(3):
        override.play(Turn())
    assert override.result is not None and override.result.reason == "stalled"
    assert override.result.scores == (1, 1, 1)


def test_cp_t16_a_complete_foundation_takes_nothing() -> None:
    state = scenario(stock="2D", foundations="KS", turned="QD", to_play=3, wastes={2: "JC"})
    assert "f:S" not in state.destinations(card("QD"))
    assert state.destination_problem(card("QD"), "f:S").code == "wrong_suit"
    problem = state.destination_problem(card("AH"), "f:S")
    assert problem.code == "wrong_suit"
    for_spade = scenario(stock="2D", foundations="KS", wastes={2: "JC"}, to_play=3)
    assert for_spade.foundations["S"] == foundation("KS") and len(foundation("KS")) == 13
    # Every spade is on the foundation; a spade from a second copy shows the code.
    extra = Card(12, "S", 1)
    problem = for_spade.destination_problem(extra, "f:S")
    assert problem.code == "foundation_complete" and problem.params["top"] == card("KS")


def test_cp_t17_a_flipped_opponents_waste_top_can_be_loaded() -> None:
    state = scenario(wastes={2: "JD", 3: "QC"}, personal={2: 4}, to_play=3)
    assert state.personal[2] and state.wastes[2] == cards("JD")
    assert state.legal(PlayWaste("w:2")) is None
    state.play(PlayWaste("w:2"))
    assert state.wastes[2] == cards("JD QC")
    assert state.result is not None and state.result.winner == 3  # and P went out


def test_cp_t18_turn_order_and_next_dealer_go_to_the_right() -> None:
    state = CuatroPalos.new({}, seed=11, dealer=0)
    order: list[int] = []
    while state.result is None and len(order) < 9:
        if state.phase == "waste" and (not order or order[-1] != state.to_play):
            order.append(state.to_play)
        state.play(state.legal_actions()[0])
    assert order[:9] == [3, 2, 1, 0, 3, 2, 1, 0, 3]
    match = CuatroPalosMatch({}, seed=0)
    match.dealer = 0
    match.record(DealResult(reason="went_out", scores=(3, 0, 2, 5), winners=(1,)))
    assert match.dealer == 3 and match.deal.dealer == 3 and match.deal.to_play == 2
    clockwise = CuatroPalos.new({"direction": "cw"}, seed=11, dealer=0)
    assert clockwise.to_play == 1


def test_stall_count_starts_when_the_last_stock_card_is_turned() -> None:
    """§3.4: T is the cards held at the moment the central stock runs out, which is
    inside the `Turn` that takes its last card: the card just turned counts (it is still
    held), and the turn it ends is the first one counted."""
    # 9S fits nowhere: it goes onto seat 3's own waste pile and ends the turn.
    state = scenario(stock="9S", wastes={3: "4D", 2: "KC", 1: "KH"}, personal={0: 5}, to_play=3)
    assert state.stall_cards is None and state.stall_limit is None
    state.play(Turn())
    assert state.stock == [] and state.wastes[3] == cards("4D 9S")
    assert state.held_total() == 9
    assert state.stall_cards == 9 and state.stall_turns == 1
    assert state.stall_limit == 4 * (2 * 9 + 2)
    # 7S fits seat 2's 8H: it waits as the turned card, still held, and no turn is over.
    pending = scenario(stock="7S", wastes={2: "8H", 1: "KD"}, personal={0: 3}, to_play=3)
    pending.play(Turn())
    assert pending.turned == card("7S") and pending.held_total() == 6
    assert pending.stall_cards == 6 and pending.stall_turns == 0
    pending.play(PlayTurned("w:2"))
    assert pending.stall_cards == 6 and pending.stall_turns == 0, "a load is no progress"
    # Turned onto a foundation, the last stock card restarts T at once without itself.
    onto_foundation = scenario(
        stock="5H",
        foundations="4H",
        wastes={3: "9C", 2: "KC", 1: "KH"},
        personal={0: 2},
        to_play=3,
    )
    onto_foundation.play(Turn())
    onto_foundation.play(PlayTurned("f:H"))
    assert onto_foundation.result is None and onto_foundation.held_total() == 5
    assert onto_foundation.stall_cards == 5 and onto_foundation.stall_turns == 0


def test_the_test_constructor_refuses_impossible_positions() -> None:
    """RULES.md, how to read the scenarios: the test constructor builds only positions
    a deal could hold: one waste pile and one personal stock per seat, foundations built
    up from their ace in suit, every card in one place."""
    with pytest.raises(ValueError, match="3 wastes for 4 players"):
        CuatroPalos.from_position(stock=cards("2C"), wastes=[[], [], []])
    with pytest.raises(ValueError, match="5 personal for 4 players"):
        CuatroPalos.from_position(stock=cards("2C"), personal=[[]] * 5)
    with pytest.raises(ValueError, match="not built up from its ace"):
        CuatroPalos.from_position(stock=cards("2C"), foundations={"H": cards("AH 3H")})
    with pytest.raises(ValueError, match="not built up from its ace"):
        CuatroPalos.from_position(stock=cards("2C"), foundations={"H": cards("AH 2S")})
    with pytest.raises(ValueError, match="cards in two places: 9D"):
        CuatroPalos.from_position(stock=cards("2C 9D"), wastes=[cards("9D"), [], [], []])
    plain = CuatroPalos.from_position(stock=cards("2C"))
    assert plain.wastes == [[], [], [], []] and plain.personal == [[], [], [], []]


def test_a_position_whose_player_to_act_holds_nothing_after_the_stock_is_won() -> None:
    """§3.4: with the central stock empty, the player on turn holding no cards has gone
    out, also in a position built directly; a pending turned card is still held."""
    won = scenario(wastes={2: "9C", 1: "KD", 0: "4S"}, to_play=3)
    assert won.result == DealResult(reason="went_out", scores=(1, 1, 1, 0), winners=(3,))
    pending = scenario(wastes={2: "8H", 1: "KD", 0: "4S"}, to_play=3, turned="7S")
    assert pending.result is None and pending.legal_actions() == [PlayTurned("w:2")]
