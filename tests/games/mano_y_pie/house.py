"""Mano y Pie's data for the house tests (the names are those of `tests/house.py`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.core.cards import Card
from tests.house import Decision, discard_of

ENTRY = {"id": "mano-y-pie", "name": "Mano y Pie", "players": (2, 6), "lower_scores_win": False}

SHORT_MATCH = {"num_players": 2, "num_deals": 1, "num_decks": 1, "hand_size": 6, "foot_size": 6}

LONG_MATCH = {"num_players": 2, "num_decks": 1, "hand_size": 5, "foot_size": 5,
              "contract": (0, 0, 0), "num_deals": 3, "min_meld_by_deal": (0, 0, 0)}  # fmt: skip

TABLES = ((4, 3), (3, 4))


def hidden_from(state: Any, person: int) -> set[Card]:
    """§4.12: the partner's hand too, every foot not picked up (its owner's too), the stock
    and the pile below its top; once the deal is over every hand and every foot left is
    laid down to be counted (the view's `revealed`)."""
    others = {c for seat, hand in enumerate(state.hands) if seat != person for c in hand}
    hidden = others | set(state.stock) | {c for foot in state.feet for c in foot}
    hidden |= set(state.pile[:-1])
    return hidden - {c for cards in state.view(person).revealed for c in cards}


RULES_LANGUAGES = ("es", "pt_BR", "it", "en")

# The words of every page of the Help (all languages, one after the other): the Spanish
# and English as they were, with the Portuguese and Italian pages written for issue 22.
RULES_DIGEST = "bf1124b39b20051a3a8253fe69c5125f5f568570d2991c8376aaced19d2ff67b"

RULES_FACTS = {
    "es": ("270 cartas", "10 jokers", "2 a 6 jugadores", "13 cartas", "cuatro repartos",
           "libro", "500", "300", "1500"),
    "en": ("Hand and Foot", "270 cards", "10 jokers", "2 to 6 players", "13 cards",
           "four deals", "at least twice as many natural cards as wild cards", "500", "300",
           "1500", "in the first deal", "2 clean, 2 dirty and 1 wild book"),
    "pt_BR": ("270 cartas", "10 jokers", "2 a 6 jogadores", "13 cartas", "quatro rodadas",
              "canastra", "500", "300", "1500"),
    "it": ("270 carte", "10 jolly", "2 a 6 giocatori", "13 carte", "quattro smazzate",
           "canasta", "500", "300", "1500"),
}  # fmt: skip

NEW_GAME_OPTIONS = {
    "num_players": 6,
    "teams": "2x3",
    "hand_size": 11,
    "min_meld_by_deal": (50, 100, 120, 150),
    "contract": (2, 2, 0),
    "book_values": {"clean": 500, "dirty": 300, "wild": 2000},
    "wild_top_pickup": "forbidden",
    "require_permission": False,
}

#: A turn is a draw, then melds and a discard, one action each.
TAKES_BACK_IN_A_TURN = True

HINT_SEED = 4

NEXT_BEST_HINTS = True

#: Its score table: a column a team, the deal's counts and a total after each deal.
SCORE_MATCH = {"num_players": 4, "num_decks": 1, "hand_size": 4, "foot_size": 4,
               "contract": (0, 0, 0), "num_deals": 2}  # fmt: skip

SCORE_DEALS = None

SCORE_COLUMNS = None

SCORE_TOTAL = "Total after deal {k}"

SCORE_LINES = (
    "Cards in melds",
    "Book bonuses",
    "Red 3s",
    "Going out",
    "Cards held (hand and foot)",
)

SCORE_WINNER = None


#: Measured (see tests/house.py), in the deal points.
DEAL_POINTS = 1470


# ----------------------------------------------------------------------- the review's grades
def review_state(hand: str, **kw: Any) -> Callable[[], Any]:
    """A builder of a deal, the person holding `hand` (`kw`: the rest of the scenario)."""

    def build() -> Any:
        from tests.games.mano_y_pie.helpers import scenario

        return scenario(hand=hand, **kw)

    return build


review_discard = discard_of("app.games.mano_y_pie.engine")


REVIEW_BLUNDERS = (
    # A joker, and a 2, thrown away at the start of the deal.
    Decision("myp-discards-a-joker",
             review_state("JK 4H 9D KS 7C 6S 5D", melds=[(0, "QH QS QD")], stock=120),
             review_discard("JK")),
    Decision("myp-discards-a-two",
             review_state("2C 4H 9D KS 7C 6S 5D", melds=[(0, "QH QS QD")], stock=120),
             review_discard("2C")),
    # The seventh king, that finishes the team's book, thrown away.
    Decision("myp-gives-away-the-book",
             review_state("KD 4H 9D 7C 6S 5D", melds=[(0, "KH KS KC KH' KS' KC'")],
                          stock=80),
             review_discard("KD")),
)  # fmt: skip

REVIEW_HARMLESS = (
    # Two lone cards its playouts value alike.
    Decision("myp-two-discards-of-equal-worth",
             review_state("JK 4H 9D KS 7C 6S 5D", melds=[(0, "QH QS QD")], stock=120),
             review_discard("KS")),
)  # fmt: skip
