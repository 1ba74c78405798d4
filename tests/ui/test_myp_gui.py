"""Mano y Pie at the table, driven as a person would: real mouse drags on the viewport."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QLabel

from app import i18n
from app.core.cards import card, cards
from app.core.narration import Narrator
from app.games.mano_y_pie.bots import ManoYPieBot
from app.games.mano_y_pie.engine import AskToGoOut, ManoYPie, Meld, Refuse
from app.games.mano_y_pie.narration import news
from app.games.mano_y_pie.rules import ManoYPieOptions
from app.session import Store
from app.storage.saved_game import SavedGame
from app.storage.scoreboard import Scoreboard
from app.table.items import CardItem
from app.table.zones import ZoneId
from app.ui.games.mano_y_pie import TABLE as _MANO_Y_PIE_TABLE
from app.ui.games.mano_y_pie.controller import ManoYPieController
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameSettings
from app.ui.stats_window import StatisticsDialog
from tests.waits import HANG_MS, events_handled

from .helpers import (
    centre,
    drag,
    evenly_laid_out,
    frames,
    open_table,
    picture,
    settle,
    shown_in,
    shown_row,
    stage,
    top_of,
    zone_centre,
)

score_table = _MANO_Y_PIE_TABLE.result_dialog

# Cards nobody in these positions holds: the other hands, the stock and the feet.
OTHERS = ["4C' 5C' 6C'", "7C' 8C' 9C'", "TC' JC' QC'"]
STOCK = cards("KC KS' QD' JD' 9S' 8H' 7H' 6H'")
FEET = [cards("4H'' 4D'' 4S''"), cards("5H'' 5D'' 5S''"), cards("6H'' 6D'' 6S''"),
        cards("7H'' 7D'' 7S''")]  # fmt: skip
#: Team 0's five books: the contract of §4.6 done.
BOOKS = [
    (0, cards("KH KD KS KC KH' KD' KC'")),  # clean
    (0, cards("QH QD QS QC QH' QD' QC'")),  # clean
    (0, cards("JH JD JS JC JH' JD' 2C")),  # dirty
    (0, cards("TH TD TS TC TH' 2D 2H")),  # dirty
    (0, cards("JK JK' 2S 2S' 2C' 2D' 2H'")),  # wild
]


@pytest.fixture
def window(qtbot):
    win = open_table(qtbot, "mano-y-pie")
    yield win
    win.controller.shutdown()


def position(hand: str, **kw) -> ManoYPie:
    kw.setdefault("stock", STOCK)
    kw.setdefault("feet", FEET)
    return ManoYPie.from_position([cards(hand), *(cards(o) for o in OTHERS)], **kw)


def load(win: MainWindow, qtbot, state: ManoYPie, levels=("easy",) * 3) -> ManoYPieController:
    win.use_game("mano-y-pie")
    win.controller.load_position(state, [None, *levels])
    settle(qtbot, win)
    return win.controller_for("mano-y-pie")


def click(qtbot, win: MainWindow, name: str) -> None:
    qtbot.mouseClick(win.button(name), Qt.MouseButton.LeftButton)


def refused_without_change(qtbot, win, ctrl, gesture) -> str:
    """Do `gesture`; the state and the table must not change, and a refusal is told."""
    said: list[str] = []
    ctrl.refused.connect(said.append)
    before, state_before = picture(win), ctrl.state.view(0)
    gesture()
    settle(qtbot, win)
    assert said, "no refusal told"
    assert ctrl.state.view(0) == state_before and picture(win) == before
    return said[-1]


def test_each_seat_shows_its_hand_and_its_foot_and_each_band_its_contract(qtbot, window):
    ctrl = load(window, qtbot, position("9H KD", pile=cards("4C 9D")))
    labels = {z.name: z.label.replace("\u00a0", " ") for z in ctrl.zones()}
    assert labels["opp:2"] == "Bruno (easy) — your partner · 3 cards · foot 3"
    assert "3\u00a0cards" in window.table.zone_label("opp:2")  # kept on one line
    assert labels["opp:1"].startswith("Ana (easy) — opponent")
    assert labels["hand"] == "You — with Bruno · 2 cards · foot 3"
    for seat in range(4):  # every foot face down beside its seat, the person's too
        spec = next(z for z in ctrl.zones() if z.name == f"foot:{seat}")
        assert spec.count == 3 and not spec.shows_faces and not spec.cards
        assert frames(window)[f"foot:{seat}"].isVisible()
    band = window.table.zone_label("band:0").replace("\u00a0", " ")
    assert band == "You & Bruno · clean 0/2 · dirty 0/2 · wild 0/1 · to open: 50"
    assert shown_row(window, "discard") == cards("9D")  # the pile: its top only
    assert window.table.zone_label("discard") == "Pile 2"
    assert (
        "draw two" in ctrl.status_text()
        and "stage two of its top card's rank" in ctrl.status_text()
    )


def test_draw_two_by_dragging_the_stock_to_the_hand(qtbot, window) -> None:
    ctrl = load(window, qtbot, position("9H KD"))
    assert window.button("draw").isEnabled()
    drag(qtbot, window, top_of(window, "stock"), zone_centre(window, "hand"))
    assert ctrl.state.phase == "play" and ctrl.state.hands[0] == cards("9H KD KC KS'")
    assert ctrl.message == "You drew K♣ K♠."  # your own cards, named to you
    settle(qtbot, window)
    assert shown_in(window, card("KS'")) == "hand"
    assert window.table.zone_label("stock") == "Stock 6"
    assert "discard" in ctrl.status_text()


def test_the_pile_top_onto_the_team_meld_with_two_staged_matching_cards_takes_it(qtbot, window):
    state = position("9C' 9D' 4D", pile=cards("5C QH 8S 9C"), melds=[(0, cards("9H 9D 9S"))])
    ctrl = load(window, qtbot, state)
    assert window.table.zone_label("meld:0") == "3 / 7"
    stage(qtbot, window, "9C' 9D'")
    drag(qtbot, window, top_of(window, "discard"), zone_centre(window, "meld:0"))
    assert sorted(ctrl.state.melds[0].cards) == sorted(cards("9H 9D 9S 9C 9C' 9D'"))
    assert sorted(ctrl.state.hands[0]) == sorted(cards("4D 5C QH 8S"))
    assert ctrl.state.pile == [] and ctrl.state.phase == "play"
    assert "took the pile (4 cards)" in ctrl.message
    settle(qtbot, window)
    assert window.table.zone_label("meld:0") == "6 / 7"
    assert evenly_laid_out(window, "meld:0") and shown_in(window, card("QH")) == "hand"


def test_hf_t09_the_pile_top_pinned_in_the_staging_area_takes_the_top_seven(qtbot, window):
    pile = cards("4H 5H 6H 7H QD QS 8D 8S TD 9C")  # ten cards, top 9♣
    state = position("9D' 9S' QC' QH'' QS''", pile=pile, initial_melded=[False, False])
    ctrl = load(window, qtbot, state)
    drag(qtbot, window, top_of(window, "discard"), zone_centre(window, "stage:new"))
    settle(qtbot, window)
    assert ctrl.staging.pinned == card("9C") and ctrl.state.phase == "draw"
    assert window.table.zone_label("discard") == "Pile 9"
    assert frames(window)["stage:0"].marked == "invalid"  # one card is no meld yet
    assert window.button("take_pile").isVisible() and not window.button("take_pile").isEnabled()
    stage(qtbot, window, "9D' 9S'", group="stage:0")
    assert window.table.zone_label("stage:0") == "set · 30"
    # 30 is below the first deal's 50: Take the pile waits, and says why
    assert not window.button("take_pile").isEnabled()
    assert "must be worth 50: these make 30" in ctrl.status_text()
    assert "first melds 30 / 50" in window.table.zone_label("stage:new")
    stage(qtbot, window, "QC' QH'' QS''")  # HF-T09 (c): a second meld, all from the hand
    assert "first melds 60 / 50" in window.table.zone_label("stage:new")
    click(qtbot, window, "take_pile")
    assert [sorted(m.cards) for m in ctrl.state.melds] == [
        sorted(cards("9C 9D' 9S'")),
        sorted(cards("QC' QH'' QS''")),
    ]
    assert len(ctrl.state.pile) == 3 and ctrl.state.initial_melded[0]
    assert sorted(ctrl.state.hands[0]) == sorted(cards("7H QD QS 8D 8S TD"))
    settle(qtbot, window)
    assert not window.button("take_pile").isVisible()
    assert "to open" not in window.table.zone_label("band:0")


def test_new_melds_are_built_against_the_deals_minimum_and_laid_down(qtbot, window) -> None:
    state = position("AH AD AS KH KD KS QH QD QS 4C", phase="play", deal_index=1,
                     initial_melded=[False, False])  # fmt: skip
    ctrl = load(window, qtbot, state)
    assert "to open: 90" in window.table.zone_label("band:0").replace("\u00a0", " ")
    stage(qtbot, window, "AH AD AS")
    stage(qtbot, window, "KH KD KS")
    assert "first melds 90 / 90" in window.table.zone_label("stage:new")
    assert window.button("lay_down").isEnabled()
    click(qtbot, window, "lay_down")
    assert len(ctrl.state.melds) == 2 and ctrl.state.initial_melded[0]
    assert sorted(ctrl.state.hands[0]) == sorted(cards("QH QD QS 4C"))
    settle(qtbot, window)
    assert shown_in(window, card("AH")) == "meld:0" and shown_in(window, card("KS")) == "meld:1"


def test_the_minimum_not_met_is_refused_and_says_so(qtbot, window) -> None:
    state = position("AH AD AS KH 4C", phase="play", deal_index=1, initial_melded=[False, False])
    ctrl = load(window, qtbot, state)
    stage(qtbot, window, "AH AD AS")
    assert "60 / 90" in ctrl.status_text()
    assert not window.button("lay_down").isEnabled()
    said = refused_without_change(qtbot, window, ctrl, ctrl.lay_down)
    assert said == "Your team's first melds this deal must be worth 90: these make 60."


def test_lay_off_by_dropping_on_the_team_meld(qtbot, window) -> None:
    state = position("8D' 9D KD", phase="play", melds=[(0, cards("8H 8D 8S"))])
    ctrl = load(window, qtbot, state)
    drag(qtbot, window, centre(window, card("8D'")), zone_centre(window, "meld:0"))
    assert len(ctrl.state.melds[0].cards) == 4 and ctrl.state.hands[0] == cards("9D KD")
    assert ctrl.message == "You added 8♦ to 8♥ 8♦ 8♠."  # the meld by its cards
    settle(qtbot, window)
    assert window.table.zone_label("meld:0") == "4 / 7"


def test_discard_by_dropping_on_the_pile(qtbot, window) -> None:
    ctrl = load(window, qtbot, position("9D KD 4H", phase="play", pile=cards("5C")))
    drag(qtbot, window, centre(window, card("KD")), top_of(window, "discard"))
    assert ctrl.state.pile[:2] == cards("5C KD") and ctrl.state.hands[0] == cards("9D 4H")


def test_refusals_change_nothing_and_name_the_rule(qtbot, window) -> None:
    state = position("3C' 3S' 5D", pile=cards("5C 3S"))
    ctrl = load(window, qtbot, state)
    said = refused_without_change(qtbot, window, ctrl, lambda: drag(
        qtbot, window, top_of(window, "discard"), zone_centre(window, "stage:new")))  # fmt: skip
    assert said == "The 3♠ on top blocks the pile: draw from the stock."
    said = refused_without_change(qtbot, window, ctrl, lambda: drag(
        qtbot, window, centre(window, card("5D")), top_of(window, "discard")))  # fmt: skip
    assert said.startswith("Draw first")


def test_not_enough_naturals_for_a_wild_card_is_refused(qtbot, window) -> None:
    state = position("2C 9D KD", phase="play", melds=[(0, cards("8H 8D 8S JK"))])
    ctrl = load(window, qtbot, state)
    said = refused_without_change(qtbot, window, ctrl, lambda: drag(
        qtbot, window, centre(window, card("2C")), zone_centre(window, "meld:0")))  # fmt: skip
    assert "too many wild cards" in said and "at least 2 natural cards" in said


def test_hf_t16_on_the_foot_a_meld_that_keeps_one_card_is_refused(qtbot, window) -> None:
    state = position("9H 9D 9S 4C", phase="play", feet=[None, *FEET[1:]],
                     melds=[(0, cards("AH AD AS"))])  # fmt: skip
    ctrl = load(window, qtbot, state)
    assert not window.button("ask_partner").isEnabled()  # no books yet
    stage(qtbot, window, "9H 9D 9S")
    said = refused_without_change(qtbot, window, ctrl, ctrl.lay_down)
    assert said.startswith("On your foot you must keep two cards")


def test_hf_t13_melding_the_last_card_picks_the_foot_up_at_once(qtbot, window) -> None:
    state = position("5H 5S 5D", phase="play", melds=[(0, cards("AH AD AS"))])
    ctrl = load(window, qtbot, state)
    foot = FEET[0]
    assert window.table.zone_label("hand").endswith("foot\u00a03")
    stage(qtbot, window, "5H 5S 5D")
    click(qtbot, window, "lay_down")
    assert ctrl.state.on_foot(0) and sorted(ctrl.state.hands[0]) == sorted(foot)
    assert "You picked up the foot." in ctrl.message
    settle(qtbot, window)
    assert all(shown_in(window, c) == "hand" for c in foot)
    assert next(z for z in ctrl.zones() if z.name == "foot:0").count == 0
    assert window.table.zone_label("hand").endswith("on\u00a0the\u00a0foot")
    assert "keep two cards" in ctrl.status_text()


def asking_position(**kw) -> ManoYPie:
    """Bruno (seat 2) on his foot with the team's books done, the person on his foot and
    having discarded from it: Bruno may ask to go out, and can (8 8 8 melded, 5 out)."""
    hands = [cards("9H 4D 6S"), cards(OTHERS[0]), cards("8D' 8S' 8D 5H"), cards(OTHERS[2])]
    return ManoYPie.from_position(
        hands, feet=[None, FEET[1], None, FEET[3]], stock=STOCK, pile=cards("5C"),
        melds=BOOKS, foot_discarded=[True, False, False, False], **kw,
    )  # fmt: skip


@pytest.mark.parametrize("answer", ["grant", "refuse"])
def test_a_bot_partner_asks_to_go_out_and_the_person_answers(qtbot, window, answer) -> None:
    state = asking_position(to_play=2, phase="play")
    ctrl = load(window, qtbot, state)
    qtbot.waitUntil(lambda: ctrl.state.phase == "asking", timeout=HANG_MS)
    settle(qtbot, window)
    assert ctrl.my_turn and ctrl.is_asked()
    question = ctrl.status_text()
    assert "Bruno asks to go out" in question
    assert "Books: clean 2/2 · dirty 2/2 · wild 1/1" in question
    assert "You hold 3 cards (20 points against your team)" in question
    assert window.table.zone_label("question").startswith("Bruno asks to go out: Yes")
    assert window.button("grant").isVisible() and window.button("refuse").isVisible()
    # while asked, the cards stay where they are
    refused_without_change(qtbot, window, ctrl, lambda: drag(
        qtbot, window, centre(window, card("9H")), top_of(window, "discard")))  # fmt: skip
    click(qtbot, window, answer)
    seat, said = ctrl.state.permission_log[-1][1:]
    assert seat == 0 and said == ("granted" if answer == "grant" else "refused")
    assert ("said yes" if answer == "grant" else "said no") in ctrl.message
    settle(qtbot, window)
    assert "question" not in frames(window) and not window.button("grant").isVisible()
    if answer == "grant":  # a bot that asks goes out once granted, in that turn
        qtbot.waitUntil(lambda: ctrl.state.result is not None, timeout=HANG_MS)
        assert ctrl.state.result.went_out == 2


def test_the_person_asks_partner_and_the_answer_is_in_the_status(qtbot, window) -> None:
    hands = [cards("9H 9D 9S 4C"), cards(OTHERS[0]), cards("8D' 8S'"), cards(OTHERS[2])]
    state = ManoYPie.from_position(
        hands, feet=[None, FEET[1], None, FEET[3]], stock=STOCK, pile=cards("5C"),
        melds=BOOKS, foot_discarded=[False, False, True, False], phase="play",
    )  # fmt: skip
    ctrl = load(window, qtbot, state)
    assert "Ask partner" in ctrl.status_text()
    assert window.button("ask_partner").isEnabled()
    click(qtbot, window, "ask_partner")
    qtbot.waitUntil(lambda: ctrl.my_turn and ctrl.state.phase == "play", timeout=HANG_MS)
    assert ctrl.message == "Bruno said yes: you may go out."
    assert "You may go out" in ctrl.status_text()
    assert not window.button("ask_partner").isEnabled()  # once a turn
    stage(qtbot, window, "9H 9D 9S")
    click(qtbot, window, "lay_down")
    drag(qtbot, window, centre(window, card("4C")), top_of(window, "discard"))
    result = ctrl.state.result
    assert result is not None and result.went_out == 0 and result.going_out[0] == 100


def test_after_the_deal_every_hand_and_foot_is_laid_down_face_up(qtbot, window) -> None:
    state = ManoYPie.from_position(
        [cards("4C"), cards(OTHERS[0]), cards("8D' 8S'"), cards(OTHERS[2])],
        feet=[None, FEET[1], None, FEET[3]], stock=STOCK, pile=cards("5C"),
        melds=BOOKS, foot_discarded=[False, False, True, False], phase="play",
        options={"require_permission": False},
    )  # fmt: skip
    ctrl = load(window, qtbot, state)
    for seat in (1, 2, 3):  # hidden while the deal is played, the partner's too
        assert all(not up for _c, up, _m in picture(window)[0][f"opp:{seat}"][3])
    drag(qtbot, window, centre(window, card("4C")), top_of(window, "discard"))
    result = ctrl.state.result
    assert result is not None and result.went_out == 0
    settle(qtbot, window)
    shown = picture(window)[0]
    for seat, hand in ((1, OTHERS[0]), (2, "8D' 8S'"), (3, OTHERS[2])):
        assert [c for c, up, _m in shown[f"opp:{seat}"][3] if up] == [str(c) for c in cards(hand)]
    for seat in (1, 3):  # the feet never picked up, face up beside their seats
        assert sorted(c for c, up, _m in shown[f"foot:{seat}"][3] if up) == sorted(
            str(c) for c in FEET[seat]
        )
    assert window.table.zone_label("opp:2").endswith("holds\u00a0-20")
    assert "laid down face up" in ctrl.status_text()
    dialog = score_table(ctrl, result)
    qtbot.addWidget(dialog)
    cells = [
        [dialog.table.item(r, c).text() for c in range(dialog.table.columnCount())]
        for r in range(dialog.table.rowCount())
    ]
    melded = 70 + 70 + (60 + 20) + (50 + 40) + (100 + 100)  # the five books' cards
    assert cells[0] == ["Cards in melds", str(melded), "0"]
    assert cells[1] == ["Book bonuses", str(2 * 500 + 2 * 300 + 1500), "0"]
    assert cells[3] == ["Going out", "100", "0"]
    assert cells[4] == ["Cards held (hand and foot)", "-20", str(-(15 + 15 + 30 + 15))]
    assert cells[5][0] == "This deal" and int(cells[5][1]) == result.team_scores[0]
    assert "You and your partner win the deal" in dialog.heading.text()
    assert "You went out." in dialog.heading.text()
    for seat in (1, 2):  # another seat's going out names it
        named = score_table(ctrl, dataclasses.replace(result, went_out=seat))
        qtbot.addWidget(named)
        assert f"<p>{ctrl.seats[seat].name} went out.</p>" in named.heading.text()


def test_a_book_squares_up_with_its_kind_on_top_and_red_3s_lie_by_the_band(qtbot, window):
    state = position("9D KD", phase="play", melds=BOOKS[:1] + BOOKS[2:3] + BOOKS[4:] +
                     [(1, cards("6H 6D 6S 6C"))], red3s=[(0, card("3H")), (1, card("3D"))])  # fmt: skip
    ctrl = load(window, qtbot, state)
    assert window.table.zone_label("meld:0") == "Clean book"
    assert window.table.zone_label("meld:1") == "Dirty book"
    assert window.table.zone_label("meld:2") == "Wild book"
    assert window.table.zone_label("meld:3") == "4 / 7"
    assert shown_row(window, "meld:0")[-1].is_red  # a red card on the clean book
    top = shown_row(window, "meld:1")[-1]
    assert not top.is_red and top.rank != 2  # a black natural on the dirty one
    assert shown_row(window, "meld:2")[-1].is_joker
    assert shown_row(window, "red3s:0") == cards("3H") and shown_row(window, "red3s:1") == [
        card("3D")
    ]
    band = window.table.zone_label("band:0").replace("\u00a0", " ")
    assert "clean 1/2 · dirty 1/2 · wild 1/1" in band and "red 3s: 1" in band
    assert ctrl.state.phase == "play"


def test_a_saved_match_resumes_in_its_next_deal(qtbot, tmp_path) -> None:
    saved = SavedGame(tmp_path / "saved.json")
    win = MainWindow(NewGameSettings(game="mano-y-pie", seed=5, pace_ms=0), storage=False)
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    ctrl = win.controller_for("mano-y-pie")
    ctrl.store = Store(saved)
    win.use_game("mano-y-pie")
    ctrl.pace_ms = 0  # the window's pace reaches the controller at start(), skipped here
    options = ManoYPieOptions(num_decks=1, hand_size=4, foot_size=4, contract=(0, 0, 0))
    ctrl.new_game(options, ("easy",), seed=5)
    qtbot.waitUntil(lambda: ctrl.my_turn, timeout=HANG_MS)
    ctrl.draw_stock()
    qtbot.waitUntil(lambda: ctrl.my_turn, timeout=HANG_MS)
    record = saved.read()
    assert record["game"] == "mano-y-pie" and record["actions"]
    again = ManoYPieController()
    again.pace_ms = 0
    again.restore(record)
    assert again.state.view(0) == ctrl.state.view(0)
    assert again.match.teams == (0, 1, 0, 1)
    # a finished first deal: the saved game holds the match in its second deal
    first = ctrl.match.deal
    while ctrl.match.deal is first:
        state = ctrl.state
        seat = state.to_play
        ctrl.session.play(ctrl.bots.get(seat, again.bots[1]).choose(state.view(seat)))
        if state.to_play is None:
            ctrl.next_deal()
    ctrl.autosave()
    record = saved.read()
    assert record["deal_index"] == 1 and len(record["results"]) == 1
    resumed = ManoYPieController()
    resumed.pace_ms = 0
    resumed.restore(record)
    assert resumed.state.deal_index == 1 and resumed.state.minimum == 90
    assert resumed.match.team_totals == ctrl.match.team_totals
    for c in (again, resumed, ctrl):
        c.shutdown()


def test_the_status_line_says_what_to_do(qtbot, window) -> None:
    ctrl = load(
        window, qtbot, position("9H KD", pile=cards("4C 9D"), melds=[(0, cards("AH AD AS"))])
    )
    assert ctrl.status_text().startswith("Your turn: drag the stock to your hand to draw two")
    ctrl.draw_stock()
    assert (
        "then discard onto the pile" in ctrl.status_text()
        and "pick up your foot" in ctrl.status_text()
    )
    drop = ctrl.drop(cards("9H"), ZoneId("hand"), ZoneId("stage", key="new"), 0)
    assert drop and "not yet playable" in ctrl.status_text()


def test_a_finished_match_is_on_the_scoreboard_and_in_the_statistics(qtbot, tmp_path) -> None:
    board = Scoreboard(tmp_path / "scoreboard.sqlite3")
    ctrl = ManoYPieController()
    ctrl.pace_ms = 0
    ctrl.store = Store(scoreboard=board)
    options = ManoYPieOptions(num_decks=1, hand_size=4, foot_size=4, contract=(0, 0, 0),
                              num_deals=2)  # fmt: skip
    ctrl.new_game(options, ("easy",), seed=7)
    person = ManoYPieBot("easy", "person")
    while not ctrl.match.over:
        qtbot.waitUntil(lambda: ctrl.my_turn or ctrl.state.to_play is None, timeout=HANG_MS)
        if ctrl.state.to_play is None:
            ctrl.next_deal()
        else:
            ctrl.perform(person.choose(ctrl.view()))
    (match,) = board.matches()
    assert match.game == "mano-y-pie" and len(board.deals(match.id)) == 2
    assert [s.team_number for s in match.seats] == [0, 1, 0, 1]
    dialog = StatisticsDialog(board)
    qtbot.addWidget(dialog)
    assert dialog.result_text(match).startswith("you and your partner")
    table = score_table(ctrl, ctrl.match.results[-1])  # the match's last score table
    qtbot.addWidget(table)
    assert tuple(ctrl.match.winners) == (1, 3)
    notes = [w.text() for w in table.findChildren(QLabel) if "Match over" in w.text()]
    assert notes == ["Deal 2 of 2. Match over: Ana & Carla win."]  # not "Ana, Carla wins."
    grid = table.table  # to read, not to edit
    assert grid.editTriggers() == QAbstractItemView.EditTrigger.NoEditTriggers
    assert grid.focusPolicy() == Qt.FocusPolicy.NoFocus
    ctrl.shutdown()
    board.close()


def test_hf_t18_after_the_partner_said_no_a_meld_that_keeps_one_card_is_refused(qtbot, window):
    hands = [cards("9H 9D 9S 4C"), cards(OTHERS[0]), cards("8D' 8S'"), cards(OTHERS[2])]
    state = ManoYPie.from_position(
        hands, feet=[None, FEET[1], None, FEET[3]], stock=STOCK, pile=cards("5C"),
        melds=BOOKS, foot_discarded=[False, False, True, False], phase="play",
    )  # fmt: skip
    state.play(AskToGoOut())
    state.play(Refuse())  # Bruno's answer, before the table is shown
    ctrl = load(window, qtbot, state)
    assert "Your partner said no: keep two cards this turn." in ctrl.status_text()
    assert not window.button("ask_partner").isEnabled()
    stage(qtbot, window, "9H 9D 9S")
    said = refused_without_change(qtbot, window, ctrl, ctrl.lay_down)
    assert said == "Your partner said no: you cannot go out this turn, so keep two cards."


def test_at_1024x640_the_status_after_a_foot_pick_up_is_whole(qtbot) -> None:
    """The status line's two lines hold what the lay-down did and what comes next (the
    foot picked up, keep two cards) on a small screen: nothing elided."""
    win = open_table(qtbot, "mano-y-pie", (1024, 640))
    try:
        hand = "6C 6D 6S"
        foot = cards("4H'' 4D'' 9S'' 9C'' QH'' QD'' AS'' 7C'' 7D'' 8H'' 8S'' KC'' 2H''")
        state = position(hand, phase="play", feet=[foot, *FEET[1:]],
                         melds=[(0, cards("AH AD AS")), (1, cards("9H 9D 9S 9C"))])  # fmt: skip
        ctrl = load(win, qtbot, state)
        ctrl.drop(cards(hand), ZoneId("hand"), ZoneId("stage", key="new"), 0)
        assert ctrl.lay_down() and ctrl.state.on_foot(0)
        settle(qtbot, win)
        status = win.status_label
        assert "picked up the foot" in status.text() and "keep two cards" in status.text()
        assert status.toolTip() == "" and not status.shown_text().endswith("…")
        assert status.shown_text().replace("\n", " ") == status.text()
    finally:
        win.controller.shutdown()


def test_at_1024x640_the_table_stays_put_when_a_partner_asks_to_go_out(qtbot) -> None:
    """Yes, go out and No, play on join the buttons: the bar's height does not change, so
    the table does not jump while the question is asked."""
    win = open_table(qtbot, "mano-y-pie", (1024, 640))
    try:
        ctrl = load(win, qtbot, position("9H KD", pile=cards("4C 9D")))
        events_handled()  # the bar laid out for this turn's buttons
        before = win.table.viewport().size()
        ctrl = load(win, qtbot, asking_position(to_play=2, phase="play"))
        qtbot.waitUntil(ctrl.is_asked, timeout=HANG_MS)
        settle(qtbot, win)
        events_handled()
        assert win.button("grant").isVisible()
        assert win.table.viewport().size() == before
    finally:
        win.controller.shutdown()


def test_a_red_3_drawn_is_told_with_who_placed_it_and_a_draw_says_its_count(qtbot, window):
    state = position("9H KD", stock=cards("3D KC KS' QD' JD' 9S'"), pile=cards("4C 9D"),
                     options={"draw_count": 3})  # fmt: skip
    ctrl = load(window, qtbot, state)
    assert "drag the stock to your hand to draw three" in ctrl.status_text()
    ctrl.draw_stock()
    assert ctrl.state.hands[0] == cards("9H KD KC KS' QD'")  # the red 3 replaced
    # The cards kept are named (the red 3 is placed, its replacement drawn).
    assert ctrl.message == "You drew K♣ K♠ Q♦. You placed a red 3."


def test_a_seat_that_picks_up_its_foot_is_told_without_a_his_or_her(qtbot, window) -> None:
    ctrl = load(window, qtbot, position("9H KD"))
    before = position("9H KD").view(0)
    after = position("9H KD", feet=[FEET[0], FEET[1], None, FEET[3]]).view(0)
    narrator = Narrator(tuple(seat.name for seat in ctrl.seats), ctrl.person)
    said = [ctrl.words(w) for w in news(narrator, 2, before, after)]
    assert said == ["Bruno picked up the foot."]


def test_a_pile_of_one_card_taken_is_told_in_the_singular(qtbot, window) -> None:
    state = position("9C' 9D' 4D", pile=cards("9C"), melds=[(0, cards("9H 9D 9S"))])
    ctrl = load(window, qtbot, state)
    stage(qtbot, window, "9C' 9D'")
    drag(qtbot, window, top_of(window, "discard"), zone_centre(window, "meld:0"))
    assert ctrl.state.pile == [] and ctrl.message == (
        "You took the pile (1 card), melding 9♣. You added 9♣ 9♦ 9♣ to 9♥ 9♦ 9♠."
    )


def test_a_request_to_go_out_is_told_once_while_the_partner_answers(qtbot, window) -> None:
    hands = [cards("9H 9D 9S 4C"), cards(OTHERS[0]), cards("8D' 8S'"), cards(OTHERS[2])]
    state = ManoYPie.from_position(
        hands, feet=[None, FEET[1], None, FEET[3]], stock=STOCK, pile=cards("5C"),
        melds=BOOKS, foot_discarded=[False, False, True, False], phase="play",
    )  # fmt: skip
    ctrl = load(window, qtbot, state)
    assert ctrl.ask_partner()
    assert ctrl.status_text() == "You asked to go out. Bruno answers…"  # not "asked" twice


def test_playing_alone_the_status_and_refusals_speak_of_you_not_a_team(qtbot, window) -> None:
    hands = [cards("AH AD KS KC 2C 4D"), cards(OTHERS[0]), cards(OTHERS[1])]
    state = ManoYPie.from_position(hands, feet=FEET[:3], stock=STOCK, pile=cards("5C"),
                                   phase="play", options={"num_players": 3})  # fmt: skip
    ctrl = load(window, qtbot, state, levels=("easy", "easy"))
    assert "Your first melds must make 50." in ctrl.status_text()
    assert "team" not in ctrl.status_text()
    refused = ctrl.state.legal(Meld((tuple(cards("KS KC 2C")),)))  # 40, short of 50
    assert refused is not None and refused.code == "below_minimum"
    assert ctrl.sentence(refused) == "Your first melds this deal must be worth 50: these make 40."


def test_the_question_and_the_answer_are_said_at_the_seats_and_the_permission_in_words(
    qtbot, window
) -> None:
    """The person's question shows at their seat while it waits; the partner's answer at
    the partner's seat; the hand's label says the permission holds this turn."""
    hands = [cards("9H 9D 9S 4C"), cards(OTHERS[0]), cards("8D' 8S'"), cards(OTHERS[2])]
    state = ManoYPie.from_position(
        hands, feet=[None, FEET[1], None, FEET[3]], stock=STOCK, pile=cards("5C"),
        melds=BOOKS, foot_discarded=[False, False, True, False], phase="play",
    )  # fmt: skip
    ctrl = load(window, qtbot, state)
    assert "said:0" not in frames(window) and "said:2" not in frames(window)
    click(qtbot, window, "ask_partner")
    if ctrl.state.phase == "asking":  # the partner has not answered yet: the question waits
        assert window.table.zone_label("said:0") == "You asked to go out."
    qtbot.waitUntil(lambda: ctrl.my_turn and ctrl.state.phase == "play", timeout=HANG_MS)
    settle(qtbot, window)
    assert "said:0" not in frames(window)  # answered
    assert window.table.zone_label("said:2") == "Bruno said yes: you may go out."
    assert "may\u00a0go\u00a0out\u00a0this\u00a0turn" in window.table.zone_label("hand")
    assert "said:1" not in frames(window) and "said:3" not in frames(window)  # opponents


def test_what_the_partner_did_of_note_is_said_at_the_partners_seat(qtbot, window) -> None:
    """Through a few rounds between bots: the partner's seat shows the sentences of their
    last turn's melds and lay-offs (never a plain draw or discard), an opponent's never.
    A deal of its own (seed 1): its verdict never hangs on a random one."""
    window.settings.seed = 1
    window.start()
    ctrl = window.controller
    person = ctrl.info.bot("easy", "person")
    seen = 0
    for _ in range(10):
        qtbot.waitUntil(lambda: ctrl.state.to_play is None or ctrl.my_turn, timeout=HANG_MS)
        if ctrl.state.to_play is None:
            break
        settle(qtbot, window)
        shown = frames(window)
        assert not any(name in shown for name in ("said:1", "said:3"))
        if "said:2" in shown:
            seen += 1
            label = window.table.zone_label("said:2")
            assert label.startswith("Bruno "), label
            assert "drew from the stock" not in label and "discarded" not in label, label
            logged = window.parts["game_log"].dock.texts()
            assert all(part in " ".join(logged) for part in label.split(". ") if part)
        while ctrl.my_turn:
            ctrl.perform(person.choose(ctrl.view(), person.limit))
    assert seen, "the partner did something of note in ten rounds"


@pytest.mark.parametrize("seed", [11, 30, 39])
def test_a_partner_opening_the_deal_with_dealt_red_3s_says_them_not_the_draw(
    qtbot, window, seed
) -> None:
    """Seeds whose first seat is the partner, dealt a red 3: the deal's first action is
    told after the red 3 placed ("Bruno placed a red 3. Bruno drew from the stock."); the
    bubble keeps the red 3, never the plain draw."""
    window.settings.seed = seed
    window.start()
    ctrl = window.controller
    assert ctrl.state.to_play == 2 and [p for p, _ in ctrl.view().red3s] == [2]
    qtbot.waitUntil(lambda: ctrl.my_turn, timeout=HANG_MS)
    settle(qtbot, window)
    label = window.table.zone_label("said:2")
    assert label.startswith("Bruno placed a red 3."), label
    assert "drew from the stock" not in label and "discarded" not in label, label


def bubbles_at_each_move(ctrl: ManoYPieController) -> list[tuple[int, int, dict[str, str]]]:
    """From now on, at each move the table shows: (the turn, whose turn it is, the bubbles
    drawn by zone name and what they say)."""
    seen: list[tuple[int, int, dict[str, str]]] = []

    def note() -> None:
        view = ctrl.view()
        if view.to_play is not None:
            said = {z.name: z.label for z in ctrl.zones() if z.name.startswith("said:")}
            seen.append((view.turn, view.turn_seat, said))

    ctrl.changed.connect(note)
    return seen


def test_the_partners_answer_goes_when_the_turn_it_answered_ends(qtbot, window) -> None:
    """Bruno's yes holds the person's turn only: it is gone as soon as the next seat
    plays, and it never stands at Bruno's seat while he plays his own next turn."""
    hands = [cards("9H 9D 9S 4C"), cards(OTHERS[0]), cards("8D' 8S'"), cards(OTHERS[2])]
    state = ManoYPie.from_position(
        hands, feet=[None, FEET[1], None, FEET[3]], stock=STOCK, pile=cards("5C"),
        melds=BOOKS, foot_discarded=[False, False, True, False], phase="play",
    )  # fmt: skip
    ctrl = load(window, qtbot, state)
    asked_in = ctrl.view().turn
    click(qtbot, window, "ask_partner")
    qtbot.waitUntil(lambda: ctrl.my_turn and ctrl.state.phase == "play", timeout=HANG_MS)
    settle(qtbot, window)
    assert window.table.zone_label("said:2") == "Bruno said yes: you may go out."
    seen = bubbles_at_each_move(ctrl)
    drag(qtbot, window, centre(window, card("4C")), top_of(window, "discard"))  # plays on
    qtbot.waitUntil(lambda: any(s == 2 and t > asked_in for t, s, _ in seen), timeout=HANG_MS)
    later = [(t, s, said) for t, s, said in seen if t > asked_in]
    assert later and later[0][1] == 1  # Ana's turn came next
    assert all("said:2" not in said for _t, _s, said in later), later
    settle(qtbot, window)
    assert "said:2" not in frames(window)


def test_a_partners_own_turn_stays_said_until_his_next_turn_begins(qtbot, window) -> None:
    """Bruno asks, the person says no: his question stays at his seat through the
    person's turn (what the partner did last), and is gone once his next turn begins."""
    state = asking_position(to_play=2, phase="play")
    ctrl = load(window, qtbot, state)
    qtbot.waitUntil(lambda: ctrl.state.phase == "asking", timeout=HANG_MS)
    brunos = ctrl.view().turn
    seen = bubbles_at_each_move(ctrl)
    click(qtbot, window, "refuse")
    qtbot.waitUntil(lambda: ctrl.my_turn, timeout=HANG_MS)
    settle(qtbot, window)
    assert window.table.zone_label("said:2").startswith("Bruno asked to go out")
    drag(qtbot, window, top_of(window, "stock"), zone_centre(window, "hand"))
    settle(qtbot, window)
    drag(qtbot, window, centre(window, card("9H")), top_of(window, "discard"))
    qtbot.waitUntil(lambda: any(s == 2 and t > brunos for t, s, _ in seen), timeout=HANG_MS)
    mine = [said for t, s, said in seen if s == 0 and t > brunos]
    assert mine and all(said.get("said:2", "").startswith("Bruno asked") for said in mine)
    his_next = [said for t, s, said in seen if s == 2 and t > brunos]
    assert all("said:2" not in said for said in his_next), his_next


@pytest.fixture
def spanish(qapp):
    i18n.install(qapp, "es")
    yield
    i18n.install(qapp, "en")


def drawn(win: MainWindow) -> tuple[int, int, dict[str, tuple]]:
    """The table's card width, times laid out anew, and every zone frame drawn but the
    words said at the seats (a bubble)."""
    table = win.table
    shown = {n: f.rect.getRect() for n, f in frames(win).items() if not n.startswith("said:")}
    return table.card_width(), table.laid_anew, shown


def labels_clear_of_the_bands(win: MainWindow) -> None:
    """No seat's label line crosses a meld band or another zone's frame."""
    shown = frames(win)
    bands = [z for n, z in shown.items() if n.startswith(("meld:", "band:", "stage"))]
    for seat in ("opp:1", "opp:2", "opp:3", "hand"):
        for line in shown[seat].label_boxes():
            for zone in bands:
                assert not line.intersects(zone.rect), (seat, zone.name, line, zone.rect)


@pytest.mark.parametrize("size", [(1366, 749), (1920, 1061), (1024, 621)])
def test_the_ask_bubble_moves_and_shrinks_nothing(qtbot, spanish, size) -> None:
    """In Spanish, at 1366 x 768, 1920 x 1080 and 1024 x 640 with a title bar: the
    person's question shows at their seat and Bruno's answer at his, and neither moves
    a zone or shrinks a card; no seat's label crosses the meld bands."""
    win = open_table(qtbot, "mano-y-pie", size)
    win.parts["game_log"].dock.setVisible(size[0] >= 1366)
    try:
        hand = "9H 9D 9S 4C 7S 8S 3C 4H 5D AS 6D"  # on the foot, eleven cards
        hands = [cards(hand), cards(OTHERS[0]), cards("8D' 8S'"), cards(OTHERS[2])]
        state = ManoYPie.from_position(
            hands, feet=[None, FEET[1], None, FEET[3]], stock=STOCK, pile=cards("5C"),
            melds=BOOKS, foot_discarded=[False, False, True, False], phase="play",
        )  # fmt: skip
        ctrl = load(win, qtbot, state)
        quiet = drawn(win)
        labels_clear_of_the_bands(win)
        asking: list[tuple] = []

        def note() -> None:
            if ctrl.state.phase == "asking":
                asking.append((drawn(win), dict(frames(win))))

        ctrl.changed.connect(note)
        click(qtbot, win, "ask_partner")
        assert ctrl.state.permission_log  # asked
        qtbot.waitUntil(lambda: ctrl.my_turn and ctrl.state.phase == "play", timeout=HANG_MS)
        settle(qtbot, win)
        assert asking and "said:0" in asking[0][1]  # the question was shown at the seat
        assert asking[0][0] == quiet
        assert "said:2" in frames(win) and drawn(win) == quiet
        labels_clear_of_the_bands(win)
        # where a bubble has to lie over the table, it is drawn over the cards there
        cards_z = [i.zValue() for i in win.table.scene().items() if isinstance(i, CardItem)]
        assert frames(win)["said:2"].zValue() > max(cards_z)
    finally:
        win.controller.shutdown()
