"""What a controller says of the moves played at its table: each move told as its game
tells it (app/games/<package>/narration.py) for the status line and the game log, and the
log of a resumed match told again from its record.

`TableNarration` is a part of `GameController` (app/ui/controller_base.py), kept apart so
that each half reads on its own; it uses the controller's session, seats and person.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from app.core.engine import Action
from app.core.narration import Narrator
from app.core.words import Said, Words
from app.i18n import say
from app.session.log import deal_log
from app.ui.game_ui import GameAction
from app.ui.messages import counted
from app.ui.practice import TAKE_BACK_MOVE

YOUR_TURN = Words("GameController", "Your turn")
TO_PLAY = Words("GameController", "{name} to play")
#: The status line after Take back (Ctrl+Z) undid one of the person's moves ({move}:
#: that move as the log told it, "You laid off 9♠ on Ana's 6♠ 7♠ 8♠.").
TAKEN_BACK = Words("GameController", "Taken back: {move}")
#: The status line after Take back undid a move the log tells no sentence of.
TOOK_BACK = Words("GameController", "Your last move is taken back.")
#: The status line's last sentence once the match is over, a position set up by hand
#: (no match, so no "Play again").
MATCH_OVER = Words("GameController", "The match is over: Game ▸ New game.")
#: ... and once a match is over: the score table's "Play again" deals another.
PLAY_AGAIN = Words(
    "GameController",
    "The match is over: “Play again”, in the score table, starts another (or Game ▸ New game).",
)


class TableNarration:
    """The moves' words of a controller (a mixin of `GameController`)."""

    session: Any
    state: Any
    seats: Any
    person: int
    message: str
    status_text: Any
    told: Any
    practice: Any  # the controller's practice table (app/ui/practice.py)
    takenBack: Any  # noqa: N815 - a Qt signal
    #: What the last move played at the table did, a sentence each (`play_told`).
    told_lines: Sequence[str] = ()
    #: The take back the house adds to the game's own commands at this table
    #: (`app.ui.table_module.TableModule.commands`; a staging area's takes its staged
    #: cards back first).
    take_back_action: ClassVar[GameAction] = TAKE_BACK_MOVE
    match: Any

    def match_over_text(self) -> str:
        """The status line's last sentence once the match is over: the score table's
        "Play again" deals another, Game ▸ New game being the other way (a position set
        up by hand, no match, has no "Play again": only the menu is named)."""
        return say(MATCH_OVER if self.match is None else PLAY_AGAIN)

    def play_told(self, action: Action, seat: int) -> None:
        """`play` `action` for `seat`, and say what it did as the game tells it (its
        `narration`, from the person's views before and after): the status line's
        message, and a line of the game log (`told`)."""
        before = self.view()
        self.play(action, seat)
        self.told_lines = self.tell(seat, action, before, self.view())
        self.message = " ".join(self.told_lines)
        if self.message:
            self.told.emit(self.state.deal_index, len(self.state.history), self.message)

    def status_now(self) -> str:
        """The status line without the last message (what a bot or the person did): what
        is to be done now, which the status line never cuts short."""
        said, self.message = self.message, ""
        try:
            return self.status_text()
        finally:
            self.message = said

    def can_take_back_move(self) -> bool:
        """Whether the person may take back their last action of this turn (the session
        says: back to the last one that showed them a card they had not seen)."""
        session = self.session
        if session is None or not session.can_take_back:
            return False
        return self.my_turn or session.practice  # practice: a finished deal's last move too

    def take_back_move(self) -> None:
        """Take back the person's last action of this turn (Ctrl+Z): the deal is rebuilt
        just before it, and the status line says what was taken back."""
        if not self.can_take_back_move():
            return
        self.practice.forget()  # a turn being played for the person stops
        undone = self.session.take_back()
        self.fresh_view()
        self.last_play = set()
        move = " ".join(self.tell(self.person, undone, self.view(), self.view_after(undone)))
        self.message = self.words(TAKEN_BACK.filled(move=move) if move else TOOK_BACK)
        self.takenBack.emit()
        self.begin_turn()

    def view_after(self, action: Action) -> Any:
        """The person's view just after `action` were played from the deal on the table:
        what a move taken back did is told from there, not from the table as it stood
        before the take-back (at a practice table the other seats' moves after it went
        back too, and are none of the person's)."""
        again = self.state.clone()
        again.play(action)
        return again.view(self.person)

    def tell(self, seat: int, action: Action, before: Any, after: Any) -> list[str]:
        """What `seat`'s `action` did, as the game tells it from the person's views just
        before and after it: a sentence each, as the person reads them."""
        lines = self.info.teller(self.narrator(), seat, action, before, after)
        return [self.words(line) for line in lines]

    def narrator(self) -> Narrator:
        """Who tells the moves: the person, every other seat by its shown name."""
        return Narrator(tuple(info.name for info in self.seats), self.person)

    def refuse(self, words: Words) -> None:
        """Say on the status line why a command cannot be done now (the window's
        commands that start another game ask first: `GameAction.locked`)."""
        self._refuse(self.words(words))

    def words(self, words: Words) -> str:
        """`words` as the person reads them (a count's English "(s)" settled)."""
        text = say(words)
        return text if words.count is None else counted(text, words.count)

    def match_log(self) -> list[tuple[int, int, str]]:
        """The game log of the match so far, rebuilt from its record (a game resumed):
        each deal's lines whose actions the record kept, as `told` gives them."""
        session = self.session
        if session is None or session.match is None:
            return []
        narrator = self.narrator()
        lines = []
        for deal_index, played in enumerate(session.deal_actions()):
            if played is None:
                continue
            for line in deal_log(session, deal_index, narrator, self.person):
                text = " ".join(self.words(w) for w in line.words)
                if text:
                    lines.append((line.deal_index, line.index, text))
        return lines

    def turn_line(self) -> str:
        """Whose turn it is now, for the log's last line ("" once the deal is over)."""
        seat = self.state.to_play if self.state is not None else None
        if seat is None:
            return ""
        if seat == self.person:
            return say(YOUR_TURN)
        return say(TO_PLAY.filled(name=self.seats[seat].name))

    def _said(self, seat: int, said: Said, **values: Any) -> str:
        """What `seat` did, as `said` words it: its sentence for the person's own move
        when `seat` is the person's, else the other with the seat's name as `{name}`;
        translated, then `values` filled in."""
        return self.words(self.narrator().said(seat, said, **values))
