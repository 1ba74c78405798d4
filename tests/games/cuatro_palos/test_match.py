"""Cuatro Palos match (RULES.md §3.1, §3.5): scores add up, dealer moves to the right."""

from __future__ import annotations

from app.core.decks import first_dealer
from app.games.cuatro_palos.engine import CuatroPalosMatch, DealResult


def test_match_deals_until_a_total_reaches_the_target() -> None:
    match = CuatroPalosMatch({"num_players": 3, "target_score": 20}, seed=7)
    assert match.dealer == first_dealer(7, 3)
    dealers = [match.dealer]
    match.record(DealResult(reason="stalled", scores=(5, 6, 7), winners=()))
    dealers.append(match.dealer)
    assert match.totals == [5, 6, 7] and not match.over and match.winners == ()
    assert match.leaders == [0]
    assert match.deal.deal_index == 1 and match.deal.scores == [5, 6, 7]
    match.record(DealResult(reason="went_out", scores=(0, 14, 3), winners=(0,)))
    assert match.totals == [5, 20, 10] and match.over and match.winners == (0,)
    assert dealers[1] == (dealers[0] - 1) % 3


def test_clockwise_match_rotates_the_dealer_to_the_left() -> None:
    match = CuatroPalosMatch({"direction": "cw"}, seed=3)
    first = match.dealer
    match.record(DealResult(reason="went_out", scores=(0, 1, 1, 1), winners=(0,)))
    assert match.dealer == (first + 1) % 4
    assert match.deal.to_play == (first + 2) % 4


def test_tied_lowest_totals_share_the_win() -> None:
    match = CuatroPalosMatch({"num_players": 3, "target_score": 10}, seed=1)
    match.record(DealResult(reason="went_out", scores=(0, 12, 0), winners=(0,)))
    assert match.over and match.winners == (0, 2)


def test_a_total_exactly_at_the_target_ends_the_match() -> None:
    """RULES.md §3.5: the match ends when any total is >= target: exactly 100 ends it,
    99 does not."""
    short = CuatroPalosMatch({}, seed=2)
    short.record(DealResult(reason="went_out", scores=(0, 99, 40, 12), winners=(0,)))
    assert short.totals == [0, 99, 40, 12] and not short.over and short.winners == ()
    exact = CuatroPalosMatch({}, seed=2)
    exact.record(DealResult(reason="went_out", scores=(0, 100, 40, 12), winners=(0,)))
    assert exact.over and exact.winners == (0,)
