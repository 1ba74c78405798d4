"""The chart of Game ▸ Statistics: lines of totals drawn with QPainter, and the pane
that heads it and fills it from the scoreboard (a match's sides deal by deal, or the
person's total in each finished match of a game)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QLabel, QWidget

from app.games.registry import GameInfo
from app.storage.scoreboard import DealRow, MatchRow
from app.ui.stats_text import GAME_NAMES, deal_score, ended_text, number, side_name, sides

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


class ChartPane:
    """The chart and its heading (the dialog lays both out), filled for a match or a game."""

    def __init__(self, parent: QWidget) -> None:
        self.chart = ScoreChart(parent)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # it holds players' names

    def show_match(self, match: MatchRow | None, deals: Sequence[DealRow]) -> None:
        """The chart of `match` (None: none selected): each side's total after each of
        its `deals`."""
        if match is None:
            self.title.setText(
                QCoreApplication.translate("StatisticsDialog", "Totals deal by deal")
            )
            self.chart.show_series(
                [],
                QCoreApplication.translate("StatisticsDialog", "Deal"),
                QCoreApplication.translate("StatisticsDialog", "Total"),
                QCoreApplication.translate("StatisticsDialog", "No match recorded yet"),
            )
            return
        series = []
        for members, _ in sides(match):
            running, values = 0, []
            for deal in deals:
                running += deal_score(deal, members)
                values.append(running)
            series.append(Series(side_name(members), tuple(values)))
        self.title.setText(heading(match))
        self.chart.show_series(
            series,
            QCoreApplication.translate("StatisticsDialog", "Deal"),
            QCoreApplication.translate("StatisticsDialog", "Total"),
            QCoreApplication.translate("StatisticsDialog", "No deal finished yet"),
        )

    def show_game(self, game: GameInfo, totals: Sequence[float]) -> None:
        """The chart of `game`: the person's total in each of its finished matches,
        oldest first."""
        self.title.setText(
            QCoreApplication.translate(
                "StatisticsDialog", "{game}: your total in each finished match"
            ).format(game=game.name)
        )
        you = QCoreApplication.translate("Seats", "You")
        self.chart.show_series(
            [Series(you, tuple(float(s) for s in totals))],
            QCoreApplication.translate("StatisticsDialog", "Match"),
            QCoreApplication.translate("StatisticsDialog", "Total"),
            QCoreApplication.translate("StatisticsDialog", "No finished match yet"),
        )


def heading(match: MatchRow) -> str:
    """The chart's heading for a match: when it ended, or that it was given up, or that
    it goes on (an abandoned match was once said to be "in progress")."""
    game = GAME_NAMES.get(match.game, match.game)
    if match.ended_at:
        return QCoreApplication.translate(
            "StatisticsDialog", "{game}, the match of {ended}: totals deal by deal"
        ).format(game=game, ended=ended_text(match.ended_at))
    if match.abandoned:
        #: {started}: when the match was begun (a short date and time)
        return QCoreApplication.translate(
            "StatisticsDialog", "{game}, the match begun {started}, abandoned: totals deal by deal"
        ).format(game=game, started=ended_text(match.started_at))
    return QCoreApplication.translate(
        "StatisticsDialog", "{game}, the match in progress: totals deal by deal"
    ).format(game=game)
