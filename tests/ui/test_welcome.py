"""The welcome page (issue 24, item 1): every game (counted in its first line), each with its line, players,
partnerships and a picture of its table drawn by the program; the first start opens on
it and a click deals that game; later starts open on the last game played; Game ▸ Choose
a game asks before abandoning a match under way. A real window, a real data folder."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QDialog, QMessageBox

from app.games.registry import GAMES
from app.i18n import say
from app.table.card_art import CardArt
from app.ui import welcome
from app.ui.main_window import LAST_GAME, MainWindow
from app.ui.new_game import NewGameSettings, default_options
from app.ui.welcome import PICTURE_SIZE, WelcomeDialog, table_picture, teams_words, welcome_of
from tests.waits import HANG_MS

from .test_faults_gui import make_window, play_moves


@pytest.fixture
def store(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    monkeypatch.setenv("TAPETE_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def clicks(monkeypatch, qtbot):
    """The welcome page, when it opens, shown and clicked on the game `clicks["game"]`
    (None: closed); `clicks["opened"]` counts its openings."""
    state = {"game": None, "opened": 0, "first": []}

    def exec_(self) -> int:
        state["opened"] += 1
        state["first"].append(self.windowTitle())
        self.show()
        qtbot.waitExposed(self)
        if state["game"] is None:
            self.reject()
        else:
            qtbot.mouseClick(self.tiles[state["game"]], Qt.MouseButton.LeftButton)
        return self.result()

    monkeypatch.setattr(WelcomeDialog, "exec", exec_)
    return state


def test_the_page_shows_every_game_with_its_line_players_teams_and_picture(qtbot) -> None:
    dialog = WelcomeDialog(CardArt(), first=True)
    qtbot.addWidget(dialog)
    assert list(dialog.tiles) == [g.id for g in GAMES]
    images = []
    for info in GAMES:
        tile = dialog.tiles[info.id]
        welcome = welcome_of(info)
        assert tile.note.text() == say(welcome.note) and len(tile.note.text()) > 40
        assert say(info.players_text) in tile.players.text()
        assert say(teams_words(info)) in tile.players.text()
        image = table_picture(info, welcome, CardArt()).toImage()
        assert (image.width(), image.height()) == PICTURE_SIZE
        images.append(image)
    # Each game's table is its own picture (its seats, its cards in the middle).
    assert len({bytes(img.constBits()) for img in images}) == len(GAMES)
    partnership = [g for g in GAMES if any(size > 1 for size in g.team_sizes)]
    alone = [g for g in GAMES if g not in partnership]
    assert partnership and alone
    assert {teams_words(g).text for g in partnership} != {teams_words(g).text for g in alone}


@pytest.mark.parametrize("count", [len(GAMES), len(GAMES) - 1, len(GAMES) + 1])
def test_the_grid_has_no_empty_cell_the_free_one_says_where_to_learn_more(
    qtbot, monkeypatch, count
) -> None:
    """Whatever the number of games (odd: the guide fills the last row's free cell;
    even: it is a row of its own under the tiles), no cell is empty and the guide shows."""
    games = (GAMES * 2)[:count]  # a game twice stands for a sixth
    monkeypatch.setattr(welcome, "GAMES", games)
    dialog = WelcomeDialog(CardArt(), first=True)
    qtbot.addWidget(dialog)
    dialog.show()
    grid = dialog.guide.parentWidget().layout().itemAt(1).layout()
    rows, columns = grid.rowCount(), grid.columnCount()
    cells = set()
    for i in range(grid.count()):
        row, column, row_span, column_span = grid.getItemPosition(i)
        cells |= {
            (r, c) for r in range(row, row + row_span) for c in range(column, column + column_span)
        }
    assert cells == {(r, c) for r in range(rows) for c in range(columns)}
    assert (rows, columns) == (count // 2 + 1, 2)
    assert len(dialog.tiles) == len({g.id for g in games}) and dialog.guide.isVisible()
    guide = grid.getItemPosition(grid.indexOf(dialog.guide))
    assert guide == ((count // 2, 1, 1, 1) if count % 2 else (count // 2, 0, 1, 2))
    for words in ("Help ▸ Rules", "Help ▸ Controls", "Game ▸ Statistics", "Card size"):
        assert words in dialog.guide.text()
    head = dialog.layout().itemAt(0).widget()
    assert f"<p>{count} card games against the computer." in head.text()


@pytest.mark.parametrize(
    ("code", "said"),
    [
        ("es", "{n} juegos de cartas"),
        ("pt_BR", "{n} jogos de cartas"),
        ("it", "{n} giochi di carte"),
    ],
)
def test_the_first_page_counts_the_games_in_each_language(qtbot, qapp, code, said) -> None:
    from app import i18n

    i18n.install(qapp, code)
    try:
        dialog = WelcomeDialog(CardArt(), first=True)
        qtbot.addWidget(dialog)
        head = dialog.layout().itemAt(0).widget().text()
    finally:
        i18n.install(qapp, i18n.SOURCE)
    assert said.format(n=len(GAMES)) in head and "%n" not in head


def test_a_partnership_table_marks_the_partners_seats() -> None:
    """The light band under the person's and the partner's cards: the pixel under the
    partner's fan (top middle) is lighter than the felt around it."""
    by_id = {g.id: g for g in GAMES}

    def top_band(game: str) -> int:
        image = table_picture(by_id[game], welcome_of(by_id[game]), CardArt()).toImage()
        image = image.convertToFormat(QImage.Format.Format_RGB32)
        width = PICTURE_SIZE[0]
        return image.pixelColor(width // 2 - 20, 3).lightness()

    assert top_band("buraco") > top_band("scala-40") + 10


def test_the_first_start_opens_on_the_page_and_a_click_deals_that_game(
    qtbot, store, clicks, answers
) -> None:
    win = make_window(qtbot)
    win.prefs.remove("last")
    clicks["game"] = "cuatro-palos"
    win.begin(welcome=True)
    assert clicks["opened"] == 1
    qtbot.waitUntil(lambda: win.controller.game_id == "cuatro-palos", timeout=HANG_MS)
    assert win.controller.state.options == default_options("cuatro-palos")
    assert win.prefs.value(LAST_GAME) == "cuatro-palos"
    assert answers["questions"] == []
    win.close()


def test_closing_the_page_at_the_first_start_deals_the_default_game(qtbot, store, clicks) -> None:
    win = make_window(qtbot)
    win.prefs.remove("last")
    win.begin(welcome=True)
    assert clicks["opened"] == 1
    qtbot.waitUntil(lambda: win.controller.state is not None, timeout=HANG_MS)
    assert win.controller.game_id == GAMES[0].id
    win.close()


def test_a_later_start_opens_on_the_last_game_played_with_its_options(
    qtbot, store, clicks, answers
) -> None:
    win = make_window(qtbot)
    options = default_options("scala-40", 3).__class__(num_players=3, hand_size=11)
    win.start(NewGameSettings(options, ("easy", "hard"), 5, 0, "scala-40"))
    win.close()
    win.store.saved.clear()  # no game to continue: the last one played is dealt anew
    again: MainWindow = make_window(qtbot, seed=9)
    again.begin(welcome=True)
    assert clicks["opened"] == 0
    qtbot.waitUntil(lambda: again.controller.state is not None, timeout=HANG_MS)
    assert again.controller.game_id == "scala-40"
    assert again.controller.state.options == options
    assert [s.level for s in again.controller.seats][1:] == ["easy", "hard"]
    again.close()


def test_a_game_named_on_the_command_line_skips_the_page(qtbot, store, clicks) -> None:
    win = make_window(qtbot)
    win.prefs.remove("last")
    win.begin()  # main() passes welcome=False when --game (or --players, --bots) is given
    assert clicks["opened"] == 0
    win.close()


def test_choose_a_game_during_a_match_asks_and_abandons_it(qtbot, store, clicks, answers) -> None:
    win = make_window(qtbot)
    win.begin()
    play_moves(qtbot, win, 2)
    first = win.controller.session
    clicks["game"] = "buraco"
    answers["replies"] = [QMessageBox.StandardButton.No]
    win.menus.choose_action.trigger()
    assert answers["questions"][0].startswith("Abandon this deal?")
    assert win.controller.session is first  # No: nothing changed
    win.menus.choose_action.trigger()  # Yes
    qtbot.waitUntil(lambda: win.controller.game_id == "buraco", timeout=HANG_MS)
    assert win.controller.state.options == default_options("buraco")
    win.close()


def test_more_options_opens_the_new_game_dialog(qtbot, store, monkeypatch) -> None:
    from app.ui.new_game import NewGameDialog

    opened = []
    monkeypatch.setattr(
        NewGameDialog, "exec", lambda self: opened.append(self) or QDialog.DialogCode.Rejected
    )

    def exec_(self) -> int:
        self.show()
        qtbot.waitExposed(self)
        qtbot.mouseClick(self.more_button, Qt.MouseButton.LeftButton)
        return self.result()

    monkeypatch.setattr(WelcomeDialog, "exec", exec_)
    win = make_window(qtbot)
    win.begin()
    win.menus.choose_action.trigger()
    assert len(opened) == 1
    win.close()


def test_the_start_says_when_it_is_your_turn(qtbot, store, answers) -> None:
    win = make_window(qtbot)
    win.begin()
    play_moves(qtbot, win, 1)  # the person is to move again
    win.close()
    answers["replies"] = [QMessageBox.StandardButton.Yes]
    again: MainWindow = make_window(qtbot, seed=8)
    again.begin()
    [asked] = answers["questions"]
    assert asked.startswith("Continue Quita y Pon, deal 1") and asked.endswith("It is your turn.")
    again.close()
