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
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "app"
CATALOGUES = ROOT / "translations"
COMPILED = ROOT / "resources" / "i18n"
#: The languages with a catalogue (English: the source language, for its plurals).
LANGUAGES = ("en", "es", "pt_BR", "it")
#: lupdate finds `Words("Context", "…")` of the Qt-free layers as it finds QT_TRANSLATE_NOOP.
LUPDATE_OPTIONS = (
    "-tr-function-alias",
    "QT_TRANSLATE_NOOP+=Words",
    "-source-language",
    "en",
    "-locations",
    "none",
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
    """Bring `ts` in step with the source (created if missing)."""
    options = [*LUPDATE_OPTIONS, "-target-language", code]
    if code == "en":
        options.append("-pluralonly")
    files = list(sources) if sources is not None else source_files()
    subprocess.run([tool("pyside6-lupdate"), *options, *files, "-ts", str(ts)], check=True)


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
