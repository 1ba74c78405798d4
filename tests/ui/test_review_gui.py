"""Review of a finished deal in its replay: "Mark my decisions" marks the person's moves
where the hard bot would have played otherwise; the end of a deal offers the review."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from app.games.registry import find_game
from app.i18n import say
from app.session import MatchSession
from app.session.review import GRADE_SIGNS
from app.ui.deal_replay import DealReplayDialog
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameSettings
from tests.ui.finished_deals import finished_replay


def test_mark_my_decisions_marks_the_lines_where_the_hard_bot_differs(qtbot):
    session, replay = finished_replay("buraco")
    dialog = DealReplayDialog(
        replay,
        [s.level for s in session.seats],
        ["You", "Ana", "Bruno", "Carla"][: len(session.seats)],
        "t",
    )
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    assert not dialog.review_button.isEnabled()
    qtbot.waitUntil(lambda: dialog.review.task is None, timeout=60_000)
    mine = [line.index for line in replay.lines if line.seat == replay.seat]
    assert sorted(dialog.marks) == mine
    marked = [i for i, m in dialog.marks.items() if m is not None]
    assert marked and dialog.review_line.text() == (
        f"You agreed with the hard bot on {len(mine) - len(marked)} of {len(mine)} decisions."
    )
    for index in marked:
        item, mark = dialog.log.item(index), dialog.marks[index]
        sign = f"{GRADE_SIGNS[mark.grade]} " if mark.grade is not None else ""
        if mark.loss is None:
            sign = "(?) "
        assert item.text().startswith(f"{sign}{index}. ")
        said = item.toolTip()
        if mark.grade is not None:
            assert said.startswith(f"{GRADE_SIGNS[mark.grade]} A")
        assert "The hard bot would play: " in said
        if mark.grade is None and mark.loss is not None:
            assert "Yours was about as good, by its search." in said
        if mark.loss is not None:
            assert said.endswith(f"by the hard bot's reckoning: about {max(1, round(mark.loss))}.")
    for index in set(mine) - set(marked):
        assert dialog.log.item(index).text().startswith(f"{index}. ")
    assert not any(dialog.log.item(i).text().startswith("•") for i in range(dialog.log.count()))
    dialog.reject()


def test_the_review_says_the_better_move_beside_the_line_and_lays_it_out(qtbot):
    """By keyboard alone: N reaches the first marked decision, the pane beside the log
    says its grade, the hard bot's move, why and the cost; B lays the bot's move out on
    the table (the position after it, not the one played) and B again puts it back; a
    legend says what the signs mean."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    session, replay = finished_replay("buraco")
    dialog = DealReplayDialog(
        replay, [s.level for s in session.seats], [s.name for s in session.seats], "t"
    )
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.legend.isVisible() and not dialog.better_button.isVisible()
    drawn = []
    show_zones = dialog.table.show_zones
    dialog.table.show_zones = lambda zones, animate=True: (
        drawn.append(zones),
        show_zones(zones, animate=animate),
    )
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.review.task is None, timeout=60_000)
    assert dialog.legend.isVisible()
    assert dialog.legend.text() == (
        "?! an inaccuracy, ? a mistake, ?? a blunder: what the decision cost in the deal's "
        "points, by the hard bot's reckoning (a tenth, a quarter, half of what a deal's "
        "loser scores).\n(?) the hard bot would have played otherwise, but its search "
        "cannot set a value on your move beside its own there."
    )
    marked = sorted(i for i, m in dialog.marks.items() if m is not None)
    assert marked
    dialog.go(0)
    QTest.keyClick(dialog, Qt.Key.Key_N)
    first = marked[0]
    assert dialog.point == first and dialog.log.currentRow() == first
    mark = dialog.marks[first]
    said = dialog.advice.text()
    assert dialog.advice.isVisible() and said == dialog.log.item(first).toolTip()
    assert f"The hard bot would play: {say(mark.best.reason)}." in said
    if mark.grade is not None:
        grade_words = {
            "inaccuracy": "An inaccuracy",
            "mistake": "A mistake",
            "blunder": "A blunder",
        }
        assert said.startswith(f"{GRADE_SIGNS[mark.grade]} {grade_words[mark.grade]}.")
    if mark.loss is not None:
        assert said.endswith(f"by the hard bot's reckoning: about {max(1, round(mark.loss))}.")
    if len(marked) > 1:
        QTest.keyClick(dialog, Qt.Key.Key_N)
        assert dialog.point == marked[1]
        QTest.keyClick(dialog, Qt.Key.Key_N, Qt.KeyboardModifier.ShiftModifier)
        assert dialog.point == first
    # Tab reaches the pane (a keyboard's and a screen reader's way to it).
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=10_000)
    reached = []
    for _ in range(6):
        QTest.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    assert dialog.advice in reached and dialog.better_button in reached
    assert dialog.advice.accessibleName() == "The hard bot's view of this move"
    assert dialog.point == first, "Tab moves no move"
    for focused in (dialog.advice, dialog.better_button):  # the move keys still move
        focused.setFocus()
        QTest.keyClick(focused, Qt.Key.Key_Right)
        assert dialog.point == first + 1
        QTest.keyClick(focused, Qt.Key.Key_Left)
        assert dialog.point == first
    agreed = [i for i, m in dialog.marks.items() if m is None]
    if agreed:
        dialog.go(agreed[0])
        assert dialog.advice.text() == "The hard bot would have played this too."
        assert not dialog.better_button.isEnabled()
        dialog.go(first)
    # B: the position after the hard bot's move, drawn on the review's table.
    assert dialog.better_button.isEnabled()
    played = dialog.controller.past_zones(replay.views[first])
    better = dialog.controller.past_zones(replay.view_instead(first - 1, mark.best.action))
    assert better != played
    QTest.keyClick(dialog, Qt.Key.Key_B)
    assert dialog.showing_better and dialog.better_button.isChecked()
    assert drawn[-1] == better and dialog.point == first
    assert dialog.seen.text().startswith("The hard bot's move, laid out in place of yours")
    QTest.keyClick(dialog, Qt.Key.Key_B)
    assert not dialog.showing_better and drawn[-1] == played
    assert dialog.seen.text().startswith("As you saw it")
    qtbot.mouseClick(dialog.better_button, Qt.MouseButton.LeftButton)
    assert dialog.showing_better and drawn[-1] == better
    QTest.keyClick(dialog, Qt.Key.Key_Right)  # a move key goes back to the deal as played
    assert not dialog.showing_better and dialog.point == first + 1
    assert drawn[-1] == dialog.controller.past_zones(replay.views[first + 1])
    dialog.reject()


def test_the_better_move_is_the_deal_with_the_bots_move_in_place_of_the_persons():
    session, replay = finished_replay("scala-40")
    for k, (action, line) in enumerate(zip(replay.actions, replay.lines, strict=True)):
        if line.seat == replay.seat:
            assert replay.view_instead(k, action) == replay.views[k + 1]
            assert replay.view_instead(k, action, every_hand=True) == replay.open_views[k + 1]
    import pytest

    with pytest.raises(ValueError):
        replay.view_instead(replay.steps, replay.actions[0])


def test_the_end_of_a_deal_offers_its_review(qtbot, monkeypatch):
    win = MainWindow(NewGameSettings(game="cuatro-palos", pace_ms=0, seed=3), storage=False)
    qtbot.addWidget(win)
    win.show()
    win.begin(welcome=False)
    ctrl = win.controller
    me = ctrl.info.bot("easy", "person")
    shown = []
    monkeypatch.setattr(DealReplayDialog, "exec", lambda self: shown.append(self) or 0)

    def at_end(dialog) -> int:
        qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
        return QDialog.DialogCode.Accepted

    from app.ui.result_dialog import ResultDialog

    monkeypatch.setattr(ResultDialog, "exec", at_end)
    while ctrl.state.to_play is not None:
        qtbot.waitUntil(lambda: ctrl.state.to_play in (None, ctrl.person), timeout=30_000)
        if ctrl.state.to_play is None:
            break
        ctrl.apply_bot(ctrl.person, me.choose(ctrl.state.view(ctrl.person)))
    qtbot.waitUntil(lambda: bool(shown), timeout=10_000)
    (review,) = shown
    assert review.replay.steps == len(review.replay.actions) > 0
    assert review.replay.seat == ctrl.person
    win.controller.shutdown()


def test_a_replay_record_or_a_saved_game_opens_in_the_review(qtbot, tmp_path, monkeypatch):
    import json

    from PySide6.QtWidgets import QLabel, QMessageBox

    from app.session.replay import ReplayProblem, open_replay

    session, replay = finished_replay("scala-40")
    record = tmp_path / "deal.json"
    record.write_text(session.deal.replay_record().to_json(), encoding="utf-8")
    opened, levels, names = open_replay(record)
    assert opened.actions == replay.actions and opened.seat == 0
    assert names == [f"Seat {s + 1}" for s in range(len(names))] and levels[0] is None
    saved = tmp_path / "saved.json"
    live = MatchSession.start(find_game("buraco"), None, ("easy",), seed=4)
    for _ in range(6):
        seat = live.to_play
        view = live.view(seat)
        live.play(
            live.bots.get(seat, find_game("buraco").bot("easy", "p")).choose(view), seat, view
        )
    saved.write_text(json.dumps(live.record([])), encoding="utf-8")
    from_save, levels, names = open_replay(saved)
    assert (
        from_save.steps == 6
        and from_save.seat == live.person
        and levels == [s.level for s in live.seats]
    )
    bad = {
        "notjson.json": ("{not json", "is neither a replay record nor a saved game"),
        "foreign.json": ('{"hello": 1}', "it names no game"),
        "binary.json": (b"\xff\xfe\x00", "it is not text"),
    }
    for name, (content, said) in bad.items():
        path = tmp_path / name
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content)
        try:
            open_replay(path)
        except ReplayProblem as exc:
            assert said in str(exc.words) and name in str(exc.words)
        else:
            raise AssertionError(name)
    win = MainWindow(NewGameSettings(game="scala-40", pace_ms=0), storage=False)
    qtbot.addWidget(win)
    shown, told = [], []
    monkeypatch.setattr(DealReplayDialog, "exec", lambda self: shown.append(self) or 0)
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: told.append(a[2]))
    assert (
        win.parts["review"].open_replay_file(str(record))
        and shown[-1].replay.actions == replay.actions
    )
    headings = [label.text() for label in shown[-1].findChildren(QLabel)]
    assert "Scala 40, deal 1, from deal.json" in headings
    assert not win.parts["review"].open_replay_file(str(tmp_path / "missing.json"))
    assert told and "cannot be read" in told[-1] and "\n" not in told[-1]
    assert win.parts["review"].actions["open_replay"].shortcut().toString() == "Ctrl+O"
    win.close()


def face_up_on(dialog: DealReplayDialog) -> set:
    from app.table.items import CardItem

    return {
        item.card
        for item in dialog.table.scene().items()
        if isinstance(item, CardItem) and item.isVisible() and item.face_up
    }


def test_every_hand_shown_is_said_so_and_only_when_asked(qtbot):
    from tests.house import house

    for game_id in ("mano-y-pie", "quita-y-pon"):
        session, replay = finished_replay(game_id)
        names = [s.name for s in session.seats]
        dialog = DealReplayDialog(replay, [s.level for s in session.seats], names, "t")
        qtbot.addWidget(dialog)
        dialog.show()
        middle = replay.steps // 2
        dialog.go(middle)
        deal = session.state_at(0, middle).deal
        hidden = house(find_game(game_id), "hidden_from")(deal, session.person)
        others = {
            c
            for seat in range(deal.num_players)
            if seat != session.person
            for held in (deal.hands[seat], *([deal.feet[seat]] if hasattr(deal, "feet") else []))
            for c in held
        }
        assert others and not face_up_on(dialog) & hidden
        qtbot.mouseClick(dialog.every_hand, Qt.MouseButton.LeftButton)
        assert dialog.every_hand.isChecked() and dialog.point == middle
        assert dialog.seen.text().startswith("Every hand shown")
        assert others <= face_up_on(dialog), "every other hand face up"
        assert not face_up_on(dialog) & set(deal.stock), "the stock stays face down"
        qtbot.mouseClick(dialog.every_hand, Qt.MouseButton.LeftButton)
        assert not face_up_on(dialog) & hidden
        assert dialog.seen.text().startswith("As you saw it")
        dialog.reject()


def test_a_deal_still_in_play_never_shows_every_hand(qtbot, tmp_path):
    """A saved game opened in the review is a deal still going on: its hidden cards stay
    hidden (no "Show every hand"), while a finished deal offers it."""
    import json

    from app.session.replay import open_replay

    game = find_game("buraco")
    live = MatchSession.start(game, None, ("easy",), seed=4)
    for _ in range(6):
        seat = live.to_play
        view = live.view(seat)
        live.play(live.bots.get(seat, game.bot("easy", "p")).choose(view), seat, view)
    saved = tmp_path / "saved.json"
    saved.write_text(json.dumps(live.record([])), encoding="utf-8")
    replay, levels, names = open_replay(saved)
    dialog = DealReplayDialog(replay, levels, names, "t")
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.every_hand.isVisible()
    session, finished = finished_replay("buraco")
    done = DealReplayDialog(finished, [s.level for s in session.seats], names, "t")
    qtbot.addWidget(done)
    done.show()
    assert done.every_hand.isVisible()
    dialog.reject()
    done.reject()


def test_n_scrolls_the_log_to_each_marked_decision(qtbot):
    """On a review longer than the log shows, each N press (a real key press) brings the
    marked decision it jumps to into the log's view, whole, with the pane beside it
    already saying its verdict (the pane's new height must not push the line out)."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    session, replay = finished_replay("scala-40")
    dialog = DealReplayDialog(
        replay, [s.level for s in session.seats], [s.name for s in session.seats], "t"
    )
    qtbot.addWidget(dialog)
    dialog.resize(1100, 560)  # a laptop's room: the log shows a few dozen lines
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.review.task is None, timeout=60_000)
    marked = sorted(i for i, m in dialog.marks.items() if m is not None)
    view = dialog.log.viewport().rect()
    last = dialog.log.visualItemRect(dialog.log.item(dialog.log.count() - 1))
    assert not view.contains(last), "the log shows every line: not a long review"
    dialog.go(0)
    far = [i for i in marked if not view.contains(dialog.log.visualItemRect(dialog.log.item(i)))]
    assert far, "no marked decision lies out of the log's view"
    for index in marked:
        QTest.keyClick(dialog, Qt.Key.Key_N)
        assert dialog.point == index
        # Once every pending layout has run (the pane's text may have changed height).
        for _ in range(3):
            QApplication.sendPostedEvents()
            QApplication.processEvents()
        rect = dialog.log.visualItemRect(dialog.log.item(index))
        assert dialog.log.viewport().rect().contains(rect), (index, rect)
    dialog.reject()


def test_a_decision_the_search_cannot_value_is_signed_and_the_legend_says_so(qtbot, monkeypatch):
    """Where the hard bot plays otherwise but cannot value the two moves side by side
    (its weighing says None), the line still carries a sign, "(?)", the person can find
    (and N reaches); a graded line keeps its grade's sign; the legend explains "(?)"."""
    from PySide6.QtTest import QTest

    import app.session.review as review_module

    appraise = review_module.appraise
    withheld: list[float] = []

    def two_unvalued(coach, view, best, played, limit):
        """The first two decisions that cost something, left unvalued (as a weighing
        that returns None leaves them); the rest valued as the review values them."""
        found = appraise(coach, view, best, played, limit)
        if len(withheld) < 2 and found[0] is not None and found[0] > review_module.TIE:
            withheld.append(found[0])
            return None, False
        return found

    monkeypatch.setattr(review_module, "appraise", two_unvalued)
    session, replay = finished_replay("mano-y-pie")  # a deal with graded marks to spare
    dialog = DealReplayDialog(
        replay, [s.level for s in session.seats], [s.name for s in session.seats], "t"
    )
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.review.task is None, timeout=60_000)
    blank = [i for i, m in dialog.marks.items() if m is not None and m.loss is None]
    valued = [i for i, m in dialog.marks.items() if m is not None and m.grade is not None]
    assert len(blank) == 2 and valued
    for index in blank:
        assert dialog.log.item(index).text().startswith(f"(?) {index}. ")
        assert (
            dialog.log.item(index)
            .toolTip()
            .endswith("Its search cannot set a value on your move beside its own here.")
        )
    for index in valued:
        sign = GRADE_SIGNS[dialog.marks[index].grade]
        assert dialog.log.item(index).text().startswith(f"{sign} {index}. ")
    assert dialog.legend.isVisible()
    assert dialog.legend.text().endswith(
        "\n(?) the hard bot would have played otherwise, but its search cannot set a value "
        "on your move beside its own there."
    )
    dialog.go(min(blank) - 1)
    QTest.keyClick(dialog, Qt.Key.Key_N)
    assert dialog.point == min(blank)
    dialog.reject()
