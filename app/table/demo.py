"""A sample table, for screenshots and tests of the layout: `python -m app.table.demo out.png`.

It fakes what a controller would pass (four players, a hand, a dozen melds) so the table
can be looked at without any game.
"""

from __future__ import annotations

import sys

from app.core.cards import cards
from app.table.zones import ZoneSpec

SAMPLE_HAND = "2S 5S' 9S 3H 7H' QH' 4D 8D TD KD' 6C JC AC JK"
SAMPLE_MELDS = [
    "3S 4S 5S",
    "7H 7D 7C",
    "9D TD' JD QD KD",
    "QS QH QC QD'",
    "AH 2H 3H' 4H 5H 6H",
    "8S 8H 8C",
    "5C 6C' 7C' 8C'",
    "JH JS JD'",
    "2D 3D JK' 5D",
    "KS KH KC",
    "9C TC JC' QC' KC' AC'",
    "6S 6H 6D",
]


def sample_zones(players: int = 4, hand: str = SAMPLE_HAND, melds: int = 12) -> list[ZoneSpec]:
    """Opponents on top, a stock, `melds` groups (the third one invalid) and a hand."""
    names = ["Ana", "Bruno", "Carla", "Duarte", "Eva"]
    zones = [
        ZoneSpec(
            f"opp:{n}",
            "opponent",
            count=11 - n,
            label=f"{names[n - 1]} — {11 - n} cards",
            marked="active" if n == 1 else None,
            draggable=False,
        )
        for n in range(1, players)
    ]
    zones.append(ZoneSpec("stock", "stack", count=59, label="Stock 59"))
    for n, text in enumerate(SAMPLE_MELDS[:melds]):
        invalid = n == 2
        zones.append(
            ZoneSpec(
                f"meld:{n}",
                "group",
                cards(text),
                label="Needs one suit" if invalid else "",
                marked="invalid" if invalid else None,
            )
        )
    zones.append(ZoneSpec("new", "drop", label="Drop here to start a new group"))
    zones.append(ZoneSpec("hand", "hand", cards(hand), label="You — your turn"))
    return zones


def main(argv: list[str] | None = None) -> int:
    from PySide6.QtWidgets import QApplication

    from app.table.table import CardTable

    args = sys.argv[1:] if argv is None else argv
    out = args[0] if args else "table_sample.png"
    width, height = (int(v) for v in (args[1] if len(args) > 1 else "1280x800").split("x"))
    app = QApplication.instance() or QApplication([])
    table = CardTable()
    table.resize(width, height)
    table.show()
    table.show_zones(sample_zones(), animate=False)
    table.card_item(cards("QH'")[0]).set_marked("selected")
    table.card_item(cards("8S")[0]).set_marked("last")
    table.card_item(cards("8H")[0]).set_marked("last")
    table.card_item(cards("8C")[0]).set_marked("last")
    table.card_item(cards("KD'")[0]).set_marked("hint")
    app.processEvents()
    table.grab().save(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
