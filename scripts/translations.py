"""Refresh the translation catalogues from the source, and compile them.

    python -m scripts.translations           # update translations/*.ts, compile resources/i18n/*.qm
    python -m scripts.translations --check   # change nothing: say what is out of step (exit 1)
    python -m scripts.translations --lang es # only the Spanish catalogue

`pyside6-lupdate` (shipped with PySide6) reads every Python file under app/ and updates
each language's catalogue, translations/tapete_<language>.ts: new strings arrive
unfinished, and strings the source no longer has are dropped (`-no-obsolete`). The
English one (the source language) holds only the messages with plural forms
(`-pluralonly`). Then `pyside6-lrelease` compiles each to resources/i18n/tapete_<language>.qm,
which the program loads. See translations/README.md.
"""

from __future__ import annotations

import argparse
import filecmp
import functools
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "app"
CATALOGUES = ROOT / "translations"
COMPILED = ROOT / "resources" / "i18n"
#: The languages with a catalogue (English: the source language, for its plurals).
LANGUAGES = ("en", "es", "pt_BR", "it")
#: lupdate finds `Words("Context", "…")` of the Qt-free layers as it finds QT_TRANSLATE_NOOP;
#: the locations it writes say where each message's own comment is (`own_comment`), and
#: are dropped after.
LUPDATE_OPTIONS = (
    "-tr-function-alias",
    "QT_TRANSLATE_NOOP+=Words",
    "-source-language",
    "en",
    "-locations",
    "absolute",
    "-no-obsolete",
    "-silent",
)


class ToolMissing(RuntimeError):
    pass


def tool(name: str) -> str:
    """A PySide6 tool, from beside this Python first (the venv), then the PATH."""
    here = Path(sys.executable).parent
    for candidate in (here / name, here / f"{name}.exe"):
        if candidate.is_file():
            return str(candidate)
    found = shutil.which(name)
    if found is None:
        raise ToolMissing(f"{name} is not installed (it comes with PySide6)")
    return found


def source_files(root: Path = SOURCES) -> list[str]:
    return sorted(str(p) for p in root.rglob("*.py"))


def catalogue(code: str, folder: Path = CATALOGUES) -> Path:
    return folder / f"tapete_{code}.ts"


def compiled(code: str, folder: Path = COMPILED) -> Path:
    return folder / f"tapete_{code}.qm"


def update(ts: Path, code: str, sources: Sequence[str] | None = None) -> None:
    """Bring `ts` in step with the source (created if missing): lupdate, then the plural
    forms mended (`mend_plurals`)."""
    kept = read_messages(ts) if ts.is_file() else {}
    options = [*LUPDATE_OPTIONS, "-target-language", code]
    files = list(sources) if sources is not None else source_files()
    # its notes on the plural forms it drops are about what mend_plurals puts right
    subprocess.run(
        [tool("pyside6-lupdate"), *options, *files, "-ts", str(ts)],
        check=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    mend_plurals(ts, kept, plurals_only=code == "en")


#: How many plural forms each language has (Qt's rules: one, and the others).
PLURAL_FORMS = 2

Key = tuple[str, str, str]


def _key(context: ET.Element, message: ET.Element) -> Key:
    return (
        context.findtext("name") or "",
        message.findtext("source") or "",
        message.findtext("comment") or "",
    )


def read_messages(ts: Path) -> dict[Key, ET.Element]:
    """Each message's translation element, by (context, source, disambiguation)."""
    root = ET.parse(ts).getroot()
    return {
        _key(context, message): message.find("translation")
        for context in root.iter("context")
        for message in context.iter("message")
        if message.find("translation") is not None
    }


def _forms(translation: ET.Element | None) -> list[str]:
    if translation is None:
        return []
    forms = [f.text or "" for f in translation.iter("numerusform")]
    return forms or [translation.text or ""]


@functools.cache
def _source_lines(path: Path) -> tuple[str, ...]:
    """A source file's lines, read once per catalogue however many messages it holds
    (none for a file that cannot be read)."""
    try:
        return tuple(path.read_text(encoding="utf-8").splitlines())
    except (OSError, UnicodeDecodeError):
        return ()


def own_comment(message: ET.Element, base: Path) -> None:
    """A message's note to translators: the `#:` lines just over the line it is written
    on (over each, where it is written more than once), no other; its locations dropped.

    lupdate's Python reader gives a message every `#:` comment since the message before
    it, and the house style writes an attribute's documentation so: a note on "Next deal"
    carried a class's attribute notes. A message with no `#:` line over it has none."""
    said: list[str] = []
    for location in message.findall("location"):
        message.remove(location)
        path, line = base / location.get("filename", ""), int(location.get("line", "0"))
        lines = _source_lines(path)[: max(0, line - 1)]
        above: list[str] = []
        for text in reversed(lines):
            text = text.strip()
            if text.startswith("# fmt:"):
                continue  # the formatter's marks between a note and its message
            if not text.startswith("#:"):
                break
            above.insert(0, text[2:].strip())
        if above and (note := " ".join(above)) not in said:
            said.append(note)
    comment = message.find("extracomment")
    if comment is not None:
        message.remove(comment)
    if said:
        comment = ET.Element("extracomment")
        comment.text = " ".join(said)
        translation = message.find("translation")
        at = list(message).index(translation) if translation is not None else len(message)
        message.insert(at, comment)  # where lupdate writes it: just before the translation


def mend_plurals(ts: Path, kept: dict[Key, ET.Element], plurals_only: bool = False) -> None:
    """Make a message plural exactly when its source counts (`%n`), whatever lupdate read.

    lupdate's Python reader takes a plural message only from `self.tr(text, comment, n)`:
    not from `QCoreApplication.translate(context, text, comment, n)` nor `Words(…)
    .counting(n)`, and it takes a call whose arguments end in a comma for one. It also
    drops the forms of a message it no longer takes for plural. So after it, each message
    with `%n` gets its plural forms back (those kept before the update, else the ones it
    has) and every other message one text; `plurals_only` (English, the source language)
    keeps the plural messages alone. The file is then written the same way every time.
    """
    tree = ET.parse(ts)
    root = tree.getroot()
    base = ts.resolve().parent  # lupdate's locations are relative to the catalogue
    _source_lines.cache_clear()  # the source as lupdate has just read it
    for context in list(root.iter("context")):
        for message in list(context.iter("message")):
            own_comment(message, base)
            key = _key(context, message)
            counts = "%n" in key[1]
            translation = message.find("translation")
            before = kept.get(key)
            source = before if before is not None else translation
            forms = _forms(source)
            state = source.get("type") if source is not None else "unfinished"
            if plurals_only and not counts:
                context.remove(message)
                continue
            for child in list(translation):
                translation.remove(child)
            translation.text = None
            translation.attrib.clear()
            if state:
                translation.set("type", state)
            if counts:
                message.set("numerus", "yes")
                forms = (forms + [forms[-1] if forms else ""] * PLURAL_FORMS)[:PLURAL_FORMS]
                if not all(forms) and state is None:
                    translation.set("type", "unfinished")
                for form in forms:
                    ET.SubElement(translation, "numerusform").text = form
            else:
                message.attrib.pop("numerus", None)
                translation.text = forms[0] if forms else ""
        if context.find("message") is None:
            root.remove(context)
    ET.indent(tree, "    ")
    body = ET.tostring(root, encoding="unicode")
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8"
    )


def release(ts: Path, qm: Path) -> None:
    qm.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [tool("pyside6-lrelease"), "-silent", "-nounfinished", str(ts), "-qm", str(qm)],
        check=True,
    )


def out_of_step() -> list[str]:
    """The catalogues and compiled files that a refresh would change."""
    stale = []
    with tempfile.TemporaryDirectory() as scratch:
        for code in LANGUAGES:
            ts, qm = catalogue(code), compiled(code)
            fresh_ts = Path(scratch) / ts.name
            if ts.is_file():
                shutil.copyfile(ts, fresh_ts)
            update(fresh_ts, code)
            if not ts.is_file() or not filecmp.cmp(ts, fresh_ts, shallow=False):
                stale.append(str(ts.relative_to(ROOT)))
            fresh_qm = Path(scratch) / qm.name
            release(ts if ts.is_file() else fresh_ts, fresh_qm)
            if not qm.is_file() or not filecmp.cmp(qm, fresh_qm, shallow=False):
                stale.append(str(qm.relative_to(ROOT)))
    return stale


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scripts.translations")
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if stale")
    parser.add_argument(
        "--lang", action="append", choices=LANGUAGES, help="only this catalogue (repeatable)"
    )
    args = parser.parse_args(argv)
    try:
        if args.check:
            stale = out_of_step()
            for name in stale:
                print(f"out of step with the source: {name}")
            return 1 if stale else 0
        CATALOGUES.mkdir(exist_ok=True)
        for code in args.lang or LANGUAGES:
            update(catalogue(code), code)
            release(catalogue(code), compiled(code))
            print(f"{catalogue(code).relative_to(ROOT)} -> {compiled(code).relative_to(ROOT)}")
    except (ToolMissing, subprocess.CalledProcessError, OSError) as exc:
        print(f"translations: error: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
