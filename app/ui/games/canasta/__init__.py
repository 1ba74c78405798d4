"""The canasta family's half at the table (Buraco, Mano y Pie), as `app.games.canasta` is
its half of the rules: it knows no game of its own."""
