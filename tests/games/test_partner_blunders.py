"""Partners that never blunder (issue 40, item 5): every position of each partnership
game's file (tests/games/<game>/blunders.py), played by the normal and the hard bots with
several seeds; none may make the position's blunder. Hard's limit is a count of worlds,
never the clock: each choice replays exactly."""

from __future__ import annotations

import random

import pytest

from app.core.bots import Limit
from app.games.buraco.bots import BuracoBot
from app.games.buraco.engine import private_state as buraco_world
from app.games.mano_y_pie.bots import ManoYPieBot
from app.games.mano_y_pie.engine import private_state as mano_y_pie_world

from .blunders import Blunder, blunders_made
from .buraco.blunders import BLUNDERS as BURACO
from .mano_y_pie.blunders import BLUNDERS as MANO_Y_PIE

#: Each game's bot, its positions, the limit its hard level searches within here, and
#: the world a seat's view deals (which refuses a view that shows a card twice).
GAMES = {
    "buraco": (BuracoBot, BURACO, Limit(playouts=16), buraco_world),
    "mano-y-pie": (ManoYPieBot, MANO_Y_PIE, Limit(playouts=4), mano_y_pie_world),
}
CASES = [
    pytest.param(game, blunder, id=f"{blunder.id}")
    for game, (_, blunders, _, _) in GAMES.items()
    for blunder in blunders
]


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize(("game", "blunder"), CASES)
def test_no_partner_blunder(game: str, blunder: Blunder, level: str) -> None:
    bot_class, _, hard_limit, _ = GAMES[game]
    limit = hard_limit if level == "hard" else None
    for seed in (1, 2, 3):
        bots = {seat: bot_class(level, f"{seed}:{seat}") for seat in range(6)}
        made = blunders_made(blunder, bots.__getitem__, limit)
        assert not made, f"{blunder.id} ({level}, seed {seed}): {blunder.said} {made}"


def test_every_position_is_a_true_deal_and_its_ids_are_unique() -> None:
    """Each position is a deal under way whose every card is where one card can be (no
    card twice, seen or hidden), and says one thing to check."""
    ids = [b.id for _, blunders, _, _ in GAMES.values() for b in blunders]
    assert len(ids) == len(set(ids))
    for _, blunders, _, world in GAMES.values():
        for blunder in blunders:
            state = blunder.position()
            assert state.result is None and state.to_play is not None
            assert state.conservation_problem() is None
            world(state.view(state.to_play), random.Random(0))
            assert (blunder.never is None) != (blunder.ends is None)
