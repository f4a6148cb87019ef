"""The sound's two controls, side by side: on or off (mute keeps the volume) and the volume in
steps of 10 %. The same pair on the new-game screen and in the table's menu, so a player finds
them the same way in both; each is a `Picker` of the screen's focus ring (mouse, keys, pad).
A change is heard at once (a cue at the new volume) and kept in `settings.json`."""

from __future__ import annotations

import pygame
import pygame_gui

from ...i18n import _
from ..sound import Sound
from .fields import Picker

STEPS = range(10, 101, 10)


def _on_off(key: str) -> str:
    return _("Sound: off") if key == "off" else _("Sound: on")


def _volume(key: str) -> str:
    return _("Volume: {percent} %").format(percent=key)


class SoundFields:
    def __init__(self, rect: pygame.Rect, ui: pygame_gui.UIManager, sound: Sound):
        """Both pickers inside `rect` (the left one a little narrower)."""
        self.sound = sound
        gap = max(6, rect.h // 5)
        left = (rect.w - gap) * 2 // 5
        s = sound.settings
        step = min(STEPS, key=lambda n: abs(n - s.volume))  # a volume saved between the steps shows as the nearest
        self.mute = Picker(["on", "off"], "off" if s.muted else "on", pygame.Rect(rect.x, rect.y, left, rect.h), ui,
                           _on_off)
        self.volume = Picker([str(n) for n in STEPS], str(step),
                             pygame.Rect(rect.x + left + gap, rect.y, rect.w - left - gap, rect.h), ui, _volume)

    @property
    def fields(self) -> list[Picker]:
        return [self.mute, self.volume]

    def kill(self) -> None:
        for picker in self.fields:
            picker.menu.kill()

    def apply(self) -> None:
        """After any change of the focus ring's values: the settings follow the pickers."""
        s = self.sound.settings
        muted = self.mute.value == "off"
        volume = int(self.volume.value)
        if (muted, volume) == (s.muted, s.volume):
            return
        self.sound.set(volume=volume, muted=muted)
        self.sound.cue("turn")  # heard at the new volume (nothing when off)
