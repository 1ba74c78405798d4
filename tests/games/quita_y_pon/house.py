"""Quita y Pon's data for the house tests (the names are those of `tests/house.py`)."""

from __future__ import annotations

from typing import Any

from app.core.cards import Card

ENTRY = {"id": "quita-y-pon", "name": "Quita y Pon", "players": (2, 4), "lower_scores_win": False}

SHORT_MATCH = {"num_players": 3, "deals": 3}

LONG_MATCH = {"num_players": 2, "hand_size": 7, "deals": 3}

TABLES = ((2, 3), (4, 8))


def hidden_from(state: Any, person: int) -> set[Card]:
    """The others' hands and the stock (§0.4)."""
    others = {c for seat, hand in enumerate(state.hands) if seat != person for c in hand}
    return others | set(state.stock)


RULES_LANGUAGES = ("es", "en")

# The words the Help showed when the rules were Python strings: moving them into files
# changed none.
RULES_DIGEST = "598c51d8bfc702139cef1666d47ffa8a5a995f703b368c4185084e76e03a909d"

RULES_FACTS = {
    "es": ("104 cartas", "de 2 a 4 jugadores", "11 cartas", "No hay descarte",
           "K-A-2 no vale", "as 15, figuras 10"),
    "en": ("104 cards", "2 to 4 players", "11 cards", "no discard pile",
           "K-A-2 is not a run", "ace 15, courts 10"),
}  # fmt: skip

NEW_GAME_OPTIONS = {
    "num_players": 3,
    "max_set_size": 5,
    "run_wraparound": True,
    "must_play_if_able": "off",
    "initial_meld_min_points": 30,
    "stock_end_trigger": "on_empty_draw_attempt",
    "hand_size": 9,
    "turn_time_limit_s": 45,
    "deals": 4,
    "target_score": 300,
}
