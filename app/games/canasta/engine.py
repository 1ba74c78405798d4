"""The canasta family's shared engine half (Buraco §5, Mano y Pie §4): what a deal of a
team-meld game does the same in every member of the family, and its match.

A game's deal subclasses `TeamMeldEngine` and keeps what differs: its actions and turn
(`_apply`, `candidate_actions`), the cards it sets aside beside the table
(`_set_aside_cards`: muertos, feet, red 3s) and its end. Its view may use `TeamMeldView`
for the zones every seat sees alike, and its match is a `TeamMatch`: running team
points, the dealer passing left, the highest team winning; the game says when it is
over. Nothing here is called more often than the game's own code would be: the bots'
`legal`/`clone`/`play` loop runs through these methods as it did through the copies.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

from app.core.cards import Card
from app.core.decks import PackSpec
from app.core.engine import Action, Engine, IllegalMove, MatchBase, Outcome, SeatView
from app.games.canasta.melds import TeamMeld

#: The phases of a turn every game of the family has: drawing, then melding and discarding.
DRAW, PLAY = "draw", "play"
#: How a deal ends when the stock is gone (Buraco §5.6, Mano y Pie §4.7).
EXHAUSTED = "stock_exhausted"

R = TypeVar("R", bound="FamilyResult")


@dataclass(frozen=True)
class FamilyActions:
    """A canasta game's own classes of the actions every game of the family has (each
    game's have kinds of their own): drawing, taking the pile, melding, laying off and
    discarding. The table describes and sends them alike in every game."""

    draw: type[Action]
    take_pile: type[Action]
    meld: type[Action]
    lay_off: type[Action]
    discard: type[Action]


# --------------------------------------------------------------------------- the deal


class TeamMeldEngine(Engine):
    """One deal of a canasta-family game: hands, a stock (top first), a discard pile
    (bottom first), melds that belong to a team, the seats' teams and running scores."""

    #: Melds are judged, then what they left: every action is applied to a trial copy
    #: (`Engine`), and `legal` asks the same copy.
    checks_while_applying: ClassVar[bool] = True

    def _set_up(self) -> None:
        n = self.num_players
        self.teams: tuple[int, ...] = self.options.seat_teams
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.stock: list[Card] = []  # top first
        self.pile: list[Card] = []  # bottom first; the top is the last card
        self.melds: list[TeamMeld] = []
        self.scores = [0] * n  # the match's running scores
        self.phase = DRAW
        self.exhausted = False

    # ------------------------------------------------------------------ queries
    def team_of(self, seat: int) -> int:
        return self.teams[seat]

    def team_melds(self, team: int) -> list[int]:
        """The indices on the table of the team's melds."""
        return [i for i, m in enumerate(self.melds) if m.team == team]

    #: Each kind of action: the phase it is played in and the rule that applies it,
    #: `rule(state, seat, action)`, `seat` the seat whose turn it is (one lookup an action:
    #: `legal` applies every action it judges).
    rules_by_action: ClassVar[Mapping[type[Action], tuple[str, Callable[[Any, int, Any], None]]]]

    # ------------------------------------------------------------------ rules
    def _apply(self, action: Action) -> None:
        entry = self.rules_by_action.get(type(action))
        if entry is None:
            raise IllegalMove("unknown_action", action=action.kind)
        phase, rule = entry
        if self.phase != phase:
            raise IllegalMove("wrong_phase", action=action.kind, phase=self.phase)
        rule(self, self._to_play, action)

    def _next_turn(self) -> None:
        self._to_play = (self._to_play + 1) % self.num_players
        self.turn += 1
        self._begin_turn()

    def _begin_turn(self) -> None:
        raise NotImplementedError

    def _pile_candidates(self, seat: int) -> list[Any]:
        raise NotImplementedError

    def _stock_gone(self, seat: int) -> None:
        """No stock left at the start of a turn (Buraco §5.6, Mano y Pie §4.7): the player
        may only take the pile, or the deal ends at once if no pick-up is legal for him."""
        self.exhausted = True
        if not any(self.legal(a) is None for a in self._pile_candidates(seat)):
            self._end(EXHAUSTED, None)

    def _end(self, reason: str, seat: int | None) -> None:
        raise NotImplementedError

    # ------------------------------------------------------------------ checks

    def _from_hand(self, seat: int, cards_: Sequence[Card]) -> None:
        """The cards are in the seat's hand, each once."""
        hand = set(self.hands[seat])
        missing = [c for c in cards_ if c not in hand]
        if missing:
            raise IllegalMove("not_in_hand", cards=missing)
        if len(set(cards_)) != len(cards_):
            raise IllegalMove("card_twice", cards=list(cards_))

    def _own_meld(self, seat: int, index: int) -> TeamMeld:
        """The meld at `index`, which must be the seat's team's."""
        if not 0 <= index < len(self.melds):
            raise IllegalMove("no_such_meld", meld=index)
        meld = self.melds[index]
        if meld.team != self.team_of(seat):
            raise IllegalMove("not_your_meld", meld=index)
        return meld

    def _take_from_hand(self, seat: int, cards_: Sequence[Card]) -> None:
        """Remove the cards (already checked to be there) from the seat's hand."""
        used = set(cards_)
        self.hands[seat] = [c for c in self.hands[seat] if c not in used]

    def _laid_off(self, seat: int, index: int, cards_: Sequence[Card], grown: Any) -> None:
        """Cards laid off on the meld at `index`: the meld as the family's rules grew it
        (`judge_lay_off`, whose refusal is raised), the cards gone from the hand, then
        what melding left the seat (`_after_melding`)."""
        if isinstance(grown, IllegalMove):
            raise grown
        self.melds[index] = grown.meld
        self._take_from_hand(seat, cards_)
        self._after_melding(seat)

    def _after_melding(self, seat: int) -> None:
        """What the game's rules say of the hand a meld or a lay-off left."""
        raise NotImplementedError

    # ------------------------------------------------------------------ the end
    def _tallied(
        self,
        result_class: type[R],
        reason: str,
        tallies: Sequence[Any],
        **extra: Any,
    ) -> R:
        """The deal's result from the teams' tallies (indexed by team): each seat credited
        its team's total, the best team's seats winning, and the breakdown per team (the
        result's `LINES`, each the tally line of the same name)."""
        teams = self.teams
        team_scores = tuple(t.total for t in tallies)
        best = max(team_scores)
        return result_class(
            reason=reason,
            scores=tuple(team_scores[t] for t in teams),
            winners=tuple(s for s, t in enumerate(teams) if team_scores[t] == best),
            teams=teams,
            team_scores=team_scores,
            **{name: tuple(t.line(name) for t in tallies) for name in result_class.LINES},
            **extra,
        )

    def replay_extras(self) -> dict[str, Sequence[Any]]:
        return {"scores": list(self.scores)}

    # ------------------------------------------------------------------ views
    def _view_fields(self, seat: int) -> dict[str, Any]:
        """`TeamMeldView`'s fields, the options and the result, as the seat sees them."""
        return {
            "seat": seat,
            "to_play": self.to_play,
            "phase": self.phase,
            "hand": tuple(self.hands[seat]),
            "hand_counts": tuple(len(h) for h in self.hands),
            "stock_count": len(self.stock),
            "melds": tuple(self.melds),
            "teams": self.teams,
            "exhausted": self.exhausted,
            "turn": self.turn,
            "dealer": self.dealer,
            "scores": tuple(self.scores),
            "options": self.options,
            "result": self.result,
        }

    # ------------------------------------------------------------------ choices
    def legal_actions(self) -> list[Action]:
        """Every action of the game's candidate families that is legal now: enough for
        random play to reach every kind of action and a deal's end (not every way of
        making a meld: see the game's `candidate_actions`)."""
        if self.result is not None:
            return []
        return [a for a in self.candidate_actions() if self.legal(a) is None]

    def candidate_actions(self) -> list[Action]:
        raise NotImplementedError

    def choices(self) -> list[Action]:
        """`legal_actions` as a bot weighs them, in a world made from a seat's view: never
        none (ValueError: the view was not of the seat to play)."""
        actions = self.legal_actions()
        if not actions:
            raise ValueError("the view's seat has nothing to play")
        return actions

    # ------------------------------------------------------------------ invariants
    def _set_aside_cards(self) -> list[Card]:
        """The cards of the deal outside the hands, stock, pile and melds."""
        return []

    def all_cards(self) -> list[Card]:
        return (
            [c for h in self.hands for c in h]
            + self.stock
            + self.pile
            + [c for m in self.melds for c in m.cards]
            + self._set_aside_cards()
        )


def one_per_face(cards_: Sequence[Card]) -> list[Card]:
    """One card of each face, in order of appearance: copies of a card (and the jokers)
    are the same choice."""
    seen: dict[tuple[int, str], Card] = {}
    for c in cards_:
        seen.setdefault(c.face, c)
    return list(seen.values())


# --------------------------------------------------------------------------- views


@dataclass(frozen=True, slots=True)
class TeamMeldView(SeatView):
    """The part of a canasta-family view that every game of the family shows alike (a
    game's view adds its own fields, its `options` and its `result` after these): the
    seat's hand, every hand's count, the stock's count, all melds, the seats' teams,
    whether the stock is gone, the turn number, dealer and running scores."""

    seat: int
    to_play: int | None
    phase: str
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    stock_count: int
    melds: tuple[TeamMeld, ...]
    teams: tuple[int, ...]
    exhausted: bool
    turn: int
    dealer: int
    scores: tuple[int, ...]

    @property
    def team(self) -> int:
        return self.teams[self.seat]

    def _pile_zones(self) -> dict[str, Any]:
        """The discard pile's zones (what of it the seat sees)."""
        raise NotImplementedError

    def _side_zones(self) -> dict[str, Any]:
        """The game's zones beside the table (muertos, feet, red 3s)."""
        return {}

    @property
    def zones(self) -> dict[str, Any]:
        """The zone listing the table draws: cards where visible, counts where hidden."""
        zones: dict[str, Any] = {f"hand:{self.seat}": self.hand, "stock": self.stock_count}
        zones.update(self._pile_zones())
        for seat, count in enumerate(self.hand_counts):
            if seat != self.seat:
                zones[f"hand:{seat}"] = count
        for i, m in enumerate(self.melds):
            zones[f"meld:{i}"] = m.cards
        zones.update(self._side_zones())
        return zones


# --------------------------------------------------------------------------- results


@dataclass(frozen=True, slots=True, kw_only=True)
class FamilyResult(Outcome):
    """A deal's outcome in a game of the family, each seat credited its team's total,
    with the breakdown per team (each tuple indexed by team): the game's `LINES`, each
    the tally line of the same name its `team_tally` makes, the cards melded and the
    cards held among them. `ENDER` names the field holding the seat that ended the deal
    (closed, went out), and `ENDED_BY` the `reason` that says so."""

    LINES: ClassVar[tuple[str, ...]] = ("melded", "held")
    ENDER: ClassVar[str] = ""
    ENDED_BY: ClassVar[str] = ""

    melded: tuple[int, ...] = ()
    held: tuple[int, ...] = ()

    def problem(self) -> str | None:
        return Outcome.problem(self) or team_result_problem(
            self, self.LINES, getattr(self, self.ENDER), self.ENDED_BY
        )


def team_result_problem(
    result: Outcome, lines: Sequence[str], ender: int | None, ended_by: str
) -> str | None:
    """Why `result` is not a deal result of the family (as `_tallied` makes them), or
    None: each seat is credited its team's total, the seats of the best team(s) win, the
    breakdown (the result's fields named in `lines`, per team) adds up to each team's total,
    and `ender` (the seat that closed or went out) is a seat, there exactly when the
    deal ended that way (`reason == ended_by`). Completes "the result ..."."""
    teams, team_scores, n = result.teams, result.team_scores, len(result.scores)
    credited = tuple(team_scores[t] for t in teams)
    if tuple(result.scores) != credited:
        return f"credits the seats {list(result.scores)}, not their teams' {list(credited)}"
    best = max(team_scores, default=0)
    winners = tuple(s for s, t in enumerate(teams) if team_scores[t] == best)
    if tuple(result.winners) != winners:
        return (
            f"names seats {list(result.winners)} the winners, but the best team's seats are "
            f"{list(winners)}"
        )
    breakdown = [getattr(result, name) for name in lines]
    if any(len(line) not in (0, len(team_scores)) for line in breakdown):
        return f"breaks the deal down for another number of teams than {len(team_scores)}"
    if all(breakdown) and tuple(map(sum, zip(*breakdown, strict=True))) != tuple(team_scores):
        return "breaks the deal down into points that do not add up to the teams' scores"
    if result.reason not in (ended_by, EXHAUSTED):
        return f"ends the deal by {result.reason!r}, not {ended_by!r} or {EXHAUSTED!r}"
    if ender is not None and not (isinstance(ender, int) and 0 <= ender < n):
        return f"says seat {ender} ended the deal, which has seats 0 to {n - 1}"
    if (ender is None) != (result.reason == EXHAUSTED):
        return f"says the deal ended by {result.reason!r} and names the seat {ender}"
    return None


# --------------------------------------------------------------------------- private worlds


def unseen_dealer(
    pack: PackSpec, seen: set[Card], rng: Any, known: Collection[Card] = ()
) -> Callable[[int], list[Card]]:
    """The cards of the pack a seat has not seen, shuffled with `rng`, dealt out by the
    function returned: `take(k)` gives the next k (a private world's hidden cards).
    `known` cards (laid down once the deal is over) are left out after the shuffle, so
    the shuffle is the one the seat's world has while the deal goes on."""
    unseen = [c for c in pack.build() if c not in seen]
    rng.shuffle(unseen)
    if known:
        unseen = [c for c in unseen if c not in known]

    def take(k: int) -> list[Card]:
        cut = unseen[:k]
        del unseen[:k]
        return cut

    return take


# --------------------------------------------------------------------------- the match


class TeamMatch(MatchBase):
    """A canasta-family match: deals scored per team, each seat's total its team's, the
    dealer passing left after each deal, the highest team total winning (co-winners on a
    tie). A game sets `deal_class` (its deal, with `new(options, seed, deal_index,
    dealer, scores=)`), `options_class` (with `seat_teams`), `outcome_class` and `over`."""

    def _begin(self) -> None:
        self.team_points = [0] * (max(self.teams) + 1)

    def _deal_setup(self) -> dict[str, Any]:
        return {"scores": self.totals}

    def _count(self, outcome: Any) -> None:
        for team, points in enumerate(outcome.team_scores):
            self.team_points[team] += points
        self.totals = [self.team_points[t] for t in self.teams]

    @property
    def team_totals(self) -> tuple[int, ...]:
        """The teams' running totals (a seat's total is its team's, so not their sum)."""
        return tuple(self.team_points)

    def _winning_seats(self) -> list[int]:
        best = max(self.team_points)
        return [s for s, t in enumerate(self.teams) if self.team_points[t] == best]
