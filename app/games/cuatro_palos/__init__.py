"""Cuatro Palos (RULES.md §3)."""

from app.core.game_info import declare

#: The game's facts for the house (the registry lists this package).
GAME = declare("cuatro_palos", "CuatroPalos", id="cuatro-palos", name="Cuatro Palos",
               players=(3, 6), lower_scores_win=True, endings=("went_out", "stalled"))  # fmt: skip
