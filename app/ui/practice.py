"""The practice table's half of a controller: every hand face up if the person asks,
"play this turn for me" at the hard bot's level, and the coach put back with the deal
when a move is taken back.

A practice table is a session started with `practice=True` (the New-game dialog's
"Practice table"): its take-back reaches any of the person's moves of the deal
(`MatchSession.take_back`, app/session/practice.py), its bots answer as before when the
person plays the same (`BotTurns.ask_bot` plays what `MatchSession.foreseen` says), and
its results are kept apart on the scoreboard; the session keeps the coach and puts it
back with the bots when a move is taken back (`MatchSession.coach`). A controller holds
its `TablePractice` (`controller.practice`, app/ui/held.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QTimer

from app.core.words import Words
from app.ui.game_ui import GameAction

if TYPE_CHECKING:
    from app.session.coach import Advice

#: The practice table's commands (the practice part adds them to every game's,
#: `PracticePart.COMMANDS`): shown in the Game menu at a practice table only.
PRACTICE_ACTIONS = (
    GameAction(
        "play_for_me", QT_TRANSLATE_NOOP("GameActions", "Play this turn for me"),
        "practice.play_for_me", "P", visible="practising", button=False, hidden=True,
        menu_text=QT_TRANSLATE_NOOP("GameActions", "Play this turn &for me"),
    ),
)  # fmt: skip

#: Take back (Ctrl+Z) where a move is taken back whole: the house's default, for a game
#: with no staging area of its own (`GameController.take_back_action`).
TAKE_BACK_MOVE = GameAction(
    "take_back", QT_TRANSLATE_NOOP("GameActions", "Take back"), "take_back_move", "Ctrl+Z",
    enabled="can_take_back_move", menu_text=QT_TRANSLATE_NOOP("GameActions", "&Take back"),
)  # fmt: skip

#: Take back for a game whose own commands have none (Quita y Pon: Ctrl+Z resets the
#: turn being prepared): at a practice table only.
PRACTICE_TAKE_BACK = GameAction(
    "take_back_move", QT_TRANSLATE_NOOP("GameActions", "Take back my last move"),
    "take_back_move", "Ctrl+Backspace", enabled="can_take_back_move", visible="practising",
    button=False, hidden=True,
    menu_text=QT_TRANSLATE_NOOP("GameActions", "Take &back my last move"),
)  # fmt: skip

PLAYING_FOR_YOU = Words("Practice", "Playing this turn for you, as the hard bot would…")
ONLY_PRACTICE = Words("Practice", "Only a practice table plays a turn for you.")


class TablePractice:
    """What a practice table adds at a controller's table (`controller.practice`): every
    hand face up if the person asks, and their turn played for them (P)."""

    def __init__(self, table: Any) -> None:
        #: The controller holding it (`GameController`, app/ui/controller_base.py).
        self.table = table
        #: Every hand face up on the table (View ▸ Show every hand, practice only).
        self.show_hands = False
        #: The deal whose turn is being played for the person (None: none).
        self._autoplay: tuple | None = None

    def forget(self) -> None:
        """Another session on the table, or a move taken back: no turn played for the
        person."""
        self._autoplay = None

    def played_for_in(self, deal_index: int) -> int:
        """The person's turns played for them (P) in that deal of the match on the table."""
        session = self.table.session
        return session.played_for.get(deal_index, 0) if session is not None else 0

    # ------------------------------------------------------------------ play for me
    def play_for_me(self) -> None:
        """P (practice only): the hard bot plays the person's turn, one action after
        another at the table's pace, as hints played."""
        table = self.table
        if not table.practising():
            table._refuse(table.words(ONLY_PRACTICE))
            return
        if not table.my_turn:
            return
        table.drop_preparation()  # what the person was preparing goes: the bot's move is whole
        if not table.my_turn:  # a game whose turn lives in what it prepares lost it: a bug
            self._stop_playing()
            return
        self._autoplay = (id(table.session), table.state.deal_index)
        table.session.note_played_for()  # counted apart from the hints asked for
        table.message = ""
        table._announce()
        self._step()

    def playing_for_me(self) -> bool:
        """A turn of the person's is being played for them (P) on the table now."""
        table = self.table
        state = table.state
        return (
            self._autoplay is not None
            and state is not None
            and self._autoplay == (id(table.session), state.deal_index)
            and state.to_play == table.person
        )

    def playing_text(self, head: str) -> str | None:
        """The status line while a turn is played for the person (`head`: the last
        move's message, if any), or None when none is: it says so where the line would
        name whose turn it is, never naming the person as a bot ("You is thinking…")."""
        if not self.playing_for_me():
            return None
        return head + self.table.words(PLAYING_FOR_YOU)

    def _stop_playing(self) -> None:
        """The turn played for the person is over (or cannot go on): the status line
        says whose turn it is again."""
        self._autoplay = None
        self.table._announce()

    def _step(self) -> None:
        table = self.table
        if not self.playing_for_me() or not table.my_turn:
            self._stop_playing()
            return
        key = table.hints.position_key()
        if table.hints.asking != key:
            table.hints.ask(key, self._chosen)

    def go_on_playing(self) -> None:
        """After every move: a turn played for the person goes on while it is theirs."""
        table = self.table
        if self._autoplay is None:
            return
        if not table.my_turn:
            self._autoplay = None  # the turn is over (the move that ended it says so)
            return
        QTimer.singleShot(min(table.pace_ms, 400), table, self._step)

    def _chosen(self, key: tuple, advice: Advice) -> None:
        """The coach's answer for the turn played for the person at `key`."""
        table = self.table
        here = self.playing_for_me() and key == table.hints.position_key()
        if advice.failure is not None:
            if here:
                self._autoplay = None  # the turn is the person's again; the failure is said
            table.hints.failed(key, advice.failure)
            return
        if not here:
            return  # taken back, or another game, meanwhile
        if not advice.hints:  # nothing to play (cannot happen on a turn): the turn is theirs
            self._stop_playing()
            return
        action = advice.hints[0].action
        # Held, as the bots' moves are, while a dialog is open or the window minimised.
        table.when_running(lambda: self._play_chosen(key, action))

    def _play_chosen(self, key: tuple, action: Any) -> None:
        """Play the move chosen for the person at `key`, if the table is still there."""
        table = self.table
        if not self.playing_for_me() or key != table.hints.position_key():
            return  # taken back, or another game, meanwhile
        if table.state.legal(action) is not None:  # cannot happen: made from this view
            self._stop_playing()
            return
        table.perform(action)
