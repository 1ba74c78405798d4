"""Buraco positions where a partner's move would be a blunder (tests/games/blunders.py):
the hard and normal bots must never make them. P0 (team A, with P2) is to play unless a
position says otherwise; P1, the next opponent, is team B."""

from __future__ import annotations

from app.core.cards import card, cards
from app.games.buraco.engine import Buraco, Discard, Draw, TakePile
from app.games.canasta.melds import CLEAN, SET_READING, THOUSAND, completed_kind
from app.games.canasta.packets import TAKEN, PacketFate

from ..blunders import Blunder
from .helpers import PLAY, scenario

RUN_H = (0, "9H TH JH", (9, 10, 11))
LIMPA_A = (0, "3S 4S 5S 6S 7S 8S 9S", (3, 4, 5, 6, 7, 8, 9))
LIMPA_B = (1, "5D 6D 7D 8D 9D TD JD", (5, 6, 7, 8, 9, 10, 11))
#: Both teams' muertos taken: running out closes the deal (§5.5).
BOTH_TAKEN = [PacketFate(0, TAKEN, 0, 0), PacketFate(1, TAKEN, 1, 1)]
#: A pile worth taking: nine cards, none of them wild.
BIG_PILE = "8S 9H 4S 7D 5C TD JS 6D AH"


def fed_nines() -> Buraco:
    """P1 (the next opponent) took a pile holding 9C and 9C' and still has them; P0 is
    to discard from 9D 5H 6H 7S 7S' KS 5C, where 9D is the one card that connects with
    nothing — and the one that lets P1 take the pile with his two nines."""
    state = scenario(
        hand="4C 9D 5H 6H 7S 7S' 8D",
        others={1: "8S 8S' QD JC 3H", 2: "9C 6C 4H 7C 3D", 3: "9C' 5S TS JD 3C"},
        stock="AD AH AS KS KD 5D 5C 6S 6D 7D",
        phase=PLAY,
    )
    for action in [
        Discard(card("4C")),
        Draw(),
        Discard(card("QD")),
        Draw(),
        Discard(card("9C")),
        Draw(),
        Discard(card("9C'")),
        Draw(),
        Discard(card("8D")),
        TakePile(tuple(cards("8D 8S 8S'")), SET_READING),
        Discard(card("QD")),
        Draw(),
        Discard(card("3D")),
        Draw(),
        Discard(card("3C")),
        Draw(),
    ]:
        state.play(action)
    return state


def _clean_canastas(state: Buraco, team: int) -> int:
    fam = state.options.family
    return sum(
        1 for m in state.melds if m.team == team and completed_kind(m, fam) in (CLEAN, THOUSAND)
    )


def dirties_a_clean_canasta(before: Buraco, action) -> bool:
    after = before.clone()
    team = before.teams[before.to_play]
    after.play(action)
    return _clean_canastas(after, team) < _clean_canastas(before, team)


def discards(*faces: str):
    """A discard of one of these very cards."""
    wanted = set(cards(" ".join(faces)))
    return lambda before, action: isinstance(action, Discard) and action.card in wanted


def did_not_close(state: Buraco) -> bool:
    return state.result is None


BLUNDERS = [
    Blunder(
        "BU-B01",
        "You laid the joker on our clean canasta: it is worth 100 now, not 200.",
        lambda: scenario(hand="JK 4D 9D KC 7H", melds=[LIMPA_A], pile="8C", stock=30),
        never=dirties_a_clean_canasta,
    ),
    Blunder(
        "BU-B02",
        "He picked up two nines with the pile, and you gave him a nine on top of it.",
        fed_nines,
        never=discards("9D"),
    ),
    Blunder(
        "BU-B03",
        "Their clubs run to the queen: your king of clubs handed them nine cards.",
        lambda: scenario(
            hand="KC 4D 5S 6H 3H", pile=BIG_PILE, melds=[(1, "9C TC JC QC", (9, 10, 11, 12))]
        ),
        never=discards("KC"),
    ),
    Blunder(
        "BU-B04",
        "A joker on a pile of nine: any of their melds takes it, and the pile with it.",
        lambda: scenario(
            hand="JK 4D 9S KC 7H", pile=BIG_PILE, melds=[(1, "QD KD AD", (12, 13, 14))]
        ),
        never=discards("JK"),
    ),
    Blunder(
        "BU-B05",
        "We were ahead with a canasta and you could close: why play on?",
        lambda: scenario(
            hand="QH 3C",
            melds=[RUN_H, LIMPA_A],
            muertos=(0, 0),
            fates=BOTH_TAKEN,
            others={1: "4D 8C TS QS KD", 3: "5C 9C JD 6H 7D"},
        ),
        ends=did_not_close,
    ),
    Blunder(
        "BU-B06",
        "Our hearts ran six long and you threw the ten away: that was our canasta.",
        lambda: scenario(
            hand="TH 4D 5C KS", melds=[(0, "4H 5H 6H 7H 8H 9H", (4, 5, 6, 7, 8, 9))], pile="8C"
        ),
        never=discards("TH"),
    ),
]
