"""Melds of the canasta family, written once for Buraco (RULES.md §5.3) and Mano y Pie (§4.3).

Both games judge the same things: runs and sets with wild cards (jokers and 2s), limits on
the wild cards, team-owned melds that grow, and the kind a meld has once it reaches seven
cards (Buraco's canasta limpa, suja or de mil; Mano y Pie's clean, dirty or wild book).
What differs is data in a `FamilyRules` value: Buraco allows runs with one wild card and
a natural 2 in its place, Mano y Pie sets only with naturals >= 2 x wilds, all-wild melds
and books closed at seven.

A run is always judged at explicit positional ranks (RULES.md §0.4). Where the cards
allow several readings (a wild card's position, an ace low or high, a 2 natural in place
or wild) the functions here list every reading and the caller chooses: the engine never
guesses. Positions are 1 (ace low) to 14 (ace high), never wrapping (§0.5).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from app.core.cards import Card
from app.core.engine import IllegalMove
from app.core.melds import (
    BURACO_MELDS,
    HIGH,
    LOW,
    MANO_Y_PIE_MELDS,
    MeldRules,
    check_run,
    check_set,
    is_wild,
    rank_at,
)

RUN, SET, WILD = "run", "set", "wild"
#: The kinds a complete meld may have (the game names them: Buraco's limpa, suja, de mil).
CLEAN, DIRTY, ALL_WILD, THOUSAND = "clean", "dirty", "wild", "thousand"
#: The reading that says "this group is a set" (a run's reading is its positions).
SET_READING: tuple[int, ...] = (0,)

Group = tuple[Card, ...]
Positions = tuple[int, ...]


@dataclass(frozen=True, slots=True)
class FamilyRules:
    """What differs between the family's games, as data.

    `meld_rules` is the core judge (runs or not, sets, wild ranks, wild limits, ratio,
    all-wild melds, maximum size). `book_size` is the length that completes a meld;
    `books_close` (Mano y Pie) stops a complete meld from growing; `run_books`,
    `set_books` and `wild_books` say which melds can complete; `thousand_run` (Buraco)
    makes the clean ace-to-ace run its own kind; `one_open_meld_per_rank` (Mano y Pie)
    forbids two incomplete melds of one rank; `wild_relocation` (Buraco BU-A8) lets a
    natural card take a wild card's place, the wild moving to an end of the run.
    """

    meld_rules: MeldRules
    book_size: int = 7
    books_close: bool = False
    run_books: bool = True
    set_books: bool = False
    wild_books: bool = False
    thousand_run: bool = False
    one_open_meld_per_rank: bool = False
    wild_relocation: bool = False
    unmeldable_rank_code: str = "rank_not_meldable"


#: Buraco §5.3 defaults (the game derives its options' variants with dataclasses.replace).
BURACO_FAMILY = FamilyRules(BURACO_MELDS, thousand_run=True, wild_relocation=True)
#: Mano y Pie §4.3: sets only, books of exactly 7 that close, wild books.
MANO_Y_PIE_FAMILY = FamilyRules(
    MANO_Y_PIE_MELDS,
    books_close=True,
    run_books=False,
    set_books=True,
    wild_books=True,
    one_open_meld_per_rank=True,
    unmeldable_rank_code="three_not_meldable",
)


@dataclass(frozen=True, slots=True)
class TeamMeld:
    """A meld on the table, owned by a team (DESIGN.md §2: melds belong to the team).

    A run keeps each card's positional rank (its cards in position order, so a wild card
    always has the rank it stands for); a set keeps its rank; an all-wild meld (Mano y
    Pie) has rank 0.
    """

    team: int
    kind: str
    cards: Group
    positions: Positions = ()
    rank: int = 0
    suit: str = ""

    def wild_flags(self, rules: FamilyRules) -> tuple[bool, ...]:
        """Which cards stand in for another (a 2 of the suit at position 2 is natural)."""
        if self.kind == RUN:
            return tuple(
                c.is_joker or not (c.suit == self.suit and c.rank == rank_at(p))
                for c, p in zip(self.cards, self.positions, strict=True)
            )
        return tuple(is_wild(c, rules.meld_rules) for c in self.cards)

    def wild_count(self, rules: FamilyRules) -> int:
        return sum(self.wild_flags(rules))

    @property
    def reading(self) -> Positions:
        """The reading that lays this meld again (its positions, or the set reading)."""
        return self.positions if self.kind == RUN else SET_READING


# --------------------------------------------------------------------------- judging


def judge_run(
    cards: Sequence[Card], positions: Sequence[int], rules: FamilyRules, team: int = 0
) -> TeamMeld | IllegalMove:
    """The run of these cards at these positions (any order), or why it is none."""
    if len(positions) != len(cards):
        return IllegalMove("bad_positions", group=list(cards), positions=list(positions))
    pairs = sorted(zip(positions, cards, strict=True), key=lambda pc: pc[0])
    ordered = [c for _, c in pairs]
    placed = [p for p, _ in pairs]
    problem = check_run(ordered, placed, rules.meld_rules)
    if problem is not None:
        return problem
    suit = _suit(ordered, placed, rules)
    return TeamMeld(team, RUN, tuple(ordered), tuple(placed), suit=suit)


def _suit(ordered: Sequence[Card], placed: Sequence[int], rules: FamilyRules) -> str:
    for c in ordered:
        if not is_wild(c, rules.meld_rules):
            return c.suit
    for c, p in zip(ordered, placed, strict=True):
        if c.rank == 2 and p == 2 and not c.is_joker:
            return c.suit
    return ""


def judge_set(cards: Sequence[Card], rules: FamilyRules, team: int = 0) -> TeamMeld | IllegalMove:
    """The set (or all-wild meld) of these cards, or why it is none."""
    problem = check_set(cards, rules.meld_rules)
    if problem is not None:
        if problem.code == "rank_not_meldable":
            return IllegalMove(rules.unmeldable_rank_code, **problem.params)
        return problem
    naturals = [c for c in cards if not is_wild(c, rules.meld_rules)]
    if not naturals:
        return TeamMeld(team, WILD, tuple(cards))
    return TeamMeld(team, SET, tuple(cards), rank=naturals[0].rank)


def run_readings(cards: Sequence[Card], rules: FamilyRules, team: int = 0) -> list[TeamMeld]:
    """Every valid run of these cards, from the lowest positions up.

    A natural card has its rank's position (an ace 1 or 14); a wild-rank card may be a
    natural 2 at position 2 (when the rules say so) or a wild card anywhere. Different
    wild cards at different places are different readings (they differ later: a 2 may
    move to its natural place when relocated)."""
    mr = rules.meld_rules
    if not mr.runs or len(cards) < mr.min_size:
        return []
    n = len(cards)
    out: list[TeamMeld] = []
    seen: set[tuple[tuple[Card, int], ...]] = set()
    for start in range(1, 16 - n):
        span = range(start, start + n)
        if span[-1] > 14 or (span[-1] == 14 and start == 1 and not mr.ace_both_ends):
            continue
        for placed in _place(list(cards), list(span), rules):
            key = tuple(sorted(placed.items(), key=lambda kv: kv[1]))
            if key in seen:
                continue
            judged = judge_run([c for c, _ in key], [p for _, p in key], rules, team)
            if isinstance(judged, TeamMeld):
                seen.add(key)
                out.append(judged)
    out.sort(key=lambda m: (m.positions, [str(c) for c in m.cards]))
    return out


def _place(cards: list[Card], span: list[int], rules: FamilyRules) -> Iterable[dict[Card, int]]:
    """Assignments of the cards to the span's positions: naturals where their rank is,
    wild-rank cards in every arrangement over the rest."""
    mr = rules.meld_rules
    fixed: dict[Card, int] = {}
    taken: set[int] = set()
    flexible: list[Card] = []
    for c in cards:
        if is_wild(c, mr):
            flexible.append(c)
            continue
        options = [p for p in ((1, 14) if c.rank == 1 else (c.rank,)) if p in span]
        options = [p for p in options if p not in taken]
        if not options:
            return
        if len(options) == 2:  # an ace at both ends: the first ace low, a second one high
            options = [options[0]]
        fixed[c] = options[0]
        taken.add(options[0])
    free = [p for p in span if p not in taken]
    if len(free) != len(flexible):
        return
    seen: set[tuple[int, ...]] = set()
    for perm in itertools.permutations(free):
        if perm in seen:
            continue
        seen.add(perm)
        yield {**fixed, **dict(zip(flexible, perm, strict=True))}
        if len(seen) > 720:  # never more than a handful of wild cards in one group
            return


def new_meld_readings(cards: Sequence[Card], rules: FamilyRules, team: int = 0) -> list[TeamMeld]:
    """Every reading of a new group: the set (or all-wild meld), then each run."""
    out: list[TeamMeld] = []
    judged = judge_set(cards, rules, team)
    if isinstance(judged, TeamMeld):
        out.append(judged)
    out.extend(run_readings(cards, rules, team))
    return out


def judge_new(
    cards: Sequence[Card], rules: FamilyRules, reading: Sequence[int] = (), team: int = 0
) -> TeamMeld | IllegalMove:
    """A new meld read as the player says: `SET_READING`, a run's positions (one per card,
    in the order given), or nothing when the group has exactly one reading. A group with
    several readings and none chosen is refused with `ambiguous_meld`, listing them."""
    group = list(cards)
    if len(set(group)) != len(group):
        return IllegalMove("card_twice", group=group)
    if tuple(reading) == SET_READING:
        return judge_set(group, rules, team)
    if reading:
        return judge_run(group, list(reading), rules, team)
    readings = new_meld_readings(group, rules, team)
    if len(readings) == 1:
        return readings[0]
    if readings:
        return IllegalMove(
            "ambiguous_meld", group=group, readings=[reading_for(group, m) for m in readings]
        )
    return _why_no_meld(group, rules)


def reading_for(group: Sequence[Card], meld: TeamMeld) -> list[int]:
    """The reading of `meld` for its cards in the order of `group` (what an action sends)."""
    if meld.kind != RUN:
        return list(SET_READING)
    at = dict(zip(meld.cards, meld.positions, strict=True))
    return [at[c] for c in group]


def _why_no_meld(group: list[Card], rules: FamilyRules) -> IllegalMove:
    mr = rules.meld_rules
    naturals = [c for c in group if not is_wild(c, mr)]
    if len(group) < mr.min_size:
        return IllegalMove("group_too_short", group=group, minimum=mr.min_size)
    if not mr.runs or (naturals and len({c.rank for c in naturals}) == 1):
        judged = judge_set(group, rules)
        if isinstance(judged, IllegalMove):
            return judged
    wilds = len(group) - len(naturals)
    # A 2 may be natural in place only in its own suit's run (BU-T05: in `5D JK 7D 2C 9D`
    # the 2C is a second wild card, not a natural 2).
    suits = {c.suit for c in naturals}
    twos = [c for c in group if c.rank == 2 and not c.is_joker and (not suits or c.suit in suits)]
    if mr.max_wilds is not None and wilds - (1 if mr.natural_two_in_place and twos else 0) > (
        mr.max_wilds
    ):
        return IllegalMove("too_many_wilds", group=group, maximum=mr.max_wilds)
    if naturals and len({c.suit for c in naturals}) > 1:
        return IllegalMove("not_a_meld", group=group)
    return IllegalMove("not_a_run", group=group)


# --------------------------------------------------------------------------- growing melds


@dataclass(frozen=True, slots=True)
class LayOffReading:
    """One way cards join a meld: the grown meld, where each added card stands (runs),
    and where a relocated wild card went (`low`, `high`, or None when none moved)."""

    meld: TeamMeld
    positions: Positions
    wild_end: str | None


def lay_off_readings(
    meld: TeamMeld, added: Sequence[Card], rules: FamilyRules
) -> list[LayOffReading]:
    """Every legal way to add these cards to the meld.

    A set (or an all-wild meld) takes cards that keep it a valid meld of its kind; its
    wild cards never move. A run takes each card at a position that keeps the run whole:
    beyond an end, or (with wild relocation, BU-A8) at a natural card's own position held
    by a wild card, which then moves to either end where that forms a valid run (a 2 of
    the suit moved to position 2 becomes natural). A complete meld that closes (Mano y
    Pie's book) takes nothing.
    """
    added = list(added)
    if not added or len(set(added)) != len(added) or set(added) & set(meld.cards):
        return []
    if rules.books_close and len(meld.cards) >= rules.book_size:
        return []
    if meld.kind != RUN:
        judged = judge_set([*meld.cards, *added], rules, meld.team)
        if isinstance(judged, IllegalMove) or judged.kind != meld.kind:
            return []
        if meld.kind == SET and judged.rank != meld.rank:
            return []
        return [LayOffReading(judged, (), None)]
    return _run_lay_offs(meld, added, rules)


def _run_lay_offs(meld: TeamMeld, added: list[Card], rules: FamilyRules) -> list[LayOffReading]:
    mr = rules.meld_rules
    flags = meld.wild_flags(rules)
    natural_at = {p for p, w in zip(meld.positions, flags, strict=True) if not w}
    wild_at = {p: c for p, c, w in zip(meld.positions, meld.cards, flags, strict=True) if w}
    suit = meld.suit
    choices: list[list[int]] = []
    for c in added:
        if is_wild(c, mr):
            opts = list(range(1, 15))
        elif c.suit != suit:
            return []
        else:
            opts = [1, 14] if c.rank == 1 else [c.rank]
        choices.append([p for p in opts if p not in natural_at])
    out: list[LayOffReading] = []
    seen: set[tuple[tuple[Card, int], ...]] = set()
    for placed in itertools.product(*choices):
        if len(set(placed)) != len(placed):
            continue
        displaced: list[Card] = []
        ok = True
        for c, p in zip(added, placed, strict=True):
            if p in wild_at:
                natural = not c.is_joker and c.suit == suit and c.rank == rank_at(p)
                if not (natural and rules.wild_relocation):
                    ok = False
                    break
                displaced.append(wild_at[p])
        if not ok:
            continue
        at: dict[int, Card] = {
            p: c for p, c in zip(meld.positions, meld.cards, strict=True) if c not in displaced
        }
        at.update(zip(placed, added, strict=True))
        for ends in itertools.product((LOW, HIGH), repeat=len(displaced)):
            grown = dict(at)
            for wild, end in zip(displaced, ends, strict=True):
                spot = min(grown) - 1 if end == LOW else max(grown) + 1
                grown[spot] = wild
            ps = sorted(grown)
            if ps[-1] - ps[0] + 1 != len(ps):
                continue
            key = tuple((grown[p], p) for p in ps)
            if key in seen:
                continue
            judged = judge_run([grown[p] for p in ps], ps, rules, meld.team)
            if isinstance(judged, IllegalMove):
                continue
            seen.add(key)
            out.append(LayOffReading(judged, tuple(placed), ends[0] if ends else None))
    out.sort(key=lambda r: (r.positions, r.wild_end or ""))
    return out


def judge_lay_off(
    meld: TeamMeld,
    added: Sequence[Card],
    rules: FamilyRules,
    positions: Sequence[int] = (),
    wild_end: str | None = None,
) -> LayOffReading | IllegalMove:
    """The lay-off the player chose: `positions` (one per added card) and `wild_end`
    narrow the readings; exactly one must remain (else `ambiguous_lay_off`, listing the
    readings as positions and wild end)."""
    group = list(added)
    if positions and len(positions) != len(group):
        return IllegalMove("bad_positions", group=group, positions=list(positions))
    if rules.books_close and len(meld.cards) >= rules.book_size:
        return IllegalMove("book_closed", meld=list(meld.cards))
    found = [
        r
        for r in lay_off_readings(meld, group, rules)
        if (not positions or r.positions == tuple(positions))
        and (wild_end is None or r.wild_end == wild_end)
    ]
    if len(found) == 1:
        return found[0]
    if found:
        return IllegalMove(
            "ambiguous_lay_off",
            group=group,
            readings=[[list(r.positions), r.wild_end] for r in found],
        )
    return IllegalMove("cannot_lay_off", group=group, meld=list(meld.cards))


# --------------------------------------------------------------------------- complete melds


def completed_kind(meld: TeamMeld, rules: FamilyRules) -> str | None:
    """What a meld of `book_size` or more cards counts as: `THOUSAND` (the clean run from
    ace to ace, Buraco's canasta de mil), `CLEAN`, `DIRTY` or `ALL_WILD`; None if it is
    no book/canasta (too short, or a kind the game never completes)."""
    if len(meld.cards) < rules.book_size:
        return None
    if meld.kind == RUN and not rules.run_books:
        return None
    if meld.kind == SET and not rules.set_books:
        return None
    if meld.kind == WILD:
        return ALL_WILD if rules.wild_books else None
    wilds = meld.wild_count(rules)
    if (
        rules.thousand_run
        and meld.kind == RUN
        and not wilds
        and meld.positions[0] == 1
        and meld.positions[-1] == 14
    ):
        return THOUSAND
    return CLEAN if not wilds else DIRTY


def open_meld_of_rank(
    melds: Iterable[TeamMeld], team: int, rank: int, rules: FamilyRules
) -> TeamMeld | None:
    """The team's incomplete meld of this rank (0: the all-wild meld), if any: Mano y
    Pie allows only one at a time (§4.3)."""
    for m in melds:
        if m.team == team and m.kind != RUN and m.rank == rank and len(m.cards) < rules.book_size:
            return m
    return None
