"""Scoreboard and saved games (pure Python, SQLite)."""
