"""The rows of a game's New-game page, declared as a table and built by `OptionRows`.

A game's page is a tuple of rows, each naming the option it sets and its words:

    ROWS = (
        Choice("jokers", Words("Scala40Page", "Jokers in the pack"), PACKS),
        Number("hand_size", Words("Scala40Page", "Cards dealt")),
        Flag("no_close_first_round", Words("Scala40Page", "Nobody may go out …")),
    )

The words are `Words` (lupdate finds them as written, translations/README.md) and are
translated when the page is built. A row states no value or bound of the rules: a number
row's range is the option's bounds, and each row starts from the option's value. Its
`rule` is the rule it sets, in a sentence: the row's tooltip says it, and then the rules'
own value of the option ("Standard: 13 cards"), read from the game's default options so
that it cannot drift from them. The boxes are built by `app.ui.option_boxes` (loaded with
the New-game dialog: the rows are data, and a table's start needs no box).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from app.core.words import Words

# The units of number rows that count (Qt's plural forms: "1 point", "2 points").
#: a number box's value with its unit, as in "Closing is worth: 100 points"
POINTS = Words("OptionUnits", "%n point(s)")
#: a number box's value with its unit, as in "A draw takes: 2 cards"
CARDS = Words("OptionUnits", "%n card(s)")
#: an option row's tooltip, after the rule it sets: the value the rules give the option
#: when nobody changes it ("Standard: 13 cards")
STANDARD = Words("OptionRows", "Standard: {value}")
#: a check box row's standard value, as in "Standard: on"
ON = Words("OptionRows", "on")
#: a check box row's standard value, as in "Standard: off"
OFF = Words("OptionRows", "off")


@dataclass(frozen=True)
class Number:
    """A number row for `option` (or its `item`: a key of a table option, an index of a
    list option, the row then named `row` or its key). `unit` follows the number: a
    counting one ("%n point(s)") in the number's plural form, any other as it is ("×").
    With `special`, the lowest value, 0, reads `special` and stands for None."""

    option: str
    label: Words
    unit: Words | str = ""
    step: int = 1
    special: Words | None = None
    item: str | int | None = None
    row: str = ""
    rule: Words | None = None


@dataclass(frozen=True)
class Flag:
    """A check box row; its text says what the option allows."""

    option: str
    text: Words
    rule: Words | None = None


@dataclass(frozen=True)
class Choice:
    """A row choosing among `items`, (words, value) pairs; words None show the value
    itself (a number)."""

    option: str
    label: Words
    items: tuple[tuple[Words | None, object], ...]
    rule: Words | None = None


Row = Number | Flag | Choice


@dataclass(frozen=True)
class Preset:
    """A named set of rules a game's page may be set to at once: the rules' standard
    options with `values` over them (by option), for any number of players. `note` says
    what it changes, in a sentence."""

    name: Words
    note: Words
    values: tuple[tuple[str, Any], ...] = ()

    def options(self, standard: Any) -> Any:
        """`standard` (a game's default options for some players) with this preset's
        values over it (OptionError where the rules forbid them for those players)."""
        return dataclasses.replace(standard, **dict(self.values))
