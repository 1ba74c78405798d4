"""The New-game dialog: the game, players, a bot level per seat, the game's options, a seed."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.core.bots import LEVEL_LABELS
from app.core.decks import SEED_MAX_LENGTH, parse_seed
from app.core.seats import solo
from app.core.text import told
from app.core.words import QT_TRANSLATE_NOOP, Words
from app.games.registry import find_game, most_players
from app.i18n import say
from app.session.seats import DEFAULT_NAMES
from app.table.layout import seat_sides
from app.ui.new_game_settings import (
    GAME_TITLES,
    NAME_LENGTH,
    OPTIONS_CLASSES,
    PLAYER_RANGES,
    SPEEDS_MS,
    GameOptionsT,
    NewGameSettings,
    default_options,
    game_of,
)
from app.ui.option_rows import OptionRows, Preset, row_value
from app.ui.table_module import table_of

__all__ = [
    "GAME_TITLES",
    "NAME_LENGTH",
    "OPTIONS_CLASSES",
    "PLAYER_RANGES",
    "SPEEDS_MS",
    "NewGameDialog",
    "NewGameSettings",
    "default_options",
    "game_of",
]

# One level box per possible opponent (5 for a 6-player Cuatro Palos table); the dialog
# enables as many as the chosen player count needs.
MAX_OPPONENTS = most_players() - 1

#: Each pace's name in the New-game dialog, marked for translation in its context.
SPEED_NAMES = (
    QT_TRANSLATE_NOOP("NewGameDialog", "Slow"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Normal"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Fast"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Instant"),
)


#: Each bot level in one line, as the New-game dialog explains it (under the seats, and
#: as each level's tooltip), marked for translation in its context.
LEVEL_NOTES = {
    "easy": QT_TRANSLATE_NOOP(
        "NewGameDialog", "Easy plays the plain moves it sees: a calm table to learn the rules."
    ),
    "normal": QT_TRANSLATE_NOOP(
        "NewGameDialog", "Normal weighs every move by the table it leaves, as a good player does."
    ),
    "hard": QT_TRANSLATE_NOOP(
        "NewGameDialog", "Hard looks ahead: it plays its choices out on the cards it may be facing."
    ),
}


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


def level_label(level: str) -> str:
    """A bot level's name as a person reads it (the level itself stays the item's data)."""
    label = LEVEL_LABELS.get(level)
    return QCoreApplication.translate("BotLevel", label) if label else level


def offer_levels(box: QComboBox, levels: tuple[str, ...], chosen: str) -> None:
    """`box` lists `levels` by their translated names, each item's data its level;
    `chosen` is current if offered, else the game's default."""
    box.blockSignals(True)
    box.clear()
    for level in levels:
        box.addItem(level_label(level), level)
        if level in LEVEL_NOTES:
            note = QCoreApplication.translate("NewGameDialog", LEVEL_NOTES[level])
            box.setItemData(box.count() - 1, note, Qt.ItemDataRole.ToolTipRole)
    fallback = "normal" if "normal" in levels else levels[0]  # the game's default
    box.setCurrentIndex(box.findData(chosen if chosen in levels else fallback))
    box.blockSignals(False)


class PlayerCountBox(QSpinBox):
    """The Players box: it steps over the counts a game cannot be played with (Buraco's 3),
    and a typed one moves to the next count it can."""

    def __init__(self) -> None:
        super().__init__()
        self.allowed: tuple[int, ...] = ()
        self._last = 0
        self.valueChanged.connect(self._snap)

    def set_allowed(self, counts: tuple[int, ...]) -> None:
        self.allowed = counts
        self.setRange(min(counts), max(counts))
        self._snap(self.value())

    def stepBy(self, steps: int) -> None:  # noqa: N802 - Qt's name
        if not self.allowed:
            super().stepBy(steps)
            return
        counts = list(self.allowed)
        here = min(range(len(counts)), key=lambda i: abs(counts[i] - self.value()))
        self.setValue(counts[max(0, min(len(counts) - 1, here + steps))])

    def _snap(self, value: int) -> None:
        if self.allowed and value not in self.allowed:
            up = value >= self._last
            later = [n for n in self.allowed if (n > value if up else n < value)]
            target = (min(later) if up else max(later)) if later else self._last
            if target not in self.allowed:
                target = min(self.allowed, key=lambda n: abs(n - value))
            self.setValue(target)
            return
        self._last = value


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


class NewGameDialog(QDialog):
    def __init__(self, current: NewGameSettings, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self._current = current
        self._presets_offered = False
        self.seat_labels: list[QLabel] = []
        # The options each page starts from: the current game's, the rules' for the others.
        self._start_options: dict[str, GameOptionsT] = {
            game: current.options if game == current.game else default_options(game)
            for game in GAME_TITLES
        }

        form = self._form = QFormLayout()
        self.game = QComboBox()
        for game, title in GAME_TITLES.items():
            self.game.addItem(title, game)
        self.game.setCurrentIndex(self.game.findData(current.game))
        form.addRow(self.tr("Game"), self.game)
        self.players = PlayerCountBox()
        self.players.set_allowed(find_game(current.game).allowed_players())
        self.players.setValue(current.options.num_players)
        form.addRow(self.tr("Players"), self.players)
        self.name = QLineEdit(current.name)
        self.name.setMaxLength(NAME_LENGTH)
        self.name.setPlaceholderText(self.tr("You", "the person's name left empty"))
        form.addRow(self.tr("Your name"), self.name)
        self.practice = QCheckBox(self.tr("&Practice table"))
        self.practice.setObjectName("practice")
        self.practice.setChecked(current.practice)
        self.practice.setToolTip(
            self.tr(
                "Take back any of your moves, show every hand, let the hard bot play a turn "
                "for you. Practice results are kept apart in Statistics."
            )
        )
        self.practice_note = QLabel(
            self.tr("Take back any move, see every hand, get help: results kept apart.")
        )
        self.practice_note.setTextFormat(Qt.TextFormat.PlainText)
        self.practice_note.setWordWrap(True)
        self.practice_note.setStyleSheet("color: palette(placeholder-text);")
        form.addRow(self.practice, self.practice_note)
        self.levels: list[QComboBox] = []
        #: Each level box's row label (`seat_labels`): the seat by its role ("Partner").
        for seat in range(1, MAX_OPPONENTS + 1):
            box = QComboBox()
            offer_levels(
                box,
                find_game(current.game).levels,
                current.levels[(seat - 1) % len(current.levels)],
            )
            self.levels.append(box)
            self.seat_labels.append(QLabel())
            form.addRow(self.seat_labels[-1], box)
        self.players.valueChanged.connect(self._enable_levels)
        #: The levels in one line each, under the seats.
        self.level_notes = QLabel()
        self.level_notes.setTextFormat(Qt.TextFormat.PlainText)
        self.level_notes.setWordWrap(True)
        self.level_notes.setStyleSheet("color: palette(placeholder-text);")
        self._note_levels(find_game(current.game).levels)
        form.addRow(self.level_notes)
        #: The named rules (Standard, the game's own, Custom when the rows match none).
        self.preset = QComboBox()
        self.preset_note = QLabel()
        self.preset_note.setTextFormat(Qt.TextFormat.PlainText)
        self.preset_note.setWordWrap(True)
        self.preset_note.setStyleSheet("color: palette(placeholder-text);")
        form.addRow(self.tr("Rules"), self.preset)
        form.addRow(self.preset_note)

        # Each game's page of options, from its table module.
        self.pages = QStackedWidget()
        self._page_index: dict[str, int] = {}
        #: Per game, its page's rows by name, and the option (and item) each sets.
        self.option_rows: dict[str, dict[str, QWidget]] = {}
        self._row_targets: dict[str, dict[str, tuple[str, str | int | None]]] = {}
        for game in GAME_TITLES:
            self._page_index[game] = self.pages.addWidget(self._build_page(game))
        self._show_page(current.game)

        common = QFormLayout()
        self.pace = QComboBox()
        for name, ms in zip(SPEED_NAMES, SPEEDS_MS, strict=True):
            self.pace.addItem(self.tr(name), ms)
        nearest = min(SPEEDS_MS, key=lambda ms: abs(ms - current.pace_ms))
        self.pace.setCurrentIndex(self.pace.findData(nearest))
        common.addRow(self.tr("Bot pace"), self.pace)
        # Empty: every game a new deal (the seed of one played is in Statistics).
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(self.tr("random", "the seed box left empty: a random seed"))
        self.seed.setMaxLength(SEED_MAX_LENGTH)
        common.addRow(self.tr("Seed (optional)"), self.seed)

        self.error = QLabel()
        self.error.setTextFormat(Qt.TextFormat.PlainText)  # it may quote what was typed
        self.error.setObjectName("optionsError")
        self.error.setStyleSheet("color: #c0392b;")
        self.error.setWordWrap(True)
        self.error.hide()

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, parent=self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        # Everything but the error and the buttons scrolls, so that OK and Cancel are in
        # view however tall a game's page is and however small the screen.
        body = QWidget()
        inner = QVBoxLayout(body)
        inner.addLayout(form)
        inner.addWidget(self.pages)
        inner.addLayout(common)
        inner.addStretch(1)
        self.scroll = QScrollArea()
        self.scroll.setWidget(body)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        # Never needed where the screen is as wide as the widest page (`_fit`); on a
        # narrower one the rows scroll sideways rather than being cut.
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        layout = QVBoxLayout(self)
        layout.addWidget(self.scroll, 1)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self._wheel_guard = WheelGuard(self)
        guard_wheel(body, self._wheel_guard)
        self._fit(body)

        self.game.currentIndexChanged.connect(self._game_changed)
        self.players.valueChanged.connect(self._clear_error)
        self.seed.textChanged.connect(self._clear_error)
        self.preset.activated.connect(self._preset_chosen)
        self._offer_presets()
        self._presets_offered = True
        self._enable_levels()

    def _fit(self, body: QWidget) -> None:
        """As tall as its rows where the screen has room, else as tall as the screen
        lets it be with a window's frame (its rows then scroll); as wide as the widest
        game's page needs, so that choosing another game in the dialog cuts no row (it
        once kept the first page's width, and Buraco's or Mano y Pie's rows ran off its
        right edge)."""
        room = self._room()
        want = body.sizeHint()
        margins = body.layout().contentsMargins()
        widest = max(want.width(), self._widest_page() + margins.left() + margins.right())
        bar = self.scroll.verticalScrollBar().sizeHint().width()
        chrome = 140  # the error line, the buttons, the margins and a title bar
        height = want.height() + chrome
        width = widest + bar + 40
        if room is not None:
            height = min(height, room.height() - 60)
            width = min(width, room.width() - 40)
        self.resize(width, max(240, height))

    def _room(self) -> QRect | None:
        """The free area of the dialog's screen (None without a screen)."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        return screen.availableGeometry() if screen is not None else None

    def _widest_page(self) -> int:
        """The width the widest game's page asks for (each is laid out, shown or not)."""
        return max(self.pages.widget(n).sizeHint().width() for n in range(self.pages.count()))

    def _widen_for_page(self) -> None:
        """The dialog grows, as far as its screen lets it, until the page shown needs no
        sideways scrolling (a page rebuilt from a preset may be wider than at the start)."""
        if not self.isVisible():
            return
        body = self.scroll.widget()
        body.layout().activate()
        short = body.minimumSizeHint().width() - self.scroll.viewport().width()
        if short <= 0:
            return
        room = self._room()
        width = self.width() + short
        if room is not None:
            width = min(width, room.width() - 40)
        self.resize(max(self.width(), width), self.height())

    # ------------------------------------------------------------------ pages' rows
    def _build_page(self, game: str) -> QWidget:
        """The game's page, its rows starting from its start options."""
        build = table_of(game).options_page or self.rows_page
        self.option_rows[game] = {}
        self._row_targets[game] = {}
        return build(self, self._start_options[game])

    def page(self, options: GameOptionsT) -> tuple[QWidget, OptionRows]:
        """A game's page of options and the builder of its rows, which start from
        `options` (see `OptionRows`); `page_options` reads them back."""
        page = QWidget()
        form = QFormLayout(page)
        form.setContentsMargins(0, 0, 0, 0)
        game = game_of(options)
        rows = self.option_rows.setdefault(game, {})
        return page, OptionRows(
            self._clear_error, form, options, rows, self._row_targets.setdefault(game, {})
        )

    @staticmethod
    def rows_page(dialog: NewGameDialog, options: GameOptionsT) -> QWidget:
        """A game's page made of its table's `option_rows`, in order (the page a game has
        unless its table builds its own with `options_page`)."""
        page, rows = dialog.page(options)
        rows.add(*table_of(game_of(options)).option_rows)
        return page

    def row(self, game: str, name: str) -> QWidget:
        """The box of `game`'s page that sets the option (or item) `name`."""
        return self.option_rows[game][name]

    def option_values(self, game: str) -> dict[str, Any]:
        """What the rows of a game's page say, by option: an option set by several rows,
        one item each, as the table (by key) or list (by index) of their values."""
        values: dict[str, Any] = {}
        items: dict[str, dict[Any, Any]] = {}
        for row, box in self.option_rows.get(game, {}).items():
            option, item = self._row_targets[game][row]
            if item is None:
                values[option] = row_value(box)
            else:
                items.setdefault(option, {})[item] = row_value(box)
        for option, parts in items.items():
            by_index = all(isinstance(k, int) for k in parts)
            values[option] = tuple(parts[k] for k in sorted(parts)) if by_index else parts
        return values

    def page_options(self, start: GameOptionsT, players: int, **values: Any) -> GameOptionsT:
        """The options of `start`'s game as its page stands, for `players` (raises
        OptionError if the rules forbid them): what the rows say, `values` over them, and
        `start`'s own value of any option the page has no row for."""
        rows = self.option_values(game_of(start))
        return dataclasses.replace(start, num_players=players, **{**rows, **values})

    # ------------------------------------------------------------------ behaviour
    def current_game(self) -> str:
        return str(self.game.currentData())

    def _show_page(self, game: str) -> None:
        """The game's page, the stack as tall as it alone (not as the tallest page), so
        that the rows under it follow it."""
        self.pages.setCurrentIndex(self._page_index[game])
        shown = self.pages.currentWidget()
        for n in range(self.pages.count()):
            page = self.pages.widget(n)
            ignored = QSizePolicy.Policy.Ignored
            page.setSizePolicy(
                QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
                if page is shown
                else QSizePolicy(ignored, ignored)
            )
        self.pages.updateGeometry()

    def _game_changed(self) -> None:
        game = self.current_game()
        self._show_page(game)
        # The range clamps a value outside the new game's range.
        self.players.set_allowed(find_game(game).allowed_players())
        self._offer_levels(find_game(game).levels)
        self._offer_presets()
        self._clear_error()
        self._enable_levels()
        self._widen_for_page()

    # ------------------------------------------------------------------ presets
    def _offer_presets(self) -> None:
        """The Rules box lists the current game's presets, Custom last (shown while the
        rows match none), each item's note as its tooltip."""
        self.preset.blockSignals(True)
        self.preset.clear()
        for preset in presets(self.current_game()):
            self.preset.addItem(say(preset.name))
            self.preset.setItemData(
                self.preset.count() - 1, say(preset.note), Qt.ItemDataRole.ToolTipRole
            )
        self.preset.addItem(say(CUSTOM))
        self.preset.setItemData(
            self.preset.count() - 1, say(CUSTOM_NOTE), Qt.ItemDataRole.ToolTipRole
        )
        self.preset.blockSignals(False)
        self._match_preset()

    def matching_preset(self) -> Preset | None:
        """The preset whose rules the rows say, for the players chosen (None: Custom,
        or options the rules forbid)."""
        game = self.current_game()
        try:
            chosen = as_shown(game, self.options())
            standard = default_options(game, self.players.value())
        except ValueError:
            return None
        for preset in presets(game):
            try:
                if as_shown(game, preset.options(standard)) == chosen:
                    return preset
            except ValueError:  # a preset the rules forbid for these players
                continue
        return None

    def _match_preset(self) -> None:
        """The Rules box shows the preset the rows match, else Custom; its note under it."""
        found = self.matching_preset()
        listed = presets(self.current_game())
        index = listed.index(found) if found is not None else len(listed)
        self.preset.blockSignals(True)
        self.preset.setCurrentIndex(index)
        self.preset.blockSignals(False)
        note = say(found.note) if found is not None else say(CUSTOM_NOTE)
        self.preset_note.setText(note)
        self.preset.setToolTip(note)

    def _preset_chosen(self, index: int) -> None:
        """A preset chosen sets every row of the page to its rules (Custom changes
        nothing): the page is built anew from them, for the players chosen."""
        game = self.current_game()
        listed = presets(game)
        if index >= len(listed):
            self._match_preset()
            return
        try:
            options = listed[index].options(default_options(game, self.players.value()))
        except ValueError as exc:  # the rules forbid it for these players
            self.error.setText(say(told(exc)))
            self.error.show()
            self._match_preset()
            return
        self._start_options[game] = options
        old = self.pages.widget(self._page_index[game])
        page = self._build_page(game)
        self.pages.insertWidget(self._page_index[game], page)
        self.pages.removeWidget(old)
        old.deleteLater()
        guard_wheel(page, self._wheel_guard)
        self._show_page(game)
        self._show_rows_played()
        self._clear_error()
        self._widen_for_page()

    def _offer_levels(self, levels: tuple[str, ...]) -> None:
        """Each level box offers the game's levels only, keeping its choice if offered."""
        for box in self.levels:
            offer_levels(box, levels, str(box.currentData()))
        self._note_levels(levels)

    def _note_levels(self, levels: tuple[str, ...]) -> None:
        """The line under the seats: each level the game offers, in a sentence."""
        notes = [self.tr(LEVEL_NOTES[level]) for level in levels if level in LEVEL_NOTES]
        self.level_notes.setText("\n".join(notes))

    def _enable_levels(self) -> None:
        for seat, box in enumerate(self.levels, start=1):
            box.setEnabled(seat < self.players.value())
            self._form.setRowVisible(box, seat < self.players.value())  # only seats played
        self._show_rows_played()
        self._name_seats()

    def _show_rows_played(self) -> None:
        """A page's row that applies to some player counts only (its table's
        `row_players`: Mano y Pie's teams of six) is shown for those alone."""
        game = self.current_game()
        for name, counts in table_of(game).row_players.items():
            box = self.row(game, name)
            form = box.parentWidget().layout()
            if isinstance(form, QFormLayout):
                form.setRowVisible(box, self.players.value() in counts)

    def _teams(self) -> tuple[int, ...]:
        """Each seat's team as the form stands (everyone alone where it says none)."""
        players = self.players.value()
        try:
            teams = getattr(self.options(), "seat_teams", None)
        except ValueError:  # options the rules forbid: the game's usual teams
            teams = None
        if teams is None or len(teams) != players:
            try:
                teams = find_game(self.current_game()).teams(players)
            except ValueError:
                teams = solo(players)
        return tuple(teams)

    def _name_seats(self) -> None:
        """Each seat's row by its role at the table, as the table seats it: the partner
        opposite, the opponents on the left and right ("Opponent 3" for a seat beyond)."""
        players = self.players.value()
        teams = self._teams()
        sides = seat_sides(players)
        partners = [s for s in range(1, players) if teams[s] == teams[0]]
        tops = [s for s in range(1, players) if sides[s][0] == "top"]
        for seat, label in enumerate(self.seat_labels, start=1):
            if seat >= players:
                label.setText(self.tr("Opponent {n}").format(n=seat))
                continue
            side = sides[seat][0]
            if seat in partners:
                text = (
                    self.tr("Partner")
                    if len(partners) == 1
                    else self.tr("Partner {n}").format(n=partners.index(seat) + 1)
                )
            elif side == "left":
                text = self.tr("Left opponent")
            elif side == "right":
                text = self.tr("Right opponent")
            elif len(tops) == 1:
                text = self.tr("Opposite opponent")
            else:
                text = self.tr("Opponent {n}").format(n=seat)
            label.setText(text)

    def _clear_error(self) -> None:
        self.error.clear()
        self.error.hide()
        if self.seat_labels:  # an option may have changed the teams (Mano y Pie's six)
            self._name_seats()
        if self._presets_offered:  # a row changed: which preset it still matches
            self._match_preset()

    def options(self) -> GameOptionsT:
        """The options as the form stands (raises OptionError if the rules forbid them)."""
        game = self.current_game()
        read = table_of(game).read_options or NewGameDialog.page_options
        return read(self, self._start_options[game], self.players.value())

    def problem(self) -> str | None:
        """Why the form's options, name or seed cannot be played, or None when they can."""
        try:
            self.options()
            self._seed()
        except ValueError as exc:  # OptionError, or a seed that is not one
            return say(told(exc))
        name = self._name()
        if name in DEFAULT_NAMES[1:] or not name.isprintable():
            return self.tr("the name {name} is a computer player's or has a character that "
                           "cannot be shown: choose another").format(name=repr(name))  # fmt: skip
        return None

    def _name(self) -> str:
        """The person's name as typed, its spaces run together ("" for none)."""
        return " ".join(self.name.text().split())

    def _seed(self) -> int | str:
        text = self.seed.text().strip()
        return parse_seed(text) if text else random.randrange(1, 10**6)

    def accept(self) -> None:
        problem = self.problem()
        if problem is not None:
            self.error.setText(
                self.tr("These options cannot be played: {problem}").format(problem=problem)
            )
            self.error.show()
            return
        self._clear_error()
        super().accept()

    def settings(self) -> NewGameSettings:
        """The chosen settings (raises OptionError if the options are invalid; `accept`
        only closes the dialog when they are valid)."""
        options = self.options()
        seed = self._seed()
        levels = tuple(str(box.currentData()) for box in self.levels[: options.num_players - 1])
        pace = int(self.pace.currentData())
        return NewGameSettings(
            options, levels, seed, pace, self.current_game(), self._name(),
            self.practice.isChecked(),
        )  # fmt: skip
