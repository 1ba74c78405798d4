"""FrozenMapping, the read-only table inside some games' options: copied, deep-copied and
pickled whole (a state holding the options is snapshot by the house tests, cloned by bots),
and refusing every way of changing it in place."""

from __future__ import annotations

import copy
import pickle

import pytest

from app.core.options import FrozenMapping
from app.games.registry import GAME_IDS, GAMES


def test_a_frozen_mapping_survives_copy_deepcopy_and_pickle_as_itself() -> None:
    table = FrozenMapping({"limpa": 200, "suja": 100, "nested": (1, [2, 3])})
    for again in (copy.copy(table), copy.deepcopy(table), pickle.loads(pickle.dumps(table))):
        assert type(again) is FrozenMapping
        assert again == table
        with pytest.raises(TypeError, match="read-only"):
            again["limpa"] = 1
    deep = copy.deepcopy(table)
    assert deep["nested"][1] is not table["nested"][1]  # deep means deep
    values = FrozenMapping({"limpa": 200, "suja": 100})
    assert hash(copy.deepcopy(values)) == hash(values) == hash(pickle.loads(pickle.dumps(values)))


def test_a_frozen_mapping_refuses_every_change_in_place() -> None:
    table = FrozenMapping({"a": 1, "b": 2})
    changes = [
        lambda t: t.__setitem__("a", 5),
        lambda t: t.__delitem__("a"),
        lambda t: t.update(a=5),
        lambda t: t.pop("a"),
        lambda t: t.popitem(),
        lambda t: t.clear(),
        lambda t: t.setdefault("c", 3),
        lambda t: t.__ior__({"a": 5}),
    ]
    for change in changes:
        with pytest.raises(TypeError, match="read-only"):
            change(table)
    assert table == {"a": 1, "b": 2}
    merged = table | {"c": 3}  # a new plain dict: the table itself is unchanged
    assert merged == {"a": 1, "b": 2, "c": 3} and table == {"a": 1, "b": 2}


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_every_games_options_and_first_deal_deep_copy_and_pickle(game) -> None:
    options = game.options()
    assert copy.deepcopy(options) == options
    assert pickle.loads(pickle.dumps(options)) == options
    state = game.deal(options, 7)
    again = copy.deepcopy(vars(state))  # what the action-field fuzz snapshots
    assert again.keys() == vars(state).keys() and again["options"] == state.options
