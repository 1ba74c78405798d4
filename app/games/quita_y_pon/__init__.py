"""Quita y Pon (RULES.md §1): manipulation rummy, Rummikub-style."""

from app.core.game_info import declare

#: The game's facts for the house (the registry lists this package).
GAME = declare("quita_y_pon", "QuitaYPon", id="quita-y-pon", name="Quita y Pon",
               players=(2, 4), endings=("went_out", "stock_exhausted"), tools=("app.games.quita_y_pon.tools", "app.games.quita_y_pon.puzzle_tool"))  # fmt: skip
