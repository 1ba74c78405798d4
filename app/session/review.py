"""The review of a finished deal: each of the person's decisions set beside what the hard
bot, searching from the same view, would have played (issue "Practice and coaching").

Only the person's views are searched, in the order the person met them, by hard bots
(so that they remember what the seat saw, as a bot playing there would), with the hard
bot's own budget and no clock (`review_limit`), the first seeded at each decision as
the hint's coach is (`decision_key`): a move "Play this turn for me" played is the
review's own choice. A decision the bot agrees with is not marked; one it would have played otherwise is marked with its
move, its reason and what the choice cost in the deal's points, by the hard bot's
search or evaluation (`appraise`, the same way in every game), graded by that cost
against sizes that rise with the game's points (`thresholds`): an inaccuracy, a mistake
or a blunder (lichess's Advice grades a chess move so). The grade judges the decision,
not the luck of the cards.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from app.core.bots import Limit
from app.core.hints import Hint
from app.core.words import Words

INACCURACY, MISTAKE, BLUNDER = "inaccuracy", "mistake", "blunder"
GRADES = (INACCURACY, MISTAKE, BLUNDER)
#: Each grade as a person reads it (and its sign in the log, as chess writes them).
GRADE_WORDS = {
    INACCURACY: Words("Review", "An inaccuracy"),
    MISTAKE: Words("Review", "A mistake"),
    BLUNDER: Words("Review", "A blunder"),
}
GRADE_SIGNS = {INACCURACY: "?!", MISTAKE: "?", BLUNDER: "??"}
#: The sign of a decision that differs from the hard bot's where its search cannot value
#: the two moves side by side (no grade, but a line the person can find).
UNVALUED_SIGN = "(?)"
#: The line that sums a review up.
AGREED = Words("Review", "You agreed with the hard bot on {agreed} of {decisions} decisions.")
#: What a graded decision cost, in the deal's points (every game says it the same way).
COST = Words(
    "Review", "What it cost, in the deal's points by the hard bot's reckoning: about {points}."
)
#: A loss this small is a tie: the move played scored as the bot's own did.
TIE = 1e-9
#: Each grade's share of a game's score size (`BotBase.score_size`): a decision that cost
#: a tenth of what a deal's loser scores is an inaccuracy, a quarter a mistake, half a
#: blunder. One rule for every game; the sizes rise with the game's points.
GRADE_SHARES = (0.1, 0.25, 0.5)
#: A review's budget per decision where the hard bot's own has no count (only a clock:
#: Quita y Pon's solver calls): no clock, so that a review reads the same every time.
REVIEW_LIMIT = Limit(playouts=8, nodes=120)
#: How many hard bots reckon each decision, each on worlds sampled apart (a search of
#: few playouts is noisy: the hard bot's own choice under other samples is no mistake, and
#: a move any of them chooses is not marked).
RECKONINGS = 6
#: A loss is marked only where it stands this many standard errors of the reckonings'
#: spread above nothing.
MARGIN = 2.0


@dataclass(frozen=True)
class Mark:
    """Decision `index` of the deal (its action number, from 1): the person played
    `played`; the hard bot would have played `best`; `loss` is what choosing `played`
    cost, in deal points, by the hard bot's reckoning (None where it cannot value the
    pair), `grade` its grade (None: too small to grade, or not valued)."""

    index: int
    played: Any
    best: Hint
    loss: float | None
    grade: str | None
    #: The loss said in the deal's points (None: not valued).
    cost: Words | None = None
    #: Whether both moves were among those the bot's own search weighed at the decision
    #: (the loss is then its weighing's); otherwise the pair was weighed for the review.
    weighed: bool = False


def review_limit(coach: Any) -> Limit:
    """The budget a review reckons each decision with: the hard bot's own (`coach.limit`,
    what "Play this turn for me" and a hint search with), its counts of playouts and nodes
    without its clock, which is only a safety cap on a loaded machine, so that the review
    weighs as the hard bot plays and reads the same every time. A hard bot bounded by its
    clock alone is given `REVIEW_LIMIT`."""
    own = coach.limit
    counted = Limit(nodes=own.nodes, playouts=own.playouts)
    return counted if counted.bounded else REVIEW_LIMIT


def decision_key(seat: int, done: int, reckoning: int = 0) -> str:
    """The seed (`BotBase.reseed`) of a hard bot's choice at `seat`'s decision after
    `done` actions of the deal: the hint's coach ("Play this turn for me") and the
    review's first reckoning choose from the same one (`reckoning` 0), so that from the
    same view, with the same budget (`review_limit`), they choose the same move; the
    review's other reckonings each from their own."""
    return f"{seat}:{done}" if reckoning == 0 else f"{seat}:{done}:{reckoning}"


def thresholds(score_size: float) -> tuple[float, float, float]:
    """The losses, in deal points, each grade starts at for a game whose deals score
    about `score_size` (inaccuracy, mistake, blunder)."""
    a, b, c = (share * score_size for share in GRADE_SHARES)
    return a, b, c


def grade(loss: float | None, sizes: tuple[float, float, float] | None) -> str | None:
    """The grade of a loss by the game's sizes (inaccuracy, mistake, blunder): the
    largest size it reaches, None below the first or where nothing was scored."""
    if loss is None or sizes is None:
        return None
    found = None
    for name, size in zip(GRADES, sizes, strict=True):
        if loss >= size:
            found = name
    return found


def appraise(
    coach: Any, view: Any, best: Any, played: Any, limit: Limit
) -> tuple[float | None, bool]:
    """What playing `played` instead of `best` cost, in deal points (None: not valued),
    and whether it comes from the weighing of the coach's own search at this decision
    (`coach.considered`, just filled by its choice): both moves weighed there, their
    scores said in points by `in_points`. Otherwise the coach weighs the pair anew, on
    the same sampled worlds (`weigh`). Every game the same way."""
    found, weighed = difference(coach, view, best, played, limit)
    return (None if found is None else max(0.0, found)), weighed


def difference(
    coach: Any, view: Any, best: Any, played: Any, limit: Limit
) -> tuple[float | None, bool]:
    """`best`'s value less `played`'s by `coach` (`appraise`), unclamped: a reckoning
    that prefers the move played says so by a negative difference."""
    values: dict[Any, float] = {}
    for action, value in coach.considered:
        points = coach.in_points(value)
        if points is None:
            values = {}
            break
        values[action] = max(points, values.get(action, points))
    if best in values and played in values:
        return values[best] - values[played], True
    pair = coach.weigh(view, [best, played], limit)
    if pair is None:
        return None, False
    return pair[0] - pair[1], False


def clear(differences: list[float]) -> bool:
    """Whether the reckonings' differences (what a move cost by each) stand clear of
    their noise: their mean more than `MARGIN` standard errors above a tie (a single
    reckoning stands as it is)."""
    n = len(differences)
    mean = sum(differences) / n
    if n < 2:
        return mean > TIE
    spread = (sum((d - mean) ** 2 for d in differences) / (n - 1)) ** 0.5
    return mean - MARGIN * spread / n**0.5 > TIE


def review(
    game: Any,
    views: list[Any],
    actions: list[Any],
    movers: list[int],
    person: int,
    limit: Limit | None = None,
    stop: Callable[[], bool] = lambda: False,
) -> Iterator[tuple[int, Mark | None]]:
    """For each of the person's decisions (in order): (its action number, its Mark, or
    None where the hard bot agrees, or values the move played as its own). `views[k]`
    is the person's view before action k+1, `actions[k]` that action, `movers[k]` who
    played it; `limit` (default `review_limit`) each reckoning's budget; `stop()` ends it
    early.

    A move the hard bot would play is never marked: each of the `RECKONINGS` hard bots
    chooses at every decision with the hard bot's own budget (`review_limit`), the first
    seeded as the hint's coach is at that decision (`decision_key`), so that it chooses
    what "Play this turn for me" chose there, the others on worlds sampled apart; a move
    any of them chooses is the hard bot's. Another is marked only where its cost by all
    of them stands clear of their noise (`clear`)."""
    strongest = game.strongest_level  # hard, unless the game offers no hard bot yet
    coach = game.bot(strongest, f"review:{person}")
    others = [game.bot(strongest, f"review:{person}:{n}") for n in range(1, RECKONINGS)]
    sizes = thresholds(coach.score_size)
    limit = review_limit(coach) if limit is None else limit
    for k, (view, action, mover) in enumerate(zip(views, actions, movers, strict=False)):
        if mover != person:
            continue
        if stop():
            return
        coach.reseed(decision_key(person, k))
        hints = coach.advise(view, limit, most=3)
        chosen = []  # each asked at every decision (it remembers as a player)
        for n, other in enumerate(others, 1):
            if stop():  # a reckoning may take a while (Cuatro Palos' 400 whole deals)
                return
            other.reseed(decision_key(person, k, n))
            chosen.append(other.advise(view, limit, most=1)[0].action)
        best = hints[0]
        if best.action == action or action in chosen:
            yield k + 1, None
            continue
        loss, weighed = appraise(coach, view, best.action, action, limit)
        if loss is not None and loss > TIE:
            found = []
            for other in others:
                if stop():
                    return
                found.append(difference(other, view, best.action, action, limit)[0])
            if not clear([loss, *(d for d in found if d is not None)]):
                loss = 0.0  # within the noise of its reckonings: as good
        if loss is not None and loss <= TIE:  # valued as the bot's own move: as good
            yield k + 1, None
            continue
        cost = COST.filled(points=max(1, round(loss))) if loss is not None else None
        yield k + 1, Mark(k + 1, action, best, loss, grade(loss, sizes), cost, weighed)


def summary(marks: list[Mark | None]) -> Words:
    """ "You agreed with the hard bot on 41 of 52 decisions." """
    agreed = sum(1 for m in marks if m is None)
    return AGREED.filled(agreed=agreed, decisions=len(marks))
