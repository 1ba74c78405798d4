"""The hard Quita y Pon bot: most cards first, then which cards it keeps (DESIGN.md §3)."""

from __future__ import annotations

from app.core.cards import cards
from app.games.quita_y_pon.bots import QuitaYPonBot
from app.games.quita_y_pon.engine import Commit, Draw, QuitaYPon
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
