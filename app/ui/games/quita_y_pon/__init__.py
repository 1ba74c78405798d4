"""Quita y Pon at the table: its controller, commands, New-game page and deal table."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from app.core.words import Words
from app.games.quita_y_pon.rules import MUST_PLAY_VALUES, STOCK_END_VALUES
from app.ui.game_ui import GameAction, draw_command
from app.ui.games.quita_y_pon.controller import QuitaYPonController
from app.ui.option_rows import POINTS, Choice, Flag, Number, Preset
from app.ui.score_table import Column, Deal, ScoreTable
from app.ui.table_module import TableModule, Welcome

# The choices of the "must play" and "deal ends" rows, by the option's value.
MUST_PLAY_LABELS = {
    "off": Words("QuitaYPonPage", "never"),
    "simple": Words("QuitaYPonPage", "a simple play: a new group, or one card added"),
    "full": Words("QuitaYPonPage", "any play, rearranging the table too"),
}
STOCK_END_LABELS = {
    "on_last_draw": Words("QuitaYPonPage", "when the last card is drawn"),
    "on_empty_draw_attempt": Words(
        "QuitaYPonPage", "when a player would draw from the empty stock"
    ),
}
#: no largest set: any size
SIZES = ((Words("QuitaYPonPage", "any size"), None), *((None, n) for n in range(4, 9)))

# The page's rows: every option of RULES.md §1.7 (the player count is the dialog's own).
# fmt: off
OPTION_ROWS = (
    Choice("max_set_size", Words("QuitaYPonPage", "Largest set"), SIZES, rule=Words("QuitaYPonPage", "A set is three or more cards of one rank, suits may repeat; with a largest size, no set may hold more cards than that.")),
    Flag("run_wraparound", Words("QuitaYPonPage", "Runs may turn the corner (K-A-2)"), rule=Words("QuitaYPonPage", "A run is three or more cards of one suit in a row, the ace low (A-2-3) or high (Q-K-A); with this on, a run may also go on from the king through the ace to the 2 (K-A-2).")),
    Flag("ace_both_ends", Words("QuitaYPonPage", "An ace may sit at both ends of a run"), rule=Words("QuitaYPonPage", "With this on, one run may have an ace at both ends (A-2-…-K-A, 14 cards).")),
    Choice("must_play_if_able", Words("QuitaYPonPage", "Must play when able"), tuple((MUST_PLAY_LABELS[v], v) for v in MUST_PLAY_VALUES), rule=Words("QuitaYPonPage", "Drawing a card is how a player passes: this says what play, when he has one, forbids him to draw instead.")),
    Number("initial_meld_min_points", Words("QuitaYPonPage", "First play worth at least"), POINTS, rule=Words("QuitaYPonPage", "A player's first play of the deal must place cards from his hand worth at least this many points (A 15, K Q J 10, the others their number).")),
    Flag("manipulate_before_initial_meld", Words("QuitaYPonPage", "Rearrange the table before your first play"), rule=Words("QuitaYPonPage", "With this off, a player's first play must leave the table's groups as they were: his cards go into new groups only.")),
    Choice("stock_end_trigger", Words("QuitaYPonPage", "The deal ends"), tuple((STOCK_END_LABELS[v], v) for v in STOCK_END_VALUES), rule=Words("QuitaYPonPage", "When the stock runs out the deal ends, and the fewest points in hand win it; this says at which moment it ends.")),
    Number("hand_size", Words("QuitaYPonPage", "Cards dealt"), rule=Words("QuitaYPonPage", "The cards each player is dealt.")),
    #: the turn timer's unit: seconds
    Number("turn_time_limit_s", Words("QuitaYPonPage", "Turn timer"), Words("QuitaYPonPage", " s"), special=Words("QuitaYPonPage", "no timer"), rule=Words("QuitaYPonPage", "When a player's time runs out, the table goes back to how it stood at the start of the turn and he draws a card.")),
    Number("deals", Words("QuitaYPonPage", "Deals in the match"), special=Words("QuitaYPonPage", "one deal"), rule=Words("QuitaYPonPage", "A match of several deals: the deal scores add up and the highest total wins.")),
    #: no target score: the match is its deals
    Number("target_score", Words("QuitaYPonPage", "Play to a score of"), POINTS, step=50, special=Words("QuitaYPonPage", "none"), rule=Words("QuitaYPonPage", "The match ends after the deal in which a total reaches this score, and the highest total wins (with a number of deals too, whichever comes first).")),
)
# fmt: on


def _several(deal: Deal) -> bool:
    """The match has several deals (a number of them, or a target score)."""
    match = deal.match
    return match is not None and bool(match.options.deals or match.options.target_score)


def _heading(deal: Deal) -> Words:
    result = deal.result
    winners = ", ".join(deal.name(s) for s in result.winners)
    if result.reason == "went_out" and tuple(result.winners) == (deal.person,):
        reason = Words("ScoreDialog", "You went out.")
    elif result.reason == "went_out":
        reason = Words("ScoreDialog", "{w} went out.").filled(w=winners)
    else:
        reason = Words("ScoreDialog", "The stock ran out: the fewest hand points win.")
    return Words("ScoreDialog", "<h3>Winner: {w}</h3><p>{r}</p>").filled(w=winners, r=reason)


#: End of the deal: hand points and deal score per player (RULES.md §1.5), and the match
#: totals when the match has several deals.
SCORE_TABLE = ScoreTable(
    title=Words("ScoreDialog", "End of the deal"),
    heading=_heading,
    player=Words("ScoreDialog", "Player"),
    columns=(
        Column(Words("ScoreDialog", "Hand points"), lambda deal, seat: deal.result.hand_points[seat]),
        Column(Words("ScoreDialog", "Deal score"), lambda deal, seat: deal.result.scores[seat]),
        Column(Words("ScoreDialog", "Match total"), lambda deal, seat: deal.match.totals[seat], shown=_several),
    ),
    note=lambda deal: Words("ScoreDialog", "Deal score = the worst hand's points − your hand's points."),
    match_line=_several,
)  # fmt: skip


#: This table, as the house reads it (checked when built: app/ui/table_module.py): its
#: controller, its own commands (the house adds take back, the parts the hints and the
#: practice table's), its New-game page, what the person does at it (Help ▸ Controls), its
#: welcome line and picture, the named variants of its rules (New game ▸ Rules), and
#: its table between deals (`SCORE_TABLE`, shown by the one dialog).
# fmt: off
TABLE = TableModule(
    game="quita-y-pon",
    controller=QuitaYPonController,
    actions=(
        GameAction(
            "hint", QT_TRANSLATE_NOOP("GameActions", "Hint"), "hint", "H",
            menu_text=QT_TRANSLATE_NOOP("GameActions", "&Hint"),
        ),
        GameAction(
            "accept_hint", QT_TRANSLATE_NOOP("GameActions", "Accept hint"), "accept_hint",
            visible="showing_hint", menu=False,
        ),
        GameAction(
            "dismiss_hint", QT_TRANSLATE_NOOP("GameActions", "Dismiss"), "dismiss_hint",
            visible="showing_hint", menu=False,
        ),
        GameAction(
            "reset", QT_TRANSLATE_NOOP("GameActions", "Reset turn"), "reset_turn", "Ctrl+Z",
            menu_text=QT_TRANSLATE_NOOP("GameActions", "&Reset turn"),
        ),
        draw_command("draw"),
        GameAction(
            "done", QT_TRANSLATE_NOOP("GameActions", "Done"), "done", "Return",
            enabled="can_commit", menu_text=QT_TRANSLATE_NOOP("GameActions", "&Done"),
        ),
        GameAction(
            "show_solution", QT_TRANSLATE_NOOP("GameActions", "Show the solution"),
            "show_solution", enabled="in_puzzle", visible="in_puzzle", menu=False,
        ),
        GameAction(
            "puzzle_1", QT_TRANSLATE_NOOP("GameActions", "Puzzle, level 1"), "new_puzzle_1",
            menu_text=QT_TRANSLATE_NOOP("GameActions", "Puzzle, level &1"), starts_game=True,
            button=False, note="level_1_note",
        ),
        GameAction(
            "puzzle_2", QT_TRANSLATE_NOOP("GameActions", "Puzzle, level 2"), "new_puzzle_2",
            menu_text=QT_TRANSLATE_NOOP("GameActions", "Puzzle, level &2"), starts_game=True,
            button=False, locked="level_2_locked", note="level_2_note",
        ),
        GameAction(
            "puzzle_3", QT_TRANSLATE_NOOP("GameActions", "Puzzle, level 3"), "new_puzzle_3",
            menu_text=QT_TRANSLATE_NOOP("GameActions", "Puzzle, level &3"), starts_game=True,
            button=False, locked="level_3_locked", note="level_3_note",
        ),
        GameAction(
            "puzzle_day", QT_TRANSLATE_NOOP("GameActions", "Puzzle of the day"),
            "puzzle_of_the_day", menu_text=QT_TRANSLATE_NOOP("GameActions", "Puzzle of the &day"),
            starts_game=True, button=False,
        ),
    ),
    option_rows=OPTION_ROWS,
    gestures=(
        Words("QuitaYPonPage", "Drag cards from your hand onto a group on the table, or onto “new group” to start one."),
        Words("QuitaYPonPage", "Drop a card inside a run to insert it; a second copy of a card splits the run there."),
        Words("QuitaYPonPage", "Drag a card out of a run and the cards up to the nearer end come along (an end card comes alone); hold Shift to drag the whole group, to merge it with another."),
        Words("QuitaYPonPage", "A group that is not valid turns red and says why; Done plays your turn once every group is valid, Draw passes with a card."),
    ),
    welcome=Welcome(
        Words(
            "QuitaYPonPage",
            "Rummy where the whole table is yours to rearrange: break groups apart and rebuild them to place your cards.",
        ),
        table=("7H 8H 9H TH", "5C 5D 5S", "QS KS AS", "2D 2H 2C"),
        hand="3H 4H 6S 9C JD QD KC",
    ),
    presets=(
        Preset(Words("QuitaYPonPage", "Rummikub style"), Words("QuitaYPonPage", "As Rummikub is played: sets of four at most, and a first play worth 30 points from the hand alone, the table left as it is."), (("max_set_size", 4), ("initial_meld_min_points", 30), ("manipulate_before_initial_meld", False))),
    ),
    score_table=SCORE_TABLE,
)
# fmt: on
