"""What a seat remembers of a Buraco deal from its public event log (RULES.md §5.11).

There is no up-card, so the discard pile is exactly the cards discarded since the last
pick-up, and every seat saw each of them land: the pile's contents are known, in order,
as far back as the log goes (a position set up by hand starts with an empty log, and
the cards below the logged discards stay unknown). When a seat takes the pile, every
card but the top (melded at once) enters its hand: those cards are known to be there
until they show up again, on the table (in a meld: the view lists every melded card,
copy by copy) or on the pile (a logged discard). Cards are physical (`7H` and `7H'` are
two cards), so the two decks' duplicates never mix: a `7H` melded says nothing of a
remembered `7H'`.

Nothing here is a guess: a card is remembered in a zone only when the view proves it is
there, so a world dealt with this memory never contradicts the view.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.core.cards import Card
from app.games.buraco.engine import DISCARD_EVENT, TAKE_PILE_EVENT, BuracoView


@dataclass(frozen=True, slots=True)
class Memory:
    """The cards a seat knows the place of, beyond its view's own zones.

    `pile` is the top of the discard pile as far as the log shows it, bottom first,
    ending with the visible top card (empty when the pile is); the pile's other cards
    (`pile_size - len(pile)` of them, at the bottom) are unknown. `held[s]` are the
    cards known to be in seat s's hand (never the seat's own: it sees its hand)."""

    pile: tuple[Card, ...]
    held: tuple[tuple[Card, ...], ...]


def remember(view: BuracoView) -> Memory:
    """The seat's memory of the deal from its view's log (see the module docstring)."""
    n = len(view.hand_counts)
    pile: list[Card] = []
    held: list[list[Card]] = [[] for _ in range(n)]
    for event in view.log:
        if event.kind == DISCARD_EVENT:
            if event.card in held[event.seat]:
                held[event.seat].remove(event.card)
            pile.append(event.card)
        elif event.kind == TAKE_PILE_EVENT:
            # The logged discards are the pile's top cards; any below them came before
            # the log began. All but the top (melded at once) went into the taker's hand.
            if pile and pile[-1] == event.card and len(pile) <= event.count:
                held[event.seat].extend(pile[:-1])
            pile = []
    melded = {c for m in view.melds for c in m.cards}
    mine = set(view.hand) | set(view.pending)
    for s in range(n):
        held[s] = [] if s == view.seat else [c for c in held[s] if c not in melded]
        if any(c in mine for c in held[s]) or len(held[s]) > view.hand_counts[s]:
            held[s] = []  # cannot happen with a true log; trust nothing rather than guess
    if not pile or pile[-1] != view.pile_top or len(pile) > view.pile_size:
        pile = []  # a log that does not explain the pile: its cards stay unknown
    return Memory(tuple(pile), tuple(tuple(h) for h in held))
