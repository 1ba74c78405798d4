"""Where a window's sessions keep their work: the saved-game slot, the scoreboard (through
the recorder of finished deals) and what cannot be saved now.

One `Store` serves every session of a window, so a fault is told once for the window,
whichever game meets it, and cleared by whichever game finds it fixed.
"""

from __future__ import annotations

from pathlib import Path

from app.core.words import Words
from app.games.registry import GAMES
from app.storage.recorder import DealRecorder
from app.storage.saved_game import SavedGame
from app.storage.scoreboard import Scoreboard


class Store:
    def __init__(
        self,
        saved: SavedGame | None = None,
        scoreboard: Scoreboard | None = None,
        recorder: DealRecorder | None = None,
    ) -> None:
        self.saved = saved
        self.recorder = recorder if recorder is not None else DealRecorder(scoreboard)
        #: What cannot be saved now, by kind ("scoreboard", "saved game"), one line each,
        #: marked for translation (the window's banner says them; `problems` is their
        #: English).
        self.faults: dict[str, Words | str] = {}

    @property
    def scoreboard(self) -> Scoreboard | None:
        return self.recorder.scoreboard

    @property
    def problems(self) -> dict[str, str]:
        """What cannot be saved now, by kind, in English."""
        return {what: str(sentence) for what, sentence in self.faults.items()}

    def fault(self, what: str, sentence: Words | str) -> bool:
        """Keep what cannot be saved; True when it is news (the first fault of its kind)."""
        kept = self.faults.get(what)
        if kept is not None and str(kept) == str(sentence):
            if isinstance(sentence, Words):
                self.faults[what] = sentence  # the same sentence, now translatable
            return False
        first = what not in self.faults
        self.faults[what] = sentence
        return first

    def fixed(self, what: str) -> bool:
        """Forget a fault of this kind; True when there was one (it is news then)."""
        return self.faults.pop(what, None) is not None


def open_scoreboard(path: Path | None = None, create: bool = True) -> Scoreboard:
    """The scoreboard, told which games count penalty points (from the registry: storage
    itself knows no game)."""
    return Scoreboard(path, create, lower_is_better=[g.id for g in GAMES if g.lower_scores_win])
