"""The engine contract every game speaks (DESIGN.md §2, RULES.md §0.4).

A game is a state built from `(options, seed)`. `legal(action)` answers `None` or an
`IllegalMove`; `play(action)` is atomic: it raises that `IllegalMove` and leaves the
state untouched, or applies the whole action. `view(seat)` is exactly what one seat may
know, and bots receive only views. `(game, options, seed, actions)` replays a deal
exactly, which is the saved-game, bug-report and regression-test format.
"""

from __future__ import annotations

import collections
import contextlib
import dataclasses
import functools
import inspect
import json
import random
import types
import typing
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, Self, TypeVar, runtime_checkable

from app.core.cards import Card, card
from app.core.decks import SEED_RULE, PackSpec, build_pack, deal_rng, first_dealer, is_seed
from app.core.options import is_int
from app.core.text import HugeNumber, found, read_json


class IllegalMove(Exception):
    """An action the rules refuse: a machine code and the parameters that name the problem.

    The interface translates the code into a sentence and highlights the cards named in
    the parameters; the English `str()` is for logs and the command line only.
    """

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(code)

    def __str__(self) -> str:
        return self.describe()

    def describe(self) -> str:
        if not self.params:
            return self.code
        parts = [f"{key}={_render(value)}" for key, value in self.params.items()]
        return f"{self.code} ({', '.join(parts)})"

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, IllegalMove)
            and other.code == self.code
            and other.params == self.params
        )

    def __hash__(self) -> int:
        return hash(self.code)

    def __repr__(self) -> str:
        return f"IllegalMove({self.describe()!r})"


def _render(value: Any) -> str:
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, list | tuple | frozenset | set):
        return "[" + " ".join(_render(v) for v in value) + "]"
    return str(value)


# --------------------------------------------------------------------------- actions

T = TypeVar("T")

_ACTIONS: dict[str, type[Action]] = {}


@dataclass(frozen=True)
class Action:
    """Base of all actions: small frozen value objects that serialise to JSON.

    An action names its `kind` in its class line (`class Draw(Action, kind="qp.draw")`):
    the stable name a saved game and a bug report write, one class per kind."""

    kind: ClassVar[str] = "action"

    def __init_subclass__(cls, kind: str | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if kind is not None:
            cls.kind = kind
        if "kind" in cls.__dict__:
            known = _ACTIONS.get(cls.kind)
            if known is not None and known.__qualname__ != cls.__qualname__:
                raise TypeError(f"two actions share the kind {cls.kind!r}")
            _ACTIONS[cls.kind] = cls

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        for f in dataclasses.fields(self):
            data[f.name] = _to_json(getattr(self, f.name))
        return data


def _to_json(value: Any) -> Any:
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, list | tuple):
        return [_to_json(v) for v in value]
    return value


@functools.cache
def field_types(cls: type) -> tuple[tuple[str, Any], ...]:
    """(name, resolved type) of each field of a dataclass (actions, deal results)."""
    hints = typing.get_type_hints(cls)
    return tuple((f.name, hints[f.name]) for f in dataclasses.fields(cls))


def fits(value: Any, hint: Any) -> bool:
    """Whether `value` has the declared type `hint` (the few shapes actions and results
    use: cards, whole numbers, text, flags, None, tuples, unions). A bool is no number."""
    return _checker(hint)(value)


@functools.cache
def _checker(hint: Any) -> Callable[[Any], bool]:
    """`fits` for one declared type, worked out once (every `legal` asks it)."""
    if hint is Any:
        return lambda value: True
    if hint is type(None) or hint is None:
        return lambda value: value is None
    if hint is bool:
        return lambda value: isinstance(value, bool)
    if hint is int:
        return lambda value: isinstance(value, int) and not isinstance(value, bool)
    if hint is float:
        return lambda value: isinstance(value, int | float) and not isinstance(value, bool)
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin is typing.Union or origin is types.UnionType:
        options = [_checker(option) for option in args]
        return lambda value: any(check(value) for check in options)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            item = _checker(args[0])
            return lambda value: isinstance(value, tuple) and all(item(v) for v in value)
        items = [_checker(a) for a in args]
        return lambda value: (
            isinstance(value, tuple)
            and len(value) == len(items)
            and all(check(v) for check, v in zip(items, value, strict=True))
        )
    if origin is typing.Literal:
        return lambda value: value in args
    kind = origin or hint
    return lambda value: isinstance(value, kind)


@functools.cache
def _field_checkers(cls: type) -> tuple[tuple[str, Callable[[Any], bool]], ...]:
    return tuple((name, _checker(hint)) for name, hint in field_types(cls))


def action_problem(action: Any) -> IllegalMove | None:
    """Why `action` is not a well-formed action (not an Action, or a field of the wrong
    type), or None. Engines ask this first, so that an ill-typed field from anywhere (a
    saved file, an interface bug) is refused like any illegal move, never half-applied."""
    if not isinstance(action, Action):
        return IllegalMove("not_an_action", action=type(action).__name__)
    try:
        for name, check in _field_checkers(type(action)):
            if not check(getattr(action, name)):
                return IllegalMove("malformed_action", action=action.kind, field=name)
    except RecursionError:
        return IllegalMove("malformed_action", action=action.kind, field="(nested too deeply)")
    return None


def from_json_value(value: Any, hint: Any, where: str) -> Any:
    """A JSON value as the declared type `hint`: card notation to cards, lists to tuples.
    Raises ValueError naming `where` and what is wrong."""
    origin = typing.get_origin(hint)
    if hint is Card:
        if not isinstance(value, str):
            raise ValueError(f"{where}: a card is written like '7H', not {_shown(value)}")
        return card(value)  # a CardParseError (a ValueError) names a bad card
    if origin is typing.Union or origin is types.UnionType:
        for option in typing.get_args(hint):
            with contextlib.suppress(ValueError):
                return from_json_value(value, option, where)
        raise ValueError(f"{where}: {_shown(value)} is not {_type_name(hint)}")
    if origin is tuple:
        if not isinstance(value, list | tuple):
            raise ValueError(f"{where}: expected a list, not {_shown(value)}")
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(from_json_value(v, args[0], f"{where}[{i}]") for i, v in enumerate(value))
        if len(value) != len(args):
            raise ValueError(f"{where}: expected {len(args)} items, not {len(value)}")
        return tuple(
            from_json_value(v, a, f"{where}[{i}]")
            for i, (v, a) in enumerate(zip(value, args, strict=True))
        )
    if not fits(value, hint):
        raise ValueError(f"{where}: {_shown(value)} is not {_type_name(hint)}")
    return value


def dataclass_from_json(cls: type[T], data: Any, what: str) -> T:
    """Rebuild a dataclass value (an action, a deal result) from a JSON object whose keys
    are its fields, checking every field's type. Raises ValueError.

    A field with a default may be missing: records written before the field existed
    (an older saved game) still load, and the field takes its default. A field without
    one must be there."""
    if not isinstance(data, Mapping):
        raise ValueError(f"{what} is not a JSON object but {_shown(data)}")
    names = [name for name, _ in field_types(cls)]
    unknown = sorted(str(k) for k in data if k not in names and k != "kind")
    if unknown:
        raise ValueError(f"{what} has unknown fields {unknown}")
    kwargs: dict[str, Any] = {}
    optional = _optional_fields(cls)
    for name, hint in field_types(cls):
        if name not in data:
            if name in optional:  # a field added later: older records leave it out
                continue
            raise ValueError(f"{what} lacks the field {name!r}")
        kwargs[name] = from_json_value(data[name], hint, f"{what}, field {name!r}")
    return cls(**kwargs)


@functools.cache
def _optional_fields(cls: type) -> frozenset[str]:
    """The fields of a dataclass that have a default (a record may leave them out)."""
    return frozenset(
        f.name
        for f in dataclasses.fields(cls)
        if f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING
    )


def _shown(value: Any) -> str:
    if isinstance(value, HugeNumber):
        return repr(value)
    if isinstance(value, str | int | float | bool) or value is None:
        text = json.dumps(value, ensure_ascii=False)
        if len(text) <= 40:
            return text
    return f"a {type(value).__name__}"


def _type_name(hint: Any) -> str:
    names = {Card: "a card", int: "a whole number", str: "text", bool: "true or false"}
    if hint in names:
        return names[hint]
    if hint is type(None):
        return "null"
    origin = typing.get_origin(hint)
    if origin is typing.Union or origin is types.UnionType:
        return " or ".join(_type_name(a) for a in typing.get_args(hint))
    return getattr(hint, "__name__", str(hint))


def action_from_json(data: Any) -> Action:
    """Rebuild an action from `Action.to_json()`; raises ValueError naming what is wrong
    (not an object, an unknown kind, a missing, unknown or ill-typed field)."""
    if not isinstance(data, Mapping):
        raise ValueError(f"an action is a JSON object, not {_shown(data)}")
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in _ACTIONS:
        raise ValueError(f"unknown action kind {_shown(kind)}")
    try:
        return dataclass_from_json(_ACTIONS[kind], data, f"action {kind!r}")
    except RecursionError:
        raise ValueError(f"action {kind!r} is nested too deeply") from None


# --------------------------------------------------------------------------- views


@dataclass(frozen=True, slots=True)
class View:
    """What one seat may see: named zones of visible cards and counts of hidden ones.

    `zones` maps a zone name (`hand:0`, `stock`, `meld:3`, ...) to its cards in order;
    a hidden zone appears in `hidden` with its size instead. `extra` carries game facts
    a seat may know (whose turn, scores, options).
    """

    game: str
    seat: int
    to_play: int | None
    zones: Mapping[str, tuple[Card, ...]]
    hidden: Mapping[str, int]
    extra: Mapping[str, Any] = field(default_factory=dict)


# --------------------------------------------------------------------------- outcomes


@dataclass(frozen=True, slots=True, kw_only=True)
class Outcome:
    """How a deal ended, the same shape for every game: what the match, the scoreboard,
    the command line and the window read (no game's own result type above the games).

    `scores` are the deal's points per seat as the game counts them (points won, points
    paid, cards left: the registry's `lower_scores_win` says which way is better);
    `hand_points` what was left in each hand where the game counts it (else empty).
    Teams: `teams[seat]` is the seat's team (solo games: its own seat, the default);
    `team_scores` the deal per team and `winning_teams` the teams of the `winners`. A deal
    nobody won (void, stalled) has no winners. A game's result adds its own facts in a
    subclass (Scala 40's `closed_in_hand`).
    """

    reason: str
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    hand_points: tuple[int, ...] = ()
    teams: tuple[int, ...] = ()
    team_scores: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        n = len(self.scores)
        if not self.teams:
            object.__setattr__(self, "teams", tuple(range(n)))
        if len(self.teams) != n:
            raise ValueError(f"{len(self.teams)} teams for {n} seats")
        if not numbered_from_zero(self.teams):
            raise ValueError(f"teams {list(self.teams)} are not numbered 0 to k-1")
        if any(not (isinstance(w, int) and 0 <= w < n) for w in self.winners):
            raise ValueError(f"winners {list(self.winners)} are not seats of {n} players")
        if not self.team_scores:
            object.__setattr__(self, "team_scores", team_sums(self.scores, self.teams))

    @property
    def winning_teams(self) -> tuple[int, ...]:
        """The teams of the winners (derived: it can never disagree with them)."""
        return tuple(sorted({self.teams[w] for w in self.winners}))

    def to_json(self) -> dict[str, Any]:
        """The outcome as a JSON object (the saved game's `results`)."""
        return {f.name: _to_json(getattr(self, f.name)) for f in dataclasses.fields(self)}

    @classmethod
    def from_json(cls: type[OutcomeT], data: Any, what: str = "result") -> OutcomeT:
        """Rebuild an outcome, checking every field (ValueError names what is wrong);
        a record of an older version is read through the game's `upgrade`."""
        if isinstance(data, Mapping):
            data = cls.upgrade(dict(data))
        try:
            outcome = dataclass_from_json(cls, data, what)
        except ValueError as exc:  # the values do not make one outcome (teams, seats)
            text = str(exc)
            raise ValueError(text if text.startswith(what) else f"{what}: {text}") from None
        n = len(outcome.scores)
        if any(len(v) not in (0, n) for v in (outcome.hand_points, outcome.teams)) or any(
            not 0 <= w < n for w in outcome.winners
        ):
            raise ValueError(f"{what} is not a result of {n} players")
        problem = outcome.problem()
        if problem:
            raise ValueError(f"{what} {problem}")
        return outcome

    @classmethod
    def upgrade(cls, data: dict[str, Any]) -> dict[str, Any]:
        """An older saved result in today's fields (a game's result overrides this)."""
        return data

    def problem(self) -> str | None:
        """Why these values are not a deal's outcome the game could have reached (they
        contradict each other: teams, seats, winners), completing "the result ...", or
        None. A saved result is read through it (`from_json`): what a file says is
        checked before anything indexes by it. A game's result adds its own rules."""
        teams = len(set(self.teams))
        if len(self.team_scores) != teams:
            return f"gives {len(self.team_scores)} team scores for {teams} teams"
        return None

    @property
    def ending(self) -> str:
        """How the deal ended, as the scoreboard records it (a game may be finer than
        `reason`: Scala 40's close in hand)."""
        return self.reason

    def team_won(self, team: int) -> bool:
        return team in self.winning_teams

    def share(self, seat: int) -> float:
        """The seat's share of the deal's win: a team win is a full win for each member,
        a win shared by k teams counts 1/k."""
        if not self.winning_teams or self.teams[seat] not in self.winning_teams:
            return 0.0
        return 1.0 / len(self.winning_teams)


OutcomeT = TypeVar("OutcomeT", bound=Outcome)


def numbered_from_zero(numbers: Sequence[Any]) -> bool:
    """Whether `numbers` (teams, read from a file perhaps) are whole numbers running 0 to
    k-1 with none left out: only then may they index a list of k."""
    if not all(isinstance(t, int) and not isinstance(t, bool) for t in numbers):
        return False
    return sorted(set(numbers)) == list(range(len(set(numbers))))


def team_sums(values: Sequence[int], teams: Sequence[int]) -> tuple[int, ...]:
    """Per team (numbered 0..k-1 as in `teams`), the sum of its seats' values."""
    sums = [0] * (max(teams) + 1 if teams else 0)
    for value, team in zip(values, teams, strict=True):
        sums[team] += value
    return tuple(sums)


# --------------------------------------------------------------------------- games


#: A seat's zones as a view lists them: a zone's cards where the seat sees them, its
#: count where they are hidden.
Zones = Mapping[str, "tuple[Card, ...] | int"]


@runtime_checkable
class SeatView(Protocol):
    """What every game's view of one seat says, whatever else it holds (its own class per
    game: `QuitaYPonView`, `BuracoView`...): whose view it is, whose turn it is (None
    once the deal is over), the seat's own hand, and the deal's result once over; the
    zones it sees and, once the deal is over, every seat's hidden holding face up. The
    table, the bots, the session and the hints read only views.

    A game's view is a frozen dataclass that subclasses this class, so that `zones` and
    `revealed` have their defaults: a view that lists more zones (the stock, the discard
    pile, the melds) overrides `zones`; a view whose seats hold hidden cards declares
    `revealed` as a field (its default `()`), filled at the deal's end and by
    `Engine.open_view`.
    """

    __slots__ = ()

    # Named, not defined here: a dataclass would take a value defined here for a default.
    seat: int
    to_play: int | None
    hand: tuple[Card, ...]
    result: Outcome | None
    #: Once the deal is over (or in `Engine.open_view`), every seat's hidden cards face
    #: up, by seat, to be counted; empty while the deal is played (nobody sees another's
    #: hand). The table lays them face up in each seat's place (`TableZones.seat_zone`).
    #: A view's field of this name takes this default.
    revealed: tuple[tuple[Card, ...], ...] = ()

    @property
    def zones(self) -> Zones:
        """The zones this seat sees (DESIGN.md §2 Zones) by name (`hand:0`, `stock`,
        `meld:3`...): cards where visible, a count where hidden. The session's take-back
        reads them (a move that shows the seat a card it had not seen cannot be taken
        back). Default: the seat's own hand, the one zone every game has."""
        return {f"hand:{self.seat}": self.hand}


V_co = TypeVar("V_co", bound=SeatView, covariant=True)


@runtime_checkable
class Game(Protocol[V_co]):
    """What every game state offers, its views typed per game. See the module docstring;
    `Engine` below writes the shared half once."""

    game_id: ClassVar[str]
    options: Any
    seed: int | str | None
    deal_index: int
    dealer: int
    turn: int
    history: list[Action]

    @property
    def to_play(self) -> int | None: ...

    @property
    def num_players(self) -> int: ...

    def legal(self, action: Action) -> IllegalMove | None: ...

    def play(self, action: Action) -> None: ...

    def view(self, seat: int) -> V_co: ...

    def open_view(self, seat: int) -> V_co: ...

    def outcome(self) -> Outcome | None: ...

    def clone(self) -> Game[V_co]: ...

    def all_cards(self) -> list[Card]: ...

    def conservation_problem(self) -> str | None: ...

    def replay_record(self) -> Replay: ...


class Engine:
    """The shared half of every game's state: copying and atomic play, written once.

    A game implements `_problem(action)` (why the action is refused now, or None) and
    `_apply(action)`. `play` refuses a finished deal and an ill-formed action, then
    applies the action all at once: where the rules are checked while applying
    (`checks_while_applying`, Scala 40's "can this player still finish?"), on a trial copy
    that replaces the state only when the whole action went through; otherwise after
    `_problem` has cleared it, on the state itself (`_apply` cannot fail then).
    """

    #: `_apply` may raise an IllegalMove part-way: play on a trial copy.
    checks_while_applying: ClassVar[bool] = False
    #: The game's options class (`new` coerces what it is given) and its registry id,
    #: the id of the game its options are of (`GameOptions.game`).
    options_class: ClassVar[Any]
    game_id: ClassVar[str]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        game = getattr(cls.__dict__.get("options_class"), "game", None)
        if game is not None and "game_id" not in cls.__dict__:
            cls.game_id = game.id

    def __init__(
        self, options: Any, dealer: int, seed: int | str | None = None, deal_index: int = 0
    ) -> None:
        """A deal before its cards are dealt (`new` deals them, `from_position` places
        them): its options, its dealer, the match seed it was dealt from (None for a
        position set up by hand) and its index in the match; the seat on the dealer's
        left to play (a game may start elsewhere), no turn played, no action, no result
        yet; then the game's own state before the deal (`_set_up`)."""
        self.options = options
        self.dealer = dealer
        self.seed = seed
        self.deal_index = deal_index
        self._to_play = (dealer + 1) % options.num_players
        self.turn = 0
        self.history: list[Action] = []
        self.result: Any = None
        self._set_up()

    def _set_up(self) -> None:
        """The game's own state before a card is dealt: its empty hands, stock and table,
        and what its rules count from the start of the deal."""

    @classmethod
    def new(
        cls,
        options: Any = None,
        seed: int | str = 0,
        deal_index: int = 0,
        dealer: int | None = None,
        **standing: Any,
    ) -> Self:
        """Deal `deal_index` of the match seeded `seed` (RULES.md §0.4), shuffled and dealt
        by the game's `_deal` with the deal's own RNG: with its options (a mapping, or the
        rules' defaults for None) and its dealer (drawn from the seed unless given).
        `standing` is what the match brings to the deal (running scores, seats still in),
        by the names of the game's `replay_extras`."""
        opts = cls.options_class.coerce(options)
        n = opts.num_players
        if not is_int(deal_index) or deal_index < 0:
            raise ValueError(
                f"the deal's 'deal_index' must be a whole number of 0 or more, not {found(deal_index)}"
            )
        if dealer is not None and not (is_int(dealer) and 0 <= dealer < n):
            raise ValueError(
                f"the deal's 'dealer' must be a seat from 0 to {n - 1}, not {found(dealer)}"
            )
        if dealer is None:
            dealer = first_dealer(seed, n)
        state = cls(opts, dealer, seed, deal_index)
        state._check_standing(standing)
        state._deal(deal_rng(seed, deal_index), **standing)
        return state

    def _check_standing(self, standing: Mapping[str, Any]) -> None:
        """Raise ValueError naming what the match brings to the deal (a replay record's
        `deal`) that this game does not take: an unknown name, or a value unlike the one
        the deal starts from (a list as long, of flags where it holds flags, else of
        whole numbers)."""
        known = [name for name in inspect.signature(self._deal).parameters if name != "rng"]
        for name, value in standing.items():
            if name not in known:
                taken = ", ".join(["deal_index", "dealer", *known])
                raise ValueError(f"the deal has no {found(name)}: it takes {taken}")
            start = getattr(self, name, None)
            flags = bool(start) and all(isinstance(v, bool) for v in start)
            fits = (
                isinstance(value, list | tuple)
                and start is not None
                and len(value) == len(start)
                and all(isinstance(v, bool) if flags else is_int(v) for v in value)
            )
            if not fits:
                kind = "true or false" if flags else "whole numbers"
                count = len(start) if start is not None else 0
                raise ValueError(
                    f"the deal's {name!r} must be a list of {count} {kind}, not {found(value)}"
                )

    def _deal(self, rng: random.Random) -> None:
        """Shuffle with `rng` and deal, as the game's rules say (taking the match's
        standing, if the game has any, by name)."""
        raise NotImplementedError

    @property
    def to_play(self) -> int | None:
        """The seat to act, None once the deal is over."""
        return None if self.result is not None else self._to_play

    def view(self, seat: int) -> Any:
        """Exactly what `seat` may see (RULES.md §0.4): bots and the table read only this."""
        raise NotImplementedError

    def open_view(self, seat: int) -> Any:
        """`seat`'s view with every seat's hidden cards laid face up (`face_up`), as at the
        deal's end: for the review of a deal already played and a practice table's "show
        every hand", never for a table in play (RULES.md §0.4). The view's `revealed`
        field holds them (SeatView)."""
        return dataclasses.replace(self.view(seat), revealed=self.face_up())

    def face_up(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's hidden cards, by seat, as `open_view` lays them face up: by
        default each seat's hand (the game's `hands`, a list of lists by seat). A game
        that hides more, or keeps them otherwise, overrides this."""
        hands = self.__dict__.get("hands")
        if hands is None:
            raise NotImplementedError(
                f"{type(self).__name__} keeps no `hands` by seat: it must say what "
                "face_up() shows (every seat's hidden cards)"
            )
        return tuple(tuple(h) for h in hands)

    def all_cards(self) -> list[Card]:
        """Every card of the deal wherever it lies (hidden ones too), for the check that
        cards are conserved."""
        raise NotImplementedError

    @property
    def pack(self) -> PackSpec:
        """The pack the deal was dealt from."""
        return self.options.pack

    def conservation_problem(self) -> str | None:
        """Name a broken card-conservation invariant (every card of the pack once), if any."""
        seen = self.all_cards()
        pack = self.pack
        if (
            self.seed is not None
            and len(seen) == pack.size
            and {id(c) for c in seen} == pack_ids(pack)
        ):
            return None  # the pack's own cards, each once (checked by identity, fast)
        if len(set(seen)) != len(seen):
            dup = [c for c, k in collections.Counter(seen).items() if k > 1]
            return f"cards in two places: {' '.join(map(str, dup))}"
        if self.seed is not None and set(seen) != pack_set(self.pack):
            return f"{len(seen)} cards in play, expected the pack of {self.pack.size}"
        return None

    def _problem(self, action: Action) -> IllegalMove | None:
        try:
            self.clone()._apply(action)
        except IllegalMove as problem:
            return problem
        return None

    def _apply(self, action: Action) -> None:
        raise NotImplementedError

    def legal(self, action: Action) -> IllegalMove | None:
        if self.result is not None:
            return IllegalMove("deal_over")
        return action_problem(action) or self._problem(action)

    def play(self, action: Action) -> None:
        if self.checks_while_applying:
            problem = IllegalMove("deal_over") if self.result is not None else None
            problem = problem or action_problem(action)
            if problem is not None:
                raise problem
            trial = self.clone()
            trial._apply(action)  # raises the IllegalMove; self is untouched
            trial._check_ending()
            trial.history.append(action)
            self.__dict__.update(trial.__dict__)
            return
        problem = self.legal(action)
        if problem is not None:
            raise problem
        self._apply(action)
        self._check_ending()
        self.history.append(action)

    def _check_ending(self) -> None:
        """A deal that has just ended must have ended one of the ways its game declares
        (`GameInfo.endings`, beside `GAME`): the scoreboard, the statistics and the score
        tables read `Outcome.reason`. A wrong one is the engine's bug: ValueError."""
        result = self.result
        if result is None:
            return
        problem = ending_problem(self.options_class.game, result.reason)
        if problem is not None:
            raise ValueError(problem)

    @property
    def num_players(self) -> int:
        return self.options.num_players

    def outcome(self) -> Outcome | None:
        """How the deal ended (None while it goes on)."""
        return self.result

    def replay_extras(self) -> dict[str, Sequence[Any]]:
        """What else a later deal of a match needs to be set up again (seats still in,
        running scores): the engine's `new` takes them by these names."""
        return {}

    def replay_record(self) -> Replay:
        """This deal's replay record (DESIGN.md §2: the saved-game and bug-report format)."""
        return replay_of(self.game_id, self, **self.replay_extras())

    def clone(self: E) -> E:
        """An independent copy: every list, dict and set of the state is copied (two
        levels deep: hands of cards, piles by suit), values (cards, tuples, frozen
        records, options) are shared, being immutable."""
        other = object.__new__(type(self))
        state = self.__dict__.copy()
        for key, value in state.items():  # only containers are copied (values stay shared)
            kind = type(value)
            if kind is list:
                state[key] = (
                    [v.copy() if type(v) in _CONTAINERS else v for v in value]
                    if value and type(value[0]) in _CONTAINERS
                    else value.copy()
                )
            elif kind is dict:
                state[key] = {
                    k: v.copy() if type(v) in _CONTAINERS else v for k, v in value.items()
                }
            elif kind is set:
                state[key] = value.copy()
        other.__dict__ = state
        return other


E = TypeVar("E", bound=Engine)


def ending_problem(game: Any, reason: Any) -> str | None:
    """Why `reason` is not one of the ways a deal of `game` (its `GameInfo`) ends, or
    None."""
    if reason in game.endings:
        return None
    endings = ", ".join(map(repr, game.endings)) or "none declared"
    return f"{game.name} ended a deal {reason!r}, not one of its endings ({endings})"


@functools.cache
def pack_set(pack: PackSpec) -> frozenset[Card]:
    """Every card of a pack, as a set (built once per pack)."""
    return frozenset(build_pack(pack))


@functools.cache
def pack_ids(pack: PackSpec) -> frozenset[int]:
    """The identities of a pack's shared card instances (`app.core.cards.the_card`)."""
    return frozenset(id(c) for c in build_pack(pack))


_CONTAINERS = frozenset((list, dict, set))


# --------------------------------------------------------------------------- matches


@runtime_checkable
class Match(Protocol):
    """A match of any game: deals played one after another until the rules end it.

    `deal` is the deal in play (the last one once the match is over); `record(outcome)`
    adds a finished deal and deals the next unless the match is over; `totals` are the
    running totals per seat (`team_totals` per team); `winners` the winning seats once
    over (empty before). `to_json` holds what a saved game needs beyond the results;
    `from_json` rebuilds a match by recording its saved results again, so its standing
    always follows from the rules, never from the file.
    """

    options: Any
    seed: int | str
    deal: Any
    results: list[Any]
    totals: list[int]

    def record(self, outcome: Any) -> None: ...

    @property
    def over(self) -> bool: ...

    @property
    def winners(self) -> tuple[int, ...]: ...

    @property
    def teams(self) -> tuple[int, ...]: ...

    def standing(self) -> dict[str, Any]: ...

    def to_json(self) -> dict[str, Any]: ...


class MatchBase:
    """What every game's match shares: the deals dealt in turn, results, totals per seat
    and team, the dealer passing on, JSON.

    A game's match sets `options_class`, `deal_class` (its engine, whose `new` takes the
    options, seed, `deal_index`, `dealer` and whatever `_deal_setup` adds) and
    `outcome_class`, says when it is `over` and who won (`_winning_seats`, asked once it
    is over), and where its rules differ from the usual: how a deal counts towards the
    totals (`_count`: added up), who deals next (`_next_dealer`: the next seat), what
    else a deal needs (`_deal_setup`: nothing), and its own standing (`_begin`, set
    before the first deal is dealt).
    """

    outcome_class: ClassVar[type[Outcome]] = Outcome
    options_class: ClassVar[Any]
    deal_class: ClassVar[Any]

    def __init__(self, options: Any = None, seed: int | str = 0) -> None:
        self.options = self.options_class.coerce(options)
        self.seed = seed
        n = self.options.num_players
        self.teams: tuple[int, ...] = tuple(self.options.seat_teams)
        self.totals = [0] * n
        self.results: list[Any] = []
        self.dealer = first_dealer(seed, n)
        self._begin()
        self.deal = self._new_deal()

    def _begin(self) -> None:
        """The game's own standing at the start of the match (seats still in...)."""

    def _deal_setup(self) -> dict[str, Any]:
        """What the next deal's `new` needs beyond the options, seed, index and dealer
        (running scores, seats still in)."""
        return {}

    def _new_deal(self) -> Any:
        return self.deal_class.new(
            self.options,
            self.seed,
            deal_index=len(self.results),
            dealer=self.dealer,
            **self._deal_setup(),
        )

    def record(self, outcome: Any) -> None:
        """Add a finished deal to the totals; deal the next one unless the match is over."""
        self.results.append(outcome)
        self._count(outcome)
        if self.over:
            return
        self.dealer = self._next_dealer(outcome)
        self.deal = self._new_deal()

    def _count(self, outcome: Any) -> None:
        self.totals = [t + s for t, s in zip(self.totals, outcome.scores, strict=True)]

    def _next_dealer(self, outcome: Any) -> int:
        return (self.dealer + 1) % self.options.num_players

    @property
    def over(self) -> bool:
        raise NotImplementedError

    def _winning_seats(self) -> list[int]:
        raise NotImplementedError

    @property
    def winners(self) -> tuple[int, ...]:
        """The winning seats once the match is over (co-winners on a tie), else ()."""
        return tuple(self._winning_seats()) if self.over else ()

    @property
    def winning_teams(self) -> tuple[int, ...]:
        return tuple(sorted({self.teams[s] for s in self.winners}))

    @property
    def team_totals(self) -> tuple[int, ...]:
        return team_sums(self.totals, self.teams)

    def share(self, seat: int) -> float:
        """The seat's share of the match win (a team win counts fully for each member)."""
        teams = self.winning_teams
        return 1.0 / len(teams) if self.teams[seat] in teams else 0.0

    def standing(self) -> dict[str, Any]:
        """The match's standing as a saved game states it (checked against the rules)."""
        deal = self.deal
        return {"deal_index": deal.deal_index, "dealer": deal.dealer, "totals": list(self.totals)}

    def to_json(self) -> dict[str, Any]:
        return {
            "options": self.options.to_json(),
            "seed": self.seed,
            "results": [r.to_json() for r in self.results],
            **self.standing(),
        }

    @classmethod
    def from_json(cls: type[M], data: Any, in_play: bool = False) -> M:
        """The match of a saved record, rebuilt by recording its results; ValueError
        completes "the match ..." with what is wrong (the record's standing must agree
        with the rules'). `in_play`: it must not be over (a saved game to go on with)."""
        if not isinstance(data, Mapping):
            raise ValueError("is not a JSON object")
        seed = data.get("seed")
        if not is_seed(seed):
            raise ValueError(f"has no valid seed ({SEED_RULE}, not {found(seed)})")
        results = data.get("results")
        if not isinstance(results, list):
            raise ValueError("has no list of results")
        match = cls(data.get("options"), seed)
        n = match.options.num_players
        for i, item in enumerate(results):
            if match.over:
                raise ValueError("holds results after its match was over")
            outcome = cls.outcome_class.from_json(item, f"result {i}")
            if ending_problem(cls.options_class.game, outcome.reason) is not None:
                raise ValueError(f"holds a result {i} that ends {found(outcome.reason)}")
            if len(outcome.scores) != n:
                raise ValueError(f"holds a result {i} that is not a result of {n} players")
            if tuple(outcome.teams) != tuple(match.teams):
                raise ValueError(
                    f"holds a result {i} whose teams {list(outcome.teams)} are not the "
                    f"match's {list(match.teams)}"
                )
            match.record(outcome)
        if in_play and match.over:
            raise ValueError("holds a match that is over")
        for key, value in match.standing().items():
            if key in data and data[key] != value:
                raise ValueError(f"says {key} {data[key]!r:.60}, its results {value!r:.60}")
        return match


M = TypeVar("M", bound=MatchBase)


# --------------------------------------------------------------------------- replays

REPLAY_FORMAT = 1

G = TypeVar("G")


@dataclass(frozen=True, slots=True)
class Replay:
    """`(game, options, seed, actions)`: replays a deal exactly (DESIGN.md §2).

    `deal` holds what else the engine's `new` needs to set a deal of a match up again
    (`deal_index`, `dealer`, seats still in, running scores); it is empty for a match's
    first deal with its seed's dealer.
    """

    game: str
    options: Mapping[str, Any]
    seed: int | str
    actions: tuple[Action, ...]
    deal: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> str:
        data = {
            "format": REPLAY_FORMAT,
            "game": self.game,
            "options": dict(self.options),
            "seed": self.seed,
            "actions": [a.to_json() for a in self.actions],
        }
        if self.deal:
            data["deal"] = dict(self.deal)
        return json.dumps(data, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> Replay:
        """Parse a replay record; raises ValueError naming the problem."""
        try:
            data = read_json(text)
        except json.JSONDecodeError as exc:
            raise ValueError(f"not a replay record: {exc.msg} at line {exc.lineno}") from None
        except RecursionError as exc:  # NestedTooDeeply names the field
            raise ValueError(f"not a replay record: {exc}") from None
        return cls.from_data(data)

    @classmethod
    def from_data(cls, data: Any) -> Replay:
        """A replay record from its JSON value (`from_json`'s, already read)."""
        if not isinstance(data, dict):
            raise ValueError("not a replay record: expected a JSON object")
        fmt = data.get("format")
        if fmt != REPLAY_FORMAT:
            raise ValueError(f"replay record: 'format' must be {REPLAY_FORMAT}, not {found(fmt)}")
        for key in ("game", "options", "seed", "actions"):
            if key not in data:
                raise ValueError(f"replay record lacks {key!r}")
        if not isinstance(data["game"], str):
            raise ValueError(
                f"replay record: 'game' must be a game's id, not {found(data['game'])}"
            )
        if not isinstance(data["actions"], list):
            raise ValueError(
                f"replay record: 'actions' must be a list, not {found(data['actions'])}"
            )
        if not isinstance(data["options"], dict):
            raise ValueError(
                f"replay record: 'options' must be an object, not {found(data['options'])}"
            )
        if not is_seed(data["seed"]):
            raise ValueError(
                f"replay record: 'seed' must be {SEED_RULE}, not {found(data['seed'])}"
            )
        deal = data.get("deal", {})
        if not isinstance(deal, dict):
            raise ValueError(f"replay record: 'deal' must be an object, not {found(deal)}")
        actions = tuple(action_from_json(a) for a in data["actions"])
        return cls(data["game"], data["options"], data["seed"], actions, deal)

    def run(self, factory: Callable[..., G]) -> G:
        """Rebuild the state with `factory(options, seed, **deal)` and play every action."""
        state = factory(self.options, self.seed, **self.deal)
        for action in self.actions:
            state.play(action)  # type: ignore[attr-defined]
        return state


def replay_of(game: str, state: Any, **extra: Sequence[Any]) -> Replay:
    """The replay record of a deal `state` (its options, seed, history, deal index and
    dealer). Its `deal` setup is empty for a match's first deal with the seed's dealer;
    extras (seats still in, running scores) are kept only when they say something (not
    all true, not all zero)."""
    if state.seed is None:
        raise ValueError("a position built by hand has no seed to replay from")
    setup: dict[str, Any] = {}
    if state.deal_index or state.dealer != first_dealer(state.seed, state.num_players):
        setup.update(deal_index=state.deal_index, dealer=state.dealer)
    for key, value in extra.items():
        flags = all(isinstance(v, bool) for v in value)
        if (not all(value)) if flags else any(v != 0 for v in value):
            setup[key] = list(value)
    return Replay(game, state.options.to_json(), state.seed, tuple(state.history), setup)


def card_list(items: Iterable[Card]) -> list[str]:
    return [str(c) for c in items]
