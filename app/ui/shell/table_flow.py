"""What is on the table: a new game asked for, chosen on the welcome page or started; a
match under way given up (asked first); the table between deals and what it leads to.
What the window puts on it when it opens is `start_up`'s."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QCoreApplication, QPoint, QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDockWidget

from app.games.registry import find_game
from app.session.seats import default_names
from app.ui.new_game_settings import NewGameSettings
from app.ui.table_module import table_of

#: The preferences that remember the last game started: its id, options and levels.
LAST_GAME, LAST_OPTIONS, LAST_LEVELS = "last/game", "last/options", "last/levels"


class TableFlow:
    """What `window` puts on its table, and when."""

    def __init__(self, window: Any) -> None:
        # `window` is the `MainWindow` (app/ui/main_window.py), not imported: the window
        # imports its shell, never the other way round.
        self.window = window

    def start(self, settings: NewGameSettings | None = None) -> None:
        win = self.window
        for part in win.parts.values():
            part.before_start()
        if settings is not None:
            win.settings = settings
        s = win.settings
        win.use_game(s.game)
        win.controller.pace_ms = s.pace_ms
        win.menus.check_speed(s.pace_ms)
        names = None
        if s.name:  # the person's own name at their seat, the bots' as ever
            person = win.controller.person
            names = default_names(s.options.num_players, person)
            names[person] = s.name
        win.controller.new_game(s.options, s.levels, s.seed, names, s.practice)
        if win.fit.keeps:  # the next start without a game named opens on this one
            win.prefs.setValue(LAST_GAME, s.game)
            win.prefs.setValue(LAST_OPTIONS, json.dumps(s.options.to_json()))
            win.prefs.setValue(LAST_LEVELS, json.dumps(list(s.levels)))

    def ask_new_game(self) -> None:
        from app.ui.new_game import NewGameDialog  # loads when first opened

        win = self.window
        dialog = NewGameDialog(win.settings, win)
        if dialog.exec() == QDialog.DialogCode.Accepted and self.may_abandon():
            win.controller.abandon()
            settings = dialog.settings()
            win.prefs.setValue("name", settings.name)  # offered again next time
            self.start(settings)

    def may_abandon(self) -> bool:
        """Whether the match under way may be given up for another game: asked first
        (Statistics then shows it abandoned); nothing to ask when none is under way."""
        controller = self.window.controller
        if not controller.under_way:
            return True
        from PySide6.QtWidgets import QMessageBox  # the window's boxes load when first asked

        Yes, No = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        answer = QMessageBox.question(
            self.window,
            QCoreApplication.translate("MainWindow", "Abandon this deal?"),
            QCoreApplication.translate(
                "MainWindow",
                "Abandon this deal? The {game} match under way ends here, and Statistics "
                "shows it as abandoned.",
            ).format(game=controller.info.name),
            Yes | No,
            No,
        )
        return answer == Yes

    # ------------------------------------------------------------------ between deals
    def show_scores(self, result) -> None:
        win = self.window
        ctrl = win.controller
        dialog = table_of(ctrl.game_id).result_dialog(ctrl, result, win)
        if not ctrl.match_over:
            dialog.goes_on()
        elif ctrl.match is not None:  # a match played to its end
            dialog.offer_play_again()
        for part in win.parts.values():
            part.after_deal(dialog)
        self._beside_the_table(dialog)
        answer = dialog.exec()
        if answer == dialog.TAKE_BACK:  # practice: the deal goes on from there
            ctrl.take_back_move()
            return
        if answer == dialog.PLAY_AGAIN and not win.closing:
            self.start(self.settings_in_play())  # the same game and bots, new cards
            return
        ctrl.next_deal()  # a no-op unless the match goes on

    def _beside_the_table(self, dialog: QDialog) -> None:
        """Put the score table where it hides the least of the hands laid down face up:
        over a panel open beside the table (the game log), else in the table's bottom
        right corner."""
        win = self.window
        size = dialog.size().expandedTo(dialog.sizeHint())
        docks = [d for d in win.findChildren(QDockWidget) if d.isVisible()]
        beside = docks[0] if docks else win.table
        area = QRect(beside.mapToGlobal(QPoint(0, 0)), beside.size())
        screen = (win.screen() or QGuiApplication.primaryScreen()).availableGeometry()
        x = max(screen.left(), min(area.right() - size.width(), screen.right() - size.width()))
        # Low on the right: the right-hand seat sits at mid-height and the person's hand
        # in the middle of the bottom edge, so that corner is the emptiest.
        y = max(
            screen.top(), min(area.bottom() - size.height() - 8, screen.bottom() - size.height())
        )
        dialog.move(x, y)

    def settings_in_play(self) -> NewGameSettings:
        """The settings of the match on the table (its game, options, bot levels and
        whether it is practice), with this window's pace and name and a new seed: what
        New game offers and Play again deals. The window's settings where no match is
        on the table."""
        session, s = self.window.controller.session, self.window.settings
        if session is None or session.match is None:
            return s
        n, person = session.num_players, session.person
        levels = tuple(
            session.seats[(person + k) % n].level or find_game(session.game.id).default_level
            for k in range(1, n)
        )
        return NewGameSettings(
            session.match.options, levels or ("normal",), pace_ms=s.pace_ms,
            game=session.game.id, name=s.name, practice=session.practice,
        )  # fmt: skip

    def choose_game(self, first: bool = False) -> None:
        """Game > Choose a game (and the first start): the welcome page; a game clicked
        is dealt with its standard rules, after asking about a match under way; "More
        options" opens New game on the game in play. Closed at the first start, the
        game in the settings is dealt."""
        from app.ui.welcome import WelcomeDialog  # loads when first shown

        win = self.window
        dialog = WelcomeDialog(win.art, win, first=first)
        dialog.exec()
        if win.closing:
            return
        if dialog.more:
            if first:
                self.start()
            self.ask_new_game()
            return
        if dialog.chosen is None:
            if first:
                self.start()
            return
        if not first and not self.may_abandon():
            return
        if not first:
            win.controller.abandon()
        s = win.settings
        self.start(NewGameSettings(game=dialog.chosen, pace_ms=s.pace_ms, name=s.name))
