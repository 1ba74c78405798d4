"""Invariants of Scala 40 under random legal play (Hypothesis).

Cards are conserved after every action, refused actions change nothing, and a game
replays exactly through its JSON record.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.cards import Card
from app.core.engine import Action, IllegalMove, Replay
from app.games.scala40.bots import Scala40Bot
from app.games.scala40.engine import (
    Discard,
    DrawStock,
    ExchangeJoker,
    LayOff,
    Meld,
    Scala40,
    TakeDiscard,
)

from .helpers import snapshot

option_sets = st.fixed_dictionaries(
    {
        "num_players": st.integers(2, 5),
        "jokers": st.sampled_from([2, 4]),
        "max_jokers_per_meld": st.sampled_from([1, 2, "unlimited"]),
        "opening_requires_quad_or_run": st.booleans(),
        "layoff_on_opening_turn": st.booleans(),
        "close_in_hand_requires_min": st.booleans(),
        "forbid_discard_of_taken_card": st.booleans(),
        "forbid_discard_that_lays_off": st.booleans(),
        "forbid_joker_final_discard": st.booleans(),
        "no_close_first_round": st.booleans(),
        "discard_taken_must_be_melded": st.booleans(),
        "exchanged_joker_must_be_melded_same_turn": st.booleans(),
    }
)


@settings(max_examples=15, deadline=None)
@given(options=option_sets, seed=st.integers(0, 10**6))
def test_random_legal_play_conserves_cards_and_replays(options: dict, seed: int) -> None:
    state = Scala40.new(options, seed)
    rng = random.Random(seed)
    assert state.conservation_problem() is None
    for _ in range(250):
        if state.to_play is None:
            break
        actions = state.legal_actions()
        assert actions, "no dead ends: some action is always legal"
        state.play(rng.choice(actions))
        assert state.conservation_problem() is None
        hand = state.hands[state.to_play] if state.to_play is not None else []
        assert state.to_play is None or hand or state.phase == "draw"
    record = Replay.from_json(state.replay_record().to_json())
    again = record.run(lambda options, s: Scala40.new(options, s))
    assert snapshot(again) == snapshot(state)


def test_view_hides_other_hands_and_the_stock() -> None:
    state = Scala40.new({}, seed=3)
    view = state.view(0)
    assert view.hand == tuple(state.hands[0])
    assert view.hand_counts == tuple(len(h) for h in state.hands)
    assert view.stock_count == len(state.stock)
    assert view.discard == tuple(state.discard)
    zones = view.zones
    assert zones["stock"] == len(state.stock)
    assert all(isinstance(zones[f"hand:{s}"], int) for s in range(1, 4))


def test_deal_sizes() -> None:
    state = Scala40.new({}, seed=1, dealer=0)
    assert [len(h) for h in state.hands] == [13] * 4
    assert len(state.discard) == 1 and len(state.stock) == 53
    assert state.to_play == 1


def full_snapshot(state: Scala40) -> dict:
    """Every attribute of the state, its lists frozen to tuples (cards, table melds and
    actions are immutable values): a refused action must change none."""

    def freeze(value: object) -> object:
        if isinstance(value, list):
            return tuple(freeze(x) for x in value)
        assert not isinstance(value, dict | set), "snapshot a new mutable kind here"
        return value

    return {name: freeze(value) for name, value in vars(state).items()}


def probes(state: Scala40, rng: random.Random) -> list[Action]:
    """The engine's candidate actions plus malformed ones, legal or not."""
    out = list(state.candidate_actions())
    stranger = Card(5, "H", 3)  # a copy no pack holds
    out += [DrawStock(), TakeDiscard(), Discard(stranger), Meld(()), Meld(((stranger,),))]
    hand = state.hands[state.to_play]
    if hand:
        c = rng.choice(hand)
        out += [LayOff(c, 99), LayOff(c, 0, "middle"), ExchangeJoker(c, -1), Meld(((c,),))]
    return out


def expected_payments(state: Scala40, closed_in_hand: bool, winner: int) -> tuple[int, ...]:
    """RULES.md §2.3 penalty values and §2.6 payments, worked out from the final hands
    without the scoring module: joker, ace (1 if it is the only card), 2-9 face value,
    T J Q K 10; the winner and inactive seats pay 0; doubled (the option's multiplier)
    when the winner closed in hand."""
    opts = state.options
    out = []
    for seat, hand in enumerate(state.hands):
        if seat == winner or not state.active[seat]:
            out.append(0)
            continue
        total = 0
        for c in hand:
            if c.is_joker:
                total += opts.joker_penalty
            elif c.rank == 1:
                total += opts.lone_ace_penalty if len(hand) == 1 else opts.ace_penalty
            else:
                total += min(c.rank, 10)
        out.append(total * (opts.close_in_hand_multiplier if closed_in_hand else 1))
    return tuple(out)


@settings(max_examples=25, deadline=None)
@given(
    options=option_sets,
    penalties=st.fixed_dictionaries(
        {
            "joker_penalty": st.integers(0, 40),
            "ace_penalty": st.integers(0, 20),
            "lone_ace_penalty": st.integers(0, 5),
            "close_in_hand_multiplier": st.integers(1, 4),
        }
    ),
    seed=st.integers(0, 10**6),
)
def test_refused_actions_raise_the_same_problem_and_change_nothing_and_payments_match_hands(
    options: dict, penalties: dict, seed: int
) -> None:
    state = Scala40.new(options | penalties, seed)
    rng = random.Random(seed)
    bots = [Scala40Bot(rng.choice(["easy", "normal", "hard"]), seed) for _ in range(5)]
    opened_before_turn = list(state.opened)
    by_bot = True
    for _ in range(600):
        if state.to_play is None:
            break
        seat = state.to_play
        candidates = probes(state, rng)
        tried = rng.sample(candidates, min(12, len(candidates)))
        for action in [a for a in tried if state.legal(a) is not None]:
            before = full_snapshot(state)
            problem = state.legal(action)
            assert isinstance(problem, IllegalMove)
            try:
                state.play(action)
            except IllegalMove as exc:
                assert exc == problem, (action, exc, problem)
            else:
                raise AssertionError(f"{action} was refused by legal() but played")
            assert full_snapshot(state) == before, action
        # A whole turn is played by the bot or at random: bots' views do not tell
        # whether the opening was made earlier in this turn by someone else's choice.
        if by_bot:
            action = bots[seat].choose(state.view(seat))
        else:
            action = rng.choice(state.legal_actions())
        assert state.legal(action) is None
        state.play(action)
        if state.to_play is not None and state.to_play != seat:
            opened_before_turn = list(state.opened)
            by_bot = rng.random() < 0.8
    result = state.outcome()
    if result is None or result.reason != "went_out":
        return
    assert result.winner is not None and state.hands[result.winner] == []
    assert result.closed_in_hand == (not opened_before_turn[result.winner])
    assert result.payments == expected_payments(state, result.closed_in_hand, result.winner)


@settings(max_examples=30, deadline=None)
@given(
    options=option_sets,
    hand_size=st.integers(3, 7),
    opening_min=st.sampled_from([0, 10, 25]),
    seed=st.integers(0, 10**6),
)
def test_s40_step2_no_reachable_position_strands_the_player_under_forbid_discard_that_lays_off(
    options: dict, hand_size: int, opening_min: int, seed: int
) -> None:
    """RULES.md §2.4 Step 2 and §0.4 (no dead ends) with `forbid_discard_that_lays_off`:
    under random legal play (small hands, so that the last cards are often reached) the
    player on turn always has a legal action, and nobody who may lay off goes out by
    discarding a card that could be laid off (the lay-off that would leave it is refused).
    A low opening minimum lets players open, meld and lay off early and often."""
    extra = {"forbid_discard_that_lays_off": True, "hand_size": hand_size}
    state = Scala40.new(options | extra | {"opening_min": opening_min}, seed)
    rng = random.Random(seed)
    for _ in range(400):
        if state.to_play is None:
            break
        seat = state.to_play
        actions = state.legal_actions()
        assert actions, "no dead ends: some action is always legal"
        if state.phase == "meld_or_discard" and not state.must_meld:
            assert any(isinstance(a, Discard) for a in actions), "a discard is always possible"
        action = rng.choice(actions)
        if isinstance(action, Discard) and len(state.hands[seat]) == 1:
            assert state._may_lay_off(seat) is not None or not state.lays_off_somewhere(
                action.card
            ), f"went out with {action.card}, which lays off"
        state.play(action)
