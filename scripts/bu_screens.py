"""Pictures of Buraco's table in the states a person meets, to look at (not a test).

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/bu_screens.py OUT_DIR [WxH ...]

Each state is a position built with the engine's test constructor (`from_position`) and
driven with the controller's own gestures (`drop`, `lay_down`, ...), so a picture shows
what a person would see there: a fresh deal, a mid-deal table with both teams' melds and
canastas, the pile being taken (its top card pinned in the staging area), a muerto taken
directly (in hand) and one waiting face down beside an emptied partner, and the table
after the deal with every hand laid down (with the score table as a second picture).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from screens import shoot  # noqa: E402

from app.core.cards import cards  # noqa: E402
from app.games.buraco.engine import Buraco  # noqa: E402
from app.games.canasta.packets import PENDING, TAKEN, UNTAKEN, PacketFate  # noqa: E402
from app.table.zones import ZoneId  # noqa: E402
from app.ui.games.buraco import TABLE  # noqa: E402
from app.ui.main_window import MainWindow  # noqa: E402

HAND, PILE = ZoneId("hand"), ZoneId("discard")
M0 = cards("3D' 4D' 5D' 6D' 7D' 8D' 9D' TD' JD' QD' KD'")
M1 = cards("3S' 4S' 5S' 6S' 7S' 8S' 9S' TS' JS' QS' KS'")
STOCK = cards("KC KS QD JD 9S 8H 7C 6C 5C 4C 3C 9H' TH' JH' QH' KH'")
MELDS = [
    (0, cards("3H 4H 5H 6H 7H 8H 9H"), range(3, 10)),  # limpa
    (0, cards("TC JC QC"), (10, 11, 12)),
    (0, cards("8D 8S 8C"), ()),
    (1, cards("5S 6S 7S 8S 2D TS JS QS"), range(5, 13)),  # suja (2D = 9S)
    (1, cards("AC' AH' AS'"), ()),
    (1, cards("4D 5D 6D"), (4, 5, 6)),
]


def mid_deal(**kw) -> Buraco:
    hands = [
        cards("9C 9D KD QS' 5H' 6H' 4S JH 2C"),
        cards("3C' 4C' 5C' 6C' 7C' 8C'"),
        cards("TD' JD'' KC' 2H AD"),
        cards("9C' 9H'' 6D' 7D'' 3H'"),
    ]
    kw.setdefault("muertos", (M0, M1))
    kw.setdefault("pile", cards("4H' 7S' KH"))
    return Buraco.from_position(hands, stock=STOCK, melds=MELDS, **kw)


def fresh(win: MainWindow) -> None:
    win.controller.load_position(Buraco.new({}, 3), [None, "normal", "normal", "normal"])


def mid(win: MainWindow) -> None:
    win.controller.load_position(mid_deal(), [None, "normal", "normal", "normal"])


def pickup(win: MainWindow) -> None:
    """The pile's top card (K♥) pinned in the staging area with J♥ from the hand."""
    win.controller.load_position(mid_deal(), [None, "normal", "normal", "normal"])
    ctl = win.controller
    ctl.drop(cards("KH"), PILE, ZoneId("stage", key="new"), 0)
    ctl.drop(cards("JH"), HAND, ZoneId("stage", 0), 0)


def direct_muerto(win: MainWindow) -> None:
    """The person melded his last cards and took M0 at once: it is his hand now."""
    hands = [
        [*M0, *cards("9C 2C")],
        cards("3C' 4C' 5C' 6C' 7C' 8C'"),
        cards("TD' JD'' KC' 2H AD"),
        cards("9C' 9H'' 6D' 7D'' 3H'"),
    ]
    fates = [PacketFate(0, TAKEN, 0, 0), PacketFate(1)]
    state = Buraco.from_position(
        hands, stock=STOCK, melds=MELDS, pile=cards("KH"), muertos=((), M1), fates=fates,
        phase="play",
    )  # fmt: skip
    win.controller.load_position(state, [None, "normal", "normal", "normal"])


def pending_muerto(win: MainWindow) -> None:
    """The partner (a long name) discarded his last card: M0 waits face down beside him."""
    hands = [
        cards("9C 9D KD QS' 5H' 6H' 4S JH 2C"),
        cards("3C' 4C' 5C' 6C' 7C' 8C'"),
        [],
        cards("9C' 9H'' 6D' 7D'' 3H'"),
    ]
    fates = [PacketFate(0, PENDING, 2, 0), PacketFate(1)]
    state = Buraco.from_position(
        hands, stock=STOCK, melds=MELDS, pile=cards("KH"), muertos=((), M1), fates=fates,
        pending={2: M0},
    )  # fmt: skip
    win.controller.load_position(state, [None, "normal", "normal", "normal"])
    win.controller.seats[2].name = "Bruno Henrique"
    win.controller.changed.emit()


def ended(win: MainWindow) -> None:
    """The person closes with his last card on the pile: every hand is laid down."""
    hands = [
        cards("5H'"),
        cards("3C' 4C' 5C' 6C' 7C' 8C'"),
        cards("TD' JD'' KC' 2H AD"),
        cards("9C' 9H'' 6D' 7D'' 3H'"),
    ]
    fates = [PacketFate(0, TAKEN, 2, 0), PacketFate(1, UNTAKEN)]
    state = Buraco.from_position(
        hands, stock=STOCK, melds=MELDS, pile=cards("KH"), muertos=((), M1), fates=fates,
        phase="play",
    )  # fmt: skip
    win.controller.load_position(state, [None, "normal", "normal", "normal"])
    win.controller.drop(cards("5H'"), HAND, PILE, 0)


STATES: dict[str, Callable[[MainWindow], None]] = {
    "1-fresh": fresh,
    "2-mid": mid,
    "3-pickup": pickup,
    "4-muerto-direct": direct_muerto,
    "4-muerto-pending": pending_muerto,
    "5-end": ended,
}


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/bu")
    sizes = sys.argv[2:] or ["1280x800", "1366x768"]
    return shoot("buraco", STATES, TABLE.result_dialog, out, sizes)


if __name__ == "__main__":
    sys.exit(main())
