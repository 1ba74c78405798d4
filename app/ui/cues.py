"""Which of the table's sound effects (app/ui/sound.py) the session's events call for.

`SoundCues` is a part of `GameController` (app/ui/controller_base.py), kept apart so that
each half reads on its own: the controller declares the `cue` signal, each game's
controller its `sounds`, and this half says when each effect is due.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from app.session import ActionPlayed, DealOver


class SoundCues:
    """The sound effects of a controller's table (a mixin of `GameController`)."""

    cue: Any  # the controller's Qt signal: an effect's name
    state: Any
    person: int
    #: Each of the game's action kinds' sound effect ("draw", "meld", "discard"; None:
    #: silent). Declared by every game's controller for all its kinds (a test checks).
    sounds: ClassVar[Mapping[str, str | None]] = {}
    #: Who played the deal's last action (None: nobody yet in this deal).
    _last_mover: int | None = None

    def cue_event(self, event: Any) -> None:
        """An action's effect as the game declares it; the chord at a deal's end."""
        if isinstance(event, ActionPlayed):
            self._last_mover = event.seat
            effect = self.sounds.get(event.action.kind)
            if effect is not None:
                self.cue.emit(effect)
        elif isinstance(event, DealOver):
            self.cue.emit("end")

    def cue_deal(self) -> None:
        """A deal on the table, new or resumed, not yet over: the cards dealt round."""
        self._last_mover = None
        if self.state is not None and self.state.to_play is not None:
            self.cue.emit("deal")

    def cue_turn(self) -> None:
        """The person is to move: a chime when the turn came round from another seat."""
        if self.state.history and self._last_mover not in (None, self.person):
            self.cue.emit("turn")
