"""The rules help read from resources/rules/GAME/LANG.html: the words are those of the texts
the Help showed before they became files, one language can be served with English as the
fallback, and a missing or unreadable file is a sentence in the Help window."""

from __future__ import annotations

import hashlib
import re
import shutil
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QDialog, QTextBrowser

import app
from app.games.registry import GAME_IDS, GAMES
from app.ui.help_text import (
    GAMES_WITH_RULES,
    LANGUAGES,
    RulesDialog,
    rules_html,
    rules_languages,
    rules_page,
    unreadable_rules,
)
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameSettings
from tests.house import house

RESOURCES = Path(app.__file__).parent.parent / "resources"

GAME_PARAMS = pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)


def words(html: str) -> str:
    document = QTextDocument()
    document.setHtml(html)
    return " ".join(document.toPlainText().split())


def test_every_game_has_its_rules() -> None:
    assert tuple(g.rules for g in GAMES) == GAMES_WITH_RULES


@GAME_PARAMS
def test_the_words_of_the_rules_did_not_change_in_the_move_to_files(qapp, game) -> None:
    """sha256 of the words the Help shows (the plain text of the page, whitespace folded):
    for the first three games, the words it showed when the rules were Python strings
    (moving them into files changed none). A deliberate change to a rules text updates
    the game's `RULES_DIGEST` (tests/games/<package>/house.py)."""
    digest = hashlib.sha256(words(rules_html(game.rules)).encode()).hexdigest()
    assert digest == house(game, "RULES_DIGEST"), (
        f"{game.id}: its Help page's words have digest {digest}; a deliberate change to its "
        "rules text puts it in RULES_DIGEST of its house.py"
    )


@GAME_PARAMS
def test_each_language_is_a_page_of_its_own_with_the_title(qapp, game) -> None:
    languages = list(house(game, "RULES_LANGUAGES"))
    assert languages == ["es", "pt_BR", "it", "en"]  # every game in the four languages
    name, rules = game.name, game.rules
    assert rules_languages(rules) == languages
    spanish, english = rules_html(rules, "es"), rules_html(rules, "en")
    title = re.match(r"<h2>(.*?)</h2>\n", spanish).group(1)
    # The title is the game's name, or its full name (Buraco Cerrado Sucio).
    assert english.startswith(f"<h2>{title}</h2>\n") and title.startswith(name)

    def own_body(code: str) -> str:  # a translation's title may be its own (Cerrado Sujo)
        page = rules_html(rules, code)
        own = re.match(r"<h2>(.*?)</h2>\n", page).group(1)
        assert own.startswith(name)
        return words(page).removeprefix(own + " ")

    # The combined page is the title, then each language's page below its name.
    more = "".join(f" {LANGUAGES[code]} {own_body(code)}" for code in languages)
    assert words(rules_html(rules)) == f"{title}{more}"


@GAME_PARAMS
@pytest.mark.parametrize("language", ["es", "pt_BR", "it", "en"])
def test_help_shows_one_language_and_links_to_the_others(qapp, game, language) -> None:
    page = rules_page(game.rules, language)
    links = re.findall(r'<a href="rules-language:([A-Za-z_]+)">([^<]+)</a>', page)
    others = [code for code in rules_languages(game.rules) if code != language]
    assert links == [(code, LANGUAGES[code]) for code in others]
    assert page.endswith(rules_html(game.rules, language))
    assert page.count("<h2>") == 1


def test_the_rules_dialog_follows_a_link_to_another_language(qtbot) -> None:
    dialog = RulesDialog("scala-40", "Rules of Scala 40", "it")
    qtbot.addWidget(dialog)
    assert dialog.language == "it" and "Scala 40" in dialog.text.toPlainText()
    dialog.text.anchorClicked.emit(QUrl("rules-language:es"))
    assert dialog.language == "es"
    assert "Se juega con dos barajas" in dialog.text.toPlainText()
    dialog.show_language("fr")  # a language without a page: the English one
    assert dialog.language == "en"
    assert "Played with two 52-card French decks" in dialog.text.toPlainText()


def test_a_language_without_its_file_falls_back_to_english(qapp) -> None:
    assert rules_html("scala-40", "fr") == rules_html("scala-40", "en")
    assert rules_page("scala-40", "fr") == rules_page("scala-40", "en")
    assert "Played with two 52-card French decks" in rules_html("scala-40", "en")
    assert "Se juega con dos barajas" in rules_html("scala-40", "es")


@pytest.fixture
def bundle(tmp_path, monkeypatch) -> Path:
    """The rules of a frozen bundle, copied from the checkout, that a test may damage."""
    shutil.copytree(RESOURCES / "rules", tmp_path / "resources" / "rules")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    return tmp_path / "resources" / "rules"


def test_a_new_translation_is_one_more_file(bundle, qapp) -> None:
    (bundle / "cuatro-palos" / "de.html").write_text(
        "<h2>Cuatro Palos</h2>\n<p>Eine Wettkampf-Patience.</p>\n", encoding="utf-8"
    )
    assert rules_languages("cuatro-palos") == ["es", "pt_BR", "it", "en", "de"]
    assert rules_html("cuatro-palos", "de").endswith("<p>Eine Wettkampf-Patience.</p>\n")
    assert '<a href="rules-language:de">de</a>' in rules_page("cuatro-palos", "es")
    text = words(rules_html("cuatro-palos"))
    assert text.index("Español") < text.index("English") < text.index("de Eine")
    assert text.endswith("de Eine Wettkampf-Patience.")


def test_a_missing_file_is_a_sentence_naming_it(bundle, qapp) -> None:
    (bundle / "quita-y-pon" / "es.html").unlink()
    text = words(rules_html("quita-y-pon"))
    missing = bundle / "quita-y-pon" / "es.html"
    assert text.startswith(
        f"Quita y Pon The rules cannot be shown: the file {missing} is missing or cannot be read."
    )
    assert "English Played with two French decks" in text  # the English page still shows
    assert unreadable_rules("quita-y-pon") == ["rules/quita-y-pon/es.html"]
    assert "the file" in words(rules_page("quita-y-pon", "es"))
    assert unreadable_rules("scala-40") == []


def test_an_unreadable_or_empty_file_is_a_sentence_too(bundle, qapp) -> None:
    (bundle / "scala-40" / "en.html").write_bytes(b"<h2>Scala 40</h2>\n<p>\xe9t\xe9</p>")
    (bundle / "cuatro-palos" / "es.html").write_text("  \n")
    (bundle / "cuatro-palos" / "en.html").unlink()
    (bundle / "cuatro-palos" / "en.html").mkdir()  # a folder where the file should be
    assert "the file" in words(rules_html("scala-40", "en"))
    assert "cannot be read" in words(rules_html("scala-40"))
    assert unreadable_rules("scala-40") == ["rules/scala-40/en.html"]
    assert unreadable_rules("cuatro-palos") == [
        "rules/cuatro-palos/es.html",
        "rules/cuatro-palos/en.html",
    ]  # the Portuguese and Italian pages are there
    assert words(rules_html("cuatro-palos")).count("cannot be shown") == 2


def test_a_game_without_its_rules_folder_is_named(bundle, qapp) -> None:
    shutil.rmtree(bundle / "scala-40")
    assert unreadable_rules("scala-40") == [
        f"rules/scala-40/{code}.html" for code in ("es", "pt_BR", "it", "en")
    ]
    assert words(rules_html("scala-40", "pt_BR")) == (
        f"The rules cannot be shown: the file {bundle / 'scala-40' / 'pt_BR.html'} "
        "is missing or cannot be read."
    )


def test_the_help_window_shows_the_sentence_not_a_traceback(bundle, qtbot, monkeypatch) -> None:
    shutil.rmtree(bundle / "quita-y-pon")
    shown: list[QDialog] = []
    monkeypatch.setattr(QDialog, "exec", lambda dialog: shown.append(dialog) or 0)
    window = MainWindow(NewGameSettings(pace_ms=0), storage=False)
    window.setProperty("quiet", True)
    qtbot.addWidget(window)
    window.menus.show_rules()
    (dialog,) = shown
    assert dialog.windowTitle() == "Rules of Quita y Pon"
    text = " ".join(dialog.findChild(QTextBrowser).toPlainText().split())
    assert text.count("The rules cannot be shown: the file ") == 1  # the English page
    assert str(bundle / "quita-y-pon" / "en.html") in text
    window.controller.shutdown()


# ------------------------------------------------------------ How the computer plays

COMPUTER = RESOURCES / "help" / "computer"


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_how_the_computer_plays_is_written_in_every_language_and_names_real_tests(
    language,
) -> None:
    from app.ui.help_text import COMPUTER_PAGE, language_page, unreadable_pages

    assert unreadable_pages(COMPUTER_PAGE) == []
    text = (COMPUTER / f"{language}.html").read_text(encoding="utf-8")
    assert text.startswith("<h2>") and text.count("<h2>") == 1
    page = language_page(COMPUTER_PAGE, language)
    assert page.endswith(text)
    # links to the three other languages
    assert page.count('<a href="rules-language:') == len(LANGUAGES) - 1
    # every test the page names exists, and the points each language makes are the same
    named = re.findall(r"<code>(tests/[\w/]+\.py)</code>", text)
    assert named == [
        "tests/ai/test_bots_see_only_their_view.py",
        "tests/ui/test_privacy.py",
        "tests/ui/test_score_table.py",
        "tests/session/test_bots_version.py",
    ]
    root = RESOURCES.parent
    assert all((root / path).is_file() for path in named), named
    assert text.count("<p>") == 7


def test_help_opens_how_the_computer_plays_in_the_interfaces_language(qtbot, monkeypatch):
    from app import i18n

    shown: list[QDialog] = []
    monkeypatch.setattr(QDialog, "exec", lambda dialog: shown.append(dialog) or 0)
    monkeypatch.setattr(i18n, "current", lambda: "pt_BR")
    window = MainWindow(NewGameSettings(pace_ms=0), storage=False)
    window.setProperty("quiet", True)
    qtbot.addWidget(window)
    entries = [a.text() for a in window.menuBar().actions()[-1].menu().actions()]
    assert entries == ["&Rules of Quita y Pon", "&Controls", "How the co&mputer plays",
                       "&About Tapete"]  # fmt: skip
    window.menus.computer_action.trigger()
    (dialog,) = shown
    assert dialog.windowTitle() == "How the computer plays"
    assert dialog.language == "pt_BR"
    assert "Eles só veem o que o seu lugar vê." in dialog.text.toPlainText()
    dialog.text.anchorClicked.emit(QUrl("rules-language:it"))
    assert "Vedono solo ciò che vede il loro posto." in dialog.text.toPlainText()
    window.controller.shutdown()
