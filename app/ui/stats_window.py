"""Game ▸ Statistics: per-game figures, the history of matches, a chart, a reset; the
games against the bots or, apart, the practice games (never counted with them). The
chart (`stats_chart`), an opened match (`stats_match`) and the figures' table here are
pieces the dialog holds; their words are the dialog's (context "StatisticsDialog")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
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
    QVBoxLayout,
    QWidget,
)

from app.core.bots import LEVEL_LABELS
from app.games.registry import GAMES
from app.storage.scoreboard import DealRow, GameStats, MatchRow, Scoreboard
from app.table.card_art import CardArt
from app.ui import stats_match
from app.ui.dialog_frame import within_screen
from app.ui.messages import counted
from app.ui.stats_chart import LINE_COLOURS, ChartPane, ScoreChart, Series, nice_ticks
from app.ui.stats_text import GAME_NAMES, cell, ended_text, number, sides, standings_text

#: What other modules and the tests read here (the chart and the words live beside).
__all__ = [
    "LINE_COLOURS",
    "ScoreChart",
    "Series",
    "StatisticsDialog",
    "nice_ticks",
    "number",
    "sides",
    "standings_text",
]


def level_name(level: str) -> str:
    """A bot level as a person reads it (a level unknown to this version as stored)."""
    label = LEVEL_LABELS.get(level)
    return QCoreApplication.translate("BotLevel", label) if label else level


class FiguresTable(QTableWidget):
    """A row of figures per game, in menu order: played, won, the win share, the best
    and average totals, the streaks and the record against each bot level (a game never
    finished says so across its row); as tall as its rows."""

    def __init__(self, parent: QWidget, row_height: int) -> None:
        super().__init__(0, 9, parent)
        self.setHorizontalHeaderLabels(
            [
                QCoreApplication.translate("StatisticsDialog", "Game"),
                QCoreApplication.translate("StatisticsDialog", "Played"),
                QCoreApplication.translate("StatisticsDialog", "Won"),
                QCoreApplication.translate("StatisticsDialog", "Win share"),
                QCoreApplication.translate(
                    "StatisticsDialog", "Best", "a column: the best match total"
                ),
                QCoreApplication.translate(
                    "StatisticsDialog", "Average", "a column: the average match total"
                ),
                QCoreApplication.translate(
                    "StatisticsDialog", "Streak", "a column: matches won in a row, up to now"
                ),
                QCoreApplication.translate(
                    "StatisticsDialog", "Longest", "a column: the longest streak of matches won"
                ),
                QCoreApplication.translate("StatisticsDialog", "Against bots"),
            ]
        )
        self.verticalHeader().setVisible(False)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.verticalHeader().setDefaultSectionSize(row_height)

    def fill(self, stats: dict[str, GameStats]) -> None:
        """Every game's row from `stats` (by game id; a game missing never finished)."""
        self.clearSpans()
        self.setRowCount(len(GAMES))
        for r, game in enumerate(GAMES):
            if game.id in stats:
                self._fill_row(r, game.id, stats[game.id])
            else:
                self.setItem(r, 0, cell(game.name))
                self.setItem(
                    r,
                    1,
                    cell(
                        QCoreApplication.translate(
                            "StatisticsDialog", "no games yet", "a game never played to its end"
                        )
                    ),
                )
                for c in range(2, self.columnCount()):
                    self.setItem(r, c, cell(""))
                self.setSpan(r, 1, 1, self.columnCount() - 1)
        self.resizeColumnsToContents()
        rows = self.rowCount()
        self.setFixedHeight(
            self.horizontalHeader().height()
            + sum(self.rowHeight(r) for r in range(rows))
            + 2 * self.frameWidth()
        )

    def _fill_row(self, r: int, game: str, s: GameStats) -> None:
        levels = ", ".join(
            QCoreApplication.translate(
                "StatisticsDialog",
                "{level} {won}/{played}",
                "against a bot level: matches won/played",
            ).format(level=level_name(level), won=number(v["won"]), played=number(v["played"]))
            for level, v in sorted(s.by_level.items())
        )
        share = QCoreApplication.translate("StatisticsDialog", "{percent}%", "a win share")
        values = [
            GAME_NAMES.get(game, game),
            number(s.played),
            number(s.won),
            share.format(percent=number(round(s.win_share * 100))),
            "" if s.best_score is None else number(s.best_score),
            "" if s.average_score is None else number(s.average_score, 1),
            number(s.current_streak),
            number(s.longest_streak),
            levels,
        ]
        for c, text in enumerate(values):
            self.setItem(r, c, cell(text, right=0 < c < 8))


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
        self.figures = FiguresTable(self, self.fontMetrics().height() + 8)
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
        #: The chart and its heading, filled for the match or the game selected.
        self.chart_pane = ChartPane(self)
        self.chart, self.chart_title = self.chart_pane.chart, self.chart_pane.title
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
        self.figures.fill(stats)
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
                self.history.setItem(r, c, cell(text))
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
        deals = self.scoreboard.deals(match.id) if match is not None else []
        self.chart_pane.show_match(match, deals)

    def _chart_game(self) -> None:
        """The chart of the game selected among the figures: the person's total in each
        of its finished matches, oldest first."""
        row = self.figures.currentRow()
        if 0 <= row < len(GAMES):
            points = self.scoreboard.scores_over_time(GAMES[row].id, practice=self.practice)
            self.chart_pane.show_game(GAMES[row], [score for _, score in points])

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

    def _selected(self) -> MatchRow | None:
        row = self.history.currentRow()
        return self._matches[row] if 0 <= row < len(self._matches) else None

    def open_match(self) -> None:
        match = self._selected()
        if match is not None:
            self.match_dialog(match).exec()

    def match_dialog(self, match: MatchRow) -> QDialog:
        """The deal-by-deal table of one match (`stats_match.match_dialog`)."""
        return stats_match.match_dialog(self, match)

    def replay_deal(self, match: MatchRow, deal: DealRow, parent: QWidget | None = None):
        """Step through `deal` of `match` again (`stats_match.replay_deal`)."""
        return stats_match.replay_deal(self, match, deal, parent)

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
