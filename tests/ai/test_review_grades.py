"""The review's grades: what a decision cost, in the deal's points by the hard bot's
search or evaluation, graded against sizes that rise with each game's points; the plain
blunders of every game graded "??", a harmless difference not marked at all.

Every position is built with its engine's test constructor (tests/games/*/helpers.py),
and judged as the review judges a decision: the person's view before it, the action
played, the hard bot of the review (`review`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from app.core.cards import card
from app.games.registry import GAMES
from app.i18n import say
from app.session.review import (
    BLUNDER,
    GRADE_SHARES,
    GRADES,
    INACCURACY,
    MISTAKE,
    REVIEW_LIMIT,
    TIE,
    Mark,
    clear,
    decision_key,
    grade,
    review,
    review_limit,
    thresholds,
)
from tests.games.buraco.house import RUN_H, THEIR_CANASTA
from tests.games.buraco.house import review_discard as _buraco_discard
from tests.games.buraco.house import review_state as _buraco
from tests.games.mano_y_pie.house import review_discard as _myp_discard
from tests.games.mano_y_pie.house import review_state as _myp
from tests.games.scala40.house import review_discard as _s40_discard
from tests.games.scala40.house import review_state as _s40
from tests.house import Decision, house, item_of, per_game, where

BY_ID = {g.id: g for g in GAMES}


def first_reckoning(game_id: str, state: Any) -> tuple[Any, Any]:
    """The review's first reckoning of `state`'s decision (as `mark_of` reviews it: the
    deal's first action): its hard bot, having chosen, and its choice."""
    seat = state.to_play
    bot = BY_ID[game_id].bot("hard", f"review:{seat}")
    bot.reseed(decision_key(seat, 0))
    return bot, bot.advise(state.view(seat), review_limit(bot))[0].action


def mark_of(game_id: str, state: Any, action: Any) -> Mark | None:
    """The review's mark of `action` played by the seat on turn in `state`."""
    assert state.legal(action) is None, f"{action} is not legal in the fixture"
    seat = state.to_play
    view = state.view(seat)
    [(index, mark)] = list(review(BY_ID[game_id], [view], [action], [seat], seat))
    assert index == 1
    return mark


@dataclass(frozen=True)
class Case:
    name: str
    game: str
    state: Callable[[], Any]
    played: Callable[[], Any]


#: Each game's plain blunders (its house.py's REVIEW_BLUNDERS): each must be graded "??".
BLUNDERS = per_game("REVIEW_BLUNDERS")

#: Each game's differences that cost nothing (its REVIEW_HARMLESS): the other copy of the
#: card the bot would play, the same cards laid in another order, two destinations that
#: both go out.
HARMLESS = per_game("REVIEW_HARMLESS")


def test_every_game_has_its_blunders_and_a_harmless_difference_listed():
    """A game's lists are read from its house.py; one without them fails there, naming
    itself (and the tests run once per item run once for it, failing the same way)."""
    for game in GAMES:
        for name in ("REVIEW_BLUNDERS", "REVIEW_HARMLESS"):
            items = house(game, name)
            assert items, f"{game.name}: {where(game)}'s {name} is empty"
            assert all(isinstance(item, Decision) for item in items), (game.name, name)
    ids = [param.id for param in BLUNDERS + HARMLESS]
    assert len(ids) == len(set(ids)), "two decisions share a name"


@pytest.mark.parametrize(("game", "case"), BLUNDERS)
def test_a_plain_blunder_is_graded_as_one(game, case):
    case = item_of(game, "REVIEW_BLUNDERS", case)
    state, played = case.state(), case.played()
    mark = mark_of(game.id, state, played)
    assert mark is not None, "the hard bot plays it"
    sizes = thresholds(game.bot("hard", "x").score_size)
    assert mark.played == played != mark.best.action
    assert mark.loss is not None and mark.loss >= sizes[2], (mark.best.action, mark.loss, sizes)
    assert mark.grade == BLUNDER
    assert say(mark.cost) == (
        f"What it cost, in the deal's points by the hard bot's reckoning: about {round(mark.loss)}."
    )


@pytest.mark.parametrize(("game", "case"), HARMLESS)
def test_a_harmless_difference_is_not_marked(game, case):
    case = item_of(game, "REVIEW_HARMLESS", case)
    state, played = case.state(), case.played()
    bot, best = first_reckoning(game.id, state)
    assert best != played, "the fixture differs from the hard bot's move"
    assert mark_of(game.id, state, played) is None


def test_the_scala_40_joker_discarded_with_the_other_joker_in_hand():
    """Two jokers in hand: the bot's search weighs one (a face once); the other, thrown
    away, is weighed for the review all the same, and graded as a blunder."""
    from app.games.scala40.engine import Discard

    state = _s40("JK JK' 4H 9D 2C 6C", table="TS JS QS KS", opened=True, turn=2)()
    for joker in ("JK", "JK'"):
        mark = mark_of("scala-40", state, Discard(card(joker)))
        assert mark is not None and mark.grade == BLUNDER, joker


# ----------------------------------------------------------------------- sizes
@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_grade_sizes_rise_with_the_loss_in_every_game(game):
    size = game.bot("hard", "x").score_size
    sizes = thresholds(size)
    assert sizes == tuple(share * size for share in GRADE_SHARES)
    assert 0 < sizes[0] < sizes[1] < sizes[2]
    assert grade(0.0, sizes) is None
    assert grade(sizes[0] * 0.99, sizes) is None
    for name, at in zip(GRADES, sizes, strict=True):
        assert grade(at, sizes) == name
    assert grade(sizes[1] * 0.99, sizes) == INACCURACY
    assert grade(sizes[2] * 0.99, sizes) == MISTAKE
    assert grade(sizes[2] * 10, sizes) == BLUNDER


def test_grade_sizes_rise_with_the_size_of_each_games_points():
    """A Cuatro Palos point is a card, a Mano y Pie point a fraction of a book: the same
    loss is a blunder in one and nothing in another."""
    size = {g.id: g.bot("hard", "x").score_size for g in GAMES}
    # The five games this was written for, in that order; a game added since has its
    # sizes checked by the test above, wherever its points fall among theirs.
    known = ["cuatro-palos", "quita-y-pon", "scala-40", "buraco", "mano-y-pie"]
    order = [game_id for game_id in known if game_id in size]
    assert [game_id for game_id in sorted(size, key=size.get) if game_id in known] == order
    assert all(size[a] < size[b] for a, b in zip(order, order[1:], strict=False))
    loss = thresholds(size["cuatro-palos"])[2]
    assert grade(loss, thresholds(size["cuatro-palos"])) == BLUNDER
    assert grade(loss, thresholds(size["mano-y-pie"])) is None


def test_each_games_grade_sizes_rank_among_the_games_as_its_points_per_deal():
    """Every game's grade sizes (its hard bot's `score_size`) rank among the games' as the
    points its deals typically move (its house.py's DEAL_POINTS, measured): a game whose
    size was left at the default or said in another game's points is out of place."""
    points = {g.id: house(g, "DEAL_POINTS") for g in GAMES}
    size = {g.id: g.bot("hard", "x").score_size for g in GAMES}
    for a in GAMES:
        for b in GAMES:
            if points[a.id] < points[b.id]:
                assert size[a.id] < size[b.id], (
                    f"{a.name}'s deals move fewer points than {b.name}'s "
                    f"({points[a.id]} < {points[b.id]}), its grade size is not smaller "
                    f"({size[a.id]}, {size[b.id]})"
                )


# ----------------------------------------------------------------------- the search's weighing
WEIGHED = [
    Case("s40-a-discard-among-its-candidates", "scala-40",
         _s40("JK' 4H 9D 2C 6C", table="TS JK QS KS", opened=True, turn=2),
         _s40_discard("JK'")),
]  # fmt: skip

#: Moves the hard bot's search weighed within a few points of its own choice, on few
#: playouts: other reckonings (other sampled worlds) rank them otherwise.
WITHIN_NOISE = [
    Case("bu-a-discard-among-its-candidates", "buraco",
         _buraco("4H 9C KS QD 7C 6S", melds=[RUN_H, THEIR_CANASTA], stock=30,
                 both_taken=True, others={1: "3S"}),
         _buraco_discard("9C")),
    Case("myp-a-discard-among-its-candidates", "mano-y-pie",
         _myp("JK 4H 9D KS 7C 6S 5D", melds=[(0, "QH QS QD")], stock=120),
         _myp_discard("KS")),
]  # fmt: skip


@pytest.mark.parametrize("case", WITHIN_NOISE, ids=lambda c: c.name)
def test_a_loss_within_the_noise_of_the_reckonings_is_not_marked(case):
    """The first reckoning alone says the move played cost something (and would have
    marked it); with the other reckonings' spread it does not stand clear: no mark."""
    state, played = case.state(), case.played()
    bot, best = first_reckoning(case.game, state)
    weighed = {a: bot.in_points(v) for a, v in bot.considered}
    assert best != played and weighed[best] - weighed[played] > TIE
    assert mark_of(case.game, state, played) is None


def test_only_a_loss_clear_of_the_reckonings_spread_counts():
    assert clear([40.0, 40.0, 40.0, 40.0, 40.0, 40.0])
    assert clear([40.0, 35.0, 45.0, 38.0, 42.0, 41.0])
    assert not clear([40.0, -30.0, 50.0, -20.0, 10.0, 0.0])
    assert not clear([TIE, TIE])
    assert clear([1.0]) and not clear([TIE])


@pytest.mark.parametrize("case", WEIGHED, ids=lambda c: c.name)
def test_a_move_the_search_weighed_is_marked_by_its_weighing(case):
    """At a decision where the hard bot's search weighed several candidates, the move
    played among them, the mark's cost is the difference of the search's own scores
    (in deal points), not a weighing made apart."""
    state, played = case.state(), case.played()
    bot, best = first_reckoning(case.game, state)
    weighed = {a: bot.in_points(v) for a, v in bot.considered}
    assert len(weighed) >= 2 and played in weighed and best in weighed
    mark = mark_of(case.game, state, played)
    assert mark is not None and mark.weighed
    want = weighed[best] - weighed[played]
    assert mark.loss == pytest.approx(want)
    assert mark.grade == grade(want, thresholds(bot.score_size))


def test_a_scala_40_draw_is_valued_too():
    """Declining the discard that lays off for sure (a blind draw instead) costs: valued
    over the cards the stock may bring, turn played on the hard way."""
    from app.games.scala40.engine import DrawStock, TakeDiscard

    state = _s40(
        "3C 9D 5S KC QD", table="5H 6H 7H", discard="8H", opened=True, phase="draw", turn=12
    )()
    mark = mark_of("scala-40", state, DrawStock())
    assert mark is not None and isinstance(mark.best.action, TakeDiscard)
    assert mark.loss is not None and mark.loss > 0 and not mark.weighed
    assert mark.grade == grade(mark.loss, thresholds(BY_ID["scala-40"].bot("hard", "x").score_size))


class _Unvaluing:
    """A coach that weighed nothing at the decision and cannot weigh the pair."""

    considered: list = []

    def in_points(self, value: float) -> float | None:
        return value

    def weigh(self, view: Any, actions: list, limit: Any) -> None:
        self.asked = list(actions)
        return None


def test_a_pair_the_coach_cannot_weigh_is_not_valued():
    from app.session.review import appraise

    coach = _Unvaluing()
    assert appraise(coach, object(), "best", "played", REVIEW_LIMIT) == (None, False)
    assert coach.asked == ["best", "played"]


@pytest.mark.parametrize(("game", "case"), BLUNDERS[:1])
def test_a_decision_the_hard_bot_cannot_value_is_marked_unvalued(game, case, monkeypatch):
    """Where the hard bot's own scores cannot be said in points and it cannot weigh the
    pair apart, the decision is marked with no loss, no grade, no cost, and not as the
    search's weighing."""
    case = item_of(game, "REVIEW_BLUNDERS", case)
    state, played = case.state(), case.played()
    kind = type(game.bot("hard", "x"))
    monkeypatch.setattr(kind, "in_points", lambda self, value: None)
    monkeypatch.setattr(kind, "weigh", lambda self, view, actions, limit: None)
    mark = mark_of(game.id, state, played)
    assert mark is not None and mark.played == played != mark.best.action
    assert mark.loss is None and mark.grade is None and mark.cost is None
    assert mark.weighed is False
