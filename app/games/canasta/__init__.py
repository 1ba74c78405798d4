"""The canasta family's shared rules (Buraco §5, Mano y Pie §4): team melds, wild-card
limits, complete melds, pile pick-ups, second packets and team scoring, and the engine
half every deal and match of the family shares (`engine`), written once."""
