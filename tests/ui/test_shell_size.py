"""The window stays a shell (issue "Features as parts"): `MainWindow` at most 300 lines,
no class of its shell or of a part over 300, and the window module names no part."""

from __future__ import annotations

import ast
from pathlib import Path

APP_UI = Path(__file__).resolve().parents[2] / "app" / "ui"
WINDOW_MOST, CLASS_MOST = 300, 300


def class_sizes(path: Path) -> dict[str, int]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {
        f"{path.relative_to(APP_UI)}:{node.name}": node.end_lineno - node.lineno + 1
        for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef)
    }


def test_the_window_is_a_shell_of_small_classes() -> None:
    window = class_sizes(APP_UI / "main_window.py")
    assert 0 < window["main_window.py:MainWindow"] <= WINDOW_MOST, window
    sizes: dict[str, int] = {}
    for folder in ("shell", "parts"):
        for path in sorted((APP_UI / folder).glob("*.py")):
            sizes.update(class_sizes(path))
    assert "shell/table_flow.py:TableFlow" in sizes and "parts/game_log.py:GameLogPart" in sizes
    assert {name: n for name, n in sizes.items() if n > CLASS_MOST} == {}


def test_the_window_module_imports_no_part_by_name() -> None:
    """(import-linter checks the same, for the shell too; this names the line.)"""
    tree = ast.parse((APP_UI / "main_window.py").read_text(encoding="utf-8"))
    imported = [
        node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module
    ]
    assert "app.ui.parts" in imported
    assert [m for m in imported if m.startswith("app.ui.parts.")] == []
