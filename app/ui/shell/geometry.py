"""Where the window opens and stays: where it was last time if that still fits a screen,
else fitted to the screen, its whole frame on it once a window manager has framed it."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSettings, QSize, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

#: The table's comfortable size: a screen with less room (and a title bar) opens the
#: window maximised; a larger one opens it filling the screen's available area.
DEFAULT_SIZE = (1280, 800)
#: A title bar's height, as a window manager adds it, before the real one is known.
TITLE_BAR_GUESS = 30
#: A window manager that frames the window where it was asked to be moves nothing: the
#: frame is looked for this many times, this often, after the window is shown.
FRAME_CHECKS, FRAME_CHECK_MS = 30, 100


class ScreenFit:
    """The window's place on the screen. `keeps` (False for screenshots and the
    self-test): it opens where it was closed, and is remembered when closed."""

    def __init__(self, window: QMainWindow, prefs: QSettings, keeps: bool) -> None:
        self.window = window
        self.prefs = prefs
        self.keeps = keeps
        self.opens_maximized = False
        self.fitting = False
        self._fitted_size = QSize()
        self._frame_checks = 0

    def fit_to_screen(self) -> None:
        """Open where the window was last time if that still fits one of the screens (and
        maximised if it was), else fitted to the screen: on a screen smaller than the
        table's comfortable size (`DEFAULT_SIZE` and a title bar) maximised, its normal
        size the default shrunk to the screen; on a larger one filling its available
        area. The frame a window manager adds is known only once shown: the window then
        shrinks and moves until the frame too is on the screen (`keep_on_screen`)."""
        win = self.window
        self.opens_maximized = False
        self.fitting = True
        self._frame_checks = 0
        saved = self.prefs.value("window/rect") if self.keeps else None
        if isinstance(saved, QRect) and saved.isValid():
            for screen in QApplication.screens():
                if screen.availableGeometry().contains(saved):
                    win.setGeometry(saved)
                    self._fitted_size = win.size()
                    self.opens_maximized = self.prefs.value("window/maximized", False, type=bool)
                    return
        screen = win.screen() or QApplication.primaryScreen()
        if screen is None:
            win.resize(*DEFAULT_SIZE)
            return
        area = screen.availableGeometry()
        frame = win.frameGeometry().size() - win.geometry().size()  # known once shown
        room = area.size() - frame
        comfortable = QSize(*DEFAULT_SIZE) + QSize(0, TITLE_BAR_GUESS)
        if area.width() < comfortable.width() or area.height() < comfortable.height():
            self.opens_maximized = True  # the window manager fits it, frame and all
            win.resize(min(DEFAULT_SIZE[0], room.width()), min(DEFAULT_SIZE[1], room.height()))
            box = win.frameGeometry()
            box.moveCenter(area.center())
            win.move(box.topLeft())
        else:
            win.resize(room)
            win.move(area.topLeft())
        self._fitted_size = win.size()

    def show_fitted(self) -> None:
        """Shows the window as `fit_to_screen` decided: maximised where the screen is small."""
        if self.opens_maximized:
            self.window.showMaximized()
        else:
            self.window.show()

    def shown(self) -> None:
        """The window was shown: the title bar's height is known only now."""
        QTimer.singleShot(0, self.keep_on_screen)

    def moved(self) -> None:
        if self.fitting:  # the window manager framed or placed it: does it fit now?
            QTimer.singleShot(0, self.keep_on_screen)

    def keep_on_screen(self) -> None:
        """Until the window manager's frame is known, keeps the whole frame on the
        screen: shrinks the window by what sticks out and moves it inside. A size asked
        for (--size, a test), chosen by the person, or maximised stays as it is."""
        win = self.window
        screen = win.screen()
        if not self.fitting or screen is None or win.size() != self._fitted_size:
            return
        if win.isMaximized() or win.isFullScreen():
            self.fitting = False
            return
        area, frame = screen.availableGeometry(), win.frameGeometry()
        framed = frame.size() != win.geometry().size()  # a window manager's frame is known
        if not area.contains(frame):
            extra_w = max(0, frame.width() - area.width())
            extra_h = max(0, frame.height() - area.height())
            if extra_w or extra_h:
                win.resize(win.width() - extra_w, win.height() - extra_h)
                self._fitted_size = win.size()
            frame = win.frameGeometry()
            x = min(max(frame.left(), area.left()), area.right() + 1 - frame.width())
            y = min(max(frame.top(), area.top()), area.bottom() + 1 - frame.height())
            win.move(x, y)
        if framed:
            self.fitting = False  # from now on the window is the person's to move
        elif self._frame_checks < FRAME_CHECKS:  # not framed yet (or never: no manager)
            self._frame_checks += 1
            QTimer.singleShot(FRAME_CHECK_MS, self.keep_on_screen)
        else:
            self.fitting = False

    def remember(self) -> None:
        """The window closes: its place is kept for the next start (when it `keeps`)."""
        if self.keeps:
            win = self.window
            rect = win.normalGeometry() if win.isMaximized() else win.geometry()
            self.prefs.setValue("window/rect", rect)
            self.prefs.setValue("window/maximized", win.isMaximized())
