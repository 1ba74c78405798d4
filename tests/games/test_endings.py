"""A game's endings (the values `Outcome.reason` takes) are declared beside its `GAME`
(`declare(..., endings=...)`): every deal the bots play ends one of those ways, an engine
that ends a deal another way raises, and a saved result that names another is refused."""

from __future__ import annotations

import dataclasses

import pytest

from app.games.registry import GAME_IDS, GAMES

DEALS = 3


def finished(game, seed: int):
    """A deal of `game` at its fewest players played to its end by easy bots (its last
    action not yet played), and that action."""
    options = game.options({"num_players": game.allowed_players()[0]})
    deal = game.deal(options, seed)
    bots = [game.bot("easy", f"{seed}:{s}") for s in range(deal.num_players)]
    while True:
        action = bots[deal.to_play].choose(deal.view(deal.to_play))
        before = deal.clone()
        deal.play(action)
        if deal.to_play is None:
            return before, action, deal


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_every_deal_ends_a_way_its_game_declares(game, monkeypatch) -> None:
    seen = set()
    for seed in range(DEALS):
        before, last, deal = finished(game, seed)
        reason = deal.outcome().reason
        assert reason in game.endings, (game.id, seed, reason)
        seen.add(reason)
        # The same last action, the ending no longer declared: the engine refuses it.
        fewer = dataclasses.replace(game, endings=tuple(e for e in game.endings if e != reason))
        monkeypatch.setattr(game.options_class, "game", fewer)
        with pytest.raises(ValueError, match=f"ended a deal '{reason}', not one of its endings"):
            before.clone().play(last)
        monkeypatch.undo()
    assert seen <= set(game.endings)


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_a_saved_result_that_ends_another_way_is_refused(game) -> None:
    _, _, deal = finished(game, 0)
    result = dict(deal.outcome().to_json(), reason="resigned")
    saved = {"options": deal.options.to_json(), "seed": 0, "results": [result]}
    with pytest.raises(ValueError, match="'resigned'"):
        game.match_class.from_json(saved)
    saved["results"][0]["reason"] = deal.outcome().reason
    assert game.match_class.from_json(saved).results[0].reason == deal.outcome().reason
