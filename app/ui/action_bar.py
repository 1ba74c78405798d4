"""The bar under the table: the status line and the action buttons.

Two things a person should never see: the table jumping when the status sentence grows
by a line, and buttons pushed off a small screen. So the status keeps a fixed height of
two lines (a longer sentence is elided and shown whole in its tooltip), and the bar puts
the status and the buttons on one row only when the bar is wide (`ONE_ROW_MIN_WIDTH`)
and they fit; otherwise the status takes its own row and the buttons wrap,
right-aligned, under it.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QLayout, QLayoutItem, QWidget, QWidgetItem

#: Lines of status text the bar always has room for.
STATUS_LINES = 2
#: The narrowest the status may get beside the buttons before it moves to its own row.
STATUS_MIN_WIDTH = 340
#: A bar narrower than this always has the status on its own row, whatever buttons are
#: shown: beside six buttons at 1024x640 the status had about 500 pixels, and two lines
#: that wide cut what a turn says ("You laid down 6♣ 6♦ 6♠. You picked up the foot. Meld
#: ... On your foot: keep two cards."); and as a button comes or goes (Take the pile, a
#: partner's Yes / No) the bar no longer changes rows there, so the table does not jump.
#: From 1280 pixels the status stays beside the buttons, eight of them too.
ONE_ROW_MIN_WIDTH = 1200


class StatusLabel(QLabel):
    """A plain-text status line of a fixed height: `text()` is the whole sentence, what is
    drawn may be elided to `STATUS_LINES` lines (the tooltip then has it all).

    What the person must do now is never the part cut: given as `now` (`set_status`),
    the sentence's end that says it is laid whole on the last lines, and only what comes
    before it (what the bots did, which the game log keeps) is elided."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self._now = ""
        self.setTextFormat(Qt.TextFormat.PlainText)  # it holds players' names
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

    def text(self) -> str:  # the sentence, not its elided picture
        return self._full

    def shown_text(self) -> str:
        return super().text()

    def setText(self, text: str) -> None:  # noqa: N802 - Qt override
        self.set_status(text)

    def set_status(self, text: str, now: str = "") -> None:
        """Show `text`; its end that is also `now`'s (what to do now) is never elided."""
        self._full = text
        self._now = _kept_end(text, now)
        self._refit()

    def setStyleSheet(self, sheet: str) -> None:  # noqa: N802 - Qt override
        super().setStyleSheet(sheet)
        self.ensurePolished()
        self._fix_height()

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().changeEvent(event)
        if event.type() in (event.Type.FontChange, event.Type.StyleChange):
            self._fix_height()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._refit()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(80, self.height())

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        metrics = QFontMetrics(self.font())
        margins = self.contentsMargins()
        width = metrics.horizontalAdvance(self._full) + margins.left() + margins.right() + 8
        return QSize(min(width, 640), self.height())

    def _fix_height(self) -> None:
        metrics = QFontMetrics(self.font())
        margins = self.contentsMargins()
        extra = margins.top() + margins.bottom() + 2 * self.margin()
        self.setFixedHeight(metrics.lineSpacing() * STATUS_LINES + extra + 2)
        self._refit()

    def _refit(self) -> None:
        width = max(20, self.contentsRect().width() - 2 * self.margin() - 2)
        metrics = QFontMetrics(self.font())
        lines = _wrapped(self._full, metrics, width)
        if len(lines) > STATUS_LINES:
            now = _wrapped(self._now, metrics, width) if self._now else []
            if now and len(now) < STATUS_LINES:  # what came before it, elided
                said = self._full[: len(self._full) - len(self._now)].rstrip()
                lines = _elided(said, metrics, width, STATUS_LINES - len(now)) + now
            else:  # no room for both: what to do now (the log has what was done)
                lines = _elided(self._now or self._full, metrics, width, STATUS_LINES)
            self.setToolTip(self._full)
        else:
            self.setToolTip("")
        super().setText("\n".join(lines))


def _kept_end(text: str, now: str) -> str:
    """The end `text` shares with `now`, from a word's start (what must stay whole)."""
    n = 0
    while n < min(len(text), len(now)) and text[-1 - n] == now[-1 - n]:
        n += 1
    end = text[len(text) - n :]
    if n < len(text) and " " in end and text[len(text) - n - 1] != " ":
        end = end[end.index(" ") + 1 :]  # (begun in the middle of a word: from the next)
    return end.lstrip()


def _elided(text: str, metrics: QFontMetrics, width: int, most: int) -> list[str]:
    """`text` wrapped in at most `most` lines, the last elided if it needs more."""
    lines = _wrapped(text, metrics, width)
    if len(lines) <= most:
        return lines
    last = " ".join(lines[most - 1 :])
    return [*lines[: most - 1], metrics.elidedText(last, Qt.TextElideMode.ElideRight, width)]


def _wrapped(text: str, metrics: QFontMetrics, width: int) -> list[str]:
    lines: list[str] = []
    for paragraph in text.split("\n"):
        current = ""
        for word in paragraph.split(" "):
            candidate = f"{current} {word}" if current else word
            if current and metrics.horizontalAdvance(candidate) > width:
                lines.append(current)
                current = word
            else:
                current = candidate
        lines.append(current)
    return lines if text else []


class ActionBarLayout(QLayout):
    """Status and buttons: one row when they fit, else the status above wrapped buttons.

    Used like a `QHBoxLayout`: the widget added with a stretch is the status, every other
    widget a button (hidden ones take no room).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._status: QLayoutItem | None = None
        self._buttons: list[QLayoutItem] = []
        self.setContentsMargins(0, 0, 6, 4)
        self.setSpacing(4)

    def addWidget(self, widget: QWidget, stretch: int = 0) -> None:  # noqa: N802 - Qt API
        self.addChildWidget(widget)
        item = QWidgetItem(widget)
        if stretch and self._status is None:
            self._status = item
        else:
            self._buttons.append(item)
        self.invalidate()

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 - Qt override
        self._buttons.append(item)

    def count(self) -> int:
        return len(self._items())

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 - Qt override
        items = self._items()
        return items[index] if 0 <= index < len(items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 - Qt override
        item = self.itemAt(index)
        if item is None:
            return None
        if item is self._status:
            self._status = None
        else:
            self._buttons.remove(item)
        return item

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802 - Qt override
        return Qt.Orientation.Horizontal

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt override
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt override
        return self._arrange(QRect(0, 0, width, 0), apply=False)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        buttons = self._shown_buttons()
        width = sum(b.sizeHint().width() for b in buttons) + self.spacing() * len(buttons)
        status = self._status.sizeHint() if self._status is not None else QSize()
        margins = self.contentsMargins()
        width += max(STATUS_MIN_WIDTH, status.width()) + margins.left() + margins.right()
        return QSize(width, self.heightForWidth(width))

    def minimumSize(self) -> QSize:  # noqa: N802 - Qt override
        # As narrow as two rows of buttons allow: narrower, the rows would make the bar
        # (and so the window's least height) taller than a small screen.
        buttons = self._shown_buttons()
        widest = max((b.sizeHint().width() for b in buttons), default=0)
        row = sum(b.sizeHint().width() + self.spacing() for b in buttons)
        margins = self.contentsMargins()
        width = max(widest, 120, row // 2 + widest) + margins.left() + margins.right()
        return QSize(width, self.heightForWidth(width))

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 - Qt override
        super().setGeometry(rect)
        self._arrange(rect, apply=True)

    # ------------------------------------------------------------------ arrangement
    def _items(self) -> list[QLayoutItem]:
        return ([self._status] if self._status is not None else []) + self._buttons

    def _shown_buttons(self) -> list[QLayoutItem]:
        return [b for b in self._buttons if not b.isEmpty()]

    def _arrange(self, rect: QRect, apply: bool) -> int:
        """Place (or only measure) the items in `rect`; return the height they need."""
        margins = self.contentsMargins()
        inner = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        gap = self.spacing()
        buttons = self._shown_buttons()
        sizes = [b.sizeHint() for b in buttons]
        row_w = sum(s.width() for s in sizes) + gap * max(0, len(sizes) - 1)
        button_h = max((s.height() for s in sizes), default=0)
        status_h = self._status.sizeHint().height() if self._status is not None else 0
        roomy = (
            inner.width() >= ONE_ROW_MIN_WIDTH and inner.width() - row_w - gap >= STATUS_MIN_WIDTH
        )
        one_row = roomy or not buttons
        if one_row:
            height = max(status_h, button_h)
            if apply:
                top = inner.top()
                if self._status is not None:
                    status_w = inner.width() - (row_w + gap if buttons else 0)
                    self._status.setGeometry(QRect(inner.left(), top, status_w, height))
                self._place_rows([(sizes, buttons)], inner, top + (height - button_h) // 2)
            return height + margins.top() + margins.bottom()
        rows: list[tuple[list[QSize], list[QLayoutItem]]] = [([], [])]
        used = 0
        for size, button in zip(sizes, buttons, strict=True):
            if rows[-1][0] and used + gap + size.width() > inner.width():
                rows.append(([], []))
                used = 0
            used += (gap if rows[-1][0] else 0) + size.width()
            rows[-1][0].append(size)
            rows[-1][1].append(button)
        height = status_h + gap + len(rows) * button_h + gap * (len(rows) - 1)
        if apply:
            if self._status is not None:
                self._status.setGeometry(QRect(inner.left(), inner.top(), inner.width(), status_h))
            self._place_rows(rows, inner, inner.top() + status_h + gap)
        return height + margins.top() + margins.bottom()

    def _place_rows(self, rows, inner: QRect, top: int) -> None:
        gap = self.spacing()
        for sizes, buttons in rows:
            width = sum(s.width() for s in sizes) + gap * max(0, len(sizes) - 1)
            x = inner.right() + 1 - width
            h = max((s.height() for s in sizes), default=0)
            for size, button in zip(sizes, buttons, strict=True):
                button.setGeometry(QRect(QPoint(x, top), size))
                x += size.width() + gap
            top += h + gap
