"""Hints: the hard bot's own choice first, then the next best it weighed, each legal, each
once, each with its reason; made from the seat's view alone."""

from __future__ import annotations

import pytest

from app.core.bots import Limit
from app.core.hints import BEST_FOUND, Hint, ranked_hints
from app.core.words import Words
from app.games.registry import GAMES
from app.session import MatchSession
from tests.house import house

#: A budget that no clock can cut short: the coach and its twin decide alike.
FIXED = Limit(playouts=4, nodes=60)


def reason(action, value) -> Words | None:
    return None if action == "quiet" else Words("Hints", f"{action} {value}")


def test_the_choice_comes_first_then_the_rest_by_score_each_once():
    hints = ranked_hints("b", [("a", 3.0), ("b", 1.0), ("c", 2.0), ("a", 0.5)], reason)
    assert [h.action for h in hints] == ["b", "a", "c"]
    assert [h.value for h in hints] == [1.0, 3.0, 2.0]
    assert ranked_hints("b", [("a", 3.0), ("c", 2.0), ("d", 1.0)], reason, most=2)[1].action == "a"


def test_an_alternative_without_a_reason_is_left_out_the_choice_never():
    hints = ranked_hints("quiet", [("quiet", 5.0), ("x", 1.0)], reason)
    assert hints[0] == Hint("quiet", BEST_FOUND, 5.0) and [h.action for h in hints] == [
        "quiet",
        "x",
    ]
    assert [h.action for h in ranked_hints("b", [("quiet", 9.0)], reason)] == ["b"]


def test_two_moves_a_person_cannot_tell_apart_show_once():
    same = lambda action, value: Words("Hints", "take the pile")  # noqa: E731
    assert len(ranked_hints("a", [("a", 2.0), ("b", 1.0)], same)) == 1


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_deal_hinted_at_every_turn_plays_what_the_hard_bot_plays(game):
    """The person's seat is played by its coach's first hint; a twin of its strongest bot
    (hard), asked at the same views, chooses the same move every time. Every hint is
    legal, each once, with a reason of its own."""
    session = MatchSession.start(game, None, ("easy",), seed=11)
    coach = game.bot(game.strongest_level, "coach")
    twin = game.bot(game.strongest_level, "coach")
    person = session.person
    asked = alternatives = 0
    while session.to_play is not None and len(session.deal.history) < 300:
        seat = session.to_play
        view = session.view(seat)
        if seat == person:
            hints = coach.advise(view, FIXED)
            assert hints and len(hints) <= 3
            assert hints[0].action == twin.choose(view, FIXED), (game.id, len(session.deal.history))
            assert len({h.action for h in hints}) == len(hints)
            assert len({str(h.reason) for h in hints}) == len(hints)
            for hint in hints:
                assert session.deal.legal(hint.action) is None, hint
                assert isinstance(hint.reason, Words) and hint.reason.context == "Hints"
            asked += 1
            alternatives += len(hints) > 1
            action = hints[0].action
        else:
            bot = session.bots[seat]
            action = bot.choose(view, FIXED)
        session.play(action, seat, view)
    assert asked >= 3
    if house(game, "NEXT_BEST_HINTS"):
        assert alternatives >= 1, "the search's next best moves are offered"
    else:  # its solver ranks nothing beside its one best commit
        assert alternatives == 0


# --------------------------------------------------------------------------- counted


def test_hints_are_counted_per_deal_kept_in_the_record_and_on_the_scoreboard(tmp_path):
    from app.session import Store
    from app.session.store import open_scoreboard

    game = next(g for g in GAMES if g.id == "scala-40")
    board = open_scoreboard(tmp_path / "scoreboard.sqlite3")
    session = MatchSession.start(
        game, {"num_players": 2}, ("easy",), seed=3, store=Store(None, board)
    )
    session.note_hint()
    session.note_hint()
    record = session.record([])
    assert record["hints"] == {"0": 2}
    again = MatchSession.resume(record)
    assert again.hints == {0: 2}
    person_bot = game.bot("easy", "person")
    while session.to_play is not None:
        seat = session.to_play
        bot = session.bots.get(seat, person_bot)
        view = session.view(seat)
        session.play(bot.choose(view, bot.limit), seat, view)
    [match] = [m for m in board.matches() if m.seed == "3"]
    assert board.deals(match.id)[0].hints == 2 and match.hints == 2
    board.close()


def test_a_record_s_unreadable_hint_counts_are_left_out_not_the_game():
    from app.session.record import _hints

    assert _hints({"0": 2, "x": 1, "1": -3, "2": True, "3": 1.5, "4": 1}) == {0: 2, 4: 1}
    assert _hints(["0"]) == {} and _hints(None) == {}
