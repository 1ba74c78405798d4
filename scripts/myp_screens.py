"""Pictures of Mano y Pie's table in the states a person meets, to look at (not a test).

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/myp_screens.py OUT_DIR [WxH ...]

Each state is a position built with the engine's test constructor (`from_position`) and
driven with the controller's own gestures (`drop`, `lay_down`, ...), so a picture shows
what a person would see there: a fresh deal, a table with books of every kind and red 3s,
the foot just picked up, first melds staged against the deal's minimum ("70 / 90"), a
partner's request to go out, the table after the deal with
every hand and foot laid down (with the score table), and a match played to its end by
computer players (its table over the four deals). `six` is a fresh deal for six
players, `three` one for three, each playing alone.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402
from screens import shoot  # noqa: E402

from app.core.cards import card, cards  # noqa: E402
from app.games.mano_y_pie.bots import ManoYPieBot  # noqa: E402
from app.games.mano_y_pie.engine import ManoYPie  # noqa: E402
from app.games.mano_y_pie.rules import ManoYPieOptions  # noqa: E402
from app.table.zones import ZoneId  # noqa: E402
from app.ui.games.mano_y_pie import TABLE  # noqa: E402
from app.ui.main_window import MainWindow  # noqa: E402

HAND, PILE, NEW = ZoneId("hand"), ZoneId("discard"), ZoneId("stage", key="new")
BOTS = [None, "normal", "normal", "normal"]
FOOT = cards("4H'' 4D'' 9S'' 9C'' QH'' QD'' AS'' 7C'' 7D'' 8H'' 8S'' KC'' 2H''")
FEET = [FOOT, cards("5H'' 5D'' 5S''"), cards("6H'' 6D'' 6S''"), cards("7H'' 7S'' 7C''")]
STOCK = cards("KC KS' QD' JD' 9S' 8H' 7H' 6H' 5C' 4C'' TD'' JH''")
BOOKS = [
    (0, cards("KH KD KS KC KH' KD' KC'")),  # clean
    (0, cards("JH JD JS JC JH' JD' 2C")),  # dirty
    (0, cards("JK JK' 2S 2S' 2C' 2D' 2H'")),  # wild
    (0, cards("9H 9D 9S 9C")),
    (0, cards("5H 5D JK''")),
    (1, cards("QH QD QS QC QH' QD' QC'")),  # clean
    (1, cards("8H 8D 8S 8C 8H' 2D'")),
    (1, cards("AH AD AS")),
]
RED3S = [(0, card("3H")), (2, card("3D")), (1, card("3H'"))]
OTHERS = [cards("4C' 5C' 6C' 7C' 8C' 9C' TC'"), cards("7S' 8D' 9D'"), cards("TC JC' QS' KS")]


def fresh(win: MainWindow) -> None:
    win.controller.load_position(ManoYPie.new({}, 3), BOTS)


def six(win: MainWindow) -> None:
    state = ManoYPie.new({"num_players": 6}, 3)
    win.controller.load_position(state, [None, *["normal"] * 5])


def three(win: MainWindow) -> None:
    state = ManoYPie.new({"num_players": 3}, 3)
    win.controller.load_position(state, [None, "normal", "normal"])


def books(win: MainWindow) -> None:
    """Mid-deal: books of every kind, open melds, red 3s; the person has drawn."""
    hands = [cards("9H' 6C 6D TS 4S 7S AC 3S"), *OTHERS]
    state = ManoYPie.from_position(
        hands, feet=[FOOT, FEET[1], None, FEET[3]], stock=STOCK, pile=cards("4D' 8S' TH"),
        melds=BOOKS, red3s=RED3S, phase="play", deal_index=1,
    )  # fmt: skip
    win.controller.load_position(state, BOTS)


def foot(win: MainWindow) -> None:
    """The person melds his last cards: his foot comes to his hand at once."""
    hands = [cards("6C 6D 6S"), *OTHERS]
    state = ManoYPie.from_position(
        hands, feet=FEET, stock=STOCK, pile=cards("4D' 8S' TH"), melds=BOOKS[3:],
        red3s=RED3S[1:], phase="play",
    )  # fmt: skip
    win.controller.load_position(state, BOTS)
    ctl = win.controller
    ctl.drop(cards("6C 6D 6S"), HAND, NEW, 0)
    ctl.lay_down()


def opening(win: MainWindow) -> None:
    """Deal 2 (minimum 90): the person has drawn and staged two melds worth 70."""
    hands = [cards("KH KD KS QH QD 2C 9S 7D 5C"), *OTHERS]
    state = ManoYPie.from_position(
        hands, feet=FEET, stock=STOCK, pile=cards("4D' 8S' TH"), melds=BOOKS[5:],
        red3s=RED3S[2:], phase="play", deal_index=1,
    )  # fmt: skip
    win.controller.load_position(state, BOTS)
    ctl = win.controller
    ctl.drop(cards("KH KD KS"), HAND, NEW, 0)
    ctl.drop(cards("QH QD 2C"), HAND, NEW, 0)


def question(win: MainWindow) -> None:
    """Bruno, on his foot with the books done, asks the person to let him go out."""
    hands = [cards("9H' 6C 6D TS 4S"), OTHERS[0], cards("8D' 8S''"), OTHERS[2]]
    state = ManoYPie.from_position(
        hands, feet=[None, FEET[1], None, FEET[3]], stock=STOCK, pile=cards("4D' 8S' TH"),
        melds=[*BOOKS[:3], (0, cards("TH TD TS TC TH' TD' TC'")),
               (0, cards("4H 4D 4S 4C 4H' 2C'' 4D'"))],
        foot_discarded=[True, False, False, False], to_play=2, phase="play",
    )  # fmt: skip
    win.controller.load_position(state, [None, "easy", "easy", "easy"])
    win.controller.wait_for_bots()
    QApplication.processEvents()


def ended(win: MainWindow) -> None:
    """The person goes out (no permission at this table): every hand and foot is shown."""
    hands = [cards("5S'"), *OTHERS]
    state = ManoYPie.from_position(
        hands, feet=[None, FEET[1], None, FEET[3]], stock=STOCK, pile=cards("4D' 8S' TH"),
        melds=[*BOOKS[:3], (0, cards("TH TD TS TC TH' TD' TC'")),
               (0, cards("4H 4D 4S 4C 4H' 2C'' 4D'")), *BOOKS[5:]],
        red3s=RED3S, foot_discarded=[False, False, True, False], phase="play",
        options={"require_permission": False},
    )  # fmt: skip
    win.controller.load_position(state, BOTS)
    win.controller.drop(cards("5S'"), HAND, PILE, 0)


def match(win: MainWindow) -> None:
    """A short-handed match played out by computer players, the person's seat too: the
    score table after its fourth deal."""
    ctl = win.controller
    ctl.new_game(ManoYPieOptions(), ("normal",), seed=11)
    ctl.shutdown()  # the bots' moves are played here, not in the pool
    bots = [ManoYPieBot("normal", f"screens:{s}") for s in range(4)]
    while not ctl.match.over:
        state = ctl.match.deal
        while state.to_play is not None:
            state.play(bots[state.to_play].choose(state.view(state.to_play)))
        ctl.state = state
        ctl.match.record(state.outcome())
    ctl.changed.emit()
    ctl.status.emit(ctl.status_text())


STATES: dict[str, Callable[[MainWindow], None]] = {
    "1-fresh": fresh,
    "2-books": books,
    "3-foot": foot,
    "3b-opening": opening,
    "4-question": question,
    "5-end": ended,
    "6-match": match,
    "7-six": six,
    "8-three": three,
}


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/myp")
    sizes = sys.argv[2:] or ["1280x800", "1366x768"]
    return shoot("mano-y-pie", STATES, TABLE.result_dialog, out, sizes)


if __name__ == "__main__":
    sys.exit(main())
