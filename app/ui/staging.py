"""The staging area: new melds built from hand cards before they are laid down.

Scala 40 lays its opening and its new melds in one action, Mano y Pie and Buraco build new
melds the same way, and a pile taken to be melded at once (Scala 40 §2.4 D2 (b), Buraco
§5.4, Mano y Pie §4.4) brings a card that must go into one of them: the tray above the hand
where the person gathers those groups is the same piece for every game. `Staging` keeps
the groups, the reading the person picked for a group that has several, the one card
staged from a pile (`pinned`), and adds the value so far; the game supplies what a group
may be read as (`readings`), which reading stands when the person picked none
(`default`) and what a reading is worth (`value`). `staging_zones` draws it.

Nothing here is an engine action: the controller turns `melds()` and `kinds()` into its
game's action when the person lays the groups down.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Sequence
from typing import Any

from app.core.cards import RANK_NAMES, SUIT_SYMBOLS, Card
from app.core.melds import rank_at
from app.table.layout import Place
from app.table.zones import ZoneId, ZoneSpec

#: A reading of a group: what it is and, for a run, the positions its cards stand at.
ReadingKey = tuple[str, tuple[int, ...] | None]
#: A way a group is read (a judged meld: `.cards` in order, `.kind`, `.positions`).
Reading = Any

#: The drop target that starts a new staged group.
NEW_STAGE = ZoneId("stage", key="new")


def stage_zone(group: int) -> ZoneId:
    return ZoneId("stage", group)


def reading_zone(group: int, reading: int) -> ZoneId:
    """The small target under the tray that picks one reading of a group."""
    return ZoneId("reading", group, reading)


def reading_key(meld: Reading) -> ReadingKey:
    return (meld.kind, meld.positions)


class Staging:
    """Staged groups of cards, in the order each one's reading lays it."""

    def __init__(
        self,
        readings: Callable[[Sequence[Card]], list[Reading]],
        default: Callable[[Sequence[Card], list[Reading]], Reading | None],
        value: Callable[[Reading], int],
    ) -> None:
        self._readings = readings
        self._default = default
        self._value = value
        self.groups: list[list[Card]] = []
        #: The reading the person picked, by the group's cards (a group whose cards change
        #: is read afresh).
        self.chosen: dict[frozenset[Card], ReadingKey] = {}
        #: A card staged from a pile rather than the hand: it goes back to its pile, not
        #: to the hand, and the laying down carries the take.
        self.pinned: Card | None = None

    # ------------------------------------------------------------------ what is staged
    def __len__(self) -> int:
        return len(self.groups)

    def __iter__(self) -> Iterator[list[Card]]:
        return iter(self.groups)

    def __bool__(self) -> bool:
        return bool(self.groups)

    def cards(self) -> set[Card]:
        return {c for g in self.groups for c in g}

    def group(self, index: int) -> list[Card]:
        return list(self.groups[index])

    # ------------------------------------------------------------------ editing
    def clear(self) -> None:
        self.groups = []
        self.chosen = {}
        self.pinned = None

    def add(self, cards: Sequence[Card], group: int | None = None, index: int = -1) -> None:
        """Stage cards (taking them out of any group they were in): into group `group` at
        `index` (-1: at its end), or as a new group (`group` None, or nothing staged yet).
        A pinned card moved to another group stays pinned."""
        self._take_out(cards)
        if group is None or not self.groups:
            self.groups.append(list(cards))
        else:
            target = self.groups[max(0, min(group, len(self.groups) - 1))]
            at = max(0, min(index, len(target))) if index >= 0 else len(target)
            target[at:at] = list(cards)
        self.groups = [list(self.arranged(g)) for g in self.groups if g]

    def pin(self, card: Card, group: int | None = None, index: int = -1) -> None:
        """Stage a pile's card that must be melded at once (see `pinned`)."""
        self.add([card], group, index)
        self.pinned = card

    def remove(self, cards: Collection[Card]) -> None:
        """Cards leave their groups (groups left empty vanish); a pinned card that leaves
        takes the pile's take with it, so `pinned` is None afterwards."""
        self._take_out(cards)
        if self.pinned is not None and self.pinned in cards:
            self.pinned = None

    def _take_out(self, cards: Collection[Card]) -> None:
        self.groups = [[c for c in g if c not in cards] for g in self.groups]
        self.groups = [g for g in self.groups if g]

    def take_back(self, cards: Collection[Card]) -> None:
        """Cards go back where they came from: hand cards to the hand, the pinned card to
        its pile (and its take is off)."""
        self.remove(cards)

    def keep_only(self, held: Collection[Card]) -> None:
        """Forget staged cards the player no longer holds (played, discarded, a new deal);
        the pinned card stays while its take is still to be made."""
        gone = [c for c in self.cards() if c not in held and c != self.pinned]
        if gone:
            self.remove(gone)

    # ------------------------------------------------------------------ readings
    def readings(self, group: Sequence[Card]) -> list[Reading]:
        """Every reading of a group (more than one: the person picks)."""
        return self._readings(group)

    def reading(self, group: Sequence[Card]) -> Reading | None:
        """How a group is read: the reading the person picked, else its only one, else the
        game's default (None: no meld, or the person has to pick)."""
        readings = self._readings(group)
        chosen = self.chosen.get(frozenset(group))
        if chosen is not None:
            for meld in readings:
                if reading_key(meld) == chosen:
                    return meld
        if len(readings) == 1:
            return readings[0]
        if not readings:
            return None
        return self._default(group, readings)

    def needs_choice(self, group: Sequence[Card]) -> bool:
        """The group has several readings and none stands yet."""
        return len(self._readings(group)) > 1 and self.reading(group) is None

    def choose(self, group: int, reading: int) -> Reading | None:
        """The person picked a reading of a group: it is laid in that reading's order.
        None (and nothing changes) when there is no such group or reading."""
        if not 0 <= group < len(self.groups):
            return None
        readings = self._readings(self.groups[group])
        if not 0 <= reading < len(readings):
            return None
        picked = readings[reading]
        self.chosen[frozenset(self.groups[group])] = reading_key(picked)
        self.groups[group] = list(picked.cards)
        return picked

    def arranged(self, group: Sequence[Card]) -> tuple[Card, ...]:
        """The group in its reading's order, or as staged when it has none."""
        reading = self.reading(group)
        return tuple(reading.cards) if reading is not None else tuple(group)

    def melds(self) -> tuple[tuple[Card, ...], ...]:
        return tuple(self.arranged(g) for g in self.groups if g)

    def kinds(self) -> tuple[str | None, ...]:
        """The kind of reading of each group that has several (None for the others), or
        () when no group has several: what the engine is told (RULES.md §0.4)."""
        kinds: list[str | None] = []
        for group in self.groups:
            reading = self.reading(group)
            several = len(self._readings(group)) > 1
            kinds.append(reading.kind if several and reading is not None else None)
        return tuple(kinds) if any(kinds) else ()

    def value(self) -> int:
        """What the groups that read as melds are worth together (the others count 0)."""
        return sum(self._value(r) for r in map(self.reading, self.groups) if r is not None)

    def reaches(self, minimum: int) -> bool:
        return self.value() >= minimum


def game_staging(
    readings: Callable[[Sequence[Card]], list[Reading]],
    as_staged: Callable[[Sequence[Card], list[Reading]], Reading | None],
    fallback: Callable[[list[Reading]], Reading],
    value: Callable[[Reading], int],
) -> Staging:
    """A staging area with the default reading both staging games use for a group that
    reads several ways and whose reading the person has not picked (RULES.md §0.4): a
    group that could be a set waits for the pick; a run stands in the order as staged
    when that is one of its readings (the person placed the wild card: `as_staged`), else
    in the game's `fallback` (Scala 40: extending upward; Buraco: the fewest wilds)."""

    def default(group: Sequence[Card], found: list[Reading]) -> Reading | None:
        if any(m.kind != "run" for m in found):
            return None
        staged = as_staged(group, found)
        return staged if staged is not None else fallback(found)

    return Staging(readings=readings, default=default, value=value)


def in_staged_order(group: Sequence[Card], found: list[Reading]) -> Reading | None:
    """The reading that keeps the group's cards in the order they were staged, if any."""
    return next((m for m in found if list(m.cards) == list(group)), None)


def wilds_standing(meld: Reading, wild: Sequence[bool]) -> list[tuple[Card, str]]:
    """Each wild card of a reading and what it stands for: in a run its rank and suit
    ("5♠"), in a set its rank ("7")."""
    out = []
    for i, (c, is_wild) in enumerate(zip(meld.cards, wild, strict=True)):
        if not is_wild:
            continue
        if meld.kind == "run" and meld.positions and meld.suit:
            out.append((c, RANK_NAMES[rank_at(meld.positions[i]) - 1] + SUIT_SYMBOLS[meld.suit]))
        elif meld.rank:
            out.append((c, RANK_NAMES[meld.rank - 1]))
    return out


def staging_zones(
    staging: Staging,
    describe: Callable[[Sequence[Card], Reading | None], tuple[str | None, str]],
    reading_text: Callable[[Reading], str],
    prompt: str,
) -> list[ZoneSpec]:
    """The tray: one zone per staged group (marked and labelled by `describe(group,
    reading)` → (mark, label)), the readings of each group that has several as small
    targets under it, and the drop target for a new group labelled `prompt`."""
    zones: list[ZoneSpec] = []
    choices: list[ZoneSpec] = []
    for i, group in enumerate(staging.groups):
        shown = staging.arranged(group)
        reading = staging.reading(group)
        readings = staging.readings(group)
        marked, label = describe(shown, reading)
        if len(readings) > 1:
            picked = reading_key(reading) if reading is not None else None
            choices += [
                ZoneSpec(
                    reading_zone(i, k),
                    kind="drop",
                    place=Place.staging(),
                    label=reading_text(m),
                    marked="hint" if reading_key(m) == picked else None,
                )
                for k, m in enumerate(readings)
            ]
        zones.append(
            ZoneSpec(
                stage_zone(i),
                kind="group",
                place=Place.staging(),
                cards=list(shown),
                label=label,
                marked=marked,
                card_marks={c: "placed" for c in shown if c == staging.pinned},
            )
        )
    zones += choices
    zones.append(ZoneSpec(NEW_STAGE, kind="drop", label=prompt, place=Place.staging()))
    return zones
