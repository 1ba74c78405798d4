"""Mano y Pie at the table: its controller, commands, New-game page and score table."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from app.core.words import QT_TRANSLATE_NOOP, Words
from app.games.mano_y_pie.rules import ManoYPieOptions
from app.i18n import say
from app.ui.game_ui import GameAction
from app.ui.games.canasta.controller import TAKE_PILE
from app.ui.games.mano_y_pie.controller import ManoYPieController
from app.ui.option_rows import CARDS, POINTS, Choice, Flag, Number, Preset
from app.ui.score_table import Deal, Line, ScoreTable
from app.ui.staging_controller import DRAW, LAY_DOWN
from app.ui.table_module import TableModule, Welcome

if TYPE_CHECKING:
    from app.ui.new_game import NewGameDialog


#: Take the pile in Mano y Pie's own words: the same English as Buraco's, but a language
#: may name the two piles apart (Italian: Buraco's "scarti", Mano y Pie's "pozzo").
TAKE_POZO = dataclasses.replace(
    TAKE_PILE,
    label=QT_TRANSLATE_NOOP("GameActions", "Take the pile", "Mano y Pie's discard pile"),
    menu_text=QT_TRANSLATE_NOOP("GameActions", "Take the &pile", "Mano y Pie's discard pile"),
    disambiguation="Mano y Pie's discard pile",
)

#: The deals whose first-meld minimum has a row of its own (the last: every later deal).
MINIMUM_ROWS = 4


# The page's rows: every option of RULES.md §4.10 (the player count is the dialog's own),
# in three parts around the first melds' minimums, one row a deal (`options_page`).
# fmt: off
DEAL_ROWS = (
    Choice("teams", Words("ManoYPiePage", "Six players sit as"), (
        (Words("ManoYPiePage", "three teams of two"), "3x2"),
        (Words("ManoYPiePage", "two teams of three"), "2x3"),
    ), rule=Words("ManoYPiePage", "How a table of six plays: three teams of two, or two teams of three.")),
    Number("num_decks", Words("ManoYPiePage", "Decks (each with two jokers)"), rule=Words("ManoYPiePage", "How many decks of 52 cards and two jokers are shuffled together.")),
    #: the cards each player is dealt to play first (how many)
    Number("hand_size", Words("ManoYPiePage", "Hand"), CARDS, rule=Words("ManoYPiePage", "The cards each player is dealt to play first.")),
    #: the second packet each player is dealt, played once the hand is gone (how many cards)
    Number("foot_size", Words("ManoYPiePage", "Foot"), CARDS, rule=Words("ManoYPiePage", "The second packet each player is dealt face down, played once the hand is gone.")),
    #: a draw: the cards a player takes from the stock at the start of a turn (a noun)
    Number("draw_count", Words("ManoYPiePage", "A draw takes"), CARDS, rule=Words("ManoYPiePage", "A turn begins with drawing this many cards from the stock, unless the player takes the discard pile.")),
    Number("pickup_count", Words("ManoYPiePage", "Taking the pile takes its top"), CARDS, rule=Words("ManoYPiePage", "The discard pile is taken with two cards of its top card's rank, melded at once with it; the player takes this many cards from its top.")),
)
MINIMUM = Number("min_meld_by_deal", Words("ManoYPiePage", "First melds, deal {n}"), POINTS, step=10, rule=Words("ManoYPiePage", "A team's first melds of the deal, laid by one player in one turn, must be worth at least this many points (the cards' values; red 3s and book bonuses do not count)."))
LAST_MINIMUM = Words("ManoYPiePage", "First melds, deal {n} and later")
PLAY_ROWS = (
    Number("num_deals", Words("ManoYPiePage", "Deals in a match"), rule=Words("ManoYPiePage", "The match is this many deals; the highest total wins.")),
    Number("contract", Words("ManoYPiePage", "Going out needs clean books"), item=0, row="contract_clean", rule=Words("ManoYPiePage", "To go out, a team needs at least this many clean books (seven natural cards of a rank, no wild card)…")),
    Number("contract", Words("ManoYPiePage", "… dirty books"), item=1, row="contract_dirty", rule=Words("ManoYPiePage", "… and at least this many dirty books (seven cards of a rank, one or two of them wild)…")),
    Number("contract", Words("ManoYPiePage", "… wild books"), item=2, row="contract_wild", rule=Words("ManoYPiePage", "… and at least this many wild books (seven wild cards: jokers and 2s).")),
    Number("wild_ratio", Words("ManoYPiePage", "Natural cards per wild card in a meld"), rule=Words("ManoYPiePage", "A meld must hold at least this many natural cards for each wild card in it.")),
    Choice("wild_top_pickup", Words("ManoYPiePage", "A wild card on top of the pile"), (
        (Words("ManoYPiePage", "is taken with two of its kind"), "same_kind"),
        (Words("ManoYPiePage", "blocks the pile"), "forbidden"),
    ), rule=Words("ManoYPiePage", "With a wild card on top of the discard pile, the pile is taken with two cards of that kind (two jokers, two 2s), or it cannot be taken.")),
    Flag("partner_must_have_played_foot", Words("ManoYPiePage", "Going out waits until every partner has played a turn from their foot"), rule=Words("ManoYPiePage", "With this on, a player may go out only once every partner has picked up their foot and discarded from it at least once.")),
    Flag("require_permission", Words("ManoYPiePage", "Going out needs the partner's permission"), rule=Words("ManoYPiePage", "With this on, a player in a team asks the partners before going out, and goes out only if they agree.")),
    Flag("exclusive_meld_action", Words("ManoYPiePage", "A turn either starts new melds or adds to melds, not both"), rule=Words("ManoYPiePage", "With this on, in one turn a player either starts new melds or adds to the team's melds, not both.")),
    Flag("red3_penalty_if_foot_not_reached", Words("ManoYPiePage", "Red 3s count against a player who had not picked up the foot"), rule=Words("ManoYPiePage", "With this on, a player's red 3s on the table count against the team when an opponent goes out before that player has picked up the foot.")),
    Number("book_values", Words("ManoYPiePage", "Clean book"), POINTS, step=50, item="clean", row="book_clean", rule=Words("ManoYPiePage", "The bonus for each clean book: seven natural cards of a rank.")),
    Number("book_values", Words("ManoYPiePage", "Dirty book"), POINTS, step=50, item="dirty", row="book_dirty", rule=Words("ManoYPiePage", "The bonus for each dirty book: seven cards of a rank, one or two of them wild.")),
    Number("book_values", Words("ManoYPiePage", "Wild book"), POINTS, step=50, item="wild", row="book_wild", rule=Words("ManoYPiePage", "The bonus for each wild book: seven wild cards.")),
    Number("go_out_bonus", Words("ManoYPiePage", "Going out is worth"), POINTS, step=10, rule=Words("ManoYPiePage", "The bonus the team of the player who goes out scores.")),
    Number("red3_value", Words("ManoYPiePage", "A red 3 is worth"), POINTS, step=10, rule=Words("ManoYPiePage", "What each red 3 on the table scores for its team; a red 3 still in a foot not picked up costs as much.")),
    Flag("tie_extra_deal", Words("ManoYPiePage", "A tie for the lead plays further deals"), rule=Words("ManoYPiePage", "With this on, teams tied for the lead after the last deal play further deals until one leads alone; otherwise they share the win.")),
)
# fmt: on


def options_page(d: NewGameDialog, o: ManoYPieOptions) -> QWidget:
    """The first melds' minimums have a row a deal up to `MINIMUM_ROWS`, the last for
    every later deal, each starting from the minimum the options give that deal."""
    page, rows = d.page(o)
    rows.add(*DEAL_ROWS)
    for k in range(MINIMUM_ROWS):
        label = MINIMUM.label if k < MINIMUM_ROWS - 1 else LAST_MINIMUM
        row = dataclasses.replace(MINIMUM, item=k, row=f"minimum_{k}")
        rows.number(
            row,
            label=say(label.filled(n=k + 1)),
            value=o.minimum(k),
            standard=rows.standard.minimum(k),
        )
    rows.add(*PLAY_ROWS)
    return page  # (the dialog scrolls its rows where the screen is small)


def as_shown(options: ManoYPieOptions) -> ManoYPieOptions:
    """The options as the page shows them: six players with the teams left to the rules
    ("auto") sit as the teams row's first item says."""
    if options.num_players == 6 and options.teams == "auto":
        return dataclasses.replace(options, teams="3x2")
    return options


def read_options(d: NewGameDialog, start: ManoYPieOptions, players: int) -> ManoYPieOptions:
    """The page's options; the teams row says how six sit, and applies to six only."""
    teams = d.row("mano-y-pie", "teams").currentData() if players == 6 else "auto"
    return d.page_options(start, players, teams=teams)


def _went_out(deal: Deal) -> Words:
    seat = deal.result.went_out
    if seat is None:
        return Words("ScoreTableDialog", "The stock ran out: nobody went out.")
    return deal.said(seat, Words("ScoreTableDialog", "You went out."), Words("ScoreTableDialog", "{w} went out."))  # fmt: skip


def _totals(deal: Deal) -> list[tuple[Words, list[int]]]:
    """The running totals after each deal of the match so far."""
    if deal.match is None:
        return []
    lines = []
    running = [0] * len(deal.result.team_scores)
    for k, earlier in enumerate(deal.match.results):
        running = [
            total + points for total, points in zip(running, earlier.team_scores, strict=True)
        ]
        lines.append((Words("ScoreTableDialog", "Total after deal {n}").filled(n=k + 1), running))
    return lines


def _note(deal: Deal) -> Words | None:
    if deal.match is None:
        return None
    return Words("ScoreTableDialog", "Deal {n} of {deals}.").filled(
        n=len(deal.match.results), deals=deal.match.options.num_deals
    )


#: After a deal: each team's score as §4.8 counts it, and the match's deals so far with
#: the running totals.
SCORE_TABLE = ScoreTable(
    title=Words("ScoreTableDialog", "Score table"),
    heading=_went_out,
    lines=(Line(Words("ManoYPieScore", "Cards in melds"), "melded"),
           Line(Words("ManoYPieScore", "Book bonuses"), "books"),
           Line(Words("ManoYPieScore", "Red 3s"), "red3s"),
           Line(Words("ManoYPieScore", "Going out"), "going_out"),
           Line(Words("ManoYPieScore", "Cards held (hand and foot)"), "held")),
    totals=_totals,
    note=_note,
    fit=True,
)  # fmt: skip


#: This table, as the house reads it (checked when built: app/ui/table_module.py): its
#: controller, its own commands (the house adds take back, the parts the hints and the
#: practice table's), its New-game page, what the person does at it (Help ▸ Controls), its
#: welcome line and picture, the named variants of its rules (New game ▸ Rules), and
#: its table between deals (`SCORE_TABLE`, shown by the one dialog).
# fmt: off
TABLE = TableModule(
    game="mano-y-pie",
    controller=ManoYPieController,
    actions=(
        DRAW,
        TAKE_POZO,
        LAY_DOWN,
        GameAction(
            "ask_partner", QT_TRANSLATE_NOOP("GameActions", "Ask partner"), "ask_partner", "A",
            enabled="can_ask", visible="asks_permission",
            menu_text=QT_TRANSLATE_NOOP("GameActions", "&Ask partner to go out"),
        ),
        GameAction(
            "grant", QT_TRANSLATE_NOOP("GameActions", "Yes, go out"), "grant", "Y",
            enabled="is_asked", visible="is_asked",
            menu_text=QT_TRANSLATE_NOOP("GameActions", "&Yes, my partner may go out"),
        ),
        GameAction(
            "refuse", QT_TRANSLATE_NOOP("GameActions", "No, play on"), "refuse", "N",
            enabled="is_asked", visible="is_asked",
            menu_text=QT_TRANSLATE_NOOP("GameActions", "&No, my partner plays on"),
        ),
    ),
    options_page=options_page,
    read_options=read_options,
    as_shown=as_shown,
    #: Rows that apply to some player counts only (hidden for the others): the teams of six.
    row_players={"teams": (6,)},
    gestures=(
        Words("ManoYPiePage", "Draw two by dragging the stock to your hand."),
        Words("ManoYPiePage", "Take the pile by dragging its top card onto your team's meld of its rank, or into the staging area with two matching cards, then Take the pile."),
        Words("ManoYPiePage", "Build new melds in the staging area and Lay down; drop cards on your team's meld to add them."),
        Words("ManoYPiePage", "Drop a card on the discard pile to discard it. Ask partner asks to go out; when your partner asks, answer Yes or No."),
    ),
    welcome=Welcome(
        Words(
            "ManoYPiePage",
            "Hand and Foot: play out a hand, then a second packet, the foot, building books of seven with your team.",
        ),
        table=("8S 8H 8D 8C 8S", "KH KS JK", "AH AD AC", "3H"),
        hand="4S 4H 7D 9C QH 2S JK",
    ),
    presets=(
        Preset(Words("ManoYPiePage", "Quick"), Words("ManoYPiePage", "A shorter deal: 11 cards in the hand and 11 in the foot, and going out needs one clean book and one dirty book."), (("hand_size", 11), ("foot_size", 11), ("contract", (1, 1, 0)))),
    ),
    score_table=SCORE_TABLE,
)
# fmt: on
