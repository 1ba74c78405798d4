"""What the games' bots share, below the games (pure Python): sampling the cards a seat
cannot see consistently with its view (`determinise`), and searching candidates within a
`Limit` (`budget`, `search`). A game supplies its unseen pool, hidden zones, constraints
and how to build a world; nothing here knows any game's rules."""
