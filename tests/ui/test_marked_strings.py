"""Every string the tables say is one `pyside6-lupdate` finds, looked up as it was found.

`pyside6-lupdate` reads the source as `scripts/translations` does (with `Words` as an
alias of `QT_TRANSLATE_NOOP`, translations/README.md). Each message it finds has a context
that is a class's name or a literal written in the source, never a variable's ("d",
"self") nor none, and placeholders that are names, never an f-string's expressions; every
refusal sentence of every game is among them. Then each game is played with a translator
installed that records every lookup and "translates" what lupdate found into ⟦…⟧: every
lookup is of a message lupdate found (PySide6's `self.tr` tries the context of each class
of the object's type in turn, so it may miss before it finds; a plural one it looks up
under the object's own class only, hence `TheClass.tr("%n …", "", n)`), with a count
where lupdate found plural forms, and every word the table,
the status line, the refusals, the commands and the deal's table show is inside ⟦…⟧ (the
players' names and the cards aside).
"""

from __future__ import annotations

import ast
import re
import shutil
import string
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QLabel

import app
from app.core.engine import IllegalMove
from app.games.registry import GAMES, GameInfo
from app.session import MatchSession
from app.ui import messages
from app.ui.game_ui import game_ui
from app.ui.parts import PARTS
from app.ui.table_module import table_of
from tests.house import house
from tests.ui.test_refusals import SAMPLES, refusal_codes

ROOT = Path(app.__file__).parent
GAME_IDS = [g.id for g in GAMES]
#: The calls whose first argument, a literal, names a message's context.
CONTEXT_CALLS = {"translate", "QT_TRANSLATE_NOOP", "Words"}
#: Players' names with no letter in them: a letter shown outside ⟦…⟧ is a word unmarked.
NAMES = ["#0", "#1", "#2", "#3", "#4", "#5"]
#: What a card looks like on the table: its rank and suit, a joker, or a rank alone
#: (what a wild card stands for in a set: "2♣ = K").
CARD = re.compile(r"(?<![A-Za-z])(?:(?:10|[2-9AJQK])[♠♥♦♣]|JK|[AJQK])(?![A-Za-z])")
MARKED = re.compile(r"⟦[^⟦⟧]*⟧")


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str
    numerus: bool
    where: str


def lupdate_messages(ts: Path) -> list[Message]:
    """Every message `pyside6-lupdate` finds in app/, written to `ts`."""
    tool = shutil.which("pyside6-lupdate", path=str(Path(sys.executable).parent))
    assert tool is not None, "pyside6-lupdate is not beside the interpreter"
    subprocess.run(
        [tool, "-extensions", "py", "-tr-function-alias", "QT_TRANSLATE_NOOP+=Words",
         str(ROOT), "-ts", str(ts)],
        check=True, capture_output=True,
    )  # fmt: skip
    found = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for m in context.iter("message"):
            location = m.find("location")
            where = "" if location is None else f"{location.get('filename')}:{location.get('line')}"
            found.append(
                Message(
                    name,
                    m.findtext("source") or "",
                    m.findtext("comment") or "",
                    m.get("numerus") == "yes",
                    where,
                )
            )
    return found


@pytest.fixture(scope="module")
def found(tmp_path_factory) -> list[Message]:
    return lupdate_messages(tmp_path_factory.mktemp("lupdate") / "app.ts")


def sources_of_app() -> Iterator[ast.AST]:
    for path in sorted(ROOT.rglob("*.py")):
        yield from ast.walk(ast.parse(path.read_text(encoding="utf-8")))


def written_contexts() -> set[str]:
    """The classes of app/ and the literal contexts its translation calls name."""
    names = set()
    for node in sources_of_app():
        if isinstance(node, ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Call) and node.args:
            called = node.func.attr if isinstance(node.func, ast.Attribute) else None
            called = called or getattr(node.func, "id", None)
            first = node.args[0]
            if called in CONTEXT_CALLS and isinstance(first, ast.Constant):
                names.add(first.value)
    return names


def test_every_message_has_a_written_context_and_named_placeholders(found) -> None:
    assert len(found) > 400, "lupdate found too few messages: did it read the source?"
    contexts = written_contexts()
    wrong = [m for m in found if not m.context or m.context not in contexts]
    assert wrong == []
    formatter = string.Formatter()
    for m in found:
        try:
            fields = [f for _, f, _, _ in formatter.parse(m.source) if f is not None]
        except ValueError as exc:
            pytest.fail(f"{m.where}: {m.source!r} is no format string: {exc}")
        assert all(f.isidentifier() for f in fields), (m.where, m.source)
    # A count is a plural message, and only a count: lupdate reads a plural where a
    # translate() call's count is not a number literal only as an encoding, and where a
    # tr() call's disambiguation is followed by a comma. (A `Words(…).counting(n)` of the
    # Qt-free layers is marked as QT_TRANSLATE_NOOP, never plural for lupdate: the refresh
    # gives it its plural forms, which tests/i18n checks in every catalogue.)
    plural = [
        (m.where, m.source)
        for m in found
        if m.numerus != ("%n" in m.source) and not _marked_by_words(m.where)
    ]
    assert plural == []


def _marked_by_words(where: str) -> bool:
    """Whether the message at `where` ("path:line") is a `Words(...)` of the Qt-free
    layers or a `QT_TRANSLATE_NOOP(...)` (a game's wording of shared strings,
    `app/games/mano_y_pie/wording.py`): its call opens on that line or the one before.
    lupdate never reads either as plural; the refresh makes every message with `%n` one."""
    path, _, line = where.rpartition(":")
    source = Path(__file__).resolve().parents[2] / path[path.rindex("app/") :]
    lines = source.read_text(encoding="utf-8").splitlines()
    n = int(line)
    return any(
        "Words(" in text or "QT_TRANSLATE_NOOP(" in text for text in lines[max(0, n - 2) : n]
    )


def test_every_refusal_sentence_is_found(found) -> None:
    known = {(m.context, m.source) for m in found}
    tables = {"app.ui.messages": messages._SENTENCES}
    tables |= {g.id: table_of(g.id).controller.sentences for g in GAMES}
    # a table's text is looked up in "Refusal"; a game's `Words`, in the context it names
    missing = {
        (table, code): text
        for table, sentences in tables.items()
        for code, text in sentences.items()
        if (("Refusal", text) if isinstance(text, str) else (text.context, text.text)) not in known
    }
    assert missing == {}
    assert sum(map(len, tables.values())) > 60


# ---------------------------------------------------------------------- at run time
class Recorder(QTranslator):
    """Records every lookup; what lupdate found it gives back as ⟦source⟧."""

    def __init__(self, found: list[Message]) -> None:
        super().__init__()
        self.known = {(m.context, m.source, m.comment) for m in found}
        # plural exactly when the source counts (`%n`), as the refresh makes it
        # (lupdate reads no plural in a `Words(…).counting(n)`)
        self.plural = {(m.context, m.source, m.comment) for m in found if "%n" in m.source}
        self.ours = written_contexts()
        self.lookups: list[tuple[str, str, str, bool]] = []
        #: Messages looked up with a count that lupdate found without plural forms, or
        #: the other way round.
        self.counted_wrong: list[tuple[str, str, str]] = []

    def isEmpty(self) -> bool:  # noqa: N802 - Qt override
        return False

    def translate(self, context, source, disambiguation=None, n=-1) -> str | None:
        key = (context or "", source or "", disambiguation or "")
        if key[0].startswith("Q") and key[0] not in self.ours:
            return None  # Qt's own ("QPlatformTheme", "OK"), or PySide6 trying QObject
        hit = key in self.known
        self.lookups.append((*key, hit))
        if hit and (n >= 0) != (key in self.plural):
            self.counted_wrong.append(key)
        return f"⟦{source}⟧" if hit else None

    def never_found(self) -> list[tuple[str, str, str]]:
        """Each lookup that ended without finding its message: a run of misses of one
        source (PySide6's `self.tr` trying each class of the object's type) not ended by
        a hit."""
        missed: list[tuple[str, str, str]] = []
        run: list[tuple[str, str, str]] = []
        for context, source, comment, hit in self.lookups:
            if run and (run[-1][1], run[-1][2]) != (source, comment):
                missed.append(run[0])
                run = []
            if hit:
                run = []
            else:
                run.append((context, source, comment))
        return missed + run[:1]


@pytest.fixture
def recorder(found, qtbot) -> Iterator[Recorder]:
    recorder = Recorder(found)
    QCoreApplication.installTranslator(recorder)
    yield recorder
    QCoreApplication.removeTranslator(recorder)


def unmarked(text: str) -> str:
    """What `text` says outside ⟦…⟧ in words: nothing when every word a person reads in
    it was translated (names, cards and numbers aside)."""
    while MARKED.search(text):
        text = MARKED.sub(" ", text)
    text = re.sub(r"<[^>]+>", " ", text)  # rich text's tags
    text = CARD.sub(" ", text)
    return text if re.search(r"[^\W\d_]", text) else ""


def table_texts(ctrl: Any) -> list[str]:
    return [ctrl.status_text(), *(z.label for z in ctrl.zones() if z.label)]


def dialog_texts(dialog: Any) -> list[str]:
    table = dialog.table
    header = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    cells = [
        table.item(r, c).text()
        for r in range(table.rowCount())
        for c in range(table.columnCount())
        if table.item(r, c) is not None
    ]
    labels = [label.text() for label in dialog.findChildren(QLabel)]
    return [dialog.windowTitle(), *header, *cells, *labels]


def played_deal(game: GameInfo) -> MatchSession:
    """A match whose first deal bots played to its end, the person's seat too."""
    session = MatchSession.start(
        game, house(game, "SHORT_MATCH"), ("easy",), seed=5, names=NAMES[: num(game)]
    )
    person_bot = game.bot("easy", "p")
    while session.to_play is not None and len(session.deal.history) < 400:
        seat = session.to_play
        bot = session.bots.get(seat, person_bot)
        session.play(bot.choose(session.view(seat), bot.limit), seat)
    return session


def num(game: GameInfo) -> int:
    return house(game, "SHORT_MATCH").get("num_players", 4)


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_what_each_table_says_is_found_as_it_is_looked_up(qtbot, recorder, game) -> None:
    """The commands, every refusal, and a deal played through: the table and the status
    line before and after moves (the person's and a bot's), at the deal's end, and the
    deal's table."""
    texts: list[str] = []
    table = table_of(game.id)
    for spec in table.with_parts(PARTS):
        texts.append(spec.translated())
        if spec.menu:
            texts.append(spec.translated(spec.menu_text))
    session = played_deal(game)
    history = session.deal.history
    ctrl = table.controller()
    ctrl.pace_ms = 0
    ctrl.auto_forced = False  # Cuatro Palos: nothing is played for the person meanwhile
    n = session.deal.num_players
    names = NAMES[:n]
    try:
        ctrl.load_position(session.state_at(0, 0).deal, [None, *["easy"] * (n - 1)], names)
        texts += table_texts(ctrl)
        for code, params in sorted(refusal_codes(game).items()):
            values = {
                p: "#" if isinstance(SAMPLES.get(p), str) else SAMPLES.get(p, 3) for p in params
            }
            texts.append(ctrl.sentence(IllegalMove(code, **values)))
        points = range(0, len(history), max(1, len(history) // 24))
        for i, k in enumerate(points):
            at = session.state_at(0, k).deal
            seat = at.to_play
            mine = i % 2 == 0  # the person's move, then a bot's
            person = seat if mine else (seat + 1) % n
            levels = [None if s == person else "easy" for s in range(n)]
            ctrl.load_position(at, levels, names)
            ctrl.bots_runner.forget()  # the bot asked to move never lands: we move it
            texts += table_texts(ctrl)
            if mine:
                ctrl.perform(history[k])
            else:
                ctrl.apply_bot(seat, history[k])
            ctrl.bots_runner.forget()
            texts += table_texts(ctrl)
        ctrl.load_position(session.deal, [None, *["easy"] * (n - 1)], names)
        texts += table_texts(ctrl)
        dialog = game_ui(game.id).TABLE.result_dialog(ctrl, ctrl.state.outcome(), None)
        qtbot.addWidget(dialog)
        texts += dialog_texts(dialog)
    finally:
        ctrl.shutdown()
    assert recorder.lookups, "no lookup was recorded: is the translator installed?"
    assert recorder.never_found() == []
    assert recorder.counted_wrong == []
    words = {text: unmarked(text) for text in texts if unmarked(text)}
    assert words == {}
