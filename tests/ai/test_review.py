"""The review of a deal: the person's decisions beside the hard bot's, marked where it
would have played otherwise, graded by its own scores, and summed up."""

from __future__ import annotations

import pytest

from app.games.registry import GAMES
from app.i18n import say
from app.session import MatchSession
from app.session.replay import DealReplay
from app.session.review import (
    BLUNDER,
    INACCURACY,
    MISTAKE,
    REVIEW_LIMIT,
    decision_key,
    grade,
    review,
    review_limit,
    summary,
    thresholds,
)


def played_deal(game, person_bot, seed=9, others="easy", as_p=False):
    """A deal of `game` with the person's seat played by `person_bot` (`others` bots
    around), and its replay as the person saw it. With `as_p`, `person_bot` (a hard bot)
    chooses as "Play this turn for me" has its coach choose (app/ui/hints.py): seeded
    afresh at each decision (`decision_key`), with the hard bot's own counts
    (`review_limit`)."""
    session = MatchSession.start(game, None, (others,), seed=seed)
    while session.to_play is not None:
        seat = session.to_play
        view = session.view(seat)
        if seat == session.person and as_p:
            person_bot.reseed(decision_key(seat, len(session.deal.history)))
            action = person_bot.advise(view, review_limit(person_bot))[0].action
        elif seat == session.person:
            action = person_bot.choose(view, REVIEW_LIMIT)
        else:
            bot = session.bots[seat]
            action = bot.choose(view, REVIEW_LIMIT)
        session.play(action, seat, view)
    names = [s.name for s in session.seats]
    replay = DealReplay.of(game.id, session.deal.replay_record().to_json(), session.person, names)
    return session, replay


def marks_of(game, replay):
    return list(
        review(
            game,
            list(replay.views[:-1]),
            list(replay.actions),
            [line.seat for line in replay.lines],
            replay.seat,
        )
    )


#: Deals played as "Play this turn for me" plays them: every game (easy bots around),
#: and the two the player found marked (normal bots around: Buraco seed 7's move 13,
#: Mano y Pie seed 7's move 42, marked before the review chose as the coach does).
AS_P = [(g.id, 9, "easy") for g in GAMES] + [("buraco", 7, "normal"), ("mano-y-pie", 7, "normal")]


@pytest.mark.parametrize(("game_id", "seed", "others"), AS_P, ids=lambda x: str(x))
def test_a_deal_played_for_the_person_by_the_hard_bot_is_never_marked(game_id, seed, others):
    """Every decision of the person's chosen as P chooses it (the hint's coach, seeded
    `coach:...` as the table seeds it): no line of the review marked, graded or not."""
    game = next(g for g in GAMES if g.id == game_id)
    coach = game.bot("hard", f"coach:{seed}:0")
    session, replay = played_deal(game, coach, seed, others, as_p=True)
    found = marks_of(game, replay)
    decisions = [line.index for line in replay.lines if line.seat == session.person]
    assert len(decisions) >= 5
    assert [index for index, _ in found] == decisions
    assert [(i, m.played, m.best.action, m.loss) for i, m in found if m is not None] == []
    n = len(decisions)
    assert say(summary([m for _, m in found])) == (
        f"You agreed with the hard bot on {n} of {n} decisions."
    )


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_an_easy_players_deal_is_marked_where_the_hard_bot_differs(game):
    session, replay = played_deal(game, game.bot("easy", "person"))
    found = marks_of(game, replay)
    marks = [m for _, m in found if m is not None]
    assert marks, "an easy player's deal differs from the hard bot somewhere"
    for mark in marks:
        assert mark.played == replay.actions[mark.index - 1] != mark.best.action
        before = replay.views[mark.index - 1]
        assert before.to_play == session.person
        assert mark.best.reason.context == "Hints"
        if mark.loss is not None:
            assert mark.loss > 0
            bot = game.bot("hard", "x")
            assert mark.grade == grade(mark.loss, thresholds(bot.score_size))
            assert say(mark.cost) == (
                "What it cost, in the deal's points by the hard bot's reckoning: about "
                f"{max(1, round(mark.loss))}."
            )
        else:
            assert mark.grade is None and mark.cost is None
    if game.id == "quita-y-pon":  # every move valued: the cards it leaves in the hand
        assert all(m.loss is not None for m in marks)
    agreed = sum(1 for _, m in found if m is None)
    assert say(summary([m for _, m in found])).startswith(
        f"You agreed with the hard bot on {agreed} of"
    )


def test_grades_by_the_size_of_the_loss():
    sizes = (40.0, 100.0, 250.0)
    assert grade(None, sizes) is None and grade(50.0, None) is None
    assert grade(39.9, sizes) is None
    assert grade(40.0, sizes) == INACCURACY and grade(99.9, sizes) == INACCURACY
    assert grade(100.0, sizes) == MISTAKE and grade(249.0, sizes) == MISTAKE
    assert grade(250.0, sizes) == BLUNDER and grade(10_000.0, sizes) == BLUNDER


def test_quita_y_pon_values_a_move_by_the_points_of_the_cards_it_places():
    """A commit is worth the hand points it places (A 15, 2-10 face value, J Q K 10), a
    draw nothing: what the deal's end would count against the cards kept."""
    from app.games.quita_y_pon.engine import Commit, Draw

    info = next(g for g in GAMES if g.id == "quita-y-pon")
    bot = info.bot("hard", "x")
    deal = info.deal(info.options(None), 3)
    view = deal.view(deal.to_play)
    assert bot.score(view, Draw()) == 0.0
    table = tuple(tuple(g) for g in view.table)
    hand = list(view.hand)
    groups = table + (tuple(hand[:3]),)  # scored as placed, legal or not
    points = {1: 15, 11: 10, 12: 10, 13: 10}
    want = sum(points.get(c.rank, c.rank) for c in hand[:3])
    assert bot.score(view, Commit(groups)) == want


@pytest.mark.parametrize("game_id", ["buraco", "mano-y-pie"])
def test_a_reseeded_hard_bot_chooses_as_any_other_whatever_it_was_asked_before(game_id):
    """`reseed`: a hard bot asked at every earlier decision of the seat, and one of another
    seed never asked before, seeded alike at a decision weigh its moves alike (the hint's
    coach and the review's first reckoning); not seeded so, their searches differ."""
    game = next(g for g in GAMES if g.id == game_id)
    session, replay = played_deal(game, game.bot("easy", "person"))
    views = [replay.views[k] for k, ln in enumerate(replay.lines) if ln.seat == session.person]
    keys = [k for k, ln in enumerate(replay.lines) if ln.seat == session.person]
    asked = game.bot("hard", "coach:1:0")
    one, other = game.bot("hard", "a"), game.bot("hard", "b")
    searched = differed = 0
    for k, view in zip(keys, views, strict=True):
        asked.reseed(decision_key(0, k))
        ours = asked.advise(view, review_limit(asked))
        fresh = game.bot("hard", f"review:{k}")
        fresh.reseed(decision_key(0, k))
        theirs = fresh.advise(view, review_limit(fresh))
        assert [h.action for h in ours] == [h.action for h in theirs]
        assert asked.considered == fresh.considered
        searched += len(asked.considered) > 1
        one.advise(view, review_limit(one))
        other.advise(view, review_limit(other))
        differed += one.considered != other.considered
    assert searched >= 3, "decisions the hard bot's search weighed"
    assert differed >= 1, "unseeded, two hard bots' searches differ somewhere"


def test_a_review_stopped_while_a_decision_is_reckoned_ends_before_the_next_reckoning():
    """`stop` is heard between the reckonings of a decision (each can take a while), not
    only between decisions: asked true at the second reckoning of the first decision,
    the review ends there, with nothing said of it."""
    game = next(g for g in GAMES if g.id == "scala-40")
    _, replay = played_deal(game, game.bot("easy", "person"))
    asked: list[int] = []

    def stop() -> bool:
        asked.append(1)
        return len(asked) > 2  # the decision's start, the first other reckoning, then stop

    found = list(
        review(
            game,
            list(replay.views[:-1]),
            list(replay.actions),
            [line.seat for line in replay.lines],
            replay.seat,
            stop=stop,
        )
    )
    assert found == [] and len(asked) == 3
