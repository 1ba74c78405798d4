"""Cuatro Palos's refusals as sentences a player reads (its engine's `IllegalMove` codes; the
shared ones are in `app.ui.messages`)."""

from __future__ import annotations

#: Cuatro Palos's own refusals (RULES.md), looked up before the shared ones.
SENTENCES: dict[str, str] = {
    "not_adjacent": "{card} does not go on {top}: a pile takes one rank up or down, any suit.",
    "empty_waste_pile": "An empty waste pile cannot be loaded.",
    "own_waste": "Your own pile takes only a card you cannot play, at the end of your turn.",
    "own_waste_empty": "Your waste pile is empty.",
    "foundation_not_started": "Only an ace starts a foundation, not {card}.",
    "not_next_on_foundation": "{card} does not follow {top} on its foundation.",
    "wrong_suit": "{card} is not of this foundation's suit.",
    "foundation_complete": "That foundation is complete: it ends with the king.",
    "must_go_to_foundation": "{card} fits a foundation, so it must go there.",
    "must_play_waste": "First play {card} from your waste pile: it has a place.",
    "must_play_turned": "Play {card}, the card you turned up: it has a place.",
    "nothing_turned": "Turn up a card first: click the stock.",
    "nothing_to_turn": "There is no card left to turn up.",
    "keep_not_allowed": "{card} can be played, so it may not stay on your pile.",
    "no_such_destination": "Cards cannot go there.",
}
