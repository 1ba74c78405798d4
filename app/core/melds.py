"""Meld primitives, written once for all five games (RULES.md §0.5 and each game's Melds).

A game describes its melds with one `MeldRules` value; the checks here answer `None` or
an `IllegalMove` whose code names the problem. Runs are judged with explicit positional
ranks (RULES.md §0.4): a caller gives them, or `run_positions` infers them from the order
the player laid the cards in, or `arrange_run` finds them for cards in any order.

Positions: A=1 ... K=13, an ace after the K is 14. With wrap-around (a Quita y Pon
option) positions go on past 14 (15 is a 2, 16 a 3 ...), and a run spans at most 13.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from app.core.cards import Card
from app.core.engine import IllegalMove

JOKER_ONLY = frozenset({0})
JOKERS_AND_TWOS = frozenset({0, 2})


@dataclass(frozen=True, slots=True)
class MeldRules:
    """Everything that differs between the games' melds."""

    min_size: int = 3
    max_size: int | None = None
    # runs
    runs: bool = True
    ace_both_ends: bool = False
    wraparound: bool = False
    # sets
    sets: bool = True
    set_max: int | None = None
    set_distinct_suits: bool = False
    set_ranks: frozenset[int] | None = None
    # wild cards: ranks that are wild (0 = joker), and their limits
    wild_ranks: frozenset[int] = frozenset()
    max_wilds: int | None = 0
    natural_two_in_place: bool = False
    naturals_at_least_twice_wilds: bool = False
    #: With `naturals_at_least_twice_wilds`: naturals >= natural_ratio x wilds (Mano y
    #: Pie's `wild_ratio`, HF-A4; 2 by default, whence the flag's name).
    natural_ratio: int = 2
    all_wild_melds: bool = False

    @property
    def max_run(self) -> int:
        if self.wraparound:
            return 13
        return 14 if self.ace_both_ends else 13


@dataclass(frozen=True, slots=True)
class Meld:
    """A valid meld: a set (with its rank) or a run (with its suit and positions)."""

    kind: str
    cards: tuple[Card, ...]
    rank: int | None = None
    suit: str | None = None
    positions: tuple[int, ...] | None = None

    @property
    def wild_count(self) -> int:
        return sum(1 for w in self.wild_flags if w)

    @property
    def wild_flags(self) -> tuple[bool, ...]:
        """Which cards stand in for another card (a natural 2 in place is not wild)."""
        if self.kind == "run":
            assert self.positions is not None
            return tuple(
                not _natural_at(c, p, self.suit)
                for c, p in zip(self.cards, self.positions, strict=True)
            )
        return tuple(c.rank != self.rank for c in self.cards)


def rank_at(position: int) -> int:
    """The rank a positional rank stands for (14 is an ace; past 14 when wrapping)."""
    return (position - 1) % 13 + 1


def _natural_at(c: Card, position: int, suit: str | None) -> bool:
    return not c.is_joker and c.suit == suit and c.rank == rank_at(position)


def is_wild(c: Card, rules: MeldRules) -> bool:
    """A card of a wild rank (it may still be natural in place, see `check_run`)."""
    return c.rank in rules.wild_ranks


# --------------------------------------------------------------------------- sets


def check_set(cards: Sequence[Card], rules: MeldRules) -> IllegalMove | None:
    group = list(cards)
    if not rules.sets:
        return IllegalMove("sets_not_allowed", group=group)
    n = len(group)
    if n < rules.min_size:
        return IllegalMove("group_too_short", group=group, minimum=rules.min_size)
    if rules.max_size is not None and n > rules.max_size:
        return IllegalMove("meld_too_long", group=group, maximum=rules.max_size)
    if rules.set_max is not None and n > rules.set_max:
        return IllegalMove("set_too_large", group=group, maximum=rules.set_max)
    naturals = [c for c in group if not is_wild(c, rules)]
    wilds = n - len(naturals)
    if not naturals:
        if rules.all_wild_melds:
            return None
        return IllegalMove("no_natural_card", group=group)
    rank = naturals[0].rank
    if any(c.rank != rank for c in naturals):
        return IllegalMove("mixed_ranks", group=group)
    if rules.set_ranks is not None and rank not in rules.set_ranks:
        return IllegalMove("rank_not_meldable", group=group, rank=rank)
    problem = _check_wild_limits(group, wilds, len(naturals), rules)
    if problem:
        return problem
    if rules.set_distinct_suits:
        suits = [c.suit for c in naturals]
        if len(set(suits)) != len(suits):
            return IllegalMove("repeated_suit", group=group)
    return None


def set_rank(cards: Sequence[Card], rules: MeldRules) -> int | None:
    for c in cards:
        if not is_wild(c, rules):
            return c.rank
    return None


def _check_wild_limits(
    group: list[Card], wilds: int, naturals: int, rules: MeldRules
) -> IllegalMove | None:
    if rules.max_wilds is not None and wilds > rules.max_wilds:
        if rules.max_wilds == 0:
            return IllegalMove("wild_not_allowed", group=group)
        return IllegalMove("too_many_wilds", group=group, maximum=rules.max_wilds)
    if rules.naturals_at_least_twice_wilds and wilds and naturals < rules.natural_ratio * wilds:
        return IllegalMove("too_many_wilds", group=group, naturals=naturals, wilds=wilds)
    return None


# --------------------------------------------------------------------------- runs


def check_run(
    cards: Sequence[Card], positions: Sequence[int], rules: MeldRules
) -> IllegalMove | None:
    """Judge a run whose cards stand at the given positional ranks (RULES.md §0.5)."""
    group = list(cards)
    if not rules.runs:
        return IllegalMove("runs_not_allowed", group=group)
    n = len(group)
    if len(positions) != n:
        raise ValueError("one position per card")
    if n < rules.min_size:
        return IllegalMove("group_too_short", group=group, minimum=rules.min_size)
    if rules.max_size is not None and n > rules.max_size:
        return IllegalMove("meld_too_long", group=group, maximum=rules.max_size)
    if any(positions[i + 1] != positions[i] + 1 for i in range(n - 1)):
        return IllegalMove("not_consecutive", group=group)
    first, last = positions[0], positions[-1]
    if first < 1:
        return IllegalMove("run_out_of_range", group=group)
    if rules.wraparound:
        if n > 13:
            return IllegalMove("run_too_long", group=group, maximum=13)
    else:
        if last > 14:
            return IllegalMove("run_wraps", group=group)
        if first == 1 and last == 14 and not rules.ace_both_ends:
            return IllegalMove("ace_at_both_ends", group=group)
    suit = _run_suit(group, positions, rules)
    if suit is None:
        return IllegalMove("no_natural_card", group=group)
    wilds = 0
    for c, p in zip(group, positions, strict=True):
        if _natural_at(c, p, suit) and (
            not is_wild(c, rules) or (rules.natural_two_in_place and c.rank == 2 and p == 2)
        ):
            continue
        if is_wild(c, rules):
            wilds += 1
            continue
        if c.suit != suit:
            return IllegalMove("mixed_suits", group=group)
        return IllegalMove("not_consecutive", group=group)
    return _check_wild_limits(group, wilds, n - wilds, rules)


def _run_suit(group: list[Card], positions: Sequence[int], rules: MeldRules) -> str | None:
    for c in group:
        if not is_wild(c, rules):
            return c.suit
    if rules.natural_two_in_place:
        for c, p in zip(group, positions, strict=True):
            if c.rank == 2 and p == 2:
                return c.suit
    return None


def run_positions(cards: Sequence[Card], rules: MeldRules) -> list[int] | None:
    """Positions for cards laid in this order (low to high), if any reading is a valid run.

    Candidates come from each natural card's rank (an ace may be 1 or 14); the first
    candidate that validates wins, trying the lowest start first.
    """
    n = len(cards)
    starts: set[int] = set()
    for i, c in enumerate(cards):
        if c.is_joker:
            continue
        if is_wild(c, rules) and not (rules.natural_two_in_place and c.rank == 2):
            continue
        ranks = (1, 14) if c.rank == 1 else (c.rank,)
        for r in ranks:
            starts.add(r - i)
            if rules.wraparound:
                starts.add(r + 13 - i)
    for start in sorted(starts):
        if start < 1:
            continue
        positions = list(range(start, start + n))
        if check_run(cards, positions, rules) is None:
            return positions
    return None


def arrange_run(cards: Sequence[Card], rules: MeldRules) -> tuple[list[Card], list[int]] | None:
    """Order cards given in any order into a valid run, if one exists.

    Naturals are sorted; wild cards fill gaps, then extend upward, then downward
    (RULES.md §0.4: an ambiguous run defaults to extending upward).
    """
    naturals = [c for c in cards if not is_wild(c, rules)]
    wilds = [c for c in cards if is_wild(c, rules)]
    if not naturals:
        # Buraco: a run may hold a 2 of its suit as a natural in place.
        twos = [c for c in wilds if c.rank == 2 and not c.is_joker]
        if not (rules.natural_two_in_place and twos):
            return None
    for order in _natural_orders(naturals, rules):
        arranged = _fill_with_wilds(order, wilds, rules)
        if arranged is not None:
            return arranged
    # A 2 may also be a natural in place (Buraco) where the plain reading failed.
    if rules.natural_two_in_place:
        for two in [c for c in wilds if c.rank == 2 and not c.is_joker]:
            rest = [c for c in wilds if c is not two]
            for order in _natural_orders([*naturals, two], rules):
                arranged = _fill_with_wilds(order, rest, rules)
                if arranged is not None:
                    return arranged
    return None


def _natural_orders(naturals: list[Card], rules: MeldRules) -> list[list[tuple[Card, int]]]:
    """Possible placements of natural cards as (card, position), sorted by position."""
    if not naturals:  # nothing fixes the positions (a natural 2 is tried by the caller)
        return []
    suits = {c.suit for c in naturals}
    if len(suits) != 1:
        return []
    if rules.wraparound:
        return _wrapped_orders(naturals)
    aces = [c for c in naturals if c.rank == 1]
    others = sorted((c for c in naturals if c.rank != 1), key=lambda c: c.rank)
    if len({c.rank for c in others}) != len(others):
        return []
    straight = [(c, c.rank) for c in others]
    if not aces:
        return [straight]
    if len(aces) == 1:
        return [[(aces[0], 1), *straight], [*straight, (aces[0], 14)]]
    if len(aces) == 2:
        return [[(aces[0], 1), *straight, (aces[1], 14)]]
    return []


def _wrapped_orders(naturals: list[Card]) -> list[list[tuple[Card, int]]]:
    """With wrap-around every rank may start the run; later ranks continue past 13."""
    by_rank = {c.rank: c for c in naturals}
    if len(by_rank) != len(naturals):
        return []
    results = []
    for low in sorted(by_rank):
        placed = sorted(
            ((c, r if r >= low else r + 13) for r, c in by_rank.items()), key=lambda cp: cp[1]
        )
        results.append(placed)
    return results


def _fill_with_wilds(
    placed: list[tuple[Card, int]], wilds: list[Card], rules: MeldRules
) -> tuple[list[Card], list[int]] | None:
    spare = list(wilds)
    out: list[tuple[Card, int]] = []
    for i, (c, p) in enumerate(placed):
        if i:
            gap = p - placed[i - 1][1] - 1
            if gap < 0 or gap > len(spare):
                return None
            for k in range(gap):
                out.append((spare.pop(0), placed[i - 1][1] + 1 + k))
        out.append((c, p))
    while spare:
        top = out[-1][1]
        limit = out[0][1] + 12 if rules.wraparound else 14
        if top < limit:
            out.append((spare.pop(0), top + 1))
        elif out and out[0][1] > 1:
            out.insert(0, (spare.pop(0), out[0][1] - 1))
        else:
            return None
    cards = [c for c, _ in out]
    positions = [p for _, p in out]
    if check_run(cards, positions, rules) is None:
        return cards, positions
    return None


# --------------------------------------------------------------------------- either


def classify(cards: Sequence[Card], rules: MeldRules) -> Meld | IllegalMove:
    """Judge a group whose type the player did not declare: a set, else a run.

    Used where the type is always inferable (Quita y Pon: no wild cards) or as a
    convenience; games with wild cards judge runs with explicit positions.
    """
    group = tuple(cards)
    if len(group) < rules.min_size:
        return IllegalMove("group_too_short", group=list(group), minimum=rules.min_size)
    set_problem = check_set(group, rules) if rules.sets else None
    if rules.sets and set_problem is None:
        return Meld("set", group, rank=set_rank(group, rules))
    if rules.runs:
        arranged = arrange_run(group, rules)
        if arranged is not None:
            ordered, positions = arranged
            suit = _run_suit(ordered, positions, rules)
            return Meld("run", tuple(ordered), suit=suit, positions=tuple(positions))
    # Name the most telling problem: a same-rank group fails as a set, else as a run.
    naturals = [c for c in group if not is_wild(c, rules)]
    if set_problem is not None and naturals and len({c.rank for c in naturals}) == 1:
        return set_problem
    if naturals and len({c.suit for c in naturals}) == 1 and rules.runs:
        return IllegalMove("not_a_run", group=list(group))
    return IllegalMove("not_a_meld", group=list(group))


# --------------------------------------------------------------------------- laid melds
# Games where the player lays a meld in order and others add to its ends (Scala 40, and
# the draw-and-discard games after it): judging as laid, laying off, exchanging a joker.

LOW, HIGH = "low", "high"


#: The readings a laid meld may be given (RULES.md §0.4: the player chooses, the engine
#: never guesses where a group has more than one).
READINGS = ("set", "run")


def laid_readings(group: Sequence[Card], rules: MeldRules) -> list[Meld]:
    """Every valid reading of a group in the order it was laid: a set, a run, or both.

    The order places a run's wild cards, so a laid group has at most one run reading; a
    group with one natural card and two wild cards (`QH JK JK'`) is both a set of queens
    and the run Q-K-A, and only the player can say which he meant.
    """
    cards_ = tuple(group)
    out: list[Meld] = []
    naturals = [c for c in cards_ if not is_wild(c, rules)]
    if naturals and len({c.rank for c in naturals}) == 1 and check_set(cards_, rules) is None:
        out.append(Meld("set", cards_, rank=naturals[0].rank))
    positions = run_positions(cards_, rules)
    if positions is not None:
        suit = _run_suit(list(cards_), positions, rules)
        out.append(Meld("run", cards_, suit=suit, positions=tuple(positions)))
    return out


def judge_laid(
    group: Sequence[Card], rules: MeldRules, reading: str | None = None
) -> Meld | IllegalMove:
    """A new meld as laid, read as `reading` ("set" or "run") when the player chose one.

    Without a reading the group must have exactly one (RULES.md §0.4): a set when its
    naturals share a rank, else a run in laid order (the order places any joker). A group
    with two readings is refused with `ambiguous_meld`, which lists them.
    """
    cards_ = tuple(group)
    if reading is not None and reading not in READINGS:
        return IllegalMove("unknown_reading", reading=reading, group=list(cards_))
    readings = laid_readings(cards_, rules)
    if reading is None and len(readings) > 1:
        return IllegalMove(
            "ambiguous_meld", group=list(cards_), readings=[m.kind for m in readings]
        )
    for meld in readings:
        if reading is None or meld.kind == reading:
            return meld
    return _laid_problem(cards_, rules, reading)


def _laid_problem(cards_: tuple[Card, ...], rules: MeldRules, reading: str | None) -> IllegalMove:
    """Why a laid group is no meld (of the kind the player chose, if he chose one)."""
    naturals = [c for c in cards_ if not is_wild(c, rules)]
    one_rank = bool(naturals) and len({c.rank for c in naturals}) == 1
    if reading == "set" or (reading is None and one_rank and len(naturals) > 1):
        problem = check_set(cards_, rules)
        if problem is not None:
            return problem
    if len(cards_) < rules.min_size:
        return IllegalMove("group_too_short", group=list(cards_), minimum=rules.min_size)
    jokers = len(cards_) - len(naturals)
    limit = rules.max_wilds
    if limit is not None and jokers > limit and naturals:
        return IllegalMove("too_many_wilds", group=list(cards_), maximum=limit)
    if reading == "run":
        return IllegalMove("not_a_run", group=list(cards_))
    return IllegalMove("not_a_meld", group=list(cards_))


def all_readings(cards: Sequence[Card], rules: MeldRules) -> list[Meld]:
    """Every reading of these cards in any order: the set, and each run position.

    For an interface that lets the player pick how a group is read (and for bots): the
    set in the given order, then the runs from the lowest to the highest, each with its
    cards in run order and every wild card where it stands. `5H 6H JK` gives 4-5-6 and
    5-6-7; `QH JK JK'` the set of queens, 10-J-Q, J-Q-K and Q-K-A.
    """
    group = tuple(cards)
    out: list[Meld] = []
    naturals = [c for c in group if not is_wild(c, rules)]
    if naturals and len({c.rank for c in naturals}) == 1 and check_set(group, rules) is None:
        out.append(Meld("set", group, rank=naturals[0].rank))
    if not rules.runs or not naturals:
        return out
    wilds = [c for c in group if is_wild(c, rules)]
    seen: set[tuple[int, ...]] = set()
    runs: list[Meld] = []
    for placed in _natural_orders(naturals, rules):
        low, high = placed[0][1], placed[-1][1]
        gaps = (high - low + 1) - len(placed)
        spare = len(wilds) - gaps
        for below in range(spare + 1):
            start = low - below
            positions = tuple(range(start, start + len(group)))
            if positions in seen:
                continue
            at = {p: c for c, p in placed}
            pool = list(wilds)
            ordered = [at[p] if p in at else pool.pop(0) for p in positions]
            if check_run(ordered, positions, rules) is None:
                seen.add(positions)
                suit = _run_suit(ordered, positions, rules)
                runs.append(Meld("run", tuple(ordered), suit=suit, positions=positions))
    runs.sort(key=lambda m: m.positions or ())
    return out + runs


def extend(meld: Meld, c: Card, end: str, rules: MeldRules) -> Meld | IllegalMove:
    """The meld with `c` laid off at `end` (sets ignore the end), or why not."""
    if end not in (LOW, HIGH):
        return IllegalMove("bad_end", end=end)
    if meld.kind == "set":
        grown = (*meld.cards, c)
        problem = check_set(grown, rules)
        if problem is None and not c.is_joker and c.rank != meld.rank:
            problem = IllegalMove("mixed_ranks", group=list(grown))
        return problem or Meld("set", grown, rank=meld.rank)
    assert meld.positions is not None
    if end == LOW:
        cards_ = (c, *meld.cards)
        positions = (meld.positions[0] - 1, *meld.positions)
    else:
        cards_ = (*meld.cards, c)
        positions = (*meld.positions, meld.positions[-1] + 1)
    if positions[0] < 1 or positions[-1] > 14:
        return IllegalMove("run_out_of_range", group=list(cards_))
    problem = check_run(cards_, positions, rules)
    return problem or Meld("run", cards_, suit=meld.suit, positions=positions)


def exchange_joker(meld: Meld, c: Card) -> tuple[Meld, Card] | IllegalMove:
    """Put natural `c` in a joker's place (§2.4): the new meld and the freed joker."""
    if c.is_joker:
        return IllegalMove("exchange_needs_natural", card=c)
    jokers = [i for i, x in enumerate(meld.cards) if x.is_joker]
    if not jokers:
        return IllegalMove("no_joker_in_meld", group=list(meld.cards))
    if meld.kind == "run":
        assert meld.positions is not None
        for i in jokers:
            p = meld.positions[i]
            if c.face == (rank_at(p), meld.suit):
                cards_ = (*meld.cards[:i], c, *meld.cards[i + 1 :])
                return Meld("run", cards_, suit=meld.suit, positions=meld.positions), (
                    meld.cards[i]
                )
        return IllegalMove("not_the_joker_card", card=c, group=list(meld.cards))
    present = {x.suit for x in meld.cards if not x.is_joker}
    if c.rank != meld.rank or c.suit in present:
        return IllegalMove("not_the_joker_card", card=c, group=list(meld.cards))
    i = jokers[0]
    cards_ = (*meld.cards[:i], c, *meld.cards[i + 1 :])
    return Meld("set", cards_, rank=meld.rank), meld.cards[i]


# --------------------------------------------------------------------------- presets
# Each game's default melds; games derive their variants with dataclasses.replace().

#: Quita y Pon §1.2: sets with repeated suits and no maximum, runs without wild cards.
QUITA_Y_PON_MELDS = MeldRules()
#: Scala 40 §2.2: sets of 3-4 distinct suits, runs to 13, one joker per meld.
SCALA40_MELDS = MeldRules(set_max=4, set_distinct_suits=True, wild_ranks=JOKER_ONLY, max_wilds=1)
#: Mano y Pie §4.3: sets only (ranks 4-A), at most 7 cards, naturals >= 2 x wilds, wild melds.
MANO_Y_PIE_MELDS = MeldRules(
    max_size=7,
    runs=False,
    set_ranks=frozenset({1, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13}),
    wild_ranks=JOKERS_AND_TWOS,
    max_wilds=None,
    naturals_at_least_twice_wilds=True,
    all_wild_melds=True,
)
#: Buraco §5.3: runs A to A, sets of 3-K and A with repeated suits, one wild, natural 2 in place.
BURACO_MELDS = MeldRules(
    ace_both_ends=True,
    set_ranks=frozenset({1, *range(3, 14)}),
    wild_ranks=JOKERS_AND_TWOS,
    max_wilds=1,
    natural_two_in_place=True,
)
