"""No class in the window's layer carries the house (issue "Features as parts"): none is
over 300 lines; a game's controller object, its whole MRO, has at most 190 methods (Mano y
Pie's had 214 when its hints and practice table were mixins; they are objects it holds,
app/ui/held.py); and no behaviour hangs on the order of sibling mixins — at most two
`super()` calls in app/ui reach a class that is not among their own class's bases, none
under a `type: ignore`."""

from __future__ import annotations

import ast
import importlib
import inspect
from pathlib import Path

import pytest

from app.games.registry import GAMES
from app.ui.table_module import table_of

APP_UI = Path(__file__).resolve().parents[2] / "app" / "ui"
MOST_LINES = 300
MOST_METHODS = 190
MOST_SIBLING_CHAINS = 2


def _modules() -> list[tuple[Path, str, ast.Module]]:
    found = []
    for path in sorted(APP_UI.rglob("*.py")):
        parts = path.relative_to(APP_UI.parent.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found.append((path, name, ast.parse(path.read_text(encoding="utf-8"))))
    return found


def test_no_class_in_app_ui_is_over_300_lines() -> None:
    sizes = {
        f"{path.relative_to(APP_UI)}:{node.name}": node.end_lineno - node.lineno + 1
        for path, _, tree in _modules()
        for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef)
    }
    assert "controller_base.py:GameController" in sizes and len(sizes) >= 100, len(sizes)
    assert {name: n for name, n in sizes.items() if n > MOST_LINES} == {}


def _methods(controller: type) -> set[str]:
    """Every method, property and class/static method a controller object answers from
    the project's classes of its MRO (Qt's and Python's own not counted)."""
    names: set[str] = set()
    for klass in controller.__mro__:
        if klass.__module__.startswith("app."):
            names |= {
                name
                for name, value in vars(klass).items()
                if inspect.isfunction(value)
                or isinstance(value, property | staticmethod | classmethod)
            }
    return names


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_a_games_controller_object_has_at_most_190_methods_in_its_whole_mro(game) -> None:
    controller = table_of(game).controller
    methods = _methods(controller)
    assert {"view_zones", "status_text", "begin_turn"} <= methods  # the count reads them
    assert len(methods) <= MOST_METHODS, (controller.__name__, len(methods))


def _sibling_chains() -> list[tuple[str, bool]]:
    """Each `super().m()` in app/ui whose class has no base (but `object`) answering `m`:
    where it lands is the MRO's choice, not the class's (and whether it is under a
    `type: ignore`)."""
    chains = []
    for path, name, tree in _modules():
        lines = path.read_text(encoding="utf-8").splitlines()
        module = None
        for node in ast.walk(tree):
            if not isinstance(node, ast.ClassDef):
                continue
            for call in ast.walk(node):
                if not (
                    isinstance(call, ast.Attribute)
                    and isinstance(call.value, ast.Call)
                    and getattr(call.value.func, "id", "") == "super"
                ):
                    continue
                module = module or importlib.import_module(name)
                klass = getattr(module, node.name)
                bases = [b for b in klass.__bases__ if b is not object]
                if not any(hasattr(b, call.attr) for b in bases):
                    where = (
                        f"{path.relative_to(APP_UI)}:{call.lineno} {node.name} super().{call.attr}"
                    )
                    chains.append((where, "type: ignore" in lines[call.lineno - 1]))
    return chains


def test_at_most_two_super_chains_between_sibling_classes_none_under_type_ignore() -> None:
    chains = _sibling_chains()
    assert len(chains) <= MOST_SIBLING_CHAINS, chains
    assert [where for where, ignored in chains if ignored] == []


def test_the_chain_finder_finds_a_chain_between_siblings() -> None:
    """The finder is not blind: a mixin calling on past its own bases is one."""

    class Left:
        def said(self) -> str:
            return "left " + super().said()  # type: ignore[misc]

    class Right:
        def said(self) -> str:
            return "right"

    class Both(Left, Right):
        pass

    assert Both().said() == "left right"
    assert not any(hasattr(b, "said") for b in Left.__bases__ if b is not object)
    found = [w for w, _ in _sibling_chains()]
    assert all(" super()." in w for w in found)
