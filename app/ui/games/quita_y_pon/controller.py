"""Quita y Pon at the table: the controller between the engine and the card table.

The controller owns the engine state. On the person's turn it keeps a `TurnDraft` (the
working copy of the table) that drags edit freely; Done sends it to the engine as one
`Commit`. Bots choose in worker threads (`QThreadPool`) from their seat's view only and
their actions are applied on the GUI thread after a pace the player sets.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from app.core.cards import Card
from app.core.engine import Action, IllegalMove
from app.core.melds import Meld, classify
from app.games.quita_y_pon.draft import TurnDraft
from app.games.quita_y_pon.engine import GAME_ID, Draw, Position, QuitaYPon, QuitaYPonMatch, TimeOut
from app.games.quita_y_pon.narration import moved
from app.table.zones import ZoneId
from app.ui.controller_base import GameController
from app.ui.games.quita_y_pon.playout import CommitPlayout
from app.ui.games.quita_y_pon.puzzle import QuitaYPonPuzzles
from app.ui.games.quita_y_pon.sentences import SENTENCES
from app.ui.games.quita_y_pon.timer import TurnTimer
from app.ui.games.quita_y_pon.zones import NEW_GROUP, QuitaYPonZones
from app.ui.hand_order import SORTS
from app.ui.intent import Intent, refusal
from app.ui.messages import cards_text
from app.ui.practice import PRACTICE_TAKE_BACK
from app.ui.table_zones import HAND

if TYPE_CHECKING:  # the bots and the solver load when used (after the first frame)
    from app.games.quita_y_pon.bots import QuitaYPonBot  # noqa: F401 - the class line's

__all__ = ["SORTS", "QuitaYPonController"]


class QuitaYPonController(
    QuitaYPonPuzzles,
    QuitaYPonZones,
    GameController[QuitaYPon, QuitaYPonMatch, "QuitaYPonBot"],
):
    game_id = GAME_ID
    sentences = SENTENCES
    sounds = {"qp.draw": "draw", "qp.commit": "meld", "qp.timeout": None}
    #: Ctrl+Z resets the turn being prepared: take back is a practice table's menu entry.
    take_back_action = PRACTICE_TAKE_BACK
    #: Its hint commands are its own (a hint is accepted into the draft, not played):
    #: they lead its `ACTIONS`.
    hint_actions = ()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.draft: TurnDraft | None = None
        self.hint_groups: tuple[tuple[Card, ...], ...] | None = None
        self.timer = TurnTimer(self)  # the optional turn timer (QP-A8)
        self.playout = CommitPlayout(self)  # a bot's commit shown group by group

    # ------------------------------------------------------------------ match hooks
    def fresh_view(self) -> None:
        self.draft = self.hint_groups = None

    def drop_preparation(self) -> None:
        """Before a turn is played for the person (P): the draft goes back to the turn's
        start, the turn staying open (the draft is what makes it the person's at the
        table: dropping it, as `fresh_view` does, would leave the turn to no one)."""
        self.hint_groups = None
        if self.draft is not None:
            self.draft.reset()
            self._sync_hand_order()

    # ------------------------------------------------------------------ turn flow
    def before_move(self) -> None:
        self.draft = self.hint_groups = None
        self.timer.stop()

    def persons_move(self) -> None:
        assert self.state is not None
        self.draft = TurnDraft(self.view())
        self.timer.start()

    # ------------------------------------------------------------------ match and timer
    def time_up(self) -> None:
        """The turn timer at zero (QP-A8): the turn is reset and a card drawn."""
        if self.my_turn and self.state is not None:
            self.play_told(TimeOut(), self.person)
            self.last_play = set()
            self.message = self.tr("Time is up: your turn was reset and you drew a card.")
            self.begin_turn()

    def apply_bot(self, seat: int, action: Action) -> None:
        if not self.playout.play_out(seat, action, lambda: self._play(action, seat)):
            self._play(action, seat)

    def perform(self, action: Action) -> None:
        """The person's legal `Commit` or `Draw` (Done and Draw check it first)."""
        self._play(action, self.person)

    def _play(self, action: Action, seat: int) -> None:
        """Play a legal action, mark the cards it placed and say what it did."""
        assert self.state is not None
        before = self.view().table
        self.play_told(action, seat)  # bots choose only legal actions; a failure is a bug
        after = self.view().table
        placed = {c for g in after for c in g} - {c for g in before for c in g}
        rebuilt = {c for cards, _, _ in moved(before, after) for c in cards}
        self.mark_played(seat, placed | rebuilt)
        self.begin_turn()

    # ------------------------------------------------------------------ what is shown
    def table_view(self) -> Any:
        """The view the table is drawn from: a bot's commit's steps while it plays out."""
        shown = self.playout.shown
        return super().table_view() if shown is None else shown

    def status_text(self) -> str:
        said = self.puzzle_status()  # a puzzle played: its score
        return super().status_text() if said is None else said

    def turn_line(self) -> str:
        return "" if self.puzzle_over() else super().turn_line()

    # ------------------------------------------------------------------ person's gestures
    @property
    def my_turn(self) -> bool:
        return (
            self.state is not None and self.state.to_play == self.person and self.draft is not None
        )

    def judge(self, cards: list[Card], source: ZoneId, target: ZoneId, index: int) -> Intent:
        """Every drop on the person's turn edits the draft (or the hand's order): onto a
        group, onto "new group", or back to the hand for cards placed this turn."""
        draft = self.draft
        assert draft is not None
        if target == HAND:
            if source == HAND:
                return self._edit(lambda: self._reorder_hand(cards, index))
            from_table = [c for c in cards if c not in draft.start_hand]
            if from_table:
                return refusal(self.sentence(IllegalMove("table_card_to_hand", cards=from_table)))
            return self._edit(lambda: draft.take_back(cards))
        if target == NEW_GROUP:
            return self._edit(lambda: draft.move(cards, None))
        if target.kind == "meld" and target.index is not None and target.index < len(draft.groups):
            group = target.index
            return self._edit(lambda: self._insert(cards, group, index))
        return self.nowhere()

    def _edit(self, change: Callable[[], object]) -> Intent:
        def edit() -> None:
            self.hint_groups = None
            change()
            self.message = ""

        return Intent(edit=edit)

    def _insert(self, cards: list[Card], group: int, index: int) -> None:
        """Insert into a group; split a run where that makes two valid groups (QP-T01)."""
        draft = self.draft
        assert draft is not None
        target = draft.groups[group]
        # Moving cards within the same group: take them out first.
        same = [c for c in cards if c in target]
        if same:
            index -= sum(1 for c in target[:index] if c in same)
        new_index = draft.move(cards, group, index)
        merged = draft.groups[new_index]
        rules = self.state.options.meld_rules if self.state else None
        if rules is None:
            return
        judged = classify(merged, rules)
        if isinstance(judged, Meld):
            if judged.kind == "run":  # shown in rank order at once (no wild card moves)
                merged[:] = judged.cards
            return
        for cut in (index, index + len(cards)):
            left, right = merged[:cut], merged[cut:]
            if (
                left
                and right
                and isinstance(classify(left, rules), Meld)
                and isinstance(classify(right, rules), Meld)
            ):
                draft.split(new_index, cut)
                return

    def current_hand(self) -> Sequence[Card]:
        if self.draft is not None:
            return self.draft.hand
        return self.view().hand if self.state else []

    def reset_turn(self) -> None:
        if not self.my_turn:
            return
        assert self.draft is not None
        self.draft.reset()
        self.hint_groups = None
        self.message = self.tr("Turn reset: the table is as it was.")
        self._sync_hand_order()
        self.changed.emit()
        self._announce()

    def commit_problem(self) -> IllegalMove | None:
        """Why Done is refused now (None: the engine would accept the commit)."""
        if not self.my_turn or self.state is None or self.draft is None:
            return IllegalMove("not_your_turn")
        return self.state.legal(self.draft.commit())

    def can_commit(self) -> bool:
        """Done applies: the draft table is valid and places a hand card."""
        return self.commit_problem() is None

    def showing_hint(self) -> bool:
        return self.hint_groups is not None and self.my_turn

    def done(self) -> bool:
        problem = self.commit_problem()
        if problem is not None:
            self._refuse(self.sentence(problem))
            return False
        assert self.draft is not None
        placed = len(self.draft.start_hand) - len(self.draft.hand)
        puzzle = self.puzzle is not None
        self.perform(self.draft.commit())
        if puzzle:
            self.puzzle_committed(placed)
        return True

    def draw(self) -> bool:
        if self.refuse_draw():
            return False
        if not self.my_turn:
            self._refuse(self.tr("It is not your turn."))
            return False
        assert self.state is not None and self.draft is not None
        problem = self.state.legal(Draw())
        if problem is not None:
            if problem.code == "must_play":
                self.hint_groups = problem.params["play"]
            self._refuse(self.sentence(problem))
            self.changed.emit()
            return False
        if self.draft.changed:
            self.draft.reset()
        self.perform(Draw())
        return True

    def hint(self) -> bool:
        """Preview the solver's best commit (Hint); accept_hint() plays it into the draft."""
        if not self.my_turn or self.state is None:
            return False
        from app.games.quita_y_pon.solver import solve  # at the first hint

        position = Position.of_view(self.view())
        solution = solve(
            [c for g in position.table for c in g],
            position.hand,
            min_points=position.min_points,
            keep_table=position.keep_table,
            **position.options.solver_options,
        )
        if solution is None:
            self.hint_groups = None
            self.message = self.tr("No card of yours can be placed: draw.")
            self.changed.emit()
            self._announce()
            return False
        draft = self.draft
        if draft is not None and self.can_commit():
            placed = len(draft.start_hand) - len(draft.hand)
            if placed >= solution.cards_placed:  # the table already shows the best
                self.hint_groups = None
                self.message = self.tr(
                    "Your table already places as many cards as can be placed: press Done."
                )
                self.changed.emit()
                self._announce()
                return False
        self.hint_groups = solution.melds
        self.session.note_hint()
        self.message = self.tr(
            "Hint: place {cards}. Accept the hint to lay it out, or keep playing."
        ).format(cards=cards_text(sorted(solution.placed, key=Card.sort_key)))
        self.changed.emit()
        self._announce()
        return True

    def accept_hint(self) -> None:
        if self.hint_groups is None or self.draft is None:
            return
        self.draft.groups = [list(g) for g in self.hint_groups]
        placed = {c for g in self.hint_groups for c in g}
        self.draft.hand = [c for c in self.draft.start_hand if c not in placed]
        self.hint_groups = None
        self.message = self.tr("Hint laid out: press Done to play it.")
        self._sync_hand_order()
        self.changed.emit()
        self._announce()

    def dismiss_hint(self) -> None:
        self.hint_groups = None
        self.changed.emit()

    def drag_cards(
        self, c: Card, zone: ZoneId, index: int, whole_group: bool = False
    ) -> list[Card] | None:
        """What a press on `c` drags.

        From the hand: the card. From a run: the card and the cards between it and the
        nearer end of the run, so one drag splits a run; an end card comes alone. From a
        set: the card. With `whole_group` (Shift held) the whole group, to merge it.
        """
        if not self.my_turn or self.draft is None:
            return None
        if zone == HAND:
            return [c]
        if zone.kind != "meld" or zone.index is None or zone.index >= len(self.draft.groups):
            return None
        group = self.draft.groups[zone.index]
        if whole_group:
            return list(group)
        rules = self.state.options.meld_rules if self.state else None
        judged = classify(group, rules) if rules else None
        if not isinstance(judged, Meld) or judged.kind != "run":
            return [c]
        if index < len(group) - 1 - index:
            return group[: index + 1]
        return group[index:]
