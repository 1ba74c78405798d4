"""The one outcome every deal ends in, and teams (RULES.md §0.2, §4.1, §5.1)."""

from __future__ import annotations

import pytest

from app.core.engine import Outcome, team_sums
from app.core.seats import partners_of, partnerships, solo, team_count, team_members
from app.games.cuatro_palos.engine import DealResult as CuatroPalosResult
from app.games.quita_y_pon.engine import DealResult as QuitaYPonResult
from app.games.scala40.engine import DealResult as Scala40Result


def test_partners_sit_opposite_by_default() -> None:
    assert partnerships(4) == (0, 1, 0, 1)  # {0,2} and {1,3}
    assert partnerships(6, 2) == (0, 1, 2, 0, 1, 2)  # {0,3}, {1,4}, {2,5}
    assert partnerships(6, 3) == (0, 1, 0, 1, 0, 1)  # {0,2,4} and {1,3,5}
    assert solo(5) == (0, 1, 2, 3, 4)
    assert team_members(partnerships(6, 2), 1) == [1, 4]
    assert partners_of(partnerships(4), 3) == [1]
    assert partners_of(solo(3), 1) == []
    assert team_count(partnerships(6, 3)) == 2


@pytest.mark.parametrize(("players", "size"), [(5, 2), (4, 3), (4, 0)])
def test_a_table_that_cannot_sit_as_teams_is_refused(players, size) -> None:
    with pytest.raises(ValueError, match=f"{players} players cannot sit as teams of {size}"):
        partnerships(players, size)


def test_a_solo_outcome_is_teams_of_one() -> None:
    o = Outcome(reason="went_out", scores=(5, 0, 9), winners=(1,))
    assert o.teams == (0, 1, 2) and o.team_scores == (5, 0, 9) and o.winning_teams == (1,)
    assert [o.share(s) for s in range(3)] == [0.0, 1.0, 0.0]
    assert o.ending == "went_out"


def test_a_team_outcome_sums_and_shares_by_team() -> None:
    o = Outcome(reason="went_out", scores=(10, 3, 20, 4), winners=(2,), teams=(0, 1, 0, 1))
    assert o.team_scores == (30, 7)
    assert o.winning_teams == (0,)
    # A team win is a full win for each member, the partner of the one who went out too.
    assert [o.share(s) for s in range(4)] == [1.0, 0.0, 1.0, 0.0]
    tie = Outcome(reason="x", scores=(1, 1, 1, 1), winners=(0, 1), teams=(0, 1, 0, 1))
    assert [tie.share(s) for s in range(4)] == [0.5] * 4
    nobody = Outcome(reason="void", scores=(0, 0), winners=())
    assert nobody.share(0) == 0.0 and nobody.winning_teams == ()
    assert team_sums((1, 2, 3), (0, 0, 1)) == (3, 3)


def test_an_outcome_with_more_teams_than_seats_is_refused() -> None:
    with pytest.raises(ValueError, match="3 teams for 2 seats"):
        Outcome(reason="x", scores=(1, 2), winners=(), teams=(0, 1, 0))


def test_an_outcome_round_trips_through_json() -> None:
    o = Scala40Result(reason="went_out", scores=(0, 24, 60), winners=(0,), closed_in_hand=True)
    assert Scala40Result.from_json(o.to_json()) == o
    assert o.payments == (0, 24, 60) and o.winner == 0 and o.ending == "closed_in_hand"
    q = QuitaYPonResult(reason="stock_exhausted", scores=(9, 0), winners=(0,), hand_points=(1, 10))
    assert QuitaYPonResult.from_json(q.to_json()) == q


def test_results_saved_by_release_0_1_are_read() -> None:
    """Saved games of release 0.1 wrote each game's own result fields."""
    s40 = Scala40Result.from_json(
        {"reason": "went_out", "winner": 2, "closed_in_hand": False, "payments": [30, 5, 0]}
    )
    assert s40 == Scala40Result(reason="went_out", scores=(30, 5, 0), winners=(2,))
    void = Scala40Result.from_json(
        {"reason": "void", "winner": None, "closed_in_hand": False, "payments": [0, 0]}
    )
    assert void.winners == () and void.winner is None
    cp = CuatroPalosResult.from_json({"reason": "stalled", "winner": None, "scores": [4, 5, 6]})
    assert cp == CuatroPalosResult(reason="stalled", scores=(4, 5, 6), winners=())
    qp = QuitaYPonResult.from_json(
        {"reason": "went_out", "hand_points": [0, 7], "scores": [7, 0], "winners": [0]}
    )
    assert qp.hand_points == (0, 7) and qp.teams == (0, 1)


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ({"reason": "x", "scores": [1, 2], "winners": [2]}, r"result: winners \[2\] are not seats"),
        ({"reason": "x", "scores": [1, 2], "winners": [], "hand_points": [1]}, "of 2 players"),
        ({"reason": "x", "scores": [1, 2], "winners": [], "teams": [0, 1, 1]}, "3 teams for 2"),
        ({"reason": "x", "scores": [1, "2"], "winners": []}, "field 'scores'"),
        ({"reason": "x", "scores": [1, 2]}, "lacks the field 'winners'"),
        ({"reason": "x", "scores": [1], "winners": [], "bonus": 1}, "unknown fields"),
        ([1, 2], "not a JSON object"),
    ],
)
def test_a_damaged_result_is_named(data, words) -> None:
    with pytest.raises(ValueError, match=words):
        QuitaYPonResult.from_json(data)


@pytest.mark.parametrize("teams", [(0, -5, 0, 1), (0, 2, 0, 2), (1, 1, 2, 2)])
def test_teams_that_do_not_run_from_0_are_refused_before_they_index_anything(teams) -> None:
    """A team of -5 read from a saved game indexed the team sums (IndexError, or a sum
    credited to the wrong team); now it is a ValueError naming it."""
    with pytest.raises(ValueError, match="are not numbered 0 to k-1"):
        Outcome(reason="x", scores=(1, 2, 3, 4), winners=(), teams=teams)
    data = {"reason": "x", "scores": [1, 2, 3, 4], "winners": [], "teams": list(teams)}
    with pytest.raises(ValueError, match=r"^result 2: teams .* are not numbered 0 to k-1"):
        QuitaYPonResult.from_json(data, "result 2")


def test_a_result_with_team_scores_for_other_teams_is_refused() -> None:
    data = {"reason": "x", "scores": [1, 2, 3], "winners": [], "team_scores": [1, 2]}
    with pytest.raises(ValueError, match="result gives 2 team scores for 3 teams"):
        QuitaYPonResult.from_json(data)


def test_a_saved_result_whose_teams_are_not_the_matchs_is_refused() -> None:
    from app.games.quita_y_pon.engine import QuitaYPonMatch

    match = QuitaYPonMatch({"num_players": 4, "deals": 3}, 5)
    match.record(QuitaYPonResult(reason="went_out", scores=(0, 3, 4, 5), winners=(0,)))
    data = match.to_json()
    QuitaYPonMatch.from_json(data, in_play=True)  # as saved: resumes
    data["results"][0].update(teams=[0, 1, 0, 1], team_scores=[4, 8])
    with pytest.raises(ValueError, match=r"result 0 whose teams \[0, 1, 0, 1\] are not the"):
        QuitaYPonMatch.from_json(data, in_play=True)
