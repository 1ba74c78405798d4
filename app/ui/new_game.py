"""The New-game dialog: the game, players, a bot level per seat, the game's options, a seed."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.core.decks import SEED_MAX_LENGTH, parse_seed
from app.games.registry import GAMES, find_game, game_of_options, most_players
from app.ui.game_ui import game_ui

# The games the dialog offers, in menu order: game id -> title.
GAME_TITLES: dict[str, str] = {g.id: g.name for g in GAMES}

# Each game's options class (loaded on first use of a game's entry).
OPTIONS_CLASSES = {g.id: g.options_class for g in GAMES}

# Seats at the table: (fewest, most) players per game.
PLAYER_RANGES: dict[str, tuple[int, int]] = {g.id: g.players for g in GAMES}

# One level box per possible opponent (5 for a 6-player Cuatro Palos table); the dialog
# enables as many as the chosen player count needs.
MAX_OPPONENTS = most_players() - 1

GameOptionsT = Any
#: A row's widget (a spin box, a check box, a choice).
RowT = TypeVar("RowT", bound=QWidget)


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


def _check_game(game: str) -> None:
    if game not in GAME_TITLES:
        raise ValueError(f"unknown game {game!r}; expected one of {', '.join(GAME_TITLES)}")


def default_options(game: str, num_players: int | None = None) -> GameOptionsT:
    """The rules' default options of `game`, for `num_players` if given.

    Raises ValueError for an unknown game and OptionError for a player count the game
    does not allow.
    """
    _check_game(game)
    cls = OPTIONS_CLASSES[game]
    return cls() if num_players is None else cls(num_players=num_players)


def game_of(options: object) -> str:
    """The game id whose options class `options` is (TypeError for anything else)."""
    return game_of_options(options).id


@dataclass
class NewGameSettings:
    """What a new game starts from. `options` and `game` always agree.

    The options decide the game: `NewGameSettings(Scala40Options())` is a Scala 40 game.
    `NewGameSettings(game="scala-40")` gets Scala 40's default options. Options of one
    game given explicitly with another game id raise ValueError.
    """

    options: GameOptionsT = field(default_factory=lambda: GAMES[0].options_class())
    levels: tuple[str, ...] = ("normal", "normal", "normal")
    seed: int | str = field(default_factory=lambda: random.randrange(1, 10**6))
    pace_ms: int = 700
    game: str = GAMES[0].id

    def __post_init__(self) -> None:
        _check_game(self.game)
        self._match_options()
        # Only levels the game offers (a game without stronger bots yet plays its own).
        offered = find_game(self.game).levels
        fallback = find_game(self.game).default_level
        self.levels = tuple(lv if lv in offered else fallback for lv in self.levels)

    def _match_options(self) -> None:
        options_game = game_of(self.options)
        if options_game == self.game:
            return
        if self.game == GAMES[0].id:
            # The default game id was left: the options say which game this is.
            self.game = options_game
        elif self.options == GAMES[0].options_class():
            # The default options were left with another game chosen.
            self.options = default_options(self.game)
        else:
            raise ValueError(
                f"{GAME_TITLES[options_game]} options do not fit the game {GAME_TITLES[self.game]}"
            )

    @property
    def title(self) -> str:
        return GAME_TITLES[self.game]


class NewGameDialog(QDialog):
    def __init__(self, current: NewGameSettings, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self._current = current
        # The options each page starts from: the current game's, the rules' for the others.
        self._start_options: dict[str, GameOptionsT] = {
            game: current.options if game == current.game else default_options(game)
            for game in GAME_TITLES
        }

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
        self.levels: list[QComboBox] = []
        for seat in range(1, MAX_OPPONENTS + 1):
            box = QComboBox()
            box.addItems(list(find_game(current.game).levels))
            box.setCurrentText(current.levels[(seat - 1) % len(current.levels)])
            self.levels.append(box)
            form.addRow(self.tr("Opponent {n}").format(n=seat), box)
        self.players.valueChanged.connect(self._enable_levels)

        # Each game's page of options, from its table module.
        self.pages = QStackedWidget()
        self._page_index: dict[str, int] = {}
        #: Per game, the rows that name the option they set (see `option_values`).
        self.option_rows: dict[str, dict[str, QWidget]] = {}
        for game in GAME_TITLES:
            self._page_game = game
            page = game_ui(game).options_page(self, self._start_options[game])
            self._page_index[game] = self.pages.addWidget(page)
        self._page_game = ""
        self.pages.setCurrentIndex(self._page_index[current.game])

        common = QFormLayout()
        self.pace = QSpinBox()
        self.pace.setRange(0, 5000)
        self.pace.setSingleStep(100)
        self.pace.setSuffix(" ms")
        self.pace.setValue(current.pace_ms)
        common.addRow(self.tr("Bot pace"), self.pace)
        self.seed = QLineEdit(str(current.seed))
        self.seed.setPlaceholderText(self.tr("random"))
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
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.pages)
        layout.addLayout(common)
        layout.addWidget(self.error)
        layout.addWidget(buttons)

        self.game.currentIndexChanged.connect(self._game_changed)
        self.players.valueChanged.connect(self._clear_error)
        self.seed.textChanged.connect(self._clear_error)
        self._enable_levels()

    # ------------------------------------------------------------------ pages' rows
    def spin(
        self,
        form: QFormLayout,
        label: str,
        low: int,
        high: int,
        value: int,
        step: int = 1,
        suffix: str = "",
        special: str = "",
        option: str = "",
    ) -> QSpinBox:
        """A number row; `special` names the lowest value (e.g. "none" for 0); `option`
        the option it sets (read back by `option_values`)."""
        box = QSpinBox()
        box.setRange(low, high)
        box.setSingleStep(step)
        box.setSuffix(suffix)
        if special:
            box.setSpecialValueText(special)
        box.setValue(value)
        box.valueChanged.connect(self._clear_error)
        form.addRow(label, box)
        return self._row_for(option, box)

    def check(self, form: QFormLayout, text: str, value: bool, option: str = "") -> QCheckBox:
        box = QCheckBox(text)
        box.setChecked(value)
        box.toggled.connect(self._clear_error)
        form.addRow("", box)
        return self._row_for(option, box)

    def choice(
        self,
        form: QFormLayout,
        label: str,
        items: list[tuple[str, object]],
        value: object,
        option: str = "",
    ) -> QComboBox:
        """A row choosing among (text, value) items."""
        box = QComboBox()
        for text, data in items:
            box.addItem(text, data)
        box.setCurrentIndex(box.findData(value))
        box.currentIndexChanged.connect(self._clear_error)
        form.addRow(label, box)
        return self._row_for(option, box)

    def _row_for(self, option: str, box: RowT) -> RowT:
        if option:
            self.option_rows.setdefault(self._page_game, {})[option] = box
        return box

    def option_values(self, game: str) -> dict[str, Any]:
        """What the rows of a game's page that name their option say, by option."""
        values: dict[str, Any] = {}
        for option, box in self.option_rows.get(game, {}).items():
            if isinstance(box, QSpinBox):
                values[option] = box.value()
            elif isinstance(box, QCheckBox):
                values[option] = box.isChecked()
            elif isinstance(box, QComboBox):
                values[option] = box.currentData()
        return values

    @staticmethod
    def form() -> tuple[QWidget, QFormLayout]:
        page = QWidget()
        form = QFormLayout(page)
        form.setContentsMargins(0, 0, 0, 0)
        return page, form

    # ------------------------------------------------------------------ behaviour
    def current_game(self) -> str:
        return str(self.game.currentData())

    def _game_changed(self) -> None:
        game = self.current_game()
        self.pages.setCurrentIndex(self._page_index[game])
        # The range clamps a value outside the new game's range.
        self.players.set_allowed(find_game(game).allowed_players())
        self._offer_levels(find_game(game).levels)
        self._clear_error()
        self._enable_levels()

    def _offer_levels(self, levels: tuple[str, ...]) -> None:
        """Each level box offers the game's levels only, keeping its choice if offered."""
        for box in self.levels:
            chosen = box.currentText()
            box.blockSignals(True)
            box.clear()
            box.addItems(list(levels))
            fallback = "normal" if "normal" in levels else levels[0]  # the game's default
            box.setCurrentText(chosen if chosen in levels else fallback)
            box.blockSignals(False)

    def _enable_levels(self) -> None:
        for seat, box in enumerate(self.levels, start=1):
            box.setEnabled(seat < self.players.value())

    def _clear_error(self) -> None:
        self.error.clear()
        self.error.hide()

    def options(self) -> GameOptionsT:
        """The options as the form stands (raises OptionError if the rules forbid them)."""
        game = self.current_game()
        return game_ui(game).read_options(self, self._start_options[game], self.players.value())

    def problem(self) -> str | None:
        """Why the form's options or seed cannot be played, or None when they can."""
        try:
            self.options()
            self._seed()
        except ValueError as exc:  # OptionError, or a seed that is not one
            return str(exc)
        return None

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
        levels = tuple(box.currentText() for box in self.levels[: options.num_players - 1])
        return NewGameSettings(options, levels, seed, self.pace.value(), self.current_game())
