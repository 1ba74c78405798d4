"""The Help menu's pages, written by the project: the rules of each game, and how the
computer plays.

The texts are data, not code: one HTML file per page and language, in a folder of the
resources: resources/rules/<game id>/<language>.html for the rules (agreeing with
RULES.md), resources/help/computer/<language>.html for "How the computer plays" (the
languages of `app.i18n.LANGUAGES`), each written for its reader. Each file starts with its
`<h2>` title and is a page of its own. Help opens on the interface's language (English
when the page in it is missing) and links to the other languages' pages (`HelpDialog`);
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


#: The folder of "How the computer plays" (Help ▸ How the computer plays).
COMPUTER_PAGE = "help/computer"


def rules_folder(game: str) -> str:
    return f"rules/{game}"


def page_file(folder: str, language: str) -> Path:
    return resource_path(f"{folder}/{language}.html")


def rules_file(game: str, language: str) -> Path:
    return page_file(rules_folder(game), language)


def _display_order(code: str) -> tuple[int, str]:
    order = list(LANGUAGES)
    return (order.index(code) if code in order else len(order), code)


def page_languages(folder: str) -> list[str]:
    """The languages the page in `folder` should be shown in: those every page is
    written in and any other whose file is present, in the order the Help shows them."""
    path = resource_path(folder)
    present = {p.stem for p in path.glob("*.html")} if path.is_dir() else set()
    return sorted(present.union(WRITTEN_IN), key=_display_order)


def rules_languages(game: str) -> list[str]:
    """The languages the rules of `game` should be shown in (`page_languages`)."""
    return page_languages(rules_folder(game))


def _read(path: Path) -> str | None:
    """The file's text, or None when it cannot be read (missing, unreadable, not UTF-8)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeError):
        return None
    return text if text.strip() else None


def unreadable_pages(folder: str) -> list[str]:
    """The files of the page in `folder` that are missing or cannot be read (paths
    relative to the resources folder), for the self-test to name."""
    return [
        f"{folder}/{code}.html"
        for code in page_languages(folder)
        if _read(page_file(folder, code)) is None
    ]


def unreadable_rules(game: str) -> list[str]:
    """The rules files of `game` that are missing or cannot be read."""
    return unreadable_pages(rules_folder(game))


def _problem(path: Path) -> str:
    if path.parent.parent.name == "rules":
        sentence = QCoreApplication.translate(
            "RulesHelp",
            "The rules cannot be shown: the file {path} is missing or cannot be read.",
        )
    else:
        sentence = QCoreApplication.translate(
            "RulesHelp", "This page cannot be shown: the file {path} is missing or cannot be read."
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
    return page_html(rules_folder(game), language)


def page_html(folder: str, language: str | None = None) -> str:
    """The page in `folder` in `language` (English when it has none), or without a
    language every language it is written in, each under its name."""
    if language is not None:
        for code in (language, FALLBACK):
            text = _read(page_file(folder, code))
            if text is not None:
                return text
        return _problem(page_file(folder, language))
    title = ""
    sections = []
    for code in page_languages(folder):
        path = page_file(folder, code)
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


def links_html(folder: str, language: str) -> str:
    """The line above a page that links to its other languages."""
    links = " · ".join(
        f'<a href="{LINK_SCHEME}:{code}">{html.escape(LANGUAGES.get(code, code))}</a>'
        for code in page_languages(folder)
        if code != language
    )
    return f'<p align="right"><small>{links}</small></p>\n' if links else ""


def language_page(folder: str, language: str) -> str:
    """What Help shows of the page in `folder` in `language`: the links to the other
    languages, then the page. A language the page is not written in shows the English
    one; a page that should be there and cannot be read is a sentence naming its file,
    above the English."""
    shown = language if language in page_languages(folder) else FALLBACK
    page = page_html(folder, shown)
    if shown != FALLBACK and _read(page_file(folder, shown)) is None:
        page = _problem(page_file(folder, shown)) + page
    return links_html(folder, shown) + page


def rules_page(game: str, language: str) -> str:
    """What Help shows of `game`'s rules in `language` (`language_page`)."""
    return language_page(rules_folder(game), language)


class HelpDialog(QDialog):
    """A Help page (the one in `folder`) in one language, with links to the others."""

    def __init__(self, folder: str, title: str, language: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.folder = folder
        self.setWindowTitle(title)
        self.text = QTextBrowser(self)
        self.text.setOpenLinks(False)
        self.text.anchorClicked.connect(self._follow)
        close_below(self, self.text)
        self.resize(640, 560)
        self.show_language(language)

    def show_language(self, language: str) -> None:
        self.language = language if language in page_languages(self.folder) else FALLBACK
        self.text.setHtml(language_page(self.folder, self.language))

    def _follow(self, url: QUrl) -> None:
        if url.scheme() == LINK_SCHEME:
            self.show_language(url.path())


class RulesDialog(HelpDialog):
    """Help ▸ Rules: one game's rules in one language, with links to the others."""

    def __init__(self, game: str, title: str, language: str, parent: QWidget | None = None):
        self.game = game
        super().__init__(rules_folder(game), title, language, parent)
