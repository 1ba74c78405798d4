"""A table that keeps its places (issue 23, item 3, in part): through a whole deal of each
game, played move by move, the cards never grow back (only a resize or a new deal lays
the table out anew, so the table does not breathe in and out between turns), the
staging tray stays in its place all deal long, and no two zones' frames ever cross."""

from __future__ import annotations

from collections import Counter

import pytest

from app.core.bots import Limit
from app.games.registry import GAMES, find_game
from app.table.layout import Area
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameSettings
from tests.house import house
from tests.waits import HANG_MS

from .helpers import centre, drag, settle, zone_centre


def _frames(win: MainWindow) -> dict[str, tuple[float, float, float, float]]:
    out = {}
    for zone in win.table.zones():
        r = win.table.zone_rect(zone.name)
        if not r.isEmpty():
            out[zone.name] = (r.x(), r.y(), r.width(), r.height())
    return out


def _crossing(frames: dict[str, tuple[float, float, float, float]]) -> list[tuple[str, str]]:
    names = sorted(frames)
    crossed = []
    for i, a in enumerate(names):
        ax, ay, aw, ah = frames[a]
        for b in names[i + 1 :]:
            bx, by, bw, bh = frames[b]
            if ax < bx + bw - 1 and bx < ax + aw - 1 and ay < by + bh - 1 and by < ay + ah - 1:
                crossed.append((a, b))
    return crossed


@pytest.fixture(autouse=True)
def _bots_by_count(monkeypatch):
    """The bots' searches bounded by counts alone (no cap of the table's time): the same
    deal is played however loaded the machine, so every verdict here is the same."""
    monkeypatch.setattr("app.ui.bot_runner.BOT_TIME_CAP", Limit())


def _dealt(qtbot, game: str):
    """The game's first deal of a short match (seed 5) in a shown 1366 x 768 window, no
    pace, no move played for the person."""
    info = find_game(game)
    options = info.options(house(info, "SHORT_MATCH"))
    win = MainWindow(NewGameSettings(options, seed=5, pace_ms=0, game=game), storage=False)
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    win.start()
    for bot in win.controller.bots.values():  # its level's counts, not its clock
        bot.limit = Limit(nodes=bot.limit.nodes, playouts=bot.limit.playouts)
    if hasattr(win.controller, "auto_forced"):
        win.controller.auto_forced = False
    return info, win


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_through_a_whole_deal_cards_never_grow_back_and_no_zones_cross(qtbot, game) -> None:
    info, win = _dealt(qtbot, game)
    ctrl = win.controller
    person = info.bot("easy", "person")
    widths, steps, tray = [], 0, set()
    try:
        while ctrl.state.to_play is not None:
            qtbot.waitUntil(lambda: ctrl.state.to_play is None or ctrl.my_turn, timeout=HANG_MS)
            settle(qtbot, win)
            frames = _frames(win)
            assert _crossing(frames) == [], (steps, _crossing(frames))
            widths.append(win.table._layout.card_width)
            if "stage:new" in frames:
                tray.add(frames["stage:new"][:2])
            if ctrl.state.to_play is None:
                break
            ctrl.perform(person.choose(ctrl.view(), person.limit))
            steps += 1
        settle(qtbot, win)
        assert _crossing(_frames(win)) == []
        widths.append(win.table._layout.card_width)
        assert steps > 3
        # The cards only ever shrink within the deal (never back and forth).
        assert widths == sorted(widths, reverse=True), widths
        if game in ("scala-40", "buraco", "mano-y-pie"):
            assert tray, "the staging tray was shown"
        # A resize lays the table out anew: the cards may grow again.
        win.resize(1920, 1080)
        settle(qtbot, win)
        assert win.table._layout.card_width >= widths[-1]
    finally:
        ctrl.shutdown()


# ---------------------------------------------------------------- places kept (item 3)
#: Zones outside the meld area: a hand, a fan, a pile beside a seat, a shared pile.
def _fixed(win: MainWindow) -> set[str]:
    """The zones that keep their frames: hands, piles beside a seat (not the words said
    there, a bubble as big as what it says) and shared piles."""
    return {
        p.name
        for p in win.table.pieces()
        if (p.place.area is Area.HAND)
        or (p.place.area is Area.SIDE and p.kind != "drop")
        or (p.place.area is Area.CENTRE and p.kind == "stack")
    }


def _bands(win: MainWindow) -> dict[str, tuple]:
    """Each meld-area zone -> (its band, its order in the band)."""
    out = {}
    for n, p in enumerate(win.table.pieces()):
        if p.place.area in (Area.MELDS, Area.STAGING) or (
            p.place.area is Area.CENTRE and p.kind != "stack"
        ):
            out[p.name] = ((p.place.area, p.place.team), n)
    return out


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_between_two_actions_no_zone_moves_and_a_meld_moves_only_for_one_before_it(
    qtbot, game
) -> None:
    """Every layout of a whole deal at 1366 x 768, played action by action (the bots'
    too): a hand, a fan, a pile beside a seat and a shared pile keep their frames exactly
    from one action to the next; a meld keeps its place unless the melds took smaller
    cards, the bands' shares were drawn again, the melds were laid afresh in their bands
    (the gaps closed; at most twice), a meld before it in its band grew or came, or it
    grew past the end of its row and went down to the next; no
    two frames cross, and the bands' panels (two in a team game) lie apart and under no
    hand or pile. The table is never laid out anew within these deals (only a lack
    of room for the melds at their smallest would); the deal's end, its hands laid face
    up, may be."""
    info, win = _dealt(qtbot, game)
    ctrl = win.controller
    settle(qtbot, win)
    table = win.table
    layouts: list[tuple] = []
    panels: list[list[tuple[float, float, float, float]]] = []  # the bands' panels
    compute = table._compute_layout

    def recorded() -> None:
        compute()
        held = table._held
        over = ctrl.state.to_play is None
        meld = (held.meld_width, held.split) if held is not None else None
        size = table.viewport().size().toTuple()
        anew = table.laid_anew
        meld = (meld, table.reflowed)  # the melds laid afresh in their bands: they move
        layouts.append((_frames(win), _fixed(win), _bands(win), meld, anew, over, size))
        panels.append([r.getRect() for r in table.band_rects()])

    table._compute_layout = recorded
    person = info.bot("easy", "person")
    try:
        while ctrl.state.to_play is not None:
            qtbot.waitUntil(lambda: ctrl.state.to_play is None or ctrl.my_turn, timeout=HANG_MS)
            if ctrl.state.to_play is None:
                break
            ctrl.perform(person.choose(ctrl.view(), person.limit))
        settle(qtbot, win)
    finally:
        table._compute_layout = compute
        ctrl.shutdown()
    assert len(layouts) > 10
    for (frames, fixed, *_rest), grounds in zip(layouts, panels, strict=True):
        # the bands' panels lie apart, and no hand or pile lies on one
        assert _crossing({f"panel:{n}": g for n, g in enumerate(grounds)}) == []
        for name in fixed & frames.keys():
            for ground in grounds:
                assert _crossing({name: frames[name], "panel": ground}) == [], name
    if game in ("buraco", "mano-y-pie"):
        assert all(len(g) == 2 for g in panels)
    moved_melds, anew, resized = 0, 0, 0
    for before, after in zip(layouts, layouts[1:], strict=False):
        frames_a, fixed_a, bands_a, meld_a, anew_a, _over_a, size_a = before
        frames_b, fixed_b, bands_b, meld_b, anew_b, over_b, size_b = after
        assert _crossing(frames_b) == [], _crossing(frames_b)
        if over_b:
            continue  # the deal's end, its hands laid face up
        resized += size_a != size_b
        anew += anew_b - anew_a
        if anew_b != anew_a or size_a != size_b:
            continue  # laid out anew (counted below), or the table's size changed
        for name in fixed_a & fixed_b & frames_a.keys() & frames_b.keys():
            assert frames_a[name] == frames_b[name], (name, frames_a[name], frames_b[name])
        if meld_a != meld_b:
            continue
        for name in bands_a.keys() & bands_b.keys() & frames_a.keys() & frames_b.keys():
            if frames_a[name][:2] == frames_b[name][:2] or name.startswith(("band", "caption")):
                continue
            band, order = bands_b[name]
            grew = [
                other
                for other, (b, n) in bands_b.items()
                if b == band
                and n < order
                and other in frames_b
                and (other not in frames_a or frames_a[other][2] < frames_b[other][2] - 0.5)
            ]
            # or it grew itself past its row's end, and went down to the start of a row
            wrapped = frames_a[name][2] < frames_b[name][2] - 0.5 and (
                frames_b[name][1] > frames_a[name][1] + 0.5
            )
            assert grew or wrapped, (name, {k: (frames_a.get(k), frames_b.get(k)) for k in bands_b})
            moved_melds += 1
    assert anew == 0, anew
    reflows = layouts[-1][3][1] - layouts[0][3][1]
    assert reflows <= 2, reflows  # a meld-only reflow is rare too
    assert resized == 0, "the table's size changed within the deal (a status line wrapped?)"


@pytest.mark.parametrize("game", ["scala-40", "buraco", "mano-y-pie"])
def test_staging_cards_by_hand_moves_no_zone_and_leaves_the_melds_their_size(qtbot, game):
    """Cards dragged from the hand into the staging tray, one by one, on the person's
    third turn (melds on the table, the tray laid out before): every zone outside the
    meld area keeps its frame, the melds keep their width and their places, and the table
    is not laid out anew. (The tray once measured itself from where its drop box had
    stood, so that every staged card made the melds smaller, then laid everything anew.)"""
    info, win = _dealt(qtbot, game)
    ctrl, table = win.controller, win.table
    person = info.bot("easy", "person")
    turns, checked = 0, False
    try:
        while ctrl.state.to_play is not None and not checked:
            qtbot.waitUntil(lambda: ctrl.state.to_play is None or ctrl.my_turn, timeout=HANG_MS)
            if ctrl.state.to_play is None:
                break
            action = person.choose(ctrl.view(), person.limit)
            ctrl.perform(action)
            if type(action).__name__ not in ("Draw", "DrawStock") or not ctrl.my_turn:
                continue
            turns += 1
            if turns < 3:
                continue
            settle(qtbot, win)
            melds = {n for n in _bands(win) if n.startswith("meld:")}
            before = _frames(win), table._held.meld_width, table.laid_anew
            group = "stage:new"
            for c in list(ctrl.view().hand)[:3]:
                drag(qtbot, win, centre(win, c), zone_centre(win, group))
                settle(qtbot, win)
                group = f"stage:{len(ctrl.staging) - 1}"
                frames = _frames(win)
                assert table.laid_anew == before[2]
                assert table._held.meld_width == before[1], (table._held.meld_width, before[1])
                for name in (_fixed(win) | melds) & frames.keys() & before[0].keys():
                    assert frames[name] == before[0][name], (name, frames[name], before[0][name])
                assert _crossing(frames) == [], _crossing(frames)
            assert [len(g) for g in ctrl.staging] == [3]  # all three staged, in one group
            checked = True
    finally:
        ctrl.shutdown()
    assert checked, "the person never reached a third turn with a draw"


def test_a_crowded_mano_y_pie_deal_played_by_hand_keeps_the_table_as_it_was_laid(qtbot):
    """A greedy player's moves of a Mano y Pie deal, by hand, at 1366 x 768 (seed 22, the rules'
    options, normal bots; a window manager's title bar and the game log open: a table of
    1104 x 654): by the seventh turn the two bands hold nineteen melds or more, and the table is
    still as it was first laid, its hands' cards as large, never laid out anew. (It once
    was, once: its hands shrank from 64 to 40 px, as the bands had no room kept to grow
    into, the partner's foot and bubble stood as tall as the person's cards, and a bubble
    that said more no longer fitted its kept place.)"""
    from app.core.melds import is_wild
    from app.games.mano_y_pie.engine import Discard, Draw, LayOff, Meld
    from app.games.mano_y_pie.scoring import card_value
    from app.ui.new_game import default_options

    settings = NewGameSettings(default_options("mano-y-pie"), seed=22, pace_ms=0)
    win = MainWindow(settings, storage=False)
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    win.resize(1366, 749)
    win.show()
    qtbot.waitExposed(win)
    win.parts["game_log"].dock.setVisible(True)
    win.start()
    ctrl, table = win.controller, win.table
    settle(qtbot, win)
    assert table.viewport().size().toTuple() == (1104, 654)
    first = table.card_width()

    def placed(action) -> int:
        if isinstance(action, Meld):
            return sum(len(g) for g in action.melds)
        return len(action.cards)

    def greedy_turn() -> None:
        """A greedy player's turn, made as the table's buttons and drags make it: draw,
        its largest meld or lay-off while it has one, then its cheapest lone card."""
        qtbot.waitUntil(lambda: ctrl.my_turn, timeout=HANG_MS)
        ctrl.perform(Draw())
        settle(qtbot, win)
        while moves := [a for a in ctrl.state.legal_actions() if isinstance(a, Meld | LayOff)]:
            ctrl.perform(max(moves, key=placed))
            settle(qtbot, win)
        hand = ctrl.view().hand
        pairs = Counter(c.rank for c in hand)
        rules = ctrl.view().options.family.meld_rules

        def cost(action: Discard) -> tuple:
            c = action.card
            return (
                is_wild(c, rules),
                pairs[c.rank] > 1,
                card_value(c, ctrl.view().options),
                str(c),
            )

        discards = [a for a in ctrl.state.legal_actions() if isinstance(a, Discard)]
        ctrl.perform(min(discards, key=cost))
        settle(qtbot, win)

    try:
        # The person plays seven turns greedily, live: scripted moves broke whenever the
        # bots' play changed the deal (seed 21's when normal's weights were tuned, seed
        # 22's when its melds were judged with the discard after them).
        for _ in range(7):
            greedy_turn()
        qtbot.waitUntil(lambda: ctrl.my_turn, timeout=HANG_MS)
        settle(qtbot, win)
        assert len(ctrl.view().melds) >= 19, len(ctrl.view().melds)
        assert table.laid_anew == 0
        assert table.card_width() == first >= 64, (table.card_width(), first)
        visible = table.mapToScene(table.viewport().rect()).boundingRect()
        for zone in table.zones():
            assert visible.contains(table.zone_rect(zone.name)), zone.name
    finally:
        ctrl.shutdown()
