"""The window's house features are parts (app/ui/parts): each one left out of `PARTS`
takes its menu entries, keys, panels and the offers it makes between deals with it, with
no other edit, and the window still deals and plays without it."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDockWidget, QLabel, QPushButton

from app.games.cuatro_palos.rules import CuatroPalosOptions
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameSettings, default_options
from app.ui.parts import PARTS
from app.ui.result_dialog import ResultDialog
from app.ui.shell.port import MenuEntry, Part, TablePort, built_parts
from app.ui.sound import Sound
from tests.waits import HANG_MS

NAMES = [part.NAME for part in PARTS]


def open_window(qtbot, parts, settings: NewGameSettings | None = None) -> MainWindow:
    settings = settings or NewGameSettings(
        default_options("scala-40"), seed=5, pace_ms=0, game="scala-40"
    )
    win = MainWindow(settings, storage=False, parts=parts)
    win.setProperty("quiet", True)  # the test shows the table between deals itself
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    return win


def without(name: str) -> tuple:
    kept = tuple(part for part in PARTS if name != part.NAME)
    assert len(kept) == len(PARTS) - 1, name
    return kept


def menu_entries(win: MainWindow) -> dict[str, str]:
    """Every named entry of the menu bar (and its submenus), by object name."""
    found: dict[str, str] = {}
    menus = [a.menu() for a in win.menuBar().actions() if a.menu() is not None]
    while menus:
        for action in menus.pop().actions():
            if action.menu() is not None:
                menus.append(action.menu())
            elif action.objectName():
                found[action.objectName()] = action.text()
    return found


def keys(win: MainWindow) -> set[str]:
    return {a.shortcut().toString() for a in win.actions() if not a.shortcut().isEmpty()}


def deals(qtbot, win: MainWindow) -> None:
    """A deal starts: its cards on the table, the person's hand sortable, bots playing up
    to the person's turn."""
    win.start()
    ctrl = win.controller
    qtbot.waitUntil(lambda: ctrl.state is not None and ctrl.my_turn, timeout=HANG_MS)
    assert ctrl.zones() and win.table.scene().items()
    assert win.sort_suit.isVisible() and win.button("draw").isVisible()


def test_every_part_is_in_the_window_with_its_entries(qtbot) -> None:
    win = open_window(qtbot, None)
    assert list(win.parts) == NAMES
    entries = menu_entries(win)
    for part in PARTS:
        for entry in part.ENTRIES:
            assert entries[entry.name] == entry.translated(), entry
            if entry.key is not None and isinstance(entry.key, str):
                assert entry.key in keys(win), entry
    assert len(win.findChildren(QDockWidget)) == 1  # the game log
    assert len(win.findChildren(Sound)) == 1
    # Each where a player knows it: Sound after Four-colour deck, Show every hand after
    # Play my move for me, Game log last; Statistics and Open a replay before Quit.
    view = [a.objectName() for a in win.menus.view_menu.actions() if a.objectName()]
    assert view == ["four_colour", "sound", "auto_forced", "every_hand", "game_log"]
    game = [a.text() for a in win.menus.game_menu.actions() if a.isVisible()]
    assert game[-4:] == ["&Statistics…", "&Open a replay…", "", "&Quit"]


@pytest.mark.parametrize("name", NAMES)
def test_a_part_left_out_takes_its_entries_and_keys_and_the_rest_works(qtbot, name) -> None:
    win = open_window(qtbot, without(name))
    assert name not in win.parts and len(win.parts) == len(PARTS) - 1
    (gone,) = [part for part in PARTS if name == part.NAME]
    entries, shortcuts = menu_entries(win), keys(win)
    texts = set(entries.values())
    for entry in gone.ENTRIES:
        assert entry.name not in entries and entry.translated() not in texts, entry
        if isinstance(entry.key, str):
            assert entry.key not in shortcuts, entry
    for part in PARTS:  # every other part's entries are there, as the full window has them
        if part is not gone:
            for entry in part.ENTRIES:
                assert entries[entry.name] == entry.translated(), entry
    # Its game commands (buttons, Game-menu entries, keys) go too; the others' stay.
    controller = type(win.controller)
    if name in ("hints", "practice"):  # H, Play the hint, Dismiss; P: Play this turn for me
        assert gone.commands_for(controller)
        assert ("H" if name == "hints" else "P") not in shortcuts
    for part in PARTS:
        for spec in part.commands_for(controller):
            there = part is not gone
            assert (spec.name in win.commands.menu_actions) == (there and spec.menu), spec
            assert (spec.name in win.commands.buttons) == (there and spec.button), spec
            assert (spec.translated(spec.menu_text) in texts) == (there and spec.menu), spec
            if spec.shortcut:
                assert (spec.shortcut in shortcuts) == there, spec
    assert not set(gone.commands_for(controller)) & set(win.commands.actions)
    # The window's own entries stay.
    assert {"&New game…", "&Choose a game…", "&Quit"} <= {
        a.text() for a in win.menus.game_menu.actions()
    }
    assert len(win.findChildren(QDockWidget)) == (0 if name == "game_log" else 1)
    assert len(win.findChildren(Sound)) == (0 if name == "sound" else 1)
    deals(qtbot, win)


def between_deals(qtbot, win: MainWindow, monkeypatch) -> ResultDialog:
    """A practice deal of Cuatro Palos played out (the person's moves by an easy bot), a
    hint asked and a turn played for the person counted: the table between deals, as the
    window builds it."""
    ctrl = win.controller
    person = ctrl.info.bot("easy", "person")
    while ctrl.state.to_play is not None:
        qtbot.waitUntil(lambda: ctrl.my_turn or ctrl.state.to_play is None, timeout=HANG_MS)
        if ctrl.my_turn:
            ctrl.perform(person.choose(ctrl.view()))
    assert ctrl.can_take_back_move()
    monkeypatch.setattr(ctrl.hints, "hints_in", lambda deal: 2)
    monkeypatch.setattr(ctrl.practice, "played_for_in", lambda deal: 1)
    shown: list[ResultDialog] = []
    monkeypatch.setattr(ResultDialog, "exec", lambda self: shown.append(self) or 0)
    win.flow.show_scores(ctrl.result)
    (dialog,) = shown
    return dialog


#: What each part adds to the table between deals, by object name.
OFFERS = {
    "hints": {"dealHints"},
    "review": {"reviewDeal"},
    "practice": {"takeBackDeal", "dealPlayedFor"},
}


@pytest.mark.parametrize("name", [None, *OFFERS])
def test_a_part_left_out_offers_nothing_between_deals(qtbot, monkeypatch, name) -> None:
    options = CuatroPalosOptions(num_players=3, target_score=1, direction="cw")
    settings = NewGameSettings(
        options, ("easy", "easy"), seed=3, pace_ms=0, game="cuatro-palos", practice=True
    )
    win = open_window(qtbot, PARTS if name is None else without(name), settings)
    win.start()
    dialog = between_deals(qtbot, win, monkeypatch)
    offered = {w.objectName() for kind in (QPushButton, QLabel) for w in dialog.findChildren(kind)}
    for part, names in OFFERS.items():
        if part == name:
            assert not names & offered, (part, offered)
        else:
            assert names <= offered, (part, offered)


class Counter(Part):
    """A feature as a new one is written: one part, its entries as data."""

    NAME = "counter"
    ENTRIES = (
        MenuEntry("game", "count", "Count", "count", "Ctrl+Alt+K"),
        MenuEntry("view", "counting", "Counting", "set_counting", checkable=True,
                  checked="counting", enabled="on_table"),
    )  # fmt: skip

    def __init__(self, port: TablePort) -> None:
        super().__init__(port)
        self.counted: list[str] = []
        self.switched: list[bool] = []

    def count(self) -> None:
        self.counted.append(self.port.controller().game_id)

    def counting(self) -> bool:
        return True

    def set_counting(self, on: bool) -> None:
        self.switched.append(on)

    def on_table(self) -> bool:
        return self.port.controller().state is not None


def test_a_new_part_is_one_class_and_one_word_in_the_list(qtbot) -> None:
    """Its Game entry (with its key) goes before Quit, its View entry at the end; the
    shell calls its handlers, checks the entry as it says and enables it once a deal is
    on the table if it says so."""
    win = open_window(qtbot, (*PARTS, Counter))
    part = win.parts["counter"]
    game = [a.objectName() for a in win.menus.game_menu.actions()]
    assert game.index("open_replay") < game.index("count") < len(game) - 2  # sep, Quit
    assert [a.objectName() for a in win.menus.view_menu.actions()][-1] == "counting"
    count, counting = part.actions["count"], part.actions["counting"]
    assert count.shortcut().toString() == "Ctrl+Alt+K" and count in win.actions()
    assert counting.isChecked() and not counting.isEnabled()
    count.trigger()
    assert part.counted == ["scala-40"]
    deals(qtbot, win)
    assert counting.isEnabled()
    counting.trigger()
    assert part.switched == [False] and not counting.isChecked()


def test_a_part_is_refused_an_unknown_menu_or_a_name_taken(qtbot) -> None:
    with pytest.raises(ValueError, match="menu must be one of"):
        MenuEntry("help", "x", "X", "x")
    follows_nothing = MenuEntry("view", "x", "X", "count", after="no_such_entry")
    lost = type("Lost", (Counter,), {"NAME": "lost", "ENTRIES": (follows_nothing,)})
    with pytest.raises(ValueError, match="no entry 'no_such_entry' to follow"):
        MainWindow(storage=False, parts=(lost,))
    with pytest.raises(ValueError, match="two parts named 'counter'"):
        built_parts((Counter, Counter), None)  # refused before any is built
