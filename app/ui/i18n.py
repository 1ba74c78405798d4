"""The interface's languages: which one a person reads, and its catalogues.

See translations/README.md for how strings are marked and the catalogues refreshed.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from app.core.words import Words, fill


def say(words: Words | str) -> str:
    """`words` in the interface's language: its text translated in its context, then its
    named values filled in (each translated first when it is `Words` itself); a plain
    string is returned as it is."""
    if not isinstance(words, Words):
        return str(words)
    values: dict[str, Any] = {
        key: say(value) if isinstance(value, Words) else value
        for key, value in words.values.items()
    }
    return fill(QCoreApplication.translate(words.context, words.text), values)
