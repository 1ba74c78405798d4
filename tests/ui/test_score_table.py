"""The one score dialog between deals, driven by each game's `TABLE.score_table`: every game's
table shows its rows for deals played to their end by bots (a row a seat, or a column a
team), the running totals added up, who won the deal and the match; a table declared in
a wrong shape is refused, naming what is wrong. What each game's table should hold is that
game's house data (the SCORE_ names of `tests/house.py`), so a new game adds nothing here."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtWidgets import QLabel

from app.core.bots import Limit
from app.core.words import Words
from app.games.registry import GAME_IDS, GAMES, GameInfo
from app.ui.game_ui import game_ui
from app.ui.result_dialog import ResultDialog
from app.ui.score_table import Column, Deal, Line, ScoreTable, ScoreTableError
from app.ui.table_module import table_of
from tests.house import house
from tests.waits import HANG_MS

NAMES = ["You", "Ana", "Bruno", "Carla"]
#: The most deals a match below is played for (each ends sooner).
DEALS = 8


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_every_game_declares_its_table_and_shows_it_in_the_one_dialog(game) -> None:
    """Its table is a ScoreTable of the shape its house data describes: a row a seat with
    its columns, the running total one of them, and the heading's words for the winner; or
    a column a team with its lines."""
    score_table = game_ui(game.id).TABLE.score_table
    assert isinstance(score_table, ScoreTable), game.id
    columns, lines = house(game, "SCORE_COLUMNS"), house(game, "SCORE_LINES")
    total, winner = house(game, "SCORE_TOTAL"), house(game, "SCORE_WINNER")
    assert score_table.by_team == (columns is None), game.id
    if score_table.by_team:
        assert lines and all(isinstance(line, str) for line in lines), game.id
        assert isinstance(total, str) and winner is None, game.id
    else:
        assert columns and lines is None and total in columns, game.id
        assert len(winner) == 2 and all(isinstance(words, str) for words in winner), game.id
    deals = house(game, "SCORE_DEALS")
    assert deals is None or 2 <= deals <= DEALS, game.id


def play_deal(qtbot, ctrl, person) -> None:
    """The deal on the table played to its end, the person's turns by a bot."""
    while ctrl.state.to_play is not None:
        qtbot.waitUntil(lambda: ctrl.state.to_play is None or ctrl.my_turn, timeout=HANG_MS)
        if ctrl.my_turn:
            ctrl.perform(person.choose(ctrl.view(), Limit(nodes=200)))


def cells(dialog: ResultDialog) -> tuple[list[str], list[list[str]]]:
    table = dialog.table
    columns = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    rows = [
        [table.item(r, c).text() for c in range(table.columnCount())]
        for r in range(table.rowCount())
    ]
    return columns, rows


def note(dialog: ResultDialog) -> str:
    """The line under the table (the note and the match's end)."""
    (label,) = [
        w for w in dialog.findChildren(QLabel) if w is not dialog.heading and not w.objectName()
    ]
    return label.text()


def match_end(ctrl) -> str:
    """The match's end as the dialog should word it, from the match's winners."""
    match = ctrl.match
    if not match.over:
        return "Next deal deals the next hand."
    winners = sorted(match.winners, key=lambda s: s != ctrl.person)
    if winners == [ctrl.person]:
        return "Match over: you win."
    if len(winners) == 1:
        return f"Match over: {NAMES[winners[0]]} wins."
    return f"Match over: {' & '.join(NAMES[s] for s in winners)} win."


def check_seat_table(ctrl, game: GameInfo, dialog: ResultDialog, totals: list[int]) -> None:
    game_id = game.id
    result = ctrl.match.results[-1]
    columns, rows = cells(dialog)
    assert columns == ["Player", *house(game, "SCORE_COLUMNS")]
    assert len(rows) == len(ctrl.seats)  # a row a seat, in seat order
    for seat, row in enumerate(rows):
        star = " ★" if seat in result.winners else ""
        assert row[0] == NAMES[seat] + star
        assert int(row[1]) == (result.hand_points or result.scores)[seat]
    if game_id == "quita-y-pon":
        assert [int(row[2]) for row in rows] == list(result.scores)
    total_column = columns.index(house(game, "SCORE_TOTAL"))
    assert [int(row[total_column]) for row in rows] == totals
    if game_id == "scala-40":  # the winner of the match, who is out now, who plays on
        match, threshold = ctrl.match, ctrl.state.options.elimination_threshold
        for seat, row in enumerate(rows):
            if match.over and seat in match.winners:
                assert row[3] == "wins the match ★"
            elif seat in match.eliminated[-1]:
                assert row[3] == "out now" and totals[seat] > threshold
            else:
                assert row[3] == f"in ({threshold - totals[seat]} to go)"
    heading = dialog.heading.text()
    (winner,) = result.winners or (None,)
    if winner is not None:  # the deal's winner named (you, or by name)
        theirs, yours = house(game, "SCORE_WINNER")
        said = yours if winner == ctrl.person else theirs
        assert said.format(w=NAMES[winner]) in heading, heading
        # Both wordings, whoever won here: the heading as the winner reads it, and as the
        # seat after the winner's does.
        score_table = game_ui(game.id).TABLE.score_table
        for person, said in ((winner, yours), ((winner + 1) % len(rows), theirs)):
            deal = Deal(result, ctrl.match, ctrl.state.options, tuple(NAMES[: len(rows)]), person)
            assert said.format(w=NAMES[winner]) in str(score_table.heading(deal)), person


def check_team_table(ctrl, game: GameInfo, dialog: ResultDialog, sums: list[list[int]]) -> None:
    result = ctrl.match.results[-1]
    columns, rows = cells(dialog)
    assert columns == ["Team", "You & Bruno", "Ana & Carla"]  # partners opposite
    lines, total = house(game, "SCORE_LINES"), house(game, "SCORE_TOTAL")
    labels = [row[0] for row in rows]
    assert labels[: len(lines) + 1] == [*lines, "This deal"]
    deal_row = rows[len(lines)]
    assert [int(v) for v in deal_row[1:]] == list(result.team_scores)
    after = rows[len(lines) + 1 :]
    if "{k}" in total:  # the total after each deal so far (Mano y Pie)
        assert [row[0] for row in after] == [total.format(k=k + 1) for k in range(len(sums))]
        assert [[int(v) for v in row[1:]] for row in after] == sums
    else:  # the match's total (Buraco)
        assert [[row[0], *map(int, row[1:])] for row in after] == [[total, *sums[-1]]]
    heading = dialog.heading.text()
    best = max(result.team_scores)
    top = [t for t, points in enumerate(result.team_scores) if points == best]
    if len(top) > 1:
        assert "A draw" in heading
    elif top[0] == result.teams[ctrl.person]:
        assert "You and your partner win the deal" in heading
    else:
        assert "Ana &amp; Carla win the deal" in heading


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_the_one_dialog_shows_each_games_rows_for_finished_deals(qtbot, game) -> None:
    module = game_ui(game.id)
    ctrl = table_of(game.id).controller()
    ctrl.pace_ms = 0
    options = game.options(house(game, "SCORE_MATCH"))
    deals = house(game, "SCORE_DEALS")  # None: the match played to its end
    ctrl.new_game(options, ("easy",), seed=7, names=NAMES[: options.num_players])
    person = game.bot("easy", "person")
    try:
        team_sums: list[list[int]] = []
        seat_totals = [0] * options.num_players
        for _deal in range(DEALS):
            play_deal(qtbot, ctrl, person)
            result = ctrl.match.results[-1]
            assert result == ctrl.state.outcome()
            dialog = module.TABLE.result_dialog(ctrl, result, None)
            qtbot.addWidget(dialog)
            assert isinstance(dialog, ResultDialog)
            seat_totals = [t + s for t, s in zip(seat_totals, result.scores, strict=True)]
            previous = team_sums[-1] if team_sums else [0] * len(result.team_scores)
            team_sums.append([t + s for t, s in zip(previous, result.team_scores, strict=True)])
            if module.TABLE.score_table.by_team:
                check_team_table(ctrl, game, dialog, team_sums)
            else:
                check_seat_table(ctrl, game, dialog, seat_totals)
            assert note(dialog).endswith(match_end(ctrl)), note(dialog)
            # the deal's seed, and its place in the match, under the table
            assert dialog.seed_line.text() == (
                f"Cards dealt from seed 7, deal {len(ctrl.match.results)}: a new game with "
                "this seed and these rules deals the same cards."
            )
            if ctrl.match.over or len(ctrl.match.results) == deals:
                break
            ctrl.next_deal()
        assert len(ctrl.match.results) >= 2
        assert ctrl.match.over or len(ctrl.match.results) == deals
    finally:
        ctrl.shutdown()


def table(**fields) -> ScoreTable:
    """A seat table with one column, changed by `fields`."""
    base = dict(
        title=Words("T", "Scores"),
        heading=lambda deal: Words("T", "Done"),
        note=lambda deal: None,
        player=Words("T", "Player"),
        columns=(Column(Words("T", "Points"), lambda deal, seat: deal.result.scores[seat]),),
    )
    return ScoreTable(**{**base, **fields})


@pytest.mark.parametrize(
    ("fields", "says"),
    [
        ({"columns": ()}, "either columns (a row a seat) or lines (a column a team)"),
        ({"lines": (Line(Words("T", "Melds"), "melded"),)}, "either columns"),
        ({"player": None}, "needs the player column's heading"),
        ({"player": None, "columns": (), "lines": (Line("Melds", "melded"),)}, "is not a Line"),
        ({"columns": (("Points", len),)}, "is not a Column"),
        ({"title": "Scores"}, "its title is not Words"),
        ({"note": "Deal 1 of 3."}, "its note is not a function of the deal"),
    ],
)
def test_a_table_in_a_wrong_shape_is_refused_by_name(fields, says) -> None:
    with pytest.raises(ScoreTableError, match="a score table in a wrong shape") as refused:
        table(**fields)
    assert says in str(refused.value)


@dataclasses.dataclass(frozen=True)
class Result:
    scores: tuple[int, ...] = (5, 7, 9, 0)
    winners: tuple[int, ...] = (3,)
    teams: tuple[int, ...] = (0, 1, 0, 1)
    team_scores: tuple[int, ...] = (14, 7)
    melded: tuple[int, ...] = (30, 20)


def deal(result: Result) -> Deal:
    return Deal(result=result, match=None, options=None, names=tuple(NAMES), person=0)


def test_a_teams_line_with_a_value_too_many_or_a_field_missing_is_refused() -> None:
    teams = table(player=None, columns=(), lines=(Line(Words("T", "Melds"), "melded"),))
    assert teams.team_lines(deal(Result()), Words("T", "This deal"))[0] == [
        Words("T", "Melds"),
        30,
        20,
    ]
    with pytest.raises(ScoreTableError, match="'Melds' .melded. has 3 values for 2 teams"):
        teams.team_lines(deal(Result(melded=(30, 20, 1))), Words("T", "This deal"))
    wrong = table(player=None, columns=(), lines=(Line(Words("T", "Books"), "books"),))
    with pytest.raises(ScoreTableError, match="reads 'books', which a Result does not have"):
        wrong.team_lines(deal(Result()), Words("T", "This deal"))
    totals = table(
        player=None,
        columns=(),
        lines=(Line(Words("T", "Melds"), "melded"),),
        totals=lambda deal: ((Words("T", "Total"), (1,)),),
    )
    with pytest.raises(ScoreTableError, match="'Total' .totals. has 1 values for 2 teams"):
        totals.team_lines(deal(Result()), Words("T", "This deal"))


def test_a_seat_table_marks_the_marked_seats_and_hides_a_column_not_shown() -> None:
    shown = table(
        columns=(
            Column(Words("T", "Points"), lambda deal, seat: deal.result.scores[seat]),
            Column(Words("T", "Never"), lambda deal, seat: 0, shown=lambda deal: False),
        )
    )
    columns, rows = shown.seat_rows(deal(Result()))
    assert columns == [Words("T", "Player"), Words("T", "Points")]
    assert rows == [["You", 5], ["Ana", 7], ["Bruno", 9], ["Carla ★", 0]]
    other = table(marked=lambda deal: (1,)).seat_rows(deal(Result()))[1]
    assert [row[0] for row in other] == ["You", "Ana ★", "Bruno", "Carla"]
