"""`MatchSession`: one match being played, its seats, its record and its events."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from app.core.cards import Card
from app.core.engine import Action, IllegalMove, SeatView
from app.games.registry import GameInfo, find_game
from app.session import record
from app.session.events import ActionPlayed, DealOver, Event, MatchOver, TakenBack
from app.session.practice import PracticeLine
from app.session.recording import Recording
from app.session.seats import SeatInfo, default_names, seat_levels
from app.session.store import Store

if TYPE_CHECKING:  # the coach loads at the first hint asked for
    from app.session.coach import Coach, SeatCoach


@dataclass(frozen=True)
class Position:
    """A point of the match rebuilt from its record: deal `deal_index` after its first
    `actions` actions, and the match as it stood then (that deal not yet recorded)."""

    deal_index: int
    actions: int
    deal: Any
    match: Any


class MatchSession:
    """A match of one game between the person and bots (or only bots), driven by actions.

    `deal` is the deal on the table: after a deal ends it stays there (its result shown)
    until `next_deal()` brings the match's next one. Every action goes through `play`,
    which applies it, keeps the record (the saved game after every action, the
    scoreboard after every deal) and tells the listeners. A session made from a position
    alone (`from_position`: tests, screenshots) has no match and records nothing.
    """

    def __init__(
        self,
        game: GameInfo,
        match: Any,
        deal: Any,
        seats: Sequence[SeatInfo],
        store: Store | None = None,
        finished: Sequence[Sequence[Action] | None] = (),
        match_id: int | None = None,
        started_at: float | None = None,
        bot_seed: str | None = None,
        hints: dict[int, int] | None = None,
        practice: bool = False,
        played_for: dict[int, int] | None = None,
    ) -> None:
        self.game = game
        #: A practice table: any of the person's moves may be taken back (`take_back`),
        #: and its results are kept on the scoreboard apart from the real ones.
        self.practice = bool(practice)
        #: A resumed match saved with other bots than the game's today: (the version it
        #: was played with, today's); None otherwise. It goes on with today's bots, and
        #: its record says so from its next save.
        self.bots_changed: tuple[int, int] | None = None
        self.match = match
        self.deal = deal
        offered = game.levels  # a level the game has no bot for: its default plays
        self.seats = [
            SeatInfo(s.name, s.level if s.level is None or s.level in offered
                     else game.default_level)
            for s in seats
        ]  # fmt: skip
        people = [s for s, info in enumerate(self.seats) if info.level is None]
        #: The person's seat (the first seat without a bot; 0 at a table of bots).
        self.person = people[0] if people else 0
        #: Each finished deal's actions, in order (None for a deal whose actions a
        #: resumed record did not keep: records before release 0.3 kept only results).
        self.finished: list[tuple[Action, ...] | None] = [
            None if d is None else tuple(d) for d in finished
        ]
        self.match_id = match_id
        #: Hints the person was shown, by deal index: kept in the record, recorded with
        #: each deal on the scoreboard.
        self.hints: dict[int, int] = dict(hints or {})
        #: The person's turns played for them (P, at a practice table), by deal index:
        #: kept in the record apart from the hints.
        self.played_for: dict[int, int] = dict(played_for or {})
        self.started_at = started_at if started_at is not None else time.time()
        self.deal_started = time.time()
        self.listeners: list[Callable[[Event], None]] = []
        self._json = record.ActionsJson()
        self.store = store if store is not None else Store()
        self.recording = Recording(self, self.store, self._tell)
        self._bot_seed = bot_seed if bot_seed is not None else str(getattr(deal, "seed", None))
        self.bots = self.new_bots()
        # How many of the deal's actions stay, whatever the person takes back: those
        # before the person's run of actions that showed them no card they had not seen.
        self._kept = len(deal.history)
        # A position set up by hand has no record: taking back replays from a copy of it.
        self._origin = deal.clone() if match is None else None
        self._line = PracticeLine(self._person_points() if self.practice else None)
        #: The person's seat's coach (`coach()`: made at the first hint asked for).
        self.coaching: SeatCoach | None = None

    # ------------------------------------------------------------------ making one
    @classmethod
    def start(
        cls,
        game: GameInfo | str,
        options: Any = None,
        levels: Sequence[str] = ("normal",),
        seed: int | str = 1,
        names: Sequence[str] | None = None,
        person: int = 0,
        store: Store | None = None,
        listener: Callable[[Event], None] | None = None,
        practice: bool = False,
    ) -> MatchSession:
        """A new match: the person at `person`, bots of `levels` at the seats after it in
        the direction of play (a shorter list repeats). `listener` hears the session's
        events from the start (a fault met while attaching the match to the scoreboard);
        `practice`: a practice table."""
        game = find_game(game) if isinstance(game, str) else game
        options = game.options(options)
        n = options.num_players
        match = game.new_match(options, seed)
        person %= n
        names = list(names) if names else default_names(n, person)
        seats = [SeatInfo(names[s], lv) for s, lv in enumerate(seat_levels(n, person, levels))]
        session = cls(game, match, match.deal, seats, store, practice=practice)
        if listener is not None:
            session.subscribe(listener)
        session.recording.attach(None)  # the match shows as unfinished until it ends
        return session

    @classmethod
    def resume(
        cls,
        data: Any,
        store: Store | None = None,
        game: str | None = None,
        listener: Callable[[Event], None] | None = None,
    ) -> MatchSession:
        """The match of a saved record, exactly as it stood; DamagedRecord names what is
        wrong (nothing is changed then). `game`: the game the record must be of;
        `listener` hears the session's events from the start."""
        found = record.parse(data, game)
        session = cls(
            found.game,
            found.match,
            found.match.deal,
            found.seats,
            store,
            found.finished,
            found.match_id,
            found.started_at,
            hints=found.hints,
            practice=found.practice,
            played_for=found.played_for,
        )
        if found.bots is not None and found.bots != found.game.bots_version:
            session.bots_changed = (found.bots, found.game.bots_version)
        if listener is not None:
            session.subscribe(listener)
        session.recording.attach(found.match_id, checked=found.started_at is not None)
        return session

    @classmethod
    def from_position(
        cls,
        game: GameInfo | str,
        state: Any,
        levels: Sequence[str | None],
        names: Sequence[str] | None = None,
        bot_seed: str | None = None,
        practice: bool = False,
    ) -> MatchSession:
        """Play on from a given deal state, with no match (`levels`: None marks the
        person's seat; `bot_seed` seeds the bots, `bot_seed:seat`, default the deal's
        seed)."""
        game = find_game(game) if isinstance(game, str) else game
        n = state.num_players
        people = [s for s in range(n) if levels[s] is None]
        names = list(names) if names else default_names(n, people[0] if people else 0)
        seats = [SeatInfo(names[s], levels[s]) for s in range(n)]
        return cls(game, None, state, seats, bot_seed=bot_seed, practice=practice)

    def new_bots(self) -> Bots:
        """A bot of its level at each bot's seat, seeded from the deal (`seed:seat`),
        each made when it is first asked for (`Bots`)."""
        levels = {s: info.level for s, info in enumerate(self.seats) if info.level is not None}
        return Bots(self.game, levels, self._bot_seed)

    # ------------------------------------------------------------------ reading
    @property
    def to_play(self) -> int | None:
        return self.deal.to_play

    @property
    def num_players(self) -> int:
        return self.deal.num_players

    @property
    def teams(self) -> tuple[int, ...]:
        """Each seat's team (solo games: every seat its own)."""
        if self.match is not None:
            return self.match.teams
        return tuple(getattr(self.deal, "teams", range(self.num_players)))

    def view(self, seat: int | None = None) -> Any:
        """What `seat` (default: the person) may see now."""
        return self.deal.view(self.person if seat is None else seat)

    @property
    def match_over(self) -> bool:
        return self.match is None or self.match.over

    @property
    def bot_to_play(self) -> bool:
        seat = self.to_play
        return seat is not None and self.seats[seat].level is not None

    # ------------------------------------------------------------------ playing
    def legal(self, action: Action, seat: int | None = None) -> IllegalMove | None:
        """Why `seat` (default: whoever is to play) may not play `action` now, or None."""
        if seat is not None and seat != self.to_play:
            return IllegalMove("not_your_turn")
        return self.deal.legal(action)

    def play(self, action: Action, seat: int | None = None, view: Any = None) -> None:
        """Play `action` for `seat` (default: whoever is to play; IllegalMove, and nothing
        changes, if it is not that seat's turn or the rules refuse it), then keep the
        record and tell the listeners. `view`: what the seat chose from, if known."""
        mover = self.to_play if seat is None else seat
        if mover is None or mover != self.to_play:
            raise IllegalMove("not_your_turn" if mover is not None else "deal_over")
        before = view if view is not None else self.deal.view(mover)
        self.deal.play(action)
        deal = self.deal
        if self.practice:
            self._line.played(len(deal.history) - 1, mover, action, self)
        if mover != self.person or revealing(before, deal.view(mover)):
            self._kept = len(deal.history)  # not to be taken back
        self._tell(ActionPlayed(mover, action, deal.deal_index, len(deal.history), before))
        self.settle()

    def settle(self) -> None:
        """After an action: record the deal if it has ended, else save the game."""
        deal, match = self.deal, self.match
        if deal.to_play is not None or match is None or match.deal is not deal:
            if deal.to_play is not None:
                self.recording.save()
            return
        result = deal.outcome()
        match.record(result)
        self.finished.append(tuple(deal.history))
        self.recording.deal_over(deal, result)
        self.recording.save()
        self._tell(DealOver(deal.deal_index, result, match.over))
        if match.over:
            self._tell(MatchOver(match.winners, tuple(match.totals)))

    # ------------------------------------------------------------------ taking back
    @property
    def can_take_back(self) -> bool:
        """Whether the person may take back their last action: it is still their turn, and
        since their turn began they played an action that showed
        them no card they had not seen (a draw, a pile taken, a foot or a muerto picked
        up: those stay, and so does everything before them). At a practice table: any
        of their moves of the deal on the table, while it is their turn or once the deal
        is over (its result is then taken back too)."""
        deal = self.deal
        if self.practice:
            return deal.to_play in (self.person, None) and self._line.target() is not None
        return deal.to_play == self.person and len(deal.history) > self._kept

    def take_back(self) -> Action:
        """Take back the person's last action: the deal is rebuilt from the record just
        before it (exactly: the same cards, the same events), saved, and told
        (`TakenBack`). Nothing of another seat is ever undone, but at a practice table,
        where the moves played after it go too (and, from a finished deal, its result).
        The action taken back is returned; IllegalMove("nothing_to_take_back") when there
        is none."""
        if not self.can_take_back:
            raise IllegalMove("nothing_to_take_back")
        deal = self.deal
        if self.practice:
            finished = deal.to_play is None and self.match is not None
            count = self._line.take_back(deal.history, self)
        else:
            finished, count = False, len(deal.history) - 1
        undone = deal.history[count]
        if self._origin is None:
            position = self.state_at(deal.deal_index, count)
            self.match, self.deal = position.match, position.deal
        else:  # a position set up by hand: replayed from the copy kept of it
            again = self._origin.clone()
            for action in deal.history[len(again.history) : count]:
                again.play(action)
            self.deal = again
        if self.practice and self.coaching is not None:
            self.coaching.went_back(deal.deal_index, count)
        if finished:  # the deal's result goes back with it
            self.finished.pop()
            self.recording.withdraw(deal.deal_index)
        self.recording.save()
        self._tell(TakenBack(self.person, undone, deal.deal_index, count))
        return undone

    def foreseen(self) -> Action | None:
        """At a practice table, after a take-back, while the person plays again what they
        played before: what the bot to play played at this point then (it answers as it
        did; the table plays it rather than asking the bot again). None otherwise."""
        if not self.practice or not self.bot_to_play:
            return None
        return self._line.foreseen()

    def _person_points(self) -> list[int]:
        """The action counts at which the person played in the deal on the table (a
        practice game resumed: its deal replayed to find them; a position set up by hand
        starts with none, its earlier actions being no one's to take back)."""
        if self._origin is not None or not self.deal.history:
            return []
        again = self.state_at(self.deal.deal_index, 0).deal
        points = []
        for i, action in enumerate(self.deal.history):
            if again.to_play == self.person:
                points.append(i)
            again.play(action)
        return points

    def next_deal(self) -> bool:
        """Bring the match's next deal to the table, once the one shown is over; False
        when there is none (no match, the match over, or the deal not yet over)."""
        if self.match is None or self.match.over or self.match.deal is self.deal:
            return False
        self.deal = self.match.deal
        self._kept = len(self.deal.history)
        self._line = PracticeLine()
        self.deal_started = time.time()
        return True

    def save(self) -> None:
        self.recording.save()

    def record(self, pending: list[dict]) -> dict:
        """The saved-game record of the match now (with `pending` scoreboard entries)."""
        return record.build(
            self.game,
            self.match,
            self.seats,
            self.finished,
            self.match_id,
            self.started_at,
            pending,
            self._json,
            self.hints,
            self.practice,
            self.played_for,
        )

    def coach(self) -> Coach:
        """The coach of the person's seat, to be asked at the position on the table: the
        hard bot that gives the hints and plays "Play this turn for me", one per deal. The
        session keeps it, as it keeps the bots (at a practice table both go back with a
        move taken back)."""
        if self.coaching is None:
            from app.session.coach import (
                SeatCoach,  # loads at the first hint (after the first frame)
            )

            self.coaching = SeatCoach(self.game, self.person, keep=self.practice)
        return self.coaching.at(self.deal)

    def note_hint(self) -> None:
        """The person was shown a hint in the deal on the table (counted, and saved)."""
        deal = self.deal.deal_index
        self.hints[deal] = self.hints.get(deal, 0) + 1
        self.save()

    def note_played_for(self) -> None:
        """A turn of the person's is played for them in the deal on the table (counted
        apart from the hints, and saved)."""
        deal = self.deal.deal_index
        self.played_for[deal] = self.played_for.get(deal, 0) + 1
        self.save()

    # ------------------------------------------------------------------ events
    def subscribe(self, listener: Callable[[Event], None]) -> None:
        self.listeners.append(listener)

    def _tell(self, event: Event) -> None:
        for listener in list(self.listeners):
            listener(event)

    # ------------------------------------------------------------------ positions
    def deal_actions(self) -> list[tuple[Action, ...] | None]:
        """Every deal's actions so far, by deal index: the finished deals' (None where a
        resumed record kept none), then the one on the table's, if it is the match's."""
        done = list(self.finished)
        if len(done) == self.deal.deal_index or self.match is None:  # the deal is in play
            done.append(tuple(self.deal.history))
        return done

    def state_at(self, deal_index: int, actions: int | None = None) -> Position:
        """Deal `deal_index` of the match just after its first `actions` actions (None:
        all it has had), rebuilt from the record: the match from its options and seed
        with the earlier results recorded, the deal's actions replayed. Exact, and shares
        nothing with the session. ValueError for a point the record does not hold."""
        if self.match is None:
            raise ValueError("a position set up by hand has no record to rebuild from")
        deals = self.deal_actions()
        if not 0 <= deal_index < len(deals):
            raise ValueError(f"deal {deal_index} is not one of this match's 0..{len(deals) - 1}")
        played = deals[deal_index]
        if played is None:
            raise ValueError(f"the saved game kept only the results of deal {deal_index}")
        count = len(played) if actions is None else actions
        if not 0 <= count <= len(played):
            raise ValueError(f"deal {deal_index} has had {len(played)} actions, not {count}")
        again = self.game.match_class(self.match.options, self.match.seed)
        for result in self.match.results[:deal_index]:
            again.record(result)
        deal = again.deal
        for action in played[:count]:
            deal.play(action)
        return Position(deal_index, count, deal, again)


class Bots(Mapping[int, Any]):
    """Each bot seat's bot, by seat: a bot of its level seeded `seed:seat`, made when it
    is first asked for (its first turn), so that a table's first frame waits for no bot
    and its game's bot module loads after it. A bot not yet made has chosen nothing: it
    stands as a bot made at the start of the deal would, so making it later changes no
    choice. Every reading (`in`, `len`, iterating) answers for all the bot seats; the
    values, when read, are made. Pickled (a practice table's snapshots), it keeps the
    bots made so far, as they stand, and makes the others afresh when asked."""

    def __init__(self, game: GameInfo, levels: Mapping[int, str], seed: str) -> None:
        self._game = game
        self._levels = dict(levels)
        self._seed = seed
        self._made: dict[int, Any] = {}

    def __getitem__(self, seat: int) -> Any:
        bot = self._made.get(seat)
        if bot is None:
            level = self._levels[seat]  # KeyError for a seat without a bot
            bot = self._game.bot_class(level, f"{self._seed}:{seat}")
            self._made[seat] = bot
        return bot

    def __iter__(self) -> Iterator[int]:
        return iter(self._levels)

    def __len__(self) -> int:
        return len(self._levels)

    def __contains__(self, seat: object) -> bool:
        return seat in self._levels

    @property
    def made(self) -> dict[int, Any]:
        """The bots made so far, by seat."""
        return dict(self._made)


def revealing(before: SeatView, after: SeatView) -> bool:
    """Whether a seat's action showed it a card it had not seen: a zone of its view after
    shows a card that no zone of its view before showed (a card drawn or turned, a pile's
    buried cards, a foot or a muerto picked up); a card moved from the table or a face-up
    pile is no news. Views name what a seat sees in `SeatView.zones` (DESIGN.md §2; by
    default its hand)."""
    return bool(_shown(after) - _shown(before))


def _shown(view: SeatView) -> set[Card]:
    """Every card `view` shows in its zones (a hidden zone is a count: none of its cards)."""
    return {c for cards in view.zones.values() if not isinstance(cards, int) for c in cards}
