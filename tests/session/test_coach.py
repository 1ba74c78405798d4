"""The hint coach and its worker, without Qt (app/session/coach.py): seeded and budgeted
as the review's first reckoning, capped at the table's cap, asked off the caller's
thread one search at a time, cancellable."""

from __future__ import annotations

import pickle
import threading

import pytest

from app.core.bots import BOT_TIME_CAP, Limit
from app.games.registry import GAME_IDS, find_game
from app.session.coach import Advice, Coach, CoachWorker
from app.session.review import decision_key, review_limit
from tests.waits import HANG_S

SEED = 4


def position(game_id: str):
    """A fresh deal of the game and the seat to play in it."""
    game = find_game(game_id)
    deal = game.deal(game.options(), SEED)
    return game, deal, deal.to_play


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_coach_chooses_as_the_reviews_first_reckoning(game_id) -> None:
    """Seeded at the decision as the reckoning is (`decision_key`), with the review's
    budget: the same move first; its bot is the hard bot of `coach:<deal seed>:<seat>`."""
    game, deal, seat = position(game_id)
    coach = Coach(game, seat, deal.seed, cap=None)
    assert coach.bot.level == "hard"
    view, done = deal.view(seat), len(deal.history)
    hints = coach.advise(view, done)
    reckoning = game.bot("hard", "review:x")
    reckoning.reseed(decision_key(seat, done))
    coach.bot.reseed(decision_key(seat, done))
    assert coach.bot.rng.getstate() == reckoning.rng.getstate()
    best = reckoning.advise(view, review_limit(reckoning), most=1)[0]
    assert hints and hints[0].action == best.action and hints[0].reason == best.reason
    same = game.bot("hard", f"coach:{deal.seed}:{seat}")
    assert same.rng.getstate() == Coach(game, seat, deal.seed).bot.rng.getstate()


def test_the_coach_is_seeded_at_each_decision_by_seat_and_actions_done() -> None:
    """What the coach draws at a decision depends on the seat and the actions done, not
    on what it was asked before."""
    game, deal, seat = position("scala-40")
    seen = []

    class Spy:
        limit = game.bot("hard", "x").limit
        rng = None

        def reseed(self, key):
            seen.append(key)

        def advise(self, view, limit, most):
            seen.append((limit, most))
            return []

    coach = Coach(game, seat, deal.seed)
    coach.bot = Spy()
    coach.advise(deal.view(seat), 7, most=2)
    assert seen == [decision_key(seat, 7), (coach.limit, 2)]


def test_the_coachs_budget_is_the_reviews_within_the_tables_cap() -> None:
    game, deal, seat = position("buraco")
    capped = Coach(game, seat, deal.seed)
    own = review_limit(capped.bot)
    assert capped.cap == BOT_TIME_CAP and capped.limit == own.within(BOT_TIME_CAP)
    assert capped.limit.time == BOT_TIME_CAP.time and capped.limit.playouts == own.playouts
    assert Coach(game, seat, deal.seed, cap=None).limit == own
    tight = Coach(game, seat, deal.seed, cap=Limit(time=0.25, playouts=2))
    assert tight.limit == Limit(time=0.25, nodes=own.nodes, playouts=min(2, own.playouts))


def test_a_coach_pickles_with_its_memory() -> None:
    """A practice table puts the coach back as it stood before a move taken back."""
    game, deal, seat = position("cuatro-palos")
    coach = Coach(game, seat, deal.seed, cap=None)
    coach.advise(deal.view(seat), 0)
    again = pickle.loads(pickle.dumps(coach))
    assert again.seat == seat and again.cap is None
    assert again.bot.rng.getstate() == coach.bot.rng.getstate()
    assert again.advise(deal.view(seat), 0) == coach.advise(deal.view(seat), 0)
    table = pickle.loads(pickle.dumps(Coach(game, seat, deal.seed)))  # the table's cap
    assert table.cap == BOT_TIME_CAP and table.limit == Coach(game, seat, deal.seed).limit


class Gate:
    """A coach whose search waits until it is let go (a search in progress)."""

    def __init__(self, answer=("move",)) -> None:
        self.started = threading.Event()
        self.go = threading.Event()
        self.asked: list = []
        self.answer = list(answer)

    def advise(self, view, done, most=3):
        self.asked.append((view, done, most))
        self.started.set()
        assert self.go.wait(HANG_S), "never let go"
        return self.answer


def collector():
    heard: list[tuple[str, Advice]] = []
    arrived = threading.Event()

    def answer(name):
        def hear(advice: Advice) -> None:
            heard.append((threading.current_thread().name, advice))
            arrived.set()

        return hear

    return heard, arrived, answer


def test_the_worker_answers_off_the_callers_thread_with_the_coachs_hints() -> None:
    game, deal, seat = position("buraco")
    worker = CoachWorker()
    coach, twin = (Coach(game, seat, deal.seed, cap=None) for _ in range(2))
    heard, arrived, answer = collector()
    request = worker.ask(coach, deal.view(seat), len(deal.history), answer("a"), most=2)
    advice = request.result(HANG_S)
    assert arrived.wait(HANG_S)
    ((thread, told),) = heard
    assert told is advice and thread != threading.current_thread().name
    assert thread.startswith("coach")
    assert advice.failure is None and advice.seconds > 0
    assert advice.hints == twin.advise(deal.view(seat), len(deal.history), 2)
    worker.close()


def test_no_thread_runs_before_the_first_request() -> None:
    worker = CoachWorker()
    assert worker.wait(0) is True
    gate = Gate()
    ours = {t.ident for t in threading.enumerate()}
    request = worker.ask(gate, "view", 3, lambda a: None)
    assert gate.started.wait(HANG_S)
    new = [t for t in threading.enumerate() if t.ident not in ours]
    assert [t.name.split("_")[0] for t in new] == ["coach"]
    gate.go.set()
    assert request.result(HANG_S).hints == ["move"] and gate.asked == [("view", 3, 3)]
    worker.close()


def test_a_request_cancelled_before_it_starts_never_runs() -> None:
    worker = CoachWorker()
    first, second = Gate(["a"]), Gate(["b"])
    heard, _, answer = collector()
    running = worker.ask(first, "v1", 1, answer("first"))
    assert first.started.wait(HANG_S)
    queued = worker.ask(second, "v2", 2, answer("second"))
    queued.cancel()
    assert queued.cancelled
    first.go.set()
    second.go.set()
    assert running.result(HANG_S).hints == ["a"]
    assert worker.wait(HANG_S)
    assert queued.result(HANG_S) is None and second.asked == []
    assert [a.hints for _, a in heard] == [["a"]]
    worker.close()


def test_a_request_cancelled_while_it_runs_is_never_answered() -> None:
    worker = CoachWorker()
    gate = Gate(["late"])
    heard, _, answer = collector()
    request = worker.ask(gate, "v", 0, answer("x"))
    assert gate.started.wait(HANG_S)
    request.cancel()
    gate.go.set()
    assert worker.wait(HANG_S)
    assert heard == [] and request.result(HANG_S) is None and gate.asked == [("v", 0, 3)]
    worker.close()


def test_a_search_that_fails_is_told_and_the_worker_goes_on() -> None:
    class Broken:
        def advise(self, view, done, most=3):
            raise ValueError("no legal move in this view")

    worker = CoachWorker()
    heard, _, answer = collector()
    failed = worker.ask(Broken(), "v", 0, answer("broken")).result(HANG_S)
    assert failed.hints == [] and failed.failure == "ValueError: no legal move in this view"
    gate = Gate(["fine"])
    gate.go.set()
    assert worker.ask(gate, "w", 1, answer("fine")).result(HANG_S).hints == ["fine"]
    assert [a.failure for _, a in heard] == ["ValueError: no legal move in this view", None]
    worker.close()


def test_requests_are_answered_one_at_a_time_in_the_order_asked() -> None:
    worker = CoachWorker()
    order: list[str] = []
    inside = threading.Lock()

    class Coach1:
        def __init__(self, name) -> None:
            self.name = name

        def advise(self, view, done, most=3):
            assert inside.acquire(blocking=False), "two searches at once"
            order.append(self.name)
            inside.release()
            return [self.name]

    requests = [worker.ask(Coach1(str(n)), "v", n, lambda a: None) for n in range(6)]
    assert [r.result(HANG_S).hints for r in requests] == [[str(n)] for n in range(6)]
    assert order == [str(n) for n in range(6)]
    worker.close()


def test_cancelling_a_search_in_progress_stops_it_at_its_next_check() -> None:
    """A search that would run for ever (a budget of 10**12 worlds) ends once cancelled:
    the worker cancels the budgets its search makes, and asks the next at once."""
    from app.ai.budget import Budget

    class Endless:
        def __init__(self) -> None:
            self.started = threading.Event()
            self.checks = 0

        def advise(self, view, done, most=3):
            budget = Budget(Limit(playouts=10**12))
            self.started.set()
            while not budget.exhausted():
                self.checks += 1
            return ["stopped"]

    worker = CoachWorker()
    heard, _, answer = collector()
    endless = Endless()
    request = worker.ask(endless, "v", 0, answer("endless"))
    assert endless.started.wait(HANG_S)
    request.cancel()
    assert worker.wait(HANG_S), "the search went on"
    assert request.result(0) is None and heard == [] and endless.checks > 0
    following = Gate(["next"])
    following.go.set()
    assert worker.ask(following, "w", 1, answer("next")).result(HANG_S).hints == ["next"]
    worker.close()


def test_a_coach_asked_through_the_worker_still_pickles() -> None:
    """Scala 40's bot keeps its last budget, made under the worker's cancelling event:
    the practice table's copy of the coach leaves the event behind."""
    game, deal, seat = position("scala-40")
    coach = Coach(game, seat, deal.seed)
    worker = CoachWorker()
    advice = worker.ask(coach, deal.view(seat), 0, lambda a: None).result(HANG_S)
    assert advice is not None and advice.failure is None
    again = pickle.loads(pickle.dumps(coach))
    assert again.bot.rng.getstate() == coach.bot.rng.getstate()
    worker.close()
