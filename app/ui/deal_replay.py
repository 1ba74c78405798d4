"""A finished deal played again, step by step (Statistics: double-click a deal).

The deal is rebuilt from the replay record the scoreboard keeps (app/session/replay.py)
and shown on a table of its own, as the person saw it, with its log beside it: the
buttons, the slider, the arrow keys or a click on a log line move through it. Nothing
here plays: the game's controller only draws the views (`past_zones`). The review of the
person's decisions is its own object (`app/ui/replay_review.py`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
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

from app.core.words import Words
from app.i18n import say
from app.session.replay import DealReplay
from app.table.card_art import CardArt
from app.table.table import CardTable
from app.ui.dialog_frame import within_screen
from app.ui.replay_review import DecisionReview
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
#: The table while it shows the hard bot's move in place of the person's.
SHOWING_BETTER = Words(
    "Review", "The hard bot's move, laid out in place of yours (B or a move key goes back)."
)


class StepBar(QHBoxLayout):
    """The row under the table: a button to each end of the deal and one a move either
    way, the slider over every point of the deal and where it stands ("Move 3 of 40")."""

    def __init__(self, steps: int, go: Callable[[int], None], style: QStyle) -> None:
        super().__init__()
        self.steps = steps
        self.where = QLabel()
        self.where.setObjectName("replayWhere")
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, steps)
        self.slider.valueChanged.connect(go)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.buttons: dict[str, QPushButton] = {}
        pixmap = QStyle.StandardPixmap
        for name, glyph, tip in (
            ("first", pixmap.SP_MediaSkipBackward,
             QCoreApplication.translate("DealReplayDialog", "To the deal as dealt (Home)")),
            ("back", pixmap.SP_MediaSeekBackward,
             QCoreApplication.translate("DealReplayDialog", "One move back (Left)")),
            ("forward", pixmap.SP_MediaSeekForward,
             QCoreApplication.translate("DealReplayDialog", "One move on (Right)")),
            ("last", pixmap.SP_MediaSkipForward,
             QCoreApplication.translate("DealReplayDialog", "To the end of the deal (End)")),
        ):  # fmt: skip
            button = QPushButton(style.standardIcon(glyph), "")
            button.setObjectName(name)
            button.setToolTip(tip)
            button.setAccessibleName(tip)
            button.setAutoDefault(False)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.buttons[name] = button
            self.addWidget(button)
        self.addWidget(self.slider, 1)
        self.addWidget(self.where)

    def moves(self, first: Callable[[], None], back, forward, last) -> None:
        """What each button does."""
        for name, move in zip(self.buttons, (first, back, forward, last), strict=True):
            self.buttons[name].clicked.connect(move)

    def show_point(self, point: int) -> None:
        """The slider at `point`, the line saying so, the buttons that lead on enabled."""
        self.slider.blockSignals(True)
        self.slider.setValue(point)
        self.slider.blockSignals(False)
        self.where.setText(
            QCoreApplication.translate("DealReplayDialog", "Move {n} of {total}").format(
                n=point, total=self.steps
            )
        )
        self.buttons["first"].setEnabled(point > 0)
        self.buttons["back"].setEnabled(point > 0)
        self.buttons["forward"].setEnabled(point < self.steps)
        self.buttons["last"].setEnabled(point < self.steps)


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
        #: The review of the person's decisions, its widgets laid out here.
        self.review = DecisionReview(self, self)
        self.advice, self.better_button = self.review.advice, self.review.better_button
        self.review_button, self.review_line = self.review.button, self.review.line
        self.legend, self.marks = self.review.legend, self.review.marks
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
        row = self.step_bar = StepBar(replay.steps, self.go, self.style())
        row.moves(self.first, self.back, self.forward, self.last)
        self.where, self.slider, self.buttons = row.where, row.slider, row.buttons
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
        self.step_bar.show_point(point)
        self.log.setCurrentRow(point)
        self.review.advise(point)
        self.say_seen()
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
            self.review.show_better()
            return
        if key == Qt.Key.Key_N and self.marks:
            back = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            self.review.next_mark(back)
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

    def say_seen(self) -> None:
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

    def done(self, result: int) -> None:  # noqa: D102 - Qt override
        self.review.stop()
        self.controller.shutdown()
        super().done(result)
