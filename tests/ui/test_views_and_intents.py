"""What the table is given comes from the person's view, and one intent judges a gesture.

Every game's controller is played through many positions by bots (the person's moves
chosen by a bot of the same game, from the person's view): after every change the zones
it emits show face up only cards of the person's view, never a card hidden from him, and
face down only placeholders. At the person's turns, every card that can be dragged is
tried on every zone: the drop highlight says yes exactly when the drop does something,
and a refused drop changes nothing and says why.

A game joins both checks with one entry in `GAMES` (a partnership game's entry lists the
partner's hand among the hidden cards: it is as hidden as an opponent's).
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterator, Mapping
from typing import Any

import pytest

from app.core.bots import Limit
from app.core.cards import Card
from app.table.zones import ZoneSpec, hidden_card, is_hidden_card
from app.ui.controller_base import GameController
from app.ui.game_ui import game_ui
from app.ui.new_game import default_options
from tests.waits import HANG_MS


def _others(hands: list, person: int) -> set[Card]:
    return {c for seat, hand in enumerate(hands) if seat != person for c in hand}


#: Per game: the cards of a state the person may not see (RULES.md §0.4).
HIDDEN: dict[str, Callable[[Any, int], set[Card]]] = {
    "quita-y-pon": lambda state, person: _others(state.hands, person) | set(state.stock),
    "scala-40": lambda state, person: _others(state.hands, person) | set(state.stock),
    "cuatro-palos": lambda state, person: (
        {c for pile in state.personal for c in pile} | set(state.stock)
    ),
    # Buraco §5.11: the partner's hand too, the stock, the muertos, the pile below its top,
    # and a pending muerto that is not the person's; once the deal is over, every hand is
    # laid down to be counted (see `_buraco_laid_down`), and only those cards come up.
    "buraco": lambda state, person: (
        (
            _others(state.hands, person)
            | set(state.stock)
            | {c for p in state.packets for c in p}
            | set(state.pile[:-1])
            | {c for seat, p in enumerate(state.pending) if seat != person for c in p}
        )
        - _buraco_laid_down(state)
    ),
    # Mano y Pie §4.12: the partner's hand too, every foot not picked up (its owner's
    # too), the stock and the pile below its top; once the deal is over every hand and
    # every foot left is laid down to be counted (the view's `revealed`).
    "mano-y-pie": lambda state, person: (
        (
            _others(state.hands, person)
            | set(state.stock)
            | {c for foot in state.feet for c in foot}
            | set(state.pile[:-1])
        )
        - {c for cards in state.view(person).revealed for c in cards}
    ),
}


def _buraco_laid_down(state: Any) -> set[Card]:
    """The cards a finished Buraco deal lays face up: every hand, and a pending muerto its
    team's close made count as held (BU-A11). None while the deal is played."""
    result = state.result
    if result is None:
        return set()
    laid = {c for hand in state.hands for c in hand}
    for seat, packet in enumerate(state.pending):
        if result.closer is not None and state.teams[result.closer] == state.teams[seat]:
            laid |= set(packet)
    return laid


#: (game, players, seed): several counts and seeds per game.
GAMES = [
    ("quita-y-pon", 2, 3),
    ("quita-y-pon", 4, 8),
    ("scala-40", 2, 5),
    ("scala-40", 4, 11),
    ("scala-40", 5, 2),
    ("cuatro-palos", 3, 4),
    ("cuatro-palos", 4, 9),
    ("buraco", 4, 3),
    ("buraco", 2, 6),
    ("mano-y-pie", 4, 3),
    ("mano-y-pie", 3, 4),
]
#: The person's turns a deal may take at most (bots' deals here end well before).
TURNS = 400


def cards_in(value: Any) -> set[Card]:
    """Every card reachable from a view's fields (hands, piles, melds, the last result)."""
    found: set[Card] = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, Card):
            found.add(item)
        elif dataclasses.is_dataclass(item) and not isinstance(item, type):
            stack += [getattr(item, f.name) for f in dataclasses.fields(item)]
        elif isinstance(item, Mapping):
            stack += list(item.keys()) + list(item.values())
        elif isinstance(item, list | tuple | set | frozenset):
            stack += list(item)
    return found


def leaks(ctl: GameController) -> list[str]:
    """What the controller's zones show that the person may not see."""
    seen = cards_in(ctl.view())
    hidden = HIDDEN[ctl.game_id](ctl.state, ctl.person)
    problems = []
    for zone in ctl.zones():
        for c in zone.cards:
            if zone.shows_faces and (c not in seen or c in hidden):
                problems.append(f"{c} face up in {zone.name}")
            elif not zone.shows_faces and not is_hidden_card(c):
                problems.append(f"{c} given to the face-down {zone.name}")
    return problems


def unrevealed(ctl: GameController) -> list[str]:
    """Cards a finished deal lays down (a view's `revealed`, Buraco's) that no zone shows
    face up: at a real table every hand is turned over to be counted."""
    faces = {c for zone in ctl.zones() if zone.shows_faces for c in zone.cards}
    laid = {c for hand in getattr(ctl.view(), "revealed", ()) for c in hand}
    return [f"{c} laid down but not shown" for c in sorted(laid - faces, key=str)]


def new_controller(game: str) -> GameController:
    ctl = game_ui(game).CONTROLLER()
    ctl.pace_ms = 0
    if hasattr(ctl, "auto_forced"):
        ctl.auto_forced = False  # the person's moves are the test's to play
    return ctl


def play(qtbot, game: str, players: int, seed: int, turns: int) -> Iterator[GameController]:
    """Play a deal with bots in every other seat; yield the controller at each of the
    person's turns (at most `turns`), then play the person's move as a bot of the game
    would."""
    ctl = new_controller(game)
    levels = tuple(lv for lv in ("easy", "normal") if lv in ctl.info.levels)
    ctl.new_game(default_options(game, players), levels, seed=seed)
    person = ctl.info.bot_class("easy", f"person:{seed}")
    try:
        for _ in range(turns):
            qtbot.waitUntil(lambda: ctl.state.to_play is None or ctl.my_turn, timeout=HANG_MS)
            if ctl.state.to_play is None:
                return
            yield ctl
            if ctl.my_turn:  # the caller may have ended the turn
                ctl.perform(person.choose(ctl.view(), Limit(nodes=200)))
    finally:
        ctl.shutdown()


@pytest.mark.parametrize(("game", "players", "seed"), GAMES)
def test_no_card_hidden_from_the_person_reaches_a_zone(qtbot, game, players, seed):
    checks: list[list[str]] = []
    rng = random.Random(seed)
    ended = []
    for ctl in play(qtbot, game, players, seed, TURNS):
        if not checks:  # every change from now on: bots' moves, the deal's end
            ctl.changed.connect(lambda ctl=ctl: checks.append(leaks(ctl)))
            ctl.dealOver.connect(
                lambda _result, ctl=ctl: ended.append(leaks(ctl) + unrevealed(ctl))
            )
        checks.append(leaks(ctl))
        # A table-only edit of the person's (a draft move, staged cards) is shown too.
        gestures = [g for g in all_gestures(ctl) if ctl.intent(*g).edit is not None]
        if gestures:
            ctl.drop(*rng.choice(gestures))
    assert len(checks) > 20
    assert [p for p in checks + ended if p] == []
    assert ended, "the deal was played to its end, and checked there"


def all_gestures(ctl: GameController) -> list[tuple[list[Card], Any, Any, int]]:
    """Every card the person can drag now, onto every zone: (cards, from, to, index)."""
    zones = ctl.zones()
    out = []
    for source in zones:
        if not source.draggable:
            continue
        for index, c in pressable(source):
            cards = ctl.drag_cards(c, source.id, index)
            if not cards:
                continue
            for target in zones:
                out.append((list(cards), source.id, target.id, len(target.cards)))
    return out


def pressable(zone: ZoneSpec) -> list[tuple[int, Card]]:
    """The cards a press can pick up: each card of a row, the top of a stack."""
    if zone.kind == "stack":
        if zone.shows_faces:
            return [(len(zone.cards) - 1, zone.cards[-1])] if zone.cards else []
        return [(zone.size - 1, hidden_card(zone.size - 1))] if zone.size else []
    return list(enumerate(zone.cards))


def snapshot(ctl: GameController) -> tuple:
    return (
        tuple((z.name, tuple(z.cards), z.count, z.marked) for z in ctl.zones()),
        len(ctl.state.history),
    )


@pytest.mark.parametrize(("game", "players", "seed"), [g for g in GAMES if g[1] <= 4])
def test_the_highlight_says_what_the_drop_does(qtbot, game, players, seed):
    probe = new_controller(game)
    refused: list[str] = []
    probe.refused.connect(refused.append)
    tried = allowed = 0
    for turn, ctl in enumerate(play(qtbot, game, players, seed, 40)):
        if turn % 3:
            continue
        levels = [None if s == ctl.person else info.level for s, info in enumerate(ctl.seats)]
        state = ctl.state.clone()
        for cards, source, target, index in all_gestures(ctl):
            probe.sort_mode = "suit"
            probe.load_position(state.clone(), levels)
            highlighted = probe.can_drop(cards, source, target)
            before = snapshot(probe)
            refused.clear()
            done = probe.drop(cards, source, target, index)
            gesture = (game, [str(c) for c in cards], source.name, target.name)
            assert done == highlighted, gesture
            if done:
                allowed += 1
                if source != target:
                    assert snapshot(probe) != before, gesture
            else:
                assert snapshot(probe) == before, gesture
                assert refused and refused[-1], gesture  # it says why
            tried += 1
    probe.shutdown()
    assert tried > 50 and 0 < allowed < tried
