"""What every game's controller shares: the table's half of a match.

The match itself is a `MatchSession` (app/session, no Qt): it applies actions, keeps the
saved game and the scoreboard, and tells what happened. A controller turns the person's
gestures and the bots' choices into actions for it, builds the table's zones from the
person's view, and speaks the game's sentences. Bots choose off the GUI thread
(`BotRunner`); their actions are applied on it after the pace the person set.

Plurals: a message that counts is written `TheClass.tr("%n …", "", n)` in the class it is
said in: PySide6 looks a plural message up under the object's own class only (not under
the class whose `self.tr` says it, as for the others), and lupdate reads a plural in
`QCoreApplication.translate` only where the count is a number literal; a mixin (not a
QObject) says its counts with its controller's base class (`card_count`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, Generic, TypeVar

from PySide6.QtCore import QObject, Signal

from app.core.cards import Card
from app.core.engine import Action
from app.core.words import Words
from app.games.registry import GameInfo, find_game
from app.session import DamagedRecord, MatchSession, StorageProblem, Store
from app.session.seats import SeatInfo
from app.ui.bot_runner import BOT_TIME_CAP, BotRunner, BotTurns
from app.ui.cues import SoundCues
from app.ui.gestures import TableGestures
from app.ui.hand_order import HandOrder
from app.ui.held import held
from app.ui.hints import TableHints
from app.ui.intent import Intent, refusal
from app.ui.messages import counted, seat_name
from app.ui.narration import TableNarration
from app.ui.practice import TablePractice
from app.ui.table_zones import TableZones

__all__ = ["BOT_TIME_CAP", "DamagedRecord", "GameController", "Intent", "refusal"]

#: What a game's controller plays: its deal (engine), match and bot classes.
DealT = TypeVar("DealT")
MatchT = TypeVar("MatchT")
BotT = TypeVar("BotT")
#: How `_use` makes a session, given the listener to hear its events from the start.
MakeSession = Callable[[Callable[[Any], None]], MatchSession]


class GameController(
    TableGestures,
    TableNarration,
    SoundCues,
    BotTurns,
    TableZones,
    HandOrder,
    QObject,
    Generic[DealT, MatchT, BotT],
):
    """The shared half of a controller; a game's subclass supplies the rules' half, and
    names the deal, match and bot classes it plays (`GameController[Deal, Match, Bot]`).
    It holds its hints and its practice table (`hints`, `practice`: app/ui/held.py)."""

    changed = Signal()
    status = Signal(str)
    refused = Signal(str)
    dealOver = Signal(object)  # noqa: N815 - the game's DealResult
    #: A line of the game log: (the deal's index, the action's number in it from 1, what
    #: the action did, as the person may know it).
    told = Signal(int, int, str)
    #: The person took back a move: the game log is told again from the record.
    takenBack = Signal()  # noqa: N815
    #: (what: "scoreboard" or "saved game", one line saying what cannot be saved and
    #: where, or "" once it can be saved again).
    storageProblem = Signal(str, str)  # noqa: N815
    #: A sound effect the table may play (app/ui/sound.py's EFFECTS): "deal", "turn",
    #: "end", or the effect `sounds` gives an action's kind.
    cue = Signal(str)

    #: The game's registry id; its options, engine, match and bot classes come from its
    #: registry entry (`info`).
    game_id = ""
    #: Whether the person holds a hand (the sort buttons apply).
    has_hand: ClassVar[bool] = True
    #: The game's own refusals as sentences, by `IllegalMove` code (the shared ones are
    #: `app.ui.messages`'); a game whose sentences depend on the table overrides `sentence`.
    sentences: ClassVar[Mapping[str, str | Words]] = {}
    #: Refusals about a meld's shape rather than the rules of the turn: when several
    #: readings of a gesture are refused, `first_legal` tells a rule of the turn first.
    shape_problems: ClassVar[frozenset[str]] = frozenset()
    hints = held(TableHints)
    practice = held(TablePractice)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.start_bots(BotRunner(self))
        self.session: MatchSession | None = None
        #: Where sessions save (the window shares one between its controllers).
        self.store = Store()
        self.hand_order: list[Card] = []
        self.last_play: set[Card] = set()
        self.message = ""
        #: The person's seat for the next new game (a saved game says its own).
        self._person = 0

    # ------------------------------------------------------------------ the session
    @property
    def info(self) -> GameInfo:
        return find_game(self.game_id)

    @property
    def state(self) -> DealT | None:
        """The deal on the table (None before a game is started)."""
        return self.session.deal if self.session is not None else None

    @property
    def match(self) -> MatchT | None:
        return self.session.match if self.session is not None else None

    @property
    def seats(self) -> list:
        """The session's seats as the table names them: the person's default name
        ("You", kept in English in files) in the interface's language."""
        if self.session is None:
            return []
        return [
            seat if (shown := seat_name(seat)) == seat.name else SeatInfo(shown, None)
            for seat in self.session.seats
        ]

    @property
    def bots(self) -> Mapping[int, BotT]:
        return self.session.bots if self.session is not None else {}

    @property
    def person(self) -> int:
        return self.session.person if self.session is not None else self._person

    @person.setter
    def person(self, seat: int) -> None:
        self._person = seat

    def view(self) -> Any:
        """What the person's seat may see now: everything the table shows comes from it."""
        return self.state.view(self.person)

    def new_game(
        self,
        options: Any = None,
        levels: Sequence[str] = ("normal", "normal", "normal"),
        seed: int | str = 1,
        names: Sequence[str] | None = None,
        practice: bool = False,
    ) -> None:
        """A new match against bots of these levels, given for the seats after the
        person's in the direction of play (`practice`: at a practice table)."""
        info, person, store = self.info, self._person, self.store
        self._use(lambda hear: MatchSession.start(
            info, options, levels, seed, names, person, store, hear, practice), fresh=True)  # fmt: skip

    def load_position(self, state: Any, levels: Sequence[str | None],
                      names: Sequence[str] | None = None, practice: bool = False) -> None:  # fmt: skip
        """Play on from a given state (tests, screenshots); `None` marks the person's seat."""
        info = self.info
        self._use(
            lambda hear: MatchSession.from_position(info, state, levels, names, None, practice)
        )

    def restore(self, record: dict) -> None:
        """Continue a saved game exactly: same cards, same turn, same match standing.
        Everything is checked before anything changes (DamagedRecord names the first
        thing that is wrong; the caller sets the file aside). What the person was
        preparing (a draft, staged cards) is not saved: their move starts again."""
        self._use(lambda hear: MatchSession.resume(record, self.store, self.game_id, hear))

    def _use(self, make: MakeSession, fresh: bool = False) -> None:
        """Put a new session on the table (its events heard from the start, a fault met
        while it is made included) and begin its first move (`fresh`: a new match)."""
        session = make(self._on_event)
        self.bots_runner.forget()
        self.session = session
        self.hand_order = []
        self.last_play = set()
        self.message = ""
        self.hints.forget()
        self.practice.forget()
        self.fresh_view()
        self.bots_runner.keep(session.save, later=fresh and not self.store.problems)  # see keep
        self.cue_deal()
        self.begin_turn()

    def close_session(self) -> None:
        """Take the game off the table (another game is shown, a record failed)."""
        self.shutdown()
        self.session = None

    def _on_event(self, event: Any) -> None:
        if isinstance(event, StorageProblem):
            self.storageProblem.emit(event.what, event.sentence)
        self.cue_event(event)

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
        self.cue_deal()
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

    def drop_preparation(self) -> None:
        """Before a turn is played for the person (P): what they prepared goes (staged
        cards, a hint), the turn staying theirs (Quita y Pon's draft says its own)."""
        self.fresh_view()

    def before_move(self) -> None:
        """Before every move: drop what belonged to the previous one (drafts, timers)."""

    def persons_move(self) -> None:
        """The person is to move: prepare what the move needs (a draft, a timer…); the
        hand's order is kept after it."""

    def fresh_view(self) -> None:
        """Forget per-turn table state (drafts, hints, staged cards) for a new deal."""

    def begin_turn(self) -> None:
        """After every action: show the deal's end, or start the next move."""
        self.before_move()
        if self.state is None:
            return
        self.practice.go_on_playing()
        if self.state.to_play is None:
            self.fresh_view()
            self.changed.emit()
            self._announce()
            self.dealOver.emit(self.state.outcome())
            return
        bot = self.session.bot_to_play
        if not bot:
            self.cue_turn()
            self.persons_move()
            self._sync_hand_order()  # the hand as the person arranged it, new cards last
        self.changed.emit()
        self._announce()
        if bot:
            self.ask_bot()

    # ------------------------------------------------------------------ gestures
    @property
    def my_turn(self) -> bool:
        return self.state is not None and self.state.to_play == self.person

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
        if (playing := self.practice.playing_text(head)) is not None:  # P, practising
            return playing
        if not self.my_turn:
            return head + self.waiting_text(self.seats[view.to_play].name)
        return self.turn_text(view, head)

    def card_count(self, n: int) -> str:
        """ "1 card", "5 cards": how many cards a seat holds, for its label (plurals:
        the module's note)."""
        return counted(GameController.tr("%n card(s)", "", n), n)

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
    def under_way(self) -> bool:
        """A match is being played: a deal of it finished, or a move made in this one
        (a match just dealt, nobody having moved, is not yet under way)."""
        if self.session is None or self.session.match_over:
            return False
        return bool(self.session.match.results) or bool(self.state and self.state.history)

    def abandon(self) -> bool:
        """Give up the unfinished match (another game is started instead): the
        scoreboard marks it abandoned, even one just dealt (it was put there when dealt),
        so none stays "in progress". True when it was marked."""
        if self.session is None or self.session.match_over:
            return False
        return self.session.recording.abandon()

    @property
    def result(self) -> Any:
        return self.state.outcome() if self.state is not None else None
