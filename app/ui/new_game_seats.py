"""The New-game dialog's seats: the Players box, a bot level box per opponent named by
the seat's place at the table, the levels explained under them, and the person's choice
of a practice table. Pieces the dialog holds (`NewGameDialog.seats`); their words are
the dialog's (context "NewGameDialog")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QSpinBox

from app.core.bots import LEVEL_LABELS
from app.core.seats import solo
from app.core.words import QT_TRANSLATE_NOOP
from app.games.registry import find_game, most_players
from app.table.layout import seat_sides

# One level box per possible opponent (5 for a 6-player Cuatro Palos table); the dialog
# enables as many as the chosen player count needs.
MAX_OPPONENTS = most_players() - 1

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


def practice_row(form: QFormLayout, checked: bool) -> tuple[QCheckBox, QLabel]:
    """The person's choice of a practice table, and the line beside it that says what
    one is, added to `form`."""
    practice = QCheckBox(QCoreApplication.translate("NewGameDialog", "&Practice table"))
    practice.setObjectName("practice")
    practice.setChecked(checked)
    practice.setToolTip(
        QCoreApplication.translate(
            "NewGameDialog",
            "Take back any of your moves, show every hand, let the hard bot play a turn "
            "for you. Practice results are kept apart in Statistics.",
        )
    )
    note = QLabel(
        QCoreApplication.translate(
            "NewGameDialog", "Take back any move, see every hand, get help: results kept apart."
        )
    )
    note.setTextFormat(Qt.TextFormat.PlainText)
    note.setWordWrap(True)
    note.setStyleSheet("color: palette(placeholder-text);")
    form.addRow(practice, note)
    return practice, note


def seat_teams(game: str, players: int, read: Callable[[], Any]) -> tuple[int, ...]:
    """Each seat's team as the options `read` says (everyone alone where they say none;
    the game's usual teams where the rules forbid them)."""
    try:
        teams = getattr(read(), "seat_teams", None)
    except ValueError:  # options the rules forbid: the game's usual teams
        teams = None
    if teams is None or len(teams) != players:
        try:
            teams = find_game(game).teams(players)
        except ValueError:
            teams = solo(players)
    return tuple(teams)


class SeatRows:
    """A level box per possible opponent, each row labelled by the seat's role at the
    table (`labels`), and the line under them that explains the game's levels (`notes`).
    The rows go into the dialog's `form`, which shows only the seats played."""

    def __init__(self, form: QFormLayout, levels: tuple[str, ...], chosen: tuple[str, ...]):
        self.form = form
        self.boxes: list[QComboBox] = []
        #: Each level box's row label: the seat by its role ("Partner").
        self.labels: list[QLabel] = []
        for seat in range(1, MAX_OPPONENTS + 1):
            box = QComboBox()
            offer_levels(box, levels, chosen[(seat - 1) % len(chosen)])
            self.boxes.append(box)
            self.labels.append(QLabel())
            form.addRow(self.labels[-1], box)
        #: The levels in one line each, under the seats.
        self.notes = QLabel()
        self.notes.setTextFormat(Qt.TextFormat.PlainText)
        self.notes.setWordWrap(True)
        self.notes.setStyleSheet("color: palette(placeholder-text);")
        self._note_levels(levels)
        form.addRow(self.notes)

    def offer(self, levels: tuple[str, ...]) -> None:
        """Each level box offers the game's levels only, keeping its choice if offered."""
        for box in self.boxes:
            offer_levels(box, levels, str(box.currentData()))
        self._note_levels(levels)

    def _note_levels(self, levels: tuple[str, ...]) -> None:
        """The line under the seats: each level the game offers, in a sentence."""
        notes = [
            QCoreApplication.translate("NewGameDialog", LEVEL_NOTES[level])
            for level in levels
            if level in LEVEL_NOTES
        ]
        self.notes.setText("\n".join(notes))

    def enable(self, players: int) -> None:
        """The rows of the seats played shown and enabled, the others hidden."""
        for seat, box in enumerate(self.boxes, start=1):
            box.setEnabled(seat < players)
            self.form.setRowVisible(box, seat < players)  # only seats played

    def chosen(self, players: int) -> tuple[str, ...]:
        """The level of each bot seat played."""
        return tuple(str(box.currentData()) for box in self.boxes[: players - 1])

    def name(self, players: int, teams: tuple[int, ...]) -> None:
        """Each seat's row by its role at the table, as the table seats it: the partner
        opposite, the opponents on the left and right ("Opponent 3" for a seat beyond)."""
        sides = seat_sides(players)
        partners = [s for s in range(1, players) if teams[s] == teams[0]]
        tops = [s for s in range(1, players) if sides[s][0] == "top"]
        for seat, label in enumerate(self.labels, start=1):
            if seat >= players:
                label.setText(
                    QCoreApplication.translate("NewGameDialog", "Opponent {n}").format(n=seat)
                )
                continue
            side = sides[seat][0]
            if seat in partners:
                text = (
                    QCoreApplication.translate("NewGameDialog", "Partner")
                    if len(partners) == 1
                    else QCoreApplication.translate("NewGameDialog", "Partner {n}").format(
                        n=partners.index(seat) + 1
                    )
                )
            elif side == "left":
                text = QCoreApplication.translate("NewGameDialog", "Left opponent")
            elif side == "right":
                text = QCoreApplication.translate("NewGameDialog", "Right opponent")
            elif len(tops) == 1:
                text = QCoreApplication.translate("NewGameDialog", "Opposite opponent")
            else:
                text = QCoreApplication.translate("NewGameDialog", "Opponent {n}").format(n=seat)
            label.setText(text)
