"""What the person does on the card table, handed to the game on it: the table's signals
name zones, the game's controller is handed the ids it gave them."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

if TYPE_CHECKING:
    from app.table.table import CardTable
    from app.ui.controller_base import GameController


def wire_table(
    table: CardTable, controller: Callable[[], GameController], refresh: Callable[[], None]
) -> None:
    """Hand `table`'s drags, drops and clicks to the current `controller`; `refresh`
    shows the table as the controller has it (after a drop it refused)."""
    zid = table.zone_id

    def dropped(cards: list, source: str, target: str, index: int) -> None:
        if not controller().drop(cards, zid(source), zid(target), index):
            refresh()  # the cards fly back where the controller keeps them

    def refused(cards: list, source: str, target: str, index: int) -> None:
        """Cards let go over a zone that does not take them: the controller says why.

        Its `drop` refuses with the rule's sentence and changes nothing (the drop policy
        and `drop` both ask the controller's one `intent`)."""
        if controller().my_turn:
            controller().drop(cards, zid(source), zid(target), index)

    table.drag_policy = lambda c, zone, index: controller().drag_cards(
        c, zid(zone), index,
        bool(table.press_modifiers() & Qt.KeyboardModifier.ShiftModifier),
    )  # fmt: skip
    table.drop_policy = lambda cards, source, target: controller().can_drop(
        cards, zid(source), zid(target)
    )
    table.cardsDropped.connect(dropped)
    table.dropRefused.connect(refused)
    table.cardDoubleClicked.connect(lambda c, zone: controller().double_clicked(c, zid(zone)))
    table.cardClicked.connect(lambda c, zone: controller().clicked(c, zid(zone)))
    table.zoneClicked.connect(lambda zone: controller().clicked(None, zid(zone)))
