"""Scala 40 match (RULES.md §2.1, §2.6): dealer rotation skipping eliminated players."""

from __future__ import annotations

from app.games.scala40.engine import DealResult, Scala40Match, seats_from


def test_dealer_rotation_skips_eliminated_players() -> None:
    match = Scala40Match({}, seed=5)
    match.dealer = 0
    match.totals = [0, 0, 0, 99]
    match.record(
        DealResult(reason="went_out", scores=(0, 10, 5, 5), winners=(0,), closed_in_hand=False)
    )
    assert match.eliminated[-1] == [3]
    assert match.dealer == 1
    match.record(
        DealResult(reason="went_out", scores=(0, 0, 0, 0), winners=(1,), closed_in_hand=False)
    )
    assert match.dealer == 2
    match.record(
        DealResult(reason="went_out", scores=(0, 0, 0, 0), winners=(1,), closed_in_hand=False)
    )
    assert match.dealer == 0  # seat 3 is skipped
    deal = match.deal
    assert deal.hands[3] == [] and deal.to_play == 1
    assert seats_from(2, match.active) == [0, 1, 2]
    assert not match.over


def test_new_deal_skips_eliminated_seats() -> None:
    match = Scala40Match({"num_players": 3}, seed=2)
    match.dealer = 2
    match.totals = [101, 0, 0]
    match.record(
        DealResult(reason="went_out", scores=(0, 0, 0), winners=(1,), closed_in_hand=False)
    )
    assert match.active == [False, True, True]
    assert match.dealer == 1 and match.deal.to_play == 2
    assert [len(h) for h in match.deal.hands] == [0, 13, 13]
