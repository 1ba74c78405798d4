"""`tapete-cli`: results on good input, one line and exit status 2 on bad input."""

from __future__ import annotations

import contextlib
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from app import i18n
from app.cli.main import main
from app.cli.words import say
from app.core.narration import Narrator
from app.games.registry import GAME_IDS, find_game
from app.session import MatchSession
from app.session.log import deal_log
from tests.house import house
from tests.waits import wait_for


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_solve_json_splits_the_run(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, "solve", "--table", "3S 4S 5S 6S 7S 8S", "--hand", "5S' KD", "--json"
    )
    assert code == 0
    data = json.loads(out)
    assert data["placed"] == ["5S'"] and data["cards_placed"] == 1 and data["points_placed"] == 5
    melds = sorted(sorted(m) for m in data["melds"])
    assert sorted(c for m in melds for c in m) == sorted(
        ["3S", "4S", "5S", "5S'", "6S", "7S", "8S"]
    )
    assert all(len(m) >= 3 for m in melds)


def test_solve_with_table_melds_and_text_output(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "solve", "--table", "3D 4D 5D | 7D 8D 9D", "--hand", "6D")
    assert code == 0
    assert "6D" in out and "3D 4D 5D 6D 7D 8D 9D" in out


def test_solve_no_commit(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "solve", "--table", "JC QC KC", "--hand", "7H", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["placed"] == [] and data["cards_placed"] == 0
    assert data["melds"] == [["JC", "QC", "KC"]], "the table as it stands"


def test_solve_points_objective(capsys: pytest.CaptureFixture[str]) -> None:
    # Cards: 2C 3C 4C (3 cards, 9 points) vs points: KS KH KD (30 points).
    argv = ["solve", "--hand", "2C 3C 4C KS KH", "--table", "KD KC KS'", "--json"]
    _, out, _ = run(capsys, *argv)
    assert json.loads(out)["cards_placed"] == 5
    _, out, _ = run(capsys, *argv[:-1], "--objective", "points", "--json")
    assert json.loads(out)["points_placed"] == 29


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["solve", "--table", "3S 4S 5S", "--hand", "ZZ"], "'ZZ'"),
        (["solve", "--table", "3S 4S 5S", "--hand", "5S' 5S''"], "5S''"),
        (["solve", "--table", "3S 4S 5S", "--hand", "3S"], "3S appears twice"),
        (["solve", "--table", "3S 4S", "--hand", "KD"], "cannot be arranged"),
        (["solve", "--table", "3S 4S | 5S 6S 7S", "--hand", "KD"], "[3S 4S]"),
        (["solve", "--table", "", "--hand", "KD", "-o", "colour=red"], "unknown option 'colour'"),
        (["solve", "--hand", "KD", "-o", "max_set_size=2"], "max_set_size"),
        (["solve", "--hand", "JK"], "JK is not in this game's pack"),
        (["play", "--bots", "easy,genius,normal,normal", "--games", "1"], "genius"),
        (["play", "--game", "poker"], "poker"),
        (["play", "--players", "7"], "--players must be a whole number from 2 to 6"),
        (["play", "--bots", "easy,normal"], "2 levels for 4 players"),
        (["frobnicate"], "frobnicate"),
    ],
)
def test_bad_input_is_one_line_and_status_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], needle: str
) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("tapete-cli: error:") and needle in lines[0], lines[0]


def test_play_json_reports_every_level(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys,
        "play",
        "--game",
        "quita-y-pon",
        "--players",
        "4",
        "--bots",
        "hard,normal,normal,easy",
        "--games",
        "4",
        "--seed",
        "3",
        "--json",
    )
    assert code == 0
    data = json.loads(out)
    assert data["game"] == "quita-y-pon" and data["deals"] == 4
    assert data["conservation_violations"] == 0 and data["deals_per_second"] > 0
    assert set(data["by_level"]) == {"easy", "normal", "hard"}
    assert data["by_level"]["normal"]["seats"] == 8
    total_share = sum(v["win_share"] * v["seats"] for v in data["by_level"].values())
    assert total_share == pytest.approx(4.0), "one win (possibly shared) per deal"
    for row in data["by_level"].values():
        lo, hi = row["ci95"]
        assert 0 <= lo <= row["win_share"] <= hi <= 1
        assert set(row["decision_ms"]) == {"p50", "p95", "max"}


def test_play_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    argv = [
        "play",
        "--bots",
        "normal,easy",
        "--players",
        "2",
        "--games",
        "3",
        "--seed",
        "9",
        "--json",
    ]
    _, first, _ = run(capsys, *argv)
    _, second, _ = run(capsys, *argv)
    a, b = json.loads(first), json.loads(second)
    for level in a["by_level"]:
        assert a["by_level"][level]["win_share"] == b["by_level"][level]["win_share"]
        assert a["by_level"][level]["mean_score"] == b["by_level"][level]["mean_score"]


def test_console_script_entry_point_runs() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "app.cli.main", "solve", "--hand", "7H 7H' 7S", "--json"],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["cards_placed"] == 3
    bad = subprocess.run(
        [sys.executable, "-m", "app.cli.main", "solve", "--hand", "7X"],
        capture_output=True,
        text=True,
    )
    assert bad.returncode == 2 and "Traceback" not in bad.stderr


def test_play_scala_40_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys,
        "play",
        "--game",
        "scala-40",
        "--bots",
        "hard,normal,easy,easy",
        "--games",
        "3",
        "--seed",
        "2",
        "--json",
    )
    assert code == 0
    data = json.loads(out)
    assert data["game"] == "scala-40" and data["deals"] == 3
    assert data["conservation_violations"] == 0 and data["deals_per_second"] > 0
    assert set(data["by_level"]) == {"easy", "normal", "hard"}
    assert data["by_level"]["easy"]["seats"] == 6
    total_share = sum(v["win_share"] * v["seats"] for v in data["by_level"].values())
    assert total_share <= 3.0 + 1e-9, "at most one winner (who went out) per deal"
    for row in data["by_level"].values():
        lo, hi = row["ci95"]
        assert 0 <= lo <= row["win_share"] <= hi <= 1
        assert row["mean_score"] <= 0, "minus the points paid"
        assert set(row["decision_ms"]) == {"p50", "p95", "max"}


def test_play_scala_40_five_players_with_workers_and_options(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["play", "--game", "scala-40", "--players", "5", "--games", "3", "--json"]
    code, out, _ = run(capsys, *argv, "--workers", "2", "-o", "opening_min=51")
    assert code == 0
    data = json.loads(out)
    assert data["deals"] == 3 and data["by_level"]["normal"]["seats"] == 15
    code, _, err = run(capsys, *argv, "-o", "jokers=3")
    assert code == 2 and "jokers" in err


def test_play_cuatro_palos_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys,
        "play",
        "--game",
        "cuatro-palos",
        "--bots",
        "hard,normal,easy,easy",
        "--games",
        "4",
        "--seed",
        "2",
        "--json",
        "--workers",
        "2",
    )
    assert code == 0
    data = json.loads(out)
    assert data["game"] == "cuatro-palos" and data["deals"] == 4
    assert data["conservation_violations"] == 0 and data["deals_per_second"] > 0
    assert set(data["by_level"]) == {"easy", "normal", "hard"}
    assert data["by_level"]["easy"]["seats"] == 8
    total_share = sum(v["win_share"] * v["seats"] for v in data["by_level"].values())
    assert total_share <= 4.0 + 1e-9, "at most one winner per deal (none if stalled)"
    for row in data["by_level"].values():
        lo, hi = row["ci95"]
        assert 0 <= lo <= row["win_share"] <= hi <= 1
        assert row["mean_score"] <= 0, "minus the cards held"
        assert set(row["decision_ms"]) == {"p50", "p95", "max"}


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["--players", "2"], "num_players"),
        (["-o", "deck=tarot"], "deck"),
        (["-o", "stall_rounds=0"], "stall_rounds"),
        (["--bots", "easy,normal"], "2 levels for 4 players"),
    ],
)
def test_play_cuatro_palos_bad_input(
    capsys: pytest.CaptureFixture[str], argv: list[str], needle: str
) -> None:
    code, out, err = run(capsys, "play", "--game", "cuatro-palos", "--games", "1", *argv)
    assert code == 2 and out == ""
    assert err.startswith("tapete-cli: error:") and needle in err


def test_play_cuatro_palos_options_six_players(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["play", "--game", "cuatro-palos", "--players", "6", "--games", "3", "--json"]
    code, out, _ = run(capsys, *argv, "-o", "deck=spanish40", "-o", "direction=cw")
    assert code == 0
    data = json.loads(out)
    assert data["deals"] == 3 and data["by_level"]["normal"]["seats"] == 18


def test_workers_are_bounded_by_the_cpus_and_the_deals(capsys) -> None:
    import os

    argv = ["play", "--players", "2", "--games", "3", "--seed", "4", "--json"]
    code, out, _ = run(capsys, *argv, "--workers", "100000")
    assert code == 0
    many = json.loads(out)
    assert many["workers"] == min(os.cpu_count() or 1, 3) and many["deals"] == 3
    _, out, _ = run(capsys, *argv, "--workers", "1")
    one = json.loads(out)
    for level, row in one["by_level"].items():
        assert many["by_level"][level]["win_share"] == row["win_share"]
        assert many["by_level"][level]["mean_score"] == row["mean_score"]


def test_an_interrupted_run_stops_at_once_and_leaves_no_process_behind() -> None:
    """Ctrl+C at a terminal signals the whole process group: the run says so in one line,
    exits 130, and none of its worker processes outlives it.

    Each step waits for its event (the workers running, the run's exit, the workers
    gone), however long a loaded machine takes: "at once" is the product's promise of
    one short task per worker (play.TASK_DEALS), not a number of seconds to test."""
    import os
    import signal

    from app.cli.play import worker_count

    # As at a terminal, whatever this test inherited: Python turns SIGINT into
    # KeyboardInterrupt only when it starts with SIGINT at its default, and a shell runs
    # a background job (`pytest &`) with SIGINT ignored, which the run would inherit.
    terminal = (
        "import runpy, signal, sys; signal.signal(signal.SIGINT, signal.default_int_handler); "
        "sys.argv[0] = 'tapete-cli'; runpy.run_module('app.cli.main', run_name='__main__')"
    )
    run_ = subprocess.Popen(
        [sys.executable, "-c", terminal, "play", "--games", "100000", "--workers", "64"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )

    def session() -> list[str]:
        found = subprocess.run(["pgrep", "-s", str(run_.pid)], capture_output=True, text=True)
        return found.stdout.split()

    workers = worker_count(64, 100000)
    try:
        # The run and its workers, every one started (workers bounded by the CPUs).
        wait_for(lambda: len(_alive(session())) >= 1 + workers, "the workers to start")
        assert len(session()) <= 1 + (os.cpu_count() or 1), "workers bounded by the CPUs"
        os.killpg(run_.pid, signal.SIGINT)
        _, err = run_.communicate()
        assert run_.returncode == 130, err
        assert err.strip().splitlines() == ["tapete-cli: interrupted"], err
        wait_for(lambda: _alive(session()) == [], "the workers to end with the run")
    finally:  # whatever failed above, leave nothing running
        with contextlib.suppress(ProcessLookupError):
            os.killpg(run_.pid, signal.SIGKILL)


def _alive(pids: list[str]) -> list[str]:
    """The processes among `pids` that still run (an exited child waiting to be reaped
    by the system is not running)."""
    out = []
    for pid in pids:
        try:
            stat = Path(f"/proc/{pid}/stat").read_text()
            state = stat.rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if state != "Z":
            out.append(pid)
    return out


def test_a_very_long_bad_token_is_shortened(capsys) -> None:
    code, _, err = run(capsys, "solve", "--hand", "Q" * 200_000)
    assert code == 2
    line = err.strip()
    assert "\n" not in line and len(line) < 200 and "more)…" in line


def test_by_team_counts_a_team_as_a_whole_with_seats_rotated() -> None:
    """In a partnership game a seat wins when its team wins: `by_level` of a level that
    fills one team is that team's win share, and `by_team` reports each make-up whole."""
    from app.cli.play import DealRecord, format_summary, summarise

    teams = [0, 1, 0, 1]
    records = [
        # deal 0: seats 0 and 2 hard (team 0 won); deal 1, rotated: team 1 hard (lost)
        DealRecord(["hard", "normal", "hard", "normal"], [5, -5, 5, -5], [0],
                   [1.0, 0.0, 1.0, 0.0], teams, [10, -10]),
        DealRecord(["normal", "hard", "normal", "hard"], [8, -8, 8, -8], [0],
                   [1.0, 0.0, 1.0, 0.0], teams, [16, -16]),
        DealRecord(["hard", "normal", "hard", "normal"], [0, 0, 0, 0], [0, 1],
                   [0.5, 0.5, 0.5, 0.5], teams, [0, 0]),
    ]  # fmt: skip
    summary = summarise("x", records, 1.0)
    assert summary["by_level"]["hard"]["win_share"] == pytest.approx((1 + 0 + 0.5) / 3)
    assert summary["by_team"]["hard+hard"] == {
        "deals": 3,
        "win_share": pytest.approx(0.5),
        "ci95": summary["by_team"]["hard+hard"]["ci95"],
        "mean_score": pytest.approx((10 - 16 + 0) / 3),
    }
    assert summary["by_team"]["normal+normal"]["win_share"] == pytest.approx(0.5)
    assert set(summary["by_team"]) == {"hard+hard", "normal+normal"}
    text = format_summary(summary)
    assert "hard+hard" in text and "normal+normal" in text
    solo = summarise("y", [DealRecord(["easy", "hard"], [1, 0], [0], [1.0, 0.0])], 1.0)
    assert set(solo["by_team"]) == {"easy", "hard"}
    assert "team" not in format_summary(solo).split("\n")[2]


def test_play_deals_mano_y_pie_through_every_place_of_its_match(monkeypatch) -> None:
    """Mano y Pie's deals differ by their place in the match (minimums 50, 90, 120, 150):
    `tapete-cli play` plays deal i as place i % 4 of match i // 4; other games' deals
    all stand first."""
    from app.cli.play import play_deal
    from app.games.registry import GameInfo, find_game

    seen: list[tuple[str, str, int]] = []
    real = GameInfo.deal

    def spy(self, options, seed, **setup):
        seen.append((self.id, seed, setup["deal_index"]))
        return real(self, options, seed, **setup)

    monkeypatch.setattr(GameInfo, "deal", spy)
    game = find_game("mano-y-pie")
    assert game.deals_by_place and not find_game("buraco").deals_by_place
    options = game.options({"num_players": 2})
    for index in range(5):
        play_deal(options, "s", index, ["easy", "easy"])
    expected = [("mano-y-pie", "s:0", 0), ("mano-y-pie", "s:0", 1), ("mano-y-pie", "s:0", 2)]
    expected += [("mano-y-pie", "s:0", 3), ("mano-y-pie", "s:1", 0)]
    assert seen == expected
    seen.clear()
    buraco = find_game("buraco")
    play_deal(buraco.options({"num_players": 2}), "s", 3, ["easy", "easy"])
    assert seen == [("buraco", "s", 3)]


@pytest.mark.parametrize("game", GAME_IDS)
def test_play_log_tells_every_deal_a_line_an_action(capsys, game: str) -> None:
    """`play --log`: each deal's log, every seat by its number, a drawn card never named,
    and the same log for the same seed. Easy bots: they choose by rule, with no clock (a
    normal search stops at its time bound first on a loaded machine, and plays otherwise)."""
    easy = ("--bots", "easy")
    code, out, _ = run(capsys, "play", "--game", game, *easy, "--games", "2", "--log", "--json")
    assert code == 0
    logs = json.loads(out)["logs"]
    assert len(logs) == 2 and all(len(log) > 5 for log in logs), logs
    for log in logs:
        assert all(re.match(r"Seat \d ", line) for line in log), log
        drew = [line for line in log if " drew " in line]
        assert all(re.fullmatch(r"Seat \d drew (from the stock|a card)\.", t) for t in drew), drew
    assert (
        json.loads(
            run(capsys, "play", "--game", game, *easy, "--games", "2", "--log", "--json")[1]
        )["logs"]
        == logs
    )
    code, out, _ = run(capsys, "play", "--game", game, *easy, "--games", "1", "--log")
    lines = out.splitlines()
    assert lines[0] == "Deal 1" and lines[1 : 1 + len(logs[0])] == [f"  {t}" for t in logs[0]]


def _saved_match(game_id: str, deals: int) -> MatchSession:
    """A match of `game_id` played by easy bots (the person's seat too) into its deal
    `deals - 1`, part way."""
    game = find_game(game_id)
    session = MatchSession.start(game, house(game, "LONG_MATCH"), ("easy",), seed=5)
    person_bot = game.bot("easy", "person")
    while True:
        while session.to_play is not None and (
            session.deal.deal_index < deals - 1 or len(session.deal.history) < 9
        ):
            seat = session.to_play
            bot = session.bots.get(seat, person_bot)
            view = session.view(seat)
            session.play(bot.choose(view, bot.limit), seat, view)
        if session.to_play is not None or session.match_over:
            return session
        assert session.next_deal()


@pytest.mark.parametrize("game", GAME_IDS)
def test_replay_prints_a_saved_games_log_as_the_person_knew_it(
    capsys, tmp_path: Path, game: str
) -> None:
    """`replay PATH` of a saved game: every deal of its match headed, the deal in play
    marked, the lines the session's log tells from the person's seat; `--seat` tells it
    from another seat, by name, never naming what that seat could not see."""
    session = _saved_match(game, 2)
    path = tmp_path / "saved.json"
    path.write_text(json.dumps(session.record([])), encoding="utf-8")
    code, out, err = run(capsys, "replay", str(path), "--json")
    assert code == 0, err
    names = tuple(info.name for info in session.seats)
    expected = [  # said in the run's language, as `replay` installed it (English's plurals)
        [
            " ".join(say(w) for w in line.words)
            for line in deal_log(session, d, Narrator(names, 0), 0)
        ]
        for d in range(2)
    ]
    assert all("(s)" not in t for t in expected[0] + expected[1])
    data = json.loads(out)
    assert data["game"] == game
    assert [d["deal"] for d in data["deals"]] == [0, 1]
    assert [d["in_play"] for d in data["deals"]] == [False, True]
    assert [[line["text"] for line in d["lines"]] for d in data["deals"]] == expected
    assert len(expected[0]) == len(session.finished[0]) and len(expected[1]) == 9
    assert any(t.startswith("You ") for t in expected[0]), expected[0]
    code, out, _ = run(capsys, "replay", str(path))
    lines = out.splitlines()
    assert lines[0] == "Deal 1" and lines[1 : 1 + len(expected[0])] == [
        f"  {t}" for t in expected[0]
    ]
    assert lines[1 + len(expected[0])] == "Deal 2 (in play)"
    # From the seat after the person's: the person's seat is named, nobody is "you".
    code, out, _ = run(capsys, "replay", str(path), "--seat", "2", "--json")
    other = [line["text"] for line in json.loads(out)["deals"][0]["lines"]]
    assert not any(t.startswith("You ") for t in other)
    renamed = (f"Seat {session.person + 1}" if i == session.person else name
               for i, name in enumerate(names))  # fmt: skip
    told = deal_log(session, 0, Narrator(tuple(renamed), None), 1)
    assert other == [" ".join(say(w) for w in line.words) for line in told]


@pytest.mark.parametrize("game", GAME_IDS)
def test_replay_prints_a_replay_records_deal(capsys, tmp_path: Path, game: str) -> None:
    """`replay PATH` of a replay record (a finished deal from the scoreboard): one deal, a
    line per action, its seats by number, seen from `--seat`."""
    session = _saved_match(game, 1)
    deal = session.deal
    path = tmp_path / "deal.json"
    path.write_text(deal.replay_record().to_json(), encoding="utf-8")
    code, out, err = run(capsys, "replay", str(path), "--json")
    assert code == 0, err
    (only,) = json.loads(out)["deals"]
    assert only["in_play"] is True and len(only["lines"]) == len(deal.history) == 9
    assert [line["seat"] for line in only["lines"]] == [
        session.state_at(0, i).deal.to_play for i in range(9)
    ]
    assert all(re.match(r"Seat \d ", line["text"]) for line in only["lines"]), only


@pytest.mark.parametrize(
    ("content", "needle"),
    [
        ("", "neither a saved game nor a replay record: Expecting value at line 1"),
        ("[1, 2]", "bad.json cannot be read: not a replay record"),
        ('{"game": "chess"}', "unknown game 'chess'"),
        ('{"game": "buraco", "format": 1, "options": {}, "seed": 1, "actions": '
         '[{"kind": "bu.discard", "card": "ZZ"}]}', "not a card"),
        ('{"game": "buraco", "format": 1, "options": {}, "seed": 1, "actions": '
         '[{"kind": "bu.discard", "card": "AS"}]}', "illegal move at action 1: wrong_phase"),
        ('{"seats": [], "results": [], "game": "scala-40"}',
         "bad.json cannot be read: its field 'options' must be a JSON object, not null"),
    ],
)  # fmt: skip
def test_replay_of_a_bad_file_is_one_line_and_status_2(
    capsys, tmp_path: Path, content: str, needle: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    for argv in (["replay", str(path)], ["replay", str(tmp_path / "missing.json")]):
        code, out, err = run(capsys, *argv)
        assert code == 2 and out == ""
        (line,) = err.strip().splitlines()
        assert line.startswith("tapete-cli: error:"), line
    assert needle in run(capsys, "replay", str(path))[2]
    assert (
        "missing.json cannot be read: No such file"
        in run(capsys, "replay", str(tmp_path / "missing.json"))[2]
    )
    good = tmp_path / "good.json"
    good.write_text(_saved_match("scala-40", 1).deal.replay_record().to_json(), encoding="utf-8")
    assert "--seat must be from 1 to 2" in run(capsys, "replay", str(good), "--seat", "5")[2]


@pytest.mark.parametrize(("game", "headings"), [
    ("mano-y-pie", ["Reparto 1", "Reparto 2 (en juego)"]),
    ("buraco", ["Mano 1", "Mano 2 (en juego)"]),
])  # fmt: skip
def test_replay_in_spanish_heads_a_deal_with_the_games_word(
    capsys, tmp_path: Path, game: str, headings: list[str]
) -> None:
    """Mano y Pie's deal is a *reparto* in Spanish (its *mano* is the hand), the other
    games' a *mano*: `replay` heads each deal as the window's log does."""
    session = _saved_match(game, 2)
    path = tmp_path / "saved.json"
    path.write_text(json.dumps(session.record([])), encoding="utf-8")
    try:
        code, out, err = run(capsys, "--lang", "es", "replay", str(path))
    finally:
        i18n.use_wording("")
    assert code == 0, err
    assert [line for line in out.splitlines() if not line.startswith("  ")] == headings
