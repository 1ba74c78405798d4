"""What the command line's tools raise for bad input: one line, exit status 2."""

from __future__ import annotations


class UsageError(ValueError):
    """Bad input from the command line: reported in one line, exit status 2."""
