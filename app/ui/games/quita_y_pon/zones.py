"""What Quita y Pon's table shows: the table's groups (the turn's draft while the person
rearranges it), the hand, the other seats, and the status line.

A mixin of `QuitaYPonController`, kept apart so that the controller holds the gestures
and this module what they are shown on; it reads only the person's view."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.core.cards import Card
from app.core.hints import BEST_FOUND, Hint
from app.games.quita_y_pon.engine import Commit, QuitaYPonView
from app.games.quita_y_pon.scoring import hand_points
from app.table.layout import Place
from app.table.zones import ZoneId, ZoneSpec
from app.ui.table_zones import HAND, level_text

# The drop target that starts a new group (a plain comment: lupdate would give "#:" to
# the next translated string as its comment).
NEW_GROUP = ZoneId("new")


class QuitaYPonZones:
    """The zones of Quita y Pon's table and the status line (mixin of the controller)."""

    # ------------------------------------------------------------------ the hint
    def shown_hint(self) -> Hint | None:
        """The solver's hint while it is shown: its commit (the cards it places lifted
        in the hand, an arrow to the table; Accept hint lays its groups out)."""
        groups = getattr(self, "hint_groups", None)
        if groups is None or not self.my_turn:
            return None
        return Hint(Commit(tuple(tuple(g) for g in groups)), BEST_FOUND)

    def hint_target(self, action: Any) -> ZoneId | None:
        return NEW_GROUP

    # ------------------------------------------------------------------ what the table shows
    def deal_over_text(self, result: Any) -> str:
        winners = ", ".join(self.seats[s].name for s in result.winners) if result else ""
        if not self.match_over:
            return self.tr(
                "Deal over — winner: {w}. Next deal, in the score table, goes on."
            ).format(w=winners)
        over = self.tr("Deal over — winner: {w}.").format(w=winners)
        return f"{over} {self.match_over_text()}"

    def waiting_text(self, name: str) -> str:
        return self.tr("{name} is thinking…").format(name=name)

    def turn_text(self, view: QuitaYPonView, head: str) -> str:
        assert self.draft is not None
        puzzle = self.puzzle_turn_text(head)  # a puzzle's turn says it its own way
        if puzzle is not None:
            return puzzle
        if self.timer.running:
            clock = self.tr("[{seconds} s]", "the turn timer: seconds left").format(
                seconds=self.timer.seconds_left
            )
            head = f"{clock} {head}"
        if self.draft.placed:
            problem = self.commit_problem()
            if problem is None:
                return head + self.tr(
                    "Your turn: press Done (Enter) to play these cards, or Reset turn."
                )
            return head + self.tr("Your turn: not yet valid — {why}").format(
                why=self.sentence(problem)
            )
        return head + self.tr(
            "Your turn: drag cards to the table (split and rebuild melds freely), "
            "then Done — or Draw (D) if you cannot play."
        )

    def _short_problem(self, problem: Any) -> str:
        """An invalid group's problem in a few words, short enough to be read whole under
        the group in every language (the status line and tool tip have the sentence)."""
        short = {
            "group_too_short": self.tr("too few cards"),
            "not_a_run": self.tr("not a run"),
            "not_a_meld": self.tr("not a set or run"),
        }
        return "✗ " + short.get(problem.code, self.tr("not valid"))

    def _hand_label(self, view: QuitaYPonView, hand: Sequence[Card]) -> str:
        name, cards = self.seats[self.person].name, self.card_count(len(hand))
        if view.revealed:  # the deal is over: what the hand costs
            return self.tr("{name} — {cards} · {points} pts").format(
                name=name, cards=cards, points=hand_points(hand)
            )
        return self.tr("{name} — {cards}").format(name=name, cards=cards)

    def view_zones(self, view: QuitaYPonView) -> list[ZoneSpec]:
        zones: list[ZoneSpec] = []
        n = len(view.hand_counts)
        others = range(1, n) if not getattr(self, "puzzle_mode", False) else ()  # a puzzle: none
        for offset in others:
            seat = (self.person + offset) % n
            count = view.hand_counts[seat]
            info = self.seats[seat]
            label = self.tr("{name} ({level}) — {cards}").format(
                name=info.name, level=level_text(info.level), cards=self.card_count(count)
            )
            shown: dict = {"cards": [], "count": count}
            if view.revealed:  # the deal is over: laid down face up, with what it costs
                held = view.revealed[seat]
                label = self.tr("{name} ({level}) — {cards} · {points} pts").format(
                    name=info.name,
                    level=level_text(info.level),
                    cards=self.card_count(len(held)),
                    points=hand_points(held),
                )
                shown = {"cards": list(held), "count": None, "face_up": True}
            zones.append(self.seat_zone(view, seat, label, **shown))
        zones.append(
            ZoneSpec(
                ZoneId("stock"),
                kind="stack",
                place=Place.centre(),
                cards=[],
                count=view.stock_count,
                label=self.tr("Stock {n}").format(n=view.stock_count),
                draggable=False,
            )
        )
        mine = self.my_turn and self._past is None  # a past view (the log) is only shown
        groups = self.draft.groups if (mine and self.draft) else [list(g) for g in view.table]
        problems = self.draft.problems() if (mine and self.draft) else [None] * len(groups)
        hint_cards = {c for g in self.hint_groups for c in g} if self.hint_groups else set()
        for i, (group, problem) in enumerate(zip(groups, problems, strict=True)):
            marked = None
            label = tip = ""
            if problem is not None:  # a few words under it; the sentence in its tool tip
                marked, label, tip = "invalid", self._short_problem(problem), self.sentence(problem)
            elif hint_cards and set(group) <= hint_cards:
                marked = "hint"
            zones.append(
                ZoneSpec(
                    ZoneId("meld", i),
                    kind="group",
                    place=Place.melds(),
                    cards=list(group),
                    label=label,
                    tip=tip,
                    marked=marked,
                    draggable=mine,
                    card_marks=self._card_marks(group),
                )
            )
        if mine:
            zones.append(
                ZoneSpec(
                    NEW_GROUP,
                    kind="drop",
                    place=Place.melds(),
                    cards=[],
                    label=self.tr("Drop here to start a new group"),
                )
            )
        hand = self.hand_order if mine else self._ordered(view.hand)
        zones.append(
            ZoneSpec(
                HAND,
                kind="hand",
                place=Place.hand(self.table_seat(self.person)),
                cards=list(hand),
                card_marks={c: "hint" for c in hand if c in hint_cards},
                label=self._hand_label(view, hand),
                marked="active" if view.to_play == self.person else None,
                draggable=mine,
            )
        )
        return zones

    def _card_marks(self, group: Sequence[Card]) -> dict[Card, str]:
        """Cards placed from the hand this turn (they may go back) and the last play."""
        placed = set(self.draft.placed) if (self.my_turn and self.draft) else set()
        marks = {c: "last" for c in group if c in self.last_play}
        marks.update({c: "placed" for c in group if c in placed})
        return marks
