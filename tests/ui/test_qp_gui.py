"""Quita y Pon at the table, driven as a person would: real mouse drags on the viewport."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QTableWidget

from app.core.cards import Card, cards
from app.games.quita_y_pon.engine import QuitaYPon
from app.games.quita_y_pon.scoring import deal_scores, hand_points
from app.ui.games.quita_y_pon import TABLE as _QUITA_Y_PON_TABLE
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameSettings
from tests.waits import HANG_MS, HANG_S

from ..games.quita_y_pon.helpers import groups, scenario
from .helpers import (
    centre,
    drag,
    evenly_laid_out,
    frames,
    index_corner,
    picture,
    settle,
    shown_in,
    shown_row,
)

score_table = _QUITA_Y_PON_TABLE.result_dialog


@pytest.fixture
def window(qtbot):
    win = MainWindow(NewGameSettings(pace_ms=0))
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.controller.shutdown()


def load(win: MainWindow, qtbot, state: QuitaYPon) -> None:
    win.controller.load_position(state, [None, "normal", "normal", "normal"])
    settle(qtbot, win)


def test_qp_t01_split_a_run_by_dragging_a_hand_card_into_it(qtbot, window) -> None:
    load(window, qtbot, scenario("3S 4S 5S 6S 7S 8S", "5S' KD"))
    five, six = window.table.card_item(cards("5S")[0]), window.table.card_item(cards("6S")[0])
    moving = window.table.card_item(cards("5S'")[0])
    start = centre(window, cards("5S'")[0])
    # Land the dragged card's left edge between 5S and 6S.
    left = (five.pos().x() + six.pos().x()) / 2 + 2
    target_scene = QPointF(
        left + moving.boundingRect().width() / 2, six.sceneBoundingRect().center().y()
    )
    drag(qtbot, window, start, window.table.mapFromScene(target_scene))
    settle(qtbot, window)
    assert window.controller.draft.groups == [cards("3S 4S 5S"), cards("5S' 6S 7S 8S")]
    assert window.button("done").isEnabled()
    # On screen: the run is drawn split in two rows, 5S' at the head of the second.
    assert shown_in(window, cards("5S'")[0]) == "meld:1"
    assert shown_row(window, "meld:0") == cards("3S 4S 5S")
    assert shown_row(window, "meld:1") == cards("5S' 6S 7S 8S")
    assert shown_row(window, "hand") == cards("KD")
    assert all(evenly_laid_out(window, z) for z in ("meld:0", "meld:1", "hand"))
    assert window.table.card_item(cards("5S'")[0]).mark == "placed"
    assert frames(window)["meld:1"].marked is None  # valid: no red frame
    qtbot.mouseClick(window.button("done"), Qt.MouseButton.LeftButton)
    state = window.controller.state
    assert [list(g) for g in state.table] == [cards("3S 4S 5S"), cards("5S' 6S 7S 8S")]
    assert state.hands[0] == cards("KD")
    assert state.to_play == 1
    # The table shows Ana's turn: no "new group" target, her seat lit, not the person's.
    shown = frames(window)
    assert "new" not in shown
    assert shown["opp:1"].marked == "active" and shown["hand"].marked is None


def test_an_illegal_commit_is_refused_and_changes_nothing(qtbot, window) -> None:
    load(window, qtbot, scenario("6C 7C 8C", "8D 8H"))
    state = window.controller.state
    before = ([list(h) for h in state.hands], list(state.table), list(state.stock))
    # Drag 8D onto the run: the group becomes invalid and is marked; Done stays disabled.
    run_rect = window.table.zone_rect("meld:0")
    drag(
        qtbot, window, centre(window, cards("8D")[0]), window.table.mapFromScene(run_rect.center())
    )
    settle(qtbot, window)
    assert window.controller.draft.problems()[0] is not None
    assert not window.button("done").isEnabled()
    assert [z.marked for z in window.table.zones() if z.name == "meld:0"] == ["invalid"]
    # On screen: 8D is drawn in the run's row, whose frame is drawn red and says why.
    assert shown_in(window, cards("8D")[0]) == "meld:0"
    assert shown_row(window, "meld:0") == window.controller.draft.groups[0]
    assert cards("8D")[0] in shown_row(window, "meld:0") and evenly_laid_out(window, "meld:0")
    assert shown_row(window, "hand") == cards("8H")
    assert frames(window)["meld:0"].marked == "invalid"
    assert window.table.zone_label("meld:0").startswith("✗ ")  # a few words under it
    assert "8♦" in frames(window)["meld:0"].toolTip()  # the sentence in its tool tip
    drawn = picture(window)
    messages: list[str] = []
    window.controller.refused.connect(messages.append)
    assert window.controller.done() is False
    assert messages and "8♦" in messages[0] and "6♣" in messages[0]
    assert ([list(h) for h in state.hands], list(state.table), list(state.stock)) == before
    assert "not yet valid" in window.status_label.text()
    settle(qtbot, window)
    assert picture(window) == drawn  # the refused commit changed nothing on screen


def test_reset_turn_restores_table_and_hand_exactly(qtbot, window) -> None:
    load(window, qtbot, scenario("3S 4S 5S 6S 7S 8S | 9H 9D 9C", "5S' KD 9S"))
    ctrl = window.controller
    start_groups = [list(g) for g in ctrl.draft.groups]
    start_hand = sorted(ctrl.draft.hand, key=Card.sort_key)
    drag(
        qtbot,
        window,
        centre(window, cards("9S")[0]),
        window.table.mapFromScene(window.table.zone_rect("new").center()),
    )
    settle(qtbot, window)
    assert shown_in(window, cards("9S")[0]) == "meld:2"  # a new group, drawn after the others
    drag(
        qtbot,
        window,
        centre(window, cards("8S")[0]),
        window.table.mapFromScene(window.table.zone_rect("new").center()),
    )
    settle(qtbot, window)
    assert ctrl.draft.groups != start_groups
    groups_now = [list(g) for g in ctrl.draft.groups]
    assert [shown_row(window, f"meld:{i}") for i in range(len(groups_now))] == groups_now
    assert shown_in(window, cards("8S")[0]) == f"meld:{len(groups_now) - 1}"
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, window)
    assert ctrl.draft.groups == start_groups
    assert sorted(ctrl.draft.hand, key=Card.sort_key) == start_hand
    assert [z.cards for z in window.table.zones() if z.name.startswith("meld:")] == start_groups
    # On screen: the turn's start again, the extra groups' frames gone, 8S and 9S back.
    assert [shown_row(window, f"meld:{i}") for i in range(len(start_groups))] == start_groups
    assert not any(f"meld:{i}" in frames(window) for i in range(len(start_groups), 4))
    assert sorted(shown_row(window, "hand"), key=Card.sort_key) == start_hand
    assert shown_in(window, cards("9S")[0]) == "hand"
    assert shown_in(window, cards("8S")[0]) == "meld:0"
    assert all(evenly_laid_out(window, z) for z in ("meld:0", "meld:1", "hand"))


def test_the_gui_thread_keeps_running_while_a_bot_thinks(qtbot, window, monkeypatch) -> None:
    """While a bot is held inside `choose`, timers fire, clicks work and the table redraws.

    The bot blocks on an event only the test sets, so "the bot is still thinking" is a fact,
    not a matter of timing: had it run on the GUI thread, nothing below could happen before
    `release` is set.
    """
    from app.games.quita_y_pon.bots import QuitaYPonBot
    from app.games.quita_y_pon.engine import Draw

    original = QuitaYPonBot.choose
    entered, release = threading.Event(), threading.Event()
    thread_ids: list[int] = []
    chosen: list = []

    def held_choose(self, view, limit=None):
        thread_ids.append(threading.get_ident())
        entered.set()
        release.wait(HANG_S)  # a guard for a broken test only: the test sets it below
        action = original(self, view, limit)
        chosen.append(action)
        return action

    monkeypatch.setattr(QuitaYPonBot, "choose", held_choose)
    ctrl = window.controller
    state = scenario("", "2S 5H 9D", options={"must_play_if_able": "off"}, seat=1)
    try:
        ctrl.load_position(state, [None, "normal", "normal", "normal"])
        qtbot.waitUntil(entered.is_set, timeout=HANG_MS)
        assert thread_ids[0] != threading.get_ident(), "the bot runs off the GUI thread"
        # A timer posted now fires while the bot is still blocked.
        fired: list[int] = []
        QTimer.singleShot(0, lambda: fired.append(len(chosen)))
        qtbot.waitUntil(lambda: bool(fired), timeout=HANG_MS)
        assert fired == [0], "the timer fired only after the bot had chosen"
        # A click on a button is handled, and the table redraws the hand in the new order.
        suit_order = sorted(ctrl.state.hands[0], key=Card.sort_key)
        rank_order = sorted(ctrl.state.hands[0], key=Card.rank_key)
        assert suit_order != rank_order and shown_row(window, "hand") == suit_order
        qtbot.mouseClick(window.sort_rank, Qt.MouseButton.LeftButton)
        settle(qtbot, window)  # the hand's cards fly to their new places
        assert shown_row(window, "hand") == rank_order
        assert evenly_laid_out(window, "hand")
        assert "Ana is thinking" in window.status_label.text()
        assert frames(window)["opp:1"].marked == "active"
        assert not chosen and ctrl.state.to_play == 1 and ctrl.bot_thinking  # still blocked
    finally:
        release.set()
    # Released, the bot's action lands: Ana draws, and the table shows her one card more.
    qtbot.waitUntil(lambda: ctrl.my_turn, timeout=HANG_MS)
    assert isinstance(chosen[0], Draw)
    assert len(ctrl.state.hands[1]) == 4
    assert window.table.zone_label("opp:1").endswith("— 4 cards")
    assert len(window.table.zone_items("opp:1")) == 4


def test_a_whole_deal_of_four_bots_ends_with_a_correct_score_table(qtbot, window) -> None:
    ctrl = window.controller
    # The window's pace reaches its controller at start(), which this test skips: without
    # this, each of the deal's bot moves waited 700 ms (19 of its 22 s). The score table
    # is the point here, not the pace.
    ctrl.pace_ms = 0
    results = []
    ctrl.dealOver.connect(results.append)
    state = QuitaYPon.new(None, 12)
    ctrl.load_position(state, ["normal", "normal", "hard", "easy"])
    qtbot.waitUntil(lambda: bool(results), timeout=HANG_MS)
    result = results[0]
    assert result.hand_points == tuple(hand_points(h) for h in ctrl.state.hands)
    assert result.scores == tuple(deal_scores(result.hand_points))
    assert ctrl.state.conservation_problem() is None
    dialog = score_table(ctrl, result, window)
    qtbot.addWidget(dialog)
    table = dialog.findChild(QTableWidget)
    assert table.rowCount() == 4
    for seat in range(4):
        assert table.item(seat, 1).text() == str(result.hand_points[seat])
        assert table.item(seat, 2).text() == str(result.scores[seat])
    assert "Deal over" in window.status_label.text()


def test_draw_refused_under_must_play_highlights_the_play(qtbot, window) -> None:
    load(window, qtbot, scenario("6H 7H 8H", "9H 2C"))
    messages: list[str] = []
    window.controller.refused.connect(messages.append)
    qtbot.mouseClick(window.button("draw"), Qt.MouseButton.LeftButton)
    assert messages and "9♥" in messages[0]
    assert window.controller.hint_groups is not None
    assert any(z.marked == "hint" for z in window.table.zones())
    assert window.controller.state.to_play == 0
    # On screen: the run's frame is drawn yellow and 9H in the hand carries the hint mark.
    assert frames(window)["meld:0"].marked == "hint"
    assert window.table.card_item(cards("9H")[0]).mark == "hint"
    assert shown_in(window, cards("9H")[0]) == "hand"


def test_hint_preview_can_be_accepted(qtbot, window) -> None:
    load(window, qtbot, scenario("3S 4S 5S 6S 7S 8S", "5S' KD"))
    QTest.keyClick(window, Qt.Key.Key_H)
    assert window.controller.hint_groups is not None
    assert window.button("accept_hint").isVisible()
    qtbot.mouseClick(window.button("accept_hint"), Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert window.button("done").isEnabled()
    # On screen: the hinted arrangement, 5S' drawn in the table's rows, KD alone in the hand.
    groups = window.controller.draft.groups
    assert [shown_row(window, f"meld:{i}") for i in range(len(groups))] == groups
    assert shown_in(window, cards("5S'")[0]).startswith("meld:")
    assert shown_row(window, "hand") == cards("KD")
    QTest.keyClick(window, Qt.Key.Key_Return)
    assert window.controller.state.hands[0] == cards("KD")


def drag_with(qtbot, win: MainWindow, start: QPoint, end: QPoint, modifier) -> None:
    viewport = win.table.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, modifier, start)
    for i in range(1, 9):
        point = QPoint(
            start.x() + (end.x() - start.x()) * i // 8, start.y() + (end.y() - start.y()) * i // 8
        )
        QTest.mouseMove(viewport, point, 10)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, modifier, end)


def right_of(win: MainWindow, zone: str) -> QPoint:
    rect = win.table.zone_rect(zone)
    return win.table.mapFromScene(QPointF(rect.right() - 4, rect.center().y()))


def test_qp_t11_merge_two_runs_by_dragging_a_whole_group(qtbot, window) -> None:
    load(window, qtbot, scenario("3D 4D 5D | 7D 8D 9D", "6D KS"))
    ctrl = window.controller
    # 6D to the right end of the first run.
    drag(qtbot, window, centre(window, cards("6D")[0]), right_of(window, "meld:0"))
    settle(qtbot, window)
    assert ctrl.draft.groups[0] == cards("3D 4D 5D 6D")
    assert shown_in(window, cards("6D")[0]) == "meld:0"
    assert shown_row(window, "meld:0") == cards("3D 4D 5D 6D")
    assert evenly_laid_out(window, "meld:0") and shown_row(window, "hand") == cards("KS")
    # Shift-drag the second run (pressed on its first card) onto the first: they merge.
    drag_with(
        qtbot,
        window,
        index_corner(window, cards("7D")[0]),
        right_of(window, "meld:0"),
        Qt.KeyboardModifier.ShiftModifier,
    )
    settle(qtbot, window)
    assert ctrl.draft.groups == [cards("3D 4D 5D 6D 7D 8D 9D")]
    assert window.button("done").isEnabled()
    # On screen: one row of seven, the second group's frame gone.
    assert shown_row(window, "meld:0") == cards("3D 4D 5D 6D 7D 8D 9D")
    assert evenly_laid_out(window, "meld:0") and "meld:1" not in frames(window)


def test_dragging_out_of_a_run_takes_the_nearer_end_and_own_cards_go_back(qtbot, window) -> None:
    load(window, qtbot, scenario("3S 4S 5S 6S 7S 8S", "9S KD"))
    ctrl = window.controller
    new = window.table.mapFromScene(window.table.zone_rect("new").center())
    drag(qtbot, window, index_corner(window, cards("7S")[0]), new)  # 7S: nearer the top end
    settle(qtbot, window)
    assert ctrl.draft.groups == [cards("3S 4S 5S 6S"), cards("7S 8S")]
    assert not window.button("done").isEnabled()
    assert "no_card_from_hand" not in window.status_label.text()
    # On screen: 7S and 8S moved together into a new row, drawn red (too short).
    assert shown_row(window, "meld:0") == cards("3S 4S 5S 6S")
    assert shown_row(window, "meld:1") == cards("7S 8S")
    assert evenly_laid_out(window, "meld:0") and evenly_laid_out(window, "meld:1")
    assert frames(window)["meld:1"].marked == "invalid"
    # Place 9S from the hand, then take it back by dragging it to the hand.
    drag(qtbot, window, centre(window, cards("9S")[0]), right_of(window, "meld:1"))
    settle(qtbot, window)
    assert ctrl.draft.groups[1] == cards("7S 8S 9S") and window.button("done").isEnabled()
    assert shown_row(window, "meld:1") == cards("7S 8S 9S") and evenly_laid_out(window, "meld:1")
    assert frames(window)["meld:1"].marked is None
    hand = window.table.mapFromScene(window.table.zone_rect("hand").center())
    drag(qtbot, window, centre(window, cards("9S")[0]), hand)
    settle(qtbot, window)
    assert cards("9S")[0] in ctrl.draft.hand
    assert shown_in(window, cards("9S")[0]) == "hand"
    assert shown_row(window, "hand") == ctrl.hand_order and evenly_laid_out(window, "hand")
    assert shown_row(window, "meld:1") == cards("7S 8S")
    # A table card cannot go to the hand: the drop is refused and nothing changes.
    before = [list(g) for g in ctrl.draft.groups]
    drawn = picture(window)
    drag(qtbot, window, index_corner(window, cards("3S")[0]), hand)
    settle(qtbot, window)
    assert ctrl.draft.groups == before
    assert picture(window) == drawn  # 3S flew back to its place; nothing else moved
    assert shown_in(window, cards("3S")[0]) == "meld:0"


def test_four_colour_deck_is_a_kept_setting(qtbot, window) -> None:
    load(window, qtbot, scenario("", "4D 5C 9H"))
    item = window.table.card_item(cards("4D")[0])
    before = item._pixmap.toImage()
    window.menus.four_colour_action.setChecked(True)
    assert window.table.card_item(cards("4D")[0])._pixmap.toImage() != before
    assert window.prefs.value("four_colour", type=bool) is True
    window.menus.four_colour_action.setChecked(False)


def test_turn_timer_resets_and_draws_when_time_is_up(qtbot, window) -> None:
    state = scenario("5C 6C 7C 8C", "9D 2H", options={"turn_time_limit_s": 1})
    load(window, qtbot, state)
    ctrl = window.controller
    ctrl.draft.move(cards("8C"), None)  # an unfinished rearrangement when time runs out
    top = state.stock[0]
    qtbot.waitUntil(lambda: ctrl.state.to_play != 0, timeout=HANG_MS)
    assert [list(g) for g in ctrl.state.table] == [cards("5C 6C 7C 8C")]
    assert sorted(ctrl.state.hands[0]) == sorted([*cards("9D 2H"), top])


def test_a_match_of_two_deals_deals_again_and_keeps_totals(qtbot, window) -> None:
    from app.games.quita_y_pon.rules import QuitaYPonOptions

    from .test_storage_gui import play_my_turns

    ctrl = window.controller
    ctrl.pace_ms = 0
    results = []
    ctrl.dealOver.connect(results.append)
    ctrl.new_game(QuitaYPonOptions(deals=2), ("normal", "normal", "normal"), seed=4)

    def play_until(count: int) -> None:
        play_my_turns(qtbot, ctrl, lambda: len(results) >= count)

    play_until(1)
    first_dealer = ctrl.state.dealer
    assert not ctrl.match_over and "Next deal" in window.status_label.text()
    ctrl.next_deal()
    assert ctrl.state.deal_index == 1 and ctrl.state.dealer == (first_dealer + 1) % 4
    play_until(2)
    assert ctrl.match_over
    assert ctrl.match.totals == [sum(r.scores[s] for r in results) for s in range(4)]
    dialog = score_table(ctrl, results[-1], window)
    qtbot.addWidget(dialog)
    table = dialog.findChild(QTableWidget)
    assert table.columnCount() == 4
    assert [table.item(s, 3).text() for s in range(4)] == [str(t) for t in ctrl.match.totals]


def test_a_failing_bot_is_reported_not_raised(qtbot, window, monkeypatch) -> None:
    from app.games.quita_y_pon.bots import QuitaYPonBot

    def broken(self, view, limit=None):
        raise RuntimeError("no idea")

    monkeypatch.setattr(QuitaYPonBot, "choose", broken)
    messages: list[str] = []
    window.controller.refused.connect(messages.append)
    state = scenario("", "2S 5H 9D", seat=1)
    window.controller.load_position(state, [None, "normal", "normal", "normal"])
    qtbot.waitUntil(lambda: bool(messages), timeout=HANG_MS)
    assert "Ana" in messages[0] and "no idea" in messages[0]
    assert "no idea" in window.status_label.text()


def test_new_game_dialog_offers_every_option_with_the_rules_defaults(qtbot) -> None:
    from app.games.quita_y_pon.rules import QuitaYPonOptions
    from app.ui.new_game import NewGameDialog

    dialog = NewGameDialog(NewGameSettings(seed=77))
    qtbot.addWidget(dialog)
    assert dialog.seed.text() == ""  # a new deal unless a seed is typed
    dialog.seed.setText("77")
    settings = dialog.settings()
    assert settings.options == QuitaYPonOptions()
    assert settings.seed == 77 and settings.levels == ("normal", "normal", "normal")
    dialog.players.setValue(3)
    dialog.row("quita-y-pon", "max_set_size").setCurrentText("4")
    dialog.row("quita-y-pon", "run_wraparound").setChecked(True)
    must_play = dialog.row("quita-y-pon", "must_play_if_able")
    must_play.setCurrentIndex(must_play.findData("full"))
    dialog.row("quita-y-pon", "turn_time_limit_s").setValue(30)
    dialog.row("quita-y-pon", "deals").setValue(3)
    dialog.levels[0].setCurrentText("hard")
    dialog.seed.setText("")
    changed = dialog.settings()
    assert changed.options == QuitaYPonOptions(
        num_players=3,
        max_set_size=4,
        run_wraparound=True,
        must_play_if_able="full",
        turn_time_limit_s=30,
        deals=3,
    )
    assert changed.levels == ("hard", "normal") and isinstance(changed.seed, int)
    assert not dialog.levels[2].isEnabled()


def test_help_shows_the_rules_in_spanish_and_english() -> None:
    from app.ui.help_text import rules_html

    text = rules_html("quita-y-pon")
    assert "Español" in text and "English" in text
    assert "trío" in text and "run" in text


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["--players", "5"], "--players"),
        (["--bots", "genius"], "genius"),
        (["--size", "big"], "big"),
    ],
)
def test_tapete_bad_arguments_are_one_line_and_status_2(argv, needle, capsys) -> None:
    from app.ui.main import main

    with pytest.raises(SystemExit) as info:
        code = main([*argv, "--screenshot", "/tmp/never.png"])
        raise SystemExit(code)
    assert info.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("tapete: error:") and needle in err[0]


def test_screenshot_writes_a_png(tmp_path) -> None:
    import subprocess
    import sys

    out = tmp_path / "table.png"
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "app.ui.main",
            "--seed",
            "5",
            "--autoplay",
            "12",
            "--screenshot",
            str(out),
        ],
        capture_output=True,
        text=True,
        timeout=HANG_S,
        env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 0, done.stderr
    from PySide6.QtGui import QImage

    image = QImage(str(out))
    assert image.width() == 1280 and image.height() == 800


def test_self_test_passes_from_source() -> None:
    import os
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-m", "app.ui.main", "--self-test"],
        capture_output=True,
        text=True,
        timeout=HANG_S,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 0, done.stderr
    assert "self-test passed" in done.stdout and "quita-y-pon" in done.stdout


def test_seat_labels_count_one_card_in_the_singular(qtbot, window) -> None:
    load(window, qtbot, scenario(table="5H 6H 7H", hand="8H", others=["2S", "9C 9D", "4D 4S"]))
    assert window.table.zone_label("hand").endswith("— 1 card")
    assert window.table.zone_label("opp:1").endswith("— 1 card")
    assert window.table.zone_label("opp:2").endswith("— 2 cards")


def test_a_merged_run_is_shown_in_rank_order_at_once(qtbot, window) -> None:
    """Shift-dragging 2♥ 3♥ 4♥ onto the right end of 5♥ 6♥ 7♥ 8♥ makes one run, shown
    2♥ … 8♥ at once, not in the order the cards were dropped."""
    load(window, qtbot, scenario("5H 6H 7H 8H | 2H 3H 4H", "KS"))
    ctrl = window.controller
    drag_with(
        qtbot,
        window,
        index_corner(window, cards("2H")[0]),
        right_of(window, "meld:0"),
        Qt.KeyboardModifier.ShiftModifier,
    )
    settle(qtbot, window)
    assert ctrl.draft.groups == [cards("2H 3H 4H 5H 6H 7H 8H")]
    assert shown_row(window, "meld:0") == cards("2H 3H 4H 5H 6H 7H 8H")
    assert evenly_laid_out(window, "meld:0") and "meld:1" not in frames(window)


def test_a_bots_commit_plays_out_group_by_group_at_the_pace(qtbot, window, monkeypatch) -> None:
    """A bot that rebuilds the table and lays two new groups: at a pace, the table first
    shows one new group laid (its cards gone from the group they left and from the hand,
    the untouched group where it was), then the commit itself; instant pace: one step."""
    from app.games.quita_y_pon.bots import QuitaYPonBot
    from app.games.quita_y_pon.engine import Commit

    commit = Commit(tuple(tuple(g) for g in groups("4C 4D 4S | 6H 7H 8H 9H | KS KH KD")))
    original_choose = QuitaYPonBot.choose

    def choose(self, view, limit=None):
        return commit if view.seat == 1 else original_choose(self, view, limit)

    monkeypatch.setattr(QuitaYPonBot, "choose", choose)
    state = scenario("4C 4D 4S | 7H 8H 9H", "6H KS KH KD 2C", seat=1)
    window.controller.pace_ms = 300
    shown: list[tuple[tuple[str, ...], int]] = []
    original = window.table.show_zones

    def record(zones, animate=True):
        tables = tuple(
            " ".join(str(c) for c in z.cards) for z in zones if str(z.id).startswith("meld")
        )
        count = next(z.count for z in zones if str(z.id) == "opp:1")
        if not shown or shown[-1] != (tables, count):
            shown.append((tables, count))
        original(zones, animate)

    monkeypatch.setattr(window.table, "show_zones", record)
    window.controller.load_position(state, [None, "normal", "normal", "normal"])
    qtbot.waitUntil(lambda: window.controller.state.to_play != 1, timeout=HANG_MS)
    tables = [t for t, _ in shown]
    assert tables[0] == ("4C 4D 4S", "7H 8H 9H")
    assert ("4C 4D 4S", "6H 7H 8H 9H") in tables  # one new group laid, its 6H from the hand
    middle = tables.index(("4C 4D 4S", "6H 7H 8H 9H"))
    assert shown[middle][1] == 4  # the hand lost the 6H only
    assert tables[-1] == ("4C 4D 4S", "6H 7H 8H 9H", "KS KH KD") and shown[-1][1] == 1
    assert tables.index(tables[-1]) > middle


@pytest.mark.parametrize("size", [(1024, 621), (1366, 749)])
def test_a_long_rebuild_told_never_cuts_what_to_do_now(qtbot, size) -> None:
    """In Spanish, after a bot's long rebuild of the table is told: the status line shows
    the person's turn whole ("Tu turno: …"), the rebuild elided before it (the game log
    keeps it whole); the whole sentence stays the label's text and its tooltip."""
    from app import i18n
    from app.games.quita_y_pon.narration import MOVED, PLACED_AND_REBUILT

    app = QApplication.instance()
    i18n.install(app, "es")
    win = MainWindow(NewGameSettings(pace_ms=0), storage=False)
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    try:
        ctrl = win.controller
        hands = [cards("4D 9C"), cards("5S 6S"), cards("7H 8H"), cards("JD QD")]
        load(win, qtbot, QuitaYPon.from_position([cards("5H 5D 5C")], hands, cards("2C 3C")))
        moves = ", ".join(
            ctrl.words(MOVED.filled(cards=f"{r}♥", source=f"{r}♠ {r}♦ {r}♥", target="6♥ 7♥"))
            for r in range(2, 10)
        )
        told = ctrl.words(
            PLACED_AND_REBUILT.theirs.filled(name="Ana", cards="3♣ 4♣ 5♣", moves=moves)
        )
        ctrl.message = told  # as the narration leaves a bot's move
        ctrl._announce()
        now = ctrl.status_now()
        assert now.startswith("Tu turno") and now in win.status_label.text()
        shown = win.status_label.shown_text().replace("\n", " ")
        assert shown.endswith(now), shown  # what to do now, whole
        if shown != now:  # the rebuild before it, elided (none where "now" takes two lines)
            assert shown.startswith("Ana bajó 3♣ 4♣ 5♣") and "…" in shown, shown
        assert win.status_label.text() == f"{told} {now}" == win.status_label.toolTip()
    finally:
        win.controller.shutdown()
        i18n.install(app, "en")


def test_an_invalid_group_caption_is_read_whole_in_spanish_at_1366(qtbot) -> None:
    """In Spanish at 1366×768, a card dragged onto "new group" makes a one-card group: the
    caption under it is a few words shown whole (no "…"), narrower than the caption; the
    full sentence is on the status line and in the group's tooltip."""
    from PySide6.QtGui import QFontMetricsF

    from app import i18n

    app = QApplication.instance()
    i18n.install(app, "es")
    win = MainWindow(NewGameSettings(pace_ms=0), storage=False)
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    try:
        load(win, qtbot, scenario("3S 4S 5S", "9S KD"))
        target = frames(win)["new"].sceneBoundingRect().center()
        drag(qtbot, win, centre(win, cards("9S")[0]), win.table.mapFromScene(target))
        settle(qtbot, win)
        assert win.controller.draft.groups == [cards("3S 4S 5S"), cards("9S")]
        frame = frames(win)["meld:1"]
        assert frame.marked == "invalid"
        sentence = "[9♠] tiene pocas cartas: un grupo necesita al menos 3."
        shown = win.table.zone_label("meld:1")
        assert shown == "✗ pocas cartas"  # the few words, whole: no "…"
        item = frame._label
        width = QFontMetricsF(item.font()).horizontalAdvance(item.text())
        assert item.text() == shown and 0 < width <= frame.boundingRect().width()
        assert sentence in win.status_label.text()
        assert frame.toolTip() == sentence
    finally:
        win.controller.shutdown()
        i18n.install(app, "en")
