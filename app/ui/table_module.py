"""What a game's table module declares, as one checked value: its `TABLE`.

Each game's UI package, `app.ui.games.<package>` (the registry names it), declares

    TABLE = TableModule(game=..., controller=..., actions=(...), option_rows=(...),
                        gestures=(...), welcome=Welcome(...), presets=(...),
                        score_table=ScoreTable(...))

and the window, the New-game dialog, Help ▸ Controls, the welcome page and the self-test
read that value (`table_of`), never a module attribute they guess at. It is checked when
it is built: a wrong type, a missing gesture or preset, an action naming a method its
controller lacks stop the import with a sentence naming the game and the field.

A game's `actions` list only its own; `commands` adds take back (the controller's
`take_back_action`). The house's other commands come from the window's parts (the hints',
the practice table's: `Part.commands_for`), which `with_parts` adds in the order of the
parts, refusing a name used twice. The table between deals is its `score_table` (a
`ScoreTable`), which the one dialog shows (`TableModule.result_dialog`).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from app.core.words import Words
from app.games.registry import find_game
from app.ui.game_ui import GameAction
from app.ui.held import reach
from app.ui.option_rows import Choice, Flag, Number, Preset
from app.ui.score_table import ScoreTable

if TYPE_CHECKING:
    from app.ui.result_dialog import ResultDialog


class TableModuleError(TypeError):
    """A table module's `TABLE` that the house cannot read: the sentence names the game
    and the field."""


@dataclass(frozen=True)
class Welcome:
    """What the welcome page shows of a game: `note`, what it is in one line, and the
    picture's table: `table`, its groups of cards face up in the middle (card notation,
    one string a group), and `hand`, the person's cards at the bottom."""

    note: Words
    table: tuple[str, ...]
    hand: str


@dataclass(frozen=True)
class TableModule:
    """One game at the table, as its UI package declares it.

    * `game` — the registry id of the game;
    * `controller` — its `GameController` subclass (whose `game_id` is `game`);
    * `actions` — its own commands (`GameAction`), each a button and a Game-menu entry;
      the house adds take back (`commands`) and the parts' commands (`with_parts`);
    * `option_rows` — its New-game page as a table of `Number`/`Flag`/`Choice` rows, each
      naming an option; `options_page(dialog, options)` builds a page that needs more,
      `read_options(dialog, start, players)` reads one back its own way, `as_shown(options)`
      is the options as the page can show them (a preset compares by it), `row_players`
      names rows shown only at some player counts;
    * `gestures` — what the person does at this table, a sentence each (Help ▸ Controls);
    * `welcome` — its line and picture on the welcome page;
    * `presets` — named variants of its rules (the New-game dialog's Rules box, after
      Standard): at least one;
    * `score_table` — its table between deals (`ScoreTable`), shown by the one dialog
      (`result_dialog`).
    """

    game: str
    controller: type
    actions: tuple[GameAction, ...]
    gestures: tuple[Words, ...]
    welcome: Welcome
    presets: tuple[Preset, ...]
    score_table: ScoreTable
    option_rows: tuple[Number | Flag | Choice, ...] = ()
    options_page: Callable[..., Any] | None = None
    read_options: Callable[..., Any] | None = None
    as_shown: Callable[[Any], Any] | None = None
    row_players: Mapping[str, tuple[int, ...]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        problem = self._problem()
        if problem is not None:
            raise TableModuleError(f"the table module of {self.game!r}: TABLE.{problem}")

    def _problem(self) -> str | None:
        """The first field that is wrong, with what it must be, or None."""
        if not isinstance(self.game, str) or not self.game:
            return "game must be the game's registry id"
        controller = self.controller
        if not isinstance(controller, type) or getattr(controller, "game_id", None) != self.game:
            return f"controller must be the game's GameController class (game_id {self.game!r})"
        for name, kind, what in (
            ("actions", GameAction, "GameAction"),
            ("gestures", Words, "Words, one sentence a gesture"),
            ("presets", Preset, "Preset"),
            ("option_rows", Number | Flag | Choice, "Number, Flag or Choice rows"),
        ):
            items = getattr(self, name)
            if not isinstance(items, tuple) or not all(isinstance(i, kind) for i in items):
                return f"{name} must be a tuple of {what}"
        if not self.gestures:
            return "gestures must say at least one thing the person does (Help ▸ Controls)"
        if not self.presets:
            return "presets must name at least one variant of the rules (New game ▸ Rules)"
        if not self.option_rows and self.options_page is None:
            return "option_rows must list the New-game page's rows (or give options_page)"
        if not isinstance(self.score_table, ScoreTable):
            return "score_table must be a ScoreTable (the table between deals)"
        if not isinstance(self.welcome, Welcome):
            return "welcome must be a Welcome (its line and picture on the welcome page)"
        for name in ("options_page", "read_options", "as_shown"):
            value = getattr(self, name)
            if value is not None and not callable(value):
                return f"{name} must be a function or None"
        if not isinstance(self.row_players, Mapping) or not all(
            isinstance(k, str) and isinstance(v, tuple) and all(isinstance(n, int) for n in v)
            for k, v in self.row_players.items()
        ):
            return "row_players must map an option's name to a tuple of player counts"
        names = [a.name for a in self.commands]
        if len(names) != len(set(names)):
            return f"actions repeat a name the house uses ({', '.join(names)})"
        for action in self.commands:
            problem = _missing_method(controller, action)
            if problem is not None:
                return f"actions: {problem}"
        return None

    @property
    def commands(self) -> tuple[GameAction, ...]:
        """The game's commands and take back, in the order of its buttons and Game-menu
        entries: take back first where it is a button, last where it is only a menu entry
        (the parts' commands follow: `with_parts`)."""
        take_back = self.controller.take_back_action
        lead, tail = ((take_back,), ()) if take_back.button else ((), (take_back,))
        return (*lead, *self.actions, *tail)

    def result_dialog(self, controller: Any, result: Any, parent: Any = None) -> ResultDialog:
        """The table between deals for `result` of `controller`'s game: the one dialog,
        showing `score_table` (its module loads when a deal first ends)."""
        from app.ui.result_dialog import ResultDialog

        return ResultDialog.of(self.score_table, controller, result, parent)

    def with_parts(self, parts: Iterable[Any]) -> tuple[GameAction, ...]:
        """Every command at this table: `commands`, then each part's
        (`Part.commands_for(controller)`) in the order of `parts`. A part's command whose
        name the table already uses, or that names a method the controller lacks, is
        refused (TableModuleError naming the game and the part)."""
        commands = list(self.commands)
        for part in parts:
            for action in part.commands_for(self.controller):
                where = f"the part {part.NAME!r} at the table of {self.game!r}"
                if any(a.name == action.name for a in commands):
                    raise TableModuleError(f"{where}: the command {action.name!r} is used twice")
                problem = _missing_method(self.controller, action)
                if problem is not None:
                    raise TableModuleError(f"{where}: {problem}")
                commands.append(action)
        return tuple(commands)


def _missing_method(controller: type, action: GameAction) -> str | None:
    """What is wrong with `action` at `controller`'s table: a method it names that the
    controller lacks, or None."""
    for method in (action.slot, action.enabled, action.visible, action.locked, action.note):
        if method is not None and not callable(_reached(controller, method)):
            return f"{action.name!r} names {method!r}, which its controller lacks"
    return None


def _reached(controller: type, name: str) -> Any:
    """What `name` names on the controller class (a method, or through what it holds:
    `"hints.hint"`), or None."""
    try:
        return reach(controller, name)
    except AttributeError:
        return None


def table_of(game_id: str) -> TableModule:
    """The `TABLE` of `game_id`'s table module (imported on first use; UnknownGame if no
    such game, TableModuleError if its module declares none)."""
    info = find_game(game_id)
    module = importlib.import_module(info.ui_module)
    table = module.__dict__.get("TABLE")
    if not isinstance(table, TableModule) or table.game != info.id:
        raise TableModuleError(
            f"{info.ui_module} must declare TABLE = TableModule(game={info.id!r}, ...)"
        )
    return table
