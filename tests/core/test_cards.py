import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.core.cards import Card, CardParseError, card, cards, fmt
from app.core.decks import (
    BURACO_PACK,
    CUATRO_PALOS_PACK,
    CUATRO_PALOS_SPANISH40,
    CUATRO_PALOS_SPANISH48,
    MANO_Y_PIE_PACK,
    QUITA_Y_PON_PACK,
    SCALA40_PACK,
    SCALA40_PACK_4J,
    PackSpec,
    check_multiplicity,
    deal_rng,
    deal_round_robin,
    shuffled,
)

natural_cards = st.builds(Card, st.integers(1, 13), st.sampled_from("SHDC"), st.integers(0, 4))
jokers = st.builds(Card, st.just(0), st.just(""), st.integers(0, 9))


@given(st.one_of(natural_cards, jokers))
def test_notation_round_trips(c: Card) -> None:
    assert card(str(c)) == c


def test_notation_examples() -> None:
    assert str(card("7H")) == "7H"
    assert card("7H'") == Card(7, "H", 1)
    assert card("7H'") != card("7H")
    assert card("7H'").face == card("7H").face
    assert card("TH") == card("10H") == Card(10, "H", 0)
    assert card("JK''") == Card(0, "", 2)
    assert str(Card(0, "", 1)) == "JK'"
    assert fmt(cards("AS AD' 2C")) == "AS AD' 2C"


@pytest.mark.parametrize("bad", ["", "1H", "7X", "JKH", "ZZ", "7", "H7", '7H"', "11S"])
def test_bad_cards_are_named(bad: str) -> None:
    with pytest.raises(CardParseError) as info:
        card(bad)
    assert repr(bad) in str(info.value)


@pytest.mark.parametrize(
    ("spec", "size", "jokers"),
    [
        (QUITA_Y_PON_PACK, 104, 0),
        (SCALA40_PACK, 106, 2),
        (SCALA40_PACK_4J, 108, 4),
        (CUATRO_PALOS_PACK, 52, 0),
        (CUATRO_PALOS_SPANISH40, 40, 0),
        (CUATRO_PALOS_SPANISH48, 48, 0),
        (MANO_Y_PIE_PACK, 270, 10),
        (BURACO_PACK, 108, 4),
    ],
)
def test_pack_compositions(spec: PackSpec, size: int, jokers: int) -> None:
    pack = spec.build()
    assert len(pack) == spec.size == size
    assert len(set(pack)) == size, "every physical card is distinct"
    assert sum(c.is_joker for c in pack) == jokers
    assert all(spec.contains(c) for c in pack)


def test_canonical_order_and_joker_split() -> None:
    pack = SCALA40_PACK.build()
    assert fmt(pack[:3]) == "AS 2S 3S"
    assert pack[12] == card("KS") and pack[13] == card("AH")
    assert pack[52] == card("JK"), "deck 0's joker follows its 52 cards"
    assert pack[53] == card("AS'")
    assert pack[-1] == card("JK'")
    hf = MANO_Y_PIE_PACK.build()
    assert [str(c) for c in hf[52:54]] == ["JK", "JK'"]
    assert hf[54] == card("AS'")


def test_spanish40_ranks() -> None:
    ranks = sorted({c.rank for c in CUATRO_PALOS_SPANISH40.build()})
    assert ranks == [1, 2, 3, 4, 5, 6, 7, 11, 12, 13]


def test_seeded_dealing_is_reproducible() -> None:
    a = shuffled(QUITA_Y_PON_PACK, deal_rng(42, 0))
    b = shuffled(QUITA_Y_PON_PACK, deal_rng(42, 0))
    c = shuffled(QUITA_Y_PON_PACK, deal_rng(42, 1))
    assert a == b and a != c
    hands, stock = deal_round_robin(a, 4, 11, first_seat=1)
    assert [len(h) for h in hands] == [11, 11, 11, 11] and len(stock) == 60
    assert hands[1][0] == a[0] and hands[2][0] == a[1] and hands[0][0] == a[3]
    assert stock[0] == a[44]
    assert sorted(sum(hands, []) + stock, key=Card.sort_key) == sorted(
        QUITA_Y_PON_PACK.build(), key=Card.sort_key
    )


def test_multiplicity_check_names_the_card() -> None:
    assert check_multiplicity(cards("7H 7H'"), QUITA_Y_PON_PACK) is None
    assert "7H''" in (check_multiplicity(cards("7H''"), QUITA_Y_PON_PACK) or "")
    assert "appears twice" in (check_multiplicity(cards("7H 7H"), QUITA_Y_PON_PACK) or "")
    assert "JK" in (check_multiplicity(cards("JK"), QUITA_Y_PON_PACK) or "")


def test_actions_round_trip_json_and_bad_records_are_named() -> None:
    import json

    import pytest as _pytest

    from app.core.engine import Replay, action_from_json
    from app.games.quita_y_pon.engine import Commit, Draw

    commit = Commit(((card("3S"), card("4S"), card("5S")),))
    assert action_from_json(json.loads(json.dumps(commit.to_json()))) == commit
    assert action_from_json(Draw().to_json()) == Draw()
    with _pytest.raises(ValueError, match="unknown action kind"):
        action_from_json({"kind": "qp.shuffle"})
    with _pytest.raises(ValueError, match="'ZZ'"):
        action_from_json({"kind": "qp.commit", "groups": [["ZZ"]]})
    with _pytest.raises(ValueError, match="lacks the field 'groups'"):
        action_from_json({"kind": "qp.commit"})
    for bad, needle in [
        ("{", "not a replay record"),
        ("[]", "expected a JSON object"),
        ('{"format": 9}', "'format' must be 1, not 9"),
        ('{"format": 1, "game": "x"}', "lacks 'options'"),
    ]:
        with _pytest.raises(ValueError, match=needle):
            Replay.from_json(bad)


def test_a_record_written_before_a_field_existed_loads_with_its_default() -> None:
    """Saved games outlive the actions' fields: a field with a default (Scala 40's
    `readings`, RULES.md §0.4) may be missing and takes its default; a field without a
    default must still be there, and a present field is still type-checked."""
    import pytest as _pytest

    from app.core.engine import action_from_json
    from app.games.scala40.engine import Meld, TakeDiscard

    old = {"kind": "s40.meld", "melds": [["QH", "KH", "AH"]]}
    assert action_from_json(old) == Meld((tuple(cards("QH KH AH")),))
    assert action_from_json(old).readings == ()
    assert action_from_json({"kind": "s40.take_discard"}) == TakeDiscard()
    chosen = Meld((tuple(cards("QH JK JK'")),), ("run",))
    assert action_from_json(chosen.to_json()) == chosen
    assert chosen.to_json()["readings"] == ["run"]
    with _pytest.raises(ValueError, match="lacks the field 'melds'"):
        action_from_json({"kind": "s40.meld", "readings": ["set"]})
    with _pytest.raises(ValueError, match="field 'readings'"):
        action_from_json({"kind": "s40.meld", "melds": [], "readings": [3]})
    with _pytest.raises(ValueError, match="field 'readings'"):
        action_from_json({"kind": "s40.meld", "melds": [], "readings": "set"})


def test_a_pack_and_the_notation_hand_out_the_same_card_instances() -> None:
    """Speed, not meaning: equal cards built elsewhere are still the same card."""
    from app.core.cards import Card, card
    from app.core.decks import QUITA_Y_PON_PACK, build_pack

    pack = build_pack(QUITA_Y_PON_PACK)
    assert pack is not build_pack(QUITA_Y_PON_PACK)  # a new list each time
    assert any(c is card("7H'") for c in pack)
    assert Card(7, "H", 1) == card("7H'") and hash(Card(7, "H", 1)) == hash(card("7H'"))


def test_conservation_holds_for_equal_cards_that_are_not_the_packs_instances() -> None:
    """The identity fast path never decides alone: a deal holding equal copies of its
    cards is judged by value, and a missing or doubled card is still named."""
    import dataclasses

    from app.games.registry import GAMES

    for game in GAMES:
        deal = game.deal(game.options(), 3)
        fresh = deal.clone()
        for zone in ("stock",):
            setattr(fresh, zone, [dataclasses.replace(c) for c in getattr(fresh, zone)])
        assert fresh.conservation_problem() is None, game.id
        fresh.stock.append(fresh.stock[0])
        assert "cards in two places" in fresh.conservation_problem(), game.id
