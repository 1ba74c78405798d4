"""No `super()` chain between sibling classes in the games' table code (issue 39, item 3).

A sibling chain is a `super().m()` in a class none of whose own bases defines `m`: it
reaches whatever class the MRO puts next, so the order of a controller's mixins would
carry behaviour. A game's parts either override nothing (the controller asks them by
name) or are objects the controller holds.
"""

from __future__ import annotations

import ast
import importlib
import sys
from pathlib import Path
from types import ModuleType

APP = Path(__file__).resolve().parents[2] / "app"
GAMES_UI = APP / "ui" / "games"


def _a_base_defines(klass: type, name: str) -> bool:
    """One of `klass`'s own bases other than `object` has `name` (a mixin with no base of
    its own has none: its `super()` reaches only what the MRO puts next)."""
    return any(base is not object and hasattr(base, name) for base in klass.__bases__)


def sibling_chains(module: ModuleType) -> tuple[list[str], list[str]]:
    """The sibling chains in the classes `module` defines at its top level, and the names
    of the classes looked at."""
    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    chains, looked_at = [], []
    for node in tree.body:
        klass = getattr(module, node.name, None) if isinstance(node, ast.ClassDef) else None
        if not isinstance(klass, type):
            continue
        looked_at.append(node.name)
        for method in node.body:
            if not isinstance(method, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            for call in ast.walk(method):
                if (
                    isinstance(call, ast.Attribute)
                    and isinstance(call.value, ast.Call)
                    and isinstance(call.value.func, ast.Name)
                    and call.value.func.id == "super"
                    and not _a_base_defines(klass, call.attr)
                ):
                    chains.append(f"{node.name}.{method.name} -> super().{call.attr}")
    return chains, looked_at


# A small stack to prove the check: `_Sibling` reaches `_Base` only through `_Table`'s MRO.
class _Base:
    def said(self) -> str:
        return "base"


class _Sibling:
    def said(self) -> str:
        return "sibling " + super().said()  # type: ignore[misc]


class _Parent(_Base):
    def __init__(self) -> None:
        super().__init__()  # `_Base`'s (object's): a parent chain too

    def said(self) -> str:
        return "parent " + super().said()


class _Table(_Sibling, _Parent):
    def said(self) -> str:
        return "table " + super().said()


def test_the_check_tells_a_sibling_chain_from_a_parent_chain() -> None:
    assert _Table().said() == "table sibling parent base"  # the MRO carries it
    chains, looked_at = sibling_chains(sys.modules[__name__])
    assert chains == ["_Sibling.said -> super().said"]
    assert {"_Base", "_Sibling", "_Parent", "_Table"} <= set(looked_at)


def test_no_game_table_class_chains_to_a_sibling() -> None:
    chains, looked_at = [], []
    for path in sorted(GAMES_UI.rglob("*.py")):
        dotted = ".".join(path.relative_to(APP.parent).with_suffix("").parts)
        module = importlib.import_module(dotted.removesuffix(".__init__"))
        found, classes = sibling_chains(module)
        chains += [f"{path.relative_to(APP.parent)}: {chain}" for chain in found]
        looked_at += classes
    # the games' mixins and parts were looked at, not skipped
    for name in (
        "QuitaYPonController", "QuitaYPonPuzzles", "QuitaYPonZones", "CommitPlayout",
        "CanastaController", "SeatBubbles", "ManoYPieController", "ManoYPieRefusals",
    ):  # fmt: skip
        assert name in looked_at, name
    assert chains == []
