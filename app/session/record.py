"""The saved-game record of a match in progress: built after every action, checked whole
before a game is resumed from it.

The record is the replay record of DESIGN.md §2 with the match around it: the game, its
options and seed, the seats ([name, level], level None for the person), the match's
standing and the results of its finished deals, each finished deal's actions
(`deals`), and the actions of the deal in play. The match's standing is never taken from
the file: it is rebuilt by recording the results in a new match, so totals, players
still in and the dealer follow from the rules, and what the file says of them must agree.
A finished deal's actions, where the record holds them (records before release 0.3 do
not), are replayed and must end in the result the record gives.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from app.core.bots import LEVELS
from app.core.decks import SEED_RULE, is_seed
from app.core.engine import Action, IllegalMove, action_from_json
from app.core.options import OptionError, is_int, is_number
from app.core.text import WordsError, found, told
from app.core.words import Words
from app.games.registry import GAME_IDS, GameInfo, find_game
from app.session.seats import NAME_MAX_LENGTH, SeatInfo

RECORD_FORMAT = 1


class DamagedRecord(WordsError):
    """A saved game that cannot be resumed: its words say why, in a clause that follows
    "The saved game could not be resumed, so it was moved to …:" ("it has no valid
    seed")."""


@dataclass
class Resumed:
    """What a checked record holds: the match with its deal replayed, the seats, the
    finished deals' actions (None where the record predates them), and the scoreboard's
    match id and start time it named (None where it named none or an invalid one)."""

    game: GameInfo
    match: Any
    seats: list[SeatInfo]
    finished: list[tuple[Action, ...] | None]
    match_id: int | None
    started_at: float | None
    #: Hints the person was shown, by deal index (a record without them: none).
    hints: dict[int, int] = field(default_factory=dict)
    #: A practice table's match (a record that does not say so: a real one).
    practice: bool = False
    #: The person's turns played for them (P), by deal index (a record without them: none).
    played_for: dict[int, int] = field(default_factory=dict)
    #: The version of the game's bots the match was played with until it was saved
    #: (`GameInfo.bots_version`; None: a record from before versions were kept).
    bots: int | None = None


class ActionsJson:
    """Each deal's actions in their JSON form, each action worked out once: the record is
    written after every action, and a long match's would otherwise be serialised whole
    every time."""

    def __init__(self) -> None:
        self._deals: dict[int, tuple[Any, list[Action], list[dict]]] = {}

    def of(self, owner: Any, actions: Sequence[Action]) -> list[dict]:
        """`actions` (the actions so far of `owner`, a deal) as JSON objects."""
        entry = self._deals.get(id(owner))
        if entry is None or entry[0] is not owner or entry[1] != list(actions[: len(entry[1])]):
            entry = self._deals[id(owner)] = (owner, [], [])
        _, seen, done = entry
        for action in actions[len(seen) :]:
            seen.append(action)
            done.append(action.to_json())
        return list(done)


def build(
    game: GameInfo,
    match: Any,
    seats: Sequence[SeatInfo],
    finished: Sequence[Sequence[Action] | None],
    match_id: int | None,
    started_at: float,
    pending: list[dict],
    cache: ActionsJson | None = None,
    hints: dict[int, int] | None = None,
    practice: bool = False,
    played_for: dict[int, int] | None = None,
) -> dict[str, Any]:
    """The record of `match` (after a finished deal: with the next one, not yet begun)."""
    cache = cache if cache is not None else ActionsJson()
    state = match.deal
    record = {
        "format": RECORD_FORMAT,
        "game": game.id,
        "options": state.options.to_json(),
        "seed": state.seed,
        "deal_index": state.deal_index,
        "dealer": state.dealer,
        "to_play": state.to_play,  # for the question at the start ("your turn"); not read back
        "seats": [[info.name, info.level] for info in seats],
        "bots": game.bots_version,
        "match_id": match_id,
        "match_started_at": started_at,
        **match.to_json(),
        "actions": cache.of(state, state.history),
        "pending": pending,
    }
    if practice:
        record["practice"] = True
    if hints:
        record["hints"] = {str(deal): int(n) for deal, n in sorted(hints.items()) if n > 0}
    if played_for:
        record["played_for_you"] = {
            str(deal): int(n) for deal, n in sorted(played_for.items()) if n > 0
        }
    record["deals"] = [None if d is None else cache.of(d, d) for d in finished]
    return record


def parse(record: Any, game_id: str | None = None) -> Resumed:
    """The match of a saved record, its deal replayed, and its seats; everything is
    checked, and DamagedRecord names the first thing that is wrong. `game_id`: the game
    the record must be of (None: any game of ours)."""
    try:
        return _parse(record, game_id)
    except DamagedRecord:
        raise
    except IllegalMove as exc:
        raise DamagedRecord(
            Words("SavedGame", "it holds an illegal move ({error})").filled(error=exc)
        ) from exc
    except RecursionError:
        raise DamagedRecord(Words("SavedGame", "it is nested too deeply")) from None
    except ValueError as exc:  # a check of the rules', naming what is wrong in English
        raise DamagedRecord(
            Words("SavedGame", "it does not hold a game this version can resume ({error})").filled(
                error=told(exc)
            )
        ) from exc
    except (TypeError, KeyError, IndexError, AttributeError) as exc:  # no check caught it
        raise DamagedRecord(
            Words("SavedGame", "it does not hold a game this version can resume")
        ) from exc


#: What a field of the record must be (after "its field … must be").
AN_OBJECT = Words("SavedGame", "a JSON object")
A_LIST = Words("SavedGame", "a list ([…])")
TRUE_OR_FALSE = Words("SavedGame", "true or false")
A_NUMBER_OR_NULL = Words("SavedGame", "a whole number or null")
A_VERSION = Words("SavedGame", "a whole number from 1")


def must_be(key: str, what: Words | str, value: Any) -> DamagedRecord:
    """The record's field `key` is not `what` it must be, but `value`."""
    return DamagedRecord(
        Words("SavedGame", "its field {field} must be {what}, not {value}").filled(
            field=repr(key), what=what, value=found(value)
        )
    )


def _need(record: dict, key: str, kind: type | tuple[type, ...]) -> Any:
    value = record.get(key)
    if not isinstance(value, kind) or isinstance(value, bool):
        raise must_be(key, AN_OBJECT if kind is dict else A_LIST, value)
    return value


def _parse(record: Any, game_id: str | None) -> Resumed:
    if not isinstance(record, dict):
        raise DamagedRecord(Words("SavedGame", "it is not a JSON object"))
    name = record.get("game")
    if game_id is not None and name != game_id:
        raise DamagedRecord(Words("SavedGame", "it is not a game of {game}").filled(game=game_id))
    if not isinstance(name, str) or name not in GAME_IDS:
        raise must_be(
            "game",
            Words("SavedGame", "one of {games}").filled(games=", ".join(GAME_IDS)),
            name,
        )
    game = find_game(name)
    try:
        options = game.options_class.from_mapping(_need(record, "options", dict))
    except OptionError as exc:
        raise DamagedRecord(
            Words("SavedGame", "its field {field}: {problem}").filled(
                field=repr("options"), problem=told(exc)
            )
        ) from None
    seed = record.get("seed")
    if not is_seed(seed):
        raise must_be("seed", SEED_RULE, seed)
    seats = _seats(_need(record, "seats", list), options.num_players)
    match_id = record.get("match_id")
    if match_id is not None and not is_int(match_id):
        raise must_be("match_id", A_NUMBER_OR_NULL, match_id)
    _need(record, "results", list)
    try:
        match = game.match_class.from_json({**record, "options": options}, in_play=True)
    except ValueError as exc:  # the match's own check, a detail of the file
        raise DamagedRecord(
            Words("SavedGame", "its match cannot be rebuilt ({error})").filled(error=exc)
        ) from exc
    finished = _finished(record, game, options, seed)
    _replay(match.deal, _need(record, "actions", list))
    started = record.get("match_started_at")
    practice = record.get("practice", False)
    if not isinstance(practice, bool):
        raise must_be("practice", TRUE_OR_FALSE, practice)
    bots = record.get("bots")
    if bots is not None and (not is_int(bots) or bots < 1):
        raise must_be("bots", A_VERSION, bots)
    return Resumed(
        game, match, seats, finished, match_id, started if is_number(started) else None,
        _hints(record.get("hints")), practice, _hints(record.get("played_for_you")), bots,
    )  # fmt: skip


def _hints(value: Any) -> dict[int, int]:
    """The hints counted by deal: only what reads as a deal number and a count is kept (a
    count is no reason to set a whole game aside)."""
    if not isinstance(value, dict):
        return {}
    kept = {}
    for deal, n in value.items():
        # A deal's number in ASCII digits, and short: int() refuses "²" and 5,000 digits
        number = isinstance(deal, str) and deal.isascii() and deal.isdigit() and len(deal) < 10
        if number and is_int(n) and n > 0:
            kept[int(deal)] = n
    return kept


def _seats(seats: list, n: int) -> list[SeatInfo]:
    if len(seats) != n:
        raise DamagedRecord(
            Words("SavedGame", "it lists {seats} seats for a game of {players} players").filled(
                seats=len(seats), players=n
            )
        )
    infos: list[SeatInfo] = []
    for i, seat in enumerate(seats):
        if not (isinstance(seat, list | tuple) and len(seat) == 2):
            raise DamagedRecord(
                Words("SavedGame", "it has a seat {seat} that is not [name, level]").filled(seat=i)
            )
        name, level = seat
        if not (isinstance(name, str) and 0 < len(name) <= NAME_MAX_LENGTH and name.isprintable()):
            raise DamagedRecord(
                Words(
                    "SavedGame",
                    "it gives seat {seat} no valid name: a name is text of 1 to {most} "
                    "characters with no control characters, not {value}",
                ).filled(seat=i, most=NAME_MAX_LENGTH, value=found(name))
            )
        if level is not None and (not isinstance(level, str) or level not in LEVELS):
            raise DamagedRecord(
                Words(
                    "SavedGame",
                    "it gives seat {seat} an unknown bot level {level}: a level is {levels}, "
                    "or null for the person",
                ).filled(seat=i, level=found(level), levels=", ".join(LEVELS))
            )
        infos.append(SeatInfo(name, level))
    people = [i for i, info in enumerate(infos) if info.level is None]
    if not people:
        raise DamagedRecord(
            Words(
                "SavedGame", "it has no seat for the person: seat 0 to seat {last} are bots"
            ).filled(last=n - 1)
        )
    if len(people) > 1:  # the first two are enough to name the fault
        raise DamagedRecord(
            Words(
                "SavedGame",
                "it makes seat {first} and seat {second} the person, who sits in one seat",
            ).filled(first=people[0], second=people[1])
        )
    return infos


def _replay(deal: Any, actions: list, finished: int | None = None) -> tuple[Action, ...]:
    """Play the saved actions on `deal`, each checked first; the actions played
    (`finished`: the index of the finished deal they are of, None for the deal in play)."""
    played = []
    for i, data in enumerate(actions):
        try:
            action = action_from_json(data)
        except ValueError as exc:  # the field and what it must be, in the file's words
            if finished is None:
                where = Words("SavedGame", "its action {action} cannot be read: {error}")
            else:
                where = Words(
                    "SavedGame", "its deal {deal}'s action {action} cannot be read: {error}"
                ).filled(deal=finished)
            raise DamagedRecord(where.filled(action=i, error=exc)) from None
        problem = deal.legal(action)
        if problem is not None:
            if finished is None:
                where = Words("SavedGame", "it holds an illegal move at action {action} ({error})")
            else:
                where = Words(
                    "SavedGame",
                    "it holds an illegal move in deal {deal}, action {action} ({error})",
                ).filled(deal=finished)
            raise DamagedRecord(where.filled(action=i, error=problem))
        deal.play(action)
        played.append(action)
    return tuple(played)


def _finished(
    record: dict, game: GameInfo, options: Any, seed: int | str
) -> list[tuple[Action, ...] | None]:
    """The finished deals' actions, each deal replayed from the match's own deal and
    ending in the result the record gives; None for a deal whose actions the record does
    not keep (a record before release 0.3 keeps none: `deals` is missing)."""
    results = record["results"]
    deals = record.get("deals", [None] * len(results))
    if not isinstance(deals, list) or len(deals) != len(results):
        if not isinstance(deals, list):
            raise DamagedRecord(
                Words("SavedGame", "it keeps the finished deals' actions in no list")
            )
        raise DamagedRecord(
            Words(
                "SavedGame", "it keeps the actions of {deals} deals for {results} results"
            ).filled(deals=len(deals), results=len(results))
        )
    again = game.match_class(options, seed)
    finished: list[tuple[Action, ...] | None] = []
    for i, actions in enumerate(deals):
        if actions is None:
            finished.append(None)
            again.record(again.outcome_class.from_json(results[i], f"result {i}"))
            continue
        if not isinstance(actions, list):
            raise DamagedRecord(
                Words("SavedGame", "it keeps deal {deal}'s actions in no list").filled(deal=i)
            )
        deal = again.deal
        finished.append(_replay(deal, actions, i))
        outcome = deal.outcome()
        if outcome is None or outcome.to_json() != results[i]:
            raise DamagedRecord(
                Words(
                    "SavedGame", "it gives deal {deal} a result its actions do not end in"
                ).filled(deal=i)
            )
        again.record(outcome)
    return finished
