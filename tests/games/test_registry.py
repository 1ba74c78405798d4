"""The game registry, and the one outcome and match contract every game speaks."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.core.engine import Engine, Game, Match, MatchBase, Outcome
from app.core.options import OptionError
from app.games.registry import GAME_IDS, GAMES, UnknownGame, find_game, game_of_options
from tests.house import house

GAME_PARAMS = pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)


#: The games that shipped, in their menu order: a new game joins them, none of them moves
#: or goes (saved games, the scoreboard and people's habits know them).
SHIPPED = ("quita-y-pon", "scala-40", "cuatro-palos", "buraco", "mano-y-pie")


def test_the_games_that_shipped_keep_their_menu_order() -> None:
    assert [g for g in GAME_IDS if g in SHIPPED] == list(SHIPPED)
    assert len(set(GAME_IDS)) == len(GAMES)


@GAME_PARAMS
def test_every_game_has_one_entry_with_a_stable_id(game) -> None:
    """The entry says what the game's own test data says (`ENTRY`, tests/house.py)."""
    entry = house(game, "ENTRY")
    assert game.id == entry["id"] and GAME_IDS.count(game.id) == 1
    assert game.name == entry["name"]
    assert game.players == entry["players"]
    assert game.lower_scores_win == entry["lower_scores_win"]


def test_mano_y_pie_is_two_to_six_in_partnerships_with_its_three_levels() -> None:
    from app.games.mano_y_pie.bots import EXPERIMENTAL, LEVELS, ManoYPieBot

    game = find_game("mano-y-pie")
    assert game.allowed_players() == (2, 3, 4, 5, 6) and not game.lower_scores_win
    assert game.levels == LEVELS == ("easy", "normal", "hard") and EXPERIMENTAL == ()
    assert [ManoYPieBot(level, 1).level for level in LEVELS] == list(LEVELS)
    assert game.teams(4) == (0, 1, 0, 1) and game.teams(2) == (0, 1)
    assert game.teams(6) == (0, 1, 2, 0, 1, 2) == game.options({"num_players": 6}).seat_teams
    assert game.teams(6, 3) == (0, 1, 0, 1, 0, 1)
    assert game.teams(5) == (0, 1, 2, 3, 4) == game.options({"num_players": 5}).seat_teams


def test_buraco_is_two_or_four_in_partnerships_with_only_the_bots_it_has() -> None:
    buraco = find_game("buraco")
    assert buraco.allowed_players() == (2, 4) and not buraco.allows_players(3)
    assert buraco.teams(4) == (0, 1, 0, 1) and buraco.teams(2) == (0, 1)
    assert buraco.levels == ("easy", "normal", "hard")
    assert find_game("scala-40").levels == ("easy", "normal", "hard")
    assert find_game("scala-40").allowed_players() == (2, 3, 4, 5)


def test_an_unknown_game_is_named_with_the_games_there_are() -> None:
    with pytest.raises(UnknownGame, match="'bridge'.*" + re.escape(", ".join(GAME_IDS))):
        find_game("bridge")
    with pytest.raises(UnknownGame):
        find_game(None)  # type: ignore[arg-type]


@GAME_PARAMS
def test_an_entry_builds_its_game(game) -> None:
    assert find_game(game.id) is game
    options = game.options()
    assert options.num_players == game.default_players
    assert game_of_options(options) is game
    state = game.deal(options, 3)
    assert isinstance(state, Engine) and isinstance(state, Game)
    assert state.game_id == game.id
    match = game.new_match(options, 3)
    assert isinstance(match, MatchBase) and isinstance(match, Match)
    for level in game.levels:
        action = game.bot(level, 1).choose(state.view(state.to_play))
        assert state.legal(action) is None
    assert game.ui_module == f"app.ui.games.{game.package}"
    n = options.num_players
    solo = game.default_team_size(n) == 1
    assert game.teams(n) == (tuple(range(n)) if solo else tuple(s % 2 for s in range(n)))
    assert match.teams == game.teams(n)  # a team's win counts for both partners


@GAME_PARAMS
def test_the_player_range_is_what_the_options_accept(game) -> None:
    low, high = game.players
    for n in game.allowed_players():
        assert game.options({"num_players": n}).num_players == n
    refused = [n for n in range(low, high + 1) if not game.allows_players(n)]
    for n in (low - 1, high + 1, *refused):
        with pytest.raises(OptionError):
            game.options({"num_players": n})


def test_options_of_no_game_are_refused() -> None:
    with pytest.raises(TypeError, match="not the options of a known game"):
        game_of_options({"num_players": 4})


def test_solo_games_are_played_in_teams_of_one_only() -> None:
    game = find_game("scala-40")
    assert game.default_team_size(4) == 1
    with pytest.raises(ValueError, match="not played in teams of 2"):
        game.teams(4, 2)


# --------------------------------------------------------------------------- matches


def _play_match(game, options, seed, max_deals: int = 40):
    """A whole match between normal bots (at most `max_deals` deals)."""
    match = game.new_match(options, seed)
    bots = [game.bot(game.default_level, f"{seed}:{s}") for s in range(options.num_players)]
    for _ in range(max_deals):
        deal = match.deal
        while deal.to_play is not None:
            deal.play(bots[deal.to_play].choose(deal.view(deal.to_play)))
        outcome = deal.outcome()
        assert isinstance(outcome, Outcome)
        match.record(outcome)
        if match.over:
            break
    return match


@GAME_PARAMS
def test_a_match_speaks_the_one_protocol(game) -> None:
    options = game.options(house(game, "SHORT_MATCH"))
    match = _play_match(game, options, 5)
    assert match.over
    n = options.num_players
    assert len(match.totals) == n and len(match.results) >= 1
    assert match.winners and all(0 <= w < n for w in match.winners)
    assert match.winning_teams == tuple(sorted({match.teams[w] for w in match.winners}))
    assert match.team_totals == tuple(match.totals)  # a solo game: teams of one
    shares = [match.share(s) for s in range(n)]
    assert sum(shares) == pytest.approx(1.0)
    assert all(shares[w] == 1 / len(match.winners) for w in match.winners)
    for outcome in match.results:
        assert outcome.teams == tuple(range(n))
        assert outcome.team_scores == outcome.scores
        assert outcome.winning_teams == outcome.winners
    # A saved match is its results: JSON and back gives the same standing.
    data = json.loads(json.dumps(match.to_json()))
    again = type(match).from_json(data)
    assert again.results == match.results
    assert (again.totals, again.winners, again.standing()) == (
        match.totals,
        match.winners,
        match.standing(),
    )
    with pytest.raises(ValueError, match="is over"):
        type(match).from_json(data, in_play=True)


@GAME_PARAMS
def test_a_match_whose_file_disagrees_with_its_results_is_refused(game) -> None:
    options = game.options(house(game, "SHORT_MATCH"))
    match = game.new_match(options, 8)
    deal = match.deal
    bots = [game.bot(game.default_level, s) for s in range(options.num_players)]
    while deal.to_play is not None:
        deal.play(bots[deal.to_play].choose(deal.view(deal.to_play)))
    match.record(deal.outcome())
    data = json.loads(json.dumps(match.to_json()))
    assert type(match).from_json(data, in_play=not match.over).totals == match.totals
    data["totals"] = [t + 1 for t in data["totals"]]
    with pytest.raises(ValueError, match="says totals"):
        type(match).from_json(data)
    data["results"][0]["scores"] = data["results"][0]["scores"][:-1]
    with pytest.raises(ValueError, match="result 0"):
        type(match).from_json(data)


@GAME_PARAMS
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), steps=st.integers(1, 60))
def test_a_clone_is_independent_of_its_original(game, seed, steps) -> None:
    """One way of copying for every engine: playing on a clone never changes the original."""
    state = game.deal(game.options(), seed)
    bots = [game.bot(game.default_level, s) for s in range(state.num_players)]
    for _ in range(steps // 2):
        if state.to_play is None:
            break
        state.play(bots[state.to_play].choose(state.view(state.to_play)))
    before = [state.view(s) for s in range(state.num_players)]
    record = state.replay_record().to_json()
    trial = state.clone()
    for _ in range(steps):
        if trial.to_play is None:
            break
        trial.play(bots[trial.to_play].choose(trial.view(trial.to_play)))
    assert [state.view(s) for s in range(state.num_players)] == before
    assert state.replay_record().to_json() == record
