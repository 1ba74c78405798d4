"""The New-game dialog's pages of options, one per game from its table module, and the
Rules box of named presets over them. Pieces the dialog holds (`NewGameDialog.option_pages`,
`NewGameDialog.rules`), not bases of it."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QSizePolicy,
    QStackedWidget,
    QWidget,
)

from app.core.words import Words
from app.i18n import say
from app.ui.new_game_settings import GameOptionsT, default_options, game_of
from app.ui.option_boxes import OptionRows, row_value
from app.ui.option_rows import Preset
from app.ui.table_module import table_of


class WheelGuard(QObject):
    """A box the pointer merely passes over is not changed by the wheel: the wheel
    scrolls the page under it (the box's value changes only once it has the focus, by a
    click or Tab)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        wheel = event.type() == QEvent.Type.Wheel
        if wheel and isinstance(watched, QWidget) and not watched.hasFocus():
            area = watched.parentWidget()
            while area is not None and not isinstance(area, QAbstractScrollArea):
                area = area.parentWidget()
            if area is not None:  # the page scrolls (a wheel event sent, not spontaneous,
                QCoreApplication.sendEvent(area.verticalScrollBar(), event)  # would stop)
            return True
        return False


def guard_wheel(root: QWidget, guard: WheelGuard) -> None:
    """Every spin box and drop-down list in `root` takes the wheel only with the focus."""
    for box in [*root.findChildren(QAbstractSpinBox), *root.findChildren(QComboBox)]:
        box.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # not focused by the wheel either
        box.installEventFilter(guard)


#: The rules as written: every game's first preset.
STANDARD = Preset(
    Words("NewGameDialog", "Standard"),
    Words("NewGameDialog", "The rules as written: every option at its standard value."),
)
#: The Rules box's last item while the rows match no preset (not chosen: it says so).
CUSTOM = Words("NewGameDialog", "Custom")
CUSTOM_NOTE = Words("NewGameDialog", "Your own rules: the options below as you set them.")


def presets(game: str) -> tuple[Preset, ...]:
    """The named rules a game's page may be set to: Standard, then the game's own."""
    return (STANDARD, *table_of(game).presets)


def as_shown(game: str, options: GameOptionsT) -> GameOptionsT:
    """`options` as the game's page reads them back (the same rules, one way to write
    them), to tell which preset the rows match."""
    shown = table_of(game).as_shown
    return options if shown is None else shown(options)


def matching_preset(game: str, read: Callable[[], GameOptionsT], players: int) -> Preset | None:
    """The preset of `game` whose rules the options `read` says are, for `players`
    (None: Custom, or options the rules forbid)."""
    try:
        chosen = as_shown(game, read())
        standard = default_options(game, players)
    except ValueError:
        return None
    for preset in presets(game):
        try:
            if as_shown(game, preset.options(standard)) == chosen:
                return preset
        except ValueError:  # a preset the rules forbid for these players
            continue
    return None


class OptionPages:
    """Each game's page of options in one stack (`stack`), built by its table module from
    the options it starts from (`start`, by game), and its rows by name (`rows`) with
    the option, and the item of it, each sets (`targets`). `changed` is called when a
    row changes."""

    def __init__(self, start: dict[str, GameOptionsT], changed: Callable[[], None]) -> None:
        self.start = start
        self.changed = changed
        self.stack = QStackedWidget()
        self.index: dict[str, int] = {}
        self.rows: dict[str, dict[str, QWidget]] = {}
        self.targets: dict[str, dict[str, tuple[str, str | int | None]]] = {}

    def build(self, game: str, dialog: Any) -> QWidget:
        """The game's page, its rows starting from its start options; `dialog` is what
        the table module's `options_page` is handed (`page`, `row`, `page_options`)."""
        build = table_of(game).options_page or rows_page
        self.rows[game] = {}
        self.targets[game] = {}
        return build(dialog, self.start[game])

    def add(self, game: str, dialog: Any) -> None:
        self.index[game] = self.stack.addWidget(self.build(game, dialog))

    def rebuild(self, game: str, dialog: Any) -> QWidget:
        """The game's page built anew from its start options, in place of the old one."""
        old = self.stack.widget(self.index[game])
        page = self.build(game, dialog)
        self.stack.insertWidget(self.index[game], page)
        self.stack.removeWidget(old)
        old.deleteLater()
        return page

    def page(self, options: GameOptionsT) -> tuple[QWidget, OptionRows]:
        """A game's page of options and the builder of its rows, which start from
        `options` (see `OptionRows`); `values` reads them back."""
        page = QWidget()
        form = QFormLayout(page)
        form.setContentsMargins(0, 0, 0, 0)
        game = game_of(options)
        rows = self.rows.setdefault(game, {})
        return page, OptionRows(
            self.changed, form, options, rows, self.targets.setdefault(game, {})
        )

    def values(self, game: str) -> dict[str, Any]:
        """What the rows of a game's page say, by option: an option set by several rows,
        one item each, as the table (by key) or list (by index) of their values."""
        values: dict[str, Any] = {}
        items: dict[str, dict[Any, Any]] = {}
        for row, box in self.rows.get(game, {}).items():
            option, item = self.targets[game][row]
            if item is None:
                values[option] = row_value(box)
            else:
                items.setdefault(option, {})[item] = row_value(box)
        for option, parts in items.items():
            by_index = all(isinstance(k, int) for k in parts)
            values[option] = tuple(parts[k] for k in sorted(parts)) if by_index else parts
        return values

    def options(self, start: GameOptionsT, players: int, **values: Any) -> GameOptionsT:
        """The options of `start`'s game as its page stands, for `players` (raises
        OptionError if the rules forbid them): what the rows say, `values` over them, and
        `start`'s own value of any option the page has no row for."""
        rows = self.values(game_of(start))
        return dataclasses.replace(start, num_players=players, **{**rows, **values})

    def show(self, game: str) -> None:
        """The game's page, the stack as tall as it alone (not as the tallest page), so
        that the rows under it follow it."""
        self.stack.setCurrentIndex(self.index[game])
        shown = self.stack.currentWidget()
        for n in range(self.stack.count()):
            page = self.stack.widget(n)
            ignored = QSizePolicy.Policy.Ignored
            page.setSizePolicy(
                QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
                if page is shown
                else QSizePolicy(ignored, ignored)
            )
        self.stack.updateGeometry()

    def show_rows_played(self, game: str, players: int) -> None:
        """A page's row that applies to some player counts only (its table's
        `row_players`: Mano y Pie's teams of six) is shown for those alone."""
        for name, counts in table_of(game).row_players.items():
            box = self.rows[game][name]
            form = box.parentWidget().layout()
            if isinstance(form, QFormLayout):
                form.setRowVisible(box, players in counts)

    def widest(self) -> int:
        """The width the widest game's page asks for (each is laid out, shown or not)."""
        return max(self.stack.widget(n).sizeHint().width() for n in range(self.stack.count()))


def rows_page(dialog: Any, options: GameOptionsT) -> QWidget:
    """A game's page made of its table's `option_rows`, in order (the page a game has
    unless its table builds its own with `options_page`)."""
    page, rows = dialog.page(options)
    rows.add(*table_of(game_of(options)).option_rows)
    return page


class RulesBox:
    """The Rules box: the current game's presets, Custom last (shown while the rows match
    none), each item's note as its tooltip, and the note of the one shown under it."""

    def __init__(self) -> None:
        self.box = QComboBox()
        self.note = QLabel()
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: palette(placeholder-text);")

    def offer(self, game: str) -> None:
        """The box lists `game`'s presets, then Custom (which one shows: `show`)."""
        box = self.box
        box.blockSignals(True)
        box.clear()
        for preset in presets(game):
            box.addItem(say(preset.name))
            box.setItemData(box.count() - 1, say(preset.note), Qt.ItemDataRole.ToolTipRole)
        box.addItem(say(CUSTOM))
        box.setItemData(box.count() - 1, say(CUSTOM_NOTE), Qt.ItemDataRole.ToolTipRole)
        box.blockSignals(False)

    def show(self, game: str, found: Preset | None) -> None:
        """The box shows `found` (one of `game`'s presets), else Custom; its note under it."""
        listed = presets(game)
        index = listed.index(found) if found is not None else len(listed)
        self.box.blockSignals(True)
        self.box.setCurrentIndex(index)
        self.box.blockSignals(False)
        note = say(found.note) if found is not None else say(CUSTOM_NOTE)
        self.note.setText(note)
        self.box.setToolTip(note)
