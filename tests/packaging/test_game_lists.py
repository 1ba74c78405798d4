"""README.md, the desktop entry and the metainfo list the registry's games: each committed
file is what `python -m scripts.game_lists` writes, and the writer follows the registry
(a new game gets its action, its row and its name; a game gone loses them)."""

from __future__ import annotations

import configparser
import shutil
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

import app
from app.games.registry import GAMES
from scripts import game_lists
from scripts.game_lists import (
    DESKTOP_ENTRY,
    FILES,
    METAINFO,
    README,
    GameListError,
    generated,
    in_words,
)

ROOT = Path(app.__file__).parent.parent


class Newcomer:
    """A new game, as much of its registry entry as the lists read."""

    id, name, team_sizes, levels = "no-such-game", "No Such Game", (1,), ("easy", "normal")

    def allowed_players(self) -> tuple[int, ...]:
        return (2, 3, 4, 5, 6, 7)


NEWCOMER = Newcomer()


@pytest.mark.parametrize("path", list(FILES), ids=str)
def test_the_committed_file_lists_the_registrys_games(path) -> None:
    text = (ROOT / path).read_text(encoding="utf-8")
    assert generated(path, text) == text, f"{path} is out of step: python -m scripts.game_lists"


def read_entry(text: str) -> configparser.ConfigParser:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # keys are case-sensitive
    entry.read_string(text)
    return entry


def test_a_new_game_gets_its_desktop_action_and_its_name_everywhere() -> None:
    games = (*GAMES, NEWCOMER)
    text = (ROOT / DESKTOP_ENTRY).read_text(encoding="utf-8")
    entry = read_entry(generated(DESKTOP_ENTRY, text, games))
    main = entry["Desktop Entry"]
    assert main["Actions"] == "".join(f"{g.id};" for g in games)
    assert main["Comment"].startswith("Play Quita y Pon, Scala 40, ")
    assert main["Comment"].endswith(f", {GAMES[-1].name} and No Such Game against the computer")
    assert main["Keywords"].endswith(";no such game;") and "hand and foot;" in main["Keywords"]
    assert entry["Desktop Action no-such-game"]["Exec"] == "tapete --game no-such-game"
    assert entry["Desktop Action no-such-game"]["Name"] == "No Such Game"
    # Hand-written keys are kept, and a game gone loses its action.
    assert main["Exec"] == "tapete" and main["Categories"] == "Game;CardGame;"
    fewer = read_entry(generated(DESKTOP_ENTRY, text, GAMES[:2]))
    assert fewer["Desktop Entry"]["Actions"] == f"{GAMES[0].id};{GAMES[1].id};"
    assert [s for s in fewer.sections() if s.startswith("Desktop Action")] == [
        f"Desktop Action {GAMES[0].id}",
        f"Desktop Action {GAMES[1].id}",
    ]

    readme = generated(README, (ROOT / README).read_text(encoding="utf-8"), games)
    assert (
        "| **No Such Game** | `tapete --game no-such-game` | 2 to 7 | each alone | easy, normal |"
        in readme
    )
    assert "| **Buraco** | `tapete --game buraco` | 2 or 4 | teams of 2, or alone |" in readme
    metainfo = generated(METAINFO, (ROOT / METAINFO).read_text(encoding="utf-8"), games)
    description = ElementTree.fromstring(metainfo).find("description")
    first = " ".join(description.find("p").text.split())
    names = ", ".join(g.name for g in GAMES)
    assert first == (
        f"Tapete is a card table for {in_words(len(games))} card games: {names} and No Such Game."
    )
    assert [in_words(n) for n in (1, 6, 12, 13)] == ["one", "six", "twelve", "13"]


def test_a_file_without_its_markers_is_refused_naming_it() -> None:
    with pytest.raises(GameListError, match="README.md: expected one line <!-- BEGIN"):
        generated(README, "# Tapete\n\nNo list here.\n")
    with pytest.raises(GameListError, match="no Actions key"):
        generated(DESKTOP_ENTRY, "[Desktop Entry]\nComment=x\nKeywords=a;\n")


def test_the_writer_rewrites_what_is_stale_and_check_only_says_so(tmp_path, capsys) -> None:
    for path in FILES:
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / path, tmp_path / path)
    game_lists.main([], root=tmp_path)  # up to date, should the committed files not be
    capsys.readouterr()
    entry = tmp_path / DESKTOP_ENTRY
    right = entry.read_text()
    entry.write_text(right.replace(f"Actions={GAMES[0].id};", "Actions="))
    stale = entry.read_text()
    assert stale != right
    assert game_lists.main(["--check"], root=tmp_path) == 1
    assert capsys.readouterr().out == f"out of step: {DESKTOP_ENTRY}\n"
    assert entry.read_text() == stale
    assert game_lists.main([], root=tmp_path) == 0
    assert capsys.readouterr().out == f"wrote: {DESKTOP_ENTRY}\n"
    assert entry.read_text() == right
    assert game_lists.main(["--check"], root=tmp_path) == 0
    (tmp_path / README).write_text("# no list\n")
    assert game_lists.main([], root=tmp_path) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and err.startswith("game_lists: README.md: ")
