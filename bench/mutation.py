"""A mutation run of the rule engines: how many single-line bugs do the tests catch?

Also of what surrounds them (issue 38): the narrations, the canasta family's hint
reasons, the languages, the session and the storage (`MODULES` below). Not part of CI
(it takes the better part of an hour on two shared cores). Each mutant is one small
change on one line of a module, made on the AST:

* comparison swaps (`<` <-> `<=`, `>` <-> `>=`, `==` <-> `!=`, `in` <-> `not in`,
  `is` <-> `is not`);
* boolean operators (`and` <-> `or`) and `not x` -> `x`;
* arithmetic and bit operators (`+` <-> `-`, `*` -> `//`, `//` -> `*`, `%` -> `//`,
  `<<` <-> `>>`, `&` <-> `|`), in expressions and augmented assignments;
* integer constants n -> n + 1, `True` <-> `False`;
* `return <value>` -> `return None`.

Strings (the machine codes of IllegalMove) are not mutated; nor are docstrings, type
annotations, asserts, decorators, class-level fields (dataclass defaults) and
`zip(..., strict=True)` (a defensive check on lengths that are equal by design).

Running a mutant: the parent process imports the engines once; for each mutant it forks
a child that installs the mutant as if the module had been imported with it: the
mutated function's code is replaced in place (`function.__code__`, so every `from module
import name` sees it), the module's top-level statements run again (derived constants
follow) and names they rebind are rebound wherever they were imported. The child then
runs, with `pytest -x`, the module's tests that execute the mutated line (measured once
per module by an unmutated run under coverage, one context per test), fastest first; a
module-level mutant runs all of them. The child is killed when it exceeds its budget of
CPU time (10 s plus 3 times those tests' unmutated time); a timeout counts as killed.
Hypothesis runs derandomized, without its database and without shrinking, so a run is
repeatable.
One child at a time: one worker process.

    .venv/bin/python bench/mutation.py                      # every module
    .venv/bin/python bench/mutation.py --module cp.engine   # one module
    .venv/bin/python bench/mutation.py --list               # count the mutants only
    .venv/bin/python bench/mutation.py --rerun-survivors bench/results/mutation.json

Needs `coverage` in the venv (`.venv/bin/pip install coverage`, see bench/README.md).
Results go to bench/results/mutation.json (per mutant) and the table to stdout.
Survivors judged equivalent (no behaviour change) are listed in EQUIVALENT_NOTES below,
each with the reason; they are reported in their own column and left out of the kill rate.
"""

from __future__ import annotations

import argparse
import ast
import copy
import importlib
import io
import json
import os
import shutil
import signal
import sys
import tempfile
import time
import types
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

QP = "tests/games/quita_y_pon"
S40 = "tests/games/scala40"
CP = "tests/games/cuatro_palos"
BU = "tests/games/buraco"
MYP = "tests/games/mano_y_pie"
CANASTA = "tests/games/canasta"

#: Tests of every game's engine beyond its own folder (ill-typed actions, deals that
#: must end under extreme options).
SHARED = ["tests/core/test_action_fields.py", "tests/games/test_extreme_options.py"]


def _folder(folder: str) -> list[str]:
    """Every test file of a game's folder, scenario tests first and property tests
    last (`pytest -x` stops at the first failure), then the shared engine tests. Files
    added later are picked up; none is left out by a list kept by hand."""
    files = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / folder).glob("test_*.py"))
    first = [f for f in files if f.endswith("test_scenarios.py")]
    last = [f for f in files if f.endswith("test_properties.py")]
    return first + [f for f in files if f not in first + last] + last + SHARED


QP_TESTS = _folder(QP)
S40_TESTS = _folder(S40)
CP_TESTS = _folder(CP)
#: The family's tests of a saved result and of the engines' shared half exercise each
#: game's engine too (their `DealResult.problem`).
FAMILY_ENGINE_TESTS = [f"{CANASTA}/test_engine.py"]
BU_TESTS = [*_folder(BU), *FAMILY_ENGINE_TESTS]
MYP_TESTS = [*_folder(MYP), *FAMILY_ENGINE_TESTS]
#: The canasta family's shared half is guarded by its own tests and both games'.
FAMILY_TESTS = [*_folder(CANASTA)[:-2], *_folder(BU)[:-2], *_folder(MYP)]
#: The shared search and determinisation: their own tests and every bot that uses them
#: (Buraco's and Mano y Pie's folders; the other games' bot and budget tests).
AI_TESTS = [
    "tests/ai/test_search.py",
    "tests/ai/test_determinise.py",
    *_folder(BU)[:-2],
    *_folder(MYP)[:-2],
    f"{CP}/test_bots.py",
    f"{S40}/test_bots.py",
    f"{QP}/test_budget.py",
]

#: Issue 38's modules. Each game's narration (short name, package).
GAMES = [
    ("qp", "quita_y_pon"),
    ("s40", "scala40"),
    ("cp", "cuatro_palos"),
    ("canasta", "canasta"),
    ("bu", "buraco"),
    ("myp", "mano_y_pie"),
]
NARRATION_TESTS = [
    "tests/core/test_narration_edges.py",
    "tests/core/test_narration.py",
    "tests/i18n/test_status_sentences.py",
    "tests/cli/test_cli.py",
]
HINT_TESTS = [
    "tests/ai/test_family_hints.py",
    "tests/ai/test_hints.py",
    f"{BU}/test_bots.py",
    f"{MYP}/test_bots.py",
]
I18N_TESTS = [
    "tests/i18n/test_language_names.py",
    "tests/i18n/test_languages.py",
    "tests/i18n/test_status_sentences.py",
    "tests/i18n/test_game_words.py",
]
SESSION_TESTS = [
    "tests/session/test_seats.py",
    "tests/session/test_store.py",
    "tests/session/test_log.py",
    "tests/session",
    "tests/ai/test_review.py",
    "tests/storage",
]
#: The review's own tests (no test of tests/session reads app/session/review.py).
REVIEW_TESTS = [
    "tests/ai/test_review_reckonings.py",
    "tests/ai/test_review.py",
    "tests/ai/test_review_grades.py",
]
STORAGE_TESTS = ["tests/storage", "tests/session"]
#: The saved game and the scoreboard: their own tests (`tests/storage`) and the session's
#: tests that read them back (the recording of deals, the store's faults), not the whole of
#: `tests/session`, whose replays, take-backs and hostile records (about 100 s of CPU,
#: five minutes on the shared machine) would run again for every surviving mutant.
STORED_TESTS = [
    "tests/storage/test_scoreboard.py",
    "tests/storage/test_saved_game.py",
    "tests/storage",
    "tests/session/test_store.py",
    "tests/session/test_recording.py",
]

#: short name -> (module, the tests that guard it, in the order they run)
MODULES: dict[str, tuple[str, list[str]]] = {
    "qp.engine": ("app.games.quita_y_pon.engine", QP_TESTS),
    # The solver's own oracles (brute force, HiGHS) and its callers' scenarios; not the
    # deal-level property tests, which cost 15 s per surviving mutant and exercise the
    # solver only through the hard bot and `must_play_if_able = full`.
    "qp.solver": (
        "app.games.quita_y_pon.solver",
        [
            f"{QP}/test_solver.py",
            f"{QP}/test_bots_hard.py",
            f"{QP}/test_scenarios.py",
            f"{QP}/test_options.py",
        ],
    ),
    "qp.scoring": ("app.games.quita_y_pon.scoring", QP_TESTS),
    "s40.engine": ("app.games.scala40.engine", S40_TESTS),
    "s40.scoring": ("app.games.scala40.scoring", S40_TESTS),
    "cp.engine": ("app.games.cuatro_palos.engine", CP_TESTS),
    "cp.scoring": ("app.games.cuatro_palos.scoring", CP_TESTS),
    "core.melds": (
        "app.core.melds",
        ["tests/core/test_melds.py", "tests/core", *S40_TESTS, *QP_TESTS, "tests/games"],
    ),
    # The partnership games (issue 21): the family's shared half, each game's rule
    # modules, and app/ai. Their bots modules are not mutated here (heavy search code
    # whose survivors would mostly be strength, not rules; see bench/README.md).
    "canasta.engine": ("app.games.canasta.engine", FAMILY_TESTS),
    "canasta.melds": ("app.games.canasta.melds", FAMILY_TESTS),
    "canasta.packets": ("app.games.canasta.packets", FAMILY_TESTS),
    "canasta.pickup": ("app.games.canasta.pickup", FAMILY_TESTS),
    "canasta.scoring": ("app.games.canasta.scoring", FAMILY_TESTS),
    "bu.engine": ("app.games.buraco.engine", BU_TESTS),
    "bu.rules": ("app.games.buraco.rules", BU_TESTS),
    "bu.scoring": ("app.games.buraco.scoring", BU_TESTS),
    "bu.memory": ("app.games.buraco.memory", BU_TESTS),
    "myp.engine": ("app.games.mano_y_pie.engine", MYP_TESTS),
    "myp.rules": ("app.games.mano_y_pie.rules", MYP_TESTS),
    "myp.scoring": ("app.games.mano_y_pie.scoring", MYP_TESTS),
    "ai.budget": ("app.ai.budget", AI_TESTS),
    "ai.determinise": ("app.ai.determinise", AI_TESTS),
    "ai.search": ("app.ai.search", AI_TESTS),
    # Issue 38: what the last wave added around the engines. The narrations, the hints'
    # reasons, the review's grades, the languages, the session and the storage; each with
    # the tests that read it (the window's tests only where nothing else does).
    **{
        f"{short}.narration": (f"app.games.{game}.narration", NARRATION_TESTS)
        for short, game in GAMES
    },
    "core.narration": ("app.core.narration", NARRATION_TESTS),
    "canasta.hints": ("app.games.canasta.hints", HINT_TESTS),
    "i18n": ("app.i18n", I18N_TESTS),
    "session.seats": ("app.session.seats", SESSION_TESTS),
    "session.log": ("app.session.log", SESSION_TESTS),
    "session.events": ("app.session.events", SESSION_TESTS),
    "session.store": ("app.session.store", SESSION_TESTS),
    "session.session": ("app.session.session", SESSION_TESTS),
    "session.recording": ("app.session.recording", SESSION_TESTS),
    "session.replay": ("app.session.replay", SESSION_TESTS),
    "session.practice": ("app.session.practice", SESSION_TESTS),
    "session.record": ("app.session.record", SESSION_TESTS),
    "session.review": ("app.session.review", REVIEW_TESTS),
    "storage.paths": ("app.storage.paths", STORAGE_TESTS),
    "storage.recorder": ("app.storage.recorder", STORAGE_TESTS),
    "storage.saved_game": ("app.storage.saved_game", STORED_TESTS),
    "storage.scoreboard": ("app.storage.scoreboard", STORED_TESTS),
}

#: Survivors that change no behaviour, with the reason: a key is a mutant id or the start
#: of one ("module:line:" for every mutant of a line). Each was judged by reading the code.
_LAYOUT = "packed-key layout with room to spare: the fields still do not overlap"
_BEAM_ONLY = "only ranks states for the heuristic beam, whose result is a lower bound"
_BOUND = "a looser bound or a larger candidate set: the exact checks after it still decide"
_TIE = "replaces a state by another of equal value: the same optimum, maybe another commit"
_DEFAULT_TEAM = (
    "the default team of a meld judged only for its legality: every caller that tables a "
    "meld passes its team"
)
_PREFILTER = "a looser pre-filter of run readings: check_run refuses the extra spans"
_EVERY_KIND = (
    "the default of a bonus missing from the table: each game's table has every kind "
    "it can complete (Buraco no wild book, Mano y Pie no de mil)"
)
_BUSY = (
    "the connection's timeout, replaced at once by `PRAGMA busy_timeout` on the next "
    "line (the same SQLite busy handler), before anything waits on a lock"
)
EQUIVALENT_NOTES: dict[str, str] = {
    # Issue 38's modules.
    "qp.narration:68:62-63:1 -> 2": (
        "ties of equal share broken old-group-first instead of new-group-first: both "
        "greedy orders give the same matching (checked on every edge set of 4 x 4 groups)"
    ),
    "session.review:52:30-31:8 -> 9": (
        "REVIEW_LIMIT's playouts: it serves only a hard bot bounded by its clock alone "
        "(Quita y Pon's), whose search counts solver calls as nodes and never a playout"
    ),
    "session.review:52:39-42:120 -> 121": (
        "REVIEW_LIMIT's size for a clock-only hard bot (Quita y Pon's solver calls): a "
        "budget's tuning, not a rule; the tests pin that such a bot is given counts and "
        "no clock (the review reads the same every time), whatever the count"
    ),
    "session.review:197:42-43:1 -> 2": (
        "which seeds the other five reckonings draw (decision_key's reckoning 2..6 instead "
        "of 1..5): each still apart from the coach's (0) and from the others"
    ),
    "session.review:201:57-58:1 -> 2": (
        "each other reckoning is read for its first hint only: asking for a second changes "
        "no choice (as the coach's most=3 -> 4)"
    ),
    "i18n:175:86-87:1 -> 2": (
        "the game wording's default plural count: Qt always passes n, and any n < 0 means no plural"
    ),
    "i18n:177:11-46:or -> and": (
        "a shortcut: with no game wording the lookup in context '' finds nothing (None), "
        "and a string of the game's own context is found there by the catalogue alike"
    ),
    "i18n:182:15-20:False -> True": (
        "Qt reads isEmpty only to decide whether installing the translator posts a "
        "LanguageChange; Tapete's catalogue, installed just before, posts one"
    ),
    "i18n:238:13-14:1 -> 2": (
        "-2 instead of -1 for words with no count: Qt reads any n < 0 as no plural, and "
        "the early path replaces %n only for counts >= 0"
    ),
    "session.recording:121:": (
        "a deal row's match id before the match is known: the pending entry leaves it "
        "out (DEAL_FIELDS) and the recorder gives every row the id it finds or creates"
    ),
    "session.recording:158:59-64:False -> True": (
        "attach's default `checked` is read only with a match id, and its one caller "
        "that passes an id passes `checked` too (MatchSession.resume)"
    ),
    "session.session:309:12-21:return x -> return None": (
        "_person_points' only caller hands it to PracticeLine, which reads None as []"
    ),
    "storage.paths:63:46-50:True -> False": (
        "exist_ok=False on a folder that is there raises FileExistsError, which the "
        "suppress(OSError) around it swallows: the folder is there either way"
    ),
    "storage.recorder:257:21-22:0 -> 1": (
        "the earlier rows' match id is a placeholder: attach() gives each row the "
        "match's id before it is written"
    ),
    "storage.saved_game:289:": (
        "Windows only (`os.name == 'nt'`, msvcrt's lock from the file's start): the "
        "branch never runs where the tests run; the POSIX lock beside it is pinned"
    ),
    "storage.saved_game:290:": (
        "Windows only (`os.name == 'nt'`, msvcrt's lock of the file's first byte): the "
        "branch never runs where the tests run; the POSIX lock beside it is pinned"
    ),
    "storage.scoreboard:311:": (
        "_sqlite_reason's OSError branch: every caller hands it a sqlite3.Error (never an "
        "OSError), so the line is never reached"
    ),
    "storage.scoreboard:459:52-57:False -> True": (
        "_degraded's default keep_notice: its two callers that leave it run from _open at "
        "start, while notice_words is still empty, so keeping it keeps nothing"
    ),
    "storage.scoreboard:496:30-52:/ -> *": _BUSY,
    "storage.scoreboard:496:48-52:1000 -> 1001": _BUSY,
    "storage.scoreboard:504:15-43:": (
        "0 <= version or version <= SCHEMA_VERSION: _migrate itself returns at once for a "
        "current file and calls `before` only for versions 1 to 6, so a new (0) or current "
        "(7) file gets no copy either way"
    ),
    "storage.scoreboard:554:20-45:or -> and": (
        "a reader's problem_words is always the read-only sentence (set first by "
        "_open_to_read, never changed for a reader): `and` gives the same sentence"
    ),
    "storage.scoreboard:594:38-66:< -> <= #1": (
        "`before` is given only for a file read as version 1 to 6 an instant earlier; "
        "under the write lock its version is that or 7 (upgraded meanwhile), never 0"
    ),
    "storage.scoreboard:594:38-66:< -> <= #2": (
        "version 7 under the write lock after 1 to 6 an instant earlier needs another "
        "process to upgrade the file between two statements: an extra copy in that race "
        "only (the first line of _migrate returns for a current file)"
    ),
    "storage.scoreboard:1036:45-54:> -> >=": "hints of 0 read as 0 either way",
    "storage.scoreboard:1075:57-66:> -> >=": "hints of 0 read as 0 either way",
    "storage.scoreboard:1155:": (
        "the default streaks of a game in `totals`: every such game is in `sequence` too "
        "(both read _RESULTS), so it has its streaks and the default is never read"
    ),
    "storage.scoreboard:1213:33-36:100 -> 101": (
        "reading 101 bytes of the header: the checks read its first 100 (a shorter file "
        "is refused the same way)"
    ),
    "storage.scoreboard:1219:45-47:60 -> 61": (
        "the header's version without its high byte: a version of 2**24 or more is then "
        "refused by _inspect_with, from SQLite's own user_version, in the same words"
    ),
    "storage.scoreboard:1247:20-24:True -> False": (
        "uri=False: the SQLite these tests run with reads a `file:` name as a URI anyway "
        "(built with SQLITE_USE_URI), so the same read-only connection opens"
    ),
    "storage.scoreboard:1248:24-46:/ -> *": _BUSY,
    "storage.scoreboard:1248:42-46:1000 -> 1001": _BUSY,
    "storage.scoreboard:1263:15-13:and -> or": (
        "_read_only is reached for a file _inspect has passed (a reader's, or one that "
        "could not be opened for writing): a current file with its whole schema, or an "
        "older one upgraded in memory, which pass both tests"
    ),
    "storage.scoreboard:1279:49-52:100 -> 101": (
        "101 bytes read where the slice takes bytes 60 to 63 of the first 100"
    ),
    "storage.scoreboard:1279:54-56:60 -> 61": (
        "the version without its high byte: a version of 2**24 or more (newer) was "
        "refused by _inspect just before"
    ),
    "storage.scoreboard:1292:40-44:True -> False": (
        "uri=False: the SQLite these tests run with reads a `file:` name as a URI anyway "
        "(built with SQLITE_USE_URI), so the same read-only connection opens"
    ),
    "storage.scoreboard:1292:54-76:/ -> *": _BUSY,
    "storage.scoreboard:1292:72-76:1000 -> 1001": _BUSY,
    "storage.scoreboard:1417:11-38:& -> |": (
        "chmod to 0600 also when the file is already private: the same mode"
    ),
    "storage.recorder:491:110-114:True -> False": (
        "the seats check of deal.winners when they are not a list of whole numbers: the "
        "check before it, of the same field, already fails and is the one named"
    ),
    "storage.recorder:301:59-60:1 -> 2": (
        "split at most twice instead of once: the first part, the one kept, is the same"
    ),
    "session.practice:51:73-83:<= -> <": (
        "snapshots are kept at the person's decisions and where a take-back left; a move "
        "that leaves the line at `count` is the person's (the table plays the bots' "
        "foreseen moves), whose snapshot at `count` is written again just after"
    ),
    "session.review:195:47-48:3 -> 4": (
        "the review reads only the bot's first hint: asking for a fourth changes no mark"
    ),
    "session.record:68:": (
        "the actions' cache only saves time: these make it start over more often (or "
        "compare JSON with actions, never equal), and the JSON it returns is the same"
    ),
    "canasta.narration:97:7-40:or -> and": (
        "a set or all-wild meld never has a suit, and every run has one (a run needs a "
        "natural card, canasta.melds:145), so `and` returns {} for the same melds"
    ),
    "qp.scoring:10:35-36:0 -> 1": "POINTS_BY_RANK[0]: no card has rank 0",
    "qp.engine:452:46-47:1 -> 2": "sort key of a run candidate: 2 still sorts after sets' 0",
    "qp.engine:506:38-48:> -> >=": "with no deal played every total is 0 < target (>= 1)",
    "core.melds:456:38-40:14 -> 15": "Buraco set ranks gain 14: no card has rank 14",
    # Keys are line numbers of the current source: they follow its edits.
    "s40.engine:273:": "from_position's default owner of table melds: no rule reads owner",
    "s40.engine:288:33-70:and -> or": (
        "upcard_untouched matters only at turn 0 (the up-card turn also needs turn == 0), "
        "and at turn 0 a dealt discard pile holds exactly the up-card"
    ),
    "cp.engine:293:62-63:0 -> 1": (
        "deal_index of a position from the test constructor (no seed): it only picks a "
        "dealt deal's RNG, and such a position is never dealt"
    ),
    "core.melds:217:38-80:and -> or": (
        "extra start candidates from wild 2s: a valid reading's start is fixed by its "
        "natural cards, so the lowest valid start is the same"
    ),
    "core.melds:243:36-66:and -> or": (
        "`rank == 2 or not joker` picks the same cards: every preset's wild cards are jokers and 2s"
    ),
    "core.melds:252:40-70:and -> or": (
        "`rank == 2 or not joker` picks the same cards: every preset's wild cards are jokers and 2s"
    ),
    "core.melds:313:28-30:12 -> 13": (
        "with wrap-around a 14th card is refused by check_run (at most 13) either way"
    ),
    "core.melds:244:16-51:and -> or": (
        "without natural 2s and without naturals no placement exists either way "
        "(_natural_orders([]) is empty)"
    ),
    "core.melds:316:": (
        "inserting below position 1 (or reading the second card's position there) makes "
        "a run that check_run refuses anyway"
    ),
    "core.melds:405:17-18:0 -> 1": (
        "a lay-off below position 1 is then refused by check_run with the same code"
    ),
    "qp.solver:61:67-68:4 -> 5": "adds run states of length 4, never reached (capped at 3)",
    "qp.solver:78:": _LAYOUT + " (reserved aces are used only without wrap, guesses only with)",
    "qp.solver:83:11-13:32 -> 33": _LAYOUT + " (guessed states use 3 bits: 45-47 < 48)",
    "qp.solver:86:": _LAYOUT,
    "qp.solver:90:13-14:1 -> 2": "a card is still worth more than all points (4096 > 1560)",
    "qp.solver:90:18-20:11 -> 12": "a card is still worth more than all points (4096 > 1560)",
    "qp.solver:91:15-16:1 -> 2": "points still outweigh the card count (256 > 104)",
    "qp.solver:91:20-21:7 -> 8": "points still outweigh the card count (256 > 104)",
    "qp.solver:93:13-14:1 -> 2": "a card still outweighs all bonuses (262144 > 104000)",
    "qp.solver:93:18-20:17 -> 18": "a card still outweighs all bonuses (262144 > 104000)",
    "qp.solver:105:": "_RANK1 is a label; any value other than _NORMAL's works",
    "qp.solver:129:": "min_points 1 instead of 0: every commit places at least 2 points",
    "qp.solver:198:": "pool size 9: a rank has at most 8 cards",
    "qp.solver:199:88-89:3 -> 4": "three sets of a rank need 9 cards; there are at most 8",
    "qp.solver:204:": "no chain is longer than 14 cards, so 15 splits the same",
    "qp.solver:222:": "larger per-face lists than the 13 ranks and 4 suits need",
    "qp.solver:223:": "larger per-face lists than the 13 ranks and 4 suits need",
    "qp.solver:235:": "larger per-face lists than the 13 ranks and 4 suits need",
    "qp.solver:238:46-47:4 -> 5": "a fifth suit's weight, never read",
    "qp.solver:240:52-53:4 -> 5": "a fifth suit's weight, never read",
    "qp.solver:252:": "max_set_size is None or 4..8 (QP-A3), so 3 never occurs",
    "qp.solver:253:": "skips the pruning of unusable hand faces: the DP cannot place them",
    "qp.solver:256:": "aces are not pruned: the DP cannot place an unusable one either",
    "qp.solver:283:": "a weaker fit test keeps more hand faces: performance only",
    "qp.solver:285:": "a weaker fit test keeps more hand faces: performance only",
    "qp.solver:286:": "a weaker fit test keeps more hand faces: performance only",
    "qp.solver:294:44-46:13 -> 14": "no card has rank 14",
    "qp.solver:328:": "masks past the open runs repeat moves, which are de-duplicated",
    "qp.solver:333:": "more new runs than copies are refused by the copies check (used <= t + h)",
    "qp.solver:340:41-42:1 -> 2": "reserving more aces than copies is refused (used <= t + h)",
    "qp.solver:341:42-43:1 -> 2": "a pool larger than the copies is refused (used <= t + h)",
    "qp.solver:355:": "a superset of predecessor states: backtracking checks each one",
    "qp.solver:476:": "a superset of candidate local bits: backtracking checks each one",
    "qp.solver:477:": "a superset of candidate local bits: backtracking checks each one",
    "qp.solver:607:": "which cut of the rank cycle is chosen: every cut is exact",
    "qp.solver:609:": "which cut of the rank cycle is chosen: every cut is exact",
    "qp.solver:611:": "which cut of the rank cycle is chosen: every cut is exact",
    "qp.solver:612:": "which cut of the rank cycle is chosen: every cut is exact",
    "qp.solver:674:": _TIE,
    "qp.solver:683:": _TIE,
    "qp.solver:687:": "dominance pruning from 400 or 401 states: exact either way",
    "qp.solver:689:": "beam of 48 or 49 states: a heuristic lower bound either way",
    "qp.solver:754:": "deltas for a fifth suit, never used",
    "qp.solver:762:": _BEAM_ONLY,
    "qp.solver:763:": _BEAM_ONLY,
    "qp.solver:764:": _BEAM_ONLY,
    "qp.solver:765:": _BEAM_ONLY,
    "qp.solver:766:": _BEAM_ONLY,
    "qp.solver:770:": _BEAM_ONLY,
    "qp.solver:771:": _BEAM_ONLY,
    "qp.solver:789:": "dominance pruning from 400 or 401 states: exact either way",
    "qp.solver:792:": "beam of 48 or 49 states: a heuristic lower bound either way",
    "qp.solver:259:61-88:and -> or": "a weaker fit test keeps more hand faces: performance only",
    "qp.solver:263:": "one pruning pass instead of several: performance only",
    "qp.solver:264:": "aces skip the feasibility test: the DP finds an unarrangeable table too",
    "qp.solver:267:": "a weaker feasibility test: the DP finds an unarrangeable table too",
    "qp.solver:268:": "a weaker feasibility test: the DP finds an unarrangeable table too",
    "qp.solver:275:": "a weaker (or the same) fit test keeps more hand faces: performance only",
    "qp.solver:277:": "a weaker fit test keeps more hand faces: performance only",
    "qp.solver:280:": "a weaker fit test keeps more hand faces: performance only",
    "qp.solver:281:": "a weaker (or the same) fit test keeps more hand faces: performance only",
    "qp.solver:338:": _BOUND + " (look-ahead)",
    "qp.solver:373:": "drops fewer set pools (a weaker dominance rule): exact either way",
    "qp.solver:376:": "drops fewer set pools (a weaker dominance rule): exact either way",
    "qp.solver:436:": "clears a pool bit that backtracking's local bits restore",
    "qp.solver:456:": "the exact pool rule on counts capped at 4 drops the same pools",
    "qp.solver:459:": (
        "a pool of exactly 4 with a card that could extend its run is dominated for any "
        "max_set_size >= 3 (the skip off or on for every cap)"
    ),
    "qp.solver:464:": "the cover count stays 0: fewer pools dropped, exact either way",
    "qp.solver:544:": "cap 8 (no capping) is exact; cap 5 drops the same pools as cap 4",
    "qp.solver:545:": "guesses are used only with wrap-around; extra live suits are empty layers",
    "qp.solver:557:": "rmax is read only at the ace rank without wrap-around",
    "qp.solver:559:": _BOUND + " (aces reserved for position 14, checked at the end)",
    "qp.solver:574:": "more live suits: empty layers only",
    "qp.solver:575:": "every bound one unit looser",
    "qp.solver:600:": _BOUND + " (look-ahead past position 14)",
    "qp.solver:629:": _BOUND + " (more guessed crossing runs, checked at the end)",
    "qp.solver:632:": _BOUND + " (more guessed crossing runs, checked at the end)",
    "qp.solver:634:11-56:or -> and": _BOUND + " (more guessed crossing runs)",
    "qp.solver:634:22-23:2 -> 3": _BOUND + " (more guessed crossing runs)",
    "qp.solver:672:": "adds min(q + hp, need) - q = 0 in the extra cases",
    "qp.solver:749:": "the order in which dominators are tried: any one suffices",
    "qp.solver:718:19-46:>= -> >": "drops fewer dominated states: exact either way",
    "qp.solver:718:37-38:1 -> 2": "values are never negative, so the default never wins",
    "qp.solver:732:15-40:>= -> >": "a stricter dominance test drops fewer states",
    "qp.solver:733:22-23:3 -> 4": "a stricter dominance test drops fewer states",
    "qp.solver:735:": "nothing dominates: no dominance pruning, exact either way",
    "qp.solver:814:": "the exact pass confirms the beam's optimum",
    "qp.solver:816:": "runs the all-cards pass in more or fewer cases: each answer is a real path",
    "qp.solver:819:": "a beam in the all-cards pass: a path it finds places every card",
    "qp.solver:822:16-28:+ -> -": "a lower floor: the exact pass still returns the best path",
    "qp.solver:822:55-56:0 -> 1": "a path of value 0 places no card, which solve() drops anyway",
    "qp.solver:843:": _BEAM_ONLY,
    "qp.solver:844:": _BEAM_ONLY,
    "qp.solver:845:": _BEAM_ONLY,
    "qp.solver:847:": _BEAM_ONLY,
    "qp.solver:850:": _BEAM_ONLY,
    "qp.solver:851:": _BEAM_ONLY,
    "qp.solver:854:": _BEAM_ONLY,
    "qp.solver:855:": _BEAM_ONLY,
    "qp.solver:856:": _BEAM_ONLY,
    "qp.solver:857:": _BEAM_ONLY,
    "qp.solver:859:": "early exit only at the true upper bound, or never: " + _BEAM_ONLY,
    "qp.solver:861:": _BEAM_ONLY,
    "qp.solver:877:": "keys and values are never negative: -2 works like -1",
    "qp.solver:879:": _TIE,
    "qp.solver:884:": "a fifth suit's guess, never read",
    "qp.solver:906:": "the extra candidate predecessors are checked by value and key",
    "qp.solver:907:59-60:1 -> 2": "the extra candidates are filtered by qp <= need",
    "qp.solver:918:": "adds min(qp + hp, need) - qp = 0 in the extra cases",
    "qp.solver:1010:89-90:3 -> 4": "the same sort order (2-card runs first, the rest stable)",
    "qp.solver:1017:": "the order of the returned melds (same suit in a run)",
    "qp.solver:1018:": "the order of the returned melds",
    "qp.solver:1021:": "the order of the returned melds",
    "qp.solver:1022:": "the order of the returned melds",
    "qp.solver:1081:": "need 1: only paths placing no card are left out, which solve() drops",
    "qp.solver:1085:": "re-optimising with a minimum already met finds the same optimum",
    "qp.solver:1087:": (
        "both answer None: with all hand points just enough the max-cards pass would "
        "have placed them all; with objective points the optimum has the most points"
    ),
    "qp.solver:961:": "a fifth suit's list, never used",
    "qp.solver:962:": "a fifth suit's list, never used",
    "qp.solver:969:": "a fifth suit's list, never used",
    # The partnership games and app/ai (issue 21).
    "canasta.engine:69:26-27:0 -> 1": (
        "deal_index of a Buraco position built by from_position or private_state (no "
        "seed): Buraco reads it only in the replay record of a seeded deal"
    ),
    "canasta.engine:221:": "the base class's default: both games override _set_aside_cards",
    "canasta.engine:275:": "the base view's default: both games' views override _side_zones",
    "canasta.engine:306:36-37:0 -> 1": (
        "max's default for no team at all: a result without teams is refused by "
        "Outcome.problem, which every caller asks first"
    ),
    "myp.engine:843:53-54:2 -> 3": (
        "a candidate of book_size - 2 naturals and 3 wild cards is one card over a book: "
        "add() drops any group longer than book_size"
    ),
    "canasta.engine:343:62-63:0 -> 1": (
        "TeamMatch's default seed: every caller (registry, controller) passes one"
    ),
    "canasta.melds:80:": (
        "FamilyRules.one_open_meld_per_rank is read nowhere: Mano y Pie's engine applies "
        "§4.3's rule itself (open_meld_of_rank)"
    ),
    "canasta.melds:116:": "TeamMeld.reading has no caller",
    "canasta.melds:123:": _DEFAULT_TEAM,
    "canasta.melds:148:": _DEFAULT_TEAM,
    "canasta.melds:161:": _DEFAULT_TEAM,
    "canasta.melds:222:": _DEFAULT_TEAM,
    "canasta.melds:145:": "unreachable: check_run refuses a run with no natural card first",
    "canasta.melds:169:7-46:or -> and": _PREFILTER + " (no runs, or too few cards)",
    "canasta.melds:174:": _PREFILTER + " (more starts, cut by the next line and check_run)",
    "canasta.melds:176:": _PREFILTER + " (past position 14; an ace at both ends)",
    "canasta.melds:205:": (
        "whether the ace's two options are cut to one: the ace is placed at options[0] either way"
    ),
    "canasta.melds:218:": (
        "the cap cuts only groups of 7+ wild-rank cards (6! = 720 permutations), which "
        "have no valid run (at most 4 wild cards and one natural 2)"
    ),
    "canasta.melds:314:29-63:>= -> >": (
        "a book of 7 plus a card is then refused by the meld rules' maximum of 7"
    ),
    "canasta.melds:320:": (
        "a set's cards plus the added ones keep the set's rank (judge_set takes it from "
        "its first natural card), so the branch never runs"
    ),
    "canasta.melds:321:": "unreachable (see the line above)",
    "canasta.melds:335:33-35:15 -> 16": _PREFILTER + " (a wild card at position 15)",
    "canasta.pickup:49:": "both branches of matches_top return the same test (rank equal)",
    "canasta.scoring:57:": _EVERY_KIND,
    "canasta.scoring:59:": _EVERY_KIND,
    "ai.determinise:86:37-55:<= -> <": (
        "a view that sees the whole pack takes the slow path, which returns the same list"
    ),
    "ai.determinise:98:": (
        "unreachable: the fast path fails only with a card seen twice or not in the "
        "pack, and both raise"
    ),
}


def equivalent_note(mutant_id: str) -> str | None:
    for key, note in EQUIVALENT_NOTES.items():
        if mutant_id == key or (key.endswith(":") and mutant_id.startswith(key)):
            return note
    return None


# --------------------------------------------------------------------------- mutants


@dataclass(frozen=True)
class Mutant:
    module: str  # short name
    index: int  # position in the deterministic walk
    line: int
    col: int
    end_col: int
    end_line: int
    what: str  # e.g. "< -> <="
    scope: str  # qualified name of the patched function, or "<module>"
    source: str  # the original line

    @property
    def id(self) -> str:
        return f"{self.module}:{self.line}:{self.col}-{self.end_col}:{self.what}"


_COMPARE_SWAPS: dict[type, type] = {
    ast.Lt: ast.LtE,
    ast.LtE: ast.Lt,
    ast.Gt: ast.GtE,
    ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
}
_BINOP_SWAPS: dict[type, type] = {
    ast.Add: ast.Sub,
    ast.Sub: ast.Add,
    ast.Mult: ast.FloorDiv,
    ast.FloorDiv: ast.Mult,
    ast.Div: ast.Mult,
    ast.Mod: ast.FloorDiv,
    ast.LShift: ast.RShift,
    ast.RShift: ast.LShift,
    ast.BitAnd: ast.BitOr,
    ast.BitOr: ast.BitAnd,
}
_SYMBOLS = {
    ast.Lt: "<",
    ast.LtE: "<=",
    ast.Gt: ">",
    ast.GtE: ">=",
    ast.Eq: "==",
    ast.NotEq: "!=",
    ast.In: "in",
    ast.NotIn: "not in",
    ast.Is: "is",
    ast.IsNot: "is not",
    ast.Add: "+",
    ast.Sub: "-",
    ast.Mult: "*",
    ast.FloorDiv: "//",
    ast.Div: "/",
    ast.Mod: "%",
    ast.LShift: "<<",
    ast.RShift: ">>",
    ast.BitAnd: "&",
    ast.BitOr: "|",
    ast.And: "and",
    ast.Or: "or",
}


def _mutations(node: ast.AST) -> list[str]:
    """The mutations of one node, as short descriptions (the walk applies them by index)."""
    out: list[str] = []
    if isinstance(node, ast.Compare):
        for i, op in enumerate(node.ops):
            new = _COMPARE_SWAPS[type(op)]
            nth = f" #{i + 1}" if len(node.ops) > 1 else ""
            out.append(f"{_SYMBOLS[type(op)]} -> {_SYMBOLS[new]}{nth}")
    elif isinstance(node, ast.BoolOp):
        new = ast.Or if isinstance(node.op, ast.And) else ast.And
        out.append(f"{_SYMBOLS[type(node.op)]} -> {_SYMBOLS[new]}")
    elif isinstance(node, ast.BinOp | ast.AugAssign) and type(node.op) in _BINOP_SWAPS:
        new = _BINOP_SWAPS[type(node.op)]
        out.append(f"{_SYMBOLS[type(node.op)]} -> {_SYMBOLS[new]}")
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        out.append("not x -> x")
    elif isinstance(node, ast.Constant):
        if isinstance(node.value, bool):
            out.append(f"{node.value} -> {not node.value}")
        elif isinstance(node.value, int):
            out.append(f"{node.value} -> {node.value + 1}")
    elif isinstance(node, ast.Return) and node.value is not None:
        value = node.value
        if not (isinstance(value, ast.Constant) and value.value in (None, True, False)):
            out.append("return x -> return None")
    return out


def _apply(node: ast.AST, k: int, parent: ast.AST) -> None:
    """Make mutation number k of `node` (in the order of `_mutations`), in place."""
    if isinstance(node, ast.Compare):
        node.ops[k] = _COMPARE_SWAPS[type(node.ops[k])]()
    elif isinstance(node, ast.BoolOp):
        node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
    elif isinstance(node, ast.BinOp | ast.AugAssign):
        node.op = _BINOP_SWAPS[type(node.op)]()
    elif isinstance(node, ast.UnaryOp):
        _replace(parent, node, node.operand)
    elif isinstance(node, ast.Constant):
        if isinstance(node.value, bool):
            node.value = not node.value
        else:
            node.value = node.value + 1
    elif isinstance(node, ast.Return):
        node.value = ast.Constant(None)
    else:  # pragma: no cover - _mutations offers nothing else
        raise AssertionError(node)


def _replace(parent: ast.AST, old: ast.AST, new: ast.AST) -> None:
    for field, value in ast.iter_fields(parent):
        if value is old:
            setattr(parent, field, new)
            return
        if isinstance(value, list):
            for i, item in enumerate(value):
                if item is old:
                    value[i] = new
                    return
    raise AssertionError("node not found in its parent")


def _walk(tree: ast.Module) -> Iterator[tuple[ast.AST, ast.AST, str]]:
    """(node, parent, scope) for every mutable node, in a fixed order.

    Scope is the outermost function reachable from the module (`f` or `Class.method`),
    whose code object the child replaces, or "<module>" for module-level statements.
    Skipped: docstrings, annotations, asserts, decorators, class-level statements.
    """

    def visit(node: ast.AST, parent: ast.AST, scope: str) -> Iterator[tuple]:
        if isinstance(node, ast.Assert):
            return
        if isinstance(node, ast.keyword) and node.arg == "strict":
            return  # zip(..., strict=True): a defensive check, equal lengths by design
        yield node, parent, scope
        for field, value in ast.iter_fields(node):
            if field in ("annotation", "returns", "decorator_list", "type_comment"):
                continue
            children = value if isinstance(value, list) else [value]
            for child in children:
                if isinstance(child, ast.AST):
                    yield from visit(child, node, scope)

    def body(stmts: list[ast.stmt], parent: ast.AST, prefix: str, in_class: bool) -> Iterator:
        for i, stmt in enumerate(stmts):
            if i == 0 and _is_docstring(stmt):
                continue
            if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef):
                scope = f"{prefix}{stmt.name}"
                for arg_default in [*stmt.args.defaults, *stmt.args.kw_defaults]:
                    if arg_default is not None:
                        yield from visit(arg_default, stmt.args, scope)
                inner = stmt.body[1:] if stmt.body and _is_docstring(stmt.body[0]) else stmt.body
                for s in inner:
                    yield from visit(s, stmt, scope)
            elif isinstance(stmt, ast.ClassDef):
                yield from body(stmt.body, stmt, f"{prefix}{stmt.name}.", True)
            elif in_class or isinstance(stmt, ast.Import | ast.ImportFrom) or _is_alias(stmt):
                continue
            else:
                yield from visit(stmt, parent, "<module>")

    yield from body(tree.body, tree, "", False)


def _is_alias(stmt: ast.stmt) -> bool:
    """A type alias (`Group = tuple[Card, ...]`): no behaviour to mutate."""
    return isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Subscript)


def _is_docstring(stmt: ast.stmt) -> bool:
    return (
        isinstance(stmt, ast.Expr)
        and isinstance(stmt.value, ast.Constant)
        and isinstance(stmt.value.value, str)
    )


def _source_path(module: str) -> Path:
    return ROOT / (module.replace(".", "/") + ".py")


def mutants_of(short: str) -> list[Mutant]:
    module = MODULES[short][0]
    text = _source_path(module).read_text()
    lines = text.splitlines()
    out: list[Mutant] = []
    index = 0
    for node, _, scope in _walk(ast.parse(text)):
        for what in _mutations(node):
            line = getattr(node, "lineno", 0)
            out.append(
                Mutant(
                    short,
                    index,
                    line,
                    getattr(node, "col_offset", 0),
                    getattr(node, "end_col_offset", 0),
                    getattr(node, "end_lineno", line) or line,
                    what,
                    scope,
                    lines[line - 1].strip() if line else "",
                )
            )
            index += 1
    return out


def mutated_tree(mutant: Mutant) -> ast.Module:
    module = MODULES[mutant.module][0]
    tree = ast.parse(_source_path(module).read_text())
    index = 0
    for node, parent, _ in _walk(tree):
        for k, _what in enumerate(_mutations(node)):
            if index == mutant.index:
                _apply(node, k, parent)
                return ast.fix_missing_locations(tree)
            index += 1
    raise LookupError(mutant.id)


# --------------------------------------------------------------------------- patching


def _find_code(code: types.CodeType, qualname: str) -> types.CodeType | None:
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            if const.co_qualname == qualname:
                return const
            found = _find_code(const, qualname)
            if found is not None:
                return found
    return None


def _live_functions(module: types.ModuleType, qualname: str) -> list[types.FunctionType]:
    """The function objects behind a qualified name (through properties, caches...)."""
    obj: object = module
    for part in qualname.split("."):
        obj = obj.__dict__[part] if hasattr(obj, "__dict__") else getattr(obj, part)
    found: list[types.FunctionType] = []
    stack = [obj]
    while stack:
        item = stack.pop()
        if isinstance(item, types.FunctionType):
            found.append(item)
        elif isinstance(item, staticmethod | classmethod):
            stack.append(item.__func__)
        elif isinstance(item, property):
            stack.extend(f for f in (item.fget, item.fset, item.fdel) if f is not None)
        elif hasattr(item, "__wrapped__"):
            stack.append(item.__wrapped__)
    return [f for f in found if f.__code__.co_qualname == qualname]


class ImportFails(Exception):
    """The mutated module could not even be imported: the mutant is killed."""


def patch(mutant: Mutant) -> None:
    """Install the mutant in this process (the child), as if the module were imported
    with it: the mutated function's code is replaced in place, then the module-level
    statements run again (derived constants follow), and names they rebind are rebound
    wherever they were imported."""
    module_name = MODULES[mutant.module][0]
    module = importlib.import_module(module_name)
    tree = mutated_tree(mutant)
    code = compile(tree, str(_source_path(module_name)), "exec")
    if mutant.scope != "<module>":
        new = _find_code(code, mutant.scope)
        live = _live_functions(module, mutant.scope)
        if new is None or not live:
            raise LookupError(f"cannot patch {mutant.scope}")
        # Default values are evaluated at definition: take them from the mutated module.
        scratch: dict = {}
        try:
            exec(code, module.__dict__.copy() | {"__name__": module_name}, scratch)
        except Exception as exc:
            raise ImportFails(repr(exc)) from exc
        fresh = _live_functions(_as_module(scratch), mutant.scope)
        for func in live:
            func.__code__ = new
            if fresh:
                func.__defaults__ = fresh[0].__defaults__
                func.__kwdefaults__ = fresh[0].__kwdefaults__
    try:
        _rerun_module_level(module, tree)
    except Exception as exc:
        raise ImportFails(repr(exc)) from exc
    _clear_caches()


def _as_module(namespace: dict) -> types.ModuleType:
    m = types.ModuleType("scratch")
    m.__dict__.update(namespace)
    return m


def _rerun_module_level(module: types.ModuleType, tree: ast.Module) -> None:
    """Run the (mutated) module's plain top-level statements again, then rebind every
    name they changed in the modules that imported it."""
    plain = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Import, ast.ImportFrom)
    stmts = [s for s in tree.body if not isinstance(s, plain) and not _is_docstring(s)]
    before = dict(module.__dict__)
    exec(compile(ast.Module(body=stmts, type_ignores=[]), module.__file__, "exec"), module.__dict__)
    changed = {k: v for k, v in module.__dict__.items() if before.get(k, object()) is not v}
    for other in list(sys.modules.values()):
        names = getattr(other, "__dict__", None)
        if other is module or not isinstance(names, dict):
            continue
        for name, value in changed.items():
            if name in names and names[name] is before.get(name):
                names[name] = value


def _clear_caches() -> None:
    for name, module in list(sys.modules.items()):
        if not name.startswith("app."):
            continue
        for value in list(vars(module).values()):
            for item in (value, *vars(value).values()) if isinstance(value, type) else (value,):
                clear = getattr(item, "cache_clear", None)
                if callable(clear):
                    clear()


# --------------------------------------------------------------------------- running


@dataclass
class Outcome:
    id: str
    status: str  # killed | survived | timeout | error
    seconds: float
    killer: str = ""
    line: int = 0
    source: str = ""


PYTEST_ARGS = [
    "-x",
    "-q",
    "-rf",
    "--no-header",
    "-p",
    "no:cacheprovider",
    "-p",
    "no:randomly",
    "-p",
    "no:timeout",
    "-n",
    "0",  # one process: the suite's addopts would start parallel workers
    "--hypothesis-profile=mutation",
]


def _snapshot() -> Path:
    """Copy the code and tests to a temporary folder and work there, so that editing the
    working tree during a run changes nothing in it."""
    global ROOT
    target = Path(tempfile.mkdtemp(prefix="tapete-mutation-"))
    ignore = shutil.ignore_patterns("__pycache__", "results", "*.egg-info")
    for name in ("app", "tests", "bench"):
        shutil.copytree(ROOT / name, target / name, ignore=ignore)
    shutil.copy2(ROOT / "pyproject.toml", target / "pyproject.toml")
    # The catalogues and fonts are read, never mutated (app/i18n.py's tests need them).
    (target / "resources").symlink_to(ROOT / "resources")
    # The catalogues' sources, read by the glossary's tests (tests/i18n/test_game_words.py).
    for name in ("scripts", "translations"):
        (target / name).symlink_to(ROOT / name)
    ROOT = target
    return target


SOURCE_ROOT = ROOT


def _prepare_parent() -> None:
    """Work on a snapshot; import what every child needs once, so a fork starts warm."""
    _snapshot()
    os.chdir(ROOT)
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import hypothesis
    import pytest  # noqa: F401

    hypothesis.settings.register_profile(
        "mutation",
        deadline=None,
        derandomize=True,
        database=None,
        print_blob=False,
        suppress_health_check=list(hypothesis.HealthCheck),
        phases=[hypothesis.Phase.explicit, hypothesis.Phase.reuse, hypothesis.Phase.generate],
    )
    for module, _ in MODULES.values():
        importlib.import_module(module)
    extras = (
        "app.games.quita_y_pon.bots",
        "app.games.scala40.bots",
        "app.games.cuatro_palos.bots",
        "app.games.buraco.bots",
        "app.games.mano_y_pie.bots",
        "bench._instances",
    )
    for extra in extras:
        importlib.import_module(extra)


_STOP: list[int] = []
_TICKS = os.sysconf("SC_CLK_TCK")


def _cpu_seconds(pid: int) -> float:
    """User + system CPU time of a running process (Linux /proc)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / _TICKS


def _on_signal(signum: int, _frame: object) -> None:
    _STOP.append(signum)  # the child is killed at the next poll, then the run stops


def run_child(mutant: Mutant | None, tests: list[str], budget: float) -> tuple[str, float, str]:
    """Fork, patch, run the tests; (status, seconds, first failing test)."""
    handle, log_name = tempfile.mkstemp(prefix="mutant-", suffix=".log")
    os.close(handle)
    start = time.monotonic()
    pid = os.fork()
    if pid == 0:  # the child
        code = 3
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        try:
            fd = os.open(log_name, os.O_WRONLY)
            os.dup2(fd, 1)
            os.dup2(fd, 2)
            sys.stdout = io.TextIOWrapper(os.fdopen(1, "wb", buffering=0), write_through=True)
            sys.stderr = sys.stdout
            if mutant is not None:
                try:
                    patch(mutant)
                except ImportFails as exc:
                    print(f"FAILED <import> - {exc}", flush=True)
                    os._exit(1)
            import pytest

            code = int(pytest.main([*PYTEST_ARGS, *tests]))
        except BaseException as exc:  # noqa: BLE001 - anything is a result here
            print(f"child error: {exc!r}", flush=True)
            code = 4
        finally:
            sys.stdout.flush()
            os._exit(code)
    status = "timeout"
    while True:
        done, raw = os.waitpid(pid, os.WNOHANG)
        if done:
            code = os.waitstatus_to_exitcode(raw)
            status = {0: "survived", 1: "killed"}.get(code, "error" if code in (3, 4) else "killed")
            break
        # The budget is CPU time, so that a busy machine makes no false timeouts; the
        # wall clock only guards against a child that sleeps forever.
        if _cpu_seconds(pid) > budget or time.monotonic() - start > 20 * budget or _STOP:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            break
        time.sleep(0.02)
    if _STOP:
        raise SystemExit("interrupted")
    text = Path(log_name).read_text(errors="replace")
    os.unlink(log_name)
    killer = ""
    for line in text.splitlines():
        if line.startswith("FAILED ") or line.startswith("ERROR "):
            killer = line.split(" - ")[0].split(" ", 1)[1]
            break
        if line.startswith("child error"):
            killer = line
    if status == "error" and ("ERROR collecting" in text or "found no collectors" in text):
        # A test module no longer imports (e.g. the options' defaults are refused at
        # import): pytest reports a usage error, but the mutant broke what the tests use.
        status = "killed"
        line = next(x for x in text.splitlines() if "collect" in x)
        killer = "<collection> " + line.strip(" _=")
    if status == "error" and not killer:
        killer = text[-500:]
    return status, time.monotonic() - start, killer


def measure(shorts: list[str]) -> dict[str, tuple[dict[int, list[str]], dict[str, float]]]:
    """Run the modules' tests once, unmutated, under coverage with one context per test:
    which tests execute each line of each module, and how long each test takes. The
    modules must share one list of tests (one run serves them all)."""
    tests = MODULES[shorts[0]][1]
    assert all(MODULES[s][1] == tests for s in shorts), shorts
    paths = {s: str(_source_path(MODULES[s][0])) for s in shorts}
    handle, data_file = tempfile.mkstemp(prefix="mutation-cov-")
    os.close(handle)
    timing = data_file + ".json"
    pid = os.fork()
    if pid == 0:  # the child
        code = 3
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1)
            os.dup2(devnull, 2)
            import coverage
            import pytest

            durations: dict[str, float] = {}
            cov = coverage.Coverage(data_file=data_file, include=list(paths.values()))

            class Contexts:
                @staticmethod
                def pytest_runtest_setup(item: pytest.Item) -> None:
                    cov.switch_context(item.nodeid)

                @staticmethod
                def pytest_runtest_logreport(report: pytest.TestReport) -> None:
                    durations[report.nodeid] = durations.get(report.nodeid, 0) + report.duration

            _clear_caches()
            cov.start()
            code = int(pytest.main([*PYTEST_ARGS[1:], *tests], plugins=[Contexts()]))
            cov.stop()
            cov.save()
            Path(timing).write_text(json.dumps(durations))
        except BaseException:  # noqa: BLE001
            code = 4
        finally:
            os._exit(code)
    _, raw = os.waitpid(pid, 0)
    if os.waitstatus_to_exitcode(raw) != 0:
        raise SystemExit(f"{', '.join(shorts)}: the unmutated tests fail under coverage")
    import coverage

    data = coverage.CoverageData(data_file)
    data.read()
    durations = json.loads(Path(timing).read_text())
    out = {}
    for short, path in paths.items():
        contexts = data.contexts_by_lineno(path)
        by_line = {n: sorted(c for c in ctxs if c) for n, ctxs in contexts.items()}
        out[short] = (by_line, durations)
    for name in (data_file, timing):
        os.unlink(name)
    return out


def select(
    m: Mutant, by_line: dict[int, list[str]], durations: dict[str, float]
) -> tuple[list[str], float]:
    """The tests that execute the mutated lines, fastest first, and their total time.

    A module-level mutant (or one on a line no test executes at run time, like code run
    only at import) gets every test of the module."""
    chosen: set[str] = set()
    if m.scope != "<module>":
        for n in range(m.line, m.end_line + 1):
            chosen.update(by_line.get(n, ()))
    if not chosen:
        chosen = set(durations)
    ordered = sorted(chosen, key=lambda t: (durations.get(t, 0.0), t))
    return ordered, sum(durations.get(t, 0.0) for t in ordered)


def run(
    shorts: list[str], factor: float, floor: float, only: set[str] | None, out: Path
) -> list[Outcome]:
    out = out.resolve()
    signal.signal(signal.SIGTERM, _on_signal)
    signal.signal(signal.SIGINT, _on_signal)
    _prepare_parent()
    previous: dict[str, dict] = {}
    if out.exists():
        previous = {r["id"]: r for r in json.loads(out.read_text()).get("mutants", [])}
    results: list[Outcome] = []
    started = time.monotonic()
    todos = {
        short: [m for m in mutants_of(short) if only is None or m.id in only] for short in shorts
    }
    measured: dict[str, tuple[dict[int, list[str]], dict[str, float]]] = {}
    for short in shorts:
        mutants = mutants_of(short)
        todo = todos[short]
        results.extend(
            Outcome(**previous[m.id]) for m in mutants if m not in todo and m.id in previous
        )
        if not todo:
            continue
        if short not in measured:  # one coverage run for every module sharing its tests
            tests = MODULES[short][1]
            measured |= measure([s for s in shorts if todos[s] and MODULES[s][1] == tests])
        by_line, durations = measured.pop(short)
        base = sum(durations.values())
        print(f"{short}: {len(mutants)} mutants ({len(todo)} to run), tests {base:.1f} s")
        sys.stdout.flush()
        for i, m in enumerate(todo, 1):
            tests, expected = select(m, by_line, durations)
            budget = floor + factor * expected
            status, seconds, killer = run_child(m, tests, budget)
            results.append(Outcome(m.id, status, round(seconds, 2), killer, m.line, m.source))
            if status in ("survived", "error"):
                print(f"  [{i}/{len(todo)}] {status.upper()} {m.id}   {m.source}")
                sys.stdout.flush()
            if i % 20 == 0:
                _save(out, results, time.monotonic() - started)
        _save(out, results, time.monotonic() - started)
    total = time.monotonic() - started
    _save(out, results, total)
    print(f"total run time {total / 60:.1f} min")
    _leave_snapshot()
    return results


def _leave_snapshot() -> None:
    global ROOT
    os.chdir(SOURCE_ROOT)
    shutil.rmtree(ROOT, ignore_errors=True)
    ROOT = SOURCE_ROOT


def _save(out: Path, results: list[Outcome], seconds: float) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    merged = {r.id: asdict(r) for r in results}
    if out.exists():
        old = json.loads(out.read_text()).get("mutants", [])
        merged = {r["id"]: r for r in old} | merged
    out.write_text(
        json.dumps({"seconds": round(seconds, 1), "mutants": list(merged.values())}, indent=1)
    )


def table(results: list[Outcome], shorts: list[str]) -> str:
    rows = [
        "| module | mutants | killed | survived | equivalent | kill rate |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for short in shorts:
        current = {m.id for m in mutants_of(short)}  # results of an older source drop out
        mine = [r for r in results if r.id in current]
        killed = sum(r.status in ("killed", "timeout") for r in mine)
        equivalent = sum(r.status == "survived" and equivalent_note(r.id) is not None for r in mine)
        survived = sum(r.status in ("survived", "error") for r in mine) - equivalent
        judged = len(mine) - equivalent
        rate = f"{100 * killed / judged:.1f}%" if judged else "-"
        rows.append(f"| {short} | {len(mine)} | {killed} | {survived} | {equivalent} | {rate} |")
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--module", action="append", choices=sorted(MODULES))
    parser.add_argument("--list", action="store_true", help="count the mutants, run nothing")
    parser.add_argument("--show", metavar="ID", help="print one mutant's mutated line")
    parser.add_argument("--factor", type=float, default=3.0, help="budget = min + factor x tests")
    parser.add_argument("--min-budget", type=float, default=10.0, help="seconds added")
    parser.add_argument("--out", type=Path, default=ROOT / "bench/results/mutation.json")
    parser.add_argument("--rerun-survivors", type=Path, metavar="JSON")
    parser.add_argument("--only", action="append", metavar="ID", help="run these mutants")
    parser.add_argument("--only-file", type=Path, help="run the mutant ids listed in a file")
    parser.add_argument("--table", action="store_true", help="print the table of --out")
    args = parser.parse_args(argv)
    shorts = args.module or list(MODULES)
    if args.list:
        for short in shorts:
            ms = mutants_of(short)
            print(f"{short}: {len(ms)} mutants")
        return 0
    if args.show:
        short = args.show.split(":")[0]
        for m in mutants_of(short):
            if m.id == args.show:
                tree = mutated_tree(m)
                print(m.source)
                for node in ast.walk(tree):
                    if isinstance(node, ast.stmt) and getattr(node, "lineno", 0) == m.line:
                        print("->", ast.unparse(copy.deepcopy(node)).splitlines()[0])
                        break
        return 0
    if args.table:
        data = json.loads(args.out.read_text())
        print(table([Outcome(**r) for r in data["mutants"]], shorts))
        return 0
    only: set[str] | None = set(args.only) if args.only else None
    if args.only_file:
        only = (only or set()) | set(args.only_file.read_text().split("\n")) - {""}
    if args.rerun_survivors:
        data = json.loads(args.rerun_survivors.read_text())
        only = {r["id"] for r in data["mutants"] if r["status"] in ("survived", "error")}
    results = run(shorts, args.factor, args.min_budget, only, args.out)
    print(table(results, shorts))
    for r in results:
        if r.status in ("survived", "error"):
            note = equivalent_note(r.id)
            print(
                f"{'equivalent' if note else r.status}: {r.id}  {r.source}"
                + (f"  ({note})" if note else "")
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
