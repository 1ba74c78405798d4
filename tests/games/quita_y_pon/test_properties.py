"""Invariants of Quita y Pon under random play (Hypothesis).

Cards are conserved after every action, no illegal table is reachable, refused actions
change nothing, replays are exact and JSON round-trips, and views hide what they must.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.engine import IllegalMove, Replay
from app.core.melds import Meld, classify
from app.games.quita_y_pon.bots import QuitaYPonBot
from app.games.quita_y_pon.draft import TurnDraft
from app.games.quita_y_pon.engine import Commit, Draw, QuitaYPon, TimeOut

option_sets = st.fixed_dictionaries(
    {
        "num_players": st.integers(2, 4),
        "must_play_if_able": st.sampled_from(["off", "simple", "full"]),
        "max_set_size": st.sampled_from([None, 4]),
        "run_wraparound": st.booleans(),
        "ace_both_ends": st.booleans(),
        # Thresholds are tried across a range (exact equality included), not at one value.
        "initial_meld_min_points": st.one_of(st.just(0), st.integers(1, 45)),
        "manipulate_before_initial_meld": st.booleans(),
        "stock_end_trigger": st.sampled_from(["on_last_draw", "on_empty_draw_attempt"]),
        "turn_time_limit_s": st.sampled_from([None, 60]),
    }
)


def snapshot(state: QuitaYPon) -> tuple:
    return (
        [list(h) for h in state.hands],
        list(state.table),
        list(state.stock),
        state.to_play,
        list(state.initial_meld_done),
        state.result,
        state.turn,
    )


def random_draft_commit(state: QuitaYPon, rng: random.Random) -> Commit:
    """A few random gestures at the table, as a clumsy player would make them."""
    draft = TurnDraft(state.view(state.to_play))
    for _ in range(rng.randint(1, 6)):
        everything = list(draft.hand) + [c for g in draft.groups for c in g]
        if not everything:
            break
        c = rng.choice(everything)
        target = rng.choice([None, *range(len(draft.groups))]) if draft.groups else None
        draft.move([c], target, rng.randint(0, 5))
    return draft.commit()


def check_invariants(state: QuitaYPon) -> None:
    assert state.conservation_problem() is None
    rules = state.options.meld_rules
    for group in state.table:
        assert isinstance(classify(group, rules), Meld), group


@settings(max_examples=25)
@given(
    options=option_sets,
    seed=st.integers(0, 10**6),
    levels=st.lists(st.sampled_from(["easy", "normal", "hard"]), min_size=4, max_size=4),
)
def test_random_play_conserves_cards_and_never_reaches_an_illegal_table(
    options: dict, seed: int, levels: list[str]
) -> None:
    state = QuitaYPon.new(options, seed)
    rng = random.Random(seed)
    bots = [QuitaYPonBot(levels[s], seed) for s in range(state.num_players)]
    steps = 0
    while state.to_play is not None:
        steps += 1
        assert steps < 2000, "the deal must end"
        seat = state.to_play
        # A random gesture first: either refused with no change, or a legal commit.
        attempt = random_draft_commit(state, rng)
        before = snapshot(state)
        problem = state.legal(attempt)
        if problem is None:
            state.play(attempt)
        else:
            try:
                state.play(attempt)
            except IllegalMove as exc:
                assert exc == problem
            assert snapshot(state) == before
            action = bots[seat].choose(state.view(seat))
            if rng.random() < 0.05 and state.legal(TimeOut()) is None:
                action = TimeOut()
            assert state.legal(action) is None, (levels[seat], state.legal(action))
            state.play(action)
        check_invariants(state)
    result = state.outcome()
    assert result is not None
    assert len(result.scores) == state.num_players and min(result.scores) == 0
    assert set(result.winners) == {
        s for s, h in enumerate(result.hand_points) if h == min(result.hand_points)
    }
    # The replay record reproduces the deal exactly, through JSON.
    text = state.replay_record().to_json()
    again = Replay.from_json(text).run(lambda o, s: QuitaYPon.new(o, s))
    assert snapshot(again) == snapshot(state)


@settings(max_examples=20)
@given(seed=st.integers(0, 10**6), turns=st.integers(0, 30))
def test_views_hide_other_hands_and_the_stock(seed: int, turns: int) -> None:
    state = QuitaYPon.new({"must_play_if_able": "off"}, seed)
    bot = QuitaYPonBot("normal", seed)
    for _ in range(turns):
        if state.to_play is None:
            break
        state.play(bot.choose(state.view(state.to_play)))
    for seat in range(state.num_players):
        view = state.view(seat)
        visible = set(view.hand) | {c for g in view.table for c in g}
        # Once the deal is over every hand is laid down face up; the stock stays hidden.
        over = state.result is not None
        others = {c for s, h in enumerate(state.hands) if s != seat for c in h}
        hidden = (set() if over else others) | set(state.stock)
        assert not (visible & hidden)
        assert view.revealed == (tuple(tuple(h) for h in state.hands) if over else ())
        # Nothing in the view carries a hidden card, whatever field it is in.
        flat = repr(view)
        for c in hidden:
            assert f"Card(rank={c.rank}, suit='{c.suit}', copy={c.copy})" not in flat
            assert f"Card('{c}')" not in flat
        assert view.hand_counts == tuple(len(h) for h in state.hands)
        assert view.stock_count == len(state.stock)


@given(seed=st.integers(0, 10**6))
def test_dealing_follows_the_rules(seed: int) -> None:
    state = QuitaYPon.new(None, seed)
    assert [len(h) for h in state.hands] == [11, 11, 11, 11]
    assert len(state.stock) == 60 and state.table == []
    assert state.to_play == (state.dealer + 1) % 4
    assert state.conservation_problem() is None
    assert QuitaYPon.new(None, seed).hands == state.hands


def test_draw_is_an_action_and_commit_round_trips_json() -> None:
    state = QuitaYPon.new({"must_play_if_able": "off"}, 7)
    state.play(Draw())
    record = state.replay_record()
    assert Replay.from_json(record.to_json()) == record


def slow_simple_play_exists(state: QuitaYPon) -> bool:
    """QP-A4 (i) and (ii) by brute force over the commit rules themselves."""
    from itertools import combinations

    seat = state.to_play
    hand = state.hands[seat]
    table = list(state.table)
    for size in range(3, len(hand) + 1):
        for group in combinations(hand, size):
            if state.legal(Commit((*table, group))) is None:
                return True
    for c in hand:
        for i, group in enumerate(table):
            for extended in ((*group, c), (c, *group)):
                if state.legal(Commit((*table[:i], extended, *table[i + 1 :]))) is None:
                    return True
    return False


@settings(max_examples=40)
@given(options=option_sets, seed=st.integers(0, 10**6), turns=st.integers(0, 40))
def test_simple_play_matches_its_definition(options: dict, seed: int, turns: int) -> None:
    options = {**options, "must_play_if_able": "off"}
    state = QuitaYPon.new(options, seed)
    bot = QuitaYPonBot("easy", seed)
    rng = random.Random(seed)
    for _ in range(turns):
        if state.to_play is None:
            return
        action = bot.choose(state.view(state.to_play)) if rng.random() < 0.6 else Draw()
        state.play(action)
    if state.to_play is None:
        return
    # Keep the brute force small: trim the hand to at most 9 cards.
    seat = state.to_play
    state.hands[seat] = state.hands[seat][:9]
    found = state.simple_play()
    if found is not None:
        assert state.legal(Commit(found)) is None
    assert (found is not None) == slow_simple_play_exists(state)
