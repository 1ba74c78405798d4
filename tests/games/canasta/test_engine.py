"""The canasta family's shared engine half (app/games/canasta/engine.py), proven for both
games that build on it: Buraco (§5) and Mano y Pie (§4)."""

from __future__ import annotations

import inspect
import random
import re

import pytest

from app.core.cards import cards
from app.core.engine import Action, pack_set
from app.games.buraco import engine as buraco
from app.games.canasta.engine import (
    TeamMatch,
    TeamMeldEngine,
    TeamMeldView,
    one_per_face,
    unseen_dealer,
)
from app.games.mano_y_pie import engine as mano_y_pie

GAMES = [
    pytest.param(buraco, buraco.Buraco, buraco.BuracoMatch, id="buraco"),
    pytest.param(mano_y_pie, mano_y_pie.ManoYPie, mano_y_pie.ManoYPieMatch, id="mano-y-pie"),
]


@pytest.mark.parametrize(("module", "deal", "match"), GAMES)
def test_both_games_build_on_the_family_core(module, deal, match) -> None:
    assert issubclass(deal, TeamMeldEngine) and issubclass(match, TeamMatch)
    state = deal.new(seed=5)
    assert isinstance(state.view(0), TeamMeldView)
    assert state.legal_actions() and state.conservation_problem() is None


@pytest.mark.parametrize(("module", "deal", "match"), GAMES)
def test_every_action_of_a_game_has_its_rule_and_phase(module, deal, match) -> None:
    """An action class the module defines and `rules_by_action` forgets would be refused
    as unknown: the dispatch table must name every one."""
    actions = {
        cls
        for _, cls in inspect.getmembers(module, inspect.isclass)
        if issubclass(cls, Action) and cls is not Action and cls.__module__ == module.__name__
    }
    assert set(deal.rules_by_action) == actions
    phases = {phase for phase, _ in deal.rules_by_action.values()}
    assert {"draw", "play"} <= phases


@pytest.mark.parametrize(("module", "deal", "match"), GAMES)
def test_the_view_zones_show_the_hand_and_count_the_others(module, deal, match) -> None:
    state = deal.new(seed=11)
    view = state.view(1)
    zones = view.zones
    assert zones["hand:1"] == tuple(state.hands[1])
    assert zones["stock"] == len(state.stock)
    assert all(zones[f"hand:{s}"] == len(state.hands[s]) for s in (0, 2, 3))
    assert "discard" in zones
    assert view.team == state.team_of(1)


@pytest.mark.parametrize(("module", "deal", "match"), GAMES)
def test_a_team_match_credits_each_seat_its_team_and_passes_the_deal(module, deal, match):
    m = match(seed=3)
    first = m.dealer
    while not m.deal.outcome():
        m.deal.play(m.deal.legal_actions()[0])
    outcome = m.deal.outcome()
    m.record(outcome)
    assert m.team_totals == outcome.team_scores
    assert m.totals == [outcome.team_scores[t] for t in m.teams]
    if not m.over:
        assert m.dealer == (first + 1) % m.options.num_players
        assert m.deal.deal_index == 1 and m.deal.scores == m.totals


def test_one_per_face_keeps_the_first_copy_in_order() -> None:
    assert one_per_face(cards("7H 8S 7H' JK 8S' JK'")) == cards("7H 8S JK")


def test_the_unseen_cards_are_dealt_without_repeats_and_known_ones_leave_the_rest_alone():
    pack = buraco.BuracoOptions().pack
    seen = set(cards("7H 8S JK"))
    full = unseen_dealer(pack, seen, random.Random(4))(200)
    assert len(full) == len(set(full)) == pack.size - 3 and not seen & set(full)
    assert set(full) | seen == pack_set(pack)
    known = set(full[10:20])
    take = unseen_dealer(pack, seen, random.Random(4), known)
    assert take(5) + take(200) == [c for c in full if c not in known]


# --------------------------------------------------------------------------- results read back

#: Each game's result field naming the seat that ended the deal, and that ending.
ENDER = {"buraco": ("closer", buraco.CLOSED), "mano-y-pie": ("went_out", mano_y_pie.WENT_OUT)}


def _played_result(deal: type, players: int, seed: int):
    """A deal played to its end by random legal actions: a result the engine made."""
    state = deal.new({"num_players": players}, seed)
    rng = random.Random(seed)
    while state.outcome() is None:
        state.play(rng.choice(state.legal_actions()))
    return state.outcome()


@pytest.mark.parametrize(("module", "deal", "match"), GAMES)
@pytest.mark.parametrize("players", [2, 4])
def test_every_result_a_deal_ends_in_reads_back_as_it_was(module, deal, match, players):
    for seed in (1, 2):
        result = _played_result(deal, players, seed)
        assert result.problem() is None
        assert type(result).from_json(result.to_json()) == result


def _a_closed_deal(module) -> dict:
    """A saved result of four players, team 1 having ended the deal by seat 3."""
    field, ending = ENDER[module.GAME_ID]
    lines = {"buraco": ("melded", "canastas", "close", "held", "muerto"),
             "mano-y-pie": ("melded", "books", "red3s", "going_out", "held")}[module.GAME_ID]  # fmt: skip
    breakdown = dict(zip(lines, ([300, 400], [0, 200], [0, 100], [-40, -10], [0, 0]), strict=True))
    return {"reason": ending, "scores": [260, 690, 260, 690], "winners": [1, 3],
            "teams": [0, 1, 0, 1], "team_scores": [260, 690], **breakdown, field: 3}  # fmt: skip


def _set_ender(value):
    return lambda r, field: r.__setitem__(field, value)


RESULT_DAMAGE = [
    ("losers-as-winners", lambda r, f: r.update(winners=[0, 2]), "best team's seats are [1, 3]"),
    ("one-winner-of-a-team", lambda r, f: r.update(winners=[3]), "best team's seats are [1, 3]"),
    ("ender-seat-9", _set_ender(9), "says seat 9 ended the deal, which has seats 0 to 3"),
    ("ender-seat-4", _set_ender(4), "says seat 4 ended the deal, which has seats 0 to 3"),
    ("ender-seat-minus-1", _set_ender(-1), "says seat -1 ended the deal"),
    ("ended-by-nobody", _set_ender(None), "names the seat None"),
    ("exhausted-by-a-seat", lambda r, f: r.update(reason="stock_exhausted"), "names the seat 3"),
    ("unknown-ending", lambda r, f: r.update(reason="resigned"), "ends the deal by 'resigned'"),
    ("seat-not-credited", lambda r, f: r.update(scores=[260, 690, 690, 260]), "not their teams'"),
    ("teams-0011", lambda r, f: r.update(teams=[0, 0, 1, 1]), "not their teams'"),
    ("negative-team", lambda r, f: r.update(teams=[0, -5, 0, 1]), "not numbered 0 to k-1"),
    ("three-team-scores", lambda r, f: r.update(team_scores=[260, 690, 0]), "3 team scores"),
    ("breakdown-off", lambda r, f: r.update(held=[-40, -11]), "do not add up"),
    (
        "breakdown-of-3-teams",
        lambda r, f: r.update(held=[-40, -10, 0]),
        "breaks the deal down for another number of teams than 2",
    ),
]


@pytest.mark.parametrize(("module", "deal", "match"), GAMES)
@pytest.mark.parametrize(("damage", "words"), [d[1:] for d in RESULT_DAMAGE],
                         ids=[d[0] for d in RESULT_DAMAGE])  # fmt: skip
def test_a_saved_result_that_contradicts_its_teams_or_seats_is_refused(
    module, deal, match, damage, words
):
    data = _a_closed_deal(module)
    assert module.DealResult.from_json(data).problem() is None  # whole, it reads
    damage(data, ENDER[module.GAME_ID][0])
    with pytest.raises(ValueError, match=f"^result 0.*{re.escape(words)}"):
        module.DealResult.from_json(data, "result 0")


@pytest.mark.parametrize(("module", "deal", "match"), GAMES)
@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_any_seat_of_the_table_may_have_ended_the_deal(module, deal, match, seat):
    data = _a_closed_deal(module)
    data[ENDER[module.GAME_ID][0]] = seat
    assert module.DealResult.from_json(data).problem() is None


@pytest.mark.parametrize(("module", "deal", "match"), GAMES)
def test_a_saved_match_whose_results_sit_the_teams_otherwise_is_refused(module, deal, match):
    """Teams 0,0,1,1 in a result, the rest agreeing with them: the match's teams are
    0,1,0,1, so the result is not one of this match."""
    m = match({"target_score": 90_000} if module is buraco else {}, seed=4)
    data = m.to_json()
    result = _a_closed_deal(module)
    result.update(teams=[0, 0, 1, 1], scores=[260, 260, 690, 690], winners=[2, 3])
    assert module.DealResult.from_json(result).problem() is None
    data["results"] = [result]
    for standing in ("totals", "dealer", "deal_index"):  # as the results say
        data.pop(standing)
    with pytest.raises(
        ValueError, match=r"teams \[0, 0, 1, 1\] are not the match's \[0, 1, 0, 1\]"
    ):
        match.from_json(data, in_play=True)
    result.update(teams=[0, 1, 0, 1], scores=[260, 690, 260, 690], winners=[1, 3])
    assert match.from_json(data, in_play=True).team_totals == (260, 690)


@pytest.mark.parametrize(("module", "deal", "match"), GAMES)
def test_0_4_a_dealt_deal_starts_at_turn_0_with_no_points_and_counts_its_turns(
    module, deal, match
) -> None:
    """A single deal (no match around it) has no running points; the turn number the
    public logs carry (§5.11, §4.12) starts at 0 and grows by one a turn."""
    state = deal.new(seed=5)
    view = state.view(0)
    assert view.turn == 0 and state.deal_index == 0
    assert view.scores == (0,) * state.num_players and not view.exhausted
    first = state.to_play
    while state.to_play == first:
        state.play(next(a for a in state.legal_actions() if a.kind.endswith(("draw", "discard"))))
    assert state.turn == 1 and state.view(0).turn == 1


@pytest.mark.parametrize(("module", "deal", "match"), GAMES)
def test_5_3_and_4_3_a_lay_off_names_a_meld_on_the_table(module, deal, match) -> None:
    """A meld index past the table's end is refused as no such meld, like a negative one."""
    state = deal.new(seed=5)
    while state.phase != "play":
        state.play(next(a for a in state.legal_actions() if a.kind.endswith("draw")))
    seat = state.to_play
    for index in (len(state.melds), -1):
        problem = state.legal(module.LayOff(index, (state.hands[seat][0],)))
        assert problem is not None and problem.code == "no_such_meld"


@pytest.mark.parametrize(("module", "deal", "match"), GAMES)
def test_0_4_a_deal_that_is_over_offers_no_action(module, deal, match) -> None:
    state = deal.new(seed=3)
    rng = random.Random(3)
    while state.result is None:
        state.play(rng.choice(state.legal_actions()))
    assert state.legal_actions() == []


@pytest.mark.parametrize(("module", "deal", "match"), GAMES)
def test_0_4_card_conservation_names_a_card_in_two_places_and_a_missing_one(
    module, deal, match
) -> None:
    state = deal.new(seed=5)
    assert state.conservation_problem() is None
    twice = state.clone()
    twice.stock.append(twice.hands[0][0])
    assert twice.conservation_problem() == f"cards in two places: {twice.hands[0][0]}"
    missing = state.clone()
    missing.stock.pop()
    size = state.options.pack.size
    assert (
        missing.conservation_problem() == f"{size - 1} cards in play, expected the pack of {size}"
    )
