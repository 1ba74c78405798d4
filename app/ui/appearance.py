"""View ▸ Table felt, Card backs and Card size: how the table looks, applied at once and
kept between sessions (with the four-colour deck, which stays its own entry)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QSettings
from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from app.table.card_art import BACKS, CardArt, Theme
from app.table.table import FELTS, MAX_CARD_SIZE, CardTable
from app.ui.menu_action import menu_action

FELT_KEY, BACK_KEY, SIZE_KEY = "theme/felt", "theme/back", "theme/card_size"

# The three submenus' titles (View menu).
FELT_MENU = QT_TRANSLATE_NOOP("Appearance", "&Table felt")
BACK_MENU = QT_TRANSLATE_NOOP("Appearance", "Card &backs")
SIZE_MENU = QT_TRANSLATE_NOOP("Appearance", "Card &size")
#: Each felt's and back's name in the menu, in menu order.
FELT_NAMES = {
    "green": QT_TRANSLATE_NOOP("Appearance", "&Green"),
    "blue": QT_TRANSLATE_NOOP("Appearance", "&Blue"),
    "burgundy": QT_TRANSLATE_NOOP("Appearance", "Bu&rgundy"),
    "charcoal": QT_TRANSLATE_NOOP("Appearance", "&Charcoal"),
}
BACK_NAMES = {
    "lattice": QT_TRANSLATE_NOOP("Appearance", "&Lattice (red)"),
    "rosette": QT_TRANSLATE_NOOP("Appearance", "&Rosette (blue)"),
    "tartan": QT_TRANSLATE_NOOP("Appearance", "&Tartan (green)"),
}
#: The card sizes offered, in times the size the window holds them at.
SIZES = (1.0, 1.25, 1.5, 2.0)
assert set(FELT_NAMES) == set(FELTS) and set(BACK_NAMES) == set(BACKS)
assert max(SIZES) == MAX_CARD_SIZE


def _tr(text: str) -> str:
    return QCoreApplication.translate("Appearance", text)


def kept_theme(prefs: QSettings, four_colour: bool) -> Theme:
    """The card art's theme as last chosen (a value the file no longer offers: the
    default)."""
    back = str(prefs.value(BACK_KEY, "lattice", type=str))
    return Theme(four_colour=four_colour, back=back if back in BACKS else "lattice")


def kept_felt(prefs: QSettings) -> str:
    felt = str(prefs.value(FELT_KEY, "green", type=str))
    return felt if felt in FELTS else "green"


def kept_size(prefs: QSettings) -> float:
    try:
        size = float(prefs.value(SIZE_KEY, 1.0))
    except (TypeError, ValueError):
        return 1.0
    return size if size in SIZES else 1.0


class Appearance:
    """The three submenus of `menu`, acting on `art` and `table` and kept in `prefs`."""

    def __init__(
        self,
        menu: QMenu,
        prefs: QSettings,
        art: CardArt,
        table: CardTable,
        owner: QWidget,
        redraw: Callable[[], None],
    ) -> None:
        self.prefs, self.art, self.table, self.redraw = prefs, art, table, redraw

        def submenu(
            title: str, names: dict[Any, str], current: Any, choose: Callable[[Any], None]
        ) -> QActionGroup:
            """A submenu of `menu` titled `title` (marked above), one choice a name."""
            return self._submenu(menu, _tr(title), owner, names, current, choose)

        felts = {name: _tr(text) for name, text in FELT_NAMES.items()}
        self.felts = submenu(FELT_MENU, felts, kept_felt(prefs), self.set_felt)
        backs = {name: _tr(text) for name, text in BACK_NAMES.items()}
        self.backs = submenu(BACK_MENU, backs, art.theme.back, self.set_back)
        sizes = {
            size: QCoreApplication.translate("Appearance", "&Fit the window")
            if size == 1.0
            else QCoreApplication.translate(
                "Appearance", "{percent}% (the table scrolls)", "a card size"
            ).format(percent=QLocale().toString(round(size * 100)))
            for size in SIZES
        }
        self.sizes = submenu(SIZE_MENU, sizes, kept_size(prefs), self.set_card_size)

    @staticmethod
    def _submenu(
        menu: QMenu,
        title: str,
        owner: QWidget,
        names: dict[Any, str],
        current: Any,
        choose: Callable[[Any], None],
    ) -> QActionGroup:
        sub = menu.addMenu(title)
        group = QActionGroup(owner)
        for value, text in names.items():
            action = menu_action(text, group)
            action.setCheckable(True)
            action.setData(value)
            action.setChecked(value == current)
            action.triggered.connect(lambda _=False, value=value: choose(value))
            sub.addAction(action)
        return group

    def set_felt(self, name: str) -> None:
        self.prefs.setValue(FELT_KEY, name)
        self.table.set_felt(name)

    def set_back(self, name: str) -> None:
        self.prefs.setValue(BACK_KEY, name)
        self.art.set_theme(replace(self.art.theme, back=name))
        self.redraw()

    def set_card_size(self, size: float) -> None:
        self.prefs.setValue(SIZE_KEY, size)
        self.table.set_card_size(size)
