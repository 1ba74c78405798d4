"""Determinisation: dealing the cards a seat cannot see into the zones it cannot see,
consistently with everything its view tells it (Cowling, Powley & Whitehouse 2012).

What a seat knows, in the terms every game here shares:

* the **unseen pool**: the pack minus every card in its sight (its hand, the table, the
  discard piles, face-up piles) — `unseen(pack, seen)`;
* the **hidden zones** and their sizes: each opponent's hand, a partner's hand (hidden
  like an opponent's), the stock, side packets of known size (a foot, a muerto, a
  personal stock) — one `HiddenZone` each;
* what it remembers or infers of a zone: cards known to be in it (seen taken from the
  discard pile, a stock rebuilt from the waste piles it saw, in order), cards known not
  to be in it (`absent`), or that its unknown cards come from a subset of the pool
  (`only`: cards the owner could not have placed).

`deal_unseen` deals the pool into the zones: known cards where they are known, the rest
at random (or in pool order without an RNG, for a bot that only needs *some* consistent
state, e.g. to ask an engine about its own legal moves). Every unseen card lands in
exactly one zone, so a game can build its world state (an engine state, a simulator) from
the result. The game, not this module, decides what the zones are.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from app.core.cards import Card, fmt


class InconsistentView(ValueError):
    """The zones cannot be filled from the pool as described (a bug in the caller's
    reading of its view, or a constraint that no deal satisfies)."""


@dataclass(frozen=True, slots=True)
class HiddenZone:
    """A zone the seat cannot see: its name, size and what the seat knows of it.

    `known` lists the zone's cards in zone order as far as they are known, None for a
    card not known; a shorter tuple leaves the zone's remaining cards unknown (so for a
    hand, where order means nothing, it is simply the cards known to be in it). Unknown
    cards come from the pool, never from `absent`, and only from `only` when it is given.
    """

    name: Hashable
    size: int
    known: tuple[Card | None, ...] = ()
    only: frozenset[Card] | None = None
    absent: frozenset[Card] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        if self.size < 0:
            raise ValueError(f"zone {self.name!r}: size {self.size} below 0")
        if len(self.known) > self.size:
            raise ValueError(
                f"zone {self.name!r}: {len(self.known)} known cards in a zone of {self.size}"
            )

    @property
    def slots(self) -> tuple[Card | None, ...]:
        """One entry per card of the zone, None where the card is not known."""
        return self.known + (None,) * (self.size - len(self.known))

    @property
    def unknown(self) -> int:
        return sum(1 for c in self.slots if c is None)

    @property
    def constrained(self) -> bool:
        return self.only is not None or bool(self.absent)

    def allows(self, c: Card) -> bool:
        return c not in self.absent and (self.only is None or c in self.only)


def unseen(pack: Iterable[Card], seen: Iterable[Card]) -> list[Card]:
    """The pack minus the cards in sight, in pack order. Every seen card must be a card of
    the pack, seen once: a card seen twice or from another pack is a misread view."""
    cards = list(pack)
    seen = list(seen)
    sighted = set(seen)
    in_pack = set(cards)
    if len(sighted) == len(seen) and sighted <= in_pack:  # the usual case, checked fast
        return [c for c in cards if c not in sighted]
    counts = Counter(seen)
    strange = [c for c in counts if c not in in_pack]
    twice = [c for c, n in counts.items() if n > 1]
    if strange or twice:
        parts = []
        if strange:
            parts.append(f"not in the pack: {fmt(sorted(strange))}")
        if twice:
            parts.append(f"seen twice: {fmt(sorted(twice))}")
        raise InconsistentView("seen cards " + "; ".join(parts))
    return [c for c in cards if c not in sighted]


def deal_unseen(
    pool: Sequence[Card],
    zones: Sequence[HiddenZone],
    rng: random.Random | None = None,
    *,
    tries: int = 64,
) -> dict[Hashable, list[Card]]:
    """One world: every card of `pool` dealt to exactly one zone, consistent with each
    zone's knowledge. Zone name -> its cards in zone order.

    With an RNG the unknown cards are shuffled; without, they are dealt in pool order (a
    fixed, arbitrary world). Constrained zones (`only`, `absent`) are filled first, the
    most constrained first, each from the cards it allows; the others share the rest.
    That is exact when the constraints do not compete for the same cards, and otherwise a
    good sample rather than a uniform one (a deal that paints itself into a corner is
    tried again, up to `tries` times, before `InconsistentView`).
    """
    names = [z.name for z in zones]
    if len(set(names)) != len(names):
        raise ValueError(f"zone names repeat: {names}")
    in_pool = Counter(pool)
    if any(n > 1 for n in in_pool.values()):
        raise InconsistentView("the unseen pool holds a card twice")
    known: dict[Card, Hashable] = {}
    for z in zones:
        for c in z.known:
            if c is None:
                continue
            if c not in in_pool:
                raise InconsistentView(f"zone {z.name!r}: known card {c} is not unseen")
            if c in known:
                raise InconsistentView(f"card {c} known in zones {known[c]!r} and {z.name!r}")
            if not z.allows(c):
                raise InconsistentView(f"zone {z.name!r}: known card {c} is excluded from it")
            known[c] = z.name
    free = [c for c in pool if c not in known]
    if sum(z.unknown for z in zones) != len(free):
        raise InconsistentView(
            f"{len(free)} unknown unseen cards for {sum(z.unknown for z in zones)} hidden places"
        )
    # Most constrained first: the fewest allowed cards per card to fill.
    constrained = sorted(
        (z for z in zones if z.constrained and z.unknown),
        key=lambda z: sum(1 for c in free if z.allows(c)) - z.unknown,
    )
    for _ in range(max(1, tries)):
        fill = _fill(free, zones, constrained, rng)
        if fill is not None:
            return {z.name: _placed(z, fill[z.name]) for z in zones}
        if rng is None:
            break  # the same deal again would fail the same way
    raise InconsistentView("no deal of the unseen cards satisfies the zones' constraints")


def _fill(
    free: list[Card],
    zones: Sequence[HiddenZone],
    constrained: Sequence[HiddenZone],
    rng: random.Random | None,
) -> dict[Hashable, list[Card]] | None:
    rest = list(free)
    if rng is not None:
        rng.shuffle(rest)
    out: dict[Hashable, list[Card]] = {}
    for z in constrained:
        allowed = [c for c in rest if z.allows(c)]
        if len(allowed) < z.unknown:
            return None
        chosen = allowed[: z.unknown]  # rest is shuffled already: a random choice
        taken = set(chosen)
        rest = [c for c in rest if c not in taken]
        out[z.name] = chosen
    for z in zones:
        if z.name in out:
            continue
        out[z.name], rest = rest[: z.unknown], rest[z.unknown :]
    return out


def _placed(zone: HiddenZone, unknown: list[Card]) -> list[Card]:
    cards = iter(unknown)
    return [next(cards) if c is None else c for c in zone.slots]


def conflicts(
    world: Mapping[Hashable, Sequence[Card]], pool: Sequence[Card], zones: Sequence[HiddenZone]
) -> list[str]:
    """What makes `world` inconsistent with the zones and pool (empty when nothing): for
    tests, and for a game checking a world it built another way."""
    problems: list[str] = []
    dealt = [c for z in zones for c in world.get(z.name, ())]
    if Counter(dealt) != Counter(pool):
        problems.append("the pool is not dealt exactly once")
    for z in zones:
        cards = list(world.get(z.name, ()))
        if len(cards) != z.size:
            problems.append(f"zone {z.name!r} holds {len(cards)} cards, not {z.size}")
            continue
        for c, slot in zip(cards, z.slots, strict=True):
            if slot is not None and c != slot:
                problems.append(f"zone {z.name!r}: {c} where {slot} is known")
            elif slot is None and not z.allows(c):
                problems.append(f"zone {z.name!r}: {c} is excluded from it")
    return problems
