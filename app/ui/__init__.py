"""Windows, dialogs and per-game controllers (Qt). Arrives with the table issue."""
