"""A finished deal played again, step by step (Statistics: double-click a deal).

The deal is rebuilt from the replay record the scoreboard keeps (app/session/replay.py)
and shown on a table of its own, as the person saw it, with its log beside it: the
buttons, the slider, the arrow keys or a click on a log line move through it. Nothing
here plays: the game's controller only draws the views (`past_zones`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSlider,
    QSplitter,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from app.i18n import say
from app.session.replay import DealReplay
from app.table.card_art import CardArt
from app.table.table import CardTable
from app.ui.game_ui import game_ui
from app.ui.messages import counted

#: Item data of a log line: the point of the deal just after it.
POINT = Qt.ItemDataRole.UserRole


class DealReplayDialog(QDialog):
    """`replay` shown from its start; `levels` are the seats' bot levels (None for the
    person), `names` their names as shown, `title` what the heading says of the match."""

    def __init__(
        self,
        replay: DealReplay,
        levels: Sequence[str | None],
        names: Sequence[str],
        title: str,
        art: CardArt | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.replay = replay
        self.setWindowTitle(self.tr("Replay — {game}").format(game=replay.game.name))
        # The game's controller draws the views; it holds the deal as it ended, paused,
        # so no bot ever moves in it.
        self.controller = game_ui(replay.game.id).CONTROLLER(self)
        self.controller.pace_ms = 0
        self.controller.set_paused(True)
        self.controller.load_position(replay.final.clone(), levels, names)
        self.table = CardTable(art, self)
        self.table.setEnabled(False)  # nothing to drag in a deal already played
        self.table.setMinimumSize(480, 320)
        self.log = QListWidget(self)
        self.log.setObjectName("replayLog")
        self.log.setWordWrap(True)
        self.log.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log.itemClicked.connect(lambda item: self.go(item.data(POINT)))
        dealt = QListWidgetItem(self.tr("As dealt"))
        dealt.setData(POINT, 0)
        font = QFont(dealt.font())
        font.setBold(True)
        dealt.setFont(font)
        self.log.addItem(dealt)
        for line in replay.lines:
            text = " ".join(self._words(w) for w in line.words) or self.tr(
                "(a move that shows nothing)"
            )
            item = QListWidgetItem(f"{line.index}. {text}")
            item.setData(POINT, line.index)
            self.log.addItem(item)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.table)
        splitter.addWidget(self.log)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        self.log.setMinimumWidth(220)
        heading = QLabel(title)
        heading.setTextFormat(Qt.TextFormat.PlainText)  # it holds the players' names
        heading.setStyleSheet("font-weight: bold;")
        self.where = QLabel()
        self.where.setObjectName("replayWhere")
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, replay.steps)
        self.slider.valueChanged.connect(self.go)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.buttons: dict[str, QPushButton] = {}
        row = QHBoxLayout()
        icon = self.style().standardIcon
        pixmap = QStyle.StandardPixmap
        for name, glyph, tip, move in (
            ("first", pixmap.SP_MediaSkipBackward, self.tr("To the deal as dealt (Home)"),
             self.first),
            ("back", pixmap.SP_MediaSeekBackward, self.tr("One move back (Left)"),
             self.back),
            ("forward", pixmap.SP_MediaSeekForward, self.tr("One move on (Right)"),
             self.forward),
            ("last", pixmap.SP_MediaSkipForward, self.tr("To the end of the deal (End)"),
             self.last),
        ):  # fmt: skip
            button = QPushButton(icon(glyph), "")
            button.setObjectName(name)
            button.setToolTip(tip)
            button.setAccessibleName(tip)
            button.setAutoDefault(False)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(move)
            self.buttons[name] = button
            row.addWidget(button)
        row.addWidget(self.slider, 1)
        row.addWidget(self.where)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, parent=self)
        close.rejected.connect(self.reject)
        for button in close.buttons():
            button.setAutoDefault(False)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys move the deal
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(
            QLabel(self.tr("As you saw it: the other hands stay hidden until the deal shows them."))
        )
        layout.addWidget(splitter, 1)
        layout.addLayout(row)
        layout.addWidget(close)
        self._fit()
        self.point = -1
        self.go(0)

    def _words(self, words) -> str:
        text = say(words)
        return text if words.count is None else counted(text, words.count)

    def _fit(self) -> None:
        """1100 × 720, or the screen's room if it has less."""
        width, height = 1100, 720
        screen = self.screen() or QApplication.primaryScreen()
        if screen is not None:
            room = screen.availableGeometry()
            width, height = min(width, room.width() - 20), min(height, room.height() - 50)
        self.resize(max(640, width), max(440, height))

    # ------------------------------------------------------------------ moving
    def go(self, point: int) -> None:
        """Show the deal just after its first `point` actions (kept within the deal)."""
        point = max(0, min(self.replay.steps, int(point)))
        if point == self.point:
            return
        self.point = point
        self.table.show_zones(self.controller.past_zones(self.replay.views[point]), animate=False)
        self.slider.blockSignals(True)
        self.slider.setValue(point)
        self.slider.blockSignals(False)
        self.log.setCurrentRow(point)
        self.log.scrollToItem(self.log.item(point))
        self.where.setText(self.tr("Move {n} of {total}").format(n=point, total=self.replay.steps))
        self.buttons["first"].setEnabled(point > 0)
        self.buttons["back"].setEnabled(point > 0)
        self.buttons["forward"].setEnabled(point < self.replay.steps)
        self.buttons["last"].setEnabled(point < self.replay.steps)

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt override
        """Left and Right a move, Page Up and Page Down ten, Home and End the ends."""
        moves = {
            Qt.Key.Key_Left: -1,
            Qt.Key.Key_Right: 1,
            Qt.Key.Key_PageUp: -10,
            Qt.Key.Key_PageDown: 10,
            Qt.Key.Key_Home: -self.replay.steps,
            Qt.Key.Key_End: self.replay.steps,
        }
        step = moves.get(Qt.Key(event.key()))
        if step is None:
            super().keyPressEvent(event)
            return
        self.go(self.point + step)

    def first(self) -> None:
        self.go(0)

    def back(self) -> None:
        self.go(self.point - 1)

    def forward(self) -> None:
        self.go(self.point + 1)

    def last(self) -> None:
        self.go(self.replay.steps)

    def done(self, result: int) -> None:  # noqa: D102 - Qt override
        self.controller.shutdown()
        super().done(result)
