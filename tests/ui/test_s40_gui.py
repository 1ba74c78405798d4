"""Scala 40 at the table, driven as a person would: real mouse drags on the viewport."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from app.core.cards import card, cards
from app.games.scala40.bots import Scala40Bot
from app.games.scala40.engine import DealResult, Discard, Meld, Scala40
from app.games.scala40.rules import Scala40Options
from app.session import Store
from app.storage.saved_game import SavedGame
from app.ui.games.scala40 import TABLE as _SCALA40_TABLE
from app.ui.games.scala40.controller import Scala40Controller, arrange
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameSettings
from tests.waits import HANG_MS

from .helpers import (
    centre,
    drag,
    evenly_laid_out,
    frames,
    picture,
    settle,
    shown_in,
    shown_row,
    stage,
    top_of,
    zone_centre,
)

score_table = _SCALA40_TABLE.result_dialog

# Cards nobody in these positions holds, to fill the other hands and the stock.
OTHERS = ["2C 3C 4C", "5C 6C 7C", "8C 9C TC"]


@pytest.fixture
def window(qtbot):
    win = MainWindow(NewGameSettings(game="scala-40", pace_ms=0), storage=False)
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.controller.shutdown()


def position(hand: str, **kw) -> Scala40:
    kw.setdefault("stock", cards("KH KS KC QH QS"))
    kw.setdefault("discard", cards("4H"))
    return Scala40.from_position([cards(hand), *(cards(o) for o in OTHERS)], **kw)


def load(win: MainWindow, qtbot, state: Scala40, bots: str | None = "normal") -> Scala40Controller:
    win.use_game("scala-40")
    win.controller.load_position(state, [None, bots, bots, bots])
    settle(qtbot, win)
    return win.controller_for("scala-40")


def test_draw_by_dragging_the_stock_to_the_hand(qtbot, window) -> None:
    ctrl = load(window, qtbot, position("2S 5H 9D"))
    assert window.table.zones()[3].name == "stock" and window.button("draw").isEnabled()
    drag(qtbot, window, top_of(window, "stock"), zone_centre(window, "hand"))
    assert ctrl.state.phase == "meld_or_discard"
    assert ctrl.state.hands[0] == cards("2S 5H 9D KH")
    assert ctrl.message == "You drew K♥."  # your own card, named to you
    settle(qtbot, window)
    assert card("KH") in [i.card for i in window.table.zone_items("hand")]
    # On screen: KH is drawn in the hand's row, the stock counts one fewer and is no longer lit.
    assert shown_in(window, card("KH")) == "hand"
    assert shown_row(window, "hand") == ctrl.hand_order and evenly_laid_out(window, "hand")
    assert window.table.zone_label("stock") == "Stock 4"
    assert frames(window)["stock"].marked is None


def test_double_click_on_the_discard_takes_it_once_opened(qtbot, window) -> None:
    ctrl = load(window, qtbot, position("2S 5H 9D", opened=[True, False, False, False]))
    QTest.mouseDClick(
        window.table.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        top_of(window, "discard"),
    )
    assert ctrl.state.hands[0] == cards("2S 5H 9D 4H") and ctrl.state.discard == []
    assert ctrl.state.taken_card == card("4H")
    settle(qtbot, window)
    assert shown_in(window, card("4H")) == "hand" and shown_row(window, "discard") == []
    assert shown_row(window, "hand") == ctrl.hand_order and evenly_laid_out(window, "hand")


def test_s40_t01_opening_built_in_the_staging_area_shows_its_value(qtbot, window) -> None:
    state = position("QD KD AD 2S 3S 4S 9C", phase="meld_or_discard")
    ctrl = load(window, qtbot, state)
    stage(qtbot, window, "QD KD AD")
    assert ctrl.staging.groups == [cards("QD KD AD")]
    assert window.table.zone_label("stage:new").endswith("31 / 40")
    assert window.table.zone_label("stage:0") == "run · 31"
    assert not window.button("lay_down").isEnabled()
    assert shown_row(window, "stage:0") == cards("QD KD AD") and evenly_laid_out(window, "stage:0")
    assert frames(window)["stage:0"].marked is None
    assert shown_row(window, "hand") == cards("2S 3S 4S 9C")
    assert not ctrl.lay_down()  # refused, and the refusal names the rule
    assert "worth 31" in ctrl.message and "at least 40" in ctrl.message
    assert ctrl.state.hands[0] == cards("QD KD AD 2S 3S 4S 9C")  # nothing changed
    stage(qtbot, window, "2S 3S 4S")
    assert window.table.zone_label("stage:new").endswith("40 / 40")
    assert window.button("lay_down").isEnabled()
    assert shown_row(window, "stage:1") == cards("2S 3S 4S")
    qtbot.mouseClick(window.button("lay_down"), Qt.MouseButton.LeftButton)
    assert ctrl.state.opened[0]
    assert [m.cards for m in ctrl.state.table] == [
        tuple(cards("QD KD AD")),
        tuple(cards("2S 3S 4S")),
    ]
    assert ctrl.state.hands[0] == cards("9C") and ctrl.staging.groups == []
    # On screen: two melds on the table, the staged rows gone, 9C alone in the hand.
    settle(qtbot, window)
    assert shown_row(window, "meld:0") == cards("QD KD AD")
    assert shown_row(window, "meld:1") == cards("2S 3S 4S")
    assert all(evenly_laid_out(window, z) for z in ("meld:0", "meld:1", "hand"))
    assert "stage:0" not in frames(window) and "stage:1" not in frames(window)
    assert shown_row(window, "hand") == cards("9C")


def test_staged_cards_go_back_with_take_back(qtbot, window) -> None:
    ctrl = load(window, qtbot, position("7H 7S 7D 9C", phase="meld_or_discard"))
    stage(qtbot, window, "7H 7S")
    assert ctrl.current_hand() == cards("7D 9C")
    assert [z.marked for z in window.table.zones() if z.name == "stage:0"] == ["invalid"]
    assert sorted(shown_row(window, "stage:0")) == sorted(cards("7H 7S"))
    assert frames(window)["stage:0"].marked == "invalid"  # drawn red
    assert shown_row(window, "hand") == cards("7D 9C")
    qtbot.mouseClick(window.button("take_back"), Qt.MouseButton.LeftButton)
    assert ctrl.staging.groups == [] and ctrl.current_hand() == cards("7H 7S 7D 9C")
    settle(qtbot, window)
    assert "stage:0" not in frames(window)
    assert shown_row(window, "hand") == ctrl.hand_order and evenly_laid_out(window, "hand")
    assert sorted(shown_row(window, "hand")) == sorted(cards("7H 7S 7D 9C"))


def test_s40_t08_taking_the_discard_to_open_with_it(qtbot, window) -> None:
    state = position("9D 9H JS QS KS 4D 5D 6D 2H", discard=cards("3C 9C"))
    ctrl = load(window, qtbot, state)
    drawn = picture(window)
    # Into the hand it is refused: a player who has not opened takes it only to open.
    drag(qtbot, window, top_of(window, "discard"), zone_centre(window, "hand"))
    assert ctrl.state.discard[-1] == card("9C") and "only to open" in ctrl.message
    settle(qtbot, window)
    assert picture(window) == drawn and shown_in(window, card("9C")) == "discard"
    # Into the staging area it is staged, and the opening is built around it.
    drag(qtbot, window, top_of(window, "discard"), zone_centre(window, "stage:new"))
    settle(qtbot, window)
    assert ctrl.taking and ctrl.staging.groups == [cards("9C")]
    assert shown_in(window, card("9C")) == "stage:0"
    assert window.table.card_item(card("9C")).mark == "placed"
    assert shown_row(window, "discard") == cards("3C")
    stage(qtbot, window, "9D 9H", group="stage:0")
    stage(qtbot, window, "JS QS KS")
    assert window.table.zone_label("stage:new").endswith("57 / 40")
    for i, group in enumerate(ctrl.staging):
        assert shown_row(window, f"stage:{i}") == list(arrange(group, ctrl.state.options))
        assert evenly_laid_out(window, f"stage:{i}")
    assert ctrl.lay_down()
    s = ctrl.state
    assert s.opened[0] and s.phase == "meld_or_discard" and s.discard == cards("3C")
    assert {c for m in s.table for c in m.cards} == set(cards("9C 9D 9H JS QS KS"))
    assert s.hands[0] == cards("4D 5D 6D 2H")
    settle(qtbot, window)
    assert [shown_row(window, f"meld:{i}") for i in range(len(s.table))] == [
        list(m.cards) for m in s.table
    ]
    assert sorted(shown_row(window, "hand")) == sorted(cards("4D 5D 6D 2H"))
    assert shown_row(window, "discard") == cards("3C")


def test_s40_t11_lay_off_by_dropping_a_card_on_an_opponents_meld(qtbot, window) -> None:
    state = position(
        "8S 2H 3D",
        phase="meld_or_discard",
        table=[cards("5S 6S 7S")],
        table_owners=[1],
        opened=[True, True, False, False],
    )
    ctrl = load(window, qtbot, state)
    assert window.table.zone_label("meld:0") == "Ana"  # who laid it
    drag(qtbot, window, centre(window, card("8S")), zone_centre(window, "meld:0"))
    assert ctrl.state.table[0].cards == tuple(cards("5S 6S 7S 8S"))
    assert ctrl.state.hands[0] == cards("2H 3D")
    settle(qtbot, window)
    assert shown_in(window, card("8S")) == "meld:0"
    assert shown_row(window, "meld:0") == cards("5S 6S 7S 8S")
    assert evenly_laid_out(window, "meld:0")
    assert shown_row(window, "hand") == cards("2H 3D") and evenly_laid_out(window, "hand")


def test_s40_t12_exchange_a_joker_by_dropping_the_natural_card_on_it(qtbot, window) -> None:
    state = position(
        "6H 6D KC",
        phase="meld_or_discard",
        table=[cards("5H JK 7H")],
        opened=[True, True, False, False],
    )
    ctrl = load(window, qtbot, state)
    # Who laid it (the position's default owner: the seat after the one to play, Ana)
    # and the card the joker stands for.
    assert window.table.zone_label("meld:0") == "Ana · JK = 6♥"
    # 6D is not the card the joker stands for: refused, with the rule named.
    joker = window.table.card_item(card("JK"))
    on_joker = window.table.mapFromScene(joker.sceneBoundingRect().center())
    drawn = picture(window)
    drag(qtbot, window, centre(window, card("6D")), on_joker)
    assert ctrl.state.table[0].cards == tuple(cards("5H JK 7H"))
    assert "is not the card the joker" in ctrl.message
    settle(qtbot, window)
    assert picture(window) == drawn and shown_in(window, card("6D")) == "hand"  # flew back
    joker = window.table.card_item(card("JK"))
    on_joker = window.table.mapFromScene(joker.sceneBoundingRect().center())
    drag(qtbot, window, centre(window, card("6H")), on_joker)
    assert ctrl.state.table[0].cards == tuple(cards("5H 6H 7H"))
    assert card("JK") in ctrl.state.hands[0]
    settle(qtbot, window)
    assert shown_row(window, "meld:0") == cards("5H 6H 7H") and evenly_laid_out(window, "meld:0")
    assert shown_in(window, card("JK")) == "hand"
    assert window.table.zone_label("meld:0") == "Ana"  # its owner; no joker left to explain


def test_discard_by_dragging_onto_the_pile_ends_the_turn(qtbot, window) -> None:
    ctrl = load(window, qtbot, position("2S 5H 9D KD", phase="meld_or_discard"), bots=None)
    ctrl.seats[1].level = None  # nobody answers: the state stays put for the check
    drag(qtbot, window, centre(window, card("KD")), top_of(window, "discard"))
    assert ctrl.state.discard[-1] == card("KD") and ctrl.state.to_play == 1
    assert not ctrl.my_turn and "discarded K♦" in ctrl.message
    settle(qtbot, window)
    assert shown_in(window, card("KD")) == "discard"
    assert shown_row(window, "discard") == cards("4H KD")  # KD drawn on top
    assert evenly_laid_out(window, "discard")
    assert shown_row(window, "hand") == cards("2S 5H 9D")
    assert frames(window)["opp:1"].marked == "active" and frames(window)["hand"].marked is None


def test_s40_t14_going_out_in_the_first_round_is_refused_by_name(qtbot, window) -> None:
    state = position("KD", phase="meld_or_discard", turn=0, opened=[True] * 4)
    ctrl = load(window, qtbot, state)
    assert not window.table.zones()[0].draggable  # opponents never drag
    drawn = picture(window)
    drag(qtbot, window, centre(window, card("KD")), top_of(window, "discard"))
    assert ctrl.state.hands[0] == cards("KD") and ctrl.state.discard == cards("4H")
    assert "first round" in ctrl.message
    settle(qtbot, window)
    assert picture(window) == drawn and shown_in(window, card("KD")) == "hand"


def test_drawing_twice_and_discarding_before_drawing_are_refused(qtbot, window) -> None:
    ctrl = load(window, qtbot, position("2S 5H 9D"))
    drawn = picture(window)
    drag(qtbot, window, centre(window, card("9D")), top_of(window, "discard"))
    assert ctrl.state.hands[0] == cards("2S 5H 9D") and "Draw first" in ctrl.message
    settle(qtbot, window)
    assert picture(window) == drawn and shown_in(window, card("9D")) == "hand"
    assert ctrl.draw_stock()
    assert not ctrl.draw_stock() and "already drawn" in ctrl.message


def test_arrange_puts_a_staged_run_in_order_with_its_joker_where_it_fits() -> None:
    options = Scala40Options()
    # 5H 6H 7H is worth 18 and 4H 5H 7H... is not a run: the joker goes between (or after).
    assert arrange(cards("7H JK 5H"), options) in (tuple(cards("5H JK 7H")),)
    assert arrange(cards("5H JK 7H"), options) == tuple(cards("5H JK 7H"))  # valid as laid
    assert arrange(cards("KD AD QD"), options) == tuple(cards("QD KD AD"))
    assert arrange(cards("3D AD 2D"), options) == tuple(cards("AD 2D 3D"))
    assert arrange(cards("9C 9D 9H"), options) == tuple(cards("9C 9D 9H"))


def test_the_match_table_shows_payments_totals_and_who_is_out(qtbot) -> None:
    ctrl = Scala40Controller()
    ctrl.new_game(Scala40Options(), ("normal",), seed=3)
    ctrl.shutdown()
    ctrl.match.totals = [10, 20, 30, 40]
    result = DealResult(reason="went_out", scores=(24, 0, 80, 2), winners=(1,), closed_in_hand=True)
    ctrl.match.record(result)
    dialog = score_table(ctrl, result)
    qtbot.addWidget(dialog)
    rows = [
        [dialog.table.item(r, c).text() for c in range(dialog.table.columnCount())]
        for r in range(dialog.table.rowCount())
    ]
    assert rows[0] == ["You", "24", "34", "in (66 to go)"]
    assert rows[1][0].endswith("★") and rows[1][1:3] == ["0", "20"]
    assert rows[2][1:] == ["80", "110", "out now"]
    assert rows[3][2] == "42"


def test_a_whole_deal_of_bots_at_the_table_ends_with_the_match_table_figures(qtbot) -> None:
    ctrl = Scala40Controller()
    state = Scala40.new(None, 11)
    ended: list = []
    ctrl.dealOver.connect(ended.append)
    ctrl.pace_ms = 0
    ctrl.load_position(state, ["normal", "easy", "normal", "hard"])
    qtbot.waitUntil(lambda: bool(ended), timeout=HANG_MS)
    result = ended[0]
    assert result.winner is not None and result.payments[result.winner] == 0
    assert state.conservation_problem() is None
    assert all(p > 0 for s, p in enumerate(result.payments) if s != result.winner)
    ctrl.shutdown()


def test_a_saved_scala40_game_continues_exactly(qtbot, tmp_path) -> None:
    saved = SavedGame(tmp_path / "game.json")
    ctrl = Scala40Controller()
    ctrl.store = Store(saved)
    ctrl.pace_ms = 0
    ctrl.new_game(Scala40Options(num_players=3), ("normal",), seed=21)
    qtbot.waitUntil(lambda: ctrl.my_turn, timeout=HANG_MS)
    me = Scala40Bot("normal", 0)
    for _ in range(3):  # the person draws, perhaps melds, and discards
        qtbot.waitUntil(lambda: ctrl.my_turn, timeout=HANG_MS)
        while ctrl.my_turn:
            action = me.choose(ctrl.state.view(0))
            assert ctrl.try_action(action), ctrl.message
            if isinstance(action, Discard):
                break
    qtbot.waitUntil(lambda: ctrl.my_turn, timeout=HANG_MS)
    ctrl.shutdown()
    record = saved.read()
    assert record["game"] == "scala-40" and record["actions"]
    other = Scala40Controller()
    other.restore(record)
    other.shutdown()
    a, b = ctrl.state, other.state
    assert (a.hands, a.stock, a.discard, a.phase, a.to_play, a.turn) == (
        b.hands,
        b.stock,
        b.discard,
        b.phase,
        b.to_play,
        b.turn,
    )
    assert [m.cards for m in a.table] == [m.cards for m in b.table]


def test_screenshot_of_scala40_writes_a_png(tmp_path) -> None:
    from PySide6.QtGui import QImage

    from app.ui.main import main

    out = tmp_path / "s40.png"
    assert main(["--game", "scala-40", "--seed", "4", "--screenshot", str(out)]) == 0
    assert QImage(str(out)).width() == 1280


def test_dragging_a_card_shows_where_it_may_go(qtbot, window) -> None:
    state = position(
        "8S 2H 3D",
        phase="meld_or_discard",
        table=[cards("5S 6S 7S"), cards("9D TD JD")],
        opened=[True, True, False, False],
    )
    load(window, qtbot, state)
    drawn = picture(window)
    viewport = window.table.viewport()
    start = centre(window, card("8S"))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + QPoint(0, -40), 10)
    highlighted = window.table.highlighted_zones()
    assert {"meld:0", "discard", "stage:new", "hand"} <= highlighted
    assert "meld:1" not in highlighted and "stock" not in highlighted
    # On screen: the legal targets' frames are lit, the others are not; 8S follows the mouse.
    lit = {name for name, frame in frames(window).items() if frame.highlight is not None}
    assert lit == highlighted
    assert frames(window)["meld:1"].highlight is None and frames(window)["stock"].highlight is None
    assert shown_in(window, card("8S")) != "hand"  # lifted out of the hand's row
    QTest.mouseRelease(
        viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start + QPoint(0, -40)
    )
    settle(qtbot, window)
    # Let go over the hand: it is back in its place and no frame stays lit.
    assert picture(window) == drawn
    assert all(frame.highlight is None for frame in frames(window).values())


def test_refusals_name_not_opened_and_no_card_left_to_discard(qtbot, window) -> None:
    state = position(
        "8S 4H",
        phase="meld_or_discard",
        discard=cards("2D"),
        table=[cards("5S 6S 7S"), cards("5H 6H 7H")],
        opened=[False, True, False, False],
    )
    ctrl = load(window, qtbot, state)
    drawn = picture(window)
    drag(qtbot, window, centre(window, card("8S")), zone_centre(window, "meld:0"))
    assert "not opened" in ctrl.message and ctrl.state.hands[0] == cards("8S 4H")
    settle(qtbot, window)
    assert picture(window) == drawn and shown_in(window, card("8S")) == "hand"
    ctrl.state.opened[0] = True  # S40-T15: opened in an earlier turn
    ctrl.changed.emit()
    settle(qtbot, window)
    drag(qtbot, window, centre(window, card("8S")), zone_centre(window, "meld:0"))
    assert ctrl.state.hands[0] == cards("4H")
    settle(qtbot, window)
    assert shown_row(window, "meld:0") == cards("5S 6S 7S 8S") and evenly_laid_out(window, "meld:0")
    assert shown_row(window, "hand") == cards("4H")
    drawn = picture(window)
    drag(qtbot, window, centre(window, card("4H")), zone_centre(window, "meld:1"))
    assert ctrl.state.hands[0] == cards("4H") and "no card you may discard" in ctrl.message
    settle(qtbot, window)
    assert picture(window) == drawn and shown_in(window, card("4H")) == "hand"


def test_s40_step2_layoff_that_strands_a_card_is_refused_at_the_table(qtbot, window) -> None:
    """RULES.md §2.4 Step 2 with `forbid_discard_that_lays_off`: dropping 4H on the
    hearts would leave only 8S, which lays off on the spades; the drop is refused with a
    sentence naming 8S, the card flies back, and 4H may still be discarded."""
    state = position(
        "8S 4H",
        phase="meld_or_discard",
        discard=cards("2D"),
        table=[cards("5S 6S 7S"), cards("5H 6H 7H")],
        opened=[True, True, False, False],
        options={"forbid_discard_that_lays_off": True},
    )
    ctrl = load(window, qtbot, state)
    drawn = picture(window)
    drag(qtbot, window, centre(window, card("4H")), zone_centre(window, "meld:1"))
    assert ctrl.state.hands[0] == cards("8S 4H") and ctrl.state.table[1].cards == tuple(
        cards("5H 6H 7H")
    )
    assert "only 8♠, which could be laid off" in ctrl.message
    settle(qtbot, window)
    assert picture(window) == drawn and shown_in(window, card("4H")) == "hand"
    drag(qtbot, window, centre(window, card("4H")), zone_centre(window, "discard"))
    assert ctrl.state.discard[-1] == card("4H") and ctrl.state.hands[0] == cards("8S")


def test_a_finished_scala40_match_is_in_the_statistics(qtbot, tmp_path) -> None:
    from app.session import open_scoreboard

    board = open_scoreboard(tmp_path / "board.sqlite3")
    ctrl = Scala40Controller()
    ctrl.store = Store(scoreboard=board)
    ctrl.pace_ms = 0
    # Everybody who pays anything is out: the match ends with its first deal.
    ctrl.new_game(Scala40Options(num_players=2, elimination_threshold=0), ("easy",), seed=5)
    me = Scala40Bot("normal", 0)
    qtbot.waitUntil(lambda: ctrl.my_turn or ctrl.result is not None, timeout=HANG_MS)
    while ctrl.result is None:
        if ctrl.my_turn:
            assert ctrl.try_action(me.choose(ctrl.state.view(0))), ctrl.message
        else:
            qtbot.wait(5)
    ctrl.shutdown()
    assert ctrl.match.over
    (match,) = board.matches()
    assert match.game == "scala-40" and match.winners == (ctrl.match.winner,)
    assert match.totals == tuple(ctrl.match.totals)
    stats = board.stats()["scala-40"]
    assert stats.played == 1 and stats.won == (1.0 if ctrl.match.winner == 0 else 0.0)
    assert stats.best_score == ctrl.match.totals[0]  # points paid: lower is better
    board.close()


def click_zone(win: MainWindow, name: str) -> None:
    """A plain click (press and release, no move) on a zone's frame, on the viewport."""
    QTest.mouseClick(
        win.table.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        zone_centre(win, name),
    )


def jokers_at(row: list) -> list[int]:
    return [i for i, c in enumerate(row) if c.is_joker]


def test_s40_a6_a_staged_group_with_several_readings_is_laid_as_the_person_picks(
    qtbot, window
) -> None:
    """RULES.md §0.4 and S40-A6 (`max_jokers_per_meld = 2`): `QH JK JK'` staged is a set
    of queens or a run at three places; the staging area shows the four readings, Lay
    down waits for a pick, and a click on one lays the cards in its order."""
    state = position(
        "QH JK JK' 5D 9S",
        phase="meld_or_discard",
        opened=[True, False, False, False],
        options={"max_jokers_per_meld": 2},
    )
    ctrl = load(window, qtbot, state)
    stage(qtbot, window, "QH JK JK'")
    readings = [f"reading:0:{k}" for k in range(4)]
    assert [window.table.zone_label(z) for z in readings] == [
        "set of Q · 30",
        "run 10♥–Q♥ · 30",
        "run J♥–K♥ · 30",
        "run Q♥–A♥ · 31",
    ]
    assert all(frames(window)[z].marked is None for z in readings)  # nothing picked yet
    assert frames(window)["stage:0"].marked == "hint"
    assert window.table.zone_label("stage:0") == "set or run? pick one"
    assert not window.button("lay_down").isEnabled()
    assert not ctrl.lay_down()
    assert "more than one way" in ctrl.message and ctrl.state.table == []
    # A click on the run Q-K-A: the group is laid out in that order, the joker labels follow.
    click_zone(window, "reading:0:3")
    settle(qtbot, window)
    assert frames(window)["reading:0:3"].marked == "hint"
    assert jokers_at(shown_row(window, "stage:0")) == [1, 2]  # QH JK JK
    assert window.table.zone_label("stage:0") == "run · 31 · JK = K♥, A♥"
    # Changing one's mind: the run J-Q-K puts a joker on each side of the queen.
    click_zone(window, "reading:0:2")
    settle(qtbot, window)
    assert jokers_at(shown_row(window, "stage:0")) == [0, 2]  # JK QH JK
    assert frames(window)["reading:0:2"].marked == "hint"
    assert frames(window)["reading:0:3"].marked is None
    click_zone(window, "reading:0:3")
    settle(qtbot, window)
    assert window.button("lay_down").isEnabled()
    qtbot.mouseClick(window.button("lay_down"), Qt.MouseButton.LeftButton)
    laid = ctrl.state.table[0].meld
    assert laid.kind == "run" and laid.positions == (12, 13, 14)
    assert ctrl.state.history[-1] == Meld((laid.cards,), ("run",))
    assert laid.cards[0] == card("QH") and jokers_at(list(laid.cards)) == [1, 2]
    settle(qtbot, window)
    assert shown_row(window, "meld:0") == list(laid.cards)
    assert window.table.zone_label("meld:0") == "You · JK = K♥, A♥"  # yours: you laid it
    assert not any(name.startswith("reading:") for name in frames(window))


def test_s40_a6_a_staged_run_with_its_joker_at_either_end_offers_both_places(qtbot, window) -> None:
    """RULES.md §0.4 (default options): `5H 6H JK` is 4-5-6 or 5-6-7. The staging area
    shows both, starting from the run extending upward (§0.4's default); a click on the
    other lays the joker below."""
    state = position("5H 6H JK 9S 2D", phase="meld_or_discard", opened=[True, False, False, False])
    ctrl = load(window, qtbot, state)
    stage(qtbot, window, "5H 6H")
    drag(qtbot, window, centre(window, card("JK")), zone_centre(window, "stage:0"))
    settle(qtbot, window)
    assert [window.table.zone_label(f"reading:0:{k}") for k in range(2)] == [
        "run 4♥–6♥ · 15",
        "run 5♥–7♥ · 18",
    ]
    picked = [frames(window)[f"reading:0:{k}"].marked for k in range(2)]
    shown = shown_row(window, "stage:0")
    # The order as dropped is kept when it is a run; the marked reading is the one shown.
    assert picked in (["hint", None], [None, "hint"])
    assert shown == (cards("JK 5H 6H") if picked[0] else cards("5H 6H JK"))
    click_zone(window, "reading:0:0")
    settle(qtbot, window)
    assert shown_row(window, "stage:0") == cards("JK 5H 6H")
    assert window.table.zone_label("stage:0") == "run · 15 · JK = 4♥"
    qtbot.mouseClick(window.button("lay_down"), Qt.MouseButton.LeftButton)
    assert ctrl.state.table[0].meld.positions == (4, 5, 6)


def test_ctrl_z_takes_back_the_moves_of_your_turn_one_by_one_down_to_the_draw(
    qtbot, window
) -> None:
    """Drag the stock to the hand (a draw: it showed a card), lay 8♠ off on Ana's run and
    9♠ after it by dragging; Ctrl+Z takes back 9♠, then 8♠, each said in the status line
    and gone from the game log, the table exactly as before; the draw stays."""
    state = position(
        "8S 9S 2H 3D",
        table=[cards("5S 6S 7S")],
        table_owners=[1],
        opened=[True, True, False, False],
    )
    ctrl = load(window, qtbot, state)
    drag(qtbot, window, top_of(window, "stock"), zone_centre(window, "hand"))
    assert not ctrl.can_take_back() and not window.button("take_back").isEnabled()
    settle(qtbot, window)
    drawn = ctrl.view()
    drag(qtbot, window, centre(window, card("8S")), zone_centre(window, "meld:0"))
    settle(qtbot, window)
    once = ctrl.view()
    drag(qtbot, window, centre(window, card("9S")), zone_centre(window, "meld:0"))
    settle(qtbot, window)
    assert ctrl.state.table[0].cards == tuple(cards("5S 6S 7S 8S 9S"))
    assert window.button("take_back").isEnabled()
    logged = window.parts["game_log"].dock.texts()
    assert "You laid off 9♠ on Ana's 5♠ 6♠ 7♠ 8♠." in logged
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, window)
    assert ctrl.view() == once
    assert ctrl.message == "Taken back: You laid off 9♠ on Ana's 5♠ 6♠ 7♠ 8♠."
    assert shown_row(window, "meld:0") == cards("5S 6S 7S 8S")
    assert card("9S") in [i.card for i in window.table.zone_items("hand")]
    assert "You laid off 9♠ on Ana's 5♠ 6♠ 7♠ 8♠." not in window.parts["game_log"].dock.texts()
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, window)
    assert ctrl.view() == drawn and ctrl.state.hands[0] == cards("8S 9S 2H 3D KH")
    assert ctrl.message == "Taken back: You laid off 8♠ on Ana's 5♠ 6♠ 7♠."
    # The draw stays: Take back is off, Ctrl+Z does nothing.
    assert not ctrl.can_take_back() and not window.button("take_back").isEnabled()
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, window)
    assert ctrl.view() == drawn


def test_the_hand_label_counts_the_cards_in_the_hand_not_those_staged(qtbot, window) -> None:
    ctrl = load(window, qtbot, position("5H 6H 7H 2S 9D", phase="meld_or_discard"))
    assert window.table.zone_label("hand").startswith("You — 5 cards ·")
    stage(qtbot, window, "5H 6H")
    assert len(ctrl.staging.cards()) == 2
    assert window.table.zone_label("hand").startswith("You — 3 cards ·")
    stage(qtbot, window, "7H", "stage:0")
    assert window.table.zone_label("hand").startswith("You — 2 cards ·")
