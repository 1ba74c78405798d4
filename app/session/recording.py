"""A session's finished deals on their way to the scoreboard, and its saved game.

Each finished deal becomes a pending entry of the window's recorder
(`app.storage.recorder`): written at once when the scoreboard can be written, else kept
in memory and in the saved game until it can. The saved game is rewritten after every
action. A fault of either is told once (`Store.fault`), and its end too.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from app.core.engine import Outcome
from app.core.words import Words
from app.session.events import StorageProblem
from app.session.store import Store
from app.storage.paths import StorageError
from app.storage.recorder import entry, match_key
from app.storage.scoreboard import DealRow


class Recording:
    """The scoreboard's rows and the saved game of one session's match."""

    def __init__(self, session: Any, store: Store, tell: Callable[[StorageProblem], None]):
        self.session = session
        self.store = store
        self._tell = tell

    # ------------------------------------------------------------------ faults
    def fault(self, what: str, sentence: Words | str) -> None:
        """Keep what cannot be saved (its Words for the window's banner) and tell it once
        (the event carries its English)."""
        if self.store.fault(what, sentence):
            self._tell(StorageProblem(what, str(sentence)))

    def fixed(self, what: str) -> None:
        if self.store.fixed(what):
            self._tell(StorageProblem(what, ""))

    # ------------------------------------------------------------------ saved game
    def save(self) -> None:
        """The record of the game in progress, with the finished deals not yet on the
        scoreboard. A write that fails is told once and tried again after the next
        action; play goes on."""
        saved, session = self.store.saved, self.session
        if saved is None or session.match is None:
            return
        pending = list(self.store.recorder.pending) if self.store.scoreboard is not None else []
        try:
            if session.match.over:
                if pending:  # nothing left to play, but deals still to record
                    saved.write({"format": 1, "pending": pending})
                else:
                    saved.clear()
            else:
                saved.write(session.record(pending))
        except StorageError as exc:
            self.fault("saved game", exc.sentence)
            return
        self.fixed("saved game")

    # ------------------------------------------------------------------ scoreboard
    def deal_over(self, state: Any, result: Outcome) -> None:
        """Hand the finished deal to the recorder: written now, or kept (in memory and
        in the saved game) until the scoreboard can be written again."""
        if self.store.scoreboard is None:
            return
        match = self.session.match
        replay = state.replay_record().to_json() if state.seed is not None else ""
        row = self.row(state.deal_index, result, replay, self.session.deal_started)
        self.store.recorder.add(
            entry(
                self.key(),
                row,
                list(match.totals),
                match.over,
                list(match.winners) if match.over else None,
                earlier=self.earlier_rows(len(match.results) - 1),
            )
        )  # `add` writes what it can at once
        self.report()

    def abandon(self) -> bool:
        """The match is given up unfinished (the person started another game during a
        deal): marked abandoned on the scoreboard (where it was put when it began), never
        left "in progress"; a fault is told as any other. True when the mark was written."""
        board, session = self.store.scoreboard, self.session
        if board is None or session.match.over:
            return False
        key = self.key()
        try:
            self.store.recorder.flush()  # its finished deals first, if they wait
            found = self.store.recorder.known_id(key, session.match_id)
            if found is None:
                found = board.find_match(key["game"], key["seed"], key["started_at"])
            return found is not None and board.abandon_match(found, time.time())
        except StorageError as exc:
            self.fault("scoreboard", exc.sentence)
            return False

    def withdraw(self, index: int) -> None:
        """A practice deal's end taken back: its row leaves the scoreboard (written or
        still pending), the match's totals go back to what they were before it, and a
        match it had ended is unfinished again. A scoreboard that cannot be written now
        keeps the withdrawal pending, in memory and in the saved game, before whatever
        the deal ends in next: told as any fault, and its end only once all is written."""
        if self.store.scoreboard is None:
            return
        totals = list(self.session.match.totals)
        self.store.recorder.withdraw(self.key(), index, totals)
        self.report()

    def row(self, index: int, result: Outcome, replay: str, started: float) -> DealRow:
        """A deal's row: a game that counts no hand points records its scores there."""
        return DealRow(
            self.session.match_id or 0,
            index,
            tuple(result.scores),
            tuple(result.hand_points or result.scores),
            tuple(result.winners),
            result.ending,
            replay,
            started,
            max(0.0, time.time() - started) if replay else 0.0,
            tuple(result.team_scores),
            self.session.hints.get(index, 0),
        )

    def earlier_rows(self, count: int) -> list[tuple[DealRow, list[int]]]:
        """The match's first `count` deals (no replay: only their results are kept), each
        with the totals after it, for a match the scoreboard has to re-create."""
        session = self.session
        again = session.game.match_class(session.match.options, session.match.seed)
        rows = []
        for index, result in enumerate(session.match.results[:count]):
            again.record(result)
            rows.append((self.row(index, result, "", session.started_at), list(again.totals)))
        return rows

    def key(self) -> dict:
        session = self.session
        return match_key(
            session.match_id,
            session.game.id,
            session.match.options.to_json(),
            session.match.seed,
            session.started_at,
            [(info.name, info.level) for info in session.seats],
            session.match.teams,
            practice=session.practice,
        )

    def attach(self, match_id: int | None, checked: bool = False) -> None:
        """Find the match on the scoreboard, or (re-)create it with the deals played so
        far: a saved game whose match is missing (a damaged scoreboard set aside, say)
        goes on being recorded. `checked`: the saved game knew the match's start time."""
        board, session = self.store.scoreboard, self.session
        if board is None:
            return
        try:
            if match_id is not None and not checked:
                found = board.match_started(match_id, session.game.id, session.match.seed)
                if found is not None:
                    session.started_at = found
            earlier = self.earlier_rows(len(session.match.results))
            session.match_id = self.store.recorder.attach(self.key(), earlier)
        except StorageError as exc:
            self.fault("scoreboard", exc.sentence)
            return
        except ValueError as exc:  # the scoreboard contradicts the match: never the game's fault
            self.store.recorder.dropped.append(f"the match's earlier deals: {exc}")
            return
        self.store.recorder.flush()
        self.report()

    def report(self) -> None:
        """After a flush: tell once what cannot be recorded, or that it works again, and
        learn the match's id if the flush found or created it."""
        recorder = self.store.recorder
        if recorder.problem_words:
            self.fault("scoreboard", recorder.problem_words)
        else:
            self.fixed("scoreboard")
        self.session.match_id = recorder.known_id(self.key(), self.session.match_id)
