"""Draw Tapete's application icon and write it in every format the packages need.

The art is our own, drawn here with QPainter: a fan of three playing cards (a black spade,
a red heart in front, a black club) on a round felt-green disc. Small sizes are drawn with
less detail so that they stay crisp. Writes into resources/icons/:

    tapete-16.png ... tapete-512.png   the PNGs (Linux hicolor theme, window icon)
    tapete.ico                         Windows, PNG-compressed entries 16..256
    tapete.icns                        macOS, PNG entries 16..512 (and @2x variants)

and into packaging/windows/ the installer's pictures (24-bit BMP, as NSIS wants them):

    welcome.bmp   the side of its first and last pages (and the uninstaller's), 164x314
                  at 96 DPI, drawn at twice that and stretched down by the installer
    header.bmp    the corner of its other pages, 150x57 (drawn at twice that too)

Run from the repository root:  QT_QPA_PLATFORM=offscreen python packaging/make_icons.py
"""

from __future__ import annotations

import argparse
import math
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import (  # noqa: E402
    QBrush,
    QColor,
    QGuiApplication,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QTransform,
)

SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# (icns type, pixel size of the PNG stored in it)
ICNS_ENTRIES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic11", 32),  # 16@2x
    (b"ic12", 64),  # 32@2x
    (b"ic13", 256),  # 128@2x
    (b"ic14", 512),  # 256@2x
)
DEFAULT_OUT = Path(__file__).resolve().parent.parent / "resources" / "icons"
INSTALLER_OUT = Path(__file__).resolve().parent / "windows"
#: NSIS Modern UI's picture sizes at 96 DPI; drawn at INSTALLER_SCALE times them.
WELCOME_SIZE = (164, 314)
HEADER_SIZE = (150, 57)
INSTALLER_SCALE = 2

FELT_LIGHT = QColor("#3fa66a")
FELT_DARK = QColor("#1d6b3d")
FELT_RIM = QColor("#0f4526")
CARD = QColor("#fdfdfb")
CARD_EDGE = QColor("#9aa3a0")
CARD_EDGE_SMALL = QColor("#4f5a56")  # darker, so that overlapping cards stay apart
RED = QColor("#d42a2a")
BLACK = QColor("#1c1c1c")


# --- suit shapes, in a unit box centred on the origin (about 1 wide, 1 high) ---------------


def heart_path() -> QPainterPath:
    """A square turned 45 degrees with a circle on each upper edge."""
    d = 1.0
    body = QPainterPath()
    body.moveTo(0, -d)
    body.lineTo(d, 0)
    body.lineTo(0, d)
    body.lineTo(-d, 0)
    body.closeSubpath()
    r = d / math.sqrt(2)
    for cx in (-d / 2, d / 2):
        lobe = QPainterPath()
        lobe.addEllipse(QPointF(cx, -d / 2), r, r)
        body = body.united(lobe)
    return _normalised(body)


def spade_path() -> QPainterPath:
    """An upside-down heart on a flared stem."""
    flipped = QTransform().scale(1, -1).map(heart_path())
    leaf = QTransform().scale(1, 0.92).map(flipped)
    stem = QPainterPath()
    stem.moveTo(0, 0.05)
    stem.quadTo(0.04, 0.42, 0.26, 0.62)
    stem.lineTo(-0.26, 0.62)
    stem.quadTo(-0.04, 0.42, 0, 0.05)
    stem.closeSubpath()
    return _normalised(leaf.united(stem))


def club_path() -> QPainterPath:
    """Three round leaves on a flared stem."""
    r = 0.25
    path = QPainterPath()
    for cx, cy in ((0.0, -0.26), (-0.27, 0.12), (0.27, 0.12)):
        leaf = QPainterPath()
        leaf.addEllipse(QPointF(cx, cy), r, r)
        path = path.united(leaf)
    middle = QPainterPath()
    middle.addEllipse(QPointF(0, 0.02), r * 0.6, r * 0.6)
    path = path.united(middle)
    stem = QPainterPath()
    stem.moveTo(0, 0.0)
    stem.quadTo(0.04, 0.42, 0.24, 0.6)
    stem.lineTo(-0.24, 0.6)
    stem.quadTo(-0.04, 0.42, 0, 0.0)
    stem.closeSubpath()
    return _normalised(path.united(stem))


def _normalised(path: QPainterPath) -> QPainterPath:
    """Scale so that the larger side is 1 and centre the bounding box on the origin."""
    box = path.boundingRect()
    k = 1.0 / max(box.width(), box.height())
    t = QTransform().scale(k, k).translate(-box.center().x(), -box.center().y())
    return t.map(path)


def _fill_symbol(p: QPainter, path: QPainterPath, x: float, y: float, size: float, color):
    p.save()
    p.translate(x, y)
    p.scale(size, size)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(color)
    p.drawPath(path)
    p.restore()


# --- the icon ------------------------------------------------------------------------------


def render(size: int, disc: bool = True) -> QImage:
    """The icon at `size` x `size` pixels, transparent outside the disc (without the disc:
    the fan of cards alone, for a picture on felt that may be stretched)."""
    img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.scale(size, size)  # draw in a unit square
    px = 1.0 / size  # one pixel in unit coordinates
    small = size <= 24
    tiny = size <= 16

    # The felt disc: a radial gradient with a darker rim.
    margin = 0.5 * px if small else 0.02
    radius = 0.5 - margin
    grad = QRadialGradient(QPointF(0.42, 0.36), 0.62)
    grad.setColorAt(0.0, FELT_LIGHT)
    grad.setColorAt(1.0, FELT_DARK)
    p.setBrush(QBrush(grad))
    if disc and small:
        p.setPen(Qt.PenStyle.NoPen)
        p.drawEllipse(QPointF(0.5, 0.5), radius, radius)
    elif disc:
        rim = max(0.022, 1.5 * px)
        p.setPen(QPen(FELT_RIM, rim))
        p.drawEllipse(QPointF(0.5, 0.5), radius - rim / 2, radius - rim / 2)
        # a faint inner ring, like the stitched edge of a card table
        p.setBrush(Qt.BrushStyle.NoBrush)
        ring = QColor(255, 255, 255, 38)
        p.setPen(QPen(ring, max(0.006, px), Qt.PenStyle.DashLine if size >= 128 else Qt.SolidLine))
        p.drawEllipse(QPointF(0.5, 0.5), radius - 0.06, radius - 0.06)

    # The fan: three cards turning about a point under the disc's centre.
    if tiny:
        w, h, spread, pivot_y, lift = 0.40, 0.56, 26.0, 0.90, 0.10
    elif small:
        w, h, spread, pivot_y, lift = 0.38, 0.53, 24.0, 0.90, 0.11
    else:
        w, h, spread, pivot_y, lift = 0.34, 0.48, 22.0, 0.88, 0.12
    corner = w * (0.10 if small else 0.12)
    edge = max(px, 0.006)
    cards = [  # (angle, suit, colour); the last one is drawn on top
        (-spread, spade_path(), BLACK),
        (spread, club_path(), BLACK),
        (0.0, heart_path(), RED),
    ]
    if tiny:  # two cards, the front one upright on whole pixels, read best at 16 px
        _tiny_cards(p, px)
        cards = []
    for angle, suit, colour in cards:
        p.save()
        p.translate(0.5, pivot_y)
        p.rotate(angle)
        rect = QRectF(-w / 2, -lift - h, w, h)
        if not small:  # a soft shadow to the lower right
            for i, alpha in enumerate((40, 28, 16)):
                off = (i + 1) * 0.006
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(0, 0, 0, alpha))
                p.drawRoundedRect(rect.translated(off * 0.6, off), corner, corner)
        p.setBrush(CARD)
        p.setPen(QPen(CARD_EDGE_SMALL if small else CARD_EDGE, edge))
        p.drawRoundedRect(rect.adjusted(edge / 2, edge / 2, -edge / 2, -edge / 2), corner, corner)
        if colour is RED:  # the front card: a big pip in the middle
            sym = w * (0.78 if small else 0.62)
            _fill_symbol(p, suit, 0.0, rect.center().y(), sym, colour)
            if size >= 64:  # corner indices, as on a real card
                _fill_symbol(p, suit, -w / 2 + w * 0.17, -lift - h + h * 0.13, w * 0.17, colour)
                p.save()
                p.translate(w / 2 - w * 0.17, -lift - h * 0.13)
                p.rotate(180)
                _fill_symbol(p, suit, 0, 0, w * 0.17, colour)
                p.restore()
        else:  # the side cards: a pip in the corner that shows beside the front card
            side = -1 if angle < 0 else 1
            sym = w * (0.44 if small else 0.36)
            x = side * (w / 2 - w * (0.27 if small else 0.25))
            y = -lift - h + h * (0.20 if small else 0.19)
            _fill_symbol(p, suit, x, y, sym, colour)
        p.restore()
    p.end()
    return img


def _tiny_cards(p: QPainter, px: float) -> None:
    """The 16 px fan: a card turned behind, and an upright card with a heart on the pixel grid."""
    p.save()
    p.scale(px, px)  # draw in pixels
    p.save()
    p.translate(6.6, 8.4)
    p.rotate(-20)
    p.setPen(QPen(CARD_EDGE_SMALL, 1.0))
    p.setBrush(CARD)
    p.drawRoundedRect(QRectF(-3.0, -4.5, 6.0, 9.0), 1.2, 1.2)
    _fill_symbol(p, spade_path(), -1.0, -2.2, 3.0, BLACK)
    p.restore()
    p.setPen(QPen(CARD_EDGE_SMALL, 1.0))
    p.setBrush(CARD)
    p.drawRoundedRect(QRectF(7.5, 3.5, 6.0, 9.0), 1.2, 1.2)
    _fill_symbol(p, heart_path(), 10.5, 8.0, 4.6, RED)
    p.restore()


def welcome_picture() -> QImage:
    """The installer's first and last pages' side: the icon's fan of cards on the table's
    felt, with no circle in it (the installer stretches the picture to its control, whose
    shape follows the system's font)."""
    w, h = (n * INSTALLER_SCALE for n in WELCOME_SIZE)
    img = QImage(w, h, QImage.Format.Format_RGB32)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    grad = QRadialGradient(QPointF(w * 0.5, h * 0.32), h * 0.75)
    grad.setColorAt(0.0, FELT_LIGHT)
    grad.setColorAt(1.0, FELT_DARK)
    p.fillRect(0, 0, w, h, QBrush(grad))
    icon = render(round(w * 0.95), disc=False)
    p.drawImage(round((w - icon.width()) / 2), round(h * 0.12), icon)
    p.end()
    return img


def header_picture() -> QImage:
    """The installer's other pages' corner: the icon on white, at the right."""
    w, h = (n * INSTALLER_SCALE for n in HEADER_SIZE)
    img = QImage(w, h, QImage.Format.Format_RGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    icon = render(round(h * 0.84))
    p.drawImage(w - icon.width() - round(h * 0.08), round((h - icon.height()) / 2), icon)
    p.end()
    return img


def png_bytes(img: QImage) -> bytes:
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    if not img.save(buf, "PNG"):
        raise RuntimeError("PNG encoding failed")
    buf.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows ICO whose entries are PNG images (valid since Windows Vista)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for s in sizes:
        data = pngs[s]
        dim = s if s < 256 else 0  # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS ICNS: b'icns', total length, then (type, length, PNG) entries, big-endian."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[s])) + pngs[s] for kind, s in ICNS_ENTRIES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder")
    parser.add_argument(
        "--installer-out", type=Path, default=INSTALLER_OUT, help="the installer's pictures"
    )
    args = parser.parse_args(argv)
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    pngs = {s: png_bytes(render(s)) for s in SIZES}
    for s, data in pngs.items():
        (out / f"tapete-{s}.png").write_bytes(data)
    (out / "tapete.ico").write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    (out / "tapete.icns").write_bytes(icns_bytes(pngs))
    print(f"wrote {len(pngs)} PNGs, tapete.ico and tapete.icns to {out}")
    pictures = {"welcome.bmp": welcome_picture(), "header.bmp": header_picture()}
    for name, picture in pictures.items():
        if not picture.convertToFormat(QImage.Format.Format_RGB888).save(
            str(args.installer_out / name), "BMP"
        ):
            raise SystemExit(f"cannot write {args.installer_out / name}")
    print(f"wrote {', '.join(pictures)} to {args.installer_out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
