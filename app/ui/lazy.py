"""A name whose module is imported when the name is first used, not when it is imported.

The window's first frame is the dealt table (app/ui/first_paint.py); the dialogs it can
open (Statistics, New game, the review...) cost tens of milliseconds of imports each and
are opened, if ever, later. `later("app.ui.stats_window", "StatisticsDialog")` stands for
that class: calling it, or reading one of its attributes, imports the module then.
"""

from __future__ import annotations

import importlib
from typing import Any


class later:  # noqa: N801 - used as the class or function it stands for
    """Stands for `module`'s `name`, imported on first use (a call or an attribute)."""

    __slots__ = ("_module", "_name", "_target")

    def __init__(self, module: str, name: str) -> None:
        self._module = module
        self._name = name
        self._target: Any = None

    @property
    def target(self) -> Any:
        """The real object (its module imported now if it was not yet)."""
        if self._target is None:
            self._target = getattr(importlib.import_module(self._module), self._name)
        return self._target

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.target(*args, **kwargs)

    def __getattr__(self, attribute: str) -> Any:
        return getattr(self.target, attribute)

    def __repr__(self) -> str:
        return f"later({self._module!r}, {self._name!r})"
