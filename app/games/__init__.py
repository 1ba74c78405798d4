"""One package per game: rules engine, scoring, solver, bots (pure Python)."""
