"""Buraco's data for the house tests (the names are those of `tests/house.py`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.core.cards import Card
from tests.house import Decision, discard_of

ENTRY = {"id": "buraco", "name": "Buraco", "players": (2, 4), "lower_scores_win": False}

SHORT_MATCH = {"num_players": 2}

LONG_MATCH = {"num_players": 2, "target_score": 3000}

TABLES = ((4, 3), (2, 6))


def hidden_from(state: Any, person: int) -> set[Card]:
    """§5.11: the partner's hand too, the stock, the muertos, the pile below its top, and
    a pending muerto that is not the person's; once the deal is over, every hand is laid
    down to be counted (see `laid_down`), and only those cards come up."""
    others = {c for seat, hand in enumerate(state.hands) if seat != person for c in hand}
    hidden = (
        others
        | set(state.stock)
        | {c for packet in state.packets for c in packet}
        | set(state.pile[:-1])
        | {c for seat, packet in enumerate(state.pending) if seat != person for c in packet}
    )
    return hidden - laid_down(state)


def laid_down(state: Any) -> set[Card]:
    """The cards a finished Buraco deal lays face up: every hand, and a pending muerto its
    team's close made count as held (BU-A11). None while the deal is played."""
    result = state.result
    if result is None:
        return set()
    laid = {c for hand in state.hands for c in hand}
    for seat, packet in enumerate(state.pending):
        if result.closer is not None and state.teams[result.closer] == state.teams[seat]:
            laid |= set(packet)
    return laid


RULES_LANGUAGES = ("es", "pt_BR", "it", "en")

# The words of every page of the Help (all languages, one after the other): the Spanish
# and English as they were, with the Portuguese and Italian pages written for issue 22.
RULES_DIGEST = "c19226d0b1dd10b10fb5ccac9f3364bd8e20d328e386e6b7b10a76c08dae0dec"

RULES_FACTS = {
    "es": ("108 cartas", "4 jokers", "dos parejas", "11 cartas", "muertos", "K-A-2",
           "+200", "+100", "1000"),
    "en": ("108 cards", "4 jokers", "two teams of two", "11 cards", "muertos", "K-A-2",
           "+200", "+100", "1000", "100 for closing"),
    "pt_BR": ("108 cartas", "4 jokers", "duplas", "11 cartas", "mortos", "K-A-2", "+200",
              "+100", "1000", "100 por bater"),
    "it": ("108 carte", "4 jolly", "due coppie", "11 carte", "pozzetti", "K-A-2", "+200",
           "+100", "1000"),
}  # fmt: skip

NEW_GAME_OPTIONS = {
    "num_players": 2,
    "joker_value": 50,
    "sets_allowed": False,
    "set_canastas": True,
    "max_wilds_per_meld": 2,
    "wild_relocation": False,
    "close_requires": "clean",
    "de_mil_cumulative": True,
    "canasta_values": {"limpa": 300, "suja": 150, "de_mil": 500},
    "close_bonus": 200,
    "muerto_penalty": 50,
    "target_score": 3000,
}

#: A turn is a draw, then melds and a discard, one action each.
TAKES_BACK_IN_A_TURN = True

HINT_SEED = 4

NEXT_BEST_HINTS = True

#: Its score table: a column a team, the deal's counts and the match's total. A match to
#: 3000 takes bots many deals: the test plays its first two.
SCORE_MATCH = {"num_players": 4, "target_score": 3000}

SCORE_DEALS = 2

SCORE_COLUMNS = None

SCORE_TOTAL = "Total"

SCORE_LINES = ("Cards in melds", "Canasta bonuses", "Closing", "Cards held", "Muerto not taken")

SCORE_WINNER = None


#: Measured (see tests/house.py), in the deal points.
DEAL_POINTS = 325


# ----------------------------------------------------------------------- the review's grades
#: The person's team's run of hearts.
RUN_H = (0, "9H TH JH", (9, 10, 11))
#: The opponents' finished canasta (clean, seven diamonds).
THEIR_CANASTA = (1, "5D 6D 7D 8D 9D TD JD", (5, 6, 7, 8, 9, 10, 11))
#: The person's team's run of six spades: the seventh makes it a canasta.
SIX_SPADES = (0, "3S 4S 5S 6S 7S 8S", (3, 4, 5, 6, 7, 8))


def review_state(hand: str, **kw: Any) -> Callable[[], Any]:
    """A builder of a deal, the person holding `hand` (`kw`: the rest of the scenario;
    `both_taken`: both teams have taken their muerto)."""

    def build() -> Any:
        from app.games.canasta.packets import TAKEN, PacketFate
        from tests.games.buraco.helpers import scenario

        rest = dict(kw)
        if rest.pop("both_taken", False):
            rest.update(
                muertos=(0, 0), fates=[PacketFate(0, TAKEN, 0, 0), PacketFate(1, TAKEN, 1, 1)]
            )
        return scenario(hand=hand, **rest)

    return build


review_discard = discard_of("app.games.buraco.engine")


REVIEW_BLUNDERS = (
    # A 2 (wild) thrown away early, plain cards in hand.
    Decision("bu-discards-a-wild-card",
             review_state("2C 4H 9D KS 7C 6S", melds=[RUN_H], pile="3C", stock=30),
             review_discard("2C")),
    # The next opponent holds one card, his team has its canasta and its muerto; the Q♦
    # lays off on that canasta: he takes it and goes out.
    Decision("bu-hands-the-next-player-his-way-out",
             review_state("4H 9C KS QD 7C QD'", melds=[RUN_H, THEIR_CANASTA], stock=30,
                          both_taken=True, others={1: "3S"}),
             review_discard("QD")),
    # The 9♠ that makes the team's canasta of spades given away.
    Decision("bu-gives-away-the-canasta",
             review_state("9S 4H 9D KC 7C", melds=[SIX_SPADES], stock=30),
             review_discard("9S")),
)  # fmt: skip

REVIEW_HARMLESS = (
    Decision("bu-the-other-copy",
             review_state("4H 4H' 9C KS 7C 6S", melds=[RUN_H], stock=30),
             review_discard("4H'")),
)  # fmt: skip
