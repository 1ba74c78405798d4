"""The window's central widget: a line above the table saying what cannot be saved now,
the card table, and under it the action bar (app/ui/action_bar.py): the status line, the
sort buttons, then the current game's buttons (app/ui/shell/commands.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QMainWindow, QPushButton, QVBoxLayout, QWidget

from app.i18n import say
from app.ui.action_bar import ActionBarLayout, StatusLabel


class CentralArea:
    """What `window` shows around `table`; `sort` sorts the person's hand ("suit" or
    "rank")."""

    def __init__(self, window: QMainWindow, table: QWidget, sort: Callable[[str], None]) -> None:
        self.status = StatusLabel()  # two lines high, whatever it says
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # it holds players' names
        self.status.setWordWrap(True)
        self.status.setObjectName("status")
        # Its own margins, not a style sheet's padding: the label wraps the sentence itself
        # to the width inside them (padding would narrow the text without its knowing,
        # and Qt would wrap a full line once more, onto a third line that does not show).
        self.status.setContentsMargins(8, 4, 8, 4)
        self.status.setStyleSheet("font-size: 15px;")
        translate = QCoreApplication.translate
        self.sort_suit = QPushButton(translate("MainWindow", "Sort by suit"))
        self.sort_rank = QPushButton(translate("MainWindow", "Sort by rank"))
        self.sort_suit.clicked.connect(lambda: sort("suit"))
        self.sort_rank.clicked.connect(lambda: sort("rank"))
        bar = self.bar = ActionBarLayout()  # buttons beside the status when they fit, else under it
        bar.addWidget(self.status, 1)
        bar.addWidget(self.sort_suit)
        bar.addWidget(self.sort_rank)
        # What cannot be saved now (a full disk, a read-only folder...), one line each.
        self.storage_banner = QLabel()
        self.storage_banner.setObjectName("storageProblem")
        self.storage_banner.setTextFormat(Qt.TextFormat.PlainText)
        self.storage_banner.setWordWrap(True)
        self.storage_banner.setStyleSheet(
            "background: #fff3cd; color: #6b4e00; padding: 4px 8px; font-size: 13px;"
        )
        self.storage_banner.hide()
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.storage_banner)
        layout.addWidget(table, 1)
        layout.addLayout(bar)
        window.setCentralWidget(central)

    def show_sort_buttons(self, shown: bool) -> None:
        self.sort_suit.setVisible(shown)
        self.sort_rank.setVisible(shown)

    def enable_sort_buttons(self, on: bool) -> None:
        self.sort_suit.setEnabled(on)
        self.sort_rank.setEnabled(on)

    def tell_storage_problems(self, faults: Iterable[str]) -> None:
        """Say, in one line each above the table, what cannot be saved and where; hide
        the lines when everything can be saved again."""
        faults = list(faults)
        self.storage_banner.setText("\n".join(say(sentence) for sentence in faults))
        self.storage_banner.setVisible(bool(faults))
