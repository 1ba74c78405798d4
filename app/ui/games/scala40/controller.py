"""Scala 40 at the table: the controller between the engine and the card table.

The person's turn is a sequence of engine actions, each sent as soon as the gesture that
makes it ends: drawing (drag the stock or the discard's top card to the hand, or
double-click it), laying off (drop a hand card on a table meld), exchanging a joker (drop
the natural card on the joker), discarding (drop a card on the discard pile). New melds
are built first in a *staging area* (the tray above the hand), which shows whether each
meld is valid and, before the opening, the value so far ("32 / 40"); Lay down sends them
as one `Meld` action. A player who has not opened may take the discard only to open with
it at once (§2.4 D2 (b)): dragging it into the staging area stages it, and Lay down then
sends `TakeDiscard(open_with=…)`; Take back returns it.

Where a staged group has more than one reading (`5H 6H JK` is 4-5-6 or 5-6-7; with two
jokers allowed, `QH JK JK'` is a set of queens or a run at three places), the staging
area shows each reading as a small target under the tray, and a click picks one: the
group is laid in that order with each joker where it stands, and the reading goes with
the meld (RULES.md §0.4: the engine never guesses). Runs at several places start from
the order the person staged when it is valid, else from the run extending upward
(§0.4's default); a set or a run waits for the person's click.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from app.core.cards import RANK_NAMES, SUIT_SYMBOLS, Card
from app.core.engine import Action, IllegalMove
from app.core.melds import Meld as JudgedMeld
from app.core.melds import all_readings
from app.games.scala40.bots import Scala40Bot
from app.games.scala40.engine import (
    GAME_ID,
    HIGH,
    LOW,
    Discard,
    DrawStock,
    ExchangeJoker,
    LayOff,
    Meld,
    Scala40,
    Scala40Match,
    Scala40View,
    TakeDiscard,
    judge_meld,
)
from app.games.scala40.narration import WENT_OUT
from app.games.scala40.rules import Scala40Options
from app.games.scala40.scoring import meld_opening_value
from app.table.layout import Place
from app.table.zones import ZoneId, ZoneSpec
from app.ui.games.scala40.hints import Scala40Hints
from app.ui.games.scala40.sentences import SENTENCES
from app.ui.intent import Intent, refusal
from app.ui.messages import card_text as pretty
from app.ui.staging import Staging, game_staging, wilds_standing
from app.ui.staging_controller import DISCARD, HAND, SHAPE_PROBLEMS, STOCK, StagingController
from app.ui.table_zones import level_text

#: Refusals about a meld's shape, as opposed to the rules of the turn.
SCALA40_SHAPE_PROBLEMS = SHAPE_PROBLEMS | {
    "repeated_suit", "not_the_joker_card", "no_joker_in_meld", "exchange_needs_natural",
}  # fmt: skip


def joker_stands_for(meld: JudgedMeld) -> list[str]:
    """What each joker of a meld represents, as text ("10♠", "9♥/9♣" in a set)."""
    jokers = [c.is_joker for c in meld.cards]
    if meld.kind == "set" and meld.rank is not None:
        present = {x.suit for x in meld.cards if not x.is_joker}
        missing = [s for s in "SHDC" if s not in present]
        either = "/".join(RANK_NAMES[meld.rank - 1] + SUIT_SYMBOLS[s] for s in missing)
        return [either] * sum(jokers)
    return [stands for _joker, stands in wilds_standing(meld, jokers)]


def scala40_staging(options: Callable[[], Scala40Options]) -> Staging:
    """A staging area read by Scala 40's rules (the options of the deal in play): runs
    at several places stand as staged when valid (the person placed the joker), else
    extending upward (RULES.md §0.4's default)."""

    def as_staged(group: Sequence[Card], _readings: list[JudgedMeld]) -> JudgedMeld | None:
        judged = judge_meld(group, options())
        return judged if isinstance(judged, JudgedMeld) else None

    return game_staging(
        readings=lambda group: all_readings(group, options().meld_rules),
        as_staged=as_staged,
        fallback=lambda readings: readings[-1],
        value=meld_opening_value,
    )


def arrange(group: Sequence[Card], options: Scala40Options) -> tuple[Card, ...]:
    """The group in the order of its reading, if it has one, else as staged: a run in
    rank order with each joker where it stands."""
    return scala40_staging(lambda: options).arranged(group)


class Scala40Controller(Scala40Hints, StagingController[Scala40, Scala40Match, Scala40Bot]):
    game_id = GAME_ID
    sentences = SENTENCES
    sounds = {
        "s40.draw_stock": "draw",
        "s40.take_discard": "draw",
        "s40.meld": "meld",
        "s40.lay_off": "meld",
        "s40.exchange_joker": "meld",
        "s40.discard": "discard",
    }
    shape_problems = SCALA40_SHAPE_PROBLEMS
    make_staging = staticmethod(scala40_staging)

    def pile_top(self, view: Scala40View) -> Card | None:
        return view.discard_top

    def reading_value(self, meld: JudgedMeld) -> int:
        return meld_opening_value(meld)

    def judge_staged(self, group: Sequence[Card]) -> Any:
        return judge_meld(group, self.view().options)

    def staged_wilds(self, reading: JudgedMeld) -> str:
        jokers = joker_stands_for(reading)
        return "JK = " + ", ".join(jokers) if jokers else ""

    def staging_prompt(self, view: Scala40View) -> str:
        if view.opened[self.person]:
            return super().staging_prompt(view)
        return self.tr("Staging area — opening {v} / {n}").format(
            v=self.opening_value(), n=view.options.opening_min
        )

    def short_problems(self) -> dict[str, str]:
        return {
            "too_many_wilds": self.tr("too many jokers"),
            "repeated_suit": self.tr("suit repeated"),
        }

    # ------------------------------------------------------------------ match hooks
    # ------------------------------------------------------------------ turn flow
    def apply_bot(self, seat: int, action: Action) -> None:
        self._play(action, seat)

    def perform(self, action: Action) -> None:
        self._play(action, self.person)

    def _play(self, action: Action, seat: int) -> None:
        """Play a legal action, say what it did and mark the cards it put on the table."""
        before = self.view()
        self.play_told(action, seat)
        self.mark_played(seat, self._table_cards() - {c for m in before.table for c in m.cards})
        self.begin_turn()

    def _table_cards(self) -> set[Card]:
        return {c for m in self.view().table for c in m.cards}

    # ------------------------------------------------------------------ the person
    def can_draw(self) -> bool:
        return self.phase == "draw"

    def draw_stock(self) -> bool:
        return self.try_action(DrawStock())

    def take_discard(self) -> bool:
        """Take the discard's top card into the hand (opened players; the first up-card)."""
        return self.try_action(TakeDiscard())

    def staged_melds(self) -> tuple[tuple[Card, ...], ...]:
        return self.staging.melds()

    def staged_reading(self, group: Sequence[Card]) -> JudgedMeld | None:
        return self.staging.reading(group)

    def readings_of(self, group: Sequence[Card]) -> list[JudgedMeld]:
        """Every reading of a staged group (more than one: the person picks)."""
        return self.staging.readings(group)

    def lay_down_action(self) -> Action | None:
        """The action Lay down would send now (None: nothing staged)."""
        if not self.staging:
            return None
        melds = self.staging.melds()
        readings = self.staging.kinds()
        return TakeDiscard(melds, readings) if self.taking else Meld(melds, readings)

    def opening_value(self) -> int:
        """Opening value of the valid staged melds (invalid ones count 0)."""
        return self.staging.value() if self.state is not None else 0

    # ------------------------------------------------------------------ gestures
    def judge(self, cards: list[Card], source: ZoneId, target: ZoneId, index: int) -> Intent:
        """Stock or discard to the hand draws; cards to the staging area are staged (the
        discard's top card too: taken at once by an opened player, else staged for an
        opening that takes it); one hand or staged card on a meld lays off or exchanges
        a joker, on the discard pile discards."""
        view = self.view()
        drawing = view.phase == "draw"
        if source == STOCK:
            return self.play_intent(DrawStock()) if target == HAND else self.nowhere()
        if source == DISCARD:
            return self._discard_intent(target, index)
        tray = self.tray_intent(cards, source, target, index)
        if tray is not None:
            return tray
        if self.taking:
            return refusal(self.tr("Lay down your opening with the staged discard, or Take back."))
        if len(cards) != 1 or (source != HAND and source.kind != "stage"):
            return self.nowhere()
        if target not in (DISCARD,) and target.kind != "meld":
            return self.nowhere()
        if drawing:
            return refusal(self.sentence(IllegalMove("must_draw_first")))
        if target == DISCARD:
            return self.play_intent(Discard(cards[0]))
        assert target.index is not None
        return self._lay_off_intent(cards[0], target.index, index)

    def _discard_intent(self, target: ZoneId, index: int) -> Intent:
        """The discard's top card dragged: to the hand it is taken, into the staging area
        it is staged (taken now by an opened player, else with the opening, D2 (b))."""
        view = self.view()
        top = view.discard_top
        if view.phase != "draw" or top is None:
            return refusal(self.sentence(IllegalMove("already_drawn")))
        if target == HAND:
            return self.play_intent(TakeDiscard())
        if target.kind != "stage":
            return self.nowhere()
        group = target.index
        if view.opened[self.person]:
            take = self.play_intent(TakeDiscard())
            if not take.allowed:
                return take
            return Intent(take.action, edit=lambda: self.staging.add([top], group, index))

        def stage_for_opening() -> None:
            self.staging.pin(top, group, index)
            self.message = self.tr(
                "{card} is staged: build your opening with it (at least {n}), then Lay down "
                "— or Take back."
            ).format(card=pretty(top), n=view.options.opening_min)

        return Intent(edit=stage_for_opening)

    def _lay_off_intent(self, c: Card, meld_index: int, index: int) -> Intent:
        """A card dropped on a table meld: onto a joker it replaces, else it extends the
        meld at the end it was dropped nearer to (or the only end it fits)."""
        table = self.view().table
        if not 0 <= meld_index < len(table):
            return self.nowhere()
        meld = table[meld_index]
        exchange = ExchangeJoker(c, meld_index)
        near = LOW if index <= len(meld.cards) // 2 and meld.meld.kind == "run" else HIGH
        ends = [LayOff(c, meld_index, near), LayOff(c, meld_index, HIGH if near == LOW else LOW)]
        on_joker = any(
            meld.cards[i].is_joker for i in (index - 1, index) if 0 <= i < len(meld.cards)
        )
        choices: list[Action] = [exchange, *ends] if on_joker else [*ends, exchange]
        if meld.meld.kind == "set":
            choices = [a for a in choices if not (isinstance(a, LayOff) and a.end == LOW)]
        return self.first_legal(choices)

    def double_clicked(self, c: Card, zone: ZoneId) -> None:
        if zone == STOCK:
            self.draw_stock()
        elif zone == DISCARD:
            self.take_discard()

    # ------------------------------------------------------------------ what the table shows
    def deal_over_text(self, result: Any) -> str:
        if result is None or result.winner is None:
            return self.tr("The deal is void: the stock and the discard pile ran out.")
        went = self._said(result.winner, WENT_OUT)
        if self.match is not None and self.match.over:
            return went + " " + self.match_over_text()
        return went + " " + self.tr("Next deal, in the match table, goes on.")

    def draw_text(self, view: Scala40View) -> str:
        if self.taking:
            return ""  # the message says what the opening with the discard needs
        if view.opened[self.person]:
            return self.tr(
                "Your turn: draw — drag the stock or the discard's top card to your hand "
                "(or double-click it)."
            )
        return self.tr(
            "Your turn: draw from the stock (drag it to your hand or double-click it). "
            "You may take the discard only to open with it: drag it to the staging area."
        )

    def play_text(self, view: Scala40View) -> str:
        if view.opened[self.person]:
            return self.tr(
                "Meld in the staging area, lay off on any meld, exchange a joker, then "
                "discard: drag a card onto the discard pile."
            )
        return self.tr(
            "Open with melds worth {n} or more (build them in the staging area), or discard: "
            "drag a card onto the discard pile."
        ).format(n=view.options.opening_min)

    def _paid(self, view: Scala40View) -> Sequence[int]:
        """What each seat has paid in the match so far."""
        return self.match.totals if self.match is not None else view.scores

    def view_zones(self, view: Scala40View) -> list[ZoneSpec]:
        zones: list[ZoneSpec] = []
        paid = self._paid(view)
        for seat in self.opponents:
            info = self.seats[seat]
            count = view.hand_counts[seat]
            if not view.active[seat]:
                label = self.tr("{name} — out ({paid} paid)").format(
                    name=info.name, paid=paid[seat]
                )
            else:
                label = (
                    self.tr("{name} ({level}) — {cards} · {paid} paid · opened")
                    if view.opened[seat]
                    else self.tr("{name} ({level}) — {cards} · {paid} paid")
                ).format(
                    name=info.name,
                    level=level_text(info.level),
                    cards=self.card_count(count),
                    paid=paid[seat],
                )
            if view.revealed and view.active[seat]:  # laid down face up, with what it costs
                held = view.revealed[seat]
                if view.result is not None:  # (a practice table's every hand: no cost yet)
                    label = self.tr("{name} ({level}) — {cards} · pays {points}").format(
                        name=info.name,
                        level=level_text(info.level),
                        cards=self.card_count(len(held)),
                        points=view.result.payments[seat],
                    )
                shown = {"cards": list(held), "count": None, "face_up": True}
                zones.append(self.seat_zone(view, seat, label, **shown))
                continue
            zones.append(self.seat_zone(view, seat, label))
        drawing = self.my_turn and view.phase == "draw"
        zones.append(self.stock_zone(view, view.stock_count))
        discard = list(view.discard)
        if self.taking and discard:
            discard = discard[:-1]
        zones.append(
            self.centre_stack(
                DISCARD, self.tr("Discard pile"), cards=discard, face_up=True, draggable=drawing
            )
        )
        for i, m in enumerate(view.table):
            jokers = joker_stands_for(m.meld)
            label = self.seats[m.owner].name  # who laid it: Scala 40's melds are a seat's
            if jokers:
                label += " · " + self.tr("JK = {cards}").format(cards=", ".join(jokers))
            zones.append(
                ZoneSpec(
                    ZoneId("meld", i),
                    kind="group",
                    place=Place.melds(),
                    cards=list(m.cards),
                    label=label,
                    draggable=False,
                    card_marks={c: "last" for c in m.cards if c in self.last_play},
                )
            )
        if view.to_play is not None:
            zones += self.staging_tray(view)  # all deal long: the table keeps its places
        zones.append(self.hand_zone(view, self._hand_label(view)))
        return zones

    def _hand_label(self, view: Scala40View) -> str:
        if view.revealed and view.result is not None:  # the deal is over: what it costs
            return self.tr("{name} — {cards} · pays {points}").format(
                name=self.seats[self.person].name,
                cards=self.card_count(len(view.hand)),
                points=view.result.payments[self.person],
            )
        text = (
            self.tr("{name} — {cards} · {paid} paid · opened")
            if view.opened[self.person]
            else self.tr("{name} — {cards} · {paid} paid")
        )
        return text.format(
            name=self.seats[self.person].name,
            cards=self.card_count(self.held_count(view, self.person)),
            paid=self._paid(view)[self.person],
        )
