"""Statistics (Game ▸ Statistics…): the scoreboard's matches, and one of them played
again with its options, bots and seed."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QDialog

from app.core.decks import parse_seed
from app.core.options import OptionError
from app.core.text import one_line, told
from app.games.registry import GAME_IDS, find_game
from app.i18n import say
from app.ui.messages import plain
from app.ui.new_game_settings import NewGameSettings
from app.ui.shell.port import MenuEntry, Part


class StatisticsPart(Part):
    NAME = "statistics"
    ENTRIES = (
        MenuEntry(
            "game", "statistics", QT_TRANSLATE_NOOP("MainWindow", "&Statistics…"),
            "show_statistics", "Ctrl+T",
        ),
    )  # fmt: skip

    def show_statistics(self) -> None:
        port = self.port
        if port.store.scoreboard is None:
            return
        from PySide6.QtWidgets import QMessageBox

        from app.ui.stats_window import StatisticsDialog  # loads when first opened

        dialog = StatisticsDialog(port.store.scoreboard, port.parent)
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.chosen_seed is None:
            return
        match = dialog.chosen_match
        if match.game not in GAME_IDS:
            return
        levels = tuple(s.level or "normal" for s in match.seats if s.level is not None)
        try:
            # The options were stored by an older version, or changed in the file: the
            # game may refuse them now. Say so, and the game in play goes on.
            options = find_game(match.game).options_class.from_mapping(match.options)
            seed = parse_seed(match.seed)
        except (OptionError, TypeError) as exc:
            QMessageBox.information(
                port.parent,
                QCoreApplication.translate("MainWindow", "Tapete"),
                plain(
                    QCoreApplication.translate(
                        "MainWindow",
                        "This match cannot be played again: the options it was played "
                        "with are refused now ({problem}).",
                    ).format(problem=one_line(say(told(exc)), 300))
                ),
            )
            return
        except ValueError as exc:
            QMessageBox.information(
                port.parent,
                QCoreApplication.translate("MainWindow", "Tapete"),
                plain(one_line(say(told(exc)))),
            )
            return
        pace = port.settings().pace_ms
        port.start(
            NewGameSettings(
                options, levels or ("normal",), seed, pace, match.game, practice=match.practice
            )
        )
