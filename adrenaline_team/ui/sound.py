"""The table's sound effects: what the engine's events sound like, played without ever holding
up a frame, and silence wherever there is no sound to be had.

Each event kind that a player should hear has its cue (`CUES`); the play screen, the
demonstration and the replay viewer hand each choice's events to `Sound.play`, and the play
screen cues the hot-seat hand-off itself (it is no engine event). The cues of one choice play
one after another, `GAP` apart, in the order the events happened (a shot, then its damage, then
its mark), each cue once per choice (a shotgun's two hits are one thud); `update`, called every
frame by the app, starts the cues that are due. The sounds are small WAV files made by
`tools/make_sounds.py` (its docstring says why files, and how each is meant to sound).

No sound device (a server, a container, SDL's dummy driver not asked for), a mixer that fails
to start, a file that will not load: the game is silent, says nothing and carries on. SDL's
audio libraries print their own complaints to the process's error stream while they probe for a
device; that stream is closed for the moment the mixer starts, so a game without sound does not
fill a terminal with them.

Volume and mute are the player's settings (`settings.json`), changed on the new-game screen and
in the table's menu (`kit.sound_fields`)."""

from __future__ import annotations

import os
import time
from collections import deque
from collections.abc import Iterable, Iterator
from contextlib import contextmanager

import pygame

from ..places import shipped
from ..session.settings import Settings

# event kind -> cue (the file's name); other events make no sound
CUES = {"Fired": "shot", "DamageBuffered": "damage", "MarksBuffered": "mark", "Flushed": "flush",
        "Killshot": "killshot", "Overkill": "overkill", "TurnStarted": "turn"}
HANDOFF = "handoff"  # the hot-seat screen asking to pass the table to the other team
NAMES = (*CUES.values(), HANDOFF)
GAP = 0.14  # seconds between the cues of one choice: heard one by one, not as one noise
MOST = 4  # cues kept from one choice (a long end of turn would otherwise play for seconds)
RANK = ("overkill", "killshot", "flush", "turn", "shot", "damage", "mark")  # which of them stay


@contextmanager
def _quiet_stderr() -> Iterator[None]:
    """The process's error stream (file descriptor 2) closed for a moment: C libraries write
    there directly, past Python's `sys.stderr`."""
    try:
        saved = os.dup(2)
    except OSError:  # no error stream at all: nothing to quieten
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def open_mixer() -> bool:
    """Start SDL's mixer (44.1 kHz stereo, a small buffer for a short delay); False when there
    is no sound to be had here."""
    try:
        if pygame.mixer.get_init() is None:
            with _quiet_stderr():
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
        return pygame.mixer.get_init() is not None
    except Exception:  # pygame.error, a pygame built without its mixer, anything SDL throws: silence
        return False


def load_sounds() -> dict[str, pygame.mixer.Sound]:
    """The cues the mixer could load (a missing or broken file leaves its cue silent)."""
    folder = shipped("adrenaline_team.assets") / "sounds"
    out = {}
    for name in NAMES:
        try:
            out[name] = pygame.mixer.Sound(str(folder / f"{name}.wav"))
        except Exception:
            continue
    return out


class Sound:
    """The app's sound: one for the window (the mixer is the process's)."""

    def __init__(self, settings: Settings, keep: bool):
        """`settings`: the player's, whose volume and mute this reads and changes; `keep`:
        changes are written to `settings.json` (off for tests' windows)."""
        self.settings = settings
        self.keep = keep
        self.sounds = load_sounds() if open_mixer() else {}
        self.queue: list[tuple[float, str]] = []  # (when, cue), soonest first
        self.played: deque[str] = deque(maxlen=64)  # the cues started lately, in order (tests read it)
        self._apply_volume()

    @property
    def pending(self) -> bool:
        """Cues wait to be started: the app keeps drawing frames (it would sleep on input)."""
        return bool(self.queue)

    @property
    def audible(self) -> bool:
        return bool(self.sounds) and not self.settings.muted and self.settings.volume > 0

    def play(self, kinds: Iterable[str]) -> None:
        """The cues of one choice's events (their `kind`s, in the order they happened)."""
        cues = list(dict.fromkeys(CUES[k] for k in kinds if k in CUES))
        if len(cues) > MOST:  # the biggest moments stay, in their order
            keep = sorted(cues, key=RANK.index)[:MOST]
            cues = [c for c in cues if c in keep]
        start = max([time.monotonic()] + [when + GAP for when, _ in self.queue])
        for i, cue in enumerate(cues):
            self.cue(cue, start + i * GAP)

    def cue(self, name: str, when: float | None = None) -> None:
        """Play `name` now (or at `when`, a `time.monotonic()` time)."""
        if self.audible and name in self.sounds:
            self.queue.append((time.monotonic() if when is None else when, name))
            self.queue.sort()
            self.update()

    def update(self) -> None:
        """Start the cues that are due (every frame; a few microseconds when none wait)."""
        if not self.queue:
            return
        now = time.monotonic()
        while self.queue and self.queue[0][0] <= now:
            _, name = self.queue.pop(0)
            self.played.append(name)
            try:
                self.sounds[name].play()
            except Exception:  # a mixer gone away mid-game: silence from here on
                self.sounds = {}
                self.queue = []

    def set(self, volume: int | None = None, muted: bool | None = None) -> None:
        """Change the volume (per cent) or mute; kept for the next games."""
        if volume is not None:
            self.settings.volume = max(0, min(100, volume))
        if muted is not None:
            self.settings.muted = muted
        if not self.audible:
            self.queue = []
        self._apply_volume()
        if self.keep:
            self.settings.save()

    def _apply_volume(self) -> None:
        for s in self.sounds.values():
            s.set_volume(self.settings.volume / 100)
