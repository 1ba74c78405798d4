"""Quita y Pon (RULES.md §1): manipulation rummy, Rummikub-style."""
