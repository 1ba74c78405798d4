"""What the table is given comes from the person's view, and one intent judges a gesture.

Every game's controller is played through many positions by bots (the person's moves
chosen by a bot of the same game, from the person's view): after every change the zones
it emits show face up only cards of the person's view, never a card hidden from him, and
face down only placeholders. At the person's turns, every card that can be dragged is
tried on every zone: the drop highlight says yes exactly when the drop does something,
and a refused drop changes nothing and says why.

Every game of the registry takes part. What a check needs to know of one game lives in
the game's own test data, `tests/games/<package>/house.py` (see tests/house.py): the deals
to play (`TABLES`) and the cards hidden from the person (`hidden_from`; a partnership
game's lists the partner's hand: it is as hidden as an opponent's). A game without them
fails both checks, named.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator, Mapping
from typing import Any

import pytest

from app.core.bots import Limit
from app.core.cards import Card
from app.games.registry import GameInfo
from app.table.zones import ZoneSpec, hidden_card, is_hidden_card
from app.ui.controller_base import GameController
from app.ui.new_game import default_options
from app.ui.table_module import table_of
from tests.house import house, item_of, per_game
from tests.waits import HANG_MS

#: (game, (players, seed)): each game's deals, several counts and seeds per game.
TABLES = per_game("TABLES")

#: The person's turns a deal may take at most (bots' deals here end well before).
TURNS = 400


def crowded(param: Any) -> bool:
    """A table of more than four seats, which the one-judge check leaves out (it tries
    every gesture, which grows with the seats; the privacy check plays those too)."""
    _, table = param.values
    return isinstance(table, tuple) and table[0] > 4


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
    hidden = house(ctl.info, "hidden_from")(ctl.state, ctl.person)
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
    laid = {c for hand in ctl.view().revealed for c in hand}
    return [f"{c} laid down but not shown" for c in sorted(laid - faces, key=str)]


def new_controller(game: str) -> GameController:
    ctl = table_of(game).controller()
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


@pytest.mark.parametrize(("info", "table"), TABLES)
def test_no_card_hidden_from_the_person_reaches_a_zone(qtbot, info: GameInfo, table):
    players, seed = item_of(info, "TABLES", table)
    house(info, "hidden_from")  # a game without it fails here, named
    game = info.id
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


@pytest.mark.parametrize(("info", "table"), [t for t in TABLES if not crowded(t)])
def test_the_highlight_says_what_the_drop_does(qtbot, info: GameInfo, table):
    players, seed = item_of(info, "TABLES", table)
    game = info.id
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
                # ... in the game's own words, never its raw code
                assert not refused[-1].startswith("Not allowed"), (gesture, refused[-1])
                assert "_" not in refused[-1], (gesture, refused[-1])  # no code_like word
            tried += 1
    probe.shutdown()
    assert tried > 50 and 0 < allowed < tried


def test_a_seat_the_view_reveals_is_laid_face_up_by_default(qtbot) -> None:
    """`TableZones.seat_zone` reads `SeatView.revealed`: a seat whose hidden cards the view
    lays face up (the deal over, every hand shown) is drawn with them face up; while the
    deal is played it is its count face down; a game's own `shown` still wins."""
    ctl = new_controller("scala-40")
    ctl.new_game(default_options("scala-40", 3), ("easy", "easy"), seed=5)
    seat = ctl.opponents[0]
    opened, view = ctl.state.open_view(ctl.person), ctl.state.view(ctl.person)
    laid = ctl.seat_zone(opened, seat, "laid")
    assert laid.cards == list(opened.revealed[seat]) and laid.cards
    assert laid.face_up is True and laid.count is None
    hidden = ctl.seat_zone(view, seat, "hidden")
    assert hidden.cards == [] and hidden.count == view.hand_counts[seat]
    assert hidden.face_up is None
    own = ctl.seat_zone(opened, seat, "own", count=2)
    assert own.cards == [] and own.count == 2
