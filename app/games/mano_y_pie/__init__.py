"""Mano y Pie (Hand and Foot, RULES.md §4): the canasta family's game of hands and feet."""

from app.core.game_info import declare
from app.games.mano_y_pie.wording import WORDING

#: The game's facts for the house (the registry lists this package).
GAME = declare("mano_y_pie", "ManoYPie", id="mano-y-pie", name="Mano y Pie", players=(2, 6),
               team_sizes=(2, 3, 1), deals_by_place=True, wording=WORDING,
               endings=("went_out", "stock_exhausted"), bots_version=4)  # fmt: skip
