"""What is said at a seat of a canasta-family table (Buraco, Mano y Pie): a short bubble
beside a partner's hand with what they did of note this turn (a meld, a lay-off, the pile
taken, a muerto or foot picked up) and their answer to a question, and the person's own
question at their seat while it waits.

A bubble lives no longer than its turn: words said in another seat's turn (an answer to
that seat's request) go when that turn ends, and what a partner did in their own turn
stays until their next turn begins (the person reads it on their own turn), never while
they play again.

`SeatBubbles` is a part of `CanastaController`, kept apart so that each half reads on its
own; it uses the controller's seats, person, message, narration and teams.
"""

from __future__ import annotations

from typing import Any, ClassVar

from app.core.engine import Action
from app.table.layout import Place
from app.table.zones import ZoneId, ZoneSpec


class SeatBubbles:
    """The words said at the seats (a mixin of `CanastaController`)."""

    person: int
    message: str
    seats: Any
    told_lines: Any
    family_actions: Any
    _past: Any
    #: What a partner said this turn at their seat (a short bubble beside their hand),
    #: and the person's own question while it waits: seat -> (the turn it was said in,
    #: whether that turn was the seat's own, lines). The controller's `__init__` makes it.
    bubbles: dict[int, tuple[int, bool, list[str]]]

    #: The most lines a seat's bubble keeps (the latest).
    BUBBLE_LINES: ClassVar[int] = 2

    def asks(self, action: Action) -> bool:
        """Whether `action` is a question to the partners (Mano y Pie's ask to go out)."""
        return False

    def own_line(self, before: Any) -> int:
        """Which of an action's told lines is the action's own sentence (the one a plain
        draw or discard does not show in a bubble): the first, unless the game tells
        something before it (Mano y Pie's dealt red 3s)."""
        return 0

    def turn_seat(self, view: Any) -> int | None:
        """Whose turn it is (Mano y Pie: the asker's while a partner answers)."""
        return view.to_play

    def _speak_at_seat(self, seat: int, action: Action, before: Any) -> None:
        self._say_at_seat(seat, action, before)
        self._drop_stale_bubbles(self.view())

    def _say_at_seat(self, seat: int, action: Action, before: Any) -> None:
        bubbles = self.bubbles
        own = self.turn_seat(before) == seat
        if seat == self.person:
            bubbles.pop(seat, None)
            if self.asks(action) and self.message:
                bubbles[seat] = (before.turn, own, [self.message])
            return
        bubbles.pop(self.person, None)  # the question is answered
        if not self.is_partner(before, seat) or not self.message:
            return
        turn, _own, lines = bubbles.get(seat, (None, own, []))
        if turn != before.turn:  # the partner's new turn: the last one's words are gone
            bubbles.pop(seat, None)
            lines = []
        # A partner's notable moves only: not a plain draw or discard (a muerto taken or a
        # foot picked up with it is), nor what another seat did with it (a red 3 placed).
        plain = isinstance(action, self.family_actions.draw | self.family_actions.discard)
        skip = self.own_line(before) if plain else None
        name = self.seats[seat].name
        said = [t for i, t in enumerate(self.told_lines) if i != skip and t.startswith(name)]
        if said:
            bubbles[seat] = (before.turn, own, [*lines, " ".join(said)][-self.BUBBLE_LINES :])

    def _drop_stale_bubbles(self, view: Any) -> None:
        """Drop the bubbles whose turn is over: words said in another seat's turn once
        that turn has ended, a seat's own turn's words once its next turn has begun."""
        now = self.turn_seat(view)
        for seat, (turn, own, _lines) in list(self.bubbles.items()):
            if turn != view.turn and (not own or now == seat):
                del self.bubbles[seat]

    def bubble_zones(self, view: Any) -> list[ZoneSpec]:
        """The words said at each seat (a partner's this turn, the person's question)."""
        if view.result is not None or self._past is not None:
            return []
        return [
            ZoneSpec(
                ZoneId("said", seat),
                kind="drop",
                place=Place.side(self.table_seat(seat)),
                label=" ".join(lines),
                marked="hint",
                draggable=False,
            )
            for seat, (_turn, _own, lines) in sorted(self.bubbles.items())
        ]
