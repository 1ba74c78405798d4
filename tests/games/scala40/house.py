"""Scala 40's data for the house tests (the names are those of `tests/house.py`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.core.cards import Card
from tests.house import Decision, discard_of

ENTRY = {"id": "scala-40", "name": "Scala 40", "players": (2, 5), "lower_scores_win": True}

SHORT_MATCH = {"num_players": 2, "elimination_threshold": 40}

LONG_MATCH = {"num_players": 2}

TABLES = ((2, 5), (4, 11), (5, 2))


def hidden_from(state: Any, person: int) -> set[Card]:
    """The others' hands and the stock (§0.4); once the deal is over every hand is laid
    down face up to be counted, and only the stock stays hidden."""
    others = {c for seat, hand in enumerate(state.hands) if seat != person for c in hand}
    return (others if state.result is None else set()) | set(state.stock)


RULES_LANGUAGES = ("es", "pt_BR", "it", "en")

# The words of every page of the Help (all languages, one after the other): the Spanish
# and English as they were, with the Portuguese and Italian pages written for issue 22.
RULES_DIGEST = "8ac3de2c5fa9eedd815e01a704cf025aef619fcf119ad2960d9e0efe279f4e67"

RULES_FACTS = {
    "es": ("106", "13 cartas", "40 puntos", "comodín", "25", "11", "100", "primera vuelta",
           "doble"),
    "en": ("106", "13 cards", "40 points", "joker", "25", "11", "100", "first round", "double"),
    "pt_BR": ("106 cartas", "13 cartas", "40 pontos", "2 curingas", "2 a 5 jogadores",
              "primeira volta", "em dobro"),
    "it": ("106 carte", "13 carte", "2 jolly", "primo giro", "doppio", "chiusura in mano"),
}  # fmt: skip

NEW_GAME_OPTIONS = {
    "num_players": 5,
    "jokers": 4,
    "hand_size": 11,
    "opening_min": 51,
    "opening_requires_quad_or_run": True,
    "max_jokers_per_meld": "unlimited",
    "layoff_on_opening_turn": True,
    "close_in_hand_requires_min": False,
    "close_in_hand_multiplier": 3,
    "forbid_discard_of_taken_card": False,
    "forbid_discard_that_lays_off": True,
    "discard_taken_must_be_melded": True,
    "exchanged_joker_must_be_melded_same_turn": True,
    "forbid_joker_final_discard": True,
    "no_close_first_round": False,
    "joker_penalty": 30,
    "ace_penalty": 15,
    "lone_ace_penalty": 2,
    "elimination_threshold": 200,
}

#: A turn is a draw, then melds and a discard, one action each.
TAKES_BACK_IN_A_TURN = True

HINT_SEED = 4

NEXT_BEST_HINTS = True

#: Its score table: a row a seat, what each paid, the running total and who plays on.
SCORE_MATCH = {"num_players": 3, "elimination_threshold": 40}

SCORE_DEALS = None

SCORE_COLUMNS = ("Paid this deal", "Total paid", "Standing")

SCORE_TOTAL = "Total paid"

SCORE_LINES = None

SCORE_WINNER = ("{w} wins the deal", "You win the deal")


#: Measured (see tests/house.py), in the points paid.
DEAL_POINTS = 28


# ----------------------------------------------------------------------- the review's grades
def review_state(hand: str, **kw: Any) -> Callable[[], Any]:
    """A builder of a three-player deal, the person holding `hand` (`kw`: the rest of
    the scenario)."""

    def build() -> Any:
        from tests.games.scala40.helpers import scenario

        return scenario(hand=hand, options={"num_players": 3}, **kw)

    return build


review_discard = discard_of("app.games.scala40.engine")


REVIEW_BLUNDERS = (
    # The reproduction: opened with 10♠ JK Q♠ K♠, the other joker thrown away on
    # the first round.
    Decision("s40-discards-the-joker",
             review_state("JK' 4H 9D 2C 6C", table="TS JK QS KS", opened=True, turn=2),
             review_discard("JK'")),
    # Not yet opened (the issue's own position): the hard bot opens with 10♠ JK Q♠ K♠;
    # the other joker thrown away instead, no opening.
    Decision("s40-discards-the-joker-instead-of-opening",
             review_state("TS JK QS KS JK' 4H 9D 2C 6C 8D 3H 7C 5D 9C", turn=0),
             review_discard("JK'")),
    # The player's report, seed 10: first turn, the hard bot opens with 9♠ 9♥ 9♦ and
    # A♥ A♣ JK; the joker thrown away instead.
    Decision("s40-discards-the-joker-on-the-first-turn",
             review_state("4S 8S 9S AH 7H 9H 9D JD AC 5C 6C TC KC JK'", turn=0),
             review_discard("JK'")),
    # The next player, opened, holds one card; the 8♥ lays off on the table (he takes it,
    # lays it off and discards his last card: out).
    Decision("s40-hands-the-next-player-his-way-out",
             review_state("8H 3C 9D 5S KC", table="5H 6H 7H", opened=True,
                          others_opened=True, others=["4D", "AC 2D 7S 9S JD QC KH"],
                          seat=0, turn=12),
             review_discard("8H")),
)  # fmt: skip

REVIEW_HARMLESS = (
    Decision("s40-the-other-copy",
             review_state("4H 4H' JK' 9D 2C 6C", table="TS JK QS KS", opened=True, turn=2),
             review_discard("4H'")),
)  # fmt: skip
