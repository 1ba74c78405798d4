"""The lists of games in files that are not code, written from the registry.

README.md's table of games, the Linux desktop entry (its comment, keywords and one action
per game, `tapete --game ID`) and the AppStream metainfo's sentence naming the games all
come from `app.games.registry.GAMES`, so that adding a game to the registry is the only
change they need:

    python -m scripts.game_lists           # rewrite the files that are out of step
    python -m scripts.game_lists --check   # only say which are (exit 1); the tests do this

In README.md and the metainfo the generated part lies between the `BEGIN` and `END`
comment lines below; everything else in them, and in the desktop entry everything but the
`Comment`, `Keywords` and `Actions` keys and the `[Desktop Action ...]` groups, is
written by hand and kept as it is.
"""

from __future__ import annotations

import argparse
import sys
import textwrap
from collections.abc import Callable, Sequence
from pathlib import Path

from app.games.registry import GAMES, GameInfo

ROOT = Path(__file__).resolve().parent.parent
DESKTOP_ENTRY = Path("packaging/linux/io.github.tapete.Tapete.desktop")
METAINFO = Path("packaging/linux/io.github.tapete.Tapete.metainfo.xml")
README = Path("README.md")

BEGIN = "<!-- BEGIN game list: written by `python -m scripts.game_lists`, do not edit -->"
END = "<!-- END game list -->"

_NUMBERS = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
]


class GameListError(ValueError):
    """A file the generator cannot rewrite (its markers are missing or out of order)."""


def in_words(n: int) -> str:
    return _NUMBERS[n] if 0 <= n < len(_NUMBERS) else str(n)


def listed(words: Sequence[str], last: str = "and") -> str:
    """'A', 'A and B', 'A, B and C'."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} {last} {words[-1]}"


def players(game: GameInfo) -> str:
    """'2 to 4', or '2 or 4' where the counts in between are not played."""
    counts = game.allowed_players()
    if list(counts) == list(range(counts[0], counts[-1] + 1)) and len(counts) > 2:
        return f"{counts[0]} to {counts[-1]}"
    return listed([str(n) for n in counts], "or")


def teams(game: GameInfo) -> str:
    sizes = [str(s) for s in game.team_sizes if s > 1]
    if not sizes:
        return "each alone"
    return f"teams of {listed(sizes, 'or')}" + (", or alone" if 1 in game.team_sizes else "")


# --------------------------------------------------------------------------- the files


def readme_list(games: Sequence[GameInfo]) -> str:
    rows = [
        "| game | start it with | players | teams | computer levels |",
        "|---|---|---|---|---|",
    ]
    for g in games:
        levels = ", ".join(g.levels)
        rows.append(
            f"| **{g.name}** | `tapete --game {g.id}` | {players(g)} | {teams(g)} | {levels} |"
        )
    return "\n".join(rows)


def metainfo_list(games: Sequence[GameInfo]) -> str:
    sentence = (
        f"Tapete is a card table for {in_words(len(games))} card games: "
        f"{listed([g.name for g in games])}."
    )
    body = textwrap.fill(sentence, width=88, initial_indent="      ", subsequent_indent="      ")
    return f"    <p>\n{body}\n    </p>"


def between_markers(text: str, block: str, indent: str = "", where: str = "") -> str:
    """`text` with the lines between BEGIN and END replaced by `block`."""
    lines = text.split("\n")
    begins = [i for i, line in enumerate(lines) if line.strip() == BEGIN]
    ends = [i for i, line in enumerate(lines) if line.strip() == END]
    if len(begins) != 1 or len(ends) != 1 or begins[0] > ends[0]:
        raise GameListError(f"{where}: expected one line {BEGIN} and, below it, one line {END}")
    return "\n".join([*lines[: begins[0] + 1], block, *lines[ends[0] :]])


def desktop_entry(text: str, games: Sequence[GameInfo], where: str = "") -> str:
    """The desktop entry with its comment, keywords and actions naming `games`."""
    groups: list[tuple[str, list[str]]] = [("", [])]
    for line in text.rstrip("\n").split("\n"):
        if line.startswith("[") and line.rstrip().endswith("]"):
            groups.append((line.strip(), []))
        groups[-1][1].append(line)
    main = [lines for name, lines in groups if name == "[Desktop Entry]"]
    if len(main) != 1:
        raise GameListError(f"{where}: expected one [Desktop Entry] group")
    names = [g.name for g in games]
    values = {
        "Comment": f"Play {listed(names)} against the computer",
        "Actions": "".join(f"{g.id};" for g in games),
    }
    for i, line in enumerate(main[0]):
        key = line.partition("=")[0]
        if key == "Keywords":  # the hand-written ones, and every game's name
            words = [w for w in line.partition("=")[2].split(";") if w]
            words += [n.lower() for n in names if n.lower() not in words]
            main[0][i] = "Keywords=" + "".join(f"{w};" for w in words)
        elif key in values:
            main[0][i] = f"{key}={values.pop(key)}"
    if values:
        raise GameListError(f"{where}: the [Desktop Entry] group has no {', '.join(values)} key")
    kept = [lines for name, lines in groups if not name.startswith("[Desktop Action ")]
    out = [line for lines in kept for line in lines]
    while out and not out[-1].strip():
        out.pop()
    for g in games:
        out += ["", f"[Desktop Action {g.id}]", f"Name={g.name}", f"Exec=tapete --game {g.id}"]
    return "\n".join(out) + "\n"


#: Each generated file: how to rewrite its text for a list of games.
FILES: dict[Path, Callable[[str, Sequence[GameInfo], str], str]] = {
    README: lambda text, games, where: between_markers(text, readme_list(games), where=where),
    DESKTOP_ENTRY: desktop_entry,
    METAINFO: lambda text, games, where: between_markers(text, metainfo_list(games), where=where),
}


def generated(path: Path, text: str, games: Sequence[GameInfo] = GAMES) -> str:
    """What the file at `path` (one of FILES, relative to the checkout) should hold."""
    return FILES[path](text, games, str(path))


def out_of_step(root: Path = ROOT, games: Sequence[GameInfo] = GAMES) -> dict[Path, str]:
    """The files whose game lists differ from the registry's: path -> the right text."""
    found = {}
    for path in FILES:
        text = (root / path).read_text(encoding="utf-8")
        right = generated(path, text, games)
        if right != text:
            found[path] = right
    return found


def main(argv: Sequence[str] | None = None, root: Path = ROOT) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m scripts.game_lists",
        description="Write the game lists of README.md and the Linux desktop files from the "
        "game registry.",
    )
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if stale")
    args = parser.parse_args(argv)
    try:
        stale = out_of_step(root)
    except (GameListError, OSError) as problem:
        print(f"game_lists: {problem}", file=sys.stderr)
        return 2
    for path, text in stale.items():
        if not args.check:
            (root / path).write_text(text, encoding="utf-8")
        print(f"{'out of step' if args.check else 'wrote'}: {path}")
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
