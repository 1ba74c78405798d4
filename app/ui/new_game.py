"""The New-game dialog: players, a bot level per seat, the game's options, a seed."""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass, field

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
)

from app.core.bots import LEVELS
from app.games.quita_y_pon.rules import MUST_PLAY_VALUES, STOCK_END_VALUES, QuitaYPonOptions


@dataclass
class NewGameSettings:
    options: QuitaYPonOptions = field(default_factory=QuitaYPonOptions)
    levels: tuple[str, ...] = ("normal", "normal", "normal")
    seed: int | str = field(default_factory=lambda: random.randrange(1, 10**6))
    pace_ms: int = 700


class NewGameDialog(QDialog):
    def __init__(self, current: NewGameSettings, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        form = QFormLayout()
        self.game = QComboBox()
        self.game.addItem("Quita y Pon")
        form.addRow(self.tr("Game"), self.game)
        self.players = QSpinBox()
        self.players.setRange(2, 4)
        self.players.setValue(current.options.num_players)
        form.addRow(self.tr("Players"), self.players)
        self.levels: list[QComboBox] = []
        for seat in range(1, 4):
            box = QComboBox()
            box.addItems(list(LEVELS))
            box.setCurrentText(current.levels[(seat - 1) % len(current.levels)])
            self.levels.append(box)
            form.addRow(self.tr("Opponent {n}").format(n=seat), box)
        self.players.valueChanged.connect(self._enable_levels)
        o = current.options
        self.max_set = QComboBox()
        self.max_set.addItems(["none", "4", "5", "6", "7", "8"])
        self.max_set.setCurrentText("none" if o.max_set_size is None else str(o.max_set_size))
        form.addRow(self.tr("Largest set"), self.max_set)
        self.wrap = QCheckBox(self.tr("Runs may turn the corner (K-A-2)"))
        self.wrap.setChecked(o.run_wraparound)
        form.addRow("", self.wrap)
        self.both_ends = QCheckBox(self.tr("An ace may sit at both ends of a run"))
        self.both_ends.setChecked(o.ace_both_ends)
        form.addRow("", self.both_ends)
        self.must_play = QComboBox()
        self.must_play.addItems(list(MUST_PLAY_VALUES))
        self.must_play.setCurrentText(o.must_play_if_able)
        form.addRow(self.tr("Must play when able"), self.must_play)
        self.initial = QSpinBox()
        self.initial.setRange(0, 100)
        self.initial.setValue(o.initial_meld_min_points)
        form.addRow(self.tr("First play worth at least"), self.initial)
        self.manipulate = QCheckBox(self.tr("Rearrange the table before your first play"))
        self.manipulate.setChecked(o.manipulate_before_initial_meld)
        form.addRow("", self.manipulate)
        self.stock_end = QComboBox()
        self.stock_end.addItems(list(STOCK_END_VALUES))
        self.stock_end.setCurrentText(o.stock_end_trigger)
        form.addRow(self.tr("The deal ends"), self.stock_end)
        self.hand_size = QSpinBox()
        self.hand_size.setRange(5, 20)
        self.hand_size.setValue(o.hand_size)
        form.addRow(self.tr("Cards dealt"), self.hand_size)
        self.timer = QSpinBox()
        self.timer.setRange(0, 600)
        self.timer.setSpecialValueText(self.tr("no timer"))
        self.timer.setSuffix(" s")
        self.timer.setValue(o.turn_time_limit_s or 0)
        form.addRow(self.tr("Turn timer"), self.timer)
        self.deals = QSpinBox()
        self.deals.setRange(0, 50)
        self.deals.setSpecialValueText(self.tr("one deal"))
        self.deals.setValue(o.deals or 0)
        form.addRow(self.tr("Deals in the match"), self.deals)
        self.target = QSpinBox()
        self.target.setRange(0, 10000)
        self.target.setSingleStep(50)
        self.target.setSpecialValueText(self.tr("none"))
        self.target.setValue(o.target_score or 0)
        form.addRow(self.tr("Play to a score of"), self.target)
        self.pace = QSpinBox()
        self.pace.setRange(0, 5000)
        self.pace.setSingleStep(100)
        self.pace.setSuffix(" ms")
        self.pace.setValue(current.pace_ms)
        form.addRow(self.tr("Bot pace"), self.pace)
        self.seed = QLineEdit(str(current.seed))
        self.seed.setPlaceholderText(self.tr("random"))
        form.addRow(self.tr("Seed (optional)"), self.seed)
        self._current = current
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, parent=self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self._enable_levels()

    def _enable_levels(self) -> None:
        for seat, box in enumerate(self.levels, start=1):
            box.setEnabled(seat < self.players.value())

    def settings(self) -> NewGameSettings:
        max_set = self.max_set.currentText()
        options = dataclasses.replace(
            self._current.options,
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
        text = self.seed.text().strip()
        seed: int | str = (
            (int(text) if text.isdigit() else text) if text else random.randrange(1, 10**6)
        )
        levels = tuple(box.currentText() for box in self.levels[: options.num_players - 1])
        return NewGameSettings(options, levels, seed, self.pace.value())
