"""`tapete-cli hint SAVED_GAME`: the hard bot's advice for the person's move in a saved
game, as the table's coach gives it (H), one hint per line in the table's words; a file
that is no saved game, a game over, a deal over or another seat's turn: one line naming
it, exit status 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app import i18n
from app.cli.errors import UsageError
from app.cli.hint import hints
from app.cli.main import main
from app.cli.words import say
from app.core.bots import Limit
from app.games.registry import GAME_IDS, find_game
from app.session import MatchSession
from app.session.coach import Coach
from app.session.review import decision_key, review_limit
from tests.cli.test_cli import _saved_match
from tests.house import house
from tests.session.test_hostile_records import PYTHON_WORDING
from tests.waits import until


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """The one line `tapete-cli` says of what it refuses (exit status 2, nothing printed)."""
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "", (code, out[:200])
    (line,) = err.splitlines()
    assert line.startswith("tapete-cli: error: ") and not PYTHON_WORDING.search(line), line
    return line.removeprefix("tapete-cli: error: ")


def play_on(session: MatchSession, until) -> MatchSession:
    """The session's bots (an easy one at the person's seat) play until `until(session)`."""
    person_bot = session.game.bot("easy", "person")
    while not until(session):
        seat = session.to_play
        assert seat is not None, "the deal ended first"
        bot = session.bots.get(seat, person_bot)
        view = session.view(seat)
        session.play(bot.choose(view, bot.limit), seat, view)
    return session


def your_turn(game: str) -> MatchSession:
    """A saved match of `game` in its second deal, part way, the person to play."""
    session = _saved_match(game, 2)
    return play_on(session, lambda s: s.to_play == s.person)


def save(session: MatchSession, path: Path) -> Path:
    path.write_text(json.dumps(session.record([])), encoding="utf-8")
    return path


def coach_hints(session: MatchSession, most: int = 3) -> list:
    """What the table's coach gives the person at this position (no clock)."""
    deal = session.deal
    coach = Coach(session.game, session.person, deal.seed, cap=None)
    return coach.advise(deal.view(session.person), len(deal.history), most)


@pytest.mark.parametrize("game", GAME_IDS)
def test_hint_prints_the_coachs_hints_in_the_tables_words(capsys, tmp_path, game) -> None:
    """One line per hint, the best first, each the reason the table says (the "Hints"
    context), as the coach gives them from the person's view; the first is the move the
    review's first reckoning of this decision chooses; `--count 1` prints only it."""
    session = your_turn(game)
    path = save(session, tmp_path / "saved.json")
    try:
        code, out, err = run(capsys, "hint", str(path))
        expected = coach_hints(session)
        words = [say(h.reason) for h in expected]
    finally:
        i18n.use_wording("")
    assert code == 0 and err == "", err
    assert out.splitlines() == words and 1 <= len(words) <= 3
    deal = session.deal
    reckoning = session.game.bot("hard", "review:0")
    reckoning.reseed(decision_key(session.person, len(deal.history)))
    best = reckoning.advise(deal.view(session.person), review_limit(reckoning), most=1)[0]
    assert best.action == expected[0].action and say(best.reason) == words[0]
    assert run(capsys, "hint", str(path), "--count", "1")[1].splitlines() == words[:1]


def test_hint_seeds_the_coach_of_the_deal_and_the_persons_seat(capsys, tmp_path) -> None:
    """The coach is the person's (seat 2 here) in the deal on the table, seeded at this
    decision: another seat's coach, seeded as that seat's decisions are, would weigh other
    worlds and rank the discards otherwise here."""
    game = find_game("buraco")
    session = MatchSession.start(game, house(game, "LONG_MATCH"), ("easy",), seed=9, person=1)
    play_on(session, lambda s: s.to_play == s.person and len(s.deal.history) >= 3)
    path = save(session, tmp_path / "saved.json")
    code, out, err = run(capsys, "hint", str(path), "--count", "5")
    assert code == 0, err
    assert out.splitlines() == [say(h.reason) for h in coach_hints(session, 5)]
    deal = session.deal
    other = Coach(game, 0, deal.seed, cap=None).advise(deal.view(1), len(deal.history), 5)
    assert out.splitlines() != [say(h.reason) for h in other], "a position that tells"


@pytest.mark.parametrize("game", ["buraco", "scala-40", "cuatro-palos", "mano-y-pie"])
def test_hint_says_what_the_window_says_on_opening_the_saved_game(
    qtbot, capsys, tmp_path, monkeypatch, game
) -> None:
    """The saved game opened in the window (continued at start), H: the hints the table
    shows are the lines `hint` prints, in order, and the status line says the first.
    The table's cap is lifted for the comparison (it is only a safety net that a loaded
    machine may reach; `hint` searches with the same counts and no clock)."""
    from PySide6.QtCore import Qt

    from app.ui.main_window import MainWindow
    from app.ui.new_game import NewGameSettings

    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("TAPETE_DATA_DIR", str(folder))
    path = save(your_turn(game), folder / "saved-game.json")
    code, out, err = run(capsys, "hint", str(path))
    assert code == 0, err
    printed = out.splitlines()
    monkeypatch.setattr("app.session.coach.BOT_TIME_CAP", Limit())
    win = MainWindow(NewGameSettings(pace_ms=0))
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    win.controller_for(game).auto_forced = False
    win.resize(1366, 740)
    win.show()
    qtbot.waitExposed(win)
    win.begin(ask=False)
    ctrl = win.controller
    assert ctrl.game_id == game and ctrl.my_turn
    qtbot.mouseClick(win.button("hint"), Qt.MouseButton.LeftButton)
    until(qtbot, ctrl.hints.showing_hint)
    assert [say(h.reason) for h in ctrl.hints._hints] == printed
    assert say(ctrl.shown_hint().reason) == printed[0]
    assert printed[0] in win.status_label.text()
    ctrl.shutdown()
    win.close()


def test_hint_speaks_the_language_asked_for(capsys, tmp_path) -> None:
    """`--lang es`, before or after the sub-command: the table's Spanish words."""
    session = your_turn("scala-40")
    path = save(session, tmp_path / "saved.json")
    try:
        i18n.install_without_window("es")
        spanish = [say(h.reason) for h in coach_hints(session)]
        for argv in (["--lang", "es", "hint", str(path)], ["hint", str(path), "--lang", "es"]):
            code, out, err = run(capsys, *argv)
            assert code == 0, err
            assert out.splitlines() == spanish
        said = refused(capsys, "hint", str(tmp_path / "nada.json"), "--lang", "es")
        theirs = play_on(session, lambda s: s.to_play != s.person)
        other = save(theirs, tmp_path / "theirs.json")
        told = refused(capsys, "--lang", "es", "hint", str(other))
    finally:
        i18n.install_without_window("en")
    english = [say(h.reason) for h in coach_hints(session)]
    assert spanish != english, "the reasons are translated"
    assert said == f"no se puede leer {tmp_path / 'nada.json'}: No such file or directory"
    assert told == (
        f"no es tu turno en {other}: juega el asiento {theirs.to_play + 1} (las pistas son "
        "para tu propio turno)"
    )


def test_hint_of_a_file_that_is_no_saved_game_names_it(capsys, tmp_path) -> None:
    missing = tmp_path / "missing.json"
    assert refused(capsys, "hint", str(missing)) == (
        f"{missing} cannot be read: No such file or directory"
    )
    cases = {
        "": "is not a saved game: Expecting value at line 1",
        "\udcff": "is not a saved game: it is not text",
        "[1, 2]": "cannot be read: it is not a JSON object",
        '{"game": "chess"}': "cannot be read: its field 'game' must be one of",
    }
    for content, needle in cases.items():
        path = tmp_path / "bad.json"
        path.write_bytes(content.encode("utf-8", "surrogateescape"))
        said = refused(capsys, "hint", str(path))
        assert str(path) in said and needle in said, said
    record = your_turn("buraco").deal.replay_record().to_json()  # a deal's, not a game's
    (tmp_path / "deal.json").write_text(record, encoding="utf-8")
    said = refused(capsys, "hint", str(tmp_path / "deal.json"))
    assert said.startswith(f"the saved game {tmp_path / 'deal.json'} cannot be read: "), said


def test_hint_where_there_is_no_move_of_yours_says_why(capsys, tmp_path) -> None:
    """Another seat to play; no seat of the person's; a deal over (resumed in the next
    deal, as the window does); the match over."""
    session = play_on(your_turn("scala-40"), lambda s: s.to_play != s.person)
    path = save(session, tmp_path / "theirs.json")
    seat = session.to_play
    assert refused(capsys, "hint", str(path)) == (
        f"it is not your turn in {path}: seat {seat + 1} is to play (a hint is for your own turn)"
    )
    record = json.loads(path.read_text(encoding="utf-8"))
    record["seats"][session.person][1] = "easy"  # a table of bots: no saved game of ours
    (tmp_path / "bots.json").write_text(json.dumps(record), encoding="utf-8")
    assert refused(capsys, "hint", str(tmp_path / "bots.json")) == (
        f"the saved game {tmp_path / 'bots.json'} cannot be read: it has no seat for the "
        "person: seat 0 to seat 1 are bots"
    )
    game = find_game("scala-40")
    over = MatchSession.start(game, house(game, "LONG_MATCH"), ("easy",), seed=5)
    play_on(over, lambda s: s.to_play is None)
    assert not over.match_over
    path = save(over, tmp_path / "deal-over.json")  # resumed in its next deal, as the window does
    resumed = MatchSession.resume(json.loads(path.read_text(encoding="utf-8")))
    assert resumed.deal.deal_index == 1 and resumed.to_play is not None
    if resumed.to_play == resumed.person:
        assert run(capsys, "hint", str(path))[1].splitlines() == [
            say(h.reason) for h in coach_hints(resumed)
        ]
    else:
        assert refused(capsys, "hint", str(path)).startswith("it is not your turn in ")
    done = MatchSession.start(game, house(game, "SHORT_MATCH"), ("easy",), seed=5)
    while not done.match_over:
        play_on(done, lambda s: s.to_play is None)
        if not done.match_over:
            assert done.next_deal()
    path = save(done, tmp_path / "over.json")  # the window clears such a file; kept here
    assert refused(capsys, "hint", str(path)) == (
        f"the saved game {path} cannot be read: its match cannot be rebuilt (holds a match "
        "that is over)"
    )
    with pytest.raises(UsageError) as over_told:  # a session whose match is over
        hints(done, path, 3)
    assert str(over_told.value) == f"the game in {path} is over: there is no move to hint"
