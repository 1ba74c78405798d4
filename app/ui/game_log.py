"""The game log: a panel beside the table with a line per action, in whole sentences as
the game tells them (its narration, from the person's view), deals headed, and the turn
now marked at its end. It knows no game: the controller hands it lines (`told`)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractItemView, QDockWidget, QListWidget, QListWidgetItem

#: Item data: the (deal index, action index) a line tells, None for a heading or the turn.
WHERE = Qt.ItemDataRole.UserRole


class GameLog(QDockWidget):
    """Clicking a line of the deal shows the table as it was just after it (`lineClicked`);
    clicking the last line, the turn now, comes back to the table as it is (`backToNow`)."""

    lineClicked = Signal(int, int)  # noqa: N815 - (deal index, action index)
    backToNow = Signal()  # noqa: N815

    def __init__(self, parent=None) -> None:
        super().__init__(self.tr("Game log"), parent)
        self.setObjectName("gameLog")
        self.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        self.lines = QListWidget()
        self.lines.setObjectName("gameLogLines")
        self.lines.setWordWrap(True)
        self.lines.setUniformItemSizes(False)
        self.lines.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.lines.itemClicked.connect(self._clicked)
        self.lines.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.lines.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setWidget(self.lines)
        self.setMinimumWidth(200)
        self._deal: int | None = None
        self._turn: QListWidgetItem | None = None

    def clear(self) -> None:
        """A new game, or a game resumed: nothing told yet."""
        self.lines.clear()
        self._deal = None
        self._turn = None

    def told(self, deal_index: int, index: int, text: str) -> None:
        """A line: what action `index` of deal `deal_index` did; the deal is headed first
        when it is a new one."""
        if deal_index != self._deal:
            self._deal = deal_index
            heading = QListWidgetItem(self.tr("Deal {n}").format(n=deal_index + 1))
            font = QFont(heading.font())
            font.setBold(True)
            heading.setFont(font)
            self._insert(heading)
        line = QListWidgetItem(text)
        line.setData(WHERE, (deal_index, index))
        line.setToolTip(self.tr("Click to see the table just after this"))
        self._insert(line)

    def turn(self, text: str) -> None:
        """The turn now, marked as the log's last line ("" once nobody is to play)."""
        if self._turn is not None:
            self.lines.takeItem(self.lines.row(self._turn))
            self._turn = None
        if text:
            self._turn = QListWidgetItem("▸ " + text)
            self._turn.setToolTip(self.tr("The table as it is now"))
            font = QFont(self._turn.font())
            font.setItalic(True)
            self._turn.setFont(font)
            self.lines.addItem(self._turn)
        self.lines.scrollToBottom()

    def _clicked(self, item: QListWidgetItem) -> None:
        where = item.data(WHERE)
        if item is self._turn:
            self.lines.clearSelection()
            self.backToNow.emit()
        elif where is not None:
            self.lineClicked.emit(*where)
        else:
            item.setSelected(False)  # a heading

    def texts(self) -> list[str]:
        """Every line as it reads, the headings and the turn included."""
        return [self.lines.item(i).text() for i in range(self.lines.count())]

    def _insert(self, item: QListWidgetItem) -> None:
        row = self.lines.row(self._turn) if self._turn is not None else self.lines.count()
        self.lines.insertItem(row, item)
        self.lines.scrollToBottom()
