"""What a controller holds rather than inherits: its hints, its practice table.

`held(Kind)` declares, on a controller class, an object made of `Kind(controller)` the
first time an instance asks for it (so nothing of it is made before it is used), and
kept by that instance. Asked of the class, it answers `Kind` itself, so that a command
naming `"hints.hint"` is checked against the class before any table is built
(`reach`, `app.ui.table_module`). A game whose hints differ holds its own kind:
`hints = held(TheGamesHints)`.
"""

from __future__ import annotations

import operator
from typing import Any, Generic, TypeVar, overload

KindT = TypeVar("KindT")


class held(Generic[KindT]):  # noqa: N801 - a declaration, read like a field's
    def __init__(self, kind: type[KindT]) -> None:
        self.kind = kind
        self.name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> type[KindT]: ...
    @overload
    def __get__(self, obj: object, owner: type | None = None) -> KindT: ...
    def __get__(self, obj: Any, owner: type | None = None) -> Any:
        if obj is None:
            return self.kind
        made = obj.__dict__.get(self.name)
        if made is None:
            made = obj.__dict__[self.name] = self.kind(obj)
        return made


def reach(obj: Any, name: str) -> Any:
    """What `name` names on `obj`: an attribute, or a dotted path through what it holds
    (`"hints.showing_hint"`); AttributeError when there is none."""
    return operator.attrgetter(name)(obj)
