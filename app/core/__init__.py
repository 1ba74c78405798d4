"""Cards, decks, meld primitives and the engine contract shared by all games (pure Python)."""
