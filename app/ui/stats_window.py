"""Game ▸ Statistics: per-game figures, the history of matches, a chart, a reset; the
games against the bots or, apart, the practice games (never counted with them)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.core.bots import LEVEL_LABELS
from app.core.text import readable
from app.games.registry import GAMES, UnknownGame
from app.i18n import say
from app.session.replay import DealReplay, ReplayProblem
from app.storage.scoreboard import DealRow, GameStats, MatchRow, Scoreboard, Seat
from app.table.card_art import CardArt
from app.ui.deal_replay import DealReplayDialog
from app.ui.dialog_frame import within_screen
from app.ui.messages import counted, seat_name

GAME_NAMES = {g.id: g.name for g in GAMES}


def number(value: float, decimals: int | None = None) -> str:
    """`value` as the interface's language writes numbers: a whole number as it is, a
    share of a win (1/2, 1/3) with up to 6 significant digits, or with `decimals`."""
    locale = QLocale()
    if decimals is not None:
        return locale.toString(float(value), "f", decimals)
    if float(value).is_integer():
        return locale.toString(int(value))
    return locale.toString(float(value), "g", 6)


def ended_text(ended_at: float | None) -> str:
    """When a match ended, as the interface's language writes a short date and time."""
    if not ended_at:
        return "—"
    when = QDateTime.fromSecsSinceEpoch(int(ended_at))
    return QLocale().toString(when, QLocale.FormatType.ShortFormat)


def _cell(text: str, right: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
    if right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


#: The chart's lines, one colour each (the person's side first): told apart in colour
#: and, for those who cannot tell the colours apart, by the mark at each point.
LINE_COLOURS = ("#1f6b3a", "#b03a2e", "#2e5c9a", "#b7791f", "#6c3483", "#117a8b")
MARKS = ("circle", "square", "diamond", "triangle", "circle", "square")


def nice_ticks(low: float, high: float, count: int = 5) -> list[float]:
    """Round values from at most `low` to at least `high`, about `count` of them, spaced
    by 1, 2 or 5 times a power of ten (an axis's labels)."""
    if high <= low:
        high = low + 1
    raw = (high - low) / max(1, count - 1)
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    first = math.floor(low / step) * step
    ticks = [first]
    while ticks[-1] < high:
        ticks.append(ticks[-1] + step)
    return ticks


@dataclass(frozen=True)
class Series:
    """One line of the chart: whose it is and its value at x = 1, 2, 3..."""

    label: str
    values: tuple[float, ...]


class ScoreChart(QWidget):
    """Lines of totals drawn with QPainter (no chart library): a value axis and an axis
    of deals or matches, each with its title and labels, a line and a legend entry per
    player or team."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.series: list[Series] = []
        self.x_title = ""
        self.y_title = ""
        self.empty_text = ""
        self.setMinimumHeight(180)

    def show_series(self, series: list[Series], x_title: str, y_title: str, empty: str) -> None:
        self.series = [s for s in series if s.values]
        self.x_title, self.y_title, self.empty_text = x_title, y_title, empty
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#fbfaf5"))
        metrics = painter.fontMetrics()
        line = metrics.height()
        values = [v for s in self.series for v in s.values]
        ticks = nice_ticks(min(0.0, *values), max(1.0, *values)) if values else [0.0, 1.0]
        labels = [number(t) for t in ticks]
        left = 10 + line + max(metrics.horizontalAdvance(t) for t in labels) + 6
        legend_rows = 1 if self.series else 0
        plot = QRectF(
            left,
            8 + legend_rows * (line + 6),
            max(10.0, self.width() - left - 16),
            max(10.0, self.height() - 8 - legend_rows * (line + 6) - 2 * line - 12),
        )
        painter.setPen(QPen(QColor("#444444"), 1))
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        # The value axis: its title turned up along it, a label and a faint line per tick.
        painter.save()
        painter.translate(4 + line / 2, plot.center().y())
        painter.rotate(-90)
        painter.drawText(
            QRectF(-plot.height() / 2, -line / 2, plot.height(), line),
            Qt.AlignmentFlag.AlignCenter,
            self.y_title,
        )
        painter.restore()
        low, high = ticks[0], ticks[-1]

        def y_of(v: float) -> float:
            return plot.bottom() - (v - low) / (high - low) * plot.height()

        for tick, label in zip(ticks, labels, strict=True):
            y = y_of(tick)
            painter.setPen(QPen(QColor("#dddddd"), 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(QPen(QColor("#444444"), 1))
            painter.drawText(
                QRectF(0, y - line / 2, left - 6, line),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                label,
            )
        painter.drawText(
            QRectF(plot.left(), self.height() - line - 4, plot.width(), line),
            Qt.AlignmentFlag.AlignCenter,
            self.x_title,
        )
        if not self.series:
            painter.drawText(plot, Qt.AlignmentFlag.AlignCenter, self.empty_text)
            return
        n = max(len(s.values) for s in self.series)

        def x_of(i: int) -> float:  # i from 1
            return plot.left() + plot.width() * (i - 0.5) / n

        step = max(1, math.ceil(n / max(1, plot.width() / (metrics.horizontalAdvance("0000") + 8))))
        for i in range(1, n + 1):
            if (i - 1) % step and i != n:
                continue
            x = x_of(i)
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 3))
            painter.drawText(
                QRectF(x - 30, plot.bottom() + 3, 60, line), Qt.AlignmentFlag.AlignCenter, number(i)
            )
        legend_x = plot.left()
        for k, s in enumerate(self.series):
            colour = QColor(LINE_COLOURS[k % len(LINE_COLOURS)])
            points = [QPointF(x_of(i), y_of(v)) for i, v in enumerate(s.values, start=1)]
            painter.setPen(QPen(colour, 2))
            for a, b in zip(points, points[1:], strict=False):
                painter.drawLine(a, b)
            painter.setBrush(colour)
            for p in points:
                self._mark(painter, p, MARKS[k % len(MARKS)])
            painter.setBrush(Qt.BrushStyle.NoBrush)
            # The legend: a mark and the player's or team's name, side by side above.
            width = metrics.horizontalAdvance(s.label)
            centre = QPointF(legend_x + 6, 8 + line / 2)
            painter.setPen(QPen(colour, 2))
            painter.drawLine(centre - QPointF(6, 0), centre + QPointF(6, 0))
            painter.setBrush(colour)
            self._mark(painter, centre, MARKS[k % len(MARKS)])
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor("#222222"), 1))
            painter.drawText(
                QRectF(legend_x + 16, 8, width + 4, line), Qt.AlignmentFlag.AlignVCenter, s.label
            )
            legend_x += 16 + width + 18

    @staticmethod
    def _mark(painter: QPainter, p: QPointF, shape: str) -> None:
        r = 3.5
        if shape == "square":
            painter.drawRect(QRectF(p.x() - r, p.y() - r, 2 * r, 2 * r))
        elif shape == "diamond":
            painter.drawPolygon(
                [QPointF(p.x(), p.y() - r - 1), QPointF(p.x() + r + 1, p.y()),
                 QPointF(p.x(), p.y() + r + 1), QPointF(p.x() - r - 1, p.y())]
            )  # fmt: skip
        elif shape == "triangle":
            painter.drawPolygon(
                [QPointF(p.x(), p.y() - r - 1), QPointF(p.x() + r + 1, p.y() + r),
                 QPointF(p.x() - r - 1, p.y() + r)]
            )  # fmt: skip
        else:
            painter.drawEllipse(p, r, r)


def sides(match: MatchRow) -> list[tuple[tuple[Seat, ...], int | None]]:
    """The match's sides, each its seats (partners side by side) and its total (None
    before the first deal): the person's side first, then the others by team number. In
    a solo game each seat is a side of its own."""
    person = next((s.seat for s in match.seats if s.level is None), 0)
    teams: dict[int, list[Seat]] = {}
    for seat in match.seats:
        teams.setdefault(seat.team_number, []).append(seat)
    own = next((t for t, members in teams.items() if any(s.seat == person for s in members)), 0)
    order = sorted(teams, key=lambda t: (t != own, t))
    result = []
    for team in order:
        members = tuple(teams[team])
        total = None
        if match.totals is not None:
            # Partners share their team's total; a file whose partners differ shows the sum.
            kept = [match.totals[s.seat] for s in members if s.seat < len(match.totals)]
            total = kept[0] if len(set(kept)) == 1 else sum(kept)
        result.append((members, total))
    return result


def together(names: list[str]) -> str:
    """Partners' names as one side: "You & Bruno", "Ana, Carla & Dora"."""
    if len(names) == 1:
        return names[0]
    return QCoreApplication.translate("StatisticsDialog", "{first} & {last}").format(
        first=", ".join(names[:-1]), last=names[-1]
    )


def side_name(members: tuple[Seat, ...]) -> str:
    return together([seat_name(s) for s in members])


def standings_text(match: MatchRow) -> str:
    """The match's totals by side, the person's first: "You & Bruno 2930 – Ana & Carla
    1815" (solo: "You 12 – Ana 40 – Bruno 7"); "" before the first deal."""
    if match.totals is None:
        return ""
    return " – ".join(
        QCoreApplication.translate("StatisticsDialog", "{side} {total}", "a side's total").format(
            side=side_name(members), total=number(total or 0)
        )
        for members, total in sides(match)
    )


class StatisticsDialog(QDialog):
    def __init__(
        self, scoreboard: Scoreboard, parent: QWidget | None = None, art: CardArt | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self.scoreboard = scoreboard
        self.art = art if art is not None else getattr(parent, "art", None)
        self.chosen_seed: str | None = None
        #: Which matches show: the games against the bots (0) or the practice games (1),
        #: never both at once.
        self.kind = QComboBox(self)
        self.kind.setObjectName("matchKind")
        self.kind.addItem(self.tr("Games against the bots"), False)
        self.kind.addItem(self.tr("Practice games"), True)
        kind_label = QLabel(self.tr("&Show:", "which matches the statistics are of"))
        kind_label.setBuddy(self.kind)
        self.practice_note = QLabel(
            self.tr("Practice games: kept apart, they never count in your record.")
        )
        self.practice_note.setObjectName("practiceNote")
        self.practice_note.setWordWrap(True)
        self.practice_note.setVisible(False)
        kind_row = QHBoxLayout()
        kind_row.addWidget(kind_label)
        kind_row.addWidget(self.kind)
        kind_row.addWidget(self.practice_note, 1)
        self.figures = QTableWidget(0, 9, self)
        self.figures.setHorizontalHeaderLabels(
            [
                self.tr("Game"),
                self.tr("Played"),
                self.tr("Won"),
                self.tr("Win share"),
                self.tr("Best", "a column: the best match total"),
                self.tr("Average", "a column: the average match total"),
                self.tr("Streak", "a column: matches won in a row, up to now"),
                self.tr("Longest", "a column: the longest streak of matches won"),
                self.tr("Against bots"),
            ]
        )
        self.figures.verticalHeader().setVisible(False)
        self.figures.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.figures.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.figures.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.figures.itemSelectionChanged.connect(self._chart_game)
        self.history = QTableWidget(0, 5, self)
        self.history.setHorizontalHeaderLabels(
            [
                self.tr("Ended"),
                self.tr("Game"),
                self.tr("Result"),
                self.tr("Totals"),
                self.tr("Seed"),
            ]
        )
        self.history.verticalHeader().setVisible(False)
        self.history.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.history.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.history.doubleClicked.connect(lambda _: self.open_match())
        self.history.itemSelectionChanged.connect(self._chart_match)
        for table, stretch in ((self.figures, 8), (self.history, 3)):
            header = table.horizontalHeader()
            header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
        self.chart = ScoreChart(self)
        self.chart_title = QLabel()
        self.chart_title.setTextFormat(Qt.TextFormat.PlainText)  # it holds players' names
        open_button = QPushButton(self.tr("Open match"))
        open_button.clicked.connect(self.open_match)
        copy_button = QPushButton(self.tr("Copy seed"))
        copy_button.clicked.connect(self.copy_seed)
        replay_button = QPushButton(self.tr("Play this deal again"))
        replay_button.clicked.connect(self.play_again)
        reset_button = QPushButton(self.tr("Reset statistics…"))
        reset_button.clicked.connect(self.reset)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, parent=self)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        for b in (open_button, copy_button, replay_button, reset_button):
            row.addWidget(b)
        row.addStretch(1)
        #: The puzzles' ladder, a line per game with puzzles played (none: hidden).
        self.puzzles = QLabel()
        self.puzzles.setObjectName("puzzleLadder")
        self.puzzles.setTextFormat(Qt.TextFormat.PlainText)
        self.puzzles.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(kind_row)
        layout.addWidget(self.figures)
        layout.addWidget(self.puzzles)
        layout.addWidget(self.chart_title)
        layout.addWidget(self.chart, 1)
        layout.addWidget(
            QLabel(
                self.tr(
                    "Past matches (double-click one for its deals; double-click a deal to "
                    "step through it again)"
                )
            )
        )
        layout.addWidget(self.history, 1)
        layout.addLayout(row)
        layout.addWidget(buttons)
        self._fit()
        self.refresh()
        self.kind.currentIndexChanged.connect(lambda _: self.refresh())

    @property
    def practice(self) -> bool:
        """Whether the practice games show (else the games against the bots)."""
        return bool(self.kind.currentData())

    def show_practice(self, practice: bool) -> None:
        """Show the practice games, or the games against the bots."""
        self.kind.setCurrentIndex(1 if practice else 0)

    def _fit(self) -> None:
        """880 × 680, or the screen's room if it has less."""
        self.resize(*within_screen(self, 880, 680))

    def refresh(self) -> None:
        practice = self.practice
        self.practice_note.setVisible(practice)
        stats = self.scoreboard.stats(practice=practice)
        # Every game, in menu order; one never finished says so.
        self.figures.clearSpans()
        self.figures.setRowCount(len(GAMES))
        for r, game in enumerate(GAMES):
            if game.id in stats:
                self._fill_stats_row(r, game.id, stats[game.id])
            else:
                self.figures.setItem(r, 0, _cell(game.name))
                self.figures.setItem(
                    r, 1, _cell(self.tr("no games yet", "a game never played to its end"))
                )
                for c in range(2, self.figures.columnCount()):
                    self.figures.setItem(r, c, _cell(""))
                self.figures.setSpan(r, 1, 1, self.figures.columnCount() - 1)
        self.figures.resizeColumnsToContents()
        rows = self.figures.rowCount()
        self.figures.setFixedHeight(
            self.figures.horizontalHeader().height()
            + sum(self.figures.rowHeight(r) for r in range(rows))
            + 2 * self.figures.frameWidth()
        )
        self._show_puzzles()
        self._matches: list[MatchRow] = self.scoreboard.matches(practice=practice)
        self.history.setRowCount(len(self._matches))
        for r, m in enumerate(self._matches):
            ended = ended_text(m.ended_at)
            result = self.result_text(m)
            if m.hints:
                result = counted(
                    self.tr("{result}, %n hint(s)", "a match's result, the hints shown", m.hints),
                    m.hints,
                ).format(result=result)
            for c, text in enumerate(
                (ended, GAME_NAMES.get(m.game, m.game), result, standings_text(m), str(m.seed))
            ):
                self.history.setItem(r, c, _cell(text))
        if self._matches:
            self.history.selectRow(0)  # the latest match: the chart shows its deals
        else:
            self._chart_match()

    def _show_puzzles(self) -> None:
        """ "Quita y Pon puzzles: level 1, 3 solved of 4 · level 2, 1 solved of 2" (with
        the games against the bots: the practice games' view shows only those)"""
        lines = []
        for game in GAMES if not self.practice else ():
            ladder = self.scoreboard.puzzle_ladder(game.id)
            if not ladder:
                continue
            levels = " · ".join(
                self.tr("level {level}, {solved} solved of {played}").format(
                    level=number(level), solved=number(solved), played=number(played)
                )
                for level, (played, solved) in sorted(ladder.items())
            )
            lines.append(self.tr("{game} puzzles: {levels}").format(game=game.name, levels=levels))
        self.puzzles.setText("\n".join(lines))
        self.puzzles.setVisible(bool(lines))

    def _chart_match(self) -> None:
        """The chart of the match selected: each side's total after each of its deals."""
        match = self._selected()
        if match is None:
            self.chart_title.setText(self.tr("Totals deal by deal"))
            self.chart.show_series(
                [], self.tr("Deal"), self.tr("Total"), self.tr("No match recorded yet")
            )
            return
        deals = self.scoreboard.deals(match.id)
        series = []
        for members, _ in sides(match):
            running, values = 0, []
            for deal in deals:
                running += self._deal_score(deal, members)
                values.append(running)
            series.append(Series(side_name(members), tuple(values)))
        self.chart_title.setText(self.chart_heading(match))
        self.chart.show_series(
            series, self.tr("Deal"), self.tr("Total"), self.tr("No deal finished yet")
        )

    def chart_heading(self, match: MatchRow) -> str:
        """The chart's heading for a match: when it ended, or that it was given up, or
        that it goes on (an abandoned match was once said to be "in progress")."""
        game = GAME_NAMES.get(match.game, match.game)
        if match.ended_at:
            return self.tr("{game}, the match of {ended}: totals deal by deal").format(
                game=game, ended=ended_text(match.ended_at)
            )
        if match.abandoned:
            #: {started}: when the match was begun (a short date and time)
            return self.tr(
                "{game}, the match begun {started}, abandoned: totals deal by deal"
            ).format(game=game, started=ended_text(match.started_at))
        return self.tr("{game}, the match in progress: totals deal by deal").format(game=game)

    def _chart_game(self) -> None:
        """The chart of the game selected among the figures: the person's total in each
        of its finished matches, oldest first."""
        row = self.figures.currentRow()
        if not 0 <= row < len(GAMES):
            return
        game = GAMES[row]
        points = self.scoreboard.scores_over_time(game.id, practice=self.practice)
        self.chart_title.setText(
            self.tr("{game}: your total in each finished match").format(game=game.name)
        )
        you = QCoreApplication.translate("Seats", "You")
        self.chart.show_series(
            [Series(you, tuple(float(s) for _, s in points))],
            self.tr("Match"),
            self.tr("Total"),
            self.tr("No finished match yet"),
        )

    def result_text(self, m: MatchRow) -> str:
        """How the match went for the person: in a team game, for the person and the
        partner ("you and your partner won")."""
        person = next((s.seat for s in m.seats if s.level is None), 0)
        teamed = bool(m.partners(person))
        winning_teams = m.winning_teams
        if m.abandoned:
            return self.tr("abandoned", "a match's result: given up for another game")
        if m.winners is None:
            return self.tr("in progress", "a match's result")
        if person not in m.winners:
            return (
                self.tr("you and your partner lost")
                if teamed
                else self.tr("lost", "a match's result: you lost")
            )
        if len(winning_teams) > 1:
            return (
                self.tr("you and your partner shared the win")
                if teamed
                else self.tr("shared win", "a match's result")
            )
        return (
            self.tr("you and your partner won")
            if teamed
            else self.tr("won", "a match's result: you won")
        )

    def _fill_stats_row(self, r: int, game: str, s: GameStats) -> None:
        levels = ", ".join(
            self.tr("{level} {won}/{played}", "against a bot level: matches won/played").format(
                level=self.level_name(level), won=number(v["won"]), played=number(v["played"])
            )
            for level, v in sorted(s.by_level.items())
        )
        values = [
            GAME_NAMES.get(game, game),
            number(s.played),
            number(s.won),
            self.tr("{percent}%", "a win share").format(percent=number(round(s.win_share * 100))),
            "" if s.best_score is None else number(s.best_score),
            "" if s.average_score is None else number(s.average_score, 1),
            number(s.current_streak),
            number(s.longest_streak),
            levels,
        ]
        for c, text in enumerate(values):
            self.figures.setItem(r, c, _cell(text, right=0 < c < 8))

    @staticmethod
    def level_name(level: str) -> str:
        """A bot level as a person reads it (a level unknown to this version as stored)."""
        label = LEVEL_LABELS.get(level)
        return QCoreApplication.translate("BotLevel", label) if label else level

    def _selected(self) -> MatchRow | None:
        row = self.history.currentRow()
        return self._matches[row] if 0 <= row < len(self._matches) else None

    def open_match(self) -> None:
        match = self._selected()
        if match is not None:
            self.match_dialog(match).exec()

    def match_dialog(self, match: MatchRow) -> QDialog:
        """The deal-by-deal table of one match: a column per side (partners together),
        each deal's scores and, last, the totals; a double-click on a deal (or "Step
        through this deal") replays it."""
        deals = self.scoreboard.deals(match.id)
        dialog = QDialog(self)
        dialog.setWindowTitle(
            self.tr("Match of {d}").format(d=GAME_NAMES.get(match.game, match.game))
        )
        match_sides = sides(match)
        table = QTableWidget(len(deals) + 1, 1 + len(match_sides), dialog)
        table.setHorizontalHeaderLabels(
            [self.tr("Deal", "a column: the deal's number in the match")]
            + [side_name(members) for members, _ in match_sides]
        )
        table.verticalHeader().setVisible(False)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        for r, deal in enumerate(deals):
            table.setItem(r, 0, _cell(number(deal.deal_index + 1), right=True))
            for c, (members, _) in enumerate(match_sides, start=1):
                score = self._deal_score(deal, members)
                won = any(s.seat in deal.winners for s in members)
                table.setItem(r, c, _cell(f"{number(score)}{' ★' if won else ''}", right=True))
        total_row = len(deals)
        bold = QFont(table.font())
        bold.setBold(True)
        table.setItem(total_row, 0, _cell(self.tr("Total", "the row of the match's totals")))
        for c, (_, total) in enumerate(match_sides, start=1):
            table.setItem(total_row, c, _cell("" if total is None else number(total), right=True))
        for c in range(table.columnCount()):
            table.item(total_row, c).setFont(bold)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        step = QPushButton(self.tr("Step through this deal"))
        step.setObjectName("replayDeal")

        def replay() -> None:
            row = table.currentRow()
            if 0 <= row < len(deals):
                self.replay_deal(match, deals[row], dialog)

        step.clicked.connect(replay)
        table.doubleClicked.connect(lambda _: replay())
        table.itemSelectionChanged.connect(
            lambda: step.setEnabled(0 <= table.currentRow() < len(deals))
        )
        step.setEnabled(False)
        if deals:
            table.selectRow(len(deals) - 1)
        layout = QVBoxLayout(dialog)
        seed = QLabel(self.tr("Seed: {s}").format(s=match.seed))
        seed.setTextFormat(Qt.TextFormat.PlainText)  # read from the file as it is
        layout.addWidget(seed)
        layout.addWidget(table)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, parent=dialog)
        close.addButton(step, QDialogButtonBox.ButtonRole.ActionRole)
        close.rejected.connect(dialog.reject)
        layout.addWidget(close)
        dialog.resize(max(460, 140 + 160 * len(match_sides)), 360)
        dialog.deals_table = table  # for the tests
        return dialog

    @staticmethod
    def _deal_score(deal: DealRow, members: tuple[Seat, ...]) -> int:
        """A side's score in one deal: its team's (a team game's row keeps one per team),
        else its seat's."""
        team = members[0].team_number
        if len(members) > 1 and len(deal.team_scores) > team:
            return deal.team_scores[team]
        seat = members[0].seat
        return deal.scores[seat] if seat < len(deal.scores) else 0

    def replay_deal(self, match: MatchRow, deal: DealRow, parent: QWidget | None = None):
        """Step through `deal` of `match` again, as the person saw it (a deal whose moves
        were not kept, or whose record no longer plays, is said so and nothing opens)."""
        person = next((s.seat for s in match.seats if s.level is None), 0)
        names = [seat_name(s) for s in match.seats]
        try:
            replay = DealReplay.of(match.game, deal.replay_json, person, names)
        except (ReplayProblem, UnknownGame) as exc:
            words = exc.words if isinstance(exc, ReplayProblem) else str(exc)
            box = QMessageBox(
                QMessageBox.Icon.Information,
                self.tr("Replay"),
                readable(say(words)),
                parent=parent or self,
            )
            box.setTextFormat(Qt.TextFormat.PlainText)  # it may quote the file
            self.refused = box  # for the tests
            box.exec()
            return None
        title = self.tr("{game}, deal {n} of the match — {sides}").format(
            game=GAME_NAMES.get(match.game, match.game),
            n=number(deal.deal_index + 1),
            sides=standings_text(match),
        )
        dialog = DealReplayDialog(
            replay, [s.level for s in match.seats], names, title, self.art, parent or self
        )
        self.replaying = dialog  # for the tests
        dialog.exec()
        return dialog

    def copy_seed(self) -> None:
        match = self._selected()
        if match is not None:
            QGuiApplication.clipboard().setText(str(match.seed))

    def play_again(self) -> None:
        """Close and let the window start a new game with the same seed and options."""
        match = self._selected()
        if match is not None:
            self.chosen_seed = str(match.seed)
            self.chosen_match = match
            self.accept()

    def reset(self) -> None:
        answer = QMessageBox.question(
            self,
            self.tr("Reset statistics"),
            self.tr("Delete every recorded match and deal? This cannot be undone."),
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.scoreboard.reset()
            self.refresh()
