"""Tests of the rules-agnostic card table (app.table)."""
