"""A finished deal played again from its replay record (the scoreboard keeps one per
deal): every point of it as one seat knew it, and its log, for Statistics' replay.

Nothing here can see more than the seat does: each point is the seat's `view` just after
that many actions, and the log is told from the same views (app/session/log.py).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from app.core.engine import Replay
from app.core.narration import Narrator
from app.core.text import read_json, told
from app.core.words import Words
from app.games.registry import GameInfo, find_game
from app.session.log import LogLine

#: Why a deal cannot be played again ({why}: what is wrong with its record).
UNREADABLE = Words("Replay", "This deal cannot be played again: {why}")
#: A deal recorded without its actions (kept by an old version, or re-created).
NOT_KEPT = Words("Replay", "only the result of this deal was kept, not its moves")
#: A record whose move at {action} the rules refuse (the file was changed, or the rules).
ILLEGAL = Words("Replay", "its move {action} is refused by the rules now ({why})")


class ReplayProblem(ValueError):
    """What keeps a deal from being played again, in words to show (`words`)."""

    def __init__(self, words: Words) -> None:
        super().__init__(str(words))
        self.words = words


@dataclass(frozen=True)
class DealReplay:
    """Deal `deal_index` of a match, step by step as `seat` knew it: `views[k]` is the
    seat's view just after the deal's first k actions (`views[0]`: as dealt), `lines[k-1]`
    tells action k, `final` is the deal's state at its end (the table's seats and result)."""

    game: GameInfo
    deal_index: int
    seat: int
    views: tuple[Any, ...]
    lines: tuple[LogLine, ...]
    final: Any
    #: The deal's actions, in order (`lines[k].seat` played action k + 1).
    actions: tuple[Any, ...] = ()
    #: `views[k]` with every hidden holding laid face up (the review's "every hand").
    open_views: tuple[Any, ...] = ()
    #: The replay record the deal was rebuilt from (the review's "better move" plays
    #: another move from any point of it).
    record: Replay | None = None

    @property
    def steps(self) -> int:
        """How many actions the deal had: the points run from 0 to `steps`."""
        return len(self.views) - 1

    def view_instead(self, point: int, action: Any, every_hand: bool = False) -> Any:
        """The seat's view had `action` been played in place of the deal's action
        `point` + 1 (the review's better move laid out; `every_hand`: with every hidden
        holding face up, as `open_views`); ValueError when it cannot be played there."""
        if self.record is None or not 0 <= point < self.steps:
            raise ValueError("no such point of the deal")
        options = self.game.options_class.from_mapping(self.record.options)
        state = self.game.deal(options, self.record.seed, **self.record.deal)
        for done in self.actions[:point]:
            state.play(done)
        problem = state.legal(action)
        if problem is not None:
            raise ValueError(str(problem))
        state.play(action)
        return state.open_view(self.seat) if every_hand else state.view(self.seat)

    @classmethod
    def of(cls, game_id: str, replay_json: str, seat: int, names: Sequence[str]) -> DealReplay:
        """The deal of the replay record `replay_json` (a deal row's) as `seat` knew it,
        the seats named `names` (the person, at `seat`, told in the first person);
        ReplayProblem says what keeps it from being played again."""
        try:
            game = find_game(game_id)
            if not replay_json:
                raise ReplayProblem(UNREADABLE.filled(why=NOT_KEPT))
            game.engine_class  # noqa: B018 - its action kinds are known once it is loaded
            replay = Replay.from_json(replay_json)
            if replay.game != game.id:
                raise ValueError(f"it is a deal of {replay.game!r}, not of {game.id!r}")
            options = game.options_class.from_mapping(replay.options)
            state = game.deal(options, replay.seed, **replay.deal)
        except ReplayProblem:
            raise
        except (ValueError, TypeError, KeyError, json.JSONDecodeError) as exc:
            raise ReplayProblem(UNREADABLE.filled(why=told(exc))) from None
        n = state.num_players
        if not 0 <= seat < n or len(names) != n:
            raise ReplayProblem(UNREADABLE.filled(why=f"it has {n} seats, the match {len(names)}"))
        narrator = Narrator(tuple(names), seat)
        views = [state.view(seat)]
        open_views = [state.open_view(seat)]
        lines = []
        for index, action in enumerate(replay.actions, start=1):
            problem = state.legal(action)
            if problem is not None:
                raise ReplayProblem(
                    UNREADABLE.filled(why=ILLEGAL.filled(action=index, why=told(problem)))
                )
            mover, before = state.to_play, views[-1]
            state.play(action)
            views.append(state.view(seat))
            open_views.append(state.open_view(seat))
            said = tuple(game.teller(narrator, mover, action, before, views[-1]))
            lines.append(LogLine(state.deal_index, index, mover, said))
        return cls(
            game, state.deal_index, seat, tuple(views), tuple(lines), state,
            tuple(replay.actions), tuple(open_views), replay,
        )  # fmt: skip


#: A file that is neither a replay record nor a saved game ({why}: what is wrong).
NOT_A_REPLAY = Words("Replay", "{path} is neither a replay record nor a saved game: {why}")
#: A file that cannot be read at all ({why}: the system's reason).
UNREADABLE_FILE = Words("Replay", "{path} cannot be read: {why}")
#: The seats of a replay record, which names none: "Seat 1", "Seat 2"...
SEAT = Words("Replay", "Seat {n}")


def open_replay(path: Any, seat_name: Any = str) -> tuple[DealReplay, list[str | None], list[str]]:
    """The deal of a file `tapete-cli replay` reads, for the review: a replay record (one
    deal, as seat 1 saw it, its seats by number) or a saved game (its deal on the table,
    as the person saw it); with its seats' levels (None: the person) and names
    (`seat_name(words)` says a record's seat word in the reader's language).
    ReplayProblem says what keeps it from opening."""
    from pathlib import Path

    from app.session.record import DamagedRecord
    from app.session.session import MatchSession

    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
        data = read_json(text)
    except UnicodeDecodeError:
        raise ReplayProblem(NOT_A_REPLAY.filled(path=path, why="it is not text")) from None
    except OSError as exc:
        raise ReplayProblem(UNREADABLE_FILE.filled(path=path, why=exc.strerror or exc)) from None
    except (json.JSONDecodeError, RecursionError) as exc:
        raise ReplayProblem(NOT_A_REPLAY.filled(path=path, why=told(exc))) from None
    if isinstance(data, dict) and "seats" in data and "results" in data:
        try:
            session = MatchSession.resume(data)  # no store: nothing is written
        except DamagedRecord as exc:
            raise ReplayProblem(NOT_A_REPLAY.filled(path=path, why=told(exc))) from None
        names = [info.name for info in session.seats]
        replay = _named(
            path,
            lambda: DealReplay.of(
                session.game.id, session.deal.replay_record().to_json(), session.person, names
            ),
        )
        return replay, [info.level for info in session.seats], names
    if not isinstance(data, dict) or not isinstance(data.get("game"), str):
        raise ReplayProblem(NOT_A_REPLAY.filled(path=path, why="it names no game"))
    try:
        game = find_game(data["game"])
        game.engine_class  # noqa: B018 - its action kinds are known once it is loaded
        n = game.options_class.from_mapping(Replay.from_data(data).options).num_players
    except ValueError as exc:
        raise ReplayProblem(NOT_A_REPLAY.filled(path=path, why=told(exc))) from None
    names = [seat_name(SEAT.filled(n=s + 1)) for s in range(n)]
    replay = _named(path, lambda: DealReplay.of(game.id, text, 0, names))
    return replay, [None] + [game.default_level] * (n - 1), names


#: What keeps the deal of a file from being played again ({why}), the file named.
IN_FILE = Words("Replay", "{path}: {why}")


def _named(path: Any, replay: Any) -> DealReplay:
    """`replay()`, its ReplayProblem naming the file `path`."""
    try:
        return replay()
    except ReplayProblem as exc:
        raise ReplayProblem(IN_FILE.filled(path=path, why=exc.words)) from None
