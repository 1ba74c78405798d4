"""ManoYPieOptions (RULES.md §4.10): every option, its default, its validation and its
effect on a deal."""

from __future__ import annotations

import pytest

from app.core.cards import card
from app.core.engine import IllegalMove
from app.core.options import OptionError
from app.games.mano_y_pie.engine import (
    DRAW,
    WENT_OUT,
    AskToGoOut,
    Discard,
    Draw,
    Grant,
    LayOff,
    ManoYPie,
    Meld,
    TakePile,
)
from app.games.mano_y_pie.rules import ManoYPieOptions

from .helpers import scenario
from .test_scenarios import CONTRACT, NO_WILD_BOOK, _t15, allowed, hand, refused


def test_defaults_are_the_rules() -> None:
    o = ManoYPieOptions()
    assert (o.num_players, o.teams, o.num_decks, o.hand_size, o.foot_size) == (
        4, "auto", 5, 13, 13,
    )  # fmt: skip
    assert (o.draw_count, o.pickup_count, o.min_meld_by_deal, o.num_deals) == (
        2, 7, (50, 90, 120, 150), 4,
    )  # fmt: skip
    assert (o.contract, o.wild_ratio, o.wild_top_pickup) == ((2, 2, 1), 2, "same_kind")
    assert o.partner_must_have_played_foot and o.require_permission
    assert not (o.exclusive_meld_action or o.red3_penalty_if_foot_not_reached)
    assert dict(o.book_values) == {"clean": 500, "dirty": 300, "wild": 1500}
    assert (o.go_out_bonus, o.red3_value, o.tie_extra_deal) == (100, 100, False)
    assert o.pack.size == 270 and o.seat_teams == (0, 1, 0, 1)


def test_json_round_trip() -> None:
    o = ManoYPieOptions(
        num_players=6, teams="2x3", book_values={"wild": 2000}, min_meld_by_deal=[40, 80]
    )
    assert dict(o.book_values) == {"clean": 500, "dirty": 300, "wild": 2000}
    assert o.min_meld_by_deal == (40, 80)
    assert ManoYPieOptions.from_mapping(o.to_json()) == o
    assert hash(o) == hash(ManoYPieOptions.from_mapping(o.to_json()))
    with pytest.raises(TypeError):
        o.book_values["wild"] = 1  # type: ignore[index]
    parsed = ManoYPieOptions.parse_assignments(["num_players=5", "draw_count=1"])
    assert (parsed.num_players, parsed.draw_count) == (5, 1)


@pytest.mark.parametrize(
    "bad",
    [
        {"num_players": 1},
        {"num_players": 7},
        {"num_players": True},
        {"teams": "2x3"},
        {"num_players": 6, "teams": "1x6"},
        {"num_decks": 0},
        {"num_decks": 2},  # HF-A13: 88 up-cards for 104 dealt cards
        {"hand_size": 0},
        {"draw_count": "2"},
        {"min_meld_by_deal": []},
        {"min_meld_by_deal": [50, -1]},
        {"contract": [2, 2]},
        {"wild_ratio": 0},
        {"wild_top_pickup": "any"},
        {"require_permission": "yes"},
        {"book_values": {"filthy": 100}},
        {"book_values": {"clean": -1}},
        {"go_out_bonus": -5},
        {"red3_value": 1.5},
        {"colour": "red"},
    ],
)
def test_bad_values_are_refused(bad: dict) -> None:
    with pytest.raises(OptionError):
        ManoYPieOptions.from_mapping(bad)


@pytest.mark.parametrize(
    ("players", "teams", "expected"),
    [
        (2, "auto", (0, 1)),
        (3, "auto", (0, 1, 2)),
        (4, "auto", (0, 1, 0, 1)),
        (5, "auto", (0, 1, 2, 3, 4)),
        (6, "auto", (0, 1, 2, 0, 1, 2)),
        (6, "3x2", (0, 1, 2, 0, 1, 2)),
        (6, "2x3", (0, 1, 0, 1, 0, 1)),
    ],
)
def test_players_and_teams(players: int, teams: str, expected: tuple) -> None:
    state = ManoYPie.new({"num_players": players, "teams": teams}, 3)
    assert state.teams == expected
    assert all(len(f) == 13 for f in state.feet)
    assert state.conservation_problem() is None


def test_sizes_and_decks() -> None:
    state = ManoYPie.new({"num_decks": 4, "hand_size": 11, "foot_size": 9}, 5)
    assert len(state.all_cards()) == 216
    assert [len(f) for f in state.feet] == [9] * 4
    assert state.conservation_problem() is None


def test_draw_count() -> None:
    state = scenario("K Q", stock="9C 8C 7C", phase=DRAW, options={"draw_count": 3})
    allowed(state, Draw())
    assert state.hands[0][-3:] == [card("9C"), card("8C"), card("7C")]
    assert state.stock == []


def test_pickup_count() -> None:
    state = scenario("9 9 6", pile="4 5 6 7 8 J 9", phase=DRAW, melds=[(0, "K K K")],
                     options={"pickup_count": 3})  # fmt: skip
    top = state.pile[-1]
    allowed(state, TakePile(((top, *hand(state, 0, "9 9")),)))
    assert len(state.pile) == 4 and len(state.hands[0]) == 3


def test_min_meld_by_deal_and_contract() -> None:
    state = scenario("K K K 9 6", options={"min_meld_by_deal": [20, 30]}, deal_index=5)
    assert state.minimum == 30
    allowed(state, Meld((hand(state, 0, "K K K"),)))
    relaxed = _t15(melds=NO_WILD_BOOK, options={"contract": (2, 2, 0)})
    assert relaxed.may_ask(0)


def test_wild_ratio() -> None:
    state = scenario("8 8 JK 2 6 7", initial_melded=[True, False], options={"wild_ratio": 1})
    allowed(state, Meld((hand(state, 0, "8 8 JK 2"),)))
    strict = scenario("8 8 JK 6 7", initial_melded=[True, False], options={"wild_ratio": 3})
    refused(strict, Meld((hand(strict, 0, "8 8 JK"),)), "too_many_wilds")


def test_wild_top_pickup_forbidden() -> None:
    state = scenario("JK' JK'' 6 7", pile="8 JK", phase=DRAW, melds=[(0, "9 9 9")],
                     options={"wild_top_pickup": "forbidden"})  # fmt: skip
    refused(state, TakePile(((card("JK"), card("JK'"), card("JK''")),)), "pile_blocked")


def test_partner_must_have_played_foot_off() -> None:
    state = _t15(partner_ready=False, options={"partner_must_have_played_foot": False})
    assert state.may_ask(0)


def test_require_permission_off_and_solo_play_need_no_asking() -> None:
    state = _t15(options={"require_permission": False})
    assert not state.may_ask(0) and state.may_go_out(0)
    refused(state, AskToGoOut(), "no_permission_needed")
    allowed(state, Meld((hand(state, 0, "9 9 9"),)))
    allowed(state, Discard(state.hands[0][0]))
    assert state.result is not None and state.result.reason == WENT_OUT
    solo = scenario("9 9 9 4", melds=CONTRACT, on_foot=[0], options={"num_players": 3})
    assert solo.may_go_out(0) and not solo.may_ask(0)


def test_teams_of_three_ask_every_partner() -> None:
    opts = {"num_players": 6, "teams": "2x3"}
    state = scenario("9 9 9 4", melds=CONTRACT, on_foot=[0, 2, 4], foot_discarded=[2, 4],
                     options=opts)  # fmt: skip
    allowed(state, AskToGoOut())
    assert state.to_play == 2
    allowed(state, Grant())
    assert state.to_play == 4 and state.permission == "asked"
    allowed(state, Grant())
    assert state.to_play == 0 and state.permission == "granted"
    not_ready = scenario("9 9 9 4", melds=CONTRACT, on_foot=[0, 2, 4], foot_discarded=[2],
                         options=opts)  # fmt: skip
    assert not not_ready.may_ask(0)


def test_exclusive_meld_action() -> None:
    opts = {"exclusive_meld_action": True}
    state = scenario("5 5 5 8 6 7 K", melds=[(0, "8 8 8")], options=opts)
    allowed(state, Meld((hand(state, 0, "5 5 5"),)))
    refused(state, LayOff(0, hand(state, 0, "8")), "exclusive_meld_action")
    adding = scenario("5 5 5 8 6 7 K", melds=[(0, "8 8 8")], options=opts)
    allowed(adding, LayOff(0, hand(adding, 0, "8")))
    refused(adding, Meld((hand(adding, 0, "5 5 5"),)), "exclusive_meld_action")
    picking = scenario("9 9 8 5 5 5", pile="4 9", phase=DRAW, melds=[(0, "8 8 8")],
                       options=opts)  # fmt: skip
    allowed(picking, TakePile(((picking.pile[-1], *hand(picking, 0, "9 9")),)))
    assert picking.mode == "start"
    refused(picking, LayOff(0, hand(picking, 0, "8")), "exclusive_meld_action")
    allowed(picking, Meld((hand(picking, 0, "5 5 5"),)))


def _opponent_goes_out(options: dict) -> ManoYPie:
    state = scenario(
        "6D",
        melds=CONTRACT,
        others={1: "K"},
        feet={1: "Q Q"},
        on_foot=[0, 2, 3],
        foot_discarded=[2],
        red3s=[(1, "3H"), (3, "3D")],
        options=options,
    )
    allowed(state, AskToGoOut())
    allowed(state, Grant())
    allowed(state, Discard(card("6D")))
    return state


def test_red3_penalty_if_foot_not_reached() -> None:
    plain = _opponent_goes_out({}).result
    assert plain is not None and plain.red3s == (0, 200)
    penalised = _opponent_goes_out({"red3_penalty_if_foot_not_reached": True}).result
    assert penalised is not None and penalised.red3s == (0, 0)  # P1's -100, P3's +100


def test_book_values_bonus_and_red3_value() -> None:
    opts = {"book_values": {"clean": 100, "dirty": 50, "wild": 1000}, "go_out_bonus": 7,
            "red3_value": 40}  # fmt: skip
    result = _opponent_goes_out(opts).result
    assert result is not None
    assert result.books == (2 * 100 + 2 * 50 + 1000, 0)
    assert result.going_out == (7, 0) and result.red3s == (0, 80)


def test_refused_option_actions_name_their_rule() -> None:
    state = scenario("K Q", phase=DRAW)
    problem = state.legal(Grant())
    assert isinstance(problem, IllegalMove) and problem.code == "wrong_phase"
