"""The review in a deal's replay: "Mark my decisions" sets each of the person's decisions
beside what the hard bot would have played (searched off the window's thread), marks the
log's lines, says the selected one beside the log and can lay the bot's move out on the
table. An object the replay dialog holds (`DealReplayDialog.review`), not a base of it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QObject,
    QRunnable,
    Qt,
    QThreadPool,
    Signal,
)
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QCheckBox, QLabel, QListWidget, QPushButton

from app.core.engine import IllegalMove
from app.core.words import Words
from app.i18n import say
from app.session.replay import DealReplay
from app.session.review import GRADE_SIGNS, GRADE_WORDS, UNVALUED_SIGN, Mark, review, summary
from app.table.table import CardTable
from app.ui.controller_base import GameController

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


def legend() -> str:
    """What the review's signs mean, one line for the grades and one for the unvalued."""
    return f"{say(LEGEND)}\n{say(LEGEND_UNVALUED.filled(sign=UNVALUED_SIGN))}"


def said_of(mark: Mark | None) -> str:
    """What the review says of a decision: its grade and sign, the hard bot's move and
    why, and what the choice cost (or that the bot agrees)."""
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


class ReplayHost(Protocol):
    """What the review needs of the replay dialog that holds it."""

    replay: DealReplay
    log: QListWidget
    table: CardTable
    controller: GameController
    every_hand: QCheckBox
    #: The point of the deal shown (its actions played), and whether the table shows the
    #: hard bot's move in place of the person's there.
    point: int
    showing_better: bool

    def go(self, point: int) -> None: ...

    def say_seen(self) -> None: ...


def _button(name: str, text: str, tip: str, clicked: Callable[[], object]) -> QPushButton:
    """A button of the review (`name`, its object name; `text` and `tip` in the
    DealReplayDialog context), not the dialog's default, that calls `clicked`."""
    button = QPushButton(QCoreApplication.translate("DealReplayDialog", text))
    button.setObjectName(name)
    button.setToolTip(QCoreApplication.translate("DealReplayDialog", tip))
    button.setAutoDefault(False)
    button.clicked.connect(clicked)
    return button


class DecisionReview(QObject):
    """The review of `host`'s deal: its widgets (the button that starts it, the line that
    counts and sums it up, the legend, the advice pane and the better-move button, which
    the dialog lays out) and its marks by action number (None: the bot agrees)."""

    def __init__(self, host: ReplayHost, parent: QObject) -> None:
        super().__init__(parent)
        self.host = host
        # Beside the log, what the review says of the selected line: the hard bot's move,
        # its reason and the cost, in words a keyboard (Tab) and a screen reader reach.
        self.advice = QLabel()
        self.advice.setObjectName("reviewAdvice")
        self.advice.setTextFormat(Qt.TextFormat.PlainText)
        self.advice.setWordWrap(True)
        self.advice.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.advice.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # after the flags, which reset it
        self.advice.setAccessibleName(
            QCoreApplication.translate("DealReplayDialog", "The hard bot's view of this move")
        )
        self.advice.setToolTip(
            QCoreApplication.translate(
                "DealReplayDialog", "N: the next marked decision; Shift+N: the one before"
            )
        )
        self.advice.setStyleSheet("padding: 4px;")
        self.advice.setVisible(False)
        self.better_button = _button(
            "betterMove",
            QT_TRANSLATE_NOOP("DealReplayDialog", "Show the better move (B)"),
            QT_TRANSLATE_NOOP(
                "DealReplayDialog",
                "Lay out the hard bot's move on the table, in place of yours (B)",
            ),
            self.show_better,
        )
        self.better_button.setCheckable(True)
        self.better_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.better_button.setVisible(False)
        self.better_button.setEnabled(False)
        self.button = _button(
            "reviewDeal",
            QT_TRANSLATE_NOOP("DealReplayDialog", "Mark my decisions"),
            QT_TRANSLATE_NOOP(
                "DealReplayDialog",
                "Set each of your decisions beside what the hard bot would have played",
            ),
            self.start,
        )
        self.line = QLabel()
        self.line.setObjectName("reviewSummary")
        self.line.setTextFormat(Qt.TextFormat.PlainText)
        self.legend = QLabel(legend())
        self.legend.setObjectName("reviewLegend")
        self.legend.setTextFormat(Qt.TextFormat.PlainText)
        self.legend.setWordWrap(True)
        self.legend.setVisible(False)
        self.marks: dict[int, Mark | None] = {}
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _Signals()
        self._signals.marked.connect(self.mark)
        self._signals.finished.connect(self._reviewed)
        #: The search while it runs (None before and after).
        self.task: _Review | None = None
        replay = host.replay
        self._decisions = sum(1 for line in replay.lines if line.seat == replay.seat)

    def start(self) -> None:
        """Mark the person's decisions where the hard bot would have played otherwise
        (searched in the background; each line is marked as its answer comes)."""
        if self.task is not None:
            return
        self.button.setEnabled(False)
        self.marks.clear()
        self.legend.setVisible(True)
        self.task = _Review(self.host.replay, self._signals)
        self.line.setText(say(REVIEWING.filled(done=0, count=self._decisions)))
        self._pool.start(self.task)

    def mark(self, index: int, mark: Mark | None) -> None:
        """Decision `index` reviewed: its log line marked, said in its tooltip."""
        self.marks[index] = mark
        self.line.setText(say(REVIEWING.filled(done=len(self.marks), count=self._decisions)))
        self.legend.setVisible(True)
        self.advice.setVisible(True)
        self.better_button.setVisible(True)
        item = self.host.log.item(index)
        said = said_of(mark)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, f"{item.text()} {said}")
        if index == self.host.point:
            self.advise(index)
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

    def advise(self, point: int) -> None:
        """The advice pane and the better-move button for the line at `point`: the
        person's decision there, once the review has reached it."""
        marked = point in self.marks
        self.advice.setText(said_of(self.marks[point]) if marked else "")
        mark = self.marks.get(point)
        replay = self.host.replay
        self.better_button.setEnabled(
            mark is not None and replay.record is not None and replay.final.to_play is None
        )

    def next_mark(self, back: bool = False) -> None:
        """To the next marked decision after the point shown (`back`: the one before)."""
        point = self.host.point
        marked = sorted(i for i, m in self.marks.items() if m is not None)
        later = [i for i in marked if (i < point if back else i > point)]
        if later:
            self.host.go(later[-1] if back else later[0])

    def show_better(self) -> None:
        """Lay out the hard bot's move in place of the person's at the marked line shown
        (the button checked), or the deal as played again (unchecked)."""
        host = self.host
        mark = self.marks.get(host.point)
        if not self.better_button.isChecked() or mark is None:
            host.showing_better = False
            self.better_button.setChecked(False)
            point, host.point = host.point, -1
            host.go(point)
            return
        try:
            view = host.replay.view_instead(
                mark.index - 1, mark.best.action, host.every_hand.isChecked()
            )
        except (ValueError, IllegalMove):
            self.better_button.setChecked(False)
            self.better_button.setEnabled(False)
            return
        host.table.show_zones(host.controller.past_zones(view), animate=False)
        host.showing_better = True
        host.say_seen()

    def _reviewed(self) -> None:
        task, self.task = self.task, None
        if task is not None and not task.stopped:
            self.line.setText(say(summary(list(self.marks.values()))))

    def stop(self) -> None:
        """The search, if it runs, stopped and waited for (the dialog closes)."""
        if self.task is not None:
            self.task.stopped = True
            self._pool.waitForDone(5000)
