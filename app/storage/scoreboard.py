"""The scoreboard: every match and deal played, in SQLite (DESIGN.md §5).

One file, `scoreboard.sqlite3` in the data folder, in WAL mode with a busy timeout, so two
Tapete windows (or a window and `tapete-cli`) can write at once: SQLite's locking orders
them. The schema is versioned with `PRAGMA user_version`; `MIGRATIONS[i]` takes version
`i` to `i + 1`, each in one transaction.

Layout (version 7):

* `matches` — one row per match: game, options (JSON), seed, started/ended time, when it
  was abandoned, and whether it was played at the practice table (kept apart: never
  counted with the real ones).
* `seats`   — one row per seat of a match: name, bot level (NULL = the person), its team,
  the seat's running match total and whether it won the match (every member of a winning
  team won it).
* `deals`   — one row per finished deal: scores, hand points, winners (JSON), team
  scores (JSON), reason, the deal's replay record, start time, duration and the hints
  the person was shown.
* `puzzles` — one row per puzzle played: its level, its best, what the person placed.

Statistics are SQL queries over these rows plus small Python folds (streaks), never
counters kept by hand. A damaged, unreadable or newer-version file, or one that lacks a
table or a column of its version's schema, is moved aside as it is (with its `-wal`/`-shm`
companions), `notice` says where it went, and a fresh scoreboard is started. A file of an
older version is upgraded, after a byte-for-byte copy of it is kept beside it
(`<name>.schema-<version>-<time>`). A reader (`create=False`, `tapete-cli stats`) writes
nothing, not even an upgrade: it reads an older file through a copy upgraded in memory. A row holding a value that
cannot be read is skipped by every query and named in `skipped`; the rest still shows.

Faults never stop play. A file that cannot be written (a full disk, a read-only folder or
file, a lock held by another program beyond the busy timeout, a data folder path that is
a file) leaves the scoreboard readable where possible, and every write raises a
`ScoreboardUnavailable` (a StorageError) naming what and where; the caller keeps what it
wanted to write and tries again later, when the next write reopens the file. The file is
private to its owner (0600 on POSIX), like the saved game.
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import sqlite3
import threading
import time
from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from app.core.engine import numbered_from_zero
from app.core.options import is_int, is_number
from app.core.words import Words
from app.storage.paths import StorageError, aside, data_dir, keep_copy, move_no_overwrite, os_reason

FILE_NAME = "scoreboard.sqlite3"
BUSY_TIMEOUT_MS = 5000

T = TypeVar("T")

# SQLite's primary result codes that mean "this file is not a sound database".
_SQLITE_CORRUPT = 11
_SQLITE_NOTADB = 26


# --------------------------------------------------------------------------- rows


@dataclass(frozen=True)
class Seat:
    seat: int
    name: str
    level: str | None  # None: the person at the computer; else the bot's level
    team: int | None = None  # left out: a team of its own (numbered like the seat)

    def __post_init__(self) -> None:
        if self.team is None:
            object.__setattr__(self, "team", self.seat)

    @property
    def team_number(self) -> int:
        return self.seat if self.team is None else self.team


@dataclass(frozen=True)
class DealRow:
    match_id: int
    deal_index: int
    scores: tuple[int, ...]
    hand_points: tuple[int, ...]
    winners: tuple[int, ...]
    reason: str
    replay_json: str
    started_at: float
    duration_s: float
    team_scores: tuple[int, ...] = ()  # per team; () for a solo game's seat scores
    hints: int = 0  # hints the person was shown in the deal


@dataclass(frozen=True)
class MatchRow:
    id: int
    game: str
    options: dict
    seats: tuple[Seat, ...]
    seed: str
    started_at: float
    ended_at: float | None  # None while the match is unfinished
    totals: tuple[int, ...] | None  # running totals; None before the first deal
    winners: tuple[int, ...] | None  # None while the match is unfinished
    #: Given up unfinished: the person started another game during one of its deals.
    abandoned: bool = False
    #: Hints the person was shown in its recorded deals.
    hints: int = 0
    #: Played at the practice table: kept apart, never counted with the real matches.
    practice: bool = False

    def seat(self, number: int) -> Seat | None:
        """The seat numbered `number` (looked up, not indexed: numbers come from a file)."""
        return next((s for s in self.seats if s.seat == number), None)

    def partners(self, seat: int) -> tuple[Seat, ...]:
        """The seat's partners in this match (none in a solo game)."""
        own = self.seat(seat)
        if own is None:
            return ()
        return tuple(s for s in self.seats if s.team_number == own.team_number and s.seat != seat)

    @property
    def winning_teams(self) -> frozenset[int]:
        """The teams of the winners (none while the match goes on)."""
        return frozenset(s.team_number for s in self.seats if s.seat in (self.winners or ()))


@dataclass(frozen=True)
class GameStats:
    game: str
    played: int
    won: float  # a team win is a full win for each member; shared by k teams: 1/k
    win_share: float
    best_score: int | None
    average_score: float | None
    current_streak: int
    longest_streak: int
    by_level: dict[str, dict]  # level -> {"played", "won", "win_share"}


# --------------------------------------------------------------------------- schema

_V1 = """
CREATE TABLE matches (
    id         INTEGER PRIMARY KEY,
    game       TEXT NOT NULL,
    options    TEXT NOT NULL,
    seed       TEXT NOT NULL,
    started_at REAL NOT NULL,
    ended_at   REAL
);
CREATE TABLE seats (
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL,
    name     TEXT NOT NULL,
    level    TEXT,
    total    INTEGER NOT NULL DEFAULT 0,
    winner   INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (match_id, seat)
);
CREATE TABLE deals (
    match_id    INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    deal_index  INTEGER NOT NULL,
    scores      TEXT NOT NULL,
    hand_points TEXT NOT NULL,
    winners     TEXT NOT NULL,
    reason      TEXT NOT NULL,
    replay_json TEXT NOT NULL,
    started_at  REAL NOT NULL,
    PRIMARY KEY (match_id, deal_index)
);
"""

_V2 = """
ALTER TABLE deals ADD COLUMN duration_s REAL NOT NULL DEFAULT 0;
CREATE INDEX matches_by_game_end ON matches (game, ended_at);
CREATE INDEX seats_by_level ON seats (level);
"""


# Teams (release 0.2): each seat carries its team, each deal its team scores. Every match
# recorded before was a solo game: a seat is its own team, team scores are seat scores.
_V3 = """
ALTER TABLE seats ADD COLUMN team INTEGER NOT NULL DEFAULT 0;
UPDATE seats SET team = seat;
ALTER TABLE deals ADD COLUMN team_scores TEXT NOT NULL DEFAULT '[]';
UPDATE deals SET team_scores = scores;
"""


def _script(sql: str) -> Callable[[sqlite3.Connection], None]:
    def migrate(conn: sqlite3.Connection) -> None:
        for statement in sql.split(";"):
            if statement.strip():
                conn.execute(statement)

    return migrate


# Abandoned matches (issue 24): when an unfinished match was given up for another game;
# NULL for one finished or still going on (every match recorded before).
_V4 = """
ALTER TABLE matches ADD COLUMN abandoned_at REAL;
"""

# Hints (issue 25): how many hints the person was shown in each deal; 0 for every deal
# recorded before.
_V5 = """
ALTER TABLE deals ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
"""

# Puzzles (issue 25): each puzzle played, its best and what the person placed; the
# ladder of levels is read from them.
_V6 = """
CREATE TABLE puzzles (
    id        INTEGER PRIMARY KEY,
    game      TEXT NOT NULL,
    seed      TEXT NOT NULL,
    level     INTEGER NOT NULL,
    best      INTEGER NOT NULL,
    placed    INTEGER NOT NULL,
    solution_shown INTEGER NOT NULL DEFAULT 0,
    played_at REAL NOT NULL
);
"""

# Practice: a match played at the practice table (moves taken back, every hand shown,
# hints without end) is kept apart from the real ones, never counted with them; every
# match recorded before is a real one.
_V7 = """
ALTER TABLE matches ADD COLUMN practice INTEGER NOT NULL DEFAULT 0;
"""

# MIGRATIONS[i] takes the schema from version i to i + 1 (version 0 is an empty file).
MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [
    _script(_V1),
    _script(_V2),
    _script(_V3),
    _script(_V4),
    _script(_V5),
    _script(_V6),
    _script(_V7),
]
SCHEMA_VERSION = len(MIGRATIONS)


class _Why(Exception):
    """A fault of the file, and why, in a clause a person reads ("it is damaged …")."""

    def __init__(self, why: Words | str) -> None:
        super().__init__(str(why))
        self.why = why


class _Damaged(_Why):
    """The file is not a sound Tapete scoreboard this version can read."""


class _Unopenable(_Why):
    """The file could not be opened at all (permissions, locked for too long, ...)."""


class ScoreboardUnavailable(StorageError):
    """The scoreboard cannot be written now; nothing was changed. Keep the row and retry."""


@functools.cache
def _schema_columns(version: int = SCHEMA_VERSION) -> dict[str, frozenset[str]]:
    """Each table of the schema at `version` and its columns, built by the migrations."""
    conn = sqlite3.connect(":memory:")
    try:
        for step in MIGRATIONS[:version]:
            step(conn)
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        return {t: frozenset(r[1] for r in conn.execute(f"PRAGMA table_info({t})")) for t in tables}
    finally:
        conn.close()


def _schema_problem(conn: sqlite3.Connection, version: int = SCHEMA_VERSION) -> Words | None:
    """What of the schema at `version` the scoreboard lacks (a clause: "it is not a whole
    Tapete scoreboard …"), or None. An older file is asked this before it is migrated: a
    migration must never be what damages it."""
    for table, columns in sorted(_schema_columns(version).items()):
        found = {r[1] for r in conn.execute(f"PRAGMA table_info({table})")}
        if not found:
            return Words(
                "Scoreboard", "it is not a whole Tapete scoreboard (it lacks the table {table})"
            ).filled(table=repr(table))
        missing = sorted(columns - found)
        if missing:
            return Words(
                "Scoreboard", "it is not a whole Tapete scoreboard (it lacks the column {column})"
            ).filled(column=f"{table}.{missing[0]}")
    return None


def _sqlite_reason(exc: BaseException) -> Words | str:
    """Why SQLite could not write (or read), as a person reads it (SQLite's own text
    where it is none of ours)."""
    text = str(exc).lower()
    if isinstance(exc, OSError):
        return os_reason(exc)
    if "full" in text:
        return Words("StorageReason", "the disk is full")
    if "readonly" in text or "read-only" in text:
        return Words("StorageReason", "it is read-only")
    if "locked" in text or "busy" in text:
        return Words(
            "StorageReason", "another program has kept it locked for more than {seconds} seconds"
        ).filled(seconds=f"{BUSY_TIMEOUT_MS / 1000:g}")
    if "disk i/o" in text:
        return Words("StorageReason", "the disk reported an input/output error")
    if "unable to open" in text:
        return Words(
            "StorageReason", "it cannot be opened (its folder is missing, read-only or a file)"
        )
    if "malformed" in text or "not a database" in text:
        return Words("StorageReason", "it is damaged")
    return str(exc)


# --------------------------------------------------------------------------- scoreboard


def default_path() -> Path:
    """The scoreboard file in the data folder (the folder is not created)."""
    return data_dir(create=False) / FILE_NAME


class Scoreboard:
    """The saved history of matches. Safe to share between threads of one process."""

    def __init__(
        self,
        path: Path | None = None,
        create: bool = True,
        lower_is_better: Collection[str] = (),
    ) -> None:
        """Open (or, with `create`, start) the scoreboard at `path`; never raises for a
        fault of the file: see `notice`, `writable` and `problem`.

        `lower_is_better`: the games whose scores are penalty points (the caller knows
        the games: storage knows none). It decides the default winners of
        `record_deal` and what `GameStats.best_score` means; other games count higher
        as better."""
        self.lower_is_better = frozenset(lower_is_better)
        self.path = Path(path).absolute() if path is not None else data_dir() / FILE_NAME
        #: What became of the file at start (moved aside, left as it is, cannot be written),
        #: whole sentences for the interface; their English is `notice`.
        self.notice_words: list[Words | str] = []
        #: Why writing fails now (one sentence, for the interface; its English is
        #: `problem`), or None while writes work.
        self.problem_words: Words | str | None = None
        #: Rows the last reads skipped because a value in them could not be read.
        self.skipped: dict[tuple[str, int], str] = {}
        self._create = create
        #: The copy of an older file kept byte for byte before this version upgraded it.
        self.upgraded_from: Path | None = None
        #: Whether queries read the file (False: it could not be opened at all, and the
        #: scoreboard shows nothing until it can).
        self.reads_file = True
        self._lock = threading.RLock()
        self._conn = self._open()

    @property
    def notice(self) -> str | None:
        """What became of the file at start, in English, or None."""
        return " ".join(str(w) for w in self.notice_words) or None

    @property
    def problem(self) -> str | None:
        """Why writing fails now, in English, or None while writes work."""
        return None if self.problem_words is None else str(self.problem_words)

    @property
    def writable(self) -> bool:
        return self.problem_words is None

    # ------------------------------------------------------------------ opening
    def _open(self) -> sqlite3.Connection:
        if not self._create:
            return self._open_to_read()
        try:
            return self._connect(self.path)
        except _Damaged as problem:
            try:
                moved = self._move_aside()
            except OSError as exc:
                return self._degraded(
                    Words("Scoreboard", "{why}, and it could not be moved aside ({reason})").filled(
                        why=problem.why, reason=os_reason(exc)
                    ),
                    readable=False,
                )
            self.notice_words = [
                Words(
                    "Scoreboard",
                    "The scoreboard file could not be used, so it was moved to {place} and a new "
                    "scoreboard was started: {why}.",
                ).filled(place=moved, why=problem.why)
            ]
            try:
                return self._connect(self.path)
            except (_Damaged, _Unopenable) as exc:
                return self._degraded(
                    Words("Scoreboard", "a new one could not be started ({reason})").filled(
                        reason=exc.why
                    ),
                    keep_notice=True,
                )
        except _Unopenable as exc:
            return self._degraded(exc.why)

    def _open_to_read(self) -> sqlite3.Connection:
        """A reader (`tapete-cli stats`) changes nothing in the file, not even to upgrade
        it: the file is opened read-only, and an older one is read through a copy in
        memory that is upgraded there. A damaged file is reported and left as it is,
        for the table to set aside; every write raises ScoreboardUnavailable."""
        self.problem_words = Words(
            "Scoreboard", "The scoreboard {place} is open to be read only."
        ).filled(place=self.path)
        try:
            if not self.path.exists():
                raise _Unopenable(_no_file(self.path))
            _inspect(self.path)
            conn = _read_only(self.path)
            if conn is not None:
                return conn
            raise _Unopenable(Words("StorageReason", "it cannot be opened"))
        except _Damaged as problem:
            self.notice_words = [
                Words(
                    "Scoreboard",
                    "The scoreboard file {place} cannot be read, and it was left as it is: {why}.",
                ).filled(place=self.path, why=problem.why)
            ]
        except _Unopenable as exc:
            self.notice_words = [_cannot_read(self.path, exc.why)]
        return self._nothing()

    def _nothing(self) -> sqlite3.Connection:
        """An empty scoreboard in memory: what is shown while the file cannot be read."""
        self.reads_file = False
        conn = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
        conn.execute("PRAGMA foreign_keys = ON")
        self._migrate(conn)
        return conn

    def _degraded(
        self, why: Words | str, keep_notice: bool = False, readable: bool = True
    ) -> sqlite3.Connection:
        """Go on without writing: read the file as it is if possible, else show nothing;
        every write raises ScoreboardUnavailable (and first tries the file again)."""
        self.problem_words = self._cannot_write(why)
        kept = self.notice_words if keep_notice else []
        self.notice_words = [*kept, self.problem_words]
        if readable and self.path.is_file():
            conn = _read_only(self.path)
            if conn is not None:
                return conn
        return self._nothing()

    def _cannot_write(self, why: Words | str) -> Words:
        return Words(
            "Scoreboard",
            "The scoreboard {place} cannot be written: {reason}. Finished deals are kept and "
            "will be written when it works again.",
        ).filled(place=self.path, reason=why)

    def _connect(self, path: Path) -> sqlite3.Connection:
        try:
            if self._create:
                path.parent.mkdir(parents=True, exist_ok=True)
            if path.exists():
                _inspect(path)
                _check_writable(path)
                _make_private(path)
            elif not self._create:
                raise _Unopenable(_no_file(path))
            else:
                with contextlib.suppress(FileExistsError):  # another Tapete made it just now
                    os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
        except OSError as exc:
            raise _Unopenable(os_reason(exc)) from exc
        try:
            conn = sqlite3.connect(
                path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None, check_same_thread=False
            )
        except sqlite3.Error as exc:
            raise _Unopenable(_sqlite_reason(exc)) from exc
        try:
            conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            conn.execute("PRAGMA foreign_keys = ON")
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if 0 < version < SCHEMA_VERSION:
                # An older file: a byte-for-byte copy is kept before anything in it
                # changes (under the write lock), then it is upgraded, then switched to
                # WAL if it was not. A file that cannot be written gets no copy.
                self._migrate(conn, before=lambda old: self._keep_a_copy(path, old))
            _use_wal(conn)
            self._migrate(conn)
            missing = _schema_problem(conn)
        except _Unopenable:
            conn.close()
            raise
        except OSError as exc:  # the copy could not be kept: nothing was changed
            conn.close()
            raise _Unopenable(
                Words(
                    "Scoreboard",
                    "it must be upgraded for this version, and its copy as it was cannot be kept "
                    "({reason})",
                ).filled(reason=os_reason(exc))
            ) from exc
        except sqlite3.Error as exc:
            conn.close()
            if _is_damage(exc):
                raise _Damaged(_unreadable(exc)) from exc
            raise _Unopenable(_sqlite_reason(exc)) from exc
        if missing:
            conn.close()
            raise _Damaged(missing)
        return conn

    def _reopen(self) -> None:
        """After a fault: try the file again; `problem` says whether it works now."""
        if self.problem_words is None or not self._create:  # a reader never writes
            return
        notice = self.notice_words
        try:
            conn = self._connect(self.path)
        except (_Damaged, _Unopenable):
            return
        finally:
            self.notice_words = notice
        old, self._conn, self.problem_words, self.reads_file = self._conn, conn, None, True
        with contextlib.suppress(sqlite3.Error):
            old.close()

    def _write(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run `work` in one write transaction, or raise ScoreboardUnavailable."""
        with self._lock:
            if not self._create:
                raise ScoreboardUnavailable(
                    self.problem_words
                    or Words(
                        "Scoreboard", "The scoreboard {place} is open to be read only."
                    ).filled(place=self.path)
                )
            self._reopen()
            if self.problem_words is not None:
                raise ScoreboardUnavailable(self.problem_words)
            try:
                with _transaction(self._conn) as conn:
                    return work(conn)
            except sqlite3.IntegrityError:
                raise
            except sqlite3.Error as exc:
                self.problem_words = self._cannot_write(_sqlite_reason(exc))
                raise ScoreboardUnavailable(self.problem_words) from exc

    def _read(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run a query, or raise ScoreboardUnavailable naming why it cannot be read."""
        with self._lock:
            try:
                return work(self._conn)
            except sqlite3.Error as exc:
                raise ScoreboardUnavailable(_cannot_read(self.path, _sqlite_reason(exc))) from exc

    def _keep_a_copy(self, path: Path, version: int) -> None:
        """Copy the scoreboard file (and its write-ahead log) byte for byte beside it
        before this version upgrades it from schema `version`: what an older Tapete wrote
        can always be had back as it was. Raises OSError (nothing is upgraded then)."""
        self.upgraded_from = keep_copy(path, f"schema-{version}", companions=("-wal",))

    @staticmethod
    def _migrate(conn: sqlite3.Connection, before: Callable[[int], None] | None = None) -> None:
        """Bring the schema to SCHEMA_VERSION in one transaction; `before(version)` is
        called under its write lock first when a file of an older schema is upgraded."""
        if conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION:
            return
        with _transaction(conn):
            # Read again under the write lock: another process may have migrated meanwhile.
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if before is not None and 0 < version < SCHEMA_VERSION:
                before(version)
            for step in range(version, SCHEMA_VERSION):
                MIGRATIONS[step](conn)
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    def _move_aside(self) -> Path:
        moved = aside(self.path)
        for suffix in ("-wal", "-shm", "-journal"):
            companion = self.path.with_name(self.path.name + suffix)
            if companion.exists():
                target = moved.with_name(moved.name + suffix)
                if not move_no_overwrite(companion, target):
                    aside(companion)
        return moved

    # ------------------------------------------------------------------ writing
    def start_match(
        self,
        game: str,
        options: dict,
        seats: Sequence[Seat],
        seed: str | int,
        started_at: float | None = None,
        *,
        practice: bool = False,
    ) -> int:
        """Record a new match and its seats; returns the match id. `practice`: played
        at the practice table (kept apart from the real matches)."""
        problem = seats_problem(seats)
        if problem:
            raise ValueError(problem)
        when = time.time() if started_at is None else float(started_at)
        options_json = json.dumps(dict(options), sort_keys=True)

        def insert(conn: sqlite3.Connection) -> int:
            cur = conn.execute(
                "INSERT INTO matches (game, options, seed, started_at, practice) "
                "VALUES (?, ?, ?, ?, ?)",
                (game, options_json, str(seed), when, int(bool(practice))),
            )
            match_id = int(cur.lastrowid)
            conn.executemany(
                "INSERT INTO seats (match_id, seat, name, level, team) VALUES (?, ?, ?, ?, ?)",
                [(match_id, s.seat, s.name, s.level, s.team_number) for s in seats],
            )
            return match_id

        return self._write(insert)

    def mend_seats(self, match_id: int, seats: Sequence[Seat]) -> bool:
        """Make the seat rows of the unfinished match `match_id` be `seats` (its saved
        game's, which a deal being recorded comes with); True if a row had to change.

        A seat row lost, added or changed by hand (a seat missing, a seat 7 of four, a
        team of -5) would make every deal of the match contradict the scoreboard and be
        lost; the saved game knows the seats, so they are written again. Each kept row
        keeps its running total (the next deal sets them all). A finished match is left
        as it is: its rows are history, not a game in progress.
        """
        problem = seats_problem(seats)
        if problem:
            raise ValueError(problem)
        wanted = {(s.seat, s.name, s.level, s.team_number) for s in seats}

        def rows(conn: sqlite3.Connection) -> tuple[bool, set]:
            unfinished = conn.execute(
                "SELECT 1 FROM matches WHERE id = ? AND ended_at IS NULL", (match_id,)
            ).fetchone()
            have = conn.execute(
                "SELECT seat, name, level, team FROM seats WHERE match_id = ?", (match_id,)
            ).fetchall()
            return unfinished is not None, set(have)

        unfinished, have = self._read(rows)
        if not unfinished or have == wanted:
            return False

        def mend(conn: sqlite3.Connection) -> None:
            conn.execute(
                "DELETE FROM seats WHERE match_id = ? AND (typeof(seat) != 'integer' "
                f"OR seat NOT IN ({','.join('?' * len(seats))}))",
                (match_id, *(s.seat for s in seats)),
            )
            for s in seats:
                conn.execute(
                    "INSERT INTO seats (match_id, seat, name, level, team) VALUES (?, ?, ?, ?, ?) "
                    "ON CONFLICT (match_id, seat) DO UPDATE SET name = excluded.name, "
                    "level = excluded.level, team = excluded.team, winner = 0, total = "
                    "CASE WHEN typeof(total) = 'integer' THEN total ELSE 0 END",
                    (match_id, s.seat, s.name, s.level, s.team_number),
                )

        self._write(mend)
        return True

    def find_match(
        self, game: str, seed: str | int, started_at: float, match_id: int | None = None
    ) -> int | None:
        """The id of the unfinished or finished match `game` with this seed that started
        at `started_at` (a saved game's match), preferring `match_id`; None if missing."""

        def look(conn: sqlite3.Connection) -> int | None:
            rows = conn.execute(
                "SELECT id FROM matches WHERE game = ? AND seed = ? AND started_at = ? ORDER BY id",
                (game, str(seed), float(started_at)),
            ).fetchall()
            ids = [r[0] for r in rows]
            if match_id in ids:
                return match_id
            return ids[0] if ids else None

        return self._read(look)

    def match_started(self, match_id: int, game: str, seed: str | int) -> float | None:
        """When match `match_id` started, if it is an unfinished match of `game` with this
        seed (what an older saved game, which kept only the id, can be checked by)."""
        row = self._read(
            lambda conn: conn.execute(
                "SELECT started_at FROM matches WHERE id = ? AND game = ? AND seed = ? "
                "AND ended_at IS NULL",
                (match_id, game, str(seed)),
            ).fetchone()
        )
        return float(row[0]) if row is not None and is_number(row[0]) else None

    def abandon_match(self, match_id: int, at: float) -> bool:
        """Mark the unfinished match `match_id` abandoned at `at` (the person started
        another game during it); False when there is no such unfinished match."""

        def mark(conn: sqlite3.Connection) -> bool:
            done = conn.execute(
                "UPDATE matches SET abandoned_at = ? "
                "WHERE id = ? AND ended_at IS NULL AND abandoned_at IS NULL",
                (float(at), int(match_id)),
            )
            return done.rowcount == 1

        return self._write(mark)

    def record_puzzle(
        self,
        game: str,
        seed: str,
        level: int,
        best: int,
        placed: int,
        at: float,
        solution_shown: bool = False,
    ) -> None:
        """A puzzle played: its level, its best and the cards the person placed (a
        puzzle whose solution was shown is kept, and counts as not solved)."""

        def insert(conn: sqlite3.Connection) -> None:
            conn.execute(
                "INSERT INTO puzzles (game, seed, level, best, placed, solution_shown, "
                "played_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (game, str(seed), int(level), int(best), int(placed), int(solution_shown),
                 float(at)),
            )  # fmt: skip

        self._write(insert)

    def puzzle_ladder(self, game: str) -> dict[int, tuple[int, int]]:
        """Per level of `game`'s puzzles: (played, solved), solved meaning the best placed
        without the solution shown (rows that cannot be read are left out)."""
        rows = self._read(
            lambda conn: conn.execute(
                "SELECT level, count(*), sum(placed >= best AND NOT solution_shown) "
                "FROM puzzles WHERE game = ? AND typeof(level) = 'integer' "
                "GROUP BY level ORDER BY level",
                (game,),
            ).fetchall()
        )
        return {level: (played, solved or 0) for level, played, solved in rows}

    def recorded_deals(self, match_id: int) -> set[int]:
        """The deal indices of a match already on the scoreboard."""
        return self._read(
            lambda conn: {
                r[0]
                for r in conn.execute(
                    "SELECT deal_index FROM deals WHERE match_id = ?", (match_id,)
                )
            }
        )

    def record_deal(
        self,
        row: DealRow,
        totals: Sequence[int],
        over: bool,
        winners: Sequence[int] | None = None,
    ) -> None:
        """One transaction: add the deal, set the running totals; if `over`, end the match.

        `winners` defaults to the seats with the best total when the match is over.
        The match ends at the end of its last deal (`started_at + duration_s`). A deal
        already recorded (the same match and deal index) is left as it is: recording is
        idempotent, so a write retried after a fault never counts a deal twice.
        """
        totals = tuple(int(t) for t in totals)

        def record(conn: sqlite3.Connection) -> None:
            found = conn.execute(
                "SELECT m.game, m.ended_at, count(s.seat) FROM matches m "
                "LEFT JOIN seats s ON s.match_id = m.id WHERE m.id = ? GROUP BY m.id",
                (row.match_id,),
            ).fetchone()
            if found is None:
                raise ValueError(f"no match {row.match_id} on the scoreboard")
            if conn.execute(
                "SELECT 1 FROM deals WHERE match_id = ? AND deal_index = ?",
                (row.match_id, row.deal_index),
            ).fetchone():
                return
            game, ended_at, n_seats = found
            if ended_at is not None:
                raise ValueError(f"match {row.match_id} is already over")
            if len(totals) != n_seats:
                raise ValueError(f"{len(totals)} totals for a match of {n_seats} seats")
            self._insert_deal(conn, row)
            self._update_match(conn, row, game in self.lower_is_better, totals, over, winners)

        self._write(record)

    @staticmethod
    def _insert_deal(conn: sqlite3.Connection, row: DealRow) -> None:
        conn.execute(
            "INSERT INTO deals (match_id, deal_index, scores, hand_points, winners, team_scores, "
            "reason, replay_json, started_at, duration_s, hints) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                row.match_id,
                row.deal_index,
                _ints_json(row.scores),
                _ints_json(row.hand_points),
                _ints_json(row.winners),
                _ints_json(row.team_scores or _team_sums(conn, row.match_id, row.scores)),
                row.reason,
                row.replay_json,
                float(row.started_at),
                float(row.duration_s),
                max(0, int(row.hints)),
            ),
        )

    @staticmethod
    def _update_match(
        conn: sqlite3.Connection,
        row: DealRow,
        lower_is_better: bool,
        totals: tuple[int, ...],
        over: bool,
        winners: Sequence[int] | None,
    ) -> None:
        conn.executemany(
            "UPDATE seats SET total = ? WHERE match_id = ? AND seat = ?",
            [(total, row.match_id, seat) for seat, total in enumerate(totals)],
        )
        if not over:
            return
        if winners is None:
            best = min(totals) if lower_is_better else max(totals)
            winners = [seat for seat, t in enumerate(totals) if t == best]
        bad = [w for w in winners if not 0 <= w < len(totals)]
        if bad:
            raise ValueError(f"winners {bad} are not seats of match {row.match_id}")
        # A team's win is each member's: every seat of a winning seat's team won.
        conn.executemany(
            "UPDATE seats SET winner = 1 WHERE match_id = ? AND team = "
            "(SELECT team FROM seats WHERE match_id = ? AND seat = ?)",
            [(row.match_id, row.match_id, w) for w in winners],
        )
        conn.execute(
            "UPDATE matches SET ended_at = ? WHERE id = ?",
            (float(row.started_at) + float(row.duration_s), row.match_id),
        )

    def withdraw_deal(self, match_id: int, deal_index: int, totals: Sequence[int]) -> bool:
        """One transaction: take the last recorded deal `deal_index` of match `match_id`
        back off the scoreboard (a practice match whose move that ended the deal was
        taken back). Its row is deleted, the seats' running totals become `totals` (those
        before that deal), and the match is unfinished again: no seat won it, it has not
        ended. True when a deal row was deleted, False when there was none (nothing
        changes). A ValueError for a deal that is not the match's last, totals that are
        not one per seat, or a match the scoreboard does not have."""
        totals = tuple(int(t) for t in totals)

        def withdraw(conn: sqlite3.Connection) -> bool:
            found = conn.execute(
                "SELECT count(s.seat) FROM matches m LEFT JOIN seats s ON s.match_id = m.id "
                "WHERE m.id = ? GROUP BY m.id",
                (int(match_id),),
            ).fetchone()
            if found is None:
                raise ValueError(f"no match {match_id} on the scoreboard")
            later = conn.execute(
                "SELECT count(*) FROM deals WHERE match_id = ? AND deal_index > ?",
                (int(match_id), int(deal_index)),
            ).fetchone()[0]
            if later:
                raise ValueError(
                    f"deal {deal_index} is not the last recorded deal of match {match_id}"
                )
            if len(totals) != found[0]:
                raise ValueError(f"{len(totals)} totals for a match of {found[0]} seats")
            deleted = conn.execute(
                "DELETE FROM deals WHERE match_id = ? AND deal_index = ?",
                (int(match_id), int(deal_index)),
            ).rowcount
            if not deleted:
                return False
            conn.executemany(
                "UPDATE seats SET total = ? WHERE match_id = ? AND seat = ?",
                [(total, int(match_id), seat) for seat, total in enumerate(totals)],
            )
            conn.execute("UPDATE seats SET winner = 0 WHERE match_id = ?", (int(match_id),))
            conn.execute("UPDATE matches SET ended_at = NULL WHERE id = ?", (int(match_id),))
            return True

        return self._write(withdraw)

    def reset(self) -> None:
        """Delete every match and deal (the caller has asked the person first)."""

        def delete(conn: sqlite3.Connection) -> None:
            conn.execute("DELETE FROM deals")
            conn.execute("DELETE FROM seats")
            conn.execute("DELETE FROM matches")
            conn.execute("DELETE FROM puzzles")

        self._write(delete)

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    def __enter__(self) -> Scoreboard:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------------ reading
    def _skip(self, key: tuple[str, int], what: str) -> None:
        self.skipped[key] = what

    def matches(
        self, game: str | None = None, limit: int = 200, practice: bool = False
    ) -> list[MatchRow]:
        """Matches, newest first, finished and unfinished, of one kind: the real ones,
        or with `practice` those of the practice table (unreadable ones skipped; one
        whose kind cannot be read is of neither)."""
        # A kind that cannot be read is fetched to be named in `skipped`, never shown.
        where = f"WHERE (practice = ? OR NOT ({self._KNOWN_KIND}))"
        params: list = [int(bool(practice))]
        if game is not None:
            where += " AND game = ?"
            params.append(game)

        def query(conn: sqlite3.Connection) -> tuple[list, dict[int, list]]:
            rows = conn.execute(
                "SELECT id, game, options, seed, started_at, ended_at, "
                "(SELECT count(*) FROM deals d WHERE d.match_id = m.id), abandoned_at, "
                "(SELECT coalesce(sum(d.hints), 0) FROM deals d WHERE d.match_id = m.id), "
                "practice "
                f"FROM matches m {where} ORDER BY started_at DESC, id DESC LIMIT ?",
                [*params, int(limit)],
            ).fetchall()
            seats: dict[int, list] = {}
            if rows:
                ids = [r[0] for r in rows]
                marks = ",".join("?" * len(ids))
                for seat_row in conn.execute(
                    "SELECT match_id, seat, name, level, total, winner, team FROM seats "
                    f"WHERE match_id IN ({marks}) ORDER BY match_id, seat",
                    ids,
                ):
                    seats.setdefault(seat_row[0], []).append(seat_row[1:])
            return rows, seats

        rows, seat_rows = self._read(query)
        result = []
        for row in rows:
            match = self._match_row(row, seat_rows.get(row[0], []))
            if match is not None:
                result.append(match)
        return result

    def _match_row(self, row: tuple, seat_rows: list) -> MatchRow | None:
        (match_id, game_id, options, seed, started_at, ended_at, n_deals, abandoned_at, hints,
         practice) = row  # fmt: skip
        what = None
        try:
            options = json.loads(options) if isinstance(options, str) else None
        except (ValueError, RecursionError):
            options = None
        if not isinstance(game_id, str):
            what = "its game is not readable"
        elif not isinstance(options, dict):
            what = "its options are not readable"
        elif not is_number(started_at) or not (ended_at is None or is_number(ended_at)):
            what = "its start or end time is not readable"
        elif not isinstance(seed, str | int) or isinstance(seed, bool):
            what = "its seed is not readable"
        elif not is_int(practice) or practice not in (0, 1):
            what = "whether it is a practice match is not readable"
        match_seats = []
        for seat, name, level, total, winner, team in seat_rows:
            if what is not None:
                break
            if not (
                is_int(seat)
                and isinstance(name, str)
                and (level is None or isinstance(level, str))
                and is_int(total)
                and is_int(winner)
                and is_int(team)
            ):
                what = f"seat {seat!r} is not readable"
            match_seats.append((Seat(seat, name, level, team), total, winner))
        if what is None and [s.seat for s, _, _ in match_seats] != list(range(len(match_seats))):
            what = "its seats are not numbered 0 to n-1"
        if what is None and not numbered_from_zero([s.team_number for s, _, _ in match_seats]):
            what = "its teams are not numbered 0 to k-1"
        if what is not None:
            self._skip(("match", match_id), f"match {match_id}: {what}")
            return None
        return MatchRow(
            id=match_id,
            game=game_id,
            options=options,
            seats=tuple(s for s, _, _ in match_seats),
            seed=str(seed),
            started_at=float(started_at),
            ended_at=None if ended_at is None else float(ended_at),
            totals=tuple(t for _, t, _ in match_seats) if n_deals else None,
            winners=(
                tuple(s.seat for s, _, w in match_seats if w) if ended_at is not None else None
            ),
            abandoned=ended_at is None and abandoned_at is not None,
            hints=hints if is_int(hints) and hints > 0 else 0,
            practice=practice == 1,
        )

    def deals(self, match_id: int) -> list[DealRow]:
        """The deals of one match, in the order they were played (unreadable ones
        skipped and named in `skipped`)."""
        rows = self._read(
            lambda conn: conn.execute(
                "SELECT match_id, deal_index, scores, hand_points, winners, reason, "
                "replay_json, started_at, duration_s, team_scores, hints FROM deals "
                "WHERE match_id = ? "
                "ORDER BY deal_index",
                (match_id,),
            ).fetchall()
        )
        result = []
        for m, i, scores, points, winners, reason, replay, started, duration, teams, hints in rows:
            try:
                if not (
                    is_int(i)
                    and isinstance(reason, str)
                    and isinstance(replay, str)
                    and is_number(started)
                    and is_number(duration)
                ):
                    raise ValueError
                result.append(
                    DealRow(
                        match_id=m,
                        deal_index=i,
                        scores=_ints(scores),
                        hand_points=_ints(points),
                        winners=_ints(winners),
                        reason=reason,
                        replay_json=replay,
                        started_at=float(started),
                        duration_s=float(duration),
                        team_scores=_ints(teams),
                        hints=hints if is_int(hints) and hints > 0 else 0,
                    )
                )
            except (ValueError, TypeError, RecursionError):
                self._skip(("deal", hash((m, i))), f"deal {i!r} of match {m}: it is not readable")
        return result

    # The person's result in every finished match of one kind (`:practice`, 0 or 1) whose
    # rows are all readable: total and win fraction (a team's win is a full win for each
    # member; shared by k teams: 1/k).
    # A match with an unreadable value, or whose seats or teams do not run 0 to n-1, is
    # left out (and named by _UNREADABLE) so that the rest of the statistics still show.
    #: A match's kind as written (0: real, 1: practice), not a value that cannot be read.
    _KNOWN_KIND = "typeof(practice) = 'integer' AND practice IN (0, 1)"
    _READABLE = """
        typeof(m.game) = 'text' AND typeof(m.ended_at) IN ('real', 'integer')
        AND typeof(m.practice) = 'integer' AND m.practice IN (0, 1)
        AND NOT EXISTS (SELECT 1 FROM seats b WHERE b.match_id = m.id AND NOT (
            typeof(b.seat) = 'integer' AND typeof(b.total) = 'integer'
            AND typeof(b.winner) = 'integer' AND typeof(b.name) = 'text'
            AND typeof(b.team) = 'integer' AND (b.level IS NULL OR typeof(b.level) = 'text')))
        AND (SELECT min(c.seat) = 0 AND max(c.seat) = count(*) - 1 AND min(c.team) = 0
                    AND max(c.team) = count(DISTINCT c.team) - 1
             FROM seats c WHERE c.match_id = m.id)
    """
    _RESULTS = f"""
        SELECT m.id AS match_id, m.game AS game, m.ended_at AS ended_at, p.total AS total,
               CASE WHEN p.winner THEN 1.0 / (SELECT count(DISTINCT w.team) FROM seats w
                                              WHERE w.match_id = m.id AND w.winner)
                    ELSE 0.0 END AS won
        FROM matches m JOIN seats p ON p.match_id = m.id AND p.level IS NULL
        WHERE m.ended_at IS NOT NULL AND m.practice = :practice AND {_READABLE}
    """
    _UNREADABLE = f"""
        SELECT m.id FROM matches m WHERE m.ended_at IS NOT NULL AND NOT ({_READABLE})
        ORDER BY m.id
    """

    def stats(self, practice: bool = False) -> dict[str, GameStats]:
        """Per game, the person's record over finished matches of one kind: the real
        ones, or with `practice` those of the practice table, never both (matches without
        the person, e.g. bot-against-bot runs, do not count; unreadable ones are skipped)."""
        kind = {"practice": int(bool(practice))}

        def query(conn: sqlite3.Connection) -> tuple[list, list, list, list]:
            totals = conn.execute(
                f"SELECT game, count(*), sum(won), max(total), min(total), avg(total) "
                f"FROM ({self._RESULTS}) GROUP BY game ORDER BY game",
                kind,
            ).fetchall()
            sequence = conn.execute(
                f"SELECT game, won FROM ({self._RESULTS}) ORDER BY game, ended_at, match_id",
                kind,
            ).fetchall()
            levels = conn.execute(
                f"SELECT r.game, o.level, count(*), sum(r.won) FROM ({self._RESULTS}) r "
                "JOIN (SELECT DISTINCT match_id, level FROM seats WHERE level IS NOT NULL) o "
                "ON o.match_id = r.match_id GROUP BY r.game, o.level ORDER BY r.game, o.level",
                kind,
            ).fetchall()
            bad = conn.execute(self._UNREADABLE).fetchall()
            return totals, sequence, levels, bad

        totals, sequence, levels, bad = self._read(query)
        for (match_id,) in bad:
            self._skip(("match", match_id), f"match {match_id}: a value in it is not readable")
        streaks: dict[str, tuple[int, int]] = {}
        for game, won in sequence:
            current, longest = streaks.get(game, (0, 0))
            current = current + 1 if won > 0 else 0
            streaks[game] = (current, max(longest, current))
        by_level: dict[str, dict[str, dict]] = {}
        for game, level, played, won in levels:
            by_level.setdefault(game, {})[level] = {
                "played": played,
                "won": won,
                "win_share": won / played,
            }
        result = {}
        for game, played, won, high, low, average in totals:
            current, longest = streaks.get(game, (0, 0))
            result[game] = GameStats(
                game=game,
                played=played,
                won=won,
                win_share=won / played,
                best_score=low if game in self.lower_is_better else high,
                average_score=average,
                current_streak=current,
                longest_streak=longest,
                by_level=by_level.get(game, {}),
            )
        return result

    def scores_over_time(self, game: str, practice: bool = False) -> list[tuple[float, int]]:
        """(ended_at, the person's total) of each finished match of `game` of one kind
        (the real ones, or with `practice` those of the practice table), oldest first."""
        rows = self._read(
            lambda conn: conn.execute(
                f"SELECT ended_at, total FROM ({self._RESULTS}) WHERE game = :game "
                "ORDER BY ended_at, match_id",
                {"game": game, "practice": int(bool(practice))},
            ).fetchall()
        )
        return [(float(ended), int(total)) for ended, total in rows]


# --------------------------------------------------------------------------- helpers


@contextlib.contextmanager
def _transaction(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on any exception.

    IMMEDIATE takes the write lock up front, so a writer waits (busy_timeout) instead of
    failing when it would have to upgrade a read lock another writer is racing for.
    """
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise


def _inspect(path: Path) -> None:
    """Raise _Damaged if the file at `path` is not a sound scoreboard this version reads.

    The header is checked in Python first; the rest on a read-only connection: closing a
    writable connection lets SQLite remove (or checkpoint into the file) the `-wal`/`-shm`
    companions, and a damaged file and its write-ahead log must be kept exactly as they
    were. (Only `-shm`, SQLite's rebuildable index of the log, may be refreshed by a
    read-only reader when a log is present.)
    """
    try:
        with open(path, "rb") as handle:
            header = handle.read(100)
    except OSError as exc:
        raise _Unopenable(os_reason(exc)) from exc
    if header:  # an empty file is a new database
        if len(header) < 100 or not header.startswith(b"SQLite format 3\x00"):
            raise _Damaged(Words("Scoreboard", "it is not a database (it is garbled or truncated)"))
        _check_version(int.from_bytes(header[60:64], "big"))
    # Without companions nobody has the file open in WAL mode: read it as immutable, so
    # SQLite creates no -wal/-shm of its own beside a file that may have to move. Should
    # that find damage while another Tapete has since started on the file, look again
    # through SQLite's locks before believing it.
    if not _has_companions(path):
        try:
            _inspect_with(path.as_uri() + "?mode=ro&immutable=1")
            return
        except _Damaged:
            if not _has_companions(path):
                raise
    _inspect_with(path.as_uri() + "?mode=ro")


def _read_only(path: Path) -> sqlite3.Connection | None:
    """The scoreboard at `path` opened so that nothing can change it, or None if it
    cannot be read. A file of an older schema is copied into memory and upgraded there
    (the file keeps its version), so today's queries read it as they read a new one."""
    # Without companions nobody has the file open in WAL mode: read it as immutable (no
    # -wal/-shm of SQLite's own beside it), else through SQLite's locks (as `_inspect`).
    queries = ["?mode=ro", "?mode=ro&immutable=1"]
    if not _has_companions(path):
        queries.reverse()
    for query in queries:
        try:
            conn = sqlite3.connect(
                path.as_uri() + query,
                uri=True,
                timeout=BUSY_TIMEOUT_MS / 1000,
                isolation_level=None,
                check_same_thread=False,
            )
        except sqlite3.Error:
            continue
        try:
            conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version < SCHEMA_VERSION and _schema_problem(conn, version) is None:
                copy = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
                conn.backup(copy)
                conn.close()
                conn = copy
                Scoreboard._migrate(conn)
            if conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION and (
                _schema_problem(conn) is None
            ):
                return conn
        except sqlite3.Error:
            pass
        conn.close()
    return None


def _check_writable(path: Path) -> None:
    """Raise _Unopenable if the file of an older schema, which must be upgraded, cannot
    be opened for writing (a read-only file or disk, where SQLite would open it read-only
    without a word, and leave its own companions beside it). Writes nothing."""
    try:
        with open(path, "rb") as handle:
            version = int.from_bytes(handle.read(100)[60:64], "big")
        if 0 < version < SCHEMA_VERSION:
            os.close(os.open(path, os.O_RDWR))
    except OSError as exc:
        raise _Unopenable(os_reason(exc)) from exc


def _has_companions(path: Path) -> bool:
    return any(path.with_name(path.name + s).exists() for s in ("-wal", "-shm"))


def _inspect_with(uri: str) -> None:
    try:
        conn = sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_MS / 1000)
    except sqlite3.Error as exc:
        raise _Unopenable(_sqlite_reason(exc)) from exc
    try:
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        _check_version(version)
        check = conn.execute("PRAGMA quick_check").fetchall()
        if check != [("ok",)]:
            raise _Damaged(
                Words("Scoreboard", "it is damaged ({detail})").filled(detail=check[0][0])
            )
        if version == 0 and conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
            raise _Damaged(Words("Scoreboard", "it is a database but not a Tapete scoreboard"))
        missing = _schema_problem(conn, version)
        if missing:
            raise _Damaged(missing)
    except sqlite3.Error as exc:
        if _is_damage(exc):
            raise _Damaged(_unreadable(exc)) from exc
        raise _Unopenable(_sqlite_reason(exc)) from exc
    finally:
        conn.close()


def _use_wal(conn: sqlite3.Connection) -> None:
    """Switch the file to WAL (a setting the file keeps), waiting out other openers.

    Changing the journal mode needs the file to itself and SQLite answers "locked" at once
    instead of calling the busy handler, so wait here, as busy_timeout would.
    """
    deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
    while True:
        try:
            if conn.execute("PRAGMA journal_mode").fetchone()[0].lower() != "wal":
                conn.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as exc:
            busy = "locked" in str(exc) or "busy" in str(exc)
            if not busy or time.monotonic() > deadline:
                raise
            time.sleep(0.01)


def _check_version(version: int) -> None:
    if version > SCHEMA_VERSION:
        raise _Damaged(
            Words(
                "Scoreboard",
                "it was written by a newer version of Tapete (schema {version}; this version "
                "reads up to {newest})",
            ).filled(version=version, newest=SCHEMA_VERSION)
        )


def _unreadable(exc: sqlite3.Error) -> Words:
    """The clause of a file SQLite finds damaged (its own words in brackets)."""
    return Words("Scoreboard", "it could not be read ({error})").filled(error=exc)


def _no_file(path: Path) -> Words:
    return Words("Scoreboard", "there is no scoreboard file at {place}").filled(place=path)


def _cannot_read(path: Path, why: Words | str) -> Words:
    return Words("Scoreboard", "The scoreboard {place} cannot be read: {reason}.").filled(
        place=path, reason=why
    )


def _is_damage(exc: sqlite3.Error) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in (_SQLITE_CORRUPT, _SQLITE_NOTADB)
    text = str(exc).lower()
    return "not a database" in text or "malformed" in text


def seats_problem(seats: Sequence[Seat]) -> str | None:
    """Why `seats` are not the seats of one match (numbered 0 to n-1, at most one of
    them the person, teams numbered 0 to k-1), or None."""
    numbers = sorted(s.seat for s in seats)
    if numbers != list(range(len(seats))) or not seats:
        return f"seats must be numbered 0 to n-1 once each, not {numbers}"
    if sum(1 for s in seats if s.level is None) > 1:
        return "at most one seat may be the person (level None)"
    teams = sorted({s.team_number for s in seats})
    if teams != list(range(len(teams))):
        return f"teams must be numbered 0 to k-1, not {teams}"
    return None


def _team_sums(conn: sqlite3.Connection, match_id: int, scores: Sequence[int]) -> tuple[int, ...]:
    """A deal's scores per team of the match (what a row without team scores means).
    The teams are read from the file, so they index nothing until they are known to
    run 0 to k-1 over exactly one row per seat."""
    rows = conn.execute(
        "SELECT seat, team FROM seats WHERE match_id = ? ORDER BY seat", (match_id,)
    ).fetchall()
    seats, teams = [r[0] for r in rows], [r[1] for r in rows]
    if seats != list(range(len(scores))) or not numbered_from_zero(teams):
        raise ValueError(f"the seats of match {match_id} on the scoreboard are not its seats")
    sums = [0] * (max(teams) + 1 if teams else 0)
    for score, team in zip(scores, teams, strict=True):
        sums[team] += score
    return tuple(sums)


def _ints_json(values: Sequence[int]) -> str:
    return json.dumps([int(v) for v in values])


def _ints(text: str) -> tuple[int, ...]:
    """A JSON list of whole numbers, or ValueError."""
    values = json.loads(text) if isinstance(text, str) else None
    if not isinstance(values, list) or not all(is_int(v) for v in values):
        raise ValueError(f"not a list of whole numbers: {text!r:.40}")
    return tuple(values)


def _make_private(path: Path) -> None:
    """Only its owner may read the scoreboard (as the saved game): 0600 on POSIX."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        if path.stat().st_mode & 0o077:
            path.chmod(0o600)
