"""The window's house features, one part each (app/ui/shell/port.py says what a part is).

`PARTS` is the one list the window builds its features from, in order: their menu
entries go in this order in each menu, and their lines and offers in the table between
deals. Adding a feature is one part module and one word here; a part left out of the list
leaves no menu entry, key or offer behind.
"""

from __future__ import annotations

from app.ui.parts.game_log import GameLogPart
from app.ui.parts.hints import HintsPart
from app.ui.parts.practice import PracticePart
from app.ui.parts.review import ReviewPart
from app.ui.parts.sound import SoundPart
from app.ui.parts.statistics import StatisticsPart
from app.ui.shell.port import Part

PARTS: tuple[type[Part], ...] = (
    SoundPart,
    HintsPart,
    StatisticsPart,
    ReviewPart,
    PracticePart,
    GameLogPart,
)
