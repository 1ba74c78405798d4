"""The score table at a deal's end is placed whole on the screen: the buttons added to
its row after it is built (Play again, Review this deal…, Take back my last move) count
in the size it is placed by, before it is shown."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox, QMainWindow

from app.ui.result_dialog import ResultDialog
from app.ui.shell.table_flow import TableFlow


def built(qtbot) -> ResultDialog:
    dialog = ResultDialog()
    qtbot.addWidget(dialog)
    dialog._build(
        "End of the deal",
        "<b>Winner: Carla</b>",
        ["Player", "Points in hand", "Points won"],
        [["You", "6", ""], ["Ana", "4", ""], ["Bruno", "4", ""], ["Carla", "0", "14"]],
        "Points won = the worst player's points in hand - your points in hand",
    )
    dialog.offer_play_again()
    dialog.show_hints(11)
    dialog.offer_review(lambda parent: None)
    dialog.offer_take_back()
    return dialog


def test_the_size_hint_counts_every_button_before_the_dialog_is_shown(qtbot) -> None:
    dialog = built(qtbot)
    row = dialog.findChild(QDialogButtonBox)
    assert len(row.buttons()) == 4
    assert not dialog.isVisible()
    assert dialog.sizeHint().width() >= row.sizeHint().width()


def test_placed_beside_the_table_it_stays_on_the_screen(qtbot) -> None:
    """`_beside_the_table` moves the dialog to the bottom right corner of the log or the
    table: shown there, its right edge is still on the screen."""
    host = QMainWindow()
    qtbot.addWidget(host)
    screen = host.screen().availableGeometry()
    host.resize(screen.width() - 40, screen.height() - 80)
    host.show()
    qtbot.waitExposed(host)
    dialog = built(qtbot)

    class Place:  # what `_beside_the_table` reads of the window
        table = host

        def findChildren(self, kind):  # noqa: N802 - Qt's name
            return [host.menuBar()]  # not visible: the table is the area

        def screen(self):
            return host.screen()

    host.menuBar().hide()
    TableFlow(Place())._beside_the_table(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    shown = dialog.geometry()
    row = dialog.findChild(QDialogButtonBox)
    assert shown.width() >= row.sizeHint().width()  # every button whole
    assert screen.contains(dialog.frameGeometry()), (dialog.frameGeometry(), screen)
