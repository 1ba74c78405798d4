"""The game contract: every duty a game has, checked for every game of the registry.

README "Adding a game" lists these duties; a game that misses one fails here with a
sentence naming the game and the duty (`duties_missed`), never with an AttributeError
deep inside another test.
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Iterator

import pytest

from app.core.bots import LEVELS, BotBase, Limit
from app.core.cards import Card
from app.core.engine import Engine, MatchBase, Outcome, SeatView, pack_set
from app.core.game_info import GameInfo
from app.core.options import GameOptions, OptionError
from app.games.registry import GAMES, PACKAGES

GAME_IDS = [g.id for g in GAMES]


def _overrides(cls: type, base: type, name: str) -> bool:
    return getattr(cls, name, None) is not getattr(base, name, None)


def duties_missed(game: GameInfo) -> Iterator[str]:
    """Each duty of the contract `game` does not meet, as a sentence naming it."""
    who = f"{game.name} ({game.id})"
    package = importlib.import_module(f"app.games.{game.package}")
    if getattr(package, "GAME", None) is not game:
        yield f"{who}: app/games/{game.package}/__init__.py must declare it as GAME"
    # options
    options = game.options_class
    if not (isinstance(options, type) and issubclass(options, GameOptions)):
        yield f"{who}: its options class must be a GameOptions dataclass"
        return
    if options.game_name != game.name:
        yield f"{who}: its options' game_name must be the entry's name, not {options.game_name!r}"
    if options().num_players != game.default_players:
        yield f"{who}: its options' default num_players must be the entry's default_players"
    for n in game.allowed_players():
        try:
            game.options({"num_players": n})
        except OptionError as exc:
            yield f"{who}: its options refuse {n} players, which the entry allows ({exc})"
    low, high = game.players
    for n in (low - 1, high + 1):
        try:
            game.options({"num_players": n})
        except OptionError:
            continue
        yield f"{who}: its options accept {n} players, outside the entry's {low} to {high}"
    # the engine
    engine = game.engine_class
    if not issubclass(engine, Engine):
        yield f"{who}: its engine must be an Engine"
        return
    if engine.game_id != game.id or engine.options_class is not options:
        yield f"{who}: its engine's game_id and options_class must be the entry's"
    for name, what in (
        ("_apply", "applies an action"),
        ("view", "what a seat may see"),
        ("all_cards", "every card of the deal, for the conservation check"),
    ):
        if not _overrides(engine, Engine, name):
            yield f"{who}: its engine lacks {name}() ({what})"  # fmt: skip
    try:
        deal = game.deal(game.options(), 7, deal_index=1, dealer=0)
    except NotImplementedError:
        yield f"{who}: its engine cannot deal (new(options, seed, deal_index, dealer))"
        return
    if (deal.seed, deal.deal_index, deal.dealer, deal.turn, deal.history) != (7, 1, 0, 0, []):
        yield f"{who}: a new deal must keep its seed, deal_index and dealer, at turn 0"
    try:
        cards = deal.all_cards()
    except NotImplementedError:
        cards = None
    if cards is not None and set(cards) != pack_set(deal.pack):
        yield f"{who}: all_cards() of a new deal must be its whole pack"
    if cards is not None and deal.conservation_problem() is not None:
        yield f"{who}: a new deal breaks conservation: {deal.conservation_problem()}"
    try:
        views = [deal.view(seat) for seat in range(deal.num_players)]
    except NotImplementedError:
        views = []
    for seat, view in enumerate(views):
        if not isinstance(view, SeatView):
            yield f"{who}: its view has no seat, to_play, hand and result"
            break
        if view.seat != seat or view.to_play != deal.to_play or view.result is not None:
            yield f"{who}: view({seat}) must say its seat and whose turn it is"
        if not (isinstance(view.hand, tuple) and all(isinstance(c, Card) for c in view.hand)):
            yield f"{who}: view({seat}).hand must be a tuple of the seat's cards"
    # the match
    match = game.match_class
    if not issubclass(match, MatchBase) or match.deal_class is not engine:
        yield f"{who}: its match must be a MatchBase dealing its engine (deal_class)"
        return
    if match.options_class is not options or not issubclass(match.outcome_class, Outcome):
        yield f"{who}: its match needs its options_class and an Outcome outcome_class"
    for name in ("over", "_winning_seats"):
        if not _overrides(match, MatchBase, name):
            yield f"{who}: its match lacks {name} (when the match ends, who won)"
    # the bots
    bot_class = game.bot_class
    if not issubclass(bot_class, BotBase) or not set(game.levels) <= set(LEVELS):
        yield f"{who}: its bot must be a BotBase offering levels of {LEVELS}"
        return
    for level in game.levels:
        bot = game.bot(level, 1)
        if bot.level != level or not isinstance(bot.limit, Limit):
            yield f"{who}: its {level} bot must say its level and its budget (limit)"
    if views and deal.to_play is not None:
        action = game.bot(game.default_level, 1).choose(views[deal.to_play])
        if deal.legal(action) is not None:
            yield f"{who}: its bot chose an illegal first action ({deal.legal(action)})"


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_every_game_meets_every_duty_of_the_contract(game) -> None:
    assert list(duties_missed(game)) == []


def test_the_registry_lists_the_packages_and_takes_each_games_facts_from_its_own() -> None:
    assert [g.package for g in GAMES] == list(PACKAGES)
    for game in GAMES:
        assert importlib.import_module(f"app.games.{game.package}").GAME is game


def test_a_game_that_misses_a_duty_is_told_which(monkeypatch) -> None:
    game = GAMES[0]
    engine = game.engine_class
    monkeypatch.setattr(engine, "all_cards", Engine.all_cards)
    monkeypatch.setattr(game.options_class, "game_name", "Quita")
    missed = list(duties_missed(game))
    assert any("lacks all_cards()" in m for m in missed), missed
    assert any("game_name must be the entry's name, not 'Quita'" in m for m in missed), missed
    assert all(m.startswith("Quita y Pon (quita-y-pon): ") for m in missed)


def test_a_game_whose_options_disagree_with_its_player_range_is_told() -> None:
    game = dataclasses.replace(GAMES[1], players=(2, 6))  # Scala 40 seats 2 to 5
    missed = list(duties_missed(game))
    assert any("refuse 6 players, which the entry allows" in m for m in missed), missed


@pytest.mark.parametrize(
    ("game_id", "players", "sentence"),
    [("buraco", 3, "num_players must be 2 or 4, not 3"),
     ("quita-y-pon", 5, "num_players must be 2 to 4, not 5"),
     ("cuatro-palos", 2, "num_players must be 3 to 6, not 2"),
     ("mano-y-pie", True, "num_players must be 2 to 6, not True")],
)  # fmt: skip
def test_a_player_count_the_entry_does_not_allow_is_refused_in_its_words(
    game_id, players, sentence
) -> None:
    from app.games.registry import find_game

    with pytest.raises(OptionError, match=f"^{sentence}$"):
        find_game(game_id).options({"num_players": players})
