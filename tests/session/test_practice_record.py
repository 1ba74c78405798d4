"""What a take-back at the practice table leaves behind (issue 38, point 7): the saved game
after a take-back (and after a take-back then a resume) is exactly the saved game of a
table that played only up to there; a take-back at the start of a new deal, or of a deal
resumed, takes nothing of the deals before; several deals waiting for a scoreboard that
cannot be written while one of them is taken back are written as finally played."""

from __future__ import annotations

import json

import pytest

from app.core.engine import IllegalMove
from app.games.registry import GAMES, find_game
from app.session import MatchSession, Store, open_scoreboard
from app.storage import scoreboard as sb_module
from app.storage.recorder import is_withdrawal
from app.storage.saved_game import SavedGame
from app.storage.scoreboard import Scoreboard
from tests.house import house
from tests.session.test_practice import FIXED, _bot_move
from tests.storage.disks import lock_holder_fixture  # noqa: F401 - fixture

LEVELS = ("easy",)


def person(info, level: str = "hard"):
    bot = info.bot(level, f"person:{level}")
    return lambda session: bot.choose(session.view(), FIXED)


def new_session(info, options, seed, path) -> MatchSession:
    store = Store(SavedGame(path))
    return MatchSession.start(info, options, LEVELS, seed=seed, store=store, practice=True)


def step(session: MatchSession, mine) -> None:
    seat = session.to_play
    session.play(mine(session) if seat == session.person else _bot_move(session), seat)


def play_moves(session: MatchSession, mine, n: int) -> None:
    """On until the person has made `n` more moves and is to move again (or the deal is
    over)."""
    made = 0
    while session.to_play is not None:
        if session.to_play == session.person:
            if made == n:
                return
            made += 1
        step(session, mine)


def play_to_end(session: MatchSession, mine) -> None:
    while session.to_play is not None:
        step(session, mine)


def saved(path) -> dict:
    """The saved game on disk, less the moment the match began (a twin began later)."""
    data = json.loads(path.read_text())
    data.pop("match_started_at", None)
    return data


def twin(info, options, seed, session: MatchSession, path) -> MatchSession:
    """A practice table that played the same match only up to where `session` stands."""
    other = new_session(info, options, seed, path)
    for deal in session.finished:
        for action in deal:
            other.play(action)
        assert other.next_deal()
    for action in session.deal.history:
        other.play(action)
    assert other.deal.replay_record().to_json() == session.deal.replay_record().to_json()
    return other


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_a_take_back_leaves_the_saved_game_of_a_table_that_played_only_to_there(
    tmp_path, game
) -> None:
    info = find_game(game)
    options = house(info, "LONG_MATCH")
    path = tmp_path / "saved-game.json"
    session = new_session(info, options, 4, path)
    mine = person(info)
    play_moves(session, mine, 4)
    session.take_back()
    session.take_back()
    point = len(session.deal.history)
    assert saved(path) == saved(
        twin(info, options, 4, session, tmp_path / "twin.json").store.saved.path
    )
    # Resumed from the file: the same table, the same moves left to take back.
    resumed = MatchSession.resume(json.loads(path.read_text()), Store(SavedGame(path)))
    assert resumed.practice and len(resumed.deal.history) == point
    assert resumed._line.mine == session._line.mine
    assert resumed.can_take_back == session.can_take_back
    if resumed.can_take_back:
        resumed.take_back()
        assert len(resumed.deal.history) == session._line.mine[-1]
        again = twin(info, options, 4, resumed, tmp_path / "twin2.json")
        assert saved(path) == saved(again.store.saved.path)


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_a_deal_end_taken_back_leaves_the_saved_game_of_the_deal_before_its_end(
    tmp_path, game
) -> None:
    info = find_game(game)
    options = house(info, "LONG_MATCH")
    path = tmp_path / "saved-game.json"
    session = new_session(info, options, 6, path)
    play_to_end(session, person(info))
    assert len(json.loads(path.read_text())["deals"]) == 1
    session.take_back()
    data = saved(path)
    assert data["deals"] == [] and data["deal_index"] == 0
    assert data == saved(twin(info, options, 6, session, tmp_path / "twin.json").store.saved.path)
    resumed = MatchSession.resume(json.loads(path.read_text()), Store())
    assert resumed.match.results == [] and not resumed.match_over
    assert resumed.deal.replay_record().to_json() == session.deal.replay_record().to_json()


@pytest.mark.parametrize("game", [g.id for g in GAMES])
@pytest.mark.parametrize("resumed", [False, True], ids=["new-deal", "resumed-deal"])
def test_a_take_back_at_the_start_of_a_deal_takes_nothing_of_the_deal_before(
    tmp_path, game, resumed
) -> None:
    info = find_game(game)
    options = house(info, "LONG_MATCH")
    path = tmp_path / "saved-game.json"
    session = new_session(info, options, 3, path)
    mine = person(info)
    play_to_end(session, mine)
    assert session.next_deal()
    if resumed:
        session = MatchSession.resume(json.loads(path.read_text()), Store(SavedGame(path)))
    while session.to_play != session.person:  # the bots who play before the person
        step(session, mine)
    start = len(session.deal.history)
    before = path.read_bytes()
    finished = list(session.finished)
    assert not session.can_take_back
    with pytest.raises(IllegalMove) as refused:
        session.take_back()
    assert refused.value.code == "nothing_to_take_back"
    assert len(session.deal.history) == start and session.finished == finished
    assert session.deal.deal_index == 1 and len(session.match.results) == 1
    session.save()
    assert path.read_bytes() == before  # nothing changed in the saved game
    # The person's first move of the deal goes back; the deal before stays as it ended.
    play_moves(session, mine, 1)
    while session.can_take_back:
        session.take_back()
    assert len(session.deal.history) == start and session.deal.deal_index == 1
    assert session.finished == finished and len(session.match.results) == 1
    assert saved(path) == saved(
        twin(info, options, 3, session, tmp_path / "twin.json").store.saved.path
    )


def test_a_resumed_deal_is_taken_back_to_its_first_move_and_no_further(tmp_path) -> None:
    info = find_game("scala-40")
    options = house(info, "LONG_MATCH")
    path = tmp_path / "saved-game.json"
    session = new_session(info, options, 5, path)
    mine = person(info)
    play_to_end(session, mine)
    assert session.next_deal()
    play_moves(session, mine, 3)
    first_point = session._line.mine[0]
    resumed = MatchSession.resume(json.loads(path.read_text()), Store(SavedGame(path)))
    taken = 0
    while resumed.can_take_back:
        resumed.take_back()
        taken += 1
    assert taken == 3 and len(resumed.deal.history) == first_point
    assert resumed.deal.deal_index == 1 and len(resumed.finished) == 1
    assert resumed.match.results == session.match.results


QP_MATCH = "quita-y-pon"


def board_of(path) -> tuple[list, tuple | None]:
    board = Scoreboard(path, create=False)
    try:
        [match] = board.matches(practice=True)
        return [d.scores for d in board.deals(match.id)], match.totals
    finally:
        board.close()


@pytest.mark.parametrize("first_written", [False, True], ids=["all-pending", "first-written"])
def test_several_deals_pending_while_one_is_withdrawn(
    tmp_path, monkeypatch, lock_holder, first_written
) -> None:
    """Quita y Pon, three deals, the scoreboard locked by another program across them:
    the second deal's end is taken back and played to another end while the first's
    waits (or, written before the lock, is itself taken back and played again first).
    Once the lock goes, the scoreboard holds every deal as it was finally played, in
    order, and the match's totals."""
    monkeypatch.setattr(sb_module, "BUSY_TIMEOUT_MS", 1000)
    info = find_game(QP_MATCH)
    options = house(info, "LONG_MATCH")
    board_path = tmp_path / "scoreboard.sqlite3"
    path = tmp_path / "saved-game.json"
    store = Store(SavedGame(path), open_scoreboard(board_path))
    session = MatchSession.start(info, options, LEVELS, seed=9, store=store, practice=True)
    hard, easy = person(info, "hard"), person(info, "easy")

    def kinds() -> list:
        return [
            ("withdraw", e["withdraw"]["deal_index"])
            if is_withdrawal(e)
            else ("deal", e["deal"]["deal_index"])
            for e in store.recorder.pending
        ]

    def replay_deal() -> tuple:
        """The deal's end taken back to its start and played the other way."""
        old = session.match.results[-1]
        while session.can_take_back:
            session.take_back()
        play_to_end(session, easy)
        assert tuple(session.match.results[-1].scores) != tuple(old.scores)
        return tuple(session.match.results[-1].scores)

    holder = None
    if not first_written:
        holder = lock_holder(board_path)
    play_to_end(session, hard)
    if first_written:
        assert kinds() == []
        holder = lock_holder(board_path)
        replay_deal()
        assert kinds() == [("withdraw", 0), ("deal", 0)]
    else:
        assert kinds() == [("deal", 0)]
    assert session.next_deal()
    play_to_end(session, hard)
    waiting = kinds()
    assert waiting[-1] == ("deal", 1)
    replay_deal()
    assert kinds() == waiting  # the first end of deal 1 went, its new end waits
    assert json.loads(path.read_text())["pending"] == store.recorder.pending
    assert "scoreboard" in store.faults
    holder.release()
    assert session.next_deal()
    play_to_end(session, hard)  # the last deal's end writes everything, in order
    assert store.recorder.pending == [] and store.faults == {}
    scores, totals = board_of(board_path)
    assert scores == [tuple(r.scores) for r in session.match.results]
    assert totals == tuple(session.match.totals)
    store.scoreboard.close()
