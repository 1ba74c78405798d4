"""Cuatro Palos rules engine (RULES.md §3): one deal, and a match to the target score.

A turn is a sequence of small actions: `PlayWaste` while the own waste top is playable
(Step 1), `Turn` to turn up the next card (central stock, else personal stock, flipping
the waste pile into it when that is empty, Step 2b), then `PlayTurned` for a turned card
that has a destination. A turned card without a destination goes onto the player's own
waste pile inside `Turn`, which ends the turn; `Keep` does the same by choice for a
playable card, only without forced play (CP-A4).

`play` checks the whole action first and only then changes the state, so a refused action
changes nothing. Destinations are strings: `f:<suit>` for a foundation (an ace starting its
suit too) and `w:<seat>` for an opponent's waste pile.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from app.core.cards import SUIT_CHARS, Card
from app.core.decks import shuffled
from app.core.engine import Action, Engine, IllegalMove, MatchBase, Outcome, SeatView
from app.core.seats import others_in_order
from app.games.cuatro_palos import GAME
from app.games.cuatro_palos.rules import CuatroPalosOptions
from app.games.cuatro_palos.scoring import deal_scores, lowest, match_over

GAME_ID = GAME.id

WASTE = "waste"  # Step 1 may apply, or the player is ready to turn a card
TURNED = "turned"  # a turned card waits for its destination


# --------------------------------------------------------------------------- actions


@dataclass(frozen=True)
class PlayWaste(Action, kind="cp.play_waste"):
    """Play the top of one's own waste pile to `to` (Step 1)."""

    to: str


@dataclass(frozen=True)
class Turn(Action, kind="cp.turn"):
    """Turn up the next card: central stock, else personal stock (flipping if needed)."""


@dataclass(frozen=True)
class PlayTurned(Action, kind="cp.play_turned"):
    """Play the pending turned card to `to`."""

    to: str


@dataclass(frozen=True)
class Keep(Action, kind="cp.keep"):
    """Put the pending turned card on one's own waste pile, ending the turn (no forced play)."""


# --------------------------------------------------------------------------- results, views


@dataclass(frozen=True, slots=True, kw_only=True)
class DealResult(Outcome):
    """A deal's outcome: `reason` "went_out" or "stalled"; `scores` are the cards each
    seat still holds (RULES.md §3.5: 0 for the player who went out), `winners` him (none
    in a stalled deal)."""

    @property
    def winner(self) -> int | None:
        return self.winners[0] if self.winners else None

    @classmethod
    def upgrade(cls, data: dict[str, Any]) -> dict[str, Any]:
        """Saved games before release 0.2 wrote `winner`."""
        if "winner" in data and "winners" not in data:
            winner = data.pop("winner")
            data["winners"] = [] if winner is None else [winner]
        return data


def foundation_to(suit: str) -> str:
    return f"f:{suit}"


def waste_to(seat: int) -> str:
    return f"w:{seat}"


def parse_destination(to: str, num_players: int) -> tuple[str, str | int] | None:
    """`("f", suit)` or `("w", seat)`, or None for a string that names no destination."""
    if not isinstance(to, str) or len(to) < 3 or to[1] != ":":
        return None
    kind, rest = to[0], to[2:]
    if kind == "f" and rest in SUIT_CHARS and len(rest) == 1:
        return ("f", rest)
    if kind == "w" and rest.isdigit() and int(rest) < num_players and str(int(rest)) == rest:
        return ("w", int(rest))
    return None


@cache
def _rank_index(ranks: tuple[int, ...]) -> dict[int, int]:
    return {r: i for i, r in enumerate(ranks)}


def adjacent(a: Card, b: Card, options: CuatroPalosOptions) -> bool:
    """One step apart in the deck's rank order, suit irrelevant (CP-A3: wrap by option)."""
    index = _rank_index(options.ranks)
    ia, ib = index.get(a.rank), index.get(b.rank)
    if ia is None or ib is None:
        return False
    if abs(ia - ib) == 1:
        return True
    last = len(options.ranks) - 1
    return options.waste_wrap and {ia, ib} == {0, last}


def foundation_accepts(c: Card, pile: Sequence[Card] | None, options: CuatroPalosOptions) -> bool:
    """Whether `c` starts (ace) or continues its suit's foundation (ascending only, CP-A2)."""
    ranks = options.ranks
    if not pile:
        return c.rank == ranks[0]
    top = pile[-1]
    if top.rank == ranks[-1]:
        return False
    index = _rank_index(ranks)
    return c.suit == top.suit and index.get(c.rank, -9) == index[top.rank] + 1


def seats_in_play_order(seat: int, options: CuatroPalosOptions) -> list[int]:
    """The other seats in the direction of play, starting with the next one."""
    return others_in_order(seat, options.num_players, options.step)


def destinations_for(
    c: Card,
    seat: int,
    foundations: Mapping[str, Sequence[Card]],
    wastes: Sequence[Sequence[Card]],
    options: CuatroPalosOptions,
) -> list[str]:
    """Legal destinations of `c` for the player at `seat` (§3.2), foundation first.

    With `foundation_priority` a card that can go to its foundation may go nowhere else.
    """
    out: list[str] = []
    if foundation_accepts(c, foundations.get(c.suit), options):
        out.append(foundation_to(c.suit))
        if options.foundation_priority:
            return out
    for q in seats_in_play_order(seat, options):
        pile = wastes[q]
        if pile and adjacent(c, pile[-1], options):
            out.append(waste_to(q))
    return out


@dataclass(frozen=True, slots=True)
class CuatroPalosView(SeatView):
    """What one seat may see (RULES.md §0.4): every pile is face up except the stocks.

    The central stock and the personal stocks appear only as counts; their order is hidden.
    `scores` are the match totals before this deal.
    """

    seat: int
    to_play: int | None
    phase: str
    turned: Card | None
    stock_count: int
    foundations: Mapping[str, tuple[Card, ...]]
    wastes: tuple[tuple[Card, ...], ...]
    personal_counts: tuple[int, ...]
    scores: tuple[int, ...]
    options: CuatroPalosOptions
    result: DealResult | None
    turn: int
    dealer: int
    stall_turns: int = 0
    stall_cards: int | None = None
    stall_limit: int | None = None
    #: Once the deal is over, every seat's personal stock turned face up to be counted,
    #: in card order (empty while it is played; its order stays hidden even then).
    revealed: tuple[tuple[Card, ...], ...] = ()

    @property
    def hand(self) -> tuple[Card, ...]:
        """Nobody holds a hand in Cuatro Palos (§3.1): every card lies on a pile."""
        return ()

    def held(self, seat: int) -> int:
        """Cards the seat holds: waste pile, personal stock, and a pending turned card."""
        pending = 1 if self.turned is not None and seat == self.to_play else 0
        return len(self.wastes[seat]) + self.personal_counts[seat] + pending

    @property
    def held_counts(self) -> tuple[int, ...]:
        return tuple(self.held(s) for s in range(len(self.wastes)))

    def waste_top(self, seat: int) -> Card | None:
        pile = self.wastes[seat]
        return pile[-1] if pile else None

    def destinations(self, c: Card) -> list[str]:
        """Legal destinations of `c` for this view's seat (as if it were on turn)."""
        return destinations_for(c, self.seat, self.foundations, self.wastes, self.options)

    @property
    def zones(self) -> dict[str, Any]:
        """The generic zone listing the table layer draws (DESIGN.md §2 Zones)."""
        zones: dict[str, Any] = {"stock": self.stock_count}
        for suit, pile in self.foundations.items():
            zones[f"foundation:{suit}"] = pile
        for seat, pile in enumerate(self.wastes):
            zones[f"waste:{seat}"] = pile
            zones[f"personal:{seat}"] = self.personal_counts[seat]
        if self.turned is not None:
            zones["turned"] = (self.turned,)
        return zones


# --------------------------------------------------------------------------- the deal


class CuatroPalos(Engine):
    """One deal of Cuatro Palos. Build with `new(options, seed)` or `from_position(...)`."""

    options_class = CuatroPalosOptions
    result: DealResult | None

    def _set_up(self) -> None:  # `turn`: the turns completed
        n = self.num_players
        self._to_play = self.first_player = self.options.next_seat(self.dealer)
        self.stock: list[Card] = []  # top first
        self.foundations: dict[str, list[Card]] = {}  # suit -> bottom first
        self.wastes: list[list[Card]] = [[] for _ in range(n)]  # bottom first
        self.personal: list[list[Card]] = [[] for _ in range(n)]  # top first
        self.turned: Card | None = None
        self.phase = WASTE
        self.scores = [0] * n
        # The stall rule (§3.4): turns completed since the later of "the central stock ran
        # out" and "the last foundation play", and T, the cards held at that moment.
        self.stall_turns = 0
        self.stall_cards: int | None = None

    def _deal(self, rng: random.Random, scores: Sequence[int] | None = None) -> None:
        """Shuffle the whole pack into the central stock (§3.1); nobody is dealt cards.
        `scores` are the match's running totals."""
        self.stock = shuffled(self.pack, rng)
        if scores is not None:
            self.scores = list(scores)

    # ------------------------------------------------------------------ construction
    @classmethod
    def from_position(
        cls,
        stock: Sequence[Card] = (),
        foundations: Mapping[str, Sequence[Card]] | None = None,
        wastes: Sequence[Sequence[Card]] | None = None,
        personal: Sequence[Sequence[Card]] | None = None,
        to_play: int | None = None,
        options: CuatroPalosOptions | Mapping[str, Any] | None = None,
        dealer: int = 0,
        turned: Card | None = None,
        turn: int | None = None,
        scores: Sequence[int] | None = None,
        stall_turns: int = 0,
        stall_cards: int | None = None,
    ) -> CuatroPalos:
        """The test constructor for partial scenario states (RULES.md, how to read).

        Wastes are bottom first, stocks top first, foundations bottom first. `to_play`
        defaults to the first player; `turn` (turns completed) to one full round. With an
        empty stock the stall counter starts now, T being the cards held (or `stall_cards`).
        """
        opts = CuatroPalosOptions.coerce(options)
        n = opts.num_players
        state = cls(opts, dealer)
        state.stock = list(stock)
        if to_play is not None:
            state._to_play = to_play
        if scores is not None:
            state.scores = list(scores)
        for name, piles in (("wastes", wastes), ("personal", personal)):
            if piles is not None and len(piles) != n:
                raise ValueError(f"{len(piles)} {name} for {n} players")
        state.wastes = [list(p) for p in wastes] if wastes is not None else state.wastes
        state.personal = [list(p) for p in personal] if personal is not None else state.personal
        state.foundations = {s: list(p) for s, p in (foundations or {}).items() if p}
        for suit, pile in state.foundations.items():
            for i, c in enumerate(pile):
                if c.suit != suit or not foundation_accepts(c, pile[:i], opts):
                    raise ValueError(f"foundation {suit} is not built up from its ace: {c}")
        state.turn = n if turn is None else turn
        if turned is not None:
            state.turned = turned
            state.phase = TURNED
        seen = state.all_cards()
        dup = [c for c, k in Counter(seen).items() if k > 1]
        if dup:
            raise ValueError(f"cards in two places: {' '.join(map(str, dup))}")
        if not state.stock:
            state.stall_turns = stall_turns
            state.stall_cards = state.held_total() if stall_cards is None else stall_cards
            if turned is None:
                state._check_going_out(state._to_play)
        return state

    # ------------------------------------------------------------------ contract
    def next_seat(self, seat: int) -> int:
        return self.options.next_seat(seat)

    def held(self, seat: int) -> int:
        """Cards the seat holds: waste pile, personal stock, and a pending turned card."""
        pending = 1 if self.turned is not None and seat == self._to_play else 0
        return len(self.wastes[seat]) + len(self.personal[seat]) + pending

    def held_total(self) -> int:
        return sum(self.held(s) for s in range(self.num_players))

    @property
    def stall_limit(self) -> int | None:
        """Turns without a foundation play that end the deal (§3.4); None while stock lasts."""
        if self.stall_cards is None:
            return None
        rounds = self.options.stall_rounds
        if rounds is None:
            rounds = 2 * self.stall_cards + 2
        return self.num_players * rounds

    def face_up(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's personal stock, its cards sorted: nobody holds a hand in Cuatro
        Palos, what is hidden is the personal stocks, and their order stays the deal's
        secret even laid face up (the default, `hands`, does not fit)."""
        return tuple(tuple(sorted(p, key=Card.sort_key)) for p in self.personal)

    def view(self, seat: int) -> CuatroPalosView:
        return CuatroPalosView(
            seat=seat,
            to_play=self.to_play,
            phase=self.phase,
            turned=self.turned,
            stock_count=len(self.stock),
            foundations={s: tuple(p) for s, p in self.foundations.items()},
            wastes=tuple(tuple(p) for p in self.wastes),
            personal_counts=tuple(len(p) for p in self.personal),
            scores=tuple(self.scores),
            options=self.options,
            result=self.result,
            turn=self.turn,
            dealer=self.dealer,
            stall_turns=self.stall_turns,
            stall_cards=self.stall_cards,
            stall_limit=self.stall_limit,
            revealed=self._revealed(),
        )

    def _revealed(self) -> tuple[tuple[Card, ...], ...]:
        if self.result is None:
            return ()
        return tuple(tuple(sorted(p, key=Card.sort_key)) for p in self.personal)

    def replay_extras(self) -> dict[str, Sequence[Any]]:
        return {"scores": self.scores}

    def destinations(self, c: Card) -> list[str]:
        """Legal destinations of `c` for the player on turn (§3.2)."""
        if self.result is not None:
            return []
        return destinations_for(c, self._to_play, self.foundations, self.wastes, self.options)

    def playable(self, c: Card) -> bool:
        return bool(self.destinations(c))

    def legal_actions(self) -> list[Action]:
        if self.result is not None:
            return []
        seat = self._to_play
        if self.phase == TURNED:
            assert self.turned is not None
            out: list[Action] = [PlayTurned(to) for to in self.destinations(self.turned)]
            if not self.options.forced_play:
                out.append(Keep())
            return out
        pile = self.wastes[seat]
        plays: list[Action] = [PlayWaste(to) for to in self.destinations(pile[-1])] if pile else []
        if plays and self.options.forced_play:
            return plays
        return [*plays, Turn()]

    # ------------------------------------------------------------------ checking
    def _problem(self, action: Action) -> IllegalMove | None:
        seat = self._to_play
        if isinstance(action, PlayWaste):
            if self.phase == TURNED:
                return IllegalMove("must_play_turned", card=self.turned)
            pile = self.wastes[seat]
            if not pile:
                return IllegalMove("own_waste_empty", seat=seat)
            return self.destination_problem(pile[-1], action.to)
        if isinstance(action, Turn):
            if self.phase == TURNED:
                return IllegalMove("must_play_turned", card=self.turned)
            pile = self.wastes[seat]
            if self.options.forced_play and pile and self.destinations(pile[-1]):
                return IllegalMove("must_play_waste", card=pile[-1])
            if not self.stock and not self.personal[seat] and not pile:
                return IllegalMove("nothing_to_turn", seat=seat)
            return None
        if isinstance(action, PlayTurned):
            if self.phase != TURNED or self.turned is None:
                return IllegalMove("nothing_turned")
            return self.destination_problem(self.turned, action.to)
        if isinstance(action, Keep):
            if self.options.forced_play:
                return IllegalMove("keep_not_allowed", card=self.turned)
            if self.phase != TURNED or self.turned is None:
                return IllegalMove("nothing_turned")
            return None
        return IllegalMove("unknown_action", action=type(action).__name__)

    def destination_problem(self, c: Card, to: str) -> IllegalMove | None:
        """Why the player on turn may not put `c` on `to` (§3.2), or None."""
        where = parse_destination(to, self.num_players)
        if where is None:
            return IllegalMove("no_such_destination", to=to)
        opts = self.options
        if where[0] == "f":
            suit = where[1]
            assert isinstance(suit, str)
            if c.suit != suit:
                return IllegalMove("wrong_suit", card=c, to=to)
            pile = self.foundations.get(suit)
            if not pile:
                if c.rank != opts.ranks[0]:
                    return IllegalMove("foundation_not_started", card=c, to=to)
                return None
            if pile[-1].rank == opts.ranks[-1]:
                return IllegalMove("foundation_complete", card=c, to=to, top=pile[-1])
            if not foundation_accepts(c, pile, opts):
                return IllegalMove("not_next_on_foundation", card=c, to=to, top=pile[-1])
            return None
        q = where[1]
        assert isinstance(q, int)
        if q == self._to_play:
            return IllegalMove("own_waste", card=c, to=to)
        pile = self.wastes[q]
        if not pile:
            return IllegalMove("empty_waste_pile", card=c, to=to, seat=q)
        if not adjacent(c, pile[-1], opts):
            return IllegalMove("not_adjacent", card=c, to=to, top=pile[-1])
        if opts.foundation_priority and foundation_accepts(c, self.foundations.get(c.suit), opts):
            return IllegalMove("must_go_to_foundation", card=c, to=foundation_to(c.suit))
        return None

    # ------------------------------------------------------------------ applying
    def _apply(self, action: Action) -> None:
        seat = self._to_play
        if isinstance(action, PlayWaste):
            self._place(self.wastes[seat].pop(), action.to)
            self._check_going_out(seat)
        elif isinstance(action, Turn):
            self._turn_up(seat)
        elif isinstance(action, PlayTurned):
            c = self.turned
            assert c is not None
            self.turned = None
            self.phase = WASTE
            self._place(c, action.to)
            self._check_going_out(seat)
        elif isinstance(action, Keep):
            assert self.turned is not None
            self.wastes[seat].append(self.turned)
            self.turned = None
            self.phase = WASTE
            self._end_turn(seat)

    def _turn_up(self, seat: int) -> None:
        if self.stock:
            c = self.stock.pop(0)
            if not self.stock:  # the central stock ran out: the stall counter starts
                self.stall_turns = 0
                self.stall_cards = self.held_total() + 1
        else:
            if not self.personal[seat]:  # flip (§3.3 2b, CP-A7): the oldest card on top
                self.personal[seat] = self.wastes[seat]
                self.wastes[seat] = []
            c = self.personal[seat].pop(0)
        if self.destinations(c):
            self.turned = c
            self.phase = TURNED
        else:
            self.wastes[seat].append(c)
            self._end_turn(seat)

    def _place(self, c: Card, to: str) -> None:
        if to[0] == "f":
            self.foundations.setdefault(c.suit, []).append(c)
            if not self.stock:  # foundation progress restarts the stall counter and T
                self.stall_turns = 0
                self.stall_cards = self.held_total()
        else:
            self.wastes[int(to[2:])].append(c)

    def _check_going_out(self, seat: int) -> None:
        """§3.4: out the moment the central stock is empty and the seat holds nothing."""
        if not self.stock and self.held(seat) == 0:
            held = [self.held(s) for s in range(self.num_players)]
            self.result = DealResult(
                reason="went_out", scores=tuple(deal_scores(held, seat)), winners=(seat,)
            )

    def _end_turn(self, seat: int) -> None:
        self.turn += 1
        if not self.stock:
            self.stall_turns += 1
            limit = self.stall_limit
            if limit is not None and self.stall_turns >= limit:
                held = [self.held(s) for s in range(self.num_players)]
                self.result = DealResult(
                    reason="stalled", scores=tuple(deal_scores(held, None)), winners=()
                )
                return
        self._to_play = self.next_seat(seat)
        self.phase = WASTE
        self._check_going_out(self._to_play)

    # ------------------------------------------------------------------ invariants
    def all_cards(self) -> list[Card]:
        seen = list(self.stock)
        for pile in self.foundations.values():
            seen.extend(pile)
        for pile in self.wastes:
            seen.extend(pile)
        for pile in self.personal:
            seen.extend(pile)
        if self.turned is not None:
            seen.append(self.turned)
        return seen


# --------------------------------------------------------------------------- the match


class CuatroPalosMatch(MatchBase):
    """A match (RULES.md §3.5): deals until a total reaches the target; lowest wins."""

    outcome_class = DealResult
    options_class = CuatroPalosOptions
    deal_class = CuatroPalos

    def _deal_setup(self) -> dict[str, Any]:
        return {"scores": self.totals}

    def _next_dealer(self, result: DealResult) -> int:
        """The next dealer in the direction of play (a stalled deal counts like any)."""
        return self.options.next_seat(self.dealer)

    @property
    def over(self) -> bool:
        return bool(self.results) and match_over(self.totals, self.options.target_score)

    @property
    def leaders(self) -> list[int]:
        """The seats with the lowest total now."""
        return lowest(self.totals)

    def _winning_seats(self) -> list[int]:
        """The lowest totals (co-winners on a tie, CP-A10)."""
        return lowest(self.totals)
