"""The game log's sentences (app/core/narration.py and each game's narration): lists of
groups, the person's own draws named and nobody else's, a lay-off's meld by whose it is,
and Quita y Pon's rearrangements move by move."""

from __future__ import annotations

import re

import pytest

from app.core.cards import card_text, cards, cards_text
from app.core.narration import Narrator, gained, groups_text, listed
from app.games.quita_y_pon.narration import moved
from app.games.registry import GAMES, find_game
from app.games.scala40.engine import LayOff as Scala40LayOff
from app.session import MatchSession

NAMES = ("You", "Ana", "Bruno", "Carla", "Diego", "Elena")
SUITS = "♠♥♦♣"


def test_lists_join_with_commas_and_and() -> None:
    assert str(listed([])) == ""
    assert str(listed(["a"])) == "a"
    assert str(listed(["a", "b"])) == "a and b"
    assert str(listed(["a", "b", "c", "d"])) == "a, b, c and d"
    melds = [cards("3S 3D 3C"), cards("AS AD AC")]
    assert str(groups_text(melds)) == "3♠ 3♦ 3♣ and A♠ A♦ A♣"
    assert str(groups_text([cards("5H 6H 7H")])) == "5♥ 6♥ 7♥"


def test_gained_is_a_multiset_difference_in_order() -> None:
    assert gained(cards("2S 5H"), cards("2S 9D 5H KH")) == cards("9D KH")
    # A second copy of a card is a card of its own.
    assert gained(cards("7H 2S"), cards("7H 7H' 2S")) == cards("7H'")
    assert gained(cards("7H 7H"), cards("7H 7H 7H")) == cards("7H")
    assert gained(cards("2S 5H"), cards("5H")) == []


def _moves(before: str, after: str) -> list[tuple[str, str, str]]:
    groups = [tuple(cards(g)) for g in before.split("|")]
    new = [tuple(cards(g)) for g in after.split("|")]
    return [(cards_text(c), cards_text(s), str(t)) for c, s, t in moved(groups, new)]


def test_a_rearrangement_is_told_card_by_card_from_group_to_group() -> None:
    # A group that only grew from the hand moved nothing.
    assert _moves("8S 8D 8H|6H 7H", "8S 8D 8H 8C|5H 6H 7H") == []
    # 8♥ left the set for the run: named by the groups as they were.
    assert _moves("8S 8D 8H 8C|6H 7H 9H", "8S 8D 8C|6H 7H 8H 9H") == [
        ("8♥", "8♠ 8♦ 8♥ 8♣", "6♥ 7♥ 9♥")
    ]
    # A run split: the larger part goes on as the old group, the rest starts a new one.
    assert _moves("3C 4C 5C 6C 7C 8C 9C", "3C 4C 5C 6C|7C 8C 9C") == [
        ("7♣ 8♣ 9♣", "3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣", "a new group 7♣ 8♣ 9♣")
    ]
    # A card taken from a run's end into a new set with hand cards.
    assert _moves("8S 8D 8H|3C 4C 5C 6C", "8S 8D 8C|6H 7H 8H|3C 4C 5C|6C 6D 6S") == [
        ("8♥", "8♠ 8♦ 8♥", "a new group 6♥ 7♥ 8♥"),
        ("6♣", "3♣ 4♣ 5♣ 6♣", "a new group 6♣ 6♦ 6♠"),
    ]
    # The two copies of a card trading places is no move.
    assert _moves("10S 10D 10C|9S 10S' JS", "10S' 10D 10C|9S 10S JS") == []
    # Two groups merged: the second's cards moved into the first.
    assert _moves("5H 6H 7H|8H 9H 10H", "5H 6H 7H 8H 9H 10H") == [
        ("8♥ 9♥ 10♥", "8♥ 9♥ 10♥", "5♥ 6♥ 7♥")
    ]


def _told_deal(game_id: str, seed: int, actions: int = 400):
    """A deal of `game_id` between bots (the person's seat too), each action told from
    the person's seat: (seat, action, view before, view after, sentence)."""
    game = find_game(game_id)
    session = MatchSession.start(game, None, ("normal",), seed=seed)
    person_bot = game.bot("normal", "person")
    narrator = Narrator(NAMES[: session.num_players], 0)
    deal = session.deal
    told = []
    while deal.to_play is not None and len(told) < actions:
        seat = deal.to_play
        bot = session.bots.get(seat, person_bot)
        view = deal.view(seat)
        action = bot.choose(view, bot.limit)
        before = deal.view(0)
        session.play(action, seat, view)
        after = deal.view(0)
        said = " ".join(str(w) for w in game.teller(narrator, seat, action, before, after))
        told.append((seat, action, before, after, said))
    return told


@pytest.mark.parametrize("game", [g.id for g in GAMES if g.id != "cuatro-palos"])
def test_your_draws_are_named_to_you_and_nobody_elses(game: str) -> None:
    yours = others = 0
    for seed in range(11, 21):
        for seat, _action, before, after, said in _told_deal(game, seed):
            if not re.search(r"\bdrew\b", said):
                continue
            first = re.match(r"[^.]*\.", said).group(0)
            if seat == 0 and before.stock_count:
                drawn = gained(before.hand, after.hand)
                if drawn:
                    yours += 1
                    assert first == f"You drew {cards_text(drawn)}.", (first, drawn)
            elif seat != 0:
                others += 1
                assert not any(s in first for s in SUITS), first  # never a card of theirs
                assert first.startswith(NAMES[seat]), first
        if yours and others:
            return
    raise AssertionError(f"ten deals and no draws of both kinds: {yours}, {others}")


def test_scala_40_says_whose_meld_a_card_was_laid_off_on() -> None:
    owners = set()
    for seed in range(1, 12):
        for seat, action, before, _after, said in _told_deal("scala-40", seed):
            if not isinstance(action, Scala40LayOff):
                continue
            meld = before.table[action.meld_index]
            shown = cards_text(meld.cards)
            if meld.owner == 0:
                whose = f"your {shown}"
            elif meld.owner == seat:
                whose = f"their own {shown}"
            else:
                whose = f"{NAMES[meld.owner]}'s {shown}"
            mover = "You" if seat == 0 else NAMES[seat]
            assert said == f"{mover} laid off {card_text(action.card)} on {whose}.", said
            owners.add((meld.owner == 0, meld.owner == seat))
    assert len(owners) >= 2, owners  # the sentences of more than one kind were seen


@pytest.mark.parametrize("game", ["buraco", "mano-y-pie"])
def test_canasta_lay_offs_name_the_meld_they_grew(game: str) -> None:
    seen = 0
    for seed in (3, 4):
        for _seat, action, before, _after, said in _told_deal(game, seed):
            if type(action).__name__ != "LayOff":
                continue
            seen += 1
            meld = cards_text(before.melds[action.meld].cards)
            assert f" added {cards_text(action.cards)} to {meld}." in said, said
    assert seen


@pytest.mark.parametrize("game", ["buraco", "mano-y-pie"])
def test_taking_the_pile_says_which_melds_its_top_card_and_hand_cards_made_or_grew(game) -> None:
    seen = set()
    for seed in range(1, 9):
        for seat, action, before, after, said in _told_deal(game, seed):
            if type(action).__name__ != "TakePile":
                continue
            mover = "You" if seat == 0 else NAMES[seat]
            old, new = before.melds, after.melds
            grown = [
                (a.cards, b.cards) for a, b in zip(old, new, strict=False) if a.cards != b.cards
            ]
            laid = [m.cards for m in new[len(old) :]]
            assert grown or laid, action  # the top card went somewhere on the table
            for was, now in grown:
                added = cards_text(gained(was, now))
                assert f"{mover} added {added} to {cards_text(was)}." in said, said
            if laid:
                assert f"{mover} laid down {groups_text(laid)}." in said, said
            assert f"{mover} took the pile (" in said, said
            seen.add(bool(grown))
    assert seen == {True, False}, seen  # pick-ups onto a meld and into new ones were seen


def test_quita_y_pon_rebuilds_are_told_and_conserve_the_table() -> None:
    rebuilt = 0
    for seed in range(1, 6):
        for _seat, _action, before, after, said in _told_deal("quita-y-pon", seed, 200):
            moves = moved(before.table, after.table)
            if moves:
                rebuilt += 1
                assert "rebuilt the table: " in said, said
                for cards_moved, source, _ in moves:  # by face: copies are alike
                    faces = [card_text(c) for c in source]
                    assert all(card_text(c) in faces for c in cards_moved)
                    assert cards_text(cards_moved) in said and cards_text(source) in said
            else:
                assert "rebuilt" not in said
    assert rebuilt


def test_cuatro_palos_names_the_card_turned_for_it_lies_face_up() -> None:
    from app.games.cuatro_palos.engine import Turn

    turned = 0
    for seat, action, _before, after, said in _told_deal("cuatro-palos", 3):
        if isinstance(action, Turn) and after.turned is not None:
            mover = "You" if seat == 0 else NAMES[seat]
            assert said == f"{mover} turned {card_text(after.turned)}.", said
            turned += 1
    assert turned > 5


def test_cuatro_palos_names_a_turned_card_that_goes_onto_its_turners_own_pile() -> None:
    """A card turned that can be played nowhere lands on the turner's own pile, face up
    for every seat: the line names it ("You turned 9♣ onto your pile."), the person's
    own turn and a bot's alike."""
    from app.games.cuatro_palos.engine import Turn

    seen = set()
    for seed in (3, 4, 5):
        for seat, action, _before, after, said in _told_deal("cuatro-palos", seed):
            if isinstance(action, Turn) and after.turned is None:
                landed = after.wastes[seat][-1]
                if seat == 0:
                    assert said == f"You turned {card_text(landed)} onto your pile.", said
                else:
                    assert said == f"{NAMES[seat]} turned {card_text(landed)} onto their pile."
                seen.add(seat == 0)
    assert seen == {True, False}, seen


def test_mano_y_pie_tells_every_red_3_placed_the_dealt_ones_of_the_first_seat_too() -> None:
    """The red 3s told over a deal, by whom, are the red 3s on the table at its end:
    those the first seat was dealt (placed before the deal's first action) included."""
    dealt_seen = 0
    for seed in range(1, 9):
        told = _told_deal("mano-y-pie", seed)
        first_before = told[0][2]
        end = told[-1][3]
        counted: dict[str, int] = {}
        for _seat, _action, _before, _after, said in told:
            for name, many in re.findall(r"(\w+) placed (a|\d+) red 3s?\.", said):
                counted[name] = counted.get(name, 0) + (1 if many == "a" else int(many))
        expected: dict[str, int] = {}
        for placer, _card in end.red3s:
            name = "You" if placer == 0 else NAMES[placer]
            expected[name] = expected.get(name, 0) + 1
        assert counted == expected, (seed, counted, expected)
        if first_before.red3s:
            dealt_seen += 1
            first = told[0][4]
            assert re.match(rf"{NAMES[told[0][0]] if told[0][0] else 'You'} placed", first), first
    assert dealt_seen, "no deal whose first seat was dealt a red 3"


def test_buraco_says_what_a_wild_card_stands_for_once_a_natural_card_moved_it() -> None:
    """A lay-off that puts a natural card where a run's wild card stood (BU-A8) says what
    the wild card stands for now, as the table's label does; no other lay-off says it."""
    from app.ui.staging import wilds_standing

    moved = still = 0
    for seed in range(1, 13):
        for seat, action, before, after, said in _told_deal("buraco", seed):
            if type(action).__name__ != "LayOff":
                continue
            mover = "You" if seat == 0 else NAMES[seat]
            rules = before.options.family
            old, new = before.melds[action.meld], after.melds[action.meld]
            was = dict(wilds_standing(old, old.wild_flags(rules)))
            now = dict(wilds_standing(new, new.wild_flags(rules)))
            changed = {w: s for w, s in now.items() if w in was and was[w] != s}
            for wild, stands in changed.items():
                sentence = f"{mover} moved {card_text(wild)} to an end: it stands for {stands} now."
                assert sentence in said, said
            if changed:
                moved += 1
            else:
                still += 1
                assert "stands for" not in said, said
    assert moved and still, (moved, still)
