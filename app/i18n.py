"""The languages a person reads Tapete in, and their catalogues (QtCore only: the
window and the command line both use it; it knows no game).

Tapete speaks English (the source language), Spanish, Brazilian Portuguese and Italian.
The language is, first to last: `--lang` for one run (`tapete`, `tapete-cli`); the
environment variable TAPETE_LANG; the one chosen in View ▸ Language (remembered in the
settings); the system's (its first UI language Tapete speaks: `es_AR` reads Spanish,
`pt_PT` Brazilian Portuguese, since there is no European Portuguese catalogue); else
English.

`install(app, language)` loads Tapete's catalogue (resources/i18n/tapete_<language>.qm,
compiled from translations/*.ts; English has one for its plural forms) and Qt's own for
its standard dialogs (qtbase_<language>.qm, shipped with PySide6), and makes the language's
QLocale the default, so numbers and dates follow it. See translations/README.md for how
strings are marked.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from app import resource_path
from app.core.text import WordsError
from app.core.words import Words, fill

#: The languages Tapete speaks, each named in its own words (as the menu lists them).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "es": "Español",
    "pt_BR": "Português (Brasil)",
    "it": "Italiano",
}
SOURCE = "en"
#: A language's first part -> the catalogue that serves it.
_SERVES = {"en": "en", "es": "es", "pt": "pt_BR", "it": "it"}
#: Where View ▸ Language keeps its choice ("" or missing: the system's language).
SETTING = "language"
#: A language for every run, over the menu's choice and the system's (the tests set "en",
#: so that no verdict depends on the language of the machine they run on).
ENV = "TAPETE_LANG"


class UnknownLanguage(WordsError):
    """A language Tapete does not speak was asked for by name (`--lang`)."""


def served(name: str) -> str | None:
    """The catalogue serving a locale or language name ("es_AR", "pt-PT", "it", "C"), or
    None when Tapete does not speak it."""
    code = name.replace("-", "_").split(".")[0].split("@")[0]
    if code in LANGUAGES:
        return code
    return _SERVES.get(code.split("_")[0].lower())


def language_named(name: str) -> str:
    """The language asked for by `--lang`: any name `served` knows; UnknownLanguage with
    one line naming the choices otherwise."""
    code = served(name.strip())
    if code is None:
        raise UnknownLanguage(
            Words("Languages", "--lang {name}: Tapete speaks {codes} ({languages})").filled(
                name=repr(name), codes=", ".join(LANGUAGES), languages=", ".join(LANGUAGES.values())
            )
        )
    return code


def system_language(ui_languages: Iterable[str] | None = None) -> str:
    """The first of the system's UI languages that Tapete speaks, else English."""
    names = QLocale.system().uiLanguages() if ui_languages is None else ui_languages
    for name in names:
        code = served(name)
        if code is not None:
            return code
    return SOURCE


def chosen_language(settings: QSettings | None = None) -> str | None:
    """The language chosen in View ▸ Language, or None to follow the system's."""
    value = (settings or _settings()).value(SETTING, "")
    return served(value) if isinstance(value, str) and value else None


def choose_language(code: str | None, settings: QSettings | None = None) -> None:
    """Remember View ▸ Language's choice (None: follow the system's language)."""
    (settings or _settings()).setValue(SETTING, code or "")


def startup_language(asked: str | None = None, settings: QSettings | None = None) -> str:
    """The language of this run: `asked` (`--lang`, already checked), $TAPETE_LANG, the
    one chosen in View ▸ Language, or the system's."""
    return (
        asked or served(os.environ.get(ENV, "")) or chosen_language(settings) or system_language()
    )


def _settings() -> QSettings:
    """The program's settings (the window's own), with or without an application."""
    return QSettings("Tapete", "Tapete")


def catalogue(code: str) -> Path:
    return resource_path(f"i18n/tapete_{code}.qm")


def qt_catalogue_folder() -> str:
    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)


def install(app: QCoreApplication, code: str) -> list[str]:
    """Speak `code` from now on: load Tapete's catalogue and Qt's, make its locale the
    default. Returns what could not be loaded (file names), for the self-test to name;
    the program goes on in English where a catalogue is missing."""
    for old in (*getattr(app, "_tapete_translators", ()), *getattr(app, "_tapete_wording", ())):
        app.removeTranslator(old)
        old.deleteLater()
    translators: list[QTranslator] = []
    missing: list[str] = []
    if code != SOURCE:
        qt = QTranslator(app)
        if qt.load(f"qtbase_{code}", qt_catalogue_folder()):
            translators.append(qt)
        else:
            missing.append(f"qtbase_{code}.qm")
    # Installed last, Tapete's catalogue is searched first: where it names a key as the
    # keyboards print it (app/ui/controls.py's KEY_NAMES), Qt's own name gives way.
    ours = QTranslator(app)
    if ours.load(str(catalogue(code))):
        translators.append(ours)
    else:
        missing.insert(0, str(catalogue(code)))
    for translator in translators:
        app.installTranslator(translator)
    app._tapete_translators = translators
    # Installed after Tapete's catalogue, the game's wording is searched before it.
    app._tapete_wording = [_GameWording(app, ours)] if ours in translators else []
    for translator in app._tapete_wording:
        app.installTranslator(translator)  # kept alive as long as the application
    QLocale.setDefault(QLocale(code))
    global _current
    _current = code
    return missing


_current = SOURCE

#: The translation context of the wording of the game on the table (`use_wording`).
_wording = ""


def use_wording(context: str) -> None:
    """Word shared strings as the game on the table words them: each is looked up in
    its `context` first (a game's `GameInfo.wording`), then where it is shared; "" for
    the shared wording alone."""
    global _wording
    _wording = context


class _GameWording(QTranslator):
    """Searched before Tapete's catalogue: a shared string the game on the table words
    its own way (`use_wording`), from the same catalogue's entry in the game's context.
    None (a null string, not an empty one) lets the search go on to the shared entry."""

    def __init__(self, parent: QCoreApplication, catalogue: QTranslator) -> None:
        super().__init__(parent)
        self._catalogue = catalogue

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        if not _wording or context == _wording:
            return None
        return self._catalogue.translate(_wording, source, disambiguation, n) or None

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return False


#: The catalogue `say` reads while there is no application yet (`speak_early`).
_early: list[QTranslator] = []


def asked_language(argv: Iterable[str]) -> str | None:
    """The `--lang` of a command line, read before its parser is built (so that the
    parser's own words are in that language)."""
    args = list(argv)
    for i, arg in enumerate(args):
        if arg == "--":
            break
        if arg == "--lang" and i + 1 < len(args):
            return args[i + 1]
        if arg.startswith("--lang="):
            return arg.removeprefix("--lang=")
    return None


def speak_early(argv: Iterable[str]) -> None:
    """Before any application exists (a program reading its command line): `say` speaks
    the language of this run (`startup_language`, from `argv`'s `--lang`), or English
    where `--lang` names none, which the parser then refuses in English."""
    asked = asked_language(argv)
    try:
        code = startup_language(language_named(asked) if asked else None)
    except UnknownLanguage:
        code = SOURCE
    translator = QTranslator()
    _early[:] = [translator] if translator.load(str(catalogue(code))) else []


def current() -> str:
    """The language the interface speaks now (the last one installed; English before)."""
    return _current


def install_without_window(code: str) -> list[str]:
    """`install` for a tool with no window (`tapete-cli`): a QCoreApplication is made if
    there is none (no display is needed)."""
    app = QCoreApplication.instance() or QCoreApplication(["tapete-cli"])
    return install(app, code)


def say(words: Words | str) -> str:
    """`words` in the interface's language: its text translated in its context, then its
    named values filled in (each translated first when it is `Words` itself); a plain
    string is returned as it is."""
    if not isinstance(words, Words):
        return str(words)
    values: dict[str, Any] = {
        key: say(value) if isinstance(value, Words) else value
        for key, value in words.values.items()
    }
    count = -1 if words.count is None else words.count
    if _early and QCoreApplication.instance() is None:  # the command line, before the window
        text = _early[0].translate(words.context, words.text, None, count) or words.text
        return fill(text.replace("%n", str(count)) if count >= 0 else text, values)
    return fill(QCoreApplication.translate(words.context, words.text, None, count), values)
