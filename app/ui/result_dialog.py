"""The dialog between deals, one for every game (`ResultDialog.of`): it shows the game's
table between deals (`app.ui.score_table.ScoreTable`, declared in its `TABLE`), with the
house's buttons added. Loaded when a deal first ends, not with the table."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from app.core.words import Words
from app.i18n import say
from app.ui.messages import counted
from app.ui.score_table import Deal, ScoreTable


class ResultDialog(QDialog):
    """The dialog between deals, one for every game: a heading, a table, a note and OK,
    as the game's `ScoreTable` declares them (`of`), with the house's buttons added
    (Next deal, Play again, Review this deal…, Take back my last move)."""

    def _build(
        self, title: str, head: str, columns: list[str], rows: list[list[str]], note: str
    ) -> None:
        self.setWindowTitle(title)
        table = QTableWidget(len(rows), len(columns), self)
        table.setHorizontalHeaderLabels(columns)
        for r, values in enumerate(rows):
            for col, value in enumerate(values):
                item = QTableWidgetItem(value)
                if value.lstrip("-").isdigit():
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                table.setItem(r, col, item)
        table.verticalHeader().setVisible(False)
        # a table to read: no cell to edit, select or focus (Enter goes to OK)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.resizeColumnsToContents()
        table.horizontalHeader().setStretchLastSection(True)
        # As tall as its rows: the dialog hides as little of the table beside it as it can.
        rows_h = table.verticalHeader().length()
        head_h = table.horizontalHeader().sizeHint().height()
        table.setFixedHeight(head_h + rows_h + 2 * table.frameWidth() + 2)
        self.table = table
        label = QLabel(note)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, parent=self)
        buttons.accepted.connect(self.accept)
        #: OK: "Next deal" while the match goes on (`goes_on`).
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout = QVBoxLayout(self)
        self.heading = QLabel(head)  # rich text: players' names in it are escaped
        self.heading.setTextFormat(Qt.TextFormat.RichText)
        for widget in (self.heading, table, label, buttons):
            layout.addWidget(widget)
        self.resize(max(460, 120 * len(columns)), self.sizeHint().height())

    @staticmethod
    def _widened(buttons: QDialogButtonBox) -> None:
        """A button added to the row before the dialog is shown: the dialog's size hint
        counts it (Qt keeps the row's old hint until told), so that the dialog is placed
        whole on the screen (`TableFlow._beside_the_table`, app/ui/shell/table_flow.py)."""
        buttons.updateGeometry()

    def goes_on(self) -> None:
        """The match goes on: OK is "Next deal", and deals it."""
        self.ok_button.setText(self.tr("Next deal"))

    #: What `exec` returns when the person chose to take back the deal's last move.
    TAKE_BACK = 2

    def offer_take_back(self) -> None:
        """A practice deal's "Take back my last move" button: the dialog closes with
        `TAKE_BACK`, and the deal goes on from before that move, its result gone."""
        buttons = self.findChild(QDialogButtonBox)
        button = buttons.addButton(
            self.tr("Take back my last move"), QDialogButtonBox.ButtonRole.ActionRole
        )
        button.setObjectName("takeBackDeal")
        button.setAutoDefault(False)
        button.clicked.connect(lambda: self.done(self.TAKE_BACK))
        self.take_back_button = button
        self._widened(buttons)

    #: What `exec` returns when the person chose to play the same game again.
    PLAY_AGAIN = 3

    def offer_play_again(self) -> None:
        """The match is over: a "Play again" button (Alt+its letter, or Tab to it) closes
        the dialog with `PLAY_AGAIN`, and a new match of the same game is dealt, with
        the same rules and bots and new cards."""
        buttons = self.findChild(QDialogButtonBox)
        button = buttons.addButton(self.tr("&Play again"), QDialogButtonBox.ButtonRole.ActionRole)
        button.setObjectName("playAgain")
        button.setToolTip(
            self.tr("A new match of the same game, with the same rules and bots, and new cards.")
        )
        button.setAutoDefault(False)
        button.clicked.connect(lambda: self.done(self.PLAY_AGAIN))
        self.play_again_button = button
        self._widened(buttons)

    def offer_review(self, review: Callable[[QDialog], None]) -> None:
        """A "Review this deal…" button: `review(self)` opens the deal's replay over it."""
        buttons = self.findChild(QDialogButtonBox)
        button = buttons.addButton(
            self.tr("Review this deal…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        button.setObjectName("reviewDeal")
        button.setAutoDefault(False)
        button.clicked.connect(lambda: review(self))
        self.review_button = button
        self._widened(buttons)

    def show_hints(self, count: int, played_for: int = 0) -> None:
        """A line under the table saying how many hints the person asked for in the deal,
        and one saying how many of their turns were played for them (P), each only when
        there were any."""
        if count > 0:
            text = ResultDialog.tr("You were shown %n hint(s) in this deal.", "", count)
            self.hints_line = self._line_under(counted(text, count), "dealHints")
        if played_for > 0:
            text = ResultDialog.tr("%n turn(s) played for you in this deal.", "", played_for)
            self.played_for_line = self._line_under(counted(text, played_for), "dealPlayedFor")

    def show_seed(self, seed: int | str, deal: int) -> None:
        """A line under the table saying which seed dealt the cards (a position set up by
        hand has none): the same seed in New game deals them again."""
        text = self.tr(
            "Cards dealt from seed {seed}, deal {deal}: a new game with this seed and these "
            "rules deals the same cards."
        ).format(seed=seed, deal=deal)
        self.seed_line = self._line_under(text, "dealSeed")
        self.seed_line.setTextFormat(Qt.TextFormat.PlainText)  # a seed is shown as typed
        self.seed_line.setWordWrap(True)

    def _line_under(self, text: str, name: str) -> QLabel:
        """A line of text under the table, above the buttons."""
        line = QLabel(text)
        line.setObjectName(name)
        self.layout().insertWidget(self.layout().count() - 1, line)
        return line

    @classmethod
    def of(cls, table: ScoreTable, controller: Any, result: Any, parent=None) -> ResultDialog:
        """The dialog showing `table`, a game's score table, for `result`, the deal that
        `controller` has just finished."""
        state = getattr(controller, "state", None)
        deal = Deal(
            result=result,
            match=controller.match,
            options=state.options if state is not None else None,
            names=tuple(seat.name for seat in controller.seats),
            person=controller.person,
        )
        dialog = cls(parent)
        if table.by_team:
            how = say(table.heading(deal))
            head = dialog._team_heading(deal, how)
            columns: list[Any] = [Words("ResultDialog", "Team"), *dialog._team_names(deal)]
            rows = table.team_lines(deal, Words("ResultDialog", "This deal"))
        else:
            head = say(table.heading(deal))
            columns, rows = table.seat_rows(deal)
        note = table.note(deal)
        text = "" if note is None else say(note)
        if deal.match is not None and table.match_line(deal):
            text += dialog._match_end(deal)
        dialog._build(
            say(table.title),
            head,
            [say(c) if isinstance(c, Words) else c for c in columns],
            [[say(v) if isinstance(v, Words) else str(v) for v in row] for row in rows],
            text,
        )
        if state is not None and state.seed is not None:
            dialog.show_seed(state.seed, state.deal_index + 1)
        if table.fit:  # every line in view, the match's totals too, without scrolling
            grid = dialog.table
            height = grid.horizontalHeader().height() + sum(
                grid.rowHeight(r) for r in range(grid.rowCount())
            )
            grid.setMinimumHeight(height + 2 * grid.frameWidth())
            dialog.resize(dialog.width(), dialog.sizeHint().height())
        return dialog

    def _team_names(self, deal: Deal) -> list[str]:
        """Each team's players by name ("Ana & Carla"), by team."""
        teams = deal.result.teams
        return [
            " & ".join(deal.names[s] for s in range(len(teams)) if teams[s] == team)
            for team in range(max(teams) + 1)
        ]

    def _team_heading(self, deal: Deal, how: str) -> str:
        """A partnership game's deal heading: who won it (a draw; you, with your partner;
        the winning team by name), then `how` it ended."""
        result = deal.result
        teams = result.teams
        person_team = teams[deal.person]
        best = max(result.team_scores)
        top = [t for t, points in enumerate(result.team_scores) if points == best]
        if len(top) > 1:
            return self.tr("<h3>A draw</h3><p>{how}</p>", "a tied deal: nobody wins it").format(
                how=how
            )
        if top[0] == person_team:
            text = (
                self.tr("You and your partner win the deal")
                if teams.count(person_team) == 2
                else self.tr("Your team wins the deal")
                if teams.count(person_team) > 2
                else self.tr("You win the deal")
            )
            return f"<h3>{text}</h3><p>{how}</p>"
        name = html.escape(self._team_names(deal)[top[0]])
        if teams.count(top[0]) == 1:  # a player alone
            return self.tr("<h3>{w} wins the deal</h3><p>{how}</p>").format(w=name, how=how)
        return self.tr("<h3>{w} win the deal</h3><p>{how}</p>").format(w=name, how=how)

    def _match_end(self, deal: Deal) -> str:
        """The match's end after the note: who won it, or that the next deal follows."""
        winners = deal.match.winners
        if deal.match.over and winners:
            # the person first; a partnership's (or co-winners') names win together
            seats = sorted(winners, key=lambda s: s != deal.person)
            if len(seats) == 1 and seats[0] == deal.person:
                return " " + self.tr("Match over: you win.")
            if len(seats) == 1:
                return " " + self.tr("Match over: {w} wins.").format(w=deal.names[seats[0]])
            names = " & ".join(deal.names[s] for s in seats)
            return " " + self.tr("Match over: {w} win.").format(w=names)
        return " " + self.tr("Next deal deals the next hand.")
