"""Where Scala 40's hints point on the table (app/ui/hints.py): a part of its controller."""

from __future__ import annotations

from typing import Any

from app.games.scala40.engine import Discard, DrawStock, ExchangeJoker, LayOff, Meld, TakeDiscard
from app.table.zones import ZoneId
from app.ui.staging import NEW_STAGE
from app.ui.staging_controller import DISCARD, HAND, STOCK


class Scala40Hints:
    """The arrow of a hinted Scala 40 move (a mixin of `Scala40Controller`)."""

    def hint_source(self, action: Any) -> ZoneId | None:
        if isinstance(action, TakeDiscard):
            return DISCARD
        return STOCK if isinstance(action, DrawStock) else HAND

    def hint_target(self, action: Any) -> ZoneId | None:
        """The hand (a draw), the staging area (an opening with the discard, new melds),
        the meld laid off on or whose joker is exchanged, the discard pile."""
        if isinstance(action, DrawStock):
            return HAND
        if isinstance(action, TakeDiscard):
            return NEW_STAGE if action.open_with else HAND
        if isinstance(action, Meld):
            return NEW_STAGE
        if isinstance(action, LayOff | ExchangeJoker):
            return ZoneId("meld", action.meld_index)
        return DISCARD if isinstance(action, Discard) else None
