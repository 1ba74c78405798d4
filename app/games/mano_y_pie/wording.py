"""Mano y Pie's own wording of strings every game shares.

In Spanish the shared strings call a deal *mano* (translations/glossary_es.md), but Mano y
Pie's *mano* is the hand packet, so its deal is a *reparto*. The game names a translation
context (`GameInfo.wording`) holding its own translation of each shared string it words
differently; while the game is on the table the interface looks a shared string up there
first and falls back to the shared translation (`app.i18n.use_wording`). English, Italian
(*smazzata*) and Portuguese (*rodada*) keep their shared wording: their entries here repeat
it.
"""

from __future__ import annotations

from app.core.words import QT_TRANSLATE_NOOP

#: The context of Mano y Pie's wording in the catalogues.
WORDING = "ManoYPieWording"

#: The shared strings Mano y Pie words its own way (their English, as the shared ones).
DEAL_WORDS = (
    QT_TRANSLATE_NOOP("ManoYPieWording", "The deal is over."),
    QT_TRANSLATE_NOOP("ManoYPieWording", "Next deal, in the score table, goes on."),
    QT_TRANSLATE_NOOP("ManoYPieWording", "To the end of the deal (End)"),
    QT_TRANSLATE_NOOP(
        "ManoYPieWording", "As you saw it: the other hands stay hidden until the deal shows them."
    ),
    QT_TRANSLATE_NOOP(
        "ManoYPieWording", "Lay every hidden card face up, as at the end of the deal"
    ),
    QT_TRANSLATE_NOOP(
        "ManoYPieWording", "Every hand shown: the players did not see these cards during the deal."
    ),
    QT_TRANSLATE_NOOP(
        "ManoYPieWording",
        "Cards dealt from seed {seed}, deal {deal}: a new game with this seed and these "
        "rules deals the same cards.",
    ),
    QT_TRANSLATE_NOOP("ManoYPieWording", "Deal {n}"),
    QT_TRANSLATE_NOOP("ManoYPieWording", "Deal {n} (in play)"),
    QT_TRANSLATE_NOOP(
        "ManoYPieWording",
        "The table just after action {n} of this deal. Click the log's last line to come back.",
    ),
    QT_TRANSLATE_NOOP(
        "ManoYPieWording", "A finished deal kept for the scoreboard in {file} was lost: {problem}"
    ),
    QT_TRANSLATE_NOOP(
        "ManoYPieWording", "A finished deal kept for the scoreboard was lost: {problem}"
    ),
    QT_TRANSLATE_NOOP(
        "ManoYPieWording", "Continue {game}, deal {n} of the match in progress? It is your turn."
    ),
    QT_TRANSLATE_NOOP("ManoYPieWording", "Continue {game}, deal {n} of the match in progress?"),
    QT_TRANSLATE_NOOP("ManoYPieWording", "Abandon this deal?"),
    QT_TRANSLATE_NOOP(
        "ManoYPieWording",
        "Abandon this deal? The {game} match under way ends here, and Statistics shows it as abandoned.",
    ),
    QT_TRANSLATE_NOOP("ManoYPieWording", "{game}, deal {n}, from {file}"),
    QT_TRANSLATE_NOOP("ManoYPieWording", "{game}, deal {n}: the deal just played"),
    QT_TRANSLATE_NOOP("ManoYPieWording", "This deal cannot be played again: {why}"),
    QT_TRANSLATE_NOOP("ManoYPieWording", "only the result of this deal was kept, not its moves"),
    QT_TRANSLATE_NOOP("ManoYPieWording", "Next deal"),
    QT_TRANSLATE_NOOP("ManoYPieWording", "Review this deal…"),
    QT_TRANSLATE_NOOP("ManoYPieWording", "You and your partner win the deal"),
    QT_TRANSLATE_NOOP("ManoYPieWording", "Your team wins the deal"),
    QT_TRANSLATE_NOOP("ManoYPieWording", "You win the deal"),
    QT_TRANSLATE_NOOP("ManoYPieWording", "<h3>{w} wins the deal</h3><p>{how}</p>"),
    QT_TRANSLATE_NOOP("ManoYPieWording", "<h3>{w} win the deal</h3><p>{how}</p>"),
    QT_TRANSLATE_NOOP("ManoYPieWording", "This deal"),
    QT_TRANSLATE_NOOP("ManoYPieWording", "Next deal deals the next hand."),
    QT_TRANSLATE_NOOP("ManoYPieWording", "One deal decides the match."),
    QT_TRANSLATE_NOOP("ManoYPieWording", "Total after deal {n}"),
    QT_TRANSLATE_NOOP("ManoYPieWording", "Deal {n} of {deals}."),
    # The review of a deal (its legend and a mark's cost).
    QT_TRANSLATE_NOOP(
        "ManoYPieWording",
        "What it cost, in the deal's points by the hard bot's reckoning: about {points}.",
    ),
    QT_TRANSLATE_NOOP(
        "ManoYPieWording",
        "?! an inaccuracy, ? a mistake, ?? a blunder: what the decision cost in the deal's"
        " points, by the hard bot's reckoning (a tenth, a quarter, half of what a deal's loser"
        " scores).",
    ),
    # What a damaged saved game or a scoreboard that cannot be written is told with.
    QT_TRANSLATE_NOOP(
        "ManoYPieWording", "its deal {deal}'s action {action} cannot be read: {error}"
    ),
    QT_TRANSLATE_NOOP(
        "ManoYPieWording", "it holds an illegal move in deal {deal}, action {action} ({error})"
    ),
    QT_TRANSLATE_NOOP("ManoYPieWording", "it keeps the finished deals' actions in no list"),
    QT_TRANSLATE_NOOP(
        "ManoYPieWording", "it keeps the actions of {deals} deals for {results} results"
    ),
    QT_TRANSLATE_NOOP("ManoYPieWording", "it keeps deal {deal}'s actions in no list"),
    QT_TRANSLATE_NOOP("ManoYPieWording", "it gives deal {deal} a result its actions do not end in"),
    QT_TRANSLATE_NOOP(
        "ManoYPieWording",
        "The scoreboard {place} cannot be written: {reason}. Finished deals are kept and will be"
        " written when it works again.",
    ),
    # (a message that counts, %n, has its plural forms here too)
    QT_TRANSLATE_NOOP("ManoYPieWording", "You were shown %n hint(s) in this deal."),
    QT_TRANSLATE_NOOP("ManoYPieWording", "%n turn(s) played for you in this deal."),
)
