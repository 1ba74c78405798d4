"""Bots and search shared by the games (pure Python)."""
