"""A session's finished deals on their way to the scoreboard, and its saved game
(app/session/recording.py): deals the scoreboard cannot take wait in the saved game, a
finished match leaves only them there, each deal's replay is kept, and a match the
scoreboard lost is re-created with the deals before the one just ended."""

from __future__ import annotations

from app.games.registry import find_game
from app.session import MatchSession, Store
from app.session.store import open_scoreboard
from app.storage.recorder import DealRecorder
from app.storage.saved_game import SavedGame
from tests.house import house

QP = find_game("quita-y-pon")


def _play_deal(session: MatchSession) -> None:
    person_bot = session.game.bot("easy", "person")
    while session.to_play is not None:
        seat = session.to_play
        bot = session.bots.get(seat, person_bot)
        view = session.view(seat)
        session.play(bot.choose(view, bot.limit), seat, view)


def test_deals_the_scoreboard_cannot_take_wait_in_the_saved_game(tmp_path) -> None:
    (tmp_path / "board").mkdir()  # a folder where the scoreboard's file should be
    board = open_scoreboard(tmp_path / "board")
    saved = SavedGame(tmp_path / "saved.json")
    store = Store(saved, board)
    session = MatchSession.start(QP, house(QP, "LONG_MATCH"), ("easy",), seed=3, store=store)
    deals = 0
    while True:
        _play_deal(session)
        deals += 1
        pending = store.recorder.pending
        assert len(pending) == deals and "scoreboard" in store.problems
        if session.match_over:
            break
        assert saved.read()["pending"] == pending
        assert session.next_deal()
    # Nothing left to play, but deals still to record: only they are kept.
    assert deals >= 2
    assert saved.read() == {"format": 1, "pending": pending}
    board.close()


def test_a_finished_match_with_every_deal_recorded_leaves_no_saved_game(tmp_path) -> None:
    board = open_scoreboard(tmp_path / "scoreboard.sqlite3")
    saved = SavedGame(tmp_path / "saved.json")
    store = Store(saved, board)
    session = MatchSession.start(QP, house(QP, "LONG_MATCH"), ("easy",), seed=3, store=store)
    _play_deal(session)
    first = session.state_at(0).deal
    [row] = board.deals(session.match_id)
    # Each deal's replay is kept: it plays the deal again, move for move.
    assert row.replay_json == first.replay_record().to_json()
    result = session.match.results[0]
    assert 0.0 <= row.duration_s < 3600.0 and row.scores == tuple(result.scores)
    assert row.hand_points == tuple(result.hand_points) != row.scores  # Quita y Pon counts them
    assert row.hints == 0  # none shown
    while not session.match_over:
        assert session.next_deal()
        _play_deal(session)
    assert store.recorder.pending == [] and saved.read() is None
    board.close()


def test_a_match_the_scoreboard_lost_is_recreated_with_the_deals_before(tmp_path) -> None:
    board = open_scoreboard(tmp_path / "first.sqlite3")
    store = Store(scoreboard=board)
    session = MatchSession.start(QP, house(QP, "LONG_MATCH"), ("easy",), seed=3, store=store)
    _play_deal(session)
    assert len(board.deals(session.match_id)) == 1
    # The scoreboard is replaced by an empty one (a damaged file set aside, say).
    fresh = open_scoreboard(tmp_path / "second.sqlite3")
    store.recorder = DealRecorder(fresh)
    assert session.next_deal()
    _play_deal(session)
    [match] = fresh.matches()
    deals = fresh.deals(match.id)
    assert [d.deal_index for d in deals] == [0, 1]
    assert [d.scores for d in deals] == [tuple(r.scores) for r in session.match.results[:2]]
    assert deals[0].replay_json == ""  # only the earlier deals' results are known
    assert deals[1].replay_json == session.state_at(1).deal.replay_record().to_json()
    if not session.match_over:
        assert match.totals == tuple(session.match.totals)
    board.close()
    fresh.close()


def test_a_match_given_up_is_marked_abandoned_once_and_only_where_recorded(tmp_path) -> None:
    session = MatchSession.start(QP, house(QP, "LONG_MATCH"), ("easy",), seed=3)
    assert session.recording.abandon() is False  # no scoreboard: nothing to mark
    board = open_scoreboard(tmp_path / "scoreboard.sqlite3")
    store = Store(scoreboard=board)
    session = MatchSession.start(QP, house(QP, "LONG_MATCH"), ("easy",), seed=3, store=store)
    _play_deal(session)
    assert session.recording.abandon() is True
    [match] = board.matches()
    assert match.abandoned and match.ended_at is None
    assert session.recording.abandon() is False  # already marked
    board.close()


def test_a_game_that_counts_no_hand_points_records_its_scores_there(tmp_path) -> None:
    s40 = find_game("scala-40")
    board = open_scoreboard(tmp_path / "scoreboard.sqlite3")
    session = MatchSession.start(
        s40, house(s40, "LONG_MATCH"), ("easy",), seed=3, store=Store(scoreboard=board)
    )
    session.note_hint()
    _play_deal(session)
    assert session.match.results[0].hand_points == ()
    [row] = board.deals(session.match_id)
    assert row.hand_points == row.scores == tuple(session.match.results[0].scores)
    assert row.hints == 1
    board.close()


def test_another_windows_recorder_still_finds_the_match_to_abandon(tmp_path) -> None:
    board = open_scoreboard(tmp_path / "scoreboard.sqlite3")
    store = Store(scoreboard=board)
    session = MatchSession.start(QP, house(QP, "LONG_MATCH"), ("easy",), seed=3, store=store)
    store.recorder = DealRecorder(board)  # knows no id: the match is looked up
    assert store.recorder.known_id(session.recording.key()) is None
    # Nor does the session (the scoreboard failed as the match began, say): the match
    # is found by its game, seed and start time.
    session.match_id = None
    assert session.recording.abandon() is True
    assert board.matches()[0].abandoned
    board.close()


def test_a_scoreboard_that_cannot_mark_the_match_abandoned_is_told(tmp_path, monkeypatch) -> None:
    from app.storage.paths import StorageError

    board = open_scoreboard(tmp_path / "scoreboard.sqlite3")
    store = Store(scoreboard=board)
    events: list = []
    session = MatchSession.start(
        QP, house(QP, "LONG_MATCH"), ("easy",), seed=3, store=store, listener=events.append
    )

    def locked(match_id, at):
        raise StorageError("the scoreboard is locked")

    monkeypatch.setattr(board, "abandon_match", locked)
    assert session.recording.abandon() is False
    assert store.problems == {"scoreboard": "the scoreboard is locked"}
    assert [e.sentence for e in events] == ["the scoreboard is locked"]
    board.close()


def test_an_older_saved_game_that_kept_only_the_match_id_finds_its_start_time(tmp_path) -> None:
    board = open_scoreboard(tmp_path / "scoreboard.sqlite3")
    session = MatchSession.start(
        QP, house(QP, "LONG_MATCH"), ("easy",), seed=3, store=Store(scoreboard=board),
        names=["You", "Ana"],
    )  # fmt: skip
    started = session.started_at
    record = session.record([])
    assert record["match_id"] == session.match_id and record["match_started_at"] == started
    older = {k: v for k, v in record.items() if k != "match_started_at"}
    again = MatchSession.resume(older, Store(scoreboard=board))
    assert again.started_at == started and again.match_id == session.match_id
    assert len(board.matches()) == 1  # found again, not re-created
    # A record that knows its start time keeps it, whatever the scoreboard says.
    known = MatchSession.resume(
        {**record, "match_started_at": started + 5}, Store(scoreboard=board)
    )
    assert known.started_at == started + 5
    board.close()
