"""A session's bots are made when first asked for (`MatchSession.bots`, a `Bots` mapping):
a match starts without making any, so a table's first frame waits for no bot. Made later,
each bot is the one the session made at the start before: the same level, seeded
`seed:seat`, so the same moves from the same seed; a practice table's snapshots of bots
not yet made bring back bots that play as fresh ones."""

from __future__ import annotations

import pickle

import pytest

from app.games.registry import GAMES, find_game
from app.session import MatchSession
from tests.house import house


def _made_at_the_start(session: MatchSession) -> dict:
    """Every bot seat's bot made as the session made them all when a match started: its
    level, seeded from the deal's seed and its seat."""
    seed = str(session.deal.seed)
    return {
        s: session.game.bot(info.level, f"{seed}:{s}")
        for s, info in enumerate(session.seats)
        if info.level is not None
    }


def _deal_played(session: MatchSession, bots) -> list:
    """The deal on the table played out, the person's seat by an easy bot of its own, the
    others by `bots`; the actions in order."""
    person = session.game.bot("easy", "person")
    while session.to_play is not None:
        seat = session.to_play
        bot = bots[seat] if seat != session.person else person
        view = session.view(seat)
        session.play(bot.choose(view, bot.limit), seat, view)
    return list(session.deal.history)


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_bots_made_at_their_first_turn_play_the_moves_of_bots_made_at_the_start(game):
    info = find_game(game)
    lazy = MatchSession.start(info, house(info, "LONG_MATCH"), ("easy", "normal"), seed=7)
    assert lazy.bots.made == {}, "a match starts without making a bot"
    eager = MatchSession.start(info, house(info, "LONG_MATCH"), ("easy", "normal"), seed=7)
    expected = _deal_played(eager, _made_at_the_start(eager))
    assert _deal_played(lazy, lazy.bots) == expected
    assert sorted(lazy.bots.made) == sorted(lazy.bots), "each bot seat's bot was made"


def test_the_bots_answer_for_every_bot_seat_made_or_not():
    info = find_game("scala-40")
    session = MatchSession.start(info, None, ("easy", "normal", "hard"), seed=4, person=1)
    bots = session.bots
    assert sorted(bots) == [0, 2, 3] and len(bots) == 3
    assert 0 in bots and 1 not in bots and 4 not in bots
    assert bots.made == {}
    assert bots.get(1) is None, "the person's seat has no bot"
    with pytest.raises(KeyError):
        bots[1]
    third = bots[3]
    assert bots.made == {3: third} and bots[3] is third, "made once, then kept"
    assert (third.level, type(third)) == ("normal", info.bot_class)
    assert [bots[s].level for s in (0, 2)] == ["hard", "easy"], "the levels in turn after 1"
    assert bots[0].rng.getstate() == info.bot("hard", f"{session.deal.seed}:0").rng.getstate()


def test_a_snapshot_of_bots_not_yet_made_brings_back_bots_that_play_as_fresh_ones():
    """Pickled before any bot is made (a practice table's first snapshot, the person
    first to play), the bots come back unmade, and then play as the first time."""
    info = find_game("scala-40")
    session = MatchSession.start(info, None, ("hard",), seed=2, person=0)
    kept = pickle.dumps(session.bots)
    first = session.bots[1]
    fresh = first.rng.getstate()
    view = session.view(1)
    chosen = first.choose(view, first.limit)
    first.rng.random()  # it has drawn on its generator since it was made
    back = pickle.loads(kept)
    assert back.made == {} and sorted(back) == [1, 2, 3]
    again = back[1]
    assert again is not first and again.rng.getstate() == fresh
    assert again.choose(view, again.limit) == chosen
    # Pickled once made, a bot comes back as it stood.
    later = pickle.loads(pickle.dumps(session.bots))
    assert later.made.keys() == {1} and later[1].rng.getstate() == first.rng.getstate() != fresh


def test_a_practice_take_back_to_before_any_bot_was_made_replays_the_same_bot_moves():
    """The person plays first, the bots answer (made at their first turns); taken back to
    the person's first move and played the same, the bots answer the same again."""
    info = find_game("cuatro-palos")
    session = MatchSession.start(info, None, ("hard",), seed=3, practice=True)
    while session.to_play != session.person:  # a deal where the person plays first
        session = MatchSession.start(info, None, ("hard",), seed=session.match.seed + 1,
                                     practice=True)  # fmt: skip
    assert session.bots.made == {}
    person = info.bot("easy", "person")
    mine = person.choose(session.view(), person.limit)
    session.play(mine, session.person)
    while session.to_play not in (session.person, None):
        seat = session.to_play
        bot = session.bots[seat]
        session.play(bot.choose(session.view(seat), bot.limit), seat)
    answered = list(session.deal.history)
    assert len(answered) > 1 and session.bots.made
    session.take_back()
    assert session.deal.history == [] and session.bots.made == {}
    session.play(mine, session.person)
    while session.to_play not in (session.person, None):
        seat = session.to_play
        bot = session.bots[seat]
        session.play(session.foreseen() or bot.choose(session.view(seat), bot.limit), seat)
    assert list(session.deal.history) == answered
