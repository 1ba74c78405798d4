"""No controller, and no base class of one, is over 300 lines (issue "One session under
every table"): the match lives in app/session, the gestures in app/ui/gestures.py."""

from __future__ import annotations

import ast
from pathlib import Path

APP_UI = Path(__file__).resolve().parents[2] / "app" / "ui"
MOST = 300


def test_no_controller_class_is_over_300_lines() -> None:
    sizes = {}
    for path in sorted(APP_UI.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and node.name.endswith("Controller"):
                sizes[f"{path.relative_to(APP_UI)}:{node.name}"] = node.end_lineno - node.lineno + 1
    assert "controller_base.py:GameController" in sizes and len(sizes) >= 8, sizes
    assert {name: n for name, n in sizes.items() if n > MOST} == {}
