"""Buraco Cerrado Sucio (RULES.md §5)."""
