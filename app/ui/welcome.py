"""The welcome page: the five games side by side, each with a line saying what it is, its
players and partnerships, and a small picture of its table drawn by the program; one
click starts one with its standard rules. Shown on the first start and from Game ▸
Choose a game. It knows no game: it reads the registry and each game's table's
`welcome` (a `Welcome`: its line and the cards its picture shows on the table)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
)

from app.core.cards import cards
from app.core.game_info import GameInfo
from app.core.words import Words
from app.games.registry import GAMES
from app.i18n import say
from app.table.card_art import CardArt
from app.table.layout import seat_sides
from app.ui.table_module import Welcome, table_of

#: The picture of a game's table, in pixels (as the person's screen counts them).
PICTURE_SIZE = (200, 124)


def welcome_of(info: GameInfo) -> Welcome:
    """The game's line and picture (its table's `welcome`)."""
    return table_of(info.id).welcome


def teams_words(info: GameInfo) -> Words:
    """The partnerships a game is played in, in words."""
    sizes = [s for s in info.team_sizes if s > 1]
    if not sizes:
        return Words("WelcomeDialog", "everyone plays alone")
    if 1 in info.team_sizes:
        return Words("WelcomeDialog", "in partnerships, or alone")
    return Words("WelcomeDialog", "in partnerships")


def table_picture(info: GameInfo, welcome: Welcome, art: CardArt, dpr: float = 1.0) -> QPixmap:
    """A small picture of the game's table at its usual number of players: the felt,
    each other seat's cards face down where the table seats it, the person's fan face up
    at the bottom, the stock and the groups of `welcome.table` in the middle; in a
    partnership game a light band under the person's and the partners' cards."""
    width, height = PICTURE_SIZE
    picture = QPixmap(int(width * dpr), int(height * dpr))
    picture.setDevicePixelRatio(dpr)
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    felt = QLinearGradient(0, 0, 0, height)
    felt.setColorAt(0.0, QColor("#2f7f47"))
    felt.setColorAt(1.0, QColor("#17482a"))
    painter.fillRect(QRectF(0, 0, width, height), felt)
    back_w, back_h = 14, 14 * 1.4
    players = info.default_players
    teams = info.teams(players)
    partners = (
        {s for s in range(players) if teams[s] == teams[0]} if len(set(teams)) < players else set()
    )
    band = QColor(255, 230, 150, 70)

    def card(c, x: float, y: float, w: float) -> None:
        painter.drawPixmap(QPointF(x, y), art.pixmap(c, int(w), dpr))

    def seat_box(seat: int, box: QRectF) -> None:
        if seat in partners:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(band)
            painter.drawRoundedRect(box.adjusted(-3, -3, 3, 3), 4, 4)

    sides = seat_sides(players)
    tops = sorted((order, seat) for seat, (side, order) in sides.items() if side == "top")
    for seat, (side, order) in sides.items():
        if seat == 0:
            continue
        if side in ("left", "right"):
            x = 6 if side == "left" else width - back_w - 6
            box = QRectF(x, height / 2 - back_h - 6, back_w, back_h + 4 * 6)
            seat_box(seat, box)
            for k in range(5):
                card(None, x, box.top() + k * 6, back_w)
        else:  # shared along the top edge
            slot = width / (len(tops) + 1)
            x = slot * (order + 1) - (back_w + 4 * 6) / 2
            box = QRectF(x, 5, back_w + 4 * 6, back_h)
            seat_box(seat, box)
            for k in range(5):
                card(None, x + k * 6, 5, back_w)
    hand = cards(welcome.hand)
    face_w, step = 18, 12
    span = face_w + step * (len(hand) - 1)
    x0, y0 = (width - span) / 2, height - face_w * 1.4 - 5
    seat_box(0, QRectF(x0, y0, span, face_w * 1.4))
    for k, c in enumerate(hand):
        card(c, x0 + k * step, y0, face_w)
    # The middle: the stock, then the groups, in rows that fit.
    left, right = 30, width - 30
    top = 5 + back_h + 8
    card(None, left, top, back_w)
    small, gap = 16, 9
    x, y = left + back_w + 8, top
    for group in welcome.table:
        faces = cards(group)
        span = small + gap * (len(faces) - 1)
        if x + span > right:
            x, y = left + back_w + 8, y + small * 1.4 + 4
        for k, c in enumerate(faces):
            card(c, x + k * gap, y, small)
        x += span + 6
    painter.end()
    return picture


class GameTile(QPushButton):
    """One game on the welcome page: its picture, name, line and players; a click
    chooses it."""

    def __init__(self, info: GameInfo, welcome: Welcome, art: CardArt, parent=None) -> None:
        super().__init__(parent)
        self.game = info.id
        self.setObjectName(f"welcome-{info.id}")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setStyleSheet(
            "GameTile { text-align: left; padding: 8px; border: 1px solid palette(mid);"
            " border-radius: 6px; background: palette(base); }"
            "GameTile:hover, GameTile:focus { border: 2px solid palette(highlight); }"
        )
        box = QHBoxLayout(self)
        words = QVBoxLayout()
        picture = QLabel()
        picture.setPixmap(table_picture(info, welcome, art, self.devicePixelRatioF()))
        picture.setAlignment(Qt.AlignmentFlag.AlignTop)
        box.addWidget(picture)
        box.addLayout(words, 1)
        title = QLabel(f"<b>{info.name}</b>")
        title.setTextFormat(Qt.TextFormat.RichText)
        words.addWidget(title)
        self.note = QLabel(say(welcome.note))
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        words.addWidget(self.note)
        self.players = QLabel(
            say(
                Words("WelcomeDialog", "{players} players, {teams}").filled(
                    players=say(info.players_text), teams=say(teams_words(info))
                )
            )
        )
        self.players.setTextFormat(Qt.TextFormat.PlainText)
        self.players.setWordWrap(True)
        self.players.setStyleSheet("color: palette(placeholder-text);")
        words.addWidget(self.players)
        words.addStretch(1)
        for label in (picture, title, self.note, self.players):
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setToolTip(
            say(
                Words("WelcomeDialog", "Play {game} with its standard rules").filled(game=info.name)
            )
        )
        self.setMinimumWidth(PICTURE_SIZE[0] + 220)
        self.setMinimumHeight(PICTURE_SIZE[1] + 20)

    def sizeHint(self):  # noqa: N802 - Qt's name
        return self.layout().sizeHint()

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        return self.layout().heightForWidth(width)


class WelcomeDialog(QDialog):
    """The five games; `chosen` is the game clicked (None: closed), `more` whether the
    person asked for the New-game dialog on it instead."""

    def __init__(self, art: CardArt, parent=None, *, first: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Choose a game"))
        self.chosen: str | None = None
        self.more = False
        layout = QVBoxLayout(self)
        head = QLabel(
            self.tr("<h2>Welcome to Tapete</h2><p>%n card games against the computer. "
                    "Click one to deal; Game ▸ New game sets its players and rules.</p>",
                    "", len(GAMES))
            if first
            else self.tr("<h2>Choose a game</h2><p>Click one to deal with its standard "
                         "rules; Game ▸ New game sets its players and rules.</p>")
        )  # fmt: skip
        head.setWordWrap(True)
        layout.addWidget(head)
        grid = QGridLayout()
        self.tiles: dict[str, GameTile] = {}
        columns = 2
        for n, info in enumerate(GAMES):
            tile = GameTile(info, welcome_of(info), art, self)
            tile.clicked.connect(lambda _=False, game=info.id: self.choose(game))
            self.tiles[info.id] = tile
            grid.addWidget(tile, n // columns, n % columns)
        # Where to learn more: the last row's free cell, or a row of its own.
        self.guide = QLabel(
            self.tr(
                "<b>New to these games?</b><p>Help ▸ Rules explains the game on the "
                "table, with examples; Help ▸ Controls (Ctrl+F1) lists every gesture "
                "and key. In New game, each option's tooltip quotes its rule.</p>"
                "<p>View ▸ Table felt, Card backs and Card size change the table's "
                "look; Game ▸ Statistics keeps your results.</p>"
            )
        )
        self.guide.setObjectName("welcomeGuide")
        self.guide.setWordWrap(True)
        self.guide.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.guide.setStyleSheet(
            "QLabel#welcomeGuide { padding: 10px; border: 1px dashed palette(mid);"
            " border-radius: 6px; color: palette(text); }"
        )
        n = len(GAMES)
        span = 1 if n % columns else columns  # no free cell: the whole row under the tiles
        grid.addWidget(self.guide, n // columns, n % columns, 1, span)
        layout.addLayout(grid, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, parent=self)
        self.more_button = buttons.addButton(
            self.tr("More options…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.more_button.setToolTip(self.tr("The New-game dialog: players, names, levels, rules"))
        self.more_button.clicked.connect(self._more)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def choose(self, game: str) -> None:
        self.chosen = game
        self.accept()

    def _more(self) -> None:
        self.more = True
        self.reject()
