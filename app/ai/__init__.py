"""What the games' bots share, below the games (pure Python): sampling the cards a seat
cannot see consistently with its view (`determinise`), and searching within a `Limit`
(`budget`): candidates played out in the same sampled worlds (`search`), or a tree of
decisions over them (`ismcts`). A game supplies its unseen pool, hidden zones,
constraints and how to build a world, and its playouts; nothing here knows any game's
rules."""
