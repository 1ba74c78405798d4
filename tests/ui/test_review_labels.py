"""The review's table (a finished deal's replay, smaller than the window's) reads every
seat label whole at 1366×768 and 1024×640, as the main table does."""

from __future__ import annotations

import pytest

from app import i18n
from app.games.registry import GAME_IDS
from app.ui.deal_replay import DealReplayDialog
from tests.ui.finished_deals import finished_replay
from tests.waits import HANG_MS, events_handled

#: The review's size on a 1366×768 and a 1024×640 screen (`DealReplayDialog._fit`: 1100
#: × 720, or the screen's room less 20 × 50).
SIZES = [(1100, 718), (1004, 590)]


#: The zones that carry a seat's label: the person's hand and the other seats'.
SEATS = ("hand", "opponent")


def cut_labels(dialog: DealReplayDialog) -> list[tuple[str, str, str]]:
    table = dialog.table
    return [
        (spec.name, spec.label, table.zone_label(spec.name))
        for spec in table.zones()
        if spec.label and spec.kind in SEATS and table.zone_label(spec.name) != spec.label
    ]


#: Spanish (the player's, and longer) and English on both screens.
CASES = [(lang, size) for lang in ("es", "en") for size in SIZES]
SCREENS = {SIZES[0]: "1366x768", SIZES[1]: "1024x640"}


@pytest.mark.parametrize(
    ("language", "size"), CASES, ids=[f"{lang}-{SCREENS[size]}" for lang, size in CASES]
)
@pytest.mark.parametrize("game", GAME_IDS)
def test_no_seat_label_of_the_reviews_table_is_cut(qtbot, qapp, language, game, size) -> None:
    """Every point of a finished deal (the first answer of the review in: the legend under
    the table), every seat's label read whole. Mano y Pie's side seats said "13 cartas ·
    con el…": a side label now takes more lines where its column cannot widen."""
    assert i18n.install(qapp, language) == []
    session, replay = finished_replay(game, "normal", seed=2)
    names = [s.name for s in session.seats]
    dialog = DealReplayDialog(replay, [s.level for s in session.seats], names, "t")
    qtbot.addWidget(dialog)
    dialog.resize(*size)
    dialog.show()
    qtbot.waitExposed(dialog)
    # As the review's first answer leaves it: the legend under the table, the advice
    # and the better-move button beside the log (the table at its smallest).
    mine = next(line.index for line in replay.lines if line.seat == replay.seat)
    dialog.review.mark(mine, None)
    assert dialog.legend.isVisible() and dialog.advice.isVisible()
    cut = []
    for point in range(replay.steps + 1):
        dialog.go(point)
        events_handled()
        qtbot.waitUntil(lambda: dialog.table.zones() != [], timeout=HANG_MS)
        cut += [(point, *c) for c in cut_labels(dialog)]
    dialog.reject()
    i18n.install(qapp, "en")
    assert cut == []
