"""The hard Quita y Pon bot: most cards first, then which cards it keeps (DESIGN.md §3)."""

from __future__ import annotations

from app.core.cards import cards
from app.core.decks import QUITA_Y_PON_PACK, build_pack
from app.games.quita_y_pon.bots import QuitaYPonBot, _Arrangement
from app.games.quita_y_pon.engine import Commit, Draw, QuitaYPon
from app.games.quita_y_pon.solver import solve
from tests.games.quita_y_pon.helpers import scenario


def placed_by(state: QuitaYPon, action: Commit) -> set:
    before = {c for g in state.table for c in g}
    return {c for g in action.groups for c in g} - before


def test_hard_sheds_the_2s_where_normal_sheds_the_higher_points() -> None:
    # The 4-card run can lend one end to a set: 2D to the 2s or 5D to the 5s, not both.
    # Both commits place two cards; normal breaks the tie by points (the 5s), hard
    # keeps the 5s and sheds the 2s, which fit fewer run windows.
    state = scenario(table="2D 3D 4D 5D", hand="2H 2C 5H 5C")
    hard = QuitaYPonBot("hard").choose(state.view(0))
    normal = QuitaYPonBot("normal").choose(state.view(0))
    assert isinstance(hard, Commit) and isinstance(normal, Commit)
    assert state.legal(hard) is None and state.legal(normal) is None
    assert placed_by(state, hard) == set(cards("2H 2C"))
    assert placed_by(state, normal) == set(cards("5H 5C"))


def test_hard_sheds_kings_and_aces_before_middle_ranks() -> None:
    state = scenario(table="TS JS QS KS", hand="TH TC KH KC")
    action = QuitaYPonBot("hard").choose(state.view(0))
    assert isinstance(action, Commit) and state.legal(action) is None
    assert placed_by(state, action) == set(cards("KH KC"))


def test_hard_places_as_many_cards_as_normal() -> None:
    state = scenario(table="3S 4S 5S 6S 7S 8S | 7C 7D 7H", hand="5S' 9S 7S' 2D KC")
    hard = QuitaYPonBot("hard").choose(state.view(0))
    normal = QuitaYPonBot("normal").choose(state.view(0))
    assert isinstance(hard, Commit) and isinstance(normal, Commit)
    assert len(placed_by(state, hard)) == len(placed_by(state, normal)) == 3


def test_hard_goes_out_when_it_can() -> None:
    state = scenario(table="3S 4S 5S 6S 7S 8S", hand="5S'")
    action = QuitaYPonBot("hard").choose(state.view(0))
    assert isinstance(action, Commit)
    state.play(action)
    assert state.outcome() is not None and state.outcome().winners == (0,)


def test_hard_draws_when_nothing_fits() -> None:
    state = scenario(table="3S 4S 5S", hand="9D KC")
    action = QuitaYPonBot("hard").choose(state.view(0))
    assert isinstance(action, Draw) and state.legal(action) is None


def test_hard_plays_legal_actions_through_seeded_deals() -> None:
    for seed in range(3):
        state = QuitaYPon.new({}, seed)
        bots = [QuitaYPonBot("hard" if s == 0 else "normal", seed) for s in range(4)]
        while state.to_play is not None:
            action = bots[state.to_play].choose(state.view(state.to_play))
            assert state.legal(action) is None
            state.play(action)
            assert state.conservation_problem() is None
        assert state.outcome() is not None


def test_hard_holds_back_the_set_that_would_let_a_one_card_opponent_go_out() -> None:
    # Normal places 8H and the kings (4 cards). A king set on the table would take any
    # of the five unseen kings, the last card of the opponents holding one; the lone 8H
    # only brings the two 9H to life. Hard keeps the kings for a later turn.
    state = scenario(table="5H 6H 7H", hand="8H KC KD KS 3C", others=["2S", "9C", "4D"])
    hard = QuitaYPonBot("hard").choose(state.view(0))
    normal = QuitaYPonBot("normal").choose(state.view(0))
    assert isinstance(hard, Commit) and isinstance(normal, Commit)
    assert state.legal(hard) is None
    assert placed_by(state, normal) == set(cards("8H KC KD KS"))
    assert placed_by(state, hard) == set(cards("8H"))


def test_hard_places_everything_when_no_opponent_is_close_to_going_out() -> None:
    state = scenario(table="5H 6H 7H", hand="8H KC KD KS 3C")
    hard = QuitaYPonBot("hard").choose(state.view(0))
    assert isinstance(hard, Commit) and state.legal(hard) is None
    assert placed_by(state, hard) == set(cards("8H KC KD KS"))


def test_hard_draws_rather_than_rearrange_for_a_card_that_opens_many() -> None:
    # Only a rearranging commit places 5S' (no simple play, so drawing is legal); it
    # leaves 3S-5S and 5S'-8S, whose open ends take 2S, 9S and both copies of each
    # (and more). With every opponent on one card, the draw is the safer turn.
    state = scenario(table="3S 4S 5S 6S 7S 8S", hand="5S' KD", others=["2C", "9C", "4D"])
    hard = QuitaYPonBot("hard").choose(state.view(0))
    assert state.legal(hard) is None
    assert isinstance(QuitaYPonBot("normal").choose(state.view(0)), Commit)
    assert isinstance(hard, Draw)


def test_hard_goes_out_even_when_that_opens_the_table() -> None:
    state = scenario(table="5H 6H 7H", hand="8H KC KD KS", others=["2S", "9C", "4D"])
    hard = QuitaYPonBot("hard").choose(state.view(0))
    assert isinstance(hard, Commit)
    assert placed_by(state, hard) == set(cards("8H KC KD KS"))


def test_hard_reads_a_risen_hand_count_as_a_draw() -> None:
    bot = QuitaYPonBot("hard")
    first = scenario(table="5H 6H 7H", hand="8H KC KD KS 3C", others=["2S 3S", "9C", "4D"])
    first.turn = 8
    bot.choose(first.view(0))
    later = scenario(table="5H 6H 7H", hand="8H KC KD KS 3C", others=["2S 3S 4S", "9C", "4D"])
    later.turn = 12
    opponents = bot._opponents(later.view(0))
    assert [(o.cards, o.drew) for o in opponents] == [(3, True), (1, False), (1, False)]
    # A lower turn number is a new deal: the counts of the last one say nothing.
    new_deal = scenario(table="5H 6H 7H", hand="8H KC KD KS 3C", others=["2S 3S 4S 5S"] * 3)
    new_deal.turn = 1
    assert not any(o.drew for o in bot._opponents(new_deal.view(0)))


def test_hard_places_everything_in_a_match_scored_over_several_deals() -> None:
    # Over several deals the points held back count, so hard does not guard there.
    for options in ({"deals": 3}, {"target_score": 200}):
        state = scenario(
            table="5H 6H 7H", hand="8H KC KD KS 3C", others=["2S", "9C", "4D"], options=options
        )
        hard = QuitaYPonBot("hard").choose(state.view(0))
        assert isinstance(hard, Commit) and state.legal(hard) is None
        assert placed_by(state, hard) == set(cards("8H KC KD KS"))


def test_hard_guards_legally_under_every_must_play_mode() -> None:
    # "off" lets it draw even with a simple play; "full" never lets it draw while any
    # commit exists, so it must hold back by placing less instead.
    for mode in ("off", "simple", "full"):
        state = scenario(
            table="3S 4S 5S 6S 7S 8S",
            hand="5S' KD",
            others=["2C", "9C", "4D"],
            options={"must_play_if_able": mode},
        )
        hard = QuitaYPonBot("hard").choose(state.view(0))
        assert state.legal(hard) is None, mode
        assert isinstance(hard, Commit) == (mode == "full"), mode


def test_hard_guards_head_to_head_even_over_several_deals() -> None:
    state = scenario(
        table="5H 6H 7H",
        hand="8H KC KD KS 3C",
        others=["2S"],
        options={"num_players": 2, "deals": 3},
    )
    hard = QuitaYPonBot("hard").choose(state.view(0))
    assert isinstance(hard, Commit) and state.legal(hard) is None
    assert placed_by(state, hard) == set(cards("8H"))


def test_hard_never_guards_by_drawing_from_an_empty_stock() -> None:
    # With stock_end_trigger on_empty_draw_attempt a draw from the empty stock ends the
    # deal on the spot: not a way to keep cards off the table.
    state = scenario(
        table="3S 4S 5S 6S 7S 8S",
        hand="5S' KD",
        others=["2C", "9C", "4D"],
        stock="",
        options={"stock_end_trigger": "on_empty_draw_attempt"},
    )
    assert state.view(0).stock_count == 0
    hard = QuitaYPonBot("hard").choose(state.view(0))
    assert isinstance(hard, Commit) and state.legal(hard) is None


def test_the_quick_fit_test_agrees_with_the_solver_on_real_tables() -> None:
    # The hard bot decides "does one more card fit on this table" with two shortcuts
    # (a set or run end as laid out; too few neighbours to ever fit) before the solver.
    pack = build_pack(QUITA_Y_PON_PACK)
    checked = 0
    for seed, options in ((4, {}), (5, {"run_wraparound": True}), (6, {"max_set_size": 4})):
        state = QuitaYPon.new(options, seed)
        bots = [QuitaYPonBot("normal", seed) for _ in range(4)]
        while state.to_play is not None and state.turn < 30:
            view = state.view(state.to_play)
            if state.turn % 6 == 5:
                arrangement = _Arrangement(view.table, state.options)
                table = [c for g in view.table for c in g]
                for c in pack:
                    if c in table:
                        continue
                    exact = solve(table, [c], **state.options.solver_options) is not None
                    assert arrangement.takes(c) == exact, (c, view.table)
                    checked += 1
            state.play(bots[state.to_play].choose(view))
    assert checked > 500
