"""Mano y Pie (Hand and Foot, RULES.md §4): the canasta family's game of hands and feet."""
