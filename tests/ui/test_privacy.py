"""Privacy and display: the scoreboard is private like the saved game, and players' names
read from a saved game are shown as plain text everywhere, dialog headings included."""

from __future__ import annotations

import os
import stat

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QLabel, QMessageBox, QTableWidget

from app.core.bots import Limit
from app.core.cards import Card
from app.games.buraco.bots import BuracoBot
from app.games.cuatro_palos.engine import DealResult as CuatroPalosResult
from app.games.mano_y_pie.bots import ManoYPieBot
from app.games.quita_y_pon.engine import DealResult
from app.games.quita_y_pon.rules import QuitaYPonOptions
from app.games.quita_y_pon.scoring import hand_points
from app.games.registry import GAME_IDS, GAMES, find_game
from app.games.scala40.engine import DealResult as Scala40Result
from app.storage.saved_game import SavedGame
from app.storage.scoreboard import Scoreboard, Seat
from app.ui.game_ui import game_ui
from app.ui.games.buraco import TABLE as _BURACO_TABLE
from app.ui.games.cuatro_palos import TABLE as _CUATRO_PALOS_TABLE
from app.ui.games.mano_y_pie import TABLE as _MANO_Y_PIE_TABLE
from app.ui.games.quita_y_pon import TABLE as _QUITA_Y_PON_TABLE
from app.ui.games.scala40 import TABLE as _SCALA40_TABLE
from app.ui.main_window import MainWindow, plain
from app.ui.new_game import NewGameSettings, default_options
from tests.house import house
from tests.waits import HANG_MS

buraco_score_table = _BURACO_TABLE.result_dialog
cuatro_palos_score_table = _CUATRO_PALOS_TABLE.result_dialog
mano_y_pie_score_table = _MANO_Y_PIE_TABLE.result_dialog
quita_y_pon_score_table = _QUITA_Y_PON_TABLE.result_dialog
scala40_score_table = _SCALA40_TABLE.result_dialog

posix = pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX's")

NAMES = ["You", "<b>Ana</b>", "<img src='x.png'>", "Carla &amp; co"]


def mode(path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@posix
def test_the_scoreboard_is_private_like_the_saved_game(tmp_path) -> None:
    board = Scoreboard(tmp_path / "scoreboard.sqlite3")
    assert board.start_match("quita-y-pon", {}, [Seat(0, "You", None)], 1) == 1
    for name in ("scoreboard.sqlite3", "scoreboard.sqlite3-wal", "scoreboard.sqlite3-shm"):
        assert mode(tmp_path / name) == 0o600, name
    board.close()
    saved = SavedGame(tmp_path / "saved-game.json")
    saved.write({"game": "x"})
    assert mode(saved.path) == 0o600


@posix
def test_an_older_scoreboard_readable_by_others_is_made_private(tmp_path) -> None:
    path = tmp_path / "scoreboard.sqlite3"
    Scoreboard(path).close()
    path.chmod(0o644)
    Scoreboard(path).close()
    assert mode(path) == 0o600


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("TAPETE_DATA_DIR", str(tmp_path))
    win = MainWindow(NewGameSettings(pace_ms=0))
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    yield win
    win.close()


def rendered(html_text: str) -> str:
    return QTextDocumentFragment.fromHtml(html_text).toPlainText()


def test_names_from_a_saved_game_are_plain_text_everywhere(qtbot, window, monkeypatch) -> None:
    ctrl = window.controller
    ctrl.pace_ms = 0
    ctrl.new_game(QuitaYPonOptions(), ("normal",), seed=4, names=NAMES)
    qtbot.waitUntil(lambda: ctrl.my_turn, timeout=HANG_MS)
    record = window.store.saved.read()
    assert [name for name, _ in record["seats"]] == NAMES
    window.close()
    # A new session resumes the game with these names.
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    again = MainWindow(NewGameSettings(pace_ms=0))
    again.setProperty("quiet", True)
    qtbot.addWidget(again)
    again.show()
    again.begin()
    ctrl = again.controller
    assert [s.name for s in ctrl.seats] == NAMES
    labels = [again.table.zone_label(z) for z in ("opp:1", "opp:2", "opp:3")]
    for name, label in zip(NAMES[1:], labels, strict=True):
        assert label.startswith(name), (name, label)
    status = again.status_label
    assert status.textFormat() == Qt.TextFormat.PlainText
    # The deal-end table: the heading is rich text whose names show literally.
    result = DealResult(
        reason="went_out", hand_points=(0, 10, 20, 30), scores=(30, 20, 10, 0), winners=(1,)
    )
    dialog = quita_y_pon_score_table(ctrl, result, again)
    qtbot.addWidget(dialog)
    assert "<b>Ana</b> went out" in rendered(dialog.heading.text())
    assert "Winner: <b>Ana</b>" in rendered(dialog.heading.text())
    names_in_table = [dialog.table.item(r, 0).text() for r in range(4)]
    assert names_in_table[1] == "<b>Ana</b> ★" and names_in_table[2] == NAMES[2]
    again.close()


def test_other_games_dialog_headings_escape_names(qtbot, window) -> None:
    window.use_game("scala-40")
    ctrl = window.controller
    ctrl.pace_ms = 0
    ctrl.new_game(default_options("scala-40", 4), ("normal",), seed=6, names=NAMES)
    dialog = scala40_score_table(
        ctrl,
        Scala40Result(reason="went_out", scores=(10, 20, 0, 4), winners=(2,), closed_in_hand=True),
        window,
    )
    qtbot.addWidget(dialog)
    text = rendered(dialog.heading.text())
    assert NAMES[2] + " wins the deal" in text and NAMES[2] + " closed in hand" in text
    ctrl.shutdown()
    window.use_game("cuatro-palos")
    ctrl = window.controller
    ctrl.pace_ms = 0
    ctrl.new_game(default_options("cuatro-palos", 4), ("normal",), seed=6, names=NAMES)
    dialog = cuatro_palos_score_table(
        ctrl, CuatroPalosResult(reason="went_out", scores=(4, 5, 6, 0), winners=(3,)), window
    )
    qtbot.addWidget(dialog)
    assert "Carla &amp; co ran out of cards" in rendered(dialog.heading.text())
    ctrl.shutdown()


def shown_text(label: QLabel) -> str:
    """What a label shows a person: rich text rendered, plain text as it is."""
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and Qt.mightBeRichText(label.text())
    )
    return rendered(label.text()) if rich else label.text()


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_every_games_deal_table_shows_the_names_literally(qtbot, window, game) -> None:
    """A deal played to its end at the table (the game's SHORT_MATCH options, names like
    markup), then the game's own deal-end table: every name it shows reads as typed,
    none becomes bold text or an image."""
    window.use_game(game.id)
    ctrl = window.controller
    ctrl.pace_ms = 0
    options = game.options(house(game, "SHORT_MATCH"))
    names = NAMES[: options.num_players]
    ctrl.new_game(options, (game.levels[0],), seed=6, names=names)
    person = game.bot(game.levels[0], "person")
    while ctrl.state.to_play is not None:
        qtbot.waitUntil(lambda: ctrl.state.to_play is None or ctrl.my_turn, timeout=HANG_MS)
        if ctrl.my_turn:
            ctrl.perform(person.choose(ctrl.view(), Limit(nodes=200)))
    dialog = game_ui(game.id).TABLE.result_dialog(ctrl, ctrl.state.outcome(), window)
    qtbot.addWidget(dialog)
    shown = [shown_text(label) for label in dialog.findChildren(QLabel)]
    for table in dialog.findChildren(QTableWidget):
        for c in range(table.columnCount()):
            item = table.horizontalHeaderItem(c)
            shown += [item.text()] if item is not None else []
        shown += [
            table.item(r, c).text()
            for r in range(table.rowCount())
            for c in range(table.columnCount())
            if table.item(r, c) is not None
        ]
    text = "\n".join(shown)
    assert "<b>Ana</b>" in text or "Carla &amp; co" in text, "no name on the deal's table"
    for line in shown:
        if "Ana" in line:
            assert "<b>Ana</b>" in line, line
        if "x.png" in line:
            assert "<img src='x.png'>" in line, line
        if "Carla" in line:
            assert "Carla &amp; co" in line, line
    ctrl.shutdown()


def test_buraco_lays_the_hands_down_only_after_the_deal(qtbot, window) -> None:
    """During play the partner's hand is as hidden as an opponent's; once the deal is
    over, every face-up card is one of the view's (its revealed hands included), and the
    stock, the muertos and the buried pile stay face down. Names stay plain text."""
    window.use_game("buraco")
    ctrl = window.controller
    ctrl.pace_ms = 0
    ctrl.new_game(default_options("buraco", 4), ("easy",), seed=8, names=NAMES)
    person = BuracoBot("easy", "person")

    def face_up() -> set:
        return {c for z in ctrl.zones() if z.shows_faces for c in z.cards}

    while ctrl.state.result is None:
        qtbot.waitUntil(lambda: ctrl.state.result is not None or ctrl.my_turn, timeout=HANG_MS)
        others = {c for s, h in enumerate(ctrl.state.hands) if s != ctrl.person for c in h}
        assert not face_up() & others and ctrl.view().revealed == ()
        if ctrl.my_turn:
            ctrl.perform(person.choose(ctrl.view(), Limit(nodes=200)))
    state, view = ctrl.state, ctrl.view()
    laid = {c for hand in view.revealed for c in hand}
    assert {c for h in state.hands for c in h} <= laid <= face_up()
    hidden = set(state.stock) | {c for p in state.packets for c in p} | set(state.pile[:-1])
    assert not face_up() & hidden
    for seat in (1, 2, 3):
        assert window.table.zone_label(f"opp:{seat}").startswith(NAMES[seat])
    dialog = buraco_score_table(ctrl, state.result, window)
    qtbot.addWidget(dialog)
    heading = dialog.heading.text()
    assert "<img" not in heading and "<b>Ana" not in heading  # escaped, shown literally
    if state.result.closer is not None:
        assert f"{NAMES[state.result.closer]} closed." in rendered(heading)
    columns = [dialog.table.horizontalHeaderItem(c).text() for c in range(3)]
    assert columns[1:] == [f"{NAMES[0]} & {NAMES[2]}", f"{NAMES[1]} & {NAMES[3]}"]
    ctrl.shutdown()


def test_mano_y_pie_keeps_hands_and_feet_hidden_until_the_deal_is_counted(qtbot, window):
    """The partner's hand is as hidden as an opponent's, every foot not picked up (the
    person's own too), the stock and the pile below its top stay face down; once the deal
    is over every hand and every foot left is laid down. Names stay plain text."""
    window.use_game("mano-y-pie")
    ctrl = window.controller
    ctrl.pace_ms = 0
    small = {"num_decks": 1, "hand_size": 5, "foot_size": 5, "contract": [1, 0, 0]}
    ctrl.new_game(default_options("mano-y-pie", 4).coerce(small), ("easy",), seed=8, names=NAMES)
    person = ManoYPieBot("easy", "person")

    def face_up() -> set:
        return {c for z in ctrl.zones() if z.shows_faces for c in z.cards}

    while ctrl.state.result is None:
        qtbot.waitUntil(lambda: ctrl.state.result is not None or ctrl.my_turn, timeout=HANG_MS)
        state = ctrl.state
        if state.result is not None:
            break
        others = {c for s, h in enumerate(state.hands) if s != ctrl.person for c in h}
        hidden = others | {c for f in state.feet for c in f} | set(state.stock)
        assert not face_up() & (hidden | set(state.pile[:-1])) and ctrl.view().revealed == ()
        if ctrl.my_turn:
            ctrl.perform(person.choose(ctrl.view(), Limit(nodes=200)))
    state, view = ctrl.state, ctrl.view()
    laid = {c for cards in view.revealed for c in cards}
    assert {c for h in state.hands + state.feet for c in h} == laid <= face_up()
    assert not face_up() & (set(state.stock) | set(state.pile[:-1]))
    for seat in (1, 2, 3):
        assert window.table.zone_label(f"opp:{seat}").startswith(NAMES[seat])
    dialog = mano_y_pie_score_table(ctrl, state.result, window)
    qtbot.addWidget(dialog)
    heading = dialog.heading.text()
    assert "<img" not in heading and "<b>Ana" not in heading  # escaped, shown literally
    columns = [dialog.table.horizontalHeaderItem(c).text() for c in range(3)]
    assert columns[1:] == [f"{NAMES[0]} & {NAMES[2]}", f"{NAMES[1]} & {NAMES[3]}"]
    ctrl.shutdown()


def test_message_boxes_show_text_that_looks_like_html_literally() -> None:
    text = "The saved game /home/<b>me</b>/saved-game.json is damaged"
    assert rendered(plain(text)) == text
    assert plain("nothing to escape here") == "nothing to escape here"


def test_labels_that_quote_what_was_typed_or_read_are_plain(qtbot, window, tmp_path) -> None:
    from PySide6.QtWidgets import QLabel

    from app.ui.new_game import NewGameDialog
    from app.ui.stats_window import StatisticsDialog

    dialog = NewGameDialog(NewGameSettings(seed=1), window)
    qtbot.addWidget(dialog)
    dialog.seed.setText("<b>²</b>")
    dialog.accept()
    assert dialog.error.textFormat() == Qt.TextFormat.PlainText
    assert "<b>²</b>" in dialog.error.text()
    assert window.storage_banner.textFormat() == Qt.TextFormat.PlainText
    board = Scoreboard(tmp_path / "s.sqlite3")
    board.start_match("quita-y-pon", {}, [Seat(0, "You", None)], "<i>seed</i>")
    (match,) = board.matches()
    stats = StatisticsDialog(board, window)
    qtbot.addWidget(stats)
    deals = stats.match_dialog(match)
    (seed,) = [w for w in deals.findChildren(QLabel) if "seed" in w.text()]
    assert seed.textFormat() == Qt.TextFormat.PlainText and "<i>seed</i>" in seed.text()
    board.close()


@pytest.mark.parametrize("game", ["quita-y-pon", "scala-40", "cuatro-palos"])
def test_the_solo_games_lay_every_hand_down_face_up_only_once_the_deal_is_over(
    qtbot, window, game
) -> None:
    """While the deal is played no other seat's hand (Cuatro Palos: personal stock) shows
    a face and the view reveals nothing; once it is over every one of them lies face up
    where it sat, its label saying what it costs (Quita y Pon: its points; Scala 40: what
    it pays), the person's own too."""
    info = find_game(game)
    window.use_game(game)
    ctrl = window.controller
    ctrl.pace_ms = 0
    ctrl.new_game(default_options(game, 4), ("easy",), seed=8, names=NAMES)
    person = info.bot("easy", "person")

    def face_up() -> set:
        return {c for z in ctrl.zones() if z.shows_faces for c in z.cards}

    def held(state) -> list:
        return state.personal if game == "cuatro-palos" else state.hands

    while ctrl.state.result is None:
        qtbot.waitUntil(lambda: ctrl.state.result is not None or ctrl.my_turn, timeout=HANG_MS)
        if ctrl.state.result is not None:
            break
        others = {c for s, h in enumerate(held(ctrl.state)) if s != ctrl.person for c in h}
        assert not face_up() & others and ctrl.view().revealed == ()
        if ctrl.my_turn:
            ctrl.perform(person.choose(ctrl.view(), Limit(nodes=200)))
    state, view = ctrl.state, ctrl.view()
    assert [sorted(h, key=Card.sort_key) for h in view.revealed] == [
        sorted(h, key=Card.sort_key) for h in held(state)
    ]
    assert {c for h in held(state) for c in h} <= face_up()
    for seat in (1, 2, 3):
        label = window.table.zone_label(
            f"opp:{seat}" if game != "cuatro-palos" else f"waste:{seat}"
        )
        assert label.startswith(NAMES[seat]), label
        if game == "quita-y-pon":
            assert label.endswith(f" · {hand_points(state.hands[seat])} pts"), label
        elif game == "scala-40" and state.active[seat]:
            assert label.endswith(f" · pays {state.result.payments[seat]}"), label
    own = window.table.zone_label("hand") if game != "cuatro-palos" else None
    if game == "quita-y-pon":
        assert own.endswith(f" · {hand_points(state.hands[ctrl.person])} pts"), own
    elif game == "scala-40":
        assert own.endswith(f" · pays {state.result.payments[ctrl.person]}"), own
    ctrl.shutdown()
