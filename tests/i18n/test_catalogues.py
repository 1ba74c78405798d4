"""The catalogues (translations/*.ts, compiled to resources/i18n/*.qm) hold every string
of the source, each finished in every language, with the source's placeholders.

`scripts.translations --check` runs lupdate over app/ into copies of the catalogues: a
string added to the source and not to a catalogue, a message the source no longer has,
or a .qm compiled from an older .ts all make the copies differ.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from scripts import translations

LANGUAGES = [code for code in translations.LANGUAGES if code != "en"]
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}|%[0-9n]|&(?!amp;|lt;|gt;)\w|</?[a-z0-9]+>")


def messages(code: str) -> list[tuple[str, ET.Element]]:
    root = ET.parse(translations.catalogue(code)).getroot()
    return [
        (context.findtext("name") or "", message)
        for context in root.iter("context")
        for message in context.iter("message")
    ]


def forms(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    assert translation is not None
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.iter("numerusform")]
    return [translation.text or ""]


def marks(text: str) -> list[str]:
    """What a translation must keep of its source: the named values ({card}), Qt's
    arguments (%1, %n), HTML tags; and an accelerator (&Game) or none."""
    found = PLACEHOLDER.findall(text)
    accelerators = [m for m in found if m.startswith("&")]
    return sorted(m for m in found if not m.startswith("&")) + ["&"] * bool(accelerators)


def test_the_catalogues_are_in_step_with_the_source() -> None:
    stale = translations.out_of_step()
    assert stale == [], (
        f"{', '.join(stale)}: run `python -m scripts.translations` and translate what it adds"
    )


def test_every_catalogue_is_there_and_compiled() -> None:
    for code in translations.LANGUAGES:
        assert translations.catalogue(code).is_file(), code
        assert translations.compiled(code).is_file(), code


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_message_is_translated(code: str) -> None:
    unfinished = [
        f"{context}: {message.findtext('source')!r}"
        for context, message in messages(code)
        if message.find("translation").get("type") is not None
        or not all(form.strip() for form in forms(message))
    ]
    assert not unfinished, f"{code}: {len(unfinished)} unfinished, e.g. {unfinished[:5]}"


@pytest.mark.parametrize("code", translations.LANGUAGES)
def test_translations_keep_the_placeholders_of_their_source(code: str) -> None:
    wrong = []
    for context, message in messages(code):
        source = message.findtext("source") or ""
        for form in forms(message):
            if form and marks(form) != marks(source):
                wrong.append(f"{context}: {source!r} -> {form!r}")
    assert not wrong, f"{code}: {wrong[:5]}"


def test_the_english_catalogue_holds_the_plural_forms_only() -> None:
    english = messages("en")
    assert english and all(m.get("numerus") == "yes" for _, m in english)
    for context, message in english:
        one, many = forms(message)
        assert "%n" in many, f"{context}: {message.findtext('source')!r}"


@pytest.mark.parametrize("code", translations.LANGUAGES)
def test_a_message_has_plural_forms_exactly_when_it_counts(code: str) -> None:
    for context, message in messages(code):
        source = message.findtext("source") or ""
        assert (message.get("numerus") == "yes") == ("%n" in source), f"{context}: {source!r}"
        if "%n" in source:
            assert len(forms(message)) == translations.PLURAL_FORMS, source


def test_the_placeholder_check_fails_on_a_lost_or_renamed_value() -> None:
    assert marks("{card} no sigue a {top}") == marks("{card} does not follow {top}")
    assert marks("{carta} no sigue a {top}") != marks("{card} does not follow {top}")
    assert marks("%n cartas") == marks("%n cards") != marks("cartas")
    assert marks("<h3>Empate</h3>") == marks("<h3>A draw</h3>") != marks("Empate")
    assert marks("&Juego") == marks("&Game") != marks("Juego")
    assert marks("Truco &amp; Mus") == marks("Truco y Mus")  # an escaped & is no accelerator


def test_plurals_are_mended_whatever_lupdate_reads(tmp_path: Path) -> None:
    """lupdate takes neither `QCoreApplication.translate(c, "%n …", "", n)` nor a
    `Words(…).counting(n)` for plural, and takes `self.tr(text, comment,)` (a trailing
    comma) for one; the refresh puts the plural forms where the source counts, and a
    translation made before survives it."""
    source = tmp_path / "counts.py"
    source.write_text(
        "from PySide6.QtCore import QCoreApplication, QObject\n"
        "from app.core.words import Words\n"
        "class Seat(QObject):\n"
        "    def f(self, n):\n"
        '        QCoreApplication.translate("Seat", "%n card(s)", "", n)\n'
        '        Words("Seat", "%n point(s)").counting(n)\n'
        '        return self.tr(\n            "Not counted",\n            "a note",\n        )\n',
        encoding="utf-8",
    )
    ts = tmp_path / "tapete_es.ts"
    translations.update(ts, "es", [str(source)])
    counted = {m.findtext("source"): m for _, m in messages_of(ts)}
    assert {s for s, m in counted.items() if m.get("numerus") == "yes"} == {
        "%n card(s)", "%n point(s)",
    }  # fmt: skip
    text = ts.read_text(encoding="utf-8")
    text = text.replace(
        '<source>%n card(s)</source>\n            <translation type="unfinished">\n'
        "                <numerusform />\n                <numerusform />",
        "<source>%n card(s)</source>\n            <translation>\n"
        "                <numerusform>%n carta</numerusform>\n"
        "                <numerusform>%n cartas</numerusform>",
    )
    ts.write_text(text, encoding="utf-8")
    translations.update(ts, "es", [str(source)])
    card = {m.findtext("source"): m for _, m in messages_of(ts)}["%n card(s)"]
    assert forms(card) == ["%n carta", "%n cartas"]
    assert card.find("translation").get("type") is None


def test_a_message_carries_only_the_note_written_over_it(tmp_path: Path) -> None:
    """lupdate gives a message every `#:` comment since the one before it (the house
    style documents attributes so); the refresh keeps only the `#:` lines just over the
    message's own line (past the formatter's marks), none where there are none, and no
    locations."""
    source = tmp_path / "notes.py"
    source.write_text(
        "from PySide6.QtCore import QObject\n"
        "class Seat(QObject):\n"
        "    #: An attribute's own documentation, not a note to translators.\n"
        "    size = 3\n"
        "    def f(self):\n"
        "        #: The match goes on: the button deals\n"
        "        #: the next hand.\n"
        "        # fmt: off\n"
        '        self.tr("Next deal")\n'
        "        #: Another attribute's documentation.\n"
        "        x = 1\n"
        '        return self.tr("Bare")\n',
        encoding="utf-8",
    )
    ts = tmp_path / "tapete_es.ts"
    translations.update(ts, "es", [str(source)])
    notes = {m.findtext("source"): m.findtext("extracomment") for _, m in messages_of(ts)}
    assert notes == {
        "Next deal": "The match goes on: the button deals the next hand.",
        "Bare": None,
    }
    assert "<location" not in ts.read_text(encoding="utf-8")


def messages_of(ts: Path) -> list[tuple[str, ET.Element]]:
    root = ET.parse(ts).getroot()
    return [(c.findtext("name") or "", m) for c in root.iter("context") for m in c.iter("message")]


def test_the_check_names_a_string_missing_from_a_catalogue(tmp_path: Path, monkeypatch) -> None:
    """A new string in the source is found, as lupdate finds it, and reported."""
    source = tmp_path / "app"
    source.mkdir()
    (source / "new.py").write_text(
        "from PySide6.QtCore import QCoreApplication\n"
        'QCoreApplication.translate("Fresh", "A string no catalogue has yet")\n',
        encoding="utf-8",
    )
    monkeypatch.setattr(translations, "SOURCES", source)
    monkeypatch.setattr(translations, "source_files", lambda root=source: [str(source / "new.py")])
    stale = translations.out_of_step()
    assert "translations/tapete_es.ts" in stale and "translations/tapete_it.ts" in stale
