"""What every game's controller shares: the table's half of a match.

The match itself is a `MatchSession` (app/session, no Qt): it applies actions, keeps the
saved game and the scoreboard, and tells what happened. A controller turns the person's
gestures and the bots' choices into actions for it, builds the table's zones from the
person's view, and speaks the game's sentences. Bots choose off the GUI thread
(`BotRunner`); their actions are applied on it after the pace the person set.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from PySide6.QtCore import QObject, QTimer, Signal

from app.core.bots import Limit
from app.core.cards import Card
from app.core.engine import Action
from app.games.registry import GameInfo, find_game
from app.session import DamagedRecord, MatchSession, StorageProblem, Store
from app.table.zones import ZoneId
from app.ui.bot_runner import BotRunner
from app.ui.hand_order import HandOrder
from app.ui.intent import Intent, refusal
from app.ui.messages import describe_problem

__all__ = ["BOT_TIME_CAP", "DamagedRecord", "GameController", "Intent", "refusal"]

#: What a bot's decision may cost at the table: its level's own budget, never more than
#: a second of the person's time.
BOT_TIME_CAP = Limit(time=1.0)


class GameController(HandOrder, QObject):
    """The shared half of a controller; a game's subclass supplies the rules' half."""

    changed = Signal()
    status = Signal(str)
    refused = Signal(str)
    dealOver = Signal(object)  # noqa: N815 - the game's DealResult
    #: (what: "scoreboard" or "saved game", one line saying what cannot be saved and
    #: where, or "" once it can be saved again).
    storageProblem = Signal(str, str)  # noqa: N815

    #: The game's registry id; its options, engine, match and bot classes come from its
    #: registry entry (`info`).
    game_id = ""
    #: Whether the person holds a hand (the sort buttons apply).
    has_hand: ClassVar[bool] = True

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.bots_runner = BotRunner(self)
        self.bots_runner.chosen.connect(self._on_bot_chosen)
        self.bots_runner.failed.connect(self._on_bot_failed)
        self.pace_ms = 700
        self.session: MatchSession | None = None
        #: Where sessions save (the window shares one between its controllers).
        self.store = Store()
        self.hand_order: list[Card] = []
        self.last_play: set[Card] = set()
        self.message = ""
        self.bot_thinking = False
        self.decision_seconds: list[float] = []
        #: While a dialog of the window is open or the window is minimised, nothing
        #: moves on the table: bot moves and moves played for the person wait here.
        self.paused = False
        self._held: list[Callable[[], None]] = []
        #: The person's seat for the next new game (a saved game says its own).
        self._person = 0

    # ------------------------------------------------------------------ the session
    @property
    def info(self) -> GameInfo:
        return find_game(self.game_id)

    @property
    def state(self) -> Any:
        """The deal on the table (None before a game is started)."""
        return self.session.deal if self.session is not None else None

    @property
    def match(self) -> Any:
        return self.session.match if self.session is not None else None

    @property
    def seats(self) -> list:
        return self.session.seats if self.session is not None else []

    @property
    def bots(self) -> dict[int, Any]:
        return self.session.bots if self.session is not None else {}

    @property
    def person(self) -> int:
        return self.session.person if self.session is not None else self._person

    @person.setter
    def person(self, seat: int) -> None:
        self._person = seat

    @property
    def generation(self) -> int:
        """Changes whenever the game on the table is replaced: late work checks it."""
        return self.bots_runner.generation

    def view(self) -> Any:
        """What the person's seat may see now: everything the table shows comes from it."""
        return self.state.view(self.person)

    def new_game(
        self,
        options: Any = None,
        levels: Sequence[str] = ("normal", "normal", "normal"),
        seed: int | str = 1,
        names: Sequence[str] | None = None,
    ) -> None:
        """A new match against bots of these levels, given for the seats after the
        person's in the direction of play."""
        self._use(
            lambda hear: MatchSession.start(
                self.info, options, levels, seed, names, self._person, self.store, hear
            )
        )

    def load_position(
        self, state: Any, levels: Sequence[str | None], names: Sequence[str] | None = None
    ) -> None:
        """Play on from a given state (tests, screenshots); `None` marks the person's seat."""
        self._use(lambda hear: MatchSession.from_position(self.info, state, levels, names))

    def restore(self, record: dict) -> None:
        """Continue a saved game exactly: same cards, same turn, same match standing.
        Everything is checked before anything changes (DamagedRecord names the first
        thing that is wrong; the caller sets the file aside). What the person was
        preparing (a draft, staged cards) is not saved: their move starts again."""
        self._use(lambda hear: MatchSession.resume(record, self.store, self.game_id, hear))

    def _use(self, make: Callable[[Callable[[Any], None]], MatchSession]) -> None:
        """Put a new session on the table (its events heard from the start, a fault met
        while it is made included) and begin its first move."""
        session = make(self._on_event)
        self.bots_runner.forget()
        self.session = session
        self.hand_order = []
        self.last_play = set()
        self.message = ""
        self.fresh_view()
        session.save()
        self.begin_turn()

    def close_session(self) -> None:
        """Take the game off the table (another game is shown, a record failed)."""
        self.shutdown()
        self.session = None

    def _on_event(self, event: Any) -> None:
        if isinstance(event, StorageProblem):
            self.storageProblem.emit(event.what, event.sentence)

    def storage_fault(self, what: str, sentence: str) -> None:
        """What cannot be saved, told once (the window's recorder at start)."""
        if self.store.fault(what, sentence):
            self.storageProblem.emit(what, sentence)

    def autosave(self) -> None:
        if self.session is not None:
            self.session.save()

    def saved_record(self, pending: list[dict]) -> dict:
        assert self.session is not None
        return self.session.record(pending)

    def next_deal(self) -> None:
        """Deal the match's next deal (after a finished deal, when the match goes on)."""
        if self.session is None or not self.session.next_deal():
            return
        self.bots_runner.forget()
        self.last_play = set()
        self.message = ""
        self.fresh_view()
        self.session.save()
        self.begin_turn()

    # ------------------------------------------------------------------ for subclasses
    def play(self, action: Action, seat: int | None = None) -> None:
        """Play a legal action for `seat` (default: whoever is to play) through the
        session, which records it and tells the listeners."""
        assert self.session is not None
        self.session.play(action, seat)

    def apply_bot(self, seat: int, action: Action) -> None:
        """Play a bot's chosen action and move the game on."""
        raise NotImplementedError

    def perform(self, action: Action) -> None:
        """Play the person's legal action and move the game on."""
        raise NotImplementedError

    def before_move(self) -> None:
        """Before every move: drop what belonged to the previous one (drafts, timers)."""

    def persons_move(self) -> None:
        """The person is to move: prepare what the move needs (a draft, a timer…)."""

    def fresh_view(self) -> None:
        """Forget per-turn table state (drafts, hints, staged cards) for a new deal."""

    def begin_turn(self) -> None:
        """After every action: show the deal's end, or start the next move."""
        self.before_move()
        if self.state is None:
            return
        if self.state.to_play is None:
            self.fresh_view()
            self.changed.emit()
            self._announce()
            self.dealOver.emit(self.state.outcome())
            return
        bot = self.session.bot_to_play
        if not bot:
            self.persons_move()
        self.changed.emit()
        self._announce()
        if bot:
            self.ask_bot()

    # ------------------------------------------------------------------ gestures
    @property
    def my_turn(self) -> bool:
        return self.state is not None and self.state.to_play == self.person

    def clicked(self, c: Card | None, zone: ZoneId) -> None:
        """A click on a card (or on an empty zone, `c` None) that is not a drag."""

    def double_clicked(self, c: Card, zone: ZoneId) -> None:
        """A double-click on a card."""

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
        return self.nowhere()

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

    # ------------------------------------------------------------------ seats
    def table_seat(self, seat: int) -> int:
        """Where `seat` sits at the table: the person at the bottom (table seat 0), the
        others clockwise from there, whatever seat the person holds in the engine."""
        return (seat - self.person) % self.state.num_players

    @property
    def opponents(self) -> list[int]:
        """The other seats, in the direction of play from the person's."""
        n = self.state.num_players
        return [(self.person + k) % n for k in range(1, n)]

    def card_count(self, n: int) -> str:
        """ "1 card", "5 cards": how many cards a seat holds, for its label."""
        return self.tr("1 card") if n == 1 else self.tr("{n} cards").format(n=n)

    # ------------------------------------------------------------------ bots
    def ask_bot(self) -> None:
        state = self.state
        assert state is not None and state.to_play is not None
        seat = state.to_play
        self.bot_thinking = True
        bot = self.bots[seat]
        self.bots_runner.ask(bot, state.view(seat), seat, bot.limit.within(BOT_TIME_CAP))

    def _on_bot_chosen(self, seat: int, action: Action, seconds: float) -> None:
        if self.state is None or self.state.to_play != seat:
            return  # a game that has since been replaced
        self.decision_seconds.append(seconds)
        wait = max(0, self.pace_ms - round(seconds * 1000))
        generation = self.generation
        QTimer.singleShot(wait, self, lambda: self._apply_bot(generation, seat, action))

    def _on_bot_failed(self, seat: int, what: str) -> None:
        self.bot_thinking = False
        self._refuse(
            self.tr("{name} (a computer player) failed: {what}. Start a new game.").format(
                name=self.seats[seat].name, what=what
            )
        )

    def _apply_bot(self, generation: int, seat: int, action: Action) -> None:
        if generation != self.generation or self.state is None or self.state.to_play != seat:
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

    def shutdown(self) -> None:
        """Forget pending bot work (a window closing, a new game): nothing lands late."""
        self.bots_runner.forget()
        self.bots_runner.wait(5)

    def wait_for_bots(self, timeout_s: float = 30.0) -> None:
        """For tests and the screenshot: let queued bot work finish."""
        self.bots_runner.wait(timeout_s)

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

    # ------------------------------------------------------------------ messages
    def current_hand(self) -> Sequence[Card]:
        return self.view().hand

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

    @property
    def match_over(self) -> bool:
        return self.session is None or self.session.match_over

    @property
    def result(self) -> Any:
        return self.state.outcome() if self.state is not None else None
