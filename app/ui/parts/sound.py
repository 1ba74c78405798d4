"""Sound (View ▸ Sound): the current game's sound effects, none while the table shows a
past point of the deal. The device opens lazily (`app.ui.sound.Sound`)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from app.ui.controller_base import GameController
from app.ui.shell.port import MenuEntry, Part, TablePort
from app.ui.sound import Sound, miniaudio_output


class SoundPart(Part):
    NAME = "sound"
    ENTRIES = (
        MenuEntry(
            "view", "sound", QT_TRANSLATE_NOOP("MainWindow", "S&ound"), "set_on",
            checkable=True, checked="chosen", after="four_colour",
        ),
    )  # fmt: skip

    def __init__(self, port: TablePort) -> None:
        super().__init__(port)
        # Screenshots and the self-test (no storage) make no sound either.
        self.sound = Sound(port.prefs, self, miniaudio_output if port.storage else None)
        port.later(self.sound.start)  # the device is looked for after the first frame

    def chosen(self) -> bool:
        return self.sound.chosen

    def set_on(self, on: bool) -> None:
        self.sound.set_on(on)  # the person's choice only

    def entries_built(self) -> None:
        action = self.actions["sound"]
        self.sound.probed.connect(lambda: action.setChecked(self.sound.chosen))

    def built(self, controller: GameController) -> None:
        controller.cue.connect(self._on_cue)

    def _on_cue(self, effect: str) -> None:
        if self.sender() is self.port.controller() and not self.port.showing_past():
            self.sound.play(effect)

    def closing(self) -> None:
        self.sound.close()
