"""Error lines for people: one line, and no token so long that it hides the message.

A command line or a damaged file can hold a token of a million characters; quoting it
whole would bury what the message says about it. `shorten` keeps its start and end with
the count of what was left out, and `one_line` applies that to every quoted token of a
message and folds it onto one line.
"""

from __future__ import annotations

import re

from app.core.words import Words

TOKEN_LIMIT = 40
LINE_LIMIT = 400

_LONG = TOKEN_LIMIT + 1
_QUOTED = re.compile(rf"'([^'\n]{{{_LONG},}})'|\"([^\"\n]{{{_LONG},}})\"")


def shorten(text: str, limit: int = TOKEN_LIMIT) -> str:
    """`text` itself, or its first and last characters around "…(N more)…"."""
    if len(text) <= limit:
        return text
    head, tail = text[: limit * 2 // 3], text[-(limit // 3) :]
    return f"{head}…({len(text) - len(head) - len(tail)} more)…{tail}"


def one_line(message: str, limit: int = LINE_LIMIT) -> str:
    """`message` on one line, its long quoted tokens shortened, at most `limit` long."""
    text = " ".join(str(message).split())

    def cut(match: re.Match[str]) -> str:
        token = match.group(1) if match.group(1) is not None else match.group(2)
        quote = "'" if match.group(1) is not None else '"'
        return f"{quote}{shorten(token)}{quote}"

    text = _QUOTED.sub(cut, text)
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
