"""The game log's sentences for the rare moves a whole deal between bots may not show:
the stock's last card, a muerto taken for the next turn or turned into the stock, the
foot picked up, one seat answering another's request to go out, a first meld that opens,
a card played on the person's own pile in Cuatro Palos.

Each teller reads only a few fields of its views; these tests give it those fields
(`SimpleNamespace`), so that every branch is told exactly, by seat and name."""

from __future__ import annotations

from types import SimpleNamespace

from app.core.cards import cards
from app.core.narration import Narrator
from app.games.buraco import narration as bu
from app.games.buraco.engine import Discard as BuDiscard
from app.games.buraco.engine import Draw as BuDraw
from app.games.canasta.packets import TAKEN, PacketFate
from app.games.cuatro_palos import engine as cp_engine
from app.games.cuatro_palos import narration as cp
from app.games.mano_y_pie import narration as myp
from app.games.mano_y_pie.engine import AskToGoOut, Grant, Refuse
from app.games.mano_y_pie.engine import Discard as MypDiscard
from app.games.mano_y_pie.engine import Draw as MypDraw
from app.games.scala40 import narration as s40
from app.games.scala40.engine import DrawStock, Meld, TakeDiscard

NAMES = ("You", "Ana", "Bruno", "Carla")
N = Narrator(NAMES, 0)


def said(words) -> str:
    return " ".join(str(w) for w in words)


# --------------------------------------------------------------------------- canasta family


def _family_view(**fields) -> SimpleNamespace:
    base = dict(stock_count=10, hand=(), melds=(), pile=(), options=None)
    return SimpleNamespace(**(base | fields))


def _bu_view(fates=(), **fields) -> SimpleNamespace:
    return _family_view(**(dict(pile_size=0, pile_top=None, fates=tuple(fates)) | fields))


def test_the_stocks_last_card_is_drawn_and_named_to_the_person_only() -> None:
    before = _bu_view(stock_count=1, hand=tuple(cards("5H 9S")))
    after = _bu_view(stock_count=0, hand=tuple(cards("5H 9S KD")))
    assert said(bu.tell(N, 0, BuDraw(), before, after)) == "You drew K♦."
    # Another seat's draw of the last card: a draw, its card unnamed.
    other = _bu_view(stock_count=0, hand=tuple(cards("5H 9S")))
    assert said(bu.tell(N, 2, BuDraw(), before, other)) == "Bruno drew from the stock."


def test_a_draw_with_no_stock_left_is_a_pile_refused() -> None:
    before = _family_view(stock_count=0, pile=tuple(cards("4C")), turn=9, phase="x")
    before.red3s = ()
    before.on_foot = (True, True, True, True)
    before.turn_seat = 1
    before.options = SimpleNamespace(pickup_count=7)
    after = _family_view(stock_count=0, red3s=(), on_foot=(True,) * 4)
    assert said(myp.tell(N, 1, MypDraw(), before, after)) == "Ana did not take the pile."
    assert said(myp.tell(N, 0, MypDraw(), before, after)) == "You did not take the pile."


def test_the_stocks_last_card_turns_a_muerto_into_the_stock() -> None:
    before = _bu_view(stock_count=1, fates=[PacketFate(0), PacketFate(1, TAKEN, 1, 1)])
    after = _bu_view(stock_count=11, fates=[PacketFate(0).as_stock(), PacketFate(1, TAKEN, 1, 1)])
    assert said(bu.tell(N, 3, BuDraw(), before, after)) == (
        "Carla drew from the stock. The stock ran out: a muerto is the stock now."
    )


def test_a_muerto_taken_now_or_for_the_next_turn() -> None:
    card = cards("7C")[0]
    untaken = [PacketFate(0), PacketFate(1)]
    now = [PacketFate(0), PacketFate(1).taken_by(1, 1, pending=False)]
    later = [PacketFate(0).taken_by(2, 0, pending=True), PacketFate(1)]
    # Ana went out of her hand by discarding: she plays on with the muerto.
    assert said(bu.tell(N, 1, BuDiscard(card), _bu_view(untaken), _bu_view(now))) == (
        "Ana discarded 7♣. Ana took the muerto and plays on."
    )
    # Bruno's muerto waits for his next turn; then taking it up is no new sentence.
    assert said(bu.tell(N, 2, BuDiscard(card), _bu_view(untaken), _bu_view(later))) == (
        "Bruno discarded 7♣. Bruno took the muerto (picked up next turn)."
    )
    assert said(bu.tell(N, 0, BuDiscard(card), _bu_view(untaken), _bu_view(later))) == (
        "You discarded 7♣. You took the muerto: it is yours at the start of your next turn."
    )
    picked = [PacketFate(0).taken_by(2, 0, pending=False), PacketFate(1)]
    assert said(bu.tell(N, 2, BuDraw(), _bu_view(later), _bu_view(picked))) == (
        "Bruno drew from the stock."
    )
    # A muerto that does not change is not told.
    assert said(bu.tell(N, 2, BuDraw(), _bu_view(now), _bu_view(now))) == (
        "Bruno drew from the stock."
    )


def _myp_view(**fields) -> SimpleNamespace:
    base = dict(
        turn=5,
        phase="play",
        turn_seat=1,
        red3s=(),
        on_foot=(False, False, False, False),
        options=SimpleNamespace(pickup_count=7, family=None),
    )
    return _family_view(**(base | fields))


def test_the_foot_picked_up_is_told_for_the_seat_that_picked_it_up() -> None:
    card = cards("9D")[0]
    before = _myp_view()
    after = _myp_view(on_foot=(False, False, True, False))
    assert said(myp.tell(N, 2, MypDiscard(card), before, after)) == (
        "Bruno discarded 9♦. Bruno picked up the foot."
    )
    mine = _myp_view(on_foot=(True, False, False, False))
    assert said(myp.tell(N, 0, MypDiscard(card), before, mine)) == (
        "You discarded 9♦. You picked up the foot."
    )
    # Another seat already on its foot: nothing new.
    assert said(myp.tell(N, 0, MypDiscard(card), after, after)) == "You discarded 9♦."


def test_red_3s_placed_are_counted_by_seat() -> None:
    r3 = cards("3H 3D 3H'")
    before = _myp_view(red3s=((1, r3[0]),))
    after = _myp_view(red3s=((1, r3[0]), (2, r3[1]), (3, r3[2]), (2, r3[2])))
    assert said(myp.tell(N, 2, MypDraw(), before, after)) == (
        "Bruno drew from the stock. Bruno placed 2 red 3s. Carla placed a red 3."
    )
    # The first seat's dealt red 3s are told before the deal's first action only.
    first = _myp_view(turn=0, phase="draw", red3s=((0, r3[0]),))
    assert said(myp.tell(N, 0, MypDraw(), first, first)) == (
        "You placed a red 3. You drew from the stock."
    )
    later = _myp_view(turn=1, phase="draw", red3s=((0, r3[0]),))
    assert said(myp.tell(N, 0, MypDraw(), later, later)) == "You drew from the stock."
    playing = _myp_view(turn=0, phase="play", red3s=((0, r3[0]),))
    assert said(myp.tell(N, 0, MypDraw(), playing, playing)) == "You drew from the stock."


def test_one_bot_answers_another_bots_request_to_go_out() -> None:
    asking = _myp_view(turn_seat=1)  # Ana asked; Carla, her partner, answers
    assert said(myp.tell(N, 3, Grant(), asking, asking)) == "Carla said yes: Ana may go out."
    assert said(myp.tell(N, 3, Refuse(), asking, asking)) == "Carla said no: Ana plays on."
    # The person answers a partner's request.
    partner = _myp_view(turn_seat=2)
    assert said(myp.tell(N, 0, Grant(), partner, partner)) == "You said yes: Bruno may go out."
    assert said(myp.tell(N, 0, Refuse(), partner, partner)) == "You said no: Bruno plays on."
    # A partner answers the person.
    mine = _myp_view(turn_seat=0)
    assert said(myp.tell(N, 2, Grant(), mine, mine)) == "Bruno said yes: you may go out."
    assert said(myp.tell(N, 2, Refuse(), mine, mine)) == (
        "Bruno said no: you cannot go out this turn."
    )
    assert said(myp.tell(N, 1, AskToGoOut(), asking, asking)) == "Ana asked to go out."
    assert said(myp.tell(N, 0, AskToGoOut(), mine, mine)) == "You asked to go out."


def test_mano_y_pie_takes_at_most_its_pickup_count_of_the_pile() -> None:
    from app.games.mano_y_pie.engine import TakePile

    pile = tuple(cards("4C 5C 6C 7C 8C 9C 10C JC QC KH"))
    before = _myp_view(pile=pile)
    words = myp.tell(N, 1, TakePile(), before, before)
    assert str(words[0]) == "Ana took the pile (7 card(s)), melding K♥."
    short = _myp_view(pile=pile[:3])
    assert str(myp.tell(N, 1, TakePile(), short, short)[0]) == (
        "Ana took the pile (3 card(s)), melding 6♣."
    )
    empty = _myp_view(pile=())
    assert str(myp.tell(N, 1, TakePile(), empty, empty)[0]) == (
        "Ana took the pile (0 card(s)), melding ?."
    )


# --------------------------------------------------------------------------- Scala 40


def test_a_first_meld_is_an_opening_and_later_ones_are_laid_down() -> None:
    melds = (tuple(cards("5S 6S 7S")),)
    closed = SimpleNamespace(opened=(False, False, False, False))
    opened = SimpleNamespace(opened=(False, True, False, False))
    assert said(s40.tell(N, 1, Meld(melds), closed, closed)) == "Ana opened with 5♠ 6♠ 7♠."
    assert said(s40.tell(N, 1, Meld(melds), opened, opened)) == "Ana laid down 5♠ 6♠ 7♠."
    assert said(s40.tell(N, 0, Meld(melds), opened, opened)) == "You opened with 5♠ 6♠ 7♠."


def test_taking_the_discard_to_open_says_so() -> None:
    view = SimpleNamespace(discard_top=cards("QH")[0])
    opening = TakeDiscard(open_with=(tuple(cards("QH QS QD")),))
    assert said(s40.tell(N, 2, opening, view, view)) == "Bruno took Q♥ and opened."
    assert said(s40.tell(N, 2, TakeDiscard(), view, view)) == "Bruno took Q♥ from the discard pile."
    unknown = SimpleNamespace(discard_top=None)
    assert (
        said(s40.tell(N, 0, TakeDiscard(), unknown, unknown)) == "You took ? from the discard pile."
    )


def test_scala_40_draws_name_the_persons_card_only() -> None:
    before = SimpleNamespace(hand=tuple(cards("2C")))
    after = SimpleNamespace(hand=tuple(cards("2C 8H")))
    assert said(s40.tell(N, 0, DrawStock(), before, after)) == "You drew 8♥."
    assert said(s40.tell(N, 1, DrawStock(), before, after)) == "Ana drew from the stock."


# --------------------------------------------------------------------------- Cuatro Palos


def _cp_view(wastes, to_play=1, turned=None) -> SimpleNamespace:
    view = SimpleNamespace(wastes=wastes, to_play=to_play, turned=turned)
    view.waste_top = lambda seat: view.wastes[seat][-1] if view.wastes[seat] else None
    return view


def test_another_seat_playing_on_your_pile_is_told_as_yours() -> None:
    five, six = cards("5H 6C")
    wastes = ((), (five,), (), ())
    view = _cp_view(wastes, to_play=1)
    on_yours = cp_engine.PlayWaste(cp_engine.waste_to(0))
    assert said(cp.tell(N, 1, on_yours, view, view)) == "Ana played 5♥ on your pile."
    on_bruno = cp_engine.PlayWaste(cp_engine.waste_to(2))
    assert said(cp.tell(N, 1, on_bruno, view, view)) == "Ana played 5♥ on Bruno's pile."
    turned = _cp_view(wastes, to_play=0, turned=six)
    mine = cp_engine.PlayTurned(cp_engine.waste_to(3))
    assert said(cp.tell(N, 0, mine, turned, turned)) == "You played 6♣ on Carla's pile."
    on_suit = cp_engine.PlayTurned(cp_engine.foundation_to("C"))
    assert said(cp.tell(N, 0, on_suit, turned, turned)) == "You played 6♣ on the ♣ foundation."
    # A destination the narration does not know is said as the engine names it.
    odd = cp_engine.PlayTurned("x:9")
    assert said(cp.tell(N, 0, odd, turned, turned)) == "You played 6♣ x:9."


def test_cuatro_palos_turns_and_keeps() -> None:
    six = cards("6C")[0]
    wastes = ((), (), (), ())
    before = _cp_view(wastes, to_play=2, turned=six)
    assert said(cp.tell(N, 2, cp_engine.Keep(), before, before)) == (
        "Bruno kept 6♣ on the waste pile."
    )
    hidden = _cp_view(wastes, to_play=2, turned=None)
    assert said(cp.tell(N, 2, cp_engine.Turn(), hidden, hidden)) == "Bruno turned a card."
    assert said(cp.tell(N, 2, cp_engine.Turn(), hidden, before)) == "Bruno turned 6♣."
    # Nothing to move (no turned card, an empty waste pile): no sentence.
    assert cp.tell(N, 2, cp_engine.Keep(), hidden, hidden) == ()
    nobody = _cp_view(((six,), (), (), ()), to_play=None)
    assert cp.tell(N, 0, cp_engine.PlayWaste(cp_engine.waste_to(1)), nobody, nobody) == ()


# --------------------------------------------------------------------------- Quita y Pon


def _qp_moves(before: str, after: str) -> list[tuple[str, str, str]]:
    from app.core.cards import cards_text
    from app.games.quita_y_pon.narration import moved

    groups = [tuple(cards(g)) for g in before.split("|")]
    new = [tuple(cards(g)) for g in after.split("|")]
    return [(cards_text(c), cards_text(s), str(t)) for c, s, t in moved(groups, new)]


def test_a_hand_copy_of_a_table_card_is_no_move() -> None:
    # 8♥ stayed in its set; the second 8♥ came from the hand into a new run.
    assert _qp_moves("8S 8D 8H|5C 6C 7C", "8S 8D 8H|5C 6C 7C|8H' 9H 10H") == []
    # 8♥ left the run for the set; its twin from the hand is placed, not moved.
    assert _qp_moves("5H 6H 7H 8H|8S 8D 8C", "5H 6H 7H|8S 8D 8C 8H|8H' 9H 10H") == [
        ("8♥", "5♥ 6♥ 7♥ 8♥", "8♠ 8♦ 8♣")
    ]


def test_an_action_a_teller_does_not_know_is_told_as_nothing() -> None:
    """A teller's answer is always a sequence (the log iterates over it): an action of
    another game is told as no sentence, not as None."""
    view = SimpleNamespace(opened=(True,) * 4, hand=(), discard_top=None, table=())
    assert s40.tell(N, 1, cp_engine.Turn(), view, view) == ()
    assert cp.tell(N, 1, Meld(()), _cp_view(((),) * 4), _cp_view(((),) * 4)) == ()
    assert bu.tell(N, 1, cp_engine.Turn(), _bu_view(), _bu_view()) == ()
    assert myp.tell(N, 1, cp_engine.Turn(), _myp_view(), _myp_view()) == ()


# --------------------------------------------------------------------------- canasta family's melds


def _bu_rules():
    from app.games.buraco.rules import BuracoOptions

    return BuracoOptions().family


def _judged(text: str, start: int | None = None, team: int = 0):
    from app.games.canasta.melds import judge_run, judge_set

    group = cards(text)
    rules = _bu_rules()
    if start is None:
        meld = judge_set(group, rules, team)
    else:
        meld = judge_run(group, list(range(start, start + len(group))), rules, team)
    assert not hasattr(meld, "code"), meld
    return meld


def test_taking_the_pile_tells_the_melds_it_grew_and_the_ones_it_laid() -> None:
    from app.games.buraco.engine import TakePile

    options = SimpleNamespace(family=_bu_rules())
    queens, fours = _judged("QS QD QC"), _judged("4S 4D 4C")
    before = _bu_view(melds=(queens, fours), options=options, pile_size=5, pile_top=cards("QH")[0])
    grown = _judged("QS QD QC QH")
    run = _judged("5C 6C 7C", 5)
    after = _bu_view(melds=(grown, fours, run), options=options)
    words = bu.tell(N, 1, TakePile(cards("QH")), before, after)
    assert [str(w) for w in words] == [
        "Ana took the pile (5 card(s)), melding Q♥.",
        "Ana added Q♥ to Q♠ Q♦ Q♣.",
        "Ana laid down 5♣ 6♣ 7♣.",
    ]
    assert words[0].count == 5
    # Only laid down: nothing grew.
    only = _bu_view(melds=(queens, fours, run), options=options)
    assert [str(w) for w in bu.tell(N, 0, TakePile(cards("QH")), before, only)] == [
        "You took the pile (5 card(s)), melding Q♥.",
        "You laid down 5♣ 6♣ 7♣.",
    ]


def test_a_natural_card_that_takes_a_wild_cards_place_moves_it_to_an_end() -> None:
    from app.games.buraco.engine import LayOff

    options = SimpleNamespace(family=_bu_rules())
    old = _judged("5H 6H JK 8H", 5)
    new = _judged("5H 6H 7H 8H JK", 5)
    before = _bu_view(melds=(old,), options=options)
    after = _bu_view(melds=(new,), options=options)
    assert said(bu.tell(N, 3, LayOff(0, cards("7H")), before, after)) == (
        "Carla added 7♥ to 5♥ 6♥ JK 8♥. Carla moved JK to an end: it stands for 9♥ now."
    )
    # A wild card that still stands for the same card is not told.
    longer = _judged("5H 6H JK 8H 9H", 5)
    assert said(
        bu.tell(N, 0, LayOff(0, cards("9H")), before, _bu_view(melds=(longer,), options=options))
    ) == ("You added 9♥ to 5♥ 6♥ JK 8♥.")
    # A set's wild card stands for no card of its own.
    sevens = _judged("7S 7D 2C")
    more = _judged("7S 7D 2C 7H")
    assert (
        said(
            bu.tell(
                N,
                0,
                LayOff(0, cards("7H")),
                _bu_view(melds=(sevens,), options=options),
                _bu_view(melds=(more,), options=options),
            )
        )
        == "You added 7♥ to 7♠ 7♦ 2♣."
    )
