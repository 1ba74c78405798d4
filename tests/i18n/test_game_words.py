"""The game words each language's glossary chose (translations/glossary_*.md) stay chosen.

A native review found one game saying two words for one pile, a deal called by the hand's
name and words the glossary rules out. Each rule below names a language, the messages it
looks at (their context, or what their English says) and the words they must not say;
the rules pages in Help (resources/rules/<game>/<language>.html) are read the same way.
"""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest

from app import i18n
from scripts import translations

RULES_PAGES = Path(__file__).resolve().parents[2] / "resources" / "rules"


@dataclass(frozen=True)
class Message:
    number: int  # its position in the .ts file, from 0 (as the reviews cite it)
    context: str
    source: str
    comment: str
    forms: tuple[str, ...]


def catalogue(code: str) -> list[Message]:
    root = ET.parse(translations.catalogue(code)).getroot()
    found = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            if message.get("numerus") == "yes":
                forms = tuple(form.text or "" for form in translation.iter("numerusform"))
            else:
                forms = (translation.text or "",)
            found.append(
                Message(
                    len(found),
                    name,
                    message.findtext("source") or "",
                    message.findtext("comment") or "",
                    forms,
                )
            )
    return found


@dataclass(frozen=True)
class Forbidden:
    """`words` (a regular expression, any case) must not be in the translations into
    `code` of the messages whose context matches `contexts` (whole), whose English
    matches `source` (anywhere) and not `unless`, whose disambiguation matches `comment`;
    `form`: only that plural form (None: every form)."""

    code: str
    words: str
    why: str
    contexts: str = ".*"
    source: str = ""
    unless: str = ""
    comment: str = ""
    form: int | None = None
    #: (context, English) of messages the rule leaves alone, each with its reason.
    spared: tuple[tuple[str, str], ...] = ()

    def applies(self, message: Message) -> bool:
        return (
            re.fullmatch(self.contexts, message.context) is not None
            and re.search(self.source, message.source) is not None
            and not (self.unless and re.search(self.unless, message.source))
            and re.search(self.comment, message.comment) is not None
            and (message.context, message.source) not in self.spared
        )

    def broken_by(self, message: Message) -> list[str]:
        if not self.applies(message):
            return []
        if self.form is not None and len(message.forms) < 2:
            return []  # a rule of one plural form: messages that count only
        forms = message.forms if self.form is None else message.forms[self.form : self.form + 1]
        return [
            f"#{message.number} {message.context}: {form!r}"
            for form in forms
            if re.search(self.words, form, re.IGNORECASE)
        ]


CUATRO_PALOS = r"CuatroPalos\w*"
#: The hints of Cuatro Palos are in the shared Hints context: those that speak of its
#: foundations and piles.
CUATRO_PALOS_HINTS = r"foundation|onto the pile|opponent's pile|your pile"
MANO_Y_PIE = r"ManoYPie\w*"

CATALOGUE_RULES = [
    # es
    Forbidden("es", r"computadora|ordenador", "a bot is a bot or a jugador automático"),
    Forbidden("es", r"\buna? \{book\}|\buna libro|\bun canasta", "{book} carries its article"),
    Forbidden("es", r"fundaci[oó]n|\bpilas?\b|\brival|palo (de la mesa|del centro)",
              "Cuatro Palos says base, pozo, contrario", contexts=CUATRO_PALOS + "|Refusal"),
    Forbidden("es", r"fundaci[oó]n|\bpilas?\b|\brival", "Cuatro Palos says base, pozo, contrario",
              contexts="Hints", source=CUATRO_PALOS_HINTS),
    # (the only hints that speak of deals are Mano y Pie's answers to going out)
    Forbidden("es", r"\bmanos?\b", "Mano y Pie's deal is a reparto, its mano the hand",
              contexts=MANO_Y_PIE + "|Hints", source=r"\bdeals?\b", unless=r"\bhands?\b"),
    Forbidden("es", r"\b(pide|pidió|pediste|pedir) salir", "pedir permiso para salir",
              contexts=MANO_Y_PIE + "|Hints"),
    Forbidden("es", r"\bcontrato\b", "a calque: the team has the books it needs"),
    Forbidden("es", r"comod[ií]n joker|un comod[ií]n vale", "Buraco's joker is a joker",
              contexts="BuracoPage", source=r"\bjoker\b"),
    # pt_BR
    Forbidden("pt_BR", r"\bmãos?\b", "a deal is a rodada, never a mão", source=r"\bdeals?\b",
              unless=r"\bhands?\b"),
    Forbidden("pt_BR", r"\bMão \{n\}", "a deal is a rodada"),
    Forbidden("pt_BR", r"\bl(eve|evar|eva) o lixo", "the pile is taken: pegar o lixo"),
    Forbidden("pt_BR", r"\(s\)", "the first form is the singular, said for 1", form=0,
              spared=(("GameController", "%n card(s)"),)),  # fmt: skip
    Forbidden("pt_BR", r"\bcontrato\b", "a calque: the team has the canastras it needs"),
    # it
    Forbidden("it", r"\bsem[ei]\b", "a seed is a seed: seme is the suit", source=r"\bseeds?\b"),
    Forbidden("it", r"\bsem[ei]\b", "a seed is a seed: seme is the suit",
              contexts="CommandLine|TapeteCommand|Seed\\w*", unless=r"\bsuits?\b"),
    Forbidden("it", r"\bpil[ae]\b", "Cuatro Palos' pile is a mucchio",
              contexts=CUATRO_PALOS + "|Refusal"),
    Forbidden("it", r"\bpil[ae]\b", "Cuatro Palos' pile is a mucchio", contexts="Hints",
              source=CUATRO_PALOS_HINTS),
    Forbidden("it", r"dal mazzo", "the stock is the tallone", contexts="Hints"),
    Forbidden("it", r"\bscarti\b", "Mano y Pie's pile is its pozzo", contexts=MANO_Y_PIE),
    Forbidden("it", r"\bscarti\b", "Mano y Pie's pile is its pozzo", contexts="GameActions",
              comment="Mano y Pie"),
    Forbidden("it", r"registro di replay", "a replay is a registrazione"),
    Forbidden("it", r"\bcontratto\b", "a calque: the team has the canaste it needs"),
]  # fmt: skip


@pytest.mark.parametrize(
    "rule", CATALOGUE_RULES, ids=[f"{r.code}-{r.words}-{r.contexts}" for r in CATALOGUE_RULES]
)
def test_the_catalogue_says_no_word_its_glossary_rules_out(rule: Forbidden) -> None:
    messages = catalogue(rule.code)
    assert any(rule.applies(m) for m in messages), "the rule looks at no message"
    broken = [line for m in messages for line in rule.broken_by(m)]
    assert not broken, f"{rule.code}: {rule.why}:\n" + "\n".join(broken)


@dataclass(frozen=True)
class PageRule:
    code: str
    words: str
    why: str
    games: str = ".*"


PAGE_RULES = [
    PageRule("es", r"computadora|ordenador", "a bot is a jugador automático"),
    PageRule("es", r"los comodines y los 2|comod[ií]n 20|\d+ comodines\)", "the card is a joker",
             games="buraco|mano-y-pie"),
    PageRule("es", r"\breserva\b", "the stock is the mazo, as the table says", games="mano-y-pie"),
    PageRule("es", r"\bmanos\b(?! y)|(primera|segunda|tercera|cuarta|en una) mano\b"
                   r"|terminar? la mano|la mano termina|(mínimo|requisito) de la mano",
             "Mano y Pie's deal is a reparto", games="mano-y-pie"),
    PageRule("es", r"pide salir|vale 100 al equipo", "pedir permiso para salir; para el equipo",
             games="mano-y-pie"),
    PageRule("es", r"fundaci[oó]n|\bpilas?\b|\brival", "base, pozo, contrario",
             games="cuatro-palos"),
    PageRule("es", r"área de preparación", "the interface's zona de preparación"),
    PageRule("pt_BR", r"conhecido no Brasil", "no established Brazilian name",
             games="mano-y-pie"),
    PageRule("pt_BR", r"Cerrado Sujo|\blev(e|ar) o lixo", "the proper name; pegar o lixo"),
    PageRule("it", r"\bpil[ae]\b", "Cuatro Palos' pile is a mucchio", games="cuatro-palos"),
]  # fmt: skip


def page_text(path: Path) -> str:
    """A rules page's words, its tags dropped and its lines joined."""
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", path.read_text("utf-8"))).split())


def rules_pages() -> list[Path]:
    return sorted(RULES_PAGES.glob("*/*.html"))


@pytest.mark.parametrize(
    "rule", PAGE_RULES, ids=[f"{r.code}-{r.games}-{r.words}" for r in PAGE_RULES]
)
def test_the_rules_pages_say_no_word_their_glossary_rules_out(rule: PageRule) -> None:
    pages = [
        p for p in rules_pages() if p.stem == rule.code and re.fullmatch(rule.games, p.parent.name)
    ]
    assert pages, "the rule looks at no page"
    broken = [
        f"{page.parent.name}/{page.name}: …{text[max(0, m.start() - 40) : m.end() + 40]}…"
        for page in pages
        for text in [page_text(page)]
        for m in re.finditer(rule.words, text, re.IGNORECASE)
    ]
    assert not broken, f"{rule.code}: {rule.why}:\n" + "\n".join(broken)


@pytest.mark.parametrize("game", sorted(p.name for p in RULES_PAGES.iterdir()))
def test_each_rules_page_has_the_paragraphs_of_the_english_one(game: str) -> None:
    """Each titled paragraph of the English page ("<p><b>At the table.</b>") is in every
    language's."""
    heads = {
        page.stem: len(re.findall(r"<p>\s*<b>", page.read_text("utf-8")))
        for page in (RULES_PAGES / game).glob("*.html")
    }
    assert set(heads) == set(i18n.LANGUAGES)
    assert heads["en"] > 0
    assert all(n == heads["en"] for n in heads.values()), heads


def test_quita_y_pons_spanish_page_names_the_commands_as_the_table_does(qapp) -> None:
    """The "En la mesa" paragraph names each command by its button and its key."""
    from app.ui.table_module import table_of

    text = page_text(RULES_PAGES / "quita-y-pon" / "es.html")
    table = text[text.index("En la mesa") :]
    named = {"done": "Intro", "draw": "D", "hint": "H", "reset": "Ctrl+Z"}
    try:
        assert i18n.install(qapp, "es") == []
        for action in table_of("quita-y-pon").commands:
            if action.name in named:
                assert action.shortcut is not None
                key = named[action.name]
                assert key == action.shortcut or action.shortcut == "Return", action
                assert f"{key} = {action.translated()}" in table, (key, action.translated())
    finally:
        i18n.install(qapp, "en")


def test_mano_y_pie_takes_its_own_pile_in_italian(qapp) -> None:
    """Italian names the two games' piles apart: Buraco's button raccoglie gli scarti,
    Mano y Pie's prende il pozzo, in the Game menu and Help ▸ Controls too."""
    from app.ui.controls import action_rows
    from app.ui.table_module import table_of

    BURACO = table_of("buraco").commands
    MANO_Y_PIE_ACTIONS = table_of("mano-y-pie").commands

    def take(actions):
        return next(a for a in actions if a.name == "take_pile")

    try:
        assert i18n.install(qapp, "it") == []
        assert take(MANO_Y_PIE_ACTIONS).translated() == "Prendi il pozzo"
        assert take(MANO_Y_PIE_ACTIONS).translated(take(MANO_Y_PIE_ACTIONS).menu_text) == (
            "Prendi il &pozzo"
        )
        assert take(BURACO).translated() == "Raccogli gli scarti"
        assert ("Prendi il pozzo", "T", "Prendi il pozzo") in action_rows(MANO_Y_PIE_ACTIONS)
        assert ("Raccogli gli scarti", "T", "Raccogli gli scarti") in action_rows(BURACO)
    finally:
        i18n.install(qapp, "en")
    assert take(MANO_Y_PIE_ACTIONS).translated() == "Take the pile"


def test_a_hint_names_the_book_it_completes_with_its_article(qapp) -> None:
    """Mano y Pie's bot takes a pile that completes a book: in Spanish, "completa un
    libro" (libro is masculine); Buraco's canasta, "una canasta"."""
    from app.games.canasta.hints import CANASTA, LAY_OFF_BOOK
    from app.games.mano_y_pie.bots import ManoYPieBot
    from app.games.mano_y_pie.engine import TakePile
    from tests.games.mano_y_pie.helpers import DRAW, scenario

    state = scenario("K K 4 9 J", melds=[(0, "K*4")], pile="6 5 K", stock=20, phase=DRAW)
    bot = ManoYPieBot("normal", 1)
    view = state.view(0)
    action = bot.choose(view, None)
    assert isinstance(action, TakePile)
    reason = bot.reason(view, action, None)
    try:
        assert i18n.install(qapp, "es") == []
        said = i18n.say(reason)
        buraco = i18n.say(LAY_OFF_BOOK.filled(cards="7♥", book=CANASTA))
    finally:
        i18n.install(qapp, "en")
    assert "completa un libro" in said, said
    assert buraco == "agrega 7♥ a tu juego: completa una canasta"
    assert "it completes a book" in i18n.say(reason)


#: The shared contexts whose strings a Mano y Pie player reads (its table, log, score
#: table, the window's questions, a deal's replay, the review of a deal, what a damaged
#: saved game or an unwritable scoreboard is told with): each says the deal with the
#: game's word. Statistics is not among them: it lists every game's matches at once, and
#: the wording follows the game on the table, so it keeps the shared word.
READ_AT_MANO_Y_PIE = (
    "GameLog|CanastaController|Refusal|ResultDialog|ScoreTableDialog|MainWindow"
    "|DealReplayDialog|Replay|Review|SavedGame|Scoreboard"
)


def test_mano_y_pie_words_every_shared_deal_its_own_way_in_spanish() -> None:
    """A shared string that calls the deal *mano* in Spanish has Mano y Pie's own entry
    (`GameInfo.wording`), and that one says *reparto* (in each plural form of a message
    that counts): "mano" for the deal cannot come back in what a Mano y Pie player reads."""
    from app.games.registry import find_game

    wording = find_game("mano-y-pie").wording
    messages = catalogue("es")
    own = {m.source: m.forms for m in messages if m.context == wording}
    assert own, "Mano y Pie words nothing its own way"
    said = []
    for m in messages:
        if not re.fullmatch(READ_AT_MANO_Y_PIE, m.context):
            continue
        if not re.search(r"\bdeals?\b", m.source) or re.search(r"\bhands?\b", m.source):
            continue
        for text in own.get(m.source, m.forms):
            if re.search(r"\bmanos?\b", text, re.IGNORECASE):
                said.append(f"#{m.number} {m.context}: {text!r}")
    assert not said, "Mano y Pie's deal is a reparto:\n" + "\n".join(said)
    assert own["Next deal"] == ("Siguiente reparto",) and own["Deal {n}"] == ("Reparto {n}",)
    assert own["You were shown %n hint(s) in this deal."][1] == "Viste %n pistas en este reparto."
    assert own["it keeps deal {deal}'s actions in no list"] == (
        "no guarda en una lista las acciones del reparto {deal}",
    )


def test_the_window_words_the_deal_as_the_game_on_the_table_does(qapp) -> None:
    """In Spanish the log's heading, the score table's button and the resume question
    say *reparto* while Mano y Pie is on the table and *mano* at the other games; the
    window names no game (it reads the entry's `wording`)."""
    from PySide6.QtCore import QCoreApplication

    from app.ui.main_window import MainWindow

    def said() -> tuple[str, str, str]:
        return (
            QCoreApplication.translate("GameLog", "Deal {n}"),
            QCoreApplication.translate("ResultDialog", "Next deal"),
            QCoreApplication.translate("MainWindow", "Continue {game}, deal {n} of the match in progress?"),
        )  # fmt: skip

    win = MainWindow()
    try:
        assert i18n.install(qapp, "es") == []
        win.use_game("mano-y-pie")
        assert said() == (
            "Reparto {n}",
            "Siguiente reparto",
            "¿Continuar {game}, reparto {n} de la partida en curso?",
        )
        hints = QCoreApplication.translate(
            "ResultDialog", "You were shown %n hint(s) in this deal.", None, 2
        )
        assert hints == "Viste 2 pistas en este reparto."
        win.use_game("buraco")
        assert said() == (
            "Mano {n}",
            "Siguiente mano",
            "¿Continuar {game}, mano {n} de la partida en curso?",
        )
        win.use_game("mano-y-pie")
        assert i18n.install(qapp, "it") == []  # a language chosen again keeps the wording
        assert said()[0] == "Smazzata {n}"
    finally:
        i18n.install(qapp, "en")
        i18n.use_wording("")
        win.close()
