"""The window's shell: what `MainWindow` (app/ui/main_window.py) is made of besides the
table — what is around it (`central`: the status line, the action bar, the storage-problem
line), what the person does on it (`table_input`), its place on the screen (`geometry`),
its menu bar (`menus`), the current game's commands (`commands`), what is on the table
(`table_flow`, and at start `start_up`), the table waiting while a dialog is open
(`pause`), its closing (`closing`), and the port its house features are handed (`port`:
the parts of app/ui/parts)."""
