"""The review's rule that a move any of its hard reckonings chooses is the hard bot's own
(app/session/review.py), pinned with bots that choose as told: no search, no noise."""

from __future__ import annotations

from types import SimpleNamespace

from app.core.bots import Limit
from app.session import review as rv


class _Told:
    """A hard bot that chooses `pick` at every decision and values A at 100, B at 0."""

    score_size = 100.0
    limit = Limit(playouts=1)

    def __init__(self, pick: str) -> None:
        self.pick = pick
        self.considered: list[tuple[str, float]] = []
        self.seeds: list[str] = []

    def reseed(self, key: str) -> None:
        self.seeds.append(key)

    def advise(self, view, limit=None, most=3):
        self.considered = [("A", 100.0), ("B", 0.0)]
        return [SimpleNamespace(action=self.pick)]

    def in_points(self, value: float) -> float:
        return value


class _Game:
    """Its coach (`review:0`) chooses A; the reckoning seeded `review:0:<n>` named in
    `b_by` chooses B, the others A."""

    #: The level the review asks for (`GameInfo.strongest_level`).
    strongest_level = "hard"

    def __init__(self, b_by: set[int]) -> None:
        self.b_by = b_by
        self.bots: dict[str, _Told] = {}

    def bot(self, level: str, seed: str) -> _Told:
        assert level == "hard"
        n = int(seed.rsplit(":", 1)[1]) if seed.count(":") == 2 else 0
        made = _Told("B" if n in self.b_by else "A")
        self.bots[seed] = made
        return made


def _marks(game: _Game, played: str) -> list:
    return list(rv.review(game, ["view"], [played], [0], 0, limit=Limit(playouts=1)))


def test_a_move_one_other_reckoning_chooses_is_not_marked() -> None:
    """B costs 100 points by every reckoning's weighing, yet the third reckoning chose it:
    the hard bot plays it, so it is no mistake."""
    assert _marks(_Game(b_by={3}), "B") == [(1, None)]


def test_a_move_no_reckoning_chooses_is_marked_by_its_cost() -> None:
    ((index, mark),) = _marks(_Game(b_by=set()), "B")
    assert index == 1 and mark is not None
    assert mark.best.action == "A" and mark.played == "B"
    assert mark.loss == 100.0 and mark.grade == rv.BLUNDER


def test_the_coachs_own_choice_is_not_marked_though_no_other_chooses_it() -> None:
    assert _marks(_Game(b_by={1, 2, 3, 4, 5}), "A") == [(1, None)]
