"""Mano y Pie bot strength and speed, over every place of a match's deals.

    nice -n 10 .venv/bin/python bench/mano_y_pie_bots.py --bots normal,easy,normal,easy \\
        --games 2000 --seed 1 --workers 2

The same loop as `tapete-cli play` (`app.cli.play.play_deal`, `summarise`,
`format_summary`: seats rotated by the deal index so each team make-up sits both ways,
card conservation checked after every action, win shares with a Wilson 95% interval,
`by_team` for each team make-up as a whole, decision-time percentiles), with the deal's
place in its match rotated (`tapete-cli play` plays every deal as a match's first): deal
`i` is deal `i % 4` of match `i // 4` (seed `SEED:match`), so the four minimums (50, 90,
120, 150) are played in turn. `--json` prints the summary as JSON.

A long run may be split: `--records FILE` appends every deal's record to FILE as a JSON
line as soon as its task is done (so a run stopped early keeps what it played), and
`--summarise FILE...` prints the summary of the records in the files (deals per second
from the seconds each task took, summed: CPU-bound work on one worker each).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import multiprocessing
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from app.cli.play import DealRecord, format_summary, play_deal, summarise, worker_count
from app.games.registry import find_game

#: Mano y Pie's registry entry.
MANO_Y_PIE = find_game("mano-y-pie")
#: Deals per task handed to a worker.
TASK_DEALS = 4


def _chunk(args: tuple[dict, str, list[int], list[str]]) -> list[DealRecord]:
    options, seed, indices, levels = args
    opts = MANO_Y_PIE.options(options)
    deals = opts.num_deals
    return [play_deal(opts, seed, i, levels, MANO_Y_PIE, deals) for i in indices]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bots", default="normal,easy,normal,easy")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=200, help="deals to play")
    parser.add_argument("--seed", default="1")
    parser.add_argument("--first", type=int, default=0, help="index of the first deal")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--records", help="append each deal's record to this JSON-lines file")
    parser.add_argument("--summarise", nargs="+", metavar="FILE", help="summarise record files")
    args = parser.parse_args(argv)
    if args.summarise:
        return _summarise_files(args.summarise, args.json)
    options = MANO_Y_PIE.options({"num_players": args.players})
    levels = [lv.strip() for lv in args.bots.split(",")]
    if len(levels) == 1:
        levels *= args.players
    if len(levels) != args.players:
        parser.error(f"--bots names {len(levels)} levels for {args.players} players")
    indices = list(range(args.first, args.first + args.games))
    tasks = [indices[i : i + TASK_DEALS] for i in range(0, len(indices), TASK_DEALS)]
    jobs = [(options.to_json(), args.seed, task, levels) for task in tasks]
    workers = worker_count(args.workers, args.games)
    started = time.perf_counter()
    chunks: list[list[DealRecord]] = []

    def keep(chunk: list[DealRecord], seconds: float) -> None:
        chunks.append(chunk)
        if args.records:
            with open(args.records, "a", encoding="utf-8") as out:
                for record in chunk:
                    row = dataclasses.asdict(record)
                    row["seconds"] = seconds / len(chunk)
                    out.write(json.dumps(row) + "\n")

    if workers == 1:
        for job in jobs:
            begun = time.perf_counter()
            keep(_chunk(job), time.perf_counter() - begun)
    else:
        context = multiprocessing.get_context("fork" if sys.platform == "linux" else None)
        with ProcessPoolExecutor(workers, mp_context=context) as pool:
            for chunk in pool.map(_chunk, jobs):
                keep(chunk, (time.perf_counter() - started) / workers)
    records = [r for chunk in chunks for r in chunk]
    summary = summarise(MANO_Y_PIE.id, records, time.perf_counter() - started)
    summary["workers"] = workers
    print(json.dumps(summary) if args.json else format_summary(summary))
    return 1 if summary["conservation_violations"] else 0


def _summarise_files(paths: list[str], as_json: bool) -> int:
    records: list[DealRecord] = []
    seconds = 0.0
    for path in paths:
        with open(path, encoding="utf-8") as lines:
            for line in lines:
                row = json.loads(line)
                seconds += row.pop("seconds", 0.0)
                records.append(DealRecord(**row))
    summary = summarise(MANO_Y_PIE.id, records, seconds)
    summary["workers"] = 1
    print(json.dumps(summary) if as_json else format_summary(summary))
    return 1 if summary["conservation_violations"] else 0


if __name__ == "__main__":
    sys.exit(main())
