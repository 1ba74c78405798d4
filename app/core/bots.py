"""What every bot is: `choose(view, limit) -> action`, from its seat's view only.

Bots never see the game state, only `view(seat)` (RULES.md §0.4); their randomness comes
from their own seeded RNG, so a match between bots replays exactly (a time limit is the
one exception: a search stopped by the clock depends on the machine, so benchmarks and
tests that must replay give node or playout limits).

The budget of a decision is a `Limit` value passed by the caller (model: python-chess's
`chess.engine.Limit`): the table gives each level its own, `tapete-cli play` the level's
default. It lives here, with the protocol, so that both `app.ai` (the shared search) and
the games can speak it.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any, ClassVar, Protocol

from app.core.hints import Hint, ranked_hints
from app.core.text import WordsError
from app.core.words import QT_TRANSLATE_NOOP, Words

LEVELS = ("easy", "normal", "hard")

#: Each level's name for a person, marked for translation in the context "BotLevel" (the
#: interface shows `QCoreApplication.translate("BotLevel", LEVEL_LABELS[level])`; the
#: level itself, a word of files and command lines, is never translated).
LEVEL_LABELS = {
    "easy": QT_TRANSLATE_NOOP("BotLevel", "easy"),
    "normal": QT_TRANSLATE_NOOP("BotLevel", "normal"),
    "hard": QT_TRANSLATE_NOOP("BotLevel", "hard"),
}


class LevelError(WordsError):
    """A bot level, or a list of levels per seat, that cannot be played."""


@dataclass(frozen=True, slots=True)
class Limit:
    """How much one decision may cost; a field left None sets no bound of that kind.

    * `time`: seconds of wall-clock time, checked inside the search (anytime: the best
      answer found so far when it runs out);
    * `nodes`: search steps, each game saying what a step is (a solver call, a node of a
      tree search);
    * `playouts`: playouts of each candidate, one per sampled world.

    The search stops at whichever bound it reaches first. A bot whose search is bounded by
    construction (a single solver call) may ignore the limit.
    """

    time: float | None = None
    nodes: int | None = None
    playouts: int | None = None

    def __post_init__(self) -> None:
        if self.time is not None and (
            isinstance(self.time, bool)
            or not isinstance(self.time, int | float)
            or math.isnan(self.time)
            or self.time < 0
        ):
            raise ValueError(f"a time limit must be a number of seconds >= 0, not {self.time!r}")
        for name in ("nodes", "playouts"):
            value = getattr(self, name)
            if value is not None and (
                isinstance(value, bool) or not isinstance(value, int) or value < 0
            ):
                raise ValueError(f"a {name} limit must be a whole number >= 0, not {value!r}")

    @property
    def bounded(self) -> bool:
        """Whether any bound is set (an open-ended search needs one)."""
        return any(getattr(self, f.name) is not None for f in fields(self))

    def remaining(self, started: float) -> Limit:
        """What is left of this limit to a decision that began at `started` (a
        `time.perf_counter()` reading): its time less the time spent (never below 0),
        its counts as they are."""
        if self.time is None:
            return self
        left = max(0.0, started + self.time - time.perf_counter())
        return Limit(time=left, nodes=self.nodes, playouts=self.playouts)

    def within(self, cap: Limit) -> Limit:
        """This limit, no field above the cap's (None: no bound). The table uses it to
        keep every level's own budget while capping what a person waits for."""

        def least(a: Any, b: Any) -> Any:
            return b if a is None else a if b is None else min(a, b)

        return Limit(
            time=least(self.time, cap.time),
            nodes=least(self.nodes, cap.nodes),
            playouts=least(self.playouts, cap.playouts),
        )


#: What a bot's decision may cost at the table (the bots' turns, the hint coach): its
#: level's own budget, never more than a second of the person's time.
BOT_TIME_CAP = Limit(time=1.0)


class Bot(Protocol):
    level: str
    #: The level's own budget, used when `choose` is given none.
    limit: Limit

    def choose(self, view: Any, limit: Limit | None = None) -> Any:
        """The action to play for the seat whose view this is."""
        ...


def check_level(level: str) -> str:
    if level not in LEVELS:
        raise LevelError(
            Words("BotLevel", "unknown bot level {level} (choose from {levels})").filled(
                level=repr(level), levels=", ".join(LEVELS)
            )
        )
    return level


class BotBase:
    """What every game's bot starts from: its level, its own seeded RNG and its level's
    budget, so that each bot states only what is its own.

    A game's bot names, in its class line, its `game` (the `GAME` entry of its package:
    the game's name, and the levels it offers, `offered`), its `rng_name` (its RNG is
    seeded `<rng_name>:<level>:<seed>`, so a bot plays the same from the same seed) and
    its `limits` (the budget of each level that has one; a level left out has no bound,
    its choice being bounded by construction); `experimental` are levels written but not
    offered (they play only when asked for by name).
    """

    #: The game's entry (`app.core.game_info.GameInfo`); its name is `game_name`, its
    #: levels `offered`.
    game: ClassVar[Any] = None
    game_name: ClassVar[str] = "this game"
    offered: ClassVar[tuple[str, ...]] = LEVELS
    rng_name: ClassVar[str]
    limits: ClassVar[Mapping[str, Limit]] = {}
    experimental: ClassVar[tuple[str, ...]] = ()
    #: The size of a deal's scores in this game, in its own points: about what a seat (a
    #: team) that loses a deal scores, or is left behind by. A review grades a decision by
    #: what it cost in these points, its grades' sizes a share of this one (a Quita y Pon
    #: point is not a Mano y Pie point), app/session/review.py.
    score_size: ClassVar[float] = 100.0

    def __init_subclass__(
        cls,
        game: Any = None,
        rng_name: str | None = None,
        limits: Mapping[str, Limit] | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init_subclass__(**kwargs)
        if game is not None:
            cls.game = game
        if rng_name is not None:
            cls.rng_name = rng_name
        if limits is not None:
            cls.limits = limits
        if cls.game is not None:
            cls.game_name = cls.game.name
            cls.offered = cls.game.levels

    def __init__(self, level: str = "normal", seed: int | str = 0) -> None:
        self.level = check_level(level)
        if level not in self.offered + self.experimental:
            raise LevelError(
                Words(
                    "BotLevel", "The computer players of {game} play {levels} only, not {level} yet"
                ).filled(game=self.game_name, levels=", ".join(self.offered), level=repr(level))
            )
        self.rng = random.Random(f"{self.rng_name}:{level}:{seed}")
        self.limit = self.limits.get(level, Limit())
        #: The actions the last decision weighed and their scores (higher is better), as
        #: far as the level ranks them (`advise` reads them): empty where it does not.
        self.considered: list[tuple[Any, float]] = []

    def choose(self, view: Any, limit: Limit | None = None) -> Any:
        """The action to play for the seat whose view this is (`limit`: the decision's
        budget, default the level's own)."""
        raise NotImplementedError

    def reseed(self, key: str) -> None:
        """Seed the bot's generator afresh from `key` (a decision's: the seat and how
        much of the deal came before), so that what it chooses there depends on that
        decision, its view and its budget only, not on what it was asked before: the
        hint's coach and the review's reckoning then choose alike (app/session/review.py).
        """
        self.rng.seed(f"{self.rng_name}:{self.level}:{key}")

    def advise(self, view: Any, limit: Limit | None = None, most: int = 3) -> list[Hint]:
        """Hints for the seat whose view this is: this bot's choice first, then the next
        best it weighed, each with its reason (`reason`), `most` at most. Choosing is
        what the bot does at its turn: a bot asked at each of its seat's decisions
        remembers what it would have remembered playing there."""
        self.considered = []
        best = self.choose(view, limit)
        return ranked_hints(best, self.considered, lambda a, v: self.reason(view, a, v), most)

    def score(self, view: Any, action: Any) -> float | None:
        """The value of any legal `action` from `view` in deal points (`weigh`'s units)
        where one action can be valued on its own; None: it cannot."""
        return None

    def in_points(self, value: float) -> float | None:
        """A `considered` score of this bot's search in deal points (the seat's, its
        team's, lead at the deal's end, as its search reckons it), for a review; None:
        its search scores in no such terms (`weigh` then values the moves)."""
        return None

    def weigh(
        self, view: Any, actions: Sequence[Any], limit: Limit | None = None
    ) -> list[float] | None:
        """Each of `actions` (legal from `view`) valued by this bot's hard search or
        evaluation, in deal points, all on the same footing (the same sampled worlds),
        so that their differences are what choosing one over another costs; None: it
        cannot value them. By default each by `score`."""
        values = [self.score(view, a) for a in actions]
        if any(v is None for v in values):
            return None
        return [float(v) for v in values if v is not None]

    def reason(self, view: Any, action: Any, value: float | None) -> Words | None:
        """Why `action` is worth playing from `view`, in one line (None: nothing to say
        beyond its being the bot's choice; an alternative without a reason is left out)."""
        return None


def levels_per_seat(levels: Sequence[str], seats: int, seat_word: str = "seats") -> tuple[str, ...]:
    """The bot level of each of `seats` seats from the list a person typed (`--bots` of
    `tapete`, for its computer players, and of `tapete-cli play`, for every seat): one
    level fills every seat, otherwise one level per seat, in order. One rule for both
    tools; ValueError (a LevelError) names what is wrong (`seat_word` says what the seats
    are: "seats", "players" or "computer players")."""
    for level in levels:
        check_level(level)
    if len(levels) == 1:
        return tuple(levels) * seats
    if len(levels) != seats:
        raise LevelError(_miscount(seat_word).filled(levels=len(levels), seats=seats))
    return tuple(levels)


def _miscount(seat_word: str) -> Words:
    """The sentence of a --bots list that names as many levels as there are no seats (one
    sentence for each kind of seat: the noun is no piece glued into it)."""
    if seat_word == "players":
        return Words(
            "BotLevel",
            "--bots names {levels} levels for {seats} players (give one level for all, or one "
            "for each)",
        )
    if seat_word == "computer players":
        return Words(
            "BotLevel",
            "--bots names {levels} levels for {seats} computer players (give one level for "
            "all, or one for each)",
        )
    return Words(
        "BotLevel",
        "--bots names {levels} levels for {seats} seats (give one level for all, or one for each)",
    )
