"""Issue 40's goals for the bots (item 3), measured in one table by `tapete-cli play`.

    nice -n 5 .venv/bin/python bench/goals.py --games 2000 --seed goals1 --workers 2
    nice -n 5 .venv/bin/python bench/goals.py --only buraco,mano-y-pie --games 600

For every game, four seats, seats rotated, the same seed for every figure (one no tuning
run used: bench/tune.py's seeds start with `tune`, `cptune`, `s40tune`, `butune`):

* hard against three normal (Quita y Pon, Scala 40, Cuatro Palos): hard's win share,
  goal at least 40% with its Wilson 95% lower bound at least 37%; two hard partners
  against two normal (Buraco, Mano y Pie): their team's, goal at least 75%;
* normal against three easy, or two normal partners against two easy: each level must
  beat the one below it, the lower bound above an equal bot's share (a quarter on one's
  own, a half in a team);
* hard's decision times in the hard runs, with both cores busy (`--workers 2`): goal
  p95 at most 200 ms and the slowest at most 1 s.

Each figure is one `tapete-cli play --json` run (a deal's share, its Wilson interval, the
mean deal score of each side, the decision-time percentiles); it prints a Markdown table
with the goals each figure is held to and those it misses, and with `--json FILE` every
run's whole report. The difference from a previous hard bot, deal by deal, is
`bench/paired.py --records` on the same seed with each, then `--compare`.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
#: The games played on one's own, and in partnerships (two teams of two).
SOLO = ("quita-y-pon", "scala-40", "cuatro-palos")
TEAMS = ("buraco", "mano-y-pie")
#: Issue 40's goals: hard's share on its own and in a team; hard's decision times (ms).
HARD_SOLO, HARD_SOLO_LOW, HARD_TEAM = 0.40, 0.37, 0.75
P95_MS, MAX_MS = 200.0, 1000.0


def figures(games: list[str]) -> list[tuple[str, str, str, str]]:
    """Each run: (game, its --bots, the level measured, the level below it)."""
    runs = []
    for game in games:
        for level, below in (("hard", "normal"), ("normal", "easy")):
            bots = [level, below] * 2 if game in TEAMS else [level] + [below] * 3
            runs.append((game, ",".join(bots), level, below))
    return runs


def run(game: str, bots: str, games: int, seed: str, workers: int) -> dict[str, Any]:
    command = [
        sys.executable, "-m", "app.cli.main", "play", "--game", game, "--players", "4",
        "--bots", bots, "--games", str(games), "--seed", seed, "--workers", str(workers),
        "--json", "--no-progress", "--lang", "en",
    ]  # fmt: skip
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{game} {bots}: {done.stderr.strip().splitlines()[-1:]}")
    return json.loads(done.stdout)


def row(game: str, level: str, below: str, report: dict[str, Any]) -> list[str]:
    """A table row: the figure, the tested side's share and interval, both sides' mean
    deal scores, hard's decision times, the goal and whether it is met."""
    team = game in TEAMS
    if team:
        tested = report["by_team"][f"{level}+{level}"]
        other = report["by_team"][f"{below}+{below}"]
    else:
        tested, other = report["by_level"][level], report["by_level"][below]
    share = tested["win_share"]
    low, high = tested["ci95"]
    equal = 0.5 if team else 0.25
    checks = [(f"lower bound > {equal:.0%}", low > equal)]
    if level == "hard":
        if team:
            checks.append((f"share >= {HARD_TEAM:.0%}", share >= HARD_TEAM))
        else:
            checks.append((f"share >= {HARD_SOLO:.0%}", share >= HARD_SOLO))
            checks.append((f"lower bound >= {HARD_SOLO_LOW:.0%}", low >= HARD_SOLO_LOW))
        times = report["by_level"]["hard"]["decision_ms"]
        checks.append((f"p95 <= {P95_MS:.0f} ms", times["p95"] <= P95_MS))
        checks.append((f"max <= {MAX_MS:.0f} ms", times["max"] <= MAX_MS))
        timing = f"{times['p95']:.0f} / {times['max']:.0f}"
    else:
        timing = ""
    side = f"two {level} against two {below}" if team else f"{level} against three {below}"
    return [
        f"{game}: {side}",
        str(report["deals"]),
        f"{share:.1%} [{low:.1%}, {high:.1%}]",
        f"{tested['mean_score']:.1f} / {other['mean_score']:.1f}",
        timing,
        "; ".join(goal for goal, _ in checks),
        "yes"
        if all(ok for _, ok in checks)
        else "**no**: " + "; ".join(g for g, ok in checks if not ok),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000, help="deals per figure")
    parser.add_argument("--seed", default="goals1")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--only", default="", help="games, comma separated (default: all)")
    parser.add_argument("--json", type=Path, help="write every run's report here")
    args = parser.parse_args(argv)
    games = [g.strip() for g in args.only.split(",") if g.strip()] or [*SOLO, *TEAMS]
    unknown = [g for g in games if g not in SOLO + TEAMS]
    if unknown or args.games < 1:
        problem = f"unknown game {unknown[0]}" if unknown else "--games must be at least 1"
        print(f"goals: error: {problem}", file=sys.stderr)
        return 2
    head = ["figure", "deals", "win share [95%]", "mean deal score, tested / other",
            "hard p95 / max ms", "goal", "met"]  # fmt: skip
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    reports = []
    for game, bots, level, below in figures(games):
        started = time.time()
        try:
            report = run(game, bots, args.games, args.seed, args.workers)
        except (RuntimeError, ValueError) as exc:
            print(f"goals: error: {exc}", file=sys.stderr)
            return 2
        report["seconds"] = round(time.time() - started)
        reports.append(report)
        print("| " + " | ".join(row(game, level, below, report)) + " |", flush=True)
        if args.json:
            args.json.write_text(json.dumps(reports, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
