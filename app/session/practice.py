"""What a practice table keeps of the deal in play, so that taking back is honest.

At a practice table the person may take back any of their own moves, as far back as the
deal's first, draws and piles taken included: the deal is rebuilt from its seed and the
actions before that move (`MatchSession.state_at`), so the same cards come again. Two
things make the bots honest about it:

* **They forget what was taken back.** A bot remembers what its seat saw (the cards
  discarded, the pile's buried cards…). Before each of the person's moves the bots are
  copied (`pickle`: a few kilobytes, well under a millisecond); taking back to that
  move puts that copy back, so no bot knows anything of the line taken back.
* **They answer as before when the person plays the same.** The line taken back is
  kept (`future`): while the person plays what they played before, each bot plays what
  it played then (`foreseen`) rather than thinking again, since a search bounded by the
  clock need not find the same move twice. Once the person plays something else, the
  line is dropped and the bots think from there, from what they had seen before it.
"""

from __future__ import annotations

from typing import Any

from app.core.engine import Action


class PracticeLine:
    """The deal in play's record for taking back: the person's decision points, the
    bots as they stood at each, and the line last taken back."""

    def __init__(self, mine: list[int] | None = None) -> None:
        #: The deal's action counts at which the person played (their decisions so far).
        self.mine: list[int] = list(mine or [])
        #: The actions taken back, from the point the deal is at: played again by the
        #: bots while the person plays the same.
        self.future: list[Action] = []
        #: The bots (pickled) as they stood at each of the person's decisions, and at the
        #: point a take-back left.
        self.snapshots: dict[int, bytes] = {}
        #: Bots' moves were played from `future` since the bots were last put back:
        #: they did not think them, so they are put back at the person's next decision.
        self.stale = False

    def played(self, count: int, mover: int, action: Action, session: Any) -> None:
        """`mover` played `action` as the deal's action number `count` (from 0)."""
        followed = bool(self.future) and self.future[0] == action
        if followed:
            self.future.pop(0)
        elif self.future:
            self.future.clear()  # another move: the line taken back is gone
            self.snapshots = {n: b for n, b in self.snapshots.items() if n <= count}
        if mover == session.person:
            import pickle  # at the first move of a practice table (2 ms of the start)

            self.snapshots[count] = pickle.dumps(session.bots)
            self.mine.append(count)
        elif followed:
            self.stale = True
        now = count + 1
        deal = session.deal
        if self.stale and deal.to_play in (session.person, None) and now in self.snapshots:
            import pickle

            session.bots = pickle.loads(self.snapshots[now])
            self.stale = False

    def foreseen(self) -> Action | None:
        """The action played at this point of the line taken back, if it is being
        followed."""
        return self.future[0] if self.future else None

    def target(self) -> int | None:
        """Where taking back goes: just before the person's last move (None: none)."""
        return self.mine[-1] if self.mine else None

    def take_back(self, history: tuple[Action, ...] | list[Action], session: Any) -> int:
        """Go back to just before the person's last move, from a deal of `history`:
        the line from there is kept, the bots put back as they stood then (new ones where
        no copy was kept: a game resumed from its file). Returns the point gone back to."""
        import pickle

        target = self.mine.pop()
        now = len(history)
        if not self.stale:
            self.snapshots.setdefault(now, pickle.dumps(session.bots))
        self.future = list(history[target:]) + self.future
        kept = self.snapshots.get(target)
        session.bots = pickle.loads(kept) if kept is not None else session.new_bots()
        self.stale = False
        return target
