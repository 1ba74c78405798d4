"""RULES.md §5.10: every Buraco scenario, named by its ID (4 players: A = {P0, P2},
B = {P1, P3})."""

from __future__ import annotations

import pytest

from app.core.cards import card, cards
from app.core.engine import IllegalMove
from app.games.buraco.engine import Buraco, Discard, Draw, LayOff, Meld, TakePile
from app.games.buraco.rules import BuracoOptions
from app.games.buraco.scoring import card_value
from app.games.canasta.melds import (
    CLEAN,
    DIRTY,
    SET_READING,
    THOUSAND,
    TeamMeld,
    completed_kind,
    judge_lay_off,
    judge_new,
    new_meld_readings,
)
from app.games.canasta.packets import PENDING, STOCK, TAKEN, UNTAKEN, PacketFate

from .helpers import DRAW, PLAY, scenario, snapshot

DEFAULT = BuracoOptions()
FAM = DEFAULT.family
LIMPA_B = (1, "5D 6D 7D 8D 9D TD JD", (5, 6, 7, 8, 9, 10, 11))


def judged(text: str, reading: tuple[int, ...] = (), options: BuracoOptions = DEFAULT) -> TeamMeld:
    meld = judge_new(cards(text), options.family, reading)
    assert isinstance(meld, TeamMeld), meld
    return meld


def points(meld: TeamMeld, options: BuracoOptions = DEFAULT) -> int:
    return sum(card_value(c, options) for c in meld.cards)


def refused(state: Buraco, action) -> IllegalMove:
    before = snapshot(state)
    problem = state.legal(action)
    assert problem is not None, action
    with pytest.raises(IllegalMove):
        state.play(action)
    assert snapshot(state) == before
    return problem


def meld_on_table(text: str) -> Buraco:
    """P0 melds the group from his hand (keeping two cards) and the meld is judged."""
    state = scenario(hand=f"{text} KD' QC'")
    state.play(Meld((tuple(cards(text)),)))
    return state


def test_bu_t01_canasta_limpa() -> None:
    state = meld_on_table("3H 4H 5H 6H 7H 8H 9H")
    meld = state.melds[-1]
    assert meld.team == 0
    assert completed_kind(meld, FAM) == CLEAN
    assert points(meld) == 45
    state.play(Discard(card("KD'")))
    assert state.to_play == 1 and state.has_canasta(0)


def test_bu_t02_canasta_suja() -> None:
    state = meld_on_table("5C 6C 7C 8C 2D TC JC")
    meld = state.melds[-1]
    assert completed_kind(meld, FAM) == DIRTY
    assert points(meld) == 55
    assert dict(zip(meld.cards, meld.positions, strict=True))[card("2D")] == 9


def test_bu_t03_natural_two_makes_a_limpa() -> None:
    meld = judged("AS 2S 3S 4S 5S 6S 7S")
    assert completed_kind(meld, FAM) == CLEAN
    assert meld.wild_count(FAM) == 0
    assert points(meld) == 50


def test_bu_t04_a_natural_and_a_wild_two_in_one_run() -> None:
    meld = judged("AS 2S 3S 2H 5S")
    assert meld.positions == (1, 2, 3, 4, 5)
    assert meld.wild_flags(FAM) == (False, False, False, True, False)


def test_bu_t05_two_wild_cards_are_illegal() -> None:
    problem = judge_new(cards("5D JK 7D 2C 9D"), FAM)
    assert isinstance(problem, IllegalMove)
    assert judge_new(cards("5D JK 7D 2C 9D"), FAM, (5, 6, 7, 8, 9)).code == "too_many_wilds"
    state = scenario(hand="5D JK 7D 2C 9D KD' QC'")
    refused(state, Meld((tuple(cards("5D JK 7D 2C 9D")),)))


def test_bu_t06_canasta_de_mil() -> None:
    text = "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC'"
    meld = judged(text)
    assert meld.positions == tuple(range(1, 15))
    assert completed_kind(meld, FAM) == THOUSAND
    assert points(meld) == 125
    from app.games.buraco.scoring import team_tally

    tally = team_tally(0, [meld], [], False, True, DEFAULT)
    assert tally.line("canastas") == 1000
    cumulative = BuracoOptions(de_mil_cumulative=True)
    assert team_tally(0, [meld], [], False, True, cumulative).line("canastas") == 1200


def test_bu_t07_ace_to_ace_with_a_joker_is_suja() -> None:
    text = "AD 2D 3D JK 5D 6D 7D 8D 9D TD JD QD KD AD'"
    meld = judged(text, tuple(range(1, 15)))
    assert completed_kind(meld, FAM) == DIRTY


@pytest.mark.parametrize(
    ("text", "legal"),
    [("7C 7D JK", True), ("7C 7D 2S JK", False), ("7C 7C' 7D", True), ("2C 2D 2H", False)],
)
def test_bu_t08_sets(text: str, legal: bool) -> None:
    meld = judge_new(cards(text), FAM)
    assert isinstance(meld, TeamMeld) is legal, meld
    if legal:
        assert meld.kind == "set"


def test_bu_t09_queen_two_ace() -> None:
    meld = judged("QD 2C AD")
    assert meld.positions == (12, 13, 14)


def test_bu_t10_no_wrap_around() -> None:
    assert new_meld_readings(cards("KH AH 2H 3H"), FAM) == []
    assert isinstance(judge_new(cards("KH AH 2H 3H"), FAM), IllegalMove)
    assert isinstance(judge_new(cards("KH AH 2H"), FAM, (13, 14, 15)), IllegalMove)
    meld = judged("2H KH AH", (12, 13, 14))
    assert meld.wild_count(FAM) == 1


def test_bu_t11_take_the_pile_with_hand_cards_only() -> None:
    state = scenario(hand="6S 7S' KD' QC'", pile="4C 9D 7S 3H 8S", phase=DRAW)
    state.play(TakePile(tuple(cards("8S 6S 7S'"))))
    assert sorted(state.hands[0]) == sorted(cards("KD' QC' 4C 9D 7S 3H"))
    assert state.pile == []
    assert state.melds[-1].cards == tuple(cards("6S 7S' 8S"))
    variant = scenario(hand="6S KD' QC'", pile="4C 9D 7S 3H 8S", phase=DRAW)
    assert refused(variant, TakePile(tuple(cards("8S 6S 7S")))).code == "not_from_hand"


def test_bu_t12_take_the_pile_onto_a_team_meld() -> None:
    state = scenario(hand="4D 8S", pile="5C QH", melds=[(0, "9H TH JH", ())], phase=DRAW)
    state.play(TakePile((card("QH"),), onto=0))
    assert sorted(state.hands[0]) == sorted(cards("4D 8S 5C"))
    assert state.melds[0].cards == tuple(cards("9H TH JH QH"))


def test_bu_t13_direct_muerto() -> None:
    state = scenario(hand="9C TC JC", muertos=["3D 4D 5D 6D 7D 8D 9D TD JD QD KD", 11])
    state.play(Meld((tuple(cards("9C TC JC")),)))
    assert state.to_play == 0 and state.phase == PLAY
    assert sorted(state.hands[0]) == sorted(cards("3D 4D 5D 6D 7D 8D 9D TD JD QD KD"))
    assert state.fates[0] == PacketFate(0, TAKEN, 0, 0)
    assert state.fates[1].state == UNTAKEN
    # he goes on without drawing: no draw, and he may meld or discard
    assert refused(state, Draw()).code == "wrong_phase"
    state.play(Meld((tuple(cards("3D 4D 5D")),)))
    state.play(Discard(card("KD")))
    assert state.to_play == 1


def test_bu_t13_close_in_the_same_turn_needs_a_canasta() -> None:
    # after the direct muerto, running out again is a close, legal only with a canasta
    state = scenario(hand="9C TC JC", muertos=["3D 4D 5D", 11])
    state.play(Meld((tuple(cards("9C TC JC")),)))
    assert refused(state, Meld((tuple(cards("3D 4D 5D")),))).code == "close_needs_canasta"
    with_canasta = scenario(
        hand="9C TC JC", muertos=["3D 4D 5D", 11], melds=[(0, LIMPA_B[1], LIMPA_B[2])]
    )
    with_canasta.play(Meld((tuple(cards("9C TC JC")),)))
    with_canasta.play(Meld((tuple(cards("3D 4D 5D")),)))
    assert with_canasta.result is not None and with_canasta.result.reason == "closed"


def t14_state() -> Buraco:
    state = scenario(hand="9C TC JC 4D", muertos=["3D 4D' 5D 6D 7D 8D 9D TD JD QD KD", 11])
    state.play(Meld((tuple(cards("9C TC JC")),)))
    state.play(Discard(card("4D")))
    return state


def test_bu_t14_indirect_muerto() -> None:
    state = t14_state()
    assert state.to_play == 1
    assert state.hands[0] == []
    assert state.fates[0].state == PENDING and state.fates[0].seat == 0
    assert state.view(0).pending == tuple(cards("3D 4D' 5D 6D 7D 8D 9D TD JD QD KD"))
    for seat in (1, 2, 3):
        view = state.view(seat)
        assert view.pending == ()
        assert view.pending_counts[0] == 11
        assert "pending_muerto:0" in view.zones and view.zones["pending_muerto:0"] == 11
    # it becomes his hand at the start of his next turn
    for seat in (1, 2, 3):
        assert state.to_play == seat
        state.play(Draw())
        state.play(Discard(state.hands[seat][0]))
    assert state.to_play == 0 and len(state.hands[0]) == 11 and state.fates[0].state == TAKEN


def test_bu_t15_opponent_closes_before_the_indirect_muerto_is_used() -> None:
    fates = [PacketFate(0, PENDING, 0, 0), PacketFate(1, TAKEN, 3, 1)]
    state = scenario(
        hand="5S 6S 7S",
        seat=1,
        melds=[(1, LIMPA_B[1], LIMPA_B[2])],
        muertos=[0, 0],
        fates=fates,
        pending={0: "3D 4D' 5D' 6D' 7D' 8D' 9D' TD' JD' QD' KD"},
        others={0: "", 2: "KS' QH'", 3: "4C'"},
    )
    state.play(Meld((tuple(cards("5S 6S 7S")),)))
    result = state.result
    assert result is not None and result.reason == "closed" and result.closer == 1
    assert result.close == (0, 100)
    assert result.muerto == (-100, 0)
    assert result.held == (-20, -5)  # the muerto's 11 cards are not counted as held
    # Every hand is laid down to be counted; the ignored muerto is not among them.
    for seat in range(4):
        assert state.view(seat).revealed == ((), (), tuple(cards("KS' QH'")), (card("4C'"),))


def test_bu_t15_partner_close_makes_the_pending_muerto_count() -> None:
    fates = [PacketFate(0, PENDING, 0, 0), PacketFate(1, TAKEN, 3, 1)]
    state = scenario(
        hand="5S 6S 7S",
        seat=2,
        melds=[(0, "5D' 6D' 7D' 8D' 9D' TD' JD'", range(5, 12))],
        muertos=[0, 0],
        fates=fates,
        pending={0: "3D 4D"},
        others={0: ""},
    )
    state.play(Meld((tuple(cards("5S 6S 7S")),)))
    result = state.result
    assert result is not None and result.muerto == (0, 0)
    assert result.held[0] == -10  # 3D and 4D count as held
    assert state.view(1).revealed[0] == tuple(cards("3D 4D"))  # laid down with the hands


def t16_state(**extra) -> Buraco:
    melds = [(0, "9H TH JH QH", ()), *extra.pop("melds", [])]
    fates = [PacketFate(0, TAKEN, 2, 0), PacketFate(1)]
    return scenario(hand="KH 3C", seat=2, melds=melds, fates=fates, muertos=[0, 11])


def test_bu_t16_no_stranded_hand() -> None:
    state = t16_state()
    assert refused(state, LayOff(0, (card("KH"),))).code == "stranded_hand"
    keep_king = state.clone()
    keep_king.play(Discard(card("3C")))
    assert keep_king.hands[2] == [card("KH")] and keep_king.to_play == 3
    state.play(Discard(card("KH")))
    assert state.hands[2] == [card("3C")] and state.to_play == 3


def test_bu_t17_close_with_a_canasta_suja() -> None:
    state = t16_state(melds=[(0, "5C 6C 7C 8C 2D TC JC", range(5, 12))])
    state.play(LayOff(0, (card("KH"),)))
    state.play(Discard(card("3C")))
    result = state.result
    assert result is not None and result.reason == "closed" and result.closer == 2
    assert result.close == (100, 0)


def test_bu_t18_team_that_never_took_a_muerto_pays() -> None:
    state = t16_state(melds=[(0, "5C 6C 7C 8C 2D TC JC", range(5, 12))])
    state.play(LayOff(0, (card("KH"),)))
    state.play(Discard(card("3C")))
    assert state.result is not None
    assert state.result.muerto == (0, -100)


def test_bu_t19_higher_muerto_becomes_the_stock() -> None:
    m1 = "3S 4S 5S 6S 7S 8S 9S TS JS QS KS"
    state = scenario(hand="KD' QC' 5H", stock=0, muertos=[11, m1])
    m0 = list(state.packets[0])
    state.play(Discard(card("5H")))
    assert state.to_play == 1
    assert state.fates[1].state == STOCK and state.fates[0].state == UNTAKEN
    assert state.packets[0] == m0
    state.play(Draw())
    assert state.hands[1][-1] == card("KS")  # the last card dealt to M1 is its top
    assert len(state.stock) == 10
    assert state.muerto_for(0) == 0 and state.muerto_for(1) == 0


def test_bu_t20_stock_and_muertos_gone_deal_ends() -> None:
    fates = [PacketFate(0, TAKEN, 0, 0), PacketFate(1, TAKEN, 1, 1)]
    state = scenario(hand="KD' QC' 5H", stock=0, muertos=[0, 0], fates=fates, others={1: "9S 4C"})
    state.play(Discard(card("5H")))
    result = state.result
    assert result is not None and result.reason == "stock_exhausted"
    assert result.close == (0, 0) and result.closer is None


def test_bu_t20_pile_still_usable_lets_play_go_on() -> None:
    fates = [PacketFate(0, TAKEN, 0, 0), PacketFate(1, TAKEN, 1, 1)]
    state = scenario(
        hand="KD' QC' 5H", stock=0, muertos=[0, 0], fates=fates, others={1: "5H' 5S 9C 4C'"}
    )
    state.play(Discard(card("5H")))
    assert state.result is None and state.to_play == 1
    assert state.legal(TakePile(tuple(cards("5H 5H' 5S")), SET_READING)) is None
    state.play(Draw())  # declining the pile ends the deal (BU-A10)
    assert state.result is not None and state.result.reason == "stock_exhausted"


def test_bu_t21_worked_example() -> None:
    state = scenario(
        hand="TH 9S'",
        melds=[
            (0, "4H 5H 6H 7H 8H 9H", ()),
            (0, "JS QS KS", ()),
            (0, "7C' 7D JK", SET_READING),
            (1, "5C 6C 7C 8C 2D TC JC", range(5, 12)),
        ],
        fates=[PacketFate(0, TAKEN, 0, 0), PacketFate(1)],
        muertos=[0, 11],
        others={1: "AS", 2: "3S KD", 3: "JK' 9H'"},
    )
    state.play(LayOff(0, (card("TH"),)))
    state.play(Discard(card("9S'")))
    result = state.result
    assert result is not None
    assert result.team_scores == (395, 10)
    assert result.scores == (395, 10, 395, 10)
    assert result.winners == (0, 2)
    assert result.melded == (110, 55)
    assert result.canastas == (200, 100)
    assert result.held == (-15, -45)
    assert result.muerto == (0, -100)


def test_bu_t22_wild_relocation() -> None:
    meld = judged("4S JK 6S")
    both = judge_lay_off(meld, [card("5S")], FAM)
    assert isinstance(both, IllegalMove) and both.code == "ambiguous_lay_off"
    high = judge_lay_off(meld, [card("5S")], FAM, wild_end="high")
    low = judge_lay_off(meld, [card("5S")], FAM, wild_end="low")
    assert high.meld.cards == tuple(cards("4S 5S 6S JK")) and high.meld.positions == (4, 5, 6, 7)
    assert low.meld.cards == tuple(cards("JK 4S 5S 6S")) and low.meld.positions == (3, 4, 5, 6)
    second = judged("3S 4S' 2S 6S'", (3, 4, 5, 6))
    moved = judge_lay_off(second, [card("5S'")], FAM, wild_end="low")
    assert moved.meld.cards == tuple(cards("2S 3S 4S' 5S' 6S'"))
    assert moved.meld.wild_count(FAM) == 0
    # through the engine, and refused with wild_relocation = false
    for options, legal in (({}, True), ({"wild_relocation": False}, False)):
        state = scenario(
            hand="5S 5S' KD' QC'",
            melds=[(0, "4S JK 6S", ()), (0, "3S 4S' 2S 6S'", (3, 4, 5, 6))],
            options=options,
        )
        first = LayOff(0, (card("5S"),), (5,), "high")
        other = LayOff(1, (card("5S'"),), (5,), "low")
        if legal:
            state.play(first)
            state.play(other)
            assert completed_kind(state.melds[1], FAM) is None
            assert state.melds[1].wild_count(FAM) == 0
        else:
            refused(state, first)
            refused(state, other)


def test_bu_t23_first_player_cannot_take_the_empty_pile() -> None:
    state = Buraco.new({}, seed=7)
    assert state.pile == []
    assert refused(state, TakePile((card("KD"),))).code == "pile_empty"
    assert state.legal(Draw()) is None


def test_bu_t24_no_meld_after_the_discard() -> None:
    state = scenario(hand="9C TC JC KD' QC'")
    state.play(Discard(card("KD'")))
    assert refused(state, Meld((tuple(cards("9C TC JC")),))).code == "wrong_phase"


def test_bu_t25_sets_are_no_canastas_by_default() -> None:
    text = "8C 8C' 8D 8D' 8H 8S 8S'"
    meld = judged(text)
    assert meld.kind == "set" and points(meld) == 70
    assert completed_kind(meld, FAM) is None
    on = BuracoOptions(set_canastas=True)
    assert completed_kind(judged(text, options=on), on.family) == CLEAN
    from app.games.buraco.scoring import team_tally

    assert team_tally(0, [judged(text, options=on)], [], False, True, on).line("canastas") == 200
    fates = [PacketFate(0, TAKEN, 0, 0), PacketFate(1)]
    for options, closes in (({}, False), ({"set_canastas": True}, True)):
        state = scenario(
            hand="KD", melds=[(0, text, ())], fates=fates, muertos=[0, 11], options=options
        )
        assert state.has_canasta(0) is closes
        assert (state.legal(Discard(card("KD"))) is None) is closes


def test_bu_t26_two_players_each_take_a_muerto() -> None:
    options = {"num_players": 2}
    state = scenario(
        hand="9C TC JC 4D",
        others={1: "5H 6H 7H"},
        stock="8H KD' QC'",
        muertos=[11, 11],
        options=options,
    )
    state.play(Meld((tuple(cards("9C TC JC")),)))
    state.play(Discard(card("4D")))
    assert state.fates[0] == PacketFate(0, PENDING, 0, 0)
    state.play(Draw())
    state.play(Meld((tuple(cards("5H 6H 7H 8H")),)))
    assert state.fates[1] == PacketFate(1, TAKEN, 1, 1)
    assert len(state.hands[1]) == 11
    # a second run-out is a close: it needs a canasta
    fates = [PacketFate(0, TAKEN, 0, 0), PacketFate(1, TAKEN, 1, 1)]
    again = scenario(hand="9C TC JC", fates=fates, muertos=[0, 0], options=options)
    assert refused(again, Meld((tuple(cards("9C TC JC")),))).code == "close_needs_canasta"


def test_bu_t27_the_other_muerto_becomes_the_stock_too() -> None:
    fates = [PacketFate(0), PacketFate(1, STOCK)]
    state = scenario(
        hand="KD' QC' 5H",
        stock=0,
        muertos=["3S 4S 5S 6S 7S 8S 9S TS JS QS 7D", 0],
        fates=fates,
        melds=[(1, LIMPA_B[1].replace("7D", "7D'").replace("5D", "5D'"), LIMPA_B[2])],
        others={1: "5D 6D"},
    )
    state.play(Discard(card("5H")))
    assert state.fates[0].state == STOCK
    assert state.muerto_for(0) is None and state.muerto_for(1) is None
    state.play(Draw())
    assert state.hands[1][-1] == card("7D")
    state.play(Meld((tuple(cards("5D 6D 7D")),)))  # running out is a close now
    result = state.result
    assert result is not None and result.reason == "closed"
    assert result.muerto == (-100, -100)


def test_bu_t28_indirect_muerto_then_stock_exhausted() -> None:
    fates = [PacketFate(0), PacketFate(1, TAKEN, 3, 1)]
    state = scenario(
        hand="5H",
        stock=0,
        muertos=[11, 0],
        fates=fates,
        others={1: "9S 4C", 2: "KD"},
    )
    state.play(Discard(card("5H")))  # indirect: M0 pending beside P0
    result = state.result
    assert result is not None and result.reason == "stock_exhausted"
    assert result.close == (0, 0)
    assert result.muerto == (-100, 0)
    assert result.held[0] == -10  # only P2's KD: M0's cards are ignored


def test_bu_t29_take_the_pile_laying_off_with_hand_cards() -> None:
    state = scenario(hand="QH 4D", pile="5C KH", melds=[(0, "9H TH JH", ())], phase=DRAW)
    state.play(TakePile(tuple(cards("KH QH")), onto=0))
    assert sorted(state.hands[0]) == sorted(cards("4D 5C"))
    assert state.melds[0].cards == tuple(cards("9H TH JH QH KH"))
