"""Every game's score table between deals, as pictures and as text, to compare two trees.

    python -m scripts.score_tables OUT [--lang es]
    python -m scripts.score_tables --compare BEFORE AFTER

Easy bots play small matches of each game to their end (Quita y Pon, Scala 40 and Mano y
Pie over several deals, Buraco and Mano y Pie at four, in teams), and the score table of
each deal is shown offscreen and saved as OUT/<game>-<match>-d<deal>.png; the first deal's
result is also shown changed (nobody ending it, the person ending it, a tie) as
OUT/<game>-<match>-v<k>.png. OUT/tables.json holds what each says (title, heading, columns,
cells, notes, sizes). `--compare` says which pictures or texts differ between two OUTs:
run it on the tables of two checkouts to show that a change of the dialog's code changed
nothing a player sees.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QImage  # noqa: E402
from PySide6.QtWidgets import QApplication, QLabel  # noqa: E402

NAMES = ["You", "Ana", "Bruno", "Carla", "Dario", "Eva"]
#: (game, its match's name, options, the deals whose table is kept: "last" the match's).
MATCHES: tuple[tuple[str, str, dict[str, Any], tuple[Any, ...]], ...] = (
    ("quita-y-pon", "long", {"num_players": 2, "hand_size": 7, "deals": 3}, (1, 2, "last")),
    ("quita-y-pon", "one", {"num_players": 3}, (1,)),
    ("scala-40", "short", {"num_players": 2, "elimination_threshold": 40}, (1, 2, "last")),
    ("scala-40", "three", {"num_players": 3}, (1,)),
    ("cuatro-palos", "short", {"num_players": 3, "target_score": 25}, (1, 2, "last")),
    ("mano-y-pie", "long", {"num_players": 2, "num_decks": 1, "hand_size": 5, "foot_size": 5,
                            "contract": (0, 0, 0), "num_deals": 3,
                            "min_meld_by_deal": (0, 0, 0)}, (1, 2, "last")),
    ("mano-y-pie", "teams", {"num_players": 4, "num_decks": 1, "hand_size": 4, "foot_size": 4,
                             "contract": (0, 0, 0), "num_deals": 2}, (1, 2, "last")),
    ("buraco", "short", {"num_players": 2}, (1,)),
    ("buraco", "teams", {"num_players": 4, "target_score": 3000}, (1,)),
)  # fmt: skip
#: The first deal's result changed: who ended it, and the scores where a tie is wanted.
VARIANTS: dict[str, tuple[dict[str, Any], ...]] = {
    "quita-y-pon": ({"reason": "stock_exhausted", "winners": (0, 1)},
                    {"reason": "went_out", "winners": (0,)}, {"reason": "went_out", "winners": (1,)}),
    "scala-40": ({"winners": ()}, {"winners": (0,), "closed_in_hand": True},
                 {"winners": (1,), "closed_in_hand": True}),
    "cuatro-palos": ({"winners": ()}, {"winners": (0,)}),
    "buraco": ({"closer": None, "team_scores": (5, 5)}, {"closer": 0},
               {"closer": 1, "team_scores": (9, 1)}),
    "mano-y-pie": ({"went_out": None, "team_scores": (5, 5)}, {"went_out": 0},
                   {"went_out": 1, "team_scores": (1, 9)}),
}  # fmt: skip


def shown(app: QApplication, ctrl: Any, game_id: str, result: Any) -> tuple[QImage, dict]:
    """The deal's score table as the window shows it: its picture and what it says."""
    from app.ui.game_ui import game_ui

    dialog = game_ui(game_id).TABLE.result_dialog(ctrl, result, None)
    if not ctrl.match_over:
        dialog.goes_on()
    dialog.show()
    app.processEvents()
    picture = dialog.grab().toImage()
    table = dialog.table
    said = {
        "title": dialog.windowTitle(),
        "size": [dialog.width(), dialog.height()],
        "table_height": [table.minimumHeight(), table.maximumHeight()],
        "labels": [label.text() for label in dialog.findChildren(QLabel)],
        "columns": [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())],
        "cells": [
            [table.item(r, c).text() for c in range(table.columnCount())]
            for r in range(table.rowCount())
        ],
    }
    dialog.close()
    return picture, said


def shoot(out: Path, language: str) -> None:
    os.environ["TAPETE_LANG"] = language
    os.environ["TAPETE_DATA_DIR"] = tempfile.mkdtemp()
    app = QApplication.instance() or QApplication([])
    from app import i18n
    from app.core.bots import Limit
    from app.games.registry import find_game
    from app.ui.table_module import table_of

    i18n.install(app, language)
    out.mkdir(parents=True, exist_ok=True)
    tables: dict[str, dict] = {}

    def keep(name: str, picture: QImage, said: dict) -> None:
        picture.save(str(out / f"{name}.png"))
        tables[name] = said

    for game_id, match, options, kept in MATCHES:
        game = find_game(game_id)
        ctrl = table_of(game_id).controller()
        ctrl.pace_ms = 0
        chosen = game.options(options)
        ctrl.new_game(chosen, ("easy",), seed=7, names=NAMES[: chosen.num_players])
        person = game.bot("easy", "person")
        deal = 1
        try:
            while True:
                while ctrl.state.to_play is not None and not ctrl.my_turn:
                    app.processEvents()  # the bots' moves land
                if ctrl.state.to_play is not None:
                    ctrl.perform(person.choose(ctrl.view(), Limit(nodes=200)))
                    continue
                result = ctrl.state.outcome()
                if deal == 1:
                    for k, change in enumerate(VARIANTS[game_id]):
                        changed = dataclasses.replace(result, **change)
                        keep(f"{game_id}-{match}-v{k}", *shown(app, ctrl, game_id, changed))
                if deal in kept or (ctrl.match_over and "last" in kept):
                    keep(f"{game_id}-{match}-d{deal}", *shown(app, ctrl, game_id, result))
                if ctrl.match_over or ("last" not in kept and deal >= max(kept)):
                    break
                ctrl.next_deal()
                deal += 1
        finally:
            ctrl.shutdown()
    (out / "tables.json").write_text(json.dumps(tables, indent=1, ensure_ascii=False))
    print(f"{len(tables)} score tables in {out}")


def compare(before: Path, after: Path) -> int:
    old = json.loads((before / "tables.json").read_text())
    new = json.loads((after / "tables.json").read_text())
    differ = sorted(set(old) ^ set(new))
    for name in sorted(set(old) & set(new)):
        same_text = old[name] == new[name]
        same_picture = QImage(str(before / f"{name}.png")) == QImage(str(after / f"{name}.png"))
        if not (same_text and same_picture):
            differ.append(name)
    for name in differ:
        print(f"differs: {name}")
    print(f"{len(old)} score tables compared, {len(differ)} differ")
    return 1 if differ else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", nargs="?", type=Path)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("BEFORE", "AFTER"))
    args = parser.parse_args(argv)
    if args.compare:
        QApplication.instance() or QApplication([])
        return compare(*args.compare)
    if args.out is None:
        parser.error("OUT, or --compare BEFORE AFTER")
    shoot(args.out, args.lang)
    return 0


if __name__ == "__main__":
    sys.exit(main())
