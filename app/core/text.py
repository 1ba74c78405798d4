"""Error lines for people: one line, and no token so long that it hides the message;
and the reading of a file's JSON, so that nothing in it makes Python speak.

A command line or a damaged file can hold a token of a million characters; quoting it
whole would bury what the message says about it. `shorten` keeps its start and end with
the count of what was left out; `readable` applies that to every quoted token and long
word of a message and writes control and direction characters by their codes (a message
box shows it so), and `one_line` also folds it onto one line (the command lines).

`read_json` reads a file's JSON as `json.loads` does, except that a number longer than
any of ours is a HugeNumber (each field's check refuses it and names the field, where
Python would refuse the whole file in its own words), and nesting too deep is
NestedTooDeeply, naming its field; `found` quotes a value read from a file, short.
"""

from __future__ import annotations

import json
import math
import re
import unicodedata
from typing import Any

from app.core.words import Words

TOKEN_LIMIT = 40
#: The longest run of characters without a space shown whole (a file's path fits).
WORD_LIMIT = 160
LINE_LIMIT = 400

_LONG = TOKEN_LIMIT + 1
#: A quoted token: its opening quote starts a word, its closing one ends it (an
#: apostrophe inside a word, "deal's", "dell'opzione", opens nothing).
_QUOTED = re.compile(rf"(?<!\w)(?:'([^'\n]{{{_LONG},}})'|\"([^\"\n]{{{_LONG},}})\")(?!\w)")
_WORD = re.compile(rf"\S{{{WORD_LIMIT + 1},}}")
_SHORTENED = re.compile(r"…\(\d+ more\)…")


def shorten(text: str, limit: int = TOKEN_LIMIT) -> str:
    """`text` itself, or its first and last characters around "…(N more)…"."""
    if len(text) <= limit:
        return text
    head, tail = text[: limit * 2 // 3], text[-(limit // 3) :]
    return f"{head}…({len(text) - len(head) - len(tail)} more)…{tail}"


def readable(message: str) -> str:
    """`message` as a person is shown it, its lines kept: each character it must not
    show as it is written as its code (`shown_text`), each quoted token longer than
    TOKEN_LIMIT and each word longer than WORD_LIMIT shortened (`shorten`)."""

    def cut(match: re.Match[str]) -> str:
        token = match.group(1) if match.group(1) is not None else match.group(2)
        if _SHORTENED.search(token):  # shortened already: its count of what is left out stays
            return match.group(0)
        quote = "'" if match.group(1) is not None else '"'
        return f"{quote}{shorten(token)}{quote}"

    text = _QUOTED.sub(cut, shown_text(str(message)))
    return _WORD.sub(lambda match: shorten(match.group(0), WORD_LIMIT), text)


def one_line(message: str, limit: int = LINE_LIMIT) -> str:
    """`message` on one line, `readable`, at most `limit` long."""
    text = readable(" ".join(shown_text(str(message)).split()))
    return text if len(text) <= limit else shorten(text, limit)


class WordsError(ValueError):
    """A ValueError whose sentence is marked for translation: `words` is what the
    interface shows (translated), `str()` its English (for logs and tools)."""

    def __init__(self, words: Words | str) -> None:
        super().__init__(str(words))
        self.words = words


def told(exc: BaseException) -> Words | str:
    """What `exc` says to a person: its `words` when it has them (a WordsError, a
    StorageError), else its own English text."""
    words = getattr(exc, "words", None)
    return words if isinstance(words, Words | str) and str(words) else str(exc)


#: The most digits a number read from a file may have: more than any count, score, seed
#: or time Tapete writes, far fewer than Python's own limit on reading whole numbers
#: (4,300 digits), and few enough to be a decimal number too (a float has 308 digits).
NUMBER_MAX_DIGITS = 300


class HugeNumber:
    """A number in a file with more than NUMBER_MAX_DIGITS digits, kept as its text: it
    is no `int` (nor a `float`), so each field's own check refuses it and names the field,
    and its `repr` is the number shortened, as a message quotes it."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return shorten(self.text)

    __str__ = __repr__


def _number(text: str) -> int | HugeNumber:
    digits = len(text) - text.startswith("-")
    return int(text) if digits <= NUMBER_MAX_DIGITS else HugeNumber(text)


def _decimal(text: str) -> float | HugeNumber:
    value = float(text)
    return value if math.isfinite(value) else HugeNumber(text)


class NestedTooDeeply(RecursionError):
    """JSON nested deeper than Python reads: `words` name the field that holds it."""

    def __init__(self, field: str | None) -> None:
        self.field = field
        self.words = (
            Words("Files", "it holds lists or objects nested too deeply")
            if field is None
            else Words(
                "Files", "its field {field} holds lists or objects nested too deeply"
            ).filled(field=repr(shorten(field)))
        )
        super().__init__(str(self.words))


def read_json(text: str | bytes) -> Any:
    """`json.loads(text)`, with every number too long to be one of ours (more than
    NUMBER_MAX_DIGITS digits, a decimal past a float's range, NaN, Infinity) read as a
    HugeNumber rather than refused by Python in its own words or taken as infinity.
    Raises what `json.loads` raises for text that is not JSON (JSONDecodeError, a
    ValueError), and NestedTooDeeply (a RecursionError) naming the field nested too
    deeply to be read."""
    try:
        return json.loads(text, parse_int=_number, parse_float=_decimal, parse_constant=HugeNumber)
    except RecursionError:
        raw = text.decode("utf-8", "replace") if isinstance(text, bytes) else text
        raise NestedTooDeeply(_deep_field(raw)) from None


_DEEP = 500


def _deep_field(text: str) -> str | None:
    """The key of the innermost object field that holds the first place where `text`
    nests deeper than _DEEP (the last key read at each depth), or None."""
    keys: list[str | None] = [None]
    string_start, escaped, last_string = -1, False, None
    for i, ch in enumerate(text):
        if string_start >= 0:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                last_string, string_start = text[string_start + 1 : i], -1
            continue
        if ch == '"':
            string_start = i
        elif ch == ":":
            keys[-1] = last_string
        elif ch in "[{":
            keys.append(None)
            if len(keys) > _DEEP:
                return next((k for k in reversed(keys) if k is not None), None)
        elif ch in "]}" and len(keys) > 1:
            keys.pop()
    return None


#: Characters a message never shows as they are: controls (a terminal's escapes), format
#: characters (right-to-left overrides), lone surrogates, private and unassigned ones.
_HIDDEN = frozenset(("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"))


def shown_text(text: str) -> str:
    """`text` with each character a message must not show as it is written as its code
    (`\\x1b`, `\\u202e`, `\\ud800`), as `repr` writes them; the rest as it is."""
    if text.isprintable():
        return text
    return "".join(
        ch if ch in "\n\t" or unicodedata.category(ch) not in _HIDDEN else ascii(ch)[1:-1]
        for ch in text
    )


def found(value: Any) -> str:
    """A value read from a file as a message quotes it, in JSON's words and short: text
    quoted and shortened, a number as written (a HugeNumber shortened), `true`, `null`,
    and a list or an object as `[…]` or `{…}`, whatever they hold."""
    if isinstance(value, str):
        return repr(shorten(value))
    if isinstance(value, bool) or value is None:
        return json.dumps(value)
    if isinstance(value, int | float | HugeNumber):
        return shorten(repr(value))
    if isinstance(value, list | tuple):
        return "[…]"
    if isinstance(value, dict):
        return "{…}"
    return "?"
