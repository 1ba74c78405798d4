"""Card art: the font has the suits, the cache is keyed by size, DPR and theme."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontInfo, QFontMetrics

from app.core.cards import card, cards
from app.table.card_art import CARD_RATIO, FONT_FAMILY, CardArt, Theme


def test_suit_symbols_render_in_the_card_font(qapp) -> None:
    metrics = QFontMetrics(QFont(FONT_FAMILY))
    for code in range(0x2660, 0x2668):
        assert metrics.inFontUcs4(code), f"U+{code:04X} missing from {FONT_FAMILY}"
    for symbol in "♠♥♦♣":
        assert metrics.inFontUcs4(ord(symbol))


def test_card_art_draws_with_the_font_that_has_the_suits(qapp) -> None:
    art = CardArt()
    assert art.font_family == FONT_FAMILY
    assert QFontInfo(art.font(14)).family() == FONT_FAMILY  # really installed, not substituted


@pytest.mark.parametrize("dpr", [1.0, 1.25, 1.5, 2.0])
def test_pixmap_has_device_pixel_size_and_ratio(qapp, dpr: float) -> None:
    art = CardArt()
    width = 72
    pixmap = art.pixmap(card("7H"), width, dpr)
    assert pixmap.width() == round(width * dpr)
    assert pixmap.height() == round(round(width * CARD_RATIO) * dpr)
    assert pixmap.devicePixelRatio() == pytest.approx(dpr)
    back = art.pixmap(None, width, dpr)
    assert back.width() == round(width * dpr)


def test_same_key_returns_the_cached_pixmap(qapp) -> None:
    art = CardArt()
    first = art.pixmap(card("QS"), 60, 1.5)
    assert art.pixmap(card("QS"), 60, 1.5) is first
    # The copy of a card does not matter to its face; size and DPR do.
    assert art.pixmap(card("QS'"), 60, 1.5) is first
    assert art.pixmap(card("QS"), 61, 1.5) is not first
    assert art.pixmap(card("QS"), 60, 2.0) is not first


def test_four_colour_theme_changes_the_diamond(qapp) -> None:
    two = CardArt().pixmap(card("5D"), 72).toImage()
    four = CardArt(Theme(four_colour=True)).pixmap(card("5D"), 72).toImage()
    assert two != four
    # Spades are black in both themes.
    assert CardArt().pixmap(card("5S"), 72).toImage() == (
        CardArt(Theme(four_colour=True)).pixmap(card("5S"), 72).toImage()
    )


def test_set_theme_clears_the_cache(qapp) -> None:
    art = CardArt()
    before = art.pixmap(card("5D"), 72)
    art.set_theme(Theme(four_colour=True))
    assert art.pixmap(card("5D"), 72) is not before


@pytest.mark.parametrize("width", [48, 60, 74, 90])
def test_every_face_renders_at_table_sizes(qapp, width: int) -> None:
    art = CardArt()
    deck = cards("AS 2H 3D 4C 5S 6H 7D 8C 9S TH JD QC KS JK")
    images = {str(c): art.pixmap(c, width).toImage() for c in deck}
    assert all(not image.isNull() for image in images.values())
    assert len({image.cacheKey() for image in images.values()}) == len(deck)
