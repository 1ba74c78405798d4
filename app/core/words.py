"""Words for people, marked for translation by the layers that know no Qt.

The rules, the bots, the session and the storage never import Qt (the layer contracts),
yet some of what they say reaches a person: a storage fault, an option's problem. They
write such a sentence as `Words("Context", "English with a {name}").filled(name=value)`:
exactly two literal arguments, which `pyside6-lupdate` finds (`scripts/translations`
runs it with `-tr-function-alias QT_TRANSLATE_NOOP+=Words`). `str(words)` is the English
sentence (for logs and tools); the interface translates `words.text` in `words.context`
(in the plural form of its `count`, where it counts: `.counting(n)` and `%n` in the
text) and then fills in the named values, so that a translation may put them in any order
(translations/README.md). `QT_TRANSLATE_NOOP` marks a bare label the same way.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any


def QT_TRANSLATE_NOOP(context: str, text: str, disambiguation: str | None = None) -> str:  # noqa: N802 - Qt's own name, for lupdate
    """Marks `text` for translation in `context` (with `disambiguation`, where the same
    English words mean another thing there: lupdate reads the third argument, which
    PySide6's own QT_TRANSLATE_NOOP refuses); returns it unchanged."""
    return text


class _Blank(dict):
    """Named values where a missing one reads as '?' rather than failing."""

    def __missing__(self, key: str) -> str:
        return "?"


def fill(template: str, values: Mapping[str, Any]) -> str:
    """`template` with its `{name}`s replaced by the values' text (a missing one reads
    as '?', and a template that cannot be read is returned as it is)."""
    try:
        return template.format_map(_Blank({k: str(v) for k, v in values.items()}))
    except (ValueError, IndexError, AttributeError, KeyError):
        return template


@dataclass(frozen=True)
class Words:
    """A sentence marked for translation: its context, its English text with `{name}`
    placeholders, and the values that fill them."""

    context: str
    text: str
    values: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))

    #: The number a message with Qt's plural forms (`%n`) counts, or None.
    count: int | None = None

    def filled(self, **values: Any) -> Words:
        return replace(self, values=MappingProxyType({**self.values, **values}))

    def counting(self, n: int) -> Words:
        """The message in the plural form for `n` (its text holds `%n`)."""
        return replace(self, count=n)

    def __str__(self) -> str:
        text = self.text if self.count is None else self.text.replace("%n", str(self.count))
        return fill(text, self.values)


@dataclass(frozen=True)
class Said:
    """What a seat did, in two whole sentences: the person's own ("You drew from the
    stock.") and another seat's, whose name is `{name}` ("Ana drew from the stock."), so
    that each language words the person's own move as it does (its verb's form)."""

    yours: Words
    theirs: Words

    def counting(self, n: int) -> Said:
        """Both sentences in the plural form for `n`."""
        return Said(self.yours.counting(n), self.theirs.counting(n))
