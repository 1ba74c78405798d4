"""Cuatro Palos at the table: the controller between the engine and the card table.

The turn is a sequence of single moves (RULES.md §3.3): play the top of your own waste
pile while it is playable, then turn up cards (click or drag the stock) and play each
one that has a destination; the first card that has none lands on your waste pile and
the turn passes. A drag shows the legal destinations: a foundation (one per suit, in the
centre) or an opponent's waste pile (one rank up or down, any suit). With "play forced
moves" on, a move that is the only one possible is played for you.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer

from app.core.cards import SUIT_SYMBOLS, Card
from app.core.engine import Action
from app.games.cuatro_palos.bots import CuatroPalosBot
from app.games.cuatro_palos.engine import (
    GAME_ID,
    CuatroPalos,
    CuatroPalosMatch,
    Keep,
    PlayTurned,
    PlayWaste,
    Turn,
)
from app.table.layout import Place
from app.table.zones import ZoneSpec
from app.ui.controller_base import GameController
from app.ui.messages import card_text as pretty
from app.ui.messages import describe_problem

SUITS = "SHDC"
#: Delay before a forced move is played for the person (ms), so it can be seen.
AUTO_MS = 350


class CuatroPalosController(GameController):
    game_id = GAME_ID
    has_hand = False

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.state: CuatroPalos | None = None
        self.match: CuatroPalosMatch | None = None
        self.bots: dict[int, CuatroPalosBot] = {}
        self.auto_forced = True  # play a move that is the only one possible
        self._auto_generation = -1

    # ------------------------------------------------------------------ match hooks
    # ------------------------------------------------------------------ turn flow
    def persons_move(self) -> None:
        if self.auto_forced:
            self._schedule_forced()

    def _schedule_forced(self) -> None:
        """With "play forced moves" on: if only one move is possible, play it shortly."""
        if self._auto_generation == self.state.turn * 1000 + len(self.state.history):
            return
        self._auto_generation = self.state.turn * 1000 + len(self.state.history)
        generation, length = self._generation, len(self.state.history)

        def play_if_still_forced() -> None:
            if self.paused:
                self.when_running(lambda: QTimer.singleShot(AUTO_MS, self, play_if_still_forced))
                return
            state = self.state
            if (
                generation != self._generation
                or state is None
                or len(state.history) != length
                or not self.my_turn
            ):
                return
            actions = state.legal_actions()
            if len(actions) == 1:
                self.message = self.tr("Played for you (the only move): ") + self._describe(
                    self.person, actions[0]
                )
                self._play(actions[0], describe=False)

        QTimer.singleShot(AUTO_MS, self, play_if_still_forced)

    def apply_bot(self, seat: int, action: Action) -> None:
        self._play(action, seat=seat)

    def _play(self, action: Action, seat: int | None = None, describe: bool = True) -> None:
        state = self.state
        assert state is not None
        seat = self.person if seat is None else seat
        text = self._describe(seat, action)
        moved = self._moving_card(action)
        state.play(action)
        if describe:
            self.message = text
        self.last_play = {moved} if moved is not None else set()
        self.begin_turn()

    def _moving_card(self, action: Action) -> Card | None:
        state = self.state
        assert state is not None and state.to_play is not None
        if isinstance(action, PlayWaste):
            pile = state.wastes[state.to_play]
            return pile[-1] if pile else None
        if isinstance(action, PlayTurned | Keep):
            return state.turned
        return None

    def _describe(self, seat: int, action: Action) -> str:
        state = self.state
        assert state is not None
        name = self.seats[seat].name
        card = self._moving_card(action)
        if isinstance(action, PlayWaste | PlayTurned) and card is not None:
            return self.tr("{name} played {card} {where}.").format(
                name=name, card=pretty(card), where=self._where(action.to)
            )
        if isinstance(action, Keep) and card is not None:
            return self.tr("{name} kept {card} on the waste pile.").format(
                name=name, card=pretty(card)
            )
        if isinstance(action, Turn):
            return self.tr("{name} turned a card.").format(name=name)
        return ""

    def _where(self, to: str) -> str:
        kind, _, what = to.partition(":")
        if kind == "f":
            return self.tr("on the {suit} foundation").format(suit=SUIT_SYMBOLS.get(what, what))
        seat = int(what)
        return self.tr("on {name}'s pile").format(name=self.seats[seat].name)

    # ------------------------------------------------------------------ the person
    @property
    def my_turn(self) -> bool:
        return self.state is not None and self.state.to_play == self.person

    def _try(self, action: Action) -> bool:
        assert self.state is not None
        problem = self.state.legal(action)
        if problem is not None:
            self._refuse(describe_problem(problem))
            self.changed.emit()
            return False
        self._play(action)
        return True

    def can_turn(self) -> bool:
        return self.my_turn and self.state is not None and self.state.legal(Turn()) is None

    def turn_card(self) -> bool:
        if not self.my_turn:
            self._refuse(self.tr("It is not your turn."))
            return False
        return self._try(Turn())

    def drop(self, cards: list[Card], source: str, target: str, index: int) -> bool:
        if not self.my_turn or self.state is None:
            self._refuse(self.tr("It is not your turn."))
            return False
        if source == "stock":
            return self.turn_card()
        to = self._destination(target)
        if source == "turned":
            if target == "mine:waste":
                return self._try(Keep())
            if to is not None:
                return self._try(PlayTurned(to))
        elif source == "mine:waste" and to is not None:
            return self._try(PlayWaste(to))
        self._refuse(self.tr("Cards cannot go there."))
        return False

    def _destination(self, zone: str) -> str | None:
        if zone.startswith("found:"):
            return "f:" + zone.split(":")[1]
        if zone.startswith("waste:"):
            return "w:" + zone.split(":")[1]
        return None

    def clicked(self, c: Card | None, zone: str) -> None:
        """A click on the central stock, or on your own stock once it is gone, turns a card."""
        if zone in ("stock", "mine:stock") and self.my_turn:
            self.turn_card()

    def drag_cards(self, c: Card, zone: str, index: int, whole_group: bool = False):
        if not self.my_turn or self.state is None:
            return None
        if zone in ("turned", "mine:waste", "stock"):
            return [c]
        return None

    def can_drop(self, cards: list[Card], source: str, target: str) -> bool:
        if not self.my_turn or self.state is None:
            return False
        state = self.state
        if source == "stock":
            return target == "turned" and state.legal(Turn()) is None
        to = self._destination(target)
        if source == "turned":
            if target == "mine:waste":
                return state.legal(Keep()) is None
            return to is not None and state.legal(PlayTurned(to)) is None
        if source == "mine:waste":
            return to is not None and state.legal(PlayWaste(to)) is None
        return False

    # ------------------------------------------------------------------ what the table shows
    def status_text(self) -> str:
        state = self.state
        if state is None:
            return self.tr("Game ▸ New game to start.")
        if state.to_play is None:
            result = state.outcome()
            if result is None or result.winner is None:
                return self.tr("The deal stalled: nobody wins it, everybody scores his cards.")
            return self.tr("{w} ran out of cards and wins the deal.").format(
                w=self.seats[result.winner].name
            )
        head = f"{self.message} " if self.message else ""
        if not self.my_turn:
            return head + self.tr("{name} is playing…").format(name=self.seats[state.to_play].name)
        if state.turned is not None:
            return head + self.tr(
                "Play {card}: drag it to a foundation or onto an opponent's pile "
                "(one rank up or down, any suit)."
            ).format(card=pretty(state.turned))
        pile = state.wastes[self.person]
        if pile and state.destinations(pile[-1]):
            return head + self.tr("Your turn: first play {card} from your waste pile.").format(
                card=pretty(pile[-1])
            )
        if not state.stock:
            if not state.personal[self.person]:
                return head + self.tr(
                    "Your turn: click your stock — your waste pile turns over into it."
                )
            return head + self.tr("Your turn: click your stock to turn up a card.")
        return head + self.tr("Your turn: click the stock to turn up a card.")

    def zones(self) -> list[ZoneSpec]:
        state = self.state
        if state is None:
            return []
        zones: list[ZoneSpec] = []
        n = state.num_players
        totals = self.match.totals if self.match is not None else [0] * n
        for offset in range(1, n):
            seat = (self.person - offset) % n if state.options.direction == "ccw" else offset
            label = self._seat_label(seat, totals[seat])
            zones.append(
                ZoneSpec(
                    name=f"waste:{seat}",
                    kind="stack",
                    place=Place.side(self.table_seat(seat)),
                    cards=list(state.wastes[seat]),
                    face_up=True,
                    label=label,
                    marked="active" if state.to_play == seat else None,
                    draggable=False,
                )
            )
            if not state.stock:  # the personal stocks exist once the central one is gone
                zones.append(
                    ZoneSpec(
                        name=f"pstock:{seat}",
                        kind="stack",
                        place=Place.side(self.table_seat(seat)),
                        count=len(state.personal[seat]),
                        label="",
                        draggable=False,
                    )
                )
        mine = self.my_turn
        zones.append(
            ZoneSpec(
                name="stock",
                kind="stack",
                place=Place.centre(),
                count=len(state.stock),
                label=self.tr("Stock {n}").format(n=len(state.stock))
                if state.stock
                else self.tr("Stock empty"),
                draggable=mine and state.turned is None,
                marked="active" if self.can_turn() and state.stock else None,
            )
        )
        zones.append(
            ZoneSpec(
                name="turned",
                kind="stack",
                place=Place.centre(),
                cards=[state.turned] if state.turned is not None else [],
                face_up=True,
                label=self.tr("Turned card") if state.turned is not None else "",
                marked="active" if mine and state.turned is not None else None,
                draggable=mine,
            )
        )
        for suit in SUITS:
            pile = state.foundations.get(suit, [])
            label = SUIT_SYMBOLS[suit] + (" ✓" if pile and pile[-1].rank == 13 else "")
            zones.append(
                ZoneSpec(
                    name=f"found:{suit}",
                    kind="group",
                    place=Place.centre(),
                    cards=list(pile),
                    label=label,
                    draggable=False,
                    card_marks={c: "last" for c in pile if c in self.last_play},
                )
            )
        zones.append(
            ZoneSpec(
                name="mine:waste",
                kind="stack",
                place=Place.side(self.table_seat(self.person)),
                cards=list(state.wastes[self.person]),
                face_up=True,
                label=self._seat_label(self.person, totals[self.person]),
                marked="active" if state.to_play == self.person else None,
                draggable=mine,
            )
        )
        if state.personal[self.person] or not state.stock:
            zones.append(
                ZoneSpec(
                    name="mine:stock",
                    kind="stack",
                    place=Place.side(self.table_seat(self.person)),
                    count=len(state.personal[self.person]),
                    label=self.tr("Your stock {n}").format(n=len(state.personal[self.person])),
                    draggable=False,
                    marked="active" if self.can_turn() else None,
                )
            )
        return zones

    def _seat_label(self, seat: int, total: int) -> str:
        """Name, cards held (waste pile and own stock) and match points."""
        state = self.state
        assert state is not None
        held = len(state.wastes[seat]) + len(state.personal[seat])
        return self.tr("{name} — {cards} · {t} pts").format(
            name=self.seats[seat].name, cards=self.card_count(held), t=total
        )
