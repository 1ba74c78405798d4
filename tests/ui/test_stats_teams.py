"""Statistics that know teams: sides read "You & Bruno 2930 – Ana & Carla 1815" with the
partners together, every game listed, a chart of a line per side with its axes, columns
that stretch, and a double-click on a deal that steps through it again."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDialog, QMessageBox

from app.core.engine import Replay
from app.games.registry import GAMES, find_game
from app.session import MatchSession, Store
from app.session.replay import DealReplay, ReplayProblem
from app.session.store import open_scoreboard
from app.storage.scoreboard import DealRow, MatchRow, Scoreboard, Seat
from app.table.items import CardItem
from app.ui.deal_replay import DealReplayDialog
from app.ui.stats_window import (
    LINE_COLOURS,
    StatisticsDialog,
    nice_ticks,
    sides,
    standings_text,
)
from tests.house import house

MYP = "mano-y-pie"
QYP = "quita-y-pon"


def play_match(store: Store, game: str, seed: int, **options) -> MatchSession:
    """A whole match of `game` played by easy bots (the person's seat too), recorded."""
    info = find_game(game)
    session = MatchSession.start(
        info, {**house(info, "LONG_MATCH"), **options}, ("easy",), seed=seed, store=store
    )
    person_bot = info.bot("easy", "person")
    while True:
        while session.to_play is not None:
            seat = session.to_play
            bot = session.bots.get(seat, person_bot)
            view = session.view(seat)
            session.play(bot.choose(view, bot.limit), seat, view)
        if session.match_over:
            return session
        assert session.next_deal()


@pytest.fixture(scope="module")
def recorded(tmp_path_factory) -> tuple[Path, dict[str, MatchSession]]:
    """A scoreboard of a four-player Mano y Pie match (two partnerships) and a solo
    Quita y Pon match, both played to their end, and the sessions that played them."""
    path = tmp_path_factory.mktemp("stats") / "scoreboard.sqlite3"
    board = open_scoreboard(path)
    store = Store(None, board)
    played = {MYP: play_match(store, MYP, 5, num_players=4), QYP: play_match(store, QYP, 3)}
    board.close()
    return path, played


@pytest.fixture
def dialog(qtbot, recorded):
    board = Scoreboard(recorded[0], create=False)
    shown = StatisticsDialog(board)
    qtbot.addWidget(shown)
    shown.show()
    yield shown
    board.close()


def history_row(dialog: StatisticsDialog, game: str) -> int:
    return next(r for r, m in enumerate(dialog._matches) if m.game == game)


# --------------------------------------------------------------------------- sides


def test_a_team_match_reads_by_side_the_persons_first_partners_together(dialog, recorded):
    session = recorded[1][MYP]
    assert session.teams == (0, 1, 0, 1)
    totals = session.match.totals
    row = history_row(dialog, MYP)
    assert dialog.history.item(row, 3).text() == (
        f"You & Bruno {totals[0]} – Ana & Carla {totals[1]}"
    )
    solo = recorded[1][QYP]
    names = [s.name for s in solo.seats]
    assert dialog.history.item(history_row(dialog, QYP), 3).text() == " – ".join(
        f"{name} {total}" for name, total in zip(names, solo.match.totals, strict=True)
    )


def match_row(seats: list[Seat], totals: tuple[int, ...]) -> MatchRow:
    return MatchRow(1, MYP, {}, tuple(seats), "1", 0.0, 1.0, totals, (1,))


def test_the_persons_side_comes_first_wherever_the_person_sits():
    seats = [
        Seat(0, "Ana", "easy", 0),
        Seat(1, "You", None, 1),
        Seat(2, "Bruno", "easy", 0),
        Seat(3, "Dora", "hard", 1),
    ]
    row = match_row(seats, (400, 150, 400, 150))
    assert standings_text(row) == "You & Dora 150 – Ana & Bruno 400"
    assert [[s.seat for s in m] for m, _ in sides(row)] == [[1, 3], [0, 2]]


def test_six_players_in_three_partnerships_and_in_two_teams_of_three():
    names = ["You", "Ana", "Bruno", "Carla", "Dora", "Eva"]
    three = [Seat(i, n, None if i == 0 else "easy", i % 3) for i, n in enumerate(names)]
    row = match_row(three, (10, 20, 30, 10, 20, 30))
    assert standings_text(row) == "You & Carla 10 – Ana & Dora 20 – Bruno & Eva 30"
    two = [Seat(i, n, None if i == 0 else "easy", i % 2) for i, n in enumerate(names)]
    row = match_row(two, (5, 7, 5, 7, 5, 7))
    assert standings_text(row) == "You, Bruno & Dora 5 – Ana, Carla & Eva 7"


def test_a_match_with_no_deal_yet_shows_no_totals():
    row = MatchRow(
        1, QYP, {}, (Seat(0, "You", None), Seat(1, "Ana", "easy")), "1", 0, None, None, None
    )
    assert standings_text(row) == ""


def test_the_match_table_has_a_column_per_side_with_the_team_scores_and_totals(
    qtbot, dialog, recorded
):
    session = recorded[1][MYP]
    match = dialog._matches[history_row(dialog, MYP)]
    shown = dialog.match_dialog(match)
    qtbot.addWidget(shown)
    table = shown.deals_table
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert headers == ["Deal", "You & Bruno", "Ana & Carla"]
    results = session.match.results
    assert table.rowCount() == len(results) + 1
    for r, result in enumerate(results):
        for team in (0, 1):
            star = " ★" if team in {session.teams[w] for w in result.winners} else ""
            assert table.item(r, 1 + team).text() == f"{result.team_scores[team]}{star}"
    last = table.rowCount() - 1
    assert table.item(last, 0).text() == "Total"
    assert [table.item(last, c).text() for c in (1, 2)] == [
        str(session.match.totals[0]),
        str(session.match.totals[1]),
    ]


# --------------------------------------------------------------------------- every game


def test_every_game_is_listed_and_those_never_finished_say_so(dialog):
    figures = dialog.figures
    assert figures.rowCount() == len(GAMES)
    for r, game in enumerate(GAMES):
        assert figures.item(r, 0).text() == game.name
        if game.id in (MYP, QYP):
            assert figures.item(r, 1).text() == "1" and figures.columnSpan(r, 1) == 1
        else:
            assert figures.item(r, 1).text() == "no games yet"
            assert figures.columnSpan(r, 1) == figures.columnCount() - 1


def test_the_figures_show_every_game_without_scrolling(dialog):
    figures = dialog.figures
    bottom = figures.visualItemRect(figures.item(len(GAMES) - 1, 0)).bottom()
    assert bottom <= figures.viewport().height()


# --------------------------------------------------------------------------- the chart


def test_the_chart_draws_each_sides_running_total_deal_by_deal(qtbot, dialog, recorded):
    session = recorded[1][MYP]
    dialog.history.selectRow(history_row(dialog, MYP))
    chart = dialog.chart
    assert [s.label for s in chart.series] == ["You & Bruno", "Ana & Carla"]
    for team, line in enumerate(chart.series):
        running = [0]
        for result in session.match.results:
            running.append(running[-1] + result.team_scores[team])
        assert list(line.values) == running[1:]
    assert line.values[-1] == session.match.totals[1]
    assert (chart.x_title, chart.y_title) == ("Deal", "Total")
    assert "Mano y Pie" in dialog.chart_title.text()
    picture = chart.grab().toImage()
    colours = {
        picture.pixelColor(x, y).name()
        for x in range(0, picture.width(), 1)
        for y in range(0, picture.height(), 2)
    }
    assert {QColor(c).name() for c in LINE_COLOURS[:2]} <= colours, "a line per side"
    solo = recorded[1][QYP]
    dialog.history.selectRow(history_row(dialog, QYP))
    assert [s.label for s in chart.series] == [s.name for s in solo.seats]


def test_choosing_a_game_charts_the_persons_total_in_each_of_its_matches(dialog, recorded):
    row = next(r for r, g in enumerate(GAMES) if g.id == QYP)
    dialog.figures.selectRow(row)
    chart = dialog.chart
    person = recorded[1][QYP].person
    assert [s.label for s in chart.series] == ["You"]
    assert chart.series[0].values == (recorded[1][QYP].match.totals[person],)
    assert chart.x_title == "Match" and "Quita y Pon" in dialog.chart_title.text()
    empty = next(r for r, g in enumerate(GAMES) if g.id not in (MYP, QYP))
    dialog.figures.selectRow(empty)
    assert chart.series == [] and chart.empty_text == "No finished match yet"


@given(st.integers(-100_000, 100_000), st.integers(0, 200_000))
def test_the_value_axis_covers_the_values_in_round_steps(low, span):
    high = low + span
    ticks = nice_ticks(low, high)
    assert ticks[0] <= low and ticks[-1] >= high
    steps = {round(b - a, 9) for a, b in zip(ticks, ticks[1:], strict=False)}
    assert len(steps) == 1, ticks
    (step,) = steps
    mantissa = step / 10 ** math.floor(math.log10(step))
    assert round(mantissa, 6) in (1, 2, 5)
    assert 2 <= len(ticks) <= 7


# --------------------------------------------------------------------------- columns


def test_the_columns_stretch_with_the_window(qtbot, dialog):
    dialog.resize(760, 600)
    qtbot.wait(20)
    narrow = dialog.history.columnWidth(3), dialog.figures.columnWidth(8)
    dialog.resize(1100, 600)
    qtbot.waitUntil(lambda: dialog.history.columnWidth(3) > narrow[0], timeout=3000)
    assert dialog.figures.columnWidth(8) > narrow[1]
    for table in (dialog.history, dialog.figures):
        used = sum(table.columnWidth(c) for c in range(table.columnCount()))
        assert abs(used - table.viewport().width()) <= 2, "the columns fill the table"


# --------------------------------------------------------------------------- replay


def double_click_row(qtbot, table, row: int) -> None:
    rect = table.visualRect(table.model().index(row, 1))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


@pytest.fixture
def opened(monkeypatch):
    """The dialogs `exec` would have shown, in order (none is left waiting)."""
    shown: list[QDialog] = []

    def keep(self) -> int:
        shown.append(self)
        self.show()
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(DealReplayDialog, "exec", keep)
    monkeypatch.setattr(QDialog, "exec", keep)
    monkeypatch.setattr(QMessageBox, "exec", keep)
    return shown


def test_a_double_click_on_a_match_then_on_a_deal_steps_through_it(qtbot, dialog, recorded, opened):
    session = recorded[1][MYP]
    double_click_row(qtbot, dialog.history, history_row(dialog, MYP))
    (deals,) = opened
    assert deals.windowTitle() == "Match of Mano y Pie"
    double_click_row(qtbot, deals.deals_table, 1)
    replaying = opened[-1]
    assert isinstance(replaying, DealReplayDialog)
    qtbot.addWidget(replaying)
    played = session.deal_actions()[1]
    assert replaying.replay.deal_index == 1 and replaying.replay.steps == len(played)
    assert replaying.point == 0 and not replaying.buttons["back"].isEnabled()
    for _ in range(3):
        qtbot.mouseClick(replaying.buttons["forward"], Qt.MouseButton.LeftButton)
    assert replaying.point == 3 and replaying.slider.value() == 3
    assert replaying.log.currentRow() == 3 and replaying.where.text() == f"Move 3 of {len(played)}"
    qtbot.mouseClick(replaying.buttons["back"], Qt.MouseButton.LeftButton)
    assert replaying.point == 2
    qtbot.mouseClick(replaying.buttons["last"], Qt.MouseButton.LeftButton)
    assert replaying.point == len(played) and not replaying.buttons["forward"].isEnabled()
    line = replaying.log.item(5)
    qtbot.mouseClick(
        replaying.log.viewport(),
        Qt.MouseButton.LeftButton,
        pos=replaying.log.visualItemRect(line).center(),
    )
    assert replaying.point == 5
    qtbot.keyClick(replaying, Qt.Key.Key_Home)
    assert replaying.point == 0
    qtbot.keyClick(replaying, Qt.Key.Key_Right)
    assert replaying.point == 1
    replaying.reject()


def test_each_point_of_the_replay_is_the_persons_view_of_the_deal_then(recorded):
    """Exact: the record's deal replayed shows at point k what the session's own
    rebuild of that point shows the person, and the log tells the same lines."""
    for game, session in recorded[1].items():
        names = [s.name for s in session.seats]
        board = Scoreboard(recorded[0], create=False)
        match = next(m for m in board.matches() if m.game == game)
        deals = board.deals(match.id)
        board.close()
        for deal in deals:
            replay = DealReplay.of(game, deal.replay_json, session.person, names)
            played = session.deal_actions()[deal.deal_index]
            assert replay.steps == len(played)
            for k in range(0, replay.steps + 1, max(1, replay.steps // 12)):
                position = session.state_at(deal.deal_index, k).deal
                assert replay.views[k] == position.view(session.person), (game, deal, k)
            assert replay.final.outcome().scores == session.match.results[deal.deal_index].scores


def face_up_cards(replaying: DealReplayDialog) -> set:
    return {
        item.card
        for item in replaying.table.scene().items()
        if isinstance(item, CardItem) and item.isVisible() and item.face_up
    }


@pytest.mark.parametrize("game", [MYP, QYP])
def test_the_replay_shows_no_card_the_person_did_not_see(qtbot, recorded, game):
    session = recorded[1][game]
    hidden_from = house(find_game(game), "hidden_from")
    board = Scoreboard(recorded[0], create=False)
    match = next(m for m in board.matches() if m.game == game)
    deal = board.deals(match.id)[0]
    board.close()
    names = [s.name for s in session.seats]
    replay = DealReplay.of(game, deal.replay_json, session.person, names)
    shown = DealReplayDialog(replay, [s.level for s in session.seats], names, "t")
    qtbot.addWidget(shown)
    shown.show()
    for k in range(0, replay.steps, max(1, replay.steps // 10)):
        shown.go(k)
        hidden = hidden_from(session.state_at(deal.deal_index, k).deal, session.person)
        assert not face_up_cards(shown) & hidden, (game, k)
    shown.reject()


def a_deal(replay_json: str) -> DealRow:
    return DealRow(1, 0, (1, 2), (1, 2), (0,), "went_out", replay_json, 0.0, 1.0)


def test_a_deal_whose_moves_were_not_kept_or_no_longer_play_is_said_so(
    qtbot, dialog, recorded, opened
):
    match = dialog._matches[history_row(dialog, QYP)]
    session = recorded[1][QYP]
    real = Replay.from_json(Scoreboard(recorded[0], create=False).deals(match.id)[0].replay_json)
    broken = json.loads(real.to_json())
    broken["actions"] = broken["actions"][1:]  # every move after the first is out of turn
    cases = {
        "": "only the result of this deal was kept",
        "{not json": "This deal cannot be played again",
        json.dumps(broken): "its move 1 is refused by the rules now",
    }
    for text, said in cases.items():
        assert dialog.replay_deal(match, a_deal(text)) is None
        box = opened[-1]
        assert isinstance(box, QMessageBox) and said in box.text(), box.text()
        assert box.text().startswith("This deal cannot be played again: ")
        assert box.textFormat() == Qt.TextFormat.PlainText
        with pytest.raises(ReplayProblem):
            DealReplay.of(QYP, text, session.person, [s.name for s in session.seats])
    assert not any(isinstance(d, DealReplayDialog) for d in opened)


def test_the_window_opens_statistics_with_its_card_art(qtbot, recorded, monkeypatch) -> None:
    from app.ui.main_window import MainWindow
    from app.ui.new_game import NewGameSettings

    win = MainWindow(NewGameSettings(pace_ms=0), storage=False)
    qtbot.addWidget(win)
    seen = []
    monkeypatch.setattr(
        StatisticsDialog, "exec", lambda self: seen.append(self.art) or QDialog.DialogCode.Rejected
    )
    board = Scoreboard(recorded[0], create=False)
    monkeypatch.setattr(type(win.store), "scoreboard", property(lambda self: board))
    win.parts["statistics"].show_statistics()
    assert seen == [win.art]
    board.close()
    win.close()
