"""Cuatro Palos bots: easy, normal and hard (DESIGN.md §3).

The only decisions in Cuatro Palos are where a playable card goes and, without forced
play, whether to play at all. Bots see only `view(seat)`: every pile is face up, the
central and personal stocks are counts.

* easy plays every playable card to its first legal destination (a foundation if one
  takes it, else the next opponent in the direction of play).
* normal scores each destination: a foundation play is worth a little, loading an
  opponent more, and most the opponent closest to running out (more so as the central
  stock runs low); it prefers placements that let its own waste top follow (the Step 1
  cascade, which keeps its pile short), and loads the leader with cards that invite more
  loads. Without forced play it always plays a playable card.
* hard runs determinised rollouts: for each choice it deals the unseen cards (the pack
  minus every face-up card) at random into the central and personal stocks, plays the
  deal on with the normal policy for every seat, and keeps the choice with the best
  mean result for its seat (a win, or fewer cards than the others when cut off).
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence
from functools import cache

from app.core.bots import check_level
from app.core.cards import Card
from app.core.engine import Action
from app.games.cuatro_palos.engine import (
    TURNED,
    CuatroPalos,
    CuatroPalosView,
    Keep,
    PlayTurned,
    PlayWaste,
    Turn,
    destinations_for,
)
from app.games.cuatro_palos.rules import CuatroPalosOptions

#: Weights of the normal policy (see module docstring).
W: dict[str, float] = {
    "found": -2.0,  # a foundation play, against loading an opponent (+1 card for him)
    "load": 1.0,  # per card an opponent gains
    "lead": 1.0,  # extra weight of the opponent holding fewest cards
    "late": 1.0,  # ... growing as the central stock runs out
    "cascade": 1.5,  # per own waste card shed in the Step 1 cascade
}


def view_actions(view: CuatroPalosView) -> list[Action]:
    """The legal actions of the seat on turn, from its view (same order as the engine)."""
    if view.to_play != view.seat or view.result is not None:
        return []
    forced = view.options.forced_play
    if view.phase == TURNED:
        assert view.turned is not None
        out: list[Action] = [PlayTurned(to) for to in view.destinations(view.turned)]
        return out if forced else [*out, Keep()]
    top = view.waste_top(view.seat)
    plays: list[Action] = [PlayWaste(to) for to in view.destinations(top)] if top else []
    if plays and forced:
        return plays
    return [*plays, Turn()]


class CuatroPalosBot:
    def __init__(self, level: str = "normal", seed: int | str = 0) -> None:
        self.level = check_level(level)
        self.rng = random.Random(f"cp-bot:{level}:{seed}")

    def choose(self, view: CuatroPalosView, budget_s: float | None = None) -> Action:
        actions = view_actions(view)
        if not actions:
            raise ValueError("it is not this seat's turn")
        plays = [a for a in actions if isinstance(a, PlayWaste | PlayTurned)]
        if not plays:
            return actions[0]
        if self.level == "easy" or len(plays) == 1:
            return plays[0]
        if self.level == "hard":
            return self._search(view, plays, budget_s)
        return best_by_policy(view, plays)

    # ------------------------------------------------------------------ hard
    def _search(self, view: CuatroPalosView, plays: list[Action], budget_s: float | None) -> Action:
        budget = 0.08 if budget_s is None else budget_s
        deadline = time.perf_counter() + budget
        totals = [0.0] * len(plays)
        runs = 0
        while runs < MAX_SAMPLES:
            world = determinise(view, self.rng)
            for i, action in enumerate(plays):
                trial = world.clone()
                trial.play(action)
                totals[i] += rollout(trial, view.seat, self.rng)
            runs += 1
            if runs >= MIN_SAMPLES and time.perf_counter() > deadline:
                break
        best = max(range(len(plays)), key=lambda i: (totals[i], -i))
        return plays[best]


MIN_SAMPLES = 4
MAX_SAMPLES = 24
ROLLOUT_TURNS = 60


# --------------------------------------------------------------------------- normal policy


@cache
def _pack(opts: CuatroPalosOptions) -> tuple[Card, ...]:
    return tuple(opts.pack.build())


def best_by_policy(view: CuatroPalosView, plays: Sequence[Action]) -> Action:
    card = view.turned if view.phase == TURNED else view.waste_top(view.seat)
    assert card is not None
    scored = [
        (
            placement_value(
                card,
                a.to,  # type: ignore[attr-defined]
                view.seat,
                view.foundations,
                view.wastes,
                view.held_counts,
                view.stock_count,
                view.options,
            ),
            -i,
            a,
        )
        for i, a in enumerate(plays)
    ]
    return max(scored, key=lambda t: (t[0], t[1]))[2]


def placement_value(
    c: Card,
    to: str,
    seat: int,
    foundations: Mapping[str, Sequence[Card]],
    wastes: Sequence[Sequence[Card]],
    held: Sequence[int],
    stock_count: int,
    opts: CuatroPalosOptions,
) -> float:
    """How much the normal policy likes putting `c` on `to` (higher is better).

    It places the card, lets its own waste pile follow (the Step 1 cascade, played the
    simple way), and weighs the holdings that result: its own count against the
    opponents', the one closest to running out counting most. Measured: loading beats
    a foundation play (bench/README.md).
    """
    n = opts.num_players
    late = 1.0 / (1.0 + stock_count / n)  # 0..1, grows as the central stock runs out
    board_f = {s: list(p) for s, p in foundations.items()}
    board_w = [list(p) for p in wastes]
    counts = list(held)
    counts[seat] -= 1
    _place(c, to, board_f, board_w, counts)
    value = W["found"] if to[0] == "f" else 0.0
    _cascade(seat, board_f, board_w, counts, opts)
    others = [s for s in range(n) if s != seat]
    fewest = min(held[s] for s in others)
    for q in others:
        weight = 1.0
        if held[q] == fewest:
            weight += W["lead"] + W["late"] * late
        value += W["load"] * weight * (counts[q] - held[q])
    value -= W["cascade"] * (counts[seat] - held[seat])
    return value


def _place(
    c: Card,
    to: str,
    foundations: dict[str, list[Card]],
    wastes: list[list[Card]],
    counts: list[int],
) -> None:
    if to[0] == "f":
        foundations.setdefault(c.suit, []).append(c)
    else:
        q = int(to[2:])
        wastes[q].append(c)
        counts[q] += 1


def _cascade(
    seat: int,
    foundations: dict[str, list[Card]],
    wastes: list[list[Card]],
    counts: list[int],
    opts: CuatroPalosOptions,
) -> int:
    """How many of the seat's own waste cards then follow, playing simply (Step 1)."""
    shed = 0
    pile = wastes[seat]
    while pile:
        top = pile[-1]
        where = destinations_for(top, seat, foundations, wastes, opts)
        if not where:
            break
        pile.pop()
        counts[seat] -= 1
        _place(top, where[0], foundations, wastes, counts)
        shed += 1
    return shed


# --------------------------------------------------------------------------- hard: rollouts


def determinise(view: CuatroPalosView, rng: random.Random) -> CuatroPalos:
    """A full state consistent with the view: unseen cards dealt at random to the stocks."""
    opts = view.options
    seen: set[Card] = {c for p in view.foundations.values() for c in p}
    seen.update(c for p in view.wastes for c in p)
    if view.turned is not None:
        seen.add(view.turned)
    unseen = [c for c in _pack(opts) if c not in seen]
    rng.shuffle(unseen)
    stock = unseen[: view.stock_count]
    rest = unseen[view.stock_count :]
    personal = []
    for count in view.personal_counts:
        personal.append(rest[:count])
        rest = rest[count:]
    state = CuatroPalos.__new__(CuatroPalos)
    CuatroPalos.__init__(state, opts, stock, view.dealer, view.to_play)
    state.foundations = {s: list(p) for s, p in view.foundations.items()}
    state.wastes = [list(p) for p in view.wastes]
    state.personal = personal
    state.turned = view.turned
    state.phase = view.phase
    state.turn = view.turn
    state.stall_turns = view.stall_turns
    state.stall_cards = view.stall_cards
    return state


def fast_policy(state: CuatroPalos) -> Action:
    """The normal policy on a full state (used inside rollouts; no view is built)."""
    actions = state.legal_actions()
    plays = [a for a in actions if isinstance(a, PlayWaste | PlayTurned)]
    if not plays:
        return actions[0]
    if len(plays) == 1:
        return plays[0]
    seat = state.to_play
    assert seat is not None
    card = state.turned if state.phase == TURNED else state.wastes[seat][-1]
    assert card is not None
    held = [state.held(s) for s in range(state.num_players)]
    best = max(
        range(len(plays)),
        key=lambda i: (
            placement_value(
                card,
                plays[i].to,  # type: ignore[attr-defined]
                seat,
                state.foundations,
                state.wastes,
                held,
                len(state.stock),
                state.options,
            ),
            -i,
        ),
    )
    return plays[best]


def rollout(state: CuatroPalos, seat: int, rng: random.Random) -> float:
    """Play on with the normal policy; 1 for our win, else a share by cards held."""
    limit = state.turn + ROLLOUT_TURNS
    while state.result is None and state.turn < limit:
        state.play(fast_policy(state))
    if state.result is not None:
        if state.result.winner is None:
            return 0.0
        return 1.0 if state.result.winner == seat else 0.0
    held = [state.held(s) for s in range(state.num_players)]
    mine = held[seat]
    beaten = sum(1 for s, h in enumerate(held) if s != seat and h > mine)
    return 0.5 * beaten / (state.num_players - 1)


__all__ = [
    "CuatroPalosBot",
    "determinise",
    "fast_policy",
    "placement_value",
    "view_actions",
]
