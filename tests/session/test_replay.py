"""A finished deal played again from its replay record (app/session/replay.py): every
point as the seat knew it, and what keeps a record from being played again, named."""

from __future__ import annotations

import json
import re

import pytest

from app.core.narration import Narrator
from app.games.registry import find_game
from app.session import MatchSession
from app.session.log import deal_log
from app.session.replay import DealReplay, ReplayProblem, open_replay


def _played(game_id: str = "scala-40", actions: int = 8) -> MatchSession:
    game = find_game(game_id)
    session = MatchSession.start(
        game, {"num_players": 2} if game_id == "scala-40" else None, ("easy",), seed=4
    )
    person_bot = game.bot("easy", "person")
    while session.to_play is not None and len(session.deal.history) < actions:
        seat = session.to_play
        bot = session.bots.get(seat, person_bot)
        view = session.view(seat)
        session.play(bot.choose(view, bot.limit), seat, view)
    return session


def test_every_point_is_the_seats_view_after_that_many_actions() -> None:
    session = _played()
    record = session.deal.replay_record().to_json()
    for seat in (0, 1):
        replay = DealReplay.of("scala-40", record, seat, ["You", "Ana"])
        assert replay.steps == len(session.deal.history) == 8
        assert replay.actions == tuple(session.deal.history)
        for k in range(replay.steps + 1):
            assert replay.views[k] == session.state_at(0, k).deal.view(seat)
        assert [line.index for line in replay.lines] == list(range(1, 9))
        assert [line.seat for line in replay.lines] == [
            session.state_at(0, k).deal.to_play for k in range(8)
        ]
        assert len(replay.open_views) == len(replay.views)
        assert replay.deal_index == 0 and replay.seat == seat
        # Told as the log of the deal in play tells it (each action between its views).
        told = deal_log(session, 0, Narrator(("You", "Ana"), seat), seat)
        assert [line.words for line in replay.lines] == [line.words for line in told]
    mine = [str(w) for line in replay.lines if line.seat == 1 for w in line.words]
    assert any(re.fullmatch(r"You drew \S+\.", said) for said in mine), mine


def _problem(game_id: str, record: str, seat: int = 0, names=("You", "Ana")) -> str:
    with pytest.raises(ReplayProblem) as caught:
        DealReplay.of(game_id, record, seat, list(names))
    assert str(caught.value) == str(caught.value.words)
    return str(caught.value)


def test_what_keeps_a_record_from_being_played_again_is_named() -> None:
    record = _played().deal.replay_record().to_json()
    lead = "This deal cannot be played again: "
    assert _problem("scala-40", "") == lead + "only the result of this deal was kept, not its moves"
    assert _problem("buraco", record).startswith(
        lead + "it is a deal of 'scala-40', not of 'buraco'"
    )
    assert _problem("scala-40", record, seat=2) == lead + "it has 2 seats, the match 2"
    assert _problem("scala-40", record, seat=-1) == lead + "it has 2 seats, the match 2"
    assert _problem("scala-40", record, names=("You", "Ana", "Bruno")) == (
        lead + "it has 2 seats, the match 3"
    )
    assert _problem("scala-40", "{not json").startswith(lead)
    data = json.loads(record)
    data["actions"] = data["actions"][1:]  # the first move left out: the second is refused
    said = _problem("scala-40", json.dumps(data))
    assert said.startswith(lead + "its move 1 is refused by the rules now (")


def test_open_replay_reads_a_record_and_a_saved_game(tmp_path) -> None:
    session = _played()
    path = tmp_path / "deal.json"
    path.write_text(session.deal.replay_record().to_json(), encoding="utf-8")
    replay, levels, names = open_replay(path, seat_name=lambda words: str(words).upper())
    assert names == ["SEAT 1", "SEAT 2"] and levels == [None, "normal"]
    assert replay.seat == 0 and replay.steps == 8
    saved = tmp_path / "saved.json"
    saved.write_text(json.dumps(session.record([])), encoding="utf-8")
    replay, levels, names = open_replay(saved)
    assert levels == [s.level for s in session.seats] and names == [s.name for s in session.seats]
    assert replay.seat == session.person and replay.steps == 8


@pytest.mark.parametrize(
    ("content", "why"),
    [
        (b"\xff\xfe\x00", "is neither a replay record nor a saved game: it is not text"),
        (b"[1, 2]", "is neither a replay record nor a saved game: it names no game"),
        (b'{"game": 3}', "is neither a replay record nor a saved game: it names no game"),
        (b'{"game": "chess"}', "is neither a replay record nor a saved game: "),
        (b'{"game": "buraco", "options": {"num_players": "x"}}', "is neither a replay record nor a saved game: "),
        (b"{", "is neither a replay record nor a saved game: "),
        (b'{"seats": [], "results": []}', "is neither a replay record nor a saved game: "),
    ],
)  # fmt: skip
def test_open_replay_names_the_file_and_what_is_wrong(tmp_path, content: bytes, why: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(ReplayProblem) as caught:
        open_replay(path)
    assert str(caught.value).startswith(f"{path} {why}"), str(caught.value)
    with pytest.raises(ReplayProblem) as missing:
        open_replay(tmp_path / "missing.json")
    assert str(missing.value) == (
        f"{tmp_path / 'missing.json'} cannot be read: No such file or directory"
    )
