"""`tapete`'s options: a bad one gets one line naming it and exit status 2, nothing else."""

from __future__ import annotations

import pytest

from app.core.decks import parse_seed
from app.ui.main import main

LONG = "z" * 100_000


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["--seed", "²"], "'²'"),
        (["--seed", "٣"], "0-9"),
        (["--seed", "12 ½"], "seed"),
        (["--seed", "x" * 65], "longer than 64"),
        (["--seed", ""], "empty"),
        (["--autoplay", "-1"], "--autoplay"),
        (["--autoplay", "٣"], "--autoplay"),
        (["--players", "-2"], "--players"),
        (["--size", "0x600"], "from 1 to"),
        (["--size", "20000000x10"], "from 1 to"),
        (["--size", "800x-600"], "--size"),
        (["--size", "100000x100000"], "not enough memory"),
        (["--bots", LONG], "more)…"),
        (["--game", LONG], "more)…"),
        (["--game", "mano-y-pie", "--bots", "easy,hard"], "only easy, normal"),
        (["--game", "buraco", "--players", "3"], "--players 3"),
        (["--bots", "easy,normal,hard,easy"], "--bots names 4 levels for 3 computer players"),
        (["--bots", "easy,hard"], "--bots names 2 levels for 3 computer players"),
        (["--game", "buraco", "--players", "2", "--bots", "easy,hard"], "2 levels for 1 computer"),
    ],
)
def test_bad_options_are_one_short_line_and_status_2(
    argv, needle, capsys, tmp_path, request
) -> None:
    if "mano-y-pie" in argv:  # a game whose hard player is still to come
        request.getfixturevalue("mano_y_pie_without_hard")
    out = tmp_path / "never.png"
    with pytest.raises(SystemExit) as info:
        raise SystemExit(main([*argv, "--screenshot", str(out)]))
    assert info.value.code == 2
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("tapete: error:"), captured.err[:500]
    assert needle in lines[0], lines[0]
    assert len(lines[0]) < 400, "a long token is shortened"
    assert captured.out == "" and not out.exists()


@pytest.mark.parametrize(
    ("text", "seed"), [("5", 5), ("007", 7), (" 42 ", 42), ("abc", "abc"), ("a-b_c.1", "a-b_c.1")]
)
def test_seeds_people_type(text, seed) -> None:
    assert parse_seed(text) == seed


def test_a_text_seed_and_the_same_digits_deal_alike() -> None:
    from app.core.decks import deal_rng

    assert deal_rng(parse_seed("12")).random() == deal_rng("12").random()


def test_the_new_game_dialog_refuses_a_seed_that_is_not_one(qtbot) -> None:
    from app.ui.new_game import NewGameDialog, NewGameSettings

    dialog = NewGameDialog(NewGameSettings(seed=1))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.seed.setText("²")
    dialog.accept()
    assert dialog.isVisible() and not dialog.error.isHidden()
    assert "²" in dialog.error.text() and "0-9" in dialog.error.text()
    dialog.seed.setText("27")
    assert dialog.error.isHidden()
    dialog.accept()
    assert not dialog.isVisible() and dialog.settings().seed == 27


@pytest.mark.parametrize("count", [1, 2, 3, 4, 5])
def test_tapete_and_tapete_cli_take_the_same_bot_lists(count, capsys) -> None:
    """`tapete --bots` took more levels than computer seats, silently, where `tapete-cli
    play` refused the list: one rule now, one level for all or one for each seat."""
    from app.cli.main import main as cli
    from app.ui.main import _game_levels, build_parser

    levels = ",".join(["easy", "normal", "hard", "easy", "normal"][:count])
    args = build_parser().parse_args(["--game", "cuatro-palos", "--bots", levels])
    try:
        table = _game_levels(args, 4)  # three computer players
    except SystemExit as exc:
        assert exc.code == 2
        table = None
    bench = cli(["play", "--game", "cuatro-palos", "--players", "3", "--bots", levels,
                 "--games", "1", "--json"])  # fmt: skip
    err = capsys.readouterr().err
    assert (table is not None) == (bench == 0) == (count in (1, 3)), err
    if table is not None:
        assert len(table) in (1, 3) and table[0] == "easy"
    else:
        assert f"--bots names {count} levels for 3 " in err
