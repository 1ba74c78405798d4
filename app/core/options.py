"""What every game's options share: validation errors, JSON, and `name=value` parsing.

Each game keeps a frozen dataclass of its options (RULES.md's config tables, with their
defaults) that inherits `GameOptions` and validates itself in `__post_init__`.
"""

from __future__ import annotations

import argparse
import dataclasses
import re
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Self

from app.core.text import WordsError
from app.core.words import Words

#: The bounds the games' point options share (`GameOptions.BOUNDS`): what one card is
#: worth or costs, what a meld or an ending scores (a canasta, a book, closing, going
#: out, a muerto never taken), and the score a match is played to.
CARD_POINTS = (0, 1000)
BONUS_POINTS = (0, 10_000)
MATCH_POINTS = (1, 100_000)


class OptionError(WordsError):
    """An option that does not exist or has a value the rules do not allow: its `words`
    say which, for a person (the New-game dialog, the command line; `str()` is the
    English). Option names and values are the words of files and command lines: they
    stay as they are, in placeholders of the sentence."""


#: The context of every sentence saying what is wrong with an option.
PROBLEM = "OptionProblem"


def flag_problem(options: Any, names: Any) -> Words | None:
    """The first of the options `names` that is not true or false, as a sentence, or None."""
    for name in names:
        value = getattr(options, name)
        if not isinstance(value, bool):
            return Words("OptionProblem", "{option} must be true or false, not {value}").filled(
                option=name, value=repr(value)
            )
    return None


def choice_problem(name: str, value: Any, choices: Any) -> Words:
    """The sentence of an option `name` whose `value` is none of `choices`."""
    return Words("OptionProblem", "{option} must be one of {choices}, not {value}").filled(
        option=name, choices=", ".join(map(str, choices)), value=repr(value)
    )


def either_problem(name: str, value: Any, one: Any, other: Any) -> Words:
    """The sentence of an option `name` whose `value` is neither `one` nor `other`."""
    return Words("OptionProblem", "{option} must be {one} or {other}, not {value}").filled(
        option=name, one=one, other=other, value=repr(value)
    )


def positive_problem(name: str, value: Any) -> Words:
    """The sentence of an option `name` that must be a whole number of 1 or more."""
    return Words("OptionProblem", "{option} must be a positive whole number, not {value}").filled(
        option=name, value=repr(value)
    )


#: The kinds of a JSON value, as an option's problem names them.
_KINDS = {
    "flag": Words("OptionProblem", "true or false"),
    "number": Words("OptionProblem", "a number"),
    "text": Words("OptionProblem", "a word"),
    "list": Words("OptionProblem", "a list"),
    "table": Words("OptionProblem", "a table of values"),
    "other": Words("OptionProblem", "a value of another kind"),
}


def _default(f: Any) -> Any:
    """A dataclass field's default value (made by its factory), or None."""
    if f.default is not dataclasses.MISSING:
        return f.default
    if f.default_factory is not dataclasses.MISSING:
        return f.default_factory()
    return None


def _kind(value: Any) -> str:
    if isinstance(value, bool):
        return "flag"
    if isinstance(value, int | float):
        return "number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list | tuple):
        return "list"
    if isinstance(value, Mapping):
        return "table"
    return "other"


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def is_number(value: Any) -> bool:
    """A whole or decimal number, not a flag (JSON and SQLite values are checked so)."""
    return isinstance(value, int | float) and not isinstance(value, bool)


def parse_value(raw: str) -> Any:
    """A command-line value: true/yes/on, false/no, none/null, a whole number, else text.

    "off" stays text: several options take it as a value (`must_play_if_able=off`).
    """
    lowered = raw.lower()
    if lowered in ("true", "yes", "on"):
        return True
    if lowered in ("false", "no"):
        return False
    if lowered in ("none", "null"):
        return None
    try:
        return int(raw)
    except ValueError:
        return raw


class GameOptions:
    """Mixin for a game's frozen options dataclass.

    A game's options set `game` (the `GAME` entry of its package: its name and player
    counts, stated there once), keep the rules' defaults, and say what their values must
    be (`_problem`, after `num_players` is checked against the entry, before `BOUNDS`);
    `_normalise` first makes values given in another form canonical."""

    #: The game's entry (`app.core.game_info.GameInfo`); its name is `game_name`.
    game: ClassVar[Any] = None
    game_name: ClassVar[str] = "this game"
    #: The lowest and highest value of each whole-number option (of each item, for an
    #: option that is a list or a table of numbers); an option that may be none is bounded
    #: when it is a number. Every such option of a game has its bounds here, so that no
    #: deal takes long to deal or play (the decks, the hands) and no score grows past
    #: what a file keeps; the New-game page's boxes take their ranges from here.
    BOUNDS: ClassVar[Mapping[str, tuple[int, int]]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.game is not None:
            cls.game_name = cls.game.name

    def __post_init__(self) -> None:
        try:
            self._normalise()
            problem = self.players_problem() or self._problem() or self.bounds_problem()
        except (TypeError, AttributeError, KeyError, IndexError):
            # A value of a kind no check expected (a list where a word goes): the first
            # option whose value is not of its default's kind is named, in JSON's words.
            problem = self._kind_problem()
        if problem:
            raise OptionError(problem)

    def _kind_problem(self) -> Words:
        """The first option whose value is not of the kind of its default, as a sentence."""
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            default = f.default if f.default is not dataclasses.MISSING else None
            value = getattr(self, f.name)
            if default is not None and _kind(value) != _kind(default):
                return Words("OptionProblem", "{option} must be {kind}, not {value}").filled(
                    option=f.name, kind=_KINDS[_kind(default)], value=repr(value)
                )
        return Words("OptionProblem", "the options of {game} cannot be read").filled(
            game=self.game_name
        )

    def _normalise(self) -> None:
        """Values given in another form made canonical (a list as a tuple, a partial table
        completed with its defaults), before they are checked."""

    def _problem(self) -> Words | str | None:
        """The first value the rules do not allow, as a sentence (`Words` of the context
        "OptionProblem"), or None."""
        return None

    def players_problem(self) -> Words | None:
        """`num_players` outside the game's player counts, as a sentence, or None."""
        n = self.num_players  # type: ignore[attr-defined]
        if self.game is None or (is_int(n) and self.game.allows_players(n)):
            return None
        return Words("OptionProblem", "num_players must be {players}, not {value}").filled(
            players=self.game.players_text, value=repr(n)
        )

    def points_problem(self, *names: str) -> Words | None:
        """The first of the options `names` (each item, for a table of points) that is not
        a whole number of 0 or more, as a sentence, or None: what the rules ask of a
        number of points, before its bounds."""
        for name in names:
            value = getattr(self, name)
            items = value.items() if isinstance(value, Mapping) else [(None, value)]
            for key, item in items:
                if not is_int(item) or item < 0:
                    what = name if key is None else f"{name}[{key}]"
                    return Words("OptionProblem", "{option} must be 0 or more, not {value}").filled(
                        option=what, value=repr(item)
                    )
        return None

    @classmethod
    def bounds(cls, name: str) -> tuple[int, int]:
        """(lowest, highest) value the option `name` may take."""
        return cls.BOUNDS[name]

    def bounds_problem(self) -> Words | None:
        """The first option outside its bounds, as a sentence, or None. A game asks this
        after its own checks (types, and what the options must make together)."""
        one = WHOLE_NUMBER
        each = Words(
            "OptionProblem",
            "each of {option} must be a whole number from {low} to {high}, not {value}",
        )
        defaults = {f.name: f for f in dataclasses.fields(self)}  # type: ignore[arg-type]
        for name, (low, high) in self.BOUNDS.items():
            value = getattr(self, name)
            default = _default(defaults[name]) if name in defaults else value
            if isinstance(value, Mapping) and _kind(default) == "table":
                items = [(one, f"{name}[{key}]", v) for key, v in value.items()]
            elif isinstance(value, tuple | list) and _kind(default) in ("list", "table"):
                items = [(each, name, v) for v in value]
            else:  # a number, or none where none is the default
                items = [(one, name, value)]
            for sentence, what, item in items:
                if item is None and (default is None or _kind(default) != "number"):
                    continue
                if not (is_int(item) and low <= item <= high):
                    return sentence.filled(option=what, low=low, high=high, value=repr(item))
        return None

    def to_json(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}  # type: ignore[arg-type]

    @property
    def seat_teams(self) -> tuple[int, ...]:
        """Each seat's team: in a solo game every seat its own (a partnership game's
        options say who partners whom)."""
        return tuple(range(self.num_players))  # type: ignore[attr-defined]

    @classmethod
    def coerce(cls, value: Self | Mapping[str, Any] | None) -> Self:
        """Options as given, from a mapping, or the rules' defaults for None."""
        if value is None:
            return cls()
        if isinstance(value, cls):
            return value
        return cls.from_mapping(value)

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any]) -> Self:
        """Build options from a mapping, naming any unknown option or bad value."""
        known = {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
        for key in data:
            if key not in known:
                raise OptionError(
                    Words("OptionProblem", "unknown option {option} for {game}").filled(
                        option=repr(key), game=cls.game_name
                    )
                )
        return cls(**dict(data))

    @classmethod
    def parse_assignments(cls, items: list[str], **base: Any) -> Self:
        """Options from `name=value` strings (the command line)."""
        data: dict[str, Any] = dict(base)
        for item in items:
            if "=" not in item:
                raise OptionError(
                    Words("OptionProblem", "option {option} should be written name=value").filled(
                        option=repr(item)
                    )
                )
            key, raw = item.split("=", 1)
            data[key.strip()] = parse_value(raw.strip())
        return cls.from_mapping(data)


#: The help of every tool's `--json` (the tool says it in its language).
JSON_HELP = Words("CommandLine", "print one JSON object")


def add_option_arguments(parser: Any, help: str, json_help: str = str(JSON_HELP)) -> None:
    """A command line's `--option/-o NAME=VALUE` (repeatable; read by `parse_assignments`)
    and `--json`, as every tool of Tapete spells them (`help` and `json_help`: their
    helps, as the tool says them)."""
    parser.add_argument("--json", action="store_true", help=json_help)
    parser.add_argument(
        "--option", "-o", action="append", default=[], metavar="NAME=VALUE", help=help
    )


#: A whole number as a command line may give it: ASCII digits (Python's `int` also takes
#: other scripts' digits and "1_000"), few enough to be no longer than any option's range.
_WHOLE = re.compile(r"[+-]?[0-9]{1,30}")
# The sentence an option out of its bounds gets (a game's option, a command line's).
WHOLE_NUMBER = Words(
    "OptionProblem", "{option} must be a whole number from {low} to {high}, not {value}"
)


class WholeNumber(argparse.Action):
    """A command-line option whose value is a whole number from `low` to `high`
    (`add_argument(..., action=WholeNumber, low=1, high=10)`). Anything else is refused in
    one sentence naming the option and what it must be (argparse's own is "invalid int
    value"): a WordsError, which argparse does not catch from an action, for the tool's
    one line and exit status 2."""

    def __init__(
        self, option_strings: Sequence[str], dest: str, low: int = 1, high: int = 1, **kw: Any
    ) -> None:
        kw.setdefault("metavar", "N")
        super().__init__(option_strings, dest, **kw)
        self.low, self.high = low, high

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: Any,
        option_string: str | None = None,
    ) -> None:
        text = str(values)
        number = int(text.strip()) if _WHOLE.fullmatch(text.strip()) else None
        if number is None or not self.low <= number <= self.high:
            raise WordsError(
                WHOLE_NUMBER.filled(
                    option=option_string or self.option_strings[0],
                    low=self.low,
                    high=self.high,
                    value=repr(text),
                )
            )
        setattr(namespace, self.dest, number)


class FrozenMapping(dict):  # type: ignore[type-arg]
    """A dict that is hashable and read-only, so that options holding a table of values
    (Buraco's canasta values, Mano y Pie's book values) stay frozen values."""

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(tuple(sorted(self.items())))

    def __reduce__(self) -> tuple[type[FrozenMapping], tuple[dict[Any, Any]]]:
        # copy, deepcopy and pickle rebuild a dict subclass by setting its items one by
        # one, which a read-only mapping refuses: rebuild it whole from a plain dict.
        return (type(self), (dict(self),))

    def _refuse(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("options are read-only")

    __setitem__ = __delitem__ = update = pop = popitem = clear = setdefault = _refuse  # type: ignore[assignment]
    __ior__ = _refuse  # type: ignore[assignment]
