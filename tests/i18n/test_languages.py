"""Which language a person reads, how it is chosen, and that each one loads."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings

from app import i18n
from app.core.words import Words
from app.games.registry import GAME_IDS
from app.ui.main import restart_command


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("es", "es"),
        ("es_AR", "es"),
        ("es-Latn-AR", "es"),
        ("es_ES.UTF-8", "es"),
        ("pt_BR", "pt_BR"),
        ("pt-BR", "pt_BR"),
        ("pt_PT", "pt_BR"),  # no European Portuguese catalogue: the Brazilian one
        ("pt", "pt_BR"),
        ("it_CH", "it"),
        ("en_GB", "en"),
        ("fr_FR", None),
        ("C", None),
        ("", None),
    ],
)
def test_a_locale_is_served_by_its_language_or_by_none(name: str, code: str | None) -> None:
    assert i18n.served(name) == code


def test_the_system_language_is_its_first_one_tapete_speaks() -> None:
    assert i18n.system_language(["es-AR", "es"]) == "es"
    assert i18n.system_language(["fr-FR", "fr", "it-IT", "it"]) == "it"
    assert i18n.system_language(["pt-PT"]) == "pt_BR"
    assert i18n.system_language(["de-DE", "C"]) == "en"
    assert i18n.system_language([]) == "en"


def test_an_unknown_language_is_named_with_the_choices() -> None:
    assert i18n.language_named("pt") == "pt_BR"
    with pytest.raises(i18n.UnknownLanguage) as caught:
        i18n.language_named("fr")
    assert str(caught.value) == (
        "--lang 'fr': Tapete speaks en, es, pt_BR, it "
        "(English, Español, Português (Brasil), Italiano)"
    )


def test_the_order_of_choice(tmp_path, monkeypatch) -> None:
    """--lang, then TAPETE_LANG, then View > Language's choice, then the system's."""
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    monkeypatch.delenv(i18n.ENV, raising=False)
    monkeypatch.setattr(i18n, "system_language", lambda: "it")
    assert i18n.startup_language(None, settings) == "it"
    i18n.choose_language("es", settings)
    assert i18n.chosen_language(settings) == "es"
    assert i18n.startup_language(None, settings) == "es"
    monkeypatch.setenv(i18n.ENV, "pt_BR")
    assert i18n.startup_language(None, settings) == "pt_BR"
    assert i18n.startup_language("en", settings) == "en"
    monkeypatch.delenv(i18n.ENV)
    i18n.choose_language(None, settings)  # back to the system's
    assert i18n.chosen_language(settings) is None
    assert i18n.startup_language(None, settings) == "it"
    settings.setValue(i18n.SETTING, "klingon")  # a damaged setting is no choice
    assert i18n.startup_language(None, settings) == "it"


@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
def test_each_language_loads_with_qts_own_and_its_locale(qapp, code: str) -> None:
    try:
        assert i18n.install(qapp, code) == []
        assert QLocale().name().startswith(code.split("_")[0])
        if code != "en":  # Qt's standard buttons speak it too
            assert QCoreApplication.translate("QPlatformTheme", "Cancel") != "Cancel"
    finally:
        i18n.install(qapp, "en")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


def test_words_are_said_in_the_language(qapp) -> None:
    from PySide6.QtCore import QTranslator

    class Marked(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            return {"Storage": "«{what}» no se puede guardar"}.get(context)

    marked = Marked()
    qapp.installTranslator(marked)
    try:
        words = Words("Storage", "{what} cannot be saved").filled(what="x")
        assert str(words) == "x cannot be saved"
        assert i18n.say(words) == "«x» no se puede guardar"
        assert i18n.say("plain") == "plain"
    finally:
        qapp.removeTranslator(marked)


def test_a_restart_is_the_same_command_without_the_lang_of_one_run() -> None:
    argv = ["/usr/bin/python3", "-X", "utf8", "/venv/bin/tapete", "--lang", "es", "--game",
            "buraco", "--lang=it", "--size", "1366x768"]  # fmt: skip
    assert restart_command(argv, "/usr/bin/python3") == [
        "/usr/bin/python3", "-X", "utf8", "/venv/bin/tapete", "--game", "buraco", "--size",
        "1366x768",
    ]  # fmt: skip
    frozen = ["/opt/tapete/tapete", "--lang", "pt_BR"]
    assert restart_command(frozen, "/opt/tapete/tapete") == ["/opt/tapete/tapete"]


@pytest.mark.parametrize("program", ["app.ui.main", "app.cli.main"])
def test_an_unknown_lang_is_one_line_and_status_2(program: str) -> None:
    extra = [] if program == "app.ui.main" else ["stats"]
    done = subprocess.run(
        [sys.executable, "-m", program, "--lang", "xx", *extra],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "--lang" in lines[0] and "en, es, pt_BR, it" in lines[0], lines


@pytest.mark.parametrize(
    ("code", "refusal", "help_text"),
    [
        ("es", "el ancho y el alto deben ir de 1 a", "semilla del reparto"),
        ("pt_BR", "a largura e a altura devem ir de 1 a", "semente da distribuição"),
        ("it", "larghezza e altezza devono andare da 1 a", "seed della distribuzione"),
        ("en", "width and height must be from 1 to", "deal seed"),
    ],
)
def test_tapetes_own_command_line_speaks_the_language(code, refusal, help_text) -> None:
    """`tapete`'s refusals and help, read before any window exists, are in the language
    of the run."""
    env = {k: v for k, v in os.environ.items() if k != "TAPETE_LANG"}
    run = [sys.executable, "-m", "app.ui.main", "--lang", code]
    refused = subprocess.run(
        [*run, "--size", "0x600"], capture_output=True, text=True, timeout=120, env=env
    )
    assert refused.returncode == 2
    lines = refused.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("tapete: error: "), lines
    assert refusal in lines[0], lines
    helped = subprocess.run([*run, "--help"], capture_output=True, text=True, timeout=120, env=env)
    assert helped.returncode == 0 and help_text in helped.stdout, helped.stdout


PERSON = {"es": "Tú", "pt_BR": "Você", "it": "Tu"}


@pytest.mark.parametrize("code", ["es", "pt_BR", "it"])
@pytest.mark.parametrize("game", GAME_IDS)
def test_each_game_speaks_the_language_at_the_table(qtbot, qapp, code: str, game: str) -> None:
    """The person's seat, the status line and the commands of every game are in the
    language (its catalogue loaded as the program loads it)."""
    english = _table_words(qtbot, game)
    try:
        assert i18n.install(qapp, code) == []
        words = _table_words(qtbot, game)
    finally:
        i18n.install(qapp, "en")
    assert words["person"] == PERSON[code] and english["person"] == "You"
    assert words["status"] != english["status"]
    assert words["commands"] != english["commands"]


def _table_words(qtbot, game: str) -> dict[str, object]:
    from app.ui.main_window import MainWindow
    from app.ui.new_game import NewGameSettings

    window = MainWindow(NewGameSettings(game=game, pace_ms=0, seed=2), storage=False)
    window.setProperty("quiet", True)
    qtbot.addWidget(window)
    window.start()
    controller = window.controller
    words = {
        "person": controller.seats[controller.person].name,
        "status": controller.status_text(),
        "commands": [button.text() for button in window.commands.buttons.values()],
    }
    controller.shutdown()
    return words
