"""What the command line's tools raise for bad input: one line, exit status 2."""

from __future__ import annotations

from app.core.text import WordsError


class UsageError(WordsError):
    """Bad input from the command line: reported in one line, exit status 2 (its `words`
    are the sentence, marked for translation; `str()` is the English)."""
