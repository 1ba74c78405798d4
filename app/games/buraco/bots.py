"""Buraco bots: `BuracoBot(level, seed).choose(view, limit)`, from the seat's view only.

Every level judges its choices on worlds consistent with the view (the hidden cards
dealt at random: legality depends only on what the view shows).

* easy is a sensible random player: it takes the pile when it can meld its top card,
  melds and lays off when it can, and discards at random, keeping wild cards.
* normal plays for its team: it scores every legal action by the position it leaves
  (`_score`: the team's table and its progress towards canastas, the muertos, the worth
  of the hand at the stage of the deal, a close judged by who it leaves ahead) and a
  discard also by what it may hand the next opponent (`_discard_danger`). Its draw is
  judged in several sampled worlds, since the pile's cards are hidden: a big pile is
  taken early, when there is time to meld it, and late only when most of it fits.
  So it takes the pile when it is worth it, keeps wild cards, races for the muerto
  (each card in hand costs while its team has none; a direct muerto beats an indirect
  one), extends its longest runs, closes when its team is ahead and waits when behind.
* hard searches the decisions that matter (draw or take the pile, with normal's two best
  pick-ups; which card to discard, among normal's best three actions; close now or not)
  by determinised playouts (`app.ai`) in worlds sampled from the view and from what the
  seat remembers of the deal (`sample_world`, `memory.remember`: the pile is the discards
  since the last pick-up, known from the public log, and a seat that took the pile holds
  the cards it took until they show up on the table or the pile; everything else hidden
  is dealt at random). Each candidate is played on for the rest of its turn and one
  round more with a cheap policy on the world (`_quick_turn`: take the pile when its top
  melds, meld, lay off, discard the card least worth keeping), the best mean team result
  kept (`_leaf`: the score difference, exact with a win bonus if the deal ended). The
  cheap policy is what buys the worlds: normal's ranking scores every legal action on a
  copy, a few milliseconds a step, so that a round of it allowed only one to three
  worlds per decision; the cheap one plays a round in about a millisecond, and hard's
  limit is a count of worlds (16), the clock only a safety cap. Melds and lay-offs are
  normal's.
"""

from __future__ import annotations

import itertools
import math
import random
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache

from app.ai.budget import Budget
from app.ai.determinise import HiddenZone, deal_unseen, unseen
from app.ai.search import SearchResult, playout_search
from app.core.bots import Limit
from app.core.cards import Card
from app.core.engine import Action, IllegalMove
from app.core.melds import is_wild
from app.core.words import Words
from app.games.buraco import GAME
from app.games.buraco.engine import (
    DRAW,
    FAMILY_ACTIONS,
    PLAY,
    Buraco,
    BuracoView,
    Discard,
    Draw,
    LayOff,
    Meld,
    TakePile,
    _near,
    hand_melds,
    private_state,
)
from app.games.buraco.memory import remember
from app.games.buraco.rules import BuracoOptions
from app.games.buraco.scoring import card_value, team_tally
from app.games.canasta.bots import FamilyBot
from app.games.canasta.hints import CANASTA, family_reason
from app.games.canasta.melds import (
    CLEAN,
    DIRTY,
    RUN,
    THOUSAND,
    FamilyRules,
    TeamMeld,
    completed_kind,
    lay_off_readings,
    new_meld_readings,
    reading_for,
)
from app.games.canasta.packets import UNTAKEN, PacketFate, packet_for, team_packet

#: Each level's own budget (easy chooses by rule, unbounded): normal's sampled draw
#: worlds stop at the first bound; hard's search at 16 worlds, its clock a safety cap
#: (measured, its p95 stays near 100 ms), so that a benchmark's result does not depend on
#: the machine's load.
LIMITS = {"normal": Limit(time=0.15, playouts=8), "hard": Limit(time=0.4, playouts=16)}


class BuracoBot(FamilyBot, game=GAME, rng_name="bu-bot", limits=LIMITS):
    #: A deal's scores, as a review grades them: a deal's loser is left a hundred or
    #: two behind, a canasta is 100 to 200. (Hard's playouts score the team's lead in
    #: deal points, a won deal's bonus in: `in_points`.)
    score_size = 100.0
    family = FAMILY_ACTIONS

    def _weighing(self) -> _Hard:
        """Any level's moves are weighed by hard's search (a review's, a hint's)."""
        return self._hard if self._hard is not None else _Hard(self.rng, self.weights)

    def __init__(
        self, level: str = "easy", seed: int | str = 0, weights: Weights | None = None
    ) -> None:
        """`weights` replaces normal's reading (a tuner's variant; hard's melds and
        candidates are read with it too)."""
        super().__init__(level, seed)
        self.weights = NORMAL_WEIGHTS if weights is None else weights
        self._normal = _Normal(self.rng, self.weights) if level == "normal" else None
        self._hard = _Hard(self.rng, self.weights) if level == "hard" else None

    def reason(self, view: BuracoView, action: Action, value: float | None) -> Words | None:
        """A hint's reason: the facts of the family's moves (app/games/canasta/hints.py)."""
        return family_reason(
            view, action, FAMILY_ACTIONS, view.options.family, view.pile_size,
            CANASTA, take_possible=view.pile_size > 0,
        )  # fmt: skip

    def _easy(self, view: BuracoView) -> Action:
        state = private_state(view, self.rng)
        actions = state.choices()
        if view.phase == DRAW:
            takes = [a for a in actions if isinstance(a, TakePile)]
            if takes and self.rng.random() < 0.8:
                return self.rng.choice(takes)
            draws = [a for a in actions if isinstance(a, Draw)]
            return draws[0] if draws else self.rng.choice(actions)
        melds = [a for a in actions if isinstance(a, Meld)]
        if melds:
            return max(melds, key=lambda a: sum(len(g) for g in a.melds))
        lay_offs = [a for a in actions if isinstance(a, LayOff)]
        if lay_offs and self.rng.random() < 0.9:
            return self.rng.choice(lay_offs)
        return self._discard_keeping_wilds(view, actions)


#: The levels Buraco's computer players play (its entry's), and the levels written but
#: not offered (none now: hard was shown stronger than normal, bench/README.md "Buraco
#: hard"); a level written but not offered plays only when asked for by name.
LEVELS, EXPERIMENTAL = BuracoBot.offered, BuracoBot.experimental


# --------------------------------------------------------------------------- normal


#: At most this many sampled worlds for a draw when the limit sets no playouts bound.
MAX_WORLDS = 32


@dataclass(frozen=True, slots=True)
class Weights:
    """The numbers of normal's reading of a position (`_score`, `_hand_worth`,
    `_discard_danger`), one object per bot so that a tuner's variant plays against its
    parent in one process (bench/tune.py --game buraco). Hard's melds, lay-offs and
    candidates are normal's, read with the same numbers."""

    #: The stage of the deal, by the cards still to be drawn: late below `late_draw`,
    #: the middle below `mid_draw`; each stage's weight of a held card's points (`*_held`)
    #: and chance that a pair in hand is melded before the end (`*_chance`). An opponent
    #: team that may close at any moment makes it `threat_*`.
    late_draw: float = 12.0
    mid_draw: float = 30.0
    threat_held: float = 1.25
    threat_chance: float = 0.3
    late_held: float = 1.0
    late_chance: float = 0.4
    mid_held: float = 0.5
    mid_chance: float = 0.8
    early_held: float = 0.25
    early_chance: float = 1.0
    #: A multiplier of the shares of a canasta's bonus an incomplete run is worth.
    run_progress: float = 1.0
    #: A wild card held: `wild_base`, and `wild_chance` times the stage's chance.
    wild_base: float = 10.0
    wild_chance: float = 15.0
    #: A card that fits a team meld: this share of its points, and a bonus.
    fit_share: float = 0.8
    fit_bonus: float = 4.0
    #: The share of its points a card with one partner in hand (`pair_share`) or more
    #: (`pairs_share`) is worth, times the stage's chance.
    pair_share: float = 0.3
    pairs_share: float = 0.6
    #: A team's muerto taken; the seat's own taken this turn, directly (in play) or not.
    muerto_worth: float = 150.0
    direct_muerto: float = 100.0
    indirect_muerto: float = 80.0
    #: Each card in hand while the team's muerto waits (the race for it).
    muerto_race: float = 6.0
    #: The team's first canasta (it may then close).
    first_canasta: float = 80.0
    #: A discard's danger: a wild card, a card that fits the next opponent's melds (beside
    #: its points), and what the next opponent gains from each card of the pile he would
    #: take with it (cards to meld, a longer run).
    wild_danger: float = 20.0
    fit_danger: float = 10.0
    pile_card_gain: float = 7.0
    #: The score of an action that ends the deal: a close is played when the team is
    #: ahead, and avoided when it is behind (there is always another legal action then).
    close_weight: float = 1000.0
    #: A hidden card's points when a team's score is estimated.
    unseen_card: float = 8.0

    # Hard's own: its playouts' policy (`_quick_turn`, every seat alike) and the leaf its
    # playouts are judged at (`_leaf`); normal reads none of these.
    #: Late in the deal (fewer cards in the stock than `late_stock`) a playout takes the
    #: pile only if it holds no more than `late_pile`: late, cards taken are cards held.
    late_pile: float = 4.0
    late_stock: float = 12.0
    #: A playout's discard keeps a card by these: its points (times `keep_held`, the
    #: dearer the sooner it goes), a wild card, a card the next opponent's team can lay
    #: off, each card in hand it pairs or connects with.
    keep_held: float = 0.3
    keep_wild: float = 100.0
    keep_feed: float = 40.0
    keep_partner: float = 12.0
    #: At a leaf, a held card's points weigh `leaf_early` while `leaf_mid_draw` cards or
    #: more are still to draw, `leaf_mid` while `leaf_late_draw` or more, else `leaf_late`.
    leaf_early: float = 0.25
    leaf_mid: float = 0.5
    leaf_late: float = 1.0
    leaf_mid_draw: float = 30.0
    leaf_late_draw: float = 12.0
    #: A wild card held, at a leaf, while the deal is young: what it adds to a canasta to
    #: come (a dirty canasta's 100 points rather than none), weighed down as the deal ages
    #: (bench/README.md, "A wild card held at the leaf").
    wild_held: float = 100.0
    #: A won deal's weight beyond its score difference: the match is won by deals.
    win_bonus: float = 300.0


#: Normal's reading (and the one hard's melds and candidates come from): the defaults
#: above as first set by hand, ten of them tuned by duplicate self-play (bench/tune.py
#: --game buraco, seed `butune1`; checked on 2,000 deals it never played: bench/README.md,
#: "Buraco's normal").
NORMAL_WEIGHTS = Weights(
    pile_card_gain=6.1,
    muerto_race=6.2,
    first_canasta=100.0,
    run_progress=1.3,
    fit_share=0.88,
    pairs_share=0.6,
    wild_chance=16.0,
    early_held=0.23,
    mid_held=0.44,
    muerto_worth=137.0,
)


@dataclass(frozen=True, slots=True)
class _Side:
    """The seat's reading of the table: its team, the next opponent's, and the stage."""

    w: Weights
    seat: int
    team: int
    next_team: int
    #: Weight of a held card's points (early: there is time to meld it; late: it may be
    #: caught in hand by a close).
    held_weight: float
    #: The chance that a pair or a two-card run still in hand gets melded before the end.
    meld_chance: float


def _value(c: Card, view: BuracoView) -> int:
    return card_value(c, view.options)


def _team_table(melds: Iterable[TeamMeld], team: int, options: BuracoOptions) -> int:
    """The team's melded points and canasta bonuses (§5.7's first two lines)."""
    return team_tally(team, melds, (), False, True, options).total


def _fits(c: Card, meld: TeamMeld, fam: FamilyRules) -> bool:
    return bool(lay_off_readings(meld, [c], fam))


def _can_close(
    melds: Iterable[TeamMeld], fates: Sequence[PacketFate], team: int, options: BuracoOptions
) -> bool:
    """Whether the team's next run-out ends the deal and is allowed (§5.5)."""
    if packet_for(fates, team) is not None:
        return False
    fam = options.family
    allowed = {CLEAN, THOUSAND} if options.close_requires == "clean" else {CLEAN, DIRTY, THOUSAND}
    return any(m.team == team and completed_kind(m, fam) in allowed for m in melds)


def _side(view: BuracoView, w: Weights) -> _Side:
    n = len(view.teams)
    team = view.team
    next_team = view.teams[(view.seat + 1) % n]
    opponents = [t for t in set(view.teams) if t != team]
    # The deal is late when the cards still to be drawn run short, or when an opponent
    # team may close at any moment (a canasta and its muerto).
    # Of two untaken muertos, one becomes the stock (§5.6), the other goes to a team.
    untaken = [k for f, k in zip(view.fates, view.packet_counts, strict=True) if f.state == UNTAKEN]
    to_draw = view.stock_count + (min(untaken) if len(untaken) > 1 else 0)
    threat = any(_can_close(view.melds, view.fates, t, view.options) for t in opponents)
    if threat:  # every card taken now may well be caught in hand
        return _Side(w, view.seat, team, next_team, w.threat_held, w.threat_chance)
    if to_draw < w.late_draw:
        return _Side(w, view.seat, team, next_team, w.late_held, w.late_chance)
    if to_draw < w.mid_draw:
        return _Side(w, view.seat, team, next_team, w.mid_held, w.mid_chance)
    return _Side(w, view.seat, team, next_team, w.early_held, w.early_chance)


def _run_progress(
    meld: TeamMeld, fam: FamilyRules, options: BuracoOptions, scale: float = 1.0
) -> float:
    """What an incomplete run is worth towards its canasta (the bonus, discounted by how
    far it still is): the reason to extend the longest runs first."""
    if meld.kind != RUN or len(meld.cards) >= fam.book_size:
        return 0.0
    clean = meld.wild_count(fam) == 0
    bonus = options.canasta_values["limpa" if clean else "suja"]
    share = {3: 0.06, 4: 0.15, 5: 0.3, 6: 0.5}.get(len(meld.cards), 0.0)
    return bonus * share * scale


def _hand_worth(
    hand: Sequence[Card], melds: Sequence[TeamMeld], side: _Side, view: BuracoView
) -> float:
    """What the cards in hand are worth: a wild card is kept for a canasta; a card that
    fits a team meld or pairs with others in hand will be melded (most of its points);
    every card's points are owed if the deal ends with it in hand (the stage's weight)."""
    fam = view.options.family
    mr = fam.meld_rules
    w = side.w
    own = [m for m in melds if m.team == side.team]
    total = 0.0
    naturals = [c for c in hand if not is_wild(c, mr)]
    for c in hand:
        v = _value(c, view)
        total -= side.held_weight * v
        if is_wild(c, mr):
            total += w.wild_base + w.wild_chance * side.meld_chance  # for a canasta, in time
            continue
        if any(_fits(c, m, fam) for m in own):
            total += w.fit_share * v + w.fit_bonus
            continue
        partners = 0
        for o in naturals:
            if o == c:
                continue
            if o.rank == c.rank and mr.sets:
                partners += 1  # a set (suits may repeat: two decks)
            elif o.suit == c.suit and 0 < _gap(o.rank, c.rank) <= 2:
                partners += 1
        share = w.pair_share if partners == 1 else w.pairs_share if partners >= 2 else 0.0
        total += side.meld_chance * share * v
    return total


def _gap(a: int, b: int) -> int:
    gaps = [abs(a - b)]
    if 1 in (a, b):
        gaps.append(abs((14 if a == 1 else a) - (14 if b == 1 else b)))
    return min(gaps)


def _score(state: Buraco, side: _Side, view: BuracoView) -> float:
    """A position's worth to the seat's team, from what the seat may know of it: the
    table (melds, canastas, progress towards them), the muertos, the seat's own hand,
    and the deal's end when it came."""
    options = view.options
    fam = options.family
    teams = set(view.teams)
    w = side.w
    if state.result is not None:
        return _final(state, side, view)
    worth = 0.0
    for t in teams:
        sign = 1.0 if t == side.team else -1.0
        worth += sign * _team_table(state.melds, t, options)
        own = [m for m in state.melds if m.team == t]
        worth += sign * sum(_run_progress(m, fam, options, w.run_progress) for m in own)
        if team_packet(state.fates, t) is not None:
            worth += sign * w.muerto_worth
    hand = state.hands[side.seat]
    took_now = (
        team_packet(state.fates, side.team) is not None
        and team_packet(view.fates, side.team) is None
    )
    if took_now:
        worth += w.direct_muerto if state.phase == PLAY else w.indirect_muerto
    else:
        worth += _hand_worth(hand, state.melds, side, view)
        if packet_for(state.fates, side.team) is not None:
            worth -= w.muerto_race * len(hand)  # the race for the muerto
    own_canasta = _can_close(state.melds, state.fates, side.team, options) or any(
        m.team == side.team and completed_kind(m, fam) is not None for m in state.melds
    )
    if own_canasta:
        worth += w.first_canasta  # the first canasta lets the team close
    if (
        state.phase == PLAY
        and len(hand) == 1
        and _can_close(state.melds, state.fates, side.team, options)
        and not _ahead_on_close(state, side, view)
    ):
        worth -= w.close_weight / 2  # one card left would have to close while behind
    return worth


def _estimate(
    state: Buraco, team: int, view: BuracoView, closed: bool, seat: int, unseen_card: float
) -> float:
    """A team's deal score as the seat can estimate it: the table exactly, its own hand
    exactly, other hands at `unseen_card` points a card."""
    options = view.options
    total = float(_team_table(state.melds, team, options))
    for s, t in enumerate(view.teams):
        if t == team:
            hand = state.hands[s]
            total -= sum(_value(c, view) for c in hand) if s == seat else unseen_card * len(hand)
    if team_packet(state.fates, team) is None:
        total -= options.muerto_penalty
    if closed:
        total += options.close_bonus
    return total


def _ahead_on_close(state: Buraco, side: _Side, view: BuracoView) -> bool:
    """Whether the team would win if the seat closed now (its hand then empty)."""
    unseen_card = side.w.unseen_card
    ours = _estimate(state, side.team, view, True, side.seat, unseen_card) + sum(
        _value(c, view) for c in state.hands[side.seat]
    )
    others = (t for t in set(view.teams) if t != side.team)
    theirs = max(_estimate(state, t, view, False, side.seat, unseen_card) for t in others)
    return ours > theirs


def _final(state: Buraco, side: _Side, view: BuracoView) -> float:
    result = state.result
    assert result is not None
    if result.closer is None:
        return 0.0
    unseen_card = side.w.unseen_card
    ours = _estimate(state, side.team, view, True, side.seat, unseen_card)
    others = (t for t in set(view.teams) if t != side.team)
    theirs = max(_estimate(state, t, view, False, side.seat, unseen_card) for t in others)
    return side.w.close_weight if ours > theirs else -side.w.close_weight


def _discard_danger(c: Card, view: BuracoView, side: _Side) -> float:
    """What a discard may hand the next opponent: a card that fits his team's melds (he
    lays it off, and takes the pile with it), or one he may meld with two of his cards
    to take the pile (a chance, worth more the bigger the pile)."""
    fam = view.options.family
    w = side.w
    pile = view.pile_size + 1
    gain = w.pile_card_gain * pile
    if is_wild(c, fam.meld_rules):
        return w.wild_danger + gain
    theirs = [m for m in view.melds if m.team == side.next_team]
    if any(_fits(c, m, fam) for m in theirs):
        return w.fit_danger + _value(c, view) + gain
    seen = Counter(x.face for x in view.hand)
    for m in view.melds:
        seen.update(x.face for x in m.cards)
    partners = 0.0
    copies = 2  # two decks
    for rank in range(1, 14):
        for suit in "SHDC":
            if (rank, suit) == c.face:
                continue
            near = (rank == c.rank and fam.meld_rules.sets) or (
                suit == c.suit and 0 < _gap(rank, c.rank) <= 2
            )
            if near and rank != 2:
                partners += max(0, copies - seen[(rank, suit)])
    partners += 12 - sum(1 for x in view.hand if is_wild(x, fam.meld_rules))  # wild cards
    unseen = max(1, 108 - len(view.hand) - sum(len(m.cards) for m in view.melds))
    held = view.hand_counts[(side.seat + 1) % len(view.teams)]
    expected = partners * held / unseen
    chance = 1.0 - math.exp(-expected) * (1.0 + expected)
    return chance * gain


class _Normal:
    """The normal level: every legal action judged by the position it leaves (`_score`),
    in worlds sampled from the view; the draw phase in several worlds (what the pile
    holds is hidden), the rest of the turn in one (its legality and the scored position
    depend only on what the view shows)."""

    def __init__(self, rng: random.Random, weights: Weights) -> None:
        self.rng = rng
        self.w = weights

    def choose(self, view: BuracoView, limit: Limit) -> Action:
        budget = Budget(limit)
        side = _side(view, self.w)
        state = private_state(view, self.rng)
        actions = state.choices()
        if len(actions) == 1:
            return actions[0]
        if view.phase == DRAW:
            return self._draw(view, side, state, actions, budget)
        best, best_score = actions[0], -math.inf
        for action in actions:
            if budget.out_of_time() and best_score > -math.inf:
                break
            after = state.clone()
            after.play(action)
            score = _score(after, side, view)
            if isinstance(action, Discard):
                score -= _discard_danger(action.card, view, side)
            if score > best_score:
                best, best_score = action, score
        return best

    def _draw(
        self, view: BuracoView, side: _Side, state: Buraco, actions: list[Action], budget: Budget
    ) -> Action:
        """Draw, or take the pile with the pick-up that scores best, averaged over worlds
        (the pile's hidden cards differ in each): a big pile is worth its cards early, when
        there is time to meld them; late only if most of it fits."""
        totals = [0.0] * len(actions)
        worlds = 0
        while worlds < MAX_WORLDS and not (worlds and budget.exhausted()):
            world = state if worlds == 0 else private_state(view, self.rng)
            scores: list[float] = []
            for action in actions:
                if worlds and budget.out_of_time():
                    break  # a world cut short by the clock is dropped: same worlds for all
                after = world.clone()
                after.play(action)
                scores.append(_score(after, side, view))
            if len(scores) < len(actions):
                break
            totals = [t + x for t, x in zip(totals, scores, strict=True)]
            worlds += 1
            budget.playouts += 1
        index = max(range(len(actions)), key=lambda i: (totals[i], -i))
        return actions[index]


# --------------------------------------------------------------------------- hard


#: The worlds of normal's draw when hard asks it for its choice (normal's own limit).
MAX_NORMAL_WORLDS = 8
#: Normal's best few actions the hard level plays out (a pick-up, a discard, a close).
HARD_CANDIDATES = 3
#: Turns played on after the candidate's own turn before the position is judged: a round,
#: so that every seat answers it once (the next opponent's pick-up above all). Two turns
#: with twice the worlds, or eight with fewer, were no better (bench/README.md).
ROLLOUT_TURNS = 4
#: Worlds played whatever the clock says (a floor on the sample): one, so that a
#: decision on a loaded machine still stops near the limit's safety cap.
HARD_MIN_WORLDS = 1
#: The search overrides normal's choice only with this many worlds behind it and a mean
#: lead of more than this many points (a margin of 10 measured no different from none).
OVERRIDE_WORLDS = 1
OVERRIDE_MARGIN = 0.0


def sample_world(view: BuracoView, rng: random.Random) -> Buraco:
    """A full state consistent with the view and what the seat remembers of the deal
    (`app.ai.determinise`, `memory.remember`): the discard pile as the log shows it (its
    unlogged bottom, if any, dealt at random), each seat's hand holding the cards it is
    known to have taken with the pile, and the rest — the other hands (the partner's
    hidden like an opponent's), the stock, the untaken muertos and the others' pending
    muertos — hidden zones of known size, dealt the cards the seat has not seen."""
    opts = view.options
    seen = [*view.hand, *view.pending, *(c for m in view.melds for c in m.cards)]
    if view.pile_top is not None:
        seen.append(view.pile_top)
    memory = remember(view)
    n = len(view.hand_counts)
    zones = [
        HiddenZone(("hand", s), view.hand_counts[s], memory.held[s])
        for s in range(n)
        if s != view.seat
    ]
    zones.append(HiddenZone("stock", view.stock_count))
    buried = max(0, view.pile_size - 1)
    known_buried = memory.pile[:-1]
    pile_known = (None,) * (buried - len(known_buried)) + known_buried
    zones.append(HiddenZone("pile", buried, pile_known))
    zones.extend(HiddenZone(("muerto", i), k) for i, k in enumerate(view.packet_counts))
    zones.extend(
        HiddenZone(("pending", s), k)
        for s, k in enumerate(view.pending_counts)
        if s != view.seat and k
    )
    pool = unseen(_pack(opts), seen)
    spare = len(pool) - sum(z.size for z in zones)
    if spare > 0:  # a hand-made position need not hold the whole pack
        zones.append(HiddenZone("out of play", spare))
    dealt = deal_unseen(pool, zones, rng)
    hands = [list(view.hand) if s == view.seat else dealt[("hand", s)] for s in range(n)]
    pile = [*dealt["pile"], view.pile_top] if view.pile_top is not None else []
    packets = [dealt[("muerto", i)] for i in range(len(view.packet_counts))]
    to_play = view.to_play if view.to_play is not None else view.seat
    state = Buraco(opts, view.dealer)
    state.hands, state.stock, state.pile = hands, dealt["stock"], pile
    state.melds, state.packets, state.fates = list(view.melds), packets, list(view.fates)
    state._to_play = to_play
    state.scores = list(view.scores)
    for s, k in enumerate(view.pending_counts):
        if k:
            state.pending[s] = list(view.pending) if s == view.seat else dealt[("pending", s)]
    state.phase = view.phase
    state.exhausted = view.exhausted
    state.turn = view.turn
    state.log = list(view.log)
    return state


@cache
def _pack(options: BuracoOptions) -> tuple[Card, ...]:
    return tuple(options.pack.build())


# The playouts' policy: cheap, on the full world, every seat alike. Normal's ranking
# costs a few milliseconds per action (it scores a copy for every legal action, each
# score asking every hand card against every meld); this asks only what a player at the
# table sees at a glance, so that a decision can afford many worlds. Its numbers are
# the bot's `Weights` (`late_pile`, `keep_*`).


def _may_fit(c: Card, meld: TeamMeld, fam: FamilyRules) -> bool:
    """A cheap test that `c` might join `meld` (never False when it can: the exact
    answer is `lay_off_readings`, asked only when this says yes)."""
    if is_wild(c, fam.meld_rules):
        return True
    if meld.kind == RUN:
        if c.suit != meld.suit:
            return False
        positions = meld.positions
        lo, hi = min(positions), max(positions)
        for p in (1, 14) if c.rank == 1 else (c.rank,):
            if p == lo - 1 or p == hi + 1:
                return True
            if lo <= p <= hi and p in positions:  # a wild card may hold its place
                held = meld.cards[positions.index(p)]
                if held.is_joker or held.face != c.face:
                    return True
        return False
    return c.rank == meld.rank


def _tried(sim: Buraco, action: Action) -> bool:
    """Play `action` if the rules allow it (the engine judges; a refusal changes nothing)."""
    try:
        sim.play(action)
    except IllegalMove:
        return False
    return True


def _quick_draw(sim: Buraco, seat: int, w: Weights) -> None:
    """Take the pile when its top card melds (onto a team meld, else with two hand
    cards), unless it is big and the deal late; otherwise draw."""
    fam = sim.options.family
    team = sim.teams[seat]
    pile = sim.pile
    if pile and (len(pile) <= w.late_pile or len(sim.stock) >= w.late_stock or not sim.stock):
        top = pile[-1]
        for i, m in enumerate(sim.melds):
            if m.team == team and _may_fit(top, m, fam):
                for r in lay_off_readings(m, [top], fam):
                    if _tried(sim, TakePile((top,), r.positions, i, r.wild_end)):
                        return
        mr = fam.meld_rules
        near = [c for c in sim.hands[seat] if _near(c, top, fam)]
        near.sort(key=lambda c: is_wild(c, mr))  # naturals first: wild cards are kept
        for x, y in itertools.combinations(near, 2):
            if is_wild(x, mr) and is_wild(y, mr):
                continue
            group = (top, x, y)
            for m in new_meld_readings(group, fam):
                if _tried(sim, TakePile(group, tuple(reading_for(group, m)))):
                    return
    sim.play(Draw())


def _quick_melds(sim: Buraco, seat: int) -> None:
    """Meld what the hand holds, then lay off what fits the team's melds (wild cards only
    when the hand is nearly out), while the turn is still this seat's."""
    options = sim.options
    fam = options.family
    mr = fam.meld_rules
    team = sim.teams[seat]
    for _ in range(6):
        if sim.to_play != seat or sim.phase != PLAY:
            return
        found = hand_melds(sim.hands[seat], options)
        found.sort(key=lambda gr: (any(is_wild(c, mr) for c in gr[0]), -len(gr[0])))
        if not any(_tried(sim, Meld((g,), (r,))) for g, r in found):
            break
    progress = True
    while progress:
        progress = False
        if sim.to_play != seat or sim.phase != PLAY:
            return
        hand = sim.hands[seat]
        for c in hand:
            if is_wild(c, mr) and len(hand) > 2:
                continue
            for i, m in enumerate(sim.melds):
                if m.team != team or not _may_fit(c, m, fam):
                    continue
                readings = lay_off_readings(m, [c], fam)
                if readings and _tried(
                    sim, LayOff(i, (c,), readings[0].positions, readings[0].wild_end)
                ):
                    progress = True
                    break
            if progress:
                break


def _quick_discard(sim: Buraco, seat: int, w: Weights) -> None:
    """Discard the card least worth keeping: never a wild card if another will do, not a
    card the next opponent's team can lay off, not one that pairs or connects in hand;
    of the rest the dearest to be caught holding."""
    options = sim.options
    fam = options.family
    mr = fam.meld_rules
    hand = sim.hands[seat]
    n = len(sim.teams)
    theirs = [m for m in sim.melds if m.team == sim.teams[(seat + 1) % n]]
    ranked: list[tuple[float, int, Card]] = []
    for i, c in enumerate(hand):
        keep = -w.keep_held * card_value(c, options)
        if is_wild(c, mr):
            keep += w.keep_wild
        else:
            if any(_may_fit(c, m, fam) and lay_off_readings(m, [c], fam) for m in theirs):
                keep += w.keep_feed
            for o in hand:
                if o is c or is_wild(o, mr):
                    continue
                if (o.rank == c.rank and mr.sets) or (
                    o.suit == c.suit and 0 < _gap(o.rank, c.rank) <= 2
                ):
                    keep += w.keep_partner
        ranked.append((keep, i, c))
    ranked.sort(key=lambda t: (t[0], t[1]))
    for _, _, c in ranked:
        if _tried(sim, Discard(c)):
            return
    sim.play(sim.legal_actions()[0])  # no discard is legal: whatever is


def _quick_turn(sim: Buraco, w: Weights) -> None:
    """The seat on turn plays the rest of its turn with the playouts' policy."""
    seat = sim.to_play
    while sim.result is None and sim.to_play == seat:
        if sim.phase == DRAW:
            _quick_draw(sim, seat, w)
            continue
        _quick_melds(sim, seat)
        if sim.result is None and sim.to_play == seat and sim.phase == PLAY:
            _quick_discard(sim, seat, w)


def _leaf(state: Buraco, team: int, w: Weights) -> float:
    """The team's lead as a deal score: exact when the deal is over (with a bonus for
    the win); otherwise the table, the muertos and the hands' points at stake."""
    options = state.options
    teams = set(state.teams)
    if state.result is not None:
        scores = state.result.team_scores
        ours = scores[team]
        theirs = max(scores[t] for t in teams if t != team)
        bonus = w.win_bonus if ours > theirs else -w.win_bonus if ours < theirs else 0.0
        return ours - theirs + bonus
    fam = options.family
    # Held points weigh by the stage, as normal's `_side` has it: early there is time
    # to meld them, late they may be caught in hand by a close.
    untaken = [
        len(p) for p, f in zip(state.packets, state.fates, strict=True) if f.state == UNTAKEN
    ]
    to_draw = len(state.stock) + (min(untaken) if len(untaken) > 1 else 0)
    if to_draw >= w.leaf_mid_draw:
        held_weight = w.leaf_early
    elif to_draw >= w.leaf_late_draw:
        held_weight = w.leaf_mid
    else:
        held_weight = w.leaf_late
    worth = 0.0
    for t in teams:
        sign = 1.0 if t == team else -1.0
        value = float(_team_table(state.melds, t, options))
        value += sum(_run_progress(m, fam, options) for m in state.melds if m.team == t)
        if team_packet(state.fates, t) is None:
            value -= options.muerto_penalty
        mr = fam.meld_rules
        for s, st in enumerate(state.teams):
            if st == t:
                value -= held_weight * sum(card_value(c, options) for c in state.hands[s])
                # A wild card held is a canasta's card while there is time to meld it.
                wilds = sum(1 for c in state.hands[s] if is_wild(c, mr))
                value += w.wild_held * (1.0 - held_weight) * wilds
        worth += sign * value
    return worth


class _Hard:
    """The hard level: normal's few best choices at the decisions that matter (draw or
    take the pile; which card to discard; close now or not) played out in worlds sampled
    from the view and the seat's memory, every seat then playing the cheap policy for a
    round, and the best mean team result kept; every other action is normal's."""

    def __init__(self, rng: random.Random, weights: Weights) -> None:
        self.rng = rng
        self.normal = _Normal(rng, weights)

    def choose(self, view: BuracoView, limit: Limit) -> Action:
        started = time.perf_counter()
        state = sample_world(view, self.rng)
        actions = state.choices()
        if len(actions) == 1:
            return actions[0]
        if view.phase == DRAW:
            # Normal's own choice (what the search defaults to) takes a quarter of the
            # time: the rest is the search's, so that the whole decision keeps to the limit.
            quarter = None if limit.time is None else limit.time / 4
            worlds = min(limit.playouts, MAX_NORMAL_WORLDS) if limit.playouts else MAX_NORMAL_WORLDS
            fallback = self.normal.choose(view, Limit(time=quarter, playouts=worlds))
            takes = [a for a in actions if isinstance(a, TakePile)]
            if not takes:
                return fallback
            ranked = _ranked(state, takes, view, self.normal.w)[0][: HARD_CANDIDATES - 1]
            candidates = [a for a in actions if isinstance(a, Draw)] + ranked
        else:
            # Normal's choice, its ranking and the closing actions in one pass, under half
            # the decision's clock: in the play phase normal's scores depend only on the
            # view, so one ranking serves all three (on the world normal itself would draw,
            # the same draw of this bot's generator, so the choices are normal's own).
            half = None if limit.time is None else started + limit.time / 2
            world = private_state(view, self.rng)
            ranking, ends = _ranked(world, actions, view, self.normal.w, half)
            fallback = ranking[0]
            ranked = ranking[:HARD_CANDIDATES]
            if not isinstance(fallback, Discard) and not ends:
                return fallback  # a meld or a lay-off: normal's choice stands
            candidates = list(dict.fromkeys([fallback, *ranked, *ends[:1]]))
        if fallback not in candidates:
            candidates.insert(0, fallback)
        if len(candidates) == 1:
            return candidates[0]
        result = self.search(view, candidates, limit.remaining(started), candidates.index(fallback))
        self.considered = [(c, st.mean) for c, st in zip(candidates, result.stats, strict=True)]
        own = result.stats[candidates.index(fallback)]
        lead = result.stats[result.index].mean - own.mean
        if result.worlds < OVERRIDE_WORLDS or lead <= OVERRIDE_MARGIN:
            return fallback
        return result.best

    def search(
        self, view: BuracoView, candidates: Sequence[Action], limit: Limit, prefer: int = 0
    ) -> SearchResult[Action]:
        """The candidates played out in the same worlds sampled from the view, each then
        played on for the rest of its turn and a round more with the cheap policy, and
        judged by the team's lead in deal points (`_leaf`)."""
        team = view.team
        seat = view.seat
        w = self.normal.w

        def playout(world: Buraco, action: Action, budget: Budget) -> float:
            sim = world.clone()
            sim.play(action)
            if sim.to_play == seat and sim.result is None:  # the rest of this turn
                _quick_turn(sim, w)
            stop = sim.turn + ROLLOUT_TURNS
            while sim.result is None and sim.turn < stop:
                if budget.out_of_time():
                    break  # judged as it stands (a world cut short is dropped, but the first)
                _quick_turn(sim, w)
                budget.nodes += 1
            return _leaf(sim, team, w)

        def sample(rng: random.Random) -> tuple[Buraco, bool]:
            return sample_world(view, rng), False

        return playout_search(
            candidates,
            sample,
            playout,
            limit if limit.bounded else Limit(playouts=8),
            self.rng,
            min_worlds=HARD_MIN_WORLDS,
            prefer=prefer,
        )


def _ranked(
    state: Buraco,
    actions: Sequence[Action],
    view: BuracoView,
    w: Weights,
    deadline: float | None = None,
) -> tuple[list[Action], list[Action]]:
    """The actions in normal's order of preference, judged on the one world `state` (ties
    to the earlier action, so in the play phase its first is normal's own choice), and
    those that end the deal, from one copy played per action; past `deadline` (a
    `perf_counter` time) the actions judged so far, at least one."""
    side = _side(view, w)
    scored: list[tuple[float, int, Action]] = []
    ends: list[Action] = []
    for i, action in enumerate(actions):
        if scored and deadline is not None and time.perf_counter() > deadline:
            break
        after = state.clone()
        after.play(action)
        if after.result is not None:
            ends.append(action)
        score = _score(after, side, view)
        if isinstance(action, Discard):
            score -= _discard_danger(action.card, view, side)
        scored.append((score, -i, action))
    scored.sort(key=lambda t: (t[0], t[1]), reverse=True)
    return [a for _, _, a in scored], ends
