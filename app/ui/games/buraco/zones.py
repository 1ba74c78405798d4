"""What Buraco's table shows: the seats, the bands of melds and their captions, the
muertos, and the status line before and after the draw.

A mixin of `BuracoController`, kept apart so that the controller holds the gestures and
this module what they are shown on; it reads only the person's view."""

from __future__ import annotations

from app.games.buraco.engine import DRAW, BuracoView
from app.games.buraco.rules import CANASTA_NAME, BuracoOptions
from app.games.buraco.scoring import card_value
from app.games.canasta.melds import TeamMeld, completed_kind
from app.games.canasta.packets import PENDING, TAKEN, UNTAKEN, packet_for
from app.table.layout import Place
from app.table.zones import ZoneId, ZoneSpec
from app.ui.games.canasta.controller import PILE, CanastaController
from app.ui.messages import card_text as pretty
from app.ui.messages import counted
from app.ui.staging import wilds_standing


def wild_labels(meld: TeamMeld, options: BuracoOptions) -> list[str]:
    """What each wild card of a meld stands for: "JK = 5♠", "2♥ = 7" (in a set)."""
    flags = meld.wild_flags(options.family)
    return [f"{pretty(c)} = {stands}" for c, stands in wilds_standing(meld, flags)]


def meld_points(meld: TeamMeld, options: BuracoOptions) -> int:
    return sum(card_value(c, options) for c in meld.cards)


class BuracoZones:
    """The zones of Buraco's table and the status line's words (mixin of the controller;
    its counts are said with `CanastaController.tr`, see `GameController.card_count`)."""

    def draw_text(self, view: BuracoView) -> str:
        if self.taking:
            top = pretty(self.staging.pinned)
            if self.can_take_pile():
                rest = view.pile_size - 1
                if rest == 0:  # the top card is the whole pile: no "other 0 cards"
                    return self.tr(
                        "Take the pile: {card}, its only card, goes down in the staged meld "
                        "— or Take back."
                    ).format(card=top)
                text = CanastaController.tr(
                    "Take the pile: {card} goes down in the staged meld and the pile's other "
                    "%n card(s) come to your hand — or Take back.",
                    "",
                    rest,
                )
                return counted(text, rest).format(card=top)
            return self.tr(
                "To take the pile, meld {card} now: stage hand cards with it, or drop it on "
                "your meld; then Take the pile (or Take back)."
            ).format(card=top)
        if view.exhausted:  # BU-A10: no stock and no muerto left
            return self.tr(
                "The stock is out: take the pile (drag its top card onto one of your melds or "
                "into the staging area), or Draw to end the deal without a close."
            )
        if view.pile_top is None:
            return self.tr("Your turn: draw — drag the stock to your hand (or double-click it).")
        return self.tr(
            "Your turn: draw (drag the stock to your hand, or double-click it), or take the "
            "pile: drag its top card onto one of your melds or into the staging area."
        )

    def play_text(self, view: BuracoView) -> str:
        meld_then_discard = self.tr(
            "Meld in the staging area or add to your melds, then discard: drag a card onto "
            "the pile."
        )
        return f"{meld_then_discard} {self._running_out_note(view)}"

    def _running_out_note(self, view: BuracoView) -> str:
        """What running out of cards would do now (§5.5): take the muerto, close, or
        nothing yet (keep a card)."""
        if packet_for(view.fates, view.team) is not None:
            return self.tr("Running out of cards takes the muerto.")
        fam, allowed = view.options.family, view.options.closing_kinds
        if any(m.team == view.team and completed_kind(m, fam) in allowed for m in view.melds):
            return self.tr("With your canasta, running out of cards closes the deal.")
        return self.tr("No canasta to close with yet: keep at least one card.")

    def _seat_label(self, view: BuracoView, seat: int) -> str:
        parts = [self.seat_title(view, seat), self.card_count(self.held_count(view, seat))]
        for f in view.fates:
            if f.seat == seat and f.state == TAKEN:
                parts.append(self.tr("took the muerto"))
            elif f.seat == seat and f.state == PENDING and view.result is None:
                parts.append(
                    self.tr("your muerto waits: your hand next turn")
                    if seat == self.person
                    else self.tr("muerto waiting beside him")
                )
        if view.revealed and view.revealed[seat]:  # laid down to be counted
            held = sum(card_value(c, view.options) for c in view.revealed[seat])
            parts.append(self.tr("holds {points}").format(points=-held))
        return " · ".join(parts)

    def view_zones(self, view: BuracoView) -> list[ZoneSpec]:
        zones = self.other_seats(view, lambda seat: self._seat_label(view, seat))
        zones += self._pending_zones(view)
        drawing = self.my_turn and view.phase == DRAW
        zones.append(self.stock_zone(view, view.stock_count))
        if self.taking:  # its top card is in the staging area, the rest comes to the hand
            rest = view.pile_size - 1
            zones.append(self.centre_stack(PILE, self.tr("Pile {n}").format(n=rest), count=rest))
        else:
            top = [view.pile_top] if view.pile_top is not None else []
            label = (
                self.tr("Pile {n}").format(n=view.pile_size)
                if view.pile_size
                else self.tr("Pile empty")  # its place outlined: discard here
            )
            zones.append(self.centre_stack(PILE, label, cards=top, face_up=True, draggable=drawing))
        for f, count in zip(view.fates, view.packet_counts, strict=True):
            if f.state != UNTAKEN:
                continue
            label = self.tr("Muerto {i}").format(i=f.index + 1)
            zones.append(self.centre_stack(ZoneId("muerto", f.index), label, count=count))
        zones += self.band_zones(view, lambda team: self._band_parts(view, team))
        for i, m in enumerate(view.melds):
            canasta = completed_kind(m, view.options.family) is not None
            zones.append(
                ZoneSpec(
                    ZoneId("meld", i),
                    kind="group",
                    place=Place.melds(0 if m.team == view.team else 1),
                    cards=list(m.cards),
                    label=self._meld_label(m, view.options),
                    marked="hint" if canasta else None,
                    draggable=False,
                    card_marks={c: "last" for c in m.cards if c in self.last_play},
                    squared=canasta,
                )
            )
        if view.to_play is not None:
            zones += self.staging_tray(view)  # all deal long: the table keeps its places
        zones.append(self.hand_zone(view, self._seat_label(view, self.person)))
        return zones

    def _pending_zones(self, view: BuracoView) -> list[ZoneSpec]:
        """A muerto taken by discarding, beside its taker until his next turn (face down;
        its taker's seat label says so). Once the deal is over it is laid down with the
        hands when it counts as held (its team closed), else it stays face down, unused."""
        zones = []
        for seat, count in enumerate(view.pending_counts):
            if not count:
                continue
            laid = list(view.revealed[seat][view.hand_counts[seat] :]) if view.revealed else []
            label = ""
            if view.revealed:
                label = (
                    self.tr("Muerto, counted as held")
                    if laid
                    else self.tr("Muerto not taken: cards not counted")
                )
            zones.append(
                ZoneSpec(
                    ZoneId("pending", seat),
                    kind="opponent" if laid else "stack",
                    place=Place.side(self.table_seat(seat)),
                    cards=laid,
                    count=None if laid else count,
                    face_up=bool(laid),
                    label=label,
                    draggable=False,
                )
            )
        return zones

    def _band_parts(self, view: BuracoView, team: int) -> list[str]:
        """A team's meld band after its name: its canastas (what closing needs) and its
        muerto: "You & Bruno · 1 canasta · muerto taken"."""
        parts: list[str] = []
        fam = view.options.family
        canastas = sum(1 for m in view.melds if m.team == team and completed_kind(m, fam))
        if canastas == 0:
            parts.append(self.tr("no canasta yet"))
        else:
            text = CanastaController.tr("%n canasta(s)", "", canastas)
            parts.append(counted(text, canastas))
        for f in view.fates:
            if f.team == team and f.state == TAKEN:
                parts.append(self.tr("muerto taken"))
            elif f.team == team and f.state == PENDING:
                parts.append(self.tr("muerto waiting"))
        return parts

    def _meld_label(self, m: TeamMeld, options: BuracoOptions) -> str:
        """ "Limpa · 7", "Suja · 8 · JK = 5♠" (a canasta: its kind and count), "JK = 5♠"
        or nothing (whose meld it is, the band's caption says)."""
        parts = []
        kind = completed_kind(m, options.family)
        if kind is not None:
            names = {  # Buraco's own words, kept in the English interface
                "limpa": self.tr(
                    "Limpa", "Buraco's word (Portuguese): a canasta with no wild card"
                ),
                "suja": self.tr("Suja", "Buraco's word (Portuguese): a canasta with a wild card"),
                "de_mil": self.tr(
                    "De mil", "Buraco's words (Portuguese): a canasta from ace to ace, no wild card"
                ),
            }
            parts.append(f"{names[CANASTA_NAME[kind]]} · {len(m.cards)}")
        parts += wild_labels(m, options)
        return " · ".join(parts)
