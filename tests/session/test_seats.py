"""Who sits where (app/session/seats.py): the bots' levels in the direction of play from
the person's seat, the default names from "You", and which seats are bots."""

from __future__ import annotations

import pytest

from app.session.seats import DEFAULT_NAMES, NAME_MAX_LENGTH, SeatInfo, default_names, seat_levels


def test_the_person_is_no_bot_and_every_level_is_one() -> None:
    assert not SeatInfo("You", None).is_bot
    assert SeatInfo("Ana", "easy").is_bot
    assert SeatInfo("Ana", "").is_bot  # a level, even an empty one, is a bot's


@pytest.mark.parametrize(
    ("players", "person", "levels", "expected"),
    [
        (2, 0, ["hard"], [None, "hard"]),
        (2, 1, ["hard"], ["hard", None]),
        (4, 0, ["easy", "normal", "hard"], [None, "easy", "normal", "hard"]),
        # From the person's seat onwards, wrapping round the table.
        (4, 2, ["easy", "normal", "hard"], ["normal", "hard", None, "easy"]),
        (4, 3, ["easy", "normal", "hard"], ["easy", "normal", "hard", None]),
        # A shorter list repeats; a longer one is cut.
        (5, 1, ["easy", "hard"], ["hard", None, "easy", "hard", "easy"]),
        (3, 0, ["easy", "normal", "hard", "hard"], [None, "easy", "normal"]),
        (6, 0, ["normal"], [None] + ["normal"] * 5),
    ],
)
def test_levels_follow_the_direction_of_play_from_the_person(
    players: int, person: int, levels: list[str], expected: list[str | None]
) -> None:
    assert seat_levels(players, person, levels) == expected


@pytest.mark.parametrize(
    ("players", "person", "expected"),
    [
        (2, 0, ["You", "Ana"]),
        (2, 1, ["Ana", "You"]),
        (4, 0, ["You", "Ana", "Bruno", "Carla"]),
        (4, 2, ["Bruno", "Carla", "You", "Ana"]),
        (6, 5, ["Ana", "Bruno", "Carla", "Diego", "Elena", "You"]),
    ],
)
def test_default_names_start_from_you_in_the_direction_of_play(
    players: int, person: int, expected: list[str]
) -> None:
    assert default_names(players, person) == expected


def test_the_names_are_distinct_and_you_is_kept_in_english() -> None:
    assert DEFAULT_NAMES[0] == "You"
    assert len(set(DEFAULT_NAMES)) == len(DEFAULT_NAMES) == 6
    assert all(len(name) <= NAME_MAX_LENGTH for name in DEFAULT_NAMES)
    assert NAME_MAX_LENGTH == 40
