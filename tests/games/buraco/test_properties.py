"""Invariants of Buraco under random legal play (Hypothesis), with 4 and 2 players.

All 108 cards are conserved after every action, every reachable position gives the
player to act a legal action, refused actions change nothing, a deal replays exactly
through its JSON record, and each view holds exactly what §5.11 lists.
"""

from __future__ import annotations

import dataclasses
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.engine import Action, IllegalMove, Replay, action_from_json
from app.games.buraco.bots import BuracoBot
from app.games.buraco.engine import (
    DISCARD_EVENT,
    TAKE_PILE_EVENT,
    Buraco,
    BuracoMatch,
    Discard,
    PublicEvent,
    TakePile,
)
from app.games.canasta.packets import PENDING

from .helpers import snapshot

option_sets = st.fixed_dictionaries(
    {
        "num_players": st.sampled_from([4, 2]),
        "sets_allowed": st.booleans(),
        "set_canastas": st.booleans(),
        "max_wilds_per_meld": st.sampled_from([1, 2]),
        "wild_relocation": st.booleans(),
        "close_requires": st.sampled_from(["any", "clean"]),
    }
)


def public_event(state: Buraco, action: Action) -> PublicEvent | None:
    """What every seat sees of `action` before it is played (§5.11): a discard lands, or
    the pile is taken (its size and the top card melded), or nothing is logged."""
    seat = state.to_play
    assert seat is not None
    if isinstance(action, Discard):
        return PublicEvent(state.turn, seat, DISCARD_EVENT, action.card)
    if isinstance(action, TakePile):
        return PublicEvent(state.turn, seat, TAKE_PILE_EVENT, state.pile[-1], len(state.pile))
    return None


def check_views(state: Buraco, log: list[PublicEvent] | None = None) -> None:
    """Each seat's view holds exactly what §5.11 lists; `log`, when given, is the public
    events of the deal as the test saw them played."""
    n = state.num_players
    logs = {state.view(seat).log for seat in range(n)}
    assert len(logs) == 1, "every seat sees the same public log"
    if log is not None:
        assert list(state.view(0).log) == log
    for seat in range(n):
        view = state.view(seat)
        assert view.hand == tuple(state.hands[seat])
        assert view.hand_counts == tuple(len(h) for h in state.hands)
        assert view.stock_count == len(state.stock)
        assert view.pile_size == len(state.pile)
        assert view.pile_top == (state.pile[-1] if state.pile else None)
        assert view.pending == tuple(state.pending[seat])
        assert view.pending_counts == tuple(len(p) for p in state.pending)
        assert view.packet_counts == tuple(len(p) for p in state.packets)
        assert view.melds == tuple(state.melds)
        shown = set(view.hand) | set(view.pending) | {c for m in view.melds for c in m.cards}
        if view.pile_top is not None:
            shown.add(view.pile_top)
        hidden = (
            set(state.stock)
            | set(state.pile[:-1])
            | {c for p in state.packets for c in p}
            | {c for s in range(n) if s != seat for c in state.hands[s] + state.pending[s]}
        )
        if state.result is None:
            # §5.11 during play: never another hand, the partner's included.
            assert view.revealed == ()
        else:
            # The deal is over: every hand is laid down to be counted, as at a real table,
            # with a pending muerto that §5.7 counts as held (its team closed, BU-A11).
            closer = state.result.closer
            for s in range(n):
                counts = closer is not None and state.teams[closer] == state.teams[s]
                held = state.hands[s] + (state.pending[s] if counts else [])
                assert view.revealed[s] == tuple(held)
            laid = {c for hand in view.revealed for c in hand}
            hidden -= laid
            shown |= laid
            assert not laid & (set(state.stock) | {c for p in state.packets for c in p})
        assert not shown & hidden
        zone_cards = {c for z in view.zones.values() if isinstance(z, tuple) for c in z}
        assert zone_cards <= shown
        # The log shows discards as they landed, and of a pick-up only its top card and
        # size: never a card that went into a hand in any other form.
        for event in view.log:
            assert set(dataclasses.asdict(event)) == {"turn", "seat", "kind", "card", "count"}
            assert event.kind in (DISCARD_EVENT, TAKE_PILE_EVENT)
            if event.kind == DISCARD_EVENT:
                assert event.count == 1


@settings(max_examples=12, deadline=None)
@given(options=option_sets, seed=st.integers(0, 10**6))
def test_random_legal_play_conserves_cards_and_replays(options: dict, seed: int) -> None:
    state = Buraco.new(options, seed)
    rng = random.Random(seed)
    assert state.conservation_problem() is None
    assert len(state.stock) == (42 if options["num_players"] == 4 else 64)
    log: list[PublicEvent] = []
    for step in range(600):
        if state.to_play is None:
            break
        actions = state.legal_actions()
        assert actions, "no dead ends: some action is always legal"
        if step % 7 == 0:
            bogus = Discard(state.stock[0]) if state.stock else None
            if bogus is not None:
                before = snapshot(state)
                assert isinstance(state.legal(bogus), IllegalMove)
                assert snapshot(state) == before
        melds = [a for a in actions if a.kind != "bu.discard" and a.kind != "bu.draw"]
        action = rng.choice(melds if melds and rng.random() < 0.6 else actions)
        assert action_from_json(action.to_json()) == action
        event = public_event(state, action)
        copy = state.clone()
        state.play(action)
        assert copy.log == log, "a clone's log is its own"
        if event is not None:
            log.append(event)
        assert state.conservation_problem() is None
        if step % 5 == 0:
            check_views(state, log)
    check_views(state, log)
    record = Replay.from_json(state.replay_record().to_json())
    again = record.run(lambda options, s, **deal: Buraco.new(options, s, **deal))
    assert snapshot(again) == snapshot(state)
    assert again.log == state.log  # the log is rebuilt by replaying the actions


@settings(max_examples=6, deadline=None)
@given(players=st.sampled_from([4, 2]), seed=st.integers(0, 10**6))
def test_easy_bots_finish_a_deal_from_their_views(players: int, seed: int) -> None:
    state = Buraco.new({"num_players": players}, seed)
    bots = [BuracoBot("easy", seed + s) for s in range(players)]
    for _ in range(2000):
        if state.to_play is None:
            break
        seat = state.to_play
        action = bots[seat].choose(state.view(seat))
        assert state.legal(action) is None
        state.play(action)
    assert state.result is not None
    result = state.result
    assert sum(result.team_scores) == sum(
        result.melded[t] + result.canastas[t] + result.close[t] + result.held[t] + result.muerto[t]
        for t in range(len(result.team_scores))
    )
    assert result.reason in ("closed", "stock_exhausted")


def test_pending_muerto_is_seen_by_its_taker_only() -> None:
    for seed in range(40):
        state = Buraco.new({}, seed)
        bots = [BuracoBot("easy", s) for s in range(4)]
        while state.to_play is not None:
            seat = state.to_play
            state.play(bots[seat].choose(state.view(seat)))
            pending = [f for f in state.fates if f.state == PENDING]
            if pending:
                taker = pending[0].seat
                assert taker is not None
                for s in range(4):
                    view = state.view(s)
                    assert bool(view.pending) is (s == taker)
                    assert view.pending_counts[taker] == 11
                return
    raise AssertionError("no seed of 40 reached an indirect muerto")


def test_match_to_a_target_score() -> None:
    match = BuracoMatch({"target_score": 400}, seed=3)
    bots = [BuracoBot("easy", s) for s in range(4)]
    for _ in range(40):
        state = match.deal
        while state.to_play is not None:
            seat = state.to_play
            state.play(bots[seat].choose(state.view(seat)))
        match.record(state.outcome())
        if match.over:
            break
    assert match.over
    best = max(match.team_totals)
    assert best >= 400 and match.team_totals.count(best) == 1
    assert match.winners and all(match.team_totals[match.teams[s]] == best for s in match.winners)
    again = BuracoMatch.from_json(match.to_json())
    assert again.team_totals == match.team_totals and again.over


def test_single_deal_match() -> None:
    match = BuracoMatch({}, seed=5)
    assert not match.over
    state = match.deal
    bots = [BuracoBot("easy", s) for s in range(4)]
    while state.to_play is not None:
        state.play(bots[state.to_play].choose(state.view(state.to_play)))
    match.record(state.outcome())
    assert match.over
