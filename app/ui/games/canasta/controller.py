"""The half of a controller that the canasta family's games share (Buraco, Mano y Pie).

Both are partnership games with a staging area (`StagingController`) whose melds belong
to the team and lie in the team's band, both take the pile by melding its top card at
once, both say each move aloud in the status line. Shared here: playing an action (the
person's or a bot's) and saying what it did, the cards it put on the table marked;
seat names and roles (you, your partner, an opponent); a team's name and the caption of
its band; dragging the pile's top card into the staging area (pinned there for the meld
that takes the pile) and the double-clicks on the stock and the pile.

The game supplies its classes of the family's actions (`family_actions`), how it
describes the moves of its own (`describe`: a draw, a take of the pile, a request), what
a move did besides (`news`: a muerto taken, a foot picked up) and the sentence for a take
that does not meld the top card.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject

from app.core.cards import Card
from app.core.engine import Action, IllegalMove
from app.core.words import Words
from app.games.canasta.engine import FamilyActions
from app.table.layout import Place
from app.table.zones import ZoneId, ZoneSpec
from app.ui.controller_base import BotT, DealT, MatchT
from app.ui.game_ui import GameAction
from app.ui.games.canasta.bubbles import SeatBubbles
from app.ui.intent import Intent, refusal
from app.ui.messages import cards_text as pretty_cards
from app.ui.staging import NEW_STAGE
from app.ui.staging_controller import DISCARD as PILE
from app.ui.staging_controller import HAND, StagingController
from app.ui.staging_controller import STOCK as STOCK_ZONE
from app.ui.table_zones import level_text

#: Take the pile: sends the staged meld that holds the pile's top card.
TAKE_PILE = GameAction(
    "take_pile", QT_TRANSLATE_NOOP("GameActions", "Take the pile"), "lay_down", "T",
    enabled="can_take_pile", visible="is_taking",
    menu_text=QT_TRANSLATE_NOOP("GameActions", "Take the &pile"),
)  # fmt: skip


SENTENCES = {
    "top_card_not_melded": Words(
        "CanastaController",
        "The pile's top card must be melded at once: drag it onto one of your melds "
        "or into the staging area.",
    ),
    "not_your_meld": Words(
        "CanastaController", "That meld is the other team's: you add only to your team's melds."
    ),
    "pile_empty": Words("CanastaController", "The pile is empty: draw from the stock."),
    "not_in_hand": Words("CanastaController", "{cards} is not in your hand."),
    "nothing_to_meld": Words("CanastaController", "Drag cards into the staging area first."),
    "book_closed": Words("CanastaController", "That meld is closed: it takes no more cards."),
}


def family_sounds(actions: FamilyActions) -> dict[str, str | None]:
    """The effect each of the family's moves makes (a controller's `sounds`): drawing and
    taking the pile sound a draw, melding and laying off a meld, discarding a discard."""
    return {
        actions.draw.kind: "draw",
        actions.take_pile.kind: "draw",
        actions.meld.kind: "meld",
        actions.lay_off.kind: "meld",
        actions.discard.kind: "discard",
    }


class CanastaController(SeatBubbles, StagingController[DealT, MatchT, BotT]):
    #: The game's classes of the actions every canasta game describes and sends alike.
    family_actions: ClassVar[FamilyActions]

    def __init__(self, parent: QObject | None = None) -> None:
        self.bubbles = {}  # the words said at the seats (`SeatBubbles`), none yet
        super().__init__(parent)

    # ------------------------------------------------------------------ hints
    def hint_source(self, action: Any) -> ZoneId | None:
        """A take of the pile starts at the pile, a draw at the stock, the rest at the
        hand cards it moves."""
        acts = self.family_actions
        if isinstance(action, acts.take_pile):
            return PILE
        if isinstance(action, acts.draw):
            return STOCK_ZONE
        return HAND

    def hint_target(self, action: Any) -> ZoneId | None:
        """Where a hinted family move goes: the hand (a draw, the pile taken into a new
        meld), the meld it joins, the staging area (a new meld), the pile (a discard)."""
        acts = self.family_actions
        if isinstance(action, acts.draw):
            return HAND
        if isinstance(action, acts.take_pile):
            onto = getattr(action, "onto", None)
            return ZoneId("meld", onto) if onto is not None else NEW_STAGE
        if isinstance(action, acts.meld):
            return NEW_STAGE
        if isinstance(action, acts.lay_off):
            return ZoneId("meld", action.meld)
        if isinstance(action, acts.discard):
            return PILE
        return None

    # ------------------------------------------------------------------ playing
    def apply_bot(self, seat: int, action: Action) -> None:
        self._play(seat, action)

    def perform(self, action: Action) -> None:
        self._play(self.person, action)

    def _play(self, seat: int, action: Action) -> None:
        """Play a legal action, say what it did, and mark the cards it put on the table."""
        before = self.view()
        self.play_told(action, seat)
        self.mark_played(seat, self._table_cards(self.view()) - self._table_cards(before))
        self._speak_at_seat(seat, action, before)
        self.begin_turn()

    def fresh_view(self) -> None:
        super().fresh_view()
        self.bubbles.clear()

    def staging_prompt(self, view: Any) -> str:
        if self.taking:
            return self.tr("Staging area: build the meld that takes the pile")
        return super().staging_prompt(view)

    @staticmethod
    def _table_cards(view: Any) -> set[Card]:
        return {c for m in view.melds for c in m.cards}

    # ------------------------------------------------------------------ seats and teams
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
        if not partnership:
            title = self.tr("{name} ({level})")
        elif self.is_partner(view, seat):
            title = self.tr("{name} ({level}) — your partner")
        else:
            title = self.tr("{name} ({level}) — opponent")
        return title.format(name=info.name, level=level_text(info.level))

    def other_seats(self, view: Any, label: Callable[[int], str]) -> list[ZoneSpec]:
        """The other seats' hands, face down by their counts while the deal is played;
        once it is over, laid down face up to be counted (the view's `revealed`, each
        seat's hand first)."""
        zones = []
        for seat in self.opponents:
            if view.revealed:
                laid = list(view.revealed[seat][: view.hand_counts[seat]])
                zones.append(
                    self.seat_zone(view, seat, label(seat), cards=laid, count=None, face_up=True)
                )
            else:
                zones.append(self.seat_zone(view, seat, label(seat)))
        return zones + self.bubble_zones(view)

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

    # ------------------------------------------------------------------ the deal's end
    def deal_over_text(self, result: Any) -> str:
        if result is None:
            return self.tr("The deal is over.")
        how = f"{self.deal_ending(result)} {self.laid_down_text()}"
        if self.match is not None and self.match.over:
            return how + " " + self.match_over_text()
        return how + " " + self.tr("Next deal, in the score table, goes on.")

    def deal_ending(self, result: Any) -> str:
        """How the deal ended, in a sentence ("Ana closed the deal.")."""
        raise NotImplementedError

    def laid_down_text(self) -> str:
        return self.tr("Every hand is laid down face up to be counted.")

    # ------------------------------------------------------------------ refusals
    #: The refusals every canasta game words alike that need no more than the refusal's
    #: cards (`sentence` words the others).
    sentences = SENTENCES

    def sentence(self, problem: IllegalMove) -> str:
        """The refusals every canasta game words alike (the game's own first)."""
        code = problem.code
        if code == "card_twice":
            twice = problem.params.get("cards") or problem.params.get("group", ())
            return self.tr("A card is used twice: {cards}.").format(cards=pretty_cards(twice))
        if code == "bad_positions":
            return self.tr(
                "[{cards}]: those cards cannot stand in those places of the meld."
            ).format(cards=pretty_cards(problem.params.get("group", ())))
        if code == "ambiguous_lay_off":
            return self.tr(
                "[{cards}] can join that meld in more than one way: drop it at the end it goes to."
            ).format(cards=pretty_cards(problem.params.get("group", ())))
        if code == "pile_blocked":
            return self.tr("{card} on top blocks the pile: draw from the stock.").format(
                card=pretty_cards([problem.params["card"]]) if "card" in problem.params else "?"
            )
        if code == "needs_matching_cards":
            return self.tr(
                "To take the pile, meld its top card with {n} cards of your hand."
            ).format(n=problem.params.get("needed", 2))
        return super().sentence(problem)

    # ------------------------------------------------------------------ gestures
    def judge(self, cards: list[Card], source: ZoneId, target: ZoneId, index: int) -> Intent:
        """Stock to hand draws; the pile's top card onto a team meld takes the pile (with
        staged hand cards), into the staging area pins it; hand or staged cards into the
        staging area are staged, on a team meld are laid off, on the pile discarded."""
        drawing = self.view().phase == "draw"
        if source == STOCK_ZONE:
            return (
                self.play_intent(self.family_actions.draw()) if target == HAND else self.nowhere()
            )
        if source == PILE:
            return self.pile_intent(target, index)
        pinned = self.staging.pinned
        tray = self.tray_intent(cards, source, target, index)
        if tray is not None:
            return tray
        if source != HAND and source.kind != "stage":
            return self.nowhere()
        if target == PILE:
            if pinned is not None and pinned in cards:
                return Intent(edit=lambda: self.staging.take_back(cards))
            if len(cards) != 1:
                return self.nowhere()
            if drawing:
                return refusal(self.sentence(IllegalMove("wrong_phase")))
            return self.play_intent(self.family_actions.discard(cards[0]))
        if target.kind != "meld" or target.index is None:
            return self.nowhere()
        if pinned is not None and pinned in cards:
            # the pinned top card taken onto a meld instead, with the rest of its group
            group = next((g for g in self.staging if pinned in g), [pinned])
            added = [pinned, *(c for c in group if c != pinned)]
            return self.take_onto_intent(added, target.index, index)
        if drawing:
            return refusal(self.sentence(IllegalMove("wrong_phase")))
        if pinned is not None:
            return refusal(self.tr("Take the pile with the staged top card first, or Take back."))
        return self.lay_off_intent(list(cards), target.index, index)

    def pile_intent(self, target: ZoneId, index: int) -> Intent:
        """The pile's top card dragged: onto a team meld it takes the pile (with the hand
        cards staged), into the staging area it is pinned for a new meld."""
        view = self.view()
        top = self.pile_top(view)
        if view.phase != "draw" or top is None:
            return refusal(self.sentence(IllegalMove("wrong_phase")))
        blocked = self.pile_refusal(top)
        if blocked is not None:
            return blocked
        if target == HAND:
            return self.top_not_melded()
        if target.kind == "stage":
            return self.pin_top(top, target, index)
        if target.kind == "meld" and target.index is not None:
            staged = [c for g in self.staging for c in g if c != self.staging.pinned]
            return self.take_onto_intent([top, *staged], target.index, index)
        return self.nowhere()

    def pile_refusal(self, top: Card) -> Intent | None:
        """Why the pile cannot be taken at all now, whatever is melded with it (None: it
        may be, the take judged when it is made)."""
        return None

    def take_onto_intent(self, added: list[Card], meld_index: int, index: int) -> Intent:
        """The pile's top card (first of `added`, the staged cards after it) dropped on
        the team's meld `meld_index` at `index`."""
        raise NotImplementedError

    def lay_off_intent(self, added: list[Card], meld_index: int, index: int) -> Intent:
        """Hand or staged cards dropped on the team's meld `meld_index` at `index`."""
        raise NotImplementedError

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
        return self.try_action(self.family_actions.draw())

    def can_take_pile(self) -> bool:
        return self.taking and self.lay_down_problem() is None

    def is_taking(self) -> bool:
        return self.taking

    def can_draw(self) -> bool:
        return self.state is not None and self.state.legal(self.family_actions.draw()) is None


__all__ = ["HAND", "PILE", "STOCK_ZONE", "TAKE_PILE", "CanastaController"]
