"""View ▸ Language: the interface's language, chosen by the person and remembered.

The choice takes effect at the next start (the window's texts are made once), and the
menu says so. Choosing another language asks whether to start again now: the window then
closes as its close button does, saving the game in progress, and the program starts
again in the new language and continues that game without asking (app/ui/main.py).
"""

from __future__ import annotations

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from app import i18n
from app.ui.menu_action import menu_action


class LanguageMenu(QMenu):
    """The languages, each named in its own words, and "the system's language"."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(self.tr("&Language (from the next start)"), window)
        self.window_ = window
        self.setObjectName("language_menu")
        self.group = QActionGroup(self)
        self.actions_by_code: dict[str | None, QAction] = {}
        chosen = i18n.chosen_language()
        system = i18n.LANGUAGES[i18n.system_language()]
        entries = [(None, self.tr("System language ({language})").format(language=system))]
        entries += list(i18n.LANGUAGES.items())
        for code, label in entries:
            action = menu_action(label, self)
            action.setCheckable(True)
            action.setChecked(code == chosen)
            action.setData(code or "")
            action.triggered.connect(lambda checked=False, c=code: self.choose(c))
            self.group.addAction(action)
            self.addAction(action)
            self.actions_by_code[code] = action

    def choose(self, code: str | None) -> None:
        """Remember `code` (None: the system's language) and, if that changes the
        language spoken, offer to start again now."""
        i18n.choose_language(code)
        self.actions_by_code[code].setChecked(True)
        language = code or i18n.system_language()
        if language == i18n.current():
            return
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(
            self.window_,
            self.tr("Language"),
            self.tr(
                "Tapete will speak {language} from its next start. Start again now? The "
                "game in progress is kept and goes on."
            ).format(language=i18n.LANGUAGES[language]),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.window_.restart_asked = True
            self.window_.close_soon()
