"""Review and replay: Game ▸ Open a replay… (a replay record or a saved game, as
`tapete-cli replay` writes them) and the table between deals' "Review this deal…"."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QKeySequence

from app.games.registry import find_game
from app.i18n import say
from app.ui.messages import plain
from app.ui.shell.port import MenuEntry, Part

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QWidget

    from app.ui.deal_replay import DealReplayDialog
    from app.ui.result_dialog import ResultDialog

# The replays (app.session.replay) load when one is first opened, and the file and message
# boxes when first shown, not with the window.


class ReviewPart(Part):
    NAME = "review"
    ENTRIES = (
        MenuEntry(
            "game", "open_replay", QT_TRANSLATE_NOOP("MainWindow", "&Open a replay…"),
            "open_replay_file", QKeySequence.StandardKey.Open,
        ),
    )  # fmt: skip

    #: The review open last.
    reviewer: DealReplayDialog | None = None

    def open_replay_file(self, path: str | None = None) -> bool:
        """A replay record or a saved game in the review; a file that is neither is
        said so, and nothing changes."""
        parent = self.port.parent
        if path is None:  # the menu entry: the person picks the file
            from PySide6.QtWidgets import QFileDialog

            path, _ = QFileDialog.getOpenFileName(
                parent,
                QCoreApplication.translate("MainWindow", "Open a replay"),
                "",
                QCoreApplication.translate("MainWindow", "Replays and saved games (*.json)"),
            )
            if not path:
                return False
        from app.session.replay import ReplayProblem, open_replay

        try:
            replay, levels, names = open_replay(path, say)
        except ReplayProblem as exc:
            self._tell(parent, say(exc.words))
            return False
        title = QCoreApplication.translate("MainWindow", "{game}, deal {n}, from {file}").format(
            game=replay.game.name, n=replay.deal_index + 1, file=os.path.basename(path)
        )
        self._review(replay, levels, names, title, parent)
        return True

    def after_deal(self, dialog: ResultDialog) -> None:
        dialog.offer_review(self.review_deal_played)

    def review_deal_played(self, parent: QDialog) -> None:
        """The deal just finished, step by step, its decisions open to marking."""
        ctrl = self.port.controller()
        if ctrl.state is None or ctrl.state.seed is None:
            return
        names = [seat.name for seat in ctrl.seats]
        from app.session.replay import DealReplay, ReplayProblem

        try:
            replay = DealReplay.of(
                ctrl.game_id, ctrl.state.replay_record().to_json(), ctrl.person, names
            )
        except ReplayProblem as exc:
            self._tell(parent, say(exc.words))
            return
        title = QCoreApplication.translate(
            "MainWindow", "{game}, deal {n}: the deal just played"
        ).format(game=find_game(ctrl.game_id).name, n=ctrl.state.deal_index + 1)
        levels = [seat.level for seat in ctrl.session.seats]
        self._review(replay, levels, names, title, parent)

    def _review(self, replay, levels, names, title: str, parent: QWidget) -> None:
        # The review's dialog loads when first opened, not with the window.
        from app.ui.deal_replay import DealReplayDialog

        self.reviewer = DealReplayDialog(replay, levels, names, title, self.port.art, parent)
        self.reviewer.exec()

    @staticmethod
    def _tell(parent: QWidget, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.information(
            parent, QCoreApplication.translate("MainWindow", "Tapete"), plain(text)
        )
