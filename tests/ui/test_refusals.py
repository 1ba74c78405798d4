"""One refusal path: whatever refuses a move, the person reads the game's own sentence.

Every `IllegalMove` code a game can raise (read from its engine's source, the shared
rules' and its table module's) has a sentence of that game, never the raw code; and a
move refused through a button, a key or a double-click (`try_action`) says exactly what
the game's `sentence` says of it, the sentence a drag's intent gives too.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import pytest

import app
from app.core.cards import cards
from app.core.engine import IllegalMove
from app.games.registry import GAMES, GameInfo
from app.session import MatchSession
from app.ui.table_module import table_of
from tests.house import house

ROOT = Path(app.__file__).parent
GAME_IDS = [g.id for g in GAMES]
#: Where every game's refusals may come from besides its own packages.
SHARED = ("core", "session", "ui/staging_controller.py", "ui/controller_base.py")

#: A plausible value for each parameter a refusal names (the sentence shows it).
SAMPLES: dict[str, Any] = {
    "card": cards("7H")[0], "top": cards("8H")[0], "taken": cards("7H")[0],
    "cards": tuple(cards("7H 8H")), "group": tuple(cards("7H 8H 9H")),
    "meld": tuple(cards("7S 7D 7C")), "melds": 2, "readings": 1, "reading": "set",
    "play": (tuple(cards("3S 3H 3D")),), "phase": "draw", "action": "meld", "field": "cards",
}  # fmt: skip


def _sources(game: GameInfo) -> list[Path]:
    own = [ROOT / "games" / game.package, ROOT / "ui" / "games" / game.package]
    uses = any(
        "app.games.canasta" in p.read_text() for p in (ROOT / "games" / game.package).glob("*.py")
    )
    family = [ROOT / "games" / "canasta", ROOT / "ui" / "games" / "canasta"] if uses else []
    files: list[Path] = []
    for place in [*own, *family, *(ROOT / s for s in SHARED)]:
        files += sorted(place.rglob("*.py")) if place.is_dir() else [place]
    return [f for f in files if f.name != "bots.py"]  # a bot refuses the person nothing


def refusal_codes(game: GameInfo) -> dict[str, set[str]]:
    """Every code `game` may refuse with, and the parameters it names."""
    found: dict[str, set[str]] = {}
    for path in _sources(game):
        for node in ast.walk(ast.parse(path.read_text())):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", None) == "IllegalMove"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                names = {k.arg for k in node.keywords if k.arg}
                found.setdefault(node.args[0].value, set()).update(names)
    return found


def controller_of(game: GameInfo, qtbot) -> Any:
    ctrl = table_of(game.id).controller()
    ctrl.pace_ms = 0
    ctrl.new_game(game.options(), ("easy",), seed=3)
    ctrl.shutdown()
    return ctrl


def is_raw(text: str, code: str) -> bool:
    return text.startswith("Not allowed") or code in text or not text.strip()


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_every_refusal_of_every_game_is_a_sentence_of_its_own(qtbot, game) -> None:
    codes = refusal_codes(game)
    assert len(codes) >= 10, codes  # the scan found the game's refusals
    ctrl = controller_of(game, qtbot)
    raw = {}
    for code, names in sorted(codes.items()):
        params = {name: SAMPLES.get(name, 3) for name in names}
        text = ctrl.sentence(IllegalMove(code, **params))
        if is_raw(text, code):
            raw[code] = text
    assert raw == {}


def refused_moves(game: GameInfo, count: int = 12) -> list[tuple[Any, Any]]:
    """(deal, action) pairs of a bots' deal: at the start of a seat's turns, an action the
    same seat plays later in the deal, which the rules refuse now."""
    session = MatchSession.start(game, house(game, "SHORT_MATCH"), ("easy",), seed=5)
    person_bot = game.bot("easy", "p")
    while session.to_play is not None and len(session.deal.history) < 400:
        seat = session.to_play
        bot = session.bots.get(seat, person_bot)
        session.play(bot.choose(session.view(seat), bot.limit), seat)
    history = session.deal.history
    found = []
    for k in range(0, len(history), max(1, len(history) // 40)):
        at = session.state_at(0, k).deal
        if at.to_play is None:
            continue
        for later in history[k + 1 :]:
            if at.legal(later) is not None:
                found.append((at, later))
                break
        if len(found) == count:
            break
    return found


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_a_move_refused_by_a_button_says_the_games_sentence(qtbot, game) -> None:
    moves = refused_moves(game)
    assert len(moves) >= 3, "the deal gave too few refused moves to try"
    ctrl = table_of(game.id).controller()
    ctrl.pace_ms = 0
    told: list[str] = []
    ctrl.refused.connect(told.append)
    for state, action in moves:
        seat = state.to_play
        levels = ["easy"] * state.num_players
        levels[seat] = None
        ctrl.load_position(state.clone(), levels)
        problem = ctrl.state.legal(action)
        assert problem is not None
        before = ctrl.state.view(seat)
        told.clear()
        assert ctrl.try_action(action) is False
        assert told == [ctrl.sentence(problem)]
        assert not is_raw(told[0], problem.code), told[0]
        assert ctrl.state.view(seat) == before  # refused: nothing changed
    ctrl.shutdown()
