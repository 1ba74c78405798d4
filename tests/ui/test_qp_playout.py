"""The tables a bot's Quita y Pon commit is played out through (`commit_steps`): cards are
never shown twice nor lost, each step lays one more new group, untouched groups stay."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.cards import cards
from app.core.decks import QUITA_Y_PON_PACK
from app.ui.games.quita_y_pon.playout import commit_steps

PACK = QUITA_Y_PON_PACK.build()


def split(items, cuts):
    out, start = [], 0
    for cut in sorted(set(cuts)):
        if 0 < cut < len(items) and cut > start:
            out.append(tuple(items[start:cut]))
            start = cut
    if start < len(items):
        out.append(tuple(items[start:]))
    return out


@settings(max_examples=200, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(0, 12), st.integers(0, 8))
def test_every_step_shows_each_card_once_and_one_more_new_group(rng, table_n, hand_n) -> None:
    pool = rng.sample(PACK, table_n * 3 + hand_n)
    table_cards, hand = pool[: table_n * 3], pool[table_n * 3 :]
    before = split(table_cards, [3 * i for i in range(1, table_n)])
    keep = [g for g in before if rng.random() < 0.4]
    loose = [c for g in before if g not in keep for c in g] + hand
    rng.shuffle(loose)
    new = split(loose, rng.sample(range(1, max(2, len(loose))), min(3, max(0, len(loose) - 1))))
    after = keep + new
    steps = commit_steps(before, after)
    fresh = [g for g in after if frozenset(g) not in {frozenset(b) for b in before}]
    assert len(steps) == max(0, len(fresh) - 1)
    for k, table in enumerate(steps, start=1):
        shown = [c for g in table for c in g]
        assert len(shown) == len(set(shown))  # no card twice
        assert set(table_cards) <= set(shown)  # no table card lost on the way
        assert set(shown) <= set(table_cards) | set(hand)
        assert list(table[len(table) - k :]) == fresh[:k]  # one more new group each step
        assert all(g in table for g in keep)  # untouched groups stay as they were
        assert all(g for g in table)


def test_a_commit_with_one_new_group_has_nothing_between() -> None:
    before = [tuple(cards("7H 8H 9H"))]
    assert commit_steps(before, [tuple(cards("6H 7H 8H 9H"))]) == []
    assert commit_steps(before, before) == []
