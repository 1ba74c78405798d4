"""Buraco at the table: its controller, commands, New-game page and score table."""

from __future__ import annotations

from app.core.words import Words
from app.ui.games.buraco.controller import BuracoController
from app.ui.games.canasta.controller import TAKE_PILE
from app.ui.option_rows import POINTS, Choice, Flag, Number, Preset
from app.ui.score_table import Deal, Line, ScoreTable
from app.ui.staging_controller import DRAW, LAY_DOWN
from app.ui.table_module import TableModule, Welcome

# The page's rows: every option of RULES.md §5.9 (the player count is the dialog's own).
# fmt: off
OPTION_ROWS = (
    Number("joker_value", Words("BuracoPage", "A joker is worth"), POINTS, rule=Words("BuracoPage", "What a joker counts, in melds or left in hand (2s and 8 to K count 10, aces 15, 3 to 7 count 5).")),
    Flag("sets_allowed", Words("BuracoPage", "Sets (three or more of a rank) may be melded"), rule=Words("BuracoPage", "With this on, three or more cards of one rank may be melded; off, runs only.")),
    Flag("set_canastas", Words("BuracoPage", "A set of seven or more is a canasta too"), rule=Words("BuracoPage", "With this on, a set of seven or more cards is a canasta too (limpa or suja, never de mil); otherwise only runs make canastas.")),
    Number("max_wilds_per_meld", Words("BuracoPage", "Wild cards per meld"), rule=Words("BuracoPage", "How many wild cards (jokers, and 2s standing in for another card) one meld may hold.")),
    Flag("wild_relocation", Words("BuracoPage", "A natural card takes a wild card's place, the wild card moving to an end"), rule=Words("BuracoPage", "With this on, a natural card may take the place a wild card holds in a run, the wild card moving to an end; off, a wild card stays where it was played.")),
    Choice("close_requires", Words("BuracoPage", "Closing needs"), (
        (Words("BuracoPage", "any canasta"), "any"),
        #: limpa, de mil: Buraco's own (Portuguese) words for a canasta with no wild card, and
        #: one from ace to ace
        (Words("BuracoPage", "a canasta limpa (or de mil)"), "clean"),
    ), rule=Words("BuracoPage", "To close (go out), a team needs at least one canasta: any canasta, or a clean one.")),
    #: limpa: Buraco's own (Portuguese) word for a canasta with no wild card
    Number("canasta_values", Words("BuracoPage", "Canasta limpa"), POINTS, step=50, item="limpa", rule=Words("BuracoPage", "The bonus for a canasta limpa: seven or more cards with no wild card.")),
    #: suja: Buraco's own (Portuguese) word for a canasta with a wild card
    Number("canasta_values", Words("BuracoPage", "Canasta suja"), POINTS, step=50, item="suja", rule=Words("BuracoPage", "The bonus for a canasta suja: seven or more cards with a wild card.")),
    #: de mil: Buraco's own (Portuguese) words for a canasta from ace to ace, with no wild card
    Number("canasta_values", Words("BuracoPage", "Canasta de mil"), POINTS, step=100, item="de_mil", rule=Words("BuracoPage", "The bonus for a canasta de mil: a whole suit from ace to ace, with no wild card.")),
    #: de mil, limpa: Buraco's own (Portuguese) words for a canasta from ace to ace, and one
    #: with no wild card
    Flag("de_mil_cumulative", Words("BuracoPage", "The canasta de mil also scores as a canasta limpa"), rule=Words("BuracoPage", "With this on, a canasta de mil scores a canasta limpa's bonus as well as its own.")),
    Number("close_bonus", Words("BuracoPage", "Closing is worth"), POINTS, step=10, rule=Words("BuracoPage", "The bonus the team that closes scores.")),
    #: muerto: Buraco's own (Spanish) word for a reserve packet of 11 cards a team takes
    #: once a player runs out
    Number("muerto_penalty", Words("BuracoPage", "A team that never takes a muerto loses"), POINTS, step=10, rule=Words("BuracoPage", "Points a team loses when the deal ends and it never took its muerto.")),
    Number("target_score", Words("BuracoPage", "Match to"), POINTS, step=500, special=Words("BuracoPage", "a single deal"), rule=Words("BuracoPage", "The match goes on, deal after deal, until a team reaches this score; the highest total wins, and a tie plays another deal.")),
)
# fmt: on


def _closed(deal: Deal) -> Words:
    closer = deal.result.closer
    if closer is None:
        return Words("ScoreTableDialog", "The stock ran out: nobody closed.")
    return deal.said(closer, Words("ScoreTableDialog", "You closed."), Words("ScoreTableDialog", "{w} closed."))  # fmt: skip


def _target(deal: Deal) -> int | None:
    """The score the match goes to, or None: one deal decides it."""
    target = deal.options.target_score if deal.options is not None else None
    return target if deal.match is not None else None


def _note(deal: Deal) -> Words:
    target = _target(deal)
    if target is None:
        return Words("ScoreTableDialog", "One deal decides the match.")
    return Words("ScoreTableDialog", "The match goes to {t} points.").filled(t=target)


def _totals(deal: Deal) -> tuple[tuple[Words, tuple[int, ...]], ...]:
    if _target(deal) is None:
        return ()
    return ((Words("ScoreTableDialog", "Total"), tuple(deal.match.team_totals)),)


#: After a deal: each team's score as §5.7 counts it, and the running totals.
SCORE_TABLE = ScoreTable(
    title=Words("ScoreTableDialog", "Score table"),
    heading=_closed,
    lines=(Line(Words("BuracoScore", "Cards in melds"), "melded"),
           Line(Words("BuracoScore", "Canasta bonuses"), "canastas"),
           Line(Words("BuracoScore", "Closing"), "close"),
           Line(Words("BuracoScore", "Cards held"), "held"),
           Line(Words("BuracoScore", "Muerto not taken"), "muerto")),
    totals=_totals,
    note=_note,
)  # fmt: skip


#: This table, as the house reads it (checked when built: app/ui/table_module.py): its
#: controller, its own commands (the house adds take back, the parts the hints and the
#: practice table's), its New-game page, what the person does at it (Help ▸ Controls), its
#: welcome line and picture, the named variants of its rules (New game ▸ Rules), and
#: its table between deals (`SCORE_TABLE`, shown by the one dialog).
# fmt: off
TABLE = TableModule(
    game="buraco",
    controller=BuracoController,
    actions=(DRAW, TAKE_PILE, LAY_DOWN),
    option_rows=OPTION_ROWS,
    gestures=(
        Words("BuracoPage", "Draw by dragging the stock to your hand (or double-click it)."),
        Words("BuracoPage", "Take the pile by dragging its top card onto your team's meld, or into the staging area to build a new meld around it, then Take the pile."),
        Words("BuracoPage", "Build new melds in the staging area and Lay down; drop a card on your team's meld to lay it off (a wild card it replaces moves to the nearer end)."),
        Words("BuracoPage", "Drop a card on the discard pile to discard it."),
    ),
    welcome=Welcome(
        Words(
            "BuracoPage",
            "Brazilian canasta in pairs: melds of a suit, canastas of seven, a muerto to take, and the pile taken whole.",
        ),
        table=("4H 5H 6H 7H 8H 9H TH", "JS QS 2S", "7C 7D 7S"),
        hand="3C 5D 8S JH QH KS AD",
    ),
    presets=(
        Preset(Words("BuracoPage", "Match to 3000"), Words("BuracoPage", "Deal after deal until a team reaches 3000 points, as commonly played in Brazil."), (("target_score", 3000),)),
        Preset(Words("BuracoPage", "Clean close"), Words("BuracoPage", "Closing needs a clean canasta (limpa or de mil), as other versions of Buraco require."), (("close_requires", "clean"),)),
        Preset(Words("BuracoPage", "Runs only"), Words("BuracoPage", "Runs only: no sets of one rank may be melded."), (("sets_allowed", False),)),
    ),
    score_table=SCORE_TABLE,
)
# fmt: on
