"""A match being played, in pure Python (DESIGN.md §1, §4): the layer every table stands on.

`MatchSession` owns the seats and teams, the person's seat, the match and its deals, the
saved-game record (built, checked, restored), the scoreboard's rows and what a storage
fault leaves pending. It is driven by actions and tells what happened as events
(`events`); the window's controllers, `tapete-cli` and the tests drive the same session.
It can rebuild any earlier point of its match from its record (`state_at`), which is
what take-back, review and practice stand on.
"""

from app.session.events import ActionPlayed, DealOver, Event, MatchOver, StorageProblem
from app.session.record import DamagedRecord
from app.session.seats import DEFAULT_NAMES, NAME_MAX_LENGTH, SeatInfo
from app.session.session import MatchSession, Position
from app.session.store import Store, open_scoreboard

__all__ = [
    "DEFAULT_NAMES",
    "NAME_MAX_LENGTH",
    "ActionPlayed",
    "DamagedRecord",
    "DealOver",
    "Event",
    "MatchOver",
    "MatchSession",
    "Position",
    "SeatInfo",
    "StorageProblem",
    "Store",
    "open_scoreboard",
]
