"""Quita y Pon's moves told a line each (app/core/narration.py), as one seat may know them."""

from __future__ import annotations

from collections.abc import Sequence

from app.core.cards import Card, cards_text
from app.core.engine import Action
from app.core.narration import Narrator
from app.core.words import Said, Words
from app.games.quita_y_pon.engine import Draw, QuitaYPonView, TimeOut

# What a seat did (the contexts are the table's, where these were first said).
# fmt: off
DREW = Said(Words("QuitaYPonController", "You drew a card."), Words("QuitaYPonController", "{name} drew a card."))
PLACED = Said(Words("QuitaYPonController", "You placed {cards}."), Words("QuitaYPonController", "{name} placed {cards}."))
# fmt: on


def tell(
    n: Narrator, seat: int, action: Action, before: QuitaYPonView, after: QuitaYPonView
) -> Sequence[Words]:
    if isinstance(action, Draw | TimeOut):
        return (n.said(seat, DREW),)
    placed = {c for g in after.table for c in g} - {c for g in before.table for c in g}
    return (n.said(seat, PLACED, cards=cards_text(sorted(placed, key=Card.sort_key))),)
