"""Every deal ends face up: while a deal of Quita y Pon, Scala 40 or Cuatro Palos is
played no view reveals another seat's cards; once it is over every view reveals every
hand (Cuatro Palos: every personal stock, in card order, its order never told)."""

from __future__ import annotations

import pytest

from app.core.cards import Card
from app.games.registry import find_game


def _held(game_id: str, state) -> list[tuple[Card, ...]]:
    if game_id == "cuatro-palos":
        return [tuple(sorted(p, key=Card.sort_key)) for p in state.personal]
    return [tuple(h) for h in state.hands]


@pytest.mark.parametrize("game_id", ["quita-y-pon", "scala-40", "cuatro-palos"])
@pytest.mark.parametrize("seed", [1, 2])
def test_hands_are_revealed_once_the_deal_is_over_and_never_before(game_id, seed) -> None:
    game = find_game(game_id)
    state = game.deal(game.options(None), seed)
    bots = {}
    while state.to_play is not None:
        for seat in range(state.num_players):
            assert state.view(seat).revealed == ()
        seat = state.to_play
        bot = bots.setdefault(seat, game.bot("easy", f"{seed}:{seat}"))
        state.play(bot.choose(state.view(seat), bot.limit))
    assert state.outcome() is not None
    for seat in range(state.num_players):
        assert list(state.view(seat).revealed) == _held(game_id, state)
