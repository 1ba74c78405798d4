"""Determinisation (app/ai/determinise.py): every sampled world agrees with the view."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from app.ai.determinise import HiddenZone, InconsistentView, conflicts, deal_unseen, unseen
from app.core.cards import Card, cards
from app.core.decks import QUITA_Y_PON_PACK, build_pack
from app.games.cuatro_palos.bots import CuatroPalosBot, hidden_zones, sim_world
from app.games.cuatro_palos.engine import CuatroPalos
from app.games.scala40.bots import private_state
from app.games.scala40.engine import Scala40

PACK = build_pack(QUITA_Y_PON_PACK)  # two decks: 7H and 7H' are different cards


def _partnership_view() -> tuple[list[Card], list[Card], list[HiddenZone]]:
    """A Buraco-like table seen by seat 0: a partner (seat 2) and two opponents hold hidden
    hands, two muertos of 11 wait face down, the stock holds the rest. The partner was seen
    taking the discard pile (those cards are in his hand); seat 1 is known not to hold
    two cards (he let them go by); seat 3's hidden cards are among some the seat 0 bot
    inferred. Order is kept only in the stock."""
    rng = random.Random(5)
    shuffled = list(PACK)
    rng.shuffle(shuffled)
    mine, table = shuffled[:11], shuffled[11:31]
    pool = unseen(PACK, [*mine, *table])
    taken = tuple(pool[:3])
    refused = frozenset(pool[3:5])
    inferred = frozenset(pool[10:40])
    zones = [
        HiddenZone(("hand", 1), 11, absent=refused),
        HiddenZone(("hand", 2), 14, known=taken),
        HiddenZone(("hand", 3), 9, only=inferred),
        HiddenZone(("muerto", 0), 11),
        HiddenZone(("muerto", 1), 11),
    ]
    zones.append(HiddenZone("stock", len(pool) - sum(z.size for z in zones)))
    return mine, pool, zones


def test_unseen_is_the_pack_minus_what_is_in_sight_and_refuses_a_misread_view() -> None:
    seen = [PACK[0], PACK[53], PACK[7]]  # PACK[53] is a second copy of a face
    pool = unseen(PACK, seen)
    assert len(pool) == len(PACK) - 3
    assert not set(seen) & set(pool)
    assert pool == [c for c in PACK if c not in seen]  # pack order kept
    with pytest.raises(InconsistentView, match="seen twice"):
        unseen(PACK, [PACK[0], PACK[0]])
    with pytest.raises(InconsistentView, match="not in the pack"):
        unseen(PACK[:10], [PACK[20]])


@pytest.mark.parametrize("seed", range(40))
def test_every_sampled_world_is_consistent_with_the_view(seed: int) -> None:
    mine, pool, zones = _partnership_view()
    world = deal_unseen(pool, zones, random.Random(seed))
    assert conflicts(world, pool, zones) == []
    # hand sizes, the pool conserved, nothing the seat sees in a hidden zone
    assert {name: len(c) for name, c in world.items()} == {z.name: z.size for z in zones}
    dealt = [c for z in zones for c in world[z.name]]
    assert Counter(dealt) == Counter(pool)
    assert not set(dealt) & set(mine)
    # what the seat knows of each zone
    by_name = {z.name: z for z in zones}
    assert set(by_name[("hand", 2)].known) <= set(world[("hand", 2)])
    assert not by_name[("hand", 1)].absent & set(world[("hand", 1)])
    assert by_name[("hand", 3)].only is not None
    assert set(world[("hand", 3)]) <= by_name[("hand", 3)].only


def test_sampling_is_reproducible_with_a_seeded_rng_and_varies_between_seeds() -> None:
    _mine, pool, zones = _partnership_view()
    a = deal_unseen(pool, zones, random.Random(11))
    assert deal_unseen(pool, zones, random.Random(11)) == a
    assert deal_unseen(pool, zones, random.Random(12)) != a
    # without an RNG: one fixed world, the free cards in pool order
    fixed = deal_unseen(pool, zones)
    assert fixed == deal_unseen(pool, zones)
    assert conflicts(fixed, pool, zones) == []


def test_unconstrained_zones_are_sampled_uniformly_enough() -> None:
    """Each of 6 cards lands in a zone of 2 about a third of the time."""
    pool = cards("AS 2S 3S 4S 5S 6S")
    zones = [HiddenZone("a", 2), HiddenZone("b", 2), HiddenZone("c", 2)]
    rng = random.Random(3)
    in_a = Counter(c for _ in range(3000) for c in deal_unseen(pool, zones, rng)["a"])
    assert all(850 < in_a[c] < 1150 for c in pool), in_a


def test_known_slots_keep_their_positions_in_an_ordered_zone() -> None:
    """A personal stock remembered top first, with holes: the holes are dealt, the
    remembered cards stay where they are."""
    pool = cards("AS 2S 3S 4S 5S 6S 7S")
    top, third = pool[0], pool[1]
    zones = [HiddenZone("stock", 3), HiddenZone("pile", 4, known=(top, None, third, None))]
    for seed in range(10):
        world = deal_unseen(pool, zones, random.Random(seed))
        assert world["pile"][0] == top and world["pile"][2] == third
        assert conflicts(world, pool, zones) == []


def test_views_that_no_deal_satisfies_are_told_clearly() -> None:
    pool = cards("AS 2S 3S 4S")
    with pytest.raises(InconsistentView, match="4 unknown unseen cards for 3 hidden places"):
        deal_unseen(pool, [HiddenZone("a", 3)])
    with pytest.raises(InconsistentView, match="is not unseen"):
        deal_unseen(pool, [HiddenZone("a", 4, known=(Card(9, "H"),))])
    with pytest.raises(InconsistentView, match="known in zones"):
        deal_unseen(pool, [HiddenZone("a", 2, known=(pool[0],)), HiddenZone("b", 2, (pool[0],))])
    with pytest.raises(InconsistentView, match="excluded"):
        deal_unseen(pool, [HiddenZone("a", 4, known=(pool[0],), absent=frozenset(pool[:1]))])
    only_two = frozenset(pool[:2])
    with pytest.raises(InconsistentView, match="no deal"):
        deal_unseen(pool, [HiddenZone("a", 3, only=only_two), HiddenZone("b", 1)], random.Random(0))
    with pytest.raises(ValueError, match="repeat"):
        deal_unseen(pool, [HiddenZone("a", 2), HiddenZone("a", 2)])
    with pytest.raises(ValueError, match="known cards in a zone of"):
        HiddenZone("a", 1, known=(pool[0], pool[1]))


def test_competing_constraints_are_retried_until_a_deal_fits() -> None:
    """a holds AS or 2S, b 2S or 3S, c AS or 3S: a first pick of AS then 3S leaves c
    nothing, so that deal is tried again; every world returned fits."""
    pool = cards("AS 2S 3S 4S")
    ace, two, three = pool[:3]
    zones = [
        HiddenZone("a", 1, only=frozenset({ace, two})),
        HiddenZone("b", 1, only=frozenset({two, three})),
        HiddenZone("c", 1, only=frozenset({ace, three})),
        HiddenZone("d", 1),
    ]
    worlds = {
        tuple(c for z in "abcd" for c in w[z])
        for w in (deal_unseen(pool, zones, random.Random(seed)) for seed in range(60))
    }
    assert worlds == {(ace, two, three, pool[3]), (two, three, ace, pool[3])}


# ----------------------------------------------------------------- the games' own worlds


def _cuatro_palos_midgame(seed: int) -> CuatroPalos:
    state = CuatroPalos.new({}, seed=seed)
    bots = [CuatroPalosBot("normal", s) for s in range(4)]
    for _ in range(60):
        state.play(bots[state.to_play].choose(state.view(state.to_play)))
    return state


def test_cuatro_palos_worlds_deal_the_unseen_cards_into_its_stocks() -> None:
    state = _cuatro_palos_midgame(8)
    view = state.view(state.to_play)
    zones = hidden_zones(view)
    assert [z.size for z in zones] == [view.stock_count, *view.personal_counts]
    truth = [list(reversed(p)) for p in state.personal]  # top first, as remembered
    known = [[c if i % 2 else None for i, c in enumerate(p)] for p in truth]
    for seed in range(5):
        sim, exact = sim_world(view, known, random.Random(seed))
        assert not exact or view.stock_count == 0
        for q, pile in enumerate(sim.pers):
            top_first = list(reversed(pile))
            assert len(top_first) == view.personal_counts[q]
            assert all(
                k is None or sim_id == _id(state, k)
                for k, sim_id in zip(known[q], top_first, strict=True)
            )


def _id(state: CuatroPalos, c: Card) -> int:
    from app.games.cuatro_palos.bots import _codec

    return _codec(state.options).id[c]


def test_scala40_private_state_is_one_fixed_world_of_the_view() -> None:
    state = Scala40.new({"num_players": 3}, seed=4)
    view = state.view(1)
    mine = private_state(view)
    assert mine.hands[1] == list(view.hand)
    assert [len(h) for h in mine.hands] == list(view.hand_counts)
    assert len(mine.stock) == view.stock_count
    assert not set(view.hand) & {c for s in (0, 2) for c in mine.hands[s]}
    assert private_state(view).hands == mine.hands  # no randomness


def test_a_misread_view_names_only_the_cards_at_fault() -> None:
    with pytest.raises(InconsistentView) as stranger:
        unseen(PACK[:10], [PACK[3], PACK[20]])
    assert str(stranger.value) == f"seen cards not in the pack: {PACK[20]}"
    with pytest.raises(InconsistentView) as twice:
        unseen(PACK, [PACK[3], PACK[5], PACK[3]])
    assert str(twice.value) == f"seen cards seen twice: {PACK[3]}"
    everything = unseen(PACK, PACK)  # a view that sees every card leaves none unseen
    assert everything == []


def test_the_most_constrained_zone_is_filled_first() -> None:
    """b may hold AS or 4S (one card), a three of AS 2S 3S: a, the tighter (three
    allowed for three places), goes first, whatever the order the zones are listed in,
    so the one fixed deal without an RNG fits."""
    pool = cards("AS 2S 3S 4S 5S")
    zones = [
        HiddenZone("b", 1, only=frozenset(cards("AS 4S"))),
        HiddenZone("a", 3, only=frozenset(cards("AS 2S 3S"))),
        HiddenZone("rest", 1),
    ]
    world = deal_unseen(pool, zones)
    assert world == {"b": cards("4S"), "a": cards("AS 2S 3S"), "rest": cards("5S")}


class CountingRandom(random.Random):
    """Counts its shuffles: one per attempt to deal the unseen cards."""

    shuffles = 0

    def shuffle(self, x) -> None:  # type: ignore[override]
        self.shuffles += 1
        super().shuffle(x)


def test_a_deal_that_cannot_fit_is_tried_tries_times_then_told() -> None:
    pool = cards("AS 2S 3S 4S")
    # a and b both want the ace alone: every attempt fails in the filling
    zones = [
        HiddenZone("a", 1, only=frozenset(pool[:1])),
        HiddenZone("b", 1, only=frozenset(pool[:1])),
        HiddenZone("c", 2),
    ]
    for tries, expected in ((None, 64), (3, 3), (0, 1)):
        rng = CountingRandom(1)
        with pytest.raises(InconsistentView, match="no deal"):
            if tries is None:
                deal_unseen(pool, zones, rng)
            else:
                deal_unseen(pool, zones, rng, tries=tries)
        assert rng.shuffles == expected, tries


def test_an_unseen_pool_holding_a_card_twice_is_a_misread_view() -> None:
    pool = cards("AS 2S AS")
    with pytest.raises(InconsistentView, match="holds a card twice"):
        deal_unseen(pool, [HiddenZone("a", 3)])


def test_conflicts_name_a_card_dealt_where_it_is_excluded() -> None:
    pool = cards("AS 2S 3S")
    zones = [HiddenZone("a", 2, known=(pool[0],), absent=frozenset(pool[1:2])), HiddenZone("b", 1)]
    assert conflicts({"a": cards("AS 3S"), "b": cards("2S")}, pool, zones) == []
    assert conflicts({"a": cards("AS 2S"), "b": cards("3S")}, pool, zones) == [
        "zone 'a': 2S is excluded from it"
    ]
    assert conflicts({"a": cards("3S 2S"), "b": cards("AS")}, pool, zones) == [
        "zone 'a': 3S where AS is known",
        "zone 'a': 2S is excluded from it",
    ]
