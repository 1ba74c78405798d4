"""Rules-agnostic Qt card table: card art, cards, zones, drag and drop, animation."""
