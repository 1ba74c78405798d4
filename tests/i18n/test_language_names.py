"""Language names as people type them (any case, "-" or "_", spaces around), `--lang`
read off a command line before its parser exists, and counts — zero included — said in
the language of the run before any application exists (app/i18n.py)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QCoreApplication

from app import i18n
from app.core.words import Words
from app.games.canasta.narration import TOOK_PILE


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("ES", "es"),
        ("Es", "es"),
        ("ES_ar", "es"),
        ("Pt_br", "pt_BR"),
        ("PT-BR", "pt_BR"),
        ("pt-br", "pt_BR"),
        ("pt-BR", "pt_BR"),
        ("PT", "pt_BR"),
        ("IT", "it"),
        ("It-ch", "it"),
        ("EN", "en"),
        ("En_US.UTF-8", "en"),
        ("de@euro", None),
        ("FR", None),
        ("esperanto", None),
    ],
)
def test_a_language_is_named_in_any_case(name: str, code: str | None) -> None:
    assert i18n.served(name) == code
    if code is None:
        with pytest.raises(i18n.UnknownLanguage):
            i18n.language_named(name)
    else:
        assert i18n.language_named(name) == code
        assert i18n.language_named(f"  {name} ") == code  # spaces around a --lang value


@pytest.mark.parametrize(
    ("argv", "asked"),
    [
        (["--lang", "ES"], "ES"),
        (["play", "--game", "buraco", "--lang", "pt-BR"], "pt-BR"),
        (["--lang=Pt_br"], "Pt_br"),
        (["play", "--lang=it", "--lang", "es"], "it"),  # the first one
        (["--lang"], None),  # no value: the parser says so
        (["play", "--", "--lang", "es"], None),  # after "--" it is an argument
        (["--language", "es"], None),
        (["play", "--seed", "4"], None),
    ],
)
def test_lang_is_read_before_the_parser(argv: list[str], asked: str | None) -> None:
    assert i18n.asked_language(argv) == asked


@pytest.fixture
def early(monkeypatch: pytest.MonkeyPatch):
    """`say` as a command line speaks before its application exists: whatever
    application the test run has made, app/i18n.py sees none."""
    monkeypatch.setattr(i18n, "_early", [])
    monkeypatch.setattr(
        i18n,
        "QCoreApplication",
        SimpleNamespace(instance=lambda: None, translate=QCoreApplication.translate),
    )
    monkeypatch.setenv(i18n.ENV, "en")
    return i18n


ENGLISH = ["(0 cards)", "(1 card)", "(2 cards)"]


@pytest.mark.parametrize(
    ("argv", "start", "counted"),
    [
        (["--lang", "ES"], "Ana tomó ", ["(0 cartas)", "(1 carta)", "(2 cartas)"]),
        (["--lang=Pt_br"], "Ana pegou ", ["(0 carta", "(1 carta", "(2 cartas)"]),
        ([], "Ana took the pile ", ENGLISH),
        # A language Tapete does not speak: English, which the parser then refuses in.
        (["--lang", "fr"], "Ana took the pile ", ENGLISH),
    ],
)
def test_counts_zero_included_before_the_application_exists(early, argv, start, counted) -> None:
    early.speak_early(argv)
    assert early._early, "no catalogue loaded"
    for n, count in enumerate(counted):
        said = early.say(TOOK_PILE.theirs.counting(n).filled(name="Ana", card="7♣"))
        assert said.startswith(start) and count in said and said.endswith(" 7♣."), said


def test_words_without_a_count_and_plain_strings_before_the_application(early) -> None:
    early.speak_early(["--lang", "es"])
    inner = Words("Hints", "a canasta")
    words = Words("Hints", "take the pile with {cards}: it completes {book} and brings %n card(s)")
    said = early.say(words.filled(cards="5♥ 5♣", book=inner).counting(3))
    assert "5♥ 5♣" in said and "3" in said and "%n" not in said and "{" not in said
    assert said.startswith("toma")
    # No count: the text is kept as it is ("%n" is none of its business).
    plain = Words("Languages", "--lang {name}: Tapete speaks {codes} ({languages})")
    said = early.say(plain.filled(name="'x'", codes="en", languages="English"))
    assert said.startswith("--lang 'x': Tapete ") and said.endswith(" en (English)")
    assert "speaks" not in said
    assert early.say("as it is") == "as it is"


def test_counts_zero_included_once_the_application_exists(qapp) -> None:
    try:
        assert i18n.install(qapp, i18n.language_named("ES")) == []
        assert i18n.current() == "es"
        for n, count in enumerate(["(0 cartas)", "(1 carta)", "(2 cartas)"]):
            said = i18n.say(TOOK_PILE.theirs.counting(n).filled(name="Ana", card="7♣"))
            assert said.startswith("Ana tomó ") and count in said, said
        # Installing again replaces the catalogues, it does not stack them.
        assert i18n.install(qapp, "it") == []
        assert len(qapp._tapete_translators) == 2  # Tapete's and Qt's own
    finally:
        assert i18n.install(qapp, "en") == []
    assert len(qapp._tapete_translators) == 1 and i18n.current() == "en"
    said = i18n.say(TOOK_PILE.theirs.counting(0).filled(name="Ana", card="7♣"))
    assert said == "Ana took the pile (0 cards), melding 7♣."


def test_a_language_with_no_catalogue_is_named_for_the_self_test(qapp) -> None:
    try:
        assert i18n.install(qapp, "xx") == [str(i18n.catalogue("xx")), "qtbase_xx.qm"]
        assert i18n.current() == "xx" and qapp._tapete_translators == []
    finally:
        i18n.install(qapp, "en")


def test_a_tool_without_a_window_speaks_through_the_application_there_is(qapp) -> None:
    try:
        assert i18n.install_without_window("es") == []
        assert i18n.current() == "es" and len(qapp._tapete_translators) == 2
    finally:
        i18n.install(qapp, "en")


def test_a_setting_that_is_no_language_name_is_no_choice(tmp_path) -> None:
    from PySide6.QtCore import QSettings

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert i18n.chosen_language(settings) is None
    for damaged in (["es", "it"], 3, ""):  # a list (commas in the file), a number, nothing
        settings.setValue(i18n.SETTING, damaged)
        assert i18n.chosen_language(settings) is None, damaged
    settings.setValue(i18n.SETTING, "Pt-br")
    assert i18n.chosen_language(settings) == "pt_BR"


def test_before_any_catalogue_the_source_text_is_said_with_its_count(early) -> None:
    """A library use with no application and no `speak_early`: English, %n filled (by
    Qt's own translate: the source text, or the English catalogue where the test run
    installed one)."""
    said = early.say(TOOK_PILE.theirs.counting(0).filled(name="Ana", card="7♣"))
    assert said in (
        "Ana took the pile (0 card(s)), melding 7♣.",
        "Ana took the pile (0 cards), melding 7♣.",
    )


def test_once_the_application_exists_its_language_wins_over_the_early_one(
    qapp, monkeypatch
) -> None:
    monkeypatch.setattr(i18n, "_early", [])
    i18n.speak_early(["--lang", "es"])
    assert i18n._early  # the command line's Spanish, loaded before the window
    i18n.install(qapp, "en")
    said = i18n.say(TOOK_PILE.theirs.counting(2).filled(name="Ana", card="7♣"))
    assert said == "Ana took the pile (2 cards), melding 7♣."
