"""Quita y Pon's data for the house tests (the names are those of `tests/house.py`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.core.cards import Card
from tests.house import Decision

ENTRY = {"id": "quita-y-pon", "name": "Quita y Pon", "players": (2, 4), "lower_scores_win": False}

SHORT_MATCH = {"num_players": 3, "deals": 3}

LONG_MATCH = {"num_players": 2, "hand_size": 7, "deals": 3}

TABLES = ((2, 3), (4, 8))


def hidden_from(state: Any, person: int) -> set[Card]:
    """The others' hands and the stock (§0.4); once the deal is over every hand is laid
    down face up to be counted, and only the stock stays hidden."""
    others = {c for seat, hand in enumerate(state.hands) if seat != person for c in hand}
    return (others if state.result is None else set()) | set(state.stock)


RULES_LANGUAGES = ("es", "pt_BR", "it", "en")

# The words of every page of the Help (all languages, one after the other): the Spanish
# and English as they were, with the Portuguese and Italian pages written for issue 22.
RULES_DIGEST = "7bc5ceeb8c545260f59b8689380f973ae755e545c9bb9caa8684da31b2c628a1"

RULES_FACTS = {
    "es": ("104 cartas", "de 2 a 4 jugadores", "11 cartas", "No hay descarte",
           "K-A-2 no vale", "as 15, figuras 10"),
    "en": ("104 cards", "2 to 4 players", "11 cards", "no discard pile",
           "K-A-2 is not a run", "ace 15, courts 10"),
    "pt_BR": ("104 cartas", "2 a 4 jogadores", "11 cartas", "K-A-2 não é sequência"),
    "it": ("104 carte", "11 carte", "K-A-2 non è una scala", "asso 15"),
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

#: Its turn is one action, the commit: nothing is taken back within it.
TAKES_BACK_IN_A_TURN = False

HINT_SEED = 4

NEXT_BEST_HINTS = False

#: Its score table: a row a seat, the deal's hand points and score and the match's total.
SCORE_MATCH = {"num_players": 2, "hand_size": 7, "deals": 2}

SCORE_DEALS = None

SCORE_COLUMNS = ("Hand points", "Deal score", "Match total")

SCORE_TOTAL = "Match total"

SCORE_LINES = None

#: The person is named as anyone else ("Winner: You").
SCORE_WINNER = ("Winner: {w}", "Winner: {w}")


#: Measured (see tests/house.py), in the hand points.
DEAL_POINTS = 17


# ----------------------------------------------------------------------- the review's grades
def review_out() -> Any:
    """Three players; the person holds K♠ K♥ K♦ 2♣ 3♣ 4♣ on an empty table: the whole hand
    goes out."""
    from tests.games.quita_y_pon.helpers import scenario

    return scenario(table="", hand="KS KH KD 2C 3C 4C", options={"num_players": 3})


def review_commit(groups: str) -> Callable[[], Any]:
    def action() -> Any:
        from app.games.quita_y_pon.engine import Commit
        from tests.games.quita_y_pon.helpers import groups as parse

        return Commit(tuple(tuple(g) for g in parse(groups)))

    return action


REVIEW_BLUNDERS = (
    # Keeping the three kings when the whole hand goes out.
    Decision("qp-stays-in-when-it-can-go-out", review_out, review_commit("2C 3C 4C")),
)

REVIEW_HARMLESS = (
    Decision("qp-same-cards-other-order", review_out, review_commit("KD KH KS | 2C 3C 4C")),
)
