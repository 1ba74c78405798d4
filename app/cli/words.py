"""What the command line says to a person, marked for translation as the window's words
are (translations/README.md): `Words("Context", "… {name} …").filled(name=value)` and
`QT_TRANSLATE_NOOP` of `app.core.words`, which `pyside6-lupdate` finds.

The command line knows no Qt (the layer contracts), so it cannot ask Qt's catalogues
itself: `say` gives a sentence's English today, and is the one place where the command
line's language is to plug in. Option names, levels, game ids, card notation, file paths
and JSON stay as they are: they are the words of files and command lines.
"""

from __future__ import annotations

from app.core.words import Words


def say(words: Words | str) -> str:
    """`words` as the command line prints them (their values filled in; English today)."""
    return str(words)
