"""One match of Game ▸ Statistics opened: its deal-by-deal table, and a deal of it
stepped through again (`DealReplayDialog`). Functions of the statistics dialog that asks."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from app.core.text import readable
from app.games.registry import UnknownGame
from app.i18n import say
from app.session.replay import DealReplay, ReplayProblem
from app.storage.scoreboard import DealRow, MatchRow, Scoreboard
from app.table.card_art import CardArt
from app.ui.deal_replay import DealReplayDialog
from app.ui.messages import seat_name
from app.ui.stats_text import GAME_NAMES, cell, deal_score, number, side_name, sides, standings_text


class StatsHost(Protocol):
    """What an opened match needs of the statistics dialog that opens it (a QWidget: the
    parent of what opens)."""

    scoreboard: Scoreboard
    art: CardArt | None
    #: The last refusal shown and the last replay opened (for the tests).
    refused: QMessageBox
    replaying: DealReplayDialog

    def replay_deal(
        self, match: MatchRow, deal: DealRow, parent: QWidget | None = None
    ) -> DealReplayDialog | None: ...


def match_dialog(stats: StatsHost, match: MatchRow) -> QDialog:
    """The deal-by-deal table of one match: a column per side (partners together),
    each deal's scores and, last, the totals; a double-click on a deal (or "Step
    through this deal") replays it."""
    deals = stats.scoreboard.deals(match.id)
    dialog = QDialog(stats)
    dialog.setWindowTitle(
        QCoreApplication.translate("StatisticsDialog", "Match of {d}").format(
            d=GAME_NAMES.get(match.game, match.game)
        )
    )
    match_sides = sides(match)
    table = QTableWidget(len(deals) + 1, 1 + len(match_sides), dialog)
    table.setHorizontalHeaderLabels(
        [
            QCoreApplication.translate(
                "StatisticsDialog", "Deal", "a column: the deal's number in the match"
            )
        ]
        + [side_name(members) for members, _ in match_sides]
    )
    table.verticalHeader().setVisible(False)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    for r, deal in enumerate(deals):
        table.setItem(r, 0, cell(number(deal.deal_index + 1), right=True))
        for c, (members, _) in enumerate(match_sides, start=1):
            score = deal_score(deal, members)
            won = any(s.seat in deal.winners for s in members)
            table.setItem(r, c, cell(f"{number(score)}{' ★' if won else ''}", right=True))
    total_row = len(deals)
    bold = QFont(table.font())
    bold.setBold(True)
    table.setItem(
        total_row,
        0,
        cell(
            QCoreApplication.translate("StatisticsDialog", "Total", "the row of the match's totals")
        ),
    )
    for c, (_, total) in enumerate(match_sides, start=1):
        table.setItem(total_row, c, cell("" if total is None else number(total), right=True))
    for c in range(table.columnCount()):
        table.item(total_row, c).setFont(bold)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
    step = QPushButton(QCoreApplication.translate("StatisticsDialog", "Step through this deal"))
    step.setObjectName("replayDeal")

    def replay() -> None:
        row = table.currentRow()
        if 0 <= row < len(deals):
            stats.replay_deal(match, deals[row], dialog)

    step.clicked.connect(replay)
    table.doubleClicked.connect(lambda _: replay())
    table.itemSelectionChanged.connect(
        lambda: step.setEnabled(0 <= table.currentRow() < len(deals))
    )
    step.setEnabled(False)
    if deals:
        table.selectRow(len(deals) - 1)
    layout = QVBoxLayout(dialog)
    seed = QLabel(QCoreApplication.translate("StatisticsDialog", "Seed: {s}").format(s=match.seed))
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


def replay_deal(
    stats: StatsHost, match: MatchRow, deal: DealRow, parent: QWidget | None = None
) -> DealReplayDialog | None:
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
            QCoreApplication.translate("StatisticsDialog", "Replay"),
            readable(say(words)),
            parent=parent or stats,
        )
        box.setTextFormat(Qt.TextFormat.PlainText)  # it may quote the file
        stats.refused = box  # for the tests
        box.exec()
        return None
    title = QCoreApplication.translate(
        "StatisticsDialog", "{game}, deal {n} of the match — {sides}"
    ).format(
        game=GAME_NAMES.get(match.game, match.game),
        n=number(deal.deal_index + 1),
        sides=standings_text(match),
    )
    dialog = DealReplayDialog(
        replay,
        [s.level for s in match.seats],
        names,
        title,
        stats.art,
        parent or stats,
    )
    stats.replaying = dialog  # for the tests
    dialog.exec()
    return dialog
