"""The engine contract every game speaks (DESIGN.md §2, RULES.md §0.4).

A game is a state built from `(options, seed)`. `legal(action)` answers `None` or an
`IllegalMove`; `play(action)` is atomic: it raises that `IllegalMove` and leaves the
state untouched, or applies the whole action. `view(seat)` is exactly what one seat may
know, and bots receive only views. `(game, options, seed, actions)` replays a deal
exactly, which is the saved-game, bug-report and regression-test format.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, TypeVar, runtime_checkable

from app.core.cards import Card, card
from app.core.decks import first_dealer


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

_ACTIONS: dict[str, type[Action]] = {}


@dataclass(frozen=True)
class Action:
    """Base of all actions: small frozen value objects that serialise to JSON."""

    kind: ClassVar[str] = "action"

    def __init_subclass__(cls) -> None:
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


def action_from_json(data: Mapping[str, Any]) -> Action:
    """Rebuild an action from `Action.to_json()`; raises ValueError naming what is wrong."""
    kind = data.get("kind")
    if kind not in _ACTIONS:
        raise ValueError(f"unknown action kind {kind!r}")
    cls = _ACTIONS[kind]
    kwargs: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        if f.name not in data:
            raise ValueError(f"action {kind!r} lacks the field {f.name!r}")
        # Fields whose type mentions cards hold card notation; others keep their strings.
        holds_cards = any(word in str(f.type) for word in ("Card", "Group"))
        kwargs[f.name] = _from_json(data[f.name], holds_cards)
    return cls(**kwargs)


def _from_json(value: Any, holds_cards: bool) -> Any:
    if isinstance(value, list):
        return tuple(_from_json(v, holds_cards) for v in value)
    if isinstance(value, str) and holds_cards:
        return card(value)  # a CardParseError (a ValueError) names a bad card
    return value


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


# --------------------------------------------------------------------------- games


@runtime_checkable
class Game(Protocol):
    """What every game state offers. See the module docstring."""

    game_id: ClassVar[str]

    @property
    def to_play(self) -> int | None: ...

    def legal(self, action: Action) -> IllegalMove | None: ...

    def play(self, action: Action) -> None: ...

    def view(self, seat: int) -> Any: ...

    def outcome(self) -> Any: ...

    def clone(self) -> Game: ...


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
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ValueError(f"not a replay record: {exc.msg} at line {exc.lineno}") from None
        if not isinstance(data, dict):
            raise ValueError("not a replay record: expected a JSON object")
        fmt = data.get("format")
        if fmt != REPLAY_FORMAT:
            raise ValueError(f"replay format {fmt!r} is not supported (expected {REPLAY_FORMAT})")
        for key in ("game", "options", "seed", "actions"):
            if key not in data:
                raise ValueError(f"replay record lacks {key!r}")
        if not isinstance(data["actions"], list) or not isinstance(data["options"], dict):
            raise ValueError("replay record: 'actions' must be a list, 'options' an object")
        deal = data.get("deal", {})
        if not isinstance(deal, dict):
            raise ValueError("replay record: 'deal' must be an object")
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
