"""What every game's controller shares: seats, bots in worker threads, hand order, messages.

A game's controller (Quita y Pon, Scala 40, …) owns its engine state and turns table
gestures into engine actions. Bots choose in a `QThreadPool` from their seat's view only;
their actions are applied on the GUI thread after the pace the player set. A generation
counter drops a result that arrives after the game was replaced.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, Slot

from app.core.bots import LEVELS, Limit
from app.core.cards import Card
from app.core.engine import Action, IllegalMove, Outcome, action_from_json
from app.core.options import is_number
from app.games.registry import GameInfo, find_game
from app.storage.paths import StorageError
from app.storage.recorder import DealRecorder, entry, match_key
from app.storage.scoreboard import DealRow
from app.table.zones import ZoneId
from app.ui.messages import describe_problem

#: The person's seat unless a controller is told otherwise (`person`): the seat a game
#: deals first to the person at the computer, drawn at the bottom of the table.
HUMAN = 0
SORTS = ("suit", "rank", "manual")
DEFAULT_NAMES = ("You", "Ana", "Bruno", "Carla", "Diego", "Elena")
#: The longest player name a saved game may hold.
NAME_MAX_LENGTH = 40
#: What a bot's decision may cost at the table: its level's own budget, never more than
#: a second of the person's time.
BOT_TIME_CAP = Limit(time=1.0)


@dataclass(frozen=True)
class Intent:
    """What one gesture (cards dragged from a zone onto another) would do, judged once.

    `action`: the engine action it plays; `edit`: a change of the table only (a draft
    move, staged cards, the hand's order), applied after the action when there are both;
    `refusal`: why it does nothing, a translated sentence. The drop highlight, the drop
    and the refusal message all ask `GameController.intent` (as kpat's `allowedToAdd`
    asks `checkAdd`), so they cannot disagree.
    """

    action: Action | None = None
    edit: Callable[[], None] | None = None
    refusal: str = ""

    @property
    def allowed(self) -> bool:
        return not self.refusal


def refusal(text: str) -> Intent:
    return Intent(refusal=text)


class DamagedRecord(ValueError):
    """A saved game that cannot be resumed: the sentence says what in it is wrong."""


@dataclass
class SeatInfo:
    name: str
    level: str | None  # None: the person


class _BotSignals(QObject):
    chosen = Signal(int, int, object, float)  # (generation, seat, action, seconds)
    failed = Signal(int, int, str)  # (generation, seat, what went wrong)


class _BotTask(QRunnable):
    """One bot decision off the GUI thread: a pure function of the seat's view."""

    def __init__(
        self, bot: Any, view: Any, seat: int, generation: int, signals: _BotSignals, limit: Limit
    ):
        super().__init__()
        self.bot, self.view, self.seat, self.limit = bot, view, seat, limit
        self.generation, self.signals = generation, signals

    def run(self) -> None:
        started = time.perf_counter()
        try:
            action = self.bot.choose(self.view, self.limit)
        except Exception as exc:  # a bot bug must not kill the worker thread silently
            self.signals.failed.emit(self.generation, self.seat, f"{type(exc).__name__}: {exc}")
            return
        self.signals.chosen.emit(self.generation, self.seat, action, time.perf_counter() - started)


class GameController(QObject):
    """The shared half of a controller; a game's subclass supplies the rules' half."""

    changed = Signal()
    status = Signal(str)
    refused = Signal(str)
    dealOver = Signal(object)  # noqa: N815 - the game's DealResult
    #: (what: "scoreboard" or "saved game", one line saying what cannot be saved and
    #: where, or "" once it can be saved again).
    storageProblem = Signal(str, str)  # noqa: N815

    #: The game's registry id; its options, engine, match and bot classes come from its
    #: registry entry (`info`). Where its zones sit on the table: each `ZoneSpec.place`.
    game_id = ""
    #: Whether the person holds a hand (the sort buttons apply).
    has_hand: ClassVar[bool] = True

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._signals = _BotSignals()
        self._signals.chosen.connect(self._on_bot_chosen)
        self._signals.failed.connect(self._on_bot_failed)
        self.pace_ms = 700
        self.state: Any = None
        self.seats: list[SeatInfo] = []
        self.bots: dict[int, Any] = {}
        self.sort_mode = "suit"
        self.hand_order: list[Card] = []
        self.last_play: set[Card] = set()
        self.message = ""
        self.bot_thinking = False
        self._generation = 0
        self.decision_seconds: list[float] = []
        self.match: Any = None
        self.scoreboard: Any = None  # set by the window; None in most tests
        self.saved: Any = None
        self.recorder: DealRecorder | None = None  # shared by the window's controllers
        self.match_id: int | None = None
        self.match_started_at: float = time.time()
        self.deal_started = time.time()
        #: What cannot be saved now, by kind ("scoreboard", "saved game"): told once.
        self.storage_problems: dict[str, str] = {}
        #: While a dialog of the window is open or the window is minimised, nothing
        #: moves on the table: bot moves and moves played for the person wait here.
        self.paused = False
        self._held: list[Callable[[], None]] = []
        #: The person's seat: a value, not a rule (saved games say which seat it is).
        self.person = HUMAN

    # ------------------------------------------------------------------ the game
    @property
    def info(self) -> GameInfo:
        return find_game(self.game_id)

    def view(self) -> Any:
        """What the person's seat may see now: everything the table shows comes from it."""
        return self.state.view(self.person)

    # ------------------------------------------------------------------ for subclasses
    def apply_bot(self, seat: int, action: Action) -> None:
        """Play a bot's chosen action on the state and move the game on."""
        raise NotImplementedError

    def before_move(self) -> None:
        """Before every move: drop what belonged to the previous one (drafts, timers)."""

    def persons_move(self) -> None:
        """The person is to move: prepare what the move needs (a draft, a timer…)."""

    def begin_turn(self) -> None:
        """After every action: end the deal (see `deal_ended`), or start the next move."""
        self.before_move()
        if self.deal_ended():
            return
        self.autosave()
        bot = self.seats[self.state.to_play].level is not None
        if not bot:
            self.persons_move()
        self.changed.emit()
        self._announce()
        if bot:
            self.ask_bot()

    def clicked(self, c: Card | None, zone: ZoneId) -> None:
        """A click on a card (or on an empty zone, `c` None) that is not a drag."""

    def double_clicked(self, c: Card, zone: ZoneId) -> None:
        """A double-click on a card."""

    # ------------------------------------------------------------------ gestures
    @property
    def my_turn(self) -> bool:
        return self.state is not None and self.state.to_play == self.person

    def drag_cards(
        self, c: Card, zone: ZoneId, index: int, whole_group: bool = False
    ) -> list[Card] | None:
        """What a press on `c` drags (None: nothing)."""
        return None

    def intent(self, cards: list[Card], source: ZoneId, target: ZoneId, index: int = -1) -> Intent:
        """What dropping `cards` from `source` on `target` would do; `index` is where in
        the target they land (-1: not known yet, while the highlight is drawn). The one
        judge of a gesture: `can_drop` and `drop` only ask it."""
        if not self.my_turn:
            return refusal(self.tr("It is not your turn."))
        return self.judge(cards, source, target, index)

    def judge(self, cards: list[Card], source: ZoneId, target: ZoneId, index: int) -> Intent:
        """The game's half of `intent`, on the person's turn."""
        return refusal(self.tr("Cards cannot go there."))

    def nowhere(self) -> Intent:
        return refusal(self.tr("Cards cannot go there."))

    def can_drop(self, cards: list[Card], source: ZoneId, target: ZoneId) -> bool:
        """Drop-target policy for the table's live highlighting."""
        return self.intent(cards, source, target).allowed

    def drop(self, cards: list[Card], source: ZoneId, target: ZoneId, index: int) -> bool:
        """A drag ended on `target`: do what its intent says. False (and the reason told,
        nothing changed) if refused."""
        intent = self.intent(cards, source, target, index)
        if not intent.allowed:
            self._refuse(intent.refusal)
            self.changed.emit()  # the dragged cards fly back
            return False
        if intent.action is not None:
            self.perform(intent.action)
        if intent.edit is not None:
            intent.edit()
            self._sync_hand_order()
            self.changed.emit()
            self._announce()
        return True

    def perform(self, action: Action) -> None:
        """Play the person's legal action and move the game on."""
        raise NotImplementedError

    def try_action(self, action: Action) -> bool:
        """A button's or a double-click's action: played, or refused with the rule's
        sentence (nothing changes then)."""
        if not self.my_turn:
            self._refuse(self.tr("It is not your turn."))
            return False
        problem = self.state.legal(action)
        if problem is not None:
            self._refuse(describe_problem(problem))
            self.changed.emit()  # dragged cards fly back
            return False
        self.perform(action)
        return True

    def fresh_view(self) -> None:
        """Forget per-turn table state (drafts, hints, staged cards) for a new deal."""

    def deal_row(self, result: Outcome) -> tuple[tuple, tuple, tuple, str]:
        """(scores, hand points, winners, how it ended) of a deal for the scoreboard; a
        game that counts no hand points records its scores there."""
        return result.scores, result.hand_points or result.scores, result.winners, result.ending

    # ------------------------------------------------------------------ games and matches
    def new_game(
        self,
        options: Any = None,
        levels: Sequence[str] = ("normal", "normal", "normal"),
        seed: int | str = 1,
        names: Sequence[str] | None = None,
    ) -> None:
        """A new match against bots of these levels, given for the seats after the
        person's in the direction of play."""
        options = options or self.info.options_class()
        n = options.num_players
        self.match = self.info.match_class(options, seed)
        self.person %= n
        seat_levels: list[str | None] = [None] * n
        for k in range(1, n):
            seat_levels[(self.person + k) % n] = levels[(k - 1) % len(levels)]
        self.match_id = None
        self.match_started_at = time.time()
        self._seat_and_start(self.match.deal, seat_levels, names)
        if self.scoreboard is not None:  # the match shows as unfinished until it ends
            self._attach_match(None)

    def load_position(
        self, state: Any, levels: Sequence[str | None], names: Sequence[str] | None = None
    ) -> None:
        """Play on from a given state (tests, screenshots); `None` marks the person's seat."""
        self.match = None
        self._seat_and_start(state, levels, names)

    def restore(self, record: dict) -> None:
        """Continue a saved game exactly: same cards, same turn, same match standing.

        Everything is checked before anything changes, and raises DamagedRecord naming
        the first thing that is wrong (the caller sets the file aside). The match's
        standing is not taken from the file but rebuilt by recording its deal results in
        a new match, so totals, players still in and the dealer follow from the rules;
        what the file says of them must agree. What the person was preparing (a draft,
        staged cards) is not saved: the person's current move starts again.
        """
        try:
            match, levels, names = self._rebuild(record)
        except DamagedRecord:
            raise
        except IllegalMove as exc:
            raise DamagedRecord(f"holds an illegal move ({exc})") from exc
        except RecursionError:
            raise DamagedRecord("is nested too deeply") from None
        except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
            raise DamagedRecord(f"does not hold a game this version can resume ({exc})") from exc
        self.match = match
        self.match_id = record.get("match_id")
        started = record.get("match_started_at")
        self.match_started_at = float(started) if is_number(started) else time.time()
        self._seat_and_start(match.deal, levels, names)
        if self.scoreboard is not None:
            self._attach_match(record.get("match_id"), checked=is_number(started))

    def _rebuild(self, record: Any) -> tuple[Any, list[str | None], list[str]]:
        """The match of a saved record, its deal replayed, and the seats; raises."""

        def need(key: str, kind: type | tuple[type, ...]) -> Any:
            value = record.get(key)
            if not isinstance(value, kind) or isinstance(value, bool):
                raise DamagedRecord(f"has no valid {key!r}")
            return value

        if not isinstance(record, dict) or record.get("game") != self.game_id:
            raise DamagedRecord(f"is not a game of {self.game_id}")
        options = self.info.options_class.from_mapping(need("options", dict))
        seed = record.get("seed")
        if not isinstance(seed, int | str) or isinstance(seed, bool):
            raise DamagedRecord("has no valid seed")
        n = options.num_players
        seats = need("seats", list)
        if len(seats) != n:
            raise DamagedRecord(f"lists {len(seats)} seats for a game of {n} players")
        names: list[str] = []
        levels: list[str | None] = []
        for i, seat in enumerate(seats):
            if not (isinstance(seat, list | tuple) and len(seat) == 2):
                raise DamagedRecord(f"has a seat {i} that is not [name, level]")
            name, level = seat
            if not isinstance(name, str) or not 0 < len(name) <= NAME_MAX_LENGTH:
                raise DamagedRecord(f"gives seat {i} no valid name")
            if level is not None and level not in LEVELS:
                raise DamagedRecord(f"gives seat {i} an unknown bot level {level!r:.20}")
            names.append(name)
            levels.append(level)
        people = [i for i, level in enumerate(levels) if level is None]
        if not people:
            raise DamagedRecord(f"has no seat for the person: seat 0 to seat {n - 1} are bots")
        if len(people) > 1:
            seats = " and ".join(f"seat {i}" for i in people)
            raise DamagedRecord(f"makes {seats} the person, who sits in one seat")
        match_id = record.get("match_id")
        if match_id is not None and (not isinstance(match_id, int) or isinstance(match_id, bool)):
            raise DamagedRecord("has no valid match id")
        need("results", list)
        try:
            match = self.info.match_class.from_json({**record, "options": options}, in_play=True)
        except ValueError as exc:
            raise DamagedRecord(str(exc)) from exc
        deal = match.deal
        for i, data in enumerate(need("actions", list)):
            action = action_from_json(data)
            problem = deal.legal(action)
            if problem is not None:
                raise DamagedRecord(f"holds an illegal move at action {i} ({problem})")
            deal.play(action)
        return match, levels, names

    def table_seat(self, seat: int) -> int:
        """Where `seat` sits at the table: the person at the bottom (table seat 0), the
        others clockwise from there, whatever seat the person holds in the engine."""
        return (seat - self.person) % self.state.num_players

    @property
    def opponents(self) -> list[int]:
        """The other seats, in the direction of play from the person's."""
        n = self.state.num_players
        return [(self.person + k) % n for k in range(1, n)]

    def _seat_and_start(
        self, state: Any, levels: Sequence[str | None], names: Sequence[str] | None
    ) -> None:
        self.state = state
        self.seat_players(state.num_players, levels, names)
        self.hand_order = []
        self.last_play = set()
        self.message = ""
        self.fresh_view()
        self.begin_turn()

    def next_deal(self) -> None:
        """Deal the match's next deal (after a finished deal, when the match goes on)."""
        if self.match is None or self.match.over or self.match.deal is self.state:
            return
        self._generation += 1
        self.state = self.match.deal
        self.deal_started = time.time()
        self.last_play = set()
        self.message = ""
        self.fresh_view()
        self.begin_turn()

    def deal_ended(self) -> bool:
        """If the deal is over: record it, save, tell the window (`dealOver`); True then."""
        state = self.state
        if state is None or state.to_play is not None:
            return False
        result = state.outcome()
        if self.match is not None and self.match.deal is state:
            self.match.record(result)
            self._record_deal(state, result)
            self.autosave()
        self.fresh_view()
        self.changed.emit()
        self._announce()
        self.dealOver.emit(result)
        return True

    def autosave(self) -> None:
        """The replay record of the game in progress, after every action (DESIGN.md §5),
        with the finished deals not yet on the scoreboard. A write that fails is told
        once and tried again after the next action; play goes on."""
        if self.saved is None or self.match is None or self.state is None:
            return
        match = self.match
        pending = list(self._recorder().pending) if self.scoreboard is not None else []
        try:
            if match.over:
                if pending:  # nothing left to play, but deals still to record
                    self.saved.write({"format": 1, "pending": pending})
                else:
                    self.saved.clear()
            else:
                self.saved.write(self.saved_record(pending))
        except StorageError as exc:
            self.storage_fault("saved game", exc.sentence)
            return
        self._storage_ok("saved game")

    def saved_record(self, pending: list[dict]) -> dict:
        match = self.match
        state = match.deal  # after a finished deal: the next one, not yet begun
        return {
            "format": 1,
            "game": self.game_id,
            "options": state.options.to_json(),
            "seed": state.seed,
            "deal_index": state.deal_index,
            "dealer": state.dealer,
            "seats": [[info.name, info.level] for info in self.seats],
            "match_id": self.match_id,
            "match_started_at": self.match_started_at,
            **match.to_json(),
            "actions": [a.to_json() for a in state.history],
            "pending": pending,
        }

    def _record_deal(self, state: Any, result: Any) -> None:
        """Hand the finished deal to the recorder: written now, or kept (in memory and in
        the saved game) until the scoreboard can be written again."""
        if self.scoreboard is None or self.match is None:
            return
        match = self.match
        replay = state.replay_record().to_json() if state.seed is not None else ""
        row = self._deal_row(state.deal_index, result, replay, self.deal_started)
        self._recorder().add(
            entry(
                self._match_key(),
                row,
                list(match.totals),
                match.over,
                list(match.winners) if match.over else None,
                earlier=self._earlier_rows(len(match.results) - 1),
            )
        )  # `add` writes what it can at once
        self._report_recording()

    def _deal_row(self, index: int, result: Any, replay: str, started: float) -> DealRow:
        scores, hand_points, winners, reason = self.deal_row(result)
        return DealRow(
            self.match_id or 0,
            index,
            tuple(scores),
            tuple(hand_points),
            tuple(winners),
            reason,
            replay,
            started,
            max(0.0, time.time() - started) if replay else 0.0,
            tuple(result.team_scores),
        )

    def _earlier_rows(self, count: int) -> list[tuple[DealRow, list[int]]]:
        """The match's first `count` deals (no replay: only their results are kept), each
        with the totals after it, for a match the scoreboard has to re-create."""
        assert self.match is not None
        again = self.info.match_class(self.match.options, self.match.seed)
        rows = []
        for index, result in enumerate(self.match.results[:count]):
            again.record(result)
            row = self._deal_row(index, result, "", self.match_started_at)
            rows.append((row, list(again.totals)))
        return rows

    def _match_key(self) -> dict:
        assert self.match is not None
        return match_key(
            self.match_id,
            self.game_id,
            self.match.options.to_json(),
            self.match.seed,
            self.match_started_at,
            [(info.name, info.level) for info in self.seats],
            self.match.teams,
        )

    def _recorder(self) -> DealRecorder:
        if self.recorder is None or self.recorder.scoreboard is not self.scoreboard:
            self.recorder = DealRecorder(self.scoreboard)
        return self.recorder

    def _attach_match(self, match_id: int | None, checked: bool = False) -> None:
        """Find this match on the scoreboard, or (re-)create it with the deals played so
        far: a saved game whose match is missing (a damaged scoreboard set aside, say)
        goes on being recorded. `checked`: the saved game knew the match's start time."""
        board = self.scoreboard
        try:
            if match_id is not None and not checked:
                found = board.match_started(match_id, self.game_id, self.match.seed)
                if found is not None:
                    self.match_started_at = found
            earlier = self._earlier_rows(len(self.match.results))
            self.match_id = self._recorder().attach(self._match_key(), earlier)
        except StorageError as exc:
            self.storage_fault("scoreboard", exc.sentence)
            return
        self._recorder().flush()
        self._report_recording()

    def _report_recording(self) -> None:
        """After a flush: tell the person once what cannot be recorded, or that it works
        again, and learn the match's id if the flush found or created it."""
        recorder = self._recorder()
        if recorder.problem:
            self.storage_fault("scoreboard", recorder.problem)
        else:
            self._storage_ok("scoreboard")
        if self.match is not None:
            self.match_id = recorder.known_id(self._match_key(), self.match_id)

    def storage_fault(self, what: str, sentence: str) -> None:
        if self.storage_problems.get(what) != sentence:
            first = what not in self.storage_problems
            self.storage_problems[what] = sentence
            if first:
                self.storageProblem.emit(what, sentence)

    def _storage_ok(self, what: str) -> None:
        if self.storage_problems.pop(what, None) is not None:
            self.storageProblem.emit(what, "")

    def card_count(self, n: int) -> str:
        """ "1 card", "5 cards": how many cards a seat holds, for its label."""
        return self.tr("1 card") if n == 1 else self.tr("{n} cards").format(n=n)

    # ------------------------------------------------------------------ seats and bots
    def seat_players(
        self, num_players: int, levels: Sequence[str | None], names: Sequence[str] | None
    ) -> None:
        self._generation += 1
        self.deal_started = time.time()
        offered = self.info.levels  # a level the game has no bot for: its default plays
        levels = [lv if lv is None or lv in offered else self.info.default_level for lv in levels]
        people = [s for s in range(num_players) if levels[s] is None]
        if people:
            self.person = people[0]
        if not names:  # "You" at the person's seat, the others in the direction of play
            names = [DEFAULT_NAMES[(s - self.person) % num_players] for s in range(num_players)]
        names = list(names)
        self.seats = [SeatInfo(names[s], levels[s]) for s in range(num_players)]
        seed = getattr(self.state, "seed", None)
        self.bots = {
            s: self.info.bot_class(info.level, f"{seed}:{s}")
            for s, info in enumerate(self.seats)
            if info.level
        }

    def ask_bot(self) -> None:
        state = self.state
        assert state is not None and state.to_play is not None
        seat = state.to_play
        self.bot_thinking = True
        bot = self.bots[seat]
        limit = bot.limit.within(BOT_TIME_CAP)
        task = _BotTask(bot, state.view(seat), seat, self._generation, self._signals, limit)
        self.pool.start(task)

    @Slot(int, int, object, float)
    def _on_bot_chosen(self, generation: int, seat: int, action: Action, seconds: float) -> None:
        if generation != self._generation or self.state is None or self.state.to_play != seat:
            return  # a game that has since been replaced
        self.decision_seconds.append(seconds)
        wait = max(0, self.pace_ms - round(seconds * 1000))
        QTimer.singleShot(wait, self, lambda: self._apply_bot(generation, seat, action))

    @Slot(int, int, str)
    def _on_bot_failed(self, generation: int, seat: int, what: str) -> None:
        if generation != self._generation:
            return
        self.bot_thinking = False
        self._refuse(
            self.tr("{name} (a computer player) failed: {what}. Start a new game.").format(
                name=self.seats[seat].name, what=what
            )
        )

    def _apply_bot(self, generation: int, seat: int, action: Action) -> None:
        if generation != self._generation or self.state is None or self.state.to_play != seat:
            return
        if self.paused:  # after the pause, at the pace the person set, so it is seen
            self.when_running(
                lambda: QTimer.singleShot(
                    self.pace_ms, self, lambda: self._apply_bot(generation, seat, action)
                )
            )
            return
        self.bot_thinking = False
        self.apply_bot(seat, action)

    # ------------------------------------------------------------------ pausing
    def set_paused(self, on: bool) -> None:
        """Hold (or let go) every move that is not the person's own gesture."""
        if on == self.paused:
            return
        self.paused = on
        if not on:
            held, self._held = self._held, []
            for work in held:
                work()

    def when_running(self, work: Callable[[], None]) -> None:
        """Do `work` now, or as soon as the pause ends."""
        if self.paused:
            self._held.append(work)
        else:
            work()

    @property
    def holding(self) -> int:
        """How many moves wait for the pause to end."""
        return len(self._held)

    def shutdown(self) -> None:
        """Forget pending bot work (a window closing, a new game): nothing lands late."""
        self._generation += 1
        self.pool.waitForDone(5000)

    def wait_for_bots(self, timeout_s: float = 30.0) -> None:
        """For tests and the screenshot: let queued bot work finish."""
        self.pool.waitForDone(round(timeout_s * 1000))

    # ------------------------------------------------------------------ hand order
    def set_sort(self, mode: str) -> None:
        if mode not in SORTS:
            raise ValueError(mode)
        self.sort_mode = mode
        self.hand_order = []
        self._sync_hand_order()
        self.changed.emit()

    def _sync_hand_order(self) -> None:
        """Keep the hand in the player's chosen order across turns (new cards at the end)."""
        if self.state is not None:
            self.hand_order = self._ordered(self.current_hand())

    def current_hand(self) -> Sequence[Card]:
        """The person's hand as the table shows it now."""
        return self.view().hand

    def _ordered(self, hand: Sequence[Card]) -> list[Card]:
        """The hand in the chosen order: by suit, by rank, or as arranged by hand."""
        if self.sort_mode == "manual":
            kept = [c for c in self.hand_order if c in hand]
            return kept + [c for c in hand if c not in kept]
        key = Card.rank_key if self.sort_mode == "rank" else Card.sort_key
        return sorted(hand, key=key)

    def _reorder_hand(self, cards: list[Card], index: int) -> None:
        order = [c for c in self.hand_order if c not in cards]
        index = max(0, min(index, len(order)))
        self.hand_order = order[:index] + list(cards) + order[index:]
        self.sort_mode = "manual"

    # ------------------------------------------------------------------ messages
    def status_text(self) -> str:
        """The status line: the deal's end, else the last message and whose move it is."""
        if self.state is None:
            return self.tr("Game ▸ New game to start.")
        view = self.view()
        if view.to_play is None:
            return self.deal_over_text(view.result)
        head = f"{self.message} " if self.message else ""
        if not self.my_turn:
            return head + self.waiting_text(self.seats[view.to_play].name)
        return self.turn_text(view, head)

    def deal_over_text(self, result: Any) -> str:
        """The status line once the deal is over."""
        raise NotImplementedError

    def waiting_text(self, name: str) -> str:
        """The status line's end while `name`, a bot, is to move."""
        return self.tr("{name} is playing…").format(name=name)

    def turn_text(self, view: Any, head: str) -> str:
        """The status line on the person's turn (`head`: the last message, if any)."""
        raise NotImplementedError

    def _refuse(self, text: str) -> None:
        self.message = text
        self.refused.emit(text)
        self._announce()

    def _announce(self) -> None:
        self.status.emit(self.status_text())

    # ------------------------------------------------------------------ match
    @property
    def match_over(self) -> bool:
        return self.match is None or self.match.over

    @property
    def result(self) -> Any:
        return self.state.outcome() if self.state is not None else None
