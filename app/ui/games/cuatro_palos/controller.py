"""Cuatro Palos at the table: the controller between the engine and the card table.

The turn is a sequence of single moves (RULES.md §3.3): play the top of your own waste
pile while it is playable, then turn up cards (click or drag the stock) and play each
one that has a destination; the first card that has none lands on your waste pile and
the turn passes. A drag shows the legal destinations: a foundation (one per suit, in the
centre) or an opponent's waste pile (one rank up or down, any suit). With "play forced
moves" on, a move that is the only one possible is played for you.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer

from app.core.cards import SUIT_SYMBOLS, Card
from app.core.engine import Action
from app.games.cuatro_palos.bots import CuatroPalosBot
from app.games.cuatro_palos.engine import (
    GAME_ID,
    CuatroPalos,
    CuatroPalosMatch,
    CuatroPalosView,
    Keep,
    PlayTurned,
    PlayWaste,
    Turn,
    foundation_to,
    parse_destination,
    waste_to,
)
from app.games.cuatro_palos.narration import RAN_OUT, moving_card
from app.table.layout import Place
from app.table.zones import ZoneId, ZoneSpec
from app.ui.controller_base import GameController
from app.ui.games.cuatro_palos.sentences import SENTENCES
from app.ui.intent import Intent
from app.ui.messages import card_text as pretty
from app.ui.table_zones import level_text

SUITS = "SHDC"
STOCK = ZoneId("stock")
TURNED = ZoneId("turned")
#: Delay before a forced move is played for the person (ms), so it can be seen.
AUTO_MS = 350


class CuatroPalosController(GameController[CuatroPalos, CuatroPalosMatch, CuatroPalosBot]):
    game_id = GAME_ID
    sentences = SENTENCES
    sounds = {
        "cp.turn": "draw",
        "cp.play_turned": "meld",
        "cp.play_waste": "meld",
        "cp.keep": "discard",
    }
    has_hand = False

    # ------------------------------------------------------------------ hints
    def hint_cards(self, action: Any) -> set[Card]:
        """The card a hinted play moves: the one turned up, or the top of your pile."""
        view = self.view()
        if isinstance(action, PlayTurned | Keep) and view.turned is not None:
            return {view.turned}
        if isinstance(action, PlayWaste) and view.wastes[self.person]:
            return {view.wastes[self.person][-1]}
        return set()

    def hint_source(self, action: Any) -> ZoneId | None:
        if isinstance(action, Turn):
            return STOCK if self.view().stock_count else ZoneId("pstock", self.person)
        return TURNED if isinstance(action, PlayTurned | Keep) else self._own_waste

    def hint_target(self, action: Any) -> ZoneId | None:
        """A foundation or a player's pile (a play), the turned card's place (a turn),
        your own pile (a card kept)."""
        if isinstance(action, Turn):
            return TURNED
        if isinstance(action, Keep):
            return ZoneId("waste", self.person)
        if isinstance(action, PlayWaste | PlayTurned):
            where = parse_destination(action.to, self.state.num_players)
            if where is None:
                return None
            if where[0] == "f":
                return ZoneId("found", key=str(where[1]))
            return ZoneId("waste", int(where[1]))
        return None

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.auto_forced = False  # play a move that is the only one possible (when chosen)
        self._auto_generation = -1

    # ------------------------------------------------------------------ turn flow
    def persons_move(self) -> None:
        if self.auto_forced:
            self._schedule_forced()

    def _schedule_forced(self) -> None:
        """With "play forced moves" on: if only one move is possible, play it shortly."""
        if self._auto_generation == self.state.turn * 1000 + len(self.state.history):
            return
        self._auto_generation = self.state.turn * 1000 + len(self.state.history)
        generation, length = self.generation, len(self.state.history)

        def play_if_still_forced() -> None:
            if self.paused:
                self.when_running(lambda: QTimer.singleShot(AUTO_MS, self, play_if_still_forced))
                return
            state = self.state
            if (
                generation != self.generation
                or state is None
                or len(state.history) != length
                or not self.my_turn
            ):
                return
            actions = state.legal_actions()
            if len(actions) == 1:
                self._play(actions[0], forced=True)

        QTimer.singleShot(AUTO_MS, self, play_if_still_forced)

    def apply_bot(self, seat: int, action: Action) -> None:
        self._play(action, seat=seat)

    def perform(self, action: Action) -> None:
        self._play(action)

    def _play(self, action: Action, seat: int | None = None, forced: bool = False) -> None:
        seat = self.person if seat is None else seat
        moved = moving_card(self.view(), action)
        self.play_told(action, seat)
        if forced:  # the status line says it was played for the person
            self.message = self.tr("Played for you (the only move): {move}").format(
                move=self.message
            )
        self.mark_played(seat, {moved} if moved is not None else set())
        self.begin_turn()

    # ------------------------------------------------------------------ the person
    def can_turn(self) -> bool:
        return self.my_turn and self.state is not None and self.state.legal(Turn()) is None

    def turn_card(self) -> bool:
        return self.try_action(Turn())

    def judge(self, cards: list[Card], source: ZoneId, target: ZoneId, index: int) -> Intent:
        """Dragging the stock turns a card; the turned card or the top of the person's
        waste pile goes to a foundation or an opponent's pile (the turned card may also
        be kept on the person's own pile)."""
        if source.kind == "stock":
            action: Action = Turn()
            if target != TURNED:
                return self.nowhere()
        elif source == TURNED and target == self._own_waste:
            action = Keep()
        else:
            to = self._destination(target)
            if to is None or source not in (TURNED, self._own_waste):
                return self.nowhere()
            action = PlayTurned(to) if source == TURNED else PlayWaste(to)
        return self.play_intent(action)

    @property
    def _own_waste(self) -> ZoneId:
        return ZoneId("waste", self.person)

    def _destination(self, zone: ZoneId) -> str | None:
        """The engine's name of a destination zone (built from the id, never parsed)."""
        if zone.kind == "found" and zone.key is not None:
            return foundation_to(zone.key)
        if zone.kind == "waste" and zone.index is not None and zone.index != self.person:
            return waste_to(zone.index)
        return None

    def clicked(self, c: Card | None, zone: ZoneId) -> None:
        """A click on the central stock, or on your own stock once it is gone, turns a card."""
        if self.my_turn and (zone == STOCK or zone == ZoneId("pstock", self.person)):
            self.turn_card()

    def drag_cards(self, c: Card, zone: ZoneId, index: int, whole_group: bool = False):
        if not self.my_turn:
            return None
        if zone in (TURNED, self._own_waste, STOCK):
            return [c]
        return None

    # ------------------------------------------------------------------ what the table shows
    def deal_over_text(self, result: Any) -> str:
        if result is None or result.winner is None:
            ended = self.tr("The deal stalled: nobody wins it, everybody scores his cards.")
        else:
            ended = self._said(result.winner, RAN_OUT)
        if self.match is not None and self.match.over:
            return f"{ended} {self.match_over_text()}"
        return ended

    def turn_text(self, view: CuatroPalosView, head: str) -> str:
        if view.turned is not None:
            return head + self.tr(
                "Play {card}: drag it to a foundation or onto an opponent's pile "
                "(one rank up or down, any suit)."
            ).format(card=pretty(view.turned))
        top = view.waste_top(self.person)
        if top is not None and view.destinations(top):
            return head + self.tr("Your turn: first play {card} from your waste pile.").format(
                card=pretty(top)
            )
        if not view.stock_count:
            if not view.personal_counts[self.person]:
                return head + self.tr(
                    "Your turn: click your stock — your waste pile turns over into it."
                )
            return head + self.tr("Your turn: click your stock to turn up a card.")
        return head + self.tr("Your turn: click the stock to turn up a card.")

    def view_zones(self, view: CuatroPalosView) -> list[ZoneSpec]:
        zones: list[ZoneSpec] = []
        n = len(view.wastes)
        totals = self.match.totals if self.match is not None else [0] * n
        for offset in range(1, n):
            seat = (self.person - offset) % n if view.options.direction == "ccw" else offset
            zones.append(
                ZoneSpec(
                    ZoneId("waste", seat),
                    kind="stack",
                    place=Place.side(self.table_seat(seat)),
                    cards=list(view.wastes[seat]),
                    face_up=True,
                    label=self._seat_label(view, seat, totals[seat]),
                    marked="active" if view.to_play == seat else None,
                    draggable=False,
                )
            )
            if not view.stock_count:  # the personal stocks exist once the central one is gone
                zones.append(
                    ZoneSpec(
                        ZoneId("pstock", seat),
                        kind="stack",
                        place=Place.side(self.table_seat(seat)),
                        draggable=False,
                        **self._personal_stock(view, seat),
                    )
                )
        mine = self.my_turn
        can_turn = self.can_turn()
        zones.append(
            ZoneSpec(
                STOCK,
                kind="stack",
                place=Place.centre(),
                count=view.stock_count,
                label=self.tr("Stock {n}").format(n=view.stock_count)
                if view.stock_count
                else self.tr("Stock empty"),
                draggable=mine and view.turned is None,
                marked="active" if can_turn and view.stock_count else None,
            )
        )
        zones.append(
            ZoneSpec(
                TURNED,
                kind="stack",
                place=Place.centre(),
                cards=[view.turned] if view.turned is not None else [],
                face_up=True,
                label=self.tr("Turned card") if view.turned is not None else "",
                marked="active" if mine and view.turned is not None else None,
                draggable=mine,
            )
        )
        for suit in SUITS:
            pile = view.foundations.get(suit, ())
            label = SUIT_SYMBOLS[suit] + (" ✓" if pile and pile[-1].rank == 13 else "")
            zones.append(
                ZoneSpec(
                    ZoneId("found", key=suit),
                    kind="group",
                    place=Place.centre(),
                    cards=list(pile),
                    label=label,
                    draggable=False,
                    card_marks={c: "last" for c in pile if c in self.last_play},
                )
            )
        own = view.personal_counts[self.person]
        zones.append(
            ZoneSpec(
                self._own_waste,
                kind="stack",
                place=Place.side(self.table_seat(self.person)),
                cards=list(view.wastes[self.person]),
                face_up=True,
                label=self._seat_label(view, self.person, totals[self.person]),
                marked="active" if view.to_play == self.person else None,
                draggable=mine,
            )
        )
        if own or not view.stock_count:
            zones.append(
                ZoneSpec(
                    ZoneId("pstock", self.person),
                    kind="stack",
                    place=Place.side(self.table_seat(self.person)),
                    draggable=False,
                    marked="active" if can_turn else None,
                    **self._personal_stock(view, self.person),
                )
            )
        return zones

    def _personal_stock(self, view: CuatroPalosView, seat: int) -> dict[str, Any]:
        """A personal stock: face down by its count, turned face up once the deal is over
        (its cards count against the seat)."""
        count = view.personal_counts[seat]
        label = self.tr("Your stock {n}").format(n=count) if seat == self.person else ""
        if view.revealed and view.revealed[seat]:
            return {"cards": list(view.revealed[seat]), "face_up": True, "label": label}
        return {"count": count, "label": label}

    def _seat_label(self, view: CuatroPalosView, seat: int, total: int) -> str:
        """Name (a bot's with its level, as at every table), cards held (waste pile and
        own stock) and match points."""
        held = len(view.wastes[seat]) + view.personal_counts[seat]
        info = self.seats[seat]
        if seat == self.person or info.level is None:
            return self.tr("{name} — {cards} · {t} pts").format(
                name=info.name, cards=self.card_count(held), t=total
            )
        return self.tr("{name} ({level}) — {cards} · {t} pts").format(
            name=info.name, level=level_text(info.level), cards=self.card_count(held), t=total
        )
