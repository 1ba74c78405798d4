"""The New-game dialog: the game, players, a bot level per seat, the game's options, a seed."""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass, field

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

from app.core.bots import LEVELS
from app.core.decks import SEED_MAX_LENGTH, parse_seed
from app.games.cuatro_palos.rules import MAX_STALL_ROUNDS, CuatroPalosOptions
from app.games.quita_y_pon.rules import MUST_PLAY_VALUES, STOCK_END_VALUES, QuitaYPonOptions
from app.games.scala40.rules import MAX_JOKERS_VALUES, MIN_HAND_SIZE, Scala40Options

QUITA_Y_PON = "quita-y-pon"
SCALA_40 = "scala-40"
CUATRO_PALOS = "cuatro-palos"

# The games the dialog offers, in menu order: game id -> title.
GAME_TITLES: dict[str, str] = {
    QUITA_Y_PON: "Quita y Pon",
    SCALA_40: "Scala 40",
    CUATRO_PALOS: "Cuatro Palos",
}

GameOptionsT = QuitaYPonOptions | Scala40Options | CuatroPalosOptions

# Each game's options class.
OPTIONS_CLASSES: dict[str, type[GameOptionsT]] = {
    QUITA_Y_PON: QuitaYPonOptions,
    SCALA_40: Scala40Options,
    CUATRO_PALOS: CuatroPalosOptions,
}

# Seats at the table: (fewest, most) players per game.
PLAYER_RANGES: dict[str, tuple[int, int]] = {
    QUITA_Y_PON: (2, 4),
    SCALA_40: (2, 5),
    CUATRO_PALOS: (3, 6),
}

# One level box per possible opponent (5 for a 6-player Cuatro Palos table); the dialog
# enables as many as the chosen player count needs.
MAX_OPPONENTS = max(most for _, most in PLAYER_RANGES.values()) - 1

# Cuatro Palos choices as the page shows them: option value -> plain label.
CP_DECK_LABELS: dict[str, str] = {
    "french52": "French 52",
    "spanish40": "Spanish 40",
    "spanish48": "Spanish 48",
}
CP_DIRECTION_LABELS: dict[str, str] = {
    "ccw": "counter-clockwise (to the right)",
    "cw": "clockwise",
}


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
    for game, cls in OPTIONS_CLASSES.items():
        if isinstance(options, cls):
            return game
    raise TypeError(f"not the options of a known game: {options!r}")


@dataclass
class NewGameSettings:
    """What a new game starts from. `options` and `game` always agree.

    The options decide the game: `NewGameSettings(Scala40Options())` is a Scala 40 game.
    `NewGameSettings(game="scala-40")` gets Scala 40's default options. Options of one
    game given explicitly with another game id raise ValueError.
    """

    options: GameOptionsT = field(default_factory=QuitaYPonOptions)
    levels: tuple[str, ...] = ("normal", "normal", "normal")
    seed: int | str = field(default_factory=lambda: random.randrange(1, 10**6))
    pace_ms: int = 700
    game: str = QUITA_Y_PON

    def __post_init__(self) -> None:
        _check_game(self.game)
        options_game = game_of(self.options)
        if options_game == self.game:
            return
        if self.game == QUITA_Y_PON:
            # The default game id was left: the options say which game this is.
            self.game = options_game
        elif self.options == QuitaYPonOptions():
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
        self.players = QSpinBox()
        self.players.setRange(*PLAYER_RANGES[current.game])
        self.players.setValue(current.options.num_players)
        form.addRow(self.tr("Players"), self.players)
        self.levels: list[QComboBox] = []
        for seat in range(1, MAX_OPPONENTS + 1):
            box = QComboBox()
            box.addItems(list(LEVELS))
            box.setCurrentText(current.levels[(seat - 1) % len(current.levels)])
            self.levels.append(box)
            form.addRow(self.tr("Opponent {n}").format(n=seat), box)
        self.players.valueChanged.connect(self._enable_levels)

        self.pages = QStackedWidget()
        self._page_index: dict[str, int] = {}
        self._page_index[QUITA_Y_PON] = self.pages.addWidget(self._quita_y_pon_page())
        self._page_index[SCALA_40] = self.pages.addWidget(self._scala40_page())
        self._page_index[CUATRO_PALOS] = self.pages.addWidget(self._cuatro_palos_page())
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

    # ------------------------------------------------------------------ pages
    def _spin(
        self,
        form: QFormLayout,
        label: str,
        low: int,
        high: int,
        value: int,
        step: int = 1,
        suffix: str = "",
        special: str = "",
    ) -> QSpinBox:
        """A number row; `special` names the lowest value (e.g. "none" for 0)."""
        box = QSpinBox()
        box.setRange(low, high)
        box.setSingleStep(step)
        box.setSuffix(suffix)
        if special:
            box.setSpecialValueText(special)
        box.setValue(value)
        box.valueChanged.connect(self._clear_error)
        form.addRow(label, box)
        return box

    def _check(self, form: QFormLayout, text: str, value: bool) -> QCheckBox:
        box = QCheckBox(text)
        box.setChecked(value)
        box.toggled.connect(self._clear_error)
        form.addRow("", box)
        return box

    def _choice(
        self, form: QFormLayout, label: str, items: list[tuple[str, object]], value: object
    ) -> QComboBox:
        """A row choosing among (text, value) items."""
        box = QComboBox()
        for text, data in items:
            box.addItem(text, data)
        box.setCurrentIndex(box.findData(value))
        box.currentIndexChanged.connect(self._clear_error)
        form.addRow(label, box)
        return box

    @staticmethod
    def _form() -> tuple[QWidget, QFormLayout]:
        page = QWidget()
        form = QFormLayout(page)
        form.setContentsMargins(0, 0, 0, 0)
        return page, form

    def _quita_y_pon_page(self) -> QWidget:
        o = self._start_options[QUITA_Y_PON]
        assert isinstance(o, QuitaYPonOptions)
        page, form = self._form()
        sizes = ["none", "4", "5", "6", "7", "8"]
        max_set = "none" if o.max_set_size is None else str(o.max_set_size)
        self.max_set = self._choice(form, self.tr("Largest set"), [(v, v) for v in sizes], max_set)
        self.wrap = self._check(form, self.tr("Runs may turn the corner (K-A-2)"), o.run_wraparound)
        self.both_ends = self._check(
            form, self.tr("An ace may sit at both ends of a run"), o.ace_both_ends
        )
        self.must_play = self._choice(
            form,
            self.tr("Must play when able"),
            [(v, v) for v in MUST_PLAY_VALUES],
            o.must_play_if_able,
        )
        self.initial = self._spin(
            form, self.tr("First play worth at least"), 0, 100, o.initial_meld_min_points
        )
        self.manipulate = self._check(
            form,
            self.tr("Rearrange the table before your first play"),
            o.manipulate_before_initial_meld,
        )
        self.stock_end = self._choice(
            form,
            self.tr("The deal ends"),
            [(v, v) for v in STOCK_END_VALUES],
            o.stock_end_trigger,
        )
        self.hand_size = self._spin(form, self.tr("Cards dealt"), 5, 20, o.hand_size)
        self.timer = self._spin(
            form,
            self.tr("Turn timer"),
            0,
            600,
            o.turn_time_limit_s or 0,
            suffix=" s",
            special=self.tr("no timer"),
        )
        self.deals = self._spin(
            form, self.tr("Deals in the match"), 0, 50, o.deals or 0, special=self.tr("one deal")
        )
        self.target = self._spin(
            form,
            self.tr("Play to a score of"),
            0,
            10000,
            o.target_score or 0,
            step=50,
            special=self.tr("none"),
        )
        return page

    def _scala40_page(self) -> QWidget:
        o = self._start_options[SCALA_40]
        assert isinstance(o, Scala40Options)
        page, form = self._form()
        points = self.tr(" points")
        self.s40_jokers = self._choice(
            form,
            self.tr("Jokers in the pack"),
            [(self.tr("2 (106 cards)"), 2), (self.tr("4 (108 cards)"), 4)],
            o.jokers,
        )
        self.s40_hand_size = self._spin(
            form, self.tr("Cards dealt"), MIN_HAND_SIZE, 40, o.hand_size
        )
        self.s40_opening_min = self._spin(
            form, self.tr("Opening worth at least"), 0, 200, o.opening_min, suffix=points
        )
        self.s40_quad_or_run = self._check(
            form,
            self.tr("The opening needs a set of four or a run"),
            o.opening_requires_quad_or_run,
        )
        self.s40_max_jokers = self._choice(
            form,
            self.tr("Jokers per meld"),
            [(self.tr("no limit") if v == "unlimited" else str(v), v) for v in MAX_JOKERS_VALUES],
            o.max_jokers_per_meld,
        )
        self.s40_layoff_opening = self._check(
            form, self.tr("Lay off and swap jokers in the turn you open"), o.layoff_on_opening_turn
        )
        self.s40_close_min = self._check(
            form,
            self.tr("Closing in hand needs the opening minimum"),
            o.close_in_hand_requires_min,
        )
        self.s40_multiplier = self._spin(
            form,
            self.tr("Closing in hand multiplies payments by"),
            1,
            10,
            o.close_in_hand_multiplier,
            suffix="×",
        )
        self.s40_no_discard_taken = self._check(
            form,
            self.tr("The card taken from the discard pile may not be discarded"),
            o.forbid_discard_of_taken_card,
        )
        self.s40_no_discard_layoff = self._check(
            form,
            self.tr("A card that could be laid off may not be discarded"),
            o.forbid_discard_that_lays_off,
        )
        self.s40_taken_melded = self._check(
            form,
            self.tr("The card taken from the discard pile must be melded that turn"),
            o.discard_taken_must_be_melded,
        )
        self.s40_joker_melded = self._check(
            form,
            self.tr("A joker won by exchange must be melded the same turn"),
            o.exchanged_joker_must_be_melded_same_turn,
        )
        self.s40_no_joker_last = self._check(
            form, self.tr("A joker may not be the last discard"), o.forbid_joker_final_discard
        )
        self.s40_no_close_first = self._check(
            form, self.tr("Nobody may go out in the first round"), o.no_close_first_round
        )
        self.s40_joker_penalty = self._spin(
            form, self.tr("A joker left in hand costs"), 0, 200, o.joker_penalty, suffix=points
        )
        self.s40_ace_penalty = self._spin(
            form, self.tr("An ace left in hand costs"), 0, 200, o.ace_penalty, suffix=points
        )
        self.s40_lone_ace_penalty = self._spin(
            form,
            self.tr("An ace left alone in hand costs"),
            0,
            200,
            o.lone_ace_penalty,
            suffix=points,
        )
        self.s40_elimination = self._spin(
            form,
            self.tr("Out of the match above"),
            0,
            10000,
            o.elimination_threshold,
            step=10,
            suffix=self.tr(" points paid"),
        )
        return page

    def _cuatro_palos_page(self) -> QWidget:
        o = self._start_options[CUATRO_PALOS]
        assert isinstance(o, CuatroPalosOptions)
        page, form = self._form()
        self.cp_deck = self._choice(
            form, self.tr("Deck"), [(self.tr(t), d) for d, t in CP_DECK_LABELS.items()], o.deck
        )
        self.cp_direction = self._choice(
            form,
            self.tr("Direction of play"),
            [(self.tr(t), d) for d, t in CP_DIRECTION_LABELS.items()],
            o.direction,
        )
        self.cp_waste_wrap = self._check(
            form, self.tr("K and A adjacent on waste piles"), o.waste_wrap
        )
        self.cp_forced_play = self._check(
            form, self.tr("Must play a playable card (forced play)"), o.forced_play
        )
        self.cp_foundation_priority = self._check(
            form,
            self.tr("A card that fits a foundation must go there (foundation priority)"),
            o.foundation_priority,
        )
        self.cp_target = self._spin(
            form, self.tr("Match to"), 1, 10000, o.target_score, step=10, suffix=self.tr(" points")
        )
        # 0 is the special value "rules' formula" (stall_rounds None: 2T+2 turns per player).
        self.cp_stall = self._spin(
            form,
            self.tr("Stall cap"),
            0,
            MAX_STALL_ROUNDS,
            o.stall_rounds or 0,
            suffix=self.tr(" turns per player"),
            special=self.tr("rules' formula"),
        )
        return page

    # ------------------------------------------------------------------ behaviour
    def current_game(self) -> str:
        return str(self.game.currentData())

    def _game_changed(self) -> None:
        game = self.current_game()
        self.pages.setCurrentIndex(self._page_index[game])
        # setRange clamps a value outside the new game's range.
        self.players.setRange(*PLAYER_RANGES[game])
        self._clear_error()
        self._enable_levels()

    def _enable_levels(self) -> None:
        for seat, box in enumerate(self.levels, start=1):
            box.setEnabled(seat < self.players.value())

    def _clear_error(self) -> None:
        self.error.clear()
        self.error.hide()

    def options(self) -> GameOptionsT:
        """The options as the form stands (raises OptionError if the rules forbid them)."""
        game = self.current_game()
        if game == SCALA_40:
            return self._scala40_options()
        if game == CUATRO_PALOS:
            return self._cuatro_palos_options()
        return self._quita_y_pon_options()

    def _quita_y_pon_options(self) -> QuitaYPonOptions:
        start = self._start_options[QUITA_Y_PON]
        assert isinstance(start, QuitaYPonOptions)
        max_set = self.max_set.currentText()
        return dataclasses.replace(
            start,
            num_players=self.players.value(),
            max_set_size=None if max_set == "none" else int(max_set),
            run_wraparound=self.wrap.isChecked(),
            ace_both_ends=self.both_ends.isChecked(),
            must_play_if_able=self.must_play.currentText(),
            initial_meld_min_points=self.initial.value(),
            manipulate_before_initial_meld=self.manipulate.isChecked(),
            stock_end_trigger=self.stock_end.currentText(),
            hand_size=self.hand_size.value(),
            turn_time_limit_s=self.timer.value() or None,
            deals=self.deals.value() or None,
            target_score=self.target.value() or None,
        )

    def _scala40_options(self) -> Scala40Options:
        return Scala40Options(
            num_players=self.players.value(),
            jokers=self.s40_jokers.currentData(),
            hand_size=self.s40_hand_size.value(),
            opening_min=self.s40_opening_min.value(),
            opening_requires_quad_or_run=self.s40_quad_or_run.isChecked(),
            max_jokers_per_meld=self.s40_max_jokers.currentData(),
            layoff_on_opening_turn=self.s40_layoff_opening.isChecked(),
            close_in_hand_requires_min=self.s40_close_min.isChecked(),
            close_in_hand_multiplier=self.s40_multiplier.value(),
            forbid_discard_of_taken_card=self.s40_no_discard_taken.isChecked(),
            forbid_discard_that_lays_off=self.s40_no_discard_layoff.isChecked(),
            discard_taken_must_be_melded=self.s40_taken_melded.isChecked(),
            exchanged_joker_must_be_melded_same_turn=self.s40_joker_melded.isChecked(),
            forbid_joker_final_discard=self.s40_no_joker_last.isChecked(),
            no_close_first_round=self.s40_no_close_first.isChecked(),
            joker_penalty=self.s40_joker_penalty.value(),
            ace_penalty=self.s40_ace_penalty.value(),
            lone_ace_penalty=self.s40_lone_ace_penalty.value(),
            elimination_threshold=self.s40_elimination.value(),
        )

    def _cuatro_palos_options(self) -> CuatroPalosOptions:
        start = self._start_options[CUATRO_PALOS]
        assert isinstance(start, CuatroPalosOptions)
        return dataclasses.replace(
            start,
            num_players=self.players.value(),
            deck=str(self.cp_deck.currentData()),
            direction=str(self.cp_direction.currentData()),
            waste_wrap=self.cp_waste_wrap.isChecked(),
            forced_play=self.cp_forced_play.isChecked(),
            target_score=self.cp_target.value(),
            foundation_priority=self.cp_foundation_priority.isChecked(),
            stall_rounds=self.cp_stall.value() or None,
        )

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
