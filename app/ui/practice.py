"""The practice table's half of a controller: every hand face up if the person asks,
"play this turn for me" at the hard bot's level, and the coach put back with the deal
when a move is taken back.

A practice table is a session started with `practice=True` (the New-game dialog's
"Practice table"): its take-back reaches any of the person's moves of the deal
(`MatchSession.take_back`, app/session/practice.py), its bots answer as before when the
person plays the same (`BotTurns.ask_bot` plays what `MatchSession.foreseen` says), and
its results are kept apart on the scoreboard. `TablePractice` is a part of
`GameController` (app/ui/controller_base.py), before its hints' half.
"""

from __future__ import annotations

import pickle
from typing import Any, ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QTimer

from app.core.hints import Hint
from app.core.words import Words
from app.ui.game_ui import GameAction

#: The practice table's commands (the practice part adds them to every game's,
#: `PracticePart.COMMANDS`): shown in the Game menu at a practice table only.
PRACTICE_ACTIONS = (
    GameAction(
        "play_for_me", QT_TRANSLATE_NOOP("GameActions", "Play this turn for me"),
        "play_for_me", "P", visible="practising", button=False, hidden=True,
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
    """What a practice table adds to a controller (a mixin of `GameController`)."""

    #: The take back the house adds to the game's own commands at this table
    #: (`app.ui.table_module.TableModule.commands`; a staging area's takes its staged
    #: cards back first).
    take_back_action: ClassVar[GameAction] = TAKE_BACK_MOVE

    session: Any
    state: Any
    message: str
    changed: Any
    pace_ms: int

    def _practice_setup(self) -> None:
        #: Every hand face up on the table (View ▸ Show every hand, practice only).
        self.show_hands = False
        self.forget_practice()

    def forget_practice(self) -> None:
        """Another session on the table: no turn played for the person, no coach kept."""
        #: The deal whose turn is being played for the person (None: none).
        self._autoplay: tuple | None = None
        #: The coach (pickled) before each position it was asked at, by position: put
        #: back when the person takes back to or before it.
        self._coach_saved: dict[tuple, bytes] = {}

    def practising(self) -> bool:
        return self.session is not None and self.session.practice

    # ------------------------------------------------------------------ every hand
    def table_view(self) -> Any:
        """What the table draws: the person's view, or at a practice table with every
        hand shown, the same with the other holdings face up (the hints and the bots
        still see only their own views)."""
        if self.show_hands and self.practising():
            return self.state.open_view(self.person)
        return super().table_view()  # type: ignore[misc]

    # ------------------------------------------------------------------ play for me
    def play_for_me(self) -> None:
        """P (practice only): the hard bot plays the person's turn, one action after
        another at the table's pace, as hints played."""
        if not self.practising():
            self._refuse(self.words(ONLY_PRACTICE))
            return
        if not self.my_turn:
            return
        self.drop_preparation()  # what the person was preparing goes: the bot's move is whole
        if not self.my_turn:  # a game whose turn lives in what it prepares lost it: a bug
            self._stop_playing()
            return
        self._autoplay = (id(self.session), self.state.deal_index)
        self.session.note_played_for()  # counted apart from the hints asked for
        self.message = ""
        self._announce()
        self._autoplay_step()

    def drop_preparation(self) -> None:
        """Before a turn is played for the person: what they were preparing for it goes
        (cards staged, a hint shown), the turn itself staying theirs and open. A game
        whose turn lives in what it prepares (Quita y Pon's draft) says its own: forgetting
        the draft as a new deal does would end the person's turn at the table, and the
        move played for them with it."""
        self.fresh_view()

    def playing_for_me(self) -> bool:
        """A turn of the person's is being played for them (P) on the table now."""
        state = self.state
        return (
            self._autoplay is not None
            and state is not None
            and self._autoplay == (id(self.session), state.deal_index)
            and state.to_play == self.person
        )

    def playing_text(self, head: str) -> str | None:
        """The status line while a turn is played for the person (`head`: the last
        move's message, if any), or None when none is: it says so where the line would
        name whose turn it is, never naming the person as a bot ("You is thinking…")."""
        if not self.playing_for_me():
            return None
        return head + self.words(PLAYING_FOR_YOU)

    def _stop_playing(self) -> None:
        """The turn played for the person is over (or cannot go on): the status line
        says whose turn it is again."""
        self._autoplay = None
        self._announce()

    def _autoplay_step(self) -> None:
        if not self.playing_for_me() or not self.my_turn:
            self._stop_playing()
            return
        key = self._position_key()
        if self._asking != key:
            self._search(key)

    def go_on_playing(self) -> None:
        """After every move: a turn played for the person goes on while it is theirs."""
        if self._autoplay is None:
            return
        if not self.my_turn:
            self._autoplay = None  # the turn is over (the move that ended it says so)
            return
        QTimer.singleShot(min(self.pace_ms, 400), self, self._autoplay_step)

    def _hints_ready(self, key: tuple, hints: list[Hint], seconds: float) -> None:
        if not self.playing_for_me() or key != self._position_key():
            super()._hints_ready(key, hints, seconds)  # type: ignore[misc]
            return
        if self._asking == key:
            self._asking = None
        if not hints:  # nothing to play (cannot happen on a turn): the turn is the person's
            self._stop_playing()
            return
        self.hint_seconds.append(seconds)
        action = hints[0].action
        # Held, as the bots' moves are, while a dialog is open or the window minimised.
        self.when_running(lambda: self._play_chosen(key, action))  # type: ignore[attr-defined]

    def _play_chosen(self, key: tuple, action: Any) -> None:
        """Play the move chosen for the person at `key`, if the table is still there."""
        if not self.playing_for_me() or key != self._position_key():
            return  # taken back, or another game, meanwhile
        if self.state.legal(action) is not None:  # cannot happen: made from this view
            self._stop_playing()
            return
        self.perform(action)

    def _hints_failed(self, key: tuple, what: str) -> None:
        if self.playing_for_me() and key == self._position_key():
            self._autoplay = None  # the turn is the person's again; the failure is said
        super()._hints_failed(key, what)  # type: ignore[misc]

    # ------------------------------------------------------------------ the coach
    def _deal_coach(self) -> Any:
        coach = super()._deal_coach()  # type: ignore[misc]
        if self.practising():
            self._coach_saved.setdefault(self._position_key(), pickle.dumps(coach))
        return coach

    def take_back_move(self) -> None:
        """Take back (practice: any move of the deal); the coach is put back as it stood
        there, so that its hints know nothing of the line taken back."""
        self._autoplay = None
        super().take_back_move()  # type: ignore[misc]
        if not self.practising() or self.state is None:
            return
        here = self._position_key()
        session, deal, count = here
        later = sorted(k for k in self._coach_saved if k[:2] == (session, deal) and k[2] >= count)
        if later:
            self._coach = pickle.loads(self._coach_saved[later[0]])
            self._coach_deal = (session, deal)
        for k in later:
            if k[2] > count:
                del self._coach_saved[k]
