"""Pictures of every game in every language, and what is cut short in them.

    python -m scripts.lang_screens OUT [--lang es ...] [--game buraco ...] [--size 1366x768 ...]

For each game, language and window size: a mid-deal table (bots played the first turns of
every seat), a refusal on the person's turn (a hand card dropped on the discard pile or the
stock), the end of the deal with its score table, and the New-game dialog on that game's
page. Each is saved as OUT/<game>/<language>/<state>-<size>.png, and a line per picture
names what does not fit: the status line elided, zone labels cut, and in dialogs every
label, check box, button or menu text narrower than its own text. The last lines list
what is cut in a language and not in English, which is what must be mended.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterator
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import (  # noqa: E402
    QAbstractButton,
    QApplication,
    QComboBox,
    QLabel,
    QWidget,
)

from app import i18n  # noqa: E402
from app.games.registry import GAME_IDS, find_game  # noqa: E402
from app.table.zones import ZoneId  # noqa: E402
from app.ui.game_ui import game_ui  # noqa: E402
from app.ui.main_window import MainWindow  # noqa: E402
from app.ui.new_game import NewGameDialog, NewGameSettings, default_options  # noqa: E402
from app.ui.table_zones import DISCARD, HAND, STOCK  # noqa: E402

SIZES = ["1366x768", "1920x1080", "1024x640"]


def _played(game: str, turns: int, to_the_end: bool = False):
    """A deal of `game` (seed 1) advanced by its bots: `turns` actions and then to the
    start of the person's turn, or to the last action before the deal ends."""
    info = find_game(game)
    state = info.deal(default_options(game), 1)
    bots = {}
    before = state.clone()
    played = 0
    last = None
    while state.to_play is not None:
        seat = state.to_play
        if not to_the_end and played >= turns and seat == 0 and last != 0:
            return state  # the start of the person's turn
        bot = bots.setdefault(seat, info.bot(info.default_level, f"1:{seat}"))
        before = state.clone()
        state.play(bot.choose(state.view(seat)))
        last = seat
        played += 1
        if played > 5000:
            break
    return before


def cut_widgets(root: QWidget) -> list[str]:
    """The visible texts in `root` that are wider than their widget."""
    cut = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root) or widget.width() <= 1:
            continue
        if isinstance(widget, QLabel) and not widget.wordWrap() and widget.text():
            if widget.sizeHint().width() > widget.width() + 1:
                cut.append(f"label {widget.text()[:40]!r}")
        elif isinstance(widget, QAbstractButton) and widget.text():
            if widget.sizeHint().width() > widget.width() + 1:
                cut.append(f"button {widget.text()[:40]!r}")
        elif (
            isinstance(widget, QComboBox)
            and widget.currentText()
            and widget.minimumSizeHint().width() > widget.width() + 1
        ):
            cut.append(f"choice {widget.currentText()[:40]!r}")
    return cut


def _window(game: str, size: tuple[int, int]) -> MainWindow:
    win = MainWindow(NewGameSettings(game=game, pace_ms=0), storage=False)
    win.setProperty("quiet", True)
    win.resize(*size)
    win.show()
    win.use_game(game)
    win.controller.pace_ms = 0
    return win


def _table_cuts(win: MainWindow) -> list[str]:
    cut = [
        f"zone {z.name}"
        for z in win.table.zones()
        if z.kind != "drop" and win.table.zone_label(z.name) != z.label
    ]
    if win.status_label.toolTip():  # set only when the sentence is cut
        cut.append("status line elided")
    return cut


def _refuse_something(win: MainWindow, game: str) -> None:
    """A move the game's own rules refuse, so that the status line says why: a hand
    card dropped where the rules refuse it (not just "Cards cannot go there"), else the
    move a bot would make now, made, then made again (a second draw)."""
    controller = win.controller
    nowhere = controller.nowhere().refusal
    hand = list(controller.current_hand())
    targets = [ZoneId(z.name) for z in controller.zones()] + [DISCARD, STOCK]
    for card in hand[:6]:
        for target in targets:
            intent = controller.intent([card], HAND, target, 0)
            if not intent.allowed and intent.refusal != nowhere:
                controller.drop([card], HAND, target, 0)
                return
    info = find_game(game)
    bot = info.bot(info.default_level, "1:refusal")
    for _ in range(4):
        if not controller.my_turn:
            return
        action = bot.choose(controller.state.view(controller.person))
        if not controller.try_action(action) or not controller.try_action(action):
            return


def shots(game: str, size: tuple[int, int], out: Path) -> Iterator[tuple[str, list[str]]]:
    app = QApplication.instance()
    levels = [None] + [find_game(game).default_level] * 5

    def settle(win: MainWindow) -> None:
        for _ in range(400):
            app.processEvents()
            win.controller.wait_for_bots(0.05)
            if win.controller.my_turn or win.controller.result is not None:
                break
        win.table.show_zones(win.controller.zones(), animate=False)
        win.controller.changed.emit()
        app.processEvents()

    tag = f"{size[0]}x{size[1]}"
    # mid-deal, then a refusal on the same table
    win = _window(game, size)
    state = _played(game, 12)
    win.controller.load_position(state, levels[: state.num_players])
    settle(win)
    win.grab().save(str(out / f"1-mid-{tag}.png"))
    yield "mid", _table_cuts(win)
    _refuse_something(win, game)
    settle(win)
    win.grab().save(str(out / f"2-refusal-{tag}.png"))
    yield f"refusal ({win.controller.message[:60]!r})", _table_cuts(win)
    win.controller.shutdown()
    win.close()
    # the end of the deal (the person's moves chosen by a bot), and its score table
    win = _window(game, size)
    state = _played(game, 12)
    win.controller.load_position(state, levels[: state.num_players])
    stand_in = find_game(game).bot(find_game(game).default_level, "1:person")
    for _ in range(3000):
        settle(win)
        if win.controller.state.result is not None:
            break
        if not win.controller.my_turn:
            continue
        view = win.controller.state.view(win.controller.person)
        win.controller.try_action(stand_in.choose(view))
    settle(win)
    win.grab().save(str(out / f"3-end-{tag}.png"))
    yield "end", _table_cuts(win)
    result = win.controller.state.result if win.controller.state is not None else None
    if result is not None:
        dialog = game_ui(game).TABLE.result_dialog(win.controller, result, win)
        dialog.show()
        app.processEvents()
        dialog.grab().save(str(out / f"4-score-{tag}.png"))
        yield "score", cut_widgets(dialog)
        dialog.close()
    # New game, on this game's page
    dialog = NewGameDialog(win.settings, win)
    dialog.game.setCurrentIndex(dialog.game.findData(game))
    dialog.show()
    app.processEvents()
    dialog.grab().save(str(out / f"5-new-game-{tag}.png"))
    yield "new game", cut_widgets(dialog)
    dialog.close()
    win.controller.shutdown()
    win.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scripts.lang_screens")
    parser.add_argument("out", type=Path)
    parser.add_argument("--lang", action="append", choices=list(i18n.LANGUAGES))
    parser.add_argument("--game", action="append", choices=GAME_IDS)
    parser.add_argument("--size", action="append")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication([])
    app.setOrganizationName("Tapete-screens")  # leaves the person's settings alone
    languages = args.lang or list(i18n.LANGUAGES)
    if i18n.SOURCE not in languages:
        languages.insert(0, i18n.SOURCE)  # the yardstick: what is cut in English too
    sizes = [tuple(int(v) for v in s.split("x")) for s in (args.size or SIZES)]
    cuts: dict[tuple[str, str, str, str], list[str]] = {}
    for code in languages:
        i18n.install(app, code)
        for game in args.game or GAME_IDS:
            folder = args.out / game / code
            folder.mkdir(parents=True, exist_ok=True)
            for size in sizes:
                tag = f"{size[0]}x{size[1]}"
                for state, cut in shots(game, size, folder):
                    cuts[(game, tag, state.split(" ")[0], code)] = cut
                    print(
                        f"{game} {code} {tag} {state}: {'; '.join(cut) if cut else 'nothing cut'}"
                    )
    worse = [
        f"{game} {code} {tag} {state}: {len(cut)} cut, English {len(cuts.get((game, tag, state, 'en'), []))}"
        for (game, tag, state, code), cut in cuts.items()
        if code != "en" and len(cut) > len(cuts.get((game, tag, state, "en"), []))
    ]
    print("\n".join(["cut in a language and not in English:", *worse] if worse else
                    ["nothing is cut in any language that is not cut in English"]))  # fmt: skip
    return 1 if worse else 0


if __name__ == "__main__":
    sys.exit(main())
