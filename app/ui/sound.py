"""The table's sounds: a few short effects made by the program itself (no recorded
files), played through `miniaudio` where there is a sound device, and nothing at all —
no message, no delay — where there is none.

The effects are synthesised once, in pure Python, as 16-bit mono samples: card sounds
are bursts of filtered noise (a flick, a slap), the cues are soft chimes of decaying
sines. A `Mixer` adds up the effects playing at once; the device pulls its samples from
it in its own thread.
"""

from __future__ import annotations

import contextlib
import math
import os
import random
import sys
import threading
from array import array
from collections import deque
from collections.abc import Callable, Iterator
from typing import Any, Protocol

from PySide6.QtCore import QObject, QSettings, Signal

RATE = 44_100
#: The effects there are: what the table does that may sound.
EFFECTS = ("deal", "draw", "meld", "discard", "turn", "end")
PREF_KEY = "sound/on"
#: Set to "off" (the tests do), no sound device is ever opened.
ENV_KEY = "TAPETE_SOUND"
PLAYED_KEPT = 500
#: At most this many effects wait for the device to open (the deal's, at start).
PENDING_KEPT = 4


# --------------------------------------------------------------------------- synthesis
def _noise_burst(rng: random.Random, ms: float, brightness: float, decay_ms: float) -> list[float]:
    """White noise through a one-pole low-pass (`brightness` 0..1: how much of the high
    end is kept), with a fast attack and an exponential decay."""
    n = int(RATE * ms / 1000)
    out, low = [], 0.0
    attack = max(1, int(RATE * 0.002))
    for i in range(n):
        low += brightness * (rng.uniform(-1.0, 1.0) - low)
        envelope = min(1.0, i / attack) * math.exp(-i / (RATE * decay_ms / 1000))
        out.append(low * envelope)
    return out


def _tone(freq: float, ms: float, decay_ms: float, partial: float = 0.25) -> list[float]:
    """A sine at `freq` with its octave softly above it, decaying like a struck bell."""
    n = int(RATE * ms / 1000)
    attack = max(1, int(RATE * 0.004))
    step = 2 * math.pi * freq / RATE
    return [
        (math.sin(step * i) + partial * math.sin(2 * step * i))
        * min(1.0, i / attack)
        * math.exp(-i / (RATE * decay_ms / 1000))
        for i in range(n)
    ]


def _mix(parts: list[tuple[float, list[float]]], gain: float) -> array:
    """`parts` (start in ms, samples) added up, scaled to `gain` of full scale."""
    length = max(int(RATE * start / 1000) + len(samples) for start, samples in parts)
    total = [0.0] * length
    for start, samples in parts:
        offset = int(RATE * start / 1000)
        for i, value in enumerate(samples):
            total[offset + i] += value
    fade = min(length, int(RATE * 0.005))  # the last 5 ms ramp down: no click at the end
    for i in range(fade):
        total[length - 1 - i] *= i / fade
    peak = max(1e-9, max(abs(v) for v in total))
    scale = gain * 32767 / peak
    return array("h", (int(v * scale) for v in total))


def synthesise(effect: str) -> array:
    """The samples of `effect` (one of EFFECTS), the same every time."""
    rng = random.Random(effect)
    if effect == "draw":  # a card slid off the stock: a soft flick
        return _mix([(0, _noise_burst(rng, 70, 0.35, 18))], 0.35)
    if effect == "discard":  # a card put down: a brighter flick and a tap
        return _mix([(0, _noise_burst(rng, 60, 0.6, 12)), (4, _tone(170, 60, 14, 0.1))], 0.4)
    if effect == "meld":  # cards laid down together: two slaps
        return _mix(
            [
                (0, _noise_burst(rng, 70, 0.5, 16)),
                (0, _tone(140, 80, 18, 0.1)),
                (55, _noise_burst(rng, 70, 0.5, 16)),
                (55, _tone(150, 80, 18, 0.1)),
            ],
            0.45,
        )
    if effect == "deal":  # cards dealt round: quick flicks
        return _mix([(k * 55, _noise_burst(rng, 50, 0.45, 11)) for k in range(6)], 0.35)
    if effect == "turn":  # your turn: two soft notes rising
        return _mix([(0, _tone(659.3, 300, 110)), (110, _tone(880.0, 380, 140))], 0.25)
    if effect == "end":  # the deal is over: three notes of a major chord
        return _mix(
            [(0, _tone(523.3, 500, 180)), (130, _tone(659.3, 500, 180)),
             (260, _tone(784.0, 700, 260))],
            0.3,
        )  # fmt: skip
    raise ValueError(f"unknown sound effect {effect!r}; expected one of {', '.join(EFFECTS)}")


# --------------------------------------------------------------------------- mixing
class Mixer:
    """The effects playing now, added up into the frames the device asks for (any
    thread may add; the device's thread reads)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._playing: list[list[Any]] = []  # [samples, position]

    def add(self, samples: array) -> None:
        with self._lock:
            self._playing.append([samples, 0])

    @property
    def busy(self) -> bool:
        with self._lock:
            return bool(self._playing)

    def frames(self, count: int) -> array:
        """The next `count` samples: every effect playing, added and clipped (silence
        when none is)."""
        out = [0] * count
        with self._lock:
            for sound in self._playing:
                samples, at = sound
                chunk = samples[at : at + count]
                for i, value in enumerate(chunk):
                    out[i] += value
                sound[1] = at + len(chunk)
            self._playing = [s for s in self._playing if s[1] < len(s[0])]
        return array("h", (max(-32768, min(32767, v)) for v in out))

    def stream(self) -> Iterator[array]:
        """The generator a miniaudio device plays from (it sends how many frames)."""
        count = yield array("h")
        while True:
            count = yield self.frames(count or 441)


# --------------------------------------------------------------------------- the device
class Output(Protocol):
    def close(self) -> None: ...


@contextlib.contextmanager
def _quiet_stderr() -> Iterator[None]:
    """Keep what the system's sound library prints while it looks for a device (ALSA
    names every card it does not find) off the terminal."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError):
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def miniaudio_output(mixer: Mixer) -> Output:
    """A playback device fed by `mixer`; raises (any exception) where there is none."""
    import miniaudio  # a light optional dependency: without it, silence

    with _quiet_stderr():
        device = miniaudio.PlaybackDevice(
            output_format=miniaudio.SampleFormat.SIGNED16,
            nchannels=1,
            sample_rate=RATE,
            buffersize_msec=60,
            app_name="Tapete",
        )
    stream = mixer.stream()
    next(stream)
    device.start(stream)
    return device


class Sound(QObject):
    """View ▸ Sound: on by default where a device opened, off where none did (nothing is
    said); the person's choice is kept. The device is looked for in the background once,
    when `start` is called (the window calls it after its first paint: the effects are
    made and the sound library loaded off the window's thread, but they share Python's
    lock with it), so that a slow or missing one never holds the window (`probed` says
    when it is known). An effect asked for while the device is looked for (the deal's,
    at start) plays as soon as it opens."""

    probed = Signal()

    def __init__(
        self,
        prefs: QSettings,
        parent: QObject | None = None,
        open_output: Callable[[Mixer], Output] | None = miniaudio_output,
        background: bool = True,
    ) -> None:
        super().__init__(parent)
        self.prefs = prefs
        self.mixer = Mixer()
        self.output: Output | None = None
        #: None while the device is looked for; then whether one opened.
        self.available: bool | None = None
        self._effects: dict[str, array] = {}
        #: The last effects played (the tests read them), a few hundred at most.
        self.played: deque[str] = deque(maxlen=PLAYED_KEPT)
        #: Effects asked for while the device is looked for, played once it opens.
        self._waiting: deque[str] = deque(maxlen=PENDING_KEPT)
        self._open_output: Callable[[Mixer], Output] | None = None
        if open_output is None or os.environ.get(ENV_KEY, "").lower() in ("off", "0", "no"):
            self.available = False
            return
        self.probed.connect(self._play_waiting)  # queued: emitted by the probe's thread
        if background:
            self._open_output = open_output  # looked for by `start`
        else:
            self._open(open_output)

    @property
    def started(self) -> bool:
        """Whether the device has been looked for (or needs no looking for)."""
        return self._open_output is None

    def start(self) -> None:
        """Look for the device in the background (once; later calls do nothing)."""
        open_output, self._open_output = self._open_output, None
        if open_output is not None:
            threading.Thread(target=self._open, args=(open_output,), daemon=True).start()

    def _open(self, open_output: Callable[[Mixer], Output]) -> None:
        try:
            for effect in EFFECTS:  # made once, off the window's thread
                self._effects[effect] = synthesise(effect)
            self.output = open_output(self.mixer)
            self.available = True
        except Exception:  # noqa: BLE001 - no device, no library, a driver's fault: silence
            self.output = None
            self.available = False
        with contextlib.suppress(RuntimeError):  # the window closed meanwhile
            self.probed.emit()

    @property
    def on(self) -> bool:
        """Whether effects play: the person's choice, else whether a device opened."""
        if self.prefs.contains(PREF_KEY):
            return bool(self.prefs.value(PREF_KEY, True, type=bool)) and bool(self.available)
        return bool(self.available)

    @property
    def chosen(self) -> bool:
        """What View ▸ Sound shows checked: the person's choice, else on where it works."""
        if self.prefs.contains(PREF_KEY):
            return bool(self.prefs.value(PREF_KEY, True, type=bool))
        return self.available is not False

    def set_on(self, on: bool) -> None:
        self.prefs.setValue(PREF_KEY, bool(on))

    def play(self, effect: str | None) -> None:
        """Play `effect` now, over whatever is playing (None, or sound off: nothing);
        while the device is looked for, as soon as it opens."""
        if effect is None:
            return
        if self.available is None and self.chosen:
            if effect not in EFFECTS:
                raise ValueError(f"unknown sound effect {effect!r}")
            self._waiting.append(effect)
            return
        if not self.on or self.output is None:
            return
        samples = self._effects.get(effect)
        if samples is None:
            raise ValueError(f"unknown sound effect {effect!r}")
        self.played.append(effect)
        self.mixer.add(samples)

    def _play_waiting(self) -> None:
        waiting = list(self._waiting)
        self._waiting.clear()
        for effect in waiting:
            self.play(effect)

    def close(self) -> None:
        self._open_output = None  # a window closed before its first paint looks for none
        output, self.output = self.output, None
        if output is not None:
            with contextlib.suppress(Exception):
                output.close()
