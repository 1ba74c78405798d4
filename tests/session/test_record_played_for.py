"""The saved-game record (app/session/record.py), what today's code added: the turns
played for the person (P), kept by deal, only counts above zero, read back as written;
a field of the wrong kind named with the kind it must be."""

from __future__ import annotations

import pytest

from app.games.registry import GAME_IDS
from app.session import DamagedRecord
from app.session.record import _hints, build, parse
from tests.session.test_record_fields import S40, _session


def test_turns_played_for_you_keep_only_counts_above_zero_and_read_back() -> None:
    s = _session()
    record = build(S40, s.match, s.seats, [], None, 1.0, [], played_for={0: 0, 1: 2, 3: 1})
    assert record["played_for_you"] == {"1": 2, "3": 1}
    assert parse(record, "scala-40").played_for == {1: 2, 3: 1}
    none = build(S40, s.match, s.seats, [], None, 1.0, [], played_for={0: 0})
    assert none.get("played_for_you", {}) == {}
    assert parse(none, "scala-40").played_for == {}


@pytest.mark.parametrize(
    ("field", "value", "words"),
    [
        ("options", [1], "its field 'options' must be a JSON object, not […]"),
        ("seats", {"0": "You"}, "its field 'seats' must be a list ([…]), not {…}"),
        ("results", "none", "its field 'results' must be a list ([…]), not 'none'"),
    ],
)
def test_a_field_of_the_wrong_kind_is_named_with_the_kind_it_must_be(field, value, words):
    s = _session()
    record = {**build(S40, s.match, s.seats, [], None, 1.0, []), field: value}
    with pytest.raises(DamagedRecord) as refused:
        parse(record, "scala-40")
    assert words in str(refused.value)


@pytest.mark.parametrize("game", ["chess", 7, None])
def test_a_game_this_version_does_not_know_is_named_with_the_ones_it_does(game):
    s = _session()
    record = {**build(S40, s.match, s.seats, [], None, 1.0, []), "game": game}
    with pytest.raises(DamagedRecord) as refused:
        parse(record)
    # every game of the registry, in its order (a new game is named with no edit here)
    assert f"its field 'game' must be one of {', '.join(GAME_IDS)}, not " in str(refused.value)
    assert GAME_IDS[:2] == ("quita-y-pon", "scala-40")  # the registry's order, not a set's


def test_a_deals_number_in_the_record_has_at_most_nine_digits() -> None:
    assert _hints({"123456789": 1, "1234567890": 2, "0": 3}) == {123456789: 1, 0: 3}
