"""The review of a finished deal: each of the person's decisions set beside what the hard
bot, searching from the same view, would have played (issue "Practice and coaching").

Only the person's views are searched, in the order the person met them, by one hard bot
(so that it remembers what the seat saw, as a bot playing there would). A decision the
bot agrees with is not marked; one it would have played otherwise is marked with its
move, its reason and, where its search scores both moves, how much it thinks the choice
cost, graded by that loss (the game's bot says its grades' sizes): an inaccuracy, a
mistake or a blunder. The grade judges the decision, not the luck of the cards.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from app.core.bots import Limit
from app.core.hints import Hint
from app.core.words import Words

INACCURACY, MISTAKE, BLUNDER = "inaccuracy", "mistake", "blunder"
#: Each grade as a person reads it (and its sign in the log, as chess writes them).
GRADE_WORDS = {
    INACCURACY: Words("Review", "An inaccuracy"),
    MISTAKE: Words("Review", "A mistake"),
    BLUNDER: Words("Review", "A blunder"),
}
GRADE_SIGNS = {INACCURACY: "?!", MISTAKE: "?", BLUNDER: "??"}
#: The line that sums a review up.
AGREED = Words("Review", "You agreed with the hard bot on {agreed} of {decisions} decisions.")
#: A loss this small is a tie: the move played scored as the bot's own did.
TIE = 1e-9
#: A review's budget per decision: no clock, so that a review reads the same every time.
REVIEW_LIMIT = Limit(playouts=8, nodes=120)


@dataclass(frozen=True)
class Mark:
    """Decision `index` of the deal (its action number, from 1): the person played
    `played`; the hard bot would have played `best`; `loss` is how much better its
    search scores `best` (None where it scores no such pair), `grade` its grade (None:
    too small to grade, or not scored)."""

    index: int
    played: Any
    best: Hint
    loss: float | None
    grade: str | None
    #: The loss in the search's own terms, as a person reads them (None: not said).
    cost: Words | None = None


def grade(loss: float | None, sizes: tuple[float, float, float] | None) -> str | None:
    """The grade of a loss by the game's sizes (inaccuracy, mistake, blunder): the
    largest size it reaches, None below the first or where nothing was scored."""
    if loss is None or sizes is None:
        return None
    found = None
    for name, size in zip((INACCURACY, MISTAKE, BLUNDER), sizes, strict=True):
        if loss >= size:
            found = name
    return found


def review(
    game: Any,
    views: list[Any],
    actions: list[Any],
    movers: list[int],
    person: int,
    limit: Limit = REVIEW_LIMIT,
    stop: Callable[[], bool] = lambda: False,
) -> Iterator[tuple[int, Mark | None]]:
    """For each of the person's decisions (in order): (its action number, its Mark, or
    None where the hard bot agrees). `views[k]` is the person's view before action k+1,
    `actions[k]` that action, `movers[k]` who played it; `stop()` ends it early."""
    coach = game.bot("hard", f"review:{person}")
    sizes = getattr(coach, "grade_sizes", None)
    for k, (view, action, mover) in enumerate(zip(views, actions, movers, strict=False)):
        if mover != person:
            continue
        if stop():
            return
        hints = coach.advise(view, limit, most=3)
        best = hints[0]
        if best.action == action:
            yield k + 1, None
            continue
        values = dict(coach.considered)
        best_value = best.value if best.value is not None else coach.score(view, best.action)
        played = values[action] if action in values else coach.score(view, action)
        loss = None
        if best_value is not None and played is not None:
            loss = max(0.0, best_value - played)
            if loss <= TIE:  # scored as well as the bot's own move: as good a choice
                yield k + 1, None
                continue
        cost = coach.loss_words(loss) if loss is not None else None
        yield k + 1, Mark(k + 1, action, best, loss, grade(loss, sizes), cost)


def summary(marks: list[Mark | None]) -> Words:
    """ "You agreed with the hard bot on 41 of 52 decisions." """
    agreed = sum(1 for m in marks if m is None)
    return AGREED.filled(agreed=agreed, decisions=len(marks))
