"""The staging area as a piece of its own: groups, readings, the pinned card, the value."""

from __future__ import annotations

from app.core.cards import cards
from app.games.scala40.rules import Scala40Options
from app.table.layout import Place
from app.ui.games.scala40.controller import scala40_staging
from app.ui.staging import NEW_STAGE, Staging, reading_zone, stage_zone, staging_zones


def staging(**options) -> Staging:
    rules = Scala40Options(**options)
    return scala40_staging(lambda: rules)


def test_cards_are_staged_into_groups_laid_in_their_readings_order() -> None:
    s = staging()
    s.add(cards("KD QD"))
    s.add(cards("AD"), group=0)
    assert s.groups == [cards("QD KD AD")] and len(s) == 1 and s
    s.add(cards("7S 7H"))  # a new group
    s.add(cards("7D"), group=5)  # past the last group: into the last one
    assert s.groups == [cards("QD KD AD"), cards("7S 7H 7D")]
    assert s.melds() == (tuple(cards("QD KD AD")), tuple(cards("7S 7H 7D")))
    assert s.value() == 31 + 21 and s.reaches(52) and not s.reaches(53)  # Q K A: 10+10+11


def test_moving_a_card_between_groups_and_taking_it_back() -> None:
    s = staging()
    s.add(cards("7S 7H 7D"))
    s.add(cards("9C"))
    s.add(cards("7D"), group=1, index=0)  # taken out of its group, into another
    assert s.groups == [cards("7S 7H"), cards("7D 9C")]
    assert s.value() == 0  # neither group is a meld now
    s.take_back(cards("7D 9C"))
    assert s.groups == [cards("7S 7H")] and s.cards() == set(cards("7S 7H"))
    s.clear()
    assert not s and s.groups == [] and s.pinned is None


def test_a_pinned_card_stays_pinned_until_it_leaves_the_staging_area() -> None:
    s = staging()
    s.add(cards("9D 9H"))
    s.pin(cards("9C")[0], group=0)
    assert s.pinned == cards("9C")[0] and s.groups == [cards("9D 9H 9C")]
    s.add(cards("9C"))  # moved to a group of its own: still the pile's card
    assert s.pinned == cards("9C")[0] and s.groups == [cards("9D 9H"), cards("9C")]
    s.keep_only(cards("9D 9H"))  # not held, but its take is still to be made
    assert s.cards() == set(cards("9D 9H 9C"))
    s.keep_only(cards("9D"))  # 9H was played: it is no longer staged
    assert s.groups == [cards("9D"), cards("9C")]
    s.take_back(cards("9C"))  # back to its pile: the take is off
    assert s.pinned is None and s.groups == [cards("9D")]


def test_a_group_with_several_readings_waits_for_the_persons_choice() -> None:
    s = staging(max_jokers_per_meld=2)
    s.add(cards("QH JK JK'"))
    group = s.groups[0]
    readings = s.readings(group)
    assert len(readings) > 1 and {m.kind for m in readings} == {"set", "run"}
    assert s.reading(group) is None and s.needs_choice(group) and s.value() == 0
    assert s.choose(0, len(readings)) is None and s.choose(3, 0) is None  # no such thing
    picked = s.choose(0, [m.kind for m in readings].index("set"))
    assert picked is not None and picked.kind == "set"
    assert not s.needs_choice(s.groups[0]) and s.reading(s.groups[0]) == picked
    assert s.kinds() == ("set",) and s.value() == 30


def test_a_run_with_its_joker_at_either_end_reads_upward_unless_placed() -> None:
    s = staging()
    s.add(cards("5H 6H JK"))
    assert [m.kind for m in s.readings(s.groups[0])] == ["run", "run"]
    assert s.reading(s.groups[0]) is not None and s.groups == [cards("5H 6H JK")]  # 5-6-7
    assert s.kinds() == ("run",)
    s.clear()
    s.add(cards("JK 5H 6H"))  # the person placed the joker below: 4-5-6 as staged
    assert s.groups == [cards("JK 5H 6H")]


def test_the_tray_shows_each_group_its_readings_and_a_new_group_target() -> None:
    s = staging(max_jokers_per_meld=2)
    s.add(cards("QH JK JK'"))
    s.pin(cards("7C")[0])

    def describe(group, reading):
        return (None if reading else "hint"), f"{len(group)} cards"

    zones = staging_zones(s, describe, lambda m: m.kind, "drop here")
    ids = [z.id for z in zones]
    assert ids[:2] == [stage_zone(0), stage_zone(1)] and ids[-1] == NEW_STAGE
    count = len(s.readings(s.groups[0]))
    assert ids[2:-1] == [reading_zone(0, k) for k in range(count)]
    assert all(z.place == Place.staging() for z in zones)
    assert zones[0].marked == "hint" and zones[0].label == "3 cards"
    assert zones[1].card_marks == {cards("7C")[0]: "placed"}  # the pile's card is marked
    assert zones[-1].kind == "drop" and zones[-1].label == "drop here"
    assert stage_zone(0).name == "stage:0" and NEW_STAGE.name == "stage:new"
    assert reading_zone(1, 2).name == "reading:1:2"
