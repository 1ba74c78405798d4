"""A finished deal played again, step by step (Statistics: double-click a deal).

The deal is rebuilt from the replay record the scoreboard keeps (app/session/replay.py)
and shown on a table of its own, as the person saw it, with its log beside it: the
buttons, the slider, the arrow keys or a click on a log line move through it. Nothing
here plays: the game's controller only draws the views (`past_zones`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
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

from app.core.words import Words
from app.i18n import say
from app.session.replay import DealReplay
from app.session.review import GRADE_SIGNS, GRADE_WORDS, Mark, review, summary
from app.table.card_art import CardArt
from app.table.table import CardTable
from app.ui.game_ui import game_ui

#: Item data of a log line: the point of the deal just after it.
POINT = Qt.ItemDataRole.UserRole

#: A marked decision's tooltip: the hard bot's move and why, and its grade.
WOULD_PLAY = Words("Review", "The hard bot would play: {reason}.")
GRADED = Words("Review", "{grade}, by the search's own scores.")
REVIEWING = Words("Review", "Looking at your decisions… {done} of {count}")
CLOSE = Words("Review", "Yours was about as good, by its search.")


class _Signals(QObject):
    marked = Signal(int, object)  # (action number, Mark or None)
    finished = Signal()


class _Review(QRunnable):
    """The review's search, off the window's thread; `stopped` ends it early."""

    def __init__(self, replay: DealReplay, signals: _Signals) -> None:
        super().__init__()
        self.replay, self.signals, self.stopped = replay, signals, False

    def run(self) -> None:
        replay = self.replay
        try:
            for index, mark in review(
                replay.game,
                list(replay.views[:-1]),
                list(replay.actions),
                [line.seat for line in replay.lines],
                replay.seat,
                stop=lambda: self.stopped,
            ):
                self.signals.marked.emit(index, mark)
        finally:
            self.signals.finished.emit()


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
            text = " ".join(self.controller.words(w) for w in line.words) or self.tr(
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
        self.review_button = QPushButton(self.tr("Mark my decisions"))
        self.review_button.setObjectName("reviewDeal")
        self.review_button.setToolTip(
            self.tr("Set each of your decisions beside what the hard bot would have played")
        )
        self.review_button.setAutoDefault(False)
        self.review_button.clicked.connect(self.start_review)
        self.review_line = QLabel()
        self.review_line.setObjectName("reviewSummary")
        self.review_line.setTextFormat(Qt.TextFormat.PlainText)
        self.marks: dict[int, Mark | None] = {}
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _Signals()
        self._signals.marked.connect(self._marked)
        self._signals.finished.connect(self._reviewed)
        self._task: _Review | None = None
        self._decisions = sum(1 for line in replay.lines if line.seat == replay.seat)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, parent=self)
        close.rejected.connect(self.reject)
        for button in close.buttons():
            button.setAutoDefault(False)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys move the deal
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        self.seen = QLabel(
            self.tr("As you saw it: the other hands stay hidden until the deal shows them.")
        )
        self.seen.setObjectName("replaySeen")
        self.every_hand = QCheckBox(self.tr("Show every hand"))
        self.every_hand.setObjectName("everyHand")
        self.every_hand.setToolTip(
            self.tr("Lay every hidden card face up, as at the end of the deal")
        )
        self.every_hand.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.every_hand.toggled.connect(self._show_every_hand)
        # A deal still in play (a saved game opened here) keeps its hidden cards hidden.
        self.every_hand.setVisible(replay.final.to_play is None)
        seen_row = QHBoxLayout()
        seen_row.addWidget(self.seen, 1)
        seen_row.addWidget(self.every_hand)
        layout.addLayout(seen_row)
        layout.addWidget(splitter, 1)
        layout.addLayout(row)
        marks_row = QHBoxLayout()
        marks_row.addWidget(self.review_button)
        marks_row.addWidget(self.review_line, 1)
        layout.addLayout(marks_row)
        layout.addWidget(close)
        self._fit()
        self.point = -1
        self.go(0)

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
        views = self.replay.open_views if self.every_hand.isChecked() else self.replay.views
        self.table.show_zones(self.controller.past_zones(views[point]), animate=False)
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

    def _show_every_hand(self, on: bool) -> None:
        """Every hand face up (said so in a line that cannot be missed), or as seen."""
        self.seen.setText(
            self.tr("Every hand shown: the players did not see these cards during the deal.")
            if on
            else self.tr("As you saw it: the other hands stay hidden until the deal shows them.")
        )
        self.seen.setStyleSheet(
            "background: #fff3cd; color: #6b4e00; padding: 2px 6px; font-weight: bold;"
            if on
            else ""
        )
        point, self.point = self.point, -1
        self.go(point)

    # ------------------------------------------------------------------ the review
    def start_review(self) -> None:
        """Mark the person's decisions where the hard bot would have played otherwise
        (searched in the background; each line is marked as its answer comes)."""
        if self._task is not None:
            return
        self.review_button.setEnabled(False)
        self.marks = {}
        self._task = _Review(self.replay, self._signals)
        self.review_line.setText(say(REVIEWING.filled(done=0, count=self._decisions)))
        self._pool.start(self._task)

    def _marked(self, index: int, mark: Mark | None) -> None:
        self.marks[index] = mark
        self.review_line.setText(say(REVIEWING.filled(done=len(self.marks), count=self._decisions)))
        if mark is None:
            return
        item = self.log.item(index)
        tip = say(WOULD_PLAY.filled(reason=say(mark.best.reason)))
        if mark.grade is not None:
            tip += " " + say(GRADED.filled(grade=GRADE_WORDS[mark.grade]))
            if mark.cost is not None:
                tip += " " + say(mark.cost)
            item.setText(f"{GRADE_SIGNS[mark.grade]} {item.text()}")
        elif mark.loss is None:  # another move, which its search did not score beside it
            item.setText(f"• {item.text()}")
        else:  # scored a little lower than its own: no sign, only the note
            tip += " " + say(CLOSE)
        item.setToolTip(tip)
        item.setData(Qt.ItemDataRole.UserRole + 1, mark.grade or "differs")
        if mark.grade in ("mistake", "blunder"):
            font = QFont(item.font())
            font.setBold(True)
            item.setFont(font)

    def _reviewed(self) -> None:
        task, self._task = self._task, None
        if task is not None and not task.stopped:
            self.review_line.setText(say(summary(list(self.marks.values()))))

    def done(self, result: int) -> None:  # noqa: D102 - Qt override
        if self._task is not None:
            self._task.stopped = True
            self._pool.waitForDone(5000)
        self.controller.shutdown()
        super().done(result)
