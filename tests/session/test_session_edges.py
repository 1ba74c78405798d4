"""The match session's edges (app/session/session.py): who the person is at a table of
bots, a level the game has no bot for, whose turn a move may be played in, the next deal
only once the one shown is over, hints counted per deal, a position set up by hand."""

from __future__ import annotations

import pytest

from app.core.engine import IllegalMove
from app.games.registry import find_game
from app.session import MatchSession, Store
from app.session.seats import SeatInfo
from app.storage.saved_game import SavedGame
from tests.house import house

S40 = find_game("scala-40")
BU = find_game("buraco")


def _bot_move(session: MatchSession):
    seat = session.to_play
    bot = session.bots.get(seat) or session.game.bot("easy", "person")
    return bot.choose(session.view(seat), bot.limit), seat


def test_the_person_is_the_first_seat_without_a_bot_and_0_at_a_table_of_bots() -> None:
    match = S40.new_match(S40.options({"num_players": 3}), 5)
    seats = [SeatInfo("A", "easy"), SeatInfo("B", None), SeatInfo("C", None)]
    session = MatchSession(S40, match, match.deal, seats)
    assert session.person == 1
    assert session.practice is False  # a real table unless asked for
    bots = [SeatInfo("A", "easy"), SeatInfo("B", "hard"), SeatInfo("C", "easy")]
    session = MatchSession(S40, match, match.deal, bots)
    assert session.person == 0 and sorted(session.bots) == [0, 1, 2]


def test_a_level_the_game_has_no_bot_for_plays_at_its_default_level() -> None:
    match = S40.new_match(S40.options({"num_players": 2}), 5)
    seats = [SeatInfo("You", None), SeatInfo("Ana", "grandmaster")]
    session = MatchSession(S40, match, match.deal, seats)
    assert session.seats[1].level == S40.default_level and session.seats[0].level is None
    assert "grandmaster" not in S40.levels


def test_a_move_is_played_only_by_the_seat_whose_turn_it_is() -> None:
    session = MatchSession.start(S40, {"num_players": 2}, ("easy",), seed=5)
    action, seat = _bot_move(session)
    other = 1 - seat
    assert session.legal(action, other) == IllegalMove("not_your_turn")
    assert session.legal(action, seat) is None and session.legal(action) is None
    with pytest.raises(IllegalMove) as caught:
        session.play(action, other)
    assert caught.value.code == "not_your_turn" and session.deal.history == []
    assert session.bot_to_play == (session.seats[seat].level is not None)
    session.play(action)  # default: whoever is to play
    assert len(session.deal.history) == 1


def test_the_next_deal_comes_only_once_the_one_shown_is_over() -> None:
    session = MatchSession.start(S40, house(S40, "LONG_MATCH"), ("easy",), seed=5)
    assert session.next_deal() is False  # the deal is not over
    while session.to_play is not None:
        action, seat = _bot_move(session)
        session.play(action, seat)
    assert session.bot_to_play is False
    with pytest.raises(IllegalMove) as caught:
        session.play(action, None)
    assert caught.value.code == "deal_over"
    if not session.match_over:
        index = session.deal.deal_index
        assert session.next_deal() is True and session.deal.deal_index == index + 1
        assert session.deal.history == [] and not session.can_take_back
        assert session.next_deal() is False


def test_hints_are_counted_per_deal_and_saved(tmp_path) -> None:
    saved = SavedGame(tmp_path / "saved.json")
    session = MatchSession.start(S40, {"num_players": 2}, ("easy",), seed=5, store=Store(saved))
    session.note_hint()
    assert session.hints == {0: 1} and saved.read()["hints"] == {"0": 1}
    session.note_hint()
    assert session.hints == {0: 2} and saved.read()["hints"] == {"0": 2}


def test_a_position_set_up_by_hand_has_no_match_and_its_own_teams() -> None:
    match = BU.new_match(BU.options({"num_players": 4}), 2)
    session = MatchSession.from_position(BU, match.deal, [None, "easy", "easy", "easy"])
    assert session.match is None and session.match_over
    assert session.teams == tuple(match.deal.teams) == (0, 1, 0, 1)
    assert [s.name for s in session.seats] == ["You", "Ana", "Bruno", "Carla"]
    assert session.next_deal() is False
    with pytest.raises(ValueError):
        session.state_at(0)
    s40 = S40.new_match(S40.options({"num_players": 3}), 2).deal
    solo = MatchSession.from_position(S40, s40, ["easy", None, "easy"])
    assert solo.teams == (0, 1, 2) and solo.person == 1
    assert [s.name for s in solo.seats] == ["Bruno", "You", "Ana"]


def test_the_person_sits_where_asked_round_the_table() -> None:
    for person, expected in ((0, 0), (1, 1), (5, 1), (2, 0)):
        session = MatchSession.start(S40, {"num_players": 2}, ("easy",), seed=5, person=person)
        assert session.person == expected, person
        assert session.seats[expected].name == "You" and session.seats[expected].level is None


def test_a_match_started_without_a_seed_is_seed_1() -> None:
    session = MatchSession.start(S40, {"num_players": 2}, ("easy",))
    assert session.match.seed == 1
    again = MatchSession.start(S40, {"num_players": 2}, ("easy",), seed=1)
    assert session.view(0) == again.view(0)


def test_the_bots_are_seeded_from_the_deal_or_as_asked() -> None:
    import random

    def seeded(bot, seed: str) -> bool:
        expected = random.Random(f"{bot.rng_name}:{bot.level}:{seed}")
        return bot.rng.getstate() == expected.getstate()

    session = MatchSession.start(S40, {"num_players": 3}, ("easy",), seed=5)
    deal_seed = session.deal.seed
    assert deal_seed is not None
    assert all(seeded(session.bots[s], f"{deal_seed}:{s}") for s in (1, 2))
    state = S40.new_match(S40.options({"num_players": 3}), 5).deal
    given = MatchSession.from_position(S40, state, [None, "easy", "easy"], bot_seed="abc")
    assert all(seeded(given.bots[s], f"abc:{s}") for s in (1, 2))
    default = MatchSession.from_position(S40, state, [None, "easy", "easy"])
    assert all(seeded(default.bots[s], f"{state.seed}:{s}") for s in (1, 2))


def test_a_position_played_by_bots_only_names_seat_0_you() -> None:
    state = S40.new_match(S40.options({"num_players": 3}), 5).deal
    session = MatchSession.from_position(S40, state, ["easy", "easy", "easy"])
    assert [s.name for s in session.seats] == ["You", "Ana", "Bruno"] and session.person == 0


def test_a_match_says_each_seats_team() -> None:
    four = MatchSession.start(BU, {"num_players": 4}, ("easy",), seed=2)
    assert four.teams == (0, 1, 0, 1)
    solo = MatchSession.start(S40, {"num_players": 3}, ("easy",), seed=2)
    assert solo.teams == (0, 1, 2)


def test_a_move_the_rules_refuse_is_named() -> None:
    from app.games.scala40.engine import Discard

    session = MatchSession.start(S40, {"num_players": 2}, ("easy",), seed=5)
    seat = session.to_play
    theirs = next(c for c in session.view(1 - seat).hand if c not in session.view(seat).hand)
    problem = session.legal(Discard(theirs))
    assert isinstance(problem, IllegalMove) and problem.code != "not_your_turn"
    assert session.legal(Discard(theirs), seat) == problem


def test_a_point_not_in_the_record_is_named_with_the_deals_it_holds() -> None:
    session = MatchSession.start(S40, {"num_players": 2}, ("easy",), seed=5)
    with pytest.raises(ValueError) as caught:
        session.state_at(3)
    assert str(caught.value) == "deal 3 is not one of this match's 0..0"


def test_a_practice_position_set_up_by_hand_starts_with_nothing_to_take_back() -> None:
    match = S40.new_match(S40.options({"num_players": 2}), 5)
    state = match.deal
    for _ in range(3):
        seat = state.to_play
        bot = S40.bot("easy", f"x{seat}")
        state.play(bot.choose(state.view(seat), bot.limit))
    levels = [None if s == state.to_play else "easy" for s in range(2)]
    session = MatchSession.from_position(S40, state, levels, practice=True)
    assert session.practice and not session.can_take_back
    assert session.foreseen() is None


def test_nothing_is_foreseen_while_the_person_is_to_play_again() -> None:
    session = MatchSession.start(S40, {"num_players": 2}, ("easy",), seed=5, practice=True)
    person_bot = S40.bot("easy", "person")
    while session.to_play != session.person or not session.deal.history:
        seat = session.to_play
        bot = session.bots.get(seat, person_bot)
        session.play(bot.choose(session.view(seat), bot.limit), seat)
    bot = person_bot
    session.play(bot.choose(session.view(session.person), bot.limit), session.person)
    while session.to_play not in (session.person, None):
        seat = session.to_play
        session.play(session.bots[seat].choose(session.view(seat), session.bots[seat].limit), seat)
    session.take_back()
    assert session.to_play == session.person
    assert session.foreseen() is None  # the person's own move is never played for them
    assert MatchSession.start(S40, {"num_players": 2}, ("easy",), seed=5).foreseen() is None
