"""Sound: effects made by the program, mixed, played where a device opens and silent —
without a word — where none does; View ▸ Sound toggles it and is kept."""

from __future__ import annotations

import importlib
from array import array

import pytest
from PySide6.QtCore import QSettings

from app.core import engine
from app.games.registry import GAMES, find_game
from app.ui.main_window import MainWindow
from app.ui.new_game import NewGameSettings
from app.ui.sound import EFFECTS, ENV_KEY, PREF_KEY, RATE, Mixer, Sound, synthesise
from app.ui.table_module import table_of


class Recording:
    """A device that keeps what it was fed (the mixer's frames, pulled by the test)."""

    opened: list[Recording] = []

    def __init__(self, mixer: Mixer) -> None:
        self.mixer = mixer
        self.closed = False
        Recording.opened.append(self)

    def close(self) -> None:
        self.closed = True


def no_device(mixer: Mixer):
    raise OSError("failed to init device")


@pytest.fixture
def prefs(qapp):
    settings = QSettings()
    settings.remove(PREF_KEY)
    yield settings
    settings.remove(PREF_KEY)


@pytest.fixture
def sound_allowed(monkeypatch):
    monkeypatch.delenv(ENV_KEY, raising=False)
    Recording.opened = []


# --------------------------------------------------------------------------- effects


def test_every_effect_is_short_loud_enough_never_clipped_and_always_the_same():
    made = {effect: synthesise(effect) for effect in EFFECTS}
    for effect, samples in made.items():
        assert isinstance(samples, array) and samples.typecode == "h"
        assert 0.05 <= len(samples) / RATE <= 1.0, effect
        peak = max(abs(v) for v in samples)
        assert 6000 <= peak <= 32767, (effect, peak)
        assert samples[-1] == 0 and max(map(abs, samples[-20:])) < 400, "it fades out: no click"
        assert synthesise(effect) == samples
    assert len({bytes(s) for s in made.values()}) == len(EFFECTS), "each its own sound"
    with pytest.raises(ValueError, match="unknown sound effect 'bell'"):
        synthesise("bell")


def test_the_mixer_adds_what_plays_at_once_clips_and_falls_silent():
    mixer = Mixer()
    loud = array("h", [30000] * 100)
    mixer.add(loud)
    mixer.add(array("h", [10000] * 50))
    first = mixer.frames(60)
    assert list(first[:50]) == [32767] * 50 and list(first[50:]) == [30000] * 10
    assert list(mixer.frames(60)) == [30000] * 40 + [0] * 20
    assert not mixer.busy and list(mixer.frames(10)) == [0] * 10
    stream = mixer.stream()
    next(stream)
    mixer.add(array("h", [5, 6, 7]))
    assert list(stream.send(4)) == [5, 6, 7, 0]


# --------------------------------------------------------------------------- the device


def test_without_a_device_there_is_silence_and_not_a_word(qtbot, prefs, sound_allowed, capfd):
    sound = Sound(prefs, open_output=no_device, background=False)
    assert sound.available is False and not sound.on and not sound.chosen
    sound.play("deal")
    assert list(sound.played) == [] and not sound.mixer.busy
    out, err = capfd.readouterr()
    assert out == "" and err == ""
    assert not prefs.contains(PREF_KEY), "a later start with a device plays again"


def test_with_a_device_sound_is_on_until_the_person_turns_it_off(qtbot, prefs, sound_allowed):
    sound = Sound(prefs, open_output=Recording, background=False)
    assert sound.available and sound.on and sound.chosen
    sound.play("draw")
    assert list(sound.played) == ["draw"] and sound.mixer.busy
    assert list(sound.mixer.frames(200)) == list(synthesise("draw")[:200])
    sound.set_on(False)
    sound.play("meld")
    assert list(sound.played) == ["draw"] and not sound.on
    again = Sound(prefs, open_output=Recording, background=False)
    assert not again.on and not again.chosen, "the choice is kept"
    sound.close()
    assert Recording.opened[0].closed


def test_the_tests_own_switch_keeps_every_device_closed(qtbot, prefs, monkeypatch):
    monkeypatch.setenv(ENV_KEY, "off")
    opened = []
    sound = Sound(prefs, open_output=lambda mixer: opened.append(mixer), background=False)
    assert opened == [] and sound.available is False


# --------------------------------------------------------------------------- the window


def test_every_action_of_every_game_has_its_sound_declared():
    for game in GAMES:
        module = importlib.import_module(game.engine_class.__module__)
        kinds = {
            value.kind
            for value in vars(module).values()
            if isinstance(value, type)
            and issubclass(value, engine.Action)
            and value.__module__ == module.__name__
            and "kind" in value.__dict__
        }
        declared = table_of(game.id).controller.sounds
        assert kinds and set(declared) == kinds, (game.id, kinds ^ set(declared))
        assert set(declared.values()) <= {None, *EFFECTS}, game.id


@pytest.mark.parametrize("game_id", ["buraco", "mano-y-pie"])
def test_the_canasta_family_sounds_its_moves_alike(game_id):
    """Drawing and taking the pile sound a draw, melding and laying off a meld,
    discarding a discard (`family_sounds`); Mano y Pie's words between partners are
    silent."""
    module = importlib.import_module(find_game(game_id).engine_class.__module__)
    sounds = table_of(game_id).controller.sounds
    moves = (module.Draw, module.TakePile, module.Meld, module.LayOff, module.Discard)
    assert [sounds[m.kind] for m in moves] == ["draw", "draw", "meld", "meld", "discard"]
    asking = [getattr(module, n, None) for n in ("AskToGoOut", "Grant", "Refuse")]
    assert [sounds[a.kind] for a in asking if a is not None] == (
        [None, None, None] if game_id == "mano-y-pie" else []
    )


def window(qtbot, monkeypatch) -> MainWindow:
    monkeypatch.setattr("app.ui.parts.sound.miniaudio_output", Recording)
    win = MainWindow(NewGameSettings(pace_ms=0, seed=3, game="scala-40"))
    win.setProperty("quiet", True)
    qtbot.addWidget(win)
    for game in GAMES:
        win.controller_for(game.id).auto_forced = False
    win.resize(1280, 800)
    win.show()
    qtbot.waitUntil(lambda: win.parts["sound"].sound.available is not None, timeout=10_000)
    return win


def test_a_deal_sounds_its_deal_moves_turns_and_end_and_view_sound_silences_it(
    qtbot, prefs, sound_allowed, monkeypatch
):
    win = window(qtbot, monkeypatch)
    assert win.parts["sound"].sound.available and win.parts["sound"].actions["sound"].isChecked()
    win.start(
        NewGameSettings(
            find_game("scala-40").options({"num_players": 2}), ("easy",), 3, 0, "scala-40"
        )
    )
    ctrl = win.controller
    me = ctrl.info.bot("easy", "person")
    assert list(win.parts["sound"].sound.played)[:1] == ["deal"]
    while ctrl.state.to_play is not None:
        qtbot.waitUntil(lambda: ctrl.state.to_play in (None, ctrl.person), timeout=30_000)
        if ctrl.state.to_play is None:
            break
        ctrl.apply_bot(ctrl.person, me.choose(ctrl.state.view(ctrl.person)))
    played = win.parts["sound"].sound.played
    assert played[-1] == "end" and {"draw", "discard", "turn"} <= set(played)
    assert "meld" in played or ctrl.state.outcome().ending != "went_out"
    # One effect per action that sounds, a turn cue each time the turn came round.
    sounding = [a for a in ctrl.state.history if ctrl.sounds[a.kind] is not None]
    assert played.count("draw") + played.count("meld") + played.count("discard") == len(sounding)
    win.parts["sound"].actions["sound"].trigger()  # View > Sound off
    assert (
        not win.parts["sound"].actions["sound"].isChecked()
        and prefs.value(PREF_KEY, type=bool) is False
    )
    heard = len(played)
    win.start(
        NewGameSettings(
            find_game("scala-40").options({"num_players": 2}), ("easy",), 4, 0, "scala-40"
        )
    )
    qtbot.waitUntil(lambda: ctrl.state.to_play == ctrl.person, timeout=30_000)
    assert len(win.parts["sound"].sound.played) == heard, "silent once turned off"
    win.close()
    assert Recording.opened and Recording.opened[0].closed
    again = window(qtbot, monkeypatch)
    assert not again.parts["sound"].actions["sound"].isChecked(), "kept for the next start"
    again.close()


def test_a_window_without_a_device_unticks_view_sound_and_says_nothing(
    qtbot, prefs, sound_allowed, monkeypatch, capfd
):
    monkeypatch.setattr("app.ui.parts.sound.miniaudio_output", no_device)
    win = MainWindow(NewGameSettings(pace_ms=0, seed=3, game="scala-40"))
    qtbot.addWidget(win)
    win.show()  # the device is looked for after the table's first paint
    qtbot.waitUntil(lambda: win.parts["sound"].sound.available is False, timeout=10_000)
    qtbot.waitUntil(lambda: not win.parts["sound"].actions["sound"].isChecked(), timeout=5_000)
    assert capfd.readouterr().err == ""
    win.close()


def test_screenshots_and_the_self_test_make_no_sound(qtbot, prefs, sound_allowed, monkeypatch):
    monkeypatch.setattr("app.ui.parts.sound.miniaudio_output", Recording)
    win = MainWindow(NewGameSettings(pace_ms=0, seed=3), storage=False)
    qtbot.addWidget(win)
    assert win.parts["sound"].sound.available is False and Recording.opened == []
    win.close()


def test_the_self_test_proves_the_sound_library_loads(monkeypatch):
    """A bundle must carry miniaudio and cffi's backend (packaging/tapete.spec): the
    self-test, which CI runs on the bundle, says so, or fails naming it."""
    import sys

    from app.ui import self_test

    assert self_test.check_sound().startswith("sound: miniaudio ")
    monkeypatch.setitem(sys.modules, "miniaudio", None)  # as a bundle without it
    with pytest.raises(self_test.SelfTestFailure, match="miniaudio does not load"):
        self_test.check_sound()
