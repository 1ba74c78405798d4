"""The half of a controller that every game with a staging area shares.

Scala 40 builds its opening and new melds there; Buraco its new melds and the meld that
takes the pile (the pile's top card pinned in it); Mano y Pie will do both. The game
supplies its `Staging` (readings, values), how it names a reading, the pile's top card
in its view (`pile_top`) and any short problem words of its own (`short_problems`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.core.cards import Card
from app.core.engine import IllegalMove
from app.table.zones import is_hidden_card
from app.ui.controller_base import GameController
from app.ui.game_ui import GameAction, action_text
from app.ui.messages import cards_text
from app.ui.staging import Staging

#: The commands every staging game has (its controller supplies `draw_stock`/`can_draw`).
TAKE_BACK = GameAction(
    "take_back", action_text("Take back"), "take_back", "Ctrl+Z", enabled="has_staging",
    menu_text=action_text("&Take back"),
)  # fmt: skip
DRAW = GameAction(
    "draw", action_text("Draw"), "draw_stock", "D", enabled="can_draw",
    menu_text=action_text("D&raw"),
)  # fmt: skip
LAY_DOWN = GameAction(
    "lay_down", action_text("Lay down"), "lay_down", "Return", enabled="can_lay_down",
    menu_text=action_text("&Lay down"),
)  # fmt: skip


class StagingController(GameController):
    staging: Staging

    # ------------------------------------------------------------------ what the game says
    def pile_top(self, view: Any) -> Card | None:
        """The card on top of the pile that a pinned card was taken from."""
        raise NotImplementedError

    def reading_text(self, meld: Any) -> str:
        raise NotImplementedError

    def short_problems(self) -> dict[str, str]:
        """The game's own short words for a staged group's problems."""
        return {}

    # ------------------------------------------------------------------ shared
    @property
    def taking(self) -> bool:
        """The pile's top card is pinned in the staging area, for the meld that takes it."""
        return self.staging.pinned is not None

    def fresh_view(self) -> None:
        self.staging.clear()

    def before_move(self) -> None:
        """Cards laid, laid off or discarded leave the tray; a pinned top card whose take
        can no longer be made (the turn moved on) is back on its pile."""
        if self.state is None:
            return
        view = self.view()
        pinned = self.staging.pinned
        if pinned is not None and (
            view.to_play != self.person or view.phase != "draw" or self.pile_top(view) != pinned
        ):
            self.staging.remove([pinned])
        self.staging.keep_only(view.hand)

    def persons_move(self) -> None:
        self._sync_hand_order()

    @property
    def phase(self) -> str | None:
        return self.view().phase if self.my_turn else None

    def current_hand(self) -> Sequence[Card]:
        if self.state is None:
            return []
        staged = self.staging.cards()
        return [c for c in self.view().hand if c not in staged]

    def has_staging(self) -> bool:
        return bool(self.staging)

    def can_lay_down(self) -> bool:
        return bool(self.staging) and self.lay_down_problem() is None

    def lay_down_problem(self) -> IllegalMove | None:
        raise NotImplementedError

    def take_back(self) -> None:
        """Empty the staging area: its cards back to the hand, a pinned card to its pile."""
        if not self.staging and not self.taking:
            return
        self.staging.clear()
        self.message = self.tr("The staged cards are back in your hand.")
        self._sync_hand_order()
        self.changed.emit()
        self._announce()

    def choose_reading(self, group_index: int, reading_index: int) -> bool:
        """The person picked how a staged group is read: lay it in that order."""
        if self.state is None:
            return False
        picked = self.staging.choose(group_index, reading_index)
        if picked is None:
            return False
        self.message = self.tr("[{cards}] is read as {reading}.").format(
            cards=cards_text(picked.cards), reading=self.reading_text(picked)
        )
        self._sync_hand_order()
        self.changed.emit()
        self._announce()
        return True

    def _short_problem(self, problem: IllegalMove) -> str:
        """A staged group's problem in a few words (the status line has the sentence)."""
        short = {
            "group_too_short": self.tr("too few cards"),
            "not_a_meld": self.tr("not a set or run"),
            "mixed_ranks": self.tr("mixed ranks"),
            "mixed_suits": self.tr("mixed suits"),
            "not_consecutive": self.tr("gap in the run"),
            "set_too_large": self.tr("set too large"),
            "meld_too_long": self.tr("too long"),
            "run_wraps": self.tr("no K-A-2"),
            **self.short_problems(),
        }
        return "✗ " + short.get(problem.code, self.tr("not valid"))

    def is_stock_card(self, c: Card) -> bool:
        return is_hidden_card(c)
