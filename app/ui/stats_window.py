"""Game ▸ Statistics: per-game figures, the history of matches, a chart, a reset."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QPointF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.core.bots import LEVEL_LABELS
from app.games.registry import GAMES
from app.storage.scoreboard import GameStats, MatchRow, Scoreboard
from app.ui.messages import seat_name

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


class ScoreChart(QWidget):
    """The person's match totals over time, drawn with QPainter (no chart library)."""

    def __init__(self, points: list[tuple[float, int]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points = points
        self.setMinimumHeight(140)

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect().adjusted(36, 10, -10, -20)
        painter.fillRect(self.rect(), QColor("#fbfaf5"))
        painter.setPen(QPen(QColor("#999999"), 1))
        painter.drawRect(rect)
        if len(self.points) < 1:
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.tr("No finished match yet"))
            return
        scores = [s for _, s in self.points]
        low, high = min(0, *scores), max(1, *scores)
        n = len(scores)

        def at(i: int, s: int) -> QPointF:
            x = rect.left() + (rect.width() * i / max(1, n - 1) if n > 1 else rect.width() / 2)
            y = rect.bottom() - (s - low) / (high - low) * rect.height()
            return QPointF(x, y)

        painter.drawText(2, rect.top() + 10, number(high))
        painter.drawText(2, rect.bottom(), number(low))
        painter.setPen(QPen(QColor("#1f6b3a"), 2))
        pts = [at(i, s) for i, s in enumerate(scores)]
        for a, b in zip(pts, pts[1:], strict=False):
            painter.drawLine(a, b)
        painter.setBrush(QColor("#1f6b3a"))
        for p in pts:
            painter.drawEllipse(p, 3, 3)


class StatisticsDialog(QDialog):
    def __init__(self, scoreboard: Scoreboard, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self.scoreboard = scoreboard
        self.chosen_seed: str | None = None
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
        self.figures.setMaximumHeight(120)
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
        self.history.doubleClicked.connect(lambda _: self.open_match())
        self.chart = ScoreChart([], self)
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
        layout = QVBoxLayout(self)
        layout.addWidget(self.figures)
        layout.addWidget(QLabel(self.tr("Your match totals over time")))
        layout.addWidget(self.chart)
        layout.addWidget(QLabel(self.tr("Past matches (double-click for the deal-by-deal table)")))
        layout.addWidget(self.history, 1)
        layout.addLayout(row)
        layout.addWidget(buttons)
        self.resize(820, 620)
        self.refresh()

    def refresh(self) -> None:
        stats = self.scoreboard.stats()
        self.figures.setRowCount(len(stats))
        for r, (game, s) in enumerate(sorted(stats.items())):
            self._fill_stats_row(r, game, s)
        self.figures.resizeColumnsToContents()
        self._matches: list[MatchRow] = self.scoreboard.matches()
        self.history.setRowCount(len(self._matches))
        for r, m in enumerate(self._matches):
            ended = ended_text(m.ended_at)
            result = self.result_text(m)
            totals = " / ".join(number(t) for t in m.totals) if m.totals else ""
            for c, text in enumerate(
                (ended, GAME_NAMES.get(m.game, m.game), result, totals, str(m.seed))
            ):
                self.history.setItem(r, c, _cell(text))
        self.history.resizeColumnsToContents()
        game = next(iter(sorted(stats)), None)
        self.chart.points = self.scoreboard.scores_over_time(game) if game else []
        self.chart.update()

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
        """The deal-by-deal table of one match."""
        deals = self.scoreboard.deals(match.id)
        dialog = QDialog(self)
        dialog.setWindowTitle(
            self.tr("Match of {d}").format(d=GAME_NAMES.get(match.game, match.game))
        )
        table = QTableWidget(len(deals), 1 + len(match.seats), dialog)
        table.setHorizontalHeaderLabels(
            [self.tr("Deal", "a column: the deal's number in the match")]
            + [seat_name(s) for s in match.seats]
        )
        table.verticalHeader().setVisible(False)
        for r, deal in enumerate(deals):
            table.setItem(r, 0, _cell(number(deal.deal_index + 1), right=True))
            for c, score in enumerate(deal.scores, start=1):
                mark = " ★" if (c - 1) in deal.winners else ""
                table.setItem(r, c, _cell(f"{number(score)}{mark}", right=True))
        layout = QVBoxLayout(dialog)
        seed = QLabel(self.tr("Seed: {s}").format(s=match.seed))
        seed.setTextFormat(Qt.TextFormat.PlainText)  # read from the file as it is
        layout.addWidget(seed)
        layout.addWidget(table)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, parent=dialog)
        close.rejected.connect(dialog.reject)
        layout.addWidget(close)
        dialog.resize(460, 320)
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
