"""The rules of each game as the Help menu shows them, written by the project.

The texts are data, not code: one HTML file per game and language,
resources/rules/<game id>/<language>.html, so that a translator adds `pt.html` or `it.html`
without touching Python. Each file starts with the game's `<h2>` title and is a page of its
own. For now the Help shows every language a game's rules are written in, one after the
other (Spanish, the games' own language, first), as it did before the texts became files;
`rules_html(game, language)` serves one language, falling back to English, for when the
interface follows the person's language.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from app import resource_path
from app.games.registry import GAMES

#: The games whose rules Help shows: every game of the registry (`rules` names them).
GAMES_WITH_RULES = tuple(g.rules for g in GAMES)
# Languages in the order the Help shows them, each named in its own language.
LANGUAGES = {"es": "Español", "en": "English", "pt": "Português", "it": "Italiano"}
# Every game's rules are written in these; the self-test checks they are all there.
WRITTEN_IN = ("es", "en")
FALLBACK = "en"

_TITLE = re.compile(r"\s*(<h2>.*?</h2>)\n?", re.S)


def _tr(text: str) -> str:
    return QCoreApplication.translate("RulesHelp", text)


def rules_file(game: str, language: str) -> Path:
    return resource_path(f"rules/{game}/{language}.html")


def _display_order(code: str) -> tuple[int, str]:
    order = list(LANGUAGES)
    return (order.index(code) if code in order else len(order), code)


def rules_languages(game: str) -> list[str]:
    """The languages the rules of `game` should be shown in: those it is written in and
    any other whose file is present, in the order the Help shows them."""
    folder = resource_path(f"rules/{game}")
    present = {p.stem for p in folder.glob("*.html")} if folder.is_dir() else set()
    return sorted(present.union(WRITTEN_IN), key=_display_order)


def _read(path: Path) -> str | None:
    """The file's text, or None when it cannot be read (missing, unreadable, not UTF-8)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeError):
        return None
    return text if text.strip() else None


def unreadable_rules(game: str) -> list[str]:
    """The rules files of `game` that are missing or cannot be read (paths relative to the
    resources folder), for the self-test to name."""
    return [
        f"rules/{game}/{code}.html"
        for code in rules_languages(game)
        if _read(rules_file(game, code)) is None
    ]


def _problem(path: Path) -> str:
    sentence = _tr("The rules cannot be shown: the file {path} is missing or cannot be read.")
    return f"<p>{html.escape(sentence.format(path=path))}</p>\n"


def rules_html(game: str, language: str | None = None) -> str:
    """The Help text of `game` (a game id such as "scala-40"); ValueError if unknown.

    Without `language`, every language the rules are written in, each under its name;
    with one, that language's page, or the English one when it has none. A missing or
    unreadable file becomes a sentence that names it, never an exception.
    """
    if game not in GAMES_WITH_RULES:
        raise ValueError(
            f"no rules for game {game!r}; expected one of {', '.join(GAMES_WITH_RULES)}"
        )
    if language is not None:
        for code in (language, FALLBACK):
            text = _read(rules_file(game, code))
            if text is not None:
                return text
        return _problem(rules_file(game, language))
    title = ""
    sections = []
    for code in rules_languages(game):
        path = rules_file(game, code)
        text = _read(path)
        if text is None:
            sections.append(_problem(path))
            continue
        heading = _TITLE.match(text)
        if heading:
            title = title or heading.group(1) + "\n"
            text = text[heading.end() :]
        sections.append(f"<p><i>{LANGUAGES.get(code, code)}</i></p>\n{text}")
    return "\n" + title + "<hr>\n".join(sections)
