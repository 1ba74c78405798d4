"""The window's shell: what `MainWindow` (app/ui/main_window.py) is made of besides the
table and its status line — its place on the screen (`geometry`), its menu bar
(`menus`), the current game's commands (`commands`), what is on the table (`table_flow`)
and the port its house features are handed (`port`: the parts of app/ui/parts)."""
