"""A finished deal played again, step by step (Statistics: double-click a deal).

The deal is rebuilt from the replay record the scoreboard keeps (app/session/replay.py)
and shown on a table of its own, as the person saw it, with its log beside it: the
buttons, the slider, the arrow keys or a click on a log line move through it. Nothing
here plays: the game's controller only draws the views (`past_zones`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QRunnable, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
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

from app.core.engine import IllegalMove
from app.core.words import Words
from app.i18n import say
from app.session.replay import DealReplay
from app.session.review import GRADE_SIGNS, GRADE_WORDS, UNVALUED_SIGN, Mark, review, summary
from app.table.card_art import CardArt
from app.table.table import CardTable
from app.ui.dialog_frame import within_screen
from app.ui.table_module import table_of

#: Item data of a log line: the point of the deal just after it.
POINT = Qt.ItemDataRole.UserRole

#: The keys the dialog answers wherever its focus is: the moves, N and B.
DIALOG_KEYS = frozenset(
    {
        Qt.Key.Key_Left,
        Qt.Key.Key_Right,
        Qt.Key.Key_PageUp,
        Qt.Key.Key_PageDown,
        Qt.Key.Key_Home,
        Qt.Key.Key_End,
        Qt.Key.Key_N,
        Qt.Key.Key_B,
    }
)
#: Item data of a log line: the review's grade of its decision ("differs": not graded).
GRADE = Qt.ItemDataRole.UserRole + 1

#: A marked decision, beside its line and in its tooltip: the hard bot's move and why,
#: its grade and what the choice cost.
WOULD_PLAY = Words("Review", "The hard bot would play: {reason}.")
GRADED = Words("Review", "{sign} {grade}.")
REVIEWING = Words("Review", "Looking at your decisions… {done} of {count}")
CLOSE = Words("Review", "Yours was about as good, by its search.")
NOT_VALUED = Words("Review", "Its search cannot set a value on your move beside its own here.")
AGREES = Words("Review", "The hard bot would have played this too.")
#: What the signs of a review mean (shown once the decisions are marked).
LEGEND = Words(
    "Review",
    "?! an inaccuracy, ? a mistake, ?? a blunder: what the decision cost in the deal's "
    "points, by the hard bot's reckoning (a tenth, a quarter, half of what a deal's loser "
    "scores).",
)
#: The legend's line for a decision the hard bot's search could not value.
LEGEND_UNVALUED = Words(
    "Review",
    "{sign} the hard bot would have played otherwise, but its search cannot set a value on "
    "your move beside its own there.",
)
#: The table while it shows the hard bot's move in place of the person's.
SHOWING_BETTER = Words(
    "Review", "The hard bot's move, laid out in place of yours (B or a move key goes back)."
)


def legend() -> str:
    """What the review's signs mean, one line for the grades and one for the unvalued."""
    return f"{say(LEGEND)}\n{say(LEGEND_UNVALUED.filled(sign=UNVALUED_SIGN))}"


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
        self.controller = table_of(replay.game.id).controller(self)
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
        # Beside the log, what the review says of the selected line: the hard bot's move,
        # its reason and the cost, in words a keyboard (Tab) and a screen reader reach.
        self.advice = QLabel()
        self.advice.setObjectName("reviewAdvice")
        self.advice.setTextFormat(Qt.TextFormat.PlainText)
        self.advice.setWordWrap(True)
        self.advice.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.advice.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # after the flags, which reset it
        self.advice.setAccessibleName(self.tr("The hard bot's view of this move"))
        self.advice.setToolTip(self.tr("N: the next marked decision; Shift+N: the one before"))
        self.advice.setStyleSheet("padding: 4px;")
        self.advice.setVisible(False)
        self.better_button = QPushButton(self.tr("Show the better move (B)"))
        self.better_button.setObjectName("betterMove")
        self.better_button.setToolTip(
            self.tr("Lay out the hard bot's move on the table, in place of yours (B)")
        )
        self.better_button.setCheckable(True)
        self.better_button.setAutoDefault(False)
        self.better_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.better_button.setVisible(False)
        self.better_button.setEnabled(False)
        self.better_button.clicked.connect(self.show_better)
        # Focused by Tab, they leave the move keys to the dialog (a label and a button
        # would take the arrows for themselves).
        self.advice.installEventFilter(self)
        self.better_button.installEventFilter(self)
        side = QWidget(self)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.log, 1)
        side_layout.addWidget(self.advice)
        side_layout.addWidget(self.better_button)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.table)
        splitter.addWidget(side)
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
        self.legend = QLabel(legend())
        self.legend.setObjectName("reviewLegend")
        self.legend.setTextFormat(Qt.TextFormat.PlainText)
        self.legend.setWordWrap(True)
        self.legend.setVisible(False)
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
        layout.addWidget(self.legend)
        layout.addWidget(close)
        self._fit()
        self.point = -1
        #: Whether the table shows the hard bot's move in place of the person's.
        self.showing_better = False
        self.go(0)

    def _fit(self) -> None:
        """1100 × 720, or the screen's room if it has less."""
        width, height = within_screen(self, 1100, 720)
        self.resize(max(640, width), max(440, height))

    # ------------------------------------------------------------------ moving
    def go(self, point: int) -> None:
        """Show the deal just after its first `point` actions (kept within the deal)."""
        point = max(0, min(self.replay.steps, int(point)))
        if point == self.point and not self.showing_better:
            return
        self.point = point
        self.showing_better = False
        self.better_button.setChecked(False)
        views = self.replay.open_views if self.every_hand.isChecked() else self.replay.views
        self.table.show_zones(self.controller.past_zones(views[point]), animate=False)
        self.slider.blockSignals(True)
        self.slider.setValue(point)
        self.slider.blockSignals(False)
        self.log.setCurrentRow(point)
        self.where.setText(self.tr("Move {n} of {total}").format(n=point, total=self.replay.steps))
        self.buttons["first"].setEnabled(point > 0)
        self.buttons["back"].setEnabled(point > 0)
        self.buttons["forward"].setEnabled(point < self.replay.steps)
        self.buttons["last"].setEnabled(point < self.replay.steps)
        self._advise(point)
        self._say_seen()
        self._scroll_to(point)
        # Once the pane's new text has its height (it takes room from the log), again.
        QTimer.singleShot(0, lambda: self._scroll_to(point))

    def _scroll_to(self, point: int) -> None:
        """The log's line at `point` brought into view (if the dialog still shows it),
        after the layout the pane beside it may have changed."""
        if point != self.point:
            return
        layout = self.layout()
        if layout is not None:
            layout.activate()
        self.log.scrollToItem(self.log.item(point))

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt override
        """Left and Right a move, Page Up and Page Down ten, Home and End the ends; once
        the decisions are marked, N the next marked one (Shift+N the one before) and B
        the hard bot's move laid out in place of the person's."""
        key = Qt.Key(event.key())
        if key == Qt.Key.Key_B and self.better_button.isEnabled():
            self.better_button.setChecked(not self.showing_better)
            self.show_better()
            return
        if key == Qt.Key.Key_N and self.marks:
            back = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            self.next_mark(back)
            return
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

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt override
        """The dialog's keys (moves, N, B) also while the advice pane or the better-move
        button has the focus."""
        if (
            watched in (self.advice, self.better_button)
            and event.type() == QEvent.Type.KeyPress
            and Qt.Key(event.key()) in DIALOG_KEYS
        ):
            self.keyPressEvent(event)
            return True
        return super().eventFilter(watched, event)

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
        point, self.point = self.point, -1
        self.go(point)

    def _say_seen(self) -> None:
        """The line above the table: what it shows (the hard bot's move in place of the
        person's, every hand, or the deal as the person saw it), the first two in a line
        that cannot be missed."""
        on = self.every_hand.isChecked()
        if self.showing_better:
            text = say(SHOWING_BETTER)
        elif on:
            text = self.tr("Every hand shown: the players did not see these cards during the deal.")
        else:
            text = self.tr("As you saw it: the other hands stay hidden until the deal shows them.")
        self.seen.setText(text)
        self.seen.setStyleSheet(
            "background: #fff3cd; color: #6b4e00; padding: 2px 6px; font-weight: bold;"
            if on or self.showing_better
            else ""
        )

    # ------------------------------------------------------------------ the review
    def start_review(self) -> None:
        """Mark the person's decisions where the hard bot would have played otherwise
        (searched in the background; each line is marked as its answer comes)."""
        if self._task is not None:
            return
        self.review_button.setEnabled(False)
        self.marks = {}
        self.legend.setVisible(True)
        self._task = _Review(self.replay, self._signals)
        self.review_line.setText(say(REVIEWING.filled(done=0, count=self._decisions)))
        self._pool.start(self._task)

    def _marked(self, index: int, mark: Mark | None) -> None:
        self.marks[index] = mark
        self.review_line.setText(say(REVIEWING.filled(done=len(self.marks), count=self._decisions)))
        self.legend.setVisible(True)
        self.advice.setVisible(True)
        self.better_button.setVisible(True)
        item = self.log.item(index)
        said = self.said_of(mark)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, f"{item.text()} {said}")
        if index == self.point:
            self._advise(index)
        if mark is None:
            return
        sign = GRADE_SIGNS[mark.grade] if mark.grade is not None else None
        if mark.loss is None:
            sign = UNVALUED_SIGN
        if sign is not None:
            item.setText(f"{sign} {item.text()}")
            item.setData(Qt.ItemDataRole.AccessibleTextRole, f"{item.text()} {said}")
        item.setToolTip(said)
        item.setData(GRADE, mark.grade or "differs")
        if mark.grade in ("mistake", "blunder"):
            font = QFont(item.font())
            font.setBold(True)
            item.setFont(font)

    @staticmethod
    def said_of(mark: Mark | None) -> str:
        """What the review says of a decision: its grade and sign, the hard bot's move
        and why, and what the choice cost (or that the bot agrees)."""
        if mark is None:
            return say(AGREES)
        parts = []
        if mark.grade is not None:
            parts.append(
                say(GRADED.filled(sign=GRADE_SIGNS[mark.grade], grade=GRADE_WORDS[mark.grade]))
            )
        parts.append(say(WOULD_PLAY.filled(reason=say(mark.best.reason))))
        if mark.loss is None:
            parts.append(say(NOT_VALUED))
        elif mark.grade is None:
            parts.append(say(CLOSE))
        if mark.cost is not None:
            parts.append(say(mark.cost))
        return " ".join(parts)

    def _advise(self, point: int) -> None:
        """The advice pane and the better-move button for the line at `point`: the
        person's decision there, once the review has reached it."""
        marked = point in self.marks
        self.advice.setText(self.said_of(self.marks[point]) if marked else "")
        mark = self.marks.get(point)
        self.better_button.setEnabled(
            mark is not None
            and self.replay.record is not None
            and self.replay.final.to_play is None
        )

    def next_mark(self, back: bool = False) -> None:
        """To the next marked decision after the point shown (`back`: the one before)."""
        marked = sorted(i for i, m in self.marks.items() if m is not None)
        later = [i for i in marked if (i < self.point if back else i > self.point)]
        if later:
            self.go(later[-1] if back else later[0])

    def show_better(self) -> None:
        """Lay out the hard bot's move in place of the person's at the marked line shown
        (the button checked), or the deal as played again (unchecked)."""
        mark = self.marks.get(self.point)
        want = self.better_button.isChecked()
        if not want or mark is None:
            self.showing_better = False
            self.better_button.setChecked(False)
            point, self.point = self.point, -1
            self.go(point)
            return
        try:
            view = self.replay.view_instead(
                mark.index - 1, mark.best.action, self.every_hand.isChecked()
            )
        except (ValueError, IllegalMove):
            self.better_button.setChecked(False)
            self.better_button.setEnabled(False)
            return
        self.table.show_zones(self.controller.past_zones(view), animate=False)
        self.showing_better = True
        self._say_seen()

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
