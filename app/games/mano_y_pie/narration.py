"""Mano y Pie's moves told a line each (app/core/narration.py), as one seat may know them."""

from __future__ import annotations

from collections.abc import Sequence

from app.core.cards import Card
from app.core.engine import Action
from app.core.narration import Narrator
from app.core.words import Said, Words
from app.games.canasta.engine import DRAW
from app.games.canasta.narration import tell_family
from app.games.mano_y_pie.engine import FAMILY_ACTIONS, AskToGoOut, Grant, ManoYPieView, Refuse

# What a seat did (the contexts are the table's, where these were first said).
# fmt: off
SAID_YES = Said(Words("ManoYPieController", "You said yes: {asker} may go out."), Words("ManoYPieController", "{name} said yes: {asker} may go out."))
SAID_NO = Said(Words("ManoYPieController", "You said no: {asker} plays on."), Words("ManoYPieController", "{name} said no: {asker} plays on."))
PICKED_UP_FOOT = Said(Words("ManoYPieController", "You picked up the foot."), Words("ManoYPieController", "{name} picked up the foot."))
PLACED_RED_3 = Said(Words("ManoYPieController", "You placed a red 3."), Words("ManoYPieController", "{name} placed a red 3."))
PLACED_RED_3S = Said(
    #: said for two red 3s or more ("a red 3" is a sentence of its own)
    Words("ManoYPieController", "You placed %n red 3s."),
    #: said for two red 3s or more ("a red 3" is a sentence of its own)
    Words("ManoYPieController", "{name} placed %n red 3s."),
)

ASKED = Said(Words("ManoYPieController", "You asked to go out."), Words("ManoYPieController", "{name} asked to go out."))
# fmt: on
#: a partner answers the person's request to go out
YES_TO_YOU = Words("ManoYPieController", "{name} said yes: you may go out.")
#: a partner answers the person's request to go out
NO_TO_YOU = Words("ManoYPieController", "{name} said no: you cannot go out this turn.")


def tell(
    n: Narrator, seat: int, action: Action, before: ManoYPieView, after: ManoYPieView
) -> Sequence[Words]:
    if isinstance(action, AskToGoOut):
        return (n.said(seat, ASKED),)
    if isinstance(action, Grant | Refuse):
        if before.turn_seat == n.person:  # a partner answers the person
            answer = YES_TO_YOU if isinstance(action, Grant) else NO_TO_YOU
            return (answer.filled(name=n.names[seat]),)
        said = SAID_YES if isinstance(action, Grant) else SAID_NO
        return (n.said(seat, said, asker=n.names[before.turn_seat]),)
    pile = before.pile
    taken = (min(len(pile), before.options.pickup_count), pile[-1] if pile else None)
    said = tell_family(n, seat, action, FAMILY_ACTIONS, before, after, taken)
    # the first seat places the red 3s it was dealt before the deal's first action
    dealt = _placed(n, dealt_red3s(before))
    return (*dealt, *said, *news(n, seat, before, after))


def dealt_red3s(before: ManoYPieView) -> Sequence[tuple[int, Card]]:
    """The red 3s told before the deal's first action: those the first seat was dealt and
    placed as the deal began (none at any later action)."""
    return before.red3s if before.turn == 0 and before.phase == DRAW else ()


def told_before(before: ManoYPieView) -> int:
    """How many sentences `tell` says before the action's own: one per seat that placed
    dealt red 3s, at the deal's first action."""
    return len({placer for placer, _card in dealt_red3s(before)})


def news(n: Narrator, seat: int, before: ManoYPieView, after: ManoYPieView) -> list[Words]:
    """A foot picked up, red 3s placed and by whom (the next seat places those of its
    hand as its turn begins)."""
    news = []
    if not before.on_foot[seat] and after.on_foot[seat]:
        news.append(n.said(seat, PICKED_UP_FOOT))
    return news + _placed(n, after.red3s[len(before.red3s) :])


def _placed(n: Narrator, red3s: Sequence[tuple[int, Card]]) -> list[Words]:
    """Red 3s placed, a sentence for each seat that placed some."""
    placed: dict[int, int] = {}
    for placer, _card in red3s:
        placed[placer] = placed.get(placer, 0) + 1
    return [
        n.said(placer, PLACED_RED_3 if count == 1 else PLACED_RED_3S.counting(count))
        for placer, count in placed.items()
    ]
