"""Seeded Quita y Pon solver instances and the HiGHS integer-programme reference.

Shared by bench/solver.py and the solver tests. The reference model is den Hertog and
Hulshof's ILP for Rummikub, adapted to Quita y Pon (two decks, no jokers, ace high, the
variants). It needs highspy and numpy, which only the bench and the tests may use.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from app.core.cards import SUIT_CHARS, Card
from app.games.quita_y_pon.scoring import POINTS_BY_RANK

DECK: tuple[Card, ...] = tuple(
    Card(rank, suit, copy) for copy in (0, 1) for suit in SUIT_CHARS for rank in range(1, 14)
)


@dataclass(frozen=True, slots=True)
class Instance:
    """A legal table (its groups), a hand drawn from the other cards, and the options."""

    groups: tuple[tuple[Card, ...], ...]
    hand: tuple[Card, ...]
    max_set_size: int | None = None
    run_wraparound: bool = False
    ace_both_ends: bool = False
    min_points: int = 0

    @property
    def table(self) -> list[Card]:
        return [c for g in self.groups for c in g]

    @property
    def options(self) -> dict[str, object]:
        return {
            "max_set_size": self.max_set_size,
            "run_wraparound": self.run_wraparound,
            "ace_both_ends": self.ace_both_ends,
        }


def _rank_at(position: int) -> int:
    return (position - 1) % 13 + 1


def _candidate_melds(
    free: dict[tuple[int, str], list[Card]],
    size: int,
    max_set_size: int | None,
    wrap: bool,
) -> list[tuple[Card, ...]]:
    """Every run and set of exactly `size` cards the free cards allow (one copy each)."""
    out: list[tuple[Card, ...]] = []
    if size <= 13:
        starts = range(1, 14) if wrap else range(1, 16 - size)
        for suit in SUIT_CHARS:
            for start in starts:
                faces = [(_rank_at(p), suit) for p in range(start, start + size)]
                if all(free[f] for f in faces):
                    out.append(tuple(free[f][0] for f in faces))
    if max_set_size is None or size <= max_set_size:
        for rank in range(1, 14):
            pool = [c for s in SUIT_CHARS for c in free[(rank, s)]]
            if len(pool) >= size:
                out.append(tuple(pool[:size]))
    return out


def random_table(
    rng: random.Random,
    size: int,
    *,
    max_set_size: int | None = None,
    run_wraparound: bool = False,
    longest: int = 6,
) -> tuple[tuple[Card, ...], ...]:
    """A legal table of exactly `size` cards: random runs and sets from the double deck."""
    if size == 0:
        return ()
    if size < 3 or size > len(DECK):
        raise ValueError(f"no table of {size} cards")
    for _ in range(200):
        free: dict[tuple[int, str], list[Card]] = {c.face: [] for c in DECK}
        for c in DECK:
            free[c.face].append(c)
        for cards in free.values():
            rng.shuffle(cards)
        groups: list[tuple[Card, ...]] = []
        need = size
        while need:
            sizes = [
                k for k in range(3, min(need, longest) + 1) if need - k in (0,) or need - k >= 3
            ]
            rng.shuffle(sizes)
            chosen = None
            for k in sizes:
                melds = _candidate_melds(free, k, max_set_size, run_wraparound)
                if melds:
                    chosen = rng.choice(melds)
                    break
            if chosen is None:
                break
            for c in chosen:
                free[c.face].remove(c)
            groups.append(chosen)
            need -= len(chosen)
        if not need:
            return tuple(groups)
    raise RuntimeError(f"could not build a table of {size} cards")


def random_instance(
    rng: random.Random,
    table_size: int,
    hand_size: int,
    *,
    max_set_size: int | None = None,
    run_wraparound: bool = False,
    ace_both_ends: bool = False,
    min_points: int = 0,
) -> Instance:
    groups = random_table(rng, table_size, max_set_size=max_set_size, run_wraparound=run_wraparound)
    used = {c for g in groups for c in g}
    rest = [c for c in DECK if c not in used]
    hand = tuple(rng.sample(rest, min(hand_size, len(rest))))
    return Instance(groups, hand, max_set_size, run_wraparound, ace_both_ends, min_points)


# ---------------------------------------------------------------------------- HiGHS


@dataclass(frozen=True, slots=True)
class Reference:
    """The ILP's optimum: hand cards and hand points placed (None: no legal commit)."""

    cards: int
    points: int


class HighsReference:
    """den Hertog & Hulshof's Rummikub ILP, solved by HiGHS to proven optimality.

    Variables: each candidate run (suit, start, 3..5 cards; longer runs are sums of those)
    with multiplicity 0..2, per face the copies in sets x (0..2), per rank the number of
    sets k with 3k <= sum x <= M k. Per face: table copies <= use <= table + hand copies.
    The objective is the solver's: per placed card 2048 + points ("cards") or
    128 * points + 1 ("points"), so the optimum is lexicographic like the solver's.
    """

    def __init__(self) -> None:
        import highspy

        self._highspy = highspy
        self._h = highspy.Highs()
        self._h.setOptionValue("output_flag", False)
        self._h.setOptionValue("mip_rel_gap", 0.0)
        self._h.setOptionValue("mip_abs_gap", 0.5)
        self._h.setOptionValue("threads", 1)

    def solve(
        self,
        table: list[Card],
        hand: list[Card] | tuple[Card, ...],
        *,
        objective: str = "cards",
        max_set_size: int | None = None,
        run_wraparound: bool = False,
        ace_both_ends: bool = False,
        min_points: int = 0,
    ) -> Reference | None:
        import numpy as np

        hs = self._highspy
        t = Counter(c.face for c in table)
        h = Counter(c.face for c in hand)
        faces = [(r, s) for r in range(1, 14) for s in SUIT_CHARS if t[(r, s)] + h[(r, s)]]
        row_of = {f: i for i, f in enumerate(faces)}
        columns: list[list[tuple[int, float]]] = []
        lower: list[float] = []
        upper: list[float] = []
        cost: list[float] = []
        face_cols: list[tuple[int, tuple[int, str]]] = []  # (column, face) for each usage term

        def weight(rank: int) -> float:
            p = POINTS_BY_RANK[rank]
            return float(2048 + p if objective == "cards" else 128 * p + 1)

        # runs
        for s in SUIT_CHARS:
            for start in range(1, 14 if run_wraparound else 13):
                for length in (3, 4, 5):
                    end = start + length - 1
                    if not run_wraparound and end > 14:
                        continue
                    fs = [(_rank_at(p), s) for p in range(start, end + 1)]
                    if not all(f in row_of for f in fs):
                        continue
                    col = len(columns)
                    columns.append([(row_of[f], 1.0) for f in fs])
                    lower.append(0.0)
                    upper.append(float(min(t[f] + h[f] for f in fs)))
                    cost.append(sum(weight(f[0]) for f in fs))
                    face_cols.extend((col, f) for f in fs)
        # sets
        m_big = float(max_set_size if max_set_size is not None else 8)
        n_faces = len(faces)
        rank_rows: dict[int, tuple[int, int]] = {}
        next_row = n_faces
        for rank in range(1, 14):
            here = [f for f in faces if f[0] == rank]
            if sum(t[f] + h[f] for f in here) < 3 or m_big < 3:
                continue
            lo_row, hi_row = next_row, next_row + 1
            next_row += 2
            rank_rows[rank] = (lo_row, hi_row)
            for f in here:
                col = len(columns)
                # x counts toward the face row and both set-count rows
                columns.append([(row_of[f], 1.0), (lo_row, -1.0), (hi_row, 1.0)])
                lower.append(0.0)
                upper.append(float(t[f] + h[f]))
                cost.append(weight(rank))
                face_cols.append((col, f))
            columns.append([(lo_row, 3.0), (hi_row, -m_big)])
            lower.append(0.0)
            upper.append(2.0)
            cost.append(0.0)
        row_lo = [float(t[f]) for f in faces] + [-np.inf, -np.inf] * len(rank_rows)
        row_hi = [float(t[f] + h[f]) for f in faces] + [0.0, 0.0] * len(rank_rows)
        if min_points:
            pts_row = next_row
            next_row += 1
            per_col: Counter[int] = Counter()
            for col, f in face_cols:
                per_col[col] += POINTS_BY_RANK[f[0]]  # one entry per column: sum the faces
            for col, pts in per_col.items():
                columns[col].append((pts_row, float(pts)))
            table_points = sum(POINTS_BY_RANK[f[0]] * t[f] for f in faces)
            row_lo.append(float(min_points + table_points))
            row_hi.append(np.inf)
        n_cols = len(columns)
        if n_cols == 0:
            return None
        lp = hs.HighsLp()
        lp.num_col_ = n_cols
        lp.num_row_ = next_row
        lp.col_cost_ = np.array(cost)
        lp.col_lower_ = np.array(lower)
        lp.col_upper_ = np.array(upper)
        lp.row_lower_ = np.array(row_lo)
        lp.row_upper_ = np.array(row_hi)
        starts = [0]
        index: list[int] = []
        value: list[float] = []
        for col in columns:
            for r, v in col:
                index.append(r)
                value.append(v)
            starts.append(len(index))
        lp.a_matrix_.format_ = hs.MatrixFormat.kColwise
        lp.a_matrix_.start_ = np.array(starts, dtype=np.int32)
        lp.a_matrix_.index_ = np.array(index, dtype=np.int32)
        lp.a_matrix_.value_ = np.array(value)
        lp.a_matrix_.num_col_ = n_cols
        lp.a_matrix_.num_row_ = next_row
        lp.sense_ = hs.ObjSense.kMaximize
        lp.integrality_ = [hs.HighsVarType.kInteger] * n_cols
        self._h.passModel(lp)
        self._h.run()
        if self._h.getModelStatus() != hs.HighsModelStatus.kOptimal:
            return None
        x = self._h.getSolution().col_value
        use: Counter[tuple[int, str]] = Counter()
        for col, f in face_cols:
            use[f] += round(x[col])
        cards = sum(use[f] - t[f] for f in faces)
        points = sum((use[f] - t[f]) * POINTS_BY_RANK[f[0]] for f in faces)
        if cards == 0:
            return None
        return Reference(cards, points)
