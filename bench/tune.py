"""Self-play tuner (issue 40, item 2): a simple evolution strategy over a policy's weights.

    nice -n 5 .venv/bin/python bench/tune.py --params made_loose,made_target,need_worth \\
        --generations 6 --children 4 --pairs 100 --seed tune1 --workers 2 \\
        --out bench/results/tune-mano-y-pie-tune1.jsonl
    nice -n 5 .venv/bin/python bench/tune.py --game cuatro-palos \\
        --params found,load,lead,late,cascade --pairs 4000 --seed cptune1 --workers 2 \\
        --out /tmp/tune-cuatro-palos.jsonl

A (1+λ) evolution strategy: each generation draws `--children` variants of the parent's
weights (each named weight multiplied by exp(σ·N(0, 1)), so a weight keeps its sign and
a step is a ratio) and plays each against the parent in pairs of deals. In the
partnership games (`bench/team_duplicate.duplicate`: Mano y Pie, Buraco) every deal is
played twice with the teams swapped, so a deal's luck falls on both sides; in the games
of four on their own (`bench/solo_duplicate.duplicate`: Cuatro Palos, Scala 40) every
deal is played with and without the child in one seat. The child with the best fitness (its mean lead,
`diff`) becomes the parent if it won more than half the deals it changed and its fitness
is above `--margin` by more than the interval of its lead (`ci`, where the game's run
gives one), widened for the best of λ (`best_of`: Bonferroni). σ grows by a half after
a generation that found a better parent and shrinks by a fifth after one that did not
(the one-fifth rule, coarsely). `--ending-weight W` adds W points of fitness for each
point (percent) of deals that ended with a player going out beyond the share the parent
reaches against itself on the same deals (issue 40, item 4 wants deals that end).

Every generation plays new deals: seed `SEED:gN`. Measuring seeds (bench/README.md) must
not start with a tuning seed, so that a figure is never read off the deals the weights
were chosen on. Each evaluation is a JSON line in `--out` (the generation, the child's
weights, its result against the parent, whether it was kept); the last line holds the
parent found. A game is tuned once its normal bot takes its weights as one object
(`TUNINGS`: the `Weights` of Mano y Pie and Buraco, and `solo_duplicate.WEIGHTS`: Cuatro
Palos' `W`, Scala 40's `NORMAL_DISCARD`), so that a variant plays against its parent in
the same process. Quita y Pon's normal has no weights to tune: it is one solver call
that places the most cards (bench/README.md). `--level hard` tunes a partnership game's
hard instead, its team against hard as it is: Mano y Pie's `HARD_WEIGHTS`, and Buraco's
own numbers of its playouts and their leaf (`late_pile`, `late_stock`, `keep_*`,
`leaf_*`, `wild_held`, `win_bonus`), which normal never reads.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import solo_duplicate  # noqa: E402
import team_duplicate  # noqa: E402


class Tuning:
    """What the loop tunes in one game: normal's weights (`base`, by name) and a child's
    result against its parent on `pairs` pairs of deals (`play`: a dict with `share`,
    the child's share of the deals that differ, 0.5 for equal; `diff`, its mean lead in
    the game's terms; and `went_out` where the game counts how deals end)."""

    def base(self) -> dict[str, Any]:
        raise NotImplementedError

    def play(
        self, child: dict[str, Any], parent: dict[str, Any], seed: str, pairs: int, workers: int
    ) -> dict[str, Any]:
        raise NotImplementedError


class TeamTuning(Tuning):
    """A partnership game (`team_duplicate.GAMES`: Mano y Pie, Buraco): the `Weights` of
    `level` (normal's, or hard's own: its playouts and leaf in Buraco), in duplicate deals
    with the teams swapped, the child's team against the parent's at the same level;
    `diff` in deal points."""

    def __init__(self, game: str, level: str = "normal") -> None:
        self.game = game
        self.level = level

    def base(self) -> dict[str, Any]:
        module = team_duplicate.weights_module(self.game)
        return dataclasses.asdict(team_duplicate.level_weights(module, self.level))

    def play(
        self, child: dict[str, Any], parent: dict[str, Any], seed: str, pairs: int, workers: int
    ) -> dict[str, Any]:
        settings = {"weights": child, "opponent": parent, "hard": {}, "game": self.game,
                    "level": self.level, "opponent_level": self.level}  # fmt: skip
        return team_duplicate.duplicate(settings, seed, 0, pairs, workers)


class SoloTuning(Tuning):
    """A game of four players each on their own (`solo_duplicate.WEIGHTS`): each deal
    with and without the child in one seat (rotated); `diff` in points of win share."""

    def __init__(self, game: str) -> None:
        self.game = game

    def base(self) -> dict[str, Any]:
        return solo_duplicate.base_weights(self.game)

    def play(
        self, child: dict[str, Any], parent: dict[str, Any], seed: str, pairs: int, workers: int
    ) -> dict[str, Any]:
        return solo_duplicate.duplicate(self.game, child, parent, seed, pairs, workers)


#: The games the tuner can tune: those whose normal policy reads its weights from one
#: object per bot, so that a variant plays against its parent in the same process.
TUNINGS: dict[str, Tuning] = {
    **{game: TeamTuning(game) for game in team_duplicate.GAMES},
    **{game: SoloTuning(game) for game in solo_duplicate.WEIGHTS},
}


def fitness(result: dict[str, Any], ending_weight: float, baseline: float) -> float:
    """A child's fitness against its parent: its mean lead (`diff`), plus
    `ending_weight` points for each point (percent) of deals that ended by going out
    beyond `baseline`, the share of the same deals the parent played against itself."""
    return result["diff"] + ending_weight * 100.0 * (result["went_out"] - baseline)


def best_of(children: int) -> float:
    """How many times a one-child 95% interval the best of `children` must clear so that
    all of them at once are held to 95% (Bonferroni: z for 2.5%/children over z for
    2.5%): 1 for one child, about 1.28 for four. The best of four noisy children was kept
    on noise with the one-child bar (bench/README.md, Scala 40's normal discard)."""
    z = statistics.NormalDist().inv_cdf
    return z(1 - 0.025 / children) / z(1 - 0.025)


def mutate(parent: dict[str, float], sigma: float, rng: random.Random) -> dict[str, float]:
    child = {}
    for name, value in parent.items():
        step = math.exp(sigma * rng.gauss(0.0, 1.0))
        child[name] = round(value * step, 3) if value else round(sigma * rng.random() * 100, 3)
    return child


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="mano-y-pie", choices=sorted(TUNINGS))
    parser.add_argument("--params", required=True, help="weights to tune, comma list")
    parser.add_argument(
        "--level", default="normal", choices=("normal", "hard"),
        help="the level tuned (hard: the partnership games, against hard as it is)",
    )  # fmt: skip
    parser.add_argument("--generations", type=int, default=6)
    parser.add_argument("--children", type=int, default=4)
    parser.add_argument("--pairs", type=int, default=100)
    parser.add_argument("--sigma", type=float, default=0.3)
    parser.add_argument("--margin", type=float, default=0.0)
    parser.add_argument("--ending-weight", type=float, default=0.0)
    parser.add_argument("--seed", default="tune1")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    tuning = TUNINGS[args.game]
    if args.level == "hard":
        if not isinstance(tuning, TeamTuning):
            print(f"tune: error: {args.game}'s hard is not tuned here", file=sys.stderr)
            return 2
        tuning = TeamTuning(args.game, "hard")
    base = tuning.base()
    names = [n.strip() for n in args.params.split(",") if n.strip()]
    bad = [n for n in names if type(base.get(n)) not in (int, float)]
    if bad:
        names_bad = ", ".join(bad)
        print(
            f"tune: error: not a numeric weight of {args.game}'s {args.level}: {names_bad}",
            file=sys.stderr,
        )
        return 2
    rng = random.Random(args.seed)
    parent = {n: float(base[n]) for n in names}
    sigma = args.sigma
    args.out.parent.mkdir(parents=True, exist_ok=True)
    started = time.time()
    with args.out.open("w", encoding="utf-8") as log:
        for g in range(args.generations):
            seed = f"{args.seed}:g{g}"
            best: tuple[float, dict[str, float], dict[str, Any]] | None = None
            baseline = 0.0
            if args.ending_weight:
                mirror = {**base, **parent}
                baseline = tuning.play(mirror, mirror, seed, args.pairs, args.workers)["went_out"]
            for c in range(args.children):
                child = mutate(parent, sigma, rng)
                result = tuning.play(
                    {**base, **child}, {**base, **parent}, seed, args.pairs, args.workers
                )
                score = fitness(result, args.ending_weight, baseline)
                row = {"generation": g, "child": c, "sigma": round(sigma, 3), "weights": child,
                       "parent": parent, "fitness": round(score, 1), **result}  # fmt: skip
                log.write(json.dumps(row) + "\n")
                log.flush()
                print(json.dumps(row), flush=True)
                if best is None or score > best[0]:
                    best = (score, child, result)
            assert best is not None
            score, child, result = best
            # a lead inside its interval (`ci`, 95%, where the game's run gives one) is
            # noise, not an improvement: a plateau would otherwise be walked at random;
            # and the best of λ children must clear the interval for λ (`best_of`)
            clear = score - best_of(args.children) * result.get("ci", 0.0) > args.margin
            improved = result["share"] > 0.5 and clear
            if improved:
                parent = child
                sigma *= 1.5
            else:
                sigma *= 0.8
            log.write(json.dumps({"generation": g, "kept": improved, "parent": parent}) + "\n")
        log.write(json.dumps({"result": parent, "seconds": round(time.time() - started)}) + "\n")
    print(json.dumps({"result": parent}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
