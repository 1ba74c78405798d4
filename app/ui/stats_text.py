"""The words and cells of Game ▸ Statistics, shared by its pieces: numbers and dates as
the interface's language writes them, a match's sides (partners together) and totals."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt
from PySide6.QtWidgets import QTableWidgetItem

from app.games.registry import GAMES
from app.storage.scoreboard import DealRow, MatchRow, Seat
from app.ui.messages import seat_name

GAME_NAMES = {g.id: g.name for g in GAMES}


def number(value: float, decimals: int | None = None) -> str:
    """`value` as the interface's language writes numbers: a whole number as it is, a
    share of a win (1/2, 1/3) with up to 6 significant digits, or with `decimals`."""
    locale = QLocale()
    if decimals is not None:
        return locale.toString(float(value), "f", decimals)
    if float(value).is_integer():
        return locale.toString(int(value))
    return locale.toString(float(value), "g", 6)


def ended_text(ended_at: float | None) -> str:
    """When a match ended, as the interface's language writes a short date and time."""
    if not ended_at:
        return "—"
    when = QDateTime.fromSecsSinceEpoch(int(ended_at))
    return QLocale().toString(when, QLocale.FormatType.ShortFormat)


def cell(text: str, right: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
    if right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


def sides(match: MatchRow) -> list[tuple[tuple[Seat, ...], int | None]]:
    """The match's sides, each its seats (partners side by side) and its total (None
    before the first deal): the person's side first, then the others by team number. In
    a solo game each seat is a side of its own."""
    person = next((s.seat for s in match.seats if s.level is None), 0)
    teams: dict[int, list[Seat]] = {}
    for seat in match.seats:
        teams.setdefault(seat.team_number, []).append(seat)
    own = next((t for t, members in teams.items() if any(s.seat == person for s in members)), 0)
    order = sorted(teams, key=lambda t: (t != own, t))
    result = []
    for team in order:
        members = tuple(teams[team])
        total = None
        if match.totals is not None:
            # Partners share their team's total; a file whose partners differ shows the sum.
            kept = [match.totals[s.seat] for s in members if s.seat < len(match.totals)]
            total = kept[0] if len(set(kept)) == 1 else sum(kept)
        result.append((members, total))
    return result


def together(names: list[str]) -> str:
    """Partners' names as one side: "You & Bruno", "Ana, Carla & Dora"."""
    if len(names) == 1:
        return names[0]
    return QCoreApplication.translate("StatisticsDialog", "{first} & {last}").format(
        first=", ".join(names[:-1]), last=names[-1]
    )


def side_name(members: tuple[Seat, ...]) -> str:
    return together([seat_name(s) for s in members])


def standings_text(match: MatchRow) -> str:
    """The match's totals by side, the person's first: "You & Bruno 2930 – Ana & Carla
    1815" (solo: "You 12 – Ana 40 – Bruno 7"); "" before the first deal."""
    if match.totals is None:
        return ""
    return " – ".join(
        QCoreApplication.translate("StatisticsDialog", "{side} {total}", "a side's total").format(
            side=side_name(members), total=number(total or 0)
        )
        for members, total in sides(match)
    )


def deal_score(deal: DealRow, members: tuple[Seat, ...]) -> int:
    """A side's score in one deal: its team's (a team game's row keeps one per team),
    else its seat's."""
    team = members[0].team_number
    if len(members) > 1 and len(deal.team_scores) > team:
        return deal.team_scores[team]
    seat = members[0].seat
    return deal.scores[seat] if seat < len(deal.scores) else 0
