"""Mano y Pie's bots: always legal, from the view only, and normal's team play on
hand-made positions (each built so that the behaviour tested is the one a plainer rule
would get wrong). Hard's limits are counts, never the clock: nothing here is timed."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.ai.search import CandidateStats, SearchResult
from app.core.bots import Limit
from app.core.cards import card, card_text
from app.games.mano_y_pie import bots as mano_y_pie_bots
from app.games.mano_y_pie.bots import (
    HARD_WEIGHTS,
    NORMAL_WEIGHTS,
    OUT_REASON,
    OVERRIDE_MARGIN,
    UNSEEN_CARD_COST,
    WALK_REASON,
    ManoYPieBot,
    Weights,
    _draw_chance,
    _hand_worth,
    _Hard,
    _lead_if_out,
    _left_over,
    _Normal,
    _open_melds,
    _plan_to_foot,
    _reach_chance,
    _score,
    _seat_worth,
    _side,
    _stranded,
    _unseen,
    could_go_out,
)
from app.games.mano_y_pie.engine import (
    AskToGoOut,
    Discard,
    Draw,
    Grant,
    LayOff,
    ManoYPie,
    Meld,
    Refuse,
    TakePile,
    private_state,
)

from .blunders import FAR_BEHIND as AHEAD
from .helpers import DRAW, scenario
from .test_scenarios import CONTRACT, NO_WILD_BOOK, _t15

#: Hard's search in the tests: a few worlds, no clock (the choice replays exactly).
SMALL = Limit(playouts=2)


def limit_for(level: str) -> Limit | None:
    return SMALL if level == "hard" else None


def choice(state: ManoYPie, level: str = "normal", seed: int = 1):
    seat = state.to_play
    assert seat is not None
    return ManoYPieBot(level, seed).choose(state.view(seat), limit_for(level))


# --------------------------------------------------------------------------- legality


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_level_always_chooses_a_legal_action(players: int) -> None:
    """Whole deals of mixed levels (seeded), every choice checked legal before it is
    played; hard only judges some positions (its search is the dearest)."""
    levels = ["normal", "easy", "normal", "easy", "easy", "normal"][:players]
    for seed in range(2):
        state = ManoYPie.new({"num_players": players}, seed, deal_index=(seed + players) % 4)
        bots = [ManoYPieBot(level, f"{seed}:{s}") for s, level in enumerate(levels)]
        hard = ManoYPieBot("hard", seed)
        steps = 0
        while state.to_play is not None and steps < 3000:
            seat = state.to_play
            view = state.view(seat)
            for other in ("easy", "normal"):
                if other != levels[seat]:
                    probe = ManoYPieBot(other, steps).choose(view)
                    assert state.legal(probe) is None, (other, probe)
            if steps % 23 == 0:
                probe = hard.choose(view, SMALL)
                assert state.legal(probe) is None, ("hard", probe)
            action = bots[seat].choose(view)
            assert state.legal(action) is None, (levels[seat], action)
            state.play(action)
            steps += 1
        assert state.result is not None
        assert state.conservation_problem() is None


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_choice_depends_only_on_the_view(level: str) -> None:
    """Two engines that differ only in hidden cards (the other hands, the partner's too,
    the feet and the stock) give the same view and the same choice."""
    state = ManoYPie.new({}, 5, deal_index=1)
    rng = random.Random(5)
    for step in range(120):
        if state.to_play is None:
            break
        seat = state.to_play
        view = state.view(seat)
        if step % 6 == 0:
            twin = private_state(view, random.Random(step))
            assert twin.hands != state.hands or twin.stock != state.stock
            assert twin.view(seat) == view
            ours = ManoYPieBot(level, 3).choose(view, limit_for(level))
            theirs = ManoYPieBot(level, 3).choose(twin.view(seat), limit_for(level))
            assert ours == theirs
        state.play(rng.choice(state.legal_actions()))


# --------------------------------------------------------------------------- normal


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_takes_the_pile_that_completes_a_book(seed: int) -> None:
    # Late in the deal, a small pile: only the book makes it worth taking.
    state = scenario("K K 4 9 J", melds=[(0, "K*4")], pile="6 5 K", stock=20, phase=DRAW)
    action = choice(state, seed=seed)
    assert isinstance(action, TakePile)
    state.play(action)
    assert any(len(m.cards) == 7 and m.rank == 13 for m in state.melds)


def test_takes_a_rich_pile_early_and_draws_from_a_poor_one_late() -> None:
    rich = scenario("Q Q 4 9 J 7", melds=[(0, "8 8 8")], pile="A A JK K 6 Q", stock=150,
                    phase=DRAW)  # fmt: skip
    assert isinstance(choice(rich), TakePile)
    poor = scenario("Q Q 4 9 J 7 5 6", melds=[(0, "8 8 8")], pile="4 6 Q", stock=20,
                    phase=DRAW)  # fmt: skip
    assert any(isinstance(a, TakePile) for a in poor.legal_actions())
    assert choice(poor) == Draw()


def test_discards_a_black_three_first() -> None:
    state = scenario("K 4 9 3S 7 J", melds=[(0, "8 8 8")], pile="6 5")
    assert choice(state) == Discard(card("3S"))


def test_holds_its_pairs_and_wild_cards() -> None:
    # Early in the deal a pair and a joker are worth more in hand than as a dirty meld.
    state = scenario("9 9 JK 4 K 6", melds=[(0, "8 8 8")], pile="6 5", stock=150)
    action = choice(state)
    assert isinstance(action, Discard)
    assert action.card.rank not in (9, 0)


def test_does_not_discard_the_card_that_lets_the_next_opponent_take_the_pile() -> None:
    pile = "4 6 8 T J 9 A"
    alone = scenario("K 5 A 7", melds=[(0, "8 8 8")], pile=pile, stock=60)
    # Without a dead rank in hand the ace goes (the dearest loose card).
    assert choice(alone) == Discard(next(c for c in alone.hands[0] if c.rank == 1))
    # Every 5 but one is in sight (two books, four in the pile, one in hand): nobody can
    # hold a pair of 5s, so the 5 is safe; the ace may give seat 1 the pile.
    dead = scenario("K 5 A 7", melds=[(0, "8 8 8"), (0, "5*7"), (0, "5*7")],
                    pile=pile + " 5 5 5 5", stock=60)  # fmt: skip
    action = choice(dead)
    assert isinstance(action, Discard) and action.card.rank == 5


def test_opens_with_the_cheapest_melds_naturals_before_wild_cards() -> None:
    # Deal 1 (50): A A A (60, no wild card) rather than Q Q JK (70) or A A A + K K K.
    state = scenario("A A A K K K Q Q JK 4", initial_melded=[False, False])
    action = choice(state)
    assert isinstance(action, Meld)
    assert [sorted(c.rank for c in g) for g in action.melds] == [[1, 1, 1]]


def test_opening_candidates_come_cheapest_first() -> None:
    # Deal 4 (150): the engine offers the cheapest openings first, four groups when three
    # cannot reach the minimum.
    state = scenario("A A A K K K Q Q Q 9 9 9 JK 4", initial_melded=[False, False],
                     deal_index=3)  # fmt: skip
    opens = [a for a in state.legal_actions() if isinstance(a, Meld)]
    assert opens
    first = opens[0]
    wilds = [sum(1 for g in a.melds for c in g if c.is_joker) for a in opens]
    assert wilds[0] == min(wilds) == 0
    assert sum(len(g) for g in first.melds) == 12  # A A A, K K K, Q Q Q, 9 9 9 = 150


def test_asks_to_go_out_only_when_the_books_are_done() -> None:
    state = _t15("9 9 9 4")
    assert choice(state) == AskToGoOut()
    # One book short (no wild book): no asking; it plays on and keeps two cards.
    short = _t15("9 9 9 4", melds=NO_WILD_BOOK)
    action = choice(short)
    assert action != AskToGoOut() and short.legal(action) is None
    # The books are done but its hand cannot go out this turn: it does not ask yet.
    stuck = _t15("9 4 6 K Q")
    assert stuck.may_ask(0) and not could_go_out(stuck, 0)
    assert choice(stuck) != AskToGoOut()


def test_goes_out_once_permission_is_granted() -> None:
    state = _t15("9 9 9 4", others={2: "4 5"})
    bots = {s: ManoYPieBot("normal", s) for s in range(4)}
    while state.result is None and state.turn_seat == 0:
        seat = state.to_play
        state.play(bots[seat].choose(state.view(seat)))
    assert state.result is not None and state.result.went_out == 0


def test_finds_the_way_out_that_the_largest_meld_first_misses() -> None:
    # The 2 on the 9s or the jacks (the largest meld first) leaves the 6s a pair that no
    # meld takes; on the 6s it melds every card but the 4. It asks, and goes out.
    state = _t15("9 9 9 J J J 6 6 2 4", others={2: "4 5"})
    assert could_go_out(state, 0)
    bots = {s: ManoYPieBot("normal", s) for s in range(4)}
    assert bots[0].choose(state.view(0)) == AskToGoOut()
    while state.result is None and state.turn_seat == 0:
        seat = state.to_play
        state.play(bots[seat].choose(state.view(seat)))
    assert state.result is not None and state.result.went_out == 0
    # Two cards no play places (a lone king, its book closed, and a black 3): no way out,
    # found at once; a lone 4 with the team's 4s open is placed.
    stuck = _t15("9 9 9 J J J 6 6 2 K 3S")
    assert _stranded(stuck, 0) == 2 and not could_go_out(stuck, 0)
    # Two pairs no meld takes and one wild card: one pair is left whatever it plays.
    assert _stranded(_t15("9 9 9 6 6 7 7 2"), 0) == 2
    assert _stranded(_t15("9 9 9 6 6 7 7 2 JK"), 0) == 0
    fours = _t15("9 9 9 4 7", melds=[*CONTRACT, (0, "4 4 4")])
    assert _stranded(fours, 0) == 1 and could_go_out(fours, 0)


#: Eight open melds of team 0 (seed endings5, deal 2).
OPEN_EIGHT = (
    "T T T T",
    "5 5 5 5 5 5",
    "8 8 8 8",
    "6 6 6 6",
    "Q Q Q 2",
    "J J J J",
    "9 9 9",
    "A A 2",
)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_walks_to_its_foot_once_the_books_are_done(level: str) -> None:
    # On its hand, its partner ready and the team's books done (seed endings5, deal 2):
    # 4 4 and a wild card meld, and the jack goes on the team's open jacks or is
    # discarded: either way it reaches its foot this turn. It kept 4 4 2 for the next
    # turn instead (a 97% chance then): its team's open melds were read as worth more to
    # a hand than to a foot just picked up.
    state = scenario(
        "4D 4C 2H JS",
        melds=[*CONTRACT, *((0, m) for m in OPEN_EIGHT)],
        on_foot=[2],
        foot_discarded=[2],
        feet={0: "Q Q Q 6 7"},
    )
    bot = ManoYPieBot(level, 1)
    while state.result is None and state.turn_seat == 0:
        state.play(bot.choose(state.view(0), limit_for(level)))
    assert state.on_foot(0)


def test_reads_a_meld_with_the_walk_to_its_foot_it_starts() -> None:
    # Early in the deal (seed 9, deal 1, the table much as it was), on its hand: 8 8 and
    # the joker meld, then the 2 goes on the team's queens: every card melded, it picks
    # its foot up and plays on (the direct route, before the walk: the 2 discarded).
    ours = ("A A JK A A", "7*5", "9 9 9", "Q*4", "6 6 6", "J*7", "5 5 5", "K K K")
    theirs = ("6 6 2 6 6", "A A 2 A", "5*4", "T*5", "K*7", "2 2 2 2", "7*5")
    state = scenario(
        "2H 8S 8H JK",
        seat=2,
        melds=[*((0, m) for m in ours), *((1, m) for m in theirs)],
        pile="TC 9H 3C 4S",
        stock=111,
        on_foot=[3],
        deal_index=1,
    )
    plan = _plan_to_foot(state, 2)
    assert plan is not None and len(plan) == 2 and isinstance(plan[0], Meld)
    after = state.clone()
    after.play(plan[0])
    assert [str(c) for c in after.hands[2]] == ["2H"]
    direct = after.clone()
    direct.play(plan[1])
    assert direct.on_foot(2) and direct.turn_seat == 2
    # The meld is read with that walk, not with the discard after it alone.
    view = state.view(2)
    normal = _Normal(random.Random(1), NORMAL_WEIGHTS)
    side = _side(view, NORMAL_WEIGHTS)

    def ended(position: ManoYPie, card: object) -> float:
        return _score(position, side, view)

    walked = normal._walked(after, view, side, ended)
    assert walked == _score(direct, side, view)
    assert normal._then_discard(after, view, side, [after.hands[2][0]], ended) == walked
    off = _Normal(random.Random(1), replace(NORMAL_WEIGHTS, walk_plans=False))
    discarded = after.clone()
    discarded.play(Discard(after.hands[2][0]))  # the walking route
    assert off._then_discard(after, view, side, [], ended) == _score(discarded, side, view)


def test_refuses_when_its_held_cards_cost_much_and_grants_when_little() -> None:
    # Six clean books of the other team's (3,315) keep team A's lead if P0 goes out
    # (3,705 with P2's 110 points held) under GRANT_LEAD: P2's dear cards say play on.
    # Without them the lead is thousands: P2 grants whatever it holds (HF-B01).
    dear = _t15(others={2: "A A JK K Q"}, melds=[*CONTRACT, *AHEAD[:6]])
    dear.play(AskToGoOut())
    assert dear.to_play == 2 and choice(dear) == Refuse()
    far_ahead = _t15(others={2: "A A JK K Q"})
    far_ahead.play(AskToGoOut())
    assert choice(far_ahead) == Grant()
    # The lead read exactly: A 3,100 in books + 615 in cards + 100 for going out - 110
    # held; B 3,000 + 315 less its hidden cards at 15 each: P1's and P3's hands and
    # feet (not picked up), 5 cards each.
    hidden_b = 20 * UNSEEN_CARD_COST
    assert _lead_if_out(dear.view(2), 0) == 3100 + 615 + 100 - 110 - (3315 - hidden_b)
    assert _lead_if_out(far_ahead.view(2), 0) == 3100 + 615 + 100 - 110 + hidden_b
    # The asker's own reckoning: its hand goes out, its partner's five cards are hidden.
    assert _lead_if_out(far_ahead.view(0), 0) == 3100 + 615 + 100 - 5 * 15 + hidden_b
    cheap = _t15(others={2: "4 5"})
    cheap.play(AskToGoOut())
    assert cheap.to_play == 2 and choice(cheap) == Grant()


def test_lays_off_rather_than_discarding_what_fits() -> None:
    state = scenario("8 4 K", melds=[(0, "8 8 8")], pile="6 5")
    action = choice(state)
    assert isinstance(action, LayOff) and action.cards[0].rank == 8


@pytest.mark.parametrize("on_foot", [(0, 2), ()], ids=["on its foot", "on its hand"])
def test_once_the_contract_is_made_it_melds_its_pair_and_wild_card_towards_going_out(
    on_foot: tuple[int, ...],
) -> None:
    """The hand that keeps its pair and joker early (the test above) melds them once the
    team's contract is made: a new open meld to lay off on, three cards fewer to meld
    before going out (or, on its hand, before its foot). The reading before the contract
    discards a king instead, whatever the seed."""
    hand = "9 9 JK 4 K 6"
    state = scenario(hand, melds=[*CONTRACT, (0, "8 8 8")], pile="6 5", stock=150,
                     on_foot=on_foot, foot_discarded=on_foot)  # fmt: skip
    assert state.contract_met(0)
    for seed in (1, 2, 3):
        action = ManoYPieBot("normal", seed).choose(state.view(0))
        assert isinstance(action, Meld)
        assert sorted(c.rank for g in action.melds for c in g) == [0, 9, 9]
        before = ManoYPieBot("normal", seed, Weights(made=False)).choose(state.view(0))
        assert isinstance(before, Discard) and before.card.rank == 13


def test_going_out_reach_counts_the_loose_cards_and_the_teams_open_melds() -> None:
    """Open melds of the seat's team (not a book, not the other team's) are worth
    `made_target` each; a natural card none of them takes and no card of its rank pairs,
    and every black 3, costs `made_loose`; a pair and a wild card cost nothing."""
    state = scenario(
        "K 7 7 4 Q 3S 2 3S",
        melds=[(0, "K K K"), (0, "Q*7"), (1, "4 4 4"), (0, "JK JK JK")],
        pile="6 5",
    )
    side = _side(state.view(0), Weights(made_target=100.0, made_loose=10.0))
    hand, melds, options = state.hands[0], state.melds, state.options
    reach = _hand_worth(hand, melds, replace(side, going_out=True), options) - _hand_worth(
        hand, melds, side, options
    )
    # Open: K and the wild meld (the queens are a book, the fours the other team's);
    # loose: 4, Q, 3S, 3S (the sevens pair, the king is laid off, the 2 is wild).
    assert reach == 2 * 100.0 - 4 * 10.0


def test_left_over_places_what_a_turn_can_place() -> None:
    """`_left_over` on card classes (a rank, 0 a wild card, -3 a black 3): naturals laid
    off up to their meld's room, the rest of a filled rank melded anew from three, a pair
    made a meld by a wild card, the wild cards left laid off where the ratio allows (two
    naturals a wild card) or on the open all-wild meld, or melded all wild from three;
    a black 3 never placed."""
    fives = (5, 3, 4, 0)  # room for 3 more; 4 naturals, no wild card
    assert _left_over((5, 5, 5), [fives], -1, 2) == 0
    assert _left_over((5, 5, 5, 5), [fives], -1, 2) == 1  # the book closes at 7
    assert _left_over((5, 5, 5, 5, 5, 5), [fives], -1, 2) == 0  # and 3 start a new one
    assert _left_over((12, 12), [], -1, 2) == 2
    assert _left_over((12, 12, 0), [], -1, 2) == 0
    assert _left_over((12, 12, 11, 11, 0), [], -1, 2) == 2  # one wild card, one pair
    assert _left_over((12, 0, 0), [], -1, 2) == 3  # a lone natural takes no wild cards
    assert _left_over((0,), [fives], -1, 2) == 0  # 4 naturals take 2 wild cards
    assert _left_over((5, 5, 0, 0), [(5, 4, 2, 0)], -1, 2) == 0  # 2 more: 4 take 2
    assert _left_over((0, 0), [], -1, 2) == 2  # two wild cards alone make no meld
    assert _left_over((0, 0, 0), [fives], -1, 2) == 0  # or 3 start an all-wild meld
    assert _left_over((0, 0), [fives], 2, 2) == 0  # the all-wild meld's room, then 2 here
    assert _left_over((0, 0, 0), [(9, 1, 4, 2)], -1, 2) == 0  # a full ratio: all wild
    assert _left_over((0, 0), [(9, 1, 4, 2)], 0, 2) == 2  # a full wild meld: no room
    assert _left_over((-3, 5), [fives], -1, 2) == 1


def test_the_draws_are_the_cards_the_seat_has_not_seen() -> None:
    """Of the 20 queens in the pack, those in the seat's hand, on the pile and on either
    team's melds are seen; the rest could be drawn. The red 3s are never drawn (one is
    placed and replaced at once); the other cards not seen are all counted."""
    state = scenario(
        "Q Q 5", melds=[*CONTRACT, (0, "Q Q Q"), (1, "Q Q Q Q")], pile="Q 6", red3s=[(0, "3H")]
    )
    unseen = _unseen(state, 0)
    assert unseen[12] == 20 - 2 - 1 - 3 - 4
    assert 3 not in unseen and unseen[-3] == 10  # the five decks' black 3s
    seen = 3 + 2 + sum(len(m.cards) for m in state.melds) + 10  # all ten red 3s aside
    assert sum(unseen.values()) == 270 - seen


def test_open_melds_are_the_teams_melds_that_are_not_books() -> None:
    """Rank, room left, naturals and wild cards of each natural meld; the all-wild
    meld's room; never a book (the contract's five) nor the other team's meld."""
    state = scenario(
        "Q", melds=[*CONTRACT, (0, "6 6 2"), (0, "JK JK 2 2 2"), (1, "Q Q Q"), (0, "9*6")]
    )
    assert _open_melds(state.melds, 0, state.options.family) == (((6, 4, 2, 1), (9, 1, 6, 0)), 2)
    assert _open_melds(state.melds, 1, state.options.family) == (((12, 4, 3, 0),), -1)


def _chance_by_every_class(hand, melds, wild_room, unseen, ratio) -> float:
    """The chance as it is defined, every pair of classes drawn (the test's oracle)."""
    draws = [(k, n) for k, n in sorted(unseen.items()) if n > 0]
    total = sum(n for _, n in draws)
    if total < 2:
        return 0.0
    fits = 0
    for i, (a, na) in enumerate(draws):
        for b, nb in draws[i:]:
            ways = na * (na - 1) if a == b else 2 * na * nb
            if _left_over((*hand, a, b), melds, wild_room, ratio) <= 1:
                fits += ways
    return fits / (total * (total - 1))


CLASSES = st.sampled_from([0, -3, 4, 5, 6, 9, 12, 13])


@settings(max_examples=300, deadline=None)
@given(
    hand=st.lists(CLASSES, max_size=4).map(lambda h: tuple(sorted(h))),
    melds=st.lists(
        st.tuples(
            st.sampled_from([4, 6, 12]), st.integers(1, 4), st.integers(3, 5), st.integers(0, 1)
        ),
        max_size=2,
        unique_by=lambda m: m[0],
    ).map(lambda ms: tuple(sorted(ms))),  # fmt: skip
    wild_room=st.integers(-1, 3),
    unseen=st.dictionaries(CLASSES, st.integers(0, 5)).map(Counter),
)
def test_the_chance_by_lumped_classes_is_the_chance_by_every_class(
    hand, melds, wild_room, unseen
) -> None:
    """`_draw_chance` lumps the cards that cannot be placed into one class (a pair of one
    such rank apart): the same chance as drawing class by class."""
    expected = _chance_by_every_class(hand, melds, wild_room, unseen, 2)
    assert _draw_chance(hand, melds, wild_room, unseen, 2) == pytest.approx(expected)


def test_reach_chance_counts_the_draws_that_leave_one_card_or_none() -> None:
    """Two cards drawn from the unseen: a pair reaches with a third card of its rank or
    a wild card (the other card discarded), a lone card only when both draws fit."""
    # Three cards unseen, a wild card, a 4 and a 5: {wild, 4} and {wild, 5} of 3 pairs.
    draws = Counter({0: 1, 4: 1, 5: 1})
    assert _draw_chance((12, 12), (), -1, draws, 2) == pytest.approx(2 / 3)
    assert _draw_chance((12,), (), -1, draws, 2) == 0.0
    opens = ((4, 3, 3, 0), (5, 3, 3, 0))
    assert _draw_chance((12,), opens, -1, draws, 2) == pytest.approx(1.0)
    assert _draw_chance((12,), (), -1, Counter({12: 2}), 2) == 1.0  # a third and a fourth
    # Two 9s (a rank neither held nor open) with the seat's wild card make a meld.
    assert _draw_chance((0,), (), -1, Counter({9: 2}), 2) == 1.0
    assert _draw_chance((0,), (), -1, Counter({9: 1, 10: 1}), 2) == 0.0
    # At a real table: the seat's team has its contract and open sixes; a pair of queens
    # reaches far more often than one queen, which needs both draws to fit.
    pair = scenario("Q Q", melds=[*CONTRACT, (0, "6 6 6")], pile="4 5", on_foot=[2])
    lone = scenario("Q", melds=[*CONTRACT, (0, "6 6 6")], pile="4 5", on_foot=[2])
    assert _reach_chance(pair, 0) > 3 * _reach_chance(lone, 0) > 0.0
    # Open queens lay the lone queen off, but only the team's own: not the other team's.
    ours = scenario("Q", melds=[*CONTRACT, (0, "6 6 6"), (0, "Q Q Q")], pile="4 5", on_foot=[2])
    theirs = scenario("Q", melds=[*CONTRACT, (0, "6 6 6"), (1, "Q Q Q")], pile="4 5", on_foot=[2])
    assert _reach_chance(ours, 0) > 3 * _reach_chance(theirs, 0)


#: The race read by the count of cards alone (no chance of the next turn).
BY_COUNT = replace(NORMAL_WEIGHTS, made_walk=0.0, made_out=0.0)


def _turn_ends_with(state: ManoYPie, weights: Weights, seed: int) -> list[int]:
    """The ranks seat 0 holds once its turn is over, played by normal with `weights`."""
    bot = ManoYPieBot("normal", seed, weights)
    while state.result is None and state.to_play == 0:
        state.play(bot.choose(state.view(0)))
    return sorted(c.rank for c in state.hands[0])


@pytest.mark.parametrize("on_foot", [(2,), (0, 2)], ids=["on its hand", "on its foot"])
def test_the_chance_is_reckoned_for_hands_of_four_cards_at_most(on_foot: tuple) -> None:
    """A larger hand almost never empties in a turn (`WALK_HAND`): only its count of
    cards is read."""
    for held, reckoned in (("Q Q J J", True), ("Q Q J J 9", False)):
        state = scenario(held, melds=[*CONTRACT, (0, "6 6 6")], on_foot=on_foot,
                         foot_discarded=[2])  # fmt: skip
        side = _side(state.view(0), NORMAL_WEIGHTS)
        by_count = replace(side, w=BY_COUNT)
        worth = _seat_worth(state, side, state.options)
        assert (worth != _seat_worth(state, by_count, state.options)) is reckoned, held


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_on_its_hand_it_keeps_the_pair_that_reaches_its_foot(seed: int) -> None:
    """The books done, its partner waiting on his foot, seat 0 on its hand holds two
    queens, an 8 and a king for the team's open 8s and kings. Laying off both leaves one
    queen, which reaches the foot next turn only if both cards drawn fit (6%); laying off
    the 8 and discarding the king keeps the pair, which a third queen or a wild card
    takes there (33%). By the count of cards alone, the lone queen looked nearer."""

    def position() -> ManoYPie:
        melds = [*CONTRACT, (0, "K K K"), (0, "8 8 8")]
        return scenario("Q Q 8 K", melds=melds, pile="6 5", stock=60, on_foot=[2],
                        foot_discarded=[2])  # fmt: skip

    assert _turn_ends_with(position(), NORMAL_WEIGHTS, seed) == [12, 12]
    assert _turn_ends_with(position(), BY_COUNT, seed) == [12]
    assert _reach_chance(position(), 0) > 0.0


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_on_its_foot_it_keeps_what_goes_out_next_turn(seed: int) -> None:
    """The books done and both partners on their feet, seat 0 holds three 2s, a 4 and a
    9. Melding the 2s all wild leaves a 4, out next turn only if both draws fit (5%);
    keeping them with the 4 goes out far more often (26%): it discards the 9 and keeps
    them. While its partner has yet to play from his foot (G3), nobody can go out next
    turn, and it melds them as before."""

    def position(ready: bool) -> ManoYPie:
        melds = [*CONTRACT, (0, "K K K"), (0, "8 8 8")]
        return scenario("9 2 2 4 2", melds=melds, pile="6 5", stock=60, on_foot=[0, 2],
                        foot_discarded=[2] if ready else [])  # fmt: skip

    assert _turn_ends_with(position(True), NORMAL_WEIGHTS, seed) == [2, 2, 2, 4]
    assert _turn_ends_with(position(True), BY_COUNT, seed) == [4]
    assert _turn_ends_with(position(False), NORMAL_WEIGHTS, seed) == [4]


def test_a_hint_to_discard_a_card_that_fits_says_what_the_next_turn_gains() -> None:
    """The coach's reason for such a discard (the hints are hard's choices): on its hand,
    what is kept reaches the foot; on its foot, partners ready, it goes out. A discard
    the chance does not explain gets the family's reason: a card no meld of the team
    takes, the contract not made, or a partner yet to play from his foot (G3)."""

    def reason(held: str, melds=(*CONTRACT, (0, "K K K")), rank: int = 13, **kw) -> object:
        state = scenario(held, melds=melds, pile="6 5", stock=60, **kw)
        discard = next(c for c in state.hands[0] if c.rank == rank)
        return ManoYPieBot("hard", 1).reason(state.view(0), Discard(discard), None)

    walk = WALK_REASON.filled(card=card_text(card("KH")))
    assert reason("Q Q KH", on_foot=[2], foot_discarded=[2]) == walk
    ready = {"on_foot": [0, 2], "foot_discarded": [2]}
    assert reason("Q Q KH", **ready) == OUT_REASON.filled(card=card_text(card("KH")))
    family = {WALK_REASON.text, OUT_REASON.text}
    assert reason("Q Q KH", on_foot=[0, 2], foot_discarded=[]).text not in family
    assert reason("Q Q KH", melds=[*NO_WILD_BOOK, (0, "K K K")], on_foot=[2]).text not in family
    assert reason("Q Q KH", melds=[*CONTRACT, (1, "K K K")], on_foot=[2]).text not in family
    assert reason("Q Q KH", melds=[*CONTRACT, (0, "K*7")], on_foot=[2]).text not in family
    wild_meld = [*CONTRACT, (0, "JK JK 2")]  # a wild card is kept or laid off for itself
    assert reason("Q Q JK", melds=wild_meld, rank=0, on_foot=[2]).text not in family


def test_contract_fixture_is_met() -> None:
    assert _t15().contract_met(0) and not _t15(melds=NO_WILD_BOOK).contract_met(0)
    assert len(CONTRACT) == 5


# --------------------------------------------------------------------------- hard


def test_hard_searches_with_counts_and_replays_exactly() -> None:
    state = scenario("Q Q 4 9 J 7 5 6", melds=[(0, "8 8 8")], pile="4 6 Q", stock=20,
                     phase=DRAW)  # fmt: skip
    view = state.view(0)
    bots = [ManoYPieBot("hard", 4), ManoYPieBot("hard", 4)]
    first, again = (bot.choose(view, Limit(playouts=3)) for bot in bots)
    assert first == again and state.legal(first) is None
    weighed = [a for a, _ in bots[0].considered]
    assert Draw() in weighed and any(isinstance(a, TakePile) for a in weighed)
    assert bots[0].considered == bots[1].considered


def test_hard_discards_as_its_reading_does(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hard's search does not weigh its discards (`SEARCHED`): it left its reading's for
    noise of its few worlds and four hard bots went out of fewer deals (bench/README.md,
    "How deals end", tenth round). A search that would find another discard far better
    is not asked: hard discards what normal reading with hard's weights discards."""
    state = scenario("K 5 A 7 9", melds=[(0, "8 8 8")], pile="4 6 8 T J 9 A", stock=60)
    view = state.view(0)
    reading = ManoYPieBot("normal", 4, weights=HARD_WEIGHTS).choose(view)
    assert isinstance(reading, Discard)

    def search(self, view, candidates, limit, prefer=0, rng=None):
        stats = [CandidateStats(1, 0.0 if i == prefer else 10 * OVERRIDE_MARGIN)
                 for i in range(len(candidates))]  # fmt: skip
        index = max(range(len(stats)), key=lambda i: stats[i].mean)
        return SearchResult(candidates[index], index, stats, 1, 0.0, "playouts")

    monkeypatch.setattr(_Hard, "search", search)
    bot = ManoYPieBot("hard", 4)
    assert bot.choose(view, Limit(playouts=3)) == reading and bot.considered == []
    hints = ManoYPieBot("hard", 4).advise(view, Limit(playouts=3))  # weighed, not followed
    assert hints[0].action == reading and hints[1].value == 10 * OVERRIDE_MARGIN


def test_hard_s_coach_weighs_its_discards_and_plays_them_as_read() -> None:
    """Advising (a hint, the review), hard weighs the discards its reading chose among, so
    that the hint has its next best and the review its reckoning; the first hint is the
    discard it plays, and weighing leaves its generator as choosing does (a coach asked
    at every turn chooses as the player it advises)."""
    state = scenario("K 5 A 7 9", melds=[(0, "8 8 8")], pile="4 6 8 T J 9 A", stock=60)
    view = state.view(0)
    player, coach = ManoYPieBot("hard", 4), ManoYPieBot("hard", 4)
    played = player.choose(view, Limit(playouts=3))
    hints = coach.advise(view, Limit(playouts=3))
    assert isinstance(played, Discard) and hints[0].action == played and len(hints) > 1
    weighed = [a for a, _ in coach.considered]
    assert played in weighed and len(weighed) == 3 and player.considered == []
    assert coach.rng.getstate() == player.rng.getstate()
    assert coach.choose(view, Limit(playouts=3)) == played and coach.considered == []


def test_hard_answers_a_partners_request() -> None:
    dear = _t15(others={2: "A A JK K Q"})
    dear.play(AskToGoOut())
    answer = ManoYPieBot("hard", 1).choose(dear.view(2), Limit(playouts=3))
    assert answer in (Grant(), Refuse())


def _searched(means: dict[type, float]):
    """A stand-in for hard's search: each candidate's mean lead by its kind (the
    search's own playouts are tested above; here, what hard does with their answer)."""

    def search(self, view, candidates, limit, prefer=0, rng=None):
        stats = [CandidateStats(1, means[type(c)]) for c in candidates]
        index = max(range(len(stats)), key=lambda i: stats[i].mean)
        return SearchResult(candidates[index], index, stats, 1, 0.0, "playouts")

    return search


@pytest.mark.parametrize("gain", [OVERRIDE_MARGIN - 1, OVERRIDE_MARGIN, OVERRIDE_MARGIN + 1])
@pytest.mark.parametrize("weights", ["hard's", "normal's"])
def test_hard_overrides_its_readings_choice_only_by_more_than_its_margin(
    monkeypatch: pytest.MonkeyPatch, gain: float, weights: str
) -> None:
    """Late, with a poor pile on offer, hard's reading takes it (its own weights want the
    pile sooner) where normal's declines it (it wants 100 points more, or a book). Either
    way hard leaves its reading's choice only when its search finds the other's mean lead
    more than `OVERRIDE_MARGIN` above it (the search's noise is not a reason to leave the
    reading)."""
    poor = scenario("Q Q 4 9 J 7 5 6", melds=[(0, "8 8 8")], pile="4 6 Q", stock=20,
                    phase=DRAW)  # fmt: skip
    assert choice(poor, "normal") == Draw()
    if weights == "normal's":
        monkeypatch.setattr(mano_y_pie_bots, "HARD_WEIGHTS", NORMAL_WEIGHTS)
    monkeypatch.setattr(_Hard, "search", _searched({Draw: 0.0, TakePile: 0.0}))
    reading = choice(poor, "hard")  # a tie: the reading's own choice
    assert isinstance(reading, TakePile if weights == "hard's" else Draw)
    assert poor.legal(reading) is None
    other = Draw if isinstance(reading, TakePile) else TakePile
    monkeypatch.setattr(_Hard, "search", _searched({type(reading): 0.0, other: gain}))
    action = choice(poor, "hard")
    if gain > OVERRIDE_MARGIN:
        assert isinstance(action, other) and poor.legal(action) is None
    else:
        assert action == reading


def test_hard_keeps_normals_melds() -> None:
    state = scenario("8 4 K", melds=[(0, "8 8 8")], pile="6 5")
    normal = ManoYPieBot("normal", 1).choose(state.view(0))
    assert ManoYPieBot("hard", 1).choose(state.view(0), SMALL) == normal


def test_hard_goes_out_only_when_going_out_wins_the_deal() -> None:
    """Hard deals worlds from its view and asks only when its team wins the deal by
    going out; normal reads the lead from what it sees (`_lead_if_out`, HF-B04). Behind
    eight clean books both play on (keeping two cards)."""
    behind = _t15("9 9 9 4", melds=[*CONTRACT, *AHEAD])
    assert choice(behind, "normal") != AskToGoOut()
    action = choice(behind, "hard")
    assert action != AskToGoOut() and behind.legal(action) is None
    assert choice(_t15("9 9 9 4"), "hard") == AskToGoOut()


def test_hard_grants_a_request_that_wins_the_deal_and_refuses_one_that_loses_it() -> None:
    """Its own held cards are cheap (normal grants both): hard's answer is the deal's
    winner if the partner goes out now."""
    winning = _t15(others={2: "4 5"})
    winning.play(AskToGoOut())
    assert choice(winning, "normal") == Grant() == choice(winning, "hard")
    losing = _t15(others={2: "4 5"}, melds=[*CONTRACT, *AHEAD])
    losing.play(AskToGoOut())
    assert choice(losing, "normal") == Grant()
    assert choice(losing, "hard") == Refuse()


# --------------------------------------------------------------------------- going out


def grants_and_outs(levels: Sequence[str], seeds: range) -> tuple[int, list]:
    """Whole deals (partnership, `require_permission`) of bots of `levels` (by seat, a
    shorter list repeats): how many requests were granted, and each granted turn whose
    asker did not go out in it (seed, turn, seat)."""
    granted = 0
    missed = []
    for seed in seeds:
        state = ManoYPie.new({}, seed, deal_index=seed % 4)
        assert state.options.needs_permission
        bots = [ManoYPieBot(levels[s % len(levels)], f"{seed}:{s}") for s in range(4)]
        pending: tuple[int, int] | None = None
        while state.to_play is not None:
            seat = state.to_play
            bot = bots[seat]
            action = bot.choose(state.view(seat), limit_for(bot.level))
            state.play(action)
            if isinstance(action, Grant) and state.permission == "granted":
                granted += 1
                pending = (state.turn, state.turn_seat)
            if pending is not None and (state.result is not None or state.turn != pending[0]):
                result = state.result
                if result is None or result.went_out != pending[1]:
                    missed.append((seed, *pending))
                pending = None
    return granted, missed


@pytest.mark.parametrize(
    ("levels", "seeds"),
    [(["normal"], range(7)), (["easy", "normal"], range(10)), (["normal", "hard"], range(8))],
    ids=["normal", "easy-normal", "normal-hard"],
)
def test_a_bot_granted_its_request_goes_out_in_that_turn(levels: list[str], seeds: range) -> None:
    """RULES.md §4.4 (HF-A7) lets a granted player stay in; a bot asks only when it
    will go out, so every grant it gets is followed by its going out in the same turn
    (these seeds had bots that asked, were granted and discarded on)."""
    granted, missed = grants_and_outs(levels, seeds)
    assert granted >= 3, "too few requests granted to test anything"
    assert missed == []


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_asks_only_when_it_can_go_out_and_then_goes_out(level: str) -> None:
    """Every level: a hand that cannot go out this turn does not ask (easy asked
    whenever it might); one that can asks, is granted and goes out."""
    stuck = _t15("9 4 6 K Q")
    assert stuck.may_ask(0) and not could_go_out(stuck, 0)
    assert choice(stuck, level) != AskToGoOut()
    state = _t15("8 8 T 2", others={2: "4 5"})
    bots = {s: ManoYPieBot(level, s) for s in range(4)}
    played = []
    while state.result is None and state.turn_seat == 0:
        seat = state.to_play
        action = bots[seat].choose(state.view(seat), limit_for(level))
        played.append(action)
        state.play(action)
    assert played[:2] == [AskToGoOut(), Grant()]
    assert state.result is not None and state.result.went_out == 0
