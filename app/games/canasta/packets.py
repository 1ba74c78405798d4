"""A player's or a team's second packet (Buraco's muerto, Mano y Pie's foot), as data.

Each packet has a fate: untaken (face down, nobody sees it), pending (taken by a seat who
may look at it and will pick it up at the start of his next turn: Buraco's indirect
muerto, §5.5), taken (its cards went to a hand), or stock (it became the stock, §5.6).
Mano y Pie's feet belong to a seat from the deal (`owner`); Buraco's muertos to nobody
until a team qualifies (BU-A9), the packet with the lower index first.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

UNTAKEN, PENDING, TAKEN, STOCK = "untaken", "pending", "taken", "stock"


@dataclass(frozen=True, slots=True)
class PacketFate:
    """What became of packet `index`: its `state`, the seat that took it (and his team);
    `owner` is the seat a packet is dealt to (a foot), None for an unassigned muerto."""

    index: int
    state: str = UNTAKEN
    seat: int | None = None
    team: int | None = None
    owner: int | None = None

    def taken_by(self, seat: int, team: int, pending: bool) -> PacketFate:
        return replace(self, state=PENDING if pending else TAKEN, seat=seat, team=team)

    def as_stock(self) -> PacketFate:
        return replace(self, state=STOCK)


def team_packet(fates: Sequence[PacketFate], team: int) -> PacketFate | None:
    """The packet the team has taken (pending or picked up), if any."""
    for f in fates:
        if f.team == team and f.state in (PENDING, TAKEN):
            return f
    return None


def packet_for(fates: Sequence[PacketFate], team: int, seat: int | None = None) -> int | None:
    """The packet a team (or a seat, for owned packets) may take now: the untaken one
    with the lowest index, if the team has none yet. A packet dealt to a seat (Mano y
    Pie's foot) is that seat's whatever its partners took: each partner has his own."""
    if seat is not None:
        for f in fates:
            if f.state == UNTAKEN and f.owner == seat:
                return f.index
    if team_packet(fates, team) is not None:
        return None
    for f in fates:
        if f.state == UNTAKEN and f.owner is None:
            return f.index
    return None


def next_stock_packet(fates: Sequence[PacketFate]) -> int | None:
    """The untaken packet that becomes the stock when it runs out: the highest index."""
    untaken = [f.index for f in fates if f.state == UNTAKEN and f.owner is None]
    return max(untaken) if untaken else None
