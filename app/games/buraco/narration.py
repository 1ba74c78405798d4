"""Buraco's moves told a line each (app/core/narration.py), as one seat may know them."""

from __future__ import annotations

from collections.abc import Sequence

from app.core.engine import Action
from app.core.narration import Narrator
from app.core.words import Said, Words
from app.games.buraco.engine import FAMILY_ACTIONS, BuracoView
from app.games.canasta.narration import tell_family
from app.games.canasta.packets import PENDING, STOCK, TAKEN, UNTAKEN

# What a seat did (the contexts are the table's, where these were first said).
# fmt: off
TOOK_MUERTO = Said(Words("BuracoController", "You took the muerto and play on."), Words("BuracoController", "{name} took the muerto and plays on."))
TOOK_MUERTO_LATER = Said(Words("BuracoController", "You took the muerto: it is yours at the start of your next turn."), Words("BuracoController", "{name} took the muerto (picked up next turn)."))
# fmt: on

#: a muerto became the stock
MUERTO_IS_STOCK = Words("BuracoController", "The stock ran out: a muerto is the stock now.")


def tell(
    n: Narrator, seat: int, action: Action, before: BuracoView, after: BuracoView
) -> Sequence[Words]:
    taken = (before.pile_size, before.pile_top)  # the whole pile
    said = tell_family(n, seat, action, FAMILY_ACTIONS, before, after, taken)
    return (*said, *_muertos(n, seat, before, after))


def _muertos(n: Narrator, seat: int, before: BuracoView, after: BuracoView) -> list[Words]:
    """What became of a muerto in this action: taken, pending, or turned into the stock."""
    news = []
    for old, new in zip(before.fates, after.fates, strict=True):
        if old.state == new.state:
            continue
        if new.state == TAKEN and old.state == UNTAKEN:
            news.append(n.said(seat, TOOK_MUERTO))
        elif new.state == PENDING:
            news.append(n.said(seat, TOOK_MUERTO_LATER))
        elif new.state == STOCK:
            news.append(MUERTO_IS_STOCK)
    return news
