"""Keyboard and gamepad as one set of commands, so every screen reads input the same way.

Mouse clicks stay events (they carry a position); everything else becomes a word:
"next" / "prev" (Tab, Shift-Tab) and "up" / "down" / "left" / "right" (arrows, d-pad) move
the focus or change a value, "pick" (Enter, Space, A) takes the focused thing, "back"
declines or undoes, "hint" (H, gamepad Y) asks the coach, "log" (L, gamepad Back) opens and
closes the log, "lens" (Z, gamepad X, held; the right mouse button too) is the magnifier,
"fullscreen" toggles F11. Screens that only cycle through a list read `FORWARD` / `BACKWARD`."""

from __future__ import annotations

import contextlib

import pygame

KEYS = {
    pygame.K_TAB: "next", pygame.K_RIGHT: "right", pygame.K_DOWN: "down",
    pygame.K_LEFT: "left", pygame.K_UP: "up",
    pygame.K_RETURN: "pick", pygame.K_KP_ENTER: "pick", pygame.K_SPACE: "pick",
    pygame.K_ESCAPE: "back", pygame.K_BACKSPACE: "back",
    pygame.K_F11: "fullscreen", pygame.K_h: "hint", pygame.K_m: "menu", pygame.K_l: "log", pygame.K_z: "lens",
}
# SDL's joystick numbering for XInput-style pads: A = 0, B = 1, X = 2, Y = 3, Back = 6, Start = 7
PAD_BUTTONS = {0: "pick", 1: "back", 2: "lens", 3: "hint", 6: "log", 7: "menu"}
HAT = {(1, 0): "right", (0, -1): "down", (-1, 0): "left", (0, 1): "up"}
WAKE = pygame.event.custom_type()  # posted when a network message comes: the frame loop stops sleeping on its input
FORWARD = ("next", "right", "down")
BACKWARD = ("prev", "left", "up")


def released(event: pygame.event.Event, word: str) -> bool:
    """Whether `event` lets go of the key or pad button held for `word` ("lens")."""
    if event.type == pygame.KEYUP:
        return KEYS.get(event.key) == word
    if event.type == pygame.JOYBUTTONUP:
        return PAD_BUTTONS.get(event.button) == word
    return False


def press(event: pygame.event.Event) -> tuple[str, int] | None:
    """The key or pad button `event` presses or lets go of (None: neither), as the window keeps
    those held down (`App.held`)."""
    if event.type in (pygame.KEYDOWN, pygame.KEYUP):
        return "key", event.key
    if event.type in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP):
        return "pad", event.button
    return None


def command(event: pygame.event.Event) -> str | None:
    if event.type == pygame.KEYDOWN:
        if event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT:
            return "prev"
        return KEYS.get(event.key)
    if event.type == pygame.JOYBUTTONDOWN:
        return PAD_BUTTONS.get(event.button)
    if event.type == pygame.JOYHATMOTION:
        return HAT.get(tuple(event.value))
    return None


def open_pads() -> list[pygame.joystick.JoystickType]:
    """Open every connected joystick so SDL sends its events (kept referenced: a closed
    joystick goes silent)."""
    pygame.joystick.init()
    return [pygame.joystick.Joystick(i) for i in range(pygame.joystick.get_count())]


def wake() -> None:
    """Called on a network connection's thread (pygame's event queue takes posts from any thread)."""
    with contextlib.suppress(pygame.error):  # the window has closed meanwhile
        pygame.event.post(pygame.event.Event(WAKE))
