"""At start: the deals a previous session could not record written, damaged files told
about, a saved game offered to continue (or set aside, saying why), else a game dealt:
the welcome page's on the first start, the last one played on later ones."""

from __future__ import annotations

import contextlib
import json
from typing import Any

from PySide6.QtCore import QCoreApplication

from app.core.text import one_line, told
from app.core.words import Words
from app.games.registry import GAME_IDS, find_game
from app.i18n import say
from app.session import DamagedRecord
from app.session.record import must_be
from app.ui.messages import plain
from app.ui.new_game_settings import NewGameSettings
from app.ui.shell.table_flow import LAST_GAME, LAST_LEVELS, LAST_OPTIONS, TableFlow


class StartUp:
    """What `window` puts on its table when it opens (`begin`), through its `flow`."""

    def __init__(self, window: Any, flow: TableFlow) -> None:
        # `window` is the `MainWindow` (app/ui/main_window.py), not imported: the window
        # imports its shell, never the other way round.
        self.window = window
        self.flow = flow

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
            from PySide6.QtWidgets import QMessageBox  # a start with nothing to tell: not loaded

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
            from PySide6.QtWidgets import QMessageBox

            Yes, No = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
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
                win.settings = self.flow.settings_in_play()  # New game offers the game resumed
                return
            if answer == No and self._resume(record):
                win.controller.abandon()  # not left "in progress" in Statistics
        if win.closing:
            return
        if welcome and not win.prefs.contains(LAST_GAME):
            self.flow.choose_game(first=True)
            return
        if welcome:
            win.settings = self.last_settings()
        self.flow.start()

    def _show_saved_game(self, record: dict) -> None:
        """While asked whether to continue it: the window titled with the saved game (a
        game this version knows), none of its buttons shown until its cards are on the
        table."""
        win = self.window
        game = record.get("game")
        if isinstance(game, str) and game in GAME_IDS and win.controller.state is None:
            win.use_game(game)
            win.set_title(game, record.get("practice") is True)

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

    def _tell_bots_changed(self, game: str) -> None:
        """A match resumed with other bots than it began with: the person is told,
        before it goes on with today's."""
        changed = self.window.controller.session.bots_changed
        if changed is None:
            return
        from PySide6.QtWidgets import QMessageBox

        text = QCoreApplication.translate(
            "MainWindow",
            "The computer players of {game} have changed since this match was saved (their "
            "version {then}, now {now}): the match goes on with today's. Tapete's list of "
            "changes says how they play now; Help ▸ How the computer plays says what they "
            "see.",
        ).format(game=find_game(game).name, then=changed[0], now=changed[1])
        QMessageBox.information(
            self.window, QCoreApplication.translate("MainWindow", "Tapete"), text
        )

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
            self._tell_bots_changed(game)
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
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.information(
            win, QCoreApplication.translate("MainWindow", "Tapete"), plain(notice)
        )
        return False
