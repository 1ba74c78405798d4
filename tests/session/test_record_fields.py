"""The saved-game record (app/session/record.py) field by field: what `build` writes by
default, the actions' cache across deals, and what `parse` refuses, named."""

from __future__ import annotations

import pytest

from app.games.registry import find_game
from app.session import DamagedRecord, MatchSession
from app.session.record import ActionsJson, _hints, build, parse
from tests.house import house

S40 = find_game("scala-40")
QP = find_game("quita-y-pon")


def _session(actions: int = 4) -> MatchSession:
    session = MatchSession.start(S40, {"num_players": 2}, ("easy",), seed=6)
    person_bot = S40.bot("easy", "p")
    while len(session.deal.history) < actions:
        seat = session.to_play
        bot = session.bots.get(seat, person_bot)
        session.play(bot.choose(session.view(seat), bot.limit), seat)
    return session


def test_build_by_default_is_a_real_game_with_its_own_cache() -> None:
    s = _session()
    record = build(S40, s.match, s.seats, [], 7, 100.0, [])
    assert "practice" not in record and "hints" not in record
    assert record["actions"] == [a.to_json() for a in s.deal.history]
    assert record["match_id"] == 7 and record["match_started_at"] == 100.0
    practice = build(S40, s.match, s.seats, [], 7, 100.0, [], practice=True)
    assert practice["practice"] is True


def test_hints_keep_only_counts_above_zero() -> None:
    s = _session()
    record = build(S40, s.match, s.seats, [], None, 1.0, [], hints={0: 0, 1: 2})
    assert record["hints"] == {"1": 2}
    assert _hints({"0": 0, "1": 1, "2": 3, "x": 1, "3": -1, "4": True, "5": 2.5}) == {1: 1, 2: 3}
    assert _hints(["0"]) == {} and _hints(None) == {}


def test_the_actions_cache_follows_each_deal_by_identity() -> None:
    a, b = _session(4), _session(6)
    cache = ActionsJson()
    assert cache.of(a.deal, a.deal.history) == [x.to_json() for x in a.deal.history]
    assert cache.of(b.deal, b.deal.history) == [x.to_json() for x in b.deal.history]
    shorter = b.deal.history[:2]
    assert cache.of(b.deal, shorter) == [x.to_json() for x in shorter]
    # A deal that took the place (and the id) of another one gone: not its actions.
    cache._deals[id(b.deal)] = (a.deal, list(a.deal.history), cache.of(a.deal, a.deal.history))
    assert cache.of(b.deal, b.deal.history) == [x.to_json() for x in b.deal.history]
    # Grown from a different first action: told again from the start.
    other = list(b.deal.history)
    cache._deals[id(b.deal)] = (b.deal, [a.deal.history[0]], [a.deal.history[0].to_json()])
    assert cache.of(b.deal, other) == [x.to_json() for x in other]


def _damaged(record, game_id=None) -> str:
    with pytest.raises(DamagedRecord) as caught:
        parse(record, game_id)
    return str(caught.value)


def test_parse_refuses_each_field_named() -> None:
    record = _session().record([])
    assert parse(record, "scala-40").match.seed == 6
    assert parse(record).game.id == "scala-40"
    assert "it is not a game of buraco" in _damaged(record, "buraco")
    for seed in (None, True, 2.5):
        assert "its field 'seed' must be a whole number, or text" in _damaged(
            {**record, "seed": seed}
        )
    for key, value in (("options", "x"), ("options", True), ("seats", {}), ("actions", "x")):
        assert f"its field '{key}' must be " in _damaged({**record, key: value}), key


def test_a_saved_game_whose_match_is_over_is_refused() -> None:
    session = MatchSession.start(QP, house(QP, "LONG_MATCH"), ("easy",), seed=3)
    person_bot = QP.bot("easy", "p")
    while True:
        while session.to_play is not None:
            seat = session.to_play
            bot = session.bots.get(seat, person_bot)
            session.play(bot.choose(session.view(seat), bot.limit), seat)
        if session.match_over:
            break
        assert session.next_deal()
    record = session.record([])
    assert "its match cannot be rebuilt" in _damaged(record)


@pytest.mark.parametrize(
    ("seats", "problem"),
    [
        ([["You", None]], "it lists 1 seats for a game of 2 players"),
        ([["You", None], ["Ana"]], "it has a seat 1 that is not [name, level]"),
        ([["You", None], ["", "easy"]], "it gives seat 1 no valid name"),
        ([["You", None], ["A" * 41, "easy"]], "it gives seat 1 no valid name"),
        ([[3, None], ["Ana", "easy"]], "it gives seat 0 no valid name"),
        ([["You", None], ["Ana", "wizard"]], "it gives seat 1 an unknown bot level 'wizard'"),
        ([["You", "easy"], ["Ana", "easy"]], "it has no seat for the person: seat 0 to seat 1 are bots"),
        ([["You", None], ["Ana", None]], "it makes seat 0 and seat 1 the person, who sits in one seat"),
    ],
)  # fmt: skip
def test_each_seat_is_checked(seats, problem: str) -> None:
    record = _session().record([])
    assert problem in _damaged({**record, "seats": seats})


def test_names_of_one_to_forty_characters_are_kept() -> None:
    record = _session().record([])
    for name in ("A", "B" * 40):
        found = parse({**record, "seats": [["You", None], [name, "easy"]]})
        assert found.seats[1].name == name


def _after_one_deal() -> dict:
    session = MatchSession.start(QP, house(QP, "LONG_MATCH"), ("easy",), seed=3)
    person_bot = QP.bot("easy", "p")
    while session.to_play is not None:
        seat = session.to_play
        bot = session.bots.get(seat, person_bot)
        session.play(bot.choose(session.view(seat), bot.limit), seat)
    assert session.next_deal()
    seat = session.to_play
    bot = session.bots.get(seat, person_bot)
    session.play(bot.choose(session.view(seat), bot.limit), seat)
    return session.record([])


def test_finished_deals_are_replayed_and_checked() -> None:
    record = _after_one_deal()
    found = parse(record)
    assert len(found.finished) == 1 and list(found.finished[0]) == [a for a in found.finished[0]]
    assert [a.to_json() for a in found.finished[0]] == record["deals"][0]
    # A record before release 0.3 keeps no actions of finished deals: their results only.
    old = {k: v for k, v in record.items() if k != "deals"}
    assert parse(old).finished == [None]
    assert "in no list" in _damaged({**record, "deals": "x"})
    assert "it keeps the actions of 2 deals for 1 results" in _damaged(
        {**record, "deals": [record["deals"][0], None]}
    )
    assert "it keeps deal 0's actions in no list" in _damaged({**record, "deals": ["x"]})
    cut = record["deals"][0][:-1]
    assert "it gives deal 0 a result its actions do not end in" in _damaged(
        {**record, "deals": [cut]}
    )
    swapped = [record["deals"][0][1], record["deals"][0][0], *record["deals"][0][2:]]
    assert "it holds an illegal move in deal 0, action 0 (" in _damaged(
        {**record, "deals": [swapped]}
    )
    nothing = [{"kind": "qp.commit", "groups": []}]
    assert "it holds an illegal move at action 0 (no_card_from_hand)" in _damaged(
        {**record, "actions": nothing}
    )
