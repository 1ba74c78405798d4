"""Mano y Pie (Hand and Foot) rules engine (RULES.md §4): one deal, and a match.

A turn is the red 3s held placed at its start (automatic, §4.4 Step 0), a draw (`Draw`:
two cards from the stock; or `TakePile`: the top seven cards of the pile with the melds
that place its top card and two matching hand cards at once, §4.4 (b)), any number of
`Meld` and `LayOff` actions, and a `Discard`. The melds are the canasta family's
(`app.games.canasta`, `MANO_Y_PIE_FAMILY`): sets only, so a group has one reading and
nothing is ever guessed.

Going out (§4.6) asks the partners first in partnership play: `AskToGoOut` hands the turn
to each partner in turn order, who answers `Grant` or `Refuse`, then it comes back to the
asker; a refusal binds for the turn, a grant allows but does not oblige. Each answer is an
action of the answering seat, in the history and the replay like any other.

No dead ends (§0.4, §4.4 Step 2, §4.7): on his foot a player keeps two cards at the end
of Step 2, one if going out is already allowed him; a meld that would leave him fewer is
refused. A draw that empties the stock and leaves him fewer ends the deal, unless he may
still ask and go out.

Decisions where RULES.md leaves a choice to the engine:

* With the stock empty at the start of a turn (§4.7) the player may take the pile;
  `Draw` is then his way of declining it, and it ends the deal. If no pick-up is legal
  for him the deal ends at the start of his turn.
* `TakePile` names the cards it adds to the team's incomplete meld of the top card's
  kind (`onto`, `added`) and the new melds it starts (`melds`); the top card and at least
  two matching hand cards must be among the cards placed in melds of the top card's kind
  (for a wild top card: wild melds). Further new melds of other ranks may join the action
  (the initial meld, HF-T09 (c)); cards may never be added to other melds in it.
* A new meld of a rank (or a new wild meld) may be started only while the team has no
  incomplete meld of it, judged in the action's order: its lay-off first, then its new
  melds one by one (so a pick-up may complete a meld and start the next, HF-T26).
* A foot picked up by the direct route that leaves the player stranded (fewer cards than
  he must keep) is refused while the stock has cards; with the stock gone it ends the
  deal (§4.7), unless he may ask and go out.
* "Discarded from his foot" (G3) means a discard made while already on the foot: the
  walking route's discard, which picks the foot up, does not count.
* Seat scores: each seat is credited its team's deal score; `team_scores` are the teams'.
* The view adds to §4.12's list every pick-up of the pile (`taken`: turn, seat and the
  cards taken). Every card in the pile was seen face up and everybody saw who took it,
  so this is what a player at a real table may remember; §4.12 names the whole pile in
  order but not its pick-ups.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from app.core.cards import Card
from app.core.decks import shuffled
from app.core.engine import Action, IllegalMove
from app.core.melds import is_wild
from app.core.seats import others_in_order, partners_of
from app.games.canasta.engine import (
    DRAW,
    EXHAUSTED,
    PLAY,
    FamilyActions,
    FamilyResult,
    TeamMatch,
    TeamMeldEngine,
    TeamMeldView,
    unseen_dealer,
)
from app.games.canasta.engine import one_per_face as _one_per_face
from app.games.canasta.melds import (
    ALL_WILD,
    CLEAN,
    DIRTY,
    SET,
    WILD,
    TeamMeld,
    judge_lay_off,
    judge_new,
    open_meld_of_rank,
)
from app.games.canasta.packets import TAKEN, UNTAKEN, PacketFate, packet_for
from app.games.canasta.pickup import matches_top, pickup_problem, split_pile
from app.games.canasta.scoring import count_books
from app.games.mano_y_pie import GAME
from app.games.mano_y_pie.rules import ManoYPieOptions
from app.games.mano_y_pie.scoring import LINES as TALLY_LINES
from app.games.mano_y_pie.scoring import card_value, team_tally

GAME_ID = GAME.id
ASKING = "asking"
WENT_OUT = "went_out"
#: `exclusive_meld_action` (HF-A8): the turn's mode once set.
START, ADD = "start", "add"
#: Permission answers of the turn (G4).
ASKED, GRANTED, REFUSED = "asked", "granted", "refused"

Group = tuple[Card, ...]
#: Where a buried up-card goes: (rng, stock size) -> index, 0 the top (HF-A13).
Bury = Callable[[random.Random, int], int]


def bury_anywhere_but_the_top(rng: random.Random, size: int) -> int:
    """HF-A13: `k = rng.randrange(1, len(stock) + 1)`."""
    return rng.randrange(1, size + 1)


def is_red_three(c: Card) -> bool:
    return c.rank == 3 and c.is_red


# --------------------------------------------------------------------------- actions


@dataclass(frozen=True)
class Draw(Action, kind="hf.draw"):
    """Draw `draw_count` cards from the stock (with the stock gone at the start of the
    turn: decline the pile, which ends the deal, §4.7)."""


@dataclass(frozen=True)
class TakePile(Action, kind="hf.take_pile"):
    """Take the pile's top `pickup_count` cards (§4.4 (b)), placing its top card and hand
    cards at once: `added` onto the team's incomplete meld `onto` of the top card's kind,
    and the new melds `melds`. The top card is in exactly one of them."""

    melds: tuple[Group, ...] = ()
    onto: int | None = None
    added: Group = ()


@dataclass(frozen=True)
class Meld(Action, kind="hf.meld"):
    """New melds from the hand, several at once (the initial meld is one such action)."""

    melds: tuple[Group, ...]


@dataclass(frozen=True)
class LayOff(Action, kind="hf.lay_off"):
    """Hand cards added to the team's incomplete meld `meld` (its index on the table)."""

    meld: int
    cards: Group


@dataclass(frozen=True)
class AskToGoOut(Action, kind="hf.ask"):
    """Ask the partners for permission to go out (G4), once a turn, in Step 2."""


@dataclass(frozen=True)
class Grant(Action, kind="hf.grant"):
    """A partner's answer: yes (allows going out this turn, does not oblige it)."""


@dataclass(frozen=True)
class Refuse(Action, kind="hf.refuse"):
    """A partner's answer: no (binds for the rest of the asker's turn)."""


@dataclass(frozen=True)
class Discard(Action, kind="hf.discard"):
    """Discard `card` onto the pile, ending the turn."""

    card: Card


#: The family's actions, as this game has them.
FAMILY_ACTIONS = FamilyActions(Draw, TakePile, Meld, LayOff, Discard)


# --------------------------------------------------------------------------- results, views


@dataclass(frozen=True, slots=True, kw_only=True)
class DealResult(FamilyResult):
    """A deal's outcome with §4.8's breakdown per team (each tuple indexed by team):
    melded card points, book bonuses, red 3s, the going-out bonus and held cards
    (negative). `reason` is "went_out" or "stock_exhausted"; `went_out` the seat that
    went out. `scores` credit each seat its team's total."""

    LINES = TALLY_LINES
    ENDER = "went_out"
    ENDED_BY = WENT_OUT

    books: tuple[int, ...] = ()
    red3s: tuple[int, ...] = ()
    going_out: tuple[int, ...] = ()
    went_out: int | None = None


def contract_met(melds: Sequence[TeamMeld], team: int, options: ManoYPieOptions) -> bool:
    """G1: the team's books reach the contract (2 clean, 2 dirty, 1 wild)."""
    books = count_books(melds, team, options.family)
    need = options.contract_books
    return all(books.get(kind, 0) >= need[kind] for kind in (CLEAN, DIRTY, ALL_WILD))


def partners_ready(
    teams: Sequence[int],
    on_foot: Sequence[bool],
    foot_discarded: Sequence[bool],
    seat: int,
    options: ManoYPieOptions,
) -> bool:
    """G3: every partner has picked up his foot and discarded from it."""
    if not options.partner_must_have_played_foot:
        return True
    return all(on_foot[p] and foot_discarded[p] for p in partners_of(teams, seat))


@dataclass(frozen=True, slots=True)
class ManoYPieView(TeamMeldView):
    """What one seat may see (§4.12): its hand; counts of every other hand, every foot
    not yet picked up (its owner's too) and the stock; each player's `on_foot` flag and
    whether he has discarded from his foot; the whole discard pile in order; all melds;
    the red 3s on the table with the seat that placed each; the deal, its minimum and each
    team's initial-meld flag; the permission requests and answers; every pick-up of the
    pile (`taken`)."""

    turn_seat: int
    foot_counts: tuple[int, ...]
    on_foot: tuple[bool, ...]
    foot_discarded: tuple[bool, ...]
    pile: tuple[Card, ...]
    red3s: tuple[tuple[int, Card], ...]
    deal_index: int
    minimum: int
    initial_melded: tuple[bool, ...]
    permission: str | None
    awaiting: tuple[int, ...]
    permission_log: tuple[tuple[int, int, str], ...]
    mode: str | None
    options: ManoYPieOptions
    result: DealResult | None
    #: Once the deal is over: each seat's cards laid down to be counted (§4.8), its hand
    #: then its foot if never picked up (`hand_counts` says where the hand ends); empty
    #: while the deal is played.
    revealed: tuple[tuple[Card, ...], ...] = ()
    #: Every pick-up of the pile so far: (turn, seat, the cards it took, the top card
    #: last). Every seat saw them face up in the pile and saw who took them, as at a real
    #: table; empty for a position set up by hand.
    taken: tuple[tuple[int, int, tuple[Card, ...]], ...] = ()

    def contract_met(self, team: int) -> bool:
        """G1, as the table shows it (`ManoYPie.contract_met`)."""
        return contract_met(self.melds, team, self.options)

    def partners_ready(self, seat: int) -> bool:
        """G3, as the table shows it (`ManoYPie.partners_ready`)."""
        return partners_ready(self.teams, self.on_foot, self.foot_discarded, seat, self.options)

    def _pile_zones(self) -> dict[str, Any]:
        return {"discard": self.pile}

    def _side_zones(self) -> dict[str, Any]:
        zones: dict[str, Any] = {}
        for seat, (count, on) in enumerate(zip(self.foot_counts, self.on_foot, strict=True)):
            if not on:
                zones[f"foot:{seat}"] = count
        for seat in range(len(self.teams)):
            placed = tuple(c for s, c in self.red3s if s == seat)
            if placed:
                zones[f"red3s:{seat}"] = placed
        return zones


# --------------------------------------------------------------------------- the deal


class ManoYPie(TeamMeldEngine):
    """One deal of Mano y Pie. Build with `new(options, seed)` or `from_position(...)`."""

    options_class = ManoYPieOptions
    result: DealResult | None

    def _set_up(self) -> None:
        super()._set_up()
        n = self.num_players
        self.feet: list[list[Card]] = [[] for _ in range(n)]
        self.fates = [PacketFate(s, owner=s, team=self.teams[s]) for s in range(n)]
        self.red3s: list[tuple[int, Card]] = []
        self.initial_melded = [False] * (max(self.teams) + 1)
        self.foot_discarded = [False] * n
        self.permission: str | None = None
        self.awaiting: list[int] = []
        self.permission_log: list[tuple[int, int, str]] = []
        self.taken: list[tuple[int, int, tuple[Card, ...]]] = []
        self.mode: str | None = None

    def _deal(self, rng: random.Random, scores: Sequence[int] | None = None) -> None:
        """Shuffle (§0.4) and deal (§4.1) (see `from_pack`); `scores` are the match's
        running totals."""
        self._deal_pack(shuffled(self.pack, rng), rng, scores, bury_anywhere_but_the_top)

    # ------------------------------------------------------------------ construction
    @classmethod
    def from_pack(
        cls,
        options: ManoYPieOptions,
        pack: Sequence[Card],
        rng: random.Random,
        dealer: int,
        seed: int | str | None = None,
        deal_index: int = 0,
        scores: Sequence[int] | None = None,
        bury: Bury = bury_anywhere_but_the_top,
    ) -> ManoYPie:
        """Deal a pack in this order (index 0 the top): hands one card at a time clockwise
        from the hand dealer's left, then the feet the same way, then the up-card, buried
        (`bury` chooses where, HF-A13) while it is a 3 or a wild card. The first player,
        left of the hand dealer, then places the red 3s of his hand."""
        state = cls(options, dealer, seed, deal_index)
        state._deal_pack(pack, rng, scores, bury)
        return state

    def _deal_pack(
        self, pack: Sequence[Card], rng: random.Random, scores: Sequence[int] | None, bury: Bury
    ) -> None:
        n = self.num_players
        options = self.options
        rest = list(pack)
        for packets, size in ((self.hands, options.hand_size), (self.feet, options.foot_size)):
            for i in range(size * n):
                packets[(self.dealer + 1 + i) % n].append(rest[i])
            rest = rest[size * n :]
        up = rest.pop(0)
        while up.rank == 3 or is_wild(up, options.family.meld_rules):
            rest.insert(bury(rng, len(rest)), up)
            up = rest.pop(0)
        self.stock, self.pile = rest, [up]
        if scores is not None:
            self.scores = list(scores)
        self._begin_turn()

    @classmethod
    def from_position(
        cls,
        hands: Sequence[Sequence[Card]],
        feet: Sequence[Sequence[Card] | None] | None = None,
        stock: Sequence[Card] = (),
        pile: Sequence[Card] = (),
        melds: Sequence[tuple[int, Sequence[Card]]] = (),
        red3s: Sequence[tuple[int, Card]] = (),
        initial_melded: Sequence[bool] | None = None,
        foot_discarded: Sequence[bool] | None = None,
        to_play: int = 0,
        phase: str = DRAW,
        options: ManoYPieOptions | Mapping[str, Any] | None = None,
        deal_index: int = 0,
        dealer: int = 0,
        turn: int = 8,
        begin_turn: bool = False,
    ) -> ManoYPie:
        """The test constructor for partial scenario states (RULES.md, how to read).

        A foot given as None has been picked up (its owner is on his foot); `melds` are
        (team, cards); a team with melds has made its initial meld unless
        `initial_melded` says otherwise. `begin_turn` runs the start of the turn (red 3s
        placed, the stock check of §4.7)."""
        opts = ManoYPieOptions.coerce(options)
        n = opts.num_players
        if len(hands) != n:
            raise ValueError(f"{len(hands)} hands for {n} players")
        given_feet = list(feet) if feet is not None else [[] for _ in range(n)]
        state = cls(opts, dealer, None, deal_index)
        state.hands = [list(h) for h in hands]
        state.feet = [list(f) if f is not None else [] for f in given_feet]
        state.stock = list(stock)
        state.pile = list(pile)
        state._to_play = to_play
        for s, f in enumerate(given_feet):
            if f is None:
                state.fates[s] = state.fates[s].taken_by(s, state.teams[s], pending=False)
        for team, group in melds:
            judged = judge_new(list(group), opts.family, (), team)
            if isinstance(judged, IllegalMove):
                raise ValueError(f"table meld {list(map(str, group))} is not valid: {judged}")
            state.melds.append(judged)
            state.initial_melded[team] = True
        if initial_melded is not None:
            state.initial_melded = list(initial_melded)
        if foot_discarded is not None:
            state.foot_discarded = list(foot_discarded)
        state.red3s = list(red3s)
        state.phase = phase
        state.turn = turn
        if begin_turn and phase == DRAW:
            state._begin_turn()
        return state

    # ------------------------------------------------------------------ queries
    @property
    def to_play(self) -> int | None:
        if self.result is not None:
            return None
        if self.phase == ASKING:
            return self.awaiting[0]
        return self._to_play

    @property
    def turn_seat(self) -> int:
        """The seat whose turn it is (also while a partner answers his request)."""
        return self._to_play

    @property
    def minimum(self) -> int:
        return self.options.minimum(self.deal_index)

    def on_foot(self, seat: int) -> bool:
        return self.fates[seat].state == TAKEN

    def contract_met(self, team: int) -> bool:
        """G1: the team's books reach the contract (2 clean, 2 dirty, 1 wild)."""
        return contract_met(self.melds, team, self.options)

    def partners_ready(self, seat: int) -> bool:
        """G3: every partner has picked up his foot and discarded from it."""
        on_foot = [self.on_foot(s) for s in range(self.num_players)]
        return partners_ready(self.teams, on_foot, self.foot_discarded, seat, self.options)

    def may_ask(self, seat: int) -> bool:
        """Whether asking to go out is open to the seat now (§4.4 Step 2, HF-A7)."""
        return (
            self.options.needs_permission
            and self.phase == PLAY
            and self.permission is None
            and self._going_out_conditions(seat)
        )

    def _going_out_conditions(self, seat: int) -> bool:
        """G1 to G3."""
        return (
            self.on_foot(seat)
            and self.contract_met(self.team_of(seat))
            and self.partners_ready(seat)
        )

    def may_go_out(self, seat: int) -> bool:
        """G1 to G4 hold: discarding his last card would go out."""
        if not self._going_out_conditions(seat):
            return False
        return not self.options.needs_permission or self.permission == GRANTED

    def must_keep(self, seat: int) -> int:
        """Cards a player on his foot holds at least at the end of Step 2 (§4.4)."""
        return 1 if self.may_go_out(seat) else 2

    # ------------------------------------------------------------------ rules
    # -- cards arriving: red 3s placed and replaced (§4.3)
    def _receive(self, seat: int, count: int) -> None:
        """Draw `count` cards from the stock into the hand; a red 3 drawn is placed at once
        and replaced by the next card (none once the stock is gone)."""
        got = 0
        while got < count and self.stock:
            c = self.stock.pop(0)
            if is_red_three(c):
                self.red3s.append((seat, c))
                continue
            self.hands[seat].append(c)
            got += 1

    def _place_red_threes(self, seat: int) -> None:
        hand = self.hands[seat]
        reds = [c for c in hand if is_red_three(c)]
        if not reds:
            return
        self.hands[seat] = [c for c in hand if not is_red_three(c)]
        self.red3s.extend((seat, c) for c in reds)
        self._receive(seat, len(reds))

    def _pick_up_foot(self, seat: int) -> None:
        team = self.team_of(seat)
        index = packet_for(self.fates, team, seat)
        if index is None:  # pragma: no cover - only a seat on his hand picks up
            raise IllegalMove("foot_taken", seat=seat)
        self.hands[seat].extend(self.feet[index])
        self.feet[index] = []
        self.fates[index] = self.fates[index].taken_by(seat, team, pending=False)
        self._place_red_threes(seat)

    # -- Step 1
    def _draw(self, seat: int, action: Draw) -> None:
        if not self.stock:
            self._end(EXHAUSTED, None)  # the pile declined with the stock gone (§4.7)
            return
        self._receive(seat, self.options.draw_count)
        self.phase = PLAY
        self._stranded_after_draw(seat, chosen=False)

    def _take_pile(self, seat: int, action: TakePile) -> None:
        opts = self.options
        rules = opts.pickup
        fam = opts.family
        team = self.team_of(seat)
        hand = self.hands[seat]
        used = [*action.added, *(c for g in action.melds for c in g)]
        problem = pickup_problem(self.pile, hand, used, rules)
        if problem is not None:
            raise problem
        top = self.pile[-1]
        wild_top = is_wild(top, fam.meld_rules)
        top_kind = 0 if wild_top else top.rank
        in_kind: list[Card] = []  # cards placed in melds of the top card's kind
        if action.onto is not None:
            meld = self._own_meld(seat, action.onto)
            if meld.kind != (WILD if wild_top else SET) or meld.rank != top_kind:
                raise IllegalMove("not_the_top_cards_meld", meld=action.onto, card=top)
            grown = judge_lay_off(meld, action.added, fam)
            if isinstance(grown, IllegalMove):
                raise grown
            self.melds[action.onto] = grown.meld
            in_kind += action.added
        elif action.added:
            raise IllegalMove("no_such_meld", meld=None)
        for group in action.melds:
            judged = self._new_meld(team, group)
            if (judged.kind == WILD) == wild_top and judged.rank == top_kind:
                in_kind += group
        matching = [c for c in in_kind if c != top and matches_top(c, top, rules)]
        if top not in in_kind or len(matching) < rules.matching_hand_cards:
            raise IllegalMove("needs_matching_cards", card=top, needed=rules.matching_hand_cards)
        if not self.initial_melded[team]:
            self._check_minimum(used)  # HF-A16: only the action's cards count
            self.initial_melded[team] = True
        taken, left = split_pile(self.pile, rules)
        self.taken.append((self.turn, seat, tuple(taken)))
        placed = set(used)
        self.hands[seat] = [c for c in hand if c not in placed] + [c for c in taken if c != top]
        self.pile = left
        self.phase = PLAY
        if self.options.exclusive_meld_action:  # a pick-up starts melds (HF-A8)
            self.mode = START
        self._after_melding(seat)

    # -- Step 2
    def _new_meld(self, team: int, group: Sequence[Card]) -> TeamMeld:
        """Judge and table one new meld; one incomplete meld per rank (§4.3)."""
        judged = judge_new(list(group), self.options.family, (), team)
        if isinstance(judged, IllegalMove):
            raise judged
        fam = self.options.family
        if open_meld_of_rank(self.melds, team, judged.rank, fam) is not None:
            raise IllegalMove("meld_of_rank_open", group=list(group), rank=judged.rank)
        self.melds.append(judged)
        return judged

    def _check_minimum(self, cards_: Sequence[Card]) -> None:
        points = sum(card_value(c, self.options) for c in cards_)
        if points < self.minimum:
            raise IllegalMove("below_minimum", points=points, minimum=self.minimum)

    def _set_mode(self, mode: str) -> None:
        if not self.options.exclusive_meld_action:
            return
        if self.mode is not None and self.mode != mode:
            raise IllegalMove("exclusive_meld_action", mode=self.mode)
        self.mode = mode

    def _meld(self, seat: int, action: Meld) -> None:
        if not action.melds:
            raise IllegalMove("nothing_to_meld")
        every = [c for g in action.melds for c in g]
        self._from_hand(seat, every)
        team = self.team_of(seat)
        self._set_mode(START)
        if not self.initial_melded[team]:
            self._check_minimum(every)
            self.initial_melded[team] = True
        for group in action.melds:
            self._new_meld(team, group)
        self._take_from_hand(seat, every)
        self._after_melding(seat)

    def _lay_off(self, seat: int, action: LayOff) -> None:
        if not action.cards:
            raise IllegalMove("nothing_to_meld")
        self._from_hand(seat, action.cards)
        meld = self._own_meld(seat, action.meld)
        self._set_mode(ADD)
        grown = judge_lay_off(meld, action.cards, self.options.family)
        self._laid_off(seat, action.meld, action.cards, grown)

    def _after_melding(self, seat: int) -> None:
        """The direct route to the foot, and the cards a player on his foot keeps."""
        hand = self.hands[seat]
        if not self.on_foot(seat):
            if not hand:
                self._pick_up_foot(seat)  # the direct route ("running", §4.4 Step 2)
                self._stranded_after_draw(seat, chosen=True)
            return
        need = self.must_keep(seat)
        if len(hand) < need:
            raise IllegalMove("must_keep_cards", left=len(hand), keep=need)

    def _stranded_after_draw(self, seat: int, chosen: bool) -> None:
        """§4.7: cards drawn leave a player on his foot with fewer than he must keep. With
        the stock gone the deal ends, unless he may still ask and go out; with a stock
        (only with tiny feet, an option) an action that did it is refused."""
        if not self.on_foot(seat):
            return
        hand = self.hands[seat]
        if len(hand) >= self.must_keep(seat):
            return
        if len(hand) == 1 and self.may_ask(seat):
            return
        if chosen and self.stock:
            raise IllegalMove("must_keep_cards", left=len(hand), keep=self.must_keep(seat))
        self._end(EXHAUSTED, None)

    def _ask(self, seat: int, action: AskToGoOut) -> None:
        if not self.options.needs_permission:
            raise IllegalMove("no_permission_needed")
        if self.permission is not None:
            raise IllegalMove("already_asked", answer=self.permission)
        if not self._going_out_conditions(seat):
            raise IllegalMove("cannot_go_out", **self._why_not_out(seat))
        partners = set(partners_of(self.teams, seat))
        self.awaiting = [s for s in others_in_order(seat, self.num_players) if s in partners]
        self.permission = ASKED
        self.phase = ASKING
        self.permission_log.append((self.turn, seat, ASKED))

    def _answer(self, asker: int, action: Grant | Refuse) -> None:
        """A partner's answer (the turn is still the asker's)."""
        grant = isinstance(action, Grant)
        seat = self.awaiting.pop(0)
        self.permission_log.append((self.turn, seat, GRANTED if grant else REFUSED))
        if grant and self.awaiting:
            return
        self.awaiting = []
        self.permission = GRANTED if grant else REFUSED
        self.phase = PLAY
        if not grant and len(self.hands[asker]) < self.must_keep(asker):  # §4.7, stranded
            self._end(EXHAUSTED, None)

    def _why_not_out(self, seat: int) -> dict[str, bool]:
        return {
            "contract": self.contract_met(self.team_of(seat)),
            "on_foot": self.on_foot(seat),
            "partners_ready": self.partners_ready(seat),
        }

    # -- Step 3
    def _discard(self, seat: int, action: Discard) -> None:
        c = action.card
        hand = self.hands[seat]
        if c not in hand:
            raise IllegalMove("not_in_hand", cards=[c])
        if self.on_foot(seat):
            if len(hand) == 1:
                if not self.may_go_out(seat):
                    raise IllegalMove("cannot_go_out", **self._why_not_out(seat))
                hand.remove(c)
                self.pile.append(c)
                self.foot_discarded[seat] = True
                self._end(WENT_OUT, seat)
                return
            hand.remove(c)
            self.pile.append(c)
            self.foot_discarded[seat] = True
        else:
            hand.remove(c)
            self.pile.append(c)
            if not hand:
                self._pick_up_foot(seat)  # the walking route: played from next turn
        self._next_turn()

    def _begin_turn(self) -> None:
        """Step 0 and the stock check (§4.4, §4.7): red 3s held are placed and replaced;
        with the stock gone the player may only take the pile, or the deal ends."""
        seat = self._to_play
        self.phase = DRAW
        self.permission = None
        self.awaiting = []
        self.mode = None
        self._place_red_threes(seat)
        if not self.stock:
            self._stock_gone(seat)

    rules_by_action = {
        Grant: (ASKING, _answer),
        Refuse: (ASKING, _answer),
        Draw: (DRAW, _draw),
        TakePile: (DRAW, _take_pile),
        Meld: (PLAY, _meld),
        LayOff: (PLAY, _lay_off),
        AskToGoOut: (PLAY, _ask),
        Discard: (PLAY, _discard),
    }

    # ------------------------------------------------------------------ the end
    def going_out_result(self, seat: int) -> DealResult:
        """The deal's result if `seat` went out now with the cards held as they are (for
        a bot weighing whether to go out); the state itself is not changed."""
        trial = self.clone()
        trial._end(WENT_OUT, seat)
        assert trial.result is not None
        return trial.result

    def _end(self, reason: str, out: int | None) -> None:
        n = self.num_players
        opts = self.options
        out_team = self.team_of(out) if out is not None else None
        tallies = []
        for team in range(max(self.teams) + 1):
            members = [s for s in range(n) if self.teams[s] == team]
            held = [c for s in members for c in self.hands[s] + self.feet[s]]
            reds = [s for s, _ in self.red3s if self.teams[s] == team]
            penalised = 0
            if opts.red3_penalty_if_foot_not_reached and out_team is not None and out_team != team:
                penalised = sum(1 for s in reds if self.fates[s].state == UNTAKEN)
            tallies.append(
                team_tally(team, self.melds, len(reds), penalised, out_team == team, held, opts)
            )
        self.result = self._tallied(DealResult, reason, tallies, went_out=out)

    # ------------------------------------------------------------------ views

    def face_up(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's hand and then its foot: a foot not yet picked up is hidden too, so
        the default (the hands alone) does not fit; the table splits them again by
        `hand_counts`."""
        return tuple(tuple(h) + tuple(f) for h, f in zip(self.hands, self.feet, strict=True))

    def view(self, seat: int) -> ManoYPieView:
        return ManoYPieView(
            **self._view_fields(seat),
            turn_seat=self._to_play,
            foot_counts=tuple(len(f) for f in self.feet),
            on_foot=tuple(self.on_foot(s) for s in range(self.num_players)),
            foot_discarded=tuple(self.foot_discarded),
            pile=tuple(self.pile),
            red3s=tuple(self.red3s),
            deal_index=self.deal_index,
            minimum=self.minimum,
            initial_melded=tuple(self.initial_melded),
            permission=self.permission,
            awaiting=tuple(self.awaiting),
            permission_log=tuple(self.permission_log),
            mode=self.mode,
            taken=tuple(self.taken),
            revealed=(
                tuple(tuple(h) + tuple(f) for h, f in zip(self.hands, self.feet, strict=True))
                if self.result is not None
                else ()
            ),
        )

    def candidate_actions(self) -> list[Action]:
        if self.result is not None:
            return []
        seat = self._to_play
        if self.phase == ASKING:
            return [Grant(), Refuse()]
        if self.phase == DRAW:
            return [Draw(), *self._pile_candidates(seat)]
        hand = self.hands[seat]
        team = self.team_of(seat)
        out: list[Action] = [Discard(c) for c in _one_per_face(hand)]
        groups = hand_groups(hand, self.options)
        if self.initial_melded[team]:
            out.extend(Meld((g,)) for g in groups)
        else:
            out.extend(Meld(combo) for combo in _initial_combos(groups, (), self))
        fam = self.options.family
        for i in self.team_melds(team):
            meld = self.melds[i]
            if len(meld.cards) >= fam.book_size:
                continue
            fitting = [c for c in hand if _fits(c, meld, fam)]
            for c in _one_per_face(fitting):
                out.append(LayOff(i, (c,)))
            naturals = [c for c in fitting if not is_wild(c, fam.meld_rules)]
            room = fam.book_size - len(meld.cards)
            if len(naturals) > 1:
                out.append(LayOff(i, tuple(naturals[:room])))
        if self.may_ask(seat):
            out.append(AskToGoOut())
        return out

    def _pile_candidates(self, seat: int) -> list[TakePile]:
        """Pick-ups worth judging: the top card with two or more matching hand cards as a
        new meld (with a wild card for a natural top), or added to the team's incomplete
        meld of its kind, the rest starting a new one; before the initial meld, with
        further melds of the hand reaching the minimum."""
        if not self.pile:
            return []
        opts = self.options
        fam = opts.family
        top = self.pile[-1]
        hand = self.hands[seat]
        team = self.team_of(seat)
        wild_top = is_wild(top, fam.meld_rules)
        matching = [c for c in hand if matches_top(c, top, opts.pickup)]
        if len(matching) < opts.pickup.matching_hand_cards or top.rank == 3:
            return []
        open_meld = open_meld_of_rank(self.melds, team, 0 if wild_top else top.rank, fam)
        wilds = [c for c in hand if is_wild(c, fam.meld_rules) and c.rank != top.rank]
        bases: list[tuple[int | None, Group, tuple[Group, ...]]] = []
        if open_meld is None:
            for k in range(2, min(len(matching), fam.book_size - 1) + 1):
                bases.append((None, (), ((top, *matching[:k]),)))
            if not wild_top:
                for w in _one_per_face(wilds):
                    bases.append((None, (), ((top, *matching[:2], w),)))
        else:
            index = self.melds.index(open_meld)
            room = fam.book_size - len(open_meld.cards)
            for k in range(2, len(matching) + 1):
                placed = (top, *matching[:k])
                lay, rest = placed[:room], placed[room:]
                if not rest:
                    bases.append((index, lay, ()))
                elif len(rest) >= 3 and len(lay) == room:
                    bases.append((index, lay, (rest,)))
                elif len(rest) == 2 and len(lay) == room and not wild_top:
                    bases.extend((index, lay, ((*rest, w),)) for w in _one_per_face(wilds))
        out: list[TakePile] = []
        for onto, lay, new in bases:
            if self.initial_melded[team]:
                out.append(TakePile(new, onto, lay))
                continue
            used = {*lay, *(c for g in new for c in g)}
            others = [g for g in hand_groups([c for c in hand if c not in used], opts)]
            for extra in _initial_combos(others, [*lay, *(c for g in new for c in g)], self):
                out.append(TakePile((*new, *extra), onto, lay))
        return out

    # ------------------------------------------------------------------ invariants
    def _set_aside_cards(self) -> list[Card]:
        return [c for f in self.feet for c in f] + [c for _, c in self.red3s]


def _fits(c: Card, meld: TeamMeld, fam: Any) -> bool:
    if is_wild(c, fam.meld_rules):
        return True
    return meld.kind == SET and c.rank == meld.rank


def hand_groups(hand: Sequence[Card], options: ManoYPieOptions) -> list[Group]:
    """New melds found in a hand: for each meldable rank, three naturals and all of them
    (up to seven), two naturals with each kind of wild card, the most naturals with as
    many wild cards as the ratio allows; wild melds of three and of all the wild cards."""
    fam = options.family
    mr = fam.meld_rules
    ratio = options.wild_ratio
    wilds = sorted((c for c in hand if is_wild(c, mr)), key=lambda c: (c.rank, c.suit, c.copy))
    by_rank: dict[int, list[Card]] = {}
    for c in hand:
        if not is_wild(c, mr) and mr.set_ranks is not None and c.rank in mr.set_ranks:
            by_rank.setdefault(c.rank, []).append(c)
    out: list[Group] = []
    seen: set[frozenset[Card]] = set()

    def add(group: Sequence[Card]) -> None:
        key = frozenset(group)
        if key in seen or len(group) < mr.min_size or len(group) > fam.book_size:
            return
        if isinstance(judge_new(group, fam), TeamMeld):
            seen.add(key)
            out.append(tuple(group))

    for same in by_rank.values():
        most = same[: fam.book_size]
        add(same[:3])
        add(most)
        for w in _one_per_face(wilds):
            add((*same[:2], w))
        k = min(len(wilds), len(most) // ratio, fam.book_size - len(most))
        if k:
            add((*most, *wilds[:k]))
        if len(most) == fam.book_size - 1 and wilds:
            add((*same[: fam.book_size - 2], *wilds[:2]))
    if len(wilds) >= 3:
        add(wilds[:3])
        add(wilds[: fam.book_size])
    return out


def _initial_combos(
    groups: Sequence[Group], already: Sequence[Card], state: ManoYPie, most: int = 24
) -> list[tuple[Group, ...]]:
    """Sets of disjoint groups (with the cards `already` in the action) whose value
    reaches the deal's minimum: at most three groups (four when three cannot without a wild card),
    the `most` cheapest, fewest wild cards first, then fewest points, then fewest cards
    (a player opens with the least he must show, RULES.md §4.5)."""
    opts = state.options
    mr = opts.family.meld_rules
    base = sum(card_value(c, opts) for c in already)
    taken = set(already)
    found: list[tuple[tuple[int, int, int], int, tuple[Group, ...]]] = []
    if already and base >= state.minimum:
        found.append(((0, 0, 0), 0, ()))
    points = [sum(card_value(c, opts) for c in g) for g in groups]
    wilds = [sum(1 for c in g if is_wild(c, mr)) for g in groups]
    for size in (1, 2, 3, 4):
        if size == 4 and any(cost[0] == 0 for cost, _, _ in found):
            break  # four groups only when three cannot open without a wild card
        for combo in itertools.combinations(range(len(groups)), size):
            total = base + sum(points[i] for i in combo)
            if total < state.minimum:
                continue
            cards_ = [c for i in combo for c in groups[i]]
            if len(set(cards_)) != len(cards_) or set(cards_) & taken:
                continue
            cost = (sum(wilds[i] for i in combo), total, len(cards_))
            found.append((cost, len(found), tuple(groups[i] for i in combo)))
    found.sort(key=lambda f: (f[0], f[1]))
    return [combo for _, _, combo in found[:most]]


# --------------------------------------------------------------------------- private worlds


def _in_sight(view: ManoYPieView) -> set[Card]:
    """Every card the seat sees: its hand, the pile, the melds and the red 3s."""
    seen = set(view.hand) | set(view.pile) | {c for m in view.melds for c in m.cards}
    return seen | {c for _, c in view.red3s}


def held_from_pile(view: ManoYPieView, seen: set[Card] | None = None) -> dict[int, list[Card]]:
    """The cards each other seat is known to hold: those it took with the pile (`taken`)
    that nobody has seen since (`seen`: every card in the seat's sight, `_in_sight` by
    default). A card leaves a hand only face up (melded, or discarded onto the pile, where
    a later pick-up names its new holder), so a card taken and not in sight is still in
    its last taker's hand."""
    if not view.taken:
        return {}
    if seen is None:
        seen = _in_sight(view)
    holder: dict[Card, int] = {}
    for _, seat, cards_ in view.taken:
        for c in cards_:
            holder[c] = seat
    held: dict[int, list[Card]] = {}
    for c, seat in holder.items():
        if seat != view.seat and c not in seen:
            held.setdefault(seat, []).append(c)
    return held


def private_state(view: ManoYPieView, rng: Any) -> ManoYPie:
    """A state consistent with a seat's view, hidden cards (other hands, feet not picked
    up, the stock) dealt at random from the cards the seat has not seen: what a bot
    judges its choices on."""
    opts = view.options
    seen = _in_sight(view)
    laid = {c for cards_ in view.revealed for c in cards_}
    held = held_from_pile(view, seen)
    take = unseen_dealer(opts.pack, seen, rng, laid | {c for h in held.values() for c in h})
    if view.revealed:  # the deal is over: every hand and foot is known
        hands = [list(r[:k]) for r, k in zip(view.revealed, view.hand_counts, strict=True)]
        feet = [list(r[k:]) for r, k in zip(view.revealed, view.hand_counts, strict=True)]
    else:
        hands = []
        for s, count in enumerate(view.hand_counts):
            if s == view.seat:
                hands.append(list(view.hand))
            else:
                known = held.get(s, [])
                hands.append(known + take(count - len(known)))
        feet = [take(count) for count in view.foot_counts]
    stock = take(view.stock_count)
    state = ManoYPie(opts, view.dealer, None, view.deal_index)
    state.hands, state.feet, state.stock, state.pile = hands, feet, stock, list(view.pile)
    state._to_play = view.turn_seat
    state.scores = list(view.scores)
    for s, on in enumerate(view.on_foot):
        if on:
            state.fates[s] = state.fates[s].taken_by(s, state.teams[s], pending=False)
    state.melds = list(view.melds)
    state.red3s = list(view.red3s)
    state.initial_melded = list(view.initial_melded)
    state.foot_discarded = list(view.foot_discarded)
    state.phase = view.phase
    state.permission = view.permission
    state.awaiting = list(view.awaiting)
    state.permission_log = list(view.permission_log)
    state.taken = list(view.taken)
    state.mode = view.mode
    state.exhausted = view.exhausted
    state.turn = view.turn
    state.result = view.result
    return state


# --------------------------------------------------------------------------- the match


class ManoYPieMatch(TeamMatch):
    """A match (§4.8): `num_deals` deals (4), the hand dealer passing left each deal, deal
    d using `min_meld_by_deal[min(d, len) - 1]`; the highest team total wins, ties shared
    unless `tie_extra_deal`, which plays further deals until exactly one team is highest."""

    deal_class = ManoYPie
    options_class = ManoYPieOptions
    outcome_class = DealResult

    @property
    def over(self) -> bool:
        if len(self.results) < self.options.num_deals:
            return False
        if not self.options.tie_extra_deal:
            return True
        best = max(self.team_points)
        return self.team_points.count(best) == 1
