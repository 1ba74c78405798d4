"""The canasta family's hint reasons (app/games/canasta/hints.py), fact by fact: when the
pile is worth taking or not, what makes a discard safe, what completes a book or a
canasta, and how many cards leave the hand — in Buraco and in Mano y Pie."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from app.core.cards import card_text, cards
from app.games.buraco import engine as bu
from app.games.buraco.rules import BuracoOptions
from app.games.canasta import hints
from app.games.canasta.melds import judge_run, judge_set
from app.games.mano_y_pie import engine as myp
from app.games.mano_y_pie.rules import ManoYPieOptions

BU_RULES = BuracoOptions().family
MYP_RULES = ManoYPieOptions().family


def _set(text: str, team: int, rules=BU_RULES):
    meld = judge_set(cards(text), rules, team)
    assert not hasattr(meld, "code"), meld
    return meld


def _run(text: str, start: int, team: int, rules=BU_RULES):
    group = cards(text)
    meld = judge_run(group, list(range(start, start + len(group))), rules, team)
    assert not hasattr(meld, "code"), meld
    return meld


def _view(melds, team=0):
    return SimpleNamespace(melds=tuple(melds), team=team)


def bu_reason(view, action, pile=5, take_possible=True):
    return hints.family_reason(
        view, action, bu.FAMILY_ACTIONS, BU_RULES, pile, hints.CANASTA, take_possible
    )


def myp_reason(view, action, pile=5, take_possible=True):
    return hints.family_reason(
        view, action, myp.FAMILY_ACTIONS, MYP_RULES, pile, hints.BOOK, take_possible
    )


def said(words) -> str:
    return card_text(words) if hasattr(words, "suit") else str(words)


def test_drawing_says_whether_the_pile_was_worth_taking() -> None:
    view = _view([])
    assert bu_reason(view, bu.Draw()) == hints.DRAW
    assert said(hints.DRAW) == "draw from the stock: the pile is not worth taking now"
    # Nothing to weigh it against: no pile to take.
    assert bu_reason(view, bu.Draw(), pile=0, take_possible=False) == hints.DRAW_ONLY
    assert myp_reason(view, myp.Draw(), take_possible=False) == hints.DRAW_ONLY
    assert myp_reason(view, myp.Draw(), take_possible=True) == hints.DRAW
    # By default taking is open: a draw passed the pile over.
    default = hints.family_reason(view, bu.Draw(), bu.FAMILY_ACTIONS, BU_RULES, 5)
    assert default == hints.DRAW


def test_taking_the_pile_counts_what_it_brings() -> None:
    view = _view([_set("9S 9D 9C", 0)])
    take = bu.TakePile(cards("KH KS KD"))
    words = bu_reason(view, take, pile=8)
    assert words.count == 8
    assert said(words) == "take the pile with K♥ K♠ K♦: it brings 8 card(s)"
    # Onto a meld that stays short of a canasta: no canasta is promised.
    onto = bu.TakePile(cards("9H"), onto=0)
    words = bu_reason(view, onto, pile=3)
    assert said(words) == "take the pile with 9♥: it brings 3 card(s)" and words.count == 3


@pytest.mark.parametrize(("size", "completes"), [(4, False), (5, False), (6, True), (7, False)])
def test_taking_the_pile_onto_a_meld_says_when_it_completes_a_canasta(size, completes) -> None:
    """Buraco's canasta is 7 cards: a meld of 6 plus the top card completes one, a meld
    of 5 does not, a canasta already made is not completed again."""
    run = _run(" ".join(f"{r}H" for r in (3, 4, 5, 6, 7, 8, 9)[:size]), 3, 0)
    view = _view([_set("QS QD QC", 1), run])
    top = cards("10H" if size == 7 else f"{size + 3}H")
    words = bu_reason(view, bu.TakePile(top, onto=1), pile=4)
    expected = (
        f"take the pile with {said(top[0])}: it completes a canasta and brings 4 card(s)"
        if completes
        else f"take the pile with {said(top[0])}: it brings 4 card(s)"
    )
    assert said(words) == expected and words.count == 4


def test_mano_y_pies_take_counts_the_new_melds_and_the_cards_added() -> None:
    book = _set("8S 8D 8C 8H 8S' 8D'", 0, MYP_RULES)  # six of a book of seven
    view = _view([book])
    take = myp.TakePile(melds=(), onto=0, added=cards("8C'"))
    words = myp_reason(view, take, pile=7)
    assert said(words) == "take the pile with 8♣: it completes a book and brings 7 card(s)"
    both = myp.TakePile(melds=(tuple(cards("KH KS KD")),), onto=0, added=cards("8C'"))
    assert said(myp_reason(view, both, pile=7)) == (
        "take the pile with K♥ K♠ K♦ 8♣: it completes a book and brings 7 card(s)"
    )
    new = myp.TakePile(melds=(tuple(cards("KH KS KD")), tuple(cards("5C 5D 5H"))))
    assert said(myp_reason(view, new, pile=7)) == (
        "take the pile with K♥ K♠ K♦ 5♣ 5♦ 5♥: it brings 7 card(s)"
    )


def test_a_meld_counts_the_cards_out_of_the_hand() -> None:
    meld = bu.Meld((tuple(cards("KH KS KD")), tuple(cards("5C 6C 7C 8C"))))
    words = bu_reason(_view([]), meld)
    assert words.count == 7
    assert said(words) == "lay down K♥ K♠ K♦ and 5♣ 6♣ 7♣ 8♣: 7 card(s) out of your hand"


@pytest.mark.parametrize(("size", "adding", "completes"), [(5, 1, False), (5, 2, True), (6, 1, True), (6, 2, True), (4, 2, False)])  # fmt: skip
def test_a_lay_off_says_when_it_completes_a_canasta(size, adding, completes) -> None:
    run = _run(" ".join(f"{r}S" for r in range(3, 3 + size)), 3, 0)
    added = cards(" ".join(f"{r}S" for r in range(3 + size, 3 + size + adding)))
    words = bu_reason(_view([run]), bu.LayOff(0, added))
    shown = " ".join(card_text(c) for c in added)
    if completes:
        assert said(words) == f"add {shown} to your meld: it completes a canasta"
    else:
        assert said(words) == f"add {shown} to your meld: {adding} card(s) out of your hand"
        assert words.count == adding


def test_adding_to_a_canasta_already_made_completes_nothing() -> None:
    run = _run("3S 4S 5S 6S 7S 8S 9S", 3, 0)
    words = bu_reason(_view([run]), bu.LayOff(0, cards("10S")))
    assert said(words) == "add 10♠ to your meld: 1 card(s) out of your hand"
    book = _set("8S 8D 8C 8H 8S' 8D' 8C'", 0, MYP_RULES)
    assert said(myp_reason(_view([book]), myp.LayOff(0, cards("8H'")))) == (
        "add 8♥ to your meld: 1 card(s) out of your hand"
    )


def test_a_discard_is_safe_when_no_meld_of_the_other_team_takes_it() -> None:
    ours = _set("7S 7D 7C", 0)
    theirs = _set("QS QD QC", 1)
    run = _run("4H 5H 6H", 4, 1)
    view = _view([ours, theirs, run], team=0)
    safe = "the other team has no meld it fits"
    spare = "the card your melds need least"
    # 9♣ fits nothing; 7♥ fits only our own set (and their run, see below).
    assert said(bu_reason(view, bu.Discard(cards("9C")[0]))) == f"discard 9♣: {safe}"
    assert said(bu_reason(_view([ours, theirs], 0), bu.Discard(cards("7H")[0]))) == (
        f"discard 7♥: {safe}"
    )
    # Q♥ fits their set, 7♥ and 3♥ their run's two ends.
    for text, shown in (("QH", "Q♥"), ("7H", "7♥"), ("3H", "3♥")):
        assert said(bu_reason(view, bu.Discard(cards(text)[0]))) == f"discard {shown}: {spare}"
    # The same table seen from the other team: its own melds make nothing unsafe.
    other = _view([ours, theirs, run], team=1)
    assert said(bu_reason(other, bu.Discard(cards("QH")[0]))) == f"discard Q♥: {safe}"
    assert said(bu_reason(other, bu.Discard(cards("7H")[0]))) == f"discard 7♥: {spare}"
    # Mano y Pie: a card that would fit the other team's set.
    sixes = _set("6S 6D 6C", 1, MYP_RULES)
    mview = _view([sixes], team=0)
    assert said(myp_reason(mview, myp.Discard(cards("6H")[0]))) == f"discard 6♥: {spare}"
    assert said(myp_reason(mview, myp.Discard(cards("5H")[0]))) == f"discard 5♥: {safe}"


def test_an_action_with_no_reason_gets_none() -> None:
    assert bu_reason(_view([]), myp.AskToGoOut()) is None
