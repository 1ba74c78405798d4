"""Quita y Pon puzzles at the table (Game ▸ Puzzle): a part of Quita y Pon's controller.

The puzzle's table and hand are put on the ordinary table, the person to play with the
table open to rearranging, and nobody else moving (the other seat has no bot: it only
holds the place). Done scores the commit against the solver's best ("11 of 12: one more
card could be placed"); "Show the solution" lays one best commit out on the table, to be
played with Done or taken back with Reset turn.
"""

from __future__ import annotations

import datetime
import time
from typing import TYPE_CHECKING, Any

from app.core.cards import Card
from app.core.words import Words
from app.games.quita_y_pon.engine import QuitaYPon
from app.storage.paths import StorageError

if TYPE_CHECKING:  # the puzzles (and their solver) load at the first one asked for
    from app.games.quita_y_pon.puzzles import Puzzle

PUZZLE_START = Words(
    "Puzzle",
    "Puzzle, level {level}: place as many of your cards as you can, rearranging the table "
    "as you like, then Done.",
)
DAY_START = Words(
    "Puzzle",
    "Puzzle of the day (level {level}): place as many of your cards as you can, rearranging "
    "the table as you like, then Done.",
)
BEST_FOUND = Words("Puzzle", "{placed} of {best}: the best answer. Well played!")
#: Done after Show the solution: the score, without praise, and why it is not counted.
WITH_SOLUTION = Words(
    "Puzzle",
    "{placed} of {best}, with the solution shown: not counted as solved. Try another "
    "puzzle without it.",
)
NO_STOCK = Words("Puzzle", "A puzzle has no stock to draw from: place what you can, then Done.")
PUZZLE_TURN = Words(
    "Puzzle",
    "Your turn: drag cards to the table (split and rebuild melds freely), then Done.",
)
SHORT_OF_BEST = Words("Puzzle", "{placed} of {best}: %n more card(s) could be placed.")
SOLUTION_SHOWN = Words(
    "Puzzle", "One best answer is laid out: Done plays it, Reset turn takes it back."
)
SOLUTION_STEP = Words(
    "Puzzle", "The solution, move {n} of {count}: Show the solution again for the next."
)


LOCKED = Words(
    "Puzzle",
    "Puzzle level {level} opens once you have solved {need} puzzles of level {below} "
    "({solved} so far).",
)
#: Puzzles of a level to solve (the best placed, the solution not shown) before the next
#: level opens.
TO_OPEN = 3
#: Said after Done when the puzzle solved opened the next level.
OPENED = Words("Puzzle", "Puzzle level {level} is open now.")
# The notes after each level's Game-menu entry ("Puzzle, level 2 — …"): the ladder.
#: a puzzle level's Game-menu note: none of its puzzles played yet
NOT_TRIED = Words("Puzzle", "none played yet")
#: a puzzle level's Game-menu note: puzzles of the level solved, of those played
SOLVED_NOTE = Words("Puzzle", "solved {solved} of {played}")
#: a puzzle level's Game-menu note: why it is not open, and how far the player has come
LOCKED_NOTE = Words("Puzzle", "locked: solve {need} of level {below} to open it ({solved} so far)")


def today() -> datetime.date:
    """The day whose puzzle Puzzle of the day is (the tests give one)."""
    return datetime.date.today()


class QuitaYPonPuzzles:
    """A puzzle on Quita y Pon's table: the puzzle commands of its controller (a mixin:
    the Game menu's entries name them on the controller). It overrides none of the
    controller's methods: the status line, the turn's text and the log's last line ask
    it explicitly (`puzzle_status`, `puzzle_turn_text`, `puzzle_over`)."""

    puzzle: Puzzle | None = None
    #: The session the puzzle was put on the table with, and its score once played.
    _puzzle_session: Any = None
    _puzzle_said: str | None = None
    _solution_shown = False
    #: The sentence the puzzle opened with (what to do: the turn's line adds nothing).
    _puzzle_opening: str | None = None
    draft: Any
    state: Any
    message: str
    changed: Any

    def start_puzzle(self, puzzle: Puzzle, of_the_day: bool = False) -> None:
        """The puzzle on the table: the person (seat 1 of 2) to play, the table's groups
        open to rearranging (the first meld taken as made), no stock, no bot. `of_the_day`:
        it is the puzzle of the day, and says so."""
        filler = _filler(puzzle)
        state = QuitaYPon.from_position(
            puzzle.table,
            [list(puzzle.hand), [filler]],
            stock=[],
            to_play=0,
            options={"num_players": 2},
            initial_meld_done=[True, True],
        )
        self.load_position(state, [None, None])
        self.puzzle = puzzle
        self._puzzle_session, self._puzzle_said = self.session, None
        self._solution_shown = False
        start = DAY_START if of_the_day else PUZZLE_START
        self.message = self._puzzle_opening = self.words(start.filled(level=puzzle.level))
        self.changed.emit()
        self._announce()

    def new_puzzle(self, level: int = 1, seed: Any = None) -> None:
        """A puzzle of `level` from `seed` (default: a new one each time)."""
        if seed is None:
            import random

            seed = random.SystemRandom().randrange(10**9)
        from app.games.quita_y_pon.puzzles import make

        self.start_puzzle(make(seed, level))

    def puzzle_of_the_day(self) -> None:
        from app.games.quita_y_pon.puzzles import of_the_day

        self.start_puzzle(of_the_day(today(), 2), of_the_day=True)

    def new_puzzle_1(self) -> None:
        self.new_puzzle(1)

    def new_puzzle_2(self) -> None:
        self.new_puzzle(2)

    def new_puzzle_3(self) -> None:
        self.new_puzzle(3)

    def _ladder(self) -> dict[int, tuple[int, int]] | None:
        """(played, solved) by level, from the scoreboard; None without one, or when it
        cannot be read (then nothing is held back for it)."""
        board = self.store.scoreboard
        if board is None:
            return None
        try:
            return board.puzzle_ladder(self.game_id)
        except StorageError:
            return None

    def _solved_below(self, level: int) -> int | None:
        """Puzzles solved at the level below `level`, when `level` is not open yet
        (the ladder: `TO_OPEN` solved at the level below opens it); else None."""
        ladder = self._ladder() if level > 1 else None
        if ladder is None:
            return None
        solved = ladder.get(level - 1, (0, 0))[1]
        return solved if solved < TO_OPEN else None

    def level_locked(self, level: int) -> Words | None:
        """Why puzzles of `level` are not open yet, or None. Without a scoreboard to
        read, every level is."""
        solved = self._solved_below(level)
        if solved is None:
            return None
        return LOCKED.filled(level=level, need=TO_OPEN, below=level - 1, solved=solved)

    def level_note(self, level: int) -> Words | None:
        """The ladder where a level is chosen (its Game-menu entry's note): not open yet
        and how far the player has come, or the level's puzzles solved of those played.
        None without a scoreboard (no progress is kept: every level is open)."""
        ladder = self._ladder()
        if ladder is None:
            return None
        solved_below = self._solved_below(level)
        if solved_below is not None:
            return LOCKED_NOTE.filled(need=TO_OPEN, below=level - 1, solved=solved_below)
        played, solved = ladder.get(level, (0, 0))
        if not played:
            return NOT_TRIED
        return SOLVED_NOTE.filled(solved=solved, played=played)

    def level_1_note(self) -> Words | None:
        return self.level_note(1)

    def level_2_note(self) -> Words | None:
        return self.level_note(2)

    def level_3_note(self) -> Words | None:
        return self.level_note(3)

    def level_2_locked(self) -> Words | None:
        return self.level_locked(2)

    def level_3_locked(self) -> Words | None:
        return self.level_locked(3)

    def in_puzzle(self) -> bool:
        return self.puzzle is not None and self.puzzle_mode and self.my_turn

    @property
    def puzzle_mode(self) -> bool:
        """A puzzle is on the table (played or not): no other seat is shown."""
        return self.session is not None and self.session is self._puzzle_session

    def puzzle_status(self) -> str | None:
        """The status line once a puzzle is played: its score, nothing to wait for (the
        controller's `status_text` asks); None otherwise."""
        if self.puzzle_mode and self._puzzle_said is not None:
            return self._puzzle_said
        return None

    def puzzle_turn_text(self, head: str) -> str | None:
        """A puzzle's turn, before a card is placed, offers no Draw: there is no stock;
        while the puzzle's opening sentence stands, it says all (the status line keeps to
        two lines). None on any other turn (the table's `turn_text` asks first)."""
        if self.puzzle_mode and self.draft is not None and not self.draft.placed:
            if self.message and self.message == self._puzzle_opening:
                return self.message
            return head + self.words(PUZZLE_TURN)
        return None

    def puzzle_over(self) -> bool:
        """A puzzle is on the table and nobody is to play: at a puzzle only the person
        plays, and once Done is pressed the other seat only holds the place (the
        controller's `turn_line`, the log's last line, is then empty)."""
        return self.puzzle_mode and not self.in_puzzle()

    def can_draw(self) -> bool:
        """Draw applies: never at a puzzle, whose stock is empty by design."""
        return not self.puzzle_mode

    def refuse_draw(self) -> bool:
        """Why Draw (D) does nothing at a puzzle, said; False when it is no puzzle."""
        if not self.puzzle_mode:
            return False
        self.refuse(NO_STOCK)
        return True

    def puzzle_score(self, placed: int) -> Words:
        """How the commit placing `placed` cards stands against the best (after Show the
        solution, never praised: not counted as solved)."""
        best = self.puzzle.best
        if self._solution_shown:
            return WITH_SOLUTION.filled(placed=placed, best=best)
        if placed >= best:
            return BEST_FOUND.filled(placed=placed, best=best)
        return SHORT_OF_BEST.filled(placed=placed, best=best).counting(best - placed)

    def solution_steps(self) -> list[list[list[Card]]]:
        """The best answer move by move: each step the table with one more of the
        answer's new groups built. The table's groups it keeps stay as they are, so do
        those it breaks until a new group takes a card of theirs; then their other cards
        wait together (red) until later groups take them."""
        table = [tuple(g) for g in self.puzzle.table]
        answer = [tuple(g) for g in self.puzzle.solution]
        kept = [g for g in answer if g in table]
        new = [g for g in answer if g not in table]
        broken = [g for g in table if g not in kept]
        steps = []
        for k in range(1, len(new) + 1):
            built = new[:k]
            used = {c for g in built for c in g}
            touched = [g for g in broken if any(c in used for c in g)]
            intact = [list(g) for g in broken if g not in touched]
            waiting = [c for g in touched for c in g if c not in used]
            groups = [list(g) for g in kept] + intact + [list(g) for g in built]
            steps.append(groups + ([waiting] if waiting else []))
        return steps

    def show_solution(self) -> None:
        """The best answer, one move a press: each lays one more of its groups out (Done
        plays the whole once it is laid out; Reset turn takes it back)."""
        if not self.in_puzzle() or self.draft is None:
            return
        steps = self.solution_steps()
        on_table = [list(g) for g in self.draft.groups]
        at = next((k for k, step in enumerate(steps) if step == on_table), -1) + 1
        at = min(at, len(steps) - 1)
        groups = steps[at]
        self.draft.groups = [list(g) for g in groups]
        laid = {c for g in groups for c in g}
        self.draft.hand = [c for c in self.draft.start_hand if c not in laid]
        self.hint_groups = None
        self._solution_shown = True  # kept with the puzzle: it is not counted solved
        done = at == len(steps) - 1
        self.message = self.words(
            SOLUTION_SHOWN if done else SOLUTION_STEP.filled(n=at + 1, count=len(steps))
        )
        self._sync_hand_order()
        self.changed.emit()
        self._announce()

    def puzzle_committed(self, placed: int) -> None:
        """After Done in a puzzle: its score on the status line; the puzzle is over."""
        from app.games.quita_y_pon.puzzles import LEVELS

        score = self.puzzle_score(placed)
        above = self.puzzle.level + 1
        was_locked = above in LEVELS and self.level_locked(above) is not None
        self._keep_puzzle(self.puzzle, placed)
        self.puzzle = None
        said = self.words(score)
        if was_locked and self.level_locked(above) is None:
            said = f"{said} {self.words(OPENED.filled(level=above))}"
        self._puzzle_said = self.message = said
        self._announce()

    def _keep_puzzle(self, puzzle: Puzzle, placed: int) -> None:
        """The puzzle played, on the scoreboard (the ladder's progress); a fault is told
        as any other of the scoreboard's."""
        board = self.store.scoreboard
        if board is None:
            return
        try:
            board.record_puzzle(
                self.game_id, puzzle.seed, puzzle.level, puzzle.best, placed, time.time(),
                self._solution_shown,
            )  # fmt: skip
        except StorageError as exc:
            self.storage_fault("scoreboard", exc.sentence)


def _filler(puzzle: Puzzle) -> Card:
    """A card for the other seat's hand (a seat with no card would have gone out): one
    the puzzle does not hold."""
    used = {c for g in puzzle.table for c in g} | set(puzzle.hand)
    from app.games.quita_y_pon.puzzles import DECK

    return next(c for c in DECK if c not in used)
