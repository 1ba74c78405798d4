"""`tapete-cli` refuses what `tapete` refuses, in the same words: one line naming the
option, exit status 2, never Python's own sentence."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from app.cli.main import build_parser
from app.cli.main import main as cli_main
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
