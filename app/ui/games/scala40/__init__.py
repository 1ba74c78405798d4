"""Scala 40 at the table: its controller, commands, New-game page and match table."""

from __future__ import annotations

from app.core.words import Words
from app.games.scala40.rules import MAX_JOKERS_VALUES
from app.ui.games.scala40.controller import Scala40Controller
from app.ui.option_rows import POINTS, Choice, Flag, Number, Preset
from app.ui.score_table import Column, Deal, ScoreTable
from app.ui.staging_controller import DRAW, LAY_DOWN
from app.ui.table_module import TableModule, Welcome

PACKS = ((Words("Scala40Page", "2 (106 cards)"), 2), (Words("Scala40Page", "4 (108 cards)"), 4))
PER_MELD = tuple(
    (Words("Scala40Page", "no limit") if v == "unlimited" else None, v) for v in MAX_JOKERS_VALUES
)

# The page's rows: every option of RULES.md §2.9 (the player count is the dialog's own).
# fmt: off
OPTION_ROWS = (
    Choice("jokers", Words("Scala40Page", "Jokers in the pack"), PACKS, rule=Words("Scala40Page", "The pack is two decks of 52 cards with jokers: 2, as the rules say, or 4, as in the Italian pack.")),
    Number("hand_size", Words("Scala40Page", "Cards dealt"), rule=Words("Scala40Page", "The cards each player is dealt.")),
    Number("opening_min", Words("Scala40Page", "Opening worth at least"), POINTS, rule=Words("Scala40Page", "A player's first melds (his opening), laid in one turn, must be worth at least this many points.")),
    Flag("opening_requires_quad_or_run", Words("Scala40Page", "The opening needs a set of four or a run"), rule=Words("Scala40Page", "With this on, the opening must hold a set of four or a run: sets of three alone do not open.")),
    Choice("max_jokers_per_meld", Words("Scala40Page", "Jokers per meld"), PER_MELD, rule=Words("Scala40Page", "How many jokers one meld may hold.")),
    Flag("layoff_on_opening_turn", Words("Scala40Page", "Lay off and swap jokers in the turn you open"), rule=Words("Scala40Page", "With this on, a player who opens may lay off cards and swap jokers in that same turn; otherwise only from his next turn on.")),
    Flag("close_in_hand_requires_min", Words("Scala40Page", "Closing in hand needs the opening minimum"), rule=Words("Scala40Page", "Closing in hand is going out in the turn one opens, all cards at once: with this on, those melds must reach the opening minimum too.")),
    Number("close_in_hand_multiplier", Words("Scala40Page", "Closing in hand multiplies payments by"), "×", rule=Words("Scala40Page", "When a player closes in hand, everyone else pays this many times the points left in his hand.")),
    Flag("forbid_discard_of_taken_card", Words("Scala40Page", "The card taken from the discard pile may not be discarded"), rule=Words("Scala40Page", "With this on, the card taken from the discard pile cannot be discarded in the same turn.")),
    Flag("forbid_discard_that_lays_off", Words("Scala40Page", "A card that could be laid off may not be discarded"), rule=Words("Scala40Page", "With this on, a card that could be laid off on a meld on the table may not be discarded (an Italian house rule).")),
    Flag("discard_taken_must_be_melded", Words("Scala40Page", "The card taken from the discard pile must be melded that turn"), rule=Words("Scala40Page", "With this on, a player who has opened and takes the discard pile's card must meld it in that turn (some Italian rules).")),
    Flag("exchanged_joker_must_be_melded_same_turn", Words("Scala40Page", "A joker won by exchange must be melded the same turn"), rule=Words("Scala40Page", "With this on, a joker won from the table by exchange must go into a meld in the same turn; otherwise it may be kept.")),
    Flag("forbid_joker_final_discard", Words("Scala40Page", "A joker may not be the last discard"), rule=Words("Scala40Page", "With this on, nobody may go out by discarding a joker.")),
    Flag("no_close_first_round", Words("Scala40Page", "Nobody may go out in the first round"), rule=Words("Scala40Page", "With this on, nobody may go out in the first round of a deal, one turn each (closing in hand included).")),
    Number("joker_penalty", Words("Scala40Page", "A joker left in hand costs"), POINTS, rule=Words("Scala40Page", "When someone goes out, the others pay the points of the cards left in their hands: this much for a joker.")),
    Number("ace_penalty", Words("Scala40Page", "An ace left in hand costs"), POINTS, rule=Words("Scala40Page", "What an ace left in hand pays.")),
    Number("lone_ace_penalty", Words("Scala40Page", "An ace left alone in hand costs"), POINTS, rule=Words("Scala40Page", "What an ace pays when it is the only card left in hand.")),
    Number("elimination_threshold", Words("Scala40Page", "Out of the match above"), Words("Scala40Page", "%n point(s) paid"), step=10, rule=Words("Scala40Page", "A player whose total paid goes above this is out of the match; the last one left wins it.")),
)
# fmt: on


def _heading(deal: Deal) -> Words:
    winner = deal.result.winner
    if winner is None:
        return Words(
            "MatchTableDialog", "<h3>Void deal</h3><p>The stock and the discard pile ran out.</p>"
        )
    if deal.result.closed_in_hand:
        how = deal.said(
            winner,
            Words("MatchTableDialog", "You closed in hand: every payment is doubled."),
            Words("MatchTableDialog", "{w} closed in hand: every payment is doubled."),
        )
    else:
        how = deal.said(
            winner,
            Words("MatchTableDialog", "You went out."),
            Words("MatchTableDialog", "{w} went out."),
        )
    if winner == deal.person:
        return Words("MatchTableDialog", "<h3>You win the deal</h3><p>{how}</p>").filled(how=how)
    return Words("MatchTableDialog", "<h3>{w} wins the deal</h3><p>{how}</p>").filled(w=deal.name(winner), how=how)  # fmt: skip


def _threshold(deal: Deal) -> int:
    return deal.options.elimination_threshold if deal.options is not None else 100


def _total(deal: Deal, seat: int) -> int:
    return (deal.match.totals if deal.match is not None else deal.result.payments)[seat]


def _standing(deal: Deal, seat: int) -> Words:
    """In the match with what is left to pay, out (now, or before this deal), or its
    winner (§2.6)."""
    match = deal.match
    if match is not None and match.over and match.winner == seat:
        return Words("MatchTableDialog", "wins the match ★")
    if match is not None and match.eliminated and seat in match.eliminated[-1]:
        return Words("MatchTableDialog", "out now")
    if match is not None and not match.active[seat]:
        return Words("MatchTableDialog", "out")
    left = _threshold(deal) - _total(deal, seat)
    return Words("MatchTableDialog", "in ({left} to go)").filled(left=left)


#: Between deals: what each player paid, the totals, and who is out (§2.6).
SCORE_TABLE = ScoreTable(
    title=Words("MatchTableDialog", "Match table"),
    heading=_heading,
    player=Words("MatchTableDialog", "Player"),
    columns=(
        Column(Words("MatchTableDialog", "Paid this deal"), lambda deal, seat: deal.result.payments[seat]),
        Column(Words("MatchTableDialog", "Total paid"), _total),
        Column(Words("MatchTableDialog", "Standing"), _standing),
    ),
    note=lambda deal: Words("MatchTableDialog", "A player who has paid more than {t} points is out; the last one in wins.").filled(t=_threshold(deal)),
)  # fmt: skip


#: This table, as the house reads it (checked when built: app/ui/table_module.py): its
#: controller, its own commands (the house adds take back, the parts the hints and the
#: practice table's), its New-game page, what the person does at it (Help ▸ Controls), its
#: welcome line and picture, the named variants of its rules (New game ▸ Rules), and
#: its table between deals (`SCORE_TABLE`, shown by the one dialog).
# fmt: off
TABLE = TableModule(
    game="scala-40",
    controller=Scala40Controller,
    actions=(DRAW, LAY_DOWN),
    option_rows=OPTION_ROWS,
    gestures=(
        Words("Scala40Page", "Draw by dragging the stock, or the discard pile's top card, to your hand (or double-click it)."),
        Words("Scala40Page", "Build melds in the staging area above your hand: each says whether it is valid and what it is worth; Lay down plays them, Take back returns them."),
        Words("Scala40Page", "Drop a card on a meld on the table to lay it off; drop the natural card on a joker to take the joker."),
        Words("Scala40Page", "Drop a card on the discard pile to discard it and end your turn."),
    ),
    welcome=Welcome(
        Words(
            "Scala40Page",
            "Italian rummy: open with 40 points of melds, lay off, close; a player who has paid over 100 is out.",
        ),
        table=("7H 8H 9H", "QS QH QC QD", "JK 5D 6D"),
        hand="2S 5S 9S 3H KD AC JK",
    ),
    presets=(
        Preset(Words("Scala40Page", "Italian house rules"), Words("Scala40Page", "As many Italian tables play: four jokers in the pack, no discarding a card that could be laid off, and the discard pile's card melded the turn it is taken."), (("jokers", 4), ("forbid_discard_that_lays_off", True), ("discard_taken_must_be_melded", True))),
    ),
    score_table=SCORE_TABLE,
)
# fmt: on
