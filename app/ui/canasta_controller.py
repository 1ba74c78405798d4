"""The half of a controller that the canasta family's games share (Buraco, Mano y Pie).

Both are partnership games with a staging area (`StagingController`) whose melds belong
to the team and lie in the team's band, both take the pile by melding its top card at
once, both say each move aloud in the status line. Shared here: playing an action (the
person's or a bot's) and saying what it did, the cards it put on the table marked;
seat names and roles (you, your partner, an opponent); a team's name and the caption of
its band; dragging the pile's top card into the staging area (pinned there for the meld
that takes the pile) and the double-clicks on the stock and the pile.

The game supplies its action classes (`draw_action`, and the `Meld`, `LayOff` and
`Discard` it describes the same way), how it describes the moves of its own (`describe`:
a draw, a take of the pile, a request), what a move did besides (`news`: a muerto taken,
a foot picked up) and the sentence for a take that does not meld the top card.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from app.core.cards import Card
from app.core.engine import Action, IllegalMove
from app.table.layout import Place
from app.table.zones import ZoneId, ZoneSpec
from app.ui.controller_base import Intent, refusal
from app.ui.messages import card_text as pretty
from app.ui.messages import cards_text as pretty_cards
from app.ui.staging_controller import DISCARD as PILE
from app.ui.staging_controller import HAND, StagingController
from app.ui.staging_controller import STOCK as STOCK_ZONE


class CanastaController(StagingController):
    #: The game's actions that every canasta game describes alike.
    draw_action: ClassVar[Callable[[], Action]]
    meld_action: ClassVar[type]
    lay_off_action: ClassVar[type]
    discard_action: ClassVar[type]

    # ------------------------------------------------------------------ playing
    def apply_bot(self, seat: int, action: Action) -> None:
        self._play(seat, action)

    def perform(self, action: Action) -> None:
        self._play(self.person, action)

    def _play(self, seat: int, action: Action) -> None:
        """Play a legal action, say what it did, and mark the cards it put on the table."""
        state = self.state
        assert state is not None
        before = self.view()
        text = self.describe(seat, action, before) or self._describe_move(seat, action)
        state.play(action)
        after = self.view()
        self.message = " ".join(t for t in (text, self.news(seat, before, after)) if t)
        self.last_play = self._table_cards(after) - self._table_cards(before)
        self.begin_turn()

    def describe(self, seat: int, action: Action, view: Any) -> str:
        """The game's own sentence for a move ("" for the shared ones)."""
        return ""

    def news(self, seat: int, before: Any, after: Any) -> str:
        """What else a move did, read from the views before and after it."""
        return ""

    def _describe_move(self, seat: int, action: Action) -> str:
        name = self._name(seat)
        if isinstance(action, self.meld_action):
            laid = [c for g in action.melds for c in g]
            return self.tr("{name} laid down {cards}.").format(name=name, cards=pretty_cards(laid))
        if isinstance(action, self.lay_off_action):
            return self.tr("{name} added {cards} to a meld.").format(
                name=name, cards=pretty_cards(action.cards)
            )
        if isinstance(action, self.discard_action):
            return self.tr("{name} discarded {card}.").format(name=name, card=pretty(action.card))
        return ""

    @staticmethod
    def _table_cards(view: Any) -> set[Card]:
        return {c for m in view.melds for c in m.cards}

    # ------------------------------------------------------------------ seats and teams
    def _name(self, seat: int) -> str:
        return self.tr("You") if seat == self.person else self.seats[seat].name

    def is_partner(self, view: Any, seat: int) -> bool:
        return seat != self.person and view.teams[seat] == view.team

    def partners(self, view: Any) -> list[int]:
        return [s for s in range(len(view.teams)) if self.is_partner(view, s)]

    def waiting_text(self, name: str) -> str:
        view = self.view()
        seat = view.to_play
        if seat is not None and self.is_partner(view, seat):
            return self.tr("Your partner {name} is playing…").format(name=name)
        return self.tr("{name} is playing…").format(name=name)

    def seat_title(self, view: Any, seat: int) -> str:
        """A seat's label begins: "You — with Bruno", "Ana (easy) — opponent"."""
        info = self.seats[seat]
        partnership = view.options.partnership
        if seat == self.person:
            if not partnership:
                return info.name
            partners = " & ".join(self.seats[s].name for s in self.partners(view))
            return self.tr("{name} — with {partner}").format(name=info.name, partner=partners)
        name = self.tr("{name} ({level})").format(name=info.name, level=info.level)
        if not partnership:
            return name
        role = self.tr("your partner") if self.is_partner(view, seat) else self.tr("opponent")
        return f"{name} — {role}"

    def team_name(self, view: Any, team: int) -> str:
        """ "You & Bruno", "Ana & Carla"; a seat's name alone when everyone plays alone."""
        members = [s for s, t in enumerate(view.teams) if t == team]
        names = [self.seats[s].name for s in sorted(members, key=lambda s: s != self.person)]
        return " & ".join(names)

    def band(self, team: int, view: Any) -> int:
        """The band of a team's melds: ours nearest (0), each other team's its own beyond
        (1, 2, ...: six players in three partnerships)."""
        if team == view.team:
            return 0
        others = sorted(t for t in set(view.teams) if t != view.team)
        return 1 + others.index(team)

    def band_zones(self, view: Any, parts: Callable[[int], list[str]]) -> list[ZoneSpec]:
        """Each team's band captioned once: its name, then `parts(team)` (each kept on one
        line where the caption wraps)."""
        zones = []
        for team in sorted(set(view.teams), key=lambda t: t != view.team):
            words = [p.replace(" ", "\u00a0") for p in parts(team)]
            zones.append(
                ZoneSpec(
                    ZoneId("band", team),
                    kind="caption",
                    place=Place.melds(self.band(team, view)),
                    label=" · ".join([self.team_name(view, team), *words]),
                )
            )
        return zones

    # ------------------------------------------------------------------ the pile
    def pin_top(self, top: Card, target: ZoneId, index: int) -> Intent:
        """The pile's top card dragged into the staging area: pinned there for the meld
        that takes the pile."""
        group = target.index

        def pin() -> None:
            self.staging.pin(top, group, index)
            self.message = ""  # the status line says what the take needs

        return Intent(edit=pin)

    def top_not_melded(self) -> Intent:
        return refusal(self.sentence(IllegalMove("top_card_not_melded")))

    def double_clicked(self, c: Card, zone: ZoneId) -> None:
        if zone == STOCK_ZONE:
            self.draw_stock()
        elif zone == PILE:
            self._refuse(self.sentence(IllegalMove("top_card_not_melded")))

    def draw_stock(self) -> bool:
        return self.try_action(self.draw_action())

    def can_draw(self) -> bool:
        return self.state is not None and self.state.legal(self.draw_action()) is None


__all__ = ["HAND", "PILE", "STOCK_ZONE", "CanastaController"]
