"""Buraco Cerrado Sucio (RULES.md §5)."""

from app.core.game_info import declare

#: The game's facts for the house (the registry lists this package).
GAME = declare("buraco", "Buraco", id="buraco", name="Buraco", players=(2, 4),
               player_counts=(2, 4), team_sizes=(2, 1), endings=("closed", "stock_exhausted"))  # fmt: skip
