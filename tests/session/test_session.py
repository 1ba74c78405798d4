"""The match session without Qt: events, the record, and any earlier point rebuilt exactly.

Every game of the registry is driven through `MatchSession` by its own bots, as the window
and `tapete-cli play` drive it; what each seat saw after every action is kept from the
events, and `state_at` must rebuild each of those points exactly from the record alone.
"""

from __future__ import annotations

import json

import pytest

from app.core.engine import IllegalMove
from app.games.registry import GAMES, GameInfo
from app.session import (
    ActionPlayed,
    DamagedRecord,
    DealOver,
    MatchOver,
    MatchSession,
    StorageProblem,
    Store,
)
from app.storage.saved_game import SavedGame
from tests.house import house

GAME_IDS = [g.id for g in GAMES]


def bots_only(game: GameInfo, seed: int = 3) -> MatchSession:
    """A match of a few deals (the game's `LONG_MATCH`) against easy bots, the person's
    seat to be played by an easy bot too."""
    return MatchSession.start(game, house(game, "LONG_MATCH"), ("easy",), seed=seed)


def play_out(session: MatchSession, events: list, until_deals: int | None = None) -> None:
    """Play the session's match by its bots (the person's seat by an easy bot of its own),
    moving on to the next deal after each, until the match is over."""
    person_bot = session.game.bot("easy", "person")
    while True:
        while session.to_play is not None:
            seat = session.to_play
            bot = session.bots.get(seat, person_bot)
            view = session.view(seat)
            session.play(bot.choose(view, bot.limit), seat, view)
        if session.match_over or (until_deals is not None and session.deal.deal_index + 1
                                  >= until_deals):  # fmt: skip
            return
        assert session.next_deal()


def snapshots(session: MatchSession) -> dict[tuple[int, int], tuple]:
    """Every seat's view after each action, by (deal, action number), from the events."""
    seen: dict[tuple[int, int], tuple] = {}

    def keep(event) -> None:
        if isinstance(event, ActionPlayed):
            deal = session.deal
            seen[(event.deal_index, event.index)] = tuple(
                deal.view(s) for s in range(deal.num_players)
            )

    session.subscribe(keep)
    return seen


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_every_point_of_a_match_is_rebuilt_exactly_from_its_record(game):
    session = bots_only(game)
    seen = snapshots(session)
    events: list = []
    session.subscribe(events.append)
    play_out(session, events)
    assert len(session.match.results) >= 2, "a match of one deal tests no deal boundary"
    deals = session.deal_actions()
    assert [len(d) for d in deals] == [
        max(i for (k, i) in seen if k == d) for d in range(len(deals))
    ]
    points = sorted(seen)
    for deal_index, index in points[:: max(1, len(points) // 40)] + points[-1:]:
        again = session.state_at(deal_index, index)
        assert (
            tuple(again.deal.view(s) for s in range(session.num_players))
            == seen[(deal_index, index)]
        )
        assert len(again.deal.history) == index and again.deal.deal_index == deal_index
    # The rebuilt point shares nothing: playing on it leaves the session as it was.
    start = session.state_at(0, 0)
    assert start.deal is not session.deal and start.deal.history == []
    assert start.match.results == []


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_a_session_tells_every_action_each_deal_and_the_match_end(game):
    session = bots_only(game)
    events: list = []
    session.subscribe(events.append)
    play_out(session, events)
    played = [e for e in events if isinstance(e, ActionPlayed)]
    over = [e for e in events if isinstance(e, DealOver)]
    assert len(played) == sum(len(d) for d in session.deal_actions())
    assert [e.deal_index for e in over] == list(range(len(session.match.results)))
    assert [e.outcome for e in over] == session.match.results
    assert [e.match_over for e in over] == [False] * (len(over) - 1) + [True]
    assert events[-1] == MatchOver(session.match.winners, tuple(session.match.totals))
    # each action's view is the mover's view from before the action
    first = played[0]
    assert first.index == 1 and first.view == session.state_at(0, 0).deal.view(first.seat)


def test_an_action_for_a_seat_whose_turn_it_is_not_is_refused_and_changes_nothing():
    session = bots_only(GAMES[0])
    seat = session.to_play
    other = (seat + 1) % session.num_players
    view = session.view(seat)
    action = session.bots.get(seat, session.game.bot("easy", "x")).choose(view)
    before = session.deal.view(seat)
    with pytest.raises(IllegalMove) as refused:
        session.play(action, other)
    assert refused.value.code == "not_your_turn"
    assert session.legal(action, other) == IllegalMove("not_your_turn")
    assert session.deal.view(seat) == before and session.deal.history == []


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_a_record_resumes_the_match_with_every_deal_it_kept(game):
    session = bots_only(game)
    play_out(session, [], until_deals=2)
    assert session.next_deal()
    # part of the second deal, then save
    for _ in range(3):
        seat = session.to_play
        bot = session.bots.get(seat, session.game.bot("easy", "person"))
        session.play(bot.choose(session.view(seat)), seat)
    record = json.loads(json.dumps(session.record([])))
    again = MatchSession.resume(record)
    assert again.deal_actions() == session.deal_actions()
    assert [again.deal.view(s) for s in range(again.num_players)] == [
        session.deal.view(s) for s in range(session.num_players)
    ]
    assert again.state_at(0).deal.view(0) == session.state_at(0).deal.view(0)
    assert again.seats == session.seats and again.person == session.person


def test_a_record_of_release_0_2_without_finished_deals_resumes_the_deal_in_play():
    session = bots_only(GAMES[0])
    play_out(session, [], until_deals=1)
    assert session.next_deal()
    record = session.record([])
    del record["deals"]  # as release 0.2 wrote it
    again = MatchSession.resume(record)
    assert again.deal_actions()[0] is None
    assert again.state_at(1, 0).deal.view(0) == session.deal.view(0)
    with pytest.raises(ValueError, match="kept only the results of deal 0"):
        again.state_at(0)


def test_a_finished_deal_whose_actions_do_not_end_in_its_result_is_damage():
    session = bots_only(GAMES[0])
    play_out(session, [], until_deals=1)
    record = session.record([])
    record["deals"][0] = record["deals"][0][:-1]
    with pytest.raises(DamagedRecord, match="gives deal 0 a result its actions do not end in"):
        MatchSession.resume(record)
    record["deals"] = []
    with pytest.raises(DamagedRecord, match="keeps the actions of 0 deals for 1 results"):
        MatchSession.resume(record)


def test_a_session_saves_after_every_action_and_tells_a_write_fault_once(tmp_path):
    saved = SavedGame(tmp_path / "saved.json")
    store = Store(saved)
    events: list = []
    session = MatchSession.start(GAMES[0], None, ("easy",), seed=4, store=store,
                                 listener=events.append)  # fmt: skip
    person_bot = session.game.bot("easy", "p")

    def one_action() -> None:
        seat = session.to_play
        session.play(session.bots.get(seat, person_bot).choose(session.view(seat)), seat)

    one_action()
    assert saved.read()["actions"] == [a.to_json() for a in session.deal.history]
    (tmp_path / "saved.json").unlink()
    (tmp_path / "saved.json").mkdir()  # the saved game's path is now a folder
    one_action()
    one_action()
    faults = [e for e in events if isinstance(e, StorageProblem)]
    assert len(faults) == 1 and faults[0].what == "saved game" and faults[0].sentence
    assert store.problems == {"saved game": faults[0].sentence}
    (tmp_path / "saved.json").rmdir()
    one_action()
    assert [e for e in events if isinstance(e, StorageProblem)][1:] == [
        StorageProblem("saved game", "")
    ]
    assert saved.read()["actions"] == [a.to_json() for a in session.deal.history]


def test_a_scoreboard_that_contradicts_the_match_never_stops_the_game(tmp_path, monkeypatch):
    """What the scoreboard refuses to take (it holds the match as over, say) is named among
    the deals it could not keep, told at the next start; the game goes on."""
    from app.session import open_scoreboard
    from app.storage.recorder import DealRecorder

    def contradicts(self, key, earlier):
        raise ValueError("match 3 is already over")

    monkeypatch.setattr(DealRecorder, "attach", contradicts)
    store = Store(scoreboard=open_scoreboard(tmp_path / "s.sqlite3"))
    events: list = []
    session = MatchSession.start(GAMES[0], None, ("easy",), seed=4, store=store,
                                 listener=events.append)  # fmt: skip
    assert session.to_play is not None and events == []
    assert store.recorder.dropped == ["the match's earlier deals: match 3 is already over"]
    store.scoreboard.close()


def test_the_records_actions_follow_the_deal_even_when_its_history_is_replaced():
    """The record serialises each action once (`ActionsJson`), yet always says the deal's
    actions as they are now: grown, or replaced by a shorter history."""
    from app.session.record import ActionsJson

    session = bots_only(GAMES[0])
    play_out(session, [], until_deals=1)
    cache, deal = ActionsJson(), session.state_at(0).deal
    full = list(deal.history)
    assert cache.of(deal, full[:5]) == [a.to_json() for a in full[:5]]
    assert cache.of(deal, full) == [a.to_json() for a in full]
    other = list(reversed(full[:3]))
    assert cache.of(deal, other) == [a.to_json() for a in other]
