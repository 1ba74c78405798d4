"""Buraco at the table, driven as a person would: real mouse drags on the viewport."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from app.core.cards import card, cards
from app.games.buraco.engine import Buraco
from app.games.canasta.packets import PENDING, TAKEN, PacketFate
from app.session import Store
from app.storage.saved_game import SavedGame
from app.table.zones import ZoneId
from app.ui.games.buraco import TABLE as _BURACO_TABLE
from app.ui.games.buraco.controller import BuracoController
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameSettings
from tests.waits import HANG_MS

from .helpers import (
    centre,
    drag,
    evenly_laid_out,
    frames,
    picture,
    settle,
    shown_in,
    shown_row,
    stage,
    top_of,
    zone_centre,
)

score_table = _BURACO_TABLE.result_dialog

# Cards nobody in these positions holds: the other hands, the stock and the muertos.
OTHERS = ["2C' 3C' 4C'", "5C' 6C' 7C'", "8C' 9C' TC'"]
STOCK = cards("KC KS' QD' JD' 9S'")
MUERTOS = (cards("3D' 4D' 5D'"), cards("6D' 7D' 8D'"))


@pytest.fixture
def window(qtbot):
    win = MainWindow(NewGameSettings(game="buraco", pace_ms=0), storage=False)
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.controller.shutdown()


def position(hand: str, **kw) -> Buraco:
    kw.setdefault("stock", STOCK)
    kw.setdefault("muertos", MUERTOS)
    return Buraco.from_position([cards(hand), *(cards(o) for o in OTHERS)], **kw)


def load(win: MainWindow, qtbot, state: Buraco) -> BuracoController:
    win.use_game("buraco")
    win.controller.load_position(state, [None, "easy", "easy", "easy"])
    settle(qtbot, win)
    return win.controller_for("buraco")


def zone_end(win: MainWindow, name: str, high: bool) -> QPoint:
    """A point just inside one end of a zone (where a card dropped "at that end" lands)."""
    rect = win.table.zone_rect(name)
    x = rect.right() - rect.width() * 0.08 if high else rect.left() + rect.width() * 0.08
    return win.table.mapFromScene(QPoint(round(x), round(rect.center().y())))


def test_seats_say_who_is_whose_partner_and_the_pile_shows_its_top_and_size(qtbot, window):
    ctrl = load(window, qtbot, position("9H KD", pile=cards("4C 9D 7S"),
                                        melds=[(1, cards("5H 6H 7H"), (5, 6, 7))]))  # fmt: skip
    labels = {z.name: z.label for z in ctrl.zones()}
    assert labels["opp:2"].startswith("Bruno (easy) — your partner")
    assert "opponent" in labels["opp:1"] and "opponent" in labels["opp:3"]
    assert labels["hand"].startswith("You — with Bruno")
    assert window.table.zone_label("discard") == "Pile 3"
    assert shown_row(window, "discard") == cards("7S")  # the closed pile: its top only
    assert window.table.zone_label("muerto:0") == "Muerto 1"
    # the band is labelled, not its first meld
    assert window.table.zone_label("band:1") == "Ana & Carla · no\u00a0canasta\u00a0yet"
    assert window.table.zone_label("band:0") == "You & Bruno · no\u00a0canasta\u00a0yet"
    assert window.table.zone_label("meld:0") == ""
    assert "draw" in ctrl.status_text() and "take the pile" in ctrl.status_text()


def test_draw_by_dragging_the_stock_to_the_hand(qtbot, window) -> None:
    ctrl = load(window, qtbot, position("9H KD"))
    assert window.button("draw").isEnabled()
    drag(qtbot, window, top_of(window, "stock"), zone_centre(window, "hand"))
    assert ctrl.state.phase == "play" and ctrl.state.hands[0] == cards("9H KD KC")
    assert ctrl.message == "You drew K♣."  # your own card, named to you
    settle(qtbot, window)
    assert shown_in(window, card("KC")) == "hand"
    assert window.table.zone_label("stock") == "Stock 4"
    assert "discard" in ctrl.status_text()


def test_bu_t12_pile_top_dragged_onto_a_team_meld_takes_the_pile(qtbot, window) -> None:
    state = position("4D 8S", pile=cards("5C QH"), melds=[(0, cards("9H TH JH"), (9, 10, 11))])
    ctrl = load(window, qtbot, state)
    drag(qtbot, window, top_of(window, "discard"), zone_centre(window, "meld:0"))
    assert ctrl.state.melds[0].cards == tuple(cards("9H TH JH QH"))
    assert sorted(ctrl.state.hands[0]) == sorted(cards("4D 8S 5C"))
    assert ctrl.state.pile == [] and ctrl.state.phase == "play"
    assert "took the pile (2 cards)" in ctrl.message
    settle(qtbot, window)
    assert shown_row(window, "meld:0") == cards("9H TH JH QH")
    assert evenly_laid_out(window, "meld:0") and shown_in(window, card("5C")) == "hand"


def test_bu_t29_staged_hand_cards_go_onto_the_meld_with_the_pile_top(qtbot, window) -> None:
    state = position("QH 4D", pile=cards("5C KH"), melds=[(0, cards("9H TH JH"), (9, 10, 11))])
    ctrl = load(window, qtbot, state)
    stage(qtbot, window, "QH")
    drag(qtbot, window, top_of(window, "discard"), zone_centre(window, "meld:0"))
    assert ctrl.state.melds[0].cards == tuple(cards("9H TH JH QH KH"))
    assert sorted(ctrl.state.hands[0]) == sorted(cards("4D 5C"))
    settle(qtbot, window)
    assert not ctrl.staging and "stage:0" not in frames(window)


def test_bu_t11_pile_top_pinned_in_the_staging_area_makes_a_new_meld(qtbot, window) -> None:
    state = position("6S 7S' KD QC", pile=cards("4C 9D 7S 3H 8S"))
    ctrl = load(window, qtbot, state)
    drag(qtbot, window, top_of(window, "discard"), zone_centre(window, "stage:new"))
    settle(qtbot, window)
    assert ctrl.staging.pinned == card("8S") and ctrl.state.phase == "draw"
    assert shown_row(window, "stage:0") == cards("8S")
    assert frames(window)["stage:0"].marked == "invalid"  # one card is no meld yet
    assert window.button("take_pile").isVisible()
    assert not window.button("take_pile").isEnabled()
    stage(qtbot, window, "6S 7S'", group="stage:0")
    assert shown_row(window, "stage:0") == cards("6S 7S' 8S")
    assert window.table.zone_label("stage:0") == "run · 20"
    assert window.button("take_pile").isEnabled()
    qtbot.mouseClick(window.button("take_pile"), Qt.MouseButton.LeftButton)
    assert ctrl.state.melds[0].cards == tuple(cards("6S 7S' 8S"))
    assert sorted(ctrl.state.hands[0]) == sorted(cards("KD QC 4C 9D 7S 3H"))
    settle(qtbot, window)
    assert shown_row(window, "meld:0") == cards("6S 7S' 8S")
    assert not window.button("take_pile").isVisible()


@pytest.mark.parametrize(
    ("pile", "said"),
    [
        ("8S", "Take the pile: 8♠, its only card, goes down in the staged meld — or Take back."),
        ("3H 8S", "the pile's other 1 card "),
        ("9D 3H 8S", "the pile's other 2 cards "),
    ],
)
def test_taking_the_pile_counts_the_other_cards_it_brings(qtbot, window, pile, said) -> None:
    state = position("6S 7S' KD QC", pile=cards(pile))
    ctrl = load(window, qtbot, state)
    drag(qtbot, window, top_of(window, "discard"), zone_centre(window, "stage:new"))
    settle(qtbot, window)
    stage(qtbot, window, "6S 7S'", group="stage:0")
    assert window.button("take_pile").isEnabled()
    text = ctrl.status_text()
    assert said in text and "other 0" not in text, text


def test_taking_the_pile_to_the_hand_is_refused_with_the_rule(qtbot, window) -> None:
    ctrl = load(window, qtbot, position("6S KD", pile=cards("4C 8S")))
    before = picture(window)
    drag(qtbot, window, top_of(window, "discard"), zone_centre(window, "hand"))
    settle(qtbot, window)
    assert "top card must be melded" in ctrl.message
    assert ctrl.state.pile == cards("4C 8S") and picture(window) == before


def test_a_new_meld_laid_down_from_the_staging_area(qtbot, window) -> None:
    ctrl = load(window, qtbot, position("9C TC JC 4D 5H", phase="play"))
    stage(qtbot, window, "JC 9C TC")
    assert shown_row(window, "stage:0") == cards("9C TC JC")  # in rank order
    qtbot.mouseClick(window.button("lay_down"), Qt.MouseButton.LeftButton)
    assert ctrl.state.melds[0].cards == tuple(cards("9C TC JC"))
    assert ctrl.state.hands[0] == cards("4D 5H")
    settle(qtbot, window)
    assert shown_row(window, "meld:0") == cards("9C TC JC")
    assert window.table.zone_label("meld:0") == ""
    assert window.table.zone_label("band:0").startswith("You & Bruno")


def test_a_run_with_several_readings_offers_them(qtbot, window) -> None:
    ctrl = load(window, qtbot, position("5H 6H JK 4D 9S", phase="play"))
    stage(qtbot, window, "5H 6H JK")
    names = [z.name for z in window.table.zones() if z.name.startswith("reading:")]
    assert names == ["reading:0:0", "reading:0:1"]
    assert [window.table.zone_label(n) for n in names] == ["run 4♥–6♥ · 30", "run 5♥–7♥ · 30"]
    QTest.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, zone_centre(window, "reading:0:0"))  # fmt: skip
    settle(qtbot, window)
    assert shown_row(window, "stage:0") == cards("JK 5H 6H")
    qtbot.mouseClick(window.button("lay_down"), Qt.MouseButton.LeftButton)
    assert ctrl.state.melds[0].positions == (4, 5, 6)
    settle(qtbot, window)
    assert window.table.zone_label("meld:0") == "JK = 4♥"


def test_bu_t22_lay_off_relocates_the_wild_card_to_the_end_dropped_at(qtbot, window) -> None:
    state = position("5S 9D KD", phase="play", melds=[(0, cards("4S JK 6S"), (4, 5, 6))])
    ctrl = load(window, qtbot, state)
    assert window.table.zone_label("meld:0") == "JK = 5♠"
    drag(qtbot, window, centre(window, card("5S")), zone_end(window, "meld:0", high=True))
    assert ctrl.state.melds[0].cards == tuple(cards("4S 5S 6S JK"))
    assert ctrl.state.hands[0] == cards("9D KD")
    settle(qtbot, window)
    assert shown_row(window, "meld:0") == cards("4S 5S 6S JK")
    assert window.table.zone_label("meld:0") == "JK = 7♠"


def test_lay_off_at_the_low_end_moves_the_wild_card_there(qtbot, window) -> None:
    state = position("5S 9D KD", phase="play", melds=[(0, cards("4S JK 6S"), (4, 5, 6))])
    ctrl = load(window, qtbot, state)
    drag(qtbot, window, centre(window, card("5S")), zone_end(window, "meld:0", high=False))
    assert ctrl.state.melds[0].cards == tuple(cards("JK 4S 5S 6S"))
    settle(qtbot, window)
    assert window.table.zone_label("meld:0") == "JK = 3♠"


def test_discard_by_dropping_on_the_pile(qtbot, window) -> None:
    ctrl = load(window, qtbot, position("9D KD 4H", phase="play", pile=cards("3C")))
    drag(qtbot, window, centre(window, card("KD")), top_of(window, "discard"))
    assert ctrl.state.pile == cards("3C KD") and ctrl.state.hands[0] == cards("9D 4H")
    assert "discarded K♦" in ctrl.message or ctrl.state.to_play != 0


def test_bu_t16_a_lay_off_that_strands_the_hand_is_refused_with_its_rule(qtbot, window) -> None:
    state = position(
        "KH 3C",
        phase="play",
        melds=[(0, cards("9H TH JH QH"), (9, 10, 11, 12))],
        muertos=((), cards("6D' 7D' 8D'")),
        fates=[PacketFate(0, TAKEN, 2, 0), PacketFate(1)],
    )
    ctrl = load(window, qtbot, state)
    refused: list[str] = []
    ctrl.refused.connect(refused.append)
    before = picture(window)
    assert not ctrl.can_drop([card("KH")], ZoneId("hand"), ZoneId("meld", 0))
    drag(qtbot, window, centre(window, card("KH")), zone_centre(window, "meld:0"))
    settle(qtbot, window)
    assert refused and "single card" in refused[-1] and "canasta" in refused[-1]
    assert ctrl.state.hands[0] == cards("KH 3C") and picture(window) == before


def test_adding_to_the_other_teams_meld_is_refused(qtbot, window) -> None:
    state = position("8H 9D KD", phase="play", melds=[(1, cards("5H 6H 7H"), (5, 6, 7))])
    ctrl = load(window, qtbot, state)
    drag(qtbot, window, centre(window, card("8H")), zone_centre(window, "meld:0"))
    assert "other team's" in ctrl.message and len(ctrl.state.hands[0]) == 3


def test_a_canasta_is_marked_with_its_kind(qtbot, window) -> None:
    melds = [
        (0, cards("3H 4H 5H 6H 7H 8H 9H"), tuple(range(3, 10))),
        (1, cards("5C 6C 7C 8C 2D TC JC"), tuple(range(5, 12))),
    ]
    ctrl = load(window, qtbot, position("KD 4S", melds=melds))
    assert window.table.zone_label("meld:0") == "Limpa · 7"
    assert window.table.zone_label("meld:1") == "Suja · 7 · 2♦ = 9♣"
    assert window.table.zone_label("band:0") == "You & Bruno · 1\u00a0canasta"
    assert window.table.zone_label("band:1") == "Ana & Carla · 1\u00a0canasta"
    assert frames(window)["meld:0"].marked == "hint"
    assert ctrl.zones()


def test_the_score_table_breaks_the_deal_down_per_team(qtbot, window) -> None:
    state = position(
        "KH",
        phase="play",
        melds=[(0, cards("3H 4H 5H 6H 7H 8H 9H"), tuple(range(3, 10)))],
        muertos=((), cards("6D' 7D' 8D'")),
        fates=[PacketFate(0, TAKEN, 0, 0), PacketFate(1)],
    )
    ctrl = load(window, qtbot, state)
    drag(qtbot, window, centre(window, card("KH")), zone_centre(window, "discard"))
    result = ctrl.state.result
    assert result is not None and result.closer == 0
    dialog = score_table(ctrl, result)
    qtbot.addWidget(dialog)
    cells = [
        [dialog.table.item(r, c).text() for c in range(dialog.table.columnCount())]
        for r in range(dialog.table.rowCount())
    ]
    assert cells[0] == ["Cards in melds", "45", "0"]
    assert cells[1] == ["Canasta bonuses", "200", "0"]
    assert cells[2] == ["Closing", "100", "0"]
    assert cells[4][0] == "Muerto not taken" and cells[4][2] == "-100"
    assert cells[3][1] == "-15"  # the partner still holds 5♣ 6♣ 7♣
    assert cells[5][1] == "330"
    assert "You and your partner win" in dialog.heading.text()
    assert "You closed." in dialog.heading.text()
    for seat in (1, 2):  # another seat's close names it
        named = score_table(ctrl, dataclasses.replace(result, closer=seat))
        qtbot.addWidget(named)
        assert f"<p>{ctrl.seats[seat].name} closed.</p>" in named.heading.text()
    assert "closed" in ctrl.status_text()


def test_a_saved_deal_resumes_where_it_was(qtbot, tmp_path) -> None:
    saved = SavedGame(tmp_path / "saved.json")
    win = MainWindow(NewGameSettings(game="buraco", seed=5, pace_ms=0), storage=False)
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    ctrl = win.controller_for("buraco")
    ctrl.store = Store(saved)
    win.start()
    qtbot.waitUntil(lambda: ctrl.my_turn, timeout=HANG_MS)
    ctrl.draw_stock()
    qtbot.waitUntil(lambda: ctrl.my_turn, timeout=HANG_MS)
    record = saved.read()
    assert record["game"] == "buraco" and record["actions"]
    again = BuracoController()
    again.pace_ms = 0
    again.restore(record)
    assert again.state.view(0) == ctrl.state.view(0)
    assert again.match.teams == (0, 1, 0, 1)
    again.shutdown()
    ctrl.shutdown()


def squared_up(win: MainWindow, zone: str) -> bool:
    """Whether a meld is drawn squared up: its first and last cards in view at its two
    ends, the cards between stacked under the last one (each showing a sliver at most)."""
    items = sorted(
        (i for i in win.table.scene().items() if getattr(i, "card", None) is not None
         and i.isVisible() and frames(win)[zone].rect.contains(i.sceneBoundingRect())),
        key=lambda i: i.pos().x(),
    )  # fmt: skip
    if len(items) < 3:
        return False
    first, *middle, last = items
    width = first.sceneBoundingRect().width()
    spread = last.pos().x() - first.pos().x()
    on_top = all(m.zValue() < last.zValue() for m in middle)
    tucked = all(last.pos().x() - m.pos().x() <= width * 0.21 for m in middle)
    return 0.4 * width <= spread <= 0.6 * width and on_top and tucked


RUN_CANASTA = (0, cards("4H 5H 6H 7H 8H 9H TH"), tuple(range(4, 11)))


def test_a_canasta_is_squared_up_and_a_run_canasta_grows_at_its_high_end(qtbot, window):
    ctrl = load(window, qtbot, position("JH 3H KD QC", phase="play", melds=[RUN_CANASTA]))
    assert squared_up(window, "meld:0")
    assert shown_row(window, "meld:0")[0] == card("4H")
    assert shown_row(window, "meld:0")[-1] == card("TH")
    drag(qtbot, window, centre(window, card("JH")), zone_end(window, "meld:0", high=True))
    assert ctrl.state.melds[0].cards == tuple(cards("4H 5H 6H 7H 8H 9H TH JH"))
    settle(qtbot, window)
    assert squared_up(window, "meld:0") and shown_row(window, "meld:0")[-1] == card("JH")
    assert window.table.zone_label("meld:0") == "Limpa · 8"


def test_a_run_canasta_grows_at_its_low_end_too(qtbot, window) -> None:
    ctrl = load(window, qtbot, position("JH 3H KD QC", phase="play", melds=[RUN_CANASTA]))
    assert ctrl.can_drop([card("3H")], ZoneId("hand"), ZoneId("meld", 0))
    drag(qtbot, window, centre(window, card("3H")), zone_end(window, "meld:0", high=False))
    assert ctrl.state.melds[0].cards == tuple(cards("3H 4H 5H 6H 7H 8H 9H TH"))
    settle(qtbot, window)
    assert squared_up(window, "meld:0") and shown_row(window, "meld:0")[0] == card("3H")


def test_a_natural_card_relocates_a_squared_canastas_wild_card(qtbot, window) -> None:
    suja = (0, cards("4S 5S 6S JK 8S 9S TS"), tuple(range(4, 11)))
    ctrl = load(window, qtbot, position("7S KD QC", phase="play", melds=[suja]))
    assert window.table.zone_label("meld:0") == "Suja · 7 · JK = 7♠"
    drag(qtbot, window, centre(window, card("7S")), zone_end(window, "meld:0", high=True))
    assert ctrl.state.melds[0].cards == tuple(cards("4S 5S 6S 7S 8S 9S TS JK"))
    settle(qtbot, window)
    assert squared_up(window, "meld:0")
    assert window.table.zone_label("meld:0") == "Suja · 8 · JK = J♠"


def test_the_pile_top_taken_onto_a_squared_canasta(qtbot, window) -> None:
    state = position("4D 8S", pile=cards("5C JH"), melds=[RUN_CANASTA])
    ctrl = load(window, qtbot, state)
    drag(qtbot, window, top_of(window, "discard"), zone_end(window, "meld:0", high=True))
    assert ctrl.state.melds[0].cards[-1] == card("JH") and ctrl.state.phase == "play"
    assert sorted(ctrl.state.hands[0]) == sorted(cards("4D 8S 5C"))


def test_after_the_deal_every_hand_is_laid_down_face_up(qtbot, window) -> None:
    state = position(
        "KH",
        phase="play",
        melds=[(0, cards("3H 4H 5H 6H 7H 8H 9H"), tuple(range(3, 10)))],
        muertos=((), cards("6D' 7D' 8D'")),
        fates=[PacketFate(0, TAKEN, 0, 0), PacketFate(1)],
    )
    ctrl = load(window, qtbot, state)
    for seat in (1, 2, 3):  # hidden while the deal is played, the partner's too
        assert all(
            not item_face_up for _c, item_face_up, _m in picture(window)[0][f"opp:{seat}"][3]
        )
    drag(qtbot, window, centre(window, card("KH")), zone_centre(window, "discard"))
    assert ctrl.state.result is not None
    settle(qtbot, window)
    for seat, hand in zip((1, 2, 3), OTHERS, strict=True):
        shown = picture(window)[0][f"opp:{seat}"][3]
        assert [c for c, _up, _m in shown] == [str(c) for c in cards(hand)]
        assert all(up for _c, up, _m in shown)
    assert window.table.zone_label("opp:2").endswith("holds -15")
    assert "laid down face up" in ctrl.status_text()


def test_the_status_line_says_what_to_do_in_each_phase(qtbot, window) -> None:
    ctrl = load(window, qtbot, position("6S 7S' KD QC", pile=cards("4C 9D 7S 3H 8S")))
    assert "draw" in ctrl.status_text() and "take the pile" in ctrl.status_text()
    drag(qtbot, window, top_of(window, "discard"), zone_centre(window, "stage:new"))
    settle(qtbot, window)
    assert "meld 8♠ now" in ctrl.status_text()
    assert window.table.zone_label("discard") == "Pile 4"  # the rest, face down
    stage(qtbot, window, "6S 7S'", group="stage:0")
    assert "Take the pile: 8♠ goes down" in ctrl.status_text()
    qtbot.mouseClick(window.button("take_pile"), Qt.MouseButton.LeftButton)
    text = ctrl.status_text()
    assert "then discard" in text and "Running out of cards takes the muerto" in text


def test_a_muerto_waiting_beside_an_emptied_partner_is_told_in_his_whole_label(qtbot, window):
    state = position(
        "9H KD 4S",
        pending={2: cards("3H' 4H' 5H' 6H' 7H' 8H' 9H' TH' JH' QH' KH'")},
        fates=[PacketFate(0, PENDING, 2, 0), PacketFate(1)],
    )
    state.hands[2] = []
    ctrl = load(window, qtbot, state)
    ctrl.seats[2].name = "Bruno Henrique da Silva"
    ctrl.changed.emit()
    settle(qtbot, window)
    label = window.table.zone_label("opp:2")
    assert label == next(z.label for z in ctrl.zones() if z.name == "opp:2")  # not elided
    assert label.startswith("Bruno Henrique da Silva (easy) — your partner · 0 cards")
    assert label.endswith("muerto waiting beside him")
    assert [up for _c, up, _m in picture(window)[0]["pending:2"][3]] == [False] * 4
    assert window.table.zone_label("band:0").endswith("muerto\u00a0waiting")


def test_a_pending_muerto_that_counts_is_laid_down_with_the_hands(qtbot, window) -> None:
    muerto = cards("3H' 4H' 5H' 6H' 7H' 8H' 9H' TH' JH' QH' KH'")
    state = position(
        "KH",
        phase="play",
        melds=[(0, cards("3D 4D 5D 6D 7D 8D 9D"), tuple(range(3, 10)))],
        muertos=((), cards("6D' 7D' 8D'")),
        pending={2: muerto},
        fates=[PacketFate(0, PENDING, 2, 0), PacketFate(1)],
    )
    ctrl = load(window, qtbot, state)
    drag(qtbot, window, centre(window, card("KH")), zone_centre(window, "discard"))
    assert ctrl.state.result is not None and ctrl.state.result.closer == 0  # partner closed
    settle(qtbot, window)
    laid = picture(window)[0]["pending:2"][3]
    assert [c for c, _up, _m in laid] == [str(c) for c in muerto] and all(u for _c, u, _m in laid)
    assert window.table.zone_label("pending:2") == "Muerto, counted as held"


def test_with_the_stock_out_the_status_line_offers_the_pile_or_the_end(qtbot, window):
    state = position(
        "QH 4D 8S",
        stock=[],
        pile=cards("5C KH"),
        melds=[(0, cards("9H TH JH"), (9, 10, 11))],
        muertos=((), ()),
        fates=[PacketFate(0, TAKEN, 0, 0), PacketFate(1, TAKEN, 1, 1)],
        begin_turn=True,
    )
    ctrl = load(window, qtbot, state)
    assert ctrl.state.result is None and ctrl.view().exhausted
    assert "stock is out" in ctrl.status_text() and "end the deal" in ctrl.status_text()


def test_the_hand_label_counts_the_cards_in_the_hand_not_those_staged(qtbot, window) -> None:
    ctrl = load(window, qtbot, position("5H 6H 7H 2S 9D", phase="play"))
    assert " · 5 cards" in window.table.zone_label("hand")
    stage(qtbot, window, "5H 6H 7H")
    assert len(ctrl.staging.cards()) == 3
    assert " · 2 cards" in window.table.zone_label("hand"), window.table.zone_label("hand")


def test_an_empty_pile_keeps_an_outlined_place_that_takes_a_discard(qtbot, window) -> None:
    """With the pile empty its place is outlined (dashed) and labelled, and a card dragged
    there is discarded onto it, not refused."""
    from PySide6.QtCore import Qt as QtNS

    ctrl = load(window, qtbot, position("9H KD 4C", pile=[], phase="play"))
    assert window.table.zone_label("discard") == "Pile empty"
    frame = window.table._zone_items["discard"]
    assert frame.pen().style() == QtNS.PenStyle.DashLine
    drag(qtbot, window, centre(window, card("4C")), zone_centre(window, "discard"))
    assert ctrl.state.pile[-1:] == cards("4C") and ctrl.state.hands[0] == cards("9H KD")
    settle(qtbot, window)
    assert window.table.zone_label("discard") == "Pile 1"
    assert window.table._zone_items["discard"].pen().style() != QtNS.PenStyle.DashLine
