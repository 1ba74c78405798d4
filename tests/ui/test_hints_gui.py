"""Hint (H) in every game: the hard bot's move proposed on the table — its cards lifted,
an arrow to where they go, its reason on the status line —, H again the next best, and
"Play the hint" plays it as the person's own move; counted per deal."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.games.registry import GAMES, find_game
from app.i18n import say
from app.session.coach import CoachWorker
from app.session.review import decision_key, review_limit
from app.table.items import CardItem
from app.ui.bot_runner import BOT_TIME_CAP
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameSettings
from app.ui.table_module import table_of
from tests.house import house

WAIT_MS = 30_000


def open_window(qtbot, game: str) -> MainWindow:
    seed = house(find_game(game), "HINT_SEED")
    win = MainWindow(NewGameSettings(game=game, pace_ms=0, seed=seed), storage=False)
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    win.controller_for(game).auto_forced = False
    win.resize(1366, 740)
    win.show()
    qtbot.waitExposed(win)
    win.begin(welcome=False)
    qtbot.waitUntil(lambda: win.controller.my_turn, timeout=WAIT_MS)
    return win


def lifted(win: MainWindow) -> set:
    return {
        item.card
        for item in win.table.scene().items()
        if isinstance(item, CardItem) and item.isVisible() and item.mark == "proposed"
    }


def press_h(qtbot, win: MainWindow) -> None:
    QTest.keyClick(win, Qt.Key.Key_H)


#: The games whose hints are the house's commands (Quita y Pon's are its own: a hint is
#: accepted into its draft, tests/ui/test_qp_gui.py).
HOUSE_HINTS = [g.id for g in GAMES if table_of(g.id).controller.hint_actions]


@pytest.mark.parametrize("game", HOUSE_HINTS)
def test_h_proposes_the_hard_bots_move_and_play_the_hint_plays_it(qtbot, game, monkeypatch):
    win = open_window(qtbot, game)
    ctrl = win.controller
    asked = []
    real = ctrl.hints.coach().advise
    chosen = []

    def spy(view, limit=None, most=3):
        asked.append((view, limit, ctrl.hints.coach().rng.getstate()))
        hints = real(view, limit, most)
        chosen.append(hints[0].action)
        return hints

    monkeypatch.setattr(ctrl.hints.coach(), "advise", spy)
    press_h(qtbot, win)
    qtbot.waitUntil(ctrl.hints.showing_hint, timeout=WAIT_MS)
    ((view, limit, state),) = asked
    assert view == ctrl.state.view(ctrl.person), "from the person's view, nothing else"
    # The hard bot's own counts (the review's budget), the table's cap a safety net.
    assert limit == review_limit(ctrl.hints.coach()).within(BOT_TIME_CAP) and limit.time <= 1.0
    assert (
        limit.playouts == ctrl.hints.coach().limit.playouts
        and limit.nodes == ctrl.hints.coach().limit.nodes
    )
    hint = ctrl.shown_hint()
    # The review's first reckoning of this decision chooses the same move (seeded alike).
    reckoning = ctrl.info.bot("hard", "review:x")
    reckoning.reseed(decision_key(ctrl.person, len(ctrl.state.history)))
    assert reckoning.rng.getstate() == state, "the coach is seeded as the reckoning is"
    assert reckoning.advise(view, review_limit(reckoning))[0].action == chosen[0]
    status = win.status_label.text()
    assert say(hint.reason).split(":")[0] in status and ("Hint" in status)
    assert lifted(win) == ctrl.hint_cards(hint.action)
    source, target, _ = ctrl.hint_arrow()
    if target is not None and target in {z.name for z in win.table.zones()}:
        assert win.table.arrow_line() is not None, "an arrow to where the move goes"
    assert ctrl.hints.hints_in(ctrl.state.deal_index) == 1
    button = win.button("accept_hint")
    assert button.isVisible()
    played = len(ctrl.state.history)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert ctrl.state.history[played] == hint.action, "played as the person's own move"
    assert not ctrl.hints.showing_hint() and win.table.arrow_line() is None
    assert not win.button("accept_hint").isVisible()
    win.controller.shutdown()


def test_h_again_shows_the_next_best_then_the_first_again(qtbot):
    win = open_window(qtbot, "buraco")
    ctrl = win.controller
    while True:  # to a decision with more than one hint (the draw, or a discard)
        press_h(qtbot, win)
        qtbot.waitUntil(ctrl.hints.showing_hint, timeout=WAIT_MS)
        if len(ctrl.hints._hints) > 1:
            break
        ctrl.hints.accept_hint()
        qtbot.waitUntil(lambda: ctrl.my_turn, timeout=WAIT_MS)
    first = ctrl.shown_hint()
    assert win.status_label.text().startswith(f"Hint 1 of {len(ctrl.hints._hints)}")
    press_h(qtbot, win)
    second = ctrl.shown_hint()
    assert second != first and win.status_label.text().startswith("Hint 2 of")
    assert second.action != first.action
    for _ in range(len(ctrl.hints._hints) - 1):
        press_h(qtbot, win)
    assert ctrl.shown_hint() == first
    assert ctrl.hints.hints_in(ctrl.state.deal_index) == len(ctrl.hints._hints) + 1
    QTest.keyClick(win, Qt.Key.Key_Escape)  # Esc: the hint goes away
    assert not ctrl.hints.showing_hint() and lifted(win) == set()
    win.controller.shutdown()


def test_a_hint_is_dropped_once_the_table_moves_on(qtbot):
    win = open_window(qtbot, "scala-40")
    ctrl = win.controller
    press_h(qtbot, win)
    qtbot.waitUntil(ctrl.hints.showing_hint, timeout=WAIT_MS)
    qtbot.mouseClick(win.button("draw"), Qt.MouseButton.LeftButton)  # another way
    assert len(ctrl.state.history) >= 1
    assert not ctrl.hints.showing_hint() and lifted(win) == set()
    win.controller.shutdown()


def test_h_out_of_turn_says_so_and_starts_no_search(qtbot, monkeypatch):
    win = open_window(qtbot, "cuatro-palos")
    ctrl = win.controller
    monkeypatch.setattr(type(ctrl), "my_turn", property(lambda self: False))
    started = []
    monkeypatch.setattr(CoachWorker, "ask", lambda worker, *asked, **k: started.append(asked))
    assert ctrl.hints.hint() is False
    assert started == [] and "A hint is for your own turn." in win.status_label.text()
    win.controller.shutdown()


def test_quita_y_pon_never_hints_the_table_already_laid_out(qtbot):
    win = open_window(qtbot, "quita-y-pon")
    ctrl = win.controller
    press_h(qtbot, win)
    if ctrl.hint_groups is None:  # nothing to place at this deal's first turn
        assert "draw" in win.status_label.text()
        return
    ctrl.accept_hint()
    assert ctrl.can_commit()
    press_h(qtbot, win)
    assert ctrl.hint_groups is None
    assert "already places as many cards as can be placed" in win.status_label.text()
    assert ctrl.hints.hints_in(ctrl.state.deal_index) == 1
    win.controller.shutdown()


def test_every_game_offers_hint_on_h_and_a_button(qtbot):
    for game in GAMES:
        win = MainWindow(NewGameSettings(game=game.id, pace_ms=0), storage=False)
        qtbot.addWidget(win)
        assert win.button("hint").isVisible() or not win.isVisible()
        assert win.commands.menu_actions["hint"].shortcut().toString() == "H"
        win.close()


def test_the_hints_shown_are_told_at_the_deals_end_and_in_statistics(qtbot, tmp_path):
    from app.storage.scoreboard import DealRow, Scoreboard, Seat
    from app.ui.result_dialog import ResultDialog
    from app.ui.stats_window import StatisticsDialog

    dialog = ResultDialog()
    qtbot.addWidget(dialog)
    dialog._build("t", "h", ["a"], [["1"]], "")
    dialog.show_hints(0)
    assert not hasattr(dialog, "hints_line")
    dialog.show_hints(3)
    assert dialog.hints_line.text() == "You were shown 3 hints in this deal."
    one = ResultDialog()
    qtbot.addWidget(one)
    one._build("t", "h", ["a"], [["1"]], "")
    one.show_hints(1)
    assert one.hints_line.text() == "You were shown 1 hint in this deal."
    assert not hasattr(one, "played_for_line")
    both = ResultDialog()
    qtbot.addWidget(both)
    both._build("t", "h", ["a"], [["1"]], "")
    both.show_hints(2, 3)
    assert both.hints_line.text() == "You were shown 2 hints in this deal."
    assert both.played_for_line.text() == "3 turns played for you in this deal."
    board = Scoreboard(tmp_path / "s.sqlite3")
    seats = [Seat(0, "You", None), Seat(1, "Ana", "easy")]
    for hints, seed in ((3, 1), (0, 2), (1, 3)):
        match_id = board.start_match("scala-40", {}, seats, seed, started_at=100.0 + seed)
        row = DealRow(match_id, 0, (0, 40), (0, 40), (0,), "went_out", "", 110.0 + seed, 5.0,
                      hints=hints)  # fmt: skip
        board.record_deal(row, (0, 40), over=True, winners=(0,))
    stats = StatisticsDialog(board)
    qtbot.addWidget(stats)
    shown = {m.seed: stats.history.item(r, 2).text() for r, m in enumerate(stats._matches)}
    assert shown == {"1": "won, 3 hints", "2": "won", "3": "won, 1 hint"}
    board.close()


def test_a_hint_never_proposes_the_melds_already_staged(qtbot, monkeypatch):
    from app.core.hints import Hint
    from app.core.words import Words
    from app.session.coach import Advice

    win = open_window(qtbot, "scala-40")
    ctrl = win.controller
    staged = object()
    monkeypatch.setattr(ctrl, "can_lay_down", lambda: True)
    monkeypatch.setattr(ctrl, "lay_down_action", lambda: staged)
    key = ctrl.hints._position()
    ctrl.hints._ready(key, Advice([Hint(staged, Words("Hints", "lay down"))], 0.0))
    assert not ctrl.hints.showing_hint()
    assert "Your staged melds are the best move" in win.status_label.text()
    other = ctrl.view()  # any other move is shown as ever
    monkeypatch.setattr(ctrl, "hint_cards", lambda action: set())
    ctrl.hints._ready(
        key, Advice([Hint(staged, Words("Hints", "a")), Hint(other, Words("Hints", "b"))], 0.0)
    )
    assert ctrl.shown_hint().action is other
    win.controller.shutdown()


def test_cuatro_palos_hints_a_play_from_your_own_pile_with_an_arrow_from_it(qtbot):
    """Found playing a practice deal by hints: a hint to play the top of your own pile
    failed to draw (its arrow's source). It starts at your pile and lifts its top card."""
    from app.games.cuatro_palos.engine import PlayWaste
    from app.table.zones import ZoneId

    win = open_window(qtbot, "cuatro-palos")
    ctrl = win.controller
    own = ZoneId("waste", ctrl.person)
    assert ctrl.hint_source(PlayWaste("waste:1")) == own
    top = ctrl.view().wastes[ctrl.person][-1:] if ctrl.view().wastes[ctrl.person] else []
    assert ctrl.hint_cards(PlayWaste("waste:1")) == set(top)
    win.controller.shutdown()


@pytest.mark.parametrize("game", ["buraco", "mano-y-pie", "scala-40"])
def test_a_hint_goes_when_the_person_lays_out_a_move_by_hand(qtbot, game):
    """H, then the person starts a move by hand instead (Buraco: the pile's top card
    dragged into the staging area to take the pile; Mano y Pie, Scala 40: a card staged):
    the hint was for the table before it, so its arrow, its lifted cards and Play the
    hint are gone; H again hints from the table as it is now."""
    from tests.ui.helpers import centre, drag, settle, top_of, zone_centre

    win = open_window(qtbot, game)
    ctrl = win.controller
    settle(qtbot, win)
    press_h(qtbot, win)
    qtbot.waitUntil(ctrl.hints.showing_hint, timeout=WAIT_MS)
    settle(qtbot, win)
    assert win.table.arrow_line() is not None and win.button("accept_hint").isVisible()
    if game != "buraco":
        start = centre(win, ctrl.view().hand[0])
    else:
        assert ctrl.pile_top(ctrl.view()) is not None, "a pile to take"
        start = top_of(win, "discard")
    moves = len(ctrl.state.history)
    drag(qtbot, win, start, zone_centre(win, "stage:new"))
    settle(qtbot, win)
    assert ctrl.staging, ("laid out by hand", ctrl.message)
    assert len(ctrl.state.history) == moves  # no move made: the table is being prepared
    assert not ctrl.hints.showing_hint()
    assert win.table.arrow_line() is None and lifted(win) == set()
    assert not win.button("accept_hint").isVisible()
    assert "Play the hint" not in win.status_label.text()
    press_h(qtbot, win)
    qtbot.waitUntil(ctrl.hints.showing_hint, timeout=WAIT_MS)
    win.controller.shutdown()


def test_a_search_still_running_when_a_new_game_starts_is_cancelled(qtbot, monkeypatch):
    """H, then a new game before the answer: the search asked for is cancelled (its
    answer never reaches the new table), and the new table's H asks afresh."""
    import threading

    from app.session.coach import Coach

    win = open_window(qtbot, "scala-40")
    ctrl = win.controller
    started, go = threading.Event(), threading.Event()
    real = Coach.advise

    def held(coach, view, done, most=3):
        started.set()
        assert go.wait(WAIT_MS / 1000), "never let go"
        return real(coach, view, done, most)

    monkeypatch.setattr(Coach, "advise", held)
    press_h(qtbot, win)
    request = ctrl.hints._request
    assert request is not None and started.wait(WAIT_MS / 1000)
    ctrl.new_game(seed=house(find_game("scala-40"), "HINT_SEED") + 1)
    assert request.cancelled and ctrl.hints._request is None
    go.set()
    assert request.result(WAIT_MS / 1000) is None, "no answer from the game replaced"
    qtbot.waitUntil(lambda: ctrl.my_turn, timeout=WAIT_MS)
    assert not ctrl.hints.showing_hint() and "Hint" not in win.status_label.text()
    press_h(qtbot, win)
    qtbot.waitUntil(ctrl.hints.showing_hint, timeout=WAIT_MS)
    assert ctrl.hints._request is not request and ctrl.hints._request.result(0) is not None
    win.controller.shutdown()
