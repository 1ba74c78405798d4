"""What Mano y Pie's table shows: each team's band and its caption, the seats with their
feet, the books squared up with the card that tells their kind on top.

A mixin of `ManoYPieController`, kept apart so that the controller holds the gestures and
this module what they are shown on; it reads only the person's view."""

from __future__ import annotations

from app.core.cards import Card
from app.core.melds import is_wild
from app.games.canasta.melds import ALL_WILD, CLEAN, DIRTY, TeamMeld, completed_kind
from app.games.mano_y_pie.engine import DRAW, GRANTED, REFUSED, ManoYPieView
from app.games.mano_y_pie.rules import ManoYPieOptions
from app.games.mano_y_pie.scoring import card_value
from app.table.layout import Place
from app.table.zones import ZoneId, ZoneSpec
from app.ui.games.canasta.controller import PILE

QUESTION = ZoneId("question")
BOOK_KINDS = (CLEAN, DIRTY, ALL_WILD)


def meld_points(meld: TeamMeld, options: ManoYPieOptions) -> int:
    return sum(card_value(c, options) for c in meld.cards)


def book_face(meld: TeamMeld, options: ManoYPieOptions) -> list[Card]:
    """A book's cards with the one that tells its kind last, on top of the squared pile:
    a red natural on a clean book, a black natural on a dirty one, a joker on a wild one."""
    kind = completed_kind(meld, options.family)
    rules = options.family.meld_rules
    cards = list(meld.cards)
    if kind == ALL_WILD:
        marks = [c for c in cards if c.is_joker]
    elif kind == CLEAN:
        marks = [c for c in cards if c.is_red]
    elif kind == DIRTY:
        marks = [c for c in cards if not is_wild(c, rules) and not c.is_red]
    else:
        return cards
    if not marks:
        return cards
    cards.remove(marks[0])
    return [*cards, marks[0]]


class ManoYPieZones:
    """The zones of Mano y Pie's table (mixin of the controller)."""

    # ------------------------------------------------------------------ what the table shows
    def _books_text(self, view: ManoYPieView, team: int) -> str:
        """ "clean 1/2 · dirty 0/2 · wild 0/1": the team's books against the contract."""
        return " · ".join(self._books(view, team))

    def _books(self, view: ManoYPieView, team: int) -> list[str]:
        fam = view.options.family
        have = dict.fromkeys(BOOK_KINDS, 0)
        for m in view.melds:
            kind = completed_kind(m, fam) if m.team == team else None
            if kind in have:
                have[kind] += 1
        need = dict(zip(BOOK_KINDS, view.options.contract, strict=True))
        texts = {  # each kind of book: how many the team has of those the contract needs
            CLEAN: self.tr("clean {have}/{need}", "clean books made / needed"),
            DIRTY: self.tr("dirty {have}/{need}", "dirty books made / needed"),
            ALL_WILD: self.tr("wild {have}/{need}", "wild books made / needed"),
        }
        return [texts[k].format(have=have[k], need=need[k]) for k in BOOK_KINDS]

    def _band_parts(self, view: ManoYPieView, team: int) -> list[str]:
        parts = self._books(view, team)
        if not view.initial_melded[team]:
            parts.append(self.tr("to open: {n}").format(n=view.minimum))
        reds = sum(1 for s, _ in view.red3s if view.teams[s] == team)
        if reds:
            parts.append(self.tr("red 3s: {n}").format(n=reds))
        return parts

    def _seat_label(self, view: ManoYPieView, seat: int) -> str:
        """ "Ana (normal) — opponent · 13 cards · foot 13": the label runs on under the
        seat's foot beside the hand (the foot has none of its own while the deal is on)."""
        parts = [self.seat_title(view, seat), self.card_count(self.held_count(view, seat))]
        if view.revealed:
            held = sum(card_value(c, view.options) for c in view.revealed[seat])
            parts.append(self.tr("holds {points}").format(points=-held))
        elif view.on_foot[seat]:
            parts.append(self.tr("on the foot"))
        else:
            parts.append(self.tr("foot {n}").format(n=view.foot_counts[seat]))
        if seat == self.person == view.turn_seat and view.result is None:  # permission?
            if view.permission == GRANTED:
                parts.append(self.tr("may go out this turn"))
            elif view.permission == REFUSED:
                parts.append(self.tr("may not go out this turn"))
        # where the label wraps, "13 cards" and "foot 13" each stay on one line
        return " · ".join([parts[0], *(p.replace(" ", "\u00a0") for p in parts[1:])])

    def _foot_zone(self, view: ManoYPieView, seat: int) -> ZoneSpec:
        """A seat's foot beside its hand: face down by its count; once picked up, its empty
        place (the cards flew to the hand from it); after the deal, face up if unpicked
        (the seat's label, "holds -65", counts it with the hand)."""
        laid = list(view.revealed[seat][view.hand_counts[seat] :]) if view.revealed else []
        return ZoneSpec(
            ZoneId("foot", seat),
            kind="opponent" if laid else "stack",
            place=Place.side(self.table_seat(seat)),
            cards=laid,
            count=None if laid else view.foot_counts[seat],
            face_up=bool(laid),
            label="",  # the seat's label runs on under it
            draggable=False,
        )

    def _meld_zone(self, view: ManoYPieView, i: int, m: TeamMeld) -> ZoneSpec:
        fam = view.options.family
        kind = completed_kind(m, fam)
        if kind is not None:
            names = {
                CLEAN: self.tr("Clean book"),
                DIRTY: self.tr("Dirty book"),
                ALL_WILD: self.tr("Wild book"),
            }
            label = names.get(kind, "")  # a book holds book_size cards, never more
            shown = book_face(m, view.options)
        else:
            label = f"{len(m.cards)} / {fam.book_size}"
            shown = list(m.cards)
        return ZoneSpec(
            ZoneId("meld", i),
            kind="group",
            place=Place.melds(self.band(m.team, view)),
            cards=shown,
            label=label,
            marked="hint" if kind is not None else None,
            draggable=False,
            card_marks={c: "last" for c in m.cards if c in self.last_play},
            squared=kind is not None,
        )

    def view_zones(self, view: ManoYPieView) -> list[ZoneSpec]:
        zones = self.other_seats(view, lambda seat: self._seat_label(view, seat))
        zones += [self._foot_zone(view, seat) for seat in range(len(view.teams))]
        drawing = self.my_turn and view.phase == DRAW
        zones.append(self.stock_zone(view, view.stock_count))
        size = len(view.pile)
        if self.taking:  # its top card is in the staging area
            zones.append(self.centre_stack(PILE, self.tr("Pile {n}").format(n=size - 1),
                                           count=size - 1))  # fmt: skip
        else:
            top = [view.pile[-1]] if view.pile else []
            label = self.tr("Pile {n}").format(n=size) if size else self.tr("Pile empty")
            zones.append(self.centre_stack(PILE, label, cards=top, face_up=True, draggable=drawing))
        zones += self.band_zones(view, lambda team: self._band_parts(view, team))
        zones += [self._meld_zone(view, i, m) for i, m in enumerate(view.melds)]
        for team in sorted(set(view.teams), key=lambda t: t != view.team):
            reds = [c for s, c in view.red3s if view.teams[s] == team]
            if reds:
                zones.append(
                    ZoneSpec(
                        ZoneId("red3s", team),
                        kind="group",
                        place=Place.melds(self.band(team, view)),
                        cards=reds,
                        label=self.tr("Red 3s"),
                        draggable=False,
                        squared=len(reds) > 3,
                    )
                )
        if self.is_asked():
            zones.append(
                ZoneSpec(QUESTION, kind="drop", place=Place.staging(),
                         label=self.question_label(view), marked="active")
            )  # fmt: skip
        elif view.to_play is not None:
            zones += self.staging_tray(view)  # all deal long: the table keeps its places
        zones.append(self.hand_zone(view, self._seat_label(view, self.person)))
        return zones
