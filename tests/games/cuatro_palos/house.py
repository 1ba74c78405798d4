"""Cuatro Palos's data for the house tests (the names are those of `tests/house.py`)."""

from __future__ import annotations

from typing import Any

from app.core.cards import Card

ENTRY = {"id": "cuatro-palos", "name": "Cuatro Palos", "players": (3, 6), "lower_scores_win": True}

SHORT_MATCH = {"num_players": 3, "target_score": 25}

LONG_MATCH = {"num_players": 3}

TABLES = ((3, 4), (4, 9))


def hidden_from(state: Any, person: int) -> set[Card]:
    """Every personal pile (the person's own too: it is face down) and the stock; once
    the deal is over the personal piles are turned face up to be counted."""
    personal = {c for pile in state.personal for c in pile}
    return (personal if state.result is None else set()) | set(state.stock)


RULES_LANGUAGES = ("es", "pt_BR", "it", "en")

# The words of every page of the Help (all languages, one after the other): the Spanish
# and English as they were, with the Portuguese and Italian pages written for issue 22.
RULES_DIGEST = "a49d75cbf3a2c1ff523289686db544357ca3792b86b410a5257c2c032f398e78"

RULES_FACTS = {
    "es": (
        "52 cartas",
        "40",
        "48",
        "3 a 6",
        "no se reparte nada",
        "mazo central",
        "empiezan con el as",
        "un punto más alta o más baja",
        "pozo",
        "da vuelta a su pozo",
        "2T+2",
        "1 punto por",
        "100 puntos",
        "menos puntos",
    ),
    "en": (
        "52-card",
        "40-card Spanish",
        "48-card",
        "3 to 6",
        "Nobody is dealt",
        "central stock",
        "foundations",
        "up to the K",
        "one rank higher or lower",
        "in any suit",
        "K and A are not in sequence",
        "own pile",
        "ends your turn",
        "turns his whole waste pile over",
        "2T+2",
        "1 point for each card",
        "100 points",
        "lowest total wins",
    ),
    "pt_BR": ("52 cartas", "40 cartas", "3 a 6 jogadores", "2T+2", "1 ponto", "100 pontos"),
    "it": ("52 carte", "40 carte", "2T+2"),
}

NEW_GAME_OPTIONS = {
    "num_players": 5,
    "deck": "spanish48",
    "direction": "cw",
    "waste_wrap": True,
    "forced_play": False,
    "target_score": 250,
    "foundation_priority": True,
    "stall_rounds": 3,
}

#: A turn goes on while the cards turned and played find a place.
TAKES_BACK_IN_A_TURN = True

HINT_SEED = 4

NEXT_BEST_HINTS = True

#: Its score table: a row a seat, the cards each had left and the running total.
SCORE_MATCH = {"num_players": 3, "target_score": 25}

SCORE_DEALS = None

SCORE_COLUMNS = ("Cards left", "Total")

SCORE_TOTAL = "Total"

SCORE_LINES = None

SCORE_WINNER = ("{w} ran out of cards", "You ran out of cards")
