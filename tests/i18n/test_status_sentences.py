"""Every move's sentence of every game (the status line's and the game log's), told for
the person's seat ("You …") and for a named seat, in every language: never "You's", never
an unsettled "(s)", and a count of one in the singular wherever the language has one."""

from __future__ import annotations

import re

import pytest

from app import i18n
from app.core.narration import Narrator
from app.core.words import Words
from app.games.registry import GAMES, find_game
from app.ui.messages import counted

NAMES = ("You", "Ana", "Bruno", "Carla", "Diego", "Elena")
#: A table of bots told by name only (the command line's log: nobody is "you").
NAMED = ("Zoe", *NAMES[1:])


def _told(game_id: str, seeds: range) -> list[tuple[Words, ...]]:
    """Every move of a few deals between bots, told from seat 0 as the person and as a
    named seat (nobody "you")."""
    game = find_game(game_id)
    said = []
    for seed in seeds:
        state = game.deal(game.options(None), seed)
        bots = {}
        n = state.num_players
        while state.to_play is not None:
            seat = state.to_play
            bot = bots.setdefault(seat, game.bot("easy", f"{seed}:{seat}"))
            action = bot.choose(state.view(seat), bot.limit)
            before = state.view(0)
            state.play(action)
            after = state.view(0)
            for narrator in (Narrator(NAMES[:n], 0), Narrator(NAMED[:n], None)):
                said.append(tuple(game.teller(narrator, seat, action, before, after)))
    return said


def _words(words: Words) -> str:
    text = i18n.say(words)
    return text if words.count is None else counted(text, words.count)


def _counted(words: Words) -> list[Words]:
    """`words` and every value in it that counts."""
    found = [words] if words.count is not None else []
    for value in words.values.values():
        if isinstance(value, Words):
            found += _counted(value)
    return found


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_every_moves_sentence_reads_right_in_every_language(qapp, game: str) -> None:
    told = _told(game, range(1, 3))
    assert told and all(told)
    counting = {w.text: w for said in told for words in said for w in _counted(words)}
    try:
        for code in ("en", "es", "pt_BR", "it"):
            assert i18n.install(qapp, code) == []
            for said in told:
                for words in said:
                    text = _words(words)
                    assert "(s)" not in text and "%n" not in text, (code, text)
                    assert not re.search(r"\{\w+\}", text), (code, text)  # all filled
                    if code == "en":
                        assert "You's" not in text and "you's" not in text, text
                        assert not re.search(r"\b1 (cards|points|red 3s)\b", text), text
            # Counting sentences: one is said in the singular, two in the plural.
            for words in counting.values():
                one, two = _words(words.counting(1)), _words(words.counting(2))
                assert one.replace("1", "") != two.replace("2", ""), (code, one, two)
    finally:
        i18n.install(qapp, "en")
