"""A game's table between deals, declared as data: the one score dialog reads it.

Every game shows the same dialog when a deal ends (`app.ui.result_dialog.ResultDialog`): a
heading saying who won and how, a table, a note, the match's end. What differs from game
to game is declared in its table module as one `ScoreTable`:

* a table with **a row a seat** (`player` and `columns`): the player's name, marked ★ when
  the seat is among `marked` (the deal's winners by default), then a value per column;
* or a table with **a column a team** (`lines`): a line per field of the result that
  holds a value per team, then the deal's total (`team_scores`) and any `totals` lines;
  the dialog words who won the deal and names each team by its players;
* its `title`, `heading` (a seat table's whole heading; a team table's sentence on how the
  deal ended, which follows who won), `note` under the table, and whether the match's end
  is told after the note (`match_line`).

Every word is `Words` (its context and English, translated where shown), so that a
language can word a game's table its own way; values are numbers or `Words` too. The
functions read a `Deal`: the result, the match, the deal's options and the seats' names.
This module knows no Qt and no game.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Any

from app.core.words import Words

#: What a cell of the table holds: a number, or words to translate.
Cell = Words | str | int


class ScoreTableError(TypeError):
    """A game's score table declared in a wrong shape (a programming error, found when
    the table module is imported or the table is first filled)."""


@dataclass(frozen=True)
class Deal:
    """What a score table reads of a finished deal."""

    result: Any
    #: The match being played (None: a deal on its own, such as a puzzle).
    match: Any | None
    #: The deal's options (None when the table has no deal).
    options: Any | None
    names: tuple[str, ...]
    #: The person's seat.
    person: int

    def name(self, seat: int) -> str:
        """A seat's name for the heading (rich text): escaped, so it shows as typed."""
        import html  # here: not loaded for the table's first frame

        return html.escape(self.names[seat])

    def said(self, seat: int, yours: Words, theirs: Words) -> Words:
        """A sentence about what `seat` did: `yours` when it is the person's ("You went
        out."), else `theirs` with the seat's name as `{w}` ("Ana went out.")."""
        return yours if seat == self.person else theirs.filled(w=self.name(seat))


def _always(deal: Deal) -> bool:
    return True


def _winners(deal: Deal) -> Collection[int]:
    return deal.result.winners


def _no_totals(deal: Deal) -> Sequence[tuple[Words, Sequence[int]]]:
    return ()


@dataclass(frozen=True)
class Column:
    """A column of a table with a row a seat: its heading and each seat's value."""

    label: Words
    value: Callable[[Deal, int], Cell]
    #: Whether the column is shown for this deal (a match's totals only in a match).
    shown: Callable[[Deal], bool] = _always


@dataclass(frozen=True)
class Line:
    """A line of a table with a column a team: its label and the result's field that
    holds each team's value."""

    label: Words
    field: str


@dataclass(frozen=True)
class ScoreTable:
    """A game's table between deals (see the module's docstring)."""

    title: Words
    heading: Callable[[Deal], Words]
    note: Callable[[Deal], Words | None]
    #: A row a seat: the name column's heading, and the columns after it.
    player: Words | None = None
    columns: tuple[Column, ...] = ()
    #: The seats marked ★ beside their names.
    marked: Callable[[Deal], Collection[int]] = _winners
    #: A column a team: the lines before the deal's total, and the lines after it.
    lines: tuple[Line, ...] = ()
    totals: Callable[[Deal], Sequence[tuple[Words, Sequence[int]]]] = _no_totals
    #: Whether the match's end ("Match over: Ana wins.") follows the note.
    match_line: Callable[[Deal], bool] = _always
    #: Every line in view without scrolling, however many `totals` add.
    fit: bool = False

    def __post_init__(self) -> None:
        problems = []
        if not isinstance(self.title, Words):
            problems.append("its title is not Words")
        for name in ("heading", "note", "marked", "totals", "match_line"):
            if not callable(getattr(self, name)):
                problems.append(f"its {name} is not a function of the deal")
        if bool(self.columns) == bool(self.lines):
            problems.append("it needs either columns (a row a seat) or lines (a column a team)")
        if self.columns and not isinstance(self.player, Words):
            problems.append("a table with a row a seat needs the player column's heading")
        if self.lines and self.player is not None:
            problems.append("a table with a column a team has no player column")
        for column in self.columns:
            if not (
                isinstance(column, Column)
                and isinstance(column.label, Words)
                and callable(column.value)
            ):
                problems.append(f"{column!r} is not a Column with Words and a value")
        for line in self.lines:
            if not (isinstance(line, Line) and isinstance(line.label, Words)):
                problems.append(f"{line!r} is not a Line with Words")
        if problems:
            raise ScoreTableError("a score table in a wrong shape: " + "; ".join(problems))

    @property
    def by_team(self) -> bool:
        return bool(self.lines)

    def seat_rows(self, deal: Deal) -> tuple[list[Cell], list[list[Cell]]]:
        """A table with a row a seat: its column headings and rows."""
        columns = [c for c in self.columns if c.shown(deal)]
        marked = set(self.marked(deal))
        rows: list[list[Cell]] = [
            [name + (" ★" if seat in marked else ""), *(c.value(deal, seat) for c in columns)]
            for seat, name in enumerate(deal.names)
        ]
        assert self.player is not None  # a table with a row a seat has it (checked)
        return [self.player, *(c.label for c in columns)], rows

    def team_lines(self, deal: Deal, total: Words) -> list[list[Cell]]:
        """A table with a column a team: its lines, each a label and a value per team, the
        deal's total (labelled `total`) after the result's fields."""
        teams = len(deal.result.team_scores)
        lines: list[tuple[Words, Sequence[int], str]] = []
        for line in self.lines:
            if not hasattr(deal.result, line.field):
                raise ScoreTableError(
                    f"the score table's line {line.label.text!r} reads {line.field!r}, "
                    f"which a {type(deal.result).__name__} does not have"
                )
            lines.append((line.label, getattr(deal.result, line.field), line.field))
        lines.append((total, deal.result.team_scores, "team_scores"))
        lines += [(label, values, "totals") for label, values in self.totals(deal)]
        for label, values, source in lines:
            if len(values) != teams:
                raise ScoreTableError(
                    f"the score table's line {label.text!r} ({source}) has "
                    f"{len(values)} values for {teams} teams"
                )
        return [[label, *values] for label, values, _source in lines]
