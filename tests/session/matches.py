"""Quick matches of every game for the session's tests: small tables whose matches last a
few deals (bots play them in seconds)."""

from __future__ import annotations

from typing import Any

from app.games.registry import GameInfo

#: Per game: options whose matches are short but last at least two deals.
QUICK: dict[str, dict[str, Any]] = {
    "quita-y-pon": {"num_players": 2, "hand_size": 7},
    "scala-40": {"num_players": 2},
    "cuatro-palos": {"num_players": 3},
    "buraco": {"num_players": 2, "target_score": 3000},
    "mano-y-pie": {"num_players": 2, "num_decks": 1, "hand_size": 5, "foot_size": 5,
                   "contract": (0, 0, 0)},
}  # fmt: skip


def quick_options(game: GameInfo, deals: int) -> Any:
    """`game`'s quick options; where the game counts its deals, a match of `deals`."""
    values = dict(QUICK[game.id])
    if game.id == "quita-y-pon":
        values["deals"] = deals
    if game.id == "mano-y-pie":
        values["num_deals"] = deals
        values["min_meld_by_deal"] = (0,) * deals
    return game.options(values)
