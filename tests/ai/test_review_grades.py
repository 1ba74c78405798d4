"""The review's grades and marks (app/session/review.py), fact by fact: every game's
grades rise with the size of the loss, and the review marks a decision only where the
hard bot would have played otherwise and scores it lower — with the move's loss, grade
and cost — counting the decisions it agreed with."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from app.core.hints import Hint
from app.core.words import Words
from app.games.registry import GAMES
from app.session.review import BLUNDER, INACCURACY, MISTAKE, TIE, Mark, grade, review, summary


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_every_games_grades_rise_with_the_size_of_the_loss(game) -> None:
    sizes = game.bot("hard", "x").grade_sizes
    assert sizes is not None and 0 < sizes[0] < sizes[1] < sizes[2]
    assert grade(sizes[0] * 0.99, sizes) is None
    for size, (below, name) in zip(
        sizes, ((None, INACCURACY), (INACCURACY, MISTAKE), (MISTAKE, BLUNDER)), strict=True
    ):
        assert grade(size * 0.999, sizes) == below
        assert grade(size, sizes) == name
        assert grade(size * 1.001, sizes) == name or size * 1.001 >= sizes[-1]
    assert grade(sizes[2] * 100, sizes) == BLUNDER


class Coach:
    """A hard bot stand-in: at each view (a number) its best move and the scores its
    search weighed; `score` values a move it did not weigh."""

    grade_sizes = (10.0, 20.0, 40.0)

    def __init__(self, table):
        self.table = table
        self.considered = []

    def advise(self, view, limit=None, most=3):
        best, value, weighed = self.table[view]
        self.considered = list(weighed)
        return [Hint(best, Words("Hints", "why"), value)]

    def score(self, view, action):
        return {"z": 0.0}.get(action)

    def loss_words(self, loss):
        return Words("Review", "{points}").filled(points=round(loss))


def game_of(coach):
    return SimpleNamespace(bot=lambda level, seed: coach)


def test_marks_only_where_the_bot_differs_and_scores_the_move_lower() -> None:
    coach = Coach(
        {
            0: ("a", 50.0, [("a", 50.0), ("b", 45.0)]),  # agreed
            1: ("a", 50.0, [("a", 50.0), ("b", 35.0)]),  # b loses 15: an inaccuracy
            2: ("a", 50.0, [("a", 50.0), ("b", 50.0)]),  # b as good: a tie, not marked
            3: ("a", None, [("b", 9.0)]),  # the best move unscored: no loss, no grade
            4: ("a", 45.0, []),  # z unweighed: scored 0 by `score`, a blunder
            5: ("a", 30.0, [("b", 31.0)]),  # b scored higher: loss 0, a tie
        }
    )
    views = [0, 90, 1, 2, 3, 4, 5]
    actions = ["a", "q", "b", "b", "b", "z", "b"]
    movers = [0, 1, 0, 0, 0, 0, 0]  # decision 2 is another seat's
    marks = list(review(game_of(coach), views, actions, movers, person=0))
    assert [index for index, _ in marks] == [1, 3, 4, 5, 6, 7]
    by_index = dict(marks)
    assert by_index[1] is None and by_index[4] is None and by_index[7] is None
    inaccuracy = by_index[3]
    assert isinstance(inaccuracy, Mark) and inaccuracy.index == 3
    assert inaccuracy.played == "b" and inaccuracy.best.action == "a"
    assert inaccuracy.loss == 15.0 and inaccuracy.grade == INACCURACY
    assert str(inaccuracy.cost) == "15"
    unscored = by_index[5]
    assert unscored.loss is None and unscored.grade is None and unscored.cost is None
    blunder = by_index[6]
    assert blunder.loss == 45.0 and blunder.grade == BLUNDER and str(blunder.cost) == "45"
    assert str(summary([m for _, m in marks])) == (
        "You agreed with the hard bot on 3 of 6 decisions."
    )
    assert TIE < 1e-6


def test_a_review_stops_when_asked_and_only_at_the_persons_decisions() -> None:
    coach = Coach({0: ("a", 1.0, []), 1: ("a", 1.0, [])})
    asked = []

    def stop() -> bool:
        asked.append(True)
        return len(asked) > 1

    marks = list(review(game_of(coach), [0, 9, 1], ["a", "x", "a"], [0, 1, 0], 0, stop=stop))
    assert marks == [(1, None)] and len(asked) == 2


def test_a_loss_within_the_tie_is_no_mark() -> None:
    coach = Coach({0: ("a", TIE, [("b", 0.0)]), 1: ("a", 3 * TIE, [("b", 0.0)])})
    marks = dict(review(game_of(coach), [0, 1], ["b", "b"], [0, 0], person=0))
    assert marks[1] is None  # exactly the tie: as good a choice
    assert marks[2] is not None and marks[2].loss == 3 * TIE and marks[2].grade is None
