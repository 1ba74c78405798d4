"""Invariants of Mano y Pie under random legal play (Hypothesis), 2 to 6 players.

All 270 cards are conserved after every action, nothing illegal is reachable (every
meld valid, one incomplete meld per rank, books closed at seven), every reachable
position gives the player to act a legal action, refused actions change nothing,
clones are independent, a deal replays exactly through its JSON record, each view holds
exactly what §4.12 lists, and a private state built from a view shows that very view.
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.engine import IllegalMove, Replay, action_from_json
from app.games.canasta.melds import TeamMeld, judge_new
from app.games.mano_y_pie.engine import (
    ASKING,
    Discard,
    Grant,
    LayOff,
    ManoYPie,
    Meld,
    TakePile,
    held_from_pile,
    private_state,
)

from .helpers import snapshot

option_sets = st.fixed_dictionaries(
    {
        "num_players": st.sampled_from([4, 2, 3, 5, 6]),
        "contract": st.sampled_from([(2, 2, 1), (0, 0, 0), (1, 0, 0)]),
        "require_permission": st.booleans(),
        "exclusive_meld_action": st.booleans(),
        "wild_top_pickup": st.sampled_from(["same_kind", "forbidden"]),
        "partner_must_have_played_foot": st.booleans(),
        "red3_penalty_if_foot_not_reached": st.booleans(),
        "wild_ratio": st.sampled_from([2, 1, 3]),
    }
)


def invariant_problem(state: ManoYPie) -> str | None:
    """Name a position the rules never allow, if this is one."""
    fam = state.options.family
    open_ranks: Counter[tuple[int, int]] = Counter()
    for m in state.melds:
        judged = judge_new(list(m.cards), fam, (), m.team)
        if not isinstance(judged, TeamMeld) or judged.kind != m.kind or judged.rank != m.rank:
            return f"invalid meld on the table: {m}"
        if len(m.cards) < fam.book_size:
            open_ranks[(m.team, m.rank)] += 1
        if m.team in [t for t, done in enumerate(state.initial_melded) if not done]:
            return f"team {m.team} melded before its initial meld"
    if any(k > 1 for k in open_ranks.values()):
        return f"two incomplete melds of one rank: {open_ranks}"
    for seat, h in enumerate(state.hands):
        if any(c.rank == 3 and c.is_red for c in h) and seat == state.turn_seat:
            return "a red 3 held on its holder's turn"
        if state.result is None and state.on_foot(seat) and not h and seat != state.turn_seat:
            return f"seat {seat} on his foot with no card between turns"
    return None


def check_views(state: ManoYPie) -> None:
    n = state.num_players
    for seat in range(n):
        view = state.view(seat)
        assert view.hand == tuple(state.hands[seat])
        assert view.hand_counts == tuple(len(h) for h in state.hands)
        assert view.foot_counts == tuple(len(f) for f in state.feet)
        assert view.stock_count == len(state.stock)
        assert view.pile == tuple(state.pile)
        assert view.melds == tuple(state.melds)
        assert view.red3s == tuple(state.red3s)
        assert view.on_foot == tuple(state.on_foot(s) for s in range(n))
        assert view.initial_melded == tuple(state.initial_melded)
        assert view.minimum == state.minimum and view.deal_index == state.deal_index
        assert view.permission_log == tuple(state.permission_log)
        assert view.taken == tuple(state.taken)
        for s, known in held_from_pile(view).items():  # taken and unseen since: still held
            assert s != seat and set(known) <= set(state.hands[s]), (s, known)
        shown = set(view.hand) | set(view.pile) | {c for m in view.melds for c in m.cards}
        shown |= {c for _, c in view.red3s}
        hidden = (
            set(state.stock)
            | {c for f in state.feet for c in f}  # feet: nobody, the owner included
            | {c for s in range(n) if s != seat for c in state.hands[s]}  # partners too
        )
        assert not shown & hidden
        assert shown | hidden == set(state.all_cards())
        zone_cards = {c for z in view.zones.values() if isinstance(z, tuple) for c in z}
        assert zone_cards == shown
        if state.result is None:
            assert view.revealed == ()
        else:  # every hand and every foot not picked up is laid down to be counted
            assert view.revealed == tuple(
                tuple(h) + tuple(f) for h, f in zip(state.hands, state.feet, strict=True)
            )
        world = private_state(view, random.Random(seat))
        assert world.view(seat) == view
        assert world.conservation_problem() is None
        for s, known in held_from_pile(view).items():  # a world deals them where they are
            assert set(known) <= set(world.hands[s]), (s, known)


def bogus_actions(state: ManoYPie) -> list:
    seat = state.turn_seat
    out: list = []
    if state.stock:
        out.append(Discard(state.stock[0]))
        out.append(Meld((tuple(state.stock[:3]),)))
    if state.phase != ASKING:
        out.append(Grant())
    others = [i for i, m in enumerate(state.melds) if m.team != state.team_of(seat)]
    if others and state.hands[seat]:
        out.append(LayOff(others[0], (state.hands[seat][0],)))
    if state.feet[seat]:
        out.append(TakePile(((state.feet[seat][0],),)))
    return out


@settings(max_examples=30, deadline=None)
@given(options=option_sets, seed=st.integers(0, 10**6))
def test_random_legal_play_conserves_cards_and_replays(options: dict, seed: int) -> None:
    state = ManoYPie.new(options, seed)
    rng = random.Random(seed)
    assert state.conservation_problem() is None
    n = options["num_players"]
    placed = sum(1 for s, _ in state.red3s if s == state.turn_seat)
    assert len(state.stock) + placed == 270 - 26 * n - 1
    for step in range(1500):
        if state.to_play is None:
            break
        actions = state.legal_actions()
        assert actions, "no dead ends: some action is always legal"
        if step % 5 == 0:
            before = snapshot(state)
            for bogus in bogus_actions(state):
                assert isinstance(state.legal(bogus), IllegalMove), bogus
                assert snapshot(state) == before
        wanted = [a for a in actions if a.kind in ("hf.ask", "hf.grant")]
        melds = [a for a in actions if a.kind not in ("hf.discard", "hf.draw", "hf.refuse")]
        roll = rng.random()
        action = rng.choice(
            wanted if wanted and roll < 0.8 else melds if melds and roll < 0.9 else actions
        )
        assert action_from_json(action.to_json()) == action
        if step % 9 == 0:
            twin = state.clone()
            before = snapshot(state)
            twin.play(action)
            assert snapshot(state) == before
        state.play(action)
        assert state.conservation_problem() is None
        assert invariant_problem(state) is None
        if step % 6 == 0:
            check_views(state)
    assert state.result is not None
    check_views(state)
    result = state.result
    assert result.team_scores == tuple(
        result.melded[t] + result.books[t] + result.red3s[t] + result.going_out[t] + result.held[t]
        for t in range(len(result.team_scores))
    )
    record = Replay.from_json(state.replay_record().to_json())
    again = record.run(lambda options, s, **deal: ManoYPie.new(options, s, **deal))
    assert snapshot(again) == snapshot(state)


def test_random_play_reaches_every_kind_of_action_and_both_ends() -> None:
    kinds: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    for seed in range(12):
        state = ManoYPie.new({"contract": (0, 0, 0)}, seed)
        rng = random.Random(seed)
        while state.to_play is not None:
            actions = state.legal_actions()
            wanted = [a for a in actions if a.kind in ("hf.ask", "hf.grant")]
            melds = [a for a in actions if a.kind not in ("hf.discard", "hf.draw", "hf.refuse")]
            roll = rng.random()
            action = rng.choice(
                wanted if wanted and roll < 0.9 else melds if melds and roll < 0.95 else actions
            )
            kinds[action.kind] += 1
            state.play(action)
        assert state.result is not None
        reasons[state.result.reason] += 1
    assert set(kinds) == {
        "hf.draw", "hf.take_pile", "hf.meld", "hf.lay_off", "hf.ask", "hf.grant",
        "hf.refuse", "hf.discard",
    }  # fmt: skip
    assert set(reasons) == {"went_out", "stock_exhausted"}
