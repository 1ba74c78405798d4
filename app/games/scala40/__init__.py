"""Scala 40 (RULES.md §2)."""

from app.core.game_info import declare

#: The game's facts for the house (the registry lists this package).
GAME = declare("scala40", "Scala40", id="scala-40", name="Scala 40", players=(2, 5),
               lower_scores_win=True, endings=("went_out", "void"))  # fmt: skip
