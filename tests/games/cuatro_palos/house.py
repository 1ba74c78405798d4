"""Cuatro Palos's data for the house tests (the names are those of `tests/house.py`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.core.cards import Card, card, cards
from tests.house import Decision

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


#: Measured (see tests/house.py), in the cards left.
DEAL_POINTS = 14


# ----------------------------------------------------------------------- the review's grades
def review_state(foundations: str, wastes: dict[int, str], **kw: Any) -> Callable[[], Any]:
    """Seat 0 on turn; every card not listed in the opponents' personal stocks (stock
    empty) or, with `stock_left`, that many of them in the central stock."""

    def build() -> Any:
        from app.games.cuatro_palos.rules import CuatroPalosOptions
        from tests.games.cuatro_palos.helpers import foundation, scenario

        rest_kw = dict(kw)
        stock_left = rest_kw.pop("stock_left", 0)
        pack = CuatroPalosOptions.coerce(rest_kw.get("options")).pack.build()
        listed = [c for t in foundations.split() for c in foundation(t)]
        listed += [c for t in wastes.values() for c in cards(t)]
        listed += [c for t in rest_kw.get("personal", {}).values() for c in cards(t)]
        if rest_kw.get("turned"):
            listed.append(card(rest_kw["turned"]))
        rest = [c for c in pack if c not in set(listed)]
        n = len(rest) - stock_left
        personal = dict(rest_kw.pop("personal", {}))
        spread = [s for s in (1, 2, 3) if s not in personal]
        for i, s in enumerate(spread):
            part = rest[i * n // len(spread) : (i + 1) * n // len(spread)]
            personal[s] = " ".join(str(c) for c in part)
        return scenario(
            stock=rest[n:], foundations=foundations, wastes=wastes, personal=personal,
            to_play=0, **rest_kw,
        )  # fmt: skip

    return build


def review_play(kind: str, to: str) -> Callable[[], Any]:
    """The engine's action `kind`, to the pile `to` (none when empty)."""

    def action() -> Any:
        from app.games.cuatro_palos import engine

        return getattr(engine, kind)(to) if to else getattr(engine, kind)()

    return action


REVIEW_BLUNDERS = (
    # No forced play, the turned 5♥ goes up on its foundation and the own pile
    # (6♥ 7♥ 8♥ 9♥) follows, out of cards; kept on the own pile instead.
    Decision("cp-keeps-a-card-its-foundation-takes",
             review_state("4H", {0: "9H 8H 7H 6H", 1: "QD 4C", 2: "KS", 3: "8D"},
                          turned="5H", options={"forced_play": False}),
             review_play("Keep", "")),
    # A position reached in play, seed 2: the stock gone, the 6♦ loaded onto the pile
    # that feeds the others' chains instead of the next player's.
    Decision("cp-feeds-the-wrong-pile",
             review_state("2H 3S 4D 3C",
                          {0: "8C TD JS QS JH QD KD QH JC 5C 6C 5D 4C 3H 4H 5S 6D", 1: "KH",
                           2: "7H 8H 9C TC 9S TS 9H 8S 7D", 3: "9D 8D 7S 6H 7C"},
                          personal={0: "5H KS 4S", 2: "6S", 3: "TH KC QC JD"}, turn=45),
             review_play("PlayWaste", "w:2")),
)  # fmt: skip

REVIEW_HARMLESS = (
    # Two destinations that both go out.
    Decision("cp-two-ways-out",
             review_state("4H", {0: "9C 6H 5H", 1: "QD 4C", 2: "KS", 3: "8D"}),
             review_play("PlayWaste", "f:H")),
)  # fmt: skip
