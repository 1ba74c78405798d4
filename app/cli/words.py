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


def use_wording(context: str) -> None:
    """Word shared strings as a game words them (`GameInfo.wording`, "" for the shared
    wording), as the window does while the game is on its table."""
    from app.i18n import use_wording as using

    using(context)
