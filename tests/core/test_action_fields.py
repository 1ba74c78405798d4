"""Every action of every game, fed ill-typed and ill-valued fields: always an IllegalMove.

An action can reach an engine from a saved file or from an interface bug with a field of
the wrong type (a number for a card, a list for a tuple, `true` for a meld index). The
engine must answer it like any illegal move: `legal()` returns an `IllegalMove`, `play()`
raises that same `IllegalMove`, and the state is exactly as it was; never a TypeError or
an AttributeError from deep inside the rules. `action_from_json` raises its documented
ValueError for the same inputs in JSON form.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import math
import types
import typing
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.cards import Card, card
from app.core.engine import (
    Action,
    IllegalMove,
    action_from_json,
    field_types,
    fits,
)
from app.games.quita_y_pon import engine as qp
from app.games.registry import GAME_IDS, GAMES, GameInfo

GAME_PARAMS = pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)


def actions_of(game: GameInfo) -> tuple[type[Action], ...]:
    """Every action the game's package defines (each `Action` with a kind of its own), in
    the order of their kinds; a game that defines none fails, named."""
    game.engine_class  # noqa: B018 - loading the engine defines its actions
    package = f"app.games.{game.package}"
    found, stack = [], list(Action.__subclasses__())
    while stack:
        cls = stack.pop()
        stack += cls.__subclasses__()
        if "kind" in cls.__dict__ and (cls.__module__ + ".").startswith(package + "."):
            found.append(cls)
    assert found, f"{game.name} ({game.id}): no Action with its own kind in {package}"
    return tuple(sorted(set(found), key=lambda cls: cls.kind))


SOME_CARDS = [card(t) for t in ("7H", "7H'", "AS", "KD", "JK", "2C", "TC")]

# Any Python value a JSON file or a bug could put in a field: scalars of every type,
# cards, and containers of them (lists where tuples belong, tuples of the wrong things).
_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**30), max_value=10**30),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=6),
    st.binary(max_size=4),
    st.sampled_from(SOME_CARDS),
    st.sampled_from(["7H", "low", "high", "f:H", "w:1", "qp.draw"]),
)
ANY_VALUE = st.recursive(
    _scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.lists(inner, max_size=4).map(tuple),
        st.dictionaries(st.text(max_size=3), inner, max_size=3),
    ),
    max_leaves=12,
)


def snapshot(state: Any) -> dict[str, Any]:
    return copy.deepcopy(vars(state))


def position(game: GameInfo, seed: int, steps: int) -> Any:
    """A deal of `game` (the rules' default options) after `steps` actions of its weakest
    bots (stopped early if it ends)."""
    state = game.deal(None, seed)
    bots = {}
    for _ in range(steps):
        if state.to_play is None:
            break
        seat = state.to_play
        bot = bots.setdefault(seat, game.bot(game.levels[0], f"{seed}:{seat}"))
        state.play(bot.choose(state.view(seat)))
    return state


def assert_refused_unchanged(state: Any, action: Any) -> IllegalMove:
    before = snapshot(state)
    problem = state.legal(action)
    assert isinstance(problem, IllegalMove), (action, problem)
    assert snapshot(state) == before, "legal() changed the state"
    with pytest.raises(IllegalMove) as raised:
        state.play(action)
    assert raised.value == problem, "play() raises what legal() answers"
    assert snapshot(state) == before, "a refused play() changed the state"
    return problem


def ill_typed(action_class: type[Action], data: st.DataObject) -> tuple[Action, str]:
    """An instance of `action_class` with one field (at least) of the wrong type."""
    fields = field_types(action_class)
    wrong = data.draw(st.sampled_from([name for name, _ in fields]))
    values: dict[str, Any] = {}
    for name, hint in fields:
        if name == wrong:
            values[name] = data.draw(ANY_VALUE.filter(lambda v, h=hint: not fits(v, h)))
        else:
            values[name] = data.draw(ANY_VALUE)
    return action_class(**values), wrong


@GAME_PARAMS
@settings(max_examples=60)
@given(data=st.data(), seed=st.integers(0, 10**6), steps=st.integers(0, 40))
def test_ill_typed_fields_are_refused_and_change_nothing(game, data, seed, steps) -> None:
    state = position(game, seed, steps)
    with_fields = [c for c in actions_of(game) if field_types(c)]
    action_class = data.draw(st.sampled_from(with_fields))
    action, wrong = ill_typed(action_class, data)
    problem = assert_refused_unchanged(state, action)
    if state.to_play is not None:  # a finished deal refuses everything as "deal_over"
        assert problem.code == "malformed_action" and problem.params["field"] in (
            wrong,
            *(n for n, h in field_types(action_class) if not fits(getattr(action, n), h)),
        )


@GAME_PARAMS
@settings(max_examples=40)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 40), thing=ANY_VALUE)
def test_what_is_not_an_action_is_refused(game, seed, steps, thing) -> None:
    state = position(game, seed, steps)
    assert_refused_unchanged(state, thing)


# Fields of the right type but values no rule knows: never anything but an IllegalMove.
# By field name, where a game's field of that name has this type; every other field gets
# any value of its declared type (`_of_type`).
_ODD_VALUES = {
    "to": st.sampled_from(["", "f:", "f:X", "f:HH", "w:", "w:-1", "w:99", "w:01", "x:1", "w:1"]),
    "end": st.sampled_from(["", "sideways", "LOW", "high", "low"]),
    "wild_end": st.sampled_from([None, "", "sideways", "LOW", "high", "low"]),
    "meld_index": st.integers(-(10**30), 10**30),
    # Scala 40's chosen readings of new melds (RULES.md §0.4): known, unknown, too many.
    "readings": st.lists(
        st.sampled_from([None, "set", "run", "", "SET", "sideways"]), max_size=4
    ).map(tuple),
}
_ODD_TEXT = st.sampled_from(["", "low", "high", "f:H", "w:1", "any", "clean", "x"])


def _of_type(hint: Any, cards: st.SearchStrategy[Card]) -> st.SearchStrategy[Any]:
    """Any value of the declared type `hint` (the shapes `fits` knows), odd ones included:
    numbers far out of range, unknown words, empty and overlong groups."""
    if hint is Card:
        return cards
    if hint is bool:
        return st.booleans()
    if hint is int:
        return st.integers(-3, 120) | st.integers(-(10**30), 10**30)
    if hint is str:
        return _ODD_TEXT | st.text(max_size=4)
    if hint is type(None) or hint is None:
        return st.none()
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is typing.Union or origin is types.UnionType:
        return st.one_of(*(_of_type(a, cards) for a in args))
    if origin is typing.Literal:
        return st.sampled_from(args)
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        return st.lists(_of_type(args[0], cards), max_size=5).map(tuple)
    if origin is tuple:
        return st.tuples(*(_of_type(a, cards) for a in args))
    raise AssertionError(f"an action field of type {hint} this fuzz cannot fill: teach _of_type")


def _well_typed_odd(action_class: type[Action], data: st.DataObject, state: Any) -> Action:
    cards = st.sampled_from(sorted(set(_cards(vars(state))) | set(SOME_CARDS)))
    values: dict[str, Any] = {}
    for name, hint in field_types(action_class):
        value = data.draw(_ODD_VALUES[name]) if name in _ODD_VALUES else None
        if name not in _ODD_VALUES or not fits(value, hint):
            value = data.draw(_of_type(hint, cards))
        values[name] = value
    action = action_class(**values)
    assert all(fits(getattr(action, n), h) for n, h in field_types(action_class))
    return action


def _cards(value: Any, depth: int = 0) -> list[Card]:
    """Every card held anywhere in a state's attributes (hands, piles, melds)."""
    if isinstance(value, Card):
        return [value]
    if depth > 6:
        return []
    if isinstance(value, dict):
        value = list(value.values())
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        value = [getattr(value, f.name) for f in dataclasses.fields(value)]
    if isinstance(value, list | tuple):
        return [c for v in value for c in _cards(v, depth + 1)]
    return []


@GAME_PARAMS
@settings(max_examples=60)
@given(data=st.data(), seed=st.integers(0, 10**6), steps=st.integers(0, 40))
def test_well_typed_but_odd_fields_are_answered_by_the_rules(game, data, seed, steps) -> None:
    state = position(game, seed, steps)
    action_class = data.draw(st.sampled_from(actions_of(game)))
    action = _well_typed_odd(action_class, data, state)
    before = snapshot(state)
    problem = state.legal(action)
    assert problem is None or isinstance(problem, IllegalMove)
    assert snapshot(state) == before
    if problem is None:
        state.play(action)
        assert state.conservation_problem() is None
    else:
        with pytest.raises(IllegalMove) as raised:
            state.play(action)
        assert raised.value == problem and snapshot(state) == before


def test_a_field_nested_too_deeply_is_refused() -> None:
    state = qp.QuitaYPon.new(None, 1)
    deep: Any = ()
    for _ in range(100_000):
        deep = (deep,)
    problem = assert_refused_unchanged(state, qp.Commit(deep))
    assert problem.code == "malformed_action"


# ------------------------------------------------------------------ the same, in JSON


def _json_like(value: Any) -> Any:
    """`value` as JSON would carry it (cards as text, tuples as lists, bytes as text)."""
    if isinstance(value, bytes):
        return value.decode("latin-1")
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)
    if isinstance(value, list | tuple):
        return [_json_like(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _json_like(v) for k, v in value.items()}
    if dataclasses.is_dataclass(value):
        return str(value)
    return value


@pytest.mark.parametrize(
    "data",
    [
        "qp.draw",
        ["qp.draw"],
        {"a": 1},
        {"kind": ["qp.draw"]},
        {"kind": None},
        {"kind": "qp.nonsense"},
        {"kind": "s40.discard", "card": 7},
        {"kind": "s40.discard", "card": ["7H"]},
        {"kind": "s40.discard"},
        {"kind": "s40.discard", "card": "7H", "extra": 1},
        {"kind": "s40.lay_off", "card": "7H", "meld_index": "0", "end": "high"},
        {"kind": "s40.lay_off", "card": "7H", "meld_index": True, "end": "high"},
        {"kind": "s40.lay_off", "card": "7H", "meld_index": 0.5, "end": "high"},
        {"kind": "s40.lay_off", "card": "7H", "meld_index": 0, "end": 1},
        {"kind": "qp.commit", "groups": "7H 8H 9H"},
        {"kind": "qp.commit", "groups": [["7H", "8H", 9]]},
        {"kind": "qp.commit", "groups": [[["7H"]]]},
        {"kind": "qp.commit", "groups": {"0": ["7H"]}},
        {"kind": "cp.play_waste", "to": 3},
        {"kind": "cp.play_waste", "to": None},
    ],
)
def test_malformed_json_actions_raise_value_error(data) -> None:
    with pytest.raises(ValueError) as raised:
        action_from_json(data)
    assert type(raised.value) is ValueError or isinstance(raised.value, ValueError)
    assert str(raised.value)


@GAME_PARAMS
@settings(max_examples=80)
@given(data=st.data())
def test_json_actions_with_ill_typed_fields_raise_value_error(game, data) -> None:
    with_fields = [c for c in actions_of(game) if field_types(c)]
    action_class = data.draw(st.sampled_from(with_fields))
    action, wrong = ill_typed(action_class, data)
    record = {"kind": action_class.kind}
    record.update({n: _json_like(getattr(action, n)) for n, _ in field_types(action_class)})
    text = json.dumps(record)
    try:
        rebuilt = action_from_json(json.loads(text))
    except ValueError:
        return
    # JSON has no tuples and no cards: a value such as ["7H"] may read back as a valid
    # field. Whatever is accepted is well-typed, so the engines can judge it.
    assert all(fits(getattr(rebuilt, n), h) for n, h in field_types(action_class))


@GAME_PARAMS
def test_every_action_round_trips_through_json(game) -> None:
    state = game.deal(None, 3)
    bots = {}
    played = set()
    while state.to_play is not None and len(state.history) < 300:
        seat = state.to_play
        bot = bots.setdefault(seat, game.bot(game.default_level, seat))
        action = bot.choose(state.view(seat))
        assert action_from_json(json.loads(json.dumps(action.to_json()))) == action, game.id
        state.play(action)
        played.add(type(action))
    # The fuzz above reaches every action the game's bots play.
    assert played and played <= set(actions_of(game)), played - set(actions_of(game))
