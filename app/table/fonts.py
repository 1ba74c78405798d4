"""The card font: DejaVu Sans, bundled so cards render on machines without fonts."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics

from app import resource_path
from app.table.card_art import FONT_FAMILY

SUIT_CODEPOINTS = range(0x2660, 0x2668)
# The card font's files under resources/fonts/, with the licence they ship under.
BUNDLED_FONTS = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
FONT_LICENCE = "LICENSE-DejaVu.txt"
_loaded = False


def load_bundled_fonts() -> list[str]:
    """Register the bundled fonts with Qt (once); returns the families they provide."""
    global _loaded
    families: list[str] = []
    if _loaded:
        return families
    for name in BUNDLED_FONTS:
        path = resource_path(f"fonts/{name}")
        if path.is_file():
            font_id = QFontDatabase.addApplicationFont(str(path))
            if font_id >= 0:
                families.extend(QFontDatabase.applicationFontFamilies(font_id))
    _loaded = True
    return families


def missing_suit_glyphs(family: str = FONT_FAMILY) -> list[str]:
    """The suit symbols U+2660-U+2667 the card font cannot draw (empty when all render)."""
    metrics = QFontMetrics(QFont(family))
    return [chr(c) for c in SUIT_CODEPOINTS if not metrics.inFontUcs4(c)]
