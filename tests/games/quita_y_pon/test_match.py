"""Quita y Pon matches (RULES.md §1.5 Match, QP-A11) and options (§1.7)."""

from __future__ import annotations

import pytest

from app.core.options import OptionError
from app.games.quita_y_pon.bots import QuitaYPonBot
from app.games.quita_y_pon.engine import DealResult, QuitaYPonMatch
from app.games.quita_y_pon.rules import QuitaYPonOptions


def play_out(match: QuitaYPonMatch) -> None:
    bots = [QuitaYPonBot("normal", s) for s in range(match.options.num_players)]
    while not match.over:
        deal = match.deal
        while deal.to_play is not None:
            deal.play(bots[deal.to_play].choose(deal.view(deal.to_play)))
        match.record(deal.outcome())


def test_default_match_is_a_single_deal() -> None:
    match = QuitaYPonMatch(None, seed=5)
    play_out(match)
    assert len(match.results) == 1
    assert match.totals == list(match.results[0].scores)
    assert set(match.winners) == set(match.results[0].winners)


def test_fixed_number_of_deals_sums_scores_and_rotates_the_dealer() -> None:
    match = QuitaYPonMatch({"deals": 3}, seed=11)
    dealers = []
    bots = [QuitaYPonBot("normal", s) for s in range(4)]
    while not match.over:
        deal = match.deal
        dealers.append(deal.dealer)
        while deal.to_play is not None:
            deal.play(bots[deal.to_play].choose(deal.view(deal.to_play)))
        match.record(deal.outcome())
    assert len(match.results) == 3
    assert dealers == [(dealers[0] + i) % 4 for i in range(3)], "the deal passes clockwise"
    assert match.totals == [sum(r.scores[s] for r in match.results) for s in range(4)]
    best = max(match.totals)
    assert match.winners == tuple(s for s in range(4) if match.totals[s] == best)


def test_target_score_ends_when_reached() -> None:
    match = QuitaYPonMatch({"target_score": 60}, seed=3)
    play_out(match)
    assert max(match.totals) >= 60
    before_last = [t - s for t, s in zip(match.totals, match.results[-1].scores, strict=True)]
    assert max(before_last) < 60


def test_deals_and_target_first_reached_ends() -> None:
    match = QuitaYPonMatch({"deals": 2, "target_score": 10_000}, seed=3)
    play_out(match)
    assert len(match.results) == 2


@pytest.mark.parametrize(
    ("options", "needle"),
    [
        ({"num_players": 5}, "num_players"),
        ({"jokers": 2}, "jokers"),
        ({"max_set_size": 3}, "max_set_size"),
        ({"must_play_if_able": "always"}, "must_play_if_able"),
        ({"stock_end_trigger": "never"}, "stock_end_trigger"),
        ({"run_wraparound": "yes"}, "run_wraparound"),
        ({"turn_time_limit_s": 0}, "turn_time_limit_s"),
        ({"deals": 0}, "deals"),
        ({"colour": "red"}, "unknown option 'colour'"),
    ],
)
def test_bad_options_are_named(options: dict, needle: str) -> None:
    with pytest.raises(OptionError) as info:
        QuitaYPonOptions.from_mapping(options)
    assert needle in str(info.value)


def test_defaults_are_the_rules_defaults() -> None:
    o = QuitaYPonOptions()
    assert (o.num_players, o.hand_size, o.num_decks, o.jokers) == (4, 11, 2, 0)
    assert o.max_set_size is None and not o.run_wraparound and not o.ace_both_ends
    assert o.must_play_if_able == "simple" and o.initial_meld_min_points == 0
    assert o.manipulate_before_initial_meld and o.turn_time_limit_s is None
    assert o.stock_end_trigger == "on_last_draw" and o.deals is None and o.target_score is None
    assert QuitaYPonOptions.parse_assignments(["max_set_size=4", "run_wraparound=true"]) == (
        QuitaYPonOptions(max_set_size=4, run_wraparound=True)
    )


def test_target_score_reached_exactly_ends_the_match() -> None:
    """RULES.md §1.5 Match: the match ends when a total is >= S, so exactly S ends it;
    one point short does not."""
    result = DealResult(
        reason="went_out", hand_points=(0, 10, 20, 50), scores=(50, 40, 30, 0), winners=(0,)
    )
    exact = QuitaYPonMatch({"target_score": 50}, seed=3)
    exact.record(result)
    assert exact.totals == [50, 40, 30, 0]
    assert exact.over and exact.winners == (0,)
    short = QuitaYPonMatch({"target_score": 51}, seed=3)
    first_deal = short.deal
    short.record(result)
    assert not short.over and short.deal is not first_deal and short.deal.deal_index == 1
    short.record(
        DealResult(
            reason="went_out", hand_points=(10, 0, 20, 50), scores=(40, 50, 30, 0), winners=(1,)
        )
    )
    assert short.totals == [90, 90, 60, 0]
    assert short.over and short.winners == (0, 1), "tied totals share the win (QP-A7)"
