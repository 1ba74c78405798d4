"""`tapete --self-test`: proves a build works by running it (frozen bundles included).

First, every data file the app reads must be where app.resource_path() finds it (a source
checkout, an installed wheel, a frozen bundle). Then offscreen, for every game the app
offers: deal, render the table, let a bot play one turn, render again, and check that the
cards were drawn with real glyphs from the card font. Exit 0, or 1 with one line naming
what failed.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtGui import QColor, QFontInfo, QImage
from PySide6.QtWidgets import QApplication

from app import ICON_SIZES, __version__, resource_path
from app.core.cards import cards
from app.games.registry import GAME_IDS, find_game
from app.i18n import LANGUAGES, SOURCE, install, startup_language
from app.table.card_art import FONT_FAMILY, CardArt
from app.table.fonts import BUNDLED_FONTS, FONT_LICENCE, load_bundled_fonts, missing_suit_glyphs
from app.ui.help_text import COMPUTER_PAGE, unreadable_pages, unreadable_rules
from app.ui.table_module import table_of


class SelfTestFailure(Exception):
    pass


def _ink_ratio(image: QImage, dark: bool = True) -> float:
    """Share of sampled pixels that are clearly ink (dark or saturated), for blank checks."""
    hits = total = 0
    for y in range(0, image.height(), 3):
        for x in range(0, image.width(), 3):
            colour = QColor(image.pixel(x, y))
            total += 1
            if colour.lightness() < 110 or colour.saturation() > 150:
                hits += 1
    return hits / max(total, 1)


def check_resources(games: Sequence[str] = GAME_IDS) -> str:
    """Every data file is found: the fonts with their licence, the window icons, the
    catalogue of each language, each game's rules in every language they are written in,
    and "How the computer plays" in the same languages. A build that lost one fails here,
    naming it, rather than later with boxes for glyphs or an empty Help page."""
    needed = [
        *(f"fonts/{name}" for name in (*BUNDLED_FONTS, FONT_LICENCE)),
        *(f"icons/tapete-{size}.png" for size in ICON_SIZES),
        *(f"i18n/tapete_{code}.qm" for code in LANGUAGES),
    ]
    missing = [name for name in needed if not resource_path(name).is_file()]
    for game in games:
        missing += unreadable_rules(game)
    missing += unreadable_pages(COMPUTER_PAGE)
    if missing:
        raise SelfTestFailure(
            f"resources missing or unreadable in {resource_path()}: {', '.join(missing)}"
        )
    rules = sum(len(list(resource_path(f"rules/{game}").glob("*.html"))) for game in games)
    pages = len(list(resource_path(COMPUTER_PAGE).glob("*.html")))
    return f"resources: {len(needed) + rules + pages} files in {resource_path()}"


def check_cards_render(art: CardArt) -> None:
    family = QFontInfo(art.font(20)).family()
    if family != FONT_FAMILY:
        raise SelfTestFailure(f"card font is {family!r}, expected {FONT_FAMILY!r}")
    missing = missing_suit_glyphs()
    if missing:
        raise SelfTestFailure(f"the card font lacks the suit symbols {' '.join(missing)}")
    for c in cards("AS 7H TD KC"):
        image = art.pixmap(c, 72, 1.0).toImage()
        if _ink_ratio(image) < 0.03:
            raise SelfTestFailure(f"card {c} rendered blank")


def check_languages(app: QApplication, games: Sequence[str] = GAME_IDS) -> str:
    """Each language loads (Tapete's catalogue and Qt's own) and speaks for every game:
    one of the game's command labels reads other than in English."""
    try:
        for code in LANGUAGES:
            missing = install(app, code)
            if missing:
                raise SelfTestFailure(f"{code}: cannot load {', '.join(missing)}")
            if code == SOURCE:
                continue
            for game in games:
                actions = table_of(game).commands
                if not any(action.translated() != action.label for action in actions):
                    raise SelfTestFailure(f"{code}: {game}'s commands are not translated")
    finally:
        install(app, startup_language())
    return f"languages: {', '.join(LANGUAGES)}"


def _new_deal(game: str):
    return find_game(game).deal(None, 1)


def run_game(app: QApplication, game: str) -> str:
    from app.ui.main_window import MainWindow
    from app.ui.new_game import NewGameSettings, default_options

    window = MainWindow(
        NewGameSettings(default_options(game), seed=1, pace_ms=0, game=game), storage=False
    )
    window.setProperty("quiet", True)
    window.resize(1280, 800)
    window.show()
    window.use_game(game)
    state = _new_deal(game)
    seat = state.to_play
    levels = [find_game(game).default_level] * state.num_players
    window.controller.pace_ms = 0
    window.controller.load_position(state, levels)
    for _ in range(200):
        app.processEvents()
        window.controller.wait_for_bots(1)
        if state.turn >= 1:
            break
    app.processEvents()
    if state.turn < 1:
        raise SelfTestFailure(f"{game}: the bot at seat {seat} did not play a turn")
    window.table.show_zones(window.controller.zones(), animate=False)
    app.processEvents()
    image = window.grab().toImage()
    window.controller.shutdown()
    window.close()
    if image.width() < 100 or _ink_ratio(image) < 0.02:
        raise SelfTestFailure(f"{game}: the table rendered blank")
    cards_shown = len(window.table.scene().items())
    return f"{game}: dealt, bot played {state.turn} turn(s), {cards_shown} items drawn"


def check_sound() -> str:
    """The sound library loads (a bundle must carry it and cffi's backend) and every
    effect is made; no device is opened."""
    try:
        import miniaudio
    except ImportError as exc:
        raise SelfTestFailure(f"sound: miniaudio does not load ({exc})") from None
    from app.ui.sound import EFFECTS, synthesise

    made = [synthesise(effect) for effect in EFFECTS]
    if not all(made):
        raise SelfTestFailure("sound: an effect came out empty")
    return f"sound: miniaudio {miniaudio.__version__} loads, {len(made)} effects made"


def main() -> int:
    from app.ui.platform_check import fatal_messages_exit

    # A bundle without its platform plugin makes Qt abort: one line and exit 2 instead.
    with fatal_messages_exit():
        app = QApplication.instance() or QApplication(sys.argv[:1])
    try:
        lines = [check_resources(), check_languages(app), check_sound()]
        load_bundled_fonts()
        check_cards_render(CardArt())
        lines += [run_game(app, game) for game in GAME_IDS]
    except SelfTestFailure as failure:
        print(f"tapete: self-test failed: {failure}", file=sys.stderr)
        return 1
    except Exception as exc:  # a crash is a failure with one line, not a traceback
        print(f"tapete: self-test failed: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    print(f"tapete {__version__} self-test passed: " + "; ".join(lines))
    return 0
