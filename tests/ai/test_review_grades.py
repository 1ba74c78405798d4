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

from app.core.cards import card, cards
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


# ----------------------------------------------------------------------- Quita y Pon
def _qp_out() -> Any:
    from tests.games.quita_y_pon.helpers import scenario

    return scenario(table="", hand="KS KH KD 2C 3C 4C", options={"num_players": 3})


def _qp_commit(groups: str) -> Callable[[], Any]:
    def action() -> Any:
        from app.games.quita_y_pon.engine import Commit
        from tests.games.quita_y_pon.helpers import groups as parse

        return Commit(tuple(tuple(g) for g in parse(groups)))

    return action


# ----------------------------------------------------------------------- Scala 40
def _s40(hand: str, **kw: Any) -> Callable[[], Any]:
    def build() -> Any:
        from tests.games.scala40.helpers import scenario

        return scenario(hand=hand, options={"num_players": 3}, **kw)

    return build


def _s40_discard(c: str) -> Callable[[], Any]:
    def action() -> Any:
        from app.games.scala40.engine import Discard

        return Discard(card(c))

    return action


# ----------------------------------------------------------------------- Cuatro Palos
def _cp(foundations: str, wastes: dict[int, str], **kw: Any) -> Callable[[], Any]:
    """Seat 0 on turn; every card not listed in the opponents' personal stocks (stock
    empty) or, with `stock_left`, that many of them in the central stock."""

    def build() -> Any:
        from app.games.cuatro_palos.rules import CuatroPalosOptions
        from tests.games.cuatro_palos.helpers import foundation, scenario

        stock_left = kw.pop("stock_left", 0)
        options = kw.get("options")
        pack = CuatroPalosOptions.coerce(options).pack.build()
        listed = [c for t in foundations.split() for c in foundation(t)]
        listed += [c for t in wastes.values() for c in cards(t)]
        listed += [c for t in kw.get("personal", {}).values() for c in cards(t)]
        if kw.get("turned"):
            listed.append(card(kw["turned"]))
        rest = [c for c in pack if c not in set(listed)]
        n = len(rest) - stock_left
        personal = dict(kw.pop("personal", {}))
        spread = [s for s in (1, 2, 3) if s not in personal]
        for i, s in enumerate(spread):
            part = rest[i * n // len(spread) : (i + 1) * n // len(spread)]
            personal[s] = " ".join(str(c) for c in part)
        return scenario(
            stock=rest[n:], foundations=foundations, wastes=wastes, personal=personal,
            to_play=0, **kw,
        )  # fmt: skip

    return build


def _cp_play(kind: str, to: str) -> Callable[[], Any]:
    def action() -> Any:
        from app.games.cuatro_palos import engine

        return getattr(engine, kind)(to) if to else getattr(engine, kind)()

    return action


# ----------------------------------------------------------------------- canasta family
RUN_H = (0, "9H TH JH", (9, 10, 11))
#: The opponents' finished canasta (clean, seven diamonds).
THEIR_CANASTA = (1, "5D 6D 7D 8D 9D TD JD", (5, 6, 7, 8, 9, 10, 11))
#: The person's team's run of six spades: the seventh makes it a canasta.
SIX_SPADES = (0, "3S 4S 5S 6S 7S 8S", (3, 4, 5, 6, 7, 8))


def _buraco(hand: str, **kw: Any) -> Callable[[], Any]:
    def build() -> Any:
        from app.games.canasta.packets import TAKEN, PacketFate
        from tests.games.buraco.helpers import scenario

        if kw.pop("both_taken", False):
            kw.update(
                muertos=(0, 0), fates=[PacketFate(0, TAKEN, 0, 0), PacketFate(1, TAKEN, 1, 1)]
            )
        return scenario(hand=hand, **kw)

    return build


def _buraco_discard(c: str) -> Callable[[], Any]:
    def action() -> Any:
        from app.games.buraco.engine import Discard

        return Discard(card(c))

    return action


def _myp(hand: str, **kw: Any) -> Callable[[], Any]:
    def build() -> Any:
        from tests.games.mano_y_pie.helpers import scenario

        return scenario(hand=hand, **kw)

    return build


def _myp_discard(c: str) -> Callable[[], Any]:
    def action() -> Any:
        from app.games.mano_y_pie.engine import Discard

        return Discard(card(c))

    return action


#: Plain blunders, a list per game: each must be graded "??".
BLUNDERS = [
    # Quita y Pon: keeping the three kings when the whole hand goes out.
    Case("qp-stays-in-when-it-can-go-out", "quita-y-pon", _qp_out,
         _qp_commit("2C 3C 4C")),
    # Scala 40 (the reproduction): opened with 10♠ JK Q♠ K♠, the other joker
    # thrown away on the first round.
    Case("s40-discards-the-joker", "scala-40",
         _s40("JK' 4H 9D 2C 6C", table="TS JK QS KS", opened=True, turn=2),
         _s40_discard("JK'")),
    # Scala 40, not yet opened (the issue's own position): the hard bot opens with
    # 10♠ JK Q♠ K♠; the other joker thrown away instead, no opening.
    Case("s40-discards-the-joker-instead-of-opening", "scala-40",
         _s40("TS JK QS KS JK' 4H 9D 2C 6C 8D 3H 7C 5D 9C", turn=0),
         _s40_discard("JK'")),
    # Scala 40 (the player's report, seed 10): first turn, the hard bot opens with
    # 9♠ 9♥ 9♦ and A♥ A♣ JK; the joker thrown away instead.
    Case("s40-discards-the-joker-on-the-first-turn", "scala-40",
         _s40("4S 8S 9S AH 7H 9H 9D JD AC 5C 6C TC KC JK'", turn=0),
         _s40_discard("JK'")),
    # Scala 40: the next player, opened, holds one card; the 8♥ lays off on the table
    # (he takes it, lays it off and discards his last card: out).
    Case("s40-hands-the-next-player-his-way-out", "scala-40",
         _s40("8H 3C 9D 5S KC", table="5H 6H 7H", opened=True, others_opened=True,
              others=["4D", "AC 2D 7S 9S JD QC KH"], seat=0, turn=12),
         _s40_discard("8H")),
    # Cuatro Palos: no forced play, the turned 5♥ goes up on its foundation and the
    # own pile (6♥ 7♥ 8♥ 9♥) follows, out of cards; kept on the own pile instead.
    Case("cp-keeps-a-card-its-foundation-takes", "cuatro-palos",
         _cp("4H", {0: "9H 8H 7H 6H", 1: "QD 4C", 2: "KS", 3: "8D"}, turned="5H",
             options={"forced_play": False}),
         _cp_play("Keep", "")),
    # Cuatro Palos (a position reached in play, seed 2): the stock gone, the 6♦ loaded
    # onto the pile that feeds the others' chains instead of the next player's.
    Case("cp-feeds-the-wrong-pile", "cuatro-palos",
         _cp("2H 3S 4D 3C",
             {0: "8C TD JS QS JH QD KD QH JC 5C 6C 5D 4C 3H 4H 5S 6D", 1: "KH",
              2: "7H 8H 9C TC 9S TS 9H 8S 7D", 3: "9D 8D 7S 6H 7C"},
             personal={0: "5H KS 4S", 2: "6S", 3: "TH KC QC JD"}, turn=45),
         _cp_play("PlayWaste", "w:2")),
    # Buraco: a 2 (wild) thrown away early, plain cards in hand.
    Case("bu-discards-a-wild-card", "buraco",
         _buraco("2C 4H 9D KS 7C 6S", melds=[RUN_H], pile="3C", stock=30),
         _buraco_discard("2C")),
    # Buraco: the next opponent holds one card, his team has its canasta and its muerto;
    # the Q♦ lays off on that canasta: he takes it and goes out.
    Case("bu-hands-the-next-player-his-way-out", "buraco",
         _buraco("4H 9C KS QD 7C QD'", melds=[RUN_H, THEIR_CANASTA], stock=30,
                 both_taken=True, others={1: "3S"}),
         _buraco_discard("QD")),
    # Buraco: the 9♠ that makes the team's canasta of spades given away.
    Case("bu-gives-away-the-canasta", "buraco",
         _buraco("9S 4H 9D KC 7C", melds=[SIX_SPADES], stock=30),
         _buraco_discard("9S")),
    # Mano y Pie: a joker, and a 2, thrown away at the start of the deal.
    Case("myp-discards-a-joker", "mano-y-pie",
         _myp("JK 4H 9D KS 7C 6S 5D", melds=[(0, "QH QS QD")], stock=120),
         _myp_discard("JK")),
    Case("myp-discards-a-two", "mano-y-pie",
         _myp("2C 4H 9D KS 7C 6S 5D", melds=[(0, "QH QS QD")], stock=120),
         _myp_discard("2C")),
    # Mano y Pie: the seventh king, that finishes the team's book, thrown away.
    Case("myp-gives-away-the-book", "mano-y-pie",
         _myp("KD 4H 9D 7C 6S 5D", melds=[(0, "KH KS KC KH' KS' KC'")], stock=80),
         _myp_discard("KD")),
]  # fmt: skip

#: Differences that cost nothing: the other copy of the card the bot would play, the
#: same cards laid in another order, two destinations that both go out.
HARMLESS = [
    Case("qp-same-cards-other-order", "quita-y-pon", _qp_out,
         _qp_commit("KD KH KS | 2C 3C 4C")),
    Case("s40-the-other-copy", "scala-40",
         _s40("4H 4H' JK' 9D 2C 6C", table="TS JK QS KS", opened=True, turn=2),
         _s40_discard("4H'")),
    Case("bu-the-other-copy", "buraco",
         _buraco("4H 4H' 9C KS 7C 6S", melds=[RUN_H], stock=30),
         _buraco_discard("4H'")),
    # Mano y Pie: two lone cards its playouts value alike.
    Case("myp-two-discards-of-equal-worth", "mano-y-pie",
         _myp("JK 4H 9D KS 7C 6S 5D", melds=[(0, "QH QS QD")], stock=120),
         _myp_discard("KS")),
    Case("cp-two-ways-out", "cuatro-palos",
         _cp("4H", {0: "9C 6H 5H", 1: "QD 4C", 2: "KS", 3: "8D"}),
         _cp_play("PlayWaste", "f:H")),
]  # fmt: skip


def test_every_game_has_its_blunders_and_a_harmless_difference_listed():
    assert {case.game for case in BLUNDERS} == set(BY_ID)
    assert {case.game for case in HARMLESS} == set(BY_ID)


@pytest.mark.parametrize("case", BLUNDERS, ids=lambda c: c.name)
def test_a_plain_blunder_is_graded_as_one(case):
    state, played = case.state(), case.played()
    mark = mark_of(case.game, state, played)
    assert mark is not None, "the hard bot plays it"
    sizes = thresholds(BY_ID[case.game].bot("hard", "x").score_size)
    assert mark.played == played != mark.best.action
    assert mark.loss is not None and mark.loss >= sizes[2], (mark.best.action, mark.loss, sizes)
    assert mark.grade == BLUNDER
    assert say(mark.cost) == (
        f"What it cost, in the deal's points by the hard bot's reckoning: about {round(mark.loss)}."
    )


@pytest.mark.parametrize("case", HARMLESS, ids=lambda c: c.name)
def test_a_harmless_difference_is_not_marked(case):
    state, played = case.state(), case.played()
    bot, best = first_reckoning(case.game, state)
    assert best != played, "the fixture differs from the hard bot's move"
    assert mark_of(case.game, state, played) is None


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
    order = ["cuatro-palos", "quita-y-pon", "scala-40", "buraco", "mano-y-pie"]
    assert sorted(size, key=size.get) == order
    assert all(size[a] < size[b] for a, b in zip(order, order[1:], strict=False))
    loss = thresholds(size["cuatro-palos"])[2]
    assert grade(loss, thresholds(size["cuatro-palos"])) == BLUNDER
    assert grade(loss, thresholds(size["mano-y-pie"])) is None


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


@pytest.mark.parametrize("case", BLUNDERS[:1], ids=lambda c: c.name)
def test_a_decision_the_hard_bot_cannot_value_is_marked_unvalued(case, monkeypatch):
    """Where the hard bot's own scores cannot be said in points and it cannot weigh the
    pair apart, the decision is marked with no loss, no grade, no cost, and not as the
    search's weighing."""
    state, played = case.state(), case.played()
    kind = type(BY_ID[case.game].bot("hard", "x"))
    monkeypatch.setattr(kind, "in_points", lambda self, value: None)
    monkeypatch.setattr(kind, "weigh", lambda self, view, actions, limit: None)
    mark = mark_of(case.game, state, played)
    assert mark is not None and mark.played == played != mark.best.action
    assert mark.loss is None and mark.grade is None and mark.cost is None
    assert mark.weighed is False
