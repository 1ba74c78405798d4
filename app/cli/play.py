"""`tapete-cli play`: seeded bot matches with rotated seats, and their statistics."""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import multiprocessing
import os
import signal
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from typing import Any

from app.cli.errors import UsageError
from app.cli.words import say
from app.core.bots import levels_per_seat
from app.core.decks import first_dealer
from app.core.engine import IllegalMove
from app.core.narration import Narrator
from app.core.options import GameOptions, OptionError
from app.core.text import told
from app.core.words import Words
from app.games.registry import GAME_IDS, GameInfo, UnknownGame, find_game, game_of_options
from app.session import MatchSession


@dataclass
class DealRecord:
    """One finished deal: the level per seat, scores (higher is better), winners, each
    seat's share of the win (a team win is a full win for each member; a win shared by k
    teams counts 1/k) and decision times."""

    levels: list[str]
    scores: list[int]
    winners: list[int]
    shares: list[float] = field(default_factory=list)
    teams: list[int] = field(default_factory=list)  # each seat's team
    team_scores: list[int] = field(default_factory=list)  # higher is better
    decision_ms: dict[str, list[float]] = field(default_factory=dict)
    conservation_violations: int = 0
    #: The deal's log (`--log`): a line per action, as seat 1 may know it.
    log: list[str] = field(default_factory=list)


#: A deal's heading in the log.
DEAL = Words("CommandLine", "Deal {n}")
#: A seat of a bot match, as its log names it.
SEAT = Words("CommandLine", "Seat {n}")


def start_deal(
    options: Any,
    seed: str,
    index: int,
    levels: Sequence[str],
    game: GameInfo | None = None,
    match_deals: int | None = None,
) -> tuple[Any, MatchSession, list[str]]:
    """Deal `index` of the run, dealt and its bots seated, not played: (the state, the
    session that drives it, each seat's level). Seats are rotated so each level sits
    everywhere in turn, and so is the dealer.

    `game` defaults to the registry's game of `options` (a benchmark may pass a game not
    registered yet). With `match_deals`, deal `index` is deal `index % match_deals` of
    match `index // match_deals` (seeded `seed:match`), for games whose deals differ by
    their place in the match (Mano y Pie's minimums): every place is played in turn. A
    game whose entry says so (`deals_by_place`) gets its match's deal count."""
    game = game if game is not None else game_of_options(options)
    if match_deals is None and game.deals_by_place:
        match_deals = options.num_deals
    n = options.num_players
    seat_levels = [levels[(seat + index) % n] for seat in range(n)]
    dealer = (first_dealer(seed, n) + index) % n
    deal_index, deal_seed = index, seed
    if match_deals is not None:
        deal_index, deal_seed = index % match_deals, f"{seed}:{index // match_deals}"
    state = game.deal(options, deal_seed, deal_index=deal_index, dealer=dealer)
    # The same session as a window's table drives the deal (bots seeded seed:index:seat).
    session = MatchSession.from_position(game, state, seat_levels, bot_seed=f"{seed}:{index}")
    return state, session, seat_levels


def play_deal(
    options: Any,
    seed: str,
    index: int,
    levels: Sequence[str],
    game: GameInfo | None = None,
    match_deals: int | None = None,
    log: bool = False,
) -> DealRecord:
    """Deal `index` of the run (`start_deal`), played to its end by the bots. With `log`,
    the record keeps the deal's log, told from the first seat's views."""
    game = game if game is not None else game_of_options(options)
    state, session, seat_levels = start_deal(options, seed, index, levels, game, match_deals)
    n = options.num_players
    record = DealRecord(seat_levels, [], [])
    narrator = Narrator(tuple(say(SEAT.filled(n=s + 1)) for s in range(n)), None)
    violations = 0
    while state.to_play is not None:
        seat = state.to_play
        view = state.view(seat)
        bot = session.bots[seat]
        started = time.perf_counter()
        action = bot.choose(view, bot.limit)  # the level's own budget
        elapsed = (time.perf_counter() - started) * 1000
        record.decision_ms.setdefault(seat_levels[seat], []).append(elapsed)
        before = state.view(0) if log else None
        try:
            session.play(action, seat, view)
        except IllegalMove as exc:
            raise RuntimeError(
                f"deal {index}: the {seat_levels[seat]} bot at seat {seat} chose an illegal "
                f"action: {exc}"
            ) from None
        if state.conservation_problem() is not None:
            violations += 1
        if log:
            said = game.teller(narrator, seat, action, before, state.view(0))
            record.log.extend(say(w) for w in said)
    result = state.outcome()
    assert result is not None
    sign = -1 if game.lower_scores_win else 1
    record.scores = [sign * s for s in result.scores]
    record.winners = list(result.winners)
    record.shares = [result.share(seat) for seat in range(n)]
    record.teams = list(result.teams)
    record.team_scores = [sign * s for s in result.team_scores]
    record.conservation_violations = violations
    return record


def _play_chunk(args: tuple[str, dict, str, list[int], list[str]]) -> list[DealRecord]:
    game, options, seed, indices, levels = args
    opts = find_game(game).options_class.from_mapping(options)
    return [play_deal(opts, seed, i, levels) for i in indices]


def wilson(successes: float, trials: int, z: float = 1.959964) -> tuple[float, float]:
    """Wilson score interval for a proportion (fractional successes allowed)."""
    if trials == 0:
        return (0.0, 0.0)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = (len(ordered) - 1) * q
    low, high = math.floor(k), math.ceil(k)
    return ordered[low] + (ordered[high] - ordered[low]) * (k - low)


def summarise(game: str, records: list[DealRecord], seconds: float) -> dict:
    by_level: dict[str, dict] = {}
    for level in sorted(
        {lv for r in records for lv in r.levels}, key=["easy", "normal", "hard"].index
    ):
        seats = 0
        wins = 0.0
        scores: list[int] = []
        times: list[float] = []
        for r in records:
            times.extend(r.decision_ms.get(level, []))
            for seat, lv in enumerate(r.levels):
                if lv != level:
                    continue
                seats += 1
                scores.append(r.scores[seat])
                wins += r.shares[seat]
        lo, hi = wilson(wins, seats)
        by_level[level] = {
            "seats": seats,
            "win_share": wins / seats if seats else 0.0,
            "ci95": [lo, hi],
            "mean_score": sum(scores) / len(scores) if scores else 0.0,
            "decision_ms": {
                "p50": percentile(times, 0.50),
                "p95": percentile(times, 0.95),
                "max": max(times) if times else 0.0,
            },
        }
    return {
        "game": game,
        "deals": len(records),
        "deals_per_second": len(records) / seconds if seconds > 0 else 0.0,
        "conservation_violations": sum(r.conservation_violations for r in records),
        "by_level": by_level,
        "by_team": by_team(records),
    }


def _team_levels(levels: Sequence[str], teams: Sequence[int], team: int) -> str:
    """A team by the levels of its seats ("hard+normal"), whatever seats it sits in."""
    order = ["easy", "normal", "hard"]
    members = sorted(
        (lv for lv, t in zip(levels, teams, strict=True) if t == team), key=order.index
    )
    return "+".join(members)


def by_team(records: list[DealRecord]) -> dict[str, dict]:
    """Per team make-up (its seats' levels): how many times it sat at a deal, its win
    share with the 95% interval (a team wins or shares the win as a whole) and its mean
    team score. With seats rotated, each make-up sits both ways round the table."""
    tally: dict[str, list] = {}
    for r in records:
        teams = r.teams or list(range(len(r.levels)))
        team_scores = r.team_scores or r.scores
        for team in sorted(set(teams)):
            key = _team_levels(r.levels, teams, team)
            entry = tally.setdefault(key, [0, 0.0, []])
            entry[0] += 1
            entry[1] += r.shares[teams.index(team)]
            entry[2].append(team_scores[team])
    out = {}
    for key in sorted(tally):
        sat, wins, scores = tally[key]
        lo, hi = wilson(wins, sat)
        out[key] = {
            "deals": sat,
            "win_share": wins / sat,
            "ci95": [lo, hi],
            "mean_score": sum(scores) / len(scores),
        }
    return out


def run_play(args: argparse.Namespace) -> int:
    try:
        game: GameInfo = find_game(args.game)
    except UnknownGame:
        raise UsageError(
            Words("CommandLine", "unknown game {game} (available: {games})").filled(
                game=repr(args.game), games=", ".join(GAME_IDS)
            )
        ) from None
    if args.games < 1:
        raise UsageError(Words("CommandLine", "--games must be at least 1"))
    if args.workers < 1:
        raise UsageError(Words("CommandLine", "--workers must be at least 1"))
    try:
        options = game.options_class.parse_assignments(args.option, num_players=args.players)
    except OptionError as exc:
        raise UsageError(told(exc)) from None
    try:
        levels = list(
            levels_per_seat(
                [lv.strip() for lv in (args.bots or game.default_level).split(",")],
                options.num_players,
                "players",
            )
        )
    except ValueError as exc:
        raise UsageError(told(exc)) from None
    seed = str(args.seed)
    show_progress = not args.json and not args.no_progress and sys.stderr.isatty()
    started = time.perf_counter()
    workers = 1 if args.log else worker_count(args.workers, args.games)  # a log is read in order

    def progress(done: int) -> None:
        if show_progress and (done % 10 == 0 or done == args.games):
            _progress(done, args.games, started)

    if workers == 1:
        records = []
        for i in range(args.games):
            records.append(play_deal(options, seed, i, levels, log=args.log))
            progress(i + 1)
    else:
        records = _play_in_processes(
            args.game, options, seed, levels, args.games, workers, progress
        )
    seconds = time.perf_counter() - started
    if show_progress:
        print(file=sys.stderr)
    summary = summarise(args.game, records, seconds)
    summary["workers"] = workers
    if args.log and args.json:
        summary["logs"] = [record.log for record in records]
    elif args.log:
        for i, record in enumerate(records):
            print(say(DEAL.filled(n=i + 1)))
            print("\n".join(f"  {line}" for line in record.log))
    if args.json:
        print(json.dumps(summary, indent=None))
    else:
        print(format_summary(summary))
    return 1 if summary["conservation_violations"] else 0


#: Deals per task handed to a worker process: small, so that an interrupted run stops
#: within one short task per worker.
TASK_DEALS = 8


def worker_count(asked: int, deals: int) -> int:
    """Worker processes for a run: as asked, but no more than the CPUs or the deals."""
    return max(1, min(asked, os.cpu_count() or 1, deals))


def _play_in_processes(
    game: str,
    options: GameOptions,
    seed: str,
    levels: list[str],
    deals: int,
    workers: int,
    progress: Callable[[int], None],
) -> list[DealRecord]:
    """Deals spread over `workers` processes in small tasks, with the deals in index
    order in the result whatever order they finish in. On Ctrl+C the tasks not yet
    started are cancelled and the workers end with the run."""
    tasks = [list(range(i, min(i + TASK_DEALS, deals))) for i in range(0, deals, TASK_DEALS)]
    # On Linux the workers are forked (started when the run begins, never more than
    # `workers`): a forked child keeps the parent's held Ctrl+C. Elsewhere the platform's
    # own way (spawn) applies.
    linux = sys.platform.startswith("linux")
    context = multiprocessing.get_context("fork" if linux else None)
    pool = ProcessPoolExecutor(
        max_workers=workers, mp_context=context, initializer=_ignore_interrupts
    )
    done: dict[int, list[DealRecord]] = {}
    try:
        with _interrupts_held():  # the workers start at the first task
            futures = {
                pool.submit(_play_chunk, (game, options.to_json(), seed, task, levels)): n
                for n, task in enumerate(tasks)
            }
        finished = 0
        for future in as_completed(futures):
            done[futures[future]] = future.result()
            finished += len(done[futures[future]])
            progress(finished)
    except BaseException:
        pool.shutdown(wait=True, cancel_futures=True)
        raise
    pool.shutdown(wait=True)
    return [record for n in range(len(tasks)) for record in done[n]]


@contextlib.contextmanager
def _interrupts_held() -> Iterator[None]:
    """While the workers start, Ctrl+C is held back: forked workers inherit that and
    never see it, and the parent receives it the moment this ends. Where signals cannot
    be held (Windows), the workers ignore it once started (`_ignore_interrupts`)."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    held = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)


def _ignore_interrupts() -> None:
    """In a worker: Ctrl+C is the parent's to handle (it cancels the run)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _progress(done: int, total: int, started: float) -> None:
    rate = done / max(time.perf_counter() - started, 1e-9)
    line = Words("CommandLine", "{done}/{total} deals, {rate} deals/s").filled(
        done=done, total=total, rate=f"{rate:.1f}"
    )
    print(f"\r{say(line)}", end="", file=sys.stderr, flush=True)


#: The headings of the summary's columns, as a person reads them.
LEVEL = Words("PlaySummary", "level")
TEAM = Words("PlaySummary", "team")
SEATS = Words("PlaySummary", "seats")
DEALS = Words("PlaySummary", "deals")
WIN_SHARE = Words("PlaySummary", "win share")
CI95 = Words("PlaySummary", "95% CI")
MEAN_SCORE = Words("PlaySummary", "mean score")
P50 = Words("PlaySummary", "p50 ms")
P95 = Words("PlaySummary", "p95 ms")
MAX = Words("PlaySummary", "max ms")


def format_summary(summary: dict) -> str:
    first = Words(
        "PlaySummary",
        "{game}: {deals} deals, {rate} deals/s ({workers} worker(s)), card conservation "
        "violations: {violations}",
    ).filled(
        game=summary["game"],
        deals=summary["deals"],
        rate=f"{summary['deals_per_second']:.1f}",
        workers=summary.get("workers", 1),
        violations=summary["conservation_violations"],
    )
    lines = [
        say(first),
        "",
        f"{say(LEVEL):<8}{say(SEATS):>7}{say(WIN_SHARE):>11}{say(CI95):>17}"
        f"{say(MEAN_SCORE):>12}{say(P50):>9}{say(P95):>9}{say(MAX):>9}",
    ]
    for level, row in summary["by_level"].items():
        lo, hi = row["ci95"]
        ms = row["decision_ms"]
        lines.append(
            f"{level:<8}{row['seats']:>7}{row['win_share']:>10.1%}"
            f"{f'[{lo:.1%}, {hi:.1%}]':>18}{row['mean_score']:>12.1f}"
            f"{ms['p50']:>9.2f}{ms['p95']:>9.2f}{ms['max']:>9.2f}"
        )
    teams = summary.get("by_team", {})
    if any("+" in key for key in teams):  # a partnership game: the teams as wholes
        lines += [
            "",
            f"{say(TEAM):<16}{say(DEALS):>7}{say(WIN_SHARE):>11}{say(CI95):>17}"
            f"{say(MEAN_SCORE):>12}",
        ]
        for key, row in teams.items():
            lo, hi = row["ci95"]
            lines.append(
                f"{key:<16}{row['deals']:>7}{row['win_share']:>10.1%}"
                f"{f'[{lo:.1%}, {hi:.1%}]':>18}{row['mean_score']:>12.1f}"
            )
    return "\n".join(lines)
