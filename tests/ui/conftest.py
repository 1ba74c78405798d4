"""Fixtures the window's tests share."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox


@pytest.fixture
def answers(monkeypatch):
    """The questions the window asks, answered from `replies` (Yes when it runs out);
    its notices are dismissed."""
    asked: dict[str, list] = {"questions": [], "replies": []}

    def question(parent, title, text, *rest, **kw):
        asked["questions"].append(text)
        replies = asked["replies"]
        return replies.pop(0) if replies else QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", question)
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: None)
    return asked


@pytest.fixture
def told(monkeypatch):
    """What the window says in message boxes; "Continue?" is answered Yes."""
    said: dict[str, list[str]] = {"information": [], "question": []}

    def information(parent, title, text, *rest, **kw):
        said["information"].append(text)
        return QMessageBox.StandardButton.Ok

    def question(parent, title, text, *rest, **kw):
        said["question"].append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "information", information)
    monkeypatch.setattr(QMessageBox, "question", question)
    return said
