"""The layout vocabulary as pure geometry: seats round the table, team bands, scaling."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.table.layout import (
    HAND_STEP,
    MELD_ROWS_KEPT,
    MIN_CARD_WIDTH,
    MIN_MELD_WIDTH,
    ROWS_KEPT_FROM,
    Area,
    Box,
    Piece,
    Place,
    Style,
    line_height,
    plan,
    row_height,
    seat_sides,
    wrap,
)

STYLE = Style(ratio=88 / 63, lift=0.14, stack_shown=4)


def measure(text: str, px: int, bold: bool) -> float:
    """A font whose every character is 0.6 em wide (0.65 bold): no Qt needed."""
    return len(text) * px * (0.65 if bold else 0.6)


def teams_of(players: int) -> list[int]:
    """Partners opposite (RULES.md §0.2), solo at 2, 3 and 5 players."""
    if players in (4, 6):
        return [seat % (players // 2) for seat in range(players)]
    return list(range(players))


def partnership_table(players: int, melds_per_team: int = 4) -> list[Piece]:
    """What a Mano y Pie-like game shows: hands, a foot beside every seat, a meld band per
    team (relative to the person's team 0), a stock and a discard pile, a staging tray."""
    teams = teams_of(players)
    pieces = [Piece("hand", "hand", Place.hand(0), 13, "You — 13 cards")]
    pieces.append(Piece("foot:0", "stack", Place.side(0), 4, "Your foot 13"))
    for seat in range(1, players):
        pieces.append(Piece(f"opp:{seat}", "opponent", Place.hand(seat), 11, f"Player {seat}"))
        pieces.append(Piece(f"foot:{seat}", "stack", Place.side(seat), 4, ""))
    pieces.append(Piece("stock", "stack", Place.centre(), 4, "Stock 120"))
    pieces.append(Piece("discard", "stack", Place.centre(), 3, "Discard pile"))
    for team in sorted(set(teams)):
        for n in range(melds_per_team):
            pieces.append(Piece(f"meld:{team}:{n}", "group", Place.melds(team), 4 + n % 3))
    pieces.append(Piece("stage:0", "group", Place.staging(), 3, "set · 30"))
    pieces.append(Piece("stage:new", "drop", Place.staging(), 0, "Stage a meld"))
    return pieces


def centre_of(box: Box) -> tuple[float, float]:
    return box.x + box.w / 2, box.y + box.h / 2


def gap_between(a: Box, b: Box) -> float:
    dx = max(0.0, max(a.x, b.x) - min(a.right, b.right))
    dy = max(0.0, max(a.y, b.y) - min(a.bottom, b.bottom))
    return max(dx, dy)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("size", [(1024, 640), (1366, 768), (1920, 1080)])
def test_every_zone_fits_without_overlap(players: int, size: tuple[int, int]) -> None:
    pieces = partnership_table(players, melds_per_team=3)
    result = plan(pieces, *size, STYLE, measure)
    assert result.scale == 1.0 and result.card_width >= MIN_CARD_WIDTH
    scene = Box(0, 0, *size)
    assert set(result.placed) == {p.name for p in pieces}
    for name, placed in result.placed.items():
        assert scene.contains(placed.rect), name
        assert scene.contains(placed.label) or not placed.lines, name
        piece = next(p for p in pieces if p.name == name)
        assert len(placed.slots) == piece.count
        for x, y in placed.slots:  # every card inside its frame
            card = Box(x, y, placed.width, placed.width * STYLE.ratio)
            assert placed.rect.contains(card, slack=1.0), name
    rects = list(result.placed.items())
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1 :]:
            assert ra.rect.overlap(rb.rect) < 4.0, (a, b)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_seats_go_round_the_table_with_the_partner_opposite(players: int) -> None:
    sides = seat_sides(players)
    assert sides[0] == ("bottom", 0) and len(sides) == players
    result = plan(partnership_table(players), 1280, 800, STYLE, measure)
    hand = result.placed["hand"].rect
    width = 1280
    for seat in range(1, players):
        edge = sides[seat][0]
        rect = result.placed[f"opp:{seat}"].rect
        x, y = centre_of(rect)
        assert y < centre_of(hand)[1]
        if edge == "left":
            assert x < width * 0.25
        elif edge == "right":
            assert x > width * 0.75
        else:
            assert rect.bottom < 800 * 0.35
    if players in (2, 4, 6):  # the partner (or the only opponent) sits right across
        opposite = result.placed[f"opp:{players // 2}"].rect
        assert sides[players // 2][0] == "top"
        assert abs(centre_of(opposite)[0] - width / 2) < width * 0.1
    # Seat 1 is the next one clockwise: on the person's left (RULES.md §0.2).
    if players >= 3:
        assert sides[1][0] == "left" and sides[players - 1][0] == "right"


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_side_piles_sit_beside_their_seat(players: int) -> None:
    result = plan(partnership_table(players), 1280, 800, STYLE, measure)
    cw = result.card_width
    owners = {seat: ("hand" if seat == 0 else f"opp:{seat}") for seat in range(players)}
    for seat in range(players):
        foot = result.placed[f"foot:{seat}"].rect
        own = gap_between(foot, result.placed[owners[seat]].rect)
        assert own < cw, seat
        for other in range(players):
            if other != seat:
                assert own < gap_between(foot, result.placed[owners[other]].rect), (seat, other)


@pytest.mark.parametrize("players", [4, 6])
def test_each_team_has_its_band_and_ours_is_nearest(players: int) -> None:
    result = plan(partnership_table(players), 1366, 768, STYLE, measure)
    bands: dict[int, Box] = {}
    for name, placed in result.placed.items():
        if name.startswith("meld:"):
            team = int(name.split(":")[1])
            box = bands.get(team, placed.rect)
            top, bottom = min(box.y, placed.rect.y), max(box.bottom, placed.rect.bottom)
            bands[team] = Box(box.x, top, box.w, bottom - top)
    assert len(bands) == len(set(teams_of(players)))
    ours = bands.pop(0)
    for theirs in bands.values():
        assert theirs.bottom <= ours.y  # another team's band lies further up the table
    staging = result.placed["stage:0"].rect
    hand = result.placed["hand"].rect
    assert ours.bottom <= staging.y and staging.bottom <= hand.y


def test_cards_grow_with_the_window_and_the_hand_spreads() -> None:
    pieces = partnership_table(4, melds_per_team=2)
    small = plan(pieces, 1024, 640, STYLE, measure)
    middle = plan(pieces, 1280, 800, STYLE, measure)
    large = plan(pieces, 1920, 1080, STYLE, measure)
    assert small.card_width <= middle.card_width < large.card_width

    def step(result) -> float:
        slots = result.placed["hand"].slots
        return (slots[1][0] - slots[0][0]) / result.card_width

    assert step(large) >= step(small) - 1e-9  # (float steps: the same spread counts)
    assert step(large) == pytest.approx(HAND_STEP[0])  # no overlap where there is room


def test_fans_overlap_more_before_cards_shrink() -> None:
    """A long hand squeezes its spread (down to the index column) at the same card width."""
    short = [Piece("hand", "hand", Place.hand(0), 8), Piece("stock", "stack", Place.centre(), 4)]
    long = [Piece("hand", "hand", Place.hand(0), 20), Piece("stock", "stack", Place.centre(), 4)]
    a = plan(short, 1024, 640, STYLE, measure)
    b = plan(long, 1024, 640, STYLE, measure)
    assert a.card_width == b.card_width
    steps = [
        (r.placed["hand"].slots[1][0] - r.placed["hand"].slots[0][0]) / r.card_width for r in (a, b)
    ]
    assert steps[1] < steps[0]
    assert steps[1] >= HAND_STEP[1] - 1e-9


def test_a_table_too_small_for_the_smallest_cards_is_scaled_not_cut() -> None:
    pieces = partnership_table(6, melds_per_team=12)
    result = plan(pieces, 400, 300, STYLE, measure)
    assert result.card_width == MIN_CARD_WIDTH and result.scale < 1.0
    scene = Box(0, 0, result.width, result.height)
    assert all(scene.contains(p.rect) for p in result.placed.values())


def test_labels_wrap_and_elide_only_when_they_must() -> None:
    text = "Bartolomé (normal) — 13 cards · 120 paid · opened"
    lines = wrap(text, 200, 3, 12, True, measure)
    assert len(lines) > 1 and " ".join(lines) == text
    assert all(measure(line, 12, True) <= 200 for line in lines)
    short = wrap(text, 120, 2, 12, True, measure)
    assert len(short) == 2 and short[-1].endswith("…") and " ".join(short) != text
    assert all(measure(line, 12, True) <= 120 for line in short)
    assert wrap("", 100, 2, 12, True, measure) == ()


def test_side_labels_get_their_lines_not_an_ellipsis() -> None:
    label = "Bartolomé (normal) — 13 cards · 120 paid · opened"
    pieces = [Piece("hand", "hand", Place.hand(0), 13, "You")] + [
        Piece(f"opp:{s}", "opponent", Place.hand(s), 13, label) for s in range(1, 5)
    ]
    result = plan(pieces, 1024, 640, STYLE, measure)
    for seat in range(1, 5):
        placed = result.placed[f"opp:{seat}"]
        assert " ".join(placed.lines) == label
        assert placed.label.h >= len(placed.lines) * 12


def test_places_are_typed_values() -> None:
    assert Place.hand(2) == Place(Area.HAND, seat=2)
    assert Place.melds(1).team == 1 and Place.melds().team is None
    assert hash(Place.side(3)) == hash(Place(Area.SIDE, seat=3))
    for bad in (
        lambda: Place(Area.HAND),
        lambda: Place.side(-1),
        lambda: Place(Area.STAGING, seat=1),
        lambda: Place(Area.HAND, seat=1, team=0),
        lambda: Place.melds(-1),
        lambda: Place("hand", seat=0),  # type: ignore[arg-type]
        lambda: seat_sides(0),
    ):
        with pytest.raises(ValueError):
            bad()


def band_with_caption(squared: bool) -> list[Piece]:
    pieces = [Piece("hand", "hand", Place.hand(0), 11, "You — 11 cards")]
    pieces.append(Piece("opp:1", "opponent", Place.hand(1), 11, "Player 1"))
    pieces.append(Piece("band:0", "caption", Place.melds(0), 0, "You & Bruno · 1 canasta"))
    pieces.append(Piece("meld:0", "group", Place.melds(0), 9, squared=squared))
    pieces.append(Piece("meld:1", "group", Place.melds(0), 3))
    return pieces


def test_a_squared_group_shows_its_two_ends_and_takes_the_room_of_two_cards() -> None:
    fanned = plan(band_with_caption(False), 1280, 800, STYLE, measure).placed["meld:0"]
    result = plan(band_with_caption(True), 1280, 800, STYLE, measure)
    squared, cw = result.placed["meld:0"], result.card_width
    xs = [x for x, _y in squared.slots]
    assert len(xs) == 9 and xs == sorted(xs)
    assert xs[-1] - xs[0] == pytest.approx(0.5 * cw)  # the low card's index stays in view
    assert all(xs[-1] - x <= 0.2 * cw + 0.01 for x in xs[1:-1])  # the rest under the last
    assert len({y for _x, y in squared.slots}) == 1
    assert squared.rect.w < fanned.rect.w
    pad = max(3.0, cw * 0.06)
    assert squared.rect.w == pytest.approx(1.5 * cw + 2 * pad)  # whatever its length


def test_a_band_caption_sits_beside_its_first_meld_and_takes_no_drops() -> None:
    result = plan(band_with_caption(True), 1280, 800, STYLE, measure)
    caption, first = result.placed["band:0"], result.placed["meld:0"]
    assert caption.lines and " ".join(caption.lines) == "You & Bruno · 1 canasta"
    assert caption.rect.right <= first.rect.x  # left of the band's first meld
    assert first.rect.y <= caption.rect.y and caption.rect.bottom <= first.rect.bottom
    assert caption.hit.w == 0 and caption.hit.h == 0 and caption.slots == []


def test_an_empty_bands_caption_costs_one_line_of_height() -> None:
    pieces = [p for p in band_with_caption(False) if p.kind != "group"]
    result = plan(pieces, 1280, 800, STYLE, measure)
    caption = result.placed["band:0"]
    assert caption.rect.h < result.card_width  # a line of text, not a card's height


@pytest.mark.parametrize(
    ("players", "size"),
    [
        (players, size)
        for players in (2, 3, 4, 5, 6)
        for size in ((1024, 640), (1366, 768), (1920, 1080))
        if (players, size) != (3, (1920, 1080))  # not monotone: the next test
    ],
)
def test_a_hint_finds_the_width_of_a_search_from_scratch(
    players: int, size: tuple[int, int]
) -> None:
    pieces = partnership_table(players, melds_per_team=4)
    fresh = plan(pieces, *size, STYLE, measure)
    for hint in range(MIN_CARD_WIDTH, 151, 2):
        hinted = plan(pieces, *size, STYLE, measure, hint=hint)
        assert hinted.card_width == fresh.card_width, hint
        assert hinted.placed == fresh.placed, hint


@pytest.mark.parametrize("players", [3, 4])
def test_a_hint_never_changes_the_width_a_table_gets(players: int) -> None:
    """The hint (the table's width as it is now) only saves attempts: whatever it is, the
    plan is the one found from scratch, and a plan asked again at its own width is kept.
    (Before the table kept its places, one table of the sweep fitted at 114 and 118 px
    but not 116; the hint then kept whichever it had. Hands that fill their row and
    piles of a fixed size made every table of the sweep monotone.)"""
    for melds in (0, 1, 4):
        pieces = partnership_table(players, melds_per_team=melds)
        fresh = plan(pieces, 1920, 1080, STYLE, measure)
        kept = {
            plan(pieces, 1920, 1080, STYLE, measure, hint=h).card_width for h in range(40, 152, 2)
        }
        assert kept == {fresh.card_width}, (melds, kept)
        again = plan(pieces, 1920, 1080, STYLE, measure, hint=fresh.card_width)
        assert again.card_width == fresh.card_width and again.scale == 1.0


def test_a_table_too_big_for_any_width_is_scaled_whatever_the_hint() -> None:
    pieces = partnership_table(6, melds_per_team=30)
    fresh = plan(pieces, 480, 320, STYLE, measure)
    assert fresh.scale < 1.0
    for hint in (MIN_CARD_WIDTH, 60, 72, 150):
        hinted = plan(pieces, 480, 320, STYLE, measure, hint=hint)
        assert (hinted.scale, hinted.card_width) == (fresh.scale, fresh.card_width)


def test_a_table_that_keeps_its_places_gives_the_melds_smaller_cards_not_the_hands() -> None:
    """Later in a deal (its places kept): more melds, a fuller hand, a pile gone and a
    bubble come; the hands, fans and piles keep their frames exactly and their card
    width, the melds take smaller cards, the bubble sits in the room kept for it and
    nothing crosses."""
    start = partnership_table(4, melds_per_team=1)
    first = plan(start, 1366, 768, STYLE, measure)
    later = [
        replace(p, count=24) if p.name == "hand" else p
        for p in partnership_table(4, melds_per_team=9)
        if p.name != "discard"
    ]
    later.append(Piece("said:2", "drop", Place.side(2), 0, "Bruno asks to go out"))
    second = plan(later, 1366, 768, STYLE, measure, held=first.held)
    assert second.card_width == first.card_width and not second.anew
    assert second.held is not None and first.held is not None
    assert second.held.meld_width < first.held.meld_width
    for p in start:
        fixed = p.place.area in (Area.HAND, Area.SIDE) or p.kind == "stack"
        if fixed and p.name in second.placed:
            assert second.placed[p.name].rect == first.placed[p.name].rect, p.name
    bubble, fan = second.placed["said:2"].rect, second.placed["opp:2"].rect
    assert bubble.x >= fan.right and bubble.overlap(second.placed["foot:2"].rect) == 0
    names = sorted(second.placed)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            assert second.placed[a].rect.overlap(second.placed[b].rect) < 4.0, (a, b)
    # laid out anew (a resize, a new deal), the cards may grow again
    assert plan(later, 1366, 768, STYLE, measure).card_width <= first.card_width


def test_a_kept_seats_label_that_says_more_takes_the_room_beside_it_not_an_ellipsis() -> None:
    """Later in a deal a seat's label says more ("· took the muerto") and a bubble sits
    beside its fan: the label is laid whole (off centre if need be), the fan keeps its
    frame, the bubble does not cover the label, and the label is laid as it is without
    the bubble (words that come and go move nothing)."""
    start = partnership_table(4, melds_per_team=2)
    first = plan(start, 1366, 768, STYLE, measure)
    said = "Player 2 (normal) — your partner · 4 cards · took the muerto · foot 11"
    later = [replace(p, label=said) if p.name == "opp:2" else p for p in start]
    later.append(Piece("said:2", "drop", Place.side(2), 0, "Player 2 laid down 9♠ 9♥ 9♦."))
    second = plan(later, 1366, 768, STYLE, measure, held=first.held)
    assert not second.anew
    fan, bubble = second.placed["opp:2"], second.placed["said:2"]
    assert fan.rect == first.placed["opp:2"].rect
    assert " ".join(fan.lines) == said, fan.lines  # whole, not elided
    assert fan.label.overlap(bubble.rect) == 0
    assert fan.label.x >= 0
    quiet = plan(later[:-1], 1366, 768, STYLE, measure, held=first.held)
    assert (quiet.placed["opp:2"].label, quiet.placed["opp:2"].lines) == (fan.label, fan.lines)


def test_a_seats_long_label_beside_a_bubble_is_laid_whole_when_the_table_is_laid_anew() -> None:
    """Laid out anew with a bubble beside the partner's fan, the partner's long label is
    laid whole, not elided, and the bubble does not cover it."""
    said = "Player 2 (normal) — your partner · 14 cards · took the muerto · foot 11 · asks"
    pieces = [replace(p, label=said) if p.name == "opp:2" else p for p in partnership_table(4)]
    pieces.append(Piece("said:2", "drop", Place.side(2), 0, "Player 2 laid down 9♠ 9♥ 9♦."))
    result = plan(pieces, 1366, 768, STYLE, measure)
    fan, bubble = result.placed["opp:2"], result.placed["said:2"]
    assert " ".join(fan.lines) == said, fan.lines
    assert fan.label.overlap(bubble.rect) == 0 and fan.label.x >= 0


def test_a_scaled_table_that_keeps_its_places_stays_scaled_and_inside_itself() -> None:
    """A table whose smallest cards do not fit is laid out larger and scaled onto the
    window; a later layout of the same deal keeps that size and scale (its kept frames
    stand on it), so that nothing falls outside the window."""
    pieces = partnership_table(4, melds_per_team=30)
    first = plan(pieces, 1024, 640, STYLE, measure)
    assert first.scale < 1.0 and first.width > 1024
    later = [replace(p, count=20) if p.name == "hand" else p for p in pieces]
    second = plan(later, 1024, 640, STYLE, measure, held=first.held)
    assert not second.anew  # its places kept, not laid anew for lack of room
    assert (second.width, second.height) == (first.width, first.height)
    assert second.scale == pytest.approx(first.scale, abs=0.01)
    for name, p in second.placed.items():
        assert p.rect.right <= second.width + 0.5 and p.rect.bottom <= second.height + 0.5, name
    for p in pieces:
        if p.place.area in (Area.HAND, Area.SIDE) or p.kind == "stack":
            assert second.placed[p.name].rect == first.placed[p.name].rect, p.name


def _bands_of(n: int, squared: range = range(0)) -> list[Piece]:
    """Hands and piles, and n melds of seven cards per team (those in `squared` squared)."""
    pieces = partnership_table(4, melds_per_team=0)
    for team in (0, 1):
        for i in range(n):
            name = f"meld:{team}:{i}"
            pieces.append(Piece(name, "group", Place.melds(team), 7, squared=i in squared))
    return pieces


def test_melds_that_no_longer_fit_where_they_stood_are_laid_afresh_before_they_shrink() -> None:
    """Four long melds per band become books (squared, narrow: gaps behind them) and a
    fifth comes that fits only once the gaps close: the bands are laid afresh at the same
    card width (`reflowed`), neither smaller cards nor a table laid out anew."""
    first = plan(_bands_of(4), 1366, 768, STYLE, measure)
    second = plan(_bands_of(5, range(4)), 1366, 768, STYLE, measure, held=first.held)
    assert second.reflowed and not second.anew
    assert second.held.meld_width == first.held.meld_width
    assert second.card_width == first.card_width
    again = plan(_bands_of(5, range(4)), 1366, 768, STYLE, measure, held=second.held)
    assert not again.reflowed  # laid afresh once, they keep their new places
    assert {n: p.rect for n, p in again.placed.items()} == {
        n: p.rect for n, p in second.placed.items()
    }


def test_another_seats_face_down_packet_is_as_small_as_its_fan_and_no_taller() -> None:
    """A foot (or a muerto's packet) beside another seat is a back among that seat's small
    cards, as tall as its fan; the person's own foot and the shared piles keep the
    table's card width; a face-up pile beside a seat (Cuatro Palos's) keeps it too."""
    pieces = partnership_table(4)
    pieces.append(Piece("pile:1", "stack", Place.side(1), 3, "Pile", face_up=True))
    result = plan(pieces, 1366, 768, STYLE, measure)
    cw = result.card_width
    for seat in (1, 2, 3):
        foot, fan = result.placed[f"foot:{seat}"], result.placed[f"opp:{seat}"]
        assert foot.width == fan.width < cw, seat
        assert foot.rect.h == pytest.approx(fan.rect.h, abs=0.5), seat
    assert result.placed["foot:0"].width == cw
    assert result.placed["stock"].width == cw
    assert result.placed["pile:1"].width == cw


def test_a_bubble_is_as_tall_as_its_seats_cards_and_as_wide_as_its_words() -> None:
    """Words said at another seat make its row no taller (the bubble takes the height of
    the seat's cards) and take the width their lines need: a longer one is wider; none
    keeps a place (it comes after the seat's zones each time); laid beside a kept seat
    whose room is too narrow for it, it is narrower, not the table laid out anew, and
    laid anew the table keeps no more room for it (it is as narrow)."""
    pieces = partnership_table(4)
    bare = plan(pieces, 1366, 768, STYLE, measure)
    short = [*pieces, Piece("said:2", "drop", Place.side(2), 0, "Bruno says yes.")]
    words = "Bruno took the pile (9 cards), melding 8♠; Bruno laid down 9♠ 9♥ 9♦ and Q♠ Q♥ Q♦."
    long = [*pieces, Piece("said:2", "drop", Place.side(2), 0, words)]
    a, b = plan(short, 1366, 768, STYLE, measure), plan(long, 1366, 768, STYLE, measure)
    for result in (a, b):
        assert result.card_width == bare.card_width
        assert result.placed["said:2"].rect.h <= result.placed["opp:2"].rect.h + 0.5
        assert result.placed["opp:2"].rect.h == bare.placed["opp:2"].rect.h
        assert result.held is not None and "said:2" not in result.held.frames
    assert b.placed["said:2"].rect.w > a.placed["said:2"].rect.w
    # six players: three seats share the top edge, each in a third of its width; a
    # partner's long words come later, narrower than they would be, in their seat's room
    six = partnership_table(6)
    first = plan(six, 1366, 768, STYLE, measure)
    later = plan([*six, Piece("said:2", "drop", Place.side(2), 0, words * 2)], 1366, 768,
                 STYLE, measure, held=first.held)  # fmt: skip
    assert not later.anew
    said, hit = later.placed["said:2"].rect, later.placed["opp:2"].hit
    assert said.right <= first.placed["opp:3"].hit.x + 0.5 and said.x >= hit.x
    alone = plan([*six, Piece("said:2", "drop", Place.side(2), 0, words * 2)], 1366, 768,
                 STYLE, measure)  # fmt: skip
    assert said.w < alone.placed["said:2"].rect.w + 0.5 < said.w + 1.0
    assert said.w < plan(long, 1366, 768, STYLE, measure).placed["said:2"].rect.w


#: Words said at seats, as the partnership games say them.
BUBBLES = {
    "said:0": "You asked to go out.",
    "said:2": "Player 2 took the pile (9 cards), melding 8♠; laid down 9♠ 9♥ 9♦ and Q♠ Q♥ Q♦.",
    "said:1": "Player 1 asked to go out.",
}


def _without_bubbles(result) -> dict:
    return {
        n: (p.rect, p.label, p.lines, p.slots, p.width)
        for n, p in result.placed.items()
        if not n.startswith("said:")
    }


@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize("size", [(1024, 640), (1104, 654), (1366, 768), (1920, 1080)])
def test_a_bubble_moves_and_shrinks_nothing_laid_anew_or_later_in_a_deal(players, size) -> None:
    """The table is laid the same with words said at a seat (the person's own question,
    a partner's answer, an opponent's request) as without: the same card width, every
    other zone in the same frame with the same label lines, laid anew or kept; the
    bubbles lie inside the table."""
    for melds in (1, 6):
        pieces = partnership_table(players, melds_per_team=melds)
        said = [Piece(n, "drop", Place.side(int(n[-1])), 0, t) for n, t in BUBBLES.items()]
        bare = plan(pieces, *size, STYLE, measure)
        talking = plan([*pieces, *said], *size, STYLE, measure)
        assert talking.card_width == bare.card_width and talking.scale == bare.scale
        assert _without_bubbles(talking) == _without_bubbles(bare)
        later = plan([*pieces, *said], *size, STYLE, measure, held=bare.held)
        assert not later.anew and later.card_width == bare.card_width
        assert _without_bubbles(later) == _without_bubbles(plan(pieces, *size, STYLE, measure,
                                                                 held=bare.held))  # fmt: skip
        for result in (talking, later):
            for name in BUBBLES:
                box = result.placed[name].rect
                assert box.x >= 0 and box.y >= 0, (name, box)
                assert box.right <= result.width + 0.5 and box.bottom <= result.height + 0.5


def test_laid_out_anew_the_bands_keep_room_for_rows_of_the_smallest_melds() -> None:
    """With large enough cards the meld area is kept tall enough for MELD_ROWS_KEPT rows
    of melds at the smallest width (a crowded deal's bands grow into it by making their
    melds smaller); where that costs the cards too much (a small window), less of it."""
    pieces = partnership_table(4, melds_per_team=1)
    result = plan(pieces, 1366, 768, STYLE, measure)
    assert result.card_width >= ROWS_KEPT_FROM
    bands = [p.rect for n, p in result.placed.items() if n.startswith("meld:")]
    hands = [result.placed["hand"].rect, result.placed["opp:2"].rect]
    tray = result.placed["stage:new"].rect
    room = tray.y - hands[1].bottom  # from the partner's fan to the staging tray
    assert room >= MELD_ROWS_KEPT * row_height(MIN_MELD_WIDTH, STYLE.ratio), room
    assert min(b.y for b in bands) >= hands[1].bottom
    small = plan(pieces, 1024, 640, STYLE, measure)
    assert small.card_width >= 48  # the reserve gives way before the cards get small


def test_a_drop_box_among_small_melds_is_as_wide_as_its_words_need() -> None:
    """Later in a deal the melds take small cards; the staging tray's drop box is then
    wider than its cards would make it, wide enough for its words in the lines its
    height holds at the table's font (they once shrank to 8 px in a 61 px box)."""
    words = "Staging area: drag cards here to build a new meld"
    start = [replace(p, label=words) if p.name == "stage:new" else p for p in _bands_of(1)]
    first = plan(start, 1366, 768, STYLE, measure)
    crowded = [replace(p, label=words) if p.name == "stage:new" else p for p in _bands_of(14)]
    later = plan(crowded, 1366, 768, STYLE, measure, held=first.held)
    assert later.held is not None and later.held.meld_width < first.card_width
    mcw = later.held.meld_width
    box = later.placed["stage:new"].rect
    lines = 2  # what its height holds at the table's font
    assert (
        lines * line_height(later.font_px) <= box.h - 8 < (lines + 1) * line_height(later.font_px)
    )
    assert box.w > 1.8 * mcw + 8
    assert box.w >= measure(words, later.font_px, True) / lines, (box.w, lines)


@pytest.mark.parametrize("size", [(1024, 640), (1104, 654), (1366, 768)])
def test_a_side_seats_label_that_says_more_later_is_laid_whole_on_more_lines(size) -> None:
    """Buraco in Spanish: Carla (a side column, alone there) takes the muerto later in
    the deal and her label says so ("· muerto ya tomado"): its column keeps its width,
    and the label takes a line or two more under her cards, whole, crossing no frame;
    a pile that comes beside her then (the muerto she takes next turn) lies under it."""
    start = [replace(p, label="Carla (fácil) — contrario · 11 cartas") if p.name == "opp:3"
             else p for p in partnership_table(4, melds_per_team=2)]  # fmt: skip
    first = plan(start, *size, STYLE, measure)
    said = "Carla (fácil) — contrario · 11 cartas · muerto ya tomado"
    later = [replace(p, label=said) if p.name == "opp:3" else p for p in start]
    later.append(Piece("pending:3", "stack", Place.side(3), 3, "Muerto en espera"))
    second = plan(later, *size, STYLE, measure, held=first.held)
    assert not second.anew and second.card_width == first.card_width
    carla = second.placed["opp:3"]
    assert carla.rect == first.placed["opp:3"].rect
    assert " ".join(carla.lines) == said, carla.lines  # whole, not elided
    lines = Box(carla.label.x, carla.label.y + 3, carla.label.w, carla.label.h - 3)
    for name, p in second.placed.items():  # (its box may touch the frames over it)
        if name != "opp:3":
            assert lines.overlap(p.rect) == 0, name
    assert second.placed["pending:3"].rect.y >= carla.label.bottom
