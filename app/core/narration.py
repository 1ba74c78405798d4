"""A match told a line per action: what the game log, the status line and the command
line say of every move, from what one seat may know.

Each game tells its own moves (`app/games/<package>/narration.py`, its `tell`): from the
action, the seat that played it, and the teller's views just before and just after it. The
teller is the seat whose view it is (the person at the table): its own moves are told in
the first person ("You drew from the stock."), every other seat's by name, and a card
another seat drew unseen is never named. A line is `Words`, translated where it is shown.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from app.core.cards import Card, cards_text
from app.core.engine import Action
from app.core.words import Said, Words


@dataclass(frozen=True)
class Narrator:
    """Tells what seats did as `person` reads it: the person's moves in the first person,
    the others by their `names` (None: nobody is "you", every seat by name)."""

    names: tuple[str, ...]
    person: int | None = 0

    def said(self, seat: int, said: Said, **values: Any) -> Words:
        """`said` for `seat`: the person's own sentence, else the other with its name."""
        if seat == self.person:
            return said.yours.filled(**values)
        return said.theirs.filled(name=self.names[seat], **values)


#: A game's teller: (narrator, seat, action, view before, view after) -> its sentences.
Teller = Callable[[Narrator, int, Action, Any, Any], Sequence[Words]]


#: Two or more things said in one sentence: "3♠ 3♦ 3♣ and A♠ A♦ A♣" ({first} lists all
#: but the last, separated by commas).
AND = Words("Narration", "{first} and {last}")
#: Items of a list before its last: "3♠ 3♦ 3♣, A♠ A♦ A♣" ({first}: those before).
COMMA = Words("Narration", "{first}, {next}")


def listed(items: Sequence[Words | str]) -> Words | str:
    """`items` in one phrase: one as it is, more joined by commas and "and"."""
    if len(items) <= 1:
        return items[0] if items else ""
    return AND.filled(first=_commas(items[:-1]), last=items[-1])


def _commas(items: Sequence[Words | str]) -> Words | str:
    said = items[0]
    for item in items[1:]:
        said = COMMA.filled(first=said, next=item)
    return said


def groups_text(groups: Sequence[Sequence[Card]]) -> Words | str:
    """Groups of cards in one phrase: "3♠ 3♦ 3♣ and A♠ A♦ A♣"."""
    return listed([cards_text(group) for group in groups if group])


def gained(before: Sequence[Card], after: Sequence[Card]) -> list[Card]:
    """The cards in `after` that `before` did not hold (the cards a hand drew), in order."""
    left = Counter(before)
    new = []
    for card in after:
        if left[card]:
            left[card] -= 1
        else:
            new.append(card)
    return new
