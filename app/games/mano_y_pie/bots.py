"""Mano y Pie bots: `ManoYPieBot(level, seed).choose(view, limit)`, from the seat's view only.

Every level finds its legal actions in a world dealt from the view (`private_state`: the
other hands, the partner's too, every foot not picked up and the stock are dealt at random
from the cards the seat has not seen); legality depends only on what the view shows.

* easy is a sensible random player: it takes the pile when it can, melds and lays off
  what it can, asks to go out when it can go out this turn, grants every request, and
  discards at random, keeping wild cards.
* normal plays for its team. It opens with the cheapest melds that reach the deal's
  minimum (fewest wild cards first, the engine's candidates come cheapest first), then
  judges every legal action by the position it leaves (`_score`: the team's melds with
  their progress towards books, a wild meld above all, the seat's hand: pairs kept as the
  key to the pile, wild cards kept for books, held points weighted by the stage of the
  deal, and the race to the foot; a meld or lay-off with the discard that would end the
  turn after it, as every turn ends), a discard also by what it may hand the next opponent
  (`_discard_danger`: the chance that he holds a pair of its rank, from the cards he is
  known to hold, taken with the pile and not seen since, and the cards not seen, times
  what the pile would give him; a black 3 blocks the pile and goes first).
  It takes the pile when that completes a book, when it is worth about 150 points early
  in the deal, or when the position it leaves is clearly better; asks to go out only when
  the team's books are done and it can go out this turn; and answers a partner's request
  by what its own held cards would cost the team. Once the team's contract is made it
  reads positions for going out (`MADE_LOOSE`): held cards at their full points, each
  loose card (no open meld of the team takes it, no card pairs it) against it, each open
  meld of the team (a rank to lay off on) for it, and a seat on its hand racing to its
  foot, so that its pair and wild card become a meld rather than a hand kept for books.
* Every level that asks goes out once granted (`going_out_step`): it asks only when its
  plan to go out this turn (`could_go_out`) reaches one card, and after the grant it plays
  that plan, which depends only on its hand and the table (asking is after the draw: the
  grant changes neither), then discards the last card.
* hard reads positions as normal does, with weights tuned by self-play against normal's
  (`HARD_WEIGHTS`: the pile taken sooner, clean melds worth more and dirty ones less,
  unsafe discards and black 3s costlier), asks to go out, and grants a partner's
  request, only when going out now wins the deal in most of the worlds it deals from its
  view (`_going_out_share`, each world's exact result), and searches its choices at the
  decisions that matter (draw or take the pile, with the reading's two best pick-ups;
  grant or refuse near the deal's end; its discards are its reading's: `SEARCHED`) by
  determinised playouts (`app.ai.search.playout_search`): worlds sampled from the view
  (`private_state`), each candidate played on for the rest of its turn and two turns
  more (the next opponent's answer to a discard, then the partner's) with a cheap
  rollout policy in every seat (`_rollout_step`: the pile whenever it can be taken, the
  largest meld or lay-off that puts no wild card on a natural meld, the cheapest loose
  card discarded), judged by `_leaf` (the reading of every seat), the best mean team
  lead kept when it beats the reading's choice by `OVERRIDE_MARGIN`. Its search is
  bounded by counts (12 worlds); the time limit is only a safety cap. Measured in
  bench/README.md (Mano y Pie hard).
"""

from __future__ import annotations

import math
import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import cache, lru_cache

from app.ai.budget import Budget
from app.ai.search import SearchResult, playout_search
from app.core.bots import Limit
from app.core.cards import Card, card_text
from app.core.engine import Action, IllegalMove
from app.core.hints import Hint
from app.core.melds import MeldRules, is_wild
from app.core.words import Words
from app.games.canasta.bots import FamilyBot
from app.games.canasta.hints import BOOK, family_reason
from app.games.canasta.melds import (
    ALL_WILD,
    CLEAN,
    DIRTY,
    WILD,
    FamilyRules,
    TeamMeld,
    completed_kind,
)
from app.games.canasta.scoring import count_books
from app.games.mano_y_pie import GAME
from app.games.mano_y_pie.engine import (
    ASKING,
    DRAW,
    FAMILY_ACTIONS,
    GRANTED,
    AskToGoOut,
    Discard,
    Draw,
    Grant,
    LayOff,
    ManoYPie,
    ManoYPieView,
    Meld,
    Refuse,
    TakePile,
    held_from_pile,
    private_state,
)
from app.games.mano_y_pie.rules import ManoYPieOptions
from app.games.mano_y_pie.scoring import card_value, team_tally

#: The budget of the level that has one. Easy and normal judge one world (their choices
#: depend only on the view, unbounded); hard's search is bounded by its worlds, the clock
#: only a safety cap.
LIMITS = {"hard": Limit(time=0.5, playouts=12)}


#: A hint's reasons for going out's question and its answers.
ASK_REASON = Words("Hints", "ask your partner to go out: your team's contract is made")
GRANT_REASON = Words(
    "Hints", "yes, go out: in the deals the search tried, your team does better ending now"
)
REFUSE_REASON = Words(
    "Hints", "no, play on: in the deals the search tried, your team does better playing on"
)
#: And for a discard of a card the team's open meld would take, once its contract is
#: made: the hand kept has the better chance of the next turn (`_reach_chance`).
WALK_REASON = Words(
    "Hints",
    "discard {card} though it fits your team's meld: what you keep reaches your foot "
    "next turn more often",
)
OUT_REASON = Words(
    "Hints",
    "discard {card} though it fits your team's meld: what you keep goes out next turn more often",
)


class ManoYPieBot(FamilyBot, game=GAME, rng_name="hf-bot", limits=LIMITS):
    #: A deal's scores, as a review grades them: a book is 300 to 500, a deal's loser
    #: a few hundred behind.
    score_size = 150.0
    family = FAMILY_ACTIONS

    def __init__(
        self, level: str = "easy", seed: int | str = 0, weights: Weights | None = None
    ) -> None:
        """`weights` replaces the level's reading (normal and hard; a benchmark's)."""
        super().__init__(level, seed)
        if weights is None:
            weights = HARD_WEIGHTS if level == "hard" else NORMAL_WEIGHTS
        self._normal = _Normal(self.rng, weights) if level in ("normal", "hard") else None
        self._hard = _Hard(self.rng, self._normal) if level == "hard" and self._normal else None

    def reason(self, view: ManoYPieView, action: Action, value: float | None) -> Words | None:
        """A hint's reason: going out's question and answers, else the facts of the
        family's moves (app/games/canasta/hints.py)."""
        if isinstance(action, AskToGoOut):
            return ASK_REASON
        if isinstance(action, Grant):
            return GRANT_REASON
        if isinstance(action, Refuse):
            return REFUSE_REASON
        if isinstance(action, Discard) and _kept_for_next_turn(view, action.card):
            said = OUT_REASON if view.on_foot[view.seat] else WALK_REASON
            return said.filled(card=card_text(action.card))
        takes = any(isinstance(a, TakePile) for a, _ in self.considered)
        return family_reason(
            view, action, FAMILY_ACTIONS, view.options.family, len(view.pile), BOOK,
            take_possible=takes,
        )  # fmt: skip

    def advise(self, view: ManoYPieView, limit: Limit | None = None, most: int = 3) -> list[Hint]:
        """Hints (`BotBase.advise`); hard's coach weighs its discards too (`_Hard.advising`),
        though it plays them as its reading says, so that a discard's hint has its next
        best and the review reckons a discard from its own weighing."""
        if self._hard is None:
            return super().advise(view, limit, most)
        self._hard.advising = True
        try:
            return super().advise(view, limit, most)
        finally:
            self._hard.advising = False

    def _easy(self, view: ManoYPieView) -> Action:
        state = private_state(view, self.rng)
        actions = state.choices()
        if view.phase == ASKING:
            return Grant()
        step = going_out_step(state, view.seat)
        if step is not None:
            return step
        if view.phase == DRAW:
            takes = [a for a in actions if isinstance(a, TakePile)]
            if takes:
                return self.rng.choice(takes)
            return Draw()
        if AskToGoOut() in actions and could_go_out(state, view.seat):
            return AskToGoOut()
        melds = [a for a in actions if isinstance(a, Meld | LayOff)]
        if melds:
            return self.rng.choice(melds)
        return self._discard_keeping_wilds(view, actions)


# --------------------------------------------------------------------------- normal

#: An incomplete meld's worth towards its book, as a share of the book's bonus by its
#: size: a clean meld towards a clean book, a dirty one towards a dirty book (lower: a
#: pair and a wild card spend the pair), a wild meld towards the wild book.
CLEAN_SHARE = {3: 0.15, 4: 0.25, 5: 0.4, 6: 0.6}
DIRTY_SHARE = {3: 0.05, 4: 0.15, 5: 0.3, 6: 0.5}
WILD_SHARE = {3: 0.2, 4: 0.3, 5: 0.45, 6: 0.65}
#: A natural card with a partner of its rank in hand: the key to the pile.
PAIR_WORTH = 14.0
#: A wild card kept in hand, for the wild book or to finish a dirty one (with its own
#: points, which it will bring to a meld), while books are still likely.
WILD_WORTH = 60.0
#: While a seat is on its hand: the foot still to reach (its cards count against the team
#: if never picked up), and each card in hand that stands between the seat and its foot.
FOOT_UNREACHED = 120.0
FOOT_RACE = 8.0
#: A pile worth this many points is taken early in the deal.
PILE_WORTH = 150
#: "Early": the stock still holds this many cards.
EARLY_STOCK = 80
#: A pile is also taken when the position it leaves scores this much above the one now.
TAKE_MARGIN = 100.0
#: What each card of the pile gives the player who takes it, beyond its points.
PILE_CARD_GAIN = 15.0
#: A discard that may let the next opponent take the pile costs this much besides the
#: pile's expected worth to him: a safe card goes first whenever the seat holds one
#: (a black 3, a dead rank) unless it is a card worth keeping (a wild card, a pair).
UNSAFE = 40.0
#: Below this chance the next opponent holds a pair of the rank, a discard counts as safe.
SAFE_CHANCE = 0.02
#: A black 3 is the first discard: the pile is closed to the next player.
BLACK_THREE = 30.0
#: A permission is granted when the seat's held cards cost at most this many points.
GRANT_COST = 100
#: ... or whatever they cost when the team would lead every other by this much if the
#: partner went out now (a partner kept from going out far ahead calls it a blunder:
#: tests/games/mano_y_pie/blunders.py).
GRANT_LEAD = 1000
#: What a book of a kind the contract still asks for is worth beyond its bonus: one step
#: nearer to going out (and a clean book the team needs is not spent on a dirty one).
NEED_WORTH = 200.0
#: What a card the seat has not seen is taken to cost while held: about the pack's mean
#: (15.2 with red 3s, which a foot not picked up may hold, at 100).
UNSEEN_CARD_COST = 15
#: The score of an ended deal: the lead, and this for a win.
WIN_WEIGHT = 1000.0
#: Once the team's contract is made (G1), going out is in reach, and a deal that runs the
#: stock out gives nobody the 100 for it. The seat reads its position for going out then:
#: every held card counts at its full points; going out needs every card but one melded,
#: so each natural card in hand that no open meld of the team takes and no card of its
#: rank pairs costs `MADE_LOOSE`, and each open meld of the team (a rank to lay off on)
#: is worth `MADE_TARGET`; a seat on its hand races to its foot (each card in hand costs
#: `MADE_RACE`, its foot not reached `MADE_UNREACHED`: while a partner is on his hand
#: nobody on the team may go out, G3).
MADE_LOOSE = 40.0
MADE_TARGET = 250.0
MADE_RACE = 100.0
MADE_UNREACHED = 600.0
#: And then, for a seat still on its hand, the chance that it reaches its foot at its
#: next turn (`_reach_chance`: every card but one of its hand and its two draws placed)
#: takes this share of that chance off the race's cost (`made_unreached` and
#: `made_race` a card): a pair waiting for a third card or a wild one gets there far
#: more often than a lone card that no open meld takes, which the count of cards reads
#: the other way round. 0 reads the race by the count alone.
MADE_WALK = 0.8
#: The same chance for a seat on its foot whose partners have played from theirs (G3),
#: the chance of going out at its next turn (a request granted), is worth this much a
#: unit. Both as measured (bench/README.md, "How deals end", eighth round): four normal
#: bots end 90% of the deals by going out where they ended 86%, no weaker.
MADE_OUT = 2000.0
#: The largest hand whose chance is reckoned (a larger one almost never empties in a
#: turn, and its count of cards says enough).
WALK_HAND = 4


@dataclass(frozen=True, slots=True)
class Weights:
    """The knobs of normal's reading of a position (defaults: the constants above). The
    hard level reads positions with its own, tuned by self-play (bench/README.md)."""

    pair_worth: float = PAIR_WORTH
    wild_worth: float = WILD_WORTH
    foot_unreached: float = FOOT_UNREACHED
    foot_race: float = FOOT_RACE
    pile_worth: int = PILE_WORTH
    early_stock: int = EARLY_STOCK
    take_margin: float = TAKE_MARGIN
    pile_card_gain: float = PILE_CARD_GAIN
    unsafe: float = UNSAFE
    safe_chance: float = SAFE_CHANCE
    black_three: float = BLACK_THREE
    grant_cost: int = GRANT_COST
    grant_lead: int = GRANT_LEAD
    #: A seat asks to go out only when its team would lead by more than this.
    ask_lead: int = 0
    #: A book on the way to the contract (`NEED_WORTH`); 0 reads books by bonus alone.
    need_worth: float = NEED_WORTH
    win_weight: float = WIN_WEIGHT
    #: Multipliers of the shares of a book's bonus an incomplete meld is worth.
    clean_scale: float = 1.0
    dirty_scale: float = 1.0
    wild_scale: float = 1.0
    #: A multiplier of the held weight of the deal's stage.
    held_scale: float = 1.0
    #: The reading once the team's contract is made (`MADE_LOOSE`); `made` False reads
    #: such a position as any other (the levels before, for benchmarks).
    made: bool = True
    made_loose: float = MADE_LOOSE
    made_target: float = MADE_TARGET
    made_race: float = MADE_RACE
    made_unreached: float = MADE_UNREACHED
    made_walk: float = MADE_WALK
    made_out: float = MADE_OUT
    #: A meld or lay-off is judged with the discard that would end the turn after it
    #: (`_Normal.ranked`); False judges it by the position it leaves mid-turn, against
    #: discards that end the turn (the levels before, for benchmarks).
    discard_after: bool = True
    #: A meld or lay-off of a seat on its hand is read with the walk to its foot it
    #: starts (`_Normal._walked`), where its turn's discard alone would not end it; and
    #: once the team's contract is made, a seat on its hand walks whenever it can
    #: (`_plan_to_foot`). False: neither (the levels before, for benchmarks).
    walk_plans: bool = True
    #: The cards the next opponent took with the pile and still holds count in the
    #: chance that he takes the pile (`held_from_pile`); False: his hand is all unknown.
    memory: bool = True


#: Normal's weights: the constants above, with eight of them as the self-play tuner found
#: them (bench/tune.py, seed `tune1`, 6 generations of 4 children, 100 deal pairs each;
#: bench/README.md, "Self-play tuner"): going out's reading lighter on a loose card
#: (21 for 40) and an open meld (133 for 250), heavier on the race to the foot (127 a
#: card for 100), the contract's books 127 for 200, a pair 25 for 14, a wild card held 113
#: for 60, and a request granted when its own cards cost at most 66 (100). Checked on
#: deals it was not tuned on: 54.8% of 800 deals against the constants (SE 1.6), +185
#: points a deal. Since, the race to the foot once the contract is made is 500 a card
#: and 2,500 for the foot (for 127 and 561): a partner on his hand is what keeps a team
#: with its books done from going out (bench/README.md, "How deals end", fourth round):
#: 51.2% against the tuned (SE 0.6), +36 a deal, and 82.3% of 480 deals going out (80.6).
NORMAL_WEIGHTS = Weights(
    made_loose=21.0,
    made_target=133.0,
    made_race=500.0,
    made_unreached=2500.0,
    need_worth=127.0,
    pair_worth=25.0,
    wild_worth=113.0,
    grant_cost=66,
)
#: Hard's: normal's, with eleven more as a self-play tuner's child had them (bench/tune.py,
#: seed `hardtune1`: the best of 16 children of 150 deal pairs against normal, which the
#: tuner's bar did not keep, then checked on fresh deals; bench/README.md, "How deals
#: end", sixth round): the pile taken sooner (worth 220 for 150, wanted by 85 more points
#: for 100), an unsafe discard 55 for 40, a black 3 held 45 for 30, a clean meld's share of
#: its book 1.3 times normal's, a dirty one's 0.57 and a wild one's 1.15, the stage's held
#: weight 0.6 times, and before the contract the race to the foot 3.2 a card (8) but 220
#: for the foot not reached (120). As normal's weights they beat normal's own on deals the
#: tuner never played (seed `val7`, 600 pairs: 53.1% (SE 1.3), +170 a deal); as hard's,
#: with its search, 53.2% of 1,200 deals against normal (seeds `hv2`, `hv3`), +146 a deal,
#: where hard with normal's weights won 49.5% (seed `hv1`). Normal keeps its own: the
#: level below.
HARD_WEIGHTS = replace(
    NORMAL_WEIGHTS,
    pile_worth=220,
    take_margin=85.0,
    pile_card_gain=15.5,
    unsafe=55.0,
    black_three=45.0,
    foot_race=3.2,
    foot_unreached=220.0,
    clean_scale=1.3,
    dirty_scale=0.57,
    wild_scale=1.15,
    held_scale=0.6,
)


@dataclass(frozen=True, slots=True)
class _Side:
    """The seat's reading of the table: its team and the stage of the deal."""

    seat: int
    team: int
    next_seat: int
    #: How much of a held card's points to count (early: it will likely be melded).
    held_weight: float
    #: The chance that an incomplete meld still becomes a book.
    book_chance: float
    #: The weights of the reading.
    w: Weights
    #: The team's contract is made: the hand is read for going out (`MADE_LOOSE`).
    going_out: bool = False


def _side(view: ManoYPieView, w: Weights) -> _Side:
    n = len(view.teams)
    held, chance = _stage(view.stock_count)
    return _Side(view.seat, view.team, (view.seat + 1) % n, held * w.held_scale, chance, w)


def _value(c: Card, options: ManoYPieOptions) -> int:
    return card_value(c, options)


def _growing(m: TeamMeld, fam: FamilyRules) -> tuple[str, float]:
    """What an incomplete meld grows into (wild, clean or dirty book) and the share of
    that book's bonus its size is worth (`WILD_SHARE`, `CLEAN_SHARE`, `DIRTY_SHARE`)."""
    n = len(m.cards)
    if m.kind == WILD:
        return ALL_WILD, WILD_SHARE.get(n, 0.0)
    if m.wild_count(fam) == 0:
        return CLEAN, CLEAN_SHARE.get(n, 0.0)
    return DIRTY, DIRTY_SHARE.get(n, 0.0)


def _meld_worth(m: TeamMeld, options: ManoYPieOptions, chance: float, w: Weights) -> float:
    """A meld's card points, and its book's bonus (or the progress towards it)."""
    fam = options.family
    points = float(sum(_value(c, options) for c in m.cards))
    kind = completed_kind(m, fam)
    bonuses = options.book_bonus()
    if kind is not None:
        return points + bonuses[kind]
    kind, share = _growing(m, fam)
    scale = w.wild_scale if kind == ALL_WILD else w.clean_scale if kind == CLEAN else w.dirty_scale
    return points + chance * scale * share * bonuses[kind]


def _team_table(
    melds: Sequence[TeamMeld],
    team: int,
    options: ManoYPieOptions,
    chance: float,
    w: Weights,
) -> float:
    """The team's melds (`_meld_worth`), and its way to the contract: each book of a kind
    the contract asks for, up to the number it asks, is worth `need_worth` more, and an
    incomplete meld of a kind still short the same share of it as of its bonus (so a
    clean meld one natural short of a book needed is not spent on a dirty book the team
    has enough of)."""
    fam = options.family
    ours = [m for m in melds if m.team == team]
    total = sum(_meld_worth(m, options, chance, w) for m in ours)
    if not w.need_worth:
        return total
    need = options.contract_books
    have = count_books(ours, team, fam)
    for kind, wanted in need.items():
        total += w.need_worth * min(have.get(kind, 0), wanted)
    for m in ours:
        if completed_kind(m, fam) is not None:
            continue
        kind, share = _growing(m, fam)
        if have.get(kind, 0) < need[kind]:
            total += chance * share * w.need_worth
    return total


def _open_ranks(melds: Sequence[TeamMeld], team: int, book: int) -> set[int]:
    """The ranks of the team's melds that are not books (0: the all-wild meld's)."""
    return {m.rank for m in melds if m.team == team and len(m.cards) < book}


def _hand_worth(
    hand: Sequence[Card], melds: Sequence[TeamMeld], side: _Side, options: ManoYPieOptions
) -> float:
    """What the cards in hand are worth: pairs are the key to the pile, wild cards are
    kept for books, a card that fits the team's incomplete meld will be laid off; every
    card's points count against the team if the deal ends with it held; with the contract
    made, how near it is to going out (`_going_out_reach`)."""
    mr = options.family.meld_rules
    book = options.family.book_size
    open_ranks = _open_ranks(melds, side.team, book)
    ranks = Counter(c.rank for c in hand if not is_wild(c, mr))
    total = 0.0
    for c in hand:
        v = _value(c, options)
        total -= side.held_weight * v
        if is_wild(c, mr):
            total += (side.w.wild_worth + v) * side.book_chance
        elif c.rank == 3:
            continue
        elif c.rank in open_ranks:
            total += 0.5 * v + 5.0
        elif ranks[c.rank] >= 2:
            total += side.w.pair_worth * side.book_chance + 0.3 * v
    if side.going_out:
        total += _going_out_reach(open_ranks, ranks, side.w)
    return total


def _score(state: ManoYPie, side: _Side, view: ManoYPieView) -> float:
    """A position's worth to the seat's team from what the seat may know of it: the
    team's melds, the seat's hand, its foot, and the deal's end if it came (the red 3s
    and the others' melds do not change with the seat's own choices)."""
    options = view.options
    if state.result is not None:
        return _final(state, side)
    worth = _team_table(state.melds, side.team, options, side.book_chance, side.w)
    if state.on_foot(side.seat) and not view.on_foot[side.seat]:
        # The foot just picked up: its cards are not known yet. The team's open melds
        # are the way out from it as from a hand (`_going_out_reach`), so the contract
        # made, they count here too: without them, a seat on its hand kept the cards it
        # could walk with, its hand read as nearer going out than its foot.
        worth += 40.0
        if side.w.walk_plans and side.w.made and state.contract_met(side.team):
            book = options.family.book_size
            worth += side.w.made_target * len(_open_ranks(state.melds, side.team, book))
        return worth
    return worth + _seat_worth(state, side, options)


def _seat_worth(state: ManoYPie, side: _Side, options: ManoYPieOptions) -> float:
    """The seat's hand (`_hand_worth`) and its way to its foot, read for going out once
    its team's contract is made (`MADE_LOOSE`): then also its chance of reaching its foot
    at its next turn (`MADE_WALK`), or on its foot, its partners ready, of going out
    (`MADE_OUT`)."""
    unreached, race = side.w.foot_unreached, side.w.foot_race
    if side.w.made and state.contract_met(side.team):
        side = replace(side, held_weight=1.0, going_out=True)
        unreached, race = side.w.made_unreached, side.w.made_race
    hand = state.hands[side.seat]
    worth = _hand_worth(hand, state.melds, side, options)
    if not state.on_foot(side.seat):
        away = unreached + race * len(hand)
        if side.going_out and side.w.made_walk and len(hand) <= WALK_HAND:
            away *= 1.0 - side.w.made_walk * _reach_chance(state, side.seat)
        worth -= away
    elif (
        side.going_out
        and side.w.made_out
        and len(hand) <= WALK_HAND
        and state.partners_ready(side.seat)  # else nobody goes out next turn (G3)
    ):
        worth += side.w.made_out * _reach_chance(state, side.seat)
    return worth


#: A card's class for the chance of placing it: its rank if natural, and these three.
_WILD_CLASS, _BLACK_THREE, _RED_THREE = 0, -3, 3
#: Two naturals of a rank neither held nor open, drawn together (`_draw_chance`).
_FRESH_PAIR = 99


def _card_class(c: Card, mr: MeldRules) -> int:
    if is_wild(c, mr):
        return _WILD_CLASS
    if c.rank == 3:
        return _RED_THREE if c.is_red else _BLACK_THREE
    return c.rank


@cache
def _class_copies(options: ManoYPieOptions) -> Counter[int]:
    mr = options.family.meld_rules
    return Counter(_card_class(c, mr) for c in _pack(options))


def _kept_for_next_turn(view: ManoYPieView, card: Card) -> bool:
    """Whether a discard of `card` is one that only the chance of the next turn explains:
    the team's contract made, the card a natural that the team's open meld of its rank
    takes, and the seat on its hand, or on its foot with its partners ready (G3)."""
    if not view.contract_met(view.team):
        return False
    melds, _ = _open_melds(view.melds, view.team, view.options.family)
    if all(rank != card.rank for rank, *_ in melds):  # a wild card has no natural meld
        return False
    return not view.on_foot[view.seat] or view.partners_ready(view.seat)


def _reach_chance(state: ManoYPie, seat: int) -> float:
    """The chance that the seat, drawing two cards from the stock next turn, can place
    every card of its hand and the two but one (the discard) on its team's melds as they
    stand (`_open_melds`): a seat on its hand then reaches its foot. The two cards are
    drawn from the cards the seat has not seen (`_unseen`); what it could place is
    reckoned greedily (`_left_over`). On its foot, with its partners ready (G3), the same
    chance is that of going out next turn."""
    mr = state.options.family.meld_rules
    hand = tuple(sorted(_card_class(c, mr) for c in state.hands[seat]))
    melds, wild_room = _open_melds(state.melds, state.teams[seat], state.options.family)
    return _draw_chance(hand, melds, wild_room, _unseen(state, seat), mr.natural_ratio)


def _draw_chance(
    hand: tuple[int, ...],
    melds: tuple[tuple[int, int, int, int], ...],
    wild_room: int,
    unseen: Counter[int],
    ratio: int,
) -> float:
    """`_reach_chance` on card classes, two cards drawn from `unseen`. A card of a rank
    neither held nor open, or a black 3, is loose whatever comes with it (one natural
    makes no meld, even with wild cards), so those are one class, `_BLACK_THREE`, but
    for two naturals of one such rank, a pair a wild card may meld (`_FRESH_PAIR`): the
    same chance as class by class, in fewer cases."""
    relevant = {c for c in hand if c > 0} | {m[0] for m in melds} | {_WILD_CLASS}
    draws = tuple(sorted((k, n) for k, n in unseen.items() if k in relevant and n > 0))
    rest = [(k, n) for k, n in unseen.items() if k not in relevant and n > 0]
    loose = sum(n for _, n in rest)
    pairs = sum(n * (n - 1) for k, n in rest if k != _BLACK_THREE)
    return _chance(hand, melds, wild_room, draws, loose, pairs, ratio)


def _unseen(state: ManoYPie, seat: int) -> Counter[int]:
    """The cards the seat could draw, by class, as far as it can tell: the pack less its
    hand, the pile and every meld; no red 3 (one drawn is placed and replaced at once)."""
    mr = state.options.family.meld_rules
    pool = Counter(_class_copies(state.options))
    seen = [*state.hands[seat], *state.pile, *(c for m in state.melds for c in m.cards)]
    pool.subtract(_card_class(c, mr) for c in seen)
    del pool[_RED_THREE]
    return pool


def _open_melds(
    melds: Sequence[TeamMeld], team: int, fam: FamilyRules
) -> tuple[tuple[tuple[int, int, int, int], ...], int]:
    """The team's melds that are not books, as `_left_over` reads them: each natural meld's
    (rank, room left, naturals, wild cards), and the open all-wild meld's room (-1: none)."""
    naturals = []
    wild_room = -1
    for m in melds:
        if m.team != team or len(m.cards) >= fam.book_size:
            continue
        if m.kind == WILD:
            wild_room = fam.book_size - len(m.cards)
        else:
            wilds = m.wild_count(fam)
            naturals.append((m.rank, fam.book_size - len(m.cards), len(m.cards) - wilds, wilds))
    return tuple(sorted(naturals)), wild_room


@lru_cache(maxsize=4096)
def _chance(
    hand: tuple[int, ...],
    melds: tuple[tuple[int, int, int, int], ...],
    wild_room: int,
    draws: tuple[tuple[int, int], ...],
    loose: int,
    pairs: int,
    ratio: int,
) -> float:
    """`_draw_chance` once its classes are made: `draws` the classes that may be placed,
    `loose` the count of the others and `pairs` the ordered draws of two of them that are
    naturals of one rank (cached, within bounds: the same hand, melds and unseen cards
    recur across the positions one decision reads)."""
    total = sum(n for _, n in draws) + loose
    if total < 2:
        return 0.0
    fits = 0
    classes = (*draws, (_BLACK_THREE, loose)) if loose else draws
    for i, (a, na) in enumerate(classes):
        for b, nb in classes[i:]:
            if a == b == _BLACK_THREE:
                cases = [((_FRESH_PAIR, _FRESH_PAIR), pairs), ((a, a), na * (na - 1) - pairs)]
            else:
                cases = [((a, b), na * (na - 1) if a == b else 2 * na * nb)]
            for drawn, ways in cases:
                if ways and _left_over((*hand, *drawn), melds, wild_room, ratio) <= 1:
                    fits += ways
    return fits / (total * (total - 1))


def _left_over(
    cards: Sequence[int],
    melds: Sequence[tuple[int, int, int, int]],
    wild_room: int,
    ratio: int,
) -> int:
    """How many of `cards` (classes) a seat would still hold after placing all it can on
    its team's open melds (`melds`: rank, room left, naturals, wild cards; `wild_room`,
    the open all-wild meld's room, or -1), greedily: naturals laid off on their rank's
    meld, three or more of a rank melded anew, a pair made a meld with a wild card, the
    wild cards left laid off where the ratio allows, or melded all wild (three or more,
    when the team has no open all-wild meld). A black 3 is never placed."""
    counts = Counter(cards)
    wilds = counts.pop(_WILD_CLASS, 0)
    left = counts.pop(_BLACK_THREE, 0)
    room = 0  # wild cards the open melds still take
    for rank, space, naturals, wild in melds:
        laid = min(counts.get(rank, 0), space)
        if laid:
            counts[rank] -= laid
        room += max(0, min(space - laid, (naturals + laid) // ratio - wild))
    pairs = 0
    for k in counts.values():
        if k == 2:
            pairs += 1
        elif k < 3:
            left += k
    used = min(pairs, wilds)
    wilds -= used
    left += 2 * (pairs - used)
    if wild_room >= 0:
        room += wild_room
    elif wilds >= 3:
        wilds = 0
    return left + max(0, wilds - room)


def _going_out_reach(open_ranks: set[int], ranks: Counter[int], w: Weights) -> float:
    """Once the team's contract is made, how near the hand is to going out (`MADE_LOOSE`):
    the team's open melds (`open_ranks`, their ranks), less its loose cards (`_loose`;
    `ranks`: the hand's naturals by rank)."""
    return w.made_target * len(open_ranks) - w.made_loose * _loose(ranks, open_ranks)


def _loose(ranks: Counter[int], open_ranks: set[int]) -> int:
    """The natural cards (`ranks`: by rank) that no open meld of the team takes
    (`open_ranks`) and no card of their rank pairs, black 3s included: never melded."""
    return sum(k for r, k in ranks.items() if r not in open_ranks and (r == 3 or k == 1))


def _final(state: ManoYPie, side: _Side) -> float:
    result = state.result
    assert result is not None
    ours, theirs = _lead(result.team_scores, side.team)
    win = side.w.win_weight
    bonus = win if ours > theirs else -win if ours < theirs else 0.0
    return float(ours - theirs) + bonus


def _lead(scores: Sequence[int], team: int) -> tuple[int, int]:
    """The team's deal score and the best of the others' (0 with no other team)."""
    return scores[team], max((x for t, x in enumerate(scores) if t != team), default=0)


@cache
def _pack(options: ManoYPieOptions) -> tuple[Card, ...]:
    return tuple(options.pack.build())


@cache
def _rank_copies(options: ManoYPieOptions) -> dict[int, int]:
    return dict(Counter(c.rank for c in _pack(options)))


def _seen(view: ManoYPieView) -> Counter[int]:
    """Cards of each rank the seat can see (its hand, the pile, every meld)."""
    seen: Counter[int] = Counter(c.rank for c in view.hand)
    seen.update(c.rank for c in view.pile)
    for m in view.melds:
        seen.update(c.rank for c in m.cards)
    return seen


def _pair_chance(
    rank: int, view: ManoYPieView, seen: Counter[int], hidden: int, known: Sequence[Card] = ()
) -> float:
    """The chance that the next opponent holds two cards of `rank`: `known` are the cards
    he is known to hold (taken with the pile, not seen since: `held_from_pile`), the rest
    of his hand dealt from the cards the seat has not seen (a Poisson estimate)."""
    n = len(view.teams)
    held = view.hand_counts[(view.seat + 1) % n]
    need = 2 - sum(1 for c in known if c.rank == rank)
    if need <= 0:
        return 1.0
    unknown = held - len(known)
    if unknown < need:
        return 0.0
    pool = hidden - len(known)
    left = _rank_copies(view.options)[rank] - seen[rank] - (2 - need)
    if left < need or pool <= 0:
        return 0.0
    expected = unknown * left / pool
    if need == 1:
        return 1.0 - math.exp(-expected)
    return 1.0 - math.exp(-expected) * (1.0 + expected)


def _discard_danger(c: Card, view: ManoYPieView, side: _Side, known: Sequence[Card] = ()) -> float:
    """What a discard may hand the next opponent: the chance that he can take the pile
    with it on top (two cards of its rank, a black 3 blocks it) times what the pile gives
    him (its top cards' points and the cards themselves, more if it completes his book)."""
    options = view.options
    if c.rank == 3:
        return 0.0
    nxt = side.next_seat
    if view.teams[nxt] == side.team:
        return 0.0
    seen = _seen(view)
    hidden = len(_pack(options)) - sum(seen.values()) - len(view.red3s)
    chance = _pair_chance(c.rank, view, seen, hidden, known)
    if chance < side.w.safe_chance:
        return 0.0
    their_team = view.teams[nxt]
    if not view.initial_melded[their_team]:
        chance *= 0.5 if view.minimum <= 50 else 0.3  # he must open with it too
    taken = [*view.pile[-(options.pickup_count - 1) :], c] if options.pickup_count > 1 else [c]
    gain = sum(_value(x, options) for x in taken) + side.w.pile_card_gain * len(taken)
    fam = options.family
    kind_rank = 0 if is_wild(c, fam.meld_rules) else c.rank
    for m in view.melds:
        if m.team == their_team and m.rank == kind_rank and len(m.cards) < fam.book_size:
            gain += 50.0 * len(m.cards)  # it brings his meld near its book
    return side.w.unsafe + chance * gain


def _pile_worth(view: ManoYPieView) -> int:
    taken = view.pile[-view.options.pickup_count :]
    return sum(_value(c, view.options) for c in taken)


def _books(state: ManoYPie, team: int) -> int:
    return sum(count_books(state.melds, team, state.options.family).values())


class _Normal:
    """The normal level (see the module's docstring)."""

    def __init__(self, rng: random.Random, weights: Weights) -> None:
        self.rng = rng
        self.w = weights

    def choose(self, view: ManoYPieView, limit: Limit | None = None) -> Action:
        """Normal's choice (its weights rank the actions: it reads no budget)."""
        state = private_state(view, self.rng)
        actions = state.choices()
        if len(actions) == 1:
            return actions[0]
        side = _side(view, self.w)
        if view.phase == ASKING:
            return self.answer(view)
        if view.phase == DRAW:
            return self.draw(view, side, state, actions)
        step = going_out_step(state, view.seat)
        if step is not None:
            return step
        if self.w.walk_plans and not view.on_foot[view.seat] and view.contract_met(view.team):
            plan = _plan_to_foot(state, view.seat)
            if plan:  # its books are done: nothing is worth more than the foot now
                return plan[0]
        if AskToGoOut() in actions:
            if self.ends_ahead(view) and could_go_out(state, view.seat):
                return AskToGoOut()
            actions = [a for a in actions if not isinstance(a, AskToGoOut)]
        if not view.initial_melded[view.team]:
            opens = [a for a in actions if isinstance(a, Meld)]
            if opens:  # the engine lists the cheapest first
                return opens[0]
        return self.ranked(state, actions, view, side)[0]

    def ranked(
        self, state: ManoYPie, actions: Sequence[Action], view: ManoYPieView, side: _Side
    ) -> list[Action]:
        """The play-phase actions in order of preference, best first. A discard's danger
        counts above the least of the hand's (the turn ends with some discard anyway, so
        a meld is not preferred for the danger every discard shares; wild cards, kept
        anyway, do not set that least)."""
        known = held_from_pile(view).get(side.next_seat, []) if self.w.memory else []
        dangers = {
            a.card: _discard_danger(a.card, view, side, known)
            for a in actions
            if isinstance(a, Discard)
        }
        mr = view.options.family.meld_rules
        plain = [d for c, d in dangers.items() if not is_wild(c, mr)]
        least = min(plain or dangers.values(), default=0.0)

        def ended(after: ManoYPie, card: Card) -> float:
            """The position a discard of `card` leaves, with what the discard itself says."""
            score = _score(after, side, view)
            if card.rank == 3 and not card.is_red:
                score += self.w.black_three  # it blocks the pile and sheds its -5
            if card not in dangers:
                dangers[card] = _discard_danger(card, view, side, known)
            return score - (dangers[card] - least)

        scored: list[tuple[float, int, Action]] = []
        later: list[tuple[int, Action, ManoYPie]] = []
        for i, action in enumerate(actions):
            after = state.clone()
            after.play(action)
            if isinstance(action, Discard):
                scored.append((ended(after, action.card), -i, action))
            elif self.w.discard_after and isinstance(action, Meld | LayOff):
                later.append((i, action, after))
            else:
                scored.append((_score(after, side, view), -i, action))
        if later:
            failed: set[tuple] = set()  # the walks' positions that failed (`_plan`)
            order = [a.card for _, _, a in sorted(scored, reverse=True) if isinstance(a, Discard)]
            for i, action, after in later:
                value = self._then_discard(after, view, side, order, ended, failed)
                scored.append((value, -i, action))
        scored.sort(key=lambda t: (t[0], t[1]), reverse=True)
        return [a for _, _, a in scored]

    def _then_discard(
        self,
        after: ManoYPie,
        view: ManoYPieView,
        side: _Side,
        order: Sequence[Card],
        ended: Callable[[ManoYPie, Card], float],
        failed: set[tuple] | None = None,
    ) -> float:
        """A meld's or lay-off's worth: the position its turn ends in by a discard next (a
        discard ends every turn, so a meld is not read against a discard as if the
        discard had to wait: one-ply, normal kept a loose card and never laid off the
        cards that fit while it had one to shed, and a seat on its hand holding cards for
        the team's melds and one loose card never walked to its foot). The discard is the
        first of `order` (the discards now, best first) the seat still holds and may make,
        else the first it may make; the position mid-turn where no discard follows (the
        deal or the turn is over)."""
        seat = side.seat
        if after.result is not None or after.to_play != seat:
            return _score(after, side, view)
        walked = self._walked(after, view, side, ended, failed) if self.w.walk_plans else None
        held = after.hands[seat]
        for card in [*order, *held]:
            if card not in held:
                continue
            then = after.clone()
            try:
                then.play(Discard(card))
            except IllegalMove:
                continue
            value = ended(then, card)
            return value if walked is None else max(value, walked)
        return _score(after, side, view) if walked is None else walked

    def _walked(
        self,
        after: ManoYPie,
        view: ManoYPieView,
        side: _Side,
        ended: Callable[[ManoYPie, Card], float],
        failed: set[tuple] | None = None,
    ) -> float | None:
        """For a seat on its hand, the position at the end of the walk to its foot that
        `after` allows this turn (`_plan_to_foot`: the rest of its cards melded, or all but
        one and that one discarded), None if none: a meld that starts such a walk is read
        with it, where its one discard after it would read it as a hand still held."""
        seat = side.seat
        if after.on_foot(seat) or len(after.hands[seat]) > WALK_PLAN_HAND:
            return None
        plan = _plan_to_foot(after, seat, failed)
        if plan is None:
            return None
        then = after.clone()
        for action in plan:
            then.play(action)
        if then.on_foot(seat) or then.result is not None or then.to_play != seat:
            return _score(then, side, view)
        card = then.hands[seat][0]
        then.play(Discard(card))
        return ended(then, card)

    def draw(
        self, view: ManoYPieView, side: _Side, state: ManoYPie, actions: Sequence[Action]
    ) -> Action:
        """Take the pile when it completes a book, when it is worth about 150 points
        early in the deal, or when the position it leaves is clearly better than the one
        now (the pile's cards are all in sight: a pick-up is judged exactly); else draw."""
        takes = [a for a in actions if isinstance(a, TakePile)]
        if not takes:
            return Draw()
        books = _books(state, side.team)
        now = _score(state, side, view)
        scored = self._takes(state, takes, view, side)
        best_score, best, after = scored[0]
        best_books = _books(after, side.team) > books
        if best_books:
            return best
        if view.stock_count >= self.w.early_stock and _pile_worth(view) >= self.w.pile_worth:
            return best
        if Draw() not in actions or best_score - now >= self.w.take_margin:
            return best
        return Draw()

    def _takes(
        self, state: ManoYPie, takes: Sequence[Action], view: ManoYPieView, side: _Side
    ) -> list[tuple[float, Action, ManoYPie]]:
        """Pick-ups by the position they leave, best first (ties: the engine's order)."""
        scored = []
        for i, action in enumerate(takes):
            after = state.clone()
            after.play(action)
            scored.append((_score(after, side, view), -i, action, after))
        scored.sort(key=lambda t: (t[0], t[1]), reverse=True)
        return [(score, action, after) for score, _, action, after in scored]

    def ranked_takes(
        self, state: ManoYPie, takes: Sequence[Action], view: ManoYPieView, side: _Side
    ) -> list[Action]:
        return [action for _, action, _ in self._takes(state, takes, view, side)]

    def ends_ahead(self, view: ManoYPieView) -> bool:
        """Whether the seat's going out would end the deal with its team ahead, or the
        deal is ending anyway: behind, it plays on (a partner who ends a deal thousands
        behind calls it a blunder: tests/games/mano_y_pie/blunders.py)."""
        return _lead_if_out(view, view.seat) > self.w.ask_lead or _ending_anyway(view)

    def answer(self, view: ManoYPieView) -> Action:
        """Grant the partner's request when the seat's own held cards would cost the team
        little if the deal ended now, or the team would end it far ahead (`GRANT_LEAD`);
        refuse when they cost much, unless the deal is ending anyway (the stock nearly
        gone)."""
        cost = sum(_value(c, view.options) for c in view.hand)
        if cost <= self.w.grant_cost or _ending_anyway(view):
            return Grant()
        if _lead_if_out(view, view.turn_seat) >= self.w.grant_lead:
            return Grant()
        return Refuse()


def _lead_if_out(view: ManoYPieView, asker: int) -> int:
    """The seat's team's least lead over any other team if `asker` (the seat or a
    partner) went out now, as the seat can reckon it: every table exact, its own hand at
    its points (nothing if it is the asker: it melds and discards them all), and every
    other hidden card still held (the asker's aside: hands and feet not picked up) at
    `UNSEEN_CARD_COST`. Counting the other teams' cards matters: a team that left them
    out would read itself behind where going out wins (a deal traced at seed `endings`)."""
    options = view.options
    team = view.team
    totals = {}
    for t in set(view.teams):
        reds = sum(1 for s, _ in view.red3s if view.teams[s] == t)
        held = list(view.hand) if t == team and asker != view.seat else []
        hidden = sum(
            view.hand_counts[s] + view.foot_counts[s]
            for s, st in enumerate(view.teams)
            if st == t and s not in (view.seat, asker)
        )
        tally = team_tally(t, view.melds, reds, 0, t == team, held, options)
        totals[t] = tally.total - UNSEEN_CARD_COST * hidden
    ours = totals.pop(team)
    return ours - max(totals.values(), default=0)


def _ending_anyway(view: ManoYPieView) -> bool:
    """The stock is nearly gone: the deal ends within a round whatever is answered."""
    return view.stock_count <= 2 * len(view.teams)


def could_go_out(state: ManoYPie, seat: int) -> bool:
    """Whether the seat, granted permission now, could meld all its cards but one this
    turn (`_plan_out`), so that asking is worth it."""
    return _plan_out(state, seat) is not None


def going_out_step(state: ManoYPie, seat: int) -> Action | None:
    """The seat's next step out once its partners granted its request this turn: the
    first of the plan `_plan_out` finds (the one it found when it asked, or its rest: the
    same state since, the draw came before the request), then the last card discarded.
    None when no request was granted, or (never for a bot's own request) no plan."""
    if state.to_play != seat or state.permission != GRANTED or not state.may_go_out(seat):
        return None
    hand = state.hands[seat]
    if len(hand) == 1:
        return Discard(hand[0])
    plan = _plan_out(state, seat)
    return plan[0] if plan else None


#: The largest hand whose walk to its foot a meld is read with (`_Normal._walked`): a
#: larger one walks by melds each worth making anyway, and its searches cost the most.
WALK_PLAN_HAND = 8
#: The melds and lay-offs the search for a way out (`_plan_out`) plays at most, past the
#: greedy plan: the positions of a hand of a dozen cards and the team's open melds are
#: far fewer once those that failed are remembered.
PLAN_PLAYS = 100


def _plan_out(state: ManoYPie, seat: int) -> list[Action] | None:
    """The melds and lay-offs that leave the seat one card this turn, its request granted
    (`_plan`). The greedy plan alone (the largest meld or lay-off first) missed 3 of 47
    ways out (a hand of 8 8 8 J J J 6 6 and a wild card: J J J and the wild card first
    leave the 6s without one)."""
    start = state.clone()
    start.permission = GRANTED
    return _plan(start, seat, 1)


def _plan_to_foot(
    state: ManoYPie, seat: int, failed: set[tuple] | None = None
) -> list[Action] | None:
    """The melds and lay-offs that take a seat on its hand to its foot this turn (`_plan`):
    all its cards if it can (the direct route: it picks its foot up and plays on, and the
    turn's discard is one from its foot, which its partners' going out waits for, G3),
    else all but one, which it then discards (the walking route). An empty plan: it holds
    one card, whose discard walks."""
    return _plan(state, seat, 0, failed) or _plan(state, seat, 1, failed)


def _plan(
    start: ManoYPie, seat: int, keep: int, failed: set[tuple] | None = None
) -> list[Action] | None:
    """The melds and lay-offs that leave the seat `keep` cards, or that take it from its
    hand to its foot, from `start` (played on copies): the largest first (the greedy
    plan), and where that fails the others in turn, depth first, each position that
    failed remembered (by the faces in hand and the sizes of the melds) and `PLAN_PLAYS`
    plays at most. None when no plan was found. The seat's hand and the table are known,
    so a plan found holds."""
    on_hand = not start.on_foot(seat)
    if failed is None:
        failed = set()
    plays = 0

    def walk(position: ManoYPie) -> list[Action] | None:
        nonlocal plays
        hand = position.hands[seat]
        if (on_hand and position.on_foot(seat)) or (keep and len(hand) == keep):
            return []
        if not hand:
            return None
        key = (
            keep,
            tuple(sorted(c.face for c in hand)),
            tuple((len(m.cards), m.wild_count(position.options.family)) for m in position.melds),
        )
        if key in failed or _stranded(position, seat) > keep:
            return None
        moves = [
            a
            for a in position.candidate_actions()
            if isinstance(a, Meld | LayOff) and position.legal(a) is None
        ]
        moves.sort(key=_placed, reverse=True)  # stable: the greedy plan's move first
        for move in moves:
            if plays >= PLAN_PLAYS:
                return None
            plays += 1
            after = position.clone()
            after.play(move)
            rest = walk(after)
            if rest is not None:
                return [move, *rest]
        failed.add(key)
        return None

    return walk(start)


def _stranded(state: ManoYPie, seat: int) -> int:
    """The fewest of the seat's cards that its plays this turn can leave in hand: its
    black 3s, its naturals alone of their rank with no open meld of the team's to take
    them (one cannot start a meld, and no play makes room on a meld or a second card of a
    rank), and two for each pair of a rank with no open meld beyond its wild cards (such
    a pair melds only with a wild card). `_plan` gives up on a position past its `keep`."""
    fam = state.options.family
    mr = fam.meld_rules
    hand = state.hands[seat]
    ranks = Counter(c.rank for c in hand if not is_wild(c, mr))
    team = state.teams[seat]
    open_ranks = _open_ranks(state.melds, team, fam.book_size)
    pairs = sum(1 for r, k in ranks.items() if k == 2 and r != 3 and r not in open_ranks)
    wilds = len(hand) - sum(ranks.values())
    return _loose(ranks, open_ranks) + 2 * max(0, pairs - wilds)


def _meld_down_to_one(state: ManoYPie, seat: int) -> bool:
    """Grant the seat permission and play on `state` the plan that leaves it one card
    (`_plan_out`); whether there was one (if not, `state` is unchanged)."""
    plan = _plan_out(state, seat)
    if plan is None:
        return False
    state.permission = GRANTED
    for action in plan:
        state.play(action)
    return True


def _placed(action: Action) -> int:
    if isinstance(action, Meld):
        return sum(len(g) for g in action.melds)
    if isinstance(action, LayOff):
        return len(action.cards)
    return 0


# --------------------------------------------------------------------------- hard

#: Normal's best few choices the hard level plays out (pick-ups; discards when searched).
HARD_CANDIDATES = 3
#: Turns played on after the candidate's own turn before the position is judged: the
#: next opponent's answer (does he take the pile?) and the partner's.
ROLLOUT_TURNS = 2
#: Steps of one rollout at most (a safety bound: a turn is a few actions).
ROLLOUT_STEPS = 40
#: The decisions hard searches (the others are its reading's). Not the discard: its
#: search left the reading's discard at 104 of 1,966 discards (30 deals), mostly by a
#: mean lead within a few dozen points of the margin (noise of 12 worlds), for a single
#: natural where the reading shed a black 3, or for one of a pair; four hard bots then
#: went out of 83.8% of 320 deals, reading their own discards of 90.3%, as strong
#: (bench/README.md, "How deals end", tenth round).
SEARCHED = frozenset({"draw", "answer"})
#: The search overrides the reading's choice only with a mean lead of this many points
#: (with 10 it overrode on noise: 66.2% against 67.0% with 80, on the same 500 deals).
OVERRIDE_MARGIN = 80.0
#: Hard asks to go out, and grants a partner's request, only when the team wins the
#: deal by it in at least this share of the worlds it deals from the view ...
GO_OUT_SHARE = 0.5
#: ... of which it deals this many.
GO_OUT_WORLDS = 8


def _rollout_step(state: ManoYPie, w: Weights) -> None:
    """One action of the cheap rollout policy for the seat to act, on the full world:
    the pile when it can be taken (placing the most cards), the largest meld or lay-off
    that puts no wild card on a natural meld, asking only with few cards, granting when
    the held cards are cheap, and the cheapest loose card discarded (a black 3 first).
    Cheap because it tries the engine's candidates in its order of preference and plays
    the first the engine accepts, instead of judging every candidate's legality."""
    seat = state.to_play
    assert seat is not None
    options = state.options
    mr = options.family.meld_rules
    hand = state.hands[seat]
    if state.phase == ASKING:
        cost = sum(_value(c, options) for c in hand)
        state.play(Grant() if cost <= w.grant_cost else Refuse())
        return
    candidates = state.candidate_actions()
    if state.phase == DRAW:
        takes = [a for a in candidates if isinstance(a, TakePile)]
        takes.sort(key=lambda a: len(a.added) + sum(len(g) for g in a.melds), reverse=True)
        _play_first(state, [*takes, Draw()])
        return
    first: list[Action] = []
    if len(hand) <= 4 and AskToGoOut() in candidates:
        first.append(AskToGoOut())
    moves = [a for a in candidates if isinstance(a, Meld | LayOff) and _plain_move(a, state, mr)]
    moves.sort(key=_placed, reverse=True)
    ranks = Counter(c.rank for c in hand)

    def cost(a: Discard) -> tuple[int, int, int]:
        c = a.card
        black_three = c.rank == 3 and not c.is_red
        keep = is_wild(c, mr) or ranks[c.rank] >= 2
        return (0 if black_three else 1, 1 if keep else 0, -_value(c, options))

    discards = sorted((a for a in candidates if isinstance(a, Discard)), key=cost)
    rest = [a for a in candidates if a not in first and a not in moves and a not in discards]
    _play_first(state, [*first, *moves, *discards, *rest])


def _play_first(state: ManoYPie, actions: Sequence[Action]) -> None:
    """Play the first of `actions` the engine accepts (a refused one changes nothing)."""
    for action in actions:
        try:
            state.play(action)
        except IllegalMove:
            continue
        return
    state.play(state.legal_actions()[0])  # pragma: no cover - the candidates cover a turn


def _plain_move(action: Action, state: ManoYPie, mr: MeldRules) -> bool:
    """A meld or lay-off the rollout makes: no wild card on a natural meld unless it
    completes the book (wild melds and all-natural moves always)."""
    if isinstance(action, Meld):
        return all(
            all(is_wild(c, mr) for c in g) or not any(is_wild(c, mr) for c in g)
            for g in action.melds
        )
    assert isinstance(action, LayOff)
    meld = state.melds[action.meld]
    if meld.kind == WILD or not any(is_wild(c, mr) for c in action.cards):
        return True
    return len(meld.cards) + len(action.cards) >= state.options.family.book_size


def _stage(stock: int) -> tuple[float, float]:
    """(held weight, book chance) at this stage of the deal (see `_Side`)."""
    if stock > 110:
        return 0.2, 1.0
    if stock > 70:
        return 0.35, 0.85
    if stock > 30:
        return 0.6, 0.6
    return 1.0, 0.3


def _leaf(state: ManoYPie, team: int, w: Weights) -> float:
    """The team's lead as a deal score: exact when the deal is over (with a bonus for a
    win); otherwise normal's reading of every seat (its team's melds with their progress
    towards books, red 3s, each hand's worth: pairs, wild cards, held points, the feet
    not reached)."""
    if state.result is not None:
        ours, theirs = _lead(state.result.team_scores, team)
        return float(ours - theirs) + (w.win_weight if ours > theirs else 0.0)
    options = state.options
    held, chance = _stage(len(state.stock))
    held *= w.held_scale
    n = len(state.teams)
    worth = 0.0
    for t in set(state.teams):
        sign = 1.0 if t == team else -1.0
        value = _team_table(state.melds, t, options, chance, w)
        value += options.red3_value * sum(1 for s, _ in state.red3s if state.teams[s] == t)
        for s, st in enumerate(state.teams):
            if st != t:
                continue
            value += _seat_worth(state, _Side(s, t, (s + 1) % n, held, chance, w), options)
        worth += sign * value
    return worth


class _Hard:
    """The hard level: normal's few best choices at the decisions that matter (draw or
    take the pile, grant or refuse; `searched`) played out in worlds sampled
    from the view (`private_state`, the engine's determinisation: every hidden zone dealt
    from the unseen cards), the rest of the turn and `ROLLOUT_TURNS` more with the cheap
    rollout policy, and the best mean team lead kept (common random numbers: every
    candidate in the same worlds). Melds and lay-offs are normal's."""

    #: Whether going out is judged by `_going_out_share`, which decisions are searched,
    #: and by what mean lead the search overrides (bench/team_duplicate.py varies
    #: them on one bot).
    judge_going_out = True
    searched = SEARCHED
    margin = OVERRIDE_MARGIN
    #: Set while the bot advises (`ManoYPieBot.advise`): the decisions it does not search
    #: to choose (its discards) are weighed all the same, for the hints' next best moves
    #: and the review, and played as its reading chose them.
    advising = False

    def __init__(self, rng: random.Random, normal: _Normal) -> None:
        self.rng = rng
        self.normal = normal

    def _going_out_share(self, view: ManoYPieView, asker: int) -> float:
        """The team's chance of winning the deal if `asker` goes out now, over worlds
        dealt from the view. When the asker is the seat itself, its melds are found once
        (`_meld_down_to_one`: its hand and the table are known, so they are the
        same in every world); a partner's hand, unseen, is counted as melded for nothing
        (a cautious reading). The last card is discarded, so the asker holds nothing."""
        worlds = [private_state(view, self.rng) for _ in range(GO_OUT_WORLDS)]
        melds = view.melds
        if asker == view.seat:
            _meld_down_to_one(worlds[0], asker)
            melds = tuple(worlds[0].melds)
        won = 0.0
        for world in worlds:
            world.melds = list(melds)
            world.hands[asker] = []
            ours, theirs = _lead(world.going_out_result(asker).team_scores, view.team)
            won += 1.0 if ours > theirs else 0.5 if ours == theirs else 0.0
        return won / GO_OUT_WORLDS

    def choose(self, view: ManoYPieView, limit: Limit) -> Action:
        started = time.perf_counter()
        fallback = self.normal.choose(view)
        state = private_state(view, self.rng)
        actions = state.legal_actions()
        if len(actions) <= 1:
            return fallback
        side = _side(view, self.normal.w)
        if self.judge_going_out:
            if view.phase == ASKING and not _ending_anyway(view):
                asker = view.turn_seat
                share = self._going_out_share(view, asker)
                return Grant() if share >= GO_OUT_SHARE else Refuse()
            if isinstance(fallback, AskToGoOut):
                # The deal ends within a round whatever it does (normal asks then, and
                # hard grants then): going out adds its bonus, waiting adds nothing.
                if _ending_anyway(view) or self._going_out_share(view, view.seat) >= GO_OUT_SHARE:
                    return fallback
                rest = [a for a in actions if not isinstance(a, AskToGoOut)]
                return self.normal.ranked(state, rest, view, side)[0]
        if view.phase == ASKING:
            if "answer" not in self.searched:
                return fallback
            candidates: list[Action] = [Grant(), Refuse()]
        elif view.phase == DRAW:
            if "draw" not in self.searched:
                return fallback
            takes = [a for a in actions if isinstance(a, TakePile)]
            if not takes:
                return fallback
            ranked = self.normal.ranked_takes(state, takes, view, side)[: HARD_CANDIDATES - 1]
            candidates = [a for a in actions if isinstance(a, Draw)] + ranked
        elif isinstance(fallback, Discard):
            if "discard" not in self.searched and not self.advising:
                return fallback
            discards = [a for a in actions if isinstance(a, Discard)]
            candidates = self.normal.ranked(state, discards, view, side)[:HARD_CANDIDATES]
        else:
            return fallback  # a meld, a lay-off, a request: normal's choice stands
        if fallback not in candidates:
            candidates.insert(0, fallback)
        if len(candidates) == 1:
            return fallback
        prefer = candidates.index(fallback)
        rng = None
        weigh_only = isinstance(fallback, Discard) and "discard" not in self.searched
        if weigh_only:
            # Weighed for the coach only (its next best moves, the review's reckoning), on
            # a copy of the generator: the choice and what follows are the player's.
            rng = random.Random()
            rng.setstate(self.rng.getstate())
        result = self.search(view, candidates, limit.remaining(started), prefer, rng)
        self.considered = [(c, st.mean) for c, st in zip(candidates, result.stats, strict=True)]
        if weigh_only:
            return fallback
        own = result.stats[prefer].mean
        if result.stats[result.index].mean - own <= self.margin:
            return fallback
        return result.best

    def search(
        self,
        view: ManoYPieView,
        candidates: Sequence[Action],
        limit: Limit,
        prefer: int = 0,
        rng: random.Random | None = None,
    ) -> SearchResult[Action]:
        """The candidates played out in the same worlds sampled from the view (the rest
        of the turn, then a few turns more by the rollout policy), judged by the team's
        lead in deal points (`_leaf`); the worlds drawn with `rng` (default the bot's)."""
        team = view.team
        seat = view.seat
        w = self.normal.w

        def playout(world: ManoYPie, action: Action, budget: Budget) -> float:
            sim = world.clone()
            sim.play(action)
            steps = 0
            while sim.result is None and sim.turn_seat == seat and steps < ROLLOUT_STEPS:
                _rollout_step(sim, w)
                steps += 1
            stop = sim.turn + ROLLOUT_TURNS
            while sim.result is None and sim.turn < stop and steps < ROLLOUT_STEPS:
                if budget.out_of_time():
                    break
                _rollout_step(sim, w)
                steps += 1
            budget.nodes += steps
            return _leaf(sim, team, w)

        def sample(rng: random.Random) -> tuple[ManoYPie, bool]:
            return private_state(view, rng), False

        return playout_search(
            candidates,
            sample,
            playout,
            limit if limit.bounded else LIMITS["hard"],
            self.rng if rng is None else rng,
            prefer=prefer,
        )


#: The levels Mano y Pie's computer players play (its entry's), and the levels written
#: but not offered (none now: hard was, until it was shown stronger).
LEVELS, EXPERIMENTAL = ManoYPieBot.offered, ManoYPieBot.experimental
