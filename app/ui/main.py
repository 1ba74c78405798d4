"""`tapete`: the desktop program. `--screenshot PATH` renders the table and exits."""

from __future__ import annotations

import argparse
import gc
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from app.core.bots import check_level, levels_per_seat
from app.core.decks import parse_seed
from app.core.text import one_line, told
from app.core.words import Words
from app.games.registry import GAME_IDS, GAMES, find_game
from app.i18n import UnknownLanguage, language_named, say

#: Qt's largest widget side (QWIDGETSIZE_MAX).
MAX_SIDE = 16_777_215


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one line, exit status 2, no usage dump
        _fail(message)


def _fail(message: object) -> NoReturn:
    """One line, in the language of the run, and exit status 2."""
    text = say(told(message) if isinstance(message, BaseException) else message)
    print(f"tapete: error: {one_line(text)}", file=sys.stderr)
    raise SystemExit(2)


def _count(text: str) -> int:
    """A whole number of 0 or more written with ASCII digits (argparse `type`)."""
    if not (text.isascii() and text.isdigit()):
        raise argparse.ArgumentTypeError(
            say(Words("TapeteCommand", "{text} is not a whole number of 0 or more").filled(text=repr(text)))
        )  # fmt: skip
    return int(text)


def _size(text: str) -> tuple[int, int]:
    """`WIDTHxHEIGHT` in pixels, each from 1 to Qt's largest widget size."""
    width, x, height = text.lower().partition("x")
    if not x or not all(part.isascii() and part.isdigit() for part in (width, height)):
        raise argparse.ArgumentTypeError(
            say(Words("TapeteCommand", "{text} is not a size like 1280x800").filled(text=repr(text)))
        )  # fmt: skip
    w, h = int(width), int(height)
    if not (1 <= w <= MAX_SIDE and 1 <= h <= MAX_SIDE):
        raise argparse.ArgumentTypeError(
            say(Words("TapeteCommand", "{text}: width and height must be from 1 to {most} pixels").filled(text=repr(text), most=MAX_SIDE))
        )  # fmt: skip
    return w, h


def _seed(text: str) -> int | str:
    try:
        return parse_seed(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(say(told(exc))) from None


def _language(text: str) -> str:
    try:
        return language_named(text)
    except UnknownLanguage as exc:  # read before any catalogue is loaded: in English
        raise argparse.ArgumentTypeError(str(exc).removeprefix("--lang ")) from None


def _level_list(text: str) -> tuple[str, ...]:
    try:
        return tuple(check_level(level.strip()) for level in text.split(","))
    except ValueError as exc:
        raise argparse.ArgumentTypeError(say(told(exc))) from None


# What `tapete --help` says of each option.
HELP = {
    "players": Words("TapeteCommand", "{ranges}; default: the game's own"),
    "seed": Words("TapeteCommand", "deal seed (default: random)"),
    "bots": Words(
        "TapeteCommand",
        "bot levels, comma separated (default: normal, or the game's own if it has none)",
    ),
    "screenshot": Words("TapeteCommand", "render the table after the deal to a PNG and exit"),
    "size": Words(
        "TapeteCommand",
        "window size (default: 1280x800 for --screenshot, else fitted to the screen)",
    ),
    "self_test": Words(
        "TapeteCommand",
        "offscreen: deal and render every game, play a bot turn, check glyphs; exit 0",
    ),
    "lang": Words(
        "TapeteCommand",
        "the interface's language for this run: en, es, pt_BR or it "
        "(default: the one chosen in View > Language, else the system's)",
    ),
    "autoplay": Words(
        "TapeteCommand",
        "let normal bots play the first N turns for every seat (a mid-game table)",
    ),
    "replay": Words(
        "TapeteCommand",
        "open a replay record or a saved game (tapete-cli replay's files) in the review",
    ),
    "practice": Words(
        "TapeteCommand",
        "deal at a practice table: take back any move, every hand on request, results apart",
    ),
}


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="tapete", description=say(Words("TapeteCommand", "Tapete: a card table."))
    )
    ranges = ", ".join(f"{g.players[0]}-{g.players[1]} ({g.name})" for g in GAMES)
    add = parser.add_argument
    add("--game", default=None, choices=GAME_IDS)
    add("--players", type=_count, default=None, help=say(HELP["players"].filled(ranges=ranges)))
    add("--seed", type=_seed, default=None, help=say(HELP["seed"]))
    add("--bots", type=_level_list, default=None, help=say(HELP["bots"]))
    add("--screenshot", metavar="PATH", help=say(HELP["screenshot"]))
    add("--size", type=_size, default=None, help=say(HELP["size"]))
    add("--self-test", action="store_true", help=say(HELP["self_test"]))
    add("--lang", type=_language, default=None, metavar="LANGUAGE", help=say(HELP["lang"]))
    add("--autoplay", type=_count, default=0, metavar="N", help=say(HELP["autoplay"]))
    add("--replay", metavar="PATH", default=None, help=say(HELP["replay"]))
    add("--practice", action="store_true", help=say(HELP["practice"]))
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    # No cyclic garbage collection until the table's first frame: the start makes objects
    # by the hundred thousand (classes, enums, the table's items) and frees almost none,
    # so the collections it would set off (about 30) find nothing to free. The first
    # paint turns it on again (its fallback too, should no paint come), and so does any
    # way out of here.
    gc.disable()
    try:
        return _main(argv)
    finally:
        gc.enable()


def _main(argv: Sequence[str] | None) -> int:
    from app import i18n

    i18n.speak_early(sys.argv[1:] if argv is None else argv)  # the command line's words
    args = build_parser().parse_args(argv)
    # No game named: the welcome page on the first start, the last game played later.
    named = args.game is not None or args.players is not None or args.bots is not None
    named = named or args.practice  # --practice deals at once: no welcome page
    args.game = args.game or GAME_IDS[0]
    if (args.screenshot or args.self_test) and "QT_QPA_PLATFORM" not in os.environ:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    if args.self_test:
        gc.enable()
        from app.ui.self_test import main as self_test

        return self_test()
    from app.ui.new_game_settings import NewGameSettings, default_options

    try:
        options = default_options(args.game, args.players)
    except ValueError as exc:
        problem = told(exc)
        _fail(Words("TapeteCommand", "--players {n}: {problem}").filled(n=args.players, problem=problem))  # fmt: skip
    from app.ui.platform_check import display_problem, fatal_messages_exit

    problem = display_problem()
    if problem:
        _fail(problem)
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    with fatal_messages_exit():
        app = QApplication.instance() or QApplication(sys.argv[:1])
    width, height = args.size or (1280, 800)
    if args.screenshot and not _picture_fits(app, width, height):
        _fail(
            Words("TapeteCommand", "--size {size}: there is not enough memory for a picture of that size ({mb} MB)")
            .filled(size=f"{width}x{height}", mb=f"{width * height * 4 / 2**20:,.0f}")
        )  # fmt: skip
    app.setApplicationName("Tapete")
    app.setOrganizationName("Tapete")
    app.setDesktopFileName("io.github.tapete.Tapete")
    from app import i18n

    i18n.install(app, i18n.startup_language(args.lang))
    from app.table.fonts import load_bundled_fonts
    from app.ui.main_window import MainWindow

    load_bundled_fonts()
    levels = _game_levels(args, options.num_players)
    settings = NewGameSettings(
        options=options, levels=levels, game=args.game, practice=args.practice
    )
    if args.seed is not None:
        settings.seed = args.seed
    _install_excepthook()
    # A picture is taken and the program exits: Ctrl+C stops it as any tool.
    attach_interrupt = (lambda window: None) if args.screenshot else _close_on_interrupt()
    window = MainWindow(settings, storage=not args.screenshot)
    if args.size is not None or args.screenshot:  # otherwise it fits itself to the screen
        window.resize(width, height)
    if args.screenshot:
        window.setProperty("quiet", True)
        settings.pace_ms = 0
        # the panels as a screen of that width shows them (the offscreen one is small)
        for part in window.parts.values():
            part.sized(width)
    window.first_paint.later(gc.enable)
    # The icon (title bar, task bar) follows the first frame by a moment: its pictures are
    # read and scaled for the window system then (the desktop file and the Windows
    # program's own icon stand for it until then).
    window.first_paint.later(lambda: app.setWindowIcon(_app_icon()))
    _maybe_probe_first_frame(app, window)
    if args.size is not None or args.screenshot:
        window.show()
    else:
        window.show_fitted()  # maximised where the screen is small
    attach_interrupt(window)

    def deal_or_continue() -> None:
        if args.autoplay > 0:
            window.use_game(settings.game)
            window.controller.pace_ms = settings.pace_ms
            window.controller.load_position(
                _autoplayed(settings, args.autoplay), [None, *_seat_levels(settings)],
                practice=settings.practice,
            )  # fmt: skip
        elif os.environ.pop(CONTINUE_ENV, None) and not args.screenshot:
            window.begin(ask=False)  # started again in a new language: the game goes on
        elif args.screenshot or os.environ.get("TAPETE_BENCH_T0") or args.seed is not None:
            window.start()
        else:  # offers to continue a saved game; with no game named, the welcome page first
            window.begin(welcome=not named)

    if args.replay and not args.screenshot:
        # The review opens at once, over an empty table, asking nothing: the saved game
        # stays as it is until the review is closed, and the start goes on from there.
        def replay_first() -> None:
            review = window.parts.get("review")
            if review is not None:
                review.open_replay_file(args.replay)
            if not window.closing:
                deal_or_continue()

        QTimer.singleShot(0, window, replay_first)
    else:
        deal_or_continue()
    if args.screenshot:
        deadline = 200
        while not window.controller.my_turn and window.controller.result is None and deadline:
            window.controller.wait_for_bots(5)
            app.processEvents()
            deadline -= 1
        app.processEvents()
        window.table.show_zones(window.controller.zones(), animate=False)
        app.processEvents()
        if not window.grab().save(args.screenshot):
            _fail(Words("TapeteCommand", "cannot write {path}").filled(path=args.screenshot))
        return 0
    status = app.exec()
    if window.restart_asked:  # View > Language: the same program again, in its new language
        _restart()
    return status


#: Set for the new start after View > Language: it continues the saved game, unasked.
CONTINUE_ENV = "TAPETE_CONTINUE"


def restart_command(argv: Sequence[str], executable: str) -> list[str]:
    """The command that starts this program again as it was started (`argv`: the
    interpreter's own command line, `sys.orig_argv`), without a `--lang` for one run,
    so that the language chosen in the menu is the one it speaks."""
    args = list(argv[1:])
    kept: list[str] = []
    skip = False
    for arg in args:
        if skip:
            skip = False
        elif arg == "--lang":
            skip = True
        elif not arg.startswith("--lang="):
            kept.append(arg)
    return [executable, *kept]


def _restart() -> NoReturn:
    """Replace this process by a new start of the program (the window has closed and
    saved the game in progress, which the new start offers to continue)."""
    frozen = bool(getattr(sys, "frozen", False))
    argv = sys.argv if frozen else sys.orig_argv
    command = restart_command(argv, sys.executable)
    os.environ[CONTINUE_ENV] = "1"
    os.environ.pop("TAPETE_LANG", None)  # the language just chosen in the menu is the one
    sys.stdout.flush()
    sys.stderr.flush()
    try:
        os.execv(command[0], command)
    except OSError as exc:
        _fail(
            Words("TapeteCommand", "cannot start again in the new language ({problem}): start Tapete again by hand")
            .filled(problem=exc)
        )  # fmt: skip


def _picture_fits(app, width: int, height: int) -> bool:
    """Whether a window picture of this size can be allocated (a trial image, freed)."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler
    from PySide6.QtGui import QImage

    ratio = app.primaryScreen().devicePixelRatio() if app.primaryScreen() else 1.0

    def quiet(kind, context, message) -> None:  # "QImage: out of memory": expected here
        if kind == QtMsgType.QtFatalMsg:
            sys.stderr.write(message + "\n")

    previous = qInstallMessageHandler(quiet)
    try:
        trial = QImage(
            round(width * ratio), round(height * ratio), QImage.Format.Format_ARGB32_Premultiplied
        )
        return not trial.isNull()
    finally:
        qInstallMessageHandler(previous)


def _maybe_probe_first_frame(app, window) -> None:
    """For bench/gui.py: with TAPETE_BENCH_T0 (a time.time() stamp taken by the launcher)
    print the milliseconds from it until the dealt table's first frame is out, and
    the process's CPU time by then (`first-frame-ms W cpu-ms C`), then quit."""
    t0 = os.environ.get("TAPETE_BENCH_T0")
    if not t0:
        return
    import time

    from PySide6.QtCore import QEvent, QObject, QTimer

    def report() -> None:  # from the event loop: the frame is out
        elapsed, cpu = (time.time() - float(t0)) * 1000, time.process_time() * 1000
        print(f"first-frame-ms {elapsed:.1f} cpu-ms {cpu:.1f}", flush=True)
        app.quit()

    class Probe(QObject):
        done = False

        def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
            dealt = window.controller is not None and window.controller.state is not None
            if event.type() == QEvent.Type.Paint and dealt and not self.done:
                self.done = True
                QTimer.singleShot(0, report)
            return False

    window._first_frame_probe = Probe(window)
    window.table.viewport().installEventFilter(window._first_frame_probe)


def _close_on_interrupt() -> Callable[[Any], None]:
    """Ctrl+C in the terminal closes the window as its close button does, saving first;
    returns `attach(window)`, to be called once the window exists (a Ctrl+C before that
    closes it as soon as it is there).

    Python runs a signal's handler only between two steps of Python code, and Qt waiting
    for events runs none: the signal is also written to a socket (`set_wakeup_fd`) that
    a QSocketNotifier watches, so the event loop wakes at once and the handler runs. The
    handler only asks the window to close from the event loop, never from inside the
    code it interrupted (the default raised KeyboardInterrupt there, in some Qt slot:
    "Something went wrong: " and nothing more). A second Ctrl+C stops Tapete at once.
    """
    import contextlib
    import signal

    from PySide6.QtCore import QSocketNotifier, QTimer

    asked: list[bool] = []
    windows: list[Any] = []
    try:
        reader, writer = _wakeup_pair()
    except OSError:  # no pipe and no sockets: leave Python's own handling alone
        return lambda window: None
    try:
        signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)
    except ValueError:  # not the main thread: the same
        reader.close()
        writer.close()
        return lambda window: None
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read)

    def drain() -> None:
        with contextlib.suppress(OSError):
            while reader.read(64):
                pass

    def interrupted(signum: int, frame: Any) -> None:
        signal.signal(signal.SIGINT, signal.SIG_DFL)  # the next one is not asked twice
        asked.append(True)
        for window in windows:
            QTimer.singleShot(0, window.close_soon)

    def attach(window: Any) -> None:
        windows.append(window)
        window._interrupt_wakeup = (reader, writer, notifier)  # kept while it lives
        if asked:
            QTimer.singleShot(0, window.close_soon)

    notifier.activated.connect(drain)
    signal.signal(signal.SIGINT, interrupted)
    return attach


def _app_icon():
    """Tapete's icon, every size shipped (a QIcon)."""
    from PySide6.QtGui import QIcon

    from app import ICON_SIZES, resource_path

    icon = QIcon()
    for size in ICON_SIZES:
        path = resource_path(f"icons/tapete-{size}.png")
        if path.is_file():
            icon.addFile(str(path))
    return icon


def _wakeup_pair(sockets: bool = os.name == "nt") -> tuple[Any, Any]:
    """The two ends, not blocking, that a signal wakes the event loop through: a pipe,
    or on Windows (whose wake-up must be a socket) a pair of sockets; each end has
    `fileno()`, `read(n)` (nothing or OSError once drained) and `close()`. The socket
    module loads only there (about 4 ms of the start elsewhere)."""
    if sockets:
        import socket

        ends = socket.socketpair()
        for end in ends:
            end.setblocking(False)
        return tuple(_SocketEnd(end) for end in ends)
    read_fd, write_fd = os.pipe()
    for fd in (read_fd, write_fd):
        os.set_blocking(fd, False)
    return open(read_fd, "rb", buffering=0), open(write_fd, "wb", buffering=0)


class _SocketEnd:
    """A socket read as a pipe's end is (`read`, `fileno`, `close`)."""

    def __init__(self, sock: Any) -> None:
        self._sock = sock

    def fileno(self) -> int:
        return self._sock.fileno()

    def read(self, size: int) -> bytes:
        return self._sock.recv(size)

    def close(self) -> None:
        self._sock.close()


def _install_excepthook() -> None:
    """An unexpected error becomes a message box and a log file, never a bare traceback.

    The box is shown by the GUI thread only: an error raised in a worker thread (a bot's
    decision, the sound device) is logged there and its box asked of the GUI thread, which
    shows it if the program goes on. A widget made in a worker thread would wait there
    for events that never come, and the program would hang on closing, waiting for it."""
    import contextlib
    import threading
    import traceback
    from pathlib import Path

    from platformdirs import user_log_dir
    from PySide6.QtCore import QCoreApplication, QObject, Signal

    def tell(message: str) -> None:
        from PySide6.QtWidgets import QMessageBox  # loaded when an error is told

        QMessageBox.critical(None, "Tapete", message)

    class Teller(QObject):  # lives on the GUI thread: a signal from elsewhere is queued
        told = Signal(str)

    teller = Teller(QCoreApplication.instance())  # goes with the application
    teller.told.connect(tell)

    def hook(kind, value, tb) -> None:
        text = "".join(traceback.format_exception(kind, value, tb))
        where = Path(os.environ.get("TAPETE_LOG_DIR") or user_log_dir("Tapete"))
        try:
            where.mkdir(parents=True, exist_ok=True)
            (where / "errors.log").open("a", encoding="utf-8").write(text + "\n")
            saved = str(where / "errors.log")
        except OSError:
            saved = "(could not write the log)"
        message = f"Something went wrong: {value}\n\nThe details were saved to {saved}."
        if threading.current_thread() is threading.main_thread():
            tell(message)
        else:
            with contextlib.suppress(RuntimeError):  # the application is gone: logged only
                teller.told.emit(message)

    sys.excepthook = hook  # which keeps `teller`


def _game_levels(args, players: int) -> tuple[str, ...]:
    """The bot levels asked for, each one the game offers, one for all the computer
    players or one for each (`tapete-cli play`'s rule; one line refuses another list)."""
    offered = find_game(args.game).levels
    if args.bots is None:
        return (find_game(args.game).default_level,)
    for level in args.bots:
        if level not in offered:
            _fail(
                Words("TapeteCommand", "--bots {level}: {game} has only {levels} computer players so far")
                .filled(level=level, game=find_game(args.game).name, levels=", ".join(offered))
            )  # fmt: skip
    try:
        return levels_per_seat(args.bots, players - 1, "computer players")
    except ValueError as exc:
        _fail(exc)


def _seat_levels(settings) -> list[str]:
    n = settings.options.num_players
    return [settings.levels[(s - 1) % len(settings.levels)] for s in range(1, n)]


def _autoplayed(settings, turns: int):
    """A deal advanced by normal bots for every seat, stopped on the person's turn.

    `turns` counts actions (in Scala 40 and Cuatro Palos a turn is several); the deal
    stops at the start of one of the person's turns.
    """
    game = find_game(settings.game)
    state = game.deal(settings.options, settings.seed)
    last_turn = state.clone()  # the latest start of the person's turn
    at_start = state.to_play == 0
    bots = {}
    played = 0
    while played < turns or not at_start:
        seat = state.to_play
        bot = bots.setdefault(seat, game.bot(game.default_level, f"{settings.seed}:{seat}"))
        state.play(bot.choose(state.view(seat)))
        if state.to_play is None:
            return last_turn  # keep the deal alive for the picture
        played += 1
        at_start = state.to_play == 0 and seat != 0
        if at_start:
            last_turn = state.clone()
    return state


if __name__ == "__main__":
    sys.exit(main())
