"""The New-game dialog explains every option and offers named rules (issue 24, item 3):
each row's tooltip says the rule it sets and the rules' standard value, read from the
game's default options; the Rules box sets a page to Standard or a game's own preset
(Mano y Pie's Quick among them) and says Custom once a row no longer matches one."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

from app.games.registry import GAME_IDS, GAMES, find_game
from app.ui.new_game import NewGameDialog, NewGameSettings, default_options, presets
from app.ui.option_boxes import row_value
from app.ui.table_module import table_of

GAME_PARAMS = pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)


def dialog(qtbot, settings: NewGameSettings) -> NewGameDialog:
    d = NewGameDialog(settings)
    qtbot.addWidget(d)
    return d


def shown(box) -> str:
    """What a row's box says, as the tooltip's standard value would word it."""
    if isinstance(box, QCheckBox):
        return "on" if box.isChecked() else "off"
    if isinstance(box, QSpinBox):
        return box.text()
    assert isinstance(box, QComboBox)
    return box.currentText()


def choose(qtbot, box: QComboBox, text: str) -> None:
    """Picks `text` from the drop-down list as a person does: opens it, clicks the item."""
    target = box.findText(text)
    assert target >= 0, f"{text!r} is not offered"
    box.showPopup()
    view = box.view()
    qtbot.waitUntil(view.isVisible)
    index = view.model().index(target, box.modelColumn(), view.rootIndex())
    view.scrollTo(index)
    qtbot.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center()
    )
    qtbot.waitUntil(lambda: not view.isVisible())


@GAME_PARAMS
def test_every_option_row_says_its_rule_and_the_standard_value(qtbot, game) -> None:
    standard = dialog(qtbot, NewGameSettings(game=game.id))
    rows = standard.option_rows[game.id]
    assert rows, "a page with no rows"
    rules: dict[str, set[str]] = {}  # each rule, the options it is said for
    for name, box in rows.items():
        rule, _, said = box.toolTip().partition("\n")
        assert rule.endswith((".", "…")) and len(rule) > 20, f"{name}: no rule in {rule!r}"
        # The standard value is the box's own words at the rules' default options.
        assert said == f"Standard: {shown(box)}", name
        rules.setdefault(rule, set()).add(standard.option_pages.targets[game.id][name][0])
    assert all(len(options) == 1 for options in rules.values()), "two options, one rule"
    # A page opened on other options still names the rules' own value.
    changed = {name: box for name, box in rows.items() if isinstance(box, QSpinBox | QCheckBox)}
    name, box = next(iter(changed.items()))
    before = box.toolTip()
    if isinstance(box, QSpinBox):
        box.setValue(box.maximum())
    else:
        box.setChecked(not box.isChecked())
    assert box.toolTip() == before


@GAME_PARAMS
def test_each_rows_label_says_its_rule_too(qtbot, game) -> None:
    d = dialog(qtbot, NewGameSettings(game=game.id))
    page = d.pages.widget(d.option_pages.index[game.id])
    form = page.layout()
    for name, box in d.option_rows[game.id].items():
        label = form.labelForField(box)
        if label is not None:  # a check box row has its words in the box
            assert label.toolTip() == box.toolTip(), name


def test_a_page_opened_on_other_options_names_the_rules_own_values(qtbot) -> None:
    options = dataclasses.replace(
        default_options("scala-40"), hand_size=11, no_close_first_round=False
    )
    d = dialog(qtbot, NewGameSettings(options, game="scala-40"))
    hand = d.row("scala-40", "hand_size")
    assert hand.value() == 11 and hand.toolTip().endswith("\nStandard: 13")
    first = d.row("scala-40", "no_close_first_round")
    assert not first.isChecked() and first.toolTip().endswith("\nStandard: on")
    assert d.preset.currentText() == "Custom"


@GAME_PARAMS
def test_the_rules_defaults_read_standard_for_every_player_count(qtbot, game) -> None:
    d = dialog(qtbot, NewGameSettings(game=game.id))
    assert d.preset.currentText() == "Standard"
    assert d.preset.itemText(d.preset.count() - 1) == "Custom"
    for n in find_game(game.id).allowed_players():
        d.players.setValue(n)
        assert d.preset.currentText() == "Standard", n
        assert d.preset_note.text().startswith("The rules as written")


@GAME_PARAMS
def test_each_preset_sets_the_page_to_its_rules_and_a_row_changed_says_custom(qtbot, game) -> None:
    own = table_of(game.id).presets
    assert own, "every game names at least one variant of its rules"
    d = dialog(qtbot, NewGameSettings(game=game.id))
    players = d.players.value()
    for preset in presets(game.id):
        choose(qtbot, d.preset, preset.name.text)
        expected = preset.options(default_options(game.id, players))
        assert d.settings().options == expected, preset.name.text
        assert d.preset.currentText() == preset.name.text
        assert d.preset_note.text() == preset.note.text
        assert d.preset.toolTip() == preset.note.text
    # Any row changed by hand: the rows match no preset now.
    choose(qtbot, d.preset, "Standard")
    rows = d.option_rows[game.id]
    box = next(b for b in rows.values() if isinstance(b, QSpinBox | QCheckBox))
    if isinstance(box, QSpinBox):
        was = box.value()
        box.setValue(was + box.singleStep() if was < box.maximum() else was - box.singleStep())
    else:
        was = box.isChecked()
        box.setChecked(not was)
    assert d.preset.currentText() == "Custom"
    assert d.preset_note.text().startswith("Your own rules")
    # ... and back: Standard again.
    if isinstance(box, QSpinBox):
        box.setValue(was)
    else:
        box.setChecked(was)
    assert d.preset.currentText() == "Standard"


def test_mano_y_pies_quick_preset_is_eleven_and_eleven_with_a_smaller_contract(qtbot):
    d = dialog(qtbot, NewGameSettings(game="mano-y-pie"))
    choose(qtbot, d.preset, "Quick")
    assert row_value(d.row("mano-y-pie", "hand_size")) == 11
    assert row_value(d.row("mano-y-pie", "foot_size")) == 11
    contract = [row_value(d.row("mano-y-pie", f"contract_{k}")) for k in ("clean", "dirty", "wild")]
    standard = default_options("mano-y-pie").contract
    assert sum(contract) < sum(standard) and contract == [1, 1, 0]
    options = d.settings().options
    assert (options.hand_size, options.foot_size, options.contract) == (11, 11, (1, 1, 0))
    # Six players keep Quick (the teams row reads the rules' own seating); that row is
    # shown for six alone.
    teams = d.row("mano-y-pie", "teams")
    assert not teams.isVisibleTo(d)
    d.players.setValue(6)
    assert teams.isVisibleTo(d)
    assert d.preset.currentText() == "Quick"
    choose(qtbot, d.row("mano-y-pie", "teams"), "two teams of three")
    assert d.preset.currentText() == "Custom"


def test_a_game_opened_on_a_presets_rules_names_it(qtbot) -> None:
    options = dataclasses.replace(default_options("buraco"), target_score=3000)
    d = dialog(qtbot, NewGameSettings(options, game="buraco"))
    assert d.preset.currentText() == "Match to 3000"
    choose(qtbot, d.game, "Scala 40")
    assert d.preset.currentText() == "Standard"
    assert [d.preset.itemText(i) for i in range(d.preset.count())] == [
        "Standard",
        "Italian house rules",
        "Custom",
    ]


def test_choosing_custom_changes_nothing(qtbot) -> None:
    d = dialog(qtbot, NewGameSettings(game="scala-40"))
    before = d.settings().options
    choose(qtbot, d.preset, "Custom")
    assert d.settings().options == before
    assert d.preset.currentText() == "Standard"  # the rows still say the rules as written


@GAME_PARAMS
def test_every_presets_deal_is_played_to_its_end_by_the_bots(game) -> None:
    """A preset is a table that plays: its options are allowed at the game's usual count
    and a deal of it ends with normal bots, its cards conserved."""
    for preset in presets(game.id)[1:]:
        options = preset.options(default_options(game.id))
        state = game.deal(options, 7)
        bots = {}
        for _ in range(60_000):
            if state.to_play is None:
                break
            seat = state.to_play
            bot = bots.setdefault(seat, game.bot("normal", f"7:{seat}"))
            state.play(bot.choose(state.view(seat)))
        assert state.to_play is None, f"{preset.name.text}: the deal did not end"
        assert state.outcome() is not None
        assert state.conservation_problem() is None
