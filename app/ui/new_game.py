"""The New-game dialog: the game, players, a bot level per seat, the game's options, a seed.

The seats (`new_game_seats`), the pages of options and the Rules box (`new_game_pages`)
are pieces the dialog holds; their words are the dialog's (context "NewGameDialog")."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.core.decks import SEED_MAX_LENGTH, parse_seed
from app.core.text import told
from app.core.words import QT_TRANSLATE_NOOP
from app.games.registry import find_game
from app.i18n import say
from app.session.seats import DEFAULT_NAMES
from app.ui.new_game_pages import (
    CUSTOM,
    CUSTOM_NOTE,
    STANDARD,
    OptionPages,
    RulesBox,
    WheelGuard,
    as_shown,
    guard_wheel,
    matching_preset,
    presets,
)
from app.ui.new_game_seats import (
    LEVEL_NOTES,
    MAX_OPPONENTS,
    PlayerCountBox,
    SeatRows,
    level_label,
    offer_levels,
    practice_row,
    seat_teams,
)
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
from app.ui.option_boxes import OptionRows
from app.ui.option_rows import Preset
from app.ui.table_module import table_of

__all__ = [
    "CUSTOM",
    "CUSTOM_NOTE",
    "GAME_TITLES",
    "LEVEL_NOTES",
    "MAX_OPPONENTS",
    "NAME_LENGTH",
    "OPTIONS_CLASSES",
    "PLAYER_RANGES",
    "SPEEDS_MS",
    "STANDARD",
    "NewGameDialog",
    "NewGameSettings",
    "PlayerCountBox",
    "WheelGuard",
    "as_shown",
    "default_options",
    "game_of",
    "guard_wheel",
    "level_label",
    "offer_levels",
    "presets",
]

#: Each pace's name in the New-game dialog, marked for translation in its context.
SPEED_NAMES = (
    QT_TRANSLATE_NOOP("NewGameDialog", "Slow"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Normal"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Fast"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Instant"),
)


class NewGameDialog(QDialog):
    """Game ▸ New game, opened on the `current` settings; `settings()` reads the chosen."""

    def __init__(self, current: NewGameSettings, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self._current = current
        self._presets_offered = False
        self.seats: SeatRows | None = None
        form = QFormLayout()
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
        self.practice, self.practice_note = practice_row(form, current.practice)
        #: A bot level per opponent's seat, each row named by the seat's role.
        self.seats = SeatRows(form, find_game(current.game).levels, current.levels)
        self.levels, self.seat_labels = self.seats.boxes, self.seats.labels
        self.level_notes = self.seats.notes
        self.players.valueChanged.connect(self._enable_levels)
        #: The named rules (Standard, the game's own, Custom when the rows match none).
        self.rules = RulesBox()
        self.preset, self.preset_note = self.rules.box, self.rules.note
        form.addRow(self.tr("Rules"), self.preset)
        form.addRow(self.preset_note)

        # Each game's page of options, from its table module; the options each page
        # starts from: the current game's, the rules' for the others.
        start = {
            game: current.options if game == current.game else default_options(game)
            for game in GAME_TITLES
        }
        self.option_pages = OptionPages(start, self._clear_error)
        self.pages = self.option_pages.stack
        #: Per game, its page's rows by name.
        self.option_rows = self.option_pages.rows
        for game in GAME_TITLES:
            self.option_pages.add(game, self)
        self.option_pages.show(current.game)

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
        # Never needed where the screen is as wide as the widest page (`fit`); on a
        # narrower one the rows scroll sideways rather than being cut.
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        layout = QVBoxLayout(self)
        layout.addWidget(self.scroll, 1)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self._wheel_guard = WheelGuard(self)
        guard_wheel(body, self._wheel_guard)
        fit(self, body)

        self.game.currentIndexChanged.connect(self._game_changed)
        self.players.valueChanged.connect(self._clear_error)
        self.seed.textChanged.connect(self._clear_error)
        self.preset.activated.connect(self._preset_chosen)
        self._offer_presets()
        self._presets_offered = True
        self._enable_levels()

    # ------------------------------------------------------------------ pages' rows
    # What a game's table module may ask of the dialog (`options_page`, `read_options`).
    def page(self, options: GameOptionsT) -> tuple[QWidget, OptionRows]:
        """A game's page of options and the builder of its rows (`OptionPages.page`)."""
        return self.option_pages.page(options)

    def row(self, game: str, name: str) -> QWidget:
        """The box of `game`'s page that sets the option (or item) `name`."""
        return self.option_rows[game][name]

    def option_values(self, game: str) -> dict[str, Any]:
        """What the rows of a game's page say, by option (`OptionPages.values`)."""
        return self.option_pages.values(game)

    def page_options(self, start: GameOptionsT, players: int, **values: Any) -> GameOptionsT:
        """The options of `start`'s game as its page stands (`OptionPages.options`)."""
        return self.option_pages.options(start, players, **values)

    # ------------------------------------------------------------------ behaviour
    def current_game(self) -> str:
        return str(self.game.currentData())

    def _game_changed(self) -> None:
        game = self.current_game()
        self.option_pages.show(game)
        # The range clamps a value outside the new game's range.
        self.players.set_allowed(find_game(game).allowed_players())
        self.seats.offer(find_game(game).levels)
        self._offer_presets()
        self._clear_error()
        self._enable_levels()
        widen_for_page(self)

    # ------------------------------------------------------------------ presets
    def _offer_presets(self) -> None:
        """The Rules box lists the current game's presets, and shows the one matched."""
        self.rules.offer(self.current_game())
        self._match_preset()

    def matching_preset(self) -> Preset | None:
        """The preset whose rules the rows say, for the players chosen (None: Custom,
        or options the rules forbid)."""
        return matching_preset(self.current_game(), self.options, self.players.value())

    def _match_preset(self) -> None:
        """The Rules box shows the preset the rows match, else Custom; its note under it."""
        self.rules.show(self.current_game(), self.matching_preset())

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
        self.option_pages.start[game] = options
        page = self.option_pages.rebuild(game, self)
        guard_wheel(page, self._wheel_guard)
        self.option_pages.show(game)
        self.option_pages.show_rows_played(game, self.players.value())
        self._clear_error()
        widen_for_page(self)

    def _enable_levels(self) -> None:
        self.seats.enable(self.players.value())
        self.option_pages.show_rows_played(self.current_game(), self.players.value())
        self.seats.name(self.players.value(), self._teams())

    def _teams(self) -> tuple[int, ...]:
        """Each seat's team as the form stands (`seat_teams`)."""
        return seat_teams(self.current_game(), self.players.value(), self.options)

    def _clear_error(self) -> None:
        self.error.clear()
        self.error.hide()
        if self.seats is not None:  # an option may have changed the teams (Mano y Pie's six)
            self.seats.name(self.players.value(), self._teams())
        if self._presets_offered:  # a row changed: which preset it still matches
            self._match_preset()

    def options(self) -> GameOptionsT:
        """The options as the form stands (raises OptionError if the rules forbid them)."""
        game = self.current_game()
        read = table_of(game).read_options or NewGameDialog.page_options
        return read(self, self.option_pages.start[game], self.players.value())

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
        levels = self.seats.chosen(options.num_players)
        pace = int(self.pace.currentData())
        return NewGameSettings(
            options, levels, seed, pace, self.current_game(), self._name(),
            self.practice.isChecked(),
        )  # fmt: skip


def room(dialog: QDialog) -> QRect | None:
    """The free area of the dialog's screen (None without a screen)."""
    screen = dialog.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else None


def fit(dialog: NewGameDialog, body: QWidget) -> None:
    """As tall as its rows where the screen has room, else as tall as the screen lets
    it be with a window's frame (its rows then scroll); as wide as the widest game's
    page needs, so that choosing another game in the dialog cuts no row (it once kept
    the first page's width, and Buraco's or Mano y Pie's rows ran off its right edge)."""
    free = room(dialog)
    want = body.sizeHint()
    margins = body.layout().contentsMargins()
    widest = max(want.width(), dialog.option_pages.widest() + margins.left() + margins.right())
    bar = dialog.scroll.verticalScrollBar().sizeHint().width()
    chrome = 140  # the error line, the buttons, the margins and a title bar
    height = want.height() + chrome
    width = widest + bar + 40
    if free is not None:
        height = min(height, free.height() - 60)
        width = min(width, free.width() - 40)
    dialog.resize(width, max(240, height))


def widen_for_page(dialog: NewGameDialog) -> None:
    """The dialog grows, as far as its screen lets it, until the page shown needs no
    sideways scrolling (a page rebuilt from a preset may be wider than at the start)."""
    if not dialog.isVisible():
        return
    body = dialog.scroll.widget()
    body.layout().activate()
    short = body.minimumSizeHint().width() - dialog.scroll.viewport().width()
    if short <= 0:
        return
    free = room(dialog)
    width = dialog.width() + short
    if free is not None:
        width = min(width, free.width() - 40)
    dialog.resize(max(dialog.width(), width), dialog.height())
