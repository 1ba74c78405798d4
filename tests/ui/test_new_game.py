"""The New-game dialog for every game, the settings it returns, and the Help texts."""

from __future__ import annotations

import pytest

from app.core.options import OptionError
from app.games.cuatro_palos.rules import CuatroPalosOptions
from app.games.mano_y_pie.rules import ManoYPieOptions
from app.games.quita_y_pon.rules import QuitaYPonOptions
from app.games.registry import GAME_IDS, GAMES
from app.games.scala40.rules import Scala40Options
from app.ui.help_text import GAMES_WITH_RULES, rules_html
from app.ui.new_game import (
    GAME_TITLES,
    MAX_OPPONENTS,
    OPTIONS_CLASSES,
    PLAYER_RANGES,
    NewGameDialog,
    NewGameSettings,
    default_options,
    game_of,
)
from tests.house import house

GAME_PARAMS = pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)


def make_dialog(qtbot, settings: NewGameSettings) -> NewGameDialog:
    """The dialog opened on `settings`, their seed typed in (the box opens empty: a new
    deal each game unless one is typed)."""
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.seed.text() == ""
    dialog.seed.setText(str(settings.seed))
    return dialog


def choose_game(dialog: NewGameDialog, game: str) -> None:
    dialog.game.setCurrentIndex(dialog.game.findData(game))


# ---------------------------------------------------------------- NewGameSettings


def test_settings_default_to_quita_y_pon() -> None:
    settings = NewGameSettings(seed=3)
    assert settings.game == "quita-y-pon"
    assert settings.options == QuitaYPonOptions()
    # Every game of the registry, by the name its own test data gives, in menu order.
    assert {g.id: house(g, "ENTRY")["name"] for g in GAMES} == GAME_TITLES
    assert list(GAME_TITLES) == list(GAME_IDS) and len(GAME_TITLES) == len(GAMES)


def most_opponents() -> int:
    """One level box per possible opponent: the most seats of any game, less the person."""
    return max(house(g, "ENTRY")["players"][1] for g in GAMES) - 1


def test_cuatro_palos_is_registered_with_3_to_6_players() -> None:
    assert OPTIONS_CLASSES["cuatro-palos"] is CuatroPalosOptions
    assert PLAYER_RANGES["cuatro-palos"] == (3, 6)
    assert MAX_OPPONENTS == most_opponents() >= 5  # Cuatro Palos's six seats
    assert game_of(CuatroPalosOptions(num_players=3)) == "cuatro-palos"
    assert set(GAMES_WITH_RULES) == set(GAME_TITLES)


def test_settings_keep_the_positional_order_and_infer_the_game() -> None:
    qp = NewGameSettings(QuitaYPonOptions(num_players=3), ("easy", "hard"), 9, 100)
    assert (qp.game, qp.levels, qp.seed, qp.pace_ms) == ("quita-y-pon", ("easy", "hard"), 9, 100)
    s40 = NewGameSettings(Scala40Options(num_players=5), ("normal",) * 4, 9, 0)
    assert s40.game == "scala-40"
    assert s40.options.num_players == 5


def test_settings_for_a_game_alone_get_its_default_options() -> None:
    settings = NewGameSettings(game="scala-40")
    assert settings.options == Scala40Options()


def test_settings_refuse_options_of_another_game_and_unknown_games() -> None:
    with pytest.raises(ValueError, match="do not fit"):
        NewGameSettings(options=QuitaYPonOptions(num_players=2), game="scala-40")
    with pytest.raises(ValueError, match="do not fit"):
        NewGameSettings(options=CuatroPalosOptions(), game="scala-40")
    with pytest.raises(ValueError, match="do not fit"):
        NewGameSettings(options=Scala40Options(), game="cuatro-palos")
    with pytest.raises(ValueError, match="unknown game"):
        NewGameSettings(game="chinchon")


def test_settings_for_cuatro_palos() -> None:
    assert NewGameSettings(game="cuatro-palos").options == CuatroPalosOptions()
    settings = NewGameSettings(CuatroPalosOptions(num_players=6), ("hard",) * 5, 4, 0)
    assert settings.game == "cuatro-palos" and settings.title == "Cuatro Palos"
    assert settings.options.num_players == 6


def test_default_options_per_game() -> None:
    assert default_options("quita-y-pon") == QuitaYPonOptions()
    assert default_options("scala-40") == Scala40Options()
    assert default_options("scala-40", 5) == Scala40Options(num_players=5)
    assert default_options("quita-y-pon", num_players=2).num_players == 2
    with pytest.raises(OptionError):
        default_options("quita-y-pon", 5)
    assert default_options("cuatro-palos") == CuatroPalosOptions()
    assert default_options("cuatro-palos", 6) == CuatroPalosOptions(num_players=6)
    with pytest.raises(OptionError):
        default_options("cuatro-palos", 2)
    with pytest.raises(OptionError):
        default_options("cuatro-palos", 7)
    with pytest.raises(ValueError):
        default_options("burraco")


# ---------------------------------------------------------------- the dialog


def test_the_game_box_lists_every_game_and_preselects_the_current_one(qtbot) -> None:
    dialog = make_dialog(qtbot, NewGameSettings(Scala40Options(num_players=5), seed=1))
    titles = [dialog.game.itemText(i) for i in range(dialog.game.count())]
    ids = [dialog.game.itemData(i) for i in range(dialog.game.count())]
    assert titles == [house(g, "ENTRY")["name"] for g in GAMES]
    assert ids == list(GAME_IDS)
    assert dialog.game.currentData() == "scala-40"
    assert dialog.players.value() == 5
    # One box per possible opponent; a 5-player table needs the first four.
    assert len(dialog.levels) == most_opponents()
    assert [box.isEnabled() for box in dialog.levels] == [n < 4 for n in range(most_opponents())]
    assert dialog.settings().options == Scala40Options(num_players=5)


def test_switching_to_scala_40_returns_its_edited_options(qtbot) -> None:
    dialog = make_dialog(qtbot, NewGameSettings(seed=5, pace_ms=250))
    assert dialog.pages.currentWidget() is dialog.row("quita-y-pon", "max_set_size").parentWidget()
    choose_game(dialog, "scala-40")
    assert dialog.pages.currentWidget() is dialog.row("scala-40", "jokers").parentWidget()
    # Untouched, the Scala 40 page holds the rules' defaults.
    assert dialog.settings().options == Scala40Options()
    dialog.players.setValue(5)
    dialog.row("scala-40", "jokers").setCurrentIndex(1)
    dialog.row("scala-40", "hand_size").setValue(11)
    dialog.row("scala-40", "opening_min").setValue(51)
    dialog.row("scala-40", "opening_requires_quad_or_run").setChecked(True)
    dialog.row("scala-40", "max_jokers_per_meld").setCurrentIndex(
        dialog.row("scala-40", "max_jokers_per_meld").findData("unlimited")
    )
    dialog.row("scala-40", "layoff_on_opening_turn").setChecked(True)
    dialog.row("scala-40", "close_in_hand_requires_min").setChecked(False)
    dialog.row("scala-40", "close_in_hand_multiplier").setValue(3)
    dialog.row("scala-40", "forbid_discard_of_taken_card").setChecked(False)
    dialog.row("scala-40", "forbid_discard_that_lays_off").setChecked(True)
    dialog.row("scala-40", "discard_taken_must_be_melded").setChecked(True)
    dialog.row("scala-40", "exchanged_joker_must_be_melded_same_turn").setChecked(True)
    dialog.row("scala-40", "forbid_joker_final_discard").setChecked(True)
    dialog.row("scala-40", "no_close_first_round").setChecked(False)
    dialog.row("scala-40", "joker_penalty").setValue(30)
    dialog.row("scala-40", "ace_penalty").setValue(15)
    dialog.row("scala-40", "lone_ace_penalty").setValue(2)
    dialog.row("scala-40", "elimination_threshold").setValue(200)
    dialog.levels[3].setCurrentText("hard")
    dialog.seed.setText("abc")
    settings = dialog.settings()
    assert settings.game == "scala-40"
    assert settings.options == Scala40Options(
        num_players=5,
        jokers=4,
        hand_size=11,
        opening_min=51,
        opening_requires_quad_or_run=True,
        max_jokers_per_meld="unlimited",
        layoff_on_opening_turn=True,
        close_in_hand_requires_min=False,
        close_in_hand_multiplier=3,
        forbid_discard_of_taken_card=False,
        forbid_discard_that_lays_off=True,
        discard_taken_must_be_melded=True,
        exchanged_joker_must_be_melded_same_turn=True,
        forbid_joker_final_discard=True,
        no_close_first_round=False,
        joker_penalty=30,
        ace_penalty=15,
        lone_ace_penalty=2,
        elimination_threshold=200,
    )
    assert settings.levels == ("normal", "normal", "normal", "hard")
    assert settings.seed == "abc" and settings.pace_ms == 250


def test_buraco_is_offered_for_two_or_four_with_its_own_levels_and_every_option(qtbot):
    dialog = make_dialog(qtbot, NewGameSettings(seed=1))
    dialog.levels[0].setCurrentText("hard")
    choose_game(dialog, "buraco")
    assert dialog.players.value() == 4
    dialog.players.stepBy(-1)  # 3 is no Buraco table: straight to 2
    assert dialog.players.value() == 2
    dialog.players.stepBy(1)
    assert dialog.players.value() == 4
    dialog.players.setValue(3)  # typed: on to the next count there is
    assert dialog.players.value() in (2, 4)
    dialog.players.setValue(4)
    # Buraco has every level: the choice made for another game stays.
    offered = [dialog.levels[0].itemText(i) for i in range(dialog.levels[0].count())]
    assert offered == ["easy", "normal", "hard"] and dialog.levels[0].currentText() == "hard"
    dialog.levels[0].setCurrentText("normal")
    dialog.levels[1].setCurrentText("easy")
    dialog.row("buraco", "target_score").setValue(3000)
    dialog.row("buraco", "close_requires").setCurrentIndex(
        dialog.row("buraco", "close_requires").findData("clean")
    )
    dialog.row("buraco", "joker_value").setValue(50)
    dialog.row("buraco", "limpa").setValue(300)
    dialog.row("buraco", "set_canastas").setChecked(True)
    settings = dialog.settings()
    o = settings.options
    assert settings.game == "buraco" and settings.levels == ("normal", "easy", "normal")
    assert (o.num_players, o.target_score, o.close_requires, o.joker_value) == (
        4, 3000, "clean", 50,
    )  # fmt: skip
    assert o.canasta_values["limpa"] == 300 and o.set_canastas
    choose_game(dialog, "scala-40")
    assert dialog.levels[0].count() == 3  # the other games keep every level


def test_the_players_range_follows_the_game(qtbot) -> None:
    dialog = make_dialog(qtbot, NewGameSettings(seed=1))
    assert (dialog.players.minimum(), dialog.players.maximum()) == (2, 4)
    assert not dialog.levels[3].isEnabled()
    choose_game(dialog, "scala-40")
    assert (dialog.players.minimum(), dialog.players.maximum()) == (2, 5)
    dialog.players.setValue(5)
    assert all(box.isEnabled() for box in dialog.levels[:4])
    assert not dialog.levels[4].isEnabled()
    assert len(dialog.settings().levels) == 4
    choose_game(dialog, "quita-y-pon")
    assert dialog.players.maximum() == 4 and dialog.players.value() == 4
    assert not dialog.levels[3].isEnabled()
    settings = dialog.settings()
    assert settings.game == "quita-y-pon" and settings.options == QuitaYPonOptions()
    assert len(settings.levels) == 3


def test_invalid_options_keep_the_dialog_open_with_the_reason(qtbot) -> None:
    dialog = make_dialog(qtbot, NewGameSettings(seed=1))
    dialog.show()
    qtbot.waitExposed(dialog)
    choose_game(dialog, "scala-40")
    dialog.players.setValue(5)
    dialog.row("scala-40", "hand_size").setValue(30)  # 5 × 30 + 2 > 106 cards
    assert dialog.problem() is not None
    assert dialog.error.isHidden()
    dialog.accept()
    assert dialog.isVisible()
    assert dialog.result() != dialog.DialogCode.Accepted
    assert not dialog.error.isHidden()
    assert "hand_size 30" in dialog.error.text() and "5 players" in dialog.error.text()
    assert "red" in dialog.error.styleSheet() or "#c0392b" in dialog.error.styleSheet()
    with pytest.raises(OptionError):
        dialog.settings()
    # Fixing the options clears the message, and the dialog then accepts.
    dialog.row("scala-40", "hand_size").setValue(13)
    assert dialog.error.isHidden() and dialog.error.text() == ""
    dialog.accept()
    assert not dialog.isVisible()
    assert dialog.result() == dialog.DialogCode.Accepted
    assert dialog.settings().options == Scala40Options(num_players=5)


def test_quita_y_pon_settings_round_trip(qtbot) -> None:
    original = NewGameSettings(
        QuitaYPonOptions(
            num_players=3,
            max_set_size=5,
            run_wraparound=True,
            must_play_if_able="off",
            initial_meld_min_points=30,
            stock_end_trigger="on_empty_draw_attempt",
            hand_size=9,
            turn_time_limit_s=45,
            deals=4,
            target_score=300,
        ),
        ("easy", "hard"),
        4242,
        250,
    )
    dialog = make_dialog(qtbot, original)
    assert dialog.game.currentData() == "quita-y-pon"
    # A detour through Scala 40 changes nothing on the Quita y Pon page.
    choose_game(dialog, "scala-40")
    choose_game(dialog, "quita-y-pon")
    assert dialog.settings() == original
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted


def test_scala_40_settings_round_trip(qtbot) -> None:
    options = Scala40Options(
        num_players=3, jokers=4, max_jokers_per_meld=2, forbid_joker_final_discard=True
    )
    original = NewGameSettings(options, ("hard", "easy"), 17, 0)
    dialog = make_dialog(qtbot, original)
    assert dialog.settings() == original


def test_switching_to_cuatro_palos_returns_its_edited_options(qtbot) -> None:
    dialog = make_dialog(qtbot, NewGameSettings(seed=8, pace_ms=1400))
    choose_game(dialog, "cuatro-palos")
    assert dialog.pages.currentWidget() is dialog.row("cuatro-palos", "deck").parentWidget()
    # Untouched, the page holds the rules' defaults (4 players from Quita y Pon's 4).
    assert dialog.settings().options == CuatroPalosOptions()
    assert dialog.row("cuatro-palos", "deck").currentText() == "French 52"
    assert (
        dialog.row("cuatro-palos", "direction").currentText() == "counter-clockwise (to the right)"
    )
    assert (
        dialog.row("cuatro-palos", "stall_rounds").value() == 0
        and dialog.row("cuatro-palos", "stall_rounds").text()
        == "the rules' count (2 per card held, plus 2)"
    )
    decks = [
        dialog.row("cuatro-palos", "deck").itemText(i)
        for i in range(dialog.row("cuatro-palos", "deck").count())
    ]
    assert decks == ["French 52", "Spanish 40", "Spanish 48"]
    assert dialog.row("cuatro-palos", "direction").itemText(1) == "clockwise"

    dialog.players.setValue(6)
    dialog.row("cuatro-palos", "deck").setCurrentIndex(
        dialog.row("cuatro-palos", "deck").findData("spanish40")
    )
    dialog.row("cuatro-palos", "direction").setCurrentIndex(
        dialog.row("cuatro-palos", "direction").findData("cw")
    )
    dialog.row("cuatro-palos", "waste_wrap").setChecked(True)
    dialog.row("cuatro-palos", "forced_play").setChecked(False)
    dialog.row("cuatro-palos", "foundation_priority").setChecked(True)
    dialog.row("cuatro-palos", "target_score").setValue(50)
    dialog.row("cuatro-palos", "stall_rounds").setValue(7)
    dialog.levels[4].setCurrentText("hard")
    dialog.seed.setText("12")
    assert all(box.isEnabled() for box in dialog.levels)
    settings = dialog.settings()
    assert settings.game == "cuatro-palos" and settings.title == "Cuatro Palos"
    assert settings.options == CuatroPalosOptions(
        num_players=6,
        deck="spanish40",
        direction="cw",
        waste_wrap=True,
        forced_play=False,
        target_score=50,
        foundation_priority=True,
        stall_rounds=7,
    )
    assert settings.levels == ("normal",) * 4 + ("hard",)
    assert settings.seed == 12 and settings.pace_ms == 1400
    # Back to the formula: the special value 0 is stall_rounds None.
    dialog.row("cuatro-palos", "stall_rounds").setValue(0)
    dialog.row("cuatro-palos", "deck").setCurrentIndex(
        dialog.row("cuatro-palos", "deck").findData("spanish48")
    )
    options = dialog.settings().options
    assert isinstance(options, CuatroPalosOptions)
    assert options.stall_rounds is None and options.deck == "spanish48"
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted


def test_cuatro_palos_players_range_is_3_to_6(qtbot) -> None:
    dialog = make_dialog(qtbot, NewGameSettings(QuitaYPonOptions(num_players=2), seed=1))
    assert dialog.players.value() == 2
    choose_game(dialog, "cuatro-palos")
    assert (dialog.players.minimum(), dialog.players.maximum()) == (3, 6)
    # Two players were chosen for Quita y Pon: Cuatro Palos needs at least three.
    assert dialog.players.value() == 3
    assert [box.isEnabled() for box in dialog.levels] == [True, True, False, False, False]
    assert dialog.settings().options == CuatroPalosOptions(num_players=3)
    assert len(dialog.settings().levels) == 2
    dialog.players.setValue(9)
    assert dialog.players.value() == 6
    assert all(box.isEnabled() for box in dialog.levels)
    assert len(dialog.settings().levels) == 5
    # Scala 40 seats at most five, Quita y Pon four.
    choose_game(dialog, "scala-40")
    assert dialog.players.value() == 5 and not dialog.levels[4].isEnabled()
    choose_game(dialog, "quita-y-pon")
    assert dialog.players.value() == 4
    assert dialog.settings().options == QuitaYPonOptions(num_players=4)
    # The target score cannot be set below the rules' minimum of 1.
    choose_game(dialog, "cuatro-palos")
    dialog.row("cuatro-palos", "target_score").setValue(0)
    assert dialog.row("cuatro-palos", "target_score").value() == 1 and dialog.problem() is None


def test_cuatro_palos_settings_round_trip(qtbot) -> None:
    options = CuatroPalosOptions(
        num_players=5,
        deck="spanish48",
        direction="cw",
        waste_wrap=True,
        target_score=250,
        stall_rounds=3,
    )
    original = NewGameSettings(options, ("easy", "hard", "normal", "hard"), 31, 0)
    dialog = make_dialog(qtbot, original)
    assert dialog.game.currentData() == "cuatro-palos"
    assert dialog.pages.currentWidget() is dialog.row("cuatro-palos", "deck").parentWidget()
    assert (
        dialog.row("cuatro-palos", "deck").currentText() == "Spanish 48"
        and dialog.row("cuatro-palos", "stall_rounds").value() == 3
    )
    # A detour through the other games changes nothing on the Cuatro Palos page.
    choose_game(dialog, "quita-y-pon")
    choose_game(dialog, "scala-40")
    choose_game(dialog, "cuatro-palos")
    dialog.players.setValue(5)
    assert dialog.settings() == original
    # The other pages start from their rules' defaults.
    choose_game(dialog, "scala-40")
    assert dialog.settings().options == Scala40Options(num_players=5)


# ---------------------------------------------------------------- Help


def test_rules_html_serves_each_game_in_spanish_and_english() -> None:
    assert rules_html("quita-y-pon").startswith("\n<h2>Quita y Pon</h2>\n")
    assert rules_html("scala-40").startswith("\n<h2>Scala 40</h2>\n")
    text = rules_html("scala-40")
    assert "Scala 40" in text
    with pytest.raises(ValueError):
        rules_html("canasta")


@GAME_PARAMS
def test_the_rules_state_their_facts_in_each_language(game) -> None:
    """Each game's Help, in Spanish then English (and any other language it is written
    in), states the facts its own test data lists (`RULES_FACTS`, tests/house.py)."""
    text = rules_html(game.rules)
    assert f"<h2>{game.name}" in text  # the title is the name, or the full name
    assert "Español" in text and "English" in text
    assert text.index("Español") < text.index("English")
    for language, facts in house(game, "RULES_FACTS").items():
        # Compare with the line breaks of the HTML source folded into spaces.
        page = " ".join(rules_html(game.rules, language).split())
        missing = [fact for fact in facts if fact not in page]
        assert not missing, (game.id, language, missing)


def test_rules_html_serves_cuatro_palos_in_spanish_and_english() -> None:
    text = rules_html("cuatro-palos")
    assert "<h2>Cuatro Palos</h2>" in text
    # Its facts in each language: RULES_FACTS in tests/games/cuatro_palos/house.py.


def test_mano_y_pie_offers_two_to_six_and_every_option_of_its_rules(qtbot) -> None:
    dialog = make_dialog(qtbot, NewGameSettings(seed=1))
    choose_game(dialog, "mano-y-pie")
    assert (dialog.players.minimum(), dialog.players.maximum()) == (2, 6)
    assert dialog.players.value() == 4
    # each option of RULES.md §4.10 has its row (num_players is the dialog's own box)
    rows = set(dialog.option_rows["mano-y-pie"])
    assert {"teams", "num_decks", "hand_size", "foot_size", "draw_count", "pickup_count",
            "num_deals", "wild_ratio", "wild_top_pickup", "partner_must_have_played_foot",
            "require_permission", "exclusive_meld_action", "red3_penalty_if_foot_not_reached",
            "go_out_bonus", "red3_value", "tie_extra_deal"} <= rows  # fmt: skip
    assert {f"minimum_{k}" for k in range(4)} <= rows and {"book_clean", "book_wild"} <= rows
    assert {"contract_clean", "contract_dirty", "contract_wild"} <= rows
    o = dialog.settings().options
    assert o == default_options("mano-y-pie", 4)  # the page starts from the rules' defaults
    dialog.players.setValue(6)
    dialog.row("mano-y-pie", "teams").setCurrentIndex(
        dialog.row("mano-y-pie", "teams").findData("2x3")
    )
    dialog.row("mano-y-pie", "minimum_1").setValue(100)
    dialog.row("mano-y-pie", "contract_wild").setValue(0)
    dialog.row("mano-y-pie", "book_wild").setValue(2000)
    dialog.row("mano-y-pie", "wild_top_pickup").setCurrentIndex(
        dialog.row("mano-y-pie", "wild_top_pickup").findData("forbidden")
    )
    dialog.row("mano-y-pie", "require_permission").setChecked(False)
    dialog.row("mano-y-pie", "hand_size").setValue(11)
    o = dialog.settings().options
    assert o.num_players == 6 and o.teams == "2x3" and o.seat_teams == (0, 1, 0, 1, 0, 1)
    assert o.min_meld_by_deal == (50, 100, 120, 150) and o.contract == (2, 2, 0)
    assert o.book_values["wild"] == 2000 and o.wild_top_pickup == "forbidden"
    assert not o.require_permission and o.hand_size == 11
    dialog.players.setValue(5)  # five play alone: the teams row does not apply
    assert dialog.settings().options.teams == "auto"


def test_a_game_without_some_level_offers_only_its_own(qtbot, mano_y_pie_without_hard):
    """A game whose stronger bots are still to come (Mano y Pie as it was before its hard
    player was shown stronger) offers only the levels it has, and a choice it lacks
    becomes its default."""
    dialog = make_dialog(qtbot, NewGameSettings(seed=1))
    dialog.levels[0].setCurrentText("hard")
    choose_game(dialog, "mano-y-pie")
    offered = [dialog.levels[0].itemText(i) for i in range(dialog.levels[0].count())]
    assert offered == ["easy", "normal"] and dialog.levels[0].currentText() == "normal"
    settings = NewGameSettings(options=ManoYPieOptions(), levels=("hard",), game="mano-y-pie")
    assert settings.levels == ("normal",)


# ---------------------------------------------------------------- every game


@GAME_PARAMS
def test_the_dialog_offers_each_game_with_its_players_levels_and_defaults(qtbot, game):
    dialog = make_dialog(qtbot, NewGameSettings(seed=1))
    dialog.levels[0].setCurrentText("easy")
    choose_game(dialog, game.id)
    assert dialog.current_game() == game.id and dialog.game.currentText() == game.name
    counts = game.allowed_players()
    assert dialog.players.allowed == counts
    assert (dialog.players.minimum(), dialog.players.maximum()) == (counts[0], counts[-1])
    assert dialog.players.value() in counts
    offered = [dialog.levels[0].itemText(i) for i in range(dialog.levels[0].count())]
    assert offered == list(game.levels)
    n = dialog.players.value()
    assert [box.isEnabled() for box in dialog.levels] == [k < n - 1 for k in range(MAX_OPPONENTS)]
    settings = dialog.settings()
    # Untouched, its page holds the rules' defaults.
    assert settings.game == game.id and settings.options == default_options(game.id, n)
    assert len(settings.levels) == n - 1


def test_each_game_has_a_page_of_its_own(qtbot) -> None:
    dialog = make_dialog(qtbot, NewGameSettings(seed=1))
    pages = []
    for game in GAMES:
        choose_game(dialog, game.id)
        pages.append(dialog.pages.currentWidget())
    assert len(set(pages)) == len(GAMES) == dialog.pages.count()


@GAME_PARAMS
def test_each_games_options_round_trip_through_its_page(qtbot, game) -> None:
    """Options none of which is the rules' default (`NEW_GAME_OPTIONS`, tests/house.py)
    come back from the dialog unchanged, also after a detour through every other game."""
    values = house(game, "NEW_GAME_OPTIONS")
    options, defaults = game.options(values), game.options()
    assert [k for k in values if getattr(options, k) == getattr(defaults, k)] == []
    levels = tuple(game.levels[k % len(game.levels)] for k in range(options.num_players - 1))
    original = NewGameSettings(options, levels, 4242, 250, game.id)
    dialog = make_dialog(qtbot, original)
    assert dialog.game.currentData() == game.id
    assert dialog.settings() == original
    for other in GAMES:
        choose_game(dialog, other.id)
    choose_game(dialog, game.id)
    dialog.players.setValue(options.num_players)  # another game may have clamped the count
    assert dialog.settings() == original
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted


#: Rows of the pages that set one item of a list or table option, by that option.
ITEM_ROWS = {"limpa": "canasta_values", "suja": "canasta_values", "de_mil": "canasta_values",
             "book_clean": "book_values", "book_dirty": "book_values", "book_wild": "book_values",
             "contract_clean": "contract", "contract_dirty": "contract", "contract_wild": "contract",
             **{f"minimum_{k}": "min_meld_by_deal" for k in range(4)}}  # fmt: skip


def test_the_pages_number_boxes_take_the_options_bounds(qtbot) -> None:
    """The spin boxes' ranges are the options classes' bounds (a box whose lowest value
    reads "none" or "one deal" starts one below them, at 0)."""
    from PySide6.QtWidgets import QSpinBox

    from app.games.registry import find_game

    dialog = make_dialog(qtbot, NewGameSettings(seed=1))
    checked = 0
    for game, rows in dialog.option_rows.items():
        bounds = find_game(game).options_class.BOUNDS
        for row, box in rows.items():
            if not isinstance(box, QSpinBox):
                continue
            low, high = bounds[ITEM_ROWS.get(row, row)]
            low = 0 if box.specialValueText() else low
            assert (box.minimum(), box.maximum()) == (low, high), (game, row)
            checked += 1
    assert checked >= 30
    # the pages whose boxes name no option
    qp = find_game("quita-y-pon").options_class
    assert (
        dialog.row("quita-y-pon", "hand_size").minimum(),
        dialog.row("quita-y-pon", "hand_size").maximum(),
    ) == qp.bounds("hand_size")
    assert (
        dialog.row("quita-y-pon", "initial_meld_min_points").maximum()
        == qp.bounds("initial_meld_min_points")[1]
    )
    assert (
        dialog.row("quita-y-pon", "turn_time_limit_s").maximum(),
        dialog.row("quita-y-pon", "deals").maximum(),
    ) == (600, 50)
    cp = find_game("cuatro-palos").options_class
    assert (
        dialog.row("cuatro-palos", "target_score").minimum(),
        dialog.row("cuatro-palos", "target_score").maximum(),
    ) == cp.bounds("target_score")
    assert dialog.row("cuatro-palos", "stall_rounds").maximum() == cp.bounds("stall_rounds")[1]


def test_a_number_row_says_its_unit_in_the_numbers_plural_and_reads_what_is_typed(qtbot) -> None:
    from PySide6.QtCore import Qt

    dialog = make_dialog(qtbot, NewGameSettings(game="buraco"))
    joker = dialog.row("buraco", "joker_value")
    assert joker.text() == "20 points"
    joker.setValue(1)
    assert joker.text() == "1 point"
    # typed over, the digits are the value; once the box is left, the unit follows them
    dialog.show()
    dialog.activateWindow()
    joker.setFocus()
    qtbot.waitUntil(joker.hasFocus)
    joker.lineEdit().selectAll()
    qtbot.keyClicks(joker.lineEdit(), "35")
    qtbot.keyClick(joker.lineEdit(), Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: not joker.hasFocus())
    assert joker.value() == 35 and joker.text() == "35 points"
    assert dialog.settings().options.joker_value == 35
    # a row whose lowest value stands for "none" still reads it
    target = dialog.row("buraco", "target_score")
    target.setValue(target.minimum())
    assert target.text() == "a single deal" and dialog.settings().options.target_score is None


# ---------------------------------------------------------------- a dialog that fits (24)


def test_the_seed_box_opens_empty_and_ok_deals_a_new_deal_unless_one_is_typed(
    qtbot, monkeypatch
) -> None:
    """Opened on a game of seed 693821, the seed box is empty: OK deals a fresh seed
    (drawn then), not the same cards again; a typed seed is played as typed."""
    import app.ui.new_game as new_game

    dialog = NewGameDialog(NewGameSettings(seed=693821))
    qtbot.addWidget(dialog)
    assert dialog.seed.text() == "" and dialog.seed.placeholderText()
    monkeypatch.setattr(new_game.random, "randrange", lambda a, b: 4711)
    assert dialog.settings().seed == 4711
    dialog.seed.setText("693821")
    assert dialog.settings().seed == 693821


def test_the_pace_is_chosen_by_name_from_the_speeds_of_the_view_menu(qtbot) -> None:
    """Slow, normal, fast and instant, as View > Speed offers them; a pace kept from
    before that is none of them opens on the nearest."""
    from app.ui.new_game import SPEEDS_MS

    dialog = make_dialog(qtbot, NewGameSettings(seed=1, pace_ms=SPEEDS_MS[2]))
    assert [dialog.pace.itemData(i) for i in range(dialog.pace.count())] == list(SPEEDS_MS)
    assert dialog.settings().pace_ms == SPEEDS_MS[2]
    dialog.pace.setCurrentIndex(3)
    assert dialog.settings().pace_ms == 0
    assert make_dialog(qtbot, NewGameSettings(seed=1, pace_ms=650)).settings().pace_ms == 700


def _roles(dialog: NewGameDialog) -> list[str]:
    return [
        label.text()
        for label, box in zip(dialog.seat_labels, dialog.levels, strict=True)
        if box.isEnabled()
    ]


def test_the_seats_are_named_by_their_role_at_the_table(qtbot) -> None:
    """The partner sits opposite, the opponents left and right, as the table seats them;
    the names follow the game, the player count and how six sit in teams."""
    dialog = make_dialog(qtbot, NewGameSettings(seed=1))
    choose_game(dialog, "buraco")
    dialog.players.setValue(4)
    assert _roles(dialog) == ["Left opponent", "Partner", "Right opponent"]
    dialog.players.setValue(2)
    assert _roles(dialog) == ["Opposite opponent"]
    choose_game(dialog, "scala-40")
    dialog.players.setValue(4)  # everyone alone
    assert _roles(dialog) == ["Left opponent", "Opposite opponent", "Right opponent"]
    dialog.players.setValue(3)
    assert _roles(dialog) == ["Left opponent", "Right opponent"]
    choose_game(dialog, "mano-y-pie")
    dialog.players.setValue(6)  # three teams of two: the partner across
    assert _roles(dialog) == [
        "Left opponent", "Opponent 2", "Partner", "Opponent 4", "Right opponent",
    ]  # fmt: skip
    teams = dialog.row("mano-y-pie", "teams")
    teams.setCurrentIndex(teams.findData("2x3"))  # two of three: two partners
    assert _roles(dialog) == [
        "Left opponent", "Partner 1", "Opponent 3", "Partner 2", "Right opponent",
    ]  # fmt: skip


def test_the_wheel_over_a_box_without_the_focus_scrolls_the_page_not_the_value(qtbot) -> None:
    """The mouse wheel over a number box the person has not clicked scrolls the dialog's
    page and leaves the number as it was (it once set "First melds, deal 1" from 50 to 0);
    with the focus in it, the wheel changes it."""
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    dialog = make_dialog(qtbot, NewGameSettings(seed=1))
    choose_game(dialog, "mano-y-pie")
    dialog.resize(560, 360)
    dialog.show()
    qtbot.waitExposed(dialog)
    box = dialog.row("mano-y-pie", "minimum_0")
    bar = dialog.scroll.verticalScrollBar()
    assert bar.maximum() > 0, "the page scrolls in a small dialog"
    dialog.scroll.ensureWidgetVisible(box)
    qtbot.waitUntil(lambda: box.visibleRegion().boundingRect().height() > 0)
    before, scrolled = box.value(), bar.value()

    def wheel(up: bool) -> None:
        at = QPointF(box.rect().center())
        delta = QPoint(0, 120 if up else -120)
        event = QWheelEvent(at, QPointF(box.mapToGlobal(at.toPoint())), QPoint(), delta,
                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                            Qt.ScrollPhase.NoScrollPhase, False)  # fmt: skip
        QApplication.sendEvent(box, event)

    wheel(up=bar.value() == bar.maximum())
    assert box.value() == before
    assert bar.value() != scrolled, "the page scrolled instead"
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    wheel(up=True)
    assert box.value() != before


@GAME_PARAMS
def test_the_dialog_fits_the_screen_with_its_buttons_in_view(qtbot, game) -> None:
    """On every game's page the dialog is no taller than the screen's free area less a
    title bar, and OK and Cancel lie inside it; a page taller than that scrolls."""
    from PySide6.QtWidgets import QDialogButtonBox

    dialog = make_dialog(qtbot, NewGameSettings(default_options(game.id), seed=1, game=game.id))
    dialog.show()
    qtbot.waitExposed(dialog)
    room = dialog.screen().availableGeometry()
    assert dialog.frameGeometry().height() <= room.height() - 30
    buttons = dialog.findChild(QDialogButtonBox)
    for button in buttons.buttons():
        corner = button.mapTo(dialog, button.rect().bottomRight())
        assert dialog.rect().contains(corner), button.text()
    body = dialog.scroll.widget()
    if body.sizeHint().height() > dialog.scroll.viewport().height():
        assert dialog.scroll.verticalScrollBar().maximum() > 0


def test_each_bot_level_is_explained_in_a_line_under_the_seats_and_as_its_tooltip(qtbot):
    """Under the seats, a sentence per level the game offers, each naming its level; the
    same sentence is each level's tooltip in every seat's box."""
    from PySide6.QtCore import Qt

    dialog = make_dialog(qtbot, NewGameSettings(seed=1))
    for game in GAMES:
        choose_game(dialog, game.id)
        lines = dialog.level_notes.text().splitlines()
        assert len(lines) == len(game.levels) >= 2, game.id
        for level, line in zip(game.levels, lines, strict=True):
            assert line.lower().startswith(level), (level, line)
        box = dialog.levels[0]
        for i in range(box.count()):
            assert box.itemData(i, Qt.ItemDataRole.ToolTipRole) == lines[i]


def test_the_person_may_give_their_own_name_but_not_a_computer_players(qtbot) -> None:
    """The name box (empty: "You") gives the person's seat its name, its spaces run
    together; a computer player's name, or one with a character that cannot be shown,
    is refused with a sentence naming it; a window started with the name seats it."""
    from app.ui.main_window import MainWindow

    dialog = make_dialog(qtbot, NewGameSettings(seed=1))
    assert dialog.name.text() == "" and dialog.settings().name == ""
    dialog.name.setText("  Luis   María ")
    assert dialog.problem() is None and dialog.settings().name == "Luis María"
    dialog.name.setText("Bruno")
    assert "'Bruno'" in dialog.problem() and "computer player" in dialog.problem()
    dialog.accept()
    assert dialog.result() != dialog.DialogCode.Accepted and "'Bruno'" in dialog.error.text()
    dialog.name.setText("Luis\u200b")  # a character that cannot be shown
    assert dialog.problem() is not None
    assert make_dialog(qtbot, NewGameSettings(seed=1, name="Luis")).name.text() == "Luis"
    win = MainWindow(NewGameSettings(seed=4, pace_ms=0, name="Luis"), storage=False)
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    win.start()
    try:
        names = [seat.name for seat in win.controller.seats]
        person = win.controller.person
        assert names[person] == "Luis"
        assert [n for s, n in enumerate(names) if s != person] == ["Ana", "Bruno", "Carla"]
    finally:
        win.controller.shutdown()


@pytest.fixture
def spanish(qapp):
    """The interface in Spanish (the longest of its languages) for one test."""
    from app import i18n

    i18n.install(qapp, "es")
    yield
    i18n.install(qapp, "en")


def cut_widgets(dialog: NewGameDialog) -> list[str]:
    """Every visible widget of the dialog's scrolled rows that runs past the right edge of
    what the dialog shows (the viewport), by its class and text."""
    from PySide6.QtWidgets import QWidget

    viewport = dialog.scroll.viewport()
    cut = []
    for widget in dialog.scroll.widget().findChildren(QWidget):
        if not widget.isVisible():
            continue
        left = widget.mapTo(viewport, widget.rect().topLeft()).x()
        right = widget.mapTo(viewport, widget.rect().topRight()).x()
        if left < 0 or right >= viewport.width():
            text = widget.text() if hasattr(widget, "text") else ""
            cut.append(f"{type(widget).__name__} {text!r} {left}..{right} of {viewport.width()}")
    return cut


@pytest.mark.parametrize("screen", [(1366, 768), (1024, 640)], ids=["1366x768", "1024x640"])
def test_choosing_another_game_in_the_dialog_cuts_no_row(qtbot, monkeypatch, spanish, screen):
    """Opened on Quita y Pon, then every other game chosen in "Juego" with the keyboard:
    each page's rows, boxes and notes lie whole within what the dialog shows (they once
    kept Quita y Pon's width, and Mano y Pie's or Buraco's boxes and notes were cut on the
    right), in Spanish, on a laptop's screen and a small one; the dialog stays on it."""
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtGui import QScreen

    from tests.waits import events_handled

    room = QRect(0, 0, *screen)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(room))
    dialog = NewGameDialog(NewGameSettings(seed=1))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    events_handled()
    assert dialog.current_game() == "quita-y-pon" and cut_widgets(dialog) == []
    dialog.game.setFocus()
    qtbot.waitUntil(dialog.game.hasFocus)
    seen = ["quita-y-pon"]
    for _ in GAMES[1:]:
        qtbot.keyClick(dialog.game, Qt.Key.Key_Down)
        qtbot.waitUntil(lambda: dialog.current_game() != seen[-1])
        seen.append(dialog.current_game())
        events_handled()  # the page's layout and the dialog's resize, both posted
        assert cut_widgets(dialog) == [], seen[-1]
        assert dialog.scroll.horizontalScrollBar().maximum() == 0, seen[-1]
        assert dialog.frameGeometry().width() <= room.width(), seen[-1]
    assert seen == list(GAME_IDS)
