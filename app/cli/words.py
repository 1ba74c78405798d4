"""What the command line says to a person, marked for translation as the window's words
are (translations/README.md): `Words("Context", "… {name} …").filled(name=value)` and
`QT_TRANSLATE_NOOP` of `app.core.words`, which `pyside6-lupdate` finds.

The command line knows no Qt (the layer contracts): `say` asks `app.i18n`, which
translates with QtCore's translator once `tapete-cli` has installed the run's language
(English until then). Option names, levels, game ids, card notation, file paths
and JSON stay as they are: they are the words of files and command lines.
"""

from __future__ import annotations

from app.core.words import Words


def say(words: Words | str) -> str:
    """`words` as the command line prints them: in the run's language, values filled in."""
    from app.i18n import say as translated

    return translated(words)
