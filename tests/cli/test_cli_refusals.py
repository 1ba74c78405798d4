"""`tapete-cli` refuses what `tapete` refuses, in the same words: one line naming the
option, exit status 2, never Python's own sentence."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys

import pytest

from app.cli.main import build_parser
from app.cli.main import main as cli_main
from app.core.options import WholeNumber
from app.ui.main import main as tapete_main
from tests.session.test_hostile_records import PYTHON_WORDING

SURROGATE = "\udcff"  # what Python makes of a command line's byte 0xFF on Linux


def cli_line(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    code = cli_main(list(argv))
    out, err = capsys.readouterr()
    assert code == 2 and out == "", (code, out[:200])
    (line,) = err.splitlines()
    assert line.startswith("tapete-cli: error: ") and len(line) < 400, line
    assert not PYTHON_WORDING.search(line), line
    return line.removeprefix("tapete-cli: error: ")


def tapete_line(capsys: pytest.CaptureFixture[str], tmp_path, *argv: str) -> str:
    with pytest.raises(SystemExit) as info:
        raise SystemExit(tapete_main([*argv, "--screenshot", str(tmp_path / "never.png")]))
    assert info.value.code == 2
    (line,) = capsys.readouterr().err.splitlines()
    assert line.startswith("tapete: error: "), line
    return line.removeprefix("tapete: error: ")


@pytest.mark.parametrize("lang", ["", "xx", "  ", SURROGATE])
def test_a_language_tapete_refuses_tapete_cli_refuses_alike(capsys, tmp_path, lang) -> None:
    said = cli_line(capsys, "--lang", lang, "play", "--games", "1")
    assert said == tapete_line(capsys, tmp_path, "--lang", lang)
    assert said.startswith("argument --lang: ") and "Tapete speaks en, es, pt_BR, it" in said
    assert cli_line(capsys, f"--lang={lang}", "stats") == said


@pytest.mark.parametrize(
    ("seed", "needle"),
    [
        (SURROGATE, "'\\udcff'"),
        ("9" * 5_000, "longer than 64 characters"),
        ("\u202eevil", "'\\u202eevil'"),
        ("", "the seed is empty"),
    ],
    ids=["not-utf-8", "5000-digits", "rtl-override", "empty"],
)
def test_a_seed_that_is_not_one_is_named_as_tapete_names_it(capsys, tmp_path, seed, needle):
    said = cli_line(capsys, "play", "--games", "1", "--seed", seed)
    assert said.startswith("argument --seed: ") and needle in said, said
    assert said == tapete_line(capsys, tmp_path, "--seed", seed)


@pytest.mark.parametrize("seed", ["007", "7", "abc", " 42 "])
def test_the_seed_of_play_is_its_text_as_typed(seed) -> None:
    """A seed `tapete` takes is taken as typed: "007" stays "007" (`play` seeds its deals
    with the text), as it was before the seed was checked."""
    assert build_parser().parse_args(["play", "--seed", seed]).seed == seed


@pytest.mark.skipif(os.name != "posix", reason="a command line of raw bytes is POSIX's")
def test_a_seed_of_raw_bytes_from_the_shell_is_one_line_naming_seed() -> None:
    """`tapete-cli play --seed $'\\xff'`: the bytes reach Python as a lone surrogate."""
    done = subprocess.run(
        [sys.executable, "-m", "app.cli.main", "play", "--games", "1", "--seed", b"\xff"],
        capture_output=True,
        timeout=120,
        env={**os.environ, "TAPETE_LANG": "en"},
    )
    assert done.returncode == 2 and done.stdout == b""
    (line,) = done.stderr.decode("utf-8", "replace").splitlines()
    assert line.startswith("tapete-cli: error: argument --seed: seed '\\udcff'"), line
    assert not PYTHON_WORDING.search(line), line


def whole_number_options() -> list[tuple[tuple[str, ...], str, int, int]]:
    """Every whole-number option of every sub-command: (the words before it, the option,
    lowest, highest). An option read with argparse's `type=int` fails here: its refusal
    would be argparse's "invalid int value"."""
    found = []
    sub = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    for command, parser in sub.choices.items():
        needs_file = command in ("replay", "hint")  # their one argument: a file
        before = (command, "no-such-file.json") if needs_file else (command,)
        for action in parser._actions:
            assert action.type is not int, (command, action.option_strings)
            if isinstance(action, WholeNumber):
                found.append((before, action.option_strings[0], action.low, action.high))
    return found


WHOLE = whole_number_options()


def test_the_whole_number_options_are_every_one_the_tools_have() -> None:
    named = {(before[0], option) for before, option, _, _ in WHOLE}
    assert named == {
        ("play", "--players"),
        ("play", "--games"),
        ("play", "--workers"),
        ("replay", "--seat"),
        ("hint", "--count"),
        ("stats", "--history"),
        ("puzzle", "--level"),
    }


@pytest.mark.parametrize(
    ("before", "option", "low", "high"), WHOLE, ids=[f"{b[0]}{o}" for b, o, _, _ in WHOLE]
)
def test_a_whole_number_option_says_what_it_must_be(capsys, before, option, low, high) -> None:
    """`--games x`, a number past either end, Python's other forms of a whole number
    ("1_0", other scripts' digits, "1.0"), 20 digits and 5,000: one line naming the option,
    its range and the value as given, shortened as the command line shortens it."""
    must = f"{option} must be a whole number from {low} to {high}, not "
    for value in ["x", str(low - 1), str(high + 1), "1_0", "\u0663", "1.0", "", "9" * 23]:
        for argv in ([*before, option, value], [*before, f"{option}={value}"]):
            assert cli_line(capsys, *argv) == must + repr(value), argv
    huge = cli_line(capsys, *before, option, "9" * 5_000)
    assert huge.startswith(must + "'999") and "more)" in huge and len(huge) < 200, huge
    for value in (low, high):  # both ends are taken, spaces around them too
        args = build_parser().parse_args([*before, option, f" {value} "])
        assert getattr(args, option.removeprefix("--")) == value


def test_a_whole_number_refused_in_spanish(capsys) -> None:
    said = cli_line(capsys, "--lang", "es", "play", "--games", "x")
    assert said == "--games debe ser un número entero de 1 a 1000000, no 'x'"
