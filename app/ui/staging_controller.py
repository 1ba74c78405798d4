"""The half of a controller that every game with a staging area shares.

Scala 40 builds its opening and new melds there; Buraco its new melds and the meld that
takes the pile (the pile's top card pinned in it); Mano y Pie will do both. The game
supplies its `Staging` (readings, values), the pile's top card in its view (`pile_top`),
what a reading is worth (`reading_value`), how a staged group that reads as no meld is
judged (`judge_staged`) and what its wild cards stand for (`staged_wilds`), the tray's
prompt (`staging_prompt`), the action Lay down sends (`lay_down_action`), its refusals
as sentences (`sentence`), the status line before and after the draw (`draw_text`,
`play_text`) and any short problem words of its own (`short_problems`).

Shared here: the zones of a drawing game's table (the stock, the person's hand, the
other seats, the centre piles, the tray), the gestures every such game reads the same
way (a card dragged to the hand or into the tray, a reading clicked), Lay down and what
stops it, the first legal one of several candidate actions, and the status line's frame
(with what it says while melds are staged).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject

from app.core.cards import RANK_NAMES, SUIT_SYMBOLS, Card
from app.core.engine import Action, IllegalMove
from app.core.melds import rank_at
from app.core.words import Words
from app.table.zones import ZoneId, ZoneSpec, is_hidden_card
from app.ui.controller_base import BotT, DealT, GameController, MatchT
from app.ui.game_ui import GameAction, draw_command
from app.ui.intent import Intent
from app.ui.messages import cards_text
from app.ui.staging import Reading, Staging, staging_zones
from app.ui.table_zones import DISCARD, HAND, STOCK

#: Refusals about a meld's shape, as opposed to the rules of the turn: when no candidate
#: action fits, a rule of the turn tells the person more (each game adds its own codes).
SHAPE_PROBLEMS = frozenset(
    {
        "not_consecutive", "mixed_suits", "mixed_ranks", "not_a_run", "not_a_meld",
        "run_out_of_range", "set_too_large", "meld_too_long", "too_many_wilds",
        "group_too_short", "run_wraps", "ace_at_both_ends",
    }
)  # fmt: skip

#: The commands every staging game has (its controller supplies `draw_stock`/`can_draw`).
TAKE_BACK = GameAction(
    "take_back", QT_TRANSLATE_NOOP("GameActions", "Take back"), "take_back", "Ctrl+Z",
    enabled="can_take_back", menu_text=QT_TRANSLATE_NOOP("GameActions", "&Take back"),
)  # fmt: skip
DRAW = draw_command("draw_stock")
LAY_DOWN = GameAction(
    "lay_down", QT_TRANSLATE_NOOP("GameActions", "Lay down"), "lay_down", "Return",
    enabled="can_lay_down", menu_text=QT_TRANSLATE_NOOP("GameActions", "&Lay down"),
)  # fmt: skip


#: Hint (H) when the melds staged are the move it would propose.
STAGED_IS_THE_HINT = Words(
    "StagingController", "Your staged melds are the best move: press Lay down to play them."
)


class StagingController(GameController[DealT, MatchT, BotT]):
    staging: Staging
    shape_problems = SHAPE_PROBLEMS
    #: Take back: the cards staged first, then the last move (`take_back`).
    take_back_action = TAKE_BACK
    #: The game's staging area, given the options of the deal in play (a staticmethod).
    make_staging: Callable[[Callable[[], Any]], Staging]

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.staging = type(self).make_staging(lambda: self.view().options)

    # ------------------------------------------------------------------ what the game says
    def pile_top(self, view: Any) -> Card | None:
        """The card on top of the pile that a pinned card was taken from."""
        raise NotImplementedError

    def reading_value(self, meld: Reading) -> int:
        """What a reading is worth (shown beside it)."""
        raise NotImplementedError

    def judge_staged(self, group: Sequence[Card]) -> Any:
        """A staged group with no reading judged alone: the IllegalMove that says why."""
        raise NotImplementedError

    def staged_wilds(self, reading: Reading) -> str:
        """What the wild cards of a staged reading stand for ("" when none)."""
        return ""

    def staging_prompt(self, view: Any) -> str:
        return self.tr("Staging area: drag cards here to build a new meld")

    def lay_down_action(self) -> Action | None:
        """The action Lay down would send now (None: nothing staged)."""
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

    @property
    def phase(self) -> str | None:
        return self.view().phase if self.my_turn else None

    def current_hand(self) -> Sequence[Card]:
        if self.state is None:
            return []
        staged = self.staging.cards()
        return [c for c in self.view().hand if c not in staged]

    def already_shown(self, action: Any) -> Words | None:
        """A hint to lay down the melds staged already is no hint: Lay down plays it."""
        if self.can_lay_down() and self.lay_down_action() == action:
            return STAGED_IS_THE_HINT
        return None

    def draft_key(self) -> Any:
        """The staged groups and the pile's top card pinned (a hint is for them)."""
        return (tuple(tuple(g) for g in self.staging), self.staging.pinned)

    def has_staging(self) -> bool:
        return bool(self.staging)

    def can_lay_down(self) -> bool:
        return bool(self.staging) and self.lay_down_problem() is None

    def laid_now(self) -> list[list[Card]]:
        """The staged groups Lay down sends now (all of them, unless the game says)."""
        return list(self.staging)

    def lay_down_problem(self) -> IllegalMove | None:
        action = self.lay_down_action()
        if action is None or not self.my_turn or self.state is None:
            return IllegalMove("no_meld")
        if self.view().phase == "draw" and not self.taking:
            return IllegalMove("must_draw_first")
        for group in self.laid_now():
            if self.staging.needs_choice(group):
                readings = self.staging.readings(group)
                return IllegalMove(
                    "ambiguous_meld", group=list(group), readings=[m.kind for m in readings]
                )
        return self.state.legal(action)

    def unstage(self, action: Action) -> None:
        """What leaves the tray when Lay down sends `action` (everything, unless the game
        says)."""
        self.staging.clear()

    def lay_down(self) -> bool:
        action = self.lay_down_action()
        if action is None or not self.my_turn:
            self._refuse(self.tr("Drag cards into the staging area first."))
            return False
        problem = self.lay_down_problem()
        if problem is not None:
            self._refuse(self.sentence(problem))
            return False
        self.unstage(action)
        return self.try_action(action)

    def can_take_back(self) -> bool:
        """Take back applies: cards are staged, or a move of this turn can be undone."""
        return self.has_staging() or self.can_take_back_move()

    def take_back(self) -> None:
        """Empty the staging area (its cards back to the hand, a pinned card to its
        pile); with nothing staged, take back the last move of this turn."""
        if not self.staging and not self.taking:
            self.take_back_move()
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

    # ------------------------------------------------------------------ readings
    def clicked(self, c: Card | None, zone: ZoneId) -> None:
        """A click on one of a staged group's readings picks it."""
        if zone.kind == "reading" and self.my_turn and zone.index is not None:
            self.choose_reading(zone.index, zone.sub or 0)

    def kind_text(self, reading: Reading) -> str:
        """A staged reading's kind in a word ("run", "set"; a game may have others)."""
        if reading.kind == "run":
            return self.tr("run", "a meld: cards of one suit in sequence")
        return self.tr("set", "a meld: cards of one rank")

    def reading_text(self, meld: Reading) -> str:
        """A reading in a few words: "set of Q · 30", "run 4♠–7♠ · 25"."""
        value = self.reading_value(meld)
        if meld.kind != "run":
            return self.tr("set of {rank} · {points}").format(
                rank=RANK_NAMES[meld.rank - 1] if meld.rank else "?", points=value
            )
        symbol = SUIT_SYMBOLS.get(meld.suit or "", "")
        low, high = (
            RANK_NAMES[rank_at(p) - 1] + symbol for p in (meld.positions[0], meld.positions[-1])
        )
        return self.tr("run {low}–{high} · {points}").format(low=low, high=high, points=value)

    # ------------------------------------------------------------------ gestures
    def tray_intent(
        self, cards: list[Card], source: ZoneId, target: ZoneId, index: int
    ) -> Intent | None:
        """The gestures that only rearrange the person's side: a hand card moved within
        the hand, a staged card taken back, hand or staged cards put into the tray. None:
        the gesture is the game's to judge."""
        if target == HAND:
            if source == HAND:
                return Intent(edit=lambda: self._reorder_hand(cards, index))
            if source.kind == "stage":
                return Intent(edit=lambda: self.staging.take_back(cards))
            return self.nowhere()
        if target.kind == "stage":
            if source != HAND and source.kind != "stage":
                return self.nowhere()
            group = target.index
            return Intent(edit=lambda: self.staging.add(cards, group, index))
        return None

    def drag_cards(self, c: Card, zone: ZoneId, index: int, whole_group: bool = False):
        """What a press drags: a hand or staged card (a whole staged group), the stock's
        or the pile's top card while drawing."""
        if not self.my_turn or self.state is None:
            return None
        if zone == HAND:
            return [c]
        if zone.kind == "stage" and zone.index is not None:
            return self.staging.group(zone.index) if whole_group else [c]
        if zone in (STOCK, DISCARD) and self.view().phase == "draw":
            return [c]
        return None

    # ------------------------------------------------------------------ what the table shows
    def turn_text(self, view: Any, head: str) -> str:
        if view.phase == "draw":
            return head + self.draw_text(view)
        staged = self.staged_text(head)
        return staged if staged is not None else head + self.play_text(view)

    def draw_text(self, view: Any) -> str:
        """The status line when the person is to draw (or taking the pile)."""
        raise NotImplementedError

    def play_text(self, view: Any) -> str:
        """The status line after the draw, with nothing staged."""
        raise NotImplementedError

    def staged_text(self, head: str) -> str | None:
        """The status line while groups are staged after the draw (None: none are)."""
        if not self.staging:
            return None
        problem = self.lay_down_problem()
        if problem is None:
            return head + self.tr("Lay down the staged melds, or Take back.")
        return head + self.tr("Staged melds not yet playable — {why}").format(
            why=self.sentence(problem)
        )

    def staging_tray(self, view: Any) -> list[ZoneSpec]:
        """The tray's zones, each staged group labelled with its reading or problem."""

        def describe(shown: Sequence[Card], reading: Reading | None) -> tuple[str | None, str]:
            if reading is None and len(self.staging.readings(shown)) > 1:
                return "hint", self.tr("set or run? pick one")
            if reading is None:
                judged = self.judge_staged(shown)
                problem = judged if isinstance(judged, IllegalMove) else IllegalMove("not_a_meld")
                return "invalid", self._short_problem(problem)
            label = f"{self.kind_text(reading)} · {self.reading_value(reading)}"
            wilds = self.staged_wilds(reading)
            return None, label + (f" · {wilds}" if wilds else "")

        return staging_zones(self.staging, describe, self.reading_text, self.staging_prompt(view))
