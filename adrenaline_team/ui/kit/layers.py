"""A screen's overlays as one stack: each layer says what it does with an input event and how it
draws itself. Input goes down the stack from the top until a layer takes it; drawing goes up
it from the bottom, so what takes input first is always what lies on top (issue 30: the play
screen's magnifier, hand-off, log drawer, menu... had an input order and a drawing order of
their own, which could disagree)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

Input = Callable[[pygame.event.Event, str | None], bool]
Draw = Callable[[pygame.Surface], None]


def _passes(event: pygame.event.Event, command: str | None) -> bool:
    return False


def _draws_nothing(screen: pygame.Surface) -> None:
    return None


@dataclass(frozen=True)
class Layer:
    """`take(event, command)`: True when the layer took the event (nothing under it sees it);
    `draw(screen)`: the layer over what lies under it."""

    name: str
    take: Input = _passes
    draw: Draw = _draws_nothing


def hand_down(layers: Sequence[Layer], event: pygame.event.Event, command: str | None) -> str | None:
    """The event down the stack (`layers` top first); the name of the layer that took it."""
    for layer in layers:
        if layer.take(event, command):
            return layer.name
    return None


def draw_up(layers: Sequence[Layer], screen: pygame.Surface) -> None:
    """Each layer from the bottom of the stack (`layers` top first) up."""
    for layer in reversed(layers):
        layer.draw(screen)
