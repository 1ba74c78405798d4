"""The boxes of a game's New-game page, built from its option rows (`app.ui.option_rows`,
the rows as data): `OptionRows` adds them to the page's form, `row_value` reads one back.
Loaded with the New-game dialog, not with the table."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QSpinBox, QWidget

from app.core.words import Words
from app.i18n import say
from app.ui.messages import counted
from app.ui.option_rows import OFF, ON, STANDARD, Choice, Flag, Number, Row

# A row's box (a number box, a check box, a choice).
RowT = TypeVar("RowT", bound=QWidget)


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
