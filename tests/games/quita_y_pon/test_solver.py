"""The exact Quita y Pon solver: RULES.md scenarios, a brute-force oracle, and HiGHS.

The brute force enumerates hand subsets and checks by recursion whether the table plus
the subset splits into valid groups (RULES.md §1.2 via app.core.melds.classify), so it
shares no code with the solver's DP. A second oracle is the integer programme of
bench/_instances.py solved by HiGHS, on larger instances than brute force can handle.
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.cards import Card, cards, fmt
from app.core.engine import IllegalMove
from app.core.melds import QUITA_Y_PON_MELDS, MeldRules, classify
from app.games.quita_y_pon import solver
from app.games.quita_y_pon.scoring import card_points
from app.games.quita_y_pon.solver import Solution, arrange, solve
from bench._instances import HighsReference, Instance, random_instance

OPTION_MIXES = [
    {"max_set_size": None, "run_wraparound": False, "ace_both_ends": False},
    {"max_set_size": 4, "run_wraparound": False, "ace_both_ends": False},
    {"max_set_size": None, "run_wraparound": True, "ace_both_ends": False},
    {"max_set_size": None, "run_wraparound": False, "ace_both_ends": True},
    {"max_set_size": 4, "run_wraparound": True, "ace_both_ends": True},
]


def rules_for(
    max_set_size: int | None = None, run_wraparound: bool = False, ace_both_ends: bool = False
) -> MeldRules:
    return dataclasses.replace(
        QUITA_Y_PON_MELDS,
        set_max=max_set_size,
        wraparound=run_wraparound,
        ace_both_ends=ace_both_ends,
    )


def groups(text: str) -> list[list[Card]]:
    return [cards(part) for part in text.split("|")]


def as_text(melds: Sequence[Sequence[Card]]) -> list[str]:
    return sorted(fmt(m) for m in melds)


def assert_legal_commit(
    table: Sequence[Card],
    hand: Sequence[Card],
    solution: Solution,
    rules: MeldRules,
    *,
    min_points: int = 0,
    keep_table: Sequence[Sequence[Card]] | None = None,
) -> None:
    """RULES.md §1.3 commit rules 1-4, with the exact card identities."""
    laid = Counter(c for meld in solution.melds for c in meld)
    assert all(n == 1 for n in laid.values()), "a card is laid twice"
    assert all(laid[c] == 1 for c in table), "a table card left the table"
    new = Counter(c for c in laid if c not in set(table))
    assert new == Counter(solution.placed)
    assert set(solution.placed) <= set(hand)
    assert solution.placed, "a commit places at least one hand card"
    for meld in solution.melds:
        judged = classify(meld, rules)
        assert not isinstance(judged, IllegalMove), f"[{fmt(meld)}]: {judged}"
    assert solution.cards_placed == len(solution.placed)
    assert solution.points_placed == sum(map(card_points, solution.placed))
    assert solution.points_placed >= min_points
    if keep_table is not None:
        for group in keep_table:
            assert tuple(group) in solution.melds, "keep_table group changed"
    # identity: every output card is one of the given objects
    given_ids = {id(c) for c in (*table, *hand)}
    assert all(id(c) in given_ids for meld in solution.melds for c in meld)


# ---------------------------------------------------------------------------- brute force


@lru_cache(maxsize=200_000)
def splits_into_groups(pile: frozenset[Card], rules: MeldRules) -> bool:
    """Whether these cards split into valid groups: try every group holding the lowest card."""
    if not pile:
        return True
    first = min(pile, key=Card.sort_key)
    rest = pile - {first}
    same_rank = sorted((c for c in rest if c.rank == first.rank), key=Card.sort_key)
    same_suit = sorted((c for c in rest if c.suit == first.suit), key=Card.sort_key)
    tried: set[frozenset[Card]] = set()
    for partners in (same_rank, same_suit):
        for k in range(2, len(partners) + 1):
            for combo in itertools.combinations(partners, k):
                group = frozenset((first, *combo))
                if group in tried:
                    continue
                tried.add(group)
                if partners is same_suit and len({c.rank for c in group}) != len(group):
                    continue
                if isinstance(classify(sorted(group, key=Card.sort_key), rules), IllegalMove):
                    continue
                if splits_into_groups(pile - group, rules):
                    return True
    return False


def brute_force(
    table: Sequence[Card],
    hand: Sequence[Card],
    rules: MeldRules,
    objective: str,
    min_points: int,
    keep: bool,
) -> tuple[int, int] | None:
    """Best (cards, points) over every hand subset that makes a legal commit."""
    base = frozenset() if keep else frozenset(table)
    best: tuple[int, int] | None = None
    for k in range(1, len(hand) + 1):
        for subset in itertools.combinations(hand, k):
            points = sum(map(card_points, subset))
            if points < min_points:
                continue
            value = (k, points) if objective == "cards" else (points, k)
            if best is not None and value <= best:
                continue
            if splits_into_groups(base | frozenset(subset), rules):
                best = value
    if best is None:
        return None
    return best if objective == "cards" else (best[1], best[0])


def solver_value(solution: Solution | None) -> tuple[int, int] | None:
    return None if solution is None else (solution.cards_placed, solution.points_placed)


@st.composite
def small_instances(draw: st.DrawFn) -> tuple[Instance, str, bool]:
    seed = draw(st.integers(0, 2**32 - 1))
    options = draw(st.sampled_from(OPTION_MIXES))
    table_size = draw(st.sampled_from((0, 3, 4, 5, 6, 7, 8, 9)))
    hand_size = draw(st.integers(1, 6))
    min_points = draw(st.one_of(st.just(0), st.integers(1, 40)))
    objective = draw(st.sampled_from(("cards", "points")))
    keep = table_size > 0 and draw(st.booleans())
    rng = random.Random(seed)
    inst = random_instance(rng, table_size, hand_size, min_points=min_points, **options)
    return inst, objective, keep


@settings(max_examples=250)
@given(small_instances())
def test_matches_brute_force_on_small_instances(case: tuple[Instance, str, bool]) -> None:
    inst, objective, keep = case
    rules = rules_for(**inst.options)  # type: ignore[arg-type]
    table, hand = inst.table, list(inst.hand)
    expected = brute_force(table, hand, rules, objective, inst.min_points, keep)
    solution = solve(
        table,
        hand,
        objective=objective,
        min_points=inst.min_points,
        keep_table=inst.groups if keep else None,
        **inst.options,  # type: ignore[arg-type]
    )
    assert solver_value(solution) == expected
    if solution is not None:
        assert_legal_commit(
            table,
            hand,
            solution,
            rules,
            min_points=inst.min_points,
            keep_table=inst.groups if keep else None,
        )


@settings(max_examples=100)
@given(st.integers(0, 2**32 - 1), st.sampled_from(OPTION_MIXES), st.integers(3, 12))
def test_arrange_groups_exactly_the_cards(seed: int, options: dict, size: int) -> None:
    rng = random.Random(seed)
    inst = random_instance(rng, size, 3, **options)
    pile = [*inst.table, *inst.hand]
    melds = arrange(pile, **options)
    rules = rules_for(**options)
    assert (melds is not None) == splits_into_groups(frozenset(pile), rules)
    if melds is not None:
        assert Counter(c for m in melds for c in m) == Counter(pile)
        assert all(not isinstance(classify(m, rules), IllegalMove) for m in melds)


# ---------------------------------------------------------------------------- HiGHS


@settings(max_examples=30)
@given(
    st.integers(0, 2**32 - 1),
    st.sampled_from(OPTION_MIXES),
    st.sampled_from((20, 30, 40, 60)),
    st.sampled_from(("cards", "points")),
    st.one_of(st.just(0), st.integers(1, 60)),
)
def test_matches_highs_on_medium_instances(
    seed: int, options: dict, table_size: int, objective: str, min_points: int
) -> None:
    rng = random.Random(seed)
    inst = random_instance(rng, table_size, 14, min_points=min_points, **options)
    expected = _highs().solve(
        inst.table, inst.hand, objective=objective, min_points=min_points, **options
    )
    solution = solve(inst.table, inst.hand, objective=objective, min_points=min_points, **options)
    want = None if expected is None else (expected.cards, expected.points)
    assert solver_value(solution) == want
    if solution is not None:
        assert_legal_commit(
            inst.table, inst.hand, solution, rules_for(**options), min_points=min_points
        )


@lru_cache(maxsize=1)
def _highs() -> HighsReference:
    """One HiGHS model holder for the whole module (it is reused between solves)."""
    return HighsReference()


# ---------------------------------------------------------------------------- scenarios


def test_qp_t01_splits_a_run_to_place_the_copy() -> None:
    """QP-T01 / QP-T23: the 5S' goes in by splitting the 6-card run."""
    table, hand = cards("3S 4S 5S 6S 7S 8S"), cards("5S' KD")
    solution = solve(table, hand)
    assert solution is not None
    assert fmt(solution.placed) == "5S'"
    assert as_text(solution.melds) in (
        sorted(["3S 4S 5S", "5S' 6S 7S 8S"]),
        sorted(["3S 4S 5S'", "5S 6S 7S 8S"]),
    )
    assert_legal_commit(table, hand, solution, QUITA_Y_PON_MELDS)
    assert solution.placed[0] is hand[0]


def test_qp_t02_moves_a_table_card_into_a_set() -> None:
    table, hand = cards("4H 5H 6H 7H 8H 9H 7C 7D 7S"), cards("TH")
    solution = solve(table, hand)
    assert solution is not None and fmt(solution.placed) == "TH"
    assert_legal_commit(table, hand, solution, QUITA_Y_PON_MELDS)


def test_qp_t11_merges_two_runs() -> None:
    table, hand = cards("3D 4D 5D 7D 8D 9D"), cards("6D")
    solution = solve(table, hand)
    assert solution is not None and fmt(solution.placed) == "6D"
    assert as_text(solution.melds) == ["3D 4D 5D 6D 7D 8D 9D"]


def test_qp_t12_takes_the_fourth_card_of_a_set() -> None:
    table, hand = cards("5H 5S 5D 5C"), cards("4H 6H")
    solution = solve(table, hand)
    assert solution is not None and solution.cards_placed == 2
    assert as_text(solution.melds) == sorted(["4H 5H 6H", "5S 5D 5C"])


def test_no_meld_in_hand_on_an_empty_table() -> None:
    assert solve([], cards("2C 7H KD 9S")) is None
    assert solve([], []) is None


def test_qp_t05_t06_sets_repeat_suits_and_obey_max_set_size() -> None:
    assert solver_value(solve([], cards("7H 7H' 7S 2D"))) == (3, 21)
    nines = cards("9S 9S' 9H 9D 9C")
    assert solver_value(solve([], nines)) == (5, 45)
    assert solver_value(solve([], nines, max_set_size=4)) == (4, 36)


def test_qp_t13_wraparound_only_with_the_option() -> None:
    hand = cards("AC 2C 3C QD KD AD KH AH 2H")
    assert solver_value(solve([], hand)) == (6, 55)
    wrapped = solve([], hand, run_wraparound=True)
    assert solver_value(wrapped) == (9, 82)
    assert wrapped is not None and "KH AH 2H" in as_text(wrapped.melds)


def test_qp_t14_ace_at_both_ends_is_split_unless_allowed() -> None:
    table, hand = cards("AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC"), cards("AC'")
    plain = solve(table, hand)
    assert plain is not None and plain.cards_placed == 1
    assert all(len(m) <= 13 for m in plain.melds)
    assert_legal_commit(table, hand, plain, QUITA_Y_PON_MELDS)
    both = solve(table, hand, ace_both_ends=True)
    assert both is not None and [len(m) for m in both.melds] == [14]
    assert_legal_commit(table, hand, both, rules_for(ace_both_ends=True))


def test_objective_points_prefers_fewer_higher_cards() -> None:
    table, hand = cards("2H 3H' 4H"), cards("2S KS 5H AH JH' 2S'")
    by_cards = solve(table, hand)
    by_points = solve(table, hand, objective="points")
    assert solver_value(by_cards) == (3, 9)
    assert by_cards is not None and fmt(by_cards.placed) == "2S 5H 2S'"
    assert solver_value(by_points) == (2, 20)
    assert by_points is not None and as_text(by_points.melds) == ["AH 2H 3H' 4H 5H"]


def test_min_points_forces_a_smaller_richer_commit() -> None:
    table, hand = cards("2H 3H' 4H"), cards("2S KS 5H AH JH' 2S'")
    solution = solve(table, hand, min_points=20)
    assert solver_value(solution) == (2, 20)
    assert solve(table, hand, min_points=21) is None
    assert solver_value(solve([], cards("KS KH KD 2C 3C 4C"), min_points=30)) == (6, 39)


def test_keep_table_leaves_the_groups_alone() -> None:
    keep = groups("3S 4S 5S 6S 7S 8S")
    table = [c for g in keep for c in g]
    assert solve(table, cards("5S' KD"), keep_table=keep) is None
    hand = cards("9S KH KD KC")
    solution = solve(table, hand, keep_table=keep)
    assert solution is not None
    assert fmt(solution.placed) == "KH KD KC"
    assert solution.melds[0] == tuple(keep[0])
    assert_legal_commit(table, hand, solution, QUITA_Y_PON_MELDS, keep_table=keep)
    with pytest.raises(ValueError, match="keep_table"):
        solve(table[:-1], hand, keep_table=keep)


def test_arrange() -> None:
    assert arrange([]) == ()
    assert arrange(cards("3S 4S")) is None
    assert arrange(cards("3S 4S 5S 5H 5D")) is None
    melds = arrange(cards("3S 4S 5S 5H 5D 5C"))
    assert melds is not None and as_text(melds) == sorted(["3S 4S 5S", "5H 5D 5C"])


def test_unarrangeable_table_gives_none() -> None:
    assert solve(cards("3S 4S 9D"), cards("5S 6S")) is None


def test_rejects_duplicate_and_third_copies() -> None:
    with pytest.raises(ValueError, match="twice"):
        solve(cards("3S 4S 5S"), cards("3S"))
    with pytest.raises(ValueError, match="more than two copies of 3S are given"):
        solve(cards("3S 3S'"), [Card(3, "S", 2)])
    for stranger in (cards("JK"), [Card(5, "X")]):
        with pytest.raises(ValueError, match="is not a Quita y Pon card"):
            solve([], stranger)
    with pytest.raises(ValueError, match="objective"):
        solve([], cards("3S"), objective="fun")


def test_large_full_deck_places_everything_quickly() -> None:
    """A 90-card table plus the other 14 cards: all of them fit (two A..K runs a suit)."""
    rng = random.Random(11)
    inst = random_instance(rng, 90, 14)
    solution = solve(inst.table, inst.hand)
    assert solution is not None and solution.cards_placed == 14
    assert_legal_commit(inst.table, inst.hand, solution, QUITA_Y_PON_MELDS)


@settings(max_examples=150)
@given(small_instances(), st.integers(0, 2**32 - 1))
def test_shed_bonus_keeps_most_cards_and_maximises_the_bonus(
    case: tuple[Instance, str, bool], bonus_seed: int
) -> None:
    """With a shed bonus the count placed is still the maximum; among those commits the
    placed cards' total bonus is the largest (brute force over hand subsets)."""
    inst, _, _ = case
    rules = rules_for(**inst.options)  # type: ignore[arg-type]
    table, hand = inst.table, list(inst.hand)
    rng = random.Random(bonus_seed)
    bonus = {c.face: rng.randint(0, 1000) for c in hand}
    best: tuple[int, int] | None = None
    for k in range(1, len(hand) + 1):
        for subset in itertools.combinations(hand, k):
            if sum(map(card_points, subset)) < inst.min_points:
                continue
            value = (k, sum(bonus[c.face] for c in subset))
            if (best is None or value > best) and splits_into_groups(
                frozenset(table) | frozenset(subset), rules
            ):
                best = value
    solution = solve(
        table,
        hand,
        min_points=inst.min_points,
        shed_bonus=bonus,
        **inst.options,  # type: ignore[arg-type]
    )
    if best is None:
        assert solution is None
        return
    assert solution is not None
    assert (solution.cards_placed, sum(bonus[c.face] for c in solution.placed)) == best
    assert_legal_commit(table, hand, solution, rules, min_points=inst.min_points)


# ---------------------------------------------------------------------------- edges


def assert_solver_matches_brute_force(table: str, hand: str, **options: object) -> Solution:
    """Both objectives against the brute force; every answer a legal commit."""
    t, h = cards(table), cards(hand)
    rules = rules_for(**options)  # type: ignore[arg-type]
    found = None
    for objective in ("cards", "points"):
        expected = brute_force(t, h, rules, objective, 0, False)
        solution = solve(t, h, objective=objective, **options)  # type: ignore[arg-type]
        assert solver_value(solution) == expected, (table, hand, objective)
        assert solution is not None
        assert_legal_commit(t, h, solution, rules)
        found = found or solution
    assert found is not None
    return found


@pytest.mark.parametrize(
    ("table", "hand", "placed", "ace_high_runs"),
    [
        ("", "QH KH AH QH' KH' AH' 5C", 6, 2),  # both copies of Q K A from the hand
        ("QD KD QD' KD'", "AD AD' 5C", 2, 2),  # both aces reserved for position 14
        ("QS KS AS", "QS' KS' AS' 4C", 3, 2),  # a second Q K A beside the table's
        ("QC KC AC QC' KC' AC'", "JC 9D", 1, 2),  # J joins one of the two ace-high runs
        ("QH KH 2H 3H", "AH AH' 9C", 2, 1),  # one ace high, the other low
    ],
)
def test_both_copies_of_an_ace_high_run_match_the_brute_force(
    table: str, hand: str, placed: int, ace_high_runs: int
) -> None:
    solution = assert_solver_matches_brute_force(table, hand)
    assert solution.cards_placed == placed
    high = [m for m in solution.melds if m[-1].rank == 1 and m[-2].rank == 13]
    assert len(high) == ace_high_runs, "runs ending with an ace after the king"


@pytest.mark.parametrize(
    ("table", "hand", "placed"),
    [
        ("", "KS AS 2S KS' AS' 2S' 9D", 6),  # two K A 2 runs from the hand
        ("KH AH 2H KH' AH' 2H'", "QH 3H' 9C", 2),  # both crossing runs grow, one each way
        ("QC KC QC' KC'", "AC 2C AC' 2C' 7D", 4),  # both table pieces cross into A 2
        ("JD QD KD AD 2D JD' QD'", "KD' AD' 9S", 2),  # two crossing runs of unequal length
    ],
)
def test_two_wraparound_runs_crossing_king_to_ace_match_the_brute_force(
    table: str, hand: str, placed: int
) -> None:
    solution = assert_solver_matches_brute_force(table, hand, run_wraparound=True)
    assert solution.cards_placed == placed
    crossing = [
        m
        for m in solution.melds
        if any(a.rank == 13 and b.rank == 1 for a, b in itertools.pairwise(m))
    ]
    assert len(crossing) == 2, "two runs go on from the king to the ace"
    plain = solve(cards(table), cards(hand))
    assert plain is None or plain.cards_placed < placed, "the wrap is needed"


def test_six_to_eight_cards_of_a_rank_make_two_sets_under_max_set_size() -> None:
    """QP-A3 with `max_set_size = 4`: 6, 7 or 8 cards of a rank split into two sets."""
    for hand in ("9S 9S' 9H 9H' 9D 9C", "9S 9S' 9H 9H' 9D 9C 9D'", "9S 9S' 9H 9H' 9D 9C 9D' 9C'"):
        solution = solve([], cards(hand), max_set_size=4)
        assert solution is not None and solution.cards_placed == len(cards(hand)), hand
        assert all(3 <= len(m) <= 4 for m in solution.melds)
        assert_legal_commit([], cards(hand), solution, rules_for(max_set_size=4))


def test_shed_bonus_defaults_to_zero_and_is_bounded() -> None:
    """A face missing from the bonus map is worth 0; values run from 0 to 1000."""
    hand = cards("4H 5H 6H 6S 6D")
    by_set = solve([], hand, shed_bonus={(6, "S"): 1, (6, "D"): 0})
    assert by_set is not None and fmt(by_set.placed) == "6H 6S 6D"
    by_run = solve([], hand, shed_bonus={(4, "H"): 1})
    assert by_run is not None and fmt(by_run.placed) == "4H 5H 6H"
    assert solve([], hand, shed_bonus={(4, "H"): 1000}) is not None
    for bad in (1001, -1):
        with pytest.raises(ValueError, match="shed bonus"):
            solve([], hand, shed_bonus={(4, "H"): bad})


def test_arrange_defaults_to_no_wrap_and_no_ace_at_both_ends() -> None:
    assert arrange(cards("KS AS 2S")) is None
    assert arrange(cards("KS AS 2S"), run_wraparound=True) is not None
    a_to_a = cards("AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC'")
    assert len(arrange(a_to_a)) == 2
    assert len(arrange(a_to_a, ace_both_ends=True)) == 1


_CROWDED_SIZES = (30, 40, 50, 60)
_CROWDED_OPTIONS: list[dict] = [{}, {"max_set_size": 4}, {"run_wraparound": True}]


def _crowded_instance(seed: int) -> tuple[Instance, dict]:
    rng = random.Random(seed)
    size = rng.choice(_CROWDED_SIZES)
    options = rng.choice(_CROWDED_OPTIONS)
    return random_instance(rng, size, 14, **options), options


#: Seeds of `_crowded_instance` whose DP layers grow past `_PRUNE_FROM` states, so that the
#: dominance pruning runs (found by search); the random tests above rarely get there.
CROWDED_SEEDS = [8, 20, 21, 38, 54, 62, 80, 84, 189, 192, 195, 211, 232, 233, 247]


@pytest.mark.parametrize("seed", CROWDED_SEEDS)
def test_crowded_tables_where_dominance_pruning_runs_match_highs(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.games.quita_y_pon import solver as module

    pruned: list[int] = []
    real = module._undominated

    def spy(states: dict[int, int]) -> dict[int, int]:
        pruned.append(len(states))
        return real(states)

    monkeypatch.setattr(module, "_undominated", spy)
    inst, options = _crowded_instance(seed)
    solution = solve(inst.table, inst.hand, **options)
    assert pruned, "the instance reaches the dominance pruning"
    expected = _highs().solve(inst.table, inst.hand, **options)
    assert solver_value(solution) == (
        None if expected is None else (expected.cards, expected.points)
    )
    if solution is not None:
        assert_legal_commit(inst.table, inst.hand, solution, rules_for(**options))


@pytest.mark.parametrize(
    ("table", "hand", "placed"),
    [
        ("AD 2D 3D", "AH AS 5C", 0),  # the run cannot spare its ace: no commit
        ("AD 2D 3D 4D", "AH AS 5C", 2),  # it can: AD joins the pair
        ("7C 8C 9C", "7H 7S 2D", 0),
        ("6C 7C 8C 9C", "7H 7S 2D", 0),  # 7C in the middle: the run would break
        ("7C 8C 9C TC", "7H 7S 2D", 2),
        ("KH QH JH", "KS KD 2C", 0),
        ("KH QH JH TH", "KS KD 2C", 2),
    ],
)
def test_a_pair_takes_a_third_card_from_a_run_only_if_the_run_can_spare_it(
    table: str, hand: str, placed: int
) -> None:
    t, h = cards(table), cards(hand)
    solution = solve(t, h)
    assert solver_value(solution) == brute_force(t, h, QUITA_Y_PON_MELDS, "cards", 0, False)
    if placed == 0:
        assert solution is None
    else:
        assert solution is not None and solution.cards_placed == placed
        assert_legal_commit(t, h, solution, QUITA_Y_PON_MELDS)


def test_shed_bonus_never_outweighs_one_more_card() -> None:
    """The bonus only breaks ties between commits placing the most cards: the set
    8H 8S 8D (3 cards) beats 8H 9H on the run (2 cards) whatever 9H's bonus."""
    table, hand = cards("5H 6H 7H"), cards("8H 9H 8S 8D")
    solution = solve(table, hand, shed_bonus={(9, "H"): 1000})
    assert solution is not None and fmt(solution.placed) == "8H 8S 8D"


@pytest.mark.parametrize(
    ("table", "hand"),
    [
        ("", "3H 4H 5H 5H' 6H 6H' 7H 7H' 2C"),  # 3H-7H and 5H'-7H'
        ("3S 4S 5S 6S", "4S' 5S' 6S' 7S 8S 2C"),  # two runs of a suit overlapping
        ("9D TD JD", "7D 8D 9D' TD' JD' QD"),
        ("JC QC KC", "QC' KC' AC AC' 2H"),  # both runs take an ace high
        ("JC QC KC", "QC' KC' AC 2H"),  # the one ace must go to the two-card Q K
        ("9S TS JS QS KS", "JS' QS' KS' AS 4D"),
    ],
)
def test_two_runs_of_one_suit_of_different_lengths_match_the_brute_force(
    table: str, hand: str
) -> None:
    assert_solver_matches_brute_force(table, hand)


# ------------------------------------------------------------ the beam's selection


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.integers(0, 1 << 30),  # run states, pool, cover, reserved aces, guesses
            st.integers(0, 40 * solver._CARD_UNIT),
        ),
        min_size=1,
        max_size=200,
    ),
    st.integers(1, 60),
)
def test_the_beam_keeps_the_states_nlargest_would_in_its_order(items, beam) -> None:
    """`_beam` (scores packed into ints and sorted) keeps the states, in the order, that
    `heapq.nlargest` keeps by `_beam_score`, ties in the dict's order."""
    import heapq

    states = dict(items)
    # run-state nibbles 10 to 15 never occur: keep each suit's below 10
    states = {
        sum(min((k >> (8 + 4 * s)) & 0xF, 9) << (8 + 4 * s) for s in range(4))
        | (k & 0xFF)
        | (k & ~0xFFFFFF): v
        for k, v in states.items()
    }
    expected = dict(heapq.nlargest(beam, states.items(), key=solver._beam_score))
    got = solver._beam(states, beam)
    assert list(got.items()) == list(expected.items())
