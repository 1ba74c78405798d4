"""Where zones sit on the table: seats around it, a meld band per team, shared centre piles.

A controller says what each zone *is* (`Place`: the hand of seat 2, a pile beside seat 1,
the melds of team 0, a centre pile, the person's staging tray) and this module decides
where it goes for a given viewport and card width. It is pure geometry, free of Qt and of
any game, so that a layout can be tested for every player count without a scene, and so
that the partnership games can ask for a foot, a muerto or a pending packet beside its
owner without the table learning what those are.

The model is KDE kpat's libkcardgame: sizes are reckoned in card widths, the scene finds the
largest card width at which everything fits, and a pile that lacks room squeezes its spread
before anything shrinks. Unlike kpat, positions are not fixed per game: they follow from
the seats, so one layout serves two to six players.

Seats are numbered from the person's point of view: seat 0 is the person (bottom edge), and
seat k is k places clockwise from them (RULES.md §0.2: the next clockwise seat is on a
player's left), so with four players seat 1 sits on the left, seat 2 (the partner)
opposite and seat 3 on the right. Team 0 is the person's team; its meld band lies nearest
to them, the other teams' bands further up the table.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from enum import Enum

#: Card widths the layout may choose from (logical px). The lower bound keeps the corner
#: index readable; below it the whole table is scaled instead (see `plan`).
MAX_CARD_WIDTH = 150
MIN_CARD_WIDTH = 40
#: The melds may take smaller cards than that within a deal (their index still reads)
#: before the whole table is laid out anew for them.
MIN_MELD_WIDTH = 34
#: Laid out anew, the meld bands keep room for this many rows of melds at that width in
#: all, with cards from ROWS_KEPT_FROM wide (fewer with smaller cards, none with the
#: smallest): a crowded deal's bands then fit by making their melds smaller, not by
#: laying the table out anew (given up first where even the smallest cards lack room).
MELD_ROWS_KEPT, ROWS_KEPT_FROM = 4, 64
#: How far apart fanned cards of the person's hand may sit, in card widths: at most a
#: little more than a card (no overlap when there is room), at least the index column.
HAND_STEP = (1.06, 0.3)
#: An opponent's face-down fan: its widest and tightest spread, in (small) card widths.
FAN_STEP = (0.24, 0.05)
#: Another seat's hand laid face up (a deal's end): its widest and tightest spread, in
#: (small) card widths; the tightest still shows each card's index column.
OPEN_FAN_STEP = (0.38, 0.3)
#: Spreads of a meld row tried in turn (tighter only when the looser one does not fit).
MELD_STEPS = (0.42, 0.34)
#: A squared-up group (a completed meld): how far its last card stands from its first,
#: and the thickness its hidden middle cards show at most, in card widths.
SQUARED_SPREAD, SQUARED_EDGES = 0.5, 0.2
#: Cards another seat's fan keeps room for (more squeeze into it).
FAN_ROOM = 16
#: Cards a side column keeps room for in its seat's hand, at the tightest spread.
COLUMN_HAND = 30
#: The widest a meld band's caption may be before it wraps, in card widths.
CAPTION_WIDTH = 1.6
#: Words said at another seat (a bubble): the lines they are laid in, and the widest
#: the bubble may be, in card widths (longer words take a smaller font inside it).
BUBBLE_LINES, BUBBLE_WIDTH = 3, 6.0
#: Label lines allowed before a label is elided, per part of the table.
TOP_LINES, SIDE_LINES, BOTTOM_LINES, GROUP_LINES = 2, 3, 2, 2
#: Lines a side seat's label may take beyond SIDE_LINES where its column, at its widest,
#: cannot hold it in SIDE_LINES (a small table: the review's): lines, not an ellipsis.
SIDE_MORE_LINES = 2


#: Text width of `text` at a pixel size, bold or not (the table measures with its font).
Measure = Callable[[str, int, bool], float]


class Area(Enum):
    """The part of the table a zone belongs to."""

    HAND = "hand"  # a seat's hand: the person's row, another seat's face-down fan
    SIDE = "side"  # a pile beside a seat: foot, muerto, pending packet, personal pile
    MELDS = "melds"  # a team's meld band; team None: melds that belong to no team
    CENTRE = "centre"  # shared piles: stock, discard pile, foundations
    STAGING = "staging"  # the person's tray of cards being prepared


@dataclass(frozen=True)
class Place:
    """What a zone is, for the layout: an area plus the seat or team it belongs to."""

    area: Area
    seat: int | None = None
    team: int | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.area, Area):
            raise ValueError(f"unknown table area {self.area!r}")
        seated = self.area in (Area.HAND, Area.SIDE)
        if seated and (not isinstance(self.seat, int) or self.seat < 0):
            raise ValueError(f"{self.area.value} needs a seat number >= 0, not {self.seat!r}")
        if not seated and self.seat is not None:
            raise ValueError(f"{self.area.value} belongs to no seat")
        if self.team is not None and (self.area is not Area.MELDS or self.team < 0):
            raise ValueError(f"only a meld band has a team number >= 0, not {self.team!r}")

    @classmethod
    def hand(cls, seat: int = 0) -> Place:
        return cls(Area.HAND, seat=seat)

    @classmethod
    def side(cls, seat: int) -> Place:
        return cls(Area.SIDE, seat=seat)

    @classmethod
    def melds(cls, team: int | None = None) -> Place:
        return cls(Area.MELDS, team=team)

    @classmethod
    def centre(cls) -> Place:
        return cls(Area.CENTRE)

    @classmethod
    def staging(cls) -> Place:
        return cls(Area.STAGING)


def seat_sides(players: int) -> dict[int, tuple[str, int]]:
    """Where each seat sits: seat -> (edge, order along it), edge in bottom/left/top/right.

    One opponent sits opposite; two sit left and right; from three on, the first one after
    the person is on the left, the last on the right and the rest share the top edge, so a
    partner (two seats away with four players, three with six) always sits opposite.
    """
    if players < 1:
        raise ValueError(f"a table needs at least one seat, not {players}")
    sides: dict[int, tuple[str, int]] = {0: ("bottom", 0)}
    others = players - 1
    if others == 1:
        sides[1] = ("top", 0)
    elif others == 2:
        sides[1], sides[2] = ("left", 0), ("right", 0)
    elif others >= 3:
        sides[1], sides[players - 1] = ("left", 0), ("right", 0)
        for order, seat in enumerate(range(2, players - 1)):
            sides[seat] = ("top", order)
    return sides


@dataclass(frozen=True, slots=True)
class Box:
    """An axis-aligned rectangle (scene coordinates)."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def contains(self, other: Box, slack: float = 0.01) -> bool:
        return (
            other.x >= self.x - slack
            and other.y >= self.y - slack
            and other.right <= self.right + slack
            and other.bottom <= self.bottom + slack
        )

    def overlap(self, other: Box) -> float:
        """The area two boxes share (0 when they only touch)."""
        w = min(self.right, other.right) - max(self.x, other.x)
        h = min(self.bottom, other.bottom) - max(self.y, other.y)
        return w * h if w > 0 and h > 0 else 0.0


@dataclass(frozen=True)
class Piece:
    """One zone as the layout sees it: kind as in `ZoneSpec`, cards shown, label text;
    `squared` and `face_up` as the spec asks (a squared-up group, a hand shown face up)."""

    name: str
    kind: str
    place: Place
    count: int
    label: str = ""
    squared: bool = False
    face_up: bool = False


@dataclass
class Placed:
    """Where a zone ended up: frame, label box and lines, one position per shown card."""

    rect: Box
    label: Box
    lines: tuple[str, ...]
    slots: list[tuple[float, float]]
    width: int  # card width in this zone
    hit: Box  # where a drop counts as "on this zone"
    small: bool = False  # label in the small font (meld rows)


@dataclass
class Plan:
    card_width: int
    font_px: int
    small_px: int
    width: float
    height: float
    placed: dict[str, Placed] = field(default_factory=dict)
    scale: float = 1.0  # < 1 only when even the smallest cards do not fit
    #: What a table that keeps its places passes back as `held` for its next layout.
    held: Held | None = None
    #: Laid out anew although places were kept: not even the smallest melds fitted.
    anew: bool = False
    #: The melds laid afresh in their bands (their kept spots given up, the gaps closed)
    #: because they no longer fitted where they stood.
    reflowed: bool = False
    #: Each meld band's share of the meld area, top to bottom (two or more: the table
    #: draws them so that a band's second row reads as that band's).
    bands: list[Box] = field(default_factory=list)


@dataclass(frozen=True)
class Held:
    """What a table keeps through a deal so that nothing moves: the card width of its
    hands and piles (fixed), the melds' card width so far (it only ever shrinks, inside
    the meld area), its side columns' width and its top and bottom edges' heights in card
    widths, and the frame of every zone outside the meld area (`Frame`), which a later
    layout of the same deal reuses as it is: a hand, a pile, a muerto or a foot keeps
    its place and its cards are laid inside it."""

    card_width: int
    column: float = 0.0
    edges: tuple[float, float] = (0.0, 0.0)
    meld_width: int = 0
    frames: dict[str, Frame] = field(default_factory=dict, compare=False)
    #: The meld bands' shares of the meld area's height, top to bottom.
    split: tuple[float, ...] = ()
    #: The staging tray's height so far (it never shrinks within the deal).
    tray: float = 0.0
    #: The size of the table its frames stand on: a table scaled onto a smaller window
    #: (the smallest cards did not fit) keeps that larger virtual size, and its scale.
    size: tuple[float, float] = (0.0, 0.0)


@dataclass(frozen=True, slots=True)
class Frame:
    """A kept zone's frame, label box and drop area."""

    rect: Box
    label: Box
    hit: Box


@dataclass(frozen=True)
class Style:
    """What the layout needs to know of the cards it places (set by the table)."""

    ratio: float  # card height / width
    lift: float = 0.14  # how far a selected card rises, as a fraction of its height
    stack_shown: int = 4  # most cards a stack shows (its offsets take room)


def line_height(px: int) -> float:
    return math.ceil(px * 1.3) + 2.0


def small_px(meld_width: int) -> int:
    """The small font's pixel size (meld labels, band captions) at a meld width."""
    return max(10, round(max(12, min(20, round(meld_width * 0.17))) * 0.85))


def meld_pad(meld_width: float) -> float:
    """How far a meld's frame stands out from its cards, at a meld width."""
    return max(3.0, meld_width * 0.06)


def row_height(meld_width: int, ratio: float) -> float:
    """The height of one row of melds (a meld band's, the staging tray's) at a meld
    width: the cards, their label line and the gap under it."""
    return round(meld_width * ratio) + line_height(small_px(meld_width)) + meld_pad(meld_width)


def wrap(
    text: str, width: float, max_lines: int, px: int, bold: bool, measure: Measure
) -> tuple[str, ...]:
    """Break `text` at spaces into lines no wider than `width`; elide the last if need be.

    Joining the lines with single spaces gives the text back unless it was elided (its
    last line then ends with "…"), which lets the table and the tests tell the two apart.
    """
    if not text:
        return ()
    lines: list[str] = []
    words = text.split(" ")
    current = ""
    for n, word in enumerate(words):
        candidate = f"{current} {word}" if current else word
        if not current or measure(candidate, px, bold) <= width:
            current = candidate
            continue
        lines.append(current)
        current = word
        if len(lines) == max_lines:
            rest = " ".join([lines.pop(), *words[n:]])
            lines.append(_elide(rest, width, px, bold, measure))
            return tuple(lines)
    lines.append(current)
    if len(lines) > max_lines or measure(lines[-1], px, bold) > width:
        rest = " ".join(lines[max_lines - 1 :]) if len(lines) > max_lines else lines[-1]
        lines = lines[: max_lines - 1] if len(lines) > max_lines else lines[:-1]
        lines.append(_elide(rest, width, px, bold, measure))
    return tuple(lines)


def _elide(text: str, width: float, px: int, bold: bool, measure: Measure) -> str:
    if measure(text, px, bold) <= width:
        return text
    low, high = 0, len(text)
    while low < high:  # the longest prefix that fits with the ellipsis
        mid = (low + high + 1) // 2
        if measure(text[:mid].rstrip() + "…", px, bold) <= width:
            low = mid
        else:
            high = mid - 1
    return text[:low].rstrip() + "…"


def is_elided(text: str, lines: Iterable[str]) -> bool:
    return " ".join(lines) != text


def seats_of(pieces: Iterable[Piece]) -> int:
    """How many seats the pieces call for (every seat shows at least one zone)."""
    return 1 + max((p.place.seat or 0 for p in pieces), default=0)


# ---------------------------------------------------------------------------- the plan
def plan(
    pieces: list[Piece],
    width: float,
    height: float,
    style: Style,
    measure: Measure,
    players: int | None = None,
    hint: int | None = None,
    held: Held | None = None,
    size: float = 1.0,
    most: int | None = None,
) -> Plan:
    """The largest card width at which everything fits, and every zone placed at it.

    Fans squeeze first (a smaller spread is tried before a smaller card); when even the
    smallest cards do not fit, the plan is made for a larger virtual table and `scale`
    says how much to shrink it onto the real one, so nothing is ever cut off.

    `hint` is the card width of the table as it is now (a table updated after a move
    mostly keeps its width): it is tried first, with the next width up, so that an update
    takes two or three attempts instead of the seven or more of a search from scratch.
    Where the fit is monotone in the width (every table of the test sweep but one) the
    answer is the same either way; where it is not, the hint keeps a width that still
    fits and the next one does not, so the cards do not jump between two such widths.

    A table that keeps its places through a deal passes what its last plan `held`:
    cards grow, columns narrow and edges shrink only when it is laid out anew.

    `size` (1 to 2) lets the cards grow that much past the widths a table of this width
    would give them (a person's larger card size: the table is then taller than the
    window and scrolls), `most` is the widest they may be then.
    """
    players = max(players or 1, seats_of(pieces))
    width, height = max(200.0, width), max(150.0, height)
    real = (width, height)
    if held is not None and held.frames and held.size[0] > width + 0.5:
        width, height = held.size  # kept frames stand on a scaled table: lay it as it was
    top = int(
        min(MAX_CARD_WIDTH * size, width / 10 * size, height / 6.5, most or MAX_CARD_WIDTH * 2)
    )
    top = max(MIN_CARD_WIDTH, top - top % 2)
    if held is not None:
        top = max(MIN_CARD_WIDTH, min(top, held.card_width - held.card_width % 2))

    def attempt(
        cw: int, step: float, w: float = width, h: float = height, mcw: int | None = None
    ) -> _Attempt:
        trial = _Attempt(pieces, w, h, cw, step, style, measure, players, held, mcw)
        trial.bands_kept = trial.reserve and roomy[0] >= 2
        trial.reserve = trial.reserve and roomy[0] >= 1
        return trial

    # room kept for what may come in the deal, while the smallest cards fit: 2 all of it,
    # 1 the seats' (not the melds' rows, MELD_ROWS_KEPT), 0 none
    roomy = [2]

    def fits(cw: int, mcw: int | None = None) -> Plan | None:
        for step in MELD_STEPS:
            trial = attempt(cw, step, mcw=mcw)
            trial.strict = True
            try:
                return trial.run()
            except _Overflow:
                continue
        return None

    def search(low: int, high: int, best: Plan, at: Callable[[int], Plan | None] = fits) -> Plan:
        """The largest even width in [2 low, 2 high] that fits (`at` that width, by
        default the table's); `best` fits at 2 low."""
        while low < high:
            mid = (low + high + 1) // 2
            found = at(mid * 2)
            if found is not None:
                best, low = found, mid
            else:
                high = mid - 1
        return best

    if held is not None and held.frames and held.card_width <= top:
        # Later in a deal: the hands and piles stay as they are; only the melds may
        # take smaller cards (never larger), the largest at which they still fit.
        cw = held.card_width
        most = min(cw, held.meld_width or cw)
        kept = fits(cw, most)
        reflowed = False
        if kept is None:  # the melds laid afresh in their bands (the gaps closed), before
            spots = {n: f for n, f in held.frames.items() if not n.startswith(_SPOT)}
            held = replace(held, frames=spots)  # they take smaller cards
            kept = fits(cw, most)
            reflowed = kept is not None
        if kept is None and (best := fits(cw, MIN_MELD_WIDTH)) is not None:
            kept = search(MIN_MELD_WIDTH // 2, most // 2 - 1, best, lambda w: fits(cw, w))
        if kept is not None:
            kept.scale = min(1.0, real[0] / width, real[1] / height)
            kept.reflowed = reflowed
            return kept
        held = replace(held, frames={})  # even the smallest melds do not fit: anew
        result = plan(pieces, *real, style, measure, players, hint, held, size, most)
        result.anew = True
        return result

    if hint is not None and MIN_CARD_WIDTH < hint <= top and hint % 2 == 0:
        at_hint = fits(hint)
        if at_hint is not None:
            if hint == top:
                return at_hint
            above = fits(hint + 2)
            if above is None:
                return at_hint
            return search(hint // 2 + 1, top // 2, above)
        best = fits(MIN_CARD_WIDTH)
        if best is not None:
            return search(MIN_CARD_WIDTH // 2, hint // 2 - 1, best)
    else:
        best = fits(MIN_CARD_WIDTH)
        if best is not None:
            return search(MIN_CARD_WIDTH // 2, top // 2, best)  # even widths only
    for level in (1, 0):  # not even the smallest cards fit with room kept: with less
        roomy[0] = level
        best = fits(MIN_CARD_WIDTH)
        if best is not None:
            return search(MIN_CARD_WIDTH // 2, top // 2, best)
    best = fits(MIN_CARD_WIDTH, MIN_MELD_WIDTH)  # the smallest cards, the melds smaller yet
    if best is not None:
        at = lambda w: fits(MIN_CARD_WIDTH, w)  # noqa: E731 - the melds' width searched
        return search(MIN_MELD_WIDTH // 2, MIN_CARD_WIDTH // 2 - 1, best, at)
    scale = 1.0
    result = attempt(MIN_CARD_WIDTH, MELD_STEPS[-1]).run()
    while result.scale < 1.0 and scale > 0.3:
        scale -= 0.05
        result = attempt(
            MIN_CARD_WIDTH, MELD_STEPS[-1], round(width / scale), round(height / scale)
        ).run()
    result.scale = scale if scale < 1.0 else result.scale
    return result


class _Overflow(Exception):
    """A strict attempt hit a constraint it cannot meet: this width does not fit."""


@dataclass
class _Sized:
    """A piece with the card width and spreads it may take in a row."""

    piece: Piece
    card_w: float
    card_h: float
    step_max: float
    step_min: float
    #: A stack's most shown cards: its frame is that big whatever it holds, so that a
    #: pile keeps its place and size as it grows and empties.
    stacked: int = 0
    #: A box of words's width, when its words and not its cards say how wide it is.
    wide: float = 0.0

    @property
    def k(self) -> int:
        return self.piece.count

    def span(self, step: float) -> float:
        if self.wide:
            return self.wide
        if self.piece.kind == "drop":
            return max(self.card_w * 1.8, self.card_w + step * max(0, self.k - 1))
        if self.stacked:
            return self.card_w + step * (self.stacked - 1)
        if self.k == 0:
            return self.card_w * 0.8
        return self.card_w + step * (self.k - 1)

    @property
    def height(self) -> float:
        return self.card_h + (self.step_max * (self.stacked - 1) if self.stacked else 0.0)

    def stack_slots(self, left: float, top: float) -> list[tuple[float, float]]:
        """A stack's cards from its bottom card (at the frame's bottom left) up."""
        down = self.stacked - 1
        return [(left + n * self.step_max, top + (down - n) * self.step_max) for n in range(self.k)]


class _Attempt:
    """One try at one card width; `scale` of the result < 1 says by how much it overflows."""

    def __init__(
        self,
        pieces: list[Piece],
        width: float,
        height: float,
        cw: int,
        meld_step: float,
        style: Style,
        measure: Measure,
        players: int,
        held: Held | None = None,
        meld_cw: int | None = None,
    ) -> None:
        self.pieces, self.W, self.H, self.cw = pieces, float(width), float(height), cw
        self.held = held if held is not None else Held(cw)
        self.style, self.measure, self.players = style, measure, players
        self.ch = round(cw * style.ratio)
        #: The melds' card width (the meld area's, the staging tray's): the table's own
        #: unless the melds outgrew their room within the deal.
        self.mcw = min(cw, meld_cw or cw)
        self.mch = round(self.mcw * style.ratio)
        self.meld_step = meld_step
        self.m = max(6.0, min(width, height) * 0.012)
        self.font_px = max(12, min(20, round(cw * 0.17)))
        self.small_px = small_px(self.mcw)
        #: Laid out anew (nothing kept yet): seat rows keep room for a newcomer.
        self.reserve = not self.held.frames
        #: Laid out anew, the meld bands keep room for `MELD_ROWS_KEPT` rows of melds.
        self.bands_kept = self.reserve
        self.split: tuple[float, ...] = ()
        self.tray = 0.0
        #: Where each meld stood in the last layout (at this meld width): kept if it can.
        self.spots = (
            {n[len(_SPOT) :]: f.rect for n, f in self.held.frames.items() if n.startswith(_SPOT)}
            if self.held.meld_width == self.mcw
            else {}
        )
        self.lh = line_height(self.font_px)
        self.small_lh = line_height(self.small_px)
        self.mini = max(24, round(cw * 0.55))
        self.open_mini = max(30, round(cw * 0.7))  # a hand laid face up: indices readable
        self.offset = max(1.5, cw * 0.03)
        self.gap = cw * 0.25
        self.plan = Plan(cw, self.font_px, self.small_px, self.W, self.H)
        self.fit = 1.0
        #: Strict: give up (raise `_Overflow`) at the first unmet constraint, since only
        #: an attempt that fits is of use to the width search.
        self.strict = False
        self._measuring = 0  # inside `seat_height`, whose constraints do not count
        #: Label lines allowed a kept zone beyond its part of the table's (`run`).
        self.lines_allowed: dict[str, int] = {}

    # ------------------------------------------------------------------ helpers
    def need(self, available: float, needed: float) -> None:
        """Record a constraint: `needed` room where `available` is."""
        if needed > available + 0.5:
            if self.strict and not self._measuring:
                raise _Overflow
            # no room at all (a window shrunk below its bands): the least fit, not a crash
            self.fit = min(self.fit, max(0.01, available) / max(needed, 0.01))

    def sized(self, piece: Piece, melded: bool = False, tall: float = 0.0) -> _Sized:
        """`tall`: for words said at another seat (a bubble), the height of its seat's
        cards, which it takes (so that it never makes its row taller)."""
        kind, cw = piece.kind, self.mcw if melded else self.cw
        ch = self.mch if melded else self.ch
        if kind == "opponent":
            w = self.open_mini if piece.face_up else self.mini
            fan = OPEN_FAN_STEP if piece.face_up else FAN_STEP
            return _Sized(piece, w, round(w * self.style.ratio), w * fan[0], w * fan[1])
        if kind == "stack":
            shown = max(1, self.style.stack_shown, piece.count)
            if piece.place.area is Area.SIDE and piece.place.seat and not piece.face_up:
                # another seat's face-down packet (a foot, a muerto): its back is all
                # there is to see, in the small cards of that seat's fan and no taller
                w = self.mini
                return _Sized(piece, w, round(w * self.style.ratio), 0.0, 0.0, stacked=shown)
            return _Sized(piece, cw, ch, self.offset, self.offset, stacked=shown)
        if kind == "hand":
            return _Sized(piece, cw, ch, cw * HAND_STEP[0], cw * HAND_STEP[1])
        if _said(piece):
            # words said at a seat (a bubble): as tall as its seat's cards, as wide as
            # its words are in the lines that height holds (a short one, less)
            h = tall or round(self.mini * self.style.ratio)
            words = self.words_width(piece.label, h, False, BUBBLE_LINES)
            w = min(self.cw * BUBBLE_WIDTH, max(self.cw * 1.8, words))
            return _Sized(piece, w, h, 0.0, 0.0, wide=w)
        if kind == "group":
            return _Sized(piece, cw, ch, cw * self.meld_step, cw * MELD_STEPS[-1])
        return _Sized(piece, cw, ch, cw * self.meld_step, cw * self.meld_step)  # drop

    def words_width(self, text: str, height: float, bold: bool, most: int = 99) -> float:
        """How wide a box of words (a bubble, a drop box) must be for `text` to fit in
        the lines its `height` holds at the table's font (at most `most`), with its
        margins; a little more than the text's length over its lines, for the wrap."""
        lines = max(1, min(most, int((height - 8.0) // self.lh)))
        return self.measure(text, self.font_px, bold) * 1.15 / lines + 12.0

    def lines(self, text: str, width: float, max_lines: int, small: bool = False):
        px = self.small_px if small else self.font_px
        return wrap(text, width, max_lines, px, not small, self.measure)

    # ------------------------------------------------------------------ rows of a seat
    def _fit_steps(self, row: list[_Sized], room: float) -> list[float]:
        """Spreads for a row of pieces in `room`: the widest that fit, squeezed evenly."""
        steps = [s.step_max for s in row]
        gaps = self.gap * (len(row) - 1)
        total = sum(s.span(st) for s, st in zip(row, steps, strict=True)) + gaps
        if total <= room:
            return steps
        squeezable = sum((s.step_max - s.step_min) * max(0, s.k - 1) for s in row)
        excess = total - room
        if squeezable <= 0:
            self.need(room, total)
            return steps
        share = min(1.0, excess / squeezable)
        if excess > squeezable:
            self.need(room, total - squeezable)
        return [s.step_max - (s.step_max - s.step_min) * share for s in row]

    def seat_row(
        self,
        row: list[_Sized],
        x0: float,
        x1: float,
        y: float,
        label_above: bool,
        max_lines: int,
        hit: Box,
        column: bool = False,
    ) -> float:
        """Lay one seat's pieces side by side, centred in [x0, x1]; labels under (or over)
        them, each running on over the following pieces that have none. Return the height
        used (labels included)."""
        outer = (x0, x1)  # labels may use the whole row, however its cards are kept
        frames = self.held.frames
        kept = [frames[s.piece.name] for s in row if s.piece.name in frames]
        if kept and not self._measuring:  # laid as before (see `_keep`): no wider
            new = [s for s in row if s.piece.name not in frames]
            if new:  # newcomers are laid apart, then beside the others (`_newcomers`)
                old = [s for s in row if s.piece.name in frames]
                h = self.seat_row(old, x0, x1, y, label_above, max_lines, hit, column)
                h2 = self.seat_row(new, x0, x1, y, label_above, max_lines, hit, column)
                return max(h, h2)
            if not column:
                x0 = max(x0, min(f.rect.x for f in kept) + 4.0)
                x1 = min(x1, max(f.rect.right for f in kept) - 4.0)
        steps = self._fit_steps(row, x1 - x0)
        spans = [s.span(st) for s, st in zip(row, steps, strict=True)]
        total = sum(spans) + self.gap * (len(row) - 1)
        # The hand takes what the row has to spare, its cards centred in it: its frame
        # is the same whatever it holds, and its side piles stay where they are.
        # Laid out anew, the row keeps room at each end for more pieces (a bubble, a
        # muerto's packet) that may come later in the deal without moving the others.
        inset, spare = 0.0, 0.0
        one = self.cw * 1.8 + 2 * self.gap + 10.0
        for spare in (2 * one, one, 0.0) if self.reserve and not column else ():
            if total + 2 * spare <= x1 - x0:  # two (a bubble and a packet) where they fit
                break
        x0, x1 = x0 + spare, x1 - spare
        first = row[0]
        if first.piece.place.area is Area.HAND:
            room = x1 - x0 - 2 * _pad(first.piece)  # its frame's margins stay in the row
            if first.piece.kind != "hand":  # another seat's fan: room for FAN_ROOM cards
                room = min(room, total + first.card_w + first.step_max * (FAN_ROOM - 1)
                           - spans[0])  # fmt: skip
            if total < room:
                inset = (room - total) / 2
                spans[0] += 2 * inset
                total = room
        x = x0 + max(0.0, (x1 - x0 - total) / 2)
        lefts = []
        for span in spans:
            lefts.append(x)
            x += span + self.gap
        cards_h = max(s.height for s in row)
        labeled = [i for i, s in enumerate(row) if s.piece.label]
        # Each label claims its piece and the unlabeled ones after it.
        claims: list[tuple[int, float, float]] = []
        for j, i in enumerate(labeled):
            last = (labeled[j + 1] if j + 1 < len(labeled) else len(row)) - 1
            claims.append((i, lefts[i], lefts[last] + spans[last]))
        boxes: dict[int, tuple[float, float]] = {}
        for j, (i, left, right) in enumerate(claims):
            lo = outer[0] if j == 0 else (claims[j - 1][2] + left) / 2
            hi = outer[1] if j + 1 == len(claims) else (right + claims[j + 1][1]) / 2
            centre = (left + right) / 2
            half = max(0.0, min(centre - lo, hi - centre))
            boxes[i] = (centre - half, 2 * half)
            label = "" if _said(row[i].piece) else row[i].piece.label
            if is_elided(label, self.lines(label, 2 * half, max_lines)) and hi - lo > 2 * half:
                # off centre, in all the room between its neighbours, not cut short
                width = min(hi - lo, self.measure(label, self.font_px, True) + 2)
                boxes[i] = (min(max(centre - width / 2, lo), hi - width), width)
        # (a bubble's words are inside it: it claims its room, with no line under it)
        texts = {
            i: () if _said(row[i].piece) else self.lines(row[i].piece.label, boxes[i][1], max_lines)
            for i in boxes
        }
        label_h = max((len(t) for t in texts.values()), default=0) * self.lh
        lift = self.ch * self.style.lift if label_above else 0.0
        cards_y = y + label_h + lift if label_above else y
        label_y = y if label_above else y + cards_h + 2
        edges = (
            [hit.x]
            + [(lefts[i] + spans[i] + lefts[i + 1]) / 2 for i in range(len(row) - 1)]
            + [hit.right]
        )
        for i, s in enumerate(row):
            k, left, step = s.k, lefts[i], steps[i]
            own_hit = Box(edges[i], hit.y, edges[i + 1] - edges[i], hit.h)
            top = cards_y + (cards_h - s.height if label_above else 0.0)
            if s.stacked:
                slots = s.stack_slots(left, top)
            else:
                inner = left + (inset if i == 0 else 0.0)
                slots = [(inner + n * step, top) for n in range(k)]
            pad = _pad(s.piece)
            rect = Box(left - pad, top - pad, spans[i] + 2 * pad, s.height + 2 * pad)
            bx, bw = boxes.get(i, (left, spans[i]))
            label = Box(bx, label_y, bw, max(1, len(texts.get(i, ()))) * self.lh)
            self.plan.placed[s.piece.name] = Placed(
                rect, label, texts.get(i, ()), slots, round(s.card_w), own_hit
            )
        return label_h + lift + cards_h + (0 if label_above else 2)

    def seat_height(self, row: list[_Sized], width: float, max_lines: int, above: bool) -> float:
        """The height `seat_row` would use, without placing anything."""
        saved, self.plan.placed = self.plan.placed, {}
        fit = self.fit
        self._measuring += 1
        try:
            h = self.seat_row(row, 0.0, width, 0.0, above, max_lines, Box(0, 0, 0, 0))
        finally:
            self._measuring -= 1
        self.plan.placed, self.fit = saved, fit
        return h

    # ------------------------------------------------------------------ the whole table
    def run(self) -> Plan:
        W, H, m = self.W, self.H, self.m
        sides = seat_sides(self.players)
        seats: dict[int, list[_Sized]] = {}
        centre_stacks: list[Piece] = []
        flows: dict[tuple[int, int], list[Piece]] = {}  # (order, -) -> pieces, top to bottom
        bubbles: list[Piece] = []  # laid last, over what the rest left (`_bubble`)
        for piece in self.pieces:
            area = piece.place.area
            if _said(piece):
                bubbles.append(piece)
            elif area in (Area.HAND, Area.SIDE):
                seats.setdefault(piece.place.seat or 0, []).append(self.sized(piece))
            elif area is Area.CENTRE and piece.kind == "stack":
                centre_stacks.append(piece)
            else:
                flows.setdefault(_flow_order(piece.place), []).append(piece)
        for row in seats.values():  # a seat's hand first, then its side piles
            row.sort(key=lambda s: s.piece.place.area is not Area.HAND)
        edge: dict[str, list[int]] = {"top": [], "left": [], "right": [], "bottom": []}
        for seat in sorted(seats, key=lambda s: sides.get(s, ("top", s))[1]):
            edge[sides.get(seat, ("top", seat))[0]].append(seat)

        # Top edge: seats side by side, labels under their cards.
        top_h = 0.0
        if edge["top"]:
            slot_w = (W - 2 * m) / len(edge["top"])
            heights = [
                self.seat_height(seats[s], slot_w - m, TOP_LINES, False) for s in edge["top"]
            ]
            top_h = max(self.held.edges[0] * self.cw, m + max(heights) + m / 2)
            for n, seat in enumerate(edge["top"]):
                left = m + n * slot_w
                hit = Box(left, 0, slot_w, top_h)
                x0, x1 = left + m / 2, left + slot_w - m / 2
                self.seat_row(seats[seat], x0, x1, m, False, TOP_LINES, hit)

        # Bottom edge: the person's hand and side piles, labels over them.
        bottom_h = 0.0
        if edge["bottom"]:
            row = seats[edge["bottom"][0]]
            inner = W - 2 * m
            measured = row
            if self.reserve and not any(s.stacked for s in row):
                # room in height for a pile that may come beside the hand in the deal (a
                # muerto picked up later): a stack stands taller than the hand's cards
                seat = row[0].piece.place.seat or 0
                ghost = Piece(_ROOM, "stack", Place.side(seat), self.style.stack_shown)
                measured = [*row, self.sized(ghost)]
            bottom_h = max(
                self.held.edges[1] * self.cw,
                self.seat_height(measured, inner, BOTTOM_LINES, True) + 2 * m,
            )
            hit = Box(0, H - bottom_h, W, bottom_h)
            self.seat_row(row, m, W - m, H - bottom_h + m, True, BOTTOM_LINES, hit)

        edges = (top_h / self.cw, bottom_h / self.cw)
        band_top, band_bottom = top_h + m, H - bottom_h - m
        self.need(band_bottom - band_top, self.ch + self.lh)

        # Left and right edges: a column each, its seats one under another.
        column_w = 0.0
        side_seats = edge["left"] + edge["right"]
        if side_seats:
            column_w = max(
                self.held.column * self.cw, *(self._column_width(seats[s]) for s in side_seats)
            )
        for name in ("left", "right"):
            if not edge[name]:
                continue
            x0 = m if name == "left" else W - m - column_w
            rows = [seats[s] for s in edge[name]]
            most = [self._side_lines(r, column_w) for r in rows]
            heights = [
                self.seat_height(r, column_w, n, False) for r, n in zip(rows, most, strict=True)
            ]
            used = sum(heights) + 2 * m * (len(rows) - 1)
            self.need(band_bottom - band_top, used)
            # Laid out anew, room under the seats for a pile that may come (a muerto's
            # packet, a personal stock), so that it does not move them.
            pile = self.ch + self.offset * (self.style.stack_shown - 1) + 8.0
            extra = pile + 2 * self.lh + 2 * self.gap if self.reserve else 0.0
            self.need(band_bottom - band_top, used + extra)
            y = band_top + max(0.0, (band_bottom - band_top - used - extra) / 2)
            for row, h, n in zip(rows, heights, most, strict=True):
                hit = Box(x0 - m / 2, y - m, column_w + m, h + 2 * m)
                self.seat_row(row, x0, x0 + column_w, y, False, n, hit, True)
                y += h + 2 * m

        # Centre: shared piles in columns on the left, then the meld bands and the tray.
        left = m + (column_w + m if edge["left"] else 0.0)
        right = W - m - (column_w + m if edge["right"] else 0.0)
        left = self._pile_columns(centre_stacks, left, band_top, band_bottom)
        kept = self.held.frames
        fixed = [p for p in self.pieces if p.place.area in (Area.HAND, Area.SIDE) and not _said(p)]
        fixed += centre_stacks
        most = {"top": TOP_LINES, "bottom": BOTTOM_LINES, "left": SIDE_LINES, "right": SIDE_LINES}
        lone = {s for name in ("left", "right") if len(edge[name]) == 1 for s in edge[name]}
        pile = self.ch + self.offset * (self.style.stack_shown - 1) + 2 * self.gap
        for piece in fixed:
            if piece.name in kept:
                edge = sides.get(piece.place.seat or 0, ("top", 0))[0]
                lines = most[edge] if piece.place.seat is not None else TOP_LINES
                if piece.place.seat in lone and piece.place.area is Area.HAND:
                    # a lone side seat's label that says more later in the deal (Buraco's
                    # "· took the muerto") takes more lines, not an ellipsis: down its
                    # column, leaving room for a pile that may come under it
                    room = band_bottom - kept[piece.name].label.y - pile
                    lines = self.lines_allowed[piece.name] = max(lines, int(room // self.lh))
                self._keep(piece, kept[piece.name], lines)
        if kept:
            for seat, row in seats.items():
                edge = sides.get(seat, ("top", 0))[0]
                band = (band_top, band_bottom) if edge in ("left", "right") else None
                self._newcomers([s.piece for s in row], kept, band)
                self._relabel([s.piece for s in row], most[edge])
        piles = [kept[p].hit.right + m / 2 for p in kept if p.startswith(_PILE)]  # gone too
        if piles and all(p.name in kept for p in centre_stacks):
            left = max(piles)  # the piles kept where they were: the bands begin after them
        elif piles:
            left = max(left, *piles)
        self._bands(flows, left, right, band_top, band_bottom)
        for piece in bubbles:
            edge = sides.get(piece.place.seat or 0, ("top", 0))[0]
            self._bubble(piece, seats.get(piece.place.seat or 0, []), edge, band_bottom)
        frames = dict(kept)
        for piece in fixed:  # (words said at a seat keep no place: laid afresh each time)
            p = self.plan.placed[piece.name]
            frames.setdefault(piece.name, Frame(p.rect, p.label, p.hit))
        for piece in centre_stacks:  # a pile's frame is known as one (see `piles`)
            frames[_PILE + piece.name] = frames[piece.name]
        for pieces in flows.values():
            for piece in pieces:
                p = self.plan.placed.get(piece.name)
                if p is not None and piece.kind != "caption":
                    frames[_SPOT + piece.name] = Frame(p.rect, p.label, p.hit)
        self.plan.held = Held(
            self.cw,
            column_w / self.cw,
            edges,
            self.mcw,
            frames,
            self.split,
            self.tray,
            (self.W, self.H),
        )
        self.plan.scale = self.fit
        return self.plan

    def _relabel(self, row: list[Piece], max_lines: int) -> None:
        """A kept seat's labels, each no wider than the room between its neighbours'
        frames as they now stand (a personal stock that came later at the row's end);
        a pile laid under a seat of a side column is no neighbour of its label."""
        placed = self.plan.placed
        labelled = sorted((p for p in row if p.label and placed[p.name].lines),
                          key=lambda p: placed[p.name].rect.x)  # fmt: skip
        if not labelled:
            return
        lo = min(placed[p.name].hit.x for p in row)
        hi = max(placed[p.name].hit.right for p in row)
        for piece in labelled:
            here = placed[piece.name]
            level = [p for p in labelled if _level(placed[p.name].rect, here.rect)]
            n = level.index(piece)
            left = lo if n == 0 else (placed[level[n - 1].name].rect.right + here.rect.x) / 2
            right = hi
            if n + 1 < len(level):
                right = (here.rect.right + placed[level[n + 1].name].rect.x) / 2
            box = here.label
            centre = box.x + box.w / 2
            width = min(box.w, 2 * max(0.0, min(centre - left, right - centre)))
            if width < box.w - 0.5:
                x = centre - width / 2
                most = self.lines_allowed.get(piece.name, max_lines)
                lines = self.lines(piece.label, width, most)
                if is_elided(piece.label, lines) and right - left > width + 0.5:
                    # off centre, in all the room between its neighbours, not cut short
                    width = min(box.w, right - left)
                    x = min(max(centre - width / 2, left), right - width)
                    lines = self.lines(piece.label, width, most)
                here.lines = lines
                h = max(box.h, len(here.lines) * self.lh)
                y = box.bottom - h if box.y < here.rect.y else box.y  # over its cards: up
                here.label = Box(x, y, width, h)

    def _newcomers(
        self,
        pieces: list[Piece],
        kept: dict[str, Frame],
        band: tuple[float, float] | None = None,
    ) -> None:
        """A seat's pieces that came after its places were kept (a personal stock once
        the stock is gone): in the room left after the kept ones, in turn."""
        names = [p.name for p in pieces]
        frames = [kept[n] for n in names if n in kept]
        if not frames or all(n in kept for n in names):
            return
        x = max(f.rect.right for f in frames) + self.gap
        end = max(f.hit.right for f in frames) - self.m / 2
        y = frames[0].rect.y
        for piece in pieces:
            if piece.name in kept:
                continue
            placed = self.plan.placed[piece.name]
            rect = placed.rect
            if end - x < rect.w and band is not None:  # a side column: under or over it
                high, low = band
                need = rect.h + placed.label.h + self.gap
                labels = [self.plan.placed[n].label for n in names if n in kept]  # as now laid
                x, y = frames[0].rect.x, max(b.bottom for b in labels) + self.gap
                if low - y < need:
                    y = min(f.rect.y for f in frames) - need
                    self.need(y - high + self.gap, 0.0)
            else:
                self.need(end - x, rect.w)
            dx, dy = x - rect.x, y - rect.y
            placed.slots = [(a + dx, b + dy) for a, b in placed.slots]
            placed.rect = Box(x, y, rect.w, rect.h)
            label = placed.label
            placed.label = Box(label.x + dx, label.y + dy, label.w, label.h)
            placed.hit = Box(x - self.gap / 2, y, rect.w + self.gap, rect.h + label.h)
            x += rect.w + self.gap

    def _bubble(self, piece: Piece, row: list[_Sized], edge: str, band_bottom: float) -> None:
        """Words said at a seat, laid once everything else has its place, and never
        asking the table for room (a bubble that comes and goes must not move or shrink
        anything): beside the seat's zones where the row has room (narrower, its font
        then smaller, down to a card's width), else over the table at the row's end, on
        the meld area's side of its label (the table draws it over the cards there)."""
        pad = _pad(piece)
        placed = [self.plan.placed[s.piece.name] for s in row if s.piece.name in self.plan.placed]
        tall = max((s.height for s in row), default=self.ch)
        sized = self.sized(piece, tall=tall)
        w, h = sized.wide + 2 * pad, tall + 2 * pad
        if not placed:  # a seat with nothing else shown: the table's top left
            x, y = self.m, self.m
        else:
            x = max(p.rect.right for p in placed) + self.gap
            end = max(p.hit.right for p in placed) - self.m / 2
            y = placed[0].rect.y
            least = self.cw + 2 * pad
            if end - x >= least:
                w = min(w, end - x)
                under = [p.label.y for p in placed if p.lines and p.label.y > y]
                h = min(h, min(under, default=y + h) - y)  # the labels under the cards clear
            elif edge in ("left", "right"):  # a side column: under its seat, else over it
                x = placed[0].rect.x
                y = max(p.label.bottom for p in placed) + self.gap
                if y + h > band_bottom:
                    y = min(min(p.rect.y, p.label.y) for p in placed) - self.gap - h
            else:  # over the meld area at the row's end, beyond its label
                x = end - w
                if edge == "bottom":
                    y = min(min(p.rect.y, p.label.y) for p in placed) - self.gap - h
                else:
                    y = max(max(p.rect.bottom, p.label.bottom) for p in placed) + self.gap
        w = min(w, self.W)
        x = min(max(0.0, x), self.W - w)
        y = min(max(0.0, y), max(0.0, self.H - h))
        # no drop area: a card dropped where a bubble lies over a zone goes to that zone
        self.plan.placed[piece.name] = Placed(
            Box(x, y, w, h), Box(x, y + h, w, self.lh), (), [], round(self.cw), Box(x, y, 0, 0)
        )

    def _keep(self, piece: Piece, frame: Frame, max_lines: int) -> None:
        """Put a zone back in the frame it had earlier in the deal, its cards laid in it
        as they would be in its new one (centred across, from the same top)."""
        placed = self.plan.placed[piece.name]
        rect, old = placed.rect, frame.rect
        self.need(old.h, rect.h)
        # a frame kept from a larger table does not fit (a margin's overhang does)
        self.need(self.W + self.m, old.right)
        self.need(self.H + self.m, old.bottom)
        dx, dy = old.x - rect.x, old.y - rect.y
        if placed.slots and abs(rect.w - old.w) > 0.5:  # a hand: its cards, centred
            xs = [x for x, _y in placed.slots]
            room = old.w - 2 * _pad(piece)
            if len(xs) > 1 and max(xs) - min(xs) + placed.width > room:
                # more cards than when its place was taken: spread tighter to stay in it
                step = (room - placed.width) / (len(xs) - 1)
                self.need(step, self.sized(piece).step_min)
                xs = [xs[0] + n * step for n in range(len(xs))]
                placed.slots = [(x, y) for x, (_x, y) in zip(xs, placed.slots, strict=True)]
            content = max(xs) - min(xs) + placed.width
            dx = old.x + (old.w - content) / 2 - min(xs)
        placed.slots = [(x + dx, y + dy) for x, y in placed.slots]
        label = frame.label
        if placed.lines:  # its label in its kept box, wider if it now says more than fits
            lines = self.lines(piece.label, label.w, max_lines)  # (`_relabel` narrows it)
            full = self.measure(piece.label, self.font_px, True) + 2
            width = label.w
            while is_elided(piece.label, lines) and width < full:
                width = min(full, width + self.cw / 2)
                lines = self.lines(piece.label, width, max_lines)
            label = Box(label.x - (width - label.w) / 2, label.y, width, label.h)
            placed.lines = lines
        lines = len(placed.lines) * self.lh
        if placed.label.y < rect.y and lines > label.h:  # a label over its cards grows up
            label = Box(label.x, label.bottom - lines, label.w, lines)
        elif lines > label.h:
            label = Box(label.x, label.y, label.w, lines)
        placed.rect, placed.label, placed.hit = old, label, frame.hit

    def _side_lines(self, row: list[_Sized], width: float) -> int:
        """The lines a side seat's labels may take in a column `width` wide: SIDE_LINES,
        or up to SIDE_MORE_LINES more where a label would be cut short in SIDE_LINES
        (`_column_width` stops widening the column at its cap). Kept for the seat's
        later layouts of the deal (`lines_allowed`)."""
        most = SIDE_LINES
        for s in row:
            label = s.piece.label
            if not label or _said(s.piece):
                continue
            while most < SIDE_LINES + SIDE_MORE_LINES and is_elided(
                label, self.lines(label, width, most)
            ):
                most += 1
            if most > SIDE_LINES:
                self.lines_allowed[s.piece.name] = max(
                    most, self.lines_allowed.get(s.piece.name, 0)
                )
        return most

    def _column_width(self, row: list[_Sized]) -> float:
        """A side column: room for the seat's pieces at their tightest, and for its label
        in at most SIDE_LINES lines where that is not too wide."""
        # room for a hand that grows (a pile taken) without the column growing
        tight = sum(
            s.span(s.step_min)
            + s.step_min * max(0, COLUMN_HAND - s.k) * (s.piece.place.area is Area.HAND)
            for s in row
        ) + self.gap * (len(row) - 1)
        width = max(1.5 * self.cw, tight)
        labels = [s.piece.label for s in row if s.piece.label]
        cap = 3.2 * self.cw
        for text in labels:
            while width < cap and len(self.lines(text, width, SIDE_LINES + 1)) > SIDE_LINES:
                width += 0.1 * self.cw
        return width

    def _pile_columns(self, stacks: list[Piece], left: float, top: float, bottom: float) -> float:
        """Shared stacks (stock, discard...) one under another, a new column when one is
        full. Return where the space to their right begins."""
        if not stacks:
            return left
        m = self.m
        column_w = self.cw + self.offset * (self.style.stack_shown - 1) + 2 * m
        x, y = left, top
        used_right = left
        for piece in stacks:
            s = self.sized(piece)
            label = self.lines(piece.label, column_w, TOP_LINES)
            h = s.height + max(1, len(label)) * self.lh + 2
            if y > top and y + h > bottom:
                x, y = x + column_w, top
            self.need(bottom - top, h)
            cx = x + m
            slots = s.stack_slots(cx, y)
            rect = Box(cx - 4, y - 4, s.span(s.step_max) + 8, s.height + 8)
            lbox = Box(x, y + s.height + 2, column_w, max(1, len(label)) * self.lh)
            hit = Box(x, y - m / 2, column_w, h + m)
            self.plan.placed[piece.name] = Placed(rect, lbox, label, slots, self.cw, hit)
            y += h + m
            used_right = x + column_w
        return used_right + m / 2

    def _bands(
        self,
        flows: dict[tuple[int, int], list[Piece]],
        left: float,
        right: float,
        top: float,
        bottom: float,
    ) -> None:
        """The staging tray just above the hand, one row high (more if it needs them);
        over it the meld bands, the other teams' first (from the top), the person's
        team's last (nearest the hand), each in an equal share of the height, filled from
        its top: a band grows down into its share without moving what it holds, and only
        a band that outgrows its share makes the melds smaller."""
        self.need(right - left, 2 * self.mcw)
        gap = self.mcw * 0.18
        parts = [flows[k] for k in sorted(flows)]
        trays = [p for p in parts if p[0].place.area is Area.STAGING]
        bands = [p for p in parts if p[0].place.area is not Area.STAGING]
        for pieces in reversed(trays):
            # room from the start for a staged group and its verdict under it ("set · 30"):
            # staging a card moves no meld, not even by a pixel
            row = self._row_h() + meld_pad(self.mcw) + 2
            # measured where it begins, not at 0: its drop box keeps the spot it had
            h = max(self._flow(pieces, left, right, 0.0, measure_only=True, sticky=False), row)
            if self.held.frames and self.held.meld_width == self.mcw:
                h = max(h, self.held.tray)
            self.tray = h
            bottom -= h
            self._flow(pieces, left, right, bottom)
            bottom -= gap
        if not bands:
            return
        share = (bottom - top - gap * (len(bands) - 1)) / len(bands)
        upper = [p for p in bands if _flow_order(p[0].place)[0] < _OURS]  # not ours
        if share < self._row_h() and len(upper) > 1:
            # Short of height (many teams, e.g. five players each on their own): the other
            # teams' bands stand side by side, each in its own slice of the width.
            ours = [p for p in bands if p not in upper]
            slice_w = (right - left) / len(upper)
            tallest = 0.0
            for n, pieces in enumerate(upper):
                x0 = left + n * slice_w
                tallest = max(tallest, self._flow(pieces, x0, x0 + slice_w - gap, top))
            self.plan.bands += [
                self._ground(left + n * slice_w, top, slice_w - gap, tallest)
                for n in range(len(upper))
            ]
            top += tallest + gap
            bands = ours
        # Each band's share of the height: equal when laid out anew, then kept; when a
        # band outgrows its share, the shares are drawn again from what each needs (the
        # melds of the bands below the new line move once), before the melds get smaller.
        n, avail = len(bands), bottom - top - gap * (len(bands) - 1)
        if self.bands_kept:
            part = (self.cw - MIN_CARD_WIDTH) / (ROWS_KEPT_FROM - MIN_CARD_WIDTH)
            rows = MELD_ROWS_KEPT * min(1.0, max(0.0, part))
            self.need(avail, rows * row_height(MIN_MELD_WIDTH, self.style.ratio))
        shares = [f * avail for f in self.held.split] if len(self.held.split) == n else []
        if not shares or not self.held.frames:
            shares = [avail / n] * n
        tops = [top + sum(shares[:i]) + gap * i for i in range(n)]
        needs = [
            max(self._flow(p, left, right, y, measure_only=True), self._row_h())
            for p, y in zip(bands, tops, strict=True)
        ]
        if any(need > share + 0.5 for need, share in zip(needs, shares, strict=True)):
            self.need(avail, sum(needs))
            slack = max(0.0, avail - sum(needs)) / n
            shares = [need + slack for need in needs]
            tops = [top + sum(shares[:i]) + gap * i for i in range(n)]
        for pieces, y, share in zip(bands, tops, shares, strict=True):
            self.need(share, max(self._flow(pieces, left, right, y), self._row_h()))
            self.plan.bands.append(self._ground(left, y, right - left, share))
        self.split = tuple(share / max(avail, 1.0) for share in shares)

    def _ground(self, x: float, y: float, w: float, h: float) -> Box:
        """A band's ground: its share with its melds' frames (which stand out from
        their cards by a pad) inside; the gap between two bands keeps them apart."""
        pad = meld_pad(self.mcw)
        return Box(x - pad, y - pad, w + 2 * pad, h + pad)

    def _row_h(self) -> float:
        """The height of one row of melds (a meld band's, the staging tray's)."""
        return row_height(self.mcw, self.style.ratio)

    def _flow(
        self,
        pieces: list[Piece],
        left: float,
        right: float,
        top: float,
        measure_only: bool = False,
        sticky: bool = True,
    ) -> float:
        """Lay out one band (see `_flow_placed`) and return the height it uses; `sticky`
        False lays every piece afresh, none at the spot it had (a measure made at 0)."""
        used, placed = self._flow_placed(pieces, left, right, top, sticky)
        if not measure_only:
            self.plan.placed.update(placed)
        return used

    def _flow_placed(
        self, pieces: list[Piece], left: float, right: float, top: float, sticky: bool = True
    ) -> tuple[float, dict[str, Placed]]:
        """A caption first (the band's title, wrapped in a narrow column beside its first
        row: width is what a table has to spare, not height), then melds and drop targets
        left to right in rows that wrap, drop targets last. Return the height used and
        where each piece goes (not yet in the plan)."""
        order = {"caption": 0, "drop": 2}
        pieces = sorted(pieces, key=lambda p: order.get(p.kind, 1))
        cw, ch = self.mcw, self.mch
        pad, gap_x, gap_y = meld_pad(cw), cw * 0.3, cw * 0.18
        x, y = left, top
        row_h, row = 0.0, False
        placed = {}
        for piece in pieces:
            if piece.kind == "caption":
                alone = len(pieces) == 1  # an empty band: its caption is all it takes
                most = max(1, int(ch // self.lh))
                full = self.measure(piece.label, self.font_px, True) + 2
                width = min(full, CAPTION_WIDTH * cw, right - left)
                lines = self.lines(piece.label, width, most)
                while is_elided(piece.label, lines) and width < min(full, right - left):
                    width = min(width + 0.2 * cw, full, right - left)
                    lines = self.lines(piece.label, width, most)
                w = max((self.measure(t, self.font_px, True) for t in lines), default=0.0) + 2
                h = len(lines) * self.lh
                top_y = y if alone else y + max(0.0, (ch - h) / 2)
                box = Box(x, top_y, w, h)
                placed[piece.name] = Placed(box, box, lines, [], cw, Box(x, y, 0, 0))
                row, row_h = True, max(row_h, h if alone else ch + pad)
                x += max(w, min(CAPTION_WIDTH * cw, right - left)) + gap_x  # as it was
                continue
            s = self.sized(piece, melded=True)
            zone_w = s.span(cw * self.meld_step)
            if zone_w > right - left:  # a very long meld or foundation: squeeze it
                zone_w = max(s.span(s.step_min), right - left)
            step = (zone_w - cw) / (s.k - 1) if s.k > 1 else 0.0
            if piece.kind == "drop":
                step = cw * self.meld_step
                # as wide as its words need in the lines its height holds (small melds:
                # a wider box), so that they read at the table's size
                words = self.words_width(piece.label, ch, True)
                zone_w = max(zone_w, min(words, right - left, self.cw * BUBBLE_WIDTH))
            squared = piece.squared and s.k > 2
            if squared:
                zone_w = cw * (1 + SQUARED_SPREAD)
            self.need(right - left, zone_w)
            spot = self.spots.get(piece.name) if sticky else None
            if spot is not None and spot.x + pad >= left - 0.5:
                # Where it stood, if that is still ahead and free: a meld grows in place
                # and the ones after it stay put unless it reaches them.
                sx, sy = spot.x + pad, spot.y + pad
                if sx + zone_w <= right + 0.5:
                    if abs(sy - y) < 0.5 and sx >= x - 0.5:
                        x = sx
                    elif row and sy >= y + row_h + gap_y - 0.5:
                        x, y, row, row_h = sx, sy, False, 0.0
            if row and x + zone_w > right:
                x, y = left, y + row_h + gap_y
                row, row_h = False, 0.0
            small = piece.kind == "group"
            label = ()
            if piece.kind != "drop":
                label = self.lines(piece.label, zone_w + gap_x * 0.8, GROUP_LINES, small)
            line_h = self.small_lh if small else self.lh
            zone_h = ch + len(label) * line_h + (2 if label else 0)
            slots = [(x + n * step, y) for n in range(s.k)]
            if squared:
                slots = squared_slots(x, y, s.k, cw)
            rect = Box(x - pad, y - pad, zone_w + 2 * pad, ch + 2 * pad)
            label_w = zone_w + gap_x * 0.8
            lbox = Box(x - gap_x * 0.4, y + ch + pad, label_w, max(1, len(label)) * line_h)
            hit = Box(x - gap_x / 2, y - gap_y / 2, zone_w + gap_x, zone_h + pad + gap_y)
            placed[piece.name] = Placed(rect, lbox, label, slots, cw, hit, small=small)
            row = True
            row_h = max(row_h, zone_h + pad)
            x += zone_w + gap_x
        return (y + row_h - top if pieces else 0.0), placed


def squared_slots(x: float, y: float, k: int, cw: float) -> list[tuple[float, float]]:
    """A squared-up group of k cards: the first (low end) card at x, the last (high end)
    SQUARED_SPREAD card widths to its right, and the cards between stacked just under the
    last one, each showing a sliver of its edge (the pile's thickness) but never more than
    SQUARED_EDGES together, so that the first card's index stays in view."""
    end = x + cw * SQUARED_SPREAD
    edge = min(cw * 0.03, cw * SQUARED_EDGES / max(1, k - 2))
    middle = [(end - edge * (k - 1 - n), y) for n in range(1, k - 1)]
    return [(x, y), *middle, (end, y)]


def _said(piece: Piece) -> bool:
    """Whether a zone is words said at a seat (a bubble): the size of what it says, it
    keeps no place, it comes after the seat's other zones each time."""
    return piece.kind == "drop" and piece.place.area is Area.SIDE


def _level(a: Box, b: Box) -> bool:
    """Whether two frames stand side by side (share some height), not one under another."""
    return a.y < b.bottom and b.y < a.bottom


def _pad(piece: Piece) -> float:
    """How far a seat's zone frame stands out from its cards."""
    return 6.0 if piece.kind == "hand" else 4.0


_OURS = 100
#: A kept centre pile's frame is also kept under this prefix (the piles' column keeps its
#: width when one of them, a muerto, is gone).
_PILE = "\x00pile:"
#: ... and a meld's last frame under this one (see `_flow_placed`).
_SPOT = "\x00spot:"
#: A stack measured, never placed: the room a pile that comes later takes.
_ROOM = "\x00room"


def _flow_order(place: Place) -> tuple[int, int]:
    """Top-to-bottom order of the centre's flowing parts: other teams' bands (farthest
    team first), shared melds and foundations, the person's team, the staging tray."""
    if place.area is Area.STAGING:
        return (_OURS + 1, 0)
    if place.area is Area.MELDS and place.team == 0:
        return (_OURS, 0)
    if place.area is Area.MELDS and place.team is not None:
        return (-place.team, 0)
    return (0, 0)
