"""One table module per game (`app.ui.games.<package>`, named by the game registry)."""
