"""Scala 40 (RULES.md §2)."""
