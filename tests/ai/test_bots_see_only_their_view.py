"""The bots see only their own seat's view, in every game and at every level.

Twin deals: a deal is copied and, in the copy, the cards the deciding seat cannot see
(`hidden_from` of the game's house module: the others' hands, the partner's too, the
stock, feet and muertos, less any card its view shows, such as Mano y Pie's pile) are
shuffled among their places. The two deals give the seat the same view; each bot, made
with the same seed, must then make the same choice in both, though the hands it cannot
see differ. Help ▸ How the computer plays names this test.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from app.core.bots import Limit
from app.core.cards import Card
from app.games.registry import GAMES, GameInfo
from tests.house import house

#: Hard's search bounded by counts, not the clock, so that both twins search alike.
HARD = Limit(playouts=3, nodes=300)
#: Each how many actions of the deal the twins are compared, and up to how many actions.
EVERY, ACTIONS = 5, 300


def cards_in(obj: Any, found: set[Card] | None = None, seen: set[int] | None = None) -> set[Card]:
    """Every card reachable from `obj` (a view: its dataclasses, tuples, dicts...)."""
    found = set() if found is None else found
    seen = set() if seen is None else seen
    if isinstance(obj, Card):
        found.add(obj)
        return found
    if id(obj) in seen or isinstance(obj, type | str | bytes | int | float):
        return found
    seen.add(id(obj))
    if isinstance(obj, list | tuple | set | frozenset):
        items: Any = obj
    elif isinstance(obj, dict):
        items = [*obj.keys(), *obj.values()]
    elif dataclasses.is_dataclass(obj):
        items = [getattr(obj, f.name) for f in dataclasses.fields(obj)]
    elif hasattr(obj, "__dict__"):
        items = list(vars(obj).values())
    else:
        items = ()
    for item in items:
        cards_in(item, found, seen)
    return found


def relabelled(obj: Any, swap: dict[Card, Card], seen: set[int]) -> Any:
    """`obj` with every card of `swap` replaced by its image: lists and the state's own
    objects changed in place, tuples, sets and dicts rebuilt; the frozen records of what
    was played (actions) are left as they are."""
    if isinstance(obj, Card):
        return swap.get(obj, obj)
    if isinstance(obj, list):
        obj[:] = [relabelled(x, swap, seen) for x in obj]
        return obj
    if type(obj) in (tuple, set, frozenset):
        return type(obj)(relabelled(x, swap, seen) for x in obj)
    if isinstance(obj, dict):
        return {relabelled(k, swap, seen): relabelled(v, swap, seen) for k, v in obj.items()}
    params = getattr(obj, "__dataclass_params__", None)
    frozen = params is not None and params.frozen
    if frozen or isinstance(obj, type) or not hasattr(obj, "__dict__") or id(obj) in seen:
        return obj
    seen.add(id(obj))
    for name, value in list(vars(obj).items()):
        setattr(obj, name, relabelled(value, swap, seen))
    return obj


def twin(game: GameInfo, state: Any, seat: int, rng: random.Random) -> tuple[Any, int]:
    """A copy of `state` whose cards hidden from `seat` are shuffled among their places,
    and how many of them moved."""
    hidden = house(game, "hidden_from")(state, seat) - cards_in(state.view(seat))
    before = sorted(hidden, key=repr)
    after = list(before)
    rng.shuffle(after)
    swap = dict(zip(before, after, strict=True))
    other = state.clone()
    relabelled(other, swap, set())
    return other, sum(a != b for a, b in swap.items())


def differs(state: Any, other: Any) -> list[str]:
    """The state's fields that hold other cards in the twin (hands, stock...)."""
    return [name for name, value in vars(state).items() if vars(other)[name] != value]


@pytest.mark.parametrize("seed", [7, 8])
@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_twin_deals_that_differ_only_in_hidden_cards_get_the_same_choices(
    game: GameInfo, seed: int
) -> None:
    state = game.deal(game.options({"num_players": game.default_players}), seed)
    movers = {s: game.bot(("easy", "normal")[s % 2], f"{seed}:{s}") for s in range(4)}
    compared = 0
    for step in range(ACTIONS):
        if state.result is not None or state.to_play is None:
            break
        seat = state.to_play
        view = state.view(seat)
        if step % EVERY == 0:
            other, moved = twin(game, state, seat, random.Random(step))
        # (late in a Cuatro Palos deal the seat may see, or remember, every card)
        if step % EVERY == 0 and moved > 0:
            # what a bot reading the deal would find differs between the twins
            assert differs(state, other)
            assert other.view(seat) == view, "the twin must look the same from the seat"
            for level in game.levels:
                limit = HARD if level == "hard" else None
                ours = game.bot(level, seed).choose(view, limit)
                theirs = game.bot(level, seed).choose(other.view(seat), limit)
                assert ours == theirs, (game.id, level, step)
            compared += 1
        state.play(movers[seat].choose(view))
    assert compared >= 5, f"{game.id}: only {compared} positions compared"
