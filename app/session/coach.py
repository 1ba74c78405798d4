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
