"""The rules of each game as the Help menu shows them, written by the project.

The texts are data, not code: one HTML file per game and language,
resources/rules/<game id>/<language>.html (the languages of `app.i18n.LANGUAGES`), each
written for its reader and agreeing with RULES.md. Each file starts with the game's `<h2>`
title and is a page of its own. Help opens on the interface's language (English when a
game's page in it is missing) and links to the other languages' pages (`RulesDialog`);
`rules_html(game)` without a language is every page one after the other.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtWidgets import QDialog, QTextBrowser, QWidget

from app import resource_path
from app.games.registry import GAMES
from app.i18n import LANGUAGES as I18N_LANGUAGES
from app.ui.dialog_frame import close_below

#: The games whose rules Help shows: every game of the registry (`rules` names them).
GAMES_WITH_RULES = tuple(g.rules for g in GAMES)
# Languages in the order the Help lists them (the games' own first), each in its own words.
LANGUAGES = {code: I18N_LANGUAGES[code] for code in ("es", "pt_BR", "it", "en")}
# Every game's rules are written in these; the self-test checks they are all there.
WRITTEN_IN = tuple(LANGUAGES)
FALLBACK = "en"
#: A link to another language's page.
LINK_SCHEME = "rules-language"

_TITLE = re.compile(r"\s*(<h2>.*?</h2>)\n?", re.S)


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
    sentence = QCoreApplication.translate(
        "RulesHelp", "The rules cannot be shown: the file {path} is missing or cannot be read."
    )
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


def links_html(game: str, language: str) -> str:
    """The line above a rules page that links to its other languages."""
    links = " · ".join(
        f'<a href="{LINK_SCHEME}:{code}">{html.escape(LANGUAGES.get(code, code))}</a>'
        for code in rules_languages(game)
        if code != language
    )
    return f'<p align="right"><small>{links}</small></p>\n' if links else ""


def rules_page(game: str, language: str) -> str:
    """What Help shows of `game` in `language`: the links to the other languages, then
    the page. A language the rules are not written in shows the English page; a page that
    should be there and cannot be read is a sentence naming its file, above the English."""
    shown = language if language in rules_languages(game) else FALLBACK
    page = rules_html(game, shown)
    if shown != FALLBACK and _read(rules_file(game, shown)) is None:
        page = _problem(rules_file(game, shown)) + page
    return links_html(game, shown) + page


class RulesDialog(QDialog):
    """Help ▸ Rules: one game's rules in one language, with links to the others."""

    def __init__(self, game: str, title: str, language: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.game = game
        self.setWindowTitle(title)
        self.text = QTextBrowser(self)
        self.text.setOpenLinks(False)
        self.text.anchorClicked.connect(self._follow)
        close_below(self, self.text)
        self.resize(640, 560)
        self.show_language(language)

    def show_language(self, language: str) -> None:
        self.language = language if language in rules_languages(self.game) else FALLBACK
        self.text.setHtml(rules_page(self.game, self.language))

    def _follow(self, url: QUrl) -> None:
        if url.scheme() == LINK_SCHEME:
            self.show_language(url.path())
