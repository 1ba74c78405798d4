"""Rules-agnostic Qt card table (cards, zones, drag, animation). Arrives with the table issue."""
