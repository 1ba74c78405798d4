"""The family bots' `weigh` (app/games/canasta/bots.py), which a review and the hints ask:
Buraco's weighs at every level (with hard's search), Mano y Pie's only at hard."""

from __future__ import annotations

import pytest

from app.core.bots import Limit
from app.games.buraco.bots import BuracoBot
from app.games.buraco.engine import Buraco
from app.games.mano_y_pie.bots import ManoYPieBot
from app.games.mano_y_pie.engine import ManoYPie

#: A fixed number of worlds: the values depend on the seed only, never on the clock.
WORLDS = Limit(playouts=3)


def _first_moves(state):
    view = state.view(state.to_play)
    return view, list(state.choices())[:2]


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_buraco_weighs_at_every_level(level: str) -> None:
    view, actions = _first_moves(Buraco.new(seed=4))
    values = BuracoBot(level, 7).weigh(view, actions, WORLDS)
    assert values is not None and len(values) == len(actions)
    assert all(isinstance(v, float) for v in values)


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_mano_y_pie_weighs_only_at_hard(level: str) -> None:
    view, actions = _first_moves(ManoYPie.new({}, 5, deal_index=1))
    assert ManoYPieBot(level, 3).weigh(view, actions, WORLDS) is None
    values = ManoYPieBot("hard", 3).weigh(view, actions, WORLDS)
    assert values is not None and len(values) == len(actions)
    assert all(isinstance(v, float) for v in values)
