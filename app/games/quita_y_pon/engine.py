"""Quita y Pon rules engine (RULES.md §1): one deal, and a match of several deals.

A turn is one action: `Commit` (the whole new table, RULES.md §1.3 (a)), `Draw`
(§1.3 (b)) or `TimeOut` (the turn timer expired: reset and draw, QP-A8). Rearranging the
table card by card happens in a `TurnDraft` (draft.py) that ends in one `Commit`.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from app.core.cards import Card
from app.core.decks import QUITA_Y_PON_PACK, deal_round_robin, shuffled
from app.core.engine import Action, Engine, IllegalMove, MatchBase, Outcome, SeatView
from app.core.melds import Meld, classify
from app.games.quita_y_pon import GAME
from app.games.quita_y_pon.rules import QuitaYPonOptions
from app.games.quita_y_pon.scoring import card_points, deal_scores, deal_winners, hand_points

GAME_ID = GAME.id

Group = tuple[Card, ...]


@dataclass(frozen=True)
class Commit(Action, kind="qp.commit"):
    """The table as the player leaves it: every group, table cards and placed hand cards."""

    groups: tuple[Group, ...]


@dataclass(frozen=True)
class Draw(Action, kind="qp.draw"):
    """Draw one card from the stock instead of playing; the turn ends."""


@dataclass(frozen=True)
class TimeOut(Action, kind="qp.timeout"):
    """The turn timer ran out: the turn is reset and the player draws (QP-A8)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class DealResult(Outcome):
    """A deal's outcome: `reason` "went_out" or "stock_exhausted", the points left in
    each hand, each seat's score (RULES.md §1.4) and the winners (several on a tie)."""


@dataclass(frozen=True, slots=True)
class QuitaYPonView(SeatView):
    """What one seat may see (RULES.md §0.4): its hand, the table, counts of the rest."""

    seat: int
    to_play: int | None
    hand: tuple[Card, ...]
    table: tuple[Group, ...]
    hand_counts: tuple[int, ...]
    stock_count: int
    initial_meld_done: tuple[bool, ...]
    options: QuitaYPonOptions
    turn: int
    result: DealResult | None
    #: Once the deal is over, every seat's hand, laid down face up to be counted (empty
    #: while it is played: nobody sees another's hand).
    revealed: tuple[tuple[Card, ...], ...] = ()

    @property
    def zones(self) -> dict[str, Any]:
        """The generic zone listing the table layer draws (DESIGN.md §2 Zones)."""
        zones: dict[str, Any] = {f"hand:{self.seat}": self.hand, "stock": self.stock_count}
        for seat, count in enumerate(self.hand_counts):
            if seat != self.seat:
                zones[f"hand:{seat}"] = count
        for i, group in enumerate(self.table):
            zones[f"meld:{i}"] = group
        return zones


class QuitaYPon(Engine):
    """One deal of Quita y Pon. Build with `new(options, seed)` or `from_position(...)`."""

    options_class = QuitaYPonOptions
    result: DealResult | None

    def _set_up(self) -> None:
        n = self.num_players
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.stock: list[Card] = []
        self.table: list[Group] = []
        self.initial_meld_done = [False] * n
        self._rules = self.options.meld_rules

    def _deal(self, rng: random.Random) -> None:
        """Shuffle and deal (RULES.md §1.1, §0.4) from a seed; the same seed, the same deal."""
        pack = shuffled(QUITA_Y_PON_PACK, rng)
        size = self.options.hand_size
        self.hands, self.stock = deal_round_robin(pack, self.num_players, size, self._to_play)

    # ------------------------------------------------------------------ construction
    @classmethod
    def from_position(
        cls,
        table: Sequence[Sequence[Card]],
        hands: Sequence[Sequence[Card]],
        stock: Sequence[Card] = (),
        to_play: int = 0,
        options: QuitaYPonOptions | Mapping[str, Any] | None = None,
        dealer: int = 0,
        initial_meld_done: Sequence[bool] | None = None,
    ) -> QuitaYPon:
        """The test constructor for partial scenario states (RULES.md, how to read)."""
        opts = QuitaYPonOptions.coerce(options)
        if len(hands) != opts.num_players:
            raise ValueError(f"{len(hands)} hands for {opts.num_players} players")
        state = cls(opts, dealer)
        state.hands = [list(h) for h in hands]
        state.stock = list(stock)
        state.table = [tuple(g) for g in table]
        state._to_play = to_play
        if initial_meld_done is not None:
            state.initial_meld_done = list(initial_meld_done)
        return state

    # ------------------------------------------------------------------ contract

    def view(self, seat: int) -> QuitaYPonView:
        return QuitaYPonView(
            seat=seat,
            to_play=self.to_play,
            hand=tuple(self.hands[seat]),
            table=tuple(self.table),
            hand_counts=tuple(len(h) for h in self.hands),
            stock_count=len(self.stock),
            initial_meld_done=tuple(self.initial_meld_done),
            options=self.options,
            turn=self.turn,
            result=self.result,
            revealed=tuple(tuple(h) for h in self.hands) if self.result is not None else (),
        )

    def _problem(self, action: Action) -> IllegalMove | None:
        if isinstance(action, Commit):
            return self._check_commit(action.groups)
        if isinstance(action, Draw):
            return self._check_draw()
        if isinstance(action, TimeOut):
            if self.options.turn_time_limit_s is None:
                return IllegalMove("no_turn_timer")
            return None
        return IllegalMove("unknown_action", action=type(action).__name__)

    def _apply(self, action: Action) -> None:
        seat = self._to_play
        if isinstance(action, Commit):
            self._apply_commit(seat, action.groups)
        else:
            self._apply_draw(seat)

    # ------------------------------------------------------------------ commit
    def _position(self) -> Position:
        seat = self._to_play
        return Position(
            tuple(self.table), tuple(self.hands[seat]), self.options, self.initial_meld_done[seat]
        )

    def _check_commit(self, groups: Sequence[Sequence[Card]]) -> IllegalMove | None:
        return commit_problem(self._position(), groups)

    def _apply_commit(self, seat: int, groups: Sequence[Sequence[Card]]) -> None:
        before = {c for g in self.table for c in g}
        new_table: list[Group] = []
        for group in groups:
            judged = classify(group, self._rules)
            assert isinstance(judged, Meld)
            new_table.append(judged.cards)
        placed = {c for g in new_table for c in g} - before
        self.table = new_table
        self.hands[seat] = [c for c in self.hands[seat] if c not in placed]
        self.initial_meld_done[seat] = True
        self.turn += 1
        if not self.hands[seat]:
            self._finish("went_out")
        else:
            self._to_play = (seat + 1) % self.num_players

    # ------------------------------------------------------------------ draw
    def _check_draw(self) -> IllegalMove | None:
        return draw_problem(self._position())

    def _apply_draw(self, seat: int) -> None:
        self.turn += 1
        if not self.stock:
            # on_empty_draw_attempt: drawing from the empty stock ends the deal.
            self._finish("stock_exhausted")
            return
        self.hands[seat].append(self.stock.pop(0))
        if not self.stock and self.options.stock_end_trigger == "on_last_draw":
            self._finish("stock_exhausted")
            return
        self._to_play = (seat + 1) % self.num_players

    def _finish(self, reason: str) -> None:
        totals = [hand_points(h) for h in self.hands]
        self.result = DealResult(
            reason=reason,
            hand_points=tuple(totals),
            scores=tuple(deal_scores(totals)),
            winners=tuple(deal_winners(totals)),
        )

    # ------------------------------------------------------------------ plays that forbid drawing
    def simple_play(self) -> tuple[Group, ...] | None:
        return simple_play(self._position())

    def full_play(self) -> tuple[Group, ...] | None:
        return full_play(self._position())

    #: One pack whatever the options (RULES.md §1.1).
    pack = QUITA_Y_PON_PACK

    def all_cards(self) -> list[Card]:
        return [c for h in self.hands for c in h] + self.stock + [c for g in self.table for c in g]


@dataclass(frozen=True, slots=True)
class Position:
    """What the player on turn decides from: the table, his hand, the options, his status.

    The engine judges commits from it, and bots build it from their view, so both use
    exactly the same rules.
    """

    table: tuple[Group, ...]
    hand: tuple[Card, ...]
    options: QuitaYPonOptions
    initial_meld_done: bool

    @classmethod
    def of_view(cls, view: QuitaYPonView) -> Position:
        return cls(view.table, view.hand, view.options, view.initial_meld_done[view.seat])

    @property
    def min_points(self) -> int:
        return 0 if self.initial_meld_done else self.options.initial_meld_min_points

    @property
    def keep_table(self) -> tuple[Group, ...] | None:
        if self.initial_meld_done or self.options.manipulate_before_initial_meld:
            return None
        return self.table


def commit_problem(position: Position, groups: Sequence[Sequence[Card]]) -> IllegalMove | None:
    """The commit rules of RULES.md §1.3 (a) and the initial-meld options (QP-A5)."""
    placed_all = [c for g in groups for c in g]
    repeated = [c for c, k in Counter(placed_all).items() if k > 1]
    if repeated:
        return IllegalMove("card_repeated", cards=sorted(repeated, key=Card.sort_key))
    before = {c for g in position.table for c in g}
    after = set(placed_all)
    missing = before - after
    if missing:
        return IllegalMove("table_card_removed", cards=sorted(missing, key=Card.sort_key))
    new_cards = after - before
    foreign = new_cards - set(position.hand)
    if foreign:
        return IllegalMove("card_not_in_hand", cards=sorted(foreign, key=Card.sort_key))
    if not new_cards:
        return IllegalMove("no_card_from_hand")
    rules = position.options.meld_rules
    for group in groups:
        judged = classify(group, rules)
        if isinstance(judged, IllegalMove):
            return judged
    if not position.initial_meld_done:
        minimum = position.options.initial_meld_min_points
        points = sum(card_points(c) for c in new_cards)
        if minimum and points < minimum:
            return IllegalMove(
                "initial_meld_too_small",
                points=points,
                minimum=minimum,
                cards=sorted(new_cards, key=Card.sort_key),
            )
        if not position.options.manipulate_before_initial_meld:
            kept = Counter(frozenset(g) for g in groups)
            for group in position.table:
                key = frozenset(group)
                if kept[key] == 0:
                    return IllegalMove("table_changed_before_initial_meld", group=list(group))
                kept[key] -= 1
    return None


def simple_play(position: Position) -> tuple[Group, ...] | None:
    """A *simple play* (QP-A4) as a full commit, or None.

    (i) one new group of hand cards only, table untouched; else (ii) one hand card added
    to an end of a table run or to a table set. Chosen deterministically: melds in hand
    before lay-offs, lowest rank first. Each candidate is judged by the commit rules
    themselves, so every option (set size, wrap, initial meld) applies.
    """
    table = position.table
    hand = sorted(position.hand, key=Card.rank_key)
    rules = position.options.meld_rules
    # Fast equivalents of commit_problem for these two shapes of commit: the table's own
    # groups are valid already, so only the new or extended group needs judging.
    minimum = position.min_points
    for group in _hand_melds(position, hand):
        if sum(map(card_points, group)) >= minimum and isinstance(classify(group, rules), Meld):
            return (*table, group)
    if not position.initial_meld_done and not position.options.manipulate_before_initial_meld:
        return None
    for c in hand:
        if card_points(c) < minimum:
            continue
        for i, group in enumerate(table):
            if not could_extend(group, c):
                continue
            extended = (*group, c)
            if isinstance(classify(extended, rules), Meld):
                return (*table[:i], extended, *table[i + 1 :])
    return None


def draw_problem(position: Position) -> IllegalMove | None:
    """Why the player may not draw (`must_play_if_able`, QP-A4), naming the play he has."""
    mode = position.options.must_play_if_able
    if mode == "off":
        return None
    play = simple_play(position) if mode == "simple" else full_play(position)
    if play is None:
        return None
    on_table = {c for g in position.table for c in g}
    placed = sorted({c for g in play for c in g} - on_table, key=Card.sort_key)
    return IllegalMove("must_play", play=play, cards=placed)


def could_extend(group: Sequence[Card], c: Card) -> bool:
    """Cheap filter: a card can only join a set of its rank or a run of its suit."""
    first, second = group[0], group[1]
    if first.rank == second.rank:
        return c.rank == first.rank
    return c.suit == first.suit


def _hand_melds(position: Position, hand: list[Card]) -> list[Group]:
    """Candidate new groups from the hand, lowest rank first (sets before runs)."""
    minimum = position.min_points
    options = position.options
    candidates: list[tuple[int, int, Group]] = []
    by_rank: dict[int, list[Card]] = {}
    by_face: dict[tuple[int, str], Card] = {}
    for c in hand:
        by_rank.setdefault(c.rank, []).append(c)
        by_face.setdefault(c.face, c)
    limit = options.max_set_size or 8
    for rank, same in by_rank.items():
        if len(same) >= 3:
            size = 3
            while size < min(len(same), limit) and sum(map(card_points, same[:size])) < minimum:
                size += 1
            candidates.append((rank, 0, tuple(same[:size])))
    wrap = options.run_wraparound
    for suit in "SHDC":
        for start in range(1, 14) if wrap else range(1, 13):
            run: list[Card] = []
            position_rank = start
            while len(run) < 13:
                if position_rank > 14 and not wrap:
                    break
                c = by_face.get(((position_rank - 1) % 13 + 1, suit))
                if c is None:
                    break
                run.append(c)
                if len(run) >= 3 and sum(map(card_points, run)) >= minimum:
                    candidates.append((start, 1, tuple(run)))
                    break
                position_rank += 1
    candidates.sort(key=lambda item: (item[0], item[1]))
    return [group for _, _, group in candidates]


def full_play(position: Position) -> tuple[Group, ...] | None:
    """Any legal commit, found by the exact solver (`must_play_if_able = full`)."""
    from app.games.quita_y_pon.solver import solve

    solution = solve(
        [c for g in position.table for c in g],
        position.hand,
        min_points=position.min_points,
        keep_table=position.keep_table,
        **position.options.solver_options,
    )
    return None if solution is None else tuple(solution.melds)


class QuitaYPonMatch(MatchBase):
    """A match: one deal by default; `deals` and/or `target_score` (RULES.md §1.5, QP-A11)."""

    outcome_class = DealResult
    options_class = QuitaYPonOptions
    deal_class = QuitaYPon

    @property
    def over(self) -> bool:
        deals, target = self.options.deals, self.options.target_score
        played = len(self.results)
        if deals is None and target is None:
            return played >= 1
        if deals is not None and played >= deals:
            return True
        return target is not None and played > 0 and max(self.totals) >= target

    def _winning_seats(self) -> list[int]:
        best = max(self.totals)
        return [seat for seat, t in enumerate(self.totals) if t == best]
