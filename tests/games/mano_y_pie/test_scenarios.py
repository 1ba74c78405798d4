"""RULES.md §4.11 scenarios HF-T01 to HF-T29, at the engine's level (the pure meld
judgements of HF-T04/T05/T06/T11/T12/T24 are also proven in tests/games/canasta)."""

from __future__ import annotations

import random

import pytest

from app.core.cards import card, cards
from app.core.decks import MANO_Y_PIE_PACK
from app.core.engine import IllegalMove
from app.games.canasta.melds import (
    ALL_WILD,
    CLEAN,
    DIRTY,
    MANO_Y_PIE_FAMILY,
    completed_kind,
    judge_new,
)
from app.games.mano_y_pie.engine import (
    ASKING,
    DRAW,
    EXHAUSTED,
    PLAY,
    WENT_OUT,
    AskToGoOut,
    Discard,
    Draw,
    Grant,
    LayOff,
    ManoYPie,
    Meld,
    Refuse,
    TakePile,
)
from app.games.mano_y_pie.rules import ManoYPieOptions

from .helpers import Picker, scenario, snapshot, tokens

#: Team A's books for going out: 2 clean, 2 dirty, 1 wild (§4.6 G1).
CONTRACT = [(0, "K*7"), (0, "5*7"), (0, "A*5 JK JK"), (0, "8*6 2"), (0, "JK*3 2*4")]
NO_WILD_BOOK = CONTRACT[:4]


def group(text: str) -> tuple:
    return tuple(cards(text))


def refused(state: ManoYPie, action, code: str | None = None) -> IllegalMove:
    before = snapshot(state)
    problem = state.legal(action)
    assert isinstance(problem, IllegalMove), f"{action} should be refused"
    with pytest.raises(IllegalMove):
        state.play(action)
    assert snapshot(state) == before
    if code is not None:
        assert problem.code == code, problem
    return problem


def allowed(state: ManoYPie, action) -> None:
    assert state.legal(action) is None, state.legal(action)
    state.play(action)


def hand(state: ManoYPie, seat: int, spec: str) -> tuple:
    """The seat's cards matching a rank-only spec, first copies first."""
    wanted = spec.split()
    out = []
    pool = list(state.hands[seat])
    for token in wanted:
        if "'" in token or (len(token) >= 2 and token != "JK"):
            c = card(token)
        else:
            rank = {"JK": 0, "A": 1, "T": 10, "J": 11, "Q": 12, "K": 13}.get(token)
            rank = int(token) if rank is None else rank
            c = next(x for x in pool if x.rank == rank)
        pool.remove(c)
        out.append(c)
    return tuple(out)


def test_HF_T01_red_threes_of_the_initial_hand_at_the_first_turn() -> None:
    pick = Picker(["3H 3D 9C 5S 7D 8D"])
    first = [*cards("3H 3D"), *pick.filler(11)]
    hands = [first, *(pick.filler(13) for _ in range(3))]
    stock = cards("9C 5S 7D 8D") + pick.filler(10)
    state = ManoYPie.from_position(hands, stock=stock, pile=pick.filler(1), begin_turn=True)
    assert [c for _, c in state.red3s] == cards("3H 3D")
    assert all(s == 0 for s, _ in state.red3s)
    assert len(state.hands[0]) == 13 and cards("9C 5S") == state.hands[0][-2:]
    allowed(state, Draw())
    assert state.hands[0][-2:] == cards("7D 8D") and len(state.hands[0]) == 15


def test_HF_T01_a_dealt_game_places_red_threes_for_the_first_player() -> None:
    for seed in range(30):
        state = ManoYPie.new({}, seed)
        first = state.turn_seat
        assert not any(c.rank == 3 and c.is_red for c in state.hands[first])
        assert len(state.hands[first]) == 13
        assert len(state.stock) + sum(1 for s, _ in state.red3s if s == first) == 165


def test_HF_T02_a_red_three_drawn_is_replaced() -> None:
    state = scenario("K Q J 9", stock="3D 9C 5S 7H", phase=DRAW)
    allowed(state, Draw())
    assert state.red3s == [(0, card("3D"))]
    assert state.hands[0][-2:] == cards("9C 5S") and state.stock == cards("7H")


def test_HF_T03_a_three_on_top_blocks_the_pile() -> None:
    state = scenario("3C 3S' K Q", pile="8 3S", phase=DRAW, melds=[(0, "9 9 9")])
    refused(state, TakePile((group("3S 3C 3S'"),)), "pile_blocked")
    assert not any(isinstance(a, TakePile) for a in state.legal_actions())


def test_HF_T04_threes_never_meld() -> None:
    state = scenario("3S 3C 3S' K Q", melds=[(1, "9 9 9")], initial_melded=[True, True])
    refused(state, Meld((group("3S 3C 3S'"),)), "three_not_meldable")
    problem = judge_new(cards("3H 3D 3H'"), ManoYPieOptions().family)
    assert isinstance(problem, IllegalMove) and problem.code == "three_not_meldable"


@pytest.mark.parametrize(
    ("group", "legal"),
    [
        ("8 8 JK", True),
        ("8 8 JK 2", False),
        ("8 8 8 JK 2", False),
        ("8 8 8 8 JK 2", True),
        ("8*5 JK 2", True),
        ("8*4 JK 2 2", False),
    ],
)
def test_HF_T05_naturals_at_least_twice_the_wilds(group: str, legal: bool) -> None:
    state = scenario(group + " K Q", initial_melded=[True, False])
    n = len(tokens(group))
    action = Meld((tuple(state.hands[0][:n]),))
    if legal:
        allowed(state, action)
        if n == 7:
            assert completed_kind(state.melds[-1], state.options.family) == DIRTY
    else:
        refused(state, action, "too_many_wilds")


def test_HF_T06_wild_melds_and_the_wild_book() -> None:
    state = scenario("JK 2 2 JK 2 2 2 8 8 K Q", initial_melded=[True, False])
    allowed(state, Meld((hand(state, 0, "JK 2 2"),)))
    assert state.melds[0].kind == "wild"
    allowed(state, LayOff(0, hand(state, 0, "JK 2 2 2")))
    assert completed_kind(state.melds[0], state.options.family) == ALL_WILD
    other = scenario("JK 2 8 8 8 K", initial_melded=[True, False])
    refused(other, Meld((hand(other, 0, "JK 2 8"),)), "too_many_wilds")
    allowed(other, Meld((hand(other, 0, "8 8 JK"),)))
    assert other.melds[0].kind == "set" and other.melds[0].rank == 8


@pytest.mark.parametrize(
    ("groups", "legal"),
    [(["K K K"], False), (["A A A"], True), (["K K K", "Q Q 2"], True)],
)
def test_HF_T07_initial_meld_minimum_of_deal_1(groups: list[str], legal: bool) -> None:
    state = scenario(" ".join(groups) + " 9 6")
    melds = tuple(hand(state, 0, g) for g in groups)
    if legal:
        allowed(state, Meld(melds))
        assert state.initial_melded[0]
    else:
        refused(state, Meld(melds), "below_minimum")


def test_HF_T08_initial_meld_minimum_of_deal_4() -> None:
    state = scenario("A A JK K K 2 8 8 8 9 6", deal_index=3)
    assert state.minimum == 150
    two = (hand(state, 0, "A A JK"), hand(state, 0, "K K 2"))
    problem = refused(state, Meld(two), "below_minimum")
    assert problem.params == {"points": 130, "minimum": 150}
    allowed(state, Meld((*two, hand(state, 0, "8 8 8"))))


def _t09(held: str) -> ManoYPie:
    # bottom to top: three cards that stay, then six taken (with Q Q), then the 9 on top
    return scenario(held + " 6", pile="4 5 6 Q Q 7 8 J K 9", phase=DRAW)


def test_HF_T09_picked_up_cards_never_count_for_the_minimum() -> None:
    a = _t09("9 9 Q")
    top = a.pile[-1]
    refused(a, TakePile(((top, *hand(a, 0, "9 9")),)), "below_minimum")
    b = _t09("9 9 Q")
    picked_qs = tuple(c for c in b.pile[:-1] if c.rank == 12)
    q = hand(b, 0, "Q")
    group = ((top, *hand(b, 0, "9 9")), (*q, *picked_qs))
    refused(b, TakePile(group), "not_from_hand")
    c = _t09("9 9 Q Q Q")
    top = c.pile[-1]
    taken = c.pile[-7:]
    allowed(c, TakePile(((top, *hand(c, 0, "9 9")), hand(c, 0, "Q Q Q"))))
    assert len(c.pile) == 3 and c.initial_melded[0]
    assert sorted(c.hands[0]) == sorted([*taken[:-1], *hand(c, 0, "6")])


def test_HF_T10_a_short_pile_is_taken_whole() -> None:
    state = scenario("K K 6 7", pile="4 5 6 K", phase=DRAW, melds=[(0, "9 9 9")])
    top = state.pile[-1]
    rest = state.pile[:-1]
    allowed(state, TakePile(((top, *hand(state, 0, "K K")),)))
    assert state.pile == [] and set(rest) <= set(state.hands[0])


def test_HF_T11_one_incomplete_meld_per_rank() -> None:
    state = scenario("Q Q Q 6 7", melds=[(0, "Q Q Q")])
    refused(state, Meld((hand(state, 0, "Q Q Q"),)), "meld_of_rank_open")
    booked = scenario("Q Q Q 6 7", melds=[(0, "Q*7")])
    allowed(booked, Meld((hand(booked, 0, "Q Q Q"),)))


def test_HF_T12_books_are_closed() -> None:
    state = scenario("7 JK 6 K", melds=[(0, "7*7")])
    refused(state, LayOff(0, hand(state, 0, "7")), "book_closed")
    refused(state, LayOff(0, hand(state, 0, "JK")), "book_closed")


def test_HF_T13_direct_route_to_the_foot() -> None:
    state = scenario("5H 5S 5D", melds=[(0, "9 9 9")], feet={0: "K K 6 7 8 J"})
    foot = list(state.feet[0])
    allowed(state, Meld((group("5H 5S 5D"),)))
    assert state.on_foot(0) and state.hands[0] == foot and state.feet[0] == []
    assert state.phase == PLAY and state.turn_seat == 0
    allowed(state, Discard(foot[2]))
    assert state.turn_seat == 1 and state.foot_discarded[0]  # he discarded from the foot


def test_HF_T13_melding_from_the_foot_continues_the_turn() -> None:
    state = scenario("5H 5S 5D", melds=[(0, "9 9 9")], feet={0: "K K K 6 7 8 J"})
    allowed(state, Meld((group("5H 5S 5D"),)))
    allowed(state, Meld((hand(state, 0, "K K K"),)))
    allowed(state, Discard(hand(state, 0, "6")[0]))
    assert state.foot_discarded[0] and len(state.hands[0]) == 3


def test_HF_T14_walking_route_to_the_foot() -> None:
    state = scenario("K K K J", melds=[(0, "9 9 9")], feet={0: "Q Q Q 6 7"})
    foot = list(state.feet[0])
    allowed(state, Meld((hand(state, 0, "K K K"),)))
    allowed(state, Discard(hand(state, 0, "J")[0]))
    assert state.on_foot(0) and state.hands[0] == foot
    assert state.turn_seat == 1 and state.phase == DRAW
    assert not state.foot_discarded[0]  # the walking discard is not one from the foot


def _t15(held: str = "9 9 9 4", melds=CONTRACT, partner_ready: bool = True, **kw) -> ManoYPie:
    return scenario(
        held,
        melds=melds,
        on_foot=[0, 2] if partner_ready else [0],
        foot_discarded=[2] if partner_ready else [],
        **kw,
    )


def test_HF_T15_going_out_with_permission() -> None:
    state = _t15()
    assert state.may_ask(0)
    allowed(state, AskToGoOut())
    assert state.phase == ASKING and state.to_play == 2 and state.turn_seat == 0
    for seat in (0, 1, 3):
        view = state.view(seat)
        assert view.to_play == 2 and view.permission_log == ((8, 0, "asked"),)
    allowed(state, Grant())
    assert state.to_play == 0 and state.permission == "granted"
    allowed(state, Meld((hand(state, 0, "9 9 9"),)))
    allowed(state, Discard(hand(state, 0, "4")[0]))
    result = state.result
    assert result is not None and result.reason == WENT_OUT and result.went_out == 0
    assert result.going_out == (100, 0)
    assert state.to_play is None


def test_going_out_result_is_the_result_of_going_out_and_changes_nothing() -> None:
    """What a bot weighs before asking: the result if the seat went out now (here after
    melding its 9s, holding the 4 it would discard) is the one going out gives."""
    state = _t15()
    allowed(state, AskToGoOut())
    allowed(state, Grant())
    allowed(state, Meld((hand(state, 0, "9 9 9"),)))
    before = snapshot(state)
    trial = state.clone()
    trial.hands[0] = []
    predicted = trial.going_out_result(0)
    assert snapshot(state) == before and trial.result is None
    allowed(state, Discard(hand(state, 0, "4")[0]))
    assert predicted == state.result


def test_HF_T15_a_grant_does_not_oblige() -> None:
    state = _t15()
    allowed(state, AskToGoOut())
    allowed(state, Grant())
    allowed(state, Discard(hand(state, 0, "4")[0]))
    assert state.result is None and state.turn_seat == 1


def test_HF_T16_no_asking_without_the_contract() -> None:
    state = _t15(melds=NO_WILD_BOOK)
    assert not state.may_ask(0)
    refused(state, AskToGoOut(), "cannot_go_out")
    assert AskToGoOut() not in state.legal_actions()
    refused(state, Meld((hand(state, 0, "9 9 9"),)), "must_keep_cards")
    allowed(state, Discard(hand(state, 0, "4")[0]))


@pytest.mark.parametrize("picked_up", [False, True])
def test_HF_T17_partner_must_have_played_from_his_foot(picked_up: bool) -> None:
    state = _t15(partner_ready=False)
    if picked_up:  # on his foot, but has never discarded from it
        state.fates[2] = state.fates[2].taken_by(2, 0, pending=False)
        state.feet[2] = []
    assert not state.may_ask(0)
    refused(state, AskToGoOut(), "cannot_go_out")
    refused(state, Meld((hand(state, 0, "9 9 9"),)), "must_keep_cards")
    allowed(state, Discard(hand(state, 0, "4")[0]))


def test_HF_T18_a_refusal_binds_for_the_turn() -> None:
    state = _t15()
    allowed(state, AskToGoOut())
    allowed(state, Refuse())
    assert state.to_play == 0 and state.permission == "refused"
    refused(state, Meld((hand(state, 0, "9 9 9"),)), "must_keep_cards")
    refused(state, AskToGoOut(), "already_asked")
    assert {a.kind for a in state.legal_actions()} == {"hf.discard"}
    allowed(state, Discard(hand(state, 0, "9")[0]))
    assert len(state.hands[0]) == 3 and state.result is None


def test_HF_T19_going_out_needs_a_final_discard() -> None:
    state = _t15("9 9 9")
    allowed(state, AskToGoOut())
    allowed(state, Grant())
    refused(state, Meld((hand(state, 0, "9 9 9"),)), "must_keep_cards")


def test_HF_T20_worked_example_scores() -> None:
    state = scenario(
        "6D",
        melds=[*CONTRACT, (0, "9 9 9"), (1, "J*7"), (1, "6 6 JK")],
        others={1: "A 2 7", 2: "4 3S Q", 3: "Q Q"},
        feet={1: "3H 3C K K 9 8 7 6 5 4 4 A JK"},
        on_foot=[0, 2, 3],
        foot_discarded=[2, 3],
        red3s=[(0, "3D"), (2, "3H'"), (3, "3D'")],
    )
    allowed(state, AskToGoOut())
    allowed(state, Grant())
    allowed(state, Discard(card("6D")))
    result = state.result
    assert result is not None and result.reason == WENT_OUT
    assert result.team_scores == (4025, 425)
    assert result.melded == (645, 130)
    assert result.books == (3100, 500)
    assert result.red3s == (200, 100)
    assert result.going_out == (100, 0)
    assert result.held == (-20, -305)
    assert result.scores == (4025, 425, 4025, 425) and result.winners == (0, 2)


def _t21_pack() -> list:
    specials = cards("JK 3C 7H")
    pool = [c for c in MANO_Y_PIE_PACK.build() if c not in specials]
    dealt = [c for c in pool if c.rank != 3][:104]
    rest = [c for c in pool if c not in set(dealt)]
    return dealt + specials + rest


def test_HF_T21_burying_the_up_card_at_the_bottom() -> None:
    pack = _t21_pack()
    opts = ManoYPieOptions()
    state = ManoYPie.from_pack(opts, pack, random.Random(1), 0, bury=lambda rng, n: n)
    assert state.pile == cards("7H")
    assert state.stock[-1] == card("3C") and state.stock[-2] == card("JK")
    assert len(state.stock) == 165


def test_HF_T21_burying_invariants() -> None:
    for seed in range(20):
        state = ManoYPie.from_pack(ManoYPieOptions(), _t21_pack(), random.Random(seed), 0)
        up = state.pile[-1]
        assert up.rank not in (0, 2, 3)
        assert card("JK") in state.stock and card("3C") in state.stock
        assert len(state.stock) == 165 and len(state.pile) == 1


def test_HF_T22_stock_exhausted_ends_the_deal() -> None:
    state = scenario(
        "Q",
        melds=[(0, "A A A"), (1, "K*5")],
        others={1: "K", 2: "5", 3: "4"},
        on_foot=[0, 1, 2, 3],
        pile="9",
        stock=0,
        phase=DRAW,
        begin_turn=True,
    )
    result = state.result
    assert result is not None and result.reason == EXHAUSTED and result.went_out is None
    assert result.team_scores == (45, 35) and result.going_out == (0, 0)


def test_HF_T22_declining_the_pile_with_no_stock_ends_the_deal() -> None:
    state = scenario("9 9 6 7", melds=[(0, "A A A")], pile="9", stock=0, phase=DRAW,
                     begin_turn=True)  # fmt: skip
    assert state.result is None and state.exhausted
    assert any(isinstance(a, TakePile) for a in state.legal_actions())
    allowed(state, Draw())
    assert state.result is not None and state.result.reason == EXHAUSTED


def test_HF_T23_a_joker_on_top_needs_two_jokers() -> None:
    state = scenario("JK' JK'' 6 7", pile="8 JK", phase=DRAW, melds=[(0, "9 9 9")])
    allowed(state, TakePile((group("JK JK' JK''"),)))
    assert state.melds[-1].kind == "wild"
    variant = scenario("JK' 2 6 7", pile="8 JK", phase=DRAW, melds=[(0, "9 9 9")])
    two = hand(variant, 0, "2")
    refused(variant, TakePile(((card("JK"), card("JK'"), *two),)), "needs_matching_cards")


def test_HF_T23b_the_book_takes_two_and_the_third_cannot_start_a_meld() -> None:
    state = scenario("JK' JK'' 6 7 8", pile="9 JK", phase=DRAW, melds=[(0, "2 2 2 2 JK'''")])
    top, a, b = cards("JK JK' JK''")
    refused(state, TakePile(((b,),), 0, (top, a)), "group_too_short")
    refused(state, TakePile((), 0, (top, a)), "needs_matching_cards")
    refused(state, TakePile(((top, a, b),)), "meld_of_rank_open")
    refused(state, TakePile((), 0, (top, a, b)))
    assert not any(isinstance(a, TakePile) for a in state.legal_actions())


def test_HF_T24_the_ratio_after_each_addition() -> None:
    state = scenario("JK 2 6 7 9", melds=[(0, "8 8 8")])
    allowed(state, LayOff(0, hand(state, 0, "JK")))
    assert state.melds[0].wild_count(state.options.family) == 1
    refused(state, LayOff(0, hand(state, 0, "2")), "cannot_lay_off")


def test_HF_T25_red_threes_in_the_foot() -> None:
    state = scenario("5 5 5", melds=[(0, "9 9 9")], feet={0: "3H 3D K Q J 6"}, stock="8C 7C 6C")
    allowed(state, Meld((hand(state, 0, "5 5 5"),)))
    assert [c for s, c in state.red3s if s == 0] == cards("3H 3D")
    assert len(state.hands[0]) == 6 and state.hands[0][-2:] == cards("8C 7C")
    assert state.stock == cards("6C")


def test_HF_T25_red_threes_in_a_foot_picked_up_walking() -> None:
    state = scenario("5", melds=[(0, "9 9 9")], feet={0: "3H 3D K Q J 6"}, stock="8C 7C 6C")
    allowed(state, Discard(state.hands[0][0]))
    assert [c for s, c in state.red3s if s == 0] == cards("3H 3D")
    assert len(state.hands[0]) == 6 and state.stock == cards("6C")


def test_HF_T26_all_three_cards_must_be_placed() -> None:
    for pile in ("Q", "4 5 6 7 Q"):
        state = scenario("Q Q 6", pile=pile, phase=DRAW, melds=[(0, "Q*5")])
        top = state.pile[-1]
        q1, q2 = hand(state, 0, "Q Q")
        refused(state, TakePile(((q2,),), 0, (top, q1)), "group_too_short")
        refused(state, TakePile((), 0, (top, q1)), "needs_matching_cards")
        refused(state, TakePile((), 0, (top, q1, q2)), "cannot_lay_off")
        assert not any(isinstance(a, TakePile) for a in state.legal_actions())
    more = scenario("Q Q Q Q 6", pile="Q", phase=DRAW, melds=[(0, "Q*5")])
    top = more.pile[-1]
    q = hand(more, 0, "Q Q Q Q")
    allowed(more, TakePile((q[1:],), 0, (top, q[0])))
    assert completed_kind(more.melds[0], more.options.family) == CLEAN
    assert len(more.melds[1].cards) == 3


@pytest.mark.parametrize(
    ("deal", "groups", "legal"),
    [
        (1, ["A A A", "K K K"], True),
        (1, ["A A A", "7 7 7"], False),
        (2, ["JK A A", "K K K"], True),
        (2, ["2 A A", "K K K", "5 5 5"], False),
    ],
)
def test_HF_T27_minimums_of_deals_2_and_3(deal: int, groups: list[str], legal: bool) -> None:
    state = scenario(" ".join(groups) + " 9 6", deal_index=deal)
    melds = tuple(hand(state, 0, g) for g in groups)
    if legal:
        allowed(state, Meld(melds))
    else:
        refused(state, Meld(melds), "below_minimum")


def test_HF_T28_a_draw_that_strands_a_player_ends_the_deal() -> None:
    state = scenario("K", melds=NO_WILD_BOOK, on_foot=[0, 2], stock="3H", phase=DRAW)
    allowed(state, Draw())
    assert state.red3s[-1] == (0, card("3H")) and len(state.hands[0]) == 1
    result = state.result
    assert result is not None and result.reason == EXHAUSTED and result.going_out == (0, 0)


def test_HF_T28_with_the_contract_the_stranded_player_may_still_ask() -> None:
    state = _t15("K", stock="3H", phase=DRAW)
    allowed(state, Draw())
    assert state.result is None and [a.kind for a in state.legal_actions()] == ["hf.ask"]
    allowed(state, AskToGoOut())
    allowed(state, Refuse())
    assert state.result is not None and state.result.reason == EXHAUSTED


def test_HF_T29_a_pick_up_on_the_foot_keeps_two_cards() -> None:
    state = _t15("9 9", pile="4 9", phase=DRAW)
    top = state.pile[-1]
    refused(state, TakePile(((top, *hand(state, 0, "9 9")),)), "must_keep_cards")
    free = _t15("9 9", pile="4 9", phase=DRAW, options={"require_permission": False})
    allowed(free, TakePile(((top, *hand(free, 0, "9 9")),)))
    assert len(free.hands[0]) == 1 and free.may_go_out(0)
    allowed(free, Discard(free.hands[0][0]))
    assert free.result is not None and free.result.reason == WENT_OUT


def test_family_preset_is_the_engines() -> None:
    assert ManoYPieOptions().family == MANO_Y_PIE_FAMILY


def test_HF_T26_completing_a_book_and_starting_the_next_with_a_wild_card() -> None:
    state = scenario("Q Q JK 6 7", pile="Q", phase=DRAW, melds=[(0, "Q*6")], stock=0,
                     begin_turn=True)  # fmt: skip
    assert state.result is None  # the pick-up below is open to him: the deal goes on
    top = state.pile[-1]
    action = TakePile(((*hand(state, 0, "Q Q"), card("JK")),), 0, (top,))
    assert action in state.legal_actions()
    allowed(state, action)
    assert completed_kind(state.melds[0], state.options.family) == CLEAN
    assert state.melds[1].wild_count(state.options.family) == 1
