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
that it cannot drift from them.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QSpinBox, QWidget

from app.core.words import Words
from app.i18n import say
from app.ui.messages import counted

# A row's box (a number box, a check box, a choice).
RowT = TypeVar("RowT", bound=QWidget)

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


class NumberBox(QSpinBox):
    """A spin box whose unit follows its number's plural form ("1 point", "5 points"),
    read back from the digits typed."""

    def __init__(self, unit: Words | str) -> None:
        super().__init__()
        self._unit = unit if isinstance(unit, Words) and "%n" in unit.text else None
        if self._unit is None and unit:
            self.setSuffix(say(unit))

    def textFromValue(self, value: int) -> str:  # noqa: N802 - Qt's name
        if self._unit is None:
            return super().textFromValue(value)
        return counted(say(self._unit.counting(value)), value)

    def valueFromText(self, text: str) -> int:  # noqa: N802 - Qt's name
        if self._unit is None:
            return super().valueFromText(text)
        digits = re.sub(r"\D", "", text)
        return int(digits) if digits else self.minimum()

    def validate(self, text: str, pos: int) -> object:
        if self._unit is None:
            return super().validate(text, pos)
        if self.specialValueText() and text == self.specialValueText():
            return QValidator.State.Acceptable, text, pos
        digits = re.sub(r"\D", "", text)
        if not digits:
            return QValidator.State.Intermediate, text, pos
        value = int(digits)
        state = (
            QValidator.State.Acceptable
            if self.minimum() <= value <= self.maximum()
            else QValidator.State.Intermediate
        )
        return state, text, pos


def row_value(box: QWidget) -> Any:
    """The value a row's box says (a number box at its special lowest value: None)."""
    if isinstance(box, QSpinBox):
        special = box.specialValueText() and box.value() == box.minimum()
        return None if special else box.value()
    if isinstance(box, QCheckBox):
        return box.isChecked()
    assert isinstance(box, QComboBox)
    return box.currentData()


class OptionRows:
    """The rows of one game's page of options, each setting an option of the game by its
    name, or one `item` of it (a key of a table option, an index of a list option; such a
    row is named by `row`, else by its key). A row starts from the option's value in
    `options`, and a number row's range is the option's bounds: a page names each option
    once and states no value or bound of the rules. The dialog reads the rows back by
    option (`NewGameDialog.option_values`)."""

    def __init__(
        self,
        changed: Callable[[], None],
        form: QFormLayout,
        options: Any,
        rows: dict[str, QWidget],
        targets: dict[str, tuple[str, str | int | None]],
    ) -> None:
        self.changed = changed  # told whenever a row's value changes
        self.form = form
        self.options = options
        #: The rules' own options for as many players: each row's "Standard" value.
        self.standard = type(options)(num_players=options.num_players)
        self.rows = rows
        self._targets = targets

    def add(self, *rows: Row) -> None:
        """The page's rows, in order."""
        for row in rows:
            if isinstance(row, Number):
                self.number(row)
            elif isinstance(row, Flag):
                self.flag(row)
            else:
                self.choice(row)

    def number(
        self, row: Number, *, label: str = "", value: int | None = None, standard: int | None = None
    ) -> QSpinBox:
        """A number row; `label`, `value` and `standard` stand for the row's own where a
        page fills them in (Mano y Pie's "deal {n}", its minimum of a deal past the end of
        its list, in the options given and in the rules' own)."""
        low, high = self.options.bounds(row.option)
        if value is None:
            value = self._value(row.option, row.item)
        if standard is None:
            standard = self._value(row.option, row.item, self.standard)
        box = NumberBox(row.unit)
        box.setRange(0 if row.special else low, high)
        box.setSingleStep(row.step)
        if row.special:
            box.setSpecialValueText(say(row.special))
        box.setValue(standard or 0)
        shown = box.text()  # the standard value as the box words it
        box.setValue(value or 0)
        box.valueChanged.connect(self.changed)
        self._explain(box, row.rule, shown)
        return self._add(label or say(row.label), box, row.option, row.item, row.row)

    def flag(self, row: Flag) -> QCheckBox:
        box = QCheckBox(say(row.text))
        box.setChecked(self._value(row.option, None))
        box.toggled.connect(self.changed)
        self._explain(
            box, row.rule, say(ON if self._value(row.option, None, self.standard) else OFF)
        )
        return self._add("", box, row.option, None, "")

    def choice(self, row: Choice) -> QComboBox:
        """An option's value that is none of the items shows the first (Mano y Pie's
        teams "auto": a table of six sits as the first item says)."""
        box = QComboBox()
        for words, data in row.items:
            box.addItem(str(data) if words is None else say(words), data)
        standard = self._value(row.option, None, self.standard)
        box.setCurrentIndex(self._index(row, standard))
        shown = box.currentText()
        box.setCurrentIndex(self._index(row, self._value(row.option, None)))
        box.currentIndexChanged.connect(self.changed)
        self._explain(box, row.rule, shown)
        return self._add(say(row.label), box, row.option, None, "")

    @staticmethod
    def _index(row: Choice, value: object) -> int:
        return next((i for i, (_, d) in enumerate(row.items) if d == value), 0)

    @staticmethod
    def _explain(box: QWidget, rule: Words | None, standard: str) -> None:
        """The row's tooltip: the rule it sets, then the rules' own value."""
        said = say(STANDARD.filled(value=standard))
        box.setToolTip(said if rule is None else f"{say(rule)}\n{said}")

    def _value(self, option: str, item: str | int | None, options: Any = None) -> Any:
        value = getattr(self.options if options is None else options, option)
        return value if item is None else value[item]

    def _add(
        self, label: str, box: RowT, option: str, item: str | int | None, row: str
    ) -> RowT:  # fmt: skip
        name = row or (item if isinstance(item, str) else option)
        self.form.addRow(label, box)
        if label:  # the label says the rule too, as its box does
            self.form.labelForField(box).setToolTip(box.toolTip())
        self.rows[name] = box
        self._targets[name] = (option, item)
        return box
