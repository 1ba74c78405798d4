"""What a session tells its listeners: every action played, every deal and match over,
every storage problem (and its end).

Events are values: a listener (the window's controller, a test, the command line) reads
them and never reaches into the session to learn what happened.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from app.core.engine import Action, Outcome


@dataclass(frozen=True, slots=True)
class ActionPlayed:
    """`seat` played `action` in deal `deal_index`, the deal's action number `index`
    (from 1: `MatchSession.state_at(deal_index, index)` is the table just after it).
    `view` is what the seat saw when it chose (its `view(seat)` before the action)."""

    seat: int
    action: Action
    deal_index: int
    index: int
    view: Any


@dataclass(frozen=True, slots=True)
class TakenBack:
    """The person took back `action`, the last of deal `deal_index`'s actions: the deal
    now has `index` actions (`MatchSession.state_at(deal_index, index)` is the table)."""

    seat: int
    action: Action
    deal_index: int
    index: int


@dataclass(frozen=True, slots=True)
class DealOver:
    """Deal `deal_index` ended with `outcome`; `match_over`: it was the match's last."""

    deal_index: int
    outcome: Outcome
    match_over: bool


@dataclass(frozen=True, slots=True)
class MatchOver:
    """The match ended: its winning seats (co-winners on a tie) and totals per seat."""

    winners: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class StorageProblem:
    """What cannot be saved now, by kind (`what`: "scoreboard" or "saved game"), in one
    line naming what and where; `sentence` is "" once it can be saved again."""

    what: str
    sentence: str


Event = ActionPlayed | TakenBack | DealOver | MatchOver | StorageProblem
