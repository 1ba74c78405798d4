"""What is on the table: at start, a saved game continued (or set aside) or a game dealt;
a new game asked for, chosen on the welcome page or started; a match under way given up
(asked first); the table between deals and what it leads to."""

from __future__ import annotations

import contextlib
import json
from typing import Any

from PySide6.QtCore import QCoreApplication, QPoint, QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDockWidget, QMessageBox

from app.core.text import one_line, told
from app.core.words import Words
from app.games.registry import GAME_IDS, find_game
from app.i18n import say
from app.session import DamagedRecord
from app.session.record import must_be
from app.session.seats import default_names
from app.ui.game_ui import ResultDialog, game_ui
from app.ui.messages import plain
from app.ui.new_game import NewGameDialog, NewGameSettings
from app.ui.welcome import WelcomeDialog

#: The preferences that remember the last game started: its id, options and levels.
LAST_GAME, LAST_OPTIONS, LAST_LEVELS = "last/game", "last/options", "last/levels"

Yes, No = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


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
        dialog = game_ui(ctrl.game_id).result_dialog(ctrl, result, win)
        if not ctrl.match_over:
            dialog.goes_on()
        elif ctrl.match is not None:  # a match played to its end
            dialog.offer_play_again()
        for part in win.parts.values():
            part.after_deal(dialog)
        self._beside_the_table(dialog)
        answer = dialog.exec()
        if answer == ResultDialog.TAKE_BACK:  # practice: the deal goes on from there
            ctrl.take_back_move()
            return
        if answer == ResultDialog.PLAY_AGAIN and not win.closing:
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

    # ------------------------------------------------------------------ at start
    def storage_notices(self) -> list[str]:
        """Sentences about damaged files moved aside and pending deals that could not be
        kept (shown once at start), in the interface's language. What cannot be written
        now is the banner's line."""
        store = self.window.store
        stores = (store.scoreboard, store.saved)
        # A scoreboard that only cannot be written now is told by the banner line.
        notices = [
            " ".join(say(sentence) for sentence in s.notice_words)
            for s in stores
            if s is not None and s.notice and s.notice != getattr(s, "problem", None)
        ]
        # What was wrong with the entry is a detail of the file (kept in English, as the
        # system's own error texts are).
        saved = store.saved
        notices += [
            QCoreApplication.translate("MainWindow", "A finished deal kept for the scoreboard in {file} was lost: {problem}").format(
                file=saved.path, problem=say(d)
            )
            if saved is not None
            else QCoreApplication.translate("MainWindow", "A finished deal kept for the scoreboard was lost: {problem}").format(
                problem=say(d)
            )
            for d in store.recorder.dropped
        ]  # fmt: skip
        store.recorder.dropped.clear()
        return notices

    def begin(self, ask: bool = True, welcome: bool = False) -> None:
        """At start: write the deals a previous session could not record, tell about
        damaged files, offer to continue a saved game (continue it unasked when not
        `ask`: started again in another language), or deal. With `welcome` (no game
        named on the command line) a new game is the welcome page's on the first start
        and the last game played on later ones."""
        win = self.window
        store = win.store
        record = store.saved.read() if store.saved else None
        if isinstance(record, dict) and "pending" in record:
            store.recorder.adopt(record.get("pending"))
            store.recorder.flush()
        for notice in self.storage_notices():
            if win.closing:
                return
            QMessageBox.information(
                win,
                QCoreApplication.translate("MainWindow", "Tapete"),
                plain(one_line(notice, 600)),
            )
        problem = store.recorder.problem_words
        if problem and store.fault("scoreboard", problem):
            # As the controller's `storage_fault` tells it, but with the sentence's Words
            # kept for the banner (the signal carries its English).
            win.controller.storageProblem.emit("scoreboard", str(problem))
        if record is not None and "game" not in record:  # only deals to record were kept
            if not store.recorder.pending:
                with contextlib.suppress(OSError):
                    store.saved.clear()
            record = None
        if record is not None:
            self._show_saved_game(record)
            answer = (
                QMessageBox.question(
                    win,
                    QCoreApplication.translate("MainWindow", "Continue?"),
                    self._continue_question(record),
                    Yes | No,
                    Yes,
                )
                if ask
                else Yes
            )
            if win.closing:  # dismissed by a close: the saved game stays as it is
                return
            if answer == Yes and self._resume(record):
                win.settings = self.settings_in_play()  # New game offers the game resumed
                return
            if answer == No and self._resume(record):
                win.controller.abandon()  # not left "in progress" in Statistics
        if win.closing:
            return
        if welcome and not win.prefs.contains(LAST_GAME):
            self.choose_game(first=True)
            return
        if welcome:
            win.settings = self.last_settings()
        self.start()

    def _show_saved_game(self, record: dict) -> None:
        """While asked whether to continue it: the window titled with the saved game (a
        game this version knows), none of its buttons shown until its cards are on the
        table."""
        win = self.window
        game = record.get("game")
        if isinstance(game, str) and game in GAME_IDS and win.controller.state is None:
            win.use_game(game)
            win.set_title(game, record.get("practice") is True)

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

    def last_settings(self) -> NewGameSettings:
        """The settings of the last game started (its game, options and levels), with
        this session's pace and name; the current ones where those are gone or refused."""
        prefs, s = self.window.prefs, self.window.settings
        game = prefs.value(LAST_GAME, "", type=str)
        if game not in GAME_IDS:
            return s
        try:
            data = json.loads(prefs.value(LAST_OPTIONS, "{}", type=str))
            options = find_game(game).options_class.from_mapping(data)
            levels = tuple(json.loads(prefs.value(LAST_LEVELS, "[]", type=str)))
            return NewGameSettings(options, levels or ("normal",), s.seed, s.pace_ms, game, s.name)
        except (ValueError, TypeError):  # a preference file changed by hand, or old
            return NewGameSettings(game=game, seed=s.seed, pace_ms=s.pace_ms, name=s.name)

    def choose_game(self, first: bool = False) -> None:
        """Game > Choose a game (and the first start): the welcome page; a game clicked
        is dealt with its standard rules, after asking about a match under way; "More
        options" opens New game on the game in play. Closed at the first start, the
        game in the settings is dealt."""
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

    def _continue_question(self, record: dict) -> str:
        """The question at the start, naming the saved game: "Continue Scala 40, deal 3
        of the match in progress?" (the bare question where the record does not say)."""
        game, index = record.get("game"), record.get("deal_index")
        if game in GAME_IDS and isinstance(index, int) and not isinstance(index, bool):
            seats = record.get("seats")  # read before it is checked: only what it says
            person = next(
                (
                    k
                    for k, seat in enumerate(seats if isinstance(seats, list) else [])
                    if isinstance(seat, list) and seat[1:2] == [None]
                ),
                None,
            )
            if person is not None and record.get("to_play") == person:
                return QCoreApplication.translate(
                    "MainWindow",
                    "Continue {game}, deal {n} of the match in progress? It is your turn.",
                ).format(game=find_game(game).name, n=index + 1)
            return QCoreApplication.translate(
                "MainWindow", "Continue {game}, deal {n} of the match in progress?"
            ).format(game=find_game(game).name, n=index + 1)
        return QCoreApplication.translate("MainWindow", "Continue the game in progress?")

    def _resume(self, record: dict) -> bool:
        """Continue the saved game, or set its file aside (kept for a bug report, out of
        the way of the next start) and say why; True when the game goes on."""
        win = self.window
        game = record.get("game")
        problem: Words | str
        try:
            if not isinstance(game, str) or game not in GAME_IDS:
                raise must_be(
                    "game",
                    Words("SavedGame", "one of {games}").filled(games=", ".join(GAME_IDS)),
                    game,
                )
            win.use_game(game)
            win.controller.pace_ms = win.settings.pace_ms  # as start() does
            win.controller.restore(record)
            return True
        except DamagedRecord as exc:
            problem = told(exc)  # says why, after "The saved game could not be resumed"
        except Exception as exc:  # noqa: BLE001 - a file must never stop the program
            problem = Words("SavedGame", "it could not be resumed ({error})").filled(
                error=one_line(f"{type(exc).__name__}: {exc}", 300)
            )
        win.controller.close_session()
        win.store.saved.set_aside(problem)
        notice = " ".join(say(sentence) for sentence in win.store.saved.notice_words or [problem])
        QMessageBox.information(
            win, QCoreApplication.translate("MainWindow", "Tapete"), plain(notice)
        )
        return False
