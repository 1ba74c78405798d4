"""Tapete: a desktop card table for five games of the Spanish- and Portuguese-speaking world."""

__version__ = "0.1.0"
