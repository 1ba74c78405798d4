"""Mano y Pie match (RULES.md §4.1, §4.8): four deals with rising minimums, the hand
dealer passing left, the highest team total winning, `tie_extra_deal`."""

from __future__ import annotations

import random

from app.games.mano_y_pie.engine import DealResult, ManoYPie, ManoYPieMatch


def outcome(a: int, b: int) -> DealResult:
    best = max(a, b)
    winners = tuple(s for s in range(4) if (a, b)[s % 2] == best)
    return DealResult(
        reason="stock_exhausted",
        scores=(a, b, a, b),
        winners=winners,
        teams=(0, 1, 0, 1),
        team_scores=(a, b),
    )


def test_four_deals_with_rising_minimums_and_the_dealer_passing_left() -> None:
    match = ManoYPieMatch({}, seed=7)
    first = match.dealer
    seen = []
    for k in range(4):
        deal = match.deal
        assert deal.deal_index == k and deal.dealer == (first + k) % 4
        assert deal.turn_seat == (deal.dealer + 1) % 4
        seen.append(deal.minimum)
        assert not match.over
        match.record(outcome(100 * (k + 1), 50))
    assert seen == [50, 90, 120, 150]
    assert match.over and match.team_totals == (1000, 200)
    assert match.winners == (0, 2) and match.totals == [1000, 200, 1000, 200]
    again = ManoYPieMatch.from_json(match.to_json())
    assert again.over and again.team_totals == match.team_totals


def test_a_tie_is_shared_by_default() -> None:
    match = ManoYPieMatch({}, seed=1)
    for _ in range(4):
        match.record(outcome(100, 100))
    assert match.over and match.winning_teams == (0, 1)


def test_tie_extra_deal_plays_on_until_one_team_is_highest() -> None:
    match = ManoYPieMatch({"tie_extra_deal": True, "min_meld_by_deal": [50, 90]}, seed=1)
    for _ in range(4):
        match.record(outcome(100, 100))
    assert not match.over and match.deal.deal_index == 4 and match.deal.minimum == 90
    match.record(outcome(10, 10))
    assert not match.over
    match.record(outcome(0, 30))
    assert match.over and match.winners == (1, 3)


def test_num_deals() -> None:
    match = ManoYPieMatch({"num_deals": 2, "num_players": 3}, seed=2)
    assert match.teams == (0, 1, 2)
    for _ in range(2):
        match.record(DealResult(reason="went_out", scores=(5, 0, 0), winners=(0,), went_out=0))
    assert match.over and match.winners == (0,)


def test_a_whole_match_of_random_play() -> None:
    match = ManoYPieMatch({}, seed=11)
    rng = random.Random(11)
    while not match.over:
        deal: ManoYPie = match.deal
        while deal.to_play is not None:
            deal.play(rng.choice(deal.legal_actions()))
        match.record(deal.outcome())
    assert len(match.results) == 4
    again = ManoYPieMatch.from_json(match.to_json())
    assert again.team_totals == match.team_totals
    result = DealResult.from_json(match.results[0].to_json())
    assert result == match.results[0]
