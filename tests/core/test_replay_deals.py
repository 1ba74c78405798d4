"""A replay record sets up any deal of a match again (deal index, dealer, seats still in)."""

from __future__ import annotations

import pytest

from app.core.engine import Replay
from app.games.cuatro_palos.bots import CuatroPalosBot
from app.games.cuatro_palos.engine import CuatroPalos
from app.games.quita_y_pon.bots import QuitaYPonBot
from app.games.quita_y_pon.engine import QuitaYPon
from app.games.scala40.bots import Scala40Bot
from app.games.scala40.engine import Scala40

CASES = [
    (QuitaYPon, QuitaYPonBot, {"deal_index": 2, "dealer": 1}),
    (
        Scala40,
        Scala40Bot,
        {
            "deal_index": 3,
            "dealer": 2,
            "active": [True, False, True, True],
            "scores": [40, 101, 7, 0],
        },
    ),
    (CuatroPalos, CuatroPalosBot, {"deal_index": 1, "dealer": 3, "scores": [12, 0, 30, 5]}),
]


@pytest.mark.parametrize(("engine", "bot", "setup"), CASES)
def test_a_later_deal_of_a_match_replays_exactly(engine, bot, setup) -> None:
    state = engine.new(None, 77, **setup)
    player = bot("normal", 0)
    for _ in range(30):
        if state.to_play is None:
            break
        state.play(player.choose(state.view(state.to_play)))
    record = Replay.from_json(state.replay_record().to_json())
    assert record.deal == setup
    again = record.run(engine.new)
    assert again.history == state.history
    assert again.view(0) == state.view(0) and again.to_play == state.to_play


def test_a_first_deal_needs_no_setup() -> None:
    record = QuitaYPon.new(None, 5).replay_record()
    assert record.deal == {} and '"deal"' not in record.to_json()
