"""Quita y Pon bots: easy, normal and hard (DESIGN.md §3).

* easy lays down melds from its hand and lays single cards off on the ends of table
  melds; it never rearranges the table.
* normal plays the exact solver's best commit: the most hand cards this turn.
* hard plays a most-cards commit too (keeping the cards hardest to place later: aces, 2s
  and kings go first), unless an opponent is close to going out. Then it weighs each
  smaller commit, and drawing when that is allowed, by the chance that the cards it adds
  let that opponent go out: his hidden cards are among the unseen cards dead on the
  table (he could not place them), so a commit that brings many of those to life is
  dangerous. Holding a placeable card back costs little late in a deal, when players
  alternate drawing a card and placing it. It guards in one-deal matches and head to
  head, where that pays (bench/README.md has the measurements).

Every level keeps to the time of its `Limit`: the solver stops at its bound with the best
commit found so far, and hard's weighing of smaller commits is anytime (the choices judged
before the bound). Hard's own limit is one second, the worst case a person waits.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from app.ai.budget import Budget, OutOfBudget
from app.ai.determinise import unseen
from app.core.bots import BotBase, Limit
from app.core.cards import SUIT_CHARS, Card, cards_text
from app.core.decks import QUITA_Y_PON_PACK, build_pack
from app.core.engine import Action
from app.core.melds import Meld, MeldRules, classify
from app.core.words import Words
from app.games.quita_y_pon import GAME
from app.games.quita_y_pon.engine import (
    Commit,
    Draw,
    Group,
    Position,
    QuitaYPonView,
    commit_problem,
    could_extend,
    draw_problem,
    full_play,
    simple_play,
)
from app.games.quita_y_pon.rules import QuitaYPonOptions
from app.games.quita_y_pon.scoring import card_points
from app.games.quita_y_pon.solver import solve

#: The budget of the level that has one (easy and normal choose by rule, unbounded).
LIMITS = {"hard": Limit(time=1.0)}


#: A hint's reasons (app/core/hints.py).
PLACE_ALL = Words("Hints", "place {cards}: your whole hand goes down")
PLACE = Words("Hints", "place {cards}: %n card(s) left in your hand")
DRAW_REASON = Words("Hints", "draw: no card of yours is worth placing now")


class QuitaYPonBot(BotBase, game=GAME, rng_name="qp-bot", limits=LIMITS):
    #: A deal's scores: the hand points a losing seat is left holding, about fifty.
    score_size = 50.0

    def score(self, view: QuitaYPonView, action: Action) -> float | None:
        """A review's value of a move: the points of the hand cards it places (a draw
        places none), what the deal's end counts against the cards kept."""
        if isinstance(action, Draw):
            return 0.0
        if isinstance(action, Commit):
            return float(sum(card_points(c) for c in placed_cards(view, action)))
        return None

    def __init__(self, level: str = "normal", seed: int | str = 0) -> None:
        super().__init__(level, seed)
        # The turn and hand counts at this seat's previous turn: a count that rose since
        # is a draw. A lower turn number is a new deal.
        self._last: tuple[int, tuple[int, ...]] | None = None

    def choose(self, view: QuitaYPonView, limit: Limit | None = None) -> Action:
        budget = Budget(self.limit if limit is None else limit)
        position = Position.of_view(view)
        try:
            if self.level == "easy":
                groups = easy_commit(position)
            elif self.level == "normal":
                groups = solver_commit(position, stop=budget.out_of_time)
            else:
                opponents = self._opponents(view)
                groups = hard_commit(position, opponents, view.stock_count, budget)
        except OutOfBudget:  # the solver found nothing in time: the greedy play instead
            groups = easy_commit(position)
        if groups is None and position.options.must_play_if_able == "full":
            groups = full_play(position)
        return Draw() if groups is None else Commit(groups)

    def reason(self, view: QuitaYPonView, action: Action, value: float | None) -> Words | None:
        """A hint's reason: the hand cards a commit places (and how many stay), or why
        drawing is the move."""
        if isinstance(action, Commit):
            placed = sorted(placed_cards(view, action), key=Card.sort_key)
            kept = len(view.hand) - len(placed)
            if kept == 0:
                return PLACE_ALL.filled(cards=cards_text(placed))
            return PLACE.filled(cards=cards_text(placed)).counting(kept)
        if isinstance(action, Draw):
            return DRAW_REASON
        return None

    def _opponents(self, view: QuitaYPonView) -> list[Opponent]:
        last, self._last = self._last, (view.turn, view.hand_counts)
        before = last[1] if last is not None and last[0] < view.turn else None
        return [
            Opponent(count, before is not None and count > before[seat])
            for seat, count in enumerate(view.hand_counts)
            if seat != view.seat
        ]


def placed_cards(view: QuitaYPonView, action: Commit) -> list[Card]:
    """The hand cards a commit puts on the table (the cards of its groups not on it)."""
    on_table = {c for group in view.table for c in group}
    return [c for group in action.groups for c in group if c not in on_table]


# ---------------------------------------------------------------------------- easy
def easy_commit(position: Position) -> tuple[Group, ...] | None:
    """Melds from the hand, then lay-offs on the ends of melds; no rearranging."""
    rules = position.options.meld_rules
    hand = sorted(position.hand, key=Card.sort_key)
    new_groups: list[list[Card]] = []
    for group in _greedy_hand_melds(hand, position):
        new_groups.append(group)
        for c in group:
            hand.remove(c)
    table = [list(g) for g in position.table]
    may_touch_table = position.keep_table is None
    targets = (table + new_groups) if may_touch_table else new_groups
    laid = True
    while laid and hand:
        laid = False
        for c in list(hand):
            for group in targets:
                extended = _extend(group, c, rules)
                if extended is not None:
                    group[:] = extended
                    hand.remove(c)
                    laid = True
                    break
    commit = tuple(tuple(g) for g in table + new_groups)
    if commit_problem(position, commit) is None:
        return commit
    # The initial-meld minimum can refuse a small first play: fall back to the simple play.
    return simple_play(position)


def _extend(group: list[Card], c: Card, rules: MeldRules) -> list[Card] | None:
    if len(group) >= 2 and not could_extend(group, c):
        return None
    for candidate in ([*group, c], [c, *group]):
        judged = classify(candidate, rules)
        if isinstance(judged, Meld):
            return list(judged.cards)
    return None


def _greedy_hand_melds(hand: list[Card], position: Position) -> list[list[Card]]:
    """Sets of a rank and maximal runs of a suit, greedily, longest first."""
    options = position.options
    pool = list(hand)
    melds: list[list[Card]] = []
    while True:
        best: list[Card] | None = None
        by_rank: dict[int, list[Card]] = {}
        for c in pool:
            by_rank.setdefault(c.rank, []).append(c)
        for same in by_rank.values():
            if len(same) >= 3:
                group = same[: options.max_set_size or 8]
                if best is None or len(group) > len(best):
                    best = group
        faces = {c.face: c for c in pool}
        for suit in "SHDC":
            for run in _segments([faces.get((p % 13 or 13, suit)) for p in range(1, 15)]):
                if len(run) >= 3 and (best is None or len(run) > len(best)):
                    best = run
        if best is None:
            return melds
        melds.append(best)
        for c in best:
            pool.remove(c)


def _segments(slots: list[Card | None]) -> list[list[Card]]:
    """Maximal runs of present cards over positions 1..14 (one ace never used twice)."""
    out: list[list[Card]] = []
    run: list[Card] = []
    for i, c in enumerate(slots):
        if c is not None and not (i == 13 and len(run) == 13):
            run.append(c)
        else:
            out.append(run)
            run = [c] if c is not None else []
    out.append(run)
    return out


# ---------------------------------------------------------------------------- normal
def solver_commit(
    position: Position,
    weights: dict[tuple[int, str], int] | None = None,
    stop: Callable[[], bool] | None = None,
) -> tuple[Group, ...] | None:
    solution = solve(
        [c for g in position.table for c in g],
        position.hand,
        objective="cards",
        min_points=position.min_points,
        keep_table=position.keep_table,
        shed_bonus=weights,
        stop=stop,
        **position.options.solver_options,
    )
    return None if solution is None else tuple(solution.melds)


# ---------------------------------------------------------------------------- hard
#: Opponents holding this many cards or fewer are close enough to going out to guard against.
GUARD_HAND = 4
#: What holding back one placeable card costs, in the same unit as the risk below (the
#: chance that this commit hands an opponent his going out). Measured in bench/README.md.
HOLD_COST = 0.01
#: At most this many smaller commits are judged per decision (largest first).
MAX_HOLD_BACKS = 40
#: Each level's own budget per decision. Easy and normal are bounded by construction (a
#: greedy pass, one solver call); hard's worst case was over a second (a crowded table,
#: every smaller commit weighed), so it stops at one second.

_PACK = build_pack(QUITA_Y_PON_PACK)


@dataclass(frozen=True, slots=True)
class Opponent:
    """What the hard bot knows of an opponent: his card count and whether he just drew."""

    cards: int
    drew: bool


def hard_commit(
    position: Position,
    opponents: Sequence[Opponent] = (),
    stock_count: int = 1,
    budget: Budget | None = None,
) -> tuple[Group, ...] | None:
    """A most-cards commit, unless holding some of it back is less likely to let an
    opponent close to going out go out on the cards it adds to the table.

    The table belongs to everybody: 85% of go-outs are made possible by the commits of
    the players before (bench/README.md). An opponent's hand is hidden, but a card he
    still holds could not be placed at his last turn, so it is among the unseen cards
    that are dead on the table now (or his hand would be out already). The risk of a
    commit is the chance, with his cards drawn from those dead cards, that all of them
    come alive on the table the commit leaves; a card drawn since his last commit is
    alive with the share of unseen cards that are. Each placeable card held back costs
    HOLD_COST; drawing (where must_play_if_able allows it) costs one more. Drawing
    from an empty stock would end the deal (QP-A6), so it is never chosen to guard.

    Every solver call counts as a node of `budget`; when it is spent, the choice is made
    among the commits judged so far (the most-cards one at least).
    """
    budget = budget or Budget(LIMITS["hard"])
    best = solver_commit(position, _shedding_weights(position), budget.out_of_time)
    if best is None:
        return None
    on_table = {c for group in position.table for c in group}
    placed = [c for group in best for c in group if c not in on_table]
    near = [o for o in opponents if o.cards <= GUARD_HAND]
    if (
        len(placed) == len(position.hand)
        or not near
        or position.keep_table is not None
        or not _guards(position.options)
    ):
        return best
    try:
        return _least_enabling(position, best, placed, near, stock_count > 0, budget)
    except OutOfBudget:  # spent before the most-cards commit's risk was known
        return best


def _guards(options: QuitaYPonOptions) -> bool:
    """Whether guarding pays: in a one-deal match (the default, RULES.md §1.5), won by
    winning the deal, and head to head.

    With three or four players guarding costs points: the cards held back are still in
    hand when somebody goes out anyway (measured: 0.6 to 1.1 points a deal below normal
    with four players, no gain with three). Over several deals the points add up, so
    there hard places the most cards every turn, except head to head, where guarding
    gains points too (+0.8 a deal).
    """
    one_deal = options.target_score is None and (options.deals or 1) == 1
    return one_deal or options.num_players == 2


def _least_enabling(
    position: Position,
    best: tuple[Group, ...],
    placed: list[Card],
    near: list[Opponent],
    may_draw: bool,
    budget: Budget,
) -> tuple[Group, ...] | None:
    """The cheapest of the choices judged within the budget; `OutOfBudget` before the
    first (the most-cards commit) is judged."""
    options = position.options
    now = _Arrangement(position.table, options, budget)
    pool = unseen(_PACK, [*now.cards, *position.hand])
    dead = [u for u in pool if not now.takes(u)]
    if not dead:
        return best
    with_best = _Arrangement(best, options, budget)
    enabled = [u for u in dead if with_best.takes(u)]
    if not enabled:
        return best
    alive_share = 1 - len(dead) / len(pool)

    def risk(count: int) -> float:
        p = count / len(dead)
        return sum(p ** (o.cards - 1) * alive_share if o.drew else p**o.cards for o in near)

    choices: list[tuple[float, float, tuple[Group, ...] | None]] = [(risk(len(enabled)), 0.0, best)]
    try:
        for kept in _hold_backs(placed):
            sub = [c for c in placed if c not in kept]
            if not budget.count():
                break
            solution = solve(
                now.cards,
                sub,
                objective="cards",
                min_points=position.min_points,
                stop=budget.out_of_time,
                **options.solver_options,
            )
            if solution is None or solution.cards_placed != len(sub):
                continue
            after = _Arrangement(solution.melds, options, budget)
            count = sum(1 for u in enabled if after.takes(u))
            choices.append((risk(count), HOLD_COST * len(kept), tuple(solution.melds)))
    except OutOfBudget:
        pass  # anytime: the choice among those judged so far
    if may_draw and draw_problem(position) is None:
        choices.append((0.0, HOLD_COST * (len(placed) + 1), None))
    _risk, _cost, groups = min(choices, key=lambda choice: (choice[0] + choice[1], choice[1]))
    if groups is not None and commit_problem(position, groups) is not None:
        return best
    return groups


def _hold_backs(placed: list[Card]) -> list[tuple[Card, ...]]:
    """Non-empty proper parts of the placed cards to keep in hand, fewest first."""
    out: list[tuple[Card, ...]] = []
    for size in range(1, len(placed)):
        out.extend(itertools.combinations(placed, size))
        if len(out) >= MAX_HOLD_BACKS:
            break
    return out


class _Arrangement:
    """Valid groups of a table, and a test of whether one more card fits on it (each
    solver call a node of the budget, if one is given)."""

    def __init__(
        self,
        groups: Sequence[Sequence[Card]],
        options: QuitaYPonOptions,
        budget: Budget | None = None,
    ) -> None:
        self.cards = [c for group in groups for c in group]
        self.options = options
        self.budget = budget
        self.faces = _extension_faces(groups, options.meld_rules)
        self.by_rank = Counter(c.rank for c in self.cards)
        self.by_face = Counter(c.face for c in self.cards)

    def takes(self, c: Card) -> bool:
        """Whether the table with `c` added can be arranged into valid groups."""
        if c.face in self.faces:
            return True
        if not self._could_join(c):
            return False
        stop = None
        if self.budget is not None:
            if not self.budget.count():
                raise OutOfBudget("no budget left to ask the solver")
            stop = self.budget.out_of_time
        return solve(self.cards, [c], stop=stop, **self.options.solver_options) is not None

    def _could_join(self, c: Card) -> bool:
        """A necessary condition, to spare the solver: `c` needs a group of 3+, so two
        other cards of its rank (a set) or two of its suit within two ranks of it (a
        run; ranks counted round the corner, which only widens the test)."""
        if self.by_rank[c.rank] >= 2:
            return True
        near = sum(self.by_face[((c.rank - 1 + step) % 13 + 1, c.suit)] for step in (-2, -1, 1, 2))
        return near >= 2


def _extension_faces(groups: Sequence[Sequence[Card]], rules: MeldRules) -> set[tuple[int, str]]:
    """Faces that join a group as it stands (a set of their rank, a run's end): cheap
    proof that such a card fits, without the solver."""
    faces: set[tuple[int, str]] = set()
    for group in groups:
        if group[0].rank == group[1].rank:
            if rules.set_max is None or len(group) < rules.set_max:
                faces.update((group[0].rank, suit) for suit in SUIT_CHARS)
            continue
        suit = group[0].suit
        ranks = {c.rank for c in group}
        for r in ranks:
            for n in (r - 1 or 13, r % 13 + 1):
                if n in ranks or (n, suit) in faces:
                    continue
                if isinstance(classify((*group, Card(n, suit, 0)), rules), Meld):
                    faces.add((n, suit))
    return faces


def _shedding_weights(position: Position) -> dict[tuple[int, str], int]:
    """How much the hard bot wants each hand card gone, among most-cards commits.

    Late in a deal the players left holding cards are stuck with "dead" ones that no
    table meld will take. Aces, 2s and kings fit only two run windows (A23/QKA, A23/234,
    JQK/QKA) against three for the other ranks (all fit three with wrap-around), so
    they go first; points break the remaining ties (a stock-exhausted deal is won on
    hand points).
    """
    wrap = position.options.run_wraparound
    return {
        c.face: (0 if wrap or c.rank not in (1, 2, 13) else 300) + card_points(c)
        for c in position.hand
    }
