"""What one gesture would do, judged once (DESIGN.md §4: one judge for every path)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from app.core.engine import Action


@dataclass(frozen=True)
class Intent:
    """What one gesture (cards dragged from a zone onto another) would do, judged once.

    `action`: the engine action it plays; `edit`: a change of the table only (a draft
    move, staged cards, the hand's order), applied after the action when there are both;
    `refusal`: why it does nothing, a translated sentence. The drop highlight, the drop
    and the refusal message all ask `GameController.intent` (as kpat's `allowedToAdd`
    asks `checkAdd`), so they cannot disagree.
    """

    action: Action | None = None
    edit: Callable[[], None] | None = None
    refusal: str = ""

    @property
    def allowed(self) -> bool:
        return not self.refusal


def refusal(text: str) -> Intent:
    return Intent(refusal=text)
