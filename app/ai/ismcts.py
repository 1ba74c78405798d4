"""Information-set Monte Carlo tree search over a game's own playouts (issue 40, item 1).

Cowling, Powley & Whitehouse (2012), "Information Set Monte Carlo Tree Search": every
iteration samples one world consistent with what the searching seat knows (a
*determinisation*), then walks one tree whose nodes are decisions, not world states, so
the statistics of every world are pooled in the same nodes. A node's children are the
options it has offered in any world; in a world where some of them are not legal they are
simply not offered, and a child is chosen by UCB1 counted against the times it was
*available*, not the times its parent was visited (the "subset-armed bandit"). Judging a
move by all the worlds at once, and not each world by its own best line, is what avoids
determinised search's "strategy fusion": a plan that only works once the hidden cards are
known cannot win in every world at once.

The loop is game-agnostic and callback-driven: the game plays a sampled world out with
its own cheap simulator and its tuned policy (`play(world, decide, budget)`) and asks
`decide(seat, options, default)` at every decision that has more than one option. While
the iteration is inside the tree, `decide` chooses (UCB1, or one untried option, which
then becomes a new leaf); below it, or for a seat the tree does not follow, it answers
`default`, the game's policy. The first decision asked is the root (the searching seat's
decision now). `play` returns every seat's reward for the world (a team's seats the same
reward: one reward per team), which each node on the path adds for the seat that chose it.

Which seats the tree follows is the game's choice (`tree_seats`): only the searching
seat (the others play their policy, its later choices are keyed by its own sequence of
options, an abstraction that merges the worlds' different draws), or every seat (the
opponents' choices searched too, as in SO-ISMCTS). Options are hashable keys: the game's
action abstraction ("this card to that pile", "take the pile", "meld plan B").

It is anytime: it answers the most visited root option when the limit's first bound is
reached (time, iterations as `Limit.playouts`, nodes counted by the playouts), playing at
least `min_iterations` first; a world interrupted by the clock (`play` returning None) is
dropped, so that no half-played world is counted.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from app.ai.budget import Budget
from app.core.bots import Limit

W = TypeVar("W")  # a sampled world, in whatever form the game's playouts run
K = TypeVar("K", bound=Hashable)  # an option's key (the game's action abstraction)

#: `decide(seat, options, default)`: the index of the option chosen.
Decide = Callable[[int, Sequence[Hashable], int], int]

#: `play(world, decide, budget)`: every seat's reward for the world played out, or None
#: when it stopped half-way because `budget` is out of time (`budget` None: play it all).
Play = Callable[[W, Decide, "Budget | None"], "Sequence[float] | None"]

#: UCB1's exploration constant for rewards in [0, 1] (a game with another scale passes
#: its own): about 1/sqrt(2) is the textbook's, a little lower suits short searches.
EXPLORATION = 0.7


class Node:
    """A decision in the tree: the option that led to it (`key`, chosen by `seat`), and
    what the iterations through it said."""

    __slots__ = ("key", "seat", "visits", "total", "available", "children")

    def __init__(self, key: Hashable = None, seat: int = -1) -> None:
        self.key = key
        self.seat = seat
        self.visits = 0
        self.total = 0.0
        #: How many times it was offered when its parent was reached (its own visits
        #: included): UCB1's "parent visits" in a tree where options come and go.
        self.available = 0
        self.children: dict[Hashable, Node] = {}

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


@dataclass(slots=True)
class OptionStats:
    """What the search said of one option at the root."""

    key: Hashable
    visits: int
    mean: float


@dataclass(slots=True)
class IsmctsResult(Generic[K]):
    """The chosen root option and how the search went (for hints, tests and benches)."""

    best: K
    index: int
    #: The root options in the order the first world offered them.
    options: list[OptionStats]
    iterations: int
    elapsed: float
    #: Why it stopped: "playouts" (the iterations bound), "nodes", "time" or "only" (one
    #: option: nothing to search).
    stopped: str
    nodes: int = 0
    dropped: int = 0
    #: Tree nodes made (the root excluded).
    size: int = 0


class _Walk:
    """One iteration's way down the tree, as `decide` (handed to the game's `play`)."""

    __slots__ = ("search", "node", "path", "grown", "depth", "root_options")

    def __init__(self, search: Ismcts) -> None:
        self.search = search
        self.node = search.root
        self.path: list[Node] = []
        self.grown = False
        self.depth = 0
        self.root_options: tuple[Hashable, ...] | None = None

    def __call__(self, seat: int, options: Sequence[Hashable], default: int) -> int:
        search = self.search
        if self.root_options is None:  # the root: the searching seat's decision now
            self.root_options = tuple(options)
        elif self.grown or seat not in search.tree_seats or self.depth >= search.max_depth:
            return default
        node = self.node
        children = node.children
        untried: list[int] = []
        offered: list[tuple[int, Node]] = []
        for i, key in enumerate(options):
            child = children.get(key)
            if child is None:
                untried.append(i)
            else:
                child.available += 1
                offered.append((i, child))
        if untried:  # grow the tree by one leaf: the policy's option first
            i = default if default in untried else search.rng.choice(untried)
            child = Node(options[i], seat)
            child.available = 1
            children[options[i]] = child
            search.size += 1
            self.grown = True
        else:
            c = search.exploration
            i, child = max(
                offered,
                key=lambda ic: ic[1].mean + c * math.sqrt(math.log(ic[1].available) / ic[1].visits),
            )
        self.path.append(child)
        self.node = child
        self.depth += 1
        return i


class Ismcts:
    """One search: the tree and its settings (see the module's docstring)."""

    def __init__(
        self,
        *,
        tree_seats: frozenset[int],
        exploration: float = EXPLORATION,
        max_depth: int = 12,
        rng: random.Random,
    ) -> None:
        self.root = Node()
        self.tree_seats = tree_seats
        self.exploration = exploration
        self.max_depth = max_depth
        self.rng = rng
        self.size = 0

    def iterate(
        self, world: W, play: Play[W], budget: Budget | None
    ) -> tuple[Hashable, ...] | None:
        """Play one world through the tree and back up its rewards: the root options it
        offered, or None when `play` dropped the world (interrupted by the clock)."""
        walk = _Walk(self)
        rewards = play(world, walk, budget)
        if rewards is None:
            return None
        self.root.visits += 1
        for node in walk.path:
            node.visits += 1
            node.total += rewards[node.seat]
        return walk.root_options


def ismcts(
    seat: int,
    sample: Callable[[random.Random], W],
    play: Play[W],
    limit: Limit,
    rng: random.Random,
    *,
    tree_seats: frozenset[int] | None = None,
    exploration: float = EXPLORATION,
    max_depth: int = 12,
    min_iterations: int = 1,
    clock: Callable[[], float] = time.perf_counter,
) -> IsmctsResult[Hashable]:
    """The searching `seat`'s root option with the most visits, within `limit`.

    `sample(rng)` returns a world consistent with the seat's view; `play(world, decide,
    budget)` plays it out (it must not change `world`: copy it), its first call of
    `decide` being the root decision (with the same options in every world), and returns
    every seat's reward; it may stop half-way and return None when `budget` is out of
    time, and is handed no budget (None) for the first `min_iterations`, which it plays
    whole. `tree_seats` (default: the searching seat alone) are the seats whose choices
    the tree follows. Ties go to the better mean, then to the earlier option.
    """
    if not limit.bounded:
        raise ValueError("ismcts needs a bounded limit (time, playouts or nodes)")
    search = Ismcts(
        tree_seats=frozenset((seat,)) if tree_seats is None else tree_seats,
        exploration=exploration,
        max_depth=max_depth,
        rng=rng,
    )
    budget = Budget(limit, clock)
    floor = max(1, min_iterations)
    root_options: tuple[Hashable, ...] | None = None
    stopped = ""
    dropped = 0
    while True:
        stopped = budget.spent(floor)
        if stopped:
            break
        offered = search.iterate(sample(rng), play, budget if budget.playouts >= floor else None)
        if offered is None:
            dropped += 1
            stopped = "time"
            break
        if root_options is None:
            root_options = offered
        elif offered != root_options:
            raise ValueError(
                f"the root offered {offered!r} in one world, {root_options!r} in another"
            )
        budget.playouts += 1
        if len(root_options) == 1:
            stopped = "only"
            break
    if root_options is None:  # the floor's worlds are played whole: only a bad `play`
        raise ValueError("play returned no rewards for a world it was to play whole")
    children = search.root.children
    stats = [
        OptionStats(key, children[key].visits, children[key].mean)
        if key in children
        else OptionStats(key, 0, 0.0)
        for key in root_options
    ]
    index = max(range(len(stats)), key=lambda i: (stats[i].visits, stats[i].mean, -i))
    return IsmctsResult(
        best=root_options[index],
        index=index,
        options=stats,
        iterations=budget.playouts,
        elapsed=budget.elapsed(),
        stopped=stopped,
        nodes=budget.nodes,
        dropped=dropped,
        size=search.size,
    )
