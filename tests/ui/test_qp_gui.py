"""Quita y Pon at the table, driven as a person would: real mouse drags on the viewport."""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QTableWidget

from app.core.cards import Card, cards
from app.games.quita_y_pon.engine import QuitaYPon
from app.games.quita_y_pon.scoring import deal_scores, hand_points
from app.ui.main_window import MainWindow, ScoreDialog
from app.ui.new_game import NewGameSettings

from ..games.quita_y_pon.helpers import scenario


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


def settle(qtbot, win: MainWindow) -> None:
    qtbot.waitUntil(lambda: not win.table.animations_running(), timeout=3000)


def centre(win: MainWindow, c: Card) -> QPoint:
    item = win.table.card_item(c)
    assert item is not None, c
    return win.table.mapFromScene(item.sceneBoundingRect().center())


def drag(qtbot, win: MainWindow, start: QPoint, end: QPoint, steps: int = 8) -> None:
    viewport = win.table.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, steps + 1):
        point = QPoint(
            start.x() + (end.x() - start.x()) * i // steps,
            start.y() + (end.y() - start.y()) * i // steps,
        )
        QTest.mouseMove(viewport, point, 10)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


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
    assert window.done_button.isEnabled()
    qtbot.mouseClick(window.done_button, Qt.MouseButton.LeftButton)
    state = window.controller.state
    assert [list(g) for g in state.table] == [cards("3S 4S 5S"), cards("5S' 6S 7S 8S")]
    assert state.hands[0] == cards("KD")
    assert state.to_play == 1


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
    assert not window.done_button.isEnabled()
    assert [z.marked for z in window.table.zones() if z.name == "meld:0"] == ["invalid"]
    messages: list[str] = []
    window.controller.refused.connect(messages.append)
    assert window.controller.done() is False
    assert messages and "8D" in messages[0] and "6C" in messages[0]
    assert ([list(h) for h in state.hands], list(state.table), list(state.stock)) == before
    assert "not yet valid" in window.status_label.text()


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
    drag(
        qtbot,
        window,
        centre(window, cards("8S")[0]),
        window.table.mapFromScene(window.table.zone_rect("new").center()),
    )
    settle(qtbot, window)
    assert ctrl.draft.groups != start_groups
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, window)
    assert ctrl.draft.groups == start_groups
    assert sorted(ctrl.draft.hand, key=Card.sort_key) == start_hand
    assert [z.cards for z in window.table.zones() if z.name.startswith("meld:")] == start_groups


def test_the_gui_thread_keeps_running_while_a_bot_thinks(qtbot, window, monkeypatch) -> None:
    from app.games.quita_y_pon.bots import QuitaYPonBot

    original = QuitaYPonBot.choose
    thread_ids: list[int] = []

    def slow_choose(self, view, budget_s=None):
        thread_ids.append(threading.get_ident())
        time.sleep(0.6)
        return original(self, view, budget_s)

    monkeypatch.setattr(QuitaYPonBot, "choose", slow_choose)
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start(20)
    state = scenario("", "2S 5H 9D", options={"must_play_if_able": "off"}, seat=1)
    window.controller.load_position(state, [None, "normal", "normal", "normal"])
    started = time.perf_counter()
    qtbot.waitUntil(lambda: window.controller.state.to_play != 1, timeout=5000)
    timer.stop()
    assert thread_ids and thread_ids[0] != threading.get_ident(), "the bot ran off the GUI thread"
    during = [t for t in ticks if started < t < started + 0.55]
    assert len(during) >= 10, f"the event loop stalled: {len(during)} ticks in 0.55 s"


def test_a_whole_deal_of_four_bots_ends_with_a_correct_score_table(qtbot, window) -> None:
    ctrl = window.controller
    results = []
    ctrl.dealOver.connect(results.append)
    state = QuitaYPon.new(None, 12)
    ctrl.load_position(state, ["normal", "normal", "hard", "easy"])
    qtbot.waitUntil(lambda: bool(results), timeout=60_000)
    result = results[0]
    assert result.hand_points == tuple(hand_points(h) for h in ctrl.state.hands)
    assert result.scores == tuple(deal_scores(result.hand_points))
    assert ctrl.state.conservation_problem() is None
    dialog = ScoreDialog(ctrl, result, window)
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
    qtbot.mouseClick(window.draw_button, Qt.MouseButton.LeftButton)
    assert messages and "9H" in messages[0]
    assert window.controller.hint_groups is not None
    assert any(z.marked == "hint" for z in window.table.zones())
    assert window.controller.state.to_play == 0


def test_hint_preview_can_be_accepted(qtbot, window) -> None:
    load(window, qtbot, scenario("3S 4S 5S 6S 7S 8S", "5S' KD"))
    QTest.keyClick(window, Qt.Key.Key_H)
    assert window.controller.hint_groups is not None
    assert window.accept_hint_button.isVisible()
    qtbot.mouseClick(window.accept_hint_button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert window.done_button.isEnabled()
    QTest.keyClick(window, Qt.Key.Key_Return)
    assert window.controller.state.hands[0] == cards("KD")
