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
from app.core.cards import Card, card
from app.core.engine import Engine, MatchBase, Outcome, SeatView, pack_set
from app.core.game_info import GameInfo
from app.core.options import GameOptions, OptionError
from app.games.registry import GAMES, PACKAGES

GAME_IDS = [g.id for g in GAMES]


def is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _overrides(cls: type, base: type, name: str) -> bool:
    return getattr(cls, name, None) is not getattr(base, name, None)


def duties_missed(game: GameInfo) -> Iterator[str]:
    """Each duty of the contract `game` does not meet, as a sentence naming it."""
    who = f"{game.name} ({game.id})"
    package = importlib.import_module(f"app.games.{game.package}")
    if getattr(package, "GAME", None) is not game:
        yield f"{who}: app/games/{game.package}/__init__.py must declare it as GAME"
    if not (game.endings and all(isinstance(e, str) and e for e in game.endings)):
        yield f"{who}: its GAME must declare its endings (the values Outcome.reason takes)"
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
        zones = view.zones
        if not all(
            isinstance(k, str)
            and (is_count(v) or (isinstance(v, tuple) and all(isinstance(c, Card) for c in v)))
            for k, v in zones.items()
        ) or not set(view.hand) <= {c for v in zones.values() if not is_count(v) for c in v}:
            yield f"{who}: view({seat}).zones must name its zones' cards (or counts), the hand's too"
        if view.revealed != ():
            yield f"{who}: view({seat}).revealed must be empty while the deal is played"
    if views and isinstance(views[0], SeatView):
        try:
            opened = deal.open_view(0)
        except (NotImplementedError, TypeError) as exc:
            yield f"{who}: open_view(seat) cannot lay every hand face up ({exc})"
        else:
            if type(opened) is not type(views[0]) or len(opened.revealed) != deal.num_players:
                yield f"{who}: open_view(seat) must be its view with `revealed`, one per seat"
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


def test_open_view_lays_every_hand_face_up_by_default_and_a_game_says_what_else() -> None:
    """`Engine.open_view` is written once: each seat's hand face up (`face_up`), the view
    otherwise the seat's own; Mano y Pie adds the feet, Cuatro Palos shows the personal
    stocks (sorted: their order stays secret)."""
    for game in GAMES:
        deal = game.deal(game.options(), 11)
        view, opened = deal.view(1), deal.open_view(1)
        assert opened == dataclasses.replace(view, revealed=opened.revealed), game.id
        assert opened.revealed == deal.face_up(), game.id
        if game.id == "mano-y-pie":
            assert opened.revealed == tuple(
                tuple(h) + tuple(f) for h, f in zip(deal.hands, deal.feet, strict=True)
            )
        elif game.id == "cuatro-palos":
            assert opened.revealed == tuple(
                tuple(sorted(p, key=Card.sort_key)) for p in deal.personal
            )
            assert "open_view" not in type(deal).__dict__
        else:
            assert opened.revealed == tuple(tuple(h) for h in deal.hands), game.id
            assert "open_view" not in type(deal).__dict__, game.id
            assert "face_up" not in type(deal).__dict__, game.id


def test_a_view_has_the_seat_views_defaults() -> None:
    """A view that names only the four facts gets `zones` (its hand) and `revealed` (empty)
    from SeatView; without a `hands` list the engine is told to say what `face_up` shows."""

    @dataclasses.dataclass(frozen=True, slots=True)
    class Bare(SeatView):
        seat: int
        to_play: int | None
        hand: tuple[Card, ...]
        result: Outcome | None

    hand = (card("7H"), card("8H"))
    bare = Bare(2, 0, hand, None)
    assert isinstance(bare, SeatView)
    assert bare.zones == {"hand:2": hand}
    assert bare.revealed == ()

    class Handless(Engine):
        def view(self, seat: int) -> Bare:
            return Bare(seat, None, (), None)

    state = object.__new__(Handless)
    with pytest.raises(NotImplementedError, match="face_up"):
        state.open_view(0)


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
