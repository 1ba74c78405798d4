"""Soak test for the PySide6 6.12.0 refcount bug (DESIGN.md §8).

6.12.0 drops one reference to None per call into a Python `paint` override until CPython
aborts with `none_dealloc`. Render CardItems many thousand times and check that
`sys.getrefcount(None)` stays put; keep this test when upgrading PySide6.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from app.core.cards import Card
from app.table.card_art import CardArt
from app.table.items import CardItem

PAINTS = 20_000


class CountingItem(CardItem):
    """Counts its paints, so the test knows they really happened."""

    paints = 0

    def paint(self, painter, option, widget=None) -> None:  # noqa: ANN001 - Qt override
        CountingItem.paints += 1
        super().paint(painter, option, widget)


def test_many_paints_keep_the_refcount_of_none(qapp) -> None:
    art = CardArt()
    scene = QGraphicsScene()
    scene.setSceneRect(QRectF(0, 0, 800, 400))
    deck = [Card(rank, suit) for suit in "SHDC" for rank in range(1, 14)]
    items = []
    for n, c in enumerate(deck * 2):
        item = CountingItem(c, art, face_up=n % 5 != 0, width=48)
        item.setPos((n % 26) * 30, (n // 26) * 90)
        if n % 7 == 0:
            item.set_marked("hint")
        scene.addItem(item)
        items.append(item)
    image = QImage(800, 400, QImage.Format.Format_ARGB32_Premultiplied)
    renders = -(-PAINTS // len(items))

    def render() -> None:
        image.fill(QColor("#246b3a"))
        painter = QPainter(image)
        scene.render(painter)
        painter.end()

    render()  # warm caches before counting references
    CountingItem.paints = 0
    before = sys.getrefcount(None)
    for _ in range(renders):
        render()
    after = sys.getrefcount(None)
    assert CountingItem.paints >= PAINTS
    assert before - after < 100, (
        f"None lost {before - after} references in {CountingItem.paints} paints"
    )
