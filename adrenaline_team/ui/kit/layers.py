"""A screen's overlays as one stack. Each layer is a small object that says what it does with an
input event, with the time that passes and how it draws itself, and makes its widgets when
the window is laid out. Input goes down the stack from the top until a layer takes it;
drawing goes up it from the bottom, so what takes input first is always what lies on top
(issue 30: the play screen's magnifier, hand-off, log drawer, menu... had an input order and a
drawing order of their own, which could disagree). Every layer is updated each frame, and
one that holds the table (an open menu, animations playing) keeps the changes that come from
elsewhere waiting until it lets go (issue 41: the screen's update was a cascade of its own).

A layer is handed what it draws and the callbacks it calls, never the screen itself; a new
overlay is one `Layer` subclass beside the widget it wraps (`ui/table/`), put in its place in
the screen's stack (`PlayScene.__init__`)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame
import pygame_gui


class Layer:
    """One overlay. Each method does nothing here: a layer says only what it does."""

    name = ""

    def build(self, ui: pygame_gui.UIManager) -> None:
        """The window was laid out (anew): the layer's widgets in `ui`."""

    def take(self, event: pygame.event.Event, command: str | None) -> bool:
        """Whether the layer took the event (nothing under it sees it)."""
        return False

    def update(self, dt: float) -> bool:
        """`dt` seconds passed; whether the layer holds the table (changes from elsewhere wait)."""
        return False

    def draw(self, screen: pygame.Surface) -> None:
        """The layer over what lies under it."""


def build_up(layers: Sequence[Layer], ui: pygame_gui.UIManager) -> None:
    """Each layer's widgets, from the bottom of the stack (`layers` top first) up."""
    for layer in reversed(layers):
        layer.build(ui)


def hand_down(layers: Sequence[Layer], event: pygame.event.Event, command: str | None) -> str | None:
    """The event down the stack (`layers` top first); the name of the layer that took it."""
    for layer in layers:
        if layer.take(event, command):
            return layer.name
    return None


def update_all(layers: Sequence[Layer], dt: float) -> bool:
    """Every layer, from the top down; whether one of them holds the table."""
    held = [layer.update(dt) for layer in layers]
    return any(held)


def draw_up(layers: Sequence[Layer], screen: pygame.Surface) -> None:
    """Each layer from the bottom of the stack (`layers` top first) up."""
    for layer in reversed(layers):
        layer.draw(screen)


class Widgets(Layer):
    """A screen's widgets, its buttons and their tooltips (pygame_gui's): what is theirs they take."""

    name = "widgets"

    def __init__(self) -> None:
        self.ui: pygame_gui.UIManager | None = None

    def build(self, ui: pygame_gui.UIManager) -> None:
        self.ui = ui

    def take(self, event: pygame.event.Event, command: str | None) -> bool:
        assert self.ui is not None, "built"
        return bool(self.ui.process_events(event))

    def draw(self, screen: pygame.Surface) -> None:
        assert self.ui is not None, "built"
        self.ui.draw_ui(screen)
