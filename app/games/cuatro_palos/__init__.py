"""Cuatro Palos (RULES.md §3)."""
