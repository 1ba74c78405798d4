"""Mano y Pie positions where a partner's move would be a blunder (tests/games/blunders.py):
the hard and normal bots must never make them. P0 (team A, with P2) is to play unless a
position says otherwise; P1, the next opponent, is team B."""

from __future__ import annotations

from app.core.melds import is_wild
from app.games.mano_y_pie.engine import AskToGoOut, Discard, LayOff, ManoYPie, Refuse

from ..blunders import Blunder
from .helpers import scenario
from .test_scenarios import CONTRACT

#: Eight clean books for the other team: more than the contract's 3,100 and its cards.
FAR_BEHIND = [(1, f"{r}*7") for r in ("Q", "J", "T", "7", "6", "4", "Q", "J")]
#: Team A's open melds late in a deal traced at seed `endings` (deal 27, turn 47; HF-B08):
#: a clean five of sixes, a dirty three of sevens and four more ranks.
WALK_TO_FOOT = [(0, "6 6 6 6 6"), (0, "7 7 2"), (0, "5 5 5 5 5"), (0, "T T T T T"),
                (0, "4 4 4 4 4 4"), (0, "K K K")]  # fmt: skip
#: Two dirty books made and a clean six of queens waiting for its seventh natural.
DIRTY_DONE = [(0, "A*5 JK JK"), (0, "8*6 2"), (0, "Q*6")]


def _ready(held: str = "9 9 9 4", melds=CONTRACT, **kw) -> ManoYPie:
    """HF-T15's position: team A's contract made, both partners on their feet."""
    return scenario(held, melds=melds, on_foot=[0, 2], foot_discarded=[2], **kw)


def _asked(partner_holds: str) -> ManoYPie:
    """P0, far ahead (the contract's books against nothing), has asked to go out; P2, who
    holds `partner_holds`, answers."""
    state = _ready(others={2: partner_holds})
    state.play(AskToGoOut())
    return state


def asks(before: ManoYPie, action) -> bool:
    return isinstance(action, AskToGoOut)


def discards_rank(rank: int):
    return lambda before, action: isinstance(action, Discard) and action.card.rank == rank


def refuses(before: ManoYPie, action) -> bool:
    return isinstance(action, Refuse)


def spoils_a_clean_book(before: ManoYPie, action) -> bool:
    """A wild card laid on the team's clean meld one natural short of a clean book."""
    if not isinstance(action, LayOff):
        return False
    fam = before.options.family
    meld = before.melds[action.meld]
    short = len(meld.cards) == fam.book_size - 1 and meld.wild_count(fam) == 0
    return short and any(is_wild(c, fam.meld_rules) for c in action.cards)


def _took_nines() -> ManoYPie:
    """P1, the next opponent, took the pile with two nines he still holds; P0 holds a nine."""
    state = scenario(
        "9 4 K K 6",
        others={1: "9 9 5 6 7"},
        pile="5 6 7 8 J T",
        stock=60,
        initial_melded=[True, True],
    )
    state.taken = [(7, 1, tuple(c for c in state.hands[1] if c.rank == 9))]
    return state


def did_not_go_out(state: ManoYPie) -> bool:
    return state.result is None or state.result.went_out is None


def still_on_hand(state: ManoYPie) -> bool:
    return not state.on_foot(0)


BLUNDERS = [
    Blunder(
        "HF-B01",
        "We were thousands ahead and you would not let me go out.",
        lambda: _asked("A A JK K Q"),
        never=refuses,
    ),
    Blunder(
        "HF-B02",
        "We needed clean books, not a third dirty one: the queens wanted one more queen.",
        lambda: scenario("JK 4 K 9 6", melds=DIRTY_DONE, pile="6 5", stock=100),
        never=spoils_a_clean_book,
    ),
    Blunder(
        "HF-B03",
        "Our books were done, we were far ahead, and you held three nines and a four: "
        "ask and go out.",
        lambda: _ready("9 9 9 4", others={2: "4 5"}),
        ends=did_not_go_out,
    ),
    Blunder(
        "HF-B04",
        "They had eight clean books to our five: going out ended the deal thousands behind.",
        lambda: _ready("9 9 9 4", others={2: "4 5"}, melds=[*CONTRACT, *FAR_BEHIND]),
        never=asks,
    ),
    Blunder(
        "HF-B09",
        "The stock was down to its last two cards, so the deal was ending whatever we did: "
        "you could have gone out for a hundred, and you played on for nothing.",
        lambda: _ready("9 9 9 4", others={2: "4 5"}, melds=[*CONTRACT, *FAR_BEHIND], stock=2),
        ends=did_not_go_out,
    ),
    Blunder(
        "HF-B05",
        "You threw away the seventh queen: that was a clean book, 500 points.",
        lambda: scenario("Q 4 K 9 6", melds=DIRTY_DONE, pile="6 5", stock=100),
        never=discards_rank(12),
    ),
    Blunder(
        "HF-B06",
        "Our books were done and I was waiting on my foot: you had a jack and a queen for "
        "our jacks and queens and an eight, and you threw the eight and kept them.",
        lambda: scenario(
            "J Q 8", melds=[*CONTRACT, (0, "J J J"), (0, "Q Q Q")], on_foot=[2], stock=24
        ),
        ends=still_on_hand,
    ),
    Blunder(
        "HF-B07",
        "He had just taken the pile with two nines in it, and you threw him a nine.",
        _took_nines,
        never=discards_rank(9),
    ),
    Blunder(
        "HF-B08",
        "Our books were done and I was waiting on my foot: you had a six and a seven for our "
        "open sixes and sevens, and you threw the six instead of laying it off and "
        "picking up your foot.",
        lambda: scenario(
            "7S 6S",
            melds=[*CONTRACT, *WALK_TO_FOOT],
            on_foot=[1, 2, 3],
            foot_discarded=[1, 2, 3],
            stock=68,
            deal_index=3,
        ),
        ends=still_on_hand,
    ),
]
