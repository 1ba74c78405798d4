"""The hint coach: the hard bot that advises one seat through a deal, and its worker.

A `Coach` is a hard bot of the game's kept for one deal of one seat, so that it remembers
what the seat was shown as a bot playing there would (it is asked only from that seat's
views). At each decision it is seeded as the review's first reckoning is
(`decision_key`) and searches with the hard bot's own counts (`review_limit`), never
longer than the table's cap (`BOT_TIME_CAP`): from the same view it proposes the move
the review would choose, so that the review never marks a move a hint proposed or
"Play this turn for me" played (app/session/review.py).

It lives with the session, below the window, so that the window's hints, "Play this
turn for me" and `tapete-cli hint` share one coach: pure Python, no Qt. `CoachWorker`
asks coaches off the caller's thread (the window's, which must not freeze), one search
at a time, with the standard library's threads; a request can be cancelled, a search in
progress then stopping as at its deadline (`app.ai.budget.cancelled_by`).
"""

from __future__ import annotations

import pickle
import threading
import time
from collections.abc import Callable
from concurrent.futures import CancelledError, Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from app.ai.budget import cancelled_by
from app.core.bots import BOT_TIME_CAP, Limit
from app.core.hints import Hint
from app.session.review import decision_key, review_limit

#: How many hints a coach gives at a decision (the best first).
HINTS = 3


def coach_seed(deal_seed: Any, seat: int) -> str:
    """The seed of the coach of `seat` in the deal seeded `deal_seed` (its bot's RNG; each
    decision then reseeds it with `decision_key`)."""
    return f"coach:{deal_seed}:{seat}"


class Coach:
    """The hard bot that gives `seat` its hints through one deal (`deal_seed`: the deal's
    seed). `cap` bounds each search (default the table's; None: the hard bot's own counts
    alone, which reads the same on any machine). Picklable, so that a practice table can
    put it back as it stood before a move taken back."""

    def __init__(
        self, game: Any, seat: int, deal_seed: Any, cap: Limit | None = BOT_TIME_CAP
    ) -> None:
        self.seat = seat
        self.cap = cap
        #: The game's strongest bot (`GameInfo.strongest_level`: hard, where it has one;
        #: its `considered`, `limit` and RNG are its own).
        self.bot = game.bot(game.strongest_level, coach_seed(deal_seed, seat))

    @property
    def limit(self) -> Limit:
        """Each search's budget: the review's (the hard bot's own counts), the cap a
        safety net on a loaded machine."""
        counted = review_limit(self.bot)
        return counted if self.cap is None else counted.within(self.cap)

    def advise(self, view: Any, done: int, most: int = HINTS) -> list[Hint]:
        """The hints for the seat's decision whose `view` this is, after `done` actions of
        the deal: the hard bot's choice first, then the next best it weighed, `most` at
        most, each with its reason. Asking is the bot's turn: it remembers the view."""
        self.bot.reseed(decision_key(self.seat, done))
        return self.bot.advise(view, self.limit, most)


class SeatCoach:
    """The coach of one seat through a match, kept by its session (the one owner of what
    the bots remember): a new `Coach` each deal, and at a practice table (`keep`) the
    coach as it stood before each position it was asked at, put back when the person
    takes back to or before it, so that its hints know nothing of the line taken back."""

    def __init__(self, game: Any, seat: int, keep: bool = False) -> None:
        self.game = game
        self.seat = seat
        self.keep = keep
        self.coach: Coach | None = None
        self.deal_index: int | None = None
        #: The coach (pickled) before each position it was asked at, by the deal's count
        #: of actions there (practice only).
        self.saved: dict[int, bytes] = {}

    def at(self, deal: Any) -> Coach:
        """The coach to ask at the position `deal` is at now (the deal's own coach: made
        at its first question)."""
        if self.coach is None or self.deal_index != deal.deal_index:
            self.coach = Coach(self.game, self.seat, deal.seed, BOT_TIME_CAP)
            self.deal_index, self.saved = deal.deal_index, {}
        if self.keep:
            self.saved.setdefault(len(deal.history), pickle.dumps(self.coach))
        return self.coach

    def went_back(self, deal_index: int, count: int) -> None:
        """The deal `deal_index` went back to its first `count` actions: the coach is put
        back as it stood before it was first asked there or later (unchanged when it was
        never asked since), and the copies of later positions go."""
        if deal_index != self.deal_index:
            return
        later = sorted(n for n in self.saved if n >= count)
        if later:
            self.coach = pickle.loads(self.saved[later[0]])
        self.saved = {n: b for n, b in self.saved.items() if n <= count}


@dataclass(frozen=True)
class Advice:
    """What a request to the worker came to: the hints (empty when it failed), the
    seconds the search took, and what went wrong (None: nothing)."""

    hints: list[Hint] = field(default_factory=list)
    seconds: float = 0.0
    failure: str | None = None


class Request:
    """One request to a `CoachWorker`: `cancel()` drops it (one not yet started never
    runs; a running search stops at its next check of its budget's clock, as at its
    deadline, and its answer is not delivered); `result()` waits for its `Advice`."""

    def __init__(self) -> None:
        self._cancelled = threading.Event()
        self._future: Future[Advice | None] | None = None

    def cancel(self) -> None:
        self._cancelled.set()
        if self._future is not None:
            self._future.cancel()

    @property
    def cancelled(self) -> bool:
        return self._cancelled.is_set()

    def done(self) -> bool:
        return self._future is not None and self._future.done()

    def result(self, timeout: float | None = None) -> Advice | None:
        """The advice once given (None: cancelled); TimeoutError after `timeout` s."""
        assert self._future is not None
        try:
            return self._future.result(timeout)
        except CancelledError:
            return None


class CoachWorker:
    """Asks coaches off the caller's thread, one search at a time, in the order asked.
    Its thread starts at the first request (nothing runs before a hint is asked for)."""

    def __init__(self) -> None:
        self._pool: ThreadPoolExecutor | None = None
        self._lock = threading.Lock()

    def ask(
        self,
        coach: Coach,
        view: Any,
        done: int,
        answer: Callable[[Advice], None],
        most: int = HINTS,
    ) -> Request:
        """Ask `coach` for the hints of `view` (after `done` actions of the deal); its
        `Advice` goes to `answer`, called on the worker's thread, unless the request was
        cancelled first. A search that raises is an Advice with its failure: a bug in a
        bot never kills the worker."""
        request = Request()

        def run() -> Advice | None:
            if request.cancelled:
                return None
            started = time.perf_counter()
            try:
                with cancelled_by(request._cancelled):  # stops at its next check of the clock
                    hints = coach.advise(view, done, most)
            except Exception as exc:  # noqa: BLE001 - a search's bug must not kill the thread
                advice = Advice(failure=f"{type(exc).__name__}: {exc}")
            else:
                advice = Advice(hints, time.perf_counter() - started)
            if request.cancelled:
                return None
            answer(advice)
            return advice

        with self._lock:
            if self._pool is None:
                self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="coach")
            request._future = self._pool.submit(run)
        return request

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until every request asked so far is done: whether they are."""
        with self._lock:
            pool = self._pool
        if pool is None:
            return True
        marker = pool.submit(lambda: None)  # one thread, in order: after all before it
        try:
            marker.result(timeout)
        except TimeoutError:
            return False
        return True

    def close(self) -> None:
        """Stop taking requests; what runs ends within its budget, the rest never runs."""
        with self._lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)
