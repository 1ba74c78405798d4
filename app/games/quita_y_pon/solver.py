"""The exact table solver of Quita y Pon: the best legal commit for a table and a hand.

A commit (RULES.md §1.3) keeps every table card on the table in valid groups and adds some
hand cards. Finding the commit that places the most hand cards is the "Rummikub problem";
this module solves it exactly with the dynamic programme over ranks of van Rijn, Takes and
Vis ("The Complexity of Rummikub Problems"), adapted to two 52-card decks without jokers:

* Every face (rank, suit) exists in at most two copies, so at most two runs of a suit pass
  through a rank. The state of a suit is the multiset of the lengths of its (at most two)
  open runs, each length capped at 3 ("long enough to end"): 10 states per suit.
* Ranks are processed A(1) .. K(13). At each rank and suit we choose how many copies u of
  the face to use (all table copies t, any of the h hand copies); each open run either
  continues with a copy or ends (only if it is 3+ long), new runs may start, and the rest
  go to the rank's set pool. The pool of a rank (all suits) must be 0 or a valid split
  into sets (3+ cards; with `max_set_size` m: 3k <= n <= m*k for some k).
* The four suits of one rank are combined one suit at a time (a "profile" DP whose state
  also carries the partial pool count), so a rank costs a sum, not a product, over suits.
* Ace high: at rank 1 a suit may reserve aces for position 14; they must then extend runs
  that reach K with 2+ cards. With `run_wraparound` the ranks are a cycle instead: the DP
  cuts the cycle at the cheapest boundary and carries a guess of the runs crossing it,
  which must match the runs still open at the end.
* The state is packed into one int and the transitions of each (rank, suit) layer are
  cached as int deltas (built lazily, per reached state), so the hot loop does only dict
  and int work. Back-pointers are not stored: the path is replayed backwards.

Exact pruning keeps the state count small on crowded tables, where the same hand cards can
be placed under countless equal-valued arrangements of the table:

* look-ahead: a run needing more cards at the next positions than exist is not created;
* a rank's set pool holding a card that could instead extend a 3+ run of its suit ending
  there, where the sets stay valid without it, is dropped (moving the card dominates);
* a state is dropped when another differing in one suit dominates it (its open runs at
  least as long, extra runs 3+) with at least the same value.

The objective is one integer per placed hand card: most cards first and points as the
tie-break (or the other way round), so the DP optimises both exactly. A narrow beam over
the same DP first finds a good commit; if it places every hand card that fits anywhere it
is optimal, otherwise the exact pass discards every state that cannot beat it.
`min_points` (the initial-meld requirement) adds a state dimension min(points placed,
min_points), used only when the unconstrained optimum falls short of it.
"""

from __future__ import annotations

import itertools
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import NamedTuple

from app.ai.budget import OutOfBudget
from app.core.cards import SUIT_CHARS, Card
from app.games.quita_y_pon.scoring import POINTS_BY_RANK

OBJECTIVES = ("cards", "points")

# ---------------------------------------------------------------------------- constants

#: Per-suit run states: sorted pairs of open-run lengths, 0 = no run, 3 = "3 or more".
_STATES: tuple[tuple[int, int], ...] = tuple((a, b) for b in range(4) for a in range(b + 1))
_STATE_ID: dict[tuple[int, int], int] = {s: i for i, s in enumerate(_STATES)}
_OPEN: tuple[tuple[int, ...], ...] = tuple(tuple(x for x in s if x) for s in _STATES)

# Layout of the packed DP key (an int). Pool and cover counts live only inside a rank.
_POOL_MASK = 0xF  # bits 0-3: cards in the current rank's set pool so far
_COVER_SHIFT = 4  # bits 4-7: pool cards that could have continued an ended 3+ run instead
_LOCAL_MASK = 0xFF


def _sub_shift(suit: int) -> int:
    """Bits of a suit's run state (4 bits each, from bit 8)."""
    return 8 + 4 * suit


def _res_shift(suit: int) -> int:
    """Bits of a suit's aces reserved for position 14 (2 bits each, from bit 24)."""
    return 24 + 2 * suit


def _guess_shift(suit: int) -> int:
    """Bits of a suit's guessed runs across the wrap-around cut (4 bits each, from bit 32)."""
    return 32 + 4 * suit


_Q_SHIFT = 48  # min(points placed, min_points), only when min_points is enforced

#: One placed hand card is worth this much, plus its points (objective "cards"), or its
#: points times _POINTS_UNIT plus one (objective "points"): lexicographic in one int.
_CARD_UNIT = 1 << 11  # > 104 cards * 15 points
_POINTS_UNIT = 1 << 7  # > 104 cards
#: With a shed bonus (0..1000 per card) a placed card is worth this plus its bonus.
_SHED_UNIT = 1 << 17  # > 104 cards * 1000
_MAX_BONUS = 1000


def _bonus(bonus: Mapping[tuple[int, str], int], rank: int, suit: str) -> int:
    value = bonus.get((rank, suit), 0)
    if not 0 <= value <= _MAX_BONUS:
        raise ValueError(f"shed bonus {value} out of 0..{_MAX_BONUS}")
    return value


_NORMAL = 0  # a rank whose open runs come from the previous rank
_RANK1 = 1  # the ace rank without wrap-around: no runs before it, aces may be reserved


# ---------------------------------------------------------------------------- public API


@dataclass(frozen=True, slots=True)
class Solution:
    """A legal commit: the whole new table and the hand cards it places."""

    melds: tuple[tuple[Card, ...], ...]
    placed: tuple[Card, ...]
    cards_placed: int
    points_placed: int


def solve(
    table: Sequence[Card],
    hand: Sequence[Card],
    *,
    objective: str = "cards",
    max_set_size: int | None = None,
    run_wraparound: bool = False,
    ace_both_ends: bool = False,
    min_points: int = 0,
    keep_table: Sequence[Sequence[Card]] | None = None,
    shed_bonus: Mapping[tuple[int, str], int] | None = None,
    stop: Callable[[], bool] | None = None,
) -> Solution | None:
    """The best legal commit, or None when none places a hand card.

    Objective "cards" places the most hand cards (ties: most points); "points" the most
    hand points (ties: most cards). Placed cards must be worth at least `min_points`.
    With `keep_table` (the table's groups, whose cards must be exactly `table`) the groups
    stay as they are and the hand cards only form new groups (RULES.md QP-A5). None also
    when the table itself cannot be arranged into valid groups.

    `shed_bonus` (objective "cards" only) replaces the points tie-break: among the commits
    placing the most cards, the one whose placed cards have the largest total bonus
    (by face `(rank, suit)`, 0 to 1000 each) wins. Bots use it to choose what to keep.

    `stop` (a bot's budget: true once its time is up) is asked after every layer of the
    programme, so that no crowded table holds a bot past its limit. When it says stop, the
    answer is the best commit found so far (the beam's: legal, perhaps not the most
    cards), or `OutOfBudget` when there is none yet.
    """
    if objective not in OBJECTIVES:
        raise ValueError(f"objective must be one of {', '.join(OBJECTIVES)}, not {objective!r}")
    _check_cards(table, hand)
    options = _Options(max_set_size, run_wraparound, ace_both_ends)
    if keep_table is not None:
        kept = [c for group in keep_table for c in group]
        if Counter(kept) != Counter(table):
            raise ValueError("keep_table must hold exactly the cards of table")
        solution = _solve(_Problem([], hand, objective, options, shed_bonus), min_points, stop)
        if solution is None:
            return None
        melds = tuple(tuple(group) for group in keep_table) + solution.melds
        return Solution(melds, solution.placed, solution.cards_placed, solution.points_placed)
    return _solve(_Problem(table, hand, objective, options, shed_bonus), min_points, stop)


def arrange(
    table: Sequence[Card],
    *,
    max_set_size: int | None = None,
    run_wraparound: bool = False,
    ace_both_ends: bool = False,
) -> tuple[tuple[Card, ...], ...] | None:
    """Some valid grouping of exactly these cards, or None if there is none."""
    _check_cards(table, ())
    problem = _Problem(table, [], "cards", _Options(max_set_size, run_wraparound, ace_both_ends))
    found = _optimise(problem, 0)
    if found is None:
        return None
    return _build(problem, *found[0]).melds


# ---------------------------------------------------------------------------- the problem


@dataclass(frozen=True, slots=True)
class _Options:
    max_set_size: int | None
    wrap: bool
    ace_both_ends: bool

    @property
    def set_totals(self) -> frozenset[int]:
        """Pool sizes (0..8) of one rank that split into valid sets."""
        m = self.max_set_size
        return frozenset(
            n
            for n in range(9)
            if n == 0 or any(3 * k <= n and (m is None or n <= m * k) for k in range(1, 3))
        )

    @property
    def max_run(self) -> int:
        return 14 if (self.ace_both_ends and not self.wrap) else 13


class _Problem:
    """Cards counted per face: table copies (all used) and hand copies (optional)."""

    def __init__(
        self,
        table: Sequence[Card],
        hand: Sequence[Card],
        objective: str,
        options: _Options,
        shed_bonus: Mapping[tuple[int, str], int] | None = None,
    ) -> None:
        self.options = options
        self.objective = objective
        self.hand_order = {c: i for i, c in enumerate(hand)}
        # [rank][suit] -> physical cards, rank 1..13 (index 0 unused)
        self.tcards: list[list[list[Card]]] = [[[] for _ in range(4)] for _ in range(14)]
        self.hcards: list[list[list[Card]]] = [[[] for _ in range(4)] for _ in range(14)]
        for c in table:
            self.tcards[c.rank][SUIT_CHARS.index(c.suit)].append(c)
        for c in hand:
            self.hcards[c.rank][SUIT_CHARS.index(c.suit)].append(c)
        self.t = [[len(x) for x in row] for row in self.tcards]
        self.h = [[len(x) for x in row] for row in self.hcards]
        # [rank][suit] -> the objective's value of one placed hand copy
        if shed_bonus is not None:
            if objective != "cards":
                raise ValueError("shed_bonus goes with the objective 'cards'")
            self.weight = [
                [_SHED_UNIT + _bonus(shed_bonus, r, suit) for suit in SUIT_CHARS] for r in range(14)
            ]
        elif objective == "cards":
            self.weight = [[_CARD_UNIT + p] * 4 for p in POINTS_BY_RANK]
        else:
            self.weight = [[p * _POINTS_UNIT + 1] * 4 for p in POINTS_BY_RANK]
        self.feasible = self._prune()

    def avail(self, rank: int, suit: int) -> int:
        return self.t[rank][suit] + self.h[rank][suit]

    def _prune(self) -> bool:
        """Drop hand faces that fit no group at all; False if some table card fits none.

        Fewer optional cards mean fewer DP transitions; a table card that cannot join any
        set or run makes the table unarrangeable, which needs no DP to tell.
        """
        sets_ok = self.options.max_set_size is None or self.options.max_set_size >= 3
        changed = True
        while changed:
            changed = False
            for r in range(1, 14):
                hr = self.h[r]
                for s in range(4):
                    if hr[s] and not self._fits(r, s, sets_ok and self._rank_total(r) >= 3):
                        hr[s] = 0
                        self.hcards[r][s] = []
                        changed = True
        return all(
            not self.t[r][s] or self._fits(r, s, sets_ok and self._rank_total(r) >= 3)
            for r in range(1, 14)
            for s in range(4)
        )

    def _rank_total(self, rank: int) -> int:
        """Copies of the rank there are, table and hand, every suit."""
        t, h = self.t[rank], self.h[rank]
        return t[0] + t[1] + t[2] + t[3] + h[0] + h[1] + h[2] + h[3]

    def _fits(self, rank: int, suit: int, in_set: bool) -> bool:
        if in_set:
            return True
        if not self.options.wrap and 3 <= rank <= 11:
            # a run of 3 through the rank: from rank-2 to rank+2, no ace's two places
            t, h = self.t, self.h
            have = [t[q][suit] + h[q][suit] > 0 for q in range(rank - 2, rank + 3)]
            return (
                (have[0] and have[1] and have[2])
                or (have[1] and have[2] and have[3])
                or (have[2] and have[3] and have[4])
            )
        if self.options.wrap:
            have = [self.avail((p - 1) % 13 + 1, suit) > 0 for p in range(rank - 2, rank + 3)]
        else:
            positions = (1, 14) if rank == 1 else (rank,)
            for p in positions:
                have = [
                    1 <= q <= 14 and self.avail((q - 1) % 13 + 1, suit) > 0
                    for q in range(p - 2, p + 3)
                ]
                if any(all(have[i : i + 3]) for i in range(3)):
                    return True
            return False
        return any(all(have[i : i + 3]) for i in range(3))


def _check_cards(table: Iterable[Card], hand: Iterable[Card]) -> None:
    """Reject input that no deal can produce: a card twice, or a third copy of a face.

    The usual input passes three whole-list checks; input that fails one is walked card by
    card, so that the error named is the first one met in the cards' order."""
    cards = (*table, *hand)
    if (
        len(set(cards)) == len(cards)
        and all(1 <= c.rank <= 13 and c.suit in SUIT_CHARS for c in cards)
        and max(Counter((c.rank, c.suit) for c in cards).values(), default=0) <= 2
    ):
        return
    seen: set[Card] = set()
    faces: Counter[tuple[int, str]] = Counter()
    for c in cards:
        if c.is_joker or not 1 <= c.rank <= 13 or c.suit not in SUIT_CHARS:
            raise ValueError(f"{c} is not a Quita y Pon card (two decks, no jokers)")
        if c in seen:
            raise ValueError(f"card {c} is given twice")
        seen.add(c)
        faces[c.face] += 1
        if faces[c.face] > 2:
            raise ValueError(f"more than two copies of {str(c).rstrip(chr(39))} are given")


# ---------------------------------------------------------------------------- transitions


# One move of one suit at one rank: previous state, new state, pool cards, cards used,
# bit mask of the open runs (sorted by length) that continue, runs started, aces reserved,
# and how many of the pool cards could have continued a 3+ run that ends here instead.
_Move = tuple[int, int, int, int, int, int, int, int]


@cache
def _moves(
    kind: int, sid: int, t: int, h: int, rmax: int, ahead: tuple[int, int]
) -> tuple[_Move, ...]:
    """Every move from run state `sid` with t table and h hand copies of the face.

    `ahead` is how many copies the next two positions of the suit hold: a run that
    would need more cards there than exist is dead already and not generated.

    Ending a run and starting another in the same suit and rank is left out: continuing
    the ended run instead uses the same cards and leaves a longer run, which is never
    worse. Moves are unique per (new state, pool, reserved), since those fix u.
    """
    open_runs = _OPEN[sid]
    found: dict[tuple[int, int, int], _Move] = {}
    for mask in range(1 << len(open_runs)):
        cont = [x for i, x in enumerate(open_runs) if mask >> i & 1]
        ended = [x for i, x in enumerate(open_runs) if not mask >> i & 1]
        if any(x < 3 for x in ended):
            continue
        for new in range(3 - len(cont)):
            if ended and new:
                continue
            lengths = sorted([min(x + 1, 3) for x in cont] + [1] * new)
            nsid = _STATE_ID[(0, 0, *lengths)[-2:]]  # type: ignore[index]
            if lengths.count(1) > ahead[1] or len(lengths) - lengths.count(3) > ahead[0]:
                continue
            for reserved in range(rmax + 1 if kind == _RANK1 else 1):
                for pool in range(t + h + 1):
                    used = len(cont) + new + pool + reserved
                    if t <= used <= t + h:
                        cover = min(pool, len(ended))
                        move = (sid, nsid, pool, used, mask, new, reserved, cover)
                        found.setdefault((nsid, pool, reserved), move)
    return tuple(found.values())


#: For each run state, the states a move can come from (any cards, any look-ahead).
_PRED: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        sid
        for sid in range(len(_STATES))
        if any(m[1] == nsid for m in _moves(_NORMAL, sid, 0, 2, 0, (2, 2)))
    )
    for nsid in range(len(_STATES))
)


def _rank_closes(total: int, cover: int, capped: bool, valid: frozenset[int]) -> bool:
    """Whether a rank's pool (total cards, `cover` of them able to extend an ending 3+ run
    of their suit instead) is a valid split into sets that is not needlessly large.

    Moving such a card from the sets to its run keeps every group valid when the pool
    stays valid without it, and leaves a run state that dominates (an extra open 3+ run),
    so those pools are dropped: this prunes the many equal-valued table arrangements
    that differ only by where a card sits. With `capped`, total 4 stands for "4 or more".
    """
    if capped:
        if total >= 4:
            return cover == 0
        return total in (0, 3) and not (total and cover >= total)
    if total not in valid:
        return False
    return not any(total - j in valid for j in range(1, min(cover, total) + 1))


class _Lazy(dict):  # type: ignore[type-arg]
    """A dict that computes a missing entry on first use (only reached states pay)."""

    __slots__ = ("build",)

    def __init__(self, build: Callable[[int], tuple]) -> None:  # type: ignore[type-arg]
        super().__init__()
        self.build = build

    def __missing__(self, local: int) -> tuple:  # type: ignore[type-arg]
        value = self.build(local)
        self[local] = value
        return value


class _Layer:
    """The transitions of one suit at one rank, as deltas on the packed key.

    Entries are keyed by the key's local bits (this suit's run state, the pool and cover
    counts; plus reserved aces at rank 1) and built lazily, so a layer costs only what
    the states reaching it need.
    """

    __slots__ = (
        "full",
        "fast",
        "slow",
        "mask",
        "rev_mask",
        "kind",
        "shift",
        "res_shift",
        "cap",
        "last",
        "_args",
        "_previous",
        "_by_delta",
    )

    def __init__(
        self,
        kind: int,
        suit: int,
        t: int,
        h: int,
        weight: int,
        points: int,
        cap: int,
        valid: frozenset[int],
        last: bool,
        rmax: int,
        ahead: tuple[int, int],
    ) -> None:
        self.kind = kind
        self.shift = _sub_shift(suit)
        self.res_shift = _res_shift(suit)
        self.cap = cap
        self.last = last
        self.mask = (0xF << self.shift) | _LOCAL_MASK
        self.rev_mask = self.mask | ((0x3 << self.res_shift) if kind == _RANK1 else 0)
        self._args = (t, h, weight, points, valid, rmax, ahead)
        # full: local bits -> ((delta, gain, hand points, move), ...); fast and slow are
        # the same without the move (and without the points), for the hot loop.
        self.full = _Lazy(self._entries)
        # `fast` is a plain dict filled by `fast_entries`: the hot loop's lookups of an
        # exact dict are quicker than a subclass's (CPython specialises them).
        self.fast: dict[int, tuple[tuple[int, int], ...]] = {}
        self.slow = _Lazy(lambda local: tuple((e[0], e[1], e[2]) for e in self.full[local]))
        self._previous: dict[tuple[int, int, int], tuple[int, ...]] = {}
        self._by_delta: dict[int, dict[int, tuple[tuple[int, _Move], ...]]] = {}

    def by_delta(self, local: int) -> dict[int, tuple[tuple[int, _Move], ...]]:
        """`full[local]` by delta: each delta's (gain, move) in the layer's order (for
        backtracking), made the first time it is asked for."""
        table = self._by_delta.get(local)
        if table is None:
            lists: dict[int, list[tuple[int, _Move]]] = {}
            for delta, gain, _, move in self.full[local]:
                lists.setdefault(delta, []).append((gain, move))
            # tuples, not lists: the collector stops tracking what holds only ints
            table = self._by_delta[local] = {d: tuple(m) for d, m in lists.items()}
        return table

    def fast_entries(self, local: int) -> tuple[tuple[int, int], ...]:
        """`fast[local]`, made and kept the first time it is asked for."""
        entries = self.fast[local] = tuple((e[0], e[1]) for e in self.full[local])
        return entries

    def _entries(self, local: int) -> tuple[tuple[int, int, int, _Move], ...]:
        t, h, weight, points, valid, rmax, ahead = self._args
        sh, rsh, cap = self.shift, self.res_shift, self.cap
        sid = (local >> sh) & 0xF
        pool = local & _POOL_MASK
        cover = (local >> _COVER_SHIFT) & 0xF
        out = []
        for move in _moves(self.kind, sid, t, h, rmax, ahead):
            _, nsid, add, used, _, _, reserved, covered = move
            total = min(pool + add, cap)
            ncover = min(cover + covered, cap)
            if self.last:
                if not _rank_closes(total, ncover, cap == 4, valid):
                    continue
                total = ncover = 0
            elif cap == 4 and total == 4 and ncover:
                continue  # 4+ pool cards, one could extend its run: dominated already
            delta = (
                ((nsid - sid) << sh)
                + (total - pool)
                + ((ncover - cover) << _COVER_SHIFT)
                + (reserved << rsh)
            )
            out.append((delta, (used - t) * weight, (used - t) * points, move))
        return tuple(out)

    def previous_locals(self, key: int) -> tuple[int, ...]:
        """Local bits the key may have had before this layer (for backtracking), in one
        fixed order. Within a rank the pool and cover counts only grow (they are reset
        after its last suit), so before a layer that is not the rank's last they were at
        most the key's. Each list is made once."""
        nsid = (key >> self.shift) & 0xF
        if self.last:
            pool_max = cover_max = self.cap
        else:
            pool_max, cover_max = key & _POOL_MASK, (key >> _COVER_SHIFT) & 0xF
        index = (nsid, pool_max, cover_max)
        out = self._previous.get(index)
        if out is None:
            sids = (0,) if self.kind == _RANK1 else _PRED[nsid]
            out = self._previous[index] = tuple(
                (sid << self.shift) | (cover << _COVER_SHIFT) | pool
                for sid in sids
                for pool in range(min(self.cap, pool_max) + 1)
                for cover in range(min(pool, cover_max) + 1)
            )
        return out


#: The layers, one per set of arguments, kept across solves (4,096 at most).
_layer = lru_cache(maxsize=4096)(_Layer)


@cache
def _final_ok(sid: int, reserved: int) -> bool:
    """Position 14: reserved aces extend runs of 2+ (all 2-runs); other runs must be 3+."""
    open_runs = _OPEN[sid]
    twos = open_runs.count(2)
    threes = open_runs.count(3)
    return 1 not in open_runs and twos <= reserved <= twos + threes


@cache
def _wrap_ok(guess: int, final: int) -> bool:
    """The runs open after the last rank can continue into the guessed crossing runs.

    Each guessed run was assumed to have at least its (capped) length before the cut, so
    it glues onto an open run at least that long; the open runs left over must be 3+.
    """
    return _wrap_match(_OPEN[guess], _OPEN[final]) is not None


def _wrap_match(guess: Sequence[int], final: Sequence[int]) -> tuple[int, ...] | None:
    """Indices into `final` for each guessed run (see `_wrap_ok`), or None."""
    for order in itertools.permutations(range(len(final)), len(guess)):
        if all(final[order[i]] >= g for i, g in enumerate(guess)) and all(
            final[j] == 3 for j in range(len(final)) if j not in order
        ):
            return order
    return None


# ---------------------------------------------------------------------------- the DP


@dataclass(slots=True)
class _Step:
    rank: int
    suit: int
    layer: _Layer
    gain: int = 0  # the most this layer can add (all its hand copies placed)
    rest: int = 0  # the most all later layers can add


def _plan(problem: _Problem) -> tuple[list[int], list[_Step], dict[int, int], list[list[int]]]:
    """Rank order, the layers to run, and (with wrap-around) the guess candidates."""
    opts = problem.options
    totals = opts.set_totals
    cap = 4 if totals == frozenset({0, *range(3, 9)}) else 8
    guesses: list[list[int]] = [[0] for _ in range(4)]
    if opts.wrap:
        cut, guesses = _best_cut(problem)
        order = [(cut + i) % 13 + 1 for i in range(13)]
    else:
        order = list(range(1, 14))
    prev = [any(g) for g in guesses]
    steps: list[_Step] = []
    for r in order:
        live = [s for s in range(4) if problem.avail(r, s) or prev[s]]
        for j, s in enumerate(live):
            kind = _RANK1 if (r == 1 and not opts.wrap) else _NORMAL
            rmax = 0
            if kind == _RANK1:
                rmax = min(2, problem.avail(1, s), problem.avail(12, s), problem.avail(13, s))
            layer = _layer(
                kind,
                s,
                problem.t[r][s],
                problem.h[r][s],
                problem.weight[r][s],
                POINTS_BY_RANK[r],
                cap,
                totals,
                j == len(live) - 1,
                rmax,
                _ahead(problem, r, s),
            )
            steps.append(_Step(r, s, layer, problem.h[r][s] * problem.weight[r][s]))
        prev = [problem.avail(r, s) > 0 for s in range(4)]
    rest = 0
    for step in reversed(steps):
        step.rest = rest
        rest += step.gain
    start: dict[int, int] = {0: 0}
    if opts.wrap:
        for s in range(4):
            start = {
                key | (g << _guess_shift(s)) | (g << _sub_shift(s)): 0
                for key in start
                for g in guesses[s]
            }
    return order, steps, start, guesses


def _ahead(problem: _Problem, rank: int, suit: int) -> tuple[int, int]:
    """Copies of the suit at the next two positions after `rank` (run look-ahead).

    Without wrap-around position 14 is the ace again and nothing follows it.
    """
    if problem.options.wrap:
        return (
            problem.avail(rank % 13 + 1, suit),
            problem.avail((rank + 1) % 13 + 1, suit),
        )
    nxt = [problem.avail(p if p <= 13 else 1, suit) if p <= 14 else 0 for p in (rank + 1, rank + 2)]
    return nxt[0], nxt[1]


def _best_cut(problem: _Problem) -> tuple[int, list[list[int]]]:
    """The K..A-like boundary to cut the rank cycle at: fewest guesses of crossing runs."""
    best: tuple[int, int, list[list[int]]] | None = None
    for cut in range(1, 14):
        per_suit = [_guess_candidates(problem, cut, s) for s in range(4)]
        size = 1
        for g in per_suit:
            size *= len(g)
        if best is None or size < best[0]:
            best = (size, cut, per_suit)
    assert best is not None
    return best[1], best[2]


def _guess_candidates(problem: _Problem, cut: int, suit: int) -> list[int]:
    """Run states that may cross from rank `cut` to the next one, given the cards there.

    A crossing run is guessed as 1 card long before the cut (it needs 2 more after it)
    or as 2+ (it needs 1 more). "3+" is not a separate guess: such a run is free to end
    at the cut, so it either crosses like a 2+ run or does not cross at all.
    """

    def a(offset: int) -> int:
        return problem.avail((cut + offset - 1) % 13 + 1, suit)

    most = min(2, a(0), a(1))
    out = []
    for sid, runs in enumerate(_OPEN):
        if len(runs) > most or 3 in runs:
            continue
        if runs.count(2) > a(-1) or runs.count(1) > a(2):
            continue
        out.append(sid)
    return out


class _Pass(NamedTuple):
    """What one run through the DP's layers starts from: the layers, the start states,
    the hand points it must place (0: none) and the budget's `stop`."""

    steps: list[_Step]
    start: dict[int, int]
    need: int
    stop: Callable[[], bool] | None


def _forward(run: _Pass, floor: int, beam: int) -> list[dict[int, int]] | None:
    """Run every layer; the dicts (packed key -> best value) before and after each.

    `floor` prunes states that cannot reach that value even if every later hand card
    were placed. `beam` > 0 keeps only that many best states per layer (a heuristic:
    a quick lower bound). With need > 0 the key also holds min(points placed, need).
    Raises `OutOfBudget` when `stop()` says so after a layer.
    """
    steps, start, need, stop = run
    history = [start]
    current = start
    for step in steps:
        layer = step.layer
        mask = layer.mask
        low = floor - step.rest
        nxt: dict[int, int] = {}
        get = nxt.get
        if need:
            slow = layer.slow
            for key, val in current.items():
                q = key >> _Q_SHIFT
                for delta, gain, hp in slow[key & mask]:
                    nv = val + gain
                    if nv < low:
                        continue
                    nk = key + delta
                    if hp and q < need:
                        nk += (min(q + hp, need) - q) << _Q_SHIFT
                    if get(nk, -1) < nv:
                        nxt[nk] = nv
        else:
            fast, make = layer.fast.get, layer.fast_entries
            for key, val in current.items():
                entries = fast(key & mask)
                if entries is None:
                    entries = make(key & mask)
                for delta, gain in entries:
                    nv = val + gain
                    if nv >= low:
                        nk = key + delta
                        if get(nk, -1) < nv:
                            nxt[nk] = nv
        if not nxt:
            return None
        if len(nxt) > _PRUNE_FROM:
            nxt = _undominated(nxt)
        if beam and len(nxt) > beam:
            nxt = _beam(nxt, beam)
        history.append(nxt)
        current = nxt
        if stop is not None and stop():
            raise OutOfBudget("the solver's time is up")
    return history


def _undominated(states: dict[int, int]) -> dict[int, int]:
    """Drop states that another state with at least the same value dominates.

    State X dominates Y (per suit) when Y's open runs map into X's, each onto one at least
    as long, and X's other runs are 3+ long (free to end): every way to go on from Y is
    open from X, ending in a state at least as good. Only states that differ from Y in
    one suit are tried (trying all combinations costs more than it saves); reserved
    aces, guesses, pool counts and the points counter must be equal.
    """
    kept: dict[int, int] = {}
    get = states.get
    up0, up1, up2, up3 = _UP_DELTAS
    for key, val in states.items():
        for deltas in (
            up0[(key >> 8) & 0xF],
            up1[(key >> 12) & 0xF],
            up2[(key >> 16) & 0xF],
            up3[(key >> 20) & 0xF],
        ):
            for delta in deltas:
                if get(key + delta, -1) >= val:
                    break
            else:
                continue
            break
        else:
            kept[key] = val
    return kept


def _dominates(x: int, y: int) -> bool:
    """Per-suit dominance of run state x over y (see `_undominated`)."""
    big, small = list(_OPEN[x]), list(_OPEN[y])
    for order in itertools.permutations(range(len(big)), len(small)):
        if all(big[order[i]] >= small[i] for i in range(len(small))) and all(
            big[j] == 3 for j in range(len(big)) if j not in order
        ):
            return True
    return False


def _height(x: int) -> int:
    """How many run states x dominates: orders dominators best first."""
    return sum(_dominates(x, y) for y in range(len(_STATES)))


#: The run states, those dominating most first (sorted once: `_height` is costly).
_BY_HEIGHT: tuple[int, ...] = tuple(sorted(range(len(_STATES)), key=_height, reverse=True))

#: Per suit and run state y: key deltas to every other state x dominating y, strongest first.
_UP_DELTAS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(
        tuple((x - y) << _sub_shift(suit) for x in _BY_HEIGHT if x != y and _dominates(x, y))
        for y in range(len(_STATES))
    )
    for suit in range(4)
)


def _beam_score(item: tuple[int, int]) -> tuple[int, int]:
    """Rank states for the beam: value, not counting aces reserved for position 14 (they
    may never find their run), then open 3+ runs (free to extend or end)."""
    key, val = item
    reserved = (key >> 24) & 0xFF
    return val - _RESERVED_ACES[reserved] * (_CARD_UNIT + 15), _OPEN_THREES[
        (key >> 8) & 0xF
    ] + _OPEN_THREES[(key >> 12) & 0xF] + _OPEN_THREES[(key >> 16) & 0xF] + _OPEN_THREES[
        (key >> 20) & 0xF
    ]


_RESERVED_ACES = tuple(sum((bits >> (2 * s)) & 3 for s in range(4)) for bits in range(256))
_OPEN_THREES = tuple(2 * runs.count(3) - runs.count(1) for runs in _OPEN)
#: A state's open-three count (`_beam_score`'s second part, -8 to 16) shifted to 0 to 24,
#: and the factor that puts it under the value in one int (the same order as the pair).
_THREES_FLOOR, _THREES_SPAN = 8, 32
#: What each reserved ace costs a state's beam value.
_RESERVED_COST = _CARD_UNIT + 15


@cache
def _threes16() -> tuple[int, ...]:
    """`_beam_score`'s second part for the four suits' run states at once (the key's bits
    8 to 23), shifted by `_THREES_FLOOR` to be at least 0: one lookup, not four. Made on
    the first beam, not when the module is imported (65,536 entries)."""
    ot = _OPEN_THREES + (0,) * (16 - len(_OPEN_THREES))  # nibbles 10 to 15: no state
    two = [ot[x & 0xF] + ot[x >> 4] for x in range(256)]  # two suits' 8 bits
    return tuple(two[x & 0xFF] + two[x >> 8] + _THREES_FLOOR for x in range(1 << 16))


def _beam(states: dict[int, int], beam: int) -> dict[int, int]:
    """The `beam` states best by `_beam_score`, best first, ties in the dict's order (as
    `heapq.nlargest` keeps them). Each state's score is one int built inline, its place
    in the dict packed under it, and the ints sorted: no call and no tuple per state,
    which were most of the beam's cost on a crowded layer."""
    n = len(states)
    ra, threes, span, cost = _RESERVED_ACES, _threes16(), _THREES_SPAN, _RESERVED_COST
    keys = list(states)
    packed = [
        ((v - ra[(k >> 24) & 0xFF] * cost) * span + threes[(k >> 8) & 0xFFFF]) * n + (n - 1 - i)
        for i, (k, v) in enumerate(states.items())
    ]
    packed.sort(reverse=True)
    return {keys[n - 1 - p % n]: states[keys[n - 1 - p % n]] for p in packed[:beam]}


def _end_ok(problem: _Problem, key: int) -> bool:
    """Whether the runs open after the last rank can be closed (position 14 / the cut)."""
    if problem.options.wrap:
        return all(
            _wrap_ok((key >> _guess_shift(s)) & 0xF, (key >> _sub_shift(s)) & 0xF) for s in range(4)
        )
    return all(
        _final_ok((key >> _sub_shift(s)) & 0xF, (key >> _res_shift(s)) & 0x3) for s in range(4)
    )


_Found = tuple[list[int], list[_Step], list[_Move | None], list[int]]

#: Dominance pruning pays off only on crowded layers (dense tables); small ones are
#: usually antichains already, where the check would cost more than it saves.
_PRUNE_FROM = 400

#: States kept per layer by the first, heuristic pass.
_BEAM = 48


def _optimise(
    problem: _Problem, need: int, stop: Callable[[], bool] | None = None
) -> tuple[_Found, int] | None:
    """The best path through the DP (rank order, layers, one move per layer, guesses)
    and its value; with need > 0 only paths placing at least `need` hand points count.

    A narrow beam first finds a good commit cheaply. If it places every hand card that
    could fit anywhere it is optimal; otherwise the exact pass only keeps states that
    could still beat it, which is what makes large tables fast. Stopped by `stop`, it
    answers the best path found so far (`OutOfBudget` without one).
    """
    if not problem.feasible:
        return None
    order, steps, start, guesses = _plan(problem)
    upper = steps[0].rest + steps[0].gain if steps else 0
    run = _Pass(steps, start, need, stop)
    found = _best_path(problem, order, run, 0, _BEAM)
    try:
        if problem.options.wrap and (found is None or found[1] < upper):
            found = _wrap_beam(problem, order, run, guesses, found)
        if found is not None and found[1] >= upper:
            return found
        if found is None and upper > 0:
            # No lower bound: first ask whether every hand card fits, the usual answer on
            # crowded tables, where that question prunes far more than an open search.
            found = _best_path(problem, order, run, upper, 0)
            if found is not None:
                return found
        floor = found[1] + 1 if found is not None else 0
        better = _best_path(problem, order, run, floor, 0)
    except OutOfBudget:
        if found is None:
            raise
        return found
    return better if better is not None else found


def _wrap_beam(
    problem: _Problem,
    order: list[int],
    run: _Pass,
    guesses: list[list[int]],
    found: tuple[_Found, int] | None,
) -> tuple[_Found, int] | None:
    """With wrap-around the beam often keeps guesses of the crossing runs that the end
    contradicts. Guess again from where its best path ended, a few times."""
    for _ in range(3):
        history = _forward(run, 0, _BEAM)
        if history is None:
            break
        key = max(history[-1].items(), key=lambda item: item[1])[0]
        guess = 0
        for s in range(4):
            runs = tuple(min(x, 2) for x in _OPEN[(key >> _sub_shift(s)) & 0xF])
            sid = _STATE_ID[(0, 0, *runs)[-2:]]  # type: ignore[index]
            if sid not in guesses[s]:
                sid = 0
            guess |= (sid << _guess_shift(s)) | (sid << _sub_shift(s))
        run = run._replace(start={guess: 0})
        again = _best_path(problem, order, run, 0, _BEAM)
        if again is not None and (found is None or again[1] > found[1]):
            found = again
        if found is not None and found[1] >= run.steps[0].rest + run.steps[0].gain:
            break
    return found


def _best_path(
    problem: _Problem, order: list[int], run: _Pass, floor: int, beam: int
) -> tuple[_Found, int] | None:
    history = _forward(run, floor, beam)
    steps, need = run.steps, run.need
    if history is None:
        return None
    best_key, best_val = -1, -1
    for key, val in history[-1].items():
        if val > best_val and (not need or key >> _Q_SHIFT == need) and _end_ok(problem, key):
            best_key, best_val = key, val
    if best_key < 0 or best_val < floor:
        return None
    moves = _backtrack(steps, history, best_key, need)
    guesses = [(best_key >> _guess_shift(s)) & 0xF for s in range(4)]
    return (order, steps, moves, guesses), best_val


def _backtrack(
    steps: list[_Step], history: list[dict[int, int]], key: int, need: int
) -> list[_Move | None]:
    """Recover the move of every layer on the way to `key`, from the last layer back.

    Back-pointers would cost a store per transition in the hot loop; instead each layer
    tries the few previous local bits that could lead to the key and replays the move.
    """
    moves: list[_Move | None] = [None] * len(steps)
    for i in range(len(steps) - 1, -1, -1):
        layer = steps[i].layer
        before = history[i]
        value = history[i + 1][key]
        base = key & ~layer.rev_mask
        if need:
            found = _step_back_counting(layer, before, base, key, value, need)
        else:
            found = _step_back(layer, before, base, key, value)
        if found is None:  # pragma: no cover - the forward pass guarantees a predecessor
            raise AssertionError("solver backtrack lost its path")
        key, moves[i] = found
    return moves


def _step_back(
    layer: _Layer, before: dict[int, int], base: int, key: int, value: int
) -> tuple[int, _Move] | None:
    """`_backtrack`'s step without a points counter: the first previous state and move
    (in the layer's order) that lead to `key` with `value`. The move from a previous
    state is known by its delta (`key` less the state), so each existing state asks the
    layer's moves of that delta only."""
    for local in layer.previous_locals(key):
        pk = base | local
        had = before.get(pk)
        if had is None:
            continue  # no state there: none of its moves leads to the key
        for gain, move in layer.by_delta(local).get(key - pk, ()):
            if had == value - gain:
                return pk, move
    return None


def _step_back_counting(
    layer: _Layer, before: dict[int, int], base: int, key: int, value: int, need: int
) -> tuple[int, _Move] | None:
    """`_step_back` where the key also counts the hand points placed, up to `need`: a
    move that places points may come from several counts."""
    q = key >> _Q_SHIFT
    for local in layer.previous_locals(key):
        for delta, gain, hp, move in layer.full[local]:
            if hp:
                qs = {q - hp, *range(need - hp, need + 1)}
                previous = [(base | local) + ((qp - q) << _Q_SHIFT) for qp in qs if 0 <= qp <= need]
            else:
                previous = [base | local]
            for pk in previous:
                if before.get(pk) != value - gain:
                    continue
                nk = pk + delta
                qp = pk >> _Q_SHIFT
                if hp and qp < need:
                    nk += (min(qp + hp, need) - qp) << _Q_SHIFT
                if nk == key:
                    return pk, move
    return None


# ---------------------------------------------------------------------------- the melds


class _Seg:
    """A piece of a run: cards in rank order, capped length, and (wrap) the piece after it."""

    __slots__ = ("cards", "capped", "start", "next")

    def __init__(self, cards: list[Card], capped: int) -> None:
        self.cards = cards
        self.capped = capped
        self.start = capped  # a wrap-around guess keeps the length it was guessed with
        self.next: _Seg | None = None


def _build(
    problem: _Problem,
    order: list[int],
    steps: list[_Step],
    moves: list[_Move | None],
    guesses: list[int],
) -> Solution:
    """Turn the DP path into groups of the physical cards (table copies first)."""
    opts = problem.options
    by_rank: dict[int, dict[int, _Move]] = defaultdict(dict)
    for step, move in zip(steps, moves, strict=True):
        assert move is not None
        by_rank[step.rank][step.suit] = move
    active: list[list[_Seg]] = [[] for _ in range(4)]
    guess_segs: list[list[_Seg]] = [[] for _ in range(4)]
    if opts.wrap:
        for s in range(4):
            guess_segs[s] = [_Seg([], x) for x in _OPEN[guesses[s]]]
            active[s] = list(guess_segs[s])
    segments: list[_Seg] = []
    pools: dict[int, list[Card]] = defaultdict(list)
    reserved: list[list[Card]] = [[] for _ in range(4)]
    placed: list[Card] = []
    for r in order:
        for s in range(4):
            move = by_rank[r].get(s)
            if move is None:
                assert not active[s]
                continue
            _, _, pool, used, mask, new, keep, _ = move
            table_cards = problem.tcards[r][s]
            hand_cards = problem.hcards[r][s][: used - len(table_cards)]
            placed.extend(hand_cards)
            here = [*hand_cards, *table_cards]
            runs = sorted(active[s], key=lambda seg: seg.capped)
            still: list[_Seg] = []
            for i, seg in enumerate(runs):
                if mask >> i & 1:
                    seg.cards.append(here.pop())
                    seg.capped = min(seg.capped + 1, 3)
                    still.append(seg)
                else:
                    segments.append(seg)
            for _ in range(new):
                seg = _Seg([here.pop()], 1)
                still.append(seg)
            for _ in range(keep):
                reserved[s].append(here.pop())
            assert len(here) == pool
            if here:
                pools[r].extend(here)
            active[s] = still
    for s in range(4):
        if opts.wrap:
            final = active[s]
            order = _wrap_match([g.start for g in guess_segs[s]], [f.capped for f in final])
            assert order is not None
            for guess, index in zip(guess_segs[s], order, strict=True):
                final[index].next = guess
            segments.extend(active[s])
            segments.extend(guess_segs[s])
        else:
            runs = sorted(active[s], key=lambda seg: -seg.capped if seg.capped == 2 else 3)
            for seg, ace in zip(runs, reserved[s], strict=False):
                seg.cards.append(ace)
            segments.extend(active[s])
    melds: list[tuple[tuple[int, int, int], tuple[Card, ...]]] = []
    for chain in _chains(segments):
        for piece in _split(chain, opts.max_run):
            suit = SUIT_CHARS.index(piece[0].suit)
            melds.append(((0, suit, piece[0].rank), tuple(piece)))
    for r, pool_cards in sorted(pools.items()):
        for group in _split_set(sorted(pool_cards, key=Card.sort_key), opts.max_set_size):
            melds.append(((1, r, 0), tuple(group)))
    melds.sort(key=lambda item: item[0])
    placed.sort(key=problem.hand_order.__getitem__)
    return Solution(
        melds=tuple(m for _, m in melds),
        placed=tuple(placed),
        cards_placed=len(placed),
        points_placed=sum(POINTS_BY_RANK[c.rank] for c in placed),
    )


def _chains(segments: list[_Seg]) -> list[list[Card]]:
    """Glue wrap-around pieces into chains (or cycles); drop empty pieces."""
    targets = {id(seg.next) for seg in segments if seg.next is not None}
    seen: set[int] = set()
    chains: list[list[Card]] = []
    heads = [seg for seg in segments if id(seg) not in targets]
    rest = [seg for seg in segments if id(seg) in targets]
    for start in [*heads, *rest]:
        if id(start) in seen:
            continue
        cards: list[Card] = []
        seg: _Seg | None = start
        while seg is not None and id(seg) not in seen:
            seen.add(id(seg))
            cards.extend(seg.cards)
            seg = seg.next
        if cards:
            chains.append(cards)
    return chains


def _split(chain: list[Card], longest: int) -> list[list[Card]]:
    """Cut a chain of consecutive cards into runs of 3..longest cards, as even as possible."""
    n = len(chain)
    k = -(-n // longest)
    out = []
    start = 0
    for i in range(k):
        size = n // k + (1 if i < n % k else 0)
        out.append(chain[start : start + size])
        start += size
    return out


def _split_set(cards: list[Card], largest: int | None) -> list[list[Card]]:
    """Cut a rank's pool into the fewest sets of 3..largest cards, as even as possible."""
    if largest is None:
        return [cards]
    return _split(cards, largest)


# ---------------------------------------------------------------------------- driver


def _solve(
    problem: _Problem, min_points: int, stop: Callable[[], bool] | None = None
) -> Solution | None:
    """Optimise; if the best commit falls short of min_points, optimise again with the
    points placed (capped at min_points) in the state, which is slower but exact."""
    found = _optimise(problem, 0, stop)
    if found is None:
        return None
    solution = _build(problem, *found[0])
    if solution.points_placed < min_points:
        total = sum(POINTS_BY_RANK[r] * problem.h[r][s] for r in range(1, 14) for s in range(4))
        if total < min_points or problem.objective == "points":
            return None  # (the "points" optimum already has the most points)
        found = _optimise(problem, min_points, stop)
        if found is None:
            return None
        solution = _build(problem, *found[0])
    if solution.cards_placed == 0:
        return None
    return solution
